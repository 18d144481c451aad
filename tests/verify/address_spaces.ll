; NVPTX address-space rules: kernels cannot take pointers into local memory (an error);
; casts go through the generic space (3 <-> 7, shared::cta inside shared::cluster, without
; a warning) and shared memory has no initial values (valid IR that code generation refuses
; or makes meaningless: warnings, each given once although the module is verified twice).
; EXPECT: warning: in global @sh: PTX cannot give shared (addrspace 3) variables an initial value other than undef or zero; code generation will reject this one
; EXPECT: address_spaces.ll:14:3: warning: in function @k, block %entry: instruction '%s = addrspacecast ptr addrspace(1) %p to ptr addrspace(3)': NVPTX casts only between the generic address space and another one, not from 1 to 3; code generation goes through generic, which gives a pointer into no object
; EXPECT: in function @k: kernel parameter 1 is a pointer into the local address space, which no launch can pass
@sh = addrspace(3) global i32 5
@ok = addrspace(3) global [4 x float] undef

define void @k(ptr addrspace(1) %p, ptr addrspace(5) %l) {
entry:
  %g = addrspacecast ptr addrspace(1) %p to ptr
  %s = addrspacecast ptr addrspace(1) %p to ptr addrspace(3)
  %c = addrspacecast ptr addrspace(3) %s to ptr addrspace(7)
  %t = addrspacecast ptr addrspace(7) %c to ptr addrspace(3)
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
