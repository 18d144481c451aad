/* ptx_int.h — state shared by the PTX parser (ptx_parse.c) and the instruction decoder
 * (ptx_decode.c): the scoped symbol table, parsed operands and the function being built. */
#ifndef NVCGRUN_PTX_INT_H
#define NVCGRUN_PTX_INT_H

#include "ptx.h"

/* symbol kinds */
enum {
    SY_REG, SY_REGRANGE, SY_LOCALVAR, SY_PARAMVAR, SY_SHAREDVAR, SY_GLOBALVAR, SY_CONSTVAR,
    SY_MLOCALVAR, SY_FUNC, SY_PROTO, SY_BRTAB, SY_KPARAM, SY_LABEL, SY_DYNSHARED,
    SY_FORMALPARAM,    /* a .func input parameter: lives in the frame's .local area */
    SY_TEXREF          /* a module-scope .texref / .surfref: addr is the bound image's handle, count 1 for a surface */
};

typedef struct psym {
    const char *name;
    uint32_t len;
    uint32_t hash;
    int prev;          /* previous head of this bucket */
    uint8_t kind;
    uint8_t ty;
    uint32_t slot;     /* SY_REG: slot; SY_REGRANGE: first slot */
    uint32_t count;    /* SY_REGRANGE: registers */
    uint64_t addr;     /* variable address in its space / frame offset / index */
    uint64_t size;
} psym;

#define PS_NBUCKETS 4096

/* parsed operand */
enum { OP_REG, OP_IMM, OP_FIMM, OP_SYM, OP_ADDR, OP_VEC, OP_SINK, OP_SPECIAL };
typedef struct popnd {
    int kind;
    int neg;                 /* '!' */
    const ptok *tok;         /* for messages */
    psym *sym;               /* OP_REG, OP_SYM, OP_ADDR base (register or variable) */
    int special;             /* OP_SPECIAL: SR_* */
    uint64_t ival;           /* OP_IMM value; OP_FIMM bits */
    double fval;             /* OP_FIMM decimal */
    int fbits;               /* OP_FIMM: 32/64 literal, 0 decimal */
    int64_t off;             /* OP_ADDR / OP_SYM offset */
    int generic;             /* OP_SYM: generic(sym) */
    struct popnd *elems;     /* OP_VEC */
    int nelems;
    struct popnd *pair;      /* d|p */
} popnd;

typedef struct plabel {
    const char *name;
    uint32_t len;
    int64_t index;           /* instruction index, -1 until defined */
    const ptok *tok;
} plabel;

typedef struct pfix { int func; int kind; uint32_t index; } pfix; /* dynamic shared address fixups */
enum { FIX_IMM, FIX_SLOT };

typedef struct pconst { uint64_t v; uint32_t slot; } pconst;

typedef struct pstate {
    nr_ctx *cx;
    ptx_module *M;
    const char *path;
    ptok *t;
    int nt, i;
    int err;
    /* symbols */
    psym *syms;
    int nsyms, capsyms;
    int buckets[PS_NBUCKETS];
    /* function being built */
    pfunc *F;
    int fidx;
    pinsn *code;
    uint32_t ncode, capcode;
    uint64_t *tmpl;
    uint8_t *slotbits;       /* width of the register in each slot */
    uint32_t nslots, capslots;
    uint32_t param_bytes;    /* frame .param area */
    uint64_t local_bytes;    /* frame .local area */
    pconst *consts;
    uint32_t nconsts, capconsts;
    int32_t special_slot[SR_COUNT];
    plabel *labels;
    int nlabels, caplabels;
    struct { uint32_t insn; int label; } *brefs;  /* branch fixups */
    int nbrefs, capbrefs;
    struct { int brtab; uint32_t slot; int label; } *trefs; /* branch-table fixups */
    int ntrefs, captrefs;
    /* module */
    pfix *fixes;
    int nfixes, capfixes;
    uint64_t static_shared;
    int nscratch;
    /* operand pool for the current instruction */
    popnd pool[64];
    int npool;
    const ptok *insn_tok;
    uint32_t cur_g;          /* guard of the instruction being decoded */
    uint32_t cur_gneg;
} pstate;

/* ptx_parse.c helpers used by the decoder */
int perr(pstate *ps, const ptok *t, const char *fmt, ...);
pinsn *emit(pstate *ps, int op);
pinsn *emit_main(pstate *ps, int op); /* with the instruction's guard */
uint32_t new_scratch(pstate *ps, int bits);
uint32_t const_slot(pstate *ps, uint64_t v);
psym *lookup(pstate *ps, const char *name, uint32_t len);
int label_ref(pstate *ps, const ptok *t);
uint32_t special_slot(pstate *ps, int sr);
void add_fix(pstate *ps, int kind, uint32_t index);

/* ptx_decode.c: decode one instruction (opcode token at ps->t[ps->i]); the guard is given.
 * Operands are parsed by the decoder (it knows the instruction). Returns 0 or -1. */
int ptx_decode_insn(pstate *ps, uint32_t gslot, int gneg);

#endif
