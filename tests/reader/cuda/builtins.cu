#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
typedef struct { float x, y; } float2_t;
typedef float f4 __attribute__((ext_vector_type(4)));
typedef int i4 __attribute__((ext_vector_type(4)));
typedef float f2 __attribute__((ext_vector_type(2)));
typedef int i2 __attribute__((ext_vector_type(2)));
typedef long long ll2 __attribute__((ext_vector_type(2)));
typedef double d2 __attribute__((ext_vector_type(2)));
typedef char c4 __attribute__((ext_vector_type(4)));
typedef short s4 __attribute__((ext_vector_type(4)));
typedef short s2 __attribute__((ext_vector_type(2)));
__device__ int g_i; __device__ long long g_ll; __device__ float g_f; __device__ double g_d;
__global__ void __launch_bounds__(256, 2) atoms(int *p, long long *q, float *f, double *d, unsigned *u, unsigned long long *uq) {
  int a = 0;
  a += __nvvm_atom_add_gen_i(p, 1); a += __nvvm_atom_cta_add_gen_i(p, 1); a += __nvvm_atom_sys_add_gen_i(p, 1);
  a += __nvvm_atom_xchg_gen_i(p, 2); a += __nvvm_atom_cta_xchg_gen_i(p, 2); a += __nvvm_atom_sys_xchg_gen_i(p, 2);
  a += __nvvm_atom_max_gen_i(p, 3); a += __nvvm_atom_cta_max_gen_i(p, 3); a += __nvvm_atom_sys_max_gen_i(p, 3);
  a += __nvvm_atom_max_gen_ui(u, 3); a += __nvvm_atom_cta_max_gen_ui(u, 3);
  a += __nvvm_atom_min_gen_i(p, 3); a += __nvvm_atom_cta_min_gen_i(p, 3); a += __nvvm_atom_sys_min_gen_ui(u, 3);
  a += __nvvm_atom_inc_gen_ui(u, 3); a += __nvvm_atom_cta_inc_gen_ui(u, 3); a += __nvvm_atom_sys_inc_gen_ui(u, 3);
  a += __nvvm_atom_dec_gen_ui(u, 3); a += __nvvm_atom_cta_dec_gen_ui(u, 3); a += __nvvm_atom_sys_dec_gen_ui(u, 3);
  a += __nvvm_atom_and_gen_i(p, 3); a += __nvvm_atom_cta_and_gen_i(p, 3); a += __nvvm_atom_sys_or_gen_i(p, 3);
  a += __nvvm_atom_or_gen_i(p, 3); a += __nvvm_atom_xor_gen_i(p, 3); a += __nvvm_atom_cta_xor_gen_i(p, 3);
  a += __nvvm_atom_cas_gen_i(p, 3, 4); a += __nvvm_atom_cta_cas_gen_i(p, 3, 4); a += __nvvm_atom_sys_cas_gen_i(p, 3, 4);
  a += (int)__nvvm_atom_add_gen_ll(q, 1); a += (int)__nvvm_atom_cta_add_gen_ll(q, 1); a += (int)__nvvm_atom_cas_gen_ll(q, 1, 2);
  a += (int)__nvvm_atom_max_gen_ull(uq, 1); a += (int)__nvvm_atom_sys_min_gen_ll(q, 1);
  a += (int)__nvvm_atom_add_gen_f(f, 1.0f); a += (int)__nvvm_atom_cta_add_gen_f(f, 1.0f); a += (int)__nvvm_atom_sys_add_gen_f(f, 1.0f);
  a += (int)__nvvm_atom_add_gen_d(d, 1.0); a += (int)__nvvm_atom_cta_add_gen_d(d, 1.0);
  p[1] = a;
}
__global__ void warp(int *p, float *f, long long *q) {
  int v = p[__nvvm_read_ptx_sreg_tid_x()];
  v += __nvvm_shfl_sync_idx_i32(0xffffffff, v, 1, 31); v += __nvvm_shfl_sync_up_i32(0xffffffff, v, 1, 0);
  v += __nvvm_shfl_sync_down_i32(0xffffffff, v, 1, 31); v += __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 31);
  float x = f[0]; x += __nvvm_shfl_sync_idx_f32(-1, x, 0, 31);
  v += __nvvm_vote_all_sync(-1, v > 0); v += __nvvm_vote_any_sync(-1, v > 0); v += __nvvm_vote_uni_sync(-1, v > 0); v += __nvvm_vote_ballot_sync(-1, v > 0);
  v += __nvvm_match_any_sync_i32(-1, v); v += __nvvm_match_any_sync_i64(-1, q[0]);
  int pred; v += __nvvm_match_all_sync_i32p(-1, v, &pred); v += pred; v += __nvvm_match_all_sync_i64p(-1, q[1], &pred); v += pred;
  v += __nvvm_bar0_and(v); v += __nvvm_bar0_or(v); v += __nvvm_bar0_popc(v);
  __nvvm_bar_warp_sync(-1); __nvvm_barrier_sync(0); __nvvm_barrier_sync_cnt(0, 64); __syncthreads();
  __nvvm_membar_cta(); __nvvm_membar_gl(); __nvvm_membar_sys();
  v += __nvvm_read_ptx_sreg_clock(); q[2] = __nvvm_read_ptx_sreg_clock64();
  v += __nvvm_read_ptx_sreg_laneid() + __nvvm_read_ptx_sreg_warpid() + __nvvm_read_ptx_sreg_nwarpid() + __nvvm_read_ptx_sreg_smid() + __nvvm_read_ptx_sreg_nsmid();
  v += __nvvm_read_ptx_sreg_lanemask_eq() + __nvvm_read_ptx_sreg_lanemask_lt();
  q[3] = __nvvm_read_ptx_sreg_gridid();
  v += __nvvm_isspacep_global(p) + __nvvm_isspacep_shared(p) + __nvvm_isspacep_local(p) + __nvvm_isspacep_const(p);
  p[0] = v; f[1] = x;
}
__global__ void ldg(const int *p, const float *f, const double *d, const f4 *f4p, const i4 *i4p, const c4 *c4p, const ll2 *llp, const d2 *d2p, const long long *q, const short *s, const char *c, const f2 *f2p, const i2* i2p, const s4 *s4p, const s2*s2p, float *out) {
  float r = __nvvm_ldg_i(p) + __nvvm_ldg_f(f) + __nvvm_ldg_d(d) + __nvvm_ldg_f4(f4p).x + __nvvm_ldg_i4(i4p).y + __nvvm_ldg_c4(c4p).z + __nvvm_ldg_ll2(llp).x + __nvvm_ldg_d2(d2p).y + __nvvm_ldg_ll(q) + __nvvm_ldg_s(s) + __nvvm_ldg_c(c) + __nvvm_ldg_f2(f2p).x + __nvvm_ldg_i2(i2p).x + __nvvm_ldg_s4(s4p).x + __nvvm_ldg_s2(s2p).y;
  out[0] = r;
}
__global__ void mathb(float *f, double *d, int *ip, unsigned *up, long long *lp, unsigned long long *ulp) {
  float x = f[0]; double y = d[0]; int i = ip[0]; unsigned u = up[0]; long long l = lp[0]; unsigned long long ul = ulp[0];
  x = __nvvm_ex2_approx_f(x) + __nvvm_ex2_approx_ftz_f(x) + __nvvm_lg2_approx_f(x) + __nvvm_sin_approx_f(x) + __nvvm_cos_approx_ftz_f(x);
  x += __nvvm_rcp_rn_f(x) + __nvvm_rcp_rz_ftz_f(x) + __nvvm_rsqrt_approx_f(x) + __nvvm_sqrt_rn_f(x) + __nvvm_sqrt_approx_f(x) + __nvvm_div_approx_f(x, x) + __nvvm_div_rn_f(x, x) + __nvvm_div_rz_ftz_f(x, x) + __nvvm_fma_rn_f(x,x,x) + __nvvm_fma_rz_ftz_f(x,x,x);
  x += __nvvm_fmin_f(x, x) + __nvvm_fmax_ftz_f(x, x) + __nvvm_fabs_f(x) + __nvvm_saturate_f(x) + __nvvm_floor_f(x) + __nvvm_ceil_ftz_f(x) + __nvvm_trunc_f(x) + __nvvm_round_f(x);
  y = __nvvm_rcp_rn_d(y) + __nvvm_sqrt_rn_d(y) + __nvvm_div_rn_d(y, y) + __nvvm_fma_rn_d(y,y,y) + __nvvm_fmin_d(y,y) + __nvvm_fabs_d(y) + __nvvm_floor_d(y) + __nvvm_rsqrt_approx_d(y) + __nvvm_lg2_approx_d(y) + __nvvm_ex2_approx_d(y) + __nvvm_rcp_approx_ftz_d(y) + __nvvm_saturate_d(y);
  i = __nvvm_mulhi_i(i, i) + __nvvm_mul24_i(i, i) + __nvvm_sad_i(i, i, i) + __builtin_bitreverse32(u) + __builtin_clz(i) + __builtin_popcount(i) + __nvvm_prmt(i, i, i) + __builtin_abs(i) + __builtin_ffs(i) + __builtin_ctz(u) + __builtin_bswap32(u);
  l = __nvvm_mulhi_ll(l, l) + __builtin_bitreverse64(ul) + __builtin_clzll(l) + __builtin_popcountll(l) + __builtin_llabs(l) + __builtin_ffsll(l) + __builtin_bswap64(ul) + __builtin_rotateleft32(u, 3) + __builtin_rotateright64(ul, 5);
  i += __nvvm_f2i_rn(x) + __nvvm_f2i_rz_ftz(x) + __nvvm_d2i_rm(y) + __nvvm_f2ui_rp(x) + (int)__nvvm_f2ll_rn(x) + (int)__nvvm_d2ull_rz(y) + __nvvm_bitcast_f2i(x) + (int)__nvvm_bitcast_d2ll(y) + __nvvm_d2i_lo(y) + __nvvm_d2i_hi(y);
  x += __nvvm_i2f_rn(i) + __nvvm_ui2f_rz(u) + __nvvm_ll2f_rm(l) + __nvvm_d2f_rn(y) + __nvvm_d2f_rz_ftz(y) + __nvvm_bitcast_i2f(i);
  y += __nvvm_i2d_rn(i) + __nvvm_ll2d_rp(l) + __nvvm_bitcast_ll2d(l) + __nvvm_lohi_i2d(i, i);
  x += __nvvm_f2h_rn(x) + __nvvm_f2h_rn_ftz(x);
  f[1] = x; d[1] = y; ip[1] = i; lp[1] = l;
}
