/* ir_engine.c — the `ir` engine of nvcgrun: a reference interpreter of nvcg's IR, the
 * executable definition of "right" that the code generator's PTX is compared against.
 *
 * This file is the half that sees the IR (it includes nvcg.h with the implementation, so
 * nvcgrun links no other copy of the library): it gets a module (parsed from .ll text, or
 * built in-process and handed over in nr_launch.ir_module), lays its globals out in the
 * runner's memory (.global regions, the .const bank, the CTA's .shared window, the
 * thread's .local stack), reports the kernel's parameters, and PRE-DECODES every function
 * the kernel can reach into ir_int.h's compact form: value slots per function, operands
 * resolved to slot indices, constants materialised, phis turned into parallel copies on
 * CFG edges, GEPs folded to base + constant + scaled indices, intrinsics mapped to
 * operations. ir_exec.c runs that form; describe() prints the IR instruction a thread is
 * at, with its source line.
 *
 * Rejected at load time with a clear message: inline asm, fp128 arithmetic, vector GEPs,
 * variadic calls, unknown intrinsics, address spaces other than 0/1/3/4/5 (and 101 for
 * byval parameters) — each only where the kernel can reach it. */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wunused-function"
#endif
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"

#include "ir_int.h"

#include "fp.h"

#include <setjmp.h>

/* ---------------------------------------------------------------- loader state */

typedef struct irload {
    nr_ctx *cx;
    irmodule *M;
    nvcg_context *ctx;      /* owned when the module was parsed here */
    nv_module *m;
    const char *path;
    jmp_buf jb;
    nv_map fidx;            /* nv_func* -> index + 1 */
    nv_map gaddr;           /* nv_global* -> address in its own space */
    struct dfn *dfn;        /* the function being decoded (freed if a load error jumps out) */
    nv_map layouts;         /* nv_type* -> irlayout* */
    nv_func **funcs;
    nv_arena arena;
} irload;

/* per function being decoded */
typedef struct dfn dfn;
struct dfn {
    irload *L;
    nv_func *f;
    irfunc *F;
    nv_map slot;            /* nv_value* -> slot + 1 */
    uint32_t nres;          /* end of the results region */
    uint32_t *block_pc;
    irins *code;
    const void **src;
    uint32_t ncode, capcode, capsrc;
    uint64_t *tmpl;
    uint8_t *ptmpl;
    uint32_t nconst, capconst;
    struct { uint32_t edge; uint32_t block; } *pend;
    uint32_t npend, cappend;
    uint32_t stage_words;
    uint64_t local_off;
    uint32_t local_align;
    const nv_inst *cur;
};

static void dfn_free(dfn *D) {
    nv_xfree(D->code);
    nv_xfree((void *)D->src);
    nv_xfree(D->tmpl);
    nv_xfree(D->ptmpl);
    nv_xfree(D->pend);
    nv_map_free(&D->slot);
    nv_xfree(D);
}

static void lfail(irload *L, const nv_inst *I, const char *fmt, ...) NV_PRINTF(3, 4);
static void lfail(irload *L, const nv_inst *I, const char *fmt, ...) {
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (I && I->line) nr_error(L->cx, "%s:%u:%u: %s", L->path, I->line, I->col, msg);
    else if (I && I->parent) nr_error(L->cx, "%s: in @%s: %s", L->path, I->parent->parent->v.name, msg);
    else nr_error(L->cx, "%s: %s", L->path, msg);
    longjmp(L->jb, 1);
}

static void *lalloc(irload *L, size_t n) { return nv_arena_alloc(&L->arena, n ? n : 1); }

static void grow_arr(void **p, uint32_t *cap, size_t elem, uint32_t need) {
    uint32_t nc;
    if (need <= *cap) return;
    nc = *cap ? *cap * 2 : 16;
    while (nc < need) nc *= 2;
    *p = nv_xrealloc(*p, (size_t)nc * elem);
    memset((char *)*p + (size_t)*cap * elem, 0, (size_t)(nc - *cap) * elem);
    *cap = nc;
}
#define PUSH(L, arr, n, cap, T) (grow_arr((void **)&(arr), &(cap), sizeof(T), (n) + 1), &(arr)[(n)++])

/* ---------------------------------------------------------------- types */

static int is_fp(const nv_type *t) { return nv_type_is_fp(t); }

static int type_kind(irload *L, const nv_inst *I, const nv_type *t) {
    switch (t->kind) {
    case NVCG_TYPE_INT: case NVCG_TYPE_PTR: return VK_INT;
    case NVCG_TYPE_HALF: return VK_F16;
    case NVCG_TYPE_BFLOAT: return VK_BF16;
    case NVCG_TYPE_FLOAT: return VK_F32;
    case NVCG_TYPE_DOUBLE: return VK_F64;
    case NVCG_TYPE_FP128: return VK_F128;
    default: lfail(L, I, "internal: not a scalar type"); return 0;
    }
}
static int type_w(const nv_type *t) { return t->kind == NVCG_TYPE_INT ? (int)t->bits : t->kind == NVCG_TYPE_PTR ? 64 : (int)nv_type_prim_bits(t); }

static uint64_t type_words(irload *L, const nv_inst *I, const nv_type *t) {
    uint64_t i, n = 0;
    switch (t->kind) {
    case NVCG_TYPE_INT: return t->bits > 64 ? 2 : 1;
    case NVCG_TYPE_FP128: return 2;
    case NVCG_TYPE_HALF: case NVCG_TYPE_BFLOAT: case NVCG_TYPE_FLOAT: case NVCG_TYPE_DOUBLE: case NVCG_TYPE_PTR: return 1;
    case NVCG_TYPE_VECTOR: case NVCG_TYPE_ARRAY:
        n = type_words(L, I, t->elem);
        if (t->count && n > (1u << 24) / t->count) lfail(L, I, "a value of %llu elements is too large for the ir engine", (unsigned long long)t->count);
        return n * t->count;
    case NVCG_TYPE_STRUCT:
        for (i = 0; i < t->count; i++) n += type_words(L, I, t->fields[i]);
        if (n > (1u << 24)) lfail(L, I, "a struct value too large for the ir engine");
        return n;
    case NVCG_TYPE_VOID: return 0;
    default: lfail(L, I, "values of this type are not supported by the ir engine"); return 0;
    }
}

static uint64_t mask_of(int w) { return w >= 64 ? ~0ULL : (1ULL << w) - 1; }

/* Address space of a pointer type -> runner space. */
static int space_of(irload *L, const nv_inst *I, unsigned as) {
    switch (as) {
    case 0: return NR_GENERIC;
    case 1: return NR_GLOBAL;
    case 3: return NR_SHARED;
    case 7: return NR_SHARED; /* shared::cluster: clusters of one CTA, so the CTA's own shared memory */
    case 4: return NR_CONST;
    case 5: return NR_LOCAL;
    case 101: return NR_PARAM;
    default: lfail(L, I, "address space %u is not supported by the ir engine", as); return 0;
    }
}

/* ---- memory layouts */

typedef NV_VEC(irpiece) irpiece_vec;
static void lay_walk(irload *L, const nv_type *t, uint32_t *word, uint64_t bitoff, irpiece_vec *out) {
    uint64_t i;
    irpiece p;
    memset(&p, 0, sizeof p);
    switch (t->kind) {
    case NVCG_TYPE_VECTOR: {
        unsigned eb = nv_type_prim_bits(t->elem);
        for (i = 0; i < t->count; i++) {
            int w = type_w(t->elem);
            p.word = *word;
            p.bitoff = (uint32_t)(bitoff + i * eb);
            p.bits = (uint16_t)eb;
            p.vbits = (uint16_t)w;
            p.wide = (uint8_t)(eb > 64);
            nv_vec_push(out, p);
            *word += p.wide ? 2 : 1;
        }
        return;
    }
    case NVCG_TYPE_ARRAY: {
        uint64_t es = nv_type_alloc_size(t->elem);
        for (i = 0; i < t->count; i++) lay_walk(L, t->elem, word, bitoff + 8 * i * es, out);
        return;
    }
    case NVCG_TYPE_STRUCT:
        for (i = 0; i < t->count; i++) lay_walk(L, t->fields[i], word, bitoff + 8 * nv_struct_field_offset(t, (unsigned)i), out);
        return;
    default: {
        int w = type_w(t);
        p.word = *word;
        p.bitoff = (uint32_t)bitoff;
        p.bits = (uint16_t)(8 * nv_type_store_size(t));
        p.vbits = (uint16_t)w;
        p.wide = (uint8_t)(w > 64);
        nv_vec_push(out, p);
        *word += p.wide ? 2 : 1;
        return;
    }
    }
}

static irlayout *layout_of(irload *L, const nv_inst *I, const nv_type *t) {
    uintptr_t v;
    irlayout *Ly;
    irpiece_vec ps = NV_VEC_INIT;
    uint32_t word = 0, i;
    if (nv_map_get(&L->layouts, (uintptr_t)t, &v)) return (irlayout *)v;
    if (!nv_type_is_sized(t)) lfail(L, I, "memory access of an unsized type");
    if (nv_type_store_size(t) > 0x7fffffffULL / 8) lfail(L, I, "memory access too large for the ir engine");
    type_words(L, I, t); /* size check */
    lay_walk(L, t, &word, 0, &ps);
    Ly = (irlayout *)lalloc(L, sizeof *Ly);
    Ly->size = (uint32_t)nv_type_store_size(t);
    Ly->nwords = word;
    Ly->npieces = ps.len;
    Ly->pieces = (irpiece *)lalloc(L, (size_t)ps.len * sizeof(irpiece));
    if (ps.len) memcpy(Ly->pieces, ps.data, (size_t)ps.len * sizeof(irpiece));
    nv_vec_free(&ps);
    Ly->simple = 1;
    for (i = 0; i < Ly->npieces; i++)
        if ((Ly->pieces[i].bitoff & 7) || (Ly->pieces[i].bits & 7) || Ly->pieces[i].bits > 64) Ly->simple = 0;
    nv_map_put(&L->layouts, (uintptr_t)t, (uintptr_t)Ly);
    return Ly;
}

/* ---------------------------------------------------------------- constants */

static uint64_t func_addr(irload *L, const nv_func *f) {
    uintptr_t v;
    if (!nv_map_get(&L->fidx, (uintptr_t)f, &v)) return 0;
    return NR_FUNC_WIN + 16ULL * (uint64_t)(v - 1);
}

static void ceval(irload *L, const nv_inst *I, const nv_value *v, uint64_t *w, uint8_t *p);

/* words of a constant expression */
static void cexpr(irload *L, const nv_inst *I, const nv_value *v, uint64_t *w, uint8_t *p) {
    const nv_const *c = (const nv_const *)v;
    unsigned op = v->opcode;
    uint64_t nw = type_words(L, I, v->type);
    if (op == NVCG_OP_GEP) {
        const nv_type *t = c->aux_type;
        uint64_t base;
        uint8_t pb = 0;
        uint32_t i;
        int64_t off = 0;
        if (v->type->kind != NVCG_TYPE_PTR) lfail(L, I, "vector getelementptr constant expressions are not supported by the ir engine");
        ceval(L, I, c->elems[0], &base, &pb);
        for (i = 1; i < c->nelems; i++) {
            const nv_value *ix = c->elems[i];
            uint64_t iw[2];
            uint8_t ip = 0;
            int64_t idx;
            ceval(L, I, ix, iw, &ip);
            pb |= ip;
            idx = ix->type->bits >= 64 ? (int64_t)iw[0] : (int64_t)(iw[0] << (64 - ix->type->bits)) >> (64 - ix->type->bits);
            if (i == 1) {
                off += idx * (int64_t)nv_type_alloc_size(t);
            } else if (t->kind == NVCG_TYPE_STRUCT) {
                off += (int64_t)nv_struct_field_offset(t, (unsigned)idx);
                t = t->fields[idx];
            } else {
                t = t->elem;
                off += idx * (int64_t)nv_type_alloc_size(t);
            }
        }
        w[0] = base + (uint64_t)off;
        p[0] = pb;
        return;
    }
    if (NV_OP_IS_CAST(op)) {
        const nv_value *s = c->elems[0];
        const nv_type *ft = s->type, *tt = v->type;
        uint64_t sw[4] = {0, 0, 0, 0}, nsw = type_words(L, I, ft);
        uint8_t sp[4] = {0, 0, 0, 0};
        if (nsw > 4 || nw > 4 || ft->kind == NVCG_TYPE_VECTOR || tt->kind == NVCG_TYPE_VECTOR) {
            if (op == NVCG_OP_BITCAST && nsw == nw && nsw <= 4096) {
                /* through memory */
                irlayout *a = layout_of(L, I, ft), *b = layout_of(L, I, tt);
                uint64_t *tmp = (uint64_t *)lalloc(L, nsw * 8);
                uint8_t *mem = (uint8_t *)lalloc(L, a->size + 16), *tp = (uint8_t *)lalloc(L, nsw);
                uint32_t k;
                uint8_t any = 0;
                ceval(L, I, s, tmp, tp);
                for (k = 0; k < nsw; k++) any |= tp[k];
                ir_to_mem(a, tmp, mem);
                ir_from_mem(b, w, mem);
                for (k = 0; k < nw; k++) p[k] = any;
                return;
            }
            lfail(L, I, "vector cast constant expressions are not supported by the ir engine");
        }
        ceval(L, I, s, sw, sp);
        switch (op) {
        case NVCG_OP_ADDRSPACECAST: {
            int fs = space_of(L, I, ft->addrspace), ts = space_of(L, I, tt->addrspace);
            w[0] = nr_cvta_to((nr_space)ts, nr_cvta_from((nr_space)fs, sw[0]));
            p[0] = sp[0];
            return;
        }
        case NVCG_OP_BITCAST:
            if (nsw == nw && (nw == 1 || (ft->kind != NVCG_TYPE_STRUCT && tt->kind != NVCG_TYPE_STRUCT))) {
                memcpy(w, sw, nw * 8);
                memcpy(p, sp, nw);
                return;
            }
            break;
        case NVCG_OP_PTRTOINT: case NVCG_OP_INTTOPTR: case NVCG_OP_TRUNC: case NVCG_OP_ZEXT:
        case NVCG_OP_SEXT: case NVCG_OP_FPTRUNC: case NVCG_OP_FPEXT: case NVCG_OP_FPTOUI:
        case NVCG_OP_FPTOSI: case NVCG_OP_UITOFP: case NVCG_OP_SITOFP: {
            irins in;
            u128 r, x;
            int st, dw = type_w(tt);
            static const int eo[] = {EO_TRUNC, EO_ZEXT, EO_SEXT, EO_FPTRUNC, EO_FPEXT, EO_FPTOUI, EO_FPTOSI, EO_UITOFP, EO_SITOFP};
            memset(&in, 0, sizeof in);
            if (op == NVCG_OP_PTRTOINT || op == NVCG_OP_INTTOPTR) in.sub = (uint8_t)(type_w(ft) > dw ? EO_TRUNC : EO_ZEXT);
            else in.sub = (uint8_t)eo[op - NVCG_OP_TRUNC];
            in.kind = (uint8_t)type_kind(L, I, ft);
            in.w = (uint8_t)type_w(ft);
            in.k = IRK_MAKE(type_kind(L, I, tt), dw);
            x.lo = sw[0];
            x.hi = sw[1];
            st = ir_lane(&in, x, x, x, &r);
            w[0] = r.lo;
            if (nw > 1) w[1] = r.hi;
            p[0] = (uint8_t)(sp[0] | (st & IRL_POISON));
            if (nw > 1) p[1] = p[0];
            return;
        }
        default: break;
        }
        lfail(L, I, "constant expression '%s' is not supported by the ir engine", nv_opcode_name(op));
    }
    if (NV_OP_IS_BINARY(op) || op == NVCG_OP_ICMP) {
        static const int eo[] = {EO_ADD, EO_FADD, EO_SUB, EO_FSUB, EO_MUL, EO_FMUL, EO_UDIV, EO_SDIV, EO_FDIV,
                                 EO_UREM, EO_SREM, EO_FREM, EO_SHL, EO_LSHR, EO_ASHR, EO_AND, EO_OR, EO_XOR};
        const nv_type *ot = c->elems[0]->type;
        uint64_t a[2] = {0, 0}, b[2] = {0, 0};
        uint8_t pa[2] = {0, 0}, pb[2] = {0, 0};
        irins in;
        u128 r, x, y;
        int st;
        if (ot->kind != NVCG_TYPE_INT) lfail(L, I, "constant expression '%s' is not supported by the ir engine", nv_opcode_name(op));
        ceval(L, I, c->elems[0], a, pa);
        ceval(L, I, c->elems[1], b, pb);
        memset(&in, 0, sizeof in);
        in.sub = (uint8_t)(op == NVCG_OP_ICMP ? EO_ICMP : eo[op - NVCG_OP_ADD]);
        in.fl = (uint8_t)(op == NVCG_OP_ICMP ? v->sub
                          : (((c->flags & NVCG_FLAG_NSW) ? IF_NSW : 0) | ((c->flags & NVCG_FLAG_NUW) ? IF_NUW : 0) |
                             ((c->flags & NVCG_FLAG_EXACT) ? IF_EXACT : 0)));
        in.w = (uint8_t)ot->bits;
        in.k = IRK_MAKE(VK_INT, op == NVCG_OP_ICMP ? 1 : ot->bits);
        x.lo = a[0]; x.hi = a[1];
        y.lo = b[0]; y.hi = b[1];
        st = ir_lane(&in, x, y, x, &r);
        if (st & ~IRL_POISON) lfail(L, I, "constant expression divides by zero or overflows (undefined behaviour)");
        w[0] = r.lo;
        if (nw > 1) w[1] = r.hi;
        p[0] = (uint8_t)(pa[0] | pb[0] | (st & IRL_POISON));
        if (nw > 1) p[1] = p[0];
        return;
    }
    lfail(L, I, "constant expression '%s' is not supported by the ir engine", nv_opcode_name(op));
}

/* Evaluates a constant (or a global's / function's address) into its value words. */
static void ceval(irload *L, const nv_inst *I, const nv_value *v, uint64_t *w, uint8_t *p) {
    const nv_const *c = (const nv_const *)v;
    uint64_t nw, i;
    switch (v->kind) {
    case NV_V_CINT: case NV_V_CFP:
        nw = type_words(L, I, v->type);
        w[0] = c->ci[0];
        p[0] = 0;
        if (nw > 1) { w[1] = c->ci[1]; p[1] = 0; }
        return;
    case NV_V_CNULL: w[0] = 0; p[0] = 0; return;
    case NV_V_CZERO: case NV_V_UNDEF: case NV_V_POISON:
        nw = type_words(L, I, v->type);
        memset(w, 0, nw * 8);
        memset(p, v->kind == NV_V_POISON, nw);
        return;
    case NV_V_CDATA:
        for (i = 0; i < c->nelems; i++) { w[i] = c->bytes[i]; p[i] = 0; }
        return;
    case NV_V_CAGG: {
        const nv_type *t = v->type;
        uint64_t off = 0;
        for (i = 0; i < c->nelems; i++) {
            const nv_type *et = t->kind == NVCG_TYPE_STRUCT ? t->fields[i] : t->elem;
            ceval(L, I, c->elems[i], w + off, p + off);
            off += type_words(L, I, et);
        }
        return;
    }
    case NV_V_CEXPR: cexpr(L, I, v, w, p); return;
    case NV_V_GLOBAL: {
        uintptr_t a;
        if (!nv_map_get(&L->gaddr, (uintptr_t)v, &a)) lfail(L, I, "global @%s has no address in the ir engine", v->name);
        w[0] = (uint64_t)a;
        p[0] = 0;
        return;
    }
    case NV_V_FUNC: w[0] = func_addr(L, (const nv_func *)v); p[0] = 0; return;
    case NV_V_ASM: lfail(L, I, "inline asm is not supported by the ir engine"); return;
    default: lfail(L, I, "internal: operand is not a constant"); return;
    }
}

/* ---------------------------------------------------------------- slots */

static uint32_t slot_of(dfn *D, const nv_value *v) {
    uintptr_t s;
    uint64_t nw;
    uint32_t at;
    if (nv_map_get(&D->slot, (uintptr_t)v, &s)) return (uint32_t)(s - 1);
    if (v->kind == NV_V_ARG || v->kind == NV_V_INST) lfail(D->L, D->cur, "internal: value without a slot");
    if (v->kind == NV_V_BLOCK) lfail(D->L, D->cur, "internal: block used as a value");
    nw = type_words(D->L, D->cur, v->type);
    if (D->nres + D->nconst + nw > (1u << 26)) lfail(D->L, D->cur, "function too large for the ir engine");
    grow_arr((void **)&D->tmpl, &D->capconst, 8, D->nconst + (uint32_t)nw + 1);
    D->ptmpl = (uint8_t *)nv_xrealloc(D->ptmpl, D->capconst);
    at = D->nconst;
    ceval(D->L, D->cur, v, D->tmpl + at, D->ptmpl + at);
    D->nconst += (uint32_t)nw;
    nv_map_put(&D->slot, (uintptr_t)v, (uintptr_t)(D->nres + at + 1));
    return D->nres + at;
}

/* slot of an i32/i64 literal (for operands the intrinsics leave implicit) */
static uint32_t lit_slot(dfn *D, uint64_t v) {
    nv_context *c = D->L->m->ctx;
    return slot_of(D, nv_const_int(nv_type_int(c, 64), v, 0));
}

/* ---------------------------------------------------------------- emission */

static irins *emit(dfn *D, int op) {
    irins *in;
    grow_arr((void **)&D->code, &D->capcode, sizeof(irins), D->ncode + 1);
    grow_arr((void **)&D->src, &D->capsrc, sizeof(void *), D->ncode + 1);
    in = &D->code[D->ncode];
    memset(in, 0, sizeof *in);
    in->op = (uint16_t)op;
    D->src[D->ncode] = D->cur;
    D->ncode++;
    return in;
}

static uint32_t op_slot(dfn *D, unsigned i) { return slot_of(D, D->cur->ops[i].val); }
static uint32_t res_slot(dfn *D) { return slot_of(D, &D->cur->v); }

static uint32_t new_edge(dfn *D, const nv_block *from, const nv_block *to) {
    irmodule *M = D->L->M;
    uint32_t e = M->nedges;
    iredge *E = PUSH(D->L, M->edges, M->nedges, M->capedges, iredge);
    const nv_inst *I;
    uint32_t first = M->ncopies, i, j;
    E->first = first;
    for (I = to->first; I && I->v.opcode == NVCG_OP_PHI; I = I->next) {
        const nv_value *inc = NULL;
        uint32_t k, src, dst;
        uint64_t nw;
        const nv_inst *save = D->cur;
        for (k = 0; k + 1 < I->nops; k += 2)
            if (I->ops[k + 1].val == &from->v) { inc = I->ops[k].val; break; }
        D->cur = I;
        if (!inc) lfail(D->L, I, "phi has no incoming value for a predecessor");
        src = slot_of(D, inc);
        dst = slot_of(D, &I->v);
        D->cur = save;
        nw = type_words(D->L, I, I->v.type);
        if (src == dst) continue;
        {
            ircopy *C = PUSH(D->L, M->copies, M->ncopies, M->capcopies, ircopy);
            C->dst = dst;
            C->src = src;
            C->nw = (uint32_t)nw;
        }
    }
    E = &M->edges[e];
    E->n = M->ncopies - first;
    /* a copy reading what another copy of the same edge writes needs staging */
    for (i = 0; i < E->n && !E->staged; i++)
        for (j = 0; j < E->n; j++) {
            const ircopy *a = &M->copies[first + i], *b = &M->copies[first + j];
            if (i != j && a->src < b->dst + b->nw && b->dst < a->src + a->nw) { E->staged = 1; break; }
        }
    if (E->staged) {
        uint32_t tot = 0;
        for (i = 0; i < E->n; i++) tot += M->copies[first + i].nw;
        if (tot > D->stage_words) D->stage_words = tot;
    }
    {
        uint32_t *pe;
        grow_arr((void **)&D->pend, &D->cappend, sizeof *D->pend, D->npend + 1);
        pe = &D->pend[D->npend].edge;
        *pe = e;
        D->pend[D->npend].block = to->index;
        D->npend++;
    }
    return e;
}

/* ---------------------------------------------------------------- instructions */

static const int binop_eo[] = {EO_ADD, EO_FADD, EO_SUB, EO_FSUB, EO_MUL, EO_FMUL, EO_UDIV, EO_SDIV, EO_FDIV,
                               EO_UREM, EO_SREM, EO_FREM, EO_SHL, EO_LSHR, EO_ASHR, EO_AND, EO_OR, EO_XOR};

static unsigned int_flags(const nv_inst *I) {
    return ((I->flags & NVCG_FLAG_NSW) ? IF_NSW : 0) | ((I->flags & NVCG_FLAG_NUW) ? IF_NUW : 0) |
           ((I->flags & NVCG_FLAG_EXACT) ? IF_EXACT : 0);
}

static void no_fp128(dfn *D, const nv_type *t) {
    if (nv_type_scalar((nv_type *)t)->kind == NVCG_TYPE_FP128) lfail(D->L, D->cur, "fp128 arithmetic is not supported by the ir engine");
}

/* element-wise operation over a scalar or vector type t (of the operands) */
static irins *emit_elem(dfn *D, int eo, const nv_type *t, const nv_type *dt, unsigned fl, uint32_t a, uint32_t b, uint32_t c) {
    const nv_type *s = nv_type_scalar((nv_type *)t), *ds = nv_type_scalar((nv_type *)dt);
    irins *in = emit(D, IO_ELEM);
    in->sub = (uint8_t)eo;
    in->fl = (uint8_t)fl;
    in->kind = (uint8_t)type_kind(D->L, D->cur, s);
    in->w = (uint8_t)(type_w(s) > 128 ? 128 : type_w(s));
    in->n = (uint16_t)(t->kind == NVCG_TYPE_VECTOR ? t->count : 1);
    in->k = IRK_MAKE(type_kind(D->L, D->cur, ds), type_w(ds) > 128 ? 128 : type_w(ds));
    in->a = a;
    in->b = b;
    in->c = c;
    in->d = res_slot(D);
    return in;
}

/* n lanes of element type s: d[i] = a[i] eo b[i] (slots of consecutive elements) */
static void emit_lanes(dfn *D, int eo, const nv_type *s, uint32_t a, uint32_t b, uint32_t d, uint32_t n) {
    irins *in = emit(D, IO_ELEM);
    int kind = type_kind(D->L, D->cur, s), w = type_w(s) > 128 ? 128 : type_w(s);
    in->sub = (uint8_t)eo;
    in->kind = (uint8_t)kind;
    in->w = (uint8_t)w;
    in->n = (uint16_t)n;
    in->k = IRK_MAKE(kind, w);
    in->a = a;
    in->b = b;
    in->c = a;
    in->d = d;
}

/* Words a call reserves after its result: llvm.vector.reduce.* reduces a copy of its
 * vector there (K_VREDUCE), a mixed-precision sub its negated f32 operand (K_MIXED). */
static uint64_t vreduce_scratch(irload *L, const nv_inst *I) {
    const nv_value *c;
    if (I->v.opcode != NVCG_OP_CALL || !I->nops) return 0;
    c = I->ops[0].val;
    if (c->kind != NV_V_FUNC || !c->name) return 0;
    /* the mixed-precision subtractions (K_MIXED) negate c there */
    if (!strncmp(c->name, "llvm.nvvm.sub.", 14) && I->nops == 3 && I->ops[1].val->type != I->v.type)
        return type_words(L, I, I->v.type);
    if (strncmp(c->name, "llvm.vector.reduce.", 19) != 0) return 0;
    return type_words(L, I, I->ops[I->nops - 1].val->type);
}

static void dec_binop(dfn *D) {
    const nv_inst *I = D->cur;
    const nv_type *t = I->v.type;
    unsigned op = I->v.opcode;
    int eo = binop_eo[op - NVCG_OP_ADD];
    uint32_t a = op_slot(D, 0), b = op_slot(D, 1);
    if (t->kind == NVCG_TYPE_VECTOR && t->count > 0xffff) lfail(D->L, I, "vector too long for the ir engine");
    if (t->kind == NVCG_TYPE_INT && t->bits <= 64) {
        static const int fast[] = {IO_ADD, -1, IO_SUB, -1, IO_MUL, -1, IO_UDIV, IO_SDIV, -1, IO_UREM, IO_SREM, -1,
                                   IO_SHL, IO_LSHR, IO_ASHR, IO_AND, IO_OR, IO_XOR};
        irins *in = emit(D, fast[op - NVCG_OP_ADD]);
        in->sub = (uint8_t)eo;
        in->fl = (uint8_t)int_flags(I);
        in->w = (uint8_t)t->bits;
        in->k = mask_of((int)t->bits);
        in->a = a;
        in->b = b;
        in->d = res_slot(D);
        return;
    }
    if ((t->kind == NVCG_TYPE_FLOAT || t->kind == NVCG_TYPE_DOUBLE) && op != NVCG_OP_FREM) {
        int f32 = t->kind == NVCG_TYPE_FLOAT;
        irins *in;
        switch (op) {
        case NVCG_OP_FADD: in = emit(D, f32 ? IO_FADD32 : IO_FADD64); break;
        case NVCG_OP_FSUB: in = emit(D, f32 ? IO_FSUB32 : IO_FSUB64); break;
        case NVCG_OP_FMUL: in = emit(D, f32 ? IO_FMUL32 : IO_FMUL64); break;
        default: in = emit(D, f32 ? IO_FDIV32 : IO_FDIV64); break;
        }
        in->a = a;
        in->b = b;
        in->d = res_slot(D);
        return;
    }
    no_fp128(D, t);
    emit_elem(D, eo, t, t, int_flags(I), a, b, a);
}

static void dec_cmp(dfn *D) {
    const nv_inst *I = D->cur;
    const nv_type *t = I->ops[0].val->type;
    unsigned pred = I->v.sub;
    uint32_t a = op_slot(D, 0), b = op_slot(D, 1);
    irins *in;
    if (I->v.opcode == NVCG_OP_ICMP && (t->kind == NVCG_TYPE_PTR || (t->kind == NVCG_TYPE_INT && t->bits <= 64))) {
        in = emit(D, IO_ICMP);
        in->sub = (uint8_t)pred;
        in->w = (uint8_t)type_w(t);
    } else if (I->v.opcode == NVCG_OP_FCMP && (t->kind == NVCG_TYPE_FLOAT || t->kind == NVCG_TYPE_DOUBLE)) {
        in = emit(D, t->kind == NVCG_TYPE_FLOAT ? IO_FCMP32 : IO_FCMP64);
        in->sub = (uint8_t)pred;
    } else {
        emit_elem(D, I->v.opcode == NVCG_OP_ICMP ? EO_ICMP : EO_FCMP, t, I->v.type, pred, a, b, a);
        return;
    }
    in->a = a;
    in->b = b;
    in->d = res_slot(D);
}

static void emit_mov(dfn *D, uint32_t d, uint32_t a, uint64_t nw) {
    irins *in;
    if (nw == 0) return;
    if (nw > 0xffff) lfail(D->L, D->cur, "value too large to move in the ir engine");
    in = emit(D, nw == 1 ? IO_MOV1 : IO_MOV);
    in->d = d;
    in->a = a;
    in->n = (uint16_t)nw;
}

/* two types that hold the same bits in the same word positions */
static int same_words(const nv_type *a, const nv_type *b) {
    const nv_type *sa = nv_type_scalar((nv_type *)a), *sb = nv_type_scalar((nv_type *)b);
    uint64_t na = a->kind == NVCG_TYPE_VECTOR ? a->count : 1, nb = b->kind == NVCG_TYPE_VECTOR ? b->count : 1;
    if (a->kind == NVCG_TYPE_STRUCT || b->kind == NVCG_TYPE_STRUCT || a->kind == NVCG_TYPE_ARRAY || b->kind == NVCG_TYPE_ARRAY) return 0;
    return na == nb && nv_type_prim_bits(sa) == nv_type_prim_bits(sb) && nv_type_prim_bits(sa) % 8 == 0;
}

static void dec_cast(dfn *D) {
    const nv_inst *I = D->cur;
    unsigned op = I->v.opcode;
    const nv_type *ft = I->ops[0].val->type, *tt = I->v.type;
    const nv_type *fs = nv_type_scalar((nv_type *)ft), *ts = nv_type_scalar((nv_type *)tt);
    uint32_t a = op_slot(D, 0);
    int scalar = ft->kind != NVCG_TYPE_VECTOR;
    switch (op) {
    case NVCG_OP_BITCAST:
        if (same_words(ft, tt)) { emit_mov(D, res_slot(D), a, type_words(D->L, I, tt)); return; }
        {
            irmodule *M = D->L->M;
            irbitcast *B = PUSH(D->L, M->bitcasts, M->nbitcasts, M->capbitcasts, irbitcast);
            irins *in;
            B->from = layout_of(D->L, I, ft);
            B->to = layout_of(D->L, I, tt);
            in = emit(D, IO_BITCAST);
            in->a = a;
            in->d = res_slot(D);
            in->k = M->nbitcasts - 1;
        }
        return;
    case NVCG_OP_ADDRSPACECAST: {
        int fsp = space_of(D->L, I, fs->addrspace), tsp = space_of(D->L, I, ts->addrspace);
        uint32_t d = res_slot(D);
        irins *in;
        if (!scalar) lfail(D->L, I, "vector addrspacecast is not supported by the ir engine");
        if (fsp == tsp || (fsp == NR_GLOBAL && tsp == NR_GENERIC) || (fsp == NR_GENERIC && tsp == NR_GLOBAL)) {
            emit_mov(D, d, a, 1);
            return;
        }
        if (fsp != NR_GENERIC && fsp != NR_GLOBAL) {
            in = emit(D, IO_CVTA_FROM);
            in->sub = (uint8_t)fsp;
            in->a = a;
            in->d = d;
            a = d;
        }
        if (tsp != NR_GENERIC && tsp != NR_GLOBAL) {
            in = emit(D, IO_CVTA_TO);
            in->sub = (uint8_t)tsp;
            in->a = a;
            in->d = d;
        }
        return;
    }
    case NVCG_OP_PTRTOINT: case NVCG_OP_INTTOPTR: case NVCG_OP_TRUNC: case NVCG_OP_ZEXT: case NVCG_OP_SEXT: {
        int fw = type_w(fs), tw = type_w(ts), eo;
        if (op == NVCG_OP_PTRTOINT || op == NVCG_OP_INTTOPTR) eo = tw < fw ? EO_TRUNC : EO_ZEXT;
        else eo = op == NVCG_OP_TRUNC ? EO_TRUNC : op == NVCG_OP_ZEXT ? EO_ZEXT : EO_SEXT;
        if (scalar && fw <= 64 && tw <= 64) {
            irins *in = emit(D, eo == EO_TRUNC ? IO_TRUNC : eo == EO_ZEXT ? IO_ZEXT : IO_SEXT);
            in->w = (uint8_t)fw;
            in->k = mask_of(tw);
            in->a = a;
            in->d = res_slot(D);
            return;
        }
        emit_elem(D, eo, ft, tt, 0, a, a, a);
        return;
    }
    default: {
        static const int eo[] = {EO_TRUNC, EO_ZEXT, EO_SEXT, EO_FPTRUNC, EO_FPEXT, EO_FPTOUI, EO_FPTOSI, EO_UITOFP, EO_SITOFP};
        if ((op != NVCG_OP_FPEXT && op != NVCG_OP_FPTRUNC) && (fs->kind == NVCG_TYPE_FP128 || ts->kind == NVCG_TYPE_FP128))
            lfail(D->L, I, "fp128 arithmetic is not supported by the ir engine (conversions between fp128 and integers)");
        emit_elem(D, eo[op - NVCG_OP_TRUNC], ft, tt, 0, a, a, a);
        return;
    }
    }
}

/* word offset of an aggregate index path; *et gets the indexed type */
static uint64_t agg_offset(dfn *D, const nv_type *t, const int32_t *idx, uint32_t n, const nv_type **et) {
    uint64_t off = 0;
    uint32_t i;
    for (i = 0; i < n; i++) {
        int32_t k = idx[i], j;
        if (t->kind == NVCG_TYPE_STRUCT) {
            for (j = 0; j < k; j++) off += type_words(D->L, D->cur, t->fields[j]);
            t = t->fields[k];
        } else {
            t = t->elem;
            off += (uint64_t)k * type_words(D->L, D->cur, t);
        }
    }
    *et = t;
    return off;
}

static uint32_t poison_slot(dfn *D, const nv_type *t) {
    return slot_of(D, nv_const_simple(D->L->m->ctx, NV_V_POISON, (nv_type *)t));
}

static void dec_vector(dfn *D) {
    const nv_inst *I = D->cur;
    unsigned op = I->v.opcode;
    switch (op) {
    case NVCG_OP_EXTRACTVALUE: {
        const nv_type *et;
        uint64_t off = agg_offset(D, I->ops[0].val->type, I->idx, I->nidx, &et);
        emit_mov(D, res_slot(D), op_slot(D, 0) + (uint32_t)off, type_words(D->L, I, et));
        return;
    }
    case NVCG_OP_INSERTVALUE: {
        const nv_type *et;
        uint64_t off = agg_offset(D, I->v.type, I->idx, I->nidx, &et);
        uint32_t d = res_slot(D);
        emit_mov(D, d, op_slot(D, 0), type_words(D->L, I, I->v.type));
        emit_mov(D, d + (uint32_t)off, op_slot(D, 1), type_words(D->L, I, et));
        return;
    }
    case NVCG_OP_EXTRACTELEMENT: case NVCG_OP_INSERTELEMENT: {
        const nv_type *vt = I->ops[0].val->type;
        uint32_t ew = (uint32_t)type_words(D->L, I, vt->elem), nl = (uint32_t)vt->count, d = res_slot(D);
        const nv_value *ix = I->ops[op == NVCG_OP_EXTRACTELEMENT ? 1 : 2].val;
        if (nl > 0xffff) lfail(D->L, I, "vector too long for the ir engine");
        if (ix->kind == NV_V_CINT) {
            uint64_t k = ((const nv_const *)ix)->ci[0];
            int inb = ((const nv_const *)ix)->ci[1] == 0 && k < nl;
            if (op == NVCG_OP_EXTRACTELEMENT) {
                emit_mov(D, d, inb ? op_slot(D, 0) + (uint32_t)k * ew : poison_slot(D, I->v.type), ew);
            } else if (inb) {
                emit_mov(D, d, op_slot(D, 0), (uint64_t)nl * ew);
                emit_mov(D, d + (uint32_t)k * ew, op_slot(D, 1), ew);
            } else {
                emit_mov(D, d, poison_slot(D, I->v.type), (uint64_t)nl * ew);
            }
            return;
        }
        {
            irins *in = emit(D, op == NVCG_OP_EXTRACTELEMENT ? IO_EXTRACTE : IO_INSERTE);
            in->a = op_slot(D, 0);
            in->b = op_slot(D, 1);
            if (op == NVCG_OP_INSERTELEMENT) in->c = op_slot(D, 2);
            in->n = (uint16_t)nl;
            in->k = ew;
            in->d = d;
            if (ix->type->bits > 64) lfail(D->L, I, "vector index wider than 64 bits");
        }
        return;
    }
    default: { /* shufflevector */
        irmodule *M = D->L->M;
        const nv_type *vt = I->ops[0].val->type;
        irshuffle *S = PUSH(D->L, M->shuffles, M->nshuffles, M->capshuffles, irshuffle);
        irins *in;
        uint32_t i;
        S->nout = I->nidx;
        S->na = (uint32_t)vt->count;
        S->ew = (uint32_t)type_words(D->L, I, vt->elem);
        S->mask = (int32_t *)lalloc(D->L, (size_t)I->nidx * sizeof(int32_t));
        for (i = 0; i < I->nidx; i++) S->mask[i] = I->idx[i] >= (int32_t)(2 * S->na) ? -1 : I->idx[i];
        in = emit(D, IO_SHUFFLE);
        in->a = op_slot(D, 0);
        in->b = op_slot(D, 1);
        in->d = res_slot(D);
        in->k = M->nshuffles - 1;
        return;
    }
    }
}

static void dec_gep(dfn *D) {
    const nv_inst *I = D->cur;
    const nv_type *t = I->aux_type;
    irmodule *M = D->L->M;
    NV_VEC(irgepterm) terms = NV_VEC_INIT;
    int64_t off = 0;
    uint32_t i, base, d;
    if (I->v.type->kind == NVCG_TYPE_VECTOR) lfail(D->L, I, "vector getelementptr is not supported by the ir engine");
    base = op_slot(D, 0);
    d = res_slot(D);
    for (i = 1; i < I->nops; i++) {
        const nv_value *ix = I->ops[i].val;
        int64_t scale;
        if (i == 1) {
            scale = (int64_t)nv_type_alloc_size(t);
        } else if (t->kind == NVCG_TYPE_STRUCT) {
            uint64_t k;
            if (ix->kind != NV_V_CINT) lfail(D->L, I, "struct index is not a constant");
            k = ((const nv_const *)ix)->ci[0];
            off += (int64_t)nv_struct_field_offset(t, (unsigned)k);
            t = t->fields[k];
            continue;
        } else {
            t = t->elem;
            scale = (int64_t)nv_type_alloc_size(t);
        }
        if (ix->kind == NV_V_CINT) {
            unsigned bw = ix->type->bits;
            uint64_t v = ((const nv_const *)ix)->ci[0];
            int64_t sv = bw >= 64 ? (int64_t)v : (int64_t)(v << (64 - bw)) >> (64 - bw);
            off += sv * scale;
        } else if (scale) {
            irgepterm T;
            T.slot = slot_of(D, ix);
            T.w = ix->type->bits;
            T.scale = scale;
            nv_vec_push(&terms, T);
        }
    }
    if (terms.len == 0) {
        if (off == 0) {
            emit_mov(D, d, base, 1);
        } else {
            irins *in = emit(D, IO_GEPC);
            in->a = base;
            in->d = d;
            in->k = (uint64_t)off;
        }
    } else if (terms.len == 1 && off == 0 && terms.data[0].w <= 64) {
        irins *in = emit(D, IO_GEP1);
        in->a = base;
        in->b = terms.data[0].slot;
        in->w = (uint8_t)terms.data[0].w;
        in->k = (uint64_t)terms.data[0].scale;
        in->d = d;
    } else {
        irgep *G = PUSH(D->L, M->geps, M->ngeps, M->capgeps, irgep);
        irins *in;
        G->off = off;
        G->nterms = terms.len;
        G->terms = (irgepterm *)lalloc(D->L, (size_t)terms.len * sizeof(irgepterm));
        memcpy(G->terms, terms.data, (size_t)terms.len * sizeof(irgepterm));
        in = emit(D, IO_GEP);
        in->a = base;
        in->d = d;
        in->k = M->ngeps - 1;
    }
    nv_vec_free(&terms);
}

static uint32_t access_align(const nv_inst *I, const nv_type *t) {
    return I->align ? I->align : nv_type_abi_align(t);
}

/* load (store when val != NULL) of type t through pointer slot ps */
static void emit_access(dfn *D, const nv_type *t, const nv_type *pt, uint32_t ps, uint32_t vs, int store, uint32_t align) {
    irmodule *M = D->L->M;
    irlayout *Ly = layout_of(D->L, D->cur, t);
    int sp = space_of(D->L, D->cur, pt->addrspace);
    irins *in;
    if (Ly->npieces == 1 && Ly->simple && Ly->size <= 8 && align == Ly->size && !(Ly->size & (Ly->size - 1)) && Ly->pieces[0].bitoff == 0) {
        in = emit(D, store ? IO_ST : IO_LD);
        in->sub = (uint8_t)sp;
        in->w = (uint8_t)Ly->size;
        in->k = mask_of(Ly->pieces[0].vbits);
    } else {
        irmem *Mm = PUSH(D->L, M->mems, M->nmems, M->capmems, irmem);
        Mm->lay = Ly;
        Mm->align = align;
        Mm->space = (uint8_t)sp;
        in = emit(D, store ? IO_STX : IO_LDX);
        in->k = M->nmems - 1;
    }
    in->a = ps;
    if (store) {
        in->b = vs;
        in->c = M->nwarned++;
    } else {
        in->d = vs;
    }
}

static int rmw_op(unsigned k) {
    switch (k) {
    case NVCG_RMW_XCHG: return AOP_XCHG;
    case NVCG_RMW_ADD: return AOP_ADD;
    case NVCG_RMW_SUB: return AOP_SUB;
    case NVCG_RMW_AND: return AOP_AND;
    case NVCG_RMW_NAND: return AOP_NAND;
    case NVCG_RMW_OR: return AOP_OR;
    case NVCG_RMW_XOR: return AOP_XOR;
    case NVCG_RMW_MAX: return AOP_MAX;
    case NVCG_RMW_MIN: return AOP_MIN;
    case NVCG_RMW_UMAX: return AOP_UMAX;
    case NVCG_RMW_UMIN: return AOP_UMIN;
    case NVCG_RMW_FADD: return AOP_FADD;
    case NVCG_RMW_FSUB: return AOP_FSUB;
    case NVCG_RMW_FMAX: return AOP_FMAX;
    case NVCG_RMW_FMIN: return AOP_FMIN;
    case NVCG_RMW_UINC_WRAP: return AOP_UINC;
    default: return AOP_UDEC;
    }
}

/* An atomic read-modify-write: one step of the thread, so atomic as a whole. A vector
 * (atomicrmw xchg/fadd/fsub/fmax/fmin of one, LLVM IR's whole-vector atomic) applies the
 * operation lane by lane within that step: c = the lane count, k bits 32.. the lane size. */
static void emit_atomic(dfn *D, int aop, const nv_type *t, const nv_type *pt, uint32_t ps, uint32_t vs, uint32_t align) {
    uint64_t sz = nv_type_store_size(t);
    const nv_type *et = t->kind == NVCG_TYPE_VECTOR ? t->elem : t;
    uint64_t esz = nv_type_store_size(et);
    irins *in;
    if (et->kind == NVCG_TYPE_FP128 || (et->kind == NVCG_TYPE_INT && et->bits > 64) ||
        (t->kind == NVCG_TYPE_VECTOR &&
         (sz > 16 || et->kind == NVCG_TYPE_PTR || (et->kind == NVCG_TYPE_INT && (et->bits & 7)))))
        lfail(D->L, D->cur, "atomics on this type are not supported by the ir engine");
    if (sz & (sz - 1)) lfail(D->L, D->cur, "atomic access of %llu bytes", (unsigned long long)sz);
    in = emit(D, IO_ATOMIC);
    in->sub = (uint8_t)aop;
    in->kind = (uint8_t)type_kind(D->L, D->cur, et);
    in->w = (uint8_t)type_w(et);
    in->n = (uint16_t)space_of(D->L, D->cur, pt->addrspace);
    in->k = sz | (uint64_t)(align ? align : sz) << 16 | esz << 32;
    in->c = t->kind == NVCG_TYPE_VECTOR ? (uint32_t)t->count : 1;
    in->a = ps;
    in->b = vs;
    in->d = res_slot(D);
}

static void emit_cas(dfn *D, const nv_type *t, const nv_type *pt, uint32_t ps, uint32_t cs, uint32_t ns, uint32_t align, int value_only) {
    uint64_t sz = nv_type_store_size(t);
    irins *in;
    if (t->kind == NVCG_TYPE_VECTOR || (t->kind == NVCG_TYPE_INT && t->bits > 64) || sz > 8 || (sz & (sz - 1)))
        lfail(D->L, D->cur, "cmpxchg on this type is not supported by the ir engine");
    in = emit(D, IO_CMPXCHG);
    in->n = (uint16_t)space_of(D->L, D->cur, pt->addrspace);
    in->k = sz | (uint64_t)(align ? align : sz) << 16;
    in->fl = (uint8_t)value_only;
    in->a = ps;
    in->b = cs;
    in->c = ns;
    in->d = res_slot(D);
}

/* ---------------------------------------------------------------- intrinsics */

/* What an intrinsic does, keyed by its base name (so the table does not depend on which
 * rows intrinsics.h has in this build; ir_selfcheck() checks every row is covered). */
enum {
    K_SREG, K_CLOCK, K_BAR, K_WARPSYNC, K_NOP, K_TRAP, K_EXIT, K_SHFL, K_VOTE, K_MATCH, K_REDUX,
    K_ACTIVEMASK, K_LDG, K_ISSPACEP, K_ATOM, K_ATOMCAS, K_MEMCPY, K_MEMSET, K_EXPECT,
    K_ELEM, K_OVF, K_MOV, K_REFLECT, K_CVT, K_FF2F16X2, K_I2F, K_NARROW, K_RS, K_ARBFP,
    K_TENSOR, K_MBAR, K_CPASYNC, K_CLUSTER, K_ELECT, K_TEXTURE, K_BULK, K_STACK, K_REFUSE, K_VREDUCE,
    K_MIXED, K_VA, K_MATHLIB, K_TEXSURF, K_ISTYPEP
};

/* Families nvcg compiles and nvcgrun refuses to run, with why (K_REFUSE rows: a = one of
 * these, named so that rows added by separate changes cannot collide on an index). */
enum { R_TMA, R_WGMMA, R_CLC, R_TCGEN05, R_PM, R_RS_X4 };
static const char *const refuse_why[] = {
    [R_TMA] = "a CUtensorMap's encoding is opaque (CUDA documents none), so tensor-map (TMA) copies cannot be emulated",
    [R_WGMMA] = "warpgroup MMA (wgmma: shared-memory matrix descriptors and their swizzle layouts) is not emulated",
    [R_CLC] = "cluster launch control (cancelling clusters not yet launched; its 16-byte response is opaque) is not emulated",
    [R_TCGEN05] = "tensor memory (tcgen05) is not emulated",
    [R_PM] = "performance monitoring counters (%pm0-%pm3) count events a profiler chooses; their values are not emulated",
    [R_RS_X4] = "stochastic rounding to four narrow values (cvt.rs's x4 forms) is not emulated: the PTX ISA gives which "
                "random bits round which element only in figures",
};

typedef struct intr_row {
    const char *name;
    uint8_t kind;
    uint8_t a;       /* EO / sreg / variant */
    uint8_t fl;      /* IF_* */
    uint8_t rnd;     /* rounding mode */
    uint8_t dk, dw;  /* conversions: destination kind and width */
} intr_row;

#define R4(base, sfx, k, eo, fl, dk, dw)                                                   \
    {base ".rn" sfx, k, eo, fl, FP_RN, dk, dw}, {base ".rz" sfx, k, eo, fl, FP_RZ, dk, dw}, \
    {base ".rm" sfx, k, eo, fl, FP_RM, dk, dw}, {base ".rp" sfx, k, eo, fl, FP_RP, dk, dw}

static const intr_row intr_table[] = {
    /* warp-level matrix families (tensor.h): the name says the rest */
    {"llvm.nvvm.wmma", K_TENSOR, 0, 0, 0, 0, 0},
    {"llvm.nvvm.mma", K_TENSOR, 0, 0, 0, 0, 0},
    {"llvm.nvvm.ldmatrix.sync.aligned", K_TENSOR, 0, 0, 0, 0, 0},
    {"llvm.nvvm.stmatrix.sync.aligned", K_TENSOR, 0, 0, 0, 0, 0},
    {"llvm.nvvm.mbarrier.try.wait", K_TENSOR, 0, 0, 0, 0, 0},
    {"llvm.nvvm.mbarrier.arrive.expect.tx", K_TENSOR, 0, 0, 0, 0, 0},
    {"llvm.nvvm.mbarrier.expect.tx", K_TENSOR, 0, 0, 0, 0, 0},
    /* compiled, not run (refuse_why) */
    {"llvm.nvvm.cp.async.bulk.tensor", K_REFUSE, R_TMA, 0, 0, 0, 0},
#define X_TMR(f) {"llvm.nvvm.tensormap.replace." f, K_REFUSE, R_TMA, 0, 0, 0, 0}
    X_TMR("global.address"), X_TMR("rank"), X_TMR("box.dim"), X_TMR("global.dim"), X_TMR("global.stride"),
    X_TMR("element.stride"), X_TMR("elemtype"), X_TMR("interleave.layout"), X_TMR("swizzle.mode"),
    X_TMR("swizzle.atomicity"), X_TMR("fill.mode"),
#undef X_TMR
    {"llvm.nvvm.wgmma.fence.sync.aligned", K_REFUSE, R_WGMMA, 0, 0, 0, 0},
    {"llvm.nvvm.wgmma.commit_group.sync.aligned", K_REFUSE, R_WGMMA, 0, 0, 0, 0},
    {"llvm.nvvm.wgmma.wait_group.sync.aligned", K_REFUSE, R_WGMMA, 0, 0, 0, 0},
    {"llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared", K_REFUSE, R_CLC, 0, 0, 0, 0},
    {"llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared", K_REFUSE, R_CLC, 0, 0, 0, 0},
    {"llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled", K_REFUSE, R_CLC, 0, 0, 0, 0},
    {"llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x", K_REFUSE, R_CLC, 0, 0, 0, 0},
    {"llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y", K_REFUSE, R_CLC, 0, 0, 0, 0},
    {"llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z", K_REFUSE, R_CLC, 0, 0, 0, 0},
#define X_TCGEN05(id, name, ret, params, attrs) {name, K_REFUSE, R_TCGEN05, 0, 0, 0, 0},
    NV_TCGEN05_INTRINSICS(X_TCGEN05)
#undef X_TCGEN05
    {"llvm.nvvm.tcgen05.ld", K_REFUSE, R_TCGEN05, 0, 0, 0, 0},
    {"llvm.nvvm.tcgen05.st", K_REFUSE, R_TCGEN05, 0, 0, 0, 0},
    {"llvm.nvvm.tcgen05.cp", K_REFUSE, R_TCGEN05, 0, 0, 0, 0},
    /* textures and surfaces (nvcg's texture.h decodes the name; texture.h here runs it) */
    {"llvm.nvvm.tex.unified", K_TEXTURE, 0, 0, 0, 0, 0},
    {"llvm.nvvm.tld4.unified", K_TEXTURE, 0, 0, 0, 0, 0},
    {"llvm.nvvm.suld", K_TEXTURE, 0, 0, 0, 0, 0},
    {"llvm.nvvm.sust.b", K_TEXTURE, 0, 0, 0, 0, 0},
    {"llvm.nvvm.sust.p", K_TEXTURE, 0, 0, 0, 0, 0},
    {"llvm.nvvm.txq", K_TEXTURE, 0, 0, 0, 0, 0},
    {"llvm.nvvm.suq", K_TEXTURE, 0, 0, 0, 0, 0},
    {"llvm.nvvm.texsurf.handle.internal", K_TEXSURF, 0, 0, 0, 0, 0},
    {"llvm.nvvm.istypep.texture", K_ISTYPEP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.istypep.surface", K_ISTYPEP, 1, 0, 0, 0, 0},
    {"llvm.nvvm.istypep.sampler", K_ISTYPEP, 2, 0, 0, 0, 0},
    /* clusters: nvcgrun runs one CTA at a time, so a cluster is that CTA (cluster id = CTA
     * id, rank 0 of 1); barrier.cluster.wait is a CTA barrier, arrive has nothing to add */
    {"llvm.nvvm.read.ptx.sreg.clusterid.x", K_SREG, SRG_CTAID_X, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.clusterid.y", K_SREG, SRG_CTAID_Y, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.clusterid.z", K_SREG, SRG_CTAID_Z, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.nclusterid.x", K_SREG, SRG_NCTAID_X, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.nclusterid.y", K_SREG, SRG_NCTAID_Y, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.nclusterid.z", K_SREG, SRG_NCTAID_Z, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.cluster.ctaid.x", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.cluster.ctaid.y", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.cluster.ctaid.z", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.cluster.nctaid.x", K_SREG, SRG_ONE, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.cluster.nctaid.y", K_SREG, SRG_ONE, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.cluster.nctaid.z", K_SREG, SRG_ONE, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.cluster.ctarank", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    /* the fourth components of the .v4 special registers: always zero (PTX ISA) */
    {"llvm.nvvm.read.ptx.sreg.tid.w", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.pm0", K_REFUSE, R_PM, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.pm1", K_REFUSE, R_PM, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.pm2", K_REFUSE, R_PM, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.pm3", K_REFUSE, R_PM, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.ntid.w", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.ctaid.w", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.nctaid.w", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.clusterid.w", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.nclusterid.w", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.cluster.ctaid.w", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.cluster.nctaid.w", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.cluster.nctarank", K_SREG, SRG_ONE, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.is.explicit.cluster", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.is_explicit_cluster", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cluster.arrive", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cluster.arrive.relaxed", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cluster.arrive.aligned", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cluster.arrive.relaxed.aligned", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cluster.wait", K_BAR, 0, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cluster.wait.aligned", K_BAR, 0, 0, 0, 0, 0},
    {"llvm.nvvm.mapa", K_CLUSTER, 0, 0, 0, 0, 0},
    {"llvm.nvvm.getctarank", K_CLUSTER, 1, 0, 0, 0, 0},
    {"llvm.nvvm.mapa.shared.cluster", K_CLUSTER, 0, 0, 0, 0, 0},
    {"llvm.nvvm.getctarank.shared.cluster", K_CLUSTER, 1, 0, 0, 0, 0},
    {"llvm.nvvm.elect.sync", K_ELECT, 0, 0, 0, 0, 0},
    {"llvm.nvvm.griddepcontrol.wait", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.griddepcontrol.launch.dependents", K_NOP, 0, 0, 0, 0, 0},
    /* asynchronous copies (async.h): a = operation, dw = bytes */
    {"llvm.nvvm.cp.async.ca.shared.global.4", K_CPASYNC, 0, 0, 0, 0, 4},
    {"llvm.nvvm.cp.async.ca.shared.global.8", K_CPASYNC, 0, 0, 0, 0, 8},
    {"llvm.nvvm.cp.async.ca.shared.global.16", K_CPASYNC, 0, 0, 0, 0, 16},
    {"llvm.nvvm.cp.async.cg.shared.global.16", K_CPASYNC, 0, 0, 0, 0, 16},
    {"llvm.nvvm.cp.async.ca.shared.global.4.s", K_CPASYNC, 0, 1, 0, 0, 4},
    {"llvm.nvvm.cp.async.ca.shared.global.8.s", K_CPASYNC, 0, 1, 0, 0, 8},
    {"llvm.nvvm.cp.async.ca.shared.global.16.s", K_CPASYNC, 0, 1, 0, 0, 16},
    {"llvm.nvvm.cp.async.cg.shared.global.16.s", K_CPASYNC, 0, 1, 0, 0, 16},
    {"llvm.nvvm.cp.async.commit.group", K_CPASYNC, 1, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.wait.group", K_CPASYNC, 2, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.wait.all", K_CPASYNC, 2, 1, 0, 0, 0},
    {"llvm.nvvm.cp.async.mbarrier.arrive", K_CPASYNC, 3, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.mbarrier.arrive.shared", K_CPASYNC, 3, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.mbarrier.arrive.noinc", K_CPASYNC, 4, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared", K_CPASYNC, 4, 0, 0, 0, 0},
    /* sm_90 bulk copies (async.h): a = variant (dec of K_BULK) */
    {"llvm.nvvm.cp.async.bulk.global.to.shared.cluster", K_BULK, 0, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.bulk.global.to.shared.cta", K_BULK, 1, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.bulk.shared.cta.to.cluster", K_BULK, 2, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.bulk.shared.cta.to.global", K_BULK, 3, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask", K_BULK, 4, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.bulk.prefetch.L2", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.bulk.commit.group", K_BULK, 6, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.bulk.wait.group", K_BULK, 7, 0, 0, 0, 0},
    {"llvm.nvvm.cp.async.bulk.wait.group.read", K_BULK, 7, 0, 0, 0, 0},
    {"llvm.nvvm.setmaxnreg.inc.sync.aligned.u32", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.setmaxnreg.dec.sync.aligned.u32", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.st.bulk", K_BULK, 8, 0, 0, 0, 0},
    {"llvm.nvvm.st.bulk.shared.cta", K_BULK, 9, 0, 0, 0, 0},
    /* the environment registers read 0 (as on the ptx engine) */
    {"llvm.nvvm.read.ptx.sreg.envreg0", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg1", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg2", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg3", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg4", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg5", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg6", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg7", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg8", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg9", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg10", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg11", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg12", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg13", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg14", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg15", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg16", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg17", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg18", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg19", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg20", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg21", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg22", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg23", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg24", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg25", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg26", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg27", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg28", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg29", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg30", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.envreg31", K_SREG, SRG_ZERO, 0, 0, 0, 0},
    {"llvm.nvvm.fence.proxy.alias", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.fence.proxy.async", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.fence.proxy.async.global", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.fence.proxy.async.shared_cta", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.fence.proxy.async.shared_cluster", K_NOP, 0, 0, 0, 0, 0},
    /* mbarrier (async.h): a = NR_MB_* (0xff: pending_count), fl = has a count/state argument */
    {"llvm.nvvm.mbarrier.init", K_MBAR, NR_MB_INIT, 1, 0, 0, 0},
    {"llvm.nvvm.mbarrier.init.shared", K_MBAR, NR_MB_INIT, 1, 0, 0, 0},
    {"llvm.nvvm.mbarrier.inval", K_MBAR, NR_MB_INVAL, 0, 0, 0, 0},
    {"llvm.nvvm.mbarrier.inval.shared", K_MBAR, NR_MB_INVAL, 0, 0, 0, 0},
    {"llvm.nvvm.mbarrier.arrive", K_MBAR, NR_MB_ARRIVE, 0, 0, 0, 0},
    {"llvm.nvvm.mbarrier.arrive.shared", K_MBAR, NR_MB_ARRIVE, 0, 0, 0, 0},
    {"llvm.nvvm.mbarrier.arrive.noComplete", K_MBAR, NR_MB_ARRIVE_NOCOMPLETE, 1, 0, 0, 0},
    {"llvm.nvvm.mbarrier.arrive.noComplete.shared", K_MBAR, NR_MB_ARRIVE_NOCOMPLETE, 1, 0, 0, 0},
    {"llvm.nvvm.mbarrier.arrive.drop", K_MBAR, NR_MB_ARRIVE_DROP, 0, 0, 0, 0},
    {"llvm.nvvm.mbarrier.arrive.drop.shared", K_MBAR, NR_MB_ARRIVE_DROP, 0, 0, 0, 0},
    {"llvm.nvvm.mbarrier.arrive.drop.noComplete", K_MBAR, NR_MB_ARRIVE_DROP_NOCOMPLETE, 1, 0, 0, 0},
    {"llvm.nvvm.mbarrier.arrive.drop.noComplete.shared", K_MBAR, NR_MB_ARRIVE_DROP_NOCOMPLETE, 1, 0, 0, 0},
    {"llvm.nvvm.mbarrier.test.wait", K_MBAR, NR_MB_TEST_WAIT, 1, 0, 0, 0},
    {"llvm.nvvm.mbarrier.test.wait.shared", K_MBAR, NR_MB_TEST_WAIT, 1, 0, 0, 0},
    {"llvm.nvvm.mbarrier.pending.count", K_MBAR, 0xff, 1, 0, 0, 0},
    /* special registers */
    {"llvm.nvvm.read.ptx.sreg.tid.x", K_SREG, SRG_TID_X, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.tid.y", K_SREG, SRG_TID_Y, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.tid.z", K_SREG, SRG_TID_Z, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.ntid.x", K_SREG, SRG_NTID_X, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.ntid.y", K_SREG, SRG_NTID_Y, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.ntid.z", K_SREG, SRG_NTID_Z, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.ctaid.x", K_SREG, SRG_CTAID_X, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.ctaid.y", K_SREG, SRG_CTAID_Y, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.ctaid.z", K_SREG, SRG_CTAID_Z, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.nctaid.x", K_SREG, SRG_NCTAID_X, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.nctaid.y", K_SREG, SRG_NCTAID_Y, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.nctaid.z", K_SREG, SRG_NCTAID_Z, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.warpsize", K_SREG, SRG_WARPSIZE, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.laneid", K_SREG, SRG_LANEID, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.warpid", K_SREG, SRG_WARPID, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.nwarpid", K_SREG, SRG_NWARPID, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.smid", K_SREG, SRG_SMID, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.nsmid", K_SREG, SRG_NSMID, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.lanemask.eq", K_SREG, SRG_LANEMASK_EQ, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.lanemask.le", K_SREG, SRG_LANEMASK_LE, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.lanemask.lt", K_SREG, SRG_LANEMASK_LT, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.lanemask.ge", K_SREG, SRG_LANEMASK_GE, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.lanemask.gt", K_SREG, SRG_LANEMASK_GT, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.gridid", K_SREG, SRG_GRIDID, 0, 0, 0, 0},
    {"llvm.nvvm.read.ptx.sreg.clock", K_CLOCK, 1, 0, 0, 0, 32},
    {"llvm.nvvm.read.ptx.sreg.clock64", K_CLOCK, 1, 0, 0, 0, 64},
    {"llvm.readcyclecounter", K_CLOCK, 1, 0, 0, 0, 64},
    {"llvm.nvvm.read.ptx.sreg.globaltimer", K_CLOCK, 32, 0, 0, 0, 64},
    /* barriers and fences */
    {"llvm.nvvm.barrier0", K_BAR, 0, 0, 0, 0, 0},
    {"llvm.nvvm.barrier0.and", K_BAR, 1, 0, 0, 0, 0},
    {"llvm.nvvm.barrier0.or", K_BAR, 2, 0, 0, 0, 0},
    {"llvm.nvvm.barrier0.popc", K_BAR, 3, 0, 0, 0, 0},
    {"llvm.nvvm.bar.sync", K_BAR, 4, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.sync", K_BAR, 4, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.n", K_BAR, 4, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.sync.cnt", K_BAR, 5, 0, 0, 0, 0},
    {"llvm.nvvm.barrier", K_BAR, 5, 0, 0, 0, 0},
    {"llvm.nvvm.bar.warp.sync", K_WARPSYNC, 0, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cta.sync.all", K_BAR, 4, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cta.sync.aligned.all", K_BAR, 4, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cta.sync.count", K_BAR, 5, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cta.sync.aligned.count", K_BAR, 5, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cta.arrive.count", K_BAR, 6, 0, 0, 0, 0},
    {"llvm.nvvm.barrier.cta.arrive.aligned.count", K_BAR, 6, 0, 0, 0, 0},
    /* fl 1: the barrier id is operand 0 and the predicate operand 1 */
    {"llvm.nvvm.barrier.cta.red.and.aligned.all", K_BAR, 1, 1, 0, 0, 0},
    {"llvm.nvvm.barrier.cta.red.or.aligned.all", K_BAR, 2, 1, 0, 0, 0},
    {"llvm.nvvm.barrier.cta.red.popc.aligned.all", K_BAR, 3, 1, 0, 0, 0},
    /* hints: nothing observable (discard leaves a line's contents undefined; keeping
     * them is one of the allowed outcomes) */
    {"llvm.nvvm.nanosleep", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.global.L1", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.global.L2", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.local.L1", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.local.L2", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.L1", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.L2", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.global.L2.evict.normal", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.global.L2.evict.last", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetchu.L1", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.tensormap.p0", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.tensormap.p4", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.prefetch.tensormap.p101", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.discard.global.L2", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.discard.L2", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.applypriority.global.L2.evict.normal", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.applypriority.L2.evict.normal", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.membar.cta", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.membar.gl", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.membar.sys", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.fence.sc.cluster", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.fence.acq_rel.cluster", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.trap", K_TRAP, 0, 0, 0, 0, 0},
    {"llvm.nvvm.exit", K_EXIT, 0, 0, 0, 0, 0},
    {"llvm.debugtrap", K_TRAP, 1, 0, 0, 0, 0}, /* an execution trap, as llc lowers it (no debugger) */
    /* the thread's stack top (a: 0 save, 1 restore), as the ptx engine's stacksave/stackrestore */
    {"llvm.stacksave", K_STACK, 0, 0, 0, 0, 0},
    {"llvm.stackrestore", K_STACK, 1, 0, 0, 0, 0},
    /* warp-level: a = mode, fl: 1 = {T, i1} result, 2 = no membermask (pre-Volta) */
    {"llvm.nvvm.shfl.sync.idx.i32", K_SHFL, NR_SHFL_IDX, 0, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.up.i32", K_SHFL, NR_SHFL_UP, 0, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.down.i32", K_SHFL, NR_SHFL_DOWN, 0, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.bfly.i32", K_SHFL, NR_SHFL_BFLY, 0, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.idx.f32", K_SHFL, NR_SHFL_IDX, 0, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.up.f32", K_SHFL, NR_SHFL_UP, 0, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.down.f32", K_SHFL, NR_SHFL_DOWN, 0, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.bfly.f32", K_SHFL, NR_SHFL_BFLY, 0, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.idx.i32p", K_SHFL, NR_SHFL_IDX, 1, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.up.i32p", K_SHFL, NR_SHFL_UP, 1, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.down.i32p", K_SHFL, NR_SHFL_DOWN, 1, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.bfly.i32p", K_SHFL, NR_SHFL_BFLY, 1, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.idx.f32p", K_SHFL, NR_SHFL_IDX, 1, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.up.f32p", K_SHFL, NR_SHFL_UP, 1, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.down.f32p", K_SHFL, NR_SHFL_DOWN, 1, 0, 0, 0},
    {"llvm.nvvm.shfl.sync.bfly.f32p", K_SHFL, NR_SHFL_BFLY, 1, 0, 0, 0},
    {"llvm.nvvm.shfl.idx.i32", K_SHFL, NR_SHFL_IDX, 2, 0, 0, 0},
    {"llvm.nvvm.shfl.up.i32", K_SHFL, NR_SHFL_UP, 2, 0, 0, 0},
    {"llvm.nvvm.shfl.down.i32", K_SHFL, NR_SHFL_DOWN, 2, 0, 0, 0},
    {"llvm.nvvm.shfl.bfly.i32", K_SHFL, NR_SHFL_BFLY, 2, 0, 0, 0},
    {"llvm.nvvm.shfl.idx.f32", K_SHFL, NR_SHFL_IDX, 2, 0, 0, 0},
    {"llvm.nvvm.shfl.up.f32", K_SHFL, NR_SHFL_UP, 2, 0, 0, 0},
    {"llvm.nvvm.shfl.down.f32", K_SHFL, NR_SHFL_DOWN, 2, 0, 0, 0},
    {"llvm.nvvm.shfl.bfly.f32", K_SHFL, NR_SHFL_BFLY, 2, 0, 0, 0},
    {"llvm.nvvm.shfl.idx.i32p", K_SHFL, NR_SHFL_IDX, 3, 0, 0, 0},
    {"llvm.nvvm.shfl.up.i32p", K_SHFL, NR_SHFL_UP, 3, 0, 0, 0},
    {"llvm.nvvm.shfl.down.i32p", K_SHFL, NR_SHFL_DOWN, 3, 0, 0, 0},
    {"llvm.nvvm.shfl.bfly.i32p", K_SHFL, NR_SHFL_BFLY, 3, 0, 0, 0},
    {"llvm.nvvm.shfl.idx.f32p", K_SHFL, NR_SHFL_IDX, 3, 0, 0, 0},
    {"llvm.nvvm.shfl.up.f32p", K_SHFL, NR_SHFL_UP, 3, 0, 0, 0},
    {"llvm.nvvm.shfl.down.f32p", K_SHFL, NR_SHFL_DOWN, 3, 0, 0, 0},
    {"llvm.nvvm.shfl.bfly.f32p", K_SHFL, NR_SHFL_BFLY, 3, 0, 0, 0},
    {"llvm.nvvm.vote.all.sync", K_VOTE, NR_VOTE_ALL, 0, 0, 0, 0},
    {"llvm.nvvm.vote.any.sync", K_VOTE, NR_VOTE_ANY, 0, 0, 0, 0},
    {"llvm.nvvm.vote.uni.sync", K_VOTE, NR_VOTE_UNI, 0, 0, 0, 0},
    {"llvm.nvvm.vote.ballot.sync", K_VOTE, NR_VOTE_BALLOT, 0, 0, 0, 0},
    {"llvm.nvvm.vote.all", K_VOTE, NR_VOTE_ALL, 2, 0, 0, 0},
    {"llvm.nvvm.vote.any", K_VOTE, NR_VOTE_ANY, 2, 0, 0, 0},
    {"llvm.nvvm.vote.uni", K_VOTE, NR_VOTE_UNI, 2, 0, 0, 0},
    {"llvm.nvvm.vote.ballot", K_VOTE, NR_VOTE_BALLOT, 2, 0, 0, 0},
    {"llvm.nvvm.match.any.sync.i32", K_MATCH, NR_MATCH_ANY, 0, 0, 0, 32},
    {"llvm.nvvm.match.any.sync.i64", K_MATCH, NR_MATCH_ANY, 0, 0, 0, 64},
    {"llvm.nvvm.match.all.sync.i32p", K_MATCH, NR_MATCH_ALL, 1, 0, 0, 32},
    {"llvm.nvvm.match.all.sync.i64p", K_MATCH, NR_MATCH_ALL, 1, 0, 0, 64},
    {"llvm.nvvm.redux.sync.add", K_REDUX, NR_REDUX_ADD, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.min", K_REDUX, NR_REDUX_MIN_S, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.max", K_REDUX, NR_REDUX_MAX_S, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.umin", K_REDUX, NR_REDUX_MIN_U, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.umax", K_REDUX, NR_REDUX_MAX_U, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.and", K_REDUX, NR_REDUX_AND, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.or", K_REDUX, NR_REDUX_OR, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.xor", K_REDUX, NR_REDUX_XOR, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.fmin", K_REDUX, NR_REDUX_FMIN, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.fmax", K_REDUX, NR_REDUX_FMAX, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.fmin.abs", K_REDUX, NR_REDUX_FMIN_ABS, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.fmax.abs", K_REDUX, NR_REDUX_FMAX_ABS, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.fmin.NaN", K_REDUX, NR_REDUX_FMIN_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.fmax.NaN", K_REDUX, NR_REDUX_FMAX_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.fmin.abs.NaN", K_REDUX, NR_REDUX_FMIN_ABS_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.redux.sync.fmax.abs.NaN", K_REDUX, NR_REDUX_FMAX_ABS_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.activemask", K_ACTIVEMASK, 0, 0, 0, 0, 0},
    /* memory */
    {"llvm.nvvm.ldg.global.i", K_LDG, 0, 0, 0, 0, 0},
    {"llvm.nvvm.ldg.global.f", K_LDG, 0, 0, 0, 0, 0},
    {"llvm.nvvm.ldg.global.p", K_LDG, 0, 0, 0, 0, 0},
    {"llvm.nvvm.ldu.global.i", K_LDG, 0, 0, 0, 0, 0},
    {"llvm.nvvm.ldu.global.f", K_LDG, 0, 0, 0, 0, 0},
    {"llvm.nvvm.ldu.global.p", K_LDG, 0, 0, 0, 0, 0},
    {"llvm.nvvm.isspacep.global", K_ISSPACEP, NR_GLOBAL, 0, 0, 0, 0},
    {"llvm.nvvm.isspacep.shared", K_ISSPACEP, NR_SHARED, 0, 0, 0, 0},
    {"llvm.nvvm.isspacep.const", K_ISSPACEP, NR_CONST, 0, 0, 0, 0},
    {"llvm.nvvm.isspacep.local", K_ISSPACEP, NR_LOCAL, 0, 0, 0, 0},
    {"llvm.nvvm.isspacep.shared.cluster", K_ISSPACEP, NR_SHARED, 0, 0, 0, 0}, /* one-CTA clusters */
    {"llvm.nvvm.atomic.load.inc.32", K_ATOM, AOP_NVINC, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.load.dec.32", K_ATOM, AOP_NVDEC, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.load.add.f32", K_ATOM, AOP_FADD, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.load.add.f64", K_ATOM, AOP_FADD, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.add.gen.i.cta", K_ATOM, AOP_ADD, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.add.gen.i.sys", K_ATOM, AOP_ADD, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.exch.gen.i.cta", K_ATOM, AOP_XCHG, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.exch.gen.i.sys", K_ATOM, AOP_XCHG, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.max.gen.i.cta", K_ATOM, AOP_MAX, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.max.gen.i.sys", K_ATOM, AOP_MAX, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.min.gen.i.cta", K_ATOM, AOP_MIN, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.min.gen.i.sys", K_ATOM, AOP_MIN, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.inc.gen.i.cta", K_ATOM, AOP_NVINC, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.inc.gen.i.sys", K_ATOM, AOP_NVINC, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.dec.gen.i.cta", K_ATOM, AOP_NVDEC, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.dec.gen.i.sys", K_ATOM, AOP_NVDEC, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.and.gen.i.cta", K_ATOM, AOP_AND, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.and.gen.i.sys", K_ATOM, AOP_AND, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.or.gen.i.cta", K_ATOM, AOP_OR, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.or.gen.i.sys", K_ATOM, AOP_OR, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.xor.gen.i.cta", K_ATOM, AOP_XOR, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.xor.gen.i.sys", K_ATOM, AOP_XOR, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.add.gen.f.cta", K_ATOM, AOP_FADD, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.add.gen.f.sys", K_ATOM, AOP_FADD, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.cas.gen.i.cta", K_ATOMCAS, 0, 0, 0, 0, 0},
    {"llvm.nvvm.atomic.cas.gen.i.sys", K_ATOMCAS, 0, 0, 0, 0, 0},
    /* horizontal reductions: a = the element operation, fl = 1 for fadd/fmul (a start
     * value; sequential unless the call has reassoc) */
    {"llvm.vector.reduce.add", K_VREDUCE, EO_ADD, 0, 0, 0, 0},
    {"llvm.vector.reduce.mul", K_VREDUCE, EO_MUL, 0, 0, 0, 0},
    {"llvm.vector.reduce.and", K_VREDUCE, EO_AND, 0, 0, 0, 0},
    {"llvm.vector.reduce.or", K_VREDUCE, EO_OR, 0, 0, 0, 0},
    {"llvm.vector.reduce.xor", K_VREDUCE, EO_XOR, 0, 0, 0, 0},
    {"llvm.vector.reduce.smax", K_VREDUCE, EO_SMAX, 0, 0, 0, 0},
    {"llvm.vector.reduce.smin", K_VREDUCE, EO_SMIN, 0, 0, 0, 0},
    {"llvm.vector.reduce.umax", K_VREDUCE, EO_UMAX, 0, 0, 0, 0},
    {"llvm.vector.reduce.umin", K_VREDUCE, EO_UMIN, 0, 0, 0, 0},
    {"llvm.vector.reduce.fadd", K_VREDUCE, EO_FADD, 1, 0, 0, 0},
    {"llvm.vector.reduce.fmul", K_VREDUCE, EO_FMUL, 1, 0, 0, 0},
    {"llvm.vector.reduce.fmax", K_VREDUCE, EO_MAXNUM, 0, 0, 0, 0},
    {"llvm.vector.reduce.fmin", K_VREDUCE, EO_MINNUM, 0, 0, 0, 0},
    {"llvm.vector.reduce.fmaximum", K_VREDUCE, EO_MAXIMUM, 0, 0, 0, 0},
    {"llvm.vector.reduce.fminimum", K_VREDUCE, EO_MINIMUM, 0, 0, 0, 0},
    {"llvm.memcpy", K_MEMCPY, 0, 0, 0, 0, 0},
    {"llvm.memmove", K_MEMCPY, 1, 0, 0, 0, 0},
    {"llvm.memset", K_MEMSET, 0, 0, 0, 0, 0},
    /* variadic functions: load_all runs nvcg's expand_variadics first, which turns
     * va_start/va_copy into pointer stores (K_VA only reports a call left over) */
    {"llvm.va_start", K_VA, 0, 0, 0, 0, 0},
    {"llvm.va_copy", K_VA, 0, 0, 0, 0, 0},
    {"llvm.va_end", K_NOP, 0, 0, 0, 0, 0},
    /* LLVM's math intrinsics: the import that load_all runs first turns their calls into
     * calls of the math library (nvcg's lto/math_intrinsics.c), as nvcg_compile does, so
     * both engines run the same functions (K_MATHLIB only reports a call left over) */
#define RMATH(n) {"llvm." n, K_MATHLIB, 0, 0, 0, 0, 0}
    RMATH("sin"), RMATH("cos"), RMATH("tan"), RMATH("asin"), RMATH("acos"), RMATH("atan"), RMATH("atan2"),
    RMATH("sinh"), RMATH("cosh"), RMATH("tanh"), RMATH("exp"), RMATH("exp2"), RMATH("exp10"), RMATH("log"),
    RMATH("log2"), RMATH("log10"), RMATH("pow"), RMATH("powi"), RMATH("ldexp"), RMATH("sincos"), RMATH("frexp"),
#undef RMATH
    /* mixed precision (sm_100): a = add / sub, fl = .sat */
#define RMIX(op, sub, t) R4("llvm.nvvm." op, t ".f", K_MIXED, sub, 0, 0, 0), R4("llvm.nvvm." op, ".sat" t ".f", K_MIXED, sub, 1, 0, 0)
    RMIX("add", 0, ".h"), RMIX("add", 0, ".bf"), RMIX("sub", 1, ".h"), RMIX("sub", 1, ".bf"),
#undef RMIX
    {"llvm.lifetime.start", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.lifetime.end", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.assume", K_NOP, 0, 0, 0, 0, 0},
    {"llvm.expect", K_EXPECT, 0, 0, 0, 0, 0},
    {"llvm.expect.with.probability", K_EXPECT, 0, 0, 0, 0, 0},
    {"llvm.ptrmask", K_ELEM, EO_AND, 0, 0, 0, 0}, /* a pointer is a 64-bit integer lane here */
    /* generic math (fmuladd fuses, as llc's NVPTX lowering does) */
    {"llvm.fma", K_ELEM, EO_FMA, 0, 0, 0, 0},
    {"llvm.fmuladd", K_ELEM, EO_FMA, 0, 0, 0, 0},
    {"llvm.sqrt", K_ELEM, EO_SQRT, 0, 0, 0, 0},
    {"llvm.fabs", K_ELEM, EO_FABS, 0, 0, 0, 0},
    {"llvm.minnum", K_ELEM, EO_MINNUM, 0, 0, 0, 0},
    {"llvm.maxnum", K_ELEM, EO_MAXNUM, 0, 0, 0, 0},
    {"llvm.minimum", K_ELEM, EO_MINIMUM, 0, 0, 0, 0},
    {"llvm.maximum", K_ELEM, EO_MAXIMUM, 0, 0, 0, 0},
    {"llvm.copysign", K_ELEM, EO_COPYSIGN, 0, 0, 0, 0},
    {"llvm.floor", K_ELEM, EO_FLOOR, 0, 0, 0, 0},
    {"llvm.ceil", K_ELEM, EO_CEIL, 0, 0, 0, 0},
    {"llvm.trunc", K_ELEM, EO_FTRUNC, 0, 0, 0, 0},
    {"llvm.rint", K_ELEM, EO_RINT, 0, 0, 0, 0},
    {"llvm.nearbyint", K_ELEM, EO_RINT, 0, 0, 0, 0},
    {"llvm.round", K_ELEM, EO_ROUND, 0, 0, 0, 0},
    {"llvm.roundeven", K_ELEM, EO_ROUNDEVEN, 0, 0, 0, 0},
    {"llvm.ctpop", K_ELEM, EO_CTPOP, 0, 0, 0, 0},
    {"llvm.ctlz", K_ELEM, EO_CTLZ, 0, 0, 0, 0},
    {"llvm.cttz", K_ELEM, EO_CTTZ, 0, 0, 0, 0},
    {"llvm.bitreverse", K_ELEM, EO_BITREV, 0, 0, 0, 0},
    {"llvm.bswap", K_ELEM, EO_BSWAP, 0, 0, 0, 0},
    {"llvm.fshl", K_ELEM, EO_FSHL, 0, 0, 0, 0},
    {"llvm.fshr", K_ELEM, EO_FSHR, 0, 0, 0, 0},
    {"llvm.umin", K_ELEM, EO_UMIN, 0, 0, 0, 0},
    {"llvm.umax", K_ELEM, EO_UMAX, 0, 0, 0, 0},
    {"llvm.smin", K_ELEM, EO_SMIN, 0, 0, 0, 0},
    {"llvm.smax", K_ELEM, EO_SMAX, 0, 0, 0, 0},
    {"llvm.abs", K_ELEM, EO_ABS, 0, 0, 0, 0},
    {"llvm.sadd.with.overflow", K_OVF, EO_ADD, IF_NSW, 0, 0, 0},
    {"llvm.uadd.with.overflow", K_OVF, EO_ADD, IF_NUW, 0, 0, 0},
    {"llvm.ssub.with.overflow", K_OVF, EO_SUB, IF_NSW, 0, 0, 0},
    {"llvm.usub.with.overflow", K_OVF, EO_SUB, IF_NUW, 0, 0, 0},
    {"llvm.smul.with.overflow", K_OVF, EO_MUL, IF_NSW, 0, 0, 0},
    {"llvm.umul.with.overflow", K_OVF, EO_MUL, IF_NUW, 0, 0, 0},
    {"llvm.sadd.sat", K_ELEM, EO_SADDSAT, 0, 0, 0, 0},
    {"llvm.uadd.sat", K_ELEM, EO_UADDSAT, 0, 0, 0, 0},
    {"llvm.ssub.sat", K_ELEM, EO_SSUBSAT, 0, 0, 0, 0},
    {"llvm.usub.sat", K_ELEM, EO_USUBSAT, 0, 0, 0, 0},
    /* NVVM math: approximate */
    {"llvm.nvvm.ex2.approx.f", K_ELEM, EO_NV_EX2, 0, 0, 0, 0},
    {"llvm.nvvm.ex2.approx.ftz.f", K_ELEM, EO_NV_EX2, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.ex2.approx.d", K_ELEM, EO_NV_EX2, 0, 0, 0, 0},
    {"llvm.nvvm.ex2.approx.f16", K_ELEM, EO_NV_EX2, 0, 0, 0, 0},
    {"llvm.nvvm.ex2.approx.f16x2", K_ELEM, EO_NV_EX2, 0, 0, 0, 0},
    {"llvm.nvvm.lg2.approx.f", K_ELEM, EO_NV_LG2, 0, 0, 0, 0},
    {"llvm.nvvm.lg2.approx.ftz.f", K_ELEM, EO_NV_LG2, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.lg2.approx.d", K_ELEM, EO_NV_LG2, 0, 0, 0, 0},
    {"llvm.nvvm.sin.approx.f", K_ELEM, EO_NV_SIN, 0, 0, 0, 0},
    {"llvm.nvvm.sin.approx.ftz.f", K_ELEM, EO_NV_SIN, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.cos.approx.f", K_ELEM, EO_NV_COS, 0, 0, 0, 0},
    {"llvm.nvvm.cos.approx.ftz.f", K_ELEM, EO_NV_COS, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.tanh.approx.f32", K_ELEM, EO_NV_TANH, 0, 0, 0, 0},
    {"llvm.nvvm.rcp.approx.ftz.f", K_ELEM, EO_NV_RCPAPPROX, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.rcp.approx.ftz.d", K_ELEM, EO_NV_RCPAPPROX, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.rsqrt.approx.f", K_ELEM, EO_NV_RSQRT, 0, 0, 0, 0},
    {"llvm.nvvm.rsqrt.approx.ftz.f", K_ELEM, EO_NV_RSQRT, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.rsqrt.approx.d", K_ELEM, EO_NV_RSQRT, 0, 0, 0, 0},
    {"llvm.nvvm.rsqrt.approx.ftz.d", K_ELEM, EO_NV_RSQRT, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.sqrt.approx.f", K_ELEM, EO_NV_SQRTAPPROX, 0, 0, 0, 0},
    {"llvm.nvvm.sqrt.approx.ftz.f", K_ELEM, EO_NV_SQRTAPPROX, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.div.approx.f", K_ELEM, EO_NV_DIVAPPROX, 0, 0, 0, 0},
    {"llvm.nvvm.div.approx.ftz.f", K_ELEM, EO_NV_DIVAPPROX, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.div.full", K_ELEM, EO_NV_DIVFULL, 0, 0, 0, 0},
    {"llvm.nvvm.div.full.ftz", K_ELEM, EO_NV_DIVFULL, IF_FTZ, 0, 0, 0},
    /* NVVM math: rounding modes (llvm.nvvm.sqrt.f is sqrt.rn.f32) */
    R4("llvm.nvvm.rcp", ".f", K_ELEM, EO_NV_RCP, 0, 0, 0),
    R4("llvm.nvvm.rcp", ".ftz.f", K_ELEM, EO_NV_RCP, IF_FTZ, 0, 0),
    R4("llvm.nvvm.rcp", ".d", K_ELEM, EO_NV_RCP, 0, 0, 0),
    {"llvm.nvvm.sqrt.f", K_ELEM, EO_NV_SQRT, 0, FP_RN, 0, 0},
    R4("llvm.nvvm.sqrt", ".f", K_ELEM, EO_NV_SQRT, 0, 0, 0),
    R4("llvm.nvvm.sqrt", ".ftz.f", K_ELEM, EO_NV_SQRT, IF_FTZ, 0, 0),
    R4("llvm.nvvm.sqrt", ".d", K_ELEM, EO_NV_SQRT, 0, 0, 0),
    R4("llvm.nvvm.div", ".f", K_ELEM, EO_NV_DIV, 0, 0, 0),
    R4("llvm.nvvm.div", ".ftz.f", K_ELEM, EO_NV_DIV, IF_FTZ, 0, 0),
    R4("llvm.nvvm.div", ".d", K_ELEM, EO_NV_DIV, 0, 0, 0),
    R4("llvm.nvvm.fma", ".f", K_ELEM, EO_NV_FMA, 0, 0, 0),
    R4("llvm.nvvm.fma", ".ftz.f", K_ELEM, EO_NV_FMA, IF_FTZ, 0, 0),
    R4("llvm.nvvm.fma", ".d", K_ELEM, EO_NV_FMA, 0, 0, 0),
    {"llvm.nvvm.fma.rn.f16", K_ELEM, EO_NV_FMA, 0, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.f16x2", K_ELEM, EO_NV_FMA, 0, FP_RN, 0, 0},
    R4("llvm.nvvm.add", ".f", K_ELEM, EO_NV_ADD, 0, 0, 0),
    R4("llvm.nvvm.add", ".ftz.f", K_ELEM, EO_NV_ADD, IF_FTZ, 0, 0),
    R4("llvm.nvvm.add", ".d", K_ELEM, EO_NV_ADD, 0, 0, 0),
    R4("llvm.nvvm.mul", ".f", K_ELEM, EO_NV_MUL, 0, 0, 0),
    R4("llvm.nvvm.mul", ".ftz.f", K_ELEM, EO_NV_MUL, IF_FTZ, 0, 0),
    R4("llvm.nvvm.mul", ".d", K_ELEM, EO_NV_MUL, 0, 0, 0),
    {"llvm.nvvm.fabs.f", K_ELEM, EO_NV_FABS, 0, 0, 0, 0},
    {"llvm.nvvm.fabs.ftz.f", K_ELEM, EO_NV_FABS, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fabs.d", K_ELEM, EO_NV_FABS, 0, 0, 0, 0},
    {"llvm.nvvm.fmin.f", K_ELEM, EO_NV_FMIN, 0, 0, 0, 0},
    {"llvm.nvvm.fmin.ftz.f", K_ELEM, EO_NV_FMIN, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmin.d", K_ELEM, EO_NV_FMIN, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.f", K_ELEM, EO_NV_FMAX, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.ftz.f", K_ELEM, EO_NV_FMAX, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmax.d", K_ELEM, EO_NV_FMAX, 0, 0, 0, 0},
    /* .NaN: a NaN operand gives the canonical NaN; .ftz on f16 too (PTX min/max) */
    {"llvm.nvvm.fmin.nan.f", K_ELEM, EO_NV_FMIN_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.fmin.ftz.nan.f", K_ELEM, EO_NV_FMIN_NAN, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmin.f16", K_ELEM, EO_NV_FMIN, 0, 0, 0, 0},
    {"llvm.nvvm.fmin.ftz.f16", K_ELEM, EO_NV_FMIN, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmin.nan.f16", K_ELEM, EO_NV_FMIN_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.fmin.ftz.nan.f16", K_ELEM, EO_NV_FMIN_NAN, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmin.f16x2", K_ELEM, EO_NV_FMIN, 0, 0, 0, 0},
    {"llvm.nvvm.fmin.ftz.f16x2", K_ELEM, EO_NV_FMIN, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmin.nan.f16x2", K_ELEM, EO_NV_FMIN_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.fmin.ftz.nan.f16x2", K_ELEM, EO_NV_FMIN_NAN, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmin.bf16", K_ELEM, EO_NV_FMIN, 0, 0, 0, 0},
    {"llvm.nvvm.fmin.nan.bf16", K_ELEM, EO_NV_FMIN_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.fmin.bf16x2", K_ELEM, EO_NV_FMIN, 0, 0, 0, 0},
    {"llvm.nvvm.fmin.nan.bf16x2", K_ELEM, EO_NV_FMIN_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.nan.f", K_ELEM, EO_NV_FMAX_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.ftz.nan.f", K_ELEM, EO_NV_FMAX_NAN, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmax.f16", K_ELEM, EO_NV_FMAX, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.ftz.f16", K_ELEM, EO_NV_FMAX, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmax.nan.f16", K_ELEM, EO_NV_FMAX_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.ftz.nan.f16", K_ELEM, EO_NV_FMAX_NAN, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmax.f16x2", K_ELEM, EO_NV_FMAX, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.ftz.f16x2", K_ELEM, EO_NV_FMAX, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmax.nan.f16x2", K_ELEM, EO_NV_FMAX_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.ftz.nan.f16x2", K_ELEM, EO_NV_FMAX_NAN, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fmax.bf16", K_ELEM, EO_NV_FMAX, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.nan.bf16", K_ELEM, EO_NV_FMAX_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.bf16x2", K_ELEM, EO_NV_FMAX, 0, 0, 0, 0},
    {"llvm.nvvm.fmax.nan.bf16x2", K_ELEM, EO_NV_FMAX_NAN, 0, 0, 0, 0},
    {"llvm.nvvm.abs.bf16", K_ELEM, EO_FABS, 0, 0, 0, 0},
    {"llvm.nvvm.abs.bf16x2", K_ELEM, EO_FABS, 0, 0, 0, 0},
    {"llvm.nvvm.neg.bf16", K_ELEM, EO_FNEG, 0, 0, 0, 0},
    {"llvm.nvvm.neg.bf16x2", K_ELEM, EO_FNEG, 0, 0, 0, 0},
    {"llvm.nvvm.saturate.f", K_ELEM, EO_NV_SAT, 0, 0, 0, 0},
    {"llvm.nvvm.saturate.ftz.f", K_ELEM, EO_NV_SAT, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.saturate.d", K_ELEM, EO_NV_SAT, 0, 0, 0, 0},
    /* cvt.rXi: nvvm.round is cvt.rni (to nearest even), unlike llvm.round */
    {"llvm.nvvm.floor.f", K_ELEM, EO_NV_RNDI, 0, FP_RM, 0, 0},
    {"llvm.nvvm.floor.ftz.f", K_ELEM, EO_NV_RNDI, IF_FTZ, FP_RM, 0, 0},
    {"llvm.nvvm.floor.d", K_ELEM, EO_NV_RNDI, 0, FP_RM, 0, 0},
    {"llvm.nvvm.ceil.f", K_ELEM, EO_NV_RNDI, 0, FP_RP, 0, 0},
    {"llvm.nvvm.ceil.ftz.f", K_ELEM, EO_NV_RNDI, IF_FTZ, FP_RP, 0, 0},
    {"llvm.nvvm.ceil.d", K_ELEM, EO_NV_RNDI, 0, FP_RP, 0, 0},
    {"llvm.nvvm.trunc.f", K_ELEM, EO_NV_RNDI, 0, FP_RZ, 0, 0},
    {"llvm.nvvm.trunc.ftz.f", K_ELEM, EO_NV_RNDI, IF_FTZ, FP_RZ, 0, 0},
    {"llvm.nvvm.trunc.d", K_ELEM, EO_NV_RNDI, 0, FP_RZ, 0, 0},
    {"llvm.nvvm.round.f", K_ELEM, EO_NV_RNDI, 0, FP_RN, 0, 0},
    {"llvm.nvvm.round.ftz.f", K_ELEM, EO_NV_RNDI, IF_FTZ, FP_RN, 0, 0},
    {"llvm.nvvm.round.d", K_ELEM, EO_NV_RNDI, 0, FP_RN, 0, 0},
    /* NVVM integer */
    {"llvm.nvvm.mulhi.s", K_ELEM, EO_NV_MULHI, IF_SIGNED, 0, VK_INT, 16},
    {"llvm.nvvm.mulhi.us", K_ELEM, EO_NV_MULHI, 0, 0, VK_INT, 16},
    {"llvm.nvvm.mulhi.i", K_ELEM, EO_NV_MULHI, IF_SIGNED, 0, VK_INT, 32},
    {"llvm.nvvm.mulhi.ui", K_ELEM, EO_NV_MULHI, 0, 0, VK_INT, 32},
    {"llvm.nvvm.mulhi.ll", K_ELEM, EO_NV_MULHI, IF_SIGNED, 0, VK_INT, 64},
    {"llvm.nvvm.mulhi.ull", K_ELEM, EO_NV_MULHI, 0, 0, VK_INT, 64},
    {"llvm.nvvm.mul24.i", K_ELEM, EO_NV_MUL24, IF_SIGNED, 0, 0, 0},
    {"llvm.nvvm.mul24.ui", K_ELEM, EO_NV_MUL24, 0, 0, 0, 0},
    {"llvm.nvvm.sad.i", K_ELEM, EO_NV_SAD, IF_SIGNED, 0, 0, 0},
    {"llvm.nvvm.idp4a.s.s", K_ELEM, EO_NV_DP4A, IF_DP_ASIGNED | IF_DP_BSIGNED, 0, 0, 0},
    {"llvm.nvvm.idp4a.s.u", K_ELEM, EO_NV_DP4A, IF_DP_ASIGNED, 0, 0, 0},
    {"llvm.nvvm.idp4a.u.s", K_ELEM, EO_NV_DP4A, IF_DP_BSIGNED, 0, 0, 0},
    {"llvm.nvvm.idp4a.u.u", K_ELEM, EO_NV_DP4A, 0, 0, 0, 0},
    {"llvm.nvvm.idp2a.s.s", K_ELEM, EO_NV_DP2A, IF_DP_ASIGNED | IF_DP_BSIGNED, 0, 0, 0},
    {"llvm.nvvm.idp2a.s.u", K_ELEM, EO_NV_DP2A, IF_DP_ASIGNED, 0, 0, 0},
    {"llvm.nvvm.idp2a.u.s", K_ELEM, EO_NV_DP2A, IF_DP_BSIGNED, 0, 0, 0},
    {"llvm.nvvm.idp2a.u.u", K_ELEM, EO_NV_DP2A, 0, 0, 0, 0},
    {"llvm.nvvm.sad.ui", K_ELEM, EO_NV_SAD, 0, 0, 0, 0},
    {"llvm.nvvm.brev32", K_ELEM, EO_BITREV, 0, 0, 0, 0},
    {"llvm.nvvm.brev64", K_ELEM, EO_BITREV, 0, 0, 0, 0},
    {"llvm.nvvm.flo.s", K_ELEM, EO_NV_FLO, IF_SIGNED, 0, VK_INT, 32},
    {"llvm.nvvm.flo.u", K_ELEM, EO_NV_FLO, 0, 0, VK_INT, 32},
    {"llvm.nvvm.clz.i", K_ELEM, EO_NV_CLZ, 0, 0, VK_INT, 32},
    {"llvm.nvvm.clz.ll", K_ELEM, EO_NV_CLZ, 0, 0, VK_INT, 32},
    {"llvm.nvvm.popc.i", K_ELEM, EO_NV_POPC, 0, 0, VK_INT, 32},
    {"llvm.nvvm.popc.ll", K_ELEM, EO_NV_POPC, 0, 0, VK_INT, 32},
    {"llvm.nvvm.prmt", K_ELEM, EO_NV_PRMT, 0, 0, 0, 0},
    {"llvm.nvvm.prmt.f4e", K_ELEM, EO_NV_PRMT_F4E, 0, 0, 0, 0},
    {"llvm.nvvm.prmt.b4e", K_ELEM, EO_NV_PRMT_B4E, 0, 0, 0, 0},
    {"llvm.nvvm.prmt.rc8", K_ELEM, EO_NV_PRMT_RC8, 0, 0, 0, 0},
    {"llvm.nvvm.prmt.ecl", K_ELEM, EO_NV_PRMT_ECL, 0, 0, 0, 0},
    {"llvm.nvvm.prmt.ecr", K_ELEM, EO_NV_PRMT_ECR, 0, 0, 0, 0},
    {"llvm.nvvm.prmt.rc16", K_ELEM, EO_NV_PRMT_RC16, 0, 0, 0, 0},
    /* current LLVM (nvcg's NV_CURRENT_LLVM_INTRINSICS) */
    {"llvm.nvvm.fshl.clamp", K_ELEM, EO_NV_FSHL_CLAMP, 0, 0, 0, 0},
    {"llvm.nvvm.fshr.clamp", K_ELEM, EO_NV_FSHR_CLAMP, 0, 0, 0, 0},
    {"llvm.nvvm.bmsk.clamp", K_ELEM, EO_NV_BMSK_CLAMP, 0, 0, 0, 0},
    {"llvm.nvvm.bmsk.wrap", K_ELEM, EO_NV_BMSK_WRAP, 0, 0, 0, 0},
    {"llvm.nvvm.fabs", K_ELEM, EO_NV_FABS, 0, 0, 0, 0},
    {"llvm.nvvm.fabs.ftz", K_ELEM, EO_NV_FABS, IF_FTZ, 0, 0, 0},
    {"llvm.nvvm.fma.rn.ftz.f16", K_ELEM, EO_NV_FMA, IF_FTZ, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.ftz.f16x2", K_ELEM, EO_NV_FMA, IF_FTZ, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.sat.f16", K_ELEM, EO_NV_FMA, IF_FP_SAT, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.sat.f16x2", K_ELEM, EO_NV_FMA, IF_FP_SAT, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.ftz.sat.f16", K_ELEM, EO_NV_FMA, IF_FTZ | IF_FP_SAT, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.ftz.sat.f16x2", K_ELEM, EO_NV_FMA, IF_FTZ | IF_FP_SAT, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.bf16", K_ELEM, EO_NV_FMA, 0, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.relu.f16", K_ELEM, EO_NV_FMA, IF_RELU, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.ftz.relu.f16", K_ELEM, EO_NV_FMA, IF_FTZ | IF_RELU, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.relu.f16x2", K_ELEM, EO_NV_FMA, IF_RELU, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.ftz.relu.f16x2", K_ELEM, EO_NV_FMA, IF_FTZ | IF_RELU, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.relu.bf16", K_ELEM, EO_NV_FMA, IF_RELU, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.relu.bf16x2", K_ELEM, EO_NV_FMA, IF_RELU, FP_RN, 0, 0},
    /* the i32 rounding operand is 1 (nvcg refuses any other): round to nearest even */
    {"llvm.nvvm.fadd.bf16", K_ELEM, EO_NV_ADD, 0, FP_RN, 0, 0},
    {"llvm.nvvm.fadd.v2bf16", K_ELEM, EO_NV_ADD, 0, FP_RN, 0, 0},
    {"llvm.nvvm.fmul.bf16", K_ELEM, EO_NV_MUL, 0, FP_RN, 0, 0},
    {"llvm.nvvm.fmul.v2bf16", K_ELEM, EO_NV_MUL, 0, FP_RN, 0, 0},
    {"llvm.nvvm.fma.rn.bf16x2", K_ELEM, EO_NV_FMA, 0, FP_RN, 0, 0},
    {"llvm.nvvm.min.i", K_ELEM, EO_SMIN, 0, 0, 0, 0},
    {"llvm.nvvm.min.ui", K_ELEM, EO_UMIN, 0, 0, 0, 0},
    {"llvm.nvvm.min.ll", K_ELEM, EO_SMIN, 0, 0, 0, 0},
    {"llvm.nvvm.min.ull", K_ELEM, EO_UMIN, 0, 0, 0, 0},
    {"llvm.nvvm.max.i", K_ELEM, EO_SMAX, 0, 0, 0, 0},
    {"llvm.nvvm.max.ui", K_ELEM, EO_UMAX, 0, 0, 0, 0},
    {"llvm.nvvm.max.ll", K_ELEM, EO_SMAX, 0, 0, 0, 0},
    {"llvm.nvvm.max.ull", K_ELEM, EO_UMAX, 0, 0, 0, 0},
    {"llvm.nvvm.bitcast.f2i", K_MOV, 0, 0, 0, 0, 0},
    {"llvm.nvvm.bitcast.i2f", K_MOV, 0, 0, 0, 0, 0},
    {"llvm.nvvm.bitcast.ll2d", K_MOV, 0, 0, 0, 0, 0},
    {"llvm.nvvm.bitcast.d2ll", K_MOV, 0, 0, 0, 0, 0},
    {"llvm.nvvm.fns", K_ELEM, EO_NV_FNS, 0, 0, 0, 0},
    {"llvm.nvvm.swap.lo.hi.b64", K_ELEM, EO_NV_SWAPLOHI, 0, 0, 0, 0},
    {"llvm.nvvm.rotate.b32", K_ELEM, EO_NV_ROTL, 0, 0, 0, 0},
    {"llvm.nvvm.rotate.b64", K_ELEM, EO_NV_ROTL, 0, 0, 0, 0},
    {"llvm.nvvm.rotate.right.b64", K_ELEM, EO_NV_ROTR, 0, 0, 0, 0},
    {"llvm.nvvm.d2i.lo", K_ELEM, EO_NV_D2I_LO, 0, 0, VK_INT, 32},
    {"llvm.nvvm.d2i.hi", K_ELEM, EO_NV_D2I_HI, 0, 0, VK_INT, 32},
    {"llvm.nvvm.lohi.i2d", K_ELEM, EO_NV_LOHI2D, 0, 0, VK_F64, 64},
    {"llvm.nvvm.reflect", K_REFLECT, 0, 0, 0, 0, 0},
    /* conversions with a rounding mode */
    R4("llvm.nvvm.f2i", "", K_CVT, EO_NV_F2I, IF_SIGNED, VK_INT, 32),
    R4("llvm.nvvm.f2i", ".ftz", K_CVT, EO_NV_F2I, IF_SIGNED | IF_FTZ, VK_INT, 32),
    R4("llvm.nvvm.f2ui", "", K_CVT, EO_NV_F2I, 0, VK_INT, 32),
    R4("llvm.nvvm.f2ui", ".ftz", K_CVT, EO_NV_F2I, IF_FTZ, VK_INT, 32),
    R4("llvm.nvvm.d2i", "", K_CVT, EO_NV_F2I, IF_SIGNED, VK_INT, 32),
    R4("llvm.nvvm.d2ui", "", K_CVT, EO_NV_F2I, 0, VK_INT, 32),
    R4("llvm.nvvm.f2ll", "", K_CVT, EO_NV_F2I, IF_SIGNED, VK_INT, 64),
    R4("llvm.nvvm.f2ll", ".ftz", K_CVT, EO_NV_F2I, IF_SIGNED | IF_FTZ, VK_INT, 64),
    R4("llvm.nvvm.f2ull", "", K_CVT, EO_NV_F2I, 0, VK_INT, 64),
    R4("llvm.nvvm.f2ull", ".ftz", K_CVT, EO_NV_F2I, IF_FTZ, VK_INT, 64),
    R4("llvm.nvvm.d2ll", "", K_CVT, EO_NV_F2I, IF_SIGNED, VK_INT, 64),
    R4("llvm.nvvm.d2ull", "", K_CVT, EO_NV_F2I, 0, VK_INT, 64),
    R4("llvm.nvvm.i2f", "", K_I2F, EO_NV_I2F, IF_SIGNED, VK_F32, 32),
    R4("llvm.nvvm.ui2f", "", K_I2F, EO_NV_I2F, 0, VK_F32, 32),
    R4("llvm.nvvm.ll2f", "", K_I2F, EO_NV_I2F, IF_SIGNED, VK_F32, 32),
    R4("llvm.nvvm.ull2f", "", K_I2F, EO_NV_I2F, 0, VK_F32, 32),
    R4("llvm.nvvm.i2d", "", K_I2F, EO_NV_I2F, IF_SIGNED, VK_F64, 64),
    R4("llvm.nvvm.ui2d", "", K_I2F, EO_NV_I2F, 0, VK_F64, 64),
    R4("llvm.nvvm.ll2d", "", K_I2F, EO_NV_I2F, IF_SIGNED, VK_F64, 64),
    R4("llvm.nvvm.ull2d", "", K_I2F, EO_NV_I2F, 0, VK_F64, 64),
    R4("llvm.nvvm.d2f", "", K_CVT, EO_NV_F2F, 0, VK_F32, 32),
    R4("llvm.nvvm.d2f", ".ftz", K_CVT, EO_NV_F2F, IF_FTZ, VK_F32, 32),
    {"llvm.nvvm.f2h.rn", K_CVT, EO_NV_F2F, 0, FP_RN, VK_F16, 16},
    {"llvm.nvvm.f2h.rn.ftz", K_CVT, EO_NV_F2F, IF_FTZ, FP_RN, VK_F16, 16},
    {"llvm.nvvm.f2bf16.rn", K_CVT, EO_NV_F2F, 0, FP_RN, VK_BF16, 16},
    {"llvm.nvvm.f2bf16.rn.relu", K_CVT, EO_NV_F2F, IF_RELU, FP_RN, VK_BF16, 16},
    {"llvm.nvvm.f2bf16.rz", K_CVT, EO_NV_F2F, 0, FP_RZ, VK_BF16, 16},
    {"llvm.nvvm.f2bf16.rz.relu", K_CVT, EO_NV_F2F, IF_RELU, FP_RZ, VK_BF16, 16},
    {"llvm.nvvm.ff2bf16x2.rn", K_CVT, EO_NV_FF2X2, 0, FP_RN, VK_BF16, 32},
    {"llvm.nvvm.ff2bf16x2.rn.relu", K_CVT, EO_NV_FF2X2, IF_RELU, FP_RN, VK_BF16, 32},
    {"llvm.nvvm.ff2bf16x2.rz", K_CVT, EO_NV_FF2X2, 0, FP_RZ, VK_BF16, 32},
    {"llvm.nvvm.ff2bf16x2.rz.relu", K_CVT, EO_NV_FF2X2, IF_RELU, FP_RZ, VK_BF16, 32},
    {"llvm.nvvm.ff2f16x2.rn", K_FF2F16X2, EO_NV_FF2X2, 0, FP_RN, VK_F16, 32},
    {"llvm.nvvm.ff2f16x2.rn.relu", K_FF2F16X2, EO_NV_FF2X2, IF_RELU, FP_RN, VK_F16, 32},
    {"llvm.nvvm.ff2f16x2.rz", K_FF2F16X2, EO_NV_FF2X2, 0, FP_RZ, VK_F16, 32},
    {"llvm.nvvm.ff2f16x2.rz.relu", K_FF2F16X2, EO_NV_FF2X2, IF_RELU, FP_RZ, VK_F16, 32},
    {"llvm.nvvm.f2tf32.rna", K_CVT, EO_NV_F2TF32, 0, FP_RNA, VK_INT, 32},
    {"llvm.nvvm.f2tf32.rna.satfinite", K_CVT, EO_NV_F2TF32_SATF, 0, FP_RNA, VK_INT, 32},
    {"llvm.nvvm.f2tf32.rn", K_CVT, EO_NV_F2TF32, 0, FP_RN, VK_INT, 32},
    {"llvm.nvvm.f2tf32.rn.relu", K_CVT, EO_NV_F2TF32, IF_RELU, FP_RN, VK_INT, 32},
    {"llvm.nvvm.f2tf32.rz", K_CVT, EO_NV_F2TF32, 0, FP_RZ, VK_INT, 32},
    {"llvm.nvvm.f2tf32.rz.relu", K_CVT, EO_NV_F2TF32, IF_RELU, FP_RZ, VK_INT, 32},
    {"llvm.nvvm.f2tf32.rn.satfinite", K_CVT, EO_NV_F2TF32_SATF, 0, FP_RN, VK_INT, 32},
    {"llvm.nvvm.f2tf32.rn.relu.satfinite", K_CVT, EO_NV_F2TF32_SATF, IF_RELU, FP_RN, VK_INT, 32},
    {"llvm.nvvm.f2tf32.rz.satfinite", K_CVT, EO_NV_F2TF32_SATF, 0, FP_RZ, VK_INT, 32},
    {"llvm.nvvm.f2tf32.rz.relu.satfinite", K_CVT, EO_NV_F2TF32_SATF, IF_RELU, FP_RZ, VK_INT, 32},
    /* the narrow formats (fp.h's fp_cvt_narrow_*, shared with the ptx engine): a = the
     * narrow format, dk = the other side (FP_F32: two floats; FP_F16 / FP_BF16: a packed
     * pair), dw = 0 out of the narrow format, 1 into it, 2 into it with .satfinite */
#define NARROW2(to, nf, relu_sfx, sat_sfx, dw)                                                   \
    {"llvm.nvvm.ff.to." to sat_sfx, K_NARROW, nf, 0, FP_RN, FP_F32, dw},                          \
    {"llvm.nvvm.ff.to." to relu_sfx, K_NARROW, nf, IF_RELU, FP_RN, FP_F32, dw}
    NARROW2("e4m3x2.rn", FP_E4M3, ".relu", "", 2), NARROW2("e5m2x2.rn", FP_E5M2, ".relu", "", 2),
    {"llvm.nvvm.f16x2.to.e4m3x2.rn", K_NARROW, FP_E4M3, 0, FP_RN, FP_F16, 2},
    {"llvm.nvvm.f16x2.to.e4m3x2.rn.relu", K_NARROW, FP_E4M3, IF_RELU, FP_RN, FP_F16, 2},
    {"llvm.nvvm.f16x2.to.e5m2x2.rn", K_NARROW, FP_E5M2, 0, FP_RN, FP_F16, 2},
    {"llvm.nvvm.f16x2.to.e5m2x2.rn.relu", K_NARROW, FP_E5M2, IF_RELU, FP_RN, FP_F16, 2},
    NARROW2("e2m3x2.rn", FP_E2M3, ".relu.satfinite", ".satfinite", 2),
    NARROW2("e3m2x2.rn", FP_E3M2, ".relu.satfinite", ".satfinite", 2),
    NARROW2("e2m1x2.rn", FP_E2M1, ".relu.satfinite", ".satfinite", 2),
#undef NARROW2
    {"llvm.nvvm.e4m3x2.to.f16x2.rn", K_NARROW, FP_E4M3, 0, FP_RN, FP_F16, 0},
    {"llvm.nvvm.e4m3x2.to.f16x2.rn.relu", K_NARROW, FP_E4M3, IF_RELU, FP_RN, FP_F16, 0},
    {"llvm.nvvm.e5m2x2.to.f16x2.rn", K_NARROW, FP_E5M2, 0, FP_RN, FP_F16, 0},
    {"llvm.nvvm.e5m2x2.to.f16x2.rn.relu", K_NARROW, FP_E5M2, IF_RELU, FP_RN, FP_F16, 0},
    {"llvm.nvvm.e2m3x2.to.f16x2.rn", K_NARROW, FP_E2M3, 0, FP_RN, FP_F16, 0},
    {"llvm.nvvm.e2m3x2.to.f16x2.rn.relu", K_NARROW, FP_E2M3, IF_RELU, FP_RN, FP_F16, 0},
    {"llvm.nvvm.e3m2x2.to.f16x2.rn", K_NARROW, FP_E3M2, 0, FP_RN, FP_F16, 0},
    {"llvm.nvvm.e3m2x2.to.f16x2.rn.relu", K_NARROW, FP_E3M2, IF_RELU, FP_RN, FP_F16, 0},
    {"llvm.nvvm.e2m1x2.to.f16x2.rn", K_NARROW, FP_E2M1, 0, FP_RN, FP_F16, 0},
    {"llvm.nvvm.e2m1x2.to.f16x2.rn.relu", K_NARROW, FP_E2M1, IF_RELU, FP_RN, FP_F16, 0},
    {"llvm.nvvm.ff.to.ue8m0x2.rz", K_NARROW, FP_UE8M0, 0, FP_RZ, FP_F32, 1},
    {"llvm.nvvm.ff.to.ue8m0x2.rz.satfinite", K_NARROW, FP_UE8M0, 0, FP_RZ, FP_F32, 2},
    {"llvm.nvvm.ff.to.ue8m0x2.rp", K_NARROW, FP_UE8M0, 0, FP_RP, FP_F32, 1},
    {"llvm.nvvm.ff.to.ue8m0x2.rp.satfinite", K_NARROW, FP_UE8M0, 0, FP_RP, FP_F32, 2},
    {"llvm.nvvm.bf16x2.to.ue8m0x2.rz", K_NARROW, FP_UE8M0, 0, FP_RZ, FP_BF16, 1},
    {"llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite", K_NARROW, FP_UE8M0, 0, FP_RZ, FP_BF16, 2},
    {"llvm.nvvm.bf16x2.to.ue8m0x2.rp", K_NARROW, FP_UE8M0, 0, FP_RP, FP_BF16, 1},
    {"llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite", K_NARROW, FP_UE8M0, 0, FP_RP, FP_BF16, 2},
    {"llvm.nvvm.ue8m0x2.to.bf16x2", K_NARROW, FP_UE8M0, 0, FP_RN, FP_BF16, 0},
    /* stochastic rounding (fp.h's fp_cvt_rs_pack): dk = the format, dw = .satfinite */
#define RS4(base, fmt)                                                                          \
    {base ".rs", K_RS, 0, 0, FP_RN, fmt, 0}, {base ".rs.relu", K_RS, 0, IF_RELU, FP_RN, fmt, 0},   \
    {base ".rs.satfinite", K_RS, 0, 0, FP_RN, fmt, 1}, {base ".rs.relu.satfinite", K_RS, 0, IF_RELU, FP_RN, fmt, 1}
    RS4("llvm.nvvm.ff2f16x2", FP_F16), RS4("llvm.nvvm.ff2bf16x2", FP_BF16),
#undef RS4
#define RSX4(f)                                                                                 \
    {"llvm.nvvm.f32x4.to." f ".rs.satfinite", K_REFUSE, R_RS_X4, 0, 0, 0, 0},                       \
    {"llvm.nvvm.f32x4.to." f ".rs.relu.satfinite", K_REFUSE, R_RS_X4, 0, 0, 0, 0}
    RSX4("e4m3x4"), RSX4("e5m2x4"), RSX4("e2m3x4"), RSX4("e3m2x4"), RSX4("e2m1x4"),
#undef RSX4
    /* LLVM's arbitrary-format conversions (a = 1: to the format) */
    {"llvm.convert.to.arbitrary.fp", K_ARBFP, 1, 0, 0, 0, 0},
    {"llvm.convert.from.arbitrary.fp", K_ARBFP, 0, 0, 0, 0, 0},
};

static const intr_row *intr_find(const char *base) {
    size_t i;
    for (i = 0; i < NV_ARRAY_LEN(intr_table); i++)
        if (!strcmp(intr_table[i].name, base)) return &intr_table[i];
    return NULL;
}

/* The base name (table row) of an intrinsic function. */
static const char *intr_base(const nv_func *f) {
    unsigned id = f->intrinsic;
    if (!id) id = nv_intrinsic_lookup(f->module->ctx, f->v.name, NULL);
    if (!id) return NULL;
    return nv_intrinsic_info_of(id)->name;
}

/* Every row of the intrinsic table has a handler here (used by tests/interp). */
int ir_selfcheck(char *missing, size_t size);
int ir_selfcheck(char *missing, size_t size) {
    static const char *const names[] = {
#define X_NAME(id, name, ret, params, attrs) name,
        NV_INTRINSICS(X_NAME)
#undef X_NAME
    };
    size_t i, len = 0;
    int n = 0;
    if (size) missing[0] = 0;
    for (i = 0; i < NV_ARRAY_LEN(names); i++) {
        if (intr_find(names[i])) continue;
        n++;
        if (len + strlen(names[i]) + 2 < size) {
            len += (size_t)snprintf(missing + len, size - len, "%s ", names[i]);
        }
    }
    return n;
}

static uint64_t cint_arg(dfn *D, unsigned i, const char *what) {
    const nv_value *v = D->cur->ops[i].val;
    if (v->kind != NV_V_CINT) lfail(D->L, D->cur, "%s must be a constant", what);
    return ((const nv_const *)v)->ci[0];
}

/* __nvvm_reflect("NAME") answers what nvcg's nvvm_reflect pass answers for the launch's
 * reflect settings (nr_launch.ftz, ...: nvcgrun's -ftz=, -prec-div=, -prec-sqrt=, -mcpu=),
 * from the one table (nv_reflect_answer), so that library code branching on it runs the
 * same path here as in the PTX nvcg makes with those options. */
static void emit_reflect(dfn *D) {
    const nr_launch *l = &D->L->cx->launch;
    size_t len = 0;
    const char *q = nv_reflect_query(D->cur->ops[1].val, &len);
    uint32_t r = nv_reflect_answer(q, len, l->ftz, !l->approx_div, !l->approx_sqrt, l->sm ? l->sm : 75);
    emit_mov(D, res_slot(D), lit_slot(D, r), 1);
}

/* A warp-level matrix intrinsic: decoded by the library's decoder (the name), run by
 * tensor.c; the ptx engine decodes the PTX spelling on its own. */
static int tensor_is_pair(const nv_type *t) { return t->kind == NVCG_TYPE_VECTOR; }

static void dec_tensor(dfn *D, const nv_func *f) {
    const nv_inst *I = D->cur;
    irmodule *M = D->L->M;
    nv_tensor_op t;
    irtensor *T, **slot;
    char err[192];
    unsigned i, a = 0, nfrag_in = 0;
    irins *in;
    if (!nv_tensor_decode(f->v.name, &t, err, sizeof err)) lfail(D->L, I, "%s", err);
    if (t.kind >= NV_TK_MBAR_TRY_WAIT) {
        /* the sm_90 mbarrier forms are mbarrier operations on .shared */
        in = emit(D, IO_MBAR);
        in->w = NR_SHARED;
        in->a = op_slot(D, 1);
        in->b = op_slot(D, 2);
        in->sub = (uint8_t)(t.kind == NV_TK_MBAR_TRY_WAIT ? (t.parity ? NR_MB_TEST_WAIT_PARITY : NR_MB_TEST_WAIT)
                            : t.kind == NV_TK_MBAR_ARRIVE_EXPECT_TX ? NR_MB_ARRIVE_EXPECT_TX : NR_MB_EXPECT_TX);
        if (I->v.type->kind != NVCG_TYPE_VOID) { in->fl = 1; in->d = res_slot(D); }
        return;
    }
    T = (irtensor *)lalloc(D->L, sizeof *T);
    switch (t.kind) {
    case NV_TK_WMMA_LOAD: T->d.kind = NR_MMA_WMMA_LOAD; break;
    case NV_TK_WMMA_STORE: T->d.kind = NR_MMA_WMMA_STORE; break;
    case NV_TK_WMMA_MMA: T->d.kind = NR_MMA_WMMA; break;
    case NV_TK_MMA: T->d.kind = NR_MMA_SYNC; break;
    case NV_TK_LDMATRIX: T->d.kind = NR_MMA_LDMATRIX; break;
    default: T->d.kind = NR_MMA_STMATRIX; break;
    }
    T->d.m = t.m;
    T->d.n = t.n;
    T->d.k = t.k;
    T->d.frag = t.frag;
    T->d.alayout = t.alayout;
    T->d.blayout = t.blayout;
    T->d.ta = (uint8_t)nr_et_of(nv_tensor_type_name(t.ta));
    T->d.tb = (uint8_t)nr_et_of(nv_tensor_type_name(t.tb));
    T->d.tc = (uint8_t)nr_et_of(nv_tensor_type_name(t.tc));
    T->d.td = (uint8_t)nr_et_of(nv_tensor_type_name(t.td));
    T->d.nmat = t.nmat;
    T->d.trans = t.trans;
    T->d.satf = t.satf;
    T->d.rnd = t.rnd;
    T->d.b1op = t.b1op == NV_TB1_XOR_POPC ? NR_B1_XOR : t.b1op == NV_TB1_AND_POPC ? NR_B1_AND : NR_B1_NONE;
    if (T->d.kind == NR_MMA_WMMA_LOAD || T->d.kind == NR_MMA_WMMA_STORE || T->d.kind == NR_MMA_LDMATRIX ||
        T->d.kind == NR_MMA_STMATRIX) {
        T->d.space = (uint8_t)space_of(D->L, I, t.as);
        T->addr = op_slot(D, 1);
        T->has_addr = 1;
        a = 1;
    }
    if (nr_mma_setup(&T->d, err, sizeof err)) lfail(D->L, I, "%s", err);
    /* the library and the runner must agree on the register counts */
    if (T->d.nd != t.nd || ((t.kind == NV_TK_MMA || t.kind == NV_TK_WMMA_MMA) &&
                            (T->d.na != t.na || T->d.nb != t.nb || T->d.nc != t.nc)))
        lfail(D->L, I, "internal: fragment register counts of %s differ between nvcg and nvcgrun", f->v.name);
    switch (T->d.kind) {
    case NR_MMA_WMMA_STORE: case NR_MMA_STMATRIX: nfrag_in = T->d.nd; break;
    case NR_MMA_WMMA: case NR_MMA_SYNC: nfrag_in = (unsigned)T->d.na + T->d.nb + T->d.nc; break;
    default: break;
    }
    for (i = 0; i < nfrag_in; i++, a++) {
        T->src[i] = op_slot(D, a + 1);
        T->src_pair[i] = (uint8_t)tensor_is_pair(I->ops[a + 1].val->type);
    }
    T->nsrc = nfrag_in;
    if ((T->d.kind == NR_MMA_WMMA_LOAD || T->d.kind == NR_MMA_WMMA_STORE) && t.stride) {
        T->stride = op_slot(D, a + 1);
        T->has_stride = 1;
    }
    if (I->v.type->kind != NVCG_TYPE_VOID) {
        const nv_type *rt = I->v.type;
        uint32_t at = res_slot(D);
        unsigned nf = rt->kind == NVCG_TYPE_STRUCT ? rt->count : 1;
        for (i = 0; i < nf && i < NR_FRAG_MAX; i++) {
            const nv_type *ft = rt->kind == NVCG_TYPE_STRUCT ? rt->fields[i] : rt;
            T->dst[i] = at;
            T->dst_pair[i] = (uint8_t)tensor_is_pair(ft);
            at += T->dst_pair[i] ? 2 : 1;
        }
        T->ndst = nf;
    }
    slot = PUSH(D->L, M->tensors, M->ntensors, M->captensors, irtensor *);
    *slot = T;
    in = emit(D, IO_TENSOR);
    in->k = M->ntensors - 1;
}

/* A texture or surface intrinsic: decoded by the library's decoder (the name), run by
 * texture.c with the value slots of its operands; the ptx engine decodes PTX on its own. */
static void dec_texture(dfn *D, const nv_func *f) {
    const nv_inst *I = D->cur;
    irmodule *M = D->L->M;
    nv_texture_op t;
    nr_texop x, *X, **slot;
    char err[192];
    unsigned i, nc, a = 1;
    irins *in;
    if (!nv_texture_decode(f->v.name, &t, err, sizeof err)) lfail(D->L, I, "%s", err);
    memset(&x, 0, sizeof x);
    /* nvcg's and nvcgrun's enumerations are in the same order (both follow the PTX ISA) */
    x.kind = (uint8_t)(t.kind == NV_TXK_TEX ? NR_TK_TEX : t.kind == NV_TXK_TLD4 ? NR_TK_TLD4 : t.kind == NV_TXK_SULD ? NR_TK_SULD
                       : t.kind == NV_TXK_SUST ? NR_TK_SUST : t.kind == NV_TXK_TXQ ? NR_TK_TXQ : NR_TK_SUQ);
    x.geom = t.geom;
    x.rt = t.rt;
    x.ct = t.ct;
    x.comp = t.comp;
    x.bits = t.bits;
    x.vec = t.vec;
    x.fmt = t.fmt;
    x.oob = t.oob == NV_TXO_CLAMP ? NR_SO_CLAMP : t.oob == NV_TXO_TRAP ? NR_SO_TRAP : NR_SO_ZERO;
    x.query = t.query;
    x.handle = op_slot(D, a++);
    if (t.kind != NV_TXK_TXQ && t.kind != NV_TXK_SUQ) {
        nc = nv_texture_geom_dims(t.geom) + (unsigned)nv_texture_geom_layered(t.geom);
        x.nc = (uint8_t)nc;
        for (i = 0; i < nc; i++) x.c[i] = op_slot(D, a++);
        x.mip = t.mode; /* NV_TXM_* and NR_TM_* are in the same order */
        if (t.mode == NV_TXM_LEVEL) x.lod = op_slot(D, a++);
        if (t.mode == NV_TXM_GRAD) {
            x.ng = (uint8_t)nv_texture_geom_dims(t.geom);
            for (i = 0; i < 2u * x.ng; i++) x.grad[i] = op_slot(D, a++);
        }
        if (t.kind == NV_TXK_SUST)
            for (i = 0; i < t.vec; i++) x.val[i] = op_slot(D, a++);
    }
    if (I->v.type->kind != NVCG_TYPE_VOID) {
        const nv_type *rt = I->v.type;
        unsigned nf = rt->kind == NVCG_TYPE_STRUCT ? rt->count : 1;
        uint32_t at = res_slot(D);
        for (i = 0; i < nf && i < 4; i++) {
            const nv_type *ft = rt->kind == NVCG_TYPE_STRUCT ? rt->fields[i] : rt;
            x.dst[i] = at + i;
            x.dbits[i] = (uint8_t)(ft->kind == NVCG_TYPE_INT ? ft->bits : 32);
        }
    }
    X = (nr_texop *)lalloc(D->L, sizeof *X);
    *X = x;
    slot = PUSH(D->L, M->texops, M->ntexops, M->captexops, nr_texop *);
    *slot = X;
    in = emit(D, IO_TEXTURE);
    in->k = M->ntexops - 1;
}

static void dec_intrinsic(dfn *D, const nv_func *f) {
    const nv_inst *I = D->cur;
    const char *base = intr_base(f);
    const intr_row *r = base ? intr_find(base) : NULL;
    const nv_type *rt = I->v.type;
    unsigned nargs = I->nops - 1;
    irins *in;
    if (!r) lfail(D->L, I, "intrinsic @%s is not supported by the ir engine", f->v.name);
#define ARG(i) op_slot(D, (unsigned)(i) + 1)
#define ARGT(i) (I->ops[(i) + 1].val->type)
    switch (r->kind) {
    case K_TENSOR: dec_tensor(D, f); return;
    case K_REFUSE: lfail(D->L, I, "nvcgrun does not execute @%s: %s", f->v.name, refuse_why[r->a]); return;
    case K_TEXTURE: dec_texture(D, f); return;
    case K_ISTYPEP: {
        /* at run time from the handle's value (texture.c); nvcg answers it at compile time
         * for a module-scope reference's handle and refuses it otherwise */
        nr_texop x, *X, **slot;
        irmodule *M = D->L->M;
        memset(&x, 0, sizeof x);
        x.kind = NR_TK_ISTYPEP;
        x.query = (uint8_t)r->a;
        x.handle = ARG(0);
        x.dst[0] = res_slot(D);
        x.dbits[0] = 1;
        X = (nr_texop *)lalloc(D->L, sizeof *X);
        *X = x;
        slot = PUSH(D->L, M->texops, M->ntexops, M->captexops, nr_texop *);
        *slot = X;
        in = emit(D, IO_TEXTURE);
        in->k = M->ntexops - 1;
        return;
    }
    case K_TEXSURF: {
        /* a module-scope reference's handle: that of the image bound to it (NAME=tex:...;
         * load_module checked the binding) */
        const nv_value *g = I->ops[1].val;
        int k = g->kind == NV_V_GLOBAL && g->name ? nr_find_binding(&D->L->cx->launch, g->name, strlen(g->name)) : -1;
        if (k < 0) lfail(D->L, I, "@%s: the operand is no bound module-scope texture or surface reference", f->v.name);
        emit_mov(D, res_slot(D), lit_slot(D, NR_IMAGE_HANDLE + (uint64_t)k), type_words(D->L, I, rt));
        return;
    }
    case K_CLUSTER:
        in = emit(D, IO_CLUSTER);
        in->sub = r->a;
        in->a = ARG(0);
        if (!r->a) in->b = ARG(1);
        in->d = res_slot(D);
        return;
    case K_STACK: {
        const nv_type *pt = r->a ? ARGT(0) : rt;
        if (pt->kind != NVCG_TYPE_PTR || (pt->addrspace != 0 && pt->addrspace != 5))
            lfail(D->L, I, "@%s: the stack pointer is a generic or .local (addrspace 5) pointer", f->v.name);
        in = emit(D, IO_STACK);
        in->sub = r->a;
        in->fl = pt->addrspace == 0 ? IF_GENERIC : 0;
        if (r->a) in->a = ARG(0);
        else in->d = res_slot(D);
        return;
    }
    case K_ELECT:
        in = emit(D, IO_ELECT);
        in->a = ARG(0);
        in->d = res_slot(D);
        return;
    case K_MBAR:
        in = emit(D, IO_MBAR);
        in->sub = r->a;
        if (r->a == 0xff) { in->b = ARG(0); in->d = res_slot(D); return; }
        in->w = (uint8_t)space_of(D->L, I, ARGT(0)->addrspace);
        in->a = ARG(0);
        in->b = r->fl ? ARG(1) : lit_slot(D, 1);
        if (rt->kind != NVCG_TYPE_VOID) { in->fl = 1; in->d = res_slot(D); }
        return;
    case K_CPASYNC:
        in = emit(D, IO_CPASYNC);
        in->sub = r->a;
        switch (r->a) {
        case 0:
            in->a = ARG(0);
            in->b = ARG(1);
            in->k = r->dw;
            in->c = r->fl ? ARG(2) : lit_slot(D, r->dw);
            break;
        case 2: in->k = r->fl ? (uint64_t)-1 : cint_arg(D, 1, "the group count of llvm.nvvm.cp.async.wait.group"); break;
        case 3: case 4: in->a = ARG(0); in->w = (uint8_t)space_of(D->L, I, ARGT(0)->addrspace); break;
        default: break;
        }
        return;
    case K_SREG:
        in = emit(D, IO_SREG);
        in->sub = r->a;
        in->d = res_slot(D);
        return;
    case K_CLOCK:
        /* as the ptx engine: the thread's instruction count (x32 for the nanosecond timer) */
        in = emit(D, IO_CLOCK);
        in->w = r->a;
        in->k = mask_of(rt->bits);
        in->d = res_slot(D);
        return;
    case K_BAR:
        in = emit(D, IO_BAR);
        /* a: 0-3 barrier0 (.and/.or/.popc), 4 id, 5 id and count, 6 arrive with id and count */
        in->sub = (uint8_t)(r->a == 6 ? BARK_ARRIVE : r->a <= 3 ? r->a : BARK_SYNC);
        in->a = r->a <= 3 && !(r->fl & 1) ? lit_slot(D, 0) : ARG(0);
        in->b = r->a >= 5 ? ARG(1) : lit_slot(D, 0);
        in->c = (r->a >= 1 && r->a <= 3) ? ARG(r->fl & 1) : lit_slot(D, 0);
        if (r->a >= 1 && r->a <= 3) in->d = res_slot(D);
        return;
    case K_WARPSYNC:
        in = emit(D, IO_WARPSYNC);
        in->a = ARG(0);
        return;
    case K_NOP: emit(D, IO_NOP); return;
    case K_BULK:
        /* flags are constants (the selector needs them so); the ir engine checks the same */
        if (r->a == 4) lfail(D->L, I, "nvcgrun does not execute cp.async.bulk .cp_mask (llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask)");
        in = emit(D, IO_BULK);
        switch (r->a) {
        case 6: in->sub = 0x10; return;
        case 7: in->sub = 0x11; in->k = cint_arg(D, 1, "the group count of llvm.nvvm.cp.async.bulk.wait.group"); return;
        case 8: case 9: /* st.bulk: address, size, initial value 0 */
            if (cint_arg(D, 3, "the initial value of llvm.nvvm.st.bulk")) lfail(D->L, I, "the initial value of llvm.nvvm.st.bulk must be 0");
            in->sub = 0x13;
            in->w = (uint8_t)(r->a == 9 ? NR_SHARED : NR_GENERIC);
            in->a = ARG(0);
            in->c = ARG(1);
            return;
        case 3: /* global dst, shared src, size */
            in->sub = NR_BULK_S2G;
            cint_arg(D, 5, "the cache-hint flag of a bulk copy");
            in->a = ARG(0);
            in->b = ARG(1);
            in->c = ARG(2);
            in->d = lit_slot(D, 0);
            return;
        default: /* dst, mbarrier, src, size, ... */
            in->sub = r->a == 2 ? NR_BULK_S2S : NR_BULK_G2S;
            in->a = ARG(0);
            in->d = ARG(1);
            in->b = ARG(2);
            in->c = ARG(3);
            if (r->a == 0 && cint_arg(D, 7, "the multicast flag of a bulk copy")) {
                in->fl = 1;
                in->k = ARG(4);
            }
            if (r->a != 2) cint_arg(D, r->a == 0 ? 8 : 6, "the cache-hint flag of a bulk copy");
            return;
        }
    case K_EXIT: /* the thread ends here, whatever function it is in */
        emit(D, IO_EXIT);
        return;
    case K_TRAP: {
        irmodule *M = D->L->M;
        const char **m = PUSH(D->L, M->msgs, M->nmsgs, M->capmsgs, const char *);
        *m = r->a ? "llvm.debugtrap: the kernel trapped (for a debugger, which nvcgrun is not)" : "llvm.trap: the kernel trapped";
        in = emit(D, IO_FAULT);
        in->k = M->nmsgs - 1;
        return;
    }
    case K_SHFL:
        in = emit(D, IO_SHFL);
        in->sub = r->a;
        in->fl = r->fl;
        if (r->fl & 2) { in->b = ARG(0); in->c = ARG(1); in->k = ARG(2); }
        else { in->a = ARG(0); in->b = ARG(1); in->c = ARG(2); in->k = ARG(3); }
        in->d = res_slot(D);
        return;
    case K_VOTE:
        in = emit(D, IO_VOTE);
        in->sub = r->a;
        in->fl = r->fl;
        if (r->fl & 2) in->b = ARG(0);
        else { in->a = ARG(0); in->b = ARG(1); }
        in->d = res_slot(D);
        return;
    case K_MATCH:
        in = emit(D, IO_MATCH);
        in->sub = r->a;
        in->fl = r->fl;
        in->w = r->dw;
        in->a = ARG(0);
        in->b = ARG(1);
        in->d = res_slot(D);
        /* LLVM 14 spells the i64 variants with an i64 result: the mask, zero-extended */
        return;
    case K_REDUX:
        in = emit(D, IO_REDUX);
        in->sub = r->a;
        in->a = ARG(0);
        in->b = ARG(1);
        in->d = res_slot(D);
        return;
    case K_ACTIVEMASK:
        in = emit(D, IO_ACTIVEMASK);
        in->d = res_slot(D);
        return;
    case K_LDG: {
        uint64_t al = cint_arg(D, 2, "the alignment of ldg/ldu");
        if (!al || (al & (al - 1))) lfail(D->L, I, "bad alignment %llu", (unsigned long long)al);
        emit_access(D, rt, ARGT(0), ARG(0), res_slot(D), 0, (uint32_t)al);
        return;
    }
    case K_ISSPACEP:
        in = emit(D, IO_ISSPACEP);
        in->sub = r->a;
        in->a = ARG(0);
        in->d = res_slot(D);
        return;
    case K_ATOM: {
        int aop = r->a;
        if (aop == AOP_FADD && !is_fp(rt)) lfail(D->L, I, "float atomic on a non-float type");
        emit_atomic(D, aop, rt, ARGT(0), ARG(0), ARG(1), 0);
        return;
    }
    case K_ATOMCAS: emit_cas(D, rt, ARGT(0), ARG(0), ARG(1), ARG(2), 0, 1); return;
    case K_MEMCPY:
        in = emit(D, IO_MEMCPY);
        in->fl = r->a;
        in->sub = (uint8_t)space_of(D->L, I, ARGT(0)->addrspace);
        in->n = (uint16_t)space_of(D->L, I, ARGT(1)->addrspace);
        in->a = ARG(0);
        in->b = ARG(1);
        in->c = ARG(2);
        return;
    case K_MEMSET:
        in = emit(D, IO_MEMSET);
        in->sub = (uint8_t)space_of(D->L, I, ARGT(0)->addrspace);
        in->a = ARG(0);
        in->b = ARG(1);
        in->c = ARG(2);
        return;
    case K_EXPECT: case K_MOV:
        emit_mov(D, res_slot(D), ARG(0), type_words(D->L, I, rt));
        return;
    case K_REFLECT: emit_reflect(D); return;
    case K_OVF: {
        const nv_type *t = ARGT(0), *s = nv_type_scalar((nv_type *)t);
        in = emit(D, IO_OVF);
        in->sub = r->a;
        in->fl = r->fl;
        in->w = (uint8_t)s->bits;
        in->n = (uint16_t)(t->kind == NVCG_TYPE_VECTOR ? t->count : 1);
        in->a = ARG(0);
        in->b = ARG(1);
        in->d = res_slot(D);
        return;
    }
    case K_CVT: case K_I2F: case K_FF2F16X2: {
        const nv_type *st = ARGT(0);
        in = emit_elem(D, r->a, st, st, r->fl, ARG(0), nargs > 1 ? ARG(1) : ARG(0), ARG(0));
        in->w = r->kind == K_I2F ? (uint8_t)type_w(st) : r->rnd;
        in->k = IRK_MAKE(r->dk, r->dw);
        if (r->kind == K_I2F) {
            in->k |= (uint64_t)type_w(st) << 16;
            in->w = r->rnd; /* the source width travels in k */
        }
        if (r->kind == K_FF2F16X2) {
            /* packed pair -> <2 x half>: through memory order (low half = lane 0) */
            irmodule *M = D->L->M;
            irbitcast *B = PUSH(D->L, M->bitcasts, M->nbitcasts, M->capbitcasts, irbitcast);
            irins *bc;
            B->from = layout_of(D->L, I, nv_type_int(D->L->m->ctx, 32));
            B->to = layout_of(D->L, I, rt);
            bc = emit(D, IO_BITCAST);
            bc->a = in->d;
            bc->d = in->d;
            bc->k = M->nbitcasts - 1;
        }
        return;
    }
    case K_ARBFP: {
        /* the metadata strings are i32 codes (nvcg's ir/intrinsics.h, NV_ARBFP_FORMATS): the
         * formats PTX converts, as nvcg compiles them (isel/build_intr.c) */
        const nv_value *fv = I->ops[2].val, *rv = r->a ? I->ops[3].val : NULL;
        uint64_t fk = fv->kind == NV_V_CINT ? ((const nv_const *)fv)->ci[0] : NV_ARBFP_COUNT;
        int nf = fk == NV_ARBFP_F8E5M2 ? FP_E5M2 : fk == NV_ARBFP_F8E4M3FN ? FP_E4M3 : fk == NV_ARBFP_F6E3M2FN ? FP_E3M2
               : fk == NV_ARBFP_F6E2M3FN ? FP_E2M3 : fk == NV_ARBFP_F4E2M1FN ? FP_E2M1
               : fk == NV_ARBFP_F8E8M0FNU && !r->a ? FP_UE8M0 : -1;
        if (nf < 0) lfail(D->L, I, "%s: format %s is not run (nvcg compiles no conversion for it)", r->name,
                          fk < NV_ARBFP_COUNT ? nv_arbfp_format_name((unsigned)fk) : "?");
        if (rv && (rv->kind != NV_V_CINT || ((const nv_const *)rv)->ci[0] != NV_ARBFP_RND_TONEAREST))
            lfail(D->L, I, "%s: only round.tonearest is run", r->name);
        in = emit_elem(D, EO_ARBFP, ARGT(0), rt, 0, ARG(0), ARG(0), ARG(0));
        in->k |= (uint64_t)nf << 16 | (uint64_t)(r->a != 0) << 32;
        return;
    }
    case K_RS: {
        /* (a, b, rbits) -> the packed pair, then the <2 x half/bfloat> through a bitcast of
         * the 32 bits (low half = lane 0), as K_FF2F16X2 */
        irmodule *M = D->L->M;
        irbitcast *B;
        irins *bc;
        in = emit(D, IO_ELEM);
        in->sub = EO_NV_RS;
        in->fl = r->fl;
        in->kind = VK_F32;
        in->w = 32;
        in->n = 1;
        in->k = IRK_MAKE(VK_INT, 32) | (uint64_t)r->dk << 16 | (uint64_t)(r->dw != 0) << 33;
        in->a = ARG(0);
        in->b = ARG(1);
        in->c = ARG(2);
        in->d = res_slot(D);
        B = PUSH(D->L, M->bitcasts, M->nbitcasts, M->capbitcasts, irbitcast);
        B->from = layout_of(D->L, I, nv_type_int(D->L->m->ctx, 32));
        B->to = layout_of(D->L, I, rt);
        bc = emit(D, IO_BITCAST);
        bc->a = in->d;
        bc->d = in->d;
        bc->k = M->nbitcasts - 1;
        return;
    }
    case K_NARROW: {
        /* x = the upper element, y = the lower: the two float arguments, or lanes 1 and 0 of
         * a <2 x half/bfloat>; unpacking reads the packed i16 and writes the <2 x half/bfloat>
         * through a bitcast of the packed 32 bits (low half = lane 0) */
        const nv_type *st = ARGT(0);
        int pack = r->dw != 0;
        in = emit(D, IO_ELEM);
        in->sub = EO_NV_NARROW;
        in->fl = r->fl;
        in->kind = VK_F32; /* one word a lane */
        in->w = r->rnd;
        in->n = 1;
        in->k = IRK_MAKE(VK_INT, pack ? 16 : 32) | (uint64_t)r->a << 16 | (uint64_t)r->dk << 24 | (uint64_t)pack << 32 |
                (uint64_t)(r->dw == 2) << 33;
        if (pack && st->kind == NVCG_TYPE_VECTOR) {
            in->a = ARG(0) + 1;
            in->b = ARG(0);
        } else {
            in->a = ARG(0);
            in->b = nargs > 1 ? ARG(1) : ARG(0);
        }
        in->c = in->a;
        in->d = res_slot(D);
        if (!pack) {
            irmodule *M = D->L->M;
            irbitcast *B = PUSH(D->L, M->bitcasts, M->nbitcasts, M->capbitcasts, irbitcast);
            irins *bc;
            B->from = layout_of(D->L, I, nv_type_int(D->L->m->ctx, 32));
            B->to = layout_of(D->L, I, rt);
            bc = emit(D, IO_BITCAST);
            bc->a = in->d;
            bc->d = in->d;
            bc->k = M->nbitcasts - 1;
        }
        return;
    }
    case K_VREDUCE: {
        /* the orders nvcg's expand_vecreduce pass uses (see there): sequential from the
         * start value for fadd/fmul without reassoc, else a tree of halves in the scratch
         * words reserved after the result (vreduce_scratch) */
        const nv_type *vt = ARGT(nargs - 1), *et = vt->elem;
        uint32_t n = (uint32_t)vt->count, ew = (uint32_t)type_words(D->L, I, et), v = ARG(nargs - 1), d = res_slot(D);
        uint32_t sc = d + (uint32_t)type_words(D->L, I, rt), h, k;
        if (vt->count > 0xffff) lfail(D->L, I, "vector too long for the ir engine");
        no_fp128(D, et);
        if (r->fl && !(I->flags & NVCG_FMF_REASSOC)) {
            emit_mov(D, d, ARG(0), ew);
            for (k = 0; k < n; k++) emit_lanes(D, r->a, et, d, v + k * ew, d, 1);
            return;
        }
        emit_mov(D, sc, v, (uint64_t)n * ew);
        for (; n > 1; n = h) {
            h = (n + 1) / 2;
            emit_lanes(D, r->a, et, sc, sc + h * ew, sc, n - h);
        }
        if (r->fl) emit_lanes(D, r->a, et, ARG(0), sc, d, 1);
        else emit_mov(D, d, sc, ew);
        return;
    }
    case K_MIXED: {
        /* llvm.nvvm.{add,sub}.rnd{.sat}.{h,bf}.f (PTX add/sub.rnd{.sat}.f32.f16/.bf16): the
         * half operand converted to f32 (exactly) into the result, then PTX's f32 add with
         * the rounding mode; a sub adds c negated (exact) in the scratch word after the
         * result (call_scratch); .sat clamps to [0, 1] (NaN to +0) as PTX's .sat does */
        uint32_t d = res_slot(D), cs = ARG(1);
        emit_elem(D, EO_FPEXT, ARGT(0), rt, 0, ARG(0), ARG(0), ARG(0));
        if (r->a) {
            in = emit_elem(D, EO_FNEG, rt, rt, 0, ARG(1), ARG(1), ARG(1));
            in->d = cs = d + (uint32_t)type_words(D->L, I, rt);
        }
        in = emit_elem(D, EO_NV_ADD, rt, rt, 0, d, cs, d);
        in->w = r->rnd;
        if (r->fl) emit_elem(D, EO_NV_SAT, rt, rt, 0, d, d, d);
        return;
    }
    case K_VA:
        lfail(D->L, I, "internal: %s left after expand_variadics", intr_base((const nv_func *)I->ops[0].val));
        return;
    case K_MATHLIB:
        lfail(D->L, I, "internal: %s left after the math intrinsics' lowering", intr_base((const nv_func *)I->ops[0].val));
        return;
    default: { /* K_ELEM */
        const nv_type *t = nargs ? ARGT(0) : rt;
        unsigned fl = r->fl;
        uint32_t a = nargs > 0 ? ARG(0) : 0, b = nargs > 1 ? ARG(1) : a, c = nargs > 2 ? ARG(2) : a;
        if (r->a == EO_FMA && (t->kind == NVCG_TYPE_FLOAT || t->kind == NVCG_TYPE_DOUBLE)) {
            in = emit(D, t->kind == NVCG_TYPE_FLOAT ? IO_FMA32 : IO_FMA64);
            in->a = a;
            in->b = b;
            in->c = c;
            in->d = res_slot(D);
            return;
        }
        if (r->a != EO_FABS && r->a != EO_COPYSIGN) no_fp128(D, t); /* bit operations work on fp128 */
        if (r->a == EO_NV_FLO && (cint_arg(D, 2, "the shiftamt flag of llvm.nvvm.flo") & 1)) fl |= IF_FLO_SHIFTAMT;
        if (r->a == EO_NV_DP2A) {
            /* idp2a(a, b, i1 hi, c): hi is a constant (the verifier's immarg) */
            if (cint_arg(D, 3, "the .lo/.hi selector of llvm.nvvm.idp2a") & 1) fl |= IF_DP_HI;
            c = ARG(3);
        }
        if (r->a == EO_CTLZ || r->a == EO_CTTZ || r->a == EO_ABS) {
            if (cint_arg(D, 2, "the is_zero_poison / is_int_min_poison flag")) fl |= IF_ZPOISON;
            b = c = a;
        }
        in = emit_elem(D, r->a, t, rt, fl, a, b, c);
        if (r->a >= EO_NV_ADD && r->a <= EO_NV_RNDI) in->w = r->rnd;
        if (r->dk || r->dw) in->k = IRK_MAKE(r->dk, r->dw);
        return;
    }
    }
#undef ARG
#undef ARGT
}

/* ---------------------------------------------------------------- calls */

static void dec_call(dfn *D) {
    const nv_inst *I = D->cur;
    const nv_value *callee = I->ops[0].val;
    const nv_type *fty = I->aux_type;
    irmodule *M = D->L->M;
    ircall *C;
    irins *in;
    uint32_t i, n = I->nops - 1;
    if (callee->kind == NV_V_ASM) lfail(D->L, I, "inline asm is not supported by the ir engine");
    if (callee->kind == NV_V_FUNC) {
        const nv_func *g = (const nv_func *)callee;
        if (g->intrinsic || !strncmp(g->v.name, "llvm.", 5)) { dec_intrinsic(D, g); return; }
    }
    if (callee->kind == NV_V_FUNC && ((const nv_func *)callee)->is_decl && !strcmp(callee->name, "vprintf") && n == 2 &&
        I->ops[1].val->type->kind == NVCG_TYPE_PTR && I->ops[2].val->type->kind == NVCG_TYPE_PTR) {
        /* CUDA's device printf: the runner formats it (nr_vprintf), as for the ptx engine */
        in = emit(D, IO_PRINTF);
        in->a = op_slot(D, 1);
        in->b = op_slot(D, 2);
        in->n = (uint16_t)(fty->elem->kind != NVCG_TYPE_VOID);
        if (in->n) in->d = res_slot(D);
        return;
    }
    if (callee->kind == NV_V_FUNC && ((const nv_func *)callee)->is_decl && !strcmp(callee->name, "__nvvm_reflect") &&
        n == 1 && I->v.type->kind == NVCG_TYPE_INT) {
        /* libdevice's spelling of the reflect query (a declared function) */
        emit_reflect(D);
        return;
    }
    if (fty->vararg) lfail(D->L, I, "variadic calls are not supported by the ir engine");
    C = PUSH(D->L, M->calls, M->ncalls, M->capcalls, ircall);
    if (callee->kind == NV_V_FUNC) {
        uintptr_t v = 0;
        if (!nv_map_get(&D->L->fidx, (uintptr_t)callee, &v)) lfail(D->L, I, "internal: call to a function of another module");
        C->callee = (int32_t)(v - 1);
        if (((const nv_func *)callee)->fty != fty) {
            /* a direct call through a mismatched type: like an indirect one */
            C->callee = -1;
            C->fslot = slot_of(D, callee);
        }
    } else {
        C->callee = -1;
        C->fslot = slot_of(D, callee);
    }
    C->nargs = n;
    C->arg_slot = (uint32_t *)lalloc(D->L, (size_t)n * 4);
    C->arg_words = (uint32_t *)lalloc(D->L, (size_t)n * 4);
    C->arg_space = (uint8_t *)lalloc(D->L, n);
    for (i = 0; i < n; i++) {
        const nv_value *a = I->ops[i + 1].val;
        C->arg_slot[i] = slot_of(D, a);
        C->arg_words[i] = (uint32_t)type_words(D->L, I, a->type);
        if (a->type->kind == NVCG_TYPE_PTR) C->arg_space[i] = (uint8_t)space_of(D->L, I, a->type->addrspace);
    }
    C->ret_words = (uint32_t)type_words(D->L, I, fty->elem);
    C->fty = fty;
    in = emit(D, IO_CALL);
    in->k = M->ncalls - 1;
    if (C->ret_words) in->d = res_slot(D);
}

/* ---------------------------------------------------------------- one instruction */

static void dec_inst(dfn *D, const nv_block *bb) {
    const nv_inst *I = D->cur;
    irins *in;
    unsigned op = I->v.opcode;
    if (NV_OP_IS_BINARY(op)) { dec_binop(D); return; }
    if (NV_OP_IS_CAST(op)) { dec_cast(D); return; }
    switch (op) {
    case NVCG_OP_RET:
        in = emit(D, IO_RET);
        if (I->nops) in->a = op_slot(D, 0);
        return;
    case NVCG_OP_BR:
        if (I->nops == 1) {
            uint32_t e = new_edge(D, bb, (const nv_block *)I->ops[0].val);
            in = emit(D, IO_BR);
            in->k = e;
        } else {
            uint32_t c = op_slot(D, 0), e = new_edge(D, bb, (const nv_block *)I->ops[1].val);
            new_edge(D, bb, (const nv_block *)I->ops[2].val);
            in = emit(D, IO_CBR);
            in->a = c;
            in->k = e;
        }
        return;
    case NVCG_OP_SWITCH: {
        irmodule *M = D->L->M;
        irswitch *S;
        uint32_t n = (I->nops - 2) / 2, i, j, sidx;
        uint32_t c = op_slot(D, 0), def = new_edge(D, bb, (const nv_block *)I->ops[1].val);
        S = PUSH(D->L, M->switches, M->nswitches, M->capswitches, irswitch);
        sidx = M->nswitches - 1;
        S->ncases = n;
        S->defedge = def;
        S->vals = (uint64_t *)lalloc(D->L, (size_t)n * 16);
        S->edges = (uint32_t *)lalloc(D->L, (size_t)n * 4);
        for (i = 0; i < n; i++) {
            const nv_const *cv = (const nv_const *)I->ops[2 + 2 * i].val;
            uint32_t e = new_edge(D, bb, (const nv_block *)I->ops[3 + 2 * i].val);
            uint64_t lo = cv->ci[0], hi = cv->ci[1];
            S = &M->switches[sidx];
            /* insertion sort by unsigned value */
            for (j = i; j > 0; j--) {
                uint64_t plo = S->vals[2 * (j - 1)], phi = S->vals[2 * (j - 1) + 1];
                if (phi < hi || (phi == hi && plo < lo)) break;
                S->vals[2 * j] = plo;
                S->vals[2 * j + 1] = phi;
                S->edges[j] = S->edges[j - 1];
            }
            S->vals[2 * j] = lo;
            S->vals[2 * j + 1] = hi;
            S->edges[j] = e;
        }
        in = emit(D, IO_SWITCH);
        in->a = c;
        in->w = (uint8_t)I->ops[0].val->type->bits;
        in->k = sidx;
        return;
    }
    case NVCG_OP_UNREACHABLE: emit(D, IO_UNREACHABLE); return;
    case NVCG_OP_FNEG: emit_elem(D, EO_FNEG, I->v.type, I->v.type, 0, op_slot(D, 0), op_slot(D, 0), op_slot(D, 0)); return;
    case NVCG_OP_EXTRACTELEMENT: case NVCG_OP_INSERTELEMENT: case NVCG_OP_SHUFFLEVECTOR:
    case NVCG_OP_EXTRACTVALUE: case NVCG_OP_INSERTVALUE:
        dec_vector(D);
        return;
    case NVCG_OP_ALLOCA: {
        const nv_type *t = I->aux_type;
        uint32_t al = I->align ? I->align : nv_type_abi_align(t);
        const nv_value *cnt = I->ops[0].val;
        uint64_t es = nv_type_alloc_size(t);
        int generic = I->v.type->addrspace == 0;
        if (I->v.type->addrspace != 0 && I->v.type->addrspace != 5) lfail(D->L, I, "alloca in address space %u", I->v.type->addrspace);
        if (bb == D->f->first && cnt->kind == NV_V_CINT && ((const nv_const *)cnt)->ci[1] == 0 &&
            ((const nv_const *)cnt)->ci[0] <= (1ULL << 26) && es <= (1ULL << 26)) {
            uint64_t size = es * ((const nv_const *)cnt)->ci[0];
            D->local_off = (D->local_off + al - 1) & ~(uint64_t)(al - 1);
            in = emit(D, IO_ALLOCA);
            in->k = D->local_off;
            in->fl = generic ? IF_GENERIC : 0;
            in->d = res_slot(D);
            D->local_off += size;
            if (al > D->local_align) D->local_align = al;
            if (D->local_off > (64ULL << 20)) lfail(D->L, I, "the function's allocas exceed 64 MiB");
            return;
        }
        if (cnt->type->bits > 64) lfail(D->L, I, "alloca count wider than 64 bits");
        in = emit(D, IO_ALLOCA_DYN);
        in->a = op_slot(D, 0);
        in->k = es;
        in->c = al;
        in->fl = generic ? IF_GENERIC : 0;
        in->d = res_slot(D);
        return;
    }
    case NVCG_OP_LOAD:
        emit_access(D, I->v.type, I->ops[0].val->type, op_slot(D, 0), res_slot(D), 0, access_align(I, I->v.type));
        return;
    case NVCG_OP_STORE: {
        const nv_type *t = I->ops[0].val->type;
        emit_access(D, t, I->ops[1].val->type, op_slot(D, 1), op_slot(D, 0), 1, access_align(I, t));
        return;
    }
    case NVCG_OP_GEP: dec_gep(D); return;
    case NVCG_OP_FENCE: emit(D, IO_NOP); return;
    case NVCG_OP_CMPXCHG: {
        const nv_type *t = I->ops[1].val->type;
        emit_cas(D, t, I->ops[0].val->type, op_slot(D, 0), op_slot(D, 1), op_slot(D, 2), I->align, 0);
        return;
    }
    case NVCG_OP_ATOMICRMW: {
        const nv_type *t = I->ops[1].val->type;
        emit_atomic(D, rmw_op(I->v.sub), t, I->ops[0].val->type, op_slot(D, 0), op_slot(D, 1), I->align);
        return;
    }
    case NVCG_OP_ICMP: case NVCG_OP_FCMP: dec_cmp(D); return;
    case NVCG_OP_PHI: return;
    case NVCG_OP_SELECT: {
        const nv_type *ct = I->ops[0].val->type;
        uint64_t nw = type_words(D->L, I, I->v.type);
        if (ct->kind == NVCG_TYPE_VECTOR) {
            in = emit(D, IO_VSELECT);
            in->n = (uint16_t)ct->count;
            in->k = nw / ct->count;
        } else {
            if (nw > 0xffff) lfail(D->L, I, "select of a value too large for the ir engine");
            in = emit(D, IO_SELECT);
            in->n = (uint16_t)nw;
        }
        in->a = op_slot(D, 0);
        in->b = op_slot(D, 1);
        in->c = op_slot(D, 2);
        in->d = res_slot(D);
        return;
    }
    case NVCG_OP_CALL: dec_call(D); return;
    case NVCG_OP_FREEZE: {
        uint64_t nw = type_words(D->L, I, I->v.type);
        if (nw > 0xffff) lfail(D->L, I, "freeze of a value too large for the ir engine");
        in = emit(D, IO_FREEZE);
        in->n = (uint16_t)nw;
        in->a = op_slot(D, 0);
        in->d = res_slot(D);
        return;
    }
    default: lfail(D->L, I, "instruction '%s' is not supported by the ir engine", nv_opcode_name(op));
    }
}

/* ---------------------------------------------------------------- functions */

static void decode_function(irload *L, uint32_t fi) {
    nv_func *f = L->funcs[fi];
    irfunc *F = &L->M->funcs[fi];
    dfn *Dp = (dfn *)nv_xcalloc(1, sizeof *Dp);
    nv_block *bb;
    uint32_t i, nwords = 0;
    L->dfn = Dp; /* a load error (longjmp) frees it */
    Dp->L = L;
    Dp->f = f;
    Dp->F = F;
    nv_map_init(&Dp->slot, NV_MAP_PTR);
    nv_func_number_blocks(f);
    F->nargs = f->nargs;
    F->arg_slot = (uint32_t *)lalloc(L, (size_t)f->nargs * 4);
    F->arg_words = (uint32_t *)lalloc(L, (size_t)f->nargs * 4);
    F->byval_size = (uint32_t *)lalloc(L, (size_t)f->nargs * 4);
    F->byval_align = (uint32_t *)lalloc(L, (size_t)f->nargs * 4);
    for (i = 0; i < f->nargs; i++) {
        const nv_param_attrs *pa = &f->pattrs[i];
        uint64_t nw = type_words(L, NULL, f->args[i]->v.type);
        F->arg_slot[i] = nwords;
        F->arg_words[i] = (uint32_t)nw;
        nv_map_put(&Dp->slot, (uintptr_t)&f->args[i]->v, nwords + 1);
        nwords += (uint32_t)nw;
        if ((pa->flags & NVCG_PARAM_BYVAL) && pa->byval) {
            uint32_t al = nv_type_abi_align(pa->byval);
            if (pa->align > al) al = pa->align;
            F->byval_size[i] = (uint32_t)nv_type_alloc_size(pa->byval);
            F->byval_align[i] = al;
            if (f->args[i]->v.type->addrspace != 0) lfail(L, NULL, "in @%s: byval parameter %u is not a generic pointer", f->v.name, i);
        }
    }
    for (bb = f->first; bb; bb = bb->next) {
        nv_inst *I;
        for (I = bb->first; I; I = I->next) {
            uint64_t nw;
            if (I->v.type->kind == NVCG_TYPE_VOID) continue;
            Dp->cur = I;
            nw = type_words(L, I, I->v.type) + vreduce_scratch(L, I);
            nv_map_put(&Dp->slot, (uintptr_t)&I->v, nwords + 1);
            nwords += (uint32_t)nw;
            if (nwords > (1u << 26)) lfail(L, I, "function too large for the ir engine");
        }
    }
    Dp->nres = nwords;
    Dp->block_pc = (uint32_t *)lalloc(L, (size_t)f->nblocks * 4);
    for (bb = f->first; bb; bb = bb->next) {
        nv_inst *I;
        Dp->block_pc[bb->index] = Dp->ncode;
        for (I = bb->first; I && I->v.opcode == NVCG_OP_PHI; I = I->next) {}
        for (; I; I = I->next) {
            Dp->cur = I;
            dec_inst(Dp, bb);
        }
        if (!bb->last || !NV_OP_IS_TERMINATOR(bb->last->v.opcode)) lfail(L, bb->last, "block without a terminator");
    }
    for (i = 0; i < Dp->npend; i++) L->M->edges[Dp->pend[i].edge].target = Dp->block_pc[Dp->pend[i].block];
    F->code = Dp->code;
    F->src = Dp->src;
    F->ncode = Dp->ncode;
    F->const_base = Dp->nres;
    F->const_end = Dp->nres + Dp->nconst;
    F->tmpl = Dp->tmpl;
    F->ptmpl = Dp->ptmpl;
    F->stage = F->const_end;
    F->nwords = F->stage + Dp->stage_words;
    F->local_size = Dp->local_off;
    F->local_align = Dp->local_align ? Dp->local_align : 1;
    F->ret_words = (uint32_t)type_words(L, NULL, f->fty->elem);
    F->decoded = 1;
    /* the arrays are the module's now */
    {
        irmodule *M = L->M;
        void **a;
        a = PUSH(L, M->allocs, M->nallocs, M->capallocs, void *); *a = Dp->code;
        a = PUSH(L, M->allocs, M->nallocs, M->capallocs, void *); *a = (void *)Dp->src;
        a = PUSH(L, M->allocs, M->nallocs, M->capallocs, void *); *a = Dp->tmpl;
        a = PUSH(L, M->allocs, M->nallocs, M->capallocs, void *); *a = Dp->ptmpl;
    }
    nv_xfree(Dp->pend);
    nv_map_free(&Dp->slot);
    nv_xfree(Dp);
    L->dfn = NULL;
}

/* ---------------------------------------------------------------- module */

static int is_kernel(const nv_func *f) { return f->is_kernel || f->cc == NVCG_CC_PTX_KERNEL; }

/* Functions the kernel can reach: its callees, transitively, and every function whose
 * address appears in a reachable function or in a global's initialiser (it may be called
 * indirectly). Constants are walked recursively: aggregate constants do not keep use lists. */
typedef struct reach_state { irload *L; uint8_t *reach; uint32_t *stack, sp; nv_map seen; } reach_state;

static void reach_value(reach_state *R, const nv_value *v) {
    uintptr_t idx;
    if (v->kind == NV_V_FUNC) {
        if (nv_map_get(&R->L->fidx, (uintptr_t)v, &idx) && !R->reach[idx - 1]) {
            R->reach[idx - 1] = 1;
            R->stack[R->sp++] = (uint32_t)(idx - 1);
        }
        return;
    }
    if ((v->kind == NV_V_CAGG || v->kind == NV_V_CEXPR) && !nv_map_get(&R->seen, (uintptr_t)v, NULL)) {
        const nv_const *c = (const nv_const *)v;
        uint32_t i;
        nv_map_put(&R->seen, (uintptr_t)v, 1);
        for (i = 0; i < c->nelems; i++) reach_value(R, c->elems[i]);
    }
}

static void find_reachable(irload *L, uint8_t *reach) {
    reach_state R;
    const nv_global *g;
    R.L = L;
    R.reach = reach;
    R.stack = (uint32_t *)lalloc(L, (size_t)L->M->nfuncs * 4);
    R.sp = 0;
    nv_map_init(&R.seen, NV_MAP_PTR);
    reach_value(&R, &L->funcs[L->M->kernel]->v);
    for (g = L->m->globals_first; g; g = g->next)
        if (g->init && strncmp(g->v.name, "llvm.", 5)) reach_value(&R, g->init);
    while (R.sp) {
        nv_func *f = L->funcs[R.stack[--R.sp]];
        nv_block *bb;
        for (bb = f->first; bb; bb = bb->next) {
            nv_inst *I;
            for (I = bb->first; I; I = I->next) {
                uint32_t k;
                for (k = 0; k < I->nops; k++)
                    if (I->ops[k].val) reach_value(&R, I->ops[k].val);
            }
        }
    }
    nv_map_free(&R.seen);
}

static uint64_t align_up(uint64_t x, uint64_t a) { return (x + a - 1) & ~(a - 1); }

/* Lays out every global and writes the initialisers. */
static void layout_globals(irload *L) {
    nr_ctx *cx = L->cx;
    nv_module *m = L->m;
    nv_global *g;
    uint64_t shared = 0, local = 0;
    uint32_t dalign = 16;
    struct ginit { nv_global *g; int sp; uint64_t addr; uint8_t *data; } *gi = NULL;
    uint32_t ngi = 0, capgi = 0, i;
    for (g = m->globals_first; g; g = g->next) {
        uint64_t size, addr = 0;
        uint32_t al;
        int sp;
        struct ginit *e;
        uint8_t *data = NULL;
        if (!strncmp(g->v.name, "llvm.", 5)) continue; /* llvm.used & co: metadata */
        if (!nv_type_is_sized(g->vtype)) lfail(L, NULL, "global @%s has an unsized type", g->v.name);
        size = nv_type_alloc_size(g->vtype);
        al = g->align ? g->align : nv_type_abi_align(g->vtype);
        sp = space_of(L, NULL, g->addrspace);
        if (size > (1ULL << 32)) lfail(L, NULL, "global @%s is too large (%llu bytes)", g->v.name, (unsigned long long)size);
        switch (sp) {
        case NR_SHARED:
            if (!g->init && size == 0) {
                /* extern __shared__ T x[]: the dynamic shared memory (placed below) */
                if (al > dalign) dalign = al;
                addr = ~0ULL;
                break;
            }
            shared = align_up(shared, al);
            addr = shared;
            shared += size;
            break;
        case NR_CONST:
            addr = nr_map_const(cx, size, al);
            break;
        case NR_LOCAL:
            local = align_up(local, al);
            addr = local;
            local += size;
            break;
        case NR_PARAM:
            lfail(L, NULL, "global @%s in the param address space", g->v.name);
            break;
        default: {
            char name[64];
            snprintf(name, sizeof name, "@%s", g->v.name);
            addr = nr_map_global(cx, size, name, &data);
            if (g->is_const) cx->mem.glob[cx->mem.nglob - 1].readonly = 1;
            break;
        }
        }
        e = PUSH(L, gi, ngi, capgi, struct ginit);
        e->g = g;
        e->sp = sp;
        e->addr = addr;
        e->data = data;
        nv_map_put(&L->gaddr, (uintptr_t)&g->v, (uintptr_t)addr);
    }
    /* dynamic shared memory goes after all static shared memory (as the ptx engine does) */
    for (i = 0; i < ngi; i++)
        if (gi[i].sp == NR_SHARED && gi[i].addr == ~0ULL) {
            gi[i].addr = align_up(shared, dalign);
            nv_map_put(&L->gaddr, (uintptr_t)&gi[i].g->v, (uintptr_t)gi[i].addr);
        }
    cx->kinfo.static_shared = shared;
    cx->kinfo.dyn_shared_align = dalign;
    L->M->module_local = local;
    cx->kinfo.static_local = local;
    if (local) L->M->local_init = (uint8_t *)lalloc(L, local);
    /* initialisers: every address is known now */
    for (i = 0; i < ngi; i++) {
        nv_global *gg = gi[i].g;
        uint8_t *dst;
        irlayout *Ly;
        uint64_t nw, *w;
        uint8_t *p;
        if (!gg->init || gg->init->kind == NV_V_UNDEF || gg->init->kind == NV_V_CZERO || gi[i].sp == NR_SHARED) continue;
        if (gi[i].sp == NR_CONST) dst = cx->mem.cnst + gi[i].addr;
        else if (gi[i].sp == NR_LOCAL) dst = L->M->local_init + gi[i].addr;
        else dst = gi[i].data;
        if (!dst) continue;
        Ly = layout_of(L, NULL, gg->vtype);
        nw = type_words(L, NULL, gg->vtype);
        w = (uint64_t *)nv_xmalloc((size_t)(nw ? nw : 1) * 8);
        p = (uint8_t *)nv_xmalloc((size_t)(nw ? nw : 1));
        ceval(L, NULL, gg->init, w, p);
        ir_to_mem(Ly, w, dst);
        nv_xfree(w);
        nv_xfree(p);
    }
    nv_xfree(gi);
}

static void report_kinfo(irload *L, const nv_func *k) {
    nr_kinfo *ki = &L->cx->kinfo;
    uint32_t i;
    if (k->nargs > 64) lfail(L, NULL, "kernel @%s has more than 64 parameters", k->v.name);
    ki->nparams = (int)k->nargs;
    L->M->kparams = (irlayout **)lalloc(L, (size_t)k->nargs * sizeof(irlayout *));
    for (i = 0; i < k->nargs; i++) {
        const nv_type *t = k->args[i]->v.type;
        const nv_param_attrs *pa = &k->pattrs[i];
        if ((pa->flags & NVCG_PARAM_BYVAL) && pa->byval) {
            uint32_t al = nv_type_abi_align(pa->byval);
            if (pa->align > al) al = pa->align;
            ki->params[i].size = (uint32_t)nv_type_alloc_size(pa->byval);
            ki->params[i].align = al;
        } else {
            if (t->kind == NVCG_TYPE_STRUCT || t->kind == NVCG_TYPE_ARRAY) lfail(L, NULL, "kernel parameter %u is an aggregate passed by value", i);
            ki->params[i].size = (uint32_t)nv_type_alloc_size(t);
            ki->params[i].align = nv_type_abi_align(t);
            L->M->kparams[i] = layout_of(L, NULL, t);
        }
    }
}

typedef struct irstate {
    irload L;
    irmodule M;
} irstate;

static void diag_to_runner(const nvcg_diagnostic *d, void *user) {
    nr_ctx *cx = (nr_ctx *)user;
    if (d->severity != NVCG_SEV_ERROR) return;
    if (d->line) nr_error(cx, "%s:%u:%u: %s", d->file ? d->file : "input", d->line, d->col, d->message);
    else nr_error(cx, "%s%s%s", d->file ? d->file : "", d->file ? ": " : "", d->message);
}

/* nr_check_bindings_used's question: does the module declare reference `name`? */
static int ir_texref_declared(void *user, const char *name, int surface) {
    const nv_module *m = (const nv_module *)user;
    const nv_global *g;
    for (g = m->globals_first; g; g = g->next)
        if (g->texref && g->v.name && !strcmp(g->v.name, name)) return (g->texref == NV_TEXREF_SURFACE) == !!surface;
    return 0;
}

static int load_module(irload *L, const char *text, size_t len) {
    nr_ctx *cx = L->cx;
    if (cx->launch.ir_module) {
        L->m = (nv_module *)cx->launch.ir_module;
        if (L->m->errors) { nr_error(cx, "%s: the module has errors", L->path); return -1; }
    } else {
        L->ctx = nvcg_context_create();
        nvcg_context_set_diag_handler(L->ctx, diag_to_runner, cx);
        if (nvcg_parse_ll(L->ctx, text, len, L->path, &L->m) != NVCG_OK) {
            nr_error(cx, "%s: cannot parse the module", L->path);
            return -1;
        }
    }
    /* as nvcg_compile does for the PTX engine's side: __nv_ math functions the module only
     * declares come from nvcg's own library, so both engines run the same bodies (a module
     * the runner made, such as a translated SPIR-V one, too) */
    if (nv_lto_import_if_any(L->m, NULL) != NVCG_OK) {
        nr_error(cx, "%s: cannot import the functions the module calls", L->path);
        return -1;
    }
    /* module-scope texture and surface references: each bound by a NAME=tex:/surf: argument */
    {
        const nv_global *g;
        for (g = L->m->globals_first; g; g = g->next)
            if (g->texref && nr_check_binding(cx, g->v.name ? g->v.name : "", g->v.name ? strlen(g->v.name) : 0,
                                              g->texref == NV_TEXREF_SURFACE) < 0)
                return -1;
        if (nr_check_bindings_used(cx, ir_texref_declared, L->m)) return -1;
    }
    return 0;
}

static void free_state(irstate *S) {
    irmodule *M = &S->M;
    uint32_t i;
    for (i = 0; i < M->nallocs; i++) nv_xfree(M->allocs[i]);
    nv_xfree(M->allocs);
    nv_xfree(M->edges);
    nv_xfree(M->copies);
    nv_xfree(M->switches);
    nv_xfree(M->geps);
    nv_xfree(M->mems);
    nv_xfree(M->bitcasts);
    nv_xfree(M->shuffles);
    nv_xfree(M->calls);
    nv_xfree(M->msgs);
    nv_xfree(M->tensors);
    nv_xfree(M->texops);
    nv_xfree(M->warned);
    nv_map_free(&S->L.fidx);
    nv_map_free(&S->L.gaddr);
    nv_map_free(&S->L.layouts);
    nv_arena_free(&S->L.arena);
    if (S->L.ctx) nvcg_context_destroy(S->L.ctx);
    nv_xfree(S);
}

static int run_guarded(irload *L, int (*fn)(irload *));
static int load_all(irload *L);

static int eng_load(nr_ctx *cx, const char *path, const char *text, size_t len, void **mod) {
    irstate *S = (irstate *)nv_xcalloc(1, sizeof *S);
    irload *L = &S->L;
    irmodule *M = &S->M;
    *mod = M;
    M->ir = S;
    L->cx = cx;
    L->M = M;
    L->path = path ? path : "module";
    nv_map_init(&L->fidx, NV_MAP_PTR);
    nv_map_init(&L->gaddr, NV_MAP_PTR);
    nv_map_init(&L->layouts, NV_MAP_PTR);
    nv_arena_init(&L->arena);
    M->kernel = -1;
    if (load_module(L, text, len)) return 1;
    return run_guarded(L, load_all);
}

/* Load errors longjmp back here (lfail). The body is called through a volatile pointer so
 * that none of its locals live in this frame across the setjmp. */
static int run_guarded(irload *L, int (*fn)(irload *)) {
    int (*volatile body)(irload *) = fn;
    if (setjmp(L->jb)) {
        if (L->dfn) dfn_free(L->dfn);
        L->dfn = NULL;
        return 1;
    }
    return body(L);
}

static int load_all(irload *L) {
    nr_ctx *cx = L->cx;
    irmodule *M = L->M;
    nv_func *f;
    uint32_t i;
    uint8_t *reach;
    /* variadic printf calls become vprintf with an argument buffer as nvcg_compile lowers
     * them (nvcg's opt/lower_printf.c), so the runner formats the same buffer for both
     * engines; this may declare vprintf, so it comes before the functions are counted */
    for (f = L->m->funcs_first; f; f = f->next)
        if (!f->is_decl && f->first) nv_pass_lower_printf(f, NULL);
    /* variadic functions take a buffer of their variadic arguments and va_start/va_copy/
     * va_end become pointer moves, as nvcg_compile lowers them (opt/expand_variadics.c) */
    for (f = L->m->funcs_first; f; f = f->next)
        if (!f->is_decl && f->first) nv_pass_expand_variadics(f, NULL);
    M->nfuncs = L->m->nfuncs;
    M->funcs = (irfunc *)lalloc(L, (size_t)M->nfuncs * sizeof(irfunc));
    L->funcs = (nv_func **)lalloc(L, (size_t)M->nfuncs * sizeof(nv_func *));
    for (f = L->m->funcs_first, i = 0; f; f = f->next, i++) {
        L->funcs[i] = f;
        nv_map_put(&L->fidx, (uintptr_t)f, i + 1);
        M->funcs[i].name = f->v.name;
        M->funcs[i].fty = f->fty;
        M->funcs[i].defined = !f->is_decl;
        if (!strcmp(f->v.name, cx->launch.kernel ? cx->launch.kernel : "") && !f->is_decl && is_kernel(f)) M->kernel = (int)i;
    }
    if (M->kernel < 0) {
        char list[512];
        size_t n = 0;
        list[0] = 0;
        for (i = 0; i < M->nfuncs; i++)
            if (!L->funcs[i]->is_decl && is_kernel(L->funcs[i]) && n + strlen(L->funcs[i]->v.name) + 3 < sizeof list)
                n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", n ? ", " : "", L->funcs[i]->v.name);
        nr_error(cx, "%s: no kernel named '%s' (kernels: %s)", L->path, cx->launch.kernel ? cx->launch.kernel : "", n ? list : "none");
        return 1;
    }
    layout_globals(L);
    report_kinfo(L, L->funcs[M->kernel]);
    {
        /* image parameters ("rdoimage" / "wroimage" / "rdwrimage"): each argument an image
         * of the parameter's kind, whose handle the i64 parameter then holds */
        const nv_func *kf = L->funcs[M->kernel];
        for (i = 0; i < kf->nargs; i++)
            if (kf->pattrs[i].image &&
                nr_check_image_param(cx, (int)i, nv_imgparam_texref(kf->pattrs[i].image) == NV_TEXREF_SURFACE) == -1)
                return 1;
    }
    reach = (uint8_t *)lalloc(L, M->nfuncs);
    find_reachable(L, reach);
    for (i = 0; i < M->nfuncs; i++) {
        irfunc *F = &M->funcs[i];
        char *msg = (char *)lalloc(L, 300);
        if (L->funcs[i]->is_decl) {
            snprintf(msg, 300, "call to @%s, which is declared but not defined in this module", F->name);
        } else if (!reach[i]) {
            snprintf(msg, 300, "internal: call to @%s, which the ir engine did not decode", F->name);
        } else {
            decode_function(L, i);
        }
        F->undef_msg = msg;
    }
    M->warned = (uint8_t *)nv_xcalloc(M->nwarned + 1, 1);
    return 0;
}

static void eng_unload(void *mod) {
    irmodule *M = (irmodule *)mod;
    free_state((irstate *)M->ir);
}

static int eng_thread_init(nr_ctx *cx, void *mod, nr_thread *t) { return ir_thread_init(cx, (irmodule *)mod, t) ? 1 : 0; }
static int eng_step(nr_ctx *cx, void *mod, nr_thread *t, uint64_t budget) { return ir_step(cx, (irmodule *)mod, t, budget); }
static void eng_thread_fini(nr_ctx *cx, void *mod, nr_thread *t) { (void)cx; ir_thread_fini((irmodule *)mod, t); }

static void eng_describe(void *mod, nr_thread *t, char *buf, size_t size) {
    irmodule *M = (irmodule *)mod;
    irstate *S = (irstate *)M->ir;
    uint32_t fn, pc;
    const irfunc *F;
    const nv_inst *I;
    nv_buf b = NV_BUF_INIT;
    buf[0] = 0;
    if (!ir_thread_where(M, t, &fn, &pc)) return;
    F = &M->funcs[fn];
    if (!F->decoded || pc >= F->ncode) { snprintf(buf, size, "in @%s", F->name); return; }
    I = (const nv_inst *)F->src[pc];
    if (!I) { snprintf(buf, size, "entry of @%s", F->name); return; }
    nv_print_inst_to(&b, I);
    if (I->line) snprintf(buf, size, "%s:%u: %s (in @%s)", S->L.path, I->line, b.data ? b.data : "", F->name);
    else snprintf(buf, size, "%s (in @%s)", b.data ? b.data : "", F->name);
    nv_buf_free(&b);
}

const nr_engine nr_engine_ir = {"ir", eng_load, eng_unload, NULL, eng_thread_init, eng_step, eng_thread_fini, eng_describe};
