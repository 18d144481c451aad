; FP8 mma (sm_89) and the sm_90 f64 shapes.
; RUN: -mcpu=sm_90 | CHECK
; ERROR: -mcpu=sm_89 | 'mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64' needs sm_90 or later
target triple = "nvptx64-nvidia-cuda"

declare {float, float, float, float} @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float)
declare {double, double, double, double} @llvm.nvvm.mma.m16n8k16.row.col.f64(double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double)

define void @k(ptr addrspace(1) %o, i32 %a, double %d) {
; CHECK-LABEL: .func k(
; CHECK: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32
; CHECK: mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {{[[:space:]]*}}{%fd{{[0-9]+}}, %fd{{[0-9]+}}, %fd{{[0-9]+}}, %fd{{[0-9]+}}}, {%fd{{.*}}}, {%fd{{.*}}}, {%fd{{.*}}};
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float 0.0, float 0.0, float 0.0, float 0.0)
  %x = extractvalue {float, float, float, float} %r, 0
  store float %x, ptr addrspace(1) %o
  %f = call {double, double, double, double} @llvm.nvvm.mma.m16n8k16.row.col.f64(double %d, double %d, double %d, double %d, double %d, double %d, double %d, double %d, double %d, double %d, double %d, double %d, double %d, double %d, double %d, double %d)
  %y = extractvalue {double, double, double, double} %f, 3
  store double %y, ptr addrspace(1) %o
  ret void
}
