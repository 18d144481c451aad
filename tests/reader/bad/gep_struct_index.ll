; ERROR: 4:3: struct index 1 of getelementptr must be a constant i32
%S = type { i32, i32 }
define void @f(ptr %p, i32 %i) {
  %q = getelementptr %S, ptr %p, i64 0, i32 %i
  ret void
}
