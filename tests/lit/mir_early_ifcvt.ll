; early_ifcvt (mir/early_ifcvt.c, knobs disable-early-ifcvt and early-ifcvt-limit): small
; if-then(-else) arms become instructions guarded by the branch's predicate.
;  - diamond: heat3d's neighbour read, a load that may not be speculated on one side and
;    the centre value on the other: `@%p ld` and `@!%p mov`, no branch left;
;  - triangle: a store (its address computed before) under `if (t < n)`: the store is
;    guarded, no branch;
;  - long: a triangle arm of more than one instruction keeps its branch (a rarely taken
;    guard would issue it on every path);
;  - loop: a diamond inside a loop body (its join is the latch) converts too;
;  - early-ifcvt-limit=0 converts only empty arms; disable-early-ifcvt=1 keeps every branch.
; RUN: -mcpu=sm_80 -O2 | ON
; RUN: -mcpu=sm_80 -O2 --knob disable-early-ifcvt=1 | OFF
; RUN: -mcpu=sm_80 -O2 --knob early-ifcvt-limit=0 | OFF
; EXEC: -mcpu=sm_80 -O2 | diamond 2 32 buf:f32:64:rand:1 buf:f32:64:zero i32:40
; EXEC: -mcpu=sm_80 -O2 | triangle 2 32 buf:f32:64:rand:2 buf:f32:64:zero i32:40
; EXEC: -mcpu=sm_80 -O2 | long 2 32 buf:i32:64:rand:3 buf:i32:64:zero i32:40
; EXEC: -mcpu=sm_80 -O2 | loop 1 32 buf:i32:64:rand:4 buf:i32:32:zero i32:9
; EXEC: -mcpu=sm_80 -O2 --knob disable-early-ifcvt=1 | loop 1 32 buf:i32:64:rand:4 buf:i32:32:zero i32:9

; ON-LABEL: .entry diamond(
; ON-NOT: bra
; ON: setp.gt.s32 [[P:%p[0-9]+]],
; ON: mov.f32 [[X:%f[0-9]+]], %f{{[0-9]+}};
; ON-NEXT: @[[P]] ld.global.f32 [[X]], [%rd{{[0-9]+}}+-4];
; ON-NOT: bra
; ON: ret;
; OFF-LABEL: .entry diamond(
; OFF: bra
; OFF-NOT: @%p{{[0-9]+}} ld
; OFF: ret;

; ON-LABEL: .entry triangle(
; ON-NOT: bra
; ON: @{{!?}}%p{{[0-9]+}} st.global.f32
; ON-NOT: bra
; ON: ret;
; OFF-LABEL: .entry triangle(
; OFF: bra
; OFF: ret;

; ON-LABEL: .entry long(
; ON: bra
; ON: ret;

; ON-LABEL: .entry loop(
; ON: $L__BB3_{{[0-9]+}}:
; ON-NOT: bra
; ON: @%p{{[0-9]+}} ld.global.u32
; ON-NOT: bra
; ON: @%p{{[0-9]+}} bra
; ON-NOT: bra
; ON: ret;
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @diamond(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %iw = sext i32 %i to i64
  %pc = getelementptr float, ptr addrspace(1) %in, i64 %iw
  %c = load float, ptr addrspace(1) %pc
  %has = icmp sgt i32 %i, 0
  br i1 %has, label %left, label %join

left:
  %pl = getelementptr float, ptr addrspace(1) %pc, i64 -1
  %l = load float, ptr addrspace(1) %pl
  br label %join

join:
  %v = phi float [ %l, %left ], [ %c, %entry ]
  %s = fadd float %v, %c
  %po = getelementptr float, ptr addrspace(1) %out, i64 %iw
  store float %s, ptr addrspace(1) %po
  ret void
}

define void @triangle(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %iw = sext i32 %i to i64
  %pc = getelementptr float, ptr addrspace(1) %in, i64 %iw
  %c = load float, ptr addrspace(1) %pc
  %m = fmul float %c, 3.0
  %ok = icmp slt i32 %i, %n
  br i1 %ok, label %st, label %done

st:
  store float %m, ptr addrspace(1) %pc
  br label %done

done:
  ret void
}

define void @long(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %iw = sext i32 %i to i64
  %pc = getelementptr i32, ptr addrspace(1) %in, i64 %iw
  %c = load i32, ptr addrspace(1) %pc
  %ok = icmp slt i32 %i, %n
  br i1 %ok, label %work, label %done

work:
  %x1 = mul i32 %c, %c
  %x2 = xor i32 %x1, %i
  %x3 = mul i32 %x2, %x1
  %x4 = udiv i32 %x3, 7
  %x5 = mul i32 %x4, %c
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %iw
  store i32 %x5, ptr addrspace(1) %po
  br label %done

done:
  ret void
}

; sum over k < n of (in[t + k] is odd ? in[t + k + 1] : 0), the odd case's load guarded
define void @loop(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head

head:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %latch ]
  %j = add i32 %t, %k
  %jw = zext i32 %j to i64
  %pj = getelementptr i32, ptr addrspace(1) %in, i64 %jw
  %v = load volatile i32, ptr addrspace(1) %pj
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %take, label %latch

take:
  %pn = getelementptr i32, ptr addrspace(1) %pj, i64 1
  %w = load i32, ptr addrspace(1) %pn
  br label %latch

latch:
  %add = phi i32 [ %w, %take ], [ 0, %head ]
  %acc1 = add i32 %acc, %add
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %head, label %exit

exit:
  %tw = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %tw
  store i32 %acc1, ptr addrspace(1) %po
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @diamond, !"kernel", i32 1}
!1 = !{ptr @triangle, !"kernel", i32 1}
!2 = !{ptr @long, !"kernel", i32 1}
!3 = !{ptr @loop, !"kernel", i32 1}
