; ERROR: 2:20: a hexadecimal constant takes no sign
@g = global double -0x3FF0000000000000
