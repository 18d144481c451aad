/* instr_grouper.c -- a reusable machine instruction grouper (seeds/000, "Texture Group
 * Merge": cicc's general grouping framework, sub_3147BA0; the names here are nvcg's own).
 * A client pass (mir/texture_group_merge.c) registers four callbacks and runs it on SSA
 * machine IR after the pre-RA scheduler:
 *   1. candidate: is this instruction one to group, and under which key (a texture or
 *      surface handle register, a shared-memory base)?
 *   2. form: may this candidate join the group that already holds `first`?
 *   3. merge: act on one formed group (the texture pass issues its members together
 *      through nv_igroup_issue_together, below);
 *   4. cleanup: free what the client allocated for the run.
 * The grouper walks each block in segments: runs of instructions inside one scheduling
 * region (sched_dag.c) with no instruction that has side effects (barriers, stores with
 * side effects such as sust, calls are region boundaries anyway). Nothing is ever moved
 * across a segment's ends. Candidates of a segment are bucketed by key with multiplicative
 * hashing: bucket = (key * 0xBF58476D1CE4E5B9) >> shift. The seed calls the constant the
 * 2^64/phi Fibonacci multiplier; it is not (that is 0x9E3779B97F4A7C15): it is the first
 * multiplier of the splitmix64 finaliser (Stafford's Mix13), whose odd value spreads
 * register numbers over the high bits just as well. Groups are formed and merged in the
 * order of their first member, so the output never depends on the table's layout. */

#define NV_IGROUP_SPLITMIX64_MUL 0xBF58476D1CE4E5B9ull
#define NV_IGROUP_BUCKET_BITS 6u

typedef struct nv_igroup_cbs {
  int (*candidate)(const nv_minst *mi, uint64_t *key, void *user);
  int (*form)(const nv_minst *first, const nv_minst *mi, void *user);
  void (*merge)(nv_minst **members, unsigned n, void *user);
  void (*cleanup)(void *user);
  void *user;
  unsigned max_size;      /* most members a group takes (0: no limit) */
} nv_igroup_cbs;

typedef struct nv_igroup_grp {
  uint64_t key;
  uint32_t first, n;      /* members: an index list threaded through nv_igroup_run's next[] */
  uint32_t last, chain;   /* last member; next group in the same bucket */
} nv_igroup_grp;

static uint32_t nv_igroup_bucket(uint64_t key) {
  return (uint32_t)((key * NV_IGROUP_SPLITMIX64_MUL) >> (64u - NV_IGROUP_BUCKET_BITS));
}

/* Groups the candidates of one segment (cands, in block order) and merges each group. */
static void nv_igroup_segment(const nv_igroup_cbs *cb, nv_minst **cands, const uint64_t *keys, uint32_t n) {
  uint32_t heads[1u << NV_IGROUP_BUCKET_BITS], *next, i, g;
  NV_VEC(nv_igroup_grp) groups = NV_VEC_INIT;
  NV_VEC(nv_minst *) members = NV_VEC_INIT;
  if (n < 2) return;
  for (i = 0; i < (1u << NV_IGROUP_BUCKET_BITS); i++) heads[i] = NV_MNONE;
  next = (uint32_t *)nv_xcalloc(n, sizeof *next);
  for (i = 0; i < n; i++) {
    uint32_t b = nv_igroup_bucket(keys[i]);
    next[i] = NV_MNONE;
    for (g = heads[b]; g != NV_MNONE; g = groups.data[g].chain) {
      nv_igroup_grp *G = &groups.data[g];
      if (G->key != keys[i] || (cb->max_size && G->n >= cb->max_size)) continue;
      if (!cb->form(cands[G->first], cands[i], cb->user)) continue;
      next[G->last] = i;
      G->last = i;
      G->n++;
      break;
    }
    if (g == NV_MNONE) {
      nv_igroup_grp G;
      G.key = keys[i];
      G.first = G.last = i;
      G.n = 1;
      G.chain = heads[b];
      heads[b] = groups.len;
      nv_vec_push(&groups, G);
    }
  }
  for (g = 0; g < groups.len; g++) {
    if (groups.data[g].n < 2) continue;
    members.len = 0;
    for (i = groups.data[g].first; i != NV_MNONE; i = next[i]) nv_vec_push(&members, cands[i]);
    cb->merge(members.data, members.len, cb->user);
  }
  nv_xfree(next);
  nv_vec_free(&groups);
  nv_vec_free(&members);
}

/* Runs the grouper over every block of mf, then the cleanup callback. */
static void nv_igroup_run(nv_mfunc *mf, const nv_igroup_cbs *cb) {
  nv_mblock *mb;
  NV_VEC(nv_minst *) cands = NV_VEC_INIT;
  NV_VEC(uint64_t) keys = NV_VEC_INIT;
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi = mb->first, *nx;
    int in_cs = 0;
    cands.len = keys.len = 0;
    for (;; mi = nx) {
      int ends = !mi || nv_sched_boundary(mi, &in_cs) || nv_minst_has_side_effects(mi);
      uint64_t key;
      /* the merge moves instructions inside the segment only: the end stays put */
      nx = mi ? mi->next : NULL;
      if (ends) {
        nv_igroup_segment(cb, cands.data, keys.data, cands.len);
        cands.len = keys.len = 0;
        if (!mi) break;
        continue;
      }
      if (cb->candidate(mi, &key, cb->user)) {
        nv_vec_push(&cands, mi);
        nv_vec_push(&keys, key);
      }
    }
  }
  nv_vec_free(&cands);
  nv_vec_free(&keys);
  if (cb->cleanup) cb->cleanup(cb->user);
}

/* The merge most clients want: members (in block order, one segment) issue back to back,
 * as early as their operands allow and before every use of their results. In the window
 * from the first member to the last one, the new order is: the instructions some member
 * depends on (its DAG ancestors in the window, in their order), then the members, then
 * the rest of the window in its order. A member that depends on an earlier one cannot
 * join (it is dropped from the group), so this order keeps every edge of the window's
 * DAG. Returns the number of members kept in `members` (the group, compacted; fewer than
 * 2: nothing moved) and sets *moved when the order changed. The caller owns pressure
 * checks: nv_igroup_restore puts the window back. */
typedef struct nv_igroup_window {
  NV_VEC(nv_minst *) insts;   /* the window's instructions in their original order */
  nv_minst *end;              /* the instruction after the window (NULL: block end) */
  nv_mblock *mb;
} nv_igroup_window;

static void nv_igroup_place(nv_igroup_window *W, nv_minst **order, uint32_t n) {
  uint32_t i;
  for (i = 0; i < n; i++) nv_minst_remove(order[i]);
  for (i = 0; i < n; i++) {
    if (W->end) nv_minst_insert_before(W->end, order[i]);
    else nv_minst_append(W->mb, order[i]);
  }
}

static void nv_igroup_restore(nv_igroup_window *W) { nv_igroup_place(W, W->insts.data, W->insts.len); }

static void nv_igroup_window_free(nv_igroup_window *W) { nv_vec_free(&W->insts); }

static unsigned nv_igroup_issue_together(const nv_mfunc *mf, nv_minst **members, unsigned n,
                                         nv_igroup_window *W, int *moved, int verify, int *broken) {
  nv_sdag G;
  nv_minst *mi, *last = members[n - 1];
  uint8_t *mark, *role;   /* mark: reached in a walk; role: 1 ancestor, 2 member */
  uint32_t *stack, *order, sp, i, k, nn, kept = 0;
  NV_VEC(nv_minst *) neworder = NV_VEC_INIT;
  *moved = 0;
  *broken = 0;
  W->insts.len = 0;
  W->mb = members[0]->parent;
  for (mi = members[0];; mi = mi->next) {
    nv_vec_push(&W->insts, mi);
    if (mi == last) break;
  }
  W->end = last->next;
  nv_sdag_build(&G, mf, members[0], W->end, mf->ir != NULL);
  nn = G.nnodes;
  mark = (uint8_t *)nv_xcalloc(nn, 1);
  role = (uint8_t *)nv_xcalloc(nn, 1);
  stack = (uint32_t *)nv_xcalloc(nn + 1, sizeof *stack);
  order = (uint32_t *)nv_xcalloc(nn + 1, sizeof *order);
  /* members in window order; drop one that an earlier kept member reaches */
  for (i = 0, k = 0; i < nn && k < n; i++) {
    if (G.n[i].mi != members[k]) continue;
    k++;
    if (mark[i]) continue;               /* a descendant of a kept member */
    role[i] = 2;
    members[kept++] = G.n[i].mi;
    sp = 0;
    stack[sp++] = i;
    while (sp) {
      uint32_t u = stack[--sp], e;
      for (e = 0; e < G.n[u].nsuccs; e++) {
        uint32_t v = G.succs[G.n[u].succ_first + e].node;
        if (!mark[v]) {
          mark[v] = 1;
          stack[sp++] = v;
        }
      }
    }
  }
  if (kept >= 2) {
    /* ancestors of the kept members */
    for (i = 0; i < nn; i++) {
      uint32_t e;
      if (role[i] != 2) continue;
      sp = 0;
      stack[sp++] = i;
      while (sp) {
        uint32_t u = stack[--sp];
        for (e = 0; e < G.n[u].npreds; e++) {
          uint32_t v = G.preds[G.n[u].pred_first + e].node;
          if (!role[v]) {
            role[v] = 1;
            stack[sp++] = v;
          }
        }
      }
    }
    k = 0;
    for (i = 0; i < nn; i++)
      if (role[i] == 1) order[k++] = i;
    for (i = 0; i < nn; i++)
      if (role[i] == 2) order[k++] = i;
    for (i = 0; i < nn; i++)
      if (!role[i]) order[k++] = i;
    for (i = 0; i < nn; i++)
      if (order[i] != i) *moved = 1;
    if (verify) {
      uint32_t from, to;
      if (!nv_sdag_check(&G, order, &from, &to)) *broken = 1;
    }
    if (*moved && !*broken) {
      for (i = 0; i < nn; i++) nv_vec_push(&neworder, G.n[order[i]].mi);
      nv_igroup_place(W, neworder.data, nn);
    }
  }
  nv_vec_free(&neworder);
  nv_xfree(mark);
  nv_xfree(role);
  nv_xfree(stack);
  nv_xfree(order);
  nv_sdag_free(&G);
  return kept;
}
