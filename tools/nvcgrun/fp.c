/* fp.c — exact float format conversions (see fp.h). Pure integer arithmetic on bit
 * patterns: no dependence on the host's rounding mode, so the results are the same on any
 * host and under any fesetround state. */
#include "fp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const fp_format fp_formats[FP_NFORMATS] = {
    {10, 5, 16, 0x7fff},                   /* f16 */
    {7, 8, 16, 0x7fff},                    /* bf16 */
    {23, 8, 32, 0x7fffffff},               /* f32 */
    {52, 11, 64, 0x7fffffffffffffffULL},   /* f64 */
    {10, 8, 32, 0x7fffffff},               /* tf32: f32 layout, 10 fraction bits kept */
    {3, 4, 8, 0x7f},                       /* e4m3 (no infinities) */
    {2, 5, 8, 0x7f},                       /* e5m2 */
    {3, 2, 6, 0x1f},                       /* e2m3: no Inf/NaN; "qnan" is what a NaN becomes */
    {2, 3, 6, 0x1f},                       /* e3m2 */
    {1, 2, 4, 0x7},                        /* e2m1 */
    {0, 8, 8, 0xff},                       /* ue8m0: unsigned, no zero; handled apart */
};

/* Formats whose top exponent field holds ordinary numbers (no infinities, no NaNs). */
static int fp_no_specials(int fmt) { return fmt == FP_E2M3 || fmt == FP_E3M2 || fmt == FP_E2M1; }

float fp_f32(uint32_t bits) { float f; memcpy(&f, &bits, 4); return f; }
uint32_t fp_bits32(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
double fp_f64(uint64_t bits) { double d; memcpy(&d, &bits, 8); return d; }
uint64_t fp_bits64(double d) { uint64_t b; memcpy(&b, &d, 8); return b; }

static int clz64(uint64_t x) {
    int n = 0;
    if (!x) return 64;
    while (!(x & 0x8000000000000000ULL)) { x <<= 1; n++; }
    return n;
}

/* tf32 is stored in a 32-bit container with the f32 layout; the 13 low fraction bits are 0. */
static int layout_mant(int fmt) { return fmt == FP_TF32 ? 23 : fp_formats[fmt].mant_bits; }

uint64_t fp_round_pack(int fmt, int sign, uint64_t mant, int exp2, int rm, int *inexact) {
    const fp_format *f = &fp_formats[fmt];
    int mb = f->mant_bits, eb = f->exp_bits;
    int bias = (1 << (eb - 1)) - 1;
    int emin = 1 - bias;
    uint64_t signbit = (uint64_t)sign << (f->bits - 1);
    uint64_t m, rbit = 0, sticky = 0, bits, maxfield;
    int L, e, q, shift, E, up = 0;
    if (inexact) *inexact = 0;
    if (mant == 0) return signbit;
    L = 64 - clz64(mant);
    e = exp2 + L - 1;
    q = (e < emin ? emin : e) - mb;
    shift = q - exp2;
    if (shift <= 0) {
        m = mant << -shift;
    } else if (shift < 64) {
        m = mant >> shift;
        rbit = (mant >> (shift - 1)) & 1;
        sticky = (mant & ((1ULL << (shift - 1)) - 1)) != 0;
    } else if (shift == 64) {
        m = 0;
        rbit = mant >> 63;
        sticky = (mant & 0x7fffffffffffffffULL) != 0;
    } else {
        m = 0;
        sticky = 1;
    }
    switch (rm) {
    case FP_RN: up = rbit && (sticky || (m & 1)); break;
    case FP_RNA: up = (int)rbit; break;
    case FP_RZ: up = 0; break;
    case FP_RP: up = !sign && (rbit || sticky); break;
    case FP_RM: up = sign && (rbit || sticky); break;
    default: up = 0; break;
    }
    if ((rbit || sticky) && inexact) *inexact = 1;
    m += (uint64_t)up;
    E = e < emin ? 0 : e + bias - 1;
    bits = ((uint64_t)E << mb) + m;
    maxfield = ((1ULL << eb) - 1) << mb;
    if (fmt == FP_E4M3) {
        /* e4m3 has no infinities: exponent field 15 holds normal numbers up to 448 (0x7e);
         * the caller (satfinite) clamps. Report overflow as anything above 0x7e. */
        if (bits > 0x7e) bits = 0x7f; /* NaN marker: callers saturate */
        return signbit | bits;
    }
    if (fp_no_specials(fmt)) {
        /* every field is a number: the caller's .satfinite is the only overflow rule */
        uint64_t maxmag = (1ULL << (eb + mb)) - 1;
        if (bits > maxmag) {
            if (inexact) *inexact = 1;
            bits = maxmag;
        }
        return signbit | bits;
    }
    if (bits >= maxfield) {
        /* Overflow: infinity or the largest finite value, per the rounding direction. */
        int to_inf = rm == FP_RN || rm == FP_RNA || (rm == FP_RP && !sign) || (rm == FP_RM && sign);
        if (inexact) *inexact = 1;
        bits = to_inf ? maxfield : maxfield - 1;
    }
    if (fmt == FP_TF32) bits <<= 13;
    return signbit | bits;
}

double fp_to_double(int fmt, uint64_t bits) {
    const fp_format *f = &fp_formats[fmt];
    int mb = layout_mant(fmt), eb = f->exp_bits;
    int bias = (1 << (eb - 1)) - 1;
    int sign = (int)((bits >> (f->bits - 1)) & 1);
    uint64_t field = (bits >> mb) & ((1ULL << eb) - 1);
    uint64_t frac = bits & ((1ULL << mb) - 1);
    double v;
    if (fmt == FP_F64) return fp_f64(bits);
    if (fmt == FP_F32) return (double)fp_f32((uint32_t)bits);
    if (fmt == FP_UE8M0) return (bits & 0xff) == 0xff ? NAN : ldexp(1.0, (int)(bits & 0xff) - 127);
    if (fmt == FP_E4M3) {
        if ((bits & 0x7f) == 0x7f) return NAN;
    } else if (fp_no_specials(fmt)) {
    } else if (field == (1ULL << eb) - 1) {
        if (frac) return NAN;
        return sign ? -INFINITY : INFINITY;
    }
    if (field == 0)
        v = ldexp((double)frac, 1 - bias - mb);
    else
        v = ldexp((double)(frac | (1ULL << mb)), (int)field - bias - mb);
    return sign ? -v : v;
}

static uint64_t from_double(int fmt, double x, int rm, int *inexact) {
    uint64_t b = fp_bits64(x);
    int sign = (int)(b >> 63);
    int ef = (int)((b >> 52) & 0x7ff);
    uint64_t frac = b & 0xfffffffffffffULL;
    const fp_format *f = &fp_formats[fmt];
    if (inexact) *inexact = 0;
    if (ef == 0x7ff) {
        if (frac) return f->qnan;
        if (fmt == FP_E4M3) return ((uint64_t)sign << 7) | 0x7f;
        if (fp_no_specials(fmt)) return ((uint64_t)sign << (f->bits - 1)) | ((1ULL << (f->bits - 1)) - 1);
        {
            int mb = layout_mant(fmt);
            uint64_t inf = ((1ULL << f->exp_bits) - 1) << mb;
            return ((uint64_t)sign << (f->bits - 1)) | inf;
        }
    }
    if (fmt == FP_F64) return b;
    if (ef == 0) return fp_round_pack(fmt, sign, frac, -1074, rm, inexact);
    return fp_round_pack(fmt, sign, frac | (1ULL << 52), ef - 1075, rm, inexact);
}

uint64_t fp_from_double(int fmt, double x, int rm) { return from_double(fmt, x, rm, NULL); }

uint64_t fp_from_double_satfinite(int fmt, double x, int rm) {
    const fp_format *f = &fp_formats[fmt];
    uint64_t r;
    int sign = signbit(x) != 0;
    uint64_t sb = (uint64_t)sign << (f->bits - 1);
    if (isnan(x)) return f->qnan;
    if (fp_no_specials(fmt)) return from_double(fmt, x, rm, NULL); /* clamps by itself */
    if (fmt == FP_E4M3) {
        if (isinf(x)) return sb | 0x7e;
        r = from_double(fmt, x, rm, NULL);
        if ((r & 0x7f) == 0x7f) r = sb | 0x7e;
        return r;
    }
    {
        int mb = layout_mant(fmt);
        uint64_t maxfin = ((((1ULL << f->exp_bits) - 1) << f->mant_bits) - 1);
        if (fmt == FP_TF32) maxfin <<= 13;
        (void)mb;
        if (isinf(x)) return sb | maxfin;
        r = from_double(fmt, x, rm, NULL);
        if ((r & ~sb) > maxfin) r = sb | maxfin;
        return r;
    }
}

uint64_t fp_from_u64(int fmt, uint64_t v, int rm) {
    if (fmt == FP_F64 && v == 0) return 0;
    return fp_round_pack(fmt, 0, v, 0, rm, NULL);
}

uint64_t fp_from_s64(int fmt, int64_t v, int rm) {
    uint64_t mag = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    return fp_round_pack(fmt, v < 0, mag, 0, rm, NULL);
}

double fp_round_integral(double x, int rm) {
    if (isnan(x) || isinf(x)) return x;
    switch (rm) {
    case FP_RZ: return trunc(x);
    case FP_RM: return floor(x);
    case FP_RP: return ceil(x);
    case FP_RNA: return round(x);
    default: {
        /* ties to even, independent of the host rounding mode */
        double fl = floor(x), diff = x - fl;
        double r;
        if (diff > 0.5) r = fl + 1;
        else if (diff < 0.5) r = fl;
        else r = fmod(fl, 2.0) == 0 ? fl : fl + 1;
        if (r == 0) r = copysign(0.0, x);
        return r;
    }
    }
}

uint64_t fp_to_int(double x, int rm, int width, int is_signed) {
    double r, lo, hi;
    uint64_t mask = width == 64 ? ~0ULL : (1ULL << width) - 1;
    if (isnan(x)) return 0;
    r = fp_round_integral(x, rm);
    if (is_signed) {
        lo = -ldexp(1.0, width - 1);
        hi = ldexp(1.0, width - 1); /* exclusive */
        if (r <= lo) return (uint64_t)(1ULL << (width - 1)) & mask;
        if (r >= hi) return (mask >> 1);
        return (uint64_t)(int64_t)r & mask;
    }
    hi = ldexp(1.0, width); /* exclusive */
    if (r <= 0) return 0;
    if (r >= hi) return mask;
    return (uint64_t)r & mask;
}

int fp_is_nan(int fmt, uint64_t bits) {
    const fp_format *f = &fp_formats[fmt];
    int mb = layout_mant(fmt);
    uint64_t field = (bits >> mb) & ((1ULL << f->exp_bits) - 1);
    uint64_t frac = bits & ((1ULL << mb) - 1);
    if (fmt == FP_E4M3) return (bits & 0x7f) == 0x7f;
    if (fmt == FP_UE8M0) return (bits & 0xff) == 0xff;
    if (fp_no_specials(fmt)) return 0;
    return field == (1ULL << f->exp_bits) - 1 && frac != 0;
}

int fp_is_subnormal(int fmt, uint64_t bits) {
    const fp_format *f = &fp_formats[fmt];
    int mb = layout_mant(fmt);
    uint64_t field = (bits >> mb) & ((1ULL << f->exp_bits) - 1);
    uint64_t frac = bits & ((1ULL << mb) - 1);
    return field == 0 && frac != 0;
}

uint64_t fp_flush(int fmt, uint64_t bits) {
    if (fp_is_subnormal(fmt, bits)) return bits & (1ULL << (fp_formats[fmt].bits - 1));
    return bits;
}

/* min/max per PTX (and LLVM minnum/maxnum/minimum/maximum, which llc lowers to it): -0 < +0;
 * a NaN operand yields the other one (two NaNs, or any NaN with NANPROP: the canonical NaN).
 * ABSMODE compares |a| and |b|; XORSIGN gives the result the sign of a^b. With FTZ the
 * inputs are flushed, so the result (one of them, or a NaN) needs no flushing. */
uint64_t fp_minmax(int fmt, int is_max, int nanprop, int absmode, int xorsign, int ftz, uint64_t a, uint64_t b) {
    int w = fp_formats[fmt].bits;
    uint64_t sbit = 1ULL << (w - 1), xs = (a ^ b) & sbit, d;
    double x, y;
    int an, bn;
    if (ftz) { a = fp_flush(fmt, a); b = fp_flush(fmt, b); }
    if (absmode) { a &= ~sbit; b &= ~sbit; }
    an = fp_is_nan(fmt, a);
    bn = fp_is_nan(fmt, b);
    if (an || bn) {
        if (nanprop || (an && bn)) return fp_formats[fmt].qnan;
        return an ? b : a;
    }
    x = fp_to_double(fmt, a);
    y = fp_to_double(fmt, b);
    if (x == y) {
        /* equal values: only the signs of zeros can differ */
        if (is_max) d = (a & sbit) ? b : a;
        else d = (a & sbit) ? a : b;
    } else {
        d = ((x < y) != is_max) ? a : b;
    }
    if (xorsign) d = (d & ~sbit) | xs;
    return d;
}

/* rcp/rsqrt .approx.ftz.f64: computed on the upper word (1.11.20), result in the upper word.
 * Uses host double arithmetic; both engines call it in round-to-nearest. */
uint64_t fp_approx64_upper(int rsq, uint64_t a) {
    uint64_t hiw = a & 0xffffffff00000000ULL, r;
    double x = fp_f64(hiw), y;
    if (x != x) return 0x7fffffff00000000ULL;
    if (!(hiw & 0x7ff0000000000000ULL)) x = (hiw >> 63) ? -0.0 : 0.0; /* subnormal -> 0 */
    y = rsq ? 1.0 / sqrt(x) : 1.0 / x;
    if (y != y) return 0x7fffffff00000000ULL;
    r = fp_bits64(y);
    if ((r & 0x7ff0000000000000ULL) == 0) return r & 0x8000000000000000ULL; /* flush */
    if ((r & 0x7ff0000000000000ULL) != 0x7ff0000000000000ULL) {
        r += 0x80000000ULL; /* round to nearest in the upper word */
    }
    return r & 0xffffffff00000000ULL;
}

void fp_format_value(int fmt, uint64_t bits, char *buf, int size) {
    double v = fp_to_double(fmt, bits);
    int prec;
    if (isnan(v)) { snprintf(buf, (size_t)size, "nan"); return; }
    if (isinf(v)) { snprintf(buf, (size_t)size, v < 0 ? "-inf" : "inf"); return; }
    for (prec = 1; prec <= 17; prec++) {
        snprintf(buf, (size_t)size, "%.*g", prec, v);
        if (fp_from_double(fmt, strtod(buf, NULL), FP_RN) == bits) return;
        if (fmt != FP_F64 && strtod(buf, NULL) == v) return;
    }
    snprintf(buf, (size_t)size, "%.17g", v);
}

/* ---- the packed narrow-format conversions (fp.h) */

/* ue8m0 from an exact double: sign ignored, .rz the power of two at or below |x|, .rp the
 * one at or above, clamped below at 2^-127 (code 0). */
static uint32_t ue8m0_from_double(double x, int rm, int satfinite) {
    double a = fabs(x), f;
    int k, e, code;
    if (x != x) return 0xff;
    if (isinf(a)) return satfinite ? 0xfe : 0xff;
    if (a == 0) return 0;
    f = frexp(a, &k);                     /* a = f * 2^k, f in [0.5, 1) */
    e = k - 1;                            /* floor(log2 a) */
    if (rm == FP_RP && f != 0.5) e++;     /* not a power of two: round up */
    code = e + 127;
    if (code < 0) code = 0;
    if (code >= 0xff) return satfinite ? 0xfe : 0xff;
    return (uint32_t)code;
}

uint32_t fp_narrow_from_double(int fmt, double x, int rm, int flags) {
    uint64_t r;
    const fp_format *f = &fp_formats[fmt];
    if (fmt == FP_UE8M0) return ue8m0_from_double(x, rm, !!(flags & FP_CVT_SATFINITE));
    if (x != x) return (uint32_t)f->qnan; /* e4m3/e5m2: NaN; e2m3/e3m2/e2m1: +MAX_NORM */
    r = (flags & FP_CVT_SATFINITE) ? fp_from_double_satfinite(fmt, x, rm) : fp_from_double(fmt, x, rm);
    if ((flags & FP_CVT_RELU) && (r >> (f->bits - 1) & 1) && !fp_is_nan(fmt, r)) r = 0;
    return (uint32_t)r;
}

uint32_t fp_cvt_narrow_pack(int dfmt, int sfmt, uint32_t a, uint32_t b, int rm, int flags) {
    double hi, lo;
    int w = dfmt == FP_E2M1 ? 4 : 8;
    if (sfmt == FP_F32) {
        hi = (double)fp_f32(a);
        lo = (double)fp_f32(b);
    } else {
        hi = fp_to_double(sfmt, a >> 16 & 0xffff);
        lo = fp_to_double(sfmt, a & 0xffff);
    }
    return fp_narrow_from_double(dfmt, hi, rm, flags) << w | fp_narrow_from_double(dfmt, lo, rm, flags);
}

/* Stochastic rounding (.rs) of one f32 to f16 or bf16 with NRB random bits R: |x| is
 * split at the destination's precision (its quantum q: 2^(e - mant_bits) for a normal
 * result, the subnormal quantum below the normal range) into I * q + F, F in [0, q); the
 * top NRB bits of F, plus R, carry into I when they reach 2^NRB. For bf16 (16 bits) and
 * for f16 results in its normal range (13 bits) those are exactly the bits the conversion
 * discards, as the ISA defines .rs; for f16 subnormal results more bits are discarded, and
 * R meets the 13 just below the kept precision (the lower ones are truncated). A carry past
 * the largest finite value gives infinity, or that value with .satfinite; NaN gives the
 * canonical NaN; infinities stay (the largest finite with .satfinite). */
static uint64_t fp_rs_one(int dfmt, uint32_t a, uint32_t r, int nrb, int flags) {
    const fp_format *f = &fp_formats[dfmt];
    double x = (double)fp_f32(a), ax = fabs(x), v;
    uint64_t res;
    int emin = 2 - (1 << (f->exp_bits - 1)), e;
    if (isnan(x)) return f->qnan;
    if (isinf(x) || ax == 0) {
        v = x;
    } else {
        double scaled, ip, frac;
        (void)frexp(ax, &e);
        e -= 1; /* ax in [2^e, 2^(e+1)) */
        if (e < emin) e = emin;
        scaled = ldexp(ax, f->mant_bits - e); /* exact: ax has 24 significant bits */
        ip = floor(scaled);
        frac = floor(ldexp(scaled - ip, nrb));
        if (frac + (double)(r & ((1u << nrb) - 1)) >= ldexp(1.0, nrb)) ip += 1;
        v = copysign(ldexp(ip, e - f->mant_bits), x);
    }
    res = (flags & FP_CVT_SATFINITE) ? fp_from_double_satfinite(dfmt, v, FP_RN) : fp_from_double(dfmt, v, FP_RN);
    if ((flags & FP_CVT_RELU) && (res >> (f->bits - 1) & 1)) res = 0;
    return res;
}

uint32_t fp_cvt_rs_pack(int dfmt, uint32_t a, uint32_t b, uint32_t rbits, int flags) {
    int nrb = dfmt == FP_F16 ? 13 : 16;
    return (uint32_t)(fp_rs_one(dfmt, a, rbits >> 16, nrb, flags) << 16 | fp_rs_one(dfmt, b, rbits & 0xffff, nrb, flags));
}

uint32_t fp_cvt_narrow_unpack(int dfmt, int sfmt, uint32_t a, int flags) {
    int w = sfmt == FP_E2M1 ? 4 : 8, k;
    uint32_t r = 0;
    for (k = 1; k >= 0; k--) {
        uint32_t e = a >> (k * w) & ((1u << w) - 1);
        uint64_t h;
        if (sfmt == FP_E2M3 || sfmt == FP_E3M2) e &= 0x3f; /* the container's top bits are ignored */
        h = fp_from_double(dfmt, fp_to_double(sfmt, e), FP_RN);
        if (fp_is_nan(sfmt, e)) h = fp_formats[dfmt].qnan;
        if ((flags & FP_CVT_RELU) && (h & 0x8000) && !fp_is_nan(dfmt, h)) h = 0;
        r |= (uint32_t)h << (k * 16);
    }
    return r;
}
