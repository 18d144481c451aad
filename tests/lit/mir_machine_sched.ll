; machine_sched (mir/machine_sched.c), the pre-RA list scheduler:
;  - sum8: with nvptx-sched4reg, register pressure first: each product follows its two
;    loads instead of all six loads coming first (selection order);
;  - hoist: the heuristic (critical path first) lifts the global load above a store to
;    shared memory: different state spaces, no memory dependence;
;  - barrier: nothing memory crosses bar.sync, whatever the heuristic prefers.
; The EXEC lines run the heuristic and random legal orders (misched-perturb-seed) against
; the ir engine; --verify-each checks every schedule against its DAG.
; RUN: -mcpu=sm_80 -O2 | OFF
; RUN: -mcpu=sm_80 -O2 --knob enable-misched --verify-each | ON
; RUN: -mcpu=sm_80 -O2 --knob enable-misched --knob nvptx-sched4reg --verify-each | REG
; RUN: -mcpu=sm_75 -O2 --knob enable-misched --knob misched-perturb-seed=7 --verify-each | ANY
; usedessa below 2 is the note's mode 1: no pre-RA scheduling
; RUN: -mcpu=sm_80 -O2 --knob enable-misched --knob nvptx-sched4reg --knob usedessa=1 | OFF
; EXEC: -mcpu=sm_80 -O2 --knob enable-misched --knob nvptx-sched4reg | sum8 1 1 buf:f32:1:zero buf:f32:1:rand:1 buf:f32:1:rand:2 buf:f32:1:rand:3 buf:f32:1:rand:4 buf:f32:1:rand:5 buf:f32:1:rand:6
; EXEC: -mcpu=sm_80 -O2 --knob enable-misched --knob misched-perturb-seed=3 | sum8 1 1 buf:f32:1:zero buf:f32:1:rand:1 buf:f32:1:rand:2 buf:f32:1:rand:3 buf:f32:1:rand:4 buf:f32:1:rand:5 buf:f32:1:rand:6
; EXEC: -mcpu=sm_80 -O2 --knob enable-misched | hoist 1 32 buf:f32:32:zero buf:f32:32:rand:2 f32:1.5
; EXEC: -mcpu=sm_80 -O2 --knob enable-misched --knob misched-perturb-seed=5 | hoist 1 32 buf:f32:32:zero buf:f32:32:rand:2 f32:1.5
; EXEC: -mcpu=sm_80 -O2 --knob enable-misched | barrier 1 32 buf:f32:32:zero buf:f32:32:rand:2 f32:1.5
; EXEC: -mcpu=sm_80 -O2 --knob enable-misched --knob misched-perturb-seed=9 | barrier 1 32 buf:f32:32:zero buf:f32:32:rand:2 f32:1.5

; OFF-LABEL: .entry sum8(
; OFF: ld.global.nc.f32
; OFF-NOT: mul.rn.f32
; OFF: ld.global.nc.f32 %f6,
; OFF: mul.rn.f32
; REG-LABEL: .entry sum8(
; REG: ld.global.nc.f32 %f1,
; REG-NEXT: ld.param.u64
; REG-NEXT: ld.global.nc.f32 %f2,
; REG-NEXT: mul.rn.f32 %f3, %f1, %f2;
; REG: ld.global.nc.f32 %f4,
; REG: ld.global.nc.f32 %f5,
; REG-NEXT: mul.rn.f32 %f6, %f4, %f5;
; REG-NEXT: add.rn.f32 %f7, %f3, %f6;
; ANY-LABEL: .entry sum8(
; ANY: st.global.f32

; OFF-LABEL: .entry hoist(
; OFF: st.shared.f32
; OFF: ld.global.f32
; ON-LABEL: .entry hoist(
; ON: ld.global.f32
; ON: st.shared.f32
; OFF-LABEL: .entry barrier(
; ON-LABEL: .entry barrier(
; ON: st.shared.f32
; ON-NEXT: bar.sync 0;
; ON-NOT: st.shared
; ON: ld.global.f32
; REG-LABEL: .entry barrier(
; REG: st.shared.f32
; REG-NEXT: bar.sync 0;
; REG: ld.global.f32
; ANY-LABEL: .entry barrier(
; ANY: st.shared.f32
; ANY: bar.sync 0;
; ANY: ld.global.f32

target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [64 x float] undef

define void @sum8(ptr addrspace(1) %out, ptr addrspace(1) noalias readonly %p0, ptr addrspace(1) noalias readonly %p1, ptr addrspace(1) noalias readonly %p2, ptr addrspace(1) noalias readonly %p3, ptr addrspace(1) noalias readonly %p4, ptr addrspace(1) noalias readonly %p5) {
  %a0 = load float, ptr addrspace(1) %p0
  %a1 = load float, ptr addrspace(1) %p1
  %a2 = load float, ptr addrspace(1) %p2
  %a3 = load float, ptr addrspace(1) %p3
  %a4 = load float, ptr addrspace(1) %p4
  %a5 = load float, ptr addrspace(1) %p5
  %m0 = fmul float %a0, %a1
  %m1 = fmul float %a2, %a3
  %m2 = fmul float %a4, %a5
  %s0 = fadd float %m0, %m1
  %s1 = fadd float %s0, %m2
  store float %s1, ptr addrspace(1) %out
  ret void
}

define void @hoist(ptr addrspace(1) %out, ptr addrspace(1) %in, float %v) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [64 x float], ptr addrspace(3) @sh, i32 0, i32 %tid
  store float %v, ptr addrspace(3) %ps
  %pg = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %x = load float, ptr addrspace(1) %pg
  %y = fadd float %x, %v
  %po = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %y, ptr addrspace(1) %po
  ret void
}

define void @barrier(ptr addrspace(1) %out, ptr addrspace(1) %in, float %v) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [64 x float], ptr addrspace(3) @sh, i32 0, i32 %tid
  store float %v, ptr addrspace(3) %ps
  call void @llvm.nvvm.barrier0()
  %pg = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %x = load float, ptr addrspace(1) %pg
  %y = fadd float %x, %v
  %po = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %y, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @sum8, !"kernel", i32 1}
!1 = !{ptr @hoist, !"kernel", i32 1}
!2 = !{ptr @barrier, !"kernel", i32 1}
