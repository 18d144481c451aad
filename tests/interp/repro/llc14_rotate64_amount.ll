target triple = "nvptx64-nvidia-cuda"
define void @k(i64 addrspace(1)* %o, i64 %x, i64 %s) {
  %m = and i64 %s, 63
  %r = call i64 @llvm.fshl.i64(i64 %x, i64 %x, i64 %m)
  store i64 %r, i64 addrspace(1)* %o
  ret void
}
declare i64 @llvm.fshl.i64(i64, i64, i64)
!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i64, i64)* @k, !"kernel", i32 1}
