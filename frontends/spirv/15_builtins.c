/* ------------------------------------------------------------------------------------
 * Built-in variables: loads of them read the special registers.
 * ---------------------------------------------------------------------------------- */

static nvcg_value *nvsp_sreg(nvsp_state *s, const char *name) {
  char full[64];
  snprintf(full, sizeof full, "llvm.nvvm.read.ptx.sreg.%s", name);
  return nvsp_call(s, full, NULL, 0);
}

static nvcg_value *nvsp_sreg3(nvsp_state *s, const char *base, uint32_t c, nvcg_type *ty) {
  static const char *const xyz[3] = {"x", "y", "z"};
  char name[32];
  snprintf(name, sizeof name, "%s.%s", base, xyz[c]);
  return nvsp_iresize(s, nvsp_sreg(s, name), ty, 0);
}

/* The linear index of the invocation in its workgroup, in type ty. */
static nvcg_value *nvsp_local_index(nvsp_state *s, nvcg_type *ty) {
  nvcg_value *x = nvsp_sreg3(s, "tid", 0, ty), *y = nvsp_sreg3(s, "tid", 1, ty), *z = nvsp_sreg3(s, "tid", 2, ty);
  nvcg_value *nx = nvsp_sreg3(s, "ntid", 0, ty), *ny = nvsp_sreg3(s, "ntid", 1, ty);
  nvcg_value *r = nvsp_bin(s, NVCG_OP_MUL, z, ny, 0);
  r = nvsp_bin(s, NVCG_OP_ADD, r, y, 0);
  r = nvsp_bin(s, NVCG_OP_MUL, r, nx, 0);
  return nvsp_bin(s, NVCG_OP_ADD, r, x, 0);
}

static nvcg_value *nvsp_builtin_comp(nvsp_state *s, uint32_t bi, uint32_t c, nvcg_type *ty) {
  nvcg_value *a, *b;
  if (c > 3 || (c == 3 && !(bi == SpvBuiltInSubgroupEqMask || bi == SpvBuiltInSubgroupGeMask ||
                            bi == SpvBuiltInSubgroupGtMask || bi == SpvBuiltInSubgroupLeMask ||
                            bi == SpvBuiltInSubgroupLtMask)))
    NVSP_ERR("built-in component %u is out of range", c);
  switch (bi) {
  case SpvBuiltInGlobalInvocationId:
    a = nvsp_bin(s, NVCG_OP_MUL, nvsp_sreg3(s, "ctaid", c, ty), nvsp_sreg3(s, "ntid", c, ty), 0);
    return nvsp_bin(s, NVCG_OP_ADD, a, nvsp_sreg3(s, "tid", c, ty), 0);
  case SpvBuiltInLocalInvocationId: return nvsp_sreg3(s, "tid", c, ty);
  case SpvBuiltInWorkgroupId: return nvsp_sreg3(s, "ctaid", c, ty);
  case SpvBuiltInNumWorkgroups: return nvsp_sreg3(s, "nctaid", c, ty);
  case SpvBuiltInWorkgroupSize: case SpvBuiltInEnqueuedWorkgroupSize: return nvsp_sreg3(s, "ntid", c, ty);
  case SpvBuiltInGlobalSize:
    return nvsp_bin(s, NVCG_OP_MUL, nvsp_sreg3(s, "nctaid", c, ty), nvsp_sreg3(s, "ntid", c, ty), 0);
  case SpvBuiltInGlobalOffset: return nvcg_const_int(ty, 0);
  case SpvBuiltInLocalInvocationIndex: return nvsp_local_index(s, ty);
  case SpvBuiltInGlobalLinearId: {
    nvcg_value *gx, *gy, *gz, *sx, *sy;
    gx = nvsp_builtin_comp(s, SpvBuiltInGlobalInvocationId, 0, ty);
    gy = nvsp_builtin_comp(s, SpvBuiltInGlobalInvocationId, 1, ty);
    gz = nvsp_builtin_comp(s, SpvBuiltInGlobalInvocationId, 2, ty);
    sx = nvsp_builtin_comp(s, SpvBuiltInGlobalSize, 0, ty);
    sy = nvsp_builtin_comp(s, SpvBuiltInGlobalSize, 1, ty);
    a = nvsp_bin(s, NVCG_OP_MUL, gz, sy, 0);
    a = nvsp_bin(s, NVCG_OP_ADD, a, gy, 0);
    a = nvsp_bin(s, NVCG_OP_MUL, a, sx, 0);
    return nvsp_bin(s, NVCG_OP_ADD, a, gx, 0);
  }
  case SpvBuiltInWorkDim:
    /* OpenCL's get_work_dim: the highest dimension with more than one work-item */
    a = nvsp_icmp(s, NVCG_ICMP_UGT, nvsp_builtin_comp(s, SpvBuiltInGlobalSize, 2, ty), nvcg_const_int(ty, 1));
    b = nvsp_icmp(s, NVCG_ICMP_UGT, nvsp_builtin_comp(s, SpvBuiltInGlobalSize, 1, ty), nvcg_const_int(ty, 1));
    return nvsp_sel(s, a, nvcg_const_int(ty, 3), nvsp_sel(s, b, nvcg_const_int(ty, 2), nvcg_const_int(ty, 1)));
  case SpvBuiltInSubgroupSize: case SpvBuiltInSubgroupMaxSize: return nvcg_const_int(ty, 32);
  case SpvBuiltInSubgroupLocalInvocationId: return nvsp_iresize(s, nvsp_sreg(s, "laneid"), ty, 0);
  case SpvBuiltInSubgroupId:
    return nvsp_bin(s, NVCG_OP_LSHR, nvsp_local_index(s, ty), nvcg_const_int(ty, 5), 0);
  case SpvBuiltInNumSubgroups: case SpvBuiltInNumEnqueuedSubgroups:
    a = nvsp_bin(s, NVCG_OP_MUL, nvsp_sreg3(s, "ntid", 0, ty), nvsp_sreg3(s, "ntid", 1, ty), 0);
    a = nvsp_bin(s, NVCG_OP_MUL, a, nvsp_sreg3(s, "ntid", 2, ty), 0);
    a = nvsp_bin(s, NVCG_OP_ADD, a, nvcg_const_int(ty, 31), 0);
    return nvsp_bin(s, NVCG_OP_LSHR, a, nvcg_const_int(ty, 5), 0);
  case SpvBuiltInSubgroupEqMask: case SpvBuiltInSubgroupGeMask: case SpvBuiltInSubgroupGtMask:
  case SpvBuiltInSubgroupLeMask: case SpvBuiltInSubgroupLtMask: {
    const char *n = bi == SpvBuiltInSubgroupEqMask ? "lanemask.eq" : bi == SpvBuiltInSubgroupGeMask ? "lanemask.ge"
                    : bi == SpvBuiltInSubgroupGtMask ? "lanemask.gt" : bi == SpvBuiltInSubgroupLeMask ? "lanemask.le"
                    : "lanemask.lt";
    if (c) return nvcg_const_int(ty, 0);
    return nvsp_iresize(s, nvsp_sreg(s, n), ty, 0);
  }
  default:
    NVSP_UNSUP("built-in %s is not available in compute kernels", NVSP_NAME(nvsp_builtin_names, "BuiltIn", bi));
  }
}

static nvcg_value *nvsp_load_builtin(nvsp_state *s, const nvsp_val *p, uint32_t rtid) {
  nvsp_type *rt = NVSP_TYPE(rtid), *st = nvsp_scalar_of(s, rt);
  uint32_t k;
  nvcg_value *v;
  if (st->op != SpvOpTypeInt) NVSP_ERR("built-in %s must be loaded as an integer (vector)", NVSP_NAME(nvsp_builtin_names, "BuiltIn", p->builtin));
  if (p->comp >= 0) {
    if (rt->op == SpvOpTypeVector) NVSP_ERR("loading one built-in component as a vector");
    return nvsp_builtin_comp(s, p->builtin, (uint32_t)p->comp, st->ir);
  }
  if (rt->op != SpvOpTypeVector) {
    if (p->dyn_comp) {
      nvcg_value *el[4];
      nvcg_type *vt = nvcg_type_vector(st->ir, 3);
      v = nvcg_const_undef(vt);
      for (k = 0; k < 3; k++) {
        el[k] = nvsp_builtin_comp(s, p->builtin, k, st->ir);
        v = NVSP_B(nvcg_build_insertelement(s->b, v, el[k], nvsp_c32(s, k), NULL));
      }
      return NVSP_B(nvcg_build_extractelement(s->b, v, p->dyn_comp, NULL));
    }
    return nvsp_builtin_comp(s, p->builtin, 0, st->ir);
  }
  v = nvcg_const_undef(rt->ir);
  for (k = 0; k < rt->count; k++)
    v = NVSP_B(nvcg_build_insertelement(s->b, v, nvsp_builtin_comp(s, p->builtin, k, st->ir), nvsp_c32(s, k), NULL));
  return v;
}

