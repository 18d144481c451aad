// Recursion through noinline device functions: Euclid's gcd (tail recursive), naive
// Fibonacci (two recursive calls), modular exponentiation by squaring, and a recursive
// quicksort of a per-thread local array passed by pointer. Depths are bounded by the
// data (gcd <= ~47, fib <= 9, powmod <= 32, quicksort <= 16).
#include "nvcg_cuda.h"

__device__ __noinline__ unsigned gcd_rec(unsigned a, unsigned b) { return b == 0 ? a : gcd_rec(b, a % b); }

__device__ __noinline__ unsigned fib_rec(unsigned n) { return n < 2 ? n : fib_rec(n - 1) + fib_rec(n - 2); }

__device__ __noinline__ ull powmod_rec(ull b, unsigned e, unsigned m) {
  if (e == 0) return 1 % m;
  ull h = powmod_rec(b, e >> 1, m);
  h = h * h % m;
  return (e & 1) ? h * (b % m) % m : h;
}

__device__ __noinline__ void qsort_rec(int *a, int lo, int hi) {
  if (lo >= hi) return;
  int pivot = a[hi], i = lo;
  for (int j = lo; j < hi; ++j) {
    if (a[j] < pivot) {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
      ++i;
    }
  }
  int t = a[i];
  a[i] = a[hi];
  a[hi] = t;
  qsort_rec(a, lo, i - 1);
  qsort_rec(a, i + 1, hi);
}

extern "C" __global__ void recursion_kernel(const unsigned *a, const unsigned *b, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i];
  unsigned m = (y | 1u) & 0xffffu; /* modulus in [1, 65535], odd */
  out[4 * i + 0] = gcd_rec(x, y);
  out[4 * i + 1] = fib_rec(x % 10u);
  out[4 * i + 2] = (unsigned)powmod_rec(x, y, m);
  out[4 * i + 3] = gcd_rec(x & 0xfffu, (y & 0xfffu) + 1u);
}

extern "C" __global__ void qsort_local(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v[16];
  for (int k = 0; k < 16; ++k) v[k] = in[16 * i + k];
  qsort_rec(v, 0, 15);
  for (int k = 0; k < 16; ++k) out[16 * i + k] = v[k];
}
