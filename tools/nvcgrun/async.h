/* async.h — asynchronous copies (cp.async) and mbarrier objects, for both stepping
 * engines (the ptx engine decodes PTX, the ir engine the intrinsics; the semantics are
 * here once).
 *
 * cp.async completes as late as PTX allows, so a kernel that reads its destination
 * without waiting sees the old bytes (and differs from a GPU, where the race usually goes
 * the other way): each thread keeps its copies in order; cp.async.commit_group closes a
 * group; cp.async.wait_group N performs every copy but those of the N most recent groups;
 * cp.async.wait_all performs all. The source is read when the copy is performed. A copy
 * not yet in a group is performed by cp.async.wait_all or when the thread exits. More than
 * NR_CPASYNC_MAX outstanding copies perform the oldest early (PTX allows completion at any
 * time). cp.async.mbarrier.arrive performs the thread's copies and then makes the arrive
 * on the mbarrier (.noinc: the arrive counts towards the expected arrivals; without it
 * the pending count is raised by one first, so the two cancel).
 *
 * mbarrier. The 64-bit object's encoding is the emulator's (the hardware's is opaque):
 *   bits  0..19  pending arrivals of the current phase
 *   bits 20..39  expected arrivals (the init count, less arrive_drop's)
 *   bits 40..61  pending transaction bytes (signed: complete-tx may come first)
 *   bit  63      the current phase's parity
 * A phase completes when both pending counts are 0: the parity flips and the pending
 * arrival count is reloaded. arrive returns a state token: the parity of the phase it
 * arrived on in bit 63 and the pending count after the arrive in bits 0..19
 * (mbarrier.pending_count reads it). test_wait/try_wait(state) are true once that phase
 * completed; the .parity forms take the parity of the phase to wait for. try_wait never
 * blocks here (the hardware may suspend the thread for a while; a loop still spins).
 */
/* cp.async.bulk (sm_90) also completes as late as PTX allows. The copies that signal an
 * mbarrier (.global or .shared::cta to .shared::cluster, mbarrier::complete_tx::bytes)
 * are performed, and their bytes counted off the mbarrier's transaction count, when a
 * thread tests that mbarrier and finds its phase incomplete (every thread's copies on it,
 * oldest first), when an arrive finds no arrival pending in the phase (it waits only for
 * bytes), or when the issuing thread exits. So a kernel that reads the destination
 * without waiting on the mbarrier sees the old bytes, and one that never expects the bytes
 * (expect_tx) sees its phase complete early. The .shared::cta to .global copies form bulk
 * groups per thread, as cp.async's groups: cp.async.bulk.commit_group closes one;
 * cp.async.bulk.wait_group[.read] N performs all but the N most recent (the source is read
 * then, so overwriting it before the wait shows). nvcgrun runs clusters of one CTA: a
 * .shared::cluster address is the CTA's own .shared address, and a multicast mask naming
 * another CTA is a fault. Sizes and addresses must be multiples of 16. */
#ifndef NVCGRUN_ASYNC_H
#define NVCGRUN_ASYNC_H

#include "runner.h"

enum {
    NR_MB_INIT, NR_MB_INVAL, NR_MB_ARRIVE, NR_MB_ARRIVE_NOCOMPLETE, NR_MB_ARRIVE_DROP,
    NR_MB_ARRIVE_DROP_NOCOMPLETE, NR_MB_TEST_WAIT, NR_MB_TEST_WAIT_PARITY, NR_MB_EXPECT_TX,
    NR_MB_ARRIVE_EXPECT_TX, NR_MB_COMPLETE_TX
};

/* One mbarrier operation on the object at ADDR in space SP; ARG is the count, state, parity
 * or byte count the operation takes; *RES gets the state token (arrives) or the predicate
 * (waits). Returns 0 or NR_FAULT (after nr_fault: misaligned, out of range, underflow). */
int nr_mbar(nr_ctx *cx, nr_thread *t, int op, nr_space sp, uint64_t addr, uint64_t arg, uint64_t *res);
/* mbarrier.pending_count of a state token. */
uint32_t nr_mbar_pending_count(uint64_t state);

/* cp.async: queue a copy of SIZE bytes (SRCSIZE of them read, the rest zero) from .global
 * SRC to .shared DST. */
int nr_cpasync(nr_ctx *cx, nr_thread *t, uint64_t dst, uint64_t src, uint32_t size, uint32_t srcsize);
int nr_cpasync_commit(nr_ctx *cx, nr_thread *t);
/* wait_group N; N < 0: wait_all. */
int nr_cpasync_wait(nr_ctx *cx, nr_thread *t, int n);
/* cp.async.mbarrier.arrive[.noinc] */
int nr_cpasync_mbar_arrive(nr_ctx *cx, nr_thread *t, nr_space sp, uint64_t addr, int noinc);

enum { NR_BULK_G2S, NR_BULK_S2S, NR_BULK_S2G };
/* Queue a bulk copy of SIZE bytes; MBAR (.shared) for G2S/S2S; MCMASK: the CTAs of the
 * cluster that receive it (1 when not multicast). */
int nr_bulk_copy(nr_ctx *cx, nr_thread *t, int kind, uint64_t dst, uint64_t src, uint32_t size, uint64_t mbar,
                 uint32_t mcmask);
int nr_bulk_commit(nr_ctx *cx, nr_thread *t);
/* wait_group N (the bulk_group copies); N < 0: perform every queued copy (thread exit). */
int nr_bulk_wait(nr_ctx *cx, nr_thread *t, int n);
/* st.bulk (sm_100): SIZE zero bytes at ADDR in space SP (generic or .shared), both
 * multiples of 8. A plain (weak) store, performed at once. */
int nr_st_bulk(nr_ctx *cx, nr_thread *t, nr_space sp, uint64_t addr, uint64_t size);

#endif
