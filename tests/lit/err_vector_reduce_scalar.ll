; A reduction reduces a vector: the name's type suffix must spell one.
; ERROR: -mcpu=sm_80 | err_vector_reduce_scalar.ll:4:13: error: intrinsic 'llvm.vector.reduce.or' reduces a vector: its type suffix must name a vector type (v4i32)
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.vector.reduce.or.i32(i32)
