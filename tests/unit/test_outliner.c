/* test_outliner.c -- the machine outliner (nvcg_impl/mir/machine_outliner.c) against
 * independent oracles:
 *  - the suffix array and LCP array against sorting the suffixes by direct comparison;
 *  - the repeat finder against brute force on random strings: every substring of length
 *    >= 2 that occurs at least twice and is right-maximal (its occurrences are not all
 *    followed by the same symbol) is one repeat with all its occurrences (leaf
 *    descendants); with leaf children only, an occurrence counts when the repeat extended
 *    by its next symbol occurs once; of those, the ones the finder keeps
 *    (chain thinning, recomputed on the brute-force suffix tree) with their
 *    occurrences reduced to those not overlapping an earlier one;
 *  - a run of 20000 identical instructions: few repeats looked at, outlined quickly;
 *  - the instruction mapping: structurally identical instructions on other registers map
 *    equal, a different immediate, register class or operand pattern does not; the
 *    instructions the header names illegal are illegal;
 *  - whole runs on random modules of machine functions: every helper is a legal sequence
 *    plus its parameter loads, result stores and ret, is called from at least two places,
 *    every function verifies, and reruns name their helpers by round. */
#include "unit.h"
#include <time.h>

static unsigned rounds(unsigned n) { return ut.quick ? n / 8 + 1 : n; }

/* ---- suffix array ---- */

static int suffix_less(const uint32_t *s, uint32_t n, uint32_t a, uint32_t b) {
  while (a < n && b < n && s[a] == s[b]) a++, b++;
  if (a == n) return b != n;
  if (b == n) return 0;
  return s[a] < s[b];
}

static void suffix_array(void) {
  unsigned t;
  for (t = 0; t < rounds(400); t++) {
    uint32_t s[80], sa[80], lcp[80], n = 1 + ut_pick(80), sigma = 1 + ut_pick(5), i;
    for (i = 0; i < n; i++) s[i] = ut_pick(sigma) * 1000u;
    nv_suffix_array(s, n, sa, lcp);
    for (i = 1; i < n; i++) {
      uint32_t h = 0;
      UT_CHECKF(suffix_less(s, n, sa[i - 1], sa[i]), "round %u: suffixes %u and %u out of order", t, sa[i - 1], sa[i]);
      while (sa[i - 1] + h < n && sa[i] + h < n && s[sa[i - 1] + h] == s[sa[i] + h]) h++;
      UT_CHECKF(lcp[i] == h, "round %u: lcp[%u] = %u, expected %u", t, i, lcp[i], h);
    }
  }
}

/* ---- repeats ---- */

typedef struct rep {
  uint32_t len, n, starts[64];
} rep;

static int occurs_at(const uint32_t *s, uint32_t n, uint32_t p, uint32_t q, uint32_t len) {
  return q + len <= n && !memcmp(s + p, s + q, sizeof(uint32_t) * len) && p + len <= n;
}

/* The occurrences of s[p..p+len), ascending; returns their number. */
static uint32_t occurrences(const uint32_t *s, uint32_t n, uint32_t p, uint32_t len, uint32_t *occ) {
  uint32_t q, k = 0;
  for (q = 0; q + len <= n; q++)
    if (occurs_at(s, n, p, q, len)) occ[k++] = q;
  return k;
}

/* The suffix-tree children of the node with occurrences occ[0..k) and depth len that are
 * nodes themselves (two or more occurrences agree on the next symbol): their number and,
 * for the last one, its first occurrence and depth (the longest common extension). */
static uint32_t child_nodes(const uint32_t *s, uint32_t n, const uint32_t *occ, uint32_t k, uint32_t len,
                            uint32_t *cp, uint32_t *clen) {
  uint32_t j, r, nch = 0;
  for (j = 0; j < k; j++) {
    uint32_t a = occ[j], same = 0, first = a, ext = n;
    int seen = 0;
    if (a + len >= n) continue;
    for (r = 0; r < k; r++) {
      uint32_t b = occ[r], h = len;
      if (b + len >= n || s[b + len] != s[a + len]) continue;
      if (r < j) seen = 1;
      if (b < first) first = b;
      if (b != a) {
        while (a + h < n && b + h < n && s[a + h] == s[b + h]) h++;
        if (h < ext) ext = h;
      }
      same++;
    }
    if (seen || same < 2) continue;
    nch++;
    *cp = first;
    *clen = ext;
  }
  return nch;
}

/* The occurrences the finder takes for a node: all (leaf descendants) or those whose
 * one-symbol extension occurs only there (leaf children); returns their number. */
static uint32_t node_occurrences(const uint32_t *s, uint32_t n, uint32_t p, uint32_t len, int leaf_desc, uint32_t *occ) {
  uint32_t k = occurrences(s, n, p, len, occ), m = 0, j, r, kept[64];
  if (leaf_desc) return k;
  for (j = 0; j < k; j++) {
    uint32_t a = occ[j], c = 0;
    if (a + len == n) {
      kept[m++] = a;
      continue;
    }
    for (r = 0; r < k; r++)
      if (occ[r] + len < n && s[occ[r] + len] == s[a + len]) c++;
    if (c == 1) kept[m++] = a;
  }
  memcpy(occ, kept, sizeof(uint32_t) * m);
  return m;
}

/* The repeat finder's chain thinning on one node (s[p..p+len) right-maximal, two or more
 * occurrences): whether it is looked at, and the chain reference it passes up (its
 * occurrences, length, and whether the ones taken overlap one another). */
static int node_looked_at(const uint32_t *s, uint32_t n, uint32_t p, uint32_t len, uint32_t min_len, int leaf_desc,
                          uint32_t *ref_n, uint32_t *ref_len, int *ref_ov) {
  uint32_t occ[64], k = occurrences(s, n, p, len, occ), cp = 0, clen = 0, cn = 0, cl = 0, j, taken[64], nt;
  uint32_t nch = child_nodes(s, n, occ, k, len, &cp, &clen);
  int look, cov = 0, ov = 0;
  if (nch == 1) node_looked_at(s, n, cp, clen, min_len, leaf_desc, &cn, &cl, &cov);
  look = len >= min_len && !(nch == 1 && cl && cov && k < 2 * cn && 2 * len > cl);
  nt = node_occurrences(s, n, p, len, leaf_desc, taken);
  for (j = 1; j < nt; j++)
    if (taken[j] - taken[j - 1] < len) ov = 1;
  *ref_n = look ? k : nch == 1 ? cn : 0;
  *ref_len = look ? len : nch == 1 ? cl : 0;
  *ref_ov = look ? ov : nch == 1 ? cov : 0;
  return look;
}

/* All repeats by brute force; returns the count. */
static uint32_t brute_repeats(const uint32_t *s, uint32_t n, int leaf_desc, rep *out, uint32_t cap) {
  uint32_t p, len, q, nr = 0;
  for (len = 2; len < n; len++)
    for (p = 0; p + len <= n; p++) {
      uint32_t occ[64], k = 0, first = n, j, rn, rl, end = 0, m = 0;
      int right_max = 0, seen_before = 0, rov;
      for (q = 0; q + len <= n; q++)
        if (occurs_at(s, n, p, q, len)) {
          if (q < p) seen_before = 1;
          occ[k++] = q;
        }
      if (seen_before || k < 2) continue;
      /* right-maximal: two occurrences followed by different symbols (the end counts as unique) */
      for (j = 0; j < k && !right_max; j++) {
        uint32_t a = occ[j] + len;
        if (a == n) right_max = 1;
        else if (first == n) first = s[a];
        else if (s[a] != first) right_max = 1;
      }
      if (!right_max || !node_looked_at(s, n, p, len, 2, leaf_desc, &rn, &rl, &rov)) continue;
      k = node_occurrences(s, n, p, len, leaf_desc, occ);
      /* only occurrences that do not overlap an earlier kept one */
      for (j = m = 0; j < k; j++)
        if (!m || occ[j] >= end) {
          occ[m++] = occ[j];
          end = occ[j] + len;
        }
      k = m;
      if (k < 2) continue;
      if (nr < cap) {
        out[nr].len = len;
        out[nr].n = k;
        memcpy(out[nr].starts, occ, sizeof(uint32_t) * k);
      }
      nr++;
    }
  return nr;
}

static void repeats_vs_brute_force(void) {
  unsigned t;
  static rep bf[4096];
  for (t = 0; t < rounds(600); t++) {
    uint32_t s[48], n = 2 + ut_pick(47), sigma = 1 + ut_pick(4), i, j, nb;
    int leaf_desc = (int)(t & 1);
    nv_repeats R;
    memset(&R, 0, sizeof R);
    for (i = 0; i < n; i++) s[i] = ut_pick(8) == 0 ? 100 + i : ut_pick(sigma); /* some unique symbols */
    nv_find_repeats(s, n, 2, leaf_desc, &R);
    nb = brute_repeats(s, n, leaf_desc, bf, 4096);
    UT_CHECKF(nb == R.r.len, "round %u (n %u, leaf descendants %d): %u repeats, brute force %u", t, n, leaf_desc,
              R.r.len, nb);
    for (i = 0; i < R.r.len && !ut.failed; i++) {
      const nv_repeat *r = &R.r.data[i];
      int found = 0;
      for (j = 0; j < nb && !found; j++)
        found = bf[j].len == r->len && bf[j].n == r->n &&
                !memcmp(bf[j].starts, R.starts.data + r->first, sizeof(uint32_t) * r->n);
      UT_CHECKF(found, "round %u: repeat of length %u at %u (%u occurrences) not found by brute force", t, r->len,
                R.starts.data[r->first], r->n);
    }
    nv_repeats_free(&R);
  }
}

/* ---- mapping ---- */

typedef struct mod {
  nv_arena arena;
  nv_mmodule mm;
} mod;

static nv_mfunc *new_func(mod *m, const char *name) {
  nv_mfunc *mf = nv_mfunc_new(&m->arena, NULL, NULL);
  mf->name = name;
  mf->is_ssa = 0;
  nv_vec_push(&m->mm.funcs, mf);
  return mf;
}

/* Frees what the functions of m (single-block, as built here) hold outside its arena. */
static void free_module(mod *m) {
  uint32_t i;
  for (i = 0; i < m->mm.funcs.len; i++) {
    nv_mfunc *mf = m->mm.funcs.data[i];
    nv_vec_free(&mf->vreg_class);
    nv_vec_free(&mf->param_rc);
    nv_vec_free(&mf->ret_rc);
    nv_vec_free(&mf->first->preds);
    nv_vec_free(&mf->first->succs);
  }
  nv_vec_free(&m->mm.funcs);
  nv_arena_free(&m->arena);
}

static nv_minst *bin(nv_mfunc *mf, unsigned opc, uint32_t d, uint32_t a, nv_mop b) {
  nv_minst *mi = nv_minst_new(mf, opc, 1, 3);
  mi->ops[0] = nv_mop_reg(d);
  mi->ops[1] = nv_mop_reg(a);
  mi->ops[2] = b;
  return mi;
}

static void mapping(void) {
  mod m;
  nv_mfunc *f;
  uint32_t r[8], i;
  nv_minst *a, *b, *mi;
  memset(&m, 0, sizeof m);
  nv_arena_init(&m.arena);
  f = new_func(&m, "f");
  for (i = 0; i < 6; i++) r[i] = nv_vreg_new(f, NV_RC_B32);
  r[6] = nv_vreg_new(f, NV_RC_B64);
  r[7] = nv_vreg_new(f, NV_RC_PRED);
  /* same structure on other registers: equal */
  a = bin(f, NV_PTX_ADD_S32, r[0], r[1], nv_mop_reg(r[2]));
  b = bin(f, NV_PTX_ADD_S32, r[3], r[4], nv_mop_reg(r[5]));
  UT_CHECK(nv_outl_key(f, a) == nv_outl_key(f, b));
  /* the pattern of equal registers matters */
  b = bin(f, NV_PTX_ADD_S32, r[3], r[4], nv_mop_reg(r[4]));
  UT_CHECK(nv_outl_key(f, a) != nv_outl_key(f, b));
  a = bin(f, NV_PTX_ADD_S32, r[0], r[1], nv_mop_reg(r[1]));
  UT_CHECK(nv_outl_key(f, a) == nv_outl_key(f, b));
  /* immediates, opcodes, guards and modifiers matter */
  a = bin(f, NV_PTX_ADD_S32, r[0], r[1], nv_mop_imm(3));
  b = bin(f, NV_PTX_ADD_S32, r[2], r[3], nv_mop_imm(4));
  UT_CHECK(nv_outl_key(f, a) != nv_outl_key(f, b));
  b->ops[2].imm = 3;
  UT_CHECK(nv_outl_key(f, a) == nv_outl_key(f, b));
  b->pred = r[7];
  UT_CHECK(nv_outl_key(f, a) != nv_outl_key(f, b));
  b->pred = 0;
  b->mods.sat = 1;
  UT_CHECK(nv_outl_key(f, a) != nv_outl_key(f, b));
  b = bin(f, NV_PTX_SUB_S32, r[2], r[3], nv_mop_imm(3));
  UT_CHECK(nv_outl_key(f, a) != nv_outl_key(f, b));
  /* register classes matter */
  a = nv_minst_new(f, NV_PTX_COPY, 1, 2);
  a->ops[0] = nv_mop_reg(r[0]);
  a->ops[1] = nv_mop_reg(r[1]);
  b = nv_minst_new(f, NV_PTX_COPY, 1, 2);
  b->ops[0] = nv_mop_reg(r[6]);
  b->ops[1] = nv_mop_reg(r[6]);
  UT_CHECK(nv_outl_key(f, a) != nv_outl_key(f, b));
  /* legal: arithmetic, copies, global loads and stores */
  UT_CHECK(nv_outl_legal(&m.mm, a));
  mi = nv_minst_new(f, NV_PTX_ST_U32, 0, 2);
  mi->mods.space = NV_SPACE_GLOBAL;
  mi->ops[0] = nv_mop_addr_reg(r[6], 8);
  mi->ops[1] = nv_mop_reg(r[0]);
  UT_CHECK(nv_outl_legal(&m.mm, mi));
  /* illegal: .param and .local traffic, frame addressing, barriers, terminators, calls,
   * symbols that are not module globals */
  mi->mods.space = NV_SPACE_PARAM;
  UT_CHECK(!nv_outl_legal(&m.mm, mi));
  mi->mods.space = NV_SPACE_LOCAL;
  UT_CHECK(!nv_outl_legal(&m.mm, mi));
  mi->mods.space = NV_SPACE_GLOBAL;
  mi->ops[0] = nv_mop_addr_fi(0, 0);
  UT_CHECK(!nv_outl_legal(&m.mm, mi));
  mi->ops[0] = nv_mop_addr_sym("k_param_0", 0);
  UT_CHECK(!nv_outl_legal(&m.mm, mi));
  mi = nv_minst_new(f, NV_PTX_MOV_U64_SREG, 1, 2);
  mi->ops[0] = nv_mop_reg(r[6]);
  mi->ops[1] = nv_mop_sreg(NV_SREG_SPL);
  UT_CHECK(!nv_outl_legal(&m.mm, mi));
  mi = nv_minst_new(f, NV_PTX_MOV_U32_SREG, 1, 2);
  mi->ops[0] = nv_mop_reg(r[0]);
  mi->ops[1] = nv_mop_sreg(NV_SREG_TID_X);
  UT_CHECK(nv_outl_legal(&m.mm, mi));
  mi = nv_minst_new(f, NV_PTX_BAR_SYNC, 0, 1);
  mi->ops[0] = nv_mop_imm(0);
  UT_CHECK(!nv_outl_legal(&m.mm, mi));
  UT_CHECK(!nv_outl_legal(&m.mm, nv_minst_new(f, NV_PTX_RET, 0, 0)));
  UT_CHECK(!nv_outl_legal(&m.mm, nv_minst_new(f, NV_PTX_CALL, 0, 0)));
  UT_CHECK(!nv_outl_legal(&m.mm, nv_minst_new(f, NV_PTX_CALLSEQ_START, 0, 0)));
  nv_vec_free(&f->vreg_class);
  nv_vec_free(&m.mm.funcs);
  nv_arena_free(&m.arena);
}

/* ---- whole runs ---- */

/* A random legal or illegal instruction over a few registers of two classes. */
static nv_minst *rand_inst(nv_mfunc *mf, const uint32_t *r32, const uint32_t *r64, const uint32_t *rp, int illegal) {
  nv_minst *mi;
  switch (ut_pick(illegal ? 8 : 7)) {
  case 0: return bin(mf, NV_PTX_ADD_S32, r32[ut_pick(4)], r32[ut_pick(4)], nv_mop_reg(r32[ut_pick(4)]));
  case 1: return bin(mf, NV_PTX_XOR_B32, r32[ut_pick(4)], r32[ut_pick(4)], nv_mop_imm(ut_pick(3)));
  case 2: return bin(mf, NV_PTX_SHL_B32, r32[ut_pick(4)], r32[ut_pick(4)], nv_mop_imm(1 + ut_pick(2)));
  case 3:
    mi = nv_minst_new(mf, NV_PTX_LD_U32, 1, 2);
    mi->mods.space = NV_SPACE_GLOBAL;
    mi->ops[0] = nv_mop_reg(r32[ut_pick(4)]);
    mi->ops[1] = nv_mop_addr_reg(r64[ut_pick(2)], 4 * ut_pick(2));
    return mi;
  case 4:
    mi = nv_minst_new(mf, NV_PTX_ST_U32, 0, 2);
    mi->mods.space = NV_SPACE_GLOBAL;
    mi->ops[0] = nv_mop_addr_reg(r64[ut_pick(2)], 0);
    mi->ops[1] = nv_mop_reg(r32[ut_pick(4)]);
    return mi;
  case 5: /* a guarded copy */
    mi = nv_minst_new(mf, NV_PTX_COPY, 1, 2);
    mi->ops[0] = nv_mop_reg(r32[ut_pick(4)]);
    mi->ops[1] = nv_mop_reg(r32[ut_pick(4)]);
    if (ut_pick(2)) mi->pred = rp[0];
    return mi;
  case 6:
    mi = nv_minst_new(mf, NV_PTX_SETP_S32, 1, 3);
    mi->mods.cmp = NV_CMP_LT;
    mi->ops[0] = nv_mop_reg(rp[0]);
    mi->ops[1] = nv_mop_reg(r32[ut_pick(4)]);
    mi->ops[2] = nv_mop_imm(5);
    return mi;
  default:
    mi = nv_minst_new(mf, NV_PTX_BAR_SYNC, 0, 1);
    mi->ops[0] = nv_mop_imm(0);
    return mi;
  }
}

/* A function: a few copies of shared random sequences (on its own registers) between
 * random instructions, in one block ending with ret. */
static void rand_func(mod *m, const char *name, nv_minst *const *pattern, const uint32_t *plen, unsigned npat) {
  nv_mfunc *mf = new_func(m, name);
  nv_mblock *mb = nv_mblock_new(mf, NULL);
  uint32_t r32[4], r64[2], rp[1], i, k, j, shift = ut_pick(5);
  /* other register numbers than the patterns' (a pattern's vreg v becomes v + shift) */
  for (i = 0; i < shift; i++) nv_vreg_new(mf, NV_RC_F32);
  for (i = 0; i < 4; i++) r32[i] = nv_vreg_new(mf, NV_RC_B32);
  for (i = 0; i < 2; i++) r64[i] = nv_vreg_new(mf, NV_RC_B64);
  rp[0] = nv_vreg_new(mf, NV_RC_PRED);
  for (k = 0; k < 8; k++) {
    if (ut_pick(3) == 0) {
      nv_minst_append(mb, rand_inst(mf, r32, r64, rp, 1));
    } else {
      /* a pattern copied onto this function's registers */
      unsigned p = ut_pick(npat);
      const nv_minst *src = pattern[p];
      for (j = 0; j < plen[p]; j++, src = src->next) {
        nv_minst *mi = nv_minst_new(mf, src->opc, src->ndefs, src->nops);
        unsigned o;
        mi->mods = src->mods;
        mi->pred = src->pred ? rp[0] : 0;
        for (o = 0; o < src->nops; o++) {
          mi->ops[o] = src->ops[o];
          if (src->ops[o].kind == NV_MO_REG || (src->ops[o].kind == NV_MO_ADDR && src->ops[o].base_kind == NV_MO_REG))
            mi->ops[o].reg = src->ops[o].reg + shift;
        }
        nv_minst_append(mb, mi);
      }
    }
  }
  nv_minst_append(mb, nv_minst_new(mf, NV_PTX_RET, 0, 0));
}

/* What a helper holds besides the outlined instructions: its own parameter loads, result
 * stores and ret, and (after a rerun) call sequences to newer helpers. */
static int is_marshalling(const nv_minst *mi) {
  switch (mi->opc) {
  case NV_PTX_RET: case NV_PTX_CALLSEQ_START: case NV_PTX_CALLSEQ_END: case NV_PTX_DECL_PARAM:
  case NV_PTX_DECL_RETVAL: case NV_PTX_CALL:
    return 1;
  default: return mi->mods.space == NV_SPACE_PARAM && mi->ops && mi->nops == 2;
  }
}

static void whole_runs(void) {
  unsigned t;
  static const char *const names[] = {"f0", "f1", "f2", "f3", "f4"};
  unsigned total = 0, rerun_named = 0;
  for (t = 0; t < rounds(200); t++) {
    mod m;
    nv_options o;
    int64_t knobs[NV_KNOB_COUNT];
    nv_mfunc *pf;
    nv_mblock *pb;
    nv_minst *pat[3];
    uint32_t plen[3], r32[4], r64[2], rp[1], i, k, nf = 2 + ut_pick(4), calls = 0, helpers = 0;
    memset(&m, 0, sizeof m);
    memset(&o, 0, sizeof o);
    nv_arena_init(&m.arena);
    m.mm.arena = &m.arena;
      /* the patterns live in a function of their own: vregs 1..4 b32, 5..6 b64, 7 pred */
    pf = nv_mfunc_new(&m.arena, NULL, NULL);
    pb = nv_mblock_new(pf, NULL);
    for (i = 0; i < 4; i++) r32[i] = nv_vreg_new(pf, NV_RC_B32);
    for (i = 0; i < 2; i++) r64[i] = nv_vreg_new(pf, NV_RC_B64);
    rp[0] = nv_vreg_new(pf, NV_RC_PRED);
    for (i = 0; i < 3; i++) {
      plen[i] = 2 + ut_pick(12);
      pat[i] = NULL;
      for (k = 0; k < plen[i]; k++) {
        nv_minst *mi = rand_inst(pf, r32, r64, rp, ut_pick(8) == 0);
        nv_minst_append(pb, mi);
        if (!k) pat[i] = mi;
      }
    }
    for (i = 0; i < nf; i++) rand_func(&m, names[i], pat, plen, 3);
    for (i = 0; i < NV_KNOB_COUNT; i++) knobs[i] = nv_mir_knob(NULL, (nv_knob_id)i);
    knobs[NV_KNOB_ENABLE_MACHINE_OUTLINER] = 1 + (t & 1);
    knobs[NV_KNOB_MACHINE_OUTLINER_RERUNS] = t % 3;
    o.knobs = knobs;
    nv_pass_machine_outliner(&m.mm, &o);
    for (i = 0; i < m.mm.funcs.len; i++) {
      nv_mfunc *mf = m.mm.funcs.data[i];
      nv_mblock *mb;
      nv_minst *mi;
      if (mf->outlined) {
        helpers++;
        if (!strncmp(mf->name, "OUTLINED_FUNCTION_2_", 20) || !strncmp(mf->name, "OUTLINED_FUNCTION_3_", 20)) rerun_named++;
        UT_CHECKF(!strncmp(mf->name, "OUTLINED_FUNCTION_", 18), "round %u: helper named %s", t, mf->name);
        for (mi = mf->first->first; mi; mi = mi->next)
          UT_CHECKF(is_marshalling(mi) || nv_outl_legal(&m.mm, mi), "round %u: %s holds an illegal instruction (row %u)",
                    t, mf->name, mi->opc);
        UT_CHECKF(mf->last->last && mf->last->last->opc == NV_PTX_RET, "round %u: %s does not end with ret", t, mf->name);
      }
      for (mb = mf->first; mb; mb = mb->next)
        for (mi = mb->first; mi; mi = mi->next)
          if (mi->opc == NV_PTX_CALL) calls++;
      UT_CHECKF(nv_mir_verify(mf, &o, "machine_outliner"), "round %u: %s does not verify", t, mf->name);
    }
    UT_CHECKF(calls >= 2 * helpers, "round %u: %u helpers, %u calls", t, helpers, calls);
    total += helpers;
    nv_vec_free(&pf->vreg_class);
    free_module(&m);
  }
  /* the random modules do give the outliner work, reruns included */
  UT_CHECKF(total >= rounds(200) / 2, "only %u helpers in %u modules", total, rounds(200));
  UT_CHECKF(rerun_named > 0 || ut.quick, "%s", "no helper made by a rerun");
  printf("# %u helpers, %u by reruns\n", total, rerun_named);
}

/* One long run of the same instruction: the repeat finder looks at O(log n) of its n
 * nested repeats (chain thinning) and the whole pass outlines it in a fraction of a
 * second; before, the enumeration was quadratic and cut by a work budget. */
static void long_run(void) {
  enum { N = 20000 };
  uint32_t *s = (uint32_t *)malloc(sizeof(uint32_t) * N), i, total = 0, before = 0, after = 0, calls = 0, nrep;
  nv_repeats R;
  mod m;
  nv_options o;
  int64_t knobs[NV_KNOB_COUNT];
  nv_mfunc *f;
  nv_mblock *mb;
  nv_minst *mi;
  uint32_t r0, rd;
  clock_t t0;
  double secs;
  for (i = 0; i < N; i++) s[i] = 7;
  memset(&R, 0, sizeof R);
  nv_find_repeats(s, N, 2, 1, &R);
  for (i = 0; i < R.r.len; i++) total += R.r.data[i].n;
  nrep = R.r.len;
  UT_CHECKF(R.r.len >= 10 && R.r.len <= 2 * 15 + 2, "%u repeats looked at in a run of %u", R.r.len, (unsigned)N);
  UT_CHECKF(total <= 2u * N, "%u occurrences kept (all disjoint: at most 2n)", total);
  nv_repeats_free(&R);
  /* a run of a 3-symbol body: three chains (one per phase), each thinned */
  for (i = 0; i < N; i++) s[i] = 7 + i % 3;
  memset(&R, 0, sizeof R);
  nv_find_repeats(s, N, 2, 1, &R);
  UT_CHECKF(R.r.len >= 3 && R.r.len <= 3 * (2 * 15 + 2), "%u repeats looked at in a period-3 run of %u", R.r.len,
            (unsigned)N);
  nv_repeats_free(&R);
  free(s);
  /* the whole pass on one block of N copies of add.s32 %r0, %r0, 1 */
  memset(&m, 0, sizeof m);
  memset(&o, 0, sizeof o);
  nv_arena_init(&m.arena);
  m.mm.arena = &m.arena;
  f = new_func(&m, "run");
  mb = nv_mblock_new(f, NULL);
  r0 = nv_vreg_new(f, NV_RC_B32);
  rd = nv_vreg_new(f, NV_RC_B64);
  for (i = 0; i < N; i++) nv_minst_append(mb, bin(f, NV_PTX_ADD_S32, r0, r0, nv_mop_imm(1)));
  mi = nv_minst_new(f, NV_PTX_ST_U32, 0, 2);
  mi->mods.space = NV_SPACE_GLOBAL;
  mi->ops[0] = nv_mop_addr_reg(rd, 0);
  mi->ops[1] = nv_mop_reg(r0);
  nv_minst_append(mb, mi);
  nv_minst_append(mb, nv_minst_new(f, NV_PTX_RET, 0, 0));
  for (i = 0; i < NV_KNOB_COUNT; i++) knobs[i] = nv_mir_knob(NULL, (nv_knob_id)i);
  knobs[NV_KNOB_ENABLE_MACHINE_OUTLINER] = 2;
  o.knobs = knobs;
  for (mi = mb->first; mi; mi = mi->next) before++;
  t0 = clock();
  nv_pass_machine_outliner(&m.mm, &o);
  secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
  for (mi = f->first->first; mi; mi = mi->next) {
    after++;
    calls += mi->opc == NV_PTX_CALL;
  }
  UT_CHECKF(m.mm.funcs.len >= 2 && m.mm.funcs.data[0]->outlined, "%u functions after outlining the run",
            m.mm.funcs.len);
  UT_CHECKF(calls >= 2 && after * 4 < before, "%u calls, %u instructions left of %u", calls, after, before);
  UT_CHECKF(nv_mir_verify(f, &o, "machine_outliner"), "%s", "the run's function does not verify");
  UT_CHECKF(secs < 20.0, "outlining a run of %u took %.1f s", (unsigned)N, secs);
  printf("# run of %u: %u repeats looked at, %u calls, %u -> %u instructions, %.3f s CPU\n", (unsigned)N, nrep, calls,
         before, after, secs);
  free_module(&m);
}

int main(int argc, char **argv) {
  ut_rs = 7;
  ut_init(argc, argv, "outliner.");
  UT_RUN(suffix_array);
  UT_RUN(repeats_vs_brute_force);
  UT_RUN(mapping);
  UT_RUN(whole_runs);
  UT_RUN(long_run);
  return ut_finish();
}
