; PTX rounds bf16 add and multiply to nearest even only: another llvm::RoundingMode value
; (0 = toward zero here) is an error naming the intrinsic, not a silently different result.
; ERROR: -mcpu=sm_90 | llvm.nvvm.fadd.bf16: rounding mode operand must be the constant 1
target triple = "nvptx64-nvidia-cuda"
define bfloat @f(bfloat %a, bfloat %b) {
  %r = call bfloat @llvm.nvvm.fadd.bf16(bfloat %a, bfloat %b, i32 0)
  ret bfloat %r
}
declare bfloat @llvm.nvvm.fadd.bf16(bfloat, bfloat, i32)
