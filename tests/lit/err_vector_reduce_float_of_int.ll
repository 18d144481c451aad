; The floating-point reductions take vectors of floating point: a call of one declared on
; integers is refused at the declaration (an unused such declaration is dropped, as LLVM,
; which checks an intrinsic's types at its calls, keeps it without effect).
; ERROR: -mcpu=sm_80 | err_vector_reduce_float_of_int.ll:6:13: error: overloaded type T of intrinsic 'llvm.vector.reduce.fmaximum' must be a vector of floating point, not <2 x i32>
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.vector.reduce.fmaximum.v2i32(<2 x i32>)
define i32 @f(<2 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.fmaximum.v2i32(<2 x i32> %v)
  ret i32 %r
}
