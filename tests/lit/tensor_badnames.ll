; Matrix intrinsics whose names name no PTX form are refused where they are declared.
; ERROR: -mcpu=sm_80 | mma.m16n8k16 has no .s4 form
target triple = "nvptx64-nvidia-cuda"
declare {i32, i32, i32, i32} @llvm.nvvm.mma.m16n8k16.row.col.s4(i32, i32, i32, i32, i32, i32, i32, i32)
