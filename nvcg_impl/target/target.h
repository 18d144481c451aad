/* target.h -- the NVPTX target description: value types (EVT/MVT), register classes,
 * the legal-type model per SM and PTX version, the operation-action table, and the
 * target object the code generator consults (seeds/001 is the specification).
 *
 * Value types. An EVT (nv_evt) describes any type a SelectionDAG value can have:
 *   bits 0..7   scalar code: 1..128 = iN, or one of NV_SC_* (f16, bf16, f32, ...)
 *   bits 8..23  vector element count, 0 for scalars
 * so i32 is 32, v4f32 is NV_SC_F32 | 4 << 8. An MVT (nv_mvt) is the index of an EVT in the
 * one table of simple types below (NV_MVTS); EVTs outside it (i24, v3i8, v16f32 ...) are
 * "extended": never legal, always handled by the type legaliser. The action table is
 * indexed by MVT, as in cicc (seeds/001: action = table[VT][opcode]). */

typedef uint32_t nv_evt;

enum {
  NV_SC_NONE = 0,
  /* 1..128: integers of that width */
  NV_SC_F16 = 129,
  NV_SC_BF16,
  NV_SC_F32,
  NV_SC_F64,
  NV_SC_F128,
  NV_SC_E2M1,   /* FP4, only packed in pairs (sm_100+) */
  NV_SC_E2M3,   /* FP6 */
  NV_SC_E3M2,   /* FP6 */
  NV_SC_UE8M0,  /* 8-bit exponent-only scale */
  NV_SC_OTHER = 250, /* chains */
  NV_SC_GLUE = 251   /* glue between nodes that must stay together */
};

#define NV_EVT(sc, n) ((nv_evt)(sc) | ((nv_evt)(n) << 8))
#define NV_EVT_SC(vt) ((vt) & 0xffu)
#define NV_EVT_NELTS(vt) (((vt) >> 8) & 0xffffu)
#define NV_EVT_IS_VECTOR(vt) (NV_EVT_NELTS(vt) != 0)
#define NV_EVT_ELEM(vt) ((nv_evt)NV_EVT_SC(vt))
#define NV_EVT_IS_INT(vt) (NV_EVT_SC(vt) >= 1 && NV_EVT_SC(vt) <= 128)
#define NV_EVT_IS_FP(vt) (NV_EVT_SC(vt) >= NV_SC_F16 && NV_EVT_SC(vt) <= NV_SC_UE8M0)
#define NV_EVT_INT(bits) ((nv_evt)(bits))
#define NV_EVT_OTHER ((nv_evt)NV_SC_OTHER)
#define NV_EVT_GLUE ((nv_evt)NV_SC_GLUE)

/* The simple value types: X(NAME, scalar code, element count). Order is the MVT index;
 * it matches nothing outside nvcg and may grow. */
#define NV_MVTS(X)                                                                   \
  X(I1, 1, 0) X(I8, 8, 0) X(I16, 16, 0) X(I32, 32, 0) X(I64, 64, 0) X(I128, 128, 0)   \
  X(F16, NV_SC_F16, 0) X(BF16, NV_SC_BF16, 0) X(F32, NV_SC_F32, 0)                   \
  X(F64, NV_SC_F64, 0) X(F128, NV_SC_F128, 0)                                        \
  X(V2I1, 1, 2) X(V4I1, 1, 4)                                                        \
  X(V2I8, 8, 2) X(V4I8, 8, 4) X(V8I8, 8, 8) X(V16I8, 8, 16)                          \
  X(V2I16, 16, 2) X(V4I16, 16, 4) X(V8I16, 16, 8)                                    \
  X(V2I32, 32, 2) X(V4I32, 32, 4) X(V8I32, 32, 8)                                    \
  X(V2I64, 64, 2) X(V4I64, 64, 4)                                                    \
  X(V2F16, NV_SC_F16, 2) X(V4F16, NV_SC_F16, 4) X(V8F16, NV_SC_F16, 8)               \
  X(V2BF16, NV_SC_BF16, 2) X(V4BF16, NV_SC_BF16, 4) X(V8BF16, NV_SC_BF16, 8)         \
  X(V2F32, NV_SC_F32, 2) X(V4F32, NV_SC_F32, 4) X(V8F32, NV_SC_F32, 8)               \
  X(V2F64, NV_SC_F64, 2) X(V4F64, NV_SC_F64, 4)                                      \
  X(E2M1X2, NV_SC_E2M1, 2) X(E2M3X2, NV_SC_E2M3, 2) X(E3M2X2, NV_SC_E3M2, 2)         \
  X(UE8M0X2, NV_SC_UE8M0, 2)                                                         \
  X(OTHER, NV_SC_OTHER, 0) /* chains: the key of chain-only nodes in the action table */

typedef enum nv_mvt {
#define NV_X_ENUM(name, sc, n) NV_MVT_##name,
  NV_MVTS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_MVT_COUNT,
  NV_MVT_INVALID = 0xff
} nv_mvt;

/* Register classes: X(NAME, PTX register prefix, PTX declaration type, bits, signature
 * letter in ptx_insns.h). */
#define NV_REGCLASSES(X)                                                            \
  X(PRED, "%p", ".pred", 1, 'p')                                                    \
  X(B16, "%rs", ".b16", 16, 'h')                                                    \
  X(B32, "%r", ".b32", 32, 'r')                                                     \
  X(B64, "%rd", ".b64", 64, 'l')                                                    \
  X(F32, "%f", ".f32", 32, 'f')                                                     \
  X(F64, "%fd", ".f64", 64, 'd')                                                    \
  X(H16, "%h", ".b16", 16, 'x')   /* f16, bf16 */                                   \
  X(H32, "%hh", ".b32", 32, 'y')  /* v2f16, v2bf16, v2i16, v4i8 packed in 32 bits */ \
  X(B128, "%rq", ".b128", 128, 'q')

typedef enum nv_regclass {
#define NV_X_ENUM(name, prefix, decl, bits, letter) NV_RC_##name,
  NV_REGCLASSES(NV_X_ENUM)
#undef NV_X_ENUM
  NV_RC_COUNT,
  NV_RC_NONE = 0xff
} nv_regclass;

/* How the type legaliser treats a type (LLVM's TargetLowering::LegalizeTypeAction). */
typedef enum nv_type_action {
  NV_TA_LEGAL,
  NV_TA_PROMOTE_INTEGER,
  NV_TA_EXPAND_INTEGER,
  NV_TA_SOFTEN_FLOAT,
  NV_TA_PROMOTE_FLOAT,  /* f16/bf16 computed in f32 where the target lacks them */
  NV_TA_EXPAND_FLOAT,
  NV_TA_SCALARIZE_VECTOR,
  NV_TA_SPLIT_VECTOR,
  NV_TA_WIDEN_VECTOR
} nv_type_action;

/* Operation actions (seeds/001: the action byte). */
typedef enum nv_op_action {
  NV_OA_LEGAL = 0,
  NV_OA_CUSTOM = 1,
  NV_OA_EXPAND = 2,
  NV_OA_LIBCALL = 3,
  NV_OA_PROMOTE = 4
} nv_op_action;

/* The conversions whose action depends on both types: the conversion table is indexed
 * [kind][destination MVT][source MVT] (LLVM keeps such pairs in separate tables too:
 * load-extension, truncating-store and the like). */
#define NV_CONV_KINDS(X)                                                                \
  X(TRUNCATE) X(ZERO_EXTEND) X(SIGN_EXTEND) X(ANY_EXTEND) X(FP_EXTEND) X(FP_ROUND)       \
  X(FP_TO_SINT) X(FP_TO_UINT) X(SINT_TO_FP) X(UINT_TO_FP) X(BITCAST)
typedef enum nv_conv_kind {
#define NV_X_ENUM(name) NV_CONV_##name,
  NV_CONV_KINDS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_CONV_COUNT
} nv_conv_kind;

/* The four operations whose narrow forms follow one promotion decision (seeds/001:
 * the promotion action table at TLI+2681). */
enum { NV_PROMO_BSWAP, NV_PROMO_CTLZ, NV_PROMO_CTTZ, NV_PROMO_BITREVERSE, NV_PROMO_COUNT };

#define NV_CC_SLOTS 24 /* >= NV_CC_COUNT (isel.h), which target.h cannot see */

/* The target: one per compilation, filled once by nv_target_init (target/legal.c). */
typedef struct nv_target {
  unsigned sm;          /* e.g. 75 */
  unsigned ptx;         /* e.g. 78 = PTX 7.8 */
  char suffix;          /* 0, 'a' (architecture-specific: sm_90a) or 'f' (family: sm_100f) */
  uint8_t legal[NV_MVT_COUNT];          /* type-supported flags (seeds/001: TLI+8*VT+120) */
  uint8_t regclass[NV_MVT_COUNT];       /* class holding each legal type */
  uint8_t *op_action;                   /* [NV_MVT_COUNT][NV_ISD_COUNT] action bytes */
  uint8_t *conv_action;                 /* [NV_CONV_COUNT][NV_MVT_COUNT][NV_MVT_COUNT] */
  uint8_t *loadext_action;              /* [result MVT][memory MVT] extending loads */
  uint8_t *truncstore_action;           /* [value MVT][memory MVT] truncating stores */
  uint8_t promote_action[NV_PROMO_COUNT]; /* BSWAP/CTLZ/CTTZ/BITREVERSE on narrow types */
  uint8_t cc_action[NV_MVT_COUNT][NV_CC_SLOTS]; /* condition-code actions per (VT, condcode) */
} nv_target;

/* Value-type helpers (target/vt.c). */
static nv_mvt nv_evt_to_mvt(nv_evt vt);
static nv_evt nv_mvt_to_evt(nv_mvt m);
static unsigned nv_evt_bits(nv_evt vt);       /* total size in bits (vectors: all lanes) */
static unsigned nv_evt_scalar_bits(nv_evt vt);
static nv_evt nv_evt_vector(nv_evt elem, unsigned n);
static nv_evt nv_evt_with_elem_count(nv_evt vt, unsigned n);
/* The EVT of an IR type, or 0 when it has none (aggregates, void). */
static nv_evt nv_evt_of_type(const nv_type *t);
static void nv_evt_print(nv_buf *b, nv_evt vt);
static const char *nv_regclass_prefix(nv_regclass rc);
static const char *nv_regclass_decl(nv_regclass rc);
static unsigned nv_regclass_bits(nv_regclass rc); /* a register's width (pred: 1) */

/* Legality queries (target/legal.c). nv_target_init fills the tables once. */
static void nv_target_init(nv_target *t, unsigned sm, unsigned ptx);
static void nv_target_free(nv_target *t);
static int nv_target_type_legal(const nv_target *t, nv_evt vt);
/* How the type legaliser handles `vt`, and the type one step of that action yields
 * (promote: the wider type; expand: the half type; split: the half vector; scalarize:
 * the element; widen: the wider vector). */
static nv_type_action nv_target_type_action(const nv_target *t, nv_evt vt);
static nv_evt nv_target_type_to_transform(const nv_target *t, nv_evt vt);
/* The legal register type a value of `vt` lives in across blocks and how many of them
 * it takes (LLVM's getRegisterType / getNumRegisters): i8 -> 1 x i16, i128 on sm_60 ->
 * 2 x i64, v4f32 -> 4 x f32, v4f16 on sm_70 -> 2 x v2f16. */
static nv_evt nv_target_register_type(const nv_target *t, nv_evt vt, unsigned *count);
static nv_regclass nv_target_regclass(const nv_target *t, nv_evt legal_vt);
/* The operation action for (opcode, legal type). Types outside the MVT table are
 * Expand. The other tables: conversions keyed by (kind, destination, source), extending
 * loads by (result, memory type), truncating stores by (value, memory type), comparisons
 * by (compared type, condition code), and the narrow-type promotion decision. */
static nv_op_action nv_target_op_action(const nv_target *t, unsigned isd, nv_evt vt);
static nv_op_action nv_target_conv_action(const nv_target *t, nv_conv_kind k, nv_evt dst, nv_evt src);
static nv_op_action nv_target_loadext_action(const nv_target *t, nv_evt result, nv_evt mem);
static nv_op_action nv_target_truncstore_action(const nv_target *t, nv_evt value, nv_evt mem);
static nv_op_action nv_target_cc_action(const nv_target *t, unsigned cc, nv_evt vt);
/* Fills every action table from the rows in target/legal.c (called by nv_target_init). */
static void nv_target_init_actions(nv_target *t);
/* The lowest PTX ISA version that supports an SM (e.g. 75 -> 63, 90 -> 78). */
static unsigned nv_min_ptx_for_sm(unsigned sm);
/* The same for sm_XXa / sm_XXf targets (suffix 'a' or 'f'; 0 for plain sm_XX). */
static unsigned nv_min_ptx_for_target(unsigned sm, char suffix);
