/* legalize_int.c -- integer promotion and expansion (seeds/001: PromoteIntegerResult /
 * ExpandIntegerResult and their operand twins). Promotion computes an iN value in the
 * next legal width with the upper bits undefined, and defines them (zero or sign
 * extension in the register) exactly where the operation reads them: comparisons,
 * division, right shifts, counts, min/max, conversions. Expansion splits an i128 into
 * two i64 halves (little-endian: the low half at the lower address) and builds carries,
 * cross-half shifts and two-step comparisons from i64 operations.
 *
 * The expansion handlers also serve the operation legaliser: where i128 is a legal type
 * (sm_70+, PTX 8.3) it has registers but no arithmetic, so each i128 operation is taken
 * apart into halves read with EXTRACT_ELEMENT and put together with BUILD_PAIR. */

/* Replaces n by its same-type rewrite (nv_lz_rewrite) or reports that nothing can be
 * done with it. */
static int nv_lz_rewrite_or_fail(nv_lz *z, nv_sdnode *n, const char *what) {
  nv_sdval *vals = NV_NEW_ARRAY(z->d->arena, nv_sdval, n->nres ? n->nres : 1);
  if (nv_lz_rewrite(z, n, vals)) {
    nv_lz_replace(z, n, vals);
    return NV_LZ_REPLACED;
  }
  return nv_lz_error(z, n, "cannot %s %s", what, nv_isd_name(n->op));
}

static int nv_isd_is_atomic(unsigned op) { return op >= NV_ISD_ATOMIC_LOAD && op <= NV_ISD_ATOMIC_LOAD_UDEC_WRAP; }

static int nv_lz_unsupported_value(nv_lz *z, nv_sdnode *n, nv_evt vt) {
  nv_buf b = NV_BUF_INIT;
  nv_evt_print(&b, vt);
  if (nv_isd_is_atomic(n->op))
    nv_lz_error(z, n, "unsupported: atomic operation on %s (PTX atomics work on 16/32/64-bit values, and on "
                "128-bit ones from sm_90 with PTX ISA 8.3 (atom.cas/exch.b128); narrower or wider ones must be "
                "expanded into a compare-and-swap loop before code generation)",
                b.data);
  else
    nv_lz_error(z, n, "unsupported: a value of type %s produced or used by %s", b.data, nv_isd_name(n->op));
  nv_buf_free(&b);
  return NV_LZ_FAIL;
}

/* A shift amount of any integer type, as an i32 (amounts never exceed 127). */
static nv_sdval nv_lz_amount_i32(nv_lz *z, nv_sdval amt) {
  nv_evt at = nv_sdval_vt(amt);
  nv_sdval lo, hi;
  if (!nv_target_type_legal(z->t, at)) {
    if (nv_target_type_action(z->t, at) == NV_TA_EXPAND_INTEGER) {
      nv_lz_get_expanded(z, amt, &lo, &hi);
      amt = lo;
    } else {
      amt = nv_lz_zext_inreg(z, nv_lz_get_promoted(z, amt), nv_evt_bits(at));
    }
  } else if (z->oplevel && nv_evt_bits(at) == 128) {
    nv_lz_get_expanded(z, amt, &lo, &hi);
    amt = lo;
  }
  return nv_lz_resize(z, NV_ISD_ZERO_EXTEND, NV_EVT_INT(32), amt);
}

/* The type of a memory node's value in memory. */
static nv_evt nv_mem_vt(const nv_sdnode *n, nv_evt value) {
  return n->mem && n->mem->memvt ? n->mem->memvt : value;
}

/* ---- promotion ---- */
static int nv_lz_promote_int_result(nv_lz *z, nv_sdnode *n, unsigned r) {
  nv_evt vt = n->vts[r], pt = nv_target_type_to_transform(z->t, vt);
  unsigned bits = nv_evt_bits(vt), pbits = nv_evt_bits(pt), op = n->op;
  nv_sdval res, a, b;
  res.n = NULL;
  res.r = 0;
  a = n->nops > 0 ? nv_sdop(n, 0) : res;
  b = n->nops > 1 ? nv_sdop(n, 1) : res;
  switch (op) {
  case NV_ISD_CONSTANT:
    /* upper bits are free; sign extension keeps small negative constants small */
    res = nv_lz_const128(z, pt, nv_u128_sext(nv_u128_make(n->u.c.lo, n->u.c.hi), bits));
    break;
  case NV_ISD_UNDEF: res = nv_lz_undef(z, pt); break;
  case NV_ISD_ADD: case NV_ISD_SUB: case NV_ISD_MUL: case NV_ISD_AND: case NV_ISD_OR: case NV_ISD_XOR:
    res = nv_lz_n2(z, op, pt, nv_lz_get_promoted(z, a), nv_lz_get_promoted(z, b));
    break;
  case NV_ISD_SDIV: case NV_ISD_SREM: case NV_ISD_SMIN: case NV_ISD_SMAX:
    res = nv_lz_n2(z, op, pt, nv_lz_sext_inreg(z, nv_lz_get_promoted(z, a), bits),
                   nv_lz_sext_inreg(z, nv_lz_get_promoted(z, b), bits));
    break;
  case NV_ISD_UDIV: case NV_ISD_UREM: case NV_ISD_UMIN: case NV_ISD_UMAX:
    res = nv_lz_n2(z, op, pt, nv_lz_zext_inreg(z, nv_lz_get_promoted(z, a), bits),
                   nv_lz_zext_inreg(z, nv_lz_get_promoted(z, b), bits));
    break;
  case NV_ISD_ABS: res = nv_lz_n1(z, op, pt, nv_lz_sext_inreg(z, nv_lz_get_promoted(z, a), bits)); break;
  case NV_ISD_SHL: res = nv_lz_n2(z, op, pt, nv_lz_get_promoted(z, a), nv_lz_amount_i32(z, b)); break;
  case NV_ISD_SRA:
    res = nv_lz_n2(z, op, pt, nv_lz_sext_inreg(z, nv_lz_get_promoted(z, a), bits), nv_lz_amount_i32(z, b));
    break;
  case NV_ISD_SRL:
    res = nv_lz_n2(z, op, pt, nv_lz_zext_inreg(z, nv_lz_get_promoted(z, a), bits), nv_lz_amount_i32(z, b));
    break;
  case NV_ISD_CTLZ: case NV_ISD_CTLZ_ZERO_UNDEF:
    res = nv_lz_n2(z, NV_ISD_SUB, pt, nv_lz_n1(z, op, pt, nv_lz_zext_inreg(z, nv_lz_get_promoted(z, a), bits)),
                   nv_lz_const(z, pt, pbits - bits));
    break;
  case NV_ISD_CTTZ:
    /* a set bit just above the value makes cttz(0) = bits */
    res = nv_lz_n1(z, op, pt, nv_lz_n2(z, NV_ISD_OR, pt, nv_lz_get_promoted(z, a),
                                       nv_lz_const128(z, pt, nv_u128_shl(nv_u128_make(1, 0), bits))));
    break;
  case NV_ISD_CTTZ_ZERO_UNDEF: res = nv_lz_n1(z, op, pt, nv_lz_get_promoted(z, a)); break;
  case NV_ISD_CTPOP: res = nv_lz_n1(z, op, pt, nv_lz_zext_inreg(z, nv_lz_get_promoted(z, a), bits)); break;
  case NV_ISD_BSWAP: case NV_ISD_BITREVERSE:
    res = nv_lz_n2(z, NV_ISD_SRL, pt, nv_lz_n1(z, op, pt, nv_lz_get_promoted(z, a)), nv_lz_i32(z, pbits - bits));
    break;
  case NV_ISD_SIGN_EXTEND_INREG: res = nv_lz_n2(z, op, pt, nv_lz_get_promoted(z, a), b); break;
  case NV_ISD_TRUNCATE: {
    nv_evt at = nv_sdval_vt(a);
    nv_sdval x = a, hi;
    if (at == pt) {
      x = a; /* i96 from an i128: the promoted value is the i128 itself */
    } else if (!nv_target_type_legal(z->t, at)) {
      if (nv_target_type_action(z->t, at) == NV_TA_EXPAND_INTEGER) nv_lz_get_expanded(z, a, &x, &hi);
      else x = nv_lz_get_promoted(z, a);
    }
    res = nv_lz_resize(z, NV_ISD_ANY_EXTEND, pt, x);
    break;
  }
  case NV_ISD_ZERO_EXTEND: case NV_ISD_SIGN_EXTEND: case NV_ISD_ANY_EXTEND:
    res = nv_lz_resize(z, op, pt, nv_lz_int_operand(z, a, op, NULL));
    break;
  case NV_ISD_LOAD: {
    nv_sdval ld = nv_lz_load(z, pt, a, b, n->mem, nv_mem_vt(n, vt), n->mem->ext, 0);
    nv_sdval vals[2];
    vals[0].n = NULL;
    vals[0].r = 0;
    vals[1] = nv_lz_chain_of(ld);
    nv_lz_replace(z, n, vals);
    res = ld;
    break;
  }
  case NV_ISD_ATOMIC_LOAD: {
    /* an atomic (ordered) load of an i8: ld.<sem>.<scope>.b8 into a 16-bit register, as a
     * plain extending load (PTX's memory-model loads take .b8) */
    nv_memop m = *n->mem;
    nv_evt vts[2];
    nv_sdval ops[2], vals[2];
    if (bits != 8) return nv_lz_unsupported_value(z, n, vt);
    vts[0] = pt;
    vts[1] = NV_EVT_OTHER;
    ops[0] = a;
    ops[1] = b;
    m.memvt = vt;
    m.ext = NV_EXT_ANY;
    res = nv_dag_mem_node(z->d, NV_ISD_ATOMIC_LOAD, vts, 2, ops, 2, &m);
    vals[0].n = NULL;
    vals[0].r = 0;
    vals[1] = nv_lz_chain_of(res);
    nv_lz_replace(z, n, vals);
    break;
  }
  case NV_ISD_SELECT:
    res = nv_lz_n3(z, op, pt, a, nv_lz_get_promoted(z, b), nv_lz_get_promoted(z, nv_sdop(n, 2)));
    break;
  case NV_ISD_FP_TO_SINT: case NV_ISD_FP_TO_UINT: res = nv_lz_n1(z, op, pt, a); break;
  case NV_ISD_BITCAST: res = nv_lz_get_promoted(z, nv_lz_as_int(z, a)); break;
  case NV_ISD_BUILD_PAIR: {
    unsigned half = nv_evt_bits(nv_sdval_vt(a));
    nv_sdval lo = nv_lz_resize(z, NV_ISD_ZERO_EXTEND, pt, nv_lz_int_operand(z, a, NV_ISD_ZERO_EXTEND, NULL));
    nv_sdval hi = nv_lz_resize(z, NV_ISD_ANY_EXTEND, pt, nv_lz_int_operand(z, b, NV_ISD_ANY_EXTEND, NULL));
    res = nv_lz_n2(z, NV_ISD_OR, pt, lo, nv_lz_n2(z, NV_ISD_SHL, pt, hi, nv_lz_i32(z, half)));
    break;
  }
  case NV_ISD_EXTRACT_VECTOR_ELT: {
    nv_evt vecvt = nv_sdval_vt(a);
    uint64_t idx;
    if (nv_target_type_legal(z->t, vecvt)) {
      res = nv_lz_n2(z, op, pt, a, b); /* the lane, any-extended */
    } else if (nv_sdval_is_const(b, &idx)) {
      res = nv_lz_get_promoted(z, nv_lz_elt(z, a, (unsigned)idx));
    } else {
      unsigned i, ne = NV_EVT_NELTS(vecvt);
      nv_evt it = nv_sdval_vt(b);
      res = nv_lz_get_promoted(z, nv_lz_elt(z, a, 0));
      for (i = 1; i < ne; i++)
        res = nv_lz_select(z, nv_lz_setcc(z, b, nv_lz_const(z, it, i), NV_CC_EQ),
                           nv_lz_get_promoted(z, nv_lz_elt(z, a, i)), res);
    }
    break;
  }
  case NV_ISD_UADDO: case NV_ISD_USUBO: case NV_ISD_SADDO: case NV_ISD_SSUBO:
  case NV_ISD_UMULO: case NV_ISD_SMULO: {
    int sgn = op == NV_ISD_SADDO || op == NV_ISD_SSUBO || op == NV_ISD_SMULO;
    unsigned ar = op == NV_ISD_UADDO || op == NV_ISD_SADDO ? NV_ISD_ADD
                  : op == NV_ISD_USUBO || op == NV_ISD_SSUBO ? NV_ISD_SUB : NV_ISD_MUL;
    nv_sdval x = sgn ? nv_lz_sext_inreg(z, nv_lz_get_promoted(z, a), bits) : nv_lz_zext_inreg(z, nv_lz_get_promoted(z, a), bits);
    nv_sdval y = sgn ? nv_lz_sext_inreg(z, nv_lz_get_promoted(z, b), bits) : nv_lz_zext_inreg(z, nv_lz_get_promoted(z, b), bits);
    nv_sdval ovf, vals[2];
    res = nv_lz_n2(z, ar, pt, x, y);
    if (ar != NV_ISD_MUL || 2 * bits <= pbits) {
      /* the wide result fits: it overflowed iff it differs from its own extension */
      ovf = nv_lz_setcc(z, sgn ? nv_lz_sext_inreg(z, res, bits) : nv_lz_zext_inreg(z, res, bits), res, NV_CC_NE);
    } else {
      nv_sdval hi = nv_lz_n2(z, sgn ? NV_ISD_MULHS : NV_ISD_MULHU, pt, x, y);
      nv_sdval hi_ok = nv_lz_setcc(z, hi, sgn ? nv_lz_n2(z, NV_ISD_SRA, pt, res, nv_lz_i32(z, pbits - 1))
                                              : nv_lz_const(z, pt, 0), NV_CC_EQ);
      nv_sdval lo_ok = nv_lz_setcc(z, sgn ? nv_lz_sext_inreg(z, res, bits) : nv_lz_zext_inreg(z, res, bits), res, NV_CC_EQ);
      ovf = nv_lz_n2(z, NV_ISD_XOR, NV_EVT_INT(1), nv_lz_n2(z, NV_ISD_AND, NV_EVT_INT(1), hi_ok, lo_ok),
                     nv_lz_const(z, NV_EVT_INT(1), 1));
    }
    vals[0].n = NULL;
    vals[0].r = 0;
    vals[1] = ovf;
    nv_lz_replace(z, n, vals);
    break;
  }
  case NV_ISD_UADDSAT: case NV_ISD_USUBSAT: {
    nv_sdval x = nv_lz_zext_inreg(z, nv_lz_get_promoted(z, a), bits);
    nv_sdval y = nv_lz_zext_inreg(z, nv_lz_get_promoted(z, b), bits);
    if (op == NV_ISD_UADDSAT)
      res = nv_lz_n2(z, NV_ISD_UMIN, pt, nv_lz_n2(z, NV_ISD_ADD, pt, x, y),
                     nv_lz_const128(z, pt, nv_u128_zext(nv_u128_make(~0ull, ~0ull), bits)));
    else
      res = nv_lz_n2(z, NV_ISD_USUBSAT, pt, x, y);
    break;
  }
  case NV_ISD_SADDSAT: case NV_ISD_SSUBSAT: {
    nv_sdval x = nv_lz_sext_inreg(z, nv_lz_get_promoted(z, a), bits);
    nv_sdval y = nv_lz_sext_inreg(z, nv_lz_get_promoted(z, b), bits);
    nv_u128 mx = nv_u128_zext(nv_u128_make(~0ull, ~0ull), bits - 1);
    nv_sdval s = nv_lz_n2(z, op == NV_ISD_SADDSAT ? NV_ISD_ADD : NV_ISD_SUB, pt, x, y);
    res = nv_lz_n2(z, NV_ISD_SMIN, pt, nv_lz_n2(z, NV_ISD_SMAX, pt, s, nv_lz_const128(z, pt, nv_u128_not(mx))),
                   nv_lz_const128(z, pt, mx));
    break;
  }
  case NV_ISD_MULHS: case NV_ISD_MULHU: {
    int sgn = op == NV_ISD_MULHS;
    nv_sdval x = sgn ? nv_lz_sext_inreg(z, nv_lz_get_promoted(z, a), bits) : nv_lz_zext_inreg(z, nv_lz_get_promoted(z, a), bits);
    nv_sdval y = sgn ? nv_lz_sext_inreg(z, nv_lz_get_promoted(z, b), bits) : nv_lz_zext_inreg(z, nv_lz_get_promoted(z, b), bits);
    nv_sdval lo = nv_lz_n2(z, NV_ISD_MUL, pt, x, y);
    if (2 * bits <= pbits) {
      res = nv_lz_n2(z, sgn ? NV_ISD_SRA : NV_ISD_SRL, pt, lo, nv_lz_i32(z, bits));
    } else {
      /* bits [bits, 2*bits) of the product span the two words */
      nv_sdval hi = nv_lz_n2(z, op, pt, x, y);
      res = nv_lz_n2(z, NV_ISD_OR, pt, nv_lz_n2(z, NV_ISD_SRL, pt, lo, nv_lz_i32(z, bits)),
                     nv_lz_n2(z, NV_ISD_SHL, pt, hi, nv_lz_i32(z, pbits - bits)));
    }
    break;
  }
  case NV_ISD_SELECT_CC: case NV_ISD_ROTL: case NV_ISD_ROTR: case NV_ISD_FSHL: case NV_ISD_FSHR:
  case NV_ISD_SMUL_LOHI: case NV_ISD_UMUL_LOHI: case NV_ISD_UADDO_CARRY: case NV_ISD_USUBO_CARRY:
    return nv_lz_rewrite_or_fail(z, n, "promote");
  default:
    if (nv_isd_is_atomic(op) || op == NV_ISD_COPY_FROM_REG || op == NV_ISD_COPY_TO_REG || op >= NV_ISD_INTRINSIC_WO_CHAIN)
      return nv_lz_unsupported_value(z, n, vt);
    return nv_lz_rewrite_or_fail(z, n, "promote the result of");
  }
  nv_lz_map_set(z, NV_LZ_PROMOTED_INTEGERS, nv_sdval_of(n, r), &res, 1);
  return NV_LZ_UPDATED;
}

static int nv_lz_update_operand(nv_lz *z, nv_sdnode *n, unsigned i, nv_sdval v) {
  nv_dag_update_operand(z->d, n, i, v);
  return NV_LZ_UPDATED;
}

static int nv_lz_promote_int_operand(nv_lz *z, nv_sdnode *n, unsigned i) {
  nv_sdval o = nv_sdop(n, i), res;
  nv_evt ot = nv_sdval_vt(o), vt = n->nres ? n->vts[0] : NV_EVT_OTHER;
  unsigned bits = nv_evt_bits(ot);
  switch (n->op) {
  case NV_ISD_STORE:
    if (i != 1) break;
    res = nv_lz_store(z, nv_sdop(n, 0), nv_lz_get_promoted(z, o), nv_sdop(n, 2), n->mem, nv_mem_vt(n, ot), 0);
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  case NV_ISD_ATOMIC_STORE:
    /* an atomic (ordered) store of an i8: st.<sem>.<scope>.b8 of the promoted value */
    if (i != 1 || bits != 8) break;
    {
      nv_memop m = *n->mem;
      nv_evt ch = NV_EVT_OTHER;
      nv_sdval ops[3];
      ops[0] = nv_sdop(n, 0);
      ops[1] = nv_lz_get_promoted(z, o);
      ops[2] = nv_sdop(n, 2);
      m.memvt = ot;
      m.ext = 1;
      res = nv_dag_mem_node(z->d, NV_ISD_ATOMIC_STORE, &ch, 1, ops, 3, &m);
    }
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  case NV_ISD_NVPTX_STOREV: case NV_ISD_BUILD_VECTOR: case NV_ISD_SCALAR_TO_VECTOR:
    /* lanes narrower than their register are truncated by the node */
    return nv_lz_update_operand(z, n, i, nv_lz_get_promoted(z, o));
  case NV_ISD_INSERT_VECTOR_ELT:
    if (i == 1) return nv_lz_update_operand(z, n, i, nv_lz_get_promoted(z, o));
    return nv_lz_update_operand(z, n, i, nv_lz_zext_inreg(z, nv_lz_get_promoted(z, o), bits));
  case NV_ISD_EXTRACT_VECTOR_ELT:
    return nv_lz_update_operand(z, n, i, nv_lz_zext_inreg(z, nv_lz_get_promoted(z, o), bits));
  case NV_ISD_SHL: case NV_ISD_SRA: case NV_ISD_SRL: case NV_ISD_ROTL: case NV_ISD_ROTR:
    if (i != 1) break;
    return nv_lz_update_operand(z, n, i, nv_lz_amount_i32(z, o));
  case NV_ISD_FSHL: case NV_ISD_FSHR:
    if (i != 2) break;
    return nv_lz_update_operand(z, n, i, nv_lz_amount_i32(z, o));
  case NV_ISD_TRUNCATE: case NV_ISD_ANY_EXTEND:
    res = nv_lz_resize(z, NV_ISD_ANY_EXTEND, vt, nv_lz_get_promoted(z, o));
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  case NV_ISD_ZERO_EXTEND: case NV_ISD_SIGN_EXTEND:
    res = nv_lz_resize(z, n->op, vt, nv_lz_int_operand(z, o, n->op, NULL));
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  case NV_ISD_SINT_TO_FP: case NV_ISD_UINT_TO_FP:
    res = nv_lz_n1(z, n->op, vt, nv_lz_int_operand(z, o, n->op == NV_ISD_SINT_TO_FP ? NV_ISD_SIGN_EXTEND : NV_ISD_ZERO_EXTEND, NULL));
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  case NV_ISD_SETCC: {
    unsigned cc = nv_sdop(n, 2).n->u.cc;
    unsigned ext = nv_cc_is_signed(cc) ? NV_ISD_SIGN_EXTEND : NV_ISD_ZERO_EXTEND;
    res = nv_lz_n3(z, NV_ISD_SETCC, vt, nv_lz_int_operand(z, nv_sdop(n, 0), ext, NULL),
                   nv_lz_int_operand(z, nv_sdop(n, 1), ext, NULL), nv_sdop(n, 2));
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  }
  case NV_ISD_SELECT_CC: case NV_ISD_BR_CC:
    return nv_lz_rewrite_or_fail(z, n, "promote the operands of");
  case NV_ISD_BITCAST: {
    /* a vector of the same size: its lanes from the promoted integer */
    if (!NV_EVT_IS_VECTOR(vt)) break;
    res = nv_lz_bitcast(z, vt, nv_lz_resize(z, NV_ISD_TRUNCATE, NV_EVT_INT(bits), nv_lz_get_promoted(z, o)));
    if (nv_sdval_vt(res) != vt || res.n == n) break;
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  }
  default: break;
  }
  return nv_lz_unsupported_value(z, n, ot);
}

/* ---- expansion ---- */

/* Both halves of an i128-ish operand: expanded, or (oplevel/legal) extracted. */
static void nv_lz_halves(nv_lz *z, nv_sdval v, nv_sdval *lo, nv_sdval *hi) { nv_lz_get_expanded(z, v, lo, hi); }

/* Shift of a (lo, hi) pair by an i32 amount s < 2*hb. */
static void nv_lz_expand_shift(nv_lz *z, unsigned op, nv_evt h, unsigned hb, nv_sdval lo, nv_sdval hi,
                               nv_sdval amt, nv_sdval *rlo, nv_sdval *rhi) {
  uint64_t c;
  nv_sdval zero = nv_lz_const(z, h, 0);
  if (nv_sdval_is_const(amt, &c)) {
    unsigned s = (unsigned)c;
    if (s == 0) {
      *rlo = lo;
      *rhi = hi;
    } else if (op == NV_ISD_SHL) {
      if (s >= hb) {
        *rlo = zero;
        *rhi = s == hb ? lo : nv_lz_n2(z, NV_ISD_SHL, h, lo, nv_lz_i32(z, s - hb));
      } else {
        *rlo = nv_lz_n2(z, NV_ISD_SHL, h, lo, nv_lz_i32(z, s));
        *rhi = nv_lz_n2(z, NV_ISD_OR, h, nv_lz_n2(z, NV_ISD_SHL, h, hi, nv_lz_i32(z, s)),
                        nv_lz_n2(z, NV_ISD_SRL, h, lo, nv_lz_i32(z, hb - s)));
      }
    } else {
      nv_sdval fill = op == NV_ISD_SRA ? nv_lz_n2(z, NV_ISD_SRA, h, hi, nv_lz_i32(z, hb - 1)) : zero;
      if (s >= hb) {
        *rhi = fill;
        *rlo = s == hb ? hi : nv_lz_n2(z, op, h, hi, nv_lz_i32(z, s - hb));
      } else {
        *rhi = nv_lz_n2(z, op, h, hi, nv_lz_i32(z, s));
        *rlo = nv_lz_n2(z, NV_ISD_OR, h, nv_lz_n2(z, NV_ISD_SRL, h, lo, nv_lz_i32(z, s)),
                        nv_lz_n2(z, NV_ISD_SHL, h, hi, nv_lz_i32(z, hb - s)));
      }
    }
    return;
  }
  {
    /* s < hb: the word-internal shift and the bits crossing between words, the latter
     * as two shifts ((x >> 1) >> (hb-1-s)) so that s = 0 shifts by less than hb;
     * s >= hb: one word moves across, shifted by s - hb */
    nv_evt i32 = NV_EVT_INT(32);
    nv_sdval big = nv_lz_setcc(z, amt, nv_lz_i32(z, hb), NV_CC_UGE);
    nv_sdval inv = nv_lz_n2(z, NV_ISD_SUB, i32, nv_lz_i32(z, hb - 1), amt);
    nv_sdval sm = nv_lz_n2(z, NV_ISD_SUB, i32, amt, nv_lz_i32(z, hb));
    nv_sdval small_lo, small_hi, big_lo, big_hi;
    if (op == NV_ISD_SHL) {
      nv_sdval cross = nv_lz_n2(z, NV_ISD_SRL, h, nv_lz_n2(z, NV_ISD_SRL, h, lo, nv_lz_i32(z, 1)), inv);
      small_lo = nv_lz_n2(z, NV_ISD_SHL, h, lo, amt);
      small_hi = nv_lz_n2(z, NV_ISD_OR, h, nv_lz_n2(z, NV_ISD_SHL, h, hi, amt), cross);
      big_lo = zero;
      big_hi = nv_lz_n2(z, NV_ISD_SHL, h, lo, sm);
    } else {
      nv_sdval cross = nv_lz_n2(z, NV_ISD_SHL, h, nv_lz_n2(z, NV_ISD_SHL, h, hi, nv_lz_i32(z, 1)), inv);
      small_hi = nv_lz_n2(z, op, h, hi, amt);
      small_lo = nv_lz_n2(z, NV_ISD_OR, h, nv_lz_n2(z, NV_ISD_SRL, h, lo, amt), cross);
      big_hi = op == NV_ISD_SRA ? nv_lz_n2(z, NV_ISD_SRA, h, hi, nv_lz_i32(z, hb - 1)) : zero;
      big_lo = nv_lz_n2(z, op, h, hi, sm);
    }
    /* the unselected side may shift by an out-of-range amount; a select of it is fine */
    *rlo = nv_lz_select(z, big, big_lo, small_lo);
    *rhi = nv_lz_select(z, big, big_hi, small_hi);
  }
}

/* Fills lo/hi for result r of n and returns NV_LZ_UPDATED, or replaces n itself
 * (NV_LZ_REPLACED), or fails. */
static int nv_lz_expand_int_result(nv_lz *z, nv_sdnode *n, unsigned r, nv_sdval *lo, nv_sdval *hi) {
  nv_evt vt = n->vts[r];
  unsigned bits = nv_evt_bits(vt), hb = bits / 2, op = n->op;
  nv_evt h = NV_EVT_INT(hb);
  nv_sdval a, b, alo, ahi, blo, bhi;
  a = n->nops > 0 ? nv_sdop(n, 0) : nv_sdval_of(n, 0);
  b = n->nops > 1 ? nv_sdop(n, 1) : a;
  switch (op) {
  case NV_ISD_CONSTANT: {
    nv_u128 c = nv_u128_make(n->u.c.lo, n->u.c.hi);
    *lo = nv_lz_const128(z, h, nv_u128_zext(c, hb));
    *hi = nv_lz_const128(z, h, nv_u128_zext(nv_u128_lshr(c, hb), hb));
    return NV_LZ_UPDATED;
  }
  case NV_ISD_UNDEF: *lo = *hi = nv_lz_undef(z, h); return NV_LZ_UPDATED;
  case NV_ISD_AND: case NV_ISD_OR: case NV_ISD_XOR:
    nv_lz_halves(z, a, &alo, &ahi);
    nv_lz_halves(z, b, &blo, &bhi);
    *lo = nv_lz_n2(z, op, h, alo, blo);
    *hi = nv_lz_n2(z, op, h, ahi, bhi);
    return NV_LZ_UPDATED;
  case NV_ISD_ADD: case NV_ISD_SUB: {
    nv_sdval carry;
    nv_lz_halves(z, a, &alo, &ahi);
    nv_lz_halves(z, b, &blo, &bhi);
    uint64_t c;
    int blo0 = nv_sdval_is_const(blo, &c) && c == 0, alo0 = nv_sdval_is_const(alo, &c) && c == 0;
    if (hb == 64 && !blo0 && !(op == NV_ISD_ADD && alo0)) {
      /* i128 from two 64-bit words: add.cc/addc (sub.cc/subc), the carry never leaving
       * the condition-code register; a zero low word carries nothing and is left to the
       * generic form, which the combiner folds (i64 is legal, so no 32-bit pair arises) */
      nv_evt two[2];
      nv_sdval ops[4], pair;
      two[0] = two[1] = h;
      ops[0] = alo;
      ops[1] = blo;
      ops[2] = ahi;
      ops[3] = bhi;
      pair = nv_dag_node_vts(z->d, op == NV_ISD_ADD ? NV_ISD_NVPTX_ADD_CC : NV_ISD_NVPTX_SUB_CC, two, 2, ops, 4);
      *lo = nv_sdval_of(pair.n, 0);
      *hi = nv_sdval_of(pair.n, 1);
      return NV_LZ_UPDATED;
    }
    *lo = nv_lz_n2(z, op, h, alo, blo);
    /* carry out of the low word: the sum wrapped below an addend; borrow: a < b */
    carry = op == NV_ISD_ADD ? nv_lz_setcc(z, *lo, alo, NV_CC_ULT) : nv_lz_setcc(z, alo, blo, NV_CC_ULT);
    *hi = nv_lz_n2(z, op, h, nv_lz_n2(z, op, h, ahi, bhi), nv_lz_n1(z, NV_ISD_ZERO_EXTEND, h, carry));
    return NV_LZ_UPDATED;
  }
  case NV_ISD_MUL:
    nv_lz_halves(z, a, &alo, &ahi);
    nv_lz_halves(z, b, &blo, &bhi);
    *lo = nv_lz_n2(z, NV_ISD_MUL, h, alo, blo);
    *hi = nv_lz_n2(z, NV_ISD_ADD, h, nv_lz_n2(z, NV_ISD_MULHU, h, alo, blo),
                   nv_lz_n2(z, NV_ISD_ADD, h, nv_lz_n2(z, NV_ISD_MUL, h, alo, bhi), nv_lz_n2(z, NV_ISD_MUL, h, ahi, blo)));
    return NV_LZ_UPDATED;
  case NV_ISD_SHL: case NV_ISD_SRA: case NV_ISD_SRL:
    nv_lz_halves(z, a, &alo, &ahi);
    nv_lz_expand_shift(z, op, h, hb, alo, ahi, nv_lz_amount_i32(z, b), lo, hi);
    return NV_LZ_UPDATED;
  case NV_ISD_CTLZ: case NV_ISD_CTLZ_ZERO_UNDEF: case NV_ISD_CTTZ: case NV_ISD_CTTZ_ZERO_UNDEF: {
    int lz = op == NV_ISD_CTLZ || op == NV_ISD_CTLZ_ZERO_UNDEF;
    unsigned base = lz ? NV_ISD_CTLZ : NV_ISD_CTTZ;
    nv_sdval first, second, zero = nv_lz_const(z, h, 0);
    nv_lz_halves(z, a, &alo, &ahi);
    first = lz ? ahi : alo;
    second = lz ? alo : ahi;
    /* count in the first word unless it is all zero, then hb + count in the second */
    *lo = nv_lz_select(z, nv_lz_setcc(z, first, zero, NV_CC_EQ),
                       nv_lz_n2(z, NV_ISD_ADD, h, nv_lz_n1(z, base, h, second), nv_lz_const(z, h, hb)),
                       nv_lz_n1(z, base, h, first));
    *hi = zero;
    return NV_LZ_UPDATED;
  }
  case NV_ISD_CTPOP:
    nv_lz_halves(z, a, &alo, &ahi);
    *lo = nv_lz_n2(z, NV_ISD_ADD, h, nv_lz_n1(z, op, h, alo), nv_lz_n1(z, op, h, ahi));
    *hi = nv_lz_const(z, h, 0);
    return NV_LZ_UPDATED;
  case NV_ISD_BSWAP: case NV_ISD_BITREVERSE:
    nv_lz_halves(z, a, &alo, &ahi);
    *lo = nv_lz_n1(z, op, h, ahi);
    *hi = nv_lz_n1(z, op, h, alo);
    return NV_LZ_UPDATED;
  case NV_ISD_ZERO_EXTEND: case NV_ISD_SIGN_EXTEND: case NV_ISD_ANY_EXTEND: {
    nv_evt xt;
    nv_sdval x = nv_lz_int_operand(z, a, op, &xt);
    if (nv_evt_bits(xt) == bits) {
      nv_lz_halves(z, x, lo, hi);
      return NV_LZ_UPDATED;
    }
    *lo = nv_lz_resize(z, op, h, x);
    *hi = op == NV_ISD_SIGN_EXTEND ? nv_lz_n2(z, NV_ISD_SRA, h, *lo, nv_lz_i32(z, hb - 1))
          : op == NV_ISD_ZERO_EXTEND ? nv_lz_const(z, h, 0) : nv_lz_undef(z, h);
    return NV_LZ_UPDATED;
  }
  case NV_ISD_SIGN_EXTEND_INREG: {
    unsigned ib = nv_evt_bits(b.n->u.vt);
    nv_lz_halves(z, a, &alo, &ahi);
    if (ib <= hb) {
      *lo = nv_lz_sext_inreg(z, alo, ib);
      *hi = nv_lz_n2(z, NV_ISD_SRA, h, *lo, nv_lz_i32(z, hb - 1));
    } else {
      *lo = alo;
      *hi = nv_lz_sext_inreg(z, ahi, ib - hb);
    }
    return NV_LZ_UPDATED;
  }
  case NV_ISD_LOAD: {
    const nv_memop *m = n->mem;
    nv_evt memvt = nv_mem_vt(n, vt);
    unsigned mb = nv_evt_bits(memvt);
    nv_sdval vals[2], l0;
    vals[0].n = NULL;
    vals[0].r = 0;
    if (mb <= hb) {
      l0 = nv_lz_load(z, h, a, b, m, memvt, m->ext, 0);
      *lo = l0;
      *hi = m->ext == NV_EXT_SEXT ? nv_lz_n2(z, NV_ISD_SRA, h, l0, nv_lz_i32(z, hb - 1))
            : m->ext == NV_EXT_ZEXT ? nv_lz_const(z, h, 0) : nv_lz_undef(z, h);
      vals[1] = nv_lz_chain_of(l0);
    } else {
      nv_sdval l1, ch[2];
      l0 = nv_lz_load(z, h, a, b, m, h, NV_EXT_NONE, 0);
      l1 = nv_lz_load(z, h, a, b, m, NV_EVT_INT(mb - hb), m->ext == NV_EXT_SEXT ? NV_EXT_SEXT : NV_EXT_ZEXT, hb / 8);
      *lo = l0;
      *hi = l1;
      ch[0] = nv_lz_chain_of(l0);
      ch[1] = nv_lz_chain_of(l1);
      vals[1] = nv_dag_token_factor(z->d, ch, 2);
    }
    nv_lz_replace(z, n, vals);
    return NV_LZ_UPDATED;
  }
  case NV_ISD_SELECT: {
    nv_sdval c = nv_sdop(n, 2);
    nv_lz_halves(z, b, &alo, &ahi);
    nv_lz_halves(z, c, &blo, &bhi);
    *lo = nv_lz_n3(z, NV_ISD_SELECT, h, a, alo, blo);
    *hi = nv_lz_n3(z, NV_ISD_SELECT, h, a, ahi, bhi);
    return NV_LZ_UPDATED;
  }
  case NV_ISD_BUILD_PAIR: *lo = a; *hi = b; return NV_LZ_UPDATED;
  case NV_ISD_BITCAST: {
    nv_evt at = nv_sdval_vt(a);
    nv_sdval x;
    if (!NV_EVT_IS_VECTOR(at) && nv_target_type_action(z->t, at) == NV_TA_SOFTEN_FLOAT) x = nv_lz_get_softened(z, a);
    else x = nv_lz_as_int(z, a);
    if (nv_sdval_vt(x) != vt) break;
    nv_lz_halves(z, x, lo, hi);
    return NV_LZ_UPDATED;
  }
  case NV_ISD_EXTRACT_VECTOR_ELT: {
    uint64_t idx;
    if (!nv_sdval_is_const(b, &idx)) break;
    nv_lz_halves(z, nv_lz_elt(z, a, (unsigned)idx), lo, hi);
    return NV_LZ_UPDATED;
  }
  case NV_ISD_SDIV: case NV_ISD_UDIV: case NV_ISD_SREM: case NV_ISD_UREM:
    return nv_lz_error(z, n, "unsupported: %u-bit integer division (PTX divides at most 64 bits and nvcg has no runtime library)", bits);
  case NV_ISD_MULHS: case NV_ISD_MULHU: case NV_ISD_SMUL_LOHI: case NV_ISD_UMUL_LOHI:
  case NV_ISD_UMULO: case NV_ISD_SMULO:
    return nv_lz_error(z, n, "unsupported: %u-bit high multiplication", bits);
  case NV_ISD_FP_TO_SINT: case NV_ISD_FP_TO_UINT:
    return nv_lz_error(z, n, "unsupported: conversion from floating point to a %u-bit integer", bits);
  default:
    if (nv_isd_is_atomic(op) || op == NV_ISD_COPY_FROM_REG || op >= NV_ISD_INTRINSIC_WO_CHAIN)
      return nv_lz_unsupported_value(z, n, vt);
    break;
  }
  return nv_lz_rewrite_or_fail(z, n, "expand");
}

static int nv_lz_expand_int_operand(nv_lz *z, nv_sdnode *n, unsigned i) {
  nv_sdval o = nv_sdop(n, i), lo, hi, res;
  nv_evt ot = nv_sdval_vt(o), vt = n->nres ? n->vts[0] : NV_EVT_OTHER;
  unsigned bits = nv_evt_bits(ot), hb = bits / 2;
  nv_evt h = NV_EVT_INT(hb);
  switch (n->op) {
  case NV_ISD_STORE: {
    const nv_memop *m = n->mem;
    nv_evt memvt = nv_mem_vt(n, ot);
    unsigned mb = nv_evt_bits(memvt);
    if (i != 1) break;
    nv_lz_halves(z, o, &lo, &hi);
    if (mb <= hb) {
      res = nv_lz_store(z, nv_sdop(n, 0), lo, nv_sdop(n, 2), m, NV_EVT_IS_INT(memvt) ? memvt : NV_EVT_INT(mb), 0);
    } else {
      nv_sdval ch[2];
      ch[0] = nv_lz_store(z, nv_sdop(n, 0), lo, nv_sdop(n, 2), m, h, 0);
      ch[1] = nv_lz_store(z, nv_sdop(n, 0), hi, nv_sdop(n, 2), m, NV_EVT_INT(mb - hb), hb / 8);
      res = nv_dag_token_factor(z->d, ch, 2);
    }
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  }
  case NV_ISD_TRUNCATE:
    nv_lz_halves(z, o, &lo, &hi);
    if (nv_evt_bits(vt) > hb) break;
    nv_lz_replace1(z, n, nv_lz_resize(z, NV_ISD_TRUNCATE, vt, lo));
    return NV_LZ_REPLACED;
  case NV_ISD_EXTRACT_ELEMENT: {
    uint64_t k = 0;
    nv_sdval_is_const(nv_sdop(n, 1), &k);
    nv_lz_halves(z, o, &lo, &hi);
    nv_lz_replace1(z, n, k ? hi : lo);
    return NV_LZ_REPLACED;
  }
  case NV_ISD_SETCC: {
    unsigned cc = nv_sdop(n, 2).n->u.cc;
    nv_sdval alo, ahi, blo, bhi;
    nv_lz_halves(z, nv_sdop(n, 0), &alo, &ahi);
    nv_lz_halves(z, nv_sdop(n, 1), &blo, &bhi);
    if (cc == NV_CC_EQ || cc == NV_CC_NE) {
      nv_sdval x = nv_lz_n2(z, NV_ISD_OR, h, nv_lz_n2(z, NV_ISD_XOR, h, alo, blo), nv_lz_n2(z, NV_ISD_XOR, h, ahi, bhi));
      res = nv_lz_setcc(z, x, nv_lz_const(z, h, 0), cc);
    } else {
      /* the high words decide unless equal; then the low words, always unsigned */
      res = nv_lz_select(z, nv_lz_setcc(z, ahi, bhi, NV_CC_EQ), nv_lz_setcc(z, alo, blo, nv_cc_to_unsigned(cc)),
                         nv_lz_setcc(z, ahi, bhi, cc));
    }
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  }
  case NV_ISD_SELECT_CC: case NV_ISD_BR_CC:
    return nv_lz_rewrite_or_fail(z, n, "expand the operands of");
  case NV_ISD_SHL: case NV_ISD_SRA: case NV_ISD_SRL: case NV_ISD_ROTL: case NV_ISD_ROTR:
    if (i != 1) break;
    return nv_lz_update_operand(z, n, i, nv_lz_amount_i32(z, o));
  case NV_ISD_FSHL: case NV_ISD_FSHR:
    if (i != 2) break;
    return nv_lz_update_operand(z, n, i, nv_lz_amount_i32(z, o));
  case NV_ISD_EXTRACT_VECTOR_ELT: case NV_ISD_INSERT_VECTOR_ELT:
    if (i == 0 || (n->op == NV_ISD_INSERT_VECTOR_ELT && i == 1)) break;
    return nv_lz_update_operand(z, n, i, nv_lz_amount_i32(z, o));
  case NV_ISD_SINT_TO_FP: case NV_ISD_UINT_TO_FP:
    return nv_lz_error(z, n, "unsupported: conversion from a %u-bit integer to floating point", bits);
  default: break;
  }
  return nv_lz_unsupported_value(z, n, ot);
}
