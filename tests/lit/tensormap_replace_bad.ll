; tensormap.replace values the target does not have (LLVM's tensormap_replace.err.ll):
; elemtype 13 (a sub-byte type) is sm_100a's, so sm_90a refuses it, located and naming the
; value, as LLVM does; sm_100a takes it with PTX ISA 8.7 (refused with 8.6). A target that is not architecture-specific is
; refused too (ptxas has tensormap.replace on sm_90a and later 'a'/'f' targets only).
; ERROR: -mcpu=sm_90a -mattr=+ptx83 | Intrinsic llvm.nvvm.tensormap.replace.elemtype.p1 with value 13 is not supported on the given target
; RUN: -mcpu=sm_100a -mattr=+ptx87 | CHECK
; ERROR: -mcpu=sm_90 -mattr=+ptx83 | needs an architecture-specific target
; ERROR: -mcpu=sm_100a -mattr=+ptx86 | needs PTX ISA 8.7
target triple = "nvptx64-nvidia-cuda"

; CHECK: tensormap.replace.tile.elemtype.global.b1024.b32 [%rd{{[0-9]+}}], 13;
define void @f(ptr addrspace(1) %map) {
  call void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1) %map, i32 13)
  ret void
}

declare void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1), i32)
