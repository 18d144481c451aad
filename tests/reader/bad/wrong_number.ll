; ERROR: 4:3: instruction expected to be numbered '%3' or greater
define i32 @f() {
  %2 = add i32 1, 2
  %1 = add i32 %2, 2
  ret i32 %1
}
