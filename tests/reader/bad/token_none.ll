; ERROR: 3:13: the token type is not supported
define void @f() {
  %t = call token @g(token none)
  ret void
}
