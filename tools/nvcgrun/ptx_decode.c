/* ptx_decode.c — one PTX instruction to compact pinsn form. Third stage of the PTX engine,
 * called by the body loop in ptx_parse.c for every instruction; its output is run by
 * ptx_exec.c.
 *
 * The opcode token is split into a base name and its modifiers; each instruction's decoder
 * takes the modifiers it knows (in any order, as ptxas does) and every modifier left over is
 * an error that names it, so unsupported variants are never silently ignored. Operands
 * become frame slots: registers, immediates (deduplicated constant slots), special registers
 * and variable addresses.
 *
 * Operand layout per opcode (o[] slots, imm, sub, sub2):
 *   MOV d a | MOVPACK d e1..en (sub2=n, imm=elem bits) | MOVUNPACK s d1..dn | MOVLOCAL d imm
 *   LD*  base=o0 off=imm dests=o1..o4 sub=elem bytes sub2=vec PF_SIGNED sh=64-elem bits
 *   ST*  base=o0 off=imm srcs=o1..o4 sub=elem bytes sub2=vec
 *   LDFP/STFP: imm = byte offset from the frame's slot 0 (fixed up when the frame is final)
 *   CVTA_TO/CVTA_FROM d a sub=space | ISSPACEP p a sub=space
 *   ATOM d base b c (imm=off, sub=AT_*, sub2=space) | ATOM128 likewise, each of d b c a .b128 pair
 *   (slots s, s+1: low, high) | CPASYNC dbase sbase soff size srcsize
 *   BRA imm=target | BRX index imm=table | CALL imm=callsite | BAR barid count pred d
 *   SHFL d p a b c mask | VOTE d a mask | MATCH d p a mask | REDUX d a mask | ELECT d p mask
 *   arithmetic: d a b c (o0..o3)
 */
#include "ptx_int.h"

#include "fp.h"
#include "async.h"
#include "texture.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- modifiers */

typedef struct mods {
    char buf[256];
    const char *base;
    const char *m[32];
    int n;
    uint32_t used;
    const ptok *tok;
} mods;

static int split_mods(pstate *ps, const ptok *t, mods *md) {
    char *p;
    memset(md, 0, sizeof *md);
    md->tok = t;
    if (t->len >= sizeof md->buf) return perr(ps, t, "instruction name too long");
    memcpy(md->buf, t->s, t->len);
    md->buf[t->len] = 0;
    md->base = md->buf;
    p = strchr(md->buf, '.');
    while (p) {
        char *q;
        if (md->n >= 32) return perr(ps, t, "too many modifiers");
        *p = 0;
        md->m[md->n++] = p + 1;
        q = strchr(p + 1, '.');
        p = q;
    }
    return 0;
}

static int has(mods *md, const char *s) {
    int i;
    for (i = 0; i < md->n; i++)
        if (!(md->used >> i & 1) && !strcmp(md->m[i], s)) { md->used |= 1u << i; return 1; }
    return 0;
}

static int has_prefix(mods *md, const char *pfx) {
    int i, n = 0;
    size_t l = strlen(pfx);
    for (i = 0; i < md->n; i++)
        if (!(md->used >> i & 1) && !strncmp(md->m[i], pfx, l)) { md->used |= 1u << i; n++; }
    return n;
}

static int mod_type(const char *s) {
    int i;
    for (i = 1; i < PT_NTYPES; i++)
        if (!strcmp(s, ptx_type_names[i] + 1)) return i;
    return PT_NONE;
}

/* Types in order of appearance. */
static int take_types(mods *md, int *ty, int max) {
    int i, k = 0;
    for (i = 0; i < md->n && k < max; i++) {
        int t;
        if (md->used >> i & 1) continue;
        t = mod_type(md->m[i]);
        if (t != PT_NONE) { ty[k++] = t; md->used |= 1u << i; }
    }
    return k;
}

static int take_rnd(mods *md) {
    if (has(md, "rn")) return FP_RN;
    if (has(md, "rz")) return FP_RZ;
    if (has(md, "rm")) return FP_RM;
    if (has(md, "rp")) return FP_RP;
    if (has(md, "rna")) return FP_RNA;
    return -1;
}

static int take_irnd(mods *md) {
    if (has(md, "rni")) return FP_RN;
    if (has(md, "rzi")) return FP_RZ;
    if (has(md, "rmi")) return FP_RM;
    if (has(md, "rpi")) return FP_RP;
    return -1;
}

/* State space modifier; NR_GENERIC when absent. */
/* .shared::cluster is the CTA's own .shared memory: nvcgrun runs clusters of one CTA. */
static int take_space(mods *md) {
    if (has(md, "global")) return NR_GLOBAL;
    if (has(md, "shared") || has(md, "shared::cta") || has(md, "shared::cluster")) return NR_SHARED;
    if (has(md, "local")) return NR_LOCAL;
    if (has(md, "const")) return NR_CONST;
    if (has(md, "param") || has(md, "param::entry") || has(md, "param::func")) return NR_PARAM;
    return NR_GENERIC;
}

/* Memory-ordering, scope and cache modifiers: accepted and ignored (the emulator is
 * sequentially consistent and has no caches). */
static void take_mem_mods(mods *md) {
    static const char *const ign[] = {"weak", "volatile", "relaxed", "acquire", "release", "acq_rel", "sc", "mmio",
                                      "cta", "cluster", "gpu", "sys", "ca", "cg", "cs", "lu", "cv", "nc", "wb", "wt", "unified",
                                      "noftz", NULL};
    int i;
    for (i = 0; ign[i]; i++) while (has(md, ign[i])) {}
    has_prefix(md, "L1::");
    has_prefix(md, "L2::");
}

static int check_used(pstate *ps, mods *md) {
    int i;
    for (i = 0; i < md->n; i++)
        if (!(md->used >> i & 1))
            return perr(ps, md->tok, "unknown or unsupported modifier '.%s' on '%s'", md->m[i], md->base);
    return 0;
}

/* ---------------------------------------------------------------- operands */

static const struct { const char *name; int id; } specials[] = {
    {"%tid.x", SR_TID_X}, {"%tid.y", SR_TID_Y}, {"%tid.z", SR_TID_Z},
    {"%ntid.x", SR_NTID_X}, {"%ntid.y", SR_NTID_Y}, {"%ntid.z", SR_NTID_Z},
    {"%ctaid.x", SR_CTAID_X}, {"%ctaid.y", SR_CTAID_Y}, {"%ctaid.z", SR_CTAID_Z},
    {"%nctaid.x", SR_NCTAID_X}, {"%nctaid.y", SR_NCTAID_Y}, {"%nctaid.z", SR_NCTAID_Z},
    {"%laneid", SR_LANEID}, {"%warpid", SR_WARPID}, {"%nwarpid", SR_NWARPID}, {"WARP_SZ", SR_WARPSIZE},
    {"%smid", SR_SMID}, {"%nsmid", SR_NSMID}, {"%gridid", SR_GRIDID},
    {"%lanemask_eq", SR_LANEMASK_EQ}, {"%lanemask_le", SR_LANEMASK_LE}, {"%lanemask_lt", SR_LANEMASK_LT},
    {"%lanemask_ge", SR_LANEMASK_GE}, {"%lanemask_gt", SR_LANEMASK_GT},
    {"%clock", SR_CLOCK}, {"%clock64", SR_CLOCK64}, {"%globaltimer", SR_GLOBALTIMER},
    {"%globaltimer_lo", SR_GLOBALTIMER_LO}, {"%globaltimer_hi", SR_GLOBALTIMER_HI},
    {"%dynamic_smem_size", SR_DYN_SMEM}, {"%total_smem_size", SR_TOTAL_SMEM},
    {"%clusterid.x", SR_CLUSTERID_X}, {"%clusterid.y", SR_CLUSTERID_Y}, {"%clusterid.z", SR_CLUSTERID_Z},
    {"%nclusterid.x", SR_NCLUSTERID_X}, {"%nclusterid.y", SR_NCLUSTERID_Y}, {"%nclusterid.z", SR_NCLUSTERID_Z},
    {"%cluster_ctaid.x", SR_CLUSTER_CTAID_X}, {"%cluster_ctaid.y", SR_CLUSTER_CTAID_Y},
    {"%cluster_ctaid.z", SR_CLUSTER_CTAID_Z}, {"%cluster_nctaid.x", SR_CLUSTER_NCTAID_X},
    {"%cluster_nctaid.y", SR_CLUSTER_NCTAID_Y}, {"%cluster_nctaid.z", SR_CLUSTER_NCTAID_Z},
    {"%cluster_ctarank", SR_CLUSTER_CTARANK}, {"%cluster_nctarank", SR_CLUSTER_NCTARANK},
    {"%is_explicit_cluster", SR_IS_EXPLICIT_CLUSTER},
    /* the unused fourth components of the .v4 registers: always zero (PTX ISA) */
    {"%tid.w", SR_V4_W}, {"%ntid.w", SR_V4_W}, {"%ctaid.w", SR_V4_W}, {"%nctaid.w", SR_V4_W},
    {"%clusterid.w", SR_V4_W}, {"%nclusterid.w", SR_V4_W}, {"%cluster_ctaid.w", SR_V4_W},
    {"%cluster_nctaid.w", SR_V4_W},
    {NULL, 0}};

static int special_id(const ptok *t) {
    int i;
    for (i = 0; specials[i].name; i++)
        if (t->len == strlen(specials[i].name) && !memcmp(t->s, specials[i].name, t->len)) return specials[i].id;
    if (t->len >= 8 && t->len <= 9 && !memcmp(t->s, "%envreg", 7)) return SR_ENVREG0;
    return -1;
}

static const ptok *tk(pstate *ps) { return &ps->t[ps->i]; }
static int is_p(const ptok *t, char c) { return t->kind == TK_PUNCT && t->ch == c; }

static popnd *new_opnd(pstate *ps) {
    popnd *o;
    if (ps->npool >= 64) return NULL;
    o = &ps->pool[ps->npool++];
    memset(o, 0, sizeof *o);
    o->tok = tk(ps);
    return o;
}

static int parse_opnd(pstate *ps, popnd *o);

static int parse_simple(pstate *ps, popnd *o) {
    const ptok *t = tk(ps);
    o->tok = t;
    if (is_p(t, '!')) {
        ps->i++;
        if (parse_simple(ps, o)) return -1;
        o->neg ^= 1;
        o->tok = t;
        return 0;
    }
    if (is_p(t, '-') && (ps->t[ps->i + 1].kind == TK_INT || ps->t[ps->i + 1].kind == TK_FLT)) {
        ps->i++;
        if (parse_simple(ps, o)) return -1;
        if (o->kind == OP_IMM) o->ival = 0 - o->ival;
        else if (o->fbits == 32) o->ival ^= 0x80000000ULL;
        else if (o->fbits == 64) o->ival ^= 0x8000000000000000ULL;
        else o->fval = -o->fval;
        o->tok = t;
        return 0;
    }
    if (t->kind == TK_INT) { o->kind = OP_IMM; o->ival = t->ival; ps->i++; return 0; }
    if (t->kind == TK_FLT) { o->kind = OP_FIMM; o->ival = t->ival; o->fval = t->fval; o->fbits = t->fbits; ps->i++; return 0; }
    if (t->kind == TK_IDENT) {
        int sr;
        if (t->len == 1 && t->s[0] == '_') { o->kind = OP_SINK; ps->i++; return 0; }
        sr = special_id(t);
        if (sr >= 0) { o->kind = OP_SPECIAL; o->special = sr; ps->i++; return 0; }
        o->sym = lookup(ps, t->s, t->len);
        o->kind = (o->sym && o->sym->kind == SY_REG) ? OP_REG : OP_SYM;
        ps->i++;
        if (o->kind == OP_SYM && (is_p(tk(ps), '+') || (is_p(tk(ps), '-') && ps->t[ps->i + 1].kind == TK_INT))) {
            int neg = tk(ps)->ch == '-';
            ps->i++;
            if (is_p(tk(ps), '-')) { neg = !neg; ps->i++; }
            if (tk(ps)->kind != TK_INT) return perr(ps, tk(ps), "expected an integer offset");
            o->off = neg ? -(int64_t)tk(ps)->ival : (int64_t)tk(ps)->ival;
            ps->i++;
        }
        return 0;
    }
    return perr(ps, t, "expected an operand but found '%.*s'", (int)t->len, t->s);
}

static int parse_opnd(pstate *ps, popnd *o) {
    const ptok *t = tk(ps);
    o->tok = t;
    if (is_p(t, '[')) {
        ps->i++;
        o->kind = OP_ADDR;
        t = tk(ps);
        if (t->kind == TK_IDENT) {
            o->sym = lookup(ps, t->s, t->len);
            if (!o->sym) return perr(ps, t, "undeclared identifier '%.*s' in address", (int)t->len, t->s);
            ps->i++;
        } else if (t->kind == TK_INT || is_p(t, '-')) {
            int neg = 0;
            if (is_p(t, '-')) { neg = 1; ps->i++; }
            if (tk(ps)->kind != TK_INT) return perr(ps, tk(ps), "bad address");
            o->off = neg ? -(int64_t)tk(ps)->ival : (int64_t)tk(ps)->ival;
            ps->i++;
            if (is_p(tk(ps), ']')) { ps->i++; return 0; }
            return perr(ps, tk(ps), "bad address");
        } else {
            return perr(ps, t, "bad address operand");
        }
        while (is_p(tk(ps), '+') || is_p(tk(ps), '-')) {
            int neg = tk(ps)->ch == '-';
            ps->i++;
            if (is_p(tk(ps), '-')) { neg = !neg; ps->i++; }
            if (tk(ps)->kind != TK_INT) return perr(ps, tk(ps), "expected an integer offset in the address");
            o->off += neg ? -(int64_t)tk(ps)->ival : (int64_t)tk(ps)->ival;
            ps->i++;
        }
        if (!is_p(tk(ps), ']')) return perr(ps, tk(ps), "expected ']' in the address");
        ps->i++;
        return 0;
    }
    if (is_p(t, '{')) {
        popnd *els[8];
        int n = 0, k;
        ps->i++;
        for (;;) {
            if (n >= 8) return perr(ps, t, "vector operand too long");
            els[n] = new_opnd(ps);
            if (!els[n]) return perr(ps, t, "too many operands");
            if (parse_simple(ps, els[n])) return -1;
            n++;
            if (is_p(tk(ps), ',')) { ps->i++; continue; }
            if (is_p(tk(ps), '}')) { ps->i++; break; }
            return perr(ps, tk(ps), "expected ',' or '}' in the vector operand");
        }
        o->kind = OP_VEC;
        o->nelems = n;
        o->elems = els[0];
        for (k = 1; k < n; k++) if (els[k] != els[0] + k) return perr(ps, t, "internal: operand pool");
        return 0;
    }
    if (parse_simple(ps, o)) return -1;
    if (is_p(tk(ps), '|')) {
        ps->i++;
        o->pair = new_opnd(ps);
        if (!o->pair) return perr(ps, t, "too many operands");
        if (parse_simple(ps, o->pair)) return -1;
    }
    return 0;
}

/* Parse the operand list up to ';'. */
static int parse_operands(pstate *ps, popnd **ops, int *n, int max) {
    *n = 0;
    if (is_p(tk(ps), ';')) { ps->i++; return 0; }
    for (;;) {
        popnd *o;
        if (*n >= max) return perr(ps, tk(ps), "too many operands");
        o = new_opnd(ps);
        if (!o) return perr(ps, tk(ps), "too many operands");
        if (parse_opnd(ps, o)) return -1;
        ops[(*n)++] = o;
        if (is_p(tk(ps), ',')) { ps->i++; continue; }
        if (is_p(tk(ps), ';')) { ps->i++; return 0; }
        if (tk(ps)->kind == TK_EOF) return perr(ps, tk(ps), "unexpected end of file: missing ';'");
        return perr(ps, tk(ps), "expected ',' or ';' after an operand but found '%.*s'", (int)tk(ps)->len, tk(ps)->s);
    }
}

static const char *tyname(int ty) { return ptx_type_names[ty] + 1; }

static int reg_compat(int regty, int ty, int allow_wider) {
    int rb = ptx_type_bits(regty), tb = ptx_type_bits(ty);
    if ((regty == PT_PRED) != (ty == PT_PRED)) return 0;
    if ((regty == PT_B128) != (ty == PT_B128)) return 0; /* two slots: only .b128 operands */
    if (rb == tb) return 1;
    if (allow_wider && rb > tb) return 1;
    return 0;
}

static uint64_t width_mask(int bits) { return bits >= 64 ? ~0ULL : (1ULL << bits) - 1; }

static int fmt_of(int ty) {
    switch (ty) {
    case PT_F16: case PT_F16X2: return FP_F16;
    case PT_BF16: case PT_BF16X2: return FP_BF16;
    case PT_F32: return FP_F32;
    case PT_F64: return FP_F64;
    case PT_TF32: return FP_TF32;
    default: return -1;
    }
}

/* Immediate value as type TY's bit pattern. */
static int imm_bits(pstate *ps, popnd *o, int ty, uint64_t *out) {
    int bits = ptx_type_bits(ty);
    int fmt = fmt_of(ty);
    if (ty == PT_F16X2 || ty == PT_BF16X2) fmt = -1; /* packed: raw bits */
    if (o->kind == OP_IMM) {
        if (ty == PT_PRED) { *out = o->ival != 0; return 0; }
        if (fmt == FP_F16 || fmt == FP_BF16) {
            /* PTX has no f16 literals: an integer is the bit pattern (as with mov.b16) */
            *out = o->ival & 0xffff;
            return 0;
        }
        if (fmt >= 0) {
            /* integer literal in a float instruction: its numeric value */
            *out = fp_from_s64(fmt, (int64_t)o->ival, FP_RN);
            return 0;
        }
        *out = o->ival & width_mask(bits);
        return 0;
    }
    /* float literal */
    if (fmt >= 0) {
        double v = o->fbits == 32 ? (double)fp_f32((uint32_t)o->ival) : o->fbits == 64 ? fp_f64(o->ival) : o->fval;
        if (o->fbits == 32 && fmt == FP_F32) *out = o->ival;
        else if (o->fbits == 64 && fmt == FP_F64) *out = o->ival;
        else *out = fp_from_double(fmt, v, FP_RN);
        return 0;
    }
    if (o->fbits && (bits == 32 || bits == 64)) {
        /* 0f/0d literal into a bit-size operand: the bits (converted to the width) */
        if (o->fbits == bits) *out = o->ival;
        else if (bits == 32) *out = fp_bits32((float)fp_f64(o->ival));
        else *out = fp_bits64((double)fp_f32((uint32_t)o->ival));
        return 0;
    }
    return perr(ps, o->tok, "floating-point literal used as a .%s operand", tyname(ty));
}

/* Address of a variable symbol as an immediate in space SP (NR_GENERIC: generic address). */
static int sym_addr(pstate *ps, popnd *o, psym *s, int sp, uint64_t *a, int *is_dyn) {
    *is_dyn = 0;
    switch (s->kind) {
    case SY_GLOBALVAR:
        if (sp != NR_GLOBAL && sp != NR_GENERIC) break;
        *a = s->addr;
        return 0;
    case SY_TEXREF: /* mov.u64 %rd, tex;: the reference's handle */
        *a = s->addr;
        return 0;
    case SY_CONSTVAR:
        if (sp == NR_CONST) { *a = s->addr; return 0; }
        if (sp == NR_GENERIC) { *a = nr_cvta_from(NR_CONST, s->addr); return 0; }
        break;
    case SY_SHAREDVAR:
    case SY_DYNSHARED:
        *is_dyn = s->kind == SY_DYNSHARED;
        if (sp == NR_SHARED) { *a = s->addr; return 0; }
        if (sp == NR_GENERIC) { *a = nr_cvta_from(NR_SHARED, s->addr); return 0; }
        break;
    case SY_MLOCALVAR:
        if (sp == NR_LOCAL) { *a = s->addr; return 0; }
        if (sp == NR_GENERIC) { *a = nr_cvta_from(NR_LOCAL, s->addr); return 0; }
        break;
    case SY_KPARAM:
        if (sp == NR_PARAM) { *a = s->addr; return 0; }
        if (sp == NR_GENERIC) { *a = nr_cvta_from(NR_PARAM, s->addr); return 0; }
        break;
    case SY_FUNC:
        *a = NR_FUNC_WIN + 16 * s->addr;
        return 0;
    default:
        return perr(ps, o->tok, "'%.*s' has no address here", (int)s->len, s->name);
    }
    return perr(ps, o->tok, "'%.*s' is not in the .%s state space", (int)s->len, s->name, nr_space_names[sp]);
}

/* A source operand of type TY as a slot. */
static int src_slot(pstate *ps, popnd *o, int ty, int allow_wider, uint32_t *slot) {
    switch (o->kind) {
    case OP_REG:
        if (!reg_compat(o->sym->ty, ty, allow_wider))
            return perr(ps, o->tok, "register '%.*s' is .%s but the operand is .%s", (int)o->sym->len, o->sym->name,
                        tyname(o->sym->ty), tyname(ty));
        *slot = o->sym->slot;
        if (o->neg) {
            pinsn *in;
            if (ty != PT_PRED) return perr(ps, o->tok, "'!' applies only to predicates");
            in = emit(ps, POP_XOR);
            in->o[0] = new_scratch(ps, 1);
            in->o[1] = *slot;
            in->o[2] = 1;
            in->mask = 1;
            *slot = in->o[0];
        }
        return 0;
    case OP_IMM:
    case OP_FIMM: {
        uint64_t v = 0;
        if (o->neg) return perr(ps, o->tok, "'!' applies only to predicate registers");
        if (imm_bits(ps, o, ty, &v)) return -1;
        *slot = const_slot(ps, v);
        return 0;
    }
    case OP_SPECIAL: {
        uint32_t s = special_slot(ps, o->special);
        if (o->special == SR_CLOCK || o->special == SR_CLOCK64 || o->special == SR_GLOBALTIMER ||
            o->special == SR_GLOBALTIMER_LO || o->special == SR_GLOBALTIMER_HI) {
            pinsn *in = emit(ps, POP_CLOCK);
            in->o[0] = s;
            in->sub = (uint8_t)o->special;
        }
        *slot = s;
        return 0;
    }
    case OP_SYM: {
        uint64_t a;
        int dyn;
        if (!o->sym) return perr(ps, o->tok, "undeclared identifier '%.*s'", (int)o->tok->len, o->tok->s);
        if (o->sym->kind == SY_LOCALVAR || o->sym->kind == SY_FORMALPARAM) {
            pinsn *in = emit(ps, POP_MOVLOCAL);
            in->o[0] = new_scratch(ps, 64);
            in->imm = (int64_t)o->sym->addr + o->off;
            *slot = in->o[0];
            return 0;
        }
        if (o->sym->kind == SY_PARAMVAR)
            return perr(ps, o->tok, "unsupported: taking the address of the function parameter '%.*s'", (int)o->sym->len, o->sym->name);
        if (sym_addr(ps, o, o->sym, o->sym->kind == SY_SHAREDVAR || o->sym->kind == SY_DYNSHARED ? NR_SHARED
                                    : o->sym->kind == SY_CONSTVAR ? NR_CONST
                                    : o->sym->kind == SY_MLOCALVAR ? NR_LOCAL
                                    : o->sym->kind == SY_KPARAM ? NR_PARAM : NR_GLOBAL, &a, &dyn))
            return -1;
        a += (uint64_t)o->off;
        if (ptx_type_bits(ty) < 64) a &= width_mask(ptx_type_bits(ty));
        if (dyn) {
            *slot = new_scratch(ps, 64);
            ps->tmpl[*slot] = a;
            add_fix(ps, FIX_SLOT, *slot);
        } else {
            *slot = const_slot(ps, a);
        }
        return 0;
    }
    case OP_SINK: return perr(ps, o->tok, "'_' cannot be a source operand");
    case OP_VEC: return perr(ps, o->tok, "a vector operand is not allowed here");
    case OP_ADDR: return perr(ps, o->tok, "an address operand is not allowed here");
    default: return perr(ps, o->tok, "bad operand");
    }
}

static int dst_slot(pstate *ps, popnd *o, int ty, int allow_wider, uint32_t *slot) {
    if (o->kind == OP_SINK) { *slot = new_scratch(ps, ptx_type_bits(ty)); return 0; }
    if (o->kind == OP_SYM && !o->sym)
        return perr(ps, o->tok, "undeclared register '%.*s'", (int)o->tok->len, o->tok->s);
    if (o->kind != OP_REG) return perr(ps, o->tok, "the destination must be a register");
    if (o->neg) return perr(ps, o->tok, "'!' on a destination");
    if (!reg_compat(o->sym->ty, ty, allow_wider))
        return perr(ps, o->tok, "register '%.*s' is .%s but the destination is .%s", (int)o->sym->len, o->sym->name,
                    tyname(o->sym->ty), tyname(ty));
    *slot = o->sym->slot;
    return 0;
}

static int nops(pstate *ps, const ptok *t, const char *name, int n, int lo, int hi) {
    if (n < lo || n > hi) {
        if (lo == hi) return perr(ps, t, "'%s' takes %d operand%s, not %d", name, lo, lo == 1 ? "" : "s", n);
        return perr(ps, t, "'%s' takes %d to %d operands, not %d", name, lo, hi, n);
    }
    return 0;
}

/* ---------------------------------------------------------------- address operands */

enum { AK_MEM, AK_FRAMEPARAM, AK_KPARAM, AK_FORMAL };

/* Resolve [base+off] for an access in space SP. */
static int addr_opnd(pstate *ps, popnd *o, int sp, uint32_t *base, int64_t *imm, int *kind) {
    *kind = AK_MEM;
    if (o->kind != OP_ADDR) return perr(ps, o->tok, "expected an address operand [..]");
    if (!o->sym) { *base = 2; *imm = o->off; return 0; }
    if (o->sym->kind == SY_REG) {
        if (ptx_type_bits(o->sym->ty) != 64 && ptx_type_bits(o->sym->ty) != 32)
            return perr(ps, o->tok, "address register '%.*s' must be 32 or 64 bits", (int)o->sym->len, o->sym->name);
        *base = o->sym->slot;
        *imm = o->off;
        if (sp == NR_PARAM) {
            if (!ps->F->is_kernel)
                return perr(ps, o->tok, "unsupported: register-addressed .param access in a .func");
            *kind = AK_KPARAM;
        }
        return 0;
    }
    switch (o->sym->kind) {
    case SY_FORMALPARAM:
        if (sp != NR_PARAM) return perr(ps, o->tok, "'%.*s' is a .param variable", (int)o->sym->len, o->sym->name);
        *base = 0;
        *imm = (int64_t)o->sym->addr + o->off;
        *kind = AK_FORMAL;
        return 0;
    case SY_PARAMVAR:
        if (sp != NR_PARAM) return perr(ps, o->tok, "'%.*s' is a .param variable", (int)o->sym->len, o->sym->name);
        *kind = AK_FRAMEPARAM;
        *base = 2;
        *imm = (int64_t)o->sym->addr + o->off;
        return 0;
    case SY_KPARAM:
        if (sp == NR_PARAM) { *kind = AK_KPARAM; *base = 2; *imm = (int64_t)o->sym->addr + o->off; return 0; }
        break;
    case SY_LOCALVAR:
        if (sp == NR_LOCAL) { *base = 0; *imm = (int64_t)o->sym->addr + o->off; return 0; }
        if (sp == NR_GENERIC) {
            pinsn *in = emit(ps, POP_MOVLOCAL);
            in->o[0] = new_scratch(ps, 64);
            in->imm = (int64_t)nr_cvta_from(NR_LOCAL, 0) + (int64_t)o->sym->addr;
            *base = in->o[0];
            *imm = o->off;
            return 0;
        }
        return perr(ps, o->tok, "'%.*s' is a .local variable", (int)o->sym->len, o->sym->name);
    default: break;
    }
    {
        uint64_t a;
        int dyn;
        if (sym_addr(ps, o, o->sym, sp, &a, &dyn)) return -1;
        *base = 2;
        *imm = (int64_t)a + o->off;
        if (dyn) add_fix(ps, FIX_IMM, ps->ncode); /* the next emitted instruction */
        return 0;
    }
}

/* ---------------------------------------------------------------- instruction decoders */

typedef struct dctx {
    pstate *ps;
    mods md;
    popnd *ops[16];
    int n;
    const ptok *t;
} dctx;

#define PS (c->ps)
#define OPS (c->ops)
#define NOPS(lo, hi) do { if (nops(PS, c->t, c->md.base, c->n, lo, hi)) return -1; } while (0)
#define CHECK_USED() do { if (check_used(PS, &c->md)) return -1; } while (0)

static int one_type(dctx *c, int *ty) {
    int tys[4], k = take_types(&c->md, tys, 4);
    *ty = PT_NONE;
    if (k != 1) return perr(PS, c->t, k ? "'%s' takes one type" : "'%s' needs a type", c->md.base);
    *ty = tys[0];
    return 0;
}

static void set_width(pinsn *in, int bits) {
    if (bits < 1) bits = 1;
    if (bits > 64) bits = 64;
    in->sh = (uint8_t)(64 - bits);
    in->mask = width_mask(bits);
}

/* ---- mov */

/* A .b128 operand is slots s and s + 1 (low half, high half); see declare_reg. */
static int src128(dctx *c, popnd *o, uint32_t *slot) {
    if (o->kind != OP_REG) return perr(PS, o->tok, "unsupported: a .b128 operand that is not a register");
    return src_slot(PS, o, PT_B128, 0, slot);
}
static int dst128(dctx *c, popnd *o, uint32_t *slot) {
    if (o->kind == OP_SINK) {
        *slot = new_scratch(PS, 64);
        new_scratch(PS, 64);
        return 0;
    }
    return dst_slot(PS, o, PT_B128, 0, slot);
}

/* mov.b128 d, q / mov.b128 d, {lo, hi} / mov.b128 {lo, hi}, q: two 64-bit slot copies (the
 * PTX ISA packs the first vector element into the low bits). Sources and destinations never
 * overlap partially (a .b64 register is never a half of a .b128 one), so copying the halves
 * in order is exact. */
static int d_mov128(dctx *c) {
    uint32_t src[2], dst[2];
    int k;
    popnd *v;
    if (OPS[0]->kind == OP_VEC && OPS[1]->kind == OP_VEC) return perr(PS, c->t, "mov between two vectors");
    v = OPS[0]->kind == OP_VEC ? OPS[0] : OPS[1]->kind == OP_VEC ? OPS[1] : NULL;
    if (v && v->nelems != 2) return perr(PS, v->tok, "mov.b128 takes a vector of two .b64 halves");
    if (OPS[1]->kind == OP_VEC) {
        for (k = 0; k < 2; k++) {
            if (v->elems[k].kind == OP_SINK) src[k] = 2;
            else if (src_slot(PS, &v->elems[k], PT_B64, 0, &src[k])) return -1;
        }
    } else {
        if (src128(c, OPS[1], &src[0])) return -1;
        src[1] = src[0] + 1;
    }
    if (OPS[0]->kind == OP_VEC) {
        for (k = 0; k < 2; k++) if (dst_slot(PS, &v->elems[k], PT_B64, 0, &dst[k])) return -1;
    } else {
        if (dst128(c, OPS[0], &dst[0])) return -1;
        dst[1] = dst[0] + 1;
    }
    for (k = 0; k < 2; k++) {
        pinsn *in = emit_main(PS, POP_MOV);
        in->o[0] = dst[k];
        in->o[1] = src[k];
        set_width(in, 64);
    }
    return 0;
}

static int d_mov(dctx *c) {
    int ty;
    pinsn *in;
    NOPS(2, 2);
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    if (ty == PT_B128) return d_mov128(c);
    if (OPS[0]->kind == OP_VEC || OPS[1]->kind == OP_VEC) {
        popnd *v = OPS[0]->kind == OP_VEC ? OPS[0] : OPS[1];
        popnd *s = OPS[0]->kind == OP_VEC ? OPS[1] : OPS[0];
        int n = v->nelems, k, eb = ptx_type_bits(ty) / (n ? n : 1);
        int ety = eb == 8 ? PT_B8 : eb == 16 ? PT_B16 : eb == 32 ? PT_B32 : PT_NONE;
        if (OPS[0]->kind == OP_VEC && OPS[1]->kind == OP_VEC) return perr(PS, c->t, "mov between two vectors");
        if ((n != 2 && n != 4) || ety == PT_NONE) return perr(PS, v->tok, "bad vector for mov.%s", tyname(ty));
        if (OPS[0]->kind == OP_VEC) {
            in = emit_main(PS, POP_MOVUNPACK);
            for (k = 0; k < n; k++) if (dst_slot(PS, &v->elems[k], ety, 0, &in->o[1 + k])) return -1;
            if (src_slot(PS, s, ty, 0, &in->o[0])) return -1;
        } else {
            in = emit_main(PS, POP_MOVPACK);
            for (k = 0; k < n; k++) {
                if (v->elems[k].kind == OP_SINK) in->o[1 + k] = 2;
                else if (src_slot(PS, &v->elems[k], ety, 0, &in->o[1 + k])) return -1;
            }
            if (dst_slot(PS, s, ty, 0, &in->o[0])) return -1;
        }
        /* a source helper (clock, '!') may have been emitted after the main instruction */
        in = &PS->code[PS->ncode - 1];
        if (in->op != POP_MOVUNPACK && in->op != POP_MOVPACK) return perr(PS, c->t, "unsupported operand in vector mov");
        in->sub2 = (uint8_t)n;
        in->imm = eb;
        return 0;
    }
    {
        uint32_t a, d;
        if (src_slot(PS, OPS[1], ty, 0, &a)) return -1;
        if (dst_slot(PS, OPS[0], ty, 0, &d)) return -1;
        in = emit_main(PS, POP_MOV);
        in->o[0] = d;
        in->o[1] = a;
        set_width(in, ptx_type_bits(ty));
    }
    return 0;
}

/* ---- ld / st / ldu */
static int mem_op(int load, int sp, int kind) {
    if (kind == AK_FRAMEPARAM) return load ? POP_LDFP : POP_STFP;
    if (kind == AK_FORMAL) return load ? POP_LDL : -1;
    if (kind == AK_KPARAM) return load ? POP_LDKP : -1;
    switch (sp) {
    case NR_GLOBAL: return load ? POP_LDG : POP_STG;
    case NR_SHARED: return load ? POP_LDS : POP_STS;
    case NR_LOCAL: return load ? POP_LDL : POP_STL;
    case NR_CONST: return load ? POP_LDC : -1;
    case NR_PARAM: return -1;
    default: return load ? POP_LDGEN : POP_STGEN;
    }
}

/* ld/st .b128: the two 64-bit halves as one 16-byte access, i.e. exactly ld/st.v2.b64 into
 * the register's two slots (same bytes, same order on a little-endian target, and the same
 * 16-byte alignment requirement). */
static int d_ldst128(dctx *c, int load, int sp, popnd *data, popnd *addr) {
    uint32_t base, slot;
    int64_t imm;
    int kind, op;
    pinsn *in;
    if (data->kind == OP_VEC) return perr(PS, data->tok, "unsupported: vectors of .b128");
    if (addr_opnd(PS, addr, sp, &base, &imm, &kind)) return -1;
    op = mem_op(load, sp, kind);
    if (op < 0) return perr(PS, c->t, "'%s' cannot %s the .%s state space", c->md.base, load ? "read" : "write", nr_space_names[sp]);
    if (load ? dst128(c, data, &slot) : src128(c, data, &slot)) return -1;
    in = emit_main(PS, op);
    in->o[0] = base;
    in->imm = imm;
    in->o[1] = slot;
    in->o[2] = slot + 1;
    in->sub = 8;
    in->sub2 = 2;
    in->ty = PT_B64;
    in->sh = 0;
    in->mask = ~0ULL;
    return 0;
}

static int d_ldst(dctx *c, int load) {
    int ty, sp, vec = 1, kind, op, k, eb;
    uint32_t base, slots[8];
    int64_t imm;
    popnd *data, *addr;
    pinsn *in;
    take_mem_mods(&c->md);
    sp = take_space(&c->md);
    if (has(&c->md, "v2")) vec = 2;
    else if (has(&c->md, "v4")) vec = 4;
    else if (has(&c->md, "v8")) vec = 8;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    if (c->n == 3 && (sp == NR_GLOBAL || sp == NR_GENERIC)) c->n = 2; /* cache-policy operand */
    NOPS(2, 2);
    data = load ? OPS[0] : OPS[1];
    addr = load ? OPS[1] : OPS[0];
    if (ty == PT_PRED) return perr(PS, c->t, "'%s' cannot move predicates", c->md.base);
    if (ty == PT_B128) return d_ldst128(c, load, sp, data, addr);
    eb = ptx_type_bits(ty) / 8;
    if (vec * eb > 16 || vec > 4) return perr(PS, c->t, "unsupported: vector access of %d bytes", vec * eb);
    if (vec > 1) {
        if (data->kind != OP_VEC || data->nelems != vec) return perr(PS, data->tok, "expected a %d-element vector operand", vec);
    } else if (data->kind == OP_VEC) {
        return perr(PS, data->tok, "vector operand without .v2/.v4");
    }
    if (addr_opnd(PS, addr, sp, &base, &imm, &kind)) return -1;
    op = mem_op(load, sp, kind);
    if (op < 0) return perr(PS, c->t, "'%s' cannot %s the .%s state space", c->md.base, load ? "read" : "write", nr_space_names[sp]);
    for (k = 0; k < vec; k++) {
        popnd *e = vec > 1 ? &data->elems[k] : data;
        if (load) {
            if (e->kind == OP_SINK) slots[k] = new_scratch(PS, 64);
            else if (dst_slot(PS, e, ty, 1, &slots[k])) return -1;
        } else {
            if (src_slot(PS, e, ty, 1, &slots[k])) return -1;
        }
    }
    in = emit_main(PS, op);
    in->o[0] = base;
    in->imm = imm;
    for (k = 0; k < vec; k++) in->o[1 + k] = slots[k];
    in->sub = (uint8_t)eb;
    in->sub2 = (uint8_t)vec;
    in->ty = (uint8_t)ty;
    in->sh = (uint8_t)(64 - 8 * eb);
    in->mask = width_mask(8 * eb);
    if (load) {
        popnd *e = vec > 1 ? &data->elems[0] : data;
        int rb = e->kind == OP_REG ? ptx_type_bits(e->sym->ty) : 8 * eb;
        if (ptx_type_is_signed(ty) && rb > 8 * eb) in->flags |= PF_SIGNED;
        in->mask = width_mask(rb);
    }
    return 0;
}

/* ---- cvta / isspacep */
static int d_cvta(dctx *c) {
    int to = has(&c->md, "to"), sp = take_space(&c->md), ty;
    uint32_t d, a;
    pinsn *in;
    NOPS(2, 2);
    if (sp == NR_GENERIC) return perr(PS, c->t, "cvta needs a state space");
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    if (ty != PT_U32 && ty != PT_U64) return perr(PS, c->t, "cvta takes .u32 or .u64");
    if (OPS[1]->kind == OP_SYM && OPS[1]->sym && OPS[1]->sym->kind != SY_LOCALVAR) {
        /* cvta.space d, var: the variable's generic address */
        uint64_t av;
        int dyn;
        if (to) return perr(PS, OPS[1]->tok, "cvta.to takes a register");
        if (sym_addr(PS, OPS[1], OPS[1]->sym, sp, &av, &dyn)) return -1;
        av = nr_cvta_from((nr_space)sp, av + (uint64_t)OPS[1]->off);
        if (dst_slot(PS, OPS[0], ty, 0, &d)) return -1;
        in = emit_main(PS, POP_MOV);
        in->o[0] = d;
        if (dyn) {
            in->o[1] = new_scratch(PS, 64);
            PS->tmpl[in->o[1]] = av;
            add_fix(PS, FIX_SLOT, in->o[1]);
        } else {
            in->o[1] = const_slot(PS, av);
        }
        set_width(in, ptx_type_bits(ty));
        return 0;
    }
    if (src_slot(PS, OPS[1], OPS[1]->kind == OP_REG ? OPS[1]->sym->ty : ty, 0, &a)) return -1;
    if (dst_slot(PS, OPS[0], ty, 0, &d)) return -1;
    in = emit_main(PS, to ? POP_CVTA_TO : POP_CVTA_FROM);
    in->o[0] = d;
    in->o[1] = a;
    in->sub = (uint8_t)sp;
    set_width(in, ptx_type_bits(ty));
    return 0;
}

static int d_isspacep(dctx *c) {
    int sp = take_space(&c->md);
    uint32_t d, a;
    pinsn *in;
    NOPS(2, 2);
    CHECK_USED();
    if (sp == NR_GENERIC) return perr(PS, c->t, "isspacep needs a state space");
    if (dst_slot(PS, OPS[0], PT_PRED, 0, &d)) return -1;
    if (src_slot(PS, OPS[1], PT_U64, 0, &a)) return -1;
    in = emit_main(PS, POP_ISSPACEP);
    in->o[0] = d;
    in->o[1] = a;
    in->sub = (uint8_t)sp;
    return 0;
}

/* ---- atom / red */
static int d_atom(dctx *c, int is_red) {
    int sp, op = -1, ty, nv, hint;
    uint32_t base, d, b, cc = 2;
    int64_t imm;
    int kind, k;
    pinsn *in;
    static const struct { const char *n; int op; } aops[] = {
        {"add", AT_ADD}, {"min", AT_MIN}, {"max", AT_MAX}, {"inc", AT_INC}, {"dec", AT_DEC}, {"and", AT_AND},
        {"or", AT_OR}, {"xor", AT_XOR}, {"exch", AT_EXCH}, {"cas", AT_CAS}, {NULL, 0}};
    hint = has(&c->md, "L2::cache_hint");
    take_mem_mods(&c->md);
    sp = take_space(&c->md);
    for (k = 0; aops[k].n; k++) if (has(&c->md, aops[k].n)) { op = aops[k].op; break; }
    if (op < 0) return perr(PS, c->t, "'%s' needs an operation (.add, .cas, ...)", c->md.base);
    if (has(&c->md, "v2") || has(&c->md, "v4") || has(&c->md, "v8")) return perr(PS, c->t, "unsupported: vector atomics");
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    nv = (is_red ? 2 : 3) + (op == AT_CAS) + hint;
    NOPS(nv, nv);
    if (sp != NR_GLOBAL && sp != NR_SHARED && sp != NR_GENERIC) return perr(PS, c->t, "atomics work on .global, .shared or generic addresses");
    if (ty == PT_B128) {
        /* PTX ISA (sm_90): atom .cas/.exch .b128 only; a separate op because the operands are
         * register pairs and the access is 16 bytes */
        uint32_t q[3];
        if (is_red || (op != AT_CAS && op != AT_EXCH)) return perr(PS, c->t, ".b128 atomics are only atom .cas and .exch");
        if (addr_opnd(PS, OPS[1], sp, &base, &imm, &kind)) return -1;
        if (kind != AK_MEM) return perr(PS, OPS[1]->tok, "atomics cannot address .param variables");
        if (dst128(c, OPS[0], &q[0]) || src128(c, OPS[2], &q[1])) return -1;
        q[2] = q[1];
        if (op == AT_CAS && src128(c, OPS[3], &q[2])) return -1;
        in = emit_main(PS, POP_ATOM128);
        in->o[0] = q[0];
        in->o[1] = base;
        in->o[2] = q[1];
        in->o[3] = q[2];
        in->imm = imm;
        in->sub = (uint8_t)op;
        in->sub2 = (uint8_t)sp;
        in->ty = PT_B128;
        return 0;
    }
    switch (ty) {
    case PT_B32: case PT_B64: case PT_U32: case PT_U64: case PT_S32: case PT_S64: case PT_F32: case PT_F64:
    case PT_F16: case PT_F16X2: case PT_BF16: case PT_BF16X2: case PT_B16: break;
    default: return perr(PS, c->t, "unsupported atomic type .%s", tyname(ty));
    }
    if (ptx_type_is_float(ty) && op != AT_ADD && op != AT_MIN && op != AT_MAX && op != AT_EXCH)
        return perr(PS, c->t, "atomic .%s is not defined for .%s", aops[op].n, tyname(ty));
    if (ty == PT_B16 && op != AT_CAS) return perr(PS, c->t, "16-bit atomics are only defined for .cas");
    if ((op == AT_AND || op == AT_OR || op == AT_XOR || op == AT_EXCH || op == AT_CAS) && ptx_type_is_signed(ty))
        return perr(PS, c->t, "atomic .%s takes a bit-size type", aops[op].n);
    k = is_red ? 0 : 1;
    if (addr_opnd(PS, OPS[k], sp, &base, &imm, &kind)) return -1;
    if (kind != AK_MEM) return perr(PS, OPS[k]->tok, "atomics cannot address .param variables");
    if (is_red) d = new_scratch(PS, ptx_type_bits(ty));
    else if (dst_slot(PS, OPS[0], ty, 0, &d)) return -1;
    if (src_slot(PS, OPS[k + 1], ty, 0, &b)) return -1;
    if (op == AT_CAS && src_slot(PS, OPS[k + 2], ty, 0, &cc)) return -1;
    in = emit_main(PS, POP_ATOM);
    in->o[0] = d;
    in->o[1] = base;
    in->o[2] = b;
    in->o[3] = cc;
    in->imm = imm;
    in->sub = (uint8_t)op;
    in->sub2 = (uint8_t)sp;
    in->ty = (uint8_t)ty;
    if (ptx_type_is_signed(ty)) in->flags |= PF_SIGNED;
    set_width(in, ptx_type_bits(ty));
    return 0;
}

/* ---- control */
static int d_bra(dctx *c) {
    pinsn *in;
    has(&c->md, "uni");
    CHECK_USED();
    NOPS(1, 1);
    if (OPS[0]->kind != OP_SYM || (OPS[0]->sym && OPS[0]->sym->kind != SY_LABEL))
        return perr(PS, OPS[0]->tok, "bra needs a label");
    in = emit_main(PS, POP_BRA);
    (void)in;
    return label_ref(PS, OPS[0]->tok);
}

static int d_brx(dctx *c) {
    uint32_t idx;
    pinsn *in;
    if (!has(&c->md, "idx")) return perr(PS, c->t, "brx needs .idx");
    has(&c->md, "uni");
    CHECK_USED();
    NOPS(2, 2);
    if (src_slot(PS, OPS[0], PT_U32, 0, &idx)) return -1;
    if (OPS[1]->kind != OP_SYM || !OPS[1]->sym || OPS[1]->sym->kind != SY_BRTAB)
        return perr(PS, OPS[1]->tok, "brx.idx needs a .branchtargets list");
    in = emit_main(PS, POP_BRX);
    in->o[0] = idx;
    in->imm = (int64_t)OPS[1]->sym->addr;
    return 0;
}

static int call_arg(pstate *ps, popnd *o, pcallarg *a, int is_ret) {
    memset(a, 0, sizeof *a);
    if (o->kind == OP_SYM && o->sym && o->sym->kind == SY_FORMALPARAM)
        return perr(ps, o->tok, "unsupported: passing the function's own parameter '%.*s' to a call", (int)o->sym->len, o->sym->name);
    if (o->kind == OP_SYM && o->sym && o->sym->kind == SY_PARAMVAR) {
        a->off = (uint32_t)o->sym->addr;
        a->size = (uint32_t)o->sym->size;
        return 0;
    }
    if (o->kind == OP_REG) {
        a->is_reg = 1;
        a->off = o->sym->slot;
        a->size = (uint32_t)(ptx_type_bits(o->sym->ty) + 7) / 8;
        return 0;
    }
    if (!is_ret && (o->kind == OP_IMM || o->kind == OP_FIMM)) {
        uint64_t v = o->kind == OP_IMM ? o->ival : (o->fbits ? o->ival : fp_bits64(o->fval));
        a->is_reg = 1;
        a->off = const_slot(ps, v);
        a->size = 8;
        return 0;
    }
    if (o->kind == OP_SYM && !o->sym) return perr(ps, o->tok, "undeclared identifier '%.*s'", (int)o->tok->len, o->tok->s);
    return perr(ps, o->tok, "a call argument must be a .param variable or a register");
}

/* call{.uni} [(rets),] target [, (args)] [, proto]; parsed by hand. */
static int d_call(dctx *c) {
    pstate *ps = PS;
    popnd *rets[32], *args[64], *target, *proto = NULL;
    int nrets = 0, nargs = 0, k;
    pcallsite *cs;
    pinsn *in;
    has(&c->md, "uni");
    CHECK_USED();
    if (is_p(tk(ps), '(')) {
        ps->i++;
        while (!is_p(tk(ps), ')')) {
            if (nrets >= 32) return perr(ps, tk(ps), "too many return values");
            rets[nrets] = new_opnd(ps);
            if (!rets[nrets] || parse_simple(ps, rets[nrets])) return perr(ps, tk(ps), "bad call return operand");
            nrets++;
            if (is_p(tk(ps), ',')) ps->i++;
            else if (!is_p(tk(ps), ')')) return perr(ps, tk(ps), "expected ',' or ')'");
        }
        ps->i++;
        if (!is_p(tk(ps), ',')) return perr(ps, tk(ps), "expected ',' after the call's return list");
        ps->i++;
    }
    target = new_opnd(ps);
    if (!target || parse_simple(ps, target)) return -1;
    if (is_p(tk(ps), ',')) {
        ps->i++;
        if (is_p(tk(ps), '(')) {
            ps->i++;
            while (!is_p(tk(ps), ')')) {
                if (nargs >= 64) return perr(ps, tk(ps), "too many call arguments");
                args[nargs] = new_opnd(ps);
                if (!args[nargs] || parse_simple(ps, args[nargs])) return -1;
                nargs++;
                if (is_p(tk(ps), ',')) ps->i++;
                else if (!is_p(tk(ps), ')')) return perr(ps, tk(ps), "expected ',' or ')' in the argument list");
            }
            ps->i++;
            if (is_p(tk(ps), ',')) {
                ps->i++;
                proto = new_opnd(ps);
                if (!proto || parse_simple(ps, proto)) return -1;
            }
        } else {
            proto = new_opnd(ps);
            if (!proto || parse_simple(ps, proto)) return -1;
        }
    }
    if (!is_p(tk(ps), ';')) return perr(ps, tk(ps), "expected ';' after the call");
    ps->i++;
    GROW_CALLS:
    if (ps->M->ncalls >= ps->M->capcalls) {
        ps->M->capcalls = ps->M->capcalls ? ps->M->capcalls * 2 : 16;
        ps->M->calls = (pcallsite *)realloc(ps->M->calls, (size_t)ps->M->capcalls * sizeof *ps->M->calls);
        goto GROW_CALLS;
    }
    cs = &ps->M->calls[ps->M->ncalls];
    memset(cs, 0, sizeof *cs);
    cs->caller = ps->fidx;
    cs->proto = -1;
    if (target->kind == OP_SYM && target->sym && target->sym->kind == SY_FUNC) {
        cs->callee = (int)target->sym->addr;
    } else if (target->kind == OP_REG) {
        if (ptx_type_bits(target->sym->ty) != 64) return perr(ps, target->tok, "an indirect call needs a 64-bit register");
        cs->callee = -1;
        cs->fslot = target->sym->slot;
        if (!proto || proto->kind != OP_SYM || !proto->sym || (proto->sym->kind != SY_PROTO && proto->sym->kind != SY_FUNC))
            return perr(ps, target->tok, "an indirect call needs a .callprototype or a list of call targets");
        if (proto->sym->kind == SY_PROTO) cs->proto = (int)proto->sym->addr;
    } else if (target->kind == OP_SYM && !target->sym) {
        return perr(ps, target->tok, "call to undeclared function '%.*s'", (int)target->tok->len, target->tok->s);
    } else {
        return perr(ps, target->tok, "bad call target");
    }
    cs->nargs = nargs;
    cs->nrets = nrets;
    cs->args = (pcallarg *)calloc((size_t)nargs + 1, sizeof *cs->args);
    cs->rets = (pcallarg *)calloc((size_t)nrets + 1, sizeof *cs->rets);
    ps->M->ncalls++;
    for (k = 0; k < nargs; k++) if (call_arg(ps, args[k], &cs->args[k], 0)) return -1;
    for (k = 0; k < nrets; k++) if (call_arg(ps, rets[k], &cs->rets[k], 1)) return -1;
    if (cs->callee >= 0) {
        pfunc *F = &ps->M->funcs[cs->callee];
        if (F->is_kernel) return perr(ps, target->tok, "cannot call the kernel '%s'", F->name);
    }
    in = emit_main(ps, POP_CALL);
    in->imm = ps->M->ncalls - 1;
    return 0;
}

static int d_simple(dctx *c, int op) {
    has(&c->md, "uni");
    CHECK_USED();
    NOPS(0, 0);
    emit_main(PS, op);
    return 0;
}

static int d_nop(dctx *c, int maxops) {
    /* membar, fence, prefetch, nanosleep, pmevent, ...: no effect in the emulator */
    int k;
    c->md.used = ~0u;
    if (c->n > maxops) return perr(PS, c->t, "too many operands for '%s'", c->md.base);
    for (k = 0; k < c->n; k++) {
        uint32_t s;
        if (OPS[k]->kind == OP_REG || OPS[k]->kind == OP_ADDR) continue;
        if (OPS[k]->kind == OP_IMM) continue;
        if (OPS[k]->kind == OP_SYM && OPS[k]->sym) continue;
        if (src_slot(PS, OPS[k], PT_U32, 0, &s)) return -1;
    }
    return 0;
}

/* ---- barriers */
static int d_bar(dctx *c, int is_barrier) {
    int kind, redop = NR_BARRED_NONE, ty = PT_NONE, k = 0;
    uint32_t id, cnt = 2, pred = 2, d = 2;
    pinsn *in;
    has(&c->md, "cta");
    has(&c->md, "aligned");
    if (has(&c->md, "sync")) kind = 0;
    else if (has(&c->md, "arrive")) kind = 1;
    else if (has(&c->md, "red")) kind = 2;
    else if (!is_barrier && c->md.n == 0) kind = 0; /* bar 0 == bar.sync */
    else return perr(PS, c->t, "'%s' needs .sync, .arrive or .red", c->md.base);
    has(&c->md, "aligned");
    if (kind == 2) {
        if (has(&c->md, "popc")) redop = NR_BARRED_POPC;
        else if (has(&c->md, "and")) redop = NR_BARRED_AND;
        else if (has(&c->md, "or")) redop = NR_BARRED_OR;
        else return perr(PS, c->t, "bar.red needs .popc, .and or .or");
        if (one_type(c, &ty)) return -1;
        if ((redop == NR_BARRED_POPC) != (ty == PT_U32)) return perr(PS, c->t, "bar.red.popc takes .u32; .and/.or take .pred");
        if (redop != NR_BARRED_POPC && ty != PT_PRED) return perr(PS, c->t, "bar.red.and/.or take .pred");
    }
    CHECK_USED();
    if (kind == 2) {
        NOPS(3, 4);
        if (dst_slot(PS, OPS[0], ty, 0, &d)) return -1;
        k = 1;
        if (src_slot(PS, OPS[k], PT_U32, 0, &id)) return -1;
        if (c->n == 4 && src_slot(PS, OPS[k + 1], PT_U32, 0, &cnt)) return -1;
        if (src_slot(PS, OPS[c->n - 1], PT_PRED, 0, &pred)) return -1;
    } else {
        NOPS(kind == 1 ? 2 : 1, 2);
        if (src_slot(PS, OPS[0], PT_U32, 0, &id)) return -1;
        if (c->n == 2 && src_slot(PS, OPS[1], PT_U32, 0, &cnt)) return -1;
    }
    in = emit_main(PS, POP_BAR);
    in->sub = (uint8_t)kind;
    in->sub2 = (uint8_t)redop;
    in->o[0] = id;
    in->o[1] = cnt;
    in->o[2] = pred;
    in->o[3] = d;
    in->ty = (uint8_t)ty;
    return 0;
}

static int d_barwarp(dctx *c) {
    uint32_t m;
    pinsn *in;
    CHECK_USED();
    NOPS(1, 1);
    if (src_slot(PS, OPS[0], PT_B32, 0, &m)) return -1;
    in = emit_main(PS, POP_WARPSYNC);
    in->o[0] = m;
    return 0;
}

/* ---- warp collectives */
static int d_shfl(dctx *c) {
    int mode, sync = has(&c->md, "sync"), ty;
    uint32_t d, p, a, b, cc, m;
    pinsn *in;
    if (has(&c->md, "up")) mode = NR_SHFL_UP;
    else if (has(&c->md, "down")) mode = NR_SHFL_DOWN;
    else if (has(&c->md, "bfly")) mode = NR_SHFL_BFLY;
    else if (has(&c->md, "idx")) mode = NR_SHFL_IDX;
    else return perr(PS, c->t, "shfl needs .up, .down, .bfly or .idx");
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    if (ty != PT_B32) return perr(PS, c->t, "shfl takes .b32");
    NOPS(sync ? 5 : 4, sync ? 5 : 4);
    if (dst_slot(PS, OPS[0], PT_B32, 0, &d)) return -1;
    if (OPS[0]->pair) { if (dst_slot(PS, OPS[0]->pair, PT_PRED, 0, &p)) return -1; }
    else p = new_scratch(PS, 1);
    if (src_slot(PS, OPS[1], PT_B32, 0, &a) || src_slot(PS, OPS[2], PT_B32, 0, &b) || src_slot(PS, OPS[3], PT_B32, 0, &cc)) return -1;
    if (sync) { if (src_slot(PS, OPS[4], PT_B32, 0, &m)) return -1; }
    else m = const_slot(PS, 0xffffffffULL);
    in = emit_main(PS, POP_SHFL);
    in->o[0] = d; in->o[1] = p; in->o[2] = a; in->o[3] = b; in->o[4] = cc; in->o[5] = m;
    in->sub = (uint8_t)mode;
    return 0;
}

static int d_vote(dctx *c) {
    int mode, sync = has(&c->md, "sync"), ty;
    uint32_t d, a, m;
    pinsn *in;
    if (has(&c->md, "all")) mode = NR_VOTE_ALL;
    else if (has(&c->md, "any")) mode = NR_VOTE_ANY;
    else if (has(&c->md, "uni")) mode = NR_VOTE_UNI;
    else if (has(&c->md, "ballot")) mode = NR_VOTE_BALLOT;
    else return perr(PS, c->t, "vote needs .all, .any, .uni or .ballot");
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    if ((mode == NR_VOTE_BALLOT) != (ty == PT_B32) || (mode != NR_VOTE_BALLOT && ty != PT_PRED))
        return perr(PS, c->t, "vote.ballot takes .b32; vote.all/.any/.uni take .pred");
    NOPS(sync ? 3 : 2, sync ? 3 : 2);
    if (dst_slot(PS, OPS[0], ty, 0, &d) || src_slot(PS, OPS[1], PT_PRED, 0, &a)) return -1;
    if (sync) { if (src_slot(PS, OPS[2], PT_B32, 0, &m)) return -1; }
    else m = const_slot(PS, 0xffffffffULL);
    in = emit_main(PS, POP_VOTE);
    in->o[0] = d; in->o[1] = a; in->o[2] = m;
    in->sub = (uint8_t)mode;
    return 0;
}

static int d_match(dctx *c) {
    int mode, ty;
    uint32_t d, p, a, m;
    pinsn *in;
    if (has(&c->md, "any")) mode = NR_MATCH_ANY;
    else if (has(&c->md, "all")) mode = NR_MATCH_ALL;
    else return perr(PS, c->t, "match needs .any or .all");
    if (!has(&c->md, "sync")) return perr(PS, c->t, "match needs .sync");
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    if (ty != PT_B32 && ty != PT_B64) return perr(PS, c->t, "match takes .b32 or .b64");
    NOPS(3, 3);
    if (dst_slot(PS, OPS[0], PT_B32, 0, &d)) return -1;
    if (OPS[0]->pair) {
        if (mode != NR_MATCH_ALL) return perr(PS, OPS[0]->tok, "only match.all has a predicate result");
        if (dst_slot(PS, OPS[0]->pair, PT_PRED, 0, &p)) return -1;
    } else {
        p = new_scratch(PS, 1);
    }
    if (src_slot(PS, OPS[1], ty, 0, &a) || src_slot(PS, OPS[2], PT_B32, 0, &m)) return -1;
    in = emit_main(PS, POP_MATCH);
    in->o[0] = d; in->o[1] = p; in->o[2] = a; in->o[3] = m;
    in->sub = (uint8_t)mode;
    in->ty = (uint8_t)ty;
    return 0;
}

static int d_redux(dctx *c) {
    int op, ty;
    uint32_t d, a, m;
    pinsn *in;
    if (!has(&c->md, "sync")) return perr(PS, c->t, "redux needs .sync");
    if (has(&c->md, "add")) op = NR_REDUX_ADD;
    else if (has(&c->md, "min")) op = NR_REDUX_MIN_U;
    else if (has(&c->md, "max")) op = NR_REDUX_MAX_U;
    else if (has(&c->md, "and")) op = NR_REDUX_AND;
    else if (has(&c->md, "or")) op = NR_REDUX_OR;
    else if (has(&c->md, "xor")) op = NR_REDUX_XOR;
    else return perr(PS, c->t, "redux needs an operation");
    if (one_type(c, &ty)) return -1;
    if (ty == PT_F32) {
        int ab = has(&c->md, "abs"), nan = has(&c->md, "NaN");
        if (op != NR_REDUX_MIN_U && op != NR_REDUX_MAX_U) return perr(PS, c->t, "redux.sync .f32 takes .min or .max");
        op = NR_REDUX_FMIN + (op == NR_REDUX_MAX_U) + 2 * ab + 4 * nan;
    }
    CHECK_USED();
    if (op >= NR_REDUX_FMIN) {
        /* .f32 min / max, checked above */
    } else if (op == NR_REDUX_AND || op == NR_REDUX_OR || op == NR_REDUX_XOR) {
        if (ty != PT_B32) return perr(PS, c->t, "redux.sync bitwise operations take .b32");
    } else {
        if (ty != PT_U32 && ty != PT_S32) return perr(PS, c->t, "unsupported: redux.sync on .%s", tyname(ty));
        if (ty == PT_S32 && op == NR_REDUX_MIN_U) op = NR_REDUX_MIN_S;
        if (ty == PT_S32 && op == NR_REDUX_MAX_U) op = NR_REDUX_MAX_S;
    }
    NOPS(3, 3);
    if (dst_slot(PS, OPS[0], ty, 0, &d) || src_slot(PS, OPS[1], ty, 0, &a) || src_slot(PS, OPS[2], PT_B32, 0, &m)) return -1;
    in = emit_main(PS, POP_REDUX);
    in->o[0] = d; in->o[1] = a; in->o[2] = m;
    in->sub = (uint8_t)op;
    return 0;
}

static int d_activemask(dctx *c) {
    int ty;
    uint32_t d;
    pinsn *in;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(1, 1);
    if (ty != PT_B32 || dst_slot(PS, OPS[0], PT_B32, 0, &d)) return perr(PS, c->t, "activemask takes .b32 and a register");
    in = emit_main(PS, POP_ACTIVEMASK);
    in->o[0] = d;
    return 0;
}

static int d_elect(dctx *c) {
    uint32_t d, p, m;
    pinsn *in;
    if (!has(&c->md, "sync")) return perr(PS, c->t, "elect needs .sync");
    CHECK_USED();
    NOPS(2, 2);
    if (dst_slot(PS, OPS[0], PT_B32, 0, &d)) return -1;
    if (!OPS[0]->pair) return perr(PS, OPS[0]->tok, "elect.sync needs d|p");
    if (dst_slot(PS, OPS[0]->pair, PT_PRED, 0, &p) || src_slot(PS, OPS[1], PT_B32, 0, &m)) return -1;
    in = emit_main(PS, POP_ELECT);
    in->o[0] = d; in->o[1] = p; in->o[2] = m;
    return 0;
}

/* ---- generic "d, a, b, c" helper */
static int operands(dctx *c, pinsn **out, int op, int dty, const int *sty, int nsrc) {
    uint32_t s[5], d;
    int k;
    pinsn *in;
    for (k = 0; k < nsrc; k++) if (src_slot(PS, OPS[1 + k], sty[k], 0, &s[k])) return -1;
    if (dst_slot(PS, OPS[0], dty, 0, &d)) return -1;
    in = emit_main(PS, op);
    in->o[0] = d;
    for (k = 0; k < nsrc; k++) in->o[1 + k] = s[k];
    set_width(in, ptx_type_bits(dty));
    *out = in;
    return 0;
}

static int is_int_ty(int ty) { return ptx_type_is_int(ty); }
static int is_half_ty(int ty) { return ty == PT_F16 || ty == PT_F16X2 || ty == PT_BF16 || ty == PT_BF16X2; }

/* ---- floating point */
/* aty: the type of source a, ty's except in the mixed-precision forms (sm_100, PTX ISA
 * 8.6) add/sub{.rnd}{.sat}.f32.atype d, a, c with a .f16/.bf16, which is converted to .f32
 * (exactly) before the .f32 operation */
static int d_farith(dctx *c, int sub, int nsrc, int ty, int aty) {
    int rnd = take_rnd(&c->md), ftz = has(&c->md, "ftz"), sat = has(&c->md, "sat"), relu = has(&c->md, "relu");
    int approx = has(&c->md, "approx"), full = has(&c->md, "full"), op = POP_FARITH;
    int tys[3];
    pinsn *in;
    has(&c->md, "oob");
    CHECK_USED();
    NOPS(1 + nsrc, 1 + nsrc);
    if (sub == FA_DIV) {
        if (ty == PT_F32 && approx) sub = FA_DIVAPPROX;
        else if (ty == PT_F32 && full) sub = FA_DIVFULL;
        else if (approx || full) return perr(PS, c->t, "div.approx/.full apply to .f32 only");
        else if (rnd < 0) {
            if (ty == PT_F32 && (PS->M->version_major > 1 || PS->M->version_minor >= 4))
                return perr(PS, c->t, "div.f32 needs .approx, .full or a rounding modifier");
            rnd = FP_RN;
        }
    } else if (approx || full) {
        return perr(PS, c->t, "'%s' has no .approx/.full form", c->md.base);
    }
    if (rnd < 0) rnd = FP_RN;
    if (rnd == FP_RNA) return perr(PS, c->t, ".rna is not a rounding mode of '%s'", c->md.base);
    if (ftz && ty != PT_F32 && ty != PT_F16 && ty != PT_F16X2) return perr(PS, c->t, ".ftz applies to .f32/.f16 only");
    if (sat && (ty == PT_F64 || ty == PT_BF16 || ty == PT_BF16X2)) return perr(PS, c->t, ".sat is not defined for .%s", tyname(ty));
    if (relu && !is_half_ty(ty)) return perr(PS, c->t, ".relu applies to half types only");
    tys[0] = tys[1] = tys[2] = ty;
    if (aty != ty) {
        if (ty != PT_F32 || (aty != PT_F16 && aty != PT_BF16) || (sub != FA_ADD && sub != FA_SUB))
            return perr(PS, c->t, "'%s' has no mixed-precision form .%s.%s", c->md.base, tyname(ty), tyname(aty));
        if (ftz || relu) return perr(PS, c->t, "the mixed-precision '%s' takes no .ftz/.relu", c->md.base);
        tys[0] = aty;
        op = POP_FARITH;
    }
    if (aty == ty && ty == PT_F32 && rnd == FP_RN && !ftz && !sat) {
        if (sub == FA_ADD) op = POP_FADD32;
        else if (sub == FA_MUL) op = POP_FMUL32;
        else if (sub == FA_FMA) op = POP_FFMA32;
    } else if (ty == PT_F64 && rnd == FP_RN) {
        if (sub == FA_ADD) op = POP_FADD64;
        else if (sub == FA_MUL) op = POP_FMUL64;
        else if (sub == FA_FMA) op = POP_FFMA64;
    }
    if (operands(c, &in, op, ty, tys, nsrc)) return -1;
    in->sub = (uint8_t)sub;
    in->ty = (uint8_t)ty;
    in->rnd = (uint8_t)rnd;
    in->flags = (uint8_t)((ftz ? PF_FTZ : 0) | (sat ? PF_SAT : 0) | (relu ? PF_RELU : 0));
    in->ty2 = (uint8_t)(aty != ty ? aty : PT_NONE);
    return 0;
}

static int d_funary(dctx *c, int sub, int ty) {
    int rnd = take_rnd(&c->md), ftz = has(&c->md, "ftz"), approx = has(&c->md, "approx"), sat = 0;
    int tys[1];
    pinsn *in;
    CHECK_USED();
    NOPS(2, 2);
    tys[0] = ty;
    switch (sub) {
    case FU_RCP:
        if (approx) {
            if (ty == PT_F64) { if (!ftz) return perr(PS, c->t, "rcp.approx.f64 needs .ftz"); sub = FU_RCPAPPROX64; }
            else sub = FU_RCPAPPROX;
        } else if (rnd < 0) return perr(PS, c->t, "rcp needs .approx or a rounding modifier");
        break;
    case FU_SQRT:
        if (approx) { if (ty != PT_F32) return perr(PS, c->t, "sqrt.approx is .f32 only"); sub = FU_SQRTAPPROX; }
        else if (rnd < 0) return perr(PS, c->t, "sqrt needs .approx or a rounding modifier");
        break;
    case FU_RSQRT:
        if (!approx) return perr(PS, c->t, "rsqrt needs .approx");
        if (ty == PT_F64 && ftz) sub = FU_RSQRT64FTZ;
        break;
    case FU_EX2: case FU_LG2: case FU_SIN: case FU_COS: case FU_TANH:
        if (!approx) return perr(PS, c->t, "'%s' needs .approx", c->md.base);
        if ((sub == FU_LG2 || sub == FU_SIN || sub == FU_COS) && ty != PT_F32) return perr(PS, c->t, "'%s' is .f32 only", c->md.base);
        if (sub == FU_EX2 && ty == PT_F64) return perr(PS, c->t, "ex2 has no .f64 form");
        if (sub == FU_TANH && ty == PT_F64) return perr(PS, c->t, "tanh has no .f64 form");
        break;
    default:
        if (approx || rnd >= 0) return perr(PS, c->t, "'%s' takes no rounding modifier", c->md.base);
        break;
    }
    if (rnd < 0) rnd = FP_RN;
    if (operands(c, &in, POP_FUNARY, ty, tys, 1)) return -1;
    in->sub = (uint8_t)sub;
    in->ty = (uint8_t)ty;
    in->rnd = (uint8_t)rnd;
    in->flags = (uint8_t)((ftz ? PF_FTZ : 0) | (sat ? PF_SAT : 0));
    return 0;
}

/* ---- integer helpers */
static int d_int3(dctx *c, int op, int ty, int nsrc, const int *stys) {
    pinsn *in;
    int tys[3];
    int k;
    for (k = 0; k < nsrc; k++) tys[k] = stys ? stys[k] : ty;
    if (operands(c, &in, op, ty, tys, nsrc)) return -1;
    in->ty = (uint8_t)ty;
    if (ptx_type_is_signed(ty)) in->flags |= PF_SIGNED;
    return 0;
}

static int d_addsub(dctx *c, int is_sub) {
    int ty, sat, cc, tys[4], k = take_types(&c->md, tys, 4);
    pinsn *in;
    if (k == 2 && tys[0] == PT_F32 && (tys[1] == PT_F16 || tys[1] == PT_BF16))
        return d_farith(c, is_sub ? FA_SUB : FA_ADD, 2, PT_F32, tys[1]);
    if (k != 1) return perr(PS, c->t, k ? "'%s' takes one type" : "'%s' needs a type", c->md.base);
    ty = tys[0];
    if (ptx_type_is_float(ty)) return d_farith(c, is_sub ? FA_SUB : FA_ADD, 2, ty, ty);
    if (ty == PT_U16X2 || ty == PT_S16X2) {
        sat = has(&c->md, "sat");
        CHECK_USED();
        NOPS(3, 3);
        if (d_int3(c, POP_SIMD2, ty, 2, NULL)) return -1;
        in = &PS->code[PS->ncode - 1];
        in->sub = (uint8_t)(is_sub ? S2_SUB : S2_ADD);
        if (sat) in->flags |= PF_SAT;
        return 0;
    }
    sat = has(&c->md, "sat");
    cc = has(&c->md, "cc");
    CHECK_USED();
    NOPS(3, 3);
    if (!is_int_ty(ty) || ty == PT_PRED) return perr(PS, c->t, "bad type .%s for '%s'", tyname(ty), c->md.base);
    if (sat && ty != PT_S32) return perr(PS, c->t, "%s.sat is defined for .s32 only", c->md.base);
    if (cc && ptx_type_bits(ty) < 32) return perr(PS, c->t, "%s.cc needs a 32- or 64-bit type", c->md.base);
    tys[0] = tys[1] = ty;
    if (d_int3(c, sat ? (is_sub ? POP_SUBSAT : POP_ADDSAT) : cc ? (is_sub ? POP_SUBCC : POP_ADDCC) : (is_sub ? POP_SUB : POP_ADD), ty, 2, tys)) return -1;
    in = &PS->code[PS->ncode - 1];
    if (cc) in->flags |= PF_CC;
    return 0;
}

static int d_addsubc(dctx *c, int is_sub) {
    int ty, cc = has(&c->md, "cc");
    pinsn *in;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(3, 3);
    if (ptx_type_bits(ty) < 32 || !is_int_ty(ty)) return perr(PS, c->t, "'%s' needs a 32- or 64-bit integer type", c->md.base);
    if (d_int3(c, is_sub ? POP_SUBCC : POP_ADDCC, ty, 2, NULL)) return -1;
    in = &PS->code[PS->ncode - 1];
    in->flags |= PF_CIN | (cc ? PF_CC : 0);
    return 0;
}

static int d_mulmad(dctx *c, int is_mad) {
    int ty, hi, lo, wide, sat, cc;
    pinsn *in;
    int tys[3];
    if (one_type(c, &ty)) return -1;
    if (ptx_type_is_float(ty)) {
        if (is_mad) {
            if (take_rnd(&c->md) < 0 && ty == PT_F64) return perr(PS, c->t, "mad.f64 needs a rounding modifier");
            /* mad.rnd.f32 is fma.rnd.f32; re-read the rounding mode from the token */
            c->md.used = 0;
            {
                int t2[2];
                take_types(&c->md, t2, 2);
            }
            return d_farith(c, FA_FMA, 3, ty, ty);
        }
        return d_farith(c, FA_MUL, 2, ty, ty);
    }
    hi = has(&c->md, "hi");
    lo = has(&c->md, "lo");
    wide = has(&c->md, "wide");
    sat = has(&c->md, "sat");
    cc = has(&c->md, "cc");
    CHECK_USED();
    NOPS(is_mad ? 4 : 3, is_mad ? 4 : 3);
    if (!is_int_ty(ty) || ptx_type_bits(ty) < 16 || ty == PT_PRED) return perr(PS, c->t, "bad type .%s for '%s'", tyname(ty), c->md.base);
    if (hi + lo + wide > 1) return perr(PS, c->t, "'%s' takes one of .hi, .lo, .wide", c->md.base);
    if (!hi && !lo && !wide) return perr(PS, c->t, "'%s' needs .hi, .lo or .wide", c->md.base);
    if (sat && !(is_mad && hi && ty == PT_S32)) return perr(PS, c->t, ".sat applies to mad.hi.s32 only");
    if (cc && !(is_mad && (lo || hi) && ptx_type_bits(ty) >= 32)) return perr(PS, c->t, ".cc applies to mad.lo/.hi on 32/64-bit types");
    if (wide) {
        int wt;
        if (ptx_type_bits(ty) > 32) return perr(PS, c->t, ".wide takes a 16- or 32-bit type");
        wt = ty == PT_U16 ? PT_U32 : ty == PT_S16 ? PT_S32 : ty == PT_U32 || ty == PT_B32 ? PT_U64 : ty == PT_S32 ? PT_S64 : PT_NONE;
        if (wt == PT_NONE) return perr(PS, c->t, "bad type for .wide");
        tys[0] = tys[1] = ty;
        tys[2] = wt;
        if (operands(c, &in, is_mad ? POP_MADWIDE : POP_MULWIDE, wt, tys, is_mad ? 3 : 2)) return -1;
        in->ty = (uint8_t)ty;
        in->sh = (uint8_t)(64 - ptx_type_bits(ty));
        in->mask = width_mask(2 * ptx_type_bits(ty));
        if (ptx_type_is_signed(ty)) in->flags |= PF_SIGNED;
        return 0;
    }
    if (d_int3(c, is_mad ? (sat ? POP_MADHISAT : cc ? POP_MADCC : hi ? POP_MADHI : POP_MADLO) : (hi ? POP_MULHI : POP_MULLO), ty,
               is_mad ? 3 : 2, NULL))
        return -1;
    in = &PS->code[PS->ncode - 1];
    if (cc) { in->flags |= PF_CC; in->sub = (uint8_t)hi; }
    return 0;
}

static int d_madc(dctx *c) {
    int ty, hi = has(&c->md, "hi"), lo = has(&c->md, "lo"), cc = has(&c->md, "cc");
    pinsn *in;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(4, 4);
    if (hi == lo) return perr(PS, c->t, "madc needs .hi or .lo");
    if (d_int3(c, POP_MADCC, ty, 3, NULL)) return -1;
    in = &PS->code[PS->ncode - 1];
    in->flags |= PF_CIN | (cc ? PF_CC : 0);
    in->sub = (uint8_t)hi;
    return 0;
}

static int d_24(dctx *c, int is_mad) {
    int ty, hi = has(&c->md, "hi"), lo = has(&c->md, "lo"), sat = has(&c->md, "sat");
    pinsn *in;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(is_mad ? 4 : 3, is_mad ? 4 : 3);
    if (ty != PT_U32 && ty != PT_S32) return perr(PS, c->t, "'%s' takes .u32 or .s32", c->md.base);
    if (hi == lo) return perr(PS, c->t, "'%s' needs .hi or .lo", c->md.base);
    if (sat && !(is_mad && hi && ty == PT_S32)) return perr(PS, c->t, ".sat applies to mad24.hi.s32 only");
    if (d_int3(c, is_mad ? POP_MAD24 : POP_MUL24, ty, is_mad ? 3 : 2, NULL)) return -1;
    in = &PS->code[PS->ncode - 1];
    in->sub = (uint8_t)hi;
    if (sat) in->flags |= PF_SAT;
    return 0;
}

static int d_intonly(dctx *c, int op, int nsrc, int minbits) {
    int ty;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(1 + nsrc, 1 + nsrc);
    if (!is_int_ty(ty) || ptx_type_bits(ty) < minbits) return perr(PS, c->t, "bad type .%s for '%s'", tyname(ty), c->md.base);
    return d_int3(c, op, ty, nsrc, NULL);
}

static int d_absneg(dctx *c, int is_neg) {
    int ty;
    if (one_type(c, &ty)) return -1;
    if (ptx_type_is_float(ty)) return d_funary(c, is_neg ? FU_NEG : FU_ABS, ty);
    CHECK_USED();
    NOPS(2, 2);
    if (!ptx_type_is_signed(ty) || ty == PT_S8) return perr(PS, c->t, "'%s' takes a signed integer type", c->md.base);
    return d_int3(c, is_neg ? POP_NEG : POP_ABS, ty, 1, NULL);
}

static int d_minmax(dctx *c, int is_max) {
    int ty, relu, nan, xs, abs_, ftz;
    pinsn *in;
    int tys[3];
    if (one_type(c, &ty)) return -1;
    relu = has(&c->md, "relu");
    nan = has(&c->md, "NaN");
    xs = has(&c->md, "xorsign");
    abs_ = has(&c->md, "abs");
    ftz = has(&c->md, "ftz");
    CHECK_USED();
    if (ptx_type_is_float(ty)) {
        if (relu) return perr(PS, c->t, ".relu is not defined for float min/max");
        if (xs && !abs_) return perr(PS, c->t, ".xorsign needs .abs");
        if (ftz && ty != PT_F32 && ty != PT_F16 && ty != PT_F16X2) return perr(PS, c->t, ".ftz applies to .f32/.f16 only");
        if (ty == PT_F64 && (nan || xs || abs_)) return perr(PS, c->t, "min/max.f64 takes no modifiers");
        NOPS(3, xs ? 3 : 4);
        if (c->n == 4 && ty != PT_F32) return perr(PS, c->t, "three-input min/max is .f32 only");
        tys[0] = tys[1] = tys[2] = ty;
        if (operands(c, &in, POP_FMINMAX, ty, tys, c->n - 1)) return -1;
        if (c->n == 3) in->o[3] = in->o[2];
        in->sub = (uint8_t)is_max;
        in->ty = (uint8_t)ty;
        in->flags = (uint8_t)((ftz ? PF_FTZ : 0) | (nan ? PF_NAN : 0) | (xs ? PF_XORSIGN : 0));
        in->sub2 = (uint8_t)abs_;
        return 0;
    }
    NOPS(3, 3);
    if (nan || xs || abs_ || ftz) return perr(PS, c->t, "integer min/max take no float modifiers");
    if (ty == PT_U16X2 || ty == PT_S16X2) {
        if (d_int3(c, POP_SIMD2, ty, 2, NULL)) return -1;
        in = &PS->code[PS->ncode - 1];
        in->sub = (uint8_t)(is_max ? S2_MAX : S2_MIN);
        if (relu) { if (ty != PT_S16X2) return perr(PS, c->t, ".relu needs .s16x2 or .s32"); in->flags |= PF_RELU; }
        return 0;
    }
    if (!is_int_ty(ty) || ptx_type_bits(ty) < 16) return perr(PS, c->t, "bad type .%s for '%s'", tyname(ty), c->md.base);
    if (relu && ty != PT_S32) return perr(PS, c->t, ".relu needs .s16x2 or .s32");
    if (d_int3(c, is_max ? POP_MAX : POP_MIN, ty, 2, NULL)) return -1;
    in = &PS->code[PS->ncode - 1];
    if (relu) in->flags |= PF_RELU;
    return 0;
}

static int d_bitcount(dctx *c, int op) {
    int ty, shiftamt = op == POP_BFIND && has(&c->md, "shiftamt");
    pinsn *in;
    int tys[1];
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(2, 2);
    if (op == POP_BFIND) {
        if (ty != PT_U32 && ty != PT_S32 && ty != PT_U64 && ty != PT_S64) return perr(PS, c->t, "bfind takes .u32/.s32/.u64/.s64");
    } else if (ty != PT_B32 && ty != PT_B64) {
        return perr(PS, c->t, "'%s' takes .b32 or .b64", c->md.base);
    }
    tys[0] = ty;
    if (op == POP_BREV) {
        if (operands(c, &in, op, ty, tys, 1)) return -1;
    } else {
        if (operands(c, &in, op, PT_U32, tys, 1)) return -1;
    }
    in->ty = (uint8_t)ty;
    in->sh = (uint8_t)(64 - ptx_type_bits(ty));
    in->mask = width_mask(ptx_type_bits(ty));
    if (ptx_type_is_signed(ty)) in->flags |= PF_SIGNED;
    in->sub = (uint8_t)shiftamt;
    return 0;
}

static int d_bfe(dctx *c) {
    int ty, tys[3];
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(4, 4);
    if (ty != PT_U32 && ty != PT_S32 && ty != PT_U64 && ty != PT_S64) return perr(PS, c->t, "bfe takes .u32/.s32/.u64/.s64");
    tys[0] = ty;
    tys[1] = tys[2] = PT_U32;
    return d_int3(c, POP_BFE, ty, 3, tys);
}

static int d_bfi(dctx *c) {
    int ty;
    uint32_t f, a, b, cc, d;
    pinsn *in;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(5, 5);
    if (ty != PT_B32 && ty != PT_B64) return perr(PS, c->t, "bfi takes .b32 or .b64");
    if (src_slot(PS, OPS[1], ty, 0, &a) || src_slot(PS, OPS[2], ty, 0, &b) || src_slot(PS, OPS[3], PT_U32, 0, &cc) ||
        src_slot(PS, OPS[4], PT_U32, 0, &d) || dst_slot(PS, OPS[0], ty, 0, &f))
        return -1;
    in = emit_main(PS, POP_BFI);
    in->o[0] = f; in->o[1] = a; in->o[2] = b; in->o[3] = cc; in->o[4] = d;
    set_width(in, ptx_type_bits(ty));
    in->ty = (uint8_t)ty;
    return 0;
}

static int d_fns(dctx *c) {
    int ty, tys[3];
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(4, 4);
    if (ty != PT_B32) return perr(PS, c->t, "fns takes .b32");
    tys[0] = PT_B32; tys[1] = PT_U32; tys[2] = PT_S32;
    return d_int3(c, POP_FNS, PT_B32, 3, tys);
}

static int d_bmsk_szext(dctx *c, int op) {
    int ty, clamp = has(&c->md, "clamp"), wrap = has(&c->md, "wrap"), tys[2];
    pinsn *in;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(3, 3);
    if (clamp == wrap) return perr(PS, c->t, "'%s' needs .clamp or .wrap", c->md.base);
    if (op == POP_BMSK ? ty != PT_B32 : (ty != PT_U32 && ty != PT_S32)) return perr(PS, c->t, "bad type for '%s'", c->md.base);
    tys[0] = op == POP_BMSK ? PT_U32 : ty;
    tys[1] = PT_U32;
    if (d_int3(c, op, ty, 2, tys)) return -1;
    in = &PS->code[PS->ncode - 1];
    in->sub = (uint8_t)clamp;
    return 0;
}

static int d_dp(dctx *c, int is4) {
    int tys[4], k = take_types(&c->md, tys, 4), hi = 0, sty[3];
    pinsn *in;
    if (!is4) {
        hi = has(&c->md, "hi");
        if (!hi && !has(&c->md, "lo")) return perr(PS, c->t, "dp2a needs .lo or .hi");
    }
    CHECK_USED();
    NOPS(4, 4);
    if (k != 2 || (tys[0] != PT_U32 && tys[0] != PT_S32) || (tys[1] != PT_U32 && tys[1] != PT_S32))
        return perr(PS, c->t, "'%s' takes two types from .u32/.s32", c->md.base);
    sty[0] = tys[0]; sty[1] = tys[1];
    sty[2] = (tys[0] == PT_S32 || tys[1] == PT_S32) ? PT_S32 : PT_U32;
    if (operands(c, &in, is4 ? POP_DP4A : POP_DP2A, sty[2], sty, 3)) return -1;
    in->sub = (uint8_t)((tys[0] == PT_S32 ? 1 : 0) | (tys[1] == PT_S32 ? 2 : 0) | (hi ? 4 : 0));
    return 0;
}

static int d_logic(dctx *c, int op) {
    int ty, nsrc = (op == POP_NOT || op == POP_CNOT) ? 1 : 2;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(1 + nsrc, 1 + nsrc);
    if (ty != PT_PRED && ty != PT_B16 && ty != PT_B32 && ty != PT_B64 && ty != PT_B8)
        return perr(PS, c->t, "'%s' takes .pred, .b16, .b32 or .b64", c->md.base);
    if (op == POP_CNOT && ty == PT_PRED) return perr(PS, c->t, "cnot takes .b16, .b32 or .b64");
    return d_int3(c, op, ty, nsrc, NULL);
}

static int d_lop3(dctx *c) {
    int ty;
    uint32_t d, a, b, cc;
    pinsn *in;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(5, 5);
    if (ty != PT_B32) return perr(PS, c->t, "lop3 takes .b32");
    if (OPS[4]->kind != OP_IMM || OPS[4]->ival > 255) return perr(PS, OPS[4]->tok, "lop3 needs an 8-bit immediate lookup table");
    if (src_slot(PS, OPS[1], ty, 0, &a) || src_slot(PS, OPS[2], ty, 0, &b) || src_slot(PS, OPS[3], ty, 0, &cc) ||
        dst_slot(PS, OPS[0], ty, 0, &d))
        return -1;
    in = emit_main(PS, POP_LOP3);
    in->o[0] = d; in->o[1] = a; in->o[2] = b; in->o[3] = cc;
    in->imm = (int64_t)OPS[4]->ival;
    return 0;
}

static int d_shift(dctx *c, int op) {
    int ty, tys[2];
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(3, 3);
    if (!is_int_ty(ty) || ptx_type_bits(ty) < 16) return perr(PS, c->t, "bad type .%s for '%s'", tyname(ty), c->md.base);
    if (op == POP_SHL && ptx_type_is_signed(ty)) return perr(PS, c->t, "shl takes .b16/.b32/.b64");
    tys[0] = ty;
    tys[1] = PT_U32;
    return d_int3(c, op, ty, 2, tys);
}

static int d_shf(dctx *c) {
    int ty, left = has(&c->md, "l"), right = has(&c->md, "r"), clamp = has(&c->md, "clamp"), wrap = has(&c->md, "wrap");
    int tys[3];
    pinsn *in;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(4, 4);
    if (left == right || clamp == wrap) return perr(PS, c->t, "shf needs .l or .r and .clamp or .wrap");
    if (ty != PT_B32 && ty != PT_U32 && ty != PT_S32) return perr(PS, c->t, "shf takes .b32");
    tys[0] = tys[1] = ty;
    tys[2] = PT_U32;
    if (d_int3(c, POP_SHF, ty, 3, tys)) return -1;
    in = &PS->code[PS->ncode - 1];
    in->sub = (uint8_t)(left | (clamp << 1));
    return 0;
}

static int d_prmt(dctx *c) {
    int ty, mode = 0, tys[3];
    static const char *const modes[] = {"f4e", "b4e", "rc8", "ecl", "ecr", "rc16", NULL};
    int k;
    pinsn *in;
    for (k = 0; modes[k]; k++) if (has(&c->md, modes[k])) mode = k + 1;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(4, 4);
    if (ty != PT_B32) return perr(PS, c->t, "prmt takes .b32");
    tys[0] = tys[1] = tys[2] = PT_B32;
    if (d_int3(c, POP_PRMT, ty, 3, tys)) return -1;
    in = &PS->code[PS->ncode - 1];
    in->sub = (uint8_t)mode;
    return 0;
}

/* ---- compare and select */
static int cmp_op(mods *md) {
    static const char *const names[] = {"eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan", NULL};
    int k;
    for (k = 0; names[k]; k++) if (has(md, names[k])) return k;
    if (has(md, "lo")) return CMP_LT;
    if (has(md, "ls")) return CMP_LE;
    if (has(md, "hi")) return CMP_GT;
    if (has(md, "hs")) return CMP_GE;
    return -1;
}

static int bool_op(mods *md) {
    if (has(md, "and")) return BOOL_AND;
    if (has(md, "or")) return BOOL_OR;
    if (has(md, "xor")) return BOOL_XOR;
    return BOOL_NONE;
}

static int d_setp(dctx *c, int is_set) {
    int cmp = cmp_op(&c->md), bop = bool_op(&c->md), ftz = has(&c->md, "ftz"), tys[2], k, ty, dty = PT_PRED;
    uint32_t p, q, a, b, cc = 1;
    pinsn *in;
    if (cmp < 0) return perr(PS, c->t, "'%s' needs a comparison (.eq, .lt, ...)", c->md.base);
    k = take_types(&c->md, tys, 2);
    CHECK_USED();
    if (is_set) {
        if (k != 2) return perr(PS, c->t, "set needs a destination and a source type");
        dty = tys[0];
        ty = tys[1];
        if (dty != PT_U32 && dty != PT_S32 && dty != PT_F32 && dty != PT_F16 && dty != PT_F16X2 && dty != PT_BF16 &&
            dty != PT_BF16X2 && dty != PT_U16 && dty != PT_S16)
            return perr(PS, c->t, "bad destination type .%s for set", tyname(dty));
    } else {
        if (k != 1) return perr(PS, c->t, "setp takes one type");
        ty = tys[0];
    }
    if (ty == PT_PRED) return perr(PS, c->t, "'%s' cannot compare predicates", c->md.base);
    if (!ptx_type_is_float(ty) && cmp >= CMP_EQU) return perr(PS, c->t, "unordered comparisons apply to float types only");
    if (ftz && !ptx_type_is_float(ty)) return perr(PS, c->t, ".ftz applies to float comparisons only");
    NOPS(bop ? 4 : 3, bop ? 4 : 3);
    if (src_slot(PS, OPS[1], ty, 0, &a) || src_slot(PS, OPS[2], ty, 0, &b)) return -1;
    if (bop && src_slot(PS, OPS[3], PT_PRED, 0, &cc)) return -1;
    if (dst_slot(PS, OPS[0], dty, 0, &p)) return -1;
    if (OPS[0]->pair) { if (dst_slot(PS, OPS[0]->pair, dty, 0, &q)) return -1; }
    else q = new_scratch(PS, ptx_type_bits(dty));
    in = emit_main(PS, is_set ? POP_SET : POP_SETP);
    in->o[0] = p; in->o[1] = q; in->o[2] = a; in->o[3] = b; in->o[4] = cc;
    in->sub = (uint8_t)cmp;
    in->sub2 = (uint8_t)bop;
    in->ty = (uint8_t)ty;
    in->ty2 = (uint8_t)dty;
    in->flags = (uint8_t)(ftz ? PF_FTZ : 0);
    if (ptx_type_is_signed(ty)) in->flags |= PF_SIGNED;
    set_width(in, ptx_type_bits(ty));
    return 0;
}

static int d_selp(dctx *c) {
    int ty, tys[3];
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(4, 4);
    tys[0] = tys[1] = ty;
    tys[2] = PT_PRED;
    return d_int3(c, POP_SELP, ty, 3, tys);
}

static int d_slct(dctx *c) {
    int tys[2], k = take_types(&c->md, tys, 2), ftz = has(&c->md, "ftz"), st[3];
    pinsn *in;
    CHECK_USED();
    NOPS(4, 4);
    if (k != 2 || (tys[1] != PT_S32 && tys[1] != PT_F32)) return perr(PS, c->t, "slct takes a type and .s32 or .f32");
    st[0] = st[1] = tys[0];
    st[2] = tys[1];
    if (operands(c, &in, POP_SLCT, tys[0], st, 3)) return -1;
    in->ty = (uint8_t)tys[0];
    in->ty2 = (uint8_t)tys[1];
    in->flags = (uint8_t)(ftz ? PF_FTZ : 0);
    return 0;
}

static int d_testp(dctx *c) {
    static const char *const names[] = {"finite", "infinite", "number", "notanumber", "normal", "subnormal", NULL};
    int k, mode = -1, ty, tys[1];
    pinsn *in;
    for (k = 0; names[k]; k++) if (has(&c->md, names[k])) mode = k;
    if (mode < 0) return perr(PS, c->t, "testp needs a test (.finite, .normal, ...)");
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(2, 2);
    if (ty != PT_F32 && ty != PT_F64) return perr(PS, c->t, "testp takes .f32 or .f64");
    tys[0] = ty;
    if (operands(c, &in, POP_TESTP, PT_PRED, tys, 1)) return -1;
    in->sub = (uint8_t)mode;
    in->ty = (uint8_t)ty;
    return 0;
}

static int d_copysign(dctx *c) {
    int ty;
    pinsn *in;
    if (one_type(c, &ty)) return -1;
    CHECK_USED();
    NOPS(3, 3);
    if (ty != PT_F32 && ty != PT_F64) return perr(PS, c->t, "copysign takes .f32 or .f64");
    if (d_int3(c, POP_COPYSIGN, ty, 2, NULL)) return -1;
    in = &PS->code[PS->ncode - 1];
    in->flags = 0;
    return 0;
}

/* ---- cvt */
static int d_cvt(dctx *c) {
    int tys[2], k, irnd, frnd, ftz, sat, relu, satfinite, rs, dty, sty;
    uint32_t d, a, b, rb;
    pinsn *in;
    if (has(&c->md, "pack")) return perr(PS, c->t, "unsupported: cvt.pack");
    irnd = take_irnd(&c->md);
    frnd = take_rnd(&c->md);
    ftz = has(&c->md, "ftz");
    sat = has(&c->md, "sat");
    relu = has(&c->md, "relu");
    satfinite = has(&c->md, "satfinite");
    rs = has(&c->md, "rs");
    if (rs) {
        static const char *const x4[] = {"e4m3x4", "e5m2x4", "e2m3x4", "e3m2x4", "e2m1x4"};
        for (k = 0; k < 5; k++)
            if (has(&c->md, x4[k]))
                return perr(PS, c->t, "unsupported: cvt.rs.%s.f32 (stochastic rounding to four narrow values is not "
                                      "emulated: the PTX ISA gives which random bits round which element only in "
                                      "figures)", x4[k]);
    }
    k = take_types(&c->md, tys, 2);
    CHECK_USED();
    if (k != 2) return perr(PS, c->t, "cvt needs a destination and a source type");
    dty = tys[0];
    sty = tys[1];
    if (rs) {
        /* stochastic rounding: cvt.rs{.relu}{.satfinite}.f16x2/.bf16x2.f32 d, a, b, rbits
         * (fp.h's fp_cvt_rs_pack). The x4 narrow forms (d, {a, b, e, f}, rbits) are not run:
         * the ISA gives their random-bit layout only in figures */
        if ((dty != PT_F16X2 && dty != PT_BF16X2) || sty != PT_F32)
            return perr(PS, c->t, "unsupported: cvt.rs.%s.%s (the emulator runs stochastic rounding to .f16x2 and "
                                  ".bf16x2 from .f32 only)", tyname(dty), tyname(sty));
        if (irnd >= 0 || frnd >= 0 || ftz || sat) return perr(PS, c->t, "cvt.rs takes no other rounding, .ftz or .sat");
        NOPS(4, 4);
        if (src_slot(PS, OPS[1], sty, 0, &a)) return -1;
        if (src_slot(PS, OPS[2], sty, 0, &b)) return -1;
        if (OPS[3]->kind != OP_REG) return perr(PS, OPS[3]->tok, "cvt.rs: rbits must be a .b32 register");
        if (src_slot(PS, OPS[3], PT_B32, 0, &rb)) return -1;
        if (dst_slot(PS, OPS[0], dty, 0, &d)) return -1;
        in = emit_main(PS, POP_CVTPACK);
        in->o[0] = d; in->o[1] = a; in->o[2] = b; in->o[3] = rb;
        in->ty = (uint8_t)dty;
        in->ty2 = (uint8_t)sty;
        in->rnd = PTX_RND_RS;
        in->flags = (uint8_t)((relu ? PF_RELU : 0) | (satfinite ? PF_SAT : 0));
        return 0;
    }
    if (irnd >= 0 && frnd >= 0) return perr(PS, c->t, "cvt takes one rounding modifier");
    if (dty == PT_PRED || sty == PT_PRED || dty == PT_B128 || sty == PT_B128) return perr(PS, c->t, "bad cvt types");
    /* packing forms: cvt.rn.f16x2.f32 d, a, b; the narrow formats (cvt.rn.satfinite.e4m3x2.f32
     * d, a, b; .e4m3x2.f16x2 d, a; cvt.rz.ue8m0x2.bf16x2 d, a) and back to f16x2 / bf16x2 */
    if (dty == PT_F16X2 || dty == PT_BF16X2 || ptx_type_is_narrow(dty)) {
        int two = sty == PT_F32, narrow = ptx_type_is_narrow(dty);
        if (!two && !(sty == PT_F16X2 && (dty == PT_E4M3X2 || dty == PT_E5M2X2)) && !(sty == PT_BF16X2 && dty == PT_UE8M0X2) &&
            !(ptx_type_is_narrow(sty) && (sty == PT_UE8M0X2 ? dty == PT_BF16X2 : dty == PT_F16X2)))
            return perr(PS, c->t, "unsupported cvt .%s.%s", tyname(dty), tyname(sty));
        if (frnd < 0) return perr(PS, c->t, "cvt to .%s needs a rounding modifier", tyname(dty));
        if (dty == PT_UE8M0X2) {
            if (frnd != FP_RZ && frnd != FP_RP) return perr(PS, c->t, "cvt to .ue8m0x2 needs .rz or .rp");
            if (relu) return perr(PS, c->t, "cvt to .ue8m0x2 takes no .relu");
        } else if (narrow && (!satfinite || frnd != FP_RN)) {
            return perr(PS, c->t, "cvt to .%s needs .rn.satfinite", tyname(dty));
        }
        if (ptx_type_is_narrow(sty) && (frnd != FP_RN || satfinite || (relu && sty == PT_UE8M0X2)))
            return perr(PS, c->t, "cvt from .%s takes .rn%s only", tyname(sty), sty == PT_UE8M0X2 ? "" : "{.relu}");
        NOPS(two ? 3 : 2, two ? 3 : 2);
        if (src_slot(PS, OPS[1], sty, 0, &a)) return -1;
        b = 2;
        if (two && src_slot(PS, OPS[2], sty, 0, &b)) return -1;
        if (dst_slot(PS, OPS[0], dty, 0, &d)) return -1;
        in = emit_main(PS, POP_CVTPACK);
        in->o[0] = d; in->o[1] = a; in->o[2] = b;
        in->ty = (uint8_t)dty;
        in->ty2 = (uint8_t)sty;
        in->rnd = (uint8_t)frnd;
        in->flags = (uint8_t)((relu ? PF_RELU : 0) | (satfinite ? PF_SAT : 0));
        return 0;
    }
    if (ptx_type_is_narrow(sty) || ptx_type_is_narrow(dty)) return perr(PS, c->t, "unsupported cvt .%s.%s", tyname(dty), tyname(sty));
    if (sty == PT_F16X2 || sty == PT_BF16X2 || sty == PT_U16X2 || sty == PT_S16X2 || dty == PT_U16X2 || dty == PT_S16X2)
        return perr(PS, c->t, "unsupported cvt .%s.%s", tyname(dty), tyname(sty));
    NOPS(2, 2);
    {
        int dfl = ptx_type_is_float(dty), sfl = ptx_type_is_float(sty);
        if (irnd >= 0 && !(sfl && (!dfl || dty == sty)))
            return perr(PS, c->t, "integer rounding (.rni, ...) applies to float-to-integer or same-type float conversions");
        if (frnd >= 0 && !dfl) return perr(PS, c->t, "float rounding (.rn, ...) applies to conversions to a float type");
        if (dfl && sfl && ptx_type_bits(dty) < ptx_type_bits(sty) && frnd < 0 && dty != PT_TF32)
            return perr(PS, c->t, "cvt.%s.%s needs a rounding modifier", tyname(dty), tyname(sty));
        if (dfl && !sfl && frnd < 0 && ptx_type_bits(dty) < 64 + 1) frnd = -1;
        if (ftz && sty != PT_F32 && dty != PT_F32) return perr(PS, c->t, ".ftz applies to .f32 conversions");
    }
    if (src_slot(PS, OPS[1], sty, 1, &a)) return -1;
    if (dst_slot(PS, OPS[0], dty, 1, &d)) return -1;
    in = emit_main(PS, POP_CVT);
    in->o[0] = d;
    in->o[1] = a;
    in->ty = (uint8_t)dty;
    in->ty2 = (uint8_t)sty;
    in->rnd = (uint8_t)(irnd >= 0 ? irnd | 8 : frnd >= 0 ? frnd : 0xff);
    in->flags = (uint8_t)((ftz ? PF_FTZ : 0) | (sat ? PF_SAT : 0) | (relu ? PF_RELU : 0) | (satfinite ? PF_NAN : 0));
    {
        int rb = OPS[0]->kind == OP_REG ? ptx_type_bits(OPS[0]->sym->ty) : ptx_type_bits(dty);
        in->mask = width_mask(rb);
        in->sh = (uint8_t)(64 - ptx_type_bits(sty));
        in->sub = (uint8_t)rb;
    }
    return 0;
}

/* ---- cp.async.bulk (async.h): copies, groups, prefetch. POP_BULK: sub = NR_BULK_* or
 * 0x10 commit_group, 0x11 wait_group N (imm), 0x12 prefetch (no effect), 0x13 st.bulk; o[0] dst base,
 * imm its offset, o[1] src base, o[2] src offset, o[3] size, o[4] mbarrier base, mask its
 * offset, o[5] multicast mask */
static int d_cp_bulk(dctx *c) {
    uint32_t db = 0, sb = 0, mb = 0, size = 0, mcm = 0;
    int64_t di = 0, si = 0, mi = 0;
    int kind, mc, hint, k;
    pinsn *in;
    if (has(&c->md, "commit_group")) {
        CHECK_USED();
        NOPS(0, 0);
        in = emit_main(PS, POP_BULK);
        in->sub = 0x10;
        return 0;
    }
    if (has(&c->md, "wait_group")) {
        has(&c->md, "read"); /* the source may be reused: here the whole copy has landed */
        CHECK_USED();
        NOPS(1, 1);
        if (OPS[0]->kind != OP_IMM || OPS[0]->ival > 1000)
            return perr(PS, OPS[0]->tok, "cp.async.bulk.wait_group takes an immediate count");
        in = emit_main(PS, POP_BULK);
        in->sub = 0x11;
        in->imm = (int64_t)OPS[0]->ival;
        return 0;
    }
    if (has(&c->md, "prefetch")) {
        if (!has(&c->md, "L2") || !has(&c->md, "global")) return perr(PS, c->t, "cp.async.bulk.prefetch needs .L2.global");
        hint = has(&c->md, "L2::cache_hint");
        CHECK_USED();
        NOPS(2 + hint, 2 + hint);
        if (addr_opnd(PS, OPS[0], NR_GLOBAL, &sb, &si, &kind) || src_slot(PS, OPS[1], PT_U32, 0, &size)) return -1;
        in = emit_main(PS, POP_BULK);
        in->sub = 0x12;
        return 0;
    }
    if (has(&c->md, "bulk_group")) {
        if (!has(&c->md, "global") || !has(&c->md, "shared::cta")) return perr(PS, c->t, "unsupported cp.async.bulk form");
        k = NR_BULK_S2G;
        hint = has(&c->md, "L2::cache_hint");
        if (has(&c->md, "cp_mask")) return perr(PS, c->t, "unsupported: cp.async.bulk .cp_mask");
        CHECK_USED();
        NOPS(3 + hint, 3 + hint);
        if (addr_opnd(PS, OPS[0], NR_GLOBAL, &db, &di, &kind) || addr_opnd(PS, OPS[1], NR_SHARED, &sb, &si, &kind) ||
            src_slot(PS, OPS[2], PT_U32, 0, &size))
            return -1;
        mcm = const_slot(PS, 1);
    } else {
        if (!has(&c->md, "shared::cluster") && !has(&c->md, "shared::cta"))
            return perr(PS, c->t, "unsupported cp.async.bulk form");
        if (has(&c->md, "global")) k = NR_BULK_G2S;
        else if (has(&c->md, "shared::cta")) k = NR_BULK_S2S;
        else return perr(PS, c->t, "unsupported cp.async.bulk form");
        if (!has(&c->md, "mbarrier::complete_tx::bytes")) return perr(PS, c->t, "cp.async.bulk into shared memory needs .mbarrier::complete_tx::bytes");
        mc = has(&c->md, "multicast::cluster");
        hint = has(&c->md, "L2::cache_hint");
        CHECK_USED();
        NOPS(4 + mc + hint, 4 + mc + hint);
        if (addr_opnd(PS, OPS[0], NR_SHARED, &db, &di, &kind) ||
            addr_opnd(PS, OPS[1], k == NR_BULK_G2S ? NR_GLOBAL : NR_SHARED, &sb, &si, &kind) ||
            src_slot(PS, OPS[2], PT_U32, 0, &size) || addr_opnd(PS, OPS[3], NR_SHARED, &mb, &mi, &kind))
            return -1;
        if (mc) {
            if (src_slot(PS, OPS[4], PT_B16, 0, &mcm)) return -1;
        } else {
            mcm = const_slot(PS, 1);
        }
    }
    in = emit_main(PS, POP_BULK);
    in->sub = (uint8_t)k;
    in->o[0] = db;
    in->imm = di;
    in->o[1] = sb;
    in->o[2] = const_slot(PS, (uint64_t)si);
    in->o[3] = size;
    in->o[4] = mb;
    in->mask = (uint64_t)mi;
    in->o[5] = mcm;
    return 0;
}

/* st.bulk[.weak][.shared::cta] [a], size, 0 (sm_100): POP_BULK sub 0x13, o[0] + imm the
 * address in space sub2, o[3] the size */
static int d_st_bulk(dctx *c) {
    uint32_t base, size;
    int64_t imm;
    int kind, sp = NR_GENERIC;
    pinsn *in;
    has(&c->md, "weak");
    if (has(&c->md, "shared::cta")) sp = NR_SHARED;
    CHECK_USED();
    NOPS(3, 3);
    if (addr_opnd(PS, OPS[0], sp, &base, &imm, &kind) || src_slot(PS, OPS[1], PT_B64, 0, &size)) return -1;
    if (OPS[2]->kind != OP_IMM || OPS[2]->ival != 0) return perr(PS, OPS[2]->tok, "st.bulk's initial value must be 0");
    in = emit_main(PS, POP_BULK);
    in->sub = 0x13;
    in->sub2 = (uint8_t)sp;
    in->o[0] = base;
    in->imm = imm;
    in->o[3] = size;
    return 0;
}

/* setmaxnreg.{inc,dec}.sync.aligned.u32 N: a register budget hint; the emulator checks N */
static int d_setmaxnreg(dctx *c) {
    if (!has(&c->md, "inc") && !has(&c->md, "dec")) return perr(PS, c->t, "setmaxnreg needs .inc or .dec");
    if (!has(&c->md, "sync") || !has(&c->md, "aligned") || !has(&c->md, "u32"))
        return perr(PS, c->t, "setmaxnreg needs .sync.aligned.u32");
    CHECK_USED();
    NOPS(1, 1);
    if (OPS[0]->kind != OP_IMM || OPS[0]->ival < 24 || OPS[0]->ival > 256 || OPS[0]->ival % 8)
        return perr(PS, OPS[0]->tok, "setmaxnreg takes an immediate register count from 24 to 256 in steps of 8");
    return 0;
}

/* ---- cp.async */
static int d_cp(dctx *c) {
    uint32_t dbase, sbase, size, srcsize;
    int64_t dimm, simm;
    int kind, hint;
    pinsn *in;
    if (!has(&c->md, "async")) return perr(PS, c->t, "unsupported: cp without .async");
    if (has(&c->md, "bulk")) return d_cp_bulk(c);
    if (has(&c->md, "commit_group") || has(&c->md, "wait_all")) {
        int commit = !(c->md.used >> 1 & 1) || strcmp(c->md.m[1], "wait_all"); /* .async is m[0] */
        CHECK_USED();
        NOPS(0, 0);
        in = emit_main(PS, POP_CPASYNC_CTL);
        in->sub = (uint8_t)(commit ? 0 : 1);
        in->imm = -1;
        return 0;
    }
    if (has(&c->md, "wait_group")) {
        CHECK_USED();
        NOPS(1, 1);
        if (OPS[0]->kind != OP_IMM || OPS[0]->ival > 1000) return perr(PS, OPS[0]->tok, "cp.async.wait_group takes an immediate count");
        in = emit_main(PS, POP_CPASYNC_CTL);
        in->sub = 1;
        in->imm = (int64_t)OPS[0]->ival;
        return 0;
    }
    if (has(&c->md, "mbarrier")) {
        int noinc, sp;
        uint32_t base;
        int64_t imm;
        if (!has(&c->md, "arrive") || !has(&c->md, "b64")) return perr(PS, c->t, "cp.async.mbarrier needs .arrive and .b64");
        noinc = has(&c->md, "noinc");
        sp = has(&c->md, "shared") || has(&c->md, "shared::cta") ? NR_SHARED : NR_GENERIC;
        CHECK_USED();
        NOPS(1, 1);
        if (addr_opnd(PS, OPS[0], sp, &base, &imm, &kind)) return -1;
        in = emit_main(PS, POP_CPASYNC_CTL);
        in->sub = (uint8_t)(noinc ? 3 : 2);
        in->sub2 = (uint8_t)sp;
        in->o[0] = base;
        in->imm = imm;
        return 0;
    }
    if (!has(&c->md, "ca") && !has(&c->md, "cg")) return perr(PS, c->t, "cp.async needs .ca or .cg");
    if (!(has(&c->md, "shared") || has(&c->md, "shared::cta")) || !has(&c->md, "global"))
        return perr(PS, c->t, "cp.async copies .global to .shared");
    hint = has(&c->md, "L2::cache_hint");
    has_prefix(&c->md, "L2::");
    CHECK_USED();
    if (hint && c->n > 2) c->n--;
    NOPS(3, 4);
    if (addr_opnd(PS, OPS[0], NR_SHARED, &dbase, &dimm, &kind)) return -1;
    if (addr_opnd(PS, OPS[1], NR_GLOBAL, &sbase, &simm, &kind)) return -1;
    if (OPS[2]->kind != OP_IMM || (OPS[2]->ival != 4 && OPS[2]->ival != 8 && OPS[2]->ival != 16))
        return perr(PS, OPS[2]->tok, "cp.async size must be 4, 8 or 16");
    size = const_slot(PS, OPS[2]->ival);
    srcsize = size;
    if (c->n == 4 && src_slot(PS, OPS[3], PT_U32, 0, &srcsize)) return -1;
    in = emit_main(PS, POP_CPASYNC);
    in->o[0] = dbase;
    in->o[1] = sbase;
    in->o[2] = const_slot(PS, (uint64_t)simm);
    in->o[3] = size;
    in->o[4] = srcsize;
    in->imm = dimm;
    return 0;
}

/* ---- mbarrier (async.h): d = state / predicate, [addr], argument */
static int d_mbarrier(dctx *c) {
    static const struct { const char *name; int op, nsrc, dkind; } ops[] = {
        /* dkind: 0 none, 1 b64 state, 2 predicate, 3 b32 (pending_count) */
        {"init", NR_MB_INIT, 1, 0}, {"inval", NR_MB_INVAL, 0, 0}, {"arrive", NR_MB_ARRIVE, 0, 1},
        {"arrive_drop", NR_MB_ARRIVE_DROP, 0, 1}, {"test_wait", NR_MB_TEST_WAIT, 1, 2},
        {"try_wait", NR_MB_TEST_WAIT, 1, 2}, {"expect_tx", NR_MB_EXPECT_TX, 1, 0},
        {"complete_tx", NR_MB_COMPLETE_TX, 1, 0}, {"pending_count", -1, 1, 3}};
    int k, op = -1, nsrc = 0, dkind = 0, sp = NR_GENERIC, kind, i = 0;
    uint32_t base = 0, d = 0, a = 1;
    int64_t imm = 0;
    pinsn *in;
    for (k = 0; k < (int)(sizeof ops / sizeof ops[0]); k++)
        if (has(&c->md, ops[k].name)) { op = ops[k].op; nsrc = ops[k].nsrc; dkind = ops[k].dkind; break; }
    if (k == (int)(sizeof ops / sizeof ops[0])) return perr(PS, c->t, "unsupported mbarrier operation");
    if (has(&c->md, "expect_tx")) { op = NR_MB_ARRIVE_EXPECT_TX; nsrc = 1; }
    if (has(&c->md, "noComplete")) { op = op == NR_MB_ARRIVE ? NR_MB_ARRIVE_NOCOMPLETE : NR_MB_ARRIVE_DROP_NOCOMPLETE; nsrc = 1; }
    if (has(&c->md, "parity")) op = NR_MB_TEST_WAIT_PARITY;
    if (has(&c->md, "shared") || has(&c->md, "shared::cta")) sp = NR_SHARED;
    if (has(&c->md, "shared::cluster")) return perr(PS, c->t, "unsupported: mbarrier on .shared::cluster");
    has(&c->md, "relaxed"); has(&c->md, "acquire"); has(&c->md, "release");
    has(&c->md, "cta"); has(&c->md, "cluster");
    if (!has(&c->md, "b64")) return perr(PS, c->t, "mbarrier needs .b64");
    CHECK_USED();
    if (op == -1) { /* pending_count d, state */
        NOPS(2, 2);
        if (dst_slot(PS, OPS[0], PT_B32, 0, &d) || src_slot(PS, OPS[1], PT_B64, 0, &a)) return -1;
        in = emit_main(PS, POP_MBAR);
        in->sub = 0xff;
        in->o[0] = d; in->o[2] = a;
        return 0;
    }
    /* an arrive into the sink '_' or with no destination at all */
    if (dkind && c->n > 0 && OPS[0]->kind != OP_ADDR) {
        if (dst_slot(PS, OPS[0], dkind == 2 ? PT_PRED : PT_B64, 0, &d)) return -1;
        i = 1;
    } else if (dkind == 2) {
        return perr(PS, c->t, "mbarrier wait needs a predicate destination");
    } else if (dkind) {
        d = new_scratch(PS, 64);
    }
    if (c->n < i + 1 + nsrc || c->n > i + 2 + nsrc) return perr(PS, c->t, "wrong number of operands for mbarrier");
    if (addr_opnd(PS, OPS[i], sp, &base, &imm, &kind)) return -1;
    if (nsrc && src_slot(PS, OPS[i + 1], op == NR_MB_TEST_WAIT ? PT_B64 : PT_B32, 0, &a)) return -1;
    if (!nsrc) a = const_slot(PS, 1);
    in = emit_main(PS, POP_MBAR);
    in->sub = (uint8_t)op;
    in->sub2 = (uint8_t)sp;
    in->flags = (uint8_t)(dkind != 0);
    in->o[0] = d;
    in->o[1] = base;
    in->o[2] = a;
    in->imm = imm;
    return 0;
}

/* ---- warp-level matrix instructions (tensor.h): mma, wmma, ldmatrix, stmatrix */

/* One fragment register operand of WIDTH bits. */
static int frag_reg(pstate *ps, popnd *o, int bits, uint32_t *slot) {
    if (o->kind == OP_SYM && !o->sym)
        return perr(ps, o->tok, "undeclared register '%.*s'", (int)o->tok->len, o->tok->s);
    if (o->kind != OP_REG || o->neg) return perr(ps, o->tok, "a matrix fragment operand must be a register");
    if (ptx_type_bits(o->sym->ty) != bits || o->sym->ty == PT_PRED)
        return perr(ps, o->tok, "register '%.*s' is .%s but the fragment needs %d-bit registers", (int)o->sym->len,
                    o->sym->name, tyname(o->sym->ty), bits);
    *slot = o->sym->slot;
    return 0;
}

/* A braced fragment of N registers of type ET into slots (dst: also their widths). */
static int frag_vec(pstate *ps, popnd *o, int n, int et, uint32_t *slots, uint8_t *bits, const char *what) {
    int k, w = et == NR_ET_F64 ? 64 : 32;
    if (o->kind != OP_VEC && n == 1) return frag_reg(ps, o, w, slots) || (bits && (bits[0] = (uint8_t)w, 0));
    if (o->kind != OP_VEC || o->nelems != n)
        return perr(ps, o->tok, "the %s fragment takes %d register%s in braces", what, n, n == 1 ? "" : "s");
    for (k = 0; k < n; k++) {
        if (frag_reg(ps, &o->elems[k], w, &slots[k])) return -1;
        if (bits) bits[k] = (uint8_t)w;
    }
    return 0;
}

static int d_tensor(dctx *c) {
    const char *b = c->md.base;
    nr_mma d;
    ptensor *T;
    pinsn *in;
    int i, nty = 0, ty[4], nlay = 0, space = NR_GENERIC, is_wmma = !strcmp(b, "wmma"), kind_addr = AK_MEM;
    uint8_t lay[2] = {0, 0};
    unsigned m = 0, n = 0, kk = 0;
    char err[160];
    memset(&d, 0, sizeof d);
    if (!strcmp(b, "mma")) d.kind = NR_MMA_SYNC;
    else if (!strcmp(b, "ldmatrix")) d.kind = NR_MMA_LDMATRIX;
    else if (!strcmp(b, "stmatrix")) d.kind = NR_MMA_STMATRIX;
    /* the modifiers, in any order; anything not recognised is an error */
    for (i = 0; i < c->md.n; i++) {
        const char *x = c->md.m[i];
        int et = nr_et_of(x);
        c->md.used |= 1u << i;
        if (!strcmp(x, "sync") || !strcmp(x, "aligned")) continue;
        if (x[0] == 'm' && x[1] >= '0' && x[1] <= '9') {
            if (sscanf(x, "m%un%uk%u", &m, &n, &kk) < 2) return perr(PS, c->t, "bad shape '.%s'", x);
            continue;
        }
        if (!strcmp(x, "row") || !strcmp(x, "col")) {
            if (nlay == 2) return perr(PS, c->t, "too many layouts");
            lay[nlay++] = (uint8_t)(x[0] == 'c');
            continue;
        }
        if (et) {
            if (nty == 4) return perr(PS, c->t, "too many types");
            ty[nty++] = et;
            continue;
        }
        if (!strcmp(x, "satfinite")) { d.satf = 1; continue; }
        if (!strcmp(x, "popc")) continue;
        if (!strcmp(x, "xor")) { d.b1op = NR_B1_XOR; continue; }
        if (!strcmp(x, "and")) { d.b1op = NR_B1_AND; continue; }
        if (!strcmp(x, "rn")) { d.rnd = 1; continue; }
        if (!strcmp(x, "rz") || !strcmp(x, "rm") || !strcmp(x, "rp")) { d.rnd = 2; continue; }
        if (!strcmp(x, "global")) { space = NR_GLOBAL; continue; }
        if (!strcmp(x, "shared") || !strcmp(x, "shared::cta")) { space = NR_SHARED; continue; }
        if (!strcmp(x, "trans")) { d.trans = 1; continue; }
        if (!strcmp(x, "x1") || !strcmp(x, "x2") || !strcmp(x, "x4")) { d.nmat = (uint8_t)(x[1] - '0'); continue; }
        if (is_wmma && (!strcmp(x, "load") || !strcmp(x, "store") || !strcmp(x, "mma"))) {
            d.kind = x[0] == 'l' ? NR_MMA_WMMA_LOAD : x[0] == 's' ? NR_MMA_WMMA_STORE : NR_MMA_WMMA;
            continue;
        }
        if (is_wmma && strlen(x) == 1 && strchr("abcd", x[0])) { d.frag = x[0]; continue; }
        return perr(PS, c->t, "unsupported modifier '.%s' on '%s'", x, b);
    }
    if (!d.kind) return perr(PS, c->t, "wmma needs .load, .store or .mma");
    d.m = (uint8_t)m;
    d.n = (uint8_t)n;
    d.k = (uint16_t)kk;
    d.alayout = lay[0];
    d.blayout = lay[1];
    d.space = (uint8_t)space;
    switch (d.kind) {
    case NR_MMA_SYNC: case NR_MMA_WMMA:
        if (nlay != 2 || !kk) return perr(PS, c->t, "'%s' needs a shape mMnNkK and two layouts", b);
        if (nty == 2 && d.kind == NR_MMA_WMMA) { /* f16 forms spell D and C */
            d.td = (uint8_t)ty[0]; d.tc = (uint8_t)ty[1]; d.ta = d.tb = NR_ET_F16;
        } else if (nty == 4) {
            d.td = (uint8_t)ty[0]; d.ta = (uint8_t)ty[1]; d.tb = (uint8_t)ty[2]; d.tc = (uint8_t)ty[3];
        } else {
            return perr(PS, c->t, "'%s' needs its types (.dtype.atype.btype.ctype)", b);
        }
        break;
    case NR_MMA_WMMA_LOAD: case NR_MMA_WMMA_STORE:
        if (nlay != 1 || !kk || nty != 1 || !d.frag) return perr(PS, c->t, "wmma.%s needs a fragment, a layout, a shape and a type",
                                                     d.kind == NR_MMA_WMMA_LOAD ? "load" : "store");
        d.td = (uint8_t)ty[0];
        break;
    default:
        if (m != 8 || n != 8 || kk || !d.nmat || nty != 1 || ty[0] != NR_ET_B16)
            return perr(PS, c->t, "'%s' is supported as .m8n8.x1/.x2/.x4 on .b16", b);
        if (space != NR_GENERIC && space != NR_SHARED) return perr(PS, c->t, "'%s' addresses .shared memory", b);
        d.td = NR_ET_B16;
        break;
    }
    if (nr_mma_setup(&d, err, sizeof err)) return perr(PS, c->t, "%s", err);
    T = (ptensor *)ptx_alloc(PS->M, sizeof *T);
    T->d = d;
    switch (d.kind) {
    case NR_MMA_SYNC: case NR_MMA_WMMA:
        NOPS(4, 4);
        if (frag_vec(PS, OPS[0], d.nd, d.td, T->dst, T->dbits, "D") || frag_vec(PS, OPS[1], d.na, d.ta, T->src, NULL, "A") ||
            frag_vec(PS, OPS[2], d.nb, d.tb, T->src + d.na, NULL, "B") ||
            frag_vec(PS, OPS[3], d.nc, d.tc, T->src + d.na + d.nb, NULL, "C"))
            return -1;
        T->ndst = d.nd;
        T->nsrc = d.na + d.nb + d.nc;
        break;
    case NR_MMA_WMMA_LOAD: case NR_MMA_LDMATRIX:
        NOPS(2, d.kind == NR_MMA_WMMA_LOAD ? 3 : 2);
        if (frag_vec(PS, OPS[0], d.nd, d.td, T->dst, T->dbits, "result")) return -1;
        if (addr_opnd(PS, OPS[1], space, &T->addr, &T->off, &kind_addr)) return -1;
        if (c->n == 3 && src_slot(PS, OPS[2], PT_U32, 0, &T->stride)) return -1;
        T->ndst = d.nd;
        break;
    default: /* stores */
        NOPS(2, d.kind == NR_MMA_WMMA_STORE ? 3 : 2);
        if (addr_opnd(PS, OPS[0], space, &T->addr, &T->off, &kind_addr)) return -1;
        if (frag_vec(PS, OPS[1], d.nd, d.td, T->src, NULL, "source")) return -1;
        if (c->n == 3 && src_slot(PS, OPS[2], PT_U32, 0, &T->stride)) return -1;
        T->nsrc = d.nd;
        break;
    }
    if (kind_addr != AK_MEM) return perr(PS, c->t, "'%s' cannot address .param memory", b);
    if (PS->M->ntens >= PS->M->captens) {
        PS->M->captens = PS->M->captens ? PS->M->captens * 2 : 16;
        PS->M->tens = (ptensor **)realloc(PS->M->tens, (size_t)PS->M->captens * sizeof *PS->M->tens);
    }
    PS->M->tens[PS->M->ntens++] = T;
    in = emit_main(PS, POP_TENSOR);
    in->imm = PS->M->ntens - 1;
    return 0;
}


/* ---- textures and surfaces (texture.h): tex, tld4, suld.b, sust.b, txq, suq on texture
 * and surface objects held in 64-bit registers. Operands are parsed here: "[obj, {c...}]"
 * is no ordinary address. */

/* "[handle]" or "[handle, {coords}]": the handle a 64-bit register or the name of a
 * module-scope .texref / .surfref (its bound image's handle, an immediate) */
static int tex_ref(pstate *ps, nr_texop *x, popnd **coords) {
    popnd *h;
    if (!is_p(tk(ps), '[')) return perr(ps, tk(ps), "expected '[' and a texture or surface object");
    ps->i++;
    h = new_opnd(ps);
    if (!h || parse_simple(ps, h)) return -1;
    if (h->sym && h->sym->kind == SY_TEXREF && (h->kind == OP_SYM || (h->kind == OP_ADDR && !h->ival))) {
        x->himm = 1;
        x->hval = h->sym->addr;
    } else if (h->kind != OP_REG || ptx_type_bits(h->sym->ty) != 64) {
        return perr(ps, h->tok, "the texture or surface object must be a 64-bit register or a .texref / .surfref name");
    } else {
        x->handle = h->sym->slot;
    }
    *coords = NULL;
    if (is_p(tk(ps), ',')) {
        ps->i++;
        *coords = new_opnd(ps);
        if (!*coords || parse_opnd(ps, *coords)) return -1;
        if ((*coords)->kind != OP_VEC) return perr(ps, (*coords)->tok, "expected the coordinates in braces");
    }
    if (!is_p(tk(ps), ']')) return perr(ps, tk(ps), "expected ']'");
    ps->i++;
    return 0;
}

static int tex_punct(pstate *ps, char ch) {
    if (!is_p(tk(ps), ch)) return perr(ps, tk(ps), "expected '%c' but found '%.*s'", ch, (int)tk(ps)->len, tk(ps)->s);
    ps->i++;
    return 0;
}

/* The slots of a braced vector of n sources (or one register when n == 1 and unbraced). */
static int tex_srcs(pstate *ps, popnd *o, int n, int ty, uint32_t *slots) {
    int k;
    if (o->kind != OP_VEC) return n == 1 ? src_slot(ps, o, ty, 0, slots) : perr(ps, o->tok, "expected %d operands in braces", n);
    if (o->nelems != n) return perr(ps, o->tok, "expected %d operand%s in braces", n, n == 1 ? "" : "s");
    for (k = 0; k < n; k++)
        if (src_slot(ps, &o->elems[k], ty, 0, &slots[k])) return -1;
    return 0;
}

static int d_texture(dctx *c) {
    static const char *const geoms[] = {"1d", "2d", "3d", "a1d", "a2d", "cube", "acube"};
    static const char *const queries[] = {"width", "height", "depth", "array_size", "num_mipmap_levels"};
    const char *b = c->md.base;
    nr_texop x, *X;
    popnd *d = NULL, *coords = NULL, *vals = NULL;
    int i, k, ntys = 0, tys[3] = {0, 0, 0}, mip = 0, dims, lay, nc, dty = PT_B32;
    uint32_t extra[8];
    pinsn *in;
    memset(&x, 0, sizeof x);
    x.kind = (uint8_t)(!strcmp(b, "tex") ? NR_TK_TEX : !strcmp(b, "tld4") ? NR_TK_TLD4 : !strcmp(b, "suld") ? NR_TK_SULD
                       : !strcmp(b, "sust") ? NR_TK_SUST : !strcmp(b, "txq") ? NR_TK_TXQ : NR_TK_SUQ);
    x.geom = 0xff;
    x.vec = 1;
    x.query = 0xff;
    for (i = 0; i < c->md.n; i++) {
        const char *m = c->md.m[i];
        int ty = mod_type(m);
        for (k = 0; k < 7 && strcmp(m, geoms[k]); k++) {}
        if (k < 7) { x.geom = (uint8_t)k; continue; }
        if (x.kind >= NR_TK_TXQ) {
            for (k = 0; k < 5; k++)
                if (!strcmp(m, queries[k]) && (x.kind == NR_TK_TXQ || k < 4)) x.query = (uint8_t)k;
            if (x.query != 0xff && !strcmp(m, queries[x.query])) continue;
            if (!strcmp(m, "b32")) continue;
        }
        if (x.kind == NR_TK_TEX && (!strcmp(m, "level") || !strcmp(m, "grad"))) { mip = m[0] == 'l' ? 1 : 2; continue; }
        if (x.kind == NR_TK_TEX && !strcmp(m, "base")) continue;
        if (x.kind == NR_TK_TLD4 && strlen(m) == 1 && strchr("rgba", m[0])) { x.comp = (uint8_t)(strchr("rgba", m[0]) - "rgba"); continue; }
        if (!strcmp(m, "v4") || !strcmp(m, "v2")) { x.vec = (uint8_t)(m[1] - '0'); continue; }
        if ((x.kind == NR_TK_SULD || x.kind == NR_TK_SUST) && !strcmp(m, "b")) continue;
        if (x.kind == NR_TK_SUST && !strcmp(m, "p")) { x.fmt = 1; continue; }
        if ((x.kind == NR_TK_SULD || x.kind == NR_TK_SUST) && (!strcmp(m, "clamp") || !strcmp(m, "trap") || !strcmp(m, "zero"))) {
            x.oob = (uint8_t)(m[0] == 'c' ? NR_SO_CLAMP : m[0] == 't' ? NR_SO_TRAP : NR_SO_ZERO);
            continue;
        }
        if (ty != PT_NONE && ntys < 3) { tys[ntys++] = ty; continue; }
        return perr(PS, c->t, "unsupported modifier '.%s' on '%s'", m, b);
    }
    if (x.kind >= NR_TK_TXQ) {
        if (x.query == 0xff) return perr(PS, c->t, "'%s' needs a supported query (.width .height .depth .array_size%s)", b,
                                         x.kind == NR_TK_TXQ ? " .num_mipmap_levels" : "");
        d = new_opnd(PS);
        if (!d || parse_opnd(PS, d) || tex_punct(PS, ',') || tex_ref(PS, &x, &coords) || tex_punct(PS, ';')) return -1;
        if (coords) return perr(PS, c->t, "'%s' takes no coordinates", b);
        if (dst_slot(PS, d, PT_B32, 0, &x.dst[0])) return -1;
        x.dbits[0] = 32;
        goto done;
    }
    if (x.geom == 0xff) return perr(PS, c->t, "'%s' needs a geometry (.1d .2d .3d .a1d .a2d .cube .acube)", b);
    if (x.geom >= NR_TG_CUBE && x.kind != NR_TK_TEX && x.kind != NR_TK_TLD4)
        return perr(PS, c->t, "'%s.%s' is not supported (cube maps: tex, tex.level, tex.grad and tld4)", b, geoms[x.geom]);
    dims = x.geom == NR_TG_3D || x.geom >= NR_TG_CUBE ? 3 : x.geom == NR_TG_2D || x.geom == NR_TG_A2D ? 2 : 1;
    lay = x.geom == NR_TG_A1D || x.geom == NR_TG_A2D || x.geom == NR_TG_ACUBE;
    x.mip = (uint8_t)mip;
    nc = dims + lay;
    x.nc = (uint8_t)nc;
    if (x.kind == NR_TK_TEX || x.kind == NR_TK_TLD4) {
        if (x.vec != 4 || ntys != 2) return perr(PS, c->t, "'%s' is supported as .v4.dtype.ctype", b);
        x.rt = (uint8_t)(tys[0] == PT_F32 ? NR_TR_F32 : tys[0] == PT_S32 ? NR_TR_S32 : tys[0] == PT_U32 ? NR_TR_U32 : 0xff);
        x.ct = (uint8_t)(tys[1] == PT_F32 ? NR_TR_F32 : tys[1] == PT_S32 ? NR_TR_S32 : 0xff);
        if (x.rt == 0xff || x.ct == 0xff) return perr(PS, c->t, "'%s': result .f32/.s32/.u32 and coordinates .f32/.s32", b);
        if (x.kind == NR_TK_TLD4 && ((x.geom != NR_TG_2D && x.geom != NR_TG_A2D && x.geom < NR_TG_CUBE) || x.ct != NR_TR_F32))
            return perr(PS, c->t, "tld4 is supported on .2d, .a2d, .cube and .acube with .f32 coordinates");
        if (x.geom >= NR_TG_CUBE && x.ct != NR_TR_F32) return perr(PS, c->t, "'%s.%s' takes .f32 coordinates", b, geoms[x.geom]);
        d = new_opnd(PS);
        if (!d || parse_opnd(PS, d) || tex_punct(PS, ',') || tex_ref(PS, &x, &coords)) return -1;
        if (!coords) return perr(PS, c->t, "'%s' needs coordinates", b);
        if (mip) {
            popnd *e = NULL, *f = NULL;
            if (tex_punct(PS, ',')) return -1;
            e = new_opnd(PS);
            if (!e || parse_opnd(PS, e)) return -1;
            if (mip == 1 && src_slot(PS, e, PT_F32, 0, &x.lod)) return -1;
            if (mip == 2) {
                int gn = dims == 3 ? 4 : dims;
                f = new_opnd(PS);
                if (tex_punct(PS, ',') || !f || parse_opnd(PS, f) || tex_srcs(PS, e, gn, PT_F32, extra) ||
                    tex_srcs(PS, f, gn, PT_F32, extra + 4))
                    return -1;
                /* the gradients, one per dimension (a fourth element is ignored) */
                x.ng = (uint8_t)dims;
                for (k = 0; k < dims; k++) x.grad[k] = extra[k], x.grad[dims + k] = extra[4 + k];
            }
        }
        if (tex_punct(PS, ';')) return -1;
        if (d->kind != OP_VEC || d->nelems != 4) return perr(PS, d->tok, "'%s' writes four registers in braces", b);
        for (k = 0; k < 4; k++) {
            if (dst_slot(PS, &d->elems[k], PT_B32, 0, &x.dst[k])) return -1;
            x.dbits[k] = 32;
        }
    } else {
        if (ntys != 1 || (tys[0] != PT_B8 && tys[0] != PT_B16 && tys[0] != PT_B32 && tys[0] != PT_B64) ||
            (x.vec == 4 && tys[0] == PT_B64))
            return perr(PS, c->t, "'%s.b' takes .b8, .b16, .b32 or .b64 (.v2, .v4 up to .b32)", b);
        if (x.fmt && tys[0] != PT_B32) return perr(PS, c->t, "'sust.p' takes .b32 values (as ptxas)");
        x.bits = (uint8_t)ptx_type_bits(tys[0]);
        dty = tys[0];
        if (x.kind == NR_TK_SULD) {
            d = new_opnd(PS);
            if (!d || parse_opnd(PS, d) || tex_punct(PS, ',') || tex_ref(PS, &x, &coords) || tex_punct(PS, ';')) return -1;
            if (d->kind != OP_VEC || d->nelems != x.vec) return perr(PS, d->tok, "'%s' writes %d register%s in braces", b, x.vec, x.vec > 1 ? "s" : "");
            for (k = 0; k < x.vec; k++) {
                popnd *e = &d->elems[k];
                if (dst_slot(PS, e, dty == PT_B8 ? PT_B16 : dty, 1, &x.dst[k])) return -1;
                x.dbits[k] = (uint8_t)ptx_type_bits(e->sym ? e->sym->ty : dty);
            }
        } else {
            if (tex_ref(PS, &x, &coords) || tex_punct(PS, ',')) return -1;
            vals = new_opnd(PS);
            if (!vals || parse_opnd(PS, vals) || tex_punct(PS, ';')) return -1;
            if (tex_srcs(PS, vals, x.vec, dty == PT_B8 ? PT_B16 : dty, x.val)) return -1;
        }
        if (!coords) return perr(PS, c->t, "'%s' needs coordinates", b);
    }
    {
        /* three-element coordinate vectors are written as four (the last is ignored) */
        int want = nc == 3 ? 4 : nc;
        uint32_t sl[4];
        if (coords->kind != OP_VEC || coords->nelems != want)
            return perr(PS, coords->tok, "'%s.%s' takes %d coordinate%s in braces", b, geoms[x.geom], want, want > 1 ? "s" : "");
        for (k = 0; k < want; k++)
            if (src_slot(PS, &coords->elems[k], (lay && k == 0) || x.ct == NR_TR_S32 || x.kind >= NR_TK_SULD ? PT_B32 : PT_F32, 0, &sl[k])) return -1;
        for (k = 0; k < nc; k++) x.c[k] = sl[k];
    }
done:
    X = (nr_texop *)ptx_alloc(PS->M, sizeof *X);
    *X = x;
    if (PS->M->ntexops >= PS->M->captexops) {
        PS->M->captexops = PS->M->captexops ? PS->M->captexops * 2 : 16;
        PS->M->texops = (nr_texop **)realloc(PS->M->texops, (size_t)PS->M->captexops * sizeof *PS->M->texops);
    }
    PS->M->texops[PS->M->ntexops++] = X;
    in = emit_main(PS, POP_TEXTURE);
    in->imm = PS->M->ntexops - 1;
    return 0;
}

/* ---------------------------------------------------------------- dispatch */

int ptx_decode_insn(pstate *ps, uint32_t gslot, int gneg) {
    dctx cx, *c = &cx;
    const ptok *t = &ps->t[ps->i];
    const char *b;
    int ty = PT_NONE, r;
    memset(c, 0, sizeof *c);
    c->ps = ps;
    c->t = t;
    ps->npool = 0;
    ps->cur_g = gslot;
    ps->cur_gneg = (uint32_t)gneg;
    if (split_mods(ps, t, &c->md)) return -1;
    ps->i++;
    b = c->md.base;
#define IS(s) (!strcmp(b, s))
    if (!strcmp(b, "call")) return d_call(c);
    if (IS("tex") || IS("tld4") || IS("txq") || IS("suld") || IS("sust") || IS("suq")) return d_texture(c);
    if (IS("sured") || IS("movmatrix") || IS("istypep") ||
        IS("multimem") ||
        IS("tensormap"))
        return perr(ps, t, "unsupported instruction '%.*s'", (int)t->len, t->s);
    if (IS("tcgen05"))
        return perr(ps, t, "unsupported instruction '%.*s': nvcgrun does not emulate tensor memory (tcgen05)",
                    (int)t->len, t->s);
    if (IS("clusterlaunchcontrol"))
        return perr(ps, t, "unsupported instruction '%.*s': nvcgrun does not emulate cluster launch control "
                    "(cancelling clusters not yet launched; its 16-byte response is opaque)", (int)t->len, t->s);
    if (IS("wgmma"))
        return perr(ps, t, "unsupported instruction '%.*s': nvcgrun does not emulate warpgroup MMA (wgmma.*: "
                    "shared-memory matrix descriptors and their swizzle layouts)", (int)t->len, t->s);
    /* cp.async.bulk.tensor, cp.async.bulk.prefetch.tensor, cp.reduce.async.bulk.tensor (before
     * their operands, whose [tensorMap, {coordinates}] form nothing else takes) */
    if (IS("cp") && has(&c->md, "tensor"))
        return perr(ps, t, "unsupported: cp.async.bulk.tensor (TMA) -- a CUtensorMap's encoding is opaque (CUDA "
                    "documents none), so nvcgrun cannot emulate tensor-map copies");
    if (parse_operands(ps, c->ops, &c->n, 16)) return -1;
    if (IS("mma") || IS("wmma") || IS("ldmatrix") || IS("stmatrix")) return d_tensor(c);
    if (IS("mbarrier")) return d_mbarrier(c);
    if (IS("alloca") || IS("stacksave") || IS("stackrestore")) {
        /* the thread's stack (sm_52, PTX 7.3): alloca.u64 d, size{, align} grows it past
         * the frame and returns the .local address; stacksave/stackrestore read and reset
         * its top. Returning from the function frees what it allocated. */
        uint32_t d = 0, a = 0;
        int kind = IS("alloca") ? 0 : IS("stacksave") ? 1 : 2;
        int64_t align = 8;
        pinsn *in;
        if (!has(&c->md, "u64")) return perr(ps, t, "'%s' is supported on .u64 (64-bit addresses)", b);
        CHECK_USED();
        if (kind == 0) {
            NOPS(2, 3);
            if (c->n == 3) {
                if (OPS[2]->kind != OP_IMM || OPS[2]->ival < 1 || OPS[2]->ival > 4096 || (OPS[2]->ival & (OPS[2]->ival - 1)))
                    return perr(ps, OPS[2]->tok, "alloca's alignment is an immediate power of two");
                align = OPS[2]->ival;
            }
            if (dst_slot(ps, OPS[0], PT_B64, 0, &d) || src_slot(ps, OPS[1], PT_U64, 0, &a)) return -1;
        } else {
            NOPS(1, 1);
            if (kind == 1 ? dst_slot(ps, OPS[0], PT_B64, 0, &d) : src_slot(ps, OPS[0], PT_U64, 0, &a)) return -1;
        }
        in = emit_main(ps, POP_STACK);
        in->sub = (uint8_t)kind;
        in->imm = align;
        in->o[0] = d; in->o[1] = a;
        return 0;
    }
    if (IS("mapa") || IS("getctarank")) {
        /* clusters of one CTA: rank 0 maps to itself; every address is rank 0's */
        uint32_t d, a, r = 2;
        pinsn *in;
        int mapa = IS("mapa");
        has(&c->md, "shared::cluster"); has(&c->md, "u32");
        if (!has(&c->md, "u64")) return perr(ps, t, "'%s' is supported on .u64 addresses", b);
        CHECK_USED();
        NOPS(mapa ? 3 : 2, mapa ? 3 : 2);
        if (dst_slot(ps, OPS[0], mapa ? PT_B64 : PT_B32, 0, &d) || src_slot(ps, OPS[1], PT_B64, 0, &a) ||
            (mapa && src_slot(ps, OPS[2], PT_U32, 0, &r)))
            return -1;
        in = emit_main(ps, POP_CLUSTER);
        in->sub = (uint8_t)!mapa;
        in->o[0] = d; in->o[1] = a; in->o[2] = r;
        return 0;
    }
    if (IS("mov")) return d_mov(c);
    if (IS("ld") || IS("ldu")) return d_ldst(c, 1);
    if (IS("st") && c->md.n > 0 && !strcmp(c->md.m[0], "bulk")) { c->md.used |= 1; return d_st_bulk(c); }
    if (IS("st")) return d_ldst(c, 0);
    if (IS("cvta")) return d_cvta(c);
    if (IS("isspacep")) return d_isspacep(c);
    if (IS("atom")) return d_atom(c, 0);
    if (IS("red")) return d_atom(c, 1);
    if (IS("bra")) return d_bra(c);
    if (IS("brx")) return d_brx(c);
    if (IS("ret")) return d_simple(c, POP_RET);
    if (IS("exit")) return d_simple(c, POP_EXIT);
    if (IS("trap")) return d_simple(c, POP_TRAP);
    if (IS("brkpt")) return d_simple(c, POP_NOP);
    if (IS("bar") || IS("barrier")) {
        if (has(&c->md, "warp")) {
            if (!has(&c->md, "sync")) return perr(ps, t, "bar.warp needs .sync");
            return d_barwarp(c);
        }
        if (has(&c->md, "cluster")) {
            /* nvcgrun runs clusters of one CTA: wait is a CTA barrier, arrive adds nothing */
            int wait = has(&c->md, "wait");
            pinsn *in;
            if (!wait && !has(&c->md, "arrive")) return perr(ps, t, "barrier.cluster needs .arrive or .wait");
            has(&c->md, "aligned"); has(&c->md, "relaxed");
            CHECK_USED();
            NOPS(0, 0);
            if (!wait) return d_nop(c, 0);
            in = emit_main(ps, POP_BAR);
            in->sub = 0;
            in->sub2 = NR_BARRED_NONE;
            in->o[0] = const_slot(ps, 0);
            in->o[1] = 2;
            in->o[2] = 2;
            in->o[3] = 2;
            return 0;
        }
        return d_bar(c, IS("barrier"));
    }
    if (IS("shfl")) return d_shfl(c);
    if (IS("vote")) return d_vote(c);
    if (IS("match")) return d_match(c);
    if (IS("redux")) return d_redux(c);
    if (IS("activemask")) return d_activemask(c);
    if (IS("elect")) return d_elect(c);
    if (IS("membar") || IS("fence") || IS("prefetch") || IS("prefetchu") || IS("nanosleep") || IS("pmevent") ||
        IS("discard") || IS("applypriority") || IS("griddepcontrol"))
        return d_nop(c, 2);
    if (IS("cp")) return d_cp(c);
    if (IS("setmaxnreg")) return d_setmaxnreg(c);
    if (IS("add")) return d_addsub(c, 0);
    if (IS("sub")) return d_addsub(c, 1);
    if (IS("addc")) return d_addsubc(c, 0);
    if (IS("subc")) return d_addsubc(c, 1);
    if (IS("mul")) return d_mulmad(c, 0);
    if (IS("mad")) return d_mulmad(c, 1);
    if (IS("madc")) return d_madc(c);
    if (IS("mul24")) return d_24(c, 0);
    if (IS("mad24")) return d_24(c, 1);
    if (IS("sad")) return d_intonly(c, POP_SAD, 3, 16);
    if (IS("div")) {
        if (one_type(c, &ty)) return -1;
        if (ptx_type_is_float(ty)) return d_farith(c, FA_DIV, 2, ty, ty);
        CHECK_USED();
        NOPS(3, 3);
        if (!is_int_ty(ty) || ptx_type_bits(ty) < 16) return perr(ps, t, "bad type for div");
        return d_int3(c, POP_DIV, ty, 2, NULL);
    }
    if (IS("rem")) return d_intonly(c, POP_REM, 2, 16);
    if (IS("abs")) return d_absneg(c, 0);
    if (IS("neg")) return d_absneg(c, 1);
    if (IS("min")) return d_minmax(c, 0);
    if (IS("max")) return d_minmax(c, 1);
    if (IS("popc")) return d_bitcount(c, POP_POPC);
    if (IS("clz")) return d_bitcount(c, POP_CLZ);
    if (IS("bfind")) return d_bitcount(c, POP_BFIND);
    if (IS("brev")) return d_bitcount(c, POP_BREV);
    if (IS("bfe")) return d_bfe(c);
    if (IS("bfi")) return d_bfi(c);
    if (IS("fns")) return d_fns(c);
    if (IS("bmsk")) return d_bmsk_szext(c, POP_BMSK);
    if (IS("szext")) return d_bmsk_szext(c, POP_SZEXT);
    if (IS("dp4a")) return d_dp(c, 1);
    if (IS("dp2a")) return d_dp(c, 0);
    if (IS("and")) return d_logic(c, POP_AND);
    if (IS("or")) return d_logic(c, POP_OR);
    if (IS("xor")) return d_logic(c, POP_XOR);
    if (IS("not")) return d_logic(c, POP_NOT);
    if (IS("cnot")) return d_logic(c, POP_CNOT);
    if (IS("lop3")) return d_lop3(c);
    if (IS("shl")) return d_shift(c, POP_SHL);
    if (IS("shr")) return d_shift(c, POP_SHR);
    if (IS("shf")) return d_shf(c);
    if (IS("prmt")) return d_prmt(c);
    if (IS("setp")) return d_setp(c, 0);
    if (IS("set")) return d_setp(c, 1);
    if (IS("selp")) return d_selp(c);
    if (IS("slct")) return d_slct(c);
    if (IS("testp")) return d_testp(c);
    if (IS("copysign")) return d_copysign(c);
    if (IS("cvt")) return d_cvt(c);
    if (IS("fma")) {
        if (one_type(c, &ty)) return -1;
        if (!ptx_type_is_float(ty)) return perr(ps, t, "fma takes a float type");
        if (take_rnd(&c->md) < 0) return perr(ps, t, "fma needs a rounding modifier");
        c->md.used = 0;
        {
            int t2[2];
            take_types(&c->md, t2, 2);
        }
        return d_farith(c, FA_FMA, 3, ty, ty);
    }
    {
        static const struct { const char *n; int sub; } un[] = {
            {"rcp", FU_RCP}, {"sqrt", FU_SQRT}, {"rsqrt", FU_RSQRT}, {"ex2", FU_EX2}, {"lg2", FU_LG2},
            {"sin", FU_SIN}, {"cos", FU_COS}, {"tanh", FU_TANH}, {NULL, 0}};
        int k;
        for (k = 0; un[k].n; k++)
            if (IS(un[k].n)) {
                if (one_type(c, &ty)) return -1;
                if (!ptx_type_is_float(ty)) return perr(ps, t, "'%s' takes a float type", b);
                return d_funary(c, un[k].sub, ty);
            }
    }
    r = perr(ps, t, "unknown instruction '%.*s'", (int)t->len, t->s);
#undef IS
    return r;
}
