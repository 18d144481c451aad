; ERROR: 4:1: expected an instruction: the block does not end with a terminator
define void @f() {
  ret void
