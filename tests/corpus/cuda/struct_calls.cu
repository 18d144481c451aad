// noinline device functions that take and return structs by value (byval aggregates,
// aggregate returns): complex arithmetic, 3-vectors, a mixed int/double/float "stats"
// struct, and a function that updates a struct through a pointer to a local.
#include "nvcg_cuda.h"

struct cplx { float re, im; };
struct vec3 { float x, y, z; };
struct stats { int count; double sum; float minv, maxv; };

__device__ __noinline__ cplx cmul(cplx a, cplx b) {
  cplx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
  return r;
}
__device__ __noinline__ cplx cadd(cplx a, cplx b) {
  cplx r = {a.re + b.re, a.im + b.im};
  return r;
}
__device__ __noinline__ vec3 cross(vec3 a, vec3 b) {
  vec3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
  return r;
}
__device__ __noinline__ float dot3(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ __noinline__ stats stats_add(stats s, float v) {
  s.count += 1;
  s.sum += (double)v;
  s.minv = fminf(s.minv, v);
  s.maxv = fmaxf(s.maxv, v);
  return s;
}
__device__ __noinline__ void scale3(vec3 *v, float s) {
  v->x *= s;
  v->y *= s;
  v->z *= s;
}

/* Per thread: a complex polynomial z^4 + c z by Horner, a cross/dot on two 3-vectors
 * taken from in[6i..6i+5], and running stats over those six values. */
extern "C" __global__ void struct_calls(const float *in, float *out, double *dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float *p = in + 6 * i;
  cplx z = {p[0], p[1]}, c = {p[2], p[3]};
  cplx z2 = cmul(z, z);
  cplx r = cadd(cmul(z2, z2), cmul(c, z));
  vec3 a = {p[0], p[1], p[2]}, b = {p[3], p[4], p[5]};
  vec3 x = cross(a, b);
  scale3(&x, 0.5f);
  stats s = {0, 0.0, __builtin_huge_valf(), -__builtin_huge_valf()};
  for (int k = 0; k < 6; ++k) s = stats_add(s, p[k]);
  out[6 * i + 0] = r.re;
  out[6 * i + 1] = r.im;
  out[6 * i + 2] = x.x;
  out[6 * i + 3] = x.y + x.z;
  out[6 * i + 4] = dot3(a, b);
  out[6 * i + 5] = s.maxv - s.minv;
  dout[i] = s.sum / s.count;
}
