; ERROR: 3:12: value number is too large
define void @f() {
  br label %99999999999
}
