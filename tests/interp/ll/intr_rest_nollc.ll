; The intrinsics of nvcg_impl/ir/intrinsics.h that the other files do not call, one row each
; (rounding-mode and .ftz variants, conversions, approximations, NVVM integer operations,
; hints), with expected values from exact reference semantics (gen/gen_intr_all.py).
; NOLLC-FILE llc 14 cannot compile these rows (unknown intrinsics, invalid PTX) or miscompiles them (64-bit rotates by 32 or more: tests/interp/repro/llc14_nvvm_rotate64.ll)
target triple = "nvptx64-nvidia-cuda"

; TEST rest_nollc --grid 1 --block 1 buf:i64:10:zero
; OUT 1059760811 0x000000003f2aaaab
; OUT 4613551470472543181 0x4006a09e667f3bcd
; OUT 4614662735865160561 0x400a934f0979a371
; OUT 6144 0x0000000000001800
; OUT 1107313282 0x0000000042004282
; OUT 481036337152 0x0000007000000000
; OUT 469762048 0x000000001c000000
; OUT 43 0x000000000000002b
; OUT 45 0x000000000000002d
; OUT 0 0x0000000000000000
define void @rest_nollc(i64 addrspace(1)* %out) {
  br label %b0
b0:
  %a_0 = call float @llvm.nvvm.div.full.ftz(float 2.0, float 3.0)
  %b_0 = bitcast float %a_0 to i32
  %v0 = zext i32 %b_0 to i64
  %p0 = getelementptr i64, i64 addrspace(1)* %out, i64 0
  store i64 %v0, i64 addrspace(1)* %p0
  br label %b1
b1:
  %a_1 = call double @llvm.nvvm.ex2.approx.d(double 1.5)
  %v1 = bitcast double %a_1 to i64
  %p1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %v1, i64 addrspace(1)* %p1
  br label %b2
b2:
  %a_2 = call double @llvm.nvvm.lg2.approx.d(double 10.0)
  %v2 = bitcast double %a_2 to i64
  %p2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %v2, i64 addrspace(1)* %p2
  br label %b3
b3:
  %a_3 = call half @llvm.nvvm.fma.rn.f16(half 0xH3C01, half 0xH3C01, half 0xHBC00)
  %b_3 = bitcast half %a_3 to i16
  %v3 = zext i16 %b_3 to i64
  %p3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %v3, i64 addrspace(1)* %p3
  br label %b4
b4:
  %a_4 = call <2 x half> @llvm.nvvm.fma.rn.f16x2(<2 x half> <half 0xH3C01, half 0xH3C00>, <2 x half> <half 0xH4200, half 0xH4000>, <2 x half> <half 0xH3400, half 0xH3C00>)
  %b_4 = bitcast <2 x half> %a_4 to i32
  %v4 = zext i32 %b_4 to i64
  %p4 = getelementptr i64, i64 addrspace(1)* %out, i64 4
  store i64 %v4, i64 addrspace(1)* %p4
  br label %b5
b5:
  %v5 = call i64 @llvm.nvvm.rotate.b64(i64 -9223372036854775805, i32 37)
  %p5 = getelementptr i64, i64 addrspace(1)* %out, i64 5
  store i64 %v5, i64 addrspace(1)* %p5
  br label %b6
b6:
  %v6 = call i64 @llvm.nvvm.rotate.right.b64(i64 -9223372036854775805, i32 37)
  %p6 = getelementptr i64, i64 addrspace(1)* %out, i64 6
  store i64 %v6, i64 addrspace(1)* %p6
  br label %b7
b7:
  %v7 = call i64 @llvm.expect.with.probability.i64(i64 43, i64 1, double 0.5)
  %p7 = getelementptr i64, i64 addrspace(1)* %out, i64 7
  store i64 %v7, i64 addrspace(1)* %p7
  br label %b8
b8:
  call void @llvm.nvvm.fence.sc.cluster()
  call void @llvm.nvvm.fence.acq_rel.cluster()
  %v8 = add i64 0, 45
  %p8 = getelementptr i64, i64 addrspace(1)* %out, i64 8
  store i64 %v8, i64 addrspace(1)* %p8
  br label %b9
b9:
  %a_9 = call i32 @llvm.nvvm.reflect(i8* null)
  %v9 = zext i32 %a_9 to i64
  %p9 = getelementptr i64, i64 addrspace(1)* %out, i64 9
  store i64 %v9, i64 addrspace(1)* %p9
  br label %b10
b10:
  ret void
}

declare float @llvm.nvvm.div.full.ftz(float, float)
declare double @llvm.nvvm.ex2.approx.d(double)
declare double @llvm.nvvm.lg2.approx.d(double)
declare half @llvm.nvvm.fma.rn.f16(half, half, half)
declare <2 x half> @llvm.nvvm.fma.rn.f16x2(<2 x half>, <2 x half>, <2 x half>)
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)
declare i64 @llvm.expect.with.probability.i64(i64, i64, double)
declare void @llvm.nvvm.fence.sc.cluster()
declare void @llvm.nvvm.fence.acq_rel.cluster()
declare i32 @llvm.nvvm.reflect(i8*)

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*)* @rest_nollc, !"kernel", i32 1}
