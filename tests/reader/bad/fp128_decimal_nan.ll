; ERROR: 2:18: floating-point constant is not exactly representable as 'half'
@g = global half 0x7FF0000000000001
