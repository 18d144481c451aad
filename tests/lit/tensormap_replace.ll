; tensormap.replace (issue 11, LLVM's tensormap_replace.ll): one field of a 128-byte tensor
; map in global or shared::cta memory (sm_90a, PTX ISA 8.3); the per-dimension fields take
; an immediate ordinal, the enumerated fields an immediate value. The engines do not run
; tensor maps (their encoding is opaque). tensormap_replace_bad.ll has the refused values.
; RUN: -mcpu=sm_90a -mattr=+ptx83 | CHECK
; RUN: -mcpu=sm_100a -mattr=+ptx86 | CHECK
; REFUSED: -mcpu=sm_90a -mattr=+ptx83 | ir k 1 1 buf:i64:16:zero buf:i32:4:zero | CUtensorMap's encoding is opaque
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK: tensormap.replace.tile.global_address.global.b1024.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tensormap.replace.tile.rank.shared::cta.b1024.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.box_dim.global.b1024.b32 [%rd{{[0-9]+}}], 2, %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.global_stride.global.b1024.b64 [%rd{{[0-9]+}}], 1, %rd{{[0-9]+}};
; CHECK: tensormap.replace.tile.elemtype.global.b1024.b32 [%rd{{[0-9]+}}], 12;
; CHECK: tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [%rd{{[0-9]+}}], 3;
; CHECK: tensormap.replace.tile.fill_mode.global.b1024.b32 [%rd{{[0-9]+}}], 1;
@smap = internal addrspace(3) global [128 x i8] undef, align 128

define ptx_kernel void @k(ptr addrspace(1) %map, ptr addrspace(1) %vals) {
  %a = load i64, ptr addrspace(1) %vals
  %p = getelementptr i32, ptr addrspace(1) %vals, i32 2
  %v = load i32, ptr addrspace(1) %p
  call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %map, i64 %a)
  call void @llvm.nvvm.tensormap.replace.rank.p3(ptr addrspace(3) @smap, i32 %v)
  call void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1) %map, i32 2, i32 %v)
  call void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1) %map, i32 1, i64 %a)
  call void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1) %map, i32 12)
  call void @llvm.nvvm.tensormap.replace.swizzle.mode.p3(ptr addrspace(3) @smap, i32 3)
  call void @llvm.nvvm.tensormap.replace.fill.mode.p1(ptr addrspace(1) %map, i32 1)
  ret void
}

declare void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1), i64)
declare void @llvm.nvvm.tensormap.replace.rank.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1), i32, i32)
declare void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1), i32, i64)
declare void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.swizzle.mode.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.replace.fill.mode.p1(ptr addrspace(1), i32)
