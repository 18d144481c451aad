; The machine outliner passes predicates (mir/machine_outliner.c, issue 16): a .param
; cannot hold a .pred, so a predicate live-in travels as a .b32 0/1 (selp at the call
; site, setp.ne in the helper) and a predicate result the other way round. @k1..@k3 share
; a sequence that reads a predicate computed differently in each kernel (a live-in) and
; computes one that each kernel uses differently after it (a live-out).
; RUN: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 | CHECK
; RUN: -mcpu=sm_90 -O3 --knob enable-machine-outliner=2 | CHECK
; RUN: -mcpu=sm_75 -O2 | OFF
; EXEC: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 | k1 2 64 buf:i32:256:zero i32:40 i32:-77
; EXEC: -mcpu=sm_80 -O2 --knob enable-machine-outliner=2 | k2 2 64 buf:i32:256:zero i32:3 i32:20
; EXEC: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 | k3 1 64 buf:i32:256:zero i32:7 i32:8

; The helper: the predicate parameter arrives as a .b32 and becomes a .pred again; the
; predicate result leaves as selp 1/0.
; CHECK: .func (.param .b32 func_retval0) OUTLINED_FUNCTION_0(
; CHECK: .param .b32 OUTLINED_FUNCTION_0_param_2,
; CHECK: ld.param.u32 [[PI:%r[0-9]+]], [OUTLINED_FUNCTION_0_param_2];
; CHECK-NEXT: setp.ne.b32 [[P:%p[0-9]+]], [[PI]], 0;
; CHECK: selp.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, [[P]];
; CHECK: setp.gt.u32 [[Q:%p[0-9]+]], %r{{[0-9]+}}, 2000000000;
; CHECK: st.global.u32
; CHECK-NEXT: selp.b32 [[QI:%r[0-9]+]], 1, 0, [[Q]];
; CHECK-NEXT: st.param.u32 [func_retval0], [[QI]];
; CHECK-NEXT: ret;
; CHECK-NOT: OUTLINED_FUNCTION_1
; Each call site: its own predicate as 0/1 before the call sequence, the result back to
; a predicate after it, used as the kernel uses it.
; CHECK: .entry k1(
; CHECK: setp.lt.s32 [[C1:%p[0-9]+]],
; CHECK-NEXT: selp.b32 [[C1I:%r[0-9]+]], 1, 0, [[C1]];
; CHECK: st.param.u32 [param2], [[C1I]];
; CHECK: call (retval0), OUTLINED_FUNCTION_0, (param0, param1, param2, param3);
; CHECK-NEXT: ld.param.u32 [[D1I:%r[0-9]+]], [retval0];
; CHECK-NEXT: } // callseq
; CHECK-NEXT: setp.ne.b32 [[D1:%p[0-9]+]], [[D1I]], 0;
; CHECK-NEXT: @!
; CHECK-SAME: [[D1]] bra
; CHECK: .entry k2(
; CHECK: setp.gt.s32 [[C2:%p[0-9]+]],
; CHECK-NEXT: selp.b32 {{%r[0-9]+}}, 1, 0, [[C2]];
; CHECK: call (retval0), OUTLINED_FUNCTION_0,
; CHECK: setp.ne.b32 [[D2:%p[0-9]+]],
; CHECK-NEXT: selp.b32 {{%r[0-9]+}}, 7, 9, [[D2]];
; CHECK: .entry k3(
; CHECK: call (retval0), OUTLINED_FUNCTION_0,

; OFF-NOT: OUTLINED_FUNCTION
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k1(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %t2 = add i32 %t, 128
  %q2 = getelementptr i32, ptr addrspace(1) %p, i32 %t2
  %c = icmp slt i32 %t, %a
  %x0 = mul i32 %a, %b
  %x1 = xor i32 %x0, %b
  %x2 = mul i32 %x1, 747796405
  %x3 = add i32 %x2, -1403630843
  %x4 = lshr i32 %x3, 13
  %x5 = xor i32 %x4, %x3
  %s1 = select i1 %c, i32 %x3, i32 %x5
  %x6 = mul i32 %s1, 277803737
  %x7 = lshr i32 %x6, 22
  %x8 = xor i32 %x7, %x6
  %x9 = shl i32 %x8, 5
  %s2 = select i1 %c, i32 %x9, i32 %x8
  %x10 = sub i32 %s2, %x8
  %x11 = lshr i32 %x10, 7
  %h = xor i32 %x11, %x10
  %d = icmp ugt i32 %h, 2000000000
  %y0 = mul i32 %h, 1540483477
  %y1 = lshr i32 %y0, 15
  %y2 = xor i32 %y1, %y0
  store i32 %y2, ptr addrspace(1) %q
  br i1 %d, label %hi, label %lo
hi:
  store i32 1, ptr addrspace(1) %q2
  ret void
lo:
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %t2 = add i32 %t, 128
  %q2 = getelementptr i32, ptr addrspace(1) %p, i32 %t2
  %c = icmp sgt i32 %t, %b
  %x0 = mul i32 %a, %b
  %x1 = xor i32 %x0, %b
  %x2 = mul i32 %x1, 747796405
  %x3 = add i32 %x2, -1403630843
  %x4 = lshr i32 %x3, 13
  %x5 = xor i32 %x4, %x3
  %s1 = select i1 %c, i32 %x3, i32 %x5
  %x6 = mul i32 %s1, 277803737
  %x7 = lshr i32 %x6, 22
  %x8 = xor i32 %x7, %x6
  %x9 = shl i32 %x8, 5
  %s2 = select i1 %c, i32 %x9, i32 %x8
  %x10 = sub i32 %s2, %x8
  %x11 = lshr i32 %x10, 7
  %h = xor i32 %x11, %x10
  %d = icmp ugt i32 %h, 2000000000
  %y0 = mul i32 %h, 1540483477
  %y1 = lshr i32 %y0, 15
  %y2 = xor i32 %y1, %y0
  store i32 %y2, ptr addrspace(1) %q
  %z = select i1 %d, i32 7, i32 9
  store i32 %z, ptr addrspace(1) %q2
  ret void
}

define ptx_kernel void @k3(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %t2 = add i32 %t, 128
  %q2 = getelementptr i32, ptr addrspace(1) %p, i32 %t2
  %tb = and i32 %t, 1
  %c = icmp eq i32 %tb, 0
  %x0 = mul i32 %a, %b
  %x1 = xor i32 %x0, %b
  %x2 = mul i32 %x1, 747796405
  %x3 = add i32 %x2, -1403630843
  %x4 = lshr i32 %x3, 13
  %x5 = xor i32 %x4, %x3
  %s1 = select i1 %c, i32 %x3, i32 %x5
  %x6 = mul i32 %s1, 277803737
  %x7 = lshr i32 %x6, 22
  %x8 = xor i32 %x7, %x6
  %x9 = shl i32 %x8, 5
  %s2 = select i1 %c, i32 %x9, i32 %x8
  %x10 = sub i32 %s2, %x8
  %x11 = lshr i32 %x10, 7
  %h = xor i32 %x11, %x10
  %d = icmp ugt i32 %h, 2000000000
  %y0 = mul i32 %h, 1540483477
  %y1 = lshr i32 %y0, 15
  %y2 = xor i32 %y1, %y0
  store i32 %y2, ptr addrspace(1) %q
  %z = zext i1 %d to i32
  %z2 = add i32 %z, %a
  store i32 %z2, ptr addrspace(1) %q2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
