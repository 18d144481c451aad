; Variadic functions (opt/expand_variadics.c, the reader's va_arg): a variadic function
; takes one more parameter, a generic pointer to the caller's buffer of variadic arguments,
; each at its natural alignment (the layout of a struct of their types, as LLVM's NVPTX
; ExpandVariadics builds it); va_start stores that pointer into the va_list, va_copy copies
; it, va_end does nothing, and va_arg rounds the pointer up to the type's alignment, loads,
; and advances it by the type's size. @mix reads an i32, an i64, a double and a ptr (mixed
; alignments: the i64 after the i32 is at offset 8), rereads the first through a va_copy,
; and walks the variadic pointer it got; @count is called with no variadic arguments (a null
; buffer) and through a function pointer. EXEC: both engines agree at -O0 and at -O2, where
; the retyped @count is inlined into the kernel (its direct call was rewritten first).
; RUN: -mcpu=sm_75 -O0 | CHECK
; RUN: -mcpu=sm_90 -O2 | O2
; EXEC: -mcpu=sm_75 -O0 | k 1 32 buf:i64:128:zero i64:1000000000000 f64:2.5
; EXEC: -mcpu=sm_90 -O2 | k 1 32 buf:i64:128:zero i64:1000000000000 f64:2.5
; CHECK: .func (.param .b64 func_retval0) mix(
; CHECK-NEXT: .param .b32 mix_param_0,
; CHECK-NEXT: .param .b64 mix_param_1
; CHECK-NEXT: )
; CHECK: add.s64 [[A:%rd[0-9]+]], {{%rd[0-9]+}}, 7;
; CHECK-NEXT: and.b64 {{%rd[0-9]+}}, [[A]], -8;
; CHECK: .func (.param .b32 func_retval0) count(
; CHECK-NEXT: .param .b32 count_param_0,
; CHECK-NEXT: .param .b64 count_param_1
; CHECK-NEXT: )
; CHECK: .entry k(
; CHECK: st.local.u32 [%SPL+16], {{%r[0-9]+}};
; CHECK-NEXT: st.local.u64 [%SPL+24], {{%rd[0-9]+}};
; CHECK-NEXT: st.local.f64 [%SPL+32], {{%fd[0-9]+}};
; CHECK-NEXT: st.local.u64 [%SPL+40], {{%rd[0-9]+}};
; CHECK: add.u64 [[BUF:%rd[0-9]+]], %SP, 16;
; CHECK-NEXT: st.param.u64 [param1], [[BUF]];
; CHECK: call.uni (retval0), mix, (param0, param1);
; CHECK: st.param.u64 [param1], 0;
; CHECK: call.uni (retval0), count, (param0, param1);
; O2: .func (.param .b64 func_retval0) mix(
; O2: .entry k(
; O2: call.uni (retval0), mix, (param0, param1);
; O2-NOT: call.uni (retval0), count,
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

@table = internal addrspace(1) global [4 x i64] [i64 7, i64 11, i64 13, i64 17]

define internal i64 @mix(i32 %n, ...) noinline {
  %ap = alloca ptr, align 8
  %ap2 = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %ap2, ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i64
  %c = va_arg ptr %ap, double
  %p = va_arg ptr %ap, ptr
  call void @llvm.va_end.p0(ptr %ap)
  %again = va_arg ptr %ap2, i32
  call void @llvm.va_end.p0(ptr %ap2)
  %q = getelementptr i64, ptr %p, i32 %n
  %t = load i64, ptr %q, align 8
  %a64 = sext i32 %a to i64
  %ag64 = zext i32 %again to i64
  %cf = fmul double %c, 3.0
  %ci = fptosi double %cf to i64
  %s1 = add i64 %a64, %b
  %s2 = mul i64 %s1, %t
  %s3 = add i64 %s2, %ci
  %s4 = shl i64 %ag64, 40
  %s5 = xor i64 %s3, %s4
  ret i64 %s5
}

; counts its fixed argument down; the variadic part is empty
define internal i32 @count(i32 %n, ...) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %r = mul i32 %n, 5
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %r
}

@fp = internal addrspace(1) global ptr @count

define ptx_kernel void @k(ptr addrspace(1) %out, i64 %big, double %d) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = and i32 %tid, 3
  %neg = sub i32 -5, %tid
  %tl = zext i32 %tid to i64
  %b = add i64 %big, %tl
  %tf = sitofp i32 %tid to double
  %dd = fadd double %d, %tf
  %tp = addrspacecast ptr addrspace(1) @table to ptr
  %r = call i64 (i32, ...) @mix(i32 %n, i32 %neg, i64 %b, double %dd, ptr %tp)
  %c = call i32 (i32, ...) @count(i32 %tid)
  %f = load ptr, ptr addrspace(1) @fp, align 8
  %c2 = call i32 (i32, ...) %f(i32 %n, i64 %b, i8 1)
  %i = zext i32 %tid to i64
  %o = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %o, align 8
  %i2 = add i64 %i, 32
  %o2 = getelementptr i64, ptr addrspace(1) %out, i64 %i2
  %c64 = zext i32 %c to i64
  store i64 %c64, ptr addrspace(1) %o2, align 8
  %i3 = add i64 %i, 64
  %o3 = getelementptr i64, ptr addrspace(1) %out, i64 %i3
  %c264 = zext i32 %c2 to i64
  store i64 %c264, ptr addrspace(1) %o3, align 8
  ret void
}
