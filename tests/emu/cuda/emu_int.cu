// Integer kernels with closed forms (tests/emu/cuda/expect.py computes them).
#include "emu_cuda.h"

// out[i] = i^3 + 7 (mod 2^32); tri[i] = 0 + 1 + ... + i
extern "C" __global__ void cubes_tri(u32 *out, u64 *tri, int n) {
  u32 i = gid();
  if (i >= (u32)n) return;
  out[i] = i * i * i + 7u;
  u64 s = 0;
  for (u32 k = 0; k <= i; k++) s += k;
  tri[i] = s;
}

// bit tricks: out[4i..4i+3] = popc(i), clz(i + 1), brev(i), byte_perm(i, ~i, 0x5140)
extern "C" __global__ void bits(u32 *out, int n) {
  u32 i = gid();
  if (i >= (u32)n) return;
  out[4 * i + 0] = popc(i);
  out[4 * i + 1] = clz(i + 1);
  out[4 * i + 2] = brev(i);
  out[4 * i + 3] = byte_perm(i, ~i, 0x5140);
}

// 64-bit arithmetic: out[i] = mulhi(x, x) ^ (x * 0x9e3779b97f4a7c15) with x = i * 0x100000001 + 12345
extern "C" __global__ void mul64(u64 *out, int n) {
  u32 i = gid();
  if (i >= (u32)n) return;
  u64 x = (u64)i * 0x100000001ull + 12345ull;
  out[i] = mulhi64(x, x) ^ (x * 0x9e3779b97f4a7c15ull);
}

// division and remainder by a runtime divisor: out[2i] = (i*1000003) / d, out[2i+1] = % d
extern "C" __global__ void divmod(u32 *out, int n, u32 d) {
  u32 i = gid();
  if (i >= (u32)n) return;
  u32 x = i * 1000003u;
  out[2 * i] = x / d;
  out[2 * i + 1] = x % d;
}

// global atomics: sum of 0..n-1 (64-bit), max, and a CAS-increment counter; inc wraps at 9
extern "C" __global__ void atomics(u64 *sum, u32 *misc, int n) {
  u32 i = gid();
  if (i >= (u32)n) return;
  atomic_add64(sum, (u64)i);
  atomic_max(&misc[0], i * 7u % 1000u);
  u32 old = misc[1], seen;
  do { seen = old; old = atomic_cas(&misc[1], seen, seen + 2u); } while (old != seen);
  atomic_inc(&misc[2], 9u);
}
