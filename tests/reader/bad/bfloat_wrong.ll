; ERROR: 2:18: 0xR constants are only valid for bfloat
@g = global half 0xR3F80
