// OpenCL kernel basics: kernel arguments become kernel parameters in order with their
// address spaces (global 1, constant 4 by default or 1 with --uc-global, local 3),
// restrict/const to noalias/readonly, get_global_id through the special registers.
// RUN:
// RUN-UC: --uc-global
__kernel void vecadd(__global float *restrict c, __global const float *a, __constant float *b, int n) {
  size_t i = get_global_id(0);
  if (i < (size_t)n) c[i] = a[i] + b[i];
}
// CHECK-LABEL: define void @vecadd(ptr addrspace(1) noalias nocapture %c, ptr addrspace(1) nocapture readonly %a, ptr addrspace(4) nocapture readonly %b, i32 %n)
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// CHECK: zext i32 %{{[0-9]+}} to i64
// CHECK: load float, ptr addrspace(4)
// CHECK: fadd float
// CHECK: store float %{{[a-z0-9]+}}, ptr addrspace(1) %{{[a-z0-9]+}}, align 4
// CHECK: !{ptr @vecadd, !"kernel", i32 1}
// UC-LABEL: define void @vecadd(ptr addrspace(1) noalias nocapture %c, ptr addrspace(1) nocapture readonly %a, ptr addrspace(1) nocapture readonly %b, i32 %n)
