; ERROR: 3:18: expected a pointer operand
define void @f(i32 %x) {
  %v = load i32, i32 %x
  ret void
}
