// Constructs the corpus kernels do not show: printf, inline asm, launch bounds, dynamic
// shared memory, atomics with orderings, assumptions, function pointers, recursion,
// switch tables, by-value structs, vector types, half arithmetic. Built with -g as well.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
extern "C" __device__ int vprintf(const char *, const char *);
typedef float f4 __attribute__((ext_vector_type(4)));
struct Big { double d[3]; int tag; };
__constant__ float coef[16];
__device__ unsigned long long counter;
extern __shared__ float dyn[];

__device__ int lane_id() { int l; asm volatile("mov.u32 %0, %%laneid;" : "=r"(l)); return l; }
__device__ unsigned pack(unsigned a, unsigned b) { unsigned r; asm("prmt.b32 %0, %1, %2, 0x5410;" : "=r"(r) : "r"(a), "r"(b)); return r; }
__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__device__ int twice(int x) { return 2 * x; }
__device__ int thrice(int x) { return 3 * x; }
__device__ Big make_big(int t) { Big b; b.d[0] = t; b.d[1] = t * 0.5; b.d[2] = -t; b.tag = t; return b; }
__device__ double use_big(Big b) { return b.d[0] + b.d[1] + b.d[2] + b.tag; }

__global__ void __launch_bounds__(128, 4) misc(float *out, const float *in, int n, int op) {
  int i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
  const float *ain = (const float *)__builtin_assume_aligned(in, 16);
  __builtin_assume(n > 0);
  if (__builtin_expect(i >= n, 0)) return;
  dyn[__nvvm_read_ptx_sreg_tid_x()] = ain[i] * coef[i & 15];
  __syncthreads();
  int (*fp)(int) = (op & 1) ? twice : thrice;
  float r;
  switch (op) {
  case 0: r = dyn[0]; break;
  case 1: r = (float)fact(op + 3); break;
  case 2: r = (float)fp(i); break;
  case 5: r = (float)use_big(make_big(i)); break;
  case 9: r = (float)pack(i, n); break;
  default: r = -1.0f;
  }
  f4 v = {r, r * 2, r * 3, r * 4};
  v = v.wzyx + v;
  __fp16 h = (__fp16)v.x; h = h * h + (__fp16)1.0f;
  r = (float)h + v.y;
  __atomic_fetch_add(&counter, 1ull, __ATOMIC_RELAXED);
  unsigned long long old = __atomic_exchange_n(&counter, 5ull, __ATOMIC_ACQ_REL);
  float expected = 0.0f;
  __atomic_compare_exchange_n((int *)out, (int *)&expected, 1, false, __ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  if (lane_id() == 0 && i < 4) { struct { int i; double r; } args = {i, r}; vprintf("i=%d r=%f\n", (const char *)&args); }
  out[i] = r + (float)old;
}
