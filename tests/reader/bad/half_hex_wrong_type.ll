; ERROR: 2:19: 0xH constants are only valid for half
@g = global float 0xH3C00
