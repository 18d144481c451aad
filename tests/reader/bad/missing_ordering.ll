; ERROR: 3:31: expected an atomic ordering, found ','
define void @f(ptr %p) {
  %v = load atomic i32, ptr %p, align 4
  ret void
}
