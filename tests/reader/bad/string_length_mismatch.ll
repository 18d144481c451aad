; ERROR: 2:22: a string constant of 3 bytes is invalid for type '[4 x i8]'
@g = global [4 x i8] c"abc"
