; Integer arithmetic: wrapping add/sub/mul, udiv/sdiv/urem/srem (truncating toward zero,
; remainder has the dividend's sign), shifts below the width, bit operations, at widths 8,
; 16, 64 and the odd ones (i1, i24, i33) kept canonical (masked to the width). LangRef:
; "Instruction Reference / Binary Operations".
target triple = "nvptx64-nvidia-cuda"

; TEST ops8 --grid 1 --block 1 buf:i8:18:zero i8:200 i8:100
; OUT 44 0x2c
; OUT 100 0x64
; OUT -100 0x9c
; OUT 32 0x20
; OUT 2 0x02
; OUT 0 0x00
; OUT 0 0x00
; OUT -56 0xc8
; OUT 64 0x40
; OUT -20 0xec
; OUT -84 0xac
; OUT 64 0x40
; OUT 25 0x19
; OUT -7 0xf9
; OUT -8 0xf8
; OUT 44 0x2c
; OUT 0 0x00
; OUT 0 0x00
define void @ops8(i8 addrspace(1)* %out, i8 %a, i8 %b) {
  %v0 = add i8 %a, %b
  %p0 = getelementptr i8, i8 addrspace(1)* %out, i64 0
  store i8 %v0, i8 addrspace(1)* %p0
  %v1 = sub i8 %a, %b
  %p1 = getelementptr i8, i8 addrspace(1)* %out, i64 1
  store i8 %v1, i8 addrspace(1)* %p1
  %v2 = sub i8 %b, %a
  %p2 = getelementptr i8, i8 addrspace(1)* %out, i64 2
  store i8 %v2, i8 addrspace(1)* %p2
  %v3 = mul i8 %a, %b
  %p3 = getelementptr i8, i8 addrspace(1)* %out, i64 3
  store i8 %v3, i8 addrspace(1)* %p3
  %v4 = udiv i8 %a, %b
  %p4 = getelementptr i8, i8 addrspace(1)* %out, i64 4
  store i8 %v4, i8 addrspace(1)* %p4
  %v5 = sdiv i8 %a, %b
  %p5 = getelementptr i8, i8 addrspace(1)* %out, i64 5
  store i8 %v5, i8 addrspace(1)* %p5
  %v6 = urem i8 %a, %b
  %p6 = getelementptr i8, i8 addrspace(1)* %out, i64 6
  store i8 %v6, i8 addrspace(1)* %p6
  %v7 = srem i8 %a, %b
  %p7 = getelementptr i8, i8 addrspace(1)* %out, i64 7
  store i8 %v7, i8 addrspace(1)* %p7
  %v8 = and i8 %a, %b
  %p8 = getelementptr i8, i8 addrspace(1)* %out, i64 8
  store i8 %v8, i8 addrspace(1)* %p8
  %v9 = or i8 %a, %b
  %p9 = getelementptr i8, i8 addrspace(1)* %out, i64 9
  store i8 %v9, i8 addrspace(1)* %p9
  %v10 = xor i8 %a, %b
  %p10 = getelementptr i8, i8 addrspace(1)* %out, i64 10
  store i8 %v10, i8 addrspace(1)* %p10
  %v11 = shl i8 %a, 3
  %p11 = getelementptr i8, i8 addrspace(1)* %out, i64 11
  store i8 %v11, i8 addrspace(1)* %p11
  %v12 = lshr i8 %a, 3
  %p12 = getelementptr i8, i8 addrspace(1)* %out, i64 12
  store i8 %v12, i8 addrspace(1)* %p12
  %v13 = ashr i8 %a, 3
  %p13 = getelementptr i8, i8 addrspace(1)* %out, i64 13
  store i8 %v13, i8 addrspace(1)* %p13
  %v14 = sdiv i8 %a, 7
  %p14 = getelementptr i8, i8 addrspace(1)* %out, i64 14
  store i8 %v14, i8 addrspace(1)* %p14
  %v15 = srem i8 %b, %a
  %p15 = getelementptr i8, i8 addrspace(1)* %out, i64 15
  store i8 %v15, i8 addrspace(1)* %p15
  %v16 = udiv i8 %b, %a
  %p16 = getelementptr i8, i8 addrspace(1)* %out, i64 16
  store i8 %v16, i8 addrspace(1)* %p16
  %v17 = ashr i8 %b, 7
  %p17 = getelementptr i8, i8 addrspace(1)* %out, i64 17
  store i8 %v17, i8 addrspace(1)* %p17
  ret void
}

; TEST ops64 --grid 1 --block 1 buf:i64:12:zero i64:-1000000000000 i64:7
; OUT -142857142857 0xffffffdebd0cfdb7
; OUT -1 0xffffffffffffffff
; OUT 2635249010529935945 0x249249034f562249
; OUT 1 0x0000000000000001
; OUT 2003764205206896640 0x1bcecceda1000000
; OUT 1 0x0000000000000001
; OUT -1 0xffffffffffffffff
; OUT -4611686018427387904 0xc000000000000000
; OUT -7000000000000 0xfffff9a22f7c9000
; OUT -999999999993 0xffffff172b5af007
; OUT 9223371036854775808 0x7fffff172b5af000
; OUT 1000000000007 0x000000e8d4a51007
define void @ops64(i64 addrspace(1)* %out, i64 %a, i64 %b) {
  %v0 = sdiv i64 %a, %b
  %p0 = getelementptr i64, i64 addrspace(1)* %out, i64 0
  store i64 %v0, i64 addrspace(1)* %p0
  %v1 = srem i64 %a, %b
  %p1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %v1, i64 addrspace(1)* %p1
  %v2 = udiv i64 %a, %b
  %p2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %v2, i64 addrspace(1)* %p2
  %v3 = urem i64 %a, %b
  %p3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %v3, i64 addrspace(1)* %p3
  %v4 = mul i64 %a, %a
  %p4 = getelementptr i64, i64 addrspace(1)* %out, i64 4
  store i64 %v4, i64 addrspace(1)* %p4
  %v5 = lshr i64 %a, 63
  %p5 = getelementptr i64, i64 addrspace(1)* %out, i64 5
  store i64 %v5, i64 addrspace(1)* %p5
  %v6 = ashr i64 %a, 63
  %p6 = getelementptr i64, i64 addrspace(1)* %out, i64 6
  store i64 %v6, i64 addrspace(1)* %p6
  %v7 = shl i64 %b, 62
  %p7 = getelementptr i64, i64 addrspace(1)* %out, i64 7
  store i64 %v7, i64 addrspace(1)* %p7
  %v8 = mul i64 %a, %b
  %p8 = getelementptr i64, i64 addrspace(1)* %out, i64 8
  store i64 %v8, i64 addrspace(1)* %p8
  %v9 = xor i64 %a, %b
  %p9 = getelementptr i64, i64 addrspace(1)* %out, i64 9
  store i64 %v9, i64 addrspace(1)* %p9
  %v10 = add i64 %a, -9223372036854775808
  %p10 = getelementptr i64, i64 addrspace(1)* %out, i64 10
  store i64 %v10, i64 addrspace(1)* %p10
  %v11 = sub i64 %b, %a
  %p11 = getelementptr i64, i64 addrspace(1)* %out, i64 11
  store i64 %v11, i64 addrspace(1)* %p11
  ret void
}

; TEST odd --grid 1 --block 1 buf:i64:14:zero i32:15728641 i32:16777215
; OUT 15728640 0x0000000000f00000
; OUT 1048575 0x00000000000fffff
; OUT 1048575 0x00000000000fffff
; OUT -1 0xffffffffffffffff
; OUT 15 0x000000000000000f
; OUT -1 0xffffffffffffffff
; OUT 1 0x0000000000000001
; OUT 1 0x0000000000000001
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 10 0x000000000000000a
; OUT -4 0xfffffffffffffffc
; OUT 1431655767 0x0000000055555557
define void @odd(i64 addrspace(1)* %out, i32 %a, i32 %b) {
  %a24 = trunc i32 %a to i24
  %b24 = trunc i32 %b to i24
  %a1 = trunc i32 %a to i1
  %b1 = trunc i32 %b to i1
  %ax = zext i32 %a to i64
  %a33p = add i64 %ax, 4279238660
  %a33 = trunc i64 %a33p to i33
  %t0 = add i24 %a24, %b24
  %e0 = zext i24 %t0 to i64
  %p0 = getelementptr i64, i64 addrspace(1)* %out, i64 0
  store i64 %e0, i64 addrspace(1)* %p0
  %t1 = mul i24 %a24, %b24
  %e1 = zext i24 %t1 to i64
  %p1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %e1, i64 addrspace(1)* %p1
  %t2 = sdiv i24 %a24, %b24
  %e2 = sext i24 %t2 to i64
  %p2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %e2, i64 addrspace(1)* %p2
  %t3 = ashr i24 %a24, 20
  %e3 = sext i24 %t3 to i64
  %p3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %e3, i64 addrspace(1)* %p3
  %t4 = lshr i24 %a24, 20
  %e4 = zext i24 %t4 to i64
  %p4 = getelementptr i64, i64 addrspace(1)* %out, i64 4
  store i64 %e4, i64 addrspace(1)* %p4
  %t5 = srem i24 %b24, %a24
  %e5 = sext i24 %t5 to i64
  %p5 = getelementptr i64, i64 addrspace(1)* %out, i64 5
  store i64 %e5, i64 addrspace(1)* %p5
  %t6 = icmp slt i24 %a24, %b24
  %e6 = zext i1 %t6 to i64
  %p6 = getelementptr i64, i64 addrspace(1)* %out, i64 6
  store i64 %e6, i64 addrspace(1)* %p6
  %t7 = icmp ult i24 %a24, %b24
  %e7 = zext i1 %t7 to i64
  %p7 = getelementptr i64, i64 addrspace(1)* %out, i64 7
  store i64 %e7, i64 addrspace(1)* %p7
  %t8 = add i1 %a1, %b1
  %e8 = zext i1 %t8 to i64
  %p8 = getelementptr i64, i64 addrspace(1)* %out, i64 8
  store i64 %e8, i64 addrspace(1)* %p8
  %t9 = xor i1 %a1, %b1
  %e9 = zext i1 %t9 to i64
  %p9 = getelementptr i64, i64 addrspace(1)* %out, i64 9
  store i64 %e9, i64 addrspace(1)* %p9
  %t10 = sub i1 %a1, %b1
  %e10 = sext i1 %t10 to i64
  %p10 = getelementptr i64, i64 addrspace(1)* %out, i64 10
  store i64 %e10, i64 addrspace(1)* %p10
  %t11 = add i33 %a33, %a33
  %e11 = zext i33 %t11 to i64
  %p11 = getelementptr i64, i64 addrspace(1)* %out, i64 11
  store i64 %e11, i64 addrspace(1)* %p11
  %t12 = ashr i33 %a33, 30
  %e12 = sext i33 %t12 to i64
  %p12 = getelementptr i64, i64 addrspace(1)* %out, i64 12
  store i64 %e12, i64 addrspace(1)* %p12
  %t13 = udiv i33 %a33, 3
  %e13 = zext i33 %t13 to i64
  %p13 = getelementptr i64, i64 addrspace(1)* %out, i64 13
  store i64 %e13, i64 addrspace(1)* %p13
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (i8 addrspace(1)*, i8, i8)* @ops8, !"kernel", i32 1}
!1 = !{void (i64 addrspace(1)*, i64, i64)* @ops64, !"kernel", i32 1}
!2 = !{void (i64 addrspace(1)*, i32, i32)* @odd, !"kernel", i32 1}
