; A jump-table switch whose index only becomes a constant during instruction selection
; (at -O0 nothing folds `add i32 3, 1` before the switch is lowered to a table) is a plain
; branch to the case's block: brx.idx takes its index in a register (the machine verifier
; refused the immediate under --verify-each), and a table lookup known at compile time is
; one `bra.uni`. Found by the random differential tester (randgen seed 5197, sm_90 -O3).
; RUN: -mcpu=sm_86 -O0 --verify-each | CHECK
; RUN: -mcpu=sm_75 -O2 --verify-each | CHECK
; EXEC: -mcpu=sm_75 -O0 | k 1 1 buf:i32:1:zero
; EXEC: -mcpu=sm_75 -O2 | k 1 1 buf:i32:1:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK-NOT: brx.idx
; CHECK: st.global.u32 {{.*}}, 14;
define void @k(ptr addrspace(1) %out) {
entry:
  %a = add i32 3, 1
  switch i32 %a, label %d [ i32 0, label %c0  i32 1, label %c1  i32 2, label %c2  i32 3, label %c3  i32 4, label %c4  i32 5, label %c5 ]
c0:
  store i32 10, ptr addrspace(1) %out
  ret void
c1:
  store i32 11, ptr addrspace(1) %out
  ret void
c2:
  store i32 12, ptr addrspace(1) %out
  ret void
c3:
  store i32 13, ptr addrspace(1) %out
  ret void
c4:
  store i32 14, ptr addrspace(1) %out
  ret void
c5:
  store i32 15, ptr addrspace(1) %out
  ret void
d:
  store i32 99, ptr addrspace(1) %out
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
