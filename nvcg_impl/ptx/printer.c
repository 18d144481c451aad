/* printer.c -- the PTX printer: machine functions and the module's globals become PTX
 * text. It owns the PTX spelling of everything: instruction templates expanded from
 * the instruction table and the instruction's modifiers, operands, register
 * declarations (virtual registers renumbered per class in order of appearance),
 * the local depot and %SP/%SPL set-up, block labels, the .param call sequences,
 * function headers with their performance directives, globals with initializers, and
 * PTX names (sanitised the way LLVM's NVPTXAssignValidGlobalNames does it, once, so
 * that definitions and uses agree). Output is deterministic: everything is printed in
 * module, block and instruction order. */

/* ---- names ---- */

static const char *nv_cg_name(nv_cg *cg, const nv_value *gv) {
  uintptr_t x;
  if (nv_map_get(&cg->names, (uintptr_t)gv, &x)) return (const char *)x;
  return gv->name ? gv->name : "__unnamed";
}

static int nv_ptx_ident_char(char c, int first) {
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$') return 1;
  return !first && c >= '0' && c <= '9';
}

static uint64_t nv_cg_name_key(const char *s, size_t n);

/* Gives a global or function its PTX name: characters PTX rejects become "_$_", a
 * leading digit gets a "_" prefix, unnamed values are "__unnamed_N", and a name that
 * collides after sanitising gets "_N" appended. */
static void nv_cg_assign_name(nv_cg *cg, const nv_value *gv, unsigned *unnamed) {
  nv_buf b = NV_BUF_INIT;
  const char *s = gv->name;
  uint64_t h;
  unsigned suffix = 0;
  size_t base_len;
  if (!s || !*s) {
    nv_buf_printf(&b, "__unnamed_%u", ++*unnamed);
  } else {
    if (!nv_ptx_ident_char(s[0], 1) && s[0] >= '0' && s[0] <= '9') nv_buf_putc(&b, '_');
    for (; *s; s++) {
      if (nv_ptx_ident_char(*s, 0)) nv_buf_putc(&b, *s);
      else nv_buf_puts(&b, "_$_");
    }
  }
  base_len = b.len;
  for (;;) {
    /* shifted so that the key can never be the map's reserved empty/tombstone values */
    h = nv_cg_name_key(b.data, b.len);
    if (!nv_map_get(&cg->names_taken, (uintptr_t)h, NULL)) break;
    b.len = base_len;
    nv_buf_printf(&b, "_%u", ++suffix);
  }
  nv_map_put(&cg->names_taken, (uintptr_t)h, 1);
  nv_map_put(&cg->names, (uintptr_t)gv, (uintptr_t)nv_arena_strndup(&cg->arena, b.data, b.len));
  nv_buf_free(&b);
}

/* The hash nv_cg_assign_name keys names_taken by. */
static uint64_t nv_cg_name_key(const char *s, size_t n) { return nv_hash_bytes(s, n, NV_FNV_OFFSET) >> 2; }

static int nv_mmodule_is_global_name(const nv_mmodule *mm, const char *sym) {
  return sym && mm->global_names && nv_map_get(mm->global_names, (uintptr_t)nv_cg_name_key(sym, strlen(sym)), NULL);
}

static void nv_cg_assign_names(nv_cg *cg) {
  nv_func *f;
  nv_global *g;
  unsigned unnamed = 0;
  for (g = cg->m->globals_first; g; g = g->next) nv_cg_assign_name(cg, &g->v, &unnamed);
  for (f = cg->m->funcs_first; f; f = f->next)
    if (!f->intrinsic) nv_cg_assign_name(cg, &f->v, &unnamed);
}

/* Records that the output uses `what` (an instruction template or a directive), which
 * needs sm_<sm> and PTX ISA <ptx>; nv_compile checks the highest against the target. */
static void nv_cg_need(nv_cg *cg, unsigned sm, unsigned ptx, const char *what) {
  if (ptx > cg->need_ptx) {
    cg->need_ptx = ptx;
    cg->need_ptx_by = what;
  }
  if (sm > cg->need_sm) {
    cg->need_sm = sm;
    cg->need_sm_by = what;
  }
}

static void nv_cg_use_row(nv_cg *cg, unsigned opc) {
  const nv_ptx_info *in = nv_ptx_info_of(opc);
  nv_cg_need(cg, in->min_sm, in->min_ptx, in->tmpl);
}

/* ---- registers ---- */

typedef struct nv_ptx_fn {
  nv_cg *cg;
  const nv_mfunc *mf;
  nv_buf *out;
  uint32_t *num;            /* vreg -> number within its class (0 = unnumbered) */
  uint32_t count[NV_RC_COUNT];
  unsigned fidx;            /* function index: names the depot and labels */
  int raw;                  /* dump mode: vregs as %vrN, pseudo-instructions visible */
} nv_ptx_fn;

static void nv_ptx_number_reg(nv_ptx_fn *P, uint32_t r) {
  nv_regclass rc;
  if (!r || r >= P->mf->vreg_class.len || P->num[r]) return;
  rc = nv_vreg_class(P->mf, r);
  if (rc >= NV_RC_COUNT) return;
  P->num[r] = ++P->count[rc];
}

static void nv_ptx_number_regs(nv_ptx_fn *P) {
  const nv_mblock *mb;
  const nv_minst *mi;
  unsigned i;
  for (mb = P->mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      for (i = 0; i < mi->nops; i++) {
        const nv_mop *op = &mi->ops[i];
        if (op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) nv_ptx_number_reg(P, op->reg);
      }
      if (mi->pred) nv_ptx_number_reg(P, mi->pred);
    }
}

static void nv_ptx_reg(nv_ptx_fn *P, uint32_t r) {
  nv_regclass rc = nv_vreg_class(P->mf, r);
  if (P->raw || r >= P->mf->vreg_class.len) {
    nv_buf_puts(P->out, "%vr");
    nv_buf_put_uint(P->out, r);
  } else {
    nv_buf_puts(P->out, nv_regclass_prefix(rc));
    nv_buf_put_uint(P->out, P->num[r]);
  }
}

/* ---- operands and instructions ---- */

static const char *const nv_sreg_names[] = {
#define NV_X_NAME(name, str) str,
    NV_SREGS(NV_X_NAME)
#undef NV_X_NAME
};

/* Labels, offsets and immediates are written without printf: one each per operand was
 * most of the printer's time. */
static void nv_ptx_label(nv_ptx_fn *P, const nv_mblock *mb) {
  nv_buf_putn(P->out, "$L__BB", 6);
  nv_buf_put_uint(P->out, P->fidx);
  nv_buf_putc(P->out, '_');
  nv_buf_put_uint(P->out, mb->index);
}

static void nv_ptx_offset(nv_buf *b, int64_t off) {
  if (!off) return;
  nv_buf_putc(b, '+');
  nv_buf_put_int(b, (long long)off);
}

static void nv_ptx_operand(nv_ptx_fn *P, const nv_minst *mi, const nv_mop *op, int lea) {
  nv_buf *b = P->out;
  switch (op->kind) {
  case NV_MO_REG: nv_ptx_reg(P, op->reg); break;
  case NV_MO_IMM:
    if (mi->opc == NV_PTX_MOV_B16) {
      nv_buf_putn(b, "0x", 2);
      nv_buf_put_hex(b, (unsigned long long)op->imm & 0xffff, 4);
    } else if (mi->opc == NV_PTX_MOV_B32) {
      nv_buf_putn(b, "0x", 2);
      nv_buf_put_hex(b, (unsigned long long)op->imm & 0xffffffffu, 8);
    } else {
      nv_buf_put_int(b, (long long)op->imm);
    }
    break;
  case NV_MO_FPIMM:
    if (op->vt == NV_SC_F64) {
      nv_buf_putn(b, "0d", 2);
      nv_buf_put_hex(b, (unsigned long long)op->imm, 16);
    } else {
      nv_buf_putn(b, "0f", 2);
      nv_buf_put_hex(b, (unsigned long long)op->imm & 0xffffffffu, 8);
    }
    break;
  case NV_MO_ADDR:
    if (!lea) nv_buf_putc(b, '[');
    switch (op->base_kind) {
    case NV_MO_REG: nv_ptx_reg(P, op->reg); break;
    case NV_MO_SYM: nv_buf_puts(b, op->sym); break;
    case NV_MO_SREG: nv_buf_puts(b, op->sreg < NV_SREG_COUNT ? nv_sreg_names[op->sreg] : "%?"); break;
    default: nv_buf_printf(b, "FI#%d", op->fi); break;
    }
    if (lea) {
      nv_buf_putn(b, ", ", 2);
      nv_buf_put_int(b, (long long)op->imm);
    }
    else {
      nv_ptx_offset(b, op->imm);
      nv_buf_putc(b, ']');
    }
    break;
  case NV_MO_BLOCK: nv_ptx_label(P, op->mbb); break;
  case NV_MO_SYM: nv_buf_puts(b, op->sym); break;
  case NV_MO_SREG: nv_buf_puts(b, op->sreg < NV_SREG_COUNT ? nv_sreg_names[op->sreg] : "%?"); break;
  default: nv_buf_puts(b, "?"); break;
  }
}

static const char *nv_ptx_rnd_name(unsigned r) {
  static const char *const t[] = {"", ".rn", ".rz", ".rm", ".rp", ".rni", ".rzi", ".rmi", ".rpi", ".rna"};
  return r < NV_ARRAY_LEN(t) ? t[r] : "";
}
static const char *nv_ptx_cmp_name(unsigned c) {
  static const char *const t[] = {"", ".eq", ".ne", ".lt", ".le", ".gt", ".ge", ".lo", ".ls", ".hi", ".hs",
                                  ".equ", ".neu", ".ltu", ".leu", ".gtu", ".geu", ".num", ".nan"};
  return c < NV_ARRAY_LEN(t) ? t[c] : "";
}
static const char *nv_ptx_space_name(unsigned s) {
  static const char *const t[] = {"", ".global", ".shared", ".local", ".const", ".param", ".shared::cluster"};
  return s < NV_ARRAY_LEN(t) ? t[s] : "";
}
static const char *nv_ptx_sem_name(unsigned s) {
  static const char *const t[] = {"", ".relaxed", ".acquire", ".release", ".acq_rel", ".sc", ".volatile"};
  return s < NV_ARRAY_LEN(t) ? t[s] : "";
}
static const char *nv_ptx_scope_name(unsigned s) {
  static const char *const t[] = {"", ".cta", ".cluster", ".gpu", ".sys"};
  return s < NV_ARRAY_LEN(t) ? t[s] : "";
}
static const char *nv_ptx_cache_name(unsigned c) {
  static const char *const t[] = {"", ".nc", "", ".cg", ".cs", ".ca", ".lu", ".cv"};
  return c < NV_ARRAY_LEN(t) ? t[c] : "";
}

/* Expands a template's {placeholders} from the modifiers. */
static void nv_ptx_expand(nv_buf *b, const char *t, const nv_mmods *m) {
  while (*t) {
    const char *e;
    size_t n;
    if (*t != '{') {
      /* the literal text up to the next placeholder in one write (was a putc per byte) */
      const char *q = t + 1;
      while (*q && *q != '{') q++;
      nv_buf_putn(b, t, (size_t)(q - t));
      t = q;
      continue;
    }
    e = strchr(t, '}');
    if (!e) {
      nv_buf_puts(b, t);
      return;
    }
    n = (size_t)(e - t - 1);
#define NV_PH(name) (n == sizeof(name) - 1 && !strncmp(t + 1, name, n))
    if (NV_PH("rnd")) nv_buf_puts(b, nv_ptx_rnd_name(m->rnd));
    else if (NV_PH("ftz")) nv_buf_puts(b, m->ftz ? ".ftz" : "");
    else if (NV_PH("sat")) nv_buf_puts(b, m->sat ? ".sat" : "");
    else if (NV_PH("approx")) nv_buf_puts(b, m->approx == NV_APPROX ? ".approx" : m->approx == NV_FULL ? ".full" : "");
    else if (NV_PH("cmp")) nv_buf_puts(b, nv_ptx_cmp_name(m->cmp));
    else if (NV_PH("bool")) nv_buf_puts(b, m->boolop == 1 ? ".and" : m->boolop == 2 ? ".or" : m->boolop == 3 ? ".xor" : "");
    else if (NV_PH("space")) nv_buf_puts(b, nv_ptx_space_name(m->space));
    else if (NV_PH("cache")) nv_buf_puts(b, nv_ptx_cache_name(m->cache));
    else if (NV_PH("vec")) nv_buf_puts(b, m->vec == 2 ? ".v2" : m->vec == 4 ? ".v4" : "");
    else if (NV_PH("sem")) nv_buf_puts(b, nv_ptx_sem_name(m->sem));
    else if (NV_PH("scope")) nv_buf_puts(b, nv_ptx_scope_name(m->scope));
    else if (NV_PH("mode")) nv_buf_puts(b, nv_ptx_mode_name(m->mode));
    else if (NV_PH("uni")) nv_buf_puts(b, m->uni ? ".uni" : "");
#undef NV_PH
    t = e + 1;
  }
}

static const char *nv_ptx_copy_mnemonic(nv_regclass rc) {
  switch (rc) {
  case NV_RC_PRED: return "mov.pred";
  case NV_RC_B16: return "mov.u16";
  case NV_RC_B32: return "mov.u32";
  case NV_RC_B64: return "mov.u64";
  case NV_RC_F32: return "mov.f32";
  case NV_RC_F64: return "mov.f64";
  case NV_RC_H16: return "mov.b16";
  case NV_RC_H32: return "mov.b32";
  case NV_RC_B128: return "mov.b128";
  default: return "mov.b32";
  }
}

static void nv_ptx_line_start(nv_ptx_fn *P, const nv_minst *mi);

/* Pseudo rows with a PTX spelling of their own. */
static void nv_ptx_pseudo(nv_ptx_fn *P, const nv_minst *mi) {
  nv_buf *b = P->out;
  unsigned i;
  switch (nv_ptx_info_of(mi->opc)->flags & NV_PF_TEMPLATE ? (unsigned)NV_PTX_TEMPLATE : mi->opc) {
  case NV_PTX_COPY:
    /* early_ifcvt guards copies of the arms it predicates */
    nv_ptx_line_start(P, mi);
    nv_buf_printf(b, "%s \t", nv_ptx_copy_mnemonic(nv_vreg_class(P->mf, mi->ops[0].reg)));
    nv_ptx_operand(P, mi, &mi->ops[0], 0);
    nv_buf_puts(b, ", ");
    nv_ptx_operand(P, mi, &mi->ops[1], 0);
    nv_buf_puts(b, ";\n");
    return;
  case NV_PTX_IMPLICIT_DEF:
    nv_buf_puts(b, "\t// implicit-def: ");
    nv_ptx_operand(P, mi, &mi->ops[0], 0);
    nv_buf_putc(b, '\n');
    return;
  case NV_PTX_CALLSEQ_START:
    nv_buf_printf(b, "\t{ // callseq %lld, 0\n", (long long)(mi->nops ? mi->ops[0].imm : 0));
    return;
  case NV_PTX_CALLSEQ_END:
    nv_buf_printf(b, "\t} // callseq %lld\n", (long long)(mi->nops ? mi->ops[0].imm : 0));
    return;
  case NV_PTX_DECL_PARAM:
    /* index, size, align, is_array */
    if (mi->nops >= 4 && mi->ops[3].imm)
      nv_buf_printf(b, "\t.param .align %lld .b8 param%lld[%lld];\n", (long long)mi->ops[2].imm,
                    (long long)mi->ops[0].imm, (long long)mi->ops[1].imm);
    else if (mi->nops >= 2)
      nv_buf_printf(b, "\t.param .b%lld param%lld;\n", (long long)mi->ops[1].imm * 8, (long long)mi->ops[0].imm);
    return;
  case NV_PTX_DECL_RETVAL:
    /* size, align, is_array */
    if (mi->nops >= 3 && mi->ops[2].imm)
      nv_buf_printf(b, "\t.param .align %lld .b8 retval0[%lld];\n", (long long)mi->ops[1].imm, (long long)mi->ops[0].imm);
    else if (mi->nops >= 1)
      nv_buf_printf(b, "\t.param .b%lld retval0;\n", (long long)mi->ops[0].imm * 8);
    return;
  case NV_PTX_CALL: {
    /* callee, nparams, has_ret, proto id, proto text */
    int indirect = mi->nops >= 5 && mi->ops[3].imm != 0xffffffffll && mi->ops[3].imm >= 0 && mi->ops[0].kind == NV_MO_REG;
    long long np = mi->nops >= 2 ? mi->ops[1].imm : 0, k;
    if (indirect && mi->ops[4].kind == NV_MO_SYM) nv_buf_printf(b, "\t%s\n", mi->ops[4].sym);
    nv_buf_printf(b, "\tcall%s ", indirect || mi->mods.mode == NV_CALL_NOT_UNI ? "" : ".uni");
    if (mi->nops >= 3 && mi->ops[2].imm) nv_buf_puts(b, "(retval0), ");
    nv_ptx_operand(P, mi, &mi->ops[0], 0);
    nv_buf_puts(b, ", (");
    for (k = 0; k < np; k++) nv_buf_printf(b, "%sparam%lld", k ? ", " : "", k);
    nv_buf_puts(b, ")");
    if (indirect) nv_buf_printf(b, ", prototype_%lld", (long long)mi->ops[3].imm);
    nv_buf_puts(b, ";\n");
    return;
  }
  case NV_PTX_INLINEASM: {
    /* outputs, text, constraints, inputs: $N names operand N counting outputs first */
    unsigned nd = mi->ndefs;
    const char *t = nd + 1 < mi->nops && mi->ops[nd].kind == NV_MO_SYM ? mi->ops[nd].sym : "";
    nv_buf_puts(b, "\t// begin inline asm\n\t");
    while (*t) {
      if (t[0] == '$' && t[1] == '$') {
        nv_buf_putc(b, '$');
        t += 2;
      } else if (t[0] == '$' && (t[1] >= '0' && t[1] <= '9')) {
        unsigned k = 0, op;
        t++;
        while (*t >= '0' && *t <= '9') k = k * 10 + (unsigned)(*t++ - '0');
        op = k < nd ? k : k + 2; /* inputs follow the text and constraint operands */
        if (op < mi->nops) nv_ptx_operand(P, mi, &mi->ops[op], 0);
      } else {
        nv_buf_putc(b, *t++);
      }
    }
    nv_buf_puts(b, "\n\t// end inline asm\n");
    return;
  }
  case NV_PTX_BRX: {
    /* the list is named after the block (one brx.idx a block), eight labels a line */
    unsigned jt = mi->parent ? mi->parent->index : 0;
    nv_buf_printf(b, "\t$L__JT%u_%u: .branchtargets", P->fidx, jt);
    for (i = 1; i < mi->nops; i++) {
      nv_buf_puts(b, i == 1 ? "\n\t\t" : (i - 1) % 8 ? ", " : ",\n\t\t");
      nv_ptx_operand(P, mi, &mi->ops[i], 0);
    }
    nv_buf_puts(b, ";\n\tbrx.idx \t");
    nv_ptx_operand(P, mi, &mi->ops[0], 0);
    nv_buf_printf(b, ", $L__JT%u_%u;\n", P->fidx, jt);
    return;
  }
  case NV_PTX_TEMPLATE: case NV_PTX_TEMPLATE_MEM: {
    /* defs, text, uses: $N counts the defs and then the uses after the text */
    unsigned nd = mi->ndefs;
    const char *t = nd < mi->nops && mi->ops[nd].kind == NV_MO_SYM ? mi->ops[nd].sym : "";
    nv_buf_putc(b, '\t');
    while (*t) {
      if (t[0] == '$' && t[1] >= '0' && t[1] <= '9') {
        unsigned k = 0, op;
        t++;
        while (*t >= '0' && *t <= '9') k = k * 10 + (unsigned)(*t++ - '0');
        op = k < nd ? k : k + 1;
        if (op < mi->nops) nv_ptx_operand(P, mi, &mi->ops[op], 0);
      } else {
        nv_buf_putc(b, *t++);
      }
    }
    nv_buf_putc(b, '\n');
    return;
  }
  default:
    nv_buf_printf(b, "\t// %s", nv_ptx_info_of(mi->opc)->tmpl);
    for (i = 0; i < mi->nops; i++) {
      nv_buf_puts(b, i ? ", " : " ");
      if (mi->ops[i].kind == NV_MO_BLOCK) nv_buf_printf(b, "bb.%u", mi->ops[i].mbb ? mi->ops[i].mbb->index : 0);
      else nv_ptx_operand(P, mi, &mi->ops[i], 0);
    }
    nv_buf_putc(b, '\n');
    return;
  }
}

/* An instruction line's start: the indent and the instruction's guard, if it has one. */
static void nv_ptx_line_start(nv_ptx_fn *P, const nv_minst *mi) {
  nv_buf_putc(P->out, '\t');
  if (mi->pred) {
    nv_buf_puts(P->out, mi->pred_neg ? "@!" : "@");
    nv_ptx_reg(P, mi->pred);
    nv_buf_putc(P->out, ' ');
  }
}

/* add.cc lo, a.lo, b.lo; addc hi, a.hi, b.hi -- both under the instruction's guard, so
 * the carry the second reads is the one the first wrote. */
static void nv_ptx_carry_pair(nv_ptx_fn *P, const nv_minst *mi, const char *tmpl) {
  nv_buf *b = P->out;
  unsigned half;
  for (half = 0; half < 2 && mi->nops >= 6; half++) {
    const char *bar = strchr(tmpl, '|');
    size_t len = half ? strlen(bar + 1) : (size_t)(bar - tmpl);
    nv_ptx_line_start(P, mi);
    nv_buf_printf(b, "%.*s \t", (int)len, half ? bar + 1 : tmpl);
    nv_ptx_operand(P, mi, &mi->ops[half], 0);
    nv_buf_puts(b, ", ");
    nv_ptx_operand(P, mi, &mi->ops[2 + 2 * half], 0);
    nv_buf_puts(b, ", ");
    nv_ptx_operand(P, mi, &mi->ops[3 + 2 * half], 0);
    nv_buf_puts(b, ";\n");
  }
}

static void nv_ptx_inst(nv_ptx_fn *P, const nv_minst *mi) {
  const nv_ptx_info *info = nv_ptx_info_of(mi->opc);
  nv_buf *b = P->out;
  nv_sig own;
  const nv_sig *sig = &own;
  unsigned vec = mi->mods.vec > 1 ? mi->mods.vec : 1, i, j, k = 0;
  int first = 1, lea = 0;
  if (P->cg) sig = nv_cg_row_sig(P->cg, mi->opc); /* parsed once per module */
  else nv_sig_parse(info->sig, &own);           /* a machine-IR dump has no module state */
  if (sig->pseudo) {
    nv_ptx_pseudo(P, mi);
    return;
  }
  if (info->flags & NV_PF_CARRY_PAIR) {
    nv_ptx_carry_pair(P, mi, info->tmpl);
    return;
  }
  nv_ptx_line_start(P, mi);
  nv_ptx_expand(b, info->tmpl, &mi->mods);
  for (i = 0; i < sig->nops; i++) {
    const nv_sigop *so = &sig->ops[i];
    unsigned rep = so->repeat ? vec : 1;
    lea = nv_sig_allows(so, 'A');
    if (so->pipe) nv_buf_putc(b, '|');
    else nv_buf_puts(b, first ? " \t" : ", ");
    first = 0;
    if (so->brace_open || (so->repeat && rep > 1)) nv_buf_putc(b, '{');
    for (j = 0; j < rep && k < mi->nops; j++, k++) {
      if (j) nv_buf_puts(b, ", ");
      nv_ptx_operand(P, mi, &mi->ops[k], lea);
    }
    if (so->brace_close || (so->repeat && rep > 1)) nv_buf_putc(b, '}');
  }
  nv_buf_puts(b, ";\n");
}

/* ---- function headers ---- */

static void nv_ptx_linkage(nv_buf *b, unsigned linkage, int is_decl) {
  switch (linkage) {
  case NVCG_LINKAGE_INTERNAL: case NVCG_LINKAGE_PRIVATE: break;
  case NVCG_LINKAGE_WEAK: case NVCG_LINKAGE_WEAK_ODR: case NVCG_LINKAGE_LINKONCE:
  case NVCG_LINKAGE_LINKONCE_ODR:
    nv_buf_puts(b, is_decl ? ".extern " : ".weak ");
    break;
  case NVCG_LINKAGE_COMMON: nv_buf_puts(b, ".common "); break;
  case NVCG_LINKAGE_EXTERN_WEAK: nv_buf_puts(b, ".extern "); break;
  default: nv_buf_puts(b, is_decl ? ".extern " : ".visible "); break;
  }
}

static void nv_ptx_func_header(nv_cg *cg, nv_buf *b, const nv_func *f) {
  const char *name = nv_cg_name(cg, &f->v);
  if (f->is_kernel) {
    nv_buf_puts(b, f->linkage == NVCG_LINKAGE_INTERNAL || f->linkage == NVCG_LINKAGE_PRIVATE ? ".entry " : ".visible .entry ");
  } else {
    nv_ptx_linkage(b, f->linkage, f->is_decl);
    nv_buf_puts(b, ".func ");
  }
  nv_call_print_signature(cg, b, f, name);
}

static void nv_ptx_perf_directives(nv_cg *cg, nv_buf *b, const nv_func *f) {
  if (!f->is_kernel) return;
  /* the cluster directives came with thread-block clusters (sm_90, PTX ISA 7.8) */
  if (f->cluster_dim[0] || f->cluster_dim[1] || f->cluster_dim[2]) nv_cg_need(cg, 90, 78, ".reqnctapercluster");
  if (f->maxclusterrank) nv_cg_need(cg, 90, 78, ".maxclusterrank");
  if (f->blocksareclusters) {
    nv_cg_need(cg, 90, 90, ".blocksareclusters");
    nv_buf_puts(b, "\n.blocksareclusters");
  }
  if (f->maxntid[0] || f->maxntid[1] || f->maxntid[2])
    nv_buf_printf(b, "\n.maxntid %u, %u, %u", f->maxntid[0] ? f->maxntid[0] : 1, f->maxntid[1] ? f->maxntid[1] : 1,
                  f->maxntid[2] ? f->maxntid[2] : 1);
  if (f->reqntid[0] || f->reqntid[1] || f->reqntid[2])
    nv_buf_printf(b, "\n.reqntid %u, %u, %u", f->reqntid[0] ? f->reqntid[0] : 1, f->reqntid[1] ? f->reqntid[1] : 1,
                  f->reqntid[2] ? f->reqntid[2] : 1);
  /* ptxas ignores .minnctapersm (with a warning) unless a thread count bounds the CTA */
  if (f->minctasm && (f->maxntid[0] || f->maxntid[1] || f->maxntid[2] || f->reqntid[0] || f->reqntid[1] || f->reqntid[2]))
    nv_buf_printf(b, "\n.minnctapersm %u", f->minctasm);
  if (f->maxnreg) nv_buf_printf(b, "\n.maxnreg %u", f->maxnreg);
  if (f->cluster_dim[0] || f->cluster_dim[1] || f->cluster_dim[2])
    nv_buf_printf(b, "\n.explicitcluster\n.reqnctapercluster %u, %u, %u", f->cluster_dim[0] ? f->cluster_dim[0] : 1,
                  f->cluster_dim[1] ? f->cluster_dim[1] : 1, f->cluster_dim[2] ? f->cluster_dim[2] : 1);
  if (f->maxclusterrank) nv_buf_printf(b, "\n.maxclusterrank %u", f->maxclusterrank);
}

/* ---- functions ---- */

static void nv_ptx_body(nv_ptx_fn *P) {
  const nv_mfunc *mf = P->mf;
  const nv_mblock *mb;
  const nv_minst *mi;
  nv_buf *b = P->out;
  unsigned rc;
  uint8_t *target;
  uint32_t nb = 0;
  for (mb = mf->first; mb; mb = mb->next) nb++;
  target = (uint8_t *)nv_xcalloc(nb ? nb : 1, 1);
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      unsigned i;
      for (i = 0; i < mi->nops; i++)
        if (mi->ops[i].kind == NV_MO_BLOCK && mi->ops[i].mbb && mi->ops[i].mbb->index < nb) target[mi->ops[i].mbb->index] = 1;
    }
  nv_buf_puts(b, "{\n");
  if (!P->raw) {
    if (mf->depot_size)
      nv_buf_printf(b, "\t.local .align %u .b8 \t__local_depot%u[%llu];\n", mf->depot_align ? mf->depot_align : 1,
                    P->fidx, (unsigned long long)mf->depot_size);
    if (mf->depot_size && (mf->uses_sp || mf->uses_spl)) nv_buf_puts(b, "\t.reg .b64 \t%SP;\n\t.reg .b64 \t%SPL;\n");
    for (rc = 0; rc < NV_RC_COUNT; rc++)
      if (P->count[rc])
        nv_buf_printf(b, "\t.reg %s \t%s<%u>;\n", nv_regclass_decl((nv_regclass)rc), nv_regclass_prefix((nv_regclass)rc),
                      P->count[rc] + 1);
    nv_buf_putc(b, '\n');
  }
  for (mb = mf->first; mb; mb = mb->next) {
    if (target[mb->index] || P->raw) {
      nv_ptx_label(P, mb);
      nv_buf_puts(b, ":\n");
    } else {
      nv_buf_putn(b, "// %bb.", 7);
      nv_buf_put_uint(b, mb->index);
      nv_buf_putn(b, ":\n", 2);
    }
    /* ptxas's own unroller honours this at the loop header (opt/loop_pragmas.c marks it) */
    if (mb->ir && mb->ir->nounroll && !P->raw) nv_buf_puts(b, "\t.pragma \"nounroll\";\n");
    /* %SP (the depot's generic address) only where something reads it (frame_layout
     * sets uses_sp from the code) */
    if (mb == mf->first && !P->raw && mf->depot_size && (mf->uses_sp || mf->uses_spl)) {
      nv_buf_printf(b, "\tmov.u64 \t%%SPL, __local_depot%u;\n", P->fidx);
      if (mf->uses_sp) nv_buf_puts(b, "\tcvta.local.u64 \t%SP, %SPL;\n");
    }
    for (mi = mb->first; mi; mi = mi->next) nv_ptx_inst(P, mi);
  }
  nv_buf_puts(b, "}\n");
  nv_xfree(target);
}

/* The header of a function the machine outliner made: `.func (.param .b32 func_retval0)
 * OUTLINED_FUNCTION_0(.param .b32 OUTLINED_FUNCTION_0_param_0, ...)`; several return
 * values share one byte array, each at the next offset aligned to its size. */
static void nv_ptx_outlined_header(nv_buf *b, const nv_mfunc *mf) {
  uint32_t i, off = 0, align = 1;
  nv_buf_puts(b, ".func ");
  if (mf->ret_rc.len == 1) {
    nv_buf_printf(b, "(.param .b%u func_retval0) ", nv_regclass_bits((nv_regclass)mf->ret_rc.data[0]));
  } else if (mf->ret_rc.len > 1) {
    for (i = 0; i < mf->ret_rc.len; i++) {
      uint32_t sz = nv_regclass_bits((nv_regclass)mf->ret_rc.data[i]) / 8;
      off = (off + sz - 1) / sz * sz + sz;
      if (sz > align) align = sz;
    }
    nv_buf_printf(b, "(.param .align %u .b8 func_retval0[%u]) ", align, (off + align - 1) / align * align);
  }
  nv_buf_printf(b, "%s(", mf->name);
  for (i = 0; i < mf->param_rc.len; i++)
    nv_buf_printf(b, "%s\n\t.param .b%u %s_param_%u", i ? "," : "", nv_regclass_bits((nv_regclass)mf->param_rc.data[i]),
                  mf->name, i);
  nv_buf_puts(b, mf->param_rc.len ? "\n)" : ")");
}

/* Prints one function's PTX into out. */
static void nv_ptx_print_function(nv_cg *cg, const nv_mfunc *mf, unsigned fidx, nv_buf *out) {
  nv_ptx_fn P;
  const nv_func *f = mf->ir;
  memset(&P, 0, sizeof P);
  P.cg = cg;
  P.mf = mf;
  P.out = out;
  P.fidx = fidx;
  P.num = (uint32_t *)nv_xcalloc(mf->vreg_class.len ? mf->vreg_class.len : 1, sizeof *P.num);
  nv_mfunc_number_blocks((nv_mfunc *)mf);
  nv_ptx_number_regs(&P);
  if (!f) {
    nv_ptx_outlined_header(out, mf);
  } else {
    if (f->linkage != NVCG_LINKAGE_INTERNAL && f->linkage != NVCG_LINKAGE_PRIVATE)
      nv_buf_printf(out, "\t// .globl\t%s\n", nv_cg_name(cg, &f->v));
    nv_ptx_func_header(cg, out, f);
    nv_ptx_perf_directives(cg, out, f);
  }
  nv_buf_putc(out, '\n');
  nv_ptx_body(&P);
  nv_buf_putc(out, '\n');
  nv_xfree(P.num);
}

static void nv_mfunc_dump(const nv_mfunc *mf, nv_buf *b) {
  nv_ptx_fn P;
  nv_frame_obj *fo;
  uint32_t i;
  memset(&P, 0, sizeof P);
  P.mf = mf;
  P.out = b;
  P.raw = 1;
  nv_buf_printf(b, "# machine function %s (%s)\n", mf->name, mf->is_ssa ? "SSA" : "not SSA");
  for (i = 0; i < mf->frame.len; i++) {
    fo = &mf->frame.data[i];
    nv_buf_printf(b, "# frame object %u: size %llu align %u offset %lld\n", i, (unsigned long long)fo->size, fo->align,
                  (long long)fo->offset);
  }
  nv_mfunc_number_blocks((nv_mfunc *)mf);
  nv_ptx_body(&P);
}

/* ---- globals ---- */

typedef struct nv_reloc {
  uint64_t off;
  const nv_value *sym;
  int64_t addend;
  int generic;
  unsigned width; /* bytes of the address written: 8, fewer for a ptrtoint to a narrower integer */
} nv_reloc;

typedef NV_VEC(nv_reloc) nv_reloc_vec;

/* Serialises a constant of type t into bytes at off (little-endian); pointer-valued
 * parts become relocations. Returns 0 for a constant PTX cannot express. */
static int nv_const_bytes(const nv_value *c, const nv_type *t, uint8_t *buf, uint64_t size, uint64_t off,
                          nv_reloc_vec *rel) {
  uint64_t i;
  const nv_const *k = (const nv_const *)c;
  if (off >= size && nv_type_store_size(t)) return 1;
  switch (c->kind) {
  case NV_V_CZERO: case NV_V_UNDEF: case NV_V_POISON: case NV_V_CNULL: return 1;
  case NV_V_CINT: case NV_V_CFP: {
    uint64_t n = nv_type_store_size(t);
    for (i = 0; i < n && off + i < size; i++) buf[off + i] = (uint8_t)((i < 8 ? k->ci[0] >> (8 * i) : k->ci[1] >> (8 * (i - 8))) & 0xff);
    return 1;
  }
  case NV_V_CDATA:
    for (i = 0; i < k->nelems && off + i < size; i++) buf[off + i] = k->bytes[i];
    return 1;
  case NV_V_CAGG:
    for (i = 0; i < k->nelems; i++) {
      const nv_type *et = t->kind == NVCG_TYPE_STRUCT ? t->fields[i] : t->elem;
      uint64_t eo = t->kind == NVCG_TYPE_STRUCT ? nv_struct_field_offset(t, (unsigned)i)
                    : i * (t->kind == NVCG_TYPE_VECTOR ? nv_type_store_size(et) : nv_type_alloc_size(et));
      if (!nv_const_bytes(k->elems[i], et, buf, size, off + eo, rel)) return 0;
    }
    return 1;
  case NV_V_GLOBAL: case NV_V_FUNC: {
    nv_reloc r;
    r.off = off;
    r.sym = c;
    r.addend = 0;
    r.generic = 0;
    r.width = 8;
    nv_vec_push(rel, r);
    return 1;
  }
  case NV_V_CEXPR: {
    /* address arithmetic on a global (gep, casts, + or - a constant: ptrtoint(@g) + 4), or
     * a number made a pointer (inttoptr (i64 16)) */
    int64_t add = 0;
    int generic = 0, guard = 0;
    const nv_value *cur = c;
    while (cur && cur->kind == NV_V_CEXPR && guard++ < 16) {
      const nv_const *e = (const nv_const *)cur;
      if (cur->opcode == NVCG_OP_GEP) {
        const nv_type *ty = e->aux_type;
        uint32_t j;
        for (j = 1; j < e->nelems; j++) {
          const nv_value *ix = e->elems[j];
          int64_t iv = ix->kind == NV_V_CINT ? nv_cint_sext(ix) : 0;
          if (ix->kind != NV_V_CINT && !nv_value_is_zero_const(ix)) return 0;
          if (j == 1) {
            add += iv * (int64_t)nv_type_alloc_size(ty);
          } else if (ty->kind == NVCG_TYPE_STRUCT) {
            add += (int64_t)nv_struct_field_offset(ty, (unsigned)iv);
            ty = ty->fields[iv];
            continue;
          } else {
            ty = ty->elem;
            add += iv * (int64_t)nv_type_alloc_size(ty);
            continue;
          }
        }
      } else if ((cur->opcode == NVCG_OP_ADD || cur->opcode == NVCG_OP_SUB) && e->nelems == 2) {
        const nv_value *x = e->elems[0], *y = e->elems[1];
        if (y->kind == NV_V_CINT) {
          add += cur->opcode == NVCG_OP_SUB ? -nv_cint_sext(y) : nv_cint_sext(y);
          cur = x;
        } else if (cur->opcode == NVCG_OP_ADD && x->kind == NV_V_CINT) {
          add += nv_cint_sext(x);
          cur = y;
        } else {
          return 0;
        }
        continue;
      } else if (cur->opcode == NVCG_OP_ADDRSPACECAST) {
        if (cur->type->kind == NVCG_TYPE_PTR && cur->type->addrspace == NVCG_AS_GENERIC) generic = 1;
      } else if (cur->opcode != NVCG_OP_BITCAST && cur->opcode != NVCG_OP_PTRTOINT && cur->opcode != NVCG_OP_INTTOPTR) {
        return 0;
      }
      cur = e->nelems ? e->elems[0] : NULL;
    }
    if (cur && (cur->kind == NV_V_CINT || nv_value_is_zero_const(cur))) {
      /* a plain number: its bytes (a cast to the generic space keeps only 0 as it is) */
      uint64_t v = (uint64_t)((cur->kind == NV_V_CINT ? nv_cint_sext(cur) : 0) + add), n = nv_type_store_size(t);
      if (generic && v) return 0;
      for (i = 0; i < n && i < 8 && off + i < size; i++) buf[off + i] = (uint8_t)(v >> (8 * i));
      return 1;
    }
    if (!cur || (cur->kind != NV_V_GLOBAL && cur->kind != NV_V_FUNC)) return 0;
    {
      /* the address's low bytes when the constant is narrower than a pointer (ptrtoint to
       * i32); a wider one (i128) holds the 8 address bytes and zeros */
      nv_reloc r;
      uint64_t n = nv_type_store_size(t);
      r.off = off;
      r.sym = cur;
      r.addend = add;
      r.generic = generic;
      r.width = n < 8 ? (unsigned)n : 8;
      nv_vec_push(rel, r);
    }
    return 1;
  }
  default: return 0;
  }
}

static const char *nv_ptx_global_space(unsigned as) {
  switch (as) {
  case NVCG_AS_SHARED: return ".shared";
  case NVCG_AS_CONST: return ".const";
  case NVCG_AS_LOCAL: return ".local";
  default: return ".global";
  }
}

/* PTX scalar type of a global's value type, or NULL for a byte array. */
static const char *nv_ptx_scalar_type(const nv_type *t) {
  switch (t->kind) {
  case NVCG_TYPE_INT:
    if (t->bits <= 8) return ".u8";
    if (t->bits <= 16) return ".u16";
    if (t->bits <= 32) return ".u32";
    if (t->bits <= 64) return ".u64";
    return NULL;
  case NVCG_TYPE_PTR: return ".u64";
  case NVCG_TYPE_FLOAT: return ".f32";
  case NVCG_TYPE_DOUBLE: return ".f64";
  case NVCG_TYPE_HALF: case NVCG_TYPE_BFLOAT: return ".b16";
  default: return NULL;
  }
}

static void nv_ptx_reloc_value(nv_cg *cg, nv_buf *b, const nv_reloc *r) {
  if (r->generic) nv_buf_printf(b, "generic(%s)", nv_cg_name(cg, r->sym));
  else nv_buf_puts(b, nv_cg_name(cg, r->sym));
  if (r->addend) nv_buf_printf(b, "+%lld", (long long)r->addend);
}

/* Whether an initializer's addresses need PTX ISA 7.1's mask operator: one at an offset
 * that is not a multiple of 8, or narrower than a pointer. (The relocations come in
 * offset order, none overlapping.) */
static int nv_ptx_relocs_need_mask(const nv_reloc_vec *rel) {
  uint32_t i;
  for (i = 0; i < rel->len; i++)
    if (rel->data[i].off % 8 || rel->data[i].width != 8) return 1;
  return 0;
}

/* Whether global G's initializer needs the mask operator (the module's .version is raised
 * to 7.1 for it when the user did not fix the PTX ISA). */
static int nv_ptx_global_needs_mask(const nv_global *g) {
  uint64_t size = nv_type_alloc_size(g->vtype);
  nv_reloc_vec rel = NV_VEC_INIT;
  uint8_t *bytes;
  int need = 0;
  if (!g->init || g->init->kind == NV_V_UNDEF || g->init->kind == NV_V_POISON || g->addrspace == NVCG_AS_SHARED ||
      nv_value_is_zero_const(g->init) || size == 0 || size > ((uint64_t)1 << 28) /* NV_PTX_MAX_INIT_BYTES */)
    return 0;
  bytes = (uint8_t *)nv_xcalloc(size, 1);
  if (nv_const_bytes(g->init, g->vtype, bytes, size, 0, &rel)) need = nv_ptx_relocs_need_mask(&rel);
  nv_xfree(bytes);
  nv_vec_free(&rel);
  return need;
}

/* The largest non-zero initializer nvcg prints: PTX spells initializers element by element
 * (about four characters a byte), and ptxas runs out of memory long before 2^40 bytes. */
#define NV_PTX_MAX_INIT_BYTES (1u << 28)

static int nv_ptx_print_global(nv_cg *cg, nv_buf *b, const nv_global *g) {
  const nv_type *t = g->vtype;
  const char *name = nv_cg_name(cg, &g->v), *st = nv_ptx_scalar_type(t);
  uint64_t size = nv_type_alloc_size(t), i;
  unsigned align = g->align ? g->align : nv_type_abi_align(t);
  /* a zero initialiser is PTX's default: never materialised, whatever the size */
  int has_init = g->init && g->init->kind != NV_V_UNDEF && g->init->kind != NV_V_POISON &&
                 g->addrspace != NVCG_AS_SHARED && !nv_value_is_zero_const(g->init);
  nv_reloc_vec rel = NV_VEC_INIT;
  uint8_t *bytes;
  int nonzero = 0, ok = 1;
  if (g->v.name && !strncmp(g->v.name, "llvm.", 5)) return 1;
  if (g->texref) {
    /* a module-scope reference (unified texturing mode), declared as LLVM prints it */
    nv_buf_printf(b, ".global .%s %s;\n", g->texref == NV_TEXREF_SURFACE ? "surfref" : "texref", name);
    return 1;
  }
  if (g->addrspace == NVCG_AS_SHARED && g->init && g->init->kind != NV_V_UNDEF && g->init->kind != NV_V_POISON &&
      !nv_value_is_zero_const(g->init)) {
    /* PTX gives .shared variables no initial value: refuse rather than drop it */
    nv_diag(cg->o->diag, NVCG_SEV_ERROR, nv_module_file(cg->m, g->line), g->line, g->col,
            "global '%s' in shared memory (addrspace 3) has an initial value other than undef or zero, "
            "which PTX cannot give a .shared variable", g->v.name ? g->v.name : "");
    return 0;
  }
  if (g->addrspace == NVCG_AS_SHARED && (!g->init || size == 0)) {
    /* external or zero-sized shared arrays: the dynamic shared memory window */
    if (!g->init || g->linkage == NVCG_LINKAGE_EXTERNAL || size == 0) {
      nv_buf_printf(b, ".extern .shared .align %u .b8 %s[];\n", align, name);
      return 1;
    }
  }
  if (!g->init) {
    nv_buf_puts(b, ".extern ");
  } else if (g->linkage == NVCG_LINKAGE_COMMON && g->addrspace != NVCG_AS_GLOBAL) {
    /* .common is for .global only (ptxas); elsewhere the nearest is .weak, as LLVM prints */
    nv_buf_puts(b, ".weak ");
  } else if (g->addrspace != NVCG_AS_SHARED || g->linkage != NVCG_LINKAGE_EXTERNAL) {
    nv_ptx_linkage(b, g->linkage, 0);
  } else {
    nv_buf_puts(b, ".visible ");
  }
  if (has_init && size > NV_PTX_MAX_INIT_BYTES) {
    nv_diag(cg->o->diag, NVCG_SEV_ERROR, nv_module_file(cg->m, g->line), g->line, g->col,
            "global '%s' has a non-zero initializer of %llu bytes; PTX initializers are written byte by "
            "byte and nvcg writes at most %u", g->v.name ? g->v.name : "", (unsigned long long)size,
            NV_PTX_MAX_INIT_BYTES);
    return 0;
  }
  nv_buf_printf(b, "%s .align %u ", nv_ptx_global_space(g->addrspace), align);
  bytes = (uint8_t *)nv_xcalloc(has_init && size ? size : 1, 1);
  if (has_init) ok = nv_const_bytes(g->init, t, bytes, size, 0, &rel);
  for (i = 0; has_init && i < size; i++)
    if (bytes[i]) nonzero = 1;
  if (!ok) {
    nv_diag(cg->o->diag, NVCG_SEV_ERROR, nv_module_file(cg->m, g->line), g->line, g->col,
            "the initializer of global '%s' cannot be expressed in PTX",
            g->v.name ? g->v.name : "");
    nv_xfree(bytes);
    nv_vec_free(&rel);
    return 0;
  }
  if (rel.len && nv_ptx_relocs_need_mask(&rel)) {
    /* an address at an offset that is not a multiple of 8, or only part of one (packed
     * structs, ptrtoint to i32): a .u8 array whose address bytes are PTX ISA 7.1's mask
     * operator, 0xFF00(sym) for byte 1 (as LLVM writes them) */
    unsigned r = 0, ptx = cg->o->ptx;
    if (ptx && ptx < 71) {
      nv_diag(cg->o->diag, NVCG_SEV_ERROR, nv_module_file(cg->m, g->line), g->line, g->col,
              "the initializer of global '%s' holds an address at an offset that is not a multiple of 8 (or only "
              "part of one), which PTX writes with the mask operator of PTX ISA 7.1, but PTX %u.%u was requested",
              g->v.name ? g->v.name : "", ptx / 10, ptx % 10);
      nv_xfree(bytes);
      nv_vec_free(&rel);
      return 0;
    }
    nv_buf_printf(b, ".u8 %s[%llu] = {", name, (unsigned long long)size);
    for (i = 0; i < size; i++) {
      if (i) nv_buf_puts(b, ", ");
      while (r < rel.len && rel.data[r].off + rel.data[r].width <= i) r++;
      if (r < rel.len && rel.data[r].off <= i) {
        nv_buf_printf(b, "0x%llX(", (unsigned long long)(0xffULL << (8 * (i - rel.data[r].off))));
        nv_ptx_reloc_value(cg, b, &rel.data[r]);
        nv_buf_puts(b, ")");
      } else {
        nv_buf_printf(b, "%u", bytes[i]);
      }
    }
    nv_buf_puts(b, "};\n");
  } else if (rel.len) {
    /* pointers to symbols: a .u64 array (LLVM's layout for such initializers) */
    uint64_t words = (size + 7) / 8, w;
    unsigned r = 0;
    if (st && t->kind == NVCG_TYPE_PTR) {
      nv_buf_printf(b, ".u64 %s = ", name);
      nv_ptx_reloc_value(cg, b, &rel.data[0]);
      nv_buf_puts(b, ";\n");
    } else {
      nv_buf_printf(b, ".u64 %s[%llu] = {", name, (unsigned long long)words);
      for (w = 0; w < words; w++) {
        if (w) nv_buf_puts(b, ", ");
        if (r < rel.len && rel.data[r].off == w * 8) {
          nv_ptx_reloc_value(cg, b, &rel.data[r]);
          r++;
        } else {
          uint64_t v = 0;
          unsigned k;
          for (k = 0; k < 8 && w * 8 + k < size; k++) v |= (uint64_t)bytes[w * 8 + k] << (8 * k);
          nv_buf_put_uint(b, (unsigned long long)v);
        }
      }
      nv_buf_puts(b, "};\n");
    }
  } else if (st) {
    nv_buf_printf(b, "%s %s", st, name);
    if (nonzero) {
      uint64_t v = 0;
      unsigned k;
      for (k = 0; k < 8 && k < size; k++) v |= (uint64_t)bytes[k] << (8 * k);
      if (t->kind == NVCG_TYPE_FLOAT) nv_buf_printf(b, " = 0f%08X", (unsigned)v);
      else if (t->kind == NVCG_TYPE_DOUBLE) nv_buf_printf(b, " = 0d%016llX", (unsigned long long)v);
      else nv_buf_printf(b, " = %llu", (unsigned long long)v);
    }
    nv_buf_puts(b, ";\n");
  } else {
    nv_buf_printf(b, ".b8 %s[%llu]", name, (unsigned long long)(size ? size : 1));
    if (nonzero) {
      nv_buf_puts(b, " = {");
      /* a byte each, without printf (tables of constants are thousands of bytes) */
      for (i = 0; i < size; i++) {
        if (i) nv_buf_putn(b, ", ", 2);
        nv_buf_put_uint(b, bytes[i]);
      }
      nv_buf_puts(b, "}");
    }
    nv_buf_puts(b, ";\n");
  }
  nv_xfree(bytes);
  nv_vec_free(&rel);
  return 1;
}

/* ---- the module ---- */

static int nv_func_is_referenced(const nv_func *f) { return f->v.uses != NULL; }

/* Header, declarations and globals: everything before the function bodies. */
/* ---- aliases ----
 * PTX spells `.alias fAlias, fAliasee;` (PTX ISA 6.3) for device functions only: the alias
 * is declared with the aliasee's prototype first, after the aliasee's definition. Uses of
 * an alias in the module already name the aliasee (the reader resolved them), so internal
 * aliases need nothing; an exported one PTX cannot spell is an error, never dropped. */
static int nv_ptx_print_aliases(nv_cg *cg, nv_buf *b) {
  const nv_galias *a;
  int ok = 1;
  for (a = cg->m->aliases; a; a = a->next) {
    const nv_value *v = NULL;
    const nv_func *f = NULL;
    const char *why = NULL, *s;
    uintptr_t k;
    if (a->linkage == NVCG_LINKAGE_INTERNAL || a->linkage == NVCG_LINKAGE_PRIVATE) continue;
    if (a->aliasee && nv_map_get(&cg->m->symtab, (uintptr_t)a->aliasee, &k)) v = (const nv_value *)k;
    if (!v) {
      why = "its aliasee is not a function or a global variable (PTX aliases only a symbol itself)";
    } else if (v->kind != NV_V_FUNC) {
      why = "PTX has no aliases of variables (.alias names device functions only)";
    } else {
      f = (const nv_func *)v;
      if (f->is_kernel) why = "PTX's .alias cannot name a kernel";
      else if (f->is_decl || !f->first) why = "PTX's .alias needs the aliased function's definition in the module";
      else if (f->linkage == NVCG_LINKAGE_INTERNAL || f->linkage == NVCG_LINKAGE_PRIVATE ||
               f->linkage == NVCG_LINKAGE_LINKONCE || f->linkage == NVCG_LINKAGE_LINKONCE_ODR)
        why = "the aliased function is not externally visible";
      else if (a->linkage != NVCG_LINKAGE_EXTERNAL) why = "only an externally visible (not weak) alias can be written as .alias";
    }
    for (s = a->name; !why && *s; s++)
      if (!nv_ptx_ident_char(*s, s == a->name)) why = "its name is not a PTX identifier";
    if (why) {
      nv_diag(cg->o->diag, NVCG_SEV_ERROR, nv_module_file(cg->m, a->line), a->line, a->col,
              "alias '@%s' cannot be expressed in PTX: %s", a->name, why);
      ok = 0;
      continue;
    }
    nv_buf_puts(b, ".visible .func ");
    nv_call_print_signature(cg, b, f, a->name);
    nv_buf_printf(b, ";\n.alias %s, %s;\n\n", a->name, nv_cg_name(cg, &f->v));
  }
  return ok;
}

/* The globals and functions a constant names (an initializer's symbols: elements of
 * aggregates, operands of constant expressions), each pushed once per mention. */
typedef NV_VEC(const nv_value *) nv_ptx_ref_vec;
static void nv_ptx_const_refs(const nv_value *c, nv_ptx_ref_vec *out) {
  const nv_const *k = (const nv_const *)c;
  uint64_t i;
  if (!c) return;
  if (c->kind == NV_V_GLOBAL || c->kind == NV_V_FUNC) {
    nv_vec_push(out, c);
  } else if (c->kind == NV_V_CAGG || c->kind == NV_V_CEXPR) {
    for (i = 0; i < k->nelems; i++) nv_ptx_const_refs(k->elems[i], out);
  }
}

/* ptxas reads a module top to bottom: a variable's initializer may name only variables
 * declared above it (LLVM's AsmPrinter orders them so too, and refuses a cycle), and a
 * function it names must be declared before. The globals are printed depth-first along
 * their initializers' references, each once, in module order otherwise; a cycle of
 * initializers is an error (PTX cannot write it). */
static int nv_ptx_print_globals(nv_cg *cg, nv_buf *b) {
  typedef struct { const nv_global *g; uint32_t next; } frame;
  NV_VEC(frame) stack = NV_VEC_INIT;
  nv_ptx_ref_vec refs = NV_VEC_INIT;
  NV_VEC(uint32_t) ref_at = NV_VEC_INIT; /* per stack frame: where its references start */
  nv_map state; /* global -> 1 being printed (on the stack), 2 printed */
  const nv_global *g;
  int ok = 1;
  nv_map_init(&state, NV_MAP_PTR);
  for (g = cg->m->globals_first; g; g = g->next) {
    frame fr;
    uintptr_t st;
    if (nv_map_get(&state, (uintptr_t)g, &st)) continue;
    fr.g = g;
    fr.next = 0;
    nv_vec_push(&ref_at, refs.len);
    nv_ptx_const_refs(g->init, &refs);
    nv_vec_push(&stack, fr);
    nv_map_put(&state, (uintptr_t)g, 1);
    while (stack.len) {
      frame *top = &stack.data[stack.len - 1];
      uint32_t base = ref_at.data[stack.len - 1];
      uint32_t end = stack.len < ref_at.len ? ref_at.data[stack.len] : refs.len;
      const nv_global *dep = NULL;
      /* the next referenced global not printed yet */
      while (base + top->next < end && !dep) {
        const nv_value *r = refs.data[base + top->next++];
        if (r->kind != NV_V_GLOBAL || r == &top->g->v) continue;
        if (!nv_map_get(&state, (uintptr_t)r, &st)) {
          dep = (const nv_global *)r;
        } else if (st == 1) {
          nv_diag(cg->o->diag, NVCG_SEV_ERROR, nv_module_file(cg->m, top->g->line), top->g->line, top->g->col,
                  "the initializers of '%s' and '%s' refer to each other; PTX declares a variable before any "
                  "initializer names it, so such a cycle cannot be written",
                  top->g->v.name ? top->g->v.name : "", r->name ? r->name : "");
          ok = 0;
        }
      }
      if (dep) {
        frame nf;
        nf.g = dep;
        nf.next = 0;
        nv_vec_push(&ref_at, refs.len);
        nv_ptx_const_refs(dep->init, &refs);
        nv_vec_push(&stack, nf);
        nv_map_put(&state, (uintptr_t)dep, 1);
        continue;
      }
      ok &= nv_ptx_print_global(cg, b, top->g);
      nv_map_put(&state, (uintptr_t)top->g, 2);
      refs.len = base;
      stack.len--;
      ref_at.len--;
    }
  }
  nv_map_free(&state);
  nv_vec_free(&stack);
  nv_vec_free(&refs);
  nv_vec_free(&ref_at);
  return ok;
}

static int nv_ptx_print_prologue(nv_cg *cg, nv_buf *b, unsigned ptx_version) {
  const nv_func *f;
  const nv_global *g;
  nv_ptx_ref_vec refs = NV_VEC_INIT;
  nv_map named; /* functions a global's initializer names: declared like called ones */
  uint32_t i;
  int ok = 1;
  if (!cg->o->ptx && ptx_version < 71)
    for (g = cg->m->globals_first; g; g = g->next)
      if (nv_ptx_global_needs_mask(g)) {
        ptx_version = 71; /* the mask operator in an initializer */
        break;
      }
  nv_buf_puts(b, "//\n// Generated by nvcg\n//\n\n");
  nv_buf_printf(b, ".version %u.%u\n.target sm_%u%s\n.address_size 64\n\n", ptx_version / 10, ptx_version % 10, cg->tgt.sm,
                cg->tgt.suffix == 'a' ? "a" : cg->tgt.suffix == 'f' ? "f" : "");
  if (cg->m->inline_asm)
    nv_buf_printf(b, "// Start of file scope inline assembly\n%s\n// End of file scope inline assembly\n\n", cg->m->inline_asm);
  /* declarations: external functions that are used, and device functions before their
   * bodies (calls may precede definitions) */
  nv_map_init(&named, NV_MAP_PTR);
  for (g = cg->m->globals_first; g; g = g->next) nv_ptx_const_refs(g->init, &refs);
  for (i = 0; i < refs.len; i++)
    if (refs.data[i]->kind == NV_V_FUNC) nv_set_insert(&named, (uintptr_t)refs.data[i]);
  for (f = cg->m->funcs_first; f; f = f->next) {
    if (f->intrinsic || f->is_kernel || !nv_cg_emits(cg, f)) continue;
    if (!nv_func_is_referenced(f) && !nv_map_get(&named, (uintptr_t)f, NULL)) continue;
    nv_ptx_func_header(cg, b, f);
    nv_buf_puts(b, ";\n\n");
  }
  nv_map_free(&named);
  nv_vec_free(&refs);
  ok &= nv_ptx_print_globals(cg, b);
  if (cg->m->globals_first) nv_buf_putc(b, '\n');
  return ok;
}
