; REGRESS: more of nvcg's device-function call ABI (isel/call.c), beside
; nvcg_call_abi_odd_types.ll: a <4 x i1> (packed in one byte: passed as the i4 of its
; bits, in a .b8 -- lane by lane it wrote 4 bytes into a 1-byte .param and read the
; return back as 0), a <2 x i8> built from a constant (an immediate wider than the .b8
; it goes to), a <16 x i8> (four .v4.b8 accesses) and a <2 x i128> (each lane as two i64
; parts), plus an i1 kernel parameter. s = 0x0123456789abcdef.
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i64:4:zero i64:81985529216486895 i64:5 i8:1
; LLC: wrong (llc 14 cannot compile odd-typed call ABIs)
; fb(bits 0..3 of s = <1, 1, 1, 1>) = <1, 1, 1, 1> xor <1, 0, 1, 0> = <0, 1, 0, 1>: i4 0b1010
; OUT 10 0x000000000000000a
; fw(<0x39, 0x30> (i16 12345), bytes of zext(s) to i128) = <0x39, byte 13 = 0>
; OUT 57 0x0000000000000039
; fq(<5, zext s>, true) swaps the lanes: lane 0 = s (low 64 bits, then the high 64)
; OUT 81985529216486895 0x0123456789abcdef
; OUT 0 0x0000000000000000
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal <4 x i1> @fb(<4 x i1> %v, <2 x i8> %w, <16 x i8> %x) noinline {
  %r = xor <4 x i1> %v, <i1 1, i1 0, i1 1, i1 0>
  ret <4 x i1> %r
}
define internal <2 x i8> @fw(<2 x i8> %w, <16 x i8> %x) noinline {
  %e = extractelement <16 x i8> %x, i32 13
  %r = insertelement <2 x i8> %w, i8 %e, i32 1
  ret <2 x i8> %r
}
define internal <2 x i128> @fq(<2 x i128> %q, i1 %b) noinline {
  %s = shufflevector <2 x i128> %q, <2 x i128> undef, <2 x i32> <i32 1, i32 0>
  %t = select i1 %b, <2 x i128> %s, <2 x i128> %q
  ret <2 x i128> %t
}

define void @k(i64 addrspace(1)* %out, i64 %s, i64 %bigs, i1 %flag) {
entry:
  %t4 = trunc i64 %s to i4
  %v4 = bitcast i4 %t4 to <4 x i1>
  %w = bitcast i16 12345 to <2 x i8>
  %x0 = zext i64 %s to i128
  %x = bitcast i128 %x0 to <16 x i8>
  %r = call <4 x i1> @fb(<4 x i1> %v4, <2 x i8> %w, <16 x i8> %x)
  %ri = bitcast <4 x i1> %r to i4
  %rz = zext i4 %ri to i64
  store i64 %rz, i64 addrspace(1)* %out
  %rw = call <2 x i8> @fw(<2 x i8> %w, <16 x i8> %x)
  %rwi = bitcast <2 x i8> %rw to i16
  %rwz = zext i16 %rwi to i64
  %p1 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 1
  store i64 %rwz, i64 addrspace(1)* %p1
  %big = zext i64 %bigs to i111
  %bz = zext i111 %big to i128
  %q0 = insertelement <2 x i128> undef, i128 %bz, i32 0
  %q1 = insertelement <2 x i128> %q0, i128 %x0, i32 1
  %rq = call <2 x i128> @fq(<2 x i128> %q1, i1 %flag)
  %e0 = extractelement <2 x i128> %rq, i32 0
  %e0t = trunc i128 %e0 to i64
  %e0s = lshr i128 %e0, 64
  %e0h = trunc i128 %e0s to i64
  %p2 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 2
  store i64 %e0t, i64 addrspace(1)* %p2
  %p3 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 3
  store i64 %e0h, i64 addrspace(1)* %p3
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i64, i64, i1)* @k, !"kernel", i32 1}
