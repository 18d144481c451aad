; machine LICM (mir/machine_licm.c). At -O1 no IR LICM runs, so the loop bodies below keep
; their invariants until early_machine_licm hoists them into the preheader: a product of
; parameters, a global's address, a load of constant memory from the header (run on every
; trip). What must stay: the induction arithmetic, a load of memory the loop writes, a
; %clock read, a load of constant memory from a block that not every trip runs, a load of
; shared memory across a barrier; and, under a pressure target the loop already fills,
; even the invariants (remarks say which).
; RUN: -mcpu=sm_80 -O1 | CHECK
; RUN: -mcpu=sm_80 -O1 --disable-early_machine_licm --disable-machine_licm | OFF
; RUN: -mcpu=sm_80 -O1 --knob enable-mlicm=false --knob disable-postra-machine-licm=true | OFF
; RUN: -mcpu=sm_80 -O1 --verify-each | CHECK
; REMARK: -mcpu=sm_80 -O1 --pass-remarks=early_machine_licm | REM
; REMARK: -mcpu=sm_80 -O1 --knob nv-remat-default-max-reg=4 --pass-remarks=early_machine_licm --pass-remarks-missed=early_machine_licm | TIGHT
; post-RA machine_licm alone does the same on these loops; under a pressure target the
; allocator has filled it hoists nothing (sink-insts-to-avoid-spills), unless told to
; RUN: -mcpu=sm_80 -O1 --disable-early_machine_licm | CHECK
; REMARK: -mcpu=sm_80 -O1 --disable-early_machine_licm --knob nv-remat-default-max-reg=4 --pass-remarks=machine_licm --pass-remarks-missed=machine_licm | PTIGHT
; REMARK: -mcpu=sm_80 -O1 --disable-early_machine_licm --knob nv-remat-default-max-reg=4 --knob sink-insts-to-avoid-spills=false --pass-remarks=machine_licm | PFREE
; EXEC: -mcpu=sm_80 -O1 --disable-early_machine_licm --knob nv-remat-default-max-reg=4 --knob sink-insts-to-avoid-spills=false | inv 1 32 buf:i32:64:zero i32:40 i32:7 i32:-3
; EXEC: -mcpu=sm_80 -O1 --disable-early_machine_licm --knob nv-remat-default-max-reg=4 --knob sink-insts-to-avoid-spills=false | bar 1 64 buf:i32:64:zero i32:9 i32:2
; EXEC: -mcpu=sm_80 -O1 | inv 1 32 buf:i32:64:zero i32:40 i32:7 i32:-3
; EXEC: -mcpu=sm_80 -O1 --disable-early_machine_licm | inv 1 32 buf:i32:64:zero i32:40 i32:7 i32:-3
; EXEC: -mcpu=sm_80 -O1 | inv 2 16 buf:i32:64:zero i32:1 i32:0 i32:5
; EXEC: -mcpu=sm_80 -O1 | bar 1 64 buf:i32:64:zero i32:9 i32:2
; EXEC: -mcpu=sm_80 -O3 | inv 1 32 buf:i32:64:zero i32:40 i32:7 i32:-3
target triple = "nvptx64-nvidia-cuda"

@ctab = internal addrspace(4) constant [4 x i32] [i32 3, i32 5, i32 7, i32 9]
@gtab = internal addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@sh = internal addrspace(3) global [64 x i32] undef

define void @inv(ptr addrspace(1) %out, i32 %n, i32 %k, i32 %j) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %kk = mul i32 %k, %j
  %kt = add i32 %kk, %tid
  %jj = and i32 %j, 3
  %cp = getelementptr [4 x i32], ptr addrspace(4) @ctab, i32 0, i32 %jj
  %c = load i32, ptr addrspace(4) %cp
  %gp = getelementptr [4 x i32], ptr addrspace(1) @gtab, i32 0, i32 %jj
  %g = load i32, ptr addrspace(1) %gp
  %t0 = add i32 %kt, %c
  %t1 = add i32 %t0, %g
  %t2 = mul i32 %t1, %i
  %acc1 = add i32 %acc, %t2
  %odd = and i32 %i, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %cold, label %latch
cold:
  ; constant memory, but only on odd trips: not hoisted (no speculative loads)
  %t3 = and i32 %tid, 3
  %cq = getelementptr [4 x i32], ptr addrspace(4) @ctab, i32 0, i32 %t3
  %c2 = load i32, ptr addrspace(4) %cq
  %clk = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %clk0 = and i32 %clk, 0
  %c3 = add i32 %c2, %clk0
  %accc = add i32 %acc1, %c3
  br label %latch
latch:
  %acc2 = phi i32 [ %acc1, %loop ], [ %accc, %cold ]
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %acc2, ptr addrspace(1) %o
  ; the loop writes gtab: its load above must stay in the loop
  store i32 %i, ptr addrspace(1) %gp
  %i1 = add i32 %i, 1
  %cond = icmp slt i32 %i1, %n
  br i1 %cond, label %loop, label %exit
exit:
  ret void
}

; shared memory read after a barrier in the loop: every iteration's load must follow that
; iteration's barrier, so it stays (the address computation moves)
define void @bar(ptr addrspace(1) %out, i32 %n, i32 %k) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %sp = getelementptr [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %tid
  %v = add i32 %i, %tid
  store i32 %v, ptr addrspace(3) %sp
  call void @llvm.nvvm.barrier0()
  %kk = and i32 %k, 63
  %sq = getelementptr [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %kk
  %s = load i32, ptr addrspace(3) %sq
  %acc1 = add i32 %acc, %s
  call void @llvm.nvvm.barrier0()
  %i1 = add i32 %i, 1
  %cond = icmp slt i32 %i1, %n
  br i1 %cond, label %loop, label %exit
exit:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc1, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @inv, !"kernel", i32 1}
!1 = !{ptr @bar, !"kernel", i32 1}

; CHECK-LABEL: .entry inv(
; CHECK: mad.lo.s32
; CHECK: ld.const.u32
; CHECK: mov.u64 %rd{{[0-9]+}}, gtab;
; CHECK: $L__BB0_1:
; CHECK-NOT: {{gtab|ctab|and.b32 %r[0-9]+, %r[0-9]+, 3;}}
; CHECK: ld.global.u32
; CHECK: and.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1;
; CHECK: ld.const.u32
; CHECK: mov.u32 %r{{[0-9]+}}, %clock;
; CHECK: st.global.u32
; CHECK: st.global.u32
; CHECK: @%p{{[0-9]+}} bra $L__BB0_1;
; CHECK-LABEL: .entry bar(
; CHECK: and.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 63;
; CHECK: $L__BB1_1:
; CHECK-NOT: and.b32
; CHECK: st.shared.u32
; CHECK-NEXT: bar.sync 0;
; CHECK-NEXT: ld.shared.u32
; CHECK: bar.sync 0;
; CHECK: @%p{{[0-9]+}} bra $L__BB1_1;

; OFF-LABEL: .entry inv(
; OFF: $L__BB0_1:
; OFF: mov.u64 %rd{{[0-9]+}}, ctab;
; OFF: ld.const.u32
; OFF: @%p{{[0-9]+}} bra $L__BB0_1;
; OFF-LABEL: .entry bar(
; OFF: $L__BB1_1:
; OFF: and.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 63;
; OFF: @%p{{[0-9]+}} bra $L__BB1_1;

; REM: remark: early_machine_licm: hoisted mad.lo.s32 out of the loop (header block 1) in inv
; REM: remark: early_machine_licm: hoisted ld.u32 out of the loop (header block 1) in inv
; REM: remark: early_machine_licm: hoisted and.b32 out of the loop (header block 1) in bar
; REM-NOT: hoisted ld.u32

; TIGHT-NOT: hoisted
; TIGHT: remark: early_machine_licm (missed): mad.lo.s32 left in its loop (header block 1) in inv: register pressure
; TIGHT-NOT: hoisted

; PTIGHT-NOT: hoisted
; PTIGHT: remark: machine_licm (missed): mad.lo.s32 left in its loop (header block 1) in inv: register pressure
; PTIGHT-NOT: hoisted
; PFREE: remark: machine_licm: hoisted mad.lo.s32 out of the loop (header block 1) in inv
; PFREE: remark: machine_licm: hoisted mov.u64 out of the loop (header block 1) in bar
