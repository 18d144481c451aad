/* tensor.c — the semantics of the warp-level matrix operations (tensor.h): fragment
 * layouts, wmma loads and stores, the multiply-accumulate itself, ldmatrix/stmatrix. */
#include "tensor.h"

#include "fp.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const struct { const char *name; uint8_t bits; int8_t fmt; } et_info[NR_ET_COUNT] = {
    {"", 0, -1},         {"f16", 16, FP_F16},  {"f32", 32, FP_F32},   {"f64", 64, FP_F64},  {"s32", 32, -1},
    {"s8", 8, -1},       {"u8", 8, -1},        {"s4", 4, -1},         {"u4", 4, -1},        {"b1", 1, -1},
    {"bf16", 16, FP_BF16}, {"tf32", 32, FP_TF32}, {"e4m3", 8, FP_E4M3}, {"e5m2", 8, FP_E5M2}, {"b16", 16, -1}};

int nr_et_of(const char *name) {
    int i;
    for (i = 1; i < NR_ET_COUNT; i++)
        if (!strcmp(name, et_info[i].name)) return i;
    return NR_ET_NONE;
}

static int et_is_float(int et) { return et_info[et].fmt >= 0; }
static int et_is_signed(int et) { return et == NR_ET_S32 || et == NR_ET_S8 || et == NR_ET_S4; }
/* elements per register: 64-bit registers hold one f64 */
static int et_per_reg(int et) { return et == NR_ET_F64 ? 1 : 32 / et_info[et].bits; }
static int regs_for(int rows, int cols, int et) {
    int per_thread = rows * cols / 32, e = et_per_reg(et);
    return per_thread < e ? 1 : per_thread / e;
}

int nr_mma_setup(nr_mma *d, char *err, size_t errsize) {
    switch (d->kind) {
    case NR_MMA_WMMA_LOAD: case NR_MMA_WMMA_STORE: {
        int rows = d->frag == 'b' ? d->k : d->m, cols = d->frag == 'a' ? d->k : d->n;
        d->nd = (uint8_t)((d->td == NR_ET_F16 && (d->frag == 'a' || d->frag == 'b')) ? 8 : regs_for(rows, cols, d->td));
        return 0;
    }
    case NR_MMA_WMMA: case NR_MMA_SYNC:
        if (d->kind == NR_MMA_SYNC && d->m == 8 && d->k == 4 && d->ta == NR_ET_F16) {
            snprintf(err, errsize, "mma.m8n8k4 with .f16 operands (quad pairs) is not emulated");
            return -1;
        }
        if (d->rnd > 1) {
            snprintf(err, errsize, "wmma .f64 with a rounding mode other than .rn is not emulated");
            return -1;
        }
        d->na = (uint8_t)regs_for(d->m, d->k, d->ta);
        d->nb = (uint8_t)regs_for(d->k, d->n, d->tb);
        d->nc = (uint8_t)regs_for(d->m, d->n, d->tc);
        d->nd = (uint8_t)regs_for(d->m, d->n, d->td);
        if (d->kind == NR_MMA_WMMA && d->ta == NR_ET_F16) d->na = d->nb = 8;
        return 0;
    case NR_MMA_LDMATRIX: case NR_MMA_STMATRIX:
        d->nd = d->nmat;
        return 0;
    default:
        snprintf(err, errsize, "unknown matrix operation");
        return -1;
    }
}

/* ---- fragment layouts ---- */

/* Where element i of lane L's fragment W ('a', 'b', or 'c' for C and D) lies. */
static void frag_pos(const nr_mma *d, int w, int lane, int i, int *r, int *c) {
    int rows = w == 'b' ? d->k : d->m, cols = w == 'a' ? d->k : d->n;
    int et = w == 'a' ? d->ta : w == 'b' ? d->tb : d->td;
    if (d->kind == NR_MMA_SYNC) {
        int g = lane >> 2, t = lane & 3, e = et_per_reg(et);
        if (w == 'a') {
            if (d->m == 16) { *r = g + 8 * ((i / e) & 1); *c = t * e + i % e + 4 * e * (i / (2 * e)); }
            else { *r = g; *c = t * e + i; }
        } else if (w == 'b') {
            *r = t * e + i % e + 4 * e * (i / e);
            *c = g;
        } else if (d->m == 16) {
            *r = g + 8 * (i / 2);
            *c = 2 * t + (i & 1);
        } else {
            *r = g;
            *c = 2 * t + i;
        }
        return;
    }
    {
        /* wmma: row-major order, lane-major, repeating */
        int nregs = w == 'a' ? d->na : w == 'b' ? d->nb : d->nd;
        int per = nregs * et_per_reg(et), q = (lane * per + i) % (rows * cols);
        *r = q / cols;
        *c = q % cols;
    }
}

/* Element i of a register array of type ET (its bits, zero-extended). */
static uint64_t elem_get(const uint64_t *regs, int et, int i) {
    int e = et_per_reg(et), bits = et_info[et].bits;
    if (e == 1) return bits == 64 ? regs[i] : regs[i] & 0xffffffffu;
    return (regs[i / e] >> ((i % e) * bits)) & ((1u << bits) - 1);
}

static void elem_set(uint64_t *regs, int et, int i, uint64_t v) {
    int e = et_per_reg(et), bits = et_info[et].bits;
    uint64_t m;
    if (e == 1) { regs[i] = bits == 64 ? v : v & 0xffffffffu; return; }
    m = ((uint64_t)((1u << bits) - 1)) << ((i % e) * bits);
    regs[i / e] = (regs[i / e] & ~m) | ((v << ((i % e) * bits)) & m);
}

/* ---- exact accumulation ----
 * A fixed-point two's-complement number with bit 0 worth 2^ACC_LSB, wide enough for any
 * product of two non-f64 operands (tf32 subnormals reach 2^-322) and any f32 accumulator
 * (up to 2^480). */
#define ACC_WORDS 13
#define ACC_LSB (-352)
typedef struct acc { uint64_t w[ACC_WORDS]; int nan, pinf, ninf; } acc;

static void acc_add_mag(acc *a, int neg, uint64_t mant, int exp2) {
    /* add (or subtract) mant * 2^exp2 */
    int sh = exp2 - ACC_LSB, word, bit, i;
    uint64_t lo, hi, carry = 0;
    if (!mant) return;
    if (sh < 0) { mant >>= -sh; sh = 0; } /* below the accumulator: cannot happen for our formats */
    word = sh / 64;
    bit = sh % 64;
    lo = mant << bit;
    hi = bit ? mant >> (64 - bit) : 0;
    if (!neg) {
        for (i = word; i < ACC_WORDS; i++) {
            uint64_t add = i == word ? lo : i == word + 1 ? hi : 0, s = a->w[i] + add, c1 = s < add;
            s += carry;
            carry = c1 | (s < carry);
            a->w[i] = s;
            if (i > word + 1 && !carry) break;
        }
    } else {
        uint64_t borrow = 0;
        for (i = word; i < ACC_WORDS; i++) {
            uint64_t sub = i == word ? lo : i == word + 1 ? hi : 0, x = a->w[i], d = x - sub, b1 = x < sub;
            uint64_t d2 = d - borrow, b2 = d < borrow;
            a->w[i] = d2;
            borrow = b1 | b2;
            if (i > word + 1 && !borrow) break;
        }
    }
}

/* x (any double) exactly. */
static void acc_add_value(acc *a, double x) {
    int e;
    double m;
    uint64_t mant;
    if (x != x) { a->nan = 1; return; }
    if (isinf(x)) { if (x > 0) a->pinf = 1; else a->ninf = 1; return; }
    if (x == 0) return;
    m = frexp(fabs(x), &e);              /* x = m * 2^e, 0.5 <= m < 1 */
    mant = (uint64_t)ldexp(m, 53);       /* exact: every input has <= 53 bits */
    acc_add_mag(a, x < 0, mant, e - 53);
}

/* a * b exactly (both with <= 26-bit mantissas, so the product fits 53 bits) */
static void acc_add_product(acc *a, double x, double y) {
    int ex, ey;
    double mx, my;
    uint64_t p;
    if (x != x || y != y) { a->nan = 1; return; }
    if (isinf(x) || isinf(y)) {
        if (x == 0 || y == 0) { a->nan = 1; return; }
        if ((x < 0) != (y < 0)) a->ninf = 1; else a->pinf = 1;
        return;
    }
    if (x == 0 || y == 0) return;
    mx = frexp(fabs(x), &ex);
    my = frexp(fabs(y), &ey);
    p = (uint64_t)ldexp(mx, 26) * (uint64_t)ldexp(my, 26);
    acc_add_mag(a, (x < 0) != (y < 0), p, ex + ey - 52);
}

/* Round the accumulator to format FMT, nearest even. */
static uint64_t acc_round(acc *a, int fmt) {
    int neg, top = -1, i, exp2;
    uint64_t mag[ACC_WORDS], mant = 0, sticky = 0;
    if (a->nan || (a->pinf && a->ninf)) return fp_formats[fmt].qnan;
    if (a->pinf || a->ninf) return fp_from_double(fmt, a->pinf ? INFINITY : -INFINITY, FP_RN);
    neg = (int)(a->w[ACC_WORDS - 1] >> 63);
    memcpy(mag, a->w, sizeof mag);
    if (neg) { /* negate */
        uint64_t c = 1;
        for (i = 0; i < ACC_WORDS; i++) { mag[i] = ~mag[i] + c; c = c && mag[i] == 0; }
    }
    for (i = ACC_WORDS * 64 - 1; i >= 0; i--)
        if (mag[i / 64] >> (i % 64) & 1) { top = i; break; }
    if (top < 0) return fp_from_double(fmt, 0.0, FP_RN);
    /* the 62 bits from the top, then one sticky bit for everything below */
    for (i = 0; i < 62; i++) {
        int b = top - i;
        mant <<= 1;
        if (b >= 0) mant |= mag[b / 64] >> (b % 64) & 1;
    }
    for (i = top - 62; i >= 0; i--)
        if (mag[i / 64] >> (i % 64) & 1) { sticky = 1; break; }
    mant = mant << 1 | sticky;
    exp2 = top - 62 + ACC_LSB;
    return fp_round_pack(fmt, neg, mant, exp2, FP_RN, NULL);
}

/* ---- the multiply-accumulate ---- */

static double elem_float(int et, uint64_t bits) {
    if (et == NR_ET_TF32) bits &= ~0x1fffull; /* tf32: the upper 19 bits of the f32 */
    return fp_to_double(et_info[et].fmt, bits);
}

static int64_t elem_int(int et, uint64_t bits) {
    int b = et_info[et].bits;
    if (et_is_signed(et) && b < 64 && (bits >> (b - 1) & 1)) return (int64_t)bits - ((int64_t)1 << b);
    return (int64_t)bits;
}

/* The largest operands: A of m16n8k256 (16x256), B of k256 (256x8), C of 16x16 / 32x8. */
#define MMA_A_MAX 4096
#define MMA_B_MAX 2048
#define MMA_C_MAX 256

static void mma_compute(const nr_mma *d, nr_thread *const g[32]) {
    double fa[MMA_A_MAX], fb[MMA_B_MAX], fc[MMA_C_MAX];
    int64_t ia[MMA_A_MAX], ib[MMA_B_MAX], ic[MMA_C_MAX];
    uint64_t out[32][NR_FRAG_MAX];
    int N = d->n, K = d->k, fl = et_is_float(d->ta), L, i, r, c, k;
    /* gather: A, B, C from every lane (elements a copy repeats are the same by construction
     * of a load; the first lane to hold an element wins) */
    int na = d->na * et_per_reg(d->ta), nb = d->nb * et_per_reg(d->tb), nc = d->nc * et_per_reg(d->tc);
    int nd = d->nd * et_per_reg(d->td);
    for (L = 31; L >= 0; L--) {
        const uint64_t *f = g[L]->frag;
        for (i = 0; i < na; i++) {
            uint64_t v = elem_get(f, d->ta, i);
            frag_pos(d, 'a', L, i, &r, &c);
            if (fl) fa[r * K + c] = elem_float(d->ta, v); else ia[r * K + c] = elem_int(d->ta, v);
        }
        f += d->na;
        for (i = 0; i < nb; i++) {
            uint64_t v = elem_get(f, d->tb, i);
            frag_pos(d, 'b', L, i, &r, &c);
            if (fl) fb[r * N + c] = elem_float(d->tb, v); else ib[r * N + c] = elem_int(d->tb, v);
        }
        f += d->nb;
        for (i = 0; i < nc; i++) {
            uint64_t v = elem_get(f, d->tc, i);
            frag_pos(d, 'c', L, i, &r, &c);
            if (et_is_float(d->tc)) fc[r * N + c] = elem_float(d->tc, v); else ic[r * N + c] = elem_int(d->tc, v);
        }
    }
    for (L = 0; L < 32; L++) {
        memset(out[L], 0, sizeof out[L]);
        for (i = 0; i < nd; i++) {
            uint64_t v;
            frag_pos(d, 'c', L, i, &r, &c);
            if (d->ta == NR_ET_F64) {
                double s = fc[r * N + c];
                for (k = 0; k < K; k++) s = fma(fa[r * K + k], fb[k * N + c], s);
                v = fp_bits64(s);
                if (s != s) v = fp_formats[FP_F64].qnan;
            } else if (fl) {
                acc a;
                memset(&a, 0, sizeof a);
                acc_add_value(&a, fc[r * N + c]);
                for (k = 0; k < K; k++) acc_add_product(&a, fa[r * K + k], fb[k * N + c]);
                v = acc_round(&a, et_info[d->td].fmt);
            } else {
                int64_t s = ic[r * N + c];
                for (k = 0; k < K; k++) {
                    if (d->ta == NR_ET_B1) s += d->b1op == NR_B1_AND ? (ia[r * K + k] & ib[k * N + c]) : (ia[r * K + k] ^ ib[k * N + c]);
                    else s += ia[r * K + k] * ib[k * N + c];
                }
                if (d->satf) s = s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : s;
                v = (uint64_t)(uint32_t)(int32_t)s;
            }
            elem_set(out[L], d->td, i, v);
        }
    }
    for (L = 0; L < 32; L++) memcpy(g[L]->frag, out[L], sizeof out[L]);
}

/* ---- memory ---- */

static int et_bytes_or_bits(int et) { return et_info[et].bits; }

int nr_wmma_ldst(nr_ctx *cx, nr_thread *t, const nr_mma *d, uint64_t addr, uint32_t stride, uint64_t *regs) {
    int rows = d->frag == 'b' ? d->k : d->m, cols = d->frag == 'a' ? d->k : d->n;
    int et = d->td, bits = et_bytes_or_bits(et), per = d->nd * et_per_reg(et), i, r, c;
    int store = d->kind == NR_MMA_WMMA_STORE, col = d->alayout == 1;
    nr_mma lay = *d;
    if (!stride) stride = (uint32_t)(col ? rows : cols);
    /* the layout of a c/d fragment is the accumulator's, of an a/b fragment its own */
    lay.kind = NR_MMA_WMMA;
    lay.ta = lay.tb = lay.td = (uint8_t)et;
    lay.na = lay.nb = lay.nd = d->nd;
    if (!store) memset(regs, 0, sizeof(uint64_t) * d->nd);
    for (i = 0; i < per; i++) {
        uint64_t bit, v;
        uint8_t *p;
        frag_pos(&lay, d->frag == 'a' ? 'a' : d->frag == 'b' ? 'b' : 'c', t->lane, i, &r, &c);
        bit = ((uint64_t)(col ? (uint64_t)c * stride + (uint64_t)r : (uint64_t)r * stride + (uint64_t)c)) * (uint64_t)bits;
        if (bits >= 8) {
            p = nr_xlate(cx, t, (nr_space)d->space, addr + bit / 8, (uint32_t)(bits / 8), 0, store);
            if (!p) return NR_FAULT;
            if (store) nr_wr(p, (uint32_t)(bits / 8), elem_get(regs, et, i));
            else elem_set(regs, et, i, nr_rd(p, (uint32_t)(bits / 8)));
        } else {
            uint32_t sh = (uint32_t)(bit % 8), m = (1u << bits) - 1;
            p = nr_xlate(cx, t, (nr_space)d->space, addr + bit / 8, 1, 1, store);
            if (!p) return NR_FAULT;
            if (store) { v = elem_get(regs, et, i); *p = (uint8_t)((*p & ~(m << sh)) | ((v & m) << sh)); }
            else elem_set(regs, et, i, (*p >> sh) & m);
        }
    }
    return 0;
}

/* ldmatrix / stmatrix: lane 8j+r addresses row r of matrix j */
static int ldst_matrix(nr_ctx *cx, const nr_mma *d, nr_thread *const g[32]) {
    uint16_t m[4][8][8];
    int j, r, c, L, store = d->kind == NR_MMA_STMATRIX;
    if (store) {
        for (L = 0; L < 32; L++)
            for (j = 0; j < d->nmat; j++)
                for (c = 0; c < 2; c++) {
                    int row = L / 4, colm = 2 * (L % 4) + c;
                    uint16_t v = (uint16_t)(g[L]->frag[j] >> (16 * c));
                    if (d->trans) m[j][colm][row] = v; else m[j][row][colm] = v;
                }
    }
    for (j = 0; j < d->nmat; j++)
        for (r = 0; r < 8; r++) {
            nr_thread *src = g[8 * j + r];
            uint8_t *p = nr_xlate(cx, src, (nr_space)d->space, src->wait.a, 16, 16, store);
            if (!p) return NR_FAULT;
            for (c = 0; c < 8; c++) {
                if (store) nr_wr(p + 2 * c, 2, m[j][r][c]);
                else m[j][r][c] = (uint16_t)nr_rd(p + 2 * c, 2);
            }
        }
    if (!store)
        for (L = 0; L < 32; L++)
            for (j = 0; j < d->nmat; j++) {
                int row = L / 4, colm = 2 * (L % 4);
                uint32_t lo = d->trans ? m[j][colm][row] : m[j][row][colm];
                uint32_t hi = d->trans ? m[j][colm + 1][row] : m[j][row][colm + 1];
                g[L]->frag[j] = lo | hi << 16;
            }
    return 0;
}

int nr_tensor_complete(nr_ctx *cx, nr_thread *const g[32]) {
    const nr_mma *d = g[0]->wait.tensor;
    switch (d->kind) {
    case NR_MMA_WMMA: case NR_MMA_SYNC: mma_compute(d, g); return 0;
    case NR_MMA_LDMATRIX: case NR_MMA_STMATRIX: return ldst_matrix(cx, d, g);
    default: return nr_fault(cx, g[0], "internal: matrix operation %d is not a warp collective", d->kind);
    }
}
