; The machine outliner (mir/machine_outliner.c, issue 16). @k1, @k2 and @k3 share a long
; hash sequence (21 instructions) whose first 12 instructions the device function @d also
; has; @k4 has the same code but is "nooutline". Forced on, the three kernels call
; one helper that takes the sequence's live-ins (a, b, c and the store address) as .param
; parameters; with one rerun, the prefix shared by that helper and @d becomes a helper of
; its own, named by its round (OUTLINED_FUNCTION_2_0), returning its live-out value, and
; printed before the helper that calls it. Off (the default), nothing is outlined.
; RUN: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 | CHECK
; RUN: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 --knob machine-outliner-reruns=1 | RERUN
; RUN: -mcpu=sm_80 -O2 --knob enable-machine-outliner=2 --knob machine-outliner-reruns=1 | RERUN
; RUN: -mcpu=sm_90 -O3 --knob enable-machine-outliner=1 --knob machine-outliner-reruns=1 | RERUN
; RUN: -mcpu=sm_120 -O3 --knob enable-machine-outliner=2 --knob machine-outliner-reruns=1 | RERUN
; RUN: -mcpu=sm_80 -O2 | OFF
; RUN: -mcpu=sm_75 -O2 --knob enable-machine-outliner=1 --knob outliner-benefit-threshold=100000 | OFF
; EXEC: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 --knob machine-outliner-reruns=1 | k1 2 64 buf:i32:128:zero i32:12345 i32:-77 i32:5
; EXEC: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 --knob machine-outliner-reruns=1 | k2 2 64 buf:i32:128:zero i32:3 i32:99 i32:-1
; EXEC: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 --knob machine-outliner-reruns=1 | k3 1 96 buf:i32:96:zero i32:7 i32:8 i32:9
; EXEC: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 --knob machine-outliner-reruns=1 | k5 1 64 buf:i32:64:zero i32:41 i32:42
; One round: the 21-instruction sequence of k1..k3 (not k4) becomes OUTLINED_FUNCTION_0,
; printed before its callers, its parameters the sequence's live-ins; no result (the
; sequence ends with the store), so the calls have no retval; plain `call` (not .uni).
; CHECK: .func OUTLINED_FUNCTION_0(
; CHECK-NEXT: .param .b32 OUTLINED_FUNCTION_0_param_0,
; CHECK-NEXT: .param .b32 OUTLINED_FUNCTION_0_param_1,
; CHECK-NEXT: .param .b32 OUTLINED_FUNCTION_0_param_2,
; CHECK-NEXT: .param .b64 OUTLINED_FUNCTION_0_param_3
; CHECK-NEXT: )
; CHECK: ld.param.u32 {{.*}}[OUTLINED_FUNCTION_0_param_0];
; CHECK: mad.lo.s32 {{.*}}747796405, -1403630843;
; CHECK: mul.lo.s32 {{.*}}-2048144789;
; CHECK: st.global.u32
; CHECK-NEXT: ret;
; CHECK-NOT: OUTLINED_FUNCTION_1
; CHECK: .func (.param .b32 func_retval0) d(
; CHECK-NOT: call
; CHECK: .entry k1(
; CHECK: .param .b64 param3;
; CHECK-NEXT: st.param.u64 [param3], %rd{{[0-9]+}};
; CHECK-NEXT: call OUTLINED_FUNCTION_0, (param0, param1, param2, param3);
; CHECK: .entry k2(
; CHECK: call OUTLINED_FUNCTION_0, (param0, param1, param2, param3);
; CHECK: .entry k3(
; CHECK: call OUTLINED_FUNCTION_0, (param0, param1, param2, param3);
; CHECK: .entry k4(
; CHECK-NOT: call
; CHECK: mul.lo.s32 {{.*}}-2048144789;
; CHECK: .entry k5(

; A rerun outlines the prefix the first helper shares with @d: OUTLINED_FUNCTION_2_0
; (round 2), printed first, returning the prefix's result, called by both.
; RERUN: .func (.param .b32 func_retval0) OUTLINED_FUNCTION_2_0(
; RERUN: st.param.u32 [func_retval0], %r{{[0-9]+}};
; RERUN-NEXT: ret;
; RERUN: .func OUTLINED_FUNCTION_0(
; RERUN: call (retval0), OUTLINED_FUNCTION_2_0, (param0
; RERUN-NEXT: ld.param.u32 %r{{[0-9]+}}, [retval0];
; RERUN: mul.lo.s32 {{.*}}-2048144789;
; RERUN: .func (.param .b32 func_retval0) d(
; RERUN: call (retval0), OUTLINED_FUNCTION_2_0, (param0
; RERUN: .entry k1(
; RERUN: call OUTLINED_FUNCTION_0,
; RERUN: .entry k4(
; RERUN-NOT: call
; RERUN: .entry k5(

; OFF-NOT: OUTLINED_FUNCTION

target triple = "nvptx64-nvidia-cuda"

define internal i32 @d(i32 %a, i32 %b) noinline {
  %x0 = mul i32 %a, %b
  %x1 = xor i32 %x0, %b
  %x2 = mul i32 %x1, 747796405
  %x3 = add i32 %x2, -1403630843
  %x4 = lshr i32 %x3, 13
  %x5 = xor i32 %x4, %x3
  %x6 = mul i32 %x5, 277803737
  %x7 = lshr i32 %x6, 22
  %x8 = xor i32 %x7, %x6
  %x9 = shl i32 %x8, 5
  %x10 = sub i32 %x9, %x8
  %x11 = lshr i32 %x10, 7
  %h = xor i32 %x11, %x10
  %r = add i32 %h, 1000
  ret i32 %r
}

define ptx_kernel void @k1(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %c) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %ta = add i32 %a, %t
  %x0 = mul i32 %ta, %b
  %x1 = xor i32 %x0, %b
  %x2 = mul i32 %x1, 747796405
  %x3 = add i32 %x2, -1403630843
  %x4 = lshr i32 %x3, 13
  %x5 = xor i32 %x4, %x3
  %x6 = mul i32 %x5, 277803737
  %x7 = lshr i32 %x6, 22
  %x8 = xor i32 %x7, %x6
  %x9 = shl i32 %x8, 5
  %x10 = sub i32 %x9, %x8
  %x11 = lshr i32 %x10, 7
  %h = xor i32 %x11, %x10
  %y0 = mul i32 %h, %c
  %y1 = xor i32 %y0, 1540483477
  %y2 = lshr i32 %y1, 15
  %y3 = xor i32 %y2, %y1
  %y4 = mul i32 %y3, -2048144789
  %y5 = lshr i32 %y4, 13
  %y6 = xor i32 %y5, %y4
  %y7 = add i32 %y6, %h
  store i32 %y7, ptr addrspace(1) %q
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %c) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %u = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ; t | 64 is t + 64 (t < 64 here), written as `or` so that the store's address stays a
  ; register computed outside the shared sequence, as in k1 and k3 (sepconst would fold
  ; tid + 64 into [reg+256])
  %i = or i32 %t, 64
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %ub = add i32 %b, %u
  %x0 = mul i32 %a, %ub
  %x1 = xor i32 %x0, %ub
  %x2 = mul i32 %x1, 747796405
  %x3 = add i32 %x2, -1403630843
  %x4 = lshr i32 %x3, 13
  %x5 = xor i32 %x4, %x3
  %x6 = mul i32 %x5, 277803737
  %x7 = lshr i32 %x6, 22
  %x8 = xor i32 %x7, %x6
  %x9 = shl i32 %x8, 5
  %x10 = sub i32 %x9, %x8
  %x11 = lshr i32 %x10, 7
  %h = xor i32 %x11, %x10
  %y0 = mul i32 %h, %c
  %y1 = xor i32 %y0, 1540483477
  %y2 = lshr i32 %y1, 15
  %y3 = xor i32 %y2, %y1
  %y4 = mul i32 %y3, -2048144789
  %y5 = lshr i32 %y4, 13
  %y6 = xor i32 %y5, %y4
  %y7 = add i32 %y6, %h
  store i32 %y7, ptr addrspace(1) %q
  ret void
}

define ptx_kernel void @k3(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %c) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %tc = xor i32 %c, %t
  %x0 = mul i32 %b, %a
  %x1 = xor i32 %x0, %a
  %x2 = mul i32 %x1, 747796405
  %x3 = add i32 %x2, -1403630843
  %x4 = lshr i32 %x3, 13
  %x5 = xor i32 %x4, %x3
  %x6 = mul i32 %x5, 277803737
  %x7 = lshr i32 %x6, 22
  %x8 = xor i32 %x7, %x6
  %x9 = shl i32 %x8, 5
  %x10 = sub i32 %x9, %x8
  %x11 = lshr i32 %x10, 7
  %h = xor i32 %x11, %x10
  %y0 = mul i32 %h, %tc
  %y1 = xor i32 %y0, 1540483477
  %y2 = lshr i32 %y1, 15
  %y3 = xor i32 %y2, %y1
  %y4 = mul i32 %y3, -2048144789
  %y5 = lshr i32 %y4, 13
  %y6 = xor i32 %y5, %y4
  %y7 = add i32 %y6, %h
  store i32 %y7, ptr addrspace(1) %q
  ret void
}

define ptx_kernel void @k4(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %c) "nooutline" {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %ta = add i32 %a, %t
  %x0 = mul i32 %ta, %b
  %x1 = xor i32 %x0, %b
  %x2 = mul i32 %x1, 747796405
  %x3 = add i32 %x2, -1403630843
  %x4 = lshr i32 %x3, 13
  %x5 = xor i32 %x4, %x3
  %x6 = mul i32 %x5, 277803737
  %x7 = lshr i32 %x6, 22
  %x8 = xor i32 %x7, %x6
  %x9 = shl i32 %x8, 5
  %x10 = sub i32 %x9, %x8
  %x11 = lshr i32 %x10, 7
  %h = xor i32 %x11, %x10
  %y0 = mul i32 %h, %c
  %y1 = xor i32 %y0, 1540483477
  %y2 = lshr i32 %y1, 15
  %y3 = xor i32 %y2, %y1
  %y4 = mul i32 %y3, -2048144789
  %y5 = lshr i32 %y4, 13
  %y6 = xor i32 %y5, %y4
  %y7 = add i32 %y6, %h
  store i32 %y7, ptr addrspace(1) %q
  ret void
}

define ptx_kernel void @k5(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %ta = add i32 %a, %t
  %r = call i32 @d(i32 %ta, i32 %b)
  store i32 %r, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
