; ERROR: 3:3: extractvalue indices do not fit the aggregate's type
define void @f({ i32, i32 } %a) {
  %x = extractvalue { i32, i32 } %a, 2
  ret void
}
