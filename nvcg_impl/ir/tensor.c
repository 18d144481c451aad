/* tensor.c -- decoding of the warp-level matrix intrinsics (tensor.h): names to forms,
 * forms to IR function types and to PTX text. The table of shapes below is the one
 * source of which (shape, type) pairs exist and what each needs. */

static const char *const nv_tensor_type_names[] = {
    "",
#define NV_X_NAME(name, str, bits) str,
    NV_TENSOR_TYPES(NV_X_NAME)
#undef NV_X_NAME
};
static const uint8_t nv_tensor_type_bitv[] = {
    0,
#define NV_X_BITS(name, str, bits) bits,
    NV_TENSOR_TYPES(NV_X_BITS)
#undef NV_X_BITS
};

static const char *nv_tensor_type_name(unsigned tt) { return tt < NV_TT_COUNT ? nv_tensor_type_names[tt] : "?"; }
static unsigned nv_tensor_type_bits(unsigned tt) { return tt < NV_TT_COUNT ? nv_tensor_type_bitv[tt] : 0; }

static unsigned nv_tensor_type_of(const char *s) {
  unsigned i;
  for (i = 1; i < NV_TT_COUNT; i++)
    if (!strcmp(s, nv_tensor_type_names[i])) return i;
  return NV_TT_NONE;
}

/* The shapes of wmma.mma and mma.sync with the A type they multiply, and the target each
 * needs (PTX ISA manual, "Warp Level Matrix Multiply-Accumulate Instructions"). Integer,
 * sub-byte and FP8 rows stand for their signed/unsigned (e4m3/e5m2) twins too. */
typedef struct nv_tensor_shape {
  uint8_t mma; /* 0 wmma, 1 mma.sync */
  uint8_t m, n;
  uint16_t k;
  uint8_t ta;
  uint16_t sm, ptx;
} nv_tensor_shape;

static const nv_tensor_shape nv_tensor_shapes[] = {
    {0, 16, 16, 16, NV_TT_F16, 70, 60},  {0, 32, 8, 16, NV_TT_F16, 70, 61},   {0, 8, 32, 16, NV_TT_F16, 70, 61},
    {0, 16, 16, 16, NV_TT_S8, 72, 63},   {0, 32, 8, 16, NV_TT_S8, 72, 63},    {0, 8, 32, 16, NV_TT_S8, 72, 63},
    {0, 16, 16, 16, NV_TT_BF16, 80, 70}, {0, 32, 8, 16, NV_TT_BF16, 80, 70},  {0, 8, 32, 16, NV_TT_BF16, 80, 70},
    {0, 16, 16, 8, NV_TT_TF32, 80, 70},  {0, 8, 8, 4, NV_TT_F64, 80, 70},     {0, 8, 8, 32, NV_TT_S4, 75, 63},
    {0, 8, 8, 128, NV_TT_B1, 75, 63},
    {1, 8, 8, 4, NV_TT_F16, 70, 64},     {1, 8, 8, 4, NV_TT_F64, 80, 70},     {1, 16, 8, 8, NV_TT_F16, 75, 65},
    {1, 16, 8, 16, NV_TT_F16, 80, 70},   {1, 16, 8, 8, NV_TT_BF16, 80, 70},   {1, 16, 8, 16, NV_TT_BF16, 80, 70},
    {1, 16, 8, 4, NV_TT_TF32, 80, 70},   {1, 16, 8, 8, NV_TT_TF32, 80, 70},   {1, 8, 8, 16, NV_TT_S8, 75, 65},
    {1, 16, 8, 16, NV_TT_S8, 80, 70},    {1, 16, 8, 32, NV_TT_S8, 80, 70},    {1, 8, 8, 32, NV_TT_S4, 75, 65},
    {1, 16, 8, 32, NV_TT_S4, 80, 70},    {1, 16, 8, 64, NV_TT_S4, 80, 70},    {1, 8, 8, 128, NV_TT_B1, 80, 70},
    {1, 16, 8, 128, NV_TT_B1, 80, 70},   {1, 16, 8, 256, NV_TT_B1, 80, 70},   {1, 16, 8, 32, NV_TT_E4M3, 89, 84},
    {1, 16, 8, 4, NV_TT_F64, 90, 78},    {1, 16, 8, 8, NV_TT_F64, 90, 78},    {1, 16, 8, 16, NV_TT_F64, 90, 78},
};

/* The row a type stands under (u8 under s8, u4 under s4, e5m2 under e4m3). */
static unsigned nv_tensor_type_class(unsigned tt) {
  switch (tt) {
  case NV_TT_U8: return NV_TT_S8;
  case NV_TT_U4: return NV_TT_S4;
  case NV_TT_E5M2: return NV_TT_E4M3;
  default: return tt;
  }
}

/* The accumulator type a multiplicand type implies where the name does not spell it. */
static unsigned nv_tensor_acc_type(unsigned ta) {
  switch (ta) {
  case NV_TT_F64: return NV_TT_F64;
  case NV_TT_BF16: case NV_TT_TF32: case NV_TT_E4M3: case NV_TT_E5M2: case NV_TT_F16: return NV_TT_F32;
  default: return NV_TT_S32;
  }
}

/* Registers one thread holds of a rows x cols fragment of type tt: its share of the
 * elements, packed into 32-bit registers (64-bit for f64). */
static unsigned nv_tensor_regs(unsigned rows, unsigned cols, unsigned tt) {
  unsigned bits = nv_tensor_type_bits(tt), per_thread = rows * cols / 32;
  if (tt == NV_TT_F64 || bits >= 32) return per_thread ? per_thread : 1;
  return (per_thread * bits + 31) / 32;
}

static int nv_tensor_parse_geom(const char *s, unsigned *m, unsigned *n, unsigned *k) {
  char *e;
  unsigned long v;
  if (*s != 'm') return 0;
  v = strtoul(s + 1, &e, 10);
  if (e == s + 1 || *e != 'n' || v > 255) return 0;
  *m = (unsigned)v;
  s = e;
  v = strtoul(s + 1, &e, 10);
  if (e == s + 1 || v > 255) return 0;
  *n = (unsigned)v;
  *k = 0;
  if (*e == 'k') {
    s = e;
    v = strtoul(s + 1, &e, 10);
    if (e == s + 1 || v > 1024) return 0;
    *k = (unsigned)v;
  }
  return *e == 0;
}

#define NV_TFAIL(...) (snprintf(err, errsize, __VA_ARGS__), 0)

/* Splits the part of a name after its family prefix at the dots (in place, into buf). */
static unsigned nv_tensor_split(const char *s, char *buf, size_t bufsize, char **tok, unsigned maxtok) {
  unsigned n = 0;
  size_t len = strlen(s);
  char *p;
  if (len >= bufsize) return 0;
  memcpy(buf, s, len + 1);
  p = buf;
  while (*p && n < maxtok) {
    tok[n++] = p;
    p += strcspn(p, ".");
    if (*p) *p++ = 0;
  }
  return n;
}

/* A trailing overload suffix naming the pointer ("p1", "p3i8", "p0i32"): its address
 * space, or -1 when the token is not one. */
static int nv_tensor_ptr_token(const char *s) {
  char *e;
  unsigned long v;
  if (s[0] != 'p' || s[1] < '0' || s[1] > '9') return -1;
  v = strtoul(s + 1, &e, 10);
  if (v > 255) return -1;
  if (*e && !((e[0] == 'i' || e[0] == 'f') && e[1] >= '0' && e[1] <= '9')) return -1;
  return (int)v;
}

static int nv_tensor_check_shape(nv_tensor_op *t, char *err, size_t errsize) {
  unsigned i, cls = nv_tensor_type_class(t->ta), mma = t->kind == NV_TK_MMA;
  const char *fam = mma ? "mma" : "wmma";
  for (i = 0; i < NV_ARRAY_LEN(nv_tensor_shapes); i++) {
    const nv_tensor_shape *s = &nv_tensor_shapes[i];
    if (s->mma == mma && s->m == t->m && s->n == t->n && s->k == t->k && s->ta == cls) {
      t->sm = s->sm;
      t->ptx = s->ptx;
      return 1;
    }
  }
  for (i = 0; i < NV_ARRAY_LEN(nv_tensor_shapes); i++) {
    const nv_tensor_shape *s = &nv_tensor_shapes[i];
    if (s->mma == mma && s->m == t->m && s->n == t->n && s->k == t->k)
      return NV_TFAIL("%s.m%un%uk%u has no .%s form", fam, t->m, t->n, t->k, nv_tensor_type_name(t->ta));
  }
  return NV_TFAIL("%s has no shape m%un%uk%u", fam, t->m, t->n, t->k);
}

/* Fragment register counts of a multiply-accumulate form. */
static void nv_tensor_count_regs(nv_tensor_op *t) {
  if (t->kind == NV_TK_MMA && t->m == 8 && t->k == 4 && t->ta == NV_TT_F16) {
    /* quad-pair form: each group of 8 threads computes its own 8x8 tile */
    t->na = t->nb = 2;
    t->nc = t->tc == NV_TT_F16 ? 4 : 8;
    t->nd = t->td == NV_TT_F16 ? 4 : 8;
    return;
  }
  t->na = (uint8_t)nv_tensor_regs(t->m, t->k, t->ta);
  t->nb = (uint8_t)nv_tensor_regs(t->k, t->n, t->tb);
  t->nc = (uint8_t)nv_tensor_regs(t->m, t->n, t->tc);
  t->nd = (uint8_t)nv_tensor_regs(t->m, t->n, t->td);
  /* wmma's f16 multiplicands are always 8 registers (the fragment repeats elements) */
  if (t->kind != NV_TK_MMA && t->ta == NV_TT_F16) t->na = t->nb = 8;
}

/* Checks the types of a multiply-accumulate form once the shape is known. */
static int nv_tensor_check_mma_types(nv_tensor_op *t, char *err, size_t errsize) {
  int fp16 = t->ta == NV_TT_F16, mma = t->kind == NV_TK_MMA;
  if (nv_tensor_type_class(t->ta) != nv_tensor_type_class(t->tb) || (t->ta != t->tb && !mma))
    return NV_TFAIL("A and B types .%s and .%s do not go together", nv_tensor_type_name(t->ta), nv_tensor_type_name(t->tb));
  if (fp16) {
    if ((t->tc != NV_TT_F16 && t->tc != NV_TT_F32) || (t->td != NV_TT_F16 && t->td != NV_TT_F32))
      return NV_TFAIL("f16 multiply-accumulate takes .f16 or .f32 accumulators");
    if (mma && t->k != 4 && t->tc != t->td) return NV_TFAIL("mma.m%un%uk%u needs C and D of one type", t->m, t->n, t->k);
    if (mma && t->k == 4 && t->tc == NV_TT_F32 && t->td != NV_TT_F32)
      return NV_TFAIL("mma.m8n8k4 with an .f32 C needs an .f32 D");
  } else if (t->tc != nv_tensor_acc_type(t->ta) || t->td != t->tc) {
    return NV_TFAIL(".%s multiply-accumulate takes .%s accumulators", nv_tensor_type_name(t->ta),
                    nv_tensor_type_name(nv_tensor_acc_type(t->ta)));
  }
  if (t->satf && !mma && fp16) {
    t->maxptx = 64; /* PTX ISA 6.5 removed .satfinite from the f16 wmma forms */
  } else if (t->satf && t->ta != NV_TT_S8 && t->ta != NV_TT_U8 && t->ta != NV_TT_S4 && t->ta != NV_TT_U4) {
    return NV_TFAIL(".satfinite applies to the integer forms only");
  }
  if (t->rnd && t->ta != NV_TT_F64) return NV_TFAIL("a rounding mode applies to the f64 form only");
  if ((t->b1op != NV_TB1_NONE) != (t->ta == NV_TT_B1)) return NV_TFAIL(".b1 forms need .xor.popc or .and.popc, and only they take one");
  if (t->b1op == NV_TB1_AND_POPC && t->ptx < 71) t->ptx = 71;
  if ((t->alayout != NV_TL_ROW || t->blayout != NV_TL_COL) &&
      ((mma && !(t->k == 4 && t->m == 8 && fp16)) || t->ta == NV_TT_S4 || t->ta == NV_TT_U4 || t->ta == NV_TT_B1))
    return NV_TFAIL("this form needs .row.col layouts");
  nv_tensor_count_regs(t);
  return 1;
}

static int nv_tensor_layout(const char *s, uint8_t *out) {
  if (!strcmp(s, "row")) *out = NV_TL_ROW;
  else if (!strcmp(s, "col")) *out = NV_TL_COL;
  else return 0;
  return 1;
}

static int nv_tensor_decode_wmma(char **tok, unsigned nt, nv_tensor_op *t, char *err, size_t errsize) {
  unsigned m, n, k, i = 1;
  int as;
  if (nt < 2 || !nv_tensor_parse_geom(tok[0], &m, &n, &k) || !k) return NV_TFAIL("wmma needs a shape such as m16n16k16");
  t->m = (uint8_t)m;
  t->n = (uint8_t)n;
  t->k = (uint16_t)k;
  if (!strcmp(tok[1], "load") || !strcmp(tok[1], "store")) {
    unsigned tt, rows, cols;
    nv_tensor_op probe;
    t->kind = !strcmp(tok[1], "load") ? NV_TK_WMMA_LOAD : NV_TK_WMMA_STORE;
    if (nt < 5) return NV_TFAIL("wmma.%s needs a fragment, a layout and a type", tok[1]);
    if (strlen(tok[2]) != 1 || (t->kind == NV_TK_WMMA_LOAD ? !strchr("abc", tok[2][0]) : tok[2][0] != 'd'))
      return NV_TFAIL("wmma.%s has no fragment '%s'", tok[1], tok[2]);
    t->frag = tok[2][0];
    if (!nv_tensor_layout(tok[3], &t->alayout)) return NV_TFAIL("unknown wmma layout '%s'", tok[3]);
    i = 4;
    if (i < nt && !strcmp(tok[i], "stride")) t->stride = 1, i++;
    if (i >= nt || !(tt = nv_tensor_type_of(tok[i]))) return NV_TFAIL("wmma.%s needs an element type", tok[1]);
    i++;
    as = 0;
    if (i < nt && (as = nv_tensor_ptr_token(tok[i])) >= 0) i++;
    else as = 0;
    if (i != nt) return NV_TFAIL("unexpected '.%s' in a wmma.%s name", tok[i], tok[1]);
    if (as != 0 && as != 1 && as != 3) return NV_TFAIL("wmma.%s takes a generic, global or shared pointer", tok[1]);
    t->as = (uint8_t)as;
    /* the shape must exist for the multiplicand type this fragment belongs to */
    memset(&probe, 0, sizeof probe);
    probe.kind = NV_TK_WMMA_MMA;
    probe.m = t->m;
    probe.n = t->n;
    probe.k = t->k;
    if (t->frag == 'a' || t->frag == 'b') {
      if (tt == NV_TT_F32 || tt == NV_TT_S32 || tt == NV_TT_B16 || tt == NV_TT_E4M3 || tt == NV_TT_E5M2)
        return NV_TFAIL("wmma .%c fragments are not .%s", t->frag, nv_tensor_type_name(tt));
      probe.ta = (uint8_t)tt;
    } else {
      unsigned cls;
      /* accumulators: any the shape takes (f16/f32 for the f16 shapes, s32 for int) */
      if (tt != NV_TT_F16 && tt != NV_TT_F32 && tt != NV_TT_S32 && tt != NV_TT_F64)
        return NV_TFAIL("wmma accumulator fragments are .f16, .f32, .s32 or .f64, not .%s", nv_tensor_type_name(tt));
      cls = tt == NV_TT_F64 ? NV_TT_F64 : tt == NV_TT_S32 ? (t->k == 32 ? NV_TT_S4 : t->k == 128 ? NV_TT_B1 : NV_TT_S8)
          : t->k == 8 ? NV_TT_TF32 : NV_TT_F16;
      if (tt == NV_TT_F16 && t->k == 8) return NV_TFAIL("wmma.m16n16k8 has no .f16 accumulator");
      probe.ta = (uint8_t)cls;
    }
    if (!nv_tensor_check_shape(&probe, err, errsize)) return 0;
    if ((tt == NV_TT_S4 || tt == NV_TT_U4 || tt == NV_TT_B1) && t->alayout != (t->frag == 'a' ? NV_TL_ROW : NV_TL_COL))
      return NV_TFAIL("sub-byte wmma fragments load A .row and B .col");
    t->sm = probe.sm;
    t->ptx = probe.ptx;
    t->td = (uint8_t)tt;
    rows = t->frag == 'b' ? t->k : t->m;
    cols = t->frag == 'a' ? t->k : t->n;
    t->nd = (uint8_t)((tt == NV_TT_F16 && (t->frag == 'a' || t->frag == 'b')) ? 8 : nv_tensor_regs(rows, cols, tt));
    return 1;
  }
  if (strcmp(tok[1], "mma")) return NV_TFAIL("unknown wmma operation '%s'", tok[1]);
  t->kind = NV_TK_WMMA_MMA;
  i = 2;
  if (i + 1 < nt && !strcmp(tok[i + 1], "popc") && (!strcmp(tok[i], "xor") || !strcmp(tok[i], "and"))) {
    t->b1op = !strcmp(tok[i], "xor") ? NV_TB1_XOR_POPC : NV_TB1_AND_POPC;
    i += 2;
  }
  if (i + 2 > nt || !nv_tensor_layout(tok[i], &t->alayout) || !nv_tensor_layout(tok[i + 1], &t->blayout))
    return NV_TFAIL("wmma.mma needs two layouts (row/col)");
  i += 2;
  if (i < nt && (!strcmp(tok[i], "rn") || !strcmp(tok[i], "rz") || !strcmp(tok[i], "rm") || !strcmp(tok[i], "rp"))) {
    t->rnd = (uint8_t)(!strcmp(tok[i], "rn") ? 1 : !strcmp(tok[i], "rz") ? 2 : !strcmp(tok[i], "rm") ? 3 : 4);
    i++;
  }
  if (i >= nt) return NV_TFAIL("wmma.mma needs its types");
  if ((!strcmp(tok[i], "f16") || !strcmp(tok[i], "f32")) && i + 1 < nt && nv_tensor_type_of(tok[i + 1])) {
    /* f16 forms name D and C */
    t->ta = t->tb = NV_TT_F16;
    t->td = (uint8_t)nv_tensor_type_of(tok[i]);
    t->tc = (uint8_t)nv_tensor_type_of(tok[i + 1]);
    i += 2;
  } else {
    if (!(t->ta = (uint8_t)nv_tensor_type_of(tok[i]))) return NV_TFAIL("unknown wmma type '%s'", tok[i]);
    t->tb = t->ta;
    t->tc = t->td = (uint8_t)nv_tensor_acc_type(t->ta);
    i++;
  }
  if (i < nt && !strcmp(tok[i], "satfinite")) t->satf = 1, i++;
  if (i != nt) return NV_TFAIL("unexpected '.%s' in a wmma.mma name", tok[i]);
  return nv_tensor_check_shape(t, err, errsize) && nv_tensor_check_mma_types(t, err, errsize);
}

static int nv_tensor_decode_mma(char **tok, unsigned nt, nv_tensor_op *t, char *err, size_t errsize) {
  unsigned m, n, k, i = 0, nty = 0, ty[4];
  t->kind = NV_TK_MMA;
  if (i + 1 < nt && !strcmp(tok[i + 1], "popc") && (!strcmp(tok[i], "xor") || !strcmp(tok[i], "and"))) {
    t->b1op = !strcmp(tok[i], "xor") ? NV_TB1_XOR_POPC : NV_TB1_AND_POPC;
    i += 2;
  }
  if (i >= nt || !nv_tensor_parse_geom(tok[i], &m, &n, &k) || !k) return NV_TFAIL("mma needs a shape such as m16n8k16");
  t->m = (uint8_t)m;
  t->n = (uint8_t)n;
  t->k = (uint16_t)k;
  i++;
  if (i + 2 > nt || !nv_tensor_layout(tok[i], &t->alayout) || !nv_tensor_layout(tok[i + 1], &t->blayout))
    return NV_TFAIL("mma needs two layouts (row/col)");
  i += 2;
  if (i < nt && !strcmp(tok[i], "satfinite")) t->satf = 1, i++;
  while (i < nt && nty < 4) {
    if (!(ty[nty] = nv_tensor_type_of(tok[i]))) return NV_TFAIL("unknown mma type '%s'", tok[i]);
    nty++;
    i++;
  }
  if (i != nt || !nty || nty == 3) return NV_TFAIL("mma names its types as A, A.B, D.C (f16) or D.A.B.C");
  if (nty == 4) {
    t->td = (uint8_t)ty[0], t->ta = (uint8_t)ty[1], t->tb = (uint8_t)ty[2], t->tc = (uint8_t)ty[3];
  } else if (nty == 2 && (ty[0] == NV_TT_F16 || ty[0] == NV_TT_F32)) {
    t->ta = t->tb = NV_TT_F16;
    t->td = (uint8_t)ty[0];
    t->tc = (uint8_t)ty[1];
  } else {
    t->ta = (uint8_t)ty[0];
    t->tb = (uint8_t)(nty == 2 ? ty[1] : ty[0]);
    t->tc = t->td = (uint8_t)nv_tensor_acc_type(t->ta);
  }
  return nv_tensor_check_shape(t, err, errsize) && nv_tensor_check_mma_types(t, err, errsize);
}

static int nv_tensor_decode_ldst_matrix(char **tok, unsigned nt, nv_tensor_op *t, int store, char *err, size_t errsize) {
  unsigned m, n, k, i = 0;
  int as = 0;
  const char *fam = store ? "stmatrix" : "ldmatrix";
  t->kind = store ? NV_TK_STMATRIX : NV_TK_LDMATRIX;
  if (nt < 3 || !nv_tensor_parse_geom(tok[0], &m, &n, &k) || k) return NV_TFAIL("%s needs a shape such as m8n8", fam);
  if (m != 8 || n != 8) return NV_TFAIL("%s.m%un%u is not supported (m8n8 is)", fam, m, n);
  t->m = t->n = 8;
  if (strcmp(tok[1], "x1") && strcmp(tok[1], "x2") && strcmp(tok[1], "x4"))
    return NV_TFAIL("%s needs .x1, .x2 or .x4, not '.%s'", fam, tok[1]);
  t->nmat = (uint8_t)(tok[1][1] - '0');
  i = 2;
  if (!strcmp(tok[i], "trans")) t->trans = 1, i++;
  if (i >= nt || strcmp(tok[i], "b16")) return NV_TFAIL("%s.m8n8 takes .b16 elements", fam);
  t->td = NV_TT_B16;
  i++;
  if (i < nt && (as = nv_tensor_ptr_token(tok[i])) >= 0) i++;
  else as = 0;
  if (i != nt) return NV_TFAIL("unexpected '.%s' in a %s name", tok[i], fam);
  if (as != 0 && as != 3) return NV_TFAIL("%s takes a generic or shared pointer", fam);
  t->as = (uint8_t)as;
  t->nd = t->nmat;
  t->sm = store ? 90 : 75;
  t->ptx = store ? 78 : 65;
  return 1;
}

/* llvm.nvvm.mbarrier.{try.wait,arrive.expect.tx,expect.tx}[.parity][.tl][.relaxed].scope.{cta,cluster}.space.cta */
static int nv_tensor_decode_mbar(char **tok, unsigned nt, nv_tensor_op *t, unsigned kind, char *err, size_t errsize) {
  unsigned i = 0;
  t->kind = (uint8_t)kind;
  if (kind == NV_TK_MBAR_TRY_WAIT) {
    if (i < nt && !strcmp(tok[i], "parity")) t->parity = 1, i++;
    if (i < nt && !strcmp(tok[i], "tl")) t->timelimit = 1, i++;
  }
  if (i < nt && !strcmp(tok[i], "relaxed")) t->relaxed = 1, i++;
  if (i + 4 != nt || strcmp(tok[i], "scope") || (strcmp(tok[i + 1], "cta") && strcmp(tok[i + 1], "cluster")) ||
      strcmp(tok[i + 2], "space"))
    return NV_TFAIL("mbarrier forms end in .scope.cta or .scope.cluster, then .space.cta");
  if (strcmp(tok[i + 3], "cta")) return NV_TFAIL("mbarrier .space.%s is not supported (.space.cta is)", tok[i + 3]);
  t->cluster = !strcmp(tok[i + 1], "cluster");
  t->as = 3;
  t->sm = 90;
  t->ptx = t->relaxed ? 86 : 80;
  return 1;
}

/* llvm.nvvm.cp.async.bulk.tensor.{g2s,s2g,prefetch}.{tile,im2col}.{1..5}d and
 * .reduce.<op>.{tile,im2col}.{1..5}d (LLVM 20's spellings; .im2col needs 3..5 dimensions).
 * All need sm_90 and PTX ISA 8.0 (PTX ISA manual, cp.async.bulk.tensor). */
static const char *const nv_tensor_bulk_redops[] = {
    "",
#define NV_X_REDOP(name, str) str,
    NV_TENSOR_BULK_REDOPS(NV_X_REDOP)
#undef NV_X_REDOP
};

static const char *nv_tensor_bulk_redop(unsigned bred) {
  return bred < NV_ARRAY_LEN(nv_tensor_bulk_redops) ? nv_tensor_bulk_redops[bred] : "";
}

static unsigned nv_tensor_bulk_offsets(const nv_tensor_op *t) {
  if (t->bext == NV_TBX_W || t->bext == NV_TBX_W128) return 2u; /* wHalo, wOffset */
  return t->bim2col && (t->bdir == NV_TBD_G2S || t->bdir == NV_TBD_PREFETCH) ? t->bdims - 2u : 0u;
}

static unsigned nv_tensor_bulk_coords(const nv_tensor_op *t) { return t->bext == NV_TBX_GATHER4 ? 5u : t->bdims; }

static int nv_tensor_decode_bulk(char **tok, unsigned nt, nv_tensor_op *t, char *err, size_t errsize) {
  static const char *const dirs[] = {"g2s", "s2g", "prefetch", "reduce"};
  unsigned i = 0, d;
  t->kind = NV_TK_BULK_TENSOR;
  for (d = 0; d < NV_ARRAY_LEN(dirs); d++)
    if (nt && !strcmp(tok[0], dirs[d])) break;
  if (d == NV_ARRAY_LEN(dirs)) return NV_TFAIL("cp.async.bulk.tensor has no direction '%s' (g2s, s2g, prefetch, reduce)", nt ? tok[0] : "");
  t->bdir = (uint8_t)d;
  i = 1;
  if (d == NV_TBD_REDUCE) {
    unsigned r;
    for (r = 1; r < NV_ARRAY_LEN(nv_tensor_bulk_redops); r++)
      if (i < nt && !strcmp(tok[i], nv_tensor_bulk_redops[r])) break;
    if (r == NV_ARRAY_LEN(nv_tensor_bulk_redops))
      return NV_TFAIL("cp.async.bulk.tensor.reduce has no operation '%s'", i < nt ? tok[i] : "");
    t->bred = (uint8_t)r;
    i++;
  }
  if (i >= nt || (strcmp(tok[i], "tile") && strcmp(tok[i], "im2col")))
    return NV_TFAIL("cp.async.bulk.tensor forms end in .tile.<N>d or .im2col.<N>d");
  t->bim2col = !strcmp(tok[i], "im2col");
  i++;
  /* the sm_100 load modes: .tile.gather4 (.tile.scatter4 for s2g), .im2col.w[.128] */
  if (i + 1 < nt) {
    const char *m = tok[i];
    if (!t->bim2col && !strcmp(m, d == NV_TBD_S2G ? "scatter4" : "gather4")) t->bext = NV_TBX_GATHER4, i++;
    else if (t->bim2col && !strcmp(m, "w")) {
      t->bext = NV_TBX_W, i++;
      if (i + 1 < nt && !strcmp(tok[i], "128")) t->bext = NV_TBX_W128, i++;
    } else
      return NV_TFAIL("cp.async.bulk.tensor has no mode .%s.%s (.tile.gather4 and .im2col.w[.128] for g2s and prefetch, "
                      ".tile.scatter4 for s2g)", tok[i - 1], m);
    if (t->bext == NV_TBX_GATHER4 ? d != NV_TBD_G2S && d != NV_TBD_PREFETCH && d != NV_TBD_S2G
                                  : d != NV_TBD_G2S && d != NV_TBD_PREFETCH)
      return NV_TFAIL("cp.async.bulk.tensor.%s has no mode .%s.%s", dirs[d], t->bim2col ? "im2col" : "tile", m);
  }
  if (i + 1 != nt) return NV_TFAIL("cp.async.bulk.tensor forms end in .tile.<N>d or .im2col.<N>d");
  if (strlen(tok[i]) != 2 || tok[i][0] < '1' || tok[i][0] > '5' || tok[i][1] != 'd')
    return NV_TFAIL("cp.async.bulk.tensor takes 1d to 5d, not '%s'", tok[i]);
  t->bdims = (uint8_t)(tok[i][0] - '0');
  if (t->bim2col && t->bdims < 3)
    return NV_TFAIL("cp.async.bulk.tensor .im2col%s needs 3 to 5 dimensions, not %u",
                    t->bext == NV_TBX_W ? ".w" : t->bext == NV_TBX_W128 ? ".w.128" : "", t->bdims);
  if (t->bext == NV_TBX_GATHER4 && t->bdims != 2)
    return NV_TFAIL("cp.async.bulk.tensor .tile.%s is 2d only, not %ud", d == NV_TBD_S2G ? "scatter4" : "gather4", t->bdims);
  t->sm = t->bext ? 100 : 90;
  t->ptx = t->bext ? 86 : 80;
  return 1;
}

/* llvm.nvvm.tcgen05.{ld,st}.<shape>.x<num>: num 1..128 (a power of two), at most 128
 * registers (16x128b to x64, 16x256b to x32); PTX ISA 8.6, the sm_100 line (select_tensor.c
 * checks the target). */
static const char *const nv_tcgen05_shape_names[] = {
#define NV_X_TCS(name, str, regs) str,
    NV_TCGEN05_SHAPES(NV_X_TCS)
#undef NV_X_TCS
};
static const uint8_t nv_tcgen05_shape_regs[] = {
#define NV_X_TCS(name, str, regs) regs,
    NV_TCGEN05_SHAPES(NV_X_TCS)
#undef NV_X_TCS
};

static int nv_tensor_decode_tcgen05(char **tok, unsigned nt, nv_tensor_op *t, int store, char *err, size_t errsize) {
  unsigned sh, num = 0;
  char *e;
  t->kind = (uint8_t)(store ? NV_TK_TCGEN05_ST : NV_TK_TCGEN05_LD);
  if (nt != 2) return NV_TFAIL("tcgen05.%s forms are .<shape>.x<num>", store ? "st" : "ld");
  for (sh = 0; sh < NV_TCS_COUNT; sh++)
    if (!strcmp(tok[0], nv_tcgen05_shape_names[sh])) break;
  if (sh == NV_TCS_COUNT) return NV_TFAIL("tcgen05.%s has no shape '%s'", store ? "st" : "ld", tok[0]);
  if (tok[1][0] == 'x') num = (unsigned)strtoul(tok[1] + 1, &e, 10);
  if (!num || num > 128 || (num & (num - 1)) || *e || num * nv_tcgen05_shape_regs[sh] > 128)
    return NV_TFAIL("tcgen05.%s.%s has no repetition '%s'", store ? "st" : "ld", tok[0], tok[1]);
  t->tcshape = (uint8_t)sh;
  t->tcnum = (uint8_t)num;
  t->tcregs = (uint8_t)(num * nv_tcgen05_shape_regs[sh]);
  t->as = 6;
  t->sm = 100;
  t->ptx = 86;
  return 1;
}

/* llvm.nvvm.tcgen05.cp.<shape>[.b6x16_p32|.b4x16_p64].{cg1,cg2}: LLVM's shape names and
 * their PTX spellings (the 64x128b and 32x128b shapes carry their multicast qualifier). */
static const char *const nv_tcgen05_cp_shapes[][2] = {
    {"128x256b", "128x256b"}, {"4x256b", "4x256b"}, {"128x128b", "128x128b"},
    {"64x128b_warpx2_02_13", "64x128b.warpx2::02_13"}, {"64x128b_warpx2_01_23", "64x128b.warpx2::01_23"},
    {"32x128b_warpx4", "32x128b.warpx4"}};
static const char *const nv_tcgen05_cp_fmts[] = {"", "b6x16_p32", "b4x16_p64"};

static int nv_tensor_decode_tcgen05_cp(char **tok, unsigned nt, nv_tensor_op *t, char *err, size_t errsize) {
  unsigned sh, f = 0;
  t->kind = NV_TK_TCGEN05_CP;
  for (sh = 0; sh < NV_ARRAY_LEN(nv_tcgen05_cp_shapes); sh++)
    if (nt && !strcmp(tok[0], nv_tcgen05_cp_shapes[sh][0])) break;
  if (sh == NV_ARRAY_LEN(nv_tcgen05_cp_shapes)) return NV_TFAIL("tcgen05.cp has no shape '%s'", nt ? tok[0] : "");
  if (nt == 3) {
    for (f = 1; f < NV_ARRAY_LEN(nv_tcgen05_cp_fmts); f++)
      if (!strcmp(tok[1], nv_tcgen05_cp_fmts[f])) break;
    if (f == NV_ARRAY_LEN(nv_tcgen05_cp_fmts)) return NV_TFAIL("tcgen05.cp has no source format '%s'", tok[1]);
  }
  if ((nt != 2 && nt != 3) || (strcmp(tok[nt - 1], "cg1") && strcmp(tok[nt - 1], "cg2")))
    return NV_TFAIL("tcgen05.cp forms are .<shape>[.<source format>].cg1 or .cg2");
  t->tccp = (uint8_t)sh;
  t->tcfmt = (uint8_t)f;
  t->tccg = (uint8_t)(tok[nt - 1][2] - '0');
  t->as = 6;
  t->sm = 100;
  t->ptx = 86;
  return 1;
}

static int nv_tensor_decode(const char *full, nv_tensor_op *t, char *err, size_t errsize) {
  static const char *const prefix[] = {"llvm.nvvm.wmma.", "llvm.nvvm.mma.", "llvm.nvvm.ldmatrix.sync.aligned.",
                                       "llvm.nvvm.stmatrix.sync.aligned.", "llvm.nvvm.mbarrier.try.wait.",
                                       "llvm.nvvm.mbarrier.arrive.expect.tx.", "llvm.nvvm.mbarrier.expect.tx.",
                                       "llvm.nvvm.cp.async.bulk.tensor.", "llvm.nvvm.tcgen05.ld.",
                                       "llvm.nvvm.tcgen05.st.", "llvm.nvvm.tcgen05.cp."};
  char buf[160], *tok[24];
  unsigned f, nt;
  memset(t, 0, sizeof *t);
  for (f = 0; f < NV_ARRAY_LEN(prefix); f++)
    if (!strncmp(full, prefix[f], strlen(prefix[f]))) break;
  if (f == NV_ARRAY_LEN(prefix)) return NV_TFAIL("'%s' is not a matrix intrinsic", full);
  nt = nv_tensor_split(full + strlen(prefix[f]), buf, sizeof buf, tok, NV_ARRAY_LEN(tok));
  if (!nt) return NV_TFAIL("malformed matrix intrinsic name '%s'", full);
  switch (f) {
  case 0: return nv_tensor_decode_wmma(tok, nt, t, err, errsize);
  case 1: return nv_tensor_decode_mma(tok, nt, t, err, errsize);
  case 2: case 3: return nv_tensor_decode_ldst_matrix(tok, nt, t, f == 3, err, errsize);
  case 4: return nv_tensor_decode_mbar(tok, nt, t, NV_TK_MBAR_TRY_WAIT, err, errsize);
  case 5: return nv_tensor_decode_mbar(tok, nt, t, NV_TK_MBAR_ARRIVE_EXPECT_TX, err, errsize);
  case 6: return nv_tensor_decode_mbar(tok, nt, t, NV_TK_MBAR_EXPECT_TX, err, errsize);
  case 7: return nv_tensor_decode_bulk(tok, nt, t, err, errsize);
  case 8: case 9: return nv_tensor_decode_tcgen05(tok, nt, t, f == 9, err, errsize);
  default: return nv_tensor_decode_tcgen05_cp(tok, nt, t, err, errsize);
  }
}

#undef NV_TFAIL

/* ---- types ---- */

static nv_type *nv_tensor_reg_type(nv_context *c, unsigned tt) {
  switch (tt) {
  case NV_TT_F16: return nv_type_vector(c->t_half, 2);
  case NV_TT_F32: return c->t_float;
  case NV_TT_F64: return c->t_double;
  default: return nv_type_int(c, 32);
  }
}

static nv_type *nv_tensor_frag_type(nv_context *c, unsigned tt, unsigned n) {
  nv_type *f[8], *e = nv_tensor_reg_type(c, tt);
  unsigned i;
  if (n == 1) return e;
  for (i = 0; i < n && i < 8; i++) f[i] = e;
  return nv_type_struct(c, f, NV_MIN(n, 8u), 0);
}

static nv_type *nv_tensor_fn_type(nv_context *c, const nv_tensor_op *t) {
  nv_type *p[40], *ret = c->t_void, *i32 = nv_type_int(c, 32);
  unsigned np = 0, i;
  switch (t->kind) {
  case NV_TK_WMMA_LOAD:
    ret = nv_tensor_frag_type(c, t->td, t->nd);
    p[np++] = nv_type_ptr(c, t->as);
    if (t->stride) p[np++] = i32;
    break;
  case NV_TK_WMMA_STORE:
    p[np++] = nv_type_ptr(c, t->as);
    for (i = 0; i < t->nd; i++) p[np++] = nv_tensor_reg_type(c, t->td);
    if (t->stride) p[np++] = i32;
    break;
  case NV_TK_WMMA_MMA: case NV_TK_MMA:
    ret = nv_tensor_frag_type(c, t->td, t->nd);
    for (i = 0; i < t->na; i++) p[np++] = nv_tensor_reg_type(c, t->ta);
    for (i = 0; i < t->nb; i++) p[np++] = nv_tensor_reg_type(c, t->tb);
    for (i = 0; i < t->nc; i++) p[np++] = nv_tensor_reg_type(c, t->tc);
    break;
  case NV_TK_LDMATRIX:
    ret = nv_tensor_frag_type(c, NV_TT_B16, t->nmat);
    p[np++] = nv_type_ptr(c, t->as);
    break;
  case NV_TK_STMATRIX:
    p[np++] = nv_type_ptr(c, t->as);
    for (i = 0; i < t->nmat; i++) p[np++] = i32;
    break;
  case NV_TK_MBAR_TRY_WAIT:
    ret = nv_type_int(c, 1);
    p[np++] = nv_type_ptr(c, 3);
    p[np++] = t->parity ? i32 : nv_type_int(c, 64);
    if (t->timelimit) p[np++] = i32;
    break;
  case NV_TK_MBAR_ARRIVE_EXPECT_TX: case NV_TK_MBAR_EXPECT_TX:
    if (t->kind == NV_TK_MBAR_ARRIVE_EXPECT_TX) ret = nv_type_int(c, 64);
    p[np++] = nv_type_ptr(c, 3);
    p[np++] = i32;
    break;
  case NV_TK_BULK_TENSOR: {
    /* g2s (dst3, mbar3, tmap, coords, offsets, i16 ctamask, i64 hint, i1 mc?, i1 hint?);
     * s2g / reduce (src3, tmap, coords, i64 hint, i1 hint?); prefetch (tmap, coords,
     * offsets, i64 hint, i1 hint?) */
    /* The sm_100 load modes' g2s forms exist only in LLVM's later spelling: destination
     * ptr addrspace(7) and a trailing i32 cta_group (no alternative types for them). */
    nv_type *i16 = nv_type_int(c, 16), *i1 = nv_type_int(c, 1);
    int late = t->bdir == NV_TBD_G2S && t->bext;
    if (t->bdir == NV_TBD_G2S) p[np++] = nv_type_ptr(c, late ? NVCG_AS_SHARED_CLUSTER : 3);
    if (t->bdir != NV_TBD_PREFETCH) p[np++] = nv_type_ptr(c, 3);
    p[np++] = nv_type_ptr(c, 0);
    for (i = 0; i < nv_tensor_bulk_coords(t); i++) p[np++] = i32;
    for (i = 0; i < nv_tensor_bulk_offsets(t); i++) p[np++] = i16;
    if (t->bdir == NV_TBD_G2S) p[np++] = i16;
    p[np++] = nv_type_int(c, 64);
    if (t->bdir == NV_TBD_G2S) p[np++] = i1;
    p[np++] = i1;
    if (late) p[np++] = i32;
    break;
  }
  case NV_TK_TCGEN05_CP:
    p[np++] = nv_type_ptr(c, 6);
    p[np++] = nv_type_int(c, 64);
    break;
  case NV_TK_TCGEN05_LD: case NV_TK_TCGEN05_ST: {
    nv_type *data = t->tcregs == 1 ? i32 : nv_type_vector(i32, t->tcregs);
    p[np++] = nv_type_ptr(c, 6);
    if (t->tcshape == NV_TCS_16X32BX2) p[np++] = nv_type_int(c, 64);
    if (t->kind == NV_TK_TCGEN05_ST) p[np++] = data;
    else ret = data;
    p[np++] = nv_type_int(c, 1);
    break;
  }
  default: break;
  }
  return nv_type_func(ret, p, np, 0);
}

static nv_type *nv_tensor_fn_type_alt(nv_context *c, const nv_tensor_op *t, unsigned alt) {
  nv_type *base, *p[40];
  unsigned i, np;
  if (t->kind != NV_TK_BULK_TENSOR || t->bdir != NV_TBD_G2S || t->bext || alt > 1) return NULL;
  base = nv_tensor_fn_type(c, t);
  np = base->count;
  if (np + 1 > NV_ARRAY_LEN(p)) return NULL;
  for (i = 0; i < np; i++) p[i] = base->fields[i];
  p[0] = nv_type_ptr(c, NVCG_AS_SHARED_CLUSTER);
  if (alt == 1) p[np++] = nv_type_int(c, 32);
  return nv_type_func(base->elem, p, np, 0);
}

/* ---- PTX ---- */

static const char *nv_tensor_space(unsigned as) { return as == 1 ? ".global" : as == 3 ? ".shared" : ""; }
static const char *nv_tensor_layout_name(unsigned l) { return l == NV_TL_COL ? "col" : "row"; }

static void nv_tensor_mnemonic(const nv_tensor_op *t, nv_buf *b) {
  static const char *const rnd[] = {"", ".rn", ".rz", ".rm", ".rp"};
  const char *b1 = t->b1op == NV_TB1_XOR_POPC ? ".xor.popc" : t->b1op == NV_TB1_AND_POPC ? ".and.popc" : "";
  switch (t->kind) {
  case NV_TK_WMMA_LOAD: case NV_TK_WMMA_STORE:
    nv_buf_printf(b, "wmma.%s.%c.sync.aligned.%s.m%un%uk%u%s.%s", t->kind == NV_TK_WMMA_LOAD ? "load" : "store", t->frag,
                  nv_tensor_layout_name(t->alayout), t->m, t->n, t->k, nv_tensor_space(t->as), nv_tensor_type_name(t->td));
    break;
  case NV_TK_WMMA_MMA:
    nv_buf_printf(b, "wmma.mma%s.sync.aligned.%s.%s.m%un%uk%u%s", b1, nv_tensor_layout_name(t->alayout),
                  nv_tensor_layout_name(t->blayout), t->m, t->n, t->k, rnd[t->rnd < 5 ? t->rnd : 0]);
    if (t->ta == NV_TT_F16) nv_buf_printf(b, ".%s.%s", nv_tensor_type_name(t->td), nv_tensor_type_name(t->tc));
    else
      nv_buf_printf(b, ".%s.%s.%s.%s", nv_tensor_type_name(t->td), nv_tensor_type_name(t->ta), nv_tensor_type_name(t->tb),
                    nv_tensor_type_name(t->tc));
    if (t->satf) nv_buf_puts(b, ".satfinite");
    break;
  case NV_TK_MMA:
    nv_buf_printf(b, "mma.sync.aligned.m%un%uk%u.%s.%s%s.%s.%s.%s.%s%s", t->m, t->n, t->k, nv_tensor_layout_name(t->alayout),
                  nv_tensor_layout_name(t->blayout), t->satf ? ".satfinite" : "", nv_tensor_type_name(t->td),
                  nv_tensor_type_name(t->ta), nv_tensor_type_name(t->tb), nv_tensor_type_name(t->tc), b1);
    break;
  case NV_TK_LDMATRIX: case NV_TK_STMATRIX:
    nv_buf_printf(b, "%s.sync.aligned.m8n8.x%u%s%s.b16", t->kind == NV_TK_LDMATRIX ? "ldmatrix" : "stmatrix", t->nmat,
                  t->trans ? ".trans" : "", nv_tensor_space(t->as));
    break;
  case NV_TK_MBAR_TRY_WAIT:
    nv_buf_printf(b, "mbarrier.try_wait%s.%s.%s.shared::cta.b64", t->parity ? ".parity" : "",
                  t->relaxed ? "relaxed" : "acquire", t->cluster ? "cluster" : "cta");
    break;
  case NV_TK_MBAR_ARRIVE_EXPECT_TX:
    nv_buf_printf(b, "mbarrier.arrive.expect_tx.%s.%s.shared::cta.b64", t->relaxed ? "relaxed" : "release",
                  t->cluster ? "cluster" : "cta");
    break;
  case NV_TK_MBAR_EXPECT_TX:
    nv_buf_printf(b, "mbarrier.expect_tx.relaxed.%s.shared::cta.b64", t->cluster ? "cluster" : "cta");
    break;
  case NV_TK_BULK_TENSOR: {
    /* the form without its flag-chosen suffixes (multicast, cache hint: select_tensor.c) */
    static const char *const ext[] = {"", "tile::gather4", "im2col::w", "im2col::w::128"};
    const char *mode = t->bext == NV_TBX_GATHER4 && t->bdir == NV_TBD_S2G ? "tile::scatter4"
                       : t->bext && t->bext < NV_ARRAY_LEN(ext) ? ext[t->bext]
                       : !t->bim2col ? "tile"
                       : t->bdir == NV_TBD_S2G || t->bdir == NV_TBD_REDUCE ? "im2col_no_offs" : "im2col";
    switch (t->bdir) {
    case NV_TBD_G2S:
      nv_buf_printf(b, "cp.async.bulk.tensor.%ud.shared::cluster.global.%s.mbarrier::complete_tx::bytes", t->bdims, mode);
      break;
    case NV_TBD_S2G: nv_buf_printf(b, "cp.async.bulk.tensor.%ud.global.shared::cta.%s.bulk_group", t->bdims, mode); break;
    case NV_TBD_PREFETCH: nv_buf_printf(b, "cp.async.bulk.prefetch.tensor.%ud.L2.global.%s", t->bdims, mode); break;
    default:
      nv_buf_printf(b, "cp.reduce.async.bulk.tensor.%ud.global.shared::cta.%s.%s.bulk_group", t->bdims,
                    nv_tensor_bulk_redop(t->bred), mode);
      break;
    }
    break;
  }
  case NV_TK_TCGEN05_CP:
    nv_buf_printf(b, "tcgen05.cp.cta_group::%u.%s", t->tccg,
                  nv_tcgen05_cp_shapes[t->tccp < NV_ARRAY_LEN(nv_tcgen05_cp_shapes) ? t->tccp : 0][1]);
    if (t->tcfmt) nv_buf_printf(b, ".b8x16.%s", nv_tcgen05_cp_fmts[t->tcfmt < 3 ? t->tcfmt : 0]);
    break;
  case NV_TK_TCGEN05_LD: case NV_TK_TCGEN05_ST: /* without .pack::16b / .unpack::16b (a flag operand) */
    nv_buf_printf(b, "tcgen05.%s.sync.aligned.%s.x%u", t->kind == NV_TK_TCGEN05_LD ? "ld" : "st",
                  nv_tcgen05_shape_names[t->tcshape < NV_TCS_COUNT ? t->tcshape : 0], t->tcnum);
    break;
  default: break;
  }
}

/* "{$first, ..., $first+n-1}" */
static void nv_tensor_group(nv_buf *b, unsigned first, unsigned n) {
  unsigned i;
  nv_buf_putc(b, '{');
  for (i = 0; i < n; i++) nv_buf_printf(b, "%s$%u", i ? ", " : "", first + i);
  nv_buf_putc(b, '}');
}

static void nv_tensor_ptx(const nv_tensor_op *t, nv_buf *b) {
  unsigned nres = 0;
  nv_tensor_mnemonic(t, b);
  nv_buf_puts(b, " \t");
  switch (t->kind) {
  case NV_TK_WMMA_LOAD:
    nv_tensor_group(b, 0, t->nd);
    nv_buf_printf(b, ", [$%u]", t->nd);
    if (t->stride) nv_buf_printf(b, ", $%u", t->nd + 1);
    break;
  case NV_TK_WMMA_STORE:
    nv_buf_puts(b, "[$0], ");
    nv_tensor_group(b, 1, t->nd);
    if (t->stride) nv_buf_printf(b, ", $%u", t->nd + 1);
    break;
  case NV_TK_WMMA_MMA: case NV_TK_MMA:
    nv_tensor_group(b, 0, t->nd);
    nres = t->nd;
    nv_buf_puts(b, ", ");
    nv_tensor_group(b, nres, t->na);
    nv_buf_puts(b, ", ");
    nv_tensor_group(b, nres + t->na, t->nb);
    nv_buf_puts(b, ", ");
    nv_tensor_group(b, nres + t->na + t->nb, t->nc);
    break;
  case NV_TK_LDMATRIX:
    nv_tensor_group(b, 0, t->nmat);
    nv_buf_printf(b, ", [$%u]", t->nmat);
    break;
  case NV_TK_STMATRIX:
    nv_buf_puts(b, "[$0], ");
    nv_tensor_group(b, 1, t->nmat);
    break;
  case NV_TK_MBAR_TRY_WAIT: nv_buf_puts(b, t->timelimit ? "$0, [$1], $2, $3" : "$0, [$1], $2"); break;
  case NV_TK_MBAR_ARRIVE_EXPECT_TX: nv_buf_puts(b, "$0, [$1], $2"); break;
  case NV_TK_MBAR_EXPECT_TX: nv_buf_puts(b, "[$0], $1"); break;
  default: break;
  }
  nv_buf_putc(b, ';');
}
