/* ir_exec.c — the ir engine's executor: runs the decoded form (ir_int.h) that ir_engine.c
 * builds from nvcg's IR, one thread at a time, for the runner's scheduler (runner.h).
 *
 * A thread is an explicit stack of frames over two growable arrays, the value words R[]
 * and their poison flags P[]; nothing lives on the C stack between two steps, so a thread
 * can block at a barrier or a warp collective (the runner computes it, see runner.h
 * "Blocking") and resume, and calls nest without C recursion.
 *
 * Semantics are LLVM's (LangRef) and, for NVVM intrinsics, those of the PTX instructions
 * they stand for. Poison is a flag per word, made deterministic:
 *  - instructions propagate it (any poison operand lane -> poison result lane); nsw/nuw/
 *    exact violations, shifts by >= the width, out-of-range fptosi/fptoui, out-of-range
 *    extractelement/insertelement indices, shufflevector's -1 lanes, ctlz/cttz(0, true)
 *    and abs(INT_MIN, true) create it; each also computes a "natural" value (the wrapped
 *    result, 0 for an over-wide shl/lshr, the sign fill for ashr, the saturated value
 *    PTX's cvt.rzi gives for a conversion), which is what the word holds;
 *  - freeze turns poison into 0; select on a poison condition gives poison;
 *  - storing poison is allowed (memory is not poison-tracked): the natural value is
 *    stored and a warning names the instruction (once per instruction);
 *  - immediate undefined behaviour is a fault naming the instruction: a branch or switch
 *    on poison, division by zero or by poison, INT_MIN / -1 (sdiv and srem), a memory
 *    access or call through a poison pointer, `unreachable`.
 * undef is 0 (not poison). Memory accesses go through the runner's address map and fault
 * there (out of bounds, misaligned for the instruction's `align`, read-only). Not checked
 * (the access that goes wrong faults instead): getelementptr inbounds leaving its object,
 * and the noundef/nonnull/align/dereferenceable attributes. Memory holds bytes, not poison:
 * a load never yields poison. */
#include "ir_int.h"

#include "fp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- thread state */

typedef struct irframe {
    uint32_t fn, pc, base;
    uint32_t ret_slot, ret_words;   /* in the caller's frame */
    uint64_t local_top;             /* t->local_size before this frame was pushed */
    uint64_t local_base;            /* this frame's static allocas */
} irframe;

typedef struct irthr {
    uint64_t *R;
    uint8_t *P;
    uint32_t cap;
    irframe *fr;
    uint32_t nfr, capfr;
} irthr;

/* ---------------------------------------------------------------- 128-bit integers */

static inline u128 U(uint64_t lo, uint64_t hi) { u128 r; r.lo = lo; r.hi = hi; return r; }

static inline u128 mask_w(u128 x, int w) {
    if (w >= 128) return x;
    if (w > 64) { x.hi &= (1ULL << (w - 64)) - 1; return x; }
    x.hi = 0;
    if (w < 64) x.lo &= (1ULL << w) - 1;
    return x;
}
static inline int sbit_w(u128 x, int w) { return w > 64 ? (int)(x.hi >> (w - 65) & 1) : (int)(x.lo >> (w - 1) & 1); }
/* sign-extend from bit w-1 to all 128 bits */
static inline u128 sext_w(u128 x, int w) {
    if (w >= 128) return x;
    if (w > 64) {
        if (x.hi >> (w - 65) & 1) x.hi |= ~0ULL << (w - 64);
        return x;
    }
    if (w < 64 && (x.lo >> (w - 1) & 1)) x.lo |= ~0ULL << w;
    x.hi = (x.lo >> 63) ? ~0ULL : 0;
    return x;
}
static inline u128 add128(u128 a, u128 b) { u128 r; r.lo = a.lo + b.lo; r.hi = a.hi + b.hi + (r.lo < a.lo); return r; }
static inline u128 sub128(u128 a, u128 b) { u128 r; r.lo = a.lo - b.lo; r.hi = a.hi - b.hi - (a.lo < b.lo); return r; }
static inline u128 neg128(u128 a) { return sub128(U(0, 0), a); }
static inline int iszero(u128 a) { return !a.lo && !a.hi; }
static inline int eq128(u128 a, u128 b) { return a.lo == b.lo && a.hi == b.hi; }
static inline int ult128(u128 a, u128 b) { return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo); }
static inline int slt128(u128 a, u128 b) {
    if ((int64_t)a.hi != (int64_t)b.hi) return (int64_t)a.hi < (int64_t)b.hi;
    return a.lo < b.lo;
}
static inline u128 shl128(u128 a, unsigned s) {
    if (s == 0) return a;
    if (s >= 128) return U(0, 0);
    if (s >= 64) return U(0, a.lo << (s - 64));
    return U(a.lo << s, a.hi << s | a.lo >> (64 - s));
}
static inline u128 lshr128(u128 a, unsigned s) {
    if (s == 0) return a;
    if (s >= 128) return U(0, 0);
    if (s >= 64) return U(a.hi >> (s - 64), 0);
    return U(a.lo >> s | a.hi << (64 - s), a.hi >> s);
}
static inline u128 ashr128(u128 a, unsigned s) {
    uint64_t fill = (a.hi >> 63) ? ~0ULL : 0;
    if (s == 0) return a;
    if (s >= 128) return U(fill, fill);
    if (s >= 64) return U((uint64_t)((int64_t)a.hi >> (s - 64)), fill);
    return U(a.lo >> s | a.hi << (64 - s), (uint64_t)((int64_t)a.hi >> s));
}

static void mul64(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo) {
    uint64_t a0 = a & 0xffffffffULL, a1 = a >> 32, b0 = b & 0xffffffffULL, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffULL) + (p10 & 0xffffffffULL);
    *lo = (p00 & 0xffffffffULL) | (mid << 32);
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

/* full 256-bit product of two 128-bit values, little-endian limbs */
static void mul256(u128 a, u128 b, uint64_t o[4]) {
    uint64_t x[2], y[2];
    int i, j;
    x[0] = a.lo; x[1] = a.hi; y[0] = b.lo; y[1] = b.hi;
    o[0] = o[1] = o[2] = o[3] = 0;
    for (i = 0; i < 2; i++) {
        uint64_t carry = 0;
        for (j = 0; j < 2; j++) {
            uint64_t hi, lo, s;
            mul64(x[i], y[j], &hi, &lo);
            s = o[i + j] + lo;
            hi += s < lo;
            s += carry;
            hi += s < carry;
            o[i + j] = s;
            carry = hi;
        }
        o[i + 2] += carry;
    }
}

static inline u128 mul128(u128 a, u128 b) {
    uint64_t o[4];
    mul256(a, b, o);
    return U(o[0], o[1]);
}

static void udivrem128(u128 a, u128 b, u128 *q, u128 *r) {
    u128 qq = U(0, 0), rr = U(0, 0);
    int i;
    if (!a.hi && !b.hi) {
        *q = U(a.lo / b.lo, 0);
        *r = U(a.lo % b.lo, 0);
        return;
    }
    for (i = 127; i >= 0; i--) {
        rr = shl128(rr, 1);
        rr.lo |= (i >= 64 ? a.hi >> (i - 64) : a.lo >> i) & 1;
        if (!ult128(rr, b)) {
            rr = sub128(rr, b);
            if (i >= 64) qq.hi |= 1ULL << (i - 64);
            else qq.lo |= 1ULL << i;
        }
    }
    *q = qq;
    *r = rr;
}

static int clz128(u128 a, int w) {
    int n = 0, i;
    for (i = w - 1; i >= 0; i--, n++)
        if ((i >= 64 ? a.hi >> (i - 64) : a.lo >> i) & 1) break;
    return n;
}
static int ctz128(u128 a, int w) {
    int i;
    for (i = 0; i < w; i++)
        if ((i >= 64 ? a.hi >> (i - 64) : a.lo >> i) & 1) break;
    return i;
}
static int popc64(uint64_t x) {
    int n = 0;
    while (x) { x &= x - 1; n++; }
    return n;
}

/* the signed minimum / maximum of width w, canonical */
static inline u128 smin_w(int w) { return w > 64 ? U(0, 1ULL << (w - 65)) : U(1ULL << (w - 1), 0); }
static inline u128 smax_w(int w) { return mask_w(U(~0ULL, ~0ULL), w - 1); }
static inline u128 umax_w(int w) { return mask_w(U(~0ULL, ~0ULL), w); }

/* unsigned overflow of a*b beyond w bits; signed when sgn (a, b canonical w-bit) */
static int mul_ovf(u128 a, u128 b, int w, int sgn) {
    uint64_t o[4];
    int i;
    if (!sgn) {
        mul256(a, b, o);
        /* bits at position >= w must be zero */
        for (i = 0; i < 4; i++) {
            int lo = 64 * i;
            uint64_t m = ~0ULL;
            if (lo + 64 <= w) continue;
            if (w > lo) m = ~0ULL << (w - lo);
            if (o[i] & m) return 1;
        }
        return 0;
    } else {
        int na = sbit_w(a, w), nb = sbit_w(b, w), neg = na ^ nb;
        u128 ma = na ? mask_w(neg128(a), w) : a, mb = nb ? mask_w(neg128(b), w) : b;
        u128 lim;
        /* |a| and |b| fit in w bits (|INT_MIN| = 2^(w-1) included) */
        mul256(ma, mb, o);
        if (o[2] || o[3]) return 1;
        lim = smin_w(w); /* 2^(w-1) */
        if (!neg) lim = sub128(lim, U(1, 0));
        return ult128(lim, U(o[0], o[1]));
    }
}

/* ---------------------------------------------------------------- floating point helpers */

static int kind_fmt(int kind) {
    switch (kind) {
    case VK_F16: return FP_F16;
    case VK_BF16: return FP_BF16;
    case VK_F32: return FP_F32;
    default: return FP_F64;
    }
}

static uint64_t kind_signbit(int kind) {
    switch (kind) {
    case VK_F16: case VK_BF16: return 0x8000;
    case VK_F32: return 0x80000000ULL;
    default: return 0x8000000000000000ULL; /* f64; f128: the high word */
    }
}

static int f128_isnan(u128 a) { return (a.hi >> 48 & 0x7fff) == 0x7fff && ((a.hi & 0xffffffffffffULL) || a.lo); }

/* fp128 <-> double-rounded formats. */
static uint64_t f128_to_fmt(u128 a, int fmt) {
    int sign = (int)(a.hi >> 63), e = (int)(a.hi >> 48 & 0x7fff);
    uint64_t fhi = a.hi & 0xffffffffffffULL, m;
    int exp2;
    if (e == 0x7fff) {
        if (fhi || a.lo) return fp_formats[fmt].qnan;
        return fp_from_double(fmt, sign ? -INFINITY : INFINITY, FP_RN);
    }
    /* significand (113 bits) = (e ? 1 : 0) << 112 | fhi << 64 | lo; keep its top 62 bits
     * and a sticky bit: enough for one correct rounding to <= 53 bits */
    {
        uint64_t top = (e ? 1ULL << 48 : 0) | fhi; /* bits 112..64 */
        m = top << 13 | a.lo >> 51;               /* bits 112..51 -> 62 bits */
        if (a.lo & ((1ULL << 51) - 1)) m |= 1;
        exp2 = (e ? e : 1) - 16383 - 112 + 51;
    }
    if (!m) return (uint64_t)sign << (fp_formats[fmt].bits - 1);
    return fp_round_pack(fmt, sign, m, exp2, FP_RN, NULL);
}

static u128 fmt_to_f128(int fmt, uint64_t bits) {
    double d = fp_to_double(fmt, bits);
    uint64_t b = fp_bits64(d), sign = b >> 63, frac = b & 0xfffffffffffffULL;
    int exp = (int)(b >> 52 & 0x7ff);
    uint64_t e128;
    if (exp == 0x7ff) {
        if (frac) return U(0, sign << 63 | 0x7fffULL << 48 | 1ULL << 47); /* quiet NaN */
        e128 = 0x7fff;
        frac = 0;
    } else if (exp == 0 && frac == 0) {
        e128 = 0;
    } else {
        int e = exp ? exp - 1023 : -1022;
        if (!exp) {
            while (!(frac & (1ULL << 52))) { frac <<= 1; e--; }
            frac &= (1ULL << 52) - 1;
        }
        e128 = (uint64_t)(e + 16383);
    }
    return U(frac << 60, sign << 63 | e128 << 48 | frac >> 4);
}

static double lane_double(int kind, u128 a) {
    if (kind == VK_F128) return fp_to_double(FP_F64, f128_to_fmt(a, FP_F64));
    return fp_to_double(kind_fmt(kind), a.lo);
}

static int fcmp_pred(int pred, int un, int lt, int eq, int gt) {
    switch (pred) {
    case 0: return 0;                 /* false */
    case 1: return !un && eq;         /* oeq */
    case 2: return !un && gt;         /* ogt */
    case 3: return !un && (gt || eq); /* oge */
    case 4: return !un && lt;         /* olt */
    case 5: return !un && (lt || eq); /* ole */
    case 6: return !un && !eq;        /* one */
    case 7: return !un;               /* ord */
    case 8: return un;                /* uno */
    case 9: return un || eq;          /* ueq */
    case 10: return un || gt;         /* ugt */
    case 11: return un || gt || eq;   /* uge */
    case 12: return un || lt;         /* ult */
    case 13: return un || lt || eq;   /* ule */
    case 14: return un || !eq;        /* une */
    default: return 1;                /* true */
    }
}

static int lane_fcmp(int kind, int pred, u128 a, u128 b) {
    if (kind == VK_F128) {
        /* exact, on the bits: NaNs unordered, -0 == +0, sign-magnitude order */
        int un = f128_isnan(a) || f128_isnan(b), lt = 0, eq = 0, gt = 0;
        if (!un) {
            int sa = (int)(a.hi >> 63), sb = (int)(b.hi >> 63);
            u128 ma = U(a.lo, a.hi & ~(1ULL << 63)), mb = U(b.lo, b.hi & ~(1ULL << 63));
            if (iszero(ma) && iszero(mb)) eq = 1;
            else if (sa != sb) { lt = sa; gt = sb; }
            else if (eq128(ma, mb)) eq = 1;
            else { lt = ult128(ma, mb) ^ sa; gt = !lt; }
        }
        return fcmp_pred(pred, un, lt, eq, gt);
    } else {
        double x = lane_double(kind, a), y = lane_double(kind, b);
        int un = x != x || y != y;
        return fcmp_pred(pred, un, x < y, x == y, x > y);
    }
}

static int icmp_pred(int pred, u128 a, u128 b, int w) {
    u128 sa, sb;
    switch (pred) {
    case 32: return eq128(a, b);
    case 33: return !eq128(a, b);
    case 34: return ult128(b, a);
    case 35: return !ult128(a, b);
    case 36: return ult128(a, b);
    case 37: return !ult128(b, a);
    default: break;
    }
    sa = sext_w(a, w);
    sb = sext_w(b, w);
    switch (pred) {
    case 38: return slt128(sb, sa);
    case 39: return !slt128(sa, sb);
    case 40: return slt128(sa, sb);
    default: return !slt128(sb, sa);
    }
}

/* An integral double |t| < 2^128 as a 128-bit magnitude. */
static u128 double_to_u128(double t) {
    if (t < 18446744073709551616.0) return U((uint64_t)t, 0);
    {
        double h = floor(t / 18446744073709551616.0);
        return U((uint64_t)(t - h * 18446744073709551616.0), (uint64_t)h);
    }
}

/* fptosi/fptoui: x truncated toward zero; out of range (or NaN) is poison with the value
 * PTX's saturating cvt.rzi gives (NaN -> 0). */
static int fp_to_intw(double x, int dw, int sgn, u128 *r) {
    double t, lim;
    u128 mag;
    if (x != x) { *r = U(0, 0); return IRL_POISON; }
    t = trunc(x);
    if (sgn) {
        lim = ldexp(1.0, dw - 1);
        if (t >= lim) { *r = smax_w(dw); return IRL_POISON; }
        if (t < -lim) { *r = smin_w(dw); return IRL_POISON; }
    } else {
        lim = ldexp(1.0, dw);
        if (t >= lim) { *r = umax_w(dw); return IRL_POISON; }
        if (t < 0) { *r = U(0, 0); return t <= -1.0 ? IRL_POISON : IRL_OK; }
    }
    mag = double_to_u128(fabs(t));
    *r = mask_w(t < 0 ? neg128(mag) : mag, dw);
    return IRL_OK;
}

/* sitofp/uitofp: a w-bit integer to a format, round to nearest even. */
static uint64_t int_to_fmt(u128 a, int w, int sgn, int fmt) {
    int neg = sgn && sbit_w(a, w), L, sh;
    u128 m = neg ? neg128(sext_w(a, w)) : a; /* magnitude */
    uint64_t mant;
    if (!m.hi) return fp_round_pack(fmt, neg, m.lo, 0, FP_RN, NULL);
    L = 128 - clz128(m, 128);
    sh = L - 62;
    mant = lshr128(m, (unsigned)sh).lo;
    if (!iszero(mask_w(m, sh))) mant |= 1; /* sticky */
    return fp_round_pack(fmt, neg, mant, sh, FP_RN, NULL);
}

/* prmt.b32{mode}: mode 0 the generic byte select, 1..6 f4e b4e rc8 ecl ecr rc16 (the
 * selector's two low bits pick a pattern of byte indexes into b:a) */
static uint32_t prmt(uint32_t a, uint32_t b, uint32_t c, int mode) {
    static const uint8_t pat[6][4][4] = {
        {{0, 1, 2, 3}, {1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}},  /* f4e: forward 4 extract */
        {{0, 7, 6, 5}, {1, 0, 7, 6}, {2, 1, 0, 7}, {3, 2, 1, 0}},  /* b4e: backward 4 extract */
        {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}},  /* rc8: replicate a byte */
        {{0, 1, 2, 3}, {1, 1, 2, 3}, {2, 2, 2, 3}, {3, 3, 3, 3}},  /* ecl: edge clamp left */
        {{0, 0, 0, 0}, {0, 1, 1, 1}, {0, 1, 2, 2}, {0, 1, 2, 3}},  /* ecr: edge clamp right */
        {{0, 1, 0, 1}, {2, 3, 2, 3}, {0, 1, 0, 1}, {2, 3, 2, 3}}}; /* rc16: replicate a half */
    uint64_t tmp = (uint64_t)b << 32 | a;
    uint32_t d = 0;
    int i;
    if (mode) {
        for (i = 0; i < 4; i++) d |= ((uint32_t)(tmp >> (8 * pat[mode - 1][c & 3][i])) & 0xff) << (8 * i);
        return d;
    }
    for (i = 0; i < 4; i++) {
        uint32_t sel = (c >> (4 * i)) & 0xf;
        uint32_t byte = (uint32_t)(tmp >> (8 * (sel & 7))) & 0xff;
        if (sel & 8) byte = (byte & 0x80) ? 0xff : 0;
        d |= byte << (8 * i);
    }
    return d;
}

/* ---------------------------------------------------------------- one lane */

int ir_lane(const irins *in, u128 x, u128 y, u128 z, u128 *r) {
    int w = in->w, fl = in->fl, kind = in->kind, st = IRL_OK;
    u128 v = U(0, 0);
    switch (in->sub) {
    case EO_ADD:
        v = mask_w(add128(x, y), w);
        if ((fl & IF_NUW) && (w == 128 ? ult128(v, x) : !eq128(add128(x, y), v))) st = IRL_POISON;
        if ((fl & IF_NSW) && sbit_w(x, w) == sbit_w(y, w) && sbit_w(v, w) != sbit_w(x, w)) st = IRL_POISON;
        break;
    case EO_SUB:
        v = mask_w(sub128(x, y), w);
        if ((fl & IF_NUW) && ult128(x, y)) st = IRL_POISON;
        if ((fl & IF_NSW) && sbit_w(x, w) != sbit_w(y, w) && sbit_w(v, w) != sbit_w(x, w)) st = IRL_POISON;
        break;
    case EO_MUL:
        v = mask_w(mul128(x, y), w);
        if ((fl & IF_NUW) && mul_ovf(x, y, w, 0)) st = IRL_POISON;
        if ((fl & IF_NSW) && mul_ovf(x, y, w, 1)) st = IRL_POISON;
        break;
    case EO_UDIV: case EO_UREM: {
        u128 q, rm;
        if (iszero(y)) return IRL_UB_DIV0;
        udivrem128(x, y, &q, &rm);
        v = in->sub == EO_UDIV ? q : rm;
        if ((fl & IF_EXACT) && !iszero(rm)) st = IRL_POISON;
        break;
    }
    case EO_SDIV: case EO_SREM: {
        u128 q, rm, sx = sext_w(x, w), sy = sext_w(y, w), ax, ay;
        int nx = sbit_w(x, w), ny = sbit_w(y, w);
        if (iszero(y)) return IRL_UB_DIV0;
        if (eq128(x, smin_w(w)) && eq128(y, umax_w(w))) return IRL_UB_OVF;
        ax = nx ? neg128(sx) : sx;
        ay = ny ? neg128(sy) : sy;
        udivrem128(ax, ay, &q, &rm);
        if (nx != ny) q = neg128(q);
        if (nx) rm = neg128(rm);
        v = mask_w(in->sub == EO_SDIV ? q : rm, w);
        if ((fl & IF_EXACT) && !iszero(rm)) st = IRL_POISON;
        break;
    }
    case EO_SHL: case EO_LSHR: case EO_ASHR: {
        unsigned s;
        if (y.hi || y.lo >= (uint64_t)w) {
            /* poison; natural value as PTX's clamping shifts give it */
            v = in->sub == EO_ASHR && sbit_w(x, w) ? umax_w(w) : U(0, 0);
            st = IRL_POISON;
            break;
        }
        s = (unsigned)y.lo;
        if (in->sub == EO_SHL) {
            v = mask_w(shl128(x, s), w);
            if ((fl & IF_NUW) && !eq128(lshr128(v, s), x)) st = IRL_POISON;
            if ((fl & IF_NSW) && !eq128(ashr128(sext_w(v, w), s), sext_w(x, w))) st = IRL_POISON;
        } else {
            v = in->sub == EO_LSHR ? lshr128(x, s) : mask_w(ashr128(sext_w(x, w), s), w);
            if ((fl & IF_EXACT) && !iszero(mask_w(x, (int)s))) st = IRL_POISON;
            if ((fl & IF_EXACT) && s == 0) st = IRL_OK;
        }
        break;
    }
    case EO_AND: v = U(x.lo & y.lo, x.hi & y.hi); break;
    case EO_OR: v = U(x.lo | y.lo, x.hi | y.hi); break;
    case EO_XOR: v = U(x.lo ^ y.lo, x.hi ^ y.hi); break;
    case EO_SMIN: v = slt128(sext_w(x, w), sext_w(y, w)) ? x : y; break;
    case EO_SMAX: v = slt128(sext_w(y, w), sext_w(x, w)) ? x : y; break;
    case EO_UMIN: v = ult128(x, y) ? x : y; break;
    case EO_UMAX: v = ult128(y, x) ? x : y; break;
    case EO_SADDSAT: case EO_SSUBSAT: {
        int add = in->sub == EO_SADDSAT;
        v = mask_w(add ? add128(x, y) : sub128(x, y), w);
        if (add ? (sbit_w(x, w) == sbit_w(y, w) && sbit_w(v, w) != sbit_w(x, w))
                : (sbit_w(x, w) != sbit_w(y, w) && sbit_w(v, w) != sbit_w(x, w)))
            v = sbit_w(x, w) ? smin_w(w) : smax_w(w);
        break;
    }
    case EO_UADDSAT: {
        u128 s = add128(x, y);
        v = mask_w(s, w);
        if (w == 128 ? ult128(v, x) : !eq128(s, v)) v = umax_w(w);
        break;
    }
    case EO_USUBSAT: v = ult128(x, y) ? U(0, 0) : sub128(x, y); break;
    case EO_FSHL: case EO_FSHR: {
        u128 q, sh;
        unsigned s;
        udivrem128(z, U((uint64_t)w, 0), &q, &sh);
        s = (unsigned)sh.lo;
        if (s == 0) { v = in->sub == EO_FSHL ? x : y; break; }
        if (in->sub == EO_FSHL) v = mask_w(U(shl128(x, s).lo | lshr128(y, (unsigned)w - s).lo, shl128(x, s).hi | lshr128(y, (unsigned)w - s).hi), w);
        else v = mask_w(U(shl128(x, (unsigned)w - s).lo | lshr128(y, s).lo, shl128(x, (unsigned)w - s).hi | lshr128(y, s).hi), w);
        break;
    }
    case EO_CTPOP: v = U((uint64_t)(popc64(x.lo) + popc64(x.hi)), 0); break;
    case EO_CTLZ: case EO_CTTZ:
        if (iszero(x)) { v = U((uint64_t)w, 0); if (fl & IF_ZPOISON) st = IRL_POISON; break; }
        v = U((uint64_t)(in->sub == EO_CTLZ ? clz128(x, w) : ctz128(x, w)), 0);
        break;
    case EO_BSWAP: {
        int i, nb = w / 8;
        for (i = 0; i < nb; i++) {
            uint64_t byte = (i >= 8 ? x.hi >> (8 * (i - 8)) : x.lo >> (8 * i)) & 0xff;
            int j = nb - 1 - i;
            if (j >= 8) v.hi |= byte << (8 * (j - 8));
            else v.lo |= byte << (8 * j);
        }
        break;
    }
    case EO_BITREV: {
        int i;
        for (i = 0; i < w; i++) {
            uint64_t bit = (i >= 64 ? x.hi >> (i - 64) : x.lo >> i) & 1;
            int j = w - 1 - i;
            if (j >= 64) v.hi |= bit << (j - 64);
            else v.lo |= bit << j;
        }
        break;
    }
    case EO_ABS:
        if (eq128(x, smin_w(w))) { v = x; if (fl & IF_ZPOISON) st = IRL_POISON; break; }
        v = sbit_w(x, w) ? mask_w(neg128(x), w) : x;
        break;
    case EO_ICMP: v = U((uint64_t)icmp_pred(fl, x, y, w), 0); break;
    case EO_FCMP: v = U((uint64_t)lane_fcmp(kind, fl, x, y), 0); break;
    /* ---- casts */
    case EO_TRUNC: v = mask_w(x, IRK_DW(in->k)); break;
    case EO_ZEXT: v = x; break;
    case EO_SEXT: v = mask_w(sext_w(x, w), IRK_DW(in->k)); break;
    case EO_FPTRUNC: case EO_FPEXT: {
        int dk = IRK_DKIND(in->k);
        if (dk == VK_F128) v = kind == VK_F128 ? x : fmt_to_f128(kind_fmt(kind), x.lo);
        else if (kind == VK_F128) v = U(f128_to_fmt(x, kind_fmt(dk)), 0);
        else v = U(fp_from_double(kind_fmt(dk), fp_to_double(kind_fmt(kind), x.lo), FP_RN), 0);
        break;
    }
    case EO_FPTOUI: case EO_FPTOSI:
        st = fp_to_intw(lane_double(kind, x), IRK_DW(in->k), in->sub == EO_FPTOSI, &v);
        break;
    case EO_UITOFP: case EO_SITOFP:
        v = U(int_to_fmt(x, w, in->sub == EO_SITOFP, kind_fmt(IRK_DKIND(in->k))), 0);
        break;
    /* ---- floating point */
    case EO_FNEG:
        if (kind == VK_F128) v = U(x.lo, x.hi ^ (1ULL << 63));
        else v = U(x.lo ^ kind_signbit(kind), 0);
        break;
    case EO_FABS:
        if (kind == VK_F128) v = U(x.lo, x.hi & ~(1ULL << 63));
        else v = U(x.lo & ~kind_signbit(kind), 0);
        break;
    case EO_COPYSIGN:
        if (kind == VK_F128) v = U(x.lo, (x.hi & ~(1ULL << 63)) | (y.hi & (1ULL << 63)));
        else v = U((x.lo & ~kind_signbit(kind)) | (y.lo & kind_signbit(kind)), 0);
        break;
    case EO_FADD: case EO_FSUB: case EO_FMUL: case EO_FDIV: case EO_FREM: case EO_FMA: case EO_SQRT:
    case EO_FLOOR: case EO_CEIL: case EO_FTRUNC: case EO_RINT: case EO_ROUND: case EO_ROUNDEVEN:
    case EO_MINNUM: case EO_MAXNUM: case EO_MINIMUM: case EO_MAXIMUM:
        v = U(irf_arith(in->sub, kind, FP_RN, 0, x.lo, y.lo, z.lo), 0);
        break;
    /* ---- NVVM */
    case EO_NV_ADD: case EO_NV_MUL: case EO_NV_DIV: case EO_NV_FMA: case EO_NV_RCP: case EO_NV_SQRT:
    case EO_NV_EX2: case EO_NV_LG2: case EO_NV_SIN: case EO_NV_COS: case EO_NV_TANH: case EO_NV_RSQRT:
    case EO_NV_RCPAPPROX: case EO_NV_SQRTAPPROX: case EO_NV_DIVAPPROX: case EO_NV_DIVFULL: case EO_NV_SAT:
    case EO_NV_FABS: case EO_NV_FMIN: case EO_NV_FMAX: case EO_NV_FMIN_NAN: case EO_NV_FMAX_NAN: case EO_NV_RNDI:
        v = U(irf_arith(in->sub, kind, w, !!(fl & IF_FTZ), x.lo, y.lo, z.lo), 0);
        if (in->sub == EO_NV_FMA && (fl & IF_FP_SAT)) v = U(irf_arith(EO_NV_SAT, kind, w, 0, v.lo, 0, 0), 0);
        if (in->sub == EO_NV_FMA && (fl & IF_RELU)) v = U(irf_relu(kind, v.lo), 0);
        break;
    case EO_NV_NARROW: {
        int nf = (int)(in->k >> 16 & 0xff), of = (int)(in->k >> 24 & 0xff);
        int nfl = (fl & IF_RELU ? FP_CVT_RELU : 0) | ((in->k >> 33 & 1) ? FP_CVT_SATFINITE : 0);
        if (in->k >> 32 & 1)
            v = U(fp_cvt_narrow_pack(nf, of, (uint32_t)(of == FP_F32 ? x.lo : (x.lo & 0xffff) << 16 | (y.lo & 0xffff)), (uint32_t)y.lo, w, nfl), 0);
        else
            v = U(fp_cvt_narrow_unpack(of, nf, (uint32_t)x.lo, nfl), 0);
        break;
    }
    case EO_ARBFP: {
        /* to the format: .rn with .satfinite (what nvcg's PTX does: LLVM's saturation, or a
         * refinement of its poison); from it: exact, NaN canonical */
        int nf = (int)(in->k >> 16 & 0xff), dk = IRK_DKIND(in->k);
        if (in->k >> 32 & 1) {
            v = mask_w(U(fp_narrow_from_double(nf, lane_double(kind, x), FP_RN, FP_CVT_SATFINITE), 0), IRK_DW(in->k));
        } else {
            uint64_t b = x.lo & ((1ULL << w) - 1);
            v = U(fp_from_double(kind_fmt(dk), fp_to_double(nf, b), FP_RN), 0);
        }
        break;
    }
    case EO_NV_RS: {
        int nfl = (fl & IF_RELU ? FP_CVT_RELU : 0) | ((in->k >> 33 & 1) ? FP_CVT_SATFINITE : 0);
        v = U(fp_cvt_rs_pack((int)(in->k >> 16 & 0xff), (uint32_t)x.lo, (uint32_t)y.lo, (uint32_t)z.lo, nfl), 0);
        break;
    }
    case EO_NV_F2I: case EO_NV_F2F: case EO_NV_FF2X2: case EO_NV_F2TF32: case EO_NV_F2TF32_SATF:
        v = U(irf_cvt(in->sub, kind, 0, IRK_DKIND(in->k), IRK_DW(in->k), w, fl, x.lo, y.lo), 0);
        v = mask_w(v, IRK_DKIND(in->k) == VK_INT ? IRK_DW(in->k) : 64);
        break;
    case EO_NV_I2F: /* kind VK_INT; source width in the high byte of k */
        v = U(irf_cvt(in->sub, VK_INT, (int)(in->k >> 16 & 0xff), IRK_DKIND(in->k), IRK_DW(in->k), w, fl, x.lo, y.lo), 0);
        break;
    case EO_NV_MULHI: {
        uint64_t hi, lo;
        int bits = IRK_DW(in->k);
        if (bits == 16) {
            if (fl & IF_SIGNED) v = U((uint64_t)(((int32_t)(int16_t)(uint16_t)x.lo * (int32_t)(int16_t)(uint16_t)y.lo) >> 16) & 0xffffULL, 0);
            else v = U(((x.lo & 0xffffULL) * (y.lo & 0xffffULL)) >> 16, 0);
        } else if (bits == 32) {
            if (fl & IF_SIGNED) v = U((uint64_t)(((int64_t)(int32_t)(uint32_t)x.lo * (int64_t)(int32_t)(uint32_t)y.lo) >> 32) & 0xffffffffULL, 0);
            else v = U(((x.lo & 0xffffffffULL) * (y.lo & 0xffffffffULL)) >> 32, 0);
        } else {
            mul64(x.lo, y.lo, &hi, &lo);
            if (fl & IF_SIGNED) {
                if ((int64_t)x.lo < 0) hi -= y.lo;
                if ((int64_t)y.lo < 0) hi -= x.lo;
            }
            v = U(hi, 0);
        }
        break;
    }
    case EO_NV_MUL24:
        if (fl & IF_SIGNED) {
            int64_t a = (int64_t)(x.lo << 40) >> 40, b = (int64_t)(y.lo << 40) >> 40;
            v = U((uint64_t)(a * b) & 0xffffffffULL, 0);
        } else {
            v = U(((x.lo & 0xffffff) * (y.lo & 0xffffff)) & 0xffffffffULL, 0);
        }
        break;
    case EO_NV_SAD: {
        uint64_t d;
        if (fl & IF_SIGNED) {
            int64_t a = (int32_t)(uint32_t)x.lo, b = (int32_t)(uint32_t)y.lo;
            d = a > b ? (uint64_t)(a - b) : (uint64_t)(b - a);
        } else {
            d = x.lo > y.lo ? x.lo - y.lo : y.lo - x.lo;
        }
        v = U((z.lo + d) & 0xffffffffULL, 0);
        break;
    }
    case EO_NV_DP4A: case EO_NV_DP2A: {
        /* dp4a: z + the sum of the products of the four byte pairs; dp2a: z + the sum of
         * the products of a's two 16-bit halves with b's low (or, .hi, high) two bytes; each
         * part sign- or zero-extended as its source's type says, modulo 2^32 */
        uint64_t s = z.lo;
        int k, dp4 = in->sub == EO_NV_DP4A, bb = (fl & IF_DP_HI) ? 2 : 0;
        for (k = 0; k < (dp4 ? 4 : 2); k++) {
            uint64_t a = dp4 ? (x.lo >> (8 * k)) & 0xff : (x.lo >> (16 * k)) & 0xffff;
            uint64_t b = (y.lo >> (8 * (dp4 ? k : k + bb))) & 0xff;
            int64_t sa = (fl & IF_DP_ASIGNED) ? (dp4 ? (int64_t)(int8_t)(uint8_t)a : (int64_t)(int16_t)(uint16_t)a) : (int64_t)a;
            int64_t sb = (fl & IF_DP_BSIGNED) ? (int64_t)(int8_t)(uint8_t)b : (int64_t)b;
            s += (uint64_t)(sa * sb);
        }
        v = U(s & 0xffffffffULL, 0);
        break;
    }
    case EO_NV_PRMT: case EO_NV_PRMT_F4E: case EO_NV_PRMT_B4E:
        v = U(prmt((uint32_t)x.lo, (uint32_t)y.lo, (uint32_t)z.lo, in->sub == EO_NV_PRMT ? 0 : in->sub - EO_NV_PRMT_F4E + 1), 0);
        break;
    case EO_NV_PRMT_RC8: case EO_NV_PRMT_ECL: case EO_NV_PRMT_ECR: case EO_NV_PRMT_RC16:
        /* one source: (a, selector), b = 0 */
        v = U(prmt((uint32_t)x.lo, 0, (uint32_t)y.lo, in->sub - EO_NV_PRMT_F4E + 1), 0);
        break;
    case EO_NV_FSHL_CLAMP: case EO_NV_FSHR_CLAMP: {
        /* llvm.nvvm.fshl/fshr.clamp (shf.l/r.clamp): the funnel shift of hi:lo by
         * min(n, 32) instead of n mod 32; x is hi, y is lo */
        uint64_t hl = (x.lo & 0xffffffffULL) << 32 | (y.lo & 0xffffffffULL);
        uint64_t n = z.lo > 32 ? 32 : z.lo;
        v = U(in->sub == EO_NV_FSHL_CLAMP ? ((hl << n) >> 32) & 0xffffffffULL : (hl >> n) & 0xffffffffULL, 0);
        break;
    }
    case EO_NV_BMSK_CLAMP: case EO_NV_BMSK_WRAP: {
        /* bmsk: b one bits from bit a up, within 32 bits; clamp takes a and b up to 32,
         * wrap takes them mod 32 */
        uint64_t a = x.lo & 0xffffffffULL, b = y.lo & 0xffffffffULL, m;
        if (in->sub == EO_NV_BMSK_WRAP) { a &= 31; b &= 31; }
        else { a = a > 32 ? 32 : a; b = b > 32 ? 32 : b; }
        m = b >= 32 ? 0xffffffffULL : (1ULL << b) - 1;
        v = U((m << a) & 0xffffffffULL, 0);
        break;
    }
    case EO_NV_FNS: {
        uint32_t mask = (uint32_t)x.lo, base = (uint32_t)y.lo;
        int32_t off = (int32_t)(uint32_t)z.lo;
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
        v = U(d, 0);
        break;
    }
    case EO_NV_ROTL: case EO_NV_ROTR: {
        unsigned s = (unsigned)(y.lo & (uint64_t)(w - 1));
        if (in->sub == EO_NV_ROTR) s = (unsigned)((w - (int)s) & (w - 1));
        v = s ? mask_w(U(x.lo << s | x.lo >> (w - (int)s), 0), w) : x;
        break;
    }
    case EO_NV_CLZ: v = U((uint64_t)clz128(x, w), 0); break;
    case EO_NV_FLO: {
        /* bfind: the position of the most significant bit that differs from the sign (an
         * unsigned source: the most significant one bit), 0xffffffff if there is none;
         * .shiftamt gives its distance from bit w-1 instead */
        uint64_t a = mask_w(x, w).lo, d = 0xffffffffULL;
        int i;
        if ((fl & IF_SIGNED) && (a >> (w - 1) & 1)) a = ~a & (w >= 64 ? ~0ULL : (1ULL << w) - 1);
        for (i = w - 1; i >= 0; i--)
            if (a >> i & 1) { d = (uint64_t)i; break; }
        if ((fl & IF_FLO_SHIFTAMT) && d != 0xffffffffULL) d = (uint64_t)(w - 1) - d;
        v = U(d, 0);
        break;
    }
    case EO_NV_POPC: v = U((uint64_t)(popc64(x.lo) + popc64(x.hi)), 0); break;
    case EO_NV_LOHI2D: v = U((x.lo & 0xffffffffULL) | y.lo << 32, 0); break;
    case EO_NV_D2I_LO: v = U(x.lo & 0xffffffffULL, 0); break;
    case EO_NV_D2I_HI: v = U(x.lo >> 32, 0); break;
    case EO_NV_SWAPLOHI: v = U(x.lo << 32 | x.lo >> 32, 0); break;
    default: v = x; break;
    }
    *r = v;
    return st;
}

/* ---------------------------------------------------------------- memory images */

static void put_bits(uint8_t *mem, uint32_t bitoff, uint64_t v, unsigned n) {
    unsigned i;
    for (i = 0; i < n; i++) {
        uint32_t b = bitoff + i;
        if (v >> i & 1) mem[b >> 3] |= (uint8_t)(1u << (b & 7));
        else mem[b >> 3] &= (uint8_t)~(1u << (b & 7));
    }
}
static uint64_t get_bits(const uint8_t *mem, uint32_t bitoff, unsigned n) {
    uint64_t v = 0;
    unsigned i;
    for (i = 0; i < n; i++) {
        uint32_t b = bitoff + i;
        v |= (uint64_t)(mem[b >> 3] >> (b & 7) & 1) << i;
    }
    return v;
}

void ir_to_mem(const irlayout *L, const uint64_t *w, uint8_t *mem) {
    uint32_t i;
    for (i = 0; i < L->npieces; i++) {
        const irpiece *p = &L->pieces[i];
        if (!(p->bitoff & 7) && !(p->bits & 7)) {
            uint8_t *q = mem + (p->bitoff >> 3);
            unsigned nb = p->bits >> 3;
            if (nb <= 8) {
                uint64_t v = w[p->word];
                memcpy(q, &v, nb);
            } else {
                memcpy(q, &w[p->word], 8);
                memcpy(q + 8, &w[p->word + 1], nb - 8);
            }
        } else if (p->bits <= 64) {
            put_bits(mem, p->bitoff, w[p->word], p->bits);
        } else {
            put_bits(mem, p->bitoff, w[p->word], 64);
            put_bits(mem, p->bitoff + 64, w[p->word + 1], (unsigned)p->bits - 64);
        }
    }
}

void ir_from_mem(const irlayout *L, uint64_t *w, const uint8_t *mem) {
    uint32_t i;
    for (i = 0; i < L->npieces; i++) {
        const irpiece *p = &L->pieces[i];
        uint64_t lo = 0, hi = 0;
        if (!(p->bitoff & 7) && !(p->bits & 7)) {
            const uint8_t *q = mem + (p->bitoff >> 3);
            unsigned nb = p->bits >> 3;
            if (nb <= 8) memcpy(&lo, q, nb);
            else { memcpy(&lo, q, 8); memcpy(&hi, q + 8, nb - 8); }
        } else if (p->bits <= 64) {
            lo = get_bits(mem, p->bitoff, p->bits);
        } else {
            lo = get_bits(mem, p->bitoff, 64);
            hi = get_bits(mem, p->bitoff + 64, (unsigned)p->bits - 64);
        }
        if (p->wide) {
            u128 v = mask_w(U(lo, hi), p->vbits);
            w[p->word] = v.lo;
            w[p->word + 1] = v.hi;
        } else {
            w[p->word] = p->vbits >= 64 ? lo : lo & ((1ULL << p->vbits) - 1);
        }
    }
}

int ir_kind_words(int kind, int w) { return kind == VK_F128 || (kind == VK_INT && w > 64) ? 2 : 1; }

/* ---------------------------------------------------------------- frames */

static uint64_t sreg_value(nr_ctx *cx, nr_thread *t, int id) {
    const nr_launch *L = &cx->launch;
    uint32_t lane = t->lane;
    switch (id) {
    case SRG_TID_X: return t->tid[0];
    case SRG_TID_Y: return t->tid[1];
    case SRG_TID_Z: return t->tid[2];
    case SRG_NTID_X: return L->block[0];
    case SRG_NTID_Y: return L->block[1];
    case SRG_NTID_Z: return L->block[2];
    case SRG_CTAID_X: return t->ctaid[0];
    case SRG_CTAID_Y: return t->ctaid[1];
    case SRG_CTAID_Z: return t->ctaid[2];
    case SRG_NCTAID_X: return L->grid[0];
    case SRG_NCTAID_Y: return L->grid[1];
    case SRG_NCTAID_Z: return L->grid[2];
    case SRG_WARPSIZE: return 32;
    case SRG_LANEID: return lane;
    case SRG_WARPID: return t->warp;
    case SRG_NWARPID: return (cx->nthreads + 31) / 32;
    case SRG_NSMID: return 1;
    case SRG_LANEMASK_EQ: return 1u << lane;
    case SRG_LANEMASK_LE: return lane == 31 ? 0xffffffffu : (2u << lane) - 1;
    case SRG_LANEMASK_LT: return (1u << lane) - 1;
    case SRG_LANEMASK_GE: return ~((1u << lane) - 1) & 0xffffffffu;
    case SRG_LANEMASK_GT: return lane == 31 ? 0 : ~((2u << lane) - 1) & 0xffffffffu;
    case SRG_ONE: return 1;
    default: return 0; /* smid, gridid */
    }
}

static int grow(irthr *th, uint32_t need) {
    uint32_t nc;
    uint64_t *nr;
    uint8_t *np;
    if (need <= th->cap) return 0;
    nc = th->cap ? th->cap : 1024;
    while (nc < need) nc *= 2;
    nr = (uint64_t *)realloc(th->R, (size_t)nc * sizeof *nr);
    if (!nr) return -1;
    th->R = nr;
    np = (uint8_t *)realloc(th->P, (size_t)nc);
    if (!np) return -1;
    th->P = np;
    memset(th->R + th->cap, 0, (size_t)(nc - th->cap) * sizeof *nr);
    memset(th->P + th->cap, 0, (size_t)(nc - th->cap));
    th->cap = nc;
    return 0;
}

static uint64_t align_up(uint64_t x, uint64_t a) { return (x + a - 1) & ~(a - 1); }

/* Pushes a frame for function fi (the caller's pc must be saved already). */
static int push_frame(nr_ctx *cx, irmodule *M, nr_thread *t, irthr *th, uint32_t fi, uint32_t ret_slot, uint32_t ret_words) {
    const irfunc *F = &M->funcs[fi];
    uint32_t base = 0;
    irframe *fr;
    uint64_t lb;
    if (th->nfr) {
        irframe *top = &th->fr[th->nfr - 1];
        base = top->base + M->funcs[top->fn].nwords;
    }
    if (th->nfr >= IR_MAX_DEPTH) return nr_fault(cx, t, "call stack overflow (more than %d nested calls)", IR_MAX_DEPTH);
    if (grow(th, base + F->nwords + 1)) return nr_fault(cx, t, "out of memory for the call stack");
    if (th->nfr >= th->capfr) {
        irframe *nf;
        uint32_t nc = th->capfr ? th->capfr * 2 : 8;
        nf = (irframe *)realloc(th->fr, (size_t)nc * sizeof *nf);
        if (!nf) return nr_fault(cx, t, "out of memory for the call stack");
        th->fr = nf;
        th->capfr = nc;
    }
    if (F->const_end > F->const_base) {
        memcpy(th->R + base + F->const_base, F->tmpl, (size_t)(F->const_end - F->const_base) * 8);
        memcpy(th->P + base + F->const_base, F->ptmpl, (size_t)(F->const_end - F->const_base));
    }
    lb = align_up(t->local_size, F->local_align > 16 ? F->local_align : 16);
    fr = &th->fr[th->nfr];
    fr->local_top = t->local_size;
    if (nr_local_reserve(cx, t, lb + F->local_size))
        return nr_fault(cx, t, "local memory (stack) overflow in '%s'", F->name);
    th->nfr++;
    fr->fn = fi;
    fr->pc = 0;
    fr->base = base;
    fr->ret_slot = ret_slot;
    fr->ret_words = ret_words;
    fr->local_base = lb;
    return 0;
}

/* Reserves SIZE bytes of the thread's stack aligned to ALIGN; returns the local offset. */
static int local_bump(nr_ctx *cx, nr_thread *t, uint64_t size, uint64_t align, uint64_t *off) {
    uint64_t o = align_up(t->local_size, align ? align : 1);
    if (size > (64ULL << 20) || nr_local_reserve(cx, t, o + size)) return -1;
    *off = o;
    return 0;
}

int ir_thread_init(nr_ctx *cx, irmodule *M, nr_thread *t) {
    /* t->eng still holds the state this thread slot had in the previous CTA (runner.h):
     * its stacks are reused */
    irthr *th = (irthr *)t->eng;
    const irfunc *K = &M->funcs[M->kernel];
    uint32_t i;
    if (!th) {
        th = (irthr *)calloc(1, sizeof *th);
        if (!th) return nr_fault(cx, t, "out of memory");
        t->eng = th;
    }
    th->nfr = 0;
    if (M->module_local) memcpy(t->local, M->local_init, (size_t)M->module_local);
    if (push_frame(cx, M, t, th, (uint32_t)M->kernel, 0, 0)) return NR_FAULT;
    for (i = 0; i < K->nargs; i++) {
        const uint8_t *p = cx->mem.param + cx->kinfo.param_off[i];
        uint64_t *R = th->R + K->arg_slot[i];
        if (K->byval_size[i]) {
            uint64_t off;
            if (local_bump(cx, t, K->byval_size[i], K->byval_align[i], &off))
                return nr_fault(cx, t, "local memory (stack) overflow copying a byval parameter");
            memcpy(t->local + off, p, K->byval_size[i]);
            R[0] = nr_cvta_from(NR_LOCAL, off);
        } else {
            ir_from_mem(M->kparams[i], R, p);
        }
    }
    return 0;
}

void ir_thread_fini(irmodule *M, nr_thread *t) {
    irthr *th = (irthr *)t->eng;
    (void)M;
    if (!th) return;
    free(th->R);
    free(th->P);
    free(th->fr);
    free(th);
    t->eng = NULL;
}

int ir_thread_where(irmodule *M, nr_thread *t, uint32_t *fn, uint32_t *pc) {
    irthr *th = (irthr *)t->eng;
    (void)M;
    if (!th || !th->nfr) return 0;
    *fn = th->fr[th->nfr - 1].fn;
    *pc = th->fr[th->nfr - 1].pc;
    return 1;
}

/* ---------------------------------------------------------------- memory access */

/* Host pointer for an access of N bytes at ADDR in space SP, aligned to AL (a power of
 * two; natural = AL == N and N a power of two). NULL after a fault. */
static inline uint8_t *xl(nr_ctx *cx, nr_thread *t, int sp, uint64_t addr, uint32_t n, uint32_t al, int write) {
    if (al == n && !(n & (n - 1))) {
        if (sp == NR_GENERIC) {
            uint64_t off = addr - NR_LOCAL_WIN;
            if (off < t->local_size && n <= t->local_size - off && !(off & (n - 1))) return t->local + off;
        }
        return nr_xlate_any(cx, t, (nr_space)sp, addr, n, write);
    }
    return nr_xlate(cx, t, (nr_space)sp, addr, n, al, write);
}

static void warn_poison_store(nr_ctx *cx, irmodule *M, nr_thread *t, uint8_t *flag, uint64_t addr) {
    char buf[512];
    (void)M;
    if (*flag) return;
    *flag = 1;
    buf[0] = 0;
    if (cx->eng && cx->eng->describe && cx->mod) cx->eng->describe(cx->mod, t, buf, sizeof buf);
    fprintf(stderr, "nvcgrun: warning: poison value stored at 0x%llx by block (%u,%u,%u) thread (%u,%u,%u) (its natural bits are stored; reported once per instruction)\n    at %s\n",
            (unsigned long long)addr, t->ctaid[0], t->ctaid[1], t->ctaid[2], t->tid[0], t->tid[1], t->tid[2], buf);
}

/* ---------------------------------------------------------------- atomics */

static int atomic_apply(const irins *in, uint64_t old, uint64_t v, uint64_t *nv) {
    int w = in->w, kind = in->kind;
    uint64_t m = w >= 64 ? ~0ULL : (1ULL << w) - 1;
    u128 r;
    irins tmp;
    switch (in->sub) {
    case AOP_XCHG: *nv = v; return 0;
    case AOP_ADD: *nv = (old + v) & m; return 0;
    case AOP_SUB: *nv = (old - v) & m; return 0;
    case AOP_AND: *nv = old & v; return 0;
    case AOP_NAND: *nv = ~(old & v) & m; return 0;
    case AOP_OR: *nv = old | v; return 0;
    case AOP_XOR: *nv = old ^ v; return 0;
    case AOP_MAX: case AOP_MIN: case AOP_UMAX: case AOP_UMIN: {
        static const int eo[4] = {EO_SMAX, EO_SMIN, EO_UMAX, EO_UMIN};
        memset(&tmp, 0, sizeof tmp);
        tmp.sub = (uint8_t)eo[in->sub - AOP_MAX];
        tmp.w = (uint8_t)w;
        ir_lane(&tmp, U(old, 0), U(v, 0), U(0, 0), &r);
        *nv = r.lo;
        return 0;
    }
    case AOP_FADD: case AOP_FSUB: case AOP_FMAX: case AOP_FMIN: {
        static const int eo[4] = {EO_FADD, EO_FSUB, EO_MAXNUM, EO_MINNUM};
        *nv = irf_arith(eo[in->sub - AOP_FADD], kind, FP_RN, 0, old, v, 0);
        return 0;
    }
    case AOP_UINC: case AOP_NVINC: *nv = old >= v ? 0 : (old + 1) & m; return 0;
    case AOP_UDEC: case AOP_NVDEC: *nv = (old == 0 || old > v) ? v : (old - 1) & m; return 0;
    default: return -1;
    }
}

/* ---------------------------------------------------------------- the interpreter */

static inline uint64_t sx64(uint64_t v, int w) { return w >= 64 ? v : (uint64_t)((int64_t)(v << (64 - w)) >> (64 - w)); }

static int eo_arity(int eo) {
    switch (eo) {
    case EO_FSHL: case EO_FSHR: case EO_FMA: case EO_NV_FMA: case EO_NV_SAD: case EO_NV_DP4A: case EO_NV_DP2A: case EO_NV_PRMT: case EO_NV_FNS:
    case EO_NV_PRMT_F4E: case EO_NV_PRMT_B4E: case EO_NV_RS:
        return 3;
    case EO_CTPOP: case EO_CTLZ: case EO_CTTZ: case EO_BSWAP: case EO_BITREV: case EO_ABS:
    case EO_TRUNC: case EO_ZEXT: case EO_SEXT: case EO_FPTRUNC: case EO_FPEXT: case EO_FPTOUI: case EO_FPTOSI:
    case EO_UITOFP: case EO_SITOFP: case EO_FNEG: case EO_FABS: case EO_SQRT: case EO_FLOOR: case EO_CEIL:
    case EO_FTRUNC: case EO_RINT: case EO_ROUND: case EO_ROUNDEVEN: case EO_NV_RCP: case EO_NV_SQRT:
    case EO_NV_EX2: case EO_NV_LG2: case EO_NV_SIN: case EO_NV_COS: case EO_NV_TANH: case EO_NV_RSQRT:
    case EO_NV_RCPAPPROX: case EO_NV_SQRTAPPROX: case EO_NV_SAT: case EO_NV_FABS: case EO_NV_RNDI:
    case EO_NV_F2I: case EO_NV_I2F: case EO_NV_F2F: case EO_NV_F2TF32: case EO_NV_F2TF32_SATF: case EO_NV_CLZ: case EO_NV_POPC: case EO_NV_FLO:
    case EO_NV_D2I_LO: case EO_NV_D2I_HI: case EO_NV_SWAPLOHI:
        return 1;
    default: return 2;
    }
}

static inline u128 rdw(const uint64_t *R, uint32_t s, int ew) { return ew == 2 ? U(R[s], R[s + 1]) : U(R[s], 0); }
static inline void wrw(uint64_t *R, uint8_t *P, uint32_t s, int ew, u128 v, int p) {
    R[s] = v.lo;
    P[s] = (uint8_t)p;
    if (ew == 2) { R[s + 1] = v.hi; P[s + 1] = (uint8_t)p; }
}

/* The phi copies of a CFG edge, as one parallel copy. */
static void edge_copies(const irmodule *M, const irfunc *F, const iredge *E, uint64_t *R, uint8_t *P) {
    const ircopy *c = &M->copies[E->first];
    uint32_t i;
    if (!E->staged) {
        for (i = 0; i < E->n; i++) {
            if (c[i].nw == 1) { R[c[i].dst] = R[c[i].src]; P[c[i].dst] = P[c[i].src]; }
            else { memmove(R + c[i].dst, R + c[i].src, c[i].nw * 8); memmove(P + c[i].dst, P + c[i].src, c[i].nw); }
        }
    } else {
        uint32_t s = F->stage;
        for (i = 0; i < E->n; i++) {
            memcpy(R + s, R + c[i].src, c[i].nw * 8);
            memcpy(P + s, P + c[i].src, c[i].nw);
            s += c[i].nw;
        }
        s = F->stage;
        for (i = 0; i < E->n; i++) {
            memcpy(R + c[i].dst, R + s, c[i].nw * 8);
            memcpy(P + c[i].dst, P + s, c[i].nw);
            s += c[i].nw;
        }
    }
}

/* Takes edge e: the common case (at most two one-word copies, no staging) inline. */
#define TAKE_EDGE(e)                                                                          \
    do {                                                                                      \
        const iredge *E_ = &M->edges[e];                                                      \
        if (E_->n) {                                                                          \
            const ircopy *c_ = &M->copies[E_->first];                                         \
            if (E_->n <= 2 && !E_->staged && c_[0].nw == 1 && c_[E_->n - 1].nw == 1) {        \
                R[c_[0].dst] = R[c_[0].src];                                                  \
                P[c_[0].dst] = P[c_[0].src];                                                  \
                if (E_->n == 2) { R[c_[1].dst] = R[c_[1].src]; P[c_[1].dst] = P[c_[1].src]; } \
            } else {                                                                          \
                edge_copies(M, F, E_, R, P);                                                  \
            }                                                                                 \
        }                                                                                     \
        pc = E_->target;                                                                      \
    } while (0)

/* Writes a completed collective's result (the runner filled t->res / t->res_pred). */
/* A fragment register into its slot(s): a <2 x half> is two words. */
static void tensor_put(uint64_t *R, uint8_t *P, uint32_t s, int pair, uint64_t v, int w64) {
    if (pair) {
        R[s] = v & 0xffff; R[s + 1] = (v >> 16) & 0xffff; P[s] = P[s + 1] = 0;
    } else {
        R[s] = w64 ? v : v & 0xffffffffu; P[s] = 0;
    }
}

static void finish_collective(const irmodule *M, const irins *in, uint64_t *R, uint8_t *P, nr_thread *t) {
    switch (in->op) {
    case IO_ELECT:
        R[in->d] = t->res & 0xffffffff;
        R[in->d + 1] = t->res_pred != 0;
        P[in->d] = P[in->d + 1] = 0;
        break;
    case IO_TENSOR: {
        const irtensor *T = M->tensors[in->k];
        uint32_t k;
        for (k = 0; k < T->ndst; k++) tensor_put(R, P, T->dst[k], T->dst_pair[k], t->frag[k], T->d.td == NR_ET_F64);
        break;
    }
    case IO_BAR:
        if (in->sub == BARK_POPC) { R[in->d] = t->res & 0xffffffff; P[in->d] = 0; }
        else if (in->sub != BARK_SYNC && in->sub != BARK_ARRIVE) { R[in->d] = t->res_pred != 0; P[in->d] = 0; }
        break;
    case IO_SHFL:
        R[in->d] = t->res & 0xffffffff;
        P[in->d] = 0;
        if (in->fl & 1) { R[in->d + 1] = t->res_pred != 0; P[in->d + 1] = 0; }
        break;
    case IO_VOTE:
        R[in->d] = in->sub == NR_VOTE_BALLOT ? (t->res & 0xffffffff) : (uint64_t)(t->res_pred != 0);
        P[in->d] = 0;
        break;
    case IO_MATCH:
        R[in->d] = t->res & 0xffffffff;
        P[in->d] = 0;
        if (in->fl) { R[in->d + 1] = t->res_pred != 0; P[in->d + 1] = 0; }
        break;
    case IO_REDUX: case IO_ACTIVEMASK:
        R[in->d] = t->res & 0xffffffff;
        P[in->d] = 0;
        break;
    default: break;
    }
}

/* Lanes of the thread's warp that exist and have not exited (pre-Volta warp operations). */
static uint32_t live_lanes(nr_ctx *cx, nr_thread *t) {
    uint32_t l, m = 0;
    for (l = 0; l < 32; l++) {
        uint32_t i = t->warp * 32 + l;
        if (i < cx->nthreads && cx->threads[i].state != NR_T_EXITED) m |= 1u << l;
    }
    return m;
}

#define SAVE() do { fr->pc = pc; t->insns += n; } while (0)
#define FAULT(...) do { SAVE(); return nr_fault(cx, t, __VA_ARGS__); } while (0)
#define FAULTED() do { SAVE(); return NR_FAULT; } while (0)
/* Memory operations fault from inside the runner (nr_xlate), which asks describe() for the
 * instruction: the frame's pc is saved first. */
#define POISON_PTR(s) do { fr->pc = pc; if (P[s]) FAULT("memory access through a poison pointer (undefined behaviour)"); } while (0)

int ir_step(nr_ctx *cx, irmodule *M, nr_thread *t, uint64_t budget) {
    irthr *th = (irthr *)t->eng;
    irframe *fr = &th->fr[th->nfr - 1];
    const irfunc *F = &M->funcs[fr->fn];
    const irins *code = F->code;
    uint64_t *R = th->R + fr->base;
    uint8_t *P = th->P + fr->base;
    uint32_t pc = fr->pc;
    uint64_t n = 0;
    if (t->resumed) {
        finish_collective(M, &code[pc], R, P, t);
        t->resumed = 0;
        pc++;
    }
    for (;;) {
        const irins *in = &code[pc];
        if (n >= budget) {
            SAVE();
            return NR_YIELD;
        }
        n++;
        switch (in->op) {
        /* ---------------------------------------------------- control */
        case IO_BR: TAKE_EDGE(in->k); continue;
        case IO_CBR:
            if (P[in->a]) FAULT("branch on a poison value (undefined behaviour)");
            TAKE_EDGE(in->k + (R[in->a] ? 0 : 1));
            continue;
        case IO_SWITCH: {
            const irswitch *S = &M->switches[in->k];
            u128 v = rdw(R, in->a, in->w > 64 ? 2 : 1);
            uint32_t lo = 0, hi = S->ncases, e = S->defedge;
            if (P[in->a]) FAULT("switch on a poison value (undefined behaviour)");
            while (lo < hi) {
                uint32_t mid = (lo + hi) / 2;
                u128 cv = U(S->vals[2 * mid], S->vals[2 * mid + 1]);
                if (eq128(cv, v)) { e = S->edges[mid]; break; }
                if (ult128(cv, v)) lo = mid + 1;
                else hi = mid;
            }
            TAKE_EDGE(e);
            continue;
        }
        case IO_RET: {
            irframe *cf;
            uint64_t *Rc;
            uint8_t *Pc;
            if (th->nfr == 1) { SAVE(); return NR_EXITED; }
            cf = &th->fr[th->nfr - 2];
            Rc = th->R + cf->base;
            Pc = th->P + cf->base;
            if (fr->ret_words) {
                memcpy(Rc + fr->ret_slot, R + in->a, (size_t)fr->ret_words * 8);
                memcpy(Pc + fr->ret_slot, P + in->a, fr->ret_words);
            }
            t->local_size = fr->local_top;
            th->nfr--;
            fr = cf;
            F = &M->funcs[fr->fn];
            code = F->code;
            R = Rc;
            P = Pc;
            pc = fr->pc + 1;
            continue;
        }
        case IO_UNREACHABLE: FAULT("reached 'unreachable' (undefined behaviour)");
        case IO_FAULT: FAULT("%s", M->msgs[in->k]);
        case IO_EXIT: SAVE(); return NR_EXITED;
        case IO_CALL: {
            const ircall *C = &M->calls[in->k];
            uint32_t fi, i;
            const irfunc *G;
            uint64_t *Rc;
            uint8_t *Pc;
            irframe *nf;
            if (C->callee >= 0) {
                fi = (uint32_t)C->callee;
            } else {
                uint64_t a = R[C->fslot];
                if (P[C->fslot]) FAULT("call through a poison function pointer (undefined behaviour)");
                if (a < NR_FUNC_WIN || a >= NR_FUNC_WIN + 16ULL * M->nfuncs || (a & 15))
                    FAULT("indirect call to 0x%llx, which is not a function address", (unsigned long long)a);
                fi = (uint32_t)((a - NR_FUNC_WIN) / 16);
                if (M->funcs[fi].fty != C->fty)
                    FAULT("indirect call to '%s' through a function type that does not match its definition (undefined behaviour)", M->funcs[fi].name);
            }
            G = &M->funcs[fi];
            if (!G->decoded) FAULT("%s", G->undef_msg ? G->undef_msg : "call to a function without a body");
            fr->pc = pc;
            if (push_frame(cx, M, t, th, fi, in->d, C->ret_words)) { t->insns += n; return NR_FAULT; }
            nf = &th->fr[th->nfr - 1];
            fr = &th->fr[th->nfr - 2];
            R = th->R + fr->base;
            P = th->P + fr->base;
            Rc = th->R + nf->base;
            Pc = th->P + nf->base;
            for (i = 0; i < C->nargs; i++) {
                uint32_t dst = G->arg_slot[i], src = C->arg_slot[i], nw = C->arg_words[i];
                if (G->byval_size[i]) {
                    /* byval: the callee gets a copy of the pointee in its own frame; on a
                     * fault the callee's frame is dropped so the call is what is reported */
                    uint64_t off;
                    const uint8_t *sp;
                    if (P[src] || local_bump(cx, t, G->byval_size[i], G->byval_align[i], &off)) {
                        t->local_size = nf->local_top;
                        th->nfr--;
                        if (P[src]) FAULT("byval argument through a poison pointer (undefined behaviour)");
                        FAULT("local memory (stack) overflow copying a byval argument");
                    }
                    th->nfr--; /* a fault names the call, not the callee */
                    sp = nr_xlate(cx, t, (nr_space)C->arg_space[i], R[src], G->byval_size[i], 1, 0);
                    th->nfr++;
                    if (!sp) { t->local_size = nf->local_top; th->nfr--; t->insns += n; return NR_FAULT; }
                    memmove(t->local + off, sp, G->byval_size[i]);
                    Rc[dst] = nr_cvta_from(NR_LOCAL, off);
                    Pc[dst] = 0;
                    continue;
                }
                memcpy(Rc + dst, R + src, (size_t)nw * 8);
                memcpy(Pc + dst, P + src, nw);
            }
            fr = nf;
            F = G;
            code = F->code;
            R = Rc;
            P = Pc;
            pc = 0;
            continue;
        }
        /* ---------------------------------------------------- moves */
        case IO_NOP: break;
        case IO_MOV1: R[in->d] = R[in->a]; P[in->d] = P[in->a]; break;
        case IO_MOV:
            memmove(R + in->d, R + in->a, (size_t)in->n * 8);
            memmove(P + in->d, P + in->a, in->n);
            break;
        case IO_FREEZE: {
            uint32_t i;
            for (i = 0; i < in->n; i++) {
                R[in->d + i] = P[in->a + i] ? 0 : R[in->a + i];
                P[in->d + i] = 0;
            }
            break;
        }
        case IO_SELECT: {
            uint32_t s = R[in->a] ? in->b : in->c;
            if (in->n == 1) {
                R[in->d] = R[s];
                P[in->d] = P[s] | P[in->a];
            } else {
                uint32_t i;
                for (i = 0; i < in->n; i++) { R[in->d + i] = R[s + i]; P[in->d + i] = P[s + i] | P[in->a]; }
            }
            break;
        }
        case IO_VSELECT: {
            uint32_t i, j, ew = (uint32_t)in->k;
            for (i = 0; i < in->n; i++) {
                uint32_t s = (R[in->a + i] ? in->b : in->c) + i * ew;
                for (j = 0; j < ew; j++) {
                    R[in->d + i * ew + j] = R[s + j];
                    P[in->d + i * ew + j] = P[s + j] | P[in->a + i];
                }
            }
            break;
        }
        /* ---------------------------------------------------- integers <= 64 bits */
        case IO_ADD: {
            uint64_t a = R[in->a], b = R[in->b], r = (a + b) & in->k;
            int p = P[in->a] | P[in->b];
            /* nuw: the sum left the width; nsw: both operands' signs differ from the result's */
            if ((in->fl & IF_NUW) && (in->w == 64 ? r < a : r != a + b)) p = 1;
            if ((in->fl & IF_NSW) && (((a ^ r) & (b ^ r)) >> (in->w - 1) & 1)) p = 1;
            R[in->d] = r;
            P[in->d] = (uint8_t)p;
            break;
        }
        case IO_SUB: {
            uint64_t a = R[in->a], b = R[in->b], r = (a - b) & in->k;
            int p = P[in->a] | P[in->b];
            if ((in->fl & IF_NUW) && a < b) p = 1;
            if ((in->fl & IF_NSW) && (((a ^ b) & (a ^ r)) >> (in->w - 1) & 1)) p = 1;
            R[in->d] = r;
            P[in->d] = (uint8_t)p;
            break;
        }
        case IO_MUL: {
            uint64_t a = R[in->a], b = R[in->b];
            int p = P[in->a] | P[in->b];
            if (in->fl) {
                if (in->w <= 32) {
                    /* the exact product fits in 64 bits */
                    if ((in->fl & IF_NUW) && (a * b) >> in->w) p = 1;
                    if (in->fl & IF_NSW) {
                        int64_t sp = (int64_t)sx64(a, in->w) * (int64_t)sx64(b, in->w);
                        if (sp != (int64_t)sx64((uint64_t)sp & in->k, in->w)) p = 1;
                    }
                } else {
                    u128 r;
                    if (ir_lane(in, U(a, 0), U(b, 0), U(0, 0), &r)) p = 1;
                }
            }
            R[in->d] = (a * b) & in->k;
            P[in->d] = (uint8_t)p;
            break;
        }
        case IO_AND: R[in->d] = R[in->a] & R[in->b]; P[in->d] = P[in->a] | P[in->b]; break;
        case IO_OR: R[in->d] = R[in->a] | R[in->b]; P[in->d] = P[in->a] | P[in->b]; break;
        case IO_XOR: R[in->d] = R[in->a] ^ R[in->b]; P[in->d] = P[in->a] | P[in->b]; break;
        case IO_SHL: case IO_LSHR: case IO_ASHR: {
            uint64_t a = R[in->a], s = R[in->b];
            P[in->d] = P[in->a] | P[in->b];
            if (s >= in->w) {
                u128 r;
                ir_lane(in, U(a, 0), U(s, 0), U(0, 0), &r);
                P[in->d] = 1;
                R[in->d] = r.lo;
            } else if (in->op == IO_SHL) {
                uint64_t r = (a << s) & in->k;
                if ((in->fl & IF_NUW) && (r >> s) != a) P[in->d] = 1;
                if ((in->fl & IF_NSW) && ((int64_t)sx64(r, in->w) >> s) != (int64_t)sx64(a, in->w)) P[in->d] = 1;
                R[in->d] = r;
            } else {
                if ((in->fl & IF_EXACT) && s && (a << (64 - s))) P[in->d] = 1;
                R[in->d] = in->op == IO_LSHR ? a >> s : (uint64_t)((int64_t)sx64(a, in->w) >> s) & in->k;
            }
            break;
        }
        case IO_UDIV: case IO_SDIV: case IO_UREM: case IO_SREM: {
            u128 r;
            int st;
            if (P[in->b]) FAULT("division by a poison value (undefined behaviour)");
            st = ir_lane(in, U(R[in->a], 0), U(R[in->b], 0), U(0, 0), &r);
            if (st & IRL_UB_DIV0) FAULT("division by zero (undefined behaviour)");
            if (st & IRL_UB_OVF) FAULT("signed division overflow: INT_MIN / -1 (undefined behaviour)");
            R[in->d] = r.lo;
            P[in->d] = P[in->a] | (st & IRL_POISON);
            break;
        }
        case IO_ICMP: {
            uint64_t a = R[in->a], b = R[in->b];
            int r;
            switch (in->sub) {
            case 32: r = a == b; break;
            case 33: r = a != b; break;
            case 34: r = a > b; break;
            case 35: r = a >= b; break;
            case 36: r = a < b; break;
            case 37: r = a <= b; break;
            case 38: r = (int64_t)sx64(a, in->w) > (int64_t)sx64(b, in->w); break;
            case 39: r = (int64_t)sx64(a, in->w) >= (int64_t)sx64(b, in->w); break;
            case 40: r = (int64_t)sx64(a, in->w) < (int64_t)sx64(b, in->w); break;
            default: r = (int64_t)sx64(a, in->w) <= (int64_t)sx64(b, in->w); break;
            }
            R[in->d] = (uint64_t)r;
            P[in->d] = P[in->a] | P[in->b];
            break;
        }
        case IO_ZEXT: R[in->d] = R[in->a]; P[in->d] = P[in->a]; break;
        case IO_SEXT: R[in->d] = sx64(R[in->a], in->w) & in->k; P[in->d] = P[in->a]; break;
        case IO_TRUNC: R[in->d] = R[in->a] & in->k; P[in->d] = P[in->a]; break;
        /* ---------------------------------------------------- f32 / f64 */
        case IO_FADD32: { float r = fp_f32((uint32_t)R[in->a]) + fp_f32((uint32_t)R[in->b]); R[in->d] = r != r ? 0x7fffffffULL : fp_bits32(r); P[in->d] = P[in->a] | P[in->b]; break; }
        case IO_FSUB32: { float r = fp_f32((uint32_t)R[in->a]) - fp_f32((uint32_t)R[in->b]); R[in->d] = r != r ? 0x7fffffffULL : fp_bits32(r); P[in->d] = P[in->a] | P[in->b]; break; }
        case IO_FMUL32: { float r = fp_f32((uint32_t)R[in->a]) * fp_f32((uint32_t)R[in->b]); R[in->d] = r != r ? 0x7fffffffULL : fp_bits32(r); P[in->d] = P[in->a] | P[in->b]; break; }
        case IO_FDIV32: { float r = fp_f32((uint32_t)R[in->a]) / fp_f32((uint32_t)R[in->b]); R[in->d] = r != r ? 0x7fffffffULL : fp_bits32(r); P[in->d] = P[in->a] | P[in->b]; break; }
        case IO_FMA32: { float r = fmaf(fp_f32((uint32_t)R[in->a]), fp_f32((uint32_t)R[in->b]), fp_f32((uint32_t)R[in->c])); R[in->d] = r != r ? 0x7fffffffULL : fp_bits32(r); P[in->d] = P[in->a] | P[in->b] | P[in->c]; break; }
        case IO_FADD64: R[in->d] = fp_bits64(fp_f64(R[in->a]) + fp_f64(R[in->b])); P[in->d] = P[in->a] | P[in->b]; break;
        case IO_FSUB64: R[in->d] = fp_bits64(fp_f64(R[in->a]) - fp_f64(R[in->b])); P[in->d] = P[in->a] | P[in->b]; break;
        case IO_FMUL64: R[in->d] = fp_bits64(fp_f64(R[in->a]) * fp_f64(R[in->b])); P[in->d] = P[in->a] | P[in->b]; break;
        case IO_FDIV64: R[in->d] = fp_bits64(fp_f64(R[in->a]) / fp_f64(R[in->b])); P[in->d] = P[in->a] | P[in->b]; break;
        case IO_FMA64: R[in->d] = fp_bits64(fma(fp_f64(R[in->a]), fp_f64(R[in->b]), fp_f64(R[in->c]))); P[in->d] = P[in->a] | P[in->b] | P[in->c]; break;
        case IO_FCMP32: case IO_FCMP64: {
            double x = in->op == IO_FCMP32 ? (double)fp_f32((uint32_t)R[in->a]) : fp_f64(R[in->a]);
            double y = in->op == IO_FCMP32 ? (double)fp_f32((uint32_t)R[in->b]) : fp_f64(R[in->b]);
            R[in->d] = (uint64_t)fcmp_pred(in->sub, x != x || y != y, x < y, x == y, x > y);
            P[in->d] = P[in->a] | P[in->b];
            break;
        }
        /* ---------------------------------------------------- element-wise */
        case IO_ELEM: {
            int ew = ir_kind_words(in->kind, in->w), ar = eo_arity(in->sub), dw, i;
            int isdiv = in->sub == EO_UDIV || in->sub == EO_SDIV || in->sub == EO_UREM || in->sub == EO_SREM;
            dw = ir_kind_words(IRK_DKIND(in->k), IRK_DW(in->k));
            if (in->sub == EO_NV_FF2X2 || in->sub == EO_NV_LOHI2D) ew = 1;
            for (i = 0; i < in->n; i++) {
                u128 x = rdw(R, in->a + (uint32_t)(i * ew), ew), y = U(0, 0), z = U(0, 0), r;
                int p = P[in->a + (uint32_t)(i * ew)], st;
                if (ar >= 2) { y = rdw(R, in->b + (uint32_t)(i * ew), ew); p |= P[in->b + (uint32_t)(i * ew)]; }
                if (ar >= 3) { z = rdw(R, in->c + (uint32_t)(i * ew), ew); p |= P[in->c + (uint32_t)(i * ew)]; }
                if (isdiv && P[in->b + (uint32_t)(i * ew)]) FAULT("division by a poison value (undefined behaviour)");
                st = ir_lane(in, x, y, z, &r);
                if (st & IRL_UB_DIV0) FAULT("division by zero (undefined behaviour)");
                if (st & IRL_UB_OVF) FAULT("signed division overflow: INT_MIN / -1 (undefined behaviour)");
                wrw(R, P, in->d + (uint32_t)(i * dw), dw, r, p | (st & IRL_POISON));
            }
            break;
        }
        case IO_OVF: {
            /* {T, i1} of *.with.overflow: the overflow bit is the poison an nsw/nuw flag
             * would give; the value is the wrapped result */
            int ew = ir_kind_words(VK_INT, in->w), i;
            for (i = 0; i < in->n; i++) {
                u128 x = rdw(R, in->a + (uint32_t)(i * ew), ew), y = rdw(R, in->b + (uint32_t)(i * ew), ew), r;
                int p = P[in->a + (uint32_t)(i * ew)] | P[in->b + (uint32_t)(i * ew)];
                int st = ir_lane(in, x, y, U(0, 0), &r);
                wrw(R, P, in->d + (uint32_t)(i * ew), ew, r, p);
                R[in->d + (uint32_t)(in->n * ew + i)] = (uint64_t)(st & IRL_POISON);
                P[in->d + (uint32_t)(in->n * ew + i)] = (uint8_t)p;
            }
            break;
        }
        case IO_BITCAST: {
            const irbitcast *B = &M->bitcasts[in->k];
            uint8_t buf[256], *mem = buf;
            uint32_t i;
            int p = 0;
            if (B->from->size > sizeof buf) {
                mem = (uint8_t *)calloc(1, B->from->size);
                if (!mem) FAULT("out of memory");
            } else {
                memset(buf, 0, B->from->size);
            }
            for (i = 0; i < B->from->nwords; i++) p |= P[in->a + i];
            ir_to_mem(B->from, R + in->a, mem);
            ir_from_mem(B->to, R + in->d, mem);
            for (i = 0; i < B->to->nwords; i++) P[in->d + i] = (uint8_t)p;
            if (mem != buf) free(mem);
            break;
        }
        case IO_EXTRACTE: {
            uint64_t idx = R[in->b];
            uint32_t ew = (uint32_t)in->k, j;
            if (idx >= in->n || P[in->b]) {
                for (j = 0; j < ew; j++) { R[in->d + j] = 0; P[in->d + j] = 1; }
            } else {
                for (j = 0; j < ew; j++) { R[in->d + j] = R[in->a + (uint32_t)idx * ew + j]; P[in->d + j] = P[in->a + (uint32_t)idx * ew + j]; }
            }
            break;
        }
        case IO_INSERTE: {
            uint64_t idx = R[in->c];
            uint32_t ew = (uint32_t)in->k, j, nw = in->n * ew;
            memmove(R + in->d, R + in->a, (size_t)nw * 8);
            memmove(P + in->d, P + in->a, nw);
            if (idx >= in->n || P[in->c]) {
                for (j = 0; j < nw; j++) P[in->d + j] = 1;
            } else {
                for (j = 0; j < ew; j++) { R[in->d + (uint32_t)idx * ew + j] = R[in->b + j]; P[in->d + (uint32_t)idx * ew + j] = P[in->b + j]; }
            }
            break;
        }
        case IO_SHUFFLE: {
            const irshuffle *S = &M->shuffles[in->k];
            uint32_t i, j;
            for (i = 0; i < S->nout; i++) {
                int32_t m = S->mask[i];
                for (j = 0; j < S->ew; j++) {
                    uint32_t dst = in->d + i * S->ew + j;
                    if (m < 0) { R[dst] = 0; P[dst] = 1; }
                    else {
                        uint32_t src = ((uint32_t)m < S->na ? in->a + (uint32_t)m * S->ew : in->b + ((uint32_t)m - S->na) * S->ew) + j;
                        R[dst] = R[src];
                        P[dst] = P[src];
                    }
                }
            }
            break;
        }
        /* ---------------------------------------------------- addresses */
        case IO_GEP1:
            R[in->d] = R[in->a] + sx64(R[in->b], in->w) * in->k;
            P[in->d] = P[in->a] | P[in->b];
            break;
        case IO_GEPC: R[in->d] = R[in->a] + in->k; P[in->d] = P[in->a]; break;
        case IO_GEP: {
            const irgep *G = &M->geps[in->k];
            uint64_t v = R[in->a] + (uint64_t)G->off;
            int p = P[in->a];
            uint32_t i;
            for (i = 0; i < G->nterms; i++) {
                const irgepterm *T = &G->terms[i];
                uint64_t x = T->w > 64 ? R[T->slot] : sx64(R[T->slot], (int)T->w);
                v += x * (uint64_t)T->scale;
                p |= P[T->slot];
            }
            R[in->d] = v;
            P[in->d] = (uint8_t)p;
            break;
        }
        case IO_CVTA_FROM: R[in->d] = nr_cvta_from((nr_space)in->sub, R[in->a]); P[in->d] = P[in->a]; break;
        case IO_CVTA_TO: R[in->d] = nr_cvta_to((nr_space)in->sub, R[in->a]); P[in->d] = P[in->a]; break;
        case IO_ISSPACEP: R[in->d] = (uint64_t)nr_isspacep((nr_space)in->sub, R[in->a]); P[in->d] = P[in->a]; break;
        case IO_ALLOCA:
            R[in->d] = fr->local_base + in->k + ((in->fl & IF_GENERIC) ? NR_LOCAL_WIN : 0);
            P[in->d] = 0;
            break;
        case IO_ALLOCA_DYN: {
            uint64_t cnt = R[in->a], off, hi, lo;
            if (P[in->a]) FAULT("alloca with a poison element count (undefined behaviour)");
            mul64(cnt, in->k, &hi, &lo);
            if (hi || local_bump(cx, t, lo, in->c, &off)) FAULT("local memory (stack) overflow in a dynamic alloca of %llu elements", (unsigned long long)cnt);
            R[in->d] = off + ((in->fl & IF_GENERIC) ? NR_LOCAL_WIN : 0);
            P[in->d] = 0;
            break;
        }
        case IO_STACK: {
            /* the stack top is the thread's local size (dynamic allocas bump it); a restore
             * goes back to a saved top: only downwards, and never below this frame's own */
            uint64_t top = t->local_size, base = fr->local_base + F->local_size, v;
            if (in->sub == 0) {
                R[in->d] = top + ((in->fl & IF_GENERIC) ? NR_LOCAL_WIN : 0);
                P[in->d] = 0;
                break;
            }
            if (P[in->a]) FAULT("stackrestore to a poison pointer (undefined behaviour)");
            v = R[in->a] - ((in->fl & IF_GENERIC) ? NR_LOCAL_WIN : 0);
            if (v > top || v < base) FAULT("stackrestore to %#llx, which is not a saved stack top of this frame", (unsigned long long)R[in->a]);
            t->local_size = v;
            break;
        }
        /* ---------------------------------------------------- memory */
        case IO_LD: {
            uint8_t *p;
            POISON_PTR(in->a);
            p = xl(cx, t, in->sub, R[in->a], in->w, in->w, 0);
            if (!p) FAULTED();
            R[in->d] = nr_rd(p, in->w) & in->k;
            P[in->d] = 0;
            break;
        }
        case IO_ST: {
            uint8_t *p;
            POISON_PTR(in->a);
            p = xl(cx, t, in->sub, R[in->a], in->w, in->w, 1);
            if (!p) FAULTED();
            if (P[in->b]) { fr->pc = pc; warn_poison_store(cx, M, t, &M->warned[in->c], R[in->a]); }
            nr_wr(p, in->w, R[in->b]);
            break;
        }
        case IO_LDX: {
            const irmem *Mm = &M->mems[in->k];
            uint8_t *p;
            uint32_t i;
            POISON_PTR(in->a);
            p = xl(cx, t, Mm->space, R[in->a], Mm->lay->size, Mm->align, 0);
            if (!p) FAULTED();
            ir_from_mem(Mm->lay, R + in->d, p);
            for (i = 0; i < Mm->lay->nwords; i++) P[in->d + i] = 0;
            break;
        }
        case IO_STX: {
            const irmem *Mm = &M->mems[in->k];
            uint8_t *p;
            uint32_t i;
            POISON_PTR(in->a);
            p = xl(cx, t, Mm->space, R[in->a], Mm->lay->size, Mm->align, 1);
            if (!p) FAULTED();
            for (i = 0; i < Mm->lay->nwords; i++)
                if (P[in->b + i]) { fr->pc = pc; warn_poison_store(cx, M, t, &M->warned[in->c], R[in->a]); break; }
            ir_to_mem(Mm->lay, R + in->b, p);
            break;
        }
        case IO_ATOMIC: {
            /* c lanes of k>>32 bytes each (a vector: lane by lane, in this one step) */
            uint32_t sz = (uint32_t)(in->k & 0xffff), al = (uint32_t)(in->k >> 16 & 0xffff);
            uint32_t esz = (uint32_t)(in->k >> 32), l;
            uint8_t *p;
            uint64_t old, nv = 0;
            POISON_PTR(in->a);
            p = nr_xlate(cx, t, (nr_space)in->n, R[in->a], sz, al, 2);
            if (!p) FAULTED();
            for (l = 0; l < in->c; l++) {
                old = nr_rd(p + (size_t)l * esz, esz);
                atomic_apply(in, old, R[in->b + l], &nv);
                nr_wr(p + (size_t)l * esz, esz, nv);
                R[in->d + l] = old;
                P[in->d + l] = P[in->b + l];
            }
            break;
        }
        case IO_CMPXCHG: {
            uint32_t sz = (uint32_t)(in->k & 0xffff), al = (uint32_t)(in->k >> 16);
            uint8_t *p;
            uint64_t old;
            POISON_PTR(in->a);
            p = nr_xlate(cx, t, (nr_space)in->n, R[in->a], sz, al, 2);
            if (!p) FAULTED();
            old = nr_rd(p, sz);
            if (old == R[in->b]) nr_wr(p, sz, R[in->c]);
            R[in->d] = old;
            R[in->d + 1] = old == R[in->b];
            P[in->d] = 0;
            P[in->d + 1] = P[in->b];
            break;
        }
        case IO_MEMCPY: {
            uint64_t len = R[in->c];
            uint8_t *dp, *sp;
            fr->pc = pc;
            if (P[in->c]) FAULT("memcpy with a poison length (undefined behaviour)");
            if (!len) break;
            POISON_PTR(in->a);
            POISON_PTR(in->b);
            if (len > 0xffffffffULL) FAULT("memcpy of %llu bytes", (unsigned long long)len);
            dp = nr_xlate(cx, t, (nr_space)in->sub, R[in->a], (uint32_t)len, 1, 1);
            if (!dp) FAULTED();
            sp = nr_xlate(cx, t, (nr_space)in->n, R[in->b], (uint32_t)len, 1, 0);
            if (!sp) FAULTED();
            if (!in->fl && dp != sp && ((dp < sp && dp + len > sp) || (sp < dp && sp + len > dp)))
                FAULT("llvm.memcpy with overlapping source and destination (undefined behaviour)");
            memmove(dp, sp, (size_t)len);
            break;
        }
        case IO_MEMSET: {
            uint64_t len = R[in->c];
            uint8_t *dp;
            fr->pc = pc;
            if (P[in->c]) FAULT("memset with a poison length (undefined behaviour)");
            if (!len) break;
            POISON_PTR(in->a);
            if (len > 0xffffffffULL) FAULT("memset of %llu bytes", (unsigned long long)len);
            dp = nr_xlate(cx, t, (nr_space)in->sub, R[in->a], (uint32_t)len, 1, 1);
            if (!dp) FAULTED();
            memset(dp, (int)(R[in->b] & 0xff), (size_t)len);
            break;
        }
        /* ---------------------------------------------------- threads */
        case IO_SREG: R[in->d] = sreg_value(cx, t, in->sub); P[in->d] = 0; break;
        case IO_CLOCK: R[in->d] = ((t->insns + n) * in->w) & in->k; P[in->d] = 0; break;
        case IO_BAR:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = in->sub == BARK_ARRIVE ? NR_W_BAR_ARRIVE : NR_W_BAR;
            t->wait.barid = (uint32_t)R[in->a];
            t->wait.count = (uint32_t)R[in->b];
            t->wait.op = in->sub == BARK_AND ? NR_BARRED_AND : in->sub == BARK_OR ? NR_BARRED_OR : in->sub == BARK_POPC ? NR_BARRED_POPC : NR_BARRED_NONE;
            t->wait.pred = R[in->c] != 0;
            goto block;
        case IO_SHFL:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_SHFL;
            t->wait.op = in->sub;
            t->wait.mask = (in->fl & 2) ? live_lanes(cx, t) : (uint32_t)R[in->a];
            t->wait.a = R[in->b] & 0xffffffff;
            t->wait.b = (uint32_t)R[in->c];
            t->wait.c = (uint32_t)R[(uint32_t)in->k];
            goto block;
        case IO_VOTE:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_VOTE;
            t->wait.op = in->sub;
            t->wait.mask = (in->fl & 2) ? live_lanes(cx, t) : (uint32_t)R[in->a];
            t->wait.pred = (int)(R[in->b] & 1);
            goto block;
        case IO_MATCH:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_MATCH;
            t->wait.op = in->sub;
            t->wait.mask = (uint32_t)R[in->a];
            t->wait.a = in->w == 64 ? R[in->b] : R[in->b] & 0xffffffff;
            t->wait.width = in->w;
            goto block;
        case IO_REDUX:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_REDUX;
            t->wait.op = in->sub;
            t->wait.a = R[in->a] & 0xffffffff;
            t->wait.mask = (uint32_t)R[in->b];
            goto block;
        case IO_CLUSTER:
            if (in->sub == 0) {
                if (R[in->b] != 0) FAULT("mapa: CTA rank %llu does not exist (nvcgrun runs clusters of one CTA)", (unsigned long long)R[in->b]);
                R[in->d] = R[in->a];
                P[in->d] = P[in->a];
            } else {
                R[in->d] = 0;
                P[in->d] = 0;
            }
            break;
        case IO_ELECT:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_ELECT;
            t->wait.mask = (uint32_t)R[in->a];
            goto block;
        case IO_MBAR: {
            uint64_t r;
            if (in->sub == 0xff) { R[in->d] = nr_mbar_pending_count(R[in->b]); P[in->d] = 0; break; }
            POISON_PTR(in->a);
            if (nr_mbar(cx, t, in->sub, (nr_space)in->w, R[in->a], R[in->b], &r)) FAULTED();
            if (in->fl) { R[in->d] = r; P[in->d] = 0; }
            break;
        }
        case IO_CPASYNC: {
            int rc;
            fr->pc = pc;
            switch (in->sub) {
            case 0:
                POISON_PTR(in->a);
                POISON_PTR(in->b);
                rc = nr_cpasync(cx, t, R[in->a], R[in->b], (uint32_t)in->k, (uint32_t)R[in->c]);
                break;
            case 1: rc = nr_cpasync_commit(cx, t); break;
            case 2: rc = nr_cpasync_wait(cx, t, (int)(int64_t)in->k); break;
            default: rc = nr_cpasync_mbar_arrive(cx, t, (nr_space)in->w, R[in->a], in->sub == 4); break;
            }
            if (rc) FAULTED();
            break;
        }
        case IO_BULK: {
            int rc;
            fr->pc = pc;
            if (in->sub == 0x10) rc = nr_bulk_commit(cx, t);
            else if (in->sub == 0x11) rc = nr_bulk_wait(cx, t, (int)(int64_t)in->k);
            else if (in->sub == 0x13) {
                POISON_PTR(in->a);
                rc = nr_st_bulk(cx, t, (nr_space)in->w, R[in->a], R[in->c]);
            }
            else {
                POISON_PTR(in->a);
                POISON_PTR(in->b);
                rc = nr_bulk_copy(cx, t, in->sub, R[in->a], R[in->b], (uint32_t)R[in->c], R[in->d],
                                  in->fl ? (uint32_t)(R[in->k] & 0xffff) : 1u);
            }
            if (rc) FAULTED();
            break;
        }
        case IO_TEXTURE: {
            /* texture unit (texture.h): per thread */
            const nr_texop *X = M->texops[in->k];
            uint32_t k;
            fr->pc = pc; /* a fault describes this instruction */
            if (nr_texop_run(cx, t, X, R)) FAULTED();
            for (k = 0; k < 4; k++)
                if (X->dbits[k]) P[X->dst[k]] = 0;
            break;
        }
        case IO_TENSOR: {
            const irtensor *T = M->tensors[in->k];
            uint32_t k;
            for (k = 0; k < T->nsrc; k++) {
                uint32_t s = T->src[k];
                t->frag[k] = T->src_pair[k] ? (R[s] & 0xffff) | (R[s + 1] & 0xffff) << 16 : R[s];
            }
            if (T->d.kind == NR_MMA_WMMA_LOAD || T->d.kind == NR_MMA_WMMA_STORE) {
                fr->pc = pc;
                if (nr_wmma_ldst(cx, t, &T->d, R[T->addr], T->has_stride ? (uint32_t)R[T->stride] : 0, t->frag)) FAULTED();
                for (k = 0; k < T->ndst; k++) tensor_put(R, P, T->dst[k], T->dst_pair[k], t->frag[k], T->d.td == NR_ET_F64);
                break;
            }
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_TENSOR;
            t->wait.mask = 0xffffffffu;
            t->wait.tensor = &T->d;
            t->wait.a = T->has_addr ? R[T->addr] : 0;
            goto block;
        }
        case IO_ACTIVEMASK:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_ACTIVEMASK;
            t->wait.site = ((uint64_t)fr->fn << 32) | pc;
            goto block;
        case IO_WARPSYNC:
            memset(&t->wait, 0, sizeof t->wait);
            t->wait.kind = NR_W_WARPSYNC;
            t->wait.mask = (uint32_t)R[in->a];
            goto block;
        case IO_PRINTF: {
            int rv;
            fr->pc = pc;
            if (P[in->a] || P[in->b]) FAULT("vprintf through a poison pointer (undefined behaviour)");
            rv = nr_vprintf(cx, t, R[in->a], R[in->b]);
            if (rv < 0) FAULTED();
            if (in->n) { R[in->d] = (uint32_t)rv; P[in->d] = 0; }
            break;
        }
        default:
            FAULT("internal: unhandled ir operation %u", (unsigned)in->op);
        }
        pc++;
        continue;
    block:
        SAVE();
        return NR_BLOCKED;
    }
}
