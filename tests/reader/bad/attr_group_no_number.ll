; ERROR: 2:18: expected an attribute group number after '#'
define void @f() # {
  ret void
}
