/* boundary.c -- the library's public boundary: every public function that takes a
 * handle runs inside an out-of-memory frame (core.h says why and how). Each row below
 * defines the public function as a wrapper around its body, which lives, renamed
 * nv_unguarded_<name>, in the file that owns it. The wrapper
 *   - fails at once when the handle's context already ran out of memory (after that a
 *     context may only be destroyed: what was in flight is in no defined state);
 *   - pushes a frame whose heap is the context's, so every block allocated on the call's
 *     behalf is owned by the context;
 *   - when an allocation fails below it, lands here, marks the context out of memory,
 *     reports "out of memory allocating N bytes" and returns NVCG_OUT_OF_MEMORY (NULL,
 *     0 or "" for other return types).
 * Not here, because they take no handle or must work on a context that ran out of
 * memory: nvcg_context_create/destroy (module.c, with frames of their own), nvcg_free,
 * nvcg_options_init, nvcg_knob_count/info, the two error counts and
 * nvcg_context_out_of_memory.
 *
 * A public function missing from this table is undefined at link time; the order of
 * the rows is nvcg_api.h's. */

/* The context behind each kind of handle (NULL for a NULL handle: the body reports it). */
static nv_context *nv_guard_ctx_type(const nv_type *t) { return t ? t->ctx : NULL; }
static nv_context *nv_guard_ctx_value(const nv_value *v) { return v && v->type ? v->type->ctx : NULL; }
static nv_context *nv_guard_ctx_block(const nv_block *bb) { return bb ? nv_guard_ctx_value(&bb->v) : NULL; }
static nv_context *nv_guard_ctx_module(const nv_module *m) { return m ? m->ctx : NULL; }
static nv_context *nv_guard_ctx_builder(const nvcg_builder *b) { return b && b->m ? b->m->ctx : NULL; }
static nv_context *nv_guard_ctx_values(nvcg_value *const *v, unsigned n) {
  return v && n ? nv_guard_ctx_value(v[0]) : NULL;
}

typedef struct nv_guard {
  nv_oom_frame frame;
  nv_context *ctx;
} nv_guard;

/* 0: the context ran out of memory before; the call fails without running. */
static int nv_guard_enter(nv_guard *g, nv_context *ctx) {
  g->ctx = ctx;
  if (ctx && ctx->out_of_memory) return 0;
  if (ctx) ctx->api_calls++;
  nv_oom_push(&g->frame, ctx ? &ctx->heap : NULL);
  return 1;
}

static void nv_guard_unwound(nv_guard *g) {
  nv_oom_pop(&g->frame);
  if (!g->ctx) return;
  g->ctx->out_of_memory = 1;
  /* nv_diag formats into a stack buffer: reporting allocates nothing. */
  nv_diag(&g->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0, "out of memory allocating %lu bytes",
          (unsigned long)g->frame.failed_size);
}

/* 0: a public call nested in this one ran out of memory; this one fails too. */
static int nv_guard_leave(nv_guard *g) {
  nv_oom_pop(&g->frame);
  return !(g->ctx && g->ctx->out_of_memory);
}

#define NV_GUARDED(ret, name, params, args, ctx, fail) \
  ret name params {                                   \
    nv_guard g_;                                      \
    ret r_;                                           \
    if (!nv_guard_enter(&g_, ctx)) return fail;       \
    if (setjmp(g_.frame.unwind)) {                    \
      nv_guard_unwound(&g_);                          \
      return fail;                                    \
    }                                                 \
    r_ = nv_unguarded_##name args;                    \
    return nv_guard_leave(&g_) ? r_ : fail;           \
  }

#define NV_GUARDED_VOID(name, params, args, ctx) \
  void name params {                             \
    nv_guard g_;                                 \
    if (!nv_guard_enter(&g_, ctx)) return;       \
    if (setjmp(g_.frame.unwind)) {               \
      nv_guard_unwound(&g_);                     \
      return;                                    \
    }                                            \
    nv_unguarded_##name args;                    \
    nv_guard_leave(&g_);                         \
  }

/* The wrappers never change their parameters after setjmp, so the values are intact
 * after a longjmp (C99 7.13.2.1); gcc's -Wclobbered cannot see that. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wclobbered"
#endif
/* clang-format off */
NV_GUARDED_VOID(nvcg_context_set_diag_handler, (nvcg_context *ctx, nvcg_diag_handler fn, void *user), (ctx, fn, user), (nv_context *)ctx)
NV_GUARDED_VOID(nvcg_context_report, (nvcg_context *ctx, nvcg_severity severity, const char *file, unsigned line, unsigned col, const char *message), (ctx, severity, file, line, col, message), (nv_context *)ctx)
NV_GUARDED(nvcg_type *, nvcg_type_void, (nvcg_context *ctx), (ctx), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_type *, nvcg_type_label, (nvcg_context *ctx), (ctx), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_type *, nvcg_type_int, (nvcg_context *ctx, unsigned bits), (ctx, bits), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_type *, nvcg_type_half, (nvcg_context *ctx), (ctx), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_type *, nvcg_type_bfloat, (nvcg_context *ctx), (ctx), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_type *, nvcg_type_float, (nvcg_context *ctx), (ctx), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_type *, nvcg_type_double, (nvcg_context *ctx), (ctx), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_type *, nvcg_type_fp128, (nvcg_context *ctx), (ctx), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_type *, nvcg_type_ptr, (nvcg_context *ctx, unsigned addrspace), (ctx, addrspace), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_type *, nvcg_type_vector, (nvcg_type *elem, unsigned count), (elem, count), nv_guard_ctx_type(elem), NULL)
NV_GUARDED(nvcg_type *, nvcg_type_array, (nvcg_type *elem, uint64_t count), (elem, count), nv_guard_ctx_type(elem), NULL)
NV_GUARDED(nvcg_type *, nvcg_type_struct, (nvcg_context *ctx, nvcg_type *const *fields, unsigned count, int packed), (ctx, fields, count, packed), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_type *, nvcg_type_struct_named, (nvcg_context *ctx, const char *name), (ctx, name), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_status, nvcg_struct_set_body, (nvcg_type *st, nvcg_type *const *fields, unsigned count, int packed), (st, fields, count, packed), nv_guard_ctx_type(st), NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_type *, nvcg_type_function, (nvcg_type *ret, nvcg_type *const *params, unsigned count, int vararg), (ret, params, count, vararg), nv_guard_ctx_type(ret), NULL)
NV_GUARDED(nvcg_type_kind, nvcg_type_get_kind, (const nvcg_type *t), (t), nv_guard_ctx_type(t), (nvcg_type_kind)0)
NV_GUARDED(unsigned, nvcg_type_int_bits, (const nvcg_type *t), (t), nv_guard_ctx_type(t), 0)
NV_GUARDED(unsigned, nvcg_type_addrspace, (const nvcg_type *t), (t), nv_guard_ctx_type(t), 0)
NV_GUARDED(nvcg_type *, nvcg_type_element, (const nvcg_type *t), (t), nv_guard_ctx_type(t), NULL)
NV_GUARDED(uint64_t, nvcg_type_count, (const nvcg_type *t), (t), nv_guard_ctx_type(t), 0)
NV_GUARDED(nvcg_type *, nvcg_type_field, (const nvcg_type *t, unsigned i), (t, i), nv_guard_ctx_type(t), NULL)
NV_GUARDED(uint64_t, nvcg_type_size, (const nvcg_type *t), (t), nv_guard_ctx_type(t), 0)
NV_GUARDED(unsigned, nvcg_type_align, (const nvcg_type *t), (t), nv_guard_ctx_type(t), 0)
NV_GUARDED(size_t, nvcg_type_print, (const nvcg_type *t, char *buf, size_t size), (t, buf, size), nv_guard_ctx_type(t), 0)
NV_GUARDED(nvcg_module *, nvcg_module_create, (nvcg_context *ctx, const char *name), (ctx, name), (nv_context *)ctx, NULL)
NV_GUARDED_VOID(nvcg_module_destroy, (nvcg_module *m), (m), nv_guard_ctx_module(m))
NV_GUARDED(nvcg_context *, nvcg_module_context, (const nvcg_module *m), (m), nv_guard_ctx_module(m), NULL)
NV_GUARDED_VOID(nvcg_module_append_inline_asm, (nvcg_module *m, const char *text), (m, text), nv_guard_ctx_module(m))
NV_GUARDED(nvcg_value *, nvcg_global_add, (nvcg_module *m, nvcg_type *ty, const char *name, unsigned addrspace), (m, ty, name, addrspace), nv_guard_ctx_module(m), NULL)
NV_GUARDED(nvcg_value *, nvcg_module_get_global, (nvcg_module *m, const char *name), (m, name), nv_guard_ctx_module(m), NULL)
NV_GUARDED_VOID(nvcg_global_set_initializer, (nvcg_value *g, nvcg_value *init), (g, init), nv_guard_ctx_value(g))
NV_GUARDED_VOID(nvcg_global_set_constant, (nvcg_value *g, int is_constant), (g, is_constant), nv_guard_ctx_value(g))
NV_GUARDED_VOID(nvcg_global_set_align, (nvcg_value *g, unsigned align), (g, align), nv_guard_ctx_value(g))
NV_GUARDED_VOID(nvcg_global_set_linkage, (nvcg_value *g, nvcg_linkage linkage), (g, linkage), nv_guard_ctx_value(g))
NV_GUARDED_VOID(nvcg_global_set_externally_initialized, (nvcg_value *g, int yes), (g, yes), nv_guard_ctx_value(g))
NV_GUARDED(nvcg_value *, nvcg_function_add, (nvcg_module *m, const char *name, nvcg_type *fty), (m, name, fty), nv_guard_ctx_module(m), NULL)
NV_GUARDED(nvcg_value *, nvcg_module_get_function, (nvcg_module *m, const char *name), (m, name), nv_guard_ctx_module(m), NULL)
NV_GUARDED(nvcg_value *, nvcg_intrinsic_get, (nvcg_module *m, const char *name), (m, name), nv_guard_ctx_module(m), NULL)
NV_GUARDED(nvcg_type *, nvcg_function_type, (const nvcg_value *fn), (fn), nv_guard_ctx_value(fn), NULL)
NV_GUARDED(unsigned, nvcg_function_param_count, (const nvcg_value *fn), (fn), nv_guard_ctx_value(fn), 0)
NV_GUARDED(nvcg_value *, nvcg_function_param, (const nvcg_value *fn, unsigned i), (fn, i), nv_guard_ctx_value(fn), NULL)
NV_GUARDED_VOID(nvcg_function_set_kernel, (nvcg_value *fn, int is_kernel), (fn, is_kernel), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_function_set_linkage, (nvcg_value *fn, nvcg_linkage linkage), (fn, linkage), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_function_set_callconv, (nvcg_value *fn, unsigned cc), (fn, cc), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_function_add_attrs, (nvcg_value *fn, unsigned attrs), (fn, attrs), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_function_remove_attrs, (nvcg_value *fn, unsigned attrs), (fn, attrs), nv_guard_ctx_value(fn))
NV_GUARDED(unsigned, nvcg_function_attrs, (const nvcg_value *fn), (fn), nv_guard_ctx_value(fn), 0)
NV_GUARDED_VOID(nvcg_function_set_maxntid, (nvcg_value *fn, unsigned x, unsigned y, unsigned z), (fn, x, y, z), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_function_set_reqntid, (nvcg_value *fn, unsigned x, unsigned y, unsigned z), (fn, x, y, z), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_function_set_minctasm, (nvcg_value *fn, unsigned n), (fn, n), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_function_set_maxnreg, (nvcg_value *fn, unsigned n), (fn, n), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_function_set_cluster_dim, (nvcg_value *fn, unsigned x, unsigned y, unsigned z), (fn, x, y, z), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_function_set_maxclusterrank, (nvcg_value *fn, unsigned n), (fn, n), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_param_add_attrs, (nvcg_value *fn, unsigned index, unsigned attrs), (fn, index, attrs), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_param_set_align, (nvcg_value *fn, unsigned index, unsigned align), (fn, index, align), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_param_set_dereferenceable, (nvcg_value *fn, unsigned index, uint64_t bytes), (fn, index, bytes), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_param_set_byval, (nvcg_value *fn, unsigned index, nvcg_type *ty), (fn, index, ty), nv_guard_ctx_value(fn))
NV_GUARDED_VOID(nvcg_param_set_sret, (nvcg_value *fn, unsigned index, nvcg_type *ty), (fn, index, ty), nv_guard_ctx_value(fn))
NV_GUARDED(nvcg_block *, nvcg_block_append, (nvcg_value *fn, const char *name), (fn, name), nv_guard_ctx_value(fn), NULL)
NV_GUARDED(nvcg_value *, nvcg_block_as_value, (nvcg_block *bb), (bb), nv_guard_ctx_block(bb), NULL)
NV_GUARDED(nvcg_value *, nvcg_block_parent, (const nvcg_block *bb), (bb), nv_guard_ctx_block(bb), NULL)
NV_GUARDED_VOID(nvcg_value_set_name, (nvcg_value *v, const char *name), (v, name), nv_guard_ctx_value(v))
NV_GUARDED(const char *, nvcg_value_name, (const nvcg_value *v), (v), nv_guard_ctx_value(v), "")
NV_GUARDED(nvcg_type *, nvcg_value_type, (const nvcg_value *v), (v), nv_guard_ctx_value(v), NULL)
NV_GUARDED_VOID(nvcg_value_replace_all_uses, (nvcg_value *old, nvcg_value *with), (old, with), nv_guard_ctx_value(old))
NV_GUARDED(nvcg_value *, nvcg_const_int, (nvcg_type *ty, uint64_t v), (ty, v), nv_guard_ctx_type(ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_int_signed, (nvcg_type *ty, int64_t v), (ty, v), nv_guard_ctx_type(ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_int_wide, (nvcg_type *ty, uint64_t lo, uint64_t hi), (ty, lo, hi), nv_guard_ctx_type(ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_fp, (nvcg_type *ty, double v), (ty, v), nv_guard_ctx_type(ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_fp_bits, (nvcg_type *ty, uint64_t lo, uint64_t hi), (ty, lo, hi), nv_guard_ctx_type(ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_null, (nvcg_type *ptr_ty), (ptr_ty), nv_guard_ctx_type(ptr_ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_undef, (nvcg_type *ty), (ty), nv_guard_ctx_type(ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_poison, (nvcg_type *ty), (ty), nv_guard_ctx_type(ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_zero, (nvcg_type *ty), (ty), nv_guard_ctx_type(ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_vector, (nvcg_value *const *elems, unsigned count), (elems, count), nv_guard_ctx_values(elems, count), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_array, (nvcg_type *array_ty, nvcg_value *const *elems, unsigned count), (array_ty, elems, count), nv_guard_ctx_type(array_ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_struct, (nvcg_type *struct_ty, nvcg_value *const *elems, unsigned count), (struct_ty, elems, count), nv_guard_ctx_type(struct_ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_string, (nvcg_context *ctx, const char *bytes, size_t len, int add_nul), (ctx, bytes, len, add_nul), (nv_context *)ctx, NULL)
NV_GUARDED(nvcg_value *, nvcg_const_gep, (nvcg_type *source_ty, nvcg_value *base, nvcg_value *const *indices, unsigned count, int inbounds), (source_ty, base, indices, count, inbounds), nv_guard_ctx_type(source_ty), NULL)
NV_GUARDED(nvcg_value *, nvcg_const_cast, (nvcg_opcode op, nvcg_value *v, nvcg_type *to), (op, v, to), nv_guard_ctx_value(v), NULL)
NV_GUARDED(int, nvcg_value_is_constant, (const nvcg_value *v), (v), nv_guard_ctx_value(v), 0)
NV_GUARDED(int, nvcg_const_int_value, (const nvcg_value *v, uint64_t *lo, uint64_t *hi), (v, lo, hi), nv_guard_ctx_value(v), 0)
NV_GUARDED(nvcg_builder *, nvcg_builder_create, (nvcg_module *m), (m), nv_guard_ctx_module(m), NULL)
NV_GUARDED_VOID(nvcg_builder_destroy, (nvcg_builder *b), (b), nv_guard_ctx_builder(b))
NV_GUARDED_VOID(nvcg_builder_position_at_end, (nvcg_builder *b, nvcg_block *bb), (b, bb), nv_guard_ctx_builder(b))
NV_GUARDED_VOID(nvcg_builder_position_before, (nvcg_builder *b, nvcg_value *inst), (b, inst), nv_guard_ctx_builder(b))
NV_GUARDED(nvcg_block *, nvcg_builder_block, (const nvcg_builder *b), (b), nv_guard_ctx_builder(b), NULL)
NV_GUARDED_VOID(nvcg_builder_set_default_flags, (nvcg_builder *b, unsigned flags), (b, flags), nv_guard_ctx_builder(b))
NV_GUARDED(nvcg_value *, nvcg_build_binop, (nvcg_builder *b, nvcg_opcode op, nvcg_value *lhs, nvcg_value *rhs, unsigned flags, const char *name), (b, op, lhs, rhs, flags, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_fneg, (nvcg_builder *b, nvcg_value *v, unsigned flags, const char *name), (b, v, flags, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_icmp, (nvcg_builder *b, nvcg_predicate p, nvcg_value *lhs, nvcg_value *rhs, const char *name), (b, p, lhs, rhs, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_fcmp, (nvcg_builder *b, nvcg_predicate p, nvcg_value *lhs, nvcg_value *rhs, unsigned flags, const char *name), (b, p, lhs, rhs, flags, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_select, (nvcg_builder *b, nvcg_value *cond, nvcg_value *t, nvcg_value *f, const char *name), (b, cond, t, f, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_cast, (nvcg_builder *b, nvcg_opcode op, nvcg_value *v, nvcg_type *to, const char *name), (b, op, v, to, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_freeze, (nvcg_builder *b, nvcg_value *v, const char *name), (b, v, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_alloca, (nvcg_builder *b, nvcg_type *ty, nvcg_value *count, unsigned align, const char *name), (b, ty, count, align, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_load, (nvcg_builder *b, nvcg_type *ty, nvcg_value *ptr, unsigned align, unsigned flags, const char *name), (b, ty, ptr, align, flags, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_store, (nvcg_builder *b, nvcg_value *val, nvcg_value *ptr, unsigned align, unsigned flags), (b, val, ptr, align, flags), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_atomic_load, (nvcg_builder *b, nvcg_type *ty, nvcg_value *ptr, unsigned align, nvcg_atomic_ordering ord, const char *scope, unsigned flags, const char *name), (b, ty, ptr, align, ord, scope, flags, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_atomic_store, (nvcg_builder *b, nvcg_value *val, nvcg_value *ptr, unsigned align, nvcg_atomic_ordering ord, const char *scope, unsigned flags), (b, val, ptr, align, ord, scope, flags), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_gep, (nvcg_builder *b, nvcg_type *source_ty, nvcg_value *ptr, nvcg_value *const *indices, unsigned count, int inbounds, const char *name), (b, source_ty, ptr, indices, count, inbounds, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_atomicrmw, (nvcg_builder *b, nvcg_atomicrmw_op op, nvcg_value *ptr, nvcg_value *val, nvcg_atomic_ordering ord, const char *scope, unsigned flags, const char *name), (b, op, ptr, val, ord, scope, flags, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_cmpxchg, (nvcg_builder *b, nvcg_value *ptr, nvcg_value *expected, nvcg_value *desired, nvcg_atomic_ordering success, nvcg_atomic_ordering failure, const char *scope, unsigned flags, const char *name), (b, ptr, expected, desired, success, failure, scope, flags, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_fence, (nvcg_builder *b, nvcg_atomic_ordering ord, const char *scope), (b, ord, scope), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_extractelement, (nvcg_builder *b, nvcg_value *vec, nvcg_value *idx, const char *name), (b, vec, idx, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_insertelement, (nvcg_builder *b, nvcg_value *vec, nvcg_value *elt, nvcg_value *idx, const char *name), (b, vec, elt, idx, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_shufflevector, (nvcg_builder *b, nvcg_value *a, nvcg_value *bv, const int *mask, unsigned count, const char *name), (b, a, bv, mask, count, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_extractvalue, (nvcg_builder *b, nvcg_value *agg, const unsigned *indices, unsigned count, const char *name), (b, agg, indices, count, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_insertvalue, (nvcg_builder *b, nvcg_value *agg, nvcg_value *val, const unsigned *indices, unsigned count, const char *name), (b, agg, val, indices, count, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_phi, (nvcg_builder *b, nvcg_type *ty, const char *name), (b, ty, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED_VOID(nvcg_phi_add_incoming, (nvcg_value *phi, nvcg_value *v, nvcg_block *from), (phi, v, from), nv_guard_ctx_value(phi))
NV_GUARDED(nvcg_value *, nvcg_build_call, (nvcg_builder *b, nvcg_type *fty, nvcg_value *callee, nvcg_value *const *args, unsigned count, const char *name), (b, fty, callee, args, count, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_intrinsic, (nvcg_builder *b, const char *intrinsic, nvcg_value *const *args, unsigned count, const char *name), (b, intrinsic, args, count, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_tex, (nvcg_builder *b, nvcg_tex_geom geom, nvcg_tex_result result, nvcg_value *tex, nvcg_value *const *coords, unsigned ncoords, nvcg_value *lod, nvcg_value *const *dpdx, nvcg_value *const *dpdy, const char *name), (b, geom, result, tex, coords, ncoords, lod, dpdx, dpdy, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_tld4, (nvcg_builder *b, unsigned component, nvcg_tex_result result, nvcg_value *tex, nvcg_value *x, nvcg_value *y, const char *name), (b, component, result, tex, x, y, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_tld4_geom, (nvcg_builder *b, nvcg_tex_geom geom, unsigned component, nvcg_tex_result result, nvcg_value *tex, nvcg_value *const *coords, unsigned ncoords, const char *name), (b, geom, component, result, tex, coords, ncoords, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_suld, (nvcg_builder *b, nvcg_tex_geom geom, unsigned bits, unsigned vec, nvcg_surf_oob oob, nvcg_value *surf, nvcg_value *const *coords, unsigned ncoords, const char *name), (b, geom, bits, vec, oob, surf, coords, ncoords, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_sust, (nvcg_builder *b, nvcg_tex_geom geom, unsigned bits, unsigned vec, nvcg_surf_oob oob, nvcg_value *surf, nvcg_value *const *coords, unsigned ncoords, nvcg_value *const *values), (b, geom, bits, vec, oob, surf, coords, ncoords, values), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_sust_p, (nvcg_builder *b, nvcg_tex_geom geom, unsigned vec, nvcg_surf_oob oob, nvcg_value *surf, nvcg_value *const *coords, unsigned ncoords, nvcg_value *const *values), (b, geom, vec, oob, surf, coords, ncoords, values), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_tex_query, (nvcg_builder *b, int surface, nvcg_tex_query query, nvcg_value *obj, const char *name), (b, surface, query, obj, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED_VOID(nvcg_global_set_texref, (nvcg_value *g, nvcg_texref_kind kind), (g, kind), nv_guard_ctx_value(g))
NV_GUARDED_VOID(nvcg_param_set_image, (nvcg_value *fn, unsigned index, nvcg_image_param kind), (fn, index, kind), nv_guard_ctx_value(fn))
NV_GUARDED(nvcg_value *, nvcg_build_texsurf_handle, (nvcg_builder *b, nvcg_value *g, const char *name), (b, g, name), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_ret, (nvcg_builder *b, nvcg_value *v), (b, v), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_br, (nvcg_builder *b, nvcg_block *dest), (b, dest), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_cond_br, (nvcg_builder *b, nvcg_value *cond, nvcg_block *t, nvcg_block *f), (b, cond, t, f), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(nvcg_value *, nvcg_build_switch, (nvcg_builder *b, nvcg_value *v, nvcg_block *default_dest), (b, v, default_dest), nv_guard_ctx_builder(b), NULL)
NV_GUARDED_VOID(nvcg_switch_add_case, (nvcg_value *sw, nvcg_value *const_int, nvcg_block *dest), (sw, const_int, dest), nv_guard_ctx_value(sw))
NV_GUARDED(nvcg_value *, nvcg_build_unreachable, (nvcg_builder *b), (b), nv_guard_ctx_builder(b), NULL)
NV_GUARDED(int, nvcg_value_is_instruction, (const nvcg_value *v), (v), nv_guard_ctx_value(v), 0)
NV_GUARDED(nvcg_opcode, nvcg_inst_opcode, (const nvcg_value *inst), (inst), nv_guard_ctx_value(inst), (nvcg_opcode)0)
NV_GUARDED(unsigned, nvcg_inst_operand_count, (const nvcg_value *inst), (inst), nv_guard_ctx_value(inst), 0)
NV_GUARDED(nvcg_value *, nvcg_inst_operand, (const nvcg_value *inst, unsigned i), (inst, i), nv_guard_ctx_value(inst), NULL)
NV_GUARDED_VOID(nvcg_inst_set_operand, (nvcg_value *inst, unsigned i, nvcg_value *v), (inst, i, v), nv_guard_ctx_value(inst))
NV_GUARDED(unsigned, nvcg_inst_flags, (const nvcg_value *inst), (inst), nv_guard_ctx_value(inst), 0)
NV_GUARDED_VOID(nvcg_inst_set_flags, (nvcg_value *inst, unsigned flags), (inst, flags), nv_guard_ctx_value(inst))
NV_GUARDED(unsigned, nvcg_inst_unroll_count, (const nvcg_value *br), (br), nv_guard_ctx_value(br), 0)
NV_GUARDED_VOID(nvcg_inst_set_unroll_count, (nvcg_value *br, unsigned count), (br, count), nv_guard_ctx_value(br))
NV_GUARDED(nvcg_status, nvcg_inst_erase, (nvcg_value *inst), (inst), nv_guard_ctx_value(inst), NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_status, nvcg_verify_module, (nvcg_module *m), (m), nv_guard_ctx_module(m), NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_status, nvcg_parse_ll, (nvcg_context *ctx, const char *text, size_t len, const char *filename, nvcg_module **out), (ctx, text, len, filename, out), (nv_context *)ctx, NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_status, nvcg_print_ll, (const nvcg_module *m, char **out, size_t *len), (m, out, len), nv_guard_ctx_module(m), NVCG_OUT_OF_MEMORY)
NV_GUARDED(char *, nvcg_math_library_ll, (size_t *len), (len), NULL, NULL)
NV_GUARDED(nvcg_status, nvcg_options_check, (nvcg_context *ctx, const nvcg_options *o), (ctx, o), (nv_context *)ctx, NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_status, nvcg_knob_check, (nvcg_context *ctx, const char *assignment), (ctx, assignment), (nv_context *)ctx, NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_status, nvcg_compile, (nvcg_module *m, const nvcg_options *o, char **ptx, size_t *len), (m, o, ptx, len), nv_guard_ctx_module(m), NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_status, nvcg_module_link, (nvcg_module *dst, nvcg_module *src), (dst, src), nv_guard_ctx_module(dst), NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_status, nvcg_context_add_library, (nvcg_context *ctx, const char *name, const char *text, size_t len, unsigned flags), (ctx, name, text, len, flags), (nv_context *)ctx, NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_status, nvcg_context_set_library_summary, (nvcg_context *ctx, const char *text, size_t len, const char *filename), (ctx, text, len, filename), (nv_context *)ctx, NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_status, nvcg_module_import, (nvcg_module *m, const nvcg_options *o), (m, o), nv_guard_ctx_module(m), NVCG_OUT_OF_MEMORY)
NV_GUARDED(nvcg_status, nvcg_module_summary, (const nvcg_module *m, char **out, size_t *len), (m, out, len), nv_guard_ctx_module(m), NVCG_OUT_OF_MEMORY)
/* clang-format on */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
