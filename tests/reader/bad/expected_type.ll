; ERROR: 3:12: expected a type, found 'blah'
define void @f() {
  %x = add blah %a, %b
  ret void
}
