; ERROR: 3:13: use of undefined value '@nowhere'
define void @f() {
  call void @nowhere()
  ret void
}
