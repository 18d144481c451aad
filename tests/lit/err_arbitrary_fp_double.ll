; llvm.convert.to.arbitrary.fp from double: PTX converts to the fp8 formats from float and
; half only (going through float would round twice).
; ERROR: -mcpu=sm_90 | llvm.convert.to.arbitrary.fp from double to Float8E4M3FN: PTX converts to Float8E4M3FN from float and half only
target triple = "nvptx64-nvidia-cuda"

define i8 @f(double %x) {
  %r = call i8 @llvm.convert.to.arbitrary.fp.i8.f64(double %x, metadata !"Float8E4M3FN", metadata !"round.tonearest", i1 true)
  ret i8 %r
}

declare i8 @llvm.convert.to.arbitrary.fp.i8.f64(double, metadata, metadata, i1)
