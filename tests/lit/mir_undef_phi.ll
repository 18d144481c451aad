; An undefined PHI input (mir/phi_elim.c) gets no copy, and a register whose only
; definition is undef but that is still read gets a real one (mov 0): no instruction reads
; a register nothing wrote (issue 9 showed `// implicit-def: %f13` then
; `mov.f32 %f14, %f13`).
; RUN: -mcpu=sm_80 -O0 | CHECK
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O0 | undefphi 1 1 buf:i32:2:zero i32:5
; EXEC: -mcpu=sm_80 -O2 | undefphi 1 1 buf:i32:2:zero i32:7
target triple = "nvptx64-nvidia-cuda"

define void @undefphi(ptr addrspace(1) %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %a, label %join
a:
  %x = mul i32 %n, 3
  br label %join
join:
  %v = phi i32 [ %x, %a ], [ undef, %entry ]
  %w = phi float [ undef, %a ], [ undef, %entry ]
  store i32 %v, ptr addrspace(1) %out
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  %wc = fcmp olt float %w, %w
  %wi = zext i1 %wc to i32
  store i32 %wi, ptr addrspace(1) %o1
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @undefphi, !"kernel", i32 1}

; CHECK-LABEL: .entry undefphi(
; CHECK-NOT: implicit-def
; CHECK: ret;
