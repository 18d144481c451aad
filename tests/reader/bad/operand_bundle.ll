; ERROR: 4:18: operand bundles are not supported
declare void @g()
define void @f() {
  call void @g() [ "deopt"(i32 0) ]
  ret void
}
