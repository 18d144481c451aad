/* ptx.h — internal interface of the PTX engine (ptx_lex.c, ptx_parse.c, ptx_decode.c,
 * ptx_exec.c).
 *
 * Data flow: text -> tokens (ptx_lex.c) -> module-level declarations and function bodies
 * (ptx_parse.c) -> each instruction decoded once into a compact pinsn (ptx_decode.c: operands
 * resolved to frame slots, immediates to constant slots, labels to instruction indices, every
 * modifier checked) -> executed by a switch over pinsn.op (ptx_exec.c).
 *
 * Frames. Each call of a function gets a frame: an array of 64-bit slots followed by the
 * function's .param area (bytes). Slot 0 holds the frame's .local base, slot 1 the constant 1
 * (the guard of unpredicated instructions), slot 2 the constant 0; then every register, every
 * special register the function reads (filled when the frame is made), every immediate
 * (filled from the function's template) and scratch slots. A register's slot holds its value
 * zero-extended from the register's width; predicates hold 0 or 1. A .b128 register has two
 * consecutive slots, low half first.
 */
#ifndef NVCGRUN_PTX_H
#define NVCGRUN_PTX_H

#include <stdint.h>
#include <stddef.h>

#include "runner.h"
#include "tensor.h"
#include "texture.h"

/* ---------------------------------------------------------------- tokens */
typedef enum { TK_EOF, TK_IDENT, TK_INT, TK_FLT, TK_STR, TK_PUNCT } ptk_kind;
typedef struct ptok {
    uint8_t kind;
    char ch;             /* TK_PUNCT */
    uint8_t fbits;       /* TK_FLT: 32 = 0f literal, 64 = 0d literal, 0 = decimal */
    uint32_t len;
    const char *s;
    uint32_t line, col;
    uint64_t ival;       /* TK_INT value; TK_FLT bits (0f/0d) */
    double fval;         /* TK_FLT decimal */
} ptok;

int ptx_lex(const char *text, size_t len, ptok **toks, int *ntoks, char *err, size_t errsize);

/* ---------------------------------------------------------------- types */
enum {
    PT_NONE, PT_PRED,
    PT_B8, PT_B16, PT_B32, PT_B64, PT_B128,
    PT_U8, PT_U16, PT_U32, PT_U64,
    PT_S8, PT_S16, PT_S32, PT_S64,
    PT_F16, PT_F16X2, PT_BF16, PT_BF16X2, PT_F32, PT_F64, PT_TF32,
    PT_U16X2, PT_S16X2, PT_E4M3X2, PT_E5M2X2, PT_E2M3X2, PT_E3M2X2, PT_E2M1X2, PT_UE8M0X2,
    PT_NTYPES
};
extern const char *const ptx_type_names[PT_NTYPES];
int ptx_type_bits(int t);   /* storage width; pred = 1 */
int ptx_type_is_signed(int t);
int ptx_type_is_float(int t); /* f16 f16x2 bf16 bf16x2 f32 f64 tf32 */
int ptx_type_is_narrow(int t); /* the packed pairs of cvt: e4m3x2 e5m2x2 e2m3x2 e3m2x2 e2m1x2 ue8m0x2 */
int ptx_type_is_int(int t);   /* b u s (scalar) */

/* ---------------------------------------------------------------- opcodes */
#define PTX_OPS(X) \
    X(NOP) X(MOV) X(MOVPACK) X(MOVUNPACK) X(MOVLOCAL) X(CLOCK) \
    X(LDG) X(LDS) X(LDL) X(LDC) X(LDKP) X(LDFP) X(LDGEN) \
    X(STG) X(STS) X(STL) X(STFP) X(STGEN) \
    X(CVTA_TO) X(CVTA_FROM) X(ISSPACEP) X(ATOM) X(ATOM128) X(CPASYNC) \
    X(BRA) X(BRX) X(CALL) X(RET) X(EXIT) X(TRAP) \
    X(BAR) X(SHFL) X(VOTE) X(MATCH) X(REDUX) X(WARPSYNC) X(ACTIVEMASK) X(ELECT) \
    X(ADD) X(SUB) X(MULLO) X(MULHI) X(MULWIDE) X(MADLO) X(MADHI) X(MADWIDE) \
    X(MUL24) X(MAD24) X(SAD) X(DIV) X(REM) X(ABS) X(NEG) X(MIN) X(MAX) \
    X(ADDSAT) X(SUBSAT) X(MADHISAT) X(ADDCC) X(SUBCC) X(MADCC) \
    X(POPC) X(CLZ) X(BFIND) X(BREV) X(BFE) X(BFI) X(FNS) X(BMSK) X(SZEXT) X(DP4A) X(DP2A) \
    X(AND) X(OR) X(XOR) X(NOT) X(CNOT) X(LOP3) X(SHL) X(SHR) X(SHF) X(PRMT) \
    X(SELP) X(SLCT) X(SETP) X(SET) X(TESTP) X(COPYSIGN) \
    X(SIMD2) \
    X(FADD32) X(FMUL32) X(FFMA32) X(FADD64) X(FMUL64) X(FFMA64) \
    X(FARITH) X(FUNARY) X(FMINMAX) X(CVT) X(CVTPACK) \
    X(TENSOR) X(MBAR) X(CPASYNC_CTL) X(BULK) X(CLUSTER) X(TEXTURE) X(STACK)

enum {
#define X(n) POP_##n,
    PTX_OPS(X)
#undef X
    POP_COUNT
};
extern const char *const ptx_op_names[POP_COUNT];

/* flags */
#define PF_FTZ     0x01
#define PF_SAT     0x02
#define PF_SIGNED  0x04
#define PF_RELU    0x08
#define PF_NAN     0x10  /* min/max .NaN */
#define PF_XORSIGN 0x20  /* min/max .xorsign.abs */
#define PF_CC      0x40  /* write carry-out (.cc) */
#define PF_CIN     0x80  /* read carry-in (addc/subc/madc) */

/* pinsn.rnd of a stochastically rounded cvt (cvt.rs, with the random bits in o[3]) */
#define PTX_RND_RS 0x40

/* FARITH / FUNARY sub-ops */
enum { FA_ADD, FA_SUB, FA_MUL, FA_FMA, FA_DIV, FA_DIVAPPROX, FA_DIVFULL };
enum { FU_ABS, FU_NEG, FU_RCP, FU_RCPAPPROX, FU_RCPAPPROX64, FU_SQRT, FU_SQRTAPPROX, FU_RSQRT,
       FU_RSQRT64FTZ, FU_EX2, FU_LG2, FU_SIN, FU_COS, FU_TANH, FU_MOV };
/* comparison ops (setp/set/slct) */
enum { CMP_EQ, CMP_NE, CMP_LT, CMP_LE, CMP_GT, CMP_GE, CMP_EQU, CMP_NEU, CMP_LTU, CMP_LEU,
       CMP_GTU, CMP_GEU, CMP_NUM, CMP_NAN };
enum { BOOL_NONE, BOOL_AND, BOOL_OR, BOOL_XOR };
/* atom ops */
enum { AT_ADD, AT_MIN, AT_MAX, AT_INC, AT_DEC, AT_AND, AT_OR, AT_XOR, AT_EXCH, AT_CAS };
/* SIMD2 sub-ops on 16x2 */
enum { S2_MIN, S2_MAX, S2_ADD, S2_SUB };

typedef struct pinsn {
    uint8_t op;
    uint8_t ty;       /* instruction type */
    uint8_t ty2;      /* second type (cvt source, setp operand type...) */
    uint8_t rnd;      /* FP_RN.. (fp.h) or integer rounding for cvt; PTX_RND_RS: cvt.rs */
    uint8_t flags;
    uint8_t sub;      /* sub-op */
    uint8_t sub2;     /* bool op / vector count / space */
    uint8_t sh;       /* 64 - width of the operation (for sign extension) */
    uint32_t g;       /* guard slot */
    uint16_t gneg;    /* 1: guard is negated */
    uint16_t rc;      /* global loads/stores: the region this instruction last touched */
    uint32_t o[6];    /* operand slots (meaning per op) */
    int64_t imm;      /* address offset, branch target, byte size ... */
    uint64_t mask;    /* (1 << width) - 1 */
    uint32_t line;    /* source line */
    uint32_t src;     /* offset of the instruction's text in the module source */
} pinsn;

/* special registers */
enum {
    SR_TID_X, SR_TID_Y, SR_TID_Z, SR_NTID_X, SR_NTID_Y, SR_NTID_Z,
    SR_CTAID_X, SR_CTAID_Y, SR_CTAID_Z, SR_NCTAID_X, SR_NCTAID_Y, SR_NCTAID_Z,
    SR_LANEID, SR_WARPID, SR_NWARPID, SR_WARPSIZE, SR_SMID, SR_NSMID, SR_GRIDID,
    SR_LANEMASK_EQ, SR_LANEMASK_LE, SR_LANEMASK_LT, SR_LANEMASK_GE, SR_LANEMASK_GT,
    SR_CLOCK, SR_CLOCK64, SR_GLOBALTIMER, SR_GLOBALTIMER_LO, SR_GLOBALTIMER_HI,
    SR_DYN_SMEM, SR_TOTAL_SMEM, SR_ENVREG0,
    SR_CLUSTERID_X, SR_CLUSTERID_Y, SR_CLUSTERID_Z, SR_NCLUSTERID_X, SR_NCLUSTERID_Y, SR_NCLUSTERID_Z,
    SR_CLUSTER_CTAID_X, SR_CLUSTER_CTAID_Y, SR_CLUSTER_CTAID_Z, SR_CLUSTER_NCTAID_X,
    SR_CLUSTER_NCTAID_Y, SR_CLUSTER_NCTAID_Z, SR_CLUSTER_CTARANK, SR_CLUSTER_NCTARANK, SR_IS_EXPLICIT_CLUSTER,
    SR_V4_W, /* %tid.w, %ntid.w, ...: the fourth component, always zero */
    SR_COUNT
};

typedef struct pspec { uint32_t slot; uint32_t id; } pspec;

/* a formal parameter / return value of a function */
typedef struct pformal {
    int is_reg;        /* .reg formal (legacy) */
    int in_local;      /* input .param: kept in the frame's .local area (PTX: its address,
                          taken with mov, is a .local address) */
    uint32_t off;      /* .param: byte offset from the frame's slot 0 (return values) or from
                          the frame's .local base (inputs); .reg: slot */
    uint32_t size;
    uint8_t ty;
} pformal;

/* a call site: argument sources and return destinations */
typedef struct pcallarg {
    int is_reg;        /* register/immediate slot rather than a .param variable */
    uint32_t off;      /* .param variable: byte offset from slot 0; else slot */
    uint32_t size;
} pcallarg;
typedef struct pcallsite {
    int caller;        /* function containing the call */
    int callee;        /* function index, or -1 for an indirect call through slot `fslot` */
    uint32_t fslot;
    int proto;         /* callprototype index for indirect calls (-1 none) */
    int nargs, nrets;
    pcallarg *args, *rets;
} pcallsite;

typedef struct pfunc {
    char *name;
    int is_kernel;
    int defined;
    int noreturn;
    uint32_t line;
    /* frame */
    uint32_t nslots;
    uint64_t *tmpl;          /* nslots + param words: initial frame contents */
    uint32_t frame_words;    /* nslots + param area words */
    uint64_t local_size;     /* this function's .local variables per call */
    pspec *specs; int nspecs;
    /* code */
    pinsn *code; uint32_t ncode;
    /* signature */
    pformal *params; int nparams;
    pformal *rets; int nrets;
    int uses_clock;
    /* body token range (pass 1 -> pass 2) */
    int tok_begin, tok_end;
} pfunc;

typedef struct pproto {
    int nparams, nrets;
    uint32_t psize[32], rsize[32];
} pproto;

typedef struct pbrtab { uint32_t *targets; int n; } pbrtab;

/* A warp-level matrix instruction (POP_TENSOR, imm = index in ptx_module.tens): the form
 * (tensor.h) and its operand slots. */
typedef struct ptensor {
    nr_mma d;
    uint32_t dst[NR_FRAG_MAX], src[NR_FRAG_MAX];
    uint8_t dbits[NR_FRAG_MAX];   /* width of each destination register */
    int ndst, nsrc;
    uint32_t addr;                /* address base slot (wmma.load/store, ld/stmatrix) */
    int64_t off;
    uint32_t stride;              /* wmma stride slot, 0 = none */
} ptensor;

typedef struct ptx_module {
    char *src;              /* copy of the source (for messages) */
    size_t srclen;
    const char *path;
    pfunc *funcs; int nfuncs, capfuncs;
    pcallsite *calls; int ncalls, capcalls;
    pproto *protos; int nprotos, capprotos;
    pbrtab *brtabs; int nbrtabs, capbrtabs;
    ptensor **tens; int ntens, captens;
    nr_texop **texops; int ntexops, captexops;   /* POP_TEXTURE, imm = index (texture.h) */
    int kernel;             /* index of the launched kernel */
    uint64_t module_local;  /* module-scope .local bytes */
    uint64_t static_shared;
    int has_dyn_shared;
    uint64_t kparam_offs[64];
    /* arenas of things to free */
    void **allocs; int nallocs, capallocs;
    int version_major, version_minor;
    int sm;
} ptx_module;

/* ptx_parse.c: parse + decode the whole module into M (memory mapped in cx). */
int ptx_build(nr_ctx *cx, ptx_module *M, const char *path, const char *text, size_t len);
/* Only module-scope declarations and the kernel's signature (for the cuda engine). */
int ptx_build_sig(nr_ctx *cx, ptx_module *M, const char *path, const char *text, size_t len);
void ptx_free(ptx_module *M);
void *ptx_alloc(ptx_module *M, size_t n);

#endif
