// __constant__ memory with initializers: a 9-tap FIR filter whose weights every thread
// reads at the same index (broadcast), and a CRC-32 (reflected 0xEDB88320) nibble table
// read at data-dependent indices.
#include "nvcg_cuda.h"

__constant__ float c_fir[9] = {0.02f, 0.06f, 0.12f, 0.18f, 0.24f, 0.18f, 0.12f, 0.06f, 0.02f};

__constant__ unsigned c_crc_nibble[16] = {
    0x00000000u, 0x1DB71064u, 0x3B6E20C8u, 0x26D930ACu, 0x76DC4190u, 0x6B6B51F4u, 0x4DB26158u, 0x5005713Cu,
    0xEDB88320u, 0xF00F9344u, 0xD6D6A3E8u, 0xCB61B38Cu, 0x9B64C2B0u, 0x86D3D2D4u, 0xA00AE278u, 0xBDBDF21Cu};

__constant__ int c_params[4] = {4, -1, 7, 100};

/* out[i] = sum_k c_fir[k] * in[clamp(i + k - 4)] */
extern "C" __global__ void fir9(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc = 0.0f;
#pragma unroll
  for (int k = 0; k < 9; ++k) {
    int j = imin(imax(i + k - c_params[0], 0), n - 1);
    acc = fmaf(c_fir[k], in[j], acc);
  }
  out[i] = acc;
}

/* out[r] = CRC-32 of data[r*len .. r*len + len). */
extern "C" __global__ void crc32_rows(const unsigned char *data, unsigned *out, int rows, int len) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  const unsigned char *p = data + (long)r * len;
  unsigned crc = 0xffffffffu;
  for (int k = 0; k < len; ++k) {
    crc ^= p[k];
    crc = (crc >> 4) ^ c_crc_nibble[crc & 15u];
    crc = (crc >> 4) ^ c_crc_nibble[crc & 15u];
  }
  out[r] = ~crc;
}
