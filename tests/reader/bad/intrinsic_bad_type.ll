; ERROR: 2:13: intrinsic '@llvm.nvvm.read.ptx.sreg.tid.x' is declared as 'i64 ()' but its signature is 'i32 ()'
declare i64 @llvm.nvvm.read.ptx.sreg.tid.x()
; used: an unused mistyped declaration is dropped, as LLVM checks intrinsic types at calls
define i64 @f() {
  %t = call i64 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i64 %t
}
