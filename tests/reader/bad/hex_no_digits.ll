; ERROR: 2:20: expected hexadecimal digits
@g = global double 0x
