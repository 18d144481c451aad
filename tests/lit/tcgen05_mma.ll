; tcgen05.mma in LLVM's spellings (selection only; tensor memory is not emulated): A from a
; shared-memory descriptor (.shared) or tensor memory (.tensor, .tensor.ashift), the .sp
; forms with their metadata in tensor memory; the constants kind (f16, tf32, f8f6f4, i8),
; cta_group and collector usage choose the PTX form. The tensor-memory addresses are
; narrowed to 32 bits; enable-input-D is a predicate. .kind::i8 is in tcgen05_mma_i8.ll.
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_103a | CHECK
; RUN: -mcpu=sm_110a | CHECK
; RUN: -mcpu=sm_100f | CHECK
; RUN: -mcpu=sm_110f | CHECK
; ERROR: -mcpu=sm_90a | 'tcgen05.mma.sp.cta_group::1.kind::f8f6f4.ashift.collector::a::discard' needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_90a
; ERROR: -mcpu=sm_100 | needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_100
; ERROR: -mcpu=sm_120a | needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_120a
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i32, i32, i32)

define void @cg1(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %adesc, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %meta) {
; CHECK-LABEL: .func cg1(
; CHECK: cvt.u32.u64 %nvcg_taddr, %rd{{[0-9]+}};
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%nvcg_taddr], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::lastuse [%nvcg_taddr], [%nvcg_taddr_a], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.cta_group::1.kind::f8f6f4.ashift.collector::a::lastuse [%nvcg_taddr], [%nvcg_taddr_a], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::fill [%nvcg_taddr], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.sp.cta_group::1.kind::tf32.collector::a::use [%nvcg_taddr], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [%nvcg_taddr_m], %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.sp.cta_group::1.kind::f16.collector::a::discard [%nvcg_taddr], [%nvcg_taddr_a], %rd{{[0-9]+}}, [%nvcg_taddr_m], %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.sp.cta_group::1.kind::f8f6f4.ashift.collector::a::discard [%nvcg_taddr], [%nvcg_taddr_a], %rd{{[0-9]+}}, [%nvcg_taddr_m], %r{{[0-9]+}}, %p{{[0-9]+}};
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %adesc, i64 %b, i32 %idesc, i1 %en, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 1, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 2, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %adesc, i64 %b, i32 %idesc, i1 true, i32 0, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6) %d, i64 %adesc, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %meta, i32 1, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %meta, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %meta, i32 2, i32 1, i32 0)
  ret void
}

define void @cg2(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %adesc, i64 %b, i32 %idesc, i1 %en) {
; CHECK-LABEL: .func cg2(
; CHECK: tcgen05.mma.cta_group::2.kind::f16.collector::a::use [%nvcg_taddr], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.cta_group::2.kind::tf32.ashift.collector::a::discard [%nvcg_taddr], [%nvcg_taddr_a], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %adesc, i64 %b, i32 %idesc, i1 %en, i32 0, i32 2, i32 3)
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 1, i32 2, i32 0)
  ret void
}
