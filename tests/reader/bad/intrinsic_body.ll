; ERROR: 2:12: intrinsic '@llvm.nvvm.read.ptx.sreg.tid.x' cannot have a body
define i32 @llvm.nvvm.read.ptx.sreg.tid.x() {
  ret i32 0
}
