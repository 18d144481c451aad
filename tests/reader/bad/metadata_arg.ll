; ERROR: 4:16: metadata arguments are only supported in calls to dropped debug intrinsics
declare void @g(i32)
define void @f() {
  call void @g(metadata !0)
  ret void
}
!0 = !{}
