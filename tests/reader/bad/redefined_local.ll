; ERROR: 3:3: redefinition of '%a'
define i32 @f(i32 %a) {
  %a = add i32 1, 2
  ret i32 %a
}
