; The integer reductions take vectors of integers.
; ERROR: -mcpu=sm_80 | err_vector_reduce_int_of_float.ll:4:15: error: in function @llvm.vector.reduce.smax.v4f32: overloaded type T of intrinsic 'llvm.vector.reduce.smax' must be a vector of integers, not <4 x float>
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.vector.reduce.smax.v4f32(<4 x float>)
