; Double-buffered copy kernels (tests/tensor/async.py): a CTA of 64 threads streams NTILES
; tiles of 256 floats from %in through two shared-memory stages, each thread copying 16
; bytes a tile with cp.async, and writes out[t*256 + k] = 2 * in[t*256 + (k + 37) % 256]
; (so every thread reads what other threads copied).
;   @dbuf_group: cp.async.commit_group / cp.async.wait_group 1 / barrier (sm_80)
;   @dbuf_mbar:  cp.async.mbarrier.arrive + mbarrier.arrive / test_wait per stage (sm_80)
;   @dbuf_nowait: the group version without its waits: a race the emulator must expose
target triple = "nvptx64-nvidia-cuda"

@stage = internal addrspace(3) global [512 x float] undef, align 16
@bars = internal addrspace(3) global [2 x i64] undef, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)
declare void @llvm.nvvm.cp.async.wait.all()
declare void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3))
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64)

; copy this thread's 16 bytes of tile %t into stage %s
define internal void @issue(ptr addrspace(1) %in, i32 %t, i32 %s, i32 %tid) {
  %e = mul i32 %tid, 4
  %t256 = mul i32 %t, 256
  %gi = add i32 %t256, %e
  %src = getelementptr float, ptr addrspace(1) %in, i32 %gi
  %s256 = mul i32 %s, 256
  %si = add i32 %s256, %e
  %dst = getelementptr float, ptr addrspace(3) @stage, i32 %si
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %dst, ptr addrspace(1) %src)
  ret void
}

; out[t*256 + tid*4 + q] = 2 * stage[s][(tid*4 + q + 37) % 256], q = 0..3
define internal void @consume(ptr addrspace(1) %out, i32 %t, i32 %s, i32 %tid) {
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
  %t256 = mul i32 %t, 256
  %oi = add i32 %t256, %k
  %o = getelementptr float, ptr addrspace(1) %out, i32 %oi
  store float %v2, ptr addrspace(1) %o
  %q1 = add i32 %q, 1
  %more = icmp ult i32 %q1, 4
  br i1 %more, label %loop, label %done
done:
  ret void
}

define void @dbuf_group(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @issue(ptr addrspace(1) %in, i32 0, i32 0, i32 %tid)
  call void @llvm.nvvm.cp.async.commit.group()
  br label %loop
loop:
  %t = phi i32 [ 0, %entry ], [ %t1, %next ]
  %s = and i32 %t, 1
  %t1 = add i32 %t, 1
  %more = icmp ult i32 %t1, %ntiles
  br i1 %more, label %prefetch, label %last
prefetch:
  %s1 = xor i32 %s, 1
  call void @issue(ptr addrspace(1) %in, i32 %t1, i32 %s1, i32 %tid)
  call void @llvm.nvvm.cp.async.commit.group()
  ; all but the newest group: tile t has landed
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  br label %compute
last:
  call void @llvm.nvvm.cp.async.wait.all()
  br label %compute
compute:
  call void @llvm.nvvm.barrier0()
  call void @consume(ptr addrspace(1) %out, i32 %t, i32 %s, i32 %tid)
  call void @llvm.nvvm.barrier0()
  br label %next
next:
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @dbuf_nowait(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @issue(ptr addrspace(1) %in, i32 0, i32 0, i32 %tid)
  call void @llvm.nvvm.cp.async.commit.group()
  br label %loop
loop:
  %t = phi i32 [ 0, %entry ], [ %t1, %compute ]
  %s = and i32 %t, 1
  %t1 = add i32 %t, 1
  %more = icmp ult i32 %t1, %ntiles
  br i1 %more, label %prefetch, label %compute
prefetch:
  %s1 = xor i32 %s, 1
  call void @issue(ptr addrspace(1) %in, i32 %t1, i32 %s1, i32 %tid)
  call void @llvm.nvvm.cp.async.commit.group()
  br label %compute
compute:
  call void @llvm.nvvm.barrier0()
  call void @consume(ptr addrspace(1) %out, i32 %t, i32 %s, i32 %tid)
  call void @llvm.nvvm.barrier0()
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @dbuf_mbar(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b1 = getelementptr i64, ptr addrspace(3) @bars, i32 1
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %init, label %go
init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bars, i32 64)
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %b1, i32 64)
  br label %go
go:
  call void @llvm.nvvm.barrier0()
  call void @issue(ptr addrspace(1) %in, i32 0, i32 0, i32 %tid)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) @bars)
  %st0 = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @bars)
  br label %loop
loop:
  %t = phi i32 [ 0, %go ], [ %t1, %after ]
  %state = phi i64 [ %st0, %go ], [ %nstate, %after ]
  %s = and i32 %t, 1
  %t1 = add i32 %t, 1
  %more = icmp ult i32 %t1, %ntiles
  br i1 %more, label %prefetch, label %wait
prefetch:
  %s1 = xor i32 %s, 1
  %bn = getelementptr i64, ptr addrspace(3) @bars, i32 %s1
  call void @issue(ptr addrspace(1) %in, i32 %t1, i32 %s1, i32 %tid)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) %bn)
  %st1 = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %bn)
  br label %wait
wait:
  %nstate = phi i64 [ %st1, %prefetch ], [ 0, %loop ]
  %bs = getelementptr i64, ptr addrspace(3) @bars, i32 %s
  br label %spin
spin:
  %done = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %bs, i64 %state)
  br i1 %done, label %compute, label %spin
compute:
  call void @consume(ptr addrspace(1) %out, i32 %t, i32 %s, i32 %tid)
  call void @llvm.nvvm.barrier0()
  br label %after
after:
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @dbuf_group, !"kernel", i32 1}
!1 = !{ptr @dbuf_nowait, !"kernel", i32 1}
!2 = !{ptr @dbuf_mbar, !"kernel", i32 1}
