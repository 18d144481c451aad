// Device printf (vprintf): the runner formats it; tests/suites/40-emu.sh checks the text.
#include "emu_cuda.h"
extern "C" __device__ int printf(const char *, ...);

extern "C" __global__ void pf(int *out) {
  int t = threadIdx.x;
  printf("thread %d of %u: %f %lld %s %c|%.3f|%x\n", t, blockDim.x, 1.5 * t, (long long)t * 1000000000000LL, "str",
         'A' + t, 3.14159, 255);
  out[t] = t;
}
