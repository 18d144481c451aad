; ERROR: 3:16: use of undefined value '%b'
define i32 @f() {
  %a = add i32 %b, 1
  ret i32 %a
}
