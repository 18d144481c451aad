// Calls: recursion, function pointers, local arrays, floats and doubles with exact results.
#include "emu_cuda.h"

__device__ __noinline__ u32 fib(u32 k) { return k < 2 ? k : fib(k - 1) + fib(k - 2); }
__device__ __noinline__ u32 gcd(u32 a, u32 b) { return b ? gcd(b, a % b) : a; }
__device__ __noinline__ u32 op_add(u32 a, u32 b) { return a + b; }
__device__ __noinline__ u32 op_mul(u32 a, u32 b) { return a * b; }
__device__ __noinline__ u32 op_xor(u32 a, u32 b) { return a ^ b; }
typedef u32 (*binop)(u32, u32);

// out[3i] = fib(i % 16), out[3i+1] = gcd(i, 360), out[3i+2] = ops[i % 3](i, 7)
extern "C" __global__ void calls(u32 *out, int n) {
  binop ops[3] = {op_add, op_mul, op_xor};
  u32 i = gid();
  if (i >= (u32)n) return;
  out[3 * i] = fib(i % 16u);
  out[3 * i + 1] = gcd(i, 360u);
  out[3 * i + 2] = ops[i % 3u](i, 7u);
}

// A dynamically indexed local array: out[i] = sum_k a[(7k + i) % 16] with a[k] = k * i
extern "C" __global__ void local_array(u32 *out, int n) {
  u32 a[16];
  u32 i = gid();
  if (i >= (u32)n) return;
  for (u32 k = 0; k < 16; k++) a[k] = k * i;
  u32 s = 0;
  for (u32 k = 0; k < 16; k++) s += a[(7u * k + i) % 16u];
  out[i] = s;
}

// Exactly representable float/double results: f[i] = i * 0.25f + 3, d[i] = sqrt(i*i) / 1,
// q[i] = (float)(8 i) / 8
extern "C" __global__ void exact_fp(float *f, double *d, float *q, int n) {
  u32 i = gid();
  if (i >= (u32)n) return;
  f[i] = __builtin_fmaf((float)i, 0.25f, 3.0f);
  d[i] = __builtin_sqrt((double)i * (double)i);
  q[i] = (float)(8 * i) / 8.0f;
}
