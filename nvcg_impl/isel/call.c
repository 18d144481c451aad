/* call.c -- the PTX .param calling convention, as LLVM's NVPTX back end lays it out:
 * kernel parameters (.param .u32 k_param_0, read with ld.param), device-function
 * parameters and return values (.param .b32 f_param_0, func_retval0), call sequences
 * ({ .param .b32 param0; st.param ...; call.uni (retval0), f, (param0); ld.param ... })
 * and the PTX text of signatures and call prototypes. The DAG builder (build.c) calls in
 * here for the entry block's formals, for `ret` and for every non-intrinsic call.
 *
 * Layout rules. A parameter is a scalar .param when its type is an integer of at most 64
 * bits, a pointer, or a scalar float: integers narrower than 32 bits widen to .b32 and
 * i33..i63 to .b64 (the callee reads back the narrow value), kernels keep the exact type
 * (.u8, .u16, .f32). Everything else -- vectors, aggregates, i65..i128, byval structs --
 * is a byte array `.param .align A .b8 name[size]` holding the value in its memory
 * layout, accessed element by element (consecutive vector elements as .v2/.v4 when
 * aligned), each element in a legal register (see "element access plans"). */

/* ---- layout ---- */

static int nv_param_is_scalar(const nv_type *t) {
  switch (t->kind) {
  case NVCG_TYPE_INT: return t->bits <= 64;
  case NVCG_TYPE_PTR: case NVCG_TYPE_FLOAT: case NVCG_TYPE_DOUBLE: case NVCG_TYPE_HALF:
  case NVCG_TYPE_BFLOAT:
    return 1;
  default: return 0;
  }
}

/* Bits of the .param holding a scalar (device functions and calls). */
static unsigned nv_param_scalar_bits(const nv_type *t) {
  unsigned b = nv_type_prim_bits(t);
  return b <= 32 ? 32 : 64;
}

/* The most a .param variable may be aligned to: ptxas takes 1, 2, 4, ..., 128 bytes (a
 * <64 x i32> is 256-byte aligned in the IR: LLVM's tcgen05-st.ll passes one). */
#define NV_PARAM_MAX_ALIGN 128u

static unsigned nv_param_align(const nv_type *t) {
  unsigned a = nv_type_abi_align(t);
  return a ? (a > NV_PARAM_MAX_ALIGN ? NV_PARAM_MAX_ALIGN : a) : 1;
}

/* Kernel .param spelling of a scalar (LLVM's getPTXFundamentalTypeStr). */
static const char *nv_kernel_param_type(const nv_type *t) {
  switch (t->kind) {
  case NVCG_TYPE_INT:
    if (t->bits <= 8) return ".u8";
    if (t->bits <= 16) return ".u16";
    if (t->bits <= 32) return ".u32";
    return ".u64";
  case NVCG_TYPE_PTR: return ".u64";
  case NVCG_TYPE_FLOAT: return ".f32";
  case NVCG_TYPE_DOUBLE: return ".f64";
  case NVCG_TYPE_HALF: case NVCG_TYPE_BFLOAT: return ".b16";
  default: return ".b32";
  }
}

static const char *nv_isel_strf(nv_arena *a, const char *fmt, ...) NV_PRINTF(2, 3);
static const char *nv_isel_strf(nv_arena *a, const char *fmt, ...) {
  nv_buf b = NV_BUF_INIT;
  va_list ap;
  char *r;
  va_start(ap, fmt);
  nv_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  r = nv_arena_strndup(a, b.data ? b.data : "", b.len);
  nv_buf_free(&b);
  return r;
}

static void nv_param_decl(nv_buf *b, const nv_type *t, int kernel, const char *name) {
  if (nv_param_is_scalar(t)) {
    /* without printf: every parameter of every function and call */
    if (kernel) {
      nv_buf_putn(b, ".param ", 7);
      nv_buf_puts(b, nv_kernel_param_type(t));
    } else {
      nv_buf_putn(b, ".param .b", 9);
      nv_buf_put_uint(b, nv_param_scalar_bits(t));
    }
    nv_buf_putc(b, ' ');
    nv_buf_puts(b, name);
  } else {
    nv_buf_printf(b, ".param .align %u .b8 %s[%llu]", nv_param_align(t), name,
                  (unsigned long long)nv_type_alloc_size(t));
  }
}

static const nv_type *nv_formal_type(const nv_func *f, unsigned i) {
  if (f->pattrs && (f->pattrs[i].flags & NVCG_PARAM_BYVAL) && f->pattrs[i].byval) return f->pattrs[i].byval;
  return f->fty->fields[i];
}

static unsigned nv_formal_align(const nv_func *f, unsigned i) {
  const nv_type *t = nv_formal_type(f, i);
  unsigned a = nv_param_align(t);
  if (f->pattrs && (f->pattrs[i].flags & NVCG_PARAM_BYVAL) && f->pattrs[i].align > a) a = f->pattrs[i].align;
  return a > NV_PARAM_MAX_ALIGN ? NV_PARAM_MAX_ALIGN : a;
}

/* The bytes of .param space a kernel's parameters take, laid out as
 * nv_call_print_signature declares them (each at its alignment, in order), as ptxas counts
 * them against its limit. */
static uint64_t nv_kernel_param_bytes(const nv_func *f) {
  uint64_t off = 0;
  unsigned i;
  for (i = 0; i < f->nargs; i++) {
    const nv_type *t = nv_formal_type(f, i);
    int byval = f->pattrs && (f->pattrs[i].flags & NVCG_PARAM_BYVAL);
    uint64_t size, align;
    if (!byval && nv_param_is_scalar(t)) {
      size = (nv_type_prim_bits(t) + 7) / 8;
      size = size <= 1 ? 1 : size <= 2 ? 2 : size <= 4 ? 4 : 8;
      align = size;
    } else {
      size = nv_type_alloc_size(t);
      align = byval ? nv_formal_align(f, i) : nv_param_align(t);
    }
    off = nv_align_to(off, align) + size;
    if (off > ((uint64_t)1 << 40)) break; /* far past every limit; no overflow below */
  }
  return off;
}

/* Kernel parameters must fit the target's .param space: 4352 bytes up to PTX ISA 8.0,
 * 32764 bytes from PTX ISA 8.1 (CUDA 12.1) on, which nvcg then asks for unless a version
 * was requested. Reported where the kernel is defined; returns 0 when it does not fit. */
static int nv_kernel_params_fit(nv_cg *cg, const nv_func *f) {
  uint64_t bytes = nv_kernel_param_bytes(f);
  const char *file = nv_module_file(cg->m, f->line);
  if (!f->is_kernel || bytes <= 4352) return 1;
  if (bytes > 32764 || (cg->o->ptx && cg->o->ptx < 81)) {
    nv_diag(cg->o->diag, NVCG_SEV_ERROR, file, f->line, f->col,
            "kernel '%s' takes %llu bytes of parameters; PTX allows at most %s", f->v.name ? f->v.name : "",
            (unsigned long long)bytes, bytes > 32764 ? "32764" : "4352 before PTX ISA 8.1");
    return 0;
  }
  if (cg->need_ptx < 81) {
    cg->need_ptx = 81;
    cg->need_ptx_by = "a kernel with more than 4352 bytes of parameters";
  }
  return 1;
}

static void nv_call_print_signature(nv_cg *cg, nv_buf *b, const nv_func *f, const char *name) {
  nv_type *rt = f->fty->elem;
  unsigned i;
  (void)cg;
  if (!f->is_kernel && rt->kind != NVCG_TYPE_VOID) {
    nv_buf_puts(b, "(");
    nv_param_decl(b, rt, 0, "func_retval0");
    nv_buf_puts(b, ") ");
  }
  nv_buf_puts(b, name);
  nv_buf_puts(b, "(");
  for (i = 0; i < f->nargs; i++) {
    const nv_type *t = nv_formal_type(f, i);
    nv_buf_puts(b, i ? ",\n\t" : "\n\t");
    if (f->pattrs && (f->pattrs[i].flags & NVCG_PARAM_BYVAL)) {
      nv_buf_printf(b, ".param .align %u .b8 %s_param_%u[%llu]", nv_formal_align(f, i), name, i,
                    (unsigned long long)nv_type_alloc_size(t));
    } else if (f->is_kernel && f->pattrs && f->pattrs[i].image) {
      /* an image parameter (unified mode, as LLVM declares one where it has no image
       * handles); the instructions name it as they name a module-scope reference */
      nv_buf_printf(b, ".param .%s %s_param_%u",
                    nv_imgparam_texref(f->pattrs[i].image) == NV_TEXREF_SURFACE ? "surfref" : "texref", name, i);
    } else {
      nv_buf full = NV_BUF_INIT;
      nv_buf_printf(&full, "%s_param_%u", name, i);
      nv_param_decl(b, t, f->is_kernel, full.data);
      nv_buf_free(&full);
    }
  }
  nv_buf_puts(b, f->nargs ? "\n)" : ")");
}

static const char *nv_call_prototype(nv_cg *cg, const nv_type *fty, unsigned id) {
  nv_buf b = NV_BUF_INIT;
  nv_type *rt = fty->elem;
  unsigned i;
  const char *r;
  nv_buf_printf(&b, "prototype_%u : .callprototype ", id);
  if (rt->kind != NVCG_TYPE_VOID) {
    nv_buf_puts(&b, "(");
    nv_param_decl(&b, rt, 0, "_");
    nv_buf_puts(&b, ") ");
  } else {
    nv_buf_puts(&b, "()");
  }
  nv_buf_puts(&b, "_ (");
  for (i = 0; i < fty->count; i++) {
    if (i) nv_buf_puts(&b, ", ");
    nv_param_decl(&b, fty->fields[i], 0, "_");
  }
  nv_buf_puts(&b, ");");
  r = nv_arena_strndup(&cg->arena, b.data, b.len);
  nv_buf_free(&b);
  return r;
}

/* ---- element access plans ----
 * A value in a .param is accessed element by element: each scalar leaf is one element,
 * a vector leaf is its elements (or one element when the whole vector is a legal
 * register type). Runs of up to four consecutive elements of one vector go as one .v2 /
 * .v4 access when the parameter alignment allows it.
 *
 * Every element then travels in a legal register (LLVM's ComputePTXValueVTs and
 * promoteScalarIntegerPTX): an integer narrower than a register widens to the next of
 * i16 / i32 / i64 and is stored with a memory type of the next power-of-two bytes (i1,
 * i3, i8: .b8 from a .b16 register; i24: .b32; i56: .b64 -- all within the type's
 * allocation size, so the layout of the aggregate holds); i65..i128 go as two i64 parts,
 * low part first (.v2.b64 when 16-byte aligned), even where i128 has a .b128 register,
 * as LLVM splits i128; a vector of sub-byte lanes (<4 x i1>, packed in memory) and an
 * fp128 go as the integer of their bits. The parameter nodes (StoreParam, StoreRetval, LoadParam,
 * LoadV) thus never see an illegal type, and caller and callee agree on every byte. */

typedef struct nv_pelem {
  nv_evt vt;          /* the element's own type (a leaf, or a lane of a vector leaf) */
  nv_evt packed;      /* a vector leaf of sub-byte lanes passed as its bits (vt = iN), or 0 */
  nv_evt reg;         /* the legal register type of one part */
  nv_evt mem;         /* the memory type of one part in the .param */
  uint64_t off;       /* byte offset of this part in the .param */
  unsigned leaf;      /* which leaf of the value */
  int lane;           /* element of a vector leaf, -1 for the whole leaf */
  unsigned part;      /* which 64-bit part of a wide integer element (0: low) */
  unsigned nparts;    /* parts of this element (1, or 2 for an integer split in i64) */
  unsigned group;     /* number of elements accessed together (first of a group), 0 inside */
} nv_pelem;

typedef NV_VEC(nv_pelem) nv_pelem_vec;

/* Register and memory type of the parts of an element of type vt; returns the number of
 * parts. Types other than integers (floats, legal packed vectors) travel as they are. */
static unsigned nv_pelem_parts(nv_isel *s, nv_evt vt, nv_evt *reg, nv_evt *mem) {
  unsigned b;
  (void)s;
  *reg = *mem = vt;
  if (NV_EVT_IS_VECTOR(vt) || !NV_EVT_IS_INT(vt)) return 1;
  b = nv_evt_bits(vt);
  if (b > 64) {
    *reg = *mem = NV_EVT_INT(64);
    return (b + 63) / 64;
  }
  if (b <= 8) {
    *reg = NV_EVT_INT(16);
    *mem = NV_EVT_INT(8);
  } else {
    *reg = *mem = NV_EVT_INT(b <= 16 ? 16 : b <= 32 ? 32 : 64);
  }
  return 1;
}

/* Appends the parts of one element; `group` as in nv_pelem (the parts of a lone element
 * split in two go as one .v2 access when aligned). */
static void nv_pelem_push(nv_isel *s, nv_pelem_vec *out, nv_evt vt, uint64_t off, unsigned leaf, int lane,
                          unsigned group, unsigned align) {
  nv_pelem e;
  unsigned p;
  e.packed = 0;
  if ((NV_EVT_IS_VECTOR(vt) && NV_EVT_IS_INT(vt) && nv_evt_bits(NV_EVT_ELEM(vt)) % 8 && nv_evt_bits(vt) <= 128) ||
      vt == NV_SC_F128) {
    /* lanes narrower than a byte (<4 x i1>) are packed in memory: the vector goes as
     * the integer of its bits, within its allocation size; fp128 (a storage type: PTX
     * has no 128-bit float) goes as the i128 of its bits, two .b64 parts low first, as
     * LLVM passes it */
    e.packed = vt;
    vt = NV_EVT_INT(nv_evt_bits(vt));
  }
  e.vt = vt;
  e.leaf = leaf;
  e.lane = lane;
  e.nparts = nv_pelem_parts(s, vt, &e.reg, &e.mem);
  for (p = 0; p < e.nparts; p++) {
    e.part = p;
    e.off = off + (uint64_t)p * 8;
    e.group = p == 0 ? group : 1;
    if (e.nparts == 2 && group == 1 && nv_align_at(align, off) >= 16) e.group = p == 0 ? 2 : 0;
    nv_vec_push(out, e);
  }
}

static void nv_param_plan(nv_isel *s, const nv_type *t, unsigned align, int scalar_param, nv_pelem_vec *out) {
  nv_evt *vts;
  uint64_t *offs;
  unsigned n = nv_leaves_alloc(s, t, &vts, &offs), i, k;
  for (i = 0; i < n; i++) {
    nv_evt vt = vts[i];
    unsigned ne = NV_EVT_NELTS(vt);
    if (!ne || nv_target_type_legal(s->tgt, vt) || scalar_param || nv_evt_bits(NV_EVT_ELEM(vt)) % 8) {
      nv_pelem_push(s, out, vt, offs[i], i, -1, 1, align);
      continue;
    }
    {
      nv_evt et = NV_EVT_ELEM(vt), reg, mem;
      unsigned eb = (nv_evt_bits(et) + 7) / 8;
      /* lanes split in parts (i65 and wider) go one by one */
      int groupable = nv_pelem_parts(s, et, &reg, &mem) == 1 && nv_evt_bits(mem) == eb * 8;
      for (k = 0; k < ne;) {
        unsigned g = 1, j;
        uint64_t off = offs[i] + (uint64_t)k * eb;
        /* widest aligned group of 4 or 2 that fits in 16 bytes */
        if (groupable && ne - k >= 4 && eb * 4 <= 16 && nv_align_at(align, off) >= eb * 4) g = 4;
        else if (groupable && ne - k >= 2 && eb * 2 <= 16 && nv_align_at(align, off) >= eb * 2) g = 2;
        for (j = 0; j < g; j++)
          nv_pelem_push(s, out, et, off + (uint64_t)j * eb, i, (int)(k + j), j == 0 ? g : 0, align);
        k += g;
      }
    }
  }
}

/* The register value of one planned part, taken from a value's leaves: the element,
 * extended to the part's register type (zero-extended for i1, so that the byte reads 0
 * or 1) or, for a wide integer, the part's 64 bits. */
static nv_sdval nv_pelem_value(nv_isel *s, nv_value *v, const nv_pelem *e) {
  nv_sdval x = nv_build_value(s, v, e->leaf);
  uint64_t c;
  if (e->lane >= 0) x = nv_vec_extract(s, x, nv_dag_const(s->dag, NV_EVT_INT(64), (uint64_t)e->lane, 0), e->vt);
  if (e->packed) x = nv_dag_node1(s->dag, NV_ISD_BITCAST, e->vt, x);
  /* a constant's bits past its width are not kept clear everywhere; an immediate
   * stored as .b8 / .b16 must fit */
  if (e->nparts == 1 && NV_EVT_IS_INT(e->vt) && nv_evt_bits(e->vt) < 64 && nv_sdval_is_const(x, &c))
    return nv_dag_const(s->dag, e->reg, c & ((1ull << nv_evt_bits(e->vt)) - 1), 0);
  if (e->nparts > 1) {
    if (e->part) x = nv_dag_node2(s->dag, NV_ISD_SRL, e->vt, x, nv_dag_const(s->dag, NV_EVT_INT(32), 64u * e->part, 0));
    return nv_int_cast(s, NV_ISD_TRUNCATE, e->reg, x);
  }
  if (e->reg != e->vt && NV_EVT_IS_INT(e->vt))
    x = nv_int_cast(s, e->vt == NV_EVT_INT(1) ? NV_ISD_ZERO_EXTEND : NV_ISD_ANY_EXTEND, e->reg, x);
  return x;
}

/* The elements back from loaded parts (register types): narrow integers truncated, the
 * parts of a wide one put together. Returns the number of parts consumed. */
static unsigned nv_pelem_join(nv_isel *s, const nv_pelem *e, const nv_sdval *parts, nv_sdval *out) {
  nv_dag *d = s->dag;
  unsigned p;
  nv_sdval x;
  if (e->nparts == 1) {
    x = parts[0];
    if (nv_sdval_vt(x) != e->vt && NV_EVT_IS_INT(e->vt)) x = nv_int_cast(s, NV_ISD_TRUNCATE, e->vt, x);
    if (e->packed) x = nv_dag_node1(d, NV_ISD_BITCAST, e->packed, x);
    *out = x;
    return 1;
  }
  x = nv_int_cast(s, NV_ISD_ZERO_EXTEND, e->vt, parts[0]);
  for (p = 1; p < e->nparts; p++) {
    nv_sdval h = nv_int_cast(s, NV_ISD_ANY_EXTEND, e->vt, parts[p]);
    h = nv_dag_node2(d, NV_ISD_SHL, e->vt, h, nv_dag_const(d, NV_EVT_INT(32), 64u * p, 0));
    x = nv_dag_node2(d, NV_ISD_OR, e->vt, x, h);
  }
  if (e->packed) x = nv_dag_node1(d, NV_ISD_BITCAST, e->packed, x);
  *out = x;
  return e->nparts;
}

/* Reassembles leaves from loaded parts. */
static void nv_pelems_to_leaves(nv_isel *s, const nv_type *t, const nv_pelem_vec *plan,
                                const nv_sdval *vals, nv_sdval_vec *leaves) {
  nv_evt *vts;
  unsigned n = nv_leaves_alloc(s, t, &vts, NULL), i, k = 0;
  for (i = 0; i < n; i++) {
    nv_sdval_vec elts = NV_VEC_INIT;
    int whole = 0;
    while (k < plan->len && plan->data[k].leaf == i) {
      nv_sdval x;
      whole = plan->data[k].lane < 0;
      k += nv_pelem_join(s, &plan->data[k], vals + k, &x);
      nv_vec_push(&elts, x);
    }
    if (elts.len == 1 && whole) nv_vec_push(leaves, elts.data[0]);
    else nv_vec_push(leaves, nv_dag_node(s->dag, NV_ISD_BUILD_VECTOR, vts[i], elts.data, elts.len));
    nv_vec_free(&elts);
  }
}

/* An integer scalar narrower than its .param (32 or 64 bits) is passed widened to it. */
static int nv_param_widens(const nv_type *t) {
  return t->kind == NVCG_TYPE_INT && t->bits != 32 && t->bits != 64 && t->bits <= 64;
}

static nv_sdval nv_widen_arg(nv_isel *s, nv_sdval v, nv_evt to, uint32_t attrs) {
  unsigned op = NV_ISD_ANY_EXTEND;
  if (attrs & NVCG_PARAM_SIGNEXT) op = NV_ISD_SIGN_EXTEND;
  else if ((attrs & NVCG_PARAM_ZEROEXT) || nv_sdval_vt(v) == NV_EVT_INT(1)) op = NV_ISD_ZERO_EXTEND;
  return nv_int_cast(s, op, to, v);
}

/* ---- formal parameters ---- */

/* NV_TEXREF_TEXTURE / _SURFACE when `sym` names an image parameter of the kernel being
 * selected (k_param_N, declared .param .texref / .surfref), else 0: the emitter's mov of
 * such a name is the MOV_U64_TEXREF / _SURFREF row that replace_image_handles follows. */
static unsigned nv_isel_image_param_kind(const nv_isel *s, const char *sym) {
  const nv_func *f = s->f;
  const char *q;
  size_t n;
  unsigned i = 0;
  if (!f || !f->is_kernel || !f->pattrs || !sym || !s->mf->name) return 0;
  n = strlen(s->mf->name);
  if (strncmp(sym, s->mf->name, n) || strncmp(sym + n, "_param_", 7)) return 0;
  q = sym + n + 7;
  if (*q < '0' || *q > '9') return 0;
  for (; *q >= '0' && *q <= '9' && i < 1000000u; q++) i = i * 10 + (unsigned)(*q - '0');
  if (*q || i >= f->nargs) return 0;
  return nv_imgparam_texref(f->pattrs[i].image);
}

static const char *nv_param_name(nv_isel *s, unsigned i) {
  return nv_isel_strf(s->arena, "%s_param_%u", s->mf->name, i);
}

/* Loads the planned parts of a .param (symbol sym) into registers; kernels and device
 * functions alike read their parameters with ld.param. */
static void nv_load_param_elems(nv_isel *s, const char *sym, const nv_pelem_vec *plan, unsigned align,
                                nv_sdval *vals) {
  nv_dag *d = s->dag;
  nv_sdval base = nv_dag_external_symbol(d, sym);
  unsigned k;
  for (k = 0; k < plan->len;) {
    const nv_pelem *e = &plan->data[k];
    unsigned g = e->group ? e->group : 1, j;
    nv_memop m;
    nv_sdval ops[2], r;
    nv_evt rv[5];
    memset(&m, 0, sizeof m);
    m.as = NVCG_AS_PARAM;
    m.align = nv_align_at(align, e->off);
    m.flags = NVCG_FLAG_INVARIANT_LOAD;
    ops[0] = s->chain;
    ops[1] = e->off ? nv_dag_node2(d, NV_ISD_ADD, NV_EVT_INT(64), base, nv_dag_const(d, NV_EVT_INT(64), e->off, 0))
                    : base;
    for (j = 0; j < g; j++) rv[j] = e->reg;
    rv[g] = NV_EVT_OTHER;
    m.ext = nv_evt_bits(e->mem) < nv_evt_bits(e->reg) ? NV_EXT_ZEXT : NV_EXT_NONE;
    if (g == 1) {
      m.memvt = e->mem;
      r = nv_dag_mem_node(d, NV_ISD_LOAD, rv, 2, ops, 2, &m);
    } else {
      m.memvt = nv_evt_vector(e->mem, g);
      r = nv_dag_mem_node(d, NV_ISD_NVPTX_LOADV, rv, g + 1, ops, 2, &m);
    }
    s->chain = nv_sdval_of(r.n, g);
    for (j = 0; j < g; j++) vals[k + j] = nv_sdval_of(r.n, j);
    k += g;
  }
}

/* Can every use of a byval parameter pointer be a load from the .param itself? */
static int nv_byval_load_only(const nv_value *p, int allow_var_index, int depth) {
  const nv_use *u;
  if (depth > 16) return 0;
  for (u = p->uses; u; u = u->next) {
    const nv_inst *U;
    unsigned i;
    if (u->user->kind != NV_V_INST) return 0;
    U = (const nv_inst *)u->user;
    switch (U->v.opcode) {
    case NVCG_OP_LOAD:
      if (U->ordering || (U->flags & NVCG_FLAG_VOLATILE)) return 0;
      break;
    case NVCG_OP_GEP:
      if (u != &U->ops[0]) return 0;
      if (!allow_var_index)
        for (i = 1; i < U->nops; i++)
          if (nv_inst_op(U, i)->kind != NV_V_CINT && !nv_value_is_zero_const(nv_inst_op(U, i))) return 0;
      if (!nv_byval_load_only(&U->v, allow_var_index, depth + 1)) return 0;
      break;
    case NVCG_OP_BITCAST: case NVCG_OP_ADDRSPACECAST:
      if (!nv_byval_load_only(&U->v, allow_var_index, depth + 1)) return 0;
      break;
    default: return 0;
    }
  }
  return 1;
}

/* Byval parameters are read straight from the .param when only loads reach them (kernels
 * may index them with registers; a device function's .param has no address), and are
 * otherwise copied into the frame so that the pointer can escape. */
static void nv_call_prepare_byval(nv_isel *s) {
  nv_func *f = s->f;
  unsigned i;
  for (i = 0; i < f->nargs; i++) {
    const nv_type *t;
    if (!f->pattrs || !(f->pattrs[i].flags & NVCG_PARAM_BYVAL)) continue;
    t = nv_formal_type(f, i);
    if (nv_byval_load_only(&f->args[i]->v, f->is_kernel, 0)) {
      nv_map_put(&s->byval_fi, (uintptr_t)&f->args[i]->v, 0); /* 0: read from the .param */
    } else {
      int32_t fi = nv_frame_new(s->mf, nv_type_alloc_size(t) ? nv_type_alloc_size(t) : 1,
                                nv_formal_align(f, i), 0);
      nv_map_put(&s->byval_fi, (uintptr_t)&f->args[i]->v, (uintptr_t)fi + 1);
    }
  }
}

/* The value of a byval argument in any block (see nv_call_prepare_byval). Returns 0 when
 * the argument is not byval. */
static int nv_call_byval_value(nv_isel *s, const nv_value *a, nv_sdval *out) {
  uintptr_t fi;
  if (a->kind != NV_V_ARG || !nv_map_get(&s->byval_fi, (uintptr_t)a, &fi)) return 0;
  if (fi) *out = nv_dag_frame_index(s->dag, (int32_t)fi - 1);
  else *out = nv_dag_external_symbol(s->dag, nv_param_name(s, ((const nv_arg *)a)->index));
  return 1;
}

/* Is `p` (an IR pointer) derived from a byval parameter read in place? Loads through it
 * read the parameter space. */
static int nv_call_ptr_in_param(nv_isel *s, const nv_value *p) {
  int guard = 0;
  uintptr_t fi;
  while (p && guard++ < 32) {
    if (p->kind == NV_V_ARG) return nv_map_get(&s->byval_fi, (uintptr_t)p, &fi) && fi == 0;
    if (p->kind == NV_V_INST) {
      const nv_inst *I = (const nv_inst *)p;
      if (I->v.opcode == NVCG_OP_GEP || I->v.opcode == NVCG_OP_BITCAST || I->v.opcode == NVCG_OP_ADDRSPACECAST) {
        p = nv_inst_op(I, 0);
        continue;
      }
    }
    return 0;
  }
  return 0;
}

/* Copies `size` bytes from a .param (symbol) into a frame object, widest aligned pieces
 * first. Only legal register types are used (bytes go through i16 registers). */
static void nv_copy_param_to_frame(nv_isel *s, const char *sym, int32_t fi, uint64_t size, unsigned align) {
  nv_dag *d = s->dag;
  nv_sdval src = nv_dag_external_symbol(d, sym), dst = nv_dag_frame_index(d, fi);
  uint64_t off = 0;
  while (off < size) {
    unsigned w = 8;
    nv_memop m;
    nv_sdval ops[3], v;
    nv_evt rv[2], ch = NV_EVT_OTHER, reg;
    while (w > 1 && (nv_align_at(align, off) < w || off + w > size)) w >>= 1;
    reg = NV_EVT_INT(w < 2 ? 16 : w * 8);
    memset(&m, 0, sizeof m);
    m.memvt = NV_EVT_INT(w * 8);
    m.align = w;
    m.as = NVCG_AS_PARAM;
    m.ext = w < 2 ? NV_EXT_ZEXT : NV_EXT_NONE;
    ops[0] = s->chain;
    ops[1] = off ? nv_dag_node2(d, NV_ISD_ADD, NV_EVT_INT(64), src, nv_dag_const(d, NV_EVT_INT(64), off, 0)) : src;
    rv[0] = reg;
    rv[1] = NV_EVT_OTHER;
    v = nv_dag_mem_node(d, NV_ISD_LOAD, rv, 2, ops, 2, &m);
    s->chain = nv_sdval_of(v.n, 1);
    memset(&m, 0, sizeof m);
    m.memvt = NV_EVT_INT(w * 8);
    m.align = w;
    m.as = NVCG_AS_GENERIC;
    m.ext = w < 2 ? 1 : 0;
    ops[0] = s->chain;
    ops[1] = v;
    ops[2] = off ? nv_dag_node2(d, NV_ISD_ADD, NV_EVT_INT(64), dst, nv_dag_const(d, NV_EVT_INT(64), off, 0)) : dst;
    s->chain = nv_dag_mem_node(d, NV_ISD_STORE, &ch, 1, ops, 3, &m);
    off += w;
  }
}

static void nv_call_lower_formals(nv_isel *s) {
  nv_func *f = s->f;
  unsigned i;
  for (i = 0; i < f->nargs; i++) {
    nv_value *a = &f->args[i]->v;
    const nv_type *t = nv_formal_type(f, i);
    uintptr_t fi;
    if (nv_map_get(&s->byval_fi, (uintptr_t)a, &fi)) {
      if (fi) nv_copy_param_to_frame(s, nv_param_name(s, i), (int32_t)fi - 1, nv_type_alloc_size(t), nv_formal_align(f, i));
      continue;
    }
    if (!a->uses) continue;
    if (f->is_kernel && f->pattrs && f->pattrs[i].image) {
      /* an image parameter is no memory to load: its handle is its name (mov.u64 %rd,
       * k_param_N; where a register must hold it), which the texture instructions of
       * this block take directly and replace_image_handles puts into the others' */
      nv_sdval sym = nv_dag_external_symbol(s->dag, nv_param_name(s, i));
      nv_build_set_leaves(s, a, &sym, 1);
      continue;
    }
    {
      nv_pelem_vec plan = NV_VEC_INIT;
      nv_sdval_vec leaves = NV_VEC_INIT;
      nv_sdval *vals;
      int scalar = nv_param_is_scalar(t);
      nv_param_plan(s, t, scalar ? 8 : nv_formal_align(f, i), scalar, &plan);
      vals = NV_NEW_ARRAY(s->arena, nv_sdval, plan.len ? plan.len : 1);
      nv_load_param_elems(s, nv_param_name(s, i), &plan, scalar ? 8 : nv_formal_align(f, i), vals);
      nv_pelems_to_leaves(s, t, &plan, vals, &leaves);
      nv_build_set_leaves(s, a, leaves.data, leaves.len);
      nv_vec_free(&plan);
      nv_vec_free(&leaves);
    }
  }
}

/* ---- parameter stores (calls and return values) ---- */

/* Stores the planned parts of `v` with `op` (NVPTX_STORE_PARAM with a parameter index,
 * or NVPTX_STORE_RETVAL). `widen`, when not 0, is the integer type of a scalar .param
 * that a narrower (or odd-width) integer is extended into. */
static void nv_store_param_elems(nv_isel *s, unsigned op, int index, nv_value *v, const nv_pelem_vec *plan,
                                 unsigned align, nv_evt widen, uint32_t attrs) {
  nv_dag *d = s->dag;
  unsigned k;
  for (k = 0; k < plan->len;) {
    const nv_pelem *e = &plan->data[k];
    unsigned g = e->group ? e->group : 1, j, n = 0;
    nv_sdval ops[8];
    nv_memop m;
    nv_evt ch = NV_EVT_OTHER;
    memset(&m, 0, sizeof m);
    m.as = NVCG_AS_PARAM;
    m.memvt = e->mem; /* StoreParam takes the element's memory type */
    m.align = nv_align_at(align, e->off);
    ops[n++] = s->chain;
    if (op == NV_ISD_NVPTX_STORE_PARAM) ops[n++] = nv_dag_const(d, NV_EVT_INT(32), (uint64_t)index, 0);
    ops[n++] = nv_dag_const(d, NV_EVT_INT(32), e->off, 0);
    for (j = 0; j < g; j++) {
      nv_sdval x;
      if (widen) {
        /* a scalar .param of 32 or 64 bits: the whole register goes */
        x = nv_widen_arg(s, nv_build_value(s, v, e->leaf), widen, attrs);
        m.memvt = widen;
      } else {
        x = nv_pelem_value(s, v, &plan->data[k + j]);
      }
      ops[n++] = x;
    }
    s->chain = nv_dag_mem_node(d, op, &ch, 1, ops, n, &m);
    k += g;
  }
}

static void nv_call_lower_return(nv_isel *s, const nv_inst *I) {
  nv_dag *d = s->dag;
  nv_sdval ops[1];
  if (I->nops && !s->f->is_kernel) {
    nv_value *v = nv_inst_op(I, 0);
    const nv_type *t = v->type;
    nv_pelem_vec plan = NV_VEC_INIT;
    int scalar = nv_param_is_scalar(t);
    nv_param_plan(s, t, scalar ? 8 : nv_param_align(t), scalar, &plan);
    nv_store_param_elems(s, NV_ISD_NVPTX_STORE_RETVAL, 0, v, &plan, scalar ? 8 : nv_param_align(t),
                         scalar && nv_param_widens(t) ? NV_EVT_INT(nv_param_scalar_bits(t)) : 0,
                         s->f->rattrs.flags);
    nv_vec_free(&plan);
  }
  ops[0] = s->chain;
  s->chain = nv_dag_node(d, NV_ISD_NVPTX_RET, NV_EVT_OTHER, ops, 1);
}

/* ---- calls ---- */

static nv_sdval nv_k32(nv_isel *s, uint64_t v) { return nv_dag_const(s->dag, NV_EVT_INT(32), v, 0); }

static void nv_call_chain(nv_isel *s, unsigned op, nv_sdval *ops, unsigned n) {
  ops[0] = s->chain;
  s->chain = nv_dag_node(s->dag, op, NV_EVT_OTHER, ops, n);
}

static void nv_call_lower_call(nv_isel *s, nv_inst *I) {
  nv_dag *d = s->dag;
  nv_value *callee = nv_inst_op(I, 0);
  const nv_type *fty = I->aux_type;
  /* a direct call through the callee's own type; one through another type (a cast
   * callee) is treated like an indirect call */
  const nv_func *cf = callee->kind == NV_V_FUNC && ((const nv_func *)callee)->fty == I->aux_type ? (const nv_func *)callee : NULL;
  nv_type *rt = fty->elem;
  unsigned nargs = I->nops - 1, i, seq = s->callseq++;
  nv_sdval ops[8];
  if (callee->kind == NV_V_UNDEF || callee->kind == NV_V_POISON || callee->kind == NV_V_CNULL) {
    /* calling undef, poison or null is undefined behaviour: PTX has no call through a
     * constant, so the call traps (LLVM folds it to unreachable) and its result is undef */
    nv_evt ch = NV_EVT_OTHER;
    unsigned n = nv_type_leaves(rt, NULL, NULL, 0);
    nv_sdval_vec out = NV_VEC_INIT;
    nv_value *u = nv_const_simple(nv_value_ctx(&I->v), NV_V_UNDEF, rt);
    ops[0] = s->chain;
    nv_intr_node(s, NV_ISD_INTRINSIC_VOID, NV_INTR_TRAP, &ch, 1, ops, 1);
    for (i = 0; rt->kind != NVCG_TYPE_VOID && i < n; i++) nv_vec_push(&out, nv_build_value(s, u, i));
    if (out.len) nv_build_set_leaves(s, &I->v, out.data, out.len);
    nv_vec_free(&out);
    return;
  }
  if (fty->vararg) {
    nv_isel_error(s, I, "calls to variadic functions are not supported");
    return;
  }
  if (callee->kind == NV_V_FUNC && ((const nv_func *)callee)->is_kernel) {
    nv_isel_error(s, I, "a kernel cannot be called from device code");
    return;
  }
  ops[1] = nv_k32(s, seq);
  nv_call_chain(s, NV_ISD_CALLSEQ_START, ops, 2);
  for (i = 0; i < nargs; i++) {
    nv_value *a = nv_inst_op(I, i + 1);
    const nv_type *t = fty->fields[i];
    uint32_t attrs = cf && cf->pattrs ? cf->pattrs[i].flags : 0;
    int byval = cf && cf->pattrs && (attrs & NVCG_PARAM_BYVAL) && cf->pattrs[i].byval;
    if (byval) {
      /* the callee's .param receives a copy of the pointed-to bytes */
      const nv_type *bt = cf->pattrs[i].byval;
      uint64_t size = nv_type_alloc_size(bt), off = 0;
      unsigned al = nv_formal_align(cf, i);
      nv_sdval src = nv_build_value(s, a, 0);
      ops[1] = nv_k32(s, i);
      ops[2] = nv_k32(s, size);
      ops[3] = nv_k32(s, al);
      ops[4] = nv_k32(s, 1);
      nv_call_chain(s, NV_ISD_NVPTX_DECLARE_PARAM, ops, 5);
      while (off < size) {
        unsigned w = 8;
        nv_memop m;
        nv_sdval lops[4], v;
        nv_evt rv[2], ch = NV_EVT_OTHER;
        while (w > 1 && (nv_align_at(al, off) < w || off + w > size)) w >>= 1;
        memset(&m, 0, sizeof m);
        m.memvt = NV_EVT_INT(w * 8);
        m.align = w;
        m.as = nv_ptr_as(a);
        m.ext = w < 2 ? NV_EXT_ZEXT : NV_EXT_NONE;
        m.ptr = a;
        lops[0] = s->chain;
        lops[1] = off ? nv_dag_node2(d, NV_ISD_ADD, NV_EVT_INT(64), src, nv_dag_const(d, NV_EVT_INT(64), off, 0)) : src;
        rv[0] = NV_EVT_INT(w < 2 ? 16 : w * 8);
        rv[1] = NV_EVT_OTHER;
        v = nv_dag_mem_node(d, NV_ISD_LOAD, rv, 2, lops, 2, &m);
        s->chain = nv_sdval_of(v.n, 1);
        memset(&m, 0, sizeof m);
        m.as = NVCG_AS_PARAM;
        m.memvt = NV_EVT_INT(w * 8);
        m.align = w;
        lops[0] = s->chain;
        lops[1] = nv_k32(s, i);
        lops[2] = nv_k32(s, off);
        lops[3] = v;
        s->chain = nv_dag_mem_node(d, NV_ISD_NVPTX_STORE_PARAM, &ch, 1, lops, 4, &m);
        off += w;
      }
      continue;
    }
    {
      nv_pelem_vec plan = NV_VEC_INIT;
      int scalar = nv_param_is_scalar(t);
      unsigned al = scalar ? 8 : nv_param_align(t);
      ops[1] = nv_k32(s, i);
      ops[2] = nv_k32(s, scalar ? nv_param_scalar_bits(t) / 8 : nv_type_alloc_size(t));
      ops[3] = nv_k32(s, scalar ? nv_param_scalar_bits(t) / 8 : al);
      ops[4] = nv_k32(s, scalar ? 0 : 1);
      nv_call_chain(s, NV_ISD_NVPTX_DECLARE_PARAM, ops, 5);
      nv_param_plan(s, t, al, scalar, &plan);
      nv_store_param_elems(s, NV_ISD_NVPTX_STORE_PARAM, (int)i, a, &plan, al,
                           scalar && nv_param_widens(t) ? NV_EVT_INT(nv_param_scalar_bits(t)) : 0, attrs);
      nv_vec_free(&plan);
    }
  }
  if (rt->kind != NVCG_TYPE_VOID) {
    int scalar = nv_param_is_scalar(rt);
    ops[1] = nv_k32(s, scalar ? nv_param_scalar_bits(rt) / 8 : nv_type_alloc_size(rt));
    ops[2] = nv_k32(s, scalar ? nv_param_scalar_bits(rt) / 8 : nv_param_align(rt));
    ops[3] = nv_k32(s, scalar ? 0 : 1);
    nv_call_chain(s, NV_ISD_NVPTX_DECLARE_RET_PARAM, ops, 4);
  }
  ops[1] = cf ? nv_dag_global_address(d, callee, 0) : nv_build_value(s, callee, 0);
  ops[2] = nv_k32(s, nargs);
  ops[3] = nv_k32(s, rt->kind != NVCG_TYPE_VOID);
  if (cf) {
    ops[4] = nv_dag_const(d, NV_EVT_INT(32), 0xffffffffu, 0);
    ops[5] = nv_dag_undef(d, NV_EVT_INT(64));
  } else {
    unsigned id = s->cg->nproto++;
    ops[4] = nv_k32(s, id);
    ops[5] = nv_dag_external_symbol(d, nv_call_prototype(s->cg, fty, id));
  }
  nv_call_chain(s, NV_ISD_NVPTX_CALL, ops, 6);
  if (rt->kind != NVCG_TYPE_VOID) {
    nv_pelem_vec plan = NV_VEC_INIT;
    nv_sdval_vec leaves = NV_VEC_INIT;
    nv_sdval *vals;
    int scalar = nv_param_is_scalar(rt);
    unsigned al = scalar ? 8 : nv_param_align(rt), k;
    nv_param_plan(s, rt, al, scalar, &plan);
    vals = NV_NEW_ARRAY(s->arena, nv_sdval, plan.len ? plan.len : 1);
    for (k = 0; k < plan.len;) {
      const nv_pelem *e = &plan.data[k];
      unsigned g = e->group ? e->group : 1, j;
      /* a widened scalar comes back whole and is truncated in nv_pelem_join */
      nv_evt reg = scalar && nv_param_widens(rt) ? NV_EVT_INT(nv_param_scalar_bits(rt)) : e->reg;
      nv_memop m;
      nv_sdval lops[2], r;
      nv_evt rv[5];
      memset(&m, 0, sizeof m);
      m.as = NVCG_AS_PARAM;
      m.memvt = reg == e->reg ? e->mem : reg;
      m.align = nv_align_at(al, e->off);
      lops[0] = s->chain;
      lops[1] = nv_k32(s, e->off);
      for (j = 0; j < g; j++) rv[j] = reg;
      rv[g] = NV_EVT_OTHER;
      r = nv_dag_mem_node(d, NV_ISD_NVPTX_LOAD_PARAM, rv, g + 1, lops, 2, &m);
      s->chain = nv_sdval_of(r.n, g);
      for (j = 0; j < g; j++) vals[k + j] = nv_sdval_of(r.n, j);
      k += g;
    }
    nv_pelems_to_leaves(s, rt, &plan, vals, &leaves);
    nv_build_set_leaves(s, &I->v, leaves.data, leaves.len);
    nv_vec_free(&plan);
    nv_vec_free(&leaves);
  }
  ops[1] = nv_k32(s, seq);
  nv_call_chain(s, NV_ISD_CALLSEQ_END, ops, 2);
}
