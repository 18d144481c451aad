; A reduction reduces a vector: the name's type suffix must spell one (reported at the
; declaration once something calls it; an unused one is dropped, as LLVM checks an
; intrinsic's types at its calls).
; ERROR: -mcpu=sm_80 | err_vector_reduce_scalar.ll:6:13: error: intrinsic 'llvm.vector.reduce.or' reduces a vector: its type suffix must name a vector type (v4i32)
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.vector.reduce.or.i32(i32)

define i32 @f(i32 %x) {
  %r = call i32 @llvm.vector.reduce.or.i32(i32 %x)
  ret i32 %r
}
