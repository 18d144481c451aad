; What llc 14 cannot compile for NVPTX (so there is no PTX to cross-check against), with
; hand-derived expectations: llvm.minimum/maximum (llc emits min.NaN.f64, which PTX lacks),
; roundeven, frem, i128 division and conversions, fp128 moves/conversions/comparisons,
; bfloat arithmetic, dynamic allocas, <N x i1> bitcasts, i8/i16 atomics, and NVVM
; intrinsics llc 14 does not know (tanh.approx, div.full, rcp.approx.ftz.f, activemask,
; redux.sync, match.any.sync.i64).
; NOLLC-FILE llc 14 rejects every kernel of this file (see above)
target triple = "nvptx64-nvidia-cuda"

; TEST misc --grid 1 --block 1 buf:i64:181:zero
; OUT 2147483647 0x000000007fffffff
; OUT 2147483647 0x000000007fffffff
; OUT 2147483647 0x000000007fffffff
; OUT 2147483647 0x000000007fffffff
; OUT 2147483648 0x0000000080000000
; OUT 0 0x0000000000000000
; OUT 2147483648 0x0000000080000000
; OUT 0 0x0000000000000000
; OUT 3225419776 0x00000000c0400000
; OUT 1073741824 0x0000000040000000
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT 1073741824 0x0000000040000000
; OUT 1082130432 0x0000000040800000
; OUT 3221225472 0x00000000c0000000
; OUT 2147483648 0x0000000080000000
; OUT 0 0x0000000000000000
; OUT 1069547520 0x000000003fc00000
; OUT 4609434218613702656 0x3ff8000000000000
; OUT 3217031168 0x00000000bfc00000
; OUT -4613937818241073152 0xbff8000000000000
; OUT 1065353216 0x000000003f800000
; OUT 4607182418800017408 0x3ff0000000000000
; OUT 2147483647 0x000000007fffffff
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 225 0x00000000000000e1
; OUT 0 0x0000000000000000
; OUT -5400292836607171813 0xb50e4e46eef1631b
; OUT 6641193132157 0x0000060a45f5207d
; OUT 5270498306774157019 0x49249249249246db
; OUT 2635249153387078802 0x2492492492492492
; OUT -81985529216486896 0xfedcba9876543210
; OUT 81985529216486895 0x0123456789abcdef
; OUT -4111 0xffffffffffffeff1
; OUT 16 0x0000000000000010
; OUT 4365 0x000000000000110d
; OUT 0 0x0000000000000000
; OUT 4 0x0000000000000004
; OUT 0 0x0000000000000000
; OUT -6558822316432696133 0xa4fa61da741fdcbb
; OUT -20020886255553 0xffffedca862fc83f
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -5400292836607171813 0xb50e4e46eef1631b
; OUT 6641193132157 0x0000060a45f5207d
; OUT -585 0xfffffffffffffdb7
; OUT -1 0xffffffffffffffff
; OUT 1365 0x0000000000000555
; OUT 0 0x0000000000000000
; OUT -4095 0xfffffffffffff001
; OUT -1 0xffffffffffffffff
; OUT 4365 0x000000000000110d
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 3689348814741910032 0x3333333333333210
; OUT -3689348814741910014 0xccccccccccccce02
; OUT 3689348814741910032 0x3333333333333210
; OUT -3689348814741910014 0xccccccccccccce02
; OUT 2459565876494607760 0x2222222222222590
; OUT -2459565876494607815 0xddddddddddddda39
; OUT -28665 0xffffffffffff9007
; OUT -1 0xffffffffffffffff
; OUT -81985529216490991 0xfedcba9876542211
; OUT 81985529216486895 0x0123456789abcdef
; OUT -81985529216490991 0xfedcba9876542211
; OUT 81985529216486895 0x0123456789abcdef
; OUT -81985529216474551 0xfedcba9876546249
; OUT 81985529216486895 0x0123456789abcdef
; OUT -4088 0xfffffffffffff008
; OUT -1 0xffffffffffffffff
; OUT -81985529216482801 0xfedcba987654420f
; OUT 81985529216486895 0x0123456789abcdef
; OUT 81985529216482801 0x0123456789abbdf1
; OUT -81985529216486896 0xfedcba9876543210
; OUT -81985529216499241 0xfedcba98765401d7
; OUT 81985529216486895 0x0123456789abcdef
; OUT -4102 0xffffffffffffeffa
; OUT -1 0xffffffffffffffff
; OUT -81985529216486896 0xfedcba9876543210
; OUT 81985529216486895 0x0123456789abcdef
; OUT -4095 0xfffffffffffff001
; OUT -1 0xffffffffffffffff
; OUT -4095 0xfffffffffffff001
; OUT -1 0xffffffffffffffff
; OUT -163971058432973792 0xfdb97530eca86420
; OUT 163971058432973791 0x02468acf13579bdf
; OUT -2048 0xfffffffffffff800
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT -2048 0xfffffffffffff800
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT -40992764608243448 0xff6e5d4c3b2a1908
; OUT -1 0xffffffffffffffff
; OUT 1 0x0000000000000001
; OUT -1 0xffffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT -81985529216486896 0xfedcba9876543210
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT -1 0xffffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT -163971058432973792 0xfdb97530eca86420
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT 0 0x0000000000000000
; OUT -1 0xffffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 1 0x0000000000000001
; OUT 0 0x0000000000000000
; OUT -1 0xffffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT 1 0x0000000000000001
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 1 0x0000000000000001
; OUT 5148234870033136863 0x47723456789abcdf
; OUT 2073141940 0x000000007b91a2b4
; OUT 5183643171103440896 0x47f0000000000000
; OUT 3313496064 0x00000000c57ff000
; OUT 5179139571476070400 0x47e0000000000000
; OUT 4278190080 0x00000000ff000000
; OUT 4895412794951729152 0x43f0000000000000
; OUT 1602224128 0x000000005f800000
; OUT 5057542381537067009 0x4630000000000001
; OUT 1904214016 0x0000000071800000
; OUT 7615305494906798080 0x69af000000000000
; OUT 81315162936 0x00000012eec2eb38
; OUT 0 0x0000000000000000
; OUT -9223372036854775808 0x8000000000000000
; OUT 123456789 0x00000000075bcd15
; OUT 0 0x0000000000000000
; OUT 4599676419421066581 0x3fd5555555555555
; OUT 1051372203 0x000000003eaaaaab
; OUT 4899047216157691989 0x43fce97ca0f21055
; OUT 1608993765 0x000000005fe74be5
; OUT 16 0x0000000000000010
; OUT 0 0x0000000000000000
; OUT 9218868437227405312 0x7ff0000000000000
; OUT 2139095040 0x000000007f800000
; OUT 4607182418800017408 0x3ff0000000000000
; OUT 1065353216 0x000000003f800000
; OUT 4607182418800017409 0x3ff0000000000001
; OUT 1065353216 0x000000003f800000
; OUT -6917529027641081856 0xa000000000000000
; OUT 4610447528529861017 0x3ffb999999999999
; OUT 0 0x0000000000000000
; OUT -4914271618391343104 0xbbcd000000000000
; OUT 0 0x0000000000000000
; OUT 9223090561878065152 0x7fff000000000000
; OUT 1 0x0000000000000001
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 1 0x0000000000000001
; OUT 0 0x0000000000000000
; OUT 1 0x0000000000000001
; OUT 6148914691236517205 0x5555555555555555
; OUT -4612436618365282987 0xbffd555555555555
; OUT 16256 0x0000000000003f80
; OUT 15232 0x0000000000003b80
; OUT 16258 0x0000000000003f82
; OUT 15233 0x0000000000003b81
; OUT 16454 0x0000000000004046
; OUT 16026 0x0000000000003e9a
; OUT 16256 0x0000000000003f80
; OUT 16258 0x0000000000003f82
; OUT 16457 0x0000000000004049
; OUT 32640 0x0000000000007f80
; OUT 1078525952 0x0000000040490000
; OUT 137 0x0000000000000089
; OUT 1 0x0000000000000001
; OUT 8 0x0000000000000008
; OUT 2 0x0000000000000002
; OUT 1055693471 0x000000003eec9a9f
; OUT 1051372203 0x000000003eaaaaab
; OUT 1051372203 0x000000003eaaaaab
define void @misc(i64 addrspace(1)* %out) {
  br label %b0
b0:
  %a_0 = call float @llvm.minimum.f32(float 0x7FF8000000000000, float 0x3FF0000000000000)
  %b_0 = bitcast float %a_0 to i32
  %v0 = zext i32 %b_0 to i64
  %p0_0 = getelementptr i64, i64 addrspace(1)* %out, i64 0
  store i64 %v0, i64 addrspace(1)* %p0_0
  br label %b1
b1:
  %a_1 = call float @llvm.maximum.f32(float 0x7FF8000000000000, float 0x3FF0000000000000)
  %b_1 = bitcast float %a_1 to i32
  %v1 = zext i32 %b_1 to i64
  %p1_1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %v1, i64 addrspace(1)* %p1_1
  br label %b2
b2:
  %a_2 = call float @llvm.minimum.f32(float 0x3FF0000000000000, float 0x7FF8000000000000)
  %b_2 = bitcast float %a_2 to i32
  %v2 = zext i32 %b_2 to i64
  %p2_2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %v2, i64 addrspace(1)* %p2_2
  br label %b3
b3:
  %a_3 = call float @llvm.maximum.f32(float 0x3FF0000000000000, float 0x7FF8000000000000)
  %b_3 = bitcast float %a_3 to i32
  %v3 = zext i32 %b_3 to i64
  %p3_3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %v3, i64 addrspace(1)* %p3_3
  br label %b4
b4:
  %a_4 = call float @llvm.minimum.f32(float 0x8000000000000000, float 0x0000000000000000)
  %b_4 = bitcast float %a_4 to i32
  %v4 = zext i32 %b_4 to i64
  %p4_4 = getelementptr i64, i64 addrspace(1)* %out, i64 4
  store i64 %v4, i64 addrspace(1)* %p4_4
  br label %b5
b5:
  %a_5 = call float @llvm.maximum.f32(float 0x8000000000000000, float 0x0000000000000000)
  %b_5 = bitcast float %a_5 to i32
  %v5 = zext i32 %b_5 to i64
  %p5_5 = getelementptr i64, i64 addrspace(1)* %out, i64 5
  store i64 %v5, i64 addrspace(1)* %p5_5
  br label %b6
b6:
  %a_6 = call float @llvm.minimum.f32(float 0x0000000000000000, float 0x8000000000000000)
  %b_6 = bitcast float %a_6 to i32
  %v6 = zext i32 %b_6 to i64
  %p6_6 = getelementptr i64, i64 addrspace(1)* %out, i64 6
  store i64 %v6, i64 addrspace(1)* %p6_6
  br label %b7
b7:
  %a_7 = call float @llvm.maximum.f32(float 0x0000000000000000, float 0x8000000000000000)
  %b_7 = bitcast float %a_7 to i32
  %v7 = zext i32 %b_7 to i64
  %p7_7 = getelementptr i64, i64 addrspace(1)* %out, i64 7
  store i64 %v7, i64 addrspace(1)* %p7_7
  br label %b8
b8:
  %a_8 = call float @llvm.minimum.f32(float 0x4000000000000000, float 0xC008000000000000)
  %b_8 = bitcast float %a_8 to i32
  %v8 = zext i32 %b_8 to i64
  %p8_8 = getelementptr i64, i64 addrspace(1)* %out, i64 8
  store i64 %v8, i64 addrspace(1)* %p8_8
  br label %b9
b9:
  %a_9 = call float @llvm.maximum.f32(float 0x4000000000000000, float 0xC008000000000000)
  %b_9 = bitcast float %a_9 to i32
  %v9 = zext i32 %b_9 to i64
  %p9_9 = getelementptr i64, i64 addrspace(1)* %out, i64 9
  store i64 %v9, i64 addrspace(1)* %p9_9
  br label %b10
b10:
  %a_10 = call double @llvm.minimum.f64(double 0x7FF8000000000000, double 1.0)
  %v10 = bitcast double %a_10 to i64
  %p10_10 = getelementptr i64, i64 addrspace(1)* %out, i64 10
  store i64 %v10, i64 addrspace(1)* %p10_10
  br label %b11
b11:
  %a_11 = call float @llvm.roundeven.f32(float 0x4004000000000000)
  %b_11 = bitcast float %a_11 to i32
  %v11 = zext i32 %b_11 to i64
  %p11_11 = getelementptr i64, i64 addrspace(1)* %out, i64 11
  store i64 %v11, i64 addrspace(1)* %p11_11
  br label %b12
b12:
  %a_12 = call float @llvm.roundeven.f32(float 0x400C000000000000)
  %b_12 = bitcast float %a_12 to i32
  %v12 = zext i32 %b_12 to i64
  %p12_12 = getelementptr i64, i64 addrspace(1)* %out, i64 12
  store i64 %v12, i64 addrspace(1)* %p12_12
  br label %b13
b13:
  %a_13 = call float @llvm.roundeven.f32(float 0xC004000000000000)
  %b_13 = bitcast float %a_13 to i32
  %v13 = zext i32 %b_13 to i64
  %p13_13 = getelementptr i64, i64 addrspace(1)* %out, i64 13
  store i64 %v13, i64 addrspace(1)* %p13_13
  br label %b14
b14:
  %a_14 = call float @llvm.roundeven.f32(float 0xBFE0000000000000)
  %b_14 = bitcast float %a_14 to i32
  %v14 = zext i32 %b_14 to i64
  %p14_14 = getelementptr i64, i64 addrspace(1)* %out, i64 14
  store i64 %v14, i64 addrspace(1)* %p14_14
  br label %b15
b15:
  %a_15 = call float @llvm.roundeven.f32(float 0x3FE0000000000000)
  %b_15 = bitcast float %a_15 to i32
  %v15 = zext i32 %b_15 to i64
  %p15_15 = getelementptr i64, i64 addrspace(1)* %out, i64 15
  store i64 %v15, i64 addrspace(1)* %p15_15
  br label %b16
b16:
  %a_16 = frem float 0x4016000000000000, 0x4000000000000000
  %b_16 = bitcast float %a_16 to i32
  %v16 = zext i32 %b_16 to i64
  %p16_16 = getelementptr i64, i64 addrspace(1)* %out, i64 16
  store i64 %v16, i64 addrspace(1)* %p16_16
  br label %b17
b17:
  %a_17 = frem double 0x4016000000000000, 0x4000000000000000
  %v17 = bitcast double %a_17 to i64
  %p17_17 = getelementptr i64, i64 addrspace(1)* %out, i64 17
  store i64 %v17, i64 addrspace(1)* %p17_17
  br label %b18
b18:
  %a_18 = frem float 0xC016000000000000, 0x4000000000000000
  %b_18 = bitcast float %a_18 to i32
  %v18 = zext i32 %b_18 to i64
  %p18_18 = getelementptr i64, i64 addrspace(1)* %out, i64 18
  store i64 %v18, i64 addrspace(1)* %p18_18
  br label %b19
b19:
  %a_19 = frem double 0xC016000000000000, 0x4000000000000000
  %v19 = bitcast double %a_19 to i64
  %p19_19 = getelementptr i64, i64 addrspace(1)* %out, i64 19
  store i64 %v19, i64 addrspace(1)* %p19_19
  br label %b20
b20:
  %a_20 = frem float 0x4202A05F20000000, 0x4008000000000000
  %b_20 = bitcast float %a_20 to i32
  %v20 = zext i32 %b_20 to i64
  %p20_20 = getelementptr i64, i64 addrspace(1)* %out, i64 20
  store i64 %v20, i64 addrspace(1)* %p20_20
  br label %b21
b21:
  %a_21 = frem double 0x4202A05F20000000, 0x4008000000000000
  %v21 = bitcast double %a_21 to i64
  %p21_21 = getelementptr i64, i64 addrspace(1)* %out, i64 21
  store i64 %v21, i64 addrspace(1)* %p21_21
  br label %b22
b22:
  %a_22 = frem float 0x401C000000000000, 0x8000000000000000
  %b_22 = bitcast float %a_22 to i32
  %v22 = zext i32 %b_22 to i64
  %p22_22 = getelementptr i64, i64 addrspace(1)* %out, i64 22
  store i64 %v22, i64 addrspace(1)* %p22_22
  br label %b23
b23:
  %a_23 = udiv i128 1512366075204170947332355369683137040, -4095
  %lo_23 = trunc i128 %a_23 to i64
  %hs_23 = lshr i128 %a_23, 64
  %hi_23 = trunc i128 %hs_23 to i64
  %p23_23 = getelementptr i64, i64 addrspace(1)* %out, i64 23
  store i64 %lo_23, i64 addrspace(1)* %p23_23
  %p23_24 = getelementptr i64, i64 addrspace(1)* %out, i64 24
  store i64 %hi_23, i64 addrspace(1)* %p23_24
  br label %b24
b24:
  %a_24 = udiv i128 -4095, 1512366075204170947332355369683137040
  %lo_24 = trunc i128 %a_24 to i64
  %hs_24 = lshr i128 %a_24, 64
  %hi_24 = trunc i128 %hs_24 to i64
  %p24_25 = getelementptr i64, i64 addrspace(1)* %out, i64 25
  store i64 %lo_24, i64 addrspace(1)* %p24_25
  %p24_26 = getelementptr i64, i64 addrspace(1)* %out, i64 26
  store i64 %hi_24, i64 addrspace(1)* %p24_26
  br label %b25
b25:
  %a_25 = udiv i128 1512366075204170947332355369683137040, 12345
  %lo_25 = trunc i128 %a_25 to i64
  %hs_25 = lshr i128 %a_25, 64
  %hi_25 = trunc i128 %hs_25 to i64
  %p25_27 = getelementptr i64, i64 addrspace(1)* %out, i64 27
  store i64 %lo_25, i64 addrspace(1)* %p25_27
  %p25_28 = getelementptr i64, i64 addrspace(1)* %out, i64 28
  store i64 %hi_25, i64 addrspace(1)* %p25_28
  br label %b26
b26:
  %a_26 = udiv i128 -4095, 7
  %lo_26 = trunc i128 %a_26 to i64
  %hs_26 = lshr i128 %a_26, 64
  %hi_26 = trunc i128 %hs_26 to i64
  %p26_29 = getelementptr i64, i64 addrspace(1)* %out, i64 29
  store i64 %lo_26, i64 addrspace(1)* %p26_29
  %p26_30 = getelementptr i64, i64 addrspace(1)* %out, i64 30
  store i64 %hi_26, i64 addrspace(1)* %p26_30
  br label %b27
b27:
  %a_27 = urem i128 1512366075204170947332355369683137040, -4095
  %lo_27 = trunc i128 %a_27 to i64
  %hs_27 = lshr i128 %a_27, 64
  %hi_27 = trunc i128 %hs_27 to i64
  %p27_31 = getelementptr i64, i64 addrspace(1)* %out, i64 31
  store i64 %lo_27, i64 addrspace(1)* %p27_31
  %p27_32 = getelementptr i64, i64 addrspace(1)* %out, i64 32
  store i64 %hi_27, i64 addrspace(1)* %p27_32
  br label %b28
b28:
  %a_28 = urem i128 -4095, 1512366075204170947332355369683137040
  %lo_28 = trunc i128 %a_28 to i64
  %hs_28 = lshr i128 %a_28, 64
  %hi_28 = trunc i128 %hs_28 to i64
  %p28_33 = getelementptr i64, i64 addrspace(1)* %out, i64 33
  store i64 %lo_28, i64 addrspace(1)* %p28_33
  %p28_34 = getelementptr i64, i64 addrspace(1)* %out, i64 34
  store i64 %hi_28, i64 addrspace(1)* %p28_34
  br label %b29
b29:
  %a_29 = urem i128 1512366075204170947332355369683137040, 12345
  %lo_29 = trunc i128 %a_29 to i64
  %hs_29 = lshr i128 %a_29, 64
  %hi_29 = trunc i128 %hs_29 to i64
  %p29_35 = getelementptr i64, i64 addrspace(1)* %out, i64 35
  store i64 %lo_29, i64 addrspace(1)* %p29_35
  %p29_36 = getelementptr i64, i64 addrspace(1)* %out, i64 36
  store i64 %hi_29, i64 addrspace(1)* %p29_36
  br label %b30
b30:
  %a_30 = urem i128 -4095, 7
  %lo_30 = trunc i128 %a_30 to i64
  %hs_30 = lshr i128 %a_30, 64
  %hi_30 = trunc i128 %hs_30 to i64
  %p30_37 = getelementptr i64, i64 addrspace(1)* %out, i64 37
  store i64 %lo_30, i64 addrspace(1)* %p30_37
  %p30_38 = getelementptr i64, i64 addrspace(1)* %out, i64 38
  store i64 %hi_30, i64 addrspace(1)* %p30_38
  br label %b31
b31:
  %a_31 = sdiv i128 1512366075204170947332355369683137040, -4095
  %lo_31 = trunc i128 %a_31 to i64
  %hs_31 = lshr i128 %a_31, 64
  %hi_31 = trunc i128 %hs_31 to i64
  %p31_39 = getelementptr i64, i64 addrspace(1)* %out, i64 39
  store i64 %lo_31, i64 addrspace(1)* %p31_39
  %p31_40 = getelementptr i64, i64 addrspace(1)* %out, i64 40
  store i64 %hi_31, i64 addrspace(1)* %p31_40
  br label %b32
b32:
  %a_32 = sdiv i128 -4095, 1512366075204170947332355369683137040
  %lo_32 = trunc i128 %a_32 to i64
  %hs_32 = lshr i128 %a_32, 64
  %hi_32 = trunc i128 %hs_32 to i64
  %p32_41 = getelementptr i64, i64 addrspace(1)* %out, i64 41
  store i64 %lo_32, i64 addrspace(1)* %p32_41
  %p32_42 = getelementptr i64, i64 addrspace(1)* %out, i64 42
  store i64 %hi_32, i64 addrspace(1)* %p32_42
  br label %b33
b33:
  %a_33 = sdiv i128 1512366075204170947332355369683137040, 12345
  %lo_33 = trunc i128 %a_33 to i64
  %hs_33 = lshr i128 %a_33, 64
  %hi_33 = trunc i128 %hs_33 to i64
  %p33_43 = getelementptr i64, i64 addrspace(1)* %out, i64 43
  store i64 %lo_33, i64 addrspace(1)* %p33_43
  %p33_44 = getelementptr i64, i64 addrspace(1)* %out, i64 44
  store i64 %hi_33, i64 addrspace(1)* %p33_44
  br label %b34
b34:
  %a_34 = sdiv i128 -4095, 7
  %lo_34 = trunc i128 %a_34 to i64
  %hs_34 = lshr i128 %a_34, 64
  %hi_34 = trunc i128 %hs_34 to i64
  %p34_45 = getelementptr i64, i64 addrspace(1)* %out, i64 45
  store i64 %lo_34, i64 addrspace(1)* %p34_45
  %p34_46 = getelementptr i64, i64 addrspace(1)* %out, i64 46
  store i64 %hi_34, i64 addrspace(1)* %p34_46
  br label %b35
b35:
  %a_35 = srem i128 1512366075204170947332355369683137040, -4095
  %lo_35 = trunc i128 %a_35 to i64
  %hs_35 = lshr i128 %a_35, 64
  %hi_35 = trunc i128 %hs_35 to i64
  %p35_47 = getelementptr i64, i64 addrspace(1)* %out, i64 47
  store i64 %lo_35, i64 addrspace(1)* %p35_47
  %p35_48 = getelementptr i64, i64 addrspace(1)* %out, i64 48
  store i64 %hi_35, i64 addrspace(1)* %p35_48
  br label %b36
b36:
  %a_36 = srem i128 -4095, 1512366075204170947332355369683137040
  %lo_36 = trunc i128 %a_36 to i64
  %hs_36 = lshr i128 %a_36, 64
  %hi_36 = trunc i128 %hs_36 to i64
  %p36_49 = getelementptr i64, i64 addrspace(1)* %out, i64 49
  store i64 %lo_36, i64 addrspace(1)* %p36_49
  %p36_50 = getelementptr i64, i64 addrspace(1)* %out, i64 50
  store i64 %hi_36, i64 addrspace(1)* %p36_50
  br label %b37
b37:
  %a_37 = srem i128 1512366075204170947332355369683137040, 12345
  %lo_37 = trunc i128 %a_37 to i64
  %hs_37 = lshr i128 %a_37, 64
  %hi_37 = trunc i128 %hs_37 to i64
  %p37_51 = getelementptr i64, i64 addrspace(1)* %out, i64 51
  store i64 %lo_37, i64 addrspace(1)* %p37_51
  %p37_52 = getelementptr i64, i64 addrspace(1)* %out, i64 52
  store i64 %hi_37, i64 addrspace(1)* %p37_52
  br label %b38
b38:
  %a_38 = srem i128 -4095, 7
  %lo_38 = trunc i128 %a_38 to i64
  %hs_38 = lshr i128 %a_38, 64
  %hi_38 = trunc i128 %hs_38 to i64
  %p38_53 = getelementptr i64, i64 addrspace(1)* %out, i64 53
  store i64 %lo_38, i64 addrspace(1)* %p38_53
  %p38_54 = getelementptr i64, i64 addrspace(1)* %out, i64 54
  store i64 %hi_38, i64 addrspace(1)* %p38_54
  br label %b39
b39:
  %a_39 = mul i128 1512366075204170947332355369683137040, -4095
  %lo_39 = trunc i128 %a_39 to i64
  %hs_39 = lshr i128 %a_39, 64
  %hi_39 = trunc i128 %hs_39 to i64
  %p39_55 = getelementptr i64, i64 addrspace(1)* %out, i64 55
  store i64 %lo_39, i64 addrspace(1)* %p39_55
  %p39_56 = getelementptr i64, i64 addrspace(1)* %out, i64 56
  store i64 %hi_39, i64 addrspace(1)* %p39_56
  br label %b40
b40:
  %a_40 = mul i128 -4095, 1512366075204170947332355369683137040
  %lo_40 = trunc i128 %a_40 to i64
  %hs_40 = lshr i128 %a_40, 64
  %hi_40 = trunc i128 %hs_40 to i64
  %p40_57 = getelementptr i64, i64 addrspace(1)* %out, i64 57
  store i64 %lo_40, i64 addrspace(1)* %p40_57
  %p40_58 = getelementptr i64, i64 addrspace(1)* %out, i64 58
  store i64 %hi_40, i64 addrspace(1)* %p40_58
  br label %b41
b41:
  %a_41 = mul i128 1512366075204170947332355369683137040, 12345
  %lo_41 = trunc i128 %a_41 to i64
  %hs_41 = lshr i128 %a_41, 64
  %hi_41 = trunc i128 %hs_41 to i64
  %p41_59 = getelementptr i64, i64 addrspace(1)* %out, i64 59
  store i64 %lo_41, i64 addrspace(1)* %p41_59
  %p41_60 = getelementptr i64, i64 addrspace(1)* %out, i64 60
  store i64 %hi_41, i64 addrspace(1)* %p41_60
  br label %b42
b42:
  %a_42 = mul i128 -4095, 7
  %lo_42 = trunc i128 %a_42 to i64
  %hs_42 = lshr i128 %a_42, 64
  %hi_42 = trunc i128 %hs_42 to i64
  %p42_61 = getelementptr i64, i64 addrspace(1)* %out, i64 61
  store i64 %lo_42, i64 addrspace(1)* %p42_61
  %p42_62 = getelementptr i64, i64 addrspace(1)* %out, i64 62
  store i64 %hi_42, i64 addrspace(1)* %p42_62
  br label %b43
b43:
  %a_43 = add i128 1512366075204170947332355369683137040, -4095
  %lo_43 = trunc i128 %a_43 to i64
  %hs_43 = lshr i128 %a_43, 64
  %hi_43 = trunc i128 %hs_43 to i64
  %p43_63 = getelementptr i64, i64 addrspace(1)* %out, i64 63
  store i64 %lo_43, i64 addrspace(1)* %p43_63
  %p43_64 = getelementptr i64, i64 addrspace(1)* %out, i64 64
  store i64 %hi_43, i64 addrspace(1)* %p43_64
  br label %b44
b44:
  %a_44 = add i128 -4095, 1512366075204170947332355369683137040
  %lo_44 = trunc i128 %a_44 to i64
  %hs_44 = lshr i128 %a_44, 64
  %hi_44 = trunc i128 %hs_44 to i64
  %p44_65 = getelementptr i64, i64 addrspace(1)* %out, i64 65
  store i64 %lo_44, i64 addrspace(1)* %p44_65
  %p44_66 = getelementptr i64, i64 addrspace(1)* %out, i64 66
  store i64 %hi_44, i64 addrspace(1)* %p44_66
  br label %b45
b45:
  %a_45 = add i128 1512366075204170947332355369683137040, 12345
  %lo_45 = trunc i128 %a_45 to i64
  %hs_45 = lshr i128 %a_45, 64
  %hi_45 = trunc i128 %hs_45 to i64
  %p45_67 = getelementptr i64, i64 addrspace(1)* %out, i64 67
  store i64 %lo_45, i64 addrspace(1)* %p45_67
  %p45_68 = getelementptr i64, i64 addrspace(1)* %out, i64 68
  store i64 %hi_45, i64 addrspace(1)* %p45_68
  br label %b46
b46:
  %a_46 = add i128 -4095, 7
  %lo_46 = trunc i128 %a_46 to i64
  %hs_46 = lshr i128 %a_46, 64
  %hi_46 = trunc i128 %hs_46 to i64
  %p46_69 = getelementptr i64, i64 addrspace(1)* %out, i64 69
  store i64 %lo_46, i64 addrspace(1)* %p46_69
  %p46_70 = getelementptr i64, i64 addrspace(1)* %out, i64 70
  store i64 %hi_46, i64 addrspace(1)* %p46_70
  br label %b47
b47:
  %a_47 = sub i128 1512366075204170947332355369683137040, -4095
  %lo_47 = trunc i128 %a_47 to i64
  %hs_47 = lshr i128 %a_47, 64
  %hi_47 = trunc i128 %hs_47 to i64
  %p47_71 = getelementptr i64, i64 addrspace(1)* %out, i64 71
  store i64 %lo_47, i64 addrspace(1)* %p47_71
  %p47_72 = getelementptr i64, i64 addrspace(1)* %out, i64 72
  store i64 %hi_47, i64 addrspace(1)* %p47_72
  br label %b48
b48:
  %a_48 = sub i128 -4095, 1512366075204170947332355369683137040
  %lo_48 = trunc i128 %a_48 to i64
  %hs_48 = lshr i128 %a_48, 64
  %hi_48 = trunc i128 %hs_48 to i64
  %p48_73 = getelementptr i64, i64 addrspace(1)* %out, i64 73
  store i64 %lo_48, i64 addrspace(1)* %p48_73
  %p48_74 = getelementptr i64, i64 addrspace(1)* %out, i64 74
  store i64 %hi_48, i64 addrspace(1)* %p48_74
  br label %b49
b49:
  %a_49 = sub i128 1512366075204170947332355369683137040, 12345
  %lo_49 = trunc i128 %a_49 to i64
  %hs_49 = lshr i128 %a_49, 64
  %hi_49 = trunc i128 %hs_49 to i64
  %p49_75 = getelementptr i64, i64 addrspace(1)* %out, i64 75
  store i64 %lo_49, i64 addrspace(1)* %p49_75
  %p49_76 = getelementptr i64, i64 addrspace(1)* %out, i64 76
  store i64 %hi_49, i64 addrspace(1)* %p49_76
  br label %b50
b50:
  %a_50 = sub i128 -4095, 7
  %lo_50 = trunc i128 %a_50 to i64
  %hs_50 = lshr i128 %a_50, 64
  %hi_50 = trunc i128 %hs_50 to i64
  %p50_77 = getelementptr i64, i64 addrspace(1)* %out, i64 77
  store i64 %lo_50, i64 addrspace(1)* %p50_77
  %p50_78 = getelementptr i64, i64 addrspace(1)* %out, i64 78
  store i64 %hi_50, i64 addrspace(1)* %p50_78
  br label %b51
b51:
  %a_51 = shl i128 1512366075204170947332355369683137040, 0
  %lo_51 = trunc i128 %a_51 to i64
  %hs_51 = lshr i128 %a_51, 64
  %hi_51 = trunc i128 %hs_51 to i64
  %p51_79 = getelementptr i64, i64 addrspace(1)* %out, i64 79
  store i64 %lo_51, i64 addrspace(1)* %p51_79
  %p51_80 = getelementptr i64, i64 addrspace(1)* %out, i64 80
  store i64 %hi_51, i64 addrspace(1)* %p51_80
  br label %b52
b52:
  %a_52 = lshr i128 -4095, 0
  %lo_52 = trunc i128 %a_52 to i64
  %hs_52 = lshr i128 %a_52, 64
  %hi_52 = trunc i128 %hs_52 to i64
  %p52_81 = getelementptr i64, i64 addrspace(1)* %out, i64 81
  store i64 %lo_52, i64 addrspace(1)* %p52_81
  %p52_82 = getelementptr i64, i64 addrspace(1)* %out, i64 82
  store i64 %hi_52, i64 addrspace(1)* %p52_82
  br label %b53
b53:
  %a_53 = ashr i128 -4095, 0
  %lo_53 = trunc i128 %a_53 to i64
  %hs_53 = lshr i128 %a_53, 64
  %hi_53 = trunc i128 %hs_53 to i64
  %p53_83 = getelementptr i64, i64 addrspace(1)* %out, i64 83
  store i64 %lo_53, i64 addrspace(1)* %p53_83
  %p53_84 = getelementptr i64, i64 addrspace(1)* %out, i64 84
  store i64 %hi_53, i64 addrspace(1)* %p53_84
  br label %b54
b54:
  %a_54 = shl i128 1512366075204170947332355369683137040, 1
  %lo_54 = trunc i128 %a_54 to i64
  %hs_54 = lshr i128 %a_54, 64
  %hi_54 = trunc i128 %hs_54 to i64
  %p54_85 = getelementptr i64, i64 addrspace(1)* %out, i64 85
  store i64 %lo_54, i64 addrspace(1)* %p54_85
  %p54_86 = getelementptr i64, i64 addrspace(1)* %out, i64 86
  store i64 %hi_54, i64 addrspace(1)* %p54_86
  br label %b55
b55:
  %a_55 = lshr i128 -4095, 1
  %lo_55 = trunc i128 %a_55 to i64
  %hs_55 = lshr i128 %a_55, 64
  %hi_55 = trunc i128 %hs_55 to i64
  %p55_87 = getelementptr i64, i64 addrspace(1)* %out, i64 87
  store i64 %lo_55, i64 addrspace(1)* %p55_87
  %p55_88 = getelementptr i64, i64 addrspace(1)* %out, i64 88
  store i64 %hi_55, i64 addrspace(1)* %p55_88
  br label %b56
b56:
  %a_56 = ashr i128 -4095, 1
  %lo_56 = trunc i128 %a_56 to i64
  %hs_56 = lshr i128 %a_56, 64
  %hi_56 = trunc i128 %hs_56 to i64
  %p56_89 = getelementptr i64, i64 addrspace(1)* %out, i64 89
  store i64 %lo_56, i64 addrspace(1)* %p56_89
  %p56_90 = getelementptr i64, i64 addrspace(1)* %out, i64 90
  store i64 %hi_56, i64 addrspace(1)* %p56_90
  br label %b57
b57:
  %a_57 = shl i128 1512366075204170947332355369683137040, 63
  %lo_57 = trunc i128 %a_57 to i64
  %hs_57 = lshr i128 %a_57, 64
  %hi_57 = trunc i128 %hs_57 to i64
  %p57_91 = getelementptr i64, i64 addrspace(1)* %out, i64 91
  store i64 %lo_57, i64 addrspace(1)* %p57_91
  %p57_92 = getelementptr i64, i64 addrspace(1)* %out, i64 92
  store i64 %hi_57, i64 addrspace(1)* %p57_92
  br label %b58
b58:
  %a_58 = lshr i128 -4095, 63
  %lo_58 = trunc i128 %a_58 to i64
  %hs_58 = lshr i128 %a_58, 64
  %hi_58 = trunc i128 %hs_58 to i64
  %p58_93 = getelementptr i64, i64 addrspace(1)* %out, i64 93
  store i64 %lo_58, i64 addrspace(1)* %p58_93
  %p58_94 = getelementptr i64, i64 addrspace(1)* %out, i64 94
  store i64 %hi_58, i64 addrspace(1)* %p58_94
  br label %b59
b59:
  %a_59 = ashr i128 -4095, 63
  %lo_59 = trunc i128 %a_59 to i64
  %hs_59 = lshr i128 %a_59, 64
  %hi_59 = trunc i128 %hs_59 to i64
  %p59_95 = getelementptr i64, i64 addrspace(1)* %out, i64 95
  store i64 %lo_59, i64 addrspace(1)* %p59_95
  %p59_96 = getelementptr i64, i64 addrspace(1)* %out, i64 96
  store i64 %hi_59, i64 addrspace(1)* %p59_96
  br label %b60
b60:
  %a_60 = shl i128 1512366075204170947332355369683137040, 64
  %lo_60 = trunc i128 %a_60 to i64
  %hs_60 = lshr i128 %a_60, 64
  %hi_60 = trunc i128 %hs_60 to i64
  %p60_97 = getelementptr i64, i64 addrspace(1)* %out, i64 97
  store i64 %lo_60, i64 addrspace(1)* %p60_97
  %p60_98 = getelementptr i64, i64 addrspace(1)* %out, i64 98
  store i64 %hi_60, i64 addrspace(1)* %p60_98
  br label %b61
b61:
  %a_61 = lshr i128 -4095, 64
  %lo_61 = trunc i128 %a_61 to i64
  %hs_61 = lshr i128 %a_61, 64
  %hi_61 = trunc i128 %hs_61 to i64
  %p61_99 = getelementptr i64, i64 addrspace(1)* %out, i64 99
  store i64 %lo_61, i64 addrspace(1)* %p61_99
  %p61_100 = getelementptr i64, i64 addrspace(1)* %out, i64 100
  store i64 %hi_61, i64 addrspace(1)* %p61_100
  br label %b62
b62:
  %a_62 = ashr i128 -4095, 64
  %lo_62 = trunc i128 %a_62 to i64
  %hs_62 = lshr i128 %a_62, 64
  %hi_62 = trunc i128 %hs_62 to i64
  %p62_101 = getelementptr i64, i64 addrspace(1)* %out, i64 101
  store i64 %lo_62, i64 addrspace(1)* %p62_101
  %p62_102 = getelementptr i64, i64 addrspace(1)* %out, i64 102
  store i64 %hi_62, i64 addrspace(1)* %p62_102
  br label %b63
b63:
  %a_63 = shl i128 1512366075204170947332355369683137040, 65
  %lo_63 = trunc i128 %a_63 to i64
  %hs_63 = lshr i128 %a_63, 64
  %hi_63 = trunc i128 %hs_63 to i64
  %p63_103 = getelementptr i64, i64 addrspace(1)* %out, i64 103
  store i64 %lo_63, i64 addrspace(1)* %p63_103
  %p63_104 = getelementptr i64, i64 addrspace(1)* %out, i64 104
  store i64 %hi_63, i64 addrspace(1)* %p63_104
  br label %b64
b64:
  %a_64 = lshr i128 -4095, 65
  %lo_64 = trunc i128 %a_64 to i64
  %hs_64 = lshr i128 %a_64, 64
  %hi_64 = trunc i128 %hs_64 to i64
  %p64_105 = getelementptr i64, i64 addrspace(1)* %out, i64 105
  store i64 %lo_64, i64 addrspace(1)* %p64_105
  %p64_106 = getelementptr i64, i64 addrspace(1)* %out, i64 106
  store i64 %hi_64, i64 addrspace(1)* %p64_106
  br label %b65
b65:
  %a_65 = ashr i128 -4095, 65
  %lo_65 = trunc i128 %a_65 to i64
  %hs_65 = lshr i128 %a_65, 64
  %hi_65 = trunc i128 %hs_65 to i64
  %p65_107 = getelementptr i64, i64 addrspace(1)* %out, i64 107
  store i64 %lo_65, i64 addrspace(1)* %p65_107
  %p65_108 = getelementptr i64, i64 addrspace(1)* %out, i64 108
  store i64 %hi_65, i64 addrspace(1)* %p65_108
  br label %b66
b66:
  %a_66 = shl i128 1512366075204170947332355369683137040, 127
  %lo_66 = trunc i128 %a_66 to i64
  %hs_66 = lshr i128 %a_66, 64
  %hi_66 = trunc i128 %hs_66 to i64
  %p66_109 = getelementptr i64, i64 addrspace(1)* %out, i64 109
  store i64 %lo_66, i64 addrspace(1)* %p66_109
  %p66_110 = getelementptr i64, i64 addrspace(1)* %out, i64 110
  store i64 %hi_66, i64 addrspace(1)* %p66_110
  br label %b67
b67:
  %a_67 = lshr i128 -4095, 127
  %lo_67 = trunc i128 %a_67 to i64
  %hs_67 = lshr i128 %a_67, 64
  %hi_67 = trunc i128 %hs_67 to i64
  %p67_111 = getelementptr i64, i64 addrspace(1)* %out, i64 111
  store i64 %lo_67, i64 addrspace(1)* %p67_111
  %p67_112 = getelementptr i64, i64 addrspace(1)* %out, i64 112
  store i64 %hi_67, i64 addrspace(1)* %p67_112
  br label %b68
b68:
  %a_68 = ashr i128 -4095, 127
  %lo_68 = trunc i128 %a_68 to i64
  %hs_68 = lshr i128 %a_68, 64
  %hi_68 = trunc i128 %hs_68 to i64
  %p68_113 = getelementptr i64, i64 addrspace(1)* %out, i64 113
  store i64 %lo_68, i64 addrspace(1)* %p68_113
  %p68_114 = getelementptr i64, i64 addrspace(1)* %out, i64 114
  store i64 %hi_68, i64 addrspace(1)* %p68_114
  br label %b69
b69:
  %c_69 = icmp ult i128 1512366075204170947332355369683137040, -4095
  %v69 = zext i1 %c_69 to i64
  %p69_115 = getelementptr i64, i64 addrspace(1)* %out, i64 115
  store i64 %v69, i64 addrspace(1)* %p69_115
  br label %b70
b70:
  %c_70 = icmp slt i128 1512366075204170947332355369683137040, -4095
  %v70 = zext i1 %c_70 to i64
  %p70_116 = getelementptr i64, i64 addrspace(1)* %out, i64 116
  store i64 %v70, i64 addrspace(1)* %p70_116
  br label %b71
b71:
  %c_71 = icmp ugt i128 1512366075204170947332355369683137040, -4095
  %v71 = zext i1 %c_71 to i64
  %p71_117 = getelementptr i64, i64 addrspace(1)* %out, i64 117
  store i64 %v71, i64 addrspace(1)* %p71_117
  br label %b72
b72:
  %c_72 = icmp sge i128 1512366075204170947332355369683137040, -4095
  %v72 = zext i1 %c_72 to i64
  %p72_118 = getelementptr i64, i64 addrspace(1)* %out, i64 118
  store i64 %v72, i64 addrspace(1)* %p72_118
  br label %b73
b73:
  %a_73 = uitofp i128 1512366075204170947332355369683137040 to double
  %v73 = bitcast double %a_73 to i64
  %p73_119 = getelementptr i64, i64 addrspace(1)* %out, i64 119
  store i64 %v73, i64 addrspace(1)* %p73_119
  br label %b74
b74:
  %a_74 = sitofp i128 1512366075204170947332355369683137040 to float
  %b_74 = bitcast float %a_74 to i32
  %v74 = zext i32 %b_74 to i64
  %p74_120 = getelementptr i64, i64 addrspace(1)* %out, i64 120
  store i64 %v74, i64 addrspace(1)* %p74_120
  br label %b75
b75:
  %a_75 = uitofp i128 -4095 to double
  %v75 = bitcast double %a_75 to i64
  %p75_121 = getelementptr i64, i64 addrspace(1)* %out, i64 121
  store i64 %v75, i64 addrspace(1)* %p75_121
  br label %b76
b76:
  %a_76 = sitofp i128 -4095 to float
  %b_76 = bitcast float %a_76 to i32
  %v76 = zext i32 %b_76 to i64
  %p76_122 = getelementptr i64, i64 addrspace(1)* %out, i64 122
  store i64 %v76, i64 addrspace(1)* %p76_122
  br label %b77
b77:
  %a_77 = uitofp i128 -170141183460469231731687303715884105728 to double
  %v77 = bitcast double %a_77 to i64
  %p77_123 = getelementptr i64, i64 addrspace(1)* %out, i64 123
  store i64 %v77, i64 addrspace(1)* %p77_123
  br label %b78
b78:
  %a_78 = sitofp i128 -170141183460469231731687303715884105728 to float
  %b_78 = bitcast float %a_78 to i32
  %v78 = zext i32 %b_78 to i64
  %p78_124 = getelementptr i64, i64 addrspace(1)* %out, i64 124
  store i64 %v78, i64 addrspace(1)* %p78_124
  br label %b79
b79:
  %a_79 = uitofp i128 18446744073709551617 to double
  %v79 = bitcast double %a_79 to i64
  %p79_125 = getelementptr i64, i64 addrspace(1)* %out, i64 125
  store i64 %v79, i64 addrspace(1)* %p79_125
  br label %b80
b80:
  %a_80 = sitofp i128 18446744073709551617 to float
  %b_80 = bitcast float %a_80 to i32
  %v80 = zext i32 %b_80 to i64
  %p80_126 = getelementptr i64, i64 addrspace(1)* %out, i64 126
  store i64 %v80, i64 addrspace(1)* %p80_126
  br label %b81
b81:
  %a_81 = uitofp i128 1267650600228229542234191560705 to double
  %v81 = bitcast double %a_81 to i64
  %p81_127 = getelementptr i64, i64 addrspace(1)* %out, i64 127
  store i64 %v81, i64 addrspace(1)* %p81_127
  br label %b82
b82:
  %a_82 = sitofp i128 1267650600228229542234191560705 to float
  %b_82 = bitcast float %a_82 to i32
  %v82 = zext i32 %b_82 to i64
  %p82_128 = getelementptr i64, i64 addrspace(1)* %out, i64 128
  store i64 %v82, i64 addrspace(1)* %p82_128
  br label %b83
b83:
  %a_83 = fptosi double 0x4632EEC2EB3869AF to i128
  %lo_83 = trunc i128 %a_83 to i64
  %hs_83 = lshr i128 %a_83, 64
  %hi_83 = trunc i128 %hs_83 to i64
  %p83_129 = getelementptr i64, i64 addrspace(1)* %out, i64 129
  store i64 %lo_83, i64 addrspace(1)* %p83_129
  %p83_130 = getelementptr i64, i64 addrspace(1)* %out, i64 130
  store i64 %hi_83, i64 addrspace(1)* %p83_130
  br label %b84
b84:
  %a_84 = fptosi double 0xC7E0000000000000 to i128
  %lo_84 = trunc i128 %a_84 to i64
  %hs_84 = lshr i128 %a_84, 64
  %hi_84 = trunc i128 %hs_84 to i64
  %p84_131 = getelementptr i64, i64 addrspace(1)* %out, i64 131
  store i64 %lo_84, i64 addrspace(1)* %p84_131
  %p84_132 = getelementptr i64, i64 addrspace(1)* %out, i64 132
  store i64 %hi_84, i64 addrspace(1)* %p84_132
  br label %b85
b85:
  %a_85 = fptosi double 0x419D6F3457000000 to i128
  %lo_85 = trunc i128 %a_85 to i64
  %hs_85 = lshr i128 %a_85, 64
  %hi_85 = trunc i128 %hs_85 to i64
  %p85_133 = getelementptr i64, i64 addrspace(1)* %out, i64 133
  store i64 %lo_85, i64 addrspace(1)* %p85_133
  %p85_134 = getelementptr i64, i64 addrspace(1)* %out, i64 134
  store i64 %hi_85, i64 addrspace(1)* %p85_134
  br label %b86
b86:
  %a_86 = fptrunc fp128 0xL55555555555555553FFD555555555555 to double
  %v86 = bitcast double %a_86 to i64
  %p86_135 = getelementptr i64, i64 addrspace(1)* %out, i64 135
  store i64 %v86, i64 addrspace(1)* %p86_135
  br label %b87
b87:
  %a_87 = fptrunc fp128 0xL55555555555555553FFD555555555555 to float
  %b_87 = bitcast float %a_87 to i32
  %v87 = zext i32 %b_87 to i64
  %p87_136 = getelementptr i64, i64 addrspace(1)* %out, i64 136
  store i64 %v87, i64 addrspace(1)* %p87_136
  br label %b88
b88:
  %a_88 = fptrunc fp128 0xL5555555555555555403FCE97CA0F2105 to double
  %v88 = bitcast double %a_88 to i64
  %p88_137 = getelementptr i64, i64 addrspace(1)* %out, i64 137
  store i64 %v88, i64 addrspace(1)* %p88_137
  br label %b89
b89:
  %a_89 = fptrunc fp128 0xL5555555555555555403FCE97CA0F2105 to float
  %b_89 = bitcast float %a_89 to i32
  %v89 = zext i32 %b_89 to i64
  %p89_138 = getelementptr i64, i64 addrspace(1)* %out, i64 138
  store i64 %v89, i64 addrspace(1)* %p89_138
  br label %b90
b90:
  %a_90 = fptrunc fp128 0xL00000000000000003BD1000000000000 to double
  %v90 = bitcast double %a_90 to i64
  %p90_139 = getelementptr i64, i64 addrspace(1)* %out, i64 139
  store i64 %v90, i64 addrspace(1)* %p90_139
  br label %b91
b91:
  %a_91 = fptrunc fp128 0xL00000000000000003BD1000000000000 to float
  %b_91 = bitcast float %a_91 to i32
  %v91 = zext i32 %b_91 to i64
  %p91_140 = getelementptr i64, i64 addrspace(1)* %out, i64 140
  store i64 %v91, i64 addrspace(1)* %p91_140
  br label %b92
b92:
  %a_92 = fptrunc fp128 0xL00000000000000004405000000000000 to double
  %v92 = bitcast double %a_92 to i64
  %p92_141 = getelementptr i64, i64 addrspace(1)* %out, i64 141
  store i64 %v92, i64 addrspace(1)* %p92_141
  br label %b93
b93:
  %a_93 = fptrunc fp128 0xL00000000000000004405000000000000 to float
  %b_93 = bitcast float %a_93 to i32
  %v93 = zext i32 %b_93 to i64
  %p93_142 = getelementptr i64, i64 addrspace(1)* %out, i64 142
  store i64 %v93, i64 addrspace(1)* %p93_142
  br label %b94
b94:
  %a_94 = fptrunc fp128 0xL08000000000000003FFF000000000000 to double
  %v94 = bitcast double %a_94 to i64
  %p94_143 = getelementptr i64, i64 addrspace(1)* %out, i64 143
  store i64 %v94, i64 addrspace(1)* %p94_143
  br label %b95
b95:
  %a_95 = fptrunc fp128 0xL08000000000000003FFF000000000000 to float
  %b_95 = bitcast float %a_95 to i32
  %v95 = zext i32 %b_95 to i64
  %p95_144 = getelementptr i64, i64 addrspace(1)* %out, i64 144
  store i64 %v95, i64 addrspace(1)* %p95_144
  br label %b96
b96:
  %a_96 = fptrunc fp128 0xL08000000000010003FFF000000000000 to double
  %v96 = bitcast double %a_96 to i64
  %p96_145 = getelementptr i64, i64 addrspace(1)* %out, i64 145
  store i64 %v96, i64 addrspace(1)* %p96_145
  br label %b97
b97:
  %a_97 = fptrunc fp128 0xL08000000000010003FFF000000000000 to float
  %b_97 = bitcast float %a_97 to i32
  %v97 = zext i32 %b_97 to i64
  %p97_146 = getelementptr i64, i64 addrspace(1)* %out, i64 146
  store i64 %v97, i64 addrspace(1)* %p97_146
  br label %b98
b98:
  %a_98 = fpext double 0x3FB999999999999A to fp128
  %b_98 = bitcast fp128 %a_98 to i128
  %lo_98 = trunc i128 %b_98 to i64
  %hs_98 = lshr i128 %b_98, 64
  %hi_98 = trunc i128 %hs_98 to i64
  %p98_147 = getelementptr i64, i64 addrspace(1)* %out, i64 147
  store i64 %lo_98, i64 addrspace(1)* %p98_147
  %p98_148 = getelementptr i64, i64 addrspace(1)* %out, i64 148
  store i64 %hi_98, i64 addrspace(1)* %p98_148
  br label %b99
b99:
  %a_99 = fpext double 0x8000000000000001 to fp128
  %b_99 = bitcast fp128 %a_99 to i128
  %lo_99 = trunc i128 %b_99 to i64
  %hs_99 = lshr i128 %b_99, 64
  %hi_99 = trunc i128 %hs_99 to i64
  %p99_149 = getelementptr i64, i64 addrspace(1)* %out, i64 149
  store i64 %lo_99, i64 addrspace(1)* %p99_149
  %p99_150 = getelementptr i64, i64 addrspace(1)* %out, i64 150
  store i64 %hi_99, i64 addrspace(1)* %p99_150
  br label %b100
b100:
  %a_100 = fpext double 0x7FF0000000000000 to fp128
  %b_100 = bitcast fp128 %a_100 to i128
  %lo_100 = trunc i128 %b_100 to i64
  %hs_100 = lshr i128 %b_100, 64
  %hi_100 = trunc i128 %hs_100 to i64
  %p100_151 = getelementptr i64, i64 addrspace(1)* %out, i64 151
  store i64 %lo_100, i64 addrspace(1)* %p100_151
  %p100_152 = getelementptr i64, i64 addrspace(1)* %out, i64 152
  store i64 %hi_100, i64 addrspace(1)* %p100_152
  br label %b101
b101:
  %c_101 = fcmp olt fp128 0xL55555555555555553FFD555555555555, 0xL5555555555555555403FCE97CA0F2105
  %v101 = zext i1 %c_101 to i64
  %p101_153 = getelementptr i64, i64 addrspace(1)* %out, i64 153
  store i64 %v101, i64 addrspace(1)* %p101_153
  br label %b102
b102:
  %c_102 = fcmp oeq fp128 0xL55555555555555553FFD555555555555, 0xL5555555555555555403FCE97CA0F2105
  %v102 = zext i1 %c_102 to i64
  %p102_154 = getelementptr i64, i64 addrspace(1)* %out, i64 154
  store i64 %v102, i64 addrspace(1)* %p102_154
  br label %b103
b103:
  %c_103 = fcmp olt fp128 0xL5555555555555555403FCE97CA0F2105, 0xL55555555555555553FFD555555555555
  %v103 = zext i1 %c_103 to i64
  %p103_155 = getelementptr i64, i64 addrspace(1)* %out, i64 155
  store i64 %v103, i64 addrspace(1)* %p103_155
  br label %b104
b104:
  %c_104 = fcmp oeq fp128 0xL5555555555555555403FCE97CA0F2105, 0xL55555555555555553FFD555555555555
  %v104 = zext i1 %c_104 to i64
  %p104_156 = getelementptr i64, i64 addrspace(1)* %out, i64 156
  store i64 %v104, i64 addrspace(1)* %p104_156
  br label %b105
b105:
  %c_105 = fcmp olt fp128 0xL55555555555555553FFD555555555555, 0xL55555555555555553FFD555555555555
  %v105 = zext i1 %c_105 to i64
  %p105_157 = getelementptr i64, i64 addrspace(1)* %out, i64 157
  store i64 %v105, i64 addrspace(1)* %p105_157
  br label %b106
b106:
  %c_106 = fcmp oeq fp128 0xL55555555555555553FFD555555555555, 0xL55555555555555553FFD555555555555
  %v106 = zext i1 %c_106 to i64
  %p106_158 = getelementptr i64, i64 addrspace(1)* %out, i64 158
  store i64 %v106, i64 addrspace(1)* %p106_158
  br label %b107
b107:
  %c_107 = fcmp olt fp128 0xL00000000000000000000000000000000, 0xL00000000000000008000000000000000
  %v107 = zext i1 %c_107 to i64
  %p107_159 = getelementptr i64, i64 addrspace(1)* %out, i64 159
  store i64 %v107, i64 addrspace(1)* %p107_159
  br label %b108
b108:
  %c_108 = fcmp oeq fp128 0xL00000000000000000000000000000000, 0xL00000000000000008000000000000000
  %v108 = zext i1 %c_108 to i64
  %p108_160 = getelementptr i64, i64 addrspace(1)* %out, i64 160
  store i64 %v108, i64 addrspace(1)* %p108_160
  br label %b109
b109:
  %a_109 = fneg fp128 0xL55555555555555553FFD555555555555
  %b_109 = bitcast fp128 %a_109 to i128
  %lo_109 = trunc i128 %b_109 to i64
  %hs_109 = lshr i128 %b_109, 64
  %hi_109 = trunc i128 %hs_109 to i64
  %p109_161 = getelementptr i64, i64 addrspace(1)* %out, i64 161
  store i64 %lo_109, i64 addrspace(1)* %p109_161
  %p109_162 = getelementptr i64, i64 addrspace(1)* %out, i64 162
  store i64 %hi_109, i64 addrspace(1)* %p109_162
  br label %b110
b110:
  %x_110 = bitcast i16 16256 to bfloat
  %y_110 = bitcast i16 15232 to bfloat
  %s_110 = fadd bfloat %x_110, %y_110
  %b_110 = bitcast bfloat %s_110 to i16
  %v110 = zext i16 %b_110 to i64
  %p110_163 = getelementptr i64, i64 addrspace(1)* %out, i64 163
  store i64 %v110, i64 addrspace(1)* %p110_163
  br label %b111
b111:
  %x_111 = bitcast i16 16256 to bfloat
  %y_111 = bitcast i16 15232 to bfloat
  %s_111 = fmul bfloat %x_111, %y_111
  %b_111 = bitcast bfloat %s_111 to i16
  %v111 = zext i16 %b_111 to i64
  %p111_164 = getelementptr i64, i64 addrspace(1)* %out, i64 164
  store i64 %v111, i64 addrspace(1)* %p111_164
  br label %b112
b112:
  %x_112 = bitcast i16 16257 to bfloat
  %y_112 = bitcast i16 15232 to bfloat
  %s_112 = fadd bfloat %x_112, %y_112
  %b_112 = bitcast bfloat %s_112 to i16
  %v112 = zext i16 %b_112 to i64
  %p112_165 = getelementptr i64, i64 addrspace(1)* %out, i64 165
  store i64 %v112, i64 addrspace(1)* %p112_165
  br label %b113
b113:
  %x_113 = bitcast i16 16257 to bfloat
  %y_113 = bitcast i16 15232 to bfloat
  %s_113 = fmul bfloat %x_113, %y_113
  %b_113 = bitcast bfloat %s_113 to i16
  %v113 = zext i16 %b_113 to i64
  %p113_166 = getelementptr i64, i64 addrspace(1)* %out, i64 166
  store i64 %v113, i64 addrspace(1)* %p113_166
  br label %b114
b114:
  %x_114 = bitcast i16 16448 to bfloat
  %y_114 = bitcast i16 15821 to bfloat
  %s_114 = fadd bfloat %x_114, %y_114
  %b_114 = bitcast bfloat %s_114 to i16
  %v114 = zext i16 %b_114 to i64
  %p114_167 = getelementptr i64, i64 addrspace(1)* %out, i64 167
  store i64 %v114, i64 addrspace(1)* %p114_167
  br label %b115
b115:
  %x_115 = bitcast i16 16448 to bfloat
  %y_115 = bitcast i16 15821 to bfloat
  %s_115 = fmul bfloat %x_115, %y_115
  %b_115 = bitcast bfloat %s_115 to i16
  %v115 = zext i16 %b_115 to i64
  %p115_168 = getelementptr i64, i64 addrspace(1)* %out, i64 168
  store i64 %v115, i64 addrspace(1)* %p115_168
  br label %b116
b116:
  %s_116 = fptrunc float 0x3FF0100000000000 to bfloat
  %b_116 = bitcast bfloat %s_116 to i16
  %v116 = zext i16 %b_116 to i64
  %p116_169 = getelementptr i64, i64 addrspace(1)* %out, i64 169
  store i64 %v116, i64 addrspace(1)* %p116_169
  br label %b117
b117:
  %s_117 = fptrunc float 0x3FF0300000000000 to bfloat
  %b_117 = bitcast bfloat %s_117 to i16
  %v117 = zext i16 %b_117 to i64
  %p117_170 = getelementptr i64, i64 addrspace(1)* %out, i64 170
  store i64 %v117, i64 addrspace(1)* %p117_170
  br label %b118
b118:
  %s_118 = fptrunc float 0x400921FB40000000 to bfloat
  %b_118 = bitcast bfloat %s_118 to i16
  %v118 = zext i16 %b_118 to i64
  %p118_171 = getelementptr i64, i64 addrspace(1)* %out, i64 171
  store i64 %v118, i64 addrspace(1)* %p118_171
  br label %b119
b119:
  %s_119 = fptrunc float 0x7FF0000000000000 to bfloat
  %b_119 = bitcast bfloat %s_119 to i16
  %v119 = zext i16 %b_119 to i64
  %p119_172 = getelementptr i64, i64 addrspace(1)* %out, i64 172
  store i64 %v119, i64 addrspace(1)* %p119_172
  br label %b120
b120:
  %x_120 = bitcast i16 16457 to bfloat
  %e_120 = fpext bfloat %x_120 to float
  %b_120 = bitcast float %e_120 to i32
  %v120 = zext i32 %b_120 to i64
  %p120_173 = getelementptr i64, i64 addrspace(1)* %out, i64 173
  store i64 %v120, i64 addrspace(1)* %p120_173
  br label %b121
b121:
  %a_121 = bitcast <8 x i1> <i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 0, i1 1> to i8
  %v121 = zext i8 %a_121 to i64
  %p121_174 = getelementptr i64, i64 addrspace(1)* %out, i64 174
  store i64 %v121, i64 addrspace(1)* %p121_174
  br label %b122
b122:
  %a_122 = bitcast i8 -127 to <8 x i1>
  %e_122 = extractelement <8 x i1> %a_122, i32 7
  %v122 = zext i1 %e_122 to i64
  %p122_175 = getelementptr i64, i64 addrspace(1)* %out, i64 175
  store i64 %v122, i64 addrspace(1)* %p122_175
  br label %b123
b123:
  %a_123 = bitcast i16 -32767 to <4 x i4>
  %e_123 = extractelement <4 x i4> %a_123, i32 3
  %v123 = zext i4 %e_123 to i64
  %p123_176 = getelementptr i64, i64 addrspace(1)* %out, i64 176
  store i64 %v123, i64 addrspace(1)* %p123_176
  br label %b124
b124:
  %p_124 = add nsw <2 x i32> <i32 2147483647, i32 1>, <i32 1, i32 1>
  %f_124 = freeze <2 x i32> %p_124
  %e_124 = extractelement <2 x i32> %f_124, i32 0
  %g_124 = extractelement <2 x i32> %f_124, i32 1
  %h_124 = add i32 %e_124, %g_124
  %v124 = zext i32 %h_124 to i64
  %p124_177 = getelementptr i64, i64 addrspace(1)* %out, i64 177
  store i64 %v124, i64 addrspace(1)* %p124_177
  br label %b125
b125:
  %a_125 = call float @llvm.nvvm.tanh.approx.f32(float 0.5)
  %b_125 = bitcast float %a_125 to i32
  %v125 = zext i32 %b_125 to i64
  %p125_178 = getelementptr i64, i64 addrspace(1)* %out, i64 178
  store i64 %v125, i64 addrspace(1)* %p125_178
  br label %b126
b126:
  %a_126 = call float @llvm.nvvm.div.full(float 1.0, float 3.0)
  %b_126 = bitcast float %a_126 to i32
  %v126 = zext i32 %b_126 to i64
  %p126_179 = getelementptr i64, i64 addrspace(1)* %out, i64 179
  store i64 %v126, i64 addrspace(1)* %p126_179
  br label %b127
b127:
  %a_127 = call float @llvm.nvvm.rcp.approx.ftz.f(float 3.0)
  %b_127 = bitcast float %a_127 to i32
  %v127 = zext i32 %b_127 to i64
  %p127_180 = getelementptr i64, i64 addrspace(1)* %out, i64 180
  store i64 %v127, i64 addrspace(1)* %p127_180
  br label %b128
b128:
  ret void
}

declare double @llvm.minimum.f64(double, double)
declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.nvvm.div.full(float, float)
declare float @llvm.nvvm.rcp.approx.ftz.f(float)
declare float @llvm.nvvm.tanh.approx.f32(float)
declare float @llvm.roundeven.f32(float)

; A dynamic alloca in a function called in a loop: each call's stack is freed on return.
define internal i32 @sumto(i32 %n) {
entry:
  %nz = zext i32 %n to i64
  %arr = alloca i32, i64 %nz, align 4
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %s = phi i32 [ 0, %entry ], [ %s1, %fill ]
  %iz = zext i32 %i to i64
  %p = getelementptr i32, i32* %arr, i64 %iz
  store i32 %i, i32* %p
  %v = load i32, i32* %p
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %fill, label %done
done:
  ret i32 %s1
}

; TEST dynalloca --grid 1 --block 2 buf:i32:2:zero
; OUT 1999000 0x001e8098
; OUT 1999000 0x001e8098
define void @dynalloca(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %sum = call i32 @sumto(i32 2000)
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 1000
  br i1 %more, label %loop, label %done
done:
  %tz = zext i32 %t to i64
  %q = getelementptr i32, i32 addrspace(1)* %out, i64 %tz
  store i32 %sum, i32 addrspace(1)* %q
  ret void
}

; i16 atomics on shared memory, redux.sync, match.any.sync.i64 and activemask in divergent
; code (block of 40: the second warp has 8 lanes).
@sh16 = internal addrspace(3) global i16 undef, align 2

; TEST warpx --grid 1 --block 40 buf:i32:401:zero

; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 255 0x000000ff
; OUT 1023 0x000003ff
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 255 0x000000ff
; OUT 1023 0x000003ff
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 255 0x000000ff
; OUT 1023 0x000003ff
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 255 0x000000ff
; OUT 1023 0x000003ff
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 255 0x000000ff
; OUT 1023 0x000003ff
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 255 0x000000ff
; OUT 1023 0x000003ff
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 255 0x000000ff
; OUT 1023 0x000003ff
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 255 0x000000ff
; OUT 1023 0x000003ff
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 65280 0x0000ff00
; OUT 1023 0x000003ff
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 65280 0x0000ff00
; OUT 1023 0x000003ff
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 65280 0x0000ff00
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 65280 0x0000ff00
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 65280 0x0000ff00
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 65280 0x0000ff00
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 65280 0x0000ff00
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 65280 0x0000ff00
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 16711680 0x00ff0000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 16711680 0x00ff0000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 16711680 0x00ff0000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 16711680 0x00ff0000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 16711680 0x00ff0000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 16711680 0x00ff0000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 16711680 0x00ff0000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT 16711680 0x00ff0000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT -16777216 0xff000000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT -16777216 0xff000000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT -16777216 0xff000000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT -16777216 0xff000000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT -16777216 0xff000000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT -16777216 0xff000000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT -16777216 0xff000000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 1488 0x000005d0
; OUT 0 0x00000000
; OUT 93 0x0000005d
; OUT -16777216 0xff000000
; OUT -1024 0xfffffc00
; OUT 0 0x00000000
; OUT 127 0x0000007f
; OUT 64 0x00000040
; OUT 94 0x0000005e
; OUT 1 0x00000001
; OUT 84 0x00000054
; OUT 0 0x00000000
; OUT 21 0x00000015
; OUT 255 0x000000ff
; OUT 255 0x000000ff
; OUT 0 0x00000000
; OUT 31 0x0000001f
; OUT 16 0x00000010
; OUT 22 0x00000016
; OUT 1 0x00000001
; OUT 84 0x00000054
; OUT 0 0x00000000
; OUT 21 0x00000015
; OUT 255 0x000000ff
; OUT 255 0x000000ff
; OUT 0 0x00000000
; OUT 31 0x0000001f
; OUT 16 0x00000010
; OUT 22 0x00000016
; OUT 1 0x00000001
; OUT 84 0x00000054
; OUT 0 0x00000000
; OUT 21 0x00000015
; OUT 255 0x000000ff
; OUT 255 0x000000ff
; OUT 0 0x00000000
; OUT 31 0x0000001f
; OUT 16 0x00000010
; OUT 22 0x00000016
; OUT 1 0x00000001
; OUT 84 0x00000054
; OUT 0 0x00000000
; OUT 21 0x00000015
; OUT 255 0x000000ff
; OUT 255 0x000000ff
; OUT 0 0x00000000
; OUT 31 0x0000001f
; OUT 16 0x00000010
; OUT 22 0x00000016
; OUT 1 0x00000001
; OUT 84 0x00000054
; OUT 0 0x00000000
; OUT 21 0x00000015
; OUT 255 0x000000ff
; OUT 255 0x000000ff
; OUT 0 0x00000000
; OUT 31 0x0000001f
; OUT 16 0x00000010
; OUT 22 0x00000016
; OUT 1 0x00000001
; OUT 84 0x00000054
; OUT 0 0x00000000
; OUT 21 0x00000015
; OUT 255 0x000000ff
; OUT 255 0x000000ff
; OUT 0 0x00000000
; OUT 31 0x0000001f
; OUT 16 0x00000010
; OUT 22 0x00000016
; OUT 1 0x00000001
; OUT 84 0x00000054
; OUT 0 0x00000000
; OUT 21 0x00000015
; OUT 255 0x000000ff
; OUT 255 0x000000ff
; OUT 0 0x00000000
; OUT 31 0x0000001f
; OUT 16 0x00000010
; OUT 22 0x00000016
; OUT 1 0x00000001
; OUT 84 0x00000054
; OUT 0 0x00000000
; OUT 21 0x00000015
; OUT 255 0x000000ff
; OUT 255 0x000000ff
; OUT 0 0x00000000
; OUT 31 0x0000001f
; OUT 16 0x00000010
; OUT 22 0x00000016
; OUT 1 0x00000001
; OUT 5460 0x00001554
define void @warpx(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %wp = lshr i32 %t, 5
  %hi = icmp eq i32 %wp, 1
  %mask = select i1 %hi, i32 255, i32 -1
  %v3 = mul i32 %lane, 3
  %sum = call i32 @llvm.nvvm.redux.sync.add(i32 %v3, i32 %mask)
  %mn = call i32 @llvm.nvvm.redux.sync.min(i32 %v3, i32 %mask)
  %mx = call i32 @llvm.nvvm.redux.sync.umax(i32 %v3, i32 %mask)
  %q8 = lshr i32 %lane, 3
  %q64 = zext i32 %q8 to i64
  %big = or i64 %q64, 81985529216486896
  %grp = call i32 @llvm.nvvm.match.any.sync.i64(i32 %mask, i64 %big)
  %t7 = mul i32 %t, 7
  %t16 = trunc i32 %t7 to i16
  %ao = atomicrmw add i16 addrspace(3)* @sh16, i16 %t16 seq_cst
  %lt10 = icmp ult i32 %lane, 10
  br i1 %lt10, label %a, label %b
a:
  %act.a = call i32 @llvm.nvvm.activemask()
  br label %j
b:
  %act.b = call i32 @llvm.nvvm.activemask()
  br label %j
j:
  %act = phi i32 [ %act.a, %a ], [ %act.b, %b ]
  %v31 = add i32 %v3, 1
  %rand = call i32 @llvm.nvvm.redux.sync.and(i32 %v31, i32 %mask)
  %ror = call i32 @llvm.nvvm.redux.sync.or(i32 %v31, i32 %mask)
  %rxor = call i32 @llvm.nvvm.redux.sync.xor(i32 %v31, i32 %mask)
  %rmax = call i32 @llvm.nvvm.redux.sync.max(i32 %v31, i32 %mask)
  %rumin = call i32 @llvm.nvvm.redux.sync.umin(i32 %v31, i32 %mask)
  %base = mul i32 %t, 10
  %bz = zext i32 %base to i64
  %p0 = getelementptr i32, i32 addrspace(1)* %out, i64 %bz
  store i32 %sum, i32 addrspace(1)* %p0
  %p1 = getelementptr i32, i32 addrspace(1)* %p0, i64 1
  store i32 %mn, i32 addrspace(1)* %p1
  %p2 = getelementptr i32, i32 addrspace(1)* %p0, i64 2
  store i32 %mx, i32 addrspace(1)* %p2
  %p3 = getelementptr i32, i32 addrspace(1)* %p0, i64 3
  store i32 %grp, i32 addrspace(1)* %p3
  %p4 = getelementptr i32, i32 addrspace(1)* %p0, i64 4
  store i32 %act, i32 addrspace(1)* %p4
  %p5 = getelementptr i32, i32 addrspace(1)* %p0, i64 5
  store i32 %rand, i32 addrspace(1)* %p5
  %p6 = getelementptr i32, i32 addrspace(1)* %p0, i64 6
  store i32 %ror, i32 addrspace(1)* %p6
  %p7 = getelementptr i32, i32 addrspace(1)* %p0, i64 7
  store i32 %rxor, i32 addrspace(1)* %p7
  %p8 = getelementptr i32, i32 addrspace(1)* %p0, i64 8
  store i32 %rmax, i32 addrspace(1)* %p8
  %p9 = getelementptr i32, i32 addrspace(1)* %p0, i64 9
  store i32 %rumin, i32 addrspace(1)* %p9
  call void @llvm.nvvm.barrier0()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %w, label %d
w:
  %tot = load i16, i16 addrspace(3)* @sh16
  %totz = zext i16 %tot to i32
  %pl = getelementptr i32, i32 addrspace(1)* %out, i64 400
  store i32 %totz, i32 addrspace(1)* %pl
  br label %d
d:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64)
declare i32 @llvm.nvvm.activemask()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (i64 addrspace(1)*)* @misc, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @dynalloca, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*)* @warpx, !"kernel", i32 1}
