/* runner.h — the nvcgrun runner: what every engine shares, and the engine interface.
 *
 * nvcgrun runs one GPU kernel over a grid and prints a hash of every buffer argument. The
 * runner (runner.c) owns everything that does not depend on how the kernel is represented:
 * command-line arguments, buffers and their deterministic initialisation, output, the device
 * memory model, the thread scheduler, barriers and warp collectives. An engine owns one
 * representation: `ptx` (ptx_*.c, an emulator of PTX text), `ir` (an interpreter of the
 * LLVM-like IR; written separately), `cuda` (cuda.c, the real GPU through the driver API).
 *
 * ===================================================================================
 * ENGINE INTERFACE
 * ===================================================================================
 * An engine is a table of functions (nr_engine, below) listed in nr_engines[] (runner.c).
 * The ir engine plugs in by replacing ir_stub.c (which defines nr_engine_ir to report "ir
 * engine not built") with a file that defines a real nr_engine_ir; nothing else changes.
 * A launch goes:
 *
 *   1. the runner parses the arguments, creates the memory (cx->mem) and maps every buffer
 *      argument as a .global region with its initial contents;
 *   2. eng->load(cx, path, text, len, &mod) parses and prepares the module (the PTX engine
 *      decodes every instruction here). It maps module-scope variables with nr_map_global()
 *      (.global, addrspace 1) and nr_map_const() (.const, addrspace 4) and writes their
 *      initialisers into the returned bytes; lays out static .shared variables itself at
 *      offsets from 0 (cx->kinfo.static_shared = their total; the dynamic `extern` array
 *      starts at static_shared rounded up to kinfo.dyn_shared_align); and fills cx->kinfo
 *      for cx->launch.kernel: nparams and each parameter's size/align, static_local (bytes
 *      of .local every thread needs at entry). Errors: nr_error(cx, "file:line:col: ...")
 *      and a non-zero return (exit status 2);
 *   3. the runner checks the arguments against kinfo.params (sizes must match; a buffer is
 *      a 64-bit pointer) and writes the kernel parameter block: cx->mem.param, parameter i
 *      at kinfo.param_off[i] (little-endian), readable through NR_PARAM addresses too;
 *   4a. an engine with ->launch (cuda) runs the whole grid itself and copies the buffers back
 *       into the regions' bytes; or
 *   4b. for a stepping engine (ptx, ir) the runner runs the grid with its scheduler. For each
 *       CTA in order (ctaid x fastest, then y, z) it zeroes the CTA's .shared bytes
 *       (cx->mem.shared, cx->mem.shared_size) and sets up blockDim threads (nr_thread; linear
 *       order tid.x fastest; warp = linear / 32, lane = linear % 32), reserves
 *       kinfo.static_local bytes of .local for each (t->local, t->local_size) and calls
 *       eng->thread_init(). Then it repeatedly takes runnable threads round-robin and calls
 *       eng->step(cx, mod, t, budget), which runs that one thread until it exits (NR_EXITED),
 *       blocks on a synchronising operation (NR_BLOCKED), faults (NR_FAULT) or has run
 *       `budget` instructions (NR_YIELD: spin loops waiting on another thread still make
 *       progress). step() adds the instructions it ran to t->insns (the runner's instruction
 *       limit and a deterministic %clock use it);
 *   5. eng->unload(mod); the runner prints the hashes.
 *
 * Thread state is the engine's (t->eng): thread_init (re)initialises it for a new thread
 * (t->eng still holds what the same slot used in the previous CTA, so allocations can be
 * reused), thread_fini frees it once, at the end of the launch. For ptx it is a PC and a
 * register file per call frame, for ir an explicit frame stack: nothing engine-specific lives
 * on the C stack between two step() calls. Call frames that need .local memory grow the
 * thread's stack with nr_local_reserve(cx, t, new_size) and shrink t->local_size on return.
 * Thread coordinates are t->tid/t->ctaid; dimensions are cx->launch.block/grid.
 *
 * Blocking. To synchronise, step() fills t->wait (nr_wait: kind, membermask, barrier id and
 * count, operand values) and returns NR_BLOCKED, leaving its PC on the instruction. The
 * runner completes the operation once for the whole warp or CTA when all participants have
 * arrived, stores each thread's result, sets t->resumed = 1 and makes it runnable; the next
 * step() sees t->resumed, writes the result to the instruction's destinations, clears
 * t->resumed and moves past the instruction. Both engines thus share one implementation of
 * every collective's semantics. Results:
 *   NR_W_BAR        bar.sync/barrier.sync (op NR_BARRED_NONE); bar.red: .popc -> t->res,
 *                   .and/.or -> t->res_pred. count 0 = all non-exited threads of the CTA.
 *   NR_W_BAR_ARRIVE bar.arrive: counted, the thread continues (nothing to write).
 *   NR_W_SHFL       t->res = the value (a of the source lane), t->res_pred = in-range flag.
 *   NR_W_VOTE       .all/.any/.uni -> t->res_pred; .ballot -> t->res.
 *   NR_W_MATCH      t->res = mask; match.all: t->res_pred = all equal.
 *   NR_W_REDUX      t->res.          NR_W_ACTIVEMASK  t->res = mask (see runner.c).
 *   NR_W_ELECT      t->res = leader lane, t->res_pred = this thread is the leader.
 *   NR_W_WARPSYNC   nothing.
 *   NR_W_TENSOR     t->frag[] (tensor.h: mma results, ldmatrix registers).
 * A membermask naming an exited thread or a lane past the CTA's last thread, the executing
 * thread missing from its own mask, or every non-exited thread blocked is reported by the
 * runner as a fault (deadlock) naming the threads and their instructions.
 *
 * Memory. Engines reach device memory only through nr_xlate() (or its inline fast paths
 * nr_xlate_global/_shared/_local/_any), which translate an address in a state space (or a
 * generic address) to host bytes after checking bounds, alignment to the access size and
 * writability, and report a fault with the address otherwise; nr_rd/nr_wr then load/store
 * little-endian values. Addresses are 64-bit in one flat map (below); state-space addresses
 * (.shared/.local/.const/.param offsets) convert with nr_cvta_to/nr_cvta_from exactly as
 * PTX's cvta defines it, and nr_isspacep/nr_generic_space classify generic addresses.
 *
 * Faults. An engine reports a fault with nr_fault(cx, t, fmt, ...) and returns NR_FAULT;
 * the runner prefixes the thread's block and thread coordinates and appends what
 * eng->describe() says of the thread's current instruction ("file:42: ld.global.f32 %f1,
 * [%rd4]; (in kernel)"). Exit status 1.
 *
 * ===================================================================================
 * ADDRESS MAP (generic addresses; .global addresses are generic addresses)
 * ===================================================================================
 *   0x0000000000000000 .. 0x00000000ffffffff   unmapped (null pages)
 *   0x0000000100000000 ..                      .global regions: buffer arguments in order,
 *                                              then module .global variables. Each region
 *                                              starts on a 4 KiB boundary at least 64 KiB
 *                                              past the previous one's end, so any access
 *                                              past a region's last byte faults.
 *   NR_CONST_WIN  + off  (0x0000fe0000000000)  .const bank: module .const variables.
 *   NR_PARAM_WIN  + off  (0x0000fd0000000000)  kernel .param block of the current launch.
 *   NR_SHARED_WIN + off  (0x0000fc0000000000)  .shared of the current CTA: static variables
 *                                              in declaration order, then the dynamic
 *                                              `.extern .shared` array (--shared bytes).
 *   NR_LOCAL_WIN  + off  (0x0000fb0000000000)  .local of the current thread: module .local
 *                                              variables, then the call stack of per-call
 *                                              frames (each function's .local variables).
 *   NR_FUNC_WIN + 16*i   (0x0000fa0000000000)  function addresses (for indirect calls); not
 *                                              data: any access faults.
 * Each window is 2^40 bytes; isspacep.X is true for addresses inside X's window (for
 * .global: anywhere outside the other windows, as on hardware). State-space addresses are
 * offsets from 0: ld.shared [0] is the first byte of shared memory; cvta.shared adds the
 * window base, cvta.to.shared subtracts it. .shared offsets fit in 32 bits.
 * Accesses must be naturally aligned to their full size (ld.v4.f32: 16 bytes).
 *
 * ===================================================================================
 * BUFFER INITIALISATION (rand:SEED, iota, const:V, zero)
 * ===================================================================================
 * rand:SEED uses splitmix64 with state = SEED (each buffer restarts from its own SEED) and
 * one 64-bit draw per element, in element order:
 *     state += 0x9e3779b97f4a7c15;  z = state;
 *     z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
 *     draw = z ^ (z >> 31);
 * Integer types take the low bits of the draw. Floating types: with p the type's precision
 * (f16 11, bf16 8, f32 24, f64 53), u = draw >> (64 - p) and value = u * 2^-(p-1) - 1,
 * which is exactly representable and lies in [-1, 1).
 * rand:SEED:LO:HI (floating types only) takes the same draws: u = (draw >> 11) * 2^-53 in
 * [0, 1), value = LO + (HI - LO) * u computed in double and rounded to the type (nearest
 * even). tests/bench/math.sh measures each function over its own domain with it.
 * iota: element i holds i converted to the type (integers wrap; floats round to nearest even).
 * const:V: V parsed as the type (integers by strtoll/strtoull with base 0, so 0x.. and
 * negative values work; floats by strtod, then rounded to nearest even).
 * zero: all bytes 0.
 * After the run each buffer is hashed with FNV-1a 64 over its bytes (offset basis
 * 0xcbf29ce484222325, prime 0x100000001b3) and printed as `buf N: fnv1a64=%016llx`.
 *
 * ===================================================================================
 * APPROXIMATE INSTRUCTIONS: what the hardware guarantees (PTX ISA manual)
 * ===================================================================================
 * The emulator computes these accurately (in double, then rounded to nearest in the
 * destination format), so its results are within the bounds below of any conforming GPU;
 * a comparer must accept any value within the bound. Everything else is exact, bit for bit.
 *   instruction                      bound (hardware vs exact result)
 *   rcp.approx.f32                   1 ulp over the full range
 *   div.approx.f32                   2 ulp for |b| in [2^-126, 2^126]; 0 or NaN beyond
 *   div.full.f32                     2 ulp over the full range
 *   sqrt.approx.f32                  relative error 2^-23 (positive finite range)
 *   rsqrt.approx.f32                 relative error 2^-22.9 (positive finite range)
 *   rsqrt.approx.f64                 the manual states no bound ("emulated in software")
 *   rcp.approx.ftz.f64               upper 32 bits only: input truncated to 1.11.20,
 *   rsqrt.approx.ftz.f64               result has 20 fraction bits (rel. error ~2^-20)
 *   ex2.approx.f32                   2 ulp over the full range
 *   lg2.approx.f32                   absolute 2^-22 for x in (0.5, 2), else relative 2^-22
 *   sin.approx.f32, cos.approx.f32   absolute 2^-20.5 in [-2pi, 2pi], 2^-14.7 in
 *                                    [-100pi, 100pi], none beyond
 *   tanh.approx.f32                  relative 2^-11
 *   ex2.approx.f16 / .bf16           relative 2^-9.9 / 2^-7
 *   tanh.approx.f16 / .bf16          absolute 2^-10.987 / 2^-8
 * shfl.sync reading a lane outside membermask (or past the CTA's last thread) gets 0 (PTX
 * calls the value unpredictable); the predicate result follows PTX's formula.
 * NaN payloads are never compared (any NaN equals any NaN). .f32 arithmetic that creates a
 * NaN yields 0x7fffffff as the hardware does.
 * Not modelled: ptxas may contract a mul.f32/add.f32 pair written WITHOUT a rounding
 * modifier into one fma (PTX allows it); the emulator rounds each as .rn, so the cuda engine
 * may differ in the last bit on such PTX (llc and libNVVM write .rn where it matters).
 */
#ifndef NVCGRUN_RUNNER_H
#define NVCGRUN_RUNNER_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* ---- types of arguments and buffer elements ---- */
typedef enum nr_type { NR_I8, NR_I16, NR_I32, NR_I64, NR_F16, NR_BF16, NR_F32, NR_F64 } nr_type;
extern const char *const nr_type_names[8];
int nr_type_size(nr_type t);

typedef enum nr_init { NR_INIT_ZERO, NR_INIT_IOTA, NR_INIT_CONST, NR_INIT_RAND } nr_init;

/* The most bytes a push:... argument holds (Vulkan guarantees 128 bytes of push
 * constants; common devices offer 256). */
#define NR_PUSH_MAX 256

/* A tex:/surf: argument's image (texture.h): format, size, sampler state. */
typedef struct nr_image_desc {
    int surface;
    int chans, ctype;         /* channels, NR_TC_* */
    uint32_t w, h, d, dims;   /* h, d = 1 where absent; dims 1..3 */
    uint32_t layers;          /* 0: not layered; a cube-map array's count of cubes */
    uint32_t levels;          /* mip levels, 1.. */
    int linear, address, normalized, read_norm;
    int mip_linear;           /* mipfilter=linear */
    int cube;                 /* a cube map (6 faces; 6 * layers for a cube-map array) */
} nr_image_desc;

typedef struct nr_arg {
    int is_buf;
    /* tex:/surf: (texture.h): a buffer of the image's channel elements (type, count, init
     * as for buf:) whose kernel parameter is an object handle, not its address */
    int is_image;
    nr_image_desc img;
    /* NAME=tex:... / NAME=surf:...: the image is bound to the module-scope texture or
     * surface reference NAME (.texref / .surfref; an IR global annotated "texture" /
     * "surface") instead of being a kernel parameter; empty otherwise */
    char bind[64];
    /* push:[OFF=]TYPE:V,...: a by-value aggregate (a SPIR-V push-constant block, a byval
     * struct) of push_size bytes, each field at its byte offset, the rest zero */
    int is_push;
    uint32_t push_size;
    uint8_t push[NR_PUSH_MAX];
    nr_type type;
    uint64_t bits;       /* scalar: the value's bit pattern; const:V: the element's pattern */
    uint64_t count;      /* buffer: elements */
    nr_init init;
    uint64_t seed;       /* rand:SEED */
    int rand_range;      /* rand:SEED:LO:HI: floating elements in [rand_lo, rand_hi) */
    double rand_lo, rand_hi;
    const uint8_t *init_bytes; /* in-process callers: the initial bytes (count elements),
                                  used instead of `init` when not NULL */
    /* filled in by the runner */
    uint64_t addr;       /* buffer: device (.global) address */
    uint8_t *data;       /* buffer: its bytes (the region's), valid after the run */
    uint64_t bytes;
} nr_arg;

typedef struct nr_launch {
    const char *engine;  /* "ptx", "ir", "cuda" */
    const char *file;    /* for messages; also read when text is NULL */
    const char *text;    /* module text (NULL: read file) */
    size_t text_len;
    const char *kernel;
    uint32_t grid[3], block[3];
    uint64_t shared_bytes;   /* dynamic shared memory */
    nr_arg *args;
    int nargs;
    int dump;
    uint64_t max_insns;      /* 0: default (NR_DEFAULT_MAX_INSNS) */
    int stats;               /* print instruction count and rate to stderr */
    char *printf_out;        /* set by nr_run: what the kernel printed (vprintf); free()d by nr_free_results */
    int digest;              /* also print one FNV-1a 64 over all buffers, in order */
    int time_reps;           /* cuda engine: after the checked launch, time this many more
                              * back-to-back launches and print the mean (0: none) */
    uint32_t stack_bytes;    /* cuda engine: per-thread stack limit (CU_LIMIT_STACK_SIZE);
                              * 0: 16 KiB. The stepping engines grow the stack as needed,
                              * so the driver's 1 KiB default would fault on recursion the
                              * other engines run (tests/corpus recursion.cu needs ~1.3 KiB) */
    uint64_t insns;          /* set by nr_run: instructions the stepping engines executed */
    const void *ir_module;   /* ir engine: an nvcg_module built in-process (text unused) */
    /* ir engine: the compile options __nvvm_reflect answers from (libNVVM's -ftz=1,
     * -prec-div=0, -prec-sqrt=0; sm 0 = 75, nvcg's default target). The other engines run
     * PTX in which the compiler has already answered. */
    int ftz, approx_div, approx_sqrt;
    unsigned sm;
} nr_launch;

#define NR_DEFAULT_MAX_INSNS 20000000000ULL

/* ---- address map ---- */
#define NR_GLOBAL_BASE 0x0000000100000000ULL
#define NR_WIN_SIZE    0x0000010000000000ULL
#define NR_CONST_WIN   0x0000fe0000000000ULL
#define NR_PARAM_WIN   0x0000fd0000000000ULL
#define NR_SHARED_WIN  0x0000fc0000000000ULL
#define NR_LOCAL_WIN   0x0000fb0000000000ULL
#define NR_FUNC_WIN    0x0000fa0000000000ULL
#define NR_REGION_GAP  0x10000ULL

typedef enum nr_space {
    NR_GENERIC = 0, NR_GLOBAL, NR_SHARED, NR_LOCAL, NR_CONST, NR_PARAM, NR_NSPACES
} nr_space;
extern const char *const nr_space_names[NR_NSPACES];

typedef struct nr_region {
    uint64_t base, size;
    uint8_t *data;
    int readonly;
    char name[64];
} nr_region;

typedef struct nr_mem {
    nr_region *glob;          /* .global regions sorted by base */
    int nglob, capglob;
    uint64_t next_global;
    int last;                 /* index of the last region hit (lookup cache) */
    uint8_t *cnst; uint64_t cnst_size, cnst_cap;     /* .const bank */
    uint8_t *param; uint64_t param_size;              /* kernel .param block */
    uint8_t *shared; uint64_t shared_size;            /* current CTA's .shared */
} nr_mem;

/* ---- kernel description, filled by eng->load ---- */
typedef struct nr_kparam { uint32_t size, align; } nr_kparam;
typedef struct nr_kinfo {
    int nparams;
    nr_kparam params[64];
    uint64_t param_off[64];   /* offsets in the .param block (filled by the runner) */
    uint64_t static_shared;   /* bytes of static .shared (dynamic goes after, aligned) */
    uint32_t dyn_shared_align;
    uint64_t static_local;    /* per-thread .local needed at entry */
} nr_kinfo;

/* ---- threads ---- */
typedef enum nr_wait_kind {
    NR_W_NONE = 0,
    NR_W_BAR,        /* bar.sync / barrier.sync / bar.red: barid, count (0 = all), op, pred */
    NR_W_BAR_ARRIVE, /* bar.arrive / barrier.arrive: counts, does not wait */
    NR_W_SHFL,       /* op = NR_SHFL_*, a = value, b = lane/offset, c = clamp|segmask */
    NR_W_VOTE,       /* op = NR_VOTE_*, pred */
    NR_W_MATCH,      /* op = NR_MATCH_ANY/ALL, a = value, width = 32|64 */
    NR_W_REDUX,      /* op = NR_REDUX_*, a = value (32-bit) */
    NR_W_WARPSYNC,   /* bar.warp.sync */
    NR_W_ACTIVEMASK, /* activemask: groups threads blocked at the same site */
    NR_W_ELECT,      /* elect.sync */
    NR_W_TENSOR      /* mma.sync, wmma.mma, ldmatrix, stmatrix (tensor.h): the whole warp */
} nr_wait_kind;

enum { NR_SHFL_UP, NR_SHFL_DOWN, NR_SHFL_BFLY, NR_SHFL_IDX };
enum { NR_VOTE_ALL, NR_VOTE_ANY, NR_VOTE_UNI, NR_VOTE_BALLOT };
enum { NR_MATCH_ANY, NR_MATCH_ALL };
enum { NR_REDUX_ADD, NR_REDUX_MIN_U, NR_REDUX_MAX_U, NR_REDUX_MIN_S, NR_REDUX_MAX_S,
       NR_REDUX_AND, NR_REDUX_OR, NR_REDUX_XOR,
       /* f32 min / max: NR_REDUX_FMIN + (max) + 2 (.abs) + 4 (.NaN) */
       NR_REDUX_FMIN, NR_REDUX_FMAX, NR_REDUX_FMIN_ABS, NR_REDUX_FMAX_ABS, NR_REDUX_FMIN_NAN,
       NR_REDUX_FMAX_NAN, NR_REDUX_FMIN_ABS_NAN, NR_REDUX_FMAX_ABS_NAN };
enum { NR_BARRED_NONE, NR_BARRED_POPC, NR_BARRED_AND, NR_BARRED_OR };

typedef struct nr_wait {
    nr_wait_kind kind;
    int op;
    uint32_t mask;           /* membermask (warp collectives) */
    uint32_t barid, count;   /* barriers: id 0..15, expected threads (0: all non-exited) */
    uint64_t a;              /* operand value */
    uint32_t b, c;
    int pred;                /* predicate operand */
    int width;
    uint64_t site;           /* engine's id of the instruction (activemask grouping) */
    const struct nr_mma *tensor; /* NR_W_TENSOR: the form (tensor.h) */
} nr_wait;

#define NR_FRAG_MAX 40       /* most registers one thread passes to a matrix instruction */
#define NR_CPASYNC_MAX 64    /* outstanding cp.async copies a thread keeps (async.h) */
#define NR_BULK_MAX 32       /* outstanding cp.async.bulk copies a thread keeps (async.h) */

typedef enum nr_tstate { NR_T_RUNNABLE, NR_T_BLOCKED, NR_T_EXITED } nr_tstate;

typedef struct nr_thread {
    uint32_t tid[3], ctaid[3];   /* coordinates */
    uint32_t linear;             /* linear thread index in the CTA */
    uint32_t lane, warp;
    nr_tstate state;
    nr_wait wait;
    uint64_t res;                /* collective result */
    int res_pred;
    int resumed;                 /* set by the runner when a collective completed */
    uint64_t insns;              /* instructions executed (for %clock) */
    uint64_t frag[NR_FRAG_MAX];  /* NR_W_TENSOR: the thread's fragment registers in, results out */
    /* outstanding cp.async copies (async.h), oldest first; group 0 = not committed yet */
    struct nr_cpasync { uint64_t dst, src; uint32_t size, srcsize, group; } cpq[NR_CPASYNC_MAX];
    uint32_t ncpq, cpgroup;
    /* outstanding cp.async.bulk copies (async.h), oldest first; kind NR_BULK_*; group 0 = a
     * bulk_group copy not committed yet */
    struct nr_bulk { uint64_t dst, src, mbar; uint32_t size, group; int kind; } bq[NR_BULK_MAX];
    uint32_t nbq, bgroup;
    /* per-thread .local memory: [0, local_size) valid */
    uint8_t *local;
    uint64_t local_size, local_cap;
    void *eng;                   /* engine state */
} nr_thread;

typedef struct nr_ctx nr_ctx;

/* Step results. */
enum { NR_EXITED = 0, NR_BLOCKED = 1, NR_YIELD = 2, NR_FAULT = 3 };

typedef struct nr_engine {
    const char *name;
    /* Parse/prepare; see above. Returns 0 on success. */
    int (*load)(nr_ctx *cx, const char *path, const char *text, size_t len, void **mod);
    void (*unload)(void *mod);
    /* Whole-launch engines (cuda): run the grid; NULL for stepping engines. */
    int (*launch)(nr_ctx *cx, void *mod);
    /* Stepping engines. */
    int (*thread_init)(nr_ctx *cx, void *mod, nr_thread *t);
    int (*step)(nr_ctx *cx, void *mod, nr_thread *t, uint64_t budget);
    void (*thread_fini)(nr_ctx *cx, void *mod, nr_thread *t);
    /* "FILE:LINE: <instruction text> (in FUNCTION)" for thread t's current instruction. */
    void (*describe)(void *mod, nr_thread *t, char *buf, size_t size);
} nr_engine;

struct nr_ctx {
    nr_launch launch;
    nr_mem mem;
    nr_kinfo kinfo;
    const nr_engine *eng;
    void *mod;
    /* current CTA */
    nr_thread *threads;
    uint32_t nthreads;
    uint32_t ctaid[3];
    uint64_t total_insns;
    uint64_t max_insns;
    int faulted;
    char err[2048];            /* first error/fault message */
    int errlen;
    char *pout;                /* device printf output */
    size_t poutlen, poutcap;
};

extern const nr_engine *const nr_engines[];
const nr_engine *nr_find_engine(const char *name);
/* Engines (defined in their files). */
extern const nr_engine nr_engine_ptx;   /* ptx_exec.c */
extern const nr_engine nr_engine_ir;    /* ir_engine.c */
extern const nr_engine nr_engine_cuda;  /* cuda.c */

/* ---- running ---- */
/* Parse one ARG ("i32:5", "buf:f32:1024:rand:7", "push:i32:1000,8=f32:2.5", ...) into
 * *a; 0 on success. In push:, a field without OFF= goes right after the previous one,
 * aligned to its size; the argument's size is the end of its last byte, and must equal
 * the parameter's. */
int nr_parse_arg(const char *s, nr_arg *a, char *err, size_t errsize);
/* Run a launch. Returns 0 on success, 1 on a kernel fault, 2 on a usage or load error. On
 * return the buffers' bytes are in launch->args[i].data until nr_free_results(). Messages
 * are in *errbuf (may be NULL). */
int nr_run(nr_launch *launch, char *errbuf, size_t errsize);
void nr_free_results(nr_launch *launch);
uint64_t nr_fnv1a64(const uint8_t *p, uint64_t n);
/* Print the result lines (and --dump elements) for a finished launch. */
void nr_print_results(const nr_launch *launch, FILE *out);
/* Element i of a buffer as "value 0xbits". */
void nr_format_elem(nr_type t, const uint8_t *p, char *buf, int size);
uint64_t nr_splitmix64(uint64_t *state);

/* ---- for engines ---- */
void nr_error(nr_ctx *cx, const char *fmt, ...);
/* The argument bound to module-scope reference `name` (NAME=tex:... / NAME=surf:...), or
 * -1. nr_check_bindings: after the engine declared the module's references, every
 * binding must name one of the right kind (nr_error and -1 otherwise). */
int nr_find_binding(const nr_launch *L, const char *name, size_t len);
int nr_check_binding(nr_ctx *cx, const char *name, size_t len, int surface);
int nr_check_bindings_used(nr_ctx *cx, int (*declared)(void *user, const char *name, int surface), void *user);
/* Kernel parameter `param` is an image parameter (.param .texref / .surfref; an IR
 * parameter annotated "rdoimage" / "wroimage" / "rdwrimage"): its argument must be an
 * image of that kind (tex: / surf:). Returns the argument's index (its handle is
 * NR_IMAGE_HANDLE + index, as for a bindless object), or nr_error and -1. */
int nr_check_image_param(nr_ctx *cx, int param, int surface);
int nr_fault(nr_ctx *cx, nr_thread *t, const char *fmt, ...);
/* Map a .global region of SIZE bytes (zeroed); returns its base; *data gets its bytes. */
uint64_t nr_map_global(nr_ctx *cx, uint64_t size, const char *name, uint8_t **data);
/* Reserve SIZE bytes of the .const bank aligned to ALIGN; returns the .const offset. The
 * bytes are at cx->mem.cnst + offset (the bank may move while mapping; re-fetch). */
uint64_t nr_map_const(nr_ctx *cx, uint64_t size, uint32_t align);
/* Set thread t's .local size to SIZE bytes (bytes past the old size are zeroed; at most
 * 64 MiB); 0 on success. Call frames grow it and restore the old size on return. */
int nr_local_reserve(nr_ctx *cx, nr_thread *t, uint64_t size);

/* State-space conversion (cvta). */
uint64_t nr_cvta_from(nr_space sp, uint64_t addr);  /* space address -> generic */
uint64_t nr_cvta_to(nr_space sp, uint64_t addr);    /* generic -> space address */
int nr_isspacep(nr_space sp, uint64_t addr);
/* Which space a generic address falls in (NR_GLOBAL outside the windows). */
nr_space nr_generic_space(uint64_t addr);

/* Translate an access of N bytes at ADDR in space SP (NR_GENERIC resolves the window) to a
 * host pointer, checking bounds, alignment to N (or ALIGN when non-zero) and writability.
 * Returns NULL after reporting a fault. */
uint8_t *nr_xlate(nr_ctx *cx, nr_thread *t, nr_space sp, uint64_t addr, uint32_t n,
                  uint32_t align, int write);

/* Inline fast paths for the hot cases; fall back to nr_xlate. */
static inline uint8_t *nr_xlate_global_as(nr_ctx *cx, nr_thread *t, nr_space sp, uint64_t addr, uint32_t n, int write) {
    if (cx->mem.nglob) {
        nr_region *r = &cx->mem.glob[cx->mem.last];
        uint64_t off = addr - r->base;
        if (off < r->size && n <= r->size - off && !(addr & (n - 1)) && !(write && r->readonly))
            return r->data + off;
    }
    return nr_xlate(cx, t, sp, addr, n, 0, write);
}
static inline uint8_t *nr_xlate_global(nr_ctx *cx, nr_thread *t, uint64_t addr, uint32_t n, int write) {
    return nr_xlate_global_as(cx, t, NR_GLOBAL, addr, n, write);
}
static inline uint8_t *nr_xlate_shared(nr_ctx *cx, nr_thread *t, uint64_t addr, uint32_t n, int write) {
    if (addr < cx->mem.shared_size && n <= cx->mem.shared_size - addr && !(addr & (n - 1)))
        return cx->mem.shared + addr;
    return nr_xlate(cx, t, NR_SHARED, addr, n, 0, write);
}
static inline uint8_t *nr_xlate_local(nr_ctx *cx, nr_thread *t, uint64_t addr, uint32_t n, int write) {
    if (addr < t->local_size && n <= t->local_size - addr && !(addr & (n - 1)))
        return t->local + addr;
    return nr_xlate(cx, t, NR_LOCAL, addr, n, 0, write);
}
static inline uint8_t *nr_xlate_any(nr_ctx *cx, nr_thread *t, nr_space sp, uint64_t addr, uint32_t n, int write) {
    switch (sp) {
    case NR_GLOBAL: return nr_xlate_global(cx, t, addr, n, write);
    case NR_SHARED: return nr_xlate_shared(cx, t, addr, n, write);
    case NR_LOCAL: return nr_xlate_local(cx, t, addr, n, write);
    case NR_GENERIC:
        if (addr < NR_FUNC_WIN) return nr_xlate_global_as(cx, t, NR_GENERIC, addr, n, write);
        return nr_xlate(cx, t, sp, addr, n, 0, write);
    default: return nr_xlate(cx, t, sp, addr, n, 0, write);
    }
}

/* CUDA's device printf, `int vprintf(const char *fmt, void *args)`: FMT and ARGS are generic
 * addresses; the arguments are packed as CUDA packs them (each aligned to its size: 4 bytes
 * for int/char/short conversions, 8 for l/ll/z/j/t, doubles, %s and %p). The text is kept
 * and handed out by nr_run (launch->printf_out), in the order threads ran. Returns the
 * number of arguments, or -1 after a fault. */
int nr_vprintf(nr_ctx *cx, nr_thread *t, uint64_t fmt, uint64_t args);

/* Little-endian loads/stores of N bytes (1, 2, 4, 8) to/from a u64. */
static inline uint64_t nr_rd(const uint8_t *p, uint32_t n) {
    uint64_t v = 0;
    switch (n) {
    case 1: return *p;
    case 2: { uint16_t x; memcpy(&x, p, 2); return x; }
    case 4: { uint32_t x; memcpy(&x, p, 4); return x; }
    default: memcpy(&v, p, 8); return v;
    }
}
static inline void nr_wr(uint8_t *p, uint32_t n, uint64_t v) {
    switch (n) {
    case 1: *p = (uint8_t)v; break;
    case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
    case 4: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
    default: memcpy(p, &v, 8); break;
    }
}

#endif
