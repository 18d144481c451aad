; ERROR: 3:36: invalid cast: bitcast from 'ptr' to 'ptr addrspace(1)'
@g = global i32 0
@p = global ptr bitcast (ptr @g to ptr addrspace(1))
