/* nvcg_cuda.h: the one header every corpus kernel includes.
 *
 * The corpus is compiled by clang 14 with -nocudainc -nocudalib (the installed CUDA 13
 * headers are too new for clang 14), so this file supplies the small part of the CUDA
 * device environment the kernels use, on top of clang's own builtins. It must not include
 * any system header: the generated IR has to be the same on every machine with clang 14.
 *
 * Notes that matter for the tests that run the corpus:
 *  - Exact math (sqrtf, fmaf, fabsf, fminf, floorf, ...) maps to LLVM intrinsics, which
 *    PTX implements with correctly rounded instructions (sqrt.rn, fma.rn, ...).
 *  - Approximate math (__expf, __exp2f, rsqrtf, __logf, __fdividef, __sinf) maps to the
 *    nvvm *.approx builtins; a kernel that uses one has the `approx` flag in the manifest.
 *  - _Float16 is not supported for NVPTX by clang 14; half precision uses __fp16 with
 *    -fnative-half-type (see build.sh), which makes __fp16 arithmetic native `half` in IR.
 *  - bf16 has no arithmetic type in clang 14; it is stored as unsigned short, widened by
 *    a shift and narrowed with __nvvm_f2bf16_rn (cvt.rn.bf16.f32, sm_80).
 *  - Warp intrinsics take an explicit member mask. Kernels that allow block sizes that are
 *    not a multiple of 32 pass the mask of lanes that exist (nvcg_warp_mask()).
 */
#ifndef NVCG_CUDA_H
#define NVCG_CUDA_H

#include <__clang_cuda_builtin_vars.h> /* threadIdx, blockIdx, blockDim, gridDim (clang's) */

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict

#define NV_INL static __device__ __forceinline__

/* Fixed-width integer types without <stdint.h>. */
typedef __INT8_TYPE__ int8_t;
typedef __UINT8_TYPE__ uint8_t;
typedef __INT16_TYPE__ int16_t;
typedef __UINT16_TYPE__ uint16_t;
typedef __INT32_TYPE__ int32_t;
typedef __UINT32_TYPE__ uint32_t;
typedef __INT64_TYPE__ int64_t;
typedef __UINT64_TYPE__ uint64_t;
typedef unsigned long long ull;

/* Vector types. The real CUDA ones are structs; ext_vector_type ones load and store as
 * LLVM vectors, which is what the corpus wants to exercise. */
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

/* Barriers and fences. */
#define __syncthreads() __syncthreads()  /* a clang builtin: llvm.nvvm.barrier0 */
NV_INL void __syncwarp(unsigned mask) { __nvvm_bar_warp_sync(mask); }
NV_INL void __threadfence(void) { __nvvm_membar_gl(); }
NV_INL void __threadfence_block(void) { __nvvm_membar_cta(); }

/* Thread geometry helpers. */
NV_INL unsigned nvcg_lane(void) { return (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) & 31u; }
NV_INL unsigned nvcg_flat_tid(void) { return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z); }
NV_INL unsigned nvcg_block_threads(void) { return blockDim.x * blockDim.y * blockDim.z; }
/* Mask of the lanes that exist in the calling thread's warp (the last warp of a block
 * whose size is not a multiple of 32 is partial). */
NV_INL unsigned nvcg_warp_mask(void) {
  unsigned base = nvcg_flat_tid() & ~31u;
  unsigned left = nvcg_block_threads() - base;
  return left >= 32u ? 0xffffffffu : ((1u << left) - 1u);
}
/* Number of lanes that exist in the calling thread's warp. */
NV_INL unsigned nvcg_warp_size(void) {
  unsigned left = nvcg_block_threads() - (nvcg_flat_tid() & ~31u);
  return left >= 32u ? 32u : left;
}

/* Warp shuffles and votes (sync variants: sm_70 and later need them). The last argument
 * of the nvvm builtin packs the segment mask and clamp as in PTX's shfl.sync. */
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

/* Atomics (generic address space; on a __shared__ object they become shared atomics once
 * address spaces are inferred). Unsigned add wraps like signed add, so it reuses _i. */
NV_INL int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
NV_INL unsigned atomicAdd(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_add_gen_i((int *)p, (int)v); }
NV_INL ull atomicAdd(ull *p, ull v) { return (ull)__nvvm_atom_add_gen_ll((long long *)p, (long long)v); }
NV_INL float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
NV_INL double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
NV_INL int atomicSub(int *p, int v) { return __nvvm_atom_add_gen_i(p, -v); }
NV_INL int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
NV_INL unsigned atomicMin(unsigned *p, unsigned v) { return __nvvm_atom_min_gen_ui(p, v); }
NV_INL long long atomicMin(long long *p, long long v) { return __nvvm_atom_min_gen_ll(p, v); }
NV_INL ull atomicMin(ull *p, ull v) { return __nvvm_atom_min_gen_ull(p, v); }
NV_INL int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
NV_INL unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
NV_INL long long atomicMax(long long *p, long long v) { return __nvvm_atom_max_gen_ll(p, v); }
NV_INL ull atomicMax(ull *p, ull v) { return __nvvm_atom_max_gen_ull(p, v); }
NV_INL int atomicAnd(int *p, int v) { return __nvvm_atom_and_gen_i(p, v); }
NV_INL unsigned atomicAnd(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_and_gen_i((int *)p, (int)v); }
NV_INL int atomicOr(int *p, int v) { return __nvvm_atom_or_gen_i(p, v); }
NV_INL unsigned atomicOr(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_or_gen_i((int *)p, (int)v); }
NV_INL ull atomicOr(ull *p, ull v) { return (ull)__nvvm_atom_or_gen_ll((long long *)p, (long long)v); }
NV_INL int atomicXor(int *p, int v) { return __nvvm_atom_xor_gen_i(p, v); }
NV_INL unsigned atomicXor(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_xor_gen_i((int *)p, (int)v); }
NV_INL int atomicExch(int *p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
NV_INL int atomicCAS(int *p, int cmp, int v) { return __nvvm_atom_cas_gen_i(p, cmp, v); }
NV_INL unsigned atomicCAS(unsigned *p, unsigned cmp, unsigned v) { return (unsigned)__nvvm_atom_cas_gen_i((int *)p, (int)cmp, (int)v); }
NV_INL ull atomicCAS(ull *p, ull cmp, ull v) { return (ull)__nvvm_atom_cas_gen_ll((long long *)p, (long long)cmp, (long long)v); }
NV_INL unsigned atomicInc(unsigned *p, unsigned lim) { return __nvvm_atom_inc_gen_ui(p, lim); }

/* Integer intrinsics. */
NV_INL int __popc(unsigned x) { return __builtin_popcount(x); }
NV_INL int __popcll(ull x) { return __builtin_popcountll(x); }
NV_INL int __clz(unsigned x) { return x ? __builtin_clz(x) : 32; }   /* defined for 0, like PTX clz */
NV_INL int __clzll(ull x) { return x ? __builtin_clzll(x) : 64; }
NV_INL int __ffs(unsigned x) { return x ? __builtin_ctz(x) + 1 : 0; }
NV_INL unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
NV_INL ull __brevll(ull x) { return __builtin_bitreverse64(x); }
NV_INL int __mulhi(int a, int b) { return __nvvm_mulhi_i(a, b); }
NV_INL unsigned __umulhi(unsigned a, unsigned b) { return __nvvm_mulhi_ui(a, b); }
NV_INL ull __umul64hi(ull a, ull b) { return __nvvm_mulhi_ull(a, b); }
NV_INL int __sad(int a, int b, unsigned c) { return __nvvm_sad_i(a, b, c); }
NV_INL unsigned __byte_perm(unsigned a, unsigned b, unsigned s) { return __nvvm_prmt(a, b, s); }
NV_INL unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) {
  s &= 31u; return s ? (hi << s) | (lo >> (32u - s)) : hi;
}
NV_INL int imin(int a, int b) { return a < b ? a : b; }
NV_INL int imax(int a, int b) { return a > b ? a : b; }
NV_INL unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
NV_INL unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
NV_INL int iabs(int a) { return a < 0 ? -a : a; }  /* callers keep a > INT_MIN */

/* Exact float math: LLVM intrinsics, correctly rounded in PTX. */
NV_INL float sqrtf(float x) { return __builtin_sqrtf(x); }
NV_INL double sqrt(double x) { return __builtin_sqrt(x); }
NV_INL float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
NV_INL double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
NV_INL float fabsf(float x) { return __builtin_fabsf(x); }
NV_INL double fabs(double x) { return __builtin_fabs(x); }
NV_INL float fminf(float a, float b) { return __builtin_fminf(a, b); }
NV_INL float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
NV_INL double fmin(double a, double b) { return __builtin_fmin(a, b); }
NV_INL double fmax(double a, double b) { return __builtin_fmax(a, b); }
NV_INL float floorf(float x) { return __builtin_floorf(x); }
NV_INL float ceilf(float x) { return __builtin_ceilf(x); }
NV_INL float truncf(float x) { return __builtin_truncf(x); }
NV_INL float rintf(float x) { return __builtin_rintf(x); }
NV_INL double floor(double x) { return __builtin_floor(x); }
NV_INL float copysignf(float a, float b) { return __builtin_copysignf(a, b); }
NV_INL float __fadd_rn(float a, float b) { return __nvvm_add_rn_f(a, b); }
NV_INL float __fmul_rz(float a, float b) { return __nvvm_mul_rz_f(a, b); }
NV_INL float __frcp_rn(float x) { return __nvvm_rcp_rn_f(x); }
NV_INL int __float2int_rn(float x) { return __nvvm_f2i_rn(x); }
NV_INL int __float2int_rz(float x) { return __nvvm_f2i_rz(x); }
NV_INL unsigned __float2uint_rn(float x) { return __nvvm_f2ui_rn(x); }
NV_INL int __double2int_rn(double x) { return __nvvm_d2i_rn(x); }
NV_INL float __saturatef(float x) { return __nvvm_saturate_f(x); }

/* Approximate math (manifest flag `approx`). */
NV_INL float __exp2f(float x) { return __nvvm_ex2_approx_f(x); }
NV_INL float __expf(float x) { return __nvvm_ex2_approx_f(x * 1.4426950408889634f); }
NV_INL float __log2f(float x) { return __nvvm_lg2_approx_f(x); }
NV_INL float __logf(float x) { return __nvvm_lg2_approx_f(x) * 0.6931471805599453f; }
NV_INL float rsqrtf(float x) { return __nvvm_rsqrt_approx_f(x); }
NV_INL float __fdividef(float a, float b) { return __nvvm_div_approx_f(a, b); }
NV_INL float __sinf(float x) { return __nvvm_sin_approx_f(x); }
NV_INL float __cosf(float x) { return __nvvm_cos_approx_f(x); }

/* bf16 (sm_80): widen exactly, narrow with round-to-nearest-even. */
NV_INL float bf16_to_float(bf16_t b) { return __builtin_bit_cast(float, (unsigned)b << 16); }
NV_INL bf16_t float_to_bf16(float f) { return (bf16_t)__nvvm_f2bf16_rn(f); }

/* Bit casts. */
NV_INL unsigned __float_as_uint(float f) { return __builtin_bit_cast(unsigned, f); }
NV_INL float __uint_as_float(unsigned u) { return __builtin_bit_cast(float, u); }
NV_INL long long __double_as_longlong(double d) { return __builtin_bit_cast(long long, d); }
NV_INL double __longlong_as_double(long long l) { return __builtin_bit_cast(double, l); }

#endif /* NVCG_CUDA_H */
