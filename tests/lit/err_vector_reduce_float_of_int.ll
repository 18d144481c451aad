; The floating-point reductions take vectors of floating point.
; ERROR: -mcpu=sm_80 | err_vector_reduce_float_of_int.ll:4:13: error: in function @llvm.vector.reduce.fmaximum.v2i32: overloaded type T of intrinsic 'llvm.vector.reduce.fmaximum' must be a vector of floating point, not <2 x i32>
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.vector.reduce.fmaximum.v2i32(<2 x i32>)
