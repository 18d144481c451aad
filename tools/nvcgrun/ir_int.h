/* ir_int.h — the ir engine's decoded form, shared by its two halves.
 *
 * The ir engine runs nvcg's IR. ir_engine.c is the only file that sees the IR (it includes
 * nvcg.h with the implementation): it loads a module, lays out its globals in the runner's
 * memory and PRE-DECODES every reachable function into the compact form below. ir_exec.c
 * runs that form one thread at a time for the runner's scheduler and never looks at the IR;
 * ir_fp.c holds the floating-point helpers that need the host's rounding modes.
 *
 * Values live in a frame of 64-bit words (R[]) with a parallel poison flag per word (P[]).
 * Every SSA value (argument, instruction result, constant) has a fixed word offset in its
 * function's frame, so operands are plain indices. A value takes:
 *   integers of 1..64 bits, pointers, half/bfloat/float/double   1 word (zero-extended,
 *                                                                 masked to the width)
 *   integers of 65..128 bits, fp128                               2 words (low, high)
 *   vectors                                                       lanes x words per lane
 *   structs/arrays                                                their fields in order
 * Frame layout: [arguments][instruction results][constants][phi staging]. Constants are
 * materialised once per function into a template that is copied into a frame when it is
 * pushed; phis become parallel copies on the CFG edges that reach them.
 */
#ifndef NVCGRUN_IR_INT_H
#define NVCGRUN_IR_INT_H

#include "runner.h"
#include "tensor.h"
#include "texture.h"
#include "async.h"

/* ---- scalar kinds of a lane ---- */
enum { VK_INT = 0, VK_F16, VK_BF16, VK_F32, VK_F64, VK_F128 };

/* ---- executed operations ---- */
enum {
    /* control */
    IO_BR, IO_CBR, IO_SWITCH, IO_RET, IO_UNREACHABLE, IO_CALL, IO_FAULT, IO_EXIT,
    /* moves */
    IO_MOV1, IO_MOV, IO_FREEZE, IO_SELECT, IO_VSELECT,
    /* integers of at most 64 bits, scalar: w = width, k = mask, fl = IF_* */
    IO_ADD, IO_SUB, IO_MUL, IO_AND, IO_OR, IO_XOR, IO_SHL, IO_LSHR, IO_ASHR,
    IO_UDIV, IO_SDIV, IO_UREM, IO_SREM, IO_ICMP, IO_ZEXT, IO_SEXT, IO_TRUNC,
    /* f32/f64 scalar, round to nearest */
    IO_FADD32, IO_FSUB32, IO_FMUL32, IO_FDIV32, IO_FMA32, IO_FCMP32,
    IO_FADD64, IO_FSUB64, IO_FMUL64, IO_FDIV64, IO_FMA64, IO_FCMP64,
    /* everything else element-wise: sub = EO_*, n = lanes */
    IO_ELEM, IO_OVF, IO_BITCAST, IO_EXTRACTE, IO_INSERTE, IO_SHUFFLE,
    /* addresses and memory */
    IO_GEP1, IO_GEPC, IO_GEP, IO_CVTA_FROM, IO_CVTA_TO, IO_ISSPACEP,
    IO_ALLOCA, IO_ALLOCA_DYN,
    /* the stack top: sub 0 stacksave (d), 1 stackrestore (a); fl IF_GENERIC: generic address */
    IO_STACK,
    IO_LD, IO_ST, IO_LDX, IO_STX, IO_ATOMIC, IO_CMPXCHG, IO_MEMCPY, IO_MEMSET,
    /* threads */
    IO_SREG, IO_CLOCK, IO_BAR, IO_SHFL, IO_VOTE, IO_MATCH, IO_REDUX, IO_ACTIVEMASK,
    IO_WARPSYNC, IO_PRINTF, IO_NOP,
    /* warp-level matrix instructions (tensor.h): k = index in irmodule.tensors */
    IO_TENSOR,
    /* texture and surface instructions (texture.h): k = index in irmodule.texops */
    IO_TEXTURE,
    /* mbarrier (async.h): sub = NR_MB_* (0xff pending_count), w = space, a = address,
     * b = argument, d = result when fl */
    IO_MBAR,
    /* cp.async (async.h): sub 0 copy (a dst, b src, k size, c source size when fl),
     * 1 commit, 2 wait_group k (-1 all), 3/4 mbarrier arrive (/.noinc) on a in space w */
    IO_CPASYNC,
    /* cp.async.bulk (async.h): sub NR_BULK_* copy (a dst, b src, c size, d mbarrier, k the
     * multicast mask's slot when fl), 0x10 commit_group, 0x11 wait_group k, 0x13 st.bulk
     * (a address in space w, c size) */
    IO_BULK,
    /* clusters of one CTA (nvcgrun runs one CTA at a time): sub 0 mapa (d = a when the rank
     * b is 0), 1 getctarank (0); elect.sync: d, d+1 = leader, is-leader, a = membermask */
    IO_CLUSTER, IO_ELECT,
    IO_COUNT
};

/* ---- element operations (IO_ELEM sub) ---- */
enum {
    /* integer binary, any width: fl = IF_NSW/IF_NUW/IF_EXACT */
    EO_ADD, EO_SUB, EO_MUL, EO_UDIV, EO_SDIV, EO_UREM, EO_SREM, EO_SHL, EO_LSHR, EO_ASHR,
    EO_AND, EO_OR, EO_XOR,
    EO_SMIN, EO_SMAX, EO_UMIN, EO_UMAX, EO_SADDSAT, EO_UADDSAT, EO_SSUBSAT, EO_USUBSAT,
    EO_FSHL, EO_FSHR,
    /* integer unary: fl = IF_ZPOISON for ctlz/cttz/abs */
    EO_CTPOP, EO_CTLZ, EO_CTTZ, EO_BSWAP, EO_BITREV, EO_ABS,
    /* comparisons: fl = predicate */
    EO_ICMP, EO_FCMP,
    /* casts: destination kind/width in k (IRK_DKIND / IRK_DW) */
    EO_TRUNC, EO_ZEXT, EO_SEXT, EO_FPTRUNC, EO_FPEXT, EO_FPTOUI, EO_FPTOSI, EO_UITOFP,
    EO_SITOFP,
    /* floating point, LLVM semantics */
    EO_FNEG, EO_FADD, EO_FSUB, EO_FMUL, EO_FDIV, EO_FREM, EO_FMA,
    EO_FABS, EO_SQRT, EO_FLOOR, EO_CEIL, EO_FTRUNC, EO_RINT, EO_ROUND, EO_ROUNDEVEN,
    EO_MINNUM, EO_MAXNUM, EO_MINIMUM, EO_MAXIMUM, EO_COPYSIGN,
    /* NVVM floating point (PTX semantics): fl = IF_FTZ/IF_RELU/IF_SIGNED, w = rounding mode */
    EO_NV_ADD, EO_NV_MUL, EO_NV_DIV, EO_NV_FMA, EO_NV_RCP, EO_NV_SQRT,
    EO_NV_EX2, EO_NV_LG2, EO_NV_SIN, EO_NV_COS, EO_NV_TANH, EO_NV_RSQRT, EO_NV_RCPAPPROX,
    EO_NV_SQRTAPPROX, EO_NV_DIVAPPROX, EO_NV_DIVFULL, EO_NV_SAT, EO_NV_FABS, EO_NV_FMIN,
    EO_NV_FMAX, EO_NV_FMIN_NAN, EO_NV_FMAX_NAN, /* min/max.NaN */
    EO_NV_RNDI,                      /* round to integral: floor/ceil/trunc/round(rni) */
    EO_NV_F2I, EO_NV_I2F,            /* conversions with a rounding mode (k: dest) */
    EO_NV_F2F,                       /* d2f with a rounding mode, f2h, f2bf16 (k: dest) */
    EO_NV_FF2X2,                     /* two f32 -> packed bf16x2/f16x2 (k: dest format) */
    EO_NV_F2TF32, EO_NV_F2TF32_SATF,
    EO_NV_NARROW,                    /* fp.h's packed narrow formats: k bits 16-23 the narrow format,
                                      * 24-31 the other side's (FP_F32 pair, FP_F16/BF16 packed pair),
                                      * bit 32 pack (else unpack), bit 33 .satfinite; x upper, y lower */
    EO_ARBFP,                        /* llvm.convert.{to,from}.arbitrary.fp: k bits 16-23 the fp.h
                                      * narrow format, bit 32 to it (else from it) */
    EO_NV_RS,                        /* cvt.rs: f32 x (upper) and y (lower) to packed f16x2 / bf16x2
                                      * with the random bits z (fp.h's fp_cvt_rs_pack); k bits 16-23
                                      * the format, bit 33 .satfinite */
    /* NVVM integer */
    EO_NV_MULHI, EO_NV_MUL24, EO_NV_SAD, EO_NV_DP4A, EO_NV_DP2A, EO_NV_PRMT, EO_NV_FNS,
    EO_NV_PRMT_F4E, EO_NV_PRMT_B4E, EO_NV_PRMT_RC8, EO_NV_PRMT_ECL, EO_NV_PRMT_ECR, EO_NV_PRMT_RC16, EO_NV_ROTL, EO_NV_ROTR,
    EO_NV_CLZ, EO_NV_POPC, EO_NV_FLO, EO_NV_LOHI2D, EO_NV_D2I_LO, EO_NV_D2I_HI, EO_NV_SWAPLOHI,
    EO_NV_FSHL_CLAMP, EO_NV_FSHR_CLAMP, EO_NV_BMSK_CLAMP, EO_NV_BMSK_WRAP,
    EO_COUNT
};

/* ---- instruction flags (irins.fl) ---- */
enum {
    IF_NSW = 1, IF_NUW = 2, IF_EXACT = 4,
    IF_ZPOISON = 8,        /* ctlz/cttz(x, true) of 0, abs(INT_MIN, true): poison */
    IF_SIGNED = 16,        /* NVVM integer/conversion ops */
    IF_FTZ = 32,           /* NVVM: flush subnormal inputs/outputs to zero */
    IF_RELU = 64,
    IF_GENERIC = 128       /* IO_ALLOCA: result is a generic address */,
    /* dp4a / dp2a (EO_NV_DP4A/DP2A) reuse the integer-op bits: which source is signed, and
     * dp2a's .hi (the high two bytes of b) */
    IF_DP_ASIGNED = 1, IF_DP_BSIGNED = 2, IF_DP_HI = 4,
    IF_FLO_SHIFTAMT = 4,   /* flo (bfind) .shiftamt */
    IF_FP_SAT = 8          /* NVVM fp (EO_NV_FMA): .sat, the result clamped to [0, 1] */
};

/* IO_ELEM destination descriptor in irins.k (casts and NVVM conversions). */
#define IRK_DKIND(k) ((int)((k) & 0xff))
#define IRK_DW(k) ((int)(((k) >> 8) & 0xff))
#define IRK_MAKE(kind, w) ((uint64_t)(kind) | (uint64_t)(w) << 8)

/* One decoded instruction: 32 bytes. */
typedef struct irins {
    uint16_t op;       /* IO_* */
    uint8_t sub;       /* EO_*, predicate, space, variant */
    uint8_t fl;        /* IF_* (or a predicate for EO_ICMP/EO_FCMP) */
    uint8_t w;         /* integer width of the operands (1..128) or a rounding mode */
    uint8_t kind;      /* VK_* of the operands */
    uint16_t n;        /* lanes / words */
    uint32_t d, a, b, c;
    uint64_t k;        /* immediate: mask, offset, table index, ... */
} irins;

/* ---- side tables ---- */
typedef struct ircopy { uint32_t dst, src, nw; } ircopy;
typedef struct iredge {
    uint32_t target;   /* pc of the successor's first instruction */
    uint32_t first, n; /* copies[first .. first+n) */
    uint32_t staged;   /* 1: a copy reads a slot another copy writes: go through staging */
} iredge;

typedef struct irswitch {
    uint32_t ncases, defedge;
    uint64_t *vals;    /* 2 words per case, sorted ascending (unsigned) */
    uint32_t *edges;
} irswitch;

typedef struct irgepterm { uint32_t slot; uint32_t w; int64_t scale; } irgepterm;
typedef struct irgep { int64_t off; uint32_t nterms; irgepterm *terms; } irgep;

/* A scalar of a value placed in memory: `bits` bits at bit offset `bitoff` of the memory
 * image hold word(s) `word` of the value; `vbits` is the value's width (loads mask to it);
 * wide = 2 words. */
typedef struct irpiece { uint32_t word, bitoff; uint16_t bits, vbits; uint8_t wide, pad[3]; } irpiece;
typedef struct irlayout {
    uint32_t size;     /* bytes (store size) */
    uint32_t nwords;
    uint32_t npieces;
    irpiece *pieces;
    int simple;        /* every piece is byte-aligned, a multiple of 8 bits and <= 64 bits */
} irlayout;

typedef struct irmem {
    irlayout *lay;
    uint32_t align;
    uint8_t space;
} irmem;

typedef struct irbitcast { irlayout *from, *to; } irbitcast;

typedef struct irshuffle {
    uint32_t nout, na, ew; /* result lanes, lanes of each input, words per lane */
    int32_t *mask;         /* -1: poison */
} irshuffle;

typedef struct ircall {
    int32_t callee;        /* function index, or -1: indirect through slot `fslot` */
    uint32_t fslot;
    uint32_t nargs;
    uint32_t *arg_slot;
    uint32_t *arg_words;
    uint8_t *arg_space;    /* address space of pointer arguments (byval copies) */
    uint32_t ret_slot, ret_words;
    const void *fty;       /* the call's function type (checked on indirect calls) */
} ircall;

/* A matrix instruction: the form and where its registers live. A <2 x half> fragment
 * register is two words (one per lane); the form packs it into one 32-bit register. */
typedef struct irtensor {
    nr_mma d;
    uint32_t src[NR_FRAG_MAX], dst[NR_FRAG_MAX];
    uint8_t src_pair[NR_FRAG_MAX], dst_pair[NR_FRAG_MAX];
    uint32_t nsrc, ndst;
    uint32_t addr, stride;
    uint8_t has_addr, has_stride;
} irtensor;

/* Atomic read-modify-write ops (IO_ATOMIC sub). */
enum {
    AOP_XCHG, AOP_ADD, AOP_SUB, AOP_AND, AOP_NAND, AOP_OR, AOP_XOR, AOP_MAX, AOP_MIN,
    AOP_UMAX, AOP_UMIN, AOP_FADD, AOP_FSUB, AOP_FMAX, AOP_FMIN, AOP_UINC, AOP_UDEC,
    AOP_NVINC, AOP_NVDEC
};

/* IO_SREG sub */
enum {
    SRG_TID_X, SRG_TID_Y, SRG_TID_Z, SRG_NTID_X, SRG_NTID_Y, SRG_NTID_Z, SRG_CTAID_X,
    SRG_CTAID_Y, SRG_CTAID_Z, SRG_NCTAID_X, SRG_NCTAID_Y, SRG_NCTAID_Z, SRG_WARPSIZE,
    SRG_LANEID, SRG_WARPID, SRG_NWARPID, SRG_SMID, SRG_NSMID, SRG_LANEMASK_EQ,
    SRG_LANEMASK_LE, SRG_LANEMASK_LT, SRG_LANEMASK_GE, SRG_LANEMASK_GT, SRG_GRIDID,
    SRG_ZERO, SRG_ONE
};

/* IO_BAR sub */
enum { BARK_SYNC, BARK_AND, BARK_OR, BARK_POPC, BARK_ARRIVE };

typedef struct irfunc {
    const char *name;
    int defined;
    int decoded;
    irins *code;
    uint32_t ncode;
    const void **src;      /* per instruction: the IR instruction (ir_engine.c's business) */
    uint32_t nargs;
    uint32_t *arg_slot, *arg_words;
    uint32_t *byval_size, *byval_align;   /* per argument: 0 unless byval */
    uint32_t nwords;       /* frame size */
    uint32_t const_base, const_end;
    uint64_t *tmpl;        /* constant region values */
    uint8_t *ptmpl;        /* and poison flags */
    uint32_t stage;        /* first word of the phi staging area */
    uint64_t local_size;   /* static allocas */
    uint32_t local_align;
    uint32_t ret_words;
    const void *fty;
    const char *undef_msg; /* why calling it faults (declared, intrinsic, unsupported) */
} irfunc;

typedef struct irmodule {
    void *ir;              /* ir_engine.c's state (context, module) */
    irfunc *funcs;
    uint32_t nfuncs;
    int kernel;
    irlayout **kparams;                /* the kernel's parameters as the .param block holds them */
    uint64_t module_local;             /* .local at the bottom of each thread's stack */
    uint8_t *local_init;               /* its initial bytes */
    /* side tables (growable arrays) */
    iredge *edges; uint32_t nedges, capedges;
    ircopy *copies; uint32_t ncopies, capcopies;
    irswitch *switches; uint32_t nswitches, capswitches;
    irgep *geps; uint32_t ngeps, capgeps;
    irmem *mems; uint32_t nmems, capmems;
    irbitcast *bitcasts; uint32_t nbitcasts, capbitcasts;
    irshuffle *shuffles; uint32_t nshuffles, capshuffles;
    ircall *calls; uint32_t ncalls, capcalls;
    const char **msgs; uint32_t nmsgs, capmsgs;
    irtensor **tensors; uint32_t ntensors, captensors;
    nr_texop **texops; uint32_t ntexops, captexops;
    uint8_t *warned;       /* per store: poison-store warning given */
    uint32_t nwarned;
    void **allocs; uint32_t nallocs, capallocs;   /* everything else to free */
} irmodule;

#define IR_MAX_DEPTH 4096

/* ---- ir_exec.c ---- */
int ir_thread_init(nr_ctx *cx, irmodule *M, nr_thread *t);
int ir_step(nr_ctx *cx, irmodule *M, nr_thread *t, uint64_t budget);
void ir_thread_fini(irmodule *M, nr_thread *t);
/* The instruction thread t is at (function, pc); 0 when it has none. */
int ir_thread_where(irmodule *M, nr_thread *t, uint32_t *fn, uint32_t *pc);

/* One lane of an element operation (also used to fold constant expressions). Returns
 * IRL_POISON when the result is poison, IRL_UB_* for immediate undefined behaviour. */
typedef struct u128 { uint64_t lo, hi; } u128;
enum { IRL_OK = 0, IRL_POISON = 1, IRL_UB_DIV0 = 2, IRL_UB_OVF = 4 };
int ir_lane(const irins *in, u128 x, u128 y, u128 z, u128 *r);
/* Memory image <-> words of a value. */
void ir_to_mem(const irlayout *L, const uint64_t *w, uint8_t *mem);
void ir_from_mem(const irlayout *L, uint64_t *w, const uint8_t *mem);
int ir_kind_words(int kind, int w);

/* ---- ir_fp.c: floating point (built with -frounding-math) ---- */
uint64_t irf_arith(int eo, int kind, int rnd, int ftz, uint64_t a, uint64_t b, uint64_t c);
/* .relu of a result of kind `kind`: a negative non-NaN value becomes +0 */
uint64_t irf_relu(int kind, uint64_t r);
uint64_t irf_cvt(int eo, int skind, int sw, int dkind, int dw, int rnd, int fl, uint64_t a, uint64_t b);
uint64_t irf_f32op(int op, int rnd, uint64_t a, uint64_t b, uint64_t c);
uint64_t irf_f64op(int op, int rnd, uint64_t a, uint64_t b, uint64_t c);

#endif
