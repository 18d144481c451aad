; A reduction's result is the vector's element type.
; ERROR: -mcpu=sm_80 | err_vector_reduce_result.ll:4:13: error: intrinsic '@llvm.vector.reduce.add.v4i32' is declared as 'i64 (<4 x i32>)' but its signature is 'i32 (<4 x i32>)'
target triple = "nvptx64-nvidia-cuda"
declare i64 @llvm.vector.reduce.add.v4i32(<4 x i32>)
; used, so the mistyped declaration is an error (an unused one is dropped, as LLVM does)
define i64 @f(<4 x i32> %v) {
  %r = call i64 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  ret i64 %r
}
