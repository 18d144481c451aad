/* early_ifcvt.c -- cicc's "early-ifcvt" (seeds/003: EarlyIfConverterPass, "if-conversion
 * before register allocation", knob disable-early-ifcvt, default false: the pass runs)
 * for PTX, whose every instruction takes a guard predicate: small triangles and diamonds
 * become straight-line guarded code.
 *
 * Why: clang -O3 leaves a branch around every load it may not speculate. heat3d reads
 * each neighbour only when it exists:
 *     @%p bra T;  bra F;   T: ld.global.f32 %x, [..];  bra J;   F: mov.f32 %x, %c;  bra J;   J:
 * The IR cannot form a select there (the load may fault when the guard is false), and
 * LLVM's own EarlyIfConverter only speculates; PTX can guard the load instead:
 *     @%p ld.global.f32 %x, [..];  @!%p mov.f32 %x, %c;
 * (the mov goes first, unguarded, when that is equivalent: see nv_ifc_arm_free), which
 * saves the branches (two per diamond, one taken on every path) and a divergence
 * point per arm.
 *
 * Where: after phi elimination, coalescing and copy propagation (not SSA: the arms write
 * the same register, as above; liveness and the allocator treat a guarded write as one
 * that may not happen, mir.h), before remat_block and greedy, which see the final code,
 * and before block placement.
 *
 * What converts: a block H ending in `@[!]%p bra X` followed by `bra Y` or a fall-through
 * into Y, where
 *   diamond:  X and Y each have H as their only predecessor and go (one unguarded bra, or
 *             a fall-through) to the same block J, or
 *   triangle: one of them (the arm) has H as its only predecessor and goes to the other
 *             (J), and holds one instruction (see NV_IFC_TRIANGLE_MAX; so does a
 *             diamond one of whose arms is empty);
 * and every arm instruction is predicable: no guard of its own, not a terminator, call,
 * barrier, atomic, inline asm or other side-effect row (NV_PF_SIDE) except a plain
 * store (st: guarded, it stores exactly when its block would have), not a template row or
 * pseudo-instruction other than COPY, and no write of %p (the guard of the instructions
 * after it). An arm has at most early-ifcvt-limit instructions (LLVM's knob name; the
 * default, 4, is nvcg's: a guarded arm is issued on every path, a branchy one only on its
 * own, so only short arms pay). Both arms' instructions move into H under the guard that
 * led to them (X's under `@[!]%p`, Y's under the opposite), H ends with `bra J`, and the
 * arms leave the function. Writes of X that Y reads cannot interfere: the two guards are
 * never both true. Nested ifs convert the inner one only (a guarded instruction is not
 * guarded again). */

/* Can mi be put under a guard? */
static int nv_ifc_predicable(const nv_minst *mi) {
  const nv_ptx_info *info = nv_ptx_info_of(mi->opc);
  if (mi->pred) return 0;
  /* a plain store (st, st.b128: store and side effect, no load) only happens when its
   * guard holds, exactly as when its block ran */
  if ((info->flags & ~(unsigned)NV_PF_CARRY_PAIR) == (NV_PF_STORE | NV_PF_SIDE) && info->tmpl[0] == 's' &&
      info->tmpl[1] == 't' && (info->tmpl[2] == '{' || info->tmpl[2] == '.'))
    return 1;
  if (info->flags & (NV_PF_SIDE | NV_PF_TERM | NV_PF_TEMPLATE)) return 0;
  if (!strcmp(info->sig, "pseudo") && mi->opc != NV_PTX_COPY) return 0;
  return 1;
}

/* The end of an arm's body: its final unguarded jump (which stays behind), or NULL when
 * it falls through. An arm's body is every instruction from arm->first up to that. */
static nv_minst *nv_ifc_body_end(const nv_mblock *arm) {
  return arm->last && nv_minst_is_jump(arm->last) ? arm->last : NULL;
}

/* Where control goes after an arm's body: its jump's target, or the next block when it
 * falls through; NULL when the body has another terminator or an instruction that cannot
 * be guarded, writes the guard, or holds more than `limit` instructions. */
static nv_mblock *nv_ifc_arm_exit(const nv_mblock *arm, uint32_t guard, uint32_t limit) {
  const nv_minst *mi, *end = nv_ifc_body_end(arm);
  uint32_t n = 0;
  for (mi = arm->first; mi != end; mi = mi->next)
    if (!nv_ifc_predicable(mi) || nv_minst_writes(mi, guard) || ++n > limit) return NULL;
  return end ? end->ops[0].mbb : arm->next;
}

/* Moves arm's body (everything but its final jump) to the end of h under the guard (none
 * when guard is 0). */
static void nv_ifc_move_guarded(nv_mblock *h, nv_mblock *arm, uint32_t guard, int neg) {
  nv_minst *mi, *next, *end = nv_ifc_body_end(arm);
  for (mi = arm->first; mi != end; mi = next) {
    next = mi->next;
    nv_minst_remove(mi);
    mi->pred = guard;
    mi->pred_neg = (uint8_t)(guard ? neg : 0);
    nv_minst_append(h, mi);
  }
}

/* A triangle's arm converts only when it is a single instruction. Per thread, a branchy
 * triangle issues the branch and, when taken with probability q, the arm's n
 * instructions: 1 + q*n; guarded it issues n. n = 1 never costs more; n = 2 needs
 * q > 1/2, and the common triangle is a rarely taken guard (reduce_shared's
 * `if (tid < s) sdata[tid] += sdata[tid + s]`, taken by fewer warps each step: guarding
 * its 4 instructions made the emulator execute 1.23x as many, and on hardware whole warps
 * that skipped the branch would issue them). A diamond runs one arm on every path
 * anyway: 1 + q*(nx+1) + (1-q)*ny against nx + ny, so its arms may be longer
 * (early-ifcvt-limit). */
#define NV_IFC_TRIANGLE_MAX 1u

static uint32_t nv_ifc_arm_len(const nv_mblock *arm) {
  const nv_minst *mi, *end = nv_ifc_body_end(arm);
  uint32_t n = 0;
  for (mi = arm->first; mi != end; mi = mi->next) n++;
  return n;
}

/* Does any instruction of arm's body read / write reg? */
static int nv_ifc_arm_touches(const nv_mblock *arm, uint32_t reg, int write) {
  const nv_minst *mi, *end = nv_ifc_body_end(arm);
  for (mi = arm->first; mi != end; mi = mi->next)
    if (write ? nv_minst_writes(mi, reg) : nv_minst_reads(mi, reg)) return 1;
  return 0;
}

/* May diamond arm a run unguarded, ahead of the other arm b (guarded)? When a touches no
 * memory and has no side effect, every register a writes is written by b too (so on b's
 * path b's value is what is left) and read by none of b's instructions (which would see
 * a's value instead of the old one). Then a's writes kill, and liveness, which cannot
 * pair two complementary guarded writes, sees the register defined there instead of live
 * from the function's entry. */
static int nv_ifc_arm_free(const nv_mblock *a, const nv_mblock *b) {
  const nv_minst *mi, *end = nv_ifc_body_end(a);
  uint32_t i;
  for (mi = a->first; mi != end; mi = mi->next) {
    if (nv_ptx_info_of(mi->opc)->flags & (NV_PF_LOAD | NV_PF_STORE | NV_PF_SIDE)) return 0;
    for (i = 0; i < mi->ndefs; i++)
      if (mi->ops[i].kind != NV_MO_REG || !nv_ifc_arm_touches(b, mi->ops[i].reg, 1) ||
          nv_ifc_arm_touches(b, mi->ops[i].reg, 0))
        return 0;
  }
  return 1;
}

/* Tries to convert the if that h's branch opens; 1 when it did. The CFG (preds) must be
 * current for h's successors. */
static int nv_ifc_try(nv_mfunc *mf, nv_mblock *h, uint32_t limit) {
  nv_minst *cb, *jmp = NULL, *t;
  nv_mblock *x, *y, *jx, *jy, *j;
  uint32_t guard, k, n;
  int neg, xarm, yarm;
  /* the terminators: `@[!]%p bra X` and then `bra Y` or nothing (fall through into Y) */
  cb = nv_mblock_first_term(h);
  if (!cb || cb->opc != NV_PTX_BRA || !cb->pred || cb->nops != 1 || cb->ops[0].kind != NV_MO_BLOCK) return 0;
  if (cb->next) {
    if (cb->next != h->last || !nv_minst_is_jump(cb->next)) return 0;
    jmp = cb->next;
    y = jmp->ops[0].mbb;
  } else {
    y = h->next;
  }
  x = cb->ops[0].mbb;
  guard = cb->pred;
  neg = cb->pred_neg;
  if (!x || !y || x == y || x == h || y == h || x == mf->first || y == mf->first) return 0;
  xarm = x->preds.len == 1 && x->preds.data[0] == h;
  yarm = y->preds.len == 1 && y->preds.data[0] == h;
  jx = xarm ? nv_ifc_arm_exit(x, guard, limit) : NULL;
  jy = yarm ? nv_ifc_arm_exit(y, guard, limit) : NULL;
  if (jx && jy && jx == jy && jx != x && jx != y) {
    uint32_t lx = nv_ifc_arm_len(x), ly = nv_ifc_arm_len(y);
    /* an empty arm (a split critical edge) makes it a triangle for the cost */
    if ((!lx && ly > NV_IFC_TRIANGLE_MAX) || (!ly && lx > NV_IFC_TRIANGLE_MAX)) return 0;
    j = jx; /* diamond */
  } else if (jx && jx == y && nv_ifc_arm_len(x) <= NV_IFC_TRIANGLE_MAX) {
    j = y; /* triangle: X is the arm */
    yarm = 0;
  } else if (jy && jy == x && nv_ifc_arm_len(y) <= NV_IFC_TRIANGLE_MAX) {
    j = x; /* triangle: Y is the arm */
    xarm = 0;
  } else {
    return 0;
  }
  if (xarm && !jx) return 0;
  if (yarm && !jy) return 0;
  /* h's terminators go; the arms' bodies follow under their guards; then `bra J` */
  if (jmp) nv_minst_remove(jmp);
  nv_minst_remove(cb);
  if (xarm && yarm && nv_ifc_arm_free(y, x)) {
    nv_ifc_move_guarded(h, y, 0, 0);
    nv_ifc_move_guarded(h, x, guard, neg);
  } else if (xarm && yarm && nv_ifc_arm_free(x, y)) {
    nv_ifc_move_guarded(h, x, 0, 0);
    nv_ifc_move_guarded(h, y, guard, !neg);
  } else {
    if (xarm) nv_ifc_move_guarded(h, x, guard, neg);
    if (yarm) nv_ifc_move_guarded(h, y, guard, !neg);
  }
  t = nv_minst_new_jump(mf, j);
  nv_minst_append(h, t);
  /* the arms had h as their only predecessor: nothing reaches them now. A block that
   * fell through into an arm is h (its jump is explicit now) or none. */
  if (xarm) nv_mblock_erase(mf, x);
  if (yarm) nv_mblock_erase(mf, y);
  /* the edges: h -> J only; J's predecessors lose the arms (and h, added back once) */
  h->succs.len = 0;
  nv_vec_push(&h->succs, j);
  for (k = n = 0; k < j->preds.len; k++) {
    nv_mblock *p = j->preds.data[k];
    if ((xarm && p == x) || (yarm && p == y) || p == h) continue;
    j->preds.data[n++] = p;
  }
  j->preds.len = n;
  nv_vec_push(&j->preds, h);
  return 1;
}

static int nv_pass_early_ifcvt(nv_mfunc *mf, const nv_options *o) {
  int64_t lim = nv_mir_knob(o, NV_KNOB_EARLY_IFCVT_LIMIT);
  uint32_t limit = lim < 0 ? 0 : lim > 1000 ? 1000 : (uint32_t)lim;
  int changed = 0;
  nv_mblock *mb;
  if (nv_mir_knob(o, NV_KNOB_DISABLE_EARLY_IFCVT) || mf->is_ssa || !mf->first) return 0;
  nv_mfunc_compute_cfg(mf);
  /* one sweep: a converted if leaves a block ending in an unconditional jump, which opens
   * no new if, and its arms' guarded code is not predicable again (nested ifs convert
   * inside only). nv_ifc_try keeps the edges it changes current. */
  for (mb = mf->first; mb; mb = mb->next)
    if (nv_ifc_try(mf, mb, limit)) changed = 1;
  if (changed) {
    nv_mfunc_number_blocks(mf);
    nv_mfunc_compute_cfg(mf);
  }
  return changed;
}
