; ERROR: 2:13: type 'x86_fp80' is not supported
@g = global x86_fp80 0xK3FFF8000000000000000
