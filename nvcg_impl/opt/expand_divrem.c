/* expand_divrem.c -- udiv, sdiv, urem and srem on integers wider than 64 bits become a
 * shift-subtract loop (LLVM's ExpandLargeDivRem does the same before instruction
 * selection): PTX divides at most 64 bits and nvcg links no runtime library.
 *
 * An N-bit operation (64 < N <= 128) works in i128: unsigned operands are zero-extended;
 * signed ones are sign-extended and replaced by their magnitudes (an N-bit magnitude,
 * even 2^(N-1) of the most negative value, which is why N loop turns suffice), the
 * signs applied at the end (quotient negative when the signs differ, remainder with the
 * dividend's sign: LLVM's truncating division). The dividend is shifted up to the top
 * of the i128 so that every turn takes its next bit with a constant shift:
 *       pre:   %n0 = shl (ext %x), 128-N ; br loop
 *       loop:  %i = phi i32 [N, pre], [%i.next, loop]   ; %n, %r, %q likewise ([.., 0, 0])
 *              %r2 = (%r << 1) | (%n >> 127)             ; bring down the next bit
 *              %take = (%r >> 127) != 0 || %r2 u>= %d    ; the bit shifted out counts
 *              %r3 = %take ? %r2 - %d : %r2 ; %q2 = (%q << 1) | %take ; %n2 = %n << 1
 *              br (%i - 1 != 0), loop, end
 *       end:   the quotient %q2 or remainder %r3 (negated as needed), truncated to N.
 * When both magnitudes are below 2^64 (the common case) pre branches instead to a block
 * with one native 64-bit udiv/urem, joined by a phi in end.
 * The carry test matters only for N = 128, where %r can reach 2^128 before the
 * subtraction (arithmetic mod 2^128 still gives the right difference, below %d).
 * Division by zero is undefined behaviour; the loop then just runs out. Vectors are
 * split into lanes first. Wider integers are left for the code generator to report.
 * Runs at every -O level. */

static int nv_xd_wants(const nv_inst *I) {
  unsigned op = I->v.opcode;
  nv_type *t = I->v.type;
  if (op != NVCG_OP_UDIV && op != NVCG_OP_SDIV && op != NVCG_OP_UREM && op != NVCG_OP_SREM) return 0;
  if (t->kind == NVCG_TYPE_VECTOR) t = t->elem;
  return t->kind == NVCG_TYPE_INT && t->bits > 64 && t->bits <= 128;
}

static void nv_xd_expand(nv_inst *I) {
  nv_context *c = nv_value_ctx(&I->v);
  nv_type *t = I->v.type, *w = nv_type_int(c, 128), *i32 = nv_type_int(c, 32), *i64 = nv_type_int(c, 64);
  unsigned N = t->bits, op = I->v.opcode;
  int sgn = op == NVCG_OP_SDIV || op == NVCG_OP_SREM, rem = op == NVCG_OP_UREM || op == NVCG_OP_SREM;
  nv_block *pre = I->parent, *end, *loop, *fast;
  nv_value *x = I->ops[0].val, *y = I->ops[1].val, *zero = nv_const_int(w, 0, 0), *one = nv_const_int(w, 1, 0);
  nv_value *top = nv_const_int(w, 127, 0), *nx = NULL, *ny = NULL, *n0, *bit, *r2, *n2, *take, *r3, *q2, *inext, *res;
  nv_value *x64, *y64, *qf, *rf;
  nv_inst *pi, *pn, *pr, *pq, *join;
  nv_ib b;
  end = nv_opt_split_block(pre, I, "divrem.end");
  loop = nv_block_new(pre->parent, "divrem.loop", end);
  nv_ib_at_end(&b, pre);
  if (N < 128) {
    x = nv_ib_cast(&b, sgn ? NVCG_OP_SEXT : NVCG_OP_ZEXT, x, w, "divrem.x");
    y = nv_ib_cast(&b, sgn ? NVCG_OP_SEXT : NVCG_OP_ZEXT, y, w, "divrem.y");
  }
  if (sgn) {
    nx = nv_ib_icmp(&b, NVCG_ICMP_SLT, x, zero, "divrem.xneg");
    ny = nv_ib_icmp(&b, NVCG_ICMP_SLT, y, zero, "divrem.yneg");
    x = nv_ib_select(&b, nx, nv_ib_binop(&b, NVCG_OP_SUB, zero, x, "divrem.negx"), x, "divrem.ax");
    y = nv_ib_select(&b, ny, nv_ib_binop(&b, NVCG_OP_SUB, zero, y, "divrem.negy"), y, "divrem.ay");
  }
  n0 = N < 128 ? nv_ib_binop(&b, NVCG_OP_SHL, x, nv_const_int(w, 128 - N, 0), "divrem.n0") : x;
  /* both magnitudes below 2^64: one native 64-bit division instead of the loop */
  fast = nv_block_new(pre->parent, "divrem.fast", end);
  {
    nv_value *both = nv_ib_binop(&b, NVCG_OP_OR, x, y, "divrem.both");
    nv_value *hi = nv_ib_binop(&b, NVCG_OP_LSHR, both, nv_const_int(w, 64, 0), "divrem.hi");
    nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_EQ, hi, zero, "divrem.small"), fast, loop);
    nv_ib_at_end(&b, fast);
    x64 = nv_ib_cast(&b, NVCG_OP_TRUNC, x, i64, "divrem.x64");
    y64 = nv_ib_cast(&b, NVCG_OP_TRUNC, y, i64, "divrem.y64");
    qf = nv_ib_cast(&b, NVCG_OP_ZEXT, nv_ib_binop(&b, NVCG_OP_UDIV, x64, y64, "divrem.q64"), w, "divrem.qf");
    rf = nv_ib_cast(&b, NVCG_OP_ZEXT, nv_ib_binop(&b, NVCG_OP_UREM, x64, y64, "divrem.r64"), w, "divrem.rf");
    nv_ib_br(&b, end);
  }

  nv_ib_at_end(&b, loop);
  pi = nv_ib_phi(&b, i32, "divrem.i");
  pn = nv_ib_phi(&b, w, "divrem.n");
  pr = nv_ib_phi(&b, w, "divrem.r");
  pq = nv_ib_phi(&b, w, "divrem.q");
  bit = nv_ib_binop(&b, NVCG_OP_LSHR, &pn->v, top, "divrem.bit");
  r2 = nv_ib_binop(&b, NVCG_OP_OR, nv_ib_binop(&b, NVCG_OP_SHL, &pr->v, one, "divrem.rs"), bit, "divrem.r2");
  n2 = nv_ib_binop(&b, NVCG_OP_SHL, &pn->v, one, "divrem.n2");
  take = nv_ib_binop(&b, NVCG_OP_OR,
                     nv_ib_icmp(&b, NVCG_ICMP_NE, nv_ib_binop(&b, NVCG_OP_LSHR, &pr->v, top, "divrem.out"), zero, "divrem.carry"),
                     nv_ib_icmp(&b, NVCG_ICMP_UGE, r2, y, "divrem.ge"), "divrem.take");
  r3 = nv_ib_select(&b, take, nv_ib_binop(&b, NVCG_OP_SUB, r2, y, "divrem.diff"), r2, "divrem.r3");
  q2 = nv_ib_binop(&b, NVCG_OP_OR, nv_ib_binop(&b, NVCG_OP_SHL, &pq->v, one, "divrem.qs"),
                   nv_ib_cast(&b, NVCG_OP_ZEXT, take, w, "divrem.qbit"), "divrem.q2");
  inext = nv_ib_binop(&b, NVCG_OP_SUB, &pi->v, nv_const_int(i32, 1, 0), "divrem.i.next");
  nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_NE, inext, nv_const_int(i32, 0, 0), "divrem.more"), loop, end);
  nv_opt_phi_add(pi, nv_const_int(i32, N, 0), pre);
  nv_opt_phi_add(pi, inext, loop);
  nv_opt_phi_add(pn, n0, pre);
  nv_opt_phi_add(pn, n2, loop);
  nv_opt_phi_add(pr, zero, pre);
  nv_opt_phi_add(pr, r3, loop);
  nv_opt_phi_add(pq, zero, pre);
  nv_opt_phi_add(pq, q2, loop);

  nv_ib_before(&b, I);
  join = nv_ib_phi(&b, w, rem ? "divrem.rem" : "divrem.quot");
  nv_opt_phi_add(join, rem ? rf : qf, fast);
  nv_opt_phi_add(join, rem ? r3 : q2, loop);
  res = &join->v;
  if (sgn) {
    nv_value *neg = rem ? nx : nv_ib_binop(&b, NVCG_OP_XOR, nx, ny, "divrem.qneg");
    res = nv_ib_select(&b, neg, nv_ib_binop(&b, NVCG_OP_SUB, zero, res, "divrem.negres"), res, "divrem.sres");
  }
  if (N < 128) res = nv_ib_cast(&b, NVCG_OP_TRUNC, res, t, "divrem.res");
  nv_value_rauw(&I->v, res);
  nv_inst_erase(I);
}

static int nv_pass_expand_divrem(nv_func *f, const nv_options *o) {
  (void)o;
  return nv_opt_expand_each(f, nv_xd_wants, nv_xd_expand);
}
