; cicc's redundant-move-elim (issue 9: "register-to-register moves isel leaves") is done in
; nvcg by three passes: MachineCSE's copy propagation (copy-prop-mcse: readers of an SSA
; COPY read its source), the coalescer (PHI copies and copy chains whose registers do not
; interfere share one register) and machine_copy_prop (a move of a value the register
; already holds; forwarding). @moves has freeze/bitcast chains, a loop-carried
; accumulator and a PHI that only carries its own value around the loop. With all of them
; on, no move between two 32-bit integer registers is left (the f32/b32 bitcasts
; `mov.b32 %f, %r` are real PTX); without the coalescer machine_copy_prop still removes
; half of them; with both off the PHI copies and the chain are back. The ir and ptx
; engines agree in each configuration.
; RUN: -mcpu=sm_86 -O2 --verify-each | ON
; RUN: -mcpu=sm_86 -O2 --disable-machine_copy_prop | ON
; RUN: -mcpu=sm_86 -O2 --disable-coalesce | COAL
; RUN: -mcpu=sm_86 -O2 --disable-coalesce --disable-machine_copy_prop | OFF
; EXEC: -mcpu=sm_86 -O2 | moves 1 32 buf:i32:32:rand:1 buf:i32:32:zero i32:7
; EXEC: -mcpu=sm_86 -O2 --disable-coalesce | moves 1 32 buf:i32:32:rand:1 buf:i32:32:zero i32:7
; EXEC: -mcpu=sm_86 -O2 --disable-coalesce --disable-machine_copy_prop | moves 1 32 buf:i32:32:rand:1 buf:i32:32:zero i32:7
; EXEC: -mcpu=sm_86 -O2 | moves 1 32 buf:i32:32:rand:2 buf:i32:32:zero i32:1

; ON-LABEL: .entry moves(
; ON-NOT: mov.u32 {{%r[0-9]+}}, {{%r[0-9]+}};
; ON: ret;
; COAL-LABEL: .entry moves(
; COAL-COUNT-2: mov.u32 {{%r[0-9]+}}, {{%r[0-9]+}};
; COAL-NOT: mov.u32 {{%r[0-9]+}}, {{%r[0-9]+}};
; COAL: ret;
; OFF-LABEL: .entry moves(
; OFF-COUNT-4: mov.u32 {{%r[0-9]+}}, {{%r[0-9]+}};
; OFF: ret;

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @moves(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %w = load i32, ptr addrspace(1) %pi, align 4
  %f = bitcast i32 %w to float
  %fr = freeze float %f
  %g = fadd float %fr, 1.0
  %gi = bitcast float %g to i32
  %gz = freeze i32 %gi
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ %gz, %entry ], [ %acc2, %loop ]
  %keep = phi i32 [ %w, %entry ], [ %keep, %loop ]
  %acc1 = xor i32 %acc, %keep
  %acc2 = mul i32 %acc1, 5
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %acc2, ptr addrspace(1) %po, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @moves, !"kernel", i32 1}
