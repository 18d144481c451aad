; llvm.ptrmask with a mask narrower than the pointer: LLVM requires the pointer's index
; width, an i64 for every NVPTX pointer here; nvcg refuses the declaration, located.
; ERROR: -mcpu=sm_80 | llvm.ptrmask's mask must be an i64
target triple = "nvptx64-nvidia-cuda"

define ptr @f(ptr %p) {
  %a = call ptr @llvm.ptrmask.p0.i32(ptr %p, i32 -8)
  ret ptr %a
}

declare ptr @llvm.ptrmask.p0.i32(ptr, i32)
