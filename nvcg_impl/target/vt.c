/* vt.c -- value types: the EVT encoding (target.h), the simple-type table and the
 * mapping from IR types, in one place (seeds/001 asks for one encoding, not eleven
 * copies of the width switch). */

static const nv_evt nv_mvt_evts[] = {
#define NV_X_EVT(name, sc, n) NV_EVT(sc, n),
    NV_MVTS(NV_X_EVT)
#undef NV_X_EVT
};

/* A switch over the table's EVTs rather than a scan of nv_mvt_evts: the legalisers
 * ask for every node's types (action lookups, type legality), and the scan was ~2% of
 * a compile. */
static nv_mvt nv_evt_to_mvt(nv_evt vt) {
  switch (vt) {
#define NV_X_CASE(name, sc, n) case NV_EVT(sc, n): return NV_MVT_##name;
    NV_MVTS(NV_X_CASE)
#undef NV_X_CASE
  default: return NV_MVT_INVALID;
  }
}

static nv_evt nv_mvt_to_evt(nv_mvt m) { return m < NV_MVT_COUNT ? nv_mvt_evts[m] : 0; }

static unsigned nv_evt_scalar_bits(nv_evt vt) {
  unsigned sc = NV_EVT_SC(vt);
  if (sc >= 1 && sc <= 128) return sc;
  switch (sc) {
  case NV_SC_F16: case NV_SC_BF16: return 16;
  case NV_SC_F32: return 32;
  case NV_SC_F64: return 64;
  case NV_SC_F128: return 128;
  case NV_SC_E2M1: return 4;
  case NV_SC_E2M3: case NV_SC_E3M2: return 6;
  case NV_SC_UE8M0: return 8;
  default: return 0;
  }
}

static unsigned nv_evt_bits(nv_evt vt) {
  unsigned n = NV_EVT_NELTS(vt);
  return nv_evt_scalar_bits(vt) * (n ? n : 1);
}

static nv_evt nv_evt_vector(nv_evt elem, unsigned n) { return NV_EVT(NV_EVT_SC(elem), n); }
static nv_evt nv_evt_with_elem_count(nv_evt vt, unsigned n) { return NV_EVT(NV_EVT_SC(vt), n); }

static nv_evt nv_evt_of_scalar_type(const nv_type *t) {
  switch (t->kind) {
  case NVCG_TYPE_INT: return NV_EVT_INT(t->bits);
  case NVCG_TYPE_HALF: return NV_SC_F16;
  case NVCG_TYPE_BFLOAT: return NV_SC_BF16;
  case NVCG_TYPE_FLOAT: return NV_SC_F32;
  case NVCG_TYPE_DOUBLE: return NV_SC_F64;
  case NVCG_TYPE_FP128: return NV_SC_F128;
  case NVCG_TYPE_PTR: return NV_EVT_INT(64); /* 64-bit pointers in every address space */
  default: return 0;
  }
}

static nv_evt nv_evt_of_type(const nv_type *t) {
  if (t->kind == NVCG_TYPE_VECTOR) {
    nv_evt e = nv_evt_of_scalar_type(t->elem);
    return e && t->count <= 0xffff ? NV_EVT(e, (unsigned)t->count) : 0;
  }
  return nv_evt_of_scalar_type(t);
}

static void nv_evt_print(nv_buf *b, nv_evt vt) {
  unsigned sc = NV_EVT_SC(vt), n = NV_EVT_NELTS(vt);
  if (n) nv_buf_printf(b, "v%u", n);
  if (sc >= 1 && sc <= 128) nv_buf_printf(b, "i%u", sc);
  else switch (sc) {
    case NV_SC_F16: nv_buf_puts(b, "f16"); break;
    case NV_SC_BF16: nv_buf_puts(b, "bf16"); break;
    case NV_SC_F32: nv_buf_puts(b, "f32"); break;
    case NV_SC_F64: nv_buf_puts(b, "f64"); break;
    case NV_SC_F128: nv_buf_puts(b, "f128"); break;
    case NV_SC_E2M1: nv_buf_puts(b, "e2m1"); break;
    case NV_SC_E2M3: nv_buf_puts(b, "e2m3"); break;
    case NV_SC_E3M2: nv_buf_puts(b, "e3m2"); break;
    case NV_SC_UE8M0: nv_buf_puts(b, "ue8m0"); break;
    case NV_SC_OTHER: nv_buf_puts(b, "ch"); break;
    case NV_SC_GLUE: nv_buf_puts(b, "glue"); break;
    default: nv_buf_printf(b, "vt%u", sc); break;
    }
}

static const char *const nv_rc_prefixes[] = {
#define NV_X(name, prefix, decl, bits, letter) prefix,
    NV_REGCLASSES(NV_X)
#undef NV_X
};
static const char *const nv_rc_decls[] = {
#define NV_X(name, prefix, decl, bits, letter) decl,
    NV_REGCLASSES(NV_X)
#undef NV_X
};
static const uint8_t nv_rc_bits[] = {
#define NV_X(name, prefix, decl, bits, letter) bits,
    NV_REGCLASSES(NV_X)
#undef NV_X
};
static unsigned nv_regclass_bits(nv_regclass rc) { return rc < NV_RC_COUNT ? nv_rc_bits[rc] : 32; }
static const char *nv_regclass_prefix(nv_regclass rc) { return rc < NV_RC_COUNT ? nv_rc_prefixes[rc] : "%?"; }
static const char *nv_regclass_decl(nv_regclass rc) { return rc < NV_RC_COUNT ? nv_rc_decls[rc] : ".b32"; }
