; ERROR: 2:24: address space 16777216 is out of range
@g = addrspace(16777216) global i32 0
