; `elementwise` distributes an atomic over the elements of a vector; on a scalar value it
; means nothing and is refused.
; ERROR: -mcpu=sm_80 | atomicrmw elementwise needs a vector value
target triple = "nvptx64-nvidia-cuda"
define i32 @f(ptr %p, i32 %v) {
  %r = atomicrmw elementwise add ptr %p, i32 %v monotonic
  ret i32 %r
}
