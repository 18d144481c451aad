; wmma's f16 .satfinite forms exist up to PTX ISA 6.4 (6.5 removed them).
; RUN: -mcpu=sm_75 | CHECK
; ERROR: -mcpu=sm_75 -mattr=+ptx65 | does not exist after PTX ISA 6.4, but the target is PTX 6.5
target triple = "nvptx64-nvidia-cuda"

declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)

; CHECK: .version 6.3
define void @k(ptr addrspace(1) %o, <2 x half> %a, float %c) {
; CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32.satfinite
  %d = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32.satfinite(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float %c, float %c, float %c, float %c, float %c, float %c, float %c, float %c)
  %x = extractvalue {float, float, float, float, float, float, float, float} %d, 0
  store float %x, ptr addrspace(1) %o
  ret void
}
