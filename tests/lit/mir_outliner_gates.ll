; The machine outliner's function gates (mir/machine_outliner.c): a linkonce_odr function is
; outlined from only with enable-linkonceodr-outlining; a kernel with .maxnreg never (its
; register budget is fixed). Each function below has the same 13-instruction sequence.
; Without @odr, the kernels' longer shared sequence also yields %tid.x, still needed after
; it: the helper returns two values in one .b8 array, each call site loads both.
; RUN: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 | CHECK
; RUN: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 --knob enable-linkonceodr-outlining | ODR
; EXEC: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 --knob enable-linkonceodr-outlining | k2 1 64 buf:i32:64:zero i32:5 i32:6
; EXEC: -mcpu=sm_80 -O2 --knob enable-machine-outliner=1 --knob enable-linkonceodr-outlining | k3 1 64 buf:i32:64:zero i32:-5 i32:60

; CHECK: .func (.param .align 4 .b8 func_retval0[8]) OUTLINED_FUNCTION_0(
; CHECK: mov.u32 [[TID:%r[0-9]+]], %tid.x;
; CHECK: st.param.u32 [func_retval0], [[TID]];
; CHECK-NEXT: st.param.u32 [func_retval0+4], %r{{[0-9]+}};
; CHECK-NEXT: ret;
; CHECK-NOT: OUTLINED_FUNCTION_1
; CHECK: .weak .func (.param .b32 func_retval0) odr(
; CHECK-NOT: call
; CHECK: .entry k1(
; CHECK-NOT: call
; CHECK: .maxnreg 32
; CHECK-NOT: OUTLINED_FUNCTION
; CHECK: .entry k2(
; CHECK: .param .align 4 .b8 retval0[8];
; CHECK-NEXT: call (retval0), OUTLINED_FUNCTION_0, (param0, param1);
; CHECK-NEXT: ld.param.u32 %r{{[0-9]+}}, [retval0];
; CHECK-NEXT: ld.param.u32 %r{{[0-9]+}}, [retval0+4];
; CHECK: .entry k3(
; CHECK: call (retval0), OUTLINED_FUNCTION_0,

; ODR: .func (.param .b32 func_retval0) OUTLINED_FUNCTION_0(
; ODR: .weak .func (.param .b32 func_retval0) odr(
; ODR: call (retval0), OUTLINED_FUNCTION_0,
; ODR: .entry k1(
; ODR-NOT: OUTLINED_FUNCTION_0
; ODR: .entry k2(
; ODR: call (retval0), OUTLINED_FUNCTION_0,
; ODR: .entry k3(
; ODR: call (retval0), OUTLINED_FUNCTION_0,
target triple = "nvptx64-nvidia-cuda"

define linkonce_odr i32 @odr(i32 %a, i32 %b) noinline {
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
  %r = add i32 %h, 3
  ret i32 %r
}

define ptx_kernel void @k1(ptr addrspace(1) %p, i32 %a0, i32 %b) "nvvm.maxnreg"="32" {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = add i32 %a0, %t
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
  %o = call i32 @odr(i32 %h, i32 %b)
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  store i32 %o, ptr addrspace(1) %q
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %p, i32 %a0, i32 %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = add i32 %a0, %t
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
  %o = call i32 @odr(i32 %h, i32 %b)
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  store i32 %o, ptr addrspace(1) %q
  ret void
}

define ptx_kernel void @k3(ptr addrspace(1) %p, i32 %a0, i32 %b) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = add i32 %a0, %t
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
  %o = call i32 @odr(i32 %h, i32 %b)
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  store i32 %o, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
