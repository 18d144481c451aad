; ERROR: 2:19: floating-point constant is not exactly representable as 'float'
@g = global float 0.1
