; mma.sync shapes other than m8n8k4.f16 exist only as .row.col (refused at the declaration
; once something calls it; an unused one is dropped).
; ERROR: -mcpu=sm_80 | this form needs .row.col layouts
target triple = "nvptx64-nvidia-cuda"
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.row.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float)

define {float, float, float, float} @f(i32 %x, float %y) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.row.bf16(i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, float %y, float %y, float %y, float %y)
  ret {float, float, float, float} %r
}
