; ERROR: 3:12: unexpected character
define void @f() {
  ret void ~
}
