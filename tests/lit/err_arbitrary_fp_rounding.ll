; llvm.convert.to.arbitrary.fp with a rounding other than to nearest: PTX converts to the
; narrow formats with .rn only.
; ERROR: -mcpu=sm_90 | llvm.convert.to.arbitrary.fp to Float8E4M3FN with rounding 'round.towardzero': PTX converts to Float8E4M3FN with round-to-nearest-even only
target triple = "nvptx64-nvidia-cuda"

define i8 @f(float %x) {
  %r = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E4M3FN", metadata !"round.towardzero", i1 true)
  ret i8 %r
}

declare i8 @llvm.convert.to.arbitrary.fp.i8.f32(float, metadata, metadata, i1)
