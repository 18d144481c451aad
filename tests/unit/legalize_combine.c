/* legalize_combine.c -- the DAG combiner: constant folding (integers of every width,
 * IEEE-exact FP with round-to-nearest-even), algebraic identities, extension chains,
 * constant conditions, FMA formation under `contract`, mul.wide from multiplies of
 * extended values, bfe from shift-and-mask, and the [reg+imm] address shape. Each test
 * builds `store (f loads...)`, combines before legalisation, and looks at what is
 * stored. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include "lz_common.h"

#define I(b) NV_EVT_INT(b)
#define F16 ((nv_evt)NV_SC_F16)
#define F32 ((nv_evt)NV_SC_F32)
#define F64 ((nv_evt)NV_SC_F64)

/* The value the DAG's root store writes. */
static nv_sdval stored(tctx *c) { return nv_sdop(c->d.root.n, 1); }

static void finish(tctx *c, nv_sdval v) {
  c->d.root = t_store(c, c->d.entry, v, 0x400, 16);
  nv_dag_combine(&c->d, 0, &c->o);
}

static int is_const(nv_sdval v, uint64_t lo, uint64_t hi) {
  return v.n->op == NV_ISD_CONSTANT && v.n->u.c.lo == lo && v.n->u.c.hi == hi;
}

static uint32_t f2b(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}
static uint64_t d2b(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}

static void test_int_folding(void) {
  tctx c;
  nv_sdval a, x;
  int ok;
  t_init(&c, 75, 0);
  finish(&c, t_n2(&c, NV_ISD_ADD, I(32), nv_dag_const(&c.d, I(32), 3, 0), nv_dag_const(&c.d, I(32), 4, 0)));
  t_report(is_const(stored(&c), 7, 0), "fold-int-add", "not folded");
  t_free(&c);

  t_init(&c, 75, 0);
  finish(&c, t_n2(&c, NV_ISD_MUL, I(128), nv_dag_const(&c.d, I(128), 0xffffffffffffffffull, 0),
                  nv_dag_const(&c.d, I(128), 0xffffffffffffffffull, 0)));
  /* (2^64-1)^2 = 2^128 - 2^65 + 1 */
  t_report(is_const(stored(&c), 1, 0xfffffffffffffffeull), "fold-int-i128-mul", "not folded exactly");
  t_free(&c);

  t_init(&c, 75, 0);
  finish(&c, t_n2(&c, NV_ISD_SDIV, I(8), nv_dag_const(&c.d, I(8), (uint64_t)-100, 0), nv_dag_const(&c.d, I(8), 7, 0)));
  t_report(is_const(stored(&c), (uint8_t)-14, 0), "fold-int-i8-sdiv", "not folded with i8 semantics");
  t_free(&c);

  t_init(&c, 75, 0);
  finish(&c, t_n2(&c, NV_ISD_SRA, I(24), nv_dag_const(&c.d, I(24), 0x800000, 0), nv_dag_const(&c.d, I(24), 4, 0)));
  t_report(is_const(stored(&c), 0xf80000, 0), "fold-int-i24-sra", "odd-width shift not folded");
  t_free(&c);

  /* division by zero and oversized shifts are not folded (undefined: keep the node) */
  t_init(&c, 75, 0);
  finish(&c, t_n2(&c, NV_ISD_UDIV, I(32), nv_dag_const(&c.d, I(32), 3, 0), nv_dag_const(&c.d, I(32), 0, 0)));
  t_report(stored(&c).n->op == NV_ISD_UDIV, "fold-int-div-by-zero-kept", "folded");
  t_free(&c);

  /* unary and conversions */
  t_init(&c, 75, 0);
  x = t_n1(&c, NV_ISD_CTLZ, I(32), nv_dag_const(&c.d, I(32), 0x00010000, 0));
  x = t_n1(&c, NV_ISD_SIGN_EXTEND, I(64), t_n1(&c, NV_ISD_TRUNCATE, I(8), t_n2(&c, NV_ISD_ADD, I(32), x, nv_dag_const(&c.d, I(32), 0xf0, 0))));
  finish(&c, x);
  /* ctlz = 15, + 0xf0 = 0xff, trunc i8 = -1, sext = all ones */
  t_report(is_const(stored(&c), ~0ull, 0), "fold-int-unary-and-casts", "got op %s", nv_isd_name(stored(&c).n->op));
  t_free(&c);

  /* setcc and select of constants */
  t_init(&c, 75, 0);
  a = t_load(&c, I(32), c.d.entry, 0x100, 4);
  x = nv_dag_setcc(&c.d, I(1), nv_dag_const(&c.d, I(32), (uint64_t)-1, 0), nv_dag_const(&c.d, I(32), 1, 0), NV_CC_ULT);
  finish(&c, t_n3(&c, NV_ISD_SELECT, I(32), x, nv_dag_const(&c.d, I(32), 5, 0), a));
  ok = stored(&c).n == a.n; /* -1 <u 1 is false */
  t_report(ok, "fold-setcc-and-select", "select not resolved");
  t_free(&c);
}

static void test_fp_folding(void) {
  tctx c;
  volatile float fa = 0.1f, fb = 0.2f;
  volatile double da = 1.0, db = 3.0;
  int ok;
  t_init(&c, 75, 0);
  finish(&c, t_n2(&c, NV_ISD_FADD, F32, nv_dag_const_fp(&c.d, F32, f2b(0.1f), 0), nv_dag_const_fp(&c.d, F32, f2b(0.2f), 0)));
  ok = stored(&c).n->op == NV_ISD_CONSTANT_FP && stored(&c).n->u.c.lo == f2b(fa + fb);
  t_report(ok, "fold-fp-f32-add-exact", "0.1f + 0.2f not bit-exact");
  t_free(&c);

  t_init(&c, 75, 0);
  finish(&c, t_n2(&c, NV_ISD_FDIV, F64, nv_dag_const_fp(&c.d, F64, d2b(1.0), 0), nv_dag_const_fp(&c.d, F64, d2b(3.0), 0)));
  ok = stored(&c).n->op == NV_ISD_CONSTANT_FP && stored(&c).n->u.c.lo == d2b(da / db);
  t_report(ok, "fold-fp-f64-div-exact", "1/3 not bit-exact");
  t_free(&c);

  /* f32 multiply whose double product needs rounding to nearest even */
  t_init(&c, 75, 0);
  {
    volatile float p = 16777215.0f, q = 1.00000012f; /* (2^24-1) * (1+2^-23) */
    finish(&c, t_n2(&c, NV_ISD_FMUL, F32, nv_dag_const_fp(&c.d, F32, f2b(p), 0), nv_dag_const_fp(&c.d, F32, f2b(q), 0)));
    ok = stored(&c).n->op == NV_ISD_CONSTANT_FP && stored(&c).n->u.c.lo == f2b(p * q);
  }
  t_report(ok, "fold-fp-f32-mul-rne", "rounding differs from the host's float multiply");
  t_free(&c);

  /* f16: 1 + 2^-11 is a tie and rounds to even (1.0); 1 + 3*2^-11 rounds up */
  t_init(&c, 75, 0);
  finish(&c, t_n2(&c, NV_ISD_FADD, F16, nv_dag_const_fp(&c.d, F16, 0x3c00, 0), nv_dag_const_fp(&c.d, F16, 0x1000, 0)));
  ok = stored(&c).n->op == NV_ISD_CONSTANT_FP && stored(&c).n->u.c.lo == 0x3c00;
  t_report(ok, "fold-fp-f16-tie-to-even", "got 0x%llx", (unsigned long long)stored(&c).n->u.c.lo);
  t_free(&c);

  /* NaN results are left to the machine (payloads) */
  t_init(&c, 75, 0);
  finish(&c, t_n2(&c, NV_ISD_FSUB, F32, nv_dag_const_fp(&c.d, F32, 0x7f800000, 0), nv_dag_const_fp(&c.d, F32, 0x7f800000, 0)));
  t_report(stored(&c).n->op == NV_ISD_FSUB, "fold-fp-nan-not-folded", "inf - inf folded");
  t_free(&c);

  /* conversions */
  t_init(&c, 75, 0);
  finish(&c, t_n1(&c, NV_ISD_SINT_TO_FP, F32, nv_dag_const(&c.d, I(32), (uint64_t)-16777217, 0)));
  ok = stored(&c).n->op == NV_ISD_CONSTANT_FP && stored(&c).n->u.c.lo == f2b(-16777216.0f);
  t_report(ok, "fold-fp-sitofp-rounds", "got op %s", nv_isd_name(stored(&c).n->op));
  t_free(&c);
}

static void test_algebra(void) {
  struct { const char *name; unsigned op; uint64_t k; int expect_x; } idents[] = {
      {"x+0", NV_ISD_ADD, 0, 1}, {"x-0", NV_ISD_SUB, 0, 1}, {"x*1", NV_ISD_MUL, 1, 1}, {"x|0", NV_ISD_OR, 0, 1},
      {"x^0", NV_ISD_XOR, 0, 1}, {"x&-1", NV_ISD_AND, ~0ull, 1}, {"x<<0", NV_ISD_SHL, 0, 1},
      {"x>>0", NV_ISD_SRL, 0, 1}, {"x*0", NV_ISD_MUL, 0, 0}, {"x&0", NV_ISD_AND, 0, 0}};
  unsigned i;
  for (i = 0; i < NV_ARRAY_LEN(idents); i++) {
    tctx c;
    nv_sdval a;
    char name[64];
    int ok;
    t_init(&c, 75, 0);
    a = t_load(&c, I(32), c.d.entry, 0x100, 4);
    finish(&c, t_n2(&c, idents[i].op, I(32), a, nv_dag_const(&c.d, I(32), idents[i].k, 0)));
    ok = idents[i].expect_x ? stored(&c).n == a.n : is_const(stored(&c), 0, 0);
    snprintf(name, sizeof name, "algebra-%s", idents[i].name);
    t_report(ok, name, "got %s", nv_isd_name(stored(&c).n->op));
    t_free(&c);
  }
  {
    tctx c;
    nv_sdval a, f;
    t_init(&c, 75, 0);
    a = t_load(&c, I(32), c.d.entry, 0x100, 4);
    finish(&c, t_n2(&c, NV_ISD_XOR, I(32), t_n2(&c, NV_ISD_AND, I(32), a, a), t_n2(&c, NV_ISD_OR, I(32), a, a)));
    t_report(is_const(stored(&c), 0, 0), "algebra-(x&x)^(x|x)", "got %s", nv_isd_name(stored(&c).n->op));
    t_free(&c);

    t_init(&c, 75, 0);
    f = t_load(&c, F32, c.d.entry, 0x100, 4);
    finish(&c, t_n1(&c, NV_ISD_FNEG, F32, t_n1(&c, NV_ISD_FNEG, F32, f)));
    t_report(stored(&c).n == f.n, "algebra-double-fneg", "got %s", nv_isd_name(stored(&c).n->op));
    t_free(&c);

    t_init(&c, 75, 0);
    a = t_load(&c, I(32), c.d.entry, 0x100, 4);
    finish(&c, t_n2(&c, NV_ISD_SUB, I(32), nv_dag_const(&c.d, I(32), 0, 0),
                    t_n2(&c, NV_ISD_SUB, I(32), nv_dag_const(&c.d, I(32), 0, 0), a)));
    t_report(stored(&c).n == a.n, "algebra-double-negation", "got %s", nv_isd_name(stored(&c).n->op));
    t_free(&c);

    /* sext(sext(x)) -> sext(x); trunc(zext(x)) -> x */
    t_init(&c, 75, 0);
    a = t_load(&c, I(16), c.d.entry, 0x100, 2);
    finish(&c, t_n1(&c, NV_ISD_SIGN_EXTEND, I(64), t_n1(&c, NV_ISD_SIGN_EXTEND, I(32), a)));
    /* the one sign extension left is folded into the load: ld.s16 into a 64-bit register */
    t_report(stored(&c).n->op == NV_ISD_LOAD && stored(&c).n->mem->ext == NV_EXT_SEXT && stored(&c).n->vts[0] == I(64),
             "algebra-sext-chain-into-sextload", "got %s", nv_isd_name(stored(&c).n->op));
    t_free(&c);
    t_init(&c, 75, 0);
    a = t_load(&c, I(16), c.d.entry, 0x100, 2);
    finish(&c, t_n1(&c, NV_ISD_TRUNCATE, I(16), t_n1(&c, NV_ISD_ZERO_EXTEND, I(64), a)));
    t_report(stored(&c).n == a.n, "algebra-trunc-of-zext", "got %s", nv_isd_name(stored(&c).n->op));
    t_free(&c);
  }
}

static void test_fma(void) {
  static const struct { const char *name; uint32_t mulf, addf; unsigned op; int want_fma; } cases[] = {
      {"fma-contract-both", NVCG_FMF_CONTRACT, NVCG_FMF_CONTRACT, NV_ISD_FADD, 1},
      {"fma-fast", NVCG_FMF_FAST, NVCG_FMF_FAST, NV_ISD_FADD, 1},
      {"fma-not-without-contract-on-mul", 0, NVCG_FMF_CONTRACT, NV_ISD_FADD, 0},
      {"fma-not-without-contract-on-add", NVCG_FMF_CONTRACT, 0, NV_ISD_FADD, 0},
      {"fma-from-fsub", NVCG_FMF_CONTRACT, NVCG_FMF_CONTRACT, NV_ISD_FSUB, 1},
  };
  unsigned i;
  for (i = 0; i < NV_ARRAY_LEN(cases); i++) {
    tctx c;
    nv_sdval ops[2], m, r;
    int ok;
    t_init(&c, 75, 0);
    ops[0] = t_load(&c, F32, c.d.entry, 0x100, 4);
    ops[1] = t_load(&c, F32, c.d.entry, 0x200, 4);
    m = t_nf(&c, NV_ISD_FMUL, F32, ops, 2, cases[i].mulf);
    ops[0] = m;
    ops[1] = t_load(&c, F32, c.d.entry, 0x300, 4);
    r = t_nf(&c, cases[i].op, F32, ops, 2, cases[i].addf);
    finish(&c, r);
    ok = (stored(&c).n->op == NV_ISD_FMA) == cases[i].want_fma;
    if (ok && cases[i].op == NV_ISD_FSUB) ok = nv_sdop(stored(&c).n, 2).n->op == NV_ISD_FNEG;
    ok = ok && t_pipeline(&c);
    t_report(ok, cases[i].name, "stored %s", nv_isd_name(stored(&c).n->op));
    t_free(&c);
  }
}

static void test_nvptx_forms(void) {
  tctx c;
  nv_sdval a, b, r;
  int ok;
  /* mul.wide.s32 from sign-extended operands */
  t_init(&c, 75, 0);
  a = t_load(&c, I(32), c.d.entry, 0x100, 4);
  b = t_load(&c, I(32), c.d.entry, 0x200, 4);
  finish(&c, t_n2(&c, NV_ISD_MUL, I(64), t_n1(&c, NV_ISD_SIGN_EXTEND, I(64), a), t_n1(&c, NV_ISD_SIGN_EXTEND, I(64), b)));
  r = stored(&c);
  ok = r.n->op == NV_ISD_NVPTX_MUL_WIDE_SIGNED && nv_sdop(r.n, 0).n == a.n && nv_sdop(r.n, 1).n == b.n && t_pipeline(&c);
  t_report(ok, "mulwide-signed", "stored %s", nv_isd_name(r.n->op));
  t_free(&c);
  /* unsigned, with a constant that fits */
  t_init(&c, 75, 0);
  a = t_load(&c, I(32), c.d.entry, 0x100, 4);
  finish(&c, t_n2(&c, NV_ISD_MUL, I(64), t_n1(&c, NV_ISD_ZERO_EXTEND, I(64), a), nv_dag_const(&c.d, I(64), 3000000000u, 0)));
  r = stored(&c);
  ok = r.n->op == NV_ISD_NVPTX_MUL_WIDE_UNSIGNED && is_const(nv_sdop(r.n, 1), 3000000000u, 0);
  t_report(ok, "mulwide-unsigned-constant", "stored %s", nv_isd_name(r.n->op));
  t_free(&c);
  /* a constant that does not fit a signed i32 keeps the 64-bit multiply */
  t_init(&c, 75, 0);
  a = t_load(&c, I(32), c.d.entry, 0x100, 4);
  finish(&c, t_n2(&c, NV_ISD_MUL, I(64), t_n1(&c, NV_ISD_SIGN_EXTEND, I(64), a), nv_dag_const(&c.d, I(64), 3000000000u, 0)));
  t_report(stored(&c).n->op == NV_ISD_MUL, "mulwide-not-when-constant-too-wide", "stored %s", nv_isd_name(stored(&c).n->op));
  t_free(&c);
  /* (sext i) << 2: an index scaled for 4-byte elements */
  t_init(&c, 75, 0);
  a = t_load(&c, I(32), c.d.entry, 0x100, 4);
  finish(&c, t_n2(&c, NV_ISD_SHL, I(64), t_n1(&c, NV_ISD_SIGN_EXTEND, I(64), a), nv_dag_const(&c.d, I(32), 2, 0)));
  r = stored(&c);
  ok = r.n->op == NV_ISD_NVPTX_MUL_WIDE_SIGNED && is_const(nv_sdop(r.n, 1), 4, 0);
  t_report(ok, "mulwide-from-shift", "stored %s", nv_isd_name(r.n->op));
  t_free(&c);
  /* i16 x i16 -> i32 */
  t_init(&c, 75, 0);
  a = t_load(&c, I(16), c.d.entry, 0x100, 2);
  b = t_load(&c, I(16), c.d.entry, 0x200, 2);
  finish(&c, t_n2(&c, NV_ISD_MUL, I(32), t_n1(&c, NV_ISD_SIGN_EXTEND, I(32), a), t_n1(&c, NV_ISD_SIGN_EXTEND, I(32), b)));
  t_report(stored(&c).n->op == NV_ISD_NVPTX_MUL_WIDE_SIGNED, "mulwide-s16", "stored %s", nv_isd_name(stored(&c).n->op));
  t_free(&c);
  /* bfe */
  t_init(&c, 75, 0);
  a = t_load(&c, I(32), c.d.entry, 0x100, 4);
  finish(&c, t_n2(&c, NV_ISD_AND, I(32), t_n2(&c, NV_ISD_SRL, I(32), a, nv_dag_const(&c.d, I(32), 3, 0)),
                  nv_dag_const(&c.d, I(32), 0x1f, 0)));
  r = stored(&c);
  ok = r.n->op == NV_ISD_NVPTX_BFE && is_const(nv_sdop(r.n, 1), 3, 0) && is_const(nv_sdop(r.n, 2), 5, 0) && t_pipeline(&c);
  t_report(ok, "bfe-from-shift-and-mask", "stored %s", nv_isd_name(r.n->op));
  t_free(&c);
  /* [reg + imm]: constant offsets merge and stay an ADD of the base and one constant */
  t_init(&c, 75, 0);
  {
    nv_sdval base = t_load(&c, I(64), c.d.entry, 0x100, 8), addr, ld, ops[2];
    nv_evt vts[2];
    nv_memop m;
    addr = t_n2(&c, NV_ISD_ADD, I(64), t_n2(&c, NV_ISD_ADD, I(64), base, nv_dag_const(&c.d, I(64), 8, 0)),
                nv_dag_const(&c.d, I(64), 16, 0));
    memset(&m, 0, sizeof m);
    m.memvt = F32;
    m.align = 4;
    m.as = 1;
    vts[0] = F32;
    vts[1] = NV_EVT_OTHER;
    ops[0] = c.d.entry;
    ops[1] = addr;
    ld = nv_dag_mem_node(&c.d, NV_ISD_LOAD, vts, 2, ops, 2, &m);
    finish(&c, ld);
    ok = t_pipeline(&c);
    addr = nv_sdop(ld.n, 1);
    ok = ok && addr.n->op == NV_ISD_ADD && nv_sdop(addr.n, 0).n == base.n && is_const(nv_sdop(addr.n, 1), 24, 0);
    t_report(ok, "address-reg-plus-imm", "address is %s", nv_isd_name(addr.n->op));
  }
  t_free(&c);
}

int main(void) {
  test_int_folding();
  test_fp_folding();
  test_algebra();
  test_fma();
  test_nvptx_forms();
  printf("%u passed, %u failed\n", t_pass, t_fail);
  return t_fail ? 1 : 0;
}
