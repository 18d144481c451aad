; ERROR: 3:3: invalid ordering for an atomic load
define void @f(ptr %p) {
  %v = load atomic i32, ptr %p release, align 4
  ret void
}
