/* nvvm_reflect.c -- answers __nvvm_reflect("NAME") / llvm.nvvm.reflect(NAME) from the
 * compile options, as libNVVM does: __CUDA_FTZ is -ftz, __CUDA_PREC_DIV is -prec-div,
 * __CUDA_PREC_SQRT is -prec-sqrt, __CUDA_ARCH is the target SM times ten; any other name
 * answers 0. Device libraries (libdevice, nvcg's own math library) branch on these, so the
 * pass runs first in the IR pipeline, before the inliner copies library bodies into
 * kernels and before simplify folds the branches the answers decide. The answer table is
 * nv_reflect_answer, which instruction selection (a reflect call no pass saw) and the
 * ir engine of nvcgrun also use, so every consumer of the IR gives one answer. */

/* The string a reflect call asks about: its argument is a global holding c"NAME\00"
 * (possibly under getelementptr / bitcast / addrspacecast constant expressions). Returns
 * NULL when it is not such a constant; *len excludes the terminating NUL. */
static const char *nv_reflect_query(const nv_value *arg, size_t *len) {
  const nv_const *k;
  size_t n = 0;
  while (arg && arg->kind == NV_V_CEXPR && ((const nv_const *)arg)->nelems) arg = ((const nv_const *)arg)->elems[0];
  if (!arg || arg->kind != NV_V_GLOBAL || !((const nv_global *)arg)->init) return NULL;
  k = (const nv_const *)((const nv_global *)arg)->init;
  if (k->v.kind != NV_V_CDATA) return NULL;
  while (n < k->nelems && k->bytes[n]) n++;
  *len = n;
  return (const char *)k->bytes;
}

/* The answer for NAME under the given options (the one table of reflect answers). */
static uint32_t nv_reflect_answer(const char *name, size_t len, int ftz, int prec_div, int prec_sqrt, unsigned sm) {
#define NV_REFLECT_IS(s) (len == sizeof(s) - 1 && !memcmp(name, s, len))
  if (!name) return 0;
  if (NV_REFLECT_IS("__CUDA_FTZ")) return ftz ? 1u : 0u;
  if (NV_REFLECT_IS("__CUDA_PREC_DIV")) return prec_div ? 1u : 0u;
  if (NV_REFLECT_IS("__CUDA_PREC_SQRT")) return prec_sqrt ? 1u : 0u;
  if (NV_REFLECT_IS("__CUDA_ARCH")) return sm * 10u;
  return 0;
#undef NV_REFLECT_IS
}

/* A call to the intrinsic or to the function libdevice declares (i32 @__nvvm_reflect(i8*)). */
static int nv_is_reflect_call(const nv_inst *I) {
  const nv_value *callee;
  if (I->v.opcode != NVCG_OP_CALL || I->nops != 2) return 0;
  if (nv_opt_call_intrinsic(I) == NV_INTR_NVVM_REFLECT) return 1;
  callee = I->ops[0].val;
  return callee && callee->kind == NV_V_FUNC && ((const nv_func *)callee)->is_decl && callee->name &&
         !strcmp(callee->name, "__nvvm_reflect") && I->v.type->kind == NVCG_TYPE_INT;
}

static int nv_pass_nvvm_reflect(nv_func *f, const nv_options *o) {
  nv_block *bb;
  int changed = 0;
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *I = bb->first;
    while (I) {
      nv_inst *next = I->next;
      size_t len = 0;
      const char *name;
      if (nv_is_reflect_call(I) && (name = nv_reflect_query(I->ops[1].val, &len)) != NULL) {
        uint32_t r = nv_reflect_answer(name, len, o->ftz, o->prec_div, o->prec_sqrt, o->sm);
        nv_value_rauw(&I->v, nv_const_int(I->v.type, r, 0));
        nv_inst_erase(I);
        changed = 1;
      }
      I = next;
    }
  }
  return changed;
}
