/* ---- decorations ---- */

static void nvsp_add_deco(nvsp_state *s, uint32_t target, int32_t member, uint32_t deco,
                          const uint32_t *args, uint32_t nargs) {
  nvsp_id *e = nvsp_id_get(s, target);
  nvsp_deco *d;
  s->decos = (nvsp_deco *)nvsp_grow(s, s->decos, &s->capdecos, s->ndecos + 1, sizeof(nvsp_deco));
  d = &s->decos[s->ndecos++];
  d->target = target;
  d->deco = deco;
  d->member = member;
  d->args = args;
  d->nargs = nargs;
  d->next = e->deco;
  e->deco = s->ndecos;
}

/* Finds decoration `deco` on id (member -1) or on one of its struct members. */
static const nvsp_deco *nvsp_find_deco(nvsp_state *s, uint32_t id, int32_t member, uint32_t deco) {
  nvsp_id *e = nvsp_id_find(s, id);
  uint32_t i = e ? e->deco : 0;
  while (i) {
    const nvsp_deco *d = &s->decos[i - 1];
    if (d->deco == deco && d->member == member) return d;
    i = d->next;
  }
  return NULL;
}

/* LinkageAttributes of `id`: SpvLinkageTypeExport or SpvLinkageTypeImport and the
 * linkage name (a literal string before the type), or -1 when it has none. Functions and
 * variables with them keep their linkage names and are external, so that nvcg_module_link
 * joins modules as a SPIR-V linker would. */
static int nvsp_linkage(nvsp_state *s, uint32_t id, const char **name) {
  const nvsp_deco *d = nvsp_find_deco(s, id, -1, SpvDecorationLinkageAttributes);
  size_t len = 0, j, max;
  char *n;
  if (!d || d->nargs < 2) return -1;
  max = (size_t)(d->nargs - 1) * 4;
  while (len < max && ((d->args[len / 4] >> (8 * (len % 4))) & 0xFF)) len++;
  if (len == max) NVSP_ERR("the linkage name of %%%u is not NUL-terminated", id);
  n = (char *)nvsp_alloc(s, len + 1);
  for (j = 0; j < len; j++) n[j] = (char)((d->args[j / 4] >> (8 * (j % 4))) & 0xFF);
  n[len] = 0;
  if (name) *name = n;
  return (int)d->args[d->nargs - 1];
}


static int nvsp_has_deco(nvsp_state *s, uint32_t id, uint32_t deco) {
  return nvsp_find_deco(s, id, -1, deco) != NULL;
}

/* The first literal argument of a decoration, or `dflt`. */
static uint32_t nvsp_deco_arg(nvsp_state *s, uint32_t id, int32_t member, uint32_t deco,
                              uint32_t dflt, int *found) {
  const nvsp_deco *d = nvsp_find_deco(s, id, member, deco);
  if (found) *found = d != NULL;
  if (!d) return dflt;
  if (d->nargs < 1) NVSP_ERR("decoration %s on %%%u needs an operand", NVSP_NAME(nvsp_deco_names, "decoration", deco), id);
  return d->args[0];
}

