/* ir_fp.c — floating-point semantics of the ir engine (see ir_int.h): LLVM's IEEE
 * operations on half/bfloat/float/double, and the NVVM intrinsics' PTX semantics (rounding
 * modes, .ftz, approximate instructions, conversions). Built with -frounding-math: the
 * directed roundings of the NVVM intrinsics switch the host's rounding mode around one
 * operation, exactly as the ptx engine (ptx_exec.c) does for the PTX instructions they
 * lower to, so the two engines compute the same bits.
 *
 * Why each LLVM path is exact (correctly rounded to nearest even):
 *  - float/double +,-,*,/,sqrt,fma: the host's IEEE binary32/binary64 operations (SSE on
 *    x86-64: no excess precision, no contraction at the default flags).
 *  - half/bfloat +,-,*,/,sqrt: computed in double, then rounded once to the format by
 *    fp_from_double (exact integer rounding). For these operations double rounding is
 *    innocuous when the wider format has p' >= 2p+2 bits (Figueroa): 53 >= 2*11+2 for half
 *    and 53 >= 2*8+2 for bfloat, subnormal results included (they only lower p).
 *  - half/bfloat fma: x*y is exact in double; x*y+z is formed with TwoSum (its rounding
 *    error is exact), rounded to odd at double precision, then rounded once to the format:
 *    rounding to odd with at least p+2 bits followed by a rounding to nearest is correct.
 *  - frem: fmod is exact in every format.
 *  - floor/ceil/trunc/rint/round/roundeven: fp_round_integral on the exact double value.
 * NaN results of arithmetic are the canonical NaN where the GPU (and the ptx engine) make
 * one: 0x7fffffff for float, 0x7fff for half/bfloat; double keeps the host's NaN as the ptx
 * engine does. Comparers ignore NaN payloads anyway.
 *
 * Approximate NVVM intrinsics (ex2/lg2/sin/cos/tanh/rsqrt/rcp/sqrt/div .approx, div.full)
 * are computed accurately in double and rounded to nearest, as the ptx engine computes the
 * PTX instructions they lower to; runner.h tabulates how far hardware may differ. */
#include "ir_int.h"

#include "fp.h"

#include <fenv.h>
#include <math.h>
#include <string.h>

static inline float F32(uint64_t b) { return fp_f32((uint32_t)b); }
static inline double F64(uint64_t b) { return fp_f64(b); }
static inline uint64_t B32(float f) { return fp_bits32(f); }
static inline uint64_t B64(double d) { return fp_bits64(d); }
static inline uint64_t canon32(float r) { return r != r ? 0x7fffffffULL : B32(r); }
static inline uint64_t ftz32(uint64_t b) {
    if (!(b & 0x7f800000) && (b & 0x7fffff)) return b & 0x80000000;
    return b;
}

static const int fe_modes[5] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD, FE_TONEAREST};

static int kfmt(int kind) {
    switch (kind) {
    case VK_F16: return FP_F16;
    case VK_BF16: return FP_BF16;
    case VK_F32: return FP_F32;
    default: return FP_F64;
    }
}

/* f32 arithmetic with a PTX rounding mode; op is EO_FADD/FSUB/FMUL/FDIV/FMA. */
uint64_t irf_f32op(int op, int rnd, uint64_t A, uint64_t Bv, uint64_t C) {
    volatile float x = F32(A), y = F32(Bv), z = F32(C);
    volatile float r;
    if (rnd != FP_RN) fesetround(fe_modes[rnd]);
    switch (op) {
    case EO_FADD: r = x + y; break;
    case EO_FSUB: r = x - y; break;
    case EO_FMUL: r = x * y; break;
    case EO_FMA: r = fmaf(x, y, z); break;
    case EO_SQRT: r = sqrtf(x); break;
    default: r = x / y; break;
    }
    if (rnd != FP_RN) fesetround(FE_TONEAREST);
    return canon32(r);
}

uint64_t irf_f64op(int op, int rnd, uint64_t A, uint64_t Bv, uint64_t C) {
    volatile double x = F64(A), y = F64(Bv), z = F64(C);
    volatile double r;
    if (rnd != FP_RN) fesetround(fe_modes[rnd]);
    switch (op) {
    case EO_FADD: r = x + y; break;
    case EO_FSUB: r = x - y; break;
    case EO_FMUL: r = x * y; break;
    case EO_FMA: r = fma(x, y, z); break;
    case EO_SQRT: r = sqrt(x); break;
    default: r = x / y; break;
    }
    if (rnd != FP_RN) fesetround(FE_TONEAREST);
    return B64(r);
}

/* x*y+z for x, y, z of at most 24 significant bits (half, bfloat), rounded to odd at
 * double precision (see the file comment). All host operations round to nearest. */
static double fma_small_rto(double x, double y, double z) {
    double p = x * y, s = p + z, bb, err;
    uint64_t bits;
    if (isnan(s) || isinf(s)) return s;
    bb = s - p;
    err = (p - (s - bb)) + (z - bb);
    if (err == 0) return s;
    bits = B64(s);
    if ((s > 0) != (err > 0)) bits -= 1; /* exact value is nearer to zero: truncate */
    return F64(bits | 1);
}

/* half/bfloat arithmetic by way of double. */
static uint64_t small_arith(int op, int fmt, uint64_t a, uint64_t b, uint64_t c) {
    double x = fp_to_double(fmt, a), y = fp_to_double(fmt, b), z = fp_to_double(fmt, c), r;
    switch (op) {
    case EO_FADD: r = x + y; break;
    case EO_FSUB: r = x - y; break;
    case EO_FMUL: r = x * y; break;
    case EO_FDIV: r = x / y; break;
    case EO_FREM: r = fmod(x, y); break;
    case EO_SQRT: r = sqrt(x); break;
    default: r = fma_small_rto(x, y, z); break;
    }
    if (r != r) return fp_formats[fmt].qnan;
    return fp_from_double(fmt, r, FP_RN);
}

static double approx_d(int eo, double x) {
    switch (eo) {
    case EO_NV_EX2: return exp2(x);
    case EO_NV_LG2: return log2(x);
    case EO_NV_SIN: return sin(x);
    case EO_NV_COS: return cos(x);
    case EO_NV_TANH: return tanh(x);
    case EO_NV_RSQRT: return 1.0 / sqrt(x);
    case EO_NV_RCPAPPROX: return 1.0 / x;
    default: return x;
    }
}


/* Every floating-point element operation except comparisons, casts between integer and
 * float of the LLVM kind, and the pure bit operations (fneg/fabs/copysign), which
 * ir_exec.c does itself. */
uint64_t irf_arith(int eo, int kind, int rnd, int ftz, uint64_t a, uint64_t b, uint64_t c) {
    int fmt = kfmt(kind);
    switch (eo) {
    /* ---- LLVM, round to nearest even */
    case EO_FADD: case EO_FSUB: case EO_FMUL: case EO_FDIV: case EO_FMA: case EO_SQRT:
        if (kind == VK_F32) return irf_f32op(eo, FP_RN, a, b, c);
        if (kind == VK_F64) return irf_f64op(eo, FP_RN, a, b, c);
        return small_arith(eo, fmt, a, b, c);
    case EO_FREM:
        if (kind == VK_F32) return canon32(fmodf(F32(a), F32(b)));
        if (kind == VK_F64) return B64(fmod(F64(a), F64(b)));
        return small_arith(eo, fmt, a, b, c);
    case EO_FLOOR: case EO_CEIL: case EO_FTRUNC: case EO_RINT: case EO_ROUND: case EO_ROUNDEVEN: {
        static const int rm[6] = {FP_RM, FP_RP, FP_RZ, FP_RN, FP_RNA, FP_RN};
        double x = fp_to_double(fmt, a);
        if (x != x) return fp_formats[fmt].qnan;
        return fp_from_double(fmt, fp_round_integral(x, rm[eo - EO_FLOOR]), FP_RN);
    }
    case EO_MINNUM: case EO_MAXNUM: return fp_minmax(fmt, eo == EO_MAXNUM, 0, 0, 0, 0, a, b);
    case EO_MINIMUM: case EO_MAXIMUM: return fp_minmax(fmt, eo == EO_MAXIMUM, 1, 0, 0, 0, a, b);
    /* ---- NVVM (PTX semantics) */
    case EO_NV_ADD: case EO_NV_MUL: case EO_NV_DIV: case EO_NV_FMA: case EO_NV_SQRT: case EO_NV_RCP: {
        static const int map[6] = {EO_FADD, EO_FMUL, EO_FDIV, EO_FMA, EO_FDIV, EO_SQRT};
        int op = map[eo == EO_NV_ADD ? 0 : eo == EO_NV_MUL ? 1 : eo == EO_NV_DIV ? 2 : eo == EO_NV_FMA ? 3 : eo == EO_NV_RCP ? 4 : 5];
        if (eo == EO_NV_RCP) { b = a; a = kind == VK_F32 ? 0x3f800000ULL : B64(1.0); }
        if (kind == VK_F32) {
            uint64_t d;
            if (ftz) { a = ftz32(a); b = ftz32(b); c = ftz32(c); }
            d = irf_f32op(op, rnd, a, b, c);
            return ftz ? ftz32(d) : d;
        }
        if (kind == VK_F64) return irf_f64op(op, rnd, a, b, c);
        /* fma.rn{.ftz}.f16/bf16: .ftz flushes subnormal inputs and results (sign kept) */
        if (ftz) return fp_flush(fmt, small_arith(op, fmt, fp_flush(fmt, a), fp_flush(fmt, b), fp_flush(fmt, c)));
        return small_arith(op, fmt, a, b, c);
    }
    case EO_NV_EX2: case EO_NV_LG2: case EO_NV_SIN: case EO_NV_COS: case EO_NV_TANH:
    case EO_NV_RSQRT: case EO_NV_RCPAPPROX: case EO_NV_SQRTAPPROX: {
        if (kind == VK_F64) {
            if (eo == EO_NV_RCPAPPROX) return fp_approx64_upper(0, a);
            if (eo == EO_NV_RSQRT && ftz) return fp_approx64_upper(1, a); /* rsqrt.approx.ftz.f64 */
            return B64(approx_d(eo, F64(a)));
        } else if (kind == VK_F16 && eo == EO_NV_EX2) {
            /* ex2.approx.f16 (no .ftz): the exact 2^x rounded to f16, as the emulator does */
            double r = approx_d(eo, fp_to_double(FP_F16, a & 0xffff));
            return r != r ? fp_formats[FP_F16].qnan : fp_from_double(FP_F16, r, FP_RN);
        } else {
            uint64_t d;
            if (eo == EO_NV_TANH) return canon32((float)tanh((double)F32(a))); /* no .ftz */
            if (ftz) a = ftz32(a);
            if (eo == EO_NV_SQRTAPPROX) d = canon32(sqrtf(F32(a)));
            else d = canon32((float)approx_d(eo, (double)F32(a)));
            return ftz ? ftz32(d) : d;
        }
    }
    case EO_NV_DIVAPPROX: {
        float x, y;
        uint64_t d;
        if (ftz) { a = ftz32(a); b = ftz32(b); }
        x = F32(a);
        y = F32(b);
        if (fabsf(y) > 0x1p126f && !isinf(y)) d = isinf(x) ? 0x7fffffffULL : (uint64_t)((a ^ b) & 0x80000000ULL);
        else d = canon32((float)((double)x / (double)y));
        return ftz ? ftz32(d) : d;
    }
    case EO_NV_DIVFULL: {
        uint64_t d;
        if (ftz) { a = ftz32(a); b = ftz32(b); }
        d = canon32((float)((double)F32(a) / (double)F32(b)));
        return ftz ? ftz32(d) : d;
    }
    case EO_NV_SAT: {
        double x, v;
        uint64_t r;
        if (kind == VK_F32 && ftz) a = ftz32(a);
        x = fp_to_double(fmt, a);
        r = fp_from_double(fmt, x, FP_RN);
        if (x != x) r = fp_formats[fmt].qnan;
        if (kind == VK_F32 && ftz) r = ftz32(r);
        v = fp_to_double(fmt, r);
        if (!(v > 0)) r = 0;
        else if (v > 1) r = fp_from_double(fmt, 1.0, FP_RN);
        return r;
    }
    case EO_NV_FABS:
        if (kind == VK_F32) { uint64_t d = a & 0x7fffffffULL; return ftz ? ftz32(d) : d; }
        return a & 0x7fffffffffffffffULL;
    case EO_NV_FMIN: case EO_NV_FMAX: case EO_NV_FMIN_NAN: case EO_NV_FMAX_NAN:
        /* .ftz flushes f32 and f16 (PTX min/max); bf16 has no .ftz */
        return fp_minmax(fmt, eo == EO_NV_FMAX || eo == EO_NV_FMAX_NAN, eo == EO_NV_FMIN_NAN || eo == EO_NV_FMAX_NAN, 0,
                         0, ftz && (kind == VK_F32 || kind == VK_F16), a, b);
    case EO_NV_RNDI: {
        double x, v;
        uint64_t r;
        if (kind == VK_F32 && ftz) a = ftz32(a);
        x = fp_to_double(fmt, a);
        v = fp_round_integral(x, rnd);
        r = x != x ? fp_formats[fmt].qnan : fp_from_double(fmt, v, FP_RN);
        if (kind == VK_F32 && ftz) r = ftz32(r);
        return r;
    }
    default: return 0;
    }
}

uint64_t irf_relu(int kind, uint64_t r) {
    int fmt = kfmt(kind), w = fp_formats[fmt].bits;
    if ((r >> (w - 1) & 1) && !fp_is_nan(fmt, r)) return 0;
    return r;
}

/* Conversions with a PTX rounding mode (NVVM cvt intrinsics): source kind/width skind/sw,
 * destination dkind/dw (VK_INT with its width, or a float kind). */
uint64_t irf_cvt(int eo, int skind, int sw, int dkind, int dw, int rnd, int fl, uint64_t a, uint64_t b) {
    int ftz = !!(fl & IF_FTZ), relu = !!(fl & IF_RELU);
    switch (eo) {
    case EO_NV_F2I:
        if (skind == VK_F32 && ftz) a = ftz32(a);
        return fp_to_int(fp_to_double(kfmt(skind), a), rnd, dw, !!(fl & IF_SIGNED));
    case EO_NV_I2F: {
        uint64_t m = sw >= 64 ? ~0ULL : (1ULL << sw) - 1, v = a & m;
        if (fl & IF_SIGNED) {
            int64_t s = sw >= 64 ? (int64_t)v : (int64_t)(v << (64 - sw)) >> (64 - sw);
            return fp_from_s64(kfmt(dkind), s, rnd);
        }
        return fp_from_u64(kfmt(dkind), v, rnd);
    }
    case EO_NV_F2F: {
        int dfmt = kfmt(dkind);
        uint64_t r;
        if (skind == VK_F32 && ftz) a = ftz32(a);
        r = fp_from_double(dfmt, fp_to_double(kfmt(skind), a), rnd);
        if (relu && (r >> (fp_formats[dfmt].bits - 1) & 1) && !fp_is_nan(dfmt, r)) r = 0;
        if (dkind == VK_F32 && ftz) r = ftz32(r);
        return r;
    }
    case EO_NV_FF2X2: {
        int dfmt = kfmt(dkind);
        uint64_t ra = fp_from_double(dfmt, (double)F32(a), rnd), rb = fp_from_double(dfmt, (double)F32(b), rnd);
        if (relu && (ra & 0x8000) && !fp_is_nan(dfmt, ra)) ra = 0;
        if (relu && (rb & 0x8000) && !fp_is_nan(dfmt, rb)) rb = 0;
        return ra << 16 | rb;
    }
    case EO_NV_F2TF32: case EO_NV_F2TF32_SATF: {
        /* cvt{.rna,.rn,.rz}{.relu}{.satfinite}.tf32.f32: a negative non-NaN result is 0
         * under .relu; .satfinite gives a NaN for NaN and clamps to the largest finite */
        uint64_t r = eo == EO_NV_F2TF32_SATF ? fp_from_double_satfinite(FP_TF32, (double)F32(a), rnd)
                                             : fp_from_double(FP_TF32, (double)F32(a), rnd);
        if (relu && (r >> 31 & 1) && !fp_is_nan(FP_TF32, r)) r = 0;
        return r;
    }
    default: (void)dw; return 0;
    }
}
