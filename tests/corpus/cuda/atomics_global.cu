// Global-memory atomics whose final values do not depend on the order they happen in:
// 32-bit add/min/max (signed and unsigned)/and/or/xor/inc, 64-bit add/min/max, CAS loops
// (a float max over an order-preserving integer key; a 64-bit product modulo 2^64, which
// is commutative and associative), and float/double atomic adds where either each
// address receives exactly one add or every added value is a small integer (exact sums).
// No kernel stores the value an atomic returns (it depends on the order).
#include "nvcg_cuda.h"

/* res (14 words, zero-filled): [0] sum, [1] smin, [2] smax, [3] umax, [4] or, [5] xor,
 * [6] increments modulo 1001 (atomicInc), [10..14) 4-bin counts.
 * ones (2 words, filled with all-ones bits): [0] and, [1] umin. */
extern "C" __global__ void atomics_global32(const int *in, int n, int *res, unsigned *ones) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < (unsigned)n; i += blockDim.x * gridDim.x) {
    int v = in[i];
    atomicAdd(&res[0], v);
    atomicMin(&res[1], v);
    atomicMax(&res[2], v);
    atomicMax((unsigned *)&res[3], (unsigned)v);
    atomicOr(&res[4], v & 0x01010101);
    atomicXor(&res[5], v);
    atomicInc((unsigned *)&res[6], 1000u);
    atomicAdd(&res[10 + (v & 3)], 1);
    atomicAnd(&ones[0], (unsigned)v | ~(1u << (i & 31u)));
    atomicMin(&ones[1], (unsigned)v);
  }
}

NV_INL unsigned float_key(float f) {
  unsigned u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

/* *fmax = the largest in[i] (by the total order of float_key), via a CAS loop. The
 * initial guess is only a guess: a failed CAS returns the real value. */
NV_INL void atomic_max_float(float *addr, float v) {
  unsigned *a = (unsigned *)addr;
  unsigned want = __float_as_uint(v);
  unsigned old = 0xff800000u; /* -inf */
  for (;;) {
    if (float_key(__uint_as_float(old)) >= float_key(v)) return;
    unsigned prev = atomicCAS(a, old, want);
    if (prev == old) return;
    old = prev;
  }
}

/* *prod *= x (mod 2^64) via a 64-bit CAS loop. */
NV_INL void atomic_mul_u64(ull *addr, ull x) {
  ull old = 1;
  for (;;) {
    ull prev = atomicCAS(addr, old, old * x);
    if (prev == old) return;
    old = prev;
  }
}

/* r64 (4 words, zero-filled): [0] sum, [1] umax, [2] smin, [3] smax.
 * ones (2 words, all-ones): [0] umin of in[i] >> 8, [1] product of (in[i] | 1) for i < 64.
 * fmax[0] (filled with -inf or any float): the float max over f. */
extern "C" __global__ void atomics_global64(const ull *in, const float *f, int n, ull *r64, ull *ones, float *fmax) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= (unsigned)n) return;
  ull v = in[i];
  atomicAdd(&r64[0], v);
  atomicMax(&r64[1], v);
  atomicMin((long long *)&r64[2], (long long)v);
  atomicMax((long long *)&r64[3], (long long)v);
  atomicMin(&ones[0], v >> 8);
  if (i < 64u) atomic_mul_u64(&ones[1], v | 1u);
  atomic_max_float(fmax, f[i]);
}

/* out[perm(i)] += x[i] with perm a bijection on [0, n): one float atomic add per address.
 * perm(i) = (i * 7 + 3) mod n is a bijection when gcd(7, n) == 1. Also counts[b] += 1.0f
 * and dcounts[b] += 2.0 (small integers: exact in any order). */
extern "C" __global__ void atomics_float_add(const float *x, float *out, float *counts, double *dcounts, int n, int nbins) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= (unsigned)n) return;
  unsigned j = (unsigned)(((ull)i * 7u + 3u) % (unsigned)n);
  atomicAdd(&out[j], x[i]);
  unsigned b = __float_as_uint(x[i]) % (unsigned)nbins;
  atomicAdd(&counts[b], 1.0f);
  atomicAdd(&dcounts[b], 2.0);
}
