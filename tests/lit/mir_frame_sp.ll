; frame_layout (mir/frame_layout.c) sets uses_sp / uses_spl from the code: a function whose
; frame is only reached through .local addresses (%SPL) gets no `cvta.local.u64 %SP, %SPL`
; (LLVM's NVPTXPeephole drops it when nothing reads %SP), though selection flagged %SP for
; the generic address the lifetime markers named:
;  - local: a local array indexed at run time, every access ld/st.local: no cvta.local;
;  - escapes: the array's generic address goes to a called function: %SP stays.
; RUN: -mcpu=sm_80 -O2 | ON
; EXEC: -mcpu=sm_80 -O2 | local 1 32 buf:i32:32:rand:1 buf:i32:32:zero
; EXEC: -mcpu=sm_80 -O2 | escapes 1 32 buf:i32:32:rand:2 buf:i32:32:zero

; ON-LABEL: .entry local(
; ON: mov.u64 %SPL, __local_depot{{[0-9]+}};
; ON-NOT: cvta.local
; ON: st.local
; ON: ret;

; ON-LABEL: .entry escapes(
; ON: mov.u64 %SPL, __local_depot{{[0-9]+}};
; ON-NEXT: cvta.local.u64 %SP, %SPL;
; ON: add.u64 %rd{{[0-9]+}}, %SP, 0;
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define void @local(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = alloca [16 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr %a)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tw = zext i32 %t to i64
  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %tw
  %v = load i32, ptr addrspace(1) %pi
  br label %fill

fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %kw = zext i32 %k to i64
  %pk = getelementptr [16 x i32], ptr %a, i64 0, i64 %kw
  %x = mul i32 %v, %k
  store i32 %x, ptr %pk
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 16
  br i1 %more, label %fill, label %read

read:
  %idx = and i32 %v, 15
  %iw = zext i32 %idx to i64
  %pr = getelementptr [16 x i32], ptr %a, i64 0, i64 %iw
  %r = load i32, ptr %pr
  call void @llvm.lifetime.end.p0(i64 64, ptr %a)
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %tw
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define internal i32 @sum4(ptr %p) noinline {
  %a = load i32, ptr %p
  %q = getelementptr i32, ptr %p, i64 3
  %b = load i32, ptr %q
  %s = add i32 %a, %b
  ret i32 %s
}

define void @escapes(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = alloca [4 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tw = zext i32 %t to i64
  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %tw
  %v = load i32, ptr addrspace(1) %pi
  store i32 %v, ptr %a
  %p3 = getelementptr i32, ptr %a, i64 3
  %w = add i32 %v, 5
  store i32 %w, ptr %p3
  %s = call i32 @sum4(ptr %a)
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %tw
  store i32 %s, ptr addrspace(1) %po
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @local, !"kernel", i32 1}
!1 = !{ptr @escapes, !"kernel", i32 1}
