// SPIR-V linking, module 1 (OpenCL C; clang-14 + llvm-spirv-14 at test time): the kernel
// calls a function and reads a variable that link_b.cl defines (LinkageAttributes Import).
extern float scale(float x);
extern global int counter;
kernel void ka(global float *p, int n) {
  int i = get_global_id(0);
  if (i < n) p[i] = scale(p[i]) + (float)counter;
}
