; The triple given on the command line wins over the module's own, as with llc: nvcgc's
; -mtriple=nvptx64-... and -march=nvptx64 compile a module that names the 32-bit triple
; as 64-bit PTX. Without either, the module's triple decides (32-bit: refused). A 32-bit
; or non-NVPTX triple on the command line is refused by name.
; RUN: -mcpu=sm_80 -mtriple=nvptx64-nvidia-cuda | TRIPLE
; RUN: -mcpu=sm_80 -mtriple=nvptx64 | TRIPLE
; RUN: -mcpu=sm_80 -march=nvptx64 | TRIPLE
; ERROR: -mcpu=sm_80 | 32-bit NVPTX (target triple 'nvptx-nvidia-cuda') is not supported
; ERROR: -mcpu=sm_80 -mtriple=nvptx | 32-bit NVPTX (target triple 'nvptx') is not supported
; ERROR: -mcpu=sm_80 -mtriple=nvptx-nvidia-cuda | 32-bit NVPTX (target triple 'nvptx-nvidia-cuda') is not supported
; ERROR: -mcpu=sm_80 -mtriple=amdgcn-amd-amdhsa | target triple 'amdgcn-amd-amdhsa' is not NVPTX
; ERROR: -mcpu=sm_80 -mtriple= | -mtriple needs a triple
; EXEC: -mcpu=sm_80 -mtriple=nvptx64-nvidia-cuda | scale 1 8 buf:i32:8:iota i32:3
target triple = "nvptx-nvidia-cuda"

; TRIPLE: .address_size 64
; TRIPLE-LABEL: .visible .entry scale(
; TRIPLE: .param .u64
; TRIPLE: mul.lo.s32
define ptx_kernel void @scale(ptr addrspace(1) %p, i32 %k) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %a = getelementptr i32, ptr addrspace(1) %p, i64 %i
  %v = load i32, ptr addrspace(1) %a
  %m = mul i32 %v, %k
  store i32 %m, ptr addrspace(1) %a
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
