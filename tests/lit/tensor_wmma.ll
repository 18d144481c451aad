; wmma.load / wmma.mma / wmma.store: every address space, with and without a stride, and
; the element types sm_80 has; the typed-pointer spelling (.p1i8) of LLVM <= 14 as well.
; RUN: -mcpu=sm_80 | CHECK
; ERROR: -mcpu=sm_75 | needs sm_80 or later, but the target is sm_75
target triple = "nvptx64-nvidia-cuda"

declare {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1), i32)
declare {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.b.col.f16.p3(ptr addrspace(3))
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.load.c.row.f32.p0(ptr)
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1), float, float, float, float, float, float, float, float, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.col.bf16.p1(ptr addrspace(1))
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.col.row.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float)
declare double @llvm.nvvm.wmma.m8n8k4.load.a.row.f64.p1(ptr addrspace(1))
declare {double, double} @llvm.nvvm.wmma.m8n8k4.mma.row.col.rn.f64(double, double, double, double)
declare i32 @llvm.nvvm.wmma.m8n8k128.load.a.row.b1.p1i8(i8 addrspace(1)*)
declare {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32, i32, i32, i32)

define void @f16(ptr addrspace(1) %g, ptr addrspace(3) %s, ptr %p, i32 %ld) {
; CHECK-LABEL: .func f16(
; CHECK: wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {{[[:space:]]*}}{%hh{{[0-9]+}}, %hh{{[0-9]+}}, %hh{{[0-9]+}}, %hh{{[0-9]+}}, %hh{{[0-9]+}}, %hh{{[0-9]+}}, %hh{{[0-9]+}}, %hh{{[0-9]+}}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: wmma.load.b.sync.aligned.col.m16n16k16.shared.f16 {{[[:space:]]*}}{%hh{{.*}}}, [%rd{{[0-9]+}}];
; CHECK: wmma.load.c.sync.aligned.row.m16n16k16.f32 {{[[:space:]]*}}{%f{{[0-9]+}}, %f{{.*}}}, [%rd{{[0-9]+}}];
; CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {{[[:space:]]*}}{%f{{.*}}}, {%hh{{.*}}}, {%hh{{.*}}}, {%f{{.*}}};
; CHECK: wmma.store.d.sync.aligned.row.m16n16k16.global.f32 {{[[:space:]]*}}[%rd{{[0-9]+}}], {%f{{[0-9]+}}, %f{{.*}}}, %r{{[0-9]+}};
  %a = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1) %g, i32 %ld)
  %b = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.b.col.f16.p3(ptr addrspace(3) %s)
  %c = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.load.c.row.f32.p0(ptr %p)
  %a0 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %a, 0
  %a7 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %a, 7
  %b0 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %b, 0
  %c0 = extractvalue {float, float, float, float, float, float, float, float} %c, 0
  %c5 = extractvalue {float, float, float, float, float, float, float, float} %c, 5
  %d = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a7, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, float %c0, float %c0, float %c0, float %c0, float %c0, float %c5, float %c0, float %c0)
  %d0 = extractvalue {float, float, float, float, float, float, float, float} %d, 0
  %d7 = extractvalue {float, float, float, float, float, float, float, float} %d, 7
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1) %g, float %d0, float %d0, float %d0, float %d0, float %d0, float %d0, float %d0, float %d7, i32 %ld)
  ret void
}

define void @alt(ptr addrspace(1) %g, ptr addrspace(1) %o) {
; CHECK-LABEL: .func alt(
; CHECK: wmma.load.a.sync.aligned.col.m16n16k16.global.bf16 {{[[:space:]]*}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: wmma.mma.sync.aligned.col.row.m16n16k16.f32.bf16.bf16.f32
; CHECK: wmma.load.a.sync.aligned.row.m8n8k4.global.f64 {{[[:space:]]*}}{%fd{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: wmma.mma.sync.aligned.row.col.m8n8k4.rn.f64.f64.f64.f64
; CHECK: wmma.load.a.sync.aligned.row.m8n8k128.global.b1 {{[[:space:]]*}}{%r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32
  %a = call {i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.col.bf16.p1(ptr addrspace(1) %g)
  %a0 = extractvalue {i32, i32, i32, i32} %a, 0
  %d = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.col.row.bf16(i32 %a0, i32 %a0, i32 %a0, i32 %a0, i32 %a0, i32 %a0, i32 %a0, i32 %a0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 1.0)
  %d7 = extractvalue {float, float, float, float, float, float, float, float} %d, 7
  store float %d7, ptr addrspace(1) %o
  %x = call double @llvm.nvvm.wmma.m8n8k4.load.a.row.f64.p1(ptr addrspace(1) %g)
  %y = call {double, double} @llvm.nvvm.wmma.m8n8k4.mma.row.col.rn.f64(double %x, double %x, double %x, double %x)
  %y1 = extractvalue {double, double} %y, 1
  store double %y1, ptr addrspace(1) %o
  %bits = call i32 @llvm.nvvm.wmma.m8n8k128.load.a.row.b1.p1i8(ptr addrspace(1) %g)
  %p = call {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32 %bits, i32 %bits, i32 0, i32 0)
  %p0 = extractvalue {i32, i32} %p, 0
  store i32 %p0, ptr addrspace(1) %o
  ret void
}
