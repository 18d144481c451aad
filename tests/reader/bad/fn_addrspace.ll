; ERROR: 2:31: functions in address space 1 are not supported
define void @f() addrspace(1) {
  ret void
}
