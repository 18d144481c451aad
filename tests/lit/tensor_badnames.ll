; Matrix intrinsics whose names name no PTX form are refused at their declaration once
; something calls them (an unused one is dropped, as LLVM keeps it a plain declaration:
; intrinsic_decl_noform.ll).
; ERROR: -mcpu=sm_80 | mma.m16n8k16 has no .s4 form
target triple = "nvptx64-nvidia-cuda"
declare {i32, i32, i32, i32} @llvm.nvvm.mma.m16n8k16.row.col.s4(i32, i32, i32, i32, i32, i32, i32, i32)

define {i32, i32, i32, i32} @f(i32 %x) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.mma.m16n8k16.row.col.s4(i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x)
  ret {i32, i32, i32, i32} %r
}
