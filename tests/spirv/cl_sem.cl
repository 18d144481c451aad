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
__kernel void misc(__global const float *x, __global float *o, __global int *io, __global half *h) {
  size_t i = get_global_id(0);
  float v = x[i] * 4.0f;
  float c;
  o[8 * i + 0] = sincos(v, &c) + 2.0f * c;
  o[8 * i + 1] = bitselect(v, -v, as_float(0x80000000u));
  o[8 * i + 2] = select(v, 1.0f, (int)i & 1);
  o[8 * i + 3] = atanpi(v) + acospi(clamp(v, -1.0f, 1.0f)) + asinpi(clamp(v * 0.5f, -1.0f, 1.0f));
  o[8 * i + 4] = native_recip(v + 5.0f) + acosh(fabs(v) + 1.0f) + tanpi(v * 0.1f);
  o[8 * i + 5] = convert_float(convert_int_sat(v * 1e9f)) + convert_float(convert_uchar_sat(v * 100.0f));
  float4 q = vload4(i, x) * 2.0f;
  vstore4(q, i, o + 8 * 64);
  vstore_half(v, i, h);
  o[8 * i + 6] = vload_half(i, h) + (float)ilogb(v + 9.0f);
  int4 m = (int4)((int)i, -(int)i, 7, -7);
  int4 s = select((int4)(1, 2, 3, 4), (int4)(5, 6, 7, 8), m);
  io[i] = s.x + 10 * s.y + 100 * s.z + 1000 * s.w + (isnan(nan(0u)) ? 10000 : 0);
  prefetch(x, 16);
}
__kernel void mandel(__global int *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  float cr = -2.0f + 3.0f * (float)x / (float)w, ci = -1.5f + 3.0f * (float)y / (float)h;
  float zr = 0.0f, zi = 0.0f;
  int it = 0;
  while (it < 64 && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    it++;
  }
  out[y * w + x] = it;
}
