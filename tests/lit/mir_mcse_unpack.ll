; machine_cse (mir/machine_cse.c) shares the unpacking move of a half2: selection unpacks
; the product once per element read (mov.b32 {%h, %h}, %hh for x and again for y); the
; second unpack gives way to the first, whose two results serve both reads. With
; --disable-machine_cse both unpacks stay. EXEC compares the ir and ptx engines.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-machine_cse | OFF
; EXEC: -mcpu=sm_80 -O2 | h2sum 1 32 buf:i32:32:rand:9 buf:i32:32:rand:10 buf:f32:32:zero

; CHECK-LABEL: .entry h2sum(
; CHECK: mul.rn.f16x2 %hh[[P:[0-9]+]],
; CHECK: mov.b32 {%h{{[0-9]+}}, %h{{[0-9]+}}}, %hh[[P]];
; CHECK-NOT: mov.b32 {%h{{[0-9]+}}, %h{{[0-9]+}}}, %hh[[P]];
; CHECK: ret;

; OFF-LABEL: .entry h2sum(
; OFF: mov.b32 {%h{{[0-9]+}}, %h{{[0-9]+}}}, %hh[[P:[0-9]+]];
; OFF: mov.b32 {%h{{[0-9]+}}, %h{{[0-9]+}}}, %hh[[P]];

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @h2sum(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pa = getelementptr inbounds <2 x half>, ptr addrspace(1) %a, i64 %t64
  %pb = getelementptr inbounds <2 x half>, ptr addrspace(1) %b, i64 %t64
  %x = load <2 x half>, ptr addrspace(1) %pa, align 4
  %y = load <2 x half>, ptr addrspace(1) %pb, align 4
  %m = fmul <2 x half> %x, %y
  %m0 = extractelement <2 x half> %m, i32 0
  %m1 = extractelement <2 x half> %m, i32 1
  %f0 = fpext half %m0 to float
  %f1 = fpext half %m1 to float
  %s = fadd float %f0, %f1
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %s, ptr addrspace(1) %po, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @h2sum, !"kernel", i32 1}
