/* async.c — cp.async queues and mbarrier objects (async.h). */
#include "async.h"

#include <string.h>

#define MB_PEND(w) ((uint32_t)((w) & 0xfffff))
#define MB_EXP(w) ((uint32_t)(((w) >> 20) & 0xfffff))
#define MB_PHASE(w) ((uint32_t)((w) >> 63))
static int32_t mb_tx(uint64_t w) {
    int32_t x = (int32_t)((w >> 40) & 0x3fffff);
    return x & 0x200000 ? x - 0x400000 : x;
}
static uint64_t mb_make(uint32_t pend, uint32_t exp, int32_t tx, uint32_t phase) {
    return (uint64_t)(pend & 0xfffff) | (uint64_t)(exp & 0xfffff) << 20 | (uint64_t)((uint32_t)tx & 0x3fffff) << 40 |
           (uint64_t)phase << 63;
}

uint32_t nr_mbar_pending_count(uint64_t state) { return MB_PEND(state); }

static int bulk_flush_mbar(nr_ctx *cx, nr_thread *t, const uint8_t *mb);

int nr_mbar(nr_ctx *cx, nr_thread *t, int op, nr_space sp, uint64_t addr, uint64_t arg, uint64_t *res) {
    uint8_t *p = nr_xlate(cx, t, sp, addr, 8, 8, op != NR_MB_TEST_WAIT && op != NR_MB_TEST_WAIT_PARITY);
    uint64_t w;
    uint32_t pend, exp, phase, cnt = (uint32_t)arg;
    int32_t tx;
    if (!p) return NR_FAULT;
    if (sp == NR_GENERIC ? nr_generic_space(addr) != NR_SHARED : sp != NR_SHARED)
        return nr_fault(cx, t, "mbarrier object at 0x%llx is not in shared memory", (unsigned long long)addr);
    w = nr_rd(p, 8);
    if ((op == NR_MB_ARRIVE || op == NR_MB_ARRIVE_NOCOMPLETE || op == NR_MB_ARRIVE_DROP ||
         op == NR_MB_ARRIVE_DROP_NOCOMPLETE || op == NR_MB_ARRIVE_EXPECT_TX) &&
        (op == NR_MB_ARRIVE_EXPECT_TX ? 1 : cnt) > MB_PEND(w)) {
        /* an arrive on a phase that waits only for bytes: the bulk copies in flight on it
         * land first (the hardware's would have by now, or the arrive is an error) */
        if (bulk_flush_mbar(cx, t, p) < 0) return NR_FAULT;
        w = nr_rd(p, 8);
    }
    pend = MB_PEND(w);
    exp = MB_EXP(w);
    phase = MB_PHASE(w);
    tx = mb_tx(w);
    *res = 0;
    switch (op) {
    case NR_MB_INIT:
        if (cnt < 1 || cnt > 0xfffff) return nr_fault(cx, t, "mbarrier.init count %u out of range 1..2^20-1", cnt);
        nr_wr(p, 8, mb_make(cnt, cnt, 0, 0));
        return 0;
    case NR_MB_INVAL: nr_wr(p, 8, 0); return 0;
    case NR_MB_TEST_WAIT: case NR_MB_TEST_WAIT_PARITY:
        *res = op == NR_MB_TEST_WAIT ? MB_PHASE(arg) != phase : (arg & 1) != phase;
        if (!*res) {
            /* bulk copies still in flight on this mbarrier land now (as late as they can) */
            int n = bulk_flush_mbar(cx, t, p);
            if (n < 0) return NR_FAULT;
            if (n) {
                phase = MB_PHASE(nr_rd(p, 8));
                *res = op == NR_MB_TEST_WAIT ? MB_PHASE(arg) != phase : (arg & 1) != phase;
            }
        }
        return 0;
    case NR_MB_EXPECT_TX: case NR_MB_ARRIVE_EXPECT_TX: tx += (int32_t)cnt; break;
    case NR_MB_COMPLETE_TX: tx -= (int32_t)cnt; break;
    default: break;
    }
    switch (op) {
    case NR_MB_ARRIVE_DROP: case NR_MB_ARRIVE_DROP_NOCOMPLETE:
        if (!exp) return nr_fault(cx, t, "mbarrier.arrive_drop on an mbarrier that expects no arrivals");
        exp--;
        /* fall through */
    case NR_MB_ARRIVE: case NR_MB_ARRIVE_NOCOMPLETE: case NR_MB_ARRIVE_EXPECT_TX:
        if (op == NR_MB_ARRIVE_EXPECT_TX) cnt = 1; /* ARG was the byte count */
        if (cnt > pend)
            return nr_fault(cx, t, "mbarrier arrive of %u with only %u arrivals pending (the phase would underflow)", cnt, pend);
        pend -= cnt;
        if ((op == NR_MB_ARRIVE_NOCOMPLETE || op == NR_MB_ARRIVE_DROP_NOCOMPLETE) && !pend)
            return nr_fault(cx, t, "mbarrier.arrive.noComplete completed the phase (undefined behaviour in PTX)");
        *res = (uint64_t)phase << 63 | pend;
        break;
    default: break;
    }
    if (!pend && !tx) { /* the phase completes */
        phase ^= 1;
        pend = exp;
    }
    nr_wr(p, 8, mb_make(pend, exp, tx, phase));
    return 0;
}

static int cp_perform(nr_ctx *cx, nr_thread *t, const struct nr_cpasync *c) {
    uint8_t *dp = nr_xlate(cx, t, NR_SHARED, c->dst, c->size, 0, 1), *sp;
    uint32_t k;
    if (!dp) return NR_FAULT;
    if (c->srcsize) {
        sp = nr_xlate(cx, t, NR_GLOBAL, c->src, c->srcsize, c->size, 0);
        if (!sp) return NR_FAULT;
        memmove(dp, sp, c->srcsize);
    }
    for (k = c->srcsize; k < c->size; k++) dp[k] = 0;
    return 0;
}

/* Performs the first N queued copies. */
static int cp_drain(nr_ctx *cx, nr_thread *t, uint32_t n) {
    uint32_t i;
    for (i = 0; i < n; i++)
        if (cp_perform(cx, t, &t->cpq[i])) return NR_FAULT;
    memmove(t->cpq, t->cpq + n, (t->ncpq - n) * sizeof t->cpq[0]);
    t->ncpq -= n;
    return 0;
}

int nr_cpasync(nr_ctx *cx, nr_thread *t, uint64_t dst, uint64_t src, uint32_t size, uint32_t srcsize) {
    struct nr_cpasync *c;
    if (srcsize > size) return nr_fault(cx, t, "cp.async src-size %u exceeds cp-size %u", srcsize, size);
    if ((dst | src) & (size - 1)) return nr_fault(cx, t, "cp.async of %u bytes needs %u-byte aligned addresses", size, size);
    if (t->ncpq == NR_CPASYNC_MAX && cp_drain(cx, t, 1)) return NR_FAULT;
    c = &t->cpq[t->ncpq++];
    c->dst = dst;
    c->src = src;
    c->size = size;
    c->srcsize = srcsize;
    c->group = 0;
    return 0;
}

int nr_cpasync_commit(nr_ctx *cx, nr_thread *t) {
    uint32_t i;
    (void)cx;
    t->cpgroup++;
    for (i = 0; i < t->ncpq; i++)
        if (!t->cpq[i].group) t->cpq[i].group = t->cpgroup;
    return 0;
}

int nr_cpasync_wait(nr_ctx *cx, nr_thread *t, int n) {
    uint32_t i = 0;
    if (n < 0) return cp_drain(cx, t, t->ncpq);
    /* groups older than the N most recent committed ones: group <= cpgroup - N */
    while (i < t->ncpq && t->cpq[i].group && t->cpq[i].group + (uint32_t)n <= t->cpgroup) i++;
    return cp_drain(cx, t, i);
}

int nr_cpasync_mbar_arrive(nr_ctx *cx, nr_thread *t, nr_space sp, uint64_t addr, int noinc) {
    uint64_t r;
    if (cp_drain(cx, t, t->ncpq)) return NR_FAULT;
    /* without .noinc the pending count went up by one at issue and the arrive takes it back */
    return noinc ? nr_mbar(cx, t, NR_MB_ARRIVE, sp, addr, 1, &r) : 0;
}

/* ---- cp.async.bulk ---- */

static int bulk_perform(nr_ctx *cx, nr_thread *t, const struct nr_bulk *c) {
    nr_space ds = c->kind == NR_BULK_S2G ? NR_GLOBAL : NR_SHARED, ss = c->kind == NR_BULK_G2S ? NR_GLOBAL : NR_SHARED;
    uint8_t *dp = nr_xlate(cx, t, ds, c->dst, c->size, 16, 1), *sp;
    uint64_t r;
    if (!dp) return NR_FAULT;
    if (!(sp = nr_xlate(cx, t, ss, c->src, c->size, 16, 0))) return NR_FAULT;
    memmove(dp, sp, c->size);
    if (c->kind == NR_BULK_S2G) return 0;
    return nr_mbar(cx, t, NR_MB_COMPLETE_TX, NR_SHARED, c->mbar, c->size, &r);
}

/* Performs thread T's queued copies for which KEEP is 0, oldest first. */
static int bulk_drain(nr_ctx *cx, nr_thread *t, const uint8_t *keep) {
    uint32_t i, n = 0, total = t->nbq;
    struct nr_bulk q[NR_BULK_MAX];
    memcpy(q, t->bq, total * sizeof q[0]);
    /* the queue is rewritten first: performing may test an mbarrier, which drains again */
    for (i = 0; i < total; i++)
        if (keep[i]) t->bq[n++] = q[i];
    t->nbq = n;
    for (i = 0; i < total; i++)
        if (!keep[i] && bulk_perform(cx, t, &q[i])) return NR_FAULT;
    return 0;
}

/* Performs every thread's copies that signal the mbarrier at host address MB; returns how
 * many, or -1 after a fault. */
static int bulk_flush_mbar(nr_ctx *cx, nr_thread *t, const uint8_t *mb) {
    uint32_t k, i;
    int n = 0;
    (void)t;
    for (k = 0; k < cx->nthreads; k++) {
        nr_thread *u = &cx->threads[k];
        uint8_t keep[NR_BULK_MAX];
        int any = 0;
        for (i = 0; i < u->nbq; i++) {
            const struct nr_bulk *c = &u->bq[i];
            keep[i] = 1;
            if (c->kind != NR_BULK_S2G && cx->mem.shared && c->mbar < cx->mem.shared_size &&
                cx->mem.shared + c->mbar == mb) {
                keep[i] = 0;
                any = 1;
                n++;
            }
        }
        if (any && bulk_drain(cx, u, keep)) return -1;
    }
    return n;
}

int nr_bulk_copy(nr_ctx *cx, nr_thread *t, int kind, uint64_t dst, uint64_t src, uint32_t size, uint64_t mbar,
                 uint32_t mcmask) {
    struct nr_bulk *c;
    if (size % 16 || (dst | src) & 15)
        return nr_fault(cx, t, "cp.async.bulk of %u bytes from 0x%llx to 0x%llx: sizes and addresses must be multiples of 16",
                        size, (unsigned long long)src, (unsigned long long)dst);
    if (mcmask & ~1u)
        return nr_fault(cx, t, "cp.async.bulk multicast mask 0x%x names a CTA outside the cluster (nvcgrun runs clusters of one CTA)",
                        mcmask);
    if (!mcmask || !size) return 0; /* no CTA receives it */
    if (t->nbq == NR_BULK_MAX) { /* the oldest lands early (PTX allows completion at any time) */
        uint8_t keep[NR_BULK_MAX];
        memset(keep, 1, sizeof keep);
        keep[0] = 0;
        if (bulk_drain(cx, t, keep)) return NR_FAULT;
    }
    c = &t->bq[t->nbq++];
    c->kind = kind;
    c->dst = dst;
    c->src = src;
    c->mbar = mbar;
    c->size = size;
    c->group = 0;
    return 0;
}

int nr_bulk_commit(nr_ctx *cx, nr_thread *t) {
    uint32_t i;
    (void)cx;
    t->bgroup++;
    for (i = 0; i < t->nbq; i++)
        if (t->bq[i].kind == NR_BULK_S2G && !t->bq[i].group) t->bq[i].group = t->bgroup;
    return 0;
}

int nr_bulk_wait(nr_ctx *cx, nr_thread *t, int n) {
    uint8_t keep[NR_BULK_MAX];
    uint32_t i;
    for (i = 0; i < t->nbq; i++) {
        const struct nr_bulk *c = &t->bq[i];
        /* groups older than the N most recent committed ones: group <= bgroup - N */
        keep[i] = n >= 0 && !(c->kind == NR_BULK_S2G && c->group && c->group + (uint32_t)n <= t->bgroup);
    }
    return bulk_drain(cx, t, keep);
}

int nr_st_bulk(nr_ctx *cx, nr_thread *t, nr_space sp, uint64_t addr, uint64_t size) {
    uint8_t *p;
    if ((addr | size) & 7)
        return nr_fault(cx, t, "st.bulk of %llu bytes at 0x%llx: the size and the address must be multiples of 8",
                        (unsigned long long)size, (unsigned long long)addr);
    if (!size) return 0;
    if (size > 0xffffffffu) return nr_fault(cx, t, "st.bulk of %llu bytes is out of range", (unsigned long long)size);
    if (!(p = nr_xlate(cx, t, sp, addr, (uint32_t)size, 8, 1))) return NR_FAULT;
    memset(p, 0, (size_t)size);
    return 0;
}
