/* Host stand-in for tests/corpus/cuda/nvcg_cuda.h, used only by hostsim (run.sh): the
 * corpus kernels are compiled as C++ for the host with sanitizers and run with one POSIX
 * thread per CUDA thread, so that ThreadSanitizer sees data races, AddressSanitizer sees
 * out-of-bounds accesses (manifest buffer sizes, dynamic shared memory), UBSan sees
 * undefined behaviour, and runs under different schedules can be compared for
 * determinism. Numerical results are not those of a GPU (approximate instructions are
 * exact here, half arithmetic is the host's); only safety and schedule independence are
 * being tested.
 *
 * prep.py rewrites each kernel file before compiling it: `__shared__ T x[N];` becomes a
 * reference to per-block storage filled with random bytes when the block starts (so a
 * read before any write shows up as non-determinism), and `extern __shared__ T x[];`
 * becomes a pointer to the launch's dynamic shared memory (a heap block of exactly
 * SHARED_BYTES, so ASan bounds it).
 */
#ifndef NVCG_CUDA_H
#define NVCG_CUDA_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <condition_variable>
#include <map>
#include <mutex>
#include <vector>

#define __global__
#define __device__
#define __host__
#define __constant__
#define __launch_bounds__(...)
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict
#define NV_INL static inline

typedef unsigned long long ull;
typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef unsigned int uint2 __attribute__((ext_vector_type(2)));
typedef unsigned int uint4 __attribute__((ext_vector_type(4)));
typedef double double2 __attribute__((ext_vector_type(2)));
typedef __fp16 half;
typedef __fp16 half2 __attribute__((ext_vector_type(2)));
typedef unsigned short bf16_t;

struct nvcg_dim3 {
  unsigned x, y, z;
};

/* ---- per-launch, per-block and per-thread state ---- */
struct nvcg_warp {
  int arrived = 0;
  unsigned gen = 0;
  unsigned mask = 0;
  unsigned long long slots[32] = {};
  unsigned long long snap[32] = {};
  unsigned valid = 0, snap_valid = 0;
};

struct nvcg_block {
  std::mutex m;
  std::condition_variable cv;
  int live = 0, arrived = 0;
  unsigned gen = 0;
  std::vector<nvcg_warp> warps;
  std::map<int, std::vector<unsigned char>> smem; /* static __shared__ objects, by id */
  std::vector<unsigned char> dyn;                 /* never resized after launch */
  unsigned char *dyn_ptr = nullptr;
  unsigned long long poison_seed = 0;
  unsigned nthreads = 0;
};

static thread_local nvcg_dim3 threadIdx, blockIdx, blockDim, gridDim;
static thread_local nvcg_block *nvcg_cur_block;
static thread_local unsigned nvcg_flat;

[[noreturn]] static void nvcg_die(const char *what) {
  fprintf(stderr, "hostsim: %s (block %u,%u,%u thread %u,%u,%u)\n", what, blockIdx.x, blockIdx.y, blockIdx.z,
          threadIdx.x, threadIdx.y, threadIdx.z);
  fflush(stderr);
  abort();
}

static unsigned long long nvcg_mix64(unsigned long long x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

static void nvcg_poison(unsigned char *p, size_t n, unsigned long long seed) {
  for (size_t i = 0; i < n; i += 8) {
    unsigned long long v = nvcg_mix64(seed + i);
    memcpy(p + i, &v, n - i < 8 ? n - i : 8);
  }
}

/* Waits on the block's condition variable; a wait of more than 20 s is a deadlock
 * (a barrier or warp operation some thread never reaches). */
template <class Pred> static void nvcg_wait(std::unique_lock<std::mutex> &l, nvcg_block *b, Pred pred, const char *what) {
  if (!b->cv.wait_for(l, std::chrono::seconds(20), pred)) nvcg_die(what);
}

template <class T> static T &nvcg_smem(int id) {
  nvcg_block *b = nvcg_cur_block;
  std::lock_guard<std::mutex> l(b->m);
  auto it = b->smem.find(id);
  if (it == b->smem.end()) {
    it = b->smem.emplace(id, std::vector<unsigned char>(sizeof(T) + 16)).first;
    nvcg_poison(it->second.data(), it->second.size(), b->poison_seed + (unsigned long long)id * 7919u);
  }
  unsigned char *p = it->second.data();
  p += (16 - ((uintptr_t)p & 15)) & 15; /* 16-byte aligned like GPU shared memory */
  return *reinterpret_cast<T *>(p);
}

static unsigned char *nvcg_dyn_smem() { return nvcg_cur_block->dyn_ptr; }

/* ---- barriers ---- */
static void __syncthreads() {
  nvcg_block *b = nvcg_cur_block;
  std::unique_lock<std::mutex> l(b->m);
  unsigned g = b->gen;
  if (++b->arrived == b->live) {
    b->arrived = 0;
    b->gen++;
    b->cv.notify_all();
  } else {
    nvcg_wait(l, b, [&] { return b->gen != g; }, "__syncthreads deadlock");
  }
}

static void nvcg_thread_exit() {
  nvcg_block *b = nvcg_cur_block;
  std::lock_guard<std::mutex> l(b->m);
  b->live--;
  if (b->arrived > 0 && b->arrived == b->live) {
    b->arrived = 0;
    b->gen++;
  }
  b->cv.notify_all();
}

/* All lanes of `mask` exchange one 64-bit value; returns the snapshot of every lane's
 * value (lanes outside the mask read as random bits). */
struct nvcg_snap {
  unsigned long long v[32];
  unsigned valid;
};

static nvcg_snap nvcg_warp_exchange(unsigned mask, unsigned long long val) {
  nvcg_block *b = nvcg_cur_block;
  unsigned lane = nvcg_flat & 31u, wid = nvcg_flat >> 5;
  unsigned base = wid * 32u, left = b->nthreads - base;
  unsigned exist = left >= 32u ? 0xffffffffu : ((1u << left) - 1u);
  if (!((mask >> lane) & 1u)) nvcg_die("warp operation by a lane outside its member mask");
  if (mask & ~exist) nvcg_die("warp member mask names lanes that do not exist");
  std::unique_lock<std::mutex> l(b->m);
  nvcg_warp &w = b->warps[wid];
  if (w.arrived == 0) w.mask = mask;
  else if (w.mask != mask) nvcg_die("lanes of one warp operation disagree on the member mask");
  w.slots[lane] = val;
  w.valid |= 1u << lane;
  unsigned g = w.gen;
  if (++w.arrived == __builtin_popcount(mask)) {
    for (int k = 0; k < 32; ++k)
      w.snap[k] = ((w.valid >> k) & 1u) ? w.slots[k] : nvcg_mix64(b->poison_seed ^ ((unsigned long long)g << 8) ^ k);
    w.snap_valid = w.valid;
    w.valid = 0;
    w.arrived = 0;
    w.gen++;
    b->cv.notify_all();
  } else {
    nvcg_wait(l, b, [&] { return w.gen != g; }, "warp operation deadlock (a member lane never arrived)");
  }
  nvcg_snap s;
  memcpy(s.v, w.snap, sizeof s.v);
  s.valid = w.snap_valid;
  return s;
}

/* PTX shfl.sync semantics: returns the source lane's value (or the caller's own when the
 * source is out of the segment/clamp range). */
enum { NVCG_UP, NVCG_DOWN, NVCG_BFLY, NVCG_IDX };
static unsigned long long nvcg_shfl(int mode, unsigned mask, unsigned long long v, unsigned bval, int c) {
  nvcg_snap s = nvcg_warp_exchange(mask, v);
  unsigned lane = nvcg_flat & 31u;
  unsigned segmask = ((unsigned)c >> 8) & 31u;
  unsigned maxLane = (lane & segmask) | ((unsigned)c & 31u & ~segmask);
  unsigned minLane = lane & segmask;
  int j;
  bool p;
  switch (mode) {
  case NVCG_UP: j = (int)lane - (int)bval; p = j >= (int)maxLane; break;
  case NVCG_DOWN: j = (int)(lane + bval); p = j <= (int)maxLane; break;
  case NVCG_BFLY: j = (int)(lane ^ bval); p = j <= (int)maxLane; break;
  default: j = (int)(minLane | (bval & 31u & ~segmask)); p = j <= (int)maxLane; break;
  }
  if (!p) j = (int)lane;
  return s.v[j & 31];
}

static unsigned nvcg_f2u(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static float nvcg_u2f(unsigned u) { float f; memcpy(&f, &u, 4); return f; }

static int __nvvm_shfl_sync_idx_i32(unsigned m, int v, int b, int c) { return (int)nvcg_shfl(NVCG_IDX, m, (unsigned)v, (unsigned)b, c); }
static float __nvvm_shfl_sync_idx_f32(unsigned m, float v, int b, int c) { return nvcg_u2f((unsigned)nvcg_shfl(NVCG_IDX, m, nvcg_f2u(v), (unsigned)b, c)); }
static int __nvvm_shfl_sync_up_i32(unsigned m, int v, unsigned b, int c) { return (int)nvcg_shfl(NVCG_UP, m, (unsigned)v, b, c); }
static float __nvvm_shfl_sync_up_f32(unsigned m, float v, unsigned b, int c) { return nvcg_u2f((unsigned)nvcg_shfl(NVCG_UP, m, nvcg_f2u(v), b, c)); }
static int __nvvm_shfl_sync_down_i32(unsigned m, int v, unsigned b, int c) { return (int)nvcg_shfl(NVCG_DOWN, m, (unsigned)v, b, c); }
static float __nvvm_shfl_sync_down_f32(unsigned m, float v, unsigned b, int c) { return nvcg_u2f((unsigned)nvcg_shfl(NVCG_DOWN, m, nvcg_f2u(v), b, c)); }
static int __nvvm_shfl_sync_bfly_i32(unsigned m, int v, int b, int c) { return (int)nvcg_shfl(NVCG_BFLY, m, (unsigned)v, (unsigned)b, c); }
static float __nvvm_shfl_sync_bfly_f32(unsigned m, float v, int b, int c) { return nvcg_u2f((unsigned)nvcg_shfl(NVCG_BFLY, m, nvcg_f2u(v), (unsigned)b, c)); }

static unsigned nvcg_ballot(unsigned m, bool p) {
  nvcg_snap s = nvcg_warp_exchange(m, p ? 1u : 0u);
  unsigned r = 0;
  for (int k = 0; k < 32; ++k)
    if (((m >> k) & 1u) && (s.v[k] & 1u)) r |= 1u << k;
  return r;
}
static unsigned __nvvm_vote_ballot_sync(unsigned m, bool p) { return nvcg_ballot(m, p); }
static bool __nvvm_vote_all_sync(unsigned m, bool p) { return nvcg_ballot(m, p) == m; }
static bool __nvvm_vote_any_sync(unsigned m, bool p) { return nvcg_ballot(m, p) != 0; }
static bool __nvvm_vote_uni_sync(unsigned m, bool p) { unsigned r = nvcg_ballot(m, p); return r == 0 || r == m; }

/* ---- the same helper layer as the device header ---- */
static void __syncwarp(unsigned mask) { (void)nvcg_warp_exchange(mask, 0); }
static void __threadfence(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
static void __threadfence_block(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
NV_INL unsigned nvcg_lane(void) { return nvcg_flat & 31u; }
NV_INL unsigned nvcg_flat_tid(void) { return nvcg_flat; }
NV_INL unsigned nvcg_block_threads(void) { return blockDim.x * blockDim.y * blockDim.z; }
NV_INL unsigned nvcg_warp_mask(void) {
  unsigned left = nvcg_block_threads() - (nvcg_flat & ~31u);
  return left >= 32u ? 0xffffffffu : ((1u << left) - 1u);
}
NV_INL unsigned nvcg_warp_size(void) {
  unsigned left = nvcg_block_threads() - (nvcg_flat & ~31u);
  return left >= 32u ? 32u : left;
}

NV_INL int __shfl_sync(unsigned m, int v, int src, int w = 32) { return __nvvm_shfl_sync_idx_i32(m, v, src, ((32 - w) << 8) | 0x1f); }
NV_INL float __shfl_sync(unsigned m, float v, int src, int w = 32) { return __nvvm_shfl_sync_idx_f32(m, v, src, ((32 - w) << 8) | 0x1f); }
NV_INL unsigned __shfl_sync(unsigned m, unsigned v, int src, int w = 32) { return (unsigned)__nvvm_shfl_sync_idx_i32(m, (int)v, src, ((32 - w) << 8) | 0x1f); }
NV_INL int __shfl_up_sync(unsigned m, int v, unsigned d, int w = 32) { return __nvvm_shfl_sync_up_i32(m, v, d, (32 - w) << 8); }
NV_INL float __shfl_up_sync(unsigned m, float v, unsigned d, int w = 32) { return __nvvm_shfl_sync_up_f32(m, v, d, (32 - w) << 8); }
NV_INL unsigned __shfl_up_sync(unsigned m, unsigned v, unsigned d, int w = 32) { return (unsigned)__nvvm_shfl_sync_up_i32(m, (int)v, d, (32 - w) << 8); }
NV_INL int __shfl_down_sync(unsigned m, int v, unsigned d, int w = 32) { return __nvvm_shfl_sync_down_i32(m, v, d, ((32 - w) << 8) | 0x1f); }
NV_INL float __shfl_down_sync(unsigned m, float v, unsigned d, int w = 32) { return __nvvm_shfl_sync_down_f32(m, v, d, ((32 - w) << 8) | 0x1f); }
NV_INL unsigned __shfl_down_sync(unsigned m, unsigned v, unsigned d, int w = 32) { return (unsigned)__nvvm_shfl_sync_down_i32(m, (int)v, d, ((32 - w) << 8) | 0x1f); }
NV_INL int __shfl_xor_sync(unsigned m, int v, int x, int w = 32) { return __nvvm_shfl_sync_bfly_i32(m, v, x, ((32 - w) << 8) | 0x1f); }
NV_INL float __shfl_xor_sync(unsigned m, float v, int x, int w = 32) { return __nvvm_shfl_sync_bfly_f32(m, v, x, ((32 - w) << 8) | 0x1f); }
NV_INL unsigned __shfl_xor_sync(unsigned m, unsigned v, int x, int w = 32) { return (unsigned)__nvvm_shfl_sync_bfly_i32(m, (int)v, x, ((32 - w) << 8) | 0x1f); }
NV_INL unsigned __ballot_sync(unsigned m, int p) { return __nvvm_vote_ballot_sync(m, p != 0); }
NV_INL int __all_sync(unsigned m, int p) { return __nvvm_vote_all_sync(m, p != 0); }
NV_INL int __any_sync(unsigned m, int p) { return __nvvm_vote_any_sync(m, p != 0); }
NV_INL int __uni_sync(unsigned m, int p) { return __nvvm_vote_uni_sync(m, p != 0); }

/* ---- atomics: sequentially consistent host atomics ---- */
template <class T, class F> static T nvcg_cas_loop(T *p, F f) {
  T old = __atomic_load_n(p, __ATOMIC_SEQ_CST);
  while (!__atomic_compare_exchange_n(p, &old, f(old), false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
  }
  return old;
}
NV_INL int atomicAdd(int *p, int v) { return (int)__atomic_fetch_add((unsigned *)p, (unsigned)v, __ATOMIC_SEQ_CST); }
NV_INL unsigned atomicAdd(unsigned *p, unsigned v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }
NV_INL ull atomicAdd(ull *p, ull v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }
NV_INL float atomicAdd(float *p, float v) {
  return nvcg_u2f(nvcg_cas_loop((unsigned *)p, [&](unsigned o) { return nvcg_f2u(nvcg_u2f(o) + v); }));
}
NV_INL double atomicAdd(double *p, double v) {
  ull r = nvcg_cas_loop((ull *)p, [&](ull o) { double d; memcpy(&d, &o, 8); d += v; ull n; memcpy(&n, &d, 8); return n; });
  double d;
  memcpy(&d, &r, 8);
  return d;
}
NV_INL int atomicSub(int *p, int v) { return atomicAdd(p, (int)(0u - (unsigned)v)); }
template <class T> static T nvcg_amin(T *p, T v) { return nvcg_cas_loop(p, [&](T o) { return v < o ? v : o; }); }
template <class T> static T nvcg_amax(T *p, T v) { return nvcg_cas_loop(p, [&](T o) { return v > o ? v : o; }); }
NV_INL int atomicMin(int *p, int v) { return nvcg_amin(p, v); }
NV_INL unsigned atomicMin(unsigned *p, unsigned v) { return nvcg_amin(p, v); }
NV_INL long long atomicMin(long long *p, long long v) { return nvcg_amin(p, v); }
NV_INL ull atomicMin(ull *p, ull v) { return nvcg_amin(p, v); }
NV_INL int atomicMax(int *p, int v) { return nvcg_amax(p, v); }
NV_INL unsigned atomicMax(unsigned *p, unsigned v) { return nvcg_amax(p, v); }
NV_INL long long atomicMax(long long *p, long long v) { return nvcg_amax(p, v); }
NV_INL ull atomicMax(ull *p, ull v) { return nvcg_amax(p, v); }
NV_INL int atomicAnd(int *p, int v) { return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST); }
NV_INL unsigned atomicAnd(unsigned *p, unsigned v) { return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST); }
NV_INL int atomicOr(int *p, int v) { return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST); }
NV_INL unsigned atomicOr(unsigned *p, unsigned v) { return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST); }
NV_INL ull atomicOr(ull *p, ull v) { return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST); }
NV_INL int atomicXor(int *p, int v) { return __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST); }
NV_INL unsigned atomicXor(unsigned *p, unsigned v) { return __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST); }
NV_INL int atomicExch(int *p, int v) { return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST); }
NV_INL int atomicCAS(int *p, int c, int v) { __atomic_compare_exchange_n(p, &c, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return c; }
NV_INL unsigned atomicCAS(unsigned *p, unsigned c, unsigned v) { __atomic_compare_exchange_n(p, &c, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return c; }
NV_INL ull atomicCAS(ull *p, ull c, ull v) { __atomic_compare_exchange_n(p, &c, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return c; }
NV_INL unsigned atomicInc(unsigned *p, unsigned lim) { return nvcg_cas_loop(p, [&](unsigned o) { return o >= lim ? 0u : o + 1u; }); }

/* ---- integer intrinsics ---- */
NV_INL int __popc(unsigned x) { return __builtin_popcount(x); }
NV_INL int __popcll(ull x) { return __builtin_popcountll(x); }
NV_INL int __clz(unsigned x) { return x ? __builtin_clz(x) : 32; }
NV_INL int __clzll(ull x) { return x ? __builtin_clzll(x) : 64; }
NV_INL int __ffs(unsigned x) { return x ? __builtin_ctz(x) + 1 : 0; }
NV_INL unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
NV_INL ull __brevll(ull x) { return __builtin_bitreverse64(x); }
NV_INL int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
NV_INL unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((ull)a * b) >> 32); }
NV_INL ull __umul64hi(ull a, ull b) { return (ull)(((unsigned __int128)a * b) >> 64); }
NV_INL int __sad(int a, int b, unsigned c) { return (int)(c + (unsigned)(a > b ? (long long)a - b : (long long)b - a)); }
NV_INL unsigned __byte_perm(unsigned a, unsigned b, unsigned s) {
  ull v = ((ull)b << 32) | a;
  unsigned r = 0;
  for (int k = 0; k < 4; ++k) r |= (unsigned)((v >> (8 * ((s >> (4 * k)) & 7u))) & 0xffu) << (8 * k);
  return r;
}
NV_INL unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) {
  s &= 31u;
  return s ? (hi << s) | (lo >> (32u - s)) : hi;
}
NV_INL int imin(int a, int b) { return a < b ? a : b; }
NV_INL int imax(int a, int b) { return a > b ? a : b; }
NV_INL unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
NV_INL unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
NV_INL int iabs(int a) { return a < 0 ? -a : a; }

/* ---- float math (exact host functions stand in for approximate ones) ---- */
NV_INL float __fadd_rn(float a, float b) { return a + b; }
NV_INL float __frcp_rn(float x) { return 1.0f / x; }
NV_INL int __float2int_rn(float x) { return (int)nearbyintf(x); }
NV_INL int __float2int_rz(float x) { return (int)x; }
NV_INL unsigned __float2uint_rn(float x) { return (unsigned)nearbyintf(x); }
NV_INL int __double2int_rn(double x) { return (int)nearbyint(x); }
NV_INL float __saturatef(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
/* glibc declares __expf, __logf, ... itself: the CUDA names are macros here. */
#define __exp2f nvcg_exp2f
#define __expf nvcg_expf
#define __log2f nvcg_log2f
#define __logf nvcg_logf
#define __fdividef nvcg_fdividef
#define __sinf nvcg_sinf
#define __cosf nvcg_cosf
NV_INL float nvcg_exp2f(float x) { return exp2f(x); }
NV_INL float nvcg_expf(float x) { return exp2f(x * 1.4426950408889634f); }
NV_INL float nvcg_log2f(float x) { return log2f(x); }
NV_INL float nvcg_logf(float x) { return log2f(x) * 0.6931471805599453f; }
NV_INL float rsqrtf(float x) { return 1.0f / sqrtf(x); }
NV_INL float nvcg_fdividef(float a, float b) { return a / b; }
NV_INL float nvcg_sinf(float x) { return sinf(x); }
NV_INL float nvcg_cosf(float x) { return cosf(x); }

NV_INL float bf16_to_float(bf16_t b) { return nvcg_u2f((unsigned)b << 16); }
NV_INL unsigned short nvcg_f2bf16(float f) {
  unsigned u = nvcg_f2u(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return (unsigned short)((u >> 16) | 0x40u);
  u += 0x7fffu + ((u >> 16) & 1u);
  return (unsigned short)(u >> 16);
}
NV_INL bf16_t float_to_bf16(float f) { return nvcg_f2bf16(f); }
NV_INL int __nvvm_ff2bf16x2_rn(float hi, float lo) { return (int)(((unsigned)nvcg_f2bf16(hi) << 16) | nvcg_f2bf16(lo)); }

NV_INL unsigned __float_as_uint(float f) { return nvcg_f2u(f); }
NV_INL float __uint_as_float(unsigned u) { return nvcg_u2f(u); }

#endif /* NVCG_CUDA_H */
