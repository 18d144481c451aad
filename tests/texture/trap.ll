; suld.b.2d.b32.trap at byte offset %x, row %y of surface %s; the value goes to out[0].
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.suld.2d.i32.trap(i64, i32, i32)
define ptx_kernel void @trap(i64 %s, ptr addrspace(1) %o, i32 %x, i32 %y) {
  %v = call i32 @llvm.nvvm.suld.2d.i32.trap(i64 %s, i32 %x, i32 %y)
  store i32 %v, ptr addrspace(1) %o
  ret void
}
