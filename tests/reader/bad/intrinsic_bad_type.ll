; ERROR: 2:13: intrinsic '@llvm.nvvm.read.ptx.sreg.tid.x' is declared as 'i64 ()' but its signature is 'i32 ()'
declare i64 @llvm.nvvm.read.ptx.sreg.tid.x()
