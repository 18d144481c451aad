; ERROR: 2:30: '@g' is used here as 'ptr addrspace(1)' but defined later as 'ptr'
@p = global ptr addrspace(1) @g
@g = global i32 0
