; ERROR: 3:3: 'ret void' in a function that returns a value
define i32 @f() {
  ret void
}
