/* reader.h -- what the LLVM assembly lexer (lexer.c) and the parser (reader.c,
 * reader_inst.c) share: tokens, the keyword table and the parser state.
 *
 * The reader is one pass: the lexer hands out tokens on demand straight from the input
 * buffer (no copy, no per-token allocation; names and strings point into the buffer), the
 * parser builds IR as it goes and patches forward references when their definitions
 * arrive. Errors stop the parse at once (longjmp back to nvcg_parse_ll, which frees what
 * the parse built). */

#include <locale.h> /* also used by printer.c for locale-proof FP text */
#include <setjmp.h>

/* Bare words the parser recognises. Opcode mnemonics are not listed here: they come from
 * NVCG_OPCODES and get ids from NV_KW_OPBASE on (see nv_kw_opcode). */
#define NV_LL_KEYWORDS(X)                                                                     \
  /* types */                                                                                 \
  X(void) X(half) X(bfloat) X(float) X(double) X(fp128) X(x86_fp80) X(ppc_fp128) X(x86_mmx)   \
  X(x86_amx) X(label) X(metadata) X(token) X(ptr) X(opaque) X(type) X(x) X(vscale)            \
  /* module level */                                                                         \
  X(source_filename) X(target) X(datalayout) X(triple) X(module) X(asm) X(attributes)         \
  X(declare) X(define) X(global) X(constant) X(comdat) X(section) X(partition) X(align)       \
  X(addrspace) X(externally_initialized) X(thread_local) X(unnamed_addr)                      \
  X(local_unnamed_addr) X(dso_local) X(dso_preemptable) X(default) X(hidden) X(protected)     \
  X(dllimport) X(dllexport) X(gc) X(prefix) X(prologue) X(personality) X(uselistorder)       \
  X(uselistorder_bb) X(alias) X(ifunc) X(distinct) X(code_model) X(no_sanitize_address)       \
  X(no_sanitize_hwaddress) X(sanitize_address_dyninit) X(sanitize_memtag)                     \
  /* linkage */                                                                              \
  X(private) X(internal) X(available_externally) X(linkonce) X(weak) X(common)               \
  X(appending) X(extern_weak) X(linkonce_odr) X(weak_odr) X(external)                        \
  /* calling conventions */                                                                  \
  X(ccc) X(fastcc) X(coldcc) X(cc) X(ptx_kernel) X(ptx_device)                                \
  /* constants */                                                                            \
  X(true) X(false) X(null) X(none) X(undef) X(poison) X(zeroinitializer) X(c)                \
  X(blockaddress) X(dso_local_equivalent) X(no_cfi) X(splat) X(sideeffect) X(alignstack)     \
  X(inteldialect) X(unwind)                                                                  \
  /* instruction flags and operands */                                                       \
  X(nuw) X(nsw) X(exact) X(inbounds) X(nusw) X(inrange) X(nneg) X(samesign) X(disjoint)      \
  X(volatile) X(atomic) X(tail) X(musttail) X(notail) X(to) X(inalloca) X(syncscope)        \
  X(fast) X(nnan) X(ninf) X(nsz) X(arcp) X(contract) X(afn) X(reassoc)                       \
  X(unordered) X(monotonic) X(acquire) X(release) X(acq_rel) X(seq_cst)                      \
  X(invoke) X(resume) X(indirectbr) X(callbr) X(landingpad) X(cleanuppad) X(catchpad)        \
  X(catchswitch) X(catchret) X(cleanupret) X(va_arg)                                          \
  /* function attributes kept */                                                             \
  X(noinline) X(alwaysinline) X(nooutline) X(optnone) X(convergent) X(nounwind) X(noreturn)  \
  X(readnone) X(readonly) X(writeonly) X(cold) X(norecurse) X(willreturn) X(speculatable)    \
  X(memory)                                                                                  \
  /* parameter attributes kept */                                                            \
  X(noalias) X(nocapture) X(zeroext) X(signext) X(nonnull) X(noundef) X(inreg) X(returned)   \
  X(byval) X(sret) X(dereferenceable) X(captures)                                             \
  /* attributes parsed and dropped */                                                        \
  X(argmemonly) X(inaccessiblememonly) X(inaccessiblemem_or_argmemonly) X(mustprogress)      \
  X(nofree) X(nosync) X(noduplicate) X(noimplicitfloat) X(nomerge) X(nonlazybind)            \
  X(noredzone) X(nocallback) X(nocf_check) X(null_pointer_is_valid) X(optforfuzzing)         \
  X(optsize) X(minsize) X(ssp) X(sspreq) X(sspstrong) X(safestack) X(shadowcallstack)        \
  X(speculative_load_hardening) X(strictfp) X(uwtable) X(hot) X(builtin) X(nobuiltin)        \
  X(returns_twice) X(jumptable) X(naked) X(noprofile) X(skipprofile) X(inlinehint)           \
  X(allocsize) X(vscale_range) X(allockind) X(allocptr) X(allocalign) X(elementtype)         \
  X(immarg) X(dereferenceable_or_null) X(preallocated) X(nest) X(swiftself) X(swifterror)    \
  X(swiftasync) X(nofpclass) X(range) X(initializes) X(dead_on_unwind) X(writable) X(noext)  \
  X(sanitize_address) X(sanitize_thread) X(sanitize_memory) X(sanitize_hwaddress)            \
  X(nosanitize_bounds) X(nosanitize_coverage) X(disable_sanitizer_instrumentation)           \
  X(fn_ret_thunk_extern) X(presplitcoroutine) X(hybrid_patchable)               \
  X(no_caller_saved_registers) X(nocreateundeforpoison) X(sanitize_realtime)                  \
  X(sanitize_realtime_blocking) X(sanitize_numerical_stability) X(coro_only_destroy_when_complete) \
  X(coro_elide_safe) X(sanitize_type)

enum {
  NV_KW_NONE = 0,
#define NV_X_KW(k) NV_KW_##k,
  NV_LL_KEYWORDS(NV_X_KW)
#undef NV_X_KW
  NV_KW_OPBASE
};
#define NV_KW_COUNT (NV_KW_OPBASE + NVCG_OP_COUNT)
/* The keyword id of an opcode's mnemonic, and back. */
#define NV_KW_OP(op) ((unsigned)NV_KW_OPBASE + (unsigned)(op))
#define NV_KW_IS_OP(k) ((k) >= NV_KW_OPBASE && (k) < NV_KW_COUNT)

typedef enum nv_tok_kind {
  NV_T_EOF,
  NV_T_ERROR,   /* the lexer's message is in nv_lexer.err */
  NV_T_LOCAL,   /* %name  %"name"  %12 */
  NV_T_GLOBAL,  /* @name  @"name"  @12 */
  NV_T_META,    /* !name (metadata name or attachment kind), !12 (numbered node) */
  NV_T_ATTRGRP, /* #12 */
  NV_T_DBGREC,  /* #dbg_value and friends (LLVM 19 debug records) */
  NV_T_COMDAT,  /* $name */
  NV_T_SUMMARY, /* ^12 */
  NV_T_LABEL,   /* name:  "name":  12: */
  NV_T_STRING,  /* "..." (text is the raw contents) */
  NV_T_INT,     /* 12  -12  u0x1F  s0xFF */
  NV_T_FP,      /* 1.5  -2.0e3  0x3FF0000000000000  0xH3C00  0xR3F80  0xL...  0xK... */
  NV_T_KW,      /* a bare word; kw is its id, NV_KW_NONE when not a keyword */
  NV_T_INTTYPE, /* iN; num = N */
  NV_T_EQ, NV_T_COMMA, NV_T_STAR, NV_T_LSQ, NV_T_RSQ, NV_T_LBRACE, NV_T_RBRACE,
  NV_T_LPAREN, NV_T_RPAREN, NV_T_LT, NV_T_GT, NV_T_EXCL, NV_T_DOTS, NV_T_BAR
} nv_tok_kind;

typedef struct nv_tok {
  uint8_t kind;     /* nv_tok_kind */
  uint8_t numbered; /* LOCAL GLOBAL META LABEL: given by number, in num */
  uint8_t escaped;  /* text holds backslash escapes (quoted names, strings) */
  uint8_t sub;      /* FP: 0 decimal, 'X' 0x double bits, 'H' 'R' 'L' 'K' 'M';
                       INT: 0 decimal, 'u'/'s' hexadecimal */
  uint16_t kw;      /* KW: keyword id */
  uint16_t pad_;
  uint32_t line, col;
  const char *s;    /* payload: name without sigil or quotes, string contents, literal text */
  uint32_t len;
  uint64_t num;     /* numbered names (UINT64_MAX when too large), iN width, #N */
} nv_tok;

#define NV_KWTAB_SIZE 1024u
typedef struct nv_lexer {
  const char *p, *end, *line_start;
  uint32_t line;
  const char *err;                  /* why the last NV_T_ERROR token was produced */
  uint16_t kwtab[NV_KWTAB_SIZE];    /* open addressing: keyword id, 0 = empty */
} nv_lexer;

/* A lexer position, for the parser's rare two-token lookahead. */
typedef struct nv_lexpos {
  const char *p, *line_start;
  uint32_t line;
} nv_lexpos;
static nv_lexpos nv_lex_save(const nv_lexer *L);
static void nv_lex_restore(nv_lexer *L, nv_lexpos pos);
static void nv_lex_init(nv_lexer *L, const char *text, size_t len);
static void nv_lex_next(nv_lexer *L, nv_tok *t);
static const char *nv_kw_name(unsigned kw);
/* Decodes LLVM's string escapes (\\ and \XX) from src into dst (which holds n bytes);
 * returns the decoded length. */
static size_t nv_ll_unescape(char *dst, const char *src, size_t n);

/* ---- parser state (reader.c, reader_inst.c) ---- */

/* A forward reference: a use seen before the definition. */
typedef struct nv_rd_fwd {
  nv_value *v;        /* placeholder; NULL once resolved */
  const char *name;   /* interned, or NULL for a numbered reference */
  uint64_t num;
  uint32_t line, col; /* first use */
} nv_rd_fwd;

/* Metadata kept until the end of the module: generic nodes only (debug-info nodes are
 * parsed and dropped). */
enum { NV_MD_NULL, NV_MD_REF, NV_MD_STR, NV_MD_VALUE, NV_MD_NODE, NV_MD_OTHER };
typedef struct nv_md_node nv_md_node;
typedef struct nv_md_elem {
  uint8_t kind;
  uint8_t escaped;
  uint32_t len;       /* STR */
  uint64_t num;       /* REF */
  const char *s;      /* STR: raw text in the input */
  nv_value *v;        /* VALUE */
  nv_md_node *node;   /* NODE: an inline !{...} */
} nv_md_elem;
struct nv_md_node {
  uint32_t n;
  nv_md_elem *e;
};

/* Launch bounds written as string attributes ("nvvm.maxntid"="10,20,30", LLVM 20+);
 * 0 = not given. The order of the fields is that of nv_rd_launch_keys (reader.c). */
typedef struct nv_rd_launch {
  uint32_t maxntid[3], reqntid[3], cluster_dim[3], minctasm, maxnreg, maxclusterrank;
  uint32_t blocksareclusters; /* "nvvm.blocksareclusters", a key without a value */
} nv_rd_launch;

/* An attribute group (`attributes #N = { ... }`) or an inline attribute list. */
typedef struct nv_rd_attrs {
  uint32_t fn;        /* NVCG_FN_* */
  nv_param_attrs pa;  /* parameter attributes a group may carry */
  nv_rd_launch lb;
  int defined;
} nv_rd_attrs;

/* A use of an attribute group, applied once the groups are known. */
typedef struct nv_rd_attr_ref {
  nv_func *f;
  uint32_t index;     /* parameter, NVCG_RETURN_INDEX, or NV_RD_FN_INDEX */
  uint64_t group;
  uint32_t line, col;
} nv_rd_attr_ref;
#define NV_RD_FN_INDEX 0xFFFFFFFEu

typedef struct nv_rd_typeinfo {
  uint32_t line, col; /* first reference */
  uint8_t defined;    /* a `%T = type` was seen in this parse */
} nv_rd_typeinfo;

/* A type that must turn out sized once the module is read (getelementptr constants'
 * source types, initialised globals' types), with where it was written. */
typedef struct nv_rd_later {
  nv_type *t;
  const char *what;
  uint32_t line, col;
} nv_rd_later;

/* A reference to numbered metadata from named metadata, resolved at the end. */
typedef struct nv_rd_mdref {
  uint64_t num;
  uint32_t line, col;
} nv_rd_mdref;

/* A branch's `!llvm.loop !N` (or, with prof set, a br's or switch's `!prof !N`),
 * resolved once the module's metadata is read. */
typedef struct nv_rd_loopref {
  nv_inst *br;
  nv_rd_mdref ref;
  uint8_t prof;
} nv_rd_loopref;

/* A call of llvm.nvvm.texsurf.handle.<p> whose metadata operand is numbered metadata (!N,
 * a node holding the texture or surface variable): the node must hold the global g, the
 * call's other operand, checked once the module's metadata is read. */
typedef struct nv_rd_texsurf_md {
  nv_rd_mdref ref;
  nv_value *g;
} nv_rd_texsurf_md;

/* A parameter of a function header as written. */
typedef struct nv_rd_arg {
  nv_param_attrs pa;
  uint8_t has_name, numbered;
  uint64_t num;
  const char *name;
  uint32_t line, col;
} nv_rd_arg;

/* Where an attribute list is being read (see nv_rd_param_attrs / nv_rd_fn_attr). */
enum { NV_RD_AM_PARAM, NV_RD_AM_CALL, NV_RD_AM_FN, NV_RD_AM_DECL, NV_RD_AM_GROUP };

/* A function body the lazy mode skipped (lto/library.c parses it on demand). */
typedef struct nv_rd_lazy {
  nv_func *f;
  nv_lexpos body;             /* just after the body's '{' */
  uint32_t args_base, nargs;  /* the header's parameters, in lazy_args */
  uint32_t insts;             /* instructions counted while skimming */
  int state;                  /* 0 skipped, 1 parsed, -1 failed to parse */
} nv_rd_lazy;

/* A `declare` of an intrinsic whose type is not the intrinsic's: LLVM checks an
 * intrinsic's type at its calls only, so an unused one is dropped and a used one is an
 * error once the whole module is read -- unless its type is the intrinsic's with some
 * parameters or the result retyped between i16 / i32 and 16-bit floats of the same width
 * (LLVM's own newer signatures: bfloat for i16, <2 x bfloat> for i32), when its calls are
 * rewritten. */
typedef struct nv_rd_baddecl {
  nv_func *f;
  nv_type *want;   /* the intrinsic's type (NULL when the name gives none) */
  unsigned id;     /* the intrinsic */
  const char *msg; /* the error, in the reader's scratch arena */
  uint32_t line, col;
} nv_rd_baddecl;

/* verify.c: whether intrinsic id's overload types in fty are of the kinds its family takes */
static int nv_intrinsic_overload_kinds_ok(unsigned id, const nv_type *fty, char *err, size_t n);

typedef struct nv_reader {
  nv_context *c;
  nv_module *m;
  nv_lexer *L;
  nv_tok tok;
  const char *file;
  jmp_buf jb;
  int unsupported;            /* the error was valid input nvcg cannot handle */
  unsigned depth;             /* nesting of types / constants / metadata, bounded */
  nv_arena scratch;           /* metadata, attribute groups: freed with the reader */
  nv_type *pointee;           /* pointee of the last typed pointer nv_rd_type read */
  /* module scope */
  nv_map gvals;               /* interned name -> index into gfwd (forward-referenced globals) */
  nv_map galias;              /* interned alias name -> its aliasee (a value) */
  nv_map nvvm_warned;         /* interned unknown "nvvm.*" attribute key -> 1 (warned once) */
  NV_VEC(nv_rd_fwd) gfwd;
  nv_map types;               /* interned name -> nv_type (this parse's %names) */
  nv_map typeinfo;            /* nv_type -> nv_rd_typeinfo* */
  NV_VEC(nv_type *) typelist; /* named types in first-reference order */
  nv_map md;                  /* metadata number -> nv_md_node* */
  NV_VEC(nv_rd_mdref) annotations;    /* !nvvm.annotations operands */
  NV_VEC(nv_rd_mdref) nvvmir_version; /* !nvvmir.version operands */
  NV_VEC(nv_rd_mdref) mdrefs;         /* every !N used, checked at the end (LLVM rejects undefined ones) */
  NV_VEC(nv_rd_loopref) loop_md;      /* branches' !llvm.loop and !prof references */
  NV_VEC(nv_rd_texsurf_md) texsurf_md; /* metadata operands of llvm.nvvm.texsurf.handle calls */
  nv_map groups;              /* attribute group number -> nv_rd_attrs* */
  NV_VEC(nv_rd_attr_ref) grouprefs;
  NV_VEC(nv_rd_later) sized;  /* types that must be sized, checked at the end */
  NV_VEC(nv_inst *) recheck;  /* instructions whose type check waits for the whole module */
  NV_VEC(nv_rd_baddecl) baddecls; /* mistyped intrinsic declarations, judged at the end */
  int types_dirty;            /* struct bodies were given since the last depth check */
  uint32_t bodies_since_check;
  int defer_checks;           /* this function's instructions are checked at the end */
  /* function scope */
  nv_func *fn;
  nv_map lnames;              /* interned name -> local value */
  NV_VEC(nv_value *) lnums;   /* numbered locals */
  nv_map lfwd_names;          /* interned name -> index into lfwd */
  nv_map lfwd_nums;           /* number -> index into lfwd */
  NV_VEC(nv_rd_fwd) lfwd;
  uint32_t lfwd_open;         /* unresolved entries in lfwd */
  nv_block *bb;               /* block being filled */
  /* scratch stacks, reused (nested users push above their callers' entries) */
  NV_VEC(nv_value *) vals;
  NV_VEC(nv_type *) types_tmp;
  NV_VEC(int32_t) ints;
  NV_VEC(char) sbuf;
  NV_VEC(nv_md_elem) mdstk;
  NV_VEC(nv_rd_arg) args;
  /* lazy mode: bodies are skimmed and recorded instead of parsed */
  int lazy;
  NV_VEC(nv_rd_lazy) lazies;
  NV_VEC(nv_rd_arg) lazy_args;
} nv_reader;

#if defined(__GNUC__) || defined(__clang__)
#define NV_NORETURN __attribute__((noreturn))
#else
#define NV_NORETURN
#endif

/* reader.c */
static void nv_rd_error(nv_reader *p, const char *fmt, ...) NV_PRINTF(2, 3) NV_NORETURN;
static void nv_rd_error_at(nv_reader *p, uint32_t line, uint32_t col, const char *fmt, ...)
    NV_PRINTF(4, 5) NV_NORETURN;
static void nv_rd_unsupported(nv_reader *p, const char *fmt, ...) NV_PRINTF(2, 3) NV_NORETURN;
static void nv_rd_unsupported_at(nv_reader *p, uint32_t line, uint32_t col, const char *fmt, ...)
    NV_PRINTF(4, 5) NV_NORETURN;
static void nv_rd_type_mismatch(nv_reader *p, uint32_t line, uint32_t col, const char *what,
                                const nv_type *have, const nv_type *want) NV_NORETURN;
static const char *nv_rd_tokdesc(nv_reader *p);
static void nv_rd_next(nv_reader *p);
static int nv_rd_is_kw(const nv_reader *p, unsigned kw);
static int nv_rd_eat_kw(nv_reader *p, unsigned kw);
static int nv_rd_eat(nv_reader *p, unsigned kind);
static void nv_rd_expect(nv_reader *p, unsigned kind, const char *what);
static void nv_rd_expect_kw(nv_reader *p, unsigned kw);
static const char *nv_rd_tok_name(nv_reader *p);
static const char *nv_rd_string(nv_reader *p, int intern);
static uint32_t nv_rd_u32(nv_reader *p, const char *what);
static uint32_t nv_rd_align_value(nv_reader *p);
static unsigned nv_rd_addrspace(nv_reader *p);
static nv_type *nv_rd_type(nv_reader *p);
static nv_type *nv_rd_first_class_type(nv_reader *p);
static int nv_rd_valid_elem(const nv_type *t);
static nv_value *nv_rd_value(nv_reader *p, nv_type *t);
static nv_value *nv_rd_typed_value(nv_reader *p);
static nv_value *nv_rd_constant(nv_reader *p, nv_type *t);
static unsigned nv_rd_predicate(nv_reader *p, int fp);
static void nv_rd_md_attachment_value(nv_reader *p);
static nv_md_node *nv_rd_md_node(nv_reader *p);
static void nv_rd_loop_hints(nv_reader *p, nv_inst *br, const nv_md_node *loop);
static void nv_rd_skip_value(nv_reader *p);
static void nv_rd_skip_parens(nv_reader *p);
static void nv_rd_skip_group(nv_reader *p);
static void nv_rd_skip_uselistorder(nv_reader *p);
static void nv_rd_param_attrs(nv_reader *p, nv_param_attrs *pa, nv_type *pointee, int mode,
                              nv_func *f, uint32_t index);
static int nv_rd_fn_attr(nv_reader *p, nv_rd_attrs *a, int mode);
static int nv_rd_dropped_intrinsic(const char *name);
/* Lazy reading for library modules (reader.c): reads the module with bodies skimmed;
 * on success *out is the module (not verified: its skipped functions look like
 * declarations) and *keep the reader, for nv_rd_materialize; free it with nv_rd_free. */
static nvcg_status nv_rd_parse_lazy(nv_context *ctx, const char *text, size_t len, const char *filename,
                                    nv_module **out, nv_reader **keep);
/* Parses skipped body number i into its function; 0 on error (reported). */
static int nv_rd_materialize(nv_reader *p, uint32_t i);
static void nv_rd_free(nv_reader *p);
/* reader_inst.c */
static nv_value *nv_rd_local_ref(nv_reader *p, nv_type *t);
static void nv_rd_function_body(nv_reader *p, nv_func *f, const nv_rd_arg *args);
/* printer.c: predicate spellings; the verifier (verify.c) */
static const char *nv_pred_name(unsigned pr);
static nvcg_status nv_verify_module_internal(nv_module *m);
