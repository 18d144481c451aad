; ERROR: 2:14: unknown intrinsic '@llvm.nvvm.no.such.thing'
declare void @llvm.nvvm.no.such.thing(i32)
