; llvm.nvvm.f2tf32.{rna,rn,rz}[.relu].satfinite: as the forms without .satfinite, but a
; result too large for tf32 (infinity included) is the largest finite tf32 of its sign and a
; NaN stays a NaN. .rna.satfinite needs sm_80 and PTX ISA 8.1; .rn / .rz with .satfinite need
; sm_100 and PTX ISA 8.6 (the .relu comes before .satfinite). Same inputs as
; tf32_rounding_intrinsics.ll.
; RUN: -mcpu=sm_100 | SM100
; EXEC: -mcpu=sm_100 | k 1 32 buf:i32:192:zero
; EXEC: -mcpu=sm_100 -O0 | k 1 32 buf:i32:192:zero
; ERROR: -mcpu=sm_90 | needs sm_100
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %step = mul i32 %t, 2457                  ; 0x999: walks the 13 dropped fraction bits
  %b0 = add i32 %step, 1067450368           ; 0x3FA00000 (1.25) and up
  %odd = and i32 %t, 1
  %sg = shl i32 %odd, 31
  %b1 = or i32 %b0, %sg
  %is1 = icmp eq i32 %t, 1
  %b2 = select i1 %is1, i32 2139095039, i32 %b1    ; 0x7F7FFFFF: the largest finite f32
  %is2 = icmp eq i32 %t, 2
  %b3 = select i1 %is2, i32 4286578688, i32 %b2    ; 0xFF800000: -infinity
  %is3 = icmp eq i32 %t, 3
  %b4 = select i1 %is3, i32 2143289345, i32 %b3    ; 0x7FC00001: a NaN
  %is4 = icmp eq i32 %t, 4
  %b = select i1 %is4, i32 1067454464, i32 %b4     ; 0x3FA01000: exactly half-way
  %x = bitcast i32 %b to float
  %r0 = call i32 @llvm.nvvm.f2tf32.rna.satfinite(float %x)
  %r1 = call i32 @llvm.nvvm.f2tf32.rn.satfinite(float %x)
  %r2 = call i32 @llvm.nvvm.f2tf32.rn.relu.satfinite(float %x)
  %r3 = call i32 @llvm.nvvm.f2tf32.rz.satfinite(float %x)
  %r4 = call i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float %x)
  %i = mul i32 %t, 6
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r0, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %r1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %r2, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %r3, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %p0, i32 4
  store i32 %r4, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %p0, i32 5
  store i32 %b, ptr addrspace(1) %p5
  ret void
}
; SM100-LABEL: .entry k(
; SM100-DAG: cvt.rna.satfinite.tf32.f32
; SM100-DAG: cvt.rn.satfinite.tf32.f32
; SM100-DAG: cvt.rn.relu.satfinite.tf32.f32
; SM100-DAG: cvt.rz.satfinite.tf32.f32
; SM100-DAG: cvt.rz.relu.satfinite.tf32.f32

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.f2tf32.rna.satfinite(float)
declare i32 @llvm.nvvm.f2tf32.rn.satfinite(float)
declare i32 @llvm.nvvm.f2tf32.rn.relu.satfinite(float)
declare i32 @llvm.nvvm.f2tf32.rz.satfinite(float)
declare i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float)
