; ERROR: 2:13: integer type i18446744073709551615 is not supported (widths 1 to 128 are)
@g = global i99999999999999999999 0
