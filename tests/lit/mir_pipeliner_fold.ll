; machine_pipeliner (mir/machine_pipeliner.c), issue 15's second round (the FORCE lines: pipeliner-force-ii=60,
; 5 stages for these loops; the DEEP lines: pipeliner-max-stages=20):
;  - the guard folded for constant trip counts: a loop of 2, 3 or 4 iterations is left
;    alone ("the constant trip count is below the stage count"); one of 5, 6, 7 (c5..c7;
;    down5 counts down with an unsigned compare, 5 trips at 4 stages) is pipelined with
;    no guard and no fallback loop ("constant (no guard)"): the prologue, the kernel, the
;    epilogue, nothing else; rt (a runtime count) keeps its guard (four exit tests
;    branching to the fallback loop);
;  - the exit test in stage 0: the scheduler places the exit test's slice first and keeps
;    it in the first stage (nv_swp_schedule_first), so the kernel branches on the test of
;    the iteration it starts with one setp and no second copy of the slice (at the MII the
;    constraint finds no slot for rt: II 15 with the test in stage 0 beats II 14 plus the
;    two instructions of the slice the kernel would issue again);
;  - the register-pressure check runs whenever code is generated (not only with
;    pipeliner-register-pressure): MRPA's peak for the loop plus the copies modulo
;    variable expansion adds, against the target (-maxreg=16) less 5%; it also raises the
;    II of the DEEP schedules above the MII (fewer stages, fewer copies);
;  - the profitability model: pipeliner-min-gain=100 refuses every loop (no loop gains
;    100%), pipeliner-profitability=0 turns the model off.
; Every EXEC line runs the kernel on the ir engine and the ptx engine (trip counts 0, 1, 2,
; around the stage count, and large).
; REMARK: -mcpu=sm_80 -O2 --disable-unroll --verify-each --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --pass-remarks=machine-pipeliner --pass-remarks-missed=machine-pipeliner | FORCE
; FORCE: Schedule found (II = 60, MII = 14, stages = 5) but no kernel generated: the constant trip count is below the stage count (loop in c2)
; FORCE: Schedule found (II = 60, MII = 14, stages = 5) but no kernel generated: the constant trip count is below the stage count (loop in c3)
; FORCE: Schedule found (II = 60, MII = 14, stages = 5) but no kernel generated: the constant trip count is below the stage count (loop in c4)
; FORCE: Pipelined succesfully! II = 60, MII = 14 {{.*}}, stages = 5, constant (no guard) trip count, 11 instructions (loop in c5)
; FORCE: Pipelined succesfully! II = 60, MII = 14 {{.*}}, stages = 5, constant (no guard) trip count, 11 instructions (loop in c6)
; FORCE: Pipelined succesfully! II = 60, MII = 14 {{.*}}, stages = 5, constant (no guard) trip count, 11 instructions (loop in c7)
; FORCE: Pipelined succesfully! II = 60, {{.*}}, stages = 4, constant (no guard) trip count, 12 instructions (loop in down5)
; FORCE: Pipelined succesfully! II = 60, MII = 14 {{.*}}, stages = 5, runtime trip count, 11 instructions (loop in rt)
; RUN: -mcpu=sm_80 -O2 --disable-unroll --verify-each --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | SHAPE
; c4: the one loop, untouched
; SHAPE-LABEL: .entry c4(
; SHAPE: ld.global.u32
; SHAPE-NOT: ld.global.u32
; SHAPE-LABEL: .entry c5(
; c6: no guard, no fallback: the prologue's three loads, the kernel (a load, one setp: the
; exit test of the iteration it starts, against 6), after it the epilogue (a load, four
; stores) and h's store, and no other loop
; SHAPE-LABEL: .entry c6(
; SHAPE-NOT: setp
; SHAPE-COUNT-3: ld.global.u32
; SHAPE-NOT: setp
; SHAPE: bra.uni
; SHAPE: ld.global.u32
; SHAPE-NOT: setp
; SHAPE: setp.lt.s32 %p{{[0-9]+}}, %r{{[0-9]+}}, 6;
; SHAPE-NOT: setp
; SHAPE: @%p{{[0-9]+}} bra
; SHAPE-COUNT-5: st.global.u32
; SHAPE-NOT: ld.global.u32
; SHAPE: ret;
; rt: the entry's test, the guard's four exit tests to the fallback loop, the kernel with
; one setp
; SHAPE-LABEL: .entry rt(
; SHAPE: @!%p{{[0-9]+}} bra
; SHAPE-COUNT-4: @!%p{{[0-9]+}} bra $L__BB7_[[FB:[0-9]+]];
; SHAPE: bra.uni $L__BB7_[[KER:[0-9]+]];
; SHAPE: $L__BB7_[[KER]]:
; SHAPE-NOT: setp
; SHAPE: setp.lt.s32
; SHAPE-NOT: setp
; SHAPE: @%p{{[0-9]+}} bra
; SHAPE: $L__BB7_[[FB]]:
; the exit test in stage 0 at II 15 (schedule only)
; REMARK: -mcpu=sm_80 -O2 --pass-remarks=machine-pipeliner --knob pipeliner-max-stages=20 --knob pipeliner-annotate-for-testing | ANN
; ANN: Scheduled: II = 15, MII = 14 {{.*}}(loop in rt;
; ANN: cycle {{[0-9]+}} stage 0: %vr{{[0-9]+}} = setp.lt.s32
; the pressure check with code generation, and not without it (schedule only)
; REMARK: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 -maxreg=16 --pass-remarks=machine-pipeliner --pass-remarks-missed=machine-pipeliner | RP
; RP: Register pressure of the schedule too high: {{[0-9]+}} registers > 15, the target less the margin (loop in rt)
; REMARK: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 -maxreg=16 --pass-remarks=machine-pipeliner | RPOFF
; RPOFF: Scheduled: II = {{[0-9]+}}, {{.*}}(loop in rt; schedule only: pipeliner-codegen=0)
; with max-stages 20, the II above the MII is the pressure check's
; REMARK: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --pass-remarks=machine-pipeliner | DEEP
; DEEP: Pipelined succesfully! II = {{1[5-9]|2[0-9]}}, MII = 14 {{.*}}, stages = {{[0-9]+}}, runtime trip count, 11 instructions (loop in rt)
; the profitability model
; REMARK: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-min-gain=100 --pass-remarks=machine-pipeliner --pass-remarks-missed=machine-pipeliner | GAIN
; GAIN: Not profitable: {{[0-9]+}}.{{[0-9]+}} cycles per iteration unpipelined, {{[0-9]+}}.{{[0-9]+}} per kernel trip (II {{[0-9]+}}, stages {{[0-9]+}}), assumed 32 iterations: gain {{-?[0-9]+}}% < 100%. Refer to -pipeliner-min-gain. (loop in rt)
; REMARK: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 --knob pipeliner-min-gain=100 --knob pipeliner-profitability=0 --pass-remarks=machine-pipeliner | NOGAIN
; NOGAIN: Pipelined succesfully! {{.*}}(loop in rt)
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | c2 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | c3 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | c4 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | c5 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | c6 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | c7 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | down5 1 1 buf:i32:101:zero buf:i32:100:rand:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:0
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:2
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:3
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:4
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:5
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:6
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:7
; EXEC: -mcpu=sm_80 -O2 --disable-unroll --knob pipeliner-force-ii=60 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1000
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:0
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:1
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:2
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:13
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:14
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:15
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:16
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:17
; EXEC: -mcpu=sm_80 -O2 --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | rt 1 1 buf:i32:1101:zero buf:i32:1100:rand:3 i32:300

target triple = "nvptx64-nvidia-cuda"

define void @c2(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 2
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @c3(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 3
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @c4(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 4
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @c5(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 5
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @c6(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 6
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @c7(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 7
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

define void @down5(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %k = phi i32 [ 5, %entry ], [ %k1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %k1 = sub i32 %k, 1
  %c = icmp ugt i32 %k1, 0
  br i1 %c, label %loop, label %exit
exit:
  store i32 %h2, ptr addrspace(1) %out
  ret void
}

; the same loop with a runtime trip count: the guard stays
define void @rt(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %m = mul i32 %v, -1640531535
  %x = xor i32 %m, %h
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %po
  %h1 = shl i32 %h, 5
  %h2 = add i32 %h1, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %hf = phi i32 [ 7, %entry ], [ %h2, %loop ]
  %pe = getelementptr i32, ptr addrspace(1) %out, i32 %n
  store i32 %hf, ptr addrspace(1) %pe
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!0 = !{ptr @c2, !"kernel", i32 1}
!1 = !{ptr @c3, !"kernel", i32 1}
!2 = !{ptr @c4, !"kernel", i32 1}
!3 = !{ptr @c5, !"kernel", i32 1}
!4 = !{ptr @c6, !"kernel", i32 1}
!5 = !{ptr @down5, !"kernel", i32 1}
!6 = !{ptr @rt, !"kernel", i32 1}
!7 = !{ptr @c7, !"kernel", i32 1}
