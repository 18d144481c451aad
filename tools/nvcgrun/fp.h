/* fp.h — IEEE-754 format conversions for the nvcgrun engines.
 *
 * Every conversion a GPU kernel can ask for between the four float formats the runner knows
 * (binary16 "f16", bfloat16 "bf16", binary32 "f32", binary64 "f64", plus tf32 and the two
 * 8-bit formats e4m3/e5m2) and 64-bit integers, each with every rounding mode PTX names
 * (.rn/.rz/.rm/.rp and .rna). All of them funnel through one exact routine, fp_round_pack(),
 * which rounds sign * mant * 2^exp2 (an exact value) to a format; so results are correctly
 * rounded by construction, with no double rounding. Shared by the ptx and ir engines and by
 * the runner (buffer initialisation, --dump printing).
 *
 * NaNs produced by a conversion are the format's canonical NaN (all exponent bits, the whole
 * fraction set except for f64, whose canonical NaN is 0x7fffffffffffffff), as NVIDIA GPUs
 * produce them; comparers treat NaN payloads as equal anyway.
 */
#ifndef NVCGRUN_FP_H
#define NVCGRUN_FP_H

#include <stdint.h>

/* Rounding modes, in PTX's names. */
enum { FP_RN = 0, FP_RZ = 1, FP_RM = 2, FP_RP = 3, FP_RNA = 4 };

/* Formats. */
enum { FP_F16 = 0, FP_BF16 = 1, FP_F32 = 2, FP_F64 = 3, FP_TF32 = 4, FP_E4M3 = 5, FP_E5M2 = 6,
       /* the narrow formats of sm_100a/sm_120a (OCP MX): FP6 e2m3 and e3m2 (6 bits), FP4 e2m1
        * (4 bits), none with infinities or NaNs; ue8m0 (8 unsigned exponent bits, 2^(e-127),
        * 0xff NaN), a scale factor */
       FP_E2M3 = 7, FP_E3M2 = 8, FP_E2M1 = 9, FP_UE8M0 = 10, FP_NFORMATS = 11 };

typedef struct fp_format {
    int mant_bits;  /* stored fraction bits */
    int exp_bits;   /* exponent field bits */
    int bits;       /* storage width */
    uint64_t qnan;  /* canonical NaN */
} fp_format;

extern const fp_format fp_formats[FP_NFORMATS];

/* Round (-1)^sign * mant * 2^exp2 (exact) to format FMT with rounding mode RM; returns the
 * bit pattern. *inexact (may be NULL) is set when rounding changed the value. For the 8-bit
 * formats and tf32 the IEEE-like encoding with infinities is used; e4m3 (no infinities,
 * one NaN) is handled by fp_from_double with SATFINITE semantics. */
uint64_t fp_round_pack(int fmt, int sign, uint64_t mant, int exp2, int rm, int *inexact);

/* Exact decode of any format to double (f16, bf16, f32, tf32 and the 8-bit formats are
 * subsets of double). */
double fp_to_double(int fmt, uint64_t bits);
/* Round a double to a format. NaN -> canonical NaN. */
uint64_t fp_from_double(int fmt, double x, int rm);
/* Same, saturating: +-Inf and overflow go to +-max finite (NaN stays NaN): .satfinite. */
uint64_t fp_from_double_satfinite(int fmt, double x, int rm);

/* Integer -> format, with rounding. */
uint64_t fp_from_u64(int fmt, uint64_t v, int rm);
uint64_t fp_from_s64(int fmt, int64_t v, int rm);

/* Float (given as a double, exact for every source format) -> integer of WIDTH bits
 * (8/16/32/64), signed or not, rounding to integral with RM; the result saturates to the
 * destination range and NaN converts to 0 (PTX cvt semantics). Returned as the integer's
 * bit pattern, zero-extended to 64 bits. */
uint64_t fp_to_int(double x, int rm, int width, int is_signed);

/* Round a double to an integral double with RM (for cvt.rni.f32.f32 and friends). */
double fp_round_integral(double x, int rm);

/* Bit helpers. */
float fp_f32(uint32_t bits);
uint32_t fp_bits32(float f);
double fp_f64(uint64_t bits);
uint64_t fp_bits64(double d);

/* Classification on bit patterns. */
int fp_is_nan(int fmt, uint64_t bits);
int fp_is_subnormal(int fmt, uint64_t bits);
/* Flush a subnormal to sign-preserving zero (.ftz). */
uint64_t fp_flush(int fmt, uint64_t bits);

/* min/max of one value of format FMT with PTX's rules (both engines); see fp.c. */
uint64_t fp_minmax(int fmt, int is_max, int nanprop, int absmode, int xorsign, int ftz, uint64_t a, uint64_t b);
/* rcp (RSQ = 0) / rsqrt (RSQ = 1) .approx.ftz.f64 on the upper word of A. */
uint64_t fp_approx64_upper(int rsq, uint64_t a);

/* The packed narrow-format conversions of PTX's cvt (both engines run them through these):
 *   fp_cvt_narrow_pack: to DFMT (e4m3, e5m2, e2m3, e3m2, e2m1, ue8m0) from two f32 (SFMT
 *     FP_F32: a to the upper element, b to the lower) or from one packed f16x2 / bf16x2 word
 *     (SFMT FP_F16 / FP_BF16: a's upper half to the upper element); elements are 8-bit
 *     containers (result 16 bits) except e2m1, two 4-bit fields (result 8 bits);
 *   fp_cvt_narrow_unpack: a packed pair of SFMT to f16x2 (DFMT FP_F16) or bf16x2 (FP_BF16),
 *     exactly (every narrow value is representable).
 * Flags: FP_CVT_RELU (a negative non-NaN result becomes +0), FP_CVT_SATFINITE (overflow and
 * infinities clamp to the largest finite value). Rules, per format (PTX ISA "cvt"; CUDA's
 * cuda_fp8/fp6/fp4.hpp host conversions agree): e4m3/e5m2 (.rn only): NaN -> the format's
 * NaN (0x7f); e2m3/e3m2/e2m1 (.rn.satfinite only): NaN -> positive MAX_NORM, out of range ->
 * sign-preserved MAX_NORM, underflow -> a signed zero; ue8m0 (.rz/.rp, sign ignored): the
 * power of two at or below (.rz) / at or above (.rp) |x|, 2^-127 (code 0) for anything
 * smaller, NaN -> 0xff, above 2^127 -> 0xff (NaN), or 0xfe (2^127) with .satfinite. */
#define FP_CVT_RELU 1
#define FP_CVT_SATFINITE 2
uint32_t fp_cvt_narrow_pack(int dfmt, int sfmt, uint32_t a, uint32_t b, int rm, int flags);
uint32_t fp_cvt_narrow_unpack(int dfmt, int sfmt, uint32_t a, int flags);
/* cvt.rs{.relu}{.satfinite}.f16x2.f32 / .bf16x2.f32 d, a, b, rbits (sm_100a / sm_103a):
 * stochastic rounding of f32 A (to the upper half) and B (the lower) to DFMT (FP_F16 or
 * FP_BF16). The random bits of A are RBITS' upper half, of B its lower half: their 13 low
 * bits for f16, all 16 for bf16 (PTX ISA, cvt). The bits are added to the bits the
 * conversion discards and the carry rounds the magnitude up; see fp.c for f16 subnormals. */
uint32_t fp_cvt_rs_pack(int dfmt, uint32_t a, uint32_t b, uint32_t rbits, int flags);
/* One element of a narrow format from an exact double (the rules above). */
uint32_t fp_narrow_from_double(int fmt, double x, int rm, int flags);

/* Format a value for --dump: shortest decimal that reads back to the same value. */
void fp_format_value(int fmt, uint64_t bits, char *buf, int size);

#endif
