; ERROR: 2:16: ptr* is invalid: use ptr
@g = global ptr* null
