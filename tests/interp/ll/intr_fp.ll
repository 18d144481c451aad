; NVVM floating-point intrinsics (PTX semantics): explicit rounding modes (.rn .rz .rm .rp)
; for rcp/div/sqrt/fma/add/mul and the cvt-style conversions, saturating float-to-int
; conversion (NaN -> 0), .ftz flushing of subnormal inputs and outputs, saturate,
; fmin/fmax, cvt.rXi rounding (nvvm.round is cvt.rni: ties to even), and the approximate
; instructions, which the ir and ptx engines both compute accurately in double.
target triple = "nvptx64-nvidia-cuda"

; TEST nvfp --grid 1 --block 1 buf:i64:142:zero
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 3 0x0000000000000003
; OUT -2 0xfffffffffffffffe
; OUT -2 0xfffffffffffffffe
; OUT -3 0xfffffffffffffffd
; OUT -2 0xfffffffffffffffe
; OUT 4 0x0000000000000004
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 4 0x0000000000000004
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT 2147483647 0x000000007fffffff
; OUT 2147483647 0x000000007fffffff
; OUT 2147483647 0x000000007fffffff
; OUT 2147483647 0x000000007fffffff
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -4 0xfffffffffffffffc
; OUT -3 0xfffffffffffffffd
; OUT -4 0xfffffffffffffffc
; OUT -3 0xfffffffffffffffd
; OUT 0 0x0000000000000000
; OUT 4294967040 0x00000000ffffff00
; OUT -1 0xffffffffffffffff
; OUT 1 0x0000000000000001
; OUT -1 0xffffffffffffffff
; OUT -9 0xfffffffffffffff7
; OUT 0 0x0000000000000000
; OUT 1266679808 0x000000004b800000
; OUT 3414163456 0x00000000cb800000
; OUT 1333788672 0x000000004f800000
; OUT 1585446914 0x000000005e800002
; OUT 1.8446744073709552e+19 0x43f0000000000000
; OUT -1.152921504606847e+18 0xc3b0000000000000
; OUT 1036831949 0x000000003dcccccd
; OUT 2139095040 0x000000007f800000
; OUT 4286578688 0x00000000ff800000
; OUT 1051372203 0x000000003eaaaaab
; OUT 0.3333333333333333 0x3fd5555555555555
; OUT 3198855851 0x00000000beaaaaab
; OUT 0.6666666666666666 0x3fe5555555555555
; OUT 1068827891 0x000000003fb504f3
; OUT 1066192077 0x000000003f8ccccd
; OUT 1.0999999999999999 0x3ff1999999999999
; OUT 1065353216 0x000000003f800000
; OUT 1038323258 0x000000003de38e3a
; OUT 1266679808 0x000000004b800000
; OUT 3414163456 0x00000000cb800000
; OUT 1333788671 0x000000004f7fffff
; OUT 1585446914 0x000000005e800002
; OUT 1.844674407370955e+19 0x43efffffffffffff
; OUT -1.152921504606847e+18 0xc3b0000000000000
; OUT 1036831948 0x000000003dcccccc
; OUT 2139095039 0x000000007f7fffff
; OUT 4286578687 0x00000000ff7fffff
; OUT 1051372202 0x000000003eaaaaaa
; OUT 0.3333333333333333 0x3fd5555555555555
; OUT 3198855850 0x00000000beaaaaaa
; OUT 0.6666666666666666 0x3fe5555555555555
; OUT 1068827891 0x000000003fb504f3
; OUT 1066192077 0x000000003f8ccccd
; OUT 1.0999999999999999 0x3ff1999999999999
; OUT 1065353216 0x000000003f800000
; OUT 1038323257 0x000000003de38e39
; OUT 1266679808 0x000000004b800000
; OUT 3414163457 0x00000000cb800001
; OUT 1333788671 0x000000004f7fffff
; OUT 1585446914 0x000000005e800002
; OUT 1.844674407370955e+19 0x43efffffffffffff
; OUT -1.1529215046068472e+18 0xc3b0000000000001
; OUT 1036831948 0x000000003dcccccc
; OUT 2139095039 0x000000007f7fffff
; OUT 4286578688 0x00000000ff800000
; OUT 1051372202 0x000000003eaaaaaa
; OUT 0.3333333333333333 0x3fd5555555555555
; OUT 3198855851 0x00000000beaaaaab
; OUT 0.6666666666666666 0x3fe5555555555555
; OUT 1068827891 0x000000003fb504f3
; OUT 1066192077 0x000000003f8ccccd
; OUT 1.0999999999999999 0x3ff1999999999999
; OUT 1065353216 0x000000003f800000
; OUT 1038323257 0x000000003de38e39
; OUT 1266679809 0x000000004b800001
; OUT 3414163456 0x00000000cb800000
; OUT 1333788672 0x000000004f800000
; OUT 1585446915 0x000000005e800003
; OUT 1.8446744073709552e+19 0x43f0000000000000
; OUT -1.152921504606847e+18 0xc3b0000000000000
; OUT 1036831949 0x000000003dcccccd
; OUT 2139095040 0x000000007f800000
; OUT 4286578687 0x00000000ff7fffff
; OUT 1051372203 0x000000003eaaaaab
; OUT 0.33333333333333337 0x3fd5555555555556
; OUT 3198855850 0x00000000beaaaaaa
; OUT 0.6666666666666667 0x3fe5555555555556
; OUT 1068827892 0x000000003fb504f4
; OUT 1066192078 0x000000003f8cccce
; OUT 1.1 0x3ff199999999999a
; OUT 1065353217 0x000000003f800001
; OUT 1038323258 0x000000003de38e3a
; OUT 1068827891 0x000000003fb504f3
; OUT 2139095040 0x000000007f800000
; OUT 0 0x0000000000000000
; OUT 1024 0x0000000000000400
; OUT 0 0x0000000000000000
; OUT 1024 0x0000000000000400
; OUT 0 0x0000000000000000
; OUT 1065353216 0x000000003f800000
; OUT 1048576000 0x000000003e800000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 1 0x3ff0000000000000
; OUT 1065353216 0x000000003f800000
; OUT 2147483648 0x0000000080000000
; OUT 0 0x0000000000000000
; OUT 2147483648 0x0000000080000000
; OUT nan 0x7fffffffffffffff
; OUT 3225419776 0x00000000c0400000
; OUT 3221225472 0x00000000c0000000
; OUT 3221225472 0x00000000c0000000
; OUT 1073741824 0x0000000040000000
; OUT 1082130432 0x0000000040800000
; OUT 2147483648 0x0000000080000000
; OUT -2 0xc000000000000000
; OUT 2147483648 0x0000000080000000
; OUT 1077216499 0x00000000403504f3
; OUT 1079286392 0x0000000040549a78
; OUT 1062693540 0x000000003f576aa4
; OUT 1057640768 0x000000003f0a5140
; OUT 1060439283 0x000000003f3504f3
; OUT 0 0x0000000000000000
; OUT 1068827891 0x000000003fb504f3
; OUT 1051372203 0x000000003eaaaaab
; OUT 0 0x0000000000000000
; OUT 0.7071067811865475 0x3fe6a09e667f3bcc
define void @nvfp(i64 addrspace(1)* %out) {
  br label %b0
b0:
  %a_0 = call i32 @llvm.nvvm.f2i.rn(float 0x4004000000000000)
  %v0 = sext i32 %a_0 to i64
  %p0 = getelementptr i64, i64 addrspace(1)* %out, i64 0
  store i64 %v0, i64 addrspace(1)* %p0
  br label %b1
b1:
  %a_1 = call i32 @llvm.nvvm.f2i.rz(float 0x4004000000000000)
  %v1 = sext i32 %a_1 to i64
  %p1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %v1, i64 addrspace(1)* %p1
  br label %b2
b2:
  %a_2 = call i32 @llvm.nvvm.f2i.rm(float 0x4004000000000000)
  %v2 = sext i32 %a_2 to i64
  %p2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %v2, i64 addrspace(1)* %p2
  br label %b3
b3:
  %a_3 = call i32 @llvm.nvvm.f2i.rp(float 0x4004000000000000)
  %v3 = sext i32 %a_3 to i64
  %p3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %v3, i64 addrspace(1)* %p3
  br label %b4
b4:
  %a_4 = call i32 @llvm.nvvm.f2i.rn(float 0xC004000000000000)
  %v4 = sext i32 %a_4 to i64
  %p4 = getelementptr i64, i64 addrspace(1)* %out, i64 4
  store i64 %v4, i64 addrspace(1)* %p4
  br label %b5
b5:
  %a_5 = call i32 @llvm.nvvm.f2i.rz(float 0xC004000000000000)
  %v5 = sext i32 %a_5 to i64
  %p5 = getelementptr i64, i64 addrspace(1)* %out, i64 5
  store i64 %v5, i64 addrspace(1)* %p5
  br label %b6
b6:
  %a_6 = call i32 @llvm.nvvm.f2i.rm(float 0xC004000000000000)
  %v6 = sext i32 %a_6 to i64
  %p6 = getelementptr i64, i64 addrspace(1)* %out, i64 6
  store i64 %v6, i64 addrspace(1)* %p6
  br label %b7
b7:
  %a_7 = call i32 @llvm.nvvm.f2i.rp(float 0xC004000000000000)
  %v7 = sext i32 %a_7 to i64
  %p7 = getelementptr i64, i64 addrspace(1)* %out, i64 7
  store i64 %v7, i64 addrspace(1)* %p7
  br label %b8
b8:
  %a_8 = call i32 @llvm.nvvm.f2i.rn(float 0x400C000000000000)
  %v8 = sext i32 %a_8 to i64
  %p8 = getelementptr i64, i64 addrspace(1)* %out, i64 8
  store i64 %v8, i64 addrspace(1)* %p8
  br label %b9
b9:
  %a_9 = call i32 @llvm.nvvm.f2i.rz(float 0x400C000000000000)
  %v9 = sext i32 %a_9 to i64
  %p9 = getelementptr i64, i64 addrspace(1)* %out, i64 9
  store i64 %v9, i64 addrspace(1)* %p9
  br label %b10
b10:
  %a_10 = call i32 @llvm.nvvm.f2i.rm(float 0x400C000000000000)
  %v10 = sext i32 %a_10 to i64
  %p10 = getelementptr i64, i64 addrspace(1)* %out, i64 10
  store i64 %v10, i64 addrspace(1)* %p10
  br label %b11
b11:
  %a_11 = call i32 @llvm.nvvm.f2i.rp(float 0x400C000000000000)
  %v11 = sext i32 %a_11 to i64
  %p11 = getelementptr i64, i64 addrspace(1)* %out, i64 11
  store i64 %v11, i64 addrspace(1)* %p11
  br label %b12
b12:
  %a_12 = call i32 @llvm.nvvm.f2i.rn(float 0xBFE0000000000000)
  %v12 = sext i32 %a_12 to i64
  %p12 = getelementptr i64, i64 addrspace(1)* %out, i64 12
  store i64 %v12, i64 addrspace(1)* %p12
  br label %b13
b13:
  %a_13 = call i32 @llvm.nvvm.f2i.rz(float 0xBFE0000000000000)
  %v13 = sext i32 %a_13 to i64
  %p13 = getelementptr i64, i64 addrspace(1)* %out, i64 13
  store i64 %v13, i64 addrspace(1)* %p13
  br label %b14
b14:
  %a_14 = call i32 @llvm.nvvm.f2i.rm(float 0xBFE0000000000000)
  %v14 = sext i32 %a_14 to i64
  %p14 = getelementptr i64, i64 addrspace(1)* %out, i64 14
  store i64 %v14, i64 addrspace(1)* %p14
  br label %b15
b15:
  %a_15 = call i32 @llvm.nvvm.f2i.rp(float 0xBFE0000000000000)
  %v15 = sext i32 %a_15 to i64
  %p15 = getelementptr i64, i64 addrspace(1)* %out, i64 15
  store i64 %v15, i64 addrspace(1)* %p15
  br label %b16
b16:
  %a_16 = call i32 @llvm.nvvm.f2i.rn(float 0x4202A05F20000000)
  %v16 = sext i32 %a_16 to i64
  %p16 = getelementptr i64, i64 addrspace(1)* %out, i64 16
  store i64 %v16, i64 addrspace(1)* %p16
  br label %b17
b17:
  %a_17 = call i32 @llvm.nvvm.f2i.rz(float 0x4202A05F20000000)
  %v17 = sext i32 %a_17 to i64
  %p17 = getelementptr i64, i64 addrspace(1)* %out, i64 17
  store i64 %v17, i64 addrspace(1)* %p17
  br label %b18
b18:
  %a_18 = call i32 @llvm.nvvm.f2i.rm(float 0x4202A05F20000000)
  %v18 = sext i32 %a_18 to i64
  %p18 = getelementptr i64, i64 addrspace(1)* %out, i64 18
  store i64 %v18, i64 addrspace(1)* %p18
  br label %b19
b19:
  %a_19 = call i32 @llvm.nvvm.f2i.rp(float 0x4202A05F20000000)
  %v19 = sext i32 %a_19 to i64
  %p19 = getelementptr i64, i64 addrspace(1)* %out, i64 19
  store i64 %v19, i64 addrspace(1)* %p19
  br label %b20
b20:
  %a_20 = call i32 @llvm.nvvm.f2i.rn(float 0x7FF8000000000000)
  %v20 = sext i32 %a_20 to i64
  %p20 = getelementptr i64, i64 addrspace(1)* %out, i64 20
  store i64 %v20, i64 addrspace(1)* %p20
  br label %b21
b21:
  %a_21 = call i32 @llvm.nvvm.f2i.rz(float 0x7FF8000000000000)
  %v21 = sext i32 %a_21 to i64
  %p21 = getelementptr i64, i64 addrspace(1)* %out, i64 21
  store i64 %v21, i64 addrspace(1)* %p21
  br label %b22
b22:
  %a_22 = call i32 @llvm.nvvm.f2i.rm(float 0x7FF8000000000000)
  %v22 = sext i32 %a_22 to i64
  %p22 = getelementptr i64, i64 addrspace(1)* %out, i64 22
  store i64 %v22, i64 addrspace(1)* %p22
  br label %b23
b23:
  %a_23 = call i32 @llvm.nvvm.f2i.rp(float 0x7FF8000000000000)
  %v23 = sext i32 %a_23 to i64
  %p23 = getelementptr i64, i64 addrspace(1)* %out, i64 23
  store i64 %v23, i64 addrspace(1)* %p23
  br label %b24
b24:
  %a_24 = call i32 @llvm.nvvm.f2i.rn(float 0xC00D9999A0000000)
  %v24 = sext i32 %a_24 to i64
  %p24 = getelementptr i64, i64 addrspace(1)* %out, i64 24
  store i64 %v24, i64 addrspace(1)* %p24
  br label %b25
b25:
  %a_25 = call i32 @llvm.nvvm.f2i.rz(float 0xC00D9999A0000000)
  %v25 = sext i32 %a_25 to i64
  %p25 = getelementptr i64, i64 addrspace(1)* %out, i64 25
  store i64 %v25, i64 addrspace(1)* %p25
  br label %b26
b26:
  %a_26 = call i32 @llvm.nvvm.f2i.rm(float 0xC00D9999A0000000)
  %v26 = sext i32 %a_26 to i64
  %p26 = getelementptr i64, i64 addrspace(1)* %out, i64 26
  store i64 %v26, i64 addrspace(1)* %p26
  br label %b27
b27:
  %a_27 = call i32 @llvm.nvvm.f2i.rp(float 0xC00D9999A0000000)
  %v27 = sext i32 %a_27 to i64
  %p27 = getelementptr i64, i64 addrspace(1)* %out, i64 27
  store i64 %v27, i64 addrspace(1)* %p27
  br label %b28
b28:
  %a_28 = call i32 @llvm.nvvm.f2ui.rn(float 0xC00D9999A0000000)
  %v28 = zext i32 %a_28 to i64
  %p28 = getelementptr i64, i64 addrspace(1)* %out, i64 28
  store i64 %v28, i64 addrspace(1)* %p28
  br label %b29
b29:
  %a_29 = call i32 @llvm.nvvm.f2ui.rz(float 0x41EFFFFFE0000000)
  %v29 = zext i32 %a_29 to i64
  %p29 = getelementptr i64, i64 addrspace(1)* %out, i64 29
  store i64 %v29, i64 addrspace(1)* %p29
  br label %b30
b30:
  %a_30 = call i32 @llvm.nvvm.d2i.rm(double 0x81A56E1FC2F8F359)
  %v30 = sext i32 %a_30 to i64
  %p30 = getelementptr i64, i64 addrspace(1)* %out, i64 30
  store i64 %v30, i64 addrspace(1)* %p30
  br label %b31
b31:
  %v31 = call i64 @llvm.nvvm.d2ll.rp(double 0x01A56E1FC2F8F359)
  %p31 = getelementptr i64, i64 addrspace(1)* %out, i64 31
  store i64 %v31, i64 addrspace(1)* %p31
  br label %b32
b32:
  %v32 = call i64 @llvm.nvvm.d2ull.rn(double 0x43F0000000000000)
  %p32 = getelementptr i64, i64 addrspace(1)* %out, i64 32
  store i64 %v32, i64 addrspace(1)* %p32
  br label %b33
b33:
  %v33 = call i64 @llvm.nvvm.f2ll.rz(float 0xC023000000000000)
  %p33 = getelementptr i64, i64 addrspace(1)* %out, i64 33
  store i64 %v33, i64 addrspace(1)* %p33
  br label %b34
b34:
  %a_34 = call i32 @llvm.nvvm.f2i.rz.ftz(float 0xB7A16C2000000000)
  %v34 = sext i32 %a_34 to i64
  %p34 = getelementptr i64, i64 addrspace(1)* %out, i64 34
  store i64 %v34, i64 addrspace(1)* %p34
  br label %b35
b35:
  %a_35 = call float @llvm.nvvm.i2f.rn(i32 16777217)
  %b_35 = bitcast float %a_35 to i32
  %v35 = zext i32 %b_35 to i64
  %p35 = getelementptr i64, i64 addrspace(1)* %out, i64 35
  store i64 %v35, i64 addrspace(1)* %p35
  br label %b36
b36:
  %a_36 = call float @llvm.nvvm.i2f.rn(i32 -16777217)
  %b_36 = bitcast float %a_36 to i32
  %v36 = zext i32 %b_36 to i64
  %p36 = getelementptr i64, i64 addrspace(1)* %out, i64 36
  store i64 %v36, i64 addrspace(1)* %p36
  br label %b37
b37:
  %a_37 = call float @llvm.nvvm.ui2f.rn(i32 -1)
  %b_37 = bitcast float %a_37 to i32
  %v37 = zext i32 %b_37 to i64
  %p37 = getelementptr i64, i64 addrspace(1)* %out, i64 37
  store i64 %v37, i64 addrspace(1)* %p37
  br label %b38
b38:
  %a_38 = call float @llvm.nvvm.ll2f.rn(i64 4611687117939015681)
  %b_38 = bitcast float %a_38 to i32
  %v38 = zext i32 %b_38 to i64
  %p38 = getelementptr i64, i64 addrspace(1)* %out, i64 38
  store i64 %v38, i64 addrspace(1)* %p38
  br label %b39
b39:
  %a_39 = call double @llvm.nvvm.ull2d.rn(i64 -1)
  %v39 = bitcast double %a_39 to i64
  %p39 = getelementptr i64, i64 addrspace(1)* %out, i64 39
  store i64 %v39, i64 addrspace(1)* %p39
  br label %b40
b40:
  %a_40 = call double @llvm.nvvm.ll2d.rn(i64 -1152921504606846977)
  %v40 = bitcast double %a_40 to i64
  %p40 = getelementptr i64, i64 addrspace(1)* %out, i64 40
  store i64 %v40, i64 addrspace(1)* %p40
  br label %b41
b41:
  %a_41 = call float @llvm.nvvm.d2f.rn(double 0x3FB999999999999A)
  %b_41 = bitcast float %a_41 to i32
  %v41 = zext i32 %b_41 to i64
  %p41 = getelementptr i64, i64 addrspace(1)* %out, i64 41
  store i64 %v41, i64 addrspace(1)* %p41
  br label %b42
b42:
  %a_42 = call float @llvm.nvvm.d2f.rn(double 0x48078287F49C4A1D)
  %b_42 = bitcast float %a_42 to i32
  %v42 = zext i32 %b_42 to i64
  %p42 = getelementptr i64, i64 addrspace(1)* %out, i64 42
  store i64 %v42, i64 addrspace(1)* %p42
  br label %b43
b43:
  %a_43 = call float @llvm.nvvm.d2f.rn(double 0xC8078287F49C4A1D)
  %b_43 = bitcast float %a_43 to i32
  %v43 = zext i32 %b_43 to i64
  %p43 = getelementptr i64, i64 addrspace(1)* %out, i64 43
  store i64 %v43, i64 addrspace(1)* %p43
  br label %b44
b44:
  %a_44 = call float @llvm.nvvm.rcp.rn.f(float 3.0)
  %b_44 = bitcast float %a_44 to i32
  %v44 = zext i32 %b_44 to i64
  %p44 = getelementptr i64, i64 addrspace(1)* %out, i64 44
  store i64 %v44, i64 addrspace(1)* %p44
  br label %b45
b45:
  %a_45 = call double @llvm.nvvm.rcp.rn.d(double 3.0)
  %v45 = bitcast double %a_45 to i64
  %p45 = getelementptr i64, i64 addrspace(1)* %out, i64 45
  store i64 %v45, i64 addrspace(1)* %p45
  br label %b46
b46:
  %a_46 = call float @llvm.nvvm.div.rn.f(float -1.0, float 3.0)
  %b_46 = bitcast float %a_46 to i32
  %v46 = zext i32 %b_46 to i64
  %p46 = getelementptr i64, i64 addrspace(1)* %out, i64 46
  store i64 %v46, i64 addrspace(1)* %p46
  br label %b47
b47:
  %a_47 = call double @llvm.nvvm.div.rn.d(double 2.0, double 3.0)
  %v47 = bitcast double %a_47 to i64
  %p47 = getelementptr i64, i64 addrspace(1)* %out, i64 47
  store i64 %v47, i64 addrspace(1)* %p47
  br label %b48
b48:
  %a_48 = call float @llvm.nvvm.sqrt.rn.f(float 2.0)
  %b_48 = bitcast float %a_48 to i32
  %v48 = zext i32 %b_48 to i64
  %p48 = getelementptr i64, i64 addrspace(1)* %out, i64 48
  store i64 %v48, i64 addrspace(1)* %p48
  br label %b49
b49:
  %a_49 = call float @llvm.nvvm.fma.rn.f(float 0x3FD5555560000000, float 3.0, float 0x3FB99999A0000000)
  %b_49 = bitcast float %a_49 to i32
  %v49 = zext i32 %b_49 to i64
  %p49 = getelementptr i64, i64 addrspace(1)* %out, i64 49
  store i64 %v49, i64 addrspace(1)* %p49
  br label %b50
b50:
  %a_50 = call double @llvm.nvvm.fma.rn.d(double 0x3FD5555555555555, double 3.0, double 0.1)
  %v50 = bitcast double %a_50 to i64
  %p50 = getelementptr i64, i64 addrspace(1)* %out, i64 50
  store i64 %v50, i64 addrspace(1)* %p50
  br label %b51
b51:
  %a_51 = call float @llvm.nvvm.add.rn.f(float 0x3FF0000000000000, float 0x3E10000000000000)
  %b_51 = bitcast float %a_51 to i32
  %v51 = zext i32 %b_51 to i64
  %p51 = getelementptr i64, i64 addrspace(1)* %out, i64 51
  store i64 %v51, i64 addrspace(1)* %p51
  br label %b52
b52:
  %a_52 = call float @llvm.nvvm.mul.rn.f(float 0x3FD5555560000000, float 0x3FD5555560000000)
  %b_52 = bitcast float %a_52 to i32
  %v52 = zext i32 %b_52 to i64
  %p52 = getelementptr i64, i64 addrspace(1)* %out, i64 52
  store i64 %v52, i64 addrspace(1)* %p52
  br label %b53
b53:
  %a_53 = call float @llvm.nvvm.i2f.rz(i32 16777217)
  %b_53 = bitcast float %a_53 to i32
  %v53 = zext i32 %b_53 to i64
  %p53 = getelementptr i64, i64 addrspace(1)* %out, i64 53
  store i64 %v53, i64 addrspace(1)* %p53
  br label %b54
b54:
  %a_54 = call float @llvm.nvvm.i2f.rz(i32 -16777217)
  %b_54 = bitcast float %a_54 to i32
  %v54 = zext i32 %b_54 to i64
  %p54 = getelementptr i64, i64 addrspace(1)* %out, i64 54
  store i64 %v54, i64 addrspace(1)* %p54
  br label %b55
b55:
  %a_55 = call float @llvm.nvvm.ui2f.rz(i32 -1)
  %b_55 = bitcast float %a_55 to i32
  %v55 = zext i32 %b_55 to i64
  %p55 = getelementptr i64, i64 addrspace(1)* %out, i64 55
  store i64 %v55, i64 addrspace(1)* %p55
  br label %b56
b56:
  %a_56 = call float @llvm.nvvm.ll2f.rz(i64 4611687117939015681)
  %b_56 = bitcast float %a_56 to i32
  %v56 = zext i32 %b_56 to i64
  %p56 = getelementptr i64, i64 addrspace(1)* %out, i64 56
  store i64 %v56, i64 addrspace(1)* %p56
  br label %b57
b57:
  %a_57 = call double @llvm.nvvm.ull2d.rz(i64 -1)
  %v57 = bitcast double %a_57 to i64
  %p57 = getelementptr i64, i64 addrspace(1)* %out, i64 57
  store i64 %v57, i64 addrspace(1)* %p57
  br label %b58
b58:
  %a_58 = call double @llvm.nvvm.ll2d.rz(i64 -1152921504606846977)
  %v58 = bitcast double %a_58 to i64
  %p58 = getelementptr i64, i64 addrspace(1)* %out, i64 58
  store i64 %v58, i64 addrspace(1)* %p58
  br label %b59
b59:
  %a_59 = call float @llvm.nvvm.d2f.rz(double 0x3FB999999999999A)
  %b_59 = bitcast float %a_59 to i32
  %v59 = zext i32 %b_59 to i64
  %p59 = getelementptr i64, i64 addrspace(1)* %out, i64 59
  store i64 %v59, i64 addrspace(1)* %p59
  br label %b60
b60:
  %a_60 = call float @llvm.nvvm.d2f.rz(double 0x48078287F49C4A1D)
  %b_60 = bitcast float %a_60 to i32
  %v60 = zext i32 %b_60 to i64
  %p60 = getelementptr i64, i64 addrspace(1)* %out, i64 60
  store i64 %v60, i64 addrspace(1)* %p60
  br label %b61
b61:
  %a_61 = call float @llvm.nvvm.d2f.rz(double 0xC8078287F49C4A1D)
  %b_61 = bitcast float %a_61 to i32
  %v61 = zext i32 %b_61 to i64
  %p61 = getelementptr i64, i64 addrspace(1)* %out, i64 61
  store i64 %v61, i64 addrspace(1)* %p61
  br label %b62
b62:
  %a_62 = call float @llvm.nvvm.rcp.rz.f(float 3.0)
  %b_62 = bitcast float %a_62 to i32
  %v62 = zext i32 %b_62 to i64
  %p62 = getelementptr i64, i64 addrspace(1)* %out, i64 62
  store i64 %v62, i64 addrspace(1)* %p62
  br label %b63
b63:
  %a_63 = call double @llvm.nvvm.rcp.rz.d(double 3.0)
  %v63 = bitcast double %a_63 to i64
  %p63 = getelementptr i64, i64 addrspace(1)* %out, i64 63
  store i64 %v63, i64 addrspace(1)* %p63
  br label %b64
b64:
  %a_64 = call float @llvm.nvvm.div.rz.f(float -1.0, float 3.0)
  %b_64 = bitcast float %a_64 to i32
  %v64 = zext i32 %b_64 to i64
  %p64 = getelementptr i64, i64 addrspace(1)* %out, i64 64
  store i64 %v64, i64 addrspace(1)* %p64
  br label %b65
b65:
  %a_65 = call double @llvm.nvvm.div.rz.d(double 2.0, double 3.0)
  %v65 = bitcast double %a_65 to i64
  %p65 = getelementptr i64, i64 addrspace(1)* %out, i64 65
  store i64 %v65, i64 addrspace(1)* %p65
  br label %b66
b66:
  %a_66 = call float @llvm.nvvm.sqrt.rz.f(float 2.0)
  %b_66 = bitcast float %a_66 to i32
  %v66 = zext i32 %b_66 to i64
  %p66 = getelementptr i64, i64 addrspace(1)* %out, i64 66
  store i64 %v66, i64 addrspace(1)* %p66
  br label %b67
b67:
  %a_67 = call float @llvm.nvvm.fma.rz.f(float 0x3FD5555560000000, float 3.0, float 0x3FB99999A0000000)
  %b_67 = bitcast float %a_67 to i32
  %v67 = zext i32 %b_67 to i64
  %p67 = getelementptr i64, i64 addrspace(1)* %out, i64 67
  store i64 %v67, i64 addrspace(1)* %p67
  br label %b68
b68:
  %a_68 = call double @llvm.nvvm.fma.rz.d(double 0x3FD5555555555555, double 3.0, double 0.1)
  %v68 = bitcast double %a_68 to i64
  %p68 = getelementptr i64, i64 addrspace(1)* %out, i64 68
  store i64 %v68, i64 addrspace(1)* %p68
  br label %b69
b69:
  %a_69 = call float @llvm.nvvm.add.rz.f(float 0x3FF0000000000000, float 0x3E10000000000000)
  %b_69 = bitcast float %a_69 to i32
  %v69 = zext i32 %b_69 to i64
  %p69 = getelementptr i64, i64 addrspace(1)* %out, i64 69
  store i64 %v69, i64 addrspace(1)* %p69
  br label %b70
b70:
  %a_70 = call float @llvm.nvvm.mul.rz.f(float 0x3FD5555560000000, float 0x3FD5555560000000)
  %b_70 = bitcast float %a_70 to i32
  %v70 = zext i32 %b_70 to i64
  %p70 = getelementptr i64, i64 addrspace(1)* %out, i64 70
  store i64 %v70, i64 addrspace(1)* %p70
  br label %b71
b71:
  %a_71 = call float @llvm.nvvm.i2f.rm(i32 16777217)
  %b_71 = bitcast float %a_71 to i32
  %v71 = zext i32 %b_71 to i64
  %p71 = getelementptr i64, i64 addrspace(1)* %out, i64 71
  store i64 %v71, i64 addrspace(1)* %p71
  br label %b72
b72:
  %a_72 = call float @llvm.nvvm.i2f.rm(i32 -16777217)
  %b_72 = bitcast float %a_72 to i32
  %v72 = zext i32 %b_72 to i64
  %p72 = getelementptr i64, i64 addrspace(1)* %out, i64 72
  store i64 %v72, i64 addrspace(1)* %p72
  br label %b73
b73:
  %a_73 = call float @llvm.nvvm.ui2f.rm(i32 -1)
  %b_73 = bitcast float %a_73 to i32
  %v73 = zext i32 %b_73 to i64
  %p73 = getelementptr i64, i64 addrspace(1)* %out, i64 73
  store i64 %v73, i64 addrspace(1)* %p73
  br label %b74
b74:
  %a_74 = call float @llvm.nvvm.ll2f.rm(i64 4611687117939015681)
  %b_74 = bitcast float %a_74 to i32
  %v74 = zext i32 %b_74 to i64
  %p74 = getelementptr i64, i64 addrspace(1)* %out, i64 74
  store i64 %v74, i64 addrspace(1)* %p74
  br label %b75
b75:
  %a_75 = call double @llvm.nvvm.ull2d.rm(i64 -1)
  %v75 = bitcast double %a_75 to i64
  %p75 = getelementptr i64, i64 addrspace(1)* %out, i64 75
  store i64 %v75, i64 addrspace(1)* %p75
  br label %b76
b76:
  %a_76 = call double @llvm.nvvm.ll2d.rm(i64 -1152921504606846977)
  %v76 = bitcast double %a_76 to i64
  %p76 = getelementptr i64, i64 addrspace(1)* %out, i64 76
  store i64 %v76, i64 addrspace(1)* %p76
  br label %b77
b77:
  %a_77 = call float @llvm.nvvm.d2f.rm(double 0x3FB999999999999A)
  %b_77 = bitcast float %a_77 to i32
  %v77 = zext i32 %b_77 to i64
  %p77 = getelementptr i64, i64 addrspace(1)* %out, i64 77
  store i64 %v77, i64 addrspace(1)* %p77
  br label %b78
b78:
  %a_78 = call float @llvm.nvvm.d2f.rm(double 0x48078287F49C4A1D)
  %b_78 = bitcast float %a_78 to i32
  %v78 = zext i32 %b_78 to i64
  %p78 = getelementptr i64, i64 addrspace(1)* %out, i64 78
  store i64 %v78, i64 addrspace(1)* %p78
  br label %b79
b79:
  %a_79 = call float @llvm.nvvm.d2f.rm(double 0xC8078287F49C4A1D)
  %b_79 = bitcast float %a_79 to i32
  %v79 = zext i32 %b_79 to i64
  %p79 = getelementptr i64, i64 addrspace(1)* %out, i64 79
  store i64 %v79, i64 addrspace(1)* %p79
  br label %b80
b80:
  %a_80 = call float @llvm.nvvm.rcp.rm.f(float 3.0)
  %b_80 = bitcast float %a_80 to i32
  %v80 = zext i32 %b_80 to i64
  %p80 = getelementptr i64, i64 addrspace(1)* %out, i64 80
  store i64 %v80, i64 addrspace(1)* %p80
  br label %b81
b81:
  %a_81 = call double @llvm.nvvm.rcp.rm.d(double 3.0)
  %v81 = bitcast double %a_81 to i64
  %p81 = getelementptr i64, i64 addrspace(1)* %out, i64 81
  store i64 %v81, i64 addrspace(1)* %p81
  br label %b82
b82:
  %a_82 = call float @llvm.nvvm.div.rm.f(float -1.0, float 3.0)
  %b_82 = bitcast float %a_82 to i32
  %v82 = zext i32 %b_82 to i64
  %p82 = getelementptr i64, i64 addrspace(1)* %out, i64 82
  store i64 %v82, i64 addrspace(1)* %p82
  br label %b83
b83:
  %a_83 = call double @llvm.nvvm.div.rm.d(double 2.0, double 3.0)
  %v83 = bitcast double %a_83 to i64
  %p83 = getelementptr i64, i64 addrspace(1)* %out, i64 83
  store i64 %v83, i64 addrspace(1)* %p83
  br label %b84
b84:
  %a_84 = call float @llvm.nvvm.sqrt.rm.f(float 2.0)
  %b_84 = bitcast float %a_84 to i32
  %v84 = zext i32 %b_84 to i64
  %p84 = getelementptr i64, i64 addrspace(1)* %out, i64 84
  store i64 %v84, i64 addrspace(1)* %p84
  br label %b85
b85:
  %a_85 = call float @llvm.nvvm.fma.rm.f(float 0x3FD5555560000000, float 3.0, float 0x3FB99999A0000000)
  %b_85 = bitcast float %a_85 to i32
  %v85 = zext i32 %b_85 to i64
  %p85 = getelementptr i64, i64 addrspace(1)* %out, i64 85
  store i64 %v85, i64 addrspace(1)* %p85
  br label %b86
b86:
  %a_86 = call double @llvm.nvvm.fma.rm.d(double 0x3FD5555555555555, double 3.0, double 0.1)
  %v86 = bitcast double %a_86 to i64
  %p86 = getelementptr i64, i64 addrspace(1)* %out, i64 86
  store i64 %v86, i64 addrspace(1)* %p86
  br label %b87
b87:
  %a_87 = call float @llvm.nvvm.add.rm.f(float 0x3FF0000000000000, float 0x3E10000000000000)
  %b_87 = bitcast float %a_87 to i32
  %v87 = zext i32 %b_87 to i64
  %p87 = getelementptr i64, i64 addrspace(1)* %out, i64 87
  store i64 %v87, i64 addrspace(1)* %p87
  br label %b88
b88:
  %a_88 = call float @llvm.nvvm.mul.rm.f(float 0x3FD5555560000000, float 0x3FD5555560000000)
  %b_88 = bitcast float %a_88 to i32
  %v88 = zext i32 %b_88 to i64
  %p88 = getelementptr i64, i64 addrspace(1)* %out, i64 88
  store i64 %v88, i64 addrspace(1)* %p88
  br label %b89
b89:
  %a_89 = call float @llvm.nvvm.i2f.rp(i32 16777217)
  %b_89 = bitcast float %a_89 to i32
  %v89 = zext i32 %b_89 to i64
  %p89 = getelementptr i64, i64 addrspace(1)* %out, i64 89
  store i64 %v89, i64 addrspace(1)* %p89
  br label %b90
b90:
  %a_90 = call float @llvm.nvvm.i2f.rp(i32 -16777217)
  %b_90 = bitcast float %a_90 to i32
  %v90 = zext i32 %b_90 to i64
  %p90 = getelementptr i64, i64 addrspace(1)* %out, i64 90
  store i64 %v90, i64 addrspace(1)* %p90
  br label %b91
b91:
  %a_91 = call float @llvm.nvvm.ui2f.rp(i32 -1)
  %b_91 = bitcast float %a_91 to i32
  %v91 = zext i32 %b_91 to i64
  %p91 = getelementptr i64, i64 addrspace(1)* %out, i64 91
  store i64 %v91, i64 addrspace(1)* %p91
  br label %b92
b92:
  %a_92 = call float @llvm.nvvm.ll2f.rp(i64 4611687117939015681)
  %b_92 = bitcast float %a_92 to i32
  %v92 = zext i32 %b_92 to i64
  %p92 = getelementptr i64, i64 addrspace(1)* %out, i64 92
  store i64 %v92, i64 addrspace(1)* %p92
  br label %b93
b93:
  %a_93 = call double @llvm.nvvm.ull2d.rp(i64 -1)
  %v93 = bitcast double %a_93 to i64
  %p93 = getelementptr i64, i64 addrspace(1)* %out, i64 93
  store i64 %v93, i64 addrspace(1)* %p93
  br label %b94
b94:
  %a_94 = call double @llvm.nvvm.ll2d.rp(i64 -1152921504606846977)
  %v94 = bitcast double %a_94 to i64
  %p94 = getelementptr i64, i64 addrspace(1)* %out, i64 94
  store i64 %v94, i64 addrspace(1)* %p94
  br label %b95
b95:
  %a_95 = call float @llvm.nvvm.d2f.rp(double 0x3FB999999999999A)
  %b_95 = bitcast float %a_95 to i32
  %v95 = zext i32 %b_95 to i64
  %p95 = getelementptr i64, i64 addrspace(1)* %out, i64 95
  store i64 %v95, i64 addrspace(1)* %p95
  br label %b96
b96:
  %a_96 = call float @llvm.nvvm.d2f.rp(double 0x48078287F49C4A1D)
  %b_96 = bitcast float %a_96 to i32
  %v96 = zext i32 %b_96 to i64
  %p96 = getelementptr i64, i64 addrspace(1)* %out, i64 96
  store i64 %v96, i64 addrspace(1)* %p96
  br label %b97
b97:
  %a_97 = call float @llvm.nvvm.d2f.rp(double 0xC8078287F49C4A1D)
  %b_97 = bitcast float %a_97 to i32
  %v97 = zext i32 %b_97 to i64
  %p97 = getelementptr i64, i64 addrspace(1)* %out, i64 97
  store i64 %v97, i64 addrspace(1)* %p97
  br label %b98
b98:
  %a_98 = call float @llvm.nvvm.rcp.rp.f(float 3.0)
  %b_98 = bitcast float %a_98 to i32
  %v98 = zext i32 %b_98 to i64
  %p98 = getelementptr i64, i64 addrspace(1)* %out, i64 98
  store i64 %v98, i64 addrspace(1)* %p98
  br label %b99
b99:
  %a_99 = call double @llvm.nvvm.rcp.rp.d(double 3.0)
  %v99 = bitcast double %a_99 to i64
  %p99 = getelementptr i64, i64 addrspace(1)* %out, i64 99
  store i64 %v99, i64 addrspace(1)* %p99
  br label %b100
b100:
  %a_100 = call float @llvm.nvvm.div.rp.f(float -1.0, float 3.0)
  %b_100 = bitcast float %a_100 to i32
  %v100 = zext i32 %b_100 to i64
  %p100 = getelementptr i64, i64 addrspace(1)* %out, i64 100
  store i64 %v100, i64 addrspace(1)* %p100
  br label %b101
b101:
  %a_101 = call double @llvm.nvvm.div.rp.d(double 2.0, double 3.0)
  %v101 = bitcast double %a_101 to i64
  %p101 = getelementptr i64, i64 addrspace(1)* %out, i64 101
  store i64 %v101, i64 addrspace(1)* %p101
  br label %b102
b102:
  %a_102 = call float @llvm.nvvm.sqrt.rp.f(float 2.0)
  %b_102 = bitcast float %a_102 to i32
  %v102 = zext i32 %b_102 to i64
  %p102 = getelementptr i64, i64 addrspace(1)* %out, i64 102
  store i64 %v102, i64 addrspace(1)* %p102
  br label %b103
b103:
  %a_103 = call float @llvm.nvvm.fma.rp.f(float 0x3FD5555560000000, float 3.0, float 0x3FB99999A0000000)
  %b_103 = bitcast float %a_103 to i32
  %v103 = zext i32 %b_103 to i64
  %p103 = getelementptr i64, i64 addrspace(1)* %out, i64 103
  store i64 %v103, i64 addrspace(1)* %p103
  br label %b104
b104:
  %a_104 = call double @llvm.nvvm.fma.rp.d(double 0x3FD5555555555555, double 3.0, double 0.1)
  %v104 = bitcast double %a_104 to i64
  %p104 = getelementptr i64, i64 addrspace(1)* %out, i64 104
  store i64 %v104, i64 addrspace(1)* %p104
  br label %b105
b105:
  %a_105 = call float @llvm.nvvm.add.rp.f(float 0x3FF0000000000000, float 0x3E10000000000000)
  %b_105 = bitcast float %a_105 to i32
  %v105 = zext i32 %b_105 to i64
  %p105 = getelementptr i64, i64 addrspace(1)* %out, i64 105
  store i64 %v105, i64 addrspace(1)* %p105
  br label %b106
b106:
  %a_106 = call float @llvm.nvvm.mul.rp.f(float 0x3FD5555560000000, float 0x3FD5555560000000)
  %b_106 = bitcast float %a_106 to i32
  %v106 = zext i32 %b_106 to i64
  %p106 = getelementptr i64, i64 addrspace(1)* %out, i64 106
  store i64 %v106, i64 addrspace(1)* %p106
  br label %b107
b107:
  %a_107 = call float @llvm.nvvm.sqrt.f(float 2.0)
  %b_107 = bitcast float %a_107 to i32
  %v107 = zext i32 %b_107 to i64
  %p107 = getelementptr i64, i64 addrspace(1)* %out, i64 107
  store i64 %v107, i64 addrspace(1)* %p107
  br label %b108
b108:
  %a_108 = call float @llvm.nvvm.rcp.rn.ftz.f(float 0x3740000000000000)
  %b_108 = bitcast float %a_108 to i32
  %v108 = zext i32 %b_108 to i64
  %p108 = getelementptr i64, i64 addrspace(1)* %out, i64 108
  store i64 %v108, i64 addrspace(1)* %p108
  br label %b109
b109:
  %a_109 = call float @llvm.nvvm.fma.rn.ftz.f(float 0x3740000000000000, float 1.0, float 0.0)
  %b_109 = bitcast float %a_109 to i32
  %v109 = zext i32 %b_109 to i64
  %p109 = getelementptr i64, i64 addrspace(1)* %out, i64 109
  store i64 %v109, i64 addrspace(1)* %p109
  br label %b110
b110:
  %a_110 = call float @llvm.nvvm.fma.rn.f(float 0x3740000000000000, float 1.0, float 0.0)
  %b_110 = bitcast float %a_110 to i32
  %v110 = zext i32 %b_110 to i64
  %p110 = getelementptr i64, i64 addrspace(1)* %out, i64 110
  store i64 %v110, i64 addrspace(1)* %p110
  br label %b111
b111:
  %a_111 = call float @llvm.nvvm.fabs.ftz.f(float 0xB740000000000000)
  %b_111 = bitcast float %a_111 to i32
  %v111 = zext i32 %b_111 to i64
  %p111 = getelementptr i64, i64 addrspace(1)* %out, i64 111
  store i64 %v111, i64 addrspace(1)* %p111
  br label %b112
b112:
  %a_112 = call float @llvm.nvvm.fabs.f(float 0xB740000000000000)
  %b_112 = bitcast float %a_112 to i32
  %v112 = zext i32 %b_112 to i64
  %p112 = getelementptr i64, i64 addrspace(1)* %out, i64 112
  store i64 %v112, i64 addrspace(1)* %p112
  br label %b113
b113:
  %a_113 = call float @llvm.nvvm.saturate.f(float 0xBFE0000000000000)
  %b_113 = bitcast float %a_113 to i32
  %v113 = zext i32 %b_113 to i64
  %p113 = getelementptr i64, i64 addrspace(1)* %out, i64 113
  store i64 %v113, i64 addrspace(1)* %p113
  br label %b114
b114:
  %a_114 = call float @llvm.nvvm.saturate.f(float 0x3FF8000000000000)
  %b_114 = bitcast float %a_114 to i32
  %v114 = zext i32 %b_114 to i64
  %p114 = getelementptr i64, i64 addrspace(1)* %out, i64 114
  store i64 %v114, i64 addrspace(1)* %p114
  br label %b115
b115:
  %a_115 = call float @llvm.nvvm.saturate.f(float 0x3FD0000000000000)
  %b_115 = bitcast float %a_115 to i32
  %v115 = zext i32 %b_115 to i64
  %p115 = getelementptr i64, i64 addrspace(1)* %out, i64 115
  store i64 %v115, i64 addrspace(1)* %p115
  br label %b116
b116:
  %a_116 = call float @llvm.nvvm.saturate.f(float 0x7FF8000000000000)
  %b_116 = bitcast float %a_116 to i32
  %v116 = zext i32 %b_116 to i64
  %p116 = getelementptr i64, i64 addrspace(1)* %out, i64 116
  store i64 %v116, i64 addrspace(1)* %p116
  br label %b117
b117:
  %a_117 = call float @llvm.nvvm.saturate.f(float 0x8000000000000000)
  %b_117 = bitcast float %a_117 to i32
  %v117 = zext i32 %b_117 to i64
  %p117 = getelementptr i64, i64 addrspace(1)* %out, i64 117
  store i64 %v117, i64 addrspace(1)* %p117
  br label %b118
b118:
  %a_118 = call double @llvm.nvvm.saturate.d(double 2.0)
  %v118 = bitcast double %a_118 to i64
  %p118 = getelementptr i64, i64 addrspace(1)* %out, i64 118
  store i64 %v118, i64 addrspace(1)* %p118
  br label %b119
b119:
  %a_119 = call float @llvm.nvvm.fmin.f(float 0x7FF8000000000000, float 1.0)
  %b_119 = bitcast float %a_119 to i32
  %v119 = zext i32 %b_119 to i64
  %p119 = getelementptr i64, i64 addrspace(1)* %out, i64 119
  store i64 %v119, i64 addrspace(1)* %p119
  br label %b120
b120:
  %a_120 = call float @llvm.nvvm.fmin.f(float -0.0, float 0.0)
  %b_120 = bitcast float %a_120 to i32
  %v120 = zext i32 %b_120 to i64
  %p120 = getelementptr i64, i64 addrspace(1)* %out, i64 120
  store i64 %v120, i64 addrspace(1)* %p120
  br label %b121
b121:
  %a_121 = call float @llvm.nvvm.fmax.f(float -0.0, float 0.0)
  %b_121 = bitcast float %a_121 to i32
  %v121 = zext i32 %b_121 to i64
  %p121 = getelementptr i64, i64 addrspace(1)* %out, i64 121
  store i64 %v121, i64 addrspace(1)* %p121
  br label %b122
b122:
  %a_122 = call float @llvm.nvvm.fmax.ftz.f(float 0xB740000000000000, float -0.0)
  %b_122 = bitcast float %a_122 to i32
  %v122 = zext i32 %b_122 to i64
  %p122 = getelementptr i64, i64 addrspace(1)* %out, i64 122
  store i64 %v122, i64 addrspace(1)* %p122
  br label %b123
b123:
  %a_123 = call double @llvm.nvvm.fmin.d(double 0x7FF8000000000000, double 0x7FF8000000000000)
  %v123 = bitcast double %a_123 to i64
  %p123 = getelementptr i64, i64 addrspace(1)* %out, i64 123
  store i64 %v123, i64 addrspace(1)* %p123
  br label %b124
b124:
  %a_124 = call float @llvm.nvvm.floor.f(float 0xC004000000000000)
  %b_124 = bitcast float %a_124 to i32
  %v124 = zext i32 %b_124 to i64
  %p124 = getelementptr i64, i64 addrspace(1)* %out, i64 124
  store i64 %v124, i64 addrspace(1)* %p124
  br label %b125
b125:
  %a_125 = call float @llvm.nvvm.ceil.f(float 0xC004000000000000)
  %b_125 = bitcast float %a_125 to i32
  %v125 = zext i32 %b_125 to i64
  %p125 = getelementptr i64, i64 addrspace(1)* %out, i64 125
  store i64 %v125, i64 addrspace(1)* %p125
  br label %b126
b126:
  %a_126 = call float @llvm.nvvm.trunc.f(float 0xC004000000000000)
  %b_126 = bitcast float %a_126 to i32
  %v126 = zext i32 %b_126 to i64
  %p126 = getelementptr i64, i64 addrspace(1)* %out, i64 126
  store i64 %v126, i64 addrspace(1)* %p126
  br label %b127
b127:
  %a_127 = call float @llvm.nvvm.round.f(float 0x4004000000000000)
  %b_127 = bitcast float %a_127 to i32
  %v127 = zext i32 %b_127 to i64
  %p127 = getelementptr i64, i64 addrspace(1)* %out, i64 127
  store i64 %v127, i64 addrspace(1)* %p127
  br label %b128
b128:
  %a_128 = call float @llvm.nvvm.round.f(float 0x400C000000000000)
  %b_128 = bitcast float %a_128 to i32
  %v128 = zext i32 %b_128 to i64
  %p128 = getelementptr i64, i64 addrspace(1)* %out, i64 128
  store i64 %v128, i64 addrspace(1)* %p128
  br label %b129
b129:
  %a_129 = call float @llvm.nvvm.round.f(float 0xBFE0000000000000)
  %b_129 = bitcast float %a_129 to i32
  %v129 = zext i32 %b_129 to i64
  %p129 = getelementptr i64, i64 addrspace(1)* %out, i64 129
  store i64 %v129, i64 addrspace(1)* %p129
  br label %b130
b130:
  %a_130 = call double @llvm.nvvm.round.d(double -2.5)
  %v130 = bitcast double %a_130 to i64
  %p130 = getelementptr i64, i64 addrspace(1)* %out, i64 130
  store i64 %v130, i64 addrspace(1)* %p130
  br label %b131
b131:
  %a_131 = call float @llvm.nvvm.floor.ftz.f(float 0xB740000000000000)
  %b_131 = bitcast float %a_131 to i32
  %v131 = zext i32 %b_131 to i64
  %p131 = getelementptr i64, i64 addrspace(1)* %out, i64 131
  store i64 %v131, i64 addrspace(1)* %p131
  br label %b132
b132:
  %a_132 = call float @llvm.nvvm.ex2.approx.f(float 0x3FF8000000000000)
  %b_132 = bitcast float %a_132 to i32
  %v132 = zext i32 %b_132 to i64
  %p132 = getelementptr i64, i64 addrspace(1)* %out, i64 132
  store i64 %v132, i64 addrspace(1)* %p132
  br label %b133
b133:
  %a_133 = call float @llvm.nvvm.lg2.approx.f(float 0x4024000000000000)
  %b_133 = bitcast float %a_133 to i32
  %v133 = zext i32 %b_133 to i64
  %p133 = getelementptr i64, i64 addrspace(1)* %out, i64 133
  store i64 %v133, i64 addrspace(1)* %p133
  br label %b134
b134:
  %a_134 = call float @llvm.nvvm.sin.approx.f(float 0x3FF0000000000000)
  %b_134 = bitcast float %a_134 to i32
  %v134 = zext i32 %b_134 to i64
  %p134 = getelementptr i64, i64 addrspace(1)* %out, i64 134
  store i64 %v134, i64 addrspace(1)* %p134
  br label %b135
b135:
  %a_135 = call float @llvm.nvvm.cos.approx.f(float 0x3FF0000000000000)
  %b_135 = bitcast float %a_135 to i32
  %v135 = zext i32 %b_135 to i64
  %p135 = getelementptr i64, i64 addrspace(1)* %out, i64 135
  store i64 %v135, i64 addrspace(1)* %p135
  br label %b136
b136:
  %a_136 = call float @llvm.nvvm.rsqrt.approx.f(float 0x4000000000000000)
  %b_136 = bitcast float %a_136 to i32
  %v136 = zext i32 %b_136 to i64
  %p136 = getelementptr i64, i64 addrspace(1)* %out, i64 136
  store i64 %v136, i64 addrspace(1)* %p136
  br label %b137
b137:
  %a_137 = call float @llvm.nvvm.ex2.approx.ftz.f(float 0xC05FA00000000000)
  %b_137 = bitcast float %a_137 to i32
  %v137 = zext i32 %b_137 to i64
  %p137 = getelementptr i64, i64 addrspace(1)* %out, i64 137
  store i64 %v137, i64 addrspace(1)* %p137
  br label %b138
b138:
  %a_138 = call float @llvm.nvvm.sqrt.approx.f(float 2.0)
  %b_138 = bitcast float %a_138 to i32
  %v138 = zext i32 %b_138 to i64
  %p138 = getelementptr i64, i64 addrspace(1)* %out, i64 138
  store i64 %v138, i64 addrspace(1)* %p138
  br label %b139
b139:
  %a_139 = call float @llvm.nvvm.div.approx.f(float 1.0, float 3.0)
  %b_139 = bitcast float %a_139 to i32
  %v139 = zext i32 %b_139 to i64
  %p139 = getelementptr i64, i64 addrspace(1)* %out, i64 139
  store i64 %v139, i64 addrspace(1)* %p139
  br label %b140
b140:
  %a_140 = call float @llvm.nvvm.div.approx.f(float 1.0, float 0x47E0000000000000)
  %b_140 = bitcast float %a_140 to i32
  %v140 = zext i32 %b_140 to i64
  %p140 = getelementptr i64, i64 addrspace(1)* %out, i64 140
  store i64 %v140, i64 addrspace(1)* %p140
  br label %b141
b141:
  %a_141 = call double @llvm.nvvm.rsqrt.approx.d(double 2.0)
  %v141 = bitcast double %a_141 to i64
  %p141 = getelementptr i64, i64 addrspace(1)* %out, i64 141
  store i64 %v141, i64 addrspace(1)* %p141
  br label %b142
b142:
  ret void
}

declare double @llvm.nvvm.div.rm.d(double, double)
declare double @llvm.nvvm.div.rn.d(double, double)
declare double @llvm.nvvm.div.rp.d(double, double)
declare double @llvm.nvvm.div.rz.d(double, double)
declare double @llvm.nvvm.fma.rm.d(double, double, double)
declare double @llvm.nvvm.fma.rn.d(double, double, double)
declare double @llvm.nvvm.fma.rp.d(double, double, double)
declare double @llvm.nvvm.fma.rz.d(double, double, double)
declare double @llvm.nvvm.fmin.d(double, double)
declare double @llvm.nvvm.ll2d.rm(i64)
declare double @llvm.nvvm.ll2d.rn(i64)
declare double @llvm.nvvm.ll2d.rp(i64)
declare double @llvm.nvvm.ll2d.rz(i64)
declare double @llvm.nvvm.rcp.rm.d(double)
declare double @llvm.nvvm.rcp.rn.d(double)
declare double @llvm.nvvm.rcp.rp.d(double)
declare double @llvm.nvvm.rcp.rz.d(double)
declare double @llvm.nvvm.round.d(double)
declare double @llvm.nvvm.rsqrt.approx.d(double)
declare double @llvm.nvvm.saturate.d(double)
declare double @llvm.nvvm.ull2d.rm(i64)
declare double @llvm.nvvm.ull2d.rn(i64)
declare double @llvm.nvvm.ull2d.rp(i64)
declare double @llvm.nvvm.ull2d.rz(i64)
declare float @llvm.nvvm.add.rm.f(float, float)
declare float @llvm.nvvm.add.rn.f(float, float)
declare float @llvm.nvvm.add.rp.f(float, float)
declare float @llvm.nvvm.add.rz.f(float, float)
declare float @llvm.nvvm.ceil.f(float)
declare float @llvm.nvvm.cos.approx.f(float)
declare float @llvm.nvvm.d2f.rm(double)
declare float @llvm.nvvm.d2f.rn(double)
declare float @llvm.nvvm.d2f.rp(double)
declare float @llvm.nvvm.d2f.rz(double)
declare float @llvm.nvvm.div.approx.f(float, float)
declare float @llvm.nvvm.div.rm.f(float, float)
declare float @llvm.nvvm.div.rn.f(float, float)
declare float @llvm.nvvm.div.rp.f(float, float)
declare float @llvm.nvvm.div.rz.f(float, float)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare float @llvm.nvvm.fabs.f(float)
declare float @llvm.nvvm.fabs.ftz.f(float)
declare float @llvm.nvvm.floor.f(float)
declare float @llvm.nvvm.floor.ftz.f(float)
declare float @llvm.nvvm.fma.rm.f(float, float, float)
declare float @llvm.nvvm.fma.rn.f(float, float, float)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float)
declare float @llvm.nvvm.fma.rp.f(float, float, float)
declare float @llvm.nvvm.fma.rz.f(float, float, float)
declare float @llvm.nvvm.fmax.f(float, float)
declare float @llvm.nvvm.fmax.ftz.f(float, float)
declare float @llvm.nvvm.fmin.f(float, float)
declare float @llvm.nvvm.i2f.rm(i32)
declare float @llvm.nvvm.i2f.rn(i32)
declare float @llvm.nvvm.i2f.rp(i32)
declare float @llvm.nvvm.i2f.rz(i32)
declare float @llvm.nvvm.lg2.approx.f(float)
declare float @llvm.nvvm.ll2f.rm(i64)
declare float @llvm.nvvm.ll2f.rn(i64)
declare float @llvm.nvvm.ll2f.rp(i64)
declare float @llvm.nvvm.ll2f.rz(i64)
declare float @llvm.nvvm.mul.rm.f(float, float)
declare float @llvm.nvvm.mul.rn.f(float, float)
declare float @llvm.nvvm.mul.rp.f(float, float)
declare float @llvm.nvvm.mul.rz.f(float, float)
declare float @llvm.nvvm.rcp.rm.f(float)
declare float @llvm.nvvm.rcp.rn.f(float)
declare float @llvm.nvvm.rcp.rn.ftz.f(float)
declare float @llvm.nvvm.rcp.rp.f(float)
declare float @llvm.nvvm.rcp.rz.f(float)
declare float @llvm.nvvm.round.f(float)
declare float @llvm.nvvm.rsqrt.approx.f(float)
declare float @llvm.nvvm.saturate.f(float)
declare float @llvm.nvvm.sin.approx.f(float)
declare float @llvm.nvvm.sqrt.approx.f(float)
declare float @llvm.nvvm.sqrt.f(float)
declare float @llvm.nvvm.sqrt.rm.f(float)
declare float @llvm.nvvm.sqrt.rn.f(float)
declare float @llvm.nvvm.sqrt.rp.f(float)
declare float @llvm.nvvm.sqrt.rz.f(float)
declare float @llvm.nvvm.trunc.f(float)
declare float @llvm.nvvm.ui2f.rm(i32)
declare float @llvm.nvvm.ui2f.rn(i32)
declare float @llvm.nvvm.ui2f.rp(i32)
declare float @llvm.nvvm.ui2f.rz(i32)
declare i32 @llvm.nvvm.d2i.rm(double)
declare i32 @llvm.nvvm.f2i.rm(float)
declare i32 @llvm.nvvm.f2i.rn(float)
declare i32 @llvm.nvvm.f2i.rp(float)
declare i32 @llvm.nvvm.f2i.rz(float)
declare i32 @llvm.nvvm.f2i.rz.ftz(float)
declare i32 @llvm.nvvm.f2ui.rn(float)
declare i32 @llvm.nvvm.f2ui.rz(float)
declare i64 @llvm.nvvm.d2ll.rp(double)
declare i64 @llvm.nvvm.d2ull.rn(double)
declare i64 @llvm.nvvm.f2ll.rz(float)

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*)* @nvfp, !"kernel", i32 1}
