; ERROR: 2:18: use of undefined attribute group #18446744073709551615
define void @f() #99999999999999999999 {
  ret void
}
