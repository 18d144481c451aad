; st.bulk's initial value must be the constant 0 (PTX allows no other).
; ERROR: -mcpu=sm_100 | the initial value of llvm.nvvm.st.bulk must be the constant 0
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.st.bulk(ptr, i64, i64)

define void @f(ptr %p) {
  call void @llvm.nvvm.st.bulk(ptr %p, i64 64, i64 1)
  ret void
}
