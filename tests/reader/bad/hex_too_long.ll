; ERROR: 2:20: too many hexadecimal digits
@g = global double 0x12345678901234567
