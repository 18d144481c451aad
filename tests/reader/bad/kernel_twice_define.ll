; ERROR: 5:13: redefinition of '@f'
define void @f() {
  ret void
}
define void @f() {
  ret void
}
