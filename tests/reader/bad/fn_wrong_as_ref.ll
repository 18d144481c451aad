; ERROR: 6:30: '@f' has type 'ptr' but 'ptr addrspace(1)' is expected here
@g = global ptr @f
define i32 @f() {
  ret i32 0
}
@h = global ptr addrspace(1) @f
