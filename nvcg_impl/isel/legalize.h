/* legalize.h -- what the type legaliser, the operation legaliser and the DAG combiner
 * share (seeds/001 is the specification): 128-bit integer arithmetic for constants,
 * the legaliser context with the nine value maps, node-building shorthands that stamp
 * the node being legalised onto what they build, and the expansions both legalisers
 * use (an i128 ADD is expanded by the type legaliser where i128 is not a legal type and
 * by the operation legaliser where it is a legal type without arithmetic).
 *
 * Data flow: build -> nv_dag_combine(0) -> nv_dag_legalize_types -> nv_dag_legalize_ops
 * -> nv_dag_combine(1) -> select. */

/* ---- 128-bit integers (two's complement in lo/hi words) ---- */
typedef struct nv_u128 {
  uint64_t lo, hi;
} nv_u128;
static nv_u128 nv_u128_make(uint64_t lo, uint64_t hi);
static nv_u128 nv_u128_add(nv_u128 a, nv_u128 b);
static nv_u128 nv_u128_sub(nv_u128 a, nv_u128 b);
static nv_u128 nv_u128_mul(nv_u128 a, nv_u128 b);
static nv_u128 nv_u128_not(nv_u128 a);
static nv_u128 nv_u128_and(nv_u128 a, nv_u128 b);
static nv_u128 nv_u128_or(nv_u128 a, nv_u128 b);
static nv_u128 nv_u128_xor(nv_u128 a, nv_u128 b);
static nv_u128 nv_u128_shl(nv_u128 a, unsigned s);  /* s < 128 */
static nv_u128 nv_u128_lshr(nv_u128 a, unsigned s); /* s < 128 */
static nv_u128 nv_u128_ashr(nv_u128 a, unsigned s); /* s < 128 */
static int nv_u128_eq(nv_u128 a, nv_u128 b);
static int nv_u128_ult(nv_u128 a, nv_u128 b);
static int nv_u128_is_zero(nv_u128 a);
/* quotient and remainder of unsigned division (d != 0) */
static void nv_u128_udivrem(nv_u128 n, nv_u128 d, nv_u128 *q, nv_u128 *r);
/* the low `bits` bits, zero- or sign-extended to 128 */
static nv_u128 nv_u128_zext(nv_u128 a, unsigned bits);
static nv_u128 nv_u128_sext(nv_u128 a, unsigned bits);
static unsigned nv_u128_clz(nv_u128 a, unsigned bits);
static unsigned nv_u128_ctz(nv_u128 a, unsigned bits);
static unsigned nv_u128_popcount(nv_u128 a);
static int nv_u128_bit(nv_u128 a, unsigned i);

/* ---- division by a constant (divconst.c), for the DAG combiner ---- */
typedef struct nv_udiv_magic {
  nv_u128 mul;      /* multiplier (< 2^N) */
  unsigned pre;     /* x >> pre first (even divisors) */
  unsigned post;    /* then the final shift */
  int add;          /* the N+1-bit form: (t + ((x - t) >> 1)) >> post */
} nv_udiv_magic;

typedef struct nv_sdiv_magic {
  nv_u128 mul;      /* multiplier, < 2^N (as an N-bit signed value: negative when >= 2^(N-1)) */
  unsigned shift;   /* arithmetic shift after the multiply */
  int add_x;        /* mul >= 2^(N-1): add x to the high product */
} nv_sdiv_magic;

/* d: 2 <= d < 2^bits, not a power of two; bits 8..64 */
static void nv_udiv_magic_of(nv_u128 d, unsigned bits, nv_udiv_magic *out);
/* a = |d|: 3 <= a < 2^(bits-1), not a power of two; bits 8..64 */
static void nv_sdiv_magic_of(nv_u128 a, unsigned bits, nv_sdiv_magic *out);

/* ---- the legaliser context ---- */

/* The nine maps of seeds/001, in the order its table lists them. Each maps a value
 * (node id, result number) to what replaced it: one promoted / softened / widened /
 * replacing value, two halves (expanded, split), or one value per element
 * (scalarised: nvcg scalarises a whole vector at once, so v2f32 -> 2 x f32). */
#define NV_LZ_MAPS(X)                                                                    \
  X(PROMOTED_INTEGERS, "PromotedIntegers") X(EXPANDED_INTEGERS, "ExpandedIntegers")        \
  X(SOFTENED_FLOATS, "SoftenedFloats") X(PROMOTED_FLOATS, "PromotedFloats")                \
  X(EXPANDED_FLOATS, "ExpandedFloats") X(SCALARIZED_VECTORS, "ScalarizedVectors")          \
  X(SPLIT_VECTORS, "SplitVectors") X(WIDENED_VECTORS, "WidenedVectors")                    \
  X(REPLACED_VALUES, "ReplacedValues")
typedef enum nv_lz_map_kind {
#define NV_X_ENUM(name, str) NV_LZ_##name,
  NV_LZ_MAPS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_LZ_NMAPS
} nv_lz_map_kind;

typedef struct nv_lz {
  nv_dag *d;
  const nv_target *t;
  const struct nv_options *o;
  nv_diag_sink *diag;
  nv_diag_sink own_diag; /* used when the options carry no sink */
  int failed;
  int oplevel;           /* 1 in the operation legaliser: every type is already legal */
  uint32_t flags;        /* fast-math flags of the node being legalised */
  /* type legaliser state: keys are nv_lz_key(value), values index `vals` */
  nv_map maps[NV_LZ_NMAPS];
  NV_VEC(nv_sdval) vals;
  NV_VEC(uint8_t) processed; /* by node id */
  unsigned sweeps;
} nv_lz;

/* Result of an operand handler. */
enum { NV_LZ_FAIL = 0, NV_LZ_REPLACED = 1, NV_LZ_UPDATED = 2 };

static void nv_lz_init(nv_lz *z, nv_dag *d, const struct nv_options *o);
static void nv_lz_free(nv_lz *z);
/* Reports an error naming the node's IR instruction; returns 0 for `return nv_lz_error`. */
static int nv_lz_error(nv_lz *z, const nv_sdnode *n, const char *fmt, ...) NV_PRINTF(3, 4);
/* Makes `n` the node being legalised: its IR instruction, order and flags go onto
 * the nodes built for it. */
static void nv_lz_begin(nv_lz *z, const nv_sdnode *n);

/* ---- building ---- */
static nv_sdval nv_lz_node(nv_lz *z, unsigned op, nv_evt vt, const nv_sdval *ops, unsigned n);
static nv_sdval nv_lz_n1(nv_lz *z, unsigned op, nv_evt vt, nv_sdval a);
static nv_sdval nv_lz_n2(nv_lz *z, unsigned op, nv_evt vt, nv_sdval a, nv_sdval b);
static nv_sdval nv_lz_n3(nv_lz *z, unsigned op, nv_evt vt, nv_sdval a, nv_sdval b, nv_sdval c);
static nv_sdval nv_lz_const(nv_lz *z, nv_evt vt, uint64_t v);   /* truncated to vt */
static nv_sdval nv_lz_const_s(nv_lz *z, nv_evt vt, int64_t v);  /* sign-extended to vt */
static nv_sdval nv_lz_const128(nv_lz *z, nv_evt vt, nv_u128 v);
static nv_sdval nv_lz_fpconst(nv_lz *z, nv_evt vt, double v);   /* v representable in vt */
static nv_sdval nv_lz_i32(nv_lz *z, uint32_t v);                /* shift amounts, indices */
static nv_sdval nv_lz_setcc(nv_lz *z, nv_sdval a, nv_sdval b, unsigned cc);
static nv_sdval nv_lz_select(nv_lz *z, nv_sdval c, nv_sdval t, nv_sdval f);
static nv_sdval nv_lz_undef(nv_lz *z, nv_evt vt);
/* Zero or sign extension of the low `bits` of v in place (AND / SIGN_EXTEND_INREG). */
static nv_sdval nv_lz_zext_inreg(nv_lz *z, nv_sdval v, unsigned bits);
static nv_sdval nv_lz_sext_inreg(nv_lz *z, nv_sdval v, unsigned bits);
/* Extension (op = ZERO/SIGN/ANY_EXTEND) or truncation of an integer to vt. */
static nv_sdval nv_lz_resize(nv_lz *z, unsigned op, nv_evt vt, nv_sdval v);
static nv_sdval nv_lz_bitcast(nv_lz *z, nv_evt vt, nv_sdval v);
/* Memory: nodes copy `like` and change type, extension and the alignment left at the
 * offset (nv_align_at, core.h). */
static nv_sdval nv_lz_ptr_add(nv_lz *z, nv_sdval ptr, uint64_t off);
static nv_sdval nv_lz_load(nv_lz *z, nv_evt vt, nv_sdval chain, nv_sdval ptr, const nv_memop *like,
                           nv_evt memvt, uint8_t ext, uint64_t off);
static nv_sdval nv_lz_store(nv_lz *z, nv_sdval chain, nv_sdval val, nv_sdval ptr, const nv_memop *like,
                            nv_evt memvt, uint64_t off);
static nv_sdval nv_lz_chain_of(nv_sdval load); /* the chain result of a load-like node */
static int nv_isd_is_fp_arith(unsigned op);
static int nv_cc_is_signed(unsigned cc);
static unsigned nv_cc_to_unsigned(unsigned cc);
/* Replaces every result of n that vals[r].n names, recording ReplacedValues when the
 * type legaliser runs. */
static void nv_lz_replace(nv_lz *z, nv_sdnode *n, const nv_sdval *vals);
static void nv_lz_replace1(nv_lz *z, nv_sdnode *n, nv_sdval v);

/* ---- the type legaliser's maps ---- */
static void nv_lz_map_set(nv_lz *z, nv_lz_map_kind k, nv_sdval v, const nv_sdval *vals, unsigned n);
static const nv_sdval *nv_lz_map_find(nv_lz *z, nv_lz_map_kind k, nv_sdval v);
static nv_sdval nv_lz_remap(nv_lz *z, nv_sdval v);
static int nv_lz_is_processed(const nv_lz *z, const nv_sdnode *n);
/* Getters: the transformed form of an illegal value. A value whose node has not been
 * processed yet (built in this sweep) is bridged through a node the next sweep
 * resolves (ANY_EXTEND, EXTRACT_ELEMENT, ...), so handlers never wait for order. */
static nv_sdval nv_lz_get_promoted(nv_lz *z, nv_sdval v);
static void nv_lz_get_expanded(nv_lz *z, nv_sdval v, nv_sdval *lo, nv_sdval *hi);
static nv_sdval nv_lz_get_softened(nv_lz *z, nv_sdval v);
static nv_sdval nv_lz_get_promoted_fp(nv_lz *z, nv_sdval v);
static void nv_lz_get_split(nv_lz *z, nv_sdval v, nv_sdval *lo, nv_sdval *hi);
static nv_sdval nv_lz_get_widened(nv_lz *z, nv_sdval v);
/* Element i of any vector value, in whatever state it is (legal, scalarised, split,
 * widened, not processed yet). */
static nv_sdval nv_lz_elt(nv_lz *z, nv_sdval v, unsigned i);
/* An integer value of `bits` bits made of v's bits (v: any value of that size). */
static nv_sdval nv_lz_as_int(nv_lz *z, nv_sdval v);
/* The integer promote/zext/sext view of an integer operand, whatever its action. */
static nv_sdval nv_lz_int_operand(nv_lz *z, nv_sdval v, unsigned ext, nv_evt *vt_out);

/* ---- handlers (legalize_int.c, legalize_fp.c, legalize_vec.c) ---- */
static int nv_lz_promote_int_result(nv_lz *z, nv_sdnode *n, unsigned r);
static int nv_lz_promote_int_operand(nv_lz *z, nv_sdnode *n, unsigned i);
static int nv_lz_expand_int_result(nv_lz *z, nv_sdnode *n, unsigned r, nv_sdval *lo, nv_sdval *hi);
static int nv_lz_expand_int_operand(nv_lz *z, nv_sdnode *n, unsigned i);
static int nv_lz_soften_result(nv_lz *z, nv_sdnode *n, unsigned r);
static int nv_lz_soften_operand(nv_lz *z, nv_sdnode *n, unsigned i);
static int nv_lz_promote_fp_result(nv_lz *z, nv_sdnode *n, unsigned r);
static int nv_lz_promote_fp_operand(nv_lz *z, nv_sdnode *n, unsigned i);
static int nv_lz_vector_result(nv_lz *z, nv_sdnode *n, unsigned r, nv_type_action a);
static int nv_lz_vector_operand(nv_lz *z, nv_sdnode *n, unsigned i);
/* Unrolls an elementwise operation on a vector into per-element operations and a
 * BUILD_VECTOR (the Expand action of a legal vector type, done by the type legaliser
 * so that the element operations are legalised in turn). */
static nv_sdval nv_lz_unroll(nv_lz *z, nv_sdnode *n);
static int nv_isd_is_elementwise(unsigned op);
static int nv_isd_is_atomic(unsigned op);
/* Replaces n by its nv_lz_rewrite, or reports "cannot <what> <op>". */
static int nv_lz_rewrite_or_fail(nv_lz *z, nv_sdnode *n, const char *what);
/* Reports a value of type vt that nothing can legalise (atomics, calls, registers). */
static int nv_lz_unsupported_value(nv_lz *z, nv_sdnode *n, nv_evt vt);
static int nv_lz_update_operand(nv_lz *z, nv_sdnode *n, unsigned i, nv_sdval v);
/* Same-type rewrites shared by both legalisers (SMIN -> SELECT of SETCC, ABS, rotates,
 * overflow and saturating arithmetic, ...): fills vals[] for every result and returns 1,
 * or returns 0 when the operation has no such rewrite. */
static int nv_lz_rewrite(nv_lz *z, nv_sdnode *n, nv_sdval *vals);

/* ---- expansions and lowerings both legalisers use ---- */
/* IEEE-exact f32 fmod, an f32 -> bf16 round-to-nearest-even in integer operations, the
 * bf16 -> f32 widening, f64 -> f32 round-to-odd (the exact road from f64 to bf16). */
static nv_sdval nv_lz_frem_f32(nv_lz *z, nv_sdval x, nv_sdval y);
static nv_sdval nv_lz_f32_to_bf16_bits(nv_lz *z, nv_sdval x);
static nv_sdval nv_lz_bf16_bits_to_f32(nv_lz *z, nv_sdval bits16);
static nv_sdval nv_lz_f64_to_f32_odd(nv_lz *z, nv_sdval x);
/* f32 -> the 16-bit format (f16 or bf16) and back: the rounding an f16 operation
 * computed in f32 needs. */
static nv_sdval nv_lz_round_half_in_f32(nv_lz *z, nv_sdval x, unsigned sc);
/* Converts an f32/f64 value to the bits of a 16-bit format, correctly rounded. */
static nv_sdval nv_lz_fp_to_half_bits(nv_lz *z, nv_sdval x, unsigned sc);
static nv_sdval nv_lz_half_bits_to_f32(nv_lz *z, nv_sdval bits16, unsigned sc);

/* ---- checking ---- */
static unsigned nv_lz_check_maps(nv_lz *z);
/* The type and the action table the operation legaliser consults for n (seeds/001:
 * action = table[VT][opcode], with the type chosen per opcode). */
static nv_op_action nv_node_action(const nv_target *t, const nv_sdnode *n);
static nv_conv_kind nv_conv_kind_of(unsigned op); /* NV_CONV_COUNT for non-conversions */
static int nv_lz_custom_keeps(const nv_target *t, const nv_sdnode *n);
