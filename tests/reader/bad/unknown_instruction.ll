; ERROR: 3:3: expected an instruction, found 'frobnicate'
define void @f() {
  frobnicate i32 1
  ret void
}
