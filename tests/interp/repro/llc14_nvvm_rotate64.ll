target triple = "nvptx64-nvidia-cuda"
define void @k(i64 addrspace(1)* %o, i64 %x, i32 %s) {
  %r = call i64 @llvm.nvvm.rotate.b64(i64 %x, i32 %s)
  store i64 %r, i64 addrspace(1)* %o
  ret void
}
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i64, i32)* @k, !"kernel", i32 1}
