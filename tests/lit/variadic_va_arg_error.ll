; va_arg of a type without a size (an opaque struct) cannot advance the va_list: the
; reader refuses it at its position.
; ERROR: -mcpu=sm_75 | 7:3: error: va_arg needs a sized type
target triple = "nvptx64-nvidia-cuda"
%opaque = type opaque
define void @f(ptr %ap) {
  %v = va_arg ptr %ap, %opaque
  ret void
}
