; llvm.nvvm.applypriority[.global].L2.evict.normal(p, 128): put one 128-byte L2 line back
; to normal eviction priority (sm_80, PTX ISA 7.4). A hint: nothing observable changes,
; so both engines run it as a no-op and the stored values must agree. The size must be
; the constant 128.
; RUN: -mcpu=sm_80 | CHECK
; RUN: -mcpu=sm_90 -O0 | CHECK
; EXEC: -mcpu=sm_80 | k 1 8 buf:i32:8:zero
; ERROR: -mcpu=sm_75 | needs sm_80
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %out, i64 128)
  %g = addrspacecast ptr addrspace(1) %p to ptr
  call void @llvm.nvvm.applypriority.L2.evict.normal(ptr %g, i64 128)
  %v = mul i32 %t, 3
  store i32 %v, ptr addrspace(1) %p
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK: applypriority.global.L2::evict_normal [{{%rd[0-9]+}}], 128;
; CHECK: applypriority.L2::evict_normal [{{%rd[0-9]+}}], 128;

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64)
declare void @llvm.nvvm.applypriority.L2.evict.normal(ptr, i64)
