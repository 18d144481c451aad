; ERROR: 3:17: expected a pointer operand
define void @f(i32 %x) {
  store i32 %x, i32 %x
  ret void
}
