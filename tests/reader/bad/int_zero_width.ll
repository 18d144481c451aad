; ERROR: 2:13: integer type i0 is not supported (widths 1 to 128 are)
@g = global i0 0
