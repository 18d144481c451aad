; ERROR: 3:7: the returned value has type 'float' but 'i32' is expected here
define i32 @f() {
  ret float 1.0
}
