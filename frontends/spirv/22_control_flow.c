/* ---- control flow ---- */

static nvcg_block *nvsp_label(nvsp_state *s, uint32_t id) {
  nvsp_id *e = nvsp_id_get(s, id);
  if (e->kind != NVSP_K_LABEL || e->stamp != s->stamp) NVSP_ERR("%%%u is not a label of this function", id);
  return e->bb;
}

static void nvsp_end_block(nvsp_state *s) {
  nvsp_id *e = nvsp_id_get(s, s->cur_label);
  e->exit_bb = nvcg_builder_block(s->b);
  s->cur_bb = NULL;
}

static void nvsp_tr_phi(nvsp_state *s) {
  uint32_t rtid, id;
  nvsp_type *rt;
  nvcg_value *phi;
  nvsp_phi_fix *f;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if ((s->cur_wc - 3) % 2) NVSP_ERR("OpPhi needs (value, parent) pairs");
  if (s->phis_done) NVSP_ERR("OpPhi must come before the other instructions of its block");
  phi = NVSP_B(nvcg_build_phi(s->b, nvsp_ir_type(s, rtid), NULL));
  (void)rt;
  nvsp_set(s, id, rtid, phi);
  s->phis = (nvsp_phi_fix *)nvsp_grow(s, s->phis, &s->capphis, s->nphis + 1, sizeof(nvsp_phi_fix));
  f = &s->phis[s->nphis++];
  f->phi = phi;
  f->word = s->cur;
  f->type_id = rtid;
}

static void nvsp_patch_phis(nvsp_state *s) {
  uint32_t i, k;
  for (i = 0; i < s->nphis; i++) {
    nvsp_phi_fix *f = &s->phis[i];
    nvsp_at(s, f->word);
    for (k = 3; k + 1 < s->cur_wc; k += 2) {
      nvcg_value *v = nvsp_value(s, nvsp_w(s, k), f->type_id, NULL);
      nvsp_id *le = nvsp_id_get(s, nvsp_w(s, k + 1));
      if (le->kind != NVSP_K_LABEL || le->stamp != s->stamp) NVSP_ERR("phi parent %%%u is not a label of this function", nvsp_w(s, k + 1));
      if (!le->exit_bb) NVSP_ERR("phi parent %%%u is a block that never ends", nvsp_w(s, k + 1));
      nvcg_phi_add_incoming(f->phi, v, le->exit_bb);
    }
  }
  s->nphis = 0;
}

static int nvsp_cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static void nvsp_tr_switch(nvsp_state *s) {
  uint32_t st, i, lw;
  nvcg_value *sel, *sw;
  nvsp_type *t;
  uint64_t *seen;
  uint32_t nseen = 0, j;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  sel = nvsp_value(s, nvsp_w(s, 1), 0, &st);
  t = NVSP_TYPE(st);
  if (t->op != SpvOpTypeInt) NVSP_ERR("the selector must be an integer scalar");
  lw = t->width > 32 ? 2 : 1;
  if ((s->cur_wc - 3) % (lw + 1)) NVSP_ERR("OpSwitch operands do not form (literal, label) pairs");
  sw = NVSP_B(nvcg_build_switch(s->b, sel, nvsp_label(s, nvsp_w(s, 2))));
  seen = (uint64_t *)nvsp_alloc(s, sizeof(uint64_t) * ((s->cur_wc - 3) / (lw + 1) + 1));
  for (i = 3; i < s->cur_wc; i += lw + 1) {
    uint64_t v = nvsp_w(s, i);
    if (lw == 2) v |= (uint64_t)nvsp_w(s, i + 1) << 32;
    v &= nvsp_mask(t->width);
    seen[nseen++] = v;
    nvcg_switch_add_case(sw, nvcg_const_int(t->ir, v), nvsp_label(s, nvsp_w(s, i + lw)));
  }
  qsort(seen, nseen, sizeof(uint64_t), nvsp_cmp_u64);
  for (j = 1; j < nseen; j++)
    if (seen[j] == seen[j - 1]) NVSP_ERR("duplicate case literal %llu", (unsigned long long)seen[j]);
  if (nvcg_module_error_count(s->m)) NVSP_ERR("the IR builder rejected the switch (see above)");
}

static void nvsp_tr_call(nvsp_state *s) {
  uint32_t rtid, id, fid, n, k;
  nvsp_id *fe;
  nvsp_type *ft;
  nvcg_value **args, *r;
  nvsp_need(s, 4, 4 + NVSP_MAX_PARAMS);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  fid = nvsp_w(s, 3);
  fe = nvsp_id_get(s, fid);
  if (fe->kind != NVSP_K_FUNC) NVSP_ERR("%%%u is not a function", fid);
  ft = NVSP_TYPE(fe->fn->fty);
  if (ft->op != SpvOpTypeFunction) NVSP_ERR("function %%%u has no function type", fid);
  if (!fe->fn->dev) {
    if (fe->fn->is_decl) NVSP_ERR("function %s (%%%u) has no body and is not imported (LinkageAttributes Import)", fe->name ? fe->name : "", fid);
    NVSP_ERR("internal: function %%%u was not translated", fid);
  }
  if (NVSP_TYPE(ft->elem)->ir != NVSP_RTYPE(rtid)->ir) NVSP_ERR("result type differs from the function's return type");
  n = s->cur_wc - 4;
  if (n != ft->count) NVSP_ERR("%u arguments for a function of %u parameters", n, ft->count);
  args = (nvcg_value **)nvsp_alloc(s, sizeof(nvcg_value *) * (n + s->nslots + 1));
  for (k = 0; k < n; k++) args[k] = nvsp_value(s, nvsp_w(s, 4 + k), ft->mem[k], NULL);
  for (k = 0; k < s->nslots; k++) args[n + k] = s->envv[k];
  r = NVSP_B(nvcg_build_call(s->b, nvcg_function_type(fe->fn->dev), fe->fn->dev, args, n + s->nslots, NULL));
  if (NVSP_RTYPE(rtid)->op != SpvOpTypeVoid) nvsp_set(s, id, rtid, r);
  else {
    nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
    e->type_id = rtid;
    e->stamp = s->stamp;
  }
}

