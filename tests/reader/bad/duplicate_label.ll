; ERROR: 5:1: redefinition of '%entry'
define void @f() {
entry:
  br label %entry
entry:
  ret void
}
