/* ---- ids ---- */

/* The entry for id, or NULL when there is none yet (no bounds error). */
static nvsp_id *nvsp_id_find(nvsp_state *s, uint32_t id) {
  uint32_t h;
  if (id == 0 || id >= s->bound) return NULL;
  if (s->ids) return s->ids[id];
  if (!s->hcap) return NULL;
  h = (uint32_t)(((uint64_t)id * 0x9E3779B97F4A7C15ull) >> 40) & (s->hcap - 1);
  while (s->hkeys[h]) {
    if (s->hkeys[h] == id) return s->hvals[h];
    h = (h + 1) & (s->hcap - 1);
  }
  return NULL;
}

static nvsp_id *nvsp_id_get(nvsp_state *s, uint32_t id) {
  nvsp_id *e;
  uint32_t h;
  if (id == 0 || id >= s->bound) NVSP_ERR("id %%%u is out of bounds (the bound is %u)", id, s->bound);
  if (s->ids) {
    e = s->ids[id];
    if (!e) e = s->ids[id] = (nvsp_id *)nvsp_alloc(s, sizeof(nvsp_id));
    return e;
  }
  e = nvsp_id_find(s, id);
  if (e) return e;
  if (2 * (s->hcount + 1) > s->hcap) {
    uint32_t oc = s->hcap, i, nc = oc ? oc * 2 : 1024;
    uint32_t *ok = s->hkeys;
    nvsp_id **ov = s->hvals;
    s->hkeys = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * nc);
    s->hvals = (nvsp_id **)nvsp_alloc(s, sizeof(nvsp_id *) * nc);
    s->hcap = nc;
    for (i = 0; i < oc; i++) {
      if (!ok[i]) continue;
      h = (uint32_t)(((uint64_t)ok[i] * 0x9E3779B97F4A7C15ull) >> 40) & (nc - 1);
      while (s->hkeys[h]) h = (h + 1) & (nc - 1);
      s->hkeys[h] = ok[i];
      s->hvals[h] = ov[i];
    }
  }
  h = (uint32_t)(((uint64_t)id * 0x9E3779B97F4A7C15ull) >> 40) & (s->hcap - 1);
  while (s->hkeys[h]) h = (h + 1) & (s->hcap - 1);
  e = (nvsp_id *)nvsp_alloc(s, sizeof(nvsp_id));
  s->hkeys[h] = id;
  s->hvals[h] = e;
  s->hcount++;
  return e;
}

/* Declares the result id of the current instruction. */
static nvsp_id *nvsp_def(nvsp_state *s, uint32_t id, unsigned kind) {
  nvsp_id *e = nvsp_id_get(s, id);
  if (e->kind != NVSP_K_NONE && !(e->stamp && e->stamp != s->stamp))
    NVSP_ERR("id %%%u is defined twice (first at word %u)", id, e->word);
  e->kind = (uint8_t)kind;
  e->opcode = (uint16_t)s->cur_op;
  e->word = (uint32_t)s->cur;
  e->stamp = 0;
  e->ty = NULL;
  e->cv = NULL;
  memset(&e->v, 0, sizeof e->v);
  e->v.comp = -1;
  return e;
}

static const char *nvsp_kind_name(unsigned k) {
  static const char *const n[] = {"nothing", "a type", "a constant", "a value", "a variable",
                                  "a function", "a label", "an extended instruction set",
                                  "a string", "a decoration group", "an undefined value"};
  return k < sizeof n / sizeof n[0] ? n[k] : "?";
}

static nvsp_type *nvsp_type_of_id(nvsp_state *s, uint32_t id, const char *role) {
  nvsp_id *e = nvsp_id_get(s, id);
  if (e->kind != NVSP_K_TYPE)
    NVSP_ERR("%s id %%%u is not a type (it is %s)", role, id, nvsp_kind_name(e->kind));
  return e->ty;
}

#define NVSP_TYPE(id) nvsp_type_of_id(s, (id), "type")
#define NVSP_RTYPE(id) nvsp_type_of_id(s, (id), "result type")

/* A printable name for a value: OpName if it has one. */
static const char *nvsp_vname(nvsp_state *s, uint32_t id) {
  nvsp_id *e = nvsp_id_find(s, id);
  return e && e->name ? e->name : "";
}

