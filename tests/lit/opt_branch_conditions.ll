; GVN's condition propagation and spec_exec (issue 10).
; - guarded4: a loop unrolled from `for (j..) if (x < w && y + j < h) out[..] = ..` tests
;   x < w once: below the edge where it is true, the later tests of the same value are
;   true (five setp: x < w and the four y + j < h; eight without GVN).
; - implied: x < w known true decides x >= w (false), w > x (true) and x != w (true);
;   x u< w is another order and stays.
; - andcond: a true `a && b` makes both a and b true below.
; - switchcase: in the case 7 block, x is 7 (the multiply folds to a constant 21).
; - arms: four sibling if-then arms each computing the same shared-tile base; spec_exec
;   moves the first arm's base into the block above them, GVN shares it: one multiply by
;   the row size, every store [base+imm] (SPEC); with spec-exec-max-speculation-cost=0 each
;   arm and the final load compute it again (NOSPEC).
; - reduce: an arm whose base is already computed above is not hoisted: the load keeps its
;   [reg+imm] form inside the arm.
; OFF disables GVN; EXEC runs the ir engine against the ptx engine, pass on and off.
; RUN: -mcpu=sm_86 -O2 | CHECK
; RUN: -mcpu=sm_86 -O2 | SPEC
; RUN: -mcpu=sm_86 -O2 --knob spec-exec-max-speculation-cost=0 | NOSPEC
; RUN: -mcpu=sm_86 -O2 --disable-gvn | OFF
; EXEC: -mcpu=sm_86 -O2 | guarded4 2 64 buf:f32:512:rand:1 buf:f32:512:zero i32:40 i32:5
; EXEC: -mcpu=sm_86 -O2 --disable-gvn | guarded4 2 64 buf:f32:512:rand:1 buf:f32:512:zero i32:40 i32:5
; EXEC: -mcpu=sm_86 -O2 | implied 1 64 buf:i32:64:rand:2 buf:i32:256:zero i32:17
; EXEC: -mcpu=sm_86 -O2 | andcond 1 64 buf:i32:64:rand:3 buf:i32:64:zero i32:30 i32:-5
; EXEC: -mcpu=sm_86 -O2 | switchcase 1 64 buf:i32:64:rand:4 buf:i32:64:zero
; EXEC: -mcpu=sm_86 -O2 | arms 1 64 buf:f32:1024:rand:5 buf:f32:1024:zero i32:50
; EXEC: -mcpu=sm_86 -O2 --knob spec-exec-max-speculation-cost=0 | arms 1 64 buf:f32:1024:rand:5 buf:f32:1024:zero i32:50
; EXEC: -mcpu=sm_86 -O2 | reduce 1 64 buf:f32:64:rand:6
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

@tile = internal addrspace(3) global [64 x [33 x float]] undef, align 4
@red = internal addrspace(3) global [64 x float] undef, align 4

; CHECK-LABEL: .entry guarded4(
; CHECK-COUNT-5: setp.
; CHECK-NOT: setp.
; CHECK: ret;
; OFF-LABEL: .entry guarded4(
; OFF-COUNT-8: setp.
define void @guarded4(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %w, i32 %h) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %x = add i32 %tid, %bid
  %y = mul i32 %bid, 4
  %xw = icmp slt i32 %x, %w
  br i1 %xw, label %g0, label %done
g0:
  %y0 = add i32 %y, 0
  %c0 = icmp slt i32 %y0, %h
  br i1 %c0, label %s0, label %n0
s0:
  %i0 = mul i32 %y0, 64
  %a0 = add i32 %i0, %x
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %a0
  %v0 = load float, ptr addrspace(1) %p0
  %q0 = getelementptr float, ptr addrspace(1) %out, i32 %a0
  store float %v0, ptr addrspace(1) %q0
  br label %n0
n0:
  br i1 %xw, label %g1, label %done
g1:
  %y1 = add i32 %y, 1
  %c1 = icmp slt i32 %y1, %h
  br i1 %c1, label %s1, label %n1
s1:
  %i1 = mul i32 %y1, 64
  %a1 = add i32 %i1, %x
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 %a1
  %v1 = load float, ptr addrspace(1) %p1
  %q1 = getelementptr float, ptr addrspace(1) %out, i32 %a1
  store float %v1, ptr addrspace(1) %q1
  br label %n1
n1:
  br i1 %xw, label %g2, label %done
g2:
  %y2 = add i32 %y, 2
  %c2 = icmp slt i32 %y2, %h
  br i1 %c2, label %s2, label %n2
s2:
  %i2 = mul i32 %y2, 64
  %a2 = add i32 %i2, %x
  %p2 = getelementptr float, ptr addrspace(1) %in, i32 %a2
  %v2 = load float, ptr addrspace(1) %p2
  %q2 = getelementptr float, ptr addrspace(1) %out, i32 %a2
  store float %v2, ptr addrspace(1) %q2
  br label %n2
n2:
  br i1 %xw, label %g3, label %done
g3:
  %y3 = add i32 %y, 3
  %c3 = icmp slt i32 %y3, %h
  br i1 %c3, label %s3, label %done
s3:
  %i3 = mul i32 %y3, 64
  %a3 = add i32 %i3, %x
  %p3 = getelementptr float, ptr addrspace(1) %in, i32 %a3
  %v3 = load float, ptr addrspace(1) %p3
  %q3 = getelementptr float, ptr addrspace(1) %out, i32 %a3
  store float %v3, ptr addrspace(1) %q3
  br label %done
done:
  ret void
}

; Below x < w: x >= w is 0, w > x is 1, x != w is 1; x u< w is computed.
; CHECK-LABEL: .entry implied(
; CHECK: setp.lt.s32
; CHECK-NOT: setp.{{ge|gt|ne}}.s32
; CHECK: setp.lt.u32
; CHECK-NOT: setp.{{ge|gt|ne}}.s32
; CHECK: ret;
define void @implied(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %w) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pi
  %c = icmp slt i32 %x, %w
  br i1 %c, label %then, label %done
then:
  %ge = icmp sge i32 %x, %w
  %gt = icmp sgt i32 %w, %x
  %ne = icmp ne i32 %x, %w
  %ul = icmp ult i32 %x, %w
  %z0 = zext i1 %ge to i32
  %z1 = zext i1 %gt to i32
  %z2 = zext i1 %ne to i32
  %z3 = zext i1 %ul to i32
  %b = mul i32 %tid, 4
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %b
  store i32 %z0, ptr addrspace(1) %o0
  %b1 = add i32 %b, 1
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 %b1
  store i32 %z1, ptr addrspace(1) %o1
  %b2 = add i32 %b, 2
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %b2
  store i32 %z2, ptr addrspace(1) %o2
  %b3 = add i32 %b, 3
  %o3 = getelementptr i32, ptr addrspace(1) %out, i32 %b3
  store i32 %z3, ptr addrspace(1) %o3
  br label %done
done:
  ret void
}

; a && b true: below, a and b are 1 (their selects fold; only the branch's compares remain).
; CHECK-LABEL: .entry andcond(
; CHECK-NOT: selp
; CHECK: ret;
define void @andcond(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %hi, i32 %lo) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pi
  %a = icmp slt i32 %x, %hi
  %b = icmp sgt i32 %x, %lo
  %ab = and i1 %a, %b
  br i1 %ab, label %then, label %done
then:
  %s0 = select i1 %a, i32 %x, i32 100
  %s1 = select i1 %b, i32 %s0, i32 200
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s1, ptr addrspace(1) %po
  br label %done
done:
  ret void
}

; CHECK-LABEL: .entry switchcase(
; CHECK: st.global.u32 [{{%rd[0-9]+}}], 21;
; CHECK: add.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 9;
; CHECK: ret;
define void @switchcase(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %r = load i32, ptr addrspace(1) %pi
  %x = and i32 %r, 15
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  switch i32 %x, label %other [ i32 7, label %seven
                                i32 9, label %nine ]
seven:
  %m = mul i32 %x, 3
  store i32 %m, ptr addrspace(1) %po
  br label %done
nine:
  %m9 = add i32 %x, %tid
  store i32 %m9, ptr addrspace(1) %po
  br label %done
other:
  store i32 %x, ptr addrspace(1) %po
  br label %done
done:
  ret void
}

; SPEC-LABEL: .entry arms(
; SPEC: mul.wide.u32 [[B:%rd[0-9]+]], {{%r[0-9]+}}, 132;
; SPEC-NOT: 132
; SPEC: st.shared.f32 [[[A:%rd[0-9]+]]], 0f3F800000;
; SPEC: st.shared.f32 [[[A]]+32], 0f40000000;
; SPEC: st.shared.f32 [[[A]]+64], 0f40400000;
; SPEC: st.shared.f32 [[[A]]+96], 0f40800000;
; SPEC: ret;
; NOSPEC-LABEL: .entry arms(
; NOSPEC-COUNT-5: mad.lo.s64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 132
define void @arms(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %h) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tz = zext i32 %tid to i64
  %k0 = icmp slt i32 %tid, %h
  br i1 %k0, label %a0, label %j0
a0:
  %e0 = getelementptr [64 x [33 x float]], ptr addrspace(3) @tile, i64 0, i64 %tz, i64 0
  store float 1.0, ptr addrspace(3) %e0
  br label %j0
j0:
  %t1 = add i32 %tid, 8
  %k1 = icmp slt i32 %t1, %h
  br i1 %k1, label %a1, label %j1
a1:
  %e1 = getelementptr [64 x [33 x float]], ptr addrspace(3) @tile, i64 0, i64 %tz, i64 8
  store float 2.0, ptr addrspace(3) %e1
  br label %j1
j1:
  %t2 = add i32 %tid, 16
  %k2 = icmp slt i32 %t2, %h
  br i1 %k2, label %a2, label %j2
a2:
  %e2 = getelementptr [64 x [33 x float]], ptr addrspace(3) @tile, i64 0, i64 %tz, i64 16
  store float 3.0, ptr addrspace(3) %e2
  br label %j2
j2:
  %t3 = add i32 %tid, 24
  %k3 = icmp slt i32 %t3, %h
  br i1 %k3, label %a3, label %j3
a3:
  %e3 = getelementptr [64 x [33 x float]], ptr addrspace(3) @tile, i64 0, i64 %tz, i64 24
  store float 4.0, ptr addrspace(3) %e3
  br label %j3
j3:
  call void @llvm.nvvm.barrier0()
  %r = getelementptr [64 x [33 x float]], ptr addrspace(3) @tile, i64 0, i64 %tz, i64 8
  %rv = load float, ptr addrspace(3) %r
  %po = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %rv, ptr addrspace(1) %po
  ret void
}

; CHECK-LABEL: .entry reduce(
; CHECK: ld.shared.f32 {{%f[0-9]+}}, [{{%rd[0-9]+}}+64];
; CHECK: ret;
define void @reduce(ptr addrspace(1) %io) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tz = zext i32 %tid to i64
  %pi = getelementptr float, ptr addrspace(1) %io, i64 %tz
  %v = load float, ptr addrspace(1) %pi
  %s = getelementptr [64 x float], ptr addrspace(3) @red, i64 0, i64 %tz
  store float %v, ptr addrspace(3) %s
  call void @llvm.nvvm.barrier0()
  %lt = icmp ult i32 %tid, 16
  br i1 %lt, label %add, label %done
add:
  %t16 = add nuw nsw i64 %tz, 16
  %s16 = getelementptr [64 x float], ptr addrspace(3) @red, i64 0, i64 %t16
  %o = load float, ptr addrspace(3) %s16
  %sum = fadd float %v, %o
  store float %sum, ptr addrspace(3) %s
  br label %done
done:
  call void @llvm.nvvm.barrier0()
  %f = load float, ptr addrspace(3) %s
  store float %f, ptr addrspace(1) %pi
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @guarded4, !"kernel", i32 1}
!1 = !{ptr @implied, !"kernel", i32 1}
!2 = !{ptr @andcond, !"kernel", i32 1}
!3 = !{ptr @switchcase, !"kernel", i32 1}
!4 = !{ptr @arms, !"kernel", i32 1}
!5 = !{ptr @reduce, !"kernel", i32 1}
