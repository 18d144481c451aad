// Conversions: float <-> signed/unsigned int of 8/16/32/64 bits (inputs kept in range,
// so no conversion is undefined), rounding-mode conversions (rn, rz, floor, ceil, rint),
// float <-> double <-> half, and integer widening/narrowing with sign/zero extension.
#include "nvcg_cuda.h"

extern "C" __global__ void conv_float_int(const float *in, int *oi, long long *ol, float *of, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float f = in[i] * 1000.0f; /* in [-1000, 1000) */
  int *p = oi + 8 * i;
  p[0] = (int)f;
  p[1] = (int)(unsigned)fabsf(f);
  p[2] = __float2int_rn(f);
  p[3] = __float2int_rz(f * 3.5f);
  p[4] = (int)floorf(f);
  p[5] = (int)ceilf(f);
  p[6] = (int)rintf(f * 0.5f);
  p[7] = (int)(signed char)(int)(f * 0.1f) + (int)(unsigned short)(int)(fabsf(f) * 60.0f);
  ol[i] = (long long)(f * 1.0e6f);
  float *q = of + 4 * i;
  q[0] = (float)(int)f;
  q[1] = (float)(unsigned)(__float_as_uint(in[i]));
  q[2] = (float)(long long)((ull)__float_as_uint(in[i]) << 31);
  q[3] = truncf(f) + copysignf(0.5f, f);
}

extern "C" __global__ void conv_int_float(const ull *in, float *of, double *od, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  ull u = in[i];
  of[4 * i + 0] = (float)u;
  of[4 * i + 1] = (float)(long long)u;
  of[4 * i + 2] = (float)(unsigned)u;
  of[4 * i + 3] = (float)(short)u;
  od[3 * i + 0] = (double)u;
  od[3 * i + 1] = (double)(long long)u;
  od[3 * i + 2] = (double)(int)(u >> 32);
}

extern "C" __global__ void conv_fp_widths(const float *in, double *od, float *of, half *oh, int *oi, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float f = in[i];
  double d = (double)f * 1.0000001;
  od[i] = d;
  of[2 * i] = (float)d;
  half h = (half)(f * 300.0f);
  oh[i] = h;
  of[2 * i + 1] = (float)h;
  oi[2 * i] = __double2int_rn(d * 12345.678);
  oi[2 * i + 1] = (int)(long long)(d * 1.0e12 / 4096.0);
}

extern "C" __global__ void conv_int_widths(const unsigned char *b, const short *s, const int *w, long long *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned char ub = b[i];
  signed char sb = (signed char)ub;
  short sh = s[i];
  int x = w[i];
  long long *p = o + 6 * i;
  p[0] = ub;
  p[1] = sb;
  p[2] = (unsigned short)sh;
  p[3] = sh;
  p[4] = (long long)x + (long long)(unsigned)x;
  p[5] = (long long)(short)x * (long long)(signed char)(x >> 8);
}
