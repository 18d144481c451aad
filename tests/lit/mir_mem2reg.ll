; nvptx_mem2reg (mir/nvptx_mem2reg.c, cicc's nvptx-mem2reg, knob nv-disable-mem2reg;
; issue 9). A struct passed by value to a call is stored to an alloca whose address goes
; to the call; the IR cannot promote it, and call lowering copies it to the .param
; argument with loads through that address. @byval_copies: both structs' fields go from
; the registers (a float constant stored is read back as its bits) straight to st.param;
; no depot is left. @kept: an i64 stored and read back as two u32 halves (other sizes), a
; volatile slot (selection prints .local accesses without .volatile; the IR's flag keeps
; it), and an address passed on as a pointer all stay in the depot (16 bytes). With
; nv-disable-mem2reg=1 every object stays. EXEC: ir and ptx engines agree both ways.
; RUN: -mcpu=sm_86 -O2 --verify-each | CHECK
; RUN: -mcpu=sm_86 -O2 --knob nv-disable-mem2reg=1 | OFF
; RUN: -mcpu=sm_86 -O2 --disable-nvptx_mem2reg | OFF
; EXEC: -mcpu=sm_86 -O2 | byval_copies 1 32 buf:f32:32:rand:1 buf:f32:32:zero
; EXEC: -mcpu=sm_86 -O2 --knob nv-disable-mem2reg=1 | byval_copies 1 32 buf:f32:32:rand:1 buf:f32:32:zero
; EXEC: -mcpu=sm_86 -O2 | kept 1 32 buf:i64:32:rand:2 buf:i32:32:zero
; EXEC: -mcpu=sm_86 -O3 | kept 1 32 buf:i64:32:rand:3 buf:i32:32:zero

; CHECK-LABEL: .entry byval_copies(
; CHECK-NOT: __local_depot
; CHECK-NOT: st.local
; CHECK: mov.b32 [[A:%r[0-9]+]], %f1;
; CHECK: st.param.u32 [param0], [[A]];
; CHECK: mov.u32 [[C:%r[0-9]+]], 1061158912;
; CHECK: st.param.u32 [param1+4], [[C]];
; CHECK-NOT: ld.u32
; CHECK: ret;
; OFF-LABEL: .entry byval_copies(
; OFF: .local .align 8 .b8 __local_depot{{[0-9]+}}[16];
; OFF: ld.u32
; OFF: ret;

; CHECK-LABEL: .entry kept(
; CHECK: .local .align 8 .b8 __local_depot{{[0-9]+}}[16];
; CHECK: st.local.u64
; CHECK: ld.u32
; CHECK: ld.u32
; CHECK: st.local.u32 [%SPL+8]
; CHECK: ld.local.u32 {{%r[0-9]+}}, [%SPL+8]
; CHECK: st.local.u32 [%SPL+12]
; CHECK: ret;
; OFF-LABEL: .entry kept(
; OFF: .local .align 8 .b8 __local_depot{{[0-9]+}}[16];

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { float, float }
%struct.Q = type { i32, i32 }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define internal float @cmul_re(ptr byval(%struct.P) align 4 %a, ptr byval(%struct.P) align 4 %b) #0 {
  %a1 = getelementptr %struct.P, ptr %a, i32 0, i32 1
  %b1 = getelementptr %struct.P, ptr %b, i32 0, i32 1
  %ar = load float, ptr %a, align 4
  %ai = load float, ptr %a1, align 4
  %br = load float, ptr %b, align 4
  %bi = load float, ptr %b1, align 4
  %x = fmul float %ar, %br
  %y = fmul float %ai, %bi
  %r = fsub float %x, %y
  ret float %r
}

define internal i32 @qsum(ptr byval(%struct.Q) align 4 %q) #0 {
  %q1 = getelementptr %struct.Q, ptr %q, i32 0, i32 1
  %a = load i32, ptr %q, align 4
  %b = load i32, ptr %q1, align 4
  %r = sub i32 %a, %b
  ret i32 %r
}

define internal i32 @peek(ptr %p) #0 {
  %v = load i32, ptr %p, align 4
  %w = mul i32 %v, 3
  ret i32 %w
}

; byval copies: promoted
define void @byval_copies(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = alloca %struct.P, align 8
  %pb = alloca %struct.P, align 8
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %t
  %x = load float, ptr addrspace(1) %pi, align 4
  %y = fadd float %x, 2.5
  %pa1 = getelementptr %struct.P, ptr %pa, i32 0, i32 1
  %pb1 = getelementptr %struct.P, ptr %pb, i32 0, i32 1
  store float %x, ptr %pa, align 8
  store float %y, ptr %pa1, align 4
  store float %y, ptr %pb, align 8
  store float 0.75, ptr %pb1, align 4
  %r = call float @cmul_re(ptr byval(%struct.P) align 4 %pa, ptr byval(%struct.P) align 4 %pb)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

; kept: the struct is stored as one i64 and read back as two i32 (other sizes); a
; volatile slot; an address passed on as a pointer
define void @kept(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = alloca %struct.Q, align 8
  %v = alloca i32, align 4
  %e = alloca i32, align 4
  %pi = getelementptr i64, ptr addrspace(1) %in, i32 %t
  %w = load i64, ptr addrspace(1) %pi, align 8
  store i64 %w, ptr %q, align 8
  %r1 = call i32 @qsum(ptr byval(%struct.Q) align 4 %q)
  store volatile i32 %r1, ptr %v, align 4
  %r2 = load volatile i32, ptr %v, align 4
  store i32 %r2, ptr %e, align 4
  %r3 = call i32 @peek(ptr %e)
  %r4 = add i32 %r3, %r1
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r4, ptr addrspace(1) %po, align 4
  ret void
}

attributes #0 = { noinline }

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @byval_copies, !"kernel", i32 1}
!1 = !{ptr @kept, !"kernel", i32 1}
