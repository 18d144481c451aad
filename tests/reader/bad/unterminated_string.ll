; ERROR: 2:17: end of input inside a string constant
target triple = "nvptx64
