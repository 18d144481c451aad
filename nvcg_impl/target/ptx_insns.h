/* ptx_insns.h -- the PTX instruction table: every instruction nvcg emits, one row each.
 * Instruction selection picks rows; the machine verifier checks operands against the
 * row's signature; the PTX printer spells instructions from the row's template; the
 * minimum SM / PTX version of every row used decides whether a function can be emitted
 * for the target (and raises the module's .version when the user did not fix it).
 *
 * X(ID, "template", "signature", min_sm, min_ptx, flags)
 *
 * Template: the PTX spelling, with per-instance modifiers as placeholders that the
 * printer expands from the instruction's nv_mmods (an unset modifier prints nothing):
 *   {rnd} .rn/.rz/.rm/.rp/.rni/...   {ftz} .ftz   {sat} .sat   {approx} .approx/.full
 *   {cmp} .eq/.lt/.ltu/...           {bool} .and/.or/.xor       {space} .global/.shared/...
 *   {cache} .nc/.cg/.cs/...          {vec} .v2/.v4               {sem} .relaxed/.acquire/
 *   .volatile/...                    {scope} .cta/.cluster/.gpu/.sys  {uni} .uni
 *   {mode} family-specific, spelled from NV_PTX_MODES below
 * Signature: defs, then ';', then uses, comma separated; each operand is one or more
 * letters: register classes p (pred) h (b16 %rs) r (b32 %r) l (b64 %rd) f (f32) d (f64)
 * x (f16/bf16 %h) y (32-bit packed %hh) q (b128 %rq); i immediate; a address [base+off];
 * A address as a value ("base, off": add.u64 %rd, %SP, 8); b block label; s symbol;
 * S special register. A '*' in an operand repeats it {vec} times (vector loads/stores
 * print braces). Operands between '{' and '}' print as one braced vector operand
 * (mov.b64 %rd1, {%r1, %r2}); two defs joined by '|' print as "d|p" (shfl, match).
 * "pseudo" rows are not PTX: machine passes remove or expand them before printing (PHI),
 * or the printer spells them specially (COPY as mov, call sequences as braces).
 *
 * Flags: NV_PF_SIDE (never removed even when its results are unused), NV_PF_TERM (ends a
 * block: only branches and returns follow it), NV_PF_LOAD / NV_PF_STORE (memory),
 * NV_PF_CONTEXT (its operands only make sense inside a real kernel -- a .local or .shared
 * address, a size PTX fixes, a cluster special register -- so the table test
 * (tests/codegen/ptx_table_test.c) does not synthesise it alone; the lit tests assemble
 * each such row in real kernels). NV_PF_TEMPLATE: the row's text is built at selection by a
 * family decoder (tensor.h, texture.h) with $N operand references; the row gives the
 * instruction's name, its SM / PTX ISA needs and its memory behaviour. */

#define NV_PF_SIDE 1u
#define NV_PF_TERM 2u
#define NV_PF_LOAD 4u
#define NV_PF_STORE 8u
#define NV_PF_CONTEXT 16u
#define NV_PF_TEMPLATE 32u /* a "pseudo" row printed from the text its first use operand holds */
/* NV_PF_INVARIANT: a load of memory the kernel never writes (texture fetches, texture and
 * surface queries): the scheduling DAG orders it by its registers only, as it does
 * ld.global.nc (the machine side of the intrinsic table's NOMEM for llvm.nvvm.tex.*). */
#define NV_PF_INVARIANT 64u
/* NV_PF_CARRY_PAIR: two PTX instructions chained through the condition-code register
 * (add.cc then addc: a two-word add), one row so that no pass can put anything between
 * them. The template holds both spellings joined by '|'; the defs are the low and high
 * words, the uses (a.lo, b.lo, a.hi, b.hi). */
#define NV_PF_CARRY_PAIR 128u

/* Integer families over 16/32/64 bits: ID_S16, ID_S32, ID_S64 ("T" is the type letter). */
#define NV_PI_BIN(X, ID, op, T, t)                                                        \
  X(ID##_##T##16, op "." t "16", "h;hi,hi", 20, 10, 0)                                   \
  X(ID##_##T##32, op "." t "32", "r;ri,ri", 20, 10, 0)                                   \
  X(ID##_##T##64, op "." t "64", "l;li,li", 20, 10, 0)
#define NV_PI_UN(X, ID, op, T, t)                                                         \
  X(ID##_##T##16, op "." t "16", "h;h", 20, 10, 0)                                       \
  X(ID##_##T##32, op "." t "32", "r;r", 20, 10, 0)                                       \
  X(ID##_##T##64, op "." t "64", "l;l", 20, 10, 0)
#define NV_PI_SHIFT(X, ID, op, T, t)                                                      \
  X(ID##_##T##16, op "." t "16", "h;hi,ri", 20, 10, 0)                                   \
  X(ID##_##T##32, op "." t "32", "r;ri,ri", 20, 10, 0)                                   \
  X(ID##_##T##64, op "." t "64", "l;li,ri", 20, 10, 0)
#define NV_PI_MAD(X, ID, op, T, t)                                                        \
  X(ID##_##T##16, op "." t "16", "h;hi,hi,hi", 20, 10, 0)                                \
  X(ID##_##T##32, op "." t "32", "r;ri,ri,ri", 20, 10, 0)                                \
  X(ID##_##T##64, op "." t "64", "l;li,li,li", 20, 10, 0)
#define NV_PI_SETP(X, T, t)                                                               \
  X(SETP_##T##16, "setp{cmp}{bool}." t "16", "p;hi,hi", 20, 10, 0)                       \
  X(SETP_##T##32, "setp{cmp}{bool}." t "32", "p;ri,ri", 20, 10, 0)                       \
  X(SETP_##T##64, "setp{cmp}{bool}." t "64", "p;li,li", 20, 10, 0)

/* Floating-point families: f32 (f), f64 (d). */
#define NV_PF_BIN(X, ID, op)                                                              \
  X(ID##_F32, op "{rnd}{ftz}{sat}.f32", "f;fi,fi", 20, 10, 0)                            \
  X(ID##_F64, op "{rnd}.f64", "d;di,di", 20, 10, 0)
#define NV_PF_UN(X, ID, op)                                                               \
  X(ID##_F32, op "{ftz}.f32", "f;f", 20, 10, 0)                                          \
  X(ID##_F64, op ".f64", "d;d", 20, 10, 0)
/* Half-precision families: f16 (x), f16x2 (y), bf16 (x), bf16x2 (y). */
#define NV_PH_BIN(X, ID, op, sm, ptx, bsm, bptx)                                          \
  X(ID##_F16, op "{rnd}{ftz}{sat}.f16", "x;x,x", sm, ptx, 0)                              \
  X(ID##_F16X2, op "{rnd}{ftz}{sat}.f16x2", "y;y,y", sm, ptx, 0)                          \
  X(ID##_BF16, op "{rnd}.bf16", "x;x,x", bsm, bptx, 0)                                   \
  X(ID##_BF16X2, op "{rnd}.bf16x2", "y;y,y", bsm, bptx, 0)
#define NV_PH_UN(X, ID, op, sm, ptx, bsm, bptx)                                           \
  X(ID##_F16, op "{ftz}.f16", "x;x", sm, ptx, 0)                                         \
  X(ID##_F16X2, op "{ftz}.f16x2", "y;y", sm, ptx, 0)                                     \
  X(ID##_BF16, op ".bf16", "x;x", bsm, bptx, 0)                                          \
  X(ID##_BF16X2, op ".bf16x2", "y;y", bsm, bptx, 0)

/* Conversions: CVT_<dst>_<src>. */
#define NV_PCVT(X, D, S, d, s, sig) NV_PCVT_V(X, D, S, d, s, sig, 20, 10)
#define NV_PCVT_V(X, D, S, d, s, sig, sm, ptx) X(CVT_##D##_##S, "cvt{rnd}{ftz}{sat}." d "." s, sig, sm, ptx, 0)
#define NV_PCVT_INT(X)                                                                    \
  NV_PCVT(X, U16, U32, "u16", "u32", "h;r") NV_PCVT(X, U16, U64, "u16", "u64", "h;l")     \
  NV_PCVT(X, U32, U64, "u32", "u64", "r;l") NV_PCVT(X, U32, U16, "u32", "u16", "r;h")     \
  NV_PCVT(X, U64, U16, "u64", "u16", "l;h") NV_PCVT(X, U64, U32, "u64", "u32", "l;r")     \
  NV_PCVT(X, S32, S16, "s32", "s16", "r;h") NV_PCVT(X, S64, S16, "s64", "s16", "l;h")     \
  NV_PCVT(X, S64, S32, "s64", "s32", "l;r")                                               \
  /* sign_extend_inreg: the source register is as wide as the destination */             \
  NV_PCVT(X, S16, S8, "s16", "s8", "h;h") NV_PCVT(X, S32, S8, "s32", "s8", "r;r")         \
  NV_PCVT(X, S64, S8, "s64", "s8", "l;l") NV_PCVT(X, S32, S16R, "s32", "s16", "r;r")      \
  NV_PCVT(X, S64, S16R, "s64", "s16", "l;l") NV_PCVT(X, S64, S32R, "s64", "s32", "l;l")   \
  NV_PCVT(X, U16, U8, "u16", "u8", "h;h") NV_PCVT(X, U32, U8, "u32", "u8", "r;r")         \
  NV_PCVT(X, U64, U8, "u64", "u8", "l;l")
/* float <- int and int <- float, for f32 / f64 / f16 (any SM) and bf16 (sm_90, PTX 7.8) */
#define NV_PCVT_FI(X, F, f, fc) NV_PCVT_FI_V(X, F, f, fc, 20, 10)
#define NV_PCVT_FI_V(X, F, f, fc, sm, ptx)                                                \
  NV_PCVT_V(X, F, S16, f, "s16", fc ";h", sm, ptx) NV_PCVT_V(X, F, U16, f, "u16", fc ";h", sm, ptx) \
  NV_PCVT_V(X, F, S32, f, "s32", fc ";r", sm, ptx) NV_PCVT_V(X, F, U32, f, "u32", fc ";r", sm, ptx) \
  NV_PCVT_V(X, F, S64, f, "s64", fc ";l", sm, ptx) NV_PCVT_V(X, F, U64, f, "u64", fc ";l", sm, ptx) \
  NV_PCVT_V(X, S16, F, "s16", f, "h;" fc, sm, ptx) NV_PCVT_V(X, U16, F, "u16", f, "h;" fc, sm, ptx) \
  NV_PCVT_V(X, S32, F, "s32", f, "r;" fc, sm, ptx) NV_PCVT_V(X, U32, F, "u32", f, "r;" fc, sm, ptx) \
  NV_PCVT_V(X, S64, F, "s64", f, "l;" fc, sm, ptx) NV_PCVT_V(X, U64, F, "u64", f, "l;" fc, sm, ptx)

/* Loads and stores per memory type. */
#define NV_PLD(X, T, t, defs)                                                             \
  X(LD_##T, "ld{sem}{scope}{space}{cache}{vec}." t, defs ";a", 20, 10, NV_PF_LOAD)        \
  X(ST_##T, "st{sem}{scope}{space}{cache}{vec}." t, ";a," defs "i", 20, 10, NV_PF_STORE | NV_PF_SIDE)

/* Atomics: ATOM_<op>_<type> returns the old value; RED_<op>_<type>, right after it, does
 * not (every operation but exch and cas has a red form). */
#define NV_PATOM1(X, OP, T, op, t, c, sm, ptx)                                            \
  X(ATOM_##OP##_##T, "atom{sem}{scope}{space}." op "." t, c ";a," c "i", sm, ptx,         \
    NV_PF_LOAD | NV_PF_STORE | NV_PF_SIDE)
#define NV_PATOM(X, OP, T, op, t, c, sm, ptx)                                             \
  NV_PATOM1(X, OP, T, op, t, c, sm, ptx)                                                  \
  X(RED_##OP##_##T, "red{sem}{scope}{space}." op "." t, ";a," c "i", sm, ptx,             \
    NV_PF_STORE | NV_PF_SIDE)
#define NV_PATOM_INT(X, OP, op, T32, t32, T64, t64, sm64)                                 \
  NV_PATOM(X, OP, T32, op, t32, "r", 20, 10) NV_PATOM(X, OP, T64, op, t64, "l", sm64, 10)

#define NV_PTX_INSNS(X)                                                                 \
  /* pseudo-instructions */                                                             \
  X(PHI, "PHI", "pseudo", 0, 0, 0)                                                      \
  X(COPY, "COPY", "pseudo", 0, 0, 0)                                                    \
  X(IMPLICIT_DEF, "IMPLICIT_DEF", "pseudo", 0, 0, 0)                                    \
  /* call sequences (printed by the PTX printer, see ptx/printer.c) */                  \
  X(CALLSEQ_START, "{ // callseq", "pseudo", 20, 20, NV_PF_SIDE)                        \
  X(CALLSEQ_END, "} // callseq", "pseudo", 20, 20, NV_PF_SIDE)                          \
  X(DECL_PARAM, ".param", "pseudo", 20, 20, NV_PF_SIDE)                                 \
  X(DECL_RETVAL, ".param retval", "pseudo", 20, 20, NV_PF_SIDE)                         \
  X(CALL, "call", "pseudo", 20, 20, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE)              \
  /* inline PTX: outputs, then the text and constraints, then inputs */                 \
  X(INLINEASM, "inline asm", "pseudo", 20, 10, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE)    \
  /* moves */                                                                           \
  X(MOV_PRED, "mov.pred", "p;pi", 20, 10, 0)                                            \
  X(MOV_U16, "mov.u16", "h;hi", 20, 10, 0)                                              \
  X(MOV_U32, "mov.u32", "r;ri", 20, 10, 0)                                              \
  X(MOV_U64, "mov.u64", "l;li", 20, 10, 0)                                              \
  X(MOV_F32, "mov.f32", "f;fi", 20, 10, 0)                                              \
  X(MOV_F64, "mov.f64", "d;di", 20, 10, 0)                                              \
  X(MOV_B16, "mov.b16", "x;xi", 20, 10, 0)                                              \
  X(MOV_B32, "mov.b32", "y;yi", 20, 10, 0)                                              \
  X(MOV_B128, "mov.b128", "q;q", 70, 83, 0)                                             \
  X(MOV_U32_SREG, "mov.u32", "r;S", 20, 10, 0)                                          \
  X(MOV_U64_SREG, "mov.u64", "l;S", 20, 10, 0)                                          \
  X(MOV_U32_SREG_SIDE, "mov.u32", "r;S", 20, 10, NV_PF_SIDE) /* %clock: not CSE-able */ \
  X(MOV_U64_SREG_SIDE, "mov.u64", "l;S", 20, 10, NV_PF_SIDE)                            \
  X(MOV_U64_SYM, "mov.u64", "l;s", 20, 10, 0)                                           \
  /* the handle of a module-scope .texref / .surfref (llvm.nvvm.texsurf.handle.internal): \
   * replace_image_handles puts the symbol into the instructions that take it */         \
  X(MOV_U64_TEXREF, "mov.u64", "l;s", 20, 10, 0)                                        \
  X(MOV_U64_SURFREF, "mov.u64", "l;s", 20, 10, 0)                                       \
  X(LEA, "add.u64", "l;A", 20, 10, NV_PF_CONTEXT) /* address of a frame object */         \
  /* bit-preserving moves between classes of one size (bitcast) */                      \
  X(BITCAST_B16, "mov.b16", "hx;hx", 20, 10, 0)                                         \
  X(BITCAST_B32, "mov.b32", "rfy;rfy", 20, 10, 0)                                       \
  X(BITCAST_B64, "mov.b64", "ld;ld", 20, 10, 0)                                         \
  /* packing and unpacking through vector operands */                                   \
  X(PACK_B32, "mov.b32", "ry;{hx,hx}", 20, 10, 0)                                       \
  X(UNPACK_B32, "mov.b32", "{hx,hx};ryf", 20, 10, 0)                                    \
  X(PACK_B64, "mov.b64", "ld;{rf,rf}", 20, 10, 0)                                       \
  X(UNPACK_B64, "mov.b64", "{rf,rf};ld", 20, 10, 0)                                     \
  X(PACK_B128, "mov.b128", "q;{l,l}", 70, 83, 0)                                        \
  X(UNPACK_B128, "mov.b128", "{l,l};q", 70, 83, 0)                                      \
  /* integer arithmetic */                                                              \
  NV_PI_BIN(X, ADD, "add", S, "s") NV_PI_BIN(X, SUB, "sub", S, "s")                     \
  X(ADD_CC_PAIR_U64, "add.cc.u64|addc.u64", "l,l;li,li,li,li", 20, 43, NV_PF_CARRY_PAIR)  \
  X(SUB_CC_PAIR_U64, "sub.cc.u64|subc.u64", "l,l;li,li,li,li", 20, 43, NV_PF_CARRY_PAIR)  \
  NV_PI_BIN(X, MUL_LO, "mul.lo", S, "s")                                                \
  NV_PI_BIN(X, MUL_HI, "mul.hi", S, "s") NV_PI_BIN(X, MUL_HI, "mul.hi", U, "u")         \
  NV_PI_BIN(X, DIV, "div", S, "s") NV_PI_BIN(X, DIV, "div", U, "u")                     \
  NV_PI_BIN(X, REM, "rem", S, "s") NV_PI_BIN(X, REM, "rem", U, "u")                     \
  NV_PI_BIN(X, MIN, "min", S, "s") NV_PI_BIN(X, MIN, "min", U, "u")                     \
  NV_PI_BIN(X, MAX, "max", S, "s") NV_PI_BIN(X, MAX, "max", U, "u")                     \
  NV_PI_MAD(X, MAD_LO, "mad.lo", S, "s")                                                \
  NV_PI_UN(X, ABS, "abs", S, "s") NV_PI_UN(X, NEG, "neg", S, "s")                       \
  NV_PI_BIN(X, AND, "and", B, "b") NV_PI_BIN(X, OR, "or", B, "b")                       \
  NV_PI_BIN(X, XOR, "xor", B, "b") NV_PI_UN(X, NOT, "not", B, "b")                      \
  NV_PI_SHIFT(X, SHL, "shl", B, "b") NV_PI_SHIFT(X, SHR, "shr", U, "u")                 \
  NV_PI_SHIFT(X, SHR, "shr", S, "s")                                                    \
  X(MUL_WIDE_S16, "mul.wide.s16", "r;hi,hi", 20, 10, 0)                                 \
  X(MUL_WIDE_U16, "mul.wide.u16", "r;hi,hi", 20, 10, 0)                                 \
  X(MUL_WIDE_S32, "mul.wide.s32", "l;ri,ri", 20, 10, 0)                                 \
  X(MUL_WIDE_U32, "mul.wide.u32", "l;ri,ri", 20, 10, 0)                                 \
  X(MAD_WIDE_S32, "mad.wide.s32", "l;ri,ri,li", 20, 10, 0)                              \
  X(MAD_WIDE_U32, "mad.wide.u32", "l;ri,ri,li", 20, 10, 0)                              \
  X(MUL24_LO_S32, "mul24.lo.s32", "r;ri,ri", 20, 10, 0)                                 \
  X(MUL24_LO_U32, "mul24.lo.u32", "r;ri,ri", 20, 10, 0)                                 \
  X(ADD_SAT_S32, "add.sat.s32", "r;ri,ri", 20, 10, 0)                                   \
  X(SUB_SAT_S32, "sub.sat.s32", "r;ri,ri", 20, 10, 0)                                   \
  /* bitwise logic on packed vectors (any 32-bit register) */                             \
  X(AND_B32_PACKED, "and.b32", "y;yi,yi", 20, 10, 0)                                    \
  X(OR_B32_PACKED, "or.b32", "y;yi,yi", 20, 10, 0)                                      \
  X(XOR_B32_PACKED, "xor.b32", "y;yi,yi", 20, 10, 0)                                    \
  /* packed 16-bit pairs in a 32-bit register (sm_90) */                                \
  X(ADD_S16X2, "add.s16x2", "y;y,y", 90, 80, 0)                                         \
  X(MIN_S16X2, "min.s16x2", "y;y,y", 90, 80, 0)                                         \
  X(MIN_U16X2, "min.u16x2", "y;y,y", 90, 80, 0)                                         \
  X(MAX_S16X2, "max.s16x2", "y;y,y", 90, 80, 0)                                         \
  X(MAX_U16X2, "max.u16x2", "y;y,y", 90, 80, 0)                                         \
  X(SAD_S32, "sad.s32", "r;ri,ri,ri", 20, 10, 0)                                        \
  X(SAD_U32, "sad.u32", "r;ri,ri,ri", 20, 10, 0)                                        \
  X(DP4A_S32_S32, "dp4a.s32.s32", "r;ri,ri,ri", 61, 50, 0)                              \
  X(DP4A_U32_U32, "dp4a.u32.u32", "r;ri,ri,ri", 61, 50, 0)                              \
  X(DP4A_S32_U32, "dp4a.s32.u32", "r;ri,ri,ri", 61, 50, 0)                              \
  X(DP4A_U32_S32, "dp4a.u32.s32", "r;ri,ri,ri", 61, 50, 0)                              \
  X(DP2A_LO_S32_S32, "dp2a.lo.s32.s32", "r;ri,ri,ri", 61, 50, 0)                        \
  X(DP2A_LO_S32_U32, "dp2a.lo.s32.u32", "r;ri,ri,ri", 61, 50, 0)                        \
  X(DP2A_LO_U32_S32, "dp2a.lo.u32.s32", "r;ri,ri,ri", 61, 50, 0)                        \
  X(DP2A_LO_U32_U32, "dp2a.lo.u32.u32", "r;ri,ri,ri", 61, 50, 0)                        \
  X(DP2A_HI_S32_S32, "dp2a.hi.s32.s32", "r;ri,ri,ri", 61, 50, 0)                        \
  X(DP2A_HI_S32_U32, "dp2a.hi.s32.u32", "r;ri,ri,ri", 61, 50, 0)                        \
  X(DP2A_HI_U32_S32, "dp2a.hi.u32.s32", "r;ri,ri,ri", 61, 50, 0)                        \
  X(DP2A_HI_U32_U32, "dp2a.hi.u32.u32", "r;ri,ri,ri", 61, 50, 0)                        \
  /* bit manipulation */                                                                \
  X(POPC_B32, "popc.b32", "r;r", 20, 20, 0)                                             \
  X(POPC_B64, "popc.b64", "r;l", 20, 20, 0)                                             \
  X(CLZ_B32, "clz.b32", "r;r", 20, 20, 0)                                               \
  X(CLZ_B64, "clz.b64", "r;l", 20, 20, 0)                                               \
  X(BREV_B32, "brev.b32", "r;r", 20, 20, 0)                                             \
  X(BREV_B64, "brev.b64", "l;l", 20, 20, 0)                                             \
  X(BFIND_U32, "bfind.u32", "r;r", 20, 20, 0)                                           \
  X(BFIND_S32, "bfind.s32", "r;r", 20, 20, 0)                                           \
  X(BFIND_U64, "bfind.u64", "r;l", 20, 20, 0)                                           \
  X(BFIND_S64, "bfind.s64", "r;l", 20, 20, 0)                                           \
  X(BFIND_SHIFTAMT_U32, "bfind.shiftamt.u32", "r;r", 20, 20, 0)                         \
  X(BFIND_SHIFTAMT_S32, "bfind.shiftamt.s32", "r;r", 20, 20, 0)                         \
  X(BFIND_SHIFTAMT_U64, "bfind.shiftamt.u64", "r;l", 20, 20, 0)                         \
  X(BFIND_SHIFTAMT_S64, "bfind.shiftamt.s64", "r;l", 20, 20, 0)                         \
  X(BFE_U32, "bfe.u32", "r;r,ri,ri", 20, 20, 0)                                         \
  X(BFE_S32, "bfe.s32", "r;r,ri,ri", 20, 20, 0)                                         \
  X(BFE_U64, "bfe.u64", "l;l,ri,ri", 20, 20, 0)                                         \
  X(BFE_S64, "bfe.s64", "l;l,ri,ri", 20, 20, 0)                                         \
  X(BFI_B32, "bfi.b32", "r;ri,ri,ri,ri", 20, 20, 0)                                     \
  X(BFI_B64, "bfi.b64", "l;li,li,ri,ri", 20, 20, 0)                                     \
  X(PRMT_B32, "prmt.b32{mode}", "r;ri,ri,ri", 20, 20, 0)                                \
  X(SHF_L_WRAP_B32, "shf.l.wrap.b32", "r;r,r,ri", 32, 31, 0)                            \
  X(SHF_R_WRAP_B32, "shf.r.wrap.b32", "r;r,r,ri", 32, 31, 0)                            \
  X(SHF_L_CLAMP_B32, "shf.l.clamp.b32", "r;r,r,ri", 32, 31, 0)                          \
  X(SHF_R_CLAMP_B32, "shf.r.clamp.b32", "r;r,r,ri", 32, 31, 0)                          \
  /* predicates */                                                                      \
  X(AND_PRED, "and.pred", "p;p,p", 20, 10, 0)                                           \
  X(OR_PRED, "or.pred", "p;p,p", 20, 10, 0)                                             \
  X(XOR_PRED, "xor.pred", "p;p,p", 20, 10, 0)                                           \
  X(NOT_PRED, "not.pred", "p;p", 20, 10, 0)                                             \
  /* comparison and selection */                                                        \
  NV_PI_SETP(X, S, "s") NV_PI_SETP(X, U, "u") NV_PI_SETP(X, B, "b")                     \
  X(SETP_F32, "setp{cmp}{bool}{ftz}.f32", "p;fi,fi", 20, 10, 0)                         \
  X(SETP_F64, "setp{cmp}{bool}.f64", "p;di,di", 20, 10, 0)                              \
  X(SETP_F16, "setp{cmp}{bool}{ftz}.f16", "p;x,x", 53, 42, 0)                           \
  X(SETP_F16X2, "setp{cmp}{bool}{ftz}.f16x2", "p|p;y,y", 53, 42, 0)                     \
  X(SETP_BF16, "setp{cmp}{bool}.bf16", "p;x,x", 90, 78, 0)                              \
  X(SETP_BF16X2, "setp{cmp}{bool}.bf16x2", "p|p;y,y", 90, 78, 0)                        \
  X(SELP_B16, "selp.b16", "hx;hxi,hxi,p", 20, 10, 0)                                    \
  X(SELP_B32, "selp.b32", "ry;ryi,ryi,p", 20, 10, 0)                                    \
  X(SELP_B64, "selp.b64", "l;li,li,p", 20, 10, 0)                                       \
  X(SELP_F32, "selp.f32", "f;fi,fi,p", 20, 10, 0)                                       \
  X(SELP_F64, "selp.f64", "d;di,di,p", 20, 10, 0)                                       \
  /* floating point */                                                                  \
  NV_PF_BIN(X, ADD, "add") NV_PF_BIN(X, SUB, "sub") NV_PF_BIN(X, MUL, "mul")            \
  X(FMA_F32, "fma{rnd}{ftz}{sat}.f32", "f;fi,fi,fi", 20, 40, 0)                         \
  X(FMA_F64, "fma{rnd}.f64", "d;di,di,di", 20, 40, 0)                                   \
  /* mixed precision (sm_100, PTX ISA 8.6): d = a + c / a - c in .f32, a an .f16/.bf16   \
   * converted exactly; .rn/.rz/.rm/.rp and .sat, no .ftz */                             \
  X(ADD_F32_F16, "add{rnd}{sat}.f32.f16", "f;x,f", 100, 86, 0)                            \
  X(ADD_F32_BF16, "add{rnd}{sat}.f32.bf16", "f;x,f", 100, 86, 0)                          \
  X(SUB_F32_F16, "sub{rnd}{sat}.f32.f16", "f;x,f", 100, 86, 0)                            \
  X(SUB_F32_BF16, "sub{rnd}{sat}.f32.bf16", "f;x,f", 100, 86, 0)                          \
  X(DIV_F32, "div{approx}{rnd}{ftz}.f32", "f;fi,fi", 20, 14, 0)                         \
  X(DIV_F64, "div{rnd}.f64", "d;di,di", 20, 14, 0)                                      \
  X(MIN_F32, "min{ftz}{mode}.f32", "f;fi,fi", 20, 10, 0)                                \
  X(MAX_F32, "max{ftz}{mode}.f32", "f;fi,fi", 20, 10, 0)                                \
  /* three inputs (issue 11): sm_100, PTX ISA 8.8; {mode} is .NaN or nothing (ptxas has \
   * no three-input .xorsign.abs) */                                                      \
  X(MIN3_F32, "min{ftz}{mode}.f32", "f;fi,fi,fi", 100, 88, 0)                           \
  X(MAX3_F32, "max{ftz}{mode}.f32", "f;fi,fi,fi", 100, 88, 0)                           \
  X(MIN_F64, "min.f64", "d;di,di", 20, 10, 0)                                           \
  X(MAX_F64, "max.f64", "d;di,di", 20, 10, 0)                                           \
  NV_PF_UN(X, NEG, "neg") NV_PF_UN(X, ABS, "abs")                                       \
  X(SQRT_F32, "sqrt{approx}{rnd}{ftz}.f32", "f;f", 20, 14, 0)                           \
  X(SQRT_F64, "sqrt{rnd}.f64", "d;d", 20, 14, 0)                                        \
  X(RCP_F32, "rcp{approx}{rnd}{ftz}.f32", "f;f", 20, 14, 0)                             \
  X(RCP_F64, "rcp{rnd}.f64", "d;d", 20, 14, 0)                                          \
  X(RCP_APPROX_FTZ_F64, "rcp.approx.ftz.f64", "d;d", 20, 21, 0)                         \
  X(RSQRT_APPROX_F32, "rsqrt.approx{ftz}.f32", "f;f", 20, 10, 0)                        \
  X(RSQRT_APPROX_F64, "rsqrt.approx.f64", "d;d", 20, 14, 0)                             \
  X(RSQRT_APPROX_FTZ_F64, "rsqrt.approx.ftz.f64", "d;d", 20, 40, 0)                     \
  X(SIN_APPROX_F32, "sin.approx{ftz}.f32", "f;f", 20, 14, 0)                            \
  X(COS_APPROX_F32, "cos.approx{ftz}.f32", "f;f", 20, 14, 0)                            \
  X(EX2_APPROX_F32, "ex2.approx{ftz}.f32", "f;f", 20, 14, 0)                            \
  X(LG2_APPROX_F32, "lg2.approx{ftz}.f32", "f;f", 20, 14, 0)                            \
  X(TANH_APPROX_F32, "tanh.approx.f32", "f;f", 75, 70, 0)                               \
  X(COPYSIGN_F32, "copysign.f32", "f;f,f", 20, 20, 0)                                   \
  X(COPYSIGN_F64, "copysign.f64", "d;d,d", 20, 20, 0)                                   \
  /* half precision */                                                                  \
  NV_PH_BIN(X, ADD, "add", 53, 42, 90, 78) NV_PH_BIN(X, SUB, "sub", 53, 42, 90, 78)     \
  NV_PH_BIN(X, MUL, "mul", 53, 42, 90, 78)                                              \
  X(FMA_F16, "fma{rnd}{ftz}{sat}.f16", "x;x,x,x", 53, 42, 0)                            \
  X(FMA_F16X2, "fma{rnd}{ftz}{sat}.f16x2", "y;y,y,y", 53, 42, 0)                        \
  X(FMA_BF16, "fma{rnd}.bf16", "x;x,x,x", 80, 70, 0)                                    \
  X(FMA_BF16X2, "fma{rnd}.bf16x2", "y;y,y,y", 80, 70, 0)                                \
  /* .relu (a negative result is +0, a NaN the canonical NaN): sm_80, PTX ISA 7.0 */         \
  X(FMA_RELU_F16, "fma{rnd}{ftz}.relu.f16", "x;x,x,x", 80, 70, 0)                       \
  X(FMA_RELU_F16X2, "fma{rnd}{ftz}.relu.f16x2", "y;y,y,y", 80, 70, 0)                   \
  X(FMA_RELU_BF16, "fma{rnd}.relu.bf16", "x;x,x,x", 80, 70, 0)                          \
  X(FMA_RELU_BF16X2, "fma{rnd}.relu.bf16x2", "y;y,y,y", 80, 70, 0)                      \
  NV_PH_UN(X, NEG, "neg", 53, 60, 80, 70) NV_PH_UN(X, ABS, "abs", 53, 65, 80, 70)       \
  X(MIN_F16, "min{ftz}{mode}.f16", "x;x,x", 80, 70, 0)                                  \
  X(MIN_F16X2, "min{ftz}{mode}.f16x2", "y;y,y", 80, 70, 0)                              \
  X(MIN_BF16, "min{mode}.bf16", "x;x,x", 80, 70, 0)                                     \
  X(MIN_BF16X2, "min{mode}.bf16x2", "y;y,y", 80, 70, 0)                                 \
  X(MAX_F16, "max{ftz}{mode}.f16", "x;x,x", 80, 70, 0)                                  \
  X(MAX_F16X2, "max{ftz}{mode}.f16x2", "y;y,y", 80, 70, 0)                              \
  X(MAX_BF16, "max{mode}.bf16", "x;x,x", 80, 70, 0)                                     \
  X(MAX_BF16X2, "max{mode}.bf16x2", "y;y,y", 80, 70, 0)                                 \
  X(EX2_APPROX_F16, "ex2.approx.f16", "x;x", 75, 70, 0)                                 \
  X(EX2_APPROX_F16X2, "ex2.approx.f16x2", "y;y", 75, 70, 0)                             \
  /* conversions */                                                                     \
  NV_PCVT_INT(X)                                                                        \
  NV_PCVT_FI(X, F32, "f32", "f") NV_PCVT_FI(X, F64, "f64", "d")                         \
  NV_PCVT_FI(X, F16, "f16", "x")                                                        \
  /* bf16 <-> 16/32/64-bit integers: sm_90, PTX 7.8 (ptxas has no 8-bit forms) */       \
  NV_PCVT_FI_V(X, BF16, "bf16", "x", 90, 78)                                            \
  NV_PCVT(X, F64, F32, "f64", "f32", "d;f") NV_PCVT(X, F32, F64, "f32", "f64", "f;d")   \
  NV_PCVT(X, F32, F32, "f32", "f32", "f;f") NV_PCVT(X, F64, F64, "f64", "f64", "d;d")   \
  /* f16 <-> f32/f64 also take the half in a b16 register (f16 without an %h class) */   \
  NV_PCVT(X, F32, F16, "f32", "f16", "f;xh") NV_PCVT(X, F16, F32, "f16", "f32", "xh;f") \
  NV_PCVT(X, F64, F16, "f64", "f16", "d;xh") NV_PCVT(X, F16, F64, "f16", "f64", "xh;d") \
  X(CVT_BF16_F32, "cvt{rnd}{mode}{sat}.bf16.f32", "xh;f", 80, 70, 0)                    \
  X(CVT_F32_BF16, "cvt.f32.bf16", "f;x", 80, 71, 0)                                     \
  X(CVT_BF16_F64, "cvt{rnd}.bf16.f64", "x;d", 90, 78, 0)                                \
  X(CVT_F64_BF16, "cvt.f64.bf16", "d;x", 90, 78, 0)                                     \
  X(CVT_F16X2_F32, "cvt{rnd}{mode}{sat}.f16x2.f32", "yr;f,f", 80, 70, 0)                \
  X(CVT_BF16X2_F32, "cvt{rnd}{mode}{sat}.bf16x2.f32", "yr;f,f", 80, 70, 0)              \
  /* f32 -> tf32: .rna at sm_80 (.satfinite from PTX ISA 8.1); .rn / .rz with an optional  \
   * .relu at sm_90, PTX ISA 7.8; those with .satfinite at sm_100, PTX ISA 8.6 */         \
  X(CVT_TF32_F32, "cvt{rnd}.tf32.f32", "r;f", 80, 70, 0)                                 \
  X(CVT_TF32_F32_SATF, "cvt{rnd}.satfinite.tf32.f32", "r;f", 80, 81, 0)                  \
  X(CVT_TF32_F32_RNZ, "cvt{rnd}{mode}.tf32.f32", "r;f", 90, 78, 0)                       \
  X(CVT_TF32_F32_RNZ_SATF, "cvt{rnd}{mode}.satfinite.tf32.f32", "r;f", 100, 86, 0)       \
  /* the narrow formats (issue 11): fp8 pairs at sm_89 with PTX ISA 8.1 (sm_90 has them  \
   * from 7.8; the rows ask for 8.1 everywhere), fp6 / fp4 / ue8m0 pairs on sm_100a-class \
   * targets only (the selector checks the suffix; CONTEXT: the table test has no such    \
   * target, lit/cvt_narrow_sm100a assembles them). e2m1x2 is a byte: TEMPLATE rows spell \
   * the conversion through a scoped .b8 register, as ptxas needs */                      \
  X(CVT_E4M3X2_F32, "cvt.rn.satfinite{mode}.e4m3x2.f32", "h;f,f", 89, 81, 0)             \
  X(CVT_E5M2X2_F32, "cvt.rn.satfinite{mode}.e5m2x2.f32", "h;f,f", 89, 81, 0)             \
  X(CVT_E4M3X2_F16X2, "cvt.rn.satfinite{mode}.e4m3x2.f16x2", "h;y", 89, 81, 0)           \
  X(CVT_E5M2X2_F16X2, "cvt.rn.satfinite{mode}.e5m2x2.f16x2", "h;y", 89, 81, 0)           \
  X(CVT_F16X2_E4M3X2, "cvt.rn{mode}.f16x2.e4m3x2", "y;h", 89, 81, 0)                     \
  X(CVT_F16X2_E5M2X2, "cvt.rn{mode}.f16x2.e5m2x2", "y;h", 89, 81, 0)                     \
  X(CVT_E2M3X2_F32, "cvt.rn.satfinite{mode}.e2m3x2.f32", "h;f,f", 100, 86, NV_PF_CONTEXT) \
  X(CVT_E3M2X2_F32, "cvt.rn.satfinite{mode}.e3m2x2.f32", "h;f,f", 100, 86, NV_PF_CONTEXT) \
  X(CVT_F16X2_E2M3X2, "cvt.rn{mode}.f16x2.e2m3x2", "y;h", 100, 86, NV_PF_CONTEXT)        \
  X(CVT_F16X2_E3M2X2, "cvt.rn{mode}.f16x2.e3m2x2", "y;h", 100, 86, NV_PF_CONTEXT)        \
  X(CVT_UE8M0X2_F32, "cvt{rnd}.ue8m0x2.f32", "h;f,f", 100, 86, NV_PF_CONTEXT)            \
  X(CVT_UE8M0X2_F32_SATF, "cvt{rnd}.satfinite.ue8m0x2.f32", "h;f,f", 100, 86, NV_PF_CONTEXT) \
  X(CVT_UE8M0X2_BF16X2, "cvt{rnd}.ue8m0x2.bf16x2", "h;y", 100, 86, NV_PF_CONTEXT)        \
  X(CVT_UE8M0X2_BF16X2_SATF, "cvt{rnd}.satfinite.ue8m0x2.bf16x2", "h;y", 100, 86, NV_PF_CONTEXT) \
  X(CVT_BF16X2_UE8M0X2, "cvt.rn.bf16x2.ue8m0x2", "y;h", 100, 86, NV_PF_CONTEXT)          \
  X(CVT_E2M1X2_F32, "cvt.e2m1x2.f32", "pseudo", 100, 86, NV_PF_TEMPLATE | NV_PF_CONTEXT) \
  X(CVT_F16X2_E2M1X2, "cvt.f16x2.e2m1x2", "pseudo", 100, 86, NV_PF_TEMPLATE | NV_PF_CONTEXT) \
  /* stochastic rounding with a .b32 of random bits (the ISA's rbits): sm_100a and sm_103a \
   * only (the selector checks the target); the x4 forms take the four floats braced, the  \
   * first into the top element. CONTEXT: the table test has no architecture-specific      \
   * target */                                                                             \
  X(CVT_RS_F16X2_F32, "cvt.rs{mode}.f16x2.f32", "y;f,f,r", 100, 87, NV_PF_CONTEXT)          \
  X(CVT_RS_SATF_F16X2_F32, "cvt.rs{mode}.satfinite.f16x2.f32", "y;f,f,r", 100, 87, NV_PF_CONTEXT) \
  X(CVT_RS_BF16X2_F32, "cvt.rs{mode}.bf16x2.f32", "y;f,f,r", 100, 87, NV_PF_CONTEXT)        \
  X(CVT_RS_SATF_BF16X2_F32, "cvt.rs{mode}.satfinite.bf16x2.f32", "y;f,f,r", 100, 87, NV_PF_CONTEXT) \
  X(CVT_RS_E4M3X4_F32, "cvt.rs{mode}.satfinite.e4m3x4.f32", "y;{f,f,f,f},r", 100, 87, NV_PF_CONTEXT) \
  X(CVT_RS_E5M2X4_F32, "cvt.rs{mode}.satfinite.e5m2x4.f32", "y;{f,f,f,f},r", 100, 87, NV_PF_CONTEXT) \
  X(CVT_RS_E2M3X4_F32, "cvt.rs{mode}.satfinite.e2m3x4.f32", "y;{f,f,f,f},r", 100, 87, NV_PF_CONTEXT) \
  X(CVT_RS_E3M2X4_F32, "cvt.rs{mode}.satfinite.e3m2x4.f32", "y;{f,f,f,f},r", 100, 87, NV_PF_CONTEXT) \
  X(CVT_RS_E2M1X4_F32, "cvt.rs{mode}.satfinite.e2m1x4.f32", "h;{f,f,f,f},r", 100, 87, NV_PF_CONTEXT) \
  X(CVTA_GLOBAL_U64, "cvta.global.u64", "l;l", 20, 20, 0)                               \
  X(CVTA_SHARED_U64, "cvta.shared.u64", "l;l", 20, 20, 0)                               \
  X(CVTA_CONST_U64, "cvta.const.u64", "l;l", 20, 20, 0)                                 \
  X(CVTA_LOCAL_U64, "cvta.local.u64", "l;l", 20, 20, 0)                                 \
  X(CVTA_SHARED_CLUSTER_U64, "cvta.shared::cluster.u64", "l;l", 90, 78, 0)              \
  X(CVTA_TO_GLOBAL_U64, "cvta.to.global.u64", "l;l", 20, 20, 0)                         \
  X(CVTA_TO_SHARED_U64, "cvta.to.shared.u64", "l;l", 20, 20, 0)                         \
  X(CVTA_TO_CONST_U64, "cvta.to.const.u64", "l;l", 20, 20, 0)                           \
  X(CVTA_TO_LOCAL_U64, "cvta.to.local.u64", "l;l", 20, 20, 0)                           \
  X(CVTA_TO_SHARED_CLUSTER_U64, "cvta.to.shared::cluster.u64", "l;l", 90, 78, 0)        \
  X(ISSPACEP, "isspacep{space}", "p;l", 20, 20, 0)                                      \
  /* memory */                                                                          \
  NV_PLD(X, U8, "u8", "hrl*") NV_PLD(X, S8, "s8", "hrl*")                               \
  NV_PLD(X, U16, "u16", "hrl*") NV_PLD(X, S16, "s16", "hrl*")                           \
  NV_PLD(X, U32, "u32", "rl*") NV_PLD(X, S32, "s32", "l*")                              \
  NV_PLD(X, U64, "u64", "l*") NV_PLD(X, F32, "f32", "f*") NV_PLD(X, F64, "f64", "d*")   \
  NV_PLD(X, B16, "b16", "x*") NV_PLD(X, B32, "b32", "y*")                               \
  X(LD_B128, "ld{sem}{scope}{space}{cache}.b128", "q;a", 70, 83, NV_PF_LOAD)            \
  X(ST_B128, "st{sem}{scope}{space}{cache}.b128", ";a,q", 70, 83, NV_PF_STORE | NV_PF_SIDE) \
  /* atomics */                                                                         \
  NV_PATOM_INT(X, ADD, "add", U32, "u32", U64, "u64", 20)                               \
  NV_PATOM(X, ADD, F32, "add", "f32", "f", 20, 10)                                      \
  NV_PATOM(X, ADD, F64, "add", "f64", "d", 60, 50)                                      \
  NV_PATOM(X, ADD, F16, "add.noftz", "f16", "x", 70, 63)                                \
  NV_PATOM(X, ADD, F16X2, "add.noftz", "f16x2", "y", 70, 63)                            \
  NV_PATOM(X, ADD, BF16, "add.noftz", "bf16", "x", 90, 78)                              \
  NV_PATOM(X, ADD, BF16X2, "add.noftz", "bf16x2", "y", 90, 78)                          \
  NV_PATOM1(X, EXCH, B32, "exch", "b32", "r", 20, 10)                                   \
  NV_PATOM1(X, EXCH, B64, "exch", "b64", "l", 20, 10)                                   \
  NV_PATOM_INT(X, MIN, "min", S32, "s32", S64, "s64", 32)                               \
  NV_PATOM_INT(X, MIN, "min", U32, "u32", U64, "u64", 32)                               \
  NV_PATOM_INT(X, MAX, "max", S32, "s32", S64, "s64", 32)                               \
  NV_PATOM_INT(X, MAX, "max", U32, "u32", U64, "u64", 32)                               \
  NV_PATOM_INT(X, AND, "and", B32, "b32", B64, "b64", 32)                               \
  NV_PATOM_INT(X, OR, "or", B32, "b32", B64, "b64", 32)                                 \
  NV_PATOM_INT(X, XOR, "xor", B32, "b32", B64, "b64", 32)                               \
  NV_PATOM(X, INC, U32, "inc", "u32", "r", 20, 10)                                      \
  NV_PATOM(X, DEC, U32, "dec", "u32", "r", 20, 10)                                      \
  X(ATOM_CAS_B16, "atom{sem}{scope}{space}.cas.b16", "h;a,hi,hi", 70, 63,                \
    NV_PF_LOAD | NV_PF_STORE | NV_PF_SIDE)                                              \
  X(ATOM_CAS_B32, "atom{sem}{scope}{space}.cas.b32", "r;a,ri,ri", 20, 10,                \
    NV_PF_LOAD | NV_PF_STORE | NV_PF_SIDE)                                              \
  X(ATOM_CAS_B64, "atom{sem}{scope}{space}.cas.b64", "l;a,li,li", 20, 10,                \
    NV_PF_LOAD | NV_PF_STORE | NV_PF_SIDE)                                              \
  X(ATOM_CAS_B128, "atom{sem}{scope}{space}.cas.b128", "q;a,q,q", 90, 83,                \
    NV_PF_LOAD | NV_PF_STORE | NV_PF_SIDE)                                              \
  X(ATOM_EXCH_B128, "atom{sem}{scope}{space}.exch.b128", "q;a,q", 90, 83,                \
    NV_PF_LOAD | NV_PF_STORE | NV_PF_SIDE)                                              \
  /* control */                                                                         \
  X(BRA, "bra{uni}", ";b", 20, 10, NV_PF_TERM | NV_PF_SIDE)                             \
  /* jump table (opt/lower_switch.c): operands the .u32 index, then the targets; the */  \
  /* printer writes the .branchtargets list before it (PTX ISA 6.0, sm_30) */          \
  X(BRX, "brx.idx", "pseudo", 30, 60, NV_PF_TERM | NV_PF_SIDE)                          \
  X(RET, "ret", ";", 20, 10, NV_PF_TERM | NV_PF_SIDE)                                   \
  X(EXIT, "exit", ";", 20, 10, NV_PF_TERM | NV_PF_SIDE)                                 \
  X(TRAP, "trap", ";", 20, 10, NV_PF_SIDE)                                              \
  /* llvm.nvvm.exit: exit where the call is, not as a block's terminator (what follows */ \
  /* it in the block is dead; the block still ends in its own branch or ret) */          \
  X(EXIT_THREAD, "exit", ";", 20, 10, NV_PF_SIDE)                                       \
  /* dynamic stack allocation: a .local address */                                       \
  X(ALLOCA_U64, "alloca.u64", "l;li,i", 52, 73, NV_PF_SIDE)                              \
  /* the stack top: read (a .local address) and reset to a value stacksave gave */        \
  X(STACKSAVE_U64, "stacksave.u64", "l;", 52, 73, NV_PF_SIDE)                            \
  X(STACKRESTORE_U64, "stackrestore.u64", ";l", 52, 73, NV_PF_SIDE)                      \
  X(BRKPT, "brkpt", ";", 20, 10, NV_PF_SIDE)                                            \
  /* synchronisation */                                                                 \
  X(BAR_SYNC, "bar.sync", ";ri", 20, 10, NV_PF_SIDE)                                    \
  X(BAR_SYNC_CNT, "bar.sync", ";ri,ri", 20, 10, NV_PF_SIDE)                             \
  X(BARRIER_SYNC, "barrier.sync", ";ri", 30, 60, NV_PF_SIDE)                            \
  X(BARRIER_SYNC_CNT, "barrier.sync", ";ri,ri", 30, 60, NV_PF_SIDE)                     \
  X(BAR_RED_POPC, "bar.red.popc.u32", "r;ri,p", 20, 20, NV_PF_SIDE)                     \
  X(BAR_RED_AND, "bar.red.and.pred", "p;ri,p", 20, 20, NV_PF_SIDE)                      \
  X(BAR_RED_OR, "bar.red.or.pred", "p;ri,p", 20, 20, NV_PF_SIDE)                        \
  X(BAR_WARP_SYNC, "bar.warp.sync", ";ri", 30, 60, NV_PF_SIDE)                          \
  X(MEMBAR_CTA, "membar.cta", ";", 20, 14, NV_PF_SIDE)                                  \
  X(MEMBAR_GL, "membar.gl", ";", 20, 14, NV_PF_SIDE)                                    \
  X(MEMBAR_SYS, "membar.sys", ";", 20, 14, NV_PF_SIDE)                                  \
  X(FENCE_SC, "fence.sc{scope}", ";", 70, 60, NV_PF_SIDE)                               \
  X(FENCE_ACQ_REL, "fence.acq_rel{scope}", ";", 70, 60, NV_PF_SIDE)                     \
  /* warp-level */                                                                      \
  X(SHFL_SYNC, "shfl.sync{mode}.b32", "rf;rfi,ri,ri,ri", 30, 60, NV_PF_SIDE)            \
  X(SHFL_SYNC_P, "shfl.sync{mode}.b32", "rf|p;rfi,ri,ri,ri", 30, 60, NV_PF_SIDE)        \
  X(VOTE_SYNC, "vote.sync{mode}.pred", "p;p,ri", 30, 60, NV_PF_SIDE)                    \
  X(VOTE_SYNC_BALLOT, "vote.sync.ballot.b32", "r;p,ri", 30, 60, NV_PF_SIDE)             \
  X(MATCH_ANY_B32, "match.any.sync.b32", "r;ri,ri", 70, 60, NV_PF_SIDE)                 \
  X(MATCH_ANY_B64, "match.any.sync.b64", "r;li,ri", 70, 60, NV_PF_SIDE)                 \
  X(MATCH_ALL_B32, "match.all.sync.b32", "r|p;ri,ri", 70, 60, NV_PF_SIDE)               \
  X(MATCH_ALL_B64, "match.all.sync.b64", "r|p;li,ri", 70, 60, NV_PF_SIDE)               \
  X(REDUX_SYNC_U32, "redux.sync{mode}.u32", "r;r,ri", 80, 70, NV_PF_SIDE)               \
  X(REDUX_SYNC_S32, "redux.sync{mode}.s32", "r;r,ri", 80, 70, NV_PF_SIDE)               \
  X(REDUX_SYNC_B32, "redux.sync{mode}.b32", "r;r,ri", 80, 70, NV_PF_SIDE)               \
  /* sm_100a / sm_103a and their families only (the selector checks the suffix; CONTEXT: \
   * the table test has no architecture-specific target, lit/redux_sync_f32 assembles it) */ \
  X(REDUX_SYNC_F32, "redux.sync{mode}.f32", "f;f,ri", 100, 86, NV_PF_SIDE | NV_PF_CONTEXT) \
  X(ACTIVEMASK, "activemask.b32", "r;", 30, 62, NV_PF_SIDE)                            \
  X(FNS_B32, "fns.b32", "r;ri,ri,ri", 30, 60, 0)                                        \
  NV_PTX_CURRENT_LLVM_INSNS(X)                                                           \
  NV_PTX_TENSOR_INSNS(X)                                                                \
  NV_PTX_TEXTURE_INSNS(X)                                                               \
  NV_PTX_BULK_INSNS(X)

/* ---- sm_90 bulk asynchronous copies (issue 11, Hopper) ----
 * The copies themselves are TEMPLATE_MEM rows spelled at selection (select_tensor.c:
 * the flags choose .multicast::cluster, .L2::cache_hint, .cp_mask); the fixed forms are
 * here. */
#define NV_PTX_BULK_INSNS(X)                                                              \
  X(CP_ASYNC_BULK_COMMIT_GROUP, "cp.async.bulk.commit_group", ";", 90, 80, NV_PF_SIDE)     \
  X(CP_ASYNC_BULK_WAIT_GROUP, "cp.async.bulk.wait_group", ";i", 90, 80, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE) \
  X(CP_ASYNC_BULK_WAIT_GROUP_READ, "cp.async.bulk.wait_group.read", ";i", 90, 80, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE) \
  X(FENCE_PROXY_ALIAS, "fence.proxy.alias", ";", 70, 75, NV_PF_SIDE)                      \
  X(FENCE_PROXY_ASYNC, "fence.proxy.async", ";", 90, 80, NV_PF_SIDE)                      \
  X(FENCE_PROXY_ASYNC_GLOBAL, "fence.proxy.async.global", ";", 90, 80, NV_PF_SIDE)        \
  X(FENCE_PROXY_ASYNC_SHARED_CTA, "fence.proxy.async.shared::cta", ";", 90, 80, NV_PF_SIDE) \
  X(FENCE_PROXY_ASYNC_SHARED_CLUSTER, "fence.proxy.async.shared::cluster", ";", 90, 80, NV_PF_SIDE)

/* ---- textures and surfaces (issue 14): texture/surface objects in registers ----
 * TEMPLATE rows (texture.h spells each form: geometry, vector, types, out-of-range mode).
 * Texture and surface objects (indirect access in unified texture mode) need sm_30 and
 * PTX ISA 3.1; selection checks the row's needs. The fetches and queries are loads of
 * memory no address names that the kernel never writes (NV_PF_INVARIANT: ordered by their
 * registers only); suld is a load ordered with every store (surfaces can be written), sust
 * a store: sust.b of raw bits at a byte offset, sust.p formatted (32-bit values converted
 * to the surface's format by the hardware, x in elements). */
#define NV_PTX_TEXTURE_INSNS(X)                                                           \
  X(TEX, "tex", "pseudo", 30, 31, NV_PF_LOAD | NV_PF_INVARIANT | NV_PF_TEMPLATE)      \
  X(TLD4, "tld4", "pseudo", 30, 31, NV_PF_LOAD | NV_PF_INVARIANT | NV_PF_TEMPLATE)    \
  X(SULD_B, "suld.b", "pseudo", 30, 31, NV_PF_LOAD | NV_PF_TEMPLATE)                      \
  X(SUST_B, "sust.b", "pseudo", 30, 31, NV_PF_SIDE | NV_PF_STORE | NV_PF_TEMPLATE)        \
  X(SUST_P, "sust.p", "pseudo", 30, 31, NV_PF_SIDE | NV_PF_STORE | NV_PF_TEMPLATE)        \
  X(TXQ, "txq", "pseudo", 30, 31, NV_PF_LOAD | NV_PF_INVARIANT | NV_PF_TEMPLATE)      \
  X(SUQ, "suq", "pseudo", 30, 31, NV_PF_LOAD | NV_PF_INVARIANT | NV_PF_TEMPLATE)

/* Rows for current LLVM's intrinsics (issue 11, part A; see NV_CURRENT_LLVM_INTRINSICS). */
#define NV_PTX_CURRENT_LLVM_INSNS(X)                                                     \
  X(BARRIER_SYNC_ALIGNED, "barrier.sync.aligned", ";ri", 30, 60, NV_PF_SIDE)            \
  X(BARRIER_SYNC_ALIGNED_CNT, "barrier.sync.aligned", ";ri,ri", 30, 60, NV_PF_SIDE)     \
  X(BARRIER_ARRIVE_CNT, "barrier.arrive", ";ri,ri", 30, 60, NV_PF_SIDE)                 \
  X(BARRIER_ARRIVE_ALIGNED_CNT, "barrier.arrive.aligned", ";ri,ri", 30, 60, NV_PF_SIDE) \
  X(BARRIER_RED_POPC_ALIGNED, "barrier.red.popc.aligned.u32", "r;ri,p", 30, 60, NV_PF_SIDE) \
  X(BARRIER_RED_AND_ALIGNED, "barrier.red.and.aligned.pred", "p;ri,p", 30, 60, NV_PF_SIDE) \
  X(BARRIER_RED_OR_ALIGNED, "barrier.red.or.aligned.pred", "p;ri,p", 30, 60, NV_PF_SIDE) \
  X(NANOSLEEP_U32, "nanosleep.u32", ";ri", 70, 63, NV_PF_SIDE)                          \
  X(PREFETCH_GLOBAL_L1, "prefetch.global.L1", ";a", 20, 20, NV_PF_SIDE)                 \
  X(PREFETCH_GLOBAL_L2, "prefetch.global.L2", ";a", 20, 20, NV_PF_SIDE)                 \
  X(PREFETCH_LOCAL_L1, "prefetch.local.L1", ";a", 20, 20, NV_PF_SIDE | NV_PF_CONTEXT)     \
  X(PREFETCH_LOCAL_L2, "prefetch.local.L2", ";a", 20, 20, NV_PF_SIDE | NV_PF_CONTEXT)     \
  X(PREFETCH_L1, "prefetch.L1", ";a", 20, 20, NV_PF_SIDE)                               \
  X(PREFETCH_L2, "prefetch.L2", ";a", 20, 20, NV_PF_SIDE)                               \
  X(PREFETCH_GLOBAL_L2_EVICT_NORMAL, "prefetch.global.L2::evict_normal", ";a", 80, 74, NV_PF_SIDE) \
  X(PREFETCH_GLOBAL_L2_EVICT_LAST, "prefetch.global.L2::evict_last", ";a", 80, 74, NV_PF_SIDE) \
  X(PREFETCHU_L1, "prefetchu.L1", ";a", 20, 20, NV_PF_SIDE)                             \
  X(PREFETCH_TENSORMAP, "prefetch.tensormap", ";a", 90, 80, NV_PF_SIDE)                 \
  X(PREFETCH_CONST_TENSORMAP, "prefetch.const.tensormap", ";a", 90, 80, NV_PF_SIDE)     \
  X(PREFETCH_PARAM_TENSORMAP, "prefetch.param.tensormap", ";a", 90, 80, NV_PF_SIDE)     \
  X(DISCARD_GLOBAL_L2, "discard.global.L2", ";a,i", 80, 74, NV_PF_SIDE | NV_PF_STORE | NV_PF_CONTEXT) \
  X(DISCARD_L2, "discard.L2", ";a,i", 80, 74, NV_PF_SIDE | NV_PF_STORE | NV_PF_CONTEXT)   \
  X(APPLYPRIORITY_GLOBAL_L2_EVICT_NORMAL, "applypriority.global.L2::evict_normal", ";a,i", 80, 74, NV_PF_SIDE) \
  X(APPLYPRIORITY_L2_EVICT_NORMAL, "applypriority.L2::evict_normal", ";a,i", 80, 74, NV_PF_SIDE) \
  X(BMSK_CLAMP_B32, "bmsk.clamp.b32", "r;ri,ri", 70, 76, 0)                             \
  X(BMSK_WRAP_B32, "bmsk.wrap.b32", "r;ri,ri", 70, 76, 0)

/* ---- tensor cores, asynchronous copies and barriers, clusters (issue 11 part B) ----
 * TEMPLATE rows are instructions whose spelling a family decoder builds at selection
 * (tensor.h: wmma, mma, ldmatrix, stmatrix): the first use operand is the text, with $N
 * naming operand N counting definitions first and then the remaining uses. The form's
 * own SM and PTX ISA needs are checked where it is selected. TEMPLATE computes in
 * registers; TEMPLATE_MEM also reads or writes memory. */
#define NV_PTX_TENSOR_INSNS(X)                                                            \
  X(TEMPLATE, "template", "pseudo", 20, 10, NV_PF_SIDE | NV_PF_TEMPLATE)                 \
  X(TEMPLATE_MEM, "template", "pseudo", 20, 10, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_TEMPLATE) \
  /* asynchronous copies (sm_80): [shared], [global], bytes[, source bytes] */            \
  X(CP_ASYNC_CA, "cp.async.ca.shared.global", ";a,a,i", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_CONTEXT) \
  X(CP_ASYNC_CG, "cp.async.cg.shared.global", ";a,a,i", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_CONTEXT) \
  X(CP_ASYNC_CA_S, "cp.async.ca.shared.global", ";a,a,i,ri", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_CONTEXT) \
  X(CP_ASYNC_CG_S, "cp.async.cg.shared.global", ";a,a,i,ri", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_CONTEXT) \
  X(CP_ASYNC_COMMIT_GROUP, "cp.async.commit_group", ";", 80, 70, NV_PF_SIDE)              \
  X(CP_ASYNC_WAIT_GROUP, "cp.async.wait_group", ";i", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE) \
  X(CP_ASYNC_WAIT_ALL, "cp.async.wait_all", ";", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE) \
  X(CP_ASYNC_MBARRIER_ARRIVE, "cp.async.mbarrier.arrive{space}.b64", ";a", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_CONTEXT) \
  X(CP_ASYNC_MBARRIER_ARRIVE_NOINC, "cp.async.mbarrier.arrive.noinc{space}.b64", ";a", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_CONTEXT) \
  /* mbarrier (sm_80) */                                                                  \
  X(MBARRIER_INIT, "mbarrier.init{space}.b64", ";a,ri", 80, 70, NV_PF_SIDE | NV_PF_STORE | NV_PF_CONTEXT) \
  X(MBARRIER_INVAL, "mbarrier.inval{space}.b64", ";a", 80, 70, NV_PF_SIDE | NV_PF_STORE | NV_PF_CONTEXT) \
  X(MBARRIER_ARRIVE, "mbarrier.arrive{space}.b64", "l;a", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_CONTEXT) \
  X(MBARRIER_ARRIVE_NOCOMPLETE, "mbarrier.arrive.noComplete{space}.b64", "l;a,ri", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_CONTEXT) \
  X(MBARRIER_ARRIVE_DROP, "mbarrier.arrive_drop{space}.b64", "l;a", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_CONTEXT) \
  X(MBARRIER_ARRIVE_DROP_NOCOMPLETE, "mbarrier.arrive_drop.noComplete{space}.b64", "l;a,ri", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_STORE | NV_PF_CONTEXT) \
  X(MBARRIER_TEST_WAIT, "mbarrier.test_wait{space}.b64", "p;a,l", 80, 70, NV_PF_SIDE | NV_PF_LOAD | NV_PF_CONTEXT) \
  X(MBARRIER_PENDING_COUNT, "mbarrier.pending_count.b64", "r;l", 80, 70, 0)              \
  /* clusters (sm_90) */                                                                  \
  X(MOV_U32_SREG_CLUSTER, "mov.u32", "r;S", 90, 78, NV_PF_CONTEXT)                        \
  X(MOV_PRED_SREG_CLUSTER, "mov.pred", "p;S", 90, 78, NV_PF_CONTEXT)                      \
  X(BARRIER_CLUSTER_ARRIVE, "barrier.cluster.arrive", ";", 90, 78, NV_PF_SIDE)            \
  X(BARRIER_CLUSTER_ARRIVE_RELAXED, "barrier.cluster.arrive.relaxed", ";", 90, 80, NV_PF_SIDE) \
  X(BARRIER_CLUSTER_ARRIVE_ALIGNED, "barrier.cluster.arrive.aligned", ";", 90, 78, NV_PF_SIDE) \
  X(BARRIER_CLUSTER_ARRIVE_RELAXED_ALIGNED, "barrier.cluster.arrive.relaxed.aligned", ";", 90, 80, NV_PF_SIDE) \
  X(BARRIER_CLUSTER_WAIT, "barrier.cluster.wait", ";", 90, 78, NV_PF_SIDE)                \
  X(BARRIER_CLUSTER_WAIT_ALIGNED, "barrier.cluster.wait.aligned", ";", 90, 78, NV_PF_SIDE) \
  X(MAPA_U64, "mapa.u64", "l;l,ri", 90, 78, 0)                                            \
  X(MAPA_SHARED_CLUSTER_U64, "mapa.shared::cluster.u64", "l;l,ri", 90, 78, NV_PF_CONTEXT)  \
  X(GETCTARANK_SHARED_CLUSTER_U64, "getctarank.shared::cluster.u64", "r;l", 90, 78, NV_PF_CONTEXT) \
  X(GETCTARANK_U64, "getctarank.u64", "r;l", 90, 78, 0)                                   \
  X(ELECT_SYNC, "elect.sync", "r|p;ri", 90, 80, NV_PF_SIDE)                               \
  X(GRIDDEPCONTROL_WAIT, "griddepcontrol.wait", ";", 90, 78, NV_PF_SIDE)                  \
  X(GRIDDEPCONTROL_LAUNCH_DEPENDENTS, "griddepcontrol.launch_dependents", ";", 90, 78, NV_PF_SIDE)

typedef enum nv_ptx_opc {
#define NV_X_ENUM(id, tmpl, sig, sm, ptx, fl) NV_PTX_##id,
  NV_PTX_INSNS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_PTX_COUNT
} nv_ptx_opc;

typedef struct nv_ptx_info {
  const char *tmpl, *sig;
  uint16_t min_sm, min_ptx;
  uint16_t flags;
} nv_ptx_info;

static const nv_ptx_info *nv_ptx_info_of(unsigned opc);

/* {mode} spellings: X(NAME, "spelling"). */
#define NV_PTX_MODES(X)                                                                 \
  X(NONE, "") X(UP, ".up") X(DOWN, ".down") X(BFLY, ".bfly") X(IDX, ".idx")              \
  X(ALL, ".all") X(ANY, ".any") X(UNI, ".uni") X(NANS, ".NaN")                            \
  X(ADD, ".add") X(MIN, ".min") X(MAX, ".max") X(AND, ".and") X(OR, ".or") X(XOR, ".xor") \
  X(F4E, ".f4e") X(B4E, ".b4e") X(RC8, ".rc8") X(ECL, ".ecl") X(ECR, ".ecr") X(RC16, ".rc16") \
  X(RELU, ".relu") X(MIN_ABS, ".min.abs") X(MAX_ABS, ".max.abs") X(MIN_NANS, ".min.NaN")      \
  X(MAX_NANS, ".max.NaN") X(MIN_ABS_NANS, ".min.abs.NaN") X(MAX_ABS_NANS, ".max.abs.NaN")

typedef enum nv_ptx_mode {
#define NV_X_ENUM(name, str) NV_MODE_##name,
  NV_PTX_MODES(NV_X_ENUM)
#undef NV_X_ENUM
  NV_MODE_COUNT
} nv_ptx_mode;

static const char *nv_ptx_mode_name(unsigned m);

/* A row's signature, parsed (ptx_table.c): the operands in order, defs first. */
typedef struct nv_sigop {
  char letters[8];     /* allowed kinds (see the signature letters above) */
  uint64_t allow;      /* the letters from '@' to DEL as bits (bit c - 64): nv_sig_allows */
  uint8_t is_def;
  uint8_t repeat;      /* '*': repeated {vec} times */
  uint8_t brace_open;  /* first operand of a braced vector operand */
  uint8_t brace_close; /* last operand of a braced vector operand */
  uint8_t pipe;        /* joined to the previous operand with '|' */
} nv_sigop;

typedef struct nv_sig {
  nv_sigop ops[8];
  uint8_t nops, ndefs;
  uint8_t pseudo;
} nv_sig;

/* Parsed signature of a row (the emitter and printer keep one per row: nv_cg_row_sig). */
static void nv_sig_parse(const char *sig, nv_sig *out);
/* Does the letter set allow kind c? */
static int nv_sig_allows(const nv_sigop *op, char c);
/* The class letter of a register class. */
static char nv_regclass_letter(unsigned rc);
