; ERROR: 3:3: invalid cmpxchg orderings
define void @f(ptr %p) {
  %v = cmpxchg ptr %p, i32 0, i32 1 seq_cst release
  ret void
}
