; Constant-expression initialisers in global arrays: ptrtoint(@g) + 4 and - 4 (an address
; with an addend), inttoptr (i64 16) (a number), a generic address with a gep offset. The
; kernel reads each back through the table; both engines must agree.
; RUN: -mcpu=sm_80 | CHECK
; EXEC: -mcpu=sm_80 | k 1 1 buf:i64:8:zero
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
; CHECK: .global .align 8 .u64 p[3] = {g, g+4, 16};
@p = addrspace(1) global [3 x i64] [i64 ptrtoint (ptr addrspace(1) @g to i64), i64 add (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 4), i64 16]
; CHECK: .global .align 8 .u64 q[3] = {16, generic(g)+8, g+8};
@q = addrspace(1) global [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g, i64 8) to ptr), ptr inttoptr (i64 sub (i64 ptrtoint (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g, i64 12) to i64), i64 4) to ptr)]

define void @k(ptr addrspace(1) %out) {
  %a = load i64, ptr addrspace(1) getelementptr ([3 x i64], ptr addrspace(1) @p, i64 0, i64 1)
  %pa = inttoptr i64 %a to ptr addrspace(1)
  %va = load i32, ptr addrspace(1) %pa
  %va64 = zext i32 %va to i64
  store i64 %va64, ptr addrspace(1) %out
  %b = load ptr, ptr addrspace(1) getelementptr ([3 x ptr], ptr addrspace(1) @q, i64 0, i64 1)
  %vb = load i32, ptr %b
  %vb64 = zext i32 %vb to i64
  %o1 = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %vb64, ptr addrspace(1) %o1
  %c = load i64, ptr addrspace(1) getelementptr ([3 x i64], ptr addrspace(1) @p, i64 0, i64 2)
  %o2 = getelementptr i64, ptr addrspace(1) %out, i64 2
  store i64 %c, ptr addrspace(1) %o2
  %d = load i64, ptr addrspace(1) @q
  %o3 = getelementptr i64, ptr addrspace(1) %out, i64 3
  store i64 %d, ptr addrspace(1) %o3
  %e = load ptr, ptr addrspace(1) getelementptr ([3 x ptr], ptr addrspace(1) @q, i64 0, i64 2)
  %ve = load i32, ptr %e
  %ve64 = zext i32 %ve to i64
  %o4 = getelementptr i64, ptr addrspace(1) %out, i64 4
  store i64 %ve64, ptr addrspace(1) %o4
  %f = load i64, ptr addrspace(1) @p
  %pf = inttoptr i64 %f to ptr addrspace(1)
  %vf = load i32, ptr addrspace(1) %pf
  %vf64 = zext i32 %vf to i64
  %o5 = getelementptr i64, ptr addrspace(1) %out, i64 5
  store i64 %vf64, ptr addrspace(1) %o5
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
