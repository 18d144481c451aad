; llvm.nvvm.f2tf32.{rna,rn,rz}[.relu]: f32 to tf32 (the f32 layout, 13 low fraction bits 0)
; in a rounding mode; .relu turns a negative result (not a NaN) into +0. .rna is sm_80's
; cvt.rna.tf32.f32; .rn and .rz, with or without .relu, need sm_90 and PTX ISA 7.8. The
; inputs round differently in the three modes (low fraction bits above, below and at the
; half-way point), and include the largest finite f32 (.rn rounds it to infinity, .rz
; does not), -infinity and a NaN; odd threads negate theirs.
; RUN: -mcpu=sm_90 | SM90
; EXEC: -mcpu=sm_90 | k 1 32 buf:i32:192:zero
; EXEC: -mcpu=sm_90 -O0 | k 1 32 buf:i32:192:zero
; ERROR: -mcpu=sm_80 | needs sm_90
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
  %r0 = call i32 @llvm.nvvm.f2tf32.rna(float %x)
  %r1 = call i32 @llvm.nvvm.f2tf32.rn(float %x)
  %r2 = call i32 @llvm.nvvm.f2tf32.rn.relu(float %x)
  %r3 = call i32 @llvm.nvvm.f2tf32.rz(float %x)
  %r4 = call i32 @llvm.nvvm.f2tf32.rz.relu(float %x)
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
; SM90-LABEL: .entry k(
; SM90-DAG: cvt.rna.tf32.f32
; SM90-DAG: cvt.rn.tf32.f32
; SM90-DAG: cvt.rn.relu.tf32.f32
; SM90-DAG: cvt.rz.tf32.f32
; SM90-DAG: cvt.rz.relu.tf32.f32

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.f2tf32.rna(float)
declare i32 @llvm.nvvm.f2tf32.rn(float)
declare i32 @llvm.nvvm.f2tf32.rn.relu(float)
declare i32 @llvm.nvvm.f2tf32.rz(float)
declare i32 @llvm.nvvm.f2tf32.rz.relu(float)
