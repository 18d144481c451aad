; A library module exporting an alias of one of its device functions.
target triple = "nvptx64-nvidia-cuda"
@dbl = alias i32 (i32), ptr @double
define i32 @double(i32 %x) {
  %y = shl i32 %x, 1
  ret i32 %y
}
