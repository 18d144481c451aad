// OpenCL kernels for the semantic test (run_semantic.py).
__kernel void axpy(__global float *y, __global const float *x, __constant float *k, int n) {
  size_t i = get_global_id(0);
  if (i < (size_t)n) y[i] = k[0] * x[i] + y[i];
}
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void lscan(__global int *data) {
  __local int tile[64];
  size_t l = get_local_id(0), g = get_global_id(0);
  tile[l] = data[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = 1; s < 64; s <<= 1) {
    int v = l >= s ? tile[l - s] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    tile[l] += v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[g] = tile[l];
}
__kernel void ints(__global uint *u, __global int *s) {
  size_t i = get_global_id(0);
  uint a = u[i] * 2654435761u, b = (uint)i + 1u;
  int x = (int)a, y = (int)b - 40;
  u[i] = mul_hi(a, b) + rotate(a, b) + clz(a) + popcount(a) + add_sat(a, 0xF0000000u) + hadd(a, b) + (uint)abs_diff(x, y);
  s[i] = mul_hi(x, y) + sub_sat(x, y) + clamp(x, -1000, 1000) + (x >> 3) + (x % 7) + (x / 5) + upsample((short)1, (ushort)i);
}
