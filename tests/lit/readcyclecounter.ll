; llvm.readcyclecounter is LLVM's target-independent cycle counter; on NVPTX it reads
; %clock64, and like that read it has a side effect: two reads are never merged.
; RUN: -mcpu=sm_80 | CLK
; RUN: -mcpu=sm_80 -O0 | CLK
; CLK-LABEL: .entry k(
; CLK: %clock64;
; CLK: %clock64;
; CLK: sub.s64
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = call i64 @llvm.readcyclecounter()
  %b = call i64 @llvm.readcyclecounter()
  %d = sub i64 %b, %a
  store i64 %d, ptr addrspace(1) %out
  ret void
}
declare i64 @llvm.readcyclecounter()
