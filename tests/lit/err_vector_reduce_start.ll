; fadd's and fmul's start value has the vector's element type.
; ERROR: -mcpu=sm_80 | err_vector_reduce_start.ll:4:15: error: intrinsic '@llvm.vector.reduce.fadd.v4f32' is declared as 'float (double, <4 x float>)' but its signature is 'float (float, <4 x float>)'
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.vector.reduce.fadd.v4f32(double, <4 x float>)
; used, so the mistyped declaration is an error (an unused one is dropped, as LLVM does)
define float @f(<4 x float> %v) {
  %r = call float @llvm.vector.reduce.fadd.v4f32(double 0.0, <4 x float> %v)
  ret float %r
}
