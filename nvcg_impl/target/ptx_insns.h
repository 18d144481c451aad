/* ptx_insns.h -- the PTX instruction table: every instruction nvcg emits, one row each.
 * Instruction selection picks rows; the machine verifier checks operands against the
 * row's signature; the PTX printer spells instructions from the row's template; the
 * minimum SM / PTX version of every row used decides whether a function can be emitted
 * for the target (and raises the module's .version when the user did not fix it).
 *
 * X(ID, "template", "signature", min_sm, min_ptx)
 *
 * Template: the PTX spelling, with per-instance modifiers as placeholders that the
 * printer expands from the instruction's nv_mmods (an unset modifier prints nothing):
 *   {rnd} .rn/.rz/.rm/.rp/.rni/...   {ftz} .ftz   {sat} .sat   {approx} .approx/.full
 *   {cmp} .eq/.lt/.ltu/...           {bool} .and/.or/.xor       {space} .global/.shared/...
 *   {cache} .nc/.volatile/.cg/...    {vec} .v2/.v4               {sem} .relaxed/.acquire/...
 *   {scope} .cta/.cluster/.gpu/.sys  {uni} .uni                  {mode} family-specific
 * Signature: defs, then ';', then uses, comma separated; each operand is one or more
 * letters: register classes p (pred) h (b16 %rs) r (b32 %r) l (b64 %rd) f (f32) d (f64)
 * x (f16/bf16 %h) y (32-bit packed %hh) q (b128 %rq); i immediate; a address [base+off];
 * b block label; s symbol; S special register. A '*' after a def class repeats it
 * {vec} times (vector loads/stores print braces). "pseudo" rows are not PTX: machine
 * passes remove or expand them before printing (PHI), or the printer spells them
 * specially (COPY as mov, call sequences as braces). */

#define NV_PTX_INSNS(X)                                                                 \
  /* pseudo-instructions */                                                             \
  X(PHI, "PHI", "pseudo", 0, 0)                                                         \
  X(COPY, "COPY", "pseudo", 0, 0)                                                       \
  /* moves */                                                                           \
  X(MOV_PRED, "mov.pred", "p;pi", 20, 10)                                               \
  X(MOV_B16, "mov.b16", "h;hi", 20, 10)                                                 \
  X(MOV_B32, "mov.b32", "r;riS", 20, 10)                                                \
  X(MOV_B64, "mov.b64", "l;liSs", 20, 10)                                               \
  X(MOV_F32, "mov.f32", "f;fi", 20, 10)                                                 \
  X(MOV_F64, "mov.f64", "d;di", 20, 10)                                                 \
  X(MOV_U32_SREG, "mov.u32", "r;S", 20, 10)                                             \
  X(MOV_U64_SREG, "mov.u64", "l;S", 20, 10)                                             \
  /* integer arithmetic */                                                              \
  X(ADD_S16, "add.s16", "h;hi,hi", 20, 10)                                              \
  X(ADD_S32, "add.s32", "r;ri,ri", 20, 10)                                              \
  X(ADD_S64, "add.s64", "l;li,li", 20, 10)                                              \
  X(MUL_LO_S32, "mul.lo.s32", "r;ri,ri", 20, 10)                                        \
  X(MUL_LO_S64, "mul.lo.s64", "l;li,li", 20, 10)                                        \
  X(MUL_WIDE_S32, "mul.wide.s32", "l;ri,ri", 20, 10)                                    \
  X(MUL_WIDE_U32, "mul.wide.u32", "l;ri,ri", 20, 10)                                    \
  X(MAD_LO_S32, "mad.lo.s32", "r;ri,ri,ri", 20, 10)                                     \
  /* floating point */                                                                  \
  X(ADD_F32, "add{rnd}{ftz}{sat}.f32", "f;fi,fi", 20, 10)                               \
  X(MUL_F32, "mul{rnd}{ftz}{sat}.f32", "f;fi,fi", 20, 10)                               \
  X(FMA_F32, "fma{rnd}{ftz}{sat}.f32", "f;fi,fi,fi", 20, 40)                            \
  /* comparison and selection */                                                        \
  X(SETP_S32, "setp{cmp}{bool}.s32", "p;ri,ri", 20, 10)                                 \
  X(SETP_U32, "setp{cmp}{bool}.u32", "p;ri,ri", 20, 10)                                 \
  X(SETP_F32, "setp{cmp}{bool}{ftz}.f32", "p;fi,fi", 20, 10)                            \
  X(SELP_B32, "selp.b32", "r;ri,ri,p", 20, 10)                                          \
  /* conversions */                                                                     \
  X(CVT_S64_S32, "cvt.s64.s32", "l;r", 20, 10)                                          \
  X(CVT_U64_U32, "cvt.u64.u32", "l;r", 20, 10)                                          \
  X(CVTA_TO_GLOBAL_U64, "cvta.to.global.u64", "l;l", 20, 10)                            \
  /* memory */                                                                          \
  X(LD_F32, "ld{sem}{scope}{space}{cache}{vec}.f32", "f*;a", 20, 10)                    \
  X(LD_U32, "ld{sem}{scope}{space}{cache}{vec}.u32", "r*;a", 20, 10)                    \
  X(LD_U64, "ld{sem}{scope}{space}{cache}{vec}.u64", "l*;a", 20, 10)                    \
  X(ST_F32, "st{sem}{scope}{space}{cache}{vec}.f32", ";a,f*i", 20, 10)                  \
  X(ST_U32, "st{sem}{scope}{space}{cache}{vec}.u32", ";a,r*i", 20, 10)                  \
  X(ST_U64, "st{sem}{scope}{space}{cache}{vec}.u64", ";a,l*i", 20, 10)                  \
  /* control */                                                                         \
  X(BRA, "bra{uni}", ";b", 20, 10)                                                      \
  X(RET, "ret", ";", 20, 10)                                                            \
  X(EXIT, "exit", ";", 20, 10)                                                          \
  X(BAR_SYNC, "bar.sync", ";ri", 20, 10)

typedef enum nv_ptx_opc {
#define NV_X_ENUM(id, tmpl, sig, sm, ptx) NV_PTX_##id,
  NV_PTX_INSNS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_PTX_COUNT
} nv_ptx_opc;

typedef struct nv_ptx_info {
  const char *tmpl, *sig;
  uint16_t min_sm, min_ptx;
} nv_ptx_info;

static const nv_ptx_info *nv_ptx_info_of(unsigned opc);
