; PTX has no aliases of variables: an exported one is an error, never dropped.
; ERROR: -mcpu=sm_80 | alias '@gb' cannot be expressed in PTX: PTX has no aliases of variables (.alias names device functions only)
target triple = "nvptx64-nvidia-cuda"

@ga = addrspace(1) global i32 5
@gb = alias i32, ptr addrspace(1) @ga

define void @f(ptr %o) {
  %v = load i32, ptr addrspace(1) @gb
  store i32 %v, ptr %o
  ret void
}
