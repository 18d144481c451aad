/* tensor.h -- the warp-level matrix families (tensor cores): wmma.load/store/mma, mma.sync,
 * ldmatrix and stmatrix. Their intrinsics are one row each in the intrinsic table
 * (intrinsics.h, signature "@"), because the name alone says what they are: shape,
 * fragment, layouts, element types, rounding, saturation and pointer space. This decoder
 * turns a name into an nv_tensor_op once (and does the same for the sm_90 mbarrier forms,
 * whose names carry semantics, scope and space); the verifier takes the function type from it,
 * the selector the exact PTX spelling and the SM / PTX ISA the form needs, the IR
 * interpreter its semantics. The set of forms and their requirements follow the PTX ISA
 * manual (warp-level matrix instructions) and the spellings LLVM's NVPTX backend accepts
 * (llvm.nvvm.wmma.<geom>.load.a.row.stride.f16.p1, llvm.nvvm.mma.m16n8k16.row.col.bf16,
 * llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3, ...). */

/* Fragment element types: X(NAME, "ptx spelling", bits). */
#define NV_TENSOR_TYPES(X)                                                                    \
  X(F16, "f16", 16) X(F32, "f32", 32) X(F64, "f64", 64) X(S32, "s32", 32) X(S8, "s8", 8)       \
  X(U8, "u8", 8) X(S4, "s4", 4) X(U4, "u4", 4) X(B1, "b1", 1) X(BF16, "bf16", 16)            \
  X(TF32, "tf32", 32) X(E4M3, "e4m3", 8) X(E5M2, "e5m2", 8) X(B16, "b16", 16)

typedef enum nv_tensor_type {
  NV_TT_NONE = 0,
#define NV_X_ENUM(name, str, bits) NV_TT_##name,
  NV_TENSOR_TYPES(NV_X_ENUM)
#undef NV_X_ENUM
  NV_TT_COUNT
} nv_tensor_type;

typedef enum nv_tensor_kind {
  NV_TK_NONE,
  NV_TK_WMMA_LOAD,   /* wmma.load.{a,b,c}: fragment <- memory (ptr, [stride]) */
  NV_TK_WMMA_STORE,  /* wmma.store.d: memory <- fragment (ptr, d..., [stride]) */
  NV_TK_WMMA_MMA,    /* wmma.mma: d <- a * b + c */
  NV_TK_MMA,         /* mma.sync: d <- a * b + c, fragments as the PTX ISA's figures */
  NV_TK_LDMATRIX,    /* ldmatrix: 1, 2 or 4 8x8 b16 matrices <- rows addressed per lane */
  NV_TK_STMATRIX,    /* stmatrix: the inverse */
  /* sm_90 mbarrier forms named llvm.nvvm.mbarrier.<op>[.parity][.tl][.relaxed].scope.<s>.space.cta */
  NV_TK_MBAR_TRY_WAIT,       /* (ptr3, i64 state | i32 parity [, i32 time limit]) -> i1 */
  NV_TK_MBAR_ARRIVE_EXPECT_TX, /* (ptr3, i32 tx bytes) -> i64 state */
  NV_TK_MBAR_EXPECT_TX,      /* (ptr3, i32 tx bytes) */
  /* sm_90 tensor-map copies (TMA), LLVM 20's llvm.nvvm.cp.async.bulk.tensor.<dir>[.<redop>].<mode>.<N>d */
  NV_TK_BULK_TENSOR,
  /* sm_100 tensor-memory loads and stores, llvm.nvvm.tcgen05.{ld,st}.<shape>.x<num> */
  NV_TK_TCGEN05_LD,  /* (ptr6 [, i64 half-split offset], i1 pack) -> i32 | <n x i32> */
  NV_TK_TCGEN05_ST,  /* (ptr6 [, i64 offset], i32 | <n x i32>, i1 unpack) */
  NV_TK_TCGEN05_CP   /* llvm.nvvm.tcgen05.cp.<shape>[.<src fmt>].{cg1,cg2}: (ptr6, i64 sdesc) */
} nv_tensor_kind;

/* tcgen05.ld/st shapes (nv_tensor_op.tcshape) and the 32-bit registers one repetition takes */
#define NV_TCGEN05_SHAPES(X) X(16X64B, "16x64b", 1) X(16X128B, "16x128b", 2) X(16X256B, "16x256b", 4) \
  X(32X32B, "32x32b", 1) X(16X32BX2, "16x32bx2", 1)
enum {
#define NV_X_TCS(name, str, regs) NV_TCS_##name,
  NV_TCGEN05_SHAPES(NV_X_TCS)
#undef NV_X_TCS
  NV_TCS_COUNT
};

/* cp.async.bulk.tensor directions (nv_tensor_op.bdir) and reductions (.bred, 1-based) */
enum { NV_TBD_G2S, NV_TBD_S2G, NV_TBD_PREFETCH, NV_TBD_REDUCE };
/* cp.async.bulk.tensor's sm_100 load modes (nv_tensor_op.bext): .tile::gather4 (g2s and
 * prefetch; s2g: .tile::scatter4), 2d with five i32 coordinates (column, four rows);
 * .im2col::w and .im2col::w::128 (g2s and prefetch), 3d..5d with two i16 im2col operands
 * (wHalo, wOffset). They need sm_100a/103a/110a or the sm_100f/103f/110f families, PTX
 * ISA 8.6, and LLVM spells their g2s forms only with the p7 destination and cta_group. */
enum { NV_TBX_NONE, NV_TBX_GATHER4, NV_TBX_W, NV_TBX_W128 };
#define NV_TENSOR_BULK_REDOPS(X) X(ADD, "add") X(MIN, "min") X(MAX, "max") X(INC, "inc") X(DEC, "dec") \
  X(AND, "and") X(OR, "or") X(XOR, "xor")

enum { NV_TL_ROW = 0, NV_TL_COL = 1 };
enum { NV_TB1_NONE = 0, NV_TB1_XOR_POPC, NV_TB1_AND_POPC };

typedef struct nv_tensor_op {
  uint8_t kind;            /* nv_tensor_kind */
  uint8_t m, n;            /* shape (ldmatrix/stmatrix: 8x8) */
  uint16_t k;
  char frag;               /* wmma.load/store: 'a' 'b' 'c' 'd' */
  uint8_t alayout, blayout; /* NV_TL_*; wmma.load/store keep their layout in alayout */
  uint8_t ta, tb, tc, td;  /* element types (nv_tensor_type) */
  uint8_t na, nb, nc, nd;  /* registers per thread of each fragment (load: nd = loaded) */
  uint8_t nmat;            /* ldmatrix/stmatrix: .x1 .x2 .x4 */
  uint8_t trans;           /* ldmatrix/stmatrix .trans */
  uint8_t stride;          /* wmma.load/store with a stride operand */
  uint8_t as;              /* address space of the pointer operand */
  uint8_t satf;            /* .satfinite */
  uint8_t rnd;             /* wmma f64: 0 or 1..4 = .rn .rz .rm .rp */
  uint8_t b1op;            /* NV_TB1_* */
  uint8_t parity, timelimit, relaxed, cluster; /* mbarrier forms: .parity, .tl, .relaxed, scope */
  uint8_t bdir, bdims, bim2col, bred; /* cp.async.bulk.tensor: NV_TBD_*, 1..5, .im2col, redop (0 none) */
  uint8_t bext;            /* cp.async.bulk.tensor sm_100 load modes: NV_TBX_* (0: plain .tile / .im2col) */
  uint8_t tcshape, tcnum, tcregs;      /* tcgen05.ld/st: NV_TCS_*, .x<num>, 32-bit registers */
  uint8_t tccp, tcfmt, tccg;           /* tcgen05.cp: shape, source format (0 none), cta_group */
  uint16_t sm, ptx;        /* the target the form needs (sm_XY, PTX ISA X.Y as XY) */
  uint16_t maxptx;         /* the last PTX ISA with the form (wmma f16 .satfinite: 6.4), 0 none */
} nv_tensor_op;

/* Decodes a full intrinsic name of one of the families. Returns 1 on success; 0 with a
 * message ("unknown wmma fragment 'e'", "mma.m16n8k16 has no .s4 form", ...) otherwise. */
static int nv_tensor_decode(const char *full, nv_tensor_op *t, char *err, size_t errsize);
/* The IR function type of a decoded form (LLVM's: f16 fragments are <2 x half>, f32
 * float, f64 double, everything else i32; one register is returned unwrapped). */
static nv_type *nv_tensor_fn_type(nv_context *c, const nv_tensor_op *t);
/* The types of a form's later LLVM spellings where they differ from LLVM 20's (the one
 * nv_tensor_fn_type gives), else NULL: cp.async.bulk.tensor.g2s takes a shared::cluster
 * destination (ptr addrspace(7)) from LLVM 21 (alt 0), and then also a trailing i32
 * cta_group (alt 1: 0 none, 1, 2). s2g, prefetch and reduce kept their operands. */
static nv_type *nv_tensor_fn_type_alt(nv_context *c, const nv_tensor_op *t, unsigned alt);
/* The PTX instruction with $N operand references, N counting the results first and then
 * the call's arguments in order: "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32
 * \t{$0, $1, $2, $3}, {$4, $5}, {$6}, {$7, $8, $9, $10};". */
static void nv_tensor_ptx(const nv_tensor_op *t, nv_buf *b);
/* The mnemonic alone (for messages): "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32". */
static void nv_tensor_mnemonic(const nv_tensor_op *t, nv_buf *b);
static const char *nv_tensor_type_name(unsigned tt);
/* cp.async.bulk.tensor: how many i16 im2col offsets the form takes (N-2 for g2s/prefetch
 * .im2col, else 0), and the PTX reduction name of .bred ("add", ...). */
static unsigned nv_tensor_bulk_offsets(const nv_tensor_op *t);
/* cp.async.bulk.tensor: how many i32 coordinates the form takes (.tile::gather4 /
 * .tile::scatter4: 5, else its dimensions). */
static unsigned nv_tensor_bulk_coords(const nv_tensor_op *t);
static const char *nv_tensor_bulk_redop(unsigned bred);
/* The most 32-bit registers one tcgen05.ld/st moves (the PTX ISA's widest forms: .x128 of
 * 16x64b/32x32b, .x64 of 16x128b, .x32 of 16x256b); the emitter's machine instructions hold
 * them (NV_EMIT_MAX_OPS). */
#define NV_TCGEN05_MAX_REGS 128u
static unsigned nv_tensor_type_bits(unsigned tt);
