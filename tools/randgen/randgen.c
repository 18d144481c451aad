/* randgen.c — a random kernel generator for nvcg's semantic tests (in the spirit of Csmith
 * and YARPGen; no code from either).
 *
 * From a seed it writes one NVPTX kernel module as LLVM assembly, plus (in comments at the
 * top) the nvcgrun launch that runs it: grid, block (2-D/3-D shapes, sizes that are not
 * multiples of 32) and buffers initialised with rand:SEED. Every engine (the IR
 * interpreter, the PTX emulator on nvcg's or llc's PTX, a real GPU) must produce the same
 * buffers bit for bit; the fuzz driver (fuzz_diff.py) compares them.
 *
 * The programs are free of undefined behaviour by construction:
 *  - no poison: shift amounts are reduced modulo the width, divisors are forced odd (and
 *    never -1 for signed division), vector lane indices are masked, float-to-int
 *    conversions are clamped to the target's range first (NaN to 0), nsw/nuw/exact only
 *    where a tracked bound proves them, ctlz/cttz/abs with their "poison" flag off;
 *  - no out-of-bounds access: buffer offsets are masked to the buffer's (power-of-two)
 *    size, local and shared array indices to the array's length;
 *  - no reads of uninitialised memory: local arrays are filled in the entry block, shared
 *    arrays are written by every thread before the barrier that precedes their reads;
 *  - no data races: each thread stores only into its own slice of the output buffer;
 *    shared memory is written, then a barrier, then read (each shared array has one such
 *    phase); atomics only where the final memory is independent of the order (integer
 *    add/sub/and/or/xor/min/max; float add of small integers) and their results unused;
 *  - barriers, shuffles and votes only in block-uniform control flow (conditions and trip
 *    counts built from block-uniform values), with the mask of the lanes that exist;
 *    shuffle sources always inside the mask;
 *  - bounded loops (trip counts masked), bounded recursion (depth argument masked);
 *  - floating point: only operations IEEE defines exactly (+ - * / sqrt fma, conversions,
 *    compares, min/max, fabs, copysign, rounding to integral); every value is made a
 *    canonical NaN before it is stored or bit-cast, so NaN payloads never reach memory;
 *    minnum/maxnum results get +0.0 added (their choice between -0 and +0 is free);
 *  - odd-width integers never touch memory (they are widened to a byte multiple first).
 *
 * Output: `; NVCGRUN: ARGS` (nvcgrun's arguments after the file name), `; MIN_SM: N`,
 * `; NOLLC: reasons` (constructs llc 14 cannot compile for NVPTX; `--llc-safe` avoids
 * them) and `; FEATURES: ...` (what the module uses), then the module.
 *
 *   randgen [--seed N] [--size N] [--typed-pointers] [--llc-safe] [--no-FEATURE]...
 *           [--only F,G,...] [-o FILE] [--list-features]
 *
 * Deterministic: the module depends only on the options (own PRNG, no libc randomness). */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ random numbers */

static uint64_t rs[4];

static uint64_t splitmix(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static void rseed(uint64_t seed) {
  int i;
  for (i = 0; i < 4; i++) rs[i] = splitmix(&seed);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/* xoshiro256** */
static uint64_t rnext(void) {
  uint64_t r = rotl(rs[1] * 5, 7) * 9, t = rs[1] << 17;
  rs[2] ^= rs[0];
  rs[3] ^= rs[1];
  rs[1] ^= rs[2];
  rs[0] ^= rs[3];
  rs[2] ^= t;
  rs[3] = rotl(rs[3], 45);
  return r;
}

static unsigned rnd(unsigned n) { return n ? (unsigned)(rnext() % n) : 0; }
static int chance(unsigned pct) { return rnd(100) < pct; }

/* ------------------------------------------------------------------ text buffers */

typedef struct sbuf {
  char *p;
  size_t n, cap;
} sbuf;

static void sb_vprintf(sbuf *b, const char *fmt, va_list ap) {
  va_list aq;
  int need;
  va_copy(aq, ap);
  need = vsnprintf(NULL, 0, fmt, aq);
  va_end(aq);
  if (need < 0) return;
  if (b->n + (size_t)need + 1 > b->cap) {
    size_t nc = b->cap ? b->cap : 4096;
    while (nc < b->n + (size_t)need + 1) nc *= 2;
    b->p = realloc(b->p, nc);
    if (!b->p) {
      fprintf(stderr, "randgen: out of memory\n");
      exit(2);
    }
    b->cap = nc;
  }
  vsnprintf(b->p + b->n, (size_t)need + 1, fmt, ap);
  b->n += (size_t)need;
}

static void sb_printf(sbuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(b, fmt, ap);
  va_end(ap);
}

static void sb_cat(sbuf *b, const sbuf *s) {
  if (s->n) sb_printf(b, "%.*s", (int)s->n, s->p);
}

/* rotating scratch strings for names and types used inside one printf */
static char *scratch(void) {
  static char bufs[48][320];
  static unsigned i;
  return bufs[i++ % 48];
}

/* ------------------------------------------------------------------ options, features */

#define FEATURES(X)                                                                      \
  X(ODDINT, "oddint", "integer widths that are not 8/16/32/64 (i1, i3, i24, i48, ...)")  \
  X(WIDEINT, "wideint", "integers wider than 64 bits (i65..i128)")                       \
  X(FP, "fp", "floating point at all")                                                   \
  X(F16, "f16", "half")                                                                  \
  X(BF16, "bf16", "bfloat (llc 14 cannot compile it)")                                   \
  X(F64, "f64", "double")                                                                \
  X(VEC, "vec", "vector types and operations (shufflevector, insert/extractelement)")    \
  X(AGG, "agg", "structs and arrays as values (insertvalue/extractvalue)")               \
  X(BRANCH, "branch", "if/else with divergence, phis")                                   \
  X(SWITCH, "switch", "switch")                                                          \
  X(LOOP, "loop", "loops (nested, with phis)")                                           \
  X(CALL, "call", "noinline device functions with scalar/vector/struct args and returns") \
  X(RECUR, "recur", "recursion with a bounded depth")                                    \
  X(LOCAL, "local", "local arrays and structs (alloca) with dynamic indices")            \
  X(SHARED, "shared", "shared memory with barriers, barrier reductions")                 \
  X(ATOMIC, "atomic", "integer atomics (global and shared)")                             \
  X(FATOMIC, "fatomic", "float atomic add of small integers")                            \
  X(SHUFFLE, "shuffle", "warp shuffles")                                                 \
  X(VOTE, "vote", "warp votes and match")                                                \
  X(NARROW, "narrow", "8- and 16-bit integer values, buffers and vector lanes")                \
  X(DIV, "div", "integer division and remainder")                                        \
  X(FLAGS, "flags", "nsw/nuw/exact where provably safe")                                 \
  X(GENERIC, "generic", "generic addresses (addrspacecast, ptrtoint/inttoptr)")          \
  X(MEMVIEW, "memview", "loads of one type from a buffer of another")                    \
  X(NVVM, "nvvm", "NVVM intrinsics (mulhi, sad, brev, prmt, rounding-mode div/sqrt/fma/cvt)") \
  X(APPROX, "approx", "approximate f32 functions (ex2/lg2/sin/cos/rsqrt/sqrt/div .approx) into their own buffer; off unless --approx") \
  X(FIELDS, "fields", "adjacent fields (float4/int2-like): 2 or 4 loads and stores one element apart through one base")

enum {
#define X(id, name, help) FT_##id,
  FEATURES(X)
#undef X
      FT_COUNT
};

static const char *const feat_names[] = {
#define X(id, name, help) name,
    FEATURES(X)
#undef X
};
static const char *const feat_help[] = {
#define X(id, name, help) help,
    FEATURES(X)
#undef X
};

static int feat[FT_COUNT];    /* enabled */
static int used[FT_COUNT];    /* used by this module */
static int opt_typed;         /* --typed-pointers */
static int opt_llc_safe;      /* --llc-safe */
static int opt_size = 12;     /* --size */
static uint64_t opt_seed = 1; /* --seed */

static char nollc[512]; /* reasons llc 14 cannot compile this module */
static char noopt[256]; /* reasons opt 14 -O2 miscompiles this module (its leg is skipped) */
static int min_sm = 70;

static void note_nollc(const char *why) {
  if (strstr(nollc, why)) return;
  if (nollc[0]) strncat(nollc, " ", sizeof nollc - strlen(nollc) - 1);
  strncat(nollc, why, sizeof nollc - strlen(nollc) - 1);
}

static void note_noopt(const char *why) {
  if (strstr(noopt, why)) return;
  if (noopt[0]) strncat(noopt, " ", sizeof noopt - strlen(noopt) - 1);
  strncat(noopt, why, sizeof noopt - strlen(noopt) - 1);
}

static int on(int f) { return feat[f]; }
static void use(int f) { used[f] = 1; }

/* ------------------------------------------------------------------ types */

enum { K_INT, K_HALF, K_BF16, K_FLOAT, K_DOUBLE, K_VEC, K_ARR, K_STRUCT };

typedef struct rtype {
  int k, bits, elem, n, nf, f[6], named;
} rtype;

#define MAXT 256
static rtype T[MAXT];
static int nT;

static int intern(rtype x) {
  int i;
  if (!x.named)
    for (i = 0; i < nT; i++)
      if (!T[i].named && memcmp(&T[i], &x, sizeof x) == 0) return i;
  if (nT >= MAXT) {
    fprintf(stderr, "randgen: too many types\n");
    exit(2);
  }
  T[nT] = x;
  return nT++;
}

static int ty_int(int bits) {
  rtype x;
  memset(&x, 0, sizeof x);
  x.k = K_INT;
  x.bits = bits;
  return intern(x);
}
static int ty_fp(int k) {
  rtype x;
  memset(&x, 0, sizeof x);
  x.k = k;
  x.bits = k == K_DOUBLE ? 64 : k == K_FLOAT ? 32 : 16;
  return intern(x);
}
static int ty_vec(int elem, int n) {
  rtype x;
  memset(&x, 0, sizeof x);
  x.k = K_VEC;
  x.elem = elem;
  x.n = n;
  x.bits = T[elem].bits * n;
  return intern(x);
}
static int ty_arr(int elem, int n) {
  rtype x;
  memset(&x, 0, sizeof x);
  x.k = K_ARR;
  x.elem = elem;
  x.n = n;
  return intern(x);
}
static int nnamed;
static int ty_struct(const int *f, int nf, int named) {
  rtype x;
  memset(&x, 0, sizeof x);
  x.k = K_STRUCT;
  x.nf = nf;
  memcpy(x.f, f, sizeof(int) * (size_t)nf);
  x.named = named ? ++nnamed : 0;
  return intern(x);
}

static int TI1, TI8, TI16, TI32, TI64, TF16, TBF16, TF32, TF64;

static int is_int(int t) { return T[t].k == K_INT; }
static int is_fp(int t) { return T[t].k >= K_HALF && T[t].k <= K_DOUBLE; }
static int is_vec(int t) { return T[t].k == K_VEC; }
static int is_agg(int t) { return T[t].k == K_ARR || T[t].k == K_STRUCT; }
static int scal(int t) { return is_vec(t) ? T[t].elem : t; } /* element type of a vector */
static int has_bf16(int t) {
  int i;
  if (T[t].k == K_BF16) return 1;
  if (is_vec(t) || T[t].k == K_ARR) return has_bf16(T[t].elem);
  if (T[t].k == K_STRUCT)
    for (i = 0; i < T[t].nf; i++)
      if (has_bf16(T[t].f[i])) return 1;
  return 0;
}

/* appends src to o (capacity sz), truncating */
static void app(char *o, size_t sz, const char *src) {
  size_t l = strlen(o), n = strlen(src);
  if (l + 1 >= sz) return;
  if (n > sz - 1 - l) n = sz - 1 - l;
  memcpy(o + l, src, n);
  o[l + n] = 0;
}

static void tprint(char *o, size_t sz, int t) {
  const rtype *x = &T[t];
  char a[320], num[32];
  int i;
  o[0] = 0;
  switch (x->k) {
  case K_INT: snprintf(o, sz, "i%d", x->bits); break;
  case K_HALF: app(o, sz, "half"); break;
  case K_BF16: app(o, sz, "bfloat"); break;
  case K_FLOAT: app(o, sz, "float"); break;
  case K_DOUBLE: app(o, sz, "double"); break;
  case K_VEC:
  case K_ARR:
    tprint(a, sizeof a, x->elem);
    snprintf(num, sizeof num, "%s%d x ", x->k == K_VEC ? "<" : "[", x->n);
    app(o, sz, num);
    app(o, sz, a);
    app(o, sz, x->k == K_VEC ? ">" : "]");
    break;
  case K_STRUCT:
    if (x->named) {
      snprintf(o, sz, "%%S%d", x->named);
      break;
    }
    app(o, sz, "{ ");
    for (i = 0; i < x->nf; i++) {
      tprint(a, sizeof a, x->f[i]);
      if (i) app(o, sz, ", ");
      app(o, sz, a);
    }
    app(o, sz, " }");
    break;
  }
}

static const char *ts(int t) {
  char *o = scratch();
  tprint(o, 320, t);
  return o;
}

/* a pointer type: `ptr addrspace(N)` or, with --typed-pointers, `T addrspace(N)*` */
static const char *pts(int pointee, int as) {
  char *o = scratch(), num[32];
  if (!opt_typed) {
    if (as) snprintf(o, 320, "ptr addrspace(%d)", as);
    else snprintf(o, 320, "ptr");
  } else {
    tprint(o, 320, pointee);
    if (as) {
      snprintf(num, sizeof num, " addrspace(%d)", as);
      app(o, 320, num);
    }
    app(o, 320, "*");
  }
  return o;
}

/* store size, ABI alignment and allocation size under the NVPTX data layout */
static int p2ceil(int x) {
  int p = 1;
  while (p < x) p *= 2;
  return p;
}
static int talign(int t);
static int tstore(int t) {
  const rtype *x = &T[t];
  if (x->k == K_INT || is_fp(t)) return (x->bits + 7) / 8;
  if (x->k == K_VEC) return (x->bits + 7) / 8;
  return 0;
}
static int talign(int t) {
  const rtype *x = &T[t];
  if (x->k == K_INT) return x->bits <= 8 ? 1 : x->bits <= 16 ? 2 : x->bits <= 32 ? 4 : x->bits <= 64 ? 8 : 16;
  if (is_fp(t)) return x->bits / 8;
  if (x->k == K_VEC) return p2ceil(tstore(t));
  return 8;
}

/* the LLVM overload suffix of a type: i32, f16, bf16, v4f32 */
static const char *mang(int t) {
  char *o = scratch();
  switch (T[t].k) {
  case K_INT: snprintf(o, 320, "i%d", T[t].bits); break;
  case K_HALF: snprintf(o, 320, "f16"); break;
  case K_BF16: snprintf(o, 320, "bf16"); break;
  case K_FLOAT: snprintf(o, 320, "f32"); break;
  case K_DOUBLE: snprintf(o, 320, "f64"); break;
  case K_VEC: snprintf(o, 320, "v%d%s", T[t].n, mang(T[t].elem)); break;
  default: snprintf(o, 320, "x"); break;
  }
  return o;
}

/* ------------------------------------------------------------------ declarations */

#define MAXDECL 512
static char *decls[MAXDECL];
static int ndecl;

/* declares an intrinsic once: ret name(params) */
static void declare(const char *ret, const char *name, const char *params) {
  char line[1024];
  int i;
  snprintf(line, sizeof line, "declare %s @%s(%s)", ret, name, params);
  for (i = 0; i < ndecl; i++)
    if (strcmp(decls[i], line) == 0) return;
  if (ndecl < MAXDECL) {
    decls[ndecl] = malloc(strlen(line) + 1);
    strcpy(decls[ndecl++], line);
  }
}

/* ------------------------------------------------------------------ values */

typedef struct val {
  int t;
  int uni; /* block-uniform */
  int ub;  /* integers: the value is below 2^ub as an unsigned number (<= width) */
  char nm[40];
} val;

#define MAXPOOL 8192
static val pool[MAXPOOL];
static int npool;

static void push(val v) {
  if (npool < MAXPOOL) pool[npool++] = v;
}

/* per-function emission state */
typedef struct fctx {
  sbuf body;   /* the instructions, in order */
  sbuf entry;  /* deferred entry-block code: allocas and their initialisation */
  int tmp, lbl;
  char cur[32];  /* the block being emitted into */
  int converged; /* every thread of the block executes this point */
  int kernel;
  int nest;      /* nesting depth of control flow */
  int loopdepth;
  char iv[40];   /* the innermost loop's induction variable (i32), "" outside loops */
} fctx;

static fctx *F;

static void emit(const char *fmt, ...) {
  va_list ap;
  sb_printf(&F->body, "  ");
  va_start(ap, fmt);
  sb_vprintf(&F->body, fmt, ap);
  va_end(ap);
  sb_printf(&F->body, "\n");
}

static const char *newname(void) {
  char *o = scratch();
  snprintf(o, 320, "%%v%d", F->tmp++);
  return o;
}

/* a new value name in its own ring, for pointers held across a few emits */
static char *fresh(void) {
  static char names[64][24];
  static unsigned i;
  char *o = names[i++ % 64];
  snprintf(o, 24, "%%v%d", F->tmp++);
  return o;
}
static void newlabel(char *o, const char *hint) { sprintf(o, "%s%d", hint, F->lbl++); }
static void label(const char *l) {
  sb_printf(&F->body, "%s:\n", l);
  snprintf(F->cur, sizeof F->cur, "%s", l);
}

/* a new value: "%vN = <text>" */
static val mk(int t, int uni, const char *fmt, ...) {
  val v;
  va_list ap;
  memset(&v, 0, sizeof v);
  v.t = t;
  v.uni = uni;
  v.ub = is_int(t) ? T[t].bits : 0;
  snprintf(v.nm, sizeof v.nm, "%s", newname());
  sb_printf(&F->body, "  %s = ", v.nm);
  va_start(ap, fmt);
  sb_vprintf(&F->body, fmt, ap);
  va_end(ap);
  sb_printf(&F->body, "\n");
  push(v);
  return v;
}

/* ------------------------------------------------------------------ constants */

/* two's complement words of an integer constant (up to 128 bits) */
static void u128_dec(char *o, uint64_t hi, uint64_t lo, int bits) {
  /* sign-extend from bits, print as signed decimal */
  int neg = 0, n = 0, i;
  char d[64];
  uint32_t w[4];
  if (bits < 128) {
    if (bits > 64) hi &= (~0ull) >> (128 - bits);
    else {
      hi = 0;
      if (bits < 64) lo &= (~0ull) >> (64 - bits);
    }
  }
  if (bits == 1) {
    strcpy(o, lo & 1 ? "true" : "false");
    return;
  }
  if (bits > 64 ? (hi >> (bits - 65)) & 1 : (lo >> (bits - 1)) & 1) {
    /* negative: magnitude = 2^bits - x */
    neg = 1;
    if (bits <= 64) {
      lo = (bits == 64 ? 0 : (1ull << bits)) - lo; /* mod 2^64 when bits == 64 */
    } else {
      uint64_t nlo = ~lo + 1, nhi = ~hi + (nlo == 0);
      if (bits < 128) nhi &= (~0ull) >> (128 - bits);
      hi = nhi;
      lo = nlo;
    }
  }
  w[0] = (uint32_t)(hi >> 32);
  w[1] = (uint32_t)hi;
  w[2] = (uint32_t)(lo >> 32);
  w[3] = (uint32_t)lo;
  do {
    uint64_t rem = 0;
    for (i = 0; i < 4; i++) {
      uint64_t cur = (rem << 32) | w[i];
      w[i] = (uint32_t)(cur / 10);
      rem = cur % 10;
    }
    d[n++] = (char)('0' + rem);
  } while (w[0] | w[1] | w[2] | w[3]);
  i = 0;
  if (neg) o[i++] = '-';
  while (n) o[i++] = d[--n];
  o[i] = 0;
}

static const char *int_const_bits(int bits, uint64_t hi, uint64_t lo) {
  char *o = scratch();
  u128_dec(o, hi, lo, bits);
  return o;
}

/* an interesting integer constant; *ub receives a bound */
static const char *int_const(int bits, int *ubp) {
  uint64_t hi = 0, lo = 0;
  int ub = bits;
  switch (rnd(8)) {
  case 0: lo = rnd(4); ub = 2; break;
  case 1: lo = rnd(256); ub = 8; break;
  case 2: hi = lo = ~0ull; break; /* -1 */
  case 3: /* INT_MIN */
    if (bits > 64) hi = 1ull << (bits - 65);
    else lo = 1ull << (bits - 1);
    break;
  case 4: /* INT_MAX */
    if (bits > 64) {
      hi = bits == 65 ? 0 : (~0ull) >> (129 - bits);
      lo = ~0ull;
    } else lo = (bits == 64 ? ~0ull : (1ull << (bits - 1)) - 1) >> (bits == 64 ? 1 : 0);
    break;
  case 5: lo = 1ull << rnd((unsigned)(bits < 64 ? bits : 64)); break;
  default: hi = rnext(); lo = rnext(); break;
  }
  if (bits < 64 && ub > bits) ub = bits;
  if (ub > bits) ub = bits;
  if (bits == 1) ub = 1;
  if (ubp) *ubp = ub;
  return int_const_bits(bits, hi, lo);
}

static unsigned half_bits(double d) {
  unsigned s = signbit(d) ? 0x8000u : 0;
  int e, E;
  double m;
  d = fabs(d);
  if (isnan(d)) return 0x7e00;
  if (isinf(d)) return s | 0x7c00;
  if (d == 0) return s;
  m = frexp(d, &e); /* d = m * 2^e, m in [0.5, 1) */
  E = e - 1 + 15;
  if (E >= 31) return s | 0x7c00;
  if (E >= 1) return s | ((unsigned)E << 10) | (unsigned)((m * 2 - 1) * 1024);
  return s | (unsigned)(d * 16777216.0);
}

static unsigned bf16_bits(double d) {
  float f = (float)d;
  uint32_t u;
  if (isnan(d)) return 0x7fc0;
  memcpy(&u, &f, 4);
  return u >> 16;
}

static const char *fp_lit(int t, double d) {
  char *o = scratch();
  uint64_t u;
  if (T[t].k == K_HALF) snprintf(o, 320, "0xH%04X", half_bits(d));
  else if (T[t].k == K_BF16) snprintf(o, 320, "0xR%04X", bf16_bits(d));
  else {
    if (T[t].k == K_FLOAT && !isnan(d) && !isinf(d)) d = (double)(float)d;
    if (isnan(d)) u = 0x7ff8000000000000ull;
    else memcpy(&u, &d, 8);
    snprintf(o, 320, "0x%016llX", (unsigned long long)u);
  }
  return o;
}

/* an interesting constant exactly representable in every format used here */
static double fp_value(int t) {
  int k = T[t].k, emax = k == K_HALF ? 8 : 12;
  int m, e;
  switch (rnd(14)) {
  case 0: return 0.0;
  case 1: return -0.0;
  case 2: return 1.0;
  case 3: return -1.0;
  case 4: return 0.5;
  case 5: return HUGE_VAL * (chance(50) ? 1 : -1);
  case 6: /* largest finite */
    return k == K_HALF ? 65504.0 : k == K_BF16 ? 3.3895313892515355e38 : k == K_FLOAT ? 3.4028234663852886e38 : 1.7976931348623157e308;
  case 7: /* smallest subnormal */
    return k == K_HALF ? ldexp(1, -24) : k == K_BF16 ? ldexp(1, -133) : k == K_FLOAT ? ldexp(1, -149) : ldexp(1, -1074);
  case 8: return chance(50) ? 3.0 : -7.0;
  default:
    m = (int)rnd(255) - 127;
    e = (int)rnd((unsigned)(2 * emax + 1)) - emax;
    return ldexp((double)m, e - 4);
  }
}

static val cst(int t);

static val constant_val(int t, const char *txt, int ub) {
  val v;
  memset(&v, 0, sizeof v);
  v.t = t;
  v.uni = 1;
  v.ub = ub;
  snprintf(v.nm, sizeof v.nm, "%s", txt);
  return v;
}

/* a constant of type t; vectors as <...> lists */
static val cst(int t) {
  int ub = 0, i;
  if (is_int(t)) {
    const char *s = int_const(T[t].bits, &ub);
    return constant_val(t, s, ub);
  }
  if (is_fp(t)) return constant_val(t, fp_lit(t, fp_value(t)), 0);
  if (is_vec(t)) {
    char o[320];
    size_t l;
    if (chance(15)) return constant_val(t, "zeroinitializer", 0);
    snprintf(o, sizeof o, "<");
    for (i = 0; i < T[t].n; i++) {
      val e = cst(T[t].elem);
      l = strlen(o);
      snprintf(o + l, sizeof o - l, "%s%s %s", i ? ", " : "", ts(T[t].elem), e.nm);
    }
    l = strlen(o);
    snprintf(o + l, sizeof o - l, ">");
    if (strlen(o) >= sizeof pool[0].nm) return constant_val(t, "zeroinitializer", 0);
    return constant_val(t, o, 0);
  }
  return constant_val(t, "zeroinitializer", 0);
}

static val icst(int t, uint64_t v) {
  int ub = 0;
  uint64_t x = v;
  while (x) ub++, x >>= 1;
  return constant_val(t, int_const_bits(T[t].bits, 0, v), ub);
}

/* a splat constant <n x T> of an integer */
static val splat_int(int vt, uint64_t v) {
  char o[320];
  size_t l;
  int i;
  snprintf(o, sizeof o, "<");
  for (i = 0; i < T[vt].n; i++) {
    l = strlen(o);
    snprintf(o + l, sizeof o - l, "%s%s %s", i ? ", " : "", ts(T[vt].elem), int_const_bits(T[T[vt].elem].bits, 0, v));
  }
  l = strlen(o);
  snprintf(o + l, sizeof o - l, ">");
  if (strlen(o) >= sizeof pool[0].nm) {
    /* too long for a value name: build it */
    val e = icst(T[vt].elem, v), r;
    const char *tmp = newname();
    emit("%s = insertelement %s undef, %s %s, i32 0", tmp, ts(vt), ts(T[vt].elem), e.nm);
    r = mk(vt, 1, "shufflevector %s %s, %s undef, <%d x i32> zeroinitializer", ts(vt), tmp, ts(vt), T[vt].n);
    npool--; /* not a pool value */
    return r;
  }
  return constant_val(vt, o, 0);
}

static val splat_fp(int vt, double d) {
  char o[320];
  size_t l;
  int i;
  snprintf(o, sizeof o, "<");
  for (i = 0; i < T[vt].n; i++) {
    l = strlen(o);
    snprintf(o + l, sizeof o - l, "%s%s %s", i ? ", " : "", ts(T[vt].elem), fp_lit(T[vt].elem, d));
  }
  l = strlen(o);
  snprintf(o + l, sizeof o - l, ">");
  if (strlen(o) >= sizeof pool[0].nm) {
    val r;
    const char *tmp = newname();
    emit("%s = insertelement %s undef, %s %s, i32 0", tmp, ts(vt), ts(T[vt].elem), fp_lit(T[vt].elem, d));
    r = mk(vt, 1, "shufflevector %s %s, %s undef, <%d x i32> zeroinitializer", ts(vt), tmp, ts(vt), T[vt].n);
    npool--;
    return r;
  }
  return constant_val(vt, o, 0);
}

/* ------------------------------------------------------------------ type choice */

static const int odd_widths[] = {1, 2, 3, 5, 7, 9, 12, 15, 17, 24, 31, 33, 40, 48, 56, 63};
static const int wide_widths[] = {65, 72, 96, 100, 127, 128};

static int pick_int_type(void) {
  static const int std[] = {8, 16, 32, 64, 32, 32, 64, 1};
  static const int wide[] = {32, 64, 32, 32, 64, 64, 32, 1};
  int r = (int)rnd(100);
  if (on(FT_WIDEINT) && r < 8) {
    use(FT_WIDEINT);
    return ty_int(wide_widths[rnd(sizeof wide_widths / sizeof *wide_widths)]);
  }
  if (on(FT_ODDINT) && r < 30) {
    use(FT_ODDINT);
    if (chance(20)) return ty_int(1 + (int)rnd(on(FT_WIDEINT) ? 128 : 64));
    return ty_int(odd_widths[rnd(sizeof odd_widths / sizeof *odd_widths)]);
  }
  {
    int b = (on(FT_NARROW) ? std : wide)[rnd(sizeof std / sizeof *std)];
    if (b == 1 && !on(FT_ODDINT)) b = 32;
    if (b == 1) use(FT_ODDINT);
    return ty_int(b);
  }
}

static int fp_ok(int k) {
  if (!on(FT_FP)) return 0;
  if (k == K_HALF) return on(FT_F16);
  if (k == K_BF16) return on(FT_BF16) && !opt_llc_safe;
  if (k == K_DOUBLE) return on(FT_F64);
  return 1;
}

static int pick_fp_type(void) {
  for (;;) {
    int k = (int[]){K_FLOAT, K_FLOAT, K_DOUBLE, K_HALF, K_BF16}[rnd(5)];
    if (fp_ok(k)) {
      if (k == K_HALF) use(FT_F16);
      if (k == K_BF16) {
        use(FT_BF16);
        note_nollc("bf16");
        if (min_sm < 80) min_sm = 80;
      }
      if (k == K_DOUBLE) use(FT_F64);
      use(FT_FP);
      return ty_fp(k);
    }
  }
}

/* vector types: element, count */
static int pick_vec_type(void) {
  for (;;) {
    switch (rnd(14)) {
    case 0: if (fp_ok(K_HALF)) return ty_vec(TF16, 2); break;
    case 1: if (fp_ok(K_FLOAT)) return ty_vec(TF32, 4); break;
    case 2: if (on(FT_NARROW)) return ty_vec(TI8, 3); break;
    case 3: if (on(FT_NARROW)) return ty_vec(TI8, 8); break;
    case 4: if (on(FT_NARROW)) return ty_vec(TI8, 4); break;
    case 5: return ty_vec(TI32, 2);
    case 6: if (on(FT_NARROW)) return ty_vec(TI16, 4); break;
    case 7: return ty_vec(TI64, 2);
    case 8: if (fp_ok(K_FLOAT)) return ty_vec(TF32, 2); break;
    case 9: if (fp_ok(K_DOUBLE)) return ty_vec(TF64, 2); break;
    case 10: return ty_vec(TI32, 4);
    case 11: if (on(FT_NARROW)) return ty_vec(TI16, 2); break;
    case 12: if (fp_ok(K_BF16)) { note_nollc("bf16"); if (min_sm < 80) min_sm = 80; return ty_vec(TBF16, 2); } break;
    case 13: if (fp_ok(K_HALF)) return ty_vec(TF16, 4); break;
    }
  }
}

/* a scalar or vector type for a new expression */
static int pick_type(void) {
  int r = (int)rnd(100);
  if (on(FT_VEC) && r < 15) {
    use(FT_VEC);
    return pick_vec_type();
  }
  if (on(FT_FP) && r < 45) return pick_fp_type();
  return pick_int_type();
}

/* ------------------------------------------------------------------ value choice */

/* a random visible value of type t (uniform if need_uni), preferring recent ones; -1 if none */
static int find(int t, int need_uni) {
  int i, n = npool, start, cnt = 0;
  int cand[64];
  if (!n) return -1;
  start = n - 1;
  for (i = start; i >= 0 && cnt < 64; i--)
    if (pool[i].t == t && (!need_uni || pool[i].uni)) cand[cnt++] = i;
  if (!cnt) return -1;
  /* bias to recent values */
  return cand[chance(50) ? rnd((unsigned)(cnt < 4 ? cnt : 4)) : rnd((unsigned)cnt)];
}

/* any visible value satisfying kind filter */
static int find_any(int (*pred)(int t), int need_uni) {
  int i, cnt = 0, cand[96];
  for (i = npool - 1; i >= 0 && cnt < 96; i--)
    if (pred(pool[i].t) && (!need_uni || pool[i].uni)) cand[cnt++] = i;
  if (!cnt) return -1;
  return cand[chance(40) ? rnd((unsigned)(cnt < 6 ? cnt : 6)) : rnd((unsigned)cnt)];
}

static int any_scalar(int t) { return is_int(t) || is_fp(t); }
static int any_store(int t) { return is_int(t) || is_fp(t) || is_vec(t) || is_agg(t); }

static val gen(int t, int depth);
static val convert(val v, int t);

/* a value of type t built from operands that are block-uniform */
static val gen_uni(int t) {
  int i = find(t, 1);
  if (i >= 0 && chance(70)) return pool[i];
  i = find_any(any_scalar, 1);
  if (i >= 0 && chance(85)) return convert(pool[i], t);
  return cst(t);
}

/* ------------------------------------------------------------------ conversions */

static val canon_nan(val v);

/* clamps a float (scalar) to [lo, hi] and maps NaN to 0 before fpto[su]i */
static val clamp_fp(val v, double lo, double hi) {
  int t = v.t;
  val c, a, b;
  c = mk(TI1, v.uni, "fcmp uno %s %s, %s", ts(t), v.nm, v.nm);
  a = mk(t, v.uni, "select i1 %s, %s %s, %s %s", c.nm, ts(t), fp_lit(t, 0.0), ts(t), v.nm);
  {
    char nmin[64], nmax[64], p[128];
    sprintf(nmin, "llvm.minnum.%s", mang(t));
    sprintf(nmax, "llvm.maxnum.%s", mang(t));
    sprintf(p, "%s, %s", ts(t), ts(t));
    declare(ts(t), nmin, p);
    declare(ts(t), nmax, p);
    b = mk(t, v.uni, "call %s @%s(%s %s, %s %s)", ts(t), nmin, ts(t), a.nm, ts(t), fp_lit(t, hi));
    b = mk(t, v.uni, "call %s @%s(%s %s, %s %s)", ts(t), nmax, ts(t), b.nm, ts(t), fp_lit(t, lo));
  }
  return b;
}

static int fp_maxexp(int t) {
  switch (T[t].k) {
  case K_HALF: return 15;
  case K_DOUBLE: return 1023;
  default: return 127;
  }
}

static void note_wide_conv(int bits) {
  if (bits > 64) note_nollc("i128-fp-conversion");
}

static int std_width(int b) { return b == 8 || b == 16 || b == 32 || b == 64 || b == 128; }

/* converts v (scalar int/fp) to scalar type t without poison */
static val conv_scalar(val v, int t) {
  int s = v.t;
  int sb = T[s].bits, tb = T[t].bits;
  if (s == t) return v;
  if (is_int(s) && is_int(t)) {
    val r;
    if (sb > tb) {
      r = mk(t, v.uni, "trunc %s %s to %s", ts(s), v.nm, ts(t));
      r.ub = v.ub < tb ? v.ub : tb;
      pool[npool - 1].ub = r.ub;
      return r;
    }
    if (chance(50)) {
      r = mk(t, v.uni, "zext %s %s to %s", ts(s), v.nm, ts(t));
      r.ub = v.ub;
      pool[npool - 1].ub = r.ub;
      return r;
    }
    r = mk(t, v.uni, "sext %s %s to %s", ts(s), v.nm, ts(t));
    if (opt_llc_safe && (!std_width(sb) || !std_width(tb))) {
      /* llc 14 turns and(sext iN x, mask) into an unsigned bfe (tests/regress/
       * llc14_sext_and_bfe.ll, llc14_sext_i96.ll); freeze keeps the DAG combiner from
       * seeing the pair */
      r = mk(t, v.uni, "freeze %s %s", ts(t), r.nm);
    }
    if (v.ub < sb) {
      r.ub = v.ub;
      pool[npool - 1].ub = r.ub;
    }
    return r;
  }
  if (is_int(s) && is_fp(t)) {
    if (T[t].k == K_BF16 && opt_llc_safe) return cst(t);
    if (opt_llc_safe && sb > 64) {
      v = conv_scalar(v, TI64);
      sb = 64;
    }
    note_wide_conv(sb);
    if (sb == 1 || chance(50)) return mk(t, v.uni, "uitofp %s %s to %s", ts(v.t), v.nm, ts(t));
    return mk(t, v.uni, "sitofp %s %s to %s", ts(v.t), v.nm, ts(t));
  }
  if (is_fp(s) && is_int(t)) {
    int sgn = chance(50) && tb > 1, k;
    double lo, hi;
    val c, r;
    if (opt_llc_safe && tb > 64) {
      r = conv_scalar(v, TI64);
      return conv_scalar(r, t);
    }
    note_wide_conv(tb);
    if (tb == 1 && opt_llc_safe) {
      /* llc 14 lowers fpto[su]i to i1 as "bits == 0" (inverted, and -0.0 counts as nonzero):
       * go through i8 */
      r = conv_scalar(v, on(FT_NARROW) ? TI8 : TI32);
      return conv_scalar(r, t);
    }
    if (tb == 1) {
      note_nollc("fp-to-i1");
      lo = 0;
      hi = 1;
    } else if (sgn) {
      k = tb - 2 < fp_maxexp(s) ? tb - 2 : fp_maxexp(s);
      hi = ldexp(1, k);
      lo = -hi;
      if (tb == 2) lo = -2, hi = 1;
    } else {
      k = tb - 1 < fp_maxexp(s) ? tb - 1 : fp_maxexp(s);
      hi = ldexp(1, k);
      lo = 0;
    }
    c = clamp_fp(v, lo, hi);
    r = mk(t, v.uni, "%s %s %s to %s", sgn ? "fptosi" : "fptoui", ts(s), c.nm, ts(t));
    return r;
  }
  if (is_fp(s) && is_fp(t)) {
    if (T[s].k == K_BF16 || T[t].k == K_BF16) {
      /* bfloat <-> half have equal widths: go through float. opt 14 folds
       * fptrunc(fpext x) between them into a bit cast (tests/regress/opt14_half_bf16.ll) */
      if (T[s].bits == T[t].bits) {
        note_noopt("half-bfloat-conversion");
        return conv_scalar(conv_scalar(v, TF32), t);
      }
    }
    if (T[s].bits < T[t].bits) return mk(t, v.uni, "fpext %s %s to %s", ts(s), v.nm, ts(t));
    return mk(t, v.uni, "fptrunc %s %s to %s", ts(s), v.nm, ts(t));
  }
  return cst(t);
}

static val vec_from_scalar(val s, int vt);

/* converts any value to type t (scalar/vector) */
static val convert(val v, int t) {
  if (v.t == t) return v;
  if (is_agg(v.t)) {
    int i = (int)rnd((unsigned)(T[v.t].k == K_STRUCT ? T[v.t].nf : T[v.t].n));
    int ft = T[v.t].k == K_STRUCT ? T[v.t].f[i] : T[v.t].elem;
    val e = mk(ft, v.uni, "extractvalue %s %s, %d", ts(v.t), v.nm, i);
    if (is_agg(ft)) return cst(t);
    return convert(e, t);
  }
  if (is_vec(v.t)) {
    /* same size: bit cast (floats canonicalised); else a lane */
    /* llc 14 cannot select bit casts between half vectors and other floating-point types */
    int se = T[v.t].elem, de = scal(t);
    int halfvec_to_fp = is_fp(se) && is_fp(de) && T[se].k != T[de].k && (T[se].k == K_HALF || T[de].k == K_HALF);
    if (!is_agg(t) && T[t].bits == T[v.t].bits && chance(50) && !(halfvec_to_fp && opt_llc_safe)) {
      val c = canon_nan(v);
      if (halfvec_to_fp) note_nollc("half-vector-to-fp-bitcast");
      if (is_vec(t) && T[T[t].elem].bits == 1) return cst(t);
      if (has_bf16(t) || has_bf16(v.t)) note_nollc("bf16");
      return mk(t, v.uni, "bitcast %s %s to %s", ts(v.t), c.nm, ts(t));
    } else {
      val e = mk(T[v.t].elem, v.uni, "extractelement %s %s, i32 %d", ts(v.t), v.nm, (int)rnd((unsigned)T[v.t].n));
      return convert(e, t);
    }
  }
  if (is_vec(t)) return vec_from_scalar(convert(v, T[t].elem), t);
  if (is_int(v.t) && is_fp(t) && T[v.t].bits == T[t].bits && chance(30))
    return mk(t, v.uni, "bitcast %s %s to %s", ts(v.t), v.nm, ts(t));
  if (is_fp(v.t) && is_int(t) && T[v.t].bits == T[t].bits && chance(30)) {
    val c = canon_nan(v);
    return mk(t, v.uni, "bitcast %s %s to %s", ts(v.t), c.nm, ts(t));
  }
  return conv_scalar(v, t);
}

/* NaN -> the canonical quiet NaN (scalars and vectors of floats); others unchanged */
static val canon_nan(val v) {
  int t = v.t, et = scal(t);
  val c;
  if (!is_fp(et)) return v;
  if (is_vec(t)) {
    val nan = splat_fp(t, NAN);
    c = mk(ty_vec(TI1, T[t].n), v.uni, "fcmp uno %s %s, %s", ts(t), v.nm, v.nm);
    return mk(t, v.uni, "select %s %s, %s %s, %s %s", ts(c.t), c.nm, ts(t), nan.nm, ts(t), v.nm);
  }
  c = mk(TI1, v.uni, "fcmp uno %s %s, %s", ts(t), v.nm, v.nm);
  return mk(t, v.uni, "select i1 %s, %s %s, %s %s", c.nm, ts(t), fp_lit(t, NAN), ts(t), v.nm);
}

/* builds a vector from a scalar: splat, or insert into another vector */
static val vec_from_scalar(val s, int vt) {
  int i = find(vt, 0);
  if (i >= 0 && chance(60)) {
    val b = pool[i];
    return mk(vt, s.uni && b.uni, "insertelement %s %s, %s %s, i32 %d", ts(vt), b.nm, ts(s.t), s.nm, (int)rnd((unsigned)T[vt].n));
  } else {
    const char *tmp = newname();
    emit("%s = insertelement %s undef, %s %s, i32 0", tmp, ts(vt), ts(s.t), s.nm);
    return mk(vt, s.uni, "shufflevector %s %s, %s undef, <%d x i32> zeroinitializer", ts(vt), tmp, ts(vt), T[vt].n);
  }
}

/* ------------------------------------------------------------------ integer ops */

/* how many of the icmp predicates (eq ne ugt uge ult ule sgt sge slt sle) to choose from:
 * llc 14 selects only eq/ne on i1 */
static unsigned npred(int t) {
  if (T[scal(t)].bits == 1) {
    if (opt_llc_safe) return 2;
    note_nollc("i1-relational-icmp");
  }
  return 10;
}

/* an intrinsic call on one type: name.suffix(args...) */
static val call_intr(int rt, int uni, const char *base, int ot, int nargs, const val *a, const char *extra) {
  char name[128], params[512], args[1024];
  int i;
  size_t l;
  snprintf(name, sizeof name, "%s.%s", base, mang(ot));
  params[0] = args[0] = 0;
  for (i = 0; i < nargs; i++) {
    l = strlen(params);
    snprintf(params + l, sizeof params - l, "%s%s", i ? ", " : "", ts(a[i].t));
    l = strlen(args);
    snprintf(args + l, sizeof args - l, "%s%s %s", i ? ", " : "", ts(a[i].t), a[i].nm);
  }
  if (extra) {
    l = strlen(params);
    snprintf(params + l, sizeof params - l, ", i1");
    l = strlen(args);
    snprintf(args + l, sizeof args - l, ", i1 %s", extra);
  }
  declare(ts(rt), name, params);
  return mk(rt, uni, "call %s @%s(%s)", ts(rt), name, args);
}

/* the shift amount: b reduced modulo the element width */
static val shift_amount(val b) {
  int t = b.t, et = scal(t), w = T[et].bits;
  if ((w & (w - 1)) == 0) {
    val m = is_vec(t) ? splat_int(t, (uint64_t)w - 1) : icst(t, (uint64_t)w - 1);
    val r = mk(t, b.uni, "and %s %s, %s", ts(t), b.nm, m.nm);
    if (!is_vec(t)) {
      int ub = 0;
      while ((1 << ub) < w) ub++;
      pool[npool - 1].ub = r.ub = ub;
    }
    return r;
  } else if (w > 64 && (opt_llc_safe || chance(50))) {
    /* llc 14 has no 128-bit remainder (__umodti3): any amount below 64 will do */
    return mk(t, b.uni, "and %s %s, 63", ts(t), b.nm);
  } else {
    val m = is_vec(t) ? splat_int(t, (uint64_t)w) : icst(t, (uint64_t)w);
    if (w > 64) note_nollc("wide-division");
    return mk(t, b.uni, "urem %s %s, %s", ts(t), b.nm, m.nm);
  }
}

/* a divisor that is neither 0 nor (for signed division) -1 */
static val safe_divisor(val d, int sgn) {
  int t = d.t;
  val one = is_vec(t) ? splat_int(t, 1) : icst(t, 1);
  val o = mk(t, d.uni, "or %s %s, %s", ts(t), d.nm, one.nm);
  if (sgn) {
    val m1 = is_vec(t) ? splat_int(t, ~0ull) : constant_val(t, int_const_bits(T[t].bits, ~0ull, ~0ull), T[t].bits);
    int ct = is_vec(t) ? ty_vec(TI1, T[t].n) : TI1;
    val c = mk(ct, d.uni, "icmp eq %s %s, %s", ts(t), o.nm, m1.nm);
    return mk(t, d.uni, "select %s %s, %s %s, %s %s", ts(ct), c.nm, ts(t), one.nm, ts(t), o.nm);
  }
  return o;
}

static val int_binop(int t, int depth) {
  static const char *const ops[] = {"add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr",
                                    "udiv", "urem", "sdiv", "srem", "add", "xor", "sub"};
  val a = gen(t, depth - 1), b = gen(t, depth - 1), r;
  int op, w = T[scal(t)].bits, uni = a.uni && b.uni;
  for (;;) {
    op = (int)rnd(16);
    if (op == 2 && w == 1) {
      if (opt_llc_safe) continue;
      note_nollc("i1-mul");
    }
    if (op >= 9 && op <= 12) {
      if (!on(FT_DIV)) continue;
      if (op >= 11 && w < 3) continue; /* sdiv on i1/i2: the only safe divisor is 1 */
      if (w > 64) {
        if (opt_llc_safe) continue;
        note_nollc("wide-division");
      }
      use(FT_DIV);
    }
    break;
  }
  if (op >= 6 && op <= 8) {
    b = shift_amount(b);
    if (op == 6 && on(FT_FLAGS) && !is_vec(t) && a.ub + 3 < w && chance(50)) {
      /* shl nuw nsw by a constant that keeps a's bound below the sign bit */
      int c = (int)rnd((unsigned)(w - 1 - a.ub));
      use(FT_FLAGS);
      r = mk(t, a.uni, "shl nuw nsw %s %s, %d", ts(t), a.nm, c);
      pool[npool - 1].ub = r.ub = a.ub + c;
      if (chance(50)) r = mk(t, a.uni, "lshr exact %s %s, %d", ts(t), r.nm, c), pool[npool - 1].ub = r.ub = a.ub;
      return r;
    }
    return mk(t, uni, "%s %s %s, %s", ops[op], ts(t), a.nm, b.nm);
  }
  if (op >= 9 && op <= 12) {
    b = safe_divisor(b, op >= 11);
    r = mk(t, uni, "%s %s %s, %s", ops[op], ts(t), a.nm, b.nm);
    if (op == 9 && !is_vec(t)) pool[npool - 1].ub = r.ub = a.ub;
    return r;
  }
  if (!is_vec(t) && on(FT_FLAGS) && (op == 0 || op == 13) && (a.ub > b.ub ? a.ub : b.ub) + 1 < w) {
    int m = (a.ub > b.ub ? a.ub : b.ub) + 1;
    use(FT_FLAGS);
    r = mk(t, uni, "add nuw nsw %s %s, %s", ts(t), a.nm, b.nm);
    pool[npool - 1].ub = r.ub = m;
    return r;
  }
  if (!is_vec(t) && on(FT_FLAGS) && op == 2 && a.ub + b.ub < w) {
    use(FT_FLAGS);
    r = mk(t, uni, "mul nuw nsw %s %s, %s", ts(t), a.nm, b.nm);
    pool[npool - 1].ub = r.ub = a.ub + b.ub;
    return r;
  }
  r = mk(t, uni, "%s %s %s, %s", ops[op], ts(t), a.nm, b.nm);
  if (op == 3 && !is_vec(t)) pool[npool - 1].ub = r.ub = a.ub < b.ub ? a.ub : b.ub;
  return r;
}

static val int_intrinsic(int t, int depth) {
  int w = T[scal(t)].bits;
  val a[3], r;
  a[0] = gen(t, depth - 1);
  switch (rnd(12)) {
  case 0: return call_intr(t, a[0].uni, "llvm.ctpop", t, 1, a, NULL);
  case 1: return call_intr(t, a[0].uni, chance(50) ? "llvm.ctlz" : "llvm.cttz", t, 1, a, "false");
  case 2: return call_intr(t, a[0].uni, "llvm.bitreverse", t, 1, a, NULL);
  case 3:
    if (w % 16 == 0) return call_intr(t, a[0].uni, "llvm.bswap", t, 1, a, NULL);
    /* fall through */
  case 4:
    if (w & (w - 1)) {
      /* the amount is taken modulo the width. llc 14 needs __umodti3 for that above 64 bits,
       * and below it reduces the promoted register, whose bits past the width are garbage
       * (tests/regress/llc14_fshr_i48.ll) */
      if (opt_llc_safe) return call_intr(t, a[0].uni, "llvm.ctpop", t, 1, a, NULL);
      note_nollc("funnel-shift-odd-width");
    }
    a[1] = gen(t, depth - 1);
    a[2] = gen(t, depth - 1);
    return call_intr(t, a[0].uni && a[1].uni && a[2].uni, chance(50) ? "llvm.fshl" : "llvm.fshr", t, 3, a, NULL);
  case 5: {
    static const char *const mm[] = {"llvm.umin", "llvm.umax", "llvm.smin", "llvm.smax"};
    a[1] = gen(t, depth - 1);
    return call_intr(t, a[0].uni && a[1].uni, mm[rnd(4)], t, 2, a, NULL);
  }
  case 6: return call_intr(t, a[0].uni, "llvm.abs", t, 1, a, "false");
  case 7:
    if (!is_vec(t)) {
      static const char *const ov[] = {"llvm.sadd.with.overflow", "llvm.uadd.with.overflow", "llvm.ssub.with.overflow",
                                       "llvm.usub.with.overflow", "llvm.smul.with.overflow", "llvm.umul.with.overflow"};
      int k = (int)rnd(6), fs[2], st;
      val s;
      if (k >= 4 && w > 64) k -= 4; /* 128-bit multiply with overflow needs a libcall */
      if (k >= 4 && w > 32 && opt_llc_safe) k -= 4;
      if (k >= 4 && w > 32) note_nollc("mul-with-overflow-64");
      if (k >= 4 && w == 1) {
        /* becomes an i1 multiply, which llc 14 cannot select */
        if (opt_llc_safe) k -= 4;
        else note_nollc("i1-mul");
        /* opt 14 -O2 folds smul.with.overflow.i1's overflow bit to false
         * (tests/regress/opt14_smul_overflow_i1.ll) */
        if (k == 4) note_noopt("smul-overflow-i1");
      }
      a[1] = gen(t, depth - 1);
      fs[0] = t;
      fs[1] = TI1;
      st = ty_struct(fs, 2, 0);
      s = call_intr(st, a[0].uni && a[1].uni, ov[k], t, 2, a, NULL);
      if (chance(50)) return mk(t, s.uni, "extractvalue %s %s, 0", ts(st), s.nm);
      r = mk(TI1, s.uni, "extractvalue %s %s, 1", ts(st), s.nm);
      return convert(r, t);
    }
    /* fall through */
  case 8: {
    static const char *const sat[] = {"llvm.sadd.sat", "llvm.uadd.sat", "llvm.ssub.sat", "llvm.usub.sat"};
    a[1] = gen(t, depth - 1);
    return call_intr(t, a[0].uni && a[1].uni, sat[rnd(4)], t, 2, a, NULL);
  }
  case 9:
    if (!is_vec(t) && w > 1) {
      /* freeze of a value that is never poison: a no-op that must stay one */
      return mk(t, a[0].uni, "freeze %s %s", ts(t), a[0].nm);
    }
    /* fall through */
  default: {
    /* select on a comparison */
    static const char *const pr[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
    int ct = is_vec(t) ? ty_vec(TI1, T[t].n) : TI1;
    val c;
    a[1] = gen(t, depth - 1);
    c = mk(ct, a[0].uni && a[1].uni, "icmp %s %s %s, %s", pr[rnd(npred(t))], ts(t), a[0].nm, a[1].nm);
    if (chance(30) && !is_vec(t)) {
      /* select with a scalar condition on vectors is the vector case; here plain */
      return mk(t, c.uni, "select i1 %s, %s %s, %s %s", c.nm, ts(t), a[1].nm, ts(t), a[0].nm);
    }
    return mk(t, c.uni, "select %s %s, %s %s, %s %s", ts(ct), c.nm, ts(t), a[0].nm, ts(t), a[1].nm);
  }
  }
}

/* ------------------------------------------------------------------ floating-point ops */

static void note_type(int t) {
  if (has_bf16(t)) {
    note_nollc("bf16");
    if (min_sm < 80) min_sm = 80;
  }
}

static val fp_op(int t, int depth) {
  val a[3], r;
  int uni, bf = T[scal(t)].k == K_BF16;
  note_type(t);
  a[0] = gen(t, depth - 1);
  switch (rnd(12)) {
  case 0: case 1: case 2: {
    static const char *const ops[] = {"fadd", "fsub", "fmul", "fdiv"};
    a[1] = gen(t, depth - 1);
    return mk(t, a[0].uni && a[1].uni, "%s %s %s, %s", ops[rnd(4)], ts(t), a[0].nm, a[1].nm);
  }
  case 3: return mk(t, a[0].uni, "fneg %s %s", ts(t), a[0].nm);
  case 4: {
    static const char *const un[] = {"llvm.sqrt", "llvm.fabs", "llvm.floor", "llvm.ceil", "llvm.trunc", "llvm.rint", "llvm.nearbyint", "llvm.round", "llvm.roundeven"};
    int k = (int)rnd(9);
    if (k == 8) {
      if (opt_llc_safe) k = 5;
      else note_nollc("roundeven");
    }
    return call_intr(t, a[0].uni, un[k], t, 1, a, NULL);
  }
  case 5:
    a[1] = gen(t, depth - 1);
    a[2] = gen(t, depth - 1);
    return call_intr(t, a[0].uni && a[1].uni && a[2].uni, "llvm.fma", t, 3, a, NULL);
  case 6: {
    int k = (int)rnd(4);
    a[1] = gen(t, depth - 1);
    uni = a[0].uni && a[1].uni;
    if (k >= 2 && (opt_llc_safe || is_vec(t))) k -= 2;
    if (k >= 2) {
      note_nollc("minimum-maximum");
      return call_intr(t, uni, k == 2 ? "llvm.minimum" : "llvm.maximum", t, 2, a, NULL);
    }
    r = call_intr(t, uni, k ? "llvm.maxnum" : "llvm.minnum", t, 2, a, NULL);
    /* minnum(-0, +0) may return either zero: adding +0 makes both +0 */
    {
      /* (a named temporary: C99 ends a returned struct's life at the call's sequence point) */
      val z = is_vec(t) ? splat_fp(t, 0.0) : constant_val(t, fp_lit(t, 0.0), 0);
      return mk(t, uni, "fadd %s %s, %s", ts(t), r.nm, z.nm);
    }
  }
  case 7:
    a[1] = gen(t, depth - 1);
    return call_intr(t, a[0].uni && a[1].uni, "llvm.copysign", t, 2, a, NULL);
  case 8:
    if (!opt_llc_safe && !bf && !is_vec(t)) {
      note_nollc("frem");
      a[1] = gen(t, depth - 1);
      return mk(t, a[0].uni && a[1].uni, "frem %s %s, %s", ts(t), a[0].nm, a[1].nm);
    }
    /* fall through */
  default: {
    static const char *const pr[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
    int ct = is_vec(t) ? ty_vec(TI1, T[t].n) : TI1;
    val c;
    a[1] = gen(t, depth - 1);
    c = mk(ct, a[0].uni && a[1].uni, "fcmp %s %s %s, %s", pr[rnd(16)], ts(t), a[0].nm, a[1].nm);
    return mk(t, c.uni, "select %s %s, %s %s, %s %s", ts(ct), c.nm, ts(t), a[0].nm, ts(t), a[1].nm);
  }
  }
}

/* NVVM intrinsics with exact semantics (on i32/i64/f32/f64) */
static val nvvm_op(int t, int depth) {
  val a[3];
  char nm[96], pr[128];
  int k = T[t].k;
  use(FT_NVVM);
  a[0] = gen(t, depth - 1);
  a[1] = gen(t, depth - 1);
  a[2] = gen(t, depth - 1);
  if (k == K_INT && T[t].bits == 32) {
    static const char *const ops[] = {"mulhi.i", "mulhi.ui", "sad.i", "sad.ui", "brev32", "prmt", "min.i", "max.ui", "mul24.i", "popc.i", "clz.i"};
    int o = (int)rnd(11), n = (o == 2 || o == 3 || o == 5) ? 3 : (o == 4 || o == 9 || o == 10) ? 1 : 2;
    if (o == 8) {
      /* mul24 reads the low 24 bits: signed or not, the operands must be in range */
      a[0] = mk(t, a[0].uni, "and i32 %s, 4194303", a[0].nm);
      a[1] = mk(t, a[1].uni, "and i32 %s, 4194303", a[1].nm);
    }
    snprintf(nm, sizeof nm, "llvm.nvvm.%s", ops[o]);
    snprintf(pr, sizeof pr, "%s", n == 1 ? "i32" : n == 2 ? "i32, i32" : "i32, i32, i32");
    declare("i32", nm, pr);
    if (n == 1) return mk(t, a[0].uni, "call i32 @%s(i32 %s)", nm, a[0].nm);
    if (n == 2) return mk(t, a[0].uni && a[1].uni, "call i32 @%s(i32 %s, i32 %s)", nm, a[0].nm, a[1].nm);
    return mk(t, a[0].uni && a[1].uni && a[2].uni, "call i32 @%s(i32 %s, i32 %s, i32 %s)", nm, a[0].nm, a[1].nm, a[2].nm);
  }
  if (k == K_INT && T[t].bits == 64) {
    static const char *const ops[] = {"mulhi.ll", "mulhi.ull", "brev64", "min.ll", "max.ull"};
    int o = (int)rnd(5);
    snprintf(nm, sizeof nm, "llvm.nvvm.%s", ops[o]);
    if (o == 2) {
      declare("i64", nm, "i64");
      return mk(t, a[0].uni, "call i64 @%s(i64 %s)", nm, a[0].nm);
    }
    declare("i64", nm, "i64, i64");
    return mk(t, a[0].uni && a[1].uni, "call i64 @%s(i64 %s, i64 %s)", nm, a[0].nm, a[1].nm);
  }
  if (k == K_FLOAT || k == K_DOUBLE) {
    const char *sfx = k == K_FLOAT ? "f" : "d", *ty = ts(t);
    static const char *const rm[] = {"rn", "rz", "rm", "rp"};
    const char *r = rm[rnd(4)];
    switch (rnd(5)) {
    case 0:
      snprintf(nm, sizeof nm, "llvm.nvvm.div.%s.%s", r, sfx);
      snprintf(pr, sizeof pr, "%s, %s", ty, ty);
      declare(ty, nm, pr);
      return mk(t, a[0].uni && a[1].uni, "call %s @%s(%s %s, %s %s)", ty, nm, ty, a[0].nm, ty, a[1].nm);
    case 1:
      snprintf(nm, sizeof nm, "llvm.nvvm.fma.%s.%s", r, sfx);
      snprintf(pr, sizeof pr, "%s, %s, %s", ty, ty, ty);
      declare(ty, nm, pr);
      return mk(t, a[0].uni && a[1].uni && a[2].uni, "call %s @%s(%s %s, %s %s, %s %s)", ty, nm, ty, a[0].nm, ty, a[1].nm, ty, a[2].nm);
    case 2:
      snprintf(nm, sizeof nm, "llvm.nvvm.sqrt.%s.%s", r, sfx);
      declare(ty, nm, ty);
      return mk(t, a[0].uni, "call %s @%s(%s %s)", ty, nm, ty, a[0].nm);
    case 3:
      snprintf(nm, sizeof nm, "llvm.nvvm.rcp.%s.%s", r, sfx);
      declare(ty, nm, ty);
      return mk(t, a[0].uni, "call %s @%s(%s %s)", ty, nm, ty, a[0].nm);
    default:
      snprintf(nm, sizeof nm, "llvm.nvvm.%s.%s", chance(50) ? "fmin" : "fmax", sfx);
      snprintf(pr, sizeof pr, "%s, %s", ty, ty);
      declare(ty, nm, pr);
      {
        val m = mk(t, a[0].uni && a[1].uni, "call %s @%s(%s %s, %s %s)", ty, nm, ty, a[0].nm, ty, a[1].nm);
        return mk(t, m.uni, "fadd %s %s, %s", ty, m.nm, fp_lit(t, 0.0));
      }
    }
  }
  return gen(t, depth - 1);
}

/* ------------------------------------------------------------------ vector ops */

static val vec_op(int t, int depth) {
  int et = T[t].elem, n = T[t].n;
  val a, b;
  switch (rnd(6)) {
  case 0: case 1:
    if (is_int(et)) return chance(80) ? int_binop(t, depth) : int_intrinsic(t, depth);
    return fp_op(t, depth);
  case 2: { /* shufflevector from vectors of the same element type */
    int st = ty_vec(et, (int[]){2, 4, 8, 3}[rnd(4)]), i, sn;
    char m[256];
    size_t l;
    if (has_bf16(st)) note_type(st);
    a = gen(st, depth - 1);
    b = chance(50) ? gen(st, depth - 1) : a;
    sn = T[st].n;
    snprintf(m, sizeof m, "<%d x i32> <", n);
    for (i = 0; i < n; i++) {
      l = strlen(m);
      snprintf(m + l, sizeof m - l, "%si32 %d", i ? ", " : "", (int)rnd((unsigned)(2 * sn)));
    }
    l = strlen(m);
    snprintf(m + l, sizeof m - l, ">");
    return mk(t, a.uni && b.uni, "shufflevector %s %s, %s %s, %s", ts(st), a.nm, ts(st), b.nm, m);
  }
  case 3: { /* insertelement at a masked dynamic index */
    val e = gen(et, depth - 1), ix;
    a = gen(t, depth - 1);
    ix = convert(gen(TI32, depth - 1), TI32);
    if ((n & (n - 1)) == 0) ix = mk(TI32, ix.uni, "and i32 %s, %d", ix.nm, n - 1);
    else ix = mk(TI32, ix.uni, "urem i32 %s, %d", ix.nm, n);
    return mk(t, a.uni && e.uni && ix.uni, "insertelement %s %s, %s %s, i32 %s", ts(t), a.nm, ts(et), e.nm, ix.nm);
  }
  case 4: { /* select with a vector condition */
    int ct = ty_vec(TI1, n);
    val c;
    a = gen(t, depth - 1);
    b = gen(t, depth - 1);
    if (is_int(et)) c = mk(ct, a.uni && b.uni, "icmp %s %s %s, %s", (const char *[]){"eq", "ult", "sgt", "ne"}[rnd(4)], ts(t), a.nm, b.nm);
    else c = mk(ct, a.uni && b.uni, "fcmp %s %s %s, %s", (const char *[]){"olt", "uge", "oeq", "une"}[rnd(4)], ts(t), a.nm, b.nm);
    if (chance(25) && !opt_llc_safe) {
      /* <N x i1> as bits */
      int it = ty_int(n);
      val bits = mk(it, c.uni, "bitcast %s %s to %s", ts(ct), c.nm, ts(it));
      note_nollc("i1-vector-bitcast");
      push(bits);
    }
    return mk(t, c.uni, "select %s %s, %s %s, %s %s", ts(ct), c.nm, ts(t), a.nm, ts(t), b.nm);
  }
  default: {
    /* from a scalar or same-size value */
    int i = find_any(any_store, 0);
    if (i >= 0 && !is_agg(pool[i].t)) return convert(pool[i], t);
    return vec_from_scalar(gen(et, depth - 1), t);
  }
  }
}

/* ------------------------------------------------------------------ memory: buffers */

enum { MAXBUF = 8 };
typedef struct buffer {
  int et;           /* element type as the kernel sees it (bf16 buffers: i16) */
  const char *rty;  /* nvcgrun type */
  int count;        /* power of two */
  char name[16];
  int ro;
} buffer;

static buffer bufs[MAXBUF];
static int nbufs;
static char out_name[] = "%out";
static int out_bytes_per_thread; /* grows as slots are allocated */
static int nthreads_block, nblocks;
static unsigned blk[3], grd[3];
static int atom32 = -1, atom64 = -1, atomf = -1;
static val v_ltid, v_nthr, v_lane, v_mask, v_lanes, v_obase, v_gtid, v_lanes_m1;
static int apx = -1, napx; /* the approximate results' buffer, sites used */
#define APX_SLOTS 8

/* a byte offset into buffer b, aligned to al and leaving room for sz bytes */
static val buf_offset(const buffer *b, val ix, int al, int sz) {
  int bytes = b->count * T[b->et].bits / 8;
  uint64_t m = (uint64_t)(bytes / 2 - 1) & ~(uint64_t)(al - 1);
  val i64 = convert(ix, TI64);
  (void)sz;
  return mk(TI64, ix.uni, "and i64 %s, %llu", i64.nm, (unsigned long long)m);
}

/* a pointer to type t at byte offset off from pointer base (pointee bt) in address space as */
static const char *byte_addr(const char *base, int bt, int as, const char *off, int t) {
  char *r, *q;
  if (!opt_typed) {
    r = fresh();
    emit("%s = getelementptr inbounds i8, %s %s, i64 %s", r, pts(TI8, as), base, off);
    return r;
  }
  if (bt != TI8) {
    q = fresh();
    emit("%s = bitcast %s %s to %s", q, pts(bt, as), base, pts(TI8, as));
    base = q;
  }
  q = fresh();
  emit("%s = getelementptr inbounds i8, %s %s, i64 %s", q, pts(TI8, as), base, off);
  r = fresh();
  emit("%s = bitcast %s %s to %s", r, pts(TI8, as), q, pts(t, as));
  return r;
}

/* the pointer, maybe through a generic address or a ptrtoint/inttoptr round trip */
static const char *maybe_generic(const char *p, int t, int *as) {
  if (!on(FT_GENERIC) || *as == 0 || !chance(25)) return p;
  use(FT_GENERIC);
  if (chance(50)) {
    char *r = fresh();
    emit("%s = addrspacecast %s %s to %s", r, pts(t, *as), p, pts(t, 0));
    *as = 0;
    return r;
  } else {
    char *r, *i = fresh();
    emit("%s = ptrtoint %s %s to i64", i, pts(t, *as), p);
    r = fresh();
    emit("%s = inttoptr i64 %s to %s", r, i, pts(t, *as));
    return r;
  }
}

static int loadable(int t) {
  if (is_int(t)) return T[t].bits % 8 == 0 && T[t].bits <= 128;
  if (is_fp(t)) return 1;
  if (is_vec(t)) return T[T[t].elem].bits % 8 == 0;
  return 0;
}

/* loads a value from an input buffer at an index derived from ix */
static val load_buf(int t, val ix) {
  const buffer *b = &bufs[rnd((unsigned)nbufs)];
  const char *p;
  int as = 1, al;
  val off;
  if (!loadable(t)) t = TI32;
  note_type(t);
  if (t != b->et && !on(FT_MEMVIEW)) t = b->et;
  if (t != b->et) use(FT_MEMVIEW);
  al = talign(t);
  if (al > 16) al = 16;
  if (t == b->et && chance(50)) {
    /* element indexing */
    val i64 = convert(ix, TI64);
    val m = mk(TI64, ix.uni, "and i64 %s, %d", i64.nm, b->count - 1);
    char *q = fresh();
    emit("%s = getelementptr inbounds %s, %s %s, i64 %s", q, ts(t), pts(t, 1), b->name, m.nm);
    p = q;
  } else {
    off = buf_offset(b, ix, al, tstore(t));
    p = byte_addr(b->name, b->et, 1, off.nm, t);
  }
  p = maybe_generic(p, t, &as);
  return mk(t, ix.uni, "load %s%s, %s %s, align %d", chance(5) ? "volatile " : "", ts(t), pts(t, as), p, al);
}

/* the type a value is widened to before it is stored */
static int store_type(int t) {
  if (is_int(t)) {
    int b = T[t].bits;
    if (!on(FT_NARROW) && b < 32) return TI32;
    return ty_int(b <= 8 ? 8 : b <= 16 ? 16 : b <= 32 ? 32 : b <= 64 ? 64 : 128);
  }
  if (is_vec(t) && T[T[t].elem].bits == 1) return ty_vec(on(FT_NARROW) ? TI8 : TI32, T[t].n);
  return t;
}

/* reserves a slot in this thread's output region */
static int slot(int size, int al) {
  int off = (out_bytes_per_thread + al - 1) / al * al;
  out_bytes_per_thread = off + size;
  return off;
}

static void store_out(val v);

static void store_scalarish(val v) {
  int st = store_type(v.t), off;
  const char *p;
  char offs[32];
  int as = 1;
  if (st != v.t) {
    if (is_vec(v.t)) v = mk(st, v.uni, "zext %s %s to %s", ts(v.t), v.nm, ts(st));
    else v = mk(st, v.uni, "%s %s %s to %s", chance(50) ? "zext" : "sext", ts(v.t), v.nm, ts(st));
  }
  v = canon_nan(v);
  off = slot(tstore(st), talign(st) > 16 ? 16 : talign(st));
  snprintf(offs, sizeof offs, "%d", off);
  p = byte_addr(v_obase.nm, TI8, 1, offs, st);
  p = maybe_generic(p, st, &as);
  emit("store %s%s %s, %s %s, align %d ; slot %d", chance(5) ? "volatile " : "", ts(st), v.nm, pts(st, as), p, talign(st) > 16 ? 16 : talign(st), off);
}

/* stores a value into a fresh slot of this thread's output region */
static void store_out(val v) {
  if (is_agg(v.t)) {
    int i, n = T[v.t].k == K_STRUCT ? T[v.t].nf : T[v.t].n;
    for (i = 0; i < n; i++) {
      int ft = T[v.t].k == K_STRUCT ? T[v.t].f[i] : T[v.t].elem;
      val e = mk(ft, v.uni, "extractvalue %s %s, %d", ts(v.t), v.nm, i);
      store_out(e);
    }
    return;
  }
  if (!F->kernel) return;
  store_scalarish(v);
}

/* reads back a slot this thread stored earlier (store-to-load forwarding) */
static void load_back(void) {
  /* any offset below the current high-water mark, type i8/i16/i32/i64 at alignment */
  int t = (int[]){TI8, TI16, TI32, TI64}[rnd(4) | (on(FT_NARROW) ? 0 : 2)], al = talign(t), off;
  char offs[32];
  const char *p;
  if (out_bytes_per_thread < 8) return;
  off = (int)rnd((unsigned)(out_bytes_per_thread - al + 1)) / al * al;
  snprintf(offs, sizeof offs, "%d", off);
  p = byte_addr(v_obase.nm, TI8, 1, offs, t);
  mk(t, 0, "load %s, %s %s, align %d", ts(t), pts(t, 1), p, al);
}

/* adjacent fields, as clang splits a float4/int2/double2 access: n elements of a 32- or
 * 64-bit buffer read through one base GEP at constant element offsets (the first with
 * the group's alignment), combined, and written the same way to n adjacent output slots
 * (the vectoriser and constant-offset folding fire on this) */
static void stmt_fields(void) {
  const buffer *b = NULL;
  unsigned k0 = rnd((unsigned)nbufs), k;
  int t, es, n, i, off;
  val ix, m, v[4];
  char *base, *obase, offs[32];
  for (k = 0; k < (unsigned)nbufs && !b; k++) {
    const buffer *c = &bufs[(k0 + k) % (unsigned)nbufs];
    if ((is_int(c->et) || is_fp(c->et)) && (T[c->et].bits == 32 || T[c->et].bits == 64) && c->count >= 4) b = c;
  }
  if (!b) return;
  use(FT_FIELDS);
  t = b->et;
  es = T[t].bits / 8;
  n = es == 4 && chance(50) ? 4 : 2;
  ix = convert(gen(pick_int_type(), 1), TI64);
  m = mk(TI64, ix.uni, "and i64 %s, %d", ix.nm, (b->count - 1) & ~(n - 1));
  base = fresh();
  emit("%s = getelementptr inbounds %s, %s %s, i64 %s", base, ts(t), pts(t, 1), b->name, m.nm);
  for (i = 0; i < n; i++) {
    const char *p = base;
    if (i) {
      char *q = fresh();
      emit("%s = getelementptr inbounds %s, %s %s, i64 %d", q, ts(t), pts(t, 1), base, i);
      p = q;
    }
    v[i] = mk(t, ix.uni, "load %s, %s %s, align %d", ts(t), pts(t, 1), p, i ? es : n * es);
    v[i] = canon_nan(v[i]);
  }
  off = slot(n * es, n * es);
  snprintf(offs, sizeof offs, "%d", off);
  obase = (char *)byte_addr(v_obase.nm, TI8, 1, offs, t);
  for (i = 0; i < n; i++) {
    const char *p = obase;
    if (i) {
      char *q = fresh();
      emit("%s = getelementptr inbounds %s, %s %s, i64 %d", q, ts(t), pts(t, 1), obase, i);
      p = q;
    }
    /* lanes swapped, so the stores are not the loads' copy */
    emit("store %s %s, %s %s, align %d ; slot %d", ts(t), v[n - 1 - i].nm, pts(t, 1), p, i ? es : n * es, off + i * es);
  }
}

/* ------------------------------------------------------------------ aggregates */

static int pick_agg_type(void) {
  int f[4], n = 2 + (int)rnd(3), i;
  if (chance(30)) {
    int et = pick_int_type();
    if (on(FT_FP) && chance(50)) et = pick_fp_type();
    return ty_arr(et, 2 + (int)rnd(3));
  }
  for (i = 0; i < n; i++) f[i] = chance(30) && on(FT_VEC) ? pick_vec_type() : (on(FT_FP) && chance(40) ? pick_fp_type() : pick_int_type());
  return ty_struct(f, n, 0);
}

static val agg_build(int t, int depth) {
  int i, n = T[t].k == K_STRUCT ? T[t].nf : T[t].n;
  val cur = constant_val(t, "undef", 0);
  int uni = 1;
  for (i = 0; i < n; i++) {
    int ft = T[t].k == K_STRUCT ? T[t].f[i] : T[t].elem;
    val e = gen(ft, depth - 1);
    uni = uni && e.uni;
    cur = mk(t, uni, "insertvalue %s %s, %s %s, %d", ts(t), cur.nm, ts(ft), e.nm, i);
    if (i + 1 < n) npool--; /* partial aggregates are not pool values */
  }
  return cur;
}

/* ------------------------------------------------------------------ generic expression */

static int g_budget; /* statements left */

static val gen(int t, int depth) {
  int i;
  if (depth <= 0 || chance(35)) {
    i = find(t, 0);
    if (i >= 0 && chance(85)) return pool[i];
    if (chance(25) || depth <= 0) {
      i = is_agg(t) ? -1 : find_any(any_scalar, 0);
      if (i >= 0 && depth > 0 && chance(70)) return convert(pool[i], t);
      if (i >= 0 && depth <= 0 && chance(50) && !is_vec(t)) return convert(pool[i], t);
      if (is_agg(t)) return agg_build(t, 1);
      return cst(t);
    }
  }
  note_type(t);
  if (is_agg(t)) return agg_build(t, depth);
  if (is_vec(t)) return vec_op(t, depth);
  if (is_fp(t)) {
    if (on(FT_NVVM) && (T[t].k == K_FLOAT || T[t].k == K_DOUBLE) && chance(10)) return nvvm_op(t, depth);
    if (chance(15)) {
      i = find_any(any_scalar, 0);
      if (i >= 0) return convert(pool[i], t);
    }
    return fp_op(t, depth);
  }
  /* integers */
  if (T[t].bits == 1 && chance(60)) {
    /* a comparison */
    int ot = chance(30) && on(FT_FP) ? pick_fp_type() : pick_int_type();
    val a = gen(ot, depth - 1), b = gen(ot, depth - 1);
    if (is_fp(ot)) {
      static const char *const pr[] = {"oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une"};
      return mk(TI1, a.uni && b.uni, "fcmp %s %s %s, %s", pr[rnd(14)], ts(ot), a.nm, b.nm);
    } else {
      static const char *const pr[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
      return mk(TI1, a.uni && b.uni, "icmp %s %s %s, %s", pr[rnd(npred(ot))], ts(ot), a.nm, b.nm);
    }
  }
  if (on(FT_NVVM) && (T[t].bits == 32 || T[t].bits == 64) && chance(8)) return nvvm_op(t, depth);
  if (F->kernel && chance(10) && loadable(t)) return load_buf(t, gen(pick_int_type(), depth - 1));
  if (chance(15)) {
    i = find_any(any_store, 0);
    if (i >= 0) return convert(pool[i], t);
  }
  if (chance(25)) return int_intrinsic(t, depth);
  return int_binop(t, depth);
}

/* ------------------------------------------------------------------ statements */

static void gen_block(int n);
static int nfuncs;
typedef struct rfunc {
  char name[16];
  int ret, np, p[5];
  int recursive;
} rfunc;
static rfunc funcs[8];

/* a condition; uniform if need_uni */
static val gen_cond(int need_uni) {
  if (need_uni) {
    int t = pick_int_type();
    val a = gen_uni(t), b = gen_uni(t);
    static const char *const pr[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
    if (T[t].bits == 1) return mk(TI1, 1, "xor i1 %s, %s", a.nm, b.nm);
    return mk(TI1, 1, "icmp %s %s %s, %s", pr[rnd(npred(t))], ts(t), a.nm, b.nm);
  }
  return gen(TI1, 2);
}

/* candidates for phis: values of the scalar/vector kinds defined since mark */
static int phi_cands(int mark, int *out, int max) {
  int i, n = 0;
  for (i = npool - 1; i >= mark && n < max; i--)
    if (!is_vec(pool[i].t) || T[T[pool[i].t].elem].bits != 1)
      if (chance(60)) out[n++] = i;
  return n;
}

static void stmt_if(void) {
  char lt[32], le[32], lm[32], endt[32], ende[32];
  int uni_needed = F->converged && chance(30), has_else = chance(70);
  val c = gen_cond(uni_needed);
  int conv = F->converged, mark = npool, k, n, cands[4], types[4];
  val tv[4], ev[4];
  int budget = g_budget;
  use(FT_BRANCH);
  newlabel(lt, "then");
  newlabel(le, "else");
  newlabel(lm, "merge");
  emit("br i1 %s, label %%%s, label %%%s", c.nm, lt, has_else ? le : lm);
  if (!has_else) snprintf(ende, sizeof ende, "%s", F->cur);
  label(lt);
  F->converged = conv && c.uni;
  F->nest++;
  g_budget = budget / 2;
  gen_block(1 + (int)rnd(3));
  n = phi_cands(mark, cands, 3);
  for (k = 0; k < n; k++) tv[k] = pool[cands[k]], types[k] = pool[cands[k]].t;
  snprintf(endt, sizeof endt, "%s", F->cur);
  emit("br label %%%s", lm);
  npool = mark;
  if (has_else) {
    label(le);
    gen_block(1 + (int)rnd(3));
    for (k = 0; k < n; k++) ev[k] = gen(types[k], 1);
    snprintf(ende, sizeof ende, "%s", F->cur);
    emit("br label %%%s", lm);
    npool = mark;
  } else {
    for (k = 0; k < n; k++) {
      int i = find(types[k], 0);
      ev[k] = i >= 0 ? pool[i] : cst(types[k]);
    }
  }
  F->nest--;
  F->converged = conv;
  label(lm);
  for (k = 0; k < n; k++) {
    val p = mk(types[k], c.uni && tv[k].uni && ev[k].uni, "phi %s [ %s, %%%s ], [ %s, %%%s ]", ts(types[k]), tv[k].nm, endt, ev[k].nm, ende);
    (void)p;
  }
  g_budget = budget - (budget - g_budget) - 1;
  if (g_budget < 0) g_budget = 0;
}

static void stmt_switch(void) {
  val x = convert(gen(pick_int_type(), 1), TI32);
  char ld[32], lm[32], lc[6][32], ends[7][32];
  int ncase = 2 + (int)rnd(4), k, mark = npool, conv = F->converged, t = pick_type();
  val vals[7];
  sbuf sw;
  use(FT_SWITCH);
  memset(&sw, 0, sizeof sw);
  if (chance(60)) x = mk(TI32, x.uni, "and i32 %s, 7", x.nm);
  newlabel(ld, "sw.default");
  newlabel(lm, "sw.merge");
  for (k = 0; k < ncase; k++) newlabel(lc[k], "sw.case");
  sb_printf(&sw, "switch i32 %s, label %%%s [", x.nm, ld);
  {
    int used_v[16] = {0}, c;
    for (k = 0; k < ncase; k++) {
      int reps = chance(25) ? 2 : 1;
      while (reps--) {
        do c = (int)rnd(12) - 2; while (used_v[c + 2]);
        used_v[c + 2] = 1;
        sb_printf(&sw, " i32 %d, label %%%s", c, lc[k]);
      }
    }
  }
  sb_printf(&sw, " ]");
  emit("%s", sw.p);
  free(sw.p);
  F->nest++;
  for (k = 0; k <= ncase; k++) {
    label(k < ncase ? lc[k] : ld);
    F->converged = conv && x.uni;
    gen_block(1 + (int)rnd(2));
    vals[k] = gen(t, 1);
    snprintf(ends[k], sizeof ends[k], "%s", F->cur);
    emit("br label %%%s", lm);
    npool = mark;
  }
  F->nest--;
  F->converged = conv;
  label(lm);
  {
    sbuf p;
    int uni = x.uni;
    memset(&p, 0, sizeof p);
    for (k = 0; k <= ncase; k++) {
      sb_printf(&p, "%s[ %s, %%%s ]", k ? ", " : "", vals[k].nm, ends[k]);
      uni = uni && vals[k].uni;
    }
    mk(t, uni, "phi %s %s", ts(t), p.p);
    free(p.p);
  }
}

static void stmt_loop(void) {
  char lh[32], lb[32], lx[32], latch_from[32], pre[32];
  int uni_trip = F->converged && chance(50), conv = F->converged, k, nacc = 1 + (int)rnd(2);
  int has_break, uni_break;
  val trip, iv, acc[3], accn[3], init[3];
  const char *ivn_name;
  char ivn[40], outer_iv[40];
  int budget = g_budget;
  use(FT_LOOP);
  if (uni_trip) {
    val u = convert(gen_uni(pick_int_type()), TI32);
    trip = mk(TI32, 1, "and i32 %s, %d", u.nm, F->loopdepth ? 3 : 7);
  } else if (chance(30)) {
    /* constant trip counts, 0 included; now and then one the unroller will not unroll
     * fully (a remainder loop then runs) */
    trip = icst(TI32, chance(20) ? rnd(F->loopdepth ? 5 : 40) : rnd(F->loopdepth ? 4 : 7));
  } else {
    val u = convert(gen(pick_int_type(), 1), TI32);
    trip = mk(TI32, u.uni, "and i32 %s, %d", u.nm, F->loopdepth ? 3 : 7);
  }
  for (k = 0; k < nacc; k++) init[k] = gen(pick_type(), 1);
  newlabel(lh, "loop");
  newlabel(lb, "body");
  newlabel(lx, "exit");
  snprintf(pre, sizeof pre, "%s", F->cur);
  emit("br label %%%s", lh);
  label(lh);
  snprintf(ivn, sizeof ivn, "%s", newname());
  ivn_name = ivn;
  /* the header phis are written once the latch is known: reserve their text position */
  {
    size_t phi_pos = F->body.n;
    sbuf rest;
    char *saved;
    size_t saved_n;
    val c;
    int vmark;
    /* placeholder phis are emitted after the body: remember the body text so far */
    saved_n = phi_pos;
    iv.t = TI32;
    iv.uni = trip.uni;
    iv.ub = 32;
    snprintf(iv.nm, sizeof iv.nm, "%s", ivn_name);
    push(iv);
    for (k = 0; k < nacc; k++) {
      acc[k].t = init[k].t;
      acc[k].uni = init[k].uni && trip.uni;
      acc[k].ub = is_int(init[k].t) ? T[init[k].t].bits : 0;
      snprintf(acc[k].nm, sizeof acc[k].nm, "%s", newname());
    }
    vmark = npool;
    for (k = 0; k < nacc; k++) push(acc[k]);
    c = mk(TI1, trip.uni, "icmp ult i32 %s, %s", ivn_name, trip.nm);
    emit("br i1 %s, label %%%s, label %%%s", c.nm, lb, lx);
    label(lb);
    /* An early exit, decided now: a divergent one makes the whole body divergent (threads
     * that left skip the next iteration's statements before the break too) */
    has_break = chance(30);
    uni_break = has_break && conv && trip.uni && chance(50);
    F->converged = conv && trip.uni && (!has_break || uni_break);
    F->nest++;
    F->loopdepth++;
    snprintf(outer_iv, sizeof outer_iv, "%s", F->iv);
    snprintf(F->iv, sizeof F->iv, "%s", ivn_name);
    g_budget = budget / 2;
    gen_block(1 + (int)rnd(3));
    if (has_break) {
      /* the header still dominates the exit, so its phis stay visible there */
      char lc[32];
      val bc = gen_cond(uni_break);
      newlabel(lc, "cont");
      emit("br i1 %s, label %%%s, label %%%s", bc.nm, lx, lc);
      label(lc);
      gen_block(1 + (int)rnd(2));
    }
    for (k = 0; k < nacc; k++) {
      /* acc' = op(acc, something from the body) */
      val a = acc[k], b = gen(acc[k].t, 1);
      if (is_int(a.t) || (is_vec(a.t) && is_int(T[a.t].elem))) accn[k] = mk(a.t, a.uni && b.uni, "%s %s %s, %s", (const char *[]){"add", "xor", "mul", "sub"}[rnd(T[scal(a.t)].bits == 1 ? 2 : 4)], ts(a.t), a.nm, b.nm);
      else if (is_fp(scal(a.t))) accn[k] = mk(a.t, a.uni && b.uni, "%s %s %s, %s", (const char *[]){"fadd", "fmul", "fsub"}[rnd(3)], ts(a.t), a.nm, b.nm);
      else accn[k] = b;
    }
    {
      val nx = mk(TI32, trip.uni, "add nuw nsw i32 %s, 1", ivn_name);
      snprintf(latch_from, sizeof latch_from, "%s", F->cur);
      emit("br label %%%s", lh);
      snprintf(F->iv, sizeof F->iv, "%s", outer_iv);
      F->loopdepth--;
      F->nest--;
      F->converged = conv;
      /* splice the phis right after the header label */
      memset(&rest, 0, sizeof rest);
      sb_printf(&rest, "%.*s", (int)(F->body.n - saved_n), F->body.p + saved_n);
      F->body.n = saved_n;
      sb_printf(&F->body, "  %s = phi i32 [ 0, %%%s ], [ %s, %%%s ]\n", ivn_name, pre, nx.nm, latch_from);
      for (k = 0; k < nacc; k++)
        sb_printf(&F->body, "  %s = phi %s [ %s, %%%s ], [ %s, %%%s ]\n", acc[k].nm, ts(acc[k].t), init[k].nm, pre, accn[k].nm, latch_from);
      saved = rest.p;
      sb_printf(&F->body, "%.*s", (int)rest.n, saved);
      free(saved);
    }
    npool = vmark;
    for (k = 0; k < nacc; k++) push(acc[k]);
    label(lx);
  }
  g_budget = budget - (budget - g_budget) - 1;
  if (g_budget < 0) g_budget = 0;
}

/* local arrays: alloca in the entry block, filled there; stores and loads at masked indices */
static int nlocals;
static void stmt_local(void) {
  int et = pick_int_type(), n = (int[]){2, 4, 8, 5, 3}[rnd(5)], k, at, useS = on(FT_AGG) && chance(40);
  char a[40];
  val ix, v, l;
  const char *p;
  int st = -1, f[3], isstore;
  use(FT_LOCAL);
  if (!loadable(et)) et = TI32;
  if (on(FT_FP) && chance(30)) et = pick_fp_type();
  note_type(et);
  at = ty_arr(et, n);
  if (useS) {
    f[0] = TI32;
    f[1] = at;
    f[2] = on(FT_FP) ? TF32 : TI32;
    st = ty_struct(f, 3, 1);
    use(FT_AGG);
  }
  snprintf(a, sizeof a, "%%local%d", nlocals++);
  sb_printf(&F->entry, "  %s = alloca %s, align 16\n", a, ts(useS ? st : at));
  for (k = 0; k < n; k++) {
    val c = cst(et);
    char q[64];
    snprintf(q, sizeof q, "%s.i%d", a, k);
    if (useS) sb_printf(&F->entry, "  %s = getelementptr inbounds %s, %s %s, i32 0, i32 1, i32 %d\n", q, ts(st), pts(st, 0), a, k);
    else sb_printf(&F->entry, "  %s = getelementptr inbounds %s, %s %s, i64 0, i64 %d\n", q, ts(at), pts(at, 0), a, k);
    sb_printf(&F->entry, "  store %s %s, %s %s, align %d\n", ts(et), c.nm, pts(et, 0), q, talign(et));
  }
  if (useS) {
    sb_printf(&F->entry, "  %s.f0 = getelementptr inbounds %s, %s %s, i32 0, i32 0\n", a, ts(st), pts(st, 0), a);
    sb_printf(&F->entry, "  store i32 7, %s %s.f0, align 4\n", pts(TI32, 0), a);
    sb_printf(&F->entry, "  %s.f2 = getelementptr inbounds %s, %s %s, i32 0, i32 2\n", a, ts(st), pts(st, 0), a);
    val c2 = cst(f[2]);
    sb_printf(&F->entry, "  store %s %s, %s %s.f2, align 4\n", ts(f[2]), c2.nm, pts(f[2], 0), a);
  }
  /* a few stores and loads at dynamic indices */
  for (k = 0; k < 1 + (int)rnd(3); k++) {
    /* in a loop, often by the induction variable: unrolled, the index becomes constant
     * and the array can live in registers */
    if (F->iv[0] && chance(60)) {
      ix.t = TI32;
      ix.uni = 0;
      ix.ub = 32;
      snprintf(ix.nm, sizeof ix.nm, "%s", F->iv);
    } else {
      ix = convert(gen(pick_int_type(), 1), TI32);
    }
    if ((n & (n - 1)) == 0) ix = mk(TI32, ix.uni, "and i32 %s, %d", ix.nm, n - 1);
    else ix = mk(TI32, ix.uni, "urem i32 %s, %d", ix.nm, n);
    isstore = chance(60);
    if (isstore) v = gen(et, 2);
    {
      char *q = fresh();
      if (useS) emit("%s = getelementptr inbounds %s, %s %s, i32 0, i32 1, i32 %s", q, ts(st), pts(st, 0), a, ix.nm);
      else emit("%s = getelementptr inbounds %s, %s %s, i32 0, i32 %s", q, ts(at), pts(at, 0), a, ix.nm);
      p = q;
    }
    if (isstore) {
      emit("store %s %s, %s %s, align %d", ts(et), v.nm, pts(et, 0), p, talign(et));
    } else {
      l = mk(et, 0, "load %s, %s %s, align %d", ts(et), pts(et, 0), p, talign(et));
      (void)l;
    }
  }
  if (useS && chance(50)) {
    char *q = fresh();
    emit("%s = getelementptr inbounds %s, %s %s, i32 0, i32 0", q, ts(st), pts(st, 0), a);
    mk(TI32, 0, "load i32, %s %s, align 4", pts(TI32, 0), q);
  }
}

/* a call to a device function defined earlier */
static void stmt_call(void) {
  const rfunc *f;
  char args[1024];
  int k, uni = 1;
  size_t l;
  if (!nfuncs) return;
  f = &funcs[rnd((unsigned)nfuncs)];
  use(FT_CALL);
  args[0] = 0;
  if (f->recursive) {
    val d = convert(gen(pick_int_type(), 1), TI32);
    d = mk(TI32, d.uni, "and i32 %s, 3", d.nm);
    uni = d.uni;
    snprintf(args, sizeof args, "i32 %s", d.nm);
  }
  for (k = 0; k < f->np; k++) {
    val a = gen(f->p[k], 2);
    uni = uni && a.uni;
    l = strlen(args);
    snprintf(args + l, sizeof args - l, "%s%s %s", args[0] ? ", " : "", ts(f->p[k]), a.nm);
  }
  mk(f->ret, uni, "call %s @%s(%s)", ts(f->ret), f->name, args);
}

/* ---- kernel-only statements ---- */

/* an approximate function of a clamped input, stored into this thread's slot of the
 * approx buffer (f32, APX_SLOTS per thread); approximate results feed nothing else, so
 * every other output stays exact. The comparer allows the hardware's bounds there. */
static void stmt_approx(void) {
  static const char *const fn[] = {"ex2.approx.f", "lg2.approx.f", "sin.approx.f", "cos.approx.f",
                                   "rsqrt.approx.f", "sqrt.approx.f", "div.approx.f", "ex2.approx.ftz.f"};
  int k = (int)rnd(8), site = napx++;
  val x = clamp_fp(convert(gen(TF32, 2), TF32), -6.0, 6.0), r;
  char nm[64], *q;
  use(FT_APPROX);
  if (k == 1 || k == 4 || k == 5) {
    /* positive and away from 0: |x| + 0.5 */
    val a;
    declare("float", "llvm.fabs.f32", "float");
    a = mk(TF32, x.uni, "call float @llvm.fabs.f32(float %s)", x.nm);
    x = mk(TF32, x.uni, "fadd float %s, 0x3FE0000000000000", a.nm);
  }
  snprintf(nm, sizeof nm, "llvm.nvvm.%s", fn[k]);
  if (k == 6) {
    val d = clamp_fp(convert(gen(TF32, 2), TF32), 1.0, 8.0);
    declare("float", nm, "float, float");
    r = mk(TF32, 0, "call float @%s(float %s, float %s)", nm, x.nm, d.nm);
  } else {
    declare("float", nm, "float");
    r = mk(TF32, 0, "call float @%s(float %s)", nm, x.nm);
  }
  npool--; /* approximate values feed nothing else */
  {
    val i64 = mk(TI64, 0, "zext i32 %s to i64", v_gtid.nm), o;
    npool--;
    o = mk(TI64, 0, "mul i64 %s, %d", i64.nm, APX_SLOTS);
    npool--;
    o = mk(TI64, 0, "add i64 %s, %d", o.nm, site);
    npool--;
    q = fresh();
    emit("%s = getelementptr inbounds float, %s %s, i64 %s", q, pts(TF32, 1), bufs[apx].name, o.nm);
    emit("store float %s, %s %s, align 4 ; approx slot %d", r.nm, pts(TF32, 1), q, site);
  }
}

static int nshared;
static sbuf globals;

static void barrier(void) {
  declare("void", "llvm.nvvm.barrier0", "");
  emit("call void @llvm.nvvm.barrier0()");
}

/* every thread writes its slot of a shared array, barrier, each reads another slot */
static void stmt_shared(void) {
  int t = (int[]){TI32, TI64, TI16, TI8, TF32, TF64}[rnd(6)], dyn = chance(20) && nshared == 0;
  if ((t == TI8 || t == TI16) && !on(FT_NARROW)) t = TI32;
  char g[32];
  const char *p;
  val v, j, r;
  int as = 3;
  if (is_fp(t) && !on(FT_FP)) t = TI32;
  if (t == TF64 && !on(FT_F64)) t = TF32;
  use(FT_SHARED);
  v = gen(t, 2);
  if (dyn) {
    snprintf(g, sizeof g, "@dsh");
    sb_printf(&globals, "@dsh = external addrspace(3) global [0 x %s], align 16\n", ts(t));
    nshared = -1000;
  } else {
    snprintf(g, sizeof g, "@sh%d", nshared < 0 ? nshared + 1000 : nshared);
    sb_printf(&globals, "%s = internal addrspace(3) global [%d x %s] undef, align 16\n", g, nthreads_block, ts(t));
  }
  nshared++;
  {
    int at = ty_arr(t, dyn ? 0 : nthreads_block);
    char *q = fresh();
    emit("%s = getelementptr inbounds %s, %s %s, i32 0, i32 %s", q, ts(at), pts(at, 3), g, v_ltid.nm);
    p = q;
    emit("store %s %s, %s %s, align %d", ts(t), v.nm, pts(t, 3), p, talign(t));
    if (chance(30)) {
      /* a barrier that also reduces a predicate: the result is block-uniform */
      static const char *const red[] = {"llvm.nvvm.barrier0.popc", "llvm.nvvm.barrier0.and", "llvm.nvvm.barrier0.or"};
      const char *rn = red[rnd(3)];
      val pv = convert(gen(pick_int_type(), 1), TI32);
      declare("i32", rn, "i32");
      mk(TI32, 1, "call i32 @%s(i32 %s)", rn, pv.nm);
    } else barrier();
    j = convert(gen(pick_int_type(), 1), TI32);
    j = mk(TI32, j.uni && v_nthr.uni, "urem i32 %s, %s", j.nm, v_nthr.nm);
    q = fresh();
    emit("%s = getelementptr inbounds %s, %s %s, i32 0, i32 %s", q, ts(at), pts(at, 3), g, j.nm);
    p = maybe_generic(q, t, &as);
    r = mk(t, j.uni, "load %s, %s %s, align %d", ts(t), pts(t, as), p, talign(t));
    (void)r;
    /* in a loop the next iteration writes the array again: everyone must have read it */
    if (F->loopdepth) barrier();
  }
}

/* atomics whose final memory does not depend on the order */
static void stmt_atomic(void) {
  static const char *const ops[] = {"add", "sub", "and", "or", "xor", "max", "min", "umax", "umin"};
  static const char *const ord[] = {"monotonic", "seq_cst", "acq_rel", "monotonic"};
  int w64 = chance(40), b = w64 ? atom64 : atom32, t = w64 ? TI64 : TI32;
  val v, ix;
  const char *p;
  int as = 1;
  if (on(FT_FATOMIC) && on(FT_FP) && chance(25)) {
    /* float add of small integers: exact in any order */
    val s = convert(gen(pick_int_type(), 1), TI32), f;
    char *q = scratch();
    use(FT_FATOMIC);
    s = mk(TI32, s.uni, "and i32 %s, 15", s.nm);
    f = mk(TF32, s.uni, "sitofp i32 %s to float", s.nm);
    ix = convert(gen(pick_int_type(), 1), TI64);
    ix = mk(TI64, ix.uni, "and i64 %s, %d", ix.nm, bufs[atomf].count - 1);
    q = fresh();
    emit("%s = getelementptr inbounds float, %s %s, i64 %s", q, pts(TF32, 1), bufs[atomf].name, ix.nm);
    p = maybe_generic(q, TF32, &as);
    emit("%s = atomicrmw fadd %s %s, float %s monotonic", newname(), pts(TF32, as), p, f.nm);
    return;
  }
  use(FT_ATOMIC);
  v = convert(gen(pick_int_type(), 1), t);
  ix = convert(gen(pick_int_type(), 1), TI64);
  ix = mk(TI64, ix.uni, "and i64 %s, %d", ix.nm, bufs[b].count - 1);
  {
    char *q = fresh();
    emit("%s = getelementptr inbounds %s, %s %s, i64 %s", q, ts(t), pts(t, 1), bufs[b].name, ix.nm);
    p = maybe_generic(q, t, &as);
  }
  {
    /* one random draw per statement: the order of a call's arguments is unspecified */
    const char *vol = chance(10) ? "volatile " : "", *op = ops[rnd(9)], *o = ord[rnd(4)];
    emit("%s = atomicrmw %s%s %s %s, %s %s %s", newname(), vol, op, pts(t, as), p, ts(t), v.nm, o);
  }
}

/* shared-memory atomics: thread 0 initialises, barrier, all add, barrier, all read */
static void stmt_shared_atomic(void) {
  char g[32], l1[32], l2[32];
  val c, v, r;
  static const char *const ops[] = {"add", "or", "xor", "umax", "min", "and"};
  int op = (int)rnd(6);
  use(FT_ATOMIC);
  use(FT_SHARED);
  snprintf(g, sizeof g, "@shc%d", F->lbl);
  sb_printf(&globals, "%s = internal addrspace(3) global i32 undef, align 4\n", g);
  newlabel(l1, "init");
  newlabel(l2, "inited");
  c = mk(TI1, 0, "icmp eq i32 %s, 0", v_ltid.nm);
  emit("br i1 %s, label %%%s, label %%%s", c.nm, l1, l2);
  label(l1);
  emit("store i32 %s, %s %s, align 4", op == 5 ? "-1" : op == 4 ? "2147483647" : "0", pts(TI32, 3), g);
  emit("br label %%%s", l2);
  label(l2);
  barrier();
  v = convert(gen(pick_int_type(), 1), TI32);
  emit("%s = atomicrmw %s %s %s, i32 %s monotonic", newname(), ops[op], pts(TI32, 3), g, v.nm);
  barrier();
  r = mk(TI32, 1, "load i32, %s %s, align 4", pts(TI32, 3), g);
  (void)r;
  /* in a loop thread 0 initialises it again in the next iteration: everyone must have read it */
  if (F->loopdepth) barrier();
}

/* a warp shuffle or vote with the mask of the lanes that exist */
static void stmt_warp(void) {
  int kind = (int)rnd(on(FT_SHUFFLE) ? (on(FT_VOTE) ? 10 : 6) : 4) + (on(FT_SHUFFLE) ? 0 : 6);
  if (!on(FT_SHUFFLE) && !on(FT_VOTE)) return;
  if (kind < 6) {
    static const char *const md[] = {"idx", "up", "down", "bfly"};
    int m = (int)rnd(4), isf = on(FT_FP) && chance(30), pred = chance(25);
    int t = isf ? TF32 : TI32;
    char nm[80];
    val v = convert(gen(isf ? TF32 : pick_int_type(), 1), t), b, c, r;
    use(FT_SHUFFLE);
    switch (m) {
    case 0: {
      val s = convert(gen(pick_int_type(), 1), TI32);
      b = mk(TI32, 0, "urem i32 %s, %s", s.nm, v_lanes.nm);
      c = icst(TI32, 31);
      break;
    }
    case 1: b = icst(TI32, 1 + rnd(16)); c = icst(TI32, 0); break;
    case 2: b = icst(TI32, 1 + rnd(16)); c = v_lanes_m1; break;
    default: b = icst(TI32, 1u << rnd(5)); c = v_lanes_m1; break;
    }
    snprintf(nm, sizeof nm, "llvm.nvvm.shfl.sync.%s.%s%s", md[m], isf ? "f32" : "i32", pred ? "p" : "");
    if (pred) {
      char rt[32];
      int fs[2], st;
      snprintf(rt, sizeof rt, "{ %s, i1 }", ts(t));
      declare(rt, nm, isf ? "i32, float, i32, i32" : "i32, i32, i32, i32");
      fs[0] = t;
      fs[1] = TI1;
      st = ty_struct(fs, 2, 0);
      r = mk(st, 0, "call %s @%s(i32 %s, %s %s, i32 %s, i32 %s)", rt, nm, v_mask.nm, ts(t), v.nm, b.nm, c.nm);
      mk(t, 0, "extractvalue %s %s, 0", rt, r.nm);
      mk(TI1, 0, "extractvalue %s %s, 1", rt, r.nm);
    } else {
      declare(ts(t), nm, isf ? "i32, float, i32, i32" : "i32, i32, i32, i32");
      mk(t, 0, "call %s @%s(i32 %s, %s %s, i32 %s, i32 %s)", ts(t), nm, v_mask.nm, ts(t), v.nm, b.nm, c.nm);
    }
    return;
  }
  use(FT_VOTE);
  {
    val p = gen(TI1, 2);
    switch (rnd(5)) {
    case 0: declare("i1", "llvm.nvvm.vote.all.sync", "i32, i1"); mk(TI1, 0, "call i1 @llvm.nvvm.vote.all.sync(i32 %s, i1 %s)", v_mask.nm, p.nm); break;
    case 1: declare("i1", "llvm.nvvm.vote.any.sync", "i32, i1"); mk(TI1, 0, "call i1 @llvm.nvvm.vote.any.sync(i32 %s, i1 %s)", v_mask.nm, p.nm); break;
    case 2: declare("i1", "llvm.nvvm.vote.uni.sync", "i32, i1"); mk(TI1, 0, "call i1 @llvm.nvvm.vote.uni.sync(i32 %s, i1 %s)", v_mask.nm, p.nm); break;
    case 3: declare("i32", "llvm.nvvm.vote.ballot.sync", "i32, i1"); mk(TI32, 0, "call i32 @llvm.nvvm.vote.ballot.sync(i32 %s, i1 %s)", v_mask.nm, p.nm); break;
    default: {
      val x = convert(gen(pick_int_type(), 1), TI32);
      declare("i32", "llvm.nvvm.match.any.sync.i32", "i32, i32");
      mk(TI32, 0, "call i32 @llvm.nvvm.match.any.sync.i32(i32 %s, i32 %s)", v_mask.nm, x.nm);
      break;
    }
    }
  }
}

static void stmt(void) {
  int r = (int)rnd(100);
  g_budget--;
  if (r < 30) {
    gen(pick_type(), 3);
    return;
  }
  if (r < 44) {
    int i = find_any(any_store, 0);
    if (i >= 0 && F->kernel) store_out(pool[i]);
    else gen(pick_type(), 2);
    return;
  }
  if (r < 52 && on(FT_BRANCH) && F->nest < 4 && g_budget > 1) { stmt_if(); return; }
  if (r < 56 && on(FT_SWITCH) && F->nest < 4 && g_budget > 1) { stmt_switch(); return; }
  if (r < 62 && on(FT_LOOP) && F->loopdepth < 2 && g_budget > 1) { stmt_loop(); return; }
  if (r < 66 && on(FT_LOCAL)) { stmt_local(); return; }
  if (r < 71 && on(FT_CALL) && nfuncs) { stmt_call(); return; }
  if (r < 74 && on(FT_AGG)) {
    int t = pick_agg_type();
    val a = agg_build(t, 2);
    use(FT_AGG);
    if (chance(50)) {
      int i = (int)rnd((unsigned)(T[t].k == K_STRUCT ? T[t].nf : T[t].n));
      int ft = T[t].k == K_STRUCT ? T[t].f[i] : T[t].elem;
      mk(ft, a.uni, "extractvalue %s %s, %d", ts(t), a.nm, i);
    }
    return;
  }
  if (F->kernel) {
    if (r < 78 && on(FT_SHARED) && F->converged && nshared < 4 && nshared > -990) { stmt_shared(); return; }
    if (r < 80 && on(FT_SHARED) && on(FT_ATOMIC) && F->converged) { stmt_shared_atomic(); return; }
    if (r < 84 && on(FT_ATOMIC)) { stmt_atomic(); return; }
    if (r < 90 && (on(FT_SHUFFLE) || on(FT_VOTE)) && F->converged) { stmt_warp(); return; }
    if (r < 93) {
      if (on(FT_APPROX) && napx < APX_SLOTS && chance(80)) stmt_approx();
      else load_back();
      return;
    }
    if (r < 97) {
      int lt = pick_type();
      if (on(FT_FIELDS) && chance(25)) {
        stmt_fields();
        return;
      }
      load_buf(lt, gen(pick_int_type(), 1));
      return;
    }
  }
  gen(pick_type(), 3);
}

static void gen_block(int n) {
  while (n-- > 0 && g_budget > 0) stmt();
}

/* ------------------------------------------------------------------ functions */

static sbuf module_text;

static void emit_function(const char *header, fctx *f) {
  sb_printf(&module_text, "%s {\nentry:\n", header);
  sb_cat(&module_text, &f->entry);
  sb_cat(&module_text, &f->body);
  sb_printf(&module_text, "}\n\n");
}

/* llc 14 lowers parameters and return values of standard types only */
static int abi_plain(int t) {
  int i;
  if (is_int(t)) return T[t].bits == 16 || T[t].bits == 32 || T[t].bits == 64;
  if (is_fp(t)) return T[t].k != K_BF16;
  if (is_vec(t)) return (T[t].n == 2 || T[t].n == 4) && T[T[t].elem].bits >= 16 && abi_plain(T[t].elem);
  if (T[t].k == K_STRUCT) {
    for (i = 0; i < T[t].nf; i++)
      if (!abi_plain(T[t].f[i])) return 0;
    return 1;
  }
  if (T[t].k == K_ARR) return abi_plain(T[t].elem);
  return 0;
}

static int pick_param_type(void) {
  int t, tries;
  for (tries = 0;; tries++) {
    if (on(FT_AGG) && chance(15)) {
      use(FT_AGG);
      t = pick_agg_type();
    } else t = pick_type();
    if (abi_plain(t)) return t;
    if (!opt_llc_safe) {
      note_nollc("odd-abi-types");
      return t;
    }
    if (tries > 20) return TI32;
  }
}

static void gen_device_function(int idx) {
  rfunc *rf = &funcs[idx];
  fctx fc;
  char header[2048];
  size_t l;
  int k, mark = npool;
  memset(&fc, 0, sizeof fc);
  F = &fc;
  fc.converged = 0;
  fc.kernel = 0;
  snprintf(rf->name, sizeof rf->name, "f%d", idx);
  rf->np = 1 + (int)rnd(4);
  for (k = 0; k < rf->np; k++) rf->p[k] = pick_param_type();
  rf->ret = pick_param_type();
  rf->recursive = on(FT_RECUR) && chance(35);
  if (rf->recursive) use(FT_RECUR);
  snprintf(header, sizeof header, "define internal %s @%s(", ts(rf->ret), rf->name);
  npool = 0;
  if (rf->recursive) {
    val d;
    memset(&d, 0, sizeof d);
    d.t = TI32;
    d.uni = 1;
    d.ub = 2;
    snprintf(d.nm, sizeof d.nm, "%%depth");
    l = strlen(header);
    snprintf(header + l, sizeof header - l, "i32 %%depth");
  }
  for (k = 0; k < rf->np; k++) {
    val p;
    memset(&p, 0, sizeof p);
    p.t = rf->p[k];
    p.uni = 1; /* uniform if the call's arguments are: the caller decides */
    p.ub = is_int(p.t) ? T[p.t].bits : 0;
    snprintf(p.nm, sizeof p.nm, "%%a%d", k);
    push(p);
    l = strlen(header);
    snprintf(header + l, sizeof header - l, "%s%s %%a%d", (k || rf->recursive) ? ", " : "", ts(p.t), k);
  }
  l = strlen(header);
  snprintf(header + l, sizeof header - l, ") #0");
  snprintf(fc.cur, sizeof fc.cur, "entry");
  g_budget = 2 + opt_size / 4;
  if (rf->recursive) {
    /* if (depth == 0) return base; else return combine(f(depth - 1, args'), ...) */
    val c = mk(TI1, 1, "icmp eq i32 %%depth, 0"), r, s;
    char args[1024];
    emit("br i1 %s, label %%base, label %%rec", c.nm);
    label("base");
    gen_block(1 + (int)rnd(2));
    r = gen(rf->ret, 2);
    emit("ret %s %s", ts(rf->ret), r.nm);
    npool = rf->np;
    label("rec");
    {
      val d1 = mk(TI32, 1, "sub i32 %%depth, 1");
      snprintf(args, sizeof args, "i32 %s", d1.nm);
    }
    for (k = 0; k < rf->np; k++) {
      val a = gen(rf->p[k], 2);
      l = strlen(args);
      snprintf(args + l, sizeof args - l, ", %s %s", ts(rf->p[k]), a.nm);
    }
    s = mk(rf->ret, 1, "call %s @%s(%s)", ts(rf->ret), rf->name, args);
    gen_block(1 + (int)rnd(2));
    if (!is_agg(rf->ret) && chance(70)) {
      val o = gen(rf->ret, 1);
      if (is_int(scal(rf->ret))) r = mk(rf->ret, 1, "xor %s %s, %s", ts(rf->ret), s.nm, o.nm);
      else r = mk(rf->ret, 1, "fadd %s %s, %s", ts(rf->ret), s.nm, o.nm);
    } else r = s;
    emit("ret %s %s", ts(rf->ret), r.nm);
  } else {
    val r;
    nfuncs = idx; /* only earlier functions are callable: no cycles */
    gen_block(2 + (int)rnd((unsigned)(opt_size / 3 + 1)));
    r = gen(rf->ret, 2);
    emit("ret %s %s", ts(rf->ret), r.nm);
  }
  emit_function(header, &fc);
  free(fc.body.p);
  free(fc.entry.p);
  npool = mark;
  F = NULL;
}

/* ------------------------------------------------------------------ kernel */

static const char *rty_of(int et) {
  switch (T[et].k) {
  case K_HALF: return "f16";
  case K_FLOAT: return "f32";
  case K_DOUBLE: return "f64";
  default: return T[et].bits == 8 ? "i8" : T[et].bits == 16 ? "i16" : T[et].bits == 32 ? "i32" : "i64";
  }
}

static void add_buffer(int et, int count, const char *rty, int ro) {
  buffer *b = &bufs[nbufs];
  b->et = et;
  b->count = count;
  b->rty = rty ? rty : rty_of(et);
  b->ro = ro;
  snprintf(b->name, sizeof b->name, "%%in%d", nbufs);
  nbufs++;
}

static val sreg(const char *n, int uni) {
  char nm[64];
  snprintf(nm, sizeof nm, "llvm.nvvm.read.ptx.sreg.%s", n);
  declare("i32", nm, "");
  return mk(TI32, uni, "call i32 @%s()", nm);
}

static sbuf run_line;
static int scalar_types[3], nscalars;

static void gen_launch(void) {
  int shape = (int)rnd(100);
  blk[0] = blk[1] = blk[2] = grd[0] = grd[1] = grd[2] = 1;
  if (shape < 60) {
    static const unsigned xs[] = {1, 17, 32, 33, 64, 96, 100, 128, 31, 48, 65};
    blk[0] = chance(30) ? 1 + rnd(128) : xs[rnd(sizeof xs / sizeof *xs)];
  } else if (shape < 85) {
    blk[0] = 1 + rnd(16);
    blk[1] = 1 + rnd(8);
  } else {
    blk[0] = 1 + rnd(8);
    blk[1] = 1 + rnd(4);
    blk[2] = 1 + rnd(4);
  }
  grd[0] = 1 + rnd(3);
  if (chance(25)) grd[1] = 1 + rnd(2);
  if (chance(10)) grd[2] = 2;
  nthreads_block = (int)(blk[0] * blk[1] * blk[2]);
  nblocks = (int)(grd[0] * grd[1] * grd[2]);
}

static void gen_kernel(void) {
  fctx fc;
  int k, i, nin = 1 + (int)rnd(3), nscal = 1 + (int)rnd(2);
  sbuf hdr;
  val s[3];
  int stypes[3];
  memset(&fc, 0, sizeof fc);
  memset(&hdr, 0, sizeof hdr);
  F = &fc;
  fc.kernel = 1;
  fc.converged = 1;
  snprintf(fc.cur, sizeof fc.cur, "entry");
  npool = 0;
  memset(&v_obase, 0, sizeof v_obase);
  v_obase.t = TI8;
  snprintf(v_obase.nm, sizeof v_obase.nm, "%%obase");
  /* buffers: inputs of random element types, atomics */
  for (k = 0; k < nin; k++) {
    int et;
    const char *rty = NULL;
    for (;;) {
      switch (rnd(8)) {
      case 0: et = on(FT_NARROW) ? TI8 : TI32; break;
      case 1: et = on(FT_NARROW) ? TI16 : TI64; break;
      case 2: case 3: et = TI32; break;
      case 4: et = TI64; break;
      case 5: et = TF32; break;
      case 6: et = TF64; break;
      default: et = TF16; break;
      }
      if (is_fp(et) && !fp_ok(T[et].k)) continue;
      break;
    }
    if (fp_ok(K_BF16) && on(FT_NARROW) && chance(10)) {
      et = TI16;
      rty = "bf16";
    }
    add_buffer(et, 64 << rnd(4), rty, 1);
  }
  if (on(FT_ATOMIC)) {
    atom32 = nbufs;
    add_buffer(TI32, 64, NULL, 0);
    atom64 = nbufs;
    add_buffer(TI64, 32, NULL, 0);
  }
  if (on(FT_FATOMIC) && on(FT_FP)) {
    atomf = nbufs;
    add_buffer(TF32, 32, NULL, 0);
  }
  if (on(FT_APPROX)) {
    apx = nbufs;
    add_buffer(TF32, nthreads_block * nblocks * APX_SLOTS, NULL, 0);
  }
  for (k = 0; k < nscal; k++) stypes[k] = scalar_types[k] = (int[]){TI32, TI32, TI64, TI16}[rnd(on(FT_NARROW) ? 4 : 3)];
  nscalars = nscal;

  /* special registers and thread geometry */
  {
    val tx = sreg("tid.x", 0), ty = sreg("tid.y", 0), tz = sreg("tid.z", 0);
    val nx = sreg("ntid.x", 1), ny = sreg("ntid.y", 1), nz = sreg("ntid.z", 1);
    val cx = sreg("ctaid.x", 1), cy = sreg("ctaid.y", 1), cz = sreg("ctaid.z", 1);
    val gx = sreg("nctaid.x", 1), gy = sreg("nctaid.y", 1);
    val a, b, bid;
    a = mk(TI32, 0, "mul i32 %s, %s", ny.nm, tz.nm);
    a = mk(TI32, 0, "add i32 %s, %s", a.nm, ty.nm);
    a = mk(TI32, 0, "mul i32 %s, %s", a.nm, nx.nm);
    v_ltid = mk(TI32, 0, "add i32 %s, %s", a.nm, tx.nm);
    pool[npool - 1].ub = v_ltid.ub = 10;
    b = mk(TI32, 1, "mul i32 %s, %s", nx.nm, ny.nm);
    v_nthr = mk(TI32, 1, "mul i32 %s, %s", b.nm, nz.nm);
    pool[npool - 1].ub = v_nthr.ub = 11;
    a = mk(TI32, 1, "mul i32 %s, %s", gy.nm, cz.nm);
    a = mk(TI32, 1, "add i32 %s, %s", a.nm, cy.nm);
    a = mk(TI32, 1, "mul i32 %s, %s", a.nm, gx.nm);
    bid = mk(TI32, 1, "add i32 %s, %s", a.nm, cx.nm);
    a = mk(TI32, 1, "mul i32 %s, %s", bid.nm, v_nthr.nm);
    v_gtid = mk(TI32, 0, "add i32 %s, %s", a.nm, v_ltid.nm);
    v_lane = mk(TI32, 0, "and i32 %s, 31", v_ltid.nm);
    pool[npool - 1].ub = v_lane.ub = 5;
    /* lanes of this warp that exist: min(32, nthr - (ltid & ~31)); mask = ~0 >> (32 - lanes) */
    a = mk(TI32, 0, "and i32 %s, -32", v_ltid.nm);
    a = mk(TI32, 0, "sub i32 %s, %s", v_nthr.nm, a.nm);
    declare("i32", "llvm.umin.i32", "i32, i32");
    v_lanes = mk(TI32, 0, "call i32 @llvm.umin.i32(i32 %s, i32 32)", a.nm);
    v_lanes_m1 = mk(TI32, 0, "sub i32 %s, 1", v_lanes.nm);
    a = mk(TI32, 0, "sub i32 32, %s", v_lanes.nm);
    v_mask = mk(TI32, 0, "lshr i32 -1, %s", a.nm);
  }
  for (k = 0; k < nscal; k++) {
    memset(&s[k], 0, sizeof s[k]);
    s[k].t = stypes[k];
    s[k].uni = 1;
    s[k].ub = T[stypes[k]].bits;
    snprintf(s[k].nm, sizeof s[k].nm, "%%s%d", k);
    push(s[k]);
  }
  /* initial values: each input at the thread's index and at the block's index */
  for (k = 0; k < nbufs; k++) {
    if (!bufs[k].ro) continue;
    {
      val i64 = mk(TI64, 0, "zext i32 %s to i64", v_gtid.nm);
      val m = mk(TI64, 0, "and i64 %s, %d", i64.nm, bufs[k].count - 1);
      const char *q = newname();
      char qq[40];
      snprintf(qq, sizeof qq, "%s", q);
      emit("%s = getelementptr inbounds %s, %s %s, i64 %s", qq, ts(bufs[k].et), pts(bufs[k].et, 1), bufs[k].name, m.nm);
      mk(bufs[k].et, 0, "load %s, %s %s, align %d", ts(bufs[k].et), pts(bufs[k].et, 1), qq, talign(bufs[k].et));
    }
    if (chance(60)) {
      val u = gen_uni(TI32);
      load_buf(bufs[k].et, u);
    }
  }
  g_budget = opt_size;
  gen_block(opt_size);
  /* final stores of recent values */
  for (k = 0, i = npool - 1; i >= 0 && k < 4; i--)
    if (any_store(pool[i].t) && chance(60)) {
      store_out(pool[i]);
      k++;
    }
  emit("ret void");
  if (out_bytes_per_thread == 0) out_bytes_per_thread = 8;
  out_bytes_per_thread = (out_bytes_per_thread + 15) / 16 * 16;
  /* the output slice of this thread (deferred: its size is known only now) */
  {
    sbuf e;
    memset(&e, 0, sizeof e);
    sb_printf(&e, "  %%obase.i = zext i32 %s to i64\n", v_gtid.nm);
    sb_printf(&e, "  %%obase.off = mul i64 %%obase.i, %d\n", out_bytes_per_thread);
    if (opt_typed) {
      sb_printf(&e, "  %%obase.b = bitcast %s %s to %s\n", pts(TI64, 1), out_name, pts(TI8, 1));
      sb_printf(&e, "  %%obase = getelementptr inbounds i8, %s %%obase.b, i64 %%obase.off\n", pts(TI8, 1));
    } else sb_printf(&e, "  %%obase = getelementptr inbounds i8, %s %s, i64 %%obase.off\n", pts(TI8, 1), out_name);
    sb_cat(&e, &fc.entry);
    free(fc.entry.p);
    fc.entry = e;
  }
  /* the header */
  sb_printf(&hdr, "define void @kern(%s %s", pts(TI64, 1), out_name);
  for (k = 0; k < nbufs; k++) sb_printf(&hdr, ", %s %s", pts(bufs[k].et, 1), bufs[k].name);
  for (k = 0; k < nscal; k++) sb_printf(&hdr, ", %s %%s%d", ts(stypes[k]), k);
  sb_printf(&hdr, ")");
  /* entry = the special registers and thread geometry, then the deferred code (allocas,
   * their initialisation, the output slice, which needs the global thread id), then the rest */
  sb_printf(&module_text, "%s #1 {\nentry:\n", hdr.p);
  {
    /* body up to v_mask's definition is the prologue */
    char key[64];
    const char *cut;
    snprintf(key, sizeof key, "  %s = lshr i32 -1,", v_mask.nm);
    cut = strstr(fc.body.p, key);
    cut = strchr(cut, '\n') + 1;
    sb_printf(&module_text, "%.*s", (int)(cut - fc.body.p), fc.body.p);
    sb_cat(&module_text, &fc.entry);
    sb_printf(&module_text, "%s", cut);
  }
  sb_printf(&module_text, "}\n\n");
  /* the launch */
  sb_printf(&run_line, "--kernel kern --grid %u,%u,%u --block %u,%u,%u", grd[0], grd[1], grd[2], blk[0], blk[1], blk[2]);
  if (nshared < -900) {
    /* dynamic shared array sized for one element of up to 8 bytes per thread */
    sb_printf(&run_line, " --shared %d", nthreads_block * 8);
  }
  sb_printf(&run_line, " buf:i64:%d:zero", nthreads_block * nblocks * out_bytes_per_thread / 8);
  for (k = 0; k < nbufs; k++) {
    if (bufs[k].ro) sb_printf(&run_line, " buf:%s:%d:rand:%u", bufs[k].rty, bufs[k].count, (unsigned)(rnext() % 100000));
    else if (k == apx) sb_printf(&run_line, " buf:f32:%d:zero", bufs[k].count);
    else sb_printf(&run_line, " buf:%s:%d:%s", bufs[k].rty, bufs[k].count, chance(50) ? "zero" : "rand:5");
  }
  for (k = 0; k < nscal; k++) {
    int ub;
    const char *c = int_const(T[stypes[k]].bits, &ub);
    sb_printf(&run_line, " %s:%s", ts(stypes[k]), c);
  }
  free(hdr.p);
  free(fc.body.p);
  free(fc.entry.p);
  F = NULL;
}

/* ------------------------------------------------------------------ main */

static void usage(FILE *f) {
  int i;
  fprintf(f,
          "usage: randgen [options]\n"
          "  --seed N           the random seed (default 1)\n"
          "  --size N           statements in the kernel (default 12)\n"
          "  --typed-pointers   LLVM 14 typed pointers (for llc-14) instead of `ptr`\n"
          "  --llc-safe         avoid what llc 14 cannot compile (bf16, i128 division, ...)\n"
          "  --approx           also approximate functions (into their own buffer, `; APPROX:`)\n"
          "  --no-FEATURE       switch a feature group off (below)\n"
          "  --only F,G,...     only these feature groups\n"
          "  -o FILE            write the module to FILE (default: standard output)\n"
          "  --list-features    list the feature groups\n"
          "features:\n");
  for (i = 0; i < FT_COUNT; i++) fprintf(f, "  %-10s %s\n", feat_names[i], feat_help[i]);
}

static int feature_index(const char *n, size_t len) {
  int i;
  for (i = 0; i < FT_COUNT; i++)
    if (strlen(feat_names[i]) == len && strncmp(feat_names[i], n, len) == 0) return i;
  return -1;
}

int main(int argc, char **argv) {
  const char *out = NULL;
  int i, k;
  FILE *f;
  sbuf all;
  for (i = 0; i < FT_COUNT; i++) feat[i] = 1;
  feat[FT_APPROX] = 0; /* results are not bit-exact on hardware: only on request */
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--seed") == 0 && i + 1 < argc) opt_seed = strtoull(argv[++i], NULL, 0);
    else if (strncmp(a, "--seed=", 7) == 0) opt_seed = strtoull(a + 7, NULL, 0);
    else if (strcmp(a, "--size") == 0 && i + 1 < argc) opt_size = atoi(argv[++i]);
    else if (strncmp(a, "--size=", 7) == 0) opt_size = atoi(a + 7);
    else if (strcmp(a, "--typed-pointers") == 0) opt_typed = 1;
    else if (strcmp(a, "--llc-safe") == 0) opt_llc_safe = 1;
    else if (strcmp(a, "--approx") == 0) feat[FT_APPROX] = 1;
    else if (strcmp(a, "-o") == 0 && i + 1 < argc) out = argv[++i];
    else if (strcmp(a, "--list-features") == 0) {
      for (k = 0; k < FT_COUNT; k++) printf("%s\n", feat_names[k]);
      return 0;
    } else if (strcmp(a, "--help") == 0) {
      usage(stdout);
      return 0;
    } else if (strncmp(a, "--no-", 5) == 0 && feature_index(a + 5, strlen(a + 5)) >= 0) {
      feat[feature_index(a + 5, strlen(a + 5))] = 0;
    } else if ((strcmp(a, "--only") == 0 && i + 1 < argc) || strncmp(a, "--only=", 7) == 0) {
      const char *l = a[6] == '=' ? a + 7 : argv[++i];
      for (k = 0; k < FT_COUNT; k++) feat[k] = 0;
      while (*l) {
        size_t n = strcspn(l, ",");
        int fi = feature_index(l, n);
        if (fi < 0 && n) {
          fprintf(stderr, "randgen: unknown feature '%.*s'\n", (int)n, l);
          return 2;
        }
        if (fi >= 0) feat[fi] = 1;
        l += n;
        if (*l == ',') l++;
      }
    } else {
      fprintf(stderr, "randgen: unknown option '%s'\n", a);
      usage(stderr);
      return 2;
    }
  }
  if (opt_size < 1) opt_size = 1;
  if (opt_llc_safe) feat[FT_BF16] = 0;
  if (!feat[FT_FP]) feat[FT_F16] = feat[FT_BF16] = feat[FT_F64] = feat[FT_FATOMIC] = 0;
  rseed(opt_seed);
  TI1 = ty_int(1);
  TI8 = ty_int(8);
  TI16 = ty_int(16);
  TI32 = ty_int(32);
  TI64 = ty_int(64);
  TF16 = ty_fp(K_HALF);
  TBF16 = ty_fp(K_BF16);
  TF32 = ty_fp(K_FLOAT);
  TF64 = ty_fp(K_DOUBLE);

  gen_launch();
  /* device functions, then the kernel */
  if (on(FT_CALL)) {
    int n = 1 + (int)rnd(3);
    for (k = 0; k < n; k++) gen_device_function(k);
    nfuncs = n;
  }
  gen_kernel();

  memset(&all, 0, sizeof all);
  sb_printf(&all, "; randgen --seed %llu --size %d%s%s", (unsigned long long)opt_seed, opt_size, opt_typed ? " --typed-pointers" : "", opt_llc_safe ? " --llc-safe" : "");
  for (k = 0; k < FT_COUNT; k++)
    if (!feat[k]) sb_printf(&all, " --no-%s", feat_names[k]);
  sb_printf(&all, "\n; NVCGRUN: %s\n", run_line.p);
  sb_printf(&all, "; MIN_SM: %d\n", min_sm);
  sb_printf(&all, "; NOLLC:%s%s\n", nollc[0] ? " " : "", nollc);
  if (noopt[0]) sb_printf(&all, "; NOOPT: %s\n", noopt);
  if (apx >= 0) sb_printf(&all, "; APPROX: buffer %d\n", apx + 1);
  sb_printf(&all, "; FEATURES:");
  for (k = 0; k < FT_COUNT; k++)
    if (used[k]) sb_printf(&all, " %s", feat_names[k]);
  sb_printf(&all, "\ntarget datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
  sb_printf(&all, "target triple = \"nvptx64-nvidia-cuda\"\n\n");
  for (k = 0; k < nT; k++)
    if (T[k].named) {
      /* print the body */
      rtype x = T[k];
      int j;
      sb_printf(&all, "%%S%d = type { ", x.named);
      for (j = 0; j < x.nf; j++) sb_printf(&all, "%s%s", j ? ", " : "", ts(x.f[j]));
      sb_printf(&all, " }\n");
    }
  sb_cat(&all, &globals);
  sb_printf(&all, "\n");
  sb_cat(&all, &module_text);
  for (k = 0; k < ndecl; k++) sb_printf(&all, "%s\n", decls[k]);
  sb_printf(&all, "\nattributes #0 = { noinline nounwind }\nattributes #1 = { nounwind }\n\n");
  sb_printf(&all, "!nvvm.annotations = !{!0}\n");
  if (opt_typed) {
    sb_printf(&all, "!0 = !{void (%s", pts(TI64, 1));
    for (k = 0; k < nbufs; k++) sb_printf(&all, ", %s", pts(bufs[k].et, 1));
    for (k = 0; k < nscalars; k++) sb_printf(&all, ", %s", ts(scalar_types[k]));
    sb_printf(&all, ")* @kern, !\"kernel\", i32 1}\n");
  } else sb_printf(&all, "!0 = !{ptr @kern, !\"kernel\", i32 1}\n");
  if (out) {
    f = fopen(out, "w");
    if (!f) {
      fprintf(stderr, "randgen: cannot write %s\n", out);
      return 2;
    }
  } else f = stdout;
  fwrite(all.p, 1, all.n, f);
  if (f != stdout) fclose(f);
  return 0;
}
