; ERROR: 4:3: va_arg needs a sized type
%opaque = type opaque
define void @f(ptr %ap) {
  %x = va_arg ptr %ap, %opaque
  ret void
}
