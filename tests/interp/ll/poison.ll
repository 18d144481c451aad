; Poison and immediate undefined behaviour (LangRef "Poison Values", "Undefined Values"),
; made deterministic as ir_exec.c documents: freeze(poison) = 0, a stored poison value is
; stored as its natural bits with a warning, and a branch/switch on poison, division by zero
; or by poison, INT_MIN / -1 and memory access through a poison pointer fault.
; The flag batteries observe poison through freeze: 0 where the operation is poison.
; NOLLC-FILE freeze(poison) = 0 and the natural values are this engine's choices
target triple = "nvptx64-nvidia-cuda"

; TEST flags8 --grid 1 --block 1 buf:i8:165:zero
; OUT -128 0x80
; OUT -128 0x80
; OUT 0 0x00
; OUT 0 0x00
; OUT 126 0x7e
; OUT 126 0x7e
; OUT 127 0x7f
; OUT 127 0x7f
; OUT -2 0xfe
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 127 0x7f
; OUT 127 0x7f
; OUT 127 0x7f
; OUT 127 0x7f
; OUT 127 0x7f
; OUT 127 0x7f
; OUT 125 0x7d
; OUT 125 0x7d
; OUT 126 0x7e
; OUT 126 0x7e
; OUT -4 0xfc
; OUT 0 0x00
; OUT 63 0x3f
; OUT 63 0x3f
; OUT 126 0x7e
; OUT 126 0x7e
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT -2 0xfe
; OUT -2 0xfe
; OUT -1 0xff
; OUT -1 0xff
; OUT 0 0x00
; OUT -2 0xfe
; OUT 0 0x00
; OUT 0 0x00
; OUT -1 0xff
; OUT -1 0xff
; OUT 127 0x7f
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT -127 0x81
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT -127 0x81
; OUT -127 0x81
; OUT -127 0x81
; OUT -127 0x81
; OUT 127 0x7f
; OUT 0 0x00
; OUT -128 0x80
; OUT -128 0x80
; OUT 0 0x00
; OUT 0 0x00
; OUT 64 0x40
; OUT -64 0xc0
; OUT -128 0x80
; OUT -128 0x80
; OUT 44 0x2c
; OUT 0 0x00
; OUT 44 0x2c
; OUT 0 0x00
; OUT 100 0x64
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 2 0x02
; OUT 0 0x00
; OUT 32 0x20
; OUT 32 0x20
; OUT 32 0x20
; OUT 32 0x20
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 1 0x01
; OUT 1 0x01
; OUT -2 0xfe
; OUT 0 0x00
; OUT -2 0xfe
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 1 0x01
; OUT 1 0x01
; OUT 1 0x01
; OUT -62 0xc2
; OUT -62 0xc2
; OUT -62 0xc2
; OUT -62 0xc2
; OUT -66 0xbe
; OUT -66 0xbe
; OUT 0 0x00
; OUT -128 0x80
; OUT 0 0x00
; OUT 0 0x00
; OUT 48 0x30
; OUT -16 0xf0
; OUT 96 0x60
; OUT -32 0xe0
; OUT 65 0x41
; OUT 65 0x41
; OUT 65 0x41
; OUT 65 0x41
; OUT 63 0x3f
; OUT 63 0x3f
; OUT 64 0x40
; OUT 64 0x40
; OUT -128 0x80
; OUT 0 0x00
; OUT 32 0x20
; OUT 32 0x20
; OUT 64 0x40
; OUT 64 0x40
; OUT 8 0x08
; OUT 8 0x08
; OUT 8 0x08
; OUT 8 0x08
; OUT 0 0x00
; OUT -6 0xfa
; OUT 7 0x07
; OUT 7 0x07
; OUT -128 0x80
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 4 0x04
; OUT 4 0x04
; OUT 4 0x04
; OUT 4 0x04
; OUT 2 0x02
; OUT 2 0x02
; OUT 3 0x03
; OUT 3 0x03
; OUT 6 0x06
; OUT 6 0x06
; OUT 0 0x00
; OUT 0 0x00
; OUT 3 0x03
; OUT 3 0x03
; OUT -121 0x87
; OUT -121 0x87
; OUT -121 0x87
; OUT -121 0x87
; OUT 121 0x79
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 1 0x01
; OUT -1 0xff
; OUT 0 0x00
; OUT 0 0x00
define void @flags8(i8 addrspace(1)* %out) {
  %r0 = add  i8 127, 1
  %f0 = freeze i8 %r0
  %p0 = getelementptr i8, i8 addrspace(1)* %out, i64 0
  store i8 %f0, i8 addrspace(1)* %p0
  %r1 = add nuw i8 127, 1
  %f1 = freeze i8 %r1
  %p1 = getelementptr i8, i8 addrspace(1)* %out, i64 1
  store i8 %f1, i8 addrspace(1)* %p1
  %r2 = add nsw i8 127, 1
  %f2 = freeze i8 %r2
  %p2 = getelementptr i8, i8 addrspace(1)* %out, i64 2
  store i8 %f2, i8 addrspace(1)* %p2
  %r3 = add nuw nsw i8 127, 1
  %f3 = freeze i8 %r3
  %p3 = getelementptr i8, i8 addrspace(1)* %out, i64 3
  store i8 %f3, i8 addrspace(1)* %p3
  %r4 = sub nuw i8 127, 1
  %f4 = freeze i8 %r4
  %p4 = getelementptr i8, i8 addrspace(1)* %out, i64 4
  store i8 %f4, i8 addrspace(1)* %p4
  %r5 = sub nsw i8 127, 1
  %f5 = freeze i8 %r5
  %p5 = getelementptr i8, i8 addrspace(1)* %out, i64 5
  store i8 %f5, i8 addrspace(1)* %p5
  %r6 = mul nuw i8 127, 1
  %f6 = freeze i8 %r6
  %p6 = getelementptr i8, i8 addrspace(1)* %out, i64 6
  store i8 %f6, i8 addrspace(1)* %p6
  %r7 = mul nsw i8 127, 1
  %f7 = freeze i8 %r7
  %p7 = getelementptr i8, i8 addrspace(1)* %out, i64 7
  store i8 %f7, i8 addrspace(1)* %p7
  %r8 = shl nuw i8 127, 1
  %f8 = freeze i8 %r8
  %p8 = getelementptr i8, i8 addrspace(1)* %out, i64 8
  store i8 %f8, i8 addrspace(1)* %p8
  %r9 = shl nsw i8 127, 1
  %f9 = freeze i8 %r9
  %p9 = getelementptr i8, i8 addrspace(1)* %out, i64 9
  store i8 %f9, i8 addrspace(1)* %p9
  %r10 = lshr exact i8 127, 1
  %f10 = freeze i8 %r10
  %p10 = getelementptr i8, i8 addrspace(1)* %out, i64 10
  store i8 %f10, i8 addrspace(1)* %p10
  %r11 = ashr exact i8 127, 1
  %f11 = freeze i8 %r11
  %p11 = getelementptr i8, i8 addrspace(1)* %out, i64 11
  store i8 %f11, i8 addrspace(1)* %p11
  %r12 = udiv exact i8 127, 1
  %f12 = freeze i8 %r12
  %p12 = getelementptr i8, i8 addrspace(1)* %out, i64 12
  store i8 %f12, i8 addrspace(1)* %p12
  %r13 = sdiv exact i8 127, 1
  %f13 = freeze i8 %r13
  %p13 = getelementptr i8, i8 addrspace(1)* %out, i64 13
  store i8 %f13, i8 addrspace(1)* %p13
  %r14 = add  i8 126, 1
  %f14 = freeze i8 %r14
  %p14 = getelementptr i8, i8 addrspace(1)* %out, i64 14
  store i8 %f14, i8 addrspace(1)* %p14
  %r15 = add nuw i8 126, 1
  %f15 = freeze i8 %r15
  %p15 = getelementptr i8, i8 addrspace(1)* %out, i64 15
  store i8 %f15, i8 addrspace(1)* %p15
  %r16 = add nsw i8 126, 1
  %f16 = freeze i8 %r16
  %p16 = getelementptr i8, i8 addrspace(1)* %out, i64 16
  store i8 %f16, i8 addrspace(1)* %p16
  %r17 = add nuw nsw i8 126, 1
  %f17 = freeze i8 %r17
  %p17 = getelementptr i8, i8 addrspace(1)* %out, i64 17
  store i8 %f17, i8 addrspace(1)* %p17
  %r18 = sub nuw i8 126, 1
  %f18 = freeze i8 %r18
  %p18 = getelementptr i8, i8 addrspace(1)* %out, i64 18
  store i8 %f18, i8 addrspace(1)* %p18
  %r19 = sub nsw i8 126, 1
  %f19 = freeze i8 %r19
  %p19 = getelementptr i8, i8 addrspace(1)* %out, i64 19
  store i8 %f19, i8 addrspace(1)* %p19
  %r20 = mul nuw i8 126, 1
  %f20 = freeze i8 %r20
  %p20 = getelementptr i8, i8 addrspace(1)* %out, i64 20
  store i8 %f20, i8 addrspace(1)* %p20
  %r21 = mul nsw i8 126, 1
  %f21 = freeze i8 %r21
  %p21 = getelementptr i8, i8 addrspace(1)* %out, i64 21
  store i8 %f21, i8 addrspace(1)* %p21
  %r22 = shl nuw i8 126, 1
  %f22 = freeze i8 %r22
  %p22 = getelementptr i8, i8 addrspace(1)* %out, i64 22
  store i8 %f22, i8 addrspace(1)* %p22
  %r23 = shl nsw i8 126, 1
  %f23 = freeze i8 %r23
  %p23 = getelementptr i8, i8 addrspace(1)* %out, i64 23
  store i8 %f23, i8 addrspace(1)* %p23
  %r24 = lshr exact i8 126, 1
  %f24 = freeze i8 %r24
  %p24 = getelementptr i8, i8 addrspace(1)* %out, i64 24
  store i8 %f24, i8 addrspace(1)* %p24
  %r25 = ashr exact i8 126, 1
  %f25 = freeze i8 %r25
  %p25 = getelementptr i8, i8 addrspace(1)* %out, i64 25
  store i8 %f25, i8 addrspace(1)* %p25
  %r26 = udiv exact i8 126, 1
  %f26 = freeze i8 %r26
  %p26 = getelementptr i8, i8 addrspace(1)* %out, i64 26
  store i8 %f26, i8 addrspace(1)* %p26
  %r27 = sdiv exact i8 126, 1
  %f27 = freeze i8 %r27
  %p27 = getelementptr i8, i8 addrspace(1)* %out, i64 27
  store i8 %f27, i8 addrspace(1)* %p27
  %r28 = add  i8 -1, 1
  %f28 = freeze i8 %r28
  %p28 = getelementptr i8, i8 addrspace(1)* %out, i64 28
  store i8 %f28, i8 addrspace(1)* %p28
  %r29 = add nuw i8 -1, 1
  %f29 = freeze i8 %r29
  %p29 = getelementptr i8, i8 addrspace(1)* %out, i64 29
  store i8 %f29, i8 addrspace(1)* %p29
  %r30 = add nsw i8 -1, 1
  %f30 = freeze i8 %r30
  %p30 = getelementptr i8, i8 addrspace(1)* %out, i64 30
  store i8 %f30, i8 addrspace(1)* %p30
  %r31 = add nuw nsw i8 -1, 1
  %f31 = freeze i8 %r31
  %p31 = getelementptr i8, i8 addrspace(1)* %out, i64 31
  store i8 %f31, i8 addrspace(1)* %p31
  %r32 = sub nuw i8 -1, 1
  %f32 = freeze i8 %r32
  %p32 = getelementptr i8, i8 addrspace(1)* %out, i64 32
  store i8 %f32, i8 addrspace(1)* %p32
  %r33 = sub nsw i8 -1, 1
  %f33 = freeze i8 %r33
  %p33 = getelementptr i8, i8 addrspace(1)* %out, i64 33
  store i8 %f33, i8 addrspace(1)* %p33
  %r34 = mul nuw i8 -1, 1
  %f34 = freeze i8 %r34
  %p34 = getelementptr i8, i8 addrspace(1)* %out, i64 34
  store i8 %f34, i8 addrspace(1)* %p34
  %r35 = mul nsw i8 -1, 1
  %f35 = freeze i8 %r35
  %p35 = getelementptr i8, i8 addrspace(1)* %out, i64 35
  store i8 %f35, i8 addrspace(1)* %p35
  %r36 = shl nuw i8 -1, 1
  %f36 = freeze i8 %r36
  %p36 = getelementptr i8, i8 addrspace(1)* %out, i64 36
  store i8 %f36, i8 addrspace(1)* %p36
  %r37 = shl nsw i8 -1, 1
  %f37 = freeze i8 %r37
  %p37 = getelementptr i8, i8 addrspace(1)* %out, i64 37
  store i8 %f37, i8 addrspace(1)* %p37
  %r38 = lshr exact i8 -1, 1
  %f38 = freeze i8 %r38
  %p38 = getelementptr i8, i8 addrspace(1)* %out, i64 38
  store i8 %f38, i8 addrspace(1)* %p38
  %r39 = ashr exact i8 -1, 1
  %f39 = freeze i8 %r39
  %p39 = getelementptr i8, i8 addrspace(1)* %out, i64 39
  store i8 %f39, i8 addrspace(1)* %p39
  %r40 = udiv exact i8 -1, 1
  %f40 = freeze i8 %r40
  %p40 = getelementptr i8, i8 addrspace(1)* %out, i64 40
  store i8 %f40, i8 addrspace(1)* %p40
  %r41 = sdiv exact i8 -1, 1
  %f41 = freeze i8 %r41
  %p41 = getelementptr i8, i8 addrspace(1)* %out, i64 41
  store i8 %f41, i8 addrspace(1)* %p41
  %r42 = add  i8 -128, -1
  %f42 = freeze i8 %r42
  %p42 = getelementptr i8, i8 addrspace(1)* %out, i64 42
  store i8 %f42, i8 addrspace(1)* %p42
  %r43 = add nuw i8 -128, -1
  %f43 = freeze i8 %r43
  %p43 = getelementptr i8, i8 addrspace(1)* %out, i64 43
  store i8 %f43, i8 addrspace(1)* %p43
  %r44 = add nsw i8 -128, -1
  %f44 = freeze i8 %r44
  %p44 = getelementptr i8, i8 addrspace(1)* %out, i64 44
  store i8 %f44, i8 addrspace(1)* %p44
  %r45 = add nuw nsw i8 -128, -1
  %f45 = freeze i8 %r45
  %p45 = getelementptr i8, i8 addrspace(1)* %out, i64 45
  store i8 %f45, i8 addrspace(1)* %p45
  %r46 = sub nuw i8 -128, -1
  %f46 = freeze i8 %r46
  %p46 = getelementptr i8, i8 addrspace(1)* %out, i64 46
  store i8 %f46, i8 addrspace(1)* %p46
  %r47 = sub nsw i8 -128, -1
  %f47 = freeze i8 %r47
  %p47 = getelementptr i8, i8 addrspace(1)* %out, i64 47
  store i8 %f47, i8 addrspace(1)* %p47
  %r48 = mul nuw i8 -128, -1
  %f48 = freeze i8 %r48
  %p48 = getelementptr i8, i8 addrspace(1)* %out, i64 48
  store i8 %f48, i8 addrspace(1)* %p48
  %r49 = mul nsw i8 -128, -1
  %f49 = freeze i8 %r49
  %p49 = getelementptr i8, i8 addrspace(1)* %out, i64 49
  store i8 %f49, i8 addrspace(1)* %p49
  %r50 = udiv exact i8 -128, -1
  %f50 = freeze i8 %r50
  %p50 = getelementptr i8, i8 addrspace(1)* %out, i64 50
  store i8 %f50, i8 addrspace(1)* %p50
  %r51 = add  i8 -128, 1
  %f51 = freeze i8 %r51
  %p51 = getelementptr i8, i8 addrspace(1)* %out, i64 51
  store i8 %f51, i8 addrspace(1)* %p51
  %r52 = add nuw i8 -128, 1
  %f52 = freeze i8 %r52
  %p52 = getelementptr i8, i8 addrspace(1)* %out, i64 52
  store i8 %f52, i8 addrspace(1)* %p52
  %r53 = add nsw i8 -128, 1
  %f53 = freeze i8 %r53
  %p53 = getelementptr i8, i8 addrspace(1)* %out, i64 53
  store i8 %f53, i8 addrspace(1)* %p53
  %r54 = add nuw nsw i8 -128, 1
  %f54 = freeze i8 %r54
  %p54 = getelementptr i8, i8 addrspace(1)* %out, i64 54
  store i8 %f54, i8 addrspace(1)* %p54
  %r55 = sub nuw i8 -128, 1
  %f55 = freeze i8 %r55
  %p55 = getelementptr i8, i8 addrspace(1)* %out, i64 55
  store i8 %f55, i8 addrspace(1)* %p55
  %r56 = sub nsw i8 -128, 1
  %f56 = freeze i8 %r56
  %p56 = getelementptr i8, i8 addrspace(1)* %out, i64 56
  store i8 %f56, i8 addrspace(1)* %p56
  %r57 = mul nuw i8 -128, 1
  %f57 = freeze i8 %r57
  %p57 = getelementptr i8, i8 addrspace(1)* %out, i64 57
  store i8 %f57, i8 addrspace(1)* %p57
  %r58 = mul nsw i8 -128, 1
  %f58 = freeze i8 %r58
  %p58 = getelementptr i8, i8 addrspace(1)* %out, i64 58
  store i8 %f58, i8 addrspace(1)* %p58
  %r59 = shl nuw i8 -128, 1
  %f59 = freeze i8 %r59
  %p59 = getelementptr i8, i8 addrspace(1)* %out, i64 59
  store i8 %f59, i8 addrspace(1)* %p59
  %r60 = shl nsw i8 -128, 1
  %f60 = freeze i8 %r60
  %p60 = getelementptr i8, i8 addrspace(1)* %out, i64 60
  store i8 %f60, i8 addrspace(1)* %p60
  %r61 = lshr exact i8 -128, 1
  %f61 = freeze i8 %r61
  %p61 = getelementptr i8, i8 addrspace(1)* %out, i64 61
  store i8 %f61, i8 addrspace(1)* %p61
  %r62 = ashr exact i8 -128, 1
  %f62 = freeze i8 %r62
  %p62 = getelementptr i8, i8 addrspace(1)* %out, i64 62
  store i8 %f62, i8 addrspace(1)* %p62
  %r63 = udiv exact i8 -128, 1
  %f63 = freeze i8 %r63
  %p63 = getelementptr i8, i8 addrspace(1)* %out, i64 63
  store i8 %f63, i8 addrspace(1)* %p63
  %r64 = sdiv exact i8 -128, 1
  %f64 = freeze i8 %r64
  %p64 = getelementptr i8, i8 addrspace(1)* %out, i64 64
  store i8 %f64, i8 addrspace(1)* %p64
  %r65 = add  i8 -56, 100
  %f65 = freeze i8 %r65
  %p65 = getelementptr i8, i8 addrspace(1)* %out, i64 65
  store i8 %f65, i8 addrspace(1)* %p65
  %r66 = add nuw i8 -56, 100
  %f66 = freeze i8 %r66
  %p66 = getelementptr i8, i8 addrspace(1)* %out, i64 66
  store i8 %f66, i8 addrspace(1)* %p66
  %r67 = add nsw i8 -56, 100
  %f67 = freeze i8 %r67
  %p67 = getelementptr i8, i8 addrspace(1)* %out, i64 67
  store i8 %f67, i8 addrspace(1)* %p67
  %r68 = add nuw nsw i8 -56, 100
  %f68 = freeze i8 %r68
  %p68 = getelementptr i8, i8 addrspace(1)* %out, i64 68
  store i8 %f68, i8 addrspace(1)* %p68
  %r69 = sub nuw i8 -56, 100
  %f69 = freeze i8 %r69
  %p69 = getelementptr i8, i8 addrspace(1)* %out, i64 69
  store i8 %f69, i8 addrspace(1)* %p69
  %r70 = sub nsw i8 -56, 100
  %f70 = freeze i8 %r70
  %p70 = getelementptr i8, i8 addrspace(1)* %out, i64 70
  store i8 %f70, i8 addrspace(1)* %p70
  %r71 = mul nuw i8 -56, 100
  %f71 = freeze i8 %r71
  %p71 = getelementptr i8, i8 addrspace(1)* %out, i64 71
  store i8 %f71, i8 addrspace(1)* %p71
  %r72 = mul nsw i8 -56, 100
  %f72 = freeze i8 %r72
  %p72 = getelementptr i8, i8 addrspace(1)* %out, i64 72
  store i8 %f72, i8 addrspace(1)* %p72
  %r73 = udiv exact i8 -56, 100
  %f73 = freeze i8 %r73
  %p73 = getelementptr i8, i8 addrspace(1)* %out, i64 73
  store i8 %f73, i8 addrspace(1)* %p73
  %r74 = sdiv exact i8 -56, 100
  %f74 = freeze i8 %r74
  %p74 = getelementptr i8, i8 addrspace(1)* %out, i64 74
  store i8 %f74, i8 addrspace(1)* %p74
  %r75 = add  i8 16, 16
  %f75 = freeze i8 %r75
  %p75 = getelementptr i8, i8 addrspace(1)* %out, i64 75
  store i8 %f75, i8 addrspace(1)* %p75
  %r76 = add nuw i8 16, 16
  %f76 = freeze i8 %r76
  %p76 = getelementptr i8, i8 addrspace(1)* %out, i64 76
  store i8 %f76, i8 addrspace(1)* %p76
  %r77 = add nsw i8 16, 16
  %f77 = freeze i8 %r77
  %p77 = getelementptr i8, i8 addrspace(1)* %out, i64 77
  store i8 %f77, i8 addrspace(1)* %p77
  %r78 = add nuw nsw i8 16, 16
  %f78 = freeze i8 %r78
  %p78 = getelementptr i8, i8 addrspace(1)* %out, i64 78
  store i8 %f78, i8 addrspace(1)* %p78
  %r79 = sub nuw i8 16, 16
  %f79 = freeze i8 %r79
  %p79 = getelementptr i8, i8 addrspace(1)* %out, i64 79
  store i8 %f79, i8 addrspace(1)* %p79
  %r80 = sub nsw i8 16, 16
  %f80 = freeze i8 %r80
  %p80 = getelementptr i8, i8 addrspace(1)* %out, i64 80
  store i8 %f80, i8 addrspace(1)* %p80
  %r81 = mul nuw i8 16, 16
  %f81 = freeze i8 %r81
  %p81 = getelementptr i8, i8 addrspace(1)* %out, i64 81
  store i8 %f81, i8 addrspace(1)* %p81
  %r82 = mul nsw i8 16, 16
  %f82 = freeze i8 %r82
  %p82 = getelementptr i8, i8 addrspace(1)* %out, i64 82
  store i8 %f82, i8 addrspace(1)* %p82
  %r83 = udiv exact i8 16, 16
  %f83 = freeze i8 %r83
  %p83 = getelementptr i8, i8 addrspace(1)* %out, i64 83
  store i8 %f83, i8 addrspace(1)* %p83
  %r84 = sdiv exact i8 16, 16
  %f84 = freeze i8 %r84
  %p84 = getelementptr i8, i8 addrspace(1)* %out, i64 84
  store i8 %f84, i8 addrspace(1)* %p84
  %r85 = add  i8 -1, -1
  %f85 = freeze i8 %r85
  %p85 = getelementptr i8, i8 addrspace(1)* %out, i64 85
  store i8 %f85, i8 addrspace(1)* %p85
  %r86 = add nuw i8 -1, -1
  %f86 = freeze i8 %r86
  %p86 = getelementptr i8, i8 addrspace(1)* %out, i64 86
  store i8 %f86, i8 addrspace(1)* %p86
  %r87 = add nsw i8 -1, -1
  %f87 = freeze i8 %r87
  %p87 = getelementptr i8, i8 addrspace(1)* %out, i64 87
  store i8 %f87, i8 addrspace(1)* %p87
  %r88 = add nuw nsw i8 -1, -1
  %f88 = freeze i8 %r88
  %p88 = getelementptr i8, i8 addrspace(1)* %out, i64 88
  store i8 %f88, i8 addrspace(1)* %p88
  %r89 = sub nuw i8 -1, -1
  %f89 = freeze i8 %r89
  %p89 = getelementptr i8, i8 addrspace(1)* %out, i64 89
  store i8 %f89, i8 addrspace(1)* %p89
  %r90 = sub nsw i8 -1, -1
  %f90 = freeze i8 %r90
  %p90 = getelementptr i8, i8 addrspace(1)* %out, i64 90
  store i8 %f90, i8 addrspace(1)* %p90
  %r91 = mul nuw i8 -1, -1
  %f91 = freeze i8 %r91
  %p91 = getelementptr i8, i8 addrspace(1)* %out, i64 91
  store i8 %f91, i8 addrspace(1)* %p91
  %r92 = mul nsw i8 -1, -1
  %f92 = freeze i8 %r92
  %p92 = getelementptr i8, i8 addrspace(1)* %out, i64 92
  store i8 %f92, i8 addrspace(1)* %p92
  %r93 = udiv exact i8 -1, -1
  %f93 = freeze i8 %r93
  %p93 = getelementptr i8, i8 addrspace(1)* %out, i64 93
  store i8 %f93, i8 addrspace(1)* %p93
  %r94 = sdiv exact i8 -1, -1
  %f94 = freeze i8 %r94
  %p94 = getelementptr i8, i8 addrspace(1)* %out, i64 94
  store i8 %f94, i8 addrspace(1)* %p94
  %r95 = add  i8 -64, 2
  %f95 = freeze i8 %r95
  %p95 = getelementptr i8, i8 addrspace(1)* %out, i64 95
  store i8 %f95, i8 addrspace(1)* %p95
  %r96 = add nuw i8 -64, 2
  %f96 = freeze i8 %r96
  %p96 = getelementptr i8, i8 addrspace(1)* %out, i64 96
  store i8 %f96, i8 addrspace(1)* %p96
  %r97 = add nsw i8 -64, 2
  %f97 = freeze i8 %r97
  %p97 = getelementptr i8, i8 addrspace(1)* %out, i64 97
  store i8 %f97, i8 addrspace(1)* %p97
  %r98 = add nuw nsw i8 -64, 2
  %f98 = freeze i8 %r98
  %p98 = getelementptr i8, i8 addrspace(1)* %out, i64 98
  store i8 %f98, i8 addrspace(1)* %p98
  %r99 = sub nuw i8 -64, 2
  %f99 = freeze i8 %r99
  %p99 = getelementptr i8, i8 addrspace(1)* %out, i64 99
  store i8 %f99, i8 addrspace(1)* %p99
  %r100 = sub nsw i8 -64, 2
  %f100 = freeze i8 %r100
  %p100 = getelementptr i8, i8 addrspace(1)* %out, i64 100
  store i8 %f100, i8 addrspace(1)* %p100
  %r101 = mul nuw i8 -64, 2
  %f101 = freeze i8 %r101
  %p101 = getelementptr i8, i8 addrspace(1)* %out, i64 101
  store i8 %f101, i8 addrspace(1)* %p101
  %r102 = mul nsw i8 -64, 2
  %f102 = freeze i8 %r102
  %p102 = getelementptr i8, i8 addrspace(1)* %out, i64 102
  store i8 %f102, i8 addrspace(1)* %p102
  %r103 = shl nuw i8 -64, 2
  %f103 = freeze i8 %r103
  %p103 = getelementptr i8, i8 addrspace(1)* %out, i64 103
  store i8 %f103, i8 addrspace(1)* %p103
  %r104 = shl nsw i8 -64, 2
  %f104 = freeze i8 %r104
  %p104 = getelementptr i8, i8 addrspace(1)* %out, i64 104
  store i8 %f104, i8 addrspace(1)* %p104
  %r105 = lshr exact i8 -64, 2
  %f105 = freeze i8 %r105
  %p105 = getelementptr i8, i8 addrspace(1)* %out, i64 105
  store i8 %f105, i8 addrspace(1)* %p105
  %r106 = ashr exact i8 -64, 2
  %f106 = freeze i8 %r106
  %p106 = getelementptr i8, i8 addrspace(1)* %out, i64 106
  store i8 %f106, i8 addrspace(1)* %p106
  %r107 = udiv exact i8 -64, 2
  %f107 = freeze i8 %r107
  %p107 = getelementptr i8, i8 addrspace(1)* %out, i64 107
  store i8 %f107, i8 addrspace(1)* %p107
  %r108 = sdiv exact i8 -64, 2
  %f108 = freeze i8 %r108
  %p108 = getelementptr i8, i8 addrspace(1)* %out, i64 108
  store i8 %f108, i8 addrspace(1)* %p108
  %r109 = add  i8 64, 1
  %f109 = freeze i8 %r109
  %p109 = getelementptr i8, i8 addrspace(1)* %out, i64 109
  store i8 %f109, i8 addrspace(1)* %p109
  %r110 = add nuw i8 64, 1
  %f110 = freeze i8 %r110
  %p110 = getelementptr i8, i8 addrspace(1)* %out, i64 110
  store i8 %f110, i8 addrspace(1)* %p110
  %r111 = add nsw i8 64, 1
  %f111 = freeze i8 %r111
  %p111 = getelementptr i8, i8 addrspace(1)* %out, i64 111
  store i8 %f111, i8 addrspace(1)* %p111
  %r112 = add nuw nsw i8 64, 1
  %f112 = freeze i8 %r112
  %p112 = getelementptr i8, i8 addrspace(1)* %out, i64 112
  store i8 %f112, i8 addrspace(1)* %p112
  %r113 = sub nuw i8 64, 1
  %f113 = freeze i8 %r113
  %p113 = getelementptr i8, i8 addrspace(1)* %out, i64 113
  store i8 %f113, i8 addrspace(1)* %p113
  %r114 = sub nsw i8 64, 1
  %f114 = freeze i8 %r114
  %p114 = getelementptr i8, i8 addrspace(1)* %out, i64 114
  store i8 %f114, i8 addrspace(1)* %p114
  %r115 = mul nuw i8 64, 1
  %f115 = freeze i8 %r115
  %p115 = getelementptr i8, i8 addrspace(1)* %out, i64 115
  store i8 %f115, i8 addrspace(1)* %p115
  %r116 = mul nsw i8 64, 1
  %f116 = freeze i8 %r116
  %p116 = getelementptr i8, i8 addrspace(1)* %out, i64 116
  store i8 %f116, i8 addrspace(1)* %p116
  %r117 = shl nuw i8 64, 1
  %f117 = freeze i8 %r117
  %p117 = getelementptr i8, i8 addrspace(1)* %out, i64 117
  store i8 %f117, i8 addrspace(1)* %p117
  %r118 = shl nsw i8 64, 1
  %f118 = freeze i8 %r118
  %p118 = getelementptr i8, i8 addrspace(1)* %out, i64 118
  store i8 %f118, i8 addrspace(1)* %p118
  %r119 = lshr exact i8 64, 1
  %f119 = freeze i8 %r119
  %p119 = getelementptr i8, i8 addrspace(1)* %out, i64 119
  store i8 %f119, i8 addrspace(1)* %p119
  %r120 = ashr exact i8 64, 1
  %f120 = freeze i8 %r120
  %p120 = getelementptr i8, i8 addrspace(1)* %out, i64 120
  store i8 %f120, i8 addrspace(1)* %p120
  %r121 = udiv exact i8 64, 1
  %f121 = freeze i8 %r121
  %p121 = getelementptr i8, i8 addrspace(1)* %out, i64 121
  store i8 %f121, i8 addrspace(1)* %p121
  %r122 = sdiv exact i8 64, 1
  %f122 = freeze i8 %r122
  %p122 = getelementptr i8, i8 addrspace(1)* %out, i64 122
  store i8 %f122, i8 addrspace(1)* %p122
  %r123 = add  i8 1, 7
  %f123 = freeze i8 %r123
  %p123 = getelementptr i8, i8 addrspace(1)* %out, i64 123
  store i8 %f123, i8 addrspace(1)* %p123
  %r124 = add nuw i8 1, 7
  %f124 = freeze i8 %r124
  %p124 = getelementptr i8, i8 addrspace(1)* %out, i64 124
  store i8 %f124, i8 addrspace(1)* %p124
  %r125 = add nsw i8 1, 7
  %f125 = freeze i8 %r125
  %p125 = getelementptr i8, i8 addrspace(1)* %out, i64 125
  store i8 %f125, i8 addrspace(1)* %p125
  %r126 = add nuw nsw i8 1, 7
  %f126 = freeze i8 %r126
  %p126 = getelementptr i8, i8 addrspace(1)* %out, i64 126
  store i8 %f126, i8 addrspace(1)* %p126
  %r127 = sub nuw i8 1, 7
  %f127 = freeze i8 %r127
  %p127 = getelementptr i8, i8 addrspace(1)* %out, i64 127
  store i8 %f127, i8 addrspace(1)* %p127
  %r128 = sub nsw i8 1, 7
  %f128 = freeze i8 %r128
  %p128 = getelementptr i8, i8 addrspace(1)* %out, i64 128
  store i8 %f128, i8 addrspace(1)* %p128
  %r129 = mul nuw i8 1, 7
  %f129 = freeze i8 %r129
  %p129 = getelementptr i8, i8 addrspace(1)* %out, i64 129
  store i8 %f129, i8 addrspace(1)* %p129
  %r130 = mul nsw i8 1, 7
  %f130 = freeze i8 %r130
  %p130 = getelementptr i8, i8 addrspace(1)* %out, i64 130
  store i8 %f130, i8 addrspace(1)* %p130
  %r131 = shl nuw i8 1, 7
  %f131 = freeze i8 %r131
  %p131 = getelementptr i8, i8 addrspace(1)* %out, i64 131
  store i8 %f131, i8 addrspace(1)* %p131
  %r132 = shl nsw i8 1, 7
  %f132 = freeze i8 %r132
  %p132 = getelementptr i8, i8 addrspace(1)* %out, i64 132
  store i8 %f132, i8 addrspace(1)* %p132
  %r133 = lshr exact i8 1, 7
  %f133 = freeze i8 %r133
  %p133 = getelementptr i8, i8 addrspace(1)* %out, i64 133
  store i8 %f133, i8 addrspace(1)* %p133
  %r134 = ashr exact i8 1, 7
  %f134 = freeze i8 %r134
  %p134 = getelementptr i8, i8 addrspace(1)* %out, i64 134
  store i8 %f134, i8 addrspace(1)* %p134
  %r135 = udiv exact i8 1, 7
  %f135 = freeze i8 %r135
  %p135 = getelementptr i8, i8 addrspace(1)* %out, i64 135
  store i8 %f135, i8 addrspace(1)* %p135
  %r136 = sdiv exact i8 1, 7
  %f136 = freeze i8 %r136
  %p136 = getelementptr i8, i8 addrspace(1)* %out, i64 136
  store i8 %f136, i8 addrspace(1)* %p136
  %r137 = add  i8 3, 1
  %f137 = freeze i8 %r137
  %p137 = getelementptr i8, i8 addrspace(1)* %out, i64 137
  store i8 %f137, i8 addrspace(1)* %p137
  %r138 = add nuw i8 3, 1
  %f138 = freeze i8 %r138
  %p138 = getelementptr i8, i8 addrspace(1)* %out, i64 138
  store i8 %f138, i8 addrspace(1)* %p138
  %r139 = add nsw i8 3, 1
  %f139 = freeze i8 %r139
  %p139 = getelementptr i8, i8 addrspace(1)* %out, i64 139
  store i8 %f139, i8 addrspace(1)* %p139
  %r140 = add nuw nsw i8 3, 1
  %f140 = freeze i8 %r140
  %p140 = getelementptr i8, i8 addrspace(1)* %out, i64 140
  store i8 %f140, i8 addrspace(1)* %p140
  %r141 = sub nuw i8 3, 1
  %f141 = freeze i8 %r141
  %p141 = getelementptr i8, i8 addrspace(1)* %out, i64 141
  store i8 %f141, i8 addrspace(1)* %p141
  %r142 = sub nsw i8 3, 1
  %f142 = freeze i8 %r142
  %p142 = getelementptr i8, i8 addrspace(1)* %out, i64 142
  store i8 %f142, i8 addrspace(1)* %p142
  %r143 = mul nuw i8 3, 1
  %f143 = freeze i8 %r143
  %p143 = getelementptr i8, i8 addrspace(1)* %out, i64 143
  store i8 %f143, i8 addrspace(1)* %p143
  %r144 = mul nsw i8 3, 1
  %f144 = freeze i8 %r144
  %p144 = getelementptr i8, i8 addrspace(1)* %out, i64 144
  store i8 %f144, i8 addrspace(1)* %p144
  %r145 = shl nuw i8 3, 1
  %f145 = freeze i8 %r145
  %p145 = getelementptr i8, i8 addrspace(1)* %out, i64 145
  store i8 %f145, i8 addrspace(1)* %p145
  %r146 = shl nsw i8 3, 1
  %f146 = freeze i8 %r146
  %p146 = getelementptr i8, i8 addrspace(1)* %out, i64 146
  store i8 %f146, i8 addrspace(1)* %p146
  %r147 = lshr exact i8 3, 1
  %f147 = freeze i8 %r147
  %p147 = getelementptr i8, i8 addrspace(1)* %out, i64 147
  store i8 %f147, i8 addrspace(1)* %p147
  %r148 = ashr exact i8 3, 1
  %f148 = freeze i8 %r148
  %p148 = getelementptr i8, i8 addrspace(1)* %out, i64 148
  store i8 %f148, i8 addrspace(1)* %p148
  %r149 = udiv exact i8 3, 1
  %f149 = freeze i8 %r149
  %p149 = getelementptr i8, i8 addrspace(1)* %out, i64 149
  store i8 %f149, i8 addrspace(1)* %p149
  %r150 = sdiv exact i8 3, 1
  %f150 = freeze i8 %r150
  %p150 = getelementptr i8, i8 addrspace(1)* %out, i64 150
  store i8 %f150, i8 addrspace(1)* %p150
  %r151 = add  i8 -128, 7
  %f151 = freeze i8 %r151
  %p151 = getelementptr i8, i8 addrspace(1)* %out, i64 151
  store i8 %f151, i8 addrspace(1)* %p151
  %r152 = add nuw i8 -128, 7
  %f152 = freeze i8 %r152
  %p152 = getelementptr i8, i8 addrspace(1)* %out, i64 152
  store i8 %f152, i8 addrspace(1)* %p152
  %r153 = add nsw i8 -128, 7
  %f153 = freeze i8 %r153
  %p153 = getelementptr i8, i8 addrspace(1)* %out, i64 153
  store i8 %f153, i8 addrspace(1)* %p153
  %r154 = add nuw nsw i8 -128, 7
  %f154 = freeze i8 %r154
  %p154 = getelementptr i8, i8 addrspace(1)* %out, i64 154
  store i8 %f154, i8 addrspace(1)* %p154
  %r155 = sub nuw i8 -128, 7
  %f155 = freeze i8 %r155
  %p155 = getelementptr i8, i8 addrspace(1)* %out, i64 155
  store i8 %f155, i8 addrspace(1)* %p155
  %r156 = sub nsw i8 -128, 7
  %f156 = freeze i8 %r156
  %p156 = getelementptr i8, i8 addrspace(1)* %out, i64 156
  store i8 %f156, i8 addrspace(1)* %p156
  %r157 = mul nuw i8 -128, 7
  %f157 = freeze i8 %r157
  %p157 = getelementptr i8, i8 addrspace(1)* %out, i64 157
  store i8 %f157, i8 addrspace(1)* %p157
  %r158 = mul nsw i8 -128, 7
  %f158 = freeze i8 %r158
  %p158 = getelementptr i8, i8 addrspace(1)* %out, i64 158
  store i8 %f158, i8 addrspace(1)* %p158
  %r159 = shl nuw i8 -128, 7
  %f159 = freeze i8 %r159
  %p159 = getelementptr i8, i8 addrspace(1)* %out, i64 159
  store i8 %f159, i8 addrspace(1)* %p159
  %r160 = shl nsw i8 -128, 7
  %f160 = freeze i8 %r160
  %p160 = getelementptr i8, i8 addrspace(1)* %out, i64 160
  store i8 %f160, i8 addrspace(1)* %p160
  %r161 = lshr exact i8 -128, 7
  %f161 = freeze i8 %r161
  %p161 = getelementptr i8, i8 addrspace(1)* %out, i64 161
  store i8 %f161, i8 addrspace(1)* %p161
  %r162 = ashr exact i8 -128, 7
  %f162 = freeze i8 %r162
  %p162 = getelementptr i8, i8 addrspace(1)* %out, i64 162
  store i8 %f162, i8 addrspace(1)* %p162
  %r163 = udiv exact i8 -128, 7
  %f163 = freeze i8 %r163
  %p163 = getelementptr i8, i8 addrspace(1)* %out, i64 163
  store i8 %f163, i8 addrspace(1)* %p163
  %r164 = sdiv exact i8 -128, 7
  %f164 = freeze i8 %r164
  %p164 = getelementptr i8, i8 addrspace(1)* %out, i64 164
  store i8 %f164, i8 addrspace(1)* %p164
  ret void
}

; TEST flags32 --grid 1 --block 1 buf:i32:155:zero
; OUT -2147483648 0x80000000
; OUT -2147483648 0x80000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 2147483646 0x7ffffffe
; OUT 2147483646 0x7ffffffe
; OUT 2147483647 0x7fffffff
; OUT 2147483647 0x7fffffff
; OUT -2 0xfffffffe
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 2147483647 0x7fffffff
; OUT 2147483647 0x7fffffff
; OUT 2147483647 0x7fffffff
; OUT 2147483647 0x7fffffff
; OUT 2147483647 0x7fffffff
; OUT 2147483647 0x7fffffff
; OUT 2147483645 0x7ffffffd
; OUT 2147483645 0x7ffffffd
; OUT 2147483646 0x7ffffffe
; OUT 2147483646 0x7ffffffe
; OUT -4 0xfffffffc
; OUT 0 0x00000000
; OUT 1073741823 0x3fffffff
; OUT 1073741823 0x3fffffff
; OUT 2147483646 0x7ffffffe
; OUT 2147483646 0x7ffffffe
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT -2 0xfffffffe
; OUT -2 0xfffffffe
; OUT -1 0xffffffff
; OUT -1 0xffffffff
; OUT 0 0x00000000
; OUT -2 0xfffffffe
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT -1 0xffffffff
; OUT -1 0xffffffff
; OUT 2147483647 0x7fffffff
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT -2147483647 0x80000001
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 131072 0x00020000
; OUT 131072 0x00020000
; OUT 131072 0x00020000
; OUT 131072 0x00020000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 131072 0x00020000
; OUT 131072 0x00020000
; OUT 131072 0x00020000
; OUT 131072 0x00020000
; OUT 0 0x00000000
; OUT -2 0xfffffffe
; OUT -1 0xffffffff
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 1073741825 0x40000001
; OUT 1073741825 0x40000001
; OUT 1073741825 0x40000001
; OUT 1073741825 0x40000001
; OUT 1073741823 0x3fffffff
; OUT 1073741823 0x3fffffff
; OUT 1073741824 0x40000000
; OUT 1073741824 0x40000000
; OUT -2147483648 0x80000000
; OUT 0 0x00000000
; OUT 536870912 0x20000000
; OUT 536870912 0x20000000
; OUT 1073741824 0x40000000
; OUT 1073741824 0x40000000
; OUT 36 0x00000024
; OUT 36 0x00000024
; OUT 36 0x00000024
; OUT 36 0x00000024
; OUT 0 0x00000000
; OUT -26 0xffffffe6
; OUT 155 0x0000009b
; OUT 155 0x0000009b
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT -2147483617 0x8000001f
; OUT -2147483617 0x8000001f
; OUT -2147483617 0x8000001f
; OUT -2147483617 0x8000001f
; OUT 2147483617 0x7fffffe1
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 1 0x00000001
; OUT -1 0xffffffff
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 14 0x0000000e
; OUT 14 0x0000000e
; OUT 14 0x0000000e
; OUT 14 0x0000000e
; OUT 10 0x0000000a
; OUT 10 0x0000000a
; OUT 24 0x00000018
; OUT 24 0x00000018
; OUT 48 0x00000030
; OUT 48 0x00000030
; OUT 3 0x00000003
; OUT 3 0x00000003
; OUT 6 0x00000006
; OUT 6 0x00000006
; OUT 15 0x0000000f
; OUT 15 0x0000000f
; OUT 15 0x0000000f
; OUT 15 0x0000000f
; OUT 11 0x0000000b
; OUT 11 0x0000000b
; OUT 26 0x0000001a
; OUT 26 0x0000001a
; OUT 52 0x00000034
; OUT 52 0x00000034
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT -13 0xfffffff3
; OUT -13 0xfffffff3
; OUT -13 0xfffffff3
; OUT -13 0xfffffff3
; OUT -19 0xffffffed
; OUT -19 0xffffffed
; OUT 0 0x00000000
; OUT -48 0xffffffd0
; OUT 0 0x00000000
; OUT -128 0xffffff80
; OUT 536870910 0x1ffffffe
; OUT -2 0xfffffffe
; OUT 1431655760 0x55555550
; OUT 0 0x00000000
define void @flags32(i32 addrspace(1)* %out) {
  %r0 = add  i32 2147483647, 1
  %f0 = freeze i32 %r0
  %p0 = getelementptr i32, i32 addrspace(1)* %out, i64 0
  store i32 %f0, i32 addrspace(1)* %p0
  %r1 = add nuw i32 2147483647, 1
  %f1 = freeze i32 %r1
  %p1 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %f1, i32 addrspace(1)* %p1
  %r2 = add nsw i32 2147483647, 1
  %f2 = freeze i32 %r2
  %p2 = getelementptr i32, i32 addrspace(1)* %out, i64 2
  store i32 %f2, i32 addrspace(1)* %p2
  %r3 = add nuw nsw i32 2147483647, 1
  %f3 = freeze i32 %r3
  %p3 = getelementptr i32, i32 addrspace(1)* %out, i64 3
  store i32 %f3, i32 addrspace(1)* %p3
  %r4 = sub nuw i32 2147483647, 1
  %f4 = freeze i32 %r4
  %p4 = getelementptr i32, i32 addrspace(1)* %out, i64 4
  store i32 %f4, i32 addrspace(1)* %p4
  %r5 = sub nsw i32 2147483647, 1
  %f5 = freeze i32 %r5
  %p5 = getelementptr i32, i32 addrspace(1)* %out, i64 5
  store i32 %f5, i32 addrspace(1)* %p5
  %r6 = mul nuw i32 2147483647, 1
  %f6 = freeze i32 %r6
  %p6 = getelementptr i32, i32 addrspace(1)* %out, i64 6
  store i32 %f6, i32 addrspace(1)* %p6
  %r7 = mul nsw i32 2147483647, 1
  %f7 = freeze i32 %r7
  %p7 = getelementptr i32, i32 addrspace(1)* %out, i64 7
  store i32 %f7, i32 addrspace(1)* %p7
  %r8 = shl nuw i32 2147483647, 1
  %f8 = freeze i32 %r8
  %p8 = getelementptr i32, i32 addrspace(1)* %out, i64 8
  store i32 %f8, i32 addrspace(1)* %p8
  %r9 = shl nsw i32 2147483647, 1
  %f9 = freeze i32 %r9
  %p9 = getelementptr i32, i32 addrspace(1)* %out, i64 9
  store i32 %f9, i32 addrspace(1)* %p9
  %r10 = lshr exact i32 2147483647, 1
  %f10 = freeze i32 %r10
  %p10 = getelementptr i32, i32 addrspace(1)* %out, i64 10
  store i32 %f10, i32 addrspace(1)* %p10
  %r11 = ashr exact i32 2147483647, 1
  %f11 = freeze i32 %r11
  %p11 = getelementptr i32, i32 addrspace(1)* %out, i64 11
  store i32 %f11, i32 addrspace(1)* %p11
  %r12 = udiv exact i32 2147483647, 1
  %f12 = freeze i32 %r12
  %p12 = getelementptr i32, i32 addrspace(1)* %out, i64 12
  store i32 %f12, i32 addrspace(1)* %p12
  %r13 = sdiv exact i32 2147483647, 1
  %f13 = freeze i32 %r13
  %p13 = getelementptr i32, i32 addrspace(1)* %out, i64 13
  store i32 %f13, i32 addrspace(1)* %p13
  %r14 = add  i32 2147483646, 1
  %f14 = freeze i32 %r14
  %p14 = getelementptr i32, i32 addrspace(1)* %out, i64 14
  store i32 %f14, i32 addrspace(1)* %p14
  %r15 = add nuw i32 2147483646, 1
  %f15 = freeze i32 %r15
  %p15 = getelementptr i32, i32 addrspace(1)* %out, i64 15
  store i32 %f15, i32 addrspace(1)* %p15
  %r16 = add nsw i32 2147483646, 1
  %f16 = freeze i32 %r16
  %p16 = getelementptr i32, i32 addrspace(1)* %out, i64 16
  store i32 %f16, i32 addrspace(1)* %p16
  %r17 = add nuw nsw i32 2147483646, 1
  %f17 = freeze i32 %r17
  %p17 = getelementptr i32, i32 addrspace(1)* %out, i64 17
  store i32 %f17, i32 addrspace(1)* %p17
  %r18 = sub nuw i32 2147483646, 1
  %f18 = freeze i32 %r18
  %p18 = getelementptr i32, i32 addrspace(1)* %out, i64 18
  store i32 %f18, i32 addrspace(1)* %p18
  %r19 = sub nsw i32 2147483646, 1
  %f19 = freeze i32 %r19
  %p19 = getelementptr i32, i32 addrspace(1)* %out, i64 19
  store i32 %f19, i32 addrspace(1)* %p19
  %r20 = mul nuw i32 2147483646, 1
  %f20 = freeze i32 %r20
  %p20 = getelementptr i32, i32 addrspace(1)* %out, i64 20
  store i32 %f20, i32 addrspace(1)* %p20
  %r21 = mul nsw i32 2147483646, 1
  %f21 = freeze i32 %r21
  %p21 = getelementptr i32, i32 addrspace(1)* %out, i64 21
  store i32 %f21, i32 addrspace(1)* %p21
  %r22 = shl nuw i32 2147483646, 1
  %f22 = freeze i32 %r22
  %p22 = getelementptr i32, i32 addrspace(1)* %out, i64 22
  store i32 %f22, i32 addrspace(1)* %p22
  %r23 = shl nsw i32 2147483646, 1
  %f23 = freeze i32 %r23
  %p23 = getelementptr i32, i32 addrspace(1)* %out, i64 23
  store i32 %f23, i32 addrspace(1)* %p23
  %r24 = lshr exact i32 2147483646, 1
  %f24 = freeze i32 %r24
  %p24 = getelementptr i32, i32 addrspace(1)* %out, i64 24
  store i32 %f24, i32 addrspace(1)* %p24
  %r25 = ashr exact i32 2147483646, 1
  %f25 = freeze i32 %r25
  %p25 = getelementptr i32, i32 addrspace(1)* %out, i64 25
  store i32 %f25, i32 addrspace(1)* %p25
  %r26 = udiv exact i32 2147483646, 1
  %f26 = freeze i32 %r26
  %p26 = getelementptr i32, i32 addrspace(1)* %out, i64 26
  store i32 %f26, i32 addrspace(1)* %p26
  %r27 = sdiv exact i32 2147483646, 1
  %f27 = freeze i32 %r27
  %p27 = getelementptr i32, i32 addrspace(1)* %out, i64 27
  store i32 %f27, i32 addrspace(1)* %p27
  %r28 = add  i32 -1, 1
  %f28 = freeze i32 %r28
  %p28 = getelementptr i32, i32 addrspace(1)* %out, i64 28
  store i32 %f28, i32 addrspace(1)* %p28
  %r29 = add nuw i32 -1, 1
  %f29 = freeze i32 %r29
  %p29 = getelementptr i32, i32 addrspace(1)* %out, i64 29
  store i32 %f29, i32 addrspace(1)* %p29
  %r30 = add nsw i32 -1, 1
  %f30 = freeze i32 %r30
  %p30 = getelementptr i32, i32 addrspace(1)* %out, i64 30
  store i32 %f30, i32 addrspace(1)* %p30
  %r31 = add nuw nsw i32 -1, 1
  %f31 = freeze i32 %r31
  %p31 = getelementptr i32, i32 addrspace(1)* %out, i64 31
  store i32 %f31, i32 addrspace(1)* %p31
  %r32 = sub nuw i32 -1, 1
  %f32 = freeze i32 %r32
  %p32 = getelementptr i32, i32 addrspace(1)* %out, i64 32
  store i32 %f32, i32 addrspace(1)* %p32
  %r33 = sub nsw i32 -1, 1
  %f33 = freeze i32 %r33
  %p33 = getelementptr i32, i32 addrspace(1)* %out, i64 33
  store i32 %f33, i32 addrspace(1)* %p33
  %r34 = mul nuw i32 -1, 1
  %f34 = freeze i32 %r34
  %p34 = getelementptr i32, i32 addrspace(1)* %out, i64 34
  store i32 %f34, i32 addrspace(1)* %p34
  %r35 = mul nsw i32 -1, 1
  %f35 = freeze i32 %r35
  %p35 = getelementptr i32, i32 addrspace(1)* %out, i64 35
  store i32 %f35, i32 addrspace(1)* %p35
  %r36 = shl nuw i32 -1, 1
  %f36 = freeze i32 %r36
  %p36 = getelementptr i32, i32 addrspace(1)* %out, i64 36
  store i32 %f36, i32 addrspace(1)* %p36
  %r37 = shl nsw i32 -1, 1
  %f37 = freeze i32 %r37
  %p37 = getelementptr i32, i32 addrspace(1)* %out, i64 37
  store i32 %f37, i32 addrspace(1)* %p37
  %r38 = lshr exact i32 -1, 1
  %f38 = freeze i32 %r38
  %p38 = getelementptr i32, i32 addrspace(1)* %out, i64 38
  store i32 %f38, i32 addrspace(1)* %p38
  %r39 = ashr exact i32 -1, 1
  %f39 = freeze i32 %r39
  %p39 = getelementptr i32, i32 addrspace(1)* %out, i64 39
  store i32 %f39, i32 addrspace(1)* %p39
  %r40 = udiv exact i32 -1, 1
  %f40 = freeze i32 %r40
  %p40 = getelementptr i32, i32 addrspace(1)* %out, i64 40
  store i32 %f40, i32 addrspace(1)* %p40
  %r41 = sdiv exact i32 -1, 1
  %f41 = freeze i32 %r41
  %p41 = getelementptr i32, i32 addrspace(1)* %out, i64 41
  store i32 %f41, i32 addrspace(1)* %p41
  %r42 = add  i32 -2147483648, -1
  %f42 = freeze i32 %r42
  %p42 = getelementptr i32, i32 addrspace(1)* %out, i64 42
  store i32 %f42, i32 addrspace(1)* %p42
  %r43 = add nuw i32 -2147483648, -1
  %f43 = freeze i32 %r43
  %p43 = getelementptr i32, i32 addrspace(1)* %out, i64 43
  store i32 %f43, i32 addrspace(1)* %p43
  %r44 = add nsw i32 -2147483648, -1
  %f44 = freeze i32 %r44
  %p44 = getelementptr i32, i32 addrspace(1)* %out, i64 44
  store i32 %f44, i32 addrspace(1)* %p44
  %r45 = add nuw nsw i32 -2147483648, -1
  %f45 = freeze i32 %r45
  %p45 = getelementptr i32, i32 addrspace(1)* %out, i64 45
  store i32 %f45, i32 addrspace(1)* %p45
  %r46 = sub nuw i32 -2147483648, -1
  %f46 = freeze i32 %r46
  %p46 = getelementptr i32, i32 addrspace(1)* %out, i64 46
  store i32 %f46, i32 addrspace(1)* %p46
  %r47 = sub nsw i32 -2147483648, -1
  %f47 = freeze i32 %r47
  %p47 = getelementptr i32, i32 addrspace(1)* %out, i64 47
  store i32 %f47, i32 addrspace(1)* %p47
  %r48 = mul nuw i32 -2147483648, -1
  %f48 = freeze i32 %r48
  %p48 = getelementptr i32, i32 addrspace(1)* %out, i64 48
  store i32 %f48, i32 addrspace(1)* %p48
  %r49 = mul nsw i32 -2147483648, -1
  %f49 = freeze i32 %r49
  %p49 = getelementptr i32, i32 addrspace(1)* %out, i64 49
  store i32 %f49, i32 addrspace(1)* %p49
  %r50 = udiv exact i32 -2147483648, -1
  %f50 = freeze i32 %r50
  %p50 = getelementptr i32, i32 addrspace(1)* %out, i64 50
  store i32 %f50, i32 addrspace(1)* %p50
  %r51 = add  i32 65536, 65536
  %f51 = freeze i32 %r51
  %p51 = getelementptr i32, i32 addrspace(1)* %out, i64 51
  store i32 %f51, i32 addrspace(1)* %p51
  %r52 = add nuw i32 65536, 65536
  %f52 = freeze i32 %r52
  %p52 = getelementptr i32, i32 addrspace(1)* %out, i64 52
  store i32 %f52, i32 addrspace(1)* %p52
  %r53 = add nsw i32 65536, 65536
  %f53 = freeze i32 %r53
  %p53 = getelementptr i32, i32 addrspace(1)* %out, i64 53
  store i32 %f53, i32 addrspace(1)* %p53
  %r54 = add nuw nsw i32 65536, 65536
  %f54 = freeze i32 %r54
  %p54 = getelementptr i32, i32 addrspace(1)* %out, i64 54
  store i32 %f54, i32 addrspace(1)* %p54
  %r55 = sub nuw i32 65536, 65536
  %f55 = freeze i32 %r55
  %p55 = getelementptr i32, i32 addrspace(1)* %out, i64 55
  store i32 %f55, i32 addrspace(1)* %p55
  %r56 = sub nsw i32 65536, 65536
  %f56 = freeze i32 %r56
  %p56 = getelementptr i32, i32 addrspace(1)* %out, i64 56
  store i32 %f56, i32 addrspace(1)* %p56
  %r57 = mul nuw i32 65536, 65536
  %f57 = freeze i32 %r57
  %p57 = getelementptr i32, i32 addrspace(1)* %out, i64 57
  store i32 %f57, i32 addrspace(1)* %p57
  %r58 = mul nsw i32 65536, 65536
  %f58 = freeze i32 %r58
  %p58 = getelementptr i32, i32 addrspace(1)* %out, i64 58
  store i32 %f58, i32 addrspace(1)* %p58
  %r59 = udiv exact i32 65536, 65536
  %f59 = freeze i32 %r59
  %p59 = getelementptr i32, i32 addrspace(1)* %out, i64 59
  store i32 %f59, i32 addrspace(1)* %p59
  %r60 = sdiv exact i32 65536, 65536
  %f60 = freeze i32 %r60
  %p60 = getelementptr i32, i32 addrspace(1)* %out, i64 60
  store i32 %f60, i32 addrspace(1)* %p60
  %r61 = add  i32 65535, 65537
  %f61 = freeze i32 %r61
  %p61 = getelementptr i32, i32 addrspace(1)* %out, i64 61
  store i32 %f61, i32 addrspace(1)* %p61
  %r62 = add nuw i32 65535, 65537
  %f62 = freeze i32 %r62
  %p62 = getelementptr i32, i32 addrspace(1)* %out, i64 62
  store i32 %f62, i32 addrspace(1)* %p62
  %r63 = add nsw i32 65535, 65537
  %f63 = freeze i32 %r63
  %p63 = getelementptr i32, i32 addrspace(1)* %out, i64 63
  store i32 %f63, i32 addrspace(1)* %p63
  %r64 = add nuw nsw i32 65535, 65537
  %f64 = freeze i32 %r64
  %p64 = getelementptr i32, i32 addrspace(1)* %out, i64 64
  store i32 %f64, i32 addrspace(1)* %p64
  %r65 = sub nuw i32 65535, 65537
  %f65 = freeze i32 %r65
  %p65 = getelementptr i32, i32 addrspace(1)* %out, i64 65
  store i32 %f65, i32 addrspace(1)* %p65
  %r66 = sub nsw i32 65535, 65537
  %f66 = freeze i32 %r66
  %p66 = getelementptr i32, i32 addrspace(1)* %out, i64 66
  store i32 %f66, i32 addrspace(1)* %p66
  %r67 = mul nuw i32 65535, 65537
  %f67 = freeze i32 %r67
  %p67 = getelementptr i32, i32 addrspace(1)* %out, i64 67
  store i32 %f67, i32 addrspace(1)* %p67
  %r68 = mul nsw i32 65535, 65537
  %f68 = freeze i32 %r68
  %p68 = getelementptr i32, i32 addrspace(1)* %out, i64 68
  store i32 %f68, i32 addrspace(1)* %p68
  %r69 = udiv exact i32 65535, 65537
  %f69 = freeze i32 %r69
  %p69 = getelementptr i32, i32 addrspace(1)* %out, i64 69
  store i32 %f69, i32 addrspace(1)* %p69
  %r70 = sdiv exact i32 65535, 65537
  %f70 = freeze i32 %r70
  %p70 = getelementptr i32, i32 addrspace(1)* %out, i64 70
  store i32 %f70, i32 addrspace(1)* %p70
  %r71 = add  i32 1073741824, 1
  %f71 = freeze i32 %r71
  %p71 = getelementptr i32, i32 addrspace(1)* %out, i64 71
  store i32 %f71, i32 addrspace(1)* %p71
  %r72 = add nuw i32 1073741824, 1
  %f72 = freeze i32 %r72
  %p72 = getelementptr i32, i32 addrspace(1)* %out, i64 72
  store i32 %f72, i32 addrspace(1)* %p72
  %r73 = add nsw i32 1073741824, 1
  %f73 = freeze i32 %r73
  %p73 = getelementptr i32, i32 addrspace(1)* %out, i64 73
  store i32 %f73, i32 addrspace(1)* %p73
  %r74 = add nuw nsw i32 1073741824, 1
  %f74 = freeze i32 %r74
  %p74 = getelementptr i32, i32 addrspace(1)* %out, i64 74
  store i32 %f74, i32 addrspace(1)* %p74
  %r75 = sub nuw i32 1073741824, 1
  %f75 = freeze i32 %r75
  %p75 = getelementptr i32, i32 addrspace(1)* %out, i64 75
  store i32 %f75, i32 addrspace(1)* %p75
  %r76 = sub nsw i32 1073741824, 1
  %f76 = freeze i32 %r76
  %p76 = getelementptr i32, i32 addrspace(1)* %out, i64 76
  store i32 %f76, i32 addrspace(1)* %p76
  %r77 = mul nuw i32 1073741824, 1
  %f77 = freeze i32 %r77
  %p77 = getelementptr i32, i32 addrspace(1)* %out, i64 77
  store i32 %f77, i32 addrspace(1)* %p77
  %r78 = mul nsw i32 1073741824, 1
  %f78 = freeze i32 %r78
  %p78 = getelementptr i32, i32 addrspace(1)* %out, i64 78
  store i32 %f78, i32 addrspace(1)* %p78
  %r79 = shl nuw i32 1073741824, 1
  %f79 = freeze i32 %r79
  %p79 = getelementptr i32, i32 addrspace(1)* %out, i64 79
  store i32 %f79, i32 addrspace(1)* %p79
  %r80 = shl nsw i32 1073741824, 1
  %f80 = freeze i32 %r80
  %p80 = getelementptr i32, i32 addrspace(1)* %out, i64 80
  store i32 %f80, i32 addrspace(1)* %p80
  %r81 = lshr exact i32 1073741824, 1
  %f81 = freeze i32 %r81
  %p81 = getelementptr i32, i32 addrspace(1)* %out, i64 81
  store i32 %f81, i32 addrspace(1)* %p81
  %r82 = ashr exact i32 1073741824, 1
  %f82 = freeze i32 %r82
  %p82 = getelementptr i32, i32 addrspace(1)* %out, i64 82
  store i32 %f82, i32 addrspace(1)* %p82
  %r83 = udiv exact i32 1073741824, 1
  %f83 = freeze i32 %r83
  %p83 = getelementptr i32, i32 addrspace(1)* %out, i64 83
  store i32 %f83, i32 addrspace(1)* %p83
  %r84 = sdiv exact i32 1073741824, 1
  %f84 = freeze i32 %r84
  %p84 = getelementptr i32, i32 addrspace(1)* %out, i64 84
  store i32 %f84, i32 addrspace(1)* %p84
  %r85 = add  i32 5, 31
  %f85 = freeze i32 %r85
  %p85 = getelementptr i32, i32 addrspace(1)* %out, i64 85
  store i32 %f85, i32 addrspace(1)* %p85
  %r86 = add nuw i32 5, 31
  %f86 = freeze i32 %r86
  %p86 = getelementptr i32, i32 addrspace(1)* %out, i64 86
  store i32 %f86, i32 addrspace(1)* %p86
  %r87 = add nsw i32 5, 31
  %f87 = freeze i32 %r87
  %p87 = getelementptr i32, i32 addrspace(1)* %out, i64 87
  store i32 %f87, i32 addrspace(1)* %p87
  %r88 = add nuw nsw i32 5, 31
  %f88 = freeze i32 %r88
  %p88 = getelementptr i32, i32 addrspace(1)* %out, i64 88
  store i32 %f88, i32 addrspace(1)* %p88
  %r89 = sub nuw i32 5, 31
  %f89 = freeze i32 %r89
  %p89 = getelementptr i32, i32 addrspace(1)* %out, i64 89
  store i32 %f89, i32 addrspace(1)* %p89
  %r90 = sub nsw i32 5, 31
  %f90 = freeze i32 %r90
  %p90 = getelementptr i32, i32 addrspace(1)* %out, i64 90
  store i32 %f90, i32 addrspace(1)* %p90
  %r91 = mul nuw i32 5, 31
  %f91 = freeze i32 %r91
  %p91 = getelementptr i32, i32 addrspace(1)* %out, i64 91
  store i32 %f91, i32 addrspace(1)* %p91
  %r92 = mul nsw i32 5, 31
  %f92 = freeze i32 %r92
  %p92 = getelementptr i32, i32 addrspace(1)* %out, i64 92
  store i32 %f92, i32 addrspace(1)* %p92
  %r93 = shl nuw i32 5, 31
  %f93 = freeze i32 %r93
  %p93 = getelementptr i32, i32 addrspace(1)* %out, i64 93
  store i32 %f93, i32 addrspace(1)* %p93
  %r94 = shl nsw i32 5, 31
  %f94 = freeze i32 %r94
  %p94 = getelementptr i32, i32 addrspace(1)* %out, i64 94
  store i32 %f94, i32 addrspace(1)* %p94
  %r95 = lshr exact i32 5, 31
  %f95 = freeze i32 %r95
  %p95 = getelementptr i32, i32 addrspace(1)* %out, i64 95
  store i32 %f95, i32 addrspace(1)* %p95
  %r96 = ashr exact i32 5, 31
  %f96 = freeze i32 %r96
  %p96 = getelementptr i32, i32 addrspace(1)* %out, i64 96
  store i32 %f96, i32 addrspace(1)* %p96
  %r97 = udiv exact i32 5, 31
  %f97 = freeze i32 %r97
  %p97 = getelementptr i32, i32 addrspace(1)* %out, i64 97
  store i32 %f97, i32 addrspace(1)* %p97
  %r98 = sdiv exact i32 5, 31
  %f98 = freeze i32 %r98
  %p98 = getelementptr i32, i32 addrspace(1)* %out, i64 98
  store i32 %f98, i32 addrspace(1)* %p98
  %r99 = add  i32 -2147483648, 31
  %f99 = freeze i32 %r99
  %p99 = getelementptr i32, i32 addrspace(1)* %out, i64 99
  store i32 %f99, i32 addrspace(1)* %p99
  %r100 = add nuw i32 -2147483648, 31
  %f100 = freeze i32 %r100
  %p100 = getelementptr i32, i32 addrspace(1)* %out, i64 100
  store i32 %f100, i32 addrspace(1)* %p100
  %r101 = add nsw i32 -2147483648, 31
  %f101 = freeze i32 %r101
  %p101 = getelementptr i32, i32 addrspace(1)* %out, i64 101
  store i32 %f101, i32 addrspace(1)* %p101
  %r102 = add nuw nsw i32 -2147483648, 31
  %f102 = freeze i32 %r102
  %p102 = getelementptr i32, i32 addrspace(1)* %out, i64 102
  store i32 %f102, i32 addrspace(1)* %p102
  %r103 = sub nuw i32 -2147483648, 31
  %f103 = freeze i32 %r103
  %p103 = getelementptr i32, i32 addrspace(1)* %out, i64 103
  store i32 %f103, i32 addrspace(1)* %p103
  %r104 = sub nsw i32 -2147483648, 31
  %f104 = freeze i32 %r104
  %p104 = getelementptr i32, i32 addrspace(1)* %out, i64 104
  store i32 %f104, i32 addrspace(1)* %p104
  %r105 = mul nuw i32 -2147483648, 31
  %f105 = freeze i32 %r105
  %p105 = getelementptr i32, i32 addrspace(1)* %out, i64 105
  store i32 %f105, i32 addrspace(1)* %p105
  %r106 = mul nsw i32 -2147483648, 31
  %f106 = freeze i32 %r106
  %p106 = getelementptr i32, i32 addrspace(1)* %out, i64 106
  store i32 %f106, i32 addrspace(1)* %p106
  %r107 = shl nuw i32 -2147483648, 31
  %f107 = freeze i32 %r107
  %p107 = getelementptr i32, i32 addrspace(1)* %out, i64 107
  store i32 %f107, i32 addrspace(1)* %p107
  %r108 = shl nsw i32 -2147483648, 31
  %f108 = freeze i32 %r108
  %p108 = getelementptr i32, i32 addrspace(1)* %out, i64 108
  store i32 %f108, i32 addrspace(1)* %p108
  %r109 = lshr exact i32 -2147483648, 31
  %f109 = freeze i32 %r109
  %p109 = getelementptr i32, i32 addrspace(1)* %out, i64 109
  store i32 %f109, i32 addrspace(1)* %p109
  %r110 = ashr exact i32 -2147483648, 31
  %f110 = freeze i32 %r110
  %p110 = getelementptr i32, i32 addrspace(1)* %out, i64 110
  store i32 %f110, i32 addrspace(1)* %p110
  %r111 = udiv exact i32 -2147483648, 31
  %f111 = freeze i32 %r111
  %p111 = getelementptr i32, i32 addrspace(1)* %out, i64 111
  store i32 %f111, i32 addrspace(1)* %p111
  %r112 = sdiv exact i32 -2147483648, 31
  %f112 = freeze i32 %r112
  %p112 = getelementptr i32, i32 addrspace(1)* %out, i64 112
  store i32 %f112, i32 addrspace(1)* %p112
  %r113 = add  i32 12, 2
  %f113 = freeze i32 %r113
  %p113 = getelementptr i32, i32 addrspace(1)* %out, i64 113
  store i32 %f113, i32 addrspace(1)* %p113
  %r114 = add nuw i32 12, 2
  %f114 = freeze i32 %r114
  %p114 = getelementptr i32, i32 addrspace(1)* %out, i64 114
  store i32 %f114, i32 addrspace(1)* %p114
  %r115 = add nsw i32 12, 2
  %f115 = freeze i32 %r115
  %p115 = getelementptr i32, i32 addrspace(1)* %out, i64 115
  store i32 %f115, i32 addrspace(1)* %p115
  %r116 = add nuw nsw i32 12, 2
  %f116 = freeze i32 %r116
  %p116 = getelementptr i32, i32 addrspace(1)* %out, i64 116
  store i32 %f116, i32 addrspace(1)* %p116
  %r117 = sub nuw i32 12, 2
  %f117 = freeze i32 %r117
  %p117 = getelementptr i32, i32 addrspace(1)* %out, i64 117
  store i32 %f117, i32 addrspace(1)* %p117
  %r118 = sub nsw i32 12, 2
  %f118 = freeze i32 %r118
  %p118 = getelementptr i32, i32 addrspace(1)* %out, i64 118
  store i32 %f118, i32 addrspace(1)* %p118
  %r119 = mul nuw i32 12, 2
  %f119 = freeze i32 %r119
  %p119 = getelementptr i32, i32 addrspace(1)* %out, i64 119
  store i32 %f119, i32 addrspace(1)* %p119
  %r120 = mul nsw i32 12, 2
  %f120 = freeze i32 %r120
  %p120 = getelementptr i32, i32 addrspace(1)* %out, i64 120
  store i32 %f120, i32 addrspace(1)* %p120
  %r121 = shl nuw i32 12, 2
  %f121 = freeze i32 %r121
  %p121 = getelementptr i32, i32 addrspace(1)* %out, i64 121
  store i32 %f121, i32 addrspace(1)* %p121
  %r122 = shl nsw i32 12, 2
  %f122 = freeze i32 %r122
  %p122 = getelementptr i32, i32 addrspace(1)* %out, i64 122
  store i32 %f122, i32 addrspace(1)* %p122
  %r123 = lshr exact i32 12, 2
  %f123 = freeze i32 %r123
  %p123 = getelementptr i32, i32 addrspace(1)* %out, i64 123
  store i32 %f123, i32 addrspace(1)* %p123
  %r124 = ashr exact i32 12, 2
  %f124 = freeze i32 %r124
  %p124 = getelementptr i32, i32 addrspace(1)* %out, i64 124
  store i32 %f124, i32 addrspace(1)* %p124
  %r125 = udiv exact i32 12, 2
  %f125 = freeze i32 %r125
  %p125 = getelementptr i32, i32 addrspace(1)* %out, i64 125
  store i32 %f125, i32 addrspace(1)* %p125
  %r126 = sdiv exact i32 12, 2
  %f126 = freeze i32 %r126
  %p126 = getelementptr i32, i32 addrspace(1)* %out, i64 126
  store i32 %f126, i32 addrspace(1)* %p126
  %r127 = add  i32 13, 2
  %f127 = freeze i32 %r127
  %p127 = getelementptr i32, i32 addrspace(1)* %out, i64 127
  store i32 %f127, i32 addrspace(1)* %p127
  %r128 = add nuw i32 13, 2
  %f128 = freeze i32 %r128
  %p128 = getelementptr i32, i32 addrspace(1)* %out, i64 128
  store i32 %f128, i32 addrspace(1)* %p128
  %r129 = add nsw i32 13, 2
  %f129 = freeze i32 %r129
  %p129 = getelementptr i32, i32 addrspace(1)* %out, i64 129
  store i32 %f129, i32 addrspace(1)* %p129
  %r130 = add nuw nsw i32 13, 2
  %f130 = freeze i32 %r130
  %p130 = getelementptr i32, i32 addrspace(1)* %out, i64 130
  store i32 %f130, i32 addrspace(1)* %p130
  %r131 = sub nuw i32 13, 2
  %f131 = freeze i32 %r131
  %p131 = getelementptr i32, i32 addrspace(1)* %out, i64 131
  store i32 %f131, i32 addrspace(1)* %p131
  %r132 = sub nsw i32 13, 2
  %f132 = freeze i32 %r132
  %p132 = getelementptr i32, i32 addrspace(1)* %out, i64 132
  store i32 %f132, i32 addrspace(1)* %p132
  %r133 = mul nuw i32 13, 2
  %f133 = freeze i32 %r133
  %p133 = getelementptr i32, i32 addrspace(1)* %out, i64 133
  store i32 %f133, i32 addrspace(1)* %p133
  %r134 = mul nsw i32 13, 2
  %f134 = freeze i32 %r134
  %p134 = getelementptr i32, i32 addrspace(1)* %out, i64 134
  store i32 %f134, i32 addrspace(1)* %p134
  %r135 = shl nuw i32 13, 2
  %f135 = freeze i32 %r135
  %p135 = getelementptr i32, i32 addrspace(1)* %out, i64 135
  store i32 %f135, i32 addrspace(1)* %p135
  %r136 = shl nsw i32 13, 2
  %f136 = freeze i32 %r136
  %p136 = getelementptr i32, i32 addrspace(1)* %out, i64 136
  store i32 %f136, i32 addrspace(1)* %p136
  %r137 = lshr exact i32 13, 2
  %f137 = freeze i32 %r137
  %p137 = getelementptr i32, i32 addrspace(1)* %out, i64 137
  store i32 %f137, i32 addrspace(1)* %p137
  %r138 = ashr exact i32 13, 2
  %f138 = freeze i32 %r138
  %p138 = getelementptr i32, i32 addrspace(1)* %out, i64 138
  store i32 %f138, i32 addrspace(1)* %p138
  %r139 = udiv exact i32 13, 2
  %f139 = freeze i32 %r139
  %p139 = getelementptr i32, i32 addrspace(1)* %out, i64 139
  store i32 %f139, i32 addrspace(1)* %p139
  %r140 = sdiv exact i32 13, 2
  %f140 = freeze i32 %r140
  %p140 = getelementptr i32, i32 addrspace(1)* %out, i64 140
  store i32 %f140, i32 addrspace(1)* %p140
  %r141 = add  i32 -16, 3
  %f141 = freeze i32 %r141
  %p141 = getelementptr i32, i32 addrspace(1)* %out, i64 141
  store i32 %f141, i32 addrspace(1)* %p141
  %r142 = add nuw i32 -16, 3
  %f142 = freeze i32 %r142
  %p142 = getelementptr i32, i32 addrspace(1)* %out, i64 142
  store i32 %f142, i32 addrspace(1)* %p142
  %r143 = add nsw i32 -16, 3
  %f143 = freeze i32 %r143
  %p143 = getelementptr i32, i32 addrspace(1)* %out, i64 143
  store i32 %f143, i32 addrspace(1)* %p143
  %r144 = add nuw nsw i32 -16, 3
  %f144 = freeze i32 %r144
  %p144 = getelementptr i32, i32 addrspace(1)* %out, i64 144
  store i32 %f144, i32 addrspace(1)* %p144
  %r145 = sub nuw i32 -16, 3
  %f145 = freeze i32 %r145
  %p145 = getelementptr i32, i32 addrspace(1)* %out, i64 145
  store i32 %f145, i32 addrspace(1)* %p145
  %r146 = sub nsw i32 -16, 3
  %f146 = freeze i32 %r146
  %p146 = getelementptr i32, i32 addrspace(1)* %out, i64 146
  store i32 %f146, i32 addrspace(1)* %p146
  %r147 = mul nuw i32 -16, 3
  %f147 = freeze i32 %r147
  %p147 = getelementptr i32, i32 addrspace(1)* %out, i64 147
  store i32 %f147, i32 addrspace(1)* %p147
  %r148 = mul nsw i32 -16, 3
  %f148 = freeze i32 %r148
  %p148 = getelementptr i32, i32 addrspace(1)* %out, i64 148
  store i32 %f148, i32 addrspace(1)* %p148
  %r149 = shl nuw i32 -16, 3
  %f149 = freeze i32 %r149
  %p149 = getelementptr i32, i32 addrspace(1)* %out, i64 149
  store i32 %f149, i32 addrspace(1)* %p149
  %r150 = shl nsw i32 -16, 3
  %f150 = freeze i32 %r150
  %p150 = getelementptr i32, i32 addrspace(1)* %out, i64 150
  store i32 %f150, i32 addrspace(1)* %p150
  %r151 = lshr exact i32 -16, 3
  %f151 = freeze i32 %r151
  %p151 = getelementptr i32, i32 addrspace(1)* %out, i64 151
  store i32 %f151, i32 addrspace(1)* %p151
  %r152 = ashr exact i32 -16, 3
  %f152 = freeze i32 %r152
  %p152 = getelementptr i32, i32 addrspace(1)* %out, i64 152
  store i32 %f152, i32 addrspace(1)* %p152
  %r153 = udiv exact i32 -16, 3
  %f153 = freeze i32 %r153
  %p153 = getelementptr i32, i32 addrspace(1)* %out, i64 153
  store i32 %f153, i32 addrspace(1)* %p153
  %r154 = sdiv exact i32 -16, 3
  %f154 = freeze i32 %r154
  %p154 = getelementptr i32, i32 addrspace(1)* %out, i64 154
  store i32 %f154, i32 addrspace(1)* %p154
  ret void
}

; TEST flags64 --grid 1 --block 1 buf:i64:123:zero
; OUT -9223372036854775808 0x8000000000000000
; OUT -9223372036854775808 0x8000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 9223372036854775806 0x7ffffffffffffffe
; OUT 9223372036854775806 0x7ffffffffffffffe
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -9223372036854775807 0x8000000000000001
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 8589934592 0x0000000200000000
; OUT 8589934592 0x0000000200000000
; OUT 8589934592 0x0000000200000000
; OUT 8589934592 0x0000000200000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 1 0x0000000000000001
; OUT 1 0x0000000000000001
; OUT 8589934592 0x0000000200000000
; OUT 8589934592 0x0000000200000000
; OUT 8589934592 0x0000000200000000
; OUT 8589934592 0x0000000200000000
; OUT 0 0x0000000000000000
; OUT -2 0xfffffffffffffffe
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 65 0x0000000000000041
; OUT 65 0x0000000000000041
; OUT 65 0x0000000000000041
; OUT 65 0x0000000000000041
; OUT 0 0x0000000000000000
; OUT -59 0xffffffffffffffc5
; OUT 186 0x00000000000000ba
; OUT 186 0x00000000000000ba
; OUT -4611686018427387904 0xc000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 64 0x0000000000000040
; OUT 64 0x0000000000000040
; OUT 64 0x0000000000000040
; OUT 64 0x0000000000000040
; OUT 0 0x0000000000000000
; OUT -62 0xffffffffffffffc2
; OUT 63 0x000000000000003f
; OUT 63 0x000000000000003f
; OUT -9223372036854775808 0x8000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 1 0x0000000000000001
; OUT 1 0x0000000000000001
; OUT 1 0x0000000000000001
; OUT -9223372036854775745 0x800000000000003f
; OUT -9223372036854775745 0x800000000000003f
; OUT -9223372036854775745 0x800000000000003f
; OUT -9223372036854775745 0x800000000000003f
; OUT 9223372036854775745 0x7fffffffffffffc1
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 1 0x0000000000000001
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 107 0x000000000000006b
; OUT 107 0x000000000000006b
; OUT 107 0x000000000000006b
; OUT 107 0x000000000000006b
; OUT 93 0x000000000000005d
; OUT 93 0x000000000000005d
; OUT 700 0x00000000000002bc
; OUT 700 0x00000000000002bc
; OUT 12800 0x0000000000003200
; OUT 12800 0x0000000000003200
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 105 0x0000000000000069
; OUT 105 0x0000000000000069
; OUT 105 0x0000000000000069
; OUT 105 0x0000000000000069
; OUT 91 0x000000000000005b
; OUT 91 0x000000000000005b
; OUT 686 0x00000000000002ae
; OUT 686 0x00000000000002ae
; OUT 12544 0x0000000000003100
; OUT 12544 0x0000000000003100
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 14 0x000000000000000e
; OUT 14 0x000000000000000e
define void @flags64(i64 addrspace(1)* %out) {
  %r0 = add  i64 9223372036854775807, 1
  %f0 = freeze i64 %r0
  %p0 = getelementptr i64, i64 addrspace(1)* %out, i64 0
  store i64 %f0, i64 addrspace(1)* %p0
  %r1 = add nuw i64 9223372036854775807, 1
  %f1 = freeze i64 %r1
  %p1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %f1, i64 addrspace(1)* %p1
  %r2 = add nsw i64 9223372036854775807, 1
  %f2 = freeze i64 %r2
  %p2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %f2, i64 addrspace(1)* %p2
  %r3 = add nuw nsw i64 9223372036854775807, 1
  %f3 = freeze i64 %r3
  %p3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %f3, i64 addrspace(1)* %p3
  %r4 = sub nuw i64 9223372036854775807, 1
  %f4 = freeze i64 %r4
  %p4 = getelementptr i64, i64 addrspace(1)* %out, i64 4
  store i64 %f4, i64 addrspace(1)* %p4
  %r5 = sub nsw i64 9223372036854775807, 1
  %f5 = freeze i64 %r5
  %p5 = getelementptr i64, i64 addrspace(1)* %out, i64 5
  store i64 %f5, i64 addrspace(1)* %p5
  %r6 = mul nuw i64 9223372036854775807, 1
  %f6 = freeze i64 %r6
  %p6 = getelementptr i64, i64 addrspace(1)* %out, i64 6
  store i64 %f6, i64 addrspace(1)* %p6
  %r7 = mul nsw i64 9223372036854775807, 1
  %f7 = freeze i64 %r7
  %p7 = getelementptr i64, i64 addrspace(1)* %out, i64 7
  store i64 %f7, i64 addrspace(1)* %p7
  %r8 = shl nuw i64 9223372036854775807, 1
  %f8 = freeze i64 %r8
  %p8 = getelementptr i64, i64 addrspace(1)* %out, i64 8
  store i64 %f8, i64 addrspace(1)* %p8
  %r9 = shl nsw i64 9223372036854775807, 1
  %f9 = freeze i64 %r9
  %p9 = getelementptr i64, i64 addrspace(1)* %out, i64 9
  store i64 %f9, i64 addrspace(1)* %p9
  %r10 = lshr exact i64 9223372036854775807, 1
  %f10 = freeze i64 %r10
  %p10 = getelementptr i64, i64 addrspace(1)* %out, i64 10
  store i64 %f10, i64 addrspace(1)* %p10
  %r11 = ashr exact i64 9223372036854775807, 1
  %f11 = freeze i64 %r11
  %p11 = getelementptr i64, i64 addrspace(1)* %out, i64 11
  store i64 %f11, i64 addrspace(1)* %p11
  %r12 = udiv exact i64 9223372036854775807, 1
  %f12 = freeze i64 %r12
  %p12 = getelementptr i64, i64 addrspace(1)* %out, i64 12
  store i64 %f12, i64 addrspace(1)* %p12
  %r13 = sdiv exact i64 9223372036854775807, 1
  %f13 = freeze i64 %r13
  %p13 = getelementptr i64, i64 addrspace(1)* %out, i64 13
  store i64 %f13, i64 addrspace(1)* %p13
  %r14 = add  i64 -9223372036854775808, -1
  %f14 = freeze i64 %r14
  %p14 = getelementptr i64, i64 addrspace(1)* %out, i64 14
  store i64 %f14, i64 addrspace(1)* %p14
  %r15 = add nuw i64 -9223372036854775808, -1
  %f15 = freeze i64 %r15
  %p15 = getelementptr i64, i64 addrspace(1)* %out, i64 15
  store i64 %f15, i64 addrspace(1)* %p15
  %r16 = add nsw i64 -9223372036854775808, -1
  %f16 = freeze i64 %r16
  %p16 = getelementptr i64, i64 addrspace(1)* %out, i64 16
  store i64 %f16, i64 addrspace(1)* %p16
  %r17 = add nuw nsw i64 -9223372036854775808, -1
  %f17 = freeze i64 %r17
  %p17 = getelementptr i64, i64 addrspace(1)* %out, i64 17
  store i64 %f17, i64 addrspace(1)* %p17
  %r18 = sub nuw i64 -9223372036854775808, -1
  %f18 = freeze i64 %r18
  %p18 = getelementptr i64, i64 addrspace(1)* %out, i64 18
  store i64 %f18, i64 addrspace(1)* %p18
  %r19 = sub nsw i64 -9223372036854775808, -1
  %f19 = freeze i64 %r19
  %p19 = getelementptr i64, i64 addrspace(1)* %out, i64 19
  store i64 %f19, i64 addrspace(1)* %p19
  %r20 = mul nuw i64 -9223372036854775808, -1
  %f20 = freeze i64 %r20
  %p20 = getelementptr i64, i64 addrspace(1)* %out, i64 20
  store i64 %f20, i64 addrspace(1)* %p20
  %r21 = mul nsw i64 -9223372036854775808, -1
  %f21 = freeze i64 %r21
  %p21 = getelementptr i64, i64 addrspace(1)* %out, i64 21
  store i64 %f21, i64 addrspace(1)* %p21
  %r22 = udiv exact i64 -9223372036854775808, -1
  %f22 = freeze i64 %r22
  %p22 = getelementptr i64, i64 addrspace(1)* %out, i64 22
  store i64 %f22, i64 addrspace(1)* %p22
  %r23 = add  i64 4294967296, 4294967296
  %f23 = freeze i64 %r23
  %p23 = getelementptr i64, i64 addrspace(1)* %out, i64 23
  store i64 %f23, i64 addrspace(1)* %p23
  %r24 = add nuw i64 4294967296, 4294967296
  %f24 = freeze i64 %r24
  %p24 = getelementptr i64, i64 addrspace(1)* %out, i64 24
  store i64 %f24, i64 addrspace(1)* %p24
  %r25 = add nsw i64 4294967296, 4294967296
  %f25 = freeze i64 %r25
  %p25 = getelementptr i64, i64 addrspace(1)* %out, i64 25
  store i64 %f25, i64 addrspace(1)* %p25
  %r26 = add nuw nsw i64 4294967296, 4294967296
  %f26 = freeze i64 %r26
  %p26 = getelementptr i64, i64 addrspace(1)* %out, i64 26
  store i64 %f26, i64 addrspace(1)* %p26
  %r27 = sub nuw i64 4294967296, 4294967296
  %f27 = freeze i64 %r27
  %p27 = getelementptr i64, i64 addrspace(1)* %out, i64 27
  store i64 %f27, i64 addrspace(1)* %p27
  %r28 = sub nsw i64 4294967296, 4294967296
  %f28 = freeze i64 %r28
  %p28 = getelementptr i64, i64 addrspace(1)* %out, i64 28
  store i64 %f28, i64 addrspace(1)* %p28
  %r29 = mul nuw i64 4294967296, 4294967296
  %f29 = freeze i64 %r29
  %p29 = getelementptr i64, i64 addrspace(1)* %out, i64 29
  store i64 %f29, i64 addrspace(1)* %p29
  %r30 = mul nsw i64 4294967296, 4294967296
  %f30 = freeze i64 %r30
  %p30 = getelementptr i64, i64 addrspace(1)* %out, i64 30
  store i64 %f30, i64 addrspace(1)* %p30
  %r31 = udiv exact i64 4294967296, 4294967296
  %f31 = freeze i64 %r31
  %p31 = getelementptr i64, i64 addrspace(1)* %out, i64 31
  store i64 %f31, i64 addrspace(1)* %p31
  %r32 = sdiv exact i64 4294967296, 4294967296
  %f32 = freeze i64 %r32
  %p32 = getelementptr i64, i64 addrspace(1)* %out, i64 32
  store i64 %f32, i64 addrspace(1)* %p32
  %r33 = add  i64 4294967295, 4294967297
  %f33 = freeze i64 %r33
  %p33 = getelementptr i64, i64 addrspace(1)* %out, i64 33
  store i64 %f33, i64 addrspace(1)* %p33
  %r34 = add nuw i64 4294967295, 4294967297
  %f34 = freeze i64 %r34
  %p34 = getelementptr i64, i64 addrspace(1)* %out, i64 34
  store i64 %f34, i64 addrspace(1)* %p34
  %r35 = add nsw i64 4294967295, 4294967297
  %f35 = freeze i64 %r35
  %p35 = getelementptr i64, i64 addrspace(1)* %out, i64 35
  store i64 %f35, i64 addrspace(1)* %p35
  %r36 = add nuw nsw i64 4294967295, 4294967297
  %f36 = freeze i64 %r36
  %p36 = getelementptr i64, i64 addrspace(1)* %out, i64 36
  store i64 %f36, i64 addrspace(1)* %p36
  %r37 = sub nuw i64 4294967295, 4294967297
  %f37 = freeze i64 %r37
  %p37 = getelementptr i64, i64 addrspace(1)* %out, i64 37
  store i64 %f37, i64 addrspace(1)* %p37
  %r38 = sub nsw i64 4294967295, 4294967297
  %f38 = freeze i64 %r38
  %p38 = getelementptr i64, i64 addrspace(1)* %out, i64 38
  store i64 %f38, i64 addrspace(1)* %p38
  %r39 = mul nuw i64 4294967295, 4294967297
  %f39 = freeze i64 %r39
  %p39 = getelementptr i64, i64 addrspace(1)* %out, i64 39
  store i64 %f39, i64 addrspace(1)* %p39
  %r40 = mul nsw i64 4294967295, 4294967297
  %f40 = freeze i64 %r40
  %p40 = getelementptr i64, i64 addrspace(1)* %out, i64 40
  store i64 %f40, i64 addrspace(1)* %p40
  %r41 = udiv exact i64 4294967295, 4294967297
  %f41 = freeze i64 %r41
  %p41 = getelementptr i64, i64 addrspace(1)* %out, i64 41
  store i64 %f41, i64 addrspace(1)* %p41
  %r42 = sdiv exact i64 4294967295, 4294967297
  %f42 = freeze i64 %r42
  %p42 = getelementptr i64, i64 addrspace(1)* %out, i64 42
  store i64 %f42, i64 addrspace(1)* %p42
  %r43 = add  i64 3, 62
  %f43 = freeze i64 %r43
  %p43 = getelementptr i64, i64 addrspace(1)* %out, i64 43
  store i64 %f43, i64 addrspace(1)* %p43
  %r44 = add nuw i64 3, 62
  %f44 = freeze i64 %r44
  %p44 = getelementptr i64, i64 addrspace(1)* %out, i64 44
  store i64 %f44, i64 addrspace(1)* %p44
  %r45 = add nsw i64 3, 62
  %f45 = freeze i64 %r45
  %p45 = getelementptr i64, i64 addrspace(1)* %out, i64 45
  store i64 %f45, i64 addrspace(1)* %p45
  %r46 = add nuw nsw i64 3, 62
  %f46 = freeze i64 %r46
  %p46 = getelementptr i64, i64 addrspace(1)* %out, i64 46
  store i64 %f46, i64 addrspace(1)* %p46
  %r47 = sub nuw i64 3, 62
  %f47 = freeze i64 %r47
  %p47 = getelementptr i64, i64 addrspace(1)* %out, i64 47
  store i64 %f47, i64 addrspace(1)* %p47
  %r48 = sub nsw i64 3, 62
  %f48 = freeze i64 %r48
  %p48 = getelementptr i64, i64 addrspace(1)* %out, i64 48
  store i64 %f48, i64 addrspace(1)* %p48
  %r49 = mul nuw i64 3, 62
  %f49 = freeze i64 %r49
  %p49 = getelementptr i64, i64 addrspace(1)* %out, i64 49
  store i64 %f49, i64 addrspace(1)* %p49
  %r50 = mul nsw i64 3, 62
  %f50 = freeze i64 %r50
  %p50 = getelementptr i64, i64 addrspace(1)* %out, i64 50
  store i64 %f50, i64 addrspace(1)* %p50
  %r51 = shl nuw i64 3, 62
  %f51 = freeze i64 %r51
  %p51 = getelementptr i64, i64 addrspace(1)* %out, i64 51
  store i64 %f51, i64 addrspace(1)* %p51
  %r52 = shl nsw i64 3, 62
  %f52 = freeze i64 %r52
  %p52 = getelementptr i64, i64 addrspace(1)* %out, i64 52
  store i64 %f52, i64 addrspace(1)* %p52
  %r53 = lshr exact i64 3, 62
  %f53 = freeze i64 %r53
  %p53 = getelementptr i64, i64 addrspace(1)* %out, i64 53
  store i64 %f53, i64 addrspace(1)* %p53
  %r54 = ashr exact i64 3, 62
  %f54 = freeze i64 %r54
  %p54 = getelementptr i64, i64 addrspace(1)* %out, i64 54
  store i64 %f54, i64 addrspace(1)* %p54
  %r55 = udiv exact i64 3, 62
  %f55 = freeze i64 %r55
  %p55 = getelementptr i64, i64 addrspace(1)* %out, i64 55
  store i64 %f55, i64 addrspace(1)* %p55
  %r56 = sdiv exact i64 3, 62
  %f56 = freeze i64 %r56
  %p56 = getelementptr i64, i64 addrspace(1)* %out, i64 56
  store i64 %f56, i64 addrspace(1)* %p56
  %r57 = add  i64 1, 63
  %f57 = freeze i64 %r57
  %p57 = getelementptr i64, i64 addrspace(1)* %out, i64 57
  store i64 %f57, i64 addrspace(1)* %p57
  %r58 = add nuw i64 1, 63
  %f58 = freeze i64 %r58
  %p58 = getelementptr i64, i64 addrspace(1)* %out, i64 58
  store i64 %f58, i64 addrspace(1)* %p58
  %r59 = add nsw i64 1, 63
  %f59 = freeze i64 %r59
  %p59 = getelementptr i64, i64 addrspace(1)* %out, i64 59
  store i64 %f59, i64 addrspace(1)* %p59
  %r60 = add nuw nsw i64 1, 63
  %f60 = freeze i64 %r60
  %p60 = getelementptr i64, i64 addrspace(1)* %out, i64 60
  store i64 %f60, i64 addrspace(1)* %p60
  %r61 = sub nuw i64 1, 63
  %f61 = freeze i64 %r61
  %p61 = getelementptr i64, i64 addrspace(1)* %out, i64 61
  store i64 %f61, i64 addrspace(1)* %p61
  %r62 = sub nsw i64 1, 63
  %f62 = freeze i64 %r62
  %p62 = getelementptr i64, i64 addrspace(1)* %out, i64 62
  store i64 %f62, i64 addrspace(1)* %p62
  %r63 = mul nuw i64 1, 63
  %f63 = freeze i64 %r63
  %p63 = getelementptr i64, i64 addrspace(1)* %out, i64 63
  store i64 %f63, i64 addrspace(1)* %p63
  %r64 = mul nsw i64 1, 63
  %f64 = freeze i64 %r64
  %p64 = getelementptr i64, i64 addrspace(1)* %out, i64 64
  store i64 %f64, i64 addrspace(1)* %p64
  %r65 = shl nuw i64 1, 63
  %f65 = freeze i64 %r65
  %p65 = getelementptr i64, i64 addrspace(1)* %out, i64 65
  store i64 %f65, i64 addrspace(1)* %p65
  %r66 = shl nsw i64 1, 63
  %f66 = freeze i64 %r66
  %p66 = getelementptr i64, i64 addrspace(1)* %out, i64 66
  store i64 %f66, i64 addrspace(1)* %p66
  %r67 = lshr exact i64 1, 63
  %f67 = freeze i64 %r67
  %p67 = getelementptr i64, i64 addrspace(1)* %out, i64 67
  store i64 %f67, i64 addrspace(1)* %p67
  %r68 = ashr exact i64 1, 63
  %f68 = freeze i64 %r68
  %p68 = getelementptr i64, i64 addrspace(1)* %out, i64 68
  store i64 %f68, i64 addrspace(1)* %p68
  %r69 = udiv exact i64 1, 63
  %f69 = freeze i64 %r69
  %p69 = getelementptr i64, i64 addrspace(1)* %out, i64 69
  store i64 %f69, i64 addrspace(1)* %p69
  %r70 = sdiv exact i64 1, 63
  %f70 = freeze i64 %r70
  %p70 = getelementptr i64, i64 addrspace(1)* %out, i64 70
  store i64 %f70, i64 addrspace(1)* %p70
  %r71 = add  i64 -1, -1
  %f71 = freeze i64 %r71
  %p71 = getelementptr i64, i64 addrspace(1)* %out, i64 71
  store i64 %f71, i64 addrspace(1)* %p71
  %r72 = add nuw i64 -1, -1
  %f72 = freeze i64 %r72
  %p72 = getelementptr i64, i64 addrspace(1)* %out, i64 72
  store i64 %f72, i64 addrspace(1)* %p72
  %r73 = add nsw i64 -1, -1
  %f73 = freeze i64 %r73
  %p73 = getelementptr i64, i64 addrspace(1)* %out, i64 73
  store i64 %f73, i64 addrspace(1)* %p73
  %r74 = add nuw nsw i64 -1, -1
  %f74 = freeze i64 %r74
  %p74 = getelementptr i64, i64 addrspace(1)* %out, i64 74
  store i64 %f74, i64 addrspace(1)* %p74
  %r75 = sub nuw i64 -1, -1
  %f75 = freeze i64 %r75
  %p75 = getelementptr i64, i64 addrspace(1)* %out, i64 75
  store i64 %f75, i64 addrspace(1)* %p75
  %r76 = sub nsw i64 -1, -1
  %f76 = freeze i64 %r76
  %p76 = getelementptr i64, i64 addrspace(1)* %out, i64 76
  store i64 %f76, i64 addrspace(1)* %p76
  %r77 = mul nuw i64 -1, -1
  %f77 = freeze i64 %r77
  %p77 = getelementptr i64, i64 addrspace(1)* %out, i64 77
  store i64 %f77, i64 addrspace(1)* %p77
  %r78 = mul nsw i64 -1, -1
  %f78 = freeze i64 %r78
  %p78 = getelementptr i64, i64 addrspace(1)* %out, i64 78
  store i64 %f78, i64 addrspace(1)* %p78
  %r79 = udiv exact i64 -1, -1
  %f79 = freeze i64 %r79
  %p79 = getelementptr i64, i64 addrspace(1)* %out, i64 79
  store i64 %f79, i64 addrspace(1)* %p79
  %r80 = sdiv exact i64 -1, -1
  %f80 = freeze i64 %r80
  %p80 = getelementptr i64, i64 addrspace(1)* %out, i64 80
  store i64 %f80, i64 addrspace(1)* %p80
  %r81 = add  i64 -9223372036854775808, 63
  %f81 = freeze i64 %r81
  %p81 = getelementptr i64, i64 addrspace(1)* %out, i64 81
  store i64 %f81, i64 addrspace(1)* %p81
  %r82 = add nuw i64 -9223372036854775808, 63
  %f82 = freeze i64 %r82
  %p82 = getelementptr i64, i64 addrspace(1)* %out, i64 82
  store i64 %f82, i64 addrspace(1)* %p82
  %r83 = add nsw i64 -9223372036854775808, 63
  %f83 = freeze i64 %r83
  %p83 = getelementptr i64, i64 addrspace(1)* %out, i64 83
  store i64 %f83, i64 addrspace(1)* %p83
  %r84 = add nuw nsw i64 -9223372036854775808, 63
  %f84 = freeze i64 %r84
  %p84 = getelementptr i64, i64 addrspace(1)* %out, i64 84
  store i64 %f84, i64 addrspace(1)* %p84
  %r85 = sub nuw i64 -9223372036854775808, 63
  %f85 = freeze i64 %r85
  %p85 = getelementptr i64, i64 addrspace(1)* %out, i64 85
  store i64 %f85, i64 addrspace(1)* %p85
  %r86 = sub nsw i64 -9223372036854775808, 63
  %f86 = freeze i64 %r86
  %p86 = getelementptr i64, i64 addrspace(1)* %out, i64 86
  store i64 %f86, i64 addrspace(1)* %p86
  %r87 = mul nuw i64 -9223372036854775808, 63
  %f87 = freeze i64 %r87
  %p87 = getelementptr i64, i64 addrspace(1)* %out, i64 87
  store i64 %f87, i64 addrspace(1)* %p87
  %r88 = mul nsw i64 -9223372036854775808, 63
  %f88 = freeze i64 %r88
  %p88 = getelementptr i64, i64 addrspace(1)* %out, i64 88
  store i64 %f88, i64 addrspace(1)* %p88
  %r89 = shl nuw i64 -9223372036854775808, 63
  %f89 = freeze i64 %r89
  %p89 = getelementptr i64, i64 addrspace(1)* %out, i64 89
  store i64 %f89, i64 addrspace(1)* %p89
  %r90 = shl nsw i64 -9223372036854775808, 63
  %f90 = freeze i64 %r90
  %p90 = getelementptr i64, i64 addrspace(1)* %out, i64 90
  store i64 %f90, i64 addrspace(1)* %p90
  %r91 = lshr exact i64 -9223372036854775808, 63
  %f91 = freeze i64 %r91
  %p91 = getelementptr i64, i64 addrspace(1)* %out, i64 91
  store i64 %f91, i64 addrspace(1)* %p91
  %r92 = ashr exact i64 -9223372036854775808, 63
  %f92 = freeze i64 %r92
  %p92 = getelementptr i64, i64 addrspace(1)* %out, i64 92
  store i64 %f92, i64 addrspace(1)* %p92
  %r93 = udiv exact i64 -9223372036854775808, 63
  %f93 = freeze i64 %r93
  %p93 = getelementptr i64, i64 addrspace(1)* %out, i64 93
  store i64 %f93, i64 addrspace(1)* %p93
  %r94 = sdiv exact i64 -9223372036854775808, 63
  %f94 = freeze i64 %r94
  %p94 = getelementptr i64, i64 addrspace(1)* %out, i64 94
  store i64 %f94, i64 addrspace(1)* %p94
  %r95 = add  i64 100, 7
  %f95 = freeze i64 %r95
  %p95 = getelementptr i64, i64 addrspace(1)* %out, i64 95
  store i64 %f95, i64 addrspace(1)* %p95
  %r96 = add nuw i64 100, 7
  %f96 = freeze i64 %r96
  %p96 = getelementptr i64, i64 addrspace(1)* %out, i64 96
  store i64 %f96, i64 addrspace(1)* %p96
  %r97 = add nsw i64 100, 7
  %f97 = freeze i64 %r97
  %p97 = getelementptr i64, i64 addrspace(1)* %out, i64 97
  store i64 %f97, i64 addrspace(1)* %p97
  %r98 = add nuw nsw i64 100, 7
  %f98 = freeze i64 %r98
  %p98 = getelementptr i64, i64 addrspace(1)* %out, i64 98
  store i64 %f98, i64 addrspace(1)* %p98
  %r99 = sub nuw i64 100, 7
  %f99 = freeze i64 %r99
  %p99 = getelementptr i64, i64 addrspace(1)* %out, i64 99
  store i64 %f99, i64 addrspace(1)* %p99
  %r100 = sub nsw i64 100, 7
  %f100 = freeze i64 %r100
  %p100 = getelementptr i64, i64 addrspace(1)* %out, i64 100
  store i64 %f100, i64 addrspace(1)* %p100
  %r101 = mul nuw i64 100, 7
  %f101 = freeze i64 %r101
  %p101 = getelementptr i64, i64 addrspace(1)* %out, i64 101
  store i64 %f101, i64 addrspace(1)* %p101
  %r102 = mul nsw i64 100, 7
  %f102 = freeze i64 %r102
  %p102 = getelementptr i64, i64 addrspace(1)* %out, i64 102
  store i64 %f102, i64 addrspace(1)* %p102
  %r103 = shl nuw i64 100, 7
  %f103 = freeze i64 %r103
  %p103 = getelementptr i64, i64 addrspace(1)* %out, i64 103
  store i64 %f103, i64 addrspace(1)* %p103
  %r104 = shl nsw i64 100, 7
  %f104 = freeze i64 %r104
  %p104 = getelementptr i64, i64 addrspace(1)* %out, i64 104
  store i64 %f104, i64 addrspace(1)* %p104
  %r105 = lshr exact i64 100, 7
  %f105 = freeze i64 %r105
  %p105 = getelementptr i64, i64 addrspace(1)* %out, i64 105
  store i64 %f105, i64 addrspace(1)* %p105
  %r106 = ashr exact i64 100, 7
  %f106 = freeze i64 %r106
  %p106 = getelementptr i64, i64 addrspace(1)* %out, i64 106
  store i64 %f106, i64 addrspace(1)* %p106
  %r107 = udiv exact i64 100, 7
  %f107 = freeze i64 %r107
  %p107 = getelementptr i64, i64 addrspace(1)* %out, i64 107
  store i64 %f107, i64 addrspace(1)* %p107
  %r108 = sdiv exact i64 100, 7
  %f108 = freeze i64 %r108
  %p108 = getelementptr i64, i64 addrspace(1)* %out, i64 108
  store i64 %f108, i64 addrspace(1)* %p108
  %r109 = add  i64 98, 7
  %f109 = freeze i64 %r109
  %p109 = getelementptr i64, i64 addrspace(1)* %out, i64 109
  store i64 %f109, i64 addrspace(1)* %p109
  %r110 = add nuw i64 98, 7
  %f110 = freeze i64 %r110
  %p110 = getelementptr i64, i64 addrspace(1)* %out, i64 110
  store i64 %f110, i64 addrspace(1)* %p110
  %r111 = add nsw i64 98, 7
  %f111 = freeze i64 %r111
  %p111 = getelementptr i64, i64 addrspace(1)* %out, i64 111
  store i64 %f111, i64 addrspace(1)* %p111
  %r112 = add nuw nsw i64 98, 7
  %f112 = freeze i64 %r112
  %p112 = getelementptr i64, i64 addrspace(1)* %out, i64 112
  store i64 %f112, i64 addrspace(1)* %p112
  %r113 = sub nuw i64 98, 7
  %f113 = freeze i64 %r113
  %p113 = getelementptr i64, i64 addrspace(1)* %out, i64 113
  store i64 %f113, i64 addrspace(1)* %p113
  %r114 = sub nsw i64 98, 7
  %f114 = freeze i64 %r114
  %p114 = getelementptr i64, i64 addrspace(1)* %out, i64 114
  store i64 %f114, i64 addrspace(1)* %p114
  %r115 = mul nuw i64 98, 7
  %f115 = freeze i64 %r115
  %p115 = getelementptr i64, i64 addrspace(1)* %out, i64 115
  store i64 %f115, i64 addrspace(1)* %p115
  %r116 = mul nsw i64 98, 7
  %f116 = freeze i64 %r116
  %p116 = getelementptr i64, i64 addrspace(1)* %out, i64 116
  store i64 %f116, i64 addrspace(1)* %p116
  %r117 = shl nuw i64 98, 7
  %f117 = freeze i64 %r117
  %p117 = getelementptr i64, i64 addrspace(1)* %out, i64 117
  store i64 %f117, i64 addrspace(1)* %p117
  %r118 = shl nsw i64 98, 7
  %f118 = freeze i64 %r118
  %p118 = getelementptr i64, i64 addrspace(1)* %out, i64 118
  store i64 %f118, i64 addrspace(1)* %p118
  %r119 = lshr exact i64 98, 7
  %f119 = freeze i64 %r119
  %p119 = getelementptr i64, i64 addrspace(1)* %out, i64 119
  store i64 %f119, i64 addrspace(1)* %p119
  %r120 = ashr exact i64 98, 7
  %f120 = freeze i64 %r120
  %p120 = getelementptr i64, i64 addrspace(1)* %out, i64 120
  store i64 %f120, i64 addrspace(1)* %p120
  %r121 = udiv exact i64 98, 7
  %f121 = freeze i64 %r121
  %p121 = getelementptr i64, i64 addrspace(1)* %out, i64 121
  store i64 %f121, i64 addrspace(1)* %p121
  %r122 = sdiv exact i64 98, 7
  %f122 = freeze i64 %r122
  %p122 = getelementptr i64, i64 addrspace(1)* %out, i64 122
  store i64 %f122, i64 addrspace(1)* %p122
  ret void
}


; TEST nsw_store --grid 1 --block 1 buf:i32:1:zero i32:2147483647
; WARN poison value stored at
; OUT -2147483648 0x80000000
define void @nsw_store(i32 addrspace(1)* %out, i32 %a) {
  %x = add nsw i32 %a, 1
  store i32 %x, i32 addrspace(1)* %out
  ret void
}

; Poison flows through arithmetic, casts, phis and selects of the chosen side only.
; TEST flow --grid 1 --block 1 buf:i32:6:zero i32:2147483647
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 5 0x00000005
; OUT 0 0x00000000
; OUT 7 0x00000007
; OUT 0 0x00000000
define void @flow(i32 addrspace(1)* %out, i32 %a) {
entry:
  %p = add nsw i32 %a, 1
  %q = mul i32 %p, 0
  %q.f = freeze i32 %q
  store i32 %q.f, i32 addrspace(1)* %out
  %z = zext i32 %p to i64
  %t = trunc i64 %z to i32
  %t.f = freeze i32 %t
  %o1 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %t.f, i32 addrspace(1)* %o1
  %s = select i1 true, i32 5, i32 %p
  %o2 = getelementptr i32, i32 addrspace(1)* %out, i64 2
  store i32 %s, i32 addrspace(1)* %o2
  %c = icmp eq i32 %p, %p
  %s2 = select i1 %c, i32 5, i32 6
  %s2.f = freeze i32 %s2
  %o3 = getelementptr i32, i32 addrspace(1)* %out, i64 3
  store i32 %s2.f, i32 addrspace(1)* %o3
  br label %next
next:
  %ph = phi i32 [ 7, %entry ]
  %ph2 = phi i32 [ %p, %entry ]
  %o4 = getelementptr i32, i32 addrspace(1)* %out, i64 4
  store i32 %ph, i32 addrspace(1)* %o4
  %ph2.f = freeze i32 %ph2
  %o5 = getelementptr i32, i32 addrspace(1)* %out, i64 5
  store i32 %ph2.f, i32 addrspace(1)* %o5
  ret void
}

; Over-wide shifts are poison; the stored natural values are PTX's clamped results.
; TEST overwide --grid 1 --block 1 buf:i32:3:zero i32:32 i32:40
; WARN poison value stored at
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT -1 0xffffffff
define void @overwide(i32 addrspace(1)* %out, i32 %n, i32 %m) {
  %a = shl i32 1, %n
  store i32 %a, i32 addrspace(1)* %out
  %b = lshr i32 -1, %n
  %o1 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %b, i32 addrspace(1)* %o1
  %c = ashr i32 -8, %m
  %o2 = getelementptr i32, i32 addrspace(1)* %out, i64 2
  store i32 %c, i32 addrspace(1)* %o2
  ret void
}

; TEST undef_zero --grid 1 --block 1 buf:i32:2:const:9
; OUT 0 0x00000000
; OUT 0 0x00000000
define void @undef_zero(i32 addrspace(1)* %out) {
  store i32 undef, i32 addrspace(1)* %out
  %o1 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  %f = freeze i32 poison
  store i32 %f, i32 addrspace(1)* %o1
  ret void
}

; TEST fptosi_range --grid 1 --block 1 buf:i32:6:zero f32:3e9 f32:-2147483648 f32:-0.75
; WARN poison value stored at
; OUT 2147483647 0x7fffffff
; OUT -2147483648 0x80000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT -1 0xffffffff
; OUT 0 0x00000000
define void @fptosi_range(i32 addrspace(1)* %out, float %big, float %min, float %neg) {
  %a = fptosi float %big to i32
  store i32 %a, i32 addrspace(1)* %out
  %b = fptosi float %min to i32
  %o1 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %b, i32 addrspace(1)* %o1
  %c = fptoui float %neg to i32
  %o2 = getelementptr i32, i32 addrspace(1)* %out, i64 2
  store i32 %c, i32 addrspace(1)* %o2
  %d = fptoui float %min to i32
  %d.f = freeze i32 %d
  %o3 = getelementptr i32, i32 addrspace(1)* %out, i64 3
  store i32 %d.f, i32 addrspace(1)* %o3
  %e = fptosi float %neg to i32
  %e2 = sub i32 %e, 1
  %o4 = getelementptr i32, i32 addrspace(1)* %out, i64 4
  store i32 %e2, i32 addrspace(1)* %o4
  %nan = fdiv float 0.0, 0.0
  %g = fptosi float %nan to i32
  %g.f = freeze i32 %g
  %o5 = getelementptr i32, i32 addrspace(1)* %out, i64 5
  store i32 %g.f, i32 addrspace(1)* %o5
  ret void
}

; TEST elem_oob --grid 1 --block 1 buf:i32:3:zero i32:4
; WARN poison value stored at
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 30 0x0000001e
define void @elem_oob(i32 addrspace(1)* %out, i32 %n) {
  %v = insertelement <4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 99, i32 %n
  %x = extractelement <4 x i32> %v, i32 2
  %f = freeze i32 %x
  store i32 %f, i32 addrspace(1)* %out
  %y = extractelement <4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 %n
  %o1 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %y, i32 addrspace(1)* %o1
  %n2 = sub i32 %n, 2
  %z = extractelement <4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 %n2
  %o2 = getelementptr i32, i32 addrspace(1)* %out, i64 2
  store i32 %z, i32 addrspace(1)* %o2
  ret void
}

; TEST shuffle_undef --grid 1 --block 1 buf:i32:2:zero
; OUT 0 0x00000000
; OUT 3 0x00000003
define void @shuffle_undef(i32 addrspace(1)* %out) {
  %s = shufflevector <2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>, <2 x i32> <i32 undef, i32 2>
  %a = extractelement <2 x i32> %s, i32 0
  %a.f = freeze i32 %a
  store i32 %a.f, i32 addrspace(1)* %out
  %b = extractelement <2 x i32> %s, i32 1
  %o1 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %b, i32 addrspace(1)* %o1
  ret void
}

; TEST br_poison --grid 1 --block 1 buf:i32:1:zero i32:2147483647
; ERR branch on a poison value
define void @br_poison(i32 addrspace(1)* %out, i32 %a) {
entry:
  %p = add nsw i32 %a, 1
  %c = icmp sgt i32 %p, 0
  br i1 %c, label %t, label %f
t:
  store i32 1, i32 addrspace(1)* %out
  ret void
f:
  ret void
}

; TEST switch_poison --grid 1 --block 1 buf:i32:1:zero i32:2147483647
; ERR switch on a poison value
define void @switch_poison(i32 addrspace(1)* %out, i32 %a) {
entry:
  %p = add nsw i32 %a, 1
  switch i32 %p, label %d [ i32 0, label %z ]
z:
  store i32 1, i32 addrspace(1)* %out
  ret void
d:
  ret void
}

; TEST div0 --grid 1 --block 1 buf:i32:1:zero i32:0
; ERR division by zero
define void @div0(i32 addrspace(1)* %out, i32 %a) {
  %q = udiv i32 7, %a
  store i32 %q, i32 addrspace(1)* %out
  ret void
}

; TEST rem0 --grid 1 --block 1 buf:i64:1:zero i64:0
; ERR division by zero
define void @rem0(i64 addrspace(1)* %out, i64 %a) {
  %q = srem i64 7, %a
  store i64 %q, i64 addrspace(1)* %out
  ret void
}

; TEST sdiv_ovf --grid 1 --block 1 buf:i32:1:zero i32:-1
; ERR signed division overflow
define void @sdiv_ovf(i32 addrspace(1)* %out, i32 %m) {
  %q = sdiv i32 -2147483648, %m
  store i32 %q, i32 addrspace(1)* %out
  ret void
}

; TEST srem_ovf --grid 1 --block 1 buf:i8:1:zero i8:-1
; ERR signed division overflow
define void @srem_ovf(i8 addrspace(1)* %out, i8 %m) {
  %q = srem i8 -128, %m
  store i8 %q, i8 addrspace(1)* %out
  ret void
}

; TEST vec_div0 --grid 1 --block 1 buf:i32:1:zero i32:0
; ERR division by zero
define void @vec_div0(i32 addrspace(1)* %out, i32 %a) {
  %v = insertelement <2 x i32> <i32 1, i32 1>, i32 %a, i32 1
  %q = udiv <2 x i32> <i32 4, i32 4>, %v
  %e = extractelement <2 x i32> %q, i32 0
  store i32 %e, i32 addrspace(1)* %out
  ret void
}

; TEST div_poison --grid 1 --block 1 buf:i32:1:zero i32:2147483647
; ERR division by a poison value
define void @div_poison(i32 addrspace(1)* %out, i32 %a) {
  %p = add nsw i32 %a, 1
  %q = udiv i32 7, %p
  store i32 %q, i32 addrspace(1)* %out
  ret void
}

; A poison dividend is fine: the quotient is poison.
; TEST div_poison_dividend --grid 1 --block 1 buf:i32:1:zero i32:2147483647
; OUT 0 0x00000000
define void @div_poison_dividend(i32 addrspace(1)* %out, i32 %a) {
  %p = add nsw i32 %a, 1
  %q = udiv i32 %p, 7
  %f = freeze i32 %q
  store i32 %f, i32 addrspace(1)* %out
  ret void
}

; TEST ptr_poison --grid 1 --block 1 buf:i32:1:zero i32:2147483647
; ERR memory access through a poison pointer
define void @ptr_poison(i32 addrspace(1)* %out, i32 %a) {
  %p = add nsw i32 %a, 1
  %i = sext i32 %p to i64
  %q = getelementptr i32, i32 addrspace(1)* %out, i64 %i
  store i32 0, i32 addrspace(1)* %q
  ret void
}

; TEST unreachable --grid 1 --block 2 buf:i32:1:zero
; ERR reached 'unreachable'
define void @unreachable(i32 addrspace(1)* %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 1
  br i1 %c, label %u, label %r
u:
  unreachable
r:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!0 = !{void (i8 addrspace(1)*)* @flags8, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @flags32, !"kernel", i32 1}
!2 = !{void (i64 addrspace(1)*)* @flags64, !"kernel", i32 1}
!3 = !{void (i32 addrspace(1)*, i32)* @nsw_store, !"kernel", i32 1}
!4 = !{void (i32 addrspace(1)*, i32)* @flow, !"kernel", i32 1}
!5 = !{void (i32 addrspace(1)*, i32, i32)* @overwide, !"kernel", i32 1}
!6 = !{void (i32 addrspace(1)*)* @undef_zero, !"kernel", i32 1}
!7 = !{void (i32 addrspace(1)*, float, float, float)* @fptosi_range, !"kernel", i32 1}
!8 = !{void (i32 addrspace(1)*, i32)* @elem_oob, !"kernel", i32 1}
!9 = !{void (i32 addrspace(1)*)* @shuffle_undef, !"kernel", i32 1}
!10 = !{void (i32 addrspace(1)*, i32)* @br_poison, !"kernel", i32 1}
!11 = !{void (i32 addrspace(1)*, i32)* @switch_poison, !"kernel", i32 1}
!12 = !{void (i32 addrspace(1)*, i32)* @div0, !"kernel", i32 1}
!13 = !{void (i64 addrspace(1)*, i64)* @rem0, !"kernel", i32 1}
!14 = !{void (i32 addrspace(1)*, i32)* @sdiv_ovf, !"kernel", i32 1}
!15 = !{void (i8 addrspace(1)*, i8)* @srem_ovf, !"kernel", i32 1}
!16 = !{void (i32 addrspace(1)*, i32)* @vec_div0, !"kernel", i32 1}
!17 = !{void (i32 addrspace(1)*, i32)* @div_poison, !"kernel", i32 1}
!18 = !{void (i32 addrspace(1)*, i32)* @div_poison_dividend, !"kernel", i32 1}
!19 = !{void (i32 addrspace(1)*, i32)* @ptr_poison, !"kernel", i32 1}
!20 = !{void (i32 addrspace(1)*)* @unreachable, !"kernel", i32 1}
