; REGRESS: nvcg's device-function call ABI rejected every value that is not a legal
; register type: "a value of type i111 produced or used by NVPTXISD::StoreRetval", "i8 ...
; by NVPTXISD::StoreParam" (a { <3 x i8>, double } argument), "i8 ... by NVPTXISD::LoadV"
; (the callee reading an <8 x i8> or <3 x i8> parameter), "i56 ... by StoreParam" (isel/
; call.c). About 155 of 362 random programs of the first randdiff batch failed so. Now
; every .param element travels in a legal register as LLVM's NVPTX lowering does it:
; i1..i8 in .b16 registers stored as .b8, i17..i24 as .b32, i33..i63 scalars in a .b64
; .param, i65..i128 as two i64 parts (.v2.b64), <N x i8> lane by lane (.v4.b8), and both
; sides of a call agree. One function per case; s = 0x0123456789abcdef.
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i64:12:zero i64:81985529216486895
; LLC: wrong (llc 14 cannot compile odd-typed call ABIs)
; f111(zext(s) << 40) = (s << 40) + 1: low 64 bits, then bits 64..110
; OUT -6066930339719151615 0xabcdef0000000001
; OUT 4886718345 0x0000000123456789
; fmix({<ef, cd, ab>, 1.5}, trunc i56 s, i8 0x01) = { 0x23456789abcdef + 1, <ef+1, cd+2, ab+3>, 1.5 > 0 }
; OUT 9927935178558960 0x0023456789abcdf0
; OUT 11456496 0x0000000000aecff0
; OUT 1 0x0000000000000001
; fv8: the bytes of s doubled (mod 256); fv4: the low 4 bytes complemented
; OUT 163971054121163486 0x02468ace12569ade
; OUT 1985229328 0x0000000076543210
; farr([0xabcdef, 0x456789, 0x000123], zext(s) << 64) = [0xabcdef + 0x456789, 0x123 + trunc i24 (s >> 36)]
; OUT 15807864 0x0000000000f13578
; OUT 1193337 0x0000000000123579
; fi1(i1 1, { i1 0, i16 0xcdef }) = { 0xcdef + 1, 1 xor 0 }
; OUT 52720 0x000000000000cdf0
; OUT 1 0x0000000000000001
; fodd(trunc i49 s, trunc i17 s) = 0x1456789abcdef mod 2^33 + 0x1cdef
; OUT 6604823518 0x0000000189ad9bde
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i111 @f111(i111 %a) noinline {
  %r = add i111 %a, 1
  ret i111 %r
}

define internal { i56, <3 x i8>, i1 } @fmix({ <3 x i8>, double } %p, i56 %q, i8 %c) noinline {
  %v = extractvalue { <3 x i8>, double } %p, 0
  %d = extractvalue { <3 x i8>, double } %p, 1
  %cz = zext i8 %c to i56
  %s = add i56 %q, %cz
  %w = add <3 x i8> %v, <i8 1, i8 2, i8 3>
  %b = fcmp ogt double %d, 0.0
  %r0 = insertvalue { i56, <3 x i8>, i1 } undef, i56 %s, 0
  %r1 = insertvalue { i56, <3 x i8>, i1 } %r0, <3 x i8> %w, 1
  %r2 = insertvalue { i56, <3 x i8>, i1 } %r1, i1 %b, 2
  ret { i56, <3 x i8>, i1 } %r2
}

define internal <8 x i8> @fv8(<8 x i8> %v) noinline {
  %r = add <8 x i8> %v, %v
  ret <8 x i8> %r
}

define internal <4 x i8> @fv4(<4 x i8> %v) noinline {
  %r = xor <4 x i8> %v, <i8 -1, i8 -1, i8 -1, i8 -1>
  ret <4 x i8> %r
}

define internal [2 x i24] @farr([3 x i24] %a, i128 %b) noinline {
  %a0 = extractvalue [3 x i24] %a, 0
  %a1 = extractvalue [3 x i24] %a, 1
  %a2 = extractvalue [3 x i24] %a, 2
  %bs = lshr i128 %b, 100
  %bt = trunc i128 %bs to i24
  %o0 = add i24 %a0, %a1
  %o1 = add i24 %a2, %bt
  %r0 = insertvalue [2 x i24] undef, i24 %o0, 0
  %r1 = insertvalue [2 x i24] %r0, i24 %o1, 1
  ret [2 x i24] %r1
}

define internal { i16, i1 } @fi1(i1 %a, { i1, i16 } %b) noinline {
  %b0 = extractvalue { i1, i16 } %b, 0
  %b1 = extractvalue { i1, i16 } %b, 1
  %az = zext i1 %a to i16
  %s = add i16 %b1, %az
  %x = xor i1 %a, %b0
  %r0 = insertvalue { i16, i1 } undef, i16 %s, 0
  %r1 = insertvalue { i16, i1 } %r0, i1 %x, 1
  ret { i16, i1 } %r1
}

define internal i33 @fodd(i49 %a, i17 %b) noinline {
  %t = trunc i49 %a to i33
  %z = zext i17 %b to i33
  %r = add i33 %t, %z
  ret i33 %r
}

define void @k(i64 addrspace(1)* %out, i64 %s) {
entry:
  ; i111 through an argument and a return value
  %sz = zext i64 %s to i111
  %b = shl i111 %sz, 40
  %r111 = call i111 @f111(i111 %b)
  %lo = trunc i111 %r111 to i64
  %hs = lshr i111 %r111, 64
  %hi = trunc i111 %hs to i64
  %p0 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 0
  store i64 %lo, i64 addrspace(1)* %p0, align 8
  %p1 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 1
  store i64 %hi, i64 addrspace(1)* %p1, align 8
  ; { <3 x i8>, double }, i56, i8 in; { i56, <3 x i8>, i1 } back
  %l0 = trunc i64 %s to i8
  %s8 = lshr i64 %s, 8
  %l1 = trunc i64 %s8 to i8
  %s16 = lshr i64 %s, 16
  %l2 = trunc i64 %s16 to i8
  %v0 = insertelement <3 x i8> undef, i8 %l0, i32 0
  %v1 = insertelement <3 x i8> %v0, i8 %l1, i32 1
  %v2 = insertelement <3 x i8> %v1, i8 %l2, i32 2
  %st0 = insertvalue { <3 x i8>, double } undef, <3 x i8> %v2, 0
  %st1 = insertvalue { <3 x i8>, double } %st0, double 1.5, 1
  %q = trunc i64 %s to i56
  %s56 = lshr i64 %s, 56
  %c = trunc i64 %s56 to i8
  %m = call { i56, <3 x i8>, i1 } @fmix({ <3 x i8>, double } %st1, i56 %q, i8 %c)
  %m0 = extractvalue { i56, <3 x i8>, i1 } %m, 0
  %m0z = zext i56 %m0 to i64
  %p2 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 2
  store i64 %m0z, i64 addrspace(1)* %p2, align 8
  %m1 = extractvalue { i56, <3 x i8>, i1 } %m, 1
  %e0 = extractelement <3 x i8> %m1, i32 0
  %e1 = extractelement <3 x i8> %m1, i32 1
  %e2 = extractelement <3 x i8> %m1, i32 2
  %e0z = zext i8 %e0 to i64
  %e1z = zext i8 %e1 to i64
  %e2z = zext i8 %e2 to i64
  %e1s = shl i64 %e1z, 8
  %e2s = shl i64 %e2z, 16
  %e01 = or i64 %e0z, %e1s
  %e012 = or i64 %e01, %e2s
  %p3 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 3
  store i64 %e012, i64 addrspace(1)* %p3, align 8
  %m2 = extractvalue { i56, <3 x i8>, i1 } %m, 2
  %m2z = zext i1 %m2 to i64
  %p4 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 4
  store i64 %m2z, i64 addrspace(1)* %p4, align 8
  ; <8 x i8> and <4 x i8>
  %v8 = bitcast i64 %s to <8 x i8>
  %r8 = call <8 x i8> @fv8(<8 x i8> %v8)
  %r8i = bitcast <8 x i8> %r8 to i64
  %p5 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 5
  store i64 %r8i, i64 addrspace(1)* %p5, align 8
  %s32 = trunc i64 %s to i32
  %v4 = bitcast i32 %s32 to <4 x i8>
  %r4 = call <4 x i8> @fv4(<4 x i8> %v4)
  %r4i = bitcast <4 x i8> %r4 to i32
  %r4z = zext i32 %r4i to i64
  %p6 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 6
  store i64 %r4z, i64 addrspace(1)* %p6, align 8
  ; [3 x i24] and i128 in, [2 x i24] back
  %a0 = trunc i64 %s to i24
  %s24 = lshr i64 %s, 24
  %a1 = trunc i64 %s24 to i24
  %s48 = lshr i64 %s, 48
  %a2 = trunc i64 %s48 to i24
  %ar0 = insertvalue [3 x i24] undef, i24 %a0, 0
  %ar1 = insertvalue [3 x i24] %ar0, i24 %a1, 1
  %ar2 = insertvalue [3 x i24] %ar1, i24 %a2, 2
  %w = zext i64 %s to i128
  %wb = shl i128 %w, 64
  %ra = call [2 x i24] @farr([3 x i24] %ar2, i128 %wb)
  %ra0 = extractvalue [2 x i24] %ra, 0
  %ra1 = extractvalue [2 x i24] %ra, 1
  %ra0z = zext i24 %ra0 to i64
  %ra1z = zext i24 %ra1 to i64
  %p7 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 7
  store i64 %ra0z, i64 addrspace(1)* %p7, align 8
  %p8 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 8
  store i64 %ra1z, i64 addrspace(1)* %p8, align 8
  ; i1 and { i1, i16 } in, { i16, i1 } back
  %odd = trunc i64 %s to i1
  %zero = icmp eq i64 %s, 0
  %s16t = trunc i64 %s to i16
  %bb0 = insertvalue { i1, i16 } undef, i1 %zero, 0
  %bb1 = insertvalue { i1, i16 } %bb0, i16 %s16t, 1
  %ri = call { i16, i1 } @fi1(i1 %odd, { i1, i16 } %bb1)
  %ri0 = extractvalue { i16, i1 } %ri, 0
  %ri1 = extractvalue { i16, i1 } %ri, 1
  %ri0z = zext i16 %ri0 to i64
  %ri1z = zext i1 %ri1 to i64
  %p9 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 9
  store i64 %ri0z, i64 addrspace(1)* %p9, align 8
  %p10 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 10
  store i64 %ri1z, i64 addrspace(1)* %p10, align 8
  ; i49 and i17 in, i33 back (scalar .b64 / .b32 params)
  %o49 = trunc i64 %s to i49
  %o17 = trunc i64 %s to i17
  %ro = call i33 @fodd(i49 %o49, i17 %o17)
  %roz = zext i33 %ro to i64
  %p11 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 11
  store i64 %roz, i64 addrspace(1)* %p11, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i64)* @k, !"kernel", i32 1}
