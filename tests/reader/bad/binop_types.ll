; ERROR: 3:20: '%y' has type 'i64' but 'i32' is expected here
define void @f(i32 %x, i64 %y) {
  %z = add i32 %x, %y
  ret void
}
