; Addresses in global initializers at offsets that are not a multiple of 8 (packed structs)
; or narrower than a pointer (ptrtoint to i32): PTX ISA 7.1's mask operator, one byte of the
; address each (0xFF00(sym) for byte 1), in a .u8 array, as LLVM writes them; the module's
; .version is raised to 7.1 for it. Before PTX ISA 7.1 (a fixed older version) a located
; error. The narrow ptrtoint used to be written as a whole .u64 word, which dropped the field
; after it (305419896 here). The kernel dereferences the misaligned pointers and compares the
; truncated address with the address computed at run time, on both engines.
; RUN: -mcpu=sm_80 | CHECK
; ERROR: -mcpu=sm_80 -mattr=+ptx70 | the initializer of global 's1' holds an address at an offset that is not a multiple of 8 (or only part of one), which PTX writes with the mask operator of PTX ISA 7.1, but PTX 7.0 was requested
; EXEC: -mcpu=sm_80 | k 1 1 buf:i32:8:zero
; EXEC: -mcpu=sm_80 -O0 | k 1 1 buf:i32:8:zero
target triple = "nvptx64-nvidia-cuda"

@p = addrspace(1) global i32 1234
@q = addrspace(1) global [4 x i8] c"\01\02\03\04"
@g = addrspace(1) global i32 0

; CHECK: .version 7.1
; CHECK: .global .align 1 .u8 s1[19] = {12, 0, 0xFF(generic(p)), 0xFF00(generic(p)), 0xFF0000(generic(p)), 0xFF000000(generic(p)), 0xFF00000000(generic(p)), 0xFF0000000000(generic(p)), 0xFF000000000000(generic(p)), 0xFF00000000000000(generic(p)), 34, 0xFF(generic(q)+3), 0xFF00(generic(q)+3), 0xFF0000(generic(q)+3), 0xFF000000(generic(q)+3), 0xFF00000000(generic(q)+3), 0xFF0000000000(generic(q)+3), 0xFF000000000000(generic(q)+3), 0xFF00000000000000(generic(q)+3)};
@s1 = addrspace(1) global <{ i16, ptr, i8, ptr }> <{ i16 12, ptr addrspacecast (ptr addrspace(1) @p to ptr), i8 34, ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @q, i32 3) to ptr) }>, align 1
; CHECK: .global .align 4 .u8 s6[8] = {0xFF(g), 0xFF00(g), 0xFF0000(g), 0xFF000000(g), 120, 86, 52, 18};
@s6 = addrspace(1) global { i32, i32 } { i32 ptrtoint (ptr addrspace(1) @g to i32), i32 305419896 }

define ptx_kernel void @k(ptr addrspace(1) %out) {
  ; s1's pointers, at byte offsets 2 and 11
  %f1 = getelementptr i8, ptr addrspace(1) @s1, i64 2
  %a = load ptr, ptr addrspace(1) %f1, align 1
  %va = load i32, ptr %a
  store i32 %va, ptr addrspace(1) %out
  %f3 = getelementptr i8, ptr addrspace(1) @s1, i64 11
  %b = load ptr, ptr addrspace(1) %f3, align 1
  %vb = load i8, ptr %b
  %vbz = zext i8 %vb to i32
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %vbz, ptr addrspace(1) %o1
  %f2 = getelementptr i8, ptr addrspace(1) @s1, i64 10
  %c = load i8, ptr addrspace(1) %f2
  %cz = zext i8 %c to i32
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %cz, ptr addrspace(1) %o2
  ; s6: the truncated address equals the address's low word; the field after it survives
  %lo = load i32, ptr addrspace(1) @s6
  %gi = ptrtoint ptr addrspace(1) @g to i64
  %gl = trunc i64 %gi to i32
  %same = icmp eq i32 %lo, %gl
  %sz = zext i1 %same to i32
  %o3 = getelementptr i32, ptr addrspace(1) %out, i64 3
  store i32 %sz, ptr addrspace(1) %o3
  %h = getelementptr i32, ptr addrspace(1) @s6, i64 1
  %hv = load i32, ptr addrspace(1) %h
  %o4 = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %hv, ptr addrspace(1) %o4
  ret void
}
