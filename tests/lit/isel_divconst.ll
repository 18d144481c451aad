; Integer division and remainder by constants (isel/divconst.c, combine.c): i32 and i64,
; signed and unsigned, odd, even, power-of-two, negative and extreme divisors. The PTX has
; no div or rem left (CHECK), ptxas accepts it, and EXEC runs every quotient on the PTX
; emulator against the IR interpreter's division: each thread divides four dividends --
; its input (random, or 0..63), INT_MIN + t, INT_MAX - t and -t -- so the edges are
; covered. The multiplier and shift constants themselves are checked against true
; division in tests/unit/test_divconst.c. (Generated; the list of divisors is the test.)
; RUN: -mcpu=sm_86 -O2 | CHECK
; RUN: -mcpu=sm_75 -O0 | CHECK
; EXEC: -mcpu=sm_86 -O2 | div32 1 64 buf:i32:64:rand:7 buf:i32:5632:zero
; EXEC: -mcpu=sm_86 -O2 | div32 1 64 buf:i32:64:iota buf:i32:5632:zero
; EXEC: -mcpu=sm_75 -O0 | div32 1 64 buf:i32:64:rand:8 buf:i32:5632:zero
; EXEC: -mcpu=sm_86 -O2 | div64 1 64 buf:i64:64:rand:9 buf:i64:3072:zero
; EXEC: -mcpu=sm_86 -O2 | div64 1 64 buf:i64:64:iota buf:i64:3072:zero
; CHECK-NOT: {{div|rem}}.{{[su]}}
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @div32(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tw = add i32 %t, 0
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %v0 = load i32, ptr addrspace(1) %pi
  %v1 = add i32 -2147483648, %tw
  %v2 = sub i32 2147483647, %tw
  %v3 = sub i32 0, %tw
  %base = mul i32 %t, 88
  %r0 = udiv i32 %v0, 7
  %i0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i0
  store i32 %r0, ptr addrspace(1) %p0
  %r1 = udiv i32 %v0, 10
  %i1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %i1
  store i32 %r1, ptr addrspace(1) %p1
  %r2 = udiv i32 %v0, 1000
  %i2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %i2
  store i32 %r2, ptr addrspace(1) %p2
  %r3 = udiv i32 %v0, 6
  %i3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %i3
  store i32 %r3, ptr addrspace(1) %p3
  %r4 = udiv i32 %v0, 641
  %i4 = add i32 %base, 4
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %i4
  store i32 %r4, ptr addrspace(1) %p4
  %r5 = udiv i32 %v0, -2
  %i5 = add i32 %base, 5
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 %i5
  store i32 %r5, ptr addrspace(1) %p5
  %r6 = udiv i32 %v0, -2147483647
  %i6 = add i32 %base, 6
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 %i6
  store i32 %r6, ptr addrspace(1) %p6
  %r7 = urem i32 %v0, 10
  %i7 = add i32 %base, 7
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 %i7
  store i32 %r7, ptr addrspace(1) %p7
  %r8 = urem i32 %v0, 16
  %i8 = add i32 %base, 8
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 %i8
  store i32 %r8, ptr addrspace(1) %p8
  %r9 = urem i32 %v0, 12
  %i9 = add i32 %base, 9
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 %i9
  store i32 %r9, ptr addrspace(1) %p9
  %r10 = sdiv i32 %v0, 7
  %i10 = add i32 %base, 10
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 %i10
  store i32 %r10, ptr addrspace(1) %p10
  %r11 = sdiv i32 %v0, -3
  %i11 = add i32 %base, 11
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 %i11
  store i32 %r11, ptr addrspace(1) %p11
  %r12 = sdiv i32 %v0, 6
  %i12 = add i32 %base, 12
  %p12 = getelementptr i32, ptr addrspace(1) %out, i32 %i12
  store i32 %r12, ptr addrspace(1) %p12
  %r13 = sdiv i32 %v0, 16
  %i13 = add i32 %base, 13
  %p13 = getelementptr i32, ptr addrspace(1) %out, i32 %i13
  store i32 %r13, ptr addrspace(1) %p13
  %r14 = sdiv i32 %v0, -16
  %i14 = add i32 %base, 14
  %p14 = getelementptr i32, ptr addrspace(1) %out, i32 %i14
  store i32 %r14, ptr addrspace(1) %p14
  %r15 = sdiv i32 %v0, 1000
  %i15 = add i32 %base, 15
  %p15 = getelementptr i32, ptr addrspace(1) %out, i32 %i15
  store i32 %r15, ptr addrspace(1) %p15
  %r16 = sdiv i32 %v0, -2147483648
  %i16 = add i32 %base, 16
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 %i16
  store i32 %r16, ptr addrspace(1) %p16
  %r17 = sdiv i32 %v0, 2147483647
  %i17 = add i32 %base, 17
  %p17 = getelementptr i32, ptr addrspace(1) %out, i32 %i17
  store i32 %r17, ptr addrspace(1) %p17
  %r18 = srem i32 %v0, 1000
  %i18 = add i32 %base, 18
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 %i18
  store i32 %r18, ptr addrspace(1) %p18
  %r19 = srem i32 %v0, -7
  %i19 = add i32 %base, 19
  %p19 = getelementptr i32, ptr addrspace(1) %out, i32 %i19
  store i32 %r19, ptr addrspace(1) %p19
  %r20 = srem i32 %v0, 16
  %i20 = add i32 %base, 20
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 %i20
  store i32 %r20, ptr addrspace(1) %p20
  %r21 = srem i32 %v0, -2147483648
  %i21 = add i32 %base, 21
  %p21 = getelementptr i32, ptr addrspace(1) %out, i32 %i21
  store i32 %r21, ptr addrspace(1) %p21
  %r22 = udiv i32 %v1, 7
  %i22 = add i32 %base, 22
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 %i22
  store i32 %r22, ptr addrspace(1) %p22
  %r23 = udiv i32 %v1, 10
  %i23 = add i32 %base, 23
  %p23 = getelementptr i32, ptr addrspace(1) %out, i32 %i23
  store i32 %r23, ptr addrspace(1) %p23
  %r24 = udiv i32 %v1, 1000
  %i24 = add i32 %base, 24
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 %i24
  store i32 %r24, ptr addrspace(1) %p24
  %r25 = udiv i32 %v1, 6
  %i25 = add i32 %base, 25
  %p25 = getelementptr i32, ptr addrspace(1) %out, i32 %i25
  store i32 %r25, ptr addrspace(1) %p25
  %r26 = udiv i32 %v1, 641
  %i26 = add i32 %base, 26
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 %i26
  store i32 %r26, ptr addrspace(1) %p26
  %r27 = udiv i32 %v1, -2
  %i27 = add i32 %base, 27
  %p27 = getelementptr i32, ptr addrspace(1) %out, i32 %i27
  store i32 %r27, ptr addrspace(1) %p27
  %r28 = udiv i32 %v1, -2147483647
  %i28 = add i32 %base, 28
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 %i28
  store i32 %r28, ptr addrspace(1) %p28
  %r29 = urem i32 %v1, 10
  %i29 = add i32 %base, 29
  %p29 = getelementptr i32, ptr addrspace(1) %out, i32 %i29
  store i32 %r29, ptr addrspace(1) %p29
  %r30 = urem i32 %v1, 16
  %i30 = add i32 %base, 30
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 %i30
  store i32 %r30, ptr addrspace(1) %p30
  %r31 = urem i32 %v1, 12
  %i31 = add i32 %base, 31
  %p31 = getelementptr i32, ptr addrspace(1) %out, i32 %i31
  store i32 %r31, ptr addrspace(1) %p31
  %r32 = sdiv i32 %v1, 7
  %i32 = add i32 %base, 32
  %p32 = getelementptr i32, ptr addrspace(1) %out, i32 %i32
  store i32 %r32, ptr addrspace(1) %p32
  %r33 = sdiv i32 %v1, -3
  %i33 = add i32 %base, 33
  %p33 = getelementptr i32, ptr addrspace(1) %out, i32 %i33
  store i32 %r33, ptr addrspace(1) %p33
  %r34 = sdiv i32 %v1, 6
  %i34 = add i32 %base, 34
  %p34 = getelementptr i32, ptr addrspace(1) %out, i32 %i34
  store i32 %r34, ptr addrspace(1) %p34
  %r35 = sdiv i32 %v1, 16
  %i35 = add i32 %base, 35
  %p35 = getelementptr i32, ptr addrspace(1) %out, i32 %i35
  store i32 %r35, ptr addrspace(1) %p35
  %r36 = sdiv i32 %v1, -16
  %i36 = add i32 %base, 36
  %p36 = getelementptr i32, ptr addrspace(1) %out, i32 %i36
  store i32 %r36, ptr addrspace(1) %p36
  %r37 = sdiv i32 %v1, 1000
  %i37 = add i32 %base, 37
  %p37 = getelementptr i32, ptr addrspace(1) %out, i32 %i37
  store i32 %r37, ptr addrspace(1) %p37
  %r38 = sdiv i32 %v1, -2147483648
  %i38 = add i32 %base, 38
  %p38 = getelementptr i32, ptr addrspace(1) %out, i32 %i38
  store i32 %r38, ptr addrspace(1) %p38
  %r39 = sdiv i32 %v1, 2147483647
  %i39 = add i32 %base, 39
  %p39 = getelementptr i32, ptr addrspace(1) %out, i32 %i39
  store i32 %r39, ptr addrspace(1) %p39
  %r40 = srem i32 %v1, 1000
  %i40 = add i32 %base, 40
  %p40 = getelementptr i32, ptr addrspace(1) %out, i32 %i40
  store i32 %r40, ptr addrspace(1) %p40
  %r41 = srem i32 %v1, -7
  %i41 = add i32 %base, 41
  %p41 = getelementptr i32, ptr addrspace(1) %out, i32 %i41
  store i32 %r41, ptr addrspace(1) %p41
  %r42 = srem i32 %v1, 16
  %i42 = add i32 %base, 42
  %p42 = getelementptr i32, ptr addrspace(1) %out, i32 %i42
  store i32 %r42, ptr addrspace(1) %p42
  %r43 = srem i32 %v1, -2147483648
  %i43 = add i32 %base, 43
  %p43 = getelementptr i32, ptr addrspace(1) %out, i32 %i43
  store i32 %r43, ptr addrspace(1) %p43
  %r44 = udiv i32 %v2, 7
  %i44 = add i32 %base, 44
  %p44 = getelementptr i32, ptr addrspace(1) %out, i32 %i44
  store i32 %r44, ptr addrspace(1) %p44
  %r45 = udiv i32 %v2, 10
  %i45 = add i32 %base, 45
  %p45 = getelementptr i32, ptr addrspace(1) %out, i32 %i45
  store i32 %r45, ptr addrspace(1) %p45
  %r46 = udiv i32 %v2, 1000
  %i46 = add i32 %base, 46
  %p46 = getelementptr i32, ptr addrspace(1) %out, i32 %i46
  store i32 %r46, ptr addrspace(1) %p46
  %r47 = udiv i32 %v2, 6
  %i47 = add i32 %base, 47
  %p47 = getelementptr i32, ptr addrspace(1) %out, i32 %i47
  store i32 %r47, ptr addrspace(1) %p47
  %r48 = udiv i32 %v2, 641
  %i48 = add i32 %base, 48
  %p48 = getelementptr i32, ptr addrspace(1) %out, i32 %i48
  store i32 %r48, ptr addrspace(1) %p48
  %r49 = udiv i32 %v2, -2
  %i49 = add i32 %base, 49
  %p49 = getelementptr i32, ptr addrspace(1) %out, i32 %i49
  store i32 %r49, ptr addrspace(1) %p49
  %r50 = udiv i32 %v2, -2147483647
  %i50 = add i32 %base, 50
  %p50 = getelementptr i32, ptr addrspace(1) %out, i32 %i50
  store i32 %r50, ptr addrspace(1) %p50
  %r51 = urem i32 %v2, 10
  %i51 = add i32 %base, 51
  %p51 = getelementptr i32, ptr addrspace(1) %out, i32 %i51
  store i32 %r51, ptr addrspace(1) %p51
  %r52 = urem i32 %v2, 16
  %i52 = add i32 %base, 52
  %p52 = getelementptr i32, ptr addrspace(1) %out, i32 %i52
  store i32 %r52, ptr addrspace(1) %p52
  %r53 = urem i32 %v2, 12
  %i53 = add i32 %base, 53
  %p53 = getelementptr i32, ptr addrspace(1) %out, i32 %i53
  store i32 %r53, ptr addrspace(1) %p53
  %r54 = sdiv i32 %v2, 7
  %i54 = add i32 %base, 54
  %p54 = getelementptr i32, ptr addrspace(1) %out, i32 %i54
  store i32 %r54, ptr addrspace(1) %p54
  %r55 = sdiv i32 %v2, -3
  %i55 = add i32 %base, 55
  %p55 = getelementptr i32, ptr addrspace(1) %out, i32 %i55
  store i32 %r55, ptr addrspace(1) %p55
  %r56 = sdiv i32 %v2, 6
  %i56 = add i32 %base, 56
  %p56 = getelementptr i32, ptr addrspace(1) %out, i32 %i56
  store i32 %r56, ptr addrspace(1) %p56
  %r57 = sdiv i32 %v2, 16
  %i57 = add i32 %base, 57
  %p57 = getelementptr i32, ptr addrspace(1) %out, i32 %i57
  store i32 %r57, ptr addrspace(1) %p57
  %r58 = sdiv i32 %v2, -16
  %i58 = add i32 %base, 58
  %p58 = getelementptr i32, ptr addrspace(1) %out, i32 %i58
  store i32 %r58, ptr addrspace(1) %p58
  %r59 = sdiv i32 %v2, 1000
  %i59 = add i32 %base, 59
  %p59 = getelementptr i32, ptr addrspace(1) %out, i32 %i59
  store i32 %r59, ptr addrspace(1) %p59
  %r60 = sdiv i32 %v2, -2147483648
  %i60 = add i32 %base, 60
  %p60 = getelementptr i32, ptr addrspace(1) %out, i32 %i60
  store i32 %r60, ptr addrspace(1) %p60
  %r61 = sdiv i32 %v2, 2147483647
  %i61 = add i32 %base, 61
  %p61 = getelementptr i32, ptr addrspace(1) %out, i32 %i61
  store i32 %r61, ptr addrspace(1) %p61
  %r62 = srem i32 %v2, 1000
  %i62 = add i32 %base, 62
  %p62 = getelementptr i32, ptr addrspace(1) %out, i32 %i62
  store i32 %r62, ptr addrspace(1) %p62
  %r63 = srem i32 %v2, -7
  %i63 = add i32 %base, 63
  %p63 = getelementptr i32, ptr addrspace(1) %out, i32 %i63
  store i32 %r63, ptr addrspace(1) %p63
  %r64 = srem i32 %v2, 16
  %i64 = add i32 %base, 64
  %p64 = getelementptr i32, ptr addrspace(1) %out, i32 %i64
  store i32 %r64, ptr addrspace(1) %p64
  %r65 = srem i32 %v2, -2147483648
  %i65 = add i32 %base, 65
  %p65 = getelementptr i32, ptr addrspace(1) %out, i32 %i65
  store i32 %r65, ptr addrspace(1) %p65
  %r66 = udiv i32 %v3, 7
  %i66 = add i32 %base, 66
  %p66 = getelementptr i32, ptr addrspace(1) %out, i32 %i66
  store i32 %r66, ptr addrspace(1) %p66
  %r67 = udiv i32 %v3, 10
  %i67 = add i32 %base, 67
  %p67 = getelementptr i32, ptr addrspace(1) %out, i32 %i67
  store i32 %r67, ptr addrspace(1) %p67
  %r68 = udiv i32 %v3, 1000
  %i68 = add i32 %base, 68
  %p68 = getelementptr i32, ptr addrspace(1) %out, i32 %i68
  store i32 %r68, ptr addrspace(1) %p68
  %r69 = udiv i32 %v3, 6
  %i69 = add i32 %base, 69
  %p69 = getelementptr i32, ptr addrspace(1) %out, i32 %i69
  store i32 %r69, ptr addrspace(1) %p69
  %r70 = udiv i32 %v3, 641
  %i70 = add i32 %base, 70
  %p70 = getelementptr i32, ptr addrspace(1) %out, i32 %i70
  store i32 %r70, ptr addrspace(1) %p70
  %r71 = udiv i32 %v3, -2
  %i71 = add i32 %base, 71
  %p71 = getelementptr i32, ptr addrspace(1) %out, i32 %i71
  store i32 %r71, ptr addrspace(1) %p71
  %r72 = udiv i32 %v3, -2147483647
  %i72 = add i32 %base, 72
  %p72 = getelementptr i32, ptr addrspace(1) %out, i32 %i72
  store i32 %r72, ptr addrspace(1) %p72
  %r73 = urem i32 %v3, 10
  %i73 = add i32 %base, 73
  %p73 = getelementptr i32, ptr addrspace(1) %out, i32 %i73
  store i32 %r73, ptr addrspace(1) %p73
  %r74 = urem i32 %v3, 16
  %i74 = add i32 %base, 74
  %p74 = getelementptr i32, ptr addrspace(1) %out, i32 %i74
  store i32 %r74, ptr addrspace(1) %p74
  %r75 = urem i32 %v3, 12
  %i75 = add i32 %base, 75
  %p75 = getelementptr i32, ptr addrspace(1) %out, i32 %i75
  store i32 %r75, ptr addrspace(1) %p75
  %r76 = sdiv i32 %v3, 7
  %i76 = add i32 %base, 76
  %p76 = getelementptr i32, ptr addrspace(1) %out, i32 %i76
  store i32 %r76, ptr addrspace(1) %p76
  %r77 = sdiv i32 %v3, -3
  %i77 = add i32 %base, 77
  %p77 = getelementptr i32, ptr addrspace(1) %out, i32 %i77
  store i32 %r77, ptr addrspace(1) %p77
  %r78 = sdiv i32 %v3, 6
  %i78 = add i32 %base, 78
  %p78 = getelementptr i32, ptr addrspace(1) %out, i32 %i78
  store i32 %r78, ptr addrspace(1) %p78
  %r79 = sdiv i32 %v3, 16
  %i79 = add i32 %base, 79
  %p79 = getelementptr i32, ptr addrspace(1) %out, i32 %i79
  store i32 %r79, ptr addrspace(1) %p79
  %r80 = sdiv i32 %v3, -16
  %i80 = add i32 %base, 80
  %p80 = getelementptr i32, ptr addrspace(1) %out, i32 %i80
  store i32 %r80, ptr addrspace(1) %p80
  %r81 = sdiv i32 %v3, 1000
  %i81 = add i32 %base, 81
  %p81 = getelementptr i32, ptr addrspace(1) %out, i32 %i81
  store i32 %r81, ptr addrspace(1) %p81
  %r82 = sdiv i32 %v3, -2147483648
  %i82 = add i32 %base, 82
  %p82 = getelementptr i32, ptr addrspace(1) %out, i32 %i82
  store i32 %r82, ptr addrspace(1) %p82
  %r83 = sdiv i32 %v3, 2147483647
  %i83 = add i32 %base, 83
  %p83 = getelementptr i32, ptr addrspace(1) %out, i32 %i83
  store i32 %r83, ptr addrspace(1) %p83
  %r84 = srem i32 %v3, 1000
  %i84 = add i32 %base, 84
  %p84 = getelementptr i32, ptr addrspace(1) %out, i32 %i84
  store i32 %r84, ptr addrspace(1) %p84
  %r85 = srem i32 %v3, -7
  %i85 = add i32 %base, 85
  %p85 = getelementptr i32, ptr addrspace(1) %out, i32 %i85
  store i32 %r85, ptr addrspace(1) %p85
  %r86 = srem i32 %v3, 16
  %i86 = add i32 %base, 86
  %p86 = getelementptr i32, ptr addrspace(1) %out, i32 %i86
  store i32 %r86, ptr addrspace(1) %p86
  %r87 = srem i32 %v3, -2147483648
  %i87 = add i32 %base, 87
  %p87 = getelementptr i32, ptr addrspace(1) %out, i32 %i87
  store i32 %r87, ptr addrspace(1) %p87
  ret void
}

define void @div64(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tw = zext i32 %t to i64
  %pi = getelementptr i64, ptr addrspace(1) %in, i32 %t
  %v0 = load i64, ptr addrspace(1) %pi
  %v1 = add i64 -9223372036854775808, %tw
  %v2 = sub i64 9223372036854775807, %tw
  %v3 = sub i64 0, %tw
  %base = mul i32 %t, 48
  %r0 = udiv i64 %v0, 10
  %i0 = add i32 %base, 0
  %p0 = getelementptr i64, ptr addrspace(1) %out, i32 %i0
  store i64 %r0, ptr addrspace(1) %p0
  %r1 = udiv i64 %v0, 1000000007
  %i1 = add i32 %base, 1
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 %i1
  store i64 %r1, ptr addrspace(1) %p1
  %r2 = udiv i64 %v0, -9223372036854775807
  %i2 = add i32 %base, 2
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 %i2
  store i64 %r2, ptr addrspace(1) %p2
  %r3 = udiv i64 %v0, 12
  %i3 = add i32 %base, 3
  %p3 = getelementptr i64, ptr addrspace(1) %out, i32 %i3
  store i64 %r3, ptr addrspace(1) %p3
  %r4 = urem i64 %v0, 1000
  %i4 = add i32 %base, 4
  %p4 = getelementptr i64, ptr addrspace(1) %out, i32 %i4
  store i64 %r4, ptr addrspace(1) %p4
  %r5 = sdiv i64 %v0, -7
  %i5 = add i32 %base, 5
  %p5 = getelementptr i64, ptr addrspace(1) %out, i32 %i5
  store i64 %r5, ptr addrspace(1) %p5
  %r6 = sdiv i64 %v0, 10
  %i6 = add i32 %base, 6
  %p6 = getelementptr i64, ptr addrspace(1) %out, i32 %i6
  store i64 %r6, ptr addrspace(1) %p6
  %r7 = sdiv i64 %v0, 3
  %i7 = add i32 %base, 7
  %p7 = getelementptr i64, ptr addrspace(1) %out, i32 %i7
  store i64 %r7, ptr addrspace(1) %p7
  %r8 = sdiv i64 %v0, 1099511627776
  %i8 = add i32 %base, 8
  %p8 = getelementptr i64, ptr addrspace(1) %out, i32 %i8
  store i64 %r8, ptr addrspace(1) %p8
  %r9 = sdiv i64 %v0, -9223372036854775808
  %i9 = add i32 %base, 9
  %p9 = getelementptr i64, ptr addrspace(1) %out, i32 %i9
  store i64 %r9, ptr addrspace(1) %p9
  %r10 = srem i64 %v0, 1000
  %i10 = add i32 %base, 10
  %p10 = getelementptr i64, ptr addrspace(1) %out, i32 %i10
  store i64 %r10, ptr addrspace(1) %p10
  %r11 = srem i64 %v0, -641
  %i11 = add i32 %base, 11
  %p11 = getelementptr i64, ptr addrspace(1) %out, i32 %i11
  store i64 %r11, ptr addrspace(1) %p11
  %r12 = udiv i64 %v1, 10
  %i12 = add i32 %base, 12
  %p12 = getelementptr i64, ptr addrspace(1) %out, i32 %i12
  store i64 %r12, ptr addrspace(1) %p12
  %r13 = udiv i64 %v1, 1000000007
  %i13 = add i32 %base, 13
  %p13 = getelementptr i64, ptr addrspace(1) %out, i32 %i13
  store i64 %r13, ptr addrspace(1) %p13
  %r14 = udiv i64 %v1, -9223372036854775807
  %i14 = add i32 %base, 14
  %p14 = getelementptr i64, ptr addrspace(1) %out, i32 %i14
  store i64 %r14, ptr addrspace(1) %p14
  %r15 = udiv i64 %v1, 12
  %i15 = add i32 %base, 15
  %p15 = getelementptr i64, ptr addrspace(1) %out, i32 %i15
  store i64 %r15, ptr addrspace(1) %p15
  %r16 = urem i64 %v1, 1000
  %i16 = add i32 %base, 16
  %p16 = getelementptr i64, ptr addrspace(1) %out, i32 %i16
  store i64 %r16, ptr addrspace(1) %p16
  %r17 = sdiv i64 %v1, -7
  %i17 = add i32 %base, 17
  %p17 = getelementptr i64, ptr addrspace(1) %out, i32 %i17
  store i64 %r17, ptr addrspace(1) %p17
  %r18 = sdiv i64 %v1, 10
  %i18 = add i32 %base, 18
  %p18 = getelementptr i64, ptr addrspace(1) %out, i32 %i18
  store i64 %r18, ptr addrspace(1) %p18
  %r19 = sdiv i64 %v1, 3
  %i19 = add i32 %base, 19
  %p19 = getelementptr i64, ptr addrspace(1) %out, i32 %i19
  store i64 %r19, ptr addrspace(1) %p19
  %r20 = sdiv i64 %v1, 1099511627776
  %i20 = add i32 %base, 20
  %p20 = getelementptr i64, ptr addrspace(1) %out, i32 %i20
  store i64 %r20, ptr addrspace(1) %p20
  %r21 = sdiv i64 %v1, -9223372036854775808
  %i21 = add i32 %base, 21
  %p21 = getelementptr i64, ptr addrspace(1) %out, i32 %i21
  store i64 %r21, ptr addrspace(1) %p21
  %r22 = srem i64 %v1, 1000
  %i22 = add i32 %base, 22
  %p22 = getelementptr i64, ptr addrspace(1) %out, i32 %i22
  store i64 %r22, ptr addrspace(1) %p22
  %r23 = srem i64 %v1, -641
  %i23 = add i32 %base, 23
  %p23 = getelementptr i64, ptr addrspace(1) %out, i32 %i23
  store i64 %r23, ptr addrspace(1) %p23
  %r24 = udiv i64 %v2, 10
  %i24 = add i32 %base, 24
  %p24 = getelementptr i64, ptr addrspace(1) %out, i32 %i24
  store i64 %r24, ptr addrspace(1) %p24
  %r25 = udiv i64 %v2, 1000000007
  %i25 = add i32 %base, 25
  %p25 = getelementptr i64, ptr addrspace(1) %out, i32 %i25
  store i64 %r25, ptr addrspace(1) %p25
  %r26 = udiv i64 %v2, -9223372036854775807
  %i26 = add i32 %base, 26
  %p26 = getelementptr i64, ptr addrspace(1) %out, i32 %i26
  store i64 %r26, ptr addrspace(1) %p26
  %r27 = udiv i64 %v2, 12
  %i27 = add i32 %base, 27
  %p27 = getelementptr i64, ptr addrspace(1) %out, i32 %i27
  store i64 %r27, ptr addrspace(1) %p27
  %r28 = urem i64 %v2, 1000
  %i28 = add i32 %base, 28
  %p28 = getelementptr i64, ptr addrspace(1) %out, i32 %i28
  store i64 %r28, ptr addrspace(1) %p28
  %r29 = sdiv i64 %v2, -7
  %i29 = add i32 %base, 29
  %p29 = getelementptr i64, ptr addrspace(1) %out, i32 %i29
  store i64 %r29, ptr addrspace(1) %p29
  %r30 = sdiv i64 %v2, 10
  %i30 = add i32 %base, 30
  %p30 = getelementptr i64, ptr addrspace(1) %out, i32 %i30
  store i64 %r30, ptr addrspace(1) %p30
  %r31 = sdiv i64 %v2, 3
  %i31 = add i32 %base, 31
  %p31 = getelementptr i64, ptr addrspace(1) %out, i32 %i31
  store i64 %r31, ptr addrspace(1) %p31
  %r32 = sdiv i64 %v2, 1099511627776
  %i32 = add i32 %base, 32
  %p32 = getelementptr i64, ptr addrspace(1) %out, i32 %i32
  store i64 %r32, ptr addrspace(1) %p32
  %r33 = sdiv i64 %v2, -9223372036854775808
  %i33 = add i32 %base, 33
  %p33 = getelementptr i64, ptr addrspace(1) %out, i32 %i33
  store i64 %r33, ptr addrspace(1) %p33
  %r34 = srem i64 %v2, 1000
  %i34 = add i32 %base, 34
  %p34 = getelementptr i64, ptr addrspace(1) %out, i32 %i34
  store i64 %r34, ptr addrspace(1) %p34
  %r35 = srem i64 %v2, -641
  %i35 = add i32 %base, 35
  %p35 = getelementptr i64, ptr addrspace(1) %out, i32 %i35
  store i64 %r35, ptr addrspace(1) %p35
  %r36 = udiv i64 %v3, 10
  %i36 = add i32 %base, 36
  %p36 = getelementptr i64, ptr addrspace(1) %out, i32 %i36
  store i64 %r36, ptr addrspace(1) %p36
  %r37 = udiv i64 %v3, 1000000007
  %i37 = add i32 %base, 37
  %p37 = getelementptr i64, ptr addrspace(1) %out, i32 %i37
  store i64 %r37, ptr addrspace(1) %p37
  %r38 = udiv i64 %v3, -9223372036854775807
  %i38 = add i32 %base, 38
  %p38 = getelementptr i64, ptr addrspace(1) %out, i32 %i38
  store i64 %r38, ptr addrspace(1) %p38
  %r39 = udiv i64 %v3, 12
  %i39 = add i32 %base, 39
  %p39 = getelementptr i64, ptr addrspace(1) %out, i32 %i39
  store i64 %r39, ptr addrspace(1) %p39
  %r40 = urem i64 %v3, 1000
  %i40 = add i32 %base, 40
  %p40 = getelementptr i64, ptr addrspace(1) %out, i32 %i40
  store i64 %r40, ptr addrspace(1) %p40
  %r41 = sdiv i64 %v3, -7
  %i41 = add i32 %base, 41
  %p41 = getelementptr i64, ptr addrspace(1) %out, i32 %i41
  store i64 %r41, ptr addrspace(1) %p41
  %r42 = sdiv i64 %v3, 10
  %i42 = add i32 %base, 42
  %p42 = getelementptr i64, ptr addrspace(1) %out, i32 %i42
  store i64 %r42, ptr addrspace(1) %p42
  %r43 = sdiv i64 %v3, 3
  %i43 = add i32 %base, 43
  %p43 = getelementptr i64, ptr addrspace(1) %out, i32 %i43
  store i64 %r43, ptr addrspace(1) %p43
  %r44 = sdiv i64 %v3, 1099511627776
  %i44 = add i32 %base, 44
  %p44 = getelementptr i64, ptr addrspace(1) %out, i32 %i44
  store i64 %r44, ptr addrspace(1) %p44
  %r45 = sdiv i64 %v3, -9223372036854775808
  %i45 = add i32 %base, 45
  %p45 = getelementptr i64, ptr addrspace(1) %out, i32 %i45
  store i64 %r45, ptr addrspace(1) %p45
  %r46 = srem i64 %v3, 1000
  %i46 = add i32 %base, 46
  %p46 = getelementptr i64, ptr addrspace(1) %out, i32 %i46
  store i64 %r46, ptr addrspace(1) %p46
  %r47 = srem i64 %v3, -641
  %i47 = add i32 %base, 47
  %p47 = getelementptr i64, ptr addrspace(1) %out, i32 %i47
  store i64 %r47, ptr addrspace(1) %p47
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @div32, !"kernel", i32 1}
!1 = !{ptr @div64, !"kernel", i32 1}
