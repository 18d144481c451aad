; ERROR: 3:3: instruction expected to be numbered '%1'
define i32 @f() {
  %2 = add i32 1, 2
  ret i32 %2
}
