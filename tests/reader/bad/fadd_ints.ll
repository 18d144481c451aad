; ERROR: 3:3: 'fadd' needs floating-point operands
define void @f(i32 %x) {
  %z = fadd i32 %x, %x
  ret void
}
