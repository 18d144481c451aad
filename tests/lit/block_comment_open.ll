; A block comment left open is an error at its start (the reader does not read past it).
; ERROR: -mcpu=sm_80 | 5:3: error: unterminated /* comment
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  /* never closed
  ret void
}
