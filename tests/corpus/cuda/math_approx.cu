// Approximate single-precision math (flag `approx`): ex2/lg2/sin/cos/rsqrt/div .approx
// instructions behind __expf, __logf, __sinf, __cosf, rsqrtf and __fdividef, in GELU
// (tanh form), sigmoid, vector normalisation, and a rotation.
#include "nvcg_cuda.h"

extern "C" __global__ void gelu_sigmoid(const float *in, float *gelu, float *sig, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = in[i] * 4.0f;
  float u = 0.7978845608f * fmaf(0.044715f * x * x, x, x);
  float th = 1.0f - __fdividef(2.0f, __expf(2.0f * u) + 1.0f);
  gelu[i] = 0.5f * x * (1.0f + th);
  sig[i] = __fdividef(1.0f, 1.0f + __expf(-x));
}

/* v: 3 floats per vector; out: normalised vector, then log2 and ln of the length^2. */
extern "C" __global__ void normalize3(const float *v, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = v[3 * i], y = v[3 * i + 1], z = v[3 * i + 2];
  float l2 = fmaf(x, x, fmaf(y, y, fmaf(z, z, 1e-6f)));
  float r = rsqrtf(l2);
  out[5 * i] = x * r;
  out[5 * i + 1] = y * r;
  out[5 * i + 2] = z * r;
  out[5 * i + 3] = __log2f(l2);
  out[5 * i + 4] = __logf(l2) + sqrtf(l2);
}

extern "C" __global__ void rotate2d(const float *xy, const float *ang, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = ang[i] * 3.14159265f;
  float s = __sinf(a), c = __cosf(a);
  float x = xy[2 * i], y = xy[2 * i + 1];
  out[2 * i] = c * x - s * y;
  out[2 * i + 1] = s * x + c * y;
}
