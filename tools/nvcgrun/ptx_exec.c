/* ptx_exec.c — the PTX engine's executor and its nr_engine table. Last stage of the PTX
 * engine: runs decoded pinsn arrays (ptx_decode.c) for one thread at a time, as the runner's
 * scheduler asks (runner.c). Each thread is a stack of frames (slots + .param area) and a PC;
 * collectives block the thread (t->wait) and are completed by the runner.
 *
 * Semantics follow NVIDIA's PTX ISA manual bit for bit: integer operations on the
 * instruction's width, IEEE rounding modes (directed modes through the host's fesetround;
 * this file is built with -frounding-math), .ftz/.sat, NaN rules of min/max, cvt's
 * saturation and NaN -> 0, f16/bf16 arithmetic rounded once (round-to-odd in double, then to
 * the format). Approximate instructions are computed in double and rounded to nearest; their
 * hardware error bounds are tabulated in runner.h. */
#include "ptx.h"

#include "fp.h"
#include "async.h"

#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- thread state */

typedef struct pframe {
    uint32_t fn;
    uint32_t ret_pc;
    uint32_t base;       /* slot index of the frame in the stack */
    uint32_t call;       /* callsite in the caller (for return values) */
    uint64_t local_top;  /* the thread's .local size before this frame */
} pframe;

typedef struct pthr {
    uint64_t *stack;
    uint32_t cap;
    pframe *fr;
    uint32_t nfr, capfr;
    uint32_t pc;
    uint32_t cc;         /* carry flag */
} pthr;

#define MAX_DEPTH 4096

/* ---------------------------------------------------------------- helpers */

static inline int64_t sx(uint64_t v, int sh) { return (int64_t)(v << sh) >> sh; }

static void mul64(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo) {
    uint64_t a0 = a & 0xffffffffULL, a1 = a >> 32, b0 = b & 0xffffffffULL, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffULL) + (p10 & 0xffffffffULL);
    *lo = (p00 & 0xffffffffULL) | (mid << 32);
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

static uint64_t mulhi(uint64_t a, uint64_t b, int bits, int sgn) {
    if (bits < 64) {
        int sh = 64 - bits;
        if (sgn) return (uint64_t)(sx(a, sh) * sx(b, sh)) >> bits;
        return (a * b) >> bits;
    }
    {
        uint64_t hi, lo;
        mul64(a, b, &hi, &lo);
        if (sgn) {
            if ((int64_t)a < 0) hi -= b;
            if ((int64_t)b < 0) hi -= a;
        }
        return hi;
    }
}

static int popc64(uint64_t x) {
    int n = 0;
    while (x) { x &= x - 1; n++; }
    return n;
}

/* ---- floats */
static inline float F32(uint64_t b) { return fp_f32((uint32_t)b); }
static inline double F64(uint64_t b) { return fp_f64(b); }
static inline uint64_t B32(float f) { return fp_bits32(f); }
static inline uint64_t B64(double d) { return fp_bits64(d); }

static inline uint64_t ftz32(uint64_t b) {
    if (!(b & 0x7f800000) && (b & 0x7fffff)) return b & 0x80000000;
    return b;
}
static inline uint64_t canon32(float r) { return r != r ? 0x7fffffffULL : B32(r); }

static const int fe_modes[5] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD, FE_TONEAREST};

/* f32 arithmetic with a rounding mode. */
static uint64_t f32_op(int sub, int rnd, uint64_t A, uint64_t Bv, uint64_t C) {
    volatile float x = F32(A), y = F32(Bv), z = F32(C);
    volatile float r;
    if (rnd != FP_RN) fesetround(fe_modes[rnd]);
    switch (sub) {
    case FA_ADD: r = x + y; break;
    case FA_SUB: r = x - y; break;
    case FA_MUL: r = x * y; break;
    case FA_FMA: r = fmaf(x, y, z); break;
    default: r = x / y; break;
    }
    if (rnd != FP_RN) fesetround(FE_TONEAREST);
    return canon32(r);
}

static uint64_t f64_op(int sub, int rnd, uint64_t A, uint64_t Bv, uint64_t C) {
    volatile double x = F64(A), y = F64(Bv), z = F64(C);
    volatile double r;
    if (rnd != FP_RN) fesetround(fe_modes[rnd]);
    switch (sub) {
    case FA_ADD: r = x + y; break;
    case FA_SUB: r = x - y; break;
    case FA_MUL: r = x * y; break;
    case FA_FMA: r = fma(x, y, z); break;
    default: r = x / y; break;
    }
    if (rnd != FP_RN) fesetround(FE_TONEAREST);
    return B64(r);
}

/* An operation in double rounded to odd: exact results stay exact; inexact ones get their
 * last bit set, so one more rounding to a format of <= 51 bits is correctly rounded. */
static double rto_op(int sub, double x, double y, double z) {
    volatile double vx = x, vy = y, vz = z;
    volatile double r;
    uint64_t b;
    fesetround(FE_TOWARDZERO);
    feclearexcept(FE_INEXACT);
    switch (sub) {
    case FA_ADD: r = vx + vy; break;
    case FA_SUB: r = vx - vy; break;
    case FA_MUL: r = vx * vy; break;
    case FA_FMA: r = fma(vx, vy, vz); break;
    case FA_DIV: r = vx / vy; break;
    default: r = sqrt(vx); break;
    }
    if (fetestexcept(FE_INEXACT) && r == r && !isinf(r)) {
        b = B64(r) | 1;
        fesetround(FE_TONEAREST);
        return F64(b);
    }
    fesetround(FE_TONEAREST);
    return r;
}

static int half_fmt(int ty) { return (ty == PT_BF16 || ty == PT_BF16X2) ? FP_BF16 : FP_F16; }

/* One half-precision lane. */
static uint64_t half_arith(int sub, int fmt, int rnd, int flags, uint64_t a, uint64_t b, uint64_t c) {
    double x, y, z, r;
    uint64_t d;
    if (flags & PF_FTZ) { a = fp_flush(fmt, a); b = fp_flush(fmt, b); c = fp_flush(fmt, c); }
    x = fp_to_double(fmt, a);
    y = fp_to_double(fmt, b);
    z = fp_to_double(fmt, c);
    r = rto_op(sub, x, y, z);
    if (r != r) return (flags & PF_SAT) ? 0 : fp_formats[fmt].qnan; /* .sat: NaN results are +0 */
    d = fp_from_double(fmt, r, rnd);
    if (flags & PF_RELU) {
        if (d & 0x8000) d = 0;
    }
    if (flags & PF_SAT) {
        double v = fp_to_double(fmt, d);
        if (v <= 0 || v != v) d = 0;
        else if (v > 1) d = fp_from_double(fmt, 1.0, FP_RN);
    }
    if (flags & PF_FTZ) d = fp_flush(fmt, d);
    return d;
}

static uint64_t farith(const pinsn *in, uint64_t a, uint64_t b, uint64_t c) {
    int ty = in->ty, sub = in->sub, rnd = in->rnd, fl = in->flags;
    switch (ty) {
    case PT_F32: {
        uint64_t d;
        /* mixed precision (add/sub.f32.f16/.bf16): a is a half, exactly an f32 */
        if (in->ty2 == PT_F16 || in->ty2 == PT_BF16) a = fp_from_double(FP_F32, fp_to_double(half_fmt(in->ty2), a & 0xffff), FP_RN);
        if (fl & PF_FTZ) { a = ftz32(a); b = ftz32(b); c = ftz32(c); }
        if (sub == FA_DIVAPPROX) {
            float x = F32(a), y = F32(b);
            if (fabsf(y) > 0x1p126f && !isinf(y)) {
                d = isinf(x) ? 0x7fffffffULL : (uint64_t)((a ^ b) & 0x80000000ULL);
            } else {
                d = canon32((float)((double)x / (double)y));
            }
        } else if (sub == FA_DIVFULL) {
            d = canon32((float)((double)F32(a) / (double)F32(b)));
        } else {
            d = f32_op(sub, rnd, a, b, c);
        }
        if (fl & PF_SAT) {
            float v = F32(d);
            if (!(v > 0)) d = 0;
            else if (v > 1) d = 0x3f800000ULL;
        }
        if (fl & PF_FTZ) d = ftz32(d);
        return d;
    }
    case PT_F64:
        return f64_op(sub == FA_DIVAPPROX || sub == FA_DIVFULL ? FA_DIV : sub, rnd, a, b, c);
    case PT_F16:
    case PT_BF16:
        return half_arith(sub, half_fmt(ty), rnd, fl, a & 0xffff, b & 0xffff, c & 0xffff);
    default: { /* x2 */
        int fmt = half_fmt(ty);
        uint64_t lo = half_arith(sub, fmt, rnd, fl, a & 0xffff, b & 0xffff, c & 0xffff);
        uint64_t hi = half_arith(sub, fmt, rnd, fl, (a >> 16) & 0xffff, (b >> 16) & 0xffff, (c >> 16) & 0xffff);
        return lo | hi << 16;
    }
    }
}

static uint64_t fminmax(const pinsn *in, uint64_t a, uint64_t b, uint64_t c) {
    int ty = in->ty, mx = in->sub, nan = !!(in->flags & PF_NAN), ab = in->sub2, xs = !!(in->flags & PF_XORSIGN);
    int ftz = !!(in->flags & PF_FTZ);
    switch (ty) {
    case PT_F32: {
        uint64_t d = fp_minmax(FP_F32, mx, nan, ab, xs, ftz, a & 0xffffffff, b & 0xffffffff);
        if (in->o[3] != in->o[2]) d = fp_minmax(FP_F32, mx, nan, ab, 0, ftz, d, c & 0xffffffff);
        return d;
    }
    case PT_F64: return fp_minmax(FP_F64, mx, 0, 0, 0, 0, a, b);
    case PT_F16: case PT_BF16: return fp_minmax(half_fmt(ty), mx, nan, ab, xs, ftz, a & 0xffff, b & 0xffff);
    default: {
        int fmt = half_fmt(ty);
        return fp_minmax(fmt, mx, nan, ab, xs, ftz, a & 0xffff, b & 0xffff) |
               fp_minmax(fmt, mx, nan, ab, xs, ftz, (a >> 16) & 0xffff, (b >> 16) & 0xffff) << 16;
    }
    }
}

static double f_unary_d(int sub, double x) {
    switch (sub) {
    case FU_EX2: return exp2(x);
    case FU_LG2: return log2(x);
    case FU_SIN: return sin(x);
    case FU_COS: return cos(x);
    case FU_TANH: return tanh(x);
    case FU_RSQRT: return 1.0 / sqrt(x);
    default: return x;
    }
}

static uint64_t half_unary(int sub, int fmt, int flags, uint64_t a) {
    double x, r;
    uint64_t d;
    if (sub == FU_ABS) return a & 0x7fff;
    if (sub == FU_NEG) return a ^ 0x8000;
    if ((flags & PF_FTZ) || fmt == FP_BF16) a = fp_flush(fmt, a);
    x = fp_to_double(fmt, a);
    r = f_unary_d(sub, x);
    if (r != r) return fp_formats[fmt].qnan;
    d = fp_from_double(fmt, r, FP_RN);
    if ((flags & PF_FTZ) || (fmt == FP_BF16 && sub == FU_EX2)) d = fp_flush(fmt, d);
    return d;
}

static uint64_t funary(const pinsn *in, uint64_t a) {
    int ty = in->ty, sub = in->sub, fl = in->flags;
    if (ty == PT_F32) {
        uint64_t d;
        float x;
        a &= 0xffffffff;
        if (sub == FU_ABS) { d = a & 0x7fffffff; return (fl & PF_FTZ) ? ftz32(d) : d; }
        if (sub == FU_NEG) { d = a ^ 0x80000000; return (fl & PF_FTZ) ? ftz32(d) : d; }
        if (fl & PF_FTZ) a = ftz32(a);
        x = F32(a);
        switch (sub) {
        case FU_RCP: d = f32_op(FA_DIV, in->rnd, 0x3f800000, a, 0); break;
        case FU_RCPAPPROX: d = canon32((float)(1.0 / (double)x)); break;
        case FU_SQRT: {
            volatile float vx = x, r;
            if (in->rnd != FP_RN) fesetround(fe_modes[in->rnd]);
            r = sqrtf(vx);
            if (in->rnd != FP_RN) fesetround(FE_TONEAREST);
            d = canon32(r);
            break;
        }
        case FU_SQRTAPPROX: d = canon32(sqrtf(x)); break;
        case FU_TANH: d = canon32((float)tanh((double)x)); return d; /* subnormals pass through */
        default: d = canon32((float)f_unary_d(sub, (double)x)); break;
        }
        if (fl & PF_FTZ) d = ftz32(d);
        return d;
    }
    if (ty == PT_F64) {
        double x = F64(a);
        switch (sub) {
        case FU_ABS: return a & 0x7fffffffffffffffULL;
        case FU_NEG: return a ^ 0x8000000000000000ULL;
        case FU_RCP: return f64_op(FA_DIV, in->rnd, B64(1.0), a, 0);
        case FU_RCPAPPROX64: return fp_approx64_upper(0, a);
        case FU_RSQRT64FTZ: return fp_approx64_upper(1, a);
        case FU_SQRT: {
            volatile double vx = x, r;
            if (in->rnd != FP_RN) fesetround(fe_modes[in->rnd]);
            r = sqrt(vx);
            if (in->rnd != FP_RN) fesetround(FE_TONEAREST);
            return B64(r);
        }
        default: return B64(f_unary_d(sub, x));
        }
    }
    if (ty == PT_F16 || ty == PT_BF16) return half_unary(sub, half_fmt(ty), fl, a & 0xffff);
    {
        int fmt = half_fmt(ty);
        return half_unary(sub, fmt, fl, a & 0xffff) | half_unary(sub, fmt, fl, (a >> 16) & 0xffff) << 16;
    }
}

/* ---- compare */
static int fcmp(int cmp, double x, double y) {
    int un = x != x || y != y;
    switch (cmp) {
    case CMP_EQ: return !un && x == y;
    case CMP_NE: return !un && x != y;
    case CMP_LT: return !un && x < y;
    case CMP_LE: return !un && x <= y;
    case CMP_GT: return !un && x > y;
    case CMP_GE: return !un && x >= y;
    case CMP_EQU: return un || x == y;
    case CMP_NEU: return un || x != y;
    case CMP_LTU: return un || x < y;
    case CMP_LEU: return un || x <= y;
    case CMP_GTU: return un || x > y;
    case CMP_GEU: return un || x >= y;
    case CMP_NUM: return !un;
    default: return un;
    }
}

static int icmp(int cmp, uint64_t a, uint64_t b, int sgn, int sh) {
    if (sgn) {
        int64_t x = sx(a, sh), y = sx(b, sh);
        switch (cmp) {
        case CMP_EQ: return x == y;
        case CMP_NE: return x != y;
        case CMP_LT: return x < y;
        case CMP_LE: return x <= y;
        case CMP_GT: return x > y;
        default: return x >= y;
        }
    }
    switch (cmp) {
    case CMP_EQ: return a == b;
    case CMP_NE: return a != b;
    case CMP_LT: return a < b;
    case CMP_LE: return a <= b;
    case CMP_GT: return a > b;
    default: return a >= b;
    }
}

static double fdecode(int ty, uint64_t v, int ftz) {
    switch (ty) {
    case PT_F32: return (double)F32(ftz ? ftz32(v) : v);
    case PT_F64: return F64(v);
    case PT_BF16: case PT_BF16X2: return fp_to_double(FP_BF16, v & 0xffff);
    default: return fp_to_double(FP_F16, ftz ? fp_flush(FP_F16, v & 0xffff) : v & 0xffff);
    }
}

static int boolop(int op, int t, int c) {
    switch (op) {
    case BOOL_AND: return t && c;
    case BOOL_OR: return t || c;
    case BOOL_XOR: return t ^ c;
    default: return t;
    }
}

/* ---- cvt */
static int int_bits(int ty) { return ptx_type_bits(ty); }

static uint64_t cvt_value(const pinsn *in, uint64_t a) {
    int dty = in->ty, sty = in->ty2, fl = in->flags;
    int dfl = ptx_type_is_float(dty), sfl = ptx_type_is_float(sty);
    int rb = in->sub; /* destination register width */
    uint64_t r;
    if (!sfl) {
        int sb = int_bits(sty), ssg = ptx_type_is_signed(sty);
        int64_t sv = ssg ? sx(a, 64 - sb) : 0;
        uint64_t uv = sb >= 64 ? a : a & ((1ULL << sb) - 1);
        if (dfl) {
            int fmt = dty == PT_F32 ? FP_F32 : dty == PT_F64 ? FP_F64 : dty == PT_BF16 ? FP_BF16 : FP_F16;
            int rnd = in->rnd == 0xff ? FP_RN : in->rnd & 7;
            r = ssg ? fp_from_s64(fmt, sv, rnd) : fp_from_u64(fmt, uv, rnd);
            if ((fl & PF_FTZ) && dty == PT_F32) r = ftz32(r);
            if (fl & PF_SAT) {
                double v = fp_to_double(fmt, r);
                if (v < 0) r = 0;
                else if (v > 1) r = fp_from_double(fmt, 1.0, FP_RN);
            }
            return r;
        }
        /* integer -> integer */
        {
            int db = int_bits(dty), dsg = ptx_type_is_signed(dty);
            if (fl & PF_SAT) {
                if (dsg) {
                    int64_t lo = -(int64_t)(1ULL << (db - 1)), hi = (int64_t)((1ULL << (db - 1)) - 1);
                    if (db == 64) { lo = INT64_MIN; hi = INT64_MAX; }
                    if (ssg) { if (sv < lo) sv = lo; if (sv > hi) sv = hi; r = (uint64_t)sv; }
                    else { r = uv > (uint64_t)hi ? (uint64_t)hi : uv; }
                } else {
                    uint64_t hi = db >= 64 ? ~0ULL : (1ULL << db) - 1;
                    if (ssg) r = sv < 0 ? 0 : ((uint64_t)sv > hi ? hi : (uint64_t)sv);
                    else r = uv > hi ? hi : uv;
                }
            } else {
                r = ssg ? (uint64_t)sv : uv;
            }
            if (db < 64) r &= (1ULL << db) - 1;
            if (dsg && rb > db) r = (uint64_t)sx(r, 64 - db);
            return r & in->mask;
        }
    }
    /* float source */
    {
        double x;
        int sfmt = sty == PT_F32 ? FP_F32 : sty == PT_F64 ? FP_F64 : sty == PT_BF16 ? FP_BF16 : FP_F16;
        uint64_t sbits = sfmt == FP_F64 ? a : a & ((1ULL << fp_formats[sfmt].bits) - 1);
        if ((fl & PF_FTZ) && sty == PT_F32) sbits = ftz32(sbits);
        x = fp_to_double(sfmt, sbits);
        if (!dfl) {
            int db = int_bits(dty), dsg = ptx_type_is_signed(dty);
            int rnd = (in->rnd != 0xff && (in->rnd & 8)) ? in->rnd & 7 : FP_RZ;
            r = fp_to_int(x, rnd, db, dsg);
            if (dsg && rb > db) r = (uint64_t)sx(r, 64 - db);
            return r & in->mask;
        }
        {
            int dfmt = dty == PT_F32 ? FP_F32 : dty == PT_F64 ? FP_F64 : dty == PT_BF16 ? FP_BF16 : dty == PT_TF32 ? FP_TF32 : FP_F16;
            if (in->rnd != 0xff && (in->rnd & 8)) {
                /* round to integral in the same format */
                double v = fp_round_integral(x, in->rnd & 7);
                r = x != x ? fp_formats[dfmt].qnan : fp_from_double(dfmt, v, FP_RN);
            } else {
                int rnd = in->rnd == 0xff ? FP_RN : in->rnd & 7;
                if (fl & PF_NAN) r = fp_from_double_satfinite(dfmt, x, rnd);
                else r = fp_from_double(dfmt, x, rnd);
                if (dty == sty && x != x) r = fp_formats[dfmt].qnan;
            }
            if ((fl & PF_RELU) && (r >> (fp_formats[dfmt].bits - 1) & 1) && !fp_is_nan(dfmt, r)) r = 0;
            if ((fl & PF_FTZ) && dty == PT_F32) r = ftz32(r);
            if (fl & PF_SAT) {
                double v = fp_to_double(dfmt, r);
                if (!(v > 0)) r = 0;
                else if (v > 1) r = fp_from_double(dfmt, 1.0, FP_RN);
            }
            return r;
        }
    }
}

static uint64_t cvt_one_pack(int dfmt, int rnd, int fl, double x) {
    uint64_t r;
    if (fl & PF_SAT) r = fp_from_double_satfinite(dfmt, x, rnd);
    else r = fp_from_double(dfmt, x, rnd);
    if ((fl & PF_RELU) && (r >> (fp_formats[dfmt].bits - 1) & 1) && !fp_is_nan(dfmt, r)) r = 0;
    return r;
}

/* The fp.h format of a packed narrow type. */
static int narrow_fmt(int t) {
    switch (t) {
    case PT_E4M3X2: return FP_E4M3;
    case PT_E5M2X2: return FP_E5M2;
    case PT_E2M3X2: return FP_E2M3;
    case PT_E3M2X2: return FP_E3M2;
    case PT_E2M1X2: return FP_E2M1;
    default: return FP_UE8M0;
    }
}

static uint64_t cvt_pack(const pinsn *in, uint64_t a, uint64_t b) {
    int dty = in->ty, sty = in->ty2, rnd = in->rnd, fl = in->flags;
    int nfl = (fl & PF_RELU ? FP_CVT_RELU : 0) | (fl & PF_SAT ? FP_CVT_SATFINITE : 0);
    if (ptx_type_is_narrow(dty))
        return fp_cvt_narrow_pack(narrow_fmt(dty), sty == PT_F32 ? FP_F32 : sty == PT_BF16X2 ? FP_BF16 : FP_F16, (uint32_t)a,
                                  (uint32_t)b, rnd, nfl);
    if (ptx_type_is_narrow(sty)) return fp_cvt_narrow_unpack(dty == PT_BF16X2 ? FP_BF16 : FP_F16, narrow_fmt(sty), (uint32_t)a, nfl);
    {
        int dfmt = dty == PT_F16X2 ? FP_F16 : FP_BF16;
        int w = fp_formats[dfmt].bits;
        return cvt_one_pack(dfmt, rnd, fl, (double)F32(a)) << w | cvt_one_pack(dfmt, rnd, fl, (double)F32(b));
    }
}

/* cvt.rs{.relu}{.satfinite}.f16x2/.bf16x2.f32 d, a, b, rbits (fp.h's fp_cvt_rs_pack) */
static uint64_t cvt_rs(const pinsn *in, uint64_t a, uint64_t b, uint64_t rbits) {
    int nfl = (in->flags & PF_RELU ? FP_CVT_RELU : 0) | (in->flags & PF_SAT ? FP_CVT_SATFINITE : 0);
    return fp_cvt_rs_pack(in->ty == PT_F16X2 ? FP_F16 : FP_BF16, (uint32_t)a, (uint32_t)b, (uint32_t)rbits, nfl);
}

/* ---- prmt */
static uint32_t prmt(uint32_t a, uint32_t b, uint32_t c, int mode) {
    uint64_t tmp = (uint64_t)b << 32 | a;
    uint32_t d = 0;
    int i;
    static const uint8_t tab[6][4][4] = {
        /* f4e */ {{0, 1, 2, 3}, {1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}},
        /* b4e */ {{0, 7, 6, 5}, {1, 0, 7, 6}, {2, 1, 0, 7}, {3, 2, 1, 0}},
        /* rc8 */ {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}},
        /* ecl */ {{0, 1, 2, 3}, {1, 1, 2, 3}, {2, 2, 2, 3}, {3, 3, 3, 3}},
        /* ecr */ {{0, 0, 0, 0}, {0, 1, 1, 1}, {0, 1, 2, 2}, {0, 1, 2, 3}},
        /* rc16 */ {{0, 1, 0, 1}, {2, 3, 2, 3}, {0, 1, 0, 1}, {2, 3, 2, 3}}};
    if (!mode) {
        for (i = 0; i < 4; i++) {
            uint32_t sel = (c >> (4 * i)) & 0xf;
            uint32_t byte = (uint32_t)(tmp >> (8 * (sel & 7))) & 0xff;
            if (sel & 8) byte = (byte & 0x80) ? 0xff : 0;
            d |= byte << (8 * i);
        }
        return d;
    }
    for (i = 0; i < 4; i++) {
        uint32_t sel = tab[mode - 1][c & 3][i];
        d |= ((uint32_t)(tmp >> (8 * sel)) & 0xff) << (8 * i);
    }
    return d;
}

/* Resolve the generic address of an atom.* to the .global or .shared space it lies in
 * (*SP, *ADDR updated); atomics on any other space fault. Nonzero after a fault. */
static int atom_generic(nr_ctx *cx, nr_thread *t, int *sp, uint64_t *addr) {
    *sp = nr_generic_space(*addr);
    if (*sp != NR_GLOBAL && *sp != NR_SHARED)
        return nr_fault(cx, t, "atomic on a generic address 0x%llx that is neither .global nor .shared", (unsigned long long)*addr);
    *addr = nr_cvta_to((nr_space)*sp, *addr);
    return 0;
}

/* ---------------------------------------------------------------- frames */

static uint64_t special_value(nr_ctx *cx, nr_thread *t, int id) {
    const nr_launch *L = &cx->launch;
    uint32_t lane = t->lane;
    switch (id) {
    case SR_TID_X: return t->tid[0];
    case SR_TID_Y: return t->tid[1];
    case SR_TID_Z: return t->tid[2];
    case SR_NTID_X: return L->block[0];
    case SR_NTID_Y: return L->block[1];
    case SR_NTID_Z: return L->block[2];
    case SR_CTAID_X: case SR_CLUSTERID_X: return t->ctaid[0];
    case SR_CTAID_Y: case SR_CLUSTERID_Y: return t->ctaid[1];
    case SR_CTAID_Z: case SR_CLUSTERID_Z: return t->ctaid[2];
    case SR_NCTAID_X: case SR_NCLUSTERID_X: return L->grid[0];
    case SR_NCTAID_Y: case SR_NCLUSTERID_Y: return L->grid[1];
    case SR_NCTAID_Z: case SR_NCLUSTERID_Z: return L->grid[2];
    case SR_LANEID: return lane;
    case SR_WARPID: return t->warp;
    case SR_NWARPID: return (cx->nthreads + 31) / 32;
    case SR_WARPSIZE: return 32;
    case SR_NSMID: return 1;
    case SR_LANEMASK_EQ: return 1u << lane;
    case SR_LANEMASK_LE: return lane == 31 ? 0xffffffffu : (2u << lane) - 1;
    case SR_LANEMASK_LT: return (1u << lane) - 1;
    case SR_LANEMASK_GE: return ~((1u << lane) - 1) & 0xffffffffu;
    case SR_LANEMASK_GT: return lane == 31 ? 0 : ~((2u << lane) - 1) & 0xffffffffu;
    case SR_DYN_SMEM: return L->shared_bytes;
    case SR_TOTAL_SMEM: return cx->mem.shared_size;
    case SR_CLUSTER_NCTAID_X: case SR_CLUSTER_NCTAID_Y: case SR_CLUSTER_NCTAID_Z: case SR_CLUSTER_NCTARANK: return 1;
    case SR_V4_W: return 0;
    default: return 0;
    }
}

static int push_frame(nr_ctx *cx, ptx_module *M, nr_thread *t, pthr *pt, int fi, uint32_t ret_pc, uint32_t call) {
    pfunc *F = &M->funcs[fi];
    uint32_t base = 0, need;
    uint64_t lb;
    int k;
    pframe *fr;
    if (pt->nfr) {
        pframe *top = &pt->fr[pt->nfr - 1];
        base = top->base + M->funcs[top->fn].frame_words;
    }
    if (pt->nfr >= MAX_DEPTH) return nr_fault(cx, t, "call stack overflow (more than %d nested calls)", MAX_DEPTH);
    need = base + F->frame_words;
    if (need > pt->cap) {
        uint32_t nc = pt->cap ? pt->cap : 256;
        while (nc < need) nc *= 2;
        pt->stack = (uint64_t *)realloc(pt->stack, (size_t)nc * 8);
        pt->cap = nc;
    }
    if (pt->nfr >= pt->capfr) {
        pt->capfr = pt->capfr ? pt->capfr * 2 : 8;
        pt->fr = (pframe *)realloc(pt->fr, (size_t)pt->capfr * sizeof *pt->fr);
    }
    memcpy(pt->stack + base, F->tmpl, (size_t)F->frame_words * 8);
    fr = &pt->fr[pt->nfr++];
    fr->fn = (uint32_t)fi;
    fr->ret_pc = ret_pc;
    fr->base = base;
    fr->call = call;
    fr->local_top = t->local_size;
    if (pt->nfr == 1) lb = (M->module_local + 15) & ~15ULL;
    else lb = (t->local_size + 15) & ~15ULL;
    if (nr_local_reserve(cx, t, lb + F->local_size))
        return nr_fault(cx, t, "local memory (stack) overflow in '%s'", F->name);
    pt->stack[base] = lb;
    for (k = 0; k < F->nspecs; k++) pt->stack[base + F->specs[k].slot] = special_value(cx, t, (int)F->specs[k].id);
    return 0;
}

static int eng_load(nr_ctx *cx, const char *path, const char *text, size_t len, void **mod) {
    ptx_module *M = (ptx_module *)calloc(1, sizeof *M);
    *mod = M;
    if (ptx_build(cx, M, path, text, len)) return 1;
    return 0;
}

static void eng_unload(void *mod) {
    ptx_module *M = (ptx_module *)mod;
    ptx_free(M);
    free(M);
}

static int eng_thread_init(nr_ctx *cx, void *mod, nr_thread *t) {
    ptx_module *M = (ptx_module *)mod;
    pthr *pt = (pthr *)t->eng;
    if (!pt) {
        pt = (pthr *)calloc(1, sizeof *pt);
        t->eng = pt;
    }
    pt->nfr = 0;
    pt->pc = 0;
    pt->cc = 0;
    return push_frame(cx, M, t, pt, M->kernel, 0, 0) ? 1 : 0;
}

static void eng_thread_fini(nr_ctx *cx, void *mod, nr_thread *t) {
    pthr *pt = (pthr *)t->eng;
    (void)cx; (void)mod;
    if (!pt) return;
    free(pt->stack);
    free(pt->fr);
    free(pt);
    t->eng = NULL;
}

static void eng_describe(void *mod, nr_thread *t, char *buf, size_t size) {
    ptx_module *M = (ptx_module *)mod;
    pthr *pt = (pthr *)t->eng;
    const pfunc *F;
    const pinsn *in;
    const char *s, *e;
    if (!pt || !pt->nfr) { buf[0] = 0; return; }
    F = &M->funcs[pt->fr[pt->nfr - 1].fn];
    if (pt->pc >= F->ncode) { snprintf(buf, size, "end of %s", F->name); return; }
    in = &F->code[pt->pc];
    s = M->src + in->src;
    {
        /* the instruction's text up to its ';', on one line */
        char txt[256];
        size_t n = 0;
        int sp = 0;
        for (e = s; *e && n + 2 < sizeof txt; e++) {
            if (*e == ' ' || *e == '\t' || *e == '\n' || *e == '\r') { sp = n > 0; continue; }
            if (sp && *e != ',' && *e != ')' && txt[n - 1] != '(') txt[n++] = ' ';
            sp = 0;
            txt[n++] = *e;
            if (*e == ';') break;
        }
        txt[n] = 0;
        snprintf(buf, size, "%s:%u: %s (in %s)", M->path, in->line, txt, F->name);
    }
}

/* ---------------------------------------------------------------- memory helpers */

static uint8_t *xl(nr_ctx *cx, nr_thread *t, int sp, uint64_t addr, uint32_t n, int write) {
    return nr_xlate_any(cx, t, (nr_space)sp, addr, n, write);
}

/* .global (or generic) access with a one-entry region cache per instruction: loops walking
 * two or three buffers hit their own region every time. */
static inline uint8_t *xl_global(nr_ctx *cx, nr_thread *t, pinsn *in, nr_space sp, uint64_t addr, uint32_t n, int write) {
    uint8_t *p;
    if (in->rc < (uint32_t)cx->mem.nglob) {
        const nr_region *r = &cx->mem.glob[in->rc];
        uint64_t off = addr - r->base;
        if (off < r->size && n <= r->size - off && !(addr & (n - 1)) && !(write && r->readonly)) return r->data + off;
    }
    if (sp == NR_GENERIC && addr >= NR_FUNC_WIN) return nr_xlate(cx, t, sp, addr, n, 0, write);
    p = nr_xlate(cx, t, sp, addr, n, 0, write);
    if (p && cx->mem.last < 65536) in->rc = (uint16_t)cx->mem.last;
    return p;
}

static inline void load_vec(const pinsn *in, uint64_t *R, const uint8_t *p) {
    uint32_t eb = in->sub, k;
    if (in->sub2 == 1) {
        uint64_t v = nr_rd(p, eb);
        if (in->flags & PF_SIGNED) v = (uint64_t)sx(v, in->sh);
        R[in->o[1]] = v & in->mask;
        return;
    }
    for (k = 0; k < in->sub2; k++) {
        uint64_t v = nr_rd(p + k * eb, eb);
        if (in->flags & PF_SIGNED) v = (uint64_t)sx(v, in->sh);
        R[in->o[1 + k]] = v & in->mask;
    }
}

static inline void store_vec(const pinsn *in, const uint64_t *R, uint8_t *p) {
    uint32_t eb = in->sub, k;
    if (in->sub2 == 1) { nr_wr(p, eb, R[in->o[1]]); return; }
    for (k = 0; k < in->sub2; k++) nr_wr(p + k * eb, eb, R[in->o[1 + k]]);
}

static uint64_t atom_apply(const pinsn *in, int sp, uint64_t old, uint64_t b, uint64_t c) {
    int ty = in->ty, bits = 64 - in->sh;
    uint64_t m = in->mask;
    switch (in->sub) {
    case AT_EXCH: return b;
    case AT_CAS: return old == b ? c : old;
    case AT_AND: return old & b;
    case AT_OR: return old | b;
    case AT_XOR: return old ^ b;
    case AT_INC: return old >= b ? 0 : (old + 1) & m;
    case AT_DEC: return (old == 0 || old > b) ? b : (old - 1) & m;
    case AT_ADD:
        switch (ty) {
        case PT_F32: {
            int ftz = sp == NR_GLOBAL;
            uint64_t x = ftz ? ftz32(old) : old, y = ftz ? ftz32(b) : b, r = f32_op(FA_ADD, FP_RN, x, y, 0);
            return ftz ? ftz32(r) : r;
        }
        case PT_F64: return f64_op(FA_ADD, FP_RN, old, b, 0);
        case PT_F16: case PT_BF16: return half_arith(FA_ADD, half_fmt(ty), FP_RN, 0, old, b, 0);
        case PT_F16X2: case PT_BF16X2:
            return half_arith(FA_ADD, half_fmt(ty), FP_RN, 0, old & 0xffff, b & 0xffff, 0) |
                   half_arith(FA_ADD, half_fmt(ty), FP_RN, 0, old >> 16, b >> 16, 0) << 16;
        default: return (old + b) & m;
        }
    case AT_MIN:
    case AT_MAX: {
        int mx = in->sub == AT_MAX;
        if (ptx_type_is_float(ty)) {
            int fmt = ty == PT_F32 ? FP_F32 : ty == PT_F64 ? FP_F64 : half_fmt(ty);
            if (ty == PT_F16X2 || ty == PT_BF16X2)
                return fp_minmax(fmt, mx, 0, 0, 0, 0, old & 0xffff, b & 0xffff) | fp_minmax(fmt, mx, 0, 0, 0, 0, old >> 16, b >> 16) << 16;
            return fp_minmax(fmt, mx, 0, 0, 0, 0, old, b);
        }
        if (in->flags & PF_SIGNED) {
            int64_t x = sx(old, 64 - bits), y = sx(b, 64 - bits);
            return ((mx ? y > x : y < x) ? b : old);
        }
        return (mx ? b > old : b < old) ? b : old;
    }
    default: return old;
    }
}

/* ---------------------------------------------------------------- the interpreter */

#define O0 R[in->o[0]]
#define O1 R[in->o[1]]
#define O2 R[in->o[2]]
#define O3 R[in->o[3]]
#define O4 R[in->o[4]]
#define O5 R[in->o[5]]
#define FAULT() do { pt->pc = pc; return NR_FAULT; } while (0)

/* Write a completed collective's result (the runner filled t->res / t->res_pred). */
static void finish_collective(const ptx_module *M, const pinsn *in, uint64_t *R, nr_thread *t) {
    switch (in->op) {
    case POP_TENSOR: {
        const ptensor *T = M->tens[in->imm];
        int k;
        for (k = 0; k < T->ndst; k++) R[T->dst[k]] = T->dbits[k] >= 64 ? t->frag[k] : t->frag[k] & 0xffffffffu;
        break;
    }
    case POP_BAR:
        if (in->sub == 2) O3 = in->sub2 == NR_BARRED_POPC ? (t->res & 0xffffffff) : (uint64_t)(t->res_pred != 0);
        break;
    case POP_SHFL: O0 = t->res & 0xffffffff; O1 = t->res_pred != 0; break;
    case POP_VOTE: O0 = in->sub == NR_VOTE_BALLOT ? (t->res & 0xffffffff) : (uint64_t)(t->res_pred != 0); break;
    case POP_MATCH: O0 = t->res & 0xffffffff; O1 = t->res_pred != 0; break;
    case POP_REDUX: O0 = t->res & 0xffffffff; break;
    case POP_ACTIVEMASK: O0 = t->res & 0xffffffff; break;
    case POP_ELECT: O0 = t->res & 0xffffffff; O1 = t->res_pred != 0; break;
    default: break;
    }
}

static int eng_step(nr_ctx *cx, void *mod, nr_thread *t, uint64_t budget) {
    ptx_module *M = (ptx_module *)mod;
    pthr *pt = (pthr *)t->eng;
    pframe *fr = &pt->fr[pt->nfr - 1];
    const pfunc *F = &M->funcs[fr->fn];
    pinsn *code = F->code;
    uint64_t *R = pt->stack + fr->base;
    uint32_t pc = pt->pc;
    uint64_t n = 0;
    if (t->resumed) {
        finish_collective(M, &code[pc], R, t);
        t->resumed = 0;
        pc++;
    }
    for (;;) {
        pinsn *in = &code[pc];
        if (n >= budget) {
            pt->pc = pc;
            t->insns += n;
            return NR_YIELD;
        }
        n++;
        if (!(R[in->g] ^ in->gneg)) { pc++; continue; }
        switch (in->op) {
        case POP_NOP: break;
        case POP_MOV: O0 = O1 & in->mask; break;
        case POP_MOVPACK: {
            uint64_t v = 0, em = in->imm >= 64 ? ~0ULL : (1ULL << in->imm) - 1;
            uint32_t k;
            for (k = 0; k < in->sub2; k++) v |= (R[in->o[1 + k]] & em) << (k * in->imm);
            O0 = v;
            break;
        }
        case POP_MOVUNPACK: {
            uint64_t v = O0, em = in->imm >= 64 ? ~0ULL : (1ULL << in->imm) - 1;
            uint32_t k;
            for (k = 0; k < in->sub2; k++) R[in->o[1 + k]] = (v >> (k * in->imm)) & em;
            break;
        }
        case POP_MOVLOCAL: O0 = R[0] + (uint64_t)in->imm; break;
        case POP_CLOCK: {
            uint64_t clk = t->insns + n;
            switch (in->sub) {
            case SR_CLOCK: O0 = clk & 0xffffffff; break;
            case SR_CLOCK64: O0 = clk; break;
            case SR_GLOBALTIMER: O0 = clk * 32; break;
            case SR_GLOBALTIMER_LO: O0 = (clk * 32) & 0xffffffff; break;
            default: O0 = (clk * 32) >> 32; break;
            }
            break;
        }
        /* ---- memory */
        case POP_LDG: {
            uint8_t *p;
            pt->pc = pc;
            p = xl_global(cx, t, in, NR_GLOBAL, O0 + (uint64_t)in->imm, in->sub * in->sub2, 0);
            if (!p) FAULT();
            load_vec(in, R, p);
            break;
        }
        case POP_LDS: {
            uint8_t *p;
            pt->pc = pc;
            p = nr_xlate_shared(cx, t, O0 + (uint64_t)in->imm, in->sub * in->sub2, 0);
            if (!p) FAULT();
            load_vec(in, R, p);
            break;
        }
        case POP_LDL: {
            uint8_t *p;
            pt->pc = pc;
            p = nr_xlate_local(cx, t, O0 + (uint64_t)in->imm, in->sub * in->sub2, 0);
            if (!p) FAULT();
            load_vec(in, R, p);
            break;
        }
        case POP_LDGEN: {
            uint8_t *p;
            uint64_t a = O0 + (uint64_t)in->imm;
            pt->pc = pc;
            p = a < NR_FUNC_WIN ? xl_global(cx, t, in, NR_GENERIC, a, in->sub * in->sub2, 0)
                                : xl(cx, t, NR_GENERIC, a, in->sub * in->sub2, 0);
            if (!p) FAULT();
            load_vec(in, R, p);
            break;
        }
        case POP_LDC: case POP_LDKP: {
            uint8_t *p;
            int sp = in->op == POP_LDC ? NR_CONST : NR_PARAM;
            pt->pc = pc;
            p = xl(cx, t, sp, O0 + (uint64_t)in->imm, in->sub * in->sub2, 0);
            if (!p) FAULT();
            load_vec(in, R, p);
            break;
        }
        case POP_LDFP: load_vec(in, R, (const uint8_t *)R + in->imm); break;
        case POP_STFP: store_vec(in, R, (uint8_t *)R + in->imm); break;
        case POP_STG: {
            uint8_t *p;
            pt->pc = pc;
            p = xl_global(cx, t, in, NR_GLOBAL, O0 + (uint64_t)in->imm, in->sub * in->sub2, 1);
            if (!p) FAULT();
            store_vec(in, R, p);
            break;
        }
        case POP_STS: {
            uint8_t *p;
            pt->pc = pc;
            p = nr_xlate_shared(cx, t, O0 + (uint64_t)in->imm, in->sub * in->sub2, 1);
            if (!p) FAULT();
            store_vec(in, R, p);
            break;
        }
        case POP_STGEN: {
            uint8_t *p;
            uint64_t a = O0 + (uint64_t)in->imm;
            pt->pc = pc;
            p = a < NR_FUNC_WIN ? xl_global(cx, t, in, NR_GENERIC, a, in->sub * in->sub2, 1)
                                : xl(cx, t, NR_GENERIC, a, in->sub * in->sub2, 1);
            if (!p) FAULT();
            store_vec(in, R, p);
            break;
        }
        case POP_STL: {
            uint8_t *p;
            pt->pc = pc;
            p = nr_xlate_local(cx, t, O0 + (uint64_t)in->imm, in->sub * in->sub2, 1);
            if (!p) FAULT();
            store_vec(in, R, p);
            break;
        }
        case POP_CVTA_TO: O0 = nr_cvta_to((nr_space)in->sub, O1) & in->mask; break;
        case POP_CVTA_FROM: O0 = nr_cvta_from((nr_space)in->sub, O1) & in->mask; break;
        case POP_ISSPACEP: O0 = (uint64_t)nr_isspacep((nr_space)in->sub, O1); break;
        case POP_ATOM: {
            uint64_t addr = O1 + (uint64_t)in->imm, old, nv;
            int sp = in->sub2;
            uint32_t sz = (uint32_t)(64 - in->sh) / 8;
            uint8_t *p;
            pt->pc = pc;
            if (sp == NR_GENERIC && atom_generic(cx, t, &sp, &addr)) return NR_FAULT;
            p = nr_xlate(cx, t, (nr_space)sp, addr, sz, 0, 2);
            if (!p) FAULT();
            old = nr_rd(p, sz);
            nv = atom_apply(in, sp, old, O2 & in->mask, O3 & in->mask);
            nr_wr(p, sz, nv);
            O0 = old;
            break;
        }
        case POP_ATOM128: {
            /* atom.cas/.exch.b128: one 16-byte read-modify-write (the CTA scheduler runs one
             * thread at a time, so it is atomic); halves little-endian, low first */
            uint64_t addr = O1 + (uint64_t)in->imm, lo, hi;
            int sp = in->sub2;
            uint8_t *p;
            pt->pc = pc;
            if (sp == NR_GENERIC && atom_generic(cx, t, &sp, &addr)) return NR_FAULT;
            p = nr_xlate(cx, t, (nr_space)sp, addr, 16, 0, 2);
            if (!p) FAULT();
            lo = nr_rd(p, 8);
            hi = nr_rd(p + 8, 8);
            if (in->sub == AT_EXCH) {
                nr_wr(p, 8, R[in->o[2]]);
                nr_wr(p + 8, 8, R[in->o[2] + 1]);
            } else if (lo == R[in->o[2]] && hi == R[in->o[2] + 1]) {
                nr_wr(p, 8, R[in->o[3]]);
                nr_wr(p + 8, 8, R[in->o[3] + 1]);
            }
            R[in->o[0]] = lo;
            R[in->o[0] + 1] = hi;
            break;
        }
        case POP_CPASYNC:
            /* queued; performed by wait_group / wait_all / mbarrier arrive / exit (async.h) */
            pt->pc = pc;
            if (nr_cpasync(cx, t, O0 + (uint64_t)in->imm, O1 + O2, (uint32_t)O3, (uint32_t)O4)) FAULT();
            break;
        case POP_CPASYNC_CTL:
            pt->pc = pc;
            if (in->sub == 0 ? nr_cpasync_commit(cx, t)
                : in->sub == 1 ? nr_cpasync_wait(cx, t, (int)in->imm)
                               : nr_cpasync_mbar_arrive(cx, t, (nr_space)in->sub2, O0 + (uint64_t)in->imm, in->sub == 3))
                FAULT();
            break;
        case POP_BULK: {
            /* cp.async.bulk (async.h): queued, performed late */
            int rc = 0;
            pt->pc = pc;
            switch (in->sub) {
            case 0x10: rc = nr_bulk_commit(cx, t); break;
            case 0x11: rc = nr_bulk_wait(cx, t, (int)in->imm); break;
            case 0x12: break; /* prefetch to L2: no effect */
            case 0x13: rc = nr_st_bulk(cx, t, (nr_space)in->sub2, O0 + (uint64_t)in->imm, O3); break;
            default:
                rc = nr_bulk_copy(cx, t, in->sub, O0 + (uint64_t)in->imm, O1 + O2, (uint32_t)O3, O4 + in->mask,
                                  (uint32_t)(O5 & 0xffff));
                break;
            }
            if (rc) FAULT();
            break;
        }
        case POP_STACK:
            if (in->sub == 1) { O0 = t->local_size; break; }
            if (in->sub == 2) {
                /* back to a saved top: only downwards, and never into the frame */
                if (O1 > t->local_size || O1 < pt->stack[pt->fr[pt->nfr - 1].base]) { pt->pc = pc; return nr_fault(cx, t, "stackrestore to %#llx, which is not a saved stack top of this frame", (unsigned long long)O1); }
                t->local_size = O1;
                break;
            } else {
                uint64_t o = (t->local_size + (uint64_t)in->imm - 1) & ~((uint64_t)in->imm - 1);
                if (O1 > (64ULL << 20) || nr_local_reserve(cx, t, o + O1)) { pt->pc = pc; return nr_fault(cx, t, "alloca of %llu bytes: local memory (stack) overflow", (unsigned long long)O1); }
                O0 = o;
            }
            break;
        case POP_CLUSTER:
            if (in->sub) { O0 = 0; break; }
            if (O2) { pt->pc = pc; return nr_fault(cx, t, "mapa: CTA rank %llu does not exist (nvcgrun runs clusters of one CTA)", (unsigned long long)O2); }
            O0 = O1;
            break;
        case POP_MBAR: {
            uint64_t r;
            if (in->sub == 0xff) { O0 = nr_mbar_pending_count(O2); break; }
            pt->pc = pc;
            if (nr_mbar(cx, t, in->sub, (nr_space)in->sub2, O1 + (uint64_t)in->imm, O2, &r)) FAULT();
            if (in->flags) O0 = r;
            break;
        }
        /* ---- control */
        case POP_BRA: pc = (uint32_t)in->imm; continue;
        case POP_BRX: {
            const pbrtab *B = &M->brtabs[in->imm];
            uint32_t idx = (uint32_t)O0;
            if (idx >= (uint32_t)B->n) {
                pt->pc = pc;
                return nr_fault(cx, t, "brx.idx index %u out of range (table has %d targets)", idx, B->n);
            }
            pc = B->targets[idx];
            continue;
        }
        case POP_CALL: {
            const pcallsite *cs = &M->calls[in->imm];
            int callee = cs->callee, k;
            const pfunc *G;
            uint64_t *Rc;
            pt->pc = pc;
            if (callee < 0) {
                uint64_t a = R[cs->fslot];
                if (a < NR_FUNC_WIN || a >= NR_FUNC_WIN + 16ULL * (uint64_t)M->nfuncs || (a & 15))
                    return nr_fault(cx, t, "indirect call to 0x%llx, which is not a function address", (unsigned long long)a);
                callee = (int)((a - NR_FUNC_WIN) / 16);
                if (cs->proto >= 0) {
                    const pproto *P = &M->protos[cs->proto];
                    G = &M->funcs[callee];
                    if (P->nparams != G->nparams || P->nrets != G->nrets)
                        return nr_fault(cx, t, "indirect call to '%s' does not match its .callprototype", G->name);
                }
            }
            G = &M->funcs[callee];
            if (!G->defined && !strcmp(G->name, "vprintf") && cs->nargs == 2 && G->nparams == 2) {
                /* CUDA's device printf (the runner formats it) */
                uint64_t av[2];
                int32_t rv;
                for (k = 0; k < 2; k++) {
                    const pcallarg *a = &cs->args[k];
                    av[k] = 0;
                    if (a->is_reg) av[k] = R[a->off];
                    else memcpy(&av[k], (uint8_t *)R + a->off, a->size < 8 ? a->size : 8);
                }
                rv = nr_vprintf(cx, t, av[0], av[1]);
                if (rv < 0) FAULT();
                if (cs->nrets == 1) {
                    const pcallarg *a = &cs->rets[0];
                    if (a->is_reg) R[a->off] = (uint32_t)rv;
                    else memcpy((uint8_t *)R + a->off, &rv, a->size < 4 ? a->size : 4);
                }
                break;
            }
            if (!G->defined) return nr_fault(cx, t, "call to '%s', which is declared but not defined in this module", G->name);
            if (cs->nargs != G->nparams || cs->nrets > G->nrets)
                return nr_fault(cx, t, "call to '%s' passes %d argument%s and %d return value%s; it takes %d and %d", G->name,
                                cs->nargs, cs->nargs == 1 ? "" : "s", cs->nrets, cs->nrets == 1 ? "" : "s", G->nparams, G->nrets);
            if (push_frame(cx, M, t, pt, callee, pc + 1, (uint32_t)in->imm)) FAULT();
            fr = &pt->fr[pt->nfr - 1];
            R = pt->stack + pt->fr[pt->nfr - 2].base;
            Rc = pt->stack + fr->base;
            for (k = 0; k < cs->nargs; k++) {
                const pcallarg *a = &cs->args[k];
                const pformal *f = &G->params[k];
                uint8_t tmp[256];
                uint32_t sz = a->size < f->size ? a->size : f->size;
                memset(tmp, 0, sizeof tmp);
                if (sz > sizeof tmp) sz = sizeof tmp;
                if (a->is_reg) memcpy(tmp, &R[a->off], sz > 8 ? 8 : sz);
                else memcpy(tmp, (uint8_t *)R + a->off, sz);
                if (f->is_reg) {
                    uint64_t v = 0;
                    int fb = ptx_type_bits(f->ty);
                    memcpy(&v, tmp, 8);
                    Rc[f->off] = fb >= 64 ? v : v & ((1ULL << fb) - 1);
                } else if (f->in_local) {
                    memcpy(t->local + Rc[0] + f->off, tmp, sz > f->size ? f->size : sz);
                } else {
                    memcpy((uint8_t *)Rc + f->off, tmp, sz > f->size ? f->size : sz);
                }
            }
            F = G;
            code = F->code;
            R = Rc;
            pc = 0;
            continue;
        }
        case POP_RET: {
            const pcallsite *cs;
            const pfunc *G = F;
            uint64_t *Rp;
            int k;
            if (pt->nfr == 1) { pt->pc = pc; t->insns += n; return NR_EXITED; }
            cs = &M->calls[fr->call];
            Rp = pt->stack + pt->fr[pt->nfr - 2].base;
            for (k = 0; k < cs->nrets; k++) {
                const pcallarg *a = &cs->rets[k];
                const pformal *f = &G->rets[k];
                uint8_t tmp[256];
                uint32_t sz = a->size < f->size ? a->size : f->size;
                memset(tmp, 0, sizeof tmp);
                if (sz > sizeof tmp) sz = sizeof tmp;
                if (f->is_reg) memcpy(tmp, &R[f->off], sz > 8 ? 8 : sz);
                else memcpy(tmp, (uint8_t *)R + f->off, sz);
                if (a->is_reg) {
                    uint64_t v = 0;
                    memcpy(&v, tmp, 8);
                    Rp[a->off] = sz >= 8 ? v : v & ((1ULL << (8 * sz)) - 1);
                } else {
                    memcpy((uint8_t *)Rp + a->off, tmp, sz);
                }
            }
            t->local_size = fr->local_top;
            pc = fr->ret_pc;
            pt->nfr--;
            fr = &pt->fr[pt->nfr - 1];
            F = &M->funcs[fr->fn];
            code = F->code;
            R = Rp;
            continue;
        }
        case POP_EXIT: pt->pc = pc; t->insns += n; return NR_EXITED;
        case POP_TRAP: pt->pc = pc; t->insns += n; return nr_fault(cx, t, "trap");
        /* ---- synchronisation: block; the runner completes it */
        case POP_BAR:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = in->sub == 1 ? NR_W_BAR_ARRIVE : NR_W_BAR;
            t->wait.barid = (uint32_t)O0;
            t->wait.count = (uint32_t)O1;
            t->wait.op = in->sub == 2 ? in->sub2 : NR_BARRED_NONE;
            t->wait.pred = (int)(O2 & 1);
            goto block;
        case POP_SHFL:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_SHFL;
            t->wait.op = in->sub;
            t->wait.a = O2 & 0xffffffff;
            t->wait.b = (uint32_t)O3;
            t->wait.c = (uint32_t)O4;
            t->wait.mask = (uint32_t)O5;
            goto block;
        case POP_VOTE:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_VOTE;
            t->wait.op = in->sub;
            t->wait.pred = (int)(O1 & 1);
            t->wait.mask = (uint32_t)O2;
            goto block;
        case POP_MATCH:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_MATCH;
            t->wait.op = in->sub;
            t->wait.a = in->ty == PT_B64 ? O2 : O2 & 0xffffffff;
            t->wait.mask = (uint32_t)O3;
            goto block;
        case POP_REDUX:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_REDUX;
            t->wait.op = in->sub;
            t->wait.a = O1 & 0xffffffff;
            t->wait.mask = (uint32_t)O2;
            goto block;
        case POP_WARPSYNC:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_WARPSYNC;
            t->wait.mask = (uint32_t)O0;
            goto block;
        case POP_ACTIVEMASK:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_ACTIVEMASK;
            t->wait.site = ((uint64_t)fr->fn << 32) | pc;
            goto block;
        case POP_TENSOR: {
            const ptensor *T = M->tens[in->imm];
            int k;
            pt->pc = pc;
            if (T->d.kind == NR_MMA_WMMA_LOAD || T->d.kind == NR_MMA_WMMA_STORE) {
                /* per thread: the layout needs no other lane */
                uint64_t regs[NR_FRAG_MAX];
                for (k = 0; k < T->nsrc; k++) regs[k] = R[T->src[k]];
                if (nr_wmma_ldst(cx, t, &T->d, R[T->addr] + (uint64_t)T->off, T->stride ? (uint32_t)R[T->stride] : 0, regs))
                    FAULT();
                for (k = 0; k < T->ndst; k++) R[T->dst[k]] = T->dbits[k] >= 64 ? regs[k] : regs[k] & 0xffffffffu;
                break;
            }
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_TENSOR;
            t->wait.mask = 0xffffffffu;
            t->wait.tensor = &T->d;
            t->wait.a = T->d.kind == NR_MMA_LDMATRIX || T->d.kind == NR_MMA_STMATRIX ? R[T->addr] + (uint64_t)T->off : 0;
            for (k = 0; k < T->nsrc; k++) t->frag[k] = R[T->src[k]];
            goto block;
        }
        case POP_TEXTURE:
            /* texture unit (texture.h): per thread, no other lane involved */
            pt->pc = pc;
            if (nr_texop_run(cx, t, M->texops[in->imm], R)) FAULT();
            break;
        case POP_ELECT:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_ELECT;
            t->wait.mask = (uint32_t)O2;
            goto block;
        /* ---- integer arithmetic */
        case POP_ADD: O0 = (O1 + O2) & in->mask; break;
        case POP_SUB: O0 = (O1 - O2) & in->mask; break;
        case POP_MULLO: O0 = (O1 * O2) & in->mask; break;
        case POP_MULHI: O0 = mulhi(O1, O2, 64 - in->sh, in->flags & PF_SIGNED) & in->mask; break;
        case POP_MULWIDE:
            if (in->flags & PF_SIGNED) O0 = (uint64_t)(sx(O1, in->sh) * sx(O2, in->sh)) & in->mask;
            else O0 = (O1 * O2) & in->mask;
            break;
        case POP_MADLO: O0 = (O1 * O2 + O3) & in->mask; break;
        case POP_MADHI: O0 = (mulhi(O1, O2, 64 - in->sh, in->flags & PF_SIGNED) + O3) & in->mask; break;
        case POP_MADWIDE:
            if (in->flags & PF_SIGNED) O0 = ((uint64_t)(sx(O1, in->sh) * sx(O2, in->sh)) + O3) & in->mask;
            else O0 = (O1 * O2 + O3) & in->mask;
            break;
        case POP_MADHISAT: {
            int64_t v = sx(mulhi(O1, O2, 32, 1), 32) + sx(O3, 32);
            if (v > INT32_MAX) v = INT32_MAX;
            if (v < INT32_MIN) v = INT32_MIN;
            O0 = (uint64_t)v & 0xffffffff;
            break;
        }
        case POP_ADDSAT: case POP_SUBSAT: {
            int64_t v = in->op == POP_ADDSAT ? sx(O1, 32) + sx(O2, 32) : sx(O1, 32) - sx(O2, 32);
            if (v > INT32_MAX) v = INT32_MAX;
            if (v < INT32_MIN) v = INT32_MIN;
            O0 = (uint64_t)v & 0xffffffff;
            break;
        }
        case POP_ADDCC: {
            uint64_t a = O1, b = O2, cin = (in->flags & PF_CIN) ? pt->cc : 0, d;
            if (in->sh == 32) { d = a + b + cin; if (in->flags & PF_CC) pt->cc = (uint32_t)(d >> 32); d &= 0xffffffff; }
            else { d = a + b + cin; if (in->flags & PF_CC) pt->cc = (d < a) || (cin && d == a); }
            O0 = d;
            break;
        }
        case POP_SUBCC: {
            uint64_t a = O1, b = O2, bin = (in->flags & PF_CIN) ? pt->cc : 0, d = a - b - bin;
            if (in->flags & PF_CC) pt->cc = in->sh == 32 ? (a < b + bin) : ((a < b) || (bin && a == b));
            O0 = d & in->mask;
            break;
        }
        case POP_MADCC: {
            uint64_t p = in->sub ? mulhi(O1, O2, 64 - in->sh, in->flags & PF_SIGNED) : O1 * O2;
            uint64_t cin = (in->flags & PF_CIN) ? pt->cc : 0, c = O3, d;
            p &= in->mask;
            if (in->sh == 32) { d = p + c + cin; if (in->flags & PF_CC) pt->cc = (uint32_t)(d >> 32); d &= 0xffffffff; }
            else { d = p + c + cin; if (in->flags & PF_CC) pt->cc = (d < p) || (cin && d == p); }
            O0 = d;
            break;
        }
        case POP_MUL24: case POP_MAD24: {
            int sgn = in->flags & PF_SIGNED;
            int64_t a = sgn ? sx(O1, 40) : (int64_t)(O1 & 0xffffff), b = sgn ? sx(O2, 40) : (int64_t)(O2 & 0xffffff);
            int64_t p = a * b;
            uint64_t r = in->sub ? (uint64_t)(p >> 16) : (uint64_t)p;
            if (in->op == POP_MAD24) {
                if (in->flags & PF_SAT) {
                    int64_t v = sx(r, 32) + sx(O3, 32);
                    if (v > INT32_MAX) v = INT32_MAX;
                    if (v < INT32_MIN) v = INT32_MIN;
                    r = (uint64_t)v;
                } else {
                    r += O3;
                }
            }
            O0 = r & 0xffffffff;
            break;
        }
        case POP_SAD: {
            uint64_t d;
            if (in->flags & PF_SIGNED) { int64_t a = sx(O1, in->sh), b = sx(O2, in->sh); d = a > b ? (uint64_t)(a - b) : (uint64_t)(b - a); }
            else d = O1 > O2 ? O1 - O2 : O2 - O1;
            O0 = (O3 + d) & in->mask;
            break;
        }
        case POP_DIV: case POP_REM: {
            uint64_t r;
            int isdiv = in->op == POP_DIV;
            if (in->flags & PF_SIGNED) {
                int64_t a = sx(O1, in->sh), b = sx(O2, in->sh);
                if (b == 0) r = isdiv ? ~0ULL : (uint64_t)a;
                else if (b == -1) r = isdiv ? 0 - (uint64_t)a : 0;
                else r = isdiv ? (uint64_t)(a / b) : (uint64_t)(a % b);
            } else {
                uint64_t a = O1, b = O2;
                if (b == 0) r = isdiv ? ~0ULL : a;
                else r = isdiv ? a / b : a % b;
            }
            O0 = r & in->mask;
            break;
        }
        case POP_ABS: { int64_t a = sx(O1, in->sh); O0 = (a < 0 ? 0 - (uint64_t)a : (uint64_t)a) & in->mask; break; }
        case POP_NEG: O0 = (0 - O1) & in->mask; break;
        case POP_MIN: case POP_MAX: {
            int mx = in->op == POP_MAX;
            uint64_t a = O1, b = O2, r;
            if (in->flags & PF_SIGNED) {
                int64_t x = sx(a, in->sh), y = sx(b, in->sh), v = (mx ? x > y : x < y) ? x : y;
                if ((in->flags & PF_RELU) && v < 0) v = 0;
                r = (uint64_t)v;
            } else {
                r = (mx ? a > b : a < b) ? a : b;
            }
            O0 = r & in->mask;
            break;
        }
        case POP_SIMD2: {
            uint64_t a = O1, b = O2, r = 0;
            int k, sgn = in->ty == PT_S16X2;
            for (k = 0; k < 2; k++) {
                int64_t x = sgn ? sx(a >> (16 * k), 48) : (int64_t)((a >> (16 * k)) & 0xffff);
                int64_t y = sgn ? sx(b >> (16 * k), 48) : (int64_t)((b >> (16 * k)) & 0xffff);
                int64_t v;
                switch (in->sub) {
                case S2_MIN: v = x < y ? x : y; break;
                case S2_MAX: v = x > y ? x : y; break;
                case S2_ADD: v = x + y; break;
                default: v = x - y; break;
                }
                if (in->flags & PF_SAT) {
                    int64_t lo = sgn ? -32768 : 0, hi = sgn ? 32767 : 65535;
                    if (v < lo) v = lo;
                    if (v > hi) v = hi;
                }
                if ((in->flags & PF_RELU) && v < 0) v = 0;
                r |= ((uint64_t)v & 0xffff) << (16 * k);
            }
            O0 = r;
            break;
        }
        case POP_POPC: O0 = (uint64_t)popc64(O1 & in->mask); break;
        case POP_CLZ: {
            uint64_t a = O1 & in->mask;
            int w = 64 - in->sh, k = 0;
            while (k < w && !(a >> (w - 1 - k) & 1)) k++;
            O0 = (uint64_t)k;
            break;
        }
        case POP_BFIND: {
            int w = 64 - in->sh, msb = w - 1, i;
            uint64_t a = O1 & in->mask;
            uint64_t d = 0xffffffff;
            if ((in->flags & PF_SIGNED) && (a >> msb & 1)) a = ~a & in->mask;
            for (i = msb; i >= 0; i--) if (a >> i & 1) { d = (uint64_t)i; break; }
            if (in->sub && d != 0xffffffff) d = (uint64_t)(msb - (int)d);
            O0 = d;
            break;
        }
        case POP_BREV: {
            uint64_t a = O1, r = 0;
            int w = 64 - in->sh, k;
            for (k = 0; k < w; k++) if (a >> k & 1) r |= 1ULL << (w - 1 - k);
            O0 = r;
            break;
        }
        case POP_BFE: {
            int msb = 63 - in->sh, i;
            uint64_t a = O1, d = 0, sbit = 0;
            uint32_t pos = (uint32_t)O2 & 0xff, len = (uint32_t)O3 & 0xff;
            if ((in->flags & PF_SIGNED) && len) {
                uint32_t bi = pos + len - 1 < (uint32_t)msb ? pos + len - 1 : (uint32_t)msb;
                sbit = a >> bi & 1;
            }
            for (i = 0; i <= msb; i++) {
                uint64_t bit = ((uint32_t)i < len && pos + (uint32_t)i <= (uint32_t)msb) ? (a >> (pos + (uint32_t)i) & 1) : sbit;
                d |= bit << i;
            }
            O0 = d;
            break;
        }
        case POP_BFI: {
            int msb = 63 - in->sh;
            uint64_t a = O1, f = O2;
            uint32_t pos = (uint32_t)O3 & 0xff, len = (uint32_t)O4 & 0xff, i;
            for (i = 0; i < len && pos + i <= (uint32_t)msb; i++) f = (f & ~(1ULL << (pos + i))) | ((a >> i & 1) << (pos + i));
            O0 = f & in->mask;
            break;
        }
        case POP_FNS: {
            uint32_t mask = (uint32_t)O1, base = (uint32_t)O2;
            int32_t off = (int32_t)(uint32_t)O3;
            uint64_t d = 0xffffffff;
            if (off == 0) {
                if (base < 32 && (mask >> base & 1)) d = base;
            } else {
                int pos = (int)base, inc = off > 0 ? 1 : -1;
                int64_t count = (off > 0 ? (int64_t)off : -(int64_t)off) - 1;
                while (pos >= 0 && pos < 32) {
                    if (mask >> pos & 1) {
                        if (count == 0) { d = (uint64_t)pos; break; }
                        count--;
                    }
                    pos += inc;
                }
            }
            O0 = d;
            break;
        }
        case POP_BMSK: {
            uint32_t a = (uint32_t)O1, b = (uint32_t)O2, a1 = a & 31, b1 = b & 31, sum = a1 + b1;
            uint32_t mask0 = 0xffffffffu << a1, mask1 = sum < 32 ? 0xffffffffu << sum : 0;
            int over = sum >= 32;
            if (in->sub) { /* clamp */
                if (a >= 32) { over = 1; mask0 = 0; }
                if (b >= 32) over = 1;
            }
            if (over) mask1 = 0;
            else if (b1 == 0) mask1 = 0xffffffffu;
            O0 = mask0 & ~mask1;
            break;
        }
        case POP_SZEXT: {
            uint32_t a = (uint32_t)O1, b = (uint32_t)O2, b1 = b & 31, mask, sbit = 0;
            int too_large = b >= 32 && in->sub;
            mask = too_large ? 0 : 0xffffffffu << b1;
            if (b1 != 0 && !too_large && (in->flags & PF_SIGNED)) sbit = a >> ((b1 - 1) & 31) & 1;
            O0 = (a & ~mask) | (sbit ? mask : 0);
            break;
        }
        case POP_DP4A: {
            uint32_t a = (uint32_t)O1, b = (uint32_t)O2;
            int64_t acc = 0;
            int k;
            for (k = 0; k < 4; k++) {
                int64_t x = (in->sub & 1) ? (int8_t)(a >> (8 * k)) : (int64_t)((a >> (8 * k)) & 0xff);
                int64_t y = (in->sub & 2) ? (int8_t)(b >> (8 * k)) : (int64_t)((b >> (8 * k)) & 0xff);
                acc += x * y;
            }
            O0 = ((uint64_t)acc + O3) & 0xffffffff;
            break;
        }
        case POP_DP2A: {
            uint32_t a = (uint32_t)O1, b = (uint32_t)O2;
            int64_t acc = 0;
            int k, bb = (in->sub & 4) ? 2 : 0;
            for (k = 0; k < 2; k++) {
                int64_t x = (in->sub & 1) ? (int16_t)(a >> (16 * k)) : (int64_t)((a >> (16 * k)) & 0xffff);
                int64_t y = (in->sub & 2) ? (int8_t)(b >> (8 * (k + bb))) : (int64_t)((b >> (8 * (k + bb))) & 0xff);
                acc += x * y;
            }
            O0 = ((uint64_t)acc + O3) & 0xffffffff;
            break;
        }
        case POP_AND: O0 = O1 & O2 & in->mask; break;
        case POP_OR: O0 = (O1 | O2) & in->mask; break;
        case POP_XOR: O0 = (O1 ^ O2) & in->mask; break;
        case POP_NOT: O0 = ~O1 & in->mask; break;
        case POP_CNOT: O0 = (O1 & in->mask) == 0; break;
        case POP_LOP3: {
            uint32_t a = (uint32_t)O1, b = (uint32_t)O2, c = (uint32_t)O3, d = 0, lut = (uint32_t)in->imm;
            int k;
            for (k = 0; k < 8; k++)
                if (lut >> k & 1) d |= ((k & 4) ? a : ~a) & ((k & 2) ? b : ~b) & ((k & 1) ? c : ~c);
            O0 = d;
            break;
        }
        case POP_SHL: { uint64_t s = O2 & 0xffffffff; O0 = s >= (uint64_t)(64 - in->sh) ? 0 : (O1 << s) & in->mask; break; }
        case POP_SHR: {
            uint64_t s = O2 & 0xffffffff;
            int w = 64 - in->sh;
            if (in->flags & PF_SIGNED) {
                int64_t a = sx(O1, in->sh);
                O0 = (uint64_t)(a >> (s >= (uint64_t)w ? w - 1 : (int)s)) & in->mask;
            } else {
                O0 = s >= (uint64_t)w ? 0 : (O1 & in->mask) >> s;
            }
            break;
        }
        case POP_SHF: {
            uint64_t v = (O2 & 0xffffffff) << 32 | (O1 & 0xffffffff);
            uint32_t c = (uint32_t)O3, nsh = (in->sub & 2) ? (c > 32 ? 32 : c) : (c & 31);
            if (in->sub & 1) O0 = (v << nsh) >> 32 & 0xffffffff;
            else if (in->ty == PT_S32) O0 = (uint64_t)((int64_t)v >> nsh) & 0xffffffff;
            else O0 = (v >> nsh) & 0xffffffff;
            break;
        }
        case POP_PRMT: O0 = prmt((uint32_t)O1, (uint32_t)O2, (uint32_t)O3, in->sub); break;
        case POP_SELP: O0 = (O3 & 1) ? O1 : O2; break;
        case POP_SLCT: {
            int ge;
            if (in->ty2 == PT_S32) ge = (int32_t)(uint32_t)O3 >= 0;
            else {
                uint64_t cb = (in->flags & PF_FTZ) ? ftz32(O3) : O3;
                ge = F32(cb) >= 0.0f;
            }
            O0 = ge ? O1 : O2;
            break;
        }
        case POP_SETP: case POP_SET: {
            int ty = in->ty, r0, r1, c = (int)(O4 & 1);
            uint64_t a = O2, b = O3;
            if (ptx_type_is_float(ty)) {
                int ftz = !!(in->flags & PF_FTZ);
                r0 = fcmp(in->sub, fdecode(ty, a, ftz), fdecode(ty, b, ftz));
                if (ty == PT_F16X2 || ty == PT_BF16X2) r1 = fcmp(in->sub, fdecode(ty, a >> 16, ftz), fdecode(ty, b >> 16, ftz));
                else r1 = -1;
            } else {
                r0 = icmp(in->sub, a & in->mask, b & in->mask, in->flags & PF_SIGNED, in->sh);
                r1 = -1;
            }
            if (in->op == POP_SETP) {
                if (r1 < 0) {
                    O0 = (uint64_t)boolop(in->sub2, r0, c);
                    O1 = (uint64_t)boolop(in->sub2, !r0, c);
                } else {
                    O0 = (uint64_t)boolop(in->sub2, r0, c);
                    O1 = (uint64_t)boolop(in->sub2, r1, c);
                }
            } else {
                int dty = in->ty2;
                uint64_t one;
                switch (dty) {
                case PT_F32: one = 0x3f800000; break;
                case PT_F16: case PT_F16X2: one = 0x3c00; break;
                case PT_BF16: case PT_BF16X2: one = 0x3f80; break;
                case PT_U16: case PT_S16: one = 0xffff; break;
                default: one = r1 >= 0 ? 0xffff : 0xffffffff; break;
                }
                r0 = boolop(in->sub2, r0, c);
                if (r1 >= 0) {
                    r1 = boolop(in->sub2, r1, c);
                    O0 = (r0 ? one : 0) | (r1 ? one : 0) << 16;
                } else {
                    O0 = r0 ? one : 0;
                }
            }
            break;
        }
        case POP_TESTP: {
            uint64_t a = O1;
            int fmt = in->ty == PT_F32 ? FP_F32 : FP_F64;
            double x = fmt == FP_F32 ? (double)F32(a) : F64(a);
            int r;
            switch (in->sub) {
            case 0: r = isfinite(x); break;
            case 1: r = isinf(x); break;
            case 2: r = !isnan(x); break;
            case 3: r = isnan(x) != 0; break;
            case 4: r = isfinite(x) && x != 0 && !fp_is_subnormal(fmt, fmt == FP_F32 ? (a & 0xffffffff) : a); break;
            default: r = fp_is_subnormal(fmt, fmt == FP_F32 ? (a & 0xffffffff) : a); break;
            }
            O0 = (uint64_t)(r != 0);
            break;
        }
        case POP_COPYSIGN:
            if (in->ty == PT_F32) O0 = (O2 & 0x7fffffffULL) | (O1 & 0x80000000ULL);
            else O0 = (O2 & 0x7fffffffffffffffULL) | (O1 & 0x8000000000000000ULL);
            break;
        /* ---- floating point */
        case POP_FADD32: O0 = canon32(F32(O1) + F32(O2)); break;
        case POP_FMUL32: O0 = canon32(F32(O1) * F32(O2)); break;
        case POP_FFMA32: O0 = canon32(fmaf(F32(O1), F32(O2), F32(O3))); break;
        case POP_FADD64: O0 = B64(F64(O1) + F64(O2)); break;
        case POP_FMUL64: O0 = B64(F64(O1) * F64(O2)); break;
        case POP_FFMA64: O0 = B64(fma(F64(O1), F64(O2), F64(O3))); break;
        case POP_FARITH: {
            O0 = farith(in, O1, O2, in->sub == FA_FMA ? O3 : 0);
            break;
        }
        case POP_FUNARY: O0 = funary(in, O1); break;
        case POP_FMINMAX: O0 = fminmax(in, O1, O2, O3); break;
        case POP_CVT: O0 = cvt_value(in, O1); break;
        case POP_CVTPACK: O0 = in->rnd == PTX_RND_RS ? cvt_rs(in, O1, O2, O3) : cvt_pack(in, O1, O2); break;
        default:
            pt->pc = pc;
            t->insns += n;
            return nr_fault(cx, t, "internal: unhandled opcode %s", ptx_op_names[in->op]);
        }
        pc++;
        continue;
    block:
        pt->pc = pc;
        t->insns += n;
        return NR_BLOCKED;
    }
}

const nr_engine nr_engine_ptx = {"ptx", eng_load, eng_unload, NULL, eng_thread_init, eng_step, eng_thread_fini, eng_describe};
