; machine_pipeliner (mir/machine_pipeliner.c), the swing modulo scheduler: its analysis,
; schedules, checker (--verify-each) and remarks. Kernel generation has its own tests
; (mir_pipeliner_mve.ll); with pipeliner-annotate-for-testing the pass only schedules.
;  - saxpy: x and y are noalias and y[i] is read and written at one address each
;    iteration (affine addresses: no carried dependence), so the recurrences are the
;    induction and the sum; global loads (200 cycles on sm_80) need many stages:
;    refused at the default pipeliner-max-stages (3), scheduled with 20, and with
;    pipeliner-force-ii at that II only;
;  - shift: a[i+1] depends on a[i] through memory (distance 1): RecMII > max-mii, and
;    with pipeliner-ignore-recmii the II search never reaches the recurrence;
;  - alias: without noalias the store to y may feed the next load of x;
;  - barrier, atomic: instructions that forbid overlapping iterations;
;  - branchy: a loop of two blocks; nested: only the inner loop is considered.
; REMARK: -mcpu=sm_80 -O2 --verify-each --pass-remarks=machine-pipeliner --pass-remarks-missed=machine-pipeliner | DEF
; REMARK: -mcpu=sm_80 -O2 --verify-each --pass-remarks=machine-pipeliner --knob pipeliner-max-stages=20 --knob pipeliner-annotate-for-testing --knob pipeliner-dbg-res | ANN
; REMARK: -mcpu=sm_80 -O2 --verify-each --pass-remarks=machine-pipeliner --pass-remarks-missed=machine-pipeliner --knob pipeliner-max-stages=20 --knob pipeliner-force-ii=40 --knob pipeliner-codegen=1 | FORCE
; REMARK: -mcpu=sm_80 -O2 --pass-remarks-missed=machine-pipeliner --knob pipeliner-max-mii=300 --knob pipeliner-max-stages=20 --knob pipeliner-ignore-recmii | IGN
; pipeliner-register-pressure: the estimated kernel pressure must stay under the register
; target (70, or -maxreg) less 5%: saxpy fits at a larger II, and not at all under -maxreg=40
; REMARK: -mcpu=sm_80 -O2 --pass-remarks=machine-pipeliner --knob pipeliner-max-stages=20 --knob pipeliner-register-pressure --knob pipeliner-codegen=1 | RP
; REMARK: -mcpu=sm_80 -O2 -maxreg=40 --pass-remarks-missed=machine-pipeliner --knob pipeliner-max-stages=20 --knob pipeliner-register-pressure --knob pipeliner-codegen=1 | RPX
; RP: Pipelined succesfully! II = {{[0-9]+}}, MII = 12 {{.*}}(loop in saxpy)
; RPX: Register pressure of the schedule too high: {{[0-9]+}} registers > 38, the target less the margin (loop in saxpy)
; with the generated code too, ptxas accepts the PTX
; RUN: -mcpu=sm_80 -O2 --pass-remarks=machine-pipeliner --knob pipeliner-max-stages=20 | PTX
; RUN: -mcpu=sm_80 -O2 --verify-each --knob pipeliner-max-stages=20 --knob pipeliner-codegen=1 | PTX
; RUN: -mcpu=sm_80 -O2 | PTX
; nothing without remarks asked for, and nothing with the pass off
; REMARK: -mcpu=sm_80 -O2 | NONE
; REMARK: -mcpu=sm_80 -O2 --pass-remarks=machine-pipeliner --knob enable-pipeliner=0 | NONE

; DEF: remark: machine-pipeliner (missed): Too many stages in schedule: {{[0-9]+}} > 3. Refer to -pipeliner-max-stages. (loop in saxpy)
; DEF: remark: machine-pipeliner (missed): Minimal Initiation Interval too large: {{[0-9]+}} > 27. Refer to -pipeliner-max-mii. (loop in shift)
; DEF: remark: machine-pipeliner (missed): Minimal Initiation Interval too large: {{[0-9]+}} > 27. Refer to -pipeliner-max-mii. (loop in alias)
; DEF: remark: machine-pipeliner (missed): The loop contains a barrier, fence or other synchronising instruction (bar.sync{{.*}}), which forbids overlapping iterations (loop in barrier)
; DEF: remark: machine-pipeliner (missed): The loop contains an ordered memory access (volatile, atomic or with memory-model semantics) (red.global.add.u32), which forbids overlapping iterations (loop in atomic)
; DEF: remark: machine-pipeliner (missed): Not a single basic block: 3 (loop in branchy)
; DEF: remark: machine-pipeliner (missed): Too many stages in schedule: {{[0-9]+}} > 3. Refer to -pipeliner-max-stages. (loop in nested)
; DEF-NOT: (loop in nested)

; ANN: remark: machine-pipeliner: Resources of the loop in saxpy: issue 11 (width 1), ALU 8, FMA 8, LSU 12
; ANN: remark: machine-pipeliner: Scheduled: II = {{1[2-9]}}, MII = 12 (RecMII 4, ResMII 12), stages = {{[0-9]+}}, runtime trip count, 11 instructions (loop in saxpy; schedule only: pipeliner-annotate-for-testing)
; ANN: cycle 0 stage 0: %vr{{[0-9]+}} = mul.wide.s32
; ANN: stage {{[01]}}: %vr{{[0-9]+}} = ld.global.f32
; ANN: stage {{[01]}}: %vr{{[0-9]+}} = ld.global.f32
; ANN: stage 1{{[0-9]}}: %vr{{[0-9]+}} = mul.rn.f32
; ANN: stage 1{{[0-9]}}: st.global.f32
; ANN: stage {{[01]}}: %vr{{[0-9]+}} = setp.lt.s32
; ANN-NOT: {{Pipelined succesfully!|Scheduled:}}{{.*}}(loop in shift)

; FORCE: remark: machine-pipeliner: Pipelined succesfully! II = 40, MII = 12 (RecMII 4, ResMII 12), stages = {{[0-9]+}}, runtime trip count, 11 instructions (loop in saxpy
; FORCE: Minimal Initiation Interval too large

; with RecMII ignored the MII is the ResMII, and the search range stops far below the
; recurrence through memory (about 200 cycles):
; IGN-NOT: Minimal Initiation Interval too large
; IGN: Unable to find schedule (loop in shift)

; PTX-LABEL: .entry saxpy(
; PTX: ld.global.f32
; PTX: st.global.f32

; NONE-NOT: machine-pipeliner

target triple = "nvptx64-nvidia-cuda"

define void @saxpy(ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %x, float %a, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %m = fmul float %vx, %a
  %r = fadd float %m, %vy
  store float %r, ptr addrspace(1) %py
  %s1 = fadd float %s, %r
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %sf = phi float [ 0.0, %entry ], [ %s1, %loop ]
  store float %sf, ptr addrspace(1) %x
  ret void
}

define void @shift(ptr addrspace(1) noalias %a, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr float, ptr addrspace(1) %a, i32 %i
  %v = load float, ptr addrspace(1) %p
  %m = fmul float %v, 2.0
  %i1 = add i32 %i, 1
  %q = getelementptr float, ptr addrspace(1) %a, i32 %i1
  store float %m, ptr addrspace(1) %q
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @alias(ptr addrspace(1) %y, ptr addrspace(1) %x, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %m = fmul float %vx, 3.0
  store float %m, ptr addrspace(1) %py
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare void @llvm.nvvm.barrier0()

define void @barrier(ptr addrspace(1) noalias %y, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %v = load float, ptr addrspace(1) %py
  %m = fmul float %v, 3.0
  call void @llvm.nvvm.barrier0()
  store float %m, ptr addrspace(1) %py
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @atomic(ptr addrspace(1) noalias %y, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %old = atomicrmw add ptr addrspace(1) %y, i32 %i monotonic
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @branchy(ptr addrspace(1) noalias %y, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %py = getelementptr i32, ptr addrspace(1) %y, i32 %i
  %v = load volatile i32, ptr addrspace(1) %py
  %odd = and i32 %v, 1
  %t = icmp eq i32 %odd, 0
  br i1 %t, label %then, label %latch
then:
  %w = mul i32 %v, 7
  store volatile i32 %w, ptr addrspace(1) %py
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @nested(ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %x, i32 %n, i32 %m) {
entry:
  %c0 = icmp sgt i32 %n, 0
  %c1 = icmp sgt i32 %m, 0
  %cc = and i1 %c0, %c1
  br i1 %cc, label %outer, label %exit
outer:
  %j = phi i32 [ 0, %entry ], [ %j1, %olatch ]
  %row = mul i32 %j, %m
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i1, %inner ]
  %k = add i32 %row, %i
  %px = getelementptr float, ptr addrspace(1) %x, i32 %k
  %py = getelementptr float, ptr addrspace(1) %y, i32 %k
  %v = load float, ptr addrspace(1) %px
  %w = fmul float %v, 5.0
  store float %w, ptr addrspace(1) %py
  %i1 = add i32 %i, 1
  %ci = icmp slt i32 %i1, %m
  br i1 %ci, label %inner, label %olatch
olatch:
  %j1 = add i32 %j, 1
  %cj = icmp slt i32 %j1, %n
  br i1 %cj, label %outer, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!0 = !{ptr @saxpy, !"kernel", i32 1}
!1 = !{ptr @shift, !"kernel", i32 1}
!2 = !{ptr @alias, !"kernel", i32 1}
!3 = !{ptr @barrier, !"kernel", i32 1}
!4 = !{ptr @atomic, !"kernel", i32 1}
!5 = !{ptr @branchy, !"kernel", i32 1}
!6 = !{ptr @nested, !"kernel", i32 1}
