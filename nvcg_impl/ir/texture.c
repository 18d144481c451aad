/* texture.c -- decoding of the texture and surface intrinsic families (texture.h): names
 * to forms, forms to IR function types and to PTX text. The geometry and query tables in
 * texture.h are the one source of the spellings on both sides. */

static const struct {
  const char *name, *ptx;
  uint8_t dims, layered;
} nv_tex_geoms[] = {
#define NV_X_ROW(id, s, p, n, l) {s, p, n, l},
    NV_TEX_GEOMS(NV_X_ROW)
#undef NV_X_ROW
};

static const struct {
  const char *name, *ptx;
  uint8_t surf;
} nv_tex_queries[] = {
#define NV_X_ROW(id, s, p, surf) {s, p, surf},
    NV_TEX_QUERIES(NV_X_ROW)
#undef NV_X_ROW
};

static const char *const nv_tex_types[] = {"f32", "s32", "u32"};
static const char *const nv_tex_oob[] = {"clamp", "trap", "zero"};

static unsigned nv_texture_geom_dims(unsigned geom) { return geom < NV_TXG_COUNT ? nv_tex_geoms[geom].dims : 0; }
static int nv_texture_geom_layered(unsigned geom) { return geom < NV_TXG_COUNT && nv_tex_geoms[geom].layered; }
static int nv_texture_geom_cube(unsigned geom) { return geom == NV_TXG_CUBE || geom == NV_TXG_ACUBE; }

static int nv_texture_family(unsigned id) {
  return id == NV_INTR_TEX_UNIFIED || id == NV_INTR_TLD4_UNIFIED || id == NV_INTR_SULD || id == NV_INTR_SUST_B || id == NV_INTR_SUST_P ||
         id == NV_INTR_TXQ || id == NV_INTR_SUQ;
}

#define NV_TXFAIL(...) (snprintf(err, errsize, __VA_ARGS__), 0)

/* Consumes a geometry ("2d", "1d.array") at *p; returns its id or -1. */
static int nv_tex_take_geom(const char **p) {
  int g, best = -1;
  size_t bestlen = 0;
  for (g = 0; g < NV_TXG_COUNT; g++) {
    size_t n = strlen(nv_tex_geoms[g].name);
    if (n > bestlen && !strncmp(*p, nv_tex_geoms[g].name, n) && ((*p)[n] == '.' || !(*p)[n])) best = g, bestlen = n;
  }
  if (best >= 0) *p += bestlen + ((*p)[bestlen] == '.');
  return best;
}

/* Consumes one '.'-separated token into tok; returns 0 at the end of the name. */
static int nv_tex_take(const char **p, char *tok, size_t size) {
  size_t n = strcspn(*p, ".");
  if (!n) return 0;
  if (n >= size) n = size - 1;
  memcpy(tok, *p, n);
  tok[n] = 0;
  *p += strcspn(*p, ".");
  if (**p == '.') (*p)++;
  return 1;
}

static int nv_tex_type_of(const char *s, int allow_u) {
  if (!strcmp(s, "f32")) return NV_TXT_F32;
  if (!strcmp(s, "s32")) return NV_TXT_S32;
  if (allow_u && !strcmp(s, "u32")) return NV_TXT_U32;
  return -1;
}

static int nv_texture_decode(const char *full, nv_texture_op *t, char *err, size_t errsize) {
  static const char tex[] = "llvm.nvvm.tex.unified.", tld4[] = "llvm.nvvm.tld4.unified.", suld[] = "llvm.nvvm.suld.",
                    sust[] = "llvm.nvvm.sust.b.", susp[] = "llvm.nvvm.sust.p.", txq[] = "llvm.nvvm.txq.",
                    suq[] = "llvm.nvvm.suq.";
  const char *p;
  char tok[32];
  int g, ty;
  memset(t, 0, sizeof *t);
  if (!strncmp(full, tex, sizeof tex - 1) || !strncmp(full, tld4, sizeof tld4 - 1)) {
    int is_tld4 = !strncmp(full, tld4, sizeof tld4 - 1);
    p = full + (is_tld4 ? sizeof tld4 : sizeof tex) - 1;
    t->kind = (uint8_t)(is_tld4 ? NV_TXK_TLD4 : NV_TXK_TEX);
    if (is_tld4) {
      const char *c;
      if (!nv_tex_take(&p, tok, sizeof tok) || strlen(tok) != 1 || !(c = strchr("rgba", tok[0])))
        return NV_TXFAIL("'%s': tld4 needs a component .r, .g, .b or .a", full);
      t->comp = (uint8_t)(c - "rgba");
    }
    if ((g = nv_tex_take_geom(&p)) < 0)
      return NV_TXFAIL("'%s': expected a geometry (1d, 2d, 3d, 1d.array, 2d.array, cube, cube.array)", full);
    t->geom = (uint8_t)g;
    if (is_tld4 && g != NV_TXG_2D && g != NV_TXG_A2D && !nv_texture_geom_cube((unsigned)g))
      return NV_TXFAIL("'%s': tld4 gathers from 2d, 2d.array, cube and cube.array textures only", full);
    if (!nv_tex_take(&p, tok, sizeof tok)) return NV_TXFAIL("'%s': expected a result type such as v4f32", full);
    if (!is_tld4 && (!strcmp(tok, "level") || !strcmp(tok, "grad"))) {
      t->mode = (uint8_t)(tok[0] == 'l' ? NV_TXM_LEVEL : NV_TXM_GRAD);
      if (!nv_tex_take(&p, tok, sizeof tok)) return NV_TXFAIL("'%s': expected a result type such as v4f32", full);
    }
    if (tok[0] != 'v' || tok[1] != '4' || (ty = nv_tex_type_of(tok + 2, 1)) < 0)
      return NV_TXFAIL("'%s': the result type must be v4f32, v4s32 or v4u32, not '%s'", full, tok);
    t->rt = (uint8_t)ty;
    if (!nv_tex_take(&p, tok, sizeof tok) || (ty = nv_tex_type_of(tok, 0)) < 0)
      return NV_TXFAIL("'%s': the coordinate type must be s32 or f32", full);
    t->ct = (uint8_t)ty;
    if (*p) return NV_TXFAIL("'%s': unexpected '.%s'", full, p);
    if ((t->mode != NV_TXM_BASE || is_tld4) && t->ct != NV_TXT_F32)
      return NV_TXFAIL("'%s': %s takes .f32 coordinates", full,
                       is_tld4 ? "tld4" : t->mode == NV_TXM_LEVEL ? "tex.level" : "tex.grad");
    /* cube forms: f32 directions (LLVM's base and .level, and nvcg's .grad) */
    if (nv_texture_geom_cube((unsigned)g) && t->ct != NV_TXT_F32)
      return NV_TXFAIL("'%s': a cube map samples with .f32 directions (no .s32 fetch)", full);
    return 1;
  }
  if (!strncmp(full, suld, sizeof suld - 1) || !strncmp(full, sust, sizeof sust - 1) || !strncmp(full, susp, sizeof susp - 1)) {
    int is_p = !strncmp(full, susp, sizeof susp - 1), is_st = is_p || !strncmp(full, sust, sizeof sust - 1);
    unsigned bits;
    p = full + (is_st ? sizeof sust : sizeof suld) - 1; /* "sust.b." and "sust.p." are as long */
    t->kind = (uint8_t)(is_st ? NV_TXK_SUST : NV_TXK_SULD);
    t->fmt = (uint8_t)is_p;
    if ((g = nv_tex_take_geom(&p)) < 0 || nv_texture_geom_cube((unsigned)g))
      return NV_TXFAIL("'%s': expected a surface geometry (1d, 2d, 3d, 1d.array, 2d.array; surfaces have no cube)", full);
    t->geom = (uint8_t)g;
    if (!nv_tex_take(&p, tok, sizeof tok)) return NV_TXFAIL("'%s': expected an element type such as i32 or v4i8", full);
    t->vec = 1;
    {
      const char *e = tok;
      if (e[0] == 'v' && (e[1] == '2' || e[1] == '4')) t->vec = (uint8_t)(e[1] - '0'), e += 2;
      if (e[0] != 'i' || (bits = (unsigned)atoi(e + 1), bits != 8 && bits != 16 && bits != 32 && bits != 64) ||
          (t->vec == 4 && bits == 64))
        return NV_TXFAIL("'%s': bad element type '%s' (i8, i16, i32, i64, v2 of those, v4 up to i32)", full, tok);
    }
    t->bits = (uint8_t)bits;
    if (is_p && bits != 32)
      return NV_TXFAIL("'%s': a formatted store (sust.p) takes 32-bit values (i32, v2i32, v4i32; ptxas refuses .b8, .b16 "
                       "and .b64)", full);
    if (!nv_tex_take(&p, tok, sizeof tok)) return NV_TXFAIL("'%s': expected .clamp, .trap or .zero", full);
    for (ty = 0; ty < 3; ty++)
      if (!strcmp(tok, nv_tex_oob[ty])) break;
    if (ty == 3) return NV_TXFAIL("'%s': out-of-range mode must be clamp, trap or zero, not '%s'", full, tok);
    t->oob = (uint8_t)ty;
    if (*p) return NV_TXFAIL("'%s': unexpected '.%s'", full, p);
    return 1;
  }
  if (!strncmp(full, txq, sizeof txq - 1) || !strncmp(full, suq, sizeof suq - 1)) {
    int is_su = !strncmp(full, suq, sizeof suq - 1);
    p = full + sizeof txq - 1;
    t->kind = (uint8_t)(is_su ? NV_TXK_SUQ : NV_TXK_TXQ);
    for (ty = 0; ty < NV_TXQ_COUNT; ty++)
      if (!strcmp(p, nv_tex_queries[ty].name) && (!is_su || nv_tex_queries[ty].surf)) break;
    if (ty == NV_TXQ_COUNT) return NV_TXFAIL("'%s': unknown or unsupported %s query '%s'", full, is_su ? "suq" : "txq", p);
    t->query = (uint8_t)ty;
    return 1;
  }
  return NV_TXFAIL("'%s' is not a texture or surface intrinsic", full);
}

static nv_type *nv_texture_elem_type(nv_context *c, unsigned bits) { return nv_type_int(c, bits < 16 ? 16 : bits); }

static nv_type *nv_texture_fn_type(nv_context *c, const nv_texture_op *t) {
  nv_type *p[16], *ret = c->t_void, *i32 = nv_type_int(c, 32), *f32 = c->t_float, *f[4];
  unsigned np = 0, i, dims = nv_texture_geom_dims(t->geom);
  p[np++] = nv_type_int(c, 64);
  switch (t->kind) {
  case NV_TXK_TEX: case NV_TXK_TLD4:
    for (i = 0; i < 4; i++) f[i] = t->rt == NV_TXT_F32 ? f32 : i32;
    ret = nv_type_struct(c, f, 4, 0);
    if (nv_texture_geom_layered(t->geom)) p[np++] = i32;
    for (i = 0; i < dims; i++) p[np++] = t->ct == NV_TXT_F32 ? f32 : i32;
    if (t->mode == NV_TXM_LEVEL) p[np++] = f32;
    if (t->mode == NV_TXM_GRAD)
      for (i = 0; i < 2 * dims; i++) p[np++] = f32;
    break;
  case NV_TXK_SULD: case NV_TXK_SUST:
    if (nv_texture_geom_layered(t->geom)) p[np++] = i32;
    for (i = 0; i < dims; i++) p[np++] = i32;
    for (i = 0; i < t->vec; i++) f[i] = nv_texture_elem_type(c, t->bits);
    if (t->kind == NV_TXK_SULD) ret = t->vec == 1 ? f[0] : nv_type_struct(c, f, t->vec, 0);
    else
      for (i = 0; i < t->vec; i++) p[np++] = f[i];
    break;
  default: ret = i32; break;
  }
  return nv_type_func(ret, p, np, 0);
}

/* "{$a, $b, ...}" of n references from first; pad repeats the last up to pad entries. */
static void nv_tex_refs(nv_buf *b, unsigned first, unsigned n, unsigned pad) {
  unsigned i;
  nv_buf_putc(b, '{');
  for (i = 0; i < (pad > n ? pad : n); i++) nv_buf_printf(b, "%s$%u", i ? ", " : "", first + (i < n ? i : n - 1));
  nv_buf_putc(b, '}');
}

static void nv_texture_ptx(const nv_texture_op *t, nv_buf *b) {
  unsigned dims = nv_texture_geom_dims(t->geom), lay = (unsigned)nv_texture_geom_layered(t->geom);
  unsigned ncoord = lay + dims, pad = ncoord == 3 ? 4 : ncoord; /* three-component vectors are four in PTX */
  unsigned nres, arg;
  const char *geom = nv_tex_geoms[t->geom].ptx;
  switch (t->kind) {
  case NV_TXK_TEX: case NV_TXK_TLD4:
    if (t->kind == NV_TXK_TLD4) nv_buf_printf(b, "tld4.%c.%s.v4.%s.f32\t", "rgba"[t->comp], geom, nv_tex_types[t->rt]);
    else
      nv_buf_printf(b, "tex%s.%s.v4.%s.%s\t", t->mode == NV_TXM_LEVEL ? ".level" : t->mode == NV_TXM_GRAD ? ".grad" : "",
                    geom, nv_tex_types[t->rt], nv_tex_types[t->ct]);
    nv_tex_refs(b, 0, 4, 0);
    nv_buf_puts(b, ", [$4, ");
    nv_tex_refs(b, 5, ncoord, pad);
    nv_buf_putc(b, ']');
    arg = 5 + ncoord;
    if (t->mode == NV_TXM_LEVEL) nv_buf_printf(b, ", $%u", arg);
    if (t->mode == NV_TXM_GRAD) {
      unsigned gp = dims == 3 ? 4 : dims;
      nv_buf_puts(b, ", ");
      nv_tex_refs(b, arg, dims, gp);
      nv_buf_puts(b, ", ");
      nv_tex_refs(b, arg + dims, dims, gp);
    }
    nv_buf_putc(b, ';');
    return;
  case NV_TXK_SULD: case NV_TXK_SUST:
    nv_buf_printf(b, "%s.%c.%s", t->kind == NV_TXK_SULD ? "suld" : "sust", t->fmt ? 'p' : 'b', geom);
    if (t->vec > 1) nv_buf_printf(b, ".v%u", t->vec);
    nv_buf_printf(b, ".b%u.%s\t", t->bits, nv_tex_oob[t->oob]);
    nres = t->kind == NV_TXK_SULD ? t->vec : 0;
    if (nres) {
      nv_tex_refs(b, 0, nres, 0);
      nv_buf_puts(b, ", ");
    }
    nv_buf_printf(b, "[$%u, ", nres);
    nv_tex_refs(b, nres + 1, ncoord, pad);
    nv_buf_putc(b, ']');
    if (!nres) {
      nv_buf_puts(b, ", ");
      nv_tex_refs(b, 1 + ncoord, t->vec, 0);
    }
    nv_buf_putc(b, ';');
    return;
  default:
    nv_buf_printf(b, "%s.%s.b32\t$0, [$1];", t->kind == NV_TXK_TXQ ? "txq" : "suq", nv_tex_queries[t->query].ptx);
    return;
  }
}
#undef NV_TXFAIL

/* ---- the builder API (nvcg_api.h): each call names its intrinsic and calls it ---- */

/* Checks the coordinate count of a geometry; reports for `fn`. */
static int nv_tex_b_check(nvcg_builder *b, const char *fn, unsigned geom, unsigned ncoords, nvcg_value *obj) {
  unsigned want;
  if (geom >= NV_TXG_COUNT) {
    nv_module_error(b->m, "%s: unknown geometry %u", fn, geom);
    return 0;
  }
  want = nv_texture_geom_dims(geom) + (unsigned)nv_texture_geom_layered(geom);
  if (ncoords != want) {
    nv_module_error(b->m, "%s: a %s image takes %u coordinate%s, not %u", fn, nv_tex_geoms[geom].name, want,
                    want == 1 ? "" : "s", ncoords);
    return 0;
  }
  if (!obj || obj->type->kind != NVCG_TYPE_INT || obj->type->bits != 64) {
    nv_module_error(b->m, "%s: the texture or surface object must be an i64 value", fn);
    return 0;
  }
  return 1;
}

static nvcg_value *nv_unguarded_nvcg_build_tex(nvcg_builder *b, nvcg_tex_geom geom, nvcg_tex_result result, nvcg_value *tex,
                                               nvcg_value *const *coords, unsigned ncoords, nvcg_value *lod,
                                               nvcg_value *const *dpdx, nvcg_value *const *dpdy, const char *name) {
  char full[96];
  nvcg_value *args[16];
  unsigned n = 0, i, dims, lay;
  const nv_value *c0;
  NV_B_START(b);
  if (!nv_tex_b_check(b, "nvcg_build_tex", (unsigned)geom, ncoords, tex)) return NULL;
  if ((unsigned)result > NVCG_TEX_U32 || (dpdx != NULL) != (dpdy != NULL) || (lod && dpdx)) {
    nv_module_error(b->m, "nvcg_build_tex: bad result type, or gradients without both dpdx and dpdy, or lod with them");
    return NULL;
  }
  dims = nv_texture_geom_dims((unsigned)geom);
  lay = (unsigned)nv_texture_geom_layered((unsigned)geom);
  for (i = 0; i < ncoords; i++)
    if (!coords[i]) {
      nv_module_error(b->m, "nvcg_build_tex: coordinate %u is NULL", i);
      return NULL;
    }
  c0 = coords[lay];
  snprintf(full, sizeof full, "llvm.nvvm.tex.unified.%s%s.v4%s.%s", nv_tex_geoms[geom].name,
           lod ? ".level" : dpdx ? ".grad" : "", nv_tex_types[result], c0->type->kind == NVCG_TYPE_FLOAT ? "f32" : "s32");
  args[n++] = tex;
  for (i = 0; i < ncoords; i++) args[n++] = coords[i];
  if (lod) args[n++] = lod;
  if (dpdx) {
    for (i = 0; i < dims; i++) args[n++] = dpdx[i];
    for (i = 0; i < dims; i++) args[n++] = dpdy[i];
  }
  return nvcg_build_intrinsic(b, full, args, n, name);
}

/* tld4 of any geometry that has it (2d, 2d.array, cube, cube.array); reports for `fn` */
static nvcg_value *nv_tex_b_tld4(nvcg_builder *b, const char *fn, unsigned geom, unsigned component,
                                 nvcg_tex_result result, nvcg_value *tex, nvcg_value *const *coords, unsigned ncoords,
                                 const char *name) {
  char full[80];
  nvcg_value *args[5];
  unsigned i;
  if (component > 3 || (unsigned)result > NVCG_TEX_U32) {
    nv_module_error(b->m, "%s: component must be 0..3 and the result f32, s32 or u32", fn);
    return NULL;
  }
  if (geom < NV_TXG_COUNT && geom != NV_TXG_2D && geom != NV_TXG_A2D && !nv_texture_geom_cube(geom)) {
    nv_module_error(b->m, "%s: tld4 gathers from 2d, 2d array, cube and cube array textures, not %s", fn,
                    nv_tex_geoms[geom].name);
    return NULL;
  }
  if (!nv_tex_b_check(b, fn, geom, ncoords, tex)) return NULL;
  args[0] = tex;
  for (i = 0; i < ncoords; i++)
    if (!(args[1 + i] = coords[i])) {
      nv_module_error(b->m, "%s: coordinate %u is NULL", fn, i);
      return NULL;
    }
  snprintf(full, sizeof full, "llvm.nvvm.tld4.unified.%c.%s.v4%s.f32", "rgba"[component], nv_tex_geoms[geom].name,
           nv_tex_types[result]);
  return nvcg_build_intrinsic(b, full, args, 1 + ncoords, name);
}

static nvcg_value *nv_unguarded_nvcg_build_tld4(nvcg_builder *b, unsigned component, nvcg_tex_result result,
                                                nvcg_value *tex, nvcg_value *x, nvcg_value *y, const char *name) {
  nvcg_value *c[2];
  NV_B_START(b);
  c[0] = x;
  c[1] = y;
  return nv_tex_b_tld4(b, "nvcg_build_tld4", NV_TXG_2D, component, result, tex, c, x && y ? 2 : 0, name);
}

static nvcg_value *nv_unguarded_nvcg_build_tld4_geom(nvcg_builder *b, nvcg_tex_geom geom, unsigned component,
                                                     nvcg_tex_result result, nvcg_value *tex,
                                                     nvcg_value *const *coords, unsigned ncoords, const char *name) {
  NV_B_START(b);
  if (!coords && ncoords) {
    nv_module_error(b->m, "nvcg_build_tld4_geom: coords is NULL");
    return NULL;
  }
  return nv_tex_b_tld4(b, "nvcg_build_tld4_geom", (unsigned)geom, component, result, tex, coords, ncoords, name);
}

/* "llvm.nvvm.suld.2d.v2i32.trap" / "llvm.nvvm.sust.b.2d.v2i32.trap" */
static int nv_tex_b_surf_name(nvcg_builder *b, const char *fn, const char *fam, unsigned geom, unsigned bits, unsigned vec,
                              nvcg_surf_oob oob, char *full, size_t size) {
  const char *v = vec == 4 ? "v4" : vec == 2 ? "v2" : "";
  if (nv_texture_geom_cube(geom)) {
    nv_module_error(b->m, "%s: surfaces have no cube geometry (a cube's faces are a 2d array)", fn);
    return 0;
  }
  if ((bits != 8 && bits != 16 && bits != 32 && bits != 64) || (vec != 1 && vec != 2 && vec != 4) ||
      (vec == 4 && bits == 64) || (unsigned)oob > NVCG_SURF_ZERO) {
    nv_module_error(b->m, "%s: bad element (8, 16, 32 or 64 bits; 1, 2 or 4 of them, 4 up to 32 bits) or mode", fn);
    return 0;
  }
  snprintf(full, size, "%s.%s.%si%u.%s", fam, nv_tex_geoms[geom].name, v, bits, nv_tex_oob[oob]);
  return 1;
}

static nvcg_value *nv_unguarded_nvcg_build_suld(nvcg_builder *b, nvcg_tex_geom geom, unsigned bits, unsigned vec,
                                                nvcg_surf_oob oob, nvcg_value *surf, nvcg_value *const *coords,
                                                unsigned ncoords, const char *name) {
  char full[64];
  nvcg_value *args[8];
  unsigned i;
  NV_B_START(b);
  if (!nv_tex_b_check(b, "nvcg_build_suld", (unsigned)geom, ncoords, surf) ||
      !nv_tex_b_surf_name(b, "nvcg_build_suld", "llvm.nvvm.suld", (unsigned)geom, bits, vec, oob, full, sizeof full))
    return NULL;
  args[0] = surf;
  for (i = 0; i < ncoords; i++) args[1 + i] = coords[i];
  return nvcg_build_intrinsic(b, full, args, ncoords + 1, name);
}

static nvcg_value *nv_unguarded_nvcg_build_sust(nvcg_builder *b, nvcg_tex_geom geom, unsigned bits, unsigned vec,
                                                nvcg_surf_oob oob, nvcg_value *surf, nvcg_value *const *coords,
                                                unsigned ncoords, nvcg_value *const *values) {
  char full[64];
  nvcg_value *args[12];
  unsigned i;
  NV_B_START(b);
  if (!nv_tex_b_check(b, "nvcg_build_sust", (unsigned)geom, ncoords, surf) ||
      !nv_tex_b_surf_name(b, "nvcg_build_sust", "llvm.nvvm.sust.b", (unsigned)geom, bits, vec, oob, full, sizeof full))
    return NULL;
  if (!values) {
    nv_module_error(b->m, "nvcg_build_sust: no values");
    return NULL;
  }
  args[0] = surf;
  for (i = 0; i < ncoords; i++) args[1 + i] = coords[i];
  for (i = 0; i < vec; i++) args[1 + ncoords + i] = values[i];
  return nvcg_build_intrinsic(b, full, args, ncoords + 1 + vec, NULL);
}

static nvcg_value *nv_unguarded_nvcg_build_sust_p(nvcg_builder *b, nvcg_tex_geom geom, unsigned vec, nvcg_surf_oob oob,
                                                  nvcg_value *surf, nvcg_value *const *coords, unsigned ncoords,
                                                  nvcg_value *const *values) {
  char full[64];
  nvcg_value *args[12];
  unsigned i;
  NV_B_START(b);
  if (!nv_tex_b_check(b, "nvcg_build_sust_p", (unsigned)geom, ncoords, surf) ||
      !nv_tex_b_surf_name(b, "nvcg_build_sust_p", "llvm.nvvm.sust.p", (unsigned)geom, 32, vec, oob, full, sizeof full))
    return NULL;
  if (!values) {
    nv_module_error(b->m, "nvcg_build_sust_p: no values");
    return NULL;
  }
  args[0] = surf;
  for (i = 0; i < ncoords; i++) args[1 + i] = coords[i];
  for (i = 0; i < vec; i++) args[1 + ncoords + i] = values[i];
  return nvcg_build_intrinsic(b, full, args, ncoords + 1 + vec, NULL);
}

static nvcg_value *nv_unguarded_nvcg_build_tex_query(nvcg_builder *b, int surface, nvcg_tex_query query, nvcg_value *obj,
                                                     const char *name) {
  char full[64];
  NV_B_START(b);
  if ((unsigned)query >= NV_TXQ_COUNT || (surface && !nv_tex_queries[query].surf)) {
    nv_module_error(b->m, "nvcg_build_tex_query: %s has no query %d", surface ? "suq" : "txq", (int)query);
    return NULL;
  }
  snprintf(full, sizeof full, "llvm.nvvm.%s.%s", surface ? "suq" : "txq", nv_tex_queries[query].name);
  return nvcg_build_intrinsic(b, full, &obj, 1, name);
}

static void nv_unguarded_nvcg_global_set_texref(nvcg_value *gv, nvcg_texref_kind kind) {
  nv_global *g = nv_api_global(gv, "nvcg_global_set_texref");
  if (!g) return;
  if ((unsigned)kind > NVCG_TEXREF_SURFACE) {
    nv_module_error(g->module, "nvcg_global_set_texref: bad kind %d", (int)kind);
    return;
  }
  if (kind != NVCG_TEXREF_NONE && (g->addrspace != NVCG_AS_GLOBAL || g->vtype->kind != NVCG_TYPE_INT || g->vtype->bits != 64)) {
    nv_module_error(g->module, "nvcg_global_set_texref: @%s must be an addrspace(1) global of type i64",
                    g->v.name ? g->v.name : "");
    return;
  }
  /* NV_TEXREF_* are NVCG_TEXREF_*'s values */
  g->texref = (uint8_t)kind;
}

static nvcg_value *nv_unguarded_nvcg_build_texsurf_handle(nvcg_builder *b, nvcg_value *gv, const char *name) {
  NV_B_START(b);
  if (!gv || gv->kind != NV_V_GLOBAL || !((nv_global *)gv)->texref) {
    nv_module_error(b->m, "nvcg_build_texsurf_handle: the operand is not a global marked by nvcg_global_set_texref");
    return NULL;
  }
  return nvcg_build_intrinsic(b, "llvm.nvvm.texsurf.handle.internal.p1", &gv, 1, name);
}

static void nv_unguarded_nvcg_param_set_image(nvcg_value *fn, unsigned index, nvcg_image_param kind) {
  nv_param_attrs *pa = nv_api_pattrs(fn, index, "nvcg_param_set_image");
  nv_func *f = (nv_func *)fn;
  if (!pa) return;
  if (index == NVCG_RETURN_INDEX || (unsigned)kind > NVCG_IMAGE_PARAM_READ_WRITE) {
    nv_module_error(f->module, "nvcg_param_set_image: %s", index == NVCG_RETURN_INDEX ? "a return value is no image"
                                                                                       : "bad kind");
    return;
  }
  if (kind != NVCG_IMAGE_PARAM_NONE && (f->fty->fields[index]->kind != NVCG_TYPE_INT || f->fty->fields[index]->bits != 64)) {
    nv_module_error(f->module, "nvcg_param_set_image: parameter %u of @%s must be an i64 (the image's handle)", index,
                    f->v.name ? f->v.name : "");
    return;
  }
  /* NV_IMGPARAM_* are NVCG_IMAGE_PARAM_*'s values */
  pa->image = (uint8_t)kind;
}
