; setmaxnreg's register count: an immediate from 24 to 256 in steps of 8.
; ERROR: -mcpu=sm_90a | 'setmaxnreg.inc.sync.aligned.u32' takes a register count from 24 to 256 in steps of 8, not 100
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)

define void @f() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 100)
  ret void
}
