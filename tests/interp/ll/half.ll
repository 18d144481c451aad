; half (binary16): arithmetic rounded once to nearest even (ties, overflow to inf, subnormal
; results), fma without double rounding, comparisons, conversions to and from float, double
; and integers. The inputs are bit patterns, so every case is exact and reproducible.
target triple = "nvptx64-nvidia-cuda"

@hin = internal addrspace(1) constant [26 x i16] [i16 15360, i16 4096, i16 15361, i16 4096, i16 31743, i16 19456, i16 31743, i16 19328, i16 1024, i16 -32256, i16 1, i16 1, i16 11878, i16 16896, i16 -32768, i16 0, i16 31744, i16 -1024, i16 25552, i16 5145, i16 15361, i16 15359, i16 32256, i16 15360, i16 16896, i16 0]
; TEST hops --grid 1 --block 13 buf:f16:91:zero buf:f32:13:zero buf:i32:13:zero
; OUT 1 0x3c00
; OUT 0.99951171875 0x3bff
; OUT 0.00048828125 0x1000
; OUT 2048 0x6800
; OUT 1 0x3c00
; OUT -1 0xbc00
; OUT 1 0x3c00
; OUT 1.001953125 0x3c02
; OUT 1 0x3c00
; OUT 0.0004887580871582031 0x1001
; OUT 2.05e+03 0x6801
; OUT 1.001953125 0x3c02
; OUT -1.0009765625 0xbc01
; OUT 1.0009765625 0x3c01
; OUT inf 0x7c00
; OUT 65472 0x7bfe
; OUT inf 0x7c00
; OUT 4094 0x6bff
; OUT inf 0x7c00
; OUT -65504 0xfbff
; OUT 65504 0x7bff
; OUT 65504 0x7bff
; OUT 65504 0x7bff
; OUT inf 0x7c00
; OUT 4368 0x6c44
; OUT inf 0x7c00
; OUT -65504 0xfbff
; OUT 65504 0x7bff
; OUT 3.0517578125e-05 0x0200
; OUT 9.1552734375e-05 0x0600
; OUT -0 0x8000
; OUT -2 0xc000
; OUT 6.103515625e-05 0x0400
; OUT -6.103515625e-05 0x8400
; OUT 6.103515625e-05 0x0400
; OUT 1.1920928955078125e-07 0x0002
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 1 0x3c00
; OUT 5.9604644775390625e-08 0x0001
; OUT -5.9604644775390625e-08 0x8001
; OUT 5.9604644775390625e-08 0x0001
; OUT 3.099609375 0x4233
; OUT -2.900390625 0xc1cd
; OUT 0.2998046875 0x34cc
; OUT 0.0333251953125 0x2844
; OUT 0.39990234375 0x3666
; OUT -0.0999755859375 0xae66
; OUT 0.0999755859375 0x2e66
; OUT 0 0x0000
; OUT -0 0x8000
; OUT -0 0x8000
; OUT nan 0x7fff
; OUT -0 0x8000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT nan 0x7fff
; OUT inf 0x7c00
; OUT -inf 0xfc00
; OUT nan 0x7fff
; OUT nan 0x7fff
; OUT -inf 0xfc00
; OUT inf 0x7c00
; OUT 1e+03 0x63d0
; OUT 1e+03 0x63d0
; OUT 1 0x3c00
; OUT inf 0x7c00
; OUT 1001 0x63d2
; OUT -1e+03 0xe3d0
; OUT 1e+03 0x63d0
; OUT 2 0x4000
; OUT 0.00146484375 0x1600
; OUT 1 0x3c00
; OUT 1.001953125 0x3c02
; OUT 2.001953125 0x4001
; OUT -1.0009765625 0xbc01
; OUT 1.0009765625 0x3c01
; OUT nan 0x7fff
; OUT nan 0x7fff
; OUT nan 0x7fff
; OUT nan 0x7fff
; OUT nan 0x7fff
; OUT nan 0xfe00
; OUT nan 0x7e00
; OUT 3 0x4200
; OUT 3 0x4200
; OUT 0 0x0000
; OUT inf 0x7c00
; OUT 3 0x4200
; OUT -3 0xc200
; OUT 3 0x4200
; OUT 1 0x3f800000
; OUT 1.0009765625 0x3f802000
; OUT 65504 0x477fe000
; OUT 65504 0x477fe000
; OUT 6.103515625e-05 0x38800000
; OUT 5.9604644775390625e-08 0x33800000
; OUT 0.0999755859375 0x3dccc000
; OUT -0 0x80000000
; OUT inf 0x7f800000
; OUT 1e+03 0x447a0000
; OUT 1.0009765625 0x3f802000
; OUT nan 0x7fffffff
; OUT 3 0x40400000
; OUT 2 0x00000002
; OUT 2 0x00000002
; OUT 2 0x00000002
; OUT 2 0x00000002
; OUT 2 0x00000002
; OUT 0 0x00000000
; OUT 3 0x00000003
; OUT 0 0x00000000
; OUT 2 0x00000002
; OUT 2 0x00000002
; OUT 2 0x00000002
; OUT 2 0x00000002
; OUT 2 0x00000002
define void @hops(half addrspace(1)* %out, float addrspace(1)* %ext, i32 addrspace(1)* %cmp) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i2 = shl i32 %t, 1
  %ia = zext i32 %i2 to i64
  %ib = add i64 %ia, 1
  %pa = getelementptr [26 x i16], [26 x i16] addrspace(1)* @hin, i64 0, i64 %ia
  %pb = getelementptr [26 x i16], [26 x i16] addrspace(1)* @hin, i64 0, i64 %ib
  %ai = load i16, i16 addrspace(1)* %pa
  %bi = load i16, i16 addrspace(1)* %pb
  %a = bitcast i16 %ai to half
  %b = bitcast i16 %bi to half
  %t7 = mul i32 %t, 7
  %base = zext i32 %t7 to i64
  %r0 = fadd half %a, %b
  %o0 = add i64 %base, 0
  %q0 = getelementptr half, half addrspace(1)* %out, i64 %o0
  store half %r0, half addrspace(1)* %q0
  %r1 = fsub half %a, %b
  %o1 = add i64 %base, 1
  %q1 = getelementptr half, half addrspace(1)* %out, i64 %o1
  store half %r1, half addrspace(1)* %q1
  %r2 = fmul half %a, %b
  %o2 = add i64 %base, 2
  %q2 = getelementptr half, half addrspace(1)* %out, i64 %o2
  store half %r2, half addrspace(1)* %q2
  %r3 = fdiv half %a, %b
  %o3 = add i64 %base, 3
  %q3 = getelementptr half, half addrspace(1)* %out, i64 %o3
  store half %r3, half addrspace(1)* %q3
  %r4 = call half @llvm.fma.f16(half %a, half %b, half %a)
  %o4 = add i64 %base, 4
  %q4 = getelementptr half, half addrspace(1)* %out, i64 %o4
  store half %r4, half addrspace(1)* %q4
  %r5 = fneg half %a
  %o5 = add i64 %base, 5
  %q5 = getelementptr half, half addrspace(1)* %out, i64 %o5
  store half %r5, half addrspace(1)* %q5
  %r6 = call half @llvm.fabs.f16(half %a)
  %o6 = add i64 %base, 6
  %q6 = getelementptr half, half addrspace(1)* %out, i64 %o6
  store half %r6, half addrspace(1)* %q6
  %tz = zext i32 %t to i64
  %x = fpext half %a to float
  %xp = getelementptr float, float addrspace(1)* %ext, i64 %tz
  store float %x, float addrspace(1)* %xp
  %c0 = fcmp olt half %a, %b
  %c1 = fcmp une half %a, %b
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %m = or i32 %z0, %s1
  %cp = getelementptr i32, i32 addrspace(1)* %cmp, i64 %tz
  store i32 %m, i32 addrspace(1)* %cp
  ret void
}

; TEST cvt --grid 1 --block 1 buf:f16:32:zero buf:i32:4:zero
; OUT 1 0x3c00
; OUT 1.001953125 0x3c02
; OUT 65504 0x7bff
; OUT inf 0x7c00
; OUT 0 0x0000
; OUT 5.9604644775390625e-08 0x0001
; OUT -1.1920928955078125e-07 0x8002
; OUT 0 0x0000
; OUT 3.140625 0x4248
; OUT -0 0x8000
; OUT inf 0x7c00
; OUT nan 0x7fff
; OUT inf 0x7c00
; OUT 0.333251953125 0x3555
; OUT 1.0009765625 0x3c01
; OUT 65504 0x7bff
; OUT 5.9604644775390625e-08 0x0001
; OUT 2048 0x6800
; OUT -2048 0xe800
; OUT inf 0x7c00
; OUT inf 0x7c00
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 3 0x00000003
; OUT -3 0xfffffffd
; OUT 65504 0x0000ffe0
; OUT 0 0x00000000
define void @cvt(half addrspace(1)* %out, i32 addrspace(1)* %iout) {
  %h0 = fptrunc float 0x3FF0020000000000 to half
  %q0 = getelementptr half, half addrspace(1)* %out, i64 0
  store half %h0, half addrspace(1)* %q0
  %h1 = fptrunc float 0x3FF0060000000000 to half
  %q1 = getelementptr half, half addrspace(1)* %out, i64 1
  store half %h1, half addrspace(1)* %q1
  %h2 = fptrunc float 0x40EFFDE000000000 to half
  %q2 = getelementptr half, half addrspace(1)* %out, i64 2
  store half %h2, half addrspace(1)* %q2
  %h3 = fptrunc float 0x40EFFE0000000000 to half
  %q3 = getelementptr half, half addrspace(1)* %out, i64 3
  store half %h3, half addrspace(1)* %q3
  %h4 = fptrunc float 0x3E60000000000000 to half
  %q4 = getelementptr half, half addrspace(1)* %out, i64 4
  store half %h4, half addrspace(1)* %q4
  %h5 = fptrunc float 0x3E60000020000000 to half
  %q5 = getelementptr half, half addrspace(1)* %out, i64 5
  store half %h5, half addrspace(1)* %q5
  %h6 = fptrunc float 0xBE78000000000000 to half
  %q6 = getelementptr half, half addrspace(1)* %out, i64 6
  store half %h6, half addrspace(1)* %q6
  %h7 = fptrunc float 0x3E45798EE0000000 to half
  %q7 = getelementptr half, half addrspace(1)* %out, i64 7
  store half %h7, half addrspace(1)* %q7
  %h8 = fptrunc float 0x400921FB40000000 to half
  %q8 = getelementptr half, half addrspace(1)* %out, i64 8
  store half %h8, half addrspace(1)* %q8
  %h9 = fptrunc float 0x8000000000000000 to half
  %q9 = getelementptr half, half addrspace(1)* %out, i64 9
  store half %h9, half addrspace(1)* %q9
  %h10 = fptrunc float 0x7FF0000000000000 to half
  %q10 = getelementptr half, half addrspace(1)* %out, i64 10
  store half %h10, half addrspace(1)* %q10
  %h11 = fptrunc float 0x7FF8000000000000 to half
  %q11 = getelementptr half, half addrspace(1)* %out, i64 11
  store half %h11, half addrspace(1)* %q11
  %h12 = fptrunc float 0x40F86A0000000000 to half
  %q12 = getelementptr half, half addrspace(1)* %out, i64 12
  store half %h12, half addrspace(1)* %q12
  %h13 = fptrunc float 0x3FD5555560000000 to half
  %q13 = getelementptr half, half addrspace(1)* %out, i64 13
  store half %h13, half addrspace(1)* %q13
  %h14 = fptrunc double 0x3FF0020000001000 to half
  %q14 = getelementptr half, half addrspace(1)* %out, i64 14
  store half %h14, half addrspace(1)* %q14
  %h15 = fptrunc double 0x40EFFDFFFFEB074A to half
  %q15 = getelementptr half, half addrspace(1)* %out, i64 15
  store half %h15, half addrspace(1)* %q15
  %h16 = fptrunc double 0x3E60000000020000 to half
  %q16 = getelementptr half, half addrspace(1)* %out, i64 16
  store half %h16, half addrspace(1)* %q16
  %h17 = sitofp i32 2049 to half
  %q17 = getelementptr half, half addrspace(1)* %out, i64 17
  store half %h17, half addrspace(1)* %q17
  %h18 = sitofp i32 -2049 to half
  %q18 = getelementptr half, half addrspace(1)* %out, i64 18
  store half %h18, half addrspace(1)* %q18
  %h19 = sitofp i32 65535 to half
  %q19 = getelementptr half, half addrspace(1)* %out, i64 19
  store half %h19, half addrspace(1)* %q19
  %h20 = sitofp i32 70000 to half
  %q20 = getelementptr half, half addrspace(1)* %out, i64 20
  store half %h20, half addrspace(1)* %q20
  %hb0 = bitcast i16 17280 to half
  %iv0 = fptosi half %hb0 to i32
  %ip0 = getelementptr i32, i32 addrspace(1)* %iout, i64 0
  store i32 %iv0, i32 addrspace(1)* %ip0
  %hb1 = bitcast i16 -15488 to half
  %iv1 = fptosi half %hb1 to i32
  %ip1 = getelementptr i32, i32 addrspace(1)* %iout, i64 1
  store i32 %iv1, i32 addrspace(1)* %ip1
  %hb2 = bitcast i16 31743 to half
  %iv2 = fptosi half %hb2 to i32
  %ip2 = getelementptr i32, i32 addrspace(1)* %iout, i64 2
  store i32 %iv2, i32 addrspace(1)* %ip2
  %hb3 = bitcast i16 -18432 to half
  %iv3 = fptosi half %hb3 to i32
  %ip3 = getelementptr i32, i32 addrspace(1)* %iout, i64 3
  store i32 %iv3, i32 addrspace(1)* %ip3
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.fabs.f16(half)

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*)* @hops, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32 addrspace(1)*)* @cvt, !"kernel", i32 1}
