/* nvcg public API.
 *
 * nvcg turns GPU kernels, held in an SSA IR with LLVM's semantics, into PTX text.
 * Modules come from the builder below, from LLVM/NVVM assembly text
 * (nvcg_parse_ll), or from SPIR-V (frontends/nvcg_spirv.h).
 *
 * Objects and ownership (the context owns everything)
 *   nvcg_context   owns types, constants, interned strings, the diagnostic handler and every
 *                  module created in it. One thread at a time uses a context; two contexts
 *                  are independent, so two threads compile two modules at once with a
 *                  context each.
 *   nvcg_module    globals, functions, blocks, instructions and builders; freed with
 *                  nvcg_module_destroy, or with its context.
 *   nvcg_type and constants live until nvcg_context_destroy; nvcg_value (globals,
 *                  functions, arguments, instructions), nvcg_block and nvcg_builder live
 *                  until their module is destroyed. None is freed one by one:
 *                  nvcg_builder_destroy is optional and frees nothing.
 *   Strings the library returns (PTX, printed IR) belong to the caller (nvcg_free).
 *
 * Undefined behaviour (the only misuse the library cannot detect and report)
 *   - using any handle after the module or context that owns it was destroyed, including
 *     destroying a module twice, or destroying a module after its context;
 *   - using one context (or anything it owns) from two threads at the same time;
 *   - passing a handle that did not come from this library, or a pointer/length pair
 *     (nvcg_parse_ll's text and len, an index array and its count) that does not describe
 *     readable memory;
 *   Every other misuse (NULL handles, handles from another context or module, wrong types,
 *   values out of range) is reported and fails, as described under Errors.
 *
 * Out of memory
 *   When an allocation fails, the public call in progress returns NVCG_OUT_OF_MEMORY
 *   (NULL, 0 or "" for functions that return something else; nvcg_context_create
 *   returns NULL) after one error "out of memory allocating N bytes" through the
 *   diagnostic handler. The library never exits or aborts its host. The context it
 *   happened in is then out of memory for good: what was being built or compiled is in
 *   no defined state, every later call on the context or anything it owns fails at once
 *   the same way (nvcg_context_error_count and nvcg_context_out_of_memory still answer),
 *   and nvcg_context_destroy
 *   frees everything the context owned, including what was in flight. Other contexts are
 *   not affected. (Internally, every heap block belongs to its context; the way back
 *   from a failed allocation to the public call is one thread-local pointer: a compiler
 *   without thread-local storage must define NVCG_THREAD_LOCAL, empty if single-threaded.)
 *
 * Errors
 *   Functions that can fail return nvcg_status (0 = NVCG_OK). Every error is reported
 *   through the context's diagnostic handler (default: print to stderr) with a location
 *   where there is one. Builder misuse (wrong operand types, NULL handles, a block with
 *   no insertion point, ...) is reported the same way: the call returns NULL, the module
 *   is marked as failed, and nvcg_verify_module / nvcg_compile then fail. No input, however
 *   bad, crashes the library or aborts the process.
 *
 * Limits (reported like any other error)
 *   Types and constant expressions nest at most 256 levels deep; a type's size must fit in
 *   64 bits; what PTX cannot express (launch bounds beyond a CTA's 1024 threads, kernel
 *   parameters beyond the .param space, vectors of more than 65535 elements in code)
 *   fails nvcg_compile with the position of the definition that asks for it.
 *
 * Memory
 *   Define NVCG_MALLOC(size), NVCG_REALLOC(ptr, size) and NVCG_FREE(ptr) before including
 *   the implementation to supply your own allocator; returning NULL from the first two
 *   is how it says out of memory (see above). Strings returned to the caller (PTX text,
 *   printed IR) are allocated with NVCG_MALLOC; release them with nvcg_free.
 */
#ifndef NVCG_H_INCLUDED
#define NVCG_H_INCLUDED

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NVCG_VERSION_MAJOR 0
#define NVCG_VERSION_MINOR 1

typedef struct nvcg_context nvcg_context;
typedef struct nvcg_module nvcg_module;
typedef struct nvcg_type nvcg_type;
typedef struct nvcg_value nvcg_value;
typedef struct nvcg_block nvcg_block;
typedef struct nvcg_builder nvcg_builder;

typedef enum nvcg_status {
  NVCG_OK = 0,
  NVCG_ERROR = 1,         /* the input or the request was invalid; diagnostics say why */
  NVCG_UNSUPPORTED = 2,   /* valid input that nvcg cannot handle (yet); diagnostics say what */
  NVCG_OUT_OF_MEMORY = 3
} nvcg_status;

/* ------------------------------------------------------------------------------------
 * Context and diagnostics
 * ---------------------------------------------------------------------------------- */

typedef enum nvcg_severity {
  NVCG_SEV_NOTE = 0,
  NVCG_SEV_REMARK = 1,
  NVCG_SEV_WARNING = 2,
  NVCG_SEV_ERROR = 3
} nvcg_severity;

typedef struct nvcg_diagnostic {
  nvcg_severity severity;
  const char *file;    /* source name, or NULL when there is no source (builder) */
  unsigned line, col;  /* 1-based; 0 when unknown */
  const char *message; /* one line, no trailing newline */
} nvcg_diagnostic;

/* The handler is called once per diagnostic; `d` is valid only during the call. */
typedef void (*nvcg_diag_handler)(const nvcg_diagnostic *d, void *user);

nvcg_context *nvcg_context_create(void);
/* Frees the context, every module still alive in it, and everything they own. */
void nvcg_context_destroy(nvcg_context *ctx);
/* Replaces the handler; NULL restores the default (print "file:line:col: error: msg" to stderr). */
void nvcg_context_set_diag_handler(nvcg_context *ctx, nvcg_diag_handler fn, void *user);
/* Number of errors reported through this context so far. */
unsigned nvcg_context_error_count(const nvcg_context *ctx);
/* 1 when an allocation failed in this context (see "Out of memory" above: every later call
 * on it fails), else 0. Frontends on the public API use it to answer NVCG_OUT_OF_MEMORY
 * rather than a plain error when one of their calls failed that way. */
int nvcg_context_out_of_memory(const nvcg_context *ctx);
/* Reports a diagnostic through the context's handler, as nvcg's own are reported (errors
 * count in nvcg_context_error_count). For frontends built on the public API (SPIR-V,
 * DSLs): `file` may be NULL, line/col 0 when unknown; `message` is one line. */
void nvcg_context_report(nvcg_context *ctx, nvcg_severity severity, const char *file, unsigned line,
                         unsigned col, const char *message);
/* Frees memory the library handed to the caller (PTX text, printed IR). */
void nvcg_free(void *p);

/* ------------------------------------------------------------------------------------
 * Types. Uniqued per context: equal types are the same handle. Identified (named)
 * structs are the exception, as in LLVM: each name is its own type.
 * ---------------------------------------------------------------------------------- */

typedef enum nvcg_type_kind {
  NVCG_TYPE_VOID,
  NVCG_TYPE_LABEL,
  NVCG_TYPE_INT,     /* iN, 1 <= N <= 128 */
  NVCG_TYPE_HALF,
  NVCG_TYPE_BFLOAT,
  NVCG_TYPE_FLOAT,
  NVCG_TYPE_DOUBLE,
  NVCG_TYPE_FP128,
  NVCG_TYPE_PTR,     /* opaque pointer with an address space */
  NVCG_TYPE_VECTOR,
  NVCG_TYPE_ARRAY,
  NVCG_TYPE_STRUCT,
  NVCG_TYPE_FUNCTION
} nvcg_type_kind;

/* Address spaces, as NVPTX numbers them. */
enum {
  NVCG_AS_GENERIC = 0,
  NVCG_AS_GLOBAL = 1,
  NVCG_AS_SHARED = 3,
  NVCG_AS_CONST = 4,
  NVCG_AS_LOCAL = 5,
  NVCG_AS_SHARED_CLUSTER = 7, /* shared::cluster (LLVM 21, sm_90): the shared memory of any CTA of
                                 the cluster; shared::cta (3) lies inside it. No variables live here. */
  NVCG_AS_PARAM = 101
};

nvcg_type *nvcg_type_void(nvcg_context *ctx);
nvcg_type *nvcg_type_label(nvcg_context *ctx);
nvcg_type *nvcg_type_int(nvcg_context *ctx, unsigned bits);
nvcg_type *nvcg_type_half(nvcg_context *ctx);
nvcg_type *nvcg_type_bfloat(nvcg_context *ctx);
nvcg_type *nvcg_type_float(nvcg_context *ctx);
nvcg_type *nvcg_type_double(nvcg_context *ctx);
nvcg_type *nvcg_type_fp128(nvcg_context *ctx);
nvcg_type *nvcg_type_ptr(nvcg_context *ctx, unsigned addrspace);
nvcg_type *nvcg_type_vector(nvcg_type *elem, unsigned count);
nvcg_type *nvcg_type_array(nvcg_type *elem, uint64_t count);
/* A literal (structurally uniqued) struct. */
nvcg_type *nvcg_type_struct(nvcg_context *ctx, nvcg_type *const *fields, unsigned count, int packed);
/* An identified struct "%name"; created opaque, or returns the existing one of that name. */
nvcg_type *nvcg_type_struct_named(nvcg_context *ctx, const char *name);
/* Gives an identified struct its body. Fails if it already has one. */
nvcg_status nvcg_struct_set_body(nvcg_type *st, nvcg_type *const *fields, unsigned count, int packed);
nvcg_type *nvcg_type_function(nvcg_type *ret, nvcg_type *const *params, unsigned count, int vararg);

nvcg_type_kind nvcg_type_get_kind(const nvcg_type *t);
unsigned nvcg_type_int_bits(const nvcg_type *t);      /* 0 unless an integer type */
unsigned nvcg_type_addrspace(const nvcg_type *t);     /* pointers */
nvcg_type *nvcg_type_element(const nvcg_type *t);     /* vector/array element, function return */
uint64_t nvcg_type_count(const nvcg_type *t);         /* vector/array elements, struct fields, function params */
nvcg_type *nvcg_type_field(const nvcg_type *t, unsigned i); /* struct field, function param */
/* Allocation size and ABI alignment in bytes under the NVPTX 64-bit data layout. */
uint64_t nvcg_type_size(const nvcg_type *t);
unsigned nvcg_type_align(const nvcg_type *t);
/* Prints the type in LLVM syntax into buf (always NUL-terminated when size > 0). Returns the
 * length of the text when it fits (less than size), else a number >= size (as snprintf). */
size_t nvcg_type_print(const nvcg_type *t, char *buf, size_t size);

/* ------------------------------------------------------------------------------------
 * Opcodes and flags. One table (NVCG_OPCODES) is the source of truth: the enum, the
 * printer's and the reader's mnemonics are generated from it.
 * ---------------------------------------------------------------------------------- */

/* X(NAME, "mnemonic") */
#define NVCG_OPCODES(X)                                                                  \
  /* terminators */                                                                      \
  X(RET, "ret") X(BR, "br") X(SWITCH, "switch") X(UNREACHABLE, "unreachable")           \
  /* unary */                                                                            \
  X(FNEG, "fneg")                                                                        \
  /* binary (NVCG_OP_ADD .. NVCG_OP_XOR) */                                              \
  X(ADD, "add") X(FADD, "fadd") X(SUB, "sub") X(FSUB, "fsub") X(MUL, "mul")             \
  X(FMUL, "fmul") X(UDIV, "udiv") X(SDIV, "sdiv") X(FDIV, "fdiv") X(UREM, "urem")       \
  X(SREM, "srem") X(FREM, "frem") X(SHL, "shl") X(LSHR, "lshr") X(ASHR, "ashr")         \
  X(AND, "and") X(OR, "or") X(XOR, "xor")                                                \
  /* vector and aggregate */                                                             \
  X(EXTRACTELEMENT, "extractelement") X(INSERTELEMENT, "insertelement")                  \
  X(SHUFFLEVECTOR, "shufflevector") X(EXTRACTVALUE, "extractvalue")                      \
  X(INSERTVALUE, "insertvalue")                                                          \
  /* memory */                                                                           \
  X(ALLOCA, "alloca") X(LOAD, "load") X(STORE, "store") X(GEP, "getelementptr")          \
  X(FENCE, "fence") X(CMPXCHG, "cmpxchg") X(ATOMICRMW, "atomicrmw")                      \
  /* casts (NVCG_OP_TRUNC .. NVCG_OP_ADDRSPACECAST) */                                   \
  X(TRUNC, "trunc") X(ZEXT, "zext") X(SEXT, "sext") X(FPTRUNC, "fptrunc")                \
  X(FPEXT, "fpext") X(FPTOUI, "fptoui") X(FPTOSI, "fptosi") X(UITOFP, "uitofp")          \
  X(SITOFP, "sitofp") X(PTRTOINT, "ptrtoint") X(INTTOPTR, "inttoptr")                    \
  X(BITCAST, "bitcast") X(ADDRSPACECAST, "addrspacecast")                                \
  /* other */                                                                            \
  X(ICMP, "icmp") X(FCMP, "fcmp") X(PHI, "phi") X(SELECT, "select") X(CALL, "call")      \
  X(FREEZE, "freeze")

typedef enum nvcg_opcode {
#define NVCG_X_ENUM(name, mn) NVCG_OP_##name,
  NVCG_OPCODES(NVCG_X_ENUM)
#undef NVCG_X_ENUM
  NVCG_OP_COUNT
} nvcg_opcode;

/* Integer and floating-point comparison predicates (LLVM's numbering). */
typedef enum nvcg_predicate {
  NVCG_FCMP_FALSE = 0, NVCG_FCMP_OEQ, NVCG_FCMP_OGT, NVCG_FCMP_OGE, NVCG_FCMP_OLT,
  NVCG_FCMP_OLE, NVCG_FCMP_ONE, NVCG_FCMP_ORD, NVCG_FCMP_UNO, NVCG_FCMP_UEQ,
  NVCG_FCMP_UGT, NVCG_FCMP_UGE, NVCG_FCMP_ULT, NVCG_FCMP_ULE, NVCG_FCMP_UNE,
  NVCG_FCMP_TRUE,
  NVCG_ICMP_EQ = 32, NVCG_ICMP_NE, NVCG_ICMP_UGT, NVCG_ICMP_UGE, NVCG_ICMP_ULT,
  NVCG_ICMP_ULE, NVCG_ICMP_SGT, NVCG_ICMP_SGE, NVCG_ICMP_SLT, NVCG_ICMP_SLE
} nvcg_predicate;

/* Instruction flags; which apply depends on the opcode. */
enum {
  NVCG_FLAG_NSW = 1u << 0,       /* add sub mul shl */
  NVCG_FLAG_NUW = 1u << 1,       /* add sub mul shl */
  NVCG_FLAG_EXACT = 1u << 2,     /* udiv sdiv lshr ashr */
  NVCG_FLAG_INBOUNDS = 1u << 3,  /* getelementptr */
  NVCG_FLAG_VOLATILE = 1u << 4,  /* load store cmpxchg atomicrmw */
  NVCG_FLAG_WEAK = 1u << 5,      /* cmpxchg */
  NVCG_FLAG_TAIL = 1u << 6,      /* call */
  NVCG_FLAG_MUSTTAIL = 1u << 7,  /* call */
  NVCG_FLAG_NOTAIL = 1u << 8,    /* call */
  /* fast-math flags: floating-point ops, fcmp, select/phi/call of FP type */
  NVCG_FMF_NNAN = 1u << 9,
  NVCG_FMF_NINF = 1u << 10,
  NVCG_FMF_NSZ = 1u << 11,
  NVCG_FMF_ARCP = 1u << 12,
  NVCG_FMF_CONTRACT = 1u << 13,
  NVCG_FMF_AFN = 1u << 14,
  NVCG_FMF_REASSOC = 1u << 15,
  NVCG_FMF_FAST = (0x7Fu << 9),
  /* memory-access hints kept from metadata: load/store */
  NVCG_FLAG_INVARIANT_LOAD = 1u << 16, /* !invariant.load */
  NVCG_FLAG_NONTEMPORAL = 1u << 17,    /* !nontemporal */
  /* loop hints kept from !llvm.loop on a loop's back-edge branch: br. The count of
   * llvm.loop.unroll.count is nvcg_inst_unroll_count. */
  NVCG_FLAG_LOOP_UNROLL_DISABLE = 1u << 18, /* llvm.loop.unroll.disable: PTX gets .pragma "nounroll" */
  NVCG_FLAG_LOOP_UNROLL_FULL = 1u << 19,    /* llvm.loop.unroll.full */
  NVCG_FLAG_LOOP_UNROLL_ENABLE = 1u << 20,  /* llvm.loop.unroll.enable */
  NVCG_FLAG_LOOP_RUNTIME_DISABLE = 1u << 21 /* llvm.loop.unroll.runtime.disable */
};

typedef enum nvcg_atomic_ordering {
  NVCG_ORDER_NOT_ATOMIC = 0,
  NVCG_ORDER_UNORDERED,
  NVCG_ORDER_MONOTONIC,
  NVCG_ORDER_ACQUIRE,
  NVCG_ORDER_RELEASE,
  NVCG_ORDER_ACQ_REL,
  NVCG_ORDER_SEQ_CST
} nvcg_atomic_ordering;

#define NVCG_ATOMICRMW_OPS(X)                                                         \
  X(XCHG, "xchg") X(ADD, "add") X(SUB, "sub") X(AND, "and") X(NAND, "nand")         \
  X(OR, "or") X(XOR, "xor") X(MAX, "max") X(MIN, "min") X(UMAX, "umax")             \
  X(UMIN, "umin") X(FADD, "fadd") X(FSUB, "fsub") X(FMAX, "fmax") X(FMIN, "fmin")   \
  X(UINC_WRAP, "uinc_wrap") X(UDEC_WRAP, "udec_wrap")

typedef enum nvcg_atomicrmw_op {
#define NVCG_X_ENUM(name, mn) NVCG_RMW_##name,
  NVCG_ATOMICRMW_OPS(NVCG_X_ENUM)
#undef NVCG_X_ENUM
  NVCG_RMW_COUNT
} nvcg_atomicrmw_op;

typedef enum nvcg_linkage {
  NVCG_LINKAGE_EXTERNAL = 0,
  NVCG_LINKAGE_INTERNAL,
  NVCG_LINKAGE_PRIVATE,
  NVCG_LINKAGE_WEAK,
  NVCG_LINKAGE_WEAK_ODR,
  NVCG_LINKAGE_LINKONCE,
  NVCG_LINKAGE_LINKONCE_ODR,
  NVCG_LINKAGE_COMMON,
  NVCG_LINKAGE_AVAILABLE_EXTERNALLY,
  NVCG_LINKAGE_EXTERN_WEAK,
  NVCG_LINKAGE_APPENDING
} nvcg_linkage;

/* Calling conventions that matter to NVPTX; any other number is kept as is. */
enum { NVCG_CC_C = 0, NVCG_CC_PTX_KERNEL = 71, NVCG_CC_PTX_DEVICE = 72 };

/* Function attributes. */
enum {
  NVCG_FN_NOINLINE = 1u << 0,
  NVCG_FN_ALWAYSINLINE = 1u << 1,
  NVCG_FN_NOOUTLINE = 1u << 2,  /* the machine outliner leaves this function alone */
  NVCG_FN_OPTNONE = 1u << 3,
  NVCG_FN_CONVERGENT = 1u << 4,
  NVCG_FN_NOUNWIND = 1u << 5,
  NVCG_FN_NORETURN = 1u << 6,
  NVCG_FN_READNONE = 1u << 7,   /* memory(none) */
  NVCG_FN_READONLY = 1u << 8,   /* memory(read) */
  NVCG_FN_WRITEONLY = 1u << 9,  /* memory(write) */
  NVCG_FN_COLD = 1u << 10,
  NVCG_FN_NORECURSE = 1u << 11,
  NVCG_FN_WILLRETURN = 1u << 12,
  NVCG_FN_SPECULATABLE = 1u << 13
};

/* Parameter (and return) attributes. */
enum {
  NVCG_PARAM_NOALIAS = 1u << 0,
  NVCG_PARAM_NOCAPTURE = 1u << 1,
  NVCG_PARAM_READONLY = 1u << 2,
  NVCG_PARAM_WRITEONLY = 1u << 3,
  NVCG_PARAM_READNONE = 1u << 4,
  NVCG_PARAM_ZEROEXT = 1u << 5,
  NVCG_PARAM_SIGNEXT = 1u << 6,
  NVCG_PARAM_NONNULL = 1u << 7,
  NVCG_PARAM_NOUNDEF = 1u << 8,
  NVCG_PARAM_INREG = 1u << 9,
  NVCG_PARAM_RETURNED = 1u << 10,
  NVCG_PARAM_BYVAL = 1u << 11,  /* set by nvcg_param_set_byval, with its type */
  NVCG_PARAM_SRET = 1u << 12    /* set by nvcg_param_set_sret, with its type */
};

/* ------------------------------------------------------------------------------------
 * Modules, globals, functions, blocks
 * ---------------------------------------------------------------------------------- */

nvcg_module *nvcg_module_create(nvcg_context *ctx, const char *name);
void nvcg_module_destroy(nvcg_module *m);
nvcg_context *nvcg_module_context(const nvcg_module *m);
/* Number of errors reported against this module (builder misuse, verifier). */
unsigned nvcg_module_error_count(const nvcg_module *m);
/* Appends a line of module-level inline assembly (LLVM's `module asm`): PTX text that
 * nvcg_compile copies, unchanged, after the PTX header. */
void nvcg_module_append_inline_asm(nvcg_module *m, const char *text);

/* A global variable of value type `ty` in `addrspace`; its value is a pointer in that
 * address space. A name already taken gets a numeric suffix, as in LLVM. */
nvcg_value *nvcg_global_add(nvcg_module *m, nvcg_type *ty, const char *name, unsigned addrspace);
nvcg_value *nvcg_module_get_global(nvcg_module *m, const char *name);
void nvcg_global_set_initializer(nvcg_value *g, nvcg_value *init);
void nvcg_global_set_constant(nvcg_value *g, int is_constant);
void nvcg_global_set_align(nvcg_value *g, unsigned align);
void nvcg_global_set_linkage(nvcg_value *g, nvcg_linkage linkage);
void nvcg_global_set_externally_initialized(nvcg_value *g, int yes);

/* Adds a function (a declaration until it gets a block). Names starting "llvm." are
 * intrinsics: they must be declarations whose type matches the intrinsic table. */
nvcg_value *nvcg_function_add(nvcg_module *m, const char *name, nvcg_type *fty);
nvcg_value *nvcg_module_get_function(nvcg_module *m, const char *name);
/* Declares (or finds) an intrinsic by its full name, e.g. "llvm.nvvm.read.ptx.sreg.tid.x"
 * or "llvm.fma.f32"; the type comes from the intrinsic table and the name's overload
 * suffixes. Returns NULL (with a diagnostic) for an unknown intrinsic. */
nvcg_value *nvcg_intrinsic_get(nvcg_module *m, const char *name);
nvcg_type *nvcg_function_type(const nvcg_value *fn);
unsigned nvcg_function_param_count(const nvcg_value *fn);
nvcg_value *nvcg_function_param(const nvcg_value *fn, unsigned i);
void nvcg_function_set_kernel(nvcg_value *fn, int is_kernel);
void nvcg_function_set_linkage(nvcg_value *fn, nvcg_linkage linkage);
void nvcg_function_set_callconv(nvcg_value *fn, unsigned cc);
void nvcg_function_add_attrs(nvcg_value *fn, unsigned attrs);      /* NVCG_FN_* */
void nvcg_function_remove_attrs(nvcg_value *fn, unsigned attrs);
unsigned nvcg_function_attrs(const nvcg_value *fn);
/* Launch bounds; 0 leaves a bound unset. */
void nvcg_function_set_maxntid(nvcg_value *fn, unsigned x, unsigned y, unsigned z);
void nvcg_function_set_reqntid(nvcg_value *fn, unsigned x, unsigned y, unsigned z);
void nvcg_function_set_minctasm(nvcg_value *fn, unsigned n);
void nvcg_function_set_maxnreg(nvcg_value *fn, unsigned n);
/* Thread-block clusters (sm_90+): the required cluster shape (.explicitcluster and
 * .reqnctapercluster; CUDA's __cluster_dims__) and the most blocks a cluster may have
 * (.maxclusterrank). 0 leaves a bound unset. */
void nvcg_function_set_cluster_dim(nvcg_value *fn, unsigned x, unsigned y, unsigned z);
void nvcg_function_set_maxclusterrank(nvcg_value *fn, unsigned n);
/* Parameter attributes; index = parameter number, or NVCG_RETURN_INDEX for the return. */
#define NVCG_RETURN_INDEX 0xFFFFFFFFu
void nvcg_param_add_attrs(nvcg_value *fn, unsigned index, unsigned attrs); /* NVCG_PARAM_* */
void nvcg_param_set_align(nvcg_value *fn, unsigned index, unsigned align);
void nvcg_param_set_dereferenceable(nvcg_value *fn, unsigned index, uint64_t bytes);
void nvcg_param_set_byval(nvcg_value *fn, unsigned index, nvcg_type *ty);
void nvcg_param_set_sret(nvcg_value *fn, unsigned index, nvcg_type *ty);

nvcg_block *nvcg_block_append(nvcg_value *fn, const char *name);
nvcg_value *nvcg_block_as_value(nvcg_block *bb);
nvcg_value *nvcg_block_parent(const nvcg_block *bb);

/* Names a value (argument, instruction, global); NULL or "" makes it unnamed. */
void nvcg_value_set_name(nvcg_value *v, const char *name);
const char *nvcg_value_name(const nvcg_value *v); /* "" when unnamed */
nvcg_type *nvcg_value_type(const nvcg_value *v);
/* Replaces every use of `old` with `with` (same type). */
void nvcg_value_replace_all_uses(nvcg_value *old, nvcg_value *with);

/* ------------------------------------------------------------------------------------
 * Constants (owned by the context, uniqued)
 * ---------------------------------------------------------------------------------- */

/* Integer constants: `v` is truncated to the type's width (two's complement). */
nvcg_value *nvcg_const_int(nvcg_type *ty, uint64_t v);
nvcg_value *nvcg_const_int_signed(nvcg_type *ty, int64_t v);
/* Up to 128 bits: low and high 64-bit words. */
nvcg_value *nvcg_const_int_wide(nvcg_type *ty, uint64_t lo, uint64_t hi);
/* Floating point from a double (rounded to nearest-even for narrower types). */
nvcg_value *nvcg_const_fp(nvcg_type *ty, double v);
/* Floating point from its bit pattern (fp128: lo/hi words). */
nvcg_value *nvcg_const_fp_bits(nvcg_type *ty, uint64_t lo, uint64_t hi);
nvcg_value *nvcg_const_null(nvcg_type *ptr_ty);
nvcg_value *nvcg_const_undef(nvcg_type *ty);
nvcg_value *nvcg_const_poison(nvcg_type *ty);
nvcg_value *nvcg_const_zero(nvcg_type *ty); /* zeroinitializer / 0 / 0.0 / null */
nvcg_value *nvcg_const_vector(nvcg_value *const *elems, unsigned count);
nvcg_value *nvcg_const_array(nvcg_type *array_ty, nvcg_value *const *elems, unsigned count);
nvcg_value *nvcg_const_struct(nvcg_type *struct_ty, nvcg_value *const *elems, unsigned count);
/* [N x i8] from bytes; with add_nul a terminating zero is appended. */
nvcg_value *nvcg_const_string(nvcg_context *ctx, const char *bytes, size_t len, int add_nul);
/* Constant expressions over globals and constants. */
nvcg_value *nvcg_const_gep(nvcg_type *source_ty, nvcg_value *base, nvcg_value *const *indices,
                           unsigned count, int inbounds);
nvcg_value *nvcg_const_cast(nvcg_opcode op, nvcg_value *v, nvcg_type *to);
int nvcg_value_is_constant(const nvcg_value *v);
/* For integer constants: writes the value (zero-extended) and returns 1; else 0. */
int nvcg_const_int_value(const nvcg_value *v, uint64_t *lo, uint64_t *hi);

/* ------------------------------------------------------------------------------------
 * Builder. Each call appends an instruction at the insertion point and returns it (or
 * NULL after reporting misuse). `name` may be NULL or "" for an unnamed value.
 * ---------------------------------------------------------------------------------- */

nvcg_builder *nvcg_builder_create(nvcg_module *m);
void nvcg_builder_destroy(nvcg_builder *b);
void nvcg_builder_position_at_end(nvcg_builder *b, nvcg_block *bb);
/* Inserts before `inst` (an instruction value). */
void nvcg_builder_position_before(nvcg_builder *b, nvcg_value *inst);
nvcg_block *nvcg_builder_block(const nvcg_builder *b);
/* Flags (NVCG_FLAG_* / NVCG_FMF_*) added to every instruction built until changed; the
 * default is none. Per-call flags below are OR-ed with these. */
void nvcg_builder_set_default_flags(nvcg_builder *b, unsigned flags);

nvcg_value *nvcg_build_binop(nvcg_builder *b, nvcg_opcode op, nvcg_value *lhs, nvcg_value *rhs,
                             unsigned flags, const char *name);
nvcg_value *nvcg_build_fneg(nvcg_builder *b, nvcg_value *v, unsigned flags, const char *name);
nvcg_value *nvcg_build_icmp(nvcg_builder *b, nvcg_predicate p, nvcg_value *lhs, nvcg_value *rhs,
                            const char *name);
nvcg_value *nvcg_build_fcmp(nvcg_builder *b, nvcg_predicate p, nvcg_value *lhs, nvcg_value *rhs,
                            unsigned flags, const char *name);
nvcg_value *nvcg_build_select(nvcg_builder *b, nvcg_value *cond, nvcg_value *t, nvcg_value *f,
                              const char *name);
/* Any cast opcode (NVCG_OP_TRUNC .. NVCG_OP_ADDRSPACECAST). */
nvcg_value *nvcg_build_cast(nvcg_builder *b, nvcg_opcode op, nvcg_value *v, nvcg_type *to,
                            const char *name);
nvcg_value *nvcg_build_freeze(nvcg_builder *b, nvcg_value *v, const char *name);

/* align 0 means the type's ABI alignment. */
nvcg_value *nvcg_build_alloca(nvcg_builder *b, nvcg_type *ty, nvcg_value *count, unsigned align,
                              const char *name);
nvcg_value *nvcg_build_load(nvcg_builder *b, nvcg_type *ty, nvcg_value *ptr, unsigned align,
                            unsigned flags, const char *name);
nvcg_value *nvcg_build_store(nvcg_builder *b, nvcg_value *val, nvcg_value *ptr, unsigned align,
                             unsigned flags);
/* Atomic load/store: a load or store with an ordering and a sync scope (NULL = system;
 * "block", "device", "cluster", "singlethread" as NVPTX spells them). */
nvcg_value *nvcg_build_atomic_load(nvcg_builder *b, nvcg_type *ty, nvcg_value *ptr, unsigned align,
                                   nvcg_atomic_ordering ord, const char *scope, unsigned flags,
                                   const char *name);
nvcg_value *nvcg_build_atomic_store(nvcg_builder *b, nvcg_value *val, nvcg_value *ptr,
                                    unsigned align, nvcg_atomic_ordering ord, const char *scope,
                                    unsigned flags);
nvcg_value *nvcg_build_gep(nvcg_builder *b, nvcg_type *source_ty, nvcg_value *ptr,
                           nvcg_value *const *indices, unsigned count, int inbounds,
                           const char *name);
nvcg_value *nvcg_build_atomicrmw(nvcg_builder *b, nvcg_atomicrmw_op op, nvcg_value *ptr,
                                 nvcg_value *val, nvcg_atomic_ordering ord, const char *scope,
                                 unsigned flags, const char *name);
/* Returns { T, i1 } like LLVM. */
nvcg_value *nvcg_build_cmpxchg(nvcg_builder *b, nvcg_value *ptr, nvcg_value *expected,
                               nvcg_value *desired, nvcg_atomic_ordering success,
                               nvcg_atomic_ordering failure, const char *scope, unsigned flags,
                               const char *name);
nvcg_value *nvcg_build_fence(nvcg_builder *b, nvcg_atomic_ordering ord, const char *scope);

nvcg_value *nvcg_build_extractelement(nvcg_builder *b, nvcg_value *vec, nvcg_value *idx,
                                      const char *name);
nvcg_value *nvcg_build_insertelement(nvcg_builder *b, nvcg_value *vec, nvcg_value *elt,
                                     nvcg_value *idx, const char *name);
/* mask[i] is an element index into the concatenation of a and b, or -1 for poison. */
nvcg_value *nvcg_build_shufflevector(nvcg_builder *b, nvcg_value *a, nvcg_value *bv,
                                     const int *mask, unsigned count, const char *name);
nvcg_value *nvcg_build_extractvalue(nvcg_builder *b, nvcg_value *agg, const unsigned *indices,
                                    unsigned count, const char *name);
nvcg_value *nvcg_build_insertvalue(nvcg_builder *b, nvcg_value *agg, nvcg_value *val,
                                   const unsigned *indices, unsigned count, const char *name);

nvcg_value *nvcg_build_phi(nvcg_builder *b, nvcg_type *ty, const char *name);
void nvcg_phi_add_incoming(nvcg_value *phi, nvcg_value *v, nvcg_block *from);
/* Calls: fty is the callee's function type; callee is a function or a pointer. */
nvcg_value *nvcg_build_call(nvcg_builder *b, nvcg_type *fty, nvcg_value *callee,
                            nvcg_value *const *args, unsigned count, const char *name);
/* Calls an intrinsic by full name (declared on demand), e.g.
 * nvcg_build_intrinsic(b, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "tid"). */
nvcg_value *nvcg_build_intrinsic(nvcg_builder *b, const char *intrinsic, nvcg_value *const *args,
                                 unsigned count, const char *name);

/* Textures and surfaces (bindless objects, as CUDA's cudaTextureObject_t and
 * cudaSurfaceObject_t): an object is an i64 value, typically a kernel parameter. Each
 * builder below calls the llvm.nvvm.* intrinsic its arguments name (the same calls the
 * .ll reader accepts) and returns the call, or NULL with a diagnostic.
 *   geometry: 1d, 2d, 3d, or a layered 1d/2d array; coords[] lists the layer first (i32)
 *   for an array, then one coordinate per dimension: f32 to sample (filtered, in the
 *   texture's coordinate mode), i32 to fetch the texel at those indices. A cube map
 *   (textures only) samples in direction (x, y, z), f32; a cube-map array takes the
 *   cube's index (i32) first. */
typedef enum nvcg_tex_geom {
  NVCG_TEX_1D, NVCG_TEX_2D, NVCG_TEX_3D, NVCG_TEX_1D_ARRAY, NVCG_TEX_2D_ARRAY,
  NVCG_TEX_CUBE,      /* coordinates: a direction x, y, z (f32); tex (grads: three each) and tld4 */
  NVCG_TEX_CUBE_ARRAY /* coordinates: the cube's index (i32), then x, y, z (f32) */
} nvcg_tex_geom;
typedef enum nvcg_tex_result { NVCG_TEX_F32, NVCG_TEX_S32, NVCG_TEX_U32 } nvcg_tex_result;
/* Out-of-range surface accesses: clamp to the edge, trap, or read zeros / drop the store. */
typedef enum nvcg_surf_oob { NVCG_SURF_CLAMP, NVCG_SURF_TRAP, NVCG_SURF_ZERO } nvcg_surf_oob;
/* Image queries: txq (textures) and suq (surfaces; not num_mipmap_levels). */
typedef enum nvcg_tex_query {
  NVCG_TEX_WIDTH, NVCG_TEX_HEIGHT, NVCG_TEX_DEPTH, NVCG_TEX_ARRAY_SIZE, NVCG_TEX_NUM_MIPMAP_LEVELS
} nvcg_tex_query;
/* tex: a { T, T, T, T } of the four channels (T float for NVCG_TEX_F32, i32 otherwise).
 * lod non-NULL samples at that level (tex.level); dpdx/dpdy non-NULL (one f32 per
 * dimension each) sample with gradients (tex.grad); both need f32 coordinates. */
nvcg_value *nvcg_build_tex(nvcg_builder *b, nvcg_tex_geom geom, nvcg_tex_result result, nvcg_value *tex,
                           nvcg_value *const *coords, unsigned ncoords, nvcg_value *lod,
                           nvcg_value *const *dpdx, nvcg_value *const *dpdy, const char *name);
/* tld4: channel `component` (0..3 = r g b a) of the four texels a 2d bilinear sample at
 * (x, y) (f32) would read, counter-clockwise from the lower left. */
nvcg_value *nvcg_build_tld4(nvcg_builder *b, unsigned component, nvcg_tex_result result, nvcg_value *tex,
                            nvcg_value *x, nvcg_value *y, const char *name);
/* tld4 of a 2d array (coords: layer, x, y), a cube map (direction x, y, z) or a cube-map
 * array (cube, x, y, z) as well as 2d (x, y): the footprint lies in the layer, or in the
 * face the direction selects (PTX tld4.a2d / .cube / .acube; nvcg's names
 * llvm.nvvm.tld4.unified.<c>.{2d.array,cube,cube.array}.*, which LLVM does not have). */
nvcg_value *nvcg_build_tld4_geom(nvcg_builder *b, nvcg_tex_geom geom, unsigned component, nvcg_tex_result result,
                                 nvcg_value *tex, nvcg_value *const *coords, unsigned ncoords, const char *name);
/* suld.b: `vec` (1, 2, 4) elements of `bits` (8, 16, 32, 64; v4 up to 32) at byte offset
 * coords[layer first, x in bytes, y, z] (all i32). Returns iN (i16 for 8 bits) or a struct. */
nvcg_value *nvcg_build_suld(nvcg_builder *b, nvcg_tex_geom geom, unsigned bits, unsigned vec, nvcg_surf_oob oob,
                            nvcg_value *surf, nvcg_value *const *coords, unsigned ncoords, const char *name);
/* sust.b: stores values[0..vec-1] (i16 for 8 bits) as suld reads them. */
nvcg_value *nvcg_build_sust(nvcg_builder *b, nvcg_tex_geom geom, unsigned bits, unsigned vec, nvcg_surf_oob oob,
                            nvcg_value *surf, nvcg_value *const *coords, unsigned ncoords,
                            nvcg_value *const *values);
/* sust.p (formatted store): values[0..vec-1] (i32: the bits of an f32 for a float or
 * unorm surface format, an s32 / u32 for a signed / unsigned integer one) to element x
 * (not bytes) of coords[layer first, x, y, z]; the texture unit converts each to the
 * surface's format (channels r, g, b, a in order; channels the format lacks are ignored,
 * channels not given are undefined). */
nvcg_value *nvcg_build_sust_p(nvcg_builder *b, nvcg_tex_geom geom, unsigned vec, nvcg_surf_oob oob, nvcg_value *surf,
                              nvcg_value *const *coords, unsigned ncoords, nvcg_value *const *values);
/* txq (surface 0) or suq (surface 1): an i32. */
nvcg_value *nvcg_build_tex_query(nvcg_builder *b, int surface, nvcg_tex_query query, nvcg_value *obj,
                                 const char *name);
/* Module-scope texture and surface references (PTX .texref / .surfref in unified mode;
 * in LLVM, addrspace(1) i64 globals annotated "texture" / "surface"): set_texref marks an
 * addrspace(1) i64 global as one (NVCG_TEXREF_NONE unmarks it; anything else is a
 * diagnostic); the global then has no memory, and only texsurf_handle may use it.
 * nvcg_build_texsurf_handle returns its i64 handle (llvm.nvvm.texsurf.handle.internal.p1),
 * for the builders above; the PTX names the reference in the instructions
 * (tex.2d.v4.f32.f32 {...}, [name, {x, y}]). nvcgrun binds an image to it by name
 * (NAME=tex:... / NAME=surf:...). Samplers (.samplerref) are not supported. */
typedef enum nvcg_texref_kind { NVCG_TEXREF_NONE, NVCG_TEXREF_TEXTURE, NVCG_TEXREF_SURFACE } nvcg_texref_kind;
void nvcg_global_set_texref(nvcg_value *g, nvcg_texref_kind kind);
nvcg_value *nvcg_build_texsurf_handle(nvcg_builder *b, nvcg_value *g, const char *name);
/* Image kernel parameters (in LLVM, "rdoimage" / "wroimage" / "rdwrimage" in
 * !nvvm.annotations): marks i64 parameter `index` of kernel fn as a read-only image
 * (.param .texref), a write-only or a read-write one (.param .surfref);
 * NVCG_IMAGE_PARAM_NONE unmarks it. The parameter's value is the image's handle for the
 * builders above, and the PTX names the parameter in the instructions
 * ([fn_param_1, {x, y}]); nvcgrun takes a tex: / surf: argument for it. A parameter
 * that is no i64 or out of range is a diagnostic; a function that is no kernel fails
 * verification. */
typedef enum nvcg_image_param {
  NVCG_IMAGE_PARAM_NONE, NVCG_IMAGE_PARAM_READ_ONLY, NVCG_IMAGE_PARAM_WRITE_ONLY, NVCG_IMAGE_PARAM_READ_WRITE
} nvcg_image_param;
void nvcg_param_set_image(nvcg_value *fn, unsigned index, nvcg_image_param kind);

nvcg_value *nvcg_build_ret(nvcg_builder *b, nvcg_value *v); /* v NULL for ret void */
nvcg_value *nvcg_build_br(nvcg_builder *b, nvcg_block *dest);
nvcg_value *nvcg_build_cond_br(nvcg_builder *b, nvcg_value *cond, nvcg_block *t, nvcg_block *f);
nvcg_value *nvcg_build_switch(nvcg_builder *b, nvcg_value *v, nvcg_block *default_dest);
void nvcg_switch_add_case(nvcg_value *sw, nvcg_value *const_int, nvcg_block *dest);
nvcg_value *nvcg_build_unreachable(nvcg_builder *b);

/* Instruction inspection and editing. */
int nvcg_value_is_instruction(const nvcg_value *v);
nvcg_opcode nvcg_inst_opcode(const nvcg_value *inst);
unsigned nvcg_inst_operand_count(const nvcg_value *inst);
nvcg_value *nvcg_inst_operand(const nvcg_value *inst, unsigned i);
void nvcg_inst_set_operand(nvcg_value *inst, unsigned i, nvcg_value *v);
unsigned nvcg_inst_flags(const nvcg_value *inst);
void nvcg_inst_set_flags(nvcg_value *inst, unsigned flags);
/* llvm.loop.unroll.count of a loop's back-edge branch (`#pragma unroll N`); 0 = none.
 * A count of 1 means: do not unroll (as NVPTX reads it). */
unsigned nvcg_inst_unroll_count(const nvcg_value *br);
void nvcg_inst_set_unroll_count(nvcg_value *br, unsigned count);
/* Unlinks and discards an instruction that has no remaining uses. */
nvcg_status nvcg_inst_erase(nvcg_value *inst);

/* ------------------------------------------------------------------------------------
 * Verification, reading and writing LLVM/NVVM assembly
 * ---------------------------------------------------------------------------------- */

/* Checks the whole module; every problem is reported, naming function, block and
 * instruction. */
nvcg_status nvcg_verify_module(nvcg_module *m);

/* Parses LLVM assembly (typed pointers as clang 14 prints them, opaque pointers as
 * LLVM 15+ prints them, NVVM IR with !nvvm.annotations). `filename` is used in
 * diagnostics only. On success *out is a verified module. The parse stops at the first
 * error ("file:line:col: error: ..."; NVCG_UNSUPPORTED for valid input the IR cannot hold,
 * such as exception handling or x86 types); what the IR does not keep (debug info, most
 * metadata and attributes, comdats) is read and dropped. */
nvcg_status nvcg_parse_ll(nvcg_context *ctx, const char *text, size_t len, const char *filename,
                          nvcg_module **out);
/* Prints the module as LLVM assembly (opaque pointers). *out is NUL-terminated; free with
 * nvcg_free. */
nvcg_status nvcg_print_ll(const nvcg_module *m, char **out, size_t *len);

/* ------------------------------------------------------------------------------------
 * The device math library
 * ---------------------------------------------------------------------------------- */

/* nvcg's own device math library (the CUDA math functions under libdevice's names:
 * __nv_expf, __nv_sinf, ...; see the README for the list and the measured accuracy) as
 * LLVM assembly text. *out is NUL-terminated; free with nvcg_free. */
char *nvcg_math_library_ll(size_t *len);

/* ------------------------------------------------------------------------------------
 * Compilation to PTX
 * ---------------------------------------------------------------------------------- */

typedef struct nvcg_options {
  unsigned sm;          /* target SM, e.g. 75 for sm_75 (default 75) */
  unsigned ptx_version; /* e.g. 78 for PTX 7.8; 0 = the lowest the target needs */
  int opt_level;        /* 0..3 (default 2) */
  int verify_each;      /* run the verifiers after every pass */
  int print_stats;      /* report pass statistics as remarks */
  int time_passes;      /* report per-pass times as remarks */
  const char *print_after;  /* pass name, or "*" for all; printed as remarks */
  /* Knobs as "name=value" strings (the reference compiler's names). */
  const char *const *knobs;
  unsigned knob_count;
  /* Writes the SelectionDAG of every block of this function as Graphviz files
   * "<function>.<block>.<stage>.dot" (stages: built, legal, selected) in the current
   * directory; NULL for none. */
  const char *view_dag;
  /* libNVVM's -ftz=1, -prec-div=0/1, -prec-sqrt=0/1 as device libraries see them: what
   * __nvvm_reflect("__CUDA_FTZ"), ("__CUDA_PREC_DIV") and ("__CUDA_PREC_SQRT") answer
   * (defaults 0, 1, 1); __nvvm_reflect("__CUDA_ARCH") answers sm * 10. */
  int ftz;
  int prec_div;
  int prec_sqrt;
  /* Reports each function's register pressure after the machine passes, as remarks:
   * "Max Live RRegs: N  PRegs: M" and the maximum per register class per block
   * (cicc's extra-machineinstr-printer; nvcgc --print-reg-pressure). */
  int print_reg_pressure;
  /* Pass names (the pass tables' rows, as --print-after takes them) not to run; nvcgc's
   * --disable-<pass>. A pass that correctness needs (PHI elimination, frame layout) still
   * runs; its row says so and nvcg_options_check rejects disabling it. */
  const char *const *disabled_passes;
  unsigned disabled_count;
  /* The target's variant: 0 for sm_XX; 'a' for the architecture-specific sm_XXa (sm_90a,
   * sm_100a, sm_103a, sm_110a, sm_120a, sm_121a: instructions only that chip has, PTX that
   * runs only there); 'f' for the family target sm_XXf (sm_100f ... sm_121f, PTX ISA 8.8+:
   * PTX that runs on every chip of the family). */
  int sm_suffix;
  /* llvm.global_ctors / llvm.global_dtors with entries are an error (the CUDA driver runs no
   * device constructors, so they would be lost); set this to compile such a module with
   * them left out (a warning says so). */
  int ignore_global_ctors;
  /* Register cap per thread (nvcgc -maxreg=N, libNVVM's -maxreg): the machine passes keep
   * every function's register pressure within N 32-bit registers (block
   * rematerialisation, live-range splitting, .local spills); a kernel's own maxnreg
   * launch bound caps it the same way. As with libNVVM the PTX does not carry the cap:
   * give ptxas the same one (-maxrregcount=N, as nvcc does). 0 (the default) = none. */
  unsigned maxreg;
  /* The target triple to compile for in place of the module's own `target triple`, as
   * llc's -mtriple (and -march) override it: the command line wins, so a module that
   * names "nvptx-nvidia-cuda" compiles as 64-bit under "nvptx64-nvidia-cuda". NULL (the
   * default) keeps the module's. nvcg emits 64-bit PTX only: nvcg_options_check refuses
   * a 32-bit "nvptx" triple and anything that is not nvptx64. */
  const char *triple;
} nvcg_options;

/* Fills the defaults above. */
void nvcg_options_init(nvcg_options *o);
/* Checks options without compiling: a target nvcg supports (sm_75 and later, as CUDA 13),
 * a PTX version that target accepts, -O0..-O3, a print_after that names a pass, known
 * knobs with well-formed values. NVCG_ERROR and a diagnostic per problem otherwise.
 * nvcg_compile runs it first. */
nvcg_status nvcg_options_check(nvcg_context *ctx, const nvcg_options *o);
/* Checks a "name=value" knob string; NVCG_ERROR (and a diagnostic) when unknown or bad. */
nvcg_status nvcg_knob_check(nvcg_context *ctx, const char *assignment);
/* Number of knobs, and the i-th knob's name, default and one-line help. */
unsigned nvcg_knob_count(void);
void nvcg_knob_info(unsigned i, const char **name, const char **default_value,
                    const char **help);

/* Compiles a verified module to PTX. *ptx is NUL-terminated; free with nvcg_free. When
 * the context has libraries (nvcg_context_add_library), nvcg_module_import runs first. */
nvcg_status nvcg_compile(nvcg_module *m, const nvcg_options *o, char **ptx, size_t *len);

/* ------------------------------------------------------------------------------------
 * Linking, library modules and function import
 *
 * A program in several modules is linked into one (nvcg_module_link). A library --
 * libdevice as `llvm-dis` prints it, nvcg's own math library, a DSL's helpers -- is
 * registered once in a context and read lazily: when a module calls a function it does
 * not define, the libraries are indexed (globals and function headers parsed, bodies
 * skimmed, a module summary built) and only the functions that are brought in have
 * their bodies parsed, once per context. nvcg_compile does this on its own whenever the
 * context has libraries; nvcg_module_import does it on request.
 * ---------------------------------------------------------------------------------- */

/* Links src into dst (both of one context) with LLVM's rules: declarations resolve to
 * definitions; internal and private symbols never clash (src's get fresh names); a strong
 * definition replaces a weak, linkonce, common or available_externally one, two strong
 * ones are an error, of two weak ones the first stays, of two commons the larger;
 * appending arrays are concatenated. A function declared with one signature and defined
 * with another, a global in two address spaces, or a name that is a function in one
 * module and a variable in the other are errors located at both. Kernels and their
 * launch bounds (!nvvm.annotations) come along. src is not changed; destroy it when done.
 * On error dst is marked as failed (nvcg_compile refuses it). */
nvcg_status nvcg_module_link(nvcg_module *dst, nvcg_module *src);

/* Library flags. */
enum {
  NVCG_LIBRARY_BUILTIN = 1u << 0,     /* searched after every library without this flag,
                                         so a user's library (e.g. real libdevice) wins */
  NVCG_LIBRARY_STATIC_TEXT = 1u << 1  /* `text` outlives the context: it is not copied */
};

/* Registers a library module given as LLVM/NVVM assembly text under `name` (unique in
 * the context; used in diagnostics and matched by summary files). Nothing is parsed
 * now: the text is read the first time an import looks for a symbol, and a syntax error
 * is reported then. Libraries are searched in registration order, NVCG_LIBRARY_BUILTIN
 * ones last; the first that defines a symbol (with other than internal linkage) provides
 * it. */
nvcg_status nvcg_context_add_library(nvcg_context *ctx, const char *name, const char *text, size_t len,
                                     unsigned flags);
/* Gives a registered library its summary, as nvcg_module_summary / nvcgc --emit=summary
 * writes it (its `module "NAME"` line names the library), instead of the one computed
 * from the text: a build system summarises a large library once. `filename` is for
 * diagnostics. */
nvcg_status nvcg_context_set_library_summary(nvcg_context *ctx, const char *text, size_t len,
                                             const char *filename);

/* Brings into m the library functions it needs: summary-guided import (cicc's ThinLTO
 * function import: knobs import-instr-limit, import-hot/critical/cold-multiplier,
 * import-instr/hot-evolution-factor, import-cutoff, force-import-all, import-all-index,
 * import-constants-with-refs, enable-import-metadata, print-imports,
 * print-import-failures, read from o's knobs; NULL: the defaults), then, out of line, what
 * the import rejected but m still calls. Imported and linked functions become internal
 * definitions of m. Fails (with a diagnostic at the call) when a kernel's call graph
 * still calls a function that neither m nor a library defines. */
nvcg_status nvcg_module_import(nvcg_module *m, const nvcg_options *o);

/* m's module summary as text (see nvcg_context_set_library_summary); free with nvcg_free. */
nvcg_status nvcg_module_summary(const nvcg_module *m, char **out, size_t *len);

#ifdef __cplusplus
}
#endif
#endif /* NVCG_H_INCLUDED */
