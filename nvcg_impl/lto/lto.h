/* lto.h -- linking, module summaries and summary-guided function import: what
 * lto/link.c, lto/summary.c, lto/library.c and lto/import.c share.
 *
 * Data flow. A module that calls functions it does not define gets them in one of two
 * ways. nvcg_module_link (link.c) moves a whole module in, with LLVM's linkage rules.
 * Library modules, registered in the context (nvcg_context_add_library), are read once,
 * lazily: their globals and function headers are parsed, function bodies are only
 * skimmed (an instruction count) and parsed when a function is imported (library.c).
 * Each library has a module summary (summary.c; seeds/002's NVModuleSummary: per
 * function its instruction count, call edges with hotness, references, linkage, flags
 * and import priority; per global its size, constness and references), which the import
 * driver (import.c) reads to decide, with cicc's thresholds, multipliers, evolution
 * factors and budget, which functions to bring in before the IR passes run. The
 * definitions the import does not take but the module still needs are then linked in
 * out of line, so that the module is complete. Both paths copy IR between modules of one
 * context with the same value mapper (link.c: nv_lto_mapper). */

/* Call-edge hotness, LLVM's CalleeInfo::HotnessType numbering (the seed's "priority
 * class" of a callsite: 1 cold, 3 hot, 4 critical, the rest default). */
typedef enum nv_hotness {
  NV_HOT_UNKNOWN = 0,
  NV_HOT_COLD = 1,
  NV_HOT_NONE = 2,
  NV_HOT_HOT = 3,
  NV_HOT_CRITICAL = 4
} nv_hotness;

/* Summary entry flags. */
enum {
  NV_SUM_NOT_IMPORTABLE = 1u << 0, /* the seed's bit 4 of the linkage byte */
  NV_SUM_KERNEL = 1u << 1,
  NV_SUM_NOINLINE = 1u << 2,
  NV_SUM_ALWAYSINLINE = 1u << 3,
  NV_SUM_COLD = 1u << 4,
  NV_SUM_CONST = 1u << 5,       /* global variable: constant */
  NV_SUM_DECL = 1u << 6,        /* declaration only */
  NV_SUM_ADDR_TAKEN = 1u << 7   /* function referenced other than as a callee */
};

/* Import priorities (seed: NVModuleSummary's 4-level import priority). */
enum {
  NV_PRIO_NOT_IMPORTABLE = 0,
  NV_PRIO_NOT_PREFERRED = 1,
  NV_PRIO_STANDARD = 2,
  NV_PRIO_FORCE = 3
};

enum { NV_SUM_FUNC = 0, NV_SUM_GVAR = 1 };

typedef struct nv_sum_edge {
  const char *name; /* interned callee (calls) or referenced global (refs) */
  uint8_t hotness;  /* calls: nv_hotness */
} nv_sum_edge;

typedef struct nv_sum_entry {
  const char *name;      /* interned */
  uint64_t guid;         /* LLVM's GUID: MD5 of the global identifier, low 64 bits */
  uint8_t kind;          /* NV_SUM_FUNC / NV_SUM_GVAR */
  uint8_t linkage;       /* nvcg_linkage */
  uint8_t priority;      /* NV_PRIO_* */
  uint8_t edges_known;   /* calls/refs filled (lazy library functions: after parsing) */
  uint32_t flags;        /* NV_SUM_* */
  uint32_t insts;        /* function: instruction count; global: size in bytes */
  uint32_t first_call, ncalls, first_ref, nrefs; /* into the summary's edge vectors */
} nv_sum_entry;

typedef struct nv_summary {
  const char *module;    /* interned module name */
  NV_VEC(nv_sum_entry) e;
  NV_VEC(nv_sum_edge) calls;
  NV_VEC(nv_sum_edge) refs;
  nv_map by_name;        /* interned name -> entry index + 1 */
} nv_summary;

static void nv_sum_init(nv_summary *s, const char *module);
static void nv_sum_free(nv_summary *s);
static nv_sum_entry *nv_sum_find(const nv_summary *s, const char *interned);
/* Builds the summary of a whole module from its IR. */
static void nv_sum_build(nv_summary *s, const nv_module *m);
/* Summarises one function (appending its entry, or filling the edges of an entry
 * that exists without them). */
static nv_sum_entry *nv_sum_function(nv_summary *s, const nv_func *f);
static nv_sum_entry *nv_sum_global(nv_summary *s, const nv_global *g);
/* Entry for a definition whose body was skimmed, not parsed (no edges yet). */
static nv_sum_entry *nv_sum_header(nv_summary *s, const nv_func *f, uint32_t insts);
static uint64_t nv_guid(const char *name, unsigned linkage, const char *source);
static void nv_sum_print(const nv_summary *s, nv_buf *b);
/* Parses summary text; 0 (and a located error) when malformed. */
static int nv_sum_parse(nv_context *c, const char *text, size_t len, const char *file, nv_summary *s);
/* Hotness of each call site of f, from the block's loop depth (seed: "from !prof, and
 * from loop depth when there is no profile"); indexed by block index. */
static void nv_sum_block_hotness(const nv_func *f, uint8_t *hot);
static const char *nv_hotness_name(unsigned h);
/* Import priority of a summarised function from its linkage and flags. */
static unsigned nv_sum_priority(unsigned linkage, uint32_t flags);

/* ---- the value mapper: copies IR between two modules of one context ---- */

typedef struct nv_lto_mapper nv_lto_mapper;
/* How a global value of the source that has no mapping yet is brought over. Returns the
 * destination value, or NULL after reporting an error. */
typedef nv_value *(*nv_lto_resolve_fn)(nv_lto_mapper *M, nv_value *src);
struct nv_lto_mapper {
  nv_module *dst;
  nv_map vmap;              /* source value -> destination value */
  nv_map cmap;              /* constants already remapped (source constant -> result) */
  nv_lto_resolve_fn resolve;
  void *user;
  int failed;
};
static void nv_lto_mapper_init(nv_lto_mapper *M, nv_module *dst, nv_lto_resolve_fn fn, void *user);
static void nv_lto_mapper_free(nv_lto_mapper *M);
static nv_value *nv_lto_map_value(nv_lto_mapper *M, nv_value *v);
/* Copies the body of `src` into `dst` (a declaration of the same type). */
static int nv_lto_clone_body(nv_lto_mapper *M, nv_func *dst, const nv_func *src);
/* A new function/global in M->dst with src's header (not its body or initialiser). */
static nv_func *nv_lto_copy_func_header(nv_module *dst, const nv_func *src, const char *name);
static nv_global *nv_lto_copy_global_header(nv_module *dst, const nv_global *src, const char *name);
/* Gives destination symbol d the header (linkage, attributes, launch bounds, value
 * type) of source symbol s, whose definition it is about to receive; drops d's own. */
static void nv_link_take_header(nv_value *d, const nv_value *s);
/* Drops a function's body (it becomes a declaration). */
static void nv_lto_drop_body(nv_func *f);
/* Takes a function nothing uses out of its module. */
static void nv_lto_remove_function(nv_module *m, nv_func *f);
/* Renames a global value of m to a fresh name based on its own. */
static void nv_lto_rename_fresh(nv_module *m, nv_value *v);
static const char *nv_lto_module_file(const nv_module *m);
/* "file:line:col" location of a global value, for diagnostics. */
static void nv_lto_where(const nv_value *v, const char **file, unsigned *line, unsigned *col);

/* ---- libraries (library.c) ---- */

typedef struct nv_library {
  const char *name;        /* interned: the name it was registered under */
  char *text_copy;         /* owned copy of the text, or NULL when the caller keeps it */
  const char *text;
  size_t len;
  unsigned flags;          /* NVCG_LIBRARY_* */
  uint32_t order;          /* registration order */
  int state;               /* 0 not read yet, 1 indexed, -1 failed */
  nv_module *m;            /* globals, headers; bodies once materialised */
  nv_reader *rd;           /* kept to parse bodies on demand */
  nv_summary sum;          /* the summary (computed, or given with a summary file) */
  int sum_given;           /* sum came from nvcg_context_set_library_summary */
  nv_map lazy;             /* nv_func* -> lazy body index + 1 */
} nv_library;

typedef struct nv_lto_libs {
  NV_VEC(nv_library *) libs; /* in search order: user libraries, then built-in ones */
  uint32_t next_order;
} nv_lto_libs;

static void nv_lto_libs_free(nv_context *c);
/* Reads (indexes) a library on first use; 0 when it cannot be read (reported). */
static int nv_lib_index(nv_context *c, nv_library *L);
/* Finds the library that defines `name` (interned) first in search order. */
static nv_library *nv_lib_lookup(nv_context *c, const char *name, nv_func **f, nv_global **g);
/* Parses a library function's body if it has not been; 0 on a parse error (reported). */
static int nv_lib_materialize(nv_library *L, nv_func *f);
/* The summary entry of a library symbol, with its edges filled (materialising the
 * function when the summary was computed lazily). */
static nv_sum_entry *nv_lib_entry(nv_library *L, const char *name, int need_edges);

/* ---- import (import.c) ---- */
/* Imports into m from the context's libraries, links what is still needed, and checks
 * that no kernel's call graph is left with an undefined function. */
static nvcg_status nv_lto_import(nv_module *m, const nvcg_options *o);
/* Lowers m's calls of LLVM's math intrinsics to library calls, then registers nvcg's own
 * math library (math/library.c) as a built-in library of m's context when m calls an
 * __nv_ function it does not define and no library of that name is registered yet: the
 * device math functions need no toolkit and no registration. 0 after a reported error. */
static int nv_lto_want_math_library(nv_module *m);
/* ---- math intrinsics (math_intrinsics.c) ---- */
/* llvm.sin, llvm.pow, llvm.frexp ... become calls of the math library's __nv_ functions.
 * 0 when a call could not be lowered (reported at its position). */
static int nv_lto_lower_math_intrinsics(nv_module *m);
static nvcg_status nv_lto_import_if_any(nv_module *m, const nvcg_options *o);
/* The registered library named `interned`, or NULL (library.c). */
static nv_library *nv_lib_by_name(nv_context *c, const char *interned);
/* The math library's LLVM assembly (math/library.c). */
static void nv_math_library_text(nv_buf *out);
/* After the IR passes: inliner-function-import-stats, and library copies nothing uses
 * any more leave the module. */
static void nv_lto_import_stats(nv_module *m, nv_diag_sink *diag, const char *mode);
