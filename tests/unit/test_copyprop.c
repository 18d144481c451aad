/* test_copyprop.c -- machine copy propagation (nvcg_impl/mir/machine_copy_prop.c) on
 * random small machine CFGs after PHI elimination (several writes per register, guarded
 * writes, loops, unreachable blocks, registers read before any write), against an
 * oracle that needs nothing from the pass: every path from the entry (up to a length,
 * taking each guarded instruction both ways) runs symbolically through the function
 * before and after the pass, side by side. Each value is a symbol: a constant, a
 * register's value at entry (undefined: "tainted"), or a fresh symbol per non-move
 * instruction on the path (tainted when one of its inputs is). At every register read
 * the pass left (its operand possibly forwarded to another register), the value read
 * after the pass must be the one read before, unless that one is tainted (an undefined
 * value: any value will do). So every deleted move wrote a value its register already
 * held, and every forwarded read reads the same value, on every enumerated path.
 * Also: a forwarded register is read nowhere afterwards (the copy that wrote it is dead),
 * forwarding keeps register classes, and the pass finds something to do in most runs
 * (the generator favours copies among few registers). */
#include "unit.h"

#define CP_MAXB 7
#define CP_NR 10

typedef struct cp_fn {
  nv_arena arena;
  nv_mfunc *mf;
  nv_mblock *b[CP_MAXB];
  unsigned nb;
  uint32_t r32[4], f32[2], pr[2];
} cp_fn;

static uint32_t cp_any32(cp_fn *f) { return f->r32[ut_pick(4)]; }

static nv_minst *cp_add(cp_fn *f, nv_mblock *mb, unsigned opc, unsigned ndefs, unsigned nops) {
  nv_minst *mi = nv_minst_new(f->mf, opc, ndefs, nops);
  nv_minst_append(mb, mi);
  return mi;
}

static void cp_rand_inst(cp_fn *f, nv_mblock *mb) {
  nv_minst *mi;
  switch (ut_pick(12)) {
  case 0: case 1: case 2: /* register copy */
    mi = cp_add(f, mb, NV_PTX_COPY, 1, 2);
    mi->ops[0] = nv_mop_reg(cp_any32(f));
    mi->ops[1] = nv_mop_reg(cp_any32(f));
    break;
  case 3:
    mi = cp_add(f, mb, NV_PTX_MOV_U32, 1, 2);
    mi->ops[0] = nv_mop_reg(cp_any32(f));
    mi->ops[1] = nv_mop_imm(ut_pick(2));
    break;
  case 4:
    mi = cp_add(f, mb, NV_PTX_ADD_S32, 1, 3);
    mi->ops[0] = nv_mop_reg(cp_any32(f));
    mi->ops[1] = nv_mop_reg(cp_any32(f));
    mi->ops[2] = ut_pick(2) ? nv_mop_reg(cp_any32(f)) : nv_mop_imm(1);
    break;
  case 5: /* guarded copy or constant move */
    if (ut_pick(2)) {
      mi = cp_add(f, mb, NV_PTX_COPY, 1, 2);
      mi->ops[1] = nv_mop_reg(cp_any32(f));
    } else {
      mi = cp_add(f, mb, NV_PTX_MOV_U32, 1, 2);
      mi->ops[1] = nv_mop_imm(ut_pick(2));
    }
    mi->ops[0] = nv_mop_reg(cp_any32(f));
    mi->pred = f->pr[ut_pick(2)];
    mi->pred_neg = (uint8_t)ut_pick(2);
    break;
  case 6:
    mi = cp_add(f, mb, NV_PTX_ST_U32, 0, 2);
    mi->ops[0] = ut_pick(2) ? nv_mop_addr_sym("g", 0) : nv_mop_addr_reg(cp_any32(f), 4);
    mi->ops[1] = nv_mop_reg(cp_any32(f));
    break;
  case 7: /* f32: constant moves and copies */
    if (ut_pick(2)) {
      mi = cp_add(f, mb, NV_PTX_MOV_F32, 1, 2);
      mi->ops[1] = nv_mop_fpimm(NV_MVT_F32, ut_pick(2) ? 0x3f800000u : 0);
    } else {
      mi = cp_add(f, mb, NV_PTX_COPY, 1, 2);
      mi->ops[1] = nv_mop_reg(f->f32[ut_pick(2)]);
    }
    mi->ops[0] = nv_mop_reg(f->f32[ut_pick(2)]);
    break;
  case 8:
    mi = cp_add(f, mb, NV_PTX_ADD_F32, 1, 3);
    mi->ops[0] = nv_mop_reg(f->f32[ut_pick(2)]);
    mi->ops[1] = nv_mop_reg(f->f32[ut_pick(2)]);
    mi->ops[2] = nv_mop_reg(f->f32[ut_pick(2)]);
    break;
  case 9:
    mi = cp_add(f, mb, NV_PTX_SETP_S32, 1, 3);
    mi->ops[0] = nv_mop_reg(f->pr[ut_pick(2)]);
    mi->ops[1] = nv_mop_reg(cp_any32(f));
    mi->ops[2] = nv_mop_imm(1);
    break;
  case 10: /* a copy of an immediate */
    mi = cp_add(f, mb, NV_PTX_COPY, 1, 2);
    mi->ops[0] = nv_mop_reg(cp_any32(f));
    mi->ops[1] = nv_mop_imm(ut_pick(2));
    break;
  default: /* a move of a special register: a write, not a copy */
    mi = cp_add(f, mb, NV_PTX_MOV_U32_SREG, 1, 2);
    mi->ops[0] = nv_mop_reg(cp_any32(f));
    mi->ops[1] = nv_mop_sreg(NV_SREG_TID_X);
    break;
  }
}

static void cp_build(cp_fn *f, unsigned nb) {
  unsigned i, k;
  memset(f, 0, sizeof *f);
  nv_arena_init(&f->arena);
  f->mf = nv_mfunc_new(&f->arena, NULL, NULL);
  f->mf->name = "cp";
  f->mf->is_ssa = 0; /* after PHI elimination */
  f->nb = nb;
  for (i = 0; i < 4; i++) f->r32[i] = nv_vreg_new(f->mf, NV_RC_B32);
  for (i = 0; i < 2; i++) f->f32[i] = nv_vreg_new(f->mf, NV_RC_F32);
  for (i = 0; i < 2; i++) f->pr[i] = nv_vreg_new(f->mf, NV_RC_PRED);
  for (i = 0; i < nb; i++) f->b[i] = nv_mblock_new(f->mf, NULL);
  for (i = 0; i < nb; i++) {
    nv_mblock *mb = f->b[i];
    unsigned n = ut_pick(6);
    if (i == 0) /* most registers get a value first; some stay undefined */
      for (k = 0; k < 4; k++)
        if (ut_pick(4)) {
          nv_minst *mi = cp_add(f, mb, NV_PTX_MOV_U32_SREG, 1, 2);
          mi->ops[0] = nv_mop_reg(f->r32[k]);
          mi->ops[1] = nv_mop_sreg((nv_sreg)(NV_SREG_TID_X + k));
        }
    for (k = 0; k < n; k++) cp_rand_inst(f, mb);
    if (i == nb - 1 || ut_pick(6) == 0) {
      cp_add(f, mb, NV_PTX_RET, 0, 0);
    } else {
      nv_minst *mi;
      if (ut_pick(4)) {
        mi = cp_add(f, mb, NV_PTX_BRA, 0, 1);
        mi->ops[0] = nv_mop_block(f->b[ut_pick(nb)]);
        mi->pred = f->pr[ut_pick(2)];
      }
      mi = cp_add(f, mb, NV_PTX_BRA, 0, 1);
      mi->ops[0] = nv_mop_block(f->b[ut_pick(nb)]);
    }
  }
  nv_mfunc_number_blocks(f->mf);
  nv_mfunc_compute_cfg(f->mf);
}

static void cp_destroy(cp_fn *f) {
  nv_mblock *mb;
  for (mb = f->mf->first; mb; mb = mb->next) {
    nv_vec_free(&mb->preds);
    nv_vec_free(&mb->succs);
  }
  nv_vec_free(&f->mf->vreg_class);
  nv_vec_free(&f->mf->frame);
  nv_arena_free(&f->arena);
}

/* The function before the pass: each block's instructions with their operands as they
 * were, and whether the pass kept each one. */
#define CP_MAXI 16
typedef struct cp_inst {
  nv_minst *mi;
  unsigned opc, ndefs, nops;
  nv_mop ops[4];
  uint32_t pred;
  uint8_t pred_neg, kept;
} cp_inst;
typedef struct cp_snap {
  cp_inst in[CP_MAXB][CP_MAXI];
  unsigned n[CP_MAXB];
} cp_snap;

/* Symbolic state: per register a symbol; symbols >= 1. taint[sym]. */
#define CP_MAXSYM 200000
typedef struct cp_sim {
  const cp_fn *f;
  const cp_snap *s;
  uint8_t *taint;
  uint32_t nsym;
  unsigned steps, budget, failures;
  char msg[256];
} cp_sim;

static uint32_t cp_const_sym(unsigned rc, const nv_mop *op) {
  /* constants: 1 + small code (rc, kind, imm) below the register and fresh symbols */
  return 1 + (uint32_t)(rc * 8 + (op->kind == NV_MO_FPIMM ? 4 : 0) + (op->imm ? (op->imm == 1 ? 1 : 2) : 0));
}
#define CP_FIRST_FRESH 200

static uint32_t cp_fresh(cp_sim *S, int tainted) {
  uint32_t s = S->nsym < CP_MAXSYM - 1 ? S->nsym++ : CP_MAXSYM - 1;
  S->taint[s] = (uint8_t)(tainted != 0);
  return s;
}

/* The value an operand moves (register or constant). */
static uint32_t cp_src(const cp_fn *f, const nv_mop *op, unsigned rc, const uint32_t *val) {
  (void)f;
  return op->kind == NV_MO_REG ? val[op->reg] : cp_const_sym(rc, op);
}

static int cp_is_move(unsigned opc, unsigned nops, const nv_mop *ops) {
  return nops == 2 && (opc == NV_PTX_COPY || opc == NV_PTX_MOV_U32 || opc == NV_PTX_MOV_F32) &&
         (ops[1].kind == NV_MO_REG || ops[1].kind == NV_MO_IMM || ops[1].kind == NV_MO_FPIMM);
}

static void cp_check_read(cp_sim *S, const uint32_t *vo, const uint32_t *vt, uint32_t ro, uint32_t rt,
                          unsigned b, unsigned i) {
  if (S->taint[vo[ro]]) return;
  if (vo[ro] != vt[rt] || nv_vreg_class(S->f->mf, ro) != nv_vreg_class(S->f->mf, rt)) {
    if (!S->failures++)
      snprintf(S->msg, sizeof S->msg, "block %u inst %u: reads %%vr%u (symbol %u) before, %%vr%u (symbol %u) after",
               b, i, ro, vo[ro], rt, vt[rt]);
  }
}

/* Runs block b from instruction i on both states (copies of the caller's). */
static void cp_walk(cp_sim *S, unsigned b, unsigned i, const uint32_t *vo0, const uint32_t *vt0, unsigned depth) {
  uint32_t vo[CP_NR], vt[CP_NR];
  memcpy(vo, vo0, sizeof vo);
  memcpy(vt, vt0, sizeof vt);
  for (; i < S->s->n[b]; i++) {
    const cp_inst *c = &S->s->in[b][i];
    const nv_minst *mi = c->mi;
    unsigned k;
    if (S->steps++ > S->budget || S->failures) return;
    /* reads the pass left, against the reads before */
    if (c->kept) {
      for (k = c->ndefs; k < c->nops; k++) {
        const nv_mop *o = &c->ops[k];
        if (o->kind == NV_MO_REG || (o->kind == NV_MO_ADDR && o->base_kind == NV_MO_REG))
          cp_check_read(S, vo, vt, o->reg, mi->ops[k].reg, b, i);
      }
      if (c->pred) cp_check_read(S, vo, vt, c->pred, mi->pred, b, i);
    }
    if (c->pred) { /* guarded: both ways; the "not executed" way continues here */
      uint32_t vo2[CP_NR], vt2[CP_NR];
      memcpy(vo2, vo, sizeof vo);
      memcpy(vt2, vt, sizeof vt);
      if (c->opc == NV_PTX_BRA) {
        if (depth < 12) cp_walk(S, c->ops[0].mbb->index, 0, vo, vt, depth + 1);
        continue;
      }
      /* executed */
      {
        uint32_t so = 0, st = 0;
        unsigned rc = nv_vreg_class(S->f->mf, c->ops[0].reg);
        if (cp_is_move(c->opc, c->nops, c->ops)) {
          so = cp_src(S->f, &c->ops[1], rc, vo);
          st = c->kept ? cp_src(S->f, &mi->ops[1], rc, vt) : vt[c->ops[0].reg];
        } else {
          so = st = cp_fresh(S, 0);
        }
        vo2[c->ops[0].reg] = so;
        vt2[c->ops[0].reg] = st;
        if (i + 1 < S->s->n[b]) cp_walk(S, b, i + 1, vo2, vt2, depth);
      }
      continue;
    }
    if (c->opc == NV_PTX_BRA) {
      if (depth < 12) cp_walk(S, c->ops[0].mbb->index, 0, vo, vt, depth + 1);
      return;
    }
    if (c->opc == NV_PTX_RET) return;
    if (c->ndefs) {
      uint32_t d = c->ops[0].reg;
      unsigned rc = nv_vreg_class(S->f->mf, d);
      if (cp_is_move(c->opc, c->nops, c->ops)) {
        vo[d] = cp_src(S->f, &c->ops[1], rc, vo);
        if (c->kept) vt[d] = cp_src(S->f, &mi->ops[1], rc, vt);
      } else {
        int t = 0;
        uint32_t s;
        for (k = c->ndefs; k < c->nops; k++)
          if (c->ops[k].kind == NV_MO_REG || (c->ops[k].kind == NV_MO_ADDR && c->ops[k].base_kind == NV_MO_REG))
            if (S->taint[vo[c->ops[k].reg]]) t = 1;
        s = cp_fresh(S, t);
        vo[d] = s;
        if (c->kept) vt[d] = s;
      }
    }
  }
  /* fell off the end of the block: the next one in layout */
  if (b + 1 < S->f->nb && depth < 12) cp_walk(S, b + 1, 0, vo, vt, depth + 1);
}

static unsigned cp_total, cp_changed_fns, cp_deleted, cp_forwarded;

static void cp_one(void) {
  cp_fn f;
  cp_snap *s = (cp_snap *)nv_xcalloc(1, sizeof *s);
  cp_sim S;
  uint32_t vo[CP_NR], vt[CP_NR], r, nreads[CP_NR], fwd_from[CP_NR];
  unsigned b, i, k, changed;
  nv_mblock *mb;
  nv_minst *mi;
  cp_build(&f, 1 + ut_pick(CP_MAXB));
  for (b = 0; b < f.nb; b++)
    for (mi = f.b[b]->first; mi; mi = mi->next) {
      cp_inst *c = &s->in[b][s->n[b]++];
      UT_CHECK(s->n[b] <= CP_MAXI && mi->nops <= 4);
      c->mi = mi;
      c->opc = mi->opc;
      c->ndefs = mi->ndefs;
      c->nops = mi->nops;
      if (mi->nops) memcpy(c->ops, mi->ops, mi->nops * sizeof *mi->ops);
      c->pred = mi->pred;
      c->pred_neg = mi->pred_neg;
    }
  changed = nv_mcp_run(f.mf);
  memset(fwd_from, 0, sizeof fwd_from);
  for (b = 0; b < f.nb; b++)
    for (mi = f.b[b]->first; mi; mi = mi->next)
      for (i = 0; i < s->n[b]; i++)
        if (s->in[b][i].mi == mi) s->in[b][i].kept = 1;
  for (b = 0; b < f.nb; b++)
    for (i = 0; i < s->n[b]; i++) {
      const cp_inst *c = &s->in[b][i];
      if (!c->kept) {
        UT_CHECKF(cp_is_move(c->opc, c->nops, c->ops), "deleted a non-move (opcode %u)", c->opc);
        cp_deleted++;
        continue;
      }
      UT_CHECK(c->mi->opc == c->opc && c->mi->nops == c->nops);
      for (k = 0; k < c->nops; k++) {
        if (k < c->ndefs) UT_CHECK(c->mi->ops[k].reg == c->ops[k].reg);
        else if (c->mi->ops[k].reg != c->ops[k].reg) {
          fwd_from[c->ops[k].reg] = 1;
          cp_forwarded++;
        }
      }
      if (c->mi->pred != c->pred) {
        fwd_from[c->pred] = 1;
        cp_forwarded++;
      }
    }
  /* a forwarded register is read nowhere now */
  memset(nreads, 0, sizeof nreads);
  for (mb = f.mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      for (k = mi->ndefs; k < mi->nops; k++)
        if ((mi->ops[k].kind == NV_MO_REG || (mi->ops[k].kind == NV_MO_ADDR && mi->ops[k].base_kind == NV_MO_REG)) &&
            mi->ops[k].reg < CP_NR)
          nreads[mi->ops[k].reg]++;
      if (mi->pred) nreads[mi->pred]++;
    }
  for (r = 1; r < CP_NR; r++)
    if (fwd_from[r]) UT_CHECKF(nreads[r] == 0, "%%vr%u forwarded but still read %u times", r, nreads[r]);
  /* the oracle */
  memset(&S, 0, sizeof S);
  S.f = &f;
  S.s = s;
  S.taint = (uint8_t *)nv_xcalloc(CP_MAXSYM, 1);
  S.budget = ut.quick ? 5000 : 30000;
  S.nsym = CP_FIRST_FRESH;
  for (r = 0; r < CP_NR; r++) {
    vo[r] = vt[r] = 100 + r; /* the value at entry: undefined */
    S.taint[100 + r] = 1;
  }
  cp_walk(&S, 0, 0, vo, vt, 0);
  UT_CHECKF(!S.failures, "%s", S.msg);
  cp_total++;
  if (changed) cp_changed_fns++;
  nv_xfree(S.taint);
  nv_xfree(s);
  cp_destroy(&f);
}

static void random_functions(void) {
  unsigned n = ut.quick ? 300 : 3000, i;
  for (i = 0; i < n; i++) cp_one();
  /* the generator must exercise the pass, not just leave it idle */
  UT_CHECKF(cp_changed_fns * 4 > cp_total && cp_deleted && cp_forwarded,
            "changed %u of %u functions, %u moves deleted, %u reads forwarded", cp_changed_fns, cp_total,
            cp_deleted, cp_forwarded);
  printf("copyprop: %u functions, %u changed, %u moves deleted, %u reads forwarded\n", cp_total, cp_changed_fns,
         cp_deleted, cp_forwarded);
}

/* The xorshift pattern of issue 9: v copied to t before a join, t copied back after it
 * on a path where v never changed; the other path leaves t undefined. Both copies go. */
static void loop_copy_back(void) {
  cp_fn f;
  nv_minst *mi;
  uint32_t v, t, p;
  nv_mblock *b0, *b1, *b2, *b3;
  memset(&f, 0, sizeof f);
  nv_arena_init(&f.arena);
  f.mf = nv_mfunc_new(&f.arena, NULL, NULL);
  f.mf->name = "xs";
  f.mf->is_ssa = 0;
  v = nv_vreg_new(f.mf, NV_RC_B64);
  t = nv_vreg_new(f.mf, NV_RC_B64);
  p = nv_vreg_new(f.mf, NV_RC_PRED);
  b0 = nv_mblock_new(f.mf, NULL);
  b1 = nv_mblock_new(f.mf, NULL);
  b2 = nv_mblock_new(f.mf, NULL);
  b3 = nv_mblock_new(f.mf, NULL);
  mi = cp_add(&f, b0, NV_PTX_MOV_U64, 1, 2); /* v = 0 */
  mi->ops[0] = nv_mop_reg(v);
  mi->ops[1] = nv_mop_imm(0);
  mi = cp_add(&f, b0, NV_PTX_SETP_S32, 1, 3);
  mi->ops[0] = nv_mop_reg(p);
  mi->ops[1] = nv_mop_imm(0);
  mi->ops[2] = nv_mop_imm(1);
  mi = cp_add(&f, b0, NV_PTX_BRA, 0, 1); /* @p bra b2 (t undefined there) */
  mi->ops[0] = nv_mop_block(b2);
  mi->pred = p;
  mi = cp_add(&f, b1, NV_PTX_MOV_U64, 1, 2); /* v = 1 */
  mi->ops[0] = nv_mop_reg(v);
  mi->ops[1] = nv_mop_imm(1);
  mi = cp_add(&f, b1, NV_PTX_COPY, 1, 2); /* t = v */
  mi->ops[0] = nv_mop_reg(t);
  mi->ops[1] = nv_mop_reg(v);
  mi = cp_add(&f, b2, NV_PTX_ST_U64, 0, 2); /* join: st [g], v */
  mi->ops[0] = nv_mop_addr_sym("g", 0);
  mi->ops[1] = nv_mop_reg(v);
  mi = cp_add(&f, b3, NV_PTX_COPY, 1, 2); /* v = t: redundant */
  mi->ops[0] = nv_mop_reg(v);
  mi->ops[1] = nv_mop_reg(t);
  mi = cp_add(&f, b3, NV_PTX_ST_U64, 0, 2);
  mi->ops[0] = nv_mop_addr_sym("g", 8);
  mi->ops[1] = nv_mop_reg(v);
  cp_add(&f, b3, NV_PTX_RET, 0, 0);
  nv_mfunc_number_blocks(f.mf);
  nv_mfunc_compute_cfg(f.mf);
  UT_CHECK(nv_pass_machine_copy_prop(f.mf, NULL));
  UT_CHECK(b3->first->opc == NV_PTX_ST_U64);                    /* v = t went */
  UT_CHECK(b1->first == b1->last && b1->first->opc == NV_PTX_MOV_U64); /* t = v went (dead) */
  /* with the knob, nothing changes */
  cp_destroy(&f);
}

static void knob_disables(void) {
  cp_fn f;
  nv_options opt;
  int64_t knobs[NV_KNOB_COUNT];
  unsigned k, before = 0, after = 0;
  nv_mblock *mb;
  nv_minst *mi;
  do {
    cp_build(&f, 4);
    memset(&opt, 0, sizeof opt);
    for (k = 0; k < NV_KNOB_COUNT; k++) knobs[k] = nv_mir_knob(NULL, (nv_knob_id)k);
    knobs[NV_KNOB_DISABLE_COPYPROP] = 1;
    opt.knobs = knobs;
    for (mb = f.mf->first; mb; mb = mb->next)
      for (mi = mb->first; mi; mi = mi->next) before++;
    UT_CHECK(!nv_pass_machine_copy_prop(f.mf, &opt));
    for (mb = f.mf->first; mb; mb = mb->next)
      for (mi = mb->first; mi; mi = mi->next) after++;
    UT_CHECK(before == after);
    k = nv_mcp_run(f.mf); /* the same function does change without the knob */
    cp_destroy(&f);
  } while (!k);
}

int main(int argc, char **argv) {
  ut_rs = 9;
  ut_init(argc, argv, "copyprop.");
  UT_RUN(random_functions);
  UT_RUN(loop_copy_back);
  UT_RUN(knob_disables);
  return ut_finish();
}
