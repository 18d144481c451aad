; ERROR: 3:16: '%x' has type 'float' but 'i32' is expected here
define i32 @f(float %x) {
  %a = add i32 %x, 1
  ret i32 %a
}
