// Switch statements: a small register-machine interpreter per thread (a dense switch in
// a loop, a local register file indexed at run time, backward jumps) running bytecode
// from __constant__ memory through a noinline function, a sparse switch (compare tree),
// and a dense switch with fall-through.
#include "nvcg_cuda.h"

enum { OP_HALT, OP_LOADX, OP_LI, OP_ADD, OP_ADDI, OP_SUB, OP_MUL, OP_XOR, OP_ANDI, OP_SHRI, OP_DEC, OP_JNZ };

/* Register machine with four registers; an instruction is {op, d, a, b} (b is an
 * immediate for LI/ADDI/ANDI/SHRI and a jump target for JNZ, which tests r[a]). */
#define I(op, d, a, b) op, d, a, b

/* acc = 0; k = (x & 7) + 1; do { acc = acc * 3 + (x ^ k); x >>= 1; } while (--k); r0 = acc */
__constant__ unsigned char c_prog_mix[] = {
    I(OP_LOADX, 2, 0, 0),  /* 0: r2 = x */
    I(OP_LI, 0, 0, 0),     /* 1: r0 = 0 (acc) */
    I(OP_ANDI, 1, 2, 7),   /* 2: r1 = x & 7 (k) */
    I(OP_ADDI, 1, 1, 1),   /* 3: k += 1 */
    I(OP_LI, 3, 0, 3),     /* 4: r3 = 3 */
    I(OP_MUL, 0, 0, 3),    /* 5: loop: acc *= 3 */
    I(OP_XOR, 3, 2, 1),    /* 6: r3 = x ^ k */
    I(OP_ADD, 0, 0, 3),    /* 7: acc += r3 */
    I(OP_SHRI, 2, 2, 1),   /* 8: x >>= 1 */
    I(OP_LI, 3, 0, 3),     /* 9: r3 = 3 again */
    I(OP_DEC, 1, 1, 0),    /* 10: --k */
    I(OP_JNZ, 0, 1, 5),    /* 11: if (k) goto 5 */
    I(OP_HALT, 0, 0, 0)};

/* r0 = popcount(x) by shifting: one loop trip per bit up to the highest set bit. */
__constant__ unsigned char c_prog_popc[] = {
    I(OP_LOADX, 0, 0, 0),  /* 0: r0 = x */
    I(OP_LI, 1, 0, 0),     /* 1: r1 = 0 */
    I(OP_ANDI, 2, 0, 1),   /* 2: loop: r2 = r0 & 1 */
    I(OP_ADD, 1, 1, 2),    /* 3: r1 += r2 */
    I(OP_SHRI, 0, 0, 1),   /* 4: r0 >>= 1 */
    I(OP_JNZ, 0, 0, 2),    /* 5: if (r0) goto 2 */
    I(OP_SUB, 0, 1, 0),    /* 6: r0 = r1 - r0 (r0 is 0 here) */
    I(OP_HALT, 0, 0, 0)};

/* Interprets `ninsn` instructions; at most 256 steps. Register numbers come from memory,
 * so the register file is a local array indexed at run time (masked to stay in bounds). */
static __device__ __noinline__ unsigned run_vm(const unsigned char *prog, int ninsn, unsigned x, unsigned *steps_out) {
  unsigned r[4] = {0, 0, 0, 0};
  int pc = 0;
  unsigned steps = 0;
  while (pc >= 0 && pc < ninsn && steps < 256) {
    const unsigned char *ins = prog + 4 * pc;
    unsigned d = ins[1] & 3u, a = ins[2] & 3u, b = ins[3];
    ++pc;
    ++steps;
    switch (ins[0]) {
    case OP_HALT: pc = -1; break;
    case OP_LOADX: r[d] = x; break;
    case OP_LI: r[d] = b; break;
    case OP_ADD: r[d] = r[a] + r[b & 3u]; break;
    case OP_ADDI: r[d] = r[a] + b; break;
    case OP_SUB: r[d] = r[a] - r[b & 3u]; break;
    case OP_MUL: r[d] = r[a] * r[b & 3u]; break;
    case OP_XOR: r[d] = r[a] ^ r[b & 3u]; break;
    case OP_ANDI: r[d] = r[a] & b; break;
    case OP_SHRI: r[d] = r[a] >> (b & 31u); break;
    case OP_DEC: r[d] -= 1u; break;
    case OP_JNZ: if (r[a] != 0) pc = (int)b; break;
    default: pc = -1; break;
    }
  }
  *steps_out = steps;
  return r[0];
}

/* out[2i] = mix program on in[i], out[2i+1] = popcount program on in[i] >> 8, each
 * combined with the number of steps taken. */
extern "C" __global__ void switch_vm(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = in[i], s1, s2;
  unsigned r1 = run_vm(c_prog_mix, (int)sizeof c_prog_mix / 4, x, &s1);
  unsigned r2 = run_vm(c_prog_popc, (int)sizeof c_prog_popc / 4, x >> 8, &s2);
  out[2 * i] = r1 ^ (s1 << 24);
  out[2 * i + 1] = r2 | (s2 << 8);
}

/* A sparse switch: cases far apart, so it becomes a compare tree, not a table. */
NV_INL int classify(unsigned v) {
  switch (v) {
  case 0: return 1;
  case 1: return 2;
  case 7: return 3;
  case 64: return 4;
  case 1000: return 5;
  case 4096: return 6;
  case 65535: return 7;
  case 1000000: return 8;
  case 0x80000000u: return 9;
  case 0xffffffffu: return 10;
  default: return (int)(v & 3u) - 10;
  }
}

extern "C" __global__ void switch_sparse(const unsigned *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned v = in[i];
  int a = classify(v);
  int b = classify(v >> 20);            /* small values: hits the low cases */
  int c = classify((unsigned)i * 8u);   /* hits 0, 64, 1000?, 4096 for some i */
  int d;
  switch (v & 15u) { /* dense: a table-shaped switch with fall-through */
  case 0: case 1: d = 10; break;
  case 2: d = 20; /* fall through */
  case 3: d = 30 + (int)(v >> 28); break;
  case 4: case 5: case 6: d = -1; break;
  case 9: d = 90; break;
  case 12: d = (int)(v >> 24); break;
  default: d = 7; break;
  }
  out[i] = a * 1000 + b * 100 + c * 10 + d;
}
