; Each element of an elementwise atomic must sit at its natural alignment; an alignment
; below the element size cannot be honoured element by element and is an error at the
; instruction (as for scalar atomics).
; ERROR: -mcpu=sm_80 | atomicrmw elementwise: alignment 2 is below the 4 bytes of an element
target triple = "nvptx64-nvidia-cuda"
define <2 x i32> @f(ptr %p, <2 x i32> %v) {
  %r = atomicrmw elementwise add ptr %p, <2 x i32> %v monotonic, align 2
  ret <2 x i32> %r
}
