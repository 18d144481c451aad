/* sccp.c -- sparse conditional constant propagation (Wegman and Zadeck). Every value
 * starts unknown (nothing proven yet, optimistically any constant), blocks start not
 * executed; from the entry block, executed instructions are evaluated over the lattice
 *     unknown  >  constant  >  overdefined
 * -- a phi meets the values of its executed incoming edges only, a branch on a constant
 * marks one successor edge executed, anything else is folded when its operands are
 * constants (simplify.c's folder, nv_opt_fold) -- until nothing changes. So a value
 * that is constant on every path that can run is found even through phis and loops
 * (`x = 1; for (...) if (x != 1) x = 2;`), which simplify, one instruction at a time,
 * cannot see. Loads, calls, arguments, undef and poison are overdefined. A branch whose
 * condition stays unknown after the propagation (it reads only values of no executed
 * definition) is made overdefined and propagation resumes, so no executed block is left
 * with an undecided exit. Then constant values replace their instructions and branches
 * on constants become unconditional (their dropped edges leave the targets' phis);
 * simplifycfg deletes the blocks no longer reached. Runs at -O2 and above. */

enum { NV_SCCP_UNKNOWN, NV_SCCP_CONST, NV_SCCP_OVER };

typedef struct nv_sccp {
  nv_cfg g;
  nv_map state;                 /* instruction -> index into vals (absent: unknown) */
  NV_VEC(nv_value *) vals;      /* constant, or NULL for overdefined */
  uint8_t *edge;                /* per CFG edge (succ index): executed */
  uint8_t *block;               /* per block: executed */
  NV_VEC(nv_inst *) iwork;      /* instructions whose operand values changed */
  NV_VEC(uint32_t) bwork;       /* blocks newly executed */
} nv_sccp;

/* The lattice value of v: kind, and the constant when it is one. */
static int nv_sccp_get(const nv_sccp *s, nv_value *v, nv_value **c) {
  uintptr_t k;
  *c = NULL;
  if (v->kind == NV_V_UNDEF || v->kind == NV_V_POISON) return NV_SCCP_OVER;
  if (NV_IS_CONST_KIND(v->kind)) {
    if (v->kind != NV_V_CINT && v->kind != NV_V_CFP && v->kind != NV_V_CNULL) return NV_SCCP_OVER;
    *c = v;
    return NV_SCCP_CONST;
  }
  if (v->kind != NV_V_INST) return NV_SCCP_OVER;
  if (!nv_map_get(&s->state, (uintptr_t)v, &k)) return NV_SCCP_UNKNOWN;
  *c = s->vals.data[k];
  return *c ? NV_SCCP_CONST : NV_SCCP_OVER;
}

/* Lowers I's value to (kind, c); queues its users when it changed. */
static void nv_sccp_set(nv_sccp *s, nv_inst *I, int kind, nv_value *c) {
  nv_value *old;
  int ok = nv_sccp_get(s, &I->v, &old);
  nv_use *u;
  if (kind == NV_SCCP_UNKNOWN || ok == NV_SCCP_OVER || (ok == kind && old == c)) return;
  if (ok == NV_SCCP_CONST && kind == NV_SCCP_CONST) kind = NV_SCCP_OVER; /* two constants meet */
  if (ok == NV_SCCP_UNKNOWN) {
    nv_map_put(&s->state, (uintptr_t)I, s->vals.len);
    nv_vec_push(&s->vals, kind == NV_SCCP_CONST ? c : NULL);
  } else {
    uintptr_t k = 0;
    nv_map_get(&s->state, (uintptr_t)I, &k);
    s->vals.data[k] = NULL;
  }
  for (u = I->v.uses; u; u = u->next)
    if (u->user->kind == NV_V_INST && ((nv_inst *)u->user)->parent) nv_vec_push(&s->iwork, (nv_inst *)u->user);
}

static void nv_sccp_mark_edge(nv_sccp *s, uint32_t e) {
  uint32_t t = s->g.succs[e];
  nv_inst *I;
  if (s->edge[e]) return;
  s->edge[e] = 1;
  if (!s->block[t]) {
    s->block[t] = 1;
    nv_vec_push(&s->bwork, t);
  } else {
    for (I = s->g.blocks[t]->first; I && I->v.opcode == NVCG_OP_PHI; I = I->next) nv_vec_push(&s->iwork, I);
  }
}

/* Marks the edges a terminator may take (edges are numbered in successor order);
 * with force, an unknown condition counts as overdefined. */
static void nv_sccp_terminator(nv_sccp *s, nv_inst *T, int force) {
  uint32_t b = T->parent->index, e0 = s->g.succ_start[b], n = s->g.succ_start[b + 1] - e0, k;
  nv_value *c = NULL;
  int kind = NV_SCCP_OVER;
  if (T->v.opcode == NVCG_OP_BR && T->nops == 3) kind = nv_sccp_get(s, T->ops[0].val, &c);
  else if (T->v.opcode == NVCG_OP_SWITCH) kind = nv_sccp_get(s, T->ops[0].val, &c);
  if (kind == NV_SCCP_UNKNOWN && !force) return;
  if (kind == NV_SCCP_CONST && c->kind == NV_V_CINT) {
    nv_sccp_mark_edge(s, e0 + nv_term_succ_for_const(T, c));
    return;
  }
  for (k = 0; k < n; k++) nv_sccp_mark_edge(s, e0 + k);
}

static void nv_sccp_visit(nv_sccp *s, nv_inst *I) {
  unsigned op = I->v.opcode;
  nv_value *ops[3], *c;
  uint32_t i, j;
  if (NV_OP_IS_TERMINATOR(op)) {
    nv_sccp_terminator(s, I, 0);
    return;
  }
  if (I->v.type->kind == NVCG_TYPE_VOID) return;
  if (op == NVCG_OP_PHI) {
    int kind = NV_SCCP_UNKNOWN;
    nv_value *val = NULL;
    for (j = 0; j + 1 < I->nops; j += 2) {
      nv_block *from = (nv_block *)I->ops[j + 1].val;
      uint32_t e, fb = from->index;
      int k;
      if (fb >= s->g.n || s->g.blocks[fb] != from) continue;
      for (e = s->g.succ_start[fb]; e < s->g.succ_start[fb + 1]; e++)
        if (s->g.succs[e] == I->parent->index && s->edge[e]) break;
      if (e == s->g.succ_start[fb + 1]) continue;
      k = nv_sccp_get(s, I->ops[j].val, &c);
      if (k == NV_SCCP_UNKNOWN) continue;
      if (k == NV_SCCP_OVER || (kind == NV_SCCP_CONST && c != val)) {
        kind = NV_SCCP_OVER;
        break;
      }
      kind = NV_SCCP_CONST;
      val = c;
    }
    nv_sccp_set(s, I, kind, val);
    return;
  }
  if (I->nops > 3 || nv_type_is_vector(I->v.type) || (!NV_OP_IS_BINARY(op) && !NV_OP_IS_CAST(op) && op != NVCG_OP_ICMP &&
                                                      op != NVCG_OP_FCMP && op != NVCG_OP_SELECT)) {
    nv_sccp_set(s, I, NV_SCCP_OVER, NULL);
    return;
  }
  for (i = 0; i < I->nops; i++) {
    int k = nv_sccp_get(s, I->ops[i].val, &ops[i]);
    if (k == NV_SCCP_UNKNOWN) {
      /* a select on a known condition needs only the arm it takes */
      if (!(op == NVCG_OP_SELECT && i > 0)) return;
      ops[i] = NULL;
    } else if (k == NV_SCCP_OVER) {
      if (!(op == NVCG_OP_SELECT && i > 0)) {
        nv_sccp_set(s, I, NV_SCCP_OVER, NULL);
        return;
      }
      ops[i] = NULL;
    }
  }
  if (op == NVCG_OP_SELECT) {
    nv_value *arm;
    int k;
    if (ops[0]->kind != NV_V_CINT) {
      nv_sccp_set(s, I, NV_SCCP_OVER, NULL);
      return;
    }
    k = nv_sccp_get(s, I->ops[(nv_cint_zext(ops[0]) & 1) ? 1 : 2].val, &arm);
    nv_sccp_set(s, I, k, arm);
    return;
  }
  c = nv_opt_fold(op, I->v.sub, I->v.type, ops, I->nops);
  if (c && (c->kind == NV_V_CINT || c->kind == NV_V_CFP || c->kind == NV_V_CNULL)) nv_sccp_set(s, I, NV_SCCP_CONST, c);
  else nv_sccp_set(s, I, NV_SCCP_OVER, NULL);
}

static void nv_sccp_run(nv_sccp *s) {
  while (s->bwork.len || s->iwork.len) {
    while (s->bwork.len) {
      uint32_t b = nv_vec_pop(&s->bwork);
      NV_FOR_INSTS(I, s->g.blocks[b]) nv_sccp_visit(s, I);
    }
    while (s->iwork.len) {
      nv_inst *I = nv_vec_pop(&s->iwork);
      uint32_t b = I->parent->index;
      if (b < s->g.n && s->g.blocks[b] == I->parent && s->block[b]) nv_sccp_visit(s, I);
    }
  }
}

static int nv_pass_sccp(nv_func *f, const nv_options *o) {
  nv_sccp s;
  uint32_t b;
  int changed = 0, again = 1;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  memset(&s, 0, sizeof s);
  nv_cfg_build(&s.g, f);
  nv_map_init(&s.state, NV_MAP_PTR);
  s.edge = (uint8_t *)nv_xcalloc(s.g.succ_start[s.g.n] ? s.g.succ_start[s.g.n] : 1, 1);
  s.block = (uint8_t *)nv_xcalloc(s.g.n ? s.g.n : 1, 1);
  s.block[0] = 1;
  nv_vec_push(&s.bwork, 0);
  while (again) {
    nv_sccp_run(&s);
    again = 0;
    for (b = 0; b < s.g.n; b++) {
      nv_inst *T = nv_block_terminator(s.g.blocks[b]);
      nv_value *c;
      if (!s.block[b] || !T || (T->v.opcode != NVCG_OP_BR && T->v.opcode != NVCG_OP_SWITCH) || T->nops < 2) continue;
      if (nv_sccp_get(&s, T->ops[0].val, &c) == NV_SCCP_UNKNOWN) {
        nv_sccp_terminator(&s, T, 1);
        again = 1;
      }
    }
  }
  /* constants replace their instructions; branches on constants keep one edge */
  for (b = 0; b < s.g.n; b++) {
    nv_inst *I, *next;
    if (!s.block[b]) continue;
    for (I = s.g.blocks[b]->first; I; I = next) {
      nv_value *c;
      next = I->next;
      if (I->v.type->kind == NVCG_TYPE_VOID || NV_OP_IS_TERMINATOR(I->v.opcode)) continue;
      if (nv_sccp_get(&s, &I->v, &c) != NV_SCCP_CONST || !I->v.uses) continue;
      nv_value_rauw(&I->v, c);
      changed = 1;
    }
  }
  for (b = 0; b < s.g.n; b++) {
    nv_inst *T = nv_block_terminator(s.g.blocks[b]);
    uint32_t e, k, ne;
    nv_block *keep = NULL;
    nv_ib ib;
    if (!s.block[b] || !T || (T->v.opcode != NVCG_OP_BR && T->v.opcode != NVCG_OP_SWITCH) || T->nops < 2) continue;
    for (e = s.g.succ_start[b], ne = 0; e < s.g.succ_start[b + 1]; e++)
      if (s.edge[e]) {
        ne++;
        keep = s.g.blocks[s.g.succs[e]];
      }
    if (ne != 1) continue;
    /* one executed edge: the other edges (each target once, as phis count them) go */
    for (k = 0; k < nv_term_num_succ(T); k++) {
      nv_block *t = nv_term_succ(T, k);
      if (t == keep) continue;
      nv_opt_remove_pred_edge(t, s.g.blocks[b]);
    }
    /* keep's phis keep one entry for this block */
    for (k = 0, e = 0; k < nv_term_num_succ(T); k++)
      if (nv_term_succ(T, k) == keep) e++;
    while (e-- > 1) nv_opt_remove_pred_edge(keep, s.g.blocks[b]);
    nv_inst_erase(T);
    nv_ib_at_end(&ib, s.g.blocks[b]);
    nv_ib_br(&ib, keep);
    changed = 1;
  }
  for (b = 0; b < s.g.n; b++) {
    nv_inst *I, *next;
    if (!s.block[b]) continue;
    for (I = s.g.blocks[b]->first; I; I = next) {
      nv_value *c;
      next = I->next;
      if (!I->v.uses && I->v.type->kind != NVCG_TYPE_VOID && nv_sccp_get(&s, &I->v, &c) == NV_SCCP_CONST)
        nv_opt_erase_if_dead(I);
    }
  }
  nv_vec_free(&s.vals);
  nv_vec_free(&s.iwork);
  nv_vec_free(&s.bwork);
  nv_map_free(&s.state);
  nv_xfree(s.edge);
  nv_xfree(s.block);
  nv_cfg_free(&s.g);
  return changed;
}
