/* tensor.h — warp-level matrix operations for both stepping engines: wmma.load/store/mma,
 * mma.sync, ldmatrix and stmatrix. Each engine decodes its own spelling (PTX text in
 * ptx_decode.c, intrinsic names in ir_engine.c) into an nr_mma; the semantics live here
 * once, so a kernel gives the same bits on both engines. Whether the semantics match the
 * hardware is checked by the GEMM-tile tests (tests/tensor), which compare each shape
 * against a scalar reference: the fragment layouts of mma.sync, ldmatrix and stmatrix
 * are the PTX ISA manual's figures, so a wrong layout gives a wrong product there.
 *
 * Fragment layouts.
 *   mma.sync (PTX ISA "Matrix Fragments for mma.m16n8k*" and "mma.m8n8k*"): with
 *   g = laneid >> 2, t = laneid % 4 and e elements per 32-bit register (1 for f64/f32/
 *   tf32/s32, 2 for f16/bf16, 4 for 8-bit, 8 for 4-bit, 32 for b1), element i of a thread's
 *   A fragment is at row g + 8*((i/e) % 2), column t*e + i%e + 4e*(i/2e) (m16 shapes) or
 *   row g, column t*e + i (m8 shapes); element i of B at row t*e + i%e + 4e*(i/e),
 *   column g; element i of C/D at row g + 8*(i/2), column 2t + i%2 (m16) or row g,
 *   column 2t + i (m8). The m8n8k4 .f16 quad-pair form is not emulated.
 *   wmma: the PTX ISA leaves the fragment layout unspecified. nvcgrun's: a thread holds E
 *   elements; element j of lane L is element (L*E + j) mod (rows*cols) of the matrix in
 *   row-major order (so f16 A/B fragments, which hold twice or four times the matrix,
 *   repeat it). wmma.mma reads and writes the same layout, so any load/mma/store program
 *   is exact; only a program that looks inside a fragment sees the choice.
 *   ldmatrix: lane 8j+r gives the address of row r of matrix j; thread L receives, for
 *   each matrix j, register j = elements (L/4, 2(L%4)) and (L/4, 2(L%4)+1) (low half
 *   first), or with .trans elements (2(L%4), L/4) and (2(L%4)+1, L/4). stmatrix inverts it.
 *
 * Arithmetic. Floating-point forms other than f64 add the exact products to C exactly
 * and round once to D's type (round to nearest even); .tf32 operands use the upper 19 bits
 * of their f32 registers. f64 forms are a chain of fused multiply-adds, k ascending, from
 * C (PTX: .rn unless a rounding mode is given). Integer forms accumulate in 64 bits and
 * wrap to s32, or saturate with .satfinite. b1 forms add popc(a XOR/AND b). NaN inputs
 * give the canonical NaN. The hardware's own accumulation order and rounding are
 * implementation-defined; on data whose sums are exact (the tests') every GPU agrees.
 */
#ifndef NVCGRUN_TENSOR_H
#define NVCGRUN_TENSOR_H

#include "runner.h"

enum { NR_MMA_WMMA_LOAD = 1, NR_MMA_WMMA_STORE, NR_MMA_WMMA, NR_MMA_SYNC, NR_MMA_LDMATRIX, NR_MMA_STMATRIX };
/* element types */
enum { NR_ET_NONE, NR_ET_F16, NR_ET_F32, NR_ET_F64, NR_ET_S32, NR_ET_S8, NR_ET_U8, NR_ET_S4, NR_ET_U4, NR_ET_B1,
       NR_ET_BF16, NR_ET_TF32, NR_ET_E4M3, NR_ET_E5M2, NR_ET_B16, NR_ET_COUNT };
enum { NR_B1_NONE, NR_B1_XOR, NR_B1_AND };

typedef struct nr_mma {
    uint8_t kind;
    uint8_t m, n;
    uint16_t k;
    char frag;               /* wmma.load/store: 'a' 'b' 'c' 'd' */
    uint8_t alayout, blayout; /* 0 row, 1 col (wmma.load/store: alayout) */
    uint8_t ta, tb, tc, td;
    uint8_t na, nb, nc, nd;  /* registers per thread (filled by nr_mma_setup) */
    uint8_t nmat, trans;     /* ldmatrix/stmatrix */
    uint8_t satf, rnd, b1op; /* rnd: fp.h FP_* + 1, 0 = default */
    uint8_t space;           /* nr_space of the address (wmma.load/store, ld/stmatrix) */
} nr_mma;

/* Element type by its PTX name ("f16", "s8", "tf32", ...); NR_ET_NONE if unknown. */
int nr_et_of(const char *name);
/* Completes a decoded form: register counts, and whether it can be emulated. Returns 0,
 * or -1 with a message ("mma.m8n8k4 with .f16 (quad pairs) is not emulated"). */
int nr_mma_setup(nr_mma *d, char *err, size_t errsize);

/* wmma.load / wmma.store for one thread: regs[0..nd) from / to memory at ADDR (in
 * d->space) with STRIDE elements between rows (row layout) or columns (col layout).
 * Returns 0, or NR_FAULT after nr_fault. */
int nr_wmma_ldst(nr_ctx *cx, nr_thread *t, const nr_mma *d, uint64_t addr, uint32_t stride, uint64_t *regs);

/* The warp collective (runner.c calls it once all 32 lanes arrived, each with
 * t->wait.kind = NR_W_TENSOR, t->wait.tensor = d, inputs in t->frag[], the address of
 * ld/stmatrix in t->wait.a): results go to each lane's t->frag[0..). Returns 0 or
 * NR_FAULT. */
int nr_tensor_complete(nr_ctx *cx, nr_thread *const g[32]);

#endif
