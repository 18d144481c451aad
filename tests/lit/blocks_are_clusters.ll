; "nvvm.blocksareclusters" (current LLVM's spelling of CUDA's blocks-are-clusters launch
; mode) becomes PTX's .blocksareclusters next to the block and cluster shapes it needs; it
; came with PTX ISA 9.0 on sm_90, so the module's .version rises to 9.0 and an older
; -mattr=+ptxNN or target is a located error, not a silently dropped directive.
; RUN: -mcpu=sm_90 | CHECK
; RUN: -mcpu=sm_100a | CHECK
; ERROR: -mcpu=sm_90 -mattr=+ptx88 | '.blocksareclusters' needs PTX ISA 9.0
; ERROR: -mcpu=sm_89 | needs sm_90, but the target is sm_89
target triple = "nvptx64-nvidia-cuda"

; CHECK: .version 9.0
define ptx_kernel void @tiles(ptr addrspace(1) %out) #0 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %p
  ret void
}
; CHECK-LABEL: .entry tiles(
; CHECK: .blocksareclusters
; CHECK-NEXT: .reqntid 128, 1, 1
; CHECK-NEXT: .explicitcluster
; CHECK-NEXT: .reqnctapercluster 4, 1, 1
; CHECK-NEXT: {

define ptx_kernel void @inline_form() "nvvm.blocksareclusters" "nvvm.reqntid"="32,2" "nvvm.cluster_dim"="2,2" {
  ret void
}
; CHECK-LABEL: .entry inline_form()
; CHECK-NEXT: .blocksareclusters
; CHECK-NEXT: .reqntid 32, 2, 1
; CHECK-NEXT: .explicitcluster
; CHECK-NEXT: .reqnctapercluster 2, 2, 1

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { "nvvm.blocksareclusters" "nvvm.reqntid"="128" "nvvm.cluster_dim"="4" }
