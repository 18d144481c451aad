/* select.h -- the instruction selector's internal interface, shared by select.c (the
 * driver loop, arithmetic, conversions, control), select_mem.c (memory, atomics, the
 * .param call sequence) and select_intr.c (target intrinsics).
 *
 * Selection walks the legal DAG from the root down (users before operands), so that a
 * pattern can fold still-generic operands into the machine node it builds (an add into
 * an address, a mul into a mad). A machine node (NV_ISD_MACHINE) has the row's defs as
 * its first results, then a chain when it has side effects; its operands follow the
 * row's signature: one DAG value per use, two for an address (base, Constant offset),
 * then the guard predicate when NV_SDF_GUARD is set, then the chain. Constants and
 * symbols stay leaves: the emitter turns them into immediates where the signature
 * allows one and materialises them (mov) where it does not. */

typedef struct nv_sel {
  nv_isel *s;
  nv_dag *d;
  const nv_target *tgt;
  unsigned sm, ptx;
  int opt;
} nv_sel;

/* Builds a machine node: nvals value results of the given types, plus a chain result
 * when `chain` is set. */
static nv_sdnode *nv_mnode(nv_sel *S, unsigned opc, const struct nv_mmods *mods, const nv_evt *vts,
                           unsigned nvals, int chain, const nv_sdval *ops, unsigned nops);
/* One-result shorthand: value of type vt, no chain. */
static nv_sdval nv_mval(nv_sel *S, unsigned opc, const struct nv_mmods *mods, nv_evt vt, const nv_sdval *ops,
                        unsigned nops);
static struct nv_mmods *nv_mods_new(nv_sel *S);
/* Replaces `n` by machine node `m`: value results in order, the chain with the chain. */
static void nv_sel_replace(nv_sel *S, nv_sdnode *n, nv_sdnode *m);
static void nv_sel_replace_val(nv_sel *S, nv_sdnode *n, nv_sdval v);
static int nv_sel_fail(nv_sel *S, nv_sdnode *n, const char *why);
static int nv_sdval_used(nv_sdval v);
static unsigned nv_sdval_nuses(nv_sdval v);
/* 1 when the target has the row (its minimum SM); otherwise reports it and returns 0. */
static int nv_row_ok(nv_sel *S, nv_sdnode *n, unsigned row);
static nv_sdval nv_sel_const(nv_sel *S, nv_evt vt, uint64_t v);
static int nv_sel_has_chain_result(const nv_sdnode *n, unsigned *idx);

/* The matrix families (select_tensor.c). */
static int nv_select_tensor(nv_sel *S, nv_sdnode *n);
/* The texture and surface families (select_texture.c). */
static int nv_select_texture(nv_sel *S, nv_sdnode *n);
/* cp.async and mbarrier rows: 1 selected, 0 not one of them, -1 error reported. */
static int nv_select_async(nv_sel *S, nv_sdnode *n, unsigned id);
static int nv_select_bulk(nv_sel *S, nv_sdnode *n, unsigned id);
static int nv_select_hopper_misc(nv_sel *S, nv_sdnode *n, unsigned id);

/* Address matching: base (register value or symbol / frame-index leaf) + constant. */
static void nv_sel_addr(nv_sel *S, nv_sdval ptr, unsigned space, nv_sdval *base, nv_sdval *off);
static unsigned nv_space_of_as(unsigned as);
static int nv_sel_form_ok(nv_sel *S, nv_sdnode *n, const char *mnemonic, unsigned sm, unsigned ptx);

static int nv_select_mem(nv_sel *S, nv_sdnode *n);
static int nv_select_intrinsic(nv_sel *S, nv_sdnode *n);
/* Row choice helpers shared by the files. */
static unsigned nv_sel_setp_row(nv_evt vt, int is_unsigned);
static unsigned nv_sel_cmp_of_cc(unsigned cc, int *is_unsigned, int *is_fp_const);
static unsigned nv_sel_mov_row(nv_evt vt);
