; ERROR: 3:26: alignment 4294967296 is too large
define void @f() {
  %a = alloca i32, align 4294967296
  ret void
}
