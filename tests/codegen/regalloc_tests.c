/* regalloc_tests.c -- unit tests of pressure-driven allocation (mir/greedy.c), stack slot
 * colouring (mir/stack_slot_coloring.c), frame layout of spill slots and block
 * rematerialisation (mir/remat_block.c), with independent oracles.
 *
 * Random machine functions after PHI elimination (random CFGs with loops, registers
 * written several times, long-lived 32- and 64-bit values, constants, predicates that
 * decide the branches) run in a small interpreter before and after the passes; the values
 * each run stores must agree (the spill code, the recomputations, the shared slots and
 * the frame offsets all take part: the interpreter gives .local its own memory).
 *  - greedy under caps of 5 to 12 registers, then stack slot colouring and frame layout:
 *    pressure by brute force (liveness by iterative dataflow over the final function,
 *    not the library's): at every instruction where the 32-bit units live after it
 *    exceed the cap, every register live across it must be one the next instruction
 *    reads -- the only pressure no spill can remove;
 *  - stack slot colouring: two slots given one place must never hold values at once:
 *    for every store to a slot, a forward search over the paths from it finds no load of
 *    another slot of the same place before that slot is stored again;
 *  - block remat under a cap: the same stores, and the pressure across block boundaries
 *    does not go up.
 * The machine verifier must accept every function after every pass.
 * Prints "PASS: name" / "FAIL: name (why)" lines. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>
#include <string.h>

static uint64_t rng_state;
static uint32_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)(rng_state >> 11);
}
static uint32_t pick(uint32_t n) { return n ? rnd() % n : 0; }

static unsigned errors_seen;
static void count_diag(const nvcg_diagnostic *d, void *user) {
  (void)user;
  if (getenv("RA_DEBUG")) fprintf(stderr, "%s\n", d->message);
  if (d->severity == NVCG_SEV_ERROR) errors_seen++;
}

static void dump(const nv_mfunc *mf) {
  if (getenv("RA_DEBUG")) {
    nv_buf b = NV_BUF_INIT;
    nv_mfunc_dump(mf, &b);
    fprintf(stderr, "%s\n", b.data);
    nv_buf_free(&b);
  }
}

/* ---- random functions ---- */

#define MAXB 8
static nv_minst *add(nv_mfunc *mf, nv_mblock *mb, unsigned opc, unsigned ndefs, unsigned nops) {
  nv_minst *mi = nv_minst_new(mf, opc, ndefs, nops);
  nv_minst_append(mb, mi);
  return mi;
}

typedef struct gen {
  nv_mfunc *mf;
  nv_mblock *b[MAXB];
  unsigned nb;
  NV_VEC(uint32_t) r32, r64;  /* registers defined in the entry (usable everywhere) */
  uint32_t k;                 /* trace slot counter */
} gen;

static uint32_t any32(gen *g) { return g->r32.data[pick(g->r32.len)]; }
static uint32_t any64(gen *g) { return g->r64.data[pick(g->r64.len)]; }

static void observe(gen *g, nv_mblock *mb, uint32_t r, int wide) {
  nv_minst *st = add(g->mf, mb, wide ? NV_PTX_ST_U64 : NV_PTX_ST_U32, 0, 2);
  st->mods.space = NV_SPACE_GLOBAL;
  st->ops[0] = nv_mop_addr_sym("trace", (int64_t)(g->k++ % 97));
  st->ops[1] = nv_mop_reg(r);
}

/* A block's body: adds reading the entry's values and the block's own earlier ones, some
 * writing an entry value again, constants; at the end a few of the block's own values are
 * read, so that they live across the block (spilled, their slots are free again in the
 * next block: material for slot colouring). */
static void body(gen *g, nv_mblock *mb, unsigned n) {
  NV_VEC(uint32_t) loc = NV_VEC_INIT;
  unsigned i;
  for (i = 0; i < n; i++) {
    unsigned kind = pick(10);
    nv_minst *mi;
    if (kind < 5) { /* 32-bit add, sometimes into an existing register (several writes) */
      uint32_t d = pick(3) == 0 ? any32(g) : nv_vreg_new(g->mf, NV_RC_B32);
      mi = add(g->mf, mb, NV_PTX_ADD_S32, 1, 3);
      mi->ops[0] = nv_mop_reg(d);
      mi->ops[1] = nv_mop_reg(loc.len && pick(2) ? loc.data[pick(loc.len)] : any32(g));
      mi->ops[2] = pick(2) ? nv_mop_reg(any32(g)) : nv_mop_imm((int64_t)pick(100));
      if (pick(3) == 0) observe(g, mb, d, 0);
      else if (nv_vreg_class(g->mf, d) == NV_RC_B32 && d > g->r32.data[g->r32.len - 1]) nv_vec_push(&loc, d);
    } else if (kind < 7) {
      uint32_t d = pick(3) == 0 ? any64(g) : nv_vreg_new(g->mf, NV_RC_B64);
      mi = add(g->mf, mb, NV_PTX_ADD_S64, 1, 3);
      mi->ops[0] = nv_mop_reg(d);
      mi->ops[1] = nv_mop_reg(any64(g));
      mi->ops[2] = pick(2) ? nv_mop_reg(any64(g)) : nv_mop_imm((int64_t)pick(100000));
      if (pick(3) == 0) observe(g, mb, d, 1);
    } else if (kind < 8) { /* a constant used far away: remat material */
      uint32_t d = nv_vreg_new(g->mf, NV_RC_B32);
      mi = add(g->mf, mb, NV_PTX_MOV_U32, 1, 2);
      mi->ops[0] = nv_mop_reg(d);
      mi->ops[1] = nv_mop_imm((int64_t)pick(1000));
      observe(g, mb, d, 0);
    } else {
      observe(g, mb, pick(2) ? any32(g) : any64(g), 0 /* fixed below */);
      mi = mb->last;
      if (nv_vreg_class(g->mf, mi->ops[1].reg) == NV_RC_B64) mi->opc = NV_PTX_ST_U64;
    }
  }
  for (i = 0; i < loc.len && i < 3; i++) observe(g, mb, loc.data[i], 0);
  nv_vec_free(&loc);
}

static nv_mfunc *gen_function(nv_arena *arena, const nv_target *tgt, unsigned nlong) {
  gen g;
  unsigned i;
  nv_minst *mi;
  memset(&g, 0, sizeof g);
  g.mf = nv_mfunc_new(arena, tgt, NULL);
  g.mf->name = "rand";
  g.mf->is_ssa = 0;
  g.nb = 2 + pick(MAXB - 1);
  for (i = 0; i < g.nb; i++) g.b[i] = nv_mblock_new(g.mf, NULL);
  /* the entry defines the long-lived values: constants and sums */
  for (i = 0; i < nlong; i++) {
    int wide = pick(4) == 0;
    uint32_t d = nv_vreg_new(g.mf, wide ? NV_RC_B64 : NV_RC_B32);
    if (i < 2 || pick(2)) {
      mi = add(g.mf, g.b[0], wide ? NV_PTX_MOV_U64 : NV_PTX_MOV_U32, 1, 2);
      mi->ops[1] = nv_mop_imm((int64_t)(1 + pick(5000)));
    } else {
      mi = add(g.mf, g.b[0], wide ? NV_PTX_ADD_S64 : NV_PTX_ADD_S32, 1, 3);
      mi->ops[1] = nv_mop_reg(wide ? any64(&g) : any32(&g));
      mi->ops[2] = nv_mop_imm((int64_t)pick(77));
    }
    mi->ops[0] = nv_mop_reg(d);
    if (wide) nv_vec_push(&g.r64, d);
    else nv_vec_push(&g.r32, d);
    if (!g.r32.len || !g.r64.len) { /* both kinds from the start */
      uint32_t e = nv_vreg_new(g.mf, wide ? NV_RC_B32 : NV_RC_B64);
      mi = add(g.mf, g.b[0], wide ? NV_PTX_MOV_U32 : NV_PTX_MOV_U64, 1, 2);
      mi->ops[0] = nv_mop_reg(e);
      mi->ops[1] = nv_mop_imm(3);
      if (wide) nv_vec_push(&g.r32, e);
      else nv_vec_push(&g.r64, e);
    }
  }
  for (i = 0; i < g.nb; i++) {
    nv_mblock *mb = g.b[i];
    body(&g, mb, 2 + pick(9));
    /* every long-lived value is read somewhere late, so it stays live across blocks */
    if (i == g.nb - 1) {
      unsigned k;
      for (k = 0; k < g.r32.len; k++) observe(&g, mb, g.r32.data[k], 0);
      for (k = 0; k < g.r64.len; k++) observe(&g, mb, g.r64.data[k], 1);
      add(g.mf, mb, NV_PTX_RET, 0, 0);
    } else {
      uint32_t p = nv_vreg_new(g.mf, NV_RC_PRED);
      unsigned t1 = 1 + pick(g.nb - 1), t2 = i + 1;
      mi = add(g.mf, mb, NV_PTX_SETP_S32, 1, 3);
      mi->mods.cmp = NV_CMP_LT;
      mi->ops[0] = nv_mop_reg(p);
      mi->ops[1] = nv_mop_reg(any32(&g));
      mi->ops[2] = nv_mop_imm((int64_t)pick(3000));
      mi = add(g.mf, mb, NV_PTX_BRA, 0, 1);
      mi->ops[0] = nv_mop_block(g.b[t1]);
      mi->pred = p;
      if (t2 < g.nb) {
        mi = add(g.mf, mb, NV_PTX_BRA, 0, 1);
        mi->ops[0] = nv_mop_block(g.b[t2]);
        mi->mods.uni = 1;
      }
    }
  }
  nv_mfunc_number_blocks(g.mf);
  nv_mfunc_compute_cfg(g.mf);
  nv_vec_free(&g.r32);
  nv_vec_free(&g.r64);
  return g.mf;
}

static void free_function(nv_mfunc *mf, nv_arena *arena) {
  nv_mblock *mb;
  for (mb = mf->first; mb; mb = mb->next) {
    nv_vec_free(&mb->preds);
    nv_vec_free(&mb->succs);
  }
  nv_vec_free(&mf->vreg_class);
  nv_vec_free(&mf->frame);
  nv_arena_free(arena);
}

/* ---- the interpreter ---- */

typedef struct trace {
  uint64_t v[1024];
  unsigned n;
  int ok;
} trace;

static uint64_t opval(const uint64_t *reg, const nv_mop *op) { return op->kind == NV_MO_IMM ? (uint64_t)op->imm : reg[op->reg]; }

/* .local memory: frame-index addresses (before layout) are slot*64 + offset, %SPL ones
 * are the offset itself plus 1 << 20. */
static uint64_t local_addr(const nv_mop *a) {
  if (a->base_kind == NV_MO_IMM) return (uint64_t)a->fi * 64u + (uint64_t)a->imm;
  return (1u << 20) + (uint64_t)a->imm;
}

static void run(const nv_mfunc *mf, trace *out) {
  uint32_t nregs = mf->vreg_class.len;
  uint64_t *reg = (uint64_t *)calloc(nregs + 1, sizeof *reg);
  uint8_t *mem = (uint8_t *)calloc((1u << 20) + 65536, 1);
  const nv_mblock *mb = mf->first;
  unsigned steps = 0;
  out->n = 0;
  out->ok = 1;
  while (mb && steps++ < 40) {
    const nv_minst *mi;
    const nv_mblock *next = mb->next;
    for (mi = mb->first; mi; mi = mi->next) {
      const nv_mop *o = mi->ops;
      switch (mi->opc) {
      case NV_PTX_MOV_U32: reg[o[0].reg] = (uint32_t)o[1].imm; break;
      case NV_PTX_MOV_U64: reg[o[0].reg] = (uint64_t)o[1].imm; break;
      case NV_PTX_COPY: reg[o[0].reg] = reg[o[1].reg]; break;
      case NV_PTX_ADD_S32: reg[o[0].reg] = (uint32_t)(opval(reg, &o[1]) + opval(reg, &o[2])); break;
      case NV_PTX_ADD_S64: reg[o[0].reg] = opval(reg, &o[1]) + opval(reg, &o[2]); break;
      case NV_PTX_SETP_S32:
        reg[o[0].reg] = (int32_t)opval(reg, &o[1]) < (int32_t)opval(reg, &o[2]);
        break;
      case NV_PTX_ST_U32: case NV_PTX_ST_U64: {
        uint64_t v = reg[o[1].reg];
        if (mi->mods.space == NV_SPACE_GLOBAL) {
          if (out->n < 1024) out->v[out->n++] = (uint64_t)o[0].imm * 1000003u + v;
        } else {
          uint64_t a = local_addr(&o[0]);
          memcpy(mem + a, &v, mi->opc == NV_PTX_ST_U32 ? 4 : 8);
        }
        break;
      }
      case NV_PTX_LD_U32: case NV_PTX_LD_U64: {
        uint64_t v = 0, a = local_addr(&o[1]);
        memcpy(&v, mem + a, mi->opc == NV_PTX_LD_U32 ? 4 : 8);
        reg[o[0].reg] = v;
        break;
      }
      case NV_PTX_BRA:
        if (!mi->pred || (reg[mi->pred] != 0) != (mi->pred_neg != 0)) {
          next = o[0].mbb;
          mi = NULL;
        }
        break;
      case NV_PTX_RET: next = NULL; mi = NULL; break;
      default: out->ok = 0; break; /* an instruction the passes should not have made */
      }
      if (!mi) break;
    }
    mb = next;
  }
  free(reg);
  free(mem);
}

static int same(const trace *a, const trace *b) {
  return a->ok && b->ok && a->n == b->n && !memcmp(a->v, b->v, a->n * sizeof a->v[0]);
}

/* ---- brute-force liveness (iterative dataflow over instructions, every register) ---- */

typedef struct bf {
  uint32_t nregs, n;
  const nv_minst **insts;
  uint8_t *after;   /* n * nregs: live after instruction i */
} bf;

static int bf_reads(const nv_minst *mi, uint32_t r) { return nv_minst_reads(mi, r); }

static void bf_compute(bf *B, const nv_mfunc *mf) {
  const nv_mblock *mb;
  const nv_minst *mi;
  uint32_t i, r, n = 0;
  int changed = 1;
  uint32_t *first = (uint32_t *)calloc(mf->nblocks + 1, sizeof(uint32_t));
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) n++;
  B->nregs = mf->vreg_class.len;
  B->n = n;
  B->insts = (const nv_minst **)calloc(n + 1, sizeof *B->insts);
  B->after = (uint8_t *)calloc((size_t)(n + 1) * B->nregs, 1);
  n = 0;
  for (mb = mf->first; mb; mb = mb->next) {
    first[mb->index] = n;
    for (mi = mb->first; mi; mi = mi->next) B->insts[n++] = mi;
  }
  while (changed) {
    changed = 0;
    for (i = n; i-- > 0;) {
      const nv_minst *x = B->insts[i];
      uint8_t *aft = B->after + (size_t)i * B->nregs;
      /* live after x = union of live before its successors */
      for (r = 1; r < B->nregs; r++) {
        int live = 0;
        if (x->next) {
          uint32_t j = i + 1;
          const nv_minst *y = B->insts[j];
          live = bf_reads(y, r) || (B->after[(size_t)j * B->nregs + r] && !(nv_minst_writes(y, r) && !y->pred));
        } else {
          uint32_t s;
          for (s = 0; s < x->parent->succs.len && !live; s++) {
            const nv_mblock *sb = x->parent->succs.data[s];
            uint32_t j = first[sb->index];
            const nv_minst *y = sb->first;
            if (!y) continue;
            live = bf_reads(y, r) || (B->after[(size_t)j * B->nregs + r] && !(nv_minst_writes(y, r) && !y->pred));
          }
        }
        if (live && !aft[r]) {
          aft[r] = 1;
          changed = 1;
        }
      }
    }
  }
  free(first);
}

static void bf_free(bf *B) {
  free(B->insts);
  free(B->after);
}

static unsigned units_of(const nv_mfunc *mf, uint32_t r) {
  nv_regclass rc = nv_vreg_class(mf, r);
  return rc == NV_RC_PRED ? 0 : rc == NV_RC_B64 || rc == NV_RC_F64 ? 2 : 1;
}

/* The allocator's promise, checked by brute force. */
static int check_pressure(const nv_mfunc *mf, unsigned cap, char *why, size_t whysize) {
  bf B;
  uint32_t i, r;
  int ok = 1;
  bf_compute(&B, mf);
  for (i = 0; i < B.n && ok; i++) {
    const nv_minst *x = B.insts[i];
    const uint8_t *aft = B.after + (size_t)i * B.nregs;
    unsigned units = 0;
    for (r = 1; r < B.nregs; r++)
      if (aft[r] || nv_minst_writes(x, r)) units += units_of(mf, r);
    if (units <= cap) continue;
    for (r = 1; r < B.nregs; r++)
      if (aft[r] && units_of(mf, r) && !nv_minst_writes(x, r) && !(x->next && nv_minst_reads(x->next, r))) {
        snprintf(why, whysize, "pressure %u over the cap %u at instruction %u, where register %u could have been spilled",
                 units, cap, i, r);
        ok = 0;
        break;
      }
  }
  bf_free(&B);
  return ok;
}

/* ---- brute-force slot lifetimes ---- */

static int slot_of(const nv_minst *mi, int *store) {
  unsigned fl = nv_ptx_info_of(mi->opc)->flags;
  uint32_t i;
  if (!(fl & (NV_PF_LOAD | NV_PF_STORE)) || mi->mods.space != NV_SPACE_LOCAL) return -1;
  for (i = 0; i < mi->nops; i++)
    if (mi->ops[i].kind == NV_MO_ADDR && mi->ops[i].base_kind == NV_MO_IMM) {
      *store = (fl & NV_PF_STORE) != 0;
      return mi->ops[i].fi;
    }
  return -1;
}

/* Is slot s read on some path from just after instruction `from` before it is stored
 * again? Forward search over instructions. */
static int slot_read_later(const nv_mfunc *mf, const nv_minst *from, int s) {
  NV_VEC(const nv_minst *) work = NV_VEC_INIT;
  uint8_t *seen_block = (uint8_t *)calloc(mf->nblocks + 1, 1);
  int found = 0;
  const nv_minst *start = from->next;
  const nv_mblock *mb = from->parent;
  uint32_t k;
  /* the rest of from's block, then blocks (each once, from its top) */
  for (;;) {
    const nv_minst *mi;
    int killed = 0;
    for (mi = start; mi; mi = mi->next) {
      int st = 0, t = slot_of(mi, &st);
      if (t == s && !st) {
        found = 1;
        break;
      }
      if (t == s && st && !mi->pred) {
        killed = 1;
        break;
      }
    }
    if (found) break;
    if (!killed)
      for (k = 0; k < mb->succs.len; k++)
        if (!seen_block[mb->succs.data[k]->index]) {
          seen_block[mb->succs.data[k]->index] = 1;
          nv_vec_push(&work, mb->succs.data[k]->first ? mb->succs.data[k]->first : (const nv_minst *)NULL);
        }
    while (work.len && !nv_vec_last(&work)) work.len--;
    if (!work.len) break;
    start = nv_vec_last(&work);
    work.len--;
    mb = start->parent;
  }
  nv_vec_free(&work);
  free(seen_block);
  return found;
}

/* Slots sharing a place (map) never hold values at once: at every store to a slot, no
 * other slot of its place is read later before being stored again. */
static int check_slots(const nv_mfunc *mf, const uint32_t *map, char *why, size_t whysize) {
  const nv_mblock *mb;
  uint32_t n = mf->frame.len, j;
  for (mb = mf->first; mb; mb = mb->next) {
    const nv_minst *mi;
    for (mi = mb->first; mi; mi = mi->next) {
      int st = 0, s = slot_of(mi, &st);
      if (s < 0 || !st) continue;
      for (j = 0; j < n; j++)
        if ((int)j != s && map[j] == map[s] && slot_read_later(mf, mi, (int)j)) {
          snprintf(why, whysize, "slots %d and %u share a place, but %u is live where %d is stored", s, j, j, s);
          return 0;
        }
    }
  }
  return 1;
}

/* ---- tests ---- */

static unsigned count_spill_slots(const nv_mfunc *mf) {
  uint32_t i, n = 0;
  for (i = 0; i < mf->frame.len; i++) n += mf->frame.data[i].is_spill;
  return n;
}

static int test_greedy_random(nv_options *o, const nv_target *tgt, char *why, size_t whysize, unsigned *spilled_fns,
                              unsigned *merged_fns) {
  unsigned f;
  for (f = 0; f < 300; f++) {
    nv_arena arena;
    nv_mfunc *mf;
    trace before, after;
    unsigned cap = 5 + f % 8, nslots;
    uint32_t *map;
    nv_arena_init(&arena);
    mf = gen_function(&arena, tgt, 4 + pick(14));
    o->maxreg = cap;
    errors_seen = 0;
    if (!nv_mir_verify(mf, o, "generation")) {
      dump(mf);
      snprintf(why, whysize, "function %u: the verifier rejects a generated function", f);
      return 0;
    }
    run(mf, &before);
    nv_pass_greedy(mf, o);
    if (errors_seen || !nv_mir_verify(mf, o, "greedy")) {
      dump(mf);
      snprintf(why, whysize, "function %u (cap %u): an error or the verifier after greedy", f, cap);
      return 0;
    }
    nv_mfunc_number_blocks(mf);
    nv_mfunc_compute_cfg(mf);
    if (!check_pressure(mf, cap, why, whysize)) {
      dump(mf);
      return 0;
    }
    nslots = count_spill_slots(mf);
    if (nslots) (*spilled_fns)++;
    map = (uint32_t *)calloc(mf->frame.len + 1, sizeof(uint32_t));
    {
      /* colouring renames the accesses to their place: check on the slots they had */
      NV_VEC(nv_mop *) acc = NV_VEC_INIT;
      NV_VEC(int32_t) orig = NV_VEC_INIT;
      nv_mblock *mb;
      uint32_t k;
      int ok;
      for (mb = mf->first; mb; mb = mb->next) {
        nv_minst *mi;
        for (mi = mb->first; mi; mi = mi->next)
          for (k = 0; k < mi->nops; k++)
            if (mi->ops[k].kind == NV_MO_ADDR && mi->ops[k].base_kind == NV_MO_IMM) {
              nv_vec_push(&acc, &mi->ops[k]);
              nv_vec_push(&orig, mi->ops[k].fi);
            }
      }
      if (nv_ssc_run(mf, map)) (*merged_fns)++;
      for (k = 0; k < acc.len; k++) {
        if (acc.data[k]->fi != (int32_t)map[orig.data[k]]) {
          snprintf(why, whysize, "function %u: an access to slot %d names %d, not its place %u", f, orig.data[k],
                   acc.data[k]->fi, map[orig.data[k]]);
          return 0;
        }
        acc.data[k]->fi = orig.data[k];
      }
      ok = check_slots(mf, map, why, whysize);
      for (k = 0; k < acc.len; k++) acc.data[k]->fi = (int32_t)map[orig.data[k]];
      nv_vec_free(&acc);
      nv_vec_free(&orig);
      if (!ok) {
        dump(mf);
        free(map);
        return 0;
      }
    }
    free(map);
    run(mf, &after);
    if (!same(&before, &after)) {
      dump(mf);
      snprintf(why, whysize, "function %u (cap %u): stores differ after greedy and slot colouring", f, cap);
      return 0;
    }
    nv_pass_frame_layout(mf, o);
    run(mf, &after);
    if (!same(&before, &after) || !nv_mir_verify(mf, o, "frame_layout")) {
      dump(mf);
      snprintf(why, whysize, "function %u (cap %u): stores differ after frame layout", f, cap);
      return 0;
    }
    free_function(mf, &arena);
  }
  o->maxreg = 0;
  return 1;
}

/* Live-out pressure summed over blocks (32-bit units), by brute force. */
static unsigned boundary_pressure(const nv_mfunc *mf) {
  bf B;
  const nv_mblock *mb;
  uint32_t i = 0, r;
  unsigned total = 0;
  bf_compute(&B, mf);
  for (mb = mf->first; mb; mb = mb->next) {
    const nv_minst *mi;
    for (mi = mb->first; mi; mi = mi->next, i++)
      if (!mi->next)
        for (r = 1; r < B.nregs; r++)
          if (B.after[(size_t)i * B.nregs + r]) total += units_of(mf, r);
  }
  bf_free(&B);
  return total;
}

static int test_remat_block_random(nv_options *o, const nv_target *tgt, char *why, size_t whysize, unsigned *changed_fns) {
  unsigned f;
  for (f = 0; f < 300; f++) {
    nv_arena arena;
    nv_mfunc *mf;
    trace before, after;
    unsigned cap = 3 + f % 6, p0, p1;
    nv_arena_init(&arena);
    mf = gen_function(&arena, tgt, 4 + pick(14));
    o->maxreg = cap;
    errors_seen = 0;
    run(mf, &before);
    p0 = boundary_pressure(mf);
    if (nv_pass_remat_block(mf, o)) (*changed_fns)++;
    if (errors_seen || !nv_mir_verify(mf, o, "remat_block")) {
      dump(mf);
      snprintf(why, whysize, "function %u (cap %u): an error or the verifier after remat_block", f, cap);
      return 0;
    }
    nv_mfunc_number_blocks(mf);
    nv_mfunc_compute_cfg(mf);
    p1 = boundary_pressure(mf);
    run(mf, &after);
    if (!same(&before, &after)) {
      dump(mf);
      snprintf(why, whysize, "function %u (cap %u): stores differ after remat_block", f, cap);
      return 0;
    }
    if (p1 > p0) {
      dump(mf);
      snprintf(why, whysize, "function %u (cap %u): pressure across blocks rose from %u to %u", f, cap, p0, p1);
      return 0;
    }
    free_function(mf, &arena);
  }
  o->maxreg = 0;
  return 1;
}

int main(void) {
  nvcg_context *ctx = nvcg_context_create();
  nv_options o;
  nv_target tgt;
  char why[256];
  unsigned spilled = 0, merged = 0, pulled = 0;
  nvcg_context_set_diag_handler(ctx, count_diag, NULL);
  memset(&o, 0, sizeof o);
  o.sm = 75;
  o.opt_level = 2;
  o.diag = &ctx->diag;
  nv_target_init(&tgt, 75, 0);
  rng_state = 0x13198a2e03707344ull;
  why[0] = 0;
  if (!test_greedy_random(&o, &tgt, why, sizeof why, &spilled, &merged))
    printf("FAIL: regalloc/greedy_random (%s)\n", why);
  else if (spilled < 150 || merged < 30)
    printf("FAIL: regalloc/greedy_random (only %u of 300 functions spilled, %u shared slots: the test lost its teeth)\n",
           spilled, merged);
  else
    printf("PASS: regalloc/greedy_random (%u of 300 functions spilled, %u shared slots)\n", spilled, merged);
  if (!test_remat_block_random(&o, &tgt, why, sizeof why, &pulled))
    printf("FAIL: regalloc/remat_block_random (%s)\n", why);
  else if (pulled < 50)
    printf("FAIL: regalloc/remat_block_random (only %u of 300 functions changed)\n", pulled);
  else
    printf("PASS: regalloc/remat_block_random (%u of 300 functions changed)\n", pulled);
  nv_target_free(&tgt);
  nvcg_context_destroy(ctx);
  return 0;
}
