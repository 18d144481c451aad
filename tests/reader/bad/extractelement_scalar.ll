; ERROR: 3:3: extractelement needs a vector
define void @f(i32 %x) {
  %y = extractelement i32 %x, i32 0
  ret void
}
