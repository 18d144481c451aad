/* legalize_fp.c -- floating-point type legalisation and the FP lowerings both
 * legalisers share.
 *
 * Promote-float (f16 and bf16 below sm_53, where they have no registers): a value is
 * kept as the f32 holding it exactly, and every operation whose exact result may not be
 * representable (add, sub, mul, div, sqrt, fma, the transcendental ones) rounds its f32
 * result to the 16-bit format and back, so that each operation gives the f16 result
 * (an f16 op computed in f32 and rounded once is correctly rounded for + - * / sqrt:
 * 24 >= 2*11+2). In memory and through bitcasts the value is its 16 bits.
 *
 * Soften (f128, which no SM has): the value is its i128 bit pattern. Loads, stores,
 * moves, selects, constants, bitcasts, negation, absolute value and copysign work on the
 * bits; fp128 arithmetic, comparisons and conversions are reported as unsupported
 * (there is no fp128 hardware and nvcg has no runtime library to call).
 *
 * The shared lowerings: bf16 <-> f32 in integer operations (sm_80 has cvt.rn.bf16.f32,
 * PTX 7.1 cvt.f32.bf16, sm_90 the rest), round-to-odd f64 -> f32 (the exact road from
 * f64 to bf16), an IEEE-exact f32 remainder, round-half-away-from-zero, and the
 * NaN-propagating minimum/maximum. */

/* ---- 16-bit formats held in f32 ---- */
static nv_sdval nv_lz_bf16_bits_to_f32(nv_lz *z, nv_sdval bits16) {
  nv_evt i32 = NV_EVT_INT(32);
  return nv_lz_bitcast(z, NV_SC_F32, nv_lz_n2(z, NV_ISD_SHL, i32, nv_lz_n1(z, NV_ISD_ZERO_EXTEND, i32, bits16),
                                              nv_lz_i32(z, 16)));
}

/* Round to nearest even on the bits: add 0x7fff plus the lowest kept bit, keep the top
 * half. Carries into the exponent round to the next binade or to infinity, as they
 * must; NaNs keep sign and top payload bits and are made quiet. */
static nv_sdval nv_lz_f32_to_bf16_bits(nv_lz *z, nv_sdval x) {
  nv_evt i32 = NV_EVT_INT(32), i16 = NV_EVT_INT(16);
  nv_sdval u = nv_lz_bitcast(z, i32, x);
  nv_sdval lsb = nv_lz_n2(z, NV_ISD_AND, i32, nv_lz_n2(z, NV_ISD_SRL, i32, u, nv_lz_i32(z, 16)), nv_lz_i32(z, 1));
  nv_sdval r = nv_lz_n2(z, NV_ISD_ADD, i32, u, nv_lz_n2(z, NV_ISD_ADD, i32, lsb, nv_lz_i32(z, 0x7fff)));
  nv_sdval rounded = nv_lz_n1(z, NV_ISD_TRUNCATE, i16, nv_lz_n2(z, NV_ISD_SRL, i32, r, nv_lz_i32(z, 16)));
  nv_sdval nan = nv_lz_n1(z, NV_ISD_TRUNCATE, i16,
                          nv_lz_n2(z, NV_ISD_OR, i32, nv_lz_n2(z, NV_ISD_SRL, i32, u, nv_lz_i32(z, 16)), nv_lz_i32(z, 0x40)));
  return nv_lz_select(z, nv_lz_setcc(z, x, x, NV_CC_UO), nan, rounded);
}

/* f64 -> f32 rounding to odd: truncate towards zero and set the last bit when inexact.
 * A round-to-odd f32 (24 bits) rounded again to bf16 (8 bits) is the correctly rounded
 * bf16 of the f64, which double rounding through f32-to-nearest is not. */
static nv_sdval nv_lz_f64_to_f32_odd(nv_lz *z, nv_sdval x) {
  nv_evt i32 = NV_EVT_INT(32);
  nv_sdval t = nv_lz_n1(z, NV_ISD_FP_ROUND, NV_SC_F32, x);
  nv_sdval te = nv_lz_n1(z, NV_ISD_FP_EXTEND, NV_SC_F64, t);
  nv_sdval exact = nv_lz_setcc(z, te, x, NV_CC_OEQ);
  nv_sdval away = nv_lz_setcc(z, nv_lz_n1(z, NV_ISD_FABS, NV_SC_F64, te), nv_lz_n1(z, NV_ISD_FABS, NV_SC_F64, x), NV_CC_OGT);
  nv_sdval tb = nv_lz_bitcast(z, i32, t);
  /* a magnitude rounded away from zero steps back one ulp (the bit pattern of a
   * same-signed float is monotonic in its magnitude) */
  nv_sdval trunc = nv_lz_n2(z, NV_ISD_SUB, i32, tb, nv_lz_n1(z, NV_ISD_ZERO_EXTEND, i32, away));
  nv_sdval odd = nv_lz_n2(z, NV_ISD_OR, i32, trunc, nv_lz_i32(z, 1));
  return nv_lz_bitcast(z, NV_SC_F32, nv_lz_select(z, exact, tb, odd));
}

static nv_sdval nv_lz_fp_to_half_bits(nv_lz *z, nv_sdval x, unsigned sc) {
  if (sc == NV_SC_F16) return nv_lz_n1(z, NV_ISD_FP_TO_FP16, NV_EVT_INT(16), x);
  if (NV_EVT_SC(nv_sdval_vt(x)) == NV_SC_F64) x = nv_lz_f64_to_f32_odd(z, x);
  return nv_lz_f32_to_bf16_bits(z, x);
}

static nv_sdval nv_lz_half_bits_to_f32(nv_lz *z, nv_sdval bits16, unsigned sc) {
  if (sc == NV_SC_F16) return nv_lz_n1(z, NV_ISD_FP16_TO_FP, NV_SC_F32, bits16);
  return nv_lz_bf16_bits_to_f32(z, bits16);
}

static nv_sdval nv_lz_round_half_in_f32(nv_lz *z, nv_sdval x, unsigned sc) {
  return nv_lz_half_bits_to_f32(z, nv_lz_fp_to_half_bits(z, x, sc), sc);
}

/* ---- lowerings ---- */

/* fmod for f32, exact for every input: the remainder of the integer significands
 * (mx * 2^(ex-ey)) mod my, taken 40 exponent steps at a time in 64-bit integers
 * (r < 2^24, so r << 40 fits), rescaled by y's exponent and given x's sign. The result
 * of fmod is always representable, so the final scaling is exact. */
static nv_sdval nv_lz_frem_f32(nv_lz *z, nv_sdval x, nv_sdval y) {
  nv_evt i32 = NV_EVT_INT(32), i64 = NV_EVT_INT(64), f32 = NV_SC_F32, f64 = NV_SC_F64;
  nv_sdval bx = nv_lz_bitcast(z, i32, x), by = nv_lz_bitcast(z, i32, y);
  nv_sdval exr = nv_lz_n2(z, NV_ISD_AND, i32, nv_lz_n2(z, NV_ISD_SRL, i32, bx, nv_lz_i32(z, 23)), nv_lz_i32(z, 0xff));
  nv_sdval eyr = nv_lz_n2(z, NV_ISD_AND, i32, nv_lz_n2(z, NV_ISD_SRL, i32, by, nv_lz_i32(z, 23)), nv_lz_i32(z, 0xff));
  nv_sdval zero = nv_lz_i32(z, 0), one = nv_lz_i32(z, 1);
  nv_sdval xnorm = nv_lz_setcc(z, exr, zero, NV_CC_NE), ynorm = nv_lz_setcc(z, eyr, zero, NV_CC_NE);
  /* subnormals: no implicit bit, effective exponent 1 */
  nv_sdval ex = nv_lz_select(z, xnorm, exr, one), ey = nv_lz_select(z, ynorm, eyr, one);
  nv_sdval mx = nv_lz_n2(z, NV_ISD_OR, i32, nv_lz_n2(z, NV_ISD_AND, i32, bx, nv_lz_i32(z, 0x7fffff)),
                         nv_lz_select(z, xnorm, nv_lz_i32(z, 0x800000), zero));
  nv_sdval my = nv_lz_n2(z, NV_ISD_OR, i32, nv_lz_n2(z, NV_ISD_AND, i32, by, nv_lz_i32(z, 0x7fffff)),
                         nv_lz_select(z, ynorm, nv_lz_i32(z, 0x800000), zero));
  nv_sdval d = nv_lz_n2(z, NV_ISD_SUB, i32, ex, ey);
  nv_sdval my64 = nv_lz_n1(z, NV_ISD_ZERO_EXTEND, i64, my);
  nv_sdval r, scale, res, ax, ay, special;
  unsigned step;
  /* my is zero only for y = 0, a case answered below; keep the division defined */
  my64 = nv_lz_select(z, nv_lz_setcc(z, my, zero, NV_CC_EQ), nv_lz_const(z, i64, 1), my64);
  r = nv_lz_n2(z, NV_ISD_UREM, i64, nv_lz_n1(z, NV_ISD_ZERO_EXTEND, i64, mx), my64);
  for (step = 0; step < 7; step++) {
    /* k = clamp(d - 40*step, 0, 40) */
    nv_sdval k = nv_lz_n2(z, NV_ISD_SUB, i32, d, nv_lz_i32(z, 40 * step));
    k = nv_lz_n2(z, NV_ISD_SMIN, i32, nv_lz_n2(z, NV_ISD_SMAX, i32, k, zero), nv_lz_i32(z, 40));
    r = nv_lz_n2(z, NV_ISD_UREM, i64, nv_lz_n2(z, NV_ISD_SHL, i64, r, k), my64);
  }
  /* r * 2^(ey - 150): exact in f64, then exactly representable in f32 */
  scale = nv_lz_bitcast(z, f64, nv_lz_n2(z, NV_ISD_SHL, i64,
                                         nv_lz_n1(z, NV_ISD_ZERO_EXTEND, i64, nv_lz_n2(z, NV_ISD_ADD, i32, ey, nv_lz_i32(z, 1023 - 150))),
                                         nv_lz_i32(z, 52)));
  res = nv_lz_n1(z, NV_ISD_FP_ROUND, f32, nv_lz_n2(z, NV_ISD_FMUL, f64, nv_lz_n1(z, NV_ISD_UINT_TO_FP, f64, r), scale));
  res = nv_lz_n2(z, NV_ISD_FCOPYSIGN, f32, res, x);
  /* |x| < |y| (d < 0): x itself; y infinite and x finite: x; NaN, x infinite or y = 0:
   * NaN */
  res = nv_lz_select(z, nv_lz_setcc(z, d, zero, NV_CC_SLT), x, res);
  ax = nv_lz_n1(z, NV_ISD_FABS, f32, x);
  ay = nv_lz_n1(z, NV_ISD_FABS, f32, y);
  res = nv_lz_select(z, nv_lz_n2(z, NV_ISD_AND, NV_EVT_INT(1), nv_lz_setcc(z, ay, nv_dag_const_fp(z->d, f32, 0x7f800000u, 0), NV_CC_OEQ),
                                 nv_lz_setcc(z, ax, nv_dag_const_fp(z->d, f32, 0x7f800000u, 0), NV_CC_OLT)),
                     x, res);
  special = nv_lz_n2(z, NV_ISD_OR, NV_EVT_INT(1),
                     nv_lz_n2(z, NV_ISD_OR, NV_EVT_INT(1), nv_lz_setcc(z, x, y, NV_CC_UO),
                              nv_lz_setcc(z, ax, nv_dag_const_fp(z->d, f32, 0x7f800000u, 0), NV_CC_OEQ)),
                     nv_lz_setcc(z, ay, nv_lz_fpconst(z, f32, 0.0), NV_CC_OEQ));
  return nv_lz_select(z, special, nv_dag_const_fp(z->d, f32, 0x7fffffffu, 0), res);
}

/* round(): trunc(x + copysign(0.5, x)), except that |x| < 0.5 truncates (x + 0.5 could
 * round up to 1) and |x| >= 2^p is already an integer (p = mantissa bits). */
static nv_sdval nv_lz_fround(nv_lz *z, nv_sdval x) {
  nv_evt vt = nv_sdval_vt(x);
  double big = NV_EVT_SC(vt) == NV_SC_F64 ? 4503599627370496.0 : 8388608.0;
  nv_sdval a = nv_lz_n1(z, NV_ISD_FABS, vt, x);
  nv_sdval half = nv_lz_n2(z, NV_ISD_FCOPYSIGN, vt, nv_lz_fpconst(z, vt, 0.5), x);
  nv_sdval r = nv_lz_n1(z, NV_ISD_FTRUNC, vt, nv_lz_n2(z, NV_ISD_FADD, vt, x, half));
  r = nv_lz_select(z, nv_lz_setcc(z, a, nv_lz_fpconst(z, vt, big), NV_CC_OGE), x, r);
  return nv_lz_select(z, nv_lz_setcc(z, a, nv_lz_fpconst(z, vt, 0.5), NV_CC_OLT), nv_lz_n1(z, NV_ISD_FTRUNC, vt, x), r);
}

/* IEEE 754-2019 minimum/maximum: NaN if either is NaN, -0 < +0, else min/max. Equal
 * operands are combined bitwise (OR keeps a sign for the minimum, AND drops it for the
 * maximum), which is the identity for equal non-zero values. The NaN is PTX's canonical
 * one (all ones but the sign), what min.NaN/max.NaN return where they exist, so that
 * the result's bits do not depend on the target (f32 is native from sm_80 only, f64
 * never) and match nvcgrun's engines. */
static nv_sdval nv_lz_fminmax_ieee(nv_lz *z, unsigned op, nv_sdval a, nv_sdval b) {
  nv_evt vt = nv_sdval_vt(a), it = NV_EVT_INT(nv_evt_bits(vt));
  int is_min = op == NV_ISD_FMINIMUM;
  nv_sdval m = nv_lz_n2(z, is_min ? NV_ISD_FMINNUM : NV_ISD_FMAXNUM, vt, a, b);
  nv_sdval both = nv_lz_bitcast(z, vt, nv_lz_n2(z, is_min ? NV_ISD_OR : NV_ISD_AND, it, nv_lz_bitcast(z, it, a),
                                                 nv_lz_bitcast(z, it, b)));
  nv_u128 qnan = NV_EVT_SC(vt) == NV_SC_F64 ? nv_u128_make(0x7fffffffffffffffull, 0)
                 : NV_EVT_SC(vt) == NV_SC_F32 ? nv_u128_make(0x7fffffffu, 0) : nv_u128_make(0x7fffu, 0);
  m = nv_lz_select(z, nv_lz_setcc(z, a, b, NV_CC_OEQ), both, m);
  return nv_lz_select(z, nv_lz_setcc(z, a, b, NV_CC_UO), nv_dag_const_fp(z->d, vt, qnan.lo, 0), m);
}

/* copysign on the bits: magnitude of a, sign bit of b (b may be another FP type). */
static nv_sdval nv_lz_fcopysign_bits(nv_lz *z, nv_sdval a, nv_sdval b) {
  nv_evt vt = nv_sdval_vt(a), bt = nv_sdval_vt(b);
  unsigned ab = nv_evt_bits(vt), bb = nv_evt_bits(bt);
  nv_evt it = NV_EVT_INT(ab), bit = NV_EVT_INT(bb);
  nv_u128 sign = nv_u128_shl(nv_u128_make(1, 0), ab - 1);
  nv_sdval mag = nv_lz_n2(z, NV_ISD_AND, it, nv_lz_as_int(z, a), nv_lz_const128(z, it, nv_u128_not(sign)));
  nv_sdval sb;
  if (bb == ab) {
    sb = nv_lz_n2(z, NV_ISD_AND, it, nv_lz_as_int(z, b), nv_lz_const128(z, it, sign));
  } else {
    sb = nv_lz_n2(z, NV_ISD_SRL, bit, nv_lz_as_int(z, b), nv_lz_i32(z, bb - 1));
    sb = nv_lz_n2(z, NV_ISD_SHL, it, nv_lz_resize(z, NV_ISD_ZERO_EXTEND, it, sb), nv_lz_i32(z, ab - 1));
  }
  return nv_lz_bitcast(z, vt, nv_lz_n2(z, NV_ISD_OR, it, mag, sb));
}

/* ---- promote-float: f16 / bf16 held in f32 ---- */
static int nv_lz_promote_fp_result(nv_lz *z, nv_sdnode *n, unsigned r) {
  nv_evt vt = n->vts[r], f32 = NV_SC_F32;
  unsigned sc = NV_EVT_SC(vt), op = n->op, i;
  nv_sdval res, ops[4];
  for (i = 0; i < n->nops && i < 4; i++) ops[i] = nv_sdop(n, i);
  switch (op) {
  case NV_ISD_CONSTANT_FP: {
    double v = sc == NV_SC_F16 ? (double)nv_f16_bits_to_f32((uint16_t)n->u.c.lo)
                               : (double)nv_bf16_bits_to_f32((uint16_t)n->u.c.lo);
    res = nv_dag_const_fp(z->d, f32, nv_f32_to_bits((float)v), 0);
    break;
  }
  case NV_ISD_UNDEF: res = nv_lz_undef(z, f32); break;
  case NV_ISD_LOAD: {
    nv_sdval ld = nv_lz_load(z, NV_EVT_INT(16), ops[0], ops[1], n->mem, NV_EVT_INT(16), NV_EXT_NONE, 0);
    nv_sdval vals[2];
    vals[0].n = NULL;
    vals[0].r = 0;
    vals[1] = nv_lz_chain_of(ld);
    nv_lz_replace(z, n, vals);
    res = nv_lz_half_bits_to_f32(z, ld, sc);
    break;
  }
  case NV_ISD_FADD: case NV_ISD_FSUB: case NV_ISD_FMUL: case NV_ISD_FDIV: case NV_ISD_FMA:
  case NV_ISD_FSQRT: case NV_ISD_FSIN: case NV_ISD_FCOS: case NV_ISD_FEXP2: case NV_ISD_FLOG2:
  case NV_ISD_FMAD: {
    nv_sdval p[3];
    for (i = 0; i < n->nops && i < 3; i++) p[i] = nv_lz_get_promoted_fp(z, ops[i]);
    res = nv_lz_round_half_in_f32(z, nv_lz_node(z, op, f32, p, n->nops), sc);
    break;
  }
  case NV_ISD_FREM: case NV_ISD_FNEG: case NV_ISD_FABS: case NV_ISD_FMINNUM: case NV_ISD_FMAXNUM:
  case NV_ISD_FMINIMUM: case NV_ISD_FMAXIMUM: case NV_ISD_FFLOOR: case NV_ISD_FCEIL: case NV_ISD_FTRUNC:
  case NV_ISD_FRINT: case NV_ISD_FNEARBYINT: case NV_ISD_FROUND: case NV_ISD_FROUNDEVEN: {
    /* exact on representable inputs: no rounding needed */
    nv_sdval p[2];
    for (i = 0; i < n->nops && i < 2; i++) p[i] = nv_lz_get_promoted_fp(z, ops[i]);
    res = nv_lz_node(z, op, f32, p, n->nops);
    break;
  }
  case NV_ISD_FCOPYSIGN: {
    nv_sdval s = ops[1];
    if (nv_sdval_vt(s) == vt) s = nv_lz_get_promoted_fp(z, s);
    res = nv_lz_n2(z, op, f32, nv_lz_get_promoted_fp(z, ops[0]), s);
    break;
  }
  case NV_ISD_SELECT:
    res = nv_lz_n3(z, op, f32, ops[0], nv_lz_get_promoted_fp(z, ops[1]), nv_lz_get_promoted_fp(z, ops[2]));
    break;
  case NV_ISD_FP_ROUND: case NV_ISD_FP_EXTEND: {
    nv_evt st = nv_sdval_vt(ops[0]);
    nv_sdval x = nv_target_type_legal(z->t, st) ? ops[0] : nv_lz_get_promoted_fp(z, ops[0]);
    res = nv_lz_round_half_in_f32(z, x, sc);
    break;
  }
  case NV_ISD_SINT_TO_FP: case NV_ISD_UINT_TO_FP: {
    nv_evt st;
    nv_sdval x = nv_lz_int_operand(z, ops[0], op == NV_ISD_SINT_TO_FP ? NV_ISD_SIGN_EXTEND : NV_ISD_ZERO_EXTEND, &st);
    /* exact into f32 up to 24 bits; wider sources go through f64 (exact to 53 bits) so
     * that only one rounding to the 16-bit format happens */
    nv_evt mid = nv_evt_bits(nv_sdval_vt(ops[0])) <= 24 ? f32 : (nv_evt)NV_SC_F64;
    res = nv_lz_round_half_in_f32(z, nv_lz_n1(z, op, mid, x), sc);
    break;
  }
  case NV_ISD_BITCAST: res = nv_lz_half_bits_to_f32(z, nv_lz_as_int(z, ops[0]), sc); break;
  case NV_ISD_EXTRACT_VECTOR_ELT: {
    uint64_t idx;
    unsigned ne = NV_EVT_NELTS(nv_sdval_vt(ops[0]));
    if (nv_sdval_is_const(ops[1], &idx)) {
      res = nv_lz_get_promoted_fp(z, nv_lz_elt(z, ops[0], (unsigned)idx));
    } else {
      nv_evt it = nv_sdval_vt(ops[1]);
      res = nv_lz_get_promoted_fp(z, nv_lz_elt(z, ops[0], 0));
      for (i = 1; i < ne; i++)
        res = nv_lz_select(z, nv_lz_setcc(z, ops[1], nv_lz_const(z, it, i), NV_CC_EQ),
                           nv_lz_get_promoted_fp(z, nv_lz_elt(z, ops[0], i)), res);
    }
    break;
  }
  case NV_ISD_SELECT_CC: case NV_ISD_FSINCOS:
    return nv_lz_rewrite_or_fail(z, n, "promote");
  default: return nv_lz_unsupported_value(z, n, vt);
  }
  nv_lz_map_set(z, NV_LZ_PROMOTED_FLOATS, nv_sdval_of(n, r), &res, 1);
  return NV_LZ_UPDATED;
}

static int nv_lz_promote_fp_operand(nv_lz *z, nv_sdnode *n, unsigned i) {
  nv_sdval o = nv_sdop(n, i), res;
  nv_evt ot = nv_sdval_vt(o), vt = n->nres ? n->vts[0] : NV_EVT_OTHER;
  unsigned sc = NV_EVT_SC(ot);
  switch (n->op) {
  case NV_ISD_STORE:
    if (i != 1) break;
    res = nv_lz_store(z, nv_sdop(n, 0), nv_lz_fp_to_half_bits(z, nv_lz_get_promoted_fp(z, o), sc), nv_sdop(n, 2),
                      n->mem, NV_EVT_INT(16), 0);
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  case NV_ISD_FP_EXTEND:
    res = nv_lz_get_promoted_fp(z, o);
    if (vt != NV_SC_F32) res = nv_lz_n1(z, NV_ISD_FP_EXTEND, vt, res);
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  case NV_ISD_FP_TO_SINT: case NV_ISD_FP_TO_UINT:
    nv_lz_replace1(z, n, nv_lz_n1(z, n->op, vt, nv_lz_get_promoted_fp(z, o)));
    return NV_LZ_REPLACED;
  case NV_ISD_SETCC:
    nv_lz_replace1(z, n, nv_lz_n3(z, NV_ISD_SETCC, vt, nv_lz_get_promoted_fp(z, nv_sdop(n, 0)),
                                  nv_lz_get_promoted_fp(z, nv_sdop(n, 1)), nv_sdop(n, 2)));
    return NV_LZ_REPLACED;
  case NV_ISD_BITCAST:
    res = nv_lz_fp_to_half_bits(z, nv_lz_get_promoted_fp(z, o), sc);
    nv_lz_replace1(z, n, nv_lz_bitcast(z, vt, res));
    return NV_LZ_REPLACED;
  case NV_ISD_FCOPYSIGN:
    if (i != 1) break;
    return nv_lz_update_operand(z, n, i, nv_lz_get_promoted_fp(z, o));
  case NV_ISD_SELECT_CC: case NV_ISD_BR_CC:
    return nv_lz_rewrite_or_fail(z, n, "promote the operands of");
  default: break;
  }
  return nv_lz_unsupported_value(z, n, ot);
}

/* ---- soften: f128 as its bits ---- */
static int nv_lz_fp128_unsupported(nv_lz *z, nv_sdnode *n) {
  return nv_lz_error(z, n, "unsupported: fp128 %s (fp128 values can be loaded, stored, moved, selected, "
                     "negated and bitcast as 128-bit integers; PTX has no fp128 arithmetic and nvcg no runtime library)",
                     n->op == NV_ISD_SETCC ? "comparison" :
                     (n->op >= NV_ISD_FP_ROUND && n->op <= NV_ISD_UINT_TO_FP) ? "conversion" : "arithmetic");
}

static int nv_lz_soften_result(nv_lz *z, nv_sdnode *n, unsigned r) {
  nv_evt vt = n->vts[r], it = NV_EVT_INT(nv_evt_bits(vt));
  nv_u128 sign = nv_u128_shl(nv_u128_make(1, 0), nv_evt_bits(vt) - 1);
  nv_sdval res, a = n->nops ? nv_sdop(n, 0) : nv_sdval_of(n, 0);
  switch (n->op) {
  case NV_ISD_CONSTANT_FP: res = nv_lz_const128(z, it, nv_u128_make(n->u.c.lo, n->u.c.hi)); break;
  case NV_ISD_UNDEF: res = nv_lz_undef(z, it); break;
  case NV_ISD_LOAD: {
    nv_sdval ld = nv_lz_load(z, it, a, nv_sdop(n, 1), n->mem, it, NV_EXT_NONE, 0);
    nv_sdval vals[2];
    vals[0].n = NULL;
    vals[0].r = 0;
    vals[1] = nv_lz_chain_of(ld);
    nv_lz_replace(z, n, vals);
    res = ld;
    break;
  }
  case NV_ISD_FNEG: res = nv_lz_n2(z, NV_ISD_XOR, it, nv_lz_get_softened(z, a), nv_lz_const128(z, it, sign)); break;
  case NV_ISD_FABS: res = nv_lz_n2(z, NV_ISD_AND, it, nv_lz_get_softened(z, a), nv_lz_const128(z, it, nv_u128_not(sign))); break;
  case NV_ISD_FCOPYSIGN: {
    nv_sdval b = nv_sdop(n, 1), sb;
    unsigned bb = nv_evt_bits(nv_sdval_vt(b));
    nv_sdval bi = nv_sdval_vt(b) == vt ? nv_lz_get_softened(z, b) : nv_lz_as_int(z, b);
    sb = nv_lz_n2(z, NV_ISD_SRL, NV_EVT_INT(bb), bi, nv_lz_i32(z, bb - 1));
    sb = nv_lz_n2(z, NV_ISD_SHL, it, nv_lz_resize(z, NV_ISD_ZERO_EXTEND, it, sb), nv_lz_i32(z, nv_evt_bits(vt) - 1));
    res = nv_lz_n2(z, NV_ISD_OR, it, nv_lz_n2(z, NV_ISD_AND, it, nv_lz_get_softened(z, a), nv_lz_const128(z, it, nv_u128_not(sign))), sb);
    break;
  }
  case NV_ISD_SELECT:
    res = nv_lz_n3(z, NV_ISD_SELECT, it, a, nv_lz_get_softened(z, nv_sdop(n, 1)), nv_lz_get_softened(z, nv_sdop(n, 2)));
    break;
  case NV_ISD_BITCAST: res = nv_lz_as_int(z, a); break;
  case NV_ISD_EXTRACT_VECTOR_ELT: {
    uint64_t idx;
    if (!nv_sdval_is_const(nv_sdop(n, 1), &idx)) return nv_lz_fp128_unsupported(z, n);
    res = nv_lz_get_softened(z, nv_lz_elt(z, a, (unsigned)idx));
    break;
  }
  case NV_ISD_SELECT_CC: return nv_lz_rewrite_or_fail(z, n, "soften");
  default:
    if (nv_isd_is_fp_arith(n->op) || (n->op >= NV_ISD_FP_ROUND && n->op <= NV_ISD_UINT_TO_FP))
      return nv_lz_fp128_unsupported(z, n);
    return nv_lz_unsupported_value(z, n, vt);
  }
  nv_lz_map_set(z, NV_LZ_SOFTENED_FLOATS, nv_sdval_of(n, r), &res, 1);
  return NV_LZ_UPDATED;
}

static int nv_lz_soften_operand(nv_lz *z, nv_sdnode *n, unsigned i) {
  nv_sdval o = nv_sdop(n, i), res;
  nv_evt ot = nv_sdval_vt(o), vt = n->nres ? n->vts[0] : NV_EVT_OTHER;
  nv_evt it = NV_EVT_INT(nv_evt_bits(ot));
  switch (n->op) {
  case NV_ISD_STORE:
    if (i != 1) break;
    res = nv_lz_store(z, nv_sdop(n, 0), nv_lz_get_softened(z, o), nv_sdop(n, 2), n->mem, it, 0);
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  case NV_ISD_BITCAST:
    res = nv_lz_get_softened(z, o);
    nv_lz_replace1(z, n, nv_lz_bitcast(z, vt, res));
    return NV_LZ_REPLACED;
  case NV_ISD_FCOPYSIGN: {
    nv_sdval mag = nv_sdop(n, 0);
    unsigned mb = nv_evt_bits(vt);
    nv_evt mt = NV_EVT_INT(mb);
    nv_sdval sb;
    if (i != 1) break;
    sb = nv_lz_n2(z, NV_ISD_SRL, it, nv_lz_get_softened(z, o), nv_lz_i32(z, nv_evt_bits(ot) - 1));
    sb = nv_lz_n2(z, NV_ISD_SHL, mt, nv_lz_resize(z, NV_ISD_TRUNCATE, mt, sb), nv_lz_i32(z, mb - 1));
    res = nv_lz_n2(z, NV_ISD_OR, mt, nv_lz_n2(z, NV_ISD_AND, mt, nv_lz_as_int(z, mag),
                                              nv_lz_const128(z, mt, nv_u128_zext(nv_u128_make(~0ull, ~0ull), mb - 1))), sb);
    nv_lz_replace1(z, n, nv_lz_bitcast(z, vt, res));
    return NV_LZ_REPLACED;
  }
  case NV_ISD_SELECT_CC: case NV_ISD_BR_CC: return nv_lz_rewrite_or_fail(z, n, "soften the operands of");
  default:
    if (nv_isd_is_fp_arith(n->op) || (n->op >= NV_ISD_FP_ROUND && n->op <= NV_ISD_UINT_TO_FP))
      return nv_lz_fp128_unsupported(z, n);
    break;
  }
  return nv_lz_unsupported_value(z, n, ot);
}
