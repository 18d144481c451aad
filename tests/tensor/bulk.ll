; Double-buffered bulk-copy kernels (sm_90; tests/tensor/bulk.py): a CTA of 64 threads
; streams NTILES tiles of 256 floats from %in. Thread 0 brings tile t+1 into shared stage
; (t+1)&1 with one cp.async.bulk (global -> shared::cluster) that signals that stage's
; mbarrier (arrive.expect.tx 1024 bytes); every thread waits on the mbarrier's phase parity
; (try_wait.parity), writes ostage[s][k] = 2 * stage[s][(k + 37) % 256] for its 4 elements,
; and thread 0 sends the tile out with a bulk copy shared::cta -> global in a bulk group
; (commit_group, wait_group.read 1 before the stage is written again, wait_group 0 at the
; end). Tile 0 uses the multicast (mask: this CTA) and cache-hint forms.
;   @bulk_dbuf:   out[t*256 + k] = 2 * in[t*256 + (k + 37) % 256]
;   @bulk_nowait: the same without the mbarrier waits: a race the emulator must expose
;   @bulk_noreadwait: without wait_group.read: the outgoing copy reads a stage already
;                 overwritten, a race the emulator must expose too
target triple = "nvptx64-nvidia-cuda"

@stage = internal addrspace(3) global [512 x float] undef, align 128
@ostage = internal addrspace(3) global [512 x float] undef, align 128
@bars = internal addrspace(3) global [2 x i64] undef, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32)
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()

; thread 0: tile %t of %in into stage %s, signalling bars[s]
define internal void @issue(ptr addrspace(1) %in, i32 %t, i32 %s) {
  %t256 = mul i32 %t, 256
  %src = getelementptr float, ptr addrspace(1) %in, i32 %t256
  %s256 = mul i32 %s, 256
  %dst = getelementptr float, ptr addrspace(3) @stage, i32 %s256
  %bar = getelementptr i64, ptr addrspace(3) @bars, i32 %s
  %st = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %bar, i32 1024)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr addrspace(1) %src, i32 1024, i16 0, i64 0, i1 false, i1 false)
  ret void
}

; ostage[s][tid*4 + q] = 2 * stage[s][(tid*4 + q + 37) % 256], q = 0..3
define internal void @consume(i32 %s, i32 %tid) {
entry:
  br label %loop
loop:
  %q = phi i32 [ 0, %entry ], [ %q1, %loop ]
  %e = mul i32 %tid, 4
  %k = add i32 %e, %q
  %k37 = add i32 %k, 37
  %kk = and i32 %k37, 255
  %s256 = mul i32 %s, 256
  %si = add i32 %s256, %kk
  %p = getelementptr float, ptr addrspace(3) @stage, i32 %si
  %v = load float, ptr addrspace(3) %p
  %v2 = fmul float %v, 2.0
  %oi = add i32 %s256, %k
  %o = getelementptr float, ptr addrspace(3) @ostage, i32 %oi
  store float %v2, ptr addrspace(3) %o
  %q1 = add i32 %q, 1
  %more = icmp ult i32 %q1, 4
  br i1 %more, label %loop, label %done
done:
  ret void
}

define internal void @run(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles, i1 %wait, i1 %rwait) alwaysinline {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b1 = getelementptr i64, ptr addrspace(3) @bars, i32 1
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %init, label %go
init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bars, i32 1)
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %b1, i32 1)
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  ; tile 0: the multicast (to this CTA only) and cache-hint form
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %in, i32 1024, i64 0, i1 false)
  %st = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bars, i32 1024)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) @stage, ptr addrspace(3) @bars, ptr addrspace(1) %in, i32 1024, i16 1, i64 0, i1 true, i1 true)
  br label %go
go:
  call void @llvm.nvvm.barrier0()
  br label %loop
loop:
  %t = phi i32 [ 0, %go ], [ %t1, %after ]
  %s = and i32 %t, 1
  %t1 = add i32 %t, 1
  %more = icmp ult i32 %t1, %ntiles
  %pre = and i1 %more, %first
  br i1 %pre, label %prefetch, label %waitq
prefetch:
  %s1 = xor i32 %s, 1
  call void @issue(ptr addrspace(1) %in, i32 %t1, i32 %s1)
  br label %waitq
waitq:
  br i1 %wait, label %spin, label %compute
spin:
  %bs = getelementptr i64, ptr addrspace(3) @bars, i32 %s
  %use = lshr i32 %t, 1
  %par = and i32 %use, 1
  %done = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) %bs, i32 %par)
  br i1 %done, label %compute, label %spin
compute:
  call void @consume(i32 %s, i32 %tid)
  ; the generic proxy's writes of ostage become visible to the bulk copy
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.barrier0()
  br i1 %first, label %store, label %after0
store:
  %t256 = mul i32 %t, 256
  %dst = getelementptr float, ptr addrspace(1) %out, i32 %t256
  %s256 = mul i32 %s, 256
  %src = getelementptr float, ptr addrspace(3) @ostage, i32 %s256
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %dst, ptr addrspace(3) %src, i32 1024, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  br i1 %rwait, label %rw, label %after0
rw:
  ; the previous tile's copy has read ostage[s ^ 1]: it may be written again
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1)
  br label %after0
after0:
  call void @llvm.nvvm.barrier0()
  br label %after
after:
  br i1 %more, label %loop, label %exit
exit:
  br i1 %first, label %drain, label %ret
drain:
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)
  br label %ret
ret:
  ret void
}

define void @bulk_dbuf(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles) {
  call void @run(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles, i1 true, i1 true)
  ret void
}

define void @bulk_nowait(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles) {
  call void @run(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles, i1 false, i1 true)
  ret void
}

define void @bulk_noreadwait(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles) {
  call void @run(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles, i1 true, i1 false)
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @bulk_dbuf, !"kernel", i32 1}
!1 = !{ptr @bulk_nowait, !"kernel", i32 1}
!2 = !{ptr @bulk_noreadwait, !"kernel", i32 1}
