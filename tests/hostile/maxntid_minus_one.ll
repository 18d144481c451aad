; HOSTILE: maxntid -1 on three axes: the warning was printed twice, claimed ptxas ignores
; the value (ptxas dies with SIGFPE on it) and showed an overflowed product. Each launch
; bound is validated once against PTX's limits, with the kernel's position.
; EXPECT: error: 5:13: .*maxntid x is 4294967295; a block has at most 1024 threads in x
define void @k() {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void ()* @k, !"kernel", i32 1, !"maxntidx", i32 -1, !"maxntidy", i32 -1, !"maxntidz", i32 -1}
