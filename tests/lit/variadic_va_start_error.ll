; llvm.va_start in a function that is not variadic has no variadic arguments to point at:
; the verifier refuses it (as LLVM's does), naming the intrinsic.
; ERROR: -mcpu=sm_75 | llvm.va_start called in a function that is not variadic
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.va_start(ptr)
define i32 @notvariadic(i32 %n) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start(ptr %ap)
  %v = va_arg ptr %ap, i32
  %r = add i32 %v, %n
  ret i32 %r
}
