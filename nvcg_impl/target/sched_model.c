/* sched_model.c -- the latency class of each PTX instruction row and each class's
 * latency per SM generation (the table and its sources are in sched_model.h). The class
 * is read off the row's template -- the PTX spelling is the one description of what an
 * instruction does -- so a new row gets a class without a second list to keep. */

static int nv_sched_prefix(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

/* The template mentions type t as a suffix component (".f64", ".f32", ...). */
static int nv_sched_has(const char *tmpl, const char *t) { return strstr(tmpl, t) != NULL; }

static nv_sched_class nv_sched_class_of(unsigned opc, unsigned space, int approx) {
  const nv_ptx_info *pi;
  const char *t;
  int fp, f64;
  if (opc >= NV_PTX_COUNT) return NV_SCLS_IALU;
  pi = nv_ptx_info_of(opc);
  t = pi->tmpl;
  switch ((nv_ptx_opc)opc) {
  case NV_PTX_PHI: case NV_PTX_IMPLICIT_DEF: return NV_SCLS_NONE;
  case NV_PTX_TEMPLATE: case NV_PTX_TEMPLATE_MEM: return NV_SCLS_TENSOR;
  case NV_PTX_TEX: case NV_PTX_TLD4: case NV_PTX_SULD_B: case NV_PTX_TXQ: case NV_PTX_SUQ: return NV_SCLS_LDGLOBAL;
  default: break;
  }
  if ((pi->flags & NV_PF_LOAD) && (pi->flags & NV_PF_STORE)) return NV_SCLS_ATOMIC; /* atom, calls, asm */
  if (pi->flags & NV_PF_STORE) return NV_SCLS_STORE;
  if (pi->flags & NV_PF_LOAD) {
    switch (space) {
    case NV_SPACE_SHARED: case NV_SPACE_SHARED_CLUSTER: return NV_SCLS_LDSHARED;
    case NV_SPACE_LOCAL: return NV_SCLS_LDLOCAL;
    case NV_SPACE_CONST: case NV_SPACE_PARAM: return NV_SCLS_LDCONST;
    default: return NV_SCLS_LDGLOBAL;
    }
  }
  if (nv_sched_prefix(t, "shfl") || nv_sched_prefix(t, "vote") || nv_sched_prefix(t, "match") ||
      nv_sched_prefix(t, "redux") || nv_sched_prefix(t, "activemask") || nv_sched_prefix(t, "elect"))
    return NV_SCLS_WARP;
  if (nv_sched_prefix(t, "bar") || nv_sched_prefix(t, "membar") || nv_sched_prefix(t, "fence") ||
      nv_sched_prefix(t, "griddep") || nv_sched_prefix(t, "nanosleep") || nv_sched_prefix(t, "prefetch") ||
      nv_sched_prefix(t, "mbarrier") || nv_sched_prefix(t, "cp.async"))
    return NV_SCLS_SYNC;
  f64 = nv_sched_has(t, ".f64");
  fp = f64 || nv_sched_has(t, ".f32") || nv_sched_has(t, ".f16") || nv_sched_has(t, ".bf16");
  if (nv_sched_prefix(t, "cvt")) return fp ? NV_SCLS_CONV : NV_SCLS_IALU;
  if (nv_sched_prefix(t, "sin") || nv_sched_prefix(t, "cos") || nv_sched_prefix(t, "ex2") ||
      nv_sched_prefix(t, "lg2") || nv_sched_prefix(t, "tanh") || nv_sched_prefix(t, "rsqrt"))
    return NV_SCLS_MUFU;
  if (nv_sched_prefix(t, "div") || nv_sched_prefix(t, "rem") || nv_sched_prefix(t, "sqrt") || nv_sched_prefix(t, "rcp")) {
    if (!fp) return NV_SCLS_IDIV;
    return approx == NV_APPROX || nv_sched_has(t, ".approx") ? NV_SCLS_MUFU : NV_SCLS_FPDIV;
  }
  if (fp) return f64 ? NV_SCLS_FP64 : NV_SCLS_FP32;
  if (nv_sched_prefix(t, "mul") || nv_sched_prefix(t, "mad") || nv_sched_prefix(t, "sad")) return NV_SCLS_IMUL;
  return NV_SCLS_IALU;
}

static unsigned nv_sched_latency(unsigned sm, nv_sched_class c) {
  static const uint16_t lat[NV_SCLS_COUNT][4] = {
#define NV_X_ROW(name, a, b, c, d, doc) {a, b, c, d},
      NV_SCHED_CLASSES(NV_X_ROW)
#undef NV_X_ROW
  };
  unsigned gen = sm < 70 ? 0 : sm < 80 ? 1 : sm < 90 ? 2 : 3;
  return c < NV_SCLS_COUNT ? lat[c][gen] : 1;
}

static const char *nv_sched_class_name(nv_sched_class c) {
  static const char *const names[NV_SCLS_COUNT] = {
#define NV_X_NAME(name, a, b, c, d, doc) #name,
      NV_SCHED_CLASSES(NV_X_NAME)
#undef NV_X_NAME
  };
  return c < NV_SCLS_COUNT ? names[c] : "?";
}

/* The modulo scheduler's pipes (sched_model.h, NV_SWP_PIPES): class -> pipe, occupancy. */
static nv_swp_pipe nv_swp_pipe_of(nv_sched_class c, unsigned *occupancy) {
  switch (c) {
  case NV_SCLS_NONE: *occupancy = 0; return NV_SWP_PIPE_NONE;
  case NV_SCLS_IALU: *occupancy = 2; return NV_SWP_PIPE_ALU;
  case NV_SCLS_IMUL: case NV_SCLS_FP32: *occupancy = 2; return NV_SWP_PIPE_FMA;
  case NV_SCLS_FPDIV: *occupancy = 8; return NV_SWP_PIPE_FMA;
  case NV_SCLS_IDIV: *occupancy = 16; return NV_SWP_PIPE_ALU; /* [E] a ~20-instruction sequence */
  case NV_SCLS_FP64: *occupancy = 4; return NV_SWP_PIPE_FP64;
  case NV_SCLS_CONV: case NV_SCLS_MUFU: *occupancy = 8; return NV_SWP_PIPE_XU;
  case NV_SCLS_TENSOR: *occupancy = 4; return NV_SWP_PIPE_TENSOR;
  default: *occupancy = 4; return NV_SWP_PIPE_LSU; /* loads, stores, atomics, warp, sync */
  }
}

static const char *nv_swp_pipe_name(unsigned p) {
  static const char *const names[NV_SWP_PIPE_COUNT] = {
#define NV_X_NAME(name, doc) #name,
      NV_SWP_PIPES(NV_X_NAME)
#undef NV_X_NAME
  };
  return p < NV_SWP_PIPE_COUNT ? names[p] : "none";
}
