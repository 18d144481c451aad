/* legalize_diff.c -- differential test of type and operation legalisation: random
 * small DAGs (loads of random inputs, a chain of integer / FP / vector operations and
 * conversions, stores of the results) are evaluated before and after the whole
 * pipeline (combine, legalise types, legalise operations, combine) with the DAG
 * interpreter of dag_eval.h, on random inputs, for several SMs; every output lane the
 * original defines must come out bit for bit the same (NaN payloads excepted). This is
 * what catches a wrong sign/zero extension in promotion, a lost carry in expansion, a
 * misplaced lane in a split or an unaligned access split wrongly.
 *
 *   legalize_diff [runs-per-sm] [seed]        default 300 runs, seed 1 */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include "lz_common.h"
#include "dag_eval.h"

typedef struct gen {
  tctx *c;
  uint64_t rng;
  nv_sdval pool[96];
  unsigned npool;
  struct { uint64_t addr; nv_evt vt; } in[32], out[16];
  unsigned nin, nout;
  uint64_t next_in, next_out;
  nv_sdval stores[16];
  const nv_evt *types;
  unsigned ntypes;
} gen;

static uint64_t g_rand(gen *g) {
  g->rng ^= g->rng << 13;
  g->rng ^= g->rng >> 7;
  g->rng ^= g->rng << 17;
  return g->rng;
}
static unsigned g_pick(gen *g, unsigned n) { return (unsigned)(g_rand(g) % n); }

static unsigned g_natural_align(nv_evt vt) {
  unsigned b = (nv_evt_bits(vt) + 7) / 8, a = 1;
  while (a < b) a *= 2;
  return a > 16 ? 16 : a;
}

/* An alignment the access really has: natural most of the time, sometimes less. */
static unsigned g_align(gen *g, nv_evt vt) {
  unsigned a = g_natural_align(vt);
  if (g_pick(g, 6) == 0) a = 1u << g_pick(g, 5);
  return a > 16 ? 16 : a;
}

static nv_sdval g_input(gen *g, nv_evt vt) {
  unsigned a = g_align(g, vt);
  uint64_t addr = g->next_in;
  nv_sdval v;
  g->next_in += 64;
  /* place the access at an address of exactly that alignment */
  if (a < 16) addr += a;
  v = t_load(g->c, vt, g->c->d.entry, addr, a);
  if (g->nin < 32) {
    g->in[g->nin].addr = addr;
    g->in[g->nin++].vt = vt;
  }
  return v;
}

static nv_sdval g_of_type(gen *g, nv_evt vt) {
  unsigned i, start = g_pick(g, g->npool ? g->npool : 1);
  if (g_pick(g, 5) == 0 || !g->npool) return g_input(g, vt);
  for (i = 0; i < g->npool; i++) {
    nv_sdval v = g->pool[(start + i) % g->npool];
    if (nv_sdval_vt(v) == vt) return v;
  }
  return g_input(g, vt);
}

static nv_sdval g_splat(gen *g, nv_evt vt, uint64_t v) {
  nv_evt et = NV_EVT_ELEM(vt);
  unsigned n = NV_EVT_NELTS(vt), i;
  nv_sdval ops[16];
  if (!n) return nv_dag_const(&g->c->d, vt, v, NV_EVT_SC(vt) == 128 && (int64_t)v < 0 ? ~0ull : 0);
  for (i = 0; i < n; i++) ops[i] = nv_dag_const(&g->c->d, et, v, 0);
  return nv_dag_node(&g->c->d, NV_ISD_BUILD_VECTOR, vt, ops, n);
}

static void g_push(gen *g, nv_sdval v) {
  if (g->npool < 96) g->pool[g->npool++] = v;
}

/* ---- operations by type ---- */
static void g_int_op(gen *g, nv_evt vt) {
  tctx *c = g->c;
  unsigned eb = nv_evt_scalar_bits(vt), k = g_pick(g, 29);
  nv_sdval a = g_of_type(g, vt), b = g_of_type(g, vt), r;
  unsigned p2 = 1;
  nv_sdval amt;
  while (p2 * 2 <= eb) p2 *= 2;
  /* an in-range shift amount: the low bits below the largest power of two <= width */
  amt = t_n2(c, NV_ISD_AND, vt, b, g_splat(g, vt, p2 - 1));
  static const unsigned simple[] = {NV_ISD_ADD, NV_ISD_SUB, NV_ISD_MUL, NV_ISD_AND, NV_ISD_OR, NV_ISD_XOR,
                                    NV_ISD_SMIN, NV_ISD_SMAX, NV_ISD_UMIN, NV_ISD_UMAX, NV_ISD_SADDSAT,
                                    NV_ISD_UADDSAT, NV_ISD_SSUBSAT, NV_ISD_USUBSAT};
  static const unsigned unary[] = {NV_ISD_ABS, NV_ISD_CTPOP, NV_ISD_CTLZ, NV_ISD_CTTZ, NV_ISD_BITREVERSE};
  if (eb == 1) k = g_pick(g, 6) == 0 ? 25 : k % 6; /* i1 lanes: logic and arithmetic only */
  switch (k) {
  case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7: case 8: case 9: case 10: case 11: case 12: case 13:
    r = t_n2(c, simple[k], vt, a, b);
    break;
  case 14: case 15: case 16:
    r = t_n2(c, k == 14 ? NV_ISD_SHL : k == 15 ? NV_ISD_SRA : NV_ISD_SRL, vt, a, amt);
    break;
  case 17: case 18:
    r = t_n2(c, k == 17 ? NV_ISD_ROTL : NV_ISD_ROTR, vt, a, b);
    break;
  case 19: case 20: {
    /* division by a positive non-zero divisor (no overflow, no /0) */
    nv_sdval d = t_n2(c, NV_ISD_OR, vt, t_n2(c, NV_ISD_SRL, vt, b, g_splat(g, vt, 1)), g_splat(g, vt, 1));
    static const unsigned divs[] = {NV_ISD_SDIV, NV_ISD_SREM, NV_ISD_UDIV, NV_ISD_UREM};
    if (eb > 64) {
      r = t_n2(c, NV_ISD_XOR, vt, a, b);
      break;
    }
    r = t_n2(c, divs[g_pick(g, 4)], vt, a, d);
    break;
  }
  case 21: {
    unsigned u = g_pick(g, 5);
    if (unary[u] == NV_ISD_BITREVERSE && g_pick(g, 2) && eb % 16 == 0) {
      r = t_n1(c, NV_ISD_BSWAP, vt, a);
      break;
    }
    r = t_n1(c, unary[u], vt, a);
    break;
  }
  case 22: {
    static const unsigned ccs[] = {NV_CC_EQ, NV_CC_NE, NV_CC_SLT, NV_CC_SLE, NV_CC_SGT, NV_CC_SGE,
                                   NV_CC_ULT, NV_CC_ULE, NV_CC_UGT, NV_CC_UGE};
    nv_evt ct = NV_EVT_IS_VECTOR(vt) ? NV_EVT(1, NV_EVT_NELTS(vt)) : NV_EVT_INT(1);
    nv_sdval cc = t_n3(c, NV_ISD_SETCC, ct, a, b, nv_dag_condcode(&c->d, ccs[g_pick(g, 10)]));
    r = t_n3(c, NV_EVT_IS_VECTOR(vt) ? NV_ISD_VSELECT : NV_ISD_SELECT, vt, cc, a, b);
    break;
  }
  case 23: {
    unsigned inner = 1 + g_pick(g, eb > 1 ? eb - 1 : 1);
    nv_evt iv = NV_EVT_IS_VECTOR(vt) ? NV_EVT(inner, NV_EVT_NELTS(vt)) : NV_EVT_INT(inner);
    r = t_n2(c, NV_ISD_SIGN_EXTEND_INREG, vt, a, nv_dag_valuetype(&c->d, iv));
    break;
  }
  case 24: {
    /* overflow flags picking a result */
    static const unsigned ovf[] = {NV_ISD_UADDO, NV_ISD_SADDO, NV_ISD_USUBO, NV_ISD_SSUBO, NV_ISD_UMULO, NV_ISD_SMULO};
    nv_evt vts[2];
    nv_sdval ops[2], o;
    unsigned which = g_pick(g, eb > 64 ? 4 : 6);
    if (NV_EVT_IS_VECTOR(vt)) {
      r = t_n2(c, NV_ISD_ADD, vt, a, b);
      break;
    }
    vts[0] = vt;
    vts[1] = NV_EVT_INT(1);
    ops[0] = a;
    ops[1] = b;
    o = nv_dag_node_vts(&c->d, ovf[which], vts, 2, ops, 2);
    r = t_n3(c, NV_ISD_SELECT, vt, nv_sdval_of(o.n, 1), a, o);
    break;
  }
  case 26: case 27: {
    /* shapes the combiner turns into NVPTX nodes: mul.wide and bfe */
    if ((vt == NV_EVT_INT(64) || vt == NV_EVT_INT(32)) && k == 26) {
      nv_evt nt = NV_EVT_INT(eb / 2);
      unsigned ext = g_pick(g, 2) ? NV_ISD_SIGN_EXTEND : NV_ISD_ZERO_EXTEND;
      nv_sdval x = t_n1(c, ext, vt, g_of_type(g, nt));
      nv_sdval y = g_pick(g, 2) ? t_n1(c, ext, vt, g_of_type(g, nt)) : nv_dag_const(&c->d, vt, g_rand(g) & 0xfff, 0);
      r = g_pick(g, 3) ? t_n2(c, NV_ISD_MUL, vt, x, y) : t_n2(c, NV_ISD_SHL, vt, x, nv_dag_const(&c->d, NV_EVT_INT(32), g_pick(g, (unsigned)(eb / 2)), 0));
    } else if ((vt == NV_EVT_INT(64) || vt == NV_EVT_INT(32)) && k == 27) {
      unsigned sh = 1 + g_pick(g, eb - 2), len = 1 + g_pick(g, eb - sh);
      r = t_n2(c, NV_ISD_AND, vt, t_n2(c, NV_ISD_SRL, vt, a, nv_dag_const(&c->d, NV_EVT_INT(32), sh, 0)),
               nv_dag_const(&c->d, vt, len >= 64 ? ~0ull : (1ull << len) - 1, 0));
    } else {
      r = t_n2(c, NV_ISD_SUB, vt, a, b);
    }
    break;
  }
  default: {
    /* funnel shift */
    nv_sdval x = g_of_type(g, vt);
    if (eb == 1) {
      r = t_n2(c, NV_ISD_XOR, vt, a, b);
      break;
    }
    r = t_n3(c, g_pick(g, 2) ? NV_ISD_FSHL : NV_ISD_FSHR, vt, a, b, x);
    break;
  }
  }
  g_push(g, r);
}

static int g_fma_ok(nv_evt vt) {
  unsigned sc = NV_EVT_SC(vt);
  return sc == NV_SC_F32 || sc == NV_SC_F64; /* promoted 16-bit fma rounds twice */
}

static void g_fp_op(gen *g, nv_evt vt) {
  tctx *c = g->c;
  unsigned k = g_pick(g, 14), sc = NV_EVT_SC(vt);
  nv_sdval a = g_of_type(g, vt), b = g_of_type(g, vt), r;
  static const unsigned bin[] = {NV_ISD_FADD, NV_ISD_FSUB, NV_ISD_FMUL, NV_ISD_FDIV, NV_ISD_FMINNUM,
                                 NV_ISD_FMAXNUM, NV_ISD_FMINIMUM, NV_ISD_FMAXIMUM, NV_ISD_FCOPYSIGN};
  static const unsigned un[] = {NV_ISD_FNEG, NV_ISD_FABS, NV_ISD_FFLOOR, NV_ISD_FCEIL, NV_ISD_FTRUNC,
                                NV_ISD_FRINT, NV_ISD_FROUND, NV_ISD_FROUNDEVEN, NV_ISD_FSQRT};
  switch (k) {
  case 0: case 1: case 2: case 3: case 4:
    r = t_n2(c, bin[g_pick(g, 9)], vt, a, b);
    break;
  case 5: case 6: case 7:
    r = t_n1(c, un[g_pick(g, 9)], vt, a);
    break;
  case 8:
    if (g_fma_ok(vt)) {
      nv_sdval ops[3];
      ops[0] = a;
      ops[1] = b;
      ops[2] = g_of_type(g, vt);
      r = nv_dag_node(&c->d, NV_ISD_FMA, vt, ops, 3);
    } else {
      r = t_n2(c, NV_ISD_FMUL, vt, a, b);
    }
    break;
  case 9:
    r = t_n2(c, sc == NV_SC_F64 ? NV_ISD_FSUB : NV_ISD_FREM, vt, a, b);
    break;
  case 10: {
    static const unsigned ccs[] = {NV_CC_OEQ, NV_CC_OGT, NV_CC_OGE, NV_CC_OLT, NV_CC_OLE, NV_CC_ONE, NV_CC_O,
                                   NV_CC_UO, NV_CC_UEQ, NV_CC_UGT, NV_CC_UGE, NV_CC_ULT, NV_CC_ULE, NV_CC_UNE,
                                   NV_CC_EQ, NV_CC_NE, NV_CC_TRUE, NV_CC_FALSE};
    nv_evt ct = NV_EVT_IS_VECTOR(vt) ? NV_EVT(1, NV_EVT_NELTS(vt)) : NV_EVT_INT(1);
    nv_sdval cc = t_n3(c, NV_ISD_SETCC, ct, a, b, nv_dag_condcode(&c->d, ccs[g_pick(g, 18)]));
    r = t_n3(c, NV_EVT_IS_VECTOR(vt) ? NV_ISD_VSELECT : NV_ISD_SELECT, vt, cc, a, b);
    break;
  }
  default: {
    /* mul feeding add without `contract`: the combiner must not fuse them */
    nv_sdval m, ops[2], x = g_of_type(g, vt);
    if (!g_fma_ok(vt) || NV_EVT_IS_VECTOR(vt)) {
      r = t_n2(c, NV_ISD_FADD, vt, a, b);
      break;
    }
    ops[0] = a;
    ops[1] = b;
    m = t_nf(c, NV_ISD_FMUL, vt, ops, 2, 0);
    ops[0] = m;
    ops[1] = x;
    r = t_nf(c, NV_ISD_FADD, vt, ops, 2, 0);
    break;
  }
  }
  g_push(g, r);
}

/* A conversion from some pool value to a type of the run. */
static void g_convert(gen *g) {
  tctx *c = g->c;
  nv_sdval x;
  nv_evt st, dt;
  unsigned tries;
  if (!g->npool) return;
  for (tries = 0; tries < 8; tries++) {
    unsigned sbits, dbits;
    int sint, dint;
    x = g->pool[g_pick(g, g->npool)];
    st = nv_sdval_vt(x);
    dt = g->types[g_pick(g, g->ntypes)];
    if (NV_EVT_NELTS(st) != NV_EVT_NELTS(dt) || st == dt) {
      /* same-size bitcast */
      /* (not from computed FP values: a NaN's payload, which may differ, would become
       * visible as integer bits) */
      if (nv_evt_bits(st) == nv_evt_bits(dt) && st != dt && nv_evt_scalar_bits(st) % 8 == 0 &&
          nv_evt_scalar_bits(dt) % 8 == 0 && (NV_EVT_IS_INT(st) || x.n->op == NV_ISD_LOAD)) {
        g_push(g, t_n1(c, NV_ISD_BITCAST, dt, x));
        return;
      }
      continue;
    }
    sint = NV_EVT_IS_INT(st);
    dint = NV_EVT_IS_INT(dt);
    sbits = nv_evt_scalar_bits(st);
    dbits = nv_evt_scalar_bits(dt);
    if (sint && dint) {
      unsigned op = dbits < sbits ? NV_ISD_TRUNCATE : g_pick(g, 2) ? NV_ISD_ZERO_EXTEND : NV_ISD_SIGN_EXTEND;
      g_push(g, t_n1(c, op, dt, x));
      return;
    }
    if (!sint && !dint) {
      if (sbits == dbits) continue;
      g_push(g, t_n1(c, dbits > sbits ? NV_ISD_FP_EXTEND : NV_ISD_FP_ROUND, dt, x));
      return;
    }
    if (sint) {
      /* no 128-bit conversions; bf16 from at most 32 bits (the wider ones round twice) */
      if (sbits > 64 || (NV_EVT_SC(dt) == NV_SC_BF16 && sbits > 32)) continue;
      g_push(g, t_n1(c, g_pick(g, 2) ? NV_ISD_SINT_TO_FP : NV_ISD_UINT_TO_FP, dt, x));
      return;
    }
    if (dbits > 64) continue;
    g_push(g, t_n1(c, g_pick(g, 2) ? NV_ISD_FP_TO_SINT : NV_ISD_FP_TO_UINT, dt, x));
    return;
  }
}

static void g_vector_op(gen *g, nv_evt vt) {
  tctx *c = g->c;
  unsigned ne = NV_EVT_NELTS(vt), i;
  nv_evt et = NV_EVT_ELEM(vt);
  nv_sdval a = g_of_type(g, vt), b = g_of_type(g, vt), r;
  switch (g_pick(g, 5)) {
  case 4:
    if (ne % 2 == 0) {
      /* halves out and back in */
      nv_evt ht = NV_EVT(NV_EVT_SC(vt), ne / 2);
      nv_sdval lo = t_n2(c, NV_ISD_EXTRACT_SUBVECTOR, ht, a, nv_dag_const(&c->d, NV_EVT_INT(32), 0, 0));
      nv_sdval hi = t_n2(c, NV_ISD_EXTRACT_SUBVECTOR, ht, b, nv_dag_const(&c->d, NV_EVT_INT(32), ne / 2, 0));
      r = t_n2(c, NV_ISD_CONCAT_VECTORS, vt, hi, lo);
      break;
    }
    r = a;
    break;
  case 0: {
    int32_t *mask = NV_NEW_ARRAY(&c->arena, int32_t, ne);
    nv_sdnode key;
    nv_sdval ops[2];
    for (i = 0; i < ne; i++) mask[i] = (int32_t)g_pick(g, 2 * ne);
    memset(&key, 0, sizeof key);
    key.op = NV_ISD_VECTOR_SHUFFLE;
    key.vts = &vt;
    key.nres = 1;
    key.u.mask = mask;
    ops[0] = a;
    ops[1] = b;
    r = nv_dag_get(&c->d, &key, ops, 2);
    break;
  }
  case 1: {
    nv_sdval e = t_n2(c, NV_ISD_EXTRACT_VECTOR_ELT, et, b, nv_dag_const(&c->d, NV_EVT_INT(32), g_pick(g, ne), 0));
    nv_sdval idx = g_pick(g, 2) ? nv_dag_const(&c->d, NV_EVT_INT(32), g_pick(g, ne), 0)
                                : t_n2(c, NV_ISD_AND, NV_EVT_INT(32), t_load(c, NV_EVT_INT(32), c->d.entry, 0x20, 4),
                                       nv_dag_const(&c->d, NV_EVT_INT(32), ne - 1, 0));
    if ((ne & (ne - 1)) != 0) idx = nv_dag_const(&c->d, NV_EVT_INT(32), g_pick(g, ne), 0);
    r = t_n3(c, NV_ISD_INSERT_VECTOR_ELT, vt, a, e, idx);
    break;
  }
  case 2: {
    nv_sdval ops[16];
    for (i = 0; i < ne; i++)
      ops[i] = t_n2(c, NV_ISD_EXTRACT_VECTOR_ELT, et, g_pick(g, 2) ? a : b, nv_dag_const(&c->d, NV_EVT_INT(32), g_pick(g, ne), 0));
    r = nv_dag_node(&c->d, NV_ISD_BUILD_VECTOR, vt, ops, ne);
    break;
  }
  default:
    /* a lane out to the scalar world and back through a store */
    r = t_n2(c, NV_ISD_EXTRACT_VECTOR_ELT, et, a, nv_dag_const(&c->d, NV_EVT_INT(32), g_pick(g, ne), 0));
    break;
  }
  g_push(g, r);
}

static void g_output(gen *g, nv_sdval v) {
  nv_evt vt = nv_sdval_vt(v);
  unsigned a = g_align(g, vt);
  uint64_t addr = g->next_out;
  g->next_out += 64;
  if (a < 16) addr += a;
  if (g->nout >= 16) return;
  g->stores[g->nout] = t_store(g->c, g->c->d.entry, v, addr, a);
  g->out[g->nout].addr = addr;
  g->out[g->nout++].vt = vt;
}

/* ---- inputs ---- */
static void g_fill(gen *g, ev *e) {
  unsigned i, l;
  for (i = 0; i < EV_MEM; i++) e->mem[i] = (uint8_t)g_rand(g);
  memset(e->mpoison, 0, sizeof e->mpoison);
  /* special values in some FP lanes, small and extreme values in some integer lanes */
  for (i = 0; i < g->nin; i++) {
    nv_evt vt = g->in[i].vt;
    unsigned eb = nv_evt_scalar_bits(vt), ne = NV_EVT_NELTS(vt) ? NV_EVT_NELTS(vt) : 1;
    for (l = 0; l < ne; l++) {
      uint64_t addr = g->in[i].addr + l * eb / 8, v;
      unsigned nb = (eb + 7) / 8, k;
      if (eb % 8 || g_pick(g, 3)) continue;
      if (NV_EVT_IS_FP(vt)) {
        static const double sp[] = {0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -2.5, 1e30, -1e-30, 65504.0, 3.0, 7.0, 1e-8};
        unsigned pick = g_pick(g, 16), sc = NV_EVT_SC(vt);
        if (pick < 13) v = ev_from_double(sp[pick], sc).lo;
        else if (pick == 13) v = ev_from_double(INFINITY, sc).lo;
        else if (pick == 14) v = ev_from_double(NAN, sc).lo;
        else v = 1; /* smallest subnormal */
      } else {
        static const int64_t sp[] = {0, 1, -1, 2, 7, -128, 127, 255, 0x7fffffff, (int64_t)0x80000000u, 12345};
        v = (uint64_t)sp[g_pick(g, 11)];
      }
      for (k = 0; k < nb && k < 8; k++) e->mem[addr + k] = (uint8_t)(v >> (8 * k));
      for (; k < nb; k++) e->mem[addr + k] = (uint8_t)((int64_t)v < 0 ? 0xff : 0);
    }
  }
  /* the dynamic vector index source */
  e->mem[0x20] = (uint8_t)g_rand(g);
}

/* Compares output lanes; returns 0 and a reason on the first difference. */
static int g_compare(gen *g, const ev *ref, const ev *got, char *why, size_t wsz) {
  unsigned o, l, k;
  for (o = 0; o < g->nout; o++) {
    nv_evt vt = g->out[o].vt;
    unsigned eb = nv_evt_scalar_bits(vt), ne = NV_EVT_NELTS(vt) ? NV_EVT_NELTS(vt) : 1;
    unsigned nbytes = (nv_evt_bits(vt) + 7) / 8;
    uint64_t a = g->out[o].addr;
    ev_val rv, gv;
    memset(&rv, 0, sizeof rv);
    memset(&gv, 0, sizeof gv);
    for (k = 0; k < nbytes; k++) {
      ev_setbits(&rv, 8 * k, 8, nv_u128_make(ref->mem[a + k], 0));
      ev_setbits(&gv, 8 * k, 8, nv_u128_make(got->mem[a + k], 0));
    }
    for (l = 0; l < ne; l++) {
      unsigned b0 = l * eb / 8, b1 = (l * eb + eb - 1) / 8, p = 0, q = 0;
      nv_u128 x = ev_bits(&rv, l * eb, eb), y = ev_bits(&gv, l * eb, eb);
      for (k = b0; k <= b1; k++) {
        p |= ref->mpoison[a + k];
        q |= got->mpoison[a + k];
      }
      if (p) continue;
      if (q) {
        snprintf(why, wsz, "output %u lane %u is poison after legalisation", o, l);
        return 0;
      }
      if (NV_EVT_IS_FP(vt) && ev_isnan(ev_to_double(x, NV_EVT_SC(vt))) && ev_isnan(ev_to_double(y, NV_EVT_SC(vt)))) continue;
      if (!nv_u128_eq(x, y)) {
        nv_buf b = NV_BUF_INIT;
        nv_evt_print(&b, vt);
        snprintf(why, wsz, "output %u (%s) lane %u: expected 0x%llx%016llx, got 0x%llx%016llx", o, b.data, l,
                 (unsigned long long)x.hi, (unsigned long long)x.lo, (unsigned long long)y.hi, (unsigned long long)y.lo);
        nv_buf_free(&b);
        return 0;
      }
    }
  }
  return 1;
}

/* The type themes of the runs. */
static const nv_evt th_int[] = {NV_EVT_INT(8), NV_EVT_INT(16), NV_EVT_INT(32), NV_EVT_INT(64), NV_EVT_INT(3),
                                NV_EVT_INT(24), NV_EVT_INT(48), NV_EVT_INT(1)};
static const nv_evt th_wide[] = {NV_EVT_INT(65), NV_EVT_INT(128), NV_EVT_INT(64), NV_EVT_INT(96), NV_EVT_INT(32)};
static const nv_evt th_fp[] = {NV_SC_F32, NV_SC_F64, NV_SC_F16, NV_SC_BF16, NV_EVT_INT(32), NV_EVT_INT(16), NV_EVT_INT(64)};
static const nv_evt th_vec[] = {NV_EVT(NV_SC_F32, 4), NV_EVT(NV_SC_F16, 4), NV_EVT(8, 8), NV_EVT(8, 3), NV_EVT(8, 4),
                                NV_EVT(NV_SC_F16, 2), NV_EVT(16, 2), NV_EVT(32, 2), NV_EVT(NV_SC_F32, 3),
                                NV_EVT(NV_SC_F64, 2), NV_EVT(NV_SC_F16, 8), NV_EVT(16, 4), NV_EVT(8, 2),
                                NV_EVT(NV_SC_BF16, 2), NV_EVT(32, 4), NV_EVT(NV_SC_F32, 8), NV_EVT(NV_SC_BF16, 4),
                                NV_EVT(1, 4), NV_EVT(1, 8), NV_EVT(8, 16), NV_EVT(64, 2), NV_EVT(16, 3),
                                NV_EVT(NV_SC_F32, 2), NV_EVT(8, 5)};

static int g_run(unsigned sm, unsigned ptx, uint64_t seed, int theme, char *why, size_t wsz) {
  tctx c;
  gen g;
  ev *ref = (ev *)calloc(1, sizeof(ev)), *got = (ev *)calloc(1, sizeof(ev));
  unsigned steps, i;
  int ok = 1;
  memset(&g, 0, sizeof g);
  t_init(&c, sm, ptx);
  g.c = &c;
  g.rng = seed * 0x9E3779B97F4A7C15ull + 12345;
  g.next_in = 0x40;
  g.next_out = 0x800;
  switch (theme) {
  case 0: g.types = th_int; g.ntypes = NV_ARRAY_LEN(th_int); break;
  case 1: g.types = th_wide; g.ntypes = NV_ARRAY_LEN(th_wide); break;
  case 2: g.types = th_fp; g.ntypes = NV_ARRAY_LEN(th_fp); break;
  default: g.types = th_vec; g.ntypes = NV_ARRAY_LEN(th_vec); break;
  }
  steps = 3 + g_pick(&g, 8);
  for (i = 0; i < steps; i++) {
    nv_evt vt = g.types[g_pick(&g, g.ntypes)];
    unsigned what = g_pick(&g, 6);
    if (what == 0) {
      g_convert(&g);
    } else if (NV_EVT_IS_VECTOR(vt) && what == 1) {
      g_vector_op(&g, vt);
    } else if (NV_EVT_IS_FP(vt)) {
      g_fp_op(&g, vt);
    } else {
      g_int_op(&g, vt);
    }
  }
  for (i = 0; i < 3 && i < g.npool; i++) g_output(&g, g.pool[g.npool - 1 - i]);
  if (g.npool > 4) g_output(&g, g.pool[g_pick(&g, g.npool)]);
  c.d.root = nv_dag_token_factor(&c.d, g.stores, g.nout);

  g_fill(&g, ref);
  memcpy(got->mem, ref->mem, sizeof ref->mem);
  ref->machine = 0;
  got->machine = 1;
  if (!ev_run(ref, &c.d)) {
    snprintf(why, wsz, "reference evaluation failed: %.300s", ref->msg);
    ok = 0;
  } else if (!t_pipeline(&c)) {
    snprintf(why, wsz, "legalisation failed: %.300s", c.last_diag);
    ok = 0;
  } else if (!ev_run(got, &c.d)) {
    snprintf(why, wsz, "evaluation after legalisation failed: %.300s", got->msg);
    ok = 0;
  } else {
    ok = g_compare(&g, ref, got, why, wsz);
  }
  if (!ok && getenv("LZ_DUMP")) t_dump(&c);
  t_free(&c);
  free(ref);
  free(got);
  return ok;
}

int main(int argc, char **argv) {
  static const struct { unsigned sm, ptx; } targets[] = {{50, 0}, {53, 0}, {60, 0}, {70, 0}, {70, 83}, {75, 0},
                                                          {80, 0}, {90, 0}, {90, 83}, {100, 0}};
  static const char *const themes[] = {"int", "wide-int", "fp", "vector"};
  unsigned runs = argc > 1 ? (unsigned)atoi(argv[1]) : 300, t, th, r;
  if (argc > 5 && !strcmp(argv[1], "one")) {
    char why[512];
    int ok = g_run((unsigned)atoi(argv[2]), (unsigned)atoi(argv[3]), (uint64_t)atoll(argv[4]), atoi(argv[5]), why, sizeof why);
    printf("%s %s\n", ok ? "ok" : "FAIL", ok ? "" : why);
    return !ok;
  }
  uint64_t seed0 = argc > 2 ? (uint64_t)atoll(argv[2]) : 1;
  for (t = 0; t < NV_ARRAY_LEN(targets); t++) {
    for (th = 0; th < 4; th++) {
      char name[128], why[512];
      unsigned bad = 0;
      uint64_t first_bad = 0;
      why[0] = 0;
      for (r = 0; r < runs; r++) {
        uint64_t seed = seed0 + r * 7919 + th * 104729 + t * 1299709;
        char w[512];
        if (!g_run(targets[t].sm, targets[t].ptx, seed, (int)th, w, sizeof w)) {
          if (!bad++) {
            first_bad = seed;
            snprintf(why, sizeof why, "%s", w);
          }
        }
      }
      snprintf(name, sizeof name, "diff-%s-sm_%u%s", themes[th], targets[t].sm, targets[t].ptx ? "-ptx83" : "");
      t_report(!bad, name, "%u of %u runs differ; first: seed %llu: %s", bad, runs, (unsigned long long)first_bad, why);
    }
  }
  printf("%u passed, %u failed\n", t_pass, t_fail);
  return t_fail ? 1 : 0;
}
