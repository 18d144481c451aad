; REGRESS: i1 elements of aggregate and vector parameters / return values were stored with
; st.param.u8 from a predicate register and loaded with ld.param.u8 into one, which ptxas
; rejects ("Arguments mismatch for instruction 'st'": seeds 100207 and 100246 of the
; randdiff batch, `ret [3 x i1]`). They now travel as 0 / 1 bytes through b16 registers.
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i32:8:zero i32:2
; a = 2: f0 gives [0, 1, 1]; f1({1, 7}, [0, 1]) = 7 + 0 + 10000
; OUT 0 0x00000000
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 10007 0x00002717
; a = 1: f0 gives [1, 0, 0]; f1({0, 7}, [1, 0]) = 100 + 1000 + 0
; OUT 1 0x00000001
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 1100 0x0000044c
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal [3 x i1] @f0(i32 %a) noinline {
  %x = trunc i32 %a to i1
  %s = lshr i32 %a, 1
  %y = trunc i32 %s to i1
  %r0 = insertvalue [3 x i1] undef, i1 %x, 0
  %r1 = insertvalue [3 x i1] %r0, i1 %y, 1
  %nx = xor i1 %x, true
  %r2 = insertvalue [3 x i1] %r1, i1 %nx, 2
  ret [3 x i1] %r2
}

define internal i32 @f1({ i1, i64 } %p, [2 x i1] %q) noinline {
  %b = extractvalue { i1, i64 } %p, 0
  %v = extractvalue { i1, i64 } %p, 1
  %w = trunc i64 %v to i32
  %q0 = extractvalue [2 x i1] %q, 0
  %q1 = extractvalue [2 x i1] %q, 1
  %t = select i1 %b, i32 %w, i32 100
  %u = select i1 %q0, i32 1000, i32 0
  %z = select i1 %q1, i32 10000, i32 0
  %s1 = add i32 %t, %u
  %s2 = add i32 %s1, %z
  ret i32 %s2
}

define internal void @g(i32 addrspace(1)* %out, i32 %a) noinline {
entry:
  %r = call [3 x i1] @f0(i32 %a)
  %e0 = extractvalue [3 x i1] %r, 0
  %e1 = extractvalue [3 x i1] %r, 1
  %e2 = extractvalue [3 x i1] %r, 2
  %z0 = zext i1 %e0 to i32
  %z1 = zext i1 %e1 to i32
  %z2 = zext i1 %e2 to i32
  store i32 %z0, i32 addrspace(1)* %out
  %p1 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %z1, i32 addrspace(1)* %p1
  %p2 = getelementptr i32, i32 addrspace(1)* %out, i64 2
  store i32 %z2, i32 addrspace(1)* %p2
  %ag0 = insertvalue { i1, i64 } undef, i1 %e1, 0
  %ag1 = insertvalue { i1, i64 } %ag0, i64 7, 1
  %vq0 = insertvalue [2 x i1] undef, i1 %e0, 0
  %vq1 = insertvalue [2 x i1] %vq0, i1 %e2, 1
  %c = call i32 @f1({ i1, i64 } %ag1, [2 x i1] %vq1)
  %p3 = getelementptr i32, i32 addrspace(1)* %out, i64 3
  store i32 %c, i32 addrspace(1)* %p3
  ret void
}
define void @k(i32 addrspace(1)* %out, i32 %a) {
entry:
  call void @g(i32 addrspace(1)* %out, i32 %a)
  %o4 = getelementptr i32, i32 addrspace(1)* %out, i64 4
  %b = xor i32 %a, 3
  call void @g(i32 addrspace(1)* %o4, i32 %b)
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*, i32)* @k, !"kernel", i32 1}
