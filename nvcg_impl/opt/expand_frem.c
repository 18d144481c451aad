/* expand_frem.c -- frem on double becomes an exact fmod in integer arithmetic on the bit
 * patterns (PTX has no remainder instruction; f32 has an exact inline lowering in the
 * legaliser, and half/bfloat are promoted to it; that lowering's unrolled chain of
 * 64-bit remainders would need some 190 steps for f64's exponent range of 2098 with a
 * 53-bit significand, so f64 gets a loop here instead).
 *
 * For finite x, y with |x| > |y|: with significands mx, my (implicit bit included,
 * subnormals taking exponent 1 and no implicit bit) and effective exponents ex >= ey,
 *       r = mx urem my; repeat ex - ey times { r <<= 1; if r >= my: r -= my }
 * (the schoolbook long division of mx * 2^(ex-ey) by my, one bit a turn after a first
 * native 64-bit remainder, which also covers a subnormal my far below mx; r < 2^54
 * throughout). The result r * 2^(ey-1075) is always representable: r is shifted up to
 * put its top bit at bit 52 (count leading zeros), but never below exponent 1, and the
 * bits are ((e - 1) << 52) + r, which gives the subnormal encoding when r stays below
 * 2^52 (e = 1) and carries the implicit bit into the exponent field otherwise. The
 * sign is x's. The rest, chosen by selects after the loop (which runs zero turns then):
 *   x or y NaN, x infinite, y zero -> NaN (x's or y's quietened payload when one is a
 *                                      NaN, else the x86 default NaN, as the host's
 *                                      fmod that the IR interpreter calls gives);
 *   |x| < |y| (y infinite, x zero)  -> x;   |x| = |y| -> zero with x's sign.
 * Vectors are split into lanes first. Runs at every -O level. */

static int nv_xr_wants(const nv_inst *I) {
  nv_type *t = I->v.type;
  if (I->v.opcode != NVCG_OP_FREM) return 0;
  if (t->kind == NVCG_TYPE_VECTOR) t = t->elem;
  return t->kind == NVCG_TYPE_DOUBLE;
}

static void nv_xr_expand(nv_inst *I) {
  nv_context *c = nv_value_ctx(&I->v);
  nv_type *i64 = nv_type_int(c, 64), *i32 = nv_type_int(c, 32), *i1 = nv_type_int(c, 1);
  nv_block *pre = I->parent, *end, *loop;
  nv_value *k52 = nv_const_int(i64, 52, 0), *z64 = nv_const_int(i64, 0, 0), *one = nv_const_int(i64, 1, 0);
  nv_value *frac = nv_const_int(i64, 0xfffffffffffffull, 0), *hidden = nv_const_int(i64, 1ull << 52, 0);
  nv_value *absm = nv_const_int(i64, 0x7fffffffffffffffull, 0), *inf = nv_const_int(i64, 0x7ff0000000000000ull, 0);
  nv_value *quiet = nv_const_int(i64, 1ull << 51, 0);
  nv_value *bx, *by, *ax, *ay, *sx, *xnan, *ynan, *special, *small, *equal, *run;
  nv_value *exr, *eyr, *ex, *ey, *mx, *my, *d, *ge, *r0, *r1, *r2, *inext, *rf, *lz, *sh, *lim, *bits, *nan, *res;
  nv_value *args[2];
  nv_inst *pi, *pr, *rr;
  nv_ib b;
  end = nv_opt_split_block(pre, I, "frem.end");
  loop = nv_block_new(pre->parent, "frem.loop", end);
  nv_ib_at_end(&b, pre);
  bx = nv_ib_cast(&b, NVCG_OP_BITCAST, I->ops[0].val, i64, "frem.bx");
  by = nv_ib_cast(&b, NVCG_OP_BITCAST, I->ops[1].val, i64, "frem.by");
  ax = nv_ib_binop(&b, NVCG_OP_AND, bx, absm, "frem.ax");
  ay = nv_ib_binop(&b, NVCG_OP_AND, by, absm, "frem.ay");
  sx = nv_ib_binop(&b, NVCG_OP_XOR, bx, ax, "frem.sx");
  xnan = nv_ib_icmp(&b, NVCG_ICMP_UGT, ax, inf, "frem.xnan");
  ynan = nv_ib_icmp(&b, NVCG_ICMP_UGT, ay, inf, "frem.ynan");
  special = nv_ib_binop(&b, NVCG_OP_OR, nv_ib_binop(&b, NVCG_OP_OR, xnan, ynan, "frem.nan"),
                        nv_ib_binop(&b, NVCG_OP_OR, nv_ib_icmp(&b, NVCG_ICMP_EQ, ax, inf, "frem.xinf"),
                                    nv_ib_icmp(&b, NVCG_ICMP_EQ, ay, z64, "frem.yzero"), "frem.invalid"),
                        "frem.special");
  small = nv_ib_icmp(&b, NVCG_ICMP_ULT, ax, ay, "frem.small");
  equal = nv_ib_icmp(&b, NVCG_ICMP_EQ, ax, ay, "frem.equal");
  run = nv_ib_binop(&b, NVCG_OP_XOR, nv_ib_binop(&b, NVCG_OP_OR, special, nv_ib_icmp(&b, NVCG_ICMP_ULE, ax, ay, "frem.le"), "frem.skip"),
                    nv_const_int(i1, 1, 0), "frem.run");
  exr = nv_ib_binop(&b, NVCG_OP_LSHR, ax, k52, "frem.exr");
  eyr = nv_ib_binop(&b, NVCG_OP_LSHR, ay, k52, "frem.eyr");
  {
    nv_value *xn = nv_ib_icmp(&b, NVCG_ICMP_NE, exr, z64, "frem.xnorm"), *yn = nv_ib_icmp(&b, NVCG_ICMP_NE, eyr, z64, "frem.ynorm");
    ex = nv_ib_select(&b, xn, exr, one, "frem.ex");
    ey = nv_ib_select(&b, yn, eyr, one, "frem.ey");
    mx = nv_ib_binop(&b, NVCG_OP_OR, nv_ib_binop(&b, NVCG_OP_AND, ax, frac, "frem.fx"), nv_ib_select(&b, xn, hidden, z64, "frem.hx"), "frem.mx");
    my = nv_ib_binop(&b, NVCG_OP_OR, nv_ib_binop(&b, NVCG_OP_AND, ay, frac, "frem.fy"), nv_ib_select(&b, yn, hidden, z64, "frem.hy"), "frem.my");
  }
  /* the loop turns; none unless |x| > |y|, both finite (then ex >= ey) */
  d = nv_ib_select(&b, run, nv_ib_cast(&b, NVCG_OP_TRUNC, nv_ib_binop(&b, NVCG_OP_SUB, ex, ey, "frem.d64"), i32, "frem.dd"),
                   nv_const_int(i32, 0, 0), "frem.d");
  /* the first step in one native remainder (mx may be any multiple of a subnormal my);
   * my is zero only for y = 0, answered by the selects, so keep the urem defined */
  r0 = nv_ib_binop(&b, NVCG_OP_UREM, mx, nv_ib_select(&b, nv_ib_icmp(&b, NVCG_ICMP_EQ, my, z64, "frem.my0"), one, my, "frem.mysafe"),
                   "frem.r0");
  nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_EQ, d, nv_const_int(i32, 0, 0), "frem.none"), end, loop);

  nv_ib_at_end(&b, loop);
  pi = nv_ib_phi(&b, i32, "frem.i");
  pr = nv_ib_phi(&b, i64, "frem.r");
  r2 = nv_ib_binop(&b, NVCG_OP_SHL, &pr->v, one, "frem.r2");
  ge = nv_ib_icmp(&b, NVCG_ICMP_UGE, r2, my, "frem.ge");
  r1 = nv_ib_select(&b, ge, nv_ib_binop(&b, NVCG_OP_SUB, r2, my, "frem.sub"), r2, "frem.r1");
  inext = nv_ib_binop(&b, NVCG_OP_SUB, &pi->v, nv_const_int(i32, 1, 0), "frem.i.next");
  nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_NE, inext, nv_const_int(i32, 0, 0), "frem.more"), loop, end);
  nv_opt_phi_add(pi, d, pre);
  nv_opt_phi_add(pi, inext, loop);
  nv_opt_phi_add(pr, r0, pre);
  nv_opt_phi_add(pr, r1, loop);

  /* end: I is its first instruction; the phi goes before it */
  nv_ib_before(&b, I);
  rr = nv_ib_phi(&b, i64, "frem.rf");
  nv_opt_phi_add(rr, r0, pre);
  nv_opt_phi_add(rr, r1, loop);
  rf = &rr->v;
  args[0] = rf;
  args[1] = nv_const_int(i1, 0, 0);
  lz = nv_ib_intrinsic(&b, "llvm.ctlz.i64", i64, args, 2, "frem.lz");
  /* rf < 2^53, so lz >= 11; shift by lz - 11 but keep the exponent >= 1 */
  sh = nv_ib_binop(&b, NVCG_OP_SUB, lz, nv_const_int(i64, 11, 0), "frem.sh");
  lim = nv_ib_binop(&b, NVCG_OP_SUB, ey, one, "frem.lim");
  sh = nv_ib_select(&b, nv_ib_icmp(&b, NVCG_ICMP_ULT, sh, lim, "frem.fits"), sh, lim, "frem.shift");
  bits = nv_ib_binop(&b, NVCG_OP_ADD,
                     nv_ib_binop(&b, NVCG_OP_SHL, nv_ib_binop(&b, NVCG_OP_SUB, lim, sh, "frem.e1"), k52, "frem.exp"),
                     nv_ib_binop(&b, NVCG_OP_SHL, rf, sh, "frem.rn"), "frem.mag");
  bits = nv_ib_select(&b, nv_ib_icmp(&b, NVCG_ICMP_EQ, rf, z64, "frem.zero"), z64, bits, "frem.mag0");
  res = nv_ib_binop(&b, NVCG_OP_OR, bits, sx, "frem.bits");
  res = nv_ib_select(&b, equal, sx, res, "frem.eq");
  res = nv_ib_select(&b, small, bx, res, "frem.lt");
  nan = nv_ib_select(&b, xnan, nv_ib_binop(&b, NVCG_OP_OR, bx, quiet, "frem.qx"),
                     nv_ib_select(&b, ynan, nv_ib_binop(&b, NVCG_OP_OR, by, quiet, "frem.qy"),
                                  nv_const_int(i64, 0xfff8000000000000ull, 0), "frem.nany"),
                     "frem.nanv");
  res = nv_ib_select(&b, special, nan, res, "frem.res.bits");
  res = nv_ib_cast(&b, NVCG_OP_BITCAST, res, I->v.type, "frem.res");
  nv_value_rauw(&I->v, res);
  nv_inst_erase(I);
}

static int nv_pass_expand_frem(nv_func *f, const nv_options *o) {
  (void)o;
  return nv_opt_expand_each(f, nv_xr_wants, nv_xr_expand);
}
