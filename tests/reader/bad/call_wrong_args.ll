; ERROR: 4:3: call argument 1 has the wrong type
declare void @g(i32)
define void @f() {
  call void (i32) @g(i64 1)
  ret void
}
