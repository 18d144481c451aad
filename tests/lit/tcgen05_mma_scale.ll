; tcgen05.mma .scale_d forms: an immediate scale-input-D (0..15) after enable-input-D, for
; .kind::f16 and .kind::tf32; ptxas 13.0 takes it on sm_100a/103a and sm_100f/103f (not sm_110).
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_103a | CHECK
; RUN: -mcpu=sm_100f | CHECK
; RUN: -mcpu=sm_103f | CHECK
; ERROR: -mcpu=sm_110a | with scale-input-D needs sm_100a, sm_103a, sm_100f or sm_103f, but the target is sm_110a
; ERROR: -mcpu=sm_90a | needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_90a
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i64, i32, i32, i32)

define void @f(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %adesc, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %meta) {
; CHECK-LABEL: .func f(
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%nvcg_taddr], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}}, 0;
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::use [%nvcg_taddr], [%nvcg_taddr_a], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}}, 15;
; CHECK: tcgen05.mma.cta_group::1.kind::f16.ashift.collector::a::lastuse [%nvcg_taddr], [%nvcg_taddr_a], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}}, 7;
; CHECK: tcgen05.mma.sp.cta_group::1.kind::tf32.collector::a::fill [%nvcg_taddr], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [%nvcg_taddr_m], %r{{[0-9]+}}, %p{{[0-9]+}}, 1;
; CHECK: tcgen05.mma.sp.cta_group::1.kind::f16.collector::a::lastuse [%nvcg_taddr], [%nvcg_taddr_a], %rd{{[0-9]+}}, [%nvcg_taddr_m], %r{{[0-9]+}}, %p{{[0-9]+}}, 2;
; CHECK: tcgen05.mma.sp.cta_group::1.kind::tf32.ashift.collector::a::discard [%nvcg_taddr], [%nvcg_taddr_a], %rd{{[0-9]+}}, [%nvcg_taddr_m], %r{{[0-9]+}}, %p{{[0-9]+}}, 3;
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %adesc, i64 %b, i32 %idesc, i1 %en, i64 0, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.scale_d(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i64 15, i32 1, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.mma.tensor.scale_d.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i64 7, i32 0, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d(ptr addrspace(6) %d, i64 %adesc, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %meta, i64 1, i32 1, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %meta, i64 2, i32 0, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %meta, i64 3, i32 1, i32 1, i32 0)
  ret void
}
