; The performance monitoring counters %pm0-%pm3 (issue 11, LLVM's intrinsic-old.ll): read
; with mov.u32 as LLVM does, every read kept (they count: two reads are not merged, as two
; clock reads are not). Their values count events a profiler chooses, so neither engine runs
; them: both refuse, saying so.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_75 -O0 | CHECK
; REFUSED: -mcpu=sm_75 | ir k 1 32 buf:i32:32:zero | performance monitoring counters
; REFUSED: -mcpu=sm_75 | ptx k 1 32 buf:i32:32:zero | %pm0
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK: mov.u32 {{%r[0-9]+}}, %pm0;
; CHECK: mov.u32 {{%r[0-9]+}}, %pm0;
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %pm1;
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %pm2;
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %pm3;
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.pm0()
  %a2 = call i32 @llvm.nvvm.read.ptx.sreg.pm0()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.pm1()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.pm2()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.pm3()
  %s1 = sub i32 %a2, %a
  %s2 = add i32 %s1, %b
  %s3 = add i32 %s2, %c
  %s4 = add i32 %s3, %d
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tx
  store i32 %s4, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.pm0()
declare i32 @llvm.nvvm.read.ptx.sreg.pm1()
declare i32 @llvm.nvvm.read.ptx.sreg.pm2()
declare i32 @llvm.nvvm.read.ptx.sreg.pm3()
