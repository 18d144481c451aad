; The fourth component of the .v4 special registers (%tid.w, %ntid.w, %ctaid.w, %nctaid.w;
; issue 11, LLVM's intrinsic-old.ll): PTX ISA says it "is unused and always returns zero";
; nvcg reads it as LLVM does (mov.u32 from the register, which ptxas accepts) and both
; engines give 0. The cluster registers' .w components (sm_90) are in sreg_v4_w_cluster.ll.
; RUN: -mcpu=sm_75 | CHECK
; EXEC: -mcpu=sm_75 | k 2 32 buf:i32:320:const:7
; EXEC: -mcpu=sm_75 -O0 | k 2 32 buf:i32:320:const:7
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %tid.w;
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %ntid.w;
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %ctaid.w;
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %nctaid.w;
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %blk = mul i32 %cx, %nx
  %g = add i32 %blk, %tx
  %i = mul i32 %g, 5
  %tw = call i32 @llvm.nvvm.read.ptx.sreg.tid.w()
  %nw = call i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
  %cw = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.w()
  %ncw = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %tw, ptr addrspace(1) %p0
  %i1 = add i32 %i, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %i1
  store i32 %nw, ptr addrspace(1) %p1
  %i2 = add i32 %i, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %i2
  store i32 %cw, ptr addrspace(1) %p2
  %i3 = add i32 %i, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %i3
  store i32 %ncw, ptr addrspace(1) %p3
  %i4 = add i32 %i, 4
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %i4
  store i32 %g, ptr addrspace(1) %p4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
