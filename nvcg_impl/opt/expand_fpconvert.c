/* expand_fpconvert.c -- conversions between floating point (half, bfloat, float,
 * double) and integers wider than 64 bits become integer arithmetic on the bit patterns
 * (LLVM's ExpandLargeFpConvert does this before instruction selection): PTX converts
 * at most 64-bit integers and nvcg links no runtime library.
 *
 * fptoui/fptosi to iN (64 < N <= 128): the source is widened to double (exact), whose
 * value is m * 2^(e-1075) with m the 53-bit significand and e the biased exponent:
 *     e >= 1075: zext(m) << (e - 1075);  1023 <= e < 1075: m >> (1075 - e);  else 0,
 * negated for a negative fptosi source, truncated to N. Out-of-range values and NaN give
 * poison in LLVM, so anything will do there (the shift amounts are only kept in range).
 *
 * uitofp/sitofp from iN: the magnitude a (i128; zero- or sign-extended, negated when
 * negative) is rounded to the target's p-bit significand directly, to nearest with
 * ties to even, so there is no double rounding through another format:
 *     lz = ctlz(a) (from two 64-bit ctlz), n = a << lz  (top bit at 127, exponent 127-lz)
 *     mant = n >> (128-p); guard = bit 127-p of n; sticky = (n << (p+1)) != 0
 *     mant += guard & (sticky | mant & 1)
 *     bits = ((127 - lz + bias - 1) << (p-1)) + mant
 * Adding the significand with its implicit bit to (exponent - 1) places that bit in the
 * exponent field, and a rounding carry (mant = 2^p) bumps the exponent by itself. A
 * result at or above the infinity pattern (only half can overflow from 128 bits, and
 * float/bfloat at 2^128) becomes infinity; a = 0 gives +0; the sign goes on top.
 * Vectors are split into lanes first. Wider integers and other formats are left for
 * the code generator to report. Runs at every -O level. */

/* p (significand bits with the implicit one), bias, and width of a format; 0 when not
 * one handled here. */
static unsigned nv_xc_format(const nv_type *t, unsigned *bias, unsigned *width) {
  switch (t->kind) {
  case NVCG_TYPE_HALF: *bias = 15; *width = 16; return 11;
  case NVCG_TYPE_BFLOAT: *bias = 127; *width = 16; return 8;
  case NVCG_TYPE_FLOAT: *bias = 127; *width = 32; return 24;
  case NVCG_TYPE_DOUBLE: *bias = 1023; *width = 64; return 53;
  default: return 0;
  }
}

static int nv_xc_wants(const nv_inst *I) {
  unsigned op = I->v.opcode, bias = 0, width = 0;
  nv_type *it, *ft;
  if (op == NVCG_OP_FPTOUI || op == NVCG_OP_FPTOSI) {
    it = I->v.type;
    ft = I->ops[0].val->type;
  } else if (op == NVCG_OP_UITOFP || op == NVCG_OP_SITOFP) {
    it = I->ops[0].val->type;
    ft = I->v.type;
  } else {
    return 0;
  }
  if (it->kind == NVCG_TYPE_VECTOR) it = it->elem;
  if (ft->kind == NVCG_TYPE_VECTOR) ft = ft->elem;
  return it->kind == NVCG_TYPE_INT && it->bits > 64 && it->bits <= 128 && nv_xc_format(ft, &bias, &width);
}

static void nv_xc_fp_to_int(nv_inst *I) {
  nv_context *c = nv_value_ctx(&I->v);
  nv_type *t = I->v.type, *w = nv_type_int(c, 128), *i64 = nv_type_int(c, 64);
  nv_value *x = I->ops[0].val, *bx, *e, *m, *up, *dn, *v;
  nv_ib b;
  nv_ib_before(&b, I);
  if (x->type->kind != NVCG_TYPE_DOUBLE) x = nv_ib_cast(&b, NVCG_OP_FPEXT, x, c->t_double, "fpconv.wide");
  bx = nv_ib_cast(&b, NVCG_OP_BITCAST, x, i64, "fpconv.bits");
  e = nv_ib_binop(&b, NVCG_OP_AND, nv_ib_binop(&b, NVCG_OP_LSHR, bx, nv_const_int(i64, 52, 0), "fpconv.eb"),
                  nv_const_int(i64, 0x7ff, 0), "fpconv.e");
  m = nv_ib_binop(&b, NVCG_OP_OR, nv_ib_binop(&b, NVCG_OP_AND, bx, nv_const_int(i64, 0xfffffffffffffull, 0), "fpconv.frac"),
                  nv_const_int(i64, 1ull << 52, 0), "fpconv.m");
  up = nv_ib_binop(&b, NVCG_OP_AND, nv_ib_binop(&b, NVCG_OP_SUB, e, nv_const_int(i64, 1075, 0), "fpconv.upby"),
                   nv_const_int(i64, 127, 0), "fpconv.upamt");
  up = nv_ib_binop(&b, NVCG_OP_SHL, nv_ib_cast(&b, NVCG_OP_ZEXT, m, w, "fpconv.mw"), nv_ib_cast(&b, NVCG_OP_ZEXT, up, w, "fpconv.upw"), "fpconv.up");
  dn = nv_ib_binop(&b, NVCG_OP_AND, nv_ib_binop(&b, NVCG_OP_SUB, nv_const_int(i64, 1075, 0), e, "fpconv.dnby"),
                   nv_const_int(i64, 63, 0), "fpconv.dnamt");
  dn = nv_ib_cast(&b, NVCG_OP_ZEXT, nv_ib_binop(&b, NVCG_OP_LSHR, m, dn, "fpconv.dn64"), w, "fpconv.dn");
  dn = nv_ib_select(&b, nv_ib_icmp(&b, NVCG_ICMP_ULT, e, nv_const_int(i64, 1023, 0), "fpconv.tiny"), nv_const_int(w, 0, 0), dn, "fpconv.frac0");
  v = nv_ib_select(&b, nv_ib_icmp(&b, NVCG_ICMP_UGE, e, nv_const_int(i64, 1075, 0), "fpconv.big"), up, dn, "fpconv.mag");
  if (I->v.opcode == NVCG_OP_FPTOSI)
    v = nv_ib_select(&b, nv_ib_icmp(&b, NVCG_ICMP_SLT, bx, nv_const_int(i64, 0, 0), "fpconv.neg"),
                     nv_ib_binop(&b, NVCG_OP_SUB, nv_const_int(w, 0, 0), v, "fpconv.negv"), v, "fpconv.sv");
  if (t->bits < 128) v = nv_ib_cast(&b, NVCG_OP_TRUNC, v, t, "fpconv.res");
  nv_value_rauw(&I->v, v);
  nv_inst_erase(I);
}

static void nv_xc_int_to_fp(nv_inst *I) {
  nv_context *c = nv_value_ctx(&I->v);
  nv_type *ft = I->v.type, *w = nv_type_int(c, 128), *i64 = nv_type_int(c, 64), *i1 = nv_type_int(c, 1);
  unsigned bias = 0, width = 16, p = nv_xc_format(ft, &bias, &width);
  int sgn = I->v.opcode == NVCG_OP_SITOFP;
  nv_value *x = I->ops[0].val, *zero = nv_const_int(w, 0, 0), *z64 = nv_const_int(i64, 0, 0), *one = nv_const_int(i64, 1, 0);
  nv_value *neg = NULL, *hi, *lo, *lz, *n, *mant, *guard, *sticky, *rup, *bits, *args[2];
  uint64_t infbits = ((1ull << (width - p)) - 1) << (p - 1);
  nv_ib b;
  nv_ib_before(&b, I);
  if (x->type->bits < 128) x = nv_ib_cast(&b, sgn ? NVCG_OP_SEXT : NVCG_OP_ZEXT, x, w, "fpconv.x");
  if (sgn) {
    neg = nv_ib_icmp(&b, NVCG_ICMP_SLT, x, zero, "fpconv.neg");
    x = nv_ib_select(&b, neg, nv_ib_binop(&b, NVCG_OP_SUB, zero, x, "fpconv.negx"), x, "fpconv.a");
  }
  hi = nv_ib_cast(&b, NVCG_OP_TRUNC, nv_ib_binop(&b, NVCG_OP_LSHR, x, nv_const_int(w, 64, 0), "fpconv.hiw"), i64, "fpconv.hi");
  lo = nv_ib_cast(&b, NVCG_OP_TRUNC, x, i64, "fpconv.lo");
  args[1] = nv_const_int(i1, 0, 0);
  args[0] = hi;
  lz = nv_ib_intrinsic(&b, "llvm.ctlz.i64", i64, args, 2, "fpconv.lzhi");
  args[0] = lo;
  lz = nv_ib_select(&b, nv_ib_icmp(&b, NVCG_ICMP_EQ, hi, z64, "fpconv.hizero"),
                    nv_ib_binop(&b, NVCG_OP_ADD, nv_ib_intrinsic(&b, "llvm.ctlz.i64", i64, args, 2, "fpconv.lzlo"),
                                nv_const_int(i64, 64, 0), "fpconv.lz64"),
                    lz, "fpconv.lz");
  /* lz = 128 only for a = 0, answered at the end; keep the shift in range */
  lz = nv_ib_binop(&b, NVCG_OP_AND, lz, nv_const_int(i64, 127, 0), "fpconv.lzr");
  n = nv_ib_binop(&b, NVCG_OP_SHL, x, nv_ib_cast(&b, NVCG_OP_ZEXT, lz, w, "fpconv.lzw"), "fpconv.n");
  mant = nv_ib_cast(&b, NVCG_OP_TRUNC, nv_ib_binop(&b, NVCG_OP_LSHR, n, nv_const_int(w, 128 - p, 0), "fpconv.top"), i64, "fpconv.mant");
  guard = nv_ib_binop(&b, NVCG_OP_AND,
                      nv_ib_cast(&b, NVCG_OP_TRUNC, nv_ib_binop(&b, NVCG_OP_LSHR, n, nv_const_int(w, 127 - p, 0), "fpconv.gw"), i64, "fpconv.g64"),
                      one, "fpconv.guard");
  sticky = nv_ib_cast(&b, NVCG_OP_ZEXT,
                      nv_ib_icmp(&b, NVCG_ICMP_NE, nv_ib_binop(&b, NVCG_OP_SHL, n, nv_const_int(w, p + 1, 0), "fpconv.low"), zero, "fpconv.st"),
                      i64, "fpconv.sticky");
  rup = nv_ib_binop(&b, NVCG_OP_AND, guard,
                    nv_ib_binop(&b, NVCG_OP_OR, sticky, nv_ib_binop(&b, NVCG_OP_AND, mant, one, "fpconv.odd"), "fpconv.st.odd"),
                    "fpconv.rup");
  mant = nv_ib_binop(&b, NVCG_OP_ADD, mant, rup, "fpconv.rounded");
  /* exponent - 1 = 127 - lz + bias - 1 */
  bits = nv_ib_binop(&b, NVCG_OP_SUB, nv_const_int(i64, 127 + bias - 1, 0), lz, "fpconv.em1");
  bits = nv_ib_binop(&b, NVCG_OP_ADD, nv_ib_binop(&b, NVCG_OP_SHL, bits, nv_const_int(i64, p - 1, 0), "fpconv.ef"), mant, "fpconv.mag");
  bits = nv_ib_select(&b, nv_ib_icmp(&b, NVCG_ICMP_UGE, bits, nv_const_int(i64, infbits, 0), "fpconv.ovf"),
                      nv_const_int(i64, infbits, 0), bits, "fpconv.sat");
  bits = nv_ib_select(&b, nv_ib_icmp(&b, NVCG_ICMP_EQ, x, zero, "fpconv.zero"), z64, bits, "fpconv.mag0");
  if (sgn)
    bits = nv_ib_binop(&b, NVCG_OP_OR, bits,
                       nv_ib_binop(&b, NVCG_OP_SHL, nv_ib_cast(&b, NVCG_OP_ZEXT, neg, i64, "fpconv.s"), nv_const_int(i64, width - 1, 0), "fpconv.sbit"),
                       "fpconv.signed");
  if (width < 64) bits = nv_ib_cast(&b, NVCG_OP_TRUNC, bits, nv_type_int(c, width), "fpconv.narrow");
  bits = nv_ib_cast(&b, NVCG_OP_BITCAST, bits, ft, "fpconv.res");
  nv_value_rauw(&I->v, bits);
  nv_inst_erase(I);
}

static void nv_xc_expand(nv_inst *I) {
  if (I->v.opcode == NVCG_OP_FPTOUI || I->v.opcode == NVCG_OP_FPTOSI) nv_xc_fp_to_int(I);
  else nv_xc_int_to_fp(I);
}

static int nv_pass_expand_fpconvert(nv_func *f, const nv_options *o) {
  (void)o;
  return nv_opt_expand_each(f, nv_xc_wants, nv_xc_expand);
}
