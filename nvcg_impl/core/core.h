/* core.h -- the ground floor every other part of nvcg stands on: allocation hooks,
 * arenas, growable vectors, interned strings, diagnostics, DenseMap/DenseSet and the
 * hashing helpers. Nothing here knows about IR or PTX. All symbols are static: the
 * whole library is one translation unit (see amalgamate.sh). */

#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef NVCG_MALLOC
#define NVCG_MALLOC(sz) malloc(sz)
#define NVCG_REALLOC(p, sz) realloc(p, sz)
#define NVCG_FREE(p) free(p)
#endif

#ifdef NDEBUG
#define NV_ASSERT(c) ((void)0)
#else
#define NV_ASSERT(c)                                                                        \
  ((c) ? (void)0                                                                          \
       : (fprintf(stderr, "nvcg: internal assertion failed: %s (%s:%d)\n", #c, __FILE__, \
                  __LINE__),                                                              \
          abort()))
#endif

#if defined(__GNUC__) || defined(__clang__)
#define NV_PRINTF(f, a) __attribute__((format(printf, f, a)))
#define NV_UNUSED __attribute__((unused))
#if defined(__clang__)
#define NV_NOINLINE __attribute__((noinline))
#else
#define NV_NOINLINE __attribute__((noinline, noclone))
#endif
#else
#define NV_PRINTF(f, a)
#define NV_UNUSED
#define NV_NOINLINE
#endif

/* How deep types and constant expressions may nest, through the API and in .ll text.
 * Walks over them (printing, verifying, layout, lowering) recurse; the bound keeps them
 * far from any stack's end. LLVM sets none, but nothing real comes near it. */
#define NV_MAX_NESTING 256u

#define NV_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define NV_MIN(a, b) ((a) < (b) ? (a) : (b))
#define NV_MAX(a, b) ((a) > (b) ? (a) : (b))

/* ---- Allocation, and what happens when it fails ----
 * nv_xmalloc/nv_xrealloc/nv_xcalloc never return NULL to their caller. Out of memory
 * unwinds (longjmp) to the innermost public API call in progress on this thread
 * (ir/api_guard.h puts an nv_oom_frame around every public function), which marks its
 * context out of memory and returns NVCG_OUT_OF_MEMORY or NULL: the library never exits
 * its host. Unwinding skips the cleanup of whatever was in flight, so every heap block
 * carries a small header linking it into the heap of the context on whose behalf it was
 * allocated; nvcg_context_destroy frees what is still on that list, so nothing leaks
 * even after an unwinding. Blocks are freed with nv_xfree (never NVCG_FREE), and strings
 * handed to the caller are copied into plain NVCG_MALLOC blocks (nv_give_string) so that
 * nvcg_free stays NVCG_FREE.
 *
 * The innermost frame is found through one thread-local pointer, the library's only
 * mutable state outside its contexts: C99 offers no other way for an allocation deep in
 * a pass to reach the API call above it without passing a context to every vector push.
 * Each thread sees only its own frames, so contexts stay independent across threads.
 * Code that calls internal functions outside any public call (the test programs, the
 * tools' engines) has no frame: there an allocation failure prints and exits, as the
 * last resort; the public API never gets there (tests/hostile/oom_inject.c). */
#include <setjmp.h>

#ifndef NVCG_THREAD_LOCAL
#if defined(__cplusplus) && __cplusplus >= 201103L
#define NVCG_THREAD_LOCAL thread_local
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && !defined(__STDC_NO_THREADS__)
#define NVCG_THREAD_LOCAL _Thread_local
#elif defined(__GNUC__) || defined(__clang__)
#define NVCG_THREAD_LOCAL __thread
#elif defined(_MSC_VER)
#define NVCG_THREAD_LOCAL __declspec(thread)
#else
#error "nvcg needs thread-local storage: define NVCG_THREAD_LOCAL (empty on a single-threaded host)"
#endif
#endif

/* The header in front of every heap block. A block of its own is linked into a
 * doubly-linked list through its context's heap (sentinel nv_heap.list); prev == NULL:
 * the block is on no list (allocated outside any public call). A small block (pooled,
 * below) has prev == NV_POOL_TAG(class) and next == its heap (an nv_heap *). */
typedef struct nv_heap_link {
  struct nv_heap_link *prev, *next;
} nv_heap_link;
#define NV_HEAP_HDR ((sizeof(nv_heap_link) + 15u) & ~(size_t)15u)

/* Small blocks: requests of at most NV_POOL_MAX bytes made inside a public call are
 * served from free lists per size class (payloads of 16, 32, ..., 2048 bytes), carved
 * from NV_POOL_CHUNK-byte chunks on the context's list; freeing one pushes it back on
 * its class's list. A compile makes some 10^4 small allocations per kernel (vectors,
 * maps, analyses built and dropped per pass), and glibc's malloc/free were 11% of the
 * instructions of compiling the clang -O0 corpus. Blocks go back to NVCG_FREE only
 * with their context, so a context's memory is the peak of each class. Sanitizer builds
 * allocate every block on its own (the pool would hide misuse from ASan). */
#if defined(__SANITIZE_ADDRESS__)
#define NV_POOL_ENABLED 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define NV_POOL_ENABLED 0
#endif
#endif
#ifndef NV_POOL_ENABLED
#define NV_POOL_ENABLED 1
#endif
#define NV_POOL_CLASSES 8u
#define NV_POOL_MAX (16u << (NV_POOL_CLASSES - 1))
#define NV_POOL_CHUNK 65536u
/* prev of a pooled block's header: a small non-zero number no real pointer has */
#define NV_POOL_TAG(k) ((nv_heap_link *)(uintptr_t)((k) + 1u))
#define NV_POOL_IS_TAG(p) ((uintptr_t)(p) - 1u < NV_POOL_CLASSES)

/* A context's heap: the list of its blocks and chunks, and the small blocks' free lists
 * (each a singly-linked list through the first word of the free blocks' payloads). */
typedef struct nv_heap {
  nv_heap_link list;
  void *free_[NV_POOL_CLASSES];
  char *bump, *bump_end; /* the uncarved rest of the newest chunk */
} nv_heap;

typedef struct nv_oom_frame {
  jmp_buf unwind;
  nv_heap *heap;              /* heap new blocks join; NULL: they join none */
  size_t failed_size;         /* the request that failed, once unwound */
  struct nv_oom_frame *outer;
} nv_oom_frame;

static void nv_heap_init(nv_heap *heap);
static void nv_heap_free_all(nv_heap *heap);
static void nv_oom_push(nv_oom_frame *f, nv_heap *heap);
static void nv_oom_pop(nv_oom_frame *f);
static void *nv_xmalloc(size_t n);
static NV_NOINLINE void *nv_xrealloc(void *p, size_t n);
static void *nv_xcalloc(size_t n, size_t size);
static NV_NOINLINE void nv_xfree(void *p);

/* ---- Arena: bump allocation in chunks, freed all at once. ---- */
typedef struct nv_arena_chunk nv_arena_chunk;
typedef struct nv_arena {
  nv_arena_chunk *head;
  size_t used, cap;  /* within head */
  size_t total;      /* bytes requested, for statistics */
} nv_arena;

static void nv_arena_init(nv_arena *a);
static void nv_arena_free(nv_arena *a);
static void *nv_arena_alloc(nv_arena *a, size_t n);   /* zeroed, 16-byte aligned */
static char *nv_arena_strndup(nv_arena *a, const char *s, size_t n);
#define NV_NEW(arena, T) ((T *)nv_arena_alloc((arena), sizeof(T)))
#define NV_NEW_ARRAY(arena, T, n) ((T *)nv_arena_alloc((arena), sizeof(T) * (size_t)(n)))

/* ---- Growable vector on the heap: NV_VEC(T) v = NV_VEC_INIT; nv_vec_push(&v, x);
 * nv_vec_free(&v). (Spelled-out initialisers keep C++ -Wextra quiet.) */
#define NV_VEC(T) struct { T *data; uint32_t len, cap; }
#define NV_VEC_INIT {NULL, 0, 0}
static void nv_vec_grow_(void **data, uint32_t *cap, size_t elem, uint32_t need);
#define nv_vec_reserve(v, n)                                                               \
  ((n) > (v)->cap ? nv_vec_grow_((void **)&(v)->data, &(v)->cap, sizeof(*(v)->data), (n)) \
                  : (void)0)
#define nv_vec_push(v, x) (nv_vec_reserve((v), (v)->len + 1), (v)->data[(v)->len++] = (x))
#define nv_vec_pop(v) ((v)->data[--(v)->len])
#define nv_vec_last(v) ((v)->data[(v)->len - 1])
#define nv_vec_free(v) (nv_xfree((v)->data), (v)->data = NULL, (v)->len = (v)->cap = 0)

/* ---- String buffer (heap), for printers. ---- */
typedef struct nv_buf {
  char *data;
  size_t len, cap;
} nv_buf;
#define NV_BUF_INIT {NULL, 0, 0}
static void nv_buf_putn(nv_buf *b, const char *s, size_t n);
static void nv_buf_put_uint(nv_buf *b, unsigned long long v);
static void nv_buf_put_int(nv_buf *b, long long v);  /* printf's %lld */
/* exactly `digits` upper-case hex digits of v's low bits (printf's %0<digits>llX when v fits) */
static void nv_buf_put_hex(nv_buf *b, unsigned long long v, unsigned digits);
static void nv_buf_puts(nv_buf *b, const char *s);
static void nv_buf_putc(nv_buf *b, char c);
static void nv_buf_printf(nv_buf *b, const char *fmt, ...) NV_PRINTF(2, 3);
static void nv_buf_vprintf(nv_buf *b, const char *fmt, va_list ap);
static void nv_buf_free(nv_buf *b);
/* Hands the text to the caller as a plain NVCG_MALLOC block (freed by nvcg_free) and
 * empties b; *len (if given) gets its length. */
static char *nv_buf_give(nv_buf *b, size_t *len);

/* ---- Hashing ---- */
/* LLVM's DenseMapInfo<T*> hash. */
NV_UNUSED static uint32_t nv_hash_ptr(const void *p) {
  uintptr_t v = (uintptr_t)p;
  return (uint32_t)((v >> 9) ^ (v >> 4));
}
/* LLVM's DenseMapInfo<unsigned> hash. */
NV_UNUSED static uint32_t nv_hash_int(uint64_t k) { return (uint32_t)(k * 37u); }
/* Fibonacci hashing: (k * 2^64/phi) >> shift spreads consecutive keys over a power-of-two
 * table using its top bits. */
#define NV_FIBONACCI_MULT 0x9E3779B97F4A7C15ull
/* The alignment still known at base + off when base is base_align-aligned: the largest
 * power of two, at most base_align (0 counts as 1), that divides off. */
NV_UNUSED static unsigned nv_align_at(unsigned base_align, uint64_t off) {
  unsigned a = base_align ? base_align : 1;
  while (a > 1 && (off & (a - 1))) a >>= 1;
  return a;
}

NV_UNUSED static uint64_t nv_hash_fib(uint64_t k, unsigned shift) { return (k * NV_FIBONACCI_MULT) >> shift; }
/* The multiplier cicc's texture-group merge uses (seeds/000 calls it "Fibonacci"; it is
 * really the splitmix64 / murmur3 finaliser constant). */
#define NV_SPLITMIX_MULT 0xBF58476D1CE4E5B9ull
NV_UNUSED static uint64_t nv_hash_mult(uint64_t k, uint64_t mult, unsigned shift) { return (k * mult) >> shift; }
/* FNV-1a over bytes, for strings and structural hashing. */
static uint64_t nv_hash_bytes(const void *p, size_t n, uint64_t h);
#define NV_FNV_OFFSET 0xcbf29ce484222325ull
NV_UNUSED static uint64_t nv_hash_combine(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h;
}

/* ---- DenseMap / DenseSet ----
 * LLVM's DenseMap: open addressing with quadratic probing over a power-of-two table of
 * at least 64 buckets, grown when it would pass 75% load, rehashed in place when
 * tombstones leave fewer than 1/8 of the buckets empty. Keys are uintptr_t; two key
 * values are reserved as the empty and tombstone markers. Pointer maps hash with
 * nv_hash_ptr and reserve (uintptr_t)-1 << 12 and (uintptr_t)-2 << 12 as LLVM does;
 * integer maps hash 37*k and reserve ~0 and ~0-1. A set is a map whose values are
 * ignored. Iteration order depends on addresses for pointer maps: never let it decide
 * output order (see DESIGN.md, Determinism). */
typedef enum { NV_MAP_PTR, NV_MAP_INT } nv_map_kind;
typedef struct nv_map_bucket {
  uintptr_t key;
  uintptr_t val;
} nv_map_bucket;
typedef struct nv_map {
  nv_map_bucket *b;
  uint32_t nbuckets, nentries, ntombs;
  uint8_t kind;
} nv_map;
#define NV_MAP_MIN_BUCKETS 64u
static void nv_map_init(nv_map *m, nv_map_kind kind);
static void nv_map_free(nv_map *m);
static void nv_map_clear(nv_map *m);
/* Returns 1 and the value when present. */
static int nv_map_get(const nv_map *m, uintptr_t key, uintptr_t *val);
/* Inserts or overwrites; returns 1 when the key was new. */
static int nv_map_put(nv_map *m, uintptr_t key, uintptr_t val);
/* Returns 1 when the key was present. */
static int nv_map_erase(nv_map *m, uintptr_t key);
NV_UNUSED static uint32_t nv_map_size(const nv_map *m) { return m->nentries; }
static uintptr_t nv_map_empty_key(const nv_map *m);
static uintptr_t nv_map_tomb_key(const nv_map *m);

typedef nv_map nv_set;
#define nv_set_init nv_map_init
#define nv_set_free nv_map_free
#define nv_set_clear nv_map_clear
#define nv_set_insert(s, k) nv_map_put((s), (k), 1)
#define nv_set_erase nv_map_erase
#define nv_set_contains(s, k) nv_map_get((s), (k), NULL)
#define nv_set_size nv_map_size

/* ---- Interned strings: equal strings share one pointer, so names compare by pointer. */
typedef struct nv_strtab {
  nv_arena arena;
  const char **slots;   /* open addressing on the FNV hash; NULL = empty */
  uint32_t nslots, count;
} nv_strtab;
static void nv_strtab_init(nv_strtab *t);
static void nv_strtab_free(nv_strtab *t);
static const char *nv_intern(nv_strtab *t, const char *s, size_t n);
static const char *nv_intern_cstr(nv_strtab *t, const char *s);

/* ---- Diagnostics ---- */
typedef struct nv_diag_sink {
  void (*fn)(const struct nvcg_diagnostic *d, void *user);
  void *user;
  unsigned errors, warnings;
} nv_diag_sink;
static void nv_diag_default(const struct nvcg_diagnostic *d, void *user);
static void nv_diagv(nv_diag_sink *s, int severity, const char *file, unsigned line,
                     unsigned col, const char *fmt, va_list ap);
static void nv_diag(nv_diag_sink *s, int severity, const char *file, unsigned line, unsigned col,
                    const char *fmt, ...) NV_PRINTF(6, 7);
