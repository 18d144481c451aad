; Vectors (LangRef "Vector Operations" and the memory layout of vectors): element-wise
; arithmetic and comparisons, select with a vector condition, shufflevector, insert/extract
; with variable indices, bitcasts between vectors and scalars (little-endian lane order:
; lane 0 in the lowest bits), vector loads and stores, including <3 x float> (12 bytes
; stored) and <4 x i8>.
target triple = "nvptx64-nvidia-cuda"

; TEST varith --grid 1 --block 1 buf:i32:12:zero i32:3
; OUT 11 0x0000000b
; OUT 22 0x00000016
; OUT 33 0x00000021
; OUT -6 0xfffffffa
; OUT 10 0x0000000a
; OUT 40 0x00000028
; OUT 90 0x0000005a
; OUT -8 0xfffffff8
; OUT 1 0x00000001
; OUT 0 0x00000000
; OUT 1 0x00000001
; OUT 0 0x00000000
define void @varith(i32 addrspace(1)* %out, i32 %s) {
  %ins = insertelement <4 x i32> undef, i32 %s, i32 0
  %spl = shufflevector <4 x i32> %ins, <4 x i32> undef, <4 x i32> zeroinitializer
  %a = add <4 x i32> <i32 1, i32 2, i32 3, i32 -4>, <i32 10, i32 20, i32 30, i32 -2>
  %m = mul <4 x i32> <i32 10, i32 20, i32 30, i32 -4>, <i32 1, i32 2, i32 3, i32 2>
  %c = icmp slt <4 x i32> %spl, <i32 5, i32 -5, i32 4, i32 3>
  %cz = zext <4 x i1> %c to <4 x i32>
  %p = bitcast i32 addrspace(1)* %out to <4 x i32> addrspace(1)*
  store <4 x i32> %a, <4 x i32> addrspace(1)* %p, align 16
  %p1 = getelementptr <4 x i32>, <4 x i32> addrspace(1)* %p, i64 1
  store <4 x i32> %m, <4 x i32> addrspace(1)* %p1, align 16
  %p2 = getelementptr <4 x i32>, <4 x i32> addrspace(1)* %p, i64 2
  store <4 x i32> %cz, <4 x i32> addrspace(1)* %p2, align 16
  ret void
}

; TEST vfloat --grid 1 --block 1 buf:f32:8:zero
; OUT 2.5 0x40200000
; OUT -1 0xbf800000
; OUT inf 0x7f800000
; OUT 0.5 0x3f000000
; OUT 1 0x3f800000
; OUT -3 0xc0400000
; OUT 0 0x00000000
; OUT 3 0x40400000
define void @vfloat(float addrspace(1)* %out) {
  %a = fadd <4 x float> <float 1.0, float 1.0, float 0x47EFFFFFE0000000, float 0.25>, <float 1.5, float -2.0, float 0x47EFFFFFE0000000, float 0.25>
  %c = fcmp ogt <4 x float> %a, <float 2.0, float 2.0, float 2.0, float 2.0>
  %s = select <4 x i1> %c, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 5.0, float 6.0, float 7.0, float 8.0>
  %s2 = fmul <4 x float> %s, <float 1.0, float 0.5, float 0.0, float 0.5>
  %n = fneg <4 x float> %s
  %r = shufflevector <4 x float> %s2, <4 x float> %n, <4 x i32> <i32 0, i32 6, i32 2, i32 1>
  %p = bitcast float addrspace(1)* %out to <4 x float> addrspace(1)*
  store <4 x float> %a, <4 x float> addrspace(1)* %p, align 16
  %p1 = getelementptr <4 x float>, <4 x float> addrspace(1)* %p, i64 1
  %r5 = shufflevector <4 x float> %r, <4 x float> <float 3.0, float 3.0, float 3.0, float 3.0>, <4 x i32> <i32 0, i32 1, i32 2, i32 5>
  store <4 x float> %r5, <4 x float> addrspace(1)* %p1, align 16
  ret void
}

; Variable-index insert/extract, and a bitcast of the result.
; TEST vdyn --grid 1 --block 4 buf:i32:16:zero
; OUT 99 0x00000063
; OUT 99 0x00000063
; OUT 393221 0x00060005
; OUT 6 0x00000006
; OUT 1 0x00000001
; OUT 6488065 0x00630001
; OUT 393221 0x00060005
; OUT 5 0x00000005
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 393315 0x00060063
; OUT 0 0x00000000
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 6488069 0x00630005
; OUT 1 0x00000001
define void @vdyn(i32 addrspace(1)* %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = insertelement <4 x i16> <i16 1, i16 0, i16 5, i16 6>, i16 99, i32 %t
  %e = extractelement <4 x i16> %v, i32 0
  %ez = zext i16 %e to i32
  %b = bitcast <4 x i16> %v to <2 x i32>
  %b0 = extractelement <2 x i32> %b, i32 0
  %b1 = extractelement <2 x i32> %b, i32 1
  %k = xor i32 %t, 3
  %x = extractelement <4 x i16> %v, i32 %k
  %xz = zext i16 %x to i32
  %base = shl i32 %t, 2
  %i0 = zext i32 %base to i64
  %q0 = getelementptr i32, i32 addrspace(1)* %out, i64 %i0
  store i32 %ez, i32 addrspace(1)* %q0
  %q1 = getelementptr i32, i32 addrspace(1)* %q0, i64 1
  store i32 %b0, i32 addrspace(1)* %q1
  %q2 = getelementptr i32, i32 addrspace(1)* %q0, i64 2
  store i32 %b1, i32 addrspace(1)* %q2
  %q3 = getelementptr i32, i32 addrspace(1)* %q0, i64 3
  store i32 %xz, i32 addrspace(1)* %q3
  ret void
}

; Bitcasts: <2 x half> <-> i32, <4 x i8> <-> i32, <2 x float> <-> double/i64, <8 x i8> -> i64.
; TEST vcast --grid 1 --block 1 buf:i32:8:zero buf:i64:2:zero
; OUT 1006647296 0x3c003800
; OUT 67305985 0x04030201
; OUT -16776961 0xff0000ff
; OUT 16384 0x00004000
; OUT 15360 0x00003c00
; OUT 3 0x00000003
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT 4611686019492741120 0x400000003f800000
; OUT 506097522914230528 0x0706050403020100
define void @vcast(i32 addrspace(1)* %out, i64 addrspace(1)* %out64) {
  %h = bitcast <2 x half> <half 0xH3800, half 0xH3C00> to i32
  store i32 %h, i32 addrspace(1)* %out
  %b = bitcast <4 x i8> <i8 1, i8 2, i8 3, i8 4> to i32
  %o1 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %b, i32 addrspace(1)* %o1
  %c = bitcast i32 -16776961 to <4 x i8>
  %c2 = bitcast <4 x i8> %c to i32
  %o2 = getelementptr i32, i32 addrspace(1)* %out, i64 2
  store i32 %c2, i32 addrspace(1)* %o2
  %d = bitcast i32 1006649344 to <2 x half>
  %d0 = extractelement <2 x half> %d, i32 0
  %d1 = extractelement <2 x half> %d, i32 1
  %d0i = bitcast half %d0 to i16
  %d1i = bitcast half %d1 to i16
  %d0z = zext i16 %d0i to i32
  %d1z = zext i16 %d1i to i32
  %o3 = getelementptr i32, i32 addrspace(1)* %out, i64 3
  store i32 %d0z, i32 addrspace(1)* %o3
  %o4 = getelementptr i32, i32 addrspace(1)* %out, i64 4
  store i32 %d1z, i32 addrspace(1)* %o4
  %e = bitcast i32 -16776961 to <4 x i8>
  %e3 = extractelement <4 x i8> %e, i32 3
  %e0 = extractelement <4 x i8> %e, i32 0
  %e3s = sext i8 %e3 to i32
  %e0z = zext i8 %e0 to i32
  %e0d = and i32 %e0z, 3
  %o5 = getelementptr i32, i32 addrspace(1)* %out, i64 5
  store i32 %e0d, i32 addrspace(1)* %o5
  %o6 = getelementptr i32, i32 addrspace(1)* %out, i64 6
  store i32 %e3s, i32 addrspace(1)* %o6
  %f = bitcast <2 x float> <float 1.0, float 2.0> to double
  %fi = bitcast double %f to i64
  %f2 = bitcast i64 %fi to <2 x float>
  %f20 = extractelement <2 x float> %f2, i32 0
  %ok = fcmp oeq float %f20, 1.0
  %okz = zext i1 %ok to i32
  %o7 = getelementptr i32, i32 addrspace(1)* %out, i64 7
  store i32 %okz, i32 addrspace(1)* %o7
  store i64 %fi, i64 addrspace(1)* %out64
  %g = bitcast <8 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7> to i64
  %o8 = getelementptr i64, i64 addrspace(1)* %out64, i64 1
  store i64 %g, i64 addrspace(1)* %o8
  ret void
}

; Memory layout: <3 x float> stores 12 bytes (its alloc size is 16), <4 x i8> 4 bytes;
; loads read the same lanes back.
; TEST vmem --grid 1 --block 1 buf:f32:8:const:7 buf:i8:8:iota
; OUT 1 0x3f800000
; OUT 2 0x40000000
; OUT 3 0x40400000
; OUT 7 0x40e00000
; OUT 7 0x40e00000
; OUT 7 0x40e00000
; OUT 7 0x40e00000
; OUT 22 0x41b00000
; OUT 3 0x03
; OUT 2 0x02
; OUT 1 0x01
; OUT 0 0x00
; OUT 4 0x04
; OUT 5 0x05
; OUT 6 0x06
; OUT 7 0x07
define void @vmem(float addrspace(1)* %f, i8 addrspace(1)* %b) {
  %p = bitcast float addrspace(1)* %f to <3 x float> addrspace(1)*
  store <3 x float> <float 1.0, float 2.0, float 3.0>, <3 x float> addrspace(1)* %p, align 16
  %p4 = getelementptr float, float addrspace(1)* %f, i64 4
  %q = bitcast float addrspace(1)* %p4 to <3 x float> addrspace(1)*
  %v = load <3 x float>, <3 x float> addrspace(1)* %q, align 16
  %x = extractelement <3 x float> %v, i32 0
  %y = extractelement <3 x float> %v, i32 2
  %s = fadd float %x, %y
  %l = load <3 x float>, <3 x float> addrspace(1)* %p, align 16
  %l1 = extractelement <3 x float> %l, i32 2
  %s2 = fadd float %s, %l1
  %s4 = fadd float %s2, 5.0
  %p7 = getelementptr float, float addrspace(1)* %f, i64 7
  store float %s4, float addrspace(1)* %p7
  %bp = bitcast i8 addrspace(1)* %b to <4 x i8> addrspace(1)*
  %bv = load <4 x i8>, <4 x i8> addrspace(1)* %bp, align 4
  %br = shufflevector <4 x i8> %bv, <4 x i8> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i8> %br, <4 x i8> addrspace(1)* %bp, align 4
  ret void
}

; Vector integer ops of other widths, and select with a scalar condition on a vector.
; TEST vint --grid 1 --block 1 buf:i16:8:zero i8:1
; OUT -1 0xffff
; OUT 0 0x0000
; OUT 255 0x00ff
; OUT -32768 0x8000
; OUT 3 0x0003
; OUT 16384 0x4000
; OUT -2 0xfffe
; OUT 1 0x0001
define void @vint(i16 addrspace(1)* %out, i8 %c8) {
  %c = trunc i8 %c8 to i1
  %a = sub <4 x i16> <i16 0, i16 1, i16 256, i16 32767>, <i16 1, i16 1, i16 1, i16 -1>
  %s = shl <4 x i16> <i16 3, i16 1, i16 -1, i16 1>, <i16 0, i16 14, i16 1, i16 0>
  %sel = select i1 %c, <4 x i16> %s, <4 x i16> %a
  %p = bitcast i16 addrspace(1)* %out to <4 x i16> addrspace(1)*
  store <4 x i16> %a, <4 x i16> addrspace(1)* %p, align 8
  %p1 = getelementptr <4 x i16>, <4 x i16> addrspace(1)* %p, i64 1
  store <4 x i16> %sel, <4 x i16> addrspace(1)* %p1, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{void (i32 addrspace(1)*, i32)* @varith, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*)* @vfloat, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*)* @vdyn, !"kernel", i32 1}
!3 = !{void (i32 addrspace(1)*, i64 addrspace(1)*)* @vcast, !"kernel", i32 1}
!4 = !{void (float addrspace(1)*, i8 addrspace(1)*)* @vmem, !"kernel", i32 1}
!5 = !{void (i16 addrspace(1)*, i8)* @vint, !"kernel", i32 1}
