; ERROR: 3:50: shufflevector mask element 1 is out of range
define void @f(<2 x i32> %a) {
  %x = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> <i32 0, i32 4>
  ret void
}
