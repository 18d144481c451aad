; ERROR: 3:12: use of undefined value '%7'
define void @f() {
  br label %7
}
