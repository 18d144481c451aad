; A format LLVM names that PTX has no conversion to (Float8E4M3FNUZ: no cvt form) is a
; located error on every target.
; ERROR: -mcpu=sm_90 | llvm.convert.to.arbitrary.fp to Float8E4M3FNUZ: PTX has no conversion to this format
; ERROR: -mcpu=sm_89 | llvm.convert.to.arbitrary.fp to Float8E4M3FNUZ
target triple = "nvptx64-nvidia-cuda"

define i8 @f(float %x) {
  %r = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E4M3FNUZ", metadata !"round.tonearest", i1 true)
  ret i8 %r
}

declare i8 @llvm.convert.to.arbitrary.fp.i8.f32(float, metadata, metadata, i1)
