/* emu_cuda.h: the CUDA device environment the emulator's own test kernels use (they are
 * compiled by clang 14 with -nocudainc -nocudalib; no system header is included). */
#ifndef EMU_CUDA_H
#define EMU_CUDA_H
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __noinline__ __attribute__((noinline))
#define INL static __device__ __inline__ __attribute__((always_inline))
typedef unsigned int u32;
typedef unsigned long long u64;
INL u32 gid(void) { return blockIdx.x * blockDim.x + threadIdx.x; }
INL u32 lane(void) { return threadIdx.x & 31u; }
INL int shfl_xor(u32 m, int v, int x) { return __nvvm_shfl_sync_bfly_i32(m, v, x, 0x1f); }
INL int shfl_up(u32 m, int v, int d) { return __nvvm_shfl_sync_up_i32(m, v, d, 0); }
INL int shfl_idx(u32 m, int v, int s, int w) { return __nvvm_shfl_sync_idx_i32(m, v, s, ((32 - w) << 8) | 0x1f); }
INL u32 ballot(u32 m, int p) { return __nvvm_vote_ballot_sync(m, p != 0); }
INL int all_sync(u32 m, int p) { return __nvvm_vote_all_sync(m, p != 0); }
INL u32 match_any(u32 m, u32 v) { return __nvvm_match_any_sync_i32(m, v); }
INL u32 activemask(void) { u32 m; asm volatile("activemask.b32 %0;" : "=r"(m)); return m; }
INL int syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
INL int syncthreads_or(int p) { return __nvvm_bar0_or(p); }
INL u32 popc(u32 x) { return (u32)__builtin_popcount(x); }
INL u32 brev(u32 x) { return __builtin_bitreverse32(x); }
INL u32 clz(u32 x) { return (u32)__builtin_clz(x); }
INL u32 byte_perm(u32 a, u32 b, u32 s) { return __nvvm_prmt(a, b, s); }
INL u64 mulhi64(u64 a, u64 b) { return __nvvm_mulhi_ull(a, b); }
INL u32 atomic_add(u32 *p, u32 v) { return (u32)__nvvm_atom_add_gen_i((int *)p, (int)v); }
INL u64 atomic_add64(u64 *p, u64 v) { return (u64)__nvvm_atom_add_gen_ll((long long *)p, (long long)v); }
INL u32 atomic_max(u32 *p, u32 v) { return __nvvm_atom_max_gen_ui(p, v); }
INL u32 atomic_cas(u32 *p, u32 c, u32 v) { return (u32)__nvvm_atom_cas_gen_i((int *)p, (int)c, (int)v); }
INL u32 atomic_inc(u32 *p, u32 v) { return __nvvm_atom_inc_gen_ui(p, v); }
#endif
