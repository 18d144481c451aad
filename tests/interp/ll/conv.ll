; Conversions at their boundaries (LangRef "Conversion Operations"): int -> float rounds to
; nearest even from any width, float -> int truncates toward zero (in-range values only: out
; of range is poison, see poison.ll), fptrunc rounds once, fpext is exact, trunc/zext/sext.
target triple = "nvptx64-nvidia-cuda"

; TEST conv --grid 1 --block 1 buf:f64:13:zero buf:f32:30:zero buf:f16:2:zero buf:i16:2:zero buf:i32:14:zero buf:i64:7:zero buf:i8:3:zero
; OUT 9007199254740992 0x4340000000000000
; OUT 9007199254740996 0x4340000000000002
; OUT -9.223372036854776e+18 0xc3e0000000000000
; OUT 9.223372036854776e+18 0x43e0000000000000
; OUT -9007199254740992 0xc340000000000000
; OUT 1.8446744073709552e+19 0x43f0000000000000
; OUT 9.223372036854778e+18 0x43e0000000000001
; OUT 9.223372036854778e+18 0x43e0000000000001
; OUT 1.8446742974197924e+19 0x43efffffe0000000
; OUT 1 0x3ff0000000000000
; OUT 1.401298464324817e-45 0x36a0000000000000
; OUT -3.4028234663852886e+38 0xc7efffffe0000000
; OUT 0.10000000149011612 0x3fb99999a0000000
; OUT 16777216 0x4b800000
; OUT 1.677722e+07 0x4b800002
; OUT -2147483648 0xcf000000
; OUT 2147483648 0x4f000000
; OUT -16777216 0xcb800000
; OUT 33554436 0x4c000001
; OUT 4294967296 0x4f800000
; OUT 2147483648 0x4f000000
; OUT 16777216 0x4b800000
; OUT 9007199254740992 0x5a000000
; OUT 9007199254740992 0x5a000000
; OUT -9.223372036854776e+18 0xdf000000
; OUT 9.223372036854776e+18 0x5f000000
; OUT -9007199254740992 0xda000000
; OUT 1.8446744073709552e+19 0x5f800000
; OUT 9.223372036854776e+18 0x5f000000
; OUT 9.223372036854776e+18 0x5f000000
; OUT 1.8446742974197924e+19 0x5f7fffff
; OUT 255 0x437f0000
; OUT -128 0xc3000000
; OUT -1 0xbf800000
; OUT 0.10000000149011612 0x3dcccccd
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT 0 0x00000000
; OUT 1.401298464324817e-45 0x00000001
; OUT 0 0x00000000
; OUT -2.802596928649634e-45 0x80000002
; OUT 16777216 0x4b800000
; OUT 1 0x3f800000
; OUT 32768 0x7800
; OUT inf 0x7c00
; OUT -1 0xffff
; OUT -32768 0x8000
; OUT -2147483648 0x80000000
; OUT 2147483520 0x7fffff80
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 1000000000 0x3b9aca00
; OUT -256 0xffffff00
; OUT 3 0x00000003
; OUT 0 0x00000000
; OUT -1985229329 0x89abcdef
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -32768 0xffff8000
; OUT -9223372036854775808 0x8000000000000000
; OUT 9223372036854774784 0x7ffffffffffffc00
; OUT -123456789012 0xffffffe34166e5ec
; OUT -2048 0xfffffffffffff800
; OUT -9146744073709551616 0x81103cb9fb220000
; OUT 255 0x00000000000000ff
; OUT -2 0xfffffffffffffffe
; OUT -128 0x80
; OUT 127 0x7f
; OUT -1 0xff
define void @conv(double addrspace(1)* %o_double, float addrspace(1)* %o_float, half addrspace(1)* %o_half, i16 addrspace(1)* %o_i16, i32 addrspace(1)* %o_i32, i64 addrspace(1)* %o_i64, i8 addrspace(1)* %o_i8) {
  %v0 = sitofp i32 16777217 to float
  %p0 = getelementptr float, float addrspace(1)* %o_float, i64 0
  store float %v0, float addrspace(1)* %p0
  %v1 = sitofp i32 16777219 to float
  %p1 = getelementptr float, float addrspace(1)* %o_float, i64 1
  store float %v1, float addrspace(1)* %p1
  %v2 = sitofp i32 -2147483648 to float
  %p2 = getelementptr float, float addrspace(1)* %o_float, i64 2
  store float %v2, float addrspace(1)* %p2
  %v3 = sitofp i32 2147483647 to float
  %p3 = getelementptr float, float addrspace(1)* %o_float, i64 3
  store float %v3, float addrspace(1)* %p3
  %v4 = sitofp i32 -16777217 to float
  %p4 = getelementptr float, float addrspace(1)* %o_float, i64 4
  store float %v4, float addrspace(1)* %p4
  %v5 = sitofp i32 33554435 to float
  %p5 = getelementptr float, float addrspace(1)* %o_float, i64 5
  store float %v5, float addrspace(1)* %p5
  %v6 = uitofp i32 -1 to float
  %p6 = getelementptr float, float addrspace(1)* %o_float, i64 6
  store float %v6, float addrspace(1)* %p6
  %v7 = uitofp i32 -2147483647 to float
  %p7 = getelementptr float, float addrspace(1)* %o_float, i64 7
  store float %v7, float addrspace(1)* %p7
  %v8 = uitofp i32 16777217 to float
  %p8 = getelementptr float, float addrspace(1)* %o_float, i64 8
  store float %v8, float addrspace(1)* %p8
  %v9 = sitofp i64 9007199254740993 to double
  %p9 = getelementptr double, double addrspace(1)* %o_double, i64 0
  store double %v9, double addrspace(1)* %p9
  %v10 = sitofp i64 9007199254740993 to float
  %p10 = getelementptr float, float addrspace(1)* %o_float, i64 9
  store float %v10, float addrspace(1)* %p10
  %v11 = sitofp i64 9007199254740995 to double
  %p11 = getelementptr double, double addrspace(1)* %o_double, i64 1
  store double %v11, double addrspace(1)* %p11
  %v12 = sitofp i64 9007199254740995 to float
  %p12 = getelementptr float, float addrspace(1)* %o_float, i64 10
  store float %v12, float addrspace(1)* %p12
  %v13 = sitofp i64 -9223372036854775808 to double
  %p13 = getelementptr double, double addrspace(1)* %o_double, i64 2
  store double %v13, double addrspace(1)* %p13
  %v14 = sitofp i64 -9223372036854775808 to float
  %p14 = getelementptr float, float addrspace(1)* %o_float, i64 11
  store float %v14, float addrspace(1)* %p14
  %v15 = sitofp i64 9223372036854775807 to double
  %p15 = getelementptr double, double addrspace(1)* %o_double, i64 3
  store double %v15, double addrspace(1)* %p15
  %v16 = sitofp i64 9223372036854775807 to float
  %p16 = getelementptr float, float addrspace(1)* %o_float, i64 12
  store float %v16, float addrspace(1)* %p16
  %v17 = sitofp i64 -9007199254740993 to double
  %p17 = getelementptr double, double addrspace(1)* %o_double, i64 4
  store double %v17, double addrspace(1)* %p17
  %v18 = sitofp i64 -9007199254740993 to float
  %p18 = getelementptr float, float addrspace(1)* %o_float, i64 13
  store float %v18, float addrspace(1)* %p18
  %v19 = uitofp i64 -1 to double
  %p19 = getelementptr double, double addrspace(1)* %o_double, i64 5
  store double %v19, double addrspace(1)* %p19
  %v20 = uitofp i64 -1 to float
  %p20 = getelementptr float, float addrspace(1)* %o_float, i64 14
  store float %v20, float addrspace(1)* %p20
  %v21 = uitofp i64 -9223372036854773760 to double
  %p21 = getelementptr double, double addrspace(1)* %o_double, i64 6
  store double %v21, double addrspace(1)* %p21
  %v22 = uitofp i64 -9223372036854773760 to float
  %p22 = getelementptr float, float addrspace(1)* %o_float, i64 15
  store float %v22, float addrspace(1)* %p22
  %v23 = uitofp i64 -9223372036854773759 to double
  %p23 = getelementptr double, double addrspace(1)* %o_double, i64 7
  store double %v23, double addrspace(1)* %p23
  %v24 = uitofp i64 -9223372036854773759 to float
  %p24 = getelementptr float, float addrspace(1)* %o_float, i64 16
  store float %v24, float addrspace(1)* %p24
  %v25 = uitofp i64 -1099511627777 to double
  %p25 = getelementptr double, double addrspace(1)* %o_double, i64 8
  store double %v25, double addrspace(1)* %p25
  %v26 = uitofp i64 -1099511627777 to float
  %p26 = getelementptr float, float addrspace(1)* %o_float, i64 17
  store float %v26, float addrspace(1)* %p26
  %v27 = uitofp i8 -1 to float
  %p27 = getelementptr float, float addrspace(1)* %o_float, i64 18
  store float %v27, float addrspace(1)* %p27
  %v28 = sitofp i8 -128 to float
  %p28 = getelementptr float, float addrspace(1)* %o_float, i64 19
  store float %v28, float addrspace(1)* %p28
  %v29 = sitofp i16 32767 to half
  %p29 = getelementptr half, half addrspace(1)* %o_half, i64 0
  store half %v29, half addrspace(1)* %p29
  %v30 = uitofp i16 -1 to half
  %p30 = getelementptr half, half addrspace(1)* %o_half, i64 1
  store half %v30, half addrspace(1)* %p30
  %v31 = sitofp i1 true to float
  %p31 = getelementptr float, float addrspace(1)* %o_float, i64 20
  store float %v31, float addrspace(1)* %p31
  %v32 = uitofp i1 true to double
  %p32 = getelementptr double, double addrspace(1)* %o_double, i64 9
  store double %v32, double addrspace(1)* %p32
  %v33 = fptosi float 0xC1E0000000000000 to i32
  %p33 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 0
  store i32 %v33, i32 addrspace(1)* %p33
  %v34 = fptosi float 0x41DFFFFFE0000000 to i32
  %p34 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 1
  store i32 %v34, i32 addrspace(1)* %p34
  %v35 = fptosi float 0xBFFE666660000000 to i32
  %p35 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 2
  store i32 %v35, i32 addrspace(1)* %p35
  %v36 = fptosi float 0x3FFE666660000000 to i32
  %p36 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 3
  store i32 %v36, i32 addrspace(1)* %p36
  %v37 = fptosi float 0xBFEFAE1480000000 to i32
  %p37 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 4
  store i32 %v37, i32 addrspace(1)* %p37
  %v38 = fptosi float 0x3FE0000000000000 to i32
  %p38 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 5
  store i32 %v38, i32 addrspace(1)* %p38
  %v39 = fptosi float 0x41CDCD6500000000 to i32
  %p39 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 6
  store i32 %v39, i32 addrspace(1)* %p39
  %v40 = fptoui float 0x41EFFFFFE0000000 to i32
  %p40 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 7
  store i32 %v40, i32 addrspace(1)* %p40
  %v41 = fptoui float 0x400D9999A0000000 to i32
  %p41 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 8
  store i32 %v41, i32 addrspace(1)* %p41
  %v42 = fptoui float 0x0000000000000000 to i32
  %p42 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 9
  store i32 %v42, i32 addrspace(1)* %p42
  %v43 = fptosi double 0xC3E0000000000000 to i64
  %p43 = getelementptr i64, i64 addrspace(1)* %o_i64, i64 0
  store i64 %v43, i64 addrspace(1)* %p43
  %v44 = fptosi double 0x43DFFFFFFFFFFFFF to i64
  %p44 = getelementptr i64, i64 addrspace(1)* %o_i64, i64 1
  store i64 %v44, i64 addrspace(1)* %p44
  %v45 = fptosi double 0xC23CBE991A14C000 to i64
  %p45 = getelementptr i64, i64 addrspace(1)* %o_i64, i64 2
  store i64 %v45, i64 addrspace(1)* %p45
  %v46 = fptoui double 0x43EFFFFFFFFFFFFF to i64
  %p46 = getelementptr i64, i64 addrspace(1)* %o_i64, i64 3
  store i64 %v46, i64 addrspace(1)* %p46
  %v47 = fptoui double 0x43E02207973F6440 to i64
  %p47 = getelementptr i64, i64 addrspace(1)* %o_i64, i64 4
  store i64 %v47, i64 addrspace(1)* %p47
  %v48 = fptosi float 0xC060100000000000 to i8
  %p48 = getelementptr i8, i8 addrspace(1)* %o_i8, i64 0
  store i8 %v48, i8 addrspace(1)* %p48
  %v49 = fptosi float 0x405FF999A0000000 to i8
  %p49 = getelementptr i8, i8 addrspace(1)* %o_i8, i64 1
  store i8 %v49, i8 addrspace(1)* %p49
  %v50 = fptoui float 0x40EFFFFCC0000000 to i16
  %p50 = getelementptr i16, i16 addrspace(1)* %o_i16, i64 0
  store i16 %v50, i16 addrspace(1)* %p50
  %v51 = fptosi double 0xC0E0001CCCCCCCCD to i16
  %p51 = getelementptr i16, i16 addrspace(1)* %o_i16, i64 1
  store i16 %v51, i16 addrspace(1)* %p51
  %v52 = fptrunc double 0x3FB999999999999A to float
  %p52 = getelementptr float, float addrspace(1)* %o_float, i64 21
  store float %v52, float addrspace(1)* %p52
  %v53 = fptrunc double 0x47EFFFFFF0000000 to float
  %p53 = getelementptr float, float addrspace(1)* %o_float, i64 22
  store float %v53, float addrspace(1)* %p53
  %v54 = fptrunc double 0x47EFFFFFF0000000 to float
  %p54 = getelementptr float, float addrspace(1)* %o_float, i64 23
  store float %v54, float addrspace(1)* %p54
  %v55 = fptrunc double 0x366244CE242C5561 to float
  %p55 = getelementptr float, float addrspace(1)* %o_float, i64 24
  store float %v55, float addrspace(1)* %p55
  %v56 = fptrunc double 0x3698000000000000 to float
  %p56 = getelementptr float, float addrspace(1)* %o_float, i64 25
  store float %v56, float addrspace(1)* %p56
  %v57 = fptrunc double 0x3690000000000000 to float
  %p57 = getelementptr float, float addrspace(1)* %o_float, i64 26
  store float %v57, float addrspace(1)* %p57
  %v58 = fptrunc double 0xB6A8000000000000 to float
  %p58 = getelementptr float, float addrspace(1)* %o_float, i64 27
  store float %v58, float addrspace(1)* %p58
  %v59 = fptrunc double 0x4170000010000000 to float
  %p59 = getelementptr float, float addrspace(1)* %o_float, i64 28
  store float %v59, float addrspace(1)* %p59
  %v60 = fptrunc double 0x3FF0000010000000 to float
  %p60 = getelementptr float, float addrspace(1)* %o_float, i64 29
  store float %v60, float addrspace(1)* %p60
  %v61 = fpext float 0x36A0000000000000 to double
  %p61 = getelementptr double, double addrspace(1)* %o_double, i64 10
  store double %v61, double addrspace(1)* %p61
  %v62 = fpext float 0xC7EFFFFFE0000000 to double
  %p62 = getelementptr double, double addrspace(1)* %o_double, i64 11
  store double %v62, double addrspace(1)* %p62
  %v63 = fpext float 0x3FB99999A0000000 to double
  %p63 = getelementptr double, double addrspace(1)* %o_double, i64 12
  store double %v63, double addrspace(1)* %p63
  %v64 = trunc i64 -4294967041 to i8
  %p64 = getelementptr i8, i8 addrspace(1)* %o_i8, i64 2
  store i8 %v64, i8 addrspace(1)* %p64
  %v65 = trunc i64 81985529216486895 to i32
  %p65 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 10
  store i32 %v65, i32 addrspace(1)* %p65
  %v66 = zext i8 -1 to i64
  %p66 = getelementptr i64, i64 addrspace(1)* %o_i64, i64 5
  store i64 %v66, i64 addrspace(1)* %p66
  %v67 = sext i8 -2 to i64
  %p67 = getelementptr i64, i64 addrspace(1)* %o_i64, i64 6
  store i64 %v67, i64 addrspace(1)* %p67
  %v68 = sext i1 true to i32
  %p68 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 11
  store i32 %v68, i32 addrspace(1)* %p68
  %v69 = zext i1 true to i32
  %p69 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 12
  store i32 %v69, i32 addrspace(1)* %p69
  %v70 = sext i16 -32768 to i32
  %p70 = getelementptr i32, i32 addrspace(1)* %o_i32, i64 13
  store i32 %v70, i32 addrspace(1)* %p70
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (double addrspace(1)*, float addrspace(1)*, half addrspace(1)*, i16 addrspace(1)*, i32 addrspace(1)*, i64 addrspace(1)*, i8 addrspace(1)*)* @conv, !"kernel", i32 1}
