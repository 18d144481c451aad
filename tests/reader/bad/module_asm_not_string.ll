; ERROR: 2:12: expected a string, found integer
module asm 42
