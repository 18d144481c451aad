; llc-14 miscompiles a 64-bit rotate whose amount is masked: the DAG combiner drops the
; `and s, 63` (a rotate amount is taken modulo the width), and NVPTX's 64-bit rotate
; expansion shifts by the raw amount (PTX shl/shr clamp at 64).
;   llc-14 -march=nvptx64 -mcpu=sm_75 -mattr=+ptx75 llc14_rotate64_amount.ll -o r.ptx
;   nvcgrun --engine=ir  llc14_rotate64_amount.ll --kernel k --grid 1 --block 1 --dump buf:i64:1:zero i64:1 i64:70
;   nvcgrun --engine=ptx r.ptx                    --kernel k --grid 1 --block 1 --dump buf:i64:1:zero i64:1 i64:70
; LangRef: fshl(1, 1, 70 & 63 = 6) = 64 (the ir engine); llc's PTX gives 0.
target triple = "nvptx64-nvidia-cuda"
define void @k(i64 addrspace(1)* %o, i64 %x, i64 %s) {
  %m = and i64 %s, 63
  %r = call i64 @llvm.fshl.i64(i64 %x, i64 %x, i64 %m)
  store i64 %r, i64 addrspace(1)* %o
  ret void
}
declare i64 @llvm.fshl.i64(i64, i64, i64)
!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i64, i64)* @k, !"kernel", i32 1}
