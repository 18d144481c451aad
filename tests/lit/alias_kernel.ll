; PTX's .alias cannot name a kernel (nor a function only declared).
; ERROR: -mcpu=sm_80 | alias '@k2' cannot be expressed in PTX: PTX's .alias cannot name a kernel
target triple = "nvptx64-nvidia-cuda"

@k2 = alias void (ptr), ptr @k

define void @k(ptr %o) {
  store i32 1, ptr %o
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
