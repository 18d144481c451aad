; sepconst's no-wrap rule (opt/sepconst.c nv_sco_no_wrap) reads known bits: the tile
; index i0 = (tid.y + 1) * (4 ntid.x + 2) + 4 tid.x is below 2^23 by the PTX ISA's bounds
; on %tid and %ntid (nv_opt_known_bits follows adds and muls), so i0 + 1 and i0 + 2 cannot
; wrap, though clang wrote them without flags, and sepconst takes the constants out of
; the sign-extended indices of t[i0], t[i0 + 1] and t[i0 + 2] (each thread reads only what
; it stored): the accesses share one base, [%rd], [%rd+4], [%rd+8], as in libNVVM's PTX.
; With --disable-sepconst each has its own address.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-sepconst | OFF
; EXEC: -mcpu=sm_80 -O2 | tile 2 16,4 buf:f32:64:rand:5 buf:f32:200:zero

; CHECK-LABEL: .entry tile(
; CHECK: ld.shared.f32 %f{{[0-9]+}}, [%rd[[B:[0-9]+]]];
; CHECK: ld.shared.f32 %f{{[0-9]+}}, [%rd[[B]]+4];
; CHECK: ld.shared.f32 %f{{[0-9]+}}, [%rd[[B]]+8];

; OFF-LABEL: .entry tile(
; OFF-NOT: ld.shared.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}+4];
; OFF: ret;

target triple = "nvptx64-nvidia-cuda"

@t = internal addrspace(3) global [1100 x float] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

define void @tile(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ty1 = add i32 %ty, 1
  %nx4 = mul i32 %nx, 4
  %w = add i32 %nx4, 2
  %row = mul i32 %ty1, %w
  %tx4 = mul i32 %tx, 4
  %i0 = add i32 %row, %tx4
  %i = add i32 %i0, 1
  %base = mul i32 %bx, %nx
  %g = add i32 %base, %tx
  %g64 = zext i32 %g to i64
  %gp = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g64
  %v = load float, ptr addrspace(1) %gp, align 4
  %i64 = sext i32 %i to i64
  %tp = getelementptr inbounds [1100 x float], ptr addrspace(3) @t, i64 0, i64 %i64
  store float %v, ptr addrspace(3) %tp, align 4
  %iz64 = sext i32 %i0 to i64
  %tz = getelementptr inbounds [1100 x float], ptr addrspace(3) @t, i64 0, i64 %iz64
  store float %v, ptr addrspace(3) %tz, align 4
  %i2 = add i32 %i0, 2
  %i264 = sext i32 %i2 to i64
  %t2 = getelementptr inbounds [1100 x float], ptr addrspace(3) @t, i64 0, i64 %i264
  store float 1.0, ptr addrspace(3) %t2, align 4
  call void @llvm.nvvm.barrier0()
  %a = load float, ptr addrspace(3) %tz, align 4
  %b = load float, ptr addrspace(3) %tp, align 4
  %c = load float, ptr addrspace(3) %t2, align 4
  %s0 = fadd float %a, %b
  %s = fadd float %s0, %c
  %ty32 = mul i32 %ty, 16
  %o = add i32 %ty32, %g
  %o64 = zext i32 %o to i64
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o64
  store float %s, ptr addrspace(1) %op, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @tile, !"kernel", i32 1}
