/* pipeliner_peel.c -- the swing modulo scheduler's peeling code generator
 * (pipeliner-experimental-cg; seeds/000: cicc's "experimental peeling CG", LLVM's
 * PeelingModuloScheduleExpander), chosen by machine_pipeliner.c over modulo variable
 * expansion when the knob is on. It reuses the MVE generator's machinery (the value
 * tables of nv_mve, the kernel and its PHI chains, nv_mve_pv / nv_mve_kv / nv_mve_clone);
 * what differs is the prologue, the epilogue and the short trip counts: no guard and no
 * fallback to the original loop, which is deleted.
 *
 * For a schedule of S = max_stage + 1 stages, the loop preheader PRE -> H (its own latch) -> exit E becomes
 *   PRE -> P_0 -> P_1 -> ... -> P_{S-2} -> K (loops) -> E_0 -> E_1 -> ... -> E_{S-2} -> E
 *            \______\_______________\_____________________^      ^              ^
 *   (P_k branches to E_{S-2-k} when iteration k is the last one)
 * P_k is the kernel with the stages not yet active removed: stage s of iteration k - s
 * for s <= k, in kernel order, then iteration k's exit test. K is the kernel (as MVE's:
 * stage s of iteration j + S-1-s in trip j, the PHI chains of the values read in later
 * trips). The exit test of the iteration a block starts is its stage-0 copy, or, when
 * the schedule leaves it in a later stage, a second copy of its (pure) slice for that
 * iteration (the shadow, as MVE's). The epilogue finishes the iterations in flight oldest first, one a block: E_e
 * runs stages u+1 .. S-1 (u = S-2-e) of iteration N-1-u (N the trip count) in cycle
 * order; that is each iteration's own order, and iterations complete in program order,
 * so whatever the schedule overlapped before the exit stays correct. Leaving P_k (k+1
 * iterations started, iteration k-u having run stages 0..u) the epilogue from E_{S-2-k}
 * on is exactly the work left, so every trip count runs the right instructions (1: P_0
 * then E_{S-2}). Values reach an epilogue block through PHIs at its top, one per
 * (value, iteration) it or a later block reads from before it: from the chain (the
 * previous epilogue block, or the kernel's last trip) and from its prologue copy (where
 * a header PHI of an iteration that does not exist there is its preheader value). The
 * loop's values read after it are E_{S-2}'s. */

/* The peeling generator's state beside MVE's tables. */
typedef struct nv_peel {
  nv_mve *M;
  uint32_t S, W;             /* W: iteration offsets a state PHI may have (t = -1 .. -W) */
  nv_mblock **pro, **epi;    /* P_0 .. P_{S-2}, E_0 .. E_{S-2} */
  uint32_t *edef;            /* (e, local): the register E_e wrote for its iteration */
  uint32_t *key;             /* (e, local, -t-1): E_e's state PHI for the value at N + t */
} nv_peel;

/* The iteration offset (from N) that E_e completes. */
static int32_t nv_peel_t0(const nv_peel *Q, uint32_t e) { return (int32_t)e - (int32_t)Q->S + 1; }

static uint32_t nv_peel_exit_val(nv_peel *Q, uint32_t e, uint32_t r, int32_t t);

/* E_e's state PHI for r at iteration N + t, made on first use: from the chain (the
 * kernel's last trip for E_0, else E_{e-1}'s value at its end) and from P_{S-2-e}, where
 * N = S-1-e. */
static uint32_t nv_peel_key(nv_peel *Q, uint32_t e, uint32_t r, int32_t t) {
  nv_mve *M = Q->M;
  uint32_t l = r < M->nregs ? M->loc[r] : NV_MNONE, idx, reg, a, b;
  nv_minst *phi;
  if (l == NV_MNONE) return r;
  if (t >= 0 || (uint32_t)(-t - 1) >= Q->W) {
    M->bad = 1;
    return r;
  }
  idx = (e * M->nloc + l) * Q->W + (uint32_t)(-t - 1);
  if (Q->key[idx]) return Q->key[idx];
  reg = nv_vreg_new(M->mf, nv_vreg_class(M->mf, r));
  Q->key[idx] = reg;
  a = e == 0 ? nv_mve_kv(M, r, t + (int32_t)Q->S) : nv_peel_exit_val(Q, e - 1, r, t);
  b = nv_mve_pv(M, r, (int32_t)(Q->S - 1 - e) + t, M->pdef);
  phi = nv_minst_new(M->mf, NV_PTX_PHI, 1, 5);
  phi->ops[0] = nv_mop_reg(reg);
  phi->ops[1] = nv_mop_reg(a);
  phi->ops[2] = nv_mop_block(e == 0 ? M->ker : Q->epi[e - 1]);
  phi->ops[3] = nv_mop_reg(b);
  phi->ops[4] = nv_mop_block(Q->pro[Q->S - 2 - e]);
  if (Q->epi[e]->first) nv_minst_insert_before(Q->epi[e]->first, phi);
  else nv_minst_append(Q->epi[e], phi);
  return reg;
}

/* r's value at iteration N + t where E_e ends (every path into E_e included). A body value
 * of the iteration E_e completes, written there, is that write; a header PHI whose latch
 * value comes from the iteration E_e completes is that value (the iteration exists on
 * every path through E_e); anything else is a state PHI of E_e. */
static uint32_t nv_peel_exit_val(nv_peel *Q, uint32_t e, uint32_t r, int32_t t) {
  nv_mve *M = Q->M;
  uint32_t l = r < M->nregs ? M->loc[r] : NV_MNONE, depth = 0;
  while (l != NV_MNONE && M->lstage[l] < 0 && t - 1 == nv_peel_t0(Q, e) && depth++ <= M->nloc) {
    r = M->latch[l];
    t--;
    l = r < M->nregs ? M->loc[r] : NV_MNONE;
  }
  if (l == NV_MNONE) return r;
  if (M->lstage[l] >= 0 && t == nv_peel_t0(Q, e) && Q->edef[e * M->nloc + l]) return Q->edef[e * M->nloc + l];
  return nv_peel_key(Q, e, r, t);
}

/* A copy of mi at the end of E_e (its iteration's instruction): reads of the iteration's
 * values written in E_e before it use those, everything else E_e's state. */
static void nv_peel_clone_epi(nv_peel *Q, uint32_t e, const nv_minst *mi) {
  nv_mve *M = Q->M;
  nv_minst *c = nv_minst_new(M->mf, mi->opc, mi->ndefs, mi->nops);
  int32_t t0 = nv_peel_t0(Q, e);
  uint32_t k;
  c->mods = mi->mods;
  c->ir = mi->ir;
  c->pred = mi->pred;
  c->pred_neg = mi->pred_neg;
  for (k = 0; k < mi->nops; k++) {
    nv_mop *op = &c->ops[k];
    uint32_t l;
    *op = mi->ops[k];
    if (k < mi->ndefs || !(op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) || !op->reg)
      continue;
    l = op->reg < M->nregs ? M->loc[op->reg] : NV_MNONE;
    if (l == NV_MNONE) continue;
    if (M->lstage[l] >= 0 && Q->edef[e * M->nloc + l]) op->reg = Q->edef[e * M->nloc + l];
    else op->reg = nv_peel_key(Q, e, op->reg, t0);
  }
  for (k = 0; k < mi->ndefs && k < mi->nops; k++) {
    uint32_t r = mi->ops[k].reg, l, n;
    if (mi->ops[k].kind != NV_MO_REG || !r) continue;
    n = nv_vreg_new(M->mf, nv_vreg_class(M->mf, r));
    c->ops[k].reg = n;
    l = r < M->nregs ? M->loc[r] : NV_MNONE;
    if (l == NV_MNONE) M->bad = 1;
    else Q->edef[e * M->nloc + l] = n;
  }
  nv_minst_append(Q->epi[e], c);
}

/* epilogue order: the cycle in the schedule, then the original order */
static int nv_peel_cycle_cmp(const void *a, const void *b) {
  const nv_mve_node *x = (const nv_mve_node *)a, *y = (const nv_mve_node *)b;
  uint64_t cx = (uint64_t)x->stage * 0x100000000u + x->mcycle, cy = (uint64_t)y->stage * 0x100000000u + y->mcycle;
  if (cx != cy) return cx < cy ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* Generates the peeled pipelined loop; 0 with *why (nothing changed) when it cannot. */
static int nv_peel_generate(nv_swp *P, const nv_mloop *L, const nv_sdag *D, const nv_swp_graph *G, nv_swp_sched *Sc,
                            const char **why) {
  nv_mfunc *mf = P->mf;
  nv_mblock *h = L->header, *pre = L->preheader, *exitb, *mb, **nb;
  nv_minst *term = nv_mblock_first_term(h), *mi;
  nv_mve M;
  nv_peel Q;
  nv_mve_node *nodes, *byc;
  uint8_t *slice;
  uint32_t v, k, j, S, nregs = mf->vreg_class.len, *outs = NULL, nouts = 0, nblk = 0, *fin;
  int32_t p;
  uint32_t e, shadow_pred = 0;
  int shadow, cont_taken = term->ops[0].kind == NV_MO_BLOCK && term->ops[0].mbb == h;
  const char *file;
  unsigned line, col;
  nv_swp_where(P, h, &file, &line, &col);
  if (Sc->max_stage + 5 > 64) { /* as MVE's limit: code and tables grow with the stages */
    *why = "too many stages for the generator";
    return 0;
  }
  if (cont_taken) exitb = term->next ? term->next->ops[0].mbb : h->next;
  else exitb = term->ops[0].mbb;
  if (!exitb || exitb == h || (term->next && term->next->ops[0].kind != NV_MO_BLOCK) ||
      (!cont_taken && (!term->next || term->next->ops[0].mbb != h))) {
    *why = "the loop's exit is not understood";
    return 0;
  }
  slice = (uint8_t *)nv_xcalloc(D->nnodes ? D->nnodes : 1, 1);
  if ((*why = nv_mve_refuse(h, D, Sc, term, slice, nregs)) != NULL) {
    nv_xfree(slice);
    return 0;
  }
  /* the prologue copies and the kernel branch on the exit test of the iteration they
   * start: in the first stage, or else evaluated once more for it (the shadow: the
   * slice is pure, PHIs of slice values only) */
  shadow = !nv_mve_hoist_exit(G, Sc, slice, D, term->pred);
  if (Sc->max_stage == 0) {
    *why = "no overlapped iterations once the exit test is in the first stage";
    nv_xfree(slice);
    return 0;
  }
  for (v = 0; shadow && v < D->nnodes; v++) {
    const nv_minst *m = D->n[v].mi;
    for (k = m->ndefs; slice[v] && k < m->nops; k++) {
      const nv_minst *d = m->ops[k].kind == NV_MO_REG ? nv_swp_def_in(h, m->ops[k].reg) : NULL;
      const nv_minst *ld = d && d->opc == NV_PTX_PHI ? nv_swp_def_in(h, nv_swp_phi_input(d, h)) : NULL;
      if (ld && ld->opc == NV_PTX_PHI) {
        *why = "the loop's exit test reads a chain of PHIs and is not in the first stage";
        nv_xfree(slice);
        return 0;
      }
    }
  }
  S = Sc->max_stage + 1;
  memset(&M, 0, sizeof M);
  M.mf = mf;
  M.h = h;
  M.S = S;
  M.nregs = nregs;
  M.loc = (uint32_t *)nv_xmalloc(nregs * sizeof *M.loc);
  for (k = 0; k < nregs; k++) M.loc[k] = NV_MNONE;
  for (mi = h->first; mi && mi != term; mi = mi->next) M.nloc += mi->ndefs;
  M.lreg = (uint32_t *)nv_xcalloc(M.nloc + 1, sizeof(uint32_t));
  M.latch = (uint32_t *)nv_xcalloc(M.nloc + 1, sizeof(uint32_t));
  M.init = (uint32_t *)nv_xcalloc(M.nloc + 1, sizeof(uint32_t));
  M.lstage = (int32_t *)nv_xcalloc(M.nloc + 1, sizeof(int32_t));
  M.kdef = (uint32_t *)nv_xcalloc(M.nloc + 1, sizeof(uint32_t));
  M.pdef = (uint32_t *)nv_xcalloc((M.nloc + 1) * S, sizeof(uint32_t));
  M.gdef = (uint32_t *)nv_xcalloc((M.nloc + 1) * S, sizeof(uint32_t));
  M.kphi = (uint32_t *)nv_xcalloc((M.nloc + 1) * S, sizeof(uint32_t));
  M.nloc = 0;
  for (mi = h->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next) {
    uint32_t r = mi->ops[0].reg;
    M.loc[r] = M.nloc;
    M.lreg[M.nloc] = r;
    M.lstage[M.nloc] = -1;
    M.init[M.nloc] = nv_swp_phi_input(mi, pre);
    M.latch[M.nloc] = nv_swp_phi_input(mi, h);
    if (!M.init[M.nloc] || !M.latch[M.nloc]) M.bad = 1;
    M.nloc++;
  }
  nodes = (nv_mve_node *)nv_xcalloc(D->nnodes ? D->nnodes : 1, sizeof *nodes);
  byc = (nv_mve_node *)nv_xcalloc(D->nnodes ? D->nnodes : 1, sizeof *byc);
  for (v = 0; v < D->nnodes; v++) {
    const nv_minst *m = D->n[v].mi;
    nodes[v].mi = m;
    nodes[v].stage = (uint32_t)Sc->cycle[v] / Sc->ii;
    nodes[v].mcycle = (uint32_t)Sc->cycle[v] % Sc->ii;
    nodes[v].index = v;
    for (k = 0; k < m->ndefs && k < m->nops; k++)
      if (m->ops[k].kind == NV_MO_REG && m->ops[k].reg && m->ops[k].reg < nregs) {
        M.loc[m->ops[k].reg] = M.nloc;
        M.lreg[M.nloc] = m->ops[k].reg;
        M.lstage[M.nloc] = (int32_t)nodes[v].stage;
        M.nloc++;
      }
  }
  memcpy(byc, nodes, (D->nnodes ? D->nnodes : 1) * sizeof *nodes);
  qsort(nodes, D->nnodes, sizeof *nodes, nv_mve_node_cmp);
  qsort(byc, D->nnodes, sizeof *byc, nv_peel_cycle_cmp);
  /* the loop's values read outside it */
  for (mb = mf->first; mb; mb = mb->next) {
    if (mb == h) continue;
    for (mi = mb->first; mi; mi = mi->next)
      for (k = mi->opc == NV_PTX_PHI ? 1 : mi->ndefs; k <= mi->nops; k++) {
        uint32_t r = k == mi->nops ? mi->pred
                     : (mi->ops[k].kind == NV_MO_REG || (mi->ops[k].kind == NV_MO_ADDR && mi->ops[k].base_kind == NV_MO_REG))
                         ? mi->ops[k].reg : 0;
        if (!r || r >= nregs || M.loc[r] == NV_MNONE) continue;
        for (j = 0; j < nouts && outs[j] != r; j++) {}
        if (j == nouts) {
          outs = (uint32_t *)nv_xrealloc(outs, (nouts + 1) * sizeof *outs);
          outs[nouts++] = r;
        }
      }
  }
  memset(&Q, 0, sizeof Q);
  Q.M = &M;
  Q.S = S;
  Q.W = S + 1;
  nb = (nv_mblock **)nv_xmalloc(2 * S * sizeof *nb);
  Q.pro = nb;
  for (k = 0; k + 1 < S; k++) nb[nblk++] = nv_mblock_new(mf, NULL);
  M.ker = nb[nblk++] = nv_mblock_new(mf, NULL);
  Q.epi = nb + nblk;
  for (k = 0; k + 1 < S; k++) nb[nblk++] = nv_mblock_new(mf, NULL);
  M.pro = Q.pro[S - 2]; /* the kernel PHIs' entry */
  Q.edef = (uint32_t *)nv_xcalloc((size_t)(S - 1) * (M.nloc + 1), sizeof(uint32_t));
  Q.key = (uint32_t *)nv_xcalloc((size_t)(S - 1) * (M.nloc + 1) * Q.W, sizeof(uint32_t));
  nv_vec_push(&P->done, M.ker);
  for (k = 0; k < nblk; k++) nv_mblock_move_before(mf, nb[k], h);
  /* P_k: stages 0..k of iterations k..0, then iteration k's exit test: out to E_{S-2-k} */
  for (p = 0; p + 1 < (int32_t)S; p++) {
    nv_minst *br;
    for (v = 0; v < D->nnodes; v++)
      if ((int32_t)nodes[v].stage <= p) nv_mve_clone(&M, nodes[v].mi, Q.pro[p], 0, p - (int32_t)nodes[v].stage, M.pdef);
    for (v = 0; shadow && v < D->nnodes; v++)
      if (slice[v]) nv_mve_clone(&M, D->n[v].mi, Q.pro[p], 0, p, M.gdef);
    br = nv_minst_new(mf, term->opc, 0, term->nops);
    memcpy(br->ops, term->ops, term->nops * sizeof *br->ops);
    br->mods = term->mods;
    br->ir = term->ir;
    br->pred = nv_mve_pv(&M, term->pred, p, shadow ? M.gdef : M.pdef);
    br->pred_neg = (uint8_t)(cont_taken ? !term->pred_neg : term->pred_neg);
    br->ops[0] = nv_mop_block(Q.epi[S - 2 - (uint32_t)p]);
    nv_minst_append(Q.pro[p], br);
    nv_minst_append(Q.pro[p], nv_minst_new_jump(mf, (uint32_t)p + 2 < S ? Q.pro[p + 1] : M.ker));
  }
  /* K, as MVE's; its exit test is the one of the iteration it starts (stage 0) */
  for (v = 0; v < D->nnodes; v++) {
    nv_mve_clone(&M, nodes[v].mi, M.ker, 1, (int32_t)(S - 1 - nodes[v].stage), NULL);
    if (!M.kfirst) M.kfirst = M.ker->last;
  }
  if (shadow) shadow_pred = nv_mve_shadow(&M, D, slice, term->pred);
  {
    nv_minst *br = nv_minst_new(mf, term->opc, 0, term->nops);
    memcpy(br->ops, term->ops, term->nops * sizeof *br->ops);
    br->mods = term->mods;
    br->ir = term->ir;
    br->pred = shadow ? shadow_pred : nv_mve_kv(&M, term->pred, (int32_t)S - 1);
    br->pred_neg = term->pred_neg;
    br->ops[0] = nv_mop_block(cont_taken ? M.ker : Q.epi[0]);
    nv_minst_append(M.ker, br);
    nv_minst_append(M.ker, nv_minst_new_jump(mf, cont_taken ? Q.epi[0] : M.ker));
  }
  /* E_e: stages u+1 .. S-1 of iteration N-1-u, u = S-2-e */
  for (e = 0; e + 1 < S; e++) {
    uint32_t u = S - 2 - e;
    for (v = 0; v < D->nnodes; v++)
      if (byc[v].stage >= u + 1) nv_peel_clone_epi(&Q, e, byc[v].mi);
    nv_minst_append(Q.epi[e], nv_minst_new_jump(mf, e + 2 < S ? Q.epi[e + 1] : exitb));
  }
  /* the loop's values after it: iteration N-1's, where E_{S-2} ends */
  fin = (uint32_t *)nv_xcalloc(nouts + 1, sizeof(uint32_t));
  for (j = 0; j < nouts; j++) fin[j] = nv_peel_exit_val(&Q, S - 2, outs[j], -1);
  /* the kernel PHIs' back values (which may ask for more kernel PHIs) */
  for (j = 0; j < M.pend.len; j++) {
    nv_mve_pend pd = M.pend.data[j];
    pd.phi->ops[3] = nv_mop_reg(nv_mve_kv(&M, M.lreg[pd.l], (int32_t)pd.i + 1));
  }
  /* E's PHIs come from E_{S-2}; every use of the loop's values after it reads fin */
  for (mi = exitb->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next)
    for (k = 2; k < mi->nops; k += 2)
      if (mi->ops[k].kind == NV_MO_BLOCK && mi->ops[k].mbb == h) mi->ops[k].mbb = Q.epi[S - 2];
  for (mb = mf->first; mb && nouts; mb = mb->next) {
    if (mb == h) continue;
    for (k = 0; k < nblk && nb[k] != mb; k++) {}
    if (k < nblk) continue;
    for (mi = mb->first; mi; mi = mi->next) {
      uint32_t q;
      for (q = mi->opc == NV_PTX_PHI ? 1 : mi->ndefs; q < mi->nops; q++)
        if ((mi->ops[q].kind == NV_MO_REG || (mi->ops[q].kind == NV_MO_ADDR && mi->ops[q].base_kind == NV_MO_REG)) &&
            mi->ops[q].reg)
          for (j = 0; j < nouts; j++)
            if (mi->ops[q].reg == outs[j]) {
              mi->ops[q].reg = fin[j];
              break;
            }
      for (j = 0; mi->pred && j < nouts; j++)
        if (mi->pred == outs[j]) {
          mi->pred = fin[j];
          break;
        }
    }
  }
  /* PRE -> P_0 (its branches, or its fall-through into the block now before H); the
   * original loop goes */
  nv_mve_rename_block_op(nv_mblock_first_term(pre), h, Q.pro[0]);
  nv_mblock_erase(mf, h);
  nv_mve_dce(mf, nb, nblk);
  *why = M.bad ? "internal: a value's version was not found" : NULL;
  if (!M.bad)
    nv_pass_remark(P->o, NV_SWP_PASS, file, line, col,
                   "Peeled: %u prologue copies (each leaves for its epilogue copy when the trip count is reached), "
                   "the kernel, %u epilogue copies (loop in %s)",
                   S - 1, S - 1, mf->name ? mf->name : "");
  nv_xfree(fin);
  nv_xfree(nb);
  nv_xfree(Q.edef);
  nv_xfree(Q.key);
  nv_xfree(M.loc);
  nv_xfree(M.lreg);
  nv_xfree(M.latch);
  nv_xfree(M.init);
  nv_xfree(M.lstage);
  nv_xfree(M.kdef);
  nv_xfree(M.pdef);
  nv_xfree(M.gdef);
  nv_xfree(M.kphi);
  nv_xfree(slice);
  nv_vec_free(&M.pend);
  nv_xfree(nodes);
  nv_xfree(byc);
  nv_xfree(outs);
  return 1;
}
