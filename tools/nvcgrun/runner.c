/* runner.c — the part of nvcgrun every engine shares (see runner.h): arguments, buffers and
 * their initialisation, the device memory model, the CTA scheduler with barriers and warp
 * collectives, and the output. Engines plug in through nr_engine. */
#define _POSIX_C_SOURCE 200809L
#include "runner.h"
#include "texture.h"

#include "fp.h"
#include "tensor.h"
#include "async.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

const char *const nr_type_names[8] = {"i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64"};
const char *const nr_space_names[NR_NSPACES] = {"generic", "global", "shared", "local", "const", "param"};

int nr_type_size(nr_type t) {
    static const int s[8] = {1, 2, 4, 8, 2, 2, 4, 8};
    return s[t];
}

static int type_fpfmt(nr_type t) {
    switch (t) {
    case NR_F16: return FP_F16;
    case NR_BF16: return FP_BF16;
    case NR_F32: return FP_F32;
    case NR_F64: return FP_F64;
    default: return -1;
    }
}

/* ---------------------------------------------------------------- engines */

const nr_engine *const nr_engines[] = {&nr_engine_ptx, &nr_engine_ir, &nr_engine_cuda, NULL};

const nr_engine *nr_find_engine(const char *name) {
    int i;
    for (i = 0; nr_engines[i]; i++)
        if (!strcmp(nr_engines[i]->name, name)) return nr_engines[i];
    return NULL;
}

/* ---------------------------------------------------------------- messages */

static void vappend(nr_ctx *cx, const char *fmt, va_list ap) {
    int room = (int)sizeof cx->err - cx->errlen;
    int n;
    if (room <= 1) return;
    n = vsnprintf(cx->err + cx->errlen, (size_t)room, fmt, ap);
    if (n < 0) return;
    cx->errlen += n < room ? n : room - 1;
}

static void append(nr_ctx *cx, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vappend(cx, fmt, ap);
    va_end(ap);
}

void nr_error(nr_ctx *cx, const char *fmt, ...) {
    va_list ap;
    if (cx->errlen) return; /* keep the first */
    va_start(ap, fmt);
    vappend(cx, fmt, ap);
    va_end(ap);
}

static void describe_thread(nr_ctx *cx, nr_thread *t) {
    append(cx, "block (%u,%u,%u) thread (%u,%u,%u)", t->ctaid[0], t->ctaid[1], t->ctaid[2],
           t->tid[0], t->tid[1], t->tid[2]);
}

static void describe_insn(nr_ctx *cx, nr_thread *t) {
    char buf[512];
    buf[0] = 0;
    if (cx->eng && cx->eng->describe && cx->mod) cx->eng->describe(cx->mod, t, buf, sizeof buf);
    if (buf[0]) append(cx, "\n    at %s", buf);
}

int nr_fault(nr_ctx *cx, nr_thread *t, const char *fmt, ...) {
    va_list ap;
    if (cx->faulted) return NR_FAULT;
    cx->faulted = 1;
    cx->errlen = 0;
    cx->err[0] = 0;
    append(cx, "%s: fault in ", cx->launch.file ? cx->launch.file : "kernel");
    describe_thread(cx, t);
    append(cx, ": ");
    va_start(ap, fmt);
    vappend(cx, fmt, ap);
    va_end(ap);
    describe_insn(cx, t);
    return NR_FAULT;
}

/* ---------------------------------------------------------------- arguments */

static int parse_type(const char *s, size_t n, nr_type *t) {
    int i;
    for (i = 0; i < 8; i++)
        if (strlen(nr_type_names[i]) == n && !strncmp(s, nr_type_names[i], n)) { *t = (nr_type)i; return 0; }
    return -1;
}

/* Parse V as type T into its bit pattern. */
static int parse_value(const char *v, nr_type t, uint64_t *bits) {
    char *end;
    int fmt = type_fpfmt(t);
    errno = 0;
    if (!*v) return -1;
    if (fmt >= 0) {
        double d = strtod(v, &end);
        if (*end) return -1;
        *bits = fp_from_double(fmt, d, FP_RN);
        return 0;
    }
    if (*v == '-') {
        long long x = strtoll(v, &end, 0);
        if (*end || errno) return -1;
        *bits = (uint64_t)x;
    } else {
        unsigned long long x = strtoull(v, &end, 0);
        if (*end || errno) return -1;
        *bits = (uint64_t)x;
    }
    if (nr_type_size(t) < 8) *bits &= (1ULL << (8 * nr_type_size(t))) - 1;
    return 0;
}

/* push:FIELD,FIELD,... (FIELD = [OFF=]TYPE:V): the fields' bytes little-endian at their
 * offsets, as vkCmdPushConstants would copy a block whose members carry those Offsets. */
static int parse_push(const char *s, nr_arg *a, char *err, size_t errsize) {
    const char *f = s + 5;
    uint32_t next = 0;
    a->is_push = 1;
    for (;;) {
        char field[128], *eq, *colon, *end;
        const char *stop = strchr(f, ',');
        size_t n = stop ? (size_t)(stop - f) : strlen(f);
        unsigned long off = next;
        nr_type t;
        uint64_t bits;
        int sz;
        if (n == 0 || n >= sizeof field) { snprintf(err, errsize, "bad argument '%s': expected push:[OFF=]TYPE:V,...", s); return -1; }
        memcpy(field, f, n);
        field[n] = 0;
        eq = strchr(field, '=');
        colon = strchr(field, ':');
        if (eq && (!colon || eq < colon)) {
            errno = 0;
            off = strtoul(field, &end, 0);
            if (end != eq || errno) { snprintf(err, errsize, "bad argument '%s': '%s' has a bad byte offset", s, field); return -1; }
        } else eq = NULL;
        {
            const char *ty = eq ? eq + 1 : field;
            if (!colon || parse_type(ty, (size_t)(colon - ty), &t) || parse_value(colon + 1, t, &bits)) {
                snprintf(err, errsize, "bad argument '%s': '%s' is not [OFF=]TYPE:V (TYPE one of i8 i16 i32 i64 f16 bf16 f32 f64)", s, field);
                return -1;
            }
        }
        sz = nr_type_size(t);
        if (!eq) off = (off + (unsigned long)sz - 1) & ~(unsigned long)(sz - 1);
        if (off > NR_PUSH_MAX - (unsigned long)sz) { snprintf(err, errsize, "bad argument '%s': more than %d bytes", s, NR_PUSH_MAX); return -1; }
        nr_wr(a->push + off, (uint32_t)sz, bits);
        next = (uint32_t)off + (uint32_t)sz;
        if (next > a->push_size) a->push_size = next;
        if (!stop) return 0;
        f = stop + 1;
    }
}

int nr_parse_arg(const char *s, nr_arg *a, char *err, size_t errsize) {
    const char *c = strchr(s, ':'), *eq = strchr(s, '=');
    if (eq && c && eq < c && eq > s && (!strncmp(eq + 1, "tex:", 4) || !strncmp(eq + 1, "surf:", 5))) {
        /* NAME=tex:... / NAME=surf:...: an image bound to a module-scope reference */
        size_t n = (size_t)(eq - s), i;
        for (i = 0; i < n; i++)
            if (!(isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '$' || s[i] == '.')) break;
        if (i < n || n >= sizeof a->bind || isdigit((unsigned char)s[0])) {
            snprintf(err, errsize, "bad argument '%s': NAME=tex:... / NAME=surf:... needs a PTX identifier NAME "
                                   "(at most %u characters)", s, (unsigned)sizeof a->bind - 1);
            return -1;
        }
        if (nr_parse_arg(eq + 1, a, err, errsize)) return -1;
        memcpy(a->bind, s, n);
        a->bind[n] = 0;
        return 0;
    }
    memset(a, 0, sizeof *a);
    if (!c) { snprintf(err, errsize, "bad argument '%s': expected TYPE:VALUE, buf:TYPE:COUNT:INIT or push:[OFF=]TYPE:V,...", s); return -1; }
    if (c - s == 4 && !strncmp(s, "push", 4)) return parse_push(s, a, err, errsize);
    if ((c - s == 3 && !strncmp(s, "tex", 3)) || (c - s == 4 && !strncmp(s, "surf", 4))) {
        /* an image (texture.h): its channel elements are a buffer with the INIT of buf: */
        char ibuf[160], init[96];
        nr_image_desc img;
        uint64_t count;
        if (nr_parse_image(s, &img, &a->type, &count, init, sizeof init, err, errsize)) return -1;
        snprintf(ibuf, sizeof ibuf, "buf:%s:%llu:%s", nr_type_names[a->type], (unsigned long long)count, init);
        if (nr_parse_arg(ibuf, a, err, errsize)) return -1;
        a->img = img;
        a->is_image = 1;
        return 0;
    }
    if (c - s == 3 && !strncmp(s, "buf", 3)) {
        const char *t = c + 1, *c2 = strchr(t, ':'), *c3;
        char *end;
        if (!c2 || parse_type(t, (size_t)(c2 - t), &a->type)) {
            snprintf(err, errsize, "bad buffer '%s': TYPE must be one of i8 i16 i32 i64 f16 bf16 f32 f64", s);
            return -1;
        }
        a->is_buf = 1;
        errno = 0;
        a->count = strtoull(c2 + 1, &end, 10);
        if (end == c2 + 1 || *end != ':' || errno) { snprintf(err, errsize, "bad buffer '%s': COUNT must be a number", s); return -1; }
        if (a->count > (1ULL << 34) / 8) { snprintf(err, errsize, "bad buffer '%s': COUNT too large", s); return -1; }
        c3 = end + 1;
        if (!strcmp(c3, "zero")) a->init = NR_INIT_ZERO;
        else if (!strcmp(c3, "iota")) a->init = NR_INIT_IOTA;
        else if (!strncmp(c3, "const:", 6)) {
            a->init = NR_INIT_CONST;
            if (parse_value(c3 + 6, a->type, &a->bits)) { snprintf(err, errsize, "bad buffer '%s': '%s' is not a %s value", s, c3 + 6, nr_type_names[a->type]); return -1; }
        } else if (!strncmp(c3, "rand:", 5)) {
            a->init = NR_INIT_RAND;
            errno = 0;
            a->seed = strtoull(c3 + 5, &end, 0);
            if (end == c3 + 5 || (*end && *end != ':') || errno) { snprintf(err, errsize, "bad buffer '%s': rand SEED must be a number", s); return -1; }
            if (*end == ':') {
                /* rand:SEED:LO:HI: floating elements uniform in [LO, HI) */
                const char *lo = end + 1;
                if (type_fpfmt(a->type) < 0) { snprintf(err, errsize, "bad buffer '%s': rand:SEED:LO:HI needs a floating type", s); return -1; }
                a->rand_lo = strtod(lo, &end);
                if (end == lo || *end != ':') { snprintf(err, errsize, "bad buffer '%s': rand:SEED:LO:HI needs numbers LO and HI", s); return -1; }
                lo = end + 1;
                a->rand_hi = strtod(lo, &end);
                if (end == lo || *end || !(a->rand_lo < a->rand_hi) || !isfinite(a->rand_hi - a->rand_lo)) {
                    snprintf(err, errsize, "bad buffer '%s': rand:SEED:LO:HI needs finite numbers LO < HI", s);
                    return -1;
                }
                a->rand_range = 1;
            }
        } else {
            snprintf(err, errsize, "bad buffer '%s': INIT must be zero, iota, const:V, rand:SEED or rand:SEED:LO:HI", s);
            return -1;
        }
        return 0;
    }
    if (parse_type(s, (size_t)(c - s), &a->type)) {
        snprintf(err, errsize, "bad argument '%s': TYPE must be one of i8 i16 i32 i64 f16 bf16 f32 f64 or buf", s);
        return -1;
    }
    if (parse_value(c + 1, a->type, &a->bits)) {
        snprintf(err, errsize, "bad argument '%s': '%s' is not a %s value", s, c + 1, nr_type_names[a->type]);
        return -1;
    }
    return 0;
}

uint64_t nr_splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void init_buffer(nr_arg *a, uint8_t *p) {
    int sz = nr_type_size(a->type), fmt = type_fpfmt(a->type);
    uint64_t i, st = a->seed;
    static const int prec[4] = {11, 8, 24, 53};
    if (a->init_bytes) {
        memcpy(p, a->init_bytes, (size_t)(a->count * (uint64_t)sz));
        return;
    }
    for (i = 0; i < a->count; i++) {
        uint64_t v = 0;
        switch (a->init) {
        case NR_INIT_ZERO: v = 0; break;
        case NR_INIT_CONST: v = a->bits; break;
        case NR_INIT_IOTA: v = fmt >= 0 ? fp_from_u64(fmt, i, FP_RN) : i; break;
        case NR_INIT_RAND: {
            uint64_t d = nr_splitmix64(&st);
            if (fmt >= 0 && a->rand_range) {
                /* LO + (HI - LO) * u, u = the draw's top 53 bits * 2^-53 in [0, 1), rounded
                 * to the type once (a result that rounds up to HI is kept: harmless) */
                double u = (double)(d >> 11) * 0x1p-53;
                v = fp_from_double(fmt, a->rand_lo + (a->rand_hi - a->rand_lo) * u, FP_RN);
            } else if (fmt >= 0) {
                /* value = u * 2^-(p-1) - 1 = (u - 2^(p-1)) * 2^-(p-1): exact in the type */
                int p = prec[fmt];
                int64_t num = (int64_t)(d >> (64 - p)) - (int64_t)(1ULL << (p - 1));
                uint64_t mag = num < 0 ? (uint64_t)-num : (uint64_t)num;
                v = fp_round_pack(fmt, num < 0, mag, -(p - 1), FP_RN, NULL);
                if (num == 0) v = 0;
            } else {
                v = d;
            }
            break;
        }
        }
        nr_wr(p + i * (uint64_t)sz, (uint32_t)sz, v);
    }
}

/* ---------------------------------------------------------------- memory */

uint64_t nr_map_global(nr_ctx *cx, uint64_t size, const char *name, uint8_t **data) {
    nr_mem *m = &cx->mem;
    nr_region *r;
    uint64_t base = m->next_global;
    if (m->nglob == m->capglob) {
        m->capglob = m->capglob ? m->capglob * 2 : 16;
        m->glob = (nr_region *)realloc(m->glob, (size_t)m->capglob * sizeof *m->glob);
    }
    r = &m->glob[m->nglob++];
    memset(r, 0, sizeof *r);
    r->base = base;
    r->size = size;
    r->data = (uint8_t *)calloc(1, size ? (size_t)size : 1);
    snprintf(r->name, sizeof r->name, "%s", name);
    m->next_global = (base + size + NR_REGION_GAP + 4095) & ~4095ULL;
    if (data) *data = r->data;
    return base;
}

uint64_t nr_map_const(nr_ctx *cx, uint64_t size, uint32_t align) {
    nr_mem *m = &cx->mem;
    uint64_t off;
    if (!align) align = 1;
    off = (m->cnst_size + align - 1) & ~(uint64_t)(align - 1);
    if (off + size > m->cnst_cap) {
        uint64_t nc = m->cnst_cap ? m->cnst_cap : 256;
        while (nc < off + size) nc *= 2;
        m->cnst = (uint8_t *)realloc(m->cnst, (size_t)nc);
        memset(m->cnst + m->cnst_cap, 0, (size_t)(nc - m->cnst_cap));
        m->cnst_cap = nc;
    }
    m->cnst_size = off + size;
    return off;
}

int nr_local_reserve(nr_ctx *cx, nr_thread *t, uint64_t size) {
    (void)cx;
    if (size > (64ULL << 20)) return -1;
    if (size > t->local_cap) {
        uint64_t nc = t->local_cap ? t->local_cap : 256;
        while (nc < size) nc *= 2;
        t->local = (uint8_t *)realloc(t->local, (size_t)nc);
        memset(t->local + t->local_cap, 0, (size_t)(nc - t->local_cap));
        t->local_cap = nc;
    }
    if (size > t->local_size) {
        memset(t->local + t->local_size, 0, (size_t)(size - t->local_size));
    }
    t->local_size = size;
    return 0;
}

static uint64_t win_base(nr_space sp) {
    switch (sp) {
    case NR_CONST: return NR_CONST_WIN;
    case NR_PARAM: return NR_PARAM_WIN;
    case NR_SHARED: return NR_SHARED_WIN;
    case NR_LOCAL: return NR_LOCAL_WIN;
    default: return 0;
    }
}

uint64_t nr_cvta_from(nr_space sp, uint64_t addr) { return addr + win_base(sp); }
uint64_t nr_cvta_to(nr_space sp, uint64_t addr) { return addr - win_base(sp); }

nr_space nr_generic_space(uint64_t addr) {
    if (addr >= NR_CONST_WIN && addr < NR_CONST_WIN + NR_WIN_SIZE) return NR_CONST;
    if (addr >= NR_PARAM_WIN && addr < NR_PARAM_WIN + NR_WIN_SIZE) return NR_PARAM;
    if (addr >= NR_SHARED_WIN && addr < NR_SHARED_WIN + NR_WIN_SIZE) return NR_SHARED;
    if (addr >= NR_LOCAL_WIN && addr < NR_LOCAL_WIN + NR_WIN_SIZE) return NR_LOCAL;
    return NR_GLOBAL;
}

int nr_isspacep(nr_space sp, uint64_t addr) {
    nr_space g = nr_generic_space(addr);
    if (sp == NR_GLOBAL) return g == NR_GLOBAL && !(addr >= NR_FUNC_WIN && addr < NR_FUNC_WIN + NR_WIN_SIZE);
    return g == sp;
}

static const char *access_name(int write) { return write == 2 ? "atomic" : write ? "store" : "load"; }

/* Describe where ADDR lies relative to the global regions, for fault messages. */
static void near_region(nr_ctx *cx, uint64_t addr, char *buf, size_t size) {
    nr_mem *m = &cx->mem;
    int i, best = -1;
    uint64_t bestd = ~0ULL;
    buf[0] = 0;
    for (i = 0; i < m->nglob; i++) {
        nr_region *r = &m->glob[i];
        uint64_t d = addr >= r->base + r->size ? addr - (r->base + r->size) : addr < r->base ? r->base - addr : 0;
        if (d < bestd) { bestd = d; best = i; }
    }
    if (best >= 0 && bestd < (1ULL << 32)) {
        nr_region *r = &m->glob[best];
        if (addr >= r->base + r->size)
            snprintf(buf, size, " (%llu bytes past the end of %s [0x%llx, +%llu))",
                     (unsigned long long)(addr - (r->base + r->size)), r->name,
                     (unsigned long long)r->base, (unsigned long long)r->size);
        else if (addr < r->base)
            snprintf(buf, size, " (%llu bytes before %s [0x%llx, +%llu))",
                     (unsigned long long)(r->base - addr), r->name, (unsigned long long)r->base,
                     (unsigned long long)r->size);
        else
            snprintf(buf, size, " (runs past the end of %s [0x%llx, +%llu))", r->name,
                     (unsigned long long)r->base, (unsigned long long)r->size);
    } else {
        snprintf(buf, size, " (unmapped)");
    }
}

uint8_t *nr_xlate(nr_ctx *cx, nr_thread *t, nr_space sp, uint64_t addr, uint32_t n, uint32_t align, int write) {
    nr_mem *m = &cx->mem;
    uint64_t gaddr = addr, off = addr;
    nr_space orig = sp;
    if (!align) align = n;
    if (sp == NR_GENERIC) {
        if (addr >= NR_FUNC_WIN && addr < NR_FUNC_WIN + NR_WIN_SIZE) {
            nr_fault(cx, t, "generic %s of %u bytes at 0x%llx: a function address, not data",
                     access_name(write), n, (unsigned long long)addr);
            return NULL;
        }
        sp = nr_generic_space(addr);
        off = addr - win_base(sp);
    }
    if (off & (align - 1)) {
        nr_fault(cx, t, "misaligned %s%s %s of %u bytes at 0x%llx (not a multiple of %u)",
                 orig == NR_GENERIC ? "generic->" : "", nr_space_names[sp], access_name(write), n,
                 (unsigned long long)(orig == NR_GENERIC ? gaddr : off), align);
        return NULL;
    }
    switch (sp) {
    case NR_GLOBAL: {
        int lo = 0, hi = m->nglob - 1;
        while (lo <= hi) {
            int mid = (lo + hi) / 2;
            nr_region *r = &m->glob[mid];
            if (off < r->base) hi = mid - 1;
            else if (off >= r->base + r->size) lo = mid + 1;
            else {
                if (n > r->size - (off - r->base)) break;
                if (write && r->readonly) {
                    nr_fault(cx, t, "global %s of %u bytes at 0x%llx: %s is read-only", access_name(write), n,
                             (unsigned long long)off, r->name);
                    return NULL;
                }
                m->last = mid;
                return r->data + (off - r->base);
            }
        }
        {
            char nb[200];
            near_region(cx, off, nb, sizeof nb);
            nr_fault(cx, t, "out-of-bounds %sglobal %s of %u bytes at 0x%llx%s", orig == NR_GENERIC ? "generic->" : "",
                     access_name(write), n, (unsigned long long)off, nb);
        }
        return NULL;
    }
    case NR_SHARED:
        if (off < m->shared_size && n <= m->shared_size - off) return m->shared + off;
        nr_fault(cx, t, "out-of-bounds %sshared %s of %u bytes at shared offset 0x%llx (the CTA has %llu bytes of shared memory)",
                 orig == NR_GENERIC ? "generic->" : "", access_name(write), n, (unsigned long long)off,
                 (unsigned long long)m->shared_size);
        return NULL;
    case NR_LOCAL:
        if (off < t->local_size && n <= t->local_size - off) return t->local + off;
        nr_fault(cx, t, "out-of-bounds %slocal %s of %u bytes at local offset 0x%llx (the thread's stack is %llu bytes)",
                 orig == NR_GENERIC ? "generic->" : "", access_name(write), n, (unsigned long long)off,
                 (unsigned long long)t->local_size);
        return NULL;
    case NR_CONST:
        if (write) {
            nr_fault(cx, t, "%s to .const memory at offset 0x%llx", access_name(write), (unsigned long long)off);
            return NULL;
        }
        if (off < m->cnst_size && n <= m->cnst_size - off) return m->cnst + off;
        nr_fault(cx, t, "out-of-bounds const load of %u bytes at const offset 0x%llx (bank is %llu bytes)", n,
                 (unsigned long long)off, (unsigned long long)m->cnst_size);
        return NULL;
    case NR_PARAM:
        if (write) {
            nr_fault(cx, t, "%s to kernel .param memory at offset 0x%llx", access_name(write), (unsigned long long)off);
            return NULL;
        }
        if (off < m->param_size && n <= m->param_size - off) return m->param + off;
        nr_fault(cx, t, "out-of-bounds param load of %u bytes at param offset 0x%llx (kernel parameters are %llu bytes)", n,
                 (unsigned long long)off, (unsigned long long)m->param_size);
        return NULL;
    default:
        nr_fault(cx, t, "bad state space");
        return NULL;
    }
}

/* ---------------------------------------------------------------- device printf */

static void pout_append(nr_ctx *cx, const char *s, size_t n) {
    if (cx->poutlen + n + 1 > cx->poutcap) {
        size_t nc = cx->poutcap ? cx->poutcap * 2 : 4096;
        while (nc < cx->poutlen + n + 1) nc *= 2;
        if (nc > (64u << 20)) return; /* keep at most 64 MiB */
        cx->pout = (char *)realloc(cx->pout, nc);
        cx->poutcap = nc;
    }
    memcpy(cx->pout + cx->poutlen, s, n);
    cx->poutlen += n;
    cx->pout[cx->poutlen] = 0;
}

static int read_cstr(nr_ctx *cx, nr_thread *t, uint64_t a, char *buf, size_t size) {
    size_t i;
    for (i = 0; i + 1 < size; i++) {
        uint8_t *p = nr_xlate(cx, t, NR_GENERIC, a + i, 1, 1, 0);
        if (!p) return -1;
        buf[i] = (char)*p;
        if (!*p) return 0;
    }
    buf[i] = 0;
    return 0;
}

int nr_vprintf(nr_ctx *cx, nr_thread *t, uint64_t fmt, uint64_t args) {
    char f[4096], spec[64], out[4096];
    uint64_t off = 0;
    int nargs = 0;
    const char *p;
    if (read_cstr(cx, t, fmt, f, sizeof f)) return -1;
    for (p = f; *p; p++) {
        const char *q = p + 1;
        int lng = 0, n;
        size_t sl;
        char conv;
        if (*p != '%') { pout_append(cx, p, 1); continue; }
        if (*q == '%') { pout_append(cx, "%", 1); p = q; continue; }
        while (*q && strchr("-+ #0", *q)) q++;
        while (*q >= '0' && *q <= '9') q++;
        if (*q == '.') { q++; while (*q >= '0' && *q <= '9') q++; }
        while (*q && strchr("hlLzjt", *q)) { if (*q != 'h') lng = 1; q++; }
        conv = *q;
        if (!conv) break;
        sl = (size_t)(q - p);
        if (sl > 40) sl = 40;
        /* the spec without length modifiers; values are passed at full width */
        {
            size_t k, m = 0;
            for (k = 0; k < sl; k++) if (!strchr("hlLzjt", p[k])) spec[m++] = p[k];
            spec[m] = 0;
        }
        if (strchr("diouxXc", conv)) {
            uint32_t sz = lng && conv != 'c' ? 8 : 4;
            uint8_t *a;
            off = (off + sz - 1) & ~(uint64_t)(sz - 1);
            a = nr_xlate(cx, t, NR_GENERIC, args + off, sz, 0, 0);
            if (!a) return -1;
            if (conv == 'c') {
                char s2[72];
                snprintf(s2, sizeof s2, "%sc", spec);
                n = snprintf(out, sizeof out, s2, (int)(uint8_t)nr_rd(a, 4));
            } else {
                char s2[72];
                uint64_t v = nr_rd(a, sz);
                snprintf(s2, sizeof s2, "%sll%c", spec, conv);
                if (conv == 'd' || conv == 'i') n = snprintf(out, sizeof out, s2, sz == 8 ? (long long)v : (long long)(int32_t)(uint32_t)v);
                else n = snprintf(out, sizeof out, s2, (unsigned long long)v);
            }
            off += sz;
        } else if (strchr("fFeEgGaA", conv)) {
            char s2[72];
            uint8_t *a;
            off = (off + 7) & ~7ULL;
            a = nr_xlate(cx, t, NR_GENERIC, args + off, 8, 0, 0);
            if (!a) return -1;
            {
                double d;
                uint64_t v = nr_rd(a, 8);
                memcpy(&d, &v, 8);
                snprintf(s2, sizeof s2, "%s%c", spec, conv);
                n = snprintf(out, sizeof out, s2, d);
            }
            off += 8;
        } else if (conv == 's' || conv == 'p') {
            char s2[72], str[1024];
            uint8_t *a;
            uint64_t v;
            off = (off + 7) & ~7ULL;
            a = nr_xlate(cx, t, NR_GENERIC, args + off, 8, 0, 0);
            if (!a) return -1;
            v = nr_rd(a, 8);
            snprintf(s2, sizeof s2, "%s%c", spec, conv == 's' ? 's' : 's');
            if (conv == 'p') {
                char hex[32];
                snprintf(hex, sizeof hex, "0x%llx", (unsigned long long)v);
                n = snprintf(out, sizeof out, s2, hex);
            } else if (!v) {
                n = snprintf(out, sizeof out, s2, "(null)");
            } else {
                if (read_cstr(cx, t, v, str, sizeof str)) return -1;
                n = snprintf(out, sizeof out, s2, str);
            }
            off += 8;
        } else {
            /* unknown conversion: print it as written */
            n = snprintf(out, sizeof out, "%.*s", (int)(q - p + 1), p);
            nargs--;
        }
        nargs++;
        if (n > 0) pout_append(cx, out, (size_t)n < sizeof out ? (size_t)n : sizeof out - 1);
        p = q;
    }
    return nargs;
}

/* ---------------------------------------------------------------- scheduler */

typedef struct barrier {
    uint32_t arrived;
    uint32_t expected;      /* 0: all non-exited threads */
    uint32_t popc;
    int and_, or_;
    int used;
} barrier;

typedef struct sched {
    nr_ctx *cx;
    barrier bars[16];
    uint32_t nexited;
    uint32_t nrunnable;
    uint32_t nwarps;
    uint8_t nam[32];          /* per warp: threads blocked at activemask */
    uint8_t ncoll[32];        /* per warp: threads blocked at a warp collective */
} sched;

static nr_thread *thread_at(sched *s, uint32_t warp, uint32_t lane) {
    uint32_t i = warp * 32 + lane;
    return i < s->cx->nthreads ? &s->cx->threads[i] : NULL;
}

static int is_warp_coll(nr_wait_kind k);

static void make_runnable(sched *s, nr_thread *t) {
    if (t->state != NR_T_RUNNABLE) {
        t->state = NR_T_RUNNABLE;
        s->nrunnable++;
        if (t->wait.kind == NR_W_ACTIVEMASK) s->nam[t->warp]--;
        else if (is_warp_coll(t->wait.kind)) s->ncoll[t->warp]--;
    }
    t->resumed = 1;
}

static const char *wait_name(const nr_wait *w) {
    switch (w->kind) {
    case NR_W_BAR: return "barrier";
    case NR_W_BAR_ARRIVE: return "bar.arrive";
    case NR_W_SHFL: return "shfl.sync";
    case NR_W_VOTE: return "vote.sync";
    case NR_W_MATCH: return "match.sync";
    case NR_W_REDUX: return "redux.sync";
    case NR_W_WARPSYNC: return "bar.warp.sync";
    case NR_W_ACTIVEMASK: return "activemask";
    case NR_W_ELECT: return "elect.sync";
    case NR_W_TENSOR: return "a matrix instruction (mma/wmma/ldmatrix/stmatrix)";
    default: return "nothing";
    }
}

static int is_warp_coll(nr_wait_kind k) {
    return k == NR_W_SHFL || k == NR_W_VOTE || k == NR_W_MATCH || k == NR_W_REDUX || k == NR_W_WARPSYNC || k == NR_W_ELECT ||
           k == NR_W_TENSOR;
}

/* Compute a warp collective whose participants (lanes in MASK of WARP) have all arrived. */
static int complete_warp(sched *s, uint32_t warp, uint32_t mask, nr_thread *t0) {
    nr_thread *g[32];
    uint32_t l;
    const nr_wait *w0 = &t0->wait;
    for (l = 0; l < 32; l++) g[l] = (mask >> l & 1) ? thread_at(s, warp, l) : NULL;
    switch (w0->kind) {
    case NR_W_SHFL: {
        /* All results come from the operands as they were at the rendezvous. A source lane
         * outside membermask (or past the CTA's last thread) is "unpredictable" in PTX; the
         * runner defines it as 0, so every engine gives the same answer. */
        uint64_t vals[32];
        for (l = 0; l < 32; l++) vals[l] = g[l] ? g[l]->wait.a : 0;
        for (l = 0; l < 32; l++) {
            nr_thread *t = g[l];
            int lane = (int)l, bval, cval, segmask, maxl, minl, j, pval;
            if (!t) continue;
            bval = (int)(t->wait.b & 31);
            cval = (int)(t->wait.c & 31);
            segmask = (int)((t->wait.c >> 8) & 31);
            maxl = (lane & segmask) | (cval & ~segmask);
            minl = lane & segmask;
            switch (t->wait.op) {
            case NR_SHFL_UP: j = lane - bval; pval = j >= maxl; break;
            case NR_SHFL_DOWN: j = lane + bval; pval = j <= maxl; break;
            case NR_SHFL_BFLY: j = lane ^ bval; pval = j <= maxl; break;
            default: j = minl | (bval & ~segmask); pval = j <= maxl; break;
            }
            if (!pval) j = lane;
            t->res_pred = pval;
            t->res = (j >= 0 && j < 32 && g[j]) ? vals[j] : 0;
        }
        break;
    }
    case NR_W_VOTE: {
        uint32_t ballot = 0;
        int all = 1, any = 0;
        for (l = 0; l < 32; l++)
            if (g[l]) {
                if (g[l]->wait.pred) { ballot |= 1u << l; any = 1; }
                else all = 0;
            }
        for (l = 0; l < 32; l++) {
            nr_thread *t = g[l];
            if (!t) continue;
            switch (t->wait.op) {
            case NR_VOTE_ALL: t->res_pred = all; break;
            case NR_VOTE_ANY: t->res_pred = any; break;
            case NR_VOTE_UNI: t->res_pred = all || !any; break;
            default: t->res = ballot; break;
            }
        }
        break;
    }
    case NR_W_MATCH:
        for (l = 0; l < 32; l++) {
            nr_thread *t = g[l];
            uint32_t m = 0, k;
            int alleq = 1;
            if (!t) continue;
            for (k = 0; k < 32; k++)
                if (g[k]) {
                    if (g[k]->wait.a == t->wait.a) m |= 1u << k;
                    else alleq = 0;
                }
            if (t->wait.op == NR_MATCH_ANY) { t->res = m; t->res_pred = 0; }
            else { t->res = alleq ? mask : 0; t->res_pred = alleq; }
        }
        break;
    case NR_W_REDUX: {
        uint32_t acc = 0;
        int first = 1;
        for (l = 0; l < 32; l++) {
            uint32_t v;
            if (!g[l]) continue;
            v = (uint32_t)g[l]->wait.a;
            if (w0->op >= NR_REDUX_FMIN) {
                /* f32: min / max of the lanes' values (or magnitudes, .abs); a NaN is
                 * skipped unless .NaN asks for it to win; all NaNs give the canonical NaN */
                int k = w0->op - NR_REDUX_FMIN;
                acc = (uint32_t)fp_minmax(FP_F32, k & 1, k >> 2 & 1, k >> 1 & 1, 0, 0, first ? v : acc, v);
                first = 0;
                continue;
            }
            if (first) { acc = v; first = 0; continue; }
            switch (w0->op) {
            case NR_REDUX_ADD: acc += v; break;
            case NR_REDUX_MIN_U: acc = v < acc ? v : acc; break;
            case NR_REDUX_MAX_U: acc = v > acc ? v : acc; break;
            case NR_REDUX_MIN_S: acc = (int32_t)v < (int32_t)acc ? v : acc; break;
            case NR_REDUX_MAX_S: acc = (int32_t)v > (int32_t)acc ? v : acc; break;
            case NR_REDUX_AND: acc &= v; break;
            case NR_REDUX_OR: acc |= v; break;
            default: acc ^= v; break;
            }
        }
        for (l = 0; l < 32; l++) if (g[l]) g[l]->res = acc;
        break;
    }
    case NR_W_ELECT: {
        uint32_t leader = 0;
        while (!(mask >> leader & 1)) leader++;
        for (l = 0; l < 32; l++) if (g[l]) { g[l]->res = leader; g[l]->res_pred = l == leader; }
        break;
    }
    case NR_W_TENSOR:
        /* every lane must be here with the same form (.sync.aligned) */
        for (l = 0; l < 32; l++)
            if (!g[l] || g[l]->wait.tensor != w0->tensor)
                return nr_fault(s->cx, g[l] ? g[l] : t0, "%s: all 32 threads of the warp must execute the same instruction",
                                wait_name(w0));
        if (nr_tensor_complete(s->cx, g)) return NR_FAULT;
        break;
    default: /* warpsync */
        break;
    }
    for (l = 0; l < 32; l++) if (g[l]) make_runnable(s, g[l]);
    return 0;
}

static void fault_wait_desc(nr_ctx *cx, nr_thread *t, const char *extra) {
    const nr_wait *w = &t->wait;
    if (w->kind == NR_W_BAR) {
        append(cx, "\n    ");
        describe_thread(cx, t);
        append(cx, " waits at barrier %u%s", w->barid, extra);
    } else {
        append(cx, "\n    ");
        describe_thread(cx, t);
        append(cx, " waits at %s", wait_name(w));
        if (is_warp_coll(w->kind)) append(cx, " with membermask 0x%08x", w->mask);
    }
    describe_insn(cx, t);
}

/* Check whether the warp collective thread T waits on can complete. */
static int popc32(uint32_t x) {
    int n = 0;
    while (x) { x &= x - 1; n++; }
    return n;
}

static int try_warp(sched *s, nr_thread *t) {
    uint32_t mask = t->wait.mask, l;
    if (!(mask >> t->lane & 1))
        return nr_fault(s->cx, t, "%s: the executing thread (lane %u) is not in membermask 0x%08x", wait_name(&t->wait), t->lane, mask);
    if (s->ncoll[t->warp] < popc32(mask)) {
        /* not everyone can be here yet; still catch lanes that do not exist */
        uint32_t base = t->warp * 32;
        if (base + 32 > s->cx->nthreads && (mask >> (s->cx->nthreads - base)))
            ; /* fall through to the full check, which reports it */
        else
            return 0;
    }
    for (l = 0; l < 32; l++) {
        nr_thread *u;
        if (!(mask >> l & 1)) continue;
        u = thread_at(s, t->warp, l);
        if (!u)
            return nr_fault(s->cx, t, "deadlock: %s membermask 0x%08x names lane %u, which does not exist (the CTA has %u threads)",
                            wait_name(&t->wait), mask, l, s->cx->nthreads);
        if (u->state == NR_T_EXITED) {
            nr_fault(s->cx, t, "deadlock: %s membermask 0x%08x names lane %u, ", wait_name(&t->wait), mask, l);
            describe_thread(s->cx, u);
            append(s->cx, ", which has exited");
            return NR_FAULT;
        }
        if (u->state != NR_T_BLOCKED || u->wait.kind != t->wait.kind || u->wait.mask != mask || u->resumed) return 0;
    }
    return complete_warp(s, t->warp, mask, t);
}

static int bar_expected(sched *s, barrier *b) {
    return b->expected ? (int)b->expected : (int)(s->cx->nthreads - s->nexited);
}

static void try_barrier(sched *s, uint32_t id) {
    barrier *b = &s->bars[id];
    uint32_t i;
    if (!b->used || (int)b->arrived < bar_expected(s, b)) return;
    for (i = 0; i < s->cx->nthreads; i++) {
        nr_thread *t = &s->cx->threads[i];
        if (t->state == NR_T_BLOCKED && t->wait.kind == NR_W_BAR && t->wait.barid == id && !t->resumed) {
            switch (t->wait.op) {
            case NR_BARRED_POPC: t->res = b->popc; break;
            case NR_BARRED_AND: t->res_pred = b->and_; break;
            case NR_BARRED_OR: t->res_pred = b->or_; break;
            default: break;
            }
            make_runnable(s, t);
        }
    }
    memset(b, 0, sizeof *b);
}

static int arrive_bar(sched *s, nr_thread *t) {
    barrier *b;
    if (t->wait.barid > 15) return nr_fault(s->cx, t, "barrier id %u out of range 0..15", t->wait.barid);
    b = &s->bars[t->wait.barid];
    if (!b->used) {
        b->used = 1;
        b->expected = t->wait.count;
        b->and_ = 1;
    } else if (b->expected != t->wait.count) {
        return nr_fault(s->cx, t, "barrier %u: thread count %u differs from the %u given by an earlier arrival", t->wait.barid,
                        t->wait.count, b->expected);
    }
    if (t->wait.count && t->wait.count % 32)
        return nr_fault(s->cx, t, "barrier %u: thread count %u is not a multiple of the warp size", t->wait.barid, t->wait.count);
    if (t->wait.count > s->cx->nthreads + 31)
        return nr_fault(s->cx, t, "deadlock: barrier %u expects %u threads but the CTA has %u", t->wait.barid, t->wait.count, s->cx->nthreads);
    b->arrived++;
    if (t->wait.op != NR_BARRED_NONE) {
        if (t->wait.pred) { b->popc++; b->or_ = 1; } else b->and_ = 0;
    }
    if (t->wait.kind == NR_W_BAR_ARRIVE) make_runnable(s, t);
    try_barrier(s, t->wait.barid);
    return 0;
}

/* activemask: once no thread of the warp can run, each group of threads blocked at the same
 * activemask site gets the mask of that group (the threads converged there). */
static void try_activemask(sched *s, uint32_t warp) {
    uint32_t l, done = 0;
    if (!s->nam[warp]) return;
    for (l = 0; l < 32; l++) {
        nr_thread *u = thread_at(s, warp, l);
        if (u && u->state == NR_T_RUNNABLE) return;
    }
    for (l = 0; l < 32; l++) {
        nr_thread *u = thread_at(s, warp, l), *v;
        uint32_t m = 0, k;
        if (!u || u->state != NR_T_BLOCKED || u->wait.kind != NR_W_ACTIVEMASK || u->resumed || (done >> l & 1)) continue;
        for (k = l; k < 32; k++) {
            v = thread_at(s, warp, k);
            if (v && v->state == NR_T_BLOCKED && v->wait.kind == NR_W_ACTIVEMASK && !v->resumed && v->wait.site == u->wait.site)
                m |= 1u << k;
        }
        done |= m;
        for (k = l; k < 32; k++)
            if (m >> k & 1) {
                v = thread_at(s, warp, k);
                v->res = m;
                make_runnable(s, v);
            }
    }
}

static int on_blocked(sched *s, nr_thread *t) {
    int r = 0;
    switch (t->wait.kind) {
    case NR_W_BAR:
    case NR_W_BAR_ARRIVE: r = arrive_bar(s, t); break;
    case NR_W_ACTIVEMASK: s->nam[t->warp]++; break;
    default:
        if (is_warp_coll(t->wait.kind)) {
            s->ncoll[t->warp]++;
            r = try_warp(s, t);
        }
        else r = nr_fault(s->cx, t, "engine blocked on an unknown operation");
        break;
    }
    if (!r) try_activemask(s, t->warp);
    return r;
}

static int on_exited(sched *s, nr_thread *t) {
    uint32_t i;
    s->nexited++;
    /* copies still in flight land before the CTA ends (async.h) */
    if (t->ncpq && nr_cpasync_wait(s->cx, t, -1)) return NR_FAULT;
    if (t->nbq && nr_bulk_wait(s->cx, t, -1)) return NR_FAULT;
    /* A blocked collective naming this thread can never complete. */
    for (i = t->warp * 32; i < s->cx->nthreads && i < t->warp * 32 + 32; i++) {
        nr_thread *u = &s->cx->threads[i];
        if (u->state == NR_T_BLOCKED && !u->resumed && is_warp_coll(u->wait.kind) && (u->wait.mask >> t->lane & 1)) {
            nr_fault(s->cx, u, "deadlock: %s membermask 0x%08x names lane %u, ", wait_name(&u->wait), u->wait.mask, t->lane);
            describe_thread(s->cx, t);
            append(s->cx, ", which has exited");
            return NR_FAULT;
        }
    }
    for (i = 0; i < 16; i++)
        if (s->bars[i].used && !s->bars[i].expected) try_barrier(s, i);
    try_activemask(s, t->warp);
    return 0;
}

static int report_deadlock(sched *s) {
    nr_ctx *cx = s->cx;
    uint32_t i, j, shown = 0, nblocked = 0;
    nr_thread *first = NULL, *reps[4];
    for (i = 0; i < cx->nthreads; i++)
        if (cx->threads[i].state == NR_T_BLOCKED) { nblocked++; if (!first) first = &cx->threads[i]; }
    if (!first) return 0;
    nr_fault(cx, first, "deadlock: all %u non-exited threads of the CTA are blocked", nblocked);
    /* one representative thread for each distinct thing waited on */
    for (i = 0; i < cx->nthreads && shown < 4; i++) {
        nr_thread *t = &cx->threads[i];
        int dup = 0;
        if (t->state != NR_T_BLOCKED) continue;
        for (j = 0; j < shown; j++)
            if (reps[j]->wait.kind == t->wait.kind && reps[j]->wait.barid == t->wait.barid && reps[j]->wait.mask == t->wait.mask &&
                (t->wait.kind == NR_W_BAR || reps[j]->warp == t->warp))
                dup = 1;
        if (dup) continue;
        reps[shown++] = t;
        if (t->wait.kind == NR_W_BAR) {
            barrier *b = &s->bars[t->wait.barid];
            char extra[64];
            snprintf(extra, sizeof extra, " (%u of %d threads arrived)", b->arrived, bar_expected(s, b));
            fault_wait_desc(cx, t, extra);
        } else {
            fault_wait_desc(cx, t, "");
        }
    }
    return NR_FAULT;
}

static int run_cta(nr_ctx *cx, sched *s) {
    const nr_engine *e = cx->eng;
    uint32_t i, n = cx->nthreads;
    uint64_t quantum = 100000;
    memset(s->bars, 0, sizeof s->bars);
    memset(s->nam, 0, sizeof s->nam);
    memset(s->ncoll, 0, sizeof s->ncoll);
    s->nexited = 0;
    s->nrunnable = n;
    for (i = 0; i < n; i++) {
        nr_thread *t = &cx->threads[i];
        uint8_t *local = t->local;
        uint64_t cap = t->local_cap;
        void *eng = t->eng;
        memset(t, 0, sizeof *t);
        t->local = local;
        t->local_cap = cap;
        t->eng = eng;
        t->linear = i;
        t->tid[0] = i % cx->launch.block[0];
        t->tid[1] = (i / cx->launch.block[0]) % cx->launch.block[1];
        t->tid[2] = i / (cx->launch.block[0] * cx->launch.block[1]);
        memcpy(t->ctaid, cx->ctaid, sizeof t->ctaid);
        t->lane = i % 32;
        t->warp = i / 32;
        t->state = NR_T_RUNNABLE;
        if (nr_local_reserve(cx, t, cx->kinfo.static_local)) return nr_fault(cx, t, "cannot allocate .local memory");
        if (e->thread_init(cx, cx->mod, t)) return NR_FAULT;
    }
    while (s->nrunnable > 0) {
        for (i = 0; i < n; i++) {
            nr_thread *t = &cx->threads[i];
            uint64_t before;
            int r;
            if (t->state != NR_T_RUNNABLE) continue;
            before = t->insns;
            r = e->step(cx, cx->mod, t, quantum);
            cx->total_insns += t->insns - before;
            switch (r) {
            case NR_EXITED:
                t->state = NR_T_EXITED;
                s->nrunnable--;
                if (on_exited(s, t)) return NR_FAULT;
                break;
            case NR_BLOCKED:
                t->state = NR_T_BLOCKED;
                t->resumed = 0;
                s->nrunnable--;
                if (on_blocked(s, t)) return NR_FAULT;
                break;
            case NR_YIELD: break;
            default:
                if (!cx->faulted) nr_fault(cx, t, "engine fault");
                return NR_FAULT;
            }
            if (cx->total_insns > cx->max_insns)
                return nr_fault(cx, t, "instruction limit of %llu exceeded (an endless loop?)", (unsigned long long)cx->max_insns);
        }
    }
    if (s->nexited < n) return report_deadlock(s);
    return 0;
}

static int run_grid(nr_ctx *cx) {
    const nr_launch *L = &cx->launch;
    sched s;
    uint32_t x, y, z, i;
    uint64_t shsize;
    int rc = 0;
    uint32_t dalign = cx->kinfo.dyn_shared_align ? cx->kinfo.dyn_shared_align : 16;
    memset(&s, 0, sizeof s);
    s.cx = cx;
    cx->nthreads = L->block[0] * L->block[1] * L->block[2];
    cx->threads = (nr_thread *)calloc(cx->nthreads, sizeof *cx->threads);
    shsize = ((cx->kinfo.static_shared + dalign - 1) & ~(uint64_t)(dalign - 1)) + L->shared_bytes;
    cx->mem.shared = (uint8_t *)calloc(1, shsize ? (size_t)shsize : 1);
    cx->mem.shared_size = shsize;
    for (z = 0; z < L->grid[2] && !rc; z++)
        for (y = 0; y < L->grid[1] && !rc; y++)
            for (x = 0; x < L->grid[0] && !rc; x++) {
                cx->ctaid[0] = x; cx->ctaid[1] = y; cx->ctaid[2] = z;
                memset(cx->mem.shared, 0, (size_t)shsize);
                rc = run_cta(cx, &s);
            }
    for (i = 0; i < cx->nthreads; i++) {
        if (cx->threads[i].eng && cx->eng->thread_fini) cx->eng->thread_fini(cx, cx->mod, &cx->threads[i]);
        free(cx->threads[i].local);
    }
    free(cx->threads);
    cx->threads = NULL;
    free(cx->mem.shared);
    cx->mem.shared = NULL;
    return rc;
}

/* ---------------------------------------------------------------- launch */

uint64_t nr_fnv1a64(const uint8_t *p, uint64_t n) {
    uint64_t h = 0xcbf29ce484222325ULL, i;
    for (i = 0; i < n; i++) { h ^= p[i]; h *= 0x100000001b3ULL; }
    return h;
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) { fclose(f); return NULL; }
    buf = (char *)malloc((size_t)n + 1);
    if (fread(buf, 1, (size_t)n, f) != (size_t)n) { free(buf); fclose(f); return NULL; }
    buf[n] = 0;
    fclose(f);
    *len = (size_t)n;
    return buf;
}

static void free_mem(nr_mem *m) {
    int i;
    for (i = 0; i < m->nglob; i++) free(m->glob[i].data);
    free(m->glob);
    free(m->cnst);
    free(m->param);
    memset(m, 0, sizeof *m);
}

int nr_find_binding(const nr_launch *L, const char *name, size_t len) {
    int i;
    for (i = 0; i < L->nargs; i++)
        if (L->args[i].bind[0] && strlen(L->args[i].bind) == len && !memcmp(L->args[i].bind, name, len)) return i;
    return -1;
}

int nr_check_binding(nr_ctx *cx, const char *name, size_t len, int surface) {
    int i = nr_find_binding(&cx->launch, name, len);
    if (i < 0) {
        nr_error(cx, "%s: module-scope %s reference '%.*s' is not bound: give an argument %.*s=%s:FMT:...", cx->launch.file,
                 surface ? "surface" : "texture", (int)len, name, (int)len, name, surface ? "surf" : "tex");
        return -1;
    }
    if (cx->launch.args[i].img.surface != surface) {
        nr_error(cx, "%s: '%.*s' is a module-scope %s reference but is bound to a %s", cx->launch.file, (int)len, name,
                 surface ? "surface" : "texture", surface ? "texture (tex:)" : "surface (surf:)");
        return -1;
    }
    return i;
}

int nr_check_bindings_used(nr_ctx *cx, int (*declared)(void *user, const char *name, int surface), void *user) {
    int i;
    for (i = 0; i < cx->launch.nargs; i++) {
        const nr_arg *a = &cx->launch.args[i];
        if (a->bind[0] && !declared(user, a->bind, a->img.surface)) {
            nr_error(cx, "%s: argument %s=%s:... names no module-scope %s reference of the module", cx->launch.file, a->bind,
                     a->img.surface ? "surf" : "tex", a->img.surface ? "surface" : "texture");
            return -1;
        }
    }
    return 0;
}

int nr_check_image_param(nr_ctx *cx, int param, int surface) {
    const nr_launch *L = &cx->launch;
    int j, k = -1;
    for (j = 0; j < L->nargs; j++)
        if (!L->args[j].bind[0] && ++k == param) break;
    if (j >= L->nargs) return -2; /* too few arguments: build_params says so */
    if (!L->args[j].is_image || L->args[j].img.surface != surface) {
        nr_error(cx, "%s: parameter %d of kernel '%s' is an image parameter (%s) but argument %d is not a %s",
                 L->file, param, L->kernel, surface ? ".surfref" : ".texref", j, surface ? "surface (surf:...)" : "texture (tex:...)");
        return -1;
    }
    return j;
}

static int build_params(nr_ctx *cx) {
    nr_launch *L = &cx->launch;
    nr_kinfo *k = &cx->kinfo;
    uint64_t off = 0;
    int i, j, nargs = 0;
    for (i = 0; i < L->nargs; i++) nargs += !L->args[i].bind[0];
    if (k->nparams != nargs) {
        nr_error(cx, "%s: kernel '%s' takes %d parameter%s but %d argument%s given", L->file, L->kernel, k->nparams,
                 k->nparams == 1 ? "" : "s", nargs, nargs == 1 ? " was" : "s were");
        return -1;
    }
    for (i = 0; i < k->nparams; i++) {
        uint32_t al = k->params[i].align ? k->params[i].align : 1;
        off = (off + al - 1) & ~(uint64_t)(al - 1);
        off += k->params[i].size;
    }
    cx->mem.param = (uint8_t *)calloc(1, off ? (size_t)off : 1);
    cx->mem.param_size = off;
    off = 0;
    for (i = 0, j = 0; i < k->nparams; i++, j++) {
        nr_arg *a;
        uint32_t al = k->params[i].align ? k->params[i].align : 1;
        uint32_t need;
        uint64_t value;
        while (L->args[j].bind[0]) j++; /* bound images are no parameters */
        a = &L->args[j];
        need = a->is_push ? a->push_size : a->is_buf ? 8 : (uint32_t)nr_type_size(a->type);
        /* an image's handle is its argument's index (texture.c's image_of) */
        value = a->is_image ? NR_IMAGE_HANDLE + (uint64_t)j : a->is_buf ? a->addr : a->bits;
        off = (off + al - 1) & ~(uint64_t)(al - 1);
        k->param_off[i] = off;
        if (k->params[i].size != need) {
            nr_error(cx, "%s: kernel '%s' parameter %d is %u bytes but argument %d (%s%s) is %u bytes", L->file, L->kernel, i,
                     k->params[i].size, j, a->is_image ? (a->img.surface ? "surf:" : "tex:") : a->is_buf ? "buf:" : "", a->is_push ? "push" : a->is_image ? "object" : nr_type_names[a->type], need);
            return -1;
        }
        if (a->is_push) memcpy(cx->mem.param + off, a->push, need);
        else nr_wr(cx->mem.param + off, need, value);
        off += k->params[i].size;
    }
    return 0;
}

int nr_run(nr_launch *launch, char *errbuf, size_t errsize) {
    nr_ctx *cx = (nr_ctx *)calloc(1, sizeof *cx);
    char *owned = NULL;
    int i, rc = 0, nbuf = 0;
    uint64_t nthreads;
    struct timespec t0, t1;
    cx->launch = *launch;
    cx->max_insns = launch->max_insns ? launch->max_insns : NR_DEFAULT_MAX_INSNS;
    cx->mem.next_global = NR_GLOBAL_BASE;
    if (!launch->file) cx->launch.file = "kernel";
    if (errbuf && errsize) errbuf[0] = 0;
    for (i = 0; i < 3; i++)
        if (!launch->grid[i] || !launch->block[i]) { nr_error(cx, "grid and block dimensions must be at least 1"); rc = 2; goto out; }
    nthreads = (uint64_t)launch->block[0] * launch->block[1] * launch->block[2];
    if (nthreads > 1024 || launch->block[2] > 64) {
        nr_error(cx, "block %ux%ux%u is too large (at most 1024 threads, z at most 64)", launch->block[0], launch->block[1], launch->block[2]);
        rc = 2;
        goto out;
    }
    if (launch->grid[1] > 65535 || launch->grid[2] > 65535) { nr_error(cx, "grid y and z must be at most 65535"); rc = 2; goto out; }
    cx->eng = nr_find_engine(launch->engine ? launch->engine : "ptx");
    if (!cx->eng) { nr_error(cx, "unknown engine '%s' (ptx, ir or cuda)", launch->engine); rc = 2; goto out; }
    if (launch->time_reps && strcmp(cx->eng->name, "cuda")) {
        nr_error(cx, "--time needs the cuda engine (the stepping engines count instructions: --stats)");
        rc = 2;
        goto out;
    }
    if (!launch->text) {
        size_t len;
        owned = read_file(launch->file, &len);
        if (!owned) { nr_error(cx, "%s: cannot read: %s", launch->file, strerror(errno)); rc = 2; goto out; }
        cx->launch.text = owned;
        cx->launch.text_len = len;
    }
    /* buffers first, so their addresses do not depend on the module */
    for (i = 0; i < launch->nargs; i++) {
        nr_arg *a = &launch->args[i];
        if (a->is_buf) {
            char name[32];
            uint8_t *data;
            snprintf(name, sizeof name, "%s %d", a->is_image ? (a->img.surface ? "surf" : "tex") : "buf", nbuf++);
            a->bytes = a->count * (uint64_t)nr_type_size(a->type);
            a->addr = nr_map_global(cx, a->bytes, name, &data);
            init_buffer(a, data);
            a->data = NULL;
        }
    }
    cx->launch.args = launch->args;
    if (cx->eng->load(cx, cx->launch.file, cx->launch.text, cx->launch.text_len, &cx->mod)) { rc = 2; goto out; }
    if (build_params(cx)) { rc = 2; goto out; }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    if (cx->eng->launch) rc = cx->eng->launch(cx, cx->mod);
    else rc = run_grid(cx) ? 1 : 0;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    launch->insns = cx->total_insns;
    if (rc == 0 && launch->stats && !cx->eng->launch) {
        double dt = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
        fprintf(stderr, "nvcgrun: %llu instructions in %.3f s of CPU time (%.1f M/s)\n", (unsigned long long)cx->total_insns, dt,
                dt > 0 ? (double)cx->total_insns / dt / 1e6 : 0.0);
    }
    /* hand the buffers' bytes to the caller */
    nbuf = 0;
    for (i = 0; i < launch->nargs; i++) {
        nr_arg *a = &launch->args[i];
        if (a->is_buf) {
            int k;
            for (k = 0; k < cx->mem.nglob; k++)
                if (cx->mem.glob[k].base == a->addr) {
                    a->data = cx->mem.glob[k].data;
                    cx->mem.glob[k].data = NULL;
                    break;
                }
        }
    }
out:
    launch->printf_out = cx->pout;
    cx->pout = NULL;
    if (cx->mod && cx->eng && cx->eng->unload) cx->eng->unload(cx->mod);
    if (errbuf && errsize) snprintf(errbuf, errsize, "%s", cx->err);
    free_mem(&cx->mem);
    free(owned);
    free(cx);
    return rc;
}

void nr_free_results(nr_launch *launch) {
    int i;
    free(launch->printf_out);
    launch->printf_out = NULL;
    for (i = 0; i < launch->nargs; i++) {
        free(launch->args[i].data);
        launch->args[i].data = NULL;
    }
}

void nr_format_elem(nr_type t, const uint8_t *p, char *buf, int size) {
    int sz = nr_type_size(t), fmt = type_fpfmt(t);
    uint64_t v = nr_rd(p, (uint32_t)sz);
    if (fmt >= 0) {
        char num[64];
        fp_format_value(fmt, v, num, sizeof num);
        snprintf(buf, (size_t)size, "%s 0x%0*llx", num, sz * 2, (unsigned long long)v);
    } else {
        int64_t sv = sz == 8 ? (int64_t)v : (int64_t)(v ^ (1ULL << (8 * sz - 1))) - (int64_t)(1ULL << (8 * sz - 1));
        snprintf(buf, (size_t)size, "%lld 0x%0*llx", (long long)sv, sz * 2, (unsigned long long)v);
    }
}

void nr_print_results(const nr_launch *launch, FILE *out) {
    int i, nbuf = 0, nsurf = 0;
    if (launch->digest) {
        /* FNV-1a 64 chained over every buffer's bytes (tests/corpus/hostsim's digest) */
        uint64_t h = 0xcbf29ce484222325ULL, k;
        for (i = 0; i < launch->nargs; i++)
            if (launch->args[i].is_buf && launch->args[i].data && !(launch->args[i].is_image && !launch->args[i].img.surface))
                for (k = 0; k < launch->args[i].bytes; k++) { h ^= launch->args[i].data[k]; h *= 0x100000001b3ULL; }
        fprintf(out, "digest: fnv1a64=%016llx\n", (unsigned long long)h);
    }
    for (i = 0; i < launch->nargs; i++) {
        const nr_arg *a = &launch->args[i];
        uint64_t k;
        int sz;
        if (!a->is_buf || (a->is_image && !a->img.surface)) continue;
        if (a->is_image) fprintf(out, "surf %d: fnv1a64=%016llx\n", nsurf++, (unsigned long long)nr_fnv1a64(a->data, a->bytes));
        else fprintf(out, "buf %d: fnv1a64=%016llx\n", nbuf++, (unsigned long long)nr_fnv1a64(a->data, a->bytes));
        if (!launch->dump || !a->data) continue;
        sz = nr_type_size(a->type);
        for (k = 0; k < a->count; k++) {
            char line[128];
            nr_format_elem(a->type, a->data + k * (uint64_t)sz, line, sizeof line);
            fprintf(out, "%s\n", line);
        }
    }
}
