; ERROR: 2:13: integer type i129 is not supported (widths 1 to 128 are)
@g = global i129 0
