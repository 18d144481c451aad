; The integer reductions take vectors of integers: a call of one declared on floats is
; refused at the declaration (an unused such declaration is dropped).
; ERROR: -mcpu=sm_80 | err_vector_reduce_int_of_float.ll:5:15: error: overloaded type T of intrinsic 'llvm.vector.reduce.smax' must be a vector of integers, not <4 x float>
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.vector.reduce.smax.v4f32(<4 x float>)
define float @f(<4 x float> %v) {
  %r = call float @llvm.vector.reduce.smax.v4f32(<4 x float> %v)
  ret float %r
}
