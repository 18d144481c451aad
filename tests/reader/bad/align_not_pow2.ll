; ERROR: 3:26: alignment is not a power of two
define void @f() {
  %a = alloca i32, align 3
  ret void
}
