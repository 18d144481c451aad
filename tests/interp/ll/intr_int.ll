; Intrinsics (intrinsics.h): LLVM bit and saturating integer intrinsics, *.with.overflow,
; NVVM integer intrinsics, NVVM float intrinsics with explicit rounding modes and .ftz
; (PTX semantics), NVVM conversions with rounding modes, and the approximate instructions
; (computed accurately in double and rounded to nearest, as the ptx engine does).
target triple = "nvptx64-nvidia-cuda"

; TEST ints --grid 1 --block 1 buf:i64:151:zero
; OUT 0 0x0000000000000000
; OUT 32 0x0000000000000020
; OUT 32 0x0000000000000020
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 1 0x0000000000000001
; OUT 31 0x000000000000001f
; OUT 0 0x0000000000000000
; OUT 2147483648 0x0000000080000000
; OUT 16777216 0x0000000001000000
; OUT 1 0x0000000000000001
; OUT 0 0x0000000000000000
; OUT 31 0x000000000000001f
; OUT 1 0x0000000000000001
; OUT 128 0x0000000000000080
; OUT 8 0x0000000000000008
; OUT 8 0x0000000000000008
; OUT 4 0x0000000000000004
; OUT 251662080 0x000000000f000f00
; OUT 4026593280 0x00000000f000f000
; OUT 32 0x0000000000000020
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 4294967295 0x00000000ffffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 32 0x0000000000000020
; OUT 7 0x0000000000000007
; OUT 0 0x0000000000000000
; OUT -597899502893742976 0xf7b3d591e6a2c480
; OUT -1167088121787636991 0xefcdab8967452301
; OUT 1 0x0000000000000001
; OUT 0 0x0000000000000000
; OUT 63 0x000000000000003f
; OUT 1 0x0000000000000001
; OUT 128 0x0000000000000080
; OUT 0 0x0000000000000000
; OUT 64 0x0000000000000040
; OUT 64 0x0000000000000040
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 13330 0x0000000000003412
; OUT 128 0x0000000000000080
; OUT 15 0x000000000000000f
; OUT 878082202 0x000000003456789a
; OUT 2023406814 0x00000000789abcde
; OUT 878082202 0x000000003456789a
; OUT 2023406814 0x00000000789abcde
; OUT 305419896 0x0000000012345678
; OUT 2596069104 0x000000009abcdef0
; OUT 2147483648 0x0000000080000000
; OUT 4294967294 0x00000000fffffffe
; OUT 1311768467463790335 0x123456789abcdeff
; OUT 2147483648 0x0000000080000000
; OUT 7 0x0000000000000007
; OUT 9 0x0000000000000009
; OUT 4294967291 0x00000000fffffffb
; OUT 2147483648 0x0000000080000000
; OUT 5 0x0000000000000005
; OUT 2147483647 0x000000007fffffff
; OUT 5 0x0000000000000005
; OUT 2147483647 0x000000007fffffff
; OUT 4294967291 0x00000000fffffffb
; OUT 2147483648 0x0000000080000000
; OUT 2147483647 0x000000007fffffff
; OUT 2147483600 0x000000007fffffd0
; OUT 2147483664 0x0000000080000010
; OUT 2147483600 0x000000007fffffd0
; OUT 2147483669 0x0000000080000015
; OUT 2147483648 0x0000000080000000
; OUT 2147483669 0x0000000080000015
; OUT 2147483637 0x000000007ffffff5
; OUT 12 0x000000000000000c
; OUT 4294967294 0x00000000fffffffe
; OUT 12 0x000000000000000c
; OUT 0 0x0000000000000000
; OUT 16 0x0000000000000010
; OUT 4294967248 0x00000000ffffffd0
; OUT 4294967295 0x00000000ffffffff
; OUT 4294967248 0x00000000ffffffd0
; OUT 127 0x000000000000007f
; OUT 6442450944 0x0000000180000000
; OUT 1 0x0000000000000001
; OUT 131072 0x0000000000020000
; OUT 8 0x0000000000000008
; OUT 2147483648 0x0000000080000000
; OUT 4294967297 0x0000000100000001
; OUT 131072 0x0000000000020000
; OUT 8 0x0000000000000008
; OUT 2147483646 0x000000007ffffffe
; OUT 4294967293 0x00000000fffffffd
; OUT 0 0x0000000000000000
; OUT 4294967294 0x00000000fffffffe
; OUT 2147483646 0x000000007ffffffe
; OUT 4294967293 0x00000000fffffffd
; OUT 0 0x0000000000000000
; OUT 8589934590 0x00000001fffffffe
; OUT 2147483647 0x000000007fffffff
; OUT 4294967294 0x00000000fffffffe
; OUT 4294967296 0x0000000100000000
; OUT 15 0x000000000000000f
; OUT 2147483647 0x000000007fffffff
; OUT 8589934590 0x00000001fffffffe
; OUT 4294967296 0x0000000100000000
; OUT 15 0x000000000000000f
; OUT 0 0x0000000000000000
; OUT 1 0x0000000000000001
; OUT 1 0x0000000000000001
; OUT 1 0x0000000000000001
; OUT 0 0x0000000000000000
; OUT 1 0x0000000000000001
; OUT -9223372036854775808 0x8000000000000000
; OUT 1 0x0000000000000001
; OUT 0 0x0000000000000000
; OUT 3221225472 0x00000000c0000000
; OUT 1073741823 0x000000003fffffff
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 4 0x0000000000000004
; OUT 6 0x0000000000000006
; OUT 0 0x0000000000000000
; OUT 4294967294 0x00000000fffffffe
; OUT 1 0x0000000000000001
; OUT 4261412865 0x00000000fe000001
; OUT 5 0x0000000000000005
; OUT 5 0x0000000000000005
; OUT 28389652 0x0000000001b13114
; OUT 28389652 0x0000000001b13114
; OUT 1308578693 0x000000004dff5385
; OUT 1660900229 0x0000000062ff5385
; OUT 864197537 0x0000000033829ba1
; OUT 864197537 0x0000000033829ba1
; OUT -4611686018427387904 0xc000000000000000
; OUT 4611686018427387903 0x3fffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT 2 0x0000000000000002
; OUT 2164204049 0x0000000080ff2211
; OUT 1144225638 0x0000000044337f66
; OUT 287506304 0x000000001122ff80
; OUT 0 0x0000000000000000
; OUT 4294901760 0x00000000ffff0000
; OUT 32 0x0000000000000020
; OUT 56 0x0000000000000038
; OUT 64 0x0000000000000040
; OUT 2147483648 0x0000000080000000
; OUT -9223372036854775808 0x8000000000000000
; OUT 4294967295 0x00000000ffffffff
; OUT 4294967295 0x00000000ffffffff
; OUT -1 0xffffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT 1065353216 0x000000003f800000
; OUT 4607182418800017408 0x3ff0000000000000
define void @ints(i64 addrspace(1)* %out) {
  br label %b0
b0:
  %a_0 = call i32 @llvm.ctpop.i32(i32 0)
  %v0 = zext i32 %a_0 to i64
  %p0 = getelementptr i64, i64 addrspace(1)* %out, i64 0
  store i64 %v0, i64 addrspace(1)* %p0
  br label %b1
b1:
  %a_1 = call i32 @llvm.ctlz.i32(i32 0, i1 false)
  %v1 = zext i32 %a_1 to i64
  %p1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %v1, i64 addrspace(1)* %p1
  br label %b2
b2:
  %a_2 = call i32 @llvm.cttz.i32(i32 0, i1 false)
  %v2 = zext i32 %a_2 to i64
  %p2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %v2, i64 addrspace(1)* %p2
  br label %b3
b3:
  %a_3 = call i32 @llvm.bitreverse.i32(i32 0)
  %v3 = zext i32 %a_3 to i64
  %p3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %v3, i64 addrspace(1)* %p3
  br label %b4
b4:
  %a_4 = call i32 @llvm.bswap.i32(i32 0)
  %v4 = zext i32 %a_4 to i64
  %p4 = getelementptr i64, i64 addrspace(1)* %out, i64 4
  store i64 %v4, i64 addrspace(1)* %p4
  br label %b5
b5:
  %a_5 = call i32 @llvm.ctpop.i32(i32 1)
  %v5 = zext i32 %a_5 to i64
  %p5 = getelementptr i64, i64 addrspace(1)* %out, i64 5
  store i64 %v5, i64 addrspace(1)* %p5
  br label %b6
b6:
  %a_6 = call i32 @llvm.ctlz.i32(i32 1, i1 false)
  %v6 = zext i32 %a_6 to i64
  %p6 = getelementptr i64, i64 addrspace(1)* %out, i64 6
  store i64 %v6, i64 addrspace(1)* %p6
  br label %b7
b7:
  %a_7 = call i32 @llvm.cttz.i32(i32 1, i1 false)
  %v7 = zext i32 %a_7 to i64
  %p7 = getelementptr i64, i64 addrspace(1)* %out, i64 7
  store i64 %v7, i64 addrspace(1)* %p7
  br label %b8
b8:
  %a_8 = call i32 @llvm.bitreverse.i32(i32 1)
  %v8 = zext i32 %a_8 to i64
  %p8 = getelementptr i64, i64 addrspace(1)* %out, i64 8
  store i64 %v8, i64 addrspace(1)* %p8
  br label %b9
b9:
  %a_9 = call i32 @llvm.bswap.i32(i32 1)
  %v9 = zext i32 %a_9 to i64
  %p9 = getelementptr i64, i64 addrspace(1)* %out, i64 9
  store i64 %v9, i64 addrspace(1)* %p9
  br label %b10
b10:
  %a_10 = call i32 @llvm.ctpop.i32(i32 -2147483648)
  %v10 = zext i32 %a_10 to i64
  %p10 = getelementptr i64, i64 addrspace(1)* %out, i64 10
  store i64 %v10, i64 addrspace(1)* %p10
  br label %b11
b11:
  %a_11 = call i32 @llvm.ctlz.i32(i32 -2147483648, i1 false)
  %v11 = zext i32 %a_11 to i64
  %p11 = getelementptr i64, i64 addrspace(1)* %out, i64 11
  store i64 %v11, i64 addrspace(1)* %p11
  br label %b12
b12:
  %a_12 = call i32 @llvm.cttz.i32(i32 -2147483648, i1 false)
  %v12 = zext i32 %a_12 to i64
  %p12 = getelementptr i64, i64 addrspace(1)* %out, i64 12
  store i64 %v12, i64 addrspace(1)* %p12
  br label %b13
b13:
  %a_13 = call i32 @llvm.bitreverse.i32(i32 -2147483648)
  %v13 = zext i32 %a_13 to i64
  %p13 = getelementptr i64, i64 addrspace(1)* %out, i64 13
  store i64 %v13, i64 addrspace(1)* %p13
  br label %b14
b14:
  %a_14 = call i32 @llvm.bswap.i32(i32 -2147483648)
  %v14 = zext i32 %a_14 to i64
  %p14 = getelementptr i64, i64 addrspace(1)* %out, i64 14
  store i64 %v14, i64 addrspace(1)* %p14
  br label %b15
b15:
  %a_15 = call i32 @llvm.ctpop.i32(i32 15728880)
  %v15 = zext i32 %a_15 to i64
  %p15 = getelementptr i64, i64 addrspace(1)* %out, i64 15
  store i64 %v15, i64 addrspace(1)* %p15
  br label %b16
b16:
  %a_16 = call i32 @llvm.ctlz.i32(i32 15728880, i1 false)
  %v16 = zext i32 %a_16 to i64
  %p16 = getelementptr i64, i64 addrspace(1)* %out, i64 16
  store i64 %v16, i64 addrspace(1)* %p16
  br label %b17
b17:
  %a_17 = call i32 @llvm.cttz.i32(i32 15728880, i1 false)
  %v17 = zext i32 %a_17 to i64
  %p17 = getelementptr i64, i64 addrspace(1)* %out, i64 17
  store i64 %v17, i64 addrspace(1)* %p17
  br label %b18
b18:
  %a_18 = call i32 @llvm.bitreverse.i32(i32 15728880)
  %v18 = zext i32 %a_18 to i64
  %p18 = getelementptr i64, i64 addrspace(1)* %out, i64 18
  store i64 %v18, i64 addrspace(1)* %p18
  br label %b19
b19:
  %a_19 = call i32 @llvm.bswap.i32(i32 15728880)
  %v19 = zext i32 %a_19 to i64
  %p19 = getelementptr i64, i64 addrspace(1)* %out, i64 19
  store i64 %v19, i64 addrspace(1)* %p19
  br label %b20
b20:
  %a_20 = call i32 @llvm.ctpop.i32(i32 -1)
  %v20 = zext i32 %a_20 to i64
  %p20 = getelementptr i64, i64 addrspace(1)* %out, i64 20
  store i64 %v20, i64 addrspace(1)* %p20
  br label %b21
b21:
  %a_21 = call i32 @llvm.ctlz.i32(i32 -1, i1 false)
  %v21 = zext i32 %a_21 to i64
  %p21 = getelementptr i64, i64 addrspace(1)* %out, i64 21
  store i64 %v21, i64 addrspace(1)* %p21
  br label %b22
b22:
  %a_22 = call i32 @llvm.cttz.i32(i32 -1, i1 false)
  %v22 = zext i32 %a_22 to i64
  %p22 = getelementptr i64, i64 addrspace(1)* %out, i64 22
  store i64 %v22, i64 addrspace(1)* %p22
  br label %b23
b23:
  %a_23 = call i32 @llvm.bitreverse.i32(i32 -1)
  %v23 = zext i32 %a_23 to i64
  %p23 = getelementptr i64, i64 addrspace(1)* %out, i64 23
  store i64 %v23, i64 addrspace(1)* %p23
  br label %b24
b24:
  %a_24 = call i32 @llvm.bswap.i32(i32 -1)
  %v24 = zext i32 %a_24 to i64
  %p24 = getelementptr i64, i64 addrspace(1)* %out, i64 24
  store i64 %v24, i64 addrspace(1)* %p24
  br label %b25
b25:
  %v25 = call i64 @llvm.ctpop.i64(i64 81985529216486895)
  %p25 = getelementptr i64, i64 addrspace(1)* %out, i64 25
  store i64 %v25, i64 addrspace(1)* %p25
  br label %b26
b26:
  %v26 = call i64 @llvm.ctlz.i64(i64 81985529216486895, i1 false)
  %p26 = getelementptr i64, i64 addrspace(1)* %out, i64 26
  store i64 %v26, i64 addrspace(1)* %p26
  br label %b27
b27:
  %v27 = call i64 @llvm.cttz.i64(i64 81985529216486895, i1 false)
  %p27 = getelementptr i64, i64 addrspace(1)* %out, i64 27
  store i64 %v27, i64 addrspace(1)* %p27
  br label %b28
b28:
  %v28 = call i64 @llvm.bitreverse.i64(i64 81985529216486895)
  %p28 = getelementptr i64, i64 addrspace(1)* %out, i64 28
  store i64 %v28, i64 addrspace(1)* %p28
  br label %b29
b29:
  %v29 = call i64 @llvm.bswap.i64(i64 81985529216486895)
  %p29 = getelementptr i64, i64 addrspace(1)* %out, i64 29
  store i64 %v29, i64 addrspace(1)* %p29
  br label %b30
b30:
  %v30 = call i64 @llvm.ctpop.i64(i64 -9223372036854775808)
  %p30 = getelementptr i64, i64 addrspace(1)* %out, i64 30
  store i64 %v30, i64 addrspace(1)* %p30
  br label %b31
b31:
  %v31 = call i64 @llvm.ctlz.i64(i64 -9223372036854775808, i1 false)
  %p31 = getelementptr i64, i64 addrspace(1)* %out, i64 31
  store i64 %v31, i64 addrspace(1)* %p31
  br label %b32
b32:
  %v32 = call i64 @llvm.cttz.i64(i64 -9223372036854775808, i1 false)
  %p32 = getelementptr i64, i64 addrspace(1)* %out, i64 32
  store i64 %v32, i64 addrspace(1)* %p32
  br label %b33
b33:
  %v33 = call i64 @llvm.bitreverse.i64(i64 -9223372036854775808)
  %p33 = getelementptr i64, i64 addrspace(1)* %out, i64 33
  store i64 %v33, i64 addrspace(1)* %p33
  br label %b34
b34:
  %v34 = call i64 @llvm.bswap.i64(i64 -9223372036854775808)
  %p34 = getelementptr i64, i64 addrspace(1)* %out, i64 34
  store i64 %v34, i64 addrspace(1)* %p34
  br label %b35
b35:
  %v35 = call i64 @llvm.ctpop.i64(i64 0)
  %p35 = getelementptr i64, i64 addrspace(1)* %out, i64 35
  store i64 %v35, i64 addrspace(1)* %p35
  br label %b36
b36:
  %v36 = call i64 @llvm.ctlz.i64(i64 0, i1 false)
  %p36 = getelementptr i64, i64 addrspace(1)* %out, i64 36
  store i64 %v36, i64 addrspace(1)* %p36
  br label %b37
b37:
  %v37 = call i64 @llvm.cttz.i64(i64 0, i1 false)
  %p37 = getelementptr i64, i64 addrspace(1)* %out, i64 37
  store i64 %v37, i64 addrspace(1)* %p37
  br label %b38
b38:
  %v38 = call i64 @llvm.bitreverse.i64(i64 0)
  %p38 = getelementptr i64, i64 addrspace(1)* %out, i64 38
  store i64 %v38, i64 addrspace(1)* %p38
  br label %b39
b39:
  %v39 = call i64 @llvm.bswap.i64(i64 0)
  %p39 = getelementptr i64, i64 addrspace(1)* %out, i64 39
  store i64 %v39, i64 addrspace(1)* %p39
  br label %b40
b40:
  %a_40 = call i16 @llvm.bswap.i16(i16 4660)
  %v40 = zext i16 %a_40 to i64
  %p40 = getelementptr i64, i64 addrspace(1)* %out, i64 40
  store i64 %v40, i64 addrspace(1)* %p40
  br label %b41
b41:
  %a_41 = call i8 @llvm.bitreverse.i8(i8 1)
  %v41 = zext i8 %a_41 to i64
  %p41 = getelementptr i64, i64 addrspace(1)* %out, i64 41
  store i64 %v41, i64 addrspace(1)* %p41
  br label %b42
b42:
  %a_42 = call i16 @llvm.ctlz.i16(i16 1, i1 false)
  %v42 = zext i16 %a_42 to i64
  %p42 = getelementptr i64, i64 addrspace(1)* %out, i64 42
  store i64 %v42, i64 addrspace(1)* %p42
  br label %b43
b43:
  %a_43 = call i32 @llvm.fshl.i32(i32 305419896, i32 -1698898192, i32 8)
  %v43 = zext i32 %a_43 to i64
  %p43 = getelementptr i64, i64 addrspace(1)* %out, i64 43
  store i64 %v43, i64 addrspace(1)* %p43
  br label %b44
b44:
  %a_44 = call i32 @llvm.fshr.i32(i32 305419896, i32 -1698898192, i32 8)
  %v44 = zext i32 %a_44 to i64
  %p44 = getelementptr i64, i64 addrspace(1)* %out, i64 44
  store i64 %v44, i64 addrspace(1)* %p44
  br label %b45
b45:
  %a_45 = call i32 @llvm.fshl.i32(i32 305419896, i32 -1698898192, i32 40)
  %v45 = zext i32 %a_45 to i64
  %p45 = getelementptr i64, i64 addrspace(1)* %out, i64 45
  store i64 %v45, i64 addrspace(1)* %p45
  br label %b46
b46:
  %a_46 = call i32 @llvm.fshr.i32(i32 305419896, i32 -1698898192, i32 40)
  %v46 = zext i32 %a_46 to i64
  %p46 = getelementptr i64, i64 addrspace(1)* %out, i64 46
  store i64 %v46, i64 addrspace(1)* %p46
  br label %b47
b47:
  %a_47 = call i32 @llvm.fshl.i32(i32 305419896, i32 -1698898192, i32 0)
  %v47 = zext i32 %a_47 to i64
  %p47 = getelementptr i64, i64 addrspace(1)* %out, i64 47
  store i64 %v47, i64 addrspace(1)* %p47
  br label %b48
b48:
  %a_48 = call i32 @llvm.fshr.i32(i32 305419896, i32 -1698898192, i32 0)
  %v48 = zext i32 %a_48 to i64
  %p48 = getelementptr i64, i64 addrspace(1)* %out, i64 48
  store i64 %v48, i64 addrspace(1)* %p48
  br label %b49
b49:
  %a_49 = call i32 @llvm.fshl.i32(i32 -1, i32 0, i32 31)
  %v49 = zext i32 %a_49 to i64
  %p49 = getelementptr i64, i64 addrspace(1)* %out, i64 49
  store i64 %v49, i64 addrspace(1)* %p49
  br label %b50
b50:
  %a_50 = call i32 @llvm.fshr.i32(i32 -1, i32 0, i32 31)
  %v50 = zext i32 %a_50 to i64
  %p50 = getelementptr i64, i64 addrspace(1)* %out, i64 50
  store i64 %v50, i64 addrspace(1)* %p50
  br label %b51
b51:
  %v51 = call i64 @llvm.fshl.i64(i64 81985529216486895, i64 -81985529216486896, i64 68)
  %p51 = getelementptr i64, i64 addrspace(1)* %out, i64 51
  store i64 %v51, i64 addrspace(1)* %p51
  br label %b52
b52:
  %a_52 = call i32 @llvm.abs.i32(i32 -2147483648, i1 false)
  %v52 = zext i32 %a_52 to i64
  %p52 = getelementptr i64, i64 addrspace(1)* %out, i64 52
  store i64 %v52, i64 addrspace(1)* %p52
  br label %b53
b53:
  %a_53 = call i32 @llvm.abs.i32(i32 -7, i1 true)
  %v53 = zext i32 %a_53 to i64
  %p53 = getelementptr i64, i64 addrspace(1)* %out, i64 53
  store i64 %v53, i64 addrspace(1)* %p53
  br label %b54
b54:
  %v54 = call i64 @llvm.abs.i64(i64 -9, i1 false)
  %p54 = getelementptr i64, i64 addrspace(1)* %out, i64 54
  store i64 %v54, i64 addrspace(1)* %p54
  br label %b55
b55:
  %a_55 = call i32 @llvm.smin.i32(i32 5, i32 -5)
  %v55 = zext i32 %a_55 to i64
  %p55 = getelementptr i64, i64 addrspace(1)* %out, i64 55
  store i64 %v55, i64 addrspace(1)* %p55
  br label %b56
b56:
  %a_56 = call i32 @llvm.smin.i32(i32 -2147483648, i32 2147483647)
  %v56 = zext i32 %a_56 to i64
  %p56 = getelementptr i64, i64 addrspace(1)* %out, i64 56
  store i64 %v56, i64 addrspace(1)* %p56
  br label %b57
b57:
  %a_57 = call i32 @llvm.smax.i32(i32 5, i32 -5)
  %v57 = zext i32 %a_57 to i64
  %p57 = getelementptr i64, i64 addrspace(1)* %out, i64 57
  store i64 %v57, i64 addrspace(1)* %p57
  br label %b58
b58:
  %a_58 = call i32 @llvm.smax.i32(i32 -2147483648, i32 2147483647)
  %v58 = zext i32 %a_58 to i64
  %p58 = getelementptr i64, i64 addrspace(1)* %out, i64 58
  store i64 %v58, i64 addrspace(1)* %p58
  br label %b59
b59:
  %a_59 = call i32 @llvm.umin.i32(i32 5, i32 -5)
  %v59 = zext i32 %a_59 to i64
  %p59 = getelementptr i64, i64 addrspace(1)* %out, i64 59
  store i64 %v59, i64 addrspace(1)* %p59
  br label %b60
b60:
  %a_60 = call i32 @llvm.umin.i32(i32 -2147483648, i32 2147483647)
  %v60 = zext i32 %a_60 to i64
  %p60 = getelementptr i64, i64 addrspace(1)* %out, i64 60
  store i64 %v60, i64 addrspace(1)* %p60
  br label %b61
b61:
  %a_61 = call i32 @llvm.umax.i32(i32 5, i32 -5)
  %v61 = zext i32 %a_61 to i64
  %p61 = getelementptr i64, i64 addrspace(1)* %out, i64 61
  store i64 %v61, i64 addrspace(1)* %p61
  br label %b62
b62:
  %a_62 = call i32 @llvm.umax.i32(i32 -2147483648, i32 2147483647)
  %v62 = zext i32 %a_62 to i64
  %p62 = getelementptr i64, i64 addrspace(1)* %out, i64 62
  store i64 %v62, i64 addrspace(1)* %p62
  br label %b63
b63:
  %a_63 = call i32 @llvm.sadd.sat.i32(i32 2147483632, i32 32)
  %v63 = zext i32 %a_63 to i64
  %p63 = getelementptr i64, i64 addrspace(1)* %out, i64 63
  store i64 %v63, i64 addrspace(1)* %p63
  br label %b64
b64:
  %a_64 = call i32 @llvm.ssub.sat.i32(i32 2147483632, i32 32)
  %v64 = zext i32 %a_64 to i64
  %p64 = getelementptr i64, i64 addrspace(1)* %out, i64 64
  store i64 %v64, i64 addrspace(1)* %p64
  br label %b65
b65:
  %a_65 = call i32 @llvm.uadd.sat.i32(i32 2147483632, i32 32)
  %v65 = zext i32 %a_65 to i64
  %p65 = getelementptr i64, i64 addrspace(1)* %out, i64 65
  store i64 %v65, i64 addrspace(1)* %p65
  br label %b66
b66:
  %a_66 = call i32 @llvm.usub.sat.i32(i32 2147483632, i32 32)
  %v66 = zext i32 %a_66 to i64
  %p66 = getelementptr i64, i64 addrspace(1)* %out, i64 66
  store i64 %v66, i64 addrspace(1)* %p66
  br label %b67
b67:
  %a_67 = call i32 @llvm.sadd.sat.i32(i32 -2147483643, i32 16)
  %v67 = zext i32 %a_67 to i64
  %p67 = getelementptr i64, i64 addrspace(1)* %out, i64 67
  store i64 %v67, i64 addrspace(1)* %p67
  br label %b68
b68:
  %a_68 = call i32 @llvm.ssub.sat.i32(i32 -2147483643, i32 16)
  %v68 = zext i32 %a_68 to i64
  %p68 = getelementptr i64, i64 addrspace(1)* %out, i64 68
  store i64 %v68, i64 addrspace(1)* %p68
  br label %b69
b69:
  %a_69 = call i32 @llvm.uadd.sat.i32(i32 -2147483643, i32 16)
  %v69 = zext i32 %a_69 to i64
  %p69 = getelementptr i64, i64 addrspace(1)* %out, i64 69
  store i64 %v69, i64 addrspace(1)* %p69
  br label %b70
b70:
  %a_70 = call i32 @llvm.usub.sat.i32(i32 -2147483643, i32 16)
  %v70 = zext i32 %a_70 to i64
  %p70 = getelementptr i64, i64 addrspace(1)* %out, i64 70
  store i64 %v70, i64 addrspace(1)* %p70
  br label %b71
b71:
  %a_71 = call i32 @llvm.sadd.sat.i32(i32 5, i32 7)
  %v71 = zext i32 %a_71 to i64
  %p71 = getelementptr i64, i64 addrspace(1)* %out, i64 71
  store i64 %v71, i64 addrspace(1)* %p71
  br label %b72
b72:
  %a_72 = call i32 @llvm.ssub.sat.i32(i32 5, i32 7)
  %v72 = zext i32 %a_72 to i64
  %p72 = getelementptr i64, i64 addrspace(1)* %out, i64 72
  store i64 %v72, i64 addrspace(1)* %p72
  br label %b73
b73:
  %a_73 = call i32 @llvm.uadd.sat.i32(i32 5, i32 7)
  %v73 = zext i32 %a_73 to i64
  %p73 = getelementptr i64, i64 addrspace(1)* %out, i64 73
  store i64 %v73, i64 addrspace(1)* %p73
  br label %b74
b74:
  %a_74 = call i32 @llvm.usub.sat.i32(i32 5, i32 7)
  %v74 = zext i32 %a_74 to i64
  %p74 = getelementptr i64, i64 addrspace(1)* %out, i64 74
  store i64 %v74, i64 addrspace(1)* %p74
  br label %b75
b75:
  %a_75 = call i32 @llvm.sadd.sat.i32(i32 -16, i32 32)
  %v75 = zext i32 %a_75 to i64
  %p75 = getelementptr i64, i64 addrspace(1)* %out, i64 75
  store i64 %v75, i64 addrspace(1)* %p75
  br label %b76
b76:
  %a_76 = call i32 @llvm.ssub.sat.i32(i32 -16, i32 32)
  %v76 = zext i32 %a_76 to i64
  %p76 = getelementptr i64, i64 addrspace(1)* %out, i64 76
  store i64 %v76, i64 addrspace(1)* %p76
  br label %b77
b77:
  %a_77 = call i32 @llvm.uadd.sat.i32(i32 -16, i32 32)
  %v77 = zext i32 %a_77 to i64
  %p77 = getelementptr i64, i64 addrspace(1)* %out, i64 77
  store i64 %v77, i64 addrspace(1)* %p77
  br label %b78
b78:
  %a_78 = call i32 @llvm.usub.sat.i32(i32 -16, i32 32)
  %v78 = zext i32 %a_78 to i64
  %p78 = getelementptr i64, i64 addrspace(1)* %out, i64 78
  store i64 %v78, i64 addrspace(1)* %p78
  br label %b79
b79:
  %a_79 = call i8 @llvm.sadd.sat.i8(i8 100, i8 100)
  %v79 = zext i8 %a_79 to i64
  %p79 = getelementptr i64, i64 addrspace(1)* %out, i64 79
  store i64 %v79, i64 addrspace(1)* %p79
  br label %b80
b80:
  %s_80 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %s0_80 = extractvalue { i32, i1 } %s_80, 0
  %s1_80 = extractvalue { i32, i1 } %s_80, 1
  %z0_80 = zext i32 %s0_80 to i64
  %z1_80 = zext i1 %s1_80 to i64
  %h_80 = shl i64 %z1_80, 32
  %v80 = or i64 %h_80, %z0_80
  %p80 = getelementptr i64, i64 addrspace(1)* %out, i64 80
  store i64 %v80, i64 addrspace(1)* %p80
  br label %b81
b81:
  %s_81 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 -1, i32 2)
  %s0_81 = extractvalue { i32, i1 } %s_81, 0
  %s1_81 = extractvalue { i32, i1 } %s_81, 1
  %z0_81 = zext i32 %s0_81 to i64
  %z1_81 = zext i1 %s1_81 to i64
  %h_81 = shl i64 %z1_81, 32
  %v81 = or i64 %h_81, %z0_81
  %p81 = getelementptr i64, i64 addrspace(1)* %out, i64 81
  store i64 %v81, i64 addrspace(1)* %p81
  br label %b82
b82:
  %s_82 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 65536, i32 65536)
  %s0_82 = extractvalue { i32, i1 } %s_82, 0
  %s1_82 = extractvalue { i32, i1 } %s_82, 1
  %z0_82 = zext i32 %s0_82 to i64
  %z1_82 = zext i1 %s1_82 to i64
  %h_82 = shl i64 %z1_82, 32
  %v82 = or i64 %h_82, %z0_82
  %p82 = getelementptr i64, i64 addrspace(1)* %out, i64 82
  store i64 %v82, i64 addrspace(1)* %p82
  br label %b83
b83:
  %s_83 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 3, i32 5)
  %s0_83 = extractvalue { i32, i1 } %s_83, 0
  %s1_83 = extractvalue { i32, i1 } %s_83, 1
  %z0_83 = zext i32 %s0_83 to i64
  %z1_83 = zext i1 %s1_83 to i64
  %h_83 = shl i64 %z1_83, 32
  %v83 = or i64 %h_83, %z0_83
  %p83 = getelementptr i64, i64 addrspace(1)* %out, i64 83
  store i64 %v83, i64 addrspace(1)* %p83
  br label %b84
b84:
  %s_84 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 2147483647, i32 1)
  %s0_84 = extractvalue { i32, i1 } %s_84, 0
  %s1_84 = extractvalue { i32, i1 } %s_84, 1
  %z0_84 = zext i32 %s0_84 to i64
  %z1_84 = zext i1 %s1_84 to i64
  %h_84 = shl i64 %z1_84, 32
  %v84 = or i64 %h_84, %z0_84
  %p84 = getelementptr i64, i64 addrspace(1)* %out, i64 84
  store i64 %v84, i64 addrspace(1)* %p84
  br label %b85
b85:
  %s_85 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -1, i32 2)
  %s0_85 = extractvalue { i32, i1 } %s_85, 0
  %s1_85 = extractvalue { i32, i1 } %s_85, 1
  %z0_85 = zext i32 %s0_85 to i64
  %z1_85 = zext i1 %s1_85 to i64
  %h_85 = shl i64 %z1_85, 32
  %v85 = or i64 %h_85, %z0_85
  %p85 = getelementptr i64, i64 addrspace(1)* %out, i64 85
  store i64 %v85, i64 addrspace(1)* %p85
  br label %b86
b86:
  %s_86 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 65536, i32 65536)
  %s0_86 = extractvalue { i32, i1 } %s_86, 0
  %s1_86 = extractvalue { i32, i1 } %s_86, 1
  %z0_86 = zext i32 %s0_86 to i64
  %z1_86 = zext i1 %s1_86 to i64
  %h_86 = shl i64 %z1_86, 32
  %v86 = or i64 %h_86, %z0_86
  %p86 = getelementptr i64, i64 addrspace(1)* %out, i64 86
  store i64 %v86, i64 addrspace(1)* %p86
  br label %b87
b87:
  %s_87 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 3, i32 5)
  %s0_87 = extractvalue { i32, i1 } %s_87, 0
  %s1_87 = extractvalue { i32, i1 } %s_87, 1
  %z0_87 = zext i32 %s0_87 to i64
  %z1_87 = zext i1 %s1_87 to i64
  %h_87 = shl i64 %z1_87, 32
  %v87 = or i64 %h_87, %z0_87
  %p87 = getelementptr i64, i64 addrspace(1)* %out, i64 87
  store i64 %v87, i64 addrspace(1)* %p87
  br label %b88
b88:
  %s_88 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 2147483647, i32 1)
  %s0_88 = extractvalue { i32, i1 } %s_88, 0
  %s1_88 = extractvalue { i32, i1 } %s_88, 1
  %z0_88 = zext i32 %s0_88 to i64
  %z1_88 = zext i1 %s1_88 to i64
  %h_88 = shl i64 %z1_88, 32
  %v88 = or i64 %h_88, %z0_88
  %p88 = getelementptr i64, i64 addrspace(1)* %out, i64 88
  store i64 %v88, i64 addrspace(1)* %p88
  br label %b89
b89:
  %s_89 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 -1, i32 2)
  %s0_89 = extractvalue { i32, i1 } %s_89, 0
  %s1_89 = extractvalue { i32, i1 } %s_89, 1
  %z0_89 = zext i32 %s0_89 to i64
  %z1_89 = zext i1 %s1_89 to i64
  %h_89 = shl i64 %z1_89, 32
  %v89 = or i64 %h_89, %z0_89
  %p89 = getelementptr i64, i64 addrspace(1)* %out, i64 89
  store i64 %v89, i64 addrspace(1)* %p89
  br label %b90
b90:
  %s_90 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 65536, i32 65536)
  %s0_90 = extractvalue { i32, i1 } %s_90, 0
  %s1_90 = extractvalue { i32, i1 } %s_90, 1
  %z0_90 = zext i32 %s0_90 to i64
  %z1_90 = zext i1 %s1_90 to i64
  %h_90 = shl i64 %z1_90, 32
  %v90 = or i64 %h_90, %z0_90
  %p90 = getelementptr i64, i64 addrspace(1)* %out, i64 90
  store i64 %v90, i64 addrspace(1)* %p90
  br label %b91
b91:
  %s_91 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 3, i32 5)
  %s0_91 = extractvalue { i32, i1 } %s_91, 0
  %s1_91 = extractvalue { i32, i1 } %s_91, 1
  %z0_91 = zext i32 %s0_91 to i64
  %z1_91 = zext i1 %s1_91 to i64
  %h_91 = shl i64 %z1_91, 32
  %v91 = or i64 %h_91, %z0_91
  %p91 = getelementptr i64, i64 addrspace(1)* %out, i64 91
  store i64 %v91, i64 addrspace(1)* %p91
  br label %b92
b92:
  %s_92 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 2147483647, i32 1)
  %s0_92 = extractvalue { i32, i1 } %s_92, 0
  %s1_92 = extractvalue { i32, i1 } %s_92, 1
  %z0_92 = zext i32 %s0_92 to i64
  %z1_92 = zext i1 %s1_92 to i64
  %h_92 = shl i64 %z1_92, 32
  %v92 = or i64 %h_92, %z0_92
  %p92 = getelementptr i64, i64 addrspace(1)* %out, i64 92
  store i64 %v92, i64 addrspace(1)* %p92
  br label %b93
b93:
  %s_93 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 -1, i32 2)
  %s0_93 = extractvalue { i32, i1 } %s_93, 0
  %s1_93 = extractvalue { i32, i1 } %s_93, 1
  %z0_93 = zext i32 %s0_93 to i64
  %z1_93 = zext i1 %s1_93 to i64
  %h_93 = shl i64 %z1_93, 32
  %v93 = or i64 %h_93, %z0_93
  %p93 = getelementptr i64, i64 addrspace(1)* %out, i64 93
  store i64 %v93, i64 addrspace(1)* %p93
  br label %b94
b94:
  %s_94 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 65536, i32 65536)
  %s0_94 = extractvalue { i32, i1 } %s_94, 0
  %s1_94 = extractvalue { i32, i1 } %s_94, 1
  %z0_94 = zext i32 %s0_94 to i64
  %z1_94 = zext i1 %s1_94 to i64
  %h_94 = shl i64 %z1_94, 32
  %v94 = or i64 %h_94, %z0_94
  %p94 = getelementptr i64, i64 addrspace(1)* %out, i64 94
  store i64 %v94, i64 addrspace(1)* %p94
  br label %b95
b95:
  %s_95 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 3, i32 5)
  %s0_95 = extractvalue { i32, i1 } %s_95, 0
  %s1_95 = extractvalue { i32, i1 } %s_95, 1
  %z0_95 = zext i32 %s0_95 to i64
  %z1_95 = zext i1 %s1_95 to i64
  %h_95 = shl i64 %z1_95, 32
  %v95 = or i64 %h_95, %z0_95
  %p95 = getelementptr i64, i64 addrspace(1)* %out, i64 95
  store i64 %v95, i64 addrspace(1)* %p95
  br label %b96
b96:
  %s_96 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2147483647, i32 1)
  %s0_96 = extractvalue { i32, i1 } %s_96, 0
  %s1_96 = extractvalue { i32, i1 } %s_96, 1
  %z0_96 = zext i32 %s0_96 to i64
  %z1_96 = zext i1 %s1_96 to i64
  %h_96 = shl i64 %z1_96, 32
  %v96 = or i64 %h_96, %z0_96
  %p96 = getelementptr i64, i64 addrspace(1)* %out, i64 96
  store i64 %v96, i64 addrspace(1)* %p96
  br label %b97
b97:
  %s_97 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 -1, i32 2)
  %s0_97 = extractvalue { i32, i1 } %s_97, 0
  %s1_97 = extractvalue { i32, i1 } %s_97, 1
  %z0_97 = zext i32 %s0_97 to i64
  %z1_97 = zext i1 %s1_97 to i64
  %h_97 = shl i64 %z1_97, 32
  %v97 = or i64 %h_97, %z0_97
  %p97 = getelementptr i64, i64 addrspace(1)* %out, i64 97
  store i64 %v97, i64 addrspace(1)* %p97
  br label %b98
b98:
  %s_98 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 65536, i32 65536)
  %s0_98 = extractvalue { i32, i1 } %s_98, 0
  %s1_98 = extractvalue { i32, i1 } %s_98, 1
  %z0_98 = zext i32 %s0_98 to i64
  %z1_98 = zext i1 %s1_98 to i64
  %h_98 = shl i64 %z1_98, 32
  %v98 = or i64 %h_98, %z0_98
  %p98 = getelementptr i64, i64 addrspace(1)* %out, i64 98
  store i64 %v98, i64 addrspace(1)* %p98
  br label %b99
b99:
  %s_99 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 3, i32 5)
  %s0_99 = extractvalue { i32, i1 } %s_99, 0
  %s1_99 = extractvalue { i32, i1 } %s_99, 1
  %z0_99 = zext i32 %s0_99 to i64
  %z1_99 = zext i1 %s1_99 to i64
  %h_99 = shl i64 %z1_99, 32
  %v99 = or i64 %h_99, %z0_99
  %p99 = getelementptr i64, i64 addrspace(1)* %out, i64 99
  store i64 %v99, i64 addrspace(1)* %p99
  br label %b100
b100:
  %s_100 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 2147483647, i32 1)
  %s0_100 = extractvalue { i32, i1 } %s_100, 0
  %s1_100 = extractvalue { i32, i1 } %s_100, 1
  %z0_100 = zext i32 %s0_100 to i64
  %z1_100 = zext i1 %s1_100 to i64
  %h_100 = shl i64 %z1_100, 32
  %v100 = or i64 %h_100, %z0_100
  %p100 = getelementptr i64, i64 addrspace(1)* %out, i64 100
  store i64 %v100, i64 addrspace(1)* %p100
  br label %b101
b101:
  %s_101 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 -1, i32 2)
  %s0_101 = extractvalue { i32, i1 } %s_101, 0
  %s1_101 = extractvalue { i32, i1 } %s_101, 1
  %z0_101 = zext i32 %s0_101 to i64
  %z1_101 = zext i1 %s1_101 to i64
  %h_101 = shl i64 %z1_101, 32
  %v101 = or i64 %h_101, %z0_101
  %p101 = getelementptr i64, i64 addrspace(1)* %out, i64 101
  store i64 %v101, i64 addrspace(1)* %p101
  br label %b102
b102:
  %s_102 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 65536, i32 65536)
  %s0_102 = extractvalue { i32, i1 } %s_102, 0
  %s1_102 = extractvalue { i32, i1 } %s_102, 1
  %z0_102 = zext i32 %s0_102 to i64
  %z1_102 = zext i1 %s1_102 to i64
  %h_102 = shl i64 %z1_102, 32
  %v102 = or i64 %h_102, %z0_102
  %p102 = getelementptr i64, i64 addrspace(1)* %out, i64 102
  store i64 %v102, i64 addrspace(1)* %p102
  br label %b103
b103:
  %s_103 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 3, i32 5)
  %s0_103 = extractvalue { i32, i1 } %s_103, 0
  %s1_103 = extractvalue { i32, i1 } %s_103, 1
  %z0_103 = zext i32 %s0_103 to i64
  %z1_103 = zext i1 %s1_103 to i64
  %h_103 = shl i64 %z1_103, 32
  %v103 = or i64 %h_103, %z0_103
  %p103 = getelementptr i64, i64 addrspace(1)* %out, i64 103
  store i64 %v103, i64 addrspace(1)* %p103
  br label %b104
b104:
  %s_104 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4611686018427387904, i64 4)
  %v104 = extractvalue { i64, i1 } %s_104, 0
  %p104 = getelementptr i64, i64 addrspace(1)* %out, i64 104
  store i64 %v104, i64 addrspace(1)* %p104
  br label %b105
b105:
  %s_105 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4611686018427387904, i64 4)
  %o_105 = extractvalue { i64, i1 } %s_105, 1
  %v105 = zext i1 %o_105 to i64
  %p105 = getelementptr i64, i64 addrspace(1)* %out, i64 105
  store i64 %v105, i64 addrspace(1)* %p105
  br label %b106
b106:
  %s_106 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 4611686018427387904, i64 4)
  %o_106 = extractvalue { i64, i1 } %s_106, 1
  %v106 = zext i1 %o_106 to i64
  %p106 = getelementptr i64, i64 addrspace(1)* %out, i64 106
  store i64 %v106, i64 addrspace(1)* %p106
  br label %b107
b107:
  %s_107 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 -1)
  %v107 = extractvalue { i64, i1 } %s_107, 0
  %p107 = getelementptr i64, i64 addrspace(1)* %out, i64 107
  store i64 %v107, i64 addrspace(1)* %p107
  br label %b108
b108:
  %s_108 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 -1, i64 -1)
  %o_108 = extractvalue { i64, i1 } %s_108, 1
  %v108 = zext i1 %o_108 to i64
  %p108 = getelementptr i64, i64 addrspace(1)* %out, i64 108
  store i64 %v108, i64 addrspace(1)* %p108
  br label %b109
b109:
  %s_109 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 -1, i64 -1)
  %o_109 = extractvalue { i64, i1 } %s_109, 1
  %v109 = zext i1 %o_109 to i64
  %p109 = getelementptr i64, i64 addrspace(1)* %out, i64 109
  store i64 %v109, i64 addrspace(1)* %p109
  br label %b110
b110:
  %s_110 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4294967296, i64 2147483648)
  %v110 = extractvalue { i64, i1 } %s_110, 0
  %p110 = getelementptr i64, i64 addrspace(1)* %out, i64 110
  store i64 %v110, i64 addrspace(1)* %p110
  br label %b111
b111:
  %s_111 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 4294967296, i64 2147483648)
  %o_111 = extractvalue { i64, i1 } %s_111, 1
  %v111 = zext i1 %o_111 to i64
  %p111 = getelementptr i64, i64 addrspace(1)* %out, i64 111
  store i64 %v111, i64 addrspace(1)* %p111
  br label %b112
b112:
  %s_112 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 4294967296, i64 2147483648)
  %o_112 = extractvalue { i64, i1 } %s_112, 1
  %v112 = zext i1 %o_112 to i64
  %p112 = getelementptr i64, i64 addrspace(1)* %out, i64 112
  store i64 %v112, i64 addrspace(1)* %p112
  br label %b113
b113:
  %a_113 = call i32 @llvm.nvvm.mulhi.i(i32 -2147483648, i32 2147483647)
  %v113 = zext i32 %a_113 to i64
  %p113 = getelementptr i64, i64 addrspace(1)* %out, i64 113
  store i64 %v113, i64 addrspace(1)* %p113
  br label %b114
b114:
  %a_114 = call i32 @llvm.nvvm.mulhi.ui(i32 -2147483648, i32 2147483647)
  %v114 = zext i32 %a_114 to i64
  %p114 = getelementptr i64, i64 addrspace(1)* %out, i64 114
  store i64 %v114, i64 addrspace(1)* %p114
  br label %b115
b115:
  %a_115 = call i32 @llvm.nvvm.mul24.i(i32 -2147483648, i32 2147483647)
  %v115 = zext i32 %a_115 to i64
  %p115 = getelementptr i64, i64 addrspace(1)* %out, i64 115
  store i64 %v115, i64 addrspace(1)* %p115
  br label %b116
b116:
  %a_116 = call i32 @llvm.nvvm.mul24.ui(i32 -2147483648, i32 2147483647)
  %v116 = zext i32 %a_116 to i64
  %p116 = getelementptr i64, i64 addrspace(1)* %out, i64 116
  store i64 %v116, i64 addrspace(1)* %p116
  br label %b117
b117:
  %a_117 = call i32 @llvm.nvvm.sad.i(i32 -2147483648, i32 2147483647, i32 5)
  %v117 = zext i32 %a_117 to i64
  %p117 = getelementptr i64, i64 addrspace(1)* %out, i64 117
  store i64 %v117, i64 addrspace(1)* %p117
  br label %b118
b118:
  %a_118 = call i32 @llvm.nvvm.sad.ui(i32 -2147483648, i32 2147483647, i32 5)
  %v118 = zext i32 %a_118 to i64
  %p118 = getelementptr i64, i64 addrspace(1)* %out, i64 118
  store i64 %v118, i64 addrspace(1)* %p118
  br label %b119
b119:
  %a_119 = call i32 @llvm.nvvm.mulhi.i(i32 -1, i32 -1)
  %v119 = zext i32 %a_119 to i64
  %p119 = getelementptr i64, i64 addrspace(1)* %out, i64 119
  store i64 %v119, i64 addrspace(1)* %p119
  br label %b120
b120:
  %a_120 = call i32 @llvm.nvvm.mulhi.ui(i32 -1, i32 -1)
  %v120 = zext i32 %a_120 to i64
  %p120 = getelementptr i64, i64 addrspace(1)* %out, i64 120
  store i64 %v120, i64 addrspace(1)* %p120
  br label %b121
b121:
  %a_121 = call i32 @llvm.nvvm.mul24.i(i32 -1, i32 -1)
  %v121 = zext i32 %a_121 to i64
  %p121 = getelementptr i64, i64 addrspace(1)* %out, i64 121
  store i64 %v121, i64 addrspace(1)* %p121
  br label %b122
b122:
  %a_122 = call i32 @llvm.nvvm.mul24.ui(i32 -1, i32 -1)
  %v122 = zext i32 %a_122 to i64
  %p122 = getelementptr i64, i64 addrspace(1)* %out, i64 122
  store i64 %v122, i64 addrspace(1)* %p122
  br label %b123
b123:
  %a_123 = call i32 @llvm.nvvm.sad.i(i32 -1, i32 -1, i32 5)
  %v123 = zext i32 %a_123 to i64
  %p123 = getelementptr i64, i64 addrspace(1)* %out, i64 123
  store i64 %v123, i64 addrspace(1)* %p123
  br label %b124
b124:
  %a_124 = call i32 @llvm.nvvm.sad.ui(i32 -1, i32 -1, i32 5)
  %v124 = zext i32 %a_124 to i64
  %p124 = getelementptr i64, i64 addrspace(1)* %out, i64 124
  store i64 %v124, i64 addrspace(1)* %p124
  br label %b125
b125:
  %a_125 = call i32 @llvm.nvvm.mulhi.i(i32 123456789, i32 987654321)
  %v125 = zext i32 %a_125 to i64
  %p125 = getelementptr i64, i64 addrspace(1)* %out, i64 125
  store i64 %v125, i64 addrspace(1)* %p125
  br label %b126
b126:
  %a_126 = call i32 @llvm.nvvm.mulhi.ui(i32 123456789, i32 987654321)
  %v126 = zext i32 %a_126 to i64
  %p126 = getelementptr i64, i64 addrspace(1)* %out, i64 126
  store i64 %v126, i64 addrspace(1)* %p126
  br label %b127
b127:
  %a_127 = call i32 @llvm.nvvm.mul24.i(i32 123456789, i32 987654321)
  %v127 = zext i32 %a_127 to i64
  %p127 = getelementptr i64, i64 addrspace(1)* %out, i64 127
  store i64 %v127, i64 addrspace(1)* %p127
  br label %b128
b128:
  %a_128 = call i32 @llvm.nvvm.mul24.ui(i32 123456789, i32 987654321)
  %v128 = zext i32 %a_128 to i64
  %p128 = getelementptr i64, i64 addrspace(1)* %out, i64 128
  store i64 %v128, i64 addrspace(1)* %p128
  br label %b129
b129:
  %a_129 = call i32 @llvm.nvvm.sad.i(i32 123456789, i32 987654321, i32 5)
  %v129 = zext i32 %a_129 to i64
  %p129 = getelementptr i64, i64 addrspace(1)* %out, i64 129
  store i64 %v129, i64 addrspace(1)* %p129
  br label %b130
b130:
  %a_130 = call i32 @llvm.nvvm.sad.ui(i32 123456789, i32 987654321, i32 5)
  %v130 = zext i32 %a_130 to i64
  %p130 = getelementptr i64, i64 addrspace(1)* %out, i64 130
  store i64 %v130, i64 addrspace(1)* %p130
  br label %b131
b131:
  %v131 = call i64 @llvm.nvvm.mulhi.ll(i64 -9223372036854775808, i64 9223372036854775807)
  %p131 = getelementptr i64, i64 addrspace(1)* %out, i64 131
  store i64 %v131, i64 addrspace(1)* %p131
  br label %b132
b132:
  %v132 = call i64 @llvm.nvvm.mulhi.ull(i64 -9223372036854775808, i64 9223372036854775807)
  %p132 = getelementptr i64, i64 addrspace(1)* %out, i64 132
  store i64 %v132, i64 addrspace(1)* %p132
  br label %b133
b133:
  %v133 = call i64 @llvm.nvvm.mulhi.ll(i64 -1, i64 3)
  %p133 = getelementptr i64, i64 addrspace(1)* %out, i64 133
  store i64 %v133, i64 addrspace(1)* %p133
  br label %b134
b134:
  %v134 = call i64 @llvm.nvvm.mulhi.ull(i64 -1, i64 3)
  %p134 = getelementptr i64, i64 addrspace(1)* %out, i64 134
  store i64 %v134, i64 addrspace(1)* %p134
  br label %b135
b135:
  %a_135 = call i32 @llvm.nvvm.prmt(i32 -2130763247, i32 1144225638, i32 12816)
  %v135 = zext i32 %a_135 to i64
  %p135 = getelementptr i64, i64 addrspace(1)* %out, i64 135
  store i64 %v135, i64 addrspace(1)* %p135
  br label %b136
b136:
  %a_136 = call i32 @llvm.nvvm.prmt(i32 -2130763247, i32 1144225638, i32 30292)
  %v136 = zext i32 %a_136 to i64
  %p136 = getelementptr i64, i64 addrspace(1)* %out, i64 136
  store i64 %v136, i64 addrspace(1)* %p136
  br label %b137
b137:
  %a_137 = call i32 @llvm.nvvm.prmt(i32 -2130763247, i32 1144225638, i32 291)
  %v137 = zext i32 %a_137 to i64
  %p137 = getelementptr i64, i64 addrspace(1)* %out, i64 137
  store i64 %v137, i64 addrspace(1)* %p137
  br label %b138
b138:
  %a_138 = call i32 @llvm.nvvm.prmt(i32 -2130763247, i32 1144225638, i32 34952)
  %v138 = zext i32 %a_138 to i64
  %p138 = getelementptr i64, i64 addrspace(1)* %out, i64 138
  store i64 %v138, i64 addrspace(1)* %p138
  br label %b139
b139:
  %a_139 = call i32 @llvm.nvvm.prmt(i32 -2130763247, i32 1144225638, i32 47768)
  %v139 = zext i32 %a_139 to i64
  %p139 = getelementptr i64, i64 addrspace(1)* %out, i64 139
  store i64 %v139, i64 addrspace(1)* %p139
  br label %b140
b140:
  %a_140 = call i32 @llvm.nvvm.clz.i(i32 0)
  %v140 = zext i32 %a_140 to i64
  %p140 = getelementptr i64, i64 addrspace(1)* %out, i64 140
  store i64 %v140, i64 addrspace(1)* %p140
  br label %b141
b141:
  %a_141 = call i32 @llvm.nvvm.clz.ll(i64 255)
  %v141 = zext i32 %a_141 to i64
  %p141 = getelementptr i64, i64 addrspace(1)* %out, i64 141
  store i64 %v141, i64 addrspace(1)* %p141
  br label %b142
b142:
  %a_142 = call i32 @llvm.nvvm.popc.ll(i64 -1)
  %v142 = zext i32 %a_142 to i64
  %p142 = getelementptr i64, i64 addrspace(1)* %out, i64 142
  store i64 %v142, i64 addrspace(1)* %p142
  br label %b143
b143:
  %a_143 = call i32 @llvm.nvvm.brev32(i32 1)
  %v143 = zext i32 %a_143 to i64
  %p143 = getelementptr i64, i64 addrspace(1)* %out, i64 143
  store i64 %v143, i64 addrspace(1)* %p143
  br label %b144
b144:
  %v144 = call i64 @llvm.nvvm.brev64(i64 1)
  %p144 = getelementptr i64, i64 addrspace(1)* %out, i64 144
  store i64 %v144, i64 addrspace(1)* %p144
  br label %b145
b145:
  %a_145 = call i32 @llvm.nvvm.min.i(i32 -1, i32 1)
  %v145 = zext i32 %a_145 to i64
  %p145 = getelementptr i64, i64 addrspace(1)* %out, i64 145
  store i64 %v145, i64 addrspace(1)* %p145
  br label %b146
b146:
  %a_146 = call i32 @llvm.nvvm.max.ui(i32 -1, i32 1)
  %v146 = zext i32 %a_146 to i64
  %p146 = getelementptr i64, i64 addrspace(1)* %out, i64 146
  store i64 %v146, i64 addrspace(1)* %p146
  br label %b147
b147:
  %v147 = call i64 @llvm.nvvm.min.ll(i64 -1, i64 1)
  %p147 = getelementptr i64, i64 addrspace(1)* %out, i64 147
  store i64 %v147, i64 addrspace(1)* %p147
  br label %b148
b148:
  %v148 = call i64 @llvm.nvvm.max.ull(i64 -1, i64 1)
  %p148 = getelementptr i64, i64 addrspace(1)* %out, i64 148
  store i64 %v148, i64 addrspace(1)* %p148
  br label %b149
b149:
  %a_149 = call i32 @llvm.nvvm.bitcast.f2i(float 1.0)
  %v149 = zext i32 %a_149 to i64
  %p149 = getelementptr i64, i64 addrspace(1)* %out, i64 149
  store i64 %v149, i64 addrspace(1)* %p149
  br label %b150
b150:
  %v150 = call i64 @llvm.nvvm.bitcast.d2ll(double 1.0)
  %p150 = getelementptr i64, i64 addrspace(1)* %out, i64 150
  store i64 %v150, i64 addrspace(1)* %p150
  br label %b151
b151:
  ret void
}

declare i16 @llvm.bswap.i16(i16)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.nvvm.bitcast.f2i(float)
declare i32 @llvm.nvvm.brev32(i32)
declare i32 @llvm.nvvm.clz.i(i32)
declare i32 @llvm.nvvm.clz.ll(i64)
declare i32 @llvm.nvvm.max.ui(i32, i32)
declare i32 @llvm.nvvm.min.i(i32, i32)
declare i32 @llvm.nvvm.mul24.i(i32, i32)
declare i32 @llvm.nvvm.mul24.ui(i32, i32)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32)
declare i32 @llvm.nvvm.popc.ll(i64)
declare i32 @llvm.nvvm.prmt(i32, i32, i32)
declare i32 @llvm.nvvm.sad.i(i32, i32, i32)
declare i32 @llvm.nvvm.sad.ui(i32, i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i64 @llvm.abs.i64(i64, i1)
declare i64 @llvm.bitreverse.i64(i64)
declare i64 @llvm.bswap.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.nvvm.bitcast.d2ll(double)
declare i64 @llvm.nvvm.brev64(i64)
declare i64 @llvm.nvvm.max.ull(i64, i64)
declare i64 @llvm.nvvm.min.ll(i64, i64)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64)
declare i8 @llvm.bitreverse.i8(i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*)* @ints, !"kernel", i32 1}
