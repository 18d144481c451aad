/* printer.c -- writes the IR as LLVM assembly with opaque pointers (the dialect LLVM 15+
 * prints; LLVM 14's llvm-as reads it with -opaque-pointers). Kernels and launch bounds
 * are printed as !nvvm.annotations, as clang and libNVVM expect them. Output is
 * deterministic: unnamed values are numbered in instruction order, globals and functions
 * print in module order, attributes in a fixed order. */

typedef struct nv_printer {
  nv_buf *out;
  const nv_module *m;
  nv_map slots;        /* local value -> slot number (unnamed values) */
  nv_map local_names;  /* local value -> unique printed name (named values) */
  /* !llvm.loop nodes: numbered from loop_md_base in printing order, written at the end
   * of the module; 0 when printing one instruction (the hints are then shown inline) */
  uint32_t loop_md_base;
  NV_VEC(const nv_inst *) loop_brs;
  /* !thinlto_src_module nodes (lto/import.c, enable-import-metadata): the source module
   * names in first-use order, numbered from src_md_base */
  NV_VEC(const char *) src_mods;
  uint32_t src_md_base;
} nv_printer;

static int nv_print_has_loop_hints(const nv_inst *I) {
  return I->v.opcode == NVCG_OP_BR &&
         ((I->flags & (NVCG_FLAG_LOOP_UNROLL_DISABLE | NVCG_FLAG_LOOP_UNROLL_FULL | NVCG_FLAG_LOOP_UNROLL_ENABLE |
                       NVCG_FLAG_LOOP_RUNTIME_DISABLE)) ||
          I->unroll_count);
}

/* The properties of a loop's !llvm.loop node, each an inline node: `, !{!"..."}...`. */
static void nv_print_loop_props(nv_buf *b, const nv_inst *I) {
  if (I->flags & NVCG_FLAG_LOOP_UNROLL_DISABLE) nv_buf_puts(b, ", !{!\"llvm.loop.unroll.disable\"}");
  if (I->flags & NVCG_FLAG_LOOP_UNROLL_FULL) nv_buf_puts(b, ", !{!\"llvm.loop.unroll.full\"}");
  if (I->flags & NVCG_FLAG_LOOP_UNROLL_ENABLE) nv_buf_puts(b, ", !{!\"llvm.loop.unroll.enable\"}");
  if (I->flags & NVCG_FLAG_LOOP_RUNTIME_DISABLE) nv_buf_puts(b, ", !{!\"llvm.loop.unroll.runtime.disable\"}");
  if (I->unroll_count) nv_buf_printf(b, ", !{!\"llvm.loop.unroll.count\", i32 %u}", I->unroll_count);
}

/* A terminator's branch weights, as an inline node: `, !prof !{!"branch_weights", ...}`. */
static void nv_print_branch_weights(nv_buf *b, const nv_inst *T) {
  uint32_t i;
  if (!T->nweights || T->nweights != nv_term_num_succ(T)) return;
  nv_buf_puts(b, ", !prof !{!\"branch_weights\"");
  for (i = 0; i < T->nweights; i++) nv_buf_printf(b, ", i32 %u", T->weights[i]);
  nv_buf_putc(b, '}');
}

static void nv_print_value_ref(nv_printer *p, const nv_value *v);
static void nv_print_const(nv_printer *p, const nv_value *v);

static const char *const nv_linkage_names[] = {
    "", "internal ", "private ", "weak ", "weak_odr ", "linkonce ", "linkonce_odr ",
    "common ", "available_externally ", "extern_weak ", "appending "};

static const char *const nv_ordering_names[] = {"", "unordered", "monotonic", "acquire",
                                                "release", "acq_rel", "seq_cst"};

static const char *const nv_fcmp_names[] = {"false", "oeq", "ogt", "oge", "olt", "ole",
                                            "one",   "ord", "uno", "ueq", "ugt", "uge",
                                            "ult",   "ule", "une", "true"};
static const char *const nv_icmp_names[] = {"eq", "ne", "ugt", "uge", "ult",
                                            "ule", "sgt", "sge", "slt", "sle"};

static const char *nv_pred_name(unsigned p) {
  if (p <= NVCG_FCMP_TRUE) return nv_fcmp_names[p];
  if (p >= NVCG_ICMP_EQ && p <= NVCG_ICMP_SLE) return nv_icmp_names[p - NVCG_ICMP_EQ];
  return "?";
}

/* A quoted string's contents with LLVM's escapes: '"', '\\' and unprintable bytes as \XX. */
static void nv_print_escaped(nv_buf *b, const char *str) {
  const unsigned char *s;
  for (s = (const unsigned char *)str; *s; s++) {
    if (*s == '"' || *s == '\\' || *s < 32 || *s >= 127) nv_buf_printf(b, "\\%02X", *s);
    else nv_buf_putc(b, (char)*s);
  }
}

/* ---- numbers ---- */

/* Prints a 128-bit unsigned value in decimal. */
static void nv_print_u128(nv_buf *b, uint64_t lo, uint64_t hi) {
  char digits[48];
  int n = 0;
  if (!hi) {
    nv_buf_printf(b, "%llu", (unsigned long long)lo);
    return;
  }
  while (hi || lo) {
    /* divide (hi:lo) by 10 */
    uint64_t rh = hi % 10, q_hi = hi / 10;
    /* (rh * 2^64 + lo) / 10, done in 32-bit halves */
    uint64_t cur = (rh << 32) | (lo >> 32);
    uint64_t q1 = cur / 10, r1 = cur % 10;
    uint64_t cur2 = (r1 << 32) | (lo & 0xffffffffu);
    uint64_t q2 = cur2 / 10, r2 = cur2 % 10;
    digits[n++] = (char)('0' + r2);
    hi = q_hi;
    lo = (q1 << 32) | q2;
  }
  while (n) nv_buf_putc(b, digits[--n]);
}

static void nv_print_cint(nv_buf *b, const nv_value *v) {
  const nv_const *c = (const nv_const *)v;
  unsigned bits = v->type->bits;
  uint64_t lo = c->ci[0], hi = c->ci[1];
  int neg;
  if (bits == 1) {
    nv_buf_puts(b, lo ? "true" : "false");
    return;
  }
  neg = bits <= 64 ? (int)((lo >> (bits - 1)) & 1) : (int)((hi >> (bits - 65)) & 1);
  if (neg) {
    /* two's complement negate within the width, then print with a minus */
    uint64_t nlo = ~lo + 1, nhi = ~hi + (lo == 0);
    if (bits <= 64) {
      nlo &= bits == 64 ? ~0ull : ((1ull << bits) - 1);
      nhi = 0;
    } else if (bits < 128) {
      nhi &= (1ull << (bits - 64)) - 1;
    }
    nv_buf_putc(b, '-');
    nv_print_u128(b, nlo, nhi);
    return;
  }
  nv_print_u128(b, lo, hi);
}

/* LLVM prints float and double constants in decimal when the shortest decimal form
 * reads back exactly, else as 0x + the double's 16 hex digits; half, bfloat and fp128 use
 * their own hex forms (0xH, 0xR, 0xL). */
static void nv_print_cfp(nv_buf *b, const nv_value *v) {
  const nv_const *c = (const nv_const *)v;
  switch (v->type->kind) {
  case NVCG_TYPE_HALF: nv_buf_printf(b, "0xH%04llX", (unsigned long long)(c->ci[0] & 0xffff)); return;
  case NVCG_TYPE_BFLOAT: nv_buf_printf(b, "0xR%04llX", (unsigned long long)(c->ci[0] & 0xffff)); return;
  case NVCG_TYPE_FP128:
    nv_buf_printf(b, "0xL%016llX%016llX", (unsigned long long)c->ci[0], (unsigned long long)c->ci[1]);
    return;
  default: {
    double d = nv_cfp_to_double(v);
    uint64_t bits = nv_f64_to_bits(d);
    char tmp[64];
    int exp = (int)((bits >> 52) & 0x7ff);
    /* decimal only for finite values that round-trip through "%.6e"-style printing the
     * way LLVM does it; anything else in hex */
    if (exp != 0x7ff) {
      snprintf(tmp, sizeof tmp, "%.6e", d);
      if (strtod(tmp, NULL) == d && nv_f64_to_bits(strtod(tmp, NULL)) == bits) {
        /* printf and strtod agree on the locale's decimal point; the text needs '.' */
        const char *dp = localeconv()->decimal_point, *at;
        size_t dl = dp ? strlen(dp) : 0;
        if (dl && !(dl == 1 && dp[0] == '.') && (at = strstr(tmp, dp)) != NULL) {
          nv_buf_putn(b, tmp, (size_t)(at - tmp));
          nv_buf_putc(b, '.');
          nv_buf_puts(b, at + dl);
        } else {
          nv_buf_puts(b, tmp);
        }
        return;
      }
    }
    nv_buf_printf(b, "0x%016llX", (unsigned long long)bits);
    return;
  }
  }
}

/* ---- slots ---- */
static void nv_printer_number_function(nv_printer *p, const nv_func *f) {
  uint32_t n = 0, i;
  nv_block *bb;
  nv_set used;
  nv_map lastk; /* a shared name -> the last suffix given for it */
  /* tables grown by a big function are dropped rather than cleared, so many small
   * functions after it do not each pay for its bucket count */
  if (p->slots.nbuckets > 1024) nv_map_free(&p->slots);
  else nv_map_clear(&p->slots);
  if (p->local_names.nbuckets > 1024) nv_map_free(&p->local_names);
  else nv_map_clear(&p->local_names);
  nv_set_init(&used, NV_MAP_PTR);
  nv_map_init(&lastk, NV_MAP_PTR);
  /* Named locals keep their name unless two share it: later ones get .1, .2, ... (the
   * search for a free suffix resumes after the last one given for that name: every one
   * below it is taken, so the result is the same, in linear rather than quadratic time
   * for thousands of locals of one name) */
#define NV_LOCAL(v)                                                                      \
  do {                                                                                   \
    const nv_value *lv = (v);                                                            \
    if (lv->name) {                                                                      \
      const char *nm = lv->name;                                                         \
      uintptr_t k = 0;                                                                   \
      char tmp[32];                                                                      \
      nv_buf nb = NV_BUF_INIT;                                                           \
      if (nv_set_contains(&used, (uintptr_t)nm)) nv_map_get(&lastk, (uintptr_t)lv->name, &k); \
      while (nv_set_contains(&used, (uintptr_t)nm)) {                                    \
        nb.len = 0;                                                                      \
        nv_buf_puts(&nb, lv->name);                                                      \
        snprintf(tmp, sizeof tmp, ".%lu", (unsigned long)++k);                           \
        nv_buf_puts(&nb, tmp);                                                           \
        nm = nv_intern_cstr(&p->m->ctx->strs, nb.data);                                  \
      }                                                                                  \
      if (k) nv_map_put(&lastk, (uintptr_t)lv->name, k);                                 \
      nv_buf_free(&nb);                                                                  \
      nv_set_insert(&used, (uintptr_t)nm);                                               \
      nv_map_put(&p->local_names, (uintptr_t)lv, (uintptr_t)nm);                        \
    } else if (lv->type->kind != NVCG_TYPE_VOID) {                                       \
      nv_map_put(&p->slots, (uintptr_t)lv, n++);                                         \
    }                                                                                    \
  } while (0)
  for (i = 0; i < f->nargs; i++) NV_LOCAL(&f->args[i]->v);
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *I;
    NV_LOCAL(&bb->v);
    for (I = bb->first; I; I = I->next) NV_LOCAL(&I->v);
  }
#undef NV_LOCAL
  nv_set_free(&used);
  nv_map_free(&lastk);
}

static void nv_print_local(nv_printer *p, const nv_value *v) {
  uintptr_t s;
  if (nv_map_get(&p->local_names, (uintptr_t)v, &s)) {
    nv_print_ident(p->out, '%', (const char *)s);
  } else if (nv_map_get(&p->slots, (uintptr_t)v, &s)) {
    nv_buf_printf(p->out, "%%%u", (unsigned)s);
  } else {
    /* a value from outside the function being printed: broken IR; print something
     * recognisable rather than fail */
    nv_buf_printf(p->out, "%%<badref:%u>", v->id);
  }
}

static void nv_print_value_ref(nv_printer *p, const nv_value *v) {
  if (!v) {
    nv_buf_puts(p->out, "<null operand>");
    return;
  }
  switch (v->kind) {
  case NV_V_ARG: case NV_V_INST: case NV_V_BLOCK: nv_print_local(p, v); return;
  case NV_V_FUNC: case NV_V_GLOBAL: nv_print_ident(p->out, '@', v->name); return;
  case NV_V_ASM: {
    const nv_asm *a = (const nv_asm *)v;
    nv_buf_puts(p->out, "asm ");
    if (a->sideeffect) nv_buf_puts(p->out, "sideeffect ");
    if (a->alignstack) nv_buf_puts(p->out, "alignstack ");
    if (a->inteldialect) nv_buf_puts(p->out, "inteldialect ");
    nv_buf_putc(p->out, '"');
    nv_print_escaped(p->out, a->text);
    nv_buf_puts(p->out, "\", \"");
    nv_print_escaped(p->out, a->constraints);
    nv_buf_putc(p->out, '"');
    return;
  }
  default: nv_print_const(p, v); return;
  }
}

static void nv_print_typed(nv_printer *p, const nv_value *v) {
  nv_type_print_buf(p->out, v ? v->type : NULL);
  nv_buf_putc(p->out, ' ');
  nv_print_value_ref(p, v);
}

static void nv_print_const(nv_printer *p, const nv_value *v) {
  const nv_const *c = (const nv_const *)v;
  nv_buf *b = p->out;
  uint32_t i;
  switch (v->kind) {
  case NV_V_CINT: nv_print_cint(b, v); return;
  case NV_V_CFP: nv_print_cfp(b, v); return;
  case NV_V_CNULL: nv_buf_puts(b, "null"); return;
  case NV_V_CZERO: nv_buf_puts(b, "zeroinitializer"); return;
  case NV_V_UNDEF: nv_buf_puts(b, "undef"); return;
  case NV_V_POISON: nv_buf_puts(b, "poison"); return;
  case NV_V_CDATA:
    nv_buf_puts(b, "c\"");
    for (i = 0; i < c->nelems; i++) {
      unsigned char ch = c->bytes[i];
      if (ch == '"' || ch == '\\' || ch < 32 || ch >= 127) nv_buf_printf(b, "\\%02X", ch);
      else nv_buf_putc(b, (char)ch);
    }
    nv_buf_putc(b, '"');
    return;
  case NV_V_CAGG: {
    const nv_type *t = v->type;
    const char *open = t->kind == NVCG_TYPE_VECTOR ? "<" : t->kind == NVCG_TYPE_ARRAY ? "[" : "{";
    const char *close = t->kind == NVCG_TYPE_VECTOR ? ">" : t->kind == NVCG_TYPE_ARRAY ? "]" : "}";
    if (t->kind == NVCG_TYPE_STRUCT && t->packed) nv_buf_putc(b, '<');
    nv_buf_puts(b, open);
    if (t->kind == NVCG_TYPE_STRUCT && c->nelems) nv_buf_putc(b, ' ');
    for (i = 0; i < c->nelems; i++) {
      if (i) nv_buf_puts(b, ", ");
      nv_print_typed(p, c->elems[i]);
    }
    if (t->kind == NVCG_TYPE_STRUCT && c->nelems) nv_buf_putc(b, ' ');
    nv_buf_puts(b, close);
    if (t->kind == NVCG_TYPE_STRUCT && t->packed) nv_buf_putc(b, '>');
    return;
  }
  case NV_V_CEXPR:
    nv_buf_puts(b, nv_opcode_name(v->opcode));
    if (v->opcode == NVCG_OP_GEP) {
      if (c->flags & NVCG_FLAG_INBOUNDS) nv_buf_puts(b, " inbounds");
      nv_buf_puts(b, " (");
      nv_type_print_buf(b, c->aux_type);
      for (i = 0; i < c->nelems; i++) {
        nv_buf_puts(b, ", ");
        nv_print_typed(p, c->elems[i]);
      }
      nv_buf_putc(b, ')');
    } else if (NV_OP_IS_CAST(v->opcode)) {
      nv_buf_puts(b, " (");
      nv_print_typed(p, c->elems[0]);
      nv_buf_puts(b, " to ");
      nv_type_print_buf(b, v->type);
      nv_buf_putc(b, ')');
    } else {
      /* binary or compare constant expressions */
      if (v->opcode == NVCG_OP_ICMP || v->opcode == NVCG_OP_FCMP) {
        nv_buf_putc(b, ' ');
        nv_buf_puts(b, nv_pred_name(v->sub));
      }
      if (c->flags & NVCG_FLAG_NUW) nv_buf_puts(b, " nuw");
      if (c->flags & NVCG_FLAG_NSW) nv_buf_puts(b, " nsw");
      if (c->flags & NVCG_FLAG_EXACT) nv_buf_puts(b, " exact");
      nv_buf_puts(b, " (");
      for (i = 0; i < c->nelems; i++) {
        if (i) nv_buf_puts(b, ", ");
        nv_print_typed(p, c->elems[i]);
      }
      nv_buf_putc(b, ')');
    }
    return;
  default: nv_buf_puts(b, "<bad constant>"); return;
  }
}

static void nv_print_fmf(nv_buf *b, uint32_t f) {
  if ((f & NVCG_FMF_FAST) == NVCG_FMF_FAST) {
    nv_buf_puts(b, " fast");
    return;
  }
  if (f & NVCG_FMF_REASSOC) nv_buf_puts(b, " reassoc");
  if (f & NVCG_FMF_NNAN) nv_buf_puts(b, " nnan");
  if (f & NVCG_FMF_NINF) nv_buf_puts(b, " ninf");
  if (f & NVCG_FMF_NSZ) nv_buf_puts(b, " nsz");
  if (f & NVCG_FMF_ARCP) nv_buf_puts(b, " arcp");
  if (f & NVCG_FMF_CONTRACT) nv_buf_puts(b, " contract");
  if (f & NVCG_FMF_AFN) nv_buf_puts(b, " afn");
}

static void nv_print_scope_order(nv_buf *b, const nv_inst *I, unsigned ord) {
  if (I->scope) {
    nv_buf_puts(b, " syncscope(\"");
    nv_print_escaped(b, I->scope);
    nv_buf_puts(b, "\")");
  }
  nv_buf_putc(b, ' ');
  nv_buf_puts(b, nv_ordering_names[ord < 7 ? ord : 0]);
}

static void nv_print_param_attrs(nv_buf *b, const nv_param_attrs *a) {
  uint32_t f = a->flags;
  if (f & NVCG_PARAM_ZEROEXT) nv_buf_puts(b, " zeroext");
  if (f & NVCG_PARAM_SIGNEXT) nv_buf_puts(b, " signext");
  if (f & NVCG_PARAM_INREG) nv_buf_puts(b, " inreg");
  if (f & NVCG_PARAM_BYVAL) {
    nv_buf_puts(b, " byval(");
    nv_type_print_buf(b, a->byval);
    nv_buf_putc(b, ')');
  }
  if (f & NVCG_PARAM_SRET) {
    nv_buf_puts(b, " sret(");
    nv_type_print_buf(b, a->byval);
    nv_buf_putc(b, ')');
  }
  if (f & NVCG_PARAM_NOALIAS) nv_buf_puts(b, " noalias");
  if (f & NVCG_PARAM_NOCAPTURE) nv_buf_puts(b, " nocapture");
  if (f & NVCG_PARAM_NONNULL) nv_buf_puts(b, " nonnull");
  if (f & NVCG_PARAM_READNONE) nv_buf_puts(b, " readnone");
  if (f & NVCG_PARAM_READONLY) nv_buf_puts(b, " readonly");
  if (f & NVCG_PARAM_WRITEONLY) nv_buf_puts(b, " writeonly");
  if (f & NVCG_PARAM_RETURNED) nv_buf_puts(b, " returned");
  if (f & NVCG_PARAM_NOUNDEF) nv_buf_puts(b, " noundef");
  if (a->align) nv_buf_printf(b, " align %u", a->align);
  if (a->dereferenceable) nv_buf_printf(b, " dereferenceable(%llu)", (unsigned long long)a->dereferenceable);
}

/* A calling convention with its trailing space; nothing for the C convention. */
static void nv_print_cc(nv_buf *b, unsigned cc) {
  if (cc == NVCG_CC_PTX_KERNEL) nv_buf_puts(b, "ptx_kernel ");
  else if (cc == NVCG_CC_PTX_DEVICE) nv_buf_puts(b, "ptx_device ");
  else if (cc) nv_buf_printf(b, "cc %u ", cc);
}

/* llvm.convert.{to,from}.arbitrary.fp keep their metadata strings as i32 codes (ir/intrinsics.h,
 * NV_ARBITRARY_FP_INTRINSICS): parameter 1 is the format, 2 (to only) the rounding. */
static int nv_arbfp_md_param(const nv_func *f, unsigned k) {
  if (f->intrinsic == NV_INTR_CONVERT_TO_ARBITRARY_FP) return k == 1 || k == 2;
  return f->intrinsic == NV_INTR_CONVERT_FROM_ARBITRARY_FP && k == 1;
}
/* The string a call's argument k stands for, or NULL. */
static const char *nv_print_arbfp_md(const nv_value *callee, unsigned k, const nv_value *v) {
  const nv_func *f = callee->kind == NV_V_FUNC ? (const nv_func *)callee : NULL;
  uint64_t x;
  if (!f || !nv_arbfp_md_param(f, k) || v->kind != NV_V_CINT) return NULL;
  x = ((const nv_const *)v)->ci[0];
  return k == 1 ? nv_arbfp_format_name((unsigned)x) : nv_arbfp_rounding_name((unsigned)x);
}

static void nv_print_inst_body(nv_printer *p, const nv_inst *I) {
  nv_buf *b = p->out;
  unsigned op = I->v.opcode;
  uint32_t i;
  if (I->v.type->kind != NVCG_TYPE_VOID) {
    nv_print_local(p, &I->v);
    nv_buf_puts(b, " = ");
  }
  if (op == NVCG_OP_CALL) {
    if (I->flags & NVCG_FLAG_MUSTTAIL) nv_buf_puts(b, "musttail ");
    else if (I->flags & NVCG_FLAG_TAIL) nv_buf_puts(b, "tail ");
    else if (I->flags & NVCG_FLAG_NOTAIL) nv_buf_puts(b, "notail ");
  }
  nv_buf_puts(b, nv_opcode_name(op));
  if (NV_OP_IS_BINARY(op) || op == NVCG_OP_FNEG) {
    if (I->flags & NVCG_FLAG_NUW) nv_buf_puts(b, " nuw");
    if (I->flags & NVCG_FLAG_NSW) nv_buf_puts(b, " nsw");
    if (I->flags & NVCG_FLAG_EXACT) nv_buf_puts(b, " exact");
    nv_print_fmf(b, I->flags);
    nv_buf_putc(b, ' ');
    nv_print_typed(p, I->ops[0].val);
    for (i = 1; i < I->nops; i++) {
      nv_buf_puts(b, ", ");
      nv_print_value_ref(p, I->ops[i].val);
    }
    return;
  }
  if (NV_OP_IS_CAST(op)) {
    nv_print_fmf(b, I->flags);
    nv_buf_putc(b, ' ');
    nv_print_typed(p, I->ops[0].val);
    nv_buf_puts(b, " to ");
    nv_type_print_buf(b, I->v.type);
    return;
  }
  switch (op) {
  case NVCG_OP_ICMP: case NVCG_OP_FCMP:
    nv_print_fmf(b, I->flags);
    nv_buf_putc(b, ' ');
    nv_buf_puts(b, nv_pred_name(I->v.sub));
    nv_buf_putc(b, ' ');
    nv_print_typed(p, I->ops[0].val);
    nv_buf_puts(b, ", ");
    nv_print_value_ref(p, I->ops[1].val);
    return;
  case NVCG_OP_SELECT:
    nv_print_fmf(b, I->flags);
    nv_buf_putc(b, ' ');
    for (i = 0; i < 3; i++) {
      if (i) nv_buf_puts(b, ", ");
      nv_print_typed(p, I->ops[i].val);
    }
    return;
  case NVCG_OP_FREEZE:
    nv_buf_putc(b, ' ');
    nv_print_typed(p, I->ops[0].val);
    return;
  case NVCG_OP_RET:
    if (I->nops) {
      nv_buf_putc(b, ' ');
      nv_print_typed(p, I->ops[0].val);
    } else {
      nv_buf_puts(b, " void");
    }
    return;
  case NVCG_OP_BR:
    for (i = 0; i < I->nops; i++) {
      nv_buf_puts(b, i ? ", " : " ");
      nv_print_typed(p, I->ops[i].val);
    }
    if (nv_print_has_loop_hints(I) && p->loop_md_base) {
      nv_buf_printf(b, ", !llvm.loop !%u", p->loop_md_base + p->loop_brs.len);
      nv_vec_push(&p->loop_brs, I);
    } else if (nv_print_has_loop_hints(I)) {
      nv_buf_puts(b, ", !llvm.loop !{!\"self\"");
      nv_print_loop_props(b, I);
      nv_buf_putc(b, '}');
    }
    nv_print_branch_weights(b, I);
    return;
  case NVCG_OP_SWITCH:
    nv_buf_putc(b, ' ');
    nv_print_typed(p, I->ops[0].val);
    nv_buf_puts(b, ", ");
    nv_print_typed(p, I->ops[1].val);
    nv_buf_puts(b, " [");
    for (i = 2; i + 1 < I->nops; i += 2) {
      nv_buf_puts(b, "\n    ");
      nv_print_typed(p, I->ops[i].val);
      nv_buf_puts(b, ", ");
      nv_print_typed(p, I->ops[i + 1].val);
    }
    nv_buf_puts(b, I->nops > 2 ? "\n  ]" : "]");
    nv_print_branch_weights(b, I);
    return;
  case NVCG_OP_UNREACHABLE: return;
  case NVCG_OP_PHI:
    nv_print_fmf(b, I->flags);
    nv_buf_putc(b, ' ');
    nv_type_print_buf(b, I->v.type);
    for (i = 0; i + 1 < I->nops; i += 2) {
      nv_buf_puts(b, i ? ", [ " : " [ ");
      nv_print_value_ref(p, I->ops[i].val);
      nv_buf_puts(b, ", ");
      nv_print_value_ref(p, I->ops[i + 1].val);
      nv_buf_puts(b, " ]");
    }
    return;
  case NVCG_OP_ALLOCA:
    nv_buf_putc(b, ' ');
    nv_type_print_buf(b, I->aux_type);
    if (!nv_value_is_cint(I->ops[0].val, 1) || I->ops[0].val->type->bits != 32) {
      nv_buf_puts(b, ", ");
      nv_print_typed(p, I->ops[0].val);
    }
    if (I->align) nv_buf_printf(b, ", align %u", I->align);
    if (I->v.type->addrspace) nv_buf_printf(b, ", addrspace(%u)", I->v.type->addrspace);
    return;
  case NVCG_OP_LOAD:
    if (I->ordering) nv_buf_puts(b, " atomic");
    if (I->flags & NVCG_FLAG_VOLATILE) nv_buf_puts(b, " volatile");
    nv_buf_putc(b, ' ');
    nv_type_print_buf(b, I->v.type);
    nv_buf_puts(b, ", ");
    nv_print_typed(p, I->ops[0].val);
    if (I->ordering) nv_print_scope_order(b, I, I->ordering);
    if (I->align) nv_buf_printf(b, ", align %u", I->align);
    if (I->flags & NVCG_FLAG_INVARIANT_LOAD) nv_buf_puts(b, ", !invariant.load !0");
    if (I->flags & NVCG_FLAG_NONTEMPORAL) nv_buf_puts(b, ", !nontemporal !1");
    return;
  case NVCG_OP_STORE:
    if (I->ordering) nv_buf_puts(b, " atomic");
    if (I->flags & NVCG_FLAG_VOLATILE) nv_buf_puts(b, " volatile");
    nv_buf_putc(b, ' ');
    nv_print_typed(p, I->ops[0].val);
    nv_buf_puts(b, ", ");
    nv_print_typed(p, I->ops[1].val);
    if (I->ordering) nv_print_scope_order(b, I, I->ordering);
    if (I->align) nv_buf_printf(b, ", align %u", I->align);
    if (I->flags & NVCG_FLAG_NONTEMPORAL) nv_buf_puts(b, ", !nontemporal !1");
    return;
  case NVCG_OP_GEP:
    if (I->flags & NVCG_FLAG_INBOUNDS) nv_buf_puts(b, " inbounds");
    nv_buf_putc(b, ' ');
    nv_type_print_buf(b, I->aux_type);
    for (i = 0; i < I->nops; i++) {
      nv_buf_puts(b, ", ");
      nv_print_typed(p, I->ops[i].val);
    }
    return;
  case NVCG_OP_ATOMICRMW:
    if (I->flags & NVCG_FLAG_VOLATILE) nv_buf_puts(b, " volatile");
    nv_buf_putc(b, ' ');
    nv_buf_puts(b, nv_rmw_name(I->v.sub));
    nv_buf_putc(b, ' ');
    nv_print_typed(p, I->ops[0].val);
    nv_buf_puts(b, ", ");
    nv_print_typed(p, I->ops[1].val);
    nv_print_scope_order(b, I, I->ordering);
    if (I->align) nv_buf_printf(b, ", align %u", I->align);
    return;
  case NVCG_OP_CMPXCHG:
    if (I->flags & NVCG_FLAG_WEAK) nv_buf_puts(b, " weak");
    if (I->flags & NVCG_FLAG_VOLATILE) nv_buf_puts(b, " volatile");
    for (i = 0; i < 3; i++) {
      nv_buf_puts(b, i ? ", " : " ");
      nv_print_typed(p, I->ops[i].val);
    }
    nv_print_scope_order(b, I, I->ordering);
    nv_buf_putc(b, ' ');
    nv_buf_puts(b, nv_ordering_names[I->ordering2 < 7 ? I->ordering2 : 0]);
    if (I->align) nv_buf_printf(b, ", align %u", I->align);
    return;
  case NVCG_OP_FENCE: nv_print_scope_order(b, I, I->ordering); return;
  case NVCG_OP_EXTRACTELEMENT: case NVCG_OP_INSERTELEMENT:
    for (i = 0; i < I->nops; i++) {
      nv_buf_puts(b, i ? ", " : " ");
      nv_print_typed(p, I->ops[i].val);
    }
    return;
  case NVCG_OP_SHUFFLEVECTOR:
    nv_buf_putc(b, ' ');
    nv_print_typed(p, I->ops[0].val);
    nv_buf_puts(b, ", ");
    nv_print_typed(p, I->ops[1].val);
    nv_buf_printf(b, ", <%u x i32> ", I->nidx);
    {
      int all_poison = 1, all_zero = 1;
      for (i = 0; i < I->nidx; i++) {
        if (I->idx[i] != -1) all_poison = 0;
        if (I->idx[i] != 0) all_zero = 0;
      }
      if (all_poison) {
        nv_buf_puts(b, "poison");
      } else if (all_zero) {
        nv_buf_puts(b, "zeroinitializer");
      } else {
        nv_buf_putc(b, '<');
        for (i = 0; i < I->nidx; i++) {
          if (i) nv_buf_puts(b, ", ");
          if (I->idx[i] < 0) nv_buf_puts(b, "i32 poison");
          else nv_buf_printf(b, "i32 %d", I->idx[i]);
        }
        nv_buf_putc(b, '>');
      }
    }
    return;
  case NVCG_OP_EXTRACTVALUE: case NVCG_OP_INSERTVALUE:
    for (i = 0; i < I->nops; i++) {
      nv_buf_puts(b, i ? ", " : " ");
      nv_print_typed(p, I->ops[i].val);
    }
    for (i = 0; i < I->nidx; i++) nv_buf_printf(b, ", %d", I->idx[i]);
    return;
  case NVCG_OP_CALL: {
    nv_type *fty = I->aux_type;
    nv_value *callee = I->ops[0].val;
    nv_print_fmf(b, I->flags);
    nv_buf_putc(b, ' ');
    /* The IR keeps no call-site convention: a direct call uses its callee's, which is the
     * only well-defined choice in LLVM (a mismatch is undefined behaviour). */
    if (callee->kind == NV_V_FUNC) nv_print_cc(b, ((const nv_func *)callee)->cc);
    /* LLVM prints the whole function type only for varargs callees */
    if (fty->vararg) nv_type_print_buf(b, fty);
    else nv_type_print_buf(b, fty->elem);
    nv_buf_putc(b, ' ');
    nv_print_value_ref(p, callee);
    nv_buf_putc(b, '(');
    for (i = 1; i < I->nops; i++) {
      const char *md = nv_print_arbfp_md(callee, i - 1, I->ops[i].val);
      if (i > 1) nv_buf_puts(b, ", ");
      if (md) nv_buf_printf(b, "metadata !\"%s\"", md);
      else nv_print_typed(p, I->ops[i].val);
    }
    nv_buf_putc(b, ')');
    return;
  }
  default: nv_buf_printf(b, " <unknown opcode %u>", op); return;
  }
}

static void nv_print_block(nv_printer *p, const nv_block *bb, int first) {
  nv_buf *b = p->out;
  nv_inst *I;
  uintptr_t s;
  if (!first) nv_buf_putc(b, '\n');
  if (nv_map_get(&p->local_names, (uintptr_t)&bb->v, &s)) {
    const char *nm = (const char *)s;
    nv_buf nb = NV_BUF_INIT;
    nv_print_ident(&nb, '%', nm);
    nv_buf_puts(b, nb.data + 1); /* a label is the identifier without its sigil */
    nv_buf_free(&nb);
    nv_buf_puts(b, ":\n");
  } else if (!first && nv_map_get(&p->slots, (uintptr_t)&bb->v, &s)) {
    /* an unnamed entry block takes its number implicitly, as LLVM prints it */
    nv_buf_printf(b, "%u:\n", (unsigned)s);
  }
  for (I = bb->first; I; I = I->next) {
    nv_buf_puts(b, "  ");
    nv_print_inst_body(p, I);
    nv_buf_putc(b, '\n');
  }
}

static void nv_print_fn_attrs(nv_buf *b, uint32_t a) {
  static const struct {
    uint32_t bit;
    const char *name;
  } names[] = {{NVCG_FN_ALWAYSINLINE, "alwaysinline"}, {NVCG_FN_COLD, "cold"},
               {NVCG_FN_CONVERGENT, "convergent"},     {NVCG_FN_NOINLINE, "noinline"},
               {NVCG_FN_NORECURSE, "norecurse"},       {NVCG_FN_NORETURN, "noreturn"},
               {NVCG_FN_NOUNWIND, "nounwind"},         {NVCG_FN_OPTNONE, "optnone"},
               {NVCG_FN_READNONE, "readnone"},         {NVCG_FN_READONLY, "readonly"},
               {NVCG_FN_SPECULATABLE, "speculatable"}, {NVCG_FN_WILLRETURN, "willreturn"},
               {NVCG_FN_WRITEONLY, "writeonly"},       {NVCG_FN_NOOUTLINE, "\"nooutline\""}};
  unsigned i;
  for (i = 0; i < NV_ARRAY_LEN(names); i++)
    if (a & names[i].bit) {
      nv_buf_putc(b, ' ');
      nv_buf_puts(b, names[i].name);
    }
}

static void nv_print_function(nv_printer *p, const nv_func *f) {
  nv_buf *b = p->out;
  uint32_t i;
  nv_block *bb;
  nv_printer_number_function(p, f);
  nv_buf_puts(b, f->is_decl ? "declare " : "define ");
  nv_buf_puts(b, nv_linkage_names[f->linkage < 11 ? f->linkage : 0]);
  nv_print_cc(b, f->cc);
  {
    nv_buf tmp = NV_BUF_INIT;
    nv_print_param_attrs(&tmp, &f->rattrs);
    if (tmp.len) {
      nv_buf_puts(b, tmp.data + 1);
      nv_buf_putc(b, ' ');
    }
    nv_buf_free(&tmp);
  }
  nv_type_print_buf(b, f->fty->elem);
  nv_buf_putc(b, ' ');
  nv_print_ident(b, '@', f->v.name);
  nv_buf_putc(b, '(');
  for (i = 0; i < f->nargs; i++) {
    if (i) nv_buf_puts(b, ", ");
    if (f->is_decl && nv_arbfp_md_param(f, i)) {
      nv_buf_puts(b, "metadata");
      continue;
    }
    nv_type_print_buf(b, f->args[i]->v.type);
    nv_print_param_attrs(b, &f->pattrs[i]);
    if (!f->is_decl) {
      nv_buf_putc(b, ' ');
      nv_print_local(p, &f->args[i]->v);
    }
  }
  if (f->fty->vararg) nv_buf_puts(b, f->nargs ? ", ..." : "...");
  nv_buf_putc(b, ')');
  nv_print_fn_attrs(b, f->attrs);
  /* cluster bounds as LLVM 20+ writes them (the other launch bounds go to !nvvm.annotations) */
  if (f->cluster_dim[0] || f->cluster_dim[1] || f->cluster_dim[2])
    nv_buf_printf(b, " \"nvvm.cluster_dim\"=\"%u,%u,%u\"", f->cluster_dim[0] ? f->cluster_dim[0] : 1,
                  f->cluster_dim[1] ? f->cluster_dim[1] : 1, f->cluster_dim[2] ? f->cluster_dim[2] : 1);
  if (f->maxclusterrank) nv_buf_printf(b, " \"nvvm.maxclusterrank\"=\"%u\"", f->maxclusterrank);
  if (f->blocksareclusters) nv_buf_puts(b, " \"nvvm.blocksareclusters\"");
  if (f->section) {
    nv_buf_puts(b, " section \"");
    nv_print_escaped(b, f->section);
    nv_buf_putc(b, '"');
  }
  if (f->align) nv_buf_printf(b, " align %u", f->align);
  if (f->import_md && f->import_src && !f->is_decl) {
    uint32_t k;
    for (k = 0; k < p->src_mods.len && p->src_mods.data[k] != f->import_src; k++) {}
    nv_buf_printf(b, " !thinlto_src_module !%u", p->src_md_base + k);
  }
  if (f->is_decl) {
    nv_buf_putc(b, '\n');
    return;
  }
  nv_buf_puts(b, " {\n");
  for (bb = f->first; bb; bb = bb->next) nv_print_block(p, bb, bb == f->first);
  nv_buf_puts(b, "}\n");
}

static void nv_print_global(nv_printer *p, const nv_global *g) {
  nv_buf *b = p->out;
  nv_print_ident(b, '@', g->v.name);
  nv_buf_puts(b, " = ");
  if (!g->init && g->linkage == NVCG_LINKAGE_EXTERNAL) nv_buf_puts(b, "external ");
  else nv_buf_puts(b, nv_linkage_names[g->linkage < 11 ? g->linkage : 0]);
  if (g->unnamed_addr == 1) nv_buf_puts(b, "unnamed_addr ");
  else if (g->unnamed_addr == 2) nv_buf_puts(b, "local_unnamed_addr ");
  if (g->addrspace) nv_buf_printf(b, "addrspace(%u) ", g->addrspace);
  if (g->externally_initialized) nv_buf_puts(b, "externally_initialized ");
  nv_buf_puts(b, g->is_const ? "constant " : "global ");
  nv_type_print_buf(b, g->vtype);
  if (g->init) {
    nv_buf_putc(b, ' ');
    nv_print_value_ref(p, g->init);
  }
  if (g->section) {
    nv_buf_puts(b, ", section \"");
    nv_print_escaped(b, g->section);
    nv_buf_putc(b, '"');
  }
  if (g->align) nv_buf_printf(b, ", align %u", g->align);
  nv_buf_putc(b, '\n');
}

/* Identified struct types in first-use order: walk globals and functions so the output
 * does not depend on hash-table order. */
typedef NV_VEC(nv_type *) nv_type_vec;
static void nv_collect_named_type_v(nv_type *t, nv_set *seen, nv_type_vec *out) {
  uint64_t i;
  if (!t) return;
  switch (t->kind) {
  case NVCG_TYPE_STRUCT:
    if (t->name) {
      if (nv_set_contains(seen, (uintptr_t)t)) return;
      nv_set_insert(seen, (uintptr_t)t);
    }
    for (i = 0; t->has_body && i < t->count; i++) nv_collect_named_type_v(t->fields[i], seen, out);
    if (t->name) nv_vec_push(out, t);
    return;
  case NVCG_TYPE_ARRAY: case NVCG_TYPE_VECTOR: nv_collect_named_type_v(t->elem, seen, out); return;
  case NVCG_TYPE_FUNCTION:
    nv_collect_named_type_v(t->elem, seen, out);
    for (i = 0; i < t->count; i++) nv_collect_named_type_v(t->fields[i], seen, out);
    return;
  default: return;
  }
}

/* Named types a constant mentions beyond its own type: getelementptr source types, cast
 * operands, aggregate elements. Constants are shared DAGs: each is walked once. */
static void nv_collect_named_type_c(const nv_value *v, nv_set *seen, nv_set *cseen, nv_type_vec *out) {
  const nv_const *c;
  uint32_t i;
  if (!v || (v->kind != NV_V_CAGG && v->kind != NV_V_CEXPR)) return;
  if (!nv_set_insert(cseen, (uintptr_t)v)) return;
  c = (const nv_const *)v;
  nv_collect_named_type_v(c->aux_type, seen, out);
  for (i = 0; i < c->nelems; i++) {
    nv_collect_named_type_v(c->elems[i]->type, seen, out);
    nv_collect_named_type_c(c->elems[i], seen, cseen, out);
  }
}

/* How many !nvvm.annotations nodes f gets: "kernel", three per maxntid/reqntid, one per
 * minctasm/maxnreg. The one rule that numbering and printing the nodes both follow. */
static unsigned nv_print_annotation_count(const nv_func *f) {
  unsigned n = (f->is_kernel ? 1u : 0u) + (f->maxntid[0] ? 3u : 0u) + (f->reqntid[0] ? 3u : 0u) +
               (f->minctasm ? 1u : 0u) + (f->maxnreg ? 1u : 0u), i;
  for (i = 0; i < f->nargs && f->pattrs; i++) n += f->pattrs[i].image ? 1u : 0u; /* image parameters */
  return n;
}

static void nv_print_module_buf(const nv_module *m, nv_buf *b) {
  nv_printer p;
  nv_func *f;
  nv_global *g;
  nv_set seen, cseen;
  nv_type_vec named = NV_VEC_INIT;
  uint32_t i, nmd = 2, kernels = 0, ntexrefs = 0;
  int any_inv = 0, any_nt = 0;
  memset(&p, 0, sizeof p);
  p.out = b;
  p.m = m;
  nv_map_init(&p.slots, NV_MAP_PTR);
  nv_map_init(&p.local_names, NV_MAP_PTR);
  if (m->source_filename) {
    nv_buf_puts(b, "source_filename = \"");
    nv_print_escaped(b, m->source_filename);
    nv_buf_puts(b, "\"\n");
  }
  nv_buf_puts(b, "target datalayout = \"");
  nv_print_escaped(b, m->datalayout ? m->datalayout : "e-i64:64-i128:128-v16:16-v32:32-n16:32:64");
  nv_buf_puts(b, "\"\ntarget triple = \"");
  nv_print_escaped(b, m->triple ? m->triple : "nvptx64-nvidia-cuda");
  nv_buf_puts(b, "\"\n");
  if (m->inline_asm) {
    const char *l = m->inline_asm;
    for (;;) {
      const char *e = strchr(l, '\n');
      size_t n = e ? (size_t)(e - l) : strlen(l);
      char *line = (char *)nv_xmalloc(n + 1);
      memcpy(line, l, n);
      line[n] = 0;
      nv_buf_puts(b, "module asm \"");
      nv_print_escaped(b, line);
      nv_buf_puts(b, "\"\n");
      nv_xfree(line);
      if (!e) break;
      l = e + 1;
    }
  }

  nv_set_init(&seen, NV_MAP_PTR);
  nv_set_init(&cseen, NV_MAP_PTR);
  for (g = m->globals_first; g; g = g->next) {
    nv_collect_named_type_v(g->vtype, &seen, &named);
    nv_collect_named_type_c(g->init, &seen, &cseen, &named);
  }
  for (f = m->funcs_first; f; f = f->next) {
    nv_block *bb;
    nv_collect_named_type_v(f->fty, &seen, &named);
    nv_collect_named_type_v(f->rattrs.byval, &seen, &named);
    for (i = 0; i < f->nargs; i++) nv_collect_named_type_v(f->pattrs[i].byval, &seen, &named);
    for (bb = f->first; bb; bb = bb->next) {
      nv_inst *I;
      for (I = bb->first; I; I = I->next) {
        nv_collect_named_type_v(I->v.type, &seen, &named);
        nv_collect_named_type_v(I->aux_type, &seen, &named);
        for (i = 0; i < I->nops; i++) {
          nv_collect_named_type_v(I->ops[i].val->type, &seen, &named);
          nv_collect_named_type_c(I->ops[i].val, &seen, &cseen, &named);
        }
        if (I->flags & NVCG_FLAG_INVARIANT_LOAD) any_inv = 1;
        if (I->flags & NVCG_FLAG_NONTEMPORAL) any_nt = 1;
      }
    }
  }
  if (named.len) nv_buf_putc(b, '\n');
  for (i = 0; i < named.len; i++) {
    nv_type *t = named.data[i];
    nv_print_ident(b, '%', t->name);
    nv_buf_puts(b, " = type ");
    if (!t->has_body) {
      nv_buf_puts(b, "opaque\n");
    } else {
      /* print the body as a literal struct */
      uint64_t k;
      if (t->packed) nv_buf_putc(b, '<');
      nv_buf_puts(b, t->count ? "{ " : "{");
      for (k = 0; k < t->count; k++) {
        if (k) nv_buf_puts(b, ", ");
        nv_type_print_buf(b, t->fields[k]);
      }
      nv_buf_puts(b, t->count ? " }" : "}");
      if (t->packed) nv_buf_putc(b, '>');
      nv_buf_putc(b, '\n');
    }
  }
  nv_vec_free(&named);
  nv_set_free(&seen);
  nv_set_free(&cseen);

  /* metadata numbers: !0 and !1, the annotations, !nvvmir.version, then the source
   * modules of imported functions */
  for (g = m->globals_first; g; g = g->next) ntexrefs += g->texref ? 1u : 0u;
  p.src_md_base = nmd + ntexrefs + (m->nvvmir_version[0] >= 0 ? 1 : 0);
  for (f = m->funcs_first; f; f = f->next) {
    p.src_md_base += nv_print_annotation_count(f);
    if (f->import_md && f->import_src && !f->is_decl) {
      uint32_t k;
      for (k = 0; k < p.src_mods.len && p.src_mods.data[k] != f->import_src; k++) {}
      if (k == p.src_mods.len) nv_vec_push(&p.src_mods, f->import_src);
    }
  }
  /* then the !llvm.loop nodes */
  p.loop_md_base = p.src_md_base + p.src_mods.len;
  if (m->globals_first) nv_buf_putc(b, '\n');
  for (g = m->globals_first; g; g = g->next) nv_print_global(&p, g);
  {
    /* exported aliases (uses of every alias already name its aliasee) */
    const nv_galias *a;
    for (a = m->aliases; a; a = a->next) {
      uintptr_t k;
      const nv_value *v;
      if (a->linkage == NVCG_LINKAGE_INTERNAL || a->linkage == NVCG_LINKAGE_PRIVATE) continue;
      if (!a->aliasee || !nv_map_get(&m->symtab, (uintptr_t)a->aliasee, &k)) {
        nv_buf_puts(b, "; alias ");
        nv_print_ident(b, '@', a->name);
        nv_buf_puts(b, " of no symbol (not printable)\n");
        continue;
      }
      v = (const nv_value *)k;
      nv_print_ident(b, '@', a->name);
      nv_buf_printf(b, " = %salias ", nv_linkage_names[a->linkage < 11 ? a->linkage : 0]);
      nv_type_print_buf(b, a->vt);
      nv_buf_puts(b, ", ");
      nv_print_typed(&p, v);
      nv_buf_putc(b, '\n');
    }
  }
  for (f = m->funcs_first; f; f = f->next) {
    nv_buf_putc(b, '\n');
    nv_print_function(&p, f);
    if (nv_print_annotation_count(f)) kernels++;
  }

  /* Metadata: !0/!1 are reserved for !invariant.load / !nontemporal. */
  if (any_inv || any_nt || kernels || ntexrefs || m->nvvmir_version[0] >= 0 || p.src_mods.len || p.loop_brs.len)
    nv_buf_putc(b, '\n');
  if (kernels || ntexrefs) {
    uint32_t k = nmd;
    int first = 1;
    nv_buf_puts(b, "!nvvm.annotations = !{");
    for (f = m->funcs_first; f; f = f->next) {
      unsigned n = nv_print_annotation_count(f);
      for (i = 0; i < n; i++) {
        nv_buf_printf(b, "%s!%u", first ? "" : ", ", k++);
        first = 0;
      }
    }
    for (i = 0; i < ntexrefs; i++) {
      nv_buf_printf(b, "%s!%u", first ? "" : ", ", k++);
      first = 0;
    }
    nv_buf_puts(b, "}\n");
  }
  if (m->nvvmir_version[0] >= 0) {
    uint32_t vmd = nmd + ntexrefs;
    for (f = m->funcs_first; f; f = f->next)
      vmd += nv_print_annotation_count(f);
    nv_buf_printf(b, "!nvvmir.version = !{!%u}\n", vmd);
  }
  if (any_inv) nv_buf_puts(b, "!0 = !{}\n");
  if (any_nt) nv_buf_puts(b, "!1 = !{i32 1}\n");
  if (kernels) {
    uint32_t k = nmd;
    static const char xyz[3] = {'x', 'y', 'z'};
    for (f = m->funcs_first; f; f = f->next) {
      nv_buf fb = NV_BUF_INIT;
      nv_print_ident(&fb, '@', f->v.name);
      if (f->is_kernel) nv_buf_printf(b, "!%u = !{ptr %s, !\"kernel\", i32 1}\n", k++, fb.data);
      for (i = 0; i < 3 && f->maxntid[0]; i++)
        nv_buf_printf(b, "!%u = !{ptr %s, !\"maxntid%c\", i32 %u}\n", k++, fb.data, xyz[i],
                      f->maxntid[i] ? f->maxntid[i] : 1);
      for (i = 0; i < 3 && f->reqntid[0]; i++)
        nv_buf_printf(b, "!%u = !{ptr %s, !\"reqntid%c\", i32 %u}\n", k++, fb.data, xyz[i],
                      f->reqntid[i] ? f->reqntid[i] : 1);
      if (f->minctasm) nv_buf_printf(b, "!%u = !{ptr %s, !\"minctasm\", i32 %u}\n", k++, fb.data, f->minctasm);
      if (f->maxnreg) nv_buf_printf(b, "!%u = !{ptr %s, !\"maxnreg\", i32 %u}\n", k++, fb.data, f->maxnreg);
      for (i = 0; i < f->nargs && f->pattrs; i++)
        if (f->pattrs[i].image) {
          static const char *const keys[4] = {"", "rdoimage", "wroimage", "rdwrimage"};
          nv_buf_printf(b, "!%u = !{ptr %s, !\"%s\", i32 %u}\n", k++, fb.data, keys[f->pattrs[i].image & 3], i);
        }
      nv_buf_free(&fb);
    }
    nmd = k;
  }
  /* module-scope texture and surface references (ir/texture.h) */
  for (g = m->globals_first; g; g = g->next)
    if (g->texref) {
      nv_buf gb = NV_BUF_INIT;
      nv_print_ident(&gb, '@', g->v.name ? g->v.name : "");
      nv_buf_printf(b, "!%u = !{ptr addrspace(1) %s, !\"%s\", i32 1}\n", nmd++, gb.data,
                    g->texref == NV_TEXREF_SURFACE ? "surface" : "texture");
      nv_buf_free(&gb);
    }
  if (m->nvvmir_version[0] >= 0) {
    nv_buf_printf(b, "!%u = !{i32 %d, i32 %d", nmd, m->nvvmir_version[0], m->nvvmir_version[1]);
    if (m->nvvmir_version[2] >= 0)
      nv_buf_printf(b, ", i32 %d, i32 %d", m->nvvmir_version[2], m->nvvmir_version[3]);
    nv_buf_puts(b, "}\n");
  }
  for (i = 0; i < p.src_mods.len; i++) {
    nv_buf_printf(b, "!%u = !{!\"", p.src_md_base + i);
    nv_print_escaped(b, p.src_mods.data[i]);
    nv_buf_puts(b, "\"}\n");
  }
  nv_vec_free(&p.src_mods);
  for (i = 0; i < p.loop_brs.len; i++) {
    nv_buf_printf(b, "!%u = distinct !{!%u", p.loop_md_base + i, p.loop_md_base + i);
    nv_print_loop_props(b, p.loop_brs.data[i]);
    nv_buf_puts(b, "}\n");
  }
  nv_vec_free(&p.loop_brs);
  nv_map_free(&p.slots);
  nv_map_free(&p.local_names);
}

/* Prints one instruction (for diagnostics), numbering its function's values. */
static void nv_print_inst_to(nv_buf *b, const nv_inst *I) {
  nv_printer p;
  memset(&p, 0, sizeof p);
  p.out = b;
  nv_map_init(&p.slots, NV_MAP_PTR);
  nv_map_init(&p.local_names, NV_MAP_PTR);
  if (I->parent) {
    p.m = I->parent->parent->module;
    nv_printer_number_function(&p, I->parent->parent);
  }
  if (p.m) nv_print_inst_body(&p, I);
  else nv_buf_puts(b, nv_opcode_name(I->v.opcode));
  nv_map_free(&p.slots);
  nv_map_free(&p.local_names);
}

/* A value's printed reference ("%3", "%x", "@g", "i32 7") for diagnostics. */
static void nv_print_value_to(nv_buf *b, const nv_value *v) {
  nv_printer p;
  const nv_func *f = NULL;
  memset(&p, 0, sizeof p);
  p.out = b;
  nv_map_init(&p.slots, NV_MAP_PTR);
  nv_map_init(&p.local_names, NV_MAP_PTR);
  if (v->kind == NV_V_ARG) f = ((const nv_arg *)v)->parent;
  else if (v->kind == NV_V_BLOCK) f = ((const nv_block *)v)->parent;
  else if (v->kind == NV_V_INST && ((const nv_inst *)v)->parent) f = ((const nv_inst *)v)->parent->parent;
  if (f) {
    p.m = f->module;
    nv_printer_number_function(&p, f);
  }
  nv_print_value_ref(&p, v);
  nv_map_free(&p.slots);
  nv_map_free(&p.local_names);
}

static nvcg_status nv_unguarded_nvcg_print_ll(const nvcg_module *m, char **out, size_t *len) {
  nv_buf b = NV_BUF_INIT;
  if (out) *out = NULL;
  if (!m || !out) {
    nv_api_null(NV_API_FUNC);
    return NVCG_ERROR;
  }
  nv_print_module_buf(m, &b);
  *out = nv_buf_give(&b, len);
  return NVCG_OK;
}
