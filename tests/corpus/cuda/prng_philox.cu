// Counter-based random numbers: Philox4x32-10 (32-bit mul.lo/mul.hi, the generator
// behind curand's Philox) producing uint32 and uniform floats in [0, 1), and a
// xorshift128+ stream in 64-bit arithmetic.
#include "nvcg_cuda.h"

#define PHILOX_M0 0xD2511F53u
#define PHILOX_M1 0xCD9E8D57u
#define PHILOX_W0 0x9E3779B9u
#define PHILOX_W1 0xBB67AE85u

NV_INL uint4 philox4x32_10(uint4 ctr, uint2 key) {
  for (int r = 0; r < 10; ++r) {
    unsigned hi0 = __umulhi(PHILOX_M0, ctr.x), lo0 = PHILOX_M0 * ctr.x;
    unsigned hi1 = __umulhi(PHILOX_M1, ctr.z), lo1 = PHILOX_M1 * ctr.z;
    uint4 next = {hi1 ^ ctr.y ^ key.x, lo1, hi0 ^ ctr.w ^ key.y, lo0};
    ctr = next;
    key.x += PHILOX_W0;
    key.y += PHILOX_W1;
  }
  return ctr;
}

/* out_u[4i..4i+4) = Philox(counter = {i, offset, 0, 0}, key = {seed_lo, seed_hi});
 * out_f = the same as floats in [0, 1) with 24 random bits. */
extern "C" __global__ void philox_uniform(unsigned *out_u, float *out_f, int n, unsigned seed_lo, unsigned seed_hi, unsigned offset) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= (unsigned)n) return;
  uint4 ctr = {i, offset, 0u, 0u};
  uint2 key = {seed_lo, seed_hi};
  uint4 r = philox4x32_10(ctr, key);
  *(uint4 *)(out_u + 4 * i) = r;
  out_f[4 * i + 0] = (float)(r.x >> 8) * 5.9604645e-8f;
  out_f[4 * i + 1] = (float)(r.y >> 8) * 5.9604645e-8f;
  out_f[4 * i + 2] = (float)(r.z >> 8) * 5.9604645e-8f;
  out_f[4 * i + 3] = (float)(r.w >> 8) * 5.9604645e-8f;
}

extern "C" __global__ void xorshift128p(const ull *seeds, ull *out, int n, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  ull s0 = seeds[2 * i] | 1u, s1 = seeds[2 * i + 1];
  ull acc = 0;
  for (int k = 0; k < count; ++k) {
    ull x = s0, y = s1;
    s0 = y;
    x ^= x << 23;
    s1 = x ^ y ^ (x >> 17) ^ (y >> 26);
    acc += s1 + y;
  }
  out[i] = acc;
}
