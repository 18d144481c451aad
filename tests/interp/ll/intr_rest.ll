; The intrinsics of nvcg_impl/ir/intrinsics.h that the other files do not call, one row each
; (rounding-mode and .ftz variants, conversions, approximations, NVVM integer operations,
; hints), with expected values from exact reference semantics (gen/gen_intr_all.py).
; SM 80
target triple = "nvptx64-nvidia-cuda"

; TEST rest --grid 1 --block 1 buf:i64:397:zero
; OUT 1065353216 0x000000003f800000
; OUT 0 0x0000000000000000
; OUT 4607182418800017408 0x3ff0000000000000
; OUT 1038323258 0x000000003de38e3a
; OUT 4592670820000712476 0x3fbc71c71c71c71c
; OUT 1059760811 0x000000003f2aaaab
; OUT 0 0x0000000000000000
; OUT 1071494103 0x000000003fddb3d7
; OUT 4610479282544200874 0x3ffbb67ae8584caa
; OUT 1065353216 0x000000003f800000
; OUT 0 0x0000000000000000
; OUT 4607182418800017408 0x3ff0000000000000
; OUT 1038323257 0x000000003de38e39
; OUT 4592670820000712475 0x3fbc71c71c71c71b
; OUT 1059760810 0x000000003f2aaaaa
; OUT 0 0x0000000000000000
; OUT 1066192077 0x000000003f8ccccd
; OUT 1051372202 0x000000003eaaaaaa
; OUT 1071494103 0x000000003fddb3d7
; OUT 4610479282544200874 0x3ffbb67ae8584caa
; OUT 1065353216 0x000000003f800000
; OUT 0 0x0000000000000000
; OUT 4607182418800017408 0x3ff0000000000000
; OUT 1038323257 0x000000003de38e39
; OUT 4592670820000712475 0x3fbc71c71c71c71b
; OUT 1059760810 0x000000003f2aaaaa
; OUT 0 0x0000000000000000
; OUT 1066192077 0x000000003f8ccccd
; OUT 1051372202 0x000000003eaaaaaa
; OUT 1071494103 0x000000003fddb3d7
; OUT 4610479282544200874 0x3ffbb67ae8584caa
; OUT 1065353217 0x000000003f800001
; OUT 0 0x0000000000000000
; OUT 4607182418800017409 0x3ff0000000000001
; OUT 1038323258 0x000000003de38e3a
; OUT 4592670820000712476 0x3fbc71c71c71c71c
; OUT 1059760811 0x000000003f2aaaab
; OUT 0 0x0000000000000000
; OUT 1066192078 0x000000003f8cccce
; OUT 1051372203 0x000000003eaaaaab
; OUT 1071494104 0x000000003fddb3d8
; OUT 4610479282544200875 0x3ffbb67ae8584cab
; OUT 0 0x0000000000000000
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -2 0xfffffffffffffffe
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2147483647 0x000000007fffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT -4 0xfffffffffffffffc
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -4 0xfffffffffffffffc
; OUT -4 0xfffffffffffffffc
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 4 0x0000000000000004
; OUT 4 0x0000000000000004
; OUT 4 0x0000000000000004
; OUT 4 0x0000000000000004
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2147483647 0x000000007fffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT -2147483648 0xffffffff80000000
; OUT 0 0x0000000000000000
; OUT -3700000000000 0xfffffca286d07800
; OUT 0 0x0000000000000000
; OUT -4603804719079489536 0xc01c000000000000
; OUT 4751297606861193216 0x41efffffff200000
; OUT 4746794007244308480 0x41dfffffffc00000
; OUT 4746794007244308480 0x41dfffffffc00000
; OUT -4476578029606273024 0xc1e0000000000000
; OUT 4746794007248502784 0x41e0000000000000
; OUT 1593835520 0x000000005f000000
; OUT 1266679808 0x000000004b800000
; OUT 1602224128 0x000000005f800000
; OUT 0 0x0000000000000000
; OUT 1036831949 0x000000003dcccccd
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -2 0xfffffffffffffffe
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2147483647 0x000000007fffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT -3 0xfffffffffffffffd
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -3 0xfffffffffffffffd
; OUT -3 0xfffffffffffffffd
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2147483647 0x000000007fffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT -2147483648 0xffffffff80000000
; OUT 0 0x0000000000000000
; OUT -3700000000000 0xfffffca286d07800
; OUT 0 0x0000000000000000
; OUT -4603804719079489536 0xc01c000000000000
; OUT 4751297606861193216 0x41efffffff200000
; OUT 4746794007244308480 0x41dfffffffc00000
; OUT 4746794007244308480 0x41dfffffffc00000
; OUT -4476578029606273024 0xc1e0000000000000
; OUT 4746794007248502784 0x41e0000000000000
; OUT 1593835520 0x000000005f000000
; OUT 1266679808 0x000000004b800000
; OUT 1602224127 0x000000005f7fffff
; OUT 0 0x0000000000000000
; OUT 1036831948 0x000000003dcccccc
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT -3 0xfffffffffffffffd
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -3 0xfffffffffffffffd
; OUT -3 0xfffffffffffffffd
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -1 0xffffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2147483647 0x000000007fffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT -4 0xfffffffffffffffc
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -4 0xfffffffffffffffc
; OUT -4 0xfffffffffffffffc
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT 2 0x0000000000000002
; OUT -3 0xfffffffffffffffd
; OUT 0 0x0000000000000000
; OUT -3 0xfffffffffffffffd
; OUT 0 0x0000000000000000
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT -1 0xffffffffffffffff
; OUT 0 0x0000000000000000
; OUT 2147483647 0x000000007fffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT -2147483648 0xffffffff80000000
; OUT 0 0x0000000000000000
; OUT -3700000000000 0xfffffca286d07800
; OUT 0 0x0000000000000000
; OUT -4603804719079489536 0xc01c000000000000
; OUT 4751297606861193216 0x41efffffff200000
; OUT 4746794007244308480 0x41dfffffffc00000
; OUT 4746794007244308480 0x41dfffffffc00000
; OUT -4476578029606273024 0xc1e0000000000000
; OUT 4746794007248502784 0x41e0000000000000
; OUT 1593835520 0x000000005f000000
; OUT 1266679808 0x000000004b800000
; OUT 1602224127 0x000000005f7fffff
; OUT 0 0x0000000000000000
; OUT 1036831948 0x000000003dcccccc
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -2 0xfffffffffffffffe
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2147483647 0x000000007fffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT 10000000000 0x00000002540be400
; OUT -3 0xfffffffffffffffd
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -3 0xfffffffffffffffd
; OUT -3 0xfffffffffffffffd
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT -2 0xfffffffffffffffe
; OUT 0 0x0000000000000000
; OUT 4 0x0000000000000004
; OUT 4 0x0000000000000004
; OUT 4 0x0000000000000004
; OUT 4 0x0000000000000004
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2147483647 0x000000007fffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 9223372036854775807 0x7fffffffffffffff
; OUT -1 0xffffffffffffffff
; OUT -2147483648 0xffffffff80000000
; OUT 0 0x0000000000000000
; OUT -3700000000000 0xfffffca286d07800
; OUT 0 0x0000000000000000
; OUT -4603804719079489536 0xc01c000000000000
; OUT 4751297606861193216 0x41efffffff200000
; OUT 4746794007244308480 0x41dfffffffc00000
; OUT 4746794007244308480 0x41dfffffffc00000
; OUT -4476578029606273024 0xc1e0000000000000
; OUT 4746794007248502784 0x41e0000000000000
; OUT 1593835521 0x000000005f000001
; OUT 1266679809 0x000000004b800001
; OUT 1602224128 0x000000005f800000
; OUT 0 0x0000000000000000
; OUT 1036831949 0x000000003dcccccd
; OUT 0 0x0000000000000000
; OUT 48132 0x000000000000bc04
; OUT 16457 0x0000000000004049
; OUT 16968 0x0000000000004248
; OUT 0 0x0000000000000000
; OUT 32768 0x0000000000008000
; OUT 12843 0x000000000000322b
; OUT 0 0x0000000000000000
; OUT 3212918857 0x00000000bf814049
; OUT 3154395720 0x00000000bc044248
; OUT 16457 0x0000000000004049
; OUT 16968 0x0000000000004248
; OUT 3212853321 0x00000000bf804049
; OUT 3154395720 0x00000000bc044248
; OUT 16457 0x0000000000004049
; OUT 16968 0x0000000000004248
; OUT 3223337603 0x00000000c0203a83
; OUT 3238007833 0x00000000c1001419
; OUT 14979 0x0000000000003a83
; OUT 5145 0x0000000000001419
; OUT 3223337603 0x00000000c0203a83
; OUT 3238007832 0x00000000c1001418
; OUT 14979 0x0000000000003a83
; OUT 5144 0x0000000000001418
; OUT 1065361408 0x000000003f802000
; OUT 1065361408 0x000000003f802000
; OUT 1063831479 0x000000003f68c7b7
; OUT 3201634611 0x00000000bed51133
; OUT 1065353216 0x000000003f800000
; OUT 1060439283 0x000000003f3504f3
; OUT 4286578688 0x00000000ff800000
; OUT 0 0x0000000000000000
; OUT 1051372203 0x000000003eaaaaab
; OUT 4599676417989410816 0x3fd5555500000000
; OUT -4611686018427387904 0xc000000000000000
; OUT -4609434218613702656 0xc008000000000000
; OUT -4611686018427387904 0xc000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 1073741824 0x0000000040000000
; OUT 0 0x0000000000000000
; OUT 1061158912 0x000000003f400000
; OUT 4611686018427387904 0x4000000000000000
; OUT -4616189618054758400 0xbff0000000000000
; OUT 0 0x0000000000000000
; OUT 2147483648 0x0000000080000000
; OUT 855638016 0x0000000033000000
; OUT 3 0x0000000000000003
; OUT 3 0x0000000000000003
; OUT 7 0x0000000000000007
; OUT 9 0x0000000000000009
; OUT 32 0x0000000000000020
; OUT 2147483649 0x0000000080000001
; OUT -9223372036854775805 0x8000000000000003
; OUT -9223372036854775805 0x8000000000000003
; OUT 48 0x0000000000000030
; OUT 112 0x0000000000000070
; OUT 2017612633061982208 0x1c00000000000000
; OUT 48 0x0000000000000030
; OUT -8526495043095935641 0x89abcdef01234567
; OUT 6 0x0000000000000006
; OUT 14 0x000000000000000e
; OUT 4 0x0000000000000004
; OUT 4294967295 0x00000000ffffffff
; OUT 4294967295 0x00000000ffffffff
; OUT 0 0x0000000000000000
; OUT 1073217536 0x000000003ff80000
; OUT 4607182418800017409 0x3ff0000000000001
; OUT 1065353216 0x000000003f800000
; OUT 4607182418800017408 0x3ff0000000000000
; OUT 42 0x000000000000002a
; OUT 44 0x000000000000002c
define void @rest(i64 addrspace(1)* %out) {
  br label %b0
b0:
  %a_0 = call float @llvm.nvvm.add.rn.ftz.f(float 0x3FF0000000000000, float 0x3E10000000000000)
  %b_0 = bitcast float %a_0 to i32
  %v0 = zext i32 %b_0 to i64
  %p0 = getelementptr i64, i64 addrspace(1)* %out, i64 0
  store i64 %v0, i64 addrspace(1)* %p0
  br label %b1
b1:
  %a_1 = call float @llvm.nvvm.add.rn.ftz.f(float 0x3740000000000000, float 0x3740000000000000)
  %b_1 = bitcast float %a_1 to i32
  %v1 = zext i32 %b_1 to i64
  %p1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %v1, i64 addrspace(1)* %p1
  br label %b2
b2:
  %a_2 = call double @llvm.nvvm.add.rn.d(double 1.0, double 0x3C30000000000000)
  %v2 = bitcast double %a_2 to i64
  %p2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %v2, i64 addrspace(1)* %p2
  br label %b3
b3:
  %a_3 = call float @llvm.nvvm.mul.rn.ftz.f(float 0x3FD5555560000000, float 0x3FD5555560000000)
  %b_3 = bitcast float %a_3 to i32
  %v3 = zext i32 %b_3 to i64
  %p3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %v3, i64 addrspace(1)* %p3
  br label %b4
b4:
  %a_4 = call double @llvm.nvvm.mul.rn.d(double 0x3FD5555555555555, double 0x3FD5555555555555)
  %v4 = bitcast double %a_4 to i64
  %p4 = getelementptr i64, i64 addrspace(1)* %out, i64 4
  store i64 %v4, i64 addrspace(1)* %p4
  br label %b5
b5:
  %a_5 = call float @llvm.nvvm.div.rn.ftz.f(float 2.0, float 3.0)
  %b_5 = bitcast float %a_5 to i32
  %v5 = zext i32 %b_5 to i64
  %p5 = getelementptr i64, i64 addrspace(1)* %out, i64 5
  store i64 %v5, i64 addrspace(1)* %p5
  br label %b6
b6:
  %a_6 = call float @llvm.nvvm.div.rn.ftz.f(float 0x3740000000000000, float 3.0)
  %b_6 = bitcast float %a_6 to i32
  %v6 = zext i32 %b_6 to i64
  %p6 = getelementptr i64, i64 addrspace(1)* %out, i64 6
  store i64 %v6, i64 addrspace(1)* %p6
  br label %b7
b7:
  %a_7 = call float @llvm.nvvm.sqrt.rn.ftz.f(float 3.0)
  %b_7 = bitcast float %a_7 to i32
  %v7 = zext i32 %b_7 to i64
  %p7 = getelementptr i64, i64 addrspace(1)* %out, i64 7
  store i64 %v7, i64 addrspace(1)* %p7
  br label %b8
b8:
  %a_8 = call double @llvm.nvvm.sqrt.rn.d(double 3.0)
  %v8 = bitcast double %a_8 to i64
  %p8 = getelementptr i64, i64 addrspace(1)* %out, i64 8
  store i64 %v8, i64 addrspace(1)* %p8
  br label %b9
b9:
  %a_9 = call float @llvm.nvvm.add.rz.ftz.f(float 0x3FF0000000000000, float 0x3E10000000000000)
  %b_9 = bitcast float %a_9 to i32
  %v9 = zext i32 %b_9 to i64
  %p9 = getelementptr i64, i64 addrspace(1)* %out, i64 9
  store i64 %v9, i64 addrspace(1)* %p9
  br label %b10
b10:
  %a_10 = call float @llvm.nvvm.add.rz.ftz.f(float 0x3740000000000000, float 0x3740000000000000)
  %b_10 = bitcast float %a_10 to i32
  %v10 = zext i32 %b_10 to i64
  %p10 = getelementptr i64, i64 addrspace(1)* %out, i64 10
  store i64 %v10, i64 addrspace(1)* %p10
  br label %b11
b11:
  %a_11 = call double @llvm.nvvm.add.rz.d(double 1.0, double 0x3C30000000000000)
  %v11 = bitcast double %a_11 to i64
  %p11 = getelementptr i64, i64 addrspace(1)* %out, i64 11
  store i64 %v11, i64 addrspace(1)* %p11
  br label %b12
b12:
  %a_12 = call float @llvm.nvvm.mul.rz.ftz.f(float 0x3FD5555560000000, float 0x3FD5555560000000)
  %b_12 = bitcast float %a_12 to i32
  %v12 = zext i32 %b_12 to i64
  %p12 = getelementptr i64, i64 addrspace(1)* %out, i64 12
  store i64 %v12, i64 addrspace(1)* %p12
  br label %b13
b13:
  %a_13 = call double @llvm.nvvm.mul.rz.d(double 0x3FD5555555555555, double 0x3FD5555555555555)
  %v13 = bitcast double %a_13 to i64
  %p13 = getelementptr i64, i64 addrspace(1)* %out, i64 13
  store i64 %v13, i64 addrspace(1)* %p13
  br label %b14
b14:
  %a_14 = call float @llvm.nvvm.div.rz.ftz.f(float 2.0, float 3.0)
  %b_14 = bitcast float %a_14 to i32
  %v14 = zext i32 %b_14 to i64
  %p14 = getelementptr i64, i64 addrspace(1)* %out, i64 14
  store i64 %v14, i64 addrspace(1)* %p14
  br label %b15
b15:
  %a_15 = call float @llvm.nvvm.div.rz.ftz.f(float 0x3740000000000000, float 3.0)
  %b_15 = bitcast float %a_15 to i32
  %v15 = zext i32 %b_15 to i64
  %p15 = getelementptr i64, i64 addrspace(1)* %out, i64 15
  store i64 %v15, i64 addrspace(1)* %p15
  br label %b16
b16:
  %a_16 = call float @llvm.nvvm.fma.rz.ftz.f(float 0x3FD5555560000000, float 3.0, float 0x3FB99999A0000000)
  %b_16 = bitcast float %a_16 to i32
  %v16 = zext i32 %b_16 to i64
  %p16 = getelementptr i64, i64 addrspace(1)* %out, i64 16
  store i64 %v16, i64 addrspace(1)* %p16
  br label %b17
b17:
  %a_17 = call float @llvm.nvvm.rcp.rz.ftz.f(float 3.0)
  %b_17 = bitcast float %a_17 to i32
  %v17 = zext i32 %b_17 to i64
  %p17 = getelementptr i64, i64 addrspace(1)* %out, i64 17
  store i64 %v17, i64 addrspace(1)* %p17
  br label %b18
b18:
  %a_18 = call float @llvm.nvvm.sqrt.rz.ftz.f(float 3.0)
  %b_18 = bitcast float %a_18 to i32
  %v18 = zext i32 %b_18 to i64
  %p18 = getelementptr i64, i64 addrspace(1)* %out, i64 18
  store i64 %v18, i64 addrspace(1)* %p18
  br label %b19
b19:
  %a_19 = call double @llvm.nvvm.sqrt.rz.d(double 3.0)
  %v19 = bitcast double %a_19 to i64
  %p19 = getelementptr i64, i64 addrspace(1)* %out, i64 19
  store i64 %v19, i64 addrspace(1)* %p19
  br label %b20
b20:
  %a_20 = call float @llvm.nvvm.add.rm.ftz.f(float 0x3FF0000000000000, float 0x3E10000000000000)
  %b_20 = bitcast float %a_20 to i32
  %v20 = zext i32 %b_20 to i64
  %p20 = getelementptr i64, i64 addrspace(1)* %out, i64 20
  store i64 %v20, i64 addrspace(1)* %p20
  br label %b21
b21:
  %a_21 = call float @llvm.nvvm.add.rm.ftz.f(float 0x3740000000000000, float 0x3740000000000000)
  %b_21 = bitcast float %a_21 to i32
  %v21 = zext i32 %b_21 to i64
  %p21 = getelementptr i64, i64 addrspace(1)* %out, i64 21
  store i64 %v21, i64 addrspace(1)* %p21
  br label %b22
b22:
  %a_22 = call double @llvm.nvvm.add.rm.d(double 1.0, double 0x3C30000000000000)
  %v22 = bitcast double %a_22 to i64
  %p22 = getelementptr i64, i64 addrspace(1)* %out, i64 22
  store i64 %v22, i64 addrspace(1)* %p22
  br label %b23
b23:
  %a_23 = call float @llvm.nvvm.mul.rm.ftz.f(float 0x3FD5555560000000, float 0x3FD5555560000000)
  %b_23 = bitcast float %a_23 to i32
  %v23 = zext i32 %b_23 to i64
  %p23 = getelementptr i64, i64 addrspace(1)* %out, i64 23
  store i64 %v23, i64 addrspace(1)* %p23
  br label %b24
b24:
  %a_24 = call double @llvm.nvvm.mul.rm.d(double 0x3FD5555555555555, double 0x3FD5555555555555)
  %v24 = bitcast double %a_24 to i64
  %p24 = getelementptr i64, i64 addrspace(1)* %out, i64 24
  store i64 %v24, i64 addrspace(1)* %p24
  br label %b25
b25:
  %a_25 = call float @llvm.nvvm.div.rm.ftz.f(float 2.0, float 3.0)
  %b_25 = bitcast float %a_25 to i32
  %v25 = zext i32 %b_25 to i64
  %p25 = getelementptr i64, i64 addrspace(1)* %out, i64 25
  store i64 %v25, i64 addrspace(1)* %p25
  br label %b26
b26:
  %a_26 = call float @llvm.nvvm.div.rm.ftz.f(float 0x3740000000000000, float 3.0)
  %b_26 = bitcast float %a_26 to i32
  %v26 = zext i32 %b_26 to i64
  %p26 = getelementptr i64, i64 addrspace(1)* %out, i64 26
  store i64 %v26, i64 addrspace(1)* %p26
  br label %b27
b27:
  %a_27 = call float @llvm.nvvm.fma.rm.ftz.f(float 0x3FD5555560000000, float 3.0, float 0x3FB99999A0000000)
  %b_27 = bitcast float %a_27 to i32
  %v27 = zext i32 %b_27 to i64
  %p27 = getelementptr i64, i64 addrspace(1)* %out, i64 27
  store i64 %v27, i64 addrspace(1)* %p27
  br label %b28
b28:
  %a_28 = call float @llvm.nvvm.rcp.rm.ftz.f(float 3.0)
  %b_28 = bitcast float %a_28 to i32
  %v28 = zext i32 %b_28 to i64
  %p28 = getelementptr i64, i64 addrspace(1)* %out, i64 28
  store i64 %v28, i64 addrspace(1)* %p28
  br label %b29
b29:
  %a_29 = call float @llvm.nvvm.sqrt.rm.ftz.f(float 3.0)
  %b_29 = bitcast float %a_29 to i32
  %v29 = zext i32 %b_29 to i64
  %p29 = getelementptr i64, i64 addrspace(1)* %out, i64 29
  store i64 %v29, i64 addrspace(1)* %p29
  br label %b30
b30:
  %a_30 = call double @llvm.nvvm.sqrt.rm.d(double 3.0)
  %v30 = bitcast double %a_30 to i64
  %p30 = getelementptr i64, i64 addrspace(1)* %out, i64 30
  store i64 %v30, i64 addrspace(1)* %p30
  br label %b31
b31:
  %a_31 = call float @llvm.nvvm.add.rp.ftz.f(float 0x3FF0000000000000, float 0x3E10000000000000)
  %b_31 = bitcast float %a_31 to i32
  %v31 = zext i32 %b_31 to i64
  %p31 = getelementptr i64, i64 addrspace(1)* %out, i64 31
  store i64 %v31, i64 addrspace(1)* %p31
  br label %b32
b32:
  %a_32 = call float @llvm.nvvm.add.rp.ftz.f(float 0x3740000000000000, float 0x3740000000000000)
  %b_32 = bitcast float %a_32 to i32
  %v32 = zext i32 %b_32 to i64
  %p32 = getelementptr i64, i64 addrspace(1)* %out, i64 32
  store i64 %v32, i64 addrspace(1)* %p32
  br label %b33
b33:
  %a_33 = call double @llvm.nvvm.add.rp.d(double 1.0, double 0x3C30000000000000)
  %v33 = bitcast double %a_33 to i64
  %p33 = getelementptr i64, i64 addrspace(1)* %out, i64 33
  store i64 %v33, i64 addrspace(1)* %p33
  br label %b34
b34:
  %a_34 = call float @llvm.nvvm.mul.rp.ftz.f(float 0x3FD5555560000000, float 0x3FD5555560000000)
  %b_34 = bitcast float %a_34 to i32
  %v34 = zext i32 %b_34 to i64
  %p34 = getelementptr i64, i64 addrspace(1)* %out, i64 34
  store i64 %v34, i64 addrspace(1)* %p34
  br label %b35
b35:
  %a_35 = call double @llvm.nvvm.mul.rp.d(double 0x3FD5555555555555, double 0x3FD5555555555555)
  %v35 = bitcast double %a_35 to i64
  %p35 = getelementptr i64, i64 addrspace(1)* %out, i64 35
  store i64 %v35, i64 addrspace(1)* %p35
  br label %b36
b36:
  %a_36 = call float @llvm.nvvm.div.rp.ftz.f(float 2.0, float 3.0)
  %b_36 = bitcast float %a_36 to i32
  %v36 = zext i32 %b_36 to i64
  %p36 = getelementptr i64, i64 addrspace(1)* %out, i64 36
  store i64 %v36, i64 addrspace(1)* %p36
  br label %b37
b37:
  %a_37 = call float @llvm.nvvm.div.rp.ftz.f(float 0x3740000000000000, float 3.0)
  %b_37 = bitcast float %a_37 to i32
  %v37 = zext i32 %b_37 to i64
  %p37 = getelementptr i64, i64 addrspace(1)* %out, i64 37
  store i64 %v37, i64 addrspace(1)* %p37
  br label %b38
b38:
  %a_38 = call float @llvm.nvvm.fma.rp.ftz.f(float 0x3FD5555560000000, float 3.0, float 0x3FB99999A0000000)
  %b_38 = bitcast float %a_38 to i32
  %v38 = zext i32 %b_38 to i64
  %p38 = getelementptr i64, i64 addrspace(1)* %out, i64 38
  store i64 %v38, i64 addrspace(1)* %p38
  br label %b39
b39:
  %a_39 = call float @llvm.nvvm.rcp.rp.ftz.f(float 3.0)
  %b_39 = bitcast float %a_39 to i32
  %v39 = zext i32 %b_39 to i64
  %p39 = getelementptr i64, i64 addrspace(1)* %out, i64 39
  store i64 %v39, i64 addrspace(1)* %p39
  br label %b40
b40:
  %a_40 = call float @llvm.nvvm.sqrt.rp.ftz.f(float 3.0)
  %b_40 = bitcast float %a_40 to i32
  %v40 = zext i32 %b_40 to i64
  %p40 = getelementptr i64, i64 addrspace(1)* %out, i64 40
  store i64 %v40, i64 addrspace(1)* %p40
  br label %b41
b41:
  %a_41 = call double @llvm.nvvm.sqrt.rp.d(double 3.0)
  %v41 = bitcast double %a_41 to i64
  %p41 = getelementptr i64, i64 addrspace(1)* %out, i64 41
  store i64 %v41, i64 addrspace(1)* %p41
  br label %b42
b42:
  %a_42 = call float @llvm.nvvm.sqrt.rn.ftz.f(float 0x3740000000000000)
  %b_42 = bitcast float %a_42 to i32
  %v42 = zext i32 %b_42 to i64
  %p42 = getelementptr i64, i64 addrspace(1)* %out, i64 42
  store i64 %v42, i64 addrspace(1)* %p42
  br label %b43
b43:
  %a_43 = call i32 @llvm.nvvm.f2i.rn.ftz(float 0x4004000000000000)
  %v43 = sext i32 %a_43 to i64
  %p43 = getelementptr i64, i64 addrspace(1)* %out, i64 43
  store i64 %v43, i64 addrspace(1)* %p43
  br label %b44
b44:
  %a_44 = call i32 @llvm.nvvm.f2ui.rn(float 0x4004000000000000)
  %v44 = zext i32 %a_44 to i64
  %p44 = getelementptr i64, i64 addrspace(1)* %out, i64 44
  store i64 %v44, i64 addrspace(1)* %p44
  br label %b45
b45:
  %a_45 = call i32 @llvm.nvvm.f2ui.rn.ftz(float 0x4004000000000000)
  %v45 = zext i32 %a_45 to i64
  %p45 = getelementptr i64, i64 addrspace(1)* %out, i64 45
  store i64 %v45, i64 addrspace(1)* %p45
  br label %b46
b46:
  %v46 = call i64 @llvm.nvvm.f2ll.rn(float 0x4004000000000000)
  %p46 = getelementptr i64, i64 addrspace(1)* %out, i64 46
  store i64 %v46, i64 addrspace(1)* %p46
  br label %b47
b47:
  %v47 = call i64 @llvm.nvvm.f2ll.rn.ftz(float 0x4004000000000000)
  %p47 = getelementptr i64, i64 addrspace(1)* %out, i64 47
  store i64 %v47, i64 addrspace(1)* %p47
  br label %b48
b48:
  %v48 = call i64 @llvm.nvvm.f2ull.rn(float 0x4004000000000000)
  %p48 = getelementptr i64, i64 addrspace(1)* %out, i64 48
  store i64 %v48, i64 addrspace(1)* %p48
  br label %b49
b49:
  %v49 = call i64 @llvm.nvvm.f2ull.rn.ftz(float 0x4004000000000000)
  %p49 = getelementptr i64, i64 addrspace(1)* %out, i64 49
  store i64 %v49, i64 addrspace(1)* %p49
  br label %b50
b50:
  %a_50 = call i32 @llvm.nvvm.f2i.rn.ftz(float 0xC004000000000000)
  %v50 = sext i32 %a_50 to i64
  %p50 = getelementptr i64, i64 addrspace(1)* %out, i64 50
  store i64 %v50, i64 addrspace(1)* %p50
  br label %b51
b51:
  %a_51 = call i32 @llvm.nvvm.f2ui.rn(float 0xC004000000000000)
  %v51 = zext i32 %a_51 to i64
  %p51 = getelementptr i64, i64 addrspace(1)* %out, i64 51
  store i64 %v51, i64 addrspace(1)* %p51
  br label %b52
b52:
  %a_52 = call i32 @llvm.nvvm.f2ui.rn.ftz(float 0xC004000000000000)
  %v52 = zext i32 %a_52 to i64
  %p52 = getelementptr i64, i64 addrspace(1)* %out, i64 52
  store i64 %v52, i64 addrspace(1)* %p52
  br label %b53
b53:
  %v53 = call i64 @llvm.nvvm.f2ll.rn(float 0xC004000000000000)
  %p53 = getelementptr i64, i64 addrspace(1)* %out, i64 53
  store i64 %v53, i64 addrspace(1)* %p53
  br label %b54
b54:
  %v54 = call i64 @llvm.nvvm.f2ll.rn.ftz(float 0xC004000000000000)
  %p54 = getelementptr i64, i64 addrspace(1)* %out, i64 54
  store i64 %v54, i64 addrspace(1)* %p54
  br label %b55
b55:
  %v55 = call i64 @llvm.nvvm.f2ull.rn(float 0xC004000000000000)
  %p55 = getelementptr i64, i64 addrspace(1)* %out, i64 55
  store i64 %v55, i64 addrspace(1)* %p55
  br label %b56
b56:
  %v56 = call i64 @llvm.nvvm.f2ull.rn.ftz(float 0xC004000000000000)
  %p56 = getelementptr i64, i64 addrspace(1)* %out, i64 56
  store i64 %v56, i64 addrspace(1)* %p56
  br label %b57
b57:
  %a_57 = call i32 @llvm.nvvm.f2i.rn.ftz(float 0xBFE0000000000000)
  %v57 = sext i32 %a_57 to i64
  %p57 = getelementptr i64, i64 addrspace(1)* %out, i64 57
  store i64 %v57, i64 addrspace(1)* %p57
  br label %b58
b58:
  %a_58 = call i32 @llvm.nvvm.f2ui.rn(float 0xBFE0000000000000)
  %v58 = zext i32 %a_58 to i64
  %p58 = getelementptr i64, i64 addrspace(1)* %out, i64 58
  store i64 %v58, i64 addrspace(1)* %p58
  br label %b59
b59:
  %a_59 = call i32 @llvm.nvvm.f2ui.rn.ftz(float 0xBFE0000000000000)
  %v59 = zext i32 %a_59 to i64
  %p59 = getelementptr i64, i64 addrspace(1)* %out, i64 59
  store i64 %v59, i64 addrspace(1)* %p59
  br label %b60
b60:
  %v60 = call i64 @llvm.nvvm.f2ll.rn(float 0xBFE0000000000000)
  %p60 = getelementptr i64, i64 addrspace(1)* %out, i64 60
  store i64 %v60, i64 addrspace(1)* %p60
  br label %b61
b61:
  %v61 = call i64 @llvm.nvvm.f2ll.rn.ftz(float 0xBFE0000000000000)
  %p61 = getelementptr i64, i64 addrspace(1)* %out, i64 61
  store i64 %v61, i64 addrspace(1)* %p61
  br label %b62
b62:
  %v62 = call i64 @llvm.nvvm.f2ull.rn(float 0xBFE0000000000000)
  %p62 = getelementptr i64, i64 addrspace(1)* %out, i64 62
  store i64 %v62, i64 addrspace(1)* %p62
  br label %b63
b63:
  %v63 = call i64 @llvm.nvvm.f2ull.rn.ftz(float 0xBFE0000000000000)
  %p63 = getelementptr i64, i64 addrspace(1)* %out, i64 63
  store i64 %v63, i64 addrspace(1)* %p63
  br label %b64
b64:
  %a_64 = call i32 @llvm.nvvm.f2i.rn.ftz(float 0x4202A05F20000000)
  %v64 = sext i32 %a_64 to i64
  %p64 = getelementptr i64, i64 addrspace(1)* %out, i64 64
  store i64 %v64, i64 addrspace(1)* %p64
  br label %b65
b65:
  %a_65 = call i32 @llvm.nvvm.f2ui.rn(float 0x4202A05F20000000)
  %v65 = zext i32 %a_65 to i64
  %p65 = getelementptr i64, i64 addrspace(1)* %out, i64 65
  store i64 %v65, i64 addrspace(1)* %p65
  br label %b66
b66:
  %a_66 = call i32 @llvm.nvvm.f2ui.rn.ftz(float 0x4202A05F20000000)
  %v66 = zext i32 %a_66 to i64
  %p66 = getelementptr i64, i64 addrspace(1)* %out, i64 66
  store i64 %v66, i64 addrspace(1)* %p66
  br label %b67
b67:
  %v67 = call i64 @llvm.nvvm.f2ll.rn(float 0x4202A05F20000000)
  %p67 = getelementptr i64, i64 addrspace(1)* %out, i64 67
  store i64 %v67, i64 addrspace(1)* %p67
  br label %b68
b68:
  %v68 = call i64 @llvm.nvvm.f2ll.rn.ftz(float 0x4202A05F20000000)
  %p68 = getelementptr i64, i64 addrspace(1)* %out, i64 68
  store i64 %v68, i64 addrspace(1)* %p68
  br label %b69
b69:
  %v69 = call i64 @llvm.nvvm.f2ull.rn(float 0x4202A05F20000000)
  %p69 = getelementptr i64, i64 addrspace(1)* %out, i64 69
  store i64 %v69, i64 addrspace(1)* %p69
  br label %b70
b70:
  %v70 = call i64 @llvm.nvvm.f2ull.rn.ftz(float 0x4202A05F20000000)
  %p70 = getelementptr i64, i64 addrspace(1)* %out, i64 70
  store i64 %v70, i64 addrspace(1)* %p70
  br label %b71
b71:
  %a_71 = call i32 @llvm.nvvm.f2i.rn.ftz(float 0xC00D9999A0000000)
  %v71 = sext i32 %a_71 to i64
  %p71 = getelementptr i64, i64 addrspace(1)* %out, i64 71
  store i64 %v71, i64 addrspace(1)* %p71
  br label %b72
b72:
  %a_72 = call i32 @llvm.nvvm.f2ui.rn(float 0xC00D9999A0000000)
  %v72 = zext i32 %a_72 to i64
  %p72 = getelementptr i64, i64 addrspace(1)* %out, i64 72
  store i64 %v72, i64 addrspace(1)* %p72
  br label %b73
b73:
  %a_73 = call i32 @llvm.nvvm.f2ui.rn.ftz(float 0xC00D9999A0000000)
  %v73 = zext i32 %a_73 to i64
  %p73 = getelementptr i64, i64 addrspace(1)* %out, i64 73
  store i64 %v73, i64 addrspace(1)* %p73
  br label %b74
b74:
  %v74 = call i64 @llvm.nvvm.f2ll.rn(float 0xC00D9999A0000000)
  %p74 = getelementptr i64, i64 addrspace(1)* %out, i64 74
  store i64 %v74, i64 addrspace(1)* %p74
  br label %b75
b75:
  %v75 = call i64 @llvm.nvvm.f2ll.rn.ftz(float 0xC00D9999A0000000)
  %p75 = getelementptr i64, i64 addrspace(1)* %out, i64 75
  store i64 %v75, i64 addrspace(1)* %p75
  br label %b76
b76:
  %v76 = call i64 @llvm.nvvm.f2ull.rn(float 0xC00D9999A0000000)
  %p76 = getelementptr i64, i64 addrspace(1)* %out, i64 76
  store i64 %v76, i64 addrspace(1)* %p76
  br label %b77
b77:
  %v77 = call i64 @llvm.nvvm.f2ull.rn.ftz(float 0xC00D9999A0000000)
  %p77 = getelementptr i64, i64 addrspace(1)* %out, i64 77
  store i64 %v77, i64 addrspace(1)* %p77
  br label %b78
b78:
  %a_78 = call i32 @llvm.nvvm.d2i.rn(double 0x4004000000000000)
  %v78 = sext i32 %a_78 to i64
  %p78 = getelementptr i64, i64 addrspace(1)* %out, i64 78
  store i64 %v78, i64 addrspace(1)* %p78
  br label %b79
b79:
  %a_79 = call i32 @llvm.nvvm.d2ui.rn(double 0x4004000000000000)
  %v79 = zext i32 %a_79 to i64
  %p79 = getelementptr i64, i64 addrspace(1)* %out, i64 79
  store i64 %v79, i64 addrspace(1)* %p79
  br label %b80
b80:
  %v80 = call i64 @llvm.nvvm.d2ll.rn(double 0x4004000000000000)
  %p80 = getelementptr i64, i64 addrspace(1)* %out, i64 80
  store i64 %v80, i64 addrspace(1)* %p80
  br label %b81
b81:
  %v81 = call i64 @llvm.nvvm.d2ull.rn(double 0x4004000000000000)
  %p81 = getelementptr i64, i64 addrspace(1)* %out, i64 81
  store i64 %v81, i64 addrspace(1)* %p81
  br label %b82
b82:
  %a_82 = call i32 @llvm.nvvm.d2i.rn(double 0xC004000000000000)
  %v82 = sext i32 %a_82 to i64
  %p82 = getelementptr i64, i64 addrspace(1)* %out, i64 82
  store i64 %v82, i64 addrspace(1)* %p82
  br label %b83
b83:
  %a_83 = call i32 @llvm.nvvm.d2ui.rn(double 0xC004000000000000)
  %v83 = zext i32 %a_83 to i64
  %p83 = getelementptr i64, i64 addrspace(1)* %out, i64 83
  store i64 %v83, i64 addrspace(1)* %p83
  br label %b84
b84:
  %v84 = call i64 @llvm.nvvm.d2ll.rn(double 0xC004000000000000)
  %p84 = getelementptr i64, i64 addrspace(1)* %out, i64 84
  store i64 %v84, i64 addrspace(1)* %p84
  br label %b85
b85:
  %v85 = call i64 @llvm.nvvm.d2ull.rn(double 0xC004000000000000)
  %p85 = getelementptr i64, i64 addrspace(1)* %out, i64 85
  store i64 %v85, i64 addrspace(1)* %p85
  br label %b86
b86:
  %a_86 = call i32 @llvm.nvvm.d2i.rn(double 0x400C000000000000)
  %v86 = sext i32 %a_86 to i64
  %p86 = getelementptr i64, i64 addrspace(1)* %out, i64 86
  store i64 %v86, i64 addrspace(1)* %p86
  br label %b87
b87:
  %a_87 = call i32 @llvm.nvvm.d2ui.rn(double 0x400C000000000000)
  %v87 = zext i32 %a_87 to i64
  %p87 = getelementptr i64, i64 addrspace(1)* %out, i64 87
  store i64 %v87, i64 addrspace(1)* %p87
  br label %b88
b88:
  %v88 = call i64 @llvm.nvvm.d2ll.rn(double 0x400C000000000000)
  %p88 = getelementptr i64, i64 addrspace(1)* %out, i64 88
  store i64 %v88, i64 addrspace(1)* %p88
  br label %b89
b89:
  %v89 = call i64 @llvm.nvvm.d2ull.rn(double 0x400C000000000000)
  %p89 = getelementptr i64, i64 addrspace(1)* %out, i64 89
  store i64 %v89, i64 addrspace(1)* %p89
  br label %b90
b90:
  %a_90 = call i32 @llvm.nvvm.d2i.rn(double 0x81A56E1FC2F8F359)
  %v90 = sext i32 %a_90 to i64
  %p90 = getelementptr i64, i64 addrspace(1)* %out, i64 90
  store i64 %v90, i64 addrspace(1)* %p90
  br label %b91
b91:
  %a_91 = call i32 @llvm.nvvm.d2ui.rn(double 0x81A56E1FC2F8F359)
  %v91 = zext i32 %a_91 to i64
  %p91 = getelementptr i64, i64 addrspace(1)* %out, i64 91
  store i64 %v91, i64 addrspace(1)* %p91
  br label %b92
b92:
  %v92 = call i64 @llvm.nvvm.d2ll.rn(double 0x81A56E1FC2F8F359)
  %p92 = getelementptr i64, i64 addrspace(1)* %out, i64 92
  store i64 %v92, i64 addrspace(1)* %p92
  br label %b93
b93:
  %v93 = call i64 @llvm.nvvm.d2ull.rn(double 0x81A56E1FC2F8F359)
  %p93 = getelementptr i64, i64 addrspace(1)* %out, i64 93
  store i64 %v93, i64 addrspace(1)* %p93
  br label %b94
b94:
  %a_94 = call i32 @llvm.nvvm.d2i.rn(double 0x7E37E43C8800759C)
  %v94 = sext i32 %a_94 to i64
  %p94 = getelementptr i64, i64 addrspace(1)* %out, i64 94
  store i64 %v94, i64 addrspace(1)* %p94
  br label %b95
b95:
  %a_95 = call i32 @llvm.nvvm.d2ui.rn(double 0x7E37E43C8800759C)
  %v95 = zext i32 %a_95 to i64
  %p95 = getelementptr i64, i64 addrspace(1)* %out, i64 95
  store i64 %v95, i64 addrspace(1)* %p95
  br label %b96
b96:
  %v96 = call i64 @llvm.nvvm.d2ll.rn(double 0x7E37E43C8800759C)
  %p96 = getelementptr i64, i64 addrspace(1)* %out, i64 96
  store i64 %v96, i64 addrspace(1)* %p96
  br label %b97
b97:
  %v97 = call i64 @llvm.nvvm.d2ull.rn(double 0x7E37E43C8800759C)
  %p97 = getelementptr i64, i64 addrspace(1)* %out, i64 97
  store i64 %v97, i64 addrspace(1)* %p97
  br label %b98
b98:
  %a_98 = call i32 @llvm.nvvm.d2i.rn(double 0xC28AEBC97C400000)
  %v98 = sext i32 %a_98 to i64
  %p98 = getelementptr i64, i64 addrspace(1)* %out, i64 98
  store i64 %v98, i64 addrspace(1)* %p98
  br label %b99
b99:
  %a_99 = call i32 @llvm.nvvm.d2ui.rn(double 0xC28AEBC97C400000)
  %v99 = zext i32 %a_99 to i64
  %p99 = getelementptr i64, i64 addrspace(1)* %out, i64 99
  store i64 %v99, i64 addrspace(1)* %p99
  br label %b100
b100:
  %v100 = call i64 @llvm.nvvm.d2ll.rn(double 0xC28AEBC97C400000)
  %p100 = getelementptr i64, i64 addrspace(1)* %out, i64 100
  store i64 %v100, i64 addrspace(1)* %p100
  br label %b101
b101:
  %v101 = call i64 @llvm.nvvm.d2ull.rn(double 0xC28AEBC97C400000)
  %p101 = getelementptr i64, i64 addrspace(1)* %out, i64 101
  store i64 %v101, i64 addrspace(1)* %p101
  br label %b102
b102:
  %a_102 = call double @llvm.nvvm.i2d.rn(i32 -7)
  %v102 = bitcast double %a_102 to i64
  %p102 = getelementptr i64, i64 addrspace(1)* %out, i64 102
  store i64 %v102, i64 addrspace(1)* %p102
  br label %b103
b103:
  %a_103 = call double @llvm.nvvm.ui2d.rn(i32 -7)
  %v103 = bitcast double %a_103 to i64
  %p103 = getelementptr i64, i64 addrspace(1)* %out, i64 103
  store i64 %v103, i64 addrspace(1)* %p103
  br label %b104
b104:
  %a_104 = call double @llvm.nvvm.i2d.rn(i32 2147483647)
  %v104 = bitcast double %a_104 to i64
  %p104 = getelementptr i64, i64 addrspace(1)* %out, i64 104
  store i64 %v104, i64 addrspace(1)* %p104
  br label %b105
b105:
  %a_105 = call double @llvm.nvvm.ui2d.rn(i32 2147483647)
  %v105 = bitcast double %a_105 to i64
  %p105 = getelementptr i64, i64 addrspace(1)* %out, i64 105
  store i64 %v105, i64 addrspace(1)* %p105
  br label %b106
b106:
  %a_106 = call double @llvm.nvvm.i2d.rn(i32 -2147483648)
  %v106 = bitcast double %a_106 to i64
  %p106 = getelementptr i64, i64 addrspace(1)* %out, i64 106
  store i64 %v106, i64 addrspace(1)* %p106
  br label %b107
b107:
  %a_107 = call double @llvm.nvvm.ui2d.rn(i32 -2147483648)
  %v107 = bitcast double %a_107 to i64
  %p107 = getelementptr i64, i64 addrspace(1)* %out, i64 107
  store i64 %v107, i64 addrspace(1)* %p107
  br label %b108
b108:
  %a_108 = call float @llvm.nvvm.ull2f.rn(i64 -9223372036854775807)
  %b_108 = bitcast float %a_108 to i32
  %v108 = zext i32 %b_108 to i64
  %p108 = getelementptr i64, i64 addrspace(1)* %out, i64 108
  store i64 %v108, i64 addrspace(1)* %p108
  br label %b109
b109:
  %a_109 = call float @llvm.nvvm.ull2f.rn(i64 16777217)
  %b_109 = bitcast float %a_109 to i32
  %v109 = zext i32 %b_109 to i64
  %p109 = getelementptr i64, i64 addrspace(1)* %out, i64 109
  store i64 %v109, i64 addrspace(1)* %p109
  br label %b110
b110:
  %a_110 = call float @llvm.nvvm.ull2f.rn(i64 -1)
  %b_110 = bitcast float %a_110 to i32
  %v110 = zext i32 %b_110 to i64
  %p110 = getelementptr i64, i64 addrspace(1)* %out, i64 110
  store i64 %v110, i64 addrspace(1)* %p110
  br label %b111
b111:
  %a_111 = call float @llvm.nvvm.d2f.rn.ftz(double 0x37D5C72FB1552D83)
  %b_111 = bitcast float %a_111 to i32
  %v111 = zext i32 %b_111 to i64
  %p111 = getelementptr i64, i64 addrspace(1)* %out, i64 111
  store i64 %v111, i64 addrspace(1)* %p111
  br label %b112
b112:
  %a_112 = call float @llvm.nvvm.d2f.rn.ftz(double 0x3FB999999999999A)
  %b_112 = bitcast float %a_112 to i32
  %v112 = zext i32 %b_112 to i64
  %p112 = getelementptr i64, i64 addrspace(1)* %out, i64 112
  store i64 %v112, i64 addrspace(1)* %p112
  br label %b113
b113:
  %a_113 = call i32 @llvm.nvvm.f2i.rz.ftz(float 0x4004000000000000)
  %v113 = sext i32 %a_113 to i64
  %p113 = getelementptr i64, i64 addrspace(1)* %out, i64 113
  store i64 %v113, i64 addrspace(1)* %p113
  br label %b114
b114:
  %a_114 = call i32 @llvm.nvvm.f2ui.rz(float 0x4004000000000000)
  %v114 = zext i32 %a_114 to i64
  %p114 = getelementptr i64, i64 addrspace(1)* %out, i64 114
  store i64 %v114, i64 addrspace(1)* %p114
  br label %b115
b115:
  %a_115 = call i32 @llvm.nvvm.f2ui.rz.ftz(float 0x4004000000000000)
  %v115 = zext i32 %a_115 to i64
  %p115 = getelementptr i64, i64 addrspace(1)* %out, i64 115
  store i64 %v115, i64 addrspace(1)* %p115
  br label %b116
b116:
  %v116 = call i64 @llvm.nvvm.f2ll.rz(float 0x4004000000000000)
  %p116 = getelementptr i64, i64 addrspace(1)* %out, i64 116
  store i64 %v116, i64 addrspace(1)* %p116
  br label %b117
b117:
  %v117 = call i64 @llvm.nvvm.f2ll.rz.ftz(float 0x4004000000000000)
  %p117 = getelementptr i64, i64 addrspace(1)* %out, i64 117
  store i64 %v117, i64 addrspace(1)* %p117
  br label %b118
b118:
  %v118 = call i64 @llvm.nvvm.f2ull.rz(float 0x4004000000000000)
  %p118 = getelementptr i64, i64 addrspace(1)* %out, i64 118
  store i64 %v118, i64 addrspace(1)* %p118
  br label %b119
b119:
  %v119 = call i64 @llvm.nvvm.f2ull.rz.ftz(float 0x4004000000000000)
  %p119 = getelementptr i64, i64 addrspace(1)* %out, i64 119
  store i64 %v119, i64 addrspace(1)* %p119
  br label %b120
b120:
  %a_120 = call i32 @llvm.nvvm.f2i.rz.ftz(float 0xC004000000000000)
  %v120 = sext i32 %a_120 to i64
  %p120 = getelementptr i64, i64 addrspace(1)* %out, i64 120
  store i64 %v120, i64 addrspace(1)* %p120
  br label %b121
b121:
  %a_121 = call i32 @llvm.nvvm.f2ui.rz(float 0xC004000000000000)
  %v121 = zext i32 %a_121 to i64
  %p121 = getelementptr i64, i64 addrspace(1)* %out, i64 121
  store i64 %v121, i64 addrspace(1)* %p121
  br label %b122
b122:
  %a_122 = call i32 @llvm.nvvm.f2ui.rz.ftz(float 0xC004000000000000)
  %v122 = zext i32 %a_122 to i64
  %p122 = getelementptr i64, i64 addrspace(1)* %out, i64 122
  store i64 %v122, i64 addrspace(1)* %p122
  br label %b123
b123:
  %v123 = call i64 @llvm.nvvm.f2ll.rz(float 0xC004000000000000)
  %p123 = getelementptr i64, i64 addrspace(1)* %out, i64 123
  store i64 %v123, i64 addrspace(1)* %p123
  br label %b124
b124:
  %v124 = call i64 @llvm.nvvm.f2ll.rz.ftz(float 0xC004000000000000)
  %p124 = getelementptr i64, i64 addrspace(1)* %out, i64 124
  store i64 %v124, i64 addrspace(1)* %p124
  br label %b125
b125:
  %v125 = call i64 @llvm.nvvm.f2ull.rz(float 0xC004000000000000)
  %p125 = getelementptr i64, i64 addrspace(1)* %out, i64 125
  store i64 %v125, i64 addrspace(1)* %p125
  br label %b126
b126:
  %v126 = call i64 @llvm.nvvm.f2ull.rz.ftz(float 0xC004000000000000)
  %p126 = getelementptr i64, i64 addrspace(1)* %out, i64 126
  store i64 %v126, i64 addrspace(1)* %p126
  br label %b127
b127:
  %a_127 = call i32 @llvm.nvvm.f2i.rz.ftz(float 0xBFE0000000000000)
  %v127 = sext i32 %a_127 to i64
  %p127 = getelementptr i64, i64 addrspace(1)* %out, i64 127
  store i64 %v127, i64 addrspace(1)* %p127
  br label %b128
b128:
  %a_128 = call i32 @llvm.nvvm.f2ui.rz(float 0xBFE0000000000000)
  %v128 = zext i32 %a_128 to i64
  %p128 = getelementptr i64, i64 addrspace(1)* %out, i64 128
  store i64 %v128, i64 addrspace(1)* %p128
  br label %b129
b129:
  %a_129 = call i32 @llvm.nvvm.f2ui.rz.ftz(float 0xBFE0000000000000)
  %v129 = zext i32 %a_129 to i64
  %p129 = getelementptr i64, i64 addrspace(1)* %out, i64 129
  store i64 %v129, i64 addrspace(1)* %p129
  br label %b130
b130:
  %v130 = call i64 @llvm.nvvm.f2ll.rz(float 0xBFE0000000000000)
  %p130 = getelementptr i64, i64 addrspace(1)* %out, i64 130
  store i64 %v130, i64 addrspace(1)* %p130
  br label %b131
b131:
  %v131 = call i64 @llvm.nvvm.f2ll.rz.ftz(float 0xBFE0000000000000)
  %p131 = getelementptr i64, i64 addrspace(1)* %out, i64 131
  store i64 %v131, i64 addrspace(1)* %p131
  br label %b132
b132:
  %v132 = call i64 @llvm.nvvm.f2ull.rz(float 0xBFE0000000000000)
  %p132 = getelementptr i64, i64 addrspace(1)* %out, i64 132
  store i64 %v132, i64 addrspace(1)* %p132
  br label %b133
b133:
  %v133 = call i64 @llvm.nvvm.f2ull.rz.ftz(float 0xBFE0000000000000)
  %p133 = getelementptr i64, i64 addrspace(1)* %out, i64 133
  store i64 %v133, i64 addrspace(1)* %p133
  br label %b134
b134:
  %a_134 = call i32 @llvm.nvvm.f2i.rz.ftz(float 0x4202A05F20000000)
  %v134 = sext i32 %a_134 to i64
  %p134 = getelementptr i64, i64 addrspace(1)* %out, i64 134
  store i64 %v134, i64 addrspace(1)* %p134
  br label %b135
b135:
  %a_135 = call i32 @llvm.nvvm.f2ui.rz(float 0x4202A05F20000000)
  %v135 = zext i32 %a_135 to i64
  %p135 = getelementptr i64, i64 addrspace(1)* %out, i64 135
  store i64 %v135, i64 addrspace(1)* %p135
  br label %b136
b136:
  %a_136 = call i32 @llvm.nvvm.f2ui.rz.ftz(float 0x4202A05F20000000)
  %v136 = zext i32 %a_136 to i64
  %p136 = getelementptr i64, i64 addrspace(1)* %out, i64 136
  store i64 %v136, i64 addrspace(1)* %p136
  br label %b137
b137:
  %v137 = call i64 @llvm.nvvm.f2ll.rz(float 0x4202A05F20000000)
  %p137 = getelementptr i64, i64 addrspace(1)* %out, i64 137
  store i64 %v137, i64 addrspace(1)* %p137
  br label %b138
b138:
  %v138 = call i64 @llvm.nvvm.f2ll.rz.ftz(float 0x4202A05F20000000)
  %p138 = getelementptr i64, i64 addrspace(1)* %out, i64 138
  store i64 %v138, i64 addrspace(1)* %p138
  br label %b139
b139:
  %v139 = call i64 @llvm.nvvm.f2ull.rz(float 0x4202A05F20000000)
  %p139 = getelementptr i64, i64 addrspace(1)* %out, i64 139
  store i64 %v139, i64 addrspace(1)* %p139
  br label %b140
b140:
  %v140 = call i64 @llvm.nvvm.f2ull.rz.ftz(float 0x4202A05F20000000)
  %p140 = getelementptr i64, i64 addrspace(1)* %out, i64 140
  store i64 %v140, i64 addrspace(1)* %p140
  br label %b141
b141:
  %a_141 = call i32 @llvm.nvvm.f2i.rz.ftz(float 0xC00D9999A0000000)
  %v141 = sext i32 %a_141 to i64
  %p141 = getelementptr i64, i64 addrspace(1)* %out, i64 141
  store i64 %v141, i64 addrspace(1)* %p141
  br label %b142
b142:
  %a_142 = call i32 @llvm.nvvm.f2ui.rz(float 0xC00D9999A0000000)
  %v142 = zext i32 %a_142 to i64
  %p142 = getelementptr i64, i64 addrspace(1)* %out, i64 142
  store i64 %v142, i64 addrspace(1)* %p142
  br label %b143
b143:
  %a_143 = call i32 @llvm.nvvm.f2ui.rz.ftz(float 0xC00D9999A0000000)
  %v143 = zext i32 %a_143 to i64
  %p143 = getelementptr i64, i64 addrspace(1)* %out, i64 143
  store i64 %v143, i64 addrspace(1)* %p143
  br label %b144
b144:
  %v144 = call i64 @llvm.nvvm.f2ll.rz(float 0xC00D9999A0000000)
  %p144 = getelementptr i64, i64 addrspace(1)* %out, i64 144
  store i64 %v144, i64 addrspace(1)* %p144
  br label %b145
b145:
  %v145 = call i64 @llvm.nvvm.f2ll.rz.ftz(float 0xC00D9999A0000000)
  %p145 = getelementptr i64, i64 addrspace(1)* %out, i64 145
  store i64 %v145, i64 addrspace(1)* %p145
  br label %b146
b146:
  %v146 = call i64 @llvm.nvvm.f2ull.rz(float 0xC00D9999A0000000)
  %p146 = getelementptr i64, i64 addrspace(1)* %out, i64 146
  store i64 %v146, i64 addrspace(1)* %p146
  br label %b147
b147:
  %v147 = call i64 @llvm.nvvm.f2ull.rz.ftz(float 0xC00D9999A0000000)
  %p147 = getelementptr i64, i64 addrspace(1)* %out, i64 147
  store i64 %v147, i64 addrspace(1)* %p147
  br label %b148
b148:
  %a_148 = call i32 @llvm.nvvm.d2i.rz(double 0x4004000000000000)
  %v148 = sext i32 %a_148 to i64
  %p148 = getelementptr i64, i64 addrspace(1)* %out, i64 148
  store i64 %v148, i64 addrspace(1)* %p148
  br label %b149
b149:
  %a_149 = call i32 @llvm.nvvm.d2ui.rz(double 0x4004000000000000)
  %v149 = zext i32 %a_149 to i64
  %p149 = getelementptr i64, i64 addrspace(1)* %out, i64 149
  store i64 %v149, i64 addrspace(1)* %p149
  br label %b150
b150:
  %v150 = call i64 @llvm.nvvm.d2ll.rz(double 0x4004000000000000)
  %p150 = getelementptr i64, i64 addrspace(1)* %out, i64 150
  store i64 %v150, i64 addrspace(1)* %p150
  br label %b151
b151:
  %v151 = call i64 @llvm.nvvm.d2ull.rz(double 0x4004000000000000)
  %p151 = getelementptr i64, i64 addrspace(1)* %out, i64 151
  store i64 %v151, i64 addrspace(1)* %p151
  br label %b152
b152:
  %a_152 = call i32 @llvm.nvvm.d2i.rz(double 0xC004000000000000)
  %v152 = sext i32 %a_152 to i64
  %p152 = getelementptr i64, i64 addrspace(1)* %out, i64 152
  store i64 %v152, i64 addrspace(1)* %p152
  br label %b153
b153:
  %a_153 = call i32 @llvm.nvvm.d2ui.rz(double 0xC004000000000000)
  %v153 = zext i32 %a_153 to i64
  %p153 = getelementptr i64, i64 addrspace(1)* %out, i64 153
  store i64 %v153, i64 addrspace(1)* %p153
  br label %b154
b154:
  %v154 = call i64 @llvm.nvvm.d2ll.rz(double 0xC004000000000000)
  %p154 = getelementptr i64, i64 addrspace(1)* %out, i64 154
  store i64 %v154, i64 addrspace(1)* %p154
  br label %b155
b155:
  %v155 = call i64 @llvm.nvvm.d2ull.rz(double 0xC004000000000000)
  %p155 = getelementptr i64, i64 addrspace(1)* %out, i64 155
  store i64 %v155, i64 addrspace(1)* %p155
  br label %b156
b156:
  %a_156 = call i32 @llvm.nvvm.d2i.rz(double 0x400C000000000000)
  %v156 = sext i32 %a_156 to i64
  %p156 = getelementptr i64, i64 addrspace(1)* %out, i64 156
  store i64 %v156, i64 addrspace(1)* %p156
  br label %b157
b157:
  %a_157 = call i32 @llvm.nvvm.d2ui.rz(double 0x400C000000000000)
  %v157 = zext i32 %a_157 to i64
  %p157 = getelementptr i64, i64 addrspace(1)* %out, i64 157
  store i64 %v157, i64 addrspace(1)* %p157
  br label %b158
b158:
  %v158 = call i64 @llvm.nvvm.d2ll.rz(double 0x400C000000000000)
  %p158 = getelementptr i64, i64 addrspace(1)* %out, i64 158
  store i64 %v158, i64 addrspace(1)* %p158
  br label %b159
b159:
  %v159 = call i64 @llvm.nvvm.d2ull.rz(double 0x400C000000000000)
  %p159 = getelementptr i64, i64 addrspace(1)* %out, i64 159
  store i64 %v159, i64 addrspace(1)* %p159
  br label %b160
b160:
  %a_160 = call i32 @llvm.nvvm.d2i.rz(double 0x81A56E1FC2F8F359)
  %v160 = sext i32 %a_160 to i64
  %p160 = getelementptr i64, i64 addrspace(1)* %out, i64 160
  store i64 %v160, i64 addrspace(1)* %p160
  br label %b161
b161:
  %a_161 = call i32 @llvm.nvvm.d2ui.rz(double 0x81A56E1FC2F8F359)
  %v161 = zext i32 %a_161 to i64
  %p161 = getelementptr i64, i64 addrspace(1)* %out, i64 161
  store i64 %v161, i64 addrspace(1)* %p161
  br label %b162
b162:
  %v162 = call i64 @llvm.nvvm.d2ll.rz(double 0x81A56E1FC2F8F359)
  %p162 = getelementptr i64, i64 addrspace(1)* %out, i64 162
  store i64 %v162, i64 addrspace(1)* %p162
  br label %b163
b163:
  %v163 = call i64 @llvm.nvvm.d2ull.rz(double 0x81A56E1FC2F8F359)
  %p163 = getelementptr i64, i64 addrspace(1)* %out, i64 163
  store i64 %v163, i64 addrspace(1)* %p163
  br label %b164
b164:
  %a_164 = call i32 @llvm.nvvm.d2i.rz(double 0x7E37E43C8800759C)
  %v164 = sext i32 %a_164 to i64
  %p164 = getelementptr i64, i64 addrspace(1)* %out, i64 164
  store i64 %v164, i64 addrspace(1)* %p164
  br label %b165
b165:
  %a_165 = call i32 @llvm.nvvm.d2ui.rz(double 0x7E37E43C8800759C)
  %v165 = zext i32 %a_165 to i64
  %p165 = getelementptr i64, i64 addrspace(1)* %out, i64 165
  store i64 %v165, i64 addrspace(1)* %p165
  br label %b166
b166:
  %v166 = call i64 @llvm.nvvm.d2ll.rz(double 0x7E37E43C8800759C)
  %p166 = getelementptr i64, i64 addrspace(1)* %out, i64 166
  store i64 %v166, i64 addrspace(1)* %p166
  br label %b167
b167:
  %v167 = call i64 @llvm.nvvm.d2ull.rz(double 0x7E37E43C8800759C)
  %p167 = getelementptr i64, i64 addrspace(1)* %out, i64 167
  store i64 %v167, i64 addrspace(1)* %p167
  br label %b168
b168:
  %a_168 = call i32 @llvm.nvvm.d2i.rz(double 0xC28AEBC97C400000)
  %v168 = sext i32 %a_168 to i64
  %p168 = getelementptr i64, i64 addrspace(1)* %out, i64 168
  store i64 %v168, i64 addrspace(1)* %p168
  br label %b169
b169:
  %a_169 = call i32 @llvm.nvvm.d2ui.rz(double 0xC28AEBC97C400000)
  %v169 = zext i32 %a_169 to i64
  %p169 = getelementptr i64, i64 addrspace(1)* %out, i64 169
  store i64 %v169, i64 addrspace(1)* %p169
  br label %b170
b170:
  %v170 = call i64 @llvm.nvvm.d2ll.rz(double 0xC28AEBC97C400000)
  %p170 = getelementptr i64, i64 addrspace(1)* %out, i64 170
  store i64 %v170, i64 addrspace(1)* %p170
  br label %b171
b171:
  %v171 = call i64 @llvm.nvvm.d2ull.rz(double 0xC28AEBC97C400000)
  %p171 = getelementptr i64, i64 addrspace(1)* %out, i64 171
  store i64 %v171, i64 addrspace(1)* %p171
  br label %b172
b172:
  %a_172 = call double @llvm.nvvm.i2d.rz(i32 -7)
  %v172 = bitcast double %a_172 to i64
  %p172 = getelementptr i64, i64 addrspace(1)* %out, i64 172
  store i64 %v172, i64 addrspace(1)* %p172
  br label %b173
b173:
  %a_173 = call double @llvm.nvvm.ui2d.rz(i32 -7)
  %v173 = bitcast double %a_173 to i64
  %p173 = getelementptr i64, i64 addrspace(1)* %out, i64 173
  store i64 %v173, i64 addrspace(1)* %p173
  br label %b174
b174:
  %a_174 = call double @llvm.nvvm.i2d.rz(i32 2147483647)
  %v174 = bitcast double %a_174 to i64
  %p174 = getelementptr i64, i64 addrspace(1)* %out, i64 174
  store i64 %v174, i64 addrspace(1)* %p174
  br label %b175
b175:
  %a_175 = call double @llvm.nvvm.ui2d.rz(i32 2147483647)
  %v175 = bitcast double %a_175 to i64
  %p175 = getelementptr i64, i64 addrspace(1)* %out, i64 175
  store i64 %v175, i64 addrspace(1)* %p175
  br label %b176
b176:
  %a_176 = call double @llvm.nvvm.i2d.rz(i32 -2147483648)
  %v176 = bitcast double %a_176 to i64
  %p176 = getelementptr i64, i64 addrspace(1)* %out, i64 176
  store i64 %v176, i64 addrspace(1)* %p176
  br label %b177
b177:
  %a_177 = call double @llvm.nvvm.ui2d.rz(i32 -2147483648)
  %v177 = bitcast double %a_177 to i64
  %p177 = getelementptr i64, i64 addrspace(1)* %out, i64 177
  store i64 %v177, i64 addrspace(1)* %p177
  br label %b178
b178:
  %a_178 = call float @llvm.nvvm.ull2f.rz(i64 -9223372036854775807)
  %b_178 = bitcast float %a_178 to i32
  %v178 = zext i32 %b_178 to i64
  %p178 = getelementptr i64, i64 addrspace(1)* %out, i64 178
  store i64 %v178, i64 addrspace(1)* %p178
  br label %b179
b179:
  %a_179 = call float @llvm.nvvm.ull2f.rz(i64 16777217)
  %b_179 = bitcast float %a_179 to i32
  %v179 = zext i32 %b_179 to i64
  %p179 = getelementptr i64, i64 addrspace(1)* %out, i64 179
  store i64 %v179, i64 addrspace(1)* %p179
  br label %b180
b180:
  %a_180 = call float @llvm.nvvm.ull2f.rz(i64 -1)
  %b_180 = bitcast float %a_180 to i32
  %v180 = zext i32 %b_180 to i64
  %p180 = getelementptr i64, i64 addrspace(1)* %out, i64 180
  store i64 %v180, i64 addrspace(1)* %p180
  br label %b181
b181:
  %a_181 = call float @llvm.nvvm.d2f.rz.ftz(double 0x37D5C72FB1552D83)
  %b_181 = bitcast float %a_181 to i32
  %v181 = zext i32 %b_181 to i64
  %p181 = getelementptr i64, i64 addrspace(1)* %out, i64 181
  store i64 %v181, i64 addrspace(1)* %p181
  br label %b182
b182:
  %a_182 = call float @llvm.nvvm.d2f.rz.ftz(double 0x3FB999999999999A)
  %b_182 = bitcast float %a_182 to i32
  %v182 = zext i32 %b_182 to i64
  %p182 = getelementptr i64, i64 addrspace(1)* %out, i64 182
  store i64 %v182, i64 addrspace(1)* %p182
  br label %b183
b183:
  %a_183 = call i32 @llvm.nvvm.f2i.rm.ftz(float 0x4004000000000000)
  %v183 = sext i32 %a_183 to i64
  %p183 = getelementptr i64, i64 addrspace(1)* %out, i64 183
  store i64 %v183, i64 addrspace(1)* %p183
  br label %b184
b184:
  %a_184 = call i32 @llvm.nvvm.f2ui.rm(float 0x4004000000000000)
  %v184 = zext i32 %a_184 to i64
  %p184 = getelementptr i64, i64 addrspace(1)* %out, i64 184
  store i64 %v184, i64 addrspace(1)* %p184
  br label %b185
b185:
  %a_185 = call i32 @llvm.nvvm.f2ui.rm.ftz(float 0x4004000000000000)
  %v185 = zext i32 %a_185 to i64
  %p185 = getelementptr i64, i64 addrspace(1)* %out, i64 185
  store i64 %v185, i64 addrspace(1)* %p185
  br label %b186
b186:
  %v186 = call i64 @llvm.nvvm.f2ll.rm(float 0x4004000000000000)
  %p186 = getelementptr i64, i64 addrspace(1)* %out, i64 186
  store i64 %v186, i64 addrspace(1)* %p186
  br label %b187
b187:
  %v187 = call i64 @llvm.nvvm.f2ll.rm.ftz(float 0x4004000000000000)
  %p187 = getelementptr i64, i64 addrspace(1)* %out, i64 187
  store i64 %v187, i64 addrspace(1)* %p187
  br label %b188
b188:
  %v188 = call i64 @llvm.nvvm.f2ull.rm(float 0x4004000000000000)
  %p188 = getelementptr i64, i64 addrspace(1)* %out, i64 188
  store i64 %v188, i64 addrspace(1)* %p188
  br label %b189
b189:
  %v189 = call i64 @llvm.nvvm.f2ull.rm.ftz(float 0x4004000000000000)
  %p189 = getelementptr i64, i64 addrspace(1)* %out, i64 189
  store i64 %v189, i64 addrspace(1)* %p189
  br label %b190
b190:
  %a_190 = call i32 @llvm.nvvm.f2i.rm.ftz(float 0xC004000000000000)
  %v190 = sext i32 %a_190 to i64
  %p190 = getelementptr i64, i64 addrspace(1)* %out, i64 190
  store i64 %v190, i64 addrspace(1)* %p190
  br label %b191
b191:
  %a_191 = call i32 @llvm.nvvm.f2ui.rm(float 0xC004000000000000)
  %v191 = zext i32 %a_191 to i64
  %p191 = getelementptr i64, i64 addrspace(1)* %out, i64 191
  store i64 %v191, i64 addrspace(1)* %p191
  br label %b192
b192:
  %a_192 = call i32 @llvm.nvvm.f2ui.rm.ftz(float 0xC004000000000000)
  %v192 = zext i32 %a_192 to i64
  %p192 = getelementptr i64, i64 addrspace(1)* %out, i64 192
  store i64 %v192, i64 addrspace(1)* %p192
  br label %b193
b193:
  %v193 = call i64 @llvm.nvvm.f2ll.rm(float 0xC004000000000000)
  %p193 = getelementptr i64, i64 addrspace(1)* %out, i64 193
  store i64 %v193, i64 addrspace(1)* %p193
  br label %b194
b194:
  %v194 = call i64 @llvm.nvvm.f2ll.rm.ftz(float 0xC004000000000000)
  %p194 = getelementptr i64, i64 addrspace(1)* %out, i64 194
  store i64 %v194, i64 addrspace(1)* %p194
  br label %b195
b195:
  %v195 = call i64 @llvm.nvvm.f2ull.rm(float 0xC004000000000000)
  %p195 = getelementptr i64, i64 addrspace(1)* %out, i64 195
  store i64 %v195, i64 addrspace(1)* %p195
  br label %b196
b196:
  %v196 = call i64 @llvm.nvvm.f2ull.rm.ftz(float 0xC004000000000000)
  %p196 = getelementptr i64, i64 addrspace(1)* %out, i64 196
  store i64 %v196, i64 addrspace(1)* %p196
  br label %b197
b197:
  %a_197 = call i32 @llvm.nvvm.f2i.rm.ftz(float 0xBFE0000000000000)
  %v197 = sext i32 %a_197 to i64
  %p197 = getelementptr i64, i64 addrspace(1)* %out, i64 197
  store i64 %v197, i64 addrspace(1)* %p197
  br label %b198
b198:
  %a_198 = call i32 @llvm.nvvm.f2ui.rm(float 0xBFE0000000000000)
  %v198 = zext i32 %a_198 to i64
  %p198 = getelementptr i64, i64 addrspace(1)* %out, i64 198
  store i64 %v198, i64 addrspace(1)* %p198
  br label %b199
b199:
  %a_199 = call i32 @llvm.nvvm.f2ui.rm.ftz(float 0xBFE0000000000000)
  %v199 = zext i32 %a_199 to i64
  %p199 = getelementptr i64, i64 addrspace(1)* %out, i64 199
  store i64 %v199, i64 addrspace(1)* %p199
  br label %b200
b200:
  %v200 = call i64 @llvm.nvvm.f2ll.rm(float 0xBFE0000000000000)
  %p200 = getelementptr i64, i64 addrspace(1)* %out, i64 200
  store i64 %v200, i64 addrspace(1)* %p200
  br label %b201
b201:
  %v201 = call i64 @llvm.nvvm.f2ll.rm.ftz(float 0xBFE0000000000000)
  %p201 = getelementptr i64, i64 addrspace(1)* %out, i64 201
  store i64 %v201, i64 addrspace(1)* %p201
  br label %b202
b202:
  %v202 = call i64 @llvm.nvvm.f2ull.rm(float 0xBFE0000000000000)
  %p202 = getelementptr i64, i64 addrspace(1)* %out, i64 202
  store i64 %v202, i64 addrspace(1)* %p202
  br label %b203
b203:
  %v203 = call i64 @llvm.nvvm.f2ull.rm.ftz(float 0xBFE0000000000000)
  %p203 = getelementptr i64, i64 addrspace(1)* %out, i64 203
  store i64 %v203, i64 addrspace(1)* %p203
  br label %b204
b204:
  %a_204 = call i32 @llvm.nvvm.f2i.rm.ftz(float 0x4202A05F20000000)
  %v204 = sext i32 %a_204 to i64
  %p204 = getelementptr i64, i64 addrspace(1)* %out, i64 204
  store i64 %v204, i64 addrspace(1)* %p204
  br label %b205
b205:
  %a_205 = call i32 @llvm.nvvm.f2ui.rm(float 0x4202A05F20000000)
  %v205 = zext i32 %a_205 to i64
  %p205 = getelementptr i64, i64 addrspace(1)* %out, i64 205
  store i64 %v205, i64 addrspace(1)* %p205
  br label %b206
b206:
  %a_206 = call i32 @llvm.nvvm.f2ui.rm.ftz(float 0x4202A05F20000000)
  %v206 = zext i32 %a_206 to i64
  %p206 = getelementptr i64, i64 addrspace(1)* %out, i64 206
  store i64 %v206, i64 addrspace(1)* %p206
  br label %b207
b207:
  %v207 = call i64 @llvm.nvvm.f2ll.rm(float 0x4202A05F20000000)
  %p207 = getelementptr i64, i64 addrspace(1)* %out, i64 207
  store i64 %v207, i64 addrspace(1)* %p207
  br label %b208
b208:
  %v208 = call i64 @llvm.nvvm.f2ll.rm.ftz(float 0x4202A05F20000000)
  %p208 = getelementptr i64, i64 addrspace(1)* %out, i64 208
  store i64 %v208, i64 addrspace(1)* %p208
  br label %b209
b209:
  %v209 = call i64 @llvm.nvvm.f2ull.rm(float 0x4202A05F20000000)
  %p209 = getelementptr i64, i64 addrspace(1)* %out, i64 209
  store i64 %v209, i64 addrspace(1)* %p209
  br label %b210
b210:
  %v210 = call i64 @llvm.nvvm.f2ull.rm.ftz(float 0x4202A05F20000000)
  %p210 = getelementptr i64, i64 addrspace(1)* %out, i64 210
  store i64 %v210, i64 addrspace(1)* %p210
  br label %b211
b211:
  %a_211 = call i32 @llvm.nvvm.f2i.rm.ftz(float 0xC00D9999A0000000)
  %v211 = sext i32 %a_211 to i64
  %p211 = getelementptr i64, i64 addrspace(1)* %out, i64 211
  store i64 %v211, i64 addrspace(1)* %p211
  br label %b212
b212:
  %a_212 = call i32 @llvm.nvvm.f2ui.rm(float 0xC00D9999A0000000)
  %v212 = zext i32 %a_212 to i64
  %p212 = getelementptr i64, i64 addrspace(1)* %out, i64 212
  store i64 %v212, i64 addrspace(1)* %p212
  br label %b213
b213:
  %a_213 = call i32 @llvm.nvvm.f2ui.rm.ftz(float 0xC00D9999A0000000)
  %v213 = zext i32 %a_213 to i64
  %p213 = getelementptr i64, i64 addrspace(1)* %out, i64 213
  store i64 %v213, i64 addrspace(1)* %p213
  br label %b214
b214:
  %v214 = call i64 @llvm.nvvm.f2ll.rm(float 0xC00D9999A0000000)
  %p214 = getelementptr i64, i64 addrspace(1)* %out, i64 214
  store i64 %v214, i64 addrspace(1)* %p214
  br label %b215
b215:
  %v215 = call i64 @llvm.nvvm.f2ll.rm.ftz(float 0xC00D9999A0000000)
  %p215 = getelementptr i64, i64 addrspace(1)* %out, i64 215
  store i64 %v215, i64 addrspace(1)* %p215
  br label %b216
b216:
  %v216 = call i64 @llvm.nvvm.f2ull.rm(float 0xC00D9999A0000000)
  %p216 = getelementptr i64, i64 addrspace(1)* %out, i64 216
  store i64 %v216, i64 addrspace(1)* %p216
  br label %b217
b217:
  %v217 = call i64 @llvm.nvvm.f2ull.rm.ftz(float 0xC00D9999A0000000)
  %p217 = getelementptr i64, i64 addrspace(1)* %out, i64 217
  store i64 %v217, i64 addrspace(1)* %p217
  br label %b218
b218:
  %a_218 = call i32 @llvm.nvvm.d2i.rm(double 0x4004000000000000)
  %v218 = sext i32 %a_218 to i64
  %p218 = getelementptr i64, i64 addrspace(1)* %out, i64 218
  store i64 %v218, i64 addrspace(1)* %p218
  br label %b219
b219:
  %a_219 = call i32 @llvm.nvvm.d2ui.rm(double 0x4004000000000000)
  %v219 = zext i32 %a_219 to i64
  %p219 = getelementptr i64, i64 addrspace(1)* %out, i64 219
  store i64 %v219, i64 addrspace(1)* %p219
  br label %b220
b220:
  %v220 = call i64 @llvm.nvvm.d2ll.rm(double 0x4004000000000000)
  %p220 = getelementptr i64, i64 addrspace(1)* %out, i64 220
  store i64 %v220, i64 addrspace(1)* %p220
  br label %b221
b221:
  %v221 = call i64 @llvm.nvvm.d2ull.rm(double 0x4004000000000000)
  %p221 = getelementptr i64, i64 addrspace(1)* %out, i64 221
  store i64 %v221, i64 addrspace(1)* %p221
  br label %b222
b222:
  %a_222 = call i32 @llvm.nvvm.d2i.rm(double 0xC004000000000000)
  %v222 = sext i32 %a_222 to i64
  %p222 = getelementptr i64, i64 addrspace(1)* %out, i64 222
  store i64 %v222, i64 addrspace(1)* %p222
  br label %b223
b223:
  %a_223 = call i32 @llvm.nvvm.d2ui.rm(double 0xC004000000000000)
  %v223 = zext i32 %a_223 to i64
  %p223 = getelementptr i64, i64 addrspace(1)* %out, i64 223
  store i64 %v223, i64 addrspace(1)* %p223
  br label %b224
b224:
  %v224 = call i64 @llvm.nvvm.d2ll.rm(double 0xC004000000000000)
  %p224 = getelementptr i64, i64 addrspace(1)* %out, i64 224
  store i64 %v224, i64 addrspace(1)* %p224
  br label %b225
b225:
  %v225 = call i64 @llvm.nvvm.d2ull.rm(double 0xC004000000000000)
  %p225 = getelementptr i64, i64 addrspace(1)* %out, i64 225
  store i64 %v225, i64 addrspace(1)* %p225
  br label %b226
b226:
  %a_226 = call i32 @llvm.nvvm.d2i.rm(double 0x400C000000000000)
  %v226 = sext i32 %a_226 to i64
  %p226 = getelementptr i64, i64 addrspace(1)* %out, i64 226
  store i64 %v226, i64 addrspace(1)* %p226
  br label %b227
b227:
  %a_227 = call i32 @llvm.nvvm.d2ui.rm(double 0x400C000000000000)
  %v227 = zext i32 %a_227 to i64
  %p227 = getelementptr i64, i64 addrspace(1)* %out, i64 227
  store i64 %v227, i64 addrspace(1)* %p227
  br label %b228
b228:
  %v228 = call i64 @llvm.nvvm.d2ll.rm(double 0x400C000000000000)
  %p228 = getelementptr i64, i64 addrspace(1)* %out, i64 228
  store i64 %v228, i64 addrspace(1)* %p228
  br label %b229
b229:
  %v229 = call i64 @llvm.nvvm.d2ull.rm(double 0x400C000000000000)
  %p229 = getelementptr i64, i64 addrspace(1)* %out, i64 229
  store i64 %v229, i64 addrspace(1)* %p229
  br label %b230
b230:
  %a_230 = call i32 @llvm.nvvm.d2i.rm(double 0x81A56E1FC2F8F359)
  %v230 = sext i32 %a_230 to i64
  %p230 = getelementptr i64, i64 addrspace(1)* %out, i64 230
  store i64 %v230, i64 addrspace(1)* %p230
  br label %b231
b231:
  %a_231 = call i32 @llvm.nvvm.d2ui.rm(double 0x81A56E1FC2F8F359)
  %v231 = zext i32 %a_231 to i64
  %p231 = getelementptr i64, i64 addrspace(1)* %out, i64 231
  store i64 %v231, i64 addrspace(1)* %p231
  br label %b232
b232:
  %v232 = call i64 @llvm.nvvm.d2ll.rm(double 0x81A56E1FC2F8F359)
  %p232 = getelementptr i64, i64 addrspace(1)* %out, i64 232
  store i64 %v232, i64 addrspace(1)* %p232
  br label %b233
b233:
  %v233 = call i64 @llvm.nvvm.d2ull.rm(double 0x81A56E1FC2F8F359)
  %p233 = getelementptr i64, i64 addrspace(1)* %out, i64 233
  store i64 %v233, i64 addrspace(1)* %p233
  br label %b234
b234:
  %a_234 = call i32 @llvm.nvvm.d2i.rm(double 0x7E37E43C8800759C)
  %v234 = sext i32 %a_234 to i64
  %p234 = getelementptr i64, i64 addrspace(1)* %out, i64 234
  store i64 %v234, i64 addrspace(1)* %p234
  br label %b235
b235:
  %a_235 = call i32 @llvm.nvvm.d2ui.rm(double 0x7E37E43C8800759C)
  %v235 = zext i32 %a_235 to i64
  %p235 = getelementptr i64, i64 addrspace(1)* %out, i64 235
  store i64 %v235, i64 addrspace(1)* %p235
  br label %b236
b236:
  %v236 = call i64 @llvm.nvvm.d2ll.rm(double 0x7E37E43C8800759C)
  %p236 = getelementptr i64, i64 addrspace(1)* %out, i64 236
  store i64 %v236, i64 addrspace(1)* %p236
  br label %b237
b237:
  %v237 = call i64 @llvm.nvvm.d2ull.rm(double 0x7E37E43C8800759C)
  %p237 = getelementptr i64, i64 addrspace(1)* %out, i64 237
  store i64 %v237, i64 addrspace(1)* %p237
  br label %b238
b238:
  %a_238 = call i32 @llvm.nvvm.d2i.rm(double 0xC28AEBC97C400000)
  %v238 = sext i32 %a_238 to i64
  %p238 = getelementptr i64, i64 addrspace(1)* %out, i64 238
  store i64 %v238, i64 addrspace(1)* %p238
  br label %b239
b239:
  %a_239 = call i32 @llvm.nvvm.d2ui.rm(double 0xC28AEBC97C400000)
  %v239 = zext i32 %a_239 to i64
  %p239 = getelementptr i64, i64 addrspace(1)* %out, i64 239
  store i64 %v239, i64 addrspace(1)* %p239
  br label %b240
b240:
  %v240 = call i64 @llvm.nvvm.d2ll.rm(double 0xC28AEBC97C400000)
  %p240 = getelementptr i64, i64 addrspace(1)* %out, i64 240
  store i64 %v240, i64 addrspace(1)* %p240
  br label %b241
b241:
  %v241 = call i64 @llvm.nvvm.d2ull.rm(double 0xC28AEBC97C400000)
  %p241 = getelementptr i64, i64 addrspace(1)* %out, i64 241
  store i64 %v241, i64 addrspace(1)* %p241
  br label %b242
b242:
  %a_242 = call double @llvm.nvvm.i2d.rm(i32 -7)
  %v242 = bitcast double %a_242 to i64
  %p242 = getelementptr i64, i64 addrspace(1)* %out, i64 242
  store i64 %v242, i64 addrspace(1)* %p242
  br label %b243
b243:
  %a_243 = call double @llvm.nvvm.ui2d.rm(i32 -7)
  %v243 = bitcast double %a_243 to i64
  %p243 = getelementptr i64, i64 addrspace(1)* %out, i64 243
  store i64 %v243, i64 addrspace(1)* %p243
  br label %b244
b244:
  %a_244 = call double @llvm.nvvm.i2d.rm(i32 2147483647)
  %v244 = bitcast double %a_244 to i64
  %p244 = getelementptr i64, i64 addrspace(1)* %out, i64 244
  store i64 %v244, i64 addrspace(1)* %p244
  br label %b245
b245:
  %a_245 = call double @llvm.nvvm.ui2d.rm(i32 2147483647)
  %v245 = bitcast double %a_245 to i64
  %p245 = getelementptr i64, i64 addrspace(1)* %out, i64 245
  store i64 %v245, i64 addrspace(1)* %p245
  br label %b246
b246:
  %a_246 = call double @llvm.nvvm.i2d.rm(i32 -2147483648)
  %v246 = bitcast double %a_246 to i64
  %p246 = getelementptr i64, i64 addrspace(1)* %out, i64 246
  store i64 %v246, i64 addrspace(1)* %p246
  br label %b247
b247:
  %a_247 = call double @llvm.nvvm.ui2d.rm(i32 -2147483648)
  %v247 = bitcast double %a_247 to i64
  %p247 = getelementptr i64, i64 addrspace(1)* %out, i64 247
  store i64 %v247, i64 addrspace(1)* %p247
  br label %b248
b248:
  %a_248 = call float @llvm.nvvm.ull2f.rm(i64 -9223372036854775807)
  %b_248 = bitcast float %a_248 to i32
  %v248 = zext i32 %b_248 to i64
  %p248 = getelementptr i64, i64 addrspace(1)* %out, i64 248
  store i64 %v248, i64 addrspace(1)* %p248
  br label %b249
b249:
  %a_249 = call float @llvm.nvvm.ull2f.rm(i64 16777217)
  %b_249 = bitcast float %a_249 to i32
  %v249 = zext i32 %b_249 to i64
  %p249 = getelementptr i64, i64 addrspace(1)* %out, i64 249
  store i64 %v249, i64 addrspace(1)* %p249
  br label %b250
b250:
  %a_250 = call float @llvm.nvvm.ull2f.rm(i64 -1)
  %b_250 = bitcast float %a_250 to i32
  %v250 = zext i32 %b_250 to i64
  %p250 = getelementptr i64, i64 addrspace(1)* %out, i64 250
  store i64 %v250, i64 addrspace(1)* %p250
  br label %b251
b251:
  %a_251 = call float @llvm.nvvm.d2f.rm.ftz(double 0x37D5C72FB1552D83)
  %b_251 = bitcast float %a_251 to i32
  %v251 = zext i32 %b_251 to i64
  %p251 = getelementptr i64, i64 addrspace(1)* %out, i64 251
  store i64 %v251, i64 addrspace(1)* %p251
  br label %b252
b252:
  %a_252 = call float @llvm.nvvm.d2f.rm.ftz(double 0x3FB999999999999A)
  %b_252 = bitcast float %a_252 to i32
  %v252 = zext i32 %b_252 to i64
  %p252 = getelementptr i64, i64 addrspace(1)* %out, i64 252
  store i64 %v252, i64 addrspace(1)* %p252
  br label %b253
b253:
  %a_253 = call i32 @llvm.nvvm.f2i.rp.ftz(float 0x4004000000000000)
  %v253 = sext i32 %a_253 to i64
  %p253 = getelementptr i64, i64 addrspace(1)* %out, i64 253
  store i64 %v253, i64 addrspace(1)* %p253
  br label %b254
b254:
  %a_254 = call i32 @llvm.nvvm.f2ui.rp(float 0x4004000000000000)
  %v254 = zext i32 %a_254 to i64
  %p254 = getelementptr i64, i64 addrspace(1)* %out, i64 254
  store i64 %v254, i64 addrspace(1)* %p254
  br label %b255
b255:
  %a_255 = call i32 @llvm.nvvm.f2ui.rp.ftz(float 0x4004000000000000)
  %v255 = zext i32 %a_255 to i64
  %p255 = getelementptr i64, i64 addrspace(1)* %out, i64 255
  store i64 %v255, i64 addrspace(1)* %p255
  br label %b256
b256:
  %v256 = call i64 @llvm.nvvm.f2ll.rp(float 0x4004000000000000)
  %p256 = getelementptr i64, i64 addrspace(1)* %out, i64 256
  store i64 %v256, i64 addrspace(1)* %p256
  br label %b257
b257:
  %v257 = call i64 @llvm.nvvm.f2ll.rp.ftz(float 0x4004000000000000)
  %p257 = getelementptr i64, i64 addrspace(1)* %out, i64 257
  store i64 %v257, i64 addrspace(1)* %p257
  br label %b258
b258:
  %v258 = call i64 @llvm.nvvm.f2ull.rp(float 0x4004000000000000)
  %p258 = getelementptr i64, i64 addrspace(1)* %out, i64 258
  store i64 %v258, i64 addrspace(1)* %p258
  br label %b259
b259:
  %v259 = call i64 @llvm.nvvm.f2ull.rp.ftz(float 0x4004000000000000)
  %p259 = getelementptr i64, i64 addrspace(1)* %out, i64 259
  store i64 %v259, i64 addrspace(1)* %p259
  br label %b260
b260:
  %a_260 = call i32 @llvm.nvvm.f2i.rp.ftz(float 0xC004000000000000)
  %v260 = sext i32 %a_260 to i64
  %p260 = getelementptr i64, i64 addrspace(1)* %out, i64 260
  store i64 %v260, i64 addrspace(1)* %p260
  br label %b261
b261:
  %a_261 = call i32 @llvm.nvvm.f2ui.rp(float 0xC004000000000000)
  %v261 = zext i32 %a_261 to i64
  %p261 = getelementptr i64, i64 addrspace(1)* %out, i64 261
  store i64 %v261, i64 addrspace(1)* %p261
  br label %b262
b262:
  %a_262 = call i32 @llvm.nvvm.f2ui.rp.ftz(float 0xC004000000000000)
  %v262 = zext i32 %a_262 to i64
  %p262 = getelementptr i64, i64 addrspace(1)* %out, i64 262
  store i64 %v262, i64 addrspace(1)* %p262
  br label %b263
b263:
  %v263 = call i64 @llvm.nvvm.f2ll.rp(float 0xC004000000000000)
  %p263 = getelementptr i64, i64 addrspace(1)* %out, i64 263
  store i64 %v263, i64 addrspace(1)* %p263
  br label %b264
b264:
  %v264 = call i64 @llvm.nvvm.f2ll.rp.ftz(float 0xC004000000000000)
  %p264 = getelementptr i64, i64 addrspace(1)* %out, i64 264
  store i64 %v264, i64 addrspace(1)* %p264
  br label %b265
b265:
  %v265 = call i64 @llvm.nvvm.f2ull.rp(float 0xC004000000000000)
  %p265 = getelementptr i64, i64 addrspace(1)* %out, i64 265
  store i64 %v265, i64 addrspace(1)* %p265
  br label %b266
b266:
  %v266 = call i64 @llvm.nvvm.f2ull.rp.ftz(float 0xC004000000000000)
  %p266 = getelementptr i64, i64 addrspace(1)* %out, i64 266
  store i64 %v266, i64 addrspace(1)* %p266
  br label %b267
b267:
  %a_267 = call i32 @llvm.nvvm.f2i.rp.ftz(float 0xBFE0000000000000)
  %v267 = sext i32 %a_267 to i64
  %p267 = getelementptr i64, i64 addrspace(1)* %out, i64 267
  store i64 %v267, i64 addrspace(1)* %p267
  br label %b268
b268:
  %a_268 = call i32 @llvm.nvvm.f2ui.rp(float 0xBFE0000000000000)
  %v268 = zext i32 %a_268 to i64
  %p268 = getelementptr i64, i64 addrspace(1)* %out, i64 268
  store i64 %v268, i64 addrspace(1)* %p268
  br label %b269
b269:
  %a_269 = call i32 @llvm.nvvm.f2ui.rp.ftz(float 0xBFE0000000000000)
  %v269 = zext i32 %a_269 to i64
  %p269 = getelementptr i64, i64 addrspace(1)* %out, i64 269
  store i64 %v269, i64 addrspace(1)* %p269
  br label %b270
b270:
  %v270 = call i64 @llvm.nvvm.f2ll.rp(float 0xBFE0000000000000)
  %p270 = getelementptr i64, i64 addrspace(1)* %out, i64 270
  store i64 %v270, i64 addrspace(1)* %p270
  br label %b271
b271:
  %v271 = call i64 @llvm.nvvm.f2ll.rp.ftz(float 0xBFE0000000000000)
  %p271 = getelementptr i64, i64 addrspace(1)* %out, i64 271
  store i64 %v271, i64 addrspace(1)* %p271
  br label %b272
b272:
  %v272 = call i64 @llvm.nvvm.f2ull.rp(float 0xBFE0000000000000)
  %p272 = getelementptr i64, i64 addrspace(1)* %out, i64 272
  store i64 %v272, i64 addrspace(1)* %p272
  br label %b273
b273:
  %v273 = call i64 @llvm.nvvm.f2ull.rp.ftz(float 0xBFE0000000000000)
  %p273 = getelementptr i64, i64 addrspace(1)* %out, i64 273
  store i64 %v273, i64 addrspace(1)* %p273
  br label %b274
b274:
  %a_274 = call i32 @llvm.nvvm.f2i.rp.ftz(float 0x4202A05F20000000)
  %v274 = sext i32 %a_274 to i64
  %p274 = getelementptr i64, i64 addrspace(1)* %out, i64 274
  store i64 %v274, i64 addrspace(1)* %p274
  br label %b275
b275:
  %a_275 = call i32 @llvm.nvvm.f2ui.rp(float 0x4202A05F20000000)
  %v275 = zext i32 %a_275 to i64
  %p275 = getelementptr i64, i64 addrspace(1)* %out, i64 275
  store i64 %v275, i64 addrspace(1)* %p275
  br label %b276
b276:
  %a_276 = call i32 @llvm.nvvm.f2ui.rp.ftz(float 0x4202A05F20000000)
  %v276 = zext i32 %a_276 to i64
  %p276 = getelementptr i64, i64 addrspace(1)* %out, i64 276
  store i64 %v276, i64 addrspace(1)* %p276
  br label %b277
b277:
  %v277 = call i64 @llvm.nvvm.f2ll.rp(float 0x4202A05F20000000)
  %p277 = getelementptr i64, i64 addrspace(1)* %out, i64 277
  store i64 %v277, i64 addrspace(1)* %p277
  br label %b278
b278:
  %v278 = call i64 @llvm.nvvm.f2ll.rp.ftz(float 0x4202A05F20000000)
  %p278 = getelementptr i64, i64 addrspace(1)* %out, i64 278
  store i64 %v278, i64 addrspace(1)* %p278
  br label %b279
b279:
  %v279 = call i64 @llvm.nvvm.f2ull.rp(float 0x4202A05F20000000)
  %p279 = getelementptr i64, i64 addrspace(1)* %out, i64 279
  store i64 %v279, i64 addrspace(1)* %p279
  br label %b280
b280:
  %v280 = call i64 @llvm.nvvm.f2ull.rp.ftz(float 0x4202A05F20000000)
  %p280 = getelementptr i64, i64 addrspace(1)* %out, i64 280
  store i64 %v280, i64 addrspace(1)* %p280
  br label %b281
b281:
  %a_281 = call i32 @llvm.nvvm.f2i.rp.ftz(float 0xC00D9999A0000000)
  %v281 = sext i32 %a_281 to i64
  %p281 = getelementptr i64, i64 addrspace(1)* %out, i64 281
  store i64 %v281, i64 addrspace(1)* %p281
  br label %b282
b282:
  %a_282 = call i32 @llvm.nvvm.f2ui.rp(float 0xC00D9999A0000000)
  %v282 = zext i32 %a_282 to i64
  %p282 = getelementptr i64, i64 addrspace(1)* %out, i64 282
  store i64 %v282, i64 addrspace(1)* %p282
  br label %b283
b283:
  %a_283 = call i32 @llvm.nvvm.f2ui.rp.ftz(float 0xC00D9999A0000000)
  %v283 = zext i32 %a_283 to i64
  %p283 = getelementptr i64, i64 addrspace(1)* %out, i64 283
  store i64 %v283, i64 addrspace(1)* %p283
  br label %b284
b284:
  %v284 = call i64 @llvm.nvvm.f2ll.rp(float 0xC00D9999A0000000)
  %p284 = getelementptr i64, i64 addrspace(1)* %out, i64 284
  store i64 %v284, i64 addrspace(1)* %p284
  br label %b285
b285:
  %v285 = call i64 @llvm.nvvm.f2ll.rp.ftz(float 0xC00D9999A0000000)
  %p285 = getelementptr i64, i64 addrspace(1)* %out, i64 285
  store i64 %v285, i64 addrspace(1)* %p285
  br label %b286
b286:
  %v286 = call i64 @llvm.nvvm.f2ull.rp(float 0xC00D9999A0000000)
  %p286 = getelementptr i64, i64 addrspace(1)* %out, i64 286
  store i64 %v286, i64 addrspace(1)* %p286
  br label %b287
b287:
  %v287 = call i64 @llvm.nvvm.f2ull.rp.ftz(float 0xC00D9999A0000000)
  %p287 = getelementptr i64, i64 addrspace(1)* %out, i64 287
  store i64 %v287, i64 addrspace(1)* %p287
  br label %b288
b288:
  %a_288 = call i32 @llvm.nvvm.d2i.rp(double 0x4004000000000000)
  %v288 = sext i32 %a_288 to i64
  %p288 = getelementptr i64, i64 addrspace(1)* %out, i64 288
  store i64 %v288, i64 addrspace(1)* %p288
  br label %b289
b289:
  %a_289 = call i32 @llvm.nvvm.d2ui.rp(double 0x4004000000000000)
  %v289 = zext i32 %a_289 to i64
  %p289 = getelementptr i64, i64 addrspace(1)* %out, i64 289
  store i64 %v289, i64 addrspace(1)* %p289
  br label %b290
b290:
  %v290 = call i64 @llvm.nvvm.d2ll.rp(double 0x4004000000000000)
  %p290 = getelementptr i64, i64 addrspace(1)* %out, i64 290
  store i64 %v290, i64 addrspace(1)* %p290
  br label %b291
b291:
  %v291 = call i64 @llvm.nvvm.d2ull.rp(double 0x4004000000000000)
  %p291 = getelementptr i64, i64 addrspace(1)* %out, i64 291
  store i64 %v291, i64 addrspace(1)* %p291
  br label %b292
b292:
  %a_292 = call i32 @llvm.nvvm.d2i.rp(double 0xC004000000000000)
  %v292 = sext i32 %a_292 to i64
  %p292 = getelementptr i64, i64 addrspace(1)* %out, i64 292
  store i64 %v292, i64 addrspace(1)* %p292
  br label %b293
b293:
  %a_293 = call i32 @llvm.nvvm.d2ui.rp(double 0xC004000000000000)
  %v293 = zext i32 %a_293 to i64
  %p293 = getelementptr i64, i64 addrspace(1)* %out, i64 293
  store i64 %v293, i64 addrspace(1)* %p293
  br label %b294
b294:
  %v294 = call i64 @llvm.nvvm.d2ll.rp(double 0xC004000000000000)
  %p294 = getelementptr i64, i64 addrspace(1)* %out, i64 294
  store i64 %v294, i64 addrspace(1)* %p294
  br label %b295
b295:
  %v295 = call i64 @llvm.nvvm.d2ull.rp(double 0xC004000000000000)
  %p295 = getelementptr i64, i64 addrspace(1)* %out, i64 295
  store i64 %v295, i64 addrspace(1)* %p295
  br label %b296
b296:
  %a_296 = call i32 @llvm.nvvm.d2i.rp(double 0x400C000000000000)
  %v296 = sext i32 %a_296 to i64
  %p296 = getelementptr i64, i64 addrspace(1)* %out, i64 296
  store i64 %v296, i64 addrspace(1)* %p296
  br label %b297
b297:
  %a_297 = call i32 @llvm.nvvm.d2ui.rp(double 0x400C000000000000)
  %v297 = zext i32 %a_297 to i64
  %p297 = getelementptr i64, i64 addrspace(1)* %out, i64 297
  store i64 %v297, i64 addrspace(1)* %p297
  br label %b298
b298:
  %v298 = call i64 @llvm.nvvm.d2ll.rp(double 0x400C000000000000)
  %p298 = getelementptr i64, i64 addrspace(1)* %out, i64 298
  store i64 %v298, i64 addrspace(1)* %p298
  br label %b299
b299:
  %v299 = call i64 @llvm.nvvm.d2ull.rp(double 0x400C000000000000)
  %p299 = getelementptr i64, i64 addrspace(1)* %out, i64 299
  store i64 %v299, i64 addrspace(1)* %p299
  br label %b300
b300:
  %a_300 = call i32 @llvm.nvvm.d2i.rp(double 0x81A56E1FC2F8F359)
  %v300 = sext i32 %a_300 to i64
  %p300 = getelementptr i64, i64 addrspace(1)* %out, i64 300
  store i64 %v300, i64 addrspace(1)* %p300
  br label %b301
b301:
  %a_301 = call i32 @llvm.nvvm.d2ui.rp(double 0x81A56E1FC2F8F359)
  %v301 = zext i32 %a_301 to i64
  %p301 = getelementptr i64, i64 addrspace(1)* %out, i64 301
  store i64 %v301, i64 addrspace(1)* %p301
  br label %b302
b302:
  %v302 = call i64 @llvm.nvvm.d2ll.rp(double 0x81A56E1FC2F8F359)
  %p302 = getelementptr i64, i64 addrspace(1)* %out, i64 302
  store i64 %v302, i64 addrspace(1)* %p302
  br label %b303
b303:
  %v303 = call i64 @llvm.nvvm.d2ull.rp(double 0x81A56E1FC2F8F359)
  %p303 = getelementptr i64, i64 addrspace(1)* %out, i64 303
  store i64 %v303, i64 addrspace(1)* %p303
  br label %b304
b304:
  %a_304 = call i32 @llvm.nvvm.d2i.rp(double 0x7E37E43C8800759C)
  %v304 = sext i32 %a_304 to i64
  %p304 = getelementptr i64, i64 addrspace(1)* %out, i64 304
  store i64 %v304, i64 addrspace(1)* %p304
  br label %b305
b305:
  %a_305 = call i32 @llvm.nvvm.d2ui.rp(double 0x7E37E43C8800759C)
  %v305 = zext i32 %a_305 to i64
  %p305 = getelementptr i64, i64 addrspace(1)* %out, i64 305
  store i64 %v305, i64 addrspace(1)* %p305
  br label %b306
b306:
  %v306 = call i64 @llvm.nvvm.d2ll.rp(double 0x7E37E43C8800759C)
  %p306 = getelementptr i64, i64 addrspace(1)* %out, i64 306
  store i64 %v306, i64 addrspace(1)* %p306
  br label %b307
b307:
  %v307 = call i64 @llvm.nvvm.d2ull.rp(double 0x7E37E43C8800759C)
  %p307 = getelementptr i64, i64 addrspace(1)* %out, i64 307
  store i64 %v307, i64 addrspace(1)* %p307
  br label %b308
b308:
  %a_308 = call i32 @llvm.nvvm.d2i.rp(double 0xC28AEBC97C400000)
  %v308 = sext i32 %a_308 to i64
  %p308 = getelementptr i64, i64 addrspace(1)* %out, i64 308
  store i64 %v308, i64 addrspace(1)* %p308
  br label %b309
b309:
  %a_309 = call i32 @llvm.nvvm.d2ui.rp(double 0xC28AEBC97C400000)
  %v309 = zext i32 %a_309 to i64
  %p309 = getelementptr i64, i64 addrspace(1)* %out, i64 309
  store i64 %v309, i64 addrspace(1)* %p309
  br label %b310
b310:
  %v310 = call i64 @llvm.nvvm.d2ll.rp(double 0xC28AEBC97C400000)
  %p310 = getelementptr i64, i64 addrspace(1)* %out, i64 310
  store i64 %v310, i64 addrspace(1)* %p310
  br label %b311
b311:
  %v311 = call i64 @llvm.nvvm.d2ull.rp(double 0xC28AEBC97C400000)
  %p311 = getelementptr i64, i64 addrspace(1)* %out, i64 311
  store i64 %v311, i64 addrspace(1)* %p311
  br label %b312
b312:
  %a_312 = call double @llvm.nvvm.i2d.rp(i32 -7)
  %v312 = bitcast double %a_312 to i64
  %p312 = getelementptr i64, i64 addrspace(1)* %out, i64 312
  store i64 %v312, i64 addrspace(1)* %p312
  br label %b313
b313:
  %a_313 = call double @llvm.nvvm.ui2d.rp(i32 -7)
  %v313 = bitcast double %a_313 to i64
  %p313 = getelementptr i64, i64 addrspace(1)* %out, i64 313
  store i64 %v313, i64 addrspace(1)* %p313
  br label %b314
b314:
  %a_314 = call double @llvm.nvvm.i2d.rp(i32 2147483647)
  %v314 = bitcast double %a_314 to i64
  %p314 = getelementptr i64, i64 addrspace(1)* %out, i64 314
  store i64 %v314, i64 addrspace(1)* %p314
  br label %b315
b315:
  %a_315 = call double @llvm.nvvm.ui2d.rp(i32 2147483647)
  %v315 = bitcast double %a_315 to i64
  %p315 = getelementptr i64, i64 addrspace(1)* %out, i64 315
  store i64 %v315, i64 addrspace(1)* %p315
  br label %b316
b316:
  %a_316 = call double @llvm.nvvm.i2d.rp(i32 -2147483648)
  %v316 = bitcast double %a_316 to i64
  %p316 = getelementptr i64, i64 addrspace(1)* %out, i64 316
  store i64 %v316, i64 addrspace(1)* %p316
  br label %b317
b317:
  %a_317 = call double @llvm.nvvm.ui2d.rp(i32 -2147483648)
  %v317 = bitcast double %a_317 to i64
  %p317 = getelementptr i64, i64 addrspace(1)* %out, i64 317
  store i64 %v317, i64 addrspace(1)* %p317
  br label %b318
b318:
  %a_318 = call float @llvm.nvvm.ull2f.rp(i64 -9223372036854775807)
  %b_318 = bitcast float %a_318 to i32
  %v318 = zext i32 %b_318 to i64
  %p318 = getelementptr i64, i64 addrspace(1)* %out, i64 318
  store i64 %v318, i64 addrspace(1)* %p318
  br label %b319
b319:
  %a_319 = call float @llvm.nvvm.ull2f.rp(i64 16777217)
  %b_319 = bitcast float %a_319 to i32
  %v319 = zext i32 %b_319 to i64
  %p319 = getelementptr i64, i64 addrspace(1)* %out, i64 319
  store i64 %v319, i64 addrspace(1)* %p319
  br label %b320
b320:
  %a_320 = call float @llvm.nvvm.ull2f.rp(i64 -1)
  %b_320 = bitcast float %a_320 to i32
  %v320 = zext i32 %b_320 to i64
  %p320 = getelementptr i64, i64 addrspace(1)* %out, i64 320
  store i64 %v320, i64 addrspace(1)* %p320
  br label %b321
b321:
  %a_321 = call float @llvm.nvvm.d2f.rp.ftz(double 0x37D5C72FB1552D83)
  %b_321 = bitcast float %a_321 to i32
  %v321 = zext i32 %b_321 to i64
  %p321 = getelementptr i64, i64 addrspace(1)* %out, i64 321
  store i64 %v321, i64 addrspace(1)* %p321
  br label %b322
b322:
  %a_322 = call float @llvm.nvvm.d2f.rp.ftz(double 0x3FB999999999999A)
  %b_322 = bitcast float %a_322 to i32
  %v322 = zext i32 %b_322 to i64
  %p322 = getelementptr i64, i64 addrspace(1)* %out, i64 322
  store i64 %v322, i64 addrspace(1)* %p322
  br label %b323
b323:
  %a_323 = call i16 @llvm.nvvm.f2bf16.rz.relu(float 0xBFF0100100000000)
  %v323 = zext i16 %a_323 to i64
  %p323 = getelementptr i64, i64 addrspace(1)* %out, i64 323
  store i64 %v323, i64 addrspace(1)* %p323
  br label %b324
b324:
  %a_324 = call i16 @llvm.nvvm.f2h.rn.ftz(float 0xBFF0100100000000)
  %v324 = zext i16 %a_324 to i64
  %p324 = getelementptr i64, i64 addrspace(1)* %out, i64 324
  store i64 %v324, i64 addrspace(1)* %p324
  br label %b325
b325:
  %a_325 = call i16 @llvm.nvvm.f2bf16.rz.relu(float 0x400921FB40000000)
  %v325 = zext i16 %a_325 to i64
  %p325 = getelementptr i64, i64 addrspace(1)* %out, i64 325
  store i64 %v325, i64 addrspace(1)* %p325
  br label %b326
b326:
  %a_326 = call i16 @llvm.nvvm.f2h.rn.ftz(float 0x400921FB40000000)
  %v326 = zext i16 %a_326 to i64
  %p326 = getelementptr i64, i64 addrspace(1)* %out, i64 326
  store i64 %v326, i64 addrspace(1)* %p326
  br label %b327
b327:
  %a_327 = call i16 @llvm.nvvm.f2bf16.rz.relu(float 0x8000000000000000)
  %v327 = zext i16 %a_327 to i64
  %p327 = getelementptr i64, i64 addrspace(1)* %out, i64 327
  store i64 %v327, i64 addrspace(1)* %p327
  br label %b328
b328:
  %a_328 = call i16 @llvm.nvvm.f2h.rn.ftz(float 0x8000000000000000)
  %v328 = zext i16 %a_328 to i64
  %p328 = getelementptr i64, i64 addrspace(1)* %out, i64 328
  store i64 %v328, i64 addrspace(1)* %p328
  br label %b329
b329:
  %a_329 = call i16 @llvm.nvvm.f2bf16.rz.relu(float 0x3E45798EE0000000)
  %v329 = zext i16 %a_329 to i64
  %p329 = getelementptr i64, i64 addrspace(1)* %out, i64 329
  store i64 %v329, i64 addrspace(1)* %p329
  br label %b330
b330:
  %a_330 = call i16 @llvm.nvvm.f2h.rn.ftz(float 0x3E45798EE0000000)
  %v330 = zext i16 %a_330 to i64
  %p330 = getelementptr i64, i64 addrspace(1)* %out, i64 330
  store i64 %v330, i64 addrspace(1)* %p330
  br label %b331
b331:
  %a_331 = call i32 @llvm.nvvm.ff2bf16x2.rn(float 0xBFF0100100000000, float 0x400921FB40000000)
  %v331 = zext i32 %a_331 to i64
  %p331 = getelementptr i64, i64 addrspace(1)* %out, i64 331
  store i64 %v331, i64 addrspace(1)* %p331
  br label %b332
b332:
  %h_332 = call <2 x half> @llvm.nvvm.ff2f16x2.rn(float 0xBFF0100100000000, float 0x400921FB40000000)
  %a_332 = bitcast <2 x half> %h_332 to i32
  %v332 = zext i32 %a_332 to i64
  %p332 = getelementptr i64, i64 addrspace(1)* %out, i64 332
  store i64 %v332, i64 addrspace(1)* %p332
  br label %b333
b333:
  %a_333 = call i32 @llvm.nvvm.ff2bf16x2.rn.relu(float 0xBFF0100100000000, float 0x400921FB40000000)
  %v333 = zext i32 %a_333 to i64
  %p333 = getelementptr i64, i64 addrspace(1)* %out, i64 333
  store i64 %v333, i64 addrspace(1)* %p333
  br label %b334
b334:
  %h_334 = call <2 x half> @llvm.nvvm.ff2f16x2.rn.relu(float 0xBFF0100100000000, float 0x400921FB40000000)
  %a_334 = bitcast <2 x half> %h_334 to i32
  %v334 = zext i32 %a_334 to i64
  %p334 = getelementptr i64, i64 addrspace(1)* %out, i64 334
  store i64 %v334, i64 addrspace(1)* %p334
  br label %b335
b335:
  %a_335 = call i32 @llvm.nvvm.ff2bf16x2.rz(float 0xBFF0100100000000, float 0x400921FB40000000)
  %v335 = zext i32 %a_335 to i64
  %p335 = getelementptr i64, i64 addrspace(1)* %out, i64 335
  store i64 %v335, i64 addrspace(1)* %p335
  br label %b336
b336:
  %h_336 = call <2 x half> @llvm.nvvm.ff2f16x2.rz(float 0xBFF0100100000000, float 0x400921FB40000000)
  %a_336 = bitcast <2 x half> %h_336 to i32
  %v336 = zext i32 %a_336 to i64
  %p336 = getelementptr i64, i64 addrspace(1)* %out, i64 336
  store i64 %v336, i64 addrspace(1)* %p336
  br label %b337
b337:
  %a_337 = call i32 @llvm.nvvm.ff2bf16x2.rz.relu(float 0xBFF0100100000000, float 0x400921FB40000000)
  %v337 = zext i32 %a_337 to i64
  %p337 = getelementptr i64, i64 addrspace(1)* %out, i64 337
  store i64 %v337, i64 addrspace(1)* %p337
  br label %b338
b338:
  %h_338 = call <2 x half> @llvm.nvvm.ff2f16x2.rz.relu(float 0xBFF0100100000000, float 0x400921FB40000000)
  %a_338 = bitcast <2 x half> %h_338 to i32
  %v338 = zext i32 %a_338 to i64
  %p338 = getelementptr i64, i64 addrspace(1)* %out, i64 338
  store i64 %v338, i64 addrspace(1)* %p338
  br label %b339
b339:
  %a_339 = call i32 @llvm.nvvm.ff2bf16x2.rn(float 0xC004000000000000, float 0x3F50624DE0000000)
  %v339 = zext i32 %a_339 to i64
  %p339 = getelementptr i64, i64 addrspace(1)* %out, i64 339
  store i64 %v339, i64 addrspace(1)* %p339
  br label %b340
b340:
  %h_340 = call <2 x half> @llvm.nvvm.ff2f16x2.rn(float 0xC004000000000000, float 0x3F50624DE0000000)
  %a_340 = bitcast <2 x half> %h_340 to i32
  %v340 = zext i32 %a_340 to i64
  %p340 = getelementptr i64, i64 addrspace(1)* %out, i64 340
  store i64 %v340, i64 addrspace(1)* %p340
  br label %b341
b341:
  %a_341 = call i32 @llvm.nvvm.ff2bf16x2.rn.relu(float 0xC004000000000000, float 0x3F50624DE0000000)
  %v341 = zext i32 %a_341 to i64
  %p341 = getelementptr i64, i64 addrspace(1)* %out, i64 341
  store i64 %v341, i64 addrspace(1)* %p341
  br label %b342
b342:
  %h_342 = call <2 x half> @llvm.nvvm.ff2f16x2.rn.relu(float 0xC004000000000000, float 0x3F50624DE0000000)
  %a_342 = bitcast <2 x half> %h_342 to i32
  %v342 = zext i32 %a_342 to i64
  %p342 = getelementptr i64, i64 addrspace(1)* %out, i64 342
  store i64 %v342, i64 addrspace(1)* %p342
  br label %b343
b343:
  %a_343 = call i32 @llvm.nvvm.ff2bf16x2.rz(float 0xC004000000000000, float 0x3F50624DE0000000)
  %v343 = zext i32 %a_343 to i64
  %p343 = getelementptr i64, i64 addrspace(1)* %out, i64 343
  store i64 %v343, i64 addrspace(1)* %p343
  br label %b344
b344:
  %h_344 = call <2 x half> @llvm.nvvm.ff2f16x2.rz(float 0xC004000000000000, float 0x3F50624DE0000000)
  %a_344 = bitcast <2 x half> %h_344 to i32
  %v344 = zext i32 %a_344 to i64
  %p344 = getelementptr i64, i64 addrspace(1)* %out, i64 344
  store i64 %v344, i64 addrspace(1)* %p344
  br label %b345
b345:
  %a_345 = call i32 @llvm.nvvm.ff2bf16x2.rz.relu(float 0xC004000000000000, float 0x3F50624DE0000000)
  %v345 = zext i32 %a_345 to i64
  %p345 = getelementptr i64, i64 addrspace(1)* %out, i64 345
  store i64 %v345, i64 addrspace(1)* %p345
  br label %b346
b346:
  %h_346 = call <2 x half> @llvm.nvvm.ff2f16x2.rz.relu(float 0xC004000000000000, float 0x3F50624DE0000000)
  %a_346 = bitcast <2 x half> %h_346 to i32
  %v346 = zext i32 %a_346 to i64
  %p346 = getelementptr i64, i64 addrspace(1)* %out, i64 346
  store i64 %v346, i64 addrspace(1)* %p346
  br label %b347
b347:
  %a_347 = call i32 @llvm.nvvm.f2tf32.rna(float 0x3FF0020100000000)
  %v347 = zext i32 %a_347 to i64
  %p347 = getelementptr i64, i64 addrspace(1)* %out, i64 347
  store i64 %v347, i64 addrspace(1)* %p347
  br label %b348
b348:
  %a_348 = call i32 @llvm.nvvm.f2tf32.rna(float 0x3FF0020000000000)
  %v348 = zext i32 %a_348 to i64
  %p348 = getelementptr i64, i64 addrspace(1)* %out, i64 348
  store i64 %v348, i64 addrspace(1)* %p348
  br label %b349
b349:
  %a_349 = call float @llvm.nvvm.sin.approx.ftz.f(float 2.0)
  %b_349 = bitcast float %a_349 to i32
  %v349 = zext i32 %b_349 to i64
  %p349 = getelementptr i64, i64 addrspace(1)* %out, i64 349
  store i64 %v349, i64 addrspace(1)* %p349
  br label %b350
b350:
  %a_350 = call float @llvm.nvvm.cos.approx.ftz.f(float 2.0)
  %b_350 = bitcast float %a_350 to i32
  %v350 = zext i32 %b_350 to i64
  %p350 = getelementptr i64, i64 addrspace(1)* %out, i64 350
  store i64 %v350, i64 addrspace(1)* %p350
  br label %b351
b351:
  %a_351 = call float @llvm.nvvm.lg2.approx.ftz.f(float 2.0)
  %b_351 = bitcast float %a_351 to i32
  %v351 = zext i32 %b_351 to i64
  %p351 = getelementptr i64, i64 addrspace(1)* %out, i64 351
  store i64 %v351, i64 addrspace(1)* %p351
  br label %b352
b352:
  %a_352 = call float @llvm.nvvm.rsqrt.approx.ftz.f(float 2.0)
  %b_352 = bitcast float %a_352 to i32
  %v352 = zext i32 %b_352 to i64
  %p352 = getelementptr i64, i64 addrspace(1)* %out, i64 352
  store i64 %v352, i64 addrspace(1)* %p352
  br label %b353
b353:
  %a_353 = call float @llvm.nvvm.lg2.approx.ftz.f(float 0x3740000000000000)
  %b_353 = bitcast float %a_353 to i32
  %v353 = zext i32 %b_353 to i64
  %p353 = getelementptr i64, i64 addrspace(1)* %out, i64 353
  store i64 %v353, i64 addrspace(1)* %p353
  br label %b354
b354:
  %a_354 = call float @llvm.nvvm.sqrt.approx.ftz.f(float 0x3740000000000000)
  %b_354 = bitcast float %a_354 to i32
  %v354 = zext i32 %b_354 to i64
  %p354 = getelementptr i64, i64 addrspace(1)* %out, i64 354
  store i64 %v354, i64 addrspace(1)* %p354
  br label %b355
b355:
  %a_355 = call float @llvm.nvvm.div.approx.ftz.f(float 1.0, float 3.0)
  %b_355 = bitcast float %a_355 to i32
  %v355 = zext i32 %b_355 to i64
  %p355 = getelementptr i64, i64 addrspace(1)* %out, i64 355
  store i64 %v355, i64 addrspace(1)* %p355
  br label %b356
b356:
  %a_356 = call double @llvm.nvvm.rcp.approx.ftz.d(double 3.0)
  %v356 = bitcast double %a_356 to i64
  %p356 = getelementptr i64, i64 addrspace(1)* %out, i64 356
  store i64 %v356, i64 addrspace(1)* %p356
  br label %b357
b357:
  %a_357 = call double @llvm.nvvm.ceil.d(double 0xC004000000000000)
  %v357 = bitcast double %a_357 to i64
  %p357 = getelementptr i64, i64 addrspace(1)* %out, i64 357
  store i64 %v357, i64 addrspace(1)* %p357
  br label %b358
b358:
  %a_358 = call double @llvm.nvvm.floor.d(double 0xC004000000000000)
  %v358 = bitcast double %a_358 to i64
  %p358 = getelementptr i64, i64 addrspace(1)* %out, i64 358
  store i64 %v358, i64 addrspace(1)* %p358
  br label %b359
b359:
  %a_359 = call double @llvm.nvvm.trunc.d(double 0xC004000000000000)
  %v359 = bitcast double %a_359 to i64
  %p359 = getelementptr i64, i64 addrspace(1)* %out, i64 359
  store i64 %v359, i64 addrspace(1)* %p359
  br label %b360
b360:
  %a_360 = call float @llvm.nvvm.ceil.ftz.f(float 0x3740000000000000)
  %b_360 = bitcast float %a_360 to i32
  %v360 = zext i32 %b_360 to i64
  %p360 = getelementptr i64, i64 addrspace(1)* %out, i64 360
  store i64 %v360, i64 addrspace(1)* %p360
  br label %b361
b361:
  %a_361 = call float @llvm.nvvm.floor.ftz.f(float 0x3740000000000000)
  %b_361 = bitcast float %a_361 to i32
  %v361 = zext i32 %b_361 to i64
  %p361 = getelementptr i64, i64 addrspace(1)* %out, i64 361
  store i64 %v361, i64 addrspace(1)* %p361
  br label %b362
b362:
  %a_362 = call float @llvm.nvvm.trunc.ftz.f(float 0x3740000000000000)
  %b_362 = bitcast float %a_362 to i32
  %v362 = zext i32 %b_362 to i64
  %p362 = getelementptr i64, i64 addrspace(1)* %out, i64 362
  store i64 %v362, i64 addrspace(1)* %p362
  br label %b363
b363:
  %a_363 = call float @llvm.nvvm.round.ftz.f(float 0x3740000000000000)
  %b_363 = bitcast float %a_363 to i32
  %v363 = zext i32 %b_363 to i64
  %p363 = getelementptr i64, i64 addrspace(1)* %out, i64 363
  store i64 %v363, i64 addrspace(1)* %p363
  br label %b364
b364:
  %a_364 = call float @llvm.nvvm.round.ftz.f(float 2.5)
  %b_364 = bitcast float %a_364 to i32
  %v364 = zext i32 %b_364 to i64
  %p364 = getelementptr i64, i64 addrspace(1)* %out, i64 364
  store i64 %v364, i64 addrspace(1)* %p364
  br label %b365
b365:
  %a_365 = call float @llvm.nvvm.saturate.ftz.f(float 0x3740000000000000)
  %b_365 = bitcast float %a_365 to i32
  %v365 = zext i32 %b_365 to i64
  %p365 = getelementptr i64, i64 addrspace(1)* %out, i64 365
  store i64 %v365, i64 addrspace(1)* %p365
  br label %b366
b366:
  %a_366 = call float @llvm.nvvm.saturate.ftz.f(float 0.75)
  %b_366 = bitcast float %a_366 to i32
  %v366 = zext i32 %b_366 to i64
  %p366 = getelementptr i64, i64 addrspace(1)* %out, i64 366
  store i64 %v366, i64 addrspace(1)* %p366
  br label %b367
b367:
  %a_367 = call double @llvm.nvvm.fabs.d(double -2.0)
  %v367 = bitcast double %a_367 to i64
  %p367 = getelementptr i64, i64 addrspace(1)* %out, i64 367
  store i64 %v367, i64 addrspace(1)* %p367
  br label %b368
b368:
  %a_368 = call double @llvm.nvvm.fmax.d(double 0x7FF8000000000000, double -1.0)
  %v368 = bitcast double %a_368 to i64
  %p368 = getelementptr i64, i64 addrspace(1)* %out, i64 368
  store i64 %v368, i64 addrspace(1)* %p368
  br label %b369
b369:
  %a_369 = call double @llvm.nvvm.fmax.d(double -0.0, double 0.0)
  %v369 = bitcast double %a_369 to i64
  %p369 = getelementptr i64, i64 addrspace(1)* %out, i64 369
  store i64 %v369, i64 addrspace(1)* %p369
  br label %b370
b370:
  %a_370 = call float @llvm.nvvm.fmin.ftz.f(float 0xB740000000000000, float 0.0)
  %b_370 = bitcast float %a_370 to i32
  %v370 = zext i32 %b_370 to i64
  %p370 = getelementptr i64, i64 addrspace(1)* %out, i64 370
  store i64 %v370, i64 addrspace(1)* %p370
  br label %b371
b371:
  %a_371 = call float @llvm.fmuladd.f32(float 3.0, float 0x3FD5555560000000, float -1.0)
  %b_371 = bitcast float %a_371 to i32
  %v371 = zext i32 %b_371 to i64
  %p371 = getelementptr i64, i64 addrspace(1)* %out, i64 371
  store i64 %v371, i64 addrspace(1)* %p371
  br label %b372
b372:
  %a_372 = call i32 @llvm.nvvm.max.i(i32 -5, i32 3)
  %v372 = zext i32 %a_372 to i64
  %p372 = getelementptr i64, i64 addrspace(1)* %out, i64 372
  store i64 %v372, i64 addrspace(1)* %p372
  br label %b373
b373:
  %a_373 = call i32 @llvm.nvvm.min.ui(i32 -5, i32 3)
  %v373 = zext i32 %a_373 to i64
  %p373 = getelementptr i64, i64 addrspace(1)* %out, i64 373
  store i64 %v373, i64 addrspace(1)* %p373
  br label %b374
b374:
  %v374 = call i64 @llvm.nvvm.max.ll(i64 -1099511627776, i64 7)
  %p374 = getelementptr i64, i64 addrspace(1)* %out, i64 374
  store i64 %v374, i64 addrspace(1)* %p374
  br label %b375
b375:
  %v375 = call i64 @llvm.nvvm.min.ull(i64 -1, i64 9)
  %p375 = getelementptr i64, i64 addrspace(1)* %out, i64 375
  store i64 %v375, i64 addrspace(1)* %p375
  br label %b376
b376:
  %a_376 = call i32 @llvm.nvvm.popc.i(i32 -1)
  %v376 = zext i32 %a_376 to i64
  %p376 = getelementptr i64, i64 addrspace(1)* %out, i64 376
  store i64 %v376, i64 addrspace(1)* %p376
  br label %b377
b377:
  %a_377 = call i32 @llvm.nvvm.rotate.b32(i32 -2147483647, i32 0)
  %v377 = zext i32 %a_377 to i64
  %p377 = getelementptr i64, i64 addrspace(1)* %out, i64 377
  store i64 %v377, i64 addrspace(1)* %p377
  br label %b378
b378:
  %v378 = call i64 @llvm.nvvm.rotate.b64(i64 -9223372036854775805, i32 0)
  %p378 = getelementptr i64, i64 addrspace(1)* %out, i64 378
  store i64 %v378, i64 addrspace(1)* %p378
  br label %b379
b379:
  %v379 = call i64 @llvm.nvvm.rotate.right.b64(i64 -9223372036854775805, i32 0)
  %p379 = getelementptr i64, i64 addrspace(1)* %out, i64 379
  store i64 %v379, i64 addrspace(1)* %p379
  br label %b380
b380:
  %a_380 = call i32 @llvm.nvvm.rotate.b32(i32 -2147483647, i32 5)
  %v380 = zext i32 %a_380 to i64
  %p380 = getelementptr i64, i64 addrspace(1)* %out, i64 380
  store i64 %v380, i64 addrspace(1)* %p380
  br label %b381
b381:
  %v381 = call i64 @llvm.nvvm.rotate.b64(i64 -9223372036854775805, i32 5)
  %p381 = getelementptr i64, i64 addrspace(1)* %out, i64 381
  store i64 %v381, i64 addrspace(1)* %p381
  br label %b382
b382:
  %v382 = call i64 @llvm.nvvm.rotate.right.b64(i64 -9223372036854775805, i32 5)
  %p382 = getelementptr i64, i64 addrspace(1)* %out, i64 382
  store i64 %v382, i64 addrspace(1)* %p382
  br label %b383
b383:
  %a_383 = call i32 @llvm.nvvm.rotate.b32(i32 -2147483647, i32 37)
  %v383 = zext i32 %a_383 to i64
  %p383 = getelementptr i64, i64 addrspace(1)* %out, i64 383
  store i64 %v383, i64 addrspace(1)* %p383
  br label %b384
b384:
  %v384 = call i64 @llvm.nvvm.swap.lo.hi.b64(i64 81985529216486895)
  %p384 = getelementptr i64, i64 addrspace(1)* %out, i64 384
  store i64 %v384, i64 addrspace(1)* %p384
  br label %b385
b385:
  %a_385 = call i32 @llvm.nvvm.fns(i32 61680, i32 0, i32 3)
  %v385 = zext i32 %a_385 to i64
  %p385 = getelementptr i64, i64 addrspace(1)* %out, i64 385
  store i64 %v385, i64 addrspace(1)* %p385
  br label %b386
b386:
  %a_386 = call i32 @llvm.nvvm.fns(i32 61680, i32 31, i32 -2)
  %v386 = zext i32 %a_386 to i64
  %p386 = getelementptr i64, i64 addrspace(1)* %out, i64 386
  store i64 %v386, i64 addrspace(1)* %p386
  br label %b387
b387:
  %a_387 = call i32 @llvm.nvvm.fns(i32 61680, i32 4, i32 0)
  %v387 = zext i32 %a_387 to i64
  %p387 = getelementptr i64, i64 addrspace(1)* %out, i64 387
  store i64 %v387, i64 addrspace(1)* %p387
  br label %b388
b388:
  %a_388 = call i32 @llvm.nvvm.fns(i32 61680, i32 3, i32 0)
  %v388 = zext i32 %a_388 to i64
  %p388 = getelementptr i64, i64 addrspace(1)* %out, i64 388
  store i64 %v388, i64 addrspace(1)* %p388
  br label %b389
b389:
  %a_389 = call i32 @llvm.nvvm.fns(i32 1, i32 0, i32 2)
  %v389 = zext i32 %a_389 to i64
  %p389 = getelementptr i64, i64 addrspace(1)* %out, i64 389
  store i64 %v389, i64 addrspace(1)* %p389
  br label %b390
b390:
  %a_390 = call i32 @llvm.nvvm.d2i.lo(double 0x3FF8000000000000)
  %v390 = zext i32 %a_390 to i64
  %p390 = getelementptr i64, i64 addrspace(1)* %out, i64 390
  store i64 %v390, i64 addrspace(1)* %p390
  br label %b391
b391:
  %a_391 = call i32 @llvm.nvvm.d2i.hi(double 0x3FF8000000000000)
  %v391 = zext i32 %a_391 to i64
  %p391 = getelementptr i64, i64 addrspace(1)* %out, i64 391
  store i64 %v391, i64 addrspace(1)* %p391
  br label %b392
b392:
  %a_392 = call double @llvm.nvvm.lohi.i2d(i32 1, i32 1072693248)
  %v392 = bitcast double %a_392 to i64
  %p392 = getelementptr i64, i64 addrspace(1)* %out, i64 392
  store i64 %v392, i64 addrspace(1)* %p392
  br label %b393
b393:
  %a_393 = call float @llvm.nvvm.bitcast.i2f(i32 1065353216)
  %b_393 = bitcast float %a_393 to i32
  %v393 = zext i32 %b_393 to i64
  %p393 = getelementptr i64, i64 addrspace(1)* %out, i64 393
  store i64 %v393, i64 addrspace(1)* %p393
  br label %b394
b394:
  %a_394 = call double @llvm.nvvm.bitcast.ll2d(i64 4607182418800017408)
  %v394 = bitcast double %a_394 to i64
  %p394 = getelementptr i64, i64 addrspace(1)* %out, i64 394
  store i64 %v394, i64 addrspace(1)* %p394
  br label %b395
b395:
  %v395 = call i64 @llvm.expect.i64(i64 42, i64 1)
  %p395 = getelementptr i64, i64 addrspace(1)* %out, i64 395
  store i64 %v395, i64 addrspace(1)* %p395
  br label %b396
b396:
  call void @llvm.assume(i1 true)
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.sys()
  %v396 = add i64 0, 44
  %p396 = getelementptr i64, i64 addrspace(1)* %out, i64 396
  store i64 %v396, i64 addrspace(1)* %p396
  br label %b397
b397:
  ret void
}

declare float @llvm.nvvm.add.rn.ftz.f(float, float)
declare double @llvm.nvvm.add.rn.d(double, double)
declare float @llvm.nvvm.mul.rn.ftz.f(float, float)
declare double @llvm.nvvm.mul.rn.d(double, double)
declare float @llvm.nvvm.div.rn.ftz.f(float, float)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float)
declare double @llvm.nvvm.sqrt.rn.d(double)
declare float @llvm.nvvm.add.rz.ftz.f(float, float)
declare double @llvm.nvvm.add.rz.d(double, double)
declare float @llvm.nvvm.mul.rz.ftz.f(float, float)
declare double @llvm.nvvm.mul.rz.d(double, double)
declare float @llvm.nvvm.div.rz.ftz.f(float, float)
declare float @llvm.nvvm.fma.rz.ftz.f(float, float, float)
declare float @llvm.nvvm.rcp.rz.ftz.f(float)
declare float @llvm.nvvm.sqrt.rz.ftz.f(float)
declare double @llvm.nvvm.sqrt.rz.d(double)
declare float @llvm.nvvm.add.rm.ftz.f(float, float)
declare double @llvm.nvvm.add.rm.d(double, double)
declare float @llvm.nvvm.mul.rm.ftz.f(float, float)
declare double @llvm.nvvm.mul.rm.d(double, double)
declare float @llvm.nvvm.div.rm.ftz.f(float, float)
declare float @llvm.nvvm.fma.rm.ftz.f(float, float, float)
declare float @llvm.nvvm.rcp.rm.ftz.f(float)
declare float @llvm.nvvm.sqrt.rm.ftz.f(float)
declare double @llvm.nvvm.sqrt.rm.d(double)
declare float @llvm.nvvm.add.rp.ftz.f(float, float)
declare double @llvm.nvvm.add.rp.d(double, double)
declare float @llvm.nvvm.mul.rp.ftz.f(float, float)
declare double @llvm.nvvm.mul.rp.d(double, double)
declare float @llvm.nvvm.div.rp.ftz.f(float, float)
declare float @llvm.nvvm.fma.rp.ftz.f(float, float, float)
declare float @llvm.nvvm.rcp.rp.ftz.f(float)
declare float @llvm.nvvm.sqrt.rp.ftz.f(float)
declare double @llvm.nvvm.sqrt.rp.d(double)
declare i32 @llvm.nvvm.f2i.rn.ftz(float)
declare i32 @llvm.nvvm.f2ui.rn(float)
declare i32 @llvm.nvvm.f2ui.rn.ftz(float)
declare i64 @llvm.nvvm.f2ll.rn(float)
declare i64 @llvm.nvvm.f2ll.rn.ftz(float)
declare i64 @llvm.nvvm.f2ull.rn(float)
declare i64 @llvm.nvvm.f2ull.rn.ftz(float)
declare i32 @llvm.nvvm.d2i.rn(double)
declare i32 @llvm.nvvm.d2ui.rn(double)
declare i64 @llvm.nvvm.d2ll.rn(double)
declare i64 @llvm.nvvm.d2ull.rn(double)
declare double @llvm.nvvm.i2d.rn(i32)
declare double @llvm.nvvm.ui2d.rn(i32)
declare float @llvm.nvvm.ull2f.rn(i64)
declare float @llvm.nvvm.d2f.rn.ftz(double)
declare i32 @llvm.nvvm.f2i.rz.ftz(float)
declare i32 @llvm.nvvm.f2ui.rz(float)
declare i32 @llvm.nvvm.f2ui.rz.ftz(float)
declare i64 @llvm.nvvm.f2ll.rz(float)
declare i64 @llvm.nvvm.f2ll.rz.ftz(float)
declare i64 @llvm.nvvm.f2ull.rz(float)
declare i64 @llvm.nvvm.f2ull.rz.ftz(float)
declare i32 @llvm.nvvm.d2i.rz(double)
declare i32 @llvm.nvvm.d2ui.rz(double)
declare i64 @llvm.nvvm.d2ll.rz(double)
declare i64 @llvm.nvvm.d2ull.rz(double)
declare double @llvm.nvvm.i2d.rz(i32)
declare double @llvm.nvvm.ui2d.rz(i32)
declare float @llvm.nvvm.ull2f.rz(i64)
declare float @llvm.nvvm.d2f.rz.ftz(double)
declare i32 @llvm.nvvm.f2i.rm.ftz(float)
declare i32 @llvm.nvvm.f2ui.rm(float)
declare i32 @llvm.nvvm.f2ui.rm.ftz(float)
declare i64 @llvm.nvvm.f2ll.rm(float)
declare i64 @llvm.nvvm.f2ll.rm.ftz(float)
declare i64 @llvm.nvvm.f2ull.rm(float)
declare i64 @llvm.nvvm.f2ull.rm.ftz(float)
declare i32 @llvm.nvvm.d2i.rm(double)
declare i32 @llvm.nvvm.d2ui.rm(double)
declare i64 @llvm.nvvm.d2ll.rm(double)
declare i64 @llvm.nvvm.d2ull.rm(double)
declare double @llvm.nvvm.i2d.rm(i32)
declare double @llvm.nvvm.ui2d.rm(i32)
declare float @llvm.nvvm.ull2f.rm(i64)
declare float @llvm.nvvm.d2f.rm.ftz(double)
declare i32 @llvm.nvvm.f2i.rp.ftz(float)
declare i32 @llvm.nvvm.f2ui.rp(float)
declare i32 @llvm.nvvm.f2ui.rp.ftz(float)
declare i64 @llvm.nvvm.f2ll.rp(float)
declare i64 @llvm.nvvm.f2ll.rp.ftz(float)
declare i64 @llvm.nvvm.f2ull.rp(float)
declare i64 @llvm.nvvm.f2ull.rp.ftz(float)
declare i32 @llvm.nvvm.d2i.rp(double)
declare i32 @llvm.nvvm.d2ui.rp(double)
declare i64 @llvm.nvvm.d2ll.rp(double)
declare i64 @llvm.nvvm.d2ull.rp(double)
declare double @llvm.nvvm.i2d.rp(i32)
declare double @llvm.nvvm.ui2d.rp(i32)
declare float @llvm.nvvm.ull2f.rp(i64)
declare float @llvm.nvvm.d2f.rp.ftz(double)
declare i16 @llvm.nvvm.f2bf16.rz.relu(float)
declare i16 @llvm.nvvm.f2h.rn.ftz(float)
declare i32 @llvm.nvvm.ff2bf16x2.rn(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rn(float, float)
declare i32 @llvm.nvvm.ff2bf16x2.rn.relu(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rn.relu(float, float)
declare i32 @llvm.nvvm.ff2bf16x2.rz(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz(float, float)
declare i32 @llvm.nvvm.ff2bf16x2.rz.relu(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz.relu(float, float)
declare i32 @llvm.nvvm.f2tf32.rna(float)
declare float @llvm.nvvm.sin.approx.ftz.f(float)
declare float @llvm.nvvm.cos.approx.ftz.f(float)
declare float @llvm.nvvm.lg2.approx.ftz.f(float)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float)
declare float @llvm.nvvm.div.approx.ftz.f(float, float)
declare double @llvm.nvvm.rcp.approx.ftz.d(double)
declare double @llvm.nvvm.ceil.d(double)
declare double @llvm.nvvm.floor.d(double)
declare double @llvm.nvvm.trunc.d(double)
declare float @llvm.nvvm.ceil.ftz.f(float)
declare float @llvm.nvvm.floor.ftz.f(float)
declare float @llvm.nvvm.trunc.ftz.f(float)
declare float @llvm.nvvm.round.ftz.f(float)
declare float @llvm.nvvm.saturate.ftz.f(float)
declare double @llvm.nvvm.fabs.d(double)
declare double @llvm.nvvm.fmax.d(double, double)
declare float @llvm.nvvm.fmin.ftz.f(float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare i32 @llvm.nvvm.max.i(i32, i32)
declare i32 @llvm.nvvm.min.ui(i32, i32)
declare i64 @llvm.nvvm.max.ll(i64, i64)
declare i64 @llvm.nvvm.min.ull(i64, i64)
declare i32 @llvm.nvvm.popc.i(i32)
declare i32 @llvm.nvvm.rotate.b32(i32, i32)
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)
declare i64 @llvm.nvvm.swap.lo.hi.b64(i64)
declare i32 @llvm.nvvm.fns(i32, i32, i32)
declare i32 @llvm.nvvm.d2i.lo(double)
declare i32 @llvm.nvvm.d2i.hi(double)
declare double @llvm.nvvm.lohi.i2d(i32, i32)
declare float @llvm.nvvm.bitcast.i2f(i32)
declare double @llvm.nvvm.bitcast.ll2d(i64)
declare i64 @llvm.expect.i64(i64, i64)
declare void @llvm.assume(i1)
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.sys()

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*)* @rest, !"kernel", i32 1}
