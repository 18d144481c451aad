; ERROR: 6:16: '%x' is used here as 'i32' but defined later as 'float'
define i32 @f() {
entry:
  br label %b
b:
  %y = add i32 %x, 1
  %x = fadd float 1.0, 2.0
  ret i32 %y
}
