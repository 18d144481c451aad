; globaltimer (unknown to llc 14) and match.all.sync.i64p (llc 14 gives it an i64 result and
; prints match.all.sync.b64 into a 64-bit register, which PTX does not allow; LLVM 14's
; spelling returns { i64, i1 }: the mask, zero-extended), and the pre-Volta warp operations
; without a membermask (all live lanes of the warp take part).
; NOLLC-FILE llc 14 does not compile these correctly
target triple = "nvptx64-nvidia-cuda"

; TEST timer --grid 1 --block 1 buf:i64:3:zero
; OUT 1 0x0000000000000001
; OUT 1 0x0000000000000001
; OUT 1 0x0000000000000001
define void @timer(i64 addrspace(1)* %o) {
  %a = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %b = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %c = icmp ugt i64 %b, %a
  %cz = zext i1 %c to i64
  store i64 %cz, i64 addrspace(1)* %o
  %m = call { i64, i1 } @llvm.nvvm.match.all.sync.i64p(i32 1, i64 7696581394432)
  %m0 = extractvalue { i64, i1 } %m, 0
  %m1 = extractvalue { i64, i1 } %m, 1
  %m1z = zext i1 %m1 to i64
  %o1 = getelementptr i64, i64 addrspace(1)* %o, i64 1
  store i64 %m0, i64 addrspace(1)* %o1
  %o2 = getelementptr i64, i64 addrspace(1)* %o, i64 2
  store i64 %m1z, i64 addrspace(1)* %o2
  ret void
}

; Pre-Volta shfl and vote: block of 40, so the second warp has 8 lanes.
; TEST prevolta --grid 1 --block 40 buf:i32:80:zero
; OUT 100 0x00000064
; OUT 1227133513 0x49249249
; OUT 200 0x000000c8
; OUT 1227133513 0x49249249
; OUT 300 0x0000012c
; OUT 1227133513 0x49249249
; OUT 400 0x00000190
; OUT 1227133513 0x49249249
; OUT 500 0x000001f4
; OUT 1227133513 0x49249249
; OUT 600 0x00000258
; OUT 1227133513 0x49249249
; OUT 700 0x000002bc
; OUT 1227133513 0x49249249
; OUT 800 0x00000320
; OUT 1227133513 0x49249249
; OUT 900 0x00000384
; OUT 1227133513 0x49249249
; OUT 1000 0x000003e8
; OUT 1227133513 0x49249249
; OUT 1100 0x0000044c
; OUT 1227133513 0x49249249
; OUT 1200 0x000004b0
; OUT 1227133513 0x49249249
; OUT 1300 0x00000514
; OUT 1227133513 0x49249249
; OUT 1400 0x00000578
; OUT 1227133513 0x49249249
; OUT 1500 0x000005dc
; OUT 1227133513 0x49249249
; OUT 1600 0x00000640
; OUT 1227133513 0x49249249
; OUT 1700 0x000006a4
; OUT 1227133513 0x49249249
; OUT 1800 0x00000708
; OUT 1227133513 0x49249249
; OUT 1900 0x0000076c
; OUT 1227133513 0x49249249
; OUT 2000 0x000007d0
; OUT 1227133513 0x49249249
; OUT 2100 0x00000834
; OUT 1227133513 0x49249249
; OUT 2200 0x00000898
; OUT 1227133513 0x49249249
; OUT 2300 0x000008fc
; OUT 1227133513 0x49249249
; OUT 2400 0x00000960
; OUT 1227133513 0x49249249
; OUT 2500 0x000009c4
; OUT 1227133513 0x49249249
; OUT 2600 0x00000a28
; OUT 1227133513 0x49249249
; OUT 2700 0x00000a8c
; OUT 1227133513 0x49249249
; OUT 2800 0x00000af0
; OUT 1227133513 0x49249249
; OUT 2900 0x00000b54
; OUT 1227133513 0x49249249
; OUT 3000 0x00000bb8
; OUT 1227133513 0x49249249
; OUT 3100 0x00000c1c
; OUT 1227133513 0x49249249
; OUT 0 0x00000000
; OUT 1227133513 0x49249249
; OUT 3300 0x00000ce4
; OUT 73 0x00000049
; OUT 3400 0x00000d48
; OUT 73 0x00000049
; OUT 3500 0x00000dac
; OUT 73 0x00000049
; OUT 3600 0x00000e10
; OUT 73 0x00000049
; OUT 3700 0x00000e74
; OUT 73 0x00000049
; OUT 3800 0x00000ed8
; OUT 73 0x00000049
; OUT 3900 0x00000f3c
; OUT 73 0x00000049
; OUT 0 0x00000000
; OUT 73 0x00000049
define void @prevolta(i32 addrspace(1)* %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %v = mul i32 %t, 100
  %l1 = add i32 %lane, 1
  %src = and i32 %l1, 31
  %r = call i32 @llvm.nvvm.shfl.idx.i32(i32 %v, i32 %src, i32 31)
  %m3 = urem i32 %lane, 3
  %p = icmp eq i32 %m3, 0
  %b = call i32 @llvm.nvvm.vote.ballot(i1 %p)
  %base = shl i32 %t, 1
  %z = zext i32 %base to i64
  %q = getelementptr i32, i32 addrspace(1)* %o, i64 %z
  store i32 %r, i32 addrspace(1)* %q
  %q1 = getelementptr i32, i32 addrspace(1)* %q, i64 1
  store i32 %b, i32 addrspace(1)* %q1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare { i64, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64)
declare i32 @llvm.nvvm.shfl.idx.i32(i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot(i1)

; A switch on i128 values that differ only in their high words.
; TEST sw128 --grid 1 --block 3 buf:i32:3:zero
; OUT 1 0x00000001
; OUT 2 0x00000002
; OUT 3 0x00000003
define void @sw128(i32 addrspace(1)* %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tw = zext i32 %t to i128
  %hi = shl i128 %tw, 64
  %k = or i128 %hi, 5
  switch i128 %k, label %d [
    i128 5, label %a
    i128 18446744073709551621, label %b
  ]
a:
  br label %j
b:
  br label %j
d:
  br label %j
j:
  %v = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %d ]
  %tz = zext i32 %t to i64
  %p = getelementptr i32, i32 addrspace(1)* %o, i64 %tz
  store i32 %v, i32 addrspace(1)* %p
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (i64 addrspace(1)*)* @timer, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @prevolta, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*)* @sw128, !"kernel", i32 1}
