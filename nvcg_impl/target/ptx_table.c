/* ptx_table.c -- the PTX instruction table (ptx_insns.h) as data. */

static const nv_ptx_info nv_ptx_table[] = {
#define NV_X_INFO(id, tmpl, sig, sm, ptx, fl) {tmpl, sig, sm, ptx, fl},
    NV_PTX_INSNS(NV_X_INFO)
#undef NV_X_INFO
};

static const nv_ptx_info *nv_ptx_info_of(unsigned opc) {
  static const nv_ptx_info bad = {"<bad opcode>", "pseudo", 0, 0, 0};
  return opc < NV_PTX_COUNT ? &nv_ptx_table[opc] : &bad;
}

static const char *const nv_ptx_mode_names[] = {
#define NV_X_NAME(name, str) str,
    NV_PTX_MODES(NV_X_NAME)
#undef NV_X_NAME
};

static const char *nv_ptx_mode_name(unsigned m) { return m < NV_MODE_COUNT ? nv_ptx_mode_names[m] : ""; }

static void nv_sig_parse(const char *sig, nv_sig *out) {
  const char *p = sig;
  int defs = 1, pipe = 0;
  memset(out, 0, sizeof *out);
  if (!strcmp(sig, "pseudo")) {
    out->pseudo = 1;
    return;
  }
  while (*p && out->nops < 8) {
    nv_sigop *o;
    unsigned k = 0;
    if (*p == ';') {
      defs = 0;
      p++;
      continue;
    }
    if (*p == ',' || *p == ' ') {
      p++;
      continue;
    }
    if (*p == '|') {
      pipe = 1;
      p++;
      continue;
    }
    o = &out->ops[out->nops++];
    o->is_def = (uint8_t)defs;
    o->pipe = (uint8_t)pipe;
    pipe = 0;
    if (*p == '{') {
      o->brace_open = 1;
      p++;
    }
    while (*p && *p != ',' && *p != ';' && *p != '|' && *p != '}') {
      if (*p == '*') {
        o->repeat = 1;
      } else if (k < sizeof o->letters - 1) {
        o->letters[k++] = *p;
        if ((unsigned char)*p >= 64 && (unsigned char)*p < 128) o->allow |= (uint64_t)1 << ((unsigned char)*p - 64);
      }
      p++;
    }
    if (*p == '}') {
      o->brace_close = 1;
      p++;
    }
    if (defs) out->ndefs++;
  }
}

/* A bit test for letters (asked per operand by the emitter and printer), strchr otherwise. */
static int nv_sig_allows(const nv_sigop *op, char c) {
  unsigned char u = (unsigned char)c;
  if (u >= 64 && u < 128) return (int)((op->allow >> (u - 64)) & 1);
  return strchr(op->letters, c) != NULL;
}

static char nv_regclass_letter(unsigned rc) {
  static const char letters[] = {
#define NV_X(name, prefix, decl, bits, letter) letter,
      NV_REGCLASSES(NV_X)
#undef NV_X
  };
  return rc < sizeof letters ? letters[rc] : '?';
}
