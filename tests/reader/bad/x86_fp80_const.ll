; ERROR: 2:20: x86_fp80 and ppc_fp128 constants are not supported
@g = global double 0xK3FFF8000000000000000
