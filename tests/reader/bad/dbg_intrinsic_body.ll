; ERROR: 2:13: intrinsic '@llvm.dbg.value' cannot have a body
define void @llvm.dbg.value(metadata %a) {
  ret void
}
