; NVPTX address-space rules: casts go through the generic space, shared memory has no
; initial values, kernels cannot take pointers into local memory.
; EXPECT: in global @sh: shared (addrspace 3) variables cannot have an initial value other than undef or zero
; EXPECT: address_spaces.ll:12:3: error: in function @k, block %entry: instruction '%s = addrspacecast ptr addrspace(1) %p to ptr addrspace(3)': NVPTX casts only between the generic address space and another one, not from 1 to 3
; EXPECT: in function @k: kernel parameter 1 is a pointer into the local address space, which no launch can pass
@sh = addrspace(3) global i32 5
@ok = addrspace(3) global [4 x float] undef

define void @k(ptr addrspace(1) %p, ptr addrspace(5) %l) {
entry:
  %g = addrspacecast ptr addrspace(1) %p to ptr
  %s = addrspacecast ptr addrspace(1) %p to ptr addrspace(3)
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
