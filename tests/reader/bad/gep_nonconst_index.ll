; ERROR: 4:67: a constant is expected here, not a local value
@g = global [2 x i32] zeroinitializer
define void @f(i64 %i) {
  %p = load i32, ptr getelementptr ([2 x i32], ptr @g, i64 0, i64 %i)
  ret void
}
