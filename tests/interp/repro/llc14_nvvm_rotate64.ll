; llc-14 lowers llvm.nvvm.rotate.b64 to two shf.l.wrap.b32 on the 32-bit halves, which
; rotates by the amount modulo 32. LLVM defines the intrinsic as fshl(x, x, n) (modulo 64;
; later LLVMs auto-upgrade it to exactly that), which the ir engine computes.
;   llc-14 -march=nvptx64 -mcpu=sm_75 -mattr=+ptx75 llc14_nvvm_rotate64.ll -o r.ptx
;   nvcgrun --engine=ir  llc14_nvvm_rotate64.ll --kernel k --grid 1 --block 1 --dump buf:i64:1:zero i64:0x8000000000000003 i32:37
;   nvcgrun --engine=ptx r.ptx                  --kernel k --grid 1 --block 1 --dump buf:i64:1:zero i64:0x8000000000000003 i32:37
; rotl(0x8000000000000003, 37) = 0x0000007000000000 (ir); llc's PTX gives 0x70 (rotl by 5).
target triple = "nvptx64-nvidia-cuda"
define void @k(i64 addrspace(1)* %o, i64 %x, i32 %s) {
  %r = call i64 @llvm.nvvm.rotate.b64(i64 %x, i32 %s)
  store i64 %r, i64 addrspace(1)* %o
  ret void
}
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i64, i32)* @k, !"kernel", i32 1}
