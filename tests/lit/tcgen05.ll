; tcgen05 (selection only): tensor-memory allocation, deallocation, the allocation
; permit, commit, waits, fences and shift.down, on the sm_100/sm_103/sm_110 architecture-
; specific and family targets (as ptxas; shift on the architecture-specific ones only).
; A function uses one cta_group (ptxas refuses a mix), so cg1 and cg2 are two kernels.
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_103a -O0 | CHECK
; ERROR: -mcpu=sm_100 | 'tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned' needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_100
; ERROR: -mcpu=sm_120a | needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_120a
; ERROR: -mcpu=sm_100f | 'tcgen05.shift.cta_group::1.down' needs sm_100a, sm_103a or sm_110a, but the target is sm_100f
; REFUSED: -mcpu=sm_100a | ir cg1 1 32 buf:i32:4:zero | nvcgrun does not execute @llvm.nvvm.tcgen05.alloc.shared.cg1: tensor memory (tcgen05) is not emulated
; REFUSED: -mcpu=sm_100a | ptx cg1 1 32 buf:i32:4:zero | nvcgrun does not emulate tensor memory (tcgen05)
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4
@bar = internal addrspace(3) global i64 undef, align 8

declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.cg2(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
declare void @llvm.nvvm.tcgen05.commit.cg1(ptr)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr, i16)
declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3), i16)
declare void @llvm.nvvm.tcgen05.commit.cg2(ptr)
declare void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.commit.mc.cg2(ptr, i16)
declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3), i16)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6))
declare void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6))

; CHECK-LABEL: .entry cg1(
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: tcgen05.fence::after_thread_sync;
; CHECK: cvt.u32.u64 %nvcg_taddr, %rd{{[0-9]+}};
; CHECK-NEXT: tcgen05.shift.cta_group::1.down [%nvcg_taddr];
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.b64 [%rd{{[0-9]+}}];
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd{{[0-9]+}}];
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: tcgen05.wait::ld.sync.aligned;
; CHECK: tcgen05.wait::st.sync.aligned;
; CHECK: tcgen05.fence::before_thread_sync;
; CHECK: cvt.u32.u64 %nvcg_taddr, %rd{{[0-9]+}};
; CHECK-NEXT: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %nvcg_taddr, %r{{[0-9]+}};
; CHECK: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
define ptx_kernel void @cg1(ptr %gslot, i16 %mask) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @slot, i32 64)
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %gslot, i32 32)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %a = load i32, ptr addrspace(3) @slot, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %t)
  %g = addrspacecast ptr addrspace(3) @bar to ptr
  call void @llvm.nvvm.tcgen05.commit.cg1(ptr %g)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @bar)
  call void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr %g, i16 %mask)
  call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) @bar, i16 %mask)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.wait.st()
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 64)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  ret void
}

; CHECK-LABEL: .entry cg2(
; CHECK: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: tcgen05.alloc.cta_group::2.sync.aligned.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: tcgen05.shift.cta_group::2.down [%nvcg_taddr];
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.b64 [%rd{{[0-9]+}}];
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [%rd{{[0-9]+}}];
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: tcgen05.dealloc.cta_group::2.sync.aligned.b32 %nvcg_taddr, %r{{[0-9]+}};
; CHECK: tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;
define ptx_kernel void @cg2(ptr %gslot, i16 %mask) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) @slot, i32 32)
  call void @llvm.nvvm.tcgen05.alloc.cg2(ptr %gslot, i32 32)
  %a = load i32, ptr addrspace(3) @slot, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6) %t)
  %g = addrspacecast ptr addrspace(3) @bar to ptr
  call void @llvm.nvvm.tcgen05.commit.cg2(ptr %g)
  call void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3) @bar)
  call void @llvm.nvvm.tcgen05.commit.mc.cg2(ptr %g, i16 %mask)
  call void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) @bar, i16 %mask)
  call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %t, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
  ret void
}
