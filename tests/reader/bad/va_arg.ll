; ERROR: 3:8: instruction 'va_arg' is not supported
define void @f(ptr %ap) {
  %x = va_arg ptr %ap, i32
  ret void
}
