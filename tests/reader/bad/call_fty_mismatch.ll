; ERROR: 4:3: call's function type differs from the callee @g's type
declare void @g(i32)
define void @f() {
  call void @g(i64 1)
  ret void
}
