/* ir.h -- the in-memory IR: types, values, constants, instructions, blocks, functions,
 * globals, modules and the context that owns them.
 *
 * The IR has LLVM's semantics for the subset GPU kernels use. Pointers are opaque
 * (`ptr addrspace(N)`): typed-pointer input is read and its pointee types dropped, and
 * every instruction that needs a memory type carries it (load's result type, alloca's
 * allocated type, GEP's source element type, call's function type), exactly as LLVM 15+
 * does. Public handles (nvcg_type, nvcg_value, ...) are these structs.
 *
 * Ownership: types, uniqued constants and interned strings live in the context's arena;
 * globals, functions, blocks and instructions live in their module's arena. Nothing is
 * freed one by one; erased instructions are unlinked and forgotten.
 *
 * Operand conventions (ops[] of an instruction):
 *   ret           [value?]
 *   br            [dest]  or  [cond, iftrue, iffalse]      (blocks as values)
 *   switch        [cond, default, case0_val, case0_dest, case1_val, case1_dest, ...]
 *   phi           [val0, block0, val1, block1, ...]
 *   call          [callee, arg0, arg1, ...]                 aux_type = function type
 *   load          [ptr]                                     type = loaded type
 *   store         [value, ptr]
 *   alloca        [count]                                   aux_type = allocated type
 *   getelementptr [base, idx0, idx1, ...]                   aux_type = source element type
 *   atomicrmw     [ptr, value]                              sub = nvcg_atomicrmw_op
 *   cmpxchg       [ptr, expected, desired]
 *   fence         []
 *   extractvalue  [agg]              indices in idx[]
 *   insertvalue   [agg, value]       indices in idx[]
 *   shufflevector [a, b]             mask in idx[] as int32 (-1 = poison)
 *   icmp/fcmp     [lhs, rhs]         sub = nvcg_predicate
 *   select        [cond, t, f];  casts [v] (type = destination); binops [lhs, rhs]
 */

typedef struct nvcg_type nv_type;
typedef struct nvcg_value nv_value;
typedef struct nvcg_block nv_block;
typedef struct nvcg_module nv_module;
typedef struct nvcg_context nv_context;
typedef struct nv_inst nv_inst;
typedef struct nv_func nv_func;
typedef struct nv_global nv_global;
typedef struct nv_use nv_use;

/* ---- Types ---- */
struct nvcg_type {
  uint8_t kind;       /* nvcg_type_kind */
  uint8_t packed;     /* struct */
  uint8_t vararg;     /* function */
  uint8_t has_body;   /* identified struct: 0 while opaque */
  uint32_t bits;      /* integer width */
  uint32_t addrspace; /* pointer */
  uint32_t id;        /* creation order within the context: a deterministic hash key */
  uint64_t count;     /* vector/array elements; struct fields; function params */
  nv_type *elem;      /* vector/array element; function return type */
  nv_type **fields;   /* struct fields; function params */
  const char *name;   /* identified struct name (interned), else NULL */
  nv_context *ctx;
  /* layout, computed once when first asked for (nv_type_layout) */
  uint64_t lsize;     /* allocation size in bytes; UINT64_MAX when it does not fit */
  uint32_t lalign;    /* ABI alignment in bytes */
  uint8_t lstate;     /* NV_LAYOUT_*: 0 until computed (and while unsized) */
  uint32_t depth;     /* how deep component types nest: 0 for scalars and pointers */
};
enum { NV_LAYOUT_UNKNOWN = 0, NV_LAYOUT_SIZED = 1, NV_LAYOUT_TOO_LARGE = 2, NV_LAYOUT_BUSY = 3 };

/* ---- Values ---- */
typedef enum nv_value_kind {
  NV_V_ARG,
  NV_V_BLOCK,
  NV_V_INST,
  NV_V_FUNC,
  NV_V_GLOBAL,
  /* uniqued constants (context-owned) */
  NV_V_CINT,     /* ci[2]: 128-bit payload, zero-extended */
  NV_V_CFP,      /* ci[2]: bit pattern */
  NV_V_CNULL,    /* null pointer */
  NV_V_CZERO,    /* zeroinitializer of an aggregate or vector */
  NV_V_UNDEF,
  NV_V_POISON,
  NV_V_CAGG,     /* array, struct or vector of constants: elems[] */
  NV_V_CDATA,    /* c"..." byte array: bytes */
  NV_V_CEXPR,    /* constant expression: opcode + elems[] (+ aux_type for GEP) */
  NV_V_ASM       /* inline asm: callee of a call */
} nv_value_kind;

#define NV_IS_CONST_KIND(k) ((k) >= NV_V_CINT && (k) <= NV_V_CEXPR)

struct nv_use {
  nv_value *val;     /* the used value */
  nv_value *user;    /* the instruction or constant expression holding this use */
  nv_use *next;      /* next use of val */
  nv_use **pprev;    /* link that points at this use */
};

struct nvcg_value {
  uint8_t kind;      /* nv_value_kind */
  uint8_t opcode;    /* instructions and constant expressions: nvcg_opcode */
  uint16_t sub;      /* predicate, atomicrmw op, ... */
  uint32_t id;       /* creation order: unique per context for constants, per module otherwise */
  nv_type *type;
  const char *name;  /* interned; NULL when unnamed */
  nv_use *uses;      /* list of uses of this value */
};

typedef struct nv_arg {
  nv_value v;
  nv_func *parent;
  uint32_t index;
} nv_arg;

/* Uniqued constants. */
typedef struct nv_const {
  nv_value v;
  uint64_t ci[2];        /* CINT / CFP payload */
  uint32_t nelems;       /* CAGG / CEXPR operand count; CDATA byte count */
  uint32_t flags;        /* CEXPR: NVCG_FLAG_INBOUNDS */
  uint32_t depth;        /* CAGG / CEXPR: 1 + the deepest operand's depth; 0 for leaves */
  nv_value **elems;      /* CAGG elements; CEXPR operands */
  nv_use *elem_uses;     /* CEXPR: operand uses (so globals know their users) */
  nv_type *aux_type;     /* CEXPR GEP: source element type */
  const uint8_t *bytes;  /* CDATA */
  struct nv_const *hnext;/* uniquing hash chain */
} nv_const;

/* Inline assembly used as a callee. */
typedef struct nv_asm {
  nv_value v;            /* type = function type */
  const char *text;
  const char *constraints;
  uint8_t sideeffect, alignstack, inteldialect;
} nv_asm;

/* Internal instruction flag (never set through the API, which masks flags per opcode):
 * a switch opt/lower_switch.c made for a jump table -- its cases are exactly 0 .. n-1 in
 * order, and instruction selection lowers it to a range check and brx.idx. */
#define NV_FLAG_JUMP_TABLE (1u << 31)

struct nv_inst {
  nv_value v;
  uint32_t flags;        /* NVCG_FLAG_* / NVCG_FMF_* */
  uint32_t align;        /* load store alloca atomicrmw cmpxchg; 0 = unspecified */
  uint8_t ordering;      /* atomics: nvcg_atomic_ordering (cmpxchg: success) */
  uint8_t ordering2;     /* cmpxchg failure ordering */
  uint16_t unroll_count; /* br: llvm.loop.unroll.count (0 = none; see NVCG_FLAG_LOOP_*) */
  const char *scope;     /* syncscope, interned; NULL = system */
  nv_type *aux_type;     /* see operand conventions */
  nv_block *parent;
  nv_inst *prev, *next;
  uint32_t nops, capops;
  nv_use *ops;
  int32_t *idx;          /* extractvalue/insertvalue indices, shufflevector mask */
  uint32_t nidx;
  uint32_t *weights;     /* conditional br, switch: !prof branch_weights, one per successor in */
  uint32_t nweights;     /* operand order (0 = none); a pass that reorders successors must drop them */
  uint32_t line, col;    /* source position when read from text; 0 otherwise */
};

struct nvcg_block {
  nv_value v;            /* type = label */
  nv_func *parent;
  nv_inst *first, *last;
  nv_block *prev, *next;
  uint32_t index;        /* position in the function, refreshed by nv_func_number_blocks */
  uint8_t nounroll;      /* header of a loop not to be unrolled: PTX `.pragma "nounroll";` (opt/loop_pragmas.c) */
};

typedef struct nv_param_attrs {
  uint32_t flags;        /* NVCG_PARAM_* */
  uint32_t align;
  uint64_t dereferenceable;
  nv_type *byval;        /* byval(T) / sret(T) type */
  uint8_t image;         /* NV_IMGPARAM_*: a kernel parameter annotated as an image or sampler
                            in !nvvm.annotations (ir/texture.h); 0 for any other */
} nv_param_attrs;

/* Image kernel parameters ("rdoimage", "wroimage", "rdwrimage" in !nvvm.annotations, the
 * value the parameter's index): .param .texref (read-only) or .param .surfref. */
enum { NV_IMGPARAM_NONE = 0, NV_IMGPARAM_RDO = 1, NV_IMGPARAM_WRO = 2, NV_IMGPARAM_RDWR = 3 };

struct nv_func {
  nv_value v;            /* type = ptr (address space 0) */
  nv_module *module;
  nv_type *fty;
  nv_arg **args;
  uint32_t nargs;
  nv_param_attrs *pattrs;/* one per parameter */
  nv_param_attrs rattrs; /* return attributes */
  nv_block *first, *last;
  uint32_t nblocks;
  uint32_t attrs;        /* NVCG_FN_* */
  uint32_t cc;           /* calling convention */
  uint8_t linkage;       /* nvcg_linkage */
  uint8_t is_kernel;
  uint8_t is_decl;       /* no body */
  uint16_t intrinsic;    /* NV_INTR_* or 0 */
  uint32_t maxntid[3], reqntid[3], minctasm, maxnreg; /* launch bounds; 0 = unset */
  /* thread-block clusters (sm_90+): the required cluster shape (.reqnctapercluster, a
   * dimension 0 = unset, printed as 1) and .maxclusterrank; 0 = unset */
  uint32_t cluster_dim[3], maxclusterrank;
  /* "nvvm.blocksareclusters" (PTX .blocksareclusters, sm_90, PTX ISA 9.0): the grid is
   * counted in clusters of cluster_dim blocks; needs reqntid and cluster_dim */
  uint32_t blocksareclusters;
  uint32_t align;
  const char *section;
  nv_func *prev, *next;
  uint32_t next_block_id;
  /* where it was read (0 when built) and from which file when it came from another
   * module (NULL: its module's source); lto/ sets import_src on functions it imported */
  uint32_t line, col;
  const char *src_file;
  const char *import_src;   /* library a function was copied from (lto/import.c) */
  uint8_t imported;         /* 1: imported (summary-guided), 0: linked out of line */
  uint8_t import_md;        /* print !thinlto_src_module (enable-import-metadata) */
  /* The IR passes' CFG analysis, kept between builds while the CFG is unchanged
   * (opt/analysis.c). cfg_epoch counts changes to the CFG: the block list, which
   * instruction ends a block, and the block operands of terminators; module.c and
   * value.c bump it (NV_CFG_CHANGED) in the primitives every edit goes through. */
  uint32_t cfg_epoch;
  uint8_t cfg_check;        /* recompute every reused analysis and compare (--verify-each) */
  uint8_t cfg_stale;        /* that check found a reused analysis out of date */
  struct nv_cfg_cache *cfg_cache;
};

#define NV_CFG_CHANGED(f) ((f)->cfg_epoch++)

enum { NV_TEXREF_NONE = 0, NV_TEXREF_TEXTURE = 1, NV_TEXREF_SURFACE = 2 };

/* The reference an image kernel parameter (NV_IMGPARAM_*) is: a read-only image a
 * texture, a write-only or read-write one a surface (as LLVM's NVPTX backend declares them). */
static unsigned nv_imgparam_texref(unsigned image) {
  return image == NV_IMGPARAM_RDO ? NV_TEXREF_TEXTURE : image ? NV_TEXREF_SURFACE : NV_TEXREF_NONE;
}

struct nv_global {
  nv_value v;            /* type = ptr addrspace(addrspace) */
  nv_module *module;
  nv_type *vtype;        /* the value type */
  uint32_t addrspace;
  uint32_t align;
  nv_value *init;        /* NULL for an external declaration */
  nv_use init_use;       /* the initializer's use (so RAUW reaches it) */
  uint8_t is_const;
  uint8_t linkage;
  uint8_t externally_initialized;
  uint8_t unnamed_addr;  /* 0 none, 1 unnamed_addr, 2 local_unnamed_addr */
  uint8_t texref;        /* NV_TEXREF_*: a module-scope texture / surface reference (an
                            addrspace(1) i64 annotated "texture" / "surface"; ir/texture.h) */
  const char *section;
  nv_global *prev, *next;
  uint32_t line, col;       /* where it was read; 0 when built */
  const char *src_file;     /* file it came from when linked in (NULL: its module's) */
};

struct nvcg_module {
  nv_context *ctx;
  nv_arena arena;
  const char *name;
  const char *source_filename;
  const char *triple;
  const char *datalayout;
  const char *inline_asm; /* module-level inline asm (`module asm`), lines joined by '\n'; NULL if none */
  nv_func *funcs_first, *funcs_last;
  nv_global *globals_first, *globals_last;
  nv_map symtab;          /* interned name -> value (functions and globals) */
  uint32_t nfuncs, nglobals;
  uint32_t next_id;       /* value ids */
  unsigned errors;        /* builder misuse and verifier failures against this module */
  unsigned verify_errors; /* the part of `errors` the verifier reported (the rest is misuse) */
  nv_set warned;          /* hashes of the verifier warnings already reported: the reader verifies,
                             nvcg_compile verifies again, and each warning is given once */
  uint64_t verified_at;   /* ctx->api_calls when nvcg_parse_ll returned this module verified clean
                             (0: never): see nv_module_unchanged_since_parse */
  const char *source_name;/* file the module was read from, for file:line:col; NULL if built */
  int nvvmir_version[4];  /* !nvvmir.version, -1 when absent */
  nv_module *prev, *next; /* context's module list */
  struct nv_galias *aliases; /* `@a = alias T, ptr @f`, in reading order */
};

/* A global alias. The reader resolves every use of the alias to its aliasee; what stays is
 * the exported name, which the PTX printer writes as `.alias` (functions) or refuses. */
typedef struct nv_galias {
  const char *name;      /* interned */
  const char *aliasee;   /* interned name of the aliased global or function; NULL: not one */
  nv_type *vt;           /* the aliased object's type, as written */
  uint8_t linkage;
  uint32_t line, col;
  struct nv_galias *next;
} nv_galias;

struct nvcg_context {
  nv_heap heap;           /* every heap block allocated on this context's behalf (core.h) */
  int out_of_memory;      /* an allocation failed: the context may only be destroyed */
  uint64_t api_calls;     /* public calls entered on this context (boundary.c), nested ones too */
  nv_arena arena;
  nv_strtab strs;
  nv_diag_sink diag;
  /* type uniquing */
  nv_type *t_void, *t_label, *t_half, *t_bfloat, *t_float, *t_double, *t_fp128;
  nv_type *t_int[129];
  nv_map ptr_types;       /* addrspace -> type, for address spaces from 8 up */
  nv_type *t_ptr[8];      /* the pointer types of address spaces 0-7 (NULL: not made yet): every
                           * typed operand asks for one, the map lookup was most of its cost */
  nv_type **thash;        /* derived types, open addressing on a structural hash */
  uint32_t nthash, ntypes;
  nv_map named_structs;   /* interned name -> type */
  uint32_t next_type_id;
  /* constant uniquing: chained hash on a structural hash */
  nv_const **chash;
  uint32_t nchash, nconsts;
  uint32_t next_const_id;
  nv_module *modules;
  struct nv_lto_libs *libs; /* registered library modules (lto/library.c); NULL: none */
  struct nv_intr_index *intr_index; /* intrinsic rows by name length (intrinsics.c), built at the first lookup */
};

/* Downcasts (checked in debug builds). */
#define NV_INST(v) (NV_ASSERT((v)->kind == NV_V_INST), (nv_inst *)(v))
#define NV_FUNC(v) (NV_ASSERT((v)->kind == NV_V_FUNC), (nv_func *)(v))
#define NV_GLOBAL(v) (NV_ASSERT((v)->kind == NV_V_GLOBAL), (nv_global *)(v))
#define NV_BLOCK(v) (NV_ASSERT((v)->kind == NV_V_BLOCK), (nv_block *)(v))
#define NV_ARG(v) (NV_ASSERT((v)->kind == NV_V_ARG), (nv_arg *)(v))
#define NV_CONST(v) (NV_ASSERT(NV_IS_CONST_KIND((v)->kind)), (nv_const *)(v))

/* Opcode classes. */
#define NV_OP_IS_BINARY(op) ((op) >= NVCG_OP_ADD && (op) <= NVCG_OP_XOR)
#define NV_OP_IS_CAST(op) ((op) >= NVCG_OP_TRUNC && (op) <= NVCG_OP_ADDRSPACECAST)
#define NV_OP_IS_TERMINATOR(op) ((op) <= NVCG_OP_UNREACHABLE)
#define NV_OP_IS_FP_BINARY(op)                                                   \
  ((op) == NVCG_OP_FADD || (op) == NVCG_OP_FSUB || (op) == NVCG_OP_FMUL ||       \
   (op) == NVCG_OP_FDIV || (op) == NVCG_OP_FREM)

/* ---- Contexts (module.c) ---- */
static nv_context *nv_context_new(void);
static void nv_context_free(nv_context *c);

/* ---- Types (type.c) ---- */
static nv_type *nv_type_alloc(nv_context *c, unsigned kind);
static nv_type *nv_type_named_struct(nv_context *c, const char *name);
static void nv_type_set_body(nv_type *t, nv_type *const *f, unsigned n, int packed);
static nv_type *nv_type_int(nv_context *c, unsigned bits);
static nv_type *nv_type_ptr(nv_context *c, unsigned as);
static nv_type *nv_type_vector(nv_type *elem, unsigned n);
static nv_type *nv_type_array(nv_type *elem, uint64_t n);
static nv_type *nv_type_struct(nv_context *c, nv_type *const *f, unsigned n, int packed);
static nv_type *nv_type_func(nv_type *ret, nv_type *const *p, unsigned n, int vararg);
NV_UNUSED static int nv_type_is_int(const nv_type *t) { return t->kind == NVCG_TYPE_INT; }
static int nv_type_is_fp(const nv_type *t);
NV_UNUSED static int nv_type_is_ptr(const nv_type *t) { return t->kind == NVCG_TYPE_PTR; }
NV_UNUSED static int nv_type_is_vector(const nv_type *t) { return t->kind == NVCG_TYPE_VECTOR; }
static int nv_type_is_aggregate(const nv_type *t);
static int nv_type_is_first_class(const nv_type *t);
static int nv_type_is_sized(const nv_type *t);
/* Element type of a vector, else the type itself. */
static nv_type *nv_type_scalar(nv_type *t);
static int nv_as_is_specific(unsigned as);
static int nv_type_is_int_or_intvec(const nv_type *t);
static int nv_type_is_fp_or_fpvec(const nv_type *t);
static int nv_type_is_ptr_or_ptrvec(const nv_type *t);
/* Primitive size in bits (0 for aggregates and pointers... pointers are 64). */
static unsigned nv_type_prim_bits(const nv_type *t);
static uint64_t nv_type_alloc_size(const nv_type *t);
static uint64_t nv_type_store_size(const nv_type *t);
static unsigned nv_type_abi_align(const nv_type *t);
static int nv_type_layout(const nv_type *t);
static int nv_type_too_large(const nv_type *t);
static uint64_t nv_struct_field_offset(const nv_type *st, unsigned i);
static void nv_type_print_buf(nv_buf *b, const nv_type *t);
static void nv_type_print_upto(nv_buf *b, const nv_type *t, size_t cap);

/* ---- Values, uses, constants (value.c) ---- */
static void nv_use_set(nv_use *u, nv_value *user, nv_value *v);
static void nv_use_clear(nv_use *u);
static void nv_value_rauw(nv_value *old, nv_value *with);
NV_UNUSED static int nv_value_has_uses(const nv_value *v) { return v->uses != NULL; }
static nv_value *nv_const_int(nv_type *t, uint64_t lo, uint64_t hi);
static nv_value *nv_const_int_s(nv_type *t, int64_t v);
static nv_value *nv_const_fp_bits(nv_type *t, uint64_t lo, uint64_t hi);
static nv_value *nv_const_fp_double(nv_type *t, double d);
static nv_value *nv_const_simple(nv_context *c, nv_value_kind k, nv_type *t); /* null/undef/poison/zero */
static nv_value *nv_const_agg(nv_type *t, nv_value *const *e, unsigned n);
static nv_value *nv_const_data(nv_context *c, const uint8_t *bytes, uint32_t n);
static nv_value *nv_const_expr(nv_context *c, unsigned op, nv_type *t, nv_value *const *ops,
                               unsigned n, nv_type *aux, uint32_t flags, uint16_t sub);
NV_UNUSED static int nv_value_is_const(const nv_value *v) { return NV_IS_CONST_KIND(v->kind); }
/* Constant integer as 64 bits, zero- or sign-extended from its width. */
static uint64_t nv_cint_zext(const nv_value *v);
static uint32_t nv_const_depth(const nv_value *v);
/* The file name for a diagnostic at `line` of module m's source (the reader names a module
 * after its file), or NULL for a position-less one. */
NV_UNUSED static const char *nv_module_file(const nv_module *m, unsigned line) {
  return line ? (m->source_name ? m->source_name : m->name) : NULL;
}

/* The sync scopes NVPTX has, X(name, PTX scope): LLVM's NVPTX names (the SPIR-V front end
 * maps its scopes onto them). No scope (NULL or "") is the system. Any other name (AMDGPU's
 * "agent", "wavefront", ...) is rejected by the verifier, as LLVM's NVPTX backend does,
 * rather than compiled at some other scope. */
#define NV_SYNC_SCOPES(X)                                                                 \
  X("singlethread", CTA) X("block", CTA) X("cluster", CLUSTER) X("device", GPU)
static int nv_sync_scope_known(const char *scope) {
#define NV_X_SCOPE(name, k) if (!strcmp(scope, name)) return 1;
  NV_SYNC_SCOPES(NV_X_SCOPE)
#undef NV_X_SCOPE
  return 0;
}
static int64_t nv_cint_sext(const nv_value *v);
static int nv_value_is_cint(const nv_value *v, uint64_t x); /* integer constant equal to x */
/* Constant of any kind that is all zero bits (0, 0.0 positive, null, zeroinitializer). */
static int nv_value_is_zero_const(const nv_value *v);

/* Value -> owning context. */
NV_UNUSED static nv_context *nv_value_ctx(const nv_value *v) { return v->type->ctx; }

/* Floating-point helpers shared by constants, folding and the printer. */
static float nv_f16_bits_to_f32(uint16_t h);
static float nv_bf16_bits_to_f32(uint16_t h);
static float nv_bits_to_f32(uint32_t b);
static uint32_t nv_f32_to_bits(float f);
static double nv_bits_to_f64(uint64_t b);
static uint64_t nv_f64_to_bits(double d);
/* Converts a double to the type's bit pattern with round-to-nearest-even. */
static void nv_fp_from_double(const nv_type *t, double d, uint64_t out[2]);
/* The constant's value as a double (exact for half/bfloat/float/double). */
static double nv_cfp_to_double(const nv_value *v);

/* ---- Instructions, blocks, functions (module.c) ---- */
static nv_inst *nv_inst_new(nv_module *m, unsigned op, nv_type *t, unsigned nops);
static void nv_inst_set_op(nv_inst *I, unsigned i, nv_value *v);
NV_UNUSED static nv_value *nv_inst_op(const nv_inst *I, unsigned i) { return I->ops[i].val; }
static void nv_inst_add_op(nv_inst *I, nv_value *v);  /* grows ops[] (phi, switch, call) */
static void nv_inst_remove_ops(nv_inst *I, unsigned first, unsigned n);
static void nv_inst_insert_before(nv_inst *I, nv_inst *before);
static void nv_inst_append(nv_inst *I, nv_block *bb);
static void nv_inst_unlink(nv_inst *I);
/* Drops all operand uses and unlinks; the instruction must have no uses left. */
static void nv_inst_erase(nv_inst *I);
static nv_inst *nv_block_terminator(const nv_block *bb);
static nv_block *nv_block_new(nv_func *f, const char *name, nv_block *before);
static void nv_block_link(nv_block *bb, nv_block *before);
static void nv_block_unlink(nv_block *bb);
static void nv_func_number_blocks(nv_func *f);
/* Successors of a terminator. */
static unsigned nv_term_num_succ(const nv_inst *T);
static nv_block *nv_term_succ(const nv_inst *T, unsigned i);
/* The successor index a conditional br or a switch takes when its condition is the
 * integer constant c (switch case constants are uniqued, so the match is by identity). */
static unsigned nv_term_succ_for_const(const nv_inst *T, const nv_value *c);
static nv_func *nv_func_new(nv_module *m, const char *name, nv_type *fty);
static nv_global *nv_global_new(nv_module *m, nv_type *vt, const char *name, unsigned as);
/* The same, in memory the reader allocated for a forward reference (see module.c). */
static nv_func *nv_func_new_at(nv_module *m, void *mem, const char *name, nv_type *fty);
static nv_global *nv_global_new_at(nv_module *m, void *mem, nv_type *vt, const char *name,
                                   unsigned as);
/* Takes function f (without uses) out of m's function list and symbol table. */
static void nv_module_unlink_func(nv_module *m, nv_func *f);
/* Inline assembly as a callee; type = the call's function type. */
enum { NV_ASM_SIDEEFFECT = 1, NV_ASM_ALIGNSTACK = 2, NV_ASM_INTELDIALECT = 4 };
static nv_asm *nv_asm_new(nv_module *m, nv_type *fty, const char *text, const char *constraints,
                          unsigned flags);
static void nv_global_set_init(nv_global *g, nv_value *init);
static nv_value *nv_module_lookup(const nv_module *m, const char *name);
/* Gives a value a name unique within its scope (module symbols; function locals are
 * not checked here: the printer and the reader keep local names apart). */
static const char *nv_module_unique_name(nv_module *m, const char *name);
static nv_module *nv_module_new(nv_context *c, const char *name);
/* Appends a line of module-level inline asm (module.c). */
static void nv_module_append_asm(nv_module *m, const char *text, size_t n);
static void nv_module_free(nv_module *m);
/* Takes every constant expression built on v out of the context (see value.c). */
static void nv_cexpr_orphan_users(nv_value *v);
static void nv_module_error(nv_module *m, const char *fmt, ...) NV_PRINTF(2, 3);
/* Declares (or finds) an intrinsic by full name in a module (api.c). */
static nv_func *nv_intrinsic_declare(nv_module *m, const char *name);
static uint32_t nv_allowed_flags(const nv_inst *I);
/* The module a global, function or placed local value lives in; NULL for constants (builder.c). */
static nv_module *nv_value_module(const nv_value *v);

/* ---- Type rules (typecheck.c) ---- */
/* Checks one instruction's local type rules; 0 and a reason in err when broken. */
static int nv_inst_check(const nv_inst *I, char *err, size_t errsize);
static int nv_cast_valid(unsigned op, const nv_type *from, const nv_type *to);
static nv_type *nv_cmp_result_type(nv_type *like);
static nv_type *nv_aggregate_index_type(nv_type *t, const int32_t *idx, unsigned n);
static nv_type *nv_gep_indexed_type(nv_type *src, nv_value *const *idx, unsigned n, char *err,
                                    size_t errsize);
static const char *nv_opcode_name(unsigned op);
static const char *nv_rmw_name(unsigned k);

/* ---- Verifier (verify.c) ---- */
/* Checks the whole module and reports every problem; NVCG_ERROR when there was one. */
static nvcg_status nv_verify_module_internal(nv_module *m);

/* ---- Printing (printer.c) ---- */
static void nv_print_module_buf(const nv_module *m, nv_buf *b);
/* One instruction / one value reference, as they appear in a printed function. */
static void nv_print_inst_to(nv_buf *b, const nv_inst *I);
static void nv_print_value_to(nv_buf *b, const nv_value *v);
static void nv_print_ident(nv_buf *b, char sigil, const char *name);
static void nv_api_null(const char *fn);
/* The public name of the API function a message is about: __func__ inside a public body,
 * which boundary/boundary.c renames nv_unguarded_<name>, minus that prefix. */
static const char *nv_api_name(const char *fn);
#define NV_API_FUNC nv_api_name(__func__)

#define NV_FOR_INSTS(I, bb) for (nv_inst *I = (bb)->first; I; I = I->next)
