; ERROR: 3:60: a constant is expected here, not a local value
define void @f(<2 x i32> %a, <2 x i32> %m) {
  %x = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> %m
  ret void
}
