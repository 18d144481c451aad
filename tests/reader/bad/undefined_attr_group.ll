; ERROR: 2:18: use of undefined attribute group #3
define void @f() #3 {
  ret void
}
