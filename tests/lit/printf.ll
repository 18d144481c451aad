; printf with variadic arguments becomes CUDA's vprintf(format, buffer): the arguments
; stored at their natural alignment in a frame buffer. Both engines of nvcgrun print the
; output (the runner formats the buffer), and it must agree.
; RUN: -mcpu=sm_80 | CHECK
; RUN: -mcpu=sm_80 -O0 | CHECK
; EXEC: -mcpu=sm_80 | k 1 4 buf:i32:4:iota
; EXEC: -mcpu=sm_75 -O0 | k 2 2 buf:i32:4:iota
target triple = "nvptx64-nvidia-cuda"

@fmt = private unnamed_addr addrspace(1) constant [28 x i8] c"t%d: %d %.3f %lld %s %c|%x\0A\00"
@str = private unnamed_addr addrspace(1) constant [4 x i8] c"abc\00"
@plain = private unnamed_addr addrspace(1) constant [7 x i8] c"plain\0A\00"

declare i32 @printf(ptr, ...)

define ptx_kernel void @k(ptr addrspace(1) %in) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %v = load i32, ptr addrspace(1) %p
  %d = sitofp i32 %v to double
  %h = fmul double %d, 0.5
  %w = sext i32 %v to i64
  %l = mul i64 %w, 1099511627776
  %f = addrspacecast ptr addrspace(1) @fmt to ptr
  %s = addrspacecast ptr addrspace(1) @str to ptr
  %r = call i32 (ptr, ...) @printf(ptr %f, i32 %t, i32 %v, double %h, i64 %l, ptr %s, i32 65, i32 255)
  %q = addrspacecast ptr addrspace(1) @plain to ptr
  %r2 = call i32 (ptr, ...) @printf(ptr %q)
  ret void
}
; CHECK: .extern .func (.param .b32 func_retval0) vprintf
; CHECK-LABEL: .entry k(
; CHECK: st.{{(local.)?}}{{(v2.)?}}u32
; CHECK: st.{{(local.)?}}f64
; CHECK: st.{{(local.)?}}u64
; CHECK: call.uni (retval0), vprintf, (param0, param1);
; CHECK: call.uni (retval0), vprintf, (param0, param1);
