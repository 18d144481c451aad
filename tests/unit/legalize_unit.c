/* legalize_unit.c -- shape tests of the action tables, the type legaliser, the
 * operation legaliser and their diagnostics, per action and per SM: after the pipeline
 * every node is selectable (nv_dag_check_legal), and the expected nodes appear (v4f16 on
 * sm_70 is two v2f16 fadds; on sm_50 four f32 fadds between fp16 conversions; v4f32
 * loads are ld.v4; i128 on sm_60 is i64 halves with a carry; ...). The expensive checks
 * are on for every run and are shown to fire on deliberately corrupted maps. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include "lz_common.h"

#define I(b) NV_EVT_INT(b)
#define V(sc, n) NV_EVT((sc), (n))
#define F16 ((nv_evt)NV_SC_F16)
#define BF16 ((nv_evt)NV_SC_BF16)
#define F32 ((nv_evt)NV_SC_F32)
#define F64 ((nv_evt)NV_SC_F64)
#define F128 ((nv_evt)NV_SC_F128)

static int n_is_unary(unsigned op) {
  switch (op) {
  case NV_ISD_FNEG: case NV_ISD_FABS: case NV_ISD_FSQRT: case NV_ISD_FROUND: case NV_ISD_FSIN:
  case NV_ISD_CTTZ: case NV_ISD_CTLZ: case NV_ISD_CTPOP: case NV_ISD_BSWAP: case NV_ISD_BITREVERSE:
  case NV_ISD_ABS:
    return 1;
  default: return 0;
  }
}

/* load a, load b, op, store: the smallest complete program around one operation */
static int t_binop(tctx *c, unsigned sm, unsigned ptx, unsigned op, nv_evt vt, uint32_t align) {
  nv_sdval a, b, r;
  t_init(c, sm, ptx);
  a = t_load(c, vt, c->d.entry, 0x100, align);
  b = t_load(c, vt, c->d.entry, 0x200, align);
  r = n_is_unary(op) ? t_n1(c, op, vt, a) : t_n2(c, op, vt, a, b);
  c->d.root = t_store(c, c->d.entry, r, 0x400, align);
  return t_pipeline(c);
}

/* ---- the action tables ---- */
static void test_tables(void) {
  nv_target t;
  struct { unsigned sm, ptx, op; nv_evt vt; nv_op_action want; const char *what; } rows[] = {
      {75, 0, NV_ISD_ADD, I(32), NV_OA_LEGAL, "add.s32"},
      {50, 0, NV_ISD_FADD, F16, NV_OA_EXPAND, "f16 is no type below sm_53"},
      {53, 0, NV_ISD_FADD, F16, NV_OA_LEGAL, "add.f16 sm_53"},
      {53, 0, NV_ISD_FADD, V(NV_SC_F16, 2), NV_OA_EXPAND, "f16x2 arithmetic unrolled before sm_70"},
      {70, 0, NV_ISD_FADD, V(NV_SC_F16, 2), NV_OA_LEGAL, "add.f16x2 sm_70"},
      {80, 0, NV_ISD_FADD, BF16, NV_OA_CUSTOM, "bf16 add as fma on sm_80"},
      {90, 0, NV_ISD_FADD, BF16, NV_OA_LEGAL, "add.bf16 sm_90"},
      {75, 0, NV_ISD_FADD, BF16, NV_OA_PROMOTE, "bf16 add in f32 below sm_80"},
      {80, 0, NV_ISD_FMA, BF16, NV_OA_LEGAL, "fma.rn.bf16 sm_80"},
      {75, 0, NV_ISD_MULHS, I(64), NV_OA_LEGAL, "mul.hi.s64"},
      {75, 0, NV_ISD_MULHU, I(16), NV_OA_LEGAL, "mul.hi.u16"},
      {75, 0, NV_ISD_CTLZ, I(32), NV_OA_LEGAL, "clz.b32"},
      {75, 0, NV_ISD_CTLZ, I(64), NV_OA_LEGAL, "clz.b64"},
      {75, 0, NV_ISD_CTLZ, I(16), NV_OA_PROMOTE, "clz of i16 in 32 bits"},
      {75, 0, NV_ISD_CTTZ, I(32), NV_OA_CUSTOM, "cttz = clz(brev)"},
      {75, 0, NV_ISD_BSWAP, I(32), NV_OA_CUSTOM, "bswap = prmt"},
      {75, 0, NV_ISD_ROTL, I(32), NV_OA_LEGAL, "shf.l.wrap"},
      {30, 0, NV_ISD_ROTL, I(32), NV_OA_EXPAND, "no shf before sm_32"},
      {75, 0, NV_ISD_ROTL, I(64), NV_OA_EXPAND, "64-bit rotate"},
      {75, 0, NV_ISD_SDIV, I(64), NV_OA_LEGAL, "div.s64"},
      {75, 0, NV_ISD_UREM, I(16), NV_OA_LEGAL, "rem.u16"},
      {75, 0, NV_ISD_FREM, F32, NV_OA_CUSTOM, "frem"},
      {75, 0, NV_ISD_FSIN, F32, NV_OA_CUSTOM, "sin.approx under afn"},
      {75, 0, NV_ISD_FSIN, F64, NV_OA_LIBCALL, "no f64 sin"},
      {75, 0, NV_ISD_FMINNUM, F32, NV_OA_LEGAL, "min.f32"},
      {75, 0, NV_ISD_FMINIMUM, F32, NV_OA_CUSTOM, "no min.NaN before sm_80"},
      {80, 0, NV_ISD_FMINIMUM, F32, NV_OA_LEGAL, "min.NaN.f32"},
      {80, 0, NV_ISD_FMINIMUM, F64, NV_OA_CUSTOM, "no min.NaN.f64"},
      {75, 0, NV_ISD_SELECT_CC, I(32), NV_OA_EXPAND, "select_cc"},
      {75, 0, NV_ISD_BR_CC, NV_EVT_OTHER, NV_OA_EXPAND, "br_cc"},
      {75, 0, NV_ISD_SETCC, I(1), NV_OA_CUSTOM, "setcc of i1"},
      {75, 0, NV_ISD_SELECT, I(1), NV_OA_CUSTOM, "select of i1"},
      {75, 0, NV_ISD_ADD, V(16, 2), NV_OA_EXPAND, "add.s16x2 needs sm_90/PTX 8.0"},
      {90, 80, NV_ISD_ADD, V(16, 2), NV_OA_LEGAL, "add.s16x2"},
      {75, 0, NV_ISD_ADD, I(128), NV_OA_EXPAND, "i128 has no arithmetic"},
      {75, 83, NV_ISD_LOAD, I(128), NV_OA_LEGAL, "ld.b128"},
      {90, 83, NV_ISD_ATOMIC_CMP_SWAP, I(128), NV_OA_LEGAL, "atom.cas.b128"},
      {75, 0, NV_ISD_ATOMIC_CMP_SWAP, I(16), NV_OA_LEGAL, "atom.cas.b16"},
      {50, 0, NV_ISD_ATOMIC_LOAD_FADD, F64, NV_OA_EXPAND, "no f64 atomic add before sm_60"},
      {60, 0, NV_ISD_ATOMIC_LOAD_FADD, F64, NV_OA_LEGAL, "atom.add.f64"},
      {75, 0, NV_ISD_ATOMIC_LOAD_NAND, I(32), NV_OA_LIBCALL, "nand is a CAS loop"},
      {75, 0, NV_ISD_SIGN_EXTEND_INREG, I(8), NV_OA_LEGAL, "cvt.s32.s8 (keyed by inner type)"},
      {75, 0, NV_ISD_SIGN_EXTEND_INREG, I(1), NV_OA_EXPAND, "inreg i1"},
  };
  unsigned i, bad = 0;
  char why[256] = "";
  for (i = 0; i < NV_ARRAY_LEN(rows); i++) {
    nv_op_action a;
    nv_target_init(&t, rows[i].sm, rows[i].ptx);
    a = nv_target_op_action(&t, rows[i].op, rows[i].vt);
    if (a != rows[i].want && !bad++)
      snprintf(why, sizeof why, "sm_%u %s (%s): action %d, want %d", rows[i].sm, nv_isd_name(rows[i].op), rows[i].what, a, rows[i].want);
    nv_target_free(&t);
  }
  t_report(!bad, "tables-op-actions", "%s", why);

  /* legal types per SM, and the .b128 rule */
  {
    struct { unsigned sm, ptx; nv_evt vt; int legal; } lt[] = {
        {50, 0, F16, 0}, {53, 0, F16, 1}, {50, 0, V(NV_SC_F16, 2), 0}, {53, 0, V(NV_SC_F16, 2), 1},
        {53, 0, V(8, 4), 1}, {75, 0, V(NV_SC_BF16, 2), 0}, {80, 0, V(NV_SC_BF16, 2), 1},
        {70, 0, I(128), 0}, {70, 83, I(128), 1}, {60, 83, I(128), 0}, {90, 0, I(128), 0}, {90, 83, I(128), 1},
        {90, 0, V(NV_SC_E2M1, 2), 0}, {100, 0, V(NV_SC_E2M1, 2), 1}, {75, 0, V(NV_SC_F32, 2), 0},
        {75, 0, I(8), 0}, {75, 0, I(1), 1}, {75, 0, F128, 0}};
    bad = 0;
    for (i = 0; i < NV_ARRAY_LEN(lt); i++) {
      nv_target_init(&t, lt[i].sm, lt[i].ptx);
      if (nv_target_type_legal(&t, lt[i].vt) != lt[i].legal && !bad++) {
        nv_buf b = NV_BUF_INIT;
        nv_evt_print(&b, lt[i].vt);
        snprintf(why, sizeof why, "sm_%u ptx %u: %s legal=%d", lt[i].sm, lt[i].ptx, b.data, !lt[i].legal);
        nv_buf_free(&b);
      }
      nv_target_free(&t);
    }
    t_report(!bad, "tables-legal-types", "%s", why);
  }
  /* type actions and register parts */
  {
    struct { unsigned sm; nv_evt vt; nv_type_action a; nv_evt reg; unsigned count; } ta[] = {
        {75, I(8), NV_TA_PROMOTE_INTEGER, I(16), 1}, {75, I(24), NV_TA_PROMOTE_INTEGER, I(32), 1},
        {75, I(65), NV_TA_PROMOTE_INTEGER, I(64), 2}, {60, I(128), NV_TA_EXPAND_INTEGER, I(64), 2},
        {50, F16, NV_TA_PROMOTE_FLOAT, F32, 1}, {75, F128, NV_TA_SOFTEN_FLOAT, I(64), 2},
        {75, V(NV_SC_F32, 4), NV_TA_SPLIT_VECTOR, F32, 4}, {75, V(NV_SC_F32, 2), NV_TA_SCALARIZE_VECTOR, F32, 2},
        {70, V(NV_SC_F16, 4), NV_TA_SPLIT_VECTOR, V(NV_SC_F16, 2), 2}, {50, V(NV_SC_F16, 4), NV_TA_SPLIT_VECTOR, F32, 4},
        {75, V(8, 3), NV_TA_WIDEN_VECTOR, V(8, 4), 1}, {75, V(8, 8), NV_TA_SPLIT_VECTOR, V(8, 4), 2},
        {75, V(NV_SC_F32, 3), NV_TA_SCALARIZE_VECTOR, F32, 3}, {75, V(NV_SC_F64, 2), NV_TA_SCALARIZE_VECTOR, F64, 2}};
    bad = 0;
    for (i = 0; i < NV_ARRAY_LEN(ta); i++) {
      unsigned cnt;
      nv_evt reg;
      nv_target_init(&t, ta[i].sm, 0);
      reg = nv_target_register_type(&t, ta[i].vt, &cnt);
      if ((nv_target_type_action(&t, ta[i].vt) != ta[i].a || reg != ta[i].reg || cnt != ta[i].count) && !bad++) {
        nv_buf b = NV_BUF_INIT;
        nv_evt_print(&b, ta[i].vt);
        snprintf(why, sizeof why, "sm_%u %s: action %d reg %u x%u", ta[i].sm, b.data, nv_target_type_action(&t, ta[i].vt), reg, cnt);
        nv_buf_free(&b);
      }
      nv_target_free(&t);
    }
    t_report(!bad, "tables-type-actions", "%s", why);
  }
  /* conversions, extending loads and condition codes */
  {
    int ok = 1;
    nv_target_init(&t, 75, 0);
    ok &= nv_target_conv_action(&t, NV_CONV_FP_ROUND, BF16, F32) == NV_OA_CUSTOM;
    ok &= nv_target_conv_action(&t, NV_CONV_FP_EXTEND, F32, F16) == NV_OA_LEGAL;
    ok &= nv_target_conv_action(&t, NV_CONV_TRUNCATE, I(1), I(32)) == NV_OA_CUSTOM;
    ok &= nv_target_conv_action(&t, NV_CONV_BITCAST, V(NV_SC_F16, 2), I(32)) == NV_OA_LEGAL;
    ok &= nv_target_loadext_action(&t, I(32), I(8)) == NV_OA_LEGAL;
    ok &= nv_target_truncstore_action(&t, I(64), I(16)) == NV_OA_LEGAL;
    ok &= nv_target_cc_action(&t, NV_CC_ULT, F32) == NV_OA_LEGAL;
    ok &= nv_target_cc_action(&t, NV_CC_TRUE, F32) == NV_OA_EXPAND;
    ok &= nv_target_cc_action(&t, NV_CC_SLT, I(16)) == NV_OA_LEGAL;
    ok &= t.promote_action[NV_PROMO_CTLZ] == NV_OA_PROMOTE && t.promote_action[NV_PROMO_BSWAP] == NV_OA_CUSTOM;
    nv_target_free(&t);
    nv_target_init(&t, 80, 0);
    ok &= nv_target_conv_action(&t, NV_CONV_FP_ROUND, BF16, F32) == NV_OA_LEGAL;
    ok &= nv_target_conv_action(&t, NV_CONV_FP_ROUND, BF16, F64) == NV_OA_CUSTOM;
    nv_target_free(&t);
    t_report(ok, "tables-conversions-and-ccs", "a conversion, extension or condition-code action is wrong");
  }
}

/* ---- shapes ---- */
typedef struct shape {
  const char *name;
  unsigned sm, ptx, op;
  nv_evt vt;
  uint32_t align;
  struct { unsigned op; nv_evt vt; int min, max; } want[4];
} shape;

static void test_shapes(void) {
  static const shape shapes[] = {
      {"v4f16-sm_70-two-f16x2-adds", 70, 0, NV_ISD_FADD, V(NV_SC_F16, 4), 8,
       {{NV_ISD_FADD, V(NV_SC_F16, 2), 2, 2}, {NV_ISD_FADD, F32, 0, 0}, {NV_ISD_NVPTX_LOADV, 0, 2, 2}, {NV_ISD_NVPTX_STOREV, 0, 1, 1}}},
      {"v4f16-sm_50-four-f32-adds", 50, 0, NV_ISD_FADD, V(NV_SC_F16, 4), 8,
       {{NV_ISD_FADD, F32, 4, 4}, {NV_ISD_FP16_TO_FP, F32, 8, 8}, {NV_ISD_FP_TO_FP16, I(16), 4, 4}, {NV_ISD_FADD, F16, 0, 0}}},
      {"v4f16-sm_53-unpacked-f16-adds", 53, 0, NV_ISD_FADD, V(NV_SC_F16, 4), 8,
       {{NV_ISD_FADD, F16, 4, 4}, {NV_ISD_FADD, V(NV_SC_F16, 2), 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"v4f32-ldv4-four-adds", 75, 0, NV_ISD_FADD, V(NV_SC_F32, 4), 16,
       {{NV_ISD_FADD, F32, 4, 4}, {NV_ISD_NVPTX_LOADV, 0, 2, 2}, {NV_ISD_NVPTX_STOREV, 0, 1, 1}, {NV_ISD_LOAD, 0, 0, 0}}},
      {"v4f32-align4-scalar-access", 75, 0, NV_ISD_FADD, V(NV_SC_F32, 4), 4,
       {{NV_ISD_FADD, F32, 4, 4}, {NV_ISD_LOAD, F32, 8, 8}, {NV_ISD_STORE, 0, 4, 4}, {NV_ISD_NVPTX_LOADV, 0, 0, 0}}},
      {"v4f32-align8-two-ldv2", 75, 0, NV_ISD_FMUL, V(NV_SC_F32, 4), 8,
       {{NV_ISD_FMUL, F32, 4, 4}, {NV_ISD_NVPTX_LOADV, 0, 4, 4}, {NV_ISD_NVPTX_STOREV, 0, 2, 2}, {0, 0, 0, 0}}},
      {"v8f32-align32-stores-by-v4", 75, 0, NV_ISD_FADD, V(NV_SC_F32, 8), 32,
       {{NV_ISD_FADD, F32, 8, 8}, {NV_ISD_NVPTX_LOADV, 0, 4, 4}, {NV_ISD_NVPTX_STOREV, 0, 2, 2}, {0, 0, 0, 0}}},
      {"v2f64-ldv2", 75, 0, NV_ISD_FADD, V(NV_SC_F64, 2), 16,
       {{NV_ISD_FADD, F64, 2, 2}, {NV_ISD_NVPTX_LOADV, 0, 2, 2}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"v8i8-two-v4i8", 75, 0, NV_ISD_XOR, V(8, 8), 8,
       {{NV_ISD_XOR, V(8, 4), 2, 2}, {NV_ISD_NVPTX_LOADV, 0, 2, 2}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"v3i8-widened-to-v4i8", 75, 0, NV_ISD_XOR, V(8, 3), 4,
       {{NV_ISD_XOR, V(8, 4), 1, 1}, {NV_ISD_STORE, 0, 3, 3}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      /* one add.cc/addc pair over the halves, no setcc carry */
      {"i128-sm_60-halves-add-cc-pair", 60, 0, NV_ISD_ADD, I(128), 16,
       {{NV_ISD_NVPTX_ADD_CC, I(64), 1, 1}, {NV_ISD_SETCC, I(1), 0, 0}, {NV_ISD_LOAD, I(64), 4, 4}, {NV_ISD_STORE, 0, 2, 2}}},
      {"i128-sm_70-ptx83-b128-registers", 70, 83, NV_ISD_ADD, I(128), 16,
       {{NV_ISD_LOAD, I(128), 2, 2}, {NV_ISD_BUILD_PAIR, I(128), 1, 1}, {NV_ISD_EXTRACT_ELEMENT, I(64), 4, 4}, {NV_ISD_NVPTX_ADD_CC, I(64), 1, 1}}},
      {"i8-add-promoted", 75, 0, NV_ISD_ADD, I(8), 1,
       {{NV_ISD_ADD, I(16), 1, 1}, {NV_ISD_LOAD, I(16), 2, 2}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"i8-sdiv-sign-extends", 75, 0, NV_ISD_SDIV, I(8), 1,
       {{NV_ISD_SDIV, I(16), 1, 1}, {NV_ISD_SIGN_EXTEND_INREG, I(16), 2, 2}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"i8-udiv-zero-extends", 75, 0, NV_ISD_UDIV, I(8), 1,
       {{NV_ISD_UDIV, I(16), 1, 1}, {NV_ISD_AND, I(16), 0, 0}, {NV_ISD_LOAD, I(16), 2, 2}, {0, 0, 0, 0}}}, /* zextloads */
      {"i24-store-i16-plus-i8", 75, 0, NV_ISD_OR, I(24), 4,
       {{NV_ISD_STORE, 0, 2, 2}, {NV_ISD_LOAD, I(32), 4, 4}, {NV_ISD_OR, I(32), 1, 6}, {0, 0, 0, 0}}},
      {"i32-align1-bytes", 75, 0, NV_ISD_ADD, I(32), 1,
       {{NV_ISD_LOAD, 0, 8, 8}, {NV_ISD_STORE, 0, 4, 4}, {NV_ISD_ADD, I(32), 1, 1}, {0, 0, 0, 0}}},
      {"bf16-add-sm_80-fma", 80, 0, NV_ISD_FADD, BF16, 2,
       {{NV_ISD_FMA, BF16, 1, 1}, {NV_ISD_FADD, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"bf16-add-sm_90-native", 90, 0, NV_ISD_FADD, BF16, 2,
       {{NV_ISD_FADD, BF16, 1, 1}, {NV_ISD_FMA, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"bf16-add-sm_75-f32", 75, 0, NV_ISD_FADD, BF16, 2,
       {{NV_ISD_FADD, F32, 1, 1}, {NV_ISD_FADD, BF16, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"f16-sqrt-in-f32", 75, 0, NV_ISD_FSQRT, F16, 2,
       {{NV_ISD_FSQRT, F32, 1, 1}, {NV_ISD_FP_EXTEND, F32, 1, 1}, {NV_ISD_FP_ROUND, F16, 1, 1}, {0, 0, 0, 0}}},
      {"v2f16-sm_53-unpack", 53, 0, NV_ISD_FMUL, V(NV_SC_F16, 2), 4,
       {{NV_ISD_FMUL, F16, 2, 2}, {NV_ISD_BUILD_VECTOR, V(NV_SC_F16, 2), 1, 1}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"cttz-brev-clz", 75, 0, NV_ISD_CTTZ, I(32), 4,
       {{NV_ISD_CTLZ, I(32), 1, 1}, {NV_ISD_BITREVERSE, I(32), 1, 1}, {NV_ISD_CTTZ, 0, 0, 0}, {0, 0, 0, 0}}},
      {"ctlz-i16-in-32-bits", 75, 0, NV_ISD_CTLZ, I(16), 2,
       {{NV_ISD_CTLZ, I(32), 1, 1}, {NV_ISD_CTLZ, I(16), 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"bswap-prmt", 75, 0, NV_ISD_BSWAP, I(32), 4,
       {{NV_ISD_NVPTX_PRMT, I(32), 1, 1}, {NV_ISD_BSWAP, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"bswap-i64-two-prmt", 75, 0, NV_ISD_BSWAP, I(64), 8,
       {{NV_ISD_NVPTX_PRMT, I(32), 2, 2}, {NV_ISD_BUILD_PAIR, I(64), 1, 1}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"fminimum-sm_80-native", 80, 0, NV_ISD_FMINIMUM, F32, 4,
       {{NV_ISD_FMINIMUM, F32, 1, 1}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"fminimum-sm_75-nan-checks", 75, 0, NV_ISD_FMINIMUM, F32, 4,
       {{NV_ISD_FMINIMUM, 0, 0, 0}, {NV_ISD_FMINNUM, F32, 1, 1}, {NV_ISD_SELECT, F32, 2, 2}, {0, 0, 0, 0}}},
      {"frem-f32-exact", 75, 0, NV_ISD_FREM, F32, 4,
       {{NV_ISD_FREM, 0, 0, 0}, {NV_ISD_UREM, I(64), 8, 8}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"fround-trunc", 75, 0, NV_ISD_FROUND, F32, 4,
       {{NV_ISD_FTRUNC, F32, 2, 2}, {NV_ISD_FROUND, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"rotl-i64-shifts", 75, 0, NV_ISD_ROTL, I(64), 8,
       {{NV_ISD_ROTL, 0, 0, 0}, {NV_ISD_SHL, I(64), 1, 1}, {NV_ISD_SRL, I(64), 2, 2}, {NV_ISD_OR, I(64), 1, 1}}},
      {"rotl-i32-shf", 75, 0, NV_ISD_ROTL, I(32), 4,
       {{NV_ISD_ROTL, I(32), 1, 1}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"v2i16-add-sm_90-native", 90, 80, NV_ISD_ADD, V(16, 2), 4,
       {{NV_ISD_ADD, V(16, 2), 1, 1}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"v2i16-add-sm_75-unrolled", 75, 0, NV_ISD_ADD, V(16, 2), 4,
       {{NV_ISD_ADD, I(16), 2, 2}, {NV_ISD_ADD, V(16, 2), 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}},
      {"i65-promoted-to-i128-sm_60", 60, 0, NV_ISD_AND, I(65), 16,
       {{NV_ISD_AND, I(64), 2, 6}, {NV_ISD_STORE, 0, 2, 2}, {NV_ISD_LOAD, I(64), 4, 4}, {0, 0, 0, 0}}},
  };
  unsigned i, k;
  for (i = 0; i < NV_ARRAY_LEN(shapes); i++) {
    const shape *sh = &shapes[i];
    tctx c;
    char name[128], why[512] = "";
    int ok = t_binop(&c, sh->sm, sh->ptx, sh->op, sh->vt, sh->align);
    if (!ok) snprintf(why, sizeof why, "pipeline failed: %.400s", c.last_diag);
    for (k = 0; ok && k < 4; k++) {
      unsigned got;
      if (!sh->want[k].op) continue;
      got = t_count(&c, sh->want[k].op, sh->want[k].vt);
      if ((int)got < sh->want[k].min || (int)got > sh->want[k].max) {
        snprintf(why, sizeof why, "%u x %s, want %d..%d", got, nv_isd_name(sh->want[k].op), sh->want[k].min, sh->want[k].max);
        ok = 0;
      }
    }
    if (!ok && getenv("LZ_DUMP")) t_dump(&c);
    snprintf(name, sizeof name, "shape-%s", sh->name);
    t_report(ok, name, "%s", why);
    t_free(&c);
  }
}

/* ---- misc lowerings ---- */
static void test_lowerings(void) {
  tctx c;
  nv_sdval a, b, r;
  int ok;
  /* i1 values in memory are bytes; select of i1 is predicate logic */
  t_init(&c, 75, 0);
  a = t_load(&c, I(1), c.d.entry, 0x100, 1);
  b = t_load(&c, I(1), c.d.entry, 0x101, 1);
  r = t_n3(&c, NV_ISD_SELECT, I(1), a, b, t_n2(&c, NV_ISD_XOR, I(1), a, b));
  c.d.root = t_store(&c, c.d.entry, r, 0x400, 1);
  ok = t_pipeline(&c) && t_count(&c, NV_ISD_SELECT, I(1)) == 0 && t_count(&c, NV_ISD_LOAD, I(16)) == 2 &&
       t_count(&c, NV_ISD_ZERO_EXTEND, I(16)) == 1;
  t_report(ok, "lower-i1-memory-and-select", "%s", c.last_diag);
  t_free(&c);

  /* shuffle of a packed pair is one prmt */
  {
    nv_sdnode key;
    nv_sdval ops[2];
    nv_evt vt = V(8, 4);
    static int32_t mask[4] = {3, 6, 1, 0};
    t_init(&c, 75, 0);
    ops[0] = t_load(&c, vt, c.d.entry, 0x100, 4);
    ops[1] = t_load(&c, vt, c.d.entry, 0x200, 4);
    memset(&key, 0, sizeof key);
    key.op = NV_ISD_VECTOR_SHUFFLE;
    key.vts = &vt;
    key.nres = 1;
    key.u.mask = mask;
    r = nv_dag_get(&c.d, &key, ops, 2);
    c.d.root = t_store(&c, c.d.entry, r, 0x400, 4);
    ok = t_pipeline(&c) && t_count(&c, NV_ISD_NVPTX_PRMT, I(32)) == 1 && t_count(&c, NV_ISD_VECTOR_SHUFFLE, 0) == 0;
    t_report(ok, "lower-v4i8-shuffle-prmt", "%s", c.last_diag);
    t_free(&c);
  }

  /* fp128: moves, loads, stores and negation as integers; arithmetic is an error */
  t_init(&c, 75, 0);
  a = t_load(&c, F128, c.d.entry, 0x100, 16);
  c.d.root = t_store(&c, c.d.entry, t_n1(&c, NV_ISD_FNEG, F128, a), 0x400, 16);
  ok = t_pipeline(&c) && t_count(&c, NV_ISD_XOR, I(64)) == 1 && t_count(&c, NV_ISD_LOAD, I(64)) == 2;
  t_report(ok, "soften-fp128-load-neg-store", "%s", c.last_diag);
  t_free(&c);
  t_init(&c, 90, 83);
  a = t_load(&c, F128, c.d.entry, 0x100, 16);
  c.d.root = t_store(&c, c.d.entry, t_n1(&c, NV_ISD_FABS, F128, a), 0x400, 16);
  ok = t_pipeline(&c) && t_count(&c, NV_ISD_LOAD, I(128)) == 1 && t_count(&c, NV_ISD_STORE, 0) == 1;
  t_report(ok, "soften-fp128-in-b128-register", "%s", c.last_diag);
  t_free(&c);

  /* afn allows sin.approx */
  {
    nv_sdval op1;
    t_init(&c, 75, 0);
    a = t_load(&c, F32, c.d.entry, 0x100, 4);
    op1 = a;
    r = t_nf(&c, NV_ISD_FSIN, F32, &op1, 1, NVCG_FMF_AFN);
    c.d.root = t_store(&c, c.d.entry, r, 0x400, 4);
    ok = t_pipeline(&c) && t_count(&c, NV_ISD_FSIN, F32) == 1;
    t_report(ok, "lower-fsin-afn-approx", "%s", c.last_diag);
    t_free(&c);
  }

  /* atomics: legal ones stay, sub becomes add of the negation */
  {
    nv_memop m;
    nv_evt vts[2];
    nv_sdval ops[3], at;
    t_init(&c, 75, 0);
    memset(&m, 0, sizeof m);
    m.memvt = I(32);
    m.align = 4;
    m.as = 1;
    vts[0] = I(32);
    vts[1] = NV_EVT_OTHER;
    ops[0] = c.d.entry;
    ops[1] = t_addr(&c, 0x100);
    ops[2] = t_load(&c, I(32), c.d.entry, 0x200, 4);
    at = nv_dag_mem_node(&c.d, NV_ISD_ATOMIC_LOAD_SUB, vts, 2, ops, 3, &m);
    c.d.root = t_store(&c, nv_sdval_of(at.n, 1), at, 0x400, 4);
    ok = t_pipeline(&c) && t_count(&c, NV_ISD_ATOMIC_LOAD_ADD, I(32)) == 1 && t_count(&c, NV_ISD_ATOMIC_LOAD_SUB, 0) == 0;
    t_report(ok, "lower-atomic-sub-as-add", "%s", c.last_diag);
    t_free(&c);
  }
}

/* ---- errors name the instruction ---- */
static void test_errors(void) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(ctx, "errs");
  nvcg_type *i8 = nvcg_type_int(ctx, 8), *gptr = nvcg_type_ptr(ctx, NVCG_AS_GLOBAL), *f64 = nvcg_type_double(ctx);
  nvcg_type *params[2];
  nvcg_value *fn, *p, *one, *rmw, *x, *frem;
  nvcg_builder *bld = nvcg_builder_create(m);
  params[0] = gptr;
  params[1] = f64;
  fn = nvcg_function_add(m, "k", nvcg_type_function(nvcg_type_void(ctx), params, 2, 0));
  p = nvcg_function_param(fn, 0);
  x = nvcg_function_param(fn, 1);
  nvcg_builder_position_at_end(bld, nvcg_block_append(fn, "entry"));
  one = nvcg_const_int(i8, 1);
  rmw = nvcg_build_atomicrmw(bld, NVCG_RMW_ADD, p, one, NVCG_ORDER_MONOTONIC, NULL, 0, "old");
  frem = nvcg_build_binop(bld, NVCG_OP_FREM, x, x, 0, "r");
  nvcg_build_ret(bld, NULL);

  /* an 8-bit atomic reaching the DAG is an error naming the atomicrmw */
  {
    tctx c;
    nv_memop mm;
    nv_evt vts[2];
    nv_sdval ops[3], at;
    int ok;
    t_init(&c, 75, 0);
    c.d.cur_ir = (const nv_inst *)rmw;
    memset(&mm, 0, sizeof mm);
    mm.memvt = I(8);
    mm.align = 1;
    vts[0] = I(8);
    vts[1] = NV_EVT_OTHER;
    ops[0] = c.d.entry;
    ops[1] = t_addr(&c, 0x100);
    ops[2] = nv_dag_const(&c.d, I(8), 1, 0);
    at = nv_dag_mem_node(&c.d, NV_ISD_ATOMIC_LOAD_ADD, vts, 2, ops, 3, &mm);
    c.d.cur_ir = NULL;
    c.d.root = t_store(&c, nv_sdval_of(at.n, 1), at, 0x400, 1);
    ok = !t_pipeline(&c) && strstr(c.last_diag, "atomic") && strstr(c.last_diag, "atomicrmw add");
    t_report(ok, "error-atomic-i8-names-instruction", "diagnostic: %s", c.last_diag);
    t_free(&c);
  }
  /* f64 frem has no exact inline expansion */
  {
    tctx c;
    nv_sdval a;
    int ok;
    t_init(&c, 75, 0);
    a = t_load(&c, F64, c.d.entry, 0x100, 8);
    c.d.cur_ir = (const nv_inst *)frem;
    a = t_n2(&c, NV_ISD_FREM, F64, a, a);
    c.d.cur_ir = NULL;
    c.d.root = t_store(&c, c.d.entry, a, 0x400, 8);
    ok = !t_pipeline(&c) && strstr(c.last_diag, "frem") && strstr(c.last_diag, "%r = frem double");
    t_report(ok, "error-frem-f64-names-instruction", "diagnostic: %s", c.last_diag);
    t_free(&c);
  }
  /* other unsupported operations: a clear error, never an abort */
  {
    static const struct { const char *name; unsigned sm, op; nv_evt vt; const char *msg; } errs[] = {
        {"error-fp128-arithmetic", 75, NV_ISD_FADD, F128, "unsupported: fp128 arithmetic"},
        {"error-i128-division", 60, NV_ISD_SDIV, I(128), "128-bit integer division"},
        {"error-i128-division-legal-type", 75, NV_ISD_UDIV, I(128), "128-bit integer division"},
        {"error-fsin-without-afn", 75, NV_ISD_FSIN, F32, "no runtime library"},
        {"error-fsin-f64", 75, NV_ISD_FSIN, F64, "no runtime library"},
    };
    unsigned i;
    for (i = 0; i < NV_ARRAY_LEN(errs); i++) {
      tctx c;
      int ok = !t_binop(&c, errs[i].sm, errs[i].sm == 75 && errs[i].op == NV_ISD_UDIV ? 83 : 0, errs[i].op, errs[i].vt, 16) &&
               strstr(c.last_diag, errs[i].msg) != NULL;
      t_report(ok, errs[i].name, "diagnostic: %s", c.last_diag);
      t_free(&c);
    }
  }
  nvcg_builder_destroy(bld);
  nvcg_context_destroy(ctx);
}

/* ---- the expensive checks ---- */
static void test_expensive_checks(void) {
  tctx c;
  nv_lz z;
  nv_sdval a, b, r, addr;
  uint32_t cnt, i;
  nv_sdnode **order;
  unsigned bad;
  int ok;
  t_init(&c, 75, 0);
  a = t_load(&c, I(8), c.d.entry, 0x100, 1);
  b = t_load(&c, I(8), c.d.entry, 0x200, 1);
  r = t_n2(&c, NV_ISD_ADD, I(8), a, b);
  c.d.root = t_store(&c, c.d.entry, r, 0x400, 1);
  addr = t_addr(&c, 0x100);
  nv_lz_init(&z, &c.d, &c.o);
  /* one sweep by hand, so that the processed illegal nodes are still in the DAG */
  order = nv_dag_topo_order(&c.d, &cnt);
  for (i = 0; i < cnt; i++) {
    if (nv_lz_node_types_legal(&z, order[i])) nv_lz_mark_processed(&z, order[i]);
    else nv_lz_node_types(&z, order[i]);
  }
  bad = nv_lz_check_maps(&z);
  t_report(bad == 0 && c.ndiags == 0, "checks-clean-after-a-sweep", "%u complaints: %s", bad, c.last_diag);

  /* a value with a legal type in PromotedIntegers */
  nv_lz_map_set(&z, NV_LZ_PROMOTED_INTEGERS, addr, &addr, 1);
  bad = nv_lz_check_maps(&z);
  ok = bad == 1 && strstr(c.last_diag, "Value with legal type was transformed!");
  t_report(ok, "checks-fire-legal-value-transformed", "%u: %s", bad, c.last_diag);
  nv_map_erase(&z.maps[NV_LZ_PROMOTED_INTEGERS], nv_lz_key(addr));

  /* the promoted add in a second map */
  nv_lz_map_set(&z, NV_LZ_SOFTENED_FLOATS, r, &addr, 1);
  bad = nv_lz_check_maps(&z);
  ok = bad == 1 && strstr(c.last_diag, "Value in multiple maps!");
  t_report(ok, "checks-fire-value-in-multiple-maps", "%u: %s", bad, c.last_diag);
  nv_map_erase(&z.maps[NV_LZ_SOFTENED_FLOATS], nv_lz_key(r));

  /* and in none */
  nv_map_erase(&z.maps[NV_LZ_PROMOTED_INTEGERS], nv_lz_key(r));
  bad = nv_lz_check_maps(&z);
  ok = bad == 1 && strstr(c.last_diag, "Processed value not in any map!");
  t_report(ok, "checks-fire-processed-value-not-in-any-map", "%u: %s", bad, c.last_diag);
  nv_lz_free(&z);
  t_free(&c);

  /* the knob is off by default: with it off no check runs */
  {
    nv_options o;
    memset(&o, 0, sizeof o);
    t_report(o.enable_legalize_types_checking == 0, "checks-knob-default-off", "default on");
  }
}

/* ---- determinism ---- */
static void test_determinism(void) {
  char *dumps[2];
  int k;
  for (k = 0; k < 2; k++) {
    tctx c;
    nv_buf b = NV_BUF_INIT;
    t_binop(&c, 75, 0, NV_ISD_FMUL, V(NV_SC_F16, 8), 4);
    nv_dag_dump(&c.d, &b);
    dumps[k] = b.data;
    t_free(&c);
  }
  t_report(dumps[0] && dumps[1] && !strcmp(dumps[0], dumps[1]), "determinism-same-dag-same-result", "dumps differ");
  nv_xfree(dumps[0]);
  nv_xfree(dumps[1]);
}

/* ---- long chains: one sweep, not one per link ---- */
static void test_chains(void) {
  static const struct { const char *name; unsigned sm, ptx, op; nv_evt vt; } chains[] = {
      {"chain-300-rotl-i8", 75, 0, NV_ISD_ROTL, I(8)},
      {"chain-300-smin-i128-sm_60", 60, 0, NV_ISD_SMIN, I(128)},
      {"chain-300-smin-i128-b128", 75, 83, NV_ISD_SMIN, I(128)},
      {"chain-300-fmul-v16f32", 75, 0, NV_ISD_FMUL, V(NV_SC_F32, 16)},
  };
  unsigned k, i;
  for (k = 0; k < NV_ARRAY_LEN(chains); k++) {
    tctx c;
    nv_sdval r;
    t_init(&c, chains[k].sm, chains[k].ptx);
    r = t_load(&c, chains[k].vt, c.d.entry, 0x100, 16);
    for (i = 0; i < 300; i++) r = t_n2(&c, chains[k].op, chains[k].vt, r, t_load(&c, chains[k].vt, c.d.entry, 0x200 + 64 * (i % 8), 16));
    c.d.root = t_store(&c, c.d.entry, r, 0x800, 16);
    t_report(t_pipeline(&c), chains[k].name, "%s", c.last_diag);
    t_free(&c);
  }
}

int main(void) {
  test_tables();
  test_chains();
  test_shapes();
  test_lowerings();
  test_errors();
  test_expensive_checks();
  test_determinism();
  printf("%u passed, %u failed\n", t_pass, t_fail);
  return t_fail ? 1 : 0;
}
