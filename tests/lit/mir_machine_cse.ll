; MachineCSE (mir/machine_cse.c): selection materialises the shared array's address in
; every block that uses it; the dominating one is kept and the others' readers use it.
; rp-aware-mcse undoes a CSE that raises the function's peak pressure (what occupancy
; depends on) past the target: even with the target at 0 (nv-remat-default-max-reg=0)
; this one stays, since the longer-lived address does not cross the peak (the entry
; block's). With verify-update-mcse every incremental MRPA update is checked against a
; full recomputation.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --knob verify-update-mcse=1 | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-machine_cse | OFF
; (nvptx-remat-block is off there: under that target it recomputes the address in the
; other block, which is its job, not MachineCSE's.)
; RUN: -mcpu=sm_80 -O2 --knob nv-remat-default-max-reg=0 --knob verify-update-mcse=1 --disable-remat_block | CHECK
; EXEC: -mcpu=sm_80 -O2 | mcse 1 64 buf:f32:64:zero i32:40
; EXEC: -mcpu=sm_80 -O2 --knob nv-remat-default-max-reg=0 | mcse 1 64 buf:f32:64:zero i32:40
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [65 x float] undef

define void @mcse(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr [65 x float], ptr addrspace(3) @tile, i32 0, i32 %t
  %tf = uitofp i32 %t to float
  store float %tf, ptr addrspace(3) %p
  call void @llvm.nvvm.barrier0()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %a, label %b
a:
  ; t ^ 1 (a neighbour, in bounds): with t + 1, sepconst would share the entry block's
  ; address and there would be no second materialisation for MachineCSE to remove
  %t1 = xor i32 %t, 1
  %q = getelementptr [65 x float], ptr addrspace(3) @tile, i32 0, i32 %t1
  %v = load float, ptr addrspace(3) %q
  br label %join
b:
  %v2 = fmul float %tf, 2.0
  br label %join
join:
  %r = phi float [ %v, %a ], [ %v2, %b ]
  %o = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @mcse, !"kernel", i32 1}

; CHECK-LABEL: .entry mcse(
; CHECK: mov.u64 {{%rd[0-9]+}}, tile;
; CHECK-NOT: mov.u64 {{%rd[0-9]+}}, tile;
; CHECK: ret;
; OFF-LABEL: .entry mcse(
; OFF: mov.u64 {{%rd[0-9]+}}, tile;
; OFF: mov.u64 {{%rd[0-9]+}}, tile;
