; mma.sync: each intrinsic selects to its exact PTX form (PTX ISA "Warp Level Matrix
; Multiply-Accumulate Instructions"); forms the target lacks are refused by name.
; RUN: -mcpu=sm_80 | CHECK
; ERROR: -mcpu=sm_75 | 'mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32' needs sm_80 or later, but the target is sm_75
target triple = "nvptx64-nvidia-cuda"

declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k8.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32, i32, i32, i32, i32, i32, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.mma.m8n8k32.row.col.s4(i32, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.mma.and.popc.m16n8k256.row.col.b1(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare {double, double} @llvm.nvvm.mma.m8n8k4.row.col.f64(double, double, double, double)

define void @f16(ptr addrspace(1) %o, <2 x half> %a, float %c) {
; CHECK-LABEL: .func f16(
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {{[[:space:]]*}}{%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, {%hh{{[0-9]+}}, %hh{{[0-9]+}}, %hh{{[0-9]+}}, %hh{{[0-9]+}}}, {%hh{{[0-9]+}}, %hh{{[0-9]+}}}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}};
; CHECK: mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {{[[:space:]]*}}{%hh{{[0-9]+}}, %hh{{[0-9]+}}}, {%hh{{[0-9]+}}, %hh{{[0-9]+}}}, {%hh{{[0-9]+}}}, {%hh{{[0-9]+}}, %hh{{[0-9]+}}};
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float %c, float %c, float %c, float %c)
  %x = extractvalue {float, float, float, float} %r, 3
  store float %x, ptr addrspace(1) %o
  %h = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k8.row.col.f16.f16(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a)
  %y = extractvalue {<2 x half>, <2 x half>} %h, 1
  store <2 x half> %y, ptr addrspace(1) %o
  ret void
}

define void @alt(ptr addrspace(1) %o, i32 %a, float %c) {
; CHECK-LABEL: .func alt(
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
; CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {{[[:space:]]*}}{%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%f
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c)
  %x = extractvalue {float, float, float, float} %r, 0
  %t = call {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %x, float %c, float %c, float %c)
  %y = extractvalue {float, float, float, float} %t, 0
  store float %y, ptr addrspace(1) %o
  ret void
}

define void @int(ptr addrspace(1) %o, i32 %a) {
; CHECK-LABEL: .func int(
; CHECK: mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32
; CHECK: mma.sync.aligned.m8n8k32.row.col.s32.s4.s4.s32 {{[[:space:]]*}}{%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}}, {%r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc
  %r = call {i32, i32, i32, i32} @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a)
  %x = extractvalue {i32, i32, i32, i32} %r, 0
  %s = call {i32, i32} @llvm.nvvm.mma.m8n8k32.row.col.s4(i32 %x, i32 %a, i32 %a, i32 %a)
  %y = extractvalue {i32, i32} %s, 1
  %b = call {i32, i32, i32, i32} @llvm.nvvm.mma.and.popc.m16n8k256.row.col.b1(i32 %y, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a)
  %z = extractvalue {i32, i32, i32, i32} %b, 2
  store i32 %z, ptr addrspace(1) %o
  ret void
}

define void @f64(ptr addrspace(1) %o, double %a) {
; CHECK-LABEL: .func f64(
; CHECK: mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {{[[:space:]]*}}{%fd{{[0-9]+}}, %fd{{[0-9]+}}}, {%fd{{[0-9]+}}}, {%fd{{[0-9]+}}}, {%fd{{[0-9]+}}, %fd{{[0-9]+}}};
  %r = call {double, double} @llvm.nvvm.mma.m8n8k4.row.col.f64(double %a, double %a, double %a, double 0.0)
  %x = extractvalue {double, double} %r, 1
  store double %x, ptr addrspace(1) %o
  ret void
}
