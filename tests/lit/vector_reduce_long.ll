; An overloaded intrinsic's type suffix may name a vector as long as the reader accepts
; (65536 elements); the suffix parser stopped at 1024, so `.v2048i32` was "bad overload
; type suffix". A 2048-lane reduction becomes a tree of 2047 adds.
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O2 | sum 1 1 buf:i32:2048:rand:9 buf:i32:1:zero

; CHECK-LABEL: .entry sum(
; CHECK-COUNT-2047: add.s32
; CHECK-NOT: add.s32
; CHECK: st.global.u32

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.vector.reduce.add.v2048i32(<2048 x i32>)

define void @sum(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load <2048 x i32>, ptr addrspace(1) %in, align 16
  %s = call i32 @llvm.vector.reduce.add.v2048i32(<2048 x i32> %v)
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @sum, !"kernel", i32 1}
