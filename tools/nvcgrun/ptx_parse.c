/* ptx_parse.c — PTX module structure: directives, declarations, variables and their
 * initialisers, function signatures and bodies. Second stage of the PTX engine, between the
 * lexer (ptx_lex.c) and the executor (ptx_exec.c); each instruction is handed to the decoder
 * (ptx_decode.c), which turns it into one or a few pinsn.
 *
 * Pass 1 reads module-scope declarations and function headers, and skips bodies; pass 2
 * decodes each body, so a body may use any function or variable of the module. Variables are
 * mapped into device memory as they are declared (.global regions, .const bank, .shared and
 * .local offsets); initialisers are evaluated after pass 1, since they may take the address
 * of anything. */
#include "ptx_int.h"

#include "fp.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const ptx_type_names[PT_NTYPES] = {
    "", ".pred", ".b8", ".b16", ".b32", ".b64", ".b128", ".u8", ".u16", ".u32", ".u64",
    ".s8", ".s16", ".s32", ".s64", ".f16", ".f16x2", ".bf16", ".bf16x2", ".f32", ".f64", ".tf32",
    ".u16x2", ".s16x2", ".e4m3x2", ".e5m2x2", ".e2m3x2", ".e3m2x2", ".e2m1x2", ".ue8m0x2"};

int ptx_type_bits(int t) {
    switch (t) {
    case PT_PRED: return 1;
    case PT_B8: case PT_U8: case PT_S8: return 8;
    case PT_B16: case PT_U16: case PT_S16: case PT_F16: case PT_BF16: case PT_E4M3X2: case PT_E5M2X2:
    case PT_E2M3X2: case PT_E3M2X2: case PT_UE8M0X2: return 16;
    case PT_E2M1X2: return 8;
    case PT_B32: case PT_U32: case PT_S32: case PT_F32: case PT_F16X2: case PT_BF16X2: case PT_TF32:
    case PT_U16X2: case PT_S16X2: return 32;
    case PT_B64: case PT_U64: case PT_S64: case PT_F64: return 64;
    case PT_B128: return 128;
    default: return 0;
    }
}
int ptx_type_is_signed(int t) { return t == PT_S8 || t == PT_S16 || t == PT_S32 || t == PT_S64 || t == PT_S16X2; }
int ptx_type_is_float(int t) {
    return t == PT_F16 || t == PT_F16X2 || t == PT_BF16 || t == PT_BF16X2 || t == PT_F32 || t == PT_F64 || t == PT_TF32;
}
int ptx_type_is_narrow(int t) { return t >= PT_E4M3X2 && t <= PT_UE8M0X2; }
int ptx_type_is_int(int t) { return t >= PT_B8 && t <= PT_S64 && t != PT_B128; }

const char *const ptx_op_names[POP_COUNT] = {
#define X(n) #n,
    PTX_OPS(X)
#undef X
};

/* ---------------------------------------------------------------- errors, allocation */

int perr(pstate *ps, const ptok *t, const char *fmt, ...) {
    char msg[1024];
    va_list ap;
    if (ps->err) return -1;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (t) {
        /* quote the rest of the source line */
        const char *ls = t->s, *le = t->s;
        const char *base = ps->M->src;
        while (ls > base && ls[-1] != '\n') ls--;
        while (*le && *le != '\n') le++;
        while (ls < le && isspace((unsigned char)*ls)) ls++;
        nr_error(ps->cx, "%s:%u:%u: error: %s\n    %.*s", ps->path, t->line, t->col, msg, (int)(le - ls > 200 ? 200 : le - ls), ls);
    } else {
        nr_error(ps->cx, "%s: error: %s", ps->path, msg);
    }
    ps->err = 1;
    return -1;
}

void *ptx_alloc(ptx_module *M, size_t n) {
    void *p = calloc(1, n ? n : 1);
    if (M->nallocs == M->capallocs) {
        M->capallocs = M->capallocs ? M->capallocs * 2 : 64;
        M->allocs = (void **)realloc(M->allocs, (size_t)M->capallocs * sizeof *M->allocs);
    }
    M->allocs[M->nallocs++] = p;
    return p;
}

#define GROW(ptr, n, cap, init)                                                        \
    do {                                                                               \
        if ((n) >= (cap)) {                                                            \
            (cap) = (cap) ? (cap) * 2 : (init);                                        \
            (ptr) = realloc((ptr), (size_t)(cap) * sizeof *(ptr));                     \
        }                                                                              \
    } while (0)

/* ---------------------------------------------------------------- tokens */

static const ptok *tk(pstate *ps) { return &ps->t[ps->i]; }
static int is_id(const ptok *t, const char *s) { return t->kind == TK_IDENT && t->len == strlen(s) && !memcmp(t->s, s, t->len); }
static int is_p(const ptok *t, char c) { return t->kind == TK_PUNCT && t->ch == c; }
static int expect_p(pstate *ps, char c) {
    if (!is_p(tk(ps), c)) return perr(ps, tk(ps), "expected '%c' but found '%.*s'", c, (int)tk(ps)->len, tk(ps)->s);
    ps->i++;
    return 0;
}

static int type_of(const ptok *t) {
    int i;
    if (t->kind != TK_IDENT) return PT_NONE;
    for (i = 1; i < PT_NTYPES; i++)
        if (t->len == strlen(ptx_type_names[i]) && !memcmp(t->s, ptx_type_names[i], t->len)) return i;
    return PT_NONE;
}

/* ---------------------------------------------------------------- symbols */

static uint32_t hash_name(const char *s, uint32_t n) {
    uint32_t h = 2166136261u, i;
    for (i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 16777619u; }
    return h;
}

static psym *add_sym(pstate *ps, const char *name, uint32_t len, int kind) {
    psym *s;
    uint32_t h = hash_name(name, len);
    GROW(ps->syms, ps->nsyms, ps->capsyms, 256);
    s = &ps->syms[ps->nsyms];
    memset(s, 0, sizeof *s);
    s->name = name;
    s->len = len;
    s->hash = h;
    s->kind = (uint8_t)kind;
    s->prev = ps->buckets[h % PS_NBUCKETS];
    ps->buckets[h % PS_NBUCKETS] = ps->nsyms;
    ps->nsyms++;
    return s;
}

static psym *find_sym(pstate *ps, const char *name, uint32_t len, int want_range) {
    uint32_t h = hash_name(name, len);
    int i = ps->buckets[h % PS_NBUCKETS];
    while (i >= 0) {
        psym *s = &ps->syms[i];
        if (s->hash == h && s->len == len && !memcmp(s->name, name, len) && (want_range == (s->kind == SY_REGRANGE)))
            return s;
        i = s->prev;
    }
    return NULL;
}

/* Register ranges: "%r<10>" is stored as "%r" (SY_REGRANGE, count 10); "%r7" resolves to a
 * per-lookup view of slot base+7. */
psym *lookup(pstate *ps, const char *name, uint32_t len) {
    psym *s = find_sym(ps, name, len, 0), *rg;
    uint32_t k = len, idx = 0;
    while (k > 0 && isdigit((unsigned char)name[k - 1])) k--;
    if (k == len || k == 0 || (len - k > 1 && name[k] == '0') || len - k > 9) return s;
    {
        uint32_t j;
        for (j = k; j < len; j++) idx = idx * 10 + (uint32_t)(name[j] - '0');
    }
    rg = find_sym(ps, name, k, 1);
    if (!rg || idx >= rg->count) return s;
    /* the innermost declaration wins: a range declared after the plain symbol shadows it */
    if (s && s > rg) return s;
    s = rg;
    /* materialise a plain register symbol for this name (cached for later lookups) */
    {
        uint32_t base = s->slot, ty = s->ty;
        psym *r = add_sym(ps, name, len, SY_REG);
        r->slot = base + idx * (ty == PT_B128 ? 2 : 1); /* .b128: two slots each */
        r->ty = (uint8_t)ty;
        return r;
    }
}

static int scope_mark(pstate *ps) { return ps->nsyms; }
static void scope_pop(pstate *ps, int mark) {
    while (ps->nsyms > mark) {
        psym *s = &ps->syms[--ps->nsyms];
        ps->buckets[s->hash % PS_NBUCKETS] = s->prev;
    }
}

/* ---------------------------------------------------------------- slots */

static uint32_t new_slot(pstate *ps, uint64_t init, int bits) {
    if (ps->nslots >= ps->capslots) {
        ps->capslots = ps->capslots ? ps->capslots * 2 : 256;
        ps->tmpl = (uint64_t *)realloc(ps->tmpl, ps->capslots * sizeof *ps->tmpl);
        ps->slotbits = (uint8_t *)realloc(ps->slotbits, ps->capslots);
    }
    ps->tmpl[ps->nslots] = init;
    ps->slotbits[ps->nslots] = (uint8_t)(bits > 64 ? 64 : bits);
    return ps->nslots++;
}

uint32_t new_scratch(pstate *ps, int bits) { ps->nscratch++; return new_slot(ps, 0, bits); }

uint32_t const_slot(pstate *ps, uint64_t v) {
    uint32_t i;
    if (v == 0) return 2;
    if (v == 1) return 1;
    for (i = 0; i < ps->nconsts; i++)
        if (ps->consts[i].v == v) return ps->consts[i].slot;
    GROW(ps->consts, ps->nconsts, ps->capconsts, 64);
    ps->consts[ps->nconsts].v = v;
    ps->consts[ps->nconsts].slot = new_slot(ps, v, 64);
    return ps->consts[ps->nconsts++].slot;
}

uint32_t special_slot(pstate *ps, int sr) {
    if (ps->special_slot[sr] < 0) {
        ps->special_slot[sr] = (int32_t)new_slot(ps, 0, 64);
    }
    return (uint32_t)ps->special_slot[sr];
}

void add_fix(pstate *ps, int kind, uint32_t index) {
    GROW(ps->fixes, ps->nfixes, ps->capfixes, 16);
    ps->fixes[ps->nfixes].func = ps->fidx;
    ps->fixes[ps->nfixes].kind = kind;
    ps->fixes[ps->nfixes].index = index;
    ps->nfixes++;
}

pinsn *emit(pstate *ps, int op) {
    pinsn *in;
    GROW(ps->code, ps->ncode, ps->capcode, 256);
    in = &ps->code[ps->ncode++];
    memset(in, 0, sizeof *in);
    in->op = (uint8_t)op;
    in->g = 1;
    in->sh = 32;
    in->mask = 0xffffffffULL;
    if (ps->insn_tok) {
        in->line = ps->insn_tok->line;
        in->src = (uint32_t)(ps->insn_tok->s - ps->M->src);
    }
    return in;
}

pinsn *emit_main(pstate *ps, int op) {
    pinsn *in = emit(ps, op);
    in->g = ps->cur_g;
    in->gneg = (uint16_t)ps->cur_gneg;
    return in;
}

/* ---------------------------------------------------------------- labels */

static int find_label(pstate *ps, const char *name, uint32_t len) {
    int i;
    for (i = 0; i < ps->nlabels; i++)
        if (ps->labels[i].len == len && !memcmp(ps->labels[i].name, name, len)) return i;
    GROW(ps->labels, ps->nlabels, ps->caplabels, 32);
    ps->labels[ps->nlabels].name = name;
    ps->labels[ps->nlabels].len = len;
    ps->labels[ps->nlabels].index = -1;
    ps->labels[ps->nlabels].tok = NULL;
    return ps->nlabels++;
}

/* Reference to a label from the instruction just emitted (its imm gets the target). */
int label_ref(pstate *ps, const ptok *t) {
    int l = find_label(ps, t->s, t->len);
    if (!ps->labels[l].tok) ps->labels[l].tok = t;
    GROW(ps->brefs, ps->nbrefs, ps->capbrefs, 64);
    ps->brefs[ps->nbrefs].insn = ps->ncode - 1;
    ps->brefs[ps->nbrefs].label = l;
    ps->nbrefs++;
    return 0;
}

/* ---------------------------------------------------------------- constant expressions */

typedef struct cval {
    int isfloat;
    double f;
    int64_t i;
    psym *sym;          /* address of a symbol (+ i) */
    int generic;
    int mask_byte;      /* PTX ISA 7.1's mask operator 0xFF<<8k(addr): k + 1, k the address byte taken; 0 none */
} cval;

static int cexpr(pstate *ps, cval *v);

static int cprimary(pstate *ps, cval *v) {
    const ptok *t = tk(ps);
    memset(v, 0, sizeof *v);
    if (is_p(t, '(')) {
        ps->i++;
        if (cexpr(ps, v)) return -1;
        return expect_p(ps, ')');
    }
    if (is_p(t, '-') || is_p(t, '~') || is_p(t, '!')) {
        char c = t->ch;
        ps->i++;
        if (cprimary(ps, v)) return -1;
        if (v->sym) return perr(ps, t, "cannot apply '%c' to an address", c);
        if (c == '-') { if (v->isfloat) v->f = -v->f; else v->i = (int64_t)(0 - (uint64_t)v->i); }
        else if (v->isfloat) return perr(ps, t, "cannot apply '%c' to a float", c);
        else if (c == '~') v->i = ~v->i;
        else v->i = !v->i;
        return 0;
    }
    if (t->kind == TK_INT && is_p(&ps->t[ps->i + 1], '(')) {
        /* the mask operator (PTX ISA 7.1, initialisers only): 0xFF, 0xFF00, ... 0xFF00000000000000
         * applied to an address expression gives that byte of the address */
        uint64_t m = t->ival;
        int k;
        for (k = 0; k < 8 && m != 0xffULL << (8 * k); k++) {}
        if (k == 8) return perr(ps, t, "a mask operator takes 0xFF shifted by whole bytes, not 0x%llX", (unsigned long long)m);
        ps->i += 2;
        if (cexpr(ps, v)) return -1;
        if (!v->sym || v->mask_byte) return perr(ps, t, "a mask operator applies to an address");
        v->mask_byte = k + 1;
        return expect_p(ps, ')');
    }
    if (t->kind == TK_INT) { v->i = (int64_t)t->ival; ps->i++; return 0; }
    if (t->kind == TK_FLT) {
        v->isfloat = 1;
        if (t->fbits == 32) v->f = (double)fp_f32((uint32_t)t->ival);
        else if (t->fbits == 64) v->f = fp_f64(t->ival);
        else v->f = t->fval;
        ps->i++;
        return 0;
    }
    if (t->kind == TK_IDENT) {
        psym *s;
        if (is_id(t, "generic")) {
            ps->i++;
            if (expect_p(ps, '(')) return -1;
            t = tk(ps);
            if (t->kind != TK_IDENT) return perr(ps, t, "expected a variable name in generic()");
            s = lookup(ps, t->s, t->len);
            if (!s) return perr(ps, t, "undeclared symbol '%.*s'", (int)t->len, t->s);
            ps->i++;
            v->sym = s;
            v->generic = 1;
            return expect_p(ps, ')');
        }
        s = lookup(ps, t->s, t->len);
        if (!s) return perr(ps, t, "undeclared symbol '%.*s'", (int)t->len, t->s);
        ps->i++;
        v->sym = s;
        return 0;
    }
    return perr(ps, t, "expected a constant expression but found '%.*s'", (int)t->len, t->s);
}

static int cbin(pstate *ps, cval *v, int prec);

static int binprec(const ptok *t, int *op) {
    if (t->kind != TK_PUNCT) return -1;
    *op = t->ch;
    switch (t->ch) {
    case '*': case '/': case '%': return 5;
    case '+': case '-': return 4;
    case '<': case '>': return 3;
    case '&': return 2;
    case '^': return 1;
    case '|': return 0;
    default: return -1;
    }
}

static int cbin(pstate *ps, cval *v, int minprec) {
    if (cprimary(ps, v)) return -1;
    for (;;) {
        int op = 0, p = binprec(tk(ps), &op);
        const ptok *t = tk(ps);
        cval r;
        if (p < minprec) return 0;
        if (op == '<' || op == '>') {
            if (!is_p(&ps->t[ps->i + 1], (char)op)) return 0;
            ps->i++;
        }
        ps->i++;
        if (cbin(ps, &r, p + 1)) return -1;
        if (v->mask_byte || r.mask_byte) return perr(ps, t, "a mask operator's byte takes no arithmetic");
        if (r.sym && (op != '+' || v->sym)) return perr(ps, t, "bad address arithmetic");
        if (r.sym) { cval x = *v; *v = r; r = x; }
        if (v->isfloat || r.isfloat) {
            double a = v->isfloat ? v->f : (double)v->i, b = r.isfloat ? r.f : (double)r.i;
            if (v->sym) return perr(ps, t, "bad address arithmetic");
            v->isfloat = 1;
            switch (op) {
            case '+': v->f = a + b; break;
            case '-': v->f = a - b; break;
            case '*': v->f = a * b; break;
            case '/': v->f = a / b; break;
            default: return perr(ps, t, "bad float operator '%c'", op);
            }
            continue;
        }
        if (v->sym && op != '+' && op != '-') return perr(ps, t, "bad address arithmetic");
        switch (op) {
        case '+': v->i = (int64_t)((uint64_t)v->i + (uint64_t)r.i); break;
        case '-': v->i = (int64_t)((uint64_t)v->i - (uint64_t)r.i); break;
        case '*': v->i = (int64_t)((uint64_t)v->i * (uint64_t)r.i); break;
        case '/': if (!r.i) return perr(ps, t, "division by zero"); v->i = v->i / r.i; break;
        case '%': if (!r.i) return perr(ps, t, "division by zero"); v->i = v->i % r.i; break;
        case '<': v->i = (int64_t)((uint64_t)v->i << (r.i & 63)); break;
        case '>': v->i = v->i >> (r.i & 63); break;
        case '&': v->i &= r.i; break;
        case '^': v->i ^= r.i; break;
        default: v->i |= r.i; break;
        }
    }
}

static int cexpr(pstate *ps, cval *v) { return cbin(ps, v, 0); }

/* ---------------------------------------------------------------- declarations */

typedef struct pdecl {
    int space;          /* NR_* or -1 for .reg; NR_PARAM for .param */
    int is_reg;
    uint32_t align;
    int vec;            /* 1, 2, 4 */
    int ty;
    int is_extern;
    const ptok *name;
    uint64_t count;     /* array elements (1 for scalars); 0 for [] */
    int unsized;
    int range;          /* .reg %r<N>: N; 0 otherwise */
    int init_tok;       /* token index of the initialiser ('=' + 1), or 0 */
    int ptr_space;      /* .ptr.global etc (kernel params) */
    int texref;         /* .texref 1, .surfref 2 (module-scope references) */
} pdecl;

static uint64_t decl_elem_bytes(const pdecl *d) {
    int b = ptx_type_bits(d->ty);
    return (uint64_t)(b < 8 ? 1 : b / 8) * (uint64_t)d->vec;
}

/* Parse attributes and type after the state-space token: { .align N | .v2 | .v4 | .ptr |
 * .global... } type. */
static int parse_decl_head(pstate *ps, pdecl *d) {
    int have_ty = 0, seen_ptr = 0;
    for (;;) {
        const ptok *t = tk(ps);
        int ty;
        /* attributes may also follow the type: libNVVM writes kernel parameters as
         * `.param .u64 .ptr .align 1 name` (and `.ptr.global`) for sm_100 and up */
        int is_ptr = t->kind == TK_IDENT && t->len >= 4 && !memcmp(t->s, ".ptr", 4); /* .ptr, .ptr.global, ... */
        if (have_ty && !is_id(t, ".align") && !is_ptr && !is_id(t, ".global") && !is_id(t, ".shared") &&
            !is_id(t, ".const") && !is_id(t, ".local"))
            return 0;
        if (is_id(t, ".align")) {
            uint32_t a;
            ps->i++;
            if (tk(ps)->kind != TK_INT) return perr(ps, tk(ps), "expected an alignment after .align");
            a = (uint32_t)tk(ps)->ival;
            if (!a || (a & (a - 1))) return perr(ps, tk(ps), "alignment must be a power of two");
            /* PTX ISA: in `.param .u64 .ptr .align N p`, N is the alignment of the memory p points
             * to, not of the parameter (which keeps its natural alignment) */
            if (!seen_ptr) d->align = a;
            ps->i++;
        } else if (is_id(t, ".v2") || is_id(t, ".v4") || is_id(t, ".v8")) {
            d->vec = t->s[2] - '0';
            ps->i++;
        } else if (is_ptr) {
            seen_ptr = 1;
            ps->i++;
        } else if (is_id(t, ".global") || is_id(t, ".shared") || is_id(t, ".const") || is_id(t, ".local")) {
            d->ptr_space = 1;
            ps->i++;
        } else if (is_id(t, ".attribute")) {
            /* .attribute(.managed) */
            ps->i++;
            if (expect_p(ps, '(')) return -1;
            while (!is_p(tk(ps), ')') && tk(ps)->kind != TK_EOF) ps->i++;
            if (expect_p(ps, ')')) return -1;
        } else if (!have_ty && (ty = type_of(t)) != PT_NONE) {
            d->ty = ty;
            have_ty = 1;
            ps->i++;
        } else if (!have_ty && (is_id(t, ".texref") || is_id(t, ".surfref"))) {
            /* a module-scope reference: bound to a NAME=tex:/surf: argument (declare_var) */
            d->texref = is_id(t, ".texref") ? 1 : 2;
            d->ty = PT_U64;
            have_ty = 1;
            ps->i++;
        } else if (is_id(t, ".texref") || is_id(t, ".samplerref") || is_id(t, ".surfref")) {
            return perr(ps, t, "unsupported: %.*s variables (samplers are not emulated; module-scope and kernel "
                               "parameter .texref and .surfref are)", (int)t->len, t->s);
        } else {
            return perr(ps, t, "expected a type in the declaration but found '%.*s'", (int)t->len, t->s);
        }
    }
}

/* Parse one declarator: name {'[' N? ']'} | name '<' N '>' ; initialiser recorded. */
static int parse_declarator(pstate *ps, pdecl *d) {
    const ptok *t = tk(ps);
    if (t->kind != TK_IDENT || t->s[0] == '.') return perr(ps, t, "expected a name in the declaration but found '%.*s'", (int)t->len, t->s);
    d->name = t;
    d->count = 1;
    d->unsized = 0;
    d->range = 0;
    d->init_tok = 0;
    ps->i++;
    if (is_p(tk(ps), '<')) {
        ps->i++;
        if (tk(ps)->kind != TK_INT) return perr(ps, tk(ps), "expected a register count");
        d->range = (int)tk(ps)->ival;
        if (d->range <= 0 || d->range > 1000000) return perr(ps, tk(ps), "bad register count");
        ps->i++;
        if (expect_p(ps, '>')) return -1;
    }
    while (is_p(tk(ps), '[')) {
        ps->i++;
        if (is_p(tk(ps), ']')) { d->unsized = 1; ps->i++; continue; }
        {
            cval v;
            const ptok *ct = tk(ps);
            if (cexpr(ps, &v)) return -1;
            if (v.isfloat || v.sym || v.i <= 0) return perr(ps, ct, "array size must be a positive integer");
            d->count *= (uint64_t)v.i;
        }
        if (expect_p(ps, ']')) return -1;
    }
    if (is_p(tk(ps), '=')) {
        int depth = 0;
        ps->i++;
        d->init_tok = ps->i;
        /* skip the initialiser: up to ',' or ';' at depth 0 */
        while (tk(ps)->kind != TK_EOF) {
            if (is_p(tk(ps), '{') || is_p(tk(ps), '(')) depth++;
            else if (is_p(tk(ps), '}') || is_p(tk(ps), ')')) depth--;
            else if (depth == 0 && (is_p(tk(ps), ',') || is_p(tk(ps), ';'))) break;
            ps->i++;
        }
    }
    return 0;
}

static uint64_t align_up(uint64_t x, uint64_t a) { return a ? (x + a - 1) / a * a : x; }

/* pending initialisers, evaluated after pass 1 */
typedef struct pinit {
    int tok;
    int space;
    uint64_t addr;       /* .global: address; .const: offset */
    uint64_t bytes;
    int ty, vec;
    uint64_t count;
    const ptok *name;
} pinit;

typedef struct mstate {
    pinit *inits;
    int ninits, capinits;
} mstate;

static int count_init_elems(pstate *ps, int tok) {
    /* number of scalar elements in a braced initialiser (for sizing `x[] = {...}`) */
    int save = ps->i, n = 0, depth = 0;
    ps->i = tok;
    if (!is_p(tk(ps), '{')) { ps->i = save; return 1; }
    while (tk(ps)->kind != TK_EOF) {
        const ptok *t = tk(ps);
        if (is_p(t, '{')) { depth++; if (depth == 1) n = 0; }
        else if (is_p(t, '}')) { depth--; if (depth == 0) { n++; break; } }
        else if (is_p(t, ',') && depth >= 1) n++;
        ps->i++;
    }
    /* n counted commas+1 at any depth: good for flat and nested lists */
    ps->i = save;
    return n;
}

/* Declare a variable at module scope or in a function (fn_scope). */
static int declare_var(pstate *ps, pdecl *d, int fn_scope, mstate *ms) {
    uint64_t eb = decl_elem_bytes(d), bytes;
    uint32_t align = d->align ? d->align : (uint32_t)eb;
    psym *s;
    char name[128];
    if (d->unsized && d->init_tok) d->count = (uint64_t)count_init_elems(ps, d->init_tok) / (uint64_t)(d->vec ? d->vec : 1);
    bytes = eb * d->count;
    if (d->unsized && !d->init_tok) bytes = 0;
    snprintf(name, sizeof name, "%.*s", (int)d->name->len, d->name->s);
    if (!align) align = 1;
    if (d->texref) {
        int k;
        if (d->space != NR_GLOBAL || fn_scope || d->init_tok || d->count != 1 || d->unsized || d->vec != 1)
            return perr(ps, d->name, "a .texref / .surfref is a module-scope .global scalar without initialiser");
        k = nr_check_binding(ps->cx, d->name->s, d->name->len, d->texref == 2);
        if (k < 0) return -1;
        s = add_sym(ps, d->name->s, d->name->len, SY_TEXREF);
        s->addr = NR_IMAGE_HANDLE + (uint64_t)k;
        s->count = d->texref == 2;
        return 0;
    }
    switch (d->space) {
    case NR_GLOBAL: {
        uint8_t *data;
        s = add_sym(ps, d->name->s, d->name->len, SY_GLOBALVAR);
        s->addr = nr_map_global(ps->cx, bytes, name, &data);
        s->size = bytes;
        if (d->init_tok) {
            GROW(ms->inits, ms->ninits, ms->capinits, 16);
            ms->inits[ms->ninits].tok = d->init_tok;
            ms->inits[ms->ninits].space = NR_GLOBAL;
            ms->inits[ms->ninits].addr = s->addr;
            ms->inits[ms->ninits].bytes = bytes;
            ms->inits[ms->ninits].ty = d->ty;
            ms->inits[ms->ninits].vec = d->vec;
            ms->inits[ms->ninits].count = d->count;
            ms->inits[ms->ninits].name = d->name;
            ms->ninits++;
        }
        break;
    }
    case NR_CONST: {
        s = add_sym(ps, d->name->s, d->name->len, SY_CONSTVAR);
        s->addr = nr_map_const(ps->cx, bytes, align);
        s->size = bytes;
        if (d->init_tok) {
            GROW(ms->inits, ms->ninits, ms->capinits, 16);
            ms->inits[ms->ninits].tok = d->init_tok;
            ms->inits[ms->ninits].space = NR_CONST;
            ms->inits[ms->ninits].addr = s->addr;
            ms->inits[ms->ninits].bytes = bytes;
            ms->inits[ms->ninits].ty = d->ty;
            ms->inits[ms->ninits].vec = d->vec;
            ms->inits[ms->ninits].count = d->count;
            ms->inits[ms->ninits].name = d->name;
            ms->ninits++;
        }
        break;
    }
    case NR_SHARED:
        if (d->init_tok) return perr(ps, d->name, ".shared variables cannot have initialisers");
        if (d->is_extern || (d->unsized && !bytes)) {
            s = add_sym(ps, d->name->s, d->name->len, SY_DYNSHARED);
            if (align > ps->cx->kinfo.dyn_shared_align) ps->cx->kinfo.dyn_shared_align = align;
            ps->M->has_dyn_shared = 1;
            s->addr = 0;
        } else {
            s = add_sym(ps, d->name->s, d->name->len, SY_SHAREDVAR);
            ps->static_shared = align_up(ps->static_shared, align);
            s->addr = ps->static_shared;
            ps->static_shared += bytes;
        }
        s->size = bytes;
        break;
    case NR_LOCAL:
        if (d->init_tok) return perr(ps, d->name, ".local variables cannot have initialisers");
        if (fn_scope) {
            s = add_sym(ps, d->name->s, d->name->len, SY_LOCALVAR);
            ps->local_bytes = align_up(ps->local_bytes, align);
            s->addr = ps->local_bytes;
            ps->local_bytes += bytes;
        } else {
            s = add_sym(ps, d->name->s, d->name->len, SY_MLOCALVAR);
            ps->M->module_local = align_up(ps->M->module_local, align);
            s->addr = ps->M->module_local;
            ps->M->module_local += bytes;
        }
        s->size = bytes;
        break;
    case NR_PARAM:
        /* .param in a function body: an outgoing argument / return slot in the frame */
        s = add_sym(ps, d->name->s, d->name->len, SY_PARAMVAR);
        ps->param_bytes = (uint32_t)align_up(ps->param_bytes, align);
        s->addr = ps->param_bytes;
        s->size = bytes;
        ps->param_bytes += (uint32_t)bytes;
        break;
    default:
        return perr(ps, d->name, "bad state space");
    }
    s->ty = (uint8_t)d->ty;
    return 0;
}

static int declare_reg(pstate *ps, pdecl *d) {
    int bits = ptx_type_bits(d->ty);
    psym *s;
    if (d->vec > 1) return perr(ps, d->name, "unsupported: vector registers (.reg .v%d)", d->vec);
    /* A .b128 register is two consecutive 64-bit slots, low half first: every slot stays
     * 64 bits wide (the executor's registers are uint64_t), and the few instructions that
     * take .b128 operands (mov, ld/st, atom.cas/exch) address slot and slot + 1. */
    int per = d->ty == PT_B128 ? 2 : 1;
    if (d->range) {
        int k;
        s = add_sym(ps, d->name->s, d->name->len, SY_REGRANGE);
        s->count = (uint32_t)d->range;
        s->slot = ps->nslots;
        s->ty = (uint8_t)d->ty;
        for (k = 0; k < d->range * per; k++) new_slot(ps, 0, bits);
    } else {
        s = add_sym(ps, d->name->s, d->name->len, SY_REG);
        s->slot = new_slot(ps, 0, bits);
        if (per == 2) new_slot(ps, 0, bits);
        s->ty = (uint8_t)d->ty;
    }
    return 0;
}

static int space_of(const ptok *t) {
    if (is_id(t, ".global")) return NR_GLOBAL;
    if (is_id(t, ".const")) return NR_CONST;
    if (is_id(t, ".shared") || is_id(t, ".shared::cta")) return NR_SHARED;
    if (is_id(t, ".local")) return NR_LOCAL;
    if (is_id(t, ".param")) return NR_PARAM;
    if (is_id(t, ".reg")) return -2;
    return -1;
}

/* `.space [attrs] type name..., name...;` at module or function scope. */
static int parse_var_stmt(pstate *ps, int fn_scope, int is_extern, mstate *ms) {
    pdecl d;
    memset(&d, 0, sizeof d);
    d.vec = 1;
    d.is_extern = is_extern;
    d.space = space_of(tk(ps));
    d.is_reg = d.space == -2;
    if (d.space == -1) return perr(ps, tk(ps), "expected a state space");
    if (d.is_reg && !fn_scope) return perr(ps, tk(ps), ".reg declarations belong in a function");
    ps->i++;
    /* .const bank: .const[2] */
    if (is_p(tk(ps), '[') && d.space == NR_CONST) return perr(ps, tk(ps), "unsupported: constant banks other than 0");
    if (parse_decl_head(ps, &d)) return -1;
    for (;;) {
        if (parse_declarator(ps, &d)) return -1;
        if (d.is_reg) {
            if (d.init_tok) return perr(ps, d.name, "registers cannot have initialisers");
            if (declare_reg(ps, &d)) return -1;
        } else {
            if (d.range) return perr(ps, d.name, "only registers take a <N> count");
            if (declare_var(ps, &d, fn_scope, ms)) return -1;
        }
        if (is_p(tk(ps), ',')) { ps->i++; continue; }
        return expect_p(ps, ';');
    }
}

/* ---------------------------------------------------------------- initialisers */

static int store_init_value(pstate *ps, const ptok *t, cval *v, int ty, uint8_t *p, uint32_t eb, int space) {
    uint64_t bits = 0;
    if (v->sym) {
        psym *s = v->sym;
        uint64_t a;
        switch (s->kind) {
        case SY_GLOBALVAR: a = s->addr; break;
        case SY_CONSTVAR: a = v->generic ? nr_cvta_from(NR_CONST, s->addr) : s->addr; break;
        case SY_SHAREDVAR: a = v->generic ? nr_cvta_from(NR_SHARED, s->addr) : s->addr; break;
        case SY_FUNC: a = NR_FUNC_WIN + 16 * s->addr; break;
        default: return perr(ps, t, "cannot take the address of '%.*s' in an initialiser", (int)s->len, s->name);
        }
        bits = a + (uint64_t)v->i;
        if (v->mask_byte) bits = bits >> (8 * (v->mask_byte - 1)) & 0xff;
        (void)space;
    } else if (ptx_type_is_float(ty)) {
        double x = v->isfloat ? v->f : (double)v->i;
        int fmt = ty == PT_F32 ? FP_F32 : ty == PT_F64 ? FP_F64 : ty == PT_BF16 ? FP_BF16 : FP_F16;
        bits = fp_from_double(fmt, x, FP_RN);
    } else {
        if (v->isfloat) {
            if (eb == 4) bits = fp_bits32((float)v->f);
            else if (eb == 8) bits = fp_bits64(v->f);
            else return perr(ps, t, "float initialiser for an integer variable");
        } else {
            bits = (uint64_t)v->i;
        }
    }
    nr_wr(p, eb > 8 ? 8 : eb, bits);
    return 0;
}

static int eval_init(pstate *ps, pinit *in) {
    uint8_t *base;
    int eb = ptx_type_bits(in->ty) / 8;
    uint64_t nelem = in->count * (uint64_t)(in->vec ? in->vec : 1), k = 0;
    if (eb < 1) eb = 1;
    ps->i = in->tok;
    if (in->space == NR_GLOBAL) {
        int r;
        base = NULL;
        for (r = 0; r < ps->cx->mem.nglob; r++)
            if (ps->cx->mem.glob[r].base == in->addr) base = ps->cx->mem.glob[r].data;
        if (!base) return perr(ps, in->name, "internal: region not found");
    } else {
        base = ps->cx->mem.cnst + in->addr;
    }
    if (is_p(tk(ps), '{')) {
        int depth = 0;
        for (;;) {
            const ptok *t = tk(ps);
            if (is_p(t, '{')) { depth++; ps->i++; continue; }
            if (is_p(t, '}')) { depth--; ps->i++; if (depth == 0) break; continue; }
            if (is_p(t, ',')) { ps->i++; continue; }
            if (t->kind == TK_EOF) return perr(ps, t, "unterminated initialiser");
            {
                cval v;
                if (cexpr(ps, &v)) return -1;
                if (k >= nelem) return perr(ps, t, "too many initialisers for '%.*s'", (int)in->name->len, in->name->s);
                if (store_init_value(ps, t, &v, in->ty, base + k * (uint64_t)eb, (uint32_t)eb, in->space)) return -1;
                k++;
            }
        }
    } else {
        cval v;
        const ptok *t = tk(ps);
        if (cexpr(ps, &v)) return -1;
        if (nelem < 1) return perr(ps, t, "initialiser for an empty variable");
        if (store_init_value(ps, t, &v, in->ty, base, (uint32_t)eb, in->space)) return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- functions */

static int find_func(ptx_module *M, const char *name, uint32_t len) {
    int i;
    for (i = 0; i < M->nfuncs; i++)
        if (strlen(M->funcs[i].name) == len && !memcmp(M->funcs[i].name, name, len)) return i;
    return -1;
}

/* Parse a parameter list "( .param .b32 a, .reg .b64 b, ... )" into formals. For kernels
 * the kernel parameter block offsets are computed; for functions, frame .param offsets.
 * Names are recorded as token indices for pass 2. */
typedef struct pparam {
    int is_reg;
    int texref;         /* .param .texref 1, .surfref 2: a kernel's image parameter */
    int ty;
    uint64_t size;
    uint32_t align;
    const ptok *name;
} pparam;

static int parse_params_(pstate *ps, pparam **out, int *n) {
    int cap = 0;
    *out = NULL;
    *n = 0;
    if (expect_p(ps, '(')) return -1;
    if (is_p(tk(ps), ')')) { ps->i++; return 0; }
    for (;;) {
        pdecl d;
        pparam p;
        memset(&d, 0, sizeof d);
        d.vec = 1;
        if (is_id(tk(ps), ".param")) d.space = NR_PARAM;
        else if (is_id(tk(ps), ".reg")) d.is_reg = 1;
        else return perr(ps, tk(ps), "expected .param or .reg in a parameter list but found '%.*s'", (int)tk(ps)->len, tk(ps)->s);
        ps->i++;
        if (parse_decl_head(ps, &d)) return -1;
        if (tk(ps)->kind == TK_IDENT && tk(ps)->s[0] != '.') {
            if (parse_declarator(ps, &d)) return -1;
        } else {
            d.name = NULL;
            d.count = 1;
        }
        memset(&p, 0, sizeof p);
        p.is_reg = d.is_reg;
        p.texref = d.texref;
        p.ty = d.ty;
        p.size = decl_elem_bytes(&d) * d.count;
        p.align = d.align ? d.align : (uint32_t)decl_elem_bytes(&d);
        if (!p.align) p.align = 1;
        p.name = d.name;
        if (*n >= cap) { cap = cap ? cap * 2 : 8; *out = (pparam *)realloc(*out, (size_t)cap * sizeof **out); }
        (*out)[(*n)++] = p;
        if (is_p(tk(ps), ',')) { ps->i++; continue; }
        return expect_p(ps, ')');
    }
}

static int parse_params(pstate *ps, pparam **out, int *n) {
    if (parse_params_(ps, out, n)) {
        free(*out);
        *out = NULL;
        *n = 0;
        return -1;
    }
    return 0;
}

typedef struct pfsig {
    pparam *params, *rets;
    int nparams, nrets;
} pfsig;

static void skip_line(pstate *ps) {
    uint32_t line = tk(ps)->line;
    while (tk(ps)->kind != TK_EOF && tk(ps)->line == line) ps->i++;
}

static int skip_block(pstate *ps) {
    int depth = 0;
    const ptok *start = tk(ps);
    while (tk(ps)->kind != TK_EOF) {
        if (is_p(tk(ps), '{')) depth++;
        else if (is_p(tk(ps), '}')) {
            depth--;
            if (depth == 0) { ps->i++; return 0; }
        }
        ps->i++;
    }
    return perr(ps, start, "unterminated block (missing '}')");
}

static int parse_function(pstate *ps, int is_entry, pfsig **sigs, int *nsigs) {
    const ptok *kw = tk(ps), *name;
    pfsig sig;
    int fi;
    pfunc *F;
    memset(&sig, 0, sizeof sig);
    ps->i++;
    if (!is_entry && is_p(tk(ps), '(')) {
        if (parse_params(ps, &sig.rets, &sig.nrets)) return -1;
    }
    name = tk(ps);
    if (name->kind != TK_IDENT || name->s[0] == '.') return perr(ps, name, "expected a function name after %.*s", (int)kw->len, kw->s);
    ps->i++;
    if (is_p(tk(ps), '(')) {
        if (parse_params(ps, &sig.params, &sig.nparams)) { free(sig.rets); return -1; }
    }
    if (sig.nparams > 64 && is_entry) return perr(ps, name, "more than 64 kernel parameters");
    /* performance directives and attributes */
    for (;;) {
        const ptok *t = tk(ps);
        if (is_id(t, ".noreturn") || is_id(t, ".explicitcluster")) { ps->i++; continue; }
        if (is_id(t, ".maxntid") || is_id(t, ".reqntid") || is_id(t, ".minnctapersm") || is_id(t, ".maxnctapersm") ||
            is_id(t, ".maxnreg") || is_id(t, ".reqnctapercluster") || is_id(t, ".maxclusterrank") || is_id(t, ".nctapersm")) {
            ps->i++;
            while (tk(ps)->kind == TK_INT || is_p(tk(ps), ',')) ps->i++;
            continue;
        }
        if (is_id(t, ".pragma")) {
            while (!is_p(tk(ps), ';') && tk(ps)->kind != TK_EOF) ps->i++;
            ps->i++;
            continue;
        }
        if (is_id(t, ".attribute")) {
            ps->i++;
            if (expect_p(ps, '(')) return -1;
            while (!is_p(tk(ps), ')') && tk(ps)->kind != TK_EOF) ps->i++;
            if (expect_p(ps, ')')) return -1;
            continue;
        }
        break;
    }
    fi = find_func(ps->M, name->s, name->len);
    if (fi < 0) {
        psym *s;
        GROW(ps->M->funcs, ps->M->nfuncs, ps->M->capfuncs, 16);
        *sigs = (pfsig *)realloc(*sigs, (size_t)ps->M->capfuncs * sizeof **sigs);
        fi = ps->M->nfuncs++;
        *nsigs = ps->M->nfuncs;
        F = &ps->M->funcs[fi];
        memset(F, 0, sizeof *F);
        F->name = (char *)ptx_alloc(ps->M, name->len + 1);
        memcpy(F->name, name->s, name->len);
        F->is_kernel = is_entry;
        F->line = name->line;
        F->tok_begin = -1;
        s = add_sym(ps, name->s, name->len, SY_FUNC);
        s->addr = (uint64_t)fi;
        (*sigs)[fi] = sig;
    } else {
        F = &ps->M->funcs[fi];
        if (F->is_kernel != is_entry) return perr(ps, name, "'%.*s' declared both as .entry and .func", (int)name->len, name->s);
        if (sig.nparams != (*sigs)[fi].nparams || sig.nrets != (*sigs)[fi].nrets)
            return perr(ps, name, "'%.*s' redeclared with a different signature", (int)name->len, name->s);
        if (is_p(tk(ps), '{')) {
            free((*sigs)[fi].params);
            free((*sigs)[fi].rets);
            (*sigs)[fi] = sig;
        } else {
            free(sig.params);
            free(sig.rets);
        }
    }
    if (is_p(tk(ps), ';')) { ps->i++; return 0; }
    if (!is_p(tk(ps), '{')) return perr(ps, tk(ps), "expected '{' or ';' after the declaration of '%.*s'", (int)name->len, name->s);
    if (F->defined) return perr(ps, name, "function '%.*s' defined twice", (int)name->len, name->s);
    F->defined = 1;
    F->tok_begin = ps->i;
    if (skip_block(ps)) return -1;
    F->tok_end = ps->i;
    return 0;
}

/* ---------------------------------------------------------------- function bodies */

static int parse_proto(pstate *ps, const ptok *name) {
    /* label: .callprototype ( .param .b32 _ ) _ ( .param .b64 _, ... ); */
    pparam *rets = NULL, *params = NULL;
    int nrets = 0, nparams = 0, k;
    pproto *P;
    psym *s;
    ps->i++; /* .callprototype */
    if (is_p(tk(ps), '(')) {
        if (parse_params(ps, &rets, &nrets)) return -1;
    }
    if (!is_id(tk(ps), "_")) { free(rets); return perr(ps, tk(ps), "expected '_' in .callprototype"); }
    ps->i++;
    if (is_p(tk(ps), '(')) {
        if (parse_params(ps, &params, &nparams)) { free(rets); return -1; }
    }
    while (is_id(tk(ps), ".noreturn")) ps->i++;
    if (expect_p(ps, ';')) { free(rets); free(params); return -1; }
    if (nrets > 32 || nparams > 32) { free(rets); free(params); return perr(ps, name, "prototype with too many parameters"); }
    GROW(ps->M->protos, ps->M->nprotos, ps->M->capprotos, 8);
    P = &ps->M->protos[ps->M->nprotos];
    memset(P, 0, sizeof *P);
    P->nparams = nparams;
    P->nrets = nrets;
    for (k = 0; k < nparams; k++) P->psize[k] = (uint32_t)params[k].size;
    for (k = 0; k < nrets; k++) P->rsize[k] = (uint32_t)rets[k].size;
    s = add_sym(ps, name->s, name->len, SY_PROTO);
    s->addr = (uint64_t)ps->M->nprotos++;
    free(rets);
    free(params);
    return 0;
}

static int parse_brtab(pstate *ps, const ptok *name) {
    /* label: .branchtargets L1, L2, ...; */
    pbrtab *B;
    psym *s;
    int cap = 0;
    ps->i++;
    GROW(ps->M->brtabs, ps->M->nbrtabs, ps->M->capbrtabs, 8);
    B = &ps->M->brtabs[ps->M->nbrtabs];
    memset(B, 0, sizeof *B);
    s = add_sym(ps, name->s, name->len, SY_BRTAB);
    s->addr = (uint64_t)ps->M->nbrtabs;
    for (;;) {
        const ptok *t = tk(ps);
        if (t->kind != TK_IDENT) return perr(ps, t, "expected a label in .branchtargets");
        if (B->n >= cap) {
            cap = cap ? cap * 2 : 8;
            B->targets = (uint32_t *)realloc(B->targets, (size_t)cap * sizeof *B->targets);
        }
        GROW(ps->trefs, ps->ntrefs, ps->captrefs, 16);
        ps->trefs[ps->ntrefs].brtab = ps->M->nbrtabs;
        ps->trefs[ps->ntrefs].slot = (uint32_t)B->n;
        ps->trefs[ps->ntrefs].label = find_label(ps, t->s, t->len);
        if (!ps->labels[ps->trefs[ps->ntrefs].label].tok) ps->labels[ps->trefs[ps->ntrefs].label].tok = t;
        ps->ntrefs++;
        B->targets[B->n++] = 0;
        ps->i++;
        if (is_p(tk(ps), ',')) { ps->i++; continue; }
        break;
    }
    ps->M->nbrtabs++;
    return expect_p(ps, ';');
}

static int decode_body(pstate *ps, int fi, pfsig *sig, mstate *ms) {
    ptx_module *M = ps->M;
    pfunc *F = &M->funcs[fi];
    int mark = scope_mark(ps), depth = 0, k;
    int marks[256];
    ps->F = F;
    ps->fidx = fi;
    ps->code = NULL;
    ps->ncode = ps->capcode = 0;
    ps->nslots = 0;
    ps->param_bytes = 0;
    ps->local_bytes = 0;
    ps->nconsts = 0;
    ps->nlabels = 0;
    ps->nbrefs = 0;
    ps->ntrefs = 0;
    for (k = 0; k < SR_COUNT; k++) ps->special_slot[k] = -1;
    new_slot(ps, 0, 64); /* 0: local base */
    new_slot(ps, 1, 1);  /* 1: true */
    new_slot(ps, 0, 64); /* 2: zero */
    /* formals */
    if (F->is_kernel) {
        uint64_t off = 0;
        ps->cx->kinfo.nparams = 0;
        for (k = 0; k < sig->nparams; k++) {
            pparam *p = &sig->params[k];
            psym *s;
            if (p->is_reg) return perr(ps, p->name, "kernel parameters must be .param");
            off = align_up(off, p->align);
            M->kparam_offs[k] = off;
            if (p->texref && p->name) {
                /* an image parameter: its name is the handle of the image its argument
                 * is (as a module-scope reference's is its binding's); the kernel being
                 * launched checks the argument, another kernel's never runs */
                int j = !strcmp(F->name, ps->cx->launch.kernel) ? nr_check_image_param(ps->cx, k, p->texref == 2) : -2;
                if (j == -1) return -1;
                s = add_sym(ps, p->name->s, p->name->len, SY_TEXREF);
                s->addr = j >= 0 ? NR_IMAGE_HANDLE + (uint64_t)j : 0;
                s->count = p->texref == 2;
            } else if (p->name) {
                s = add_sym(ps, p->name->s, p->name->len, SY_KPARAM);
                s->addr = off;
                s->size = p->size;
                s->ty = (uint8_t)p->ty;
            }
            off += p->size;
        }
    } else {
        F->nparams = sig->nparams;
        F->nrets = sig->nrets;
        F->params = (pformal *)ptx_alloc(M, (size_t)(sig->nparams + 1) * sizeof(pformal));
        F->rets = (pformal *)ptx_alloc(M, (size_t)(sig->nrets + 1) * sizeof(pformal));
        for (k = 0; k < sig->nrets + sig->nparams; k++) {
            pparam *p = k < sig->nrets ? &sig->rets[k] : &sig->params[k - sig->nrets];
            pformal *f = k < sig->nrets ? &F->rets[k] : &F->params[k - sig->nrets];
            psym *s;
            f->size = (uint32_t)p->size;
            f->ty = (uint8_t)p->ty;
            if (p->texref) return perr(ps, p->name ? p->name : tk(ps), "only a kernel takes .texref / .surfref parameters");
            if (p->is_reg) {
                f->is_reg = 1;
                f->off = new_slot(ps, 0, ptx_type_bits(p->ty));
                if (p->name) {
                    s = add_sym(ps, p->name->s, p->name->len, SY_REG);
                    s->slot = f->off;
                    s->ty = (uint8_t)p->ty;
                }
            } else if (k >= sig->nrets) {
                /* input parameter: in the frame's .local area */
                ps->local_bytes = align_up(ps->local_bytes, p->align);
                f->off = (uint32_t)ps->local_bytes;
                f->in_local = 1;
                if (p->name) {
                    s = add_sym(ps, p->name->s, p->name->len, SY_FORMALPARAM);
                    s->addr = ps->local_bytes;
                    s->size = p->size;
                    s->ty = (uint8_t)p->ty;
                }
                ps->local_bytes += p->size;
            } else {
                ps->param_bytes = (uint32_t)align_up(ps->param_bytes, p->align);
                f->off = ps->param_bytes;
                if (p->name) {
                    s = add_sym(ps, p->name->s, p->name->len, SY_PARAMVAR);
                    s->addr = ps->param_bytes;
                    s->size = p->size;
                    s->ty = (uint8_t)p->ty;
                }
                ps->param_bytes += (uint32_t)p->size;
            }
        }
    }
    ps->i = F->tok_begin;
    for (;;) {
        const ptok *t = tk(ps);
        if (ps->err) return -1;
        if (t->kind == TK_EOF) return perr(ps, t, "unexpected end of file in the body of '%s'", F->name);
        if (is_p(t, '{')) {
            if (depth >= 255) return perr(ps, t, "blocks nested too deeply");
            marks[depth++] = scope_mark(ps);
            ps->i++;
            continue;
        }
        if (is_p(t, '}')) {
            ps->i++;
            if (--depth == 0) break;
            scope_pop(ps, marks[depth]);
            continue;
        }
        if (is_p(t, ';')) { ps->i++; continue; }
        if (t->kind == TK_IDENT && t->s[0] == '.') {
            if (is_id(t, ".loc") || is_id(t, ".file")) { skip_line(ps); continue; }
            if (is_id(t, ".pragma")) {
                while (!is_p(tk(ps), ';') && tk(ps)->kind != TK_EOF) ps->i++;
                continue;
            }
            if (is_id(t, ".reg") || is_id(t, ".local") || is_id(t, ".param") || is_id(t, ".shared") || is_id(t, ".const") ||
                is_id(t, ".global")) {
                int sp = space_of(t);
                if (sp == NR_CONST || sp == NR_GLOBAL) {
                    /* function-scope .global/.const behave like module-scope ones */
                    if (parse_var_stmt(ps, 0, 0, ms)) return -1;
                    for (k = 0; k < ms->ninits; k++) {
                        if (ms->inits[k].tok < 0) continue;
                        {
                            int save = ps->i;
                            if (eval_init(ps, &ms->inits[k])) return -1;
                            ps->i = save;
                            ms->inits[k].tok = -1;
                        }
                    }
                    continue;
                }
                if (parse_var_stmt(ps, 1, 0, ms)) return -1;
                continue;
            }
            if (is_id(t, ".extern")) {
                ps->i++;
                if (parse_var_stmt(ps, 1, 1, ms)) return -1;
                continue;
            }
            return perr(ps, t, "unexpected directive '%.*s' in a function body", (int)t->len, t->s);
        }
        if (t->kind == TK_IDENT && is_p(&ps->t[ps->i + 1], ':')) {
            const ptok *n2 = &ps->t[ps->i + 2];
            if (is_id(n2, ".callprototype")) {
                ps->i += 2;
                if (parse_proto(ps, t)) return -1;
                continue;
            }
            if (is_id(n2, ".branchtargets")) {
                ps->i += 2;
                if (parse_brtab(ps, t)) return -1;
                continue;
            }
            if (is_id(n2, ".calltargets")) {
                ps->i += 2;
                while (!is_p(tk(ps), ';') && tk(ps)->kind != TK_EOF) ps->i++;
                ps->i++;
                continue;
            }
            {
                int l = find_label(ps, t->s, t->len);
                if (ps->labels[l].index >= 0) return perr(ps, t, "label '%.*s' defined twice", (int)t->len, t->s);
                ps->labels[l].index = ps->ncode;
                ps->labels[l].tok = t;
            }
            ps->i += 2;
            continue;
        }
        /* instruction, possibly guarded */
        {
            uint32_t gslot = 1;
            int gneg = 0;
            const ptok *first = t;
            if (is_p(t, '@')) {
                psym *s;
                ps->i++;
                if (is_p(tk(ps), '!')) { gneg = 1; ps->i++; }
                t = tk(ps);
                if (t->kind != TK_IDENT) return perr(ps, t, "expected a predicate after '@'");
                s = lookup(ps, t->s, t->len);
                if (!s) return perr(ps, t, "undeclared predicate '%.*s'", (int)t->len, t->s);
                if (s->kind != SY_REG || s->ty != PT_PRED) return perr(ps, t, "'%.*s' is not a predicate register", (int)t->len, t->s);
                gslot = s->slot;
                ps->i++;
            }
            t = tk(ps);
            if (t->kind != TK_IDENT) return perr(ps, t, "expected an instruction but found '%.*s'", (int)t->len, t->s);
            ps->insn_tok = first;
            if (ptx_decode_insn(ps, gslot, gneg)) return -1;
            ps->insn_tok = NULL;
        }
    }
    scope_pop(ps, mark);
    /* resolve branches */
    for (k = 0; k < ps->nlabels; k++)
        if (ps->labels[k].index < 0)
            return perr(ps, ps->labels[k].tok, "undefined label '%.*s'", (int)ps->labels[k].len, ps->labels[k].name);
    for (k = 0; k < ps->nbrefs; k++) ps->code[ps->brefs[k].insn].imm = ps->labels[ps->brefs[k].label].index;
    for (k = 0; k < ps->ntrefs; k++)
        M->brtabs[ps->trefs[k].brtab].targets[ps->trefs[k].slot] = (uint32_t)ps->labels[ps->trefs[k].label].index;
    /* the end of a function falls into an implicit return */
    ps->insn_tok = NULL;
    {
        pinsn *in = emit(ps, F->is_kernel ? POP_EXIT : POP_RET);
        in->line = tk(ps)->line;
        in->src = (uint32_t)(ps->t[ps->i - 1].s - M->src);
    }
    /* finalise the frame: slots, then the .param area */
    F->nslots = ps->nslots;
    F->frame_words = ps->nslots + (ps->param_bytes + 7) / 8;
    F->tmpl = (uint64_t *)ptx_alloc(M, (size_t)F->frame_words * 8);
    memcpy(F->tmpl, ps->tmpl, (size_t)ps->nslots * 8);
    F->local_size = align_up(ps->local_bytes, 16);
    F->code = (pinsn *)ptx_alloc(M, (size_t)ps->ncode * sizeof(pinsn));
    memcpy(F->code, ps->code, (size_t)ps->ncode * sizeof(pinsn));
    F->ncode = ps->ncode;
    {
        int ns = 0;
        for (k = 0; k < SR_COUNT; k++) if (ps->special_slot[k] >= 0) ns++;
        F->specs = (pspec *)ptx_alloc(M, (size_t)(ns + 1) * sizeof(pspec));
        F->nspecs = 0;
        for (k = 0; k < SR_COUNT; k++)
            if (ps->special_slot[k] >= 0) {
                F->specs[F->nspecs].slot = (uint32_t)ps->special_slot[k];
                F->specs[F->nspecs].id = (uint32_t)k;
                F->nspecs++;
            }
    }
    /* frame .param offsets become byte offsets from slot 0 */
    {
        uint32_t pbase = F->nslots * 8;
        uint32_t c;
        for (c = 0; c < F->ncode; c++) {
            pinsn *in = &F->code[c];
            if (in->op == POP_LDFP || in->op == POP_STFP) in->imm += pbase;
        }
        for (k = 0; k < F->nparams && F->params; k++) if (!F->params[k].is_reg && !F->params[k].in_local) F->params[k].off += pbase;
        for (k = 0; k < F->nrets && F->rets; k++) if (!F->rets[k].is_reg) F->rets[k].off += pbase;
        for (k = 0; k < M->ncalls; k++) {
            pcallsite *cs = &M->calls[k];
            int a;
            if (cs->caller != fi) continue;
            for (a = 0; a < cs->nargs; a++) if (!cs->args[a].is_reg) cs->args[a].off += pbase;
            for (a = 0; a < cs->nrets; a++) if (!cs->rets[a].is_reg) cs->rets[a].off += pbase;
        }
    }
    free(ps->code);
    ps->code = NULL;
    return 0;
}

/* ---------------------------------------------------------------- module */

static int build(nr_ctx *cx, ptx_module *M, const char *path, const char *text, size_t len, int sig_only);

int ptx_build(nr_ctx *cx, ptx_module *M, const char *path, const char *text, size_t len) {
    return build(cx, M, path, text, len, 0);
}

int ptx_build_sig(nr_ctx *cx, ptx_module *M, const char *path, const char *text, size_t len) {
    return build(cx, M, path, text, len, 1);
}

/* nr_check_bindings_used's question: does the module declare .texref / .surfref `name`? */
static int texref_declared(void *user, const char *name, int surface) {
    psym *s = find_sym((pstate *)user, name, (uint32_t)strlen(name), 0);
    return s && s->kind == SY_TEXREF && (int)s->count == !!surface;
}

static int build(nr_ctx *cx, ptx_module *M, const char *path, const char *text, size_t len, int sig_only) {
    pstate *ps = (pstate *)calloc(1, sizeof *ps);
    mstate ms;
    char lexerr[512];
    pfsig *sigs = NULL;
    int nsigs = 0, k, rc = -1, is_extern = 0, linkage = 0;
    memset(&ms, 0, sizeof ms);
    ps->cx = cx;
    ps->M = M;
    ps->path = path;
    M->path = path;
    M->src = (char *)malloc(len + 1);
    memcpy(M->src, text, len);
    M->src[len] = 0;
    M->srclen = len;
    M->kernel = -1;
    for (k = 0; k < PS_NBUCKETS; k++) ps->buckets[k] = -1;
    if (ptx_lex(M->src, len, &ps->t, &ps->nt, lexerr, sizeof lexerr)) {
        nr_error(cx, "%s:%s", path, lexerr);
        free(ps);
        return -1;
    }
    /* pass 1 */
    while (!ps->err) {
        const ptok *t = tk(ps);
        if (t->kind == TK_EOF) break;
        if (is_p(t, ';')) { ps->i++; continue; }
        if (t->kind != TK_IDENT || t->s[0] != '.') { perr(ps, t, "expected a directive but found '%.*s'", (int)t->len, t->s); break; }
        if (is_id(t, ".version")) {
            ps->i++;
            if (tk(ps)->kind == TK_FLT) {
                double v = tk(ps)->fval;
                M->version_major = (int)v;
                M->version_minor = (int)((v - (int)v) * 10 + 0.5);
            } else if (tk(ps)->kind == TK_INT) {
                M->version_major = (int)tk(ps)->ival;
            } else {
                perr(ps, tk(ps), "expected a version number");
                break;
            }
            ps->i++;
            continue;
        }
        if (is_id(t, ".target")) {
            uint32_t line = t->line;
            ps->i++;
            while (tk(ps)->kind != TK_EOF && tk(ps)->line == line && (tk(ps)->kind == TK_IDENT || is_p(tk(ps), ','))) {
                if (tk(ps)->kind == TK_IDENT && tk(ps)->len > 3 && !memcmp(tk(ps)->s, "sm_", 3)) M->sm = atoi(tk(ps)->s + 3);
                ps->i++;
            }
            continue;
        }
        if (is_id(t, ".address_size")) {
            ps->i++;
            if (tk(ps)->kind != TK_INT) { perr(ps, tk(ps), "expected 32 or 64"); break; }
            if (tk(ps)->ival != 64) { perr(ps, tk(ps), "unsupported: .address_size %llu (only 64)", (unsigned long long)tk(ps)->ival); break; }
            ps->i++;
            continue;
        }
        if (is_id(t, ".file") || is_id(t, ".loc")) { skip_line(ps); continue; }
        if (is_id(t, ".section")) {
            ps->i++;
            while (tk(ps)->kind != TK_EOF && !is_p(tk(ps), '{')) ps->i++;
            if (skip_block(ps)) break;
            continue;
        }
        if (is_id(t, ".pragma")) {
            while (!is_p(tk(ps), ';') && tk(ps)->kind != TK_EOF) ps->i++;
            continue;
        }
        if (is_id(t, ".visible") || is_id(t, ".weak") || is_id(t, ".common")) { linkage = 1; ps->i++; continue; }
        if (is_id(t, ".extern")) { is_extern = 1; linkage = 1; ps->i++; continue; }
        if (is_id(t, ".entry") || is_id(t, ".func")) {
            if (parse_function(ps, is_id(t, ".entry"), &sigs, &nsigs)) break;
            is_extern = linkage = 0;
            continue;
        }
        if (is_id(t, ".global") || is_id(t, ".const") || is_id(t, ".shared") || is_id(t, ".local")) {
            if (parse_var_stmt(ps, 0, is_extern, &ms)) break;
            is_extern = linkage = 0;
            continue;
        }
        if (is_id(t, ".alias")) {
            const ptok *a, *b;
            int fb;
            psym *s;
            ps->i++;
            a = tk(ps);
            ps->i++;
            if (expect_p(ps, ',')) break;
            b = tk(ps);
            ps->i++;
            if (expect_p(ps, ';')) break;
            fb = find_func(M, b->s, b->len);
            if (fb < 0) { perr(ps, b, "unknown function '%.*s' in .alias", (int)b->len, b->s); break; }
            s = find_sym(ps, a->s, a->len, 0);
            if (s && s->kind == SY_FUNC) s->addr = (uint64_t)fb;
            else { s = add_sym(ps, a->s, a->len, SY_FUNC); s->addr = (uint64_t)fb; }
            continue;
        }
        (void)linkage;
        perr(ps, t, "unsupported directive '%.*s'", (int)t->len, t->s);
        break;
    }
    if (ps->err) goto out;
    /* initialisers */
    for (k = 0; k < ms.ninits; k++)
        if (eval_init(ps, &ms.inits[k])) goto out;
    ms.ninits = 0;
    /* every NAME=tex:/surf: argument names a .texref / .surfref of the module */
    if (nr_check_bindings_used(cx, texref_declared, ps)) goto out;
    /* the kernel */
    for (k = 0; k < M->nfuncs; k++)
        if (!strcmp(M->funcs[k].name, cx->launch.kernel)) M->kernel = k;
    if (M->kernel < 0 || !M->funcs[M->kernel].is_kernel) {
        int any = 0;
        char list[512];
        size_t n = 0;
        list[0] = 0;
        for (k = 0; k < M->nfuncs; k++)
            if (M->funcs[k].is_kernel && n < sizeof list - 80) {
                n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", any ? ", " : "", M->funcs[k].name);
                any = 1;
            }
        nr_error(cx, "%s: no kernel named '%s' (kernels: %s)", path, cx->launch.kernel, any ? list : "none");
        goto out;
    }
    /* signatures of functions declared but not defined (builtins such as vprintf) */
    for (k = 0; k < M->nfuncs; k++) {
        M->funcs[k].nparams = sigs[k].nparams;
        M->funcs[k].nrets = sigs[k].nrets;
    }
    /* pass 2 */
    for (k = 0; k < M->nfuncs && !sig_only; k++) {
        if (!M->funcs[k].defined) continue;
        if (decode_body(ps, k, &sigs[k], &ms)) goto out;
    }
    /* dynamic shared memory goes after all static shared */
    {
        uint32_t dalign = cx->kinfo.dyn_shared_align ? cx->kinfo.dyn_shared_align : 16;
        uint64_t dyn = align_up(ps->static_shared, dalign);
        if (dalign > cx->kinfo.dyn_shared_align) cx->kinfo.dyn_shared_align = dalign;
        for (k = 0; k < ps->nfixes; k++) {
            pfunc *F = &M->funcs[ps->fixes[k].func];
            if (ps->fixes[k].kind == FIX_IMM) F->code[ps->fixes[k].index].imm += (int64_t)dyn;
            else F->tmpl[ps->fixes[k].index] += dyn;
        }
        M->static_shared = ps->static_shared;
        cx->kinfo.static_shared = ps->static_shared;
    }
    /* kernel signature for the runner */
    {
        pfsig *s = &sigs[M->kernel];
        cx->kinfo.nparams = s->nparams;
        for (k = 0; k < s->nparams; k++) {
            cx->kinfo.params[k].size = (uint32_t)s->params[k].size;
            cx->kinfo.params[k].align = s->params[k].align;
        }
        cx->kinfo.static_local = align_up(M->module_local, 16) + M->funcs[M->kernel].local_size;
    }
    rc = 0;
out:
    for (k = 0; k < M->nfuncs && k < nsigs; k++) {
        free(sigs[k].params);
        free(sigs[k].rets);
    }
    free(sigs);
    free(ms.inits);
    free(ps->t);
    free(ps->syms);
    free(ps->tmpl);
    free(ps->slotbits);
    free(ps->consts);
    free(ps->labels);
    free(ps->brefs);
    free(ps->trefs);
    free(ps->fixes);
    free(ps->code);
    free(ps);
    return rc;
}

void ptx_free(ptx_module *M) {
    int k;
    for (k = 0; k < M->nallocs; k++) free(M->allocs[k]);
    for (k = 0; k < M->ncalls; k++) { free(M->calls[k].args); free(M->calls[k].rets); }
    for (k = 0; k < M->nbrtabs; k++) free(M->brtabs[k].targets);
    free(M->allocs);
    free(M->funcs);
    free(M->calls);
    free(M->protos);
    free(M->brtabs);
    free(M->tens);
    free(M->texops);
    free(M->src);
}
