; ERROR: 3:3: invalid cast: trunc from i32 to i64
define void @f(i32 %x) {
  %y = trunc i32 %x to i64
  ret void
}
