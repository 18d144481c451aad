; llvm.convert.to.arbitrary.fp to Float8E5M2 without saturation asks for infinity on
; overflow; PTX's only conversion to e5m2 saturates: a located error, not a silent change.
; ERROR: -mcpu=sm_90 | err_arbitrary_fp_e5m2.ll:7:3: error: in function 'f': llvm.convert.to.arbitrary.fp to Float8E5M2 without saturation: PTX's conversion to e5m2 saturates (.satfinite), where LLVM's result for a value out of range is infinity
target triple = "nvptx64-nvidia-cuda"

define i8 @f(float %x) {
  %r = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E5M2", metadata !"round.tonearest", i1 false)
  ret i8 %r
}

declare i8 @llvm.convert.to.arbitrary.fp.i8.f32(float, metadata, metadata, i1)
