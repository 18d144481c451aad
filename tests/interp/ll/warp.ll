; Warp-synchronous operations and CTA barriers, computed by the runner for both engines
; (runner.h "Blocking"): shfl.sync in all modes with width segments, the predicate variant,
; lanes outside the mask or past the CTA (0 by the runner's rule), votes, match, activemask
; in divergent code, barrier0.popc/and/or.
target triple = "nvptx64-nvidia-cuda"

; TEST shfl32 --grid 1 --block 32 buf:i32:288:zero
; OUT 11 0x0000000b
; OUT 1 0x00000001
; OUT 31 0x0000001f
; OUT 51 0x00000033
; OUT 1 0x00000001
; OUT 11 0x0000000b
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1069547520 0x3fc00000
; OUT 21 0x00000015
; OUT 1 0x00000001
; OUT 41 0x00000029
; OUT 41 0x00000029
; OUT 1 0x00000001
; OUT 21 0x00000015
; OUT 11 0x0000000b
; OUT 1 0x00000001
; OUT 1056964608 0x3f000000
; OUT 31 0x0000001f
; OUT 11 0x0000000b
; OUT 51 0x00000033
; OUT 71 0x00000047
; OUT 1 0x00000001
; OUT 31 0x0000001f
; OUT 21 0x00000015
; OUT 1 0x00000001
; OUT 1080033280 0x40600000
; OUT 41 0x00000029
; OUT 21 0x00000015
; OUT 61 0x0000003d
; OUT 61 0x0000003d
; OUT 1 0x00000001
; OUT 41 0x00000029
; OUT 31 0x0000001f
; OUT 1 0x00000001
; OUT 1075838976 0x40200000
; OUT 51 0x00000033
; OUT 31 0x0000001f
; OUT 71 0x00000047
; OUT 11 0x0000000b
; OUT 1 0x00000001
; OUT 51 0x00000033
; OUT 41 0x00000029
; OUT 1 0x00000001
; OUT 1085276160 0x40b00000
; OUT 61 0x0000003d
; OUT 41 0x00000029
; OUT 81 0x00000051
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 61 0x0000003d
; OUT 51 0x00000033
; OUT 1 0x00000001
; OUT 1083179008 0x40900000
; OUT 71 0x00000047
; OUT 51 0x00000033
; OUT 91 0x0000005b
; OUT 31 0x0000001f
; OUT 1 0x00000001
; OUT 71 0x00000047
; OUT 61 0x0000003d
; OUT 1 0x00000001
; OUT 1089470464 0x40f00000
; OUT 81 0x00000051
; OUT 61 0x0000003d
; OUT 101 0x00000065
; OUT 21 0x00000015
; OUT 1 0x00000001
; OUT 81 0x00000051
; OUT 71 0x00000047
; OUT 1 0x00000001
; OUT 1087373312 0x40d00000
; OUT 91 0x0000005b
; OUT 71 0x00000047
; OUT 111 0x0000006f
; OUT 131 0x00000083
; OUT 81 0x00000051
; OUT 91 0x0000005b
; OUT 81 0x00000051
; OUT 1 0x00000001
; OUT 1092091904 0x41180000
; OUT 101 0x00000065
; OUT 81 0x00000051
; OUT 121 0x00000079
; OUT 121 0x00000079
; OUT 81 0x00000051
; OUT 101 0x00000065
; OUT 91 0x0000005b
; OUT 1 0x00000001
; OUT 1091043328 0x41080000
; OUT 111 0x0000006f
; OUT 91 0x0000005b
; OUT 131 0x00000083
; OUT 151 0x00000097
; OUT 81 0x00000051
; OUT 111 0x0000006f
; OUT 101 0x00000065
; OUT 1 0x00000001
; OUT 1094189056 0x41380000
; OUT 121 0x00000079
; OUT 101 0x00000065
; OUT 141 0x0000008d
; OUT 141 0x0000008d
; OUT 81 0x00000051
; OUT 121 0x00000079
; OUT 111 0x0000006f
; OUT 1 0x00000001
; OUT 1093140480 0x41280000
; OUT 131 0x00000083
; OUT 111 0x0000006f
; OUT 151 0x00000097
; OUT 91 0x0000005b
; OUT 81 0x00000051
; OUT 131 0x00000083
; OUT 121 0x00000079
; OUT 1 0x00000001
; OUT 1096286208 0x41580000
; OUT 141 0x0000008d
; OUT 121 0x00000079
; OUT 161 0x000000a1
; OUT 81 0x00000051
; OUT 81 0x00000051
; OUT 141 0x0000008d
; OUT 131 0x00000083
; OUT 1 0x00000001
; OUT 1095237632 0x41480000
; OUT 151 0x00000097
; OUT 131 0x00000083
; OUT 171 0x000000ab
; OUT 111 0x0000006f
; OUT 81 0x00000051
; OUT 151 0x00000097
; OUT 141 0x0000008d
; OUT 1 0x00000001
; OUT 1098383360 0x41780000
; OUT 161 0x000000a1
; OUT 141 0x0000008d
; OUT 181 0x000000b5
; OUT 101 0x00000065
; OUT 81 0x00000051
; OUT 161 0x000000a1
; OUT 151 0x00000097
; OUT 1 0x00000001
; OUT 1097334784 0x41680000
; OUT 171 0x000000ab
; OUT 151 0x00000097
; OUT 191 0x000000bf
; OUT 211 0x000000d3
; OUT 161 0x000000a1
; OUT 171 0x000000ab
; OUT 161 0x000000a1
; OUT 1 0x00000001
; OUT 1099694080 0x418c0000
; OUT 181 0x000000b5
; OUT 161 0x000000a1
; OUT 201 0x000000c9
; OUT 201 0x000000c9
; OUT 161 0x000000a1
; OUT 181 0x000000b5
; OUT 171 0x000000ab
; OUT 1 0x00000001
; OUT 1099169792 0x41840000
; OUT 191 0x000000bf
; OUT 171 0x000000ab
; OUT 211 0x000000d3
; OUT 231 0x000000e7
; OUT 161 0x000000a1
; OUT 191 0x000000bf
; OUT 181 0x000000b5
; OUT 1 0x00000001
; OUT 1100742656 0x419c0000
; OUT 201 0x000000c9
; OUT 181 0x000000b5
; OUT 221 0x000000dd
; OUT 221 0x000000dd
; OUT 161 0x000000a1
; OUT 201 0x000000c9
; OUT 191 0x000000bf
; OUT 1 0x00000001
; OUT 1100218368 0x41940000
; OUT 211 0x000000d3
; OUT 191 0x000000bf
; OUT 231 0x000000e7
; OUT 171 0x000000ab
; OUT 161 0x000000a1
; OUT 211 0x000000d3
; OUT 201 0x000000c9
; OUT 1 0x00000001
; OUT 1101791232 0x41ac0000
; OUT 221 0x000000dd
; OUT 201 0x000000c9
; OUT 241 0x000000f1
; OUT 161 0x000000a1
; OUT 161 0x000000a1
; OUT 221 0x000000dd
; OUT 211 0x000000d3
; OUT 1 0x00000001
; OUT 1101266944 0x41a40000
; OUT 231 0x000000e7
; OUT 211 0x000000d3
; OUT 251 0x000000fb
; OUT 191 0x000000bf
; OUT 161 0x000000a1
; OUT 231 0x000000e7
; OUT 221 0x000000dd
; OUT 1 0x00000001
; OUT 1102839808 0x41bc0000
; OUT 241 0x000000f1
; OUT 221 0x000000dd
; OUT 261 0x00000105
; OUT 181 0x000000b5
; OUT 161 0x000000a1
; OUT 241 0x000000f1
; OUT 231 0x000000e7
; OUT 1 0x00000001
; OUT 1102315520 0x41b40000
; OUT 251 0x000000fb
; OUT 231 0x000000e7
; OUT 271 0x0000010f
; OUT 291 0x00000123
; OUT 241 0x000000f1
; OUT 251 0x000000fb
; OUT 241 0x000000f1
; OUT 1 0x00000001
; OUT 1103888384 0x41cc0000
; OUT 261 0x00000105
; OUT 241 0x000000f1
; OUT 281 0x00000119
; OUT 281 0x00000119
; OUT 241 0x000000f1
; OUT 261 0x00000105
; OUT 251 0x000000fb
; OUT 1 0x00000001
; OUT 1103364096 0x41c40000
; OUT 271 0x0000010f
; OUT 251 0x000000fb
; OUT 291 0x00000123
; OUT 311 0x00000137
; OUT 241 0x000000f1
; OUT 271 0x0000010f
; OUT 261 0x00000105
; OUT 1 0x00000001
; OUT 1104936960 0x41dc0000
; OUT 281 0x00000119
; OUT 261 0x00000105
; OUT 301 0x0000012d
; OUT 301 0x0000012d
; OUT 241 0x000000f1
; OUT 281 0x00000119
; OUT 271 0x0000010f
; OUT 1 0x00000001
; OUT 1104412672 0x41d40000
; OUT 291 0x00000123
; OUT 271 0x0000010f
; OUT 311 0x00000137
; OUT 251 0x000000fb
; OUT 241 0x000000f1
; OUT 291 0x00000123
; OUT 281 0x00000119
; OUT 1 0x00000001
; OUT 1105985536 0x41ec0000
; OUT 301 0x0000012d
; OUT 281 0x00000119
; OUT 291 0x00000123
; OUT 241 0x000000f1
; OUT 241 0x000000f1
; OUT 301 0x0000012d
; OUT 291 0x00000123
; OUT 0 0x00000000
; OUT 1105461248 0x41e40000
; OUT 311 0x00000137
; OUT 291 0x00000123
; OUT 301 0x0000012d
; OUT 271 0x0000010f
; OUT 241 0x000000f1
; OUT 311 0x00000137
; OUT 301 0x0000012d
; OUT 0 0x00000000
; OUT 1107034112 0x41fc0000
; OUT 1 0x00000001
; OUT 301 0x0000012d
; OUT 311 0x00000137
; OUT 261 0x00000105
; OUT 241 0x000000f1
; OUT 311 0x00000137
; OUT 311 0x00000137
; OUT 0 0x00000000
; OUT 1106509824 0x41f40000
define void @shfl32(i32 addrspace(1)* %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m10 = mul i32 %t, 10
  %v = add i32 %m10, 1
  %t1 = add i32 %t, 1
  %nx = and i32 %t1, 31
  %r0 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %nx, i32 31)
  %r1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %r2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 3, i32 31)
  %r3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 5, i32 31)
  %r4 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 6175)
  %r5 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 31)
  %r6 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 2, i32 6175)
  %pp = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %v, i32 3, i32 31)
  %pb = extractvalue { i32, i1 } %pp, 1
  %r7 = zext i1 %pb to i32
  %tf = uitofp i32 %t to float
  %fv = fadd float %tf, 0.5
  %fr = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %fv, i32 1, i32 31)
  %r8 = bitcast float %fr to i32
  %base = mul i32 %t, 9
  %o0 = add i32 %base, 0
  %z0 = zext i32 %o0 to i64
  %q0 = getelementptr i32, i32 addrspace(1)* %out, i64 %z0
  store i32 %r0, i32 addrspace(1)* %q0
  %o1 = add i32 %base, 1
  %z1 = zext i32 %o1 to i64
  %q1 = getelementptr i32, i32 addrspace(1)* %out, i64 %z1
  store i32 %r1, i32 addrspace(1)* %q1
  %o2 = add i32 %base, 2
  %z2 = zext i32 %o2 to i64
  %q2 = getelementptr i32, i32 addrspace(1)* %out, i64 %z2
  store i32 %r2, i32 addrspace(1)* %q2
  %o3 = add i32 %base, 3
  %z3 = zext i32 %o3 to i64
  %q3 = getelementptr i32, i32 addrspace(1)* %out, i64 %z3
  store i32 %r3, i32 addrspace(1)* %q3
  %o4 = add i32 %base, 4
  %z4 = zext i32 %o4 to i64
  %q4 = getelementptr i32, i32 addrspace(1)* %out, i64 %z4
  store i32 %r4, i32 addrspace(1)* %q4
  %o5 = add i32 %base, 5
  %z5 = zext i32 %o5 to i64
  %q5 = getelementptr i32, i32 addrspace(1)* %out, i64 %z5
  store i32 %r5, i32 addrspace(1)* %q5
  %o6 = add i32 %base, 6
  %z6 = zext i32 %o6 to i64
  %q6 = getelementptr i32, i32 addrspace(1)* %out, i64 %z6
  store i32 %r6, i32 addrspace(1)* %q6
  %o7 = add i32 %base, 7
  %z7 = zext i32 %o7 to i64
  %q7 = getelementptr i32, i32 addrspace(1)* %out, i64 %z7
  store i32 %r7, i32 addrspace(1)* %q7
  %o8 = add i32 %base, 8
  %z8 = zext i32 %o8 to i64
  %q8 = getelementptr i32, i32 addrspace(1)* %out, i64 %z8
  store i32 %r8, i32 addrspace(1)* %q8
  ret void
}

; TEST shfl20 --grid 1 --block 20 buf:i32:180:zero
; OUT 11 0x0000000b
; OUT 1 0x00000001
; OUT 31 0x0000001f
; OUT 51 0x00000033
; OUT 1 0x00000001
; OUT 11 0x0000000b
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1069547520 0x3fc00000
; OUT 21 0x00000015
; OUT 1 0x00000001
; OUT 41 0x00000029
; OUT 41 0x00000029
; OUT 1 0x00000001
; OUT 21 0x00000015
; OUT 11 0x0000000b
; OUT 1 0x00000001
; OUT 1056964608 0x3f000000
; OUT 31 0x0000001f
; OUT 11 0x0000000b
; OUT 51 0x00000033
; OUT 71 0x00000047
; OUT 1 0x00000001
; OUT 31 0x0000001f
; OUT 21 0x00000015
; OUT 1 0x00000001
; OUT 1080033280 0x40600000
; OUT 41 0x00000029
; OUT 21 0x00000015
; OUT 61 0x0000003d
; OUT 61 0x0000003d
; OUT 1 0x00000001
; OUT 41 0x00000029
; OUT 31 0x0000001f
; OUT 1 0x00000001
; OUT 1075838976 0x40200000
; OUT 51 0x00000033
; OUT 31 0x0000001f
; OUT 71 0x00000047
; OUT 11 0x0000000b
; OUT 1 0x00000001
; OUT 51 0x00000033
; OUT 41 0x00000029
; OUT 1 0x00000001
; OUT 1085276160 0x40b00000
; OUT 61 0x0000003d
; OUT 41 0x00000029
; OUT 81 0x00000051
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 61 0x0000003d
; OUT 51 0x00000033
; OUT 1 0x00000001
; OUT 1083179008 0x40900000
; OUT 71 0x00000047
; OUT 51 0x00000033
; OUT 91 0x0000005b
; OUT 31 0x0000001f
; OUT 1 0x00000001
; OUT 71 0x00000047
; OUT 61 0x0000003d
; OUT 1 0x00000001
; OUT 1089470464 0x40f00000
; OUT 81 0x00000051
; OUT 61 0x0000003d
; OUT 101 0x00000065
; OUT 21 0x00000015
; OUT 1 0x00000001
; OUT 81 0x00000051
; OUT 71 0x00000047
; OUT 1 0x00000001
; OUT 1087373312 0x40d00000
; OUT 91 0x0000005b
; OUT 71 0x00000047
; OUT 111 0x0000006f
; OUT 131 0x00000083
; OUT 81 0x00000051
; OUT 91 0x0000005b
; OUT 81 0x00000051
; OUT 1 0x00000001
; OUT 1092091904 0x41180000
; OUT 101 0x00000065
; OUT 81 0x00000051
; OUT 121 0x00000079
; OUT 121 0x00000079
; OUT 81 0x00000051
; OUT 101 0x00000065
; OUT 91 0x0000005b
; OUT 1 0x00000001
; OUT 1091043328 0x41080000
; OUT 111 0x0000006f
; OUT 91 0x0000005b
; OUT 131 0x00000083
; OUT 151 0x00000097
; OUT 81 0x00000051
; OUT 111 0x0000006f
; OUT 101 0x00000065
; OUT 1 0x00000001
; OUT 1094189056 0x41380000
; OUT 121 0x00000079
; OUT 101 0x00000065
; OUT 141 0x0000008d
; OUT 141 0x0000008d
; OUT 81 0x00000051
; OUT 121 0x00000079
; OUT 111 0x0000006f
; OUT 1 0x00000001
; OUT 1093140480 0x41280000
; OUT 131 0x00000083
; OUT 111 0x0000006f
; OUT 151 0x00000097
; OUT 91 0x0000005b
; OUT 81 0x00000051
; OUT 131 0x00000083
; OUT 121 0x00000079
; OUT 1 0x00000001
; OUT 1096286208 0x41580000
; OUT 141 0x0000008d
; OUT 121 0x00000079
; OUT 161 0x000000a1
; OUT 81 0x00000051
; OUT 81 0x00000051
; OUT 141 0x0000008d
; OUT 131 0x00000083
; OUT 1 0x00000001
; OUT 1095237632 0x41480000
; OUT 151 0x00000097
; OUT 131 0x00000083
; OUT 171 0x000000ab
; OUT 111 0x0000006f
; OUT 81 0x00000051
; OUT 151 0x00000097
; OUT 141 0x0000008d
; OUT 1 0x00000001
; OUT 1098383360 0x41780000
; OUT 161 0x000000a1
; OUT 141 0x0000008d
; OUT 181 0x000000b5
; OUT 101 0x00000065
; OUT 81 0x00000051
; OUT 161 0x000000a1
; OUT 151 0x00000097
; OUT 1 0x00000001
; OUT 1097334784 0x41680000
; OUT 171 0x000000ab
; OUT 151 0x00000097
; OUT 191 0x000000bf
; OUT 0 0x00000000
; OUT 161 0x000000a1
; OUT 171 0x000000ab
; OUT 161 0x000000a1
; OUT 1 0x00000001
; OUT 1099694080 0x418c0000
; OUT 181 0x000000b5
; OUT 161 0x000000a1
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 161 0x000000a1
; OUT 181 0x000000b5
; OUT 171 0x000000ab
; OUT 1 0x00000001
; OUT 1099169792 0x41840000
; OUT 191 0x000000bf
; OUT 171 0x000000ab
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 161 0x000000a1
; OUT 191 0x000000bf
; OUT 181 0x000000b5
; OUT 1 0x00000001
; OUT 1100742656 0x419c0000
; OUT 0 0x00000000
; OUT 181 0x000000b5
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 161 0x000000a1
; OUT 0 0x00000000
; OUT 191 0x000000bf
; OUT 1 0x00000001
; OUT 1100218368 0x41940000
define void @shfl20(i32 addrspace(1)* %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m10 = mul i32 %t, 10
  %v = add i32 %m10, 1
  %t1 = add i32 %t, 1
  %nx = and i32 %t1, 31
  %r0 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 1048575, i32 %v, i32 %nx, i32 31)
  %r1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 1048575, i32 %v, i32 1, i32 0)
  %r2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 1048575, i32 %v, i32 3, i32 31)
  %r3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 1048575, i32 %v, i32 5, i32 31)
  %r4 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 1048575, i32 %v, i32 0, i32 6175)
  %r5 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 1048575, i32 %v, i32 1, i32 31)
  %r6 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 1048575, i32 %v, i32 2, i32 6175)
  %pp = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 1048575, i32 %v, i32 3, i32 31)
  %pb = extractvalue { i32, i1 } %pp, 1
  %r7 = zext i1 %pb to i32
  %tf = uitofp i32 %t to float
  %fv = fadd float %tf, 0.5
  %fr = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 1048575, float %fv, i32 1, i32 31)
  %r8 = bitcast float %fr to i32
  %base = mul i32 %t, 9
  %o0 = add i32 %base, 0
  %z0 = zext i32 %o0 to i64
  %q0 = getelementptr i32, i32 addrspace(1)* %out, i64 %z0
  store i32 %r0, i32 addrspace(1)* %q0
  %o1 = add i32 %base, 1
  %z1 = zext i32 %o1 to i64
  %q1 = getelementptr i32, i32 addrspace(1)* %out, i64 %z1
  store i32 %r1, i32 addrspace(1)* %q1
  %o2 = add i32 %base, 2
  %z2 = zext i32 %o2 to i64
  %q2 = getelementptr i32, i32 addrspace(1)* %out, i64 %z2
  store i32 %r2, i32 addrspace(1)* %q2
  %o3 = add i32 %base, 3
  %z3 = zext i32 %o3 to i64
  %q3 = getelementptr i32, i32 addrspace(1)* %out, i64 %z3
  store i32 %r3, i32 addrspace(1)* %q3
  %o4 = add i32 %base, 4
  %z4 = zext i32 %o4 to i64
  %q4 = getelementptr i32, i32 addrspace(1)* %out, i64 %z4
  store i32 %r4, i32 addrspace(1)* %q4
  %o5 = add i32 %base, 5
  %z5 = zext i32 %o5 to i64
  %q5 = getelementptr i32, i32 addrspace(1)* %out, i64 %z5
  store i32 %r5, i32 addrspace(1)* %q5
  %o6 = add i32 %base, 6
  %z6 = zext i32 %o6 to i64
  %q6 = getelementptr i32, i32 addrspace(1)* %out, i64 %z6
  store i32 %r6, i32 addrspace(1)* %q6
  %o7 = add i32 %base, 7
  %z7 = zext i32 %o7 to i64
  %q7 = getelementptr i32, i32 addrspace(1)* %out, i64 %z7
  store i32 %r7, i32 addrspace(1)* %q7
  %o8 = add i32 %base, 8
  %z8 = zext i32 %o8 to i64
  %q8 = getelementptr i32, i32 addrspace(1)* %out, i64 %z8
  store i32 %r8, i32 addrspace(1)* %q8
  ret void
}

; TEST votes --grid 1 --block 40 buf:i32:280:zero
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15 0x0000000f
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15 0x0000000f
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15 0x0000000f
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15 0x0000000f
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 240 0x000000f0
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 240 0x000000f0
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 240 0x000000f0
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 240 0x000000f0
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 3840 0x00000f00
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 3840 0x00000f00
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 3840 0x00000f00
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 3840 0x00000f00
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 61440 0x0000f000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 61440 0x0000f000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 61440 0x0000f000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 61440 0x0000f000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 983040 0x000f0000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 983040 0x000f0000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 983040 0x000f0000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 983040 0x000f0000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15728640 0x00f00000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15728640 0x00f00000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15728640 0x00f00000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15728640 0x00f00000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 251658240 0x0f000000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 251658240 0x0f000000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 251658240 0x0f000000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 251658240 0x0f000000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT -268435456 0xf0000000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT -268435456 0xf0000000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT -268435456 0xf0000000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT -1431655766 0xaaaaaaaa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT -268435456 0xf0000000
; OUT -1 0xffffffff
; OUT 1 0x00000001
; OUT 170 0x000000aa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15 0x0000000f
; OUT 255 0x000000ff
; OUT 1 0x00000001
; OUT 170 0x000000aa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15 0x0000000f
; OUT 255 0x000000ff
; OUT 1 0x00000001
; OUT 170 0x000000aa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15 0x0000000f
; OUT 255 0x000000ff
; OUT 1 0x00000001
; OUT 170 0x000000aa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 15 0x0000000f
; OUT 255 0x000000ff
; OUT 1 0x00000001
; OUT 170 0x000000aa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 240 0x000000f0
; OUT 255 0x000000ff
; OUT 1 0x00000001
; OUT 170 0x000000aa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 240 0x000000f0
; OUT 255 0x000000ff
; OUT 1 0x00000001
; OUT 170 0x000000aa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 240 0x000000f0
; OUT 255 0x000000ff
; OUT 1 0x00000001
; OUT 170 0x000000aa
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 240 0x000000f0
; OUT 255 0x000000ff
; OUT 1 0x00000001
define void @votes(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %wp = lshr i32 %t, 5
  %hi = icmp eq i32 %wp, 1
  %mask = select i1 %hi, i32 255, i32 -1
  %odd = and i32 %lane, 1
  %oddb = icmp ne i32 %odd, 0
  %bal = call i32 @llvm.nvvm.vote.ballot.sync(i32 %mask, i1 %oddb)
  %lw = add i32 %lane, %wp
  %m3 = urem i32 %lw, 3
  %c5 = icmp ne i32 %m3, 5
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 %mask, i1 %c5)
  %is3 = icmp eq i32 %lane, 3
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 %mask, i1 %is3)
  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 %mask, i1 false)
  %q4 = lshr i32 %lane, 2
  %grp = call i32 @llvm.nvvm.match.any.sync.i32(i32 %mask, i32 %q4)
  %ma = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %mask, i32 7)
  %mam = extractvalue { i32, i1 } %ma, 0
  %map = extractvalue { i32, i1 } %ma, 1
  %base = mul i32 %t, 7
  %bz = zext i32 %base to i64
  %p0 = getelementptr i32, i32 addrspace(1)* %out, i64 %bz
  store i32 %bal, i32 addrspace(1)* %p0
  %allz = zext i1 %all to i32
  %p1 = getelementptr i32, i32 addrspace(1)* %p0, i64 1
  store i32 %allz, i32 addrspace(1)* %p1
  %anyz = zext i1 %any to i32
  %p2 = getelementptr i32, i32 addrspace(1)* %p0, i64 2
  store i32 %anyz, i32 addrspace(1)* %p2
  %uniz = zext i1 %uni to i32
  %p3 = getelementptr i32, i32 addrspace(1)* %p0, i64 3
  store i32 %uniz, i32 addrspace(1)* %p3
  %p4 = getelementptr i32, i32 addrspace(1)* %p0, i64 4
  store i32 %grp, i32 addrspace(1)* %p4
  %p5 = getelementptr i32, i32 addrspace(1)* %p0, i64 5
  store i32 %mam, i32 addrspace(1)* %p5
  %mapz = zext i1 %map to i32
  %p6 = getelementptr i32, i32 addrspace(1)* %p0, i64 6
  store i32 %mapz, i32 addrspace(1)* %p6
  ret void
}

; TEST bars --grid 2 --block 64 buf:i32:6:zero
; OUT 22 0x00000016
; OUT 0 0x00000000
; OUT 1 0x00000001
; OUT 22 0x00000016
; OUT 0 0x00000000
; OUT 1 0x00000001
define void @bars(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %m = urem i32 %t, 3
  %p = icmp eq i32 %m, 0
  %pz = zext i1 %p to i32
  %pop = call i32 @llvm.nvvm.barrier0.popc(i32 %pz)
  %and = call i32 @llvm.nvvm.barrier0.and(i32 %pz)
  %or = call i32 @llvm.nvvm.barrier0.or(i32 %pz)
  call void @llvm.nvvm.barrier.sync(i32 1)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %first = icmp eq i32 %t, 0
  br i1 %first, label %w, label %d
w:
  %c3 = mul i32 %c, 3
  %cz = zext i32 %c3 to i64
  %q = getelementptr i32, i32 addrspace(1)* %out, i64 %cz
  store i32 %pop, i32 addrspace(1)* %q
  %q1 = getelementptr i32, i32 addrspace(1)* %q, i64 1
  store i32 %and, i32 addrspace(1)* %q1
  %q2 = getelementptr i32, i32 addrspace(1)* %q, i64 2
  store i32 %or, i32 addrspace(1)* %q2
  br label %d
d:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.bar.warp.sync(i32)

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{void (i32 addrspace(1)*)* @shfl32, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @shfl20, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*)* @votes, !"kernel", i32 1}
!3 = !{void (i32 addrspace(1)*)* @bars, !"kernel", i32 1}
