; ERROR: 3:1: redefinition of '@f'
declare void @f()
@f = global i32 0
