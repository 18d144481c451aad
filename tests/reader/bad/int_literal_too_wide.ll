; ERROR: 2:18: integer constant is wider than 128 bits
@g = global i128 999999999999999999999999999999999999999999
