; ERROR: 6:1: expected an instruction: the block does not end with a terminator
define void @f() {
  %x = add i32 1, 2
  ret void
  %y = add i32 1, 2
}
