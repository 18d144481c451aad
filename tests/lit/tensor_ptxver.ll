; A form's PTX ISA need raises the module's .version when the user did not fix one, and is
; an error naming the instruction when the user fixed a lower one.
; RUN: -mcpu=sm_75 | CHECK
; ERROR: -mcpu=sm_75 -mattr=+ptx64 | 'mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32' needs PTX ISA 6.5, but PTX 6.4 was requested
target triple = "nvptx64-nvidia-cuda"

declare {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, float, float, float, float)

; CHECK: .version 6.5
; CHECK: .target sm_75
define void @k(ptr addrspace(1) %o, <2 x half> %a) {
; CHECK: mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.f32.f32(<2 x half> %a, <2 x half> %a, <2 x half> %a, float 0.0, float 0.0, float 0.0, float 0.0)
  %x = extractvalue {float, float, float, float} %r, 0
  store float %x, ptr addrspace(1) %o
  ret void
}
