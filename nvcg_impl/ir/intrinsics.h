/* intrinsics.h -- the intrinsic table: every intrinsic nvcg knows, with its signature and
 * properties. The verifier checks calls against it, the reader and the builder declare
 * from it, the interpreter and the code generator switch on its ids.
 *
 * X(ID, "name", "return", "params", attributes)
 *
 * Names are base names; overloaded intrinsics take their overload types from name
 * suffixes in order (llvm.fma.f32, llvm.memcpy.p0.p1.i64, llvm.nvvm.ldg.global.f.f32.p1f32).
 * Signature tokens, space separated:
 *   v  i1 i8 i16 i32 i64 i128  f16 bf16 f32 f64  v2f16 v2bf16 v2i16 v4i8   fixed types
 *   p0 p1 p3 p4 p5 p101        pointer in that address space
 *   T U W                      overload types 0, 1, 2 (from the suffixes)
 *   {T,i1}                     literal struct of the listed tokens
 *   eT                         the element type of the vector overload type T
 * Suffix spelling: iN, f16/f32/f64/bf16, vNxx (v4f32), pN (opaque) or pN<type> (typed:
 * p1f32, p0i8), matching LLVM's mangling for both pointer dialects.
 *
 * Attributes: NOMEM (no memory access, no side effect), READMEM (reads memory),
 * ARGMEM (reads/writes memory through pointer arguments), SIDEEFFECT (must not be
 * removed or reordered with memory ops), CONVERGENT (must not be made control-dependent
 * on more values: barriers, shuffles, votes), NOOP (codegen may drop it: hints).
 */
#define NV_IA_NOMEM 1u
#define NV_IA_READMEM 2u
#define NV_IA_ARGMEM 4u
#define NV_IA_SIDEEFFECT 8u
#define NV_IA_CONVERGENT 16u
#define NV_IA_NOOP 32u
#define NV_IA_NORETURN 64u

#define NV_SREG32(X, ID, n) X(ID, "llvm.nvvm.read.ptx.sreg." n, "i32", "", NV_IA_NOMEM)

#define NV_INTRINSICS(X)                                                                      \
  /* ---- special registers ---- */                                                          \
  NV_SREG32(X, SREG_TID_X, "tid.x") NV_SREG32(X, SREG_TID_Y, "tid.y")                          \
  NV_SREG32(X, SREG_TID_Z, "tid.z") NV_SREG32(X, SREG_NTID_X, "ntid.x")                        \
  NV_SREG32(X, SREG_NTID_Y, "ntid.y") NV_SREG32(X, SREG_NTID_Z, "ntid.z")                      \
  NV_SREG32(X, SREG_CTAID_X, "ctaid.x") NV_SREG32(X, SREG_CTAID_Y, "ctaid.y")                  \
  NV_SREG32(X, SREG_CTAID_Z, "ctaid.z") NV_SREG32(X, SREG_NCTAID_X, "nctaid.x")                \
  NV_SREG32(X, SREG_NCTAID_Y, "nctaid.y") NV_SREG32(X, SREG_NCTAID_Z, "nctaid.z")              \
  /* the fourth component of the .v4 vectors: "unused and always returns zero" (PTX ISA,  \
   * Special Registers); read as LLVM does (mov.u32 %r, %tid.w), which ptxas accepts */      \
  NV_SREG32(X, SREG_TID_W, "tid.w") NV_SREG32(X, SREG_NTID_W, "ntid.w")                        \
  NV_SREG32(X, SREG_CTAID_W, "ctaid.w") NV_SREG32(X, SREG_NCTAID_W, "nctaid.w")                \
  NV_SREG32(X, SREG_WARPSIZE, "warpsize") NV_SREG32(X, SREG_LANEID, "laneid")                  \
  NV_SREG32(X, SREG_WARPID, "warpid") NV_SREG32(X, SREG_NWARPID, "nwarpid")                    \
  NV_SREG32(X, SREG_SMID, "smid") NV_SREG32(X, SREG_NSMID, "nsmid")                            \
  NV_SREG32(X, SREG_LANEMASK_EQ, "lanemask.eq") NV_SREG32(X, SREG_LANEMASK_LE, "lanemask.le")  \
  NV_SREG32(X, SREG_LANEMASK_LT, "lanemask.lt") NV_SREG32(X, SREG_LANEMASK_GE, "lanemask.ge")  \
  NV_SREG32(X, SREG_LANEMASK_GT, "lanemask.gt")                                                \
  X(SREG_GRIDID, "llvm.nvvm.read.ptx.sreg.gridid", "i64", "", NV_IA_NOMEM)                     \
  X(SREG_CLOCK, "llvm.nvvm.read.ptx.sreg.clock", "i32", "", NV_IA_SIDEEFFECT)                  \
  X(SREG_CLOCK64, "llvm.nvvm.read.ptx.sreg.clock64", "i64", "", NV_IA_SIDEEFFECT)              \
  /* LLVM's target-independent cycle counter: %clock64 on NVPTX */                           \
  X(READCYCLECOUNTER, "llvm.readcyclecounter", "i64", "", NV_IA_SIDEEFFECT)                    \
  X(SREG_GLOBALTIMER, "llvm.nvvm.read.ptx.sreg.globaltimer", "i64", "", NV_IA_SIDEEFFECT)      \
  /* performance monitoring counters %pm0-%pm3 (PTX ISA 1.3, every target): they count, so   \
   * each read is kept and ordered, as the clocks'. The engines do not run them */           \
  X(SREG_PM0, "llvm.nvvm.read.ptx.sreg.pm0", "i32", "", NV_IA_SIDEEFFECT)                      \
  X(SREG_PM1, "llvm.nvvm.read.ptx.sreg.pm1", "i32", "", NV_IA_SIDEEFFECT)                      \
  X(SREG_PM2, "llvm.nvvm.read.ptx.sreg.pm2", "i32", "", NV_IA_SIDEEFFECT)                      \
  X(SREG_PM3, "llvm.nvvm.read.ptx.sreg.pm3", "i32", "", NV_IA_SIDEEFFECT)                      \
  /* ---- barriers and fences ---- */                                                        \
  X(BARRIER0, "llvm.nvvm.barrier0", "v", "", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)              \
  X(BARRIER0_AND, "llvm.nvvm.barrier0.and", "i32", "i32", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT) \
  X(BARRIER0_OR, "llvm.nvvm.barrier0.or", "i32", "i32", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)   \
  X(BARRIER0_POPC, "llvm.nvvm.barrier0.popc", "i32", "i32", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT) \
  X(BAR_SYNC, "llvm.nvvm.bar.sync", "v", "i32", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)           \
  X(BARRIER_SYNC, "llvm.nvvm.barrier.sync", "v", "i32", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)   \
  X(BARRIER_SYNC_CNT, "llvm.nvvm.barrier.sync.cnt", "v", "i32 i32",                           \
    NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                                       \
  X(BARRIER_N, "llvm.nvvm.barrier.n", "v", "i32", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)         \
  X(BARRIER, "llvm.nvvm.barrier", "v", "i32 i32", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)         \
  X(BAR_WARP_SYNC, "llvm.nvvm.bar.warp.sync", "v", "i32", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT) \
  X(MEMBAR_CTA, "llvm.nvvm.membar.cta", "v", "", NV_IA_SIDEEFFECT)                             \
  X(MEMBAR_GL, "llvm.nvvm.membar.gl", "v", "", NV_IA_SIDEEFFECT)                               \
  X(MEMBAR_SYS, "llvm.nvvm.membar.sys", "v", "", NV_IA_SIDEEFFECT)                             \
  X(FENCE_SC_CLUSTER, "llvm.nvvm.fence.sc.cluster", "v", "", NV_IA_SIDEEFFECT)                 \
  X(FENCE_ACQ_REL_CLUSTER, "llvm.nvvm.fence.acq_rel.cluster", "v", "", NV_IA_SIDEEFFECT)       \
  X(TRAP, "llvm.trap", "v", "", NV_IA_SIDEEFFECT | NV_IA_NORETURN)                             \
  /* PTX exit: ends the calling thread (from a device function too) */                       \
  X(NVVM_EXIT, "llvm.nvvm.exit", "v", "", NV_IA_SIDEEFFECT | NV_IA_NORETURN)                    \
  X(DEBUGTRAP, "llvm.debugtrap", "v", "", NV_IA_SIDEEFFECT)                                    \
  /* the thread's dynamic stack top (PTX stacksave/stackrestore, sm_52, PTX 7.3): a pointer  \
   * overloaded on its space (.p0 generic, .p5 .local); unsuffixed is LLVM <= 16's spelling */ \
  X(STACKSAVE, "llvm.stacksave", "T", "", NV_IA_SIDEEFFECT)                                  \
  X(STACKSAVE_P0, "llvm.stacksave", "p0", "", NV_IA_SIDEEFFECT)                              \
  X(STACKRESTORE, "llvm.stackrestore", "v", "T", NV_IA_SIDEEFFECT)                           \
  X(STACKRESTORE_P0, "llvm.stackrestore", "v", "p0", NV_IA_SIDEEFFECT)                       \
  /* variadic functions (opt/expand_variadics.c lowers them before code generation): the  \
   * va_list is a pointer into the caller's argument buffer; unsuffixed is LLVM <= 18's     \
   * spelling, .pN (the va_list's space) the current one */                                 \
  X(VA_START, "llvm.va_start", "v", "T", NV_IA_ARGMEM)                                         \
  X(VA_START_P0, "llvm.va_start", "v", "p0", NV_IA_ARGMEM)                                     \
  X(VA_END, "llvm.va_end", "v", "T", NV_IA_ARGMEM)                                             \
  X(VA_END_P0, "llvm.va_end", "v", "p0", NV_IA_ARGMEM)                                         \
  X(VA_COPY, "llvm.va_copy", "v", "T T", NV_IA_ARGMEM)                                         \
  X(VA_COPY_P0, "llvm.va_copy", "v", "p0 p0", NV_IA_ARGMEM)                                    \
  /* ---- warp-level ---- */                                                                  \
  X(SHFL_SYNC_IDX_I32, "llvm.nvvm.shfl.sync.idx.i32", "i32", "i32 i32 i32 i32", NV_IA_CONVERGENT) \
  X(SHFL_SYNC_UP_I32, "llvm.nvvm.shfl.sync.up.i32", "i32", "i32 i32 i32 i32", NV_IA_CONVERGENT) \
  X(SHFL_SYNC_DOWN_I32, "llvm.nvvm.shfl.sync.down.i32", "i32", "i32 i32 i32 i32",             \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_BFLY_I32, "llvm.nvvm.shfl.sync.bfly.i32", "i32", "i32 i32 i32 i32",             \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_IDX_F32, "llvm.nvvm.shfl.sync.idx.f32", "f32", "i32 f32 i32 i32", NV_IA_CONVERGENT) \
  X(SHFL_SYNC_UP_F32, "llvm.nvvm.shfl.sync.up.f32", "f32", "i32 f32 i32 i32", NV_IA_CONVERGENT) \
  X(SHFL_SYNC_DOWN_F32, "llvm.nvvm.shfl.sync.down.f32", "f32", "i32 f32 i32 i32",             \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_BFLY_F32, "llvm.nvvm.shfl.sync.bfly.f32", "f32", "i32 f32 i32 i32",             \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_IDX_I32P, "llvm.nvvm.shfl.sync.idx.i32p", "{i32,i1}", "i32 i32 i32 i32",        \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_UP_I32P, "llvm.nvvm.shfl.sync.up.i32p", "{i32,i1}", "i32 i32 i32 i32",          \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_DOWN_I32P, "llvm.nvvm.shfl.sync.down.i32p", "{i32,i1}", "i32 i32 i32 i32",      \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_BFLY_I32P, "llvm.nvvm.shfl.sync.bfly.i32p", "{i32,i1}", "i32 i32 i32 i32",      \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_IDX_F32P, "llvm.nvvm.shfl.sync.idx.f32p", "{f32,i1}", "i32 f32 i32 i32",        \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_UP_F32P, "llvm.nvvm.shfl.sync.up.f32p", "{f32,i1}", "i32 f32 i32 i32",          \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_DOWN_F32P, "llvm.nvvm.shfl.sync.down.f32p", "{f32,i1}", "i32 f32 i32 i32",      \
    NV_IA_CONVERGENT)                                                                          \
  X(SHFL_SYNC_BFLY_F32P, "llvm.nvvm.shfl.sync.bfly.f32p", "{f32,i1}", "i32 f32 i32 i32",      \
    NV_IA_CONVERGENT)                                                                          \
  X(VOTE_ALL_SYNC, "llvm.nvvm.vote.all.sync", "i1", "i32 i1", NV_IA_CONVERGENT)                \
  X(VOTE_ANY_SYNC, "llvm.nvvm.vote.any.sync", "i1", "i32 i1", NV_IA_CONVERGENT)                \
  X(VOTE_UNI_SYNC, "llvm.nvvm.vote.uni.sync", "i1", "i32 i1", NV_IA_CONVERGENT)                \
  X(VOTE_BALLOT_SYNC, "llvm.nvvm.vote.ballot.sync", "i32", "i32 i1", NV_IA_CONVERGENT)         \
  X(MATCH_ANY_SYNC_I32, "llvm.nvvm.match.any.sync.i32", "i32", "i32 i32", NV_IA_CONVERGENT)    \
  X(MATCH_ANY_SYNC_I64, "llvm.nvvm.match.any.sync.i64", "i32", "i32 i64", NV_IA_CONVERGENT)    \
  X(MATCH_ALL_SYNC_I32P, "llvm.nvvm.match.all.sync.i32p", "{i32,i1}", "i32 i32",               \
    NV_IA_CONVERGENT)                                                                          \
  X(MATCH_ALL_SYNC_I64P, "llvm.nvvm.match.all.sync.i64p", "{i32,i1}", "i32 i64",               \
    NV_IA_CONVERGENT)                                                                          \
  X(REDUX_SYNC_ADD, "llvm.nvvm.redux.sync.add", "i32", "i32 i32", NV_IA_CONVERGENT)            \
  X(REDUX_SYNC_MIN, "llvm.nvvm.redux.sync.min", "i32", "i32 i32", NV_IA_CONVERGENT)            \
  X(REDUX_SYNC_MAX, "llvm.nvvm.redux.sync.max", "i32", "i32 i32", NV_IA_CONVERGENT)            \
  X(REDUX_SYNC_UMIN, "llvm.nvvm.redux.sync.umin", "i32", "i32 i32", NV_IA_CONVERGENT)          \
  X(REDUX_SYNC_UMAX, "llvm.nvvm.redux.sync.umax", "i32", "i32 i32", NV_IA_CONVERGENT)          \
  X(REDUX_SYNC_AND, "llvm.nvvm.redux.sync.and", "i32", "i32 i32", NV_IA_CONVERGENT)            \
  X(REDUX_SYNC_OR, "llvm.nvvm.redux.sync.or", "i32", "i32 i32", NV_IA_CONVERGENT)              \
  X(REDUX_SYNC_XOR, "llvm.nvvm.redux.sync.xor", "i32", "i32 i32", NV_IA_CONVERGENT)            \
  /* f32 min / max over the warp (sm_100a, sm_103a and their families, PTX ISA 8.6): .abs   \
   * compares magnitudes, .NaN gives a NaN when any lane has one (else NaNs are skipped) */ \
  X(REDUX_SYNC_FMIN, "llvm.nvvm.redux.sync.fmin", "f32", "f32 i32", NV_IA_CONVERGENT)          \
  X(REDUX_SYNC_FMAX, "llvm.nvvm.redux.sync.fmax", "f32", "f32 i32", NV_IA_CONVERGENT)          \
  X(REDUX_SYNC_FMIN_ABS, "llvm.nvvm.redux.sync.fmin.abs", "f32", "f32 i32", NV_IA_CONVERGENT)  \
  X(REDUX_SYNC_FMAX_ABS, "llvm.nvvm.redux.sync.fmax.abs", "f32", "f32 i32", NV_IA_CONVERGENT)  \
  X(REDUX_SYNC_FMIN_NAN, "llvm.nvvm.redux.sync.fmin.NaN", "f32", "f32 i32", NV_IA_CONVERGENT)  \
  X(REDUX_SYNC_FMAX_NAN, "llvm.nvvm.redux.sync.fmax.NaN", "f32", "f32 i32", NV_IA_CONVERGENT)  \
  X(REDUX_SYNC_FMIN_ABS_NAN, "llvm.nvvm.redux.sync.fmin.abs.NaN", "f32", "f32 i32", NV_IA_CONVERGENT) \
  X(REDUX_SYNC_FMAX_ABS_NAN, "llvm.nvvm.redux.sync.fmax.abs.NaN", "f32", "f32 i32", NV_IA_CONVERGENT) \
  X(ACTIVEMASK, "llvm.nvvm.activemask", "i32", "", NV_IA_CONVERGENT | NV_IA_SIDEEFFECT)        \
  /* ---- memory ---- */                                                                      \
  X(LDG_GLOBAL_I, "llvm.nvvm.ldg.global.i", "T", "U i32", NV_IA_READMEM)                       \
  X(LDG_GLOBAL_F, "llvm.nvvm.ldg.global.f", "T", "U i32", NV_IA_READMEM)                       \
  X(LDG_GLOBAL_P, "llvm.nvvm.ldg.global.p", "T", "U i32", NV_IA_READMEM)                       \
  X(LDU_GLOBAL_I, "llvm.nvvm.ldu.global.i", "T", "U i32", NV_IA_READMEM)                       \
  X(LDU_GLOBAL_F, "llvm.nvvm.ldu.global.f", "T", "U i32", NV_IA_READMEM)                       \
  X(LDU_GLOBAL_P, "llvm.nvvm.ldu.global.p", "T", "U i32", NV_IA_READMEM)                       \
  X(ISSPACEP_GLOBAL, "llvm.nvvm.isspacep.global", "i1", "p0", NV_IA_NOMEM)                     \
  X(ISSPACEP_SHARED, "llvm.nvvm.isspacep.shared", "i1", "p0", NV_IA_NOMEM)                     \
  X(ISSPACEP_CONST, "llvm.nvvm.isspacep.const", "i1", "p0", NV_IA_NOMEM)                       \
  X(ISSPACEP_LOCAL, "llvm.nvvm.isspacep.local", "i1", "p0", NV_IA_NOMEM)                       \
  X(ISSPACEP_SHARED_CLUSTER, "llvm.nvvm.isspacep.shared.cluster", "i1", "p0", NV_IA_NOMEM)     \
  X(ATOMIC_INC_32, "llvm.nvvm.atomic.load.inc.32", "i32", "T i32", NV_IA_ARGMEM)               \
  X(ATOMIC_DEC_32, "llvm.nvvm.atomic.load.dec.32", "i32", "T i32", NV_IA_ARGMEM)               \
  NV_SCOPED_ATOMICS(X)                                                                         \
  X(MEMCPY, "llvm.memcpy", "v", "T U W i1", NV_IA_ARGMEM)                                      \
  X(MEMMOVE, "llvm.memmove", "v", "T U W i1", NV_IA_ARGMEM)                                    \
  X(MEMSET, "llvm.memset", "v", "T i8 U i1", NV_IA_ARGMEM)                                     \
  X(LIFETIME_START, "llvm.lifetime.start", "v", "i64 T", NV_IA_NOOP)                           \
  X(LIFETIME_END, "llvm.lifetime.end", "v", "i64 T", NV_IA_NOOP)                               \
  X(ASSUME, "llvm.assume", "v", "i1", NV_IA_NOOP)                                              \
  X(EXPECT, "llvm.expect", "T", "T T", NV_IA_NOMEM)                                            \
  X(EXPECT_WITH_PROBABILITY, "llvm.expect.with.probability", "T", "T T f64", NV_IA_NOMEM)      \
  /* the pointer with its address ANDed with the mask (an i64: every NVPTX pointer is 64   \
   * bits here); clang's va_arg alignment of the argument cursor */                          \
  X(PTRMASK, "llvm.ptrmask", "T", "T U", NV_IA_NOMEM)                                          \
  /* ---- generic math ---- */                                                               \
  X(FMA, "llvm.fma", "T", "T T T", NV_IA_NOMEM)                                                \
  X(FMULADD, "llvm.fmuladd", "T", "T T T", NV_IA_NOMEM)                                        \
  X(SQRT, "llvm.sqrt", "T", "T", NV_IA_NOMEM)                                                  \
  X(FABS, "llvm.fabs", "T", "T", NV_IA_NOMEM)                                                  \
  X(MINNUM, "llvm.minnum", "T", "T T", NV_IA_NOMEM)                                            \
  X(MAXNUM, "llvm.maxnum", "T", "T T", NV_IA_NOMEM)                                            \
  X(MINIMUM, "llvm.minimum", "T", "T T", NV_IA_NOMEM)                                          \
  X(MAXIMUM, "llvm.maximum", "T", "T T", NV_IA_NOMEM)                                          \
  X(COPYSIGN, "llvm.copysign", "T", "T T", NV_IA_NOMEM)                                        \
  X(FLOOR, "llvm.floor", "T", "T", NV_IA_NOMEM)                                                \
  X(CEIL, "llvm.ceil", "T", "T", NV_IA_NOMEM)                                                  \
  X(TRUNC, "llvm.trunc", "T", "T", NV_IA_NOMEM)                                                \
  X(RINT, "llvm.rint", "T", "T", NV_IA_NOMEM)                                                  \
  X(NEARBYINT, "llvm.nearbyint", "T", "T", NV_IA_NOMEM)                                        \
  X(ROUND, "llvm.round", "T", "T", NV_IA_NOMEM)                                                \
  X(ROUNDEVEN, "llvm.roundeven", "T", "T", NV_IA_NOMEM)                                        \
  /* LLVM's math intrinsics: the link step turns their calls into calls of the math      \
   * library (lto/math_intrinsics.c) before anything else sees them */                    \
  X(MATH_SIN, "llvm.sin", "T", "T", NV_IA_NOMEM)                                               \
  X(MATH_COS, "llvm.cos", "T", "T", NV_IA_NOMEM)                                               \
  X(MATH_TAN, "llvm.tan", "T", "T", NV_IA_NOMEM)                                               \
  X(MATH_ASIN, "llvm.asin", "T", "T", NV_IA_NOMEM)                                             \
  X(MATH_ACOS, "llvm.acos", "T", "T", NV_IA_NOMEM)                                             \
  X(MATH_ATAN, "llvm.atan", "T", "T", NV_IA_NOMEM)                                             \
  X(MATH_ATAN2, "llvm.atan2", "T", "T T", NV_IA_NOMEM)                                         \
  X(MATH_SINH, "llvm.sinh", "T", "T", NV_IA_NOMEM)                                             \
  X(MATH_COSH, "llvm.cosh", "T", "T", NV_IA_NOMEM)                                             \
  X(MATH_TANH, "llvm.tanh", "T", "T", NV_IA_NOMEM)                                             \
  X(MATH_EXP, "llvm.exp", "T", "T", NV_IA_NOMEM)                                               \
  X(MATH_EXP2, "llvm.exp2", "T", "T", NV_IA_NOMEM)                                             \
  X(MATH_EXP10, "llvm.exp10", "T", "T", NV_IA_NOMEM)                                           \
  X(MATH_LOG, "llvm.log", "T", "T", NV_IA_NOMEM)                                               \
  X(MATH_LOG2, "llvm.log2", "T", "T", NV_IA_NOMEM)                                             \
  X(MATH_LOG10, "llvm.log10", "T", "T", NV_IA_NOMEM)                                           \
  X(MATH_POW, "llvm.pow", "T", "T T", NV_IA_NOMEM)                                             \
  X(MATH_POWI, "llvm.powi", "T", "T U", NV_IA_NOMEM)                                           \
  X(MATH_LDEXP, "llvm.ldexp", "T", "T U", NV_IA_NOMEM)                                         \
  X(MATH_SINCOS, "llvm.sincos", "{T,T}", "T", NV_IA_NOMEM)                                     \
  X(MATH_FREXP, "llvm.frexp", "{T,U}", "T", NV_IA_NOMEM)                                       \
  X(CTPOP, "llvm.ctpop", "T", "T", NV_IA_NOMEM)                                                \
  X(CTLZ, "llvm.ctlz", "T", "T i1", NV_IA_NOMEM)                                               \
  X(CTTZ, "llvm.cttz", "T", "T i1", NV_IA_NOMEM)                                               \
  X(BITREVERSE, "llvm.bitreverse", "T", "T", NV_IA_NOMEM)                                      \
  X(BSWAP, "llvm.bswap", "T", "T", NV_IA_NOMEM)                                                \
  X(FSHL, "llvm.fshl", "T", "T T T", NV_IA_NOMEM)                                              \
  X(FSHR, "llvm.fshr", "T", "T T T", NV_IA_NOMEM)                                              \
  X(UMIN, "llvm.umin", "T", "T T", NV_IA_NOMEM)                                                \
  X(UMAX, "llvm.umax", "T", "T T", NV_IA_NOMEM)                                                \
  X(SMIN, "llvm.smin", "T", "T T", NV_IA_NOMEM)                                                \
  X(SMAX, "llvm.smax", "T", "T T", NV_IA_NOMEM)                                                \
  X(ABS, "llvm.abs", "T", "T i1", NV_IA_NOMEM)                                                 \
  X(SADD_WITH_OVERFLOW, "llvm.sadd.with.overflow", "{T,i1}", "T T", NV_IA_NOMEM)               \
  X(UADD_WITH_OVERFLOW, "llvm.uadd.with.overflow", "{T,i1}", "T T", NV_IA_NOMEM)               \
  X(SSUB_WITH_OVERFLOW, "llvm.ssub.with.overflow", "{T,i1}", "T T", NV_IA_NOMEM)               \
  X(USUB_WITH_OVERFLOW, "llvm.usub.with.overflow", "{T,i1}", "T T", NV_IA_NOMEM)               \
  X(SMUL_WITH_OVERFLOW, "llvm.smul.with.overflow", "{T,i1}", "T T", NV_IA_NOMEM)               \
  X(UMUL_WITH_OVERFLOW, "llvm.umul.with.overflow", "{T,i1}", "T T", NV_IA_NOMEM)               \
  X(SADD_SAT, "llvm.sadd.sat", "T", "T T", NV_IA_NOMEM)                                        \
  X(UADD_SAT, "llvm.uadd.sat", "T", "T T", NV_IA_NOMEM)                                        \
  X(SSUB_SAT, "llvm.ssub.sat", "T", "T T", NV_IA_NOMEM)                                        \
  X(USUB_SAT, "llvm.usub.sat", "T", "T T", NV_IA_NOMEM)                                        \
  /* ---- NVVM math ---- */                                                                  \
  X(NVVM_EX2_APPROX_F, "llvm.nvvm.ex2.approx.f", "f32", "f32", NV_IA_NOMEM)                    \
  X(NVVM_EX2_APPROX_FTZ_F, "llvm.nvvm.ex2.approx.ftz.f", "f32", "f32", NV_IA_NOMEM)            \
  X(NVVM_EX2_APPROX_D, "llvm.nvvm.ex2.approx.d", "f64", "f64", NV_IA_NOMEM)                    \
  X(NVVM_EX2_APPROX_F16, "llvm.nvvm.ex2.approx.f16", "f16", "f16", NV_IA_NOMEM)                \
  X(NVVM_EX2_APPROX_F16X2, "llvm.nvvm.ex2.approx.f16x2", "v2f16", "v2f16", NV_IA_NOMEM)        \
  X(NVVM_LG2_APPROX_F, "llvm.nvvm.lg2.approx.f", "f32", "f32", NV_IA_NOMEM)                    \
  X(NVVM_LG2_APPROX_FTZ_F, "llvm.nvvm.lg2.approx.ftz.f", "f32", "f32", NV_IA_NOMEM)            \
  X(NVVM_LG2_APPROX_D, "llvm.nvvm.lg2.approx.d", "f64", "f64", NV_IA_NOMEM)                    \
  X(NVVM_SIN_APPROX_F, "llvm.nvvm.sin.approx.f", "f32", "f32", NV_IA_NOMEM)                    \
  X(NVVM_SIN_APPROX_FTZ_F, "llvm.nvvm.sin.approx.ftz.f", "f32", "f32", NV_IA_NOMEM)            \
  X(NVVM_COS_APPROX_F, "llvm.nvvm.cos.approx.f", "f32", "f32", NV_IA_NOMEM)                    \
  X(NVVM_COS_APPROX_FTZ_F, "llvm.nvvm.cos.approx.ftz.f", "f32", "f32", NV_IA_NOMEM)            \
  X(NVVM_TANH_APPROX_F, "llvm.nvvm.tanh.approx.f32", "f32", "f32", NV_IA_NOMEM)                \
  X(NVVM_RCP_RN_F, "llvm.nvvm.rcp.rn.f", "f32", "f32", NV_IA_NOMEM)                            \
  X(NVVM_RCP_RZ_F, "llvm.nvvm.rcp.rz.f", "f32", "f32", NV_IA_NOMEM)                            \
  X(NVVM_RCP_RM_F, "llvm.nvvm.rcp.rm.f", "f32", "f32", NV_IA_NOMEM)                            \
  X(NVVM_RCP_RP_F, "llvm.nvvm.rcp.rp.f", "f32", "f32", NV_IA_NOMEM)                            \
  X(NVVM_RCP_RN_FTZ_F, "llvm.nvvm.rcp.rn.ftz.f", "f32", "f32", NV_IA_NOMEM)                    \
  X(NVVM_RCP_RN_D, "llvm.nvvm.rcp.rn.d", "f64", "f64", NV_IA_NOMEM)                            \
  X(NVVM_RCP_RZ_D, "llvm.nvvm.rcp.rz.d", "f64", "f64", NV_IA_NOMEM)                            \
  X(NVVM_RCP_RM_D, "llvm.nvvm.rcp.rm.d", "f64", "f64", NV_IA_NOMEM)                            \
  X(NVVM_RCP_RP_D, "llvm.nvvm.rcp.rp.d", "f64", "f64", NV_IA_NOMEM)                            \
  X(NVVM_RCP_APPROX_FTZ_F, "llvm.nvvm.rcp.approx.ftz.f", "f32", "f32", NV_IA_NOMEM)            \
  X(NVVM_RCP_APPROX_FTZ_D, "llvm.nvvm.rcp.approx.ftz.d", "f64", "f64", NV_IA_NOMEM)            \
  X(NVVM_RSQRT_APPROX_F, "llvm.nvvm.rsqrt.approx.f", "f32", "f32", NV_IA_NOMEM)                \
  X(NVVM_RSQRT_APPROX_FTZ_F, "llvm.nvvm.rsqrt.approx.ftz.f", "f32", "f32", NV_IA_NOMEM)        \
  X(NVVM_RSQRT_APPROX_D, "llvm.nvvm.rsqrt.approx.d", "f64", "f64", NV_IA_NOMEM)                \
  X(NVVM_RSQRT_APPROX_FTZ_D, "llvm.nvvm.rsqrt.approx.ftz.d", "f64", "f64", NV_IA_NOMEM)        \
  X(NVVM_SQRT_F, "llvm.nvvm.sqrt.f", "f32", "f32", NV_IA_NOMEM)                                \
  X(NVVM_SQRT_RN_F, "llvm.nvvm.sqrt.rn.f", "f32", "f32", NV_IA_NOMEM)                          \
  X(NVVM_SQRT_RZ_F, "llvm.nvvm.sqrt.rz.f", "f32", "f32", NV_IA_NOMEM)                          \
  X(NVVM_SQRT_RM_F, "llvm.nvvm.sqrt.rm.f", "f32", "f32", NV_IA_NOMEM)                          \
  X(NVVM_SQRT_RP_F, "llvm.nvvm.sqrt.rp.f", "f32", "f32", NV_IA_NOMEM)                          \
  X(NVVM_SQRT_RN_FTZ_F, "llvm.nvvm.sqrt.rn.ftz.f", "f32", "f32", NV_IA_NOMEM)                  \
  X(NVVM_SQRT_APPROX_F, "llvm.nvvm.sqrt.approx.f", "f32", "f32", NV_IA_NOMEM)                  \
  X(NVVM_SQRT_APPROX_FTZ_F, "llvm.nvvm.sqrt.approx.ftz.f", "f32", "f32", NV_IA_NOMEM)          \
  X(NVVM_SQRT_RN_D, "llvm.nvvm.sqrt.rn.d", "f64", "f64", NV_IA_NOMEM)                          \
  X(NVVM_SQRT_RZ_D, "llvm.nvvm.sqrt.rz.d", "f64", "f64", NV_IA_NOMEM)                          \
  X(NVVM_SQRT_RM_D, "llvm.nvvm.sqrt.rm.d", "f64", "f64", NV_IA_NOMEM)                          \
  X(NVVM_SQRT_RP_D, "llvm.nvvm.sqrt.rp.d", "f64", "f64", NV_IA_NOMEM)                          \
  X(NVVM_DIV_APPROX_F, "llvm.nvvm.div.approx.f", "f32", "f32 f32", NV_IA_NOMEM)                \
  X(NVVM_DIV_APPROX_FTZ_F, "llvm.nvvm.div.approx.ftz.f", "f32", "f32 f32", NV_IA_NOMEM)        \
  X(NVVM_DIV_FULL, "llvm.nvvm.div.full", "f32", "f32 f32", NV_IA_NOMEM)                        \
  X(NVVM_DIV_FULL_FTZ, "llvm.nvvm.div.full.ftz", "f32", "f32 f32", NV_IA_NOMEM)                \
  X(NVVM_DIV_RN_F, "llvm.nvvm.div.rn.f", "f32", "f32 f32", NV_IA_NOMEM)                        \
  X(NVVM_DIV_RZ_F, "llvm.nvvm.div.rz.f", "f32", "f32 f32", NV_IA_NOMEM)                        \
  X(NVVM_DIV_RM_F, "llvm.nvvm.div.rm.f", "f32", "f32 f32", NV_IA_NOMEM)                        \
  X(NVVM_DIV_RP_F, "llvm.nvvm.div.rp.f", "f32", "f32 f32", NV_IA_NOMEM)                        \
  X(NVVM_DIV_RN_D, "llvm.nvvm.div.rn.d", "f64", "f64 f64", NV_IA_NOMEM)                        \
  X(NVVM_DIV_RZ_D, "llvm.nvvm.div.rz.d", "f64", "f64 f64", NV_IA_NOMEM)                        \
  X(NVVM_DIV_RM_D, "llvm.nvvm.div.rm.d", "f64", "f64 f64", NV_IA_NOMEM)                        \
  X(NVVM_DIV_RP_D, "llvm.nvvm.div.rp.d", "f64", "f64 f64", NV_IA_NOMEM)                        \
  X(NVVM_FMA_RN_F, "llvm.nvvm.fma.rn.f", "f32", "f32 f32 f32", NV_IA_NOMEM)                    \
  X(NVVM_FMA_RZ_F, "llvm.nvvm.fma.rz.f", "f32", "f32 f32 f32", NV_IA_NOMEM)                    \
  X(NVVM_FMA_RM_F, "llvm.nvvm.fma.rm.f", "f32", "f32 f32 f32", NV_IA_NOMEM)                    \
  X(NVVM_FMA_RP_F, "llvm.nvvm.fma.rp.f", "f32", "f32 f32 f32", NV_IA_NOMEM)                    \
  X(NVVM_FMA_RN_FTZ_F, "llvm.nvvm.fma.rn.ftz.f", "f32", "f32 f32 f32", NV_IA_NOMEM)            \
  X(NVVM_FMA_RN_D, "llvm.nvvm.fma.rn.d", "f64", "f64 f64 f64", NV_IA_NOMEM)                    \
  X(NVVM_FMA_RZ_D, "llvm.nvvm.fma.rz.d", "f64", "f64 f64 f64", NV_IA_NOMEM)                    \
  X(NVVM_FMA_RM_D, "llvm.nvvm.fma.rm.d", "f64", "f64 f64 f64", NV_IA_NOMEM)                    \
  X(NVVM_FMA_RP_D, "llvm.nvvm.fma.rp.d", "f64", "f64 f64 f64", NV_IA_NOMEM)                    \
  X(NVVM_FMA_RN_F16, "llvm.nvvm.fma.rn.f16", "f16", "f16 f16 f16", NV_IA_NOMEM)                \
  /* mixed precision (sm_100, PTX ISA 8.6: add/sub.rnd{.sat}.f32.f16/.bf16): the half    \
   * operand converted exactly to f32, then the f32 add/sub with the rounding mode */      \
  X(NVVM_ADD_RN_H_F, "llvm.nvvm.add.rn.h.f", "f32", "f16 f32", NV_IA_NOMEM)                  \
  X(NVVM_ADD_RN_SAT_H_F, "llvm.nvvm.add.rn.sat.h.f", "f32", "f16 f32", NV_IA_NOMEM)          \
  X(NVVM_ADD_RZ_H_F, "llvm.nvvm.add.rz.h.f", "f32", "f16 f32", NV_IA_NOMEM)                  \
  X(NVVM_ADD_RZ_SAT_H_F, "llvm.nvvm.add.rz.sat.h.f", "f32", "f16 f32", NV_IA_NOMEM)          \
  X(NVVM_ADD_RM_H_F, "llvm.nvvm.add.rm.h.f", "f32", "f16 f32", NV_IA_NOMEM)                  \
  X(NVVM_ADD_RM_SAT_H_F, "llvm.nvvm.add.rm.sat.h.f", "f32", "f16 f32", NV_IA_NOMEM)          \
  X(NVVM_ADD_RP_H_F, "llvm.nvvm.add.rp.h.f", "f32", "f16 f32", NV_IA_NOMEM)                  \
  X(NVVM_ADD_RP_SAT_H_F, "llvm.nvvm.add.rp.sat.h.f", "f32", "f16 f32", NV_IA_NOMEM)          \
  X(NVVM_ADD_RN_BF_F, "llvm.nvvm.add.rn.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)               \
  X(NVVM_ADD_RN_SAT_BF_F, "llvm.nvvm.add.rn.sat.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)       \
  X(NVVM_ADD_RZ_BF_F, "llvm.nvvm.add.rz.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)               \
  X(NVVM_ADD_RZ_SAT_BF_F, "llvm.nvvm.add.rz.sat.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)       \
  X(NVVM_ADD_RM_BF_F, "llvm.nvvm.add.rm.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)               \
  X(NVVM_ADD_RM_SAT_BF_F, "llvm.nvvm.add.rm.sat.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)       \
  X(NVVM_ADD_RP_BF_F, "llvm.nvvm.add.rp.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)               \
  X(NVVM_ADD_RP_SAT_BF_F, "llvm.nvvm.add.rp.sat.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)       \
  X(NVVM_SUB_RN_H_F, "llvm.nvvm.sub.rn.h.f", "f32", "f16 f32", NV_IA_NOMEM)                  \
  X(NVVM_SUB_RN_SAT_H_F, "llvm.nvvm.sub.rn.sat.h.f", "f32", "f16 f32", NV_IA_NOMEM)          \
  X(NVVM_SUB_RZ_H_F, "llvm.nvvm.sub.rz.h.f", "f32", "f16 f32", NV_IA_NOMEM)                  \
  X(NVVM_SUB_RZ_SAT_H_F, "llvm.nvvm.sub.rz.sat.h.f", "f32", "f16 f32", NV_IA_NOMEM)          \
  X(NVVM_SUB_RM_H_F, "llvm.nvvm.sub.rm.h.f", "f32", "f16 f32", NV_IA_NOMEM)                  \
  X(NVVM_SUB_RM_SAT_H_F, "llvm.nvvm.sub.rm.sat.h.f", "f32", "f16 f32", NV_IA_NOMEM)          \
  X(NVVM_SUB_RP_H_F, "llvm.nvvm.sub.rp.h.f", "f32", "f16 f32", NV_IA_NOMEM)                  \
  X(NVVM_SUB_RP_SAT_H_F, "llvm.nvvm.sub.rp.sat.h.f", "f32", "f16 f32", NV_IA_NOMEM)          \
  X(NVVM_SUB_RN_BF_F, "llvm.nvvm.sub.rn.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)               \
  X(NVVM_SUB_RN_SAT_BF_F, "llvm.nvvm.sub.rn.sat.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)       \
  X(NVVM_SUB_RZ_BF_F, "llvm.nvvm.sub.rz.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)               \
  X(NVVM_SUB_RZ_SAT_BF_F, "llvm.nvvm.sub.rz.sat.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)       \
  X(NVVM_SUB_RM_BF_F, "llvm.nvvm.sub.rm.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)               \
  X(NVVM_SUB_RM_SAT_BF_F, "llvm.nvvm.sub.rm.sat.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)       \
  X(NVVM_SUB_RP_BF_F, "llvm.nvvm.sub.rp.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)               \
  X(NVVM_SUB_RP_SAT_BF_F, "llvm.nvvm.sub.rp.sat.bf.f", "f32", "bf16 f32", NV_IA_NOMEM)       \
  X(NVVM_FMA_RN_F16X2, "llvm.nvvm.fma.rn.f16x2", "v2f16", "v2f16 v2f16 v2f16", NV_IA_NOMEM)    \
  X(NVVM_FABS_F, "llvm.nvvm.fabs.f", "f32", "f32", NV_IA_NOMEM)                                \
  X(NVVM_FABS_FTZ_F, "llvm.nvvm.fabs.ftz.f", "f32", "f32", NV_IA_NOMEM)                        \
  X(NVVM_FABS_D, "llvm.nvvm.fabs.d", "f64", "f64", NV_IA_NOMEM)                                \
  X(NVVM_FMIN_F, "llvm.nvvm.fmin.f", "f32", "f32 f32", NV_IA_NOMEM)                            \
  X(NVVM_FMIN_FTZ_F, "llvm.nvvm.fmin.ftz.f", "f32", "f32 f32", NV_IA_NOMEM)                    \
  X(NVVM_FMIN_D, "llvm.nvvm.fmin.d", "f64", "f64 f64", NV_IA_NOMEM)                            \
  X(NVVM_FMAX_F, "llvm.nvvm.fmax.f", "f32", "f32 f32", NV_IA_NOMEM)                            \
  X(NVVM_FMAX_FTZ_F, "llvm.nvvm.fmax.ftz.f", "f32", "f32 f32", NV_IA_NOMEM)                    \
  X(NVVM_FMAX_D, "llvm.nvvm.fmax.d", "f64", "f64 f64", NV_IA_NOMEM)                            \
  /* fmin/fmax with .NaN (a NaN operand gives the canonical NaN), .ftz, on f16 / bf16 and  \
   * their pairs (sm_80, PTX ISA 7.0: min/max{.ftz}{.NaN}.{f32,f16,f16x2,bf16,bf16x2}) */    \
  X(NVVM_FMIN_NAN_F, "llvm.nvvm.fmin.nan.f", "f32", "f32 f32", NV_IA_NOMEM)                   \
  X(NVVM_FMIN_FTZ_NAN_F, "llvm.nvvm.fmin.ftz.nan.f", "f32", "f32 f32", NV_IA_NOMEM)           \
  X(NVVM_FMIN_F16, "llvm.nvvm.fmin.f16", "f16", "f16 f16", NV_IA_NOMEM)                       \
  X(NVVM_FMIN_FTZ_F16, "llvm.nvvm.fmin.ftz.f16", "f16", "f16 f16", NV_IA_NOMEM)               \
  X(NVVM_FMIN_NAN_F16, "llvm.nvvm.fmin.nan.f16", "f16", "f16 f16", NV_IA_NOMEM)               \
  X(NVVM_FMIN_FTZ_NAN_F16, "llvm.nvvm.fmin.ftz.nan.f16", "f16", "f16 f16", NV_IA_NOMEM)       \
  X(NVVM_FMIN_F16X2, "llvm.nvvm.fmin.f16x2", "v2f16", "v2f16 v2f16", NV_IA_NOMEM)             \
  X(NVVM_FMIN_FTZ_F16X2, "llvm.nvvm.fmin.ftz.f16x2", "v2f16", "v2f16 v2f16", NV_IA_NOMEM)     \
  X(NVVM_FMIN_NAN_F16X2, "llvm.nvvm.fmin.nan.f16x2", "v2f16", "v2f16 v2f16", NV_IA_NOMEM)     \
  X(NVVM_FMIN_FTZ_NAN_F16X2, "llvm.nvvm.fmin.ftz.nan.f16x2", "v2f16", "v2f16 v2f16", NV_IA_NOMEM)\
  X(NVVM_FMIN_BF16, "llvm.nvvm.fmin.bf16", "bf16", "bf16 bf16", NV_IA_NOMEM)                  \
  X(NVVM_FMIN_NAN_BF16, "llvm.nvvm.fmin.nan.bf16", "bf16", "bf16 bf16", NV_IA_NOMEM)          \
  X(NVVM_FMIN_BF16X2, "llvm.nvvm.fmin.bf16x2", "v2bf16", "v2bf16 v2bf16", NV_IA_NOMEM)        \
  X(NVVM_FMIN_NAN_BF16X2, "llvm.nvvm.fmin.nan.bf16x2", "v2bf16", "v2bf16 v2bf16", NV_IA_NOMEM)\
  X(NVVM_FMAX_NAN_F, "llvm.nvvm.fmax.nan.f", "f32", "f32 f32", NV_IA_NOMEM)                   \
  X(NVVM_FMAX_FTZ_NAN_F, "llvm.nvvm.fmax.ftz.nan.f", "f32", "f32 f32", NV_IA_NOMEM)           \
  X(NVVM_FMAX_F16, "llvm.nvvm.fmax.f16", "f16", "f16 f16", NV_IA_NOMEM)                       \
  X(NVVM_FMAX_FTZ_F16, "llvm.nvvm.fmax.ftz.f16", "f16", "f16 f16", NV_IA_NOMEM)               \
  X(NVVM_FMAX_NAN_F16, "llvm.nvvm.fmax.nan.f16", "f16", "f16 f16", NV_IA_NOMEM)               \
  X(NVVM_FMAX_FTZ_NAN_F16, "llvm.nvvm.fmax.ftz.nan.f16", "f16", "f16 f16", NV_IA_NOMEM)       \
  X(NVVM_FMAX_F16X2, "llvm.nvvm.fmax.f16x2", "v2f16", "v2f16 v2f16", NV_IA_NOMEM)             \
  X(NVVM_FMAX_FTZ_F16X2, "llvm.nvvm.fmax.ftz.f16x2", "v2f16", "v2f16 v2f16", NV_IA_NOMEM)     \
  X(NVVM_FMAX_NAN_F16X2, "llvm.nvvm.fmax.nan.f16x2", "v2f16", "v2f16 v2f16", NV_IA_NOMEM)     \
  X(NVVM_FMAX_FTZ_NAN_F16X2, "llvm.nvvm.fmax.ftz.nan.f16x2", "v2f16", "v2f16 v2f16", NV_IA_NOMEM)\
  X(NVVM_FMAX_BF16, "llvm.nvvm.fmax.bf16", "bf16", "bf16 bf16", NV_IA_NOMEM)                  \
  X(NVVM_FMAX_NAN_BF16, "llvm.nvvm.fmax.nan.bf16", "bf16", "bf16 bf16", NV_IA_NOMEM)          \
  X(NVVM_FMAX_BF16X2, "llvm.nvvm.fmax.bf16x2", "v2bf16", "v2bf16 v2bf16", NV_IA_NOMEM)        \
  X(NVVM_FMAX_NAN_BF16X2, "llvm.nvvm.fmax.nan.bf16x2", "v2bf16", "v2bf16 v2bf16", NV_IA_NOMEM)\
  /* abs / neg on bf16 (sm_80, PTX ISA 7.0; LLVM upgrades them to fabs / fneg) */        \
  X(NVVM_ABS_BF16, "llvm.nvvm.abs.bf16", "bf16", "bf16", NV_IA_NOMEM)                         \
  X(NVVM_ABS_BF16X2, "llvm.nvvm.abs.bf16x2", "v2bf16", "v2bf16", NV_IA_NOMEM)                 \
  X(NVVM_NEG_BF16, "llvm.nvvm.neg.bf16", "bf16", "bf16", NV_IA_NOMEM)                         \
  X(NVVM_NEG_BF16X2, "llvm.nvvm.neg.bf16x2", "v2bf16", "v2bf16", NV_IA_NOMEM)                 \
  X(NVVM_SATURATE_F, "llvm.nvvm.saturate.f", "f32", "f32", NV_IA_NOMEM)                        \
  X(NVVM_SATURATE_FTZ_F, "llvm.nvvm.saturate.ftz.f", "f32", "f32", NV_IA_NOMEM)                \
  X(NVVM_SATURATE_D, "llvm.nvvm.saturate.d", "f64", "f64", NV_IA_NOMEM)                        \
  X(NVVM_FLOOR_F, "llvm.nvvm.floor.f", "f32", "f32", NV_IA_NOMEM)                              \
  X(NVVM_FLOOR_D, "llvm.nvvm.floor.d", "f64", "f64", NV_IA_NOMEM)                              \
  X(NVVM_CEIL_F, "llvm.nvvm.ceil.f", "f32", "f32", NV_IA_NOMEM)                                \
  X(NVVM_CEIL_D, "llvm.nvvm.ceil.d", "f64", "f64", NV_IA_NOMEM)                                \
  X(NVVM_TRUNC_F, "llvm.nvvm.trunc.f", "f32", "f32", NV_IA_NOMEM)                              \
  X(NVVM_TRUNC_D, "llvm.nvvm.trunc.d", "f64", "f64", NV_IA_NOMEM)                              \
  X(NVVM_ROUND_F, "llvm.nvvm.round.f", "f32", "f32", NV_IA_NOMEM)                              \
  X(NVVM_ROUND_D, "llvm.nvvm.round.d", "f64", "f64", NV_IA_NOMEM)                              \
  /* ---- NVVM integer ---- */                                                               \
  X(NVVM_MULHI_S, "llvm.nvvm.mulhi.s", "i16", "i16 i16", NV_IA_NOMEM)                          \
  X(NVVM_MULHI_US, "llvm.nvvm.mulhi.us", "i16", "i16 i16", NV_IA_NOMEM)                        \
  X(NVVM_MULHI_I, "llvm.nvvm.mulhi.i", "i32", "i32 i32", NV_IA_NOMEM)                          \
  X(NVVM_MULHI_UI, "llvm.nvvm.mulhi.ui", "i32", "i32 i32", NV_IA_NOMEM)                        \
  X(NVVM_MULHI_LL, "llvm.nvvm.mulhi.ll", "i64", "i64 i64", NV_IA_NOMEM)                        \
  X(NVVM_MULHI_ULL, "llvm.nvvm.mulhi.ull", "i64", "i64 i64", NV_IA_NOMEM)                      \
  X(NVVM_MUL24_I, "llvm.nvvm.mul24.i", "i32", "i32 i32", NV_IA_NOMEM)                          \
  X(NVVM_MUL24_UI, "llvm.nvvm.mul24.ui", "i32", "i32 i32", NV_IA_NOMEM)                        \
  X(NVVM_SAD_I, "llvm.nvvm.sad.i", "i32", "i32 i32 i32", NV_IA_NOMEM)                          \
  X(NVVM_SAD_UI, "llvm.nvvm.sad.ui", "i32", "i32 i32 i32", NV_IA_NOMEM)                        \
  X(NVVM_BREV32, "llvm.nvvm.brev32", "i32", "i32", NV_IA_NOMEM)                                \
  X(NVVM_BREV64, "llvm.nvvm.brev64", "i64", "i64", NV_IA_NOMEM)                                \
  /* bfind: the position of the most significant non-sign bit of an i32 or i64 (the       \
   * constant i1 asks for .shiftamt, its distance from the top), 0xffffffff if none */     \
  X(NVVM_FLO_S, "llvm.nvvm.flo.s", "i32", "T i1", NV_IA_NOMEM)                                 \
  X(NVVM_FLO_U, "llvm.nvvm.flo.u", "i32", "T i1", NV_IA_NOMEM)                                 \
  X(NVVM_CLZ_I, "llvm.nvvm.clz.i", "i32", "i32", NV_IA_NOMEM)                                  \
  X(NVVM_CLZ_LL, "llvm.nvvm.clz.ll", "i32", "i64", NV_IA_NOMEM)                                \
  X(NVVM_POPC_I, "llvm.nvvm.popc.i", "i32", "i32", NV_IA_NOMEM)                                \
  X(NVVM_POPC_LL, "llvm.nvvm.popc.ll", "i32", "i64", NV_IA_NOMEM)                              \
  X(NVVM_PRMT, "llvm.nvvm.prmt", "i32", "i32 i32 i32", NV_IA_NOMEM)                            \
  /* prmt's modes (byte-select patterns picked by the selector's two low bits); the last four \
   * read one source: (a, selector) */                                                      \
  X(NVVM_PRMT_F4E, "llvm.nvvm.prmt.f4e", "i32", "i32 i32 i32", NV_IA_NOMEM)                    \
  X(NVVM_PRMT_B4E, "llvm.nvvm.prmt.b4e", "i32", "i32 i32 i32", NV_IA_NOMEM)                    \
  X(NVVM_PRMT_RC8, "llvm.nvvm.prmt.rc8", "i32", "i32 i32", NV_IA_NOMEM)                        \
  X(NVVM_PRMT_ECL, "llvm.nvvm.prmt.ecl", "i32", "i32 i32", NV_IA_NOMEM)                        \
  X(NVVM_PRMT_ECR, "llvm.nvvm.prmt.ecr", "i32", "i32 i32", NV_IA_NOMEM)                        \
  X(NVVM_PRMT_RC16, "llvm.nvvm.prmt.rc16", "i32", "i32 i32", NV_IA_NOMEM)                      \
  X(NVVM_IDP4A_S_S, "llvm.nvvm.idp4a.s.s", "i32", "i32 i32 i32", NV_IA_NOMEM)                  \
  X(NVVM_IDP4A_U_U, "llvm.nvvm.idp4a.u.u", "i32", "i32 i32 i32", NV_IA_NOMEM)                  \
  /* mixed signedness (the first letter is a's, the second b's), and the two-way dp2a:     \
   * 16-bit halves of a times the low (i1 0) or high (i1 1) bytes of b, a constant */        \
  X(NVVM_IDP4A_S_U, "llvm.nvvm.idp4a.s.u", "i32", "i32 i32 i32", NV_IA_NOMEM)                  \
  X(NVVM_IDP4A_U_S, "llvm.nvvm.idp4a.u.s", "i32", "i32 i32 i32", NV_IA_NOMEM)                  \
  X(NVVM_IDP2A_S_S, "llvm.nvvm.idp2a.s.s", "i32", "i32 i32 i1 i32", NV_IA_NOMEM)               \
  X(NVVM_IDP2A_S_U, "llvm.nvvm.idp2a.s.u", "i32", "i32 i32 i1 i32", NV_IA_NOMEM)               \
  X(NVVM_IDP2A_U_S, "llvm.nvvm.idp2a.u.s", "i32", "i32 i32 i1 i32", NV_IA_NOMEM)               \
  X(NVVM_IDP2A_U_U, "llvm.nvvm.idp2a.u.u", "i32", "i32 i32 i1 i32", NV_IA_NOMEM)               \
  X(NVVM_MIN_I, "llvm.nvvm.min.i", "i32", "i32 i32", NV_IA_NOMEM)                              \
  X(NVVM_MIN_UI, "llvm.nvvm.min.ui", "i32", "i32 i32", NV_IA_NOMEM)                            \
  X(NVVM_MIN_LL, "llvm.nvvm.min.ll", "i64", "i64 i64", NV_IA_NOMEM)                            \
  X(NVVM_MIN_ULL, "llvm.nvvm.min.ull", "i64", "i64 i64", NV_IA_NOMEM)                          \
  X(NVVM_MAX_I, "llvm.nvvm.max.i", "i32", "i32 i32", NV_IA_NOMEM)                              \
  X(NVVM_MAX_UI, "llvm.nvvm.max.ui", "i32", "i32 i32", NV_IA_NOMEM)                            \
  X(NVVM_MAX_LL, "llvm.nvvm.max.ll", "i64", "i64 i64", NV_IA_NOMEM)                            \
  X(NVVM_MAX_ULL, "llvm.nvvm.max.ull", "i64", "i64 i64", NV_IA_NOMEM)                          \
  X(NVVM_BITCAST_F2I, "llvm.nvvm.bitcast.f2i", "i32", "f32", NV_IA_NOMEM)                      \
  X(NVVM_BITCAST_I2F, "llvm.nvvm.bitcast.i2f", "f32", "i32", NV_IA_NOMEM)                      \
  X(NVVM_BITCAST_LL2D, "llvm.nvvm.bitcast.ll2d", "f64", "i64", NV_IA_NOMEM)                    \
  X(NVVM_BITCAST_D2LL, "llvm.nvvm.bitcast.d2ll", "i64", "f64", NV_IA_NOMEM)                    \
  NV_CVT_INTRINSICS(X)                                                                         \
  NV_MORE_NVVM_INTRINSICS(X)                                                                   \
  NV_TENSOR_INTRINSICS(X)                                                                      \
  NV_TEXTURE_INTRINSICS(X)                                                                     \
  NV_BULK_INTRINSICS(X)                                                                        \
  NV_LLVM14_VARIANTS(X)                                                                        \
  NV_CURRENT_LLVM_INTRINSICS(X)                                                                \
  NV_NARROW_FP_INTRINSICS(X)                                                                   \
  NV_ARBITRARY_FP_INTRINSICS(X)                                                                \
  NV_VECTOR_REDUCE_INTRINSICS(X)

/* ---- horizontal vector reductions (issue 11): what clang's __builtin_reduce_* and LLVM's
 * vectorisers emit. Overloaded on the vector type only (llvm.vector.reduce.add.v4i32);
 * the result, and fadd/fmul's start value, have its element type (eT). fadd/fmul are
 * sequential from the start value unless the call has reassoc; fmax/fmin follow
 * llvm.maxnum/minnum (NaN-ignoring), fmaximum/fminimum llvm.maximum/minimum (NaN wins,
 * -0 < +0). opt/expand_vecreduce.c turns them into scalar operations before the other
 * IR passes; the verifier's NV_INTRINSIC_OVERLOAD_KINDS says which element kinds. */
#define NV_VECTOR_REDUCE_INTRINSICS(X)                                                       \
  X(VECREDUCE_ADD, "llvm.vector.reduce.add", "eT", "T", NV_IA_NOMEM)                           \
  X(VECREDUCE_MUL, "llvm.vector.reduce.mul", "eT", "T", NV_IA_NOMEM)                           \
  X(VECREDUCE_AND, "llvm.vector.reduce.and", "eT", "T", NV_IA_NOMEM)                           \
  X(VECREDUCE_OR, "llvm.vector.reduce.or", "eT", "T", NV_IA_NOMEM)                             \
  X(VECREDUCE_XOR, "llvm.vector.reduce.xor", "eT", "T", NV_IA_NOMEM)                           \
  X(VECREDUCE_SMAX, "llvm.vector.reduce.smax", "eT", "T", NV_IA_NOMEM)                         \
  X(VECREDUCE_SMIN, "llvm.vector.reduce.smin", "eT", "T", NV_IA_NOMEM)                         \
  X(VECREDUCE_UMAX, "llvm.vector.reduce.umax", "eT", "T", NV_IA_NOMEM)                         \
  X(VECREDUCE_UMIN, "llvm.vector.reduce.umin", "eT", "T", NV_IA_NOMEM)                         \
  X(VECREDUCE_FADD, "llvm.vector.reduce.fadd", "eT", "eT T", NV_IA_NOMEM)                      \
  X(VECREDUCE_FMUL, "llvm.vector.reduce.fmul", "eT", "eT T", NV_IA_NOMEM)                      \
  X(VECREDUCE_FMAX, "llvm.vector.reduce.fmax", "eT", "T", NV_IA_NOMEM)                         \
  X(VECREDUCE_FMIN, "llvm.vector.reduce.fmin", "eT", "T", NV_IA_NOMEM)                         \
  X(VECREDUCE_FMAXIMUM, "llvm.vector.reduce.fmaximum", "eT", "T", NV_IA_NOMEM)                 \
  X(VECREDUCE_FMINIMUM, "llvm.vector.reduce.fminimum", "eT", "T", NV_IA_NOMEM)

/* ---- sm_90 bulk asynchronous copies without tensor maps (issue 11, Hopper) ----
 * LLVM's spellings and operand order; the trailing i1 operands are flags that must be
 * constants (multicast, cache hint) and choose the PTX form (select_tensor.c). The copy
 * destination in shared::cluster is a `ptr addrspace(3)` in LLVM 20's spelling and a
 * `ptr addrspace(7)` in LLVM 21's (the _P7 rows: same names, told apart by the declared
 * type, selected alike). The copies complete late, so they
 * are ordered with all memory (SIDEEFFECT), as are the waits and proxy fences. Rows
 * CP_ASYNC_BULK_G2S_CLUSTER .. FENCE_PROXY_ASYNC_SHARED_CLUSTER stay contiguous
 * (nv_bulk_family). */
#define NV_BULK_INTRINSICS(X)                                                                 \
  X(CP_ASYNC_BULK_G2S_CLUSTER, "llvm.nvvm.cp.async.bulk.global.to.shared.cluster", "v",        \
    "p3 p3 p1 i32 i16 i64 i1 i1", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)          \
  X(CP_ASYNC_BULK_G2S_CTA, "llvm.nvvm.cp.async.bulk.global.to.shared.cta", "v",                \
    "p3 p3 p1 i32 i64 i1", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                 \
  X(CP_ASYNC_BULK_CTA_TO_CLUSTER, "llvm.nvvm.cp.async.bulk.shared.cta.to.cluster", "v",        \
    "p3 p3 p3 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                        \
  X(CP_ASYNC_BULK_G2S_CLUSTER_P7, "llvm.nvvm.cp.async.bulk.global.to.shared.cluster", "v",     \
    "p7 p3 p1 i32 i16 i64 i1 i1", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)          \
  X(CP_ASYNC_BULK_CTA_TO_CLUSTER_P7, "llvm.nvvm.cp.async.bulk.shared.cta.to.cluster", "v",     \
    "p7 p3 p3 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                        \
  X(CP_ASYNC_BULK_S2G, "llvm.nvvm.cp.async.bulk.shared.cta.to.global", "v",                    \
    "p1 p3 i32 i64 i1", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                    \
  X(CP_ASYNC_BULK_S2G_BYTEMASK, "llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask", "v",  \
    "p1 p3 i32 i64 i1 i16", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                \
  X(CP_ASYNC_BULK_PREFETCH_L2, "llvm.nvvm.cp.async.bulk.prefetch.L2", "v", "p1 i32 i64 i1",    \
    NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                                       \
  X(CP_ASYNC_BULK_COMMIT_GROUP, "llvm.nvvm.cp.async.bulk.commit.group", "v", "",               \
    NV_IA_SIDEEFFECT)                                                                          \
  X(CP_ASYNC_BULK_WAIT_GROUP, "llvm.nvvm.cp.async.bulk.wait.group", "v", "i32",                \
    NV_IA_SIDEEFFECT)                                                                          \
  X(CP_ASYNC_BULK_WAIT_GROUP_READ, "llvm.nvvm.cp.async.bulk.wait.group.read", "v", "i32",      \
    NV_IA_SIDEEFFECT)                                                                          \
  X(FENCE_PROXY_ALIAS, "llvm.nvvm.fence.proxy.alias", "v", "", NV_IA_SIDEEFFECT)               \
  X(FENCE_PROXY_ASYNC, "llvm.nvvm.fence.proxy.async", "v", "", NV_IA_SIDEEFFECT)               \
  X(FENCE_PROXY_ASYNC_GLOBAL, "llvm.nvvm.fence.proxy.async.global", "v", "", NV_IA_SIDEEFFECT) \
  X(FENCE_PROXY_ASYNC_SHARED_CTA, "llvm.nvvm.fence.proxy.async.shared_cta", "v", "",           \
    NV_IA_SIDEEFFECT)                                                                          \
  X(FENCE_PROXY_ASYNC_SHARED_CLUSTER, "llvm.nvvm.fence.proxy.async.shared_cluster", "v", "",   \
    NV_IA_SIDEEFFECT)                                                                          \
  NV_HOPPER_MISC_INTRINSICS(X)

/* tcgen05 (sm_100a/sm_103a/sm_110a and the sm_100f/sm_110f families), selection only:
 * tensor-memory allocation (the address is written to memory), deallocation, the
 * allocation permit, commit to an mbarrier (.mc: to the CTAs of a mask), the waits and
 * fences, and shift.down (architecture-specific targets only). A `ptr addrspace(6)` is a
 * tensor-memory address; it only passes through these intrinsics. Rows TCGEN05_ALLOC_CG1 ..
 * TCGEN05_SHIFT_DOWN_CG2 stay contiguous (select_tensor.c's table follows them). */
#define NV_TCGEN05_INTRINSICS(X)                                                                \
  X(TCGEN05_ALLOC_CG1, "llvm.nvvm.tcgen05.alloc.cg1", "v", "p0 i32",                            \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_ALLOC_CG2, "llvm.nvvm.tcgen05.alloc.cg2", "v", "p0 i32",                            \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_ALLOC_SHARED_CG1, "llvm.nvvm.tcgen05.alloc.shared.cg1", "v", "p3 i32",              \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_ALLOC_SHARED_CG2, "llvm.nvvm.tcgen05.alloc.shared.cg2", "v", "p3 i32",              \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_DEALLOC_CG1, "llvm.nvvm.tcgen05.dealloc.cg1", "v", "p6 i32",                        \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_DEALLOC_CG2, "llvm.nvvm.tcgen05.dealloc.cg2", "v", "p6 i32",                        \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_RELINQ_CG1, "llvm.nvvm.tcgen05.relinq.alloc.permit.cg1", "v", "",                   \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_RELINQ_CG2, "llvm.nvvm.tcgen05.relinq.alloc.permit.cg2", "v", "",                   \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_COMMIT_CG1, "llvm.nvvm.tcgen05.commit.cg1", "v", "p0",                              \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_COMMIT_CG2, "llvm.nvvm.tcgen05.commit.cg2", "v", "p0",                              \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_COMMIT_SHARED_CG1, "llvm.nvvm.tcgen05.commit.shared.cg1", "v", "p3",                \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_COMMIT_SHARED_CG2, "llvm.nvvm.tcgen05.commit.shared.cg2", "v", "p3",                \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_COMMIT_MC_CG1, "llvm.nvvm.tcgen05.commit.mc.cg1", "v", "p0 i16",                    \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_COMMIT_MC_CG2, "llvm.nvvm.tcgen05.commit.mc.cg2", "v", "p0 i16",                    \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_COMMIT_MC_SHARED_CG1, "llvm.nvvm.tcgen05.commit.mc.shared.cg1", "v", "p3 i16",      \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_COMMIT_MC_SHARED_CG2, "llvm.nvvm.tcgen05.commit.mc.shared.cg2", "v", "p3 i16",      \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_WAIT_LD, "llvm.nvvm.tcgen05.wait.ld", "v", "",                                      \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_WAIT_ST, "llvm.nvvm.tcgen05.wait.st", "v", "",                                      \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_FENCE_BEFORE, "llvm.nvvm.tcgen05.fence.before.thread.sync", "v", "",                \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_FENCE_AFTER, "llvm.nvvm.tcgen05.fence.after.thread.sync", "v", "",                  \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_SHIFT_DOWN_CG1, "llvm.nvvm.tcgen05.shift.down.cg1", "v", "p6",                      \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_SHIFT_DOWN_CG2, "llvm.nvvm.tcgen05.shift.down.cg2", "v", "p6",                      \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  /* tcgen05.mma (selection only; select_tensor.c): D in tensor memory, A a shared-memory    \
   * descriptor (.shared) or in tensor memory (.tensor, .ashift), B a descriptor, the       \
   * instruction descriptor, enable-input-D, [.sp: the metadata in tensor memory], then the \
   * constants kind (0 f16, 1 tf32, 2 f8f6f4, 3 i8), cta_group (1, 2) and collector usage   \
   * (0 discard, 1 lastuse, 2 fill, 3 use). Rows TCGEN05_MMA_SHARED ..                      \
   * _SP_TENSOR_SCALE_D_ASHIFT stay contiguous, in this order. */                                                     \
  X(TCGEN05_MMA_SHARED, "llvm.nvvm.tcgen05.mma.shared", "v", "p6 i64 i64 i32 i1 i32 i32 i32",    \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_MMA_TENSOR, "llvm.nvvm.tcgen05.mma.tensor", "v", "p6 p6 i64 i32 i1 i32 i32 i32",     \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                         \
  X(TCGEN05_MMA_TENSOR_ASHIFT, "llvm.nvvm.tcgen05.mma.tensor.ashift", "v",                      \
    "p6 p6 i64 i32 i1 i32 i32 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)          \
  X(TCGEN05_MMA_SP_SHARED, "llvm.nvvm.tcgen05.mma.sp.shared", "v",                              \
    "p6 i64 i64 i32 i1 p6 i32 i32 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)      \
  X(TCGEN05_MMA_SP_TENSOR, "llvm.nvvm.tcgen05.mma.sp.tensor", "v",                              \
    "p6 p6 i64 i32 i1 p6 i32 i32 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)       \
  X(TCGEN05_MMA_SP_TENSOR_ASHIFT, "llvm.nvvm.tcgen05.mma.sp.tensor.ashift", "v",                \
    "p6 p6 i64 i32 i1 p6 i32 i32 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)       \
  /* the same six with .scale_d: a constant i64 scale-input-D (0..15) after enable-input-D   \
   * (.sp: after the metadata) */                                                           \
  X(TCGEN05_MMA_SHARED_SCALE_D, "llvm.nvvm.tcgen05.mma.shared.scale_d", "v",                    \
    "p6 i64 i64 i32 i1 i64 i32 i32 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)     \
  X(TCGEN05_MMA_TENSOR_SCALE_D, "llvm.nvvm.tcgen05.mma.tensor.scale_d", "v",                    \
    "p6 p6 i64 i32 i1 i64 i32 i32 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)      \
  X(TCGEN05_MMA_TENSOR_SCALE_D_ASHIFT, "llvm.nvvm.tcgen05.mma.tensor.scale_d.ashift", "v",      \
    "p6 p6 i64 i32 i1 i64 i32 i32 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)      \
  X(TCGEN05_MMA_SP_SHARED_SCALE_D, "llvm.nvvm.tcgen05.mma.sp.shared.scale_d", "v",              \
    "p6 i64 i64 i32 i1 p6 i64 i32 i32 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)  \
  X(TCGEN05_MMA_SP_TENSOR_SCALE_D, "llvm.nvvm.tcgen05.mma.sp.tensor.scale_d", "v",              \
    "p6 p6 i64 i32 i1 p6 i64 i32 i32 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)   \
  X(TCGEN05_MMA_SP_TENSOR_SCALE_D_ASHIFT, "llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.ashift", "v", \
    "p6 p6 i64 i32 i1 p6 i64 i32 i32 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)

/* setmaxnreg (architecture-specific sm_90a+ targets; the count is an immediate 24..256, a
 * multiple of 8), st.bulk (sm_100: zeroes memory; the init value must be the constant 0),
 * and the environment registers %envreg0..31 (read-only values the driver sets). */
#define NV_HOPPER_MISC_INTRINSICS(X)                                                          \
  X(SETMAXNREG_INC, "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32", "v", "i32",                   \
    NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                                       \
  X(SETMAXNREG_DEC, "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32", "v", "i32",                   \
    NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                                       \
  X(ST_BULK, "llvm.nvvm.st.bulk", "v", "p0 i64 i64", NV_IA_ARGMEM)                             \
  X(ST_BULK_SHARED_CTA, "llvm.nvvm.st.bulk.shared.cta", "v", "p3 i64 i64", NV_IA_ARGMEM)       \
  /* warpgroup MMA control (sm_90a): the fence orders register accesses before wgmma.mma_async  \
   * (which LLVM has no intrinsic for: users write it as inline asm), commit/wait group it */    \
  /* tensormap.replace (sm_90a, PTX ISA 8.3): one field of the 128-byte tensor map at a   \
   * global or shared::cta address (.p1 / .p3), select_tensor.c's nv_select_tensormap_replace;\
   * rows TENSORMAP_REPLACE_GLOBAL_ADDRESS .. _FILL_MODE stay contiguous, in this order */   \
  X(TENSORMAP_REPLACE_GLOBAL_ADDRESS, "llvm.nvvm.tensormap.replace.global.address", "v", "T i64",\
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(TENSORMAP_REPLACE_RANK, "llvm.nvvm.tensormap.replace.rank", "v", "T i32",               \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(TENSORMAP_REPLACE_BOX_DIM, "llvm.nvvm.tensormap.replace.box.dim", "v", "T i32 i32",     \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(TENSORMAP_REPLACE_GLOBAL_DIM, "llvm.nvvm.tensormap.replace.global.dim", "v", "T i32 i32",\
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(TENSORMAP_REPLACE_GLOBAL_STRIDE, "llvm.nvvm.tensormap.replace.global.stride", "v", "T i32 i64",\
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(TENSORMAP_REPLACE_ELEMENT_STRIDE, "llvm.nvvm.tensormap.replace.element.stride", "v", "T i32 i32",\
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(TENSORMAP_REPLACE_ELEMTYPE, "llvm.nvvm.tensormap.replace.elemtype", "v", "T i32",       \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(TENSORMAP_REPLACE_INTERLEAVE_LAYOUT, "llvm.nvvm.tensormap.replace.interleave.layout", "v", "T i32",\
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(TENSORMAP_REPLACE_SWIZZLE_MODE, "llvm.nvvm.tensormap.replace.swizzle.mode", "v", "T i32",\
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(TENSORMAP_REPLACE_SWIZZLE_ATOMICITY, "llvm.nvvm.tensormap.replace.swizzle.atomicity", "v", "T i32",\
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(TENSORMAP_REPLACE_FILL_MODE, "llvm.nvvm.tensormap.replace.fill.mode", "v", "T i32",     \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                         \
  X(WGMMA_FENCE, "llvm.nvvm.wgmma.fence.sync.aligned", "v", "", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT) \
  X(WGMMA_COMMIT_GROUP, "llvm.nvvm.wgmma.commit_group.sync.aligned", "v", "",                  \
    NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                                       \
  X(WGMMA_WAIT_GROUP, "llvm.nvvm.wgmma.wait_group.sync.aligned", "v", "i64",                   \
    NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                                       \
  /* cluster launch control (sm_100, PTX 8.6): try_cancel asks to cancel a cluster not yet     \
   * launched, its 16-byte response arriving in shared memory with mbarrier complete_tx       \
   * (.multicast: to every CTA of the cluster, arch-specific and family targets); the queries  \
   * decode that response, an i128 */                                                         \
  X(CLC_TRY_CANCEL, "llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared", "v", "p3 p3",    \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                           \
  X(CLC_TRY_CANCEL_MULTICAST, "llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared", "v", \
    "p3 p3", NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                  \
  X(CLC_IS_CANCELED, "llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled", "i1", "i128",  \
    NV_IA_NOMEM)                                                                               \
  X(CLC_FIRST_CTAID_X, "llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x", "i32", "i128", \
    NV_IA_NOMEM)                                                                               \
  X(CLC_FIRST_CTAID_Y, "llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y", "i32", "i128", \
    NV_IA_NOMEM)                                                                               \
  X(CLC_FIRST_CTAID_Z, "llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z", "i32", "i128", \
    NV_IA_NOMEM)                                                                               \
  NV_TCGEN05_INTRINSICS(X)                                                                     \
  NV_SREG32(X, SREG_ENVREG0, "envreg0")                     \
  NV_SREG32(X, SREG_ENVREG1, "envreg1")                     \
  NV_SREG32(X, SREG_ENVREG2, "envreg2")                     \
  NV_SREG32(X, SREG_ENVREG3, "envreg3")                     \
  NV_SREG32(X, SREG_ENVREG4, "envreg4")                     \
  NV_SREG32(X, SREG_ENVREG5, "envreg5")                     \
  NV_SREG32(X, SREG_ENVREG6, "envreg6")                     \
  NV_SREG32(X, SREG_ENVREG7, "envreg7")                     \
  NV_SREG32(X, SREG_ENVREG8, "envreg8")                     \
  NV_SREG32(X, SREG_ENVREG9, "envreg9")                     \
  NV_SREG32(X, SREG_ENVREG10, "envreg10")                   \
  NV_SREG32(X, SREG_ENVREG11, "envreg11")                   \
  NV_SREG32(X, SREG_ENVREG12, "envreg12")                   \
  NV_SREG32(X, SREG_ENVREG13, "envreg13")                   \
  NV_SREG32(X, SREG_ENVREG14, "envreg14")                   \
  NV_SREG32(X, SREG_ENVREG15, "envreg15")                   \
  NV_SREG32(X, SREG_ENVREG16, "envreg16")                   \
  NV_SREG32(X, SREG_ENVREG17, "envreg17")                   \
  NV_SREG32(X, SREG_ENVREG18, "envreg18")                   \
  NV_SREG32(X, SREG_ENVREG19, "envreg19")                   \
  NV_SREG32(X, SREG_ENVREG20, "envreg20")                   \
  NV_SREG32(X, SREG_ENVREG21, "envreg21")                   \
  NV_SREG32(X, SREG_ENVREG22, "envreg22")                   \
  NV_SREG32(X, SREG_ENVREG23, "envreg23")                   \
  NV_SREG32(X, SREG_ENVREG24, "envreg24")                   \
  NV_SREG32(X, SREG_ENVREG25, "envreg25")                   \
  NV_SREG32(X, SREG_ENVREG26, "envreg26")                   \
  NV_SREG32(X, SREG_ENVREG27, "envreg27")                   \
  NV_SREG32(X, SREG_ENVREG28, "envreg28")                   \
  NV_SREG32(X, SREG_ENVREG29, "envreg29")                   \
  NV_SREG32(X, SREG_ENVREG30, "envreg30")                   \
  NV_SREG32(X, SREG_ENVREG31, "envreg31")

/* ---- textures and surfaces (issue 14): bindless objects, one row per family ----
 * texture.h decodes the rest of the name (geometry, mip mode, types, component, access size,
 * out-of-range mode, query); the signature "@" says so. Texture fetches are NOMEM: a
 * texture is read-only for the kernel's whole life (nothing the kernel does can change a
 * texel it fetches), so two identical fetches give the same value and the optimiser may
 * merge (GVN), drop (DCE) or hoist (LICM) them like arithmetic -- LLVM marks
 * llvm.nvvm.tex.* readnone for the same reason. Surface loads read and surface stores write
 * memory no pointer designates, so suld stays READMEM, ordered with sust (SIDEEFFECT);
 * the queries read descriptors that never change in a launch. */
#define NV_TEXTURE_INTRINSICS(X)                                                              \
  X(TEX_UNIFIED, "llvm.nvvm.tex.unified", "@", "@", NV_IA_NOMEM)                               \
  X(TLD4_UNIFIED, "llvm.nvvm.tld4.unified", "@", "@", NV_IA_NOMEM)                             \
  X(SULD, "llvm.nvvm.suld", "@", "@", NV_IA_READMEM)                                           \
  X(SUST_B, "llvm.nvvm.sust.b", "@", "@", NV_IA_SIDEEFFECT)                                    \
  X(SUST_P, "llvm.nvvm.sust.p", "@", "@", NV_IA_SIDEEFFECT)                                    \
  X(TXQ, "llvm.nvvm.txq", "@", "@", NV_IA_NOMEM)                                               \
  X(SUQ, "llvm.nvvm.suq", "@", "@", NV_IA_NOMEM)                                               \
  /* the handle of a module-scope reference (a global annotated "texture" / "surface") */  \
  X(TEXSURF_HANDLE, "llvm.nvvm.texsurf.handle.internal", "i64", "T", NV_IA_NOMEM)       \
  /* is the handle a texture / surface / sampler? (PTX istypep): answered at compile     \
   * time by opt/image_optimizer.c for a module-scope reference's handle */               \
  X(ISTYPEP_TEXTURE, "llvm.nvvm.istypep.texture", "i1", "i64", NV_IA_NOMEM)               \
  X(ISTYPEP_SURFACE, "llvm.nvvm.istypep.surface", "i1", "i64", NV_IA_NOMEM)               \
  X(ISTYPEP_SAMPLER, "llvm.nvvm.istypep.sampler", "i1", "i64", NV_IA_NOMEM)

/* ---- tensor cores, asynchronous copies and barriers, clusters (issue 11 part B) ----
 * The matrix families are one row each: their names carry shape, layouts and types, and
 * tensor.h decodes them; the signature "@" says so (the type comes from the decoder). */
#define NV_TENSOR_INTRINSICS(X)                                                               \
  X(WMMA, "llvm.nvvm.wmma", "@", "@", NV_IA_ARGMEM | NV_IA_CONVERGENT)                         \
  X(MMA, "llvm.nvvm.mma", "@", "@", NV_IA_NOMEM | NV_IA_CONVERGENT)                            \
  X(LDMATRIX, "llvm.nvvm.ldmatrix.sync.aligned", "@", "@", NV_IA_READMEM | NV_IA_CONVERGENT)   \
  X(STMATRIX, "llvm.nvvm.stmatrix.sync.aligned", "@", "@", NV_IA_ARGMEM | NV_IA_CONVERGENT)    \
  /* sm_90 mbarrier forms whose names carry semantics, scope and space (tensor.h) */          \
  X(MBARRIER_TRY_WAIT, "llvm.nvvm.mbarrier.try.wait", "@", "@", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  X(MBARRIER_ARRIVE_EXPECT_TX, "llvm.nvvm.mbarrier.arrive.expect.tx", "@", "@", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  X(MBARRIER_EXPECT_TX, "llvm.nvvm.mbarrier.expect.tx", "@", "@", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  /* sm_90 tensor-map copies (TMA): direction, reduction, mode and rank in the name (tensor.h; \
   * sm_100's .tile.gather4, .tile.scatter4, .im2col.w[.128] modes too);                  \
   * they complete late, so they are ordered with all memory, as the other bulk copies */      \
  X(CP_ASYNC_BULK_TENSOR, "llvm.nvvm.cp.async.bulk.tensor", "@", "@",                          \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                        \
  /* sm_100 tensor-memory loads and stores (selection only): shape and repetition in the name */ \
  X(TCGEN05_LD, "llvm.nvvm.tcgen05.ld", "@", "@", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT) \
  X(TCGEN05_ST, "llvm.nvvm.tcgen05.st", "@", "@", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT) \
  X(TCGEN05_CP, "llvm.nvvm.tcgen05.cp", "@", "@", NV_IA_ARGMEM | NV_IA_SIDEEFFECT | NV_IA_CONVERGENT) \
  /* asynchronous copies global -> shared (sm_80) */                                         \
  X(CP_ASYNC_CA_4, "llvm.nvvm.cp.async.ca.shared.global.4", "v", "p3 p1", NV_IA_ARGMEM)        \
  X(CP_ASYNC_CA_8, "llvm.nvvm.cp.async.ca.shared.global.8", "v", "p3 p1", NV_IA_ARGMEM)        \
  X(CP_ASYNC_CA_16, "llvm.nvvm.cp.async.ca.shared.global.16", "v", "p3 p1", NV_IA_ARGMEM)      \
  X(CP_ASYNC_CG_16, "llvm.nvvm.cp.async.cg.shared.global.16", "v", "p3 p1", NV_IA_ARGMEM)      \
  X(CP_ASYNC_CA_4_S, "llvm.nvvm.cp.async.ca.shared.global.4.s", "v", "p3 p1 i32", NV_IA_ARGMEM) \
  X(CP_ASYNC_CA_8_S, "llvm.nvvm.cp.async.ca.shared.global.8.s", "v", "p3 p1 i32", NV_IA_ARGMEM) \
  X(CP_ASYNC_CA_16_S, "llvm.nvvm.cp.async.ca.shared.global.16.s", "v", "p3 p1 i32", NV_IA_ARGMEM) \
  X(CP_ASYNC_CG_16_S, "llvm.nvvm.cp.async.cg.shared.global.16.s", "v", "p3 p1 i32", NV_IA_ARGMEM) \
  X(CP_ASYNC_COMMIT_GROUP, "llvm.nvvm.cp.async.commit.group", "v", "", NV_IA_SIDEEFFECT)       \
  X(CP_ASYNC_WAIT_GROUP, "llvm.nvvm.cp.async.wait.group", "v", "i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  X(CP_ASYNC_WAIT_ALL, "llvm.nvvm.cp.async.wait.all", "v", "", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  X(CP_ASYNC_MBARRIER_ARRIVE, "llvm.nvvm.cp.async.mbarrier.arrive", "v", "p0", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  X(CP_ASYNC_MBARRIER_ARRIVE_SHARED, "llvm.nvvm.cp.async.mbarrier.arrive.shared", "v", "p3",   \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                           \
  X(CP_ASYNC_MBARRIER_ARRIVE_NOINC, "llvm.nvvm.cp.async.mbarrier.arrive.noinc", "v", "p0",     \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                           \
  X(CP_ASYNC_MBARRIER_ARRIVE_NOINC_SHARED, "llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared",  \
    "v", "p3", NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                \
  /* mbarrier (sm_80): a 64-bit object in shared memory; arrive returns its state token.     \
   * Arrives release and waits acquire memory the object does not name (what asynchronous   \
   * copies and other threads wrote), so they are ordered with all memory (SIDEEFFECT). */     \
  X(MBARRIER_INIT, "llvm.nvvm.mbarrier.init", "v", "p0 i32", NV_IA_ARGMEM)                     \
  X(MBARRIER_INIT_SHARED, "llvm.nvvm.mbarrier.init.shared", "v", "p3 i32", NV_IA_ARGMEM)       \
  X(MBARRIER_INVAL, "llvm.nvvm.mbarrier.inval", "v", "p0", NV_IA_ARGMEM)                       \
  X(MBARRIER_INVAL_SHARED, "llvm.nvvm.mbarrier.inval.shared", "v", "p3", NV_IA_ARGMEM)         \
  X(MBARRIER_ARRIVE, "llvm.nvvm.mbarrier.arrive", "i64", "p0", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  X(MBARRIER_ARRIVE_SHARED, "llvm.nvvm.mbarrier.arrive.shared", "i64", "p3", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  X(MBARRIER_ARRIVE_NOCOMPLETE, "llvm.nvvm.mbarrier.arrive.noComplete", "i64", "p0 i32",       \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                           \
  X(MBARRIER_ARRIVE_NOCOMPLETE_SHARED, "llvm.nvvm.mbarrier.arrive.noComplete.shared", "i64",   \
    "p3 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                 \
  X(MBARRIER_ARRIVE_DROP, "llvm.nvvm.mbarrier.arrive.drop", "i64", "p0", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  X(MBARRIER_ARRIVE_DROP_SHARED, "llvm.nvvm.mbarrier.arrive.drop.shared", "i64", "p3",         \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                           \
  X(MBARRIER_ARRIVE_DROP_NOCOMPLETE, "llvm.nvvm.mbarrier.arrive.drop.noComplete", "i64",       \
    "p0 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                 \
  X(MBARRIER_ARRIVE_DROP_NOCOMPLETE_SHARED, "llvm.nvvm.mbarrier.arrive.drop.noComplete.shared", \
    "i64", "p3 i32", NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                          \
  X(MBARRIER_TEST_WAIT, "llvm.nvvm.mbarrier.test.wait", "i1", "p0 i64", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  X(MBARRIER_TEST_WAIT_SHARED, "llvm.nvvm.mbarrier.test.wait.shared", "i1", "p3 i64",          \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                           \
  X(MBARRIER_PENDING_COUNT, "llvm.nvvm.mbarrier.pending.count", "i32", "i64", NV_IA_NOMEM)     \
  /* clusters (sm_90): special registers, cluster barriers, distributed shared memory */      \
  NV_SREG32(X, SREG_CLUSTERID_X, "clusterid.x") NV_SREG32(X, SREG_CLUSTERID_Y, "clusterid.y")  \
  NV_SREG32(X, SREG_CLUSTERID_Z, "clusterid.z") NV_SREG32(X, SREG_NCLUSTERID_X, "nclusterid.x") \
  NV_SREG32(X, SREG_NCLUSTERID_Y, "nclusterid.y") NV_SREG32(X, SREG_NCLUSTERID_Z, "nclusterid.z") \
  NV_SREG32(X, SREG_CLUSTER_CTAID_X, "cluster.ctaid.x")                                        \
  NV_SREG32(X, SREG_CLUSTER_CTAID_Y, "cluster.ctaid.y")                                        \
  NV_SREG32(X, SREG_CLUSTER_CTAID_Z, "cluster.ctaid.z")                                        \
  NV_SREG32(X, SREG_CLUSTER_NCTAID_X, "cluster.nctaid.x")                                      \
  NV_SREG32(X, SREG_CLUSTER_NCTAID_Y, "cluster.nctaid.y")                                      \
  NV_SREG32(X, SREG_CLUSTER_NCTAID_Z, "cluster.nctaid.z")                                      \
  /* the unused fourth components (always zero, as %tid.w's) */                              \
  NV_SREG32(X, SREG_CLUSTERID_W, "clusterid.w") NV_SREG32(X, SREG_NCLUSTERID_W, "nclusterid.w") \
  NV_SREG32(X, SREG_CLUSTER_CTAID_W, "cluster.ctaid.w")                                        \
  NV_SREG32(X, SREG_CLUSTER_NCTAID_W, "cluster.nctaid.w")                                      \
  NV_SREG32(X, SREG_CLUSTER_CTARANK, "cluster.ctarank")                                        \
  NV_SREG32(X, SREG_CLUSTER_NCTARANK, "cluster.nctarank")                                      \
  X(SREG_IS_EXPLICIT_CLUSTER, "llvm.nvvm.read.ptx.sreg.is.explicit.cluster", "i1", "", NV_IA_NOMEM) \
  /* LLVM's own spelling of it (IntrinsicsNVVM.td, LLVM's intrinsics-sm90.ll) */              \
  X(IS_EXPLICIT_CLUSTER, "llvm.nvvm.is_explicit_cluster", "i1", "", NV_IA_NOMEM)               \
  X(BARRIER_CLUSTER_ARRIVE, "llvm.nvvm.barrier.cluster.arrive", "v", "",                       \
    NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                                       \
  X(BARRIER_CLUSTER_ARRIVE_RELAXED, "llvm.nvvm.barrier.cluster.arrive.relaxed", "v", "",       \
    NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                                       \
  X(BARRIER_CLUSTER_ARRIVE_ALIGNED, "llvm.nvvm.barrier.cluster.arrive.aligned", "v", "",       \
    NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                                       \
  X(BARRIER_CLUSTER_ARRIVE_RELAXED_ALIGNED, "llvm.nvvm.barrier.cluster.arrive.relaxed.aligned", \
    "v", "", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                              \
  X(BARRIER_CLUSTER_WAIT, "llvm.nvvm.barrier.cluster.wait", "v", "", NV_IA_SIDEEFFECT | NV_IA_CONVERGENT) \
  X(BARRIER_CLUSTER_WAIT_ALIGNED, "llvm.nvvm.barrier.cluster.wait.aligned", "v", "",           \
    NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)                                                       \
  X(MAPA, "llvm.nvvm.mapa", "p0", "p0 i32", NV_IA_NOMEM)                                       \
  X(GETCTARANK, "llvm.nvvm.getctarank", "i32", "p0", NV_IA_NOMEM)                              \
  /* mapa.shared::cluster: LLVM 21 returns the shared::cluster pointer it is (p7), LLVM 20 a p3 */ \
  X(MAPA_SHARED_CLUSTER, "llvm.nvvm.mapa.shared.cluster", "p7", "p3 i32", NV_IA_NOMEM)          \
  X(MAPA_SHARED_CLUSTER_P3, "llvm.nvvm.mapa.shared.cluster", "p3", "p3 i32", NV_IA_NOMEM)       \
  X(GETCTARANK_SHARED_CLUSTER, "llvm.nvvm.getctarank.shared.cluster", "i32", "p3", NV_IA_NOMEM) \
  X(ELECT_SYNC, "llvm.nvvm.elect.sync", "{i32,i1}", "i32", NV_IA_CONVERGENT | NV_IA_SIDEEFFECT) \
  X(GRIDDEPCONTROL_WAIT, "llvm.nvvm.griddepcontrol.wait", "v", "", NV_IA_SIDEEFFECT)           \
  X(GRIDDEPCONTROL_LAUNCH_DEPENDENTS, "llvm.nvvm.griddepcontrol.launch.dependents", "v", "",   \
    NV_IA_SIDEEFFECT)

/* Conversions with an explicit rounding mode: llvm.nvvm.<from>2<to>.<rnd>[.ftz]. */
#define NV_CVT4(X, ID, base, ret, arg)                                                        \
  X(ID##_RN, base ".rn", ret, arg, NV_IA_NOMEM) X(ID##_RZ, base ".rz", ret, arg, NV_IA_NOMEM)  \
  X(ID##_RM, base ".rm", ret, arg, NV_IA_NOMEM) X(ID##_RP, base ".rp", ret, arg, NV_IA_NOMEM)
#define NV_CVT_INTRINSICS(X)                                                                  \
  NV_CVT4(X, NVVM_F2I, "llvm.nvvm.f2i", "i32", "f32")                                          \
  NV_CVT4(X, NVVM_F2UI, "llvm.nvvm.f2ui", "i32", "f32")                                        \
  NV_CVT4(X, NVVM_D2I, "llvm.nvvm.d2i", "i32", "f64")                                          \
  NV_CVT4(X, NVVM_D2UI, "llvm.nvvm.d2ui", "i32", "f64")                                        \
  NV_CVT4(X, NVVM_F2LL, "llvm.nvvm.f2ll", "i64", "f32")                                        \
  NV_CVT4(X, NVVM_F2ULL, "llvm.nvvm.f2ull", "i64", "f32")                                      \
  NV_CVT4(X, NVVM_D2LL, "llvm.nvvm.d2ll", "i64", "f64")                                        \
  NV_CVT4(X, NVVM_D2ULL, "llvm.nvvm.d2ull", "i64", "f64")                                      \
  NV_CVT4(X, NVVM_I2F, "llvm.nvvm.i2f", "f32", "i32")                                          \
  NV_CVT4(X, NVVM_UI2F, "llvm.nvvm.ui2f", "f32", "i32")                                        \
  NV_CVT4(X, NVVM_LL2F, "llvm.nvvm.ll2f", "f32", "i64")                                        \
  NV_CVT4(X, NVVM_ULL2F, "llvm.nvvm.ull2f", "f32", "i64")                                      \
  NV_CVT4(X, NVVM_I2D, "llvm.nvvm.i2d", "f64", "i32")                                          \
  NV_CVT4(X, NVVM_UI2D, "llvm.nvvm.ui2d", "f64", "i32")                                        \
  NV_CVT4(X, NVVM_LL2D, "llvm.nvvm.ll2d", "f64", "i64")                                        \
  NV_CVT4(X, NVVM_ULL2D, "llvm.nvvm.ull2d", "f64", "i64")                                      \
  NV_CVT4(X, NVVM_D2F, "llvm.nvvm.d2f", "f32", "f64")

/* NVVM intrinsics clang 14's builtins emit beyond the groups above (names and signatures
 * from LLVM 14's IntrinsicsNVVM.td): rounding-mode arithmetic, flush-to-zero variants,
 * packed conversions, pre-Volta warp operations. */
#define NV_RND4(X, ID, base, suffix, ret, args)                                                \
  X(ID##_RN, base ".rn" suffix, ret, args, NV_IA_NOMEM)                                        \
  X(ID##_RZ, base ".rz" suffix, ret, args, NV_IA_NOMEM)                                        \
  X(ID##_RM, base ".rm" suffix, ret, args, NV_IA_NOMEM)                                        \
  X(ID##_RP, base ".rp" suffix, ret, args, NV_IA_NOMEM)
#define NV_MORE_NVVM_INTRINSICS(X)                                                            \
  NV_RND4(X, NVVM_ADD_F, "llvm.nvvm.add", ".f", "f32", "f32 f32")                              \
  NV_RND4(X, NVVM_ADD_FTZ_F, "llvm.nvvm.add", ".ftz.f", "f32", "f32 f32")                      \
  NV_RND4(X, NVVM_ADD_D, "llvm.nvvm.add", ".d", "f64", "f64 f64")                              \
  NV_RND4(X, NVVM_MUL_F, "llvm.nvvm.mul", ".f", "f32", "f32 f32")                              \
  NV_RND4(X, NVVM_MUL_FTZ_F, "llvm.nvvm.mul", ".ftz.f", "f32", "f32 f32")                      \
  NV_RND4(X, NVVM_MUL_D, "llvm.nvvm.mul", ".d", "f64", "f64 f64")                              \
  X(NVVM_DIV_RN_FTZ_F, "llvm.nvvm.div.rn.ftz.f", "f32", "f32 f32", NV_IA_NOMEM)                \
  X(NVVM_DIV_RZ_FTZ_F, "llvm.nvvm.div.rz.ftz.f", "f32", "f32 f32", NV_IA_NOMEM)                \
  X(NVVM_DIV_RM_FTZ_F, "llvm.nvvm.div.rm.ftz.f", "f32", "f32 f32", NV_IA_NOMEM)                \
  X(NVVM_DIV_RP_FTZ_F, "llvm.nvvm.div.rp.ftz.f", "f32", "f32 f32", NV_IA_NOMEM)                \
  X(NVVM_FMA_RZ_FTZ_F, "llvm.nvvm.fma.rz.ftz.f", "f32", "f32 f32 f32", NV_IA_NOMEM)            \
  X(NVVM_FMA_RM_FTZ_F, "llvm.nvvm.fma.rm.ftz.f", "f32", "f32 f32 f32", NV_IA_NOMEM)            \
  X(NVVM_FMA_RP_FTZ_F, "llvm.nvvm.fma.rp.ftz.f", "f32", "f32 f32 f32", NV_IA_NOMEM)            \
  X(NVVM_RCP_RZ_FTZ_F, "llvm.nvvm.rcp.rz.ftz.f", "f32", "f32", NV_IA_NOMEM)                    \
  X(NVVM_RCP_RM_FTZ_F, "llvm.nvvm.rcp.rm.ftz.f", "f32", "f32", NV_IA_NOMEM)                    \
  X(NVVM_RCP_RP_FTZ_F, "llvm.nvvm.rcp.rp.ftz.f", "f32", "f32", NV_IA_NOMEM)                    \
  X(NVVM_SQRT_RZ_FTZ_F, "llvm.nvvm.sqrt.rz.ftz.f", "f32", "f32", NV_IA_NOMEM)                  \
  X(NVVM_SQRT_RM_FTZ_F, "llvm.nvvm.sqrt.rm.ftz.f", "f32", "f32", NV_IA_NOMEM)                  \
  X(NVVM_SQRT_RP_FTZ_F, "llvm.nvvm.sqrt.rp.ftz.f", "f32", "f32", NV_IA_NOMEM)                  \
  X(NVVM_FLOOR_FTZ_F, "llvm.nvvm.floor.ftz.f", "f32", "f32", NV_IA_NOMEM)                      \
  X(NVVM_CEIL_FTZ_F, "llvm.nvvm.ceil.ftz.f", "f32", "f32", NV_IA_NOMEM)                        \
  X(NVVM_TRUNC_FTZ_F, "llvm.nvvm.trunc.ftz.f", "f32", "f32", NV_IA_NOMEM)                      \
  X(NVVM_ROUND_FTZ_F, "llvm.nvvm.round.ftz.f", "f32", "f32", NV_IA_NOMEM)                      \
  NV_RND4(X, NVVM_D2F_FTZ, "llvm.nvvm.d2f", ".ftz", "f32", "f64")                              \
  NV_RND4(X, NVVM_F2I_FTZ, "llvm.nvvm.f2i", ".ftz", "i32", "f32")                              \
  NV_RND4(X, NVVM_F2UI_FTZ, "llvm.nvvm.f2ui", ".ftz", "i32", "f32")                            \
  NV_RND4(X, NVVM_F2LL_FTZ, "llvm.nvvm.f2ll", ".ftz", "i64", "f32")                            \
  NV_RND4(X, NVVM_F2ULL_FTZ, "llvm.nvvm.f2ull", ".ftz", "i64", "f32")                          \
  X(NVVM_D2I_LO, "llvm.nvvm.d2i.lo", "i32", "f64", NV_IA_NOMEM)                                \
  X(NVVM_D2I_HI, "llvm.nvvm.d2i.hi", "i32", "f64", NV_IA_NOMEM)                                \
  X(NVVM_LOHI_I2D, "llvm.nvvm.lohi.i2d", "f64", "i32 i32", NV_IA_NOMEM)                        \
  X(NVVM_F2H_RN, "llvm.nvvm.f2h.rn", "i16", "f32", NV_IA_NOMEM)                                \
  X(NVVM_F2H_RN_FTZ, "llvm.nvvm.f2h.rn.ftz", "i16", "f32", NV_IA_NOMEM)                        \
  X(NVVM_F2BF16_RN, "llvm.nvvm.f2bf16.rn", "i16", "f32", NV_IA_NOMEM)                          \
  X(NVVM_F2BF16_RN_RELU, "llvm.nvvm.f2bf16.rn.relu", "i16", "f32", NV_IA_NOMEM)                \
  X(NVVM_F2BF16_RZ, "llvm.nvvm.f2bf16.rz", "i16", "f32", NV_IA_NOMEM)                          \
  X(NVVM_F2BF16_RZ_RELU, "llvm.nvvm.f2bf16.rz.relu", "i16", "f32", NV_IA_NOMEM)                \
  X(NVVM_FF2BF16X2_RN, "llvm.nvvm.ff2bf16x2.rn", "i32", "f32 f32", NV_IA_NOMEM)                \
  X(NVVM_FF2BF16X2_RN_RELU, "llvm.nvvm.ff2bf16x2.rn.relu", "i32", "f32 f32", NV_IA_NOMEM)      \
  X(NVVM_FF2BF16X2_RZ, "llvm.nvvm.ff2bf16x2.rz", "i32", "f32 f32", NV_IA_NOMEM)                \
  X(NVVM_FF2BF16X2_RZ_RELU, "llvm.nvvm.ff2bf16x2.rz.relu", "i32", "f32 f32", NV_IA_NOMEM)      \
  X(NVVM_FF2F16X2_RN, "llvm.nvvm.ff2f16x2.rn", "v2f16", "f32 f32", NV_IA_NOMEM)                \
  X(NVVM_FF2F16X2_RN_RELU, "llvm.nvvm.ff2f16x2.rn.relu", "v2f16", "f32 f32", NV_IA_NOMEM)      \
  X(NVVM_FF2F16X2_RZ, "llvm.nvvm.ff2f16x2.rz", "v2f16", "f32 f32", NV_IA_NOMEM)                \
  X(NVVM_FF2F16X2_RZ_RELU, "llvm.nvvm.ff2f16x2.rz.relu", "v2f16", "f32 f32", NV_IA_NOMEM)      \
  X(NVVM_F2TF32_RNA, "llvm.nvvm.f2tf32.rna", "i32", "f32", NV_IA_NOMEM)                        \
  X(NVVM_F2TF32_RNA_SATFINITE, "llvm.nvvm.f2tf32.rna.satfinite", "i32", "f32", NV_IA_NOMEM)    \
  X(NVVM_F2TF32_RN, "llvm.nvvm.f2tf32.rn", "i32", "f32", NV_IA_NOMEM)                          \
  X(NVVM_F2TF32_RN_RELU, "llvm.nvvm.f2tf32.rn.relu", "i32", "f32", NV_IA_NOMEM)                \
  X(NVVM_F2TF32_RZ, "llvm.nvvm.f2tf32.rz", "i32", "f32", NV_IA_NOMEM)                          \
  X(NVVM_F2TF32_RZ_RELU, "llvm.nvvm.f2tf32.rz.relu", "i32", "f32", NV_IA_NOMEM)                \
  X(NVVM_F2TF32_RN_SATFINITE, "llvm.nvvm.f2tf32.rn.satfinite", "i32", "f32", NV_IA_NOMEM)      \
  X(NVVM_F2TF32_RN_RELU_SATFINITE, "llvm.nvvm.f2tf32.rn.relu.satfinite", "i32", "f32", NV_IA_NOMEM) \
  X(NVVM_F2TF32_RZ_SATFINITE, "llvm.nvvm.f2tf32.rz.satfinite", "i32", "f32", NV_IA_NOMEM)      \
  X(NVVM_F2TF32_RZ_RELU_SATFINITE, "llvm.nvvm.f2tf32.rz.relu.satfinite", "i32", "f32", NV_IA_NOMEM) \
  X(NVVM_FNS, "llvm.nvvm.fns", "i32", "i32 i32 i32", NV_IA_NOMEM)                              \
  X(NVVM_SWAP_LO_HI_B64, "llvm.nvvm.swap.lo.hi.b64", "i64", "i64", NV_IA_NOMEM)                \
  X(NVVM_ROTATE_B32, "llvm.nvvm.rotate.b32", "i32", "i32 i32", NV_IA_NOMEM)                    \
  X(NVVM_ROTATE_B64, "llvm.nvvm.rotate.b64", "i64", "i64 i32", NV_IA_NOMEM)                    \
  X(NVVM_ROTATE_RIGHT_B64, "llvm.nvvm.rotate.right.b64", "i64", "i64 i32", NV_IA_NOMEM)        \
  X(NVVM_REFLECT, "llvm.nvvm.reflect", "i32", "p0", NV_IA_NOMEM)                               \
  X(SHFL_IDX_I32, "llvm.nvvm.shfl.idx.i32", "i32", "i32 i32 i32", NV_IA_CONVERGENT)            \
  X(SHFL_UP_I32, "llvm.nvvm.shfl.up.i32", "i32", "i32 i32 i32", NV_IA_CONVERGENT)              \
  X(SHFL_DOWN_I32, "llvm.nvvm.shfl.down.i32", "i32", "i32 i32 i32", NV_IA_CONVERGENT)          \
  X(SHFL_BFLY_I32, "llvm.nvvm.shfl.bfly.i32", "i32", "i32 i32 i32", NV_IA_CONVERGENT)          \
  X(SHFL_IDX_F32, "llvm.nvvm.shfl.idx.f32", "f32", "f32 i32 i32", NV_IA_CONVERGENT)            \
  X(SHFL_UP_F32, "llvm.nvvm.shfl.up.f32", "f32", "f32 i32 i32", NV_IA_CONVERGENT)              \
  X(SHFL_DOWN_F32, "llvm.nvvm.shfl.down.f32", "f32", "f32 i32 i32", NV_IA_CONVERGENT)          \
  X(SHFL_BFLY_F32, "llvm.nvvm.shfl.bfly.f32", "f32", "f32 i32 i32", NV_IA_CONVERGENT)          \
  /* the same with the predicate (the source lane was in range), as the .sync p forms */    \
  X(SHFL_IDX_I32P, "llvm.nvvm.shfl.idx.i32p", "{i32,i1}", "i32 i32 i32", NV_IA_CONVERGENT)      \
  X(SHFL_UP_I32P, "llvm.nvvm.shfl.up.i32p", "{i32,i1}", "i32 i32 i32", NV_IA_CONVERGENT)        \
  X(SHFL_DOWN_I32P, "llvm.nvvm.shfl.down.i32p", "{i32,i1}", "i32 i32 i32", NV_IA_CONVERGENT)    \
  X(SHFL_BFLY_I32P, "llvm.nvvm.shfl.bfly.i32p", "{i32,i1}", "i32 i32 i32", NV_IA_CONVERGENT)    \
  X(SHFL_IDX_F32P, "llvm.nvvm.shfl.idx.f32p", "{f32,i1}", "f32 i32 i32", NV_IA_CONVERGENT)      \
  X(SHFL_UP_F32P, "llvm.nvvm.shfl.up.f32p", "{f32,i1}", "f32 i32 i32", NV_IA_CONVERGENT)        \
  X(SHFL_DOWN_F32P, "llvm.nvvm.shfl.down.f32p", "{f32,i1}", "f32 i32 i32", NV_IA_CONVERGENT)    \
  X(SHFL_BFLY_F32P, "llvm.nvvm.shfl.bfly.f32p", "{f32,i1}", "f32 i32 i32", NV_IA_CONVERGENT)    \
  X(VOTE_ALL, "llvm.nvvm.vote.all", "i1", "i1", NV_IA_CONVERGENT)                              \
  X(VOTE_ANY, "llvm.nvvm.vote.any", "i1", "i1", NV_IA_CONVERGENT)                              \
  X(VOTE_UNI, "llvm.nvvm.vote.uni", "i1", "i1", NV_IA_CONVERGENT)                              \
  X(VOTE_BALLOT, "llvm.nvvm.vote.ballot", "i32", "i1", NV_IA_CONVERGENT)                       \
  /* NVVM IR (libNVVM's LLVM 7 dialect) spells atomic FP add as an intrinsic */                \
  X(ATOMIC_LOAD_ADD_F32, "llvm.nvvm.atomic.load.add.f32", "f32", "T f32", NV_IA_ARGMEM)        \
  X(ATOMIC_LOAD_ADD_F64, "llvm.nvvm.atomic.load.add.f64", "f64", "T f64", NV_IA_ARGMEM)

/* Intrinsics of current LLVM (20+) beyond the groups above (issue 11, part A): the
 * barrier.cta spellings of barriers, nanosleep, prefetch and discard cache hints, the
 * overloaded nvvm.fabs, fma.rn on f16 (ftz) and bf16, clamped funnel shifts and bit masks.
 * Each has a row in nvcgrun's ir engine (its coverage test checks that). */
#define NV_BAR_CTA(X, ID, name, ret, params)                                                   \
  X(ID, "llvm.nvvm.barrier.cta." name, ret, params, NV_IA_SIDEEFFECT | NV_IA_CONVERGENT)
#define NV_CURRENT_LLVM_INTRINSICS(X)                                                          \
  NV_BAR_CTA(X, BARRIER_CTA_SYNC_ALL, "sync.all", "v", "i32")                                  \
  NV_BAR_CTA(X, BARRIER_CTA_SYNC_ALIGNED_ALL, "sync.aligned.all", "v", "i32")                  \
  NV_BAR_CTA(X, BARRIER_CTA_SYNC_COUNT, "sync.count", "v", "i32 i32")                          \
  NV_BAR_CTA(X, BARRIER_CTA_SYNC_ALIGNED_COUNT, "sync.aligned.count", "v", "i32 i32")          \
  NV_BAR_CTA(X, BARRIER_CTA_ARRIVE_COUNT, "arrive.count", "v", "i32 i32")                      \
  NV_BAR_CTA(X, BARRIER_CTA_ARRIVE_ALIGNED_COUNT, "arrive.aligned.count", "v", "i32 i32")      \
  NV_BAR_CTA(X, BARRIER_CTA_RED_POPC_ALIGNED_ALL, "red.popc.aligned.all", "i32", "i32 i1")     \
  NV_BAR_CTA(X, BARRIER_CTA_RED_AND_ALIGNED_ALL, "red.and.aligned.all", "i1", "i32 i1")        \
  NV_BAR_CTA(X, BARRIER_CTA_RED_OR_ALIGNED_ALL, "red.or.aligned.all", "i1", "i32 i1")          \
  X(NANOSLEEP, "llvm.nvvm.nanosleep", "v", "i32", NV_IA_SIDEEFFECT)                            \
  X(PREFETCH_GLOBAL_L1, "llvm.nvvm.prefetch.global.L1", "v", "p1", NV_IA_SIDEEFFECT)           \
  X(PREFETCH_GLOBAL_L2, "llvm.nvvm.prefetch.global.L2", "v", "p1", NV_IA_SIDEEFFECT)           \
  X(PREFETCH_LOCAL_L1, "llvm.nvvm.prefetch.local.L1", "v", "p5", NV_IA_SIDEEFFECT)             \
  X(PREFETCH_LOCAL_L2, "llvm.nvvm.prefetch.local.L2", "v", "p5", NV_IA_SIDEEFFECT)             \
  X(PREFETCH_L1, "llvm.nvvm.prefetch.L1", "v", "p0", NV_IA_SIDEEFFECT)                         \
  X(PREFETCH_L2, "llvm.nvvm.prefetch.L2", "v", "p0", NV_IA_SIDEEFFECT)                         \
  X(PREFETCH_GLOBAL_L2_EVICT_NORMAL, "llvm.nvvm.prefetch.global.L2.evict.normal", "v", "p1",   \
    NV_IA_SIDEEFFECT)                                                                          \
  X(PREFETCH_GLOBAL_L2_EVICT_LAST, "llvm.nvvm.prefetch.global.L2.evict.last", "v", "p1",       \
    NV_IA_SIDEEFFECT)                                                                          \
  X(PREFETCHU_L1, "llvm.nvvm.prefetchu.L1", "v", "p0", NV_IA_SIDEEFFECT)                       \
  /* a tensor map (TMA descriptor) brought into the cache: generic, .const or .param */      \
  X(PREFETCH_TENSORMAP_P0, "llvm.nvvm.prefetch.tensormap.p0", "v", "p0", NV_IA_SIDEEFFECT)     \
  X(PREFETCH_TENSORMAP_P4, "llvm.nvvm.prefetch.tensormap.p4", "v", "p4", NV_IA_SIDEEFFECT)     \
  X(PREFETCH_TENSORMAP_P101, "llvm.nvvm.prefetch.tensormap.p101", "v", "p101", NV_IA_SIDEEFFECT) \
  X(DISCARD_GLOBAL_L2, "llvm.nvvm.discard.global.L2", "v", "p1 i64", NV_IA_ARGMEM | NV_IA_SIDEEFFECT) \
  X(DISCARD_L2, "llvm.nvvm.discard.L2", "v", "p0 i64", NV_IA_ARGMEM | NV_IA_SIDEEFFECT)        \
  X(APPLYPRIORITY_GLOBAL_L2_EVICT_NORMAL, "llvm.nvvm.applypriority.global.L2.evict.normal", "v", \
    "p1 i64", NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                 \
  X(APPLYPRIORITY_L2_EVICT_NORMAL, "llvm.nvvm.applypriority.L2.evict.normal", "v", "p0 i64",   \
    NV_IA_ARGMEM | NV_IA_SIDEEFFECT)                                                           \
  X(NVVM_FABS, "llvm.nvvm.fabs", "T", "T", NV_IA_NOMEM)                                        \
  X(NVVM_FABS_FTZ, "llvm.nvvm.fabs.ftz", "T", "T", NV_IA_NOMEM)                                \
  X(NVVM_FMA_RN_FTZ_F16, "llvm.nvvm.fma.rn.ftz.f16", "f16", "f16 f16 f16", NV_IA_NOMEM)        \
  X(NVVM_FMA_RN_FTZ_F16X2, "llvm.nvvm.fma.rn.ftz.f16x2", "v2f16", "v2f16 v2f16 v2f16", NV_IA_NOMEM) \
  /* .sat: the result clamped to [0, 1], NaN to +0 */                                        \
  X(NVVM_FMA_RN_SAT_F16, "llvm.nvvm.fma.rn.sat.f16", "f16", "f16 f16 f16", NV_IA_NOMEM)        \
  X(NVVM_FMA_RN_FTZ_SAT_F16, "llvm.nvvm.fma.rn.ftz.sat.f16", "f16", "f16 f16 f16", NV_IA_NOMEM) \
  X(NVVM_FMA_RN_SAT_F16X2, "llvm.nvvm.fma.rn.sat.f16x2", "v2f16", "v2f16 v2f16 v2f16", NV_IA_NOMEM) \
  X(NVVM_FMA_RN_FTZ_SAT_F16X2, "llvm.nvvm.fma.rn.ftz.sat.f16x2", "v2f16", "v2f16 v2f16 v2f16",   \
    NV_IA_NOMEM)                                                                               \
  X(NVVM_FMA_RN_BF16, "llvm.nvvm.fma.rn.bf16", "bf16", "bf16 bf16 bf16", NV_IA_NOMEM)          \
  X(NVVM_FMA_RN_BF16X2, "llvm.nvvm.fma.rn.bf16x2", "v2bf16", "v2bf16 v2bf16 v2bf16", NV_IA_NOMEM) \
  /* .relu forms (sm_80, PTX ISA 7.0) */                                                     \
  X(NVVM_FMA_RN_RELU_F16, "llvm.nvvm.fma.rn.relu.f16", "f16", "f16 f16 f16", NV_IA_NOMEM)      \
  X(NVVM_FMA_RN_FTZ_RELU_F16, "llvm.nvvm.fma.rn.ftz.relu.f16", "f16", "f16 f16 f16", NV_IA_NOMEM) \
  X(NVVM_FMA_RN_RELU_F16X2, "llvm.nvvm.fma.rn.relu.f16x2", "v2f16", "v2f16 v2f16 v2f16", NV_IA_NOMEM) \
  X(NVVM_FMA_RN_FTZ_RELU_F16X2, "llvm.nvvm.fma.rn.ftz.relu.f16x2", "v2f16", "v2f16 v2f16 v2f16", \
    NV_IA_NOMEM)                                                                               \
  X(NVVM_FMA_RN_RELU_BF16, "llvm.nvvm.fma.rn.relu.bf16", "bf16", "bf16 bf16 bf16", NV_IA_NOMEM) \
  X(NVVM_FMA_RN_RELU_BF16X2, "llvm.nvvm.fma.rn.relu.bf16x2", "v2bf16", "v2bf16 v2bf16 v2bf16",  \
    NV_IA_NOMEM)                                                                               \
  X(NVVM_FSHL_CLAMP, "llvm.nvvm.fshl.clamp", "T", "T T T", NV_IA_NOMEM)                        \
  X(NVVM_FSHR_CLAMP, "llvm.nvvm.fshr.clamp", "T", "T T T", NV_IA_NOMEM)                        \
  X(NVVM_BMSK_CLAMP, "llvm.nvvm.bmsk.clamp", "i32", "i32 i32", NV_IA_NOMEM)                    \
  X(NVVM_BMSK_WRAP, "llvm.nvvm.bmsk.wrap", "i32", "i32 i32", NV_IA_NOMEM)                      \
  /* bf16 add/multiply with an explicit rounding mode (an i32 immediate, llvm::RoundingMode: \
   * 1 = to nearest even, the only mode PTX's add/mul.bf16 have) */                          \
  X(NVVM_FADD_BF16, "llvm.nvvm.fadd.bf16", "bf16", "bf16 bf16 i32", NV_IA_NOMEM)               \
  X(NVVM_FADD_V2BF16, "llvm.nvvm.fadd.v2bf16", "v2bf16", "v2bf16 v2bf16 i32", NV_IA_NOMEM)     \
  X(NVVM_FMUL_BF16, "llvm.nvvm.fmul.bf16", "bf16", "bf16 bf16 i32", NV_IA_NOMEM)               \
  X(NVVM_FMUL_V2BF16, "llvm.nvvm.fmul.v2bf16", "v2bf16", "v2bf16 v2bf16 i32", NV_IA_NOMEM)

/* ---- conversions to and from the narrow floating-point formats (issue 11): PTX cvt's
 * packed pairs in a b16 (the upper element from the first float / the upper half), e2m1x2
 * in the low byte. fp8 (e4m3x2, e5m2x2): sm_89 with PTX ISA 8.1, sm_90 with 7.8; fp6
 * (e2m3x2, e3m2x2), fp4 (e2m1x2) and the ue8m0x2 scale factors: sm_100a/101a/103a/110a/
 * 120a/121a and the family targets, PTX ISA 8.6 (isel/select_intr.c checks the suffix).
 * Stochastic rounding (cvt.rs: f32 pairs to f16x2 / bf16x2, f32 quads to e4m3x4, e5m2x4,
 * e2m3x4, e3m2x4 (a <4 x i8>) and e2m1x4 (an i16), with an i32 of random bits; the quad's
 * elements are PTX's braced operands in order, element 0 first and so in the top byte or
 * nibble, as LLVM passes them): sm_100a and sm_103a only (ptxas 13 refuses every other target, family
 * targets included), PTX ISA 8.7.
 *
 * One table for the intrinsic and its selection: C(X, ID, name, ret, params, row, relu, rnd)
 * where row is the PTX row (NV_PTX_<row>, target/ptx_insns.h), relu 1 for the .relu forms
 * ({mode}) and rnd the rounding written into the row's {rnd} (NV_RND_<rnd>, NONE for rows
 * that spell theirs). NV_NARROW_FP_INTRINSICS(X) gives the intrinsic rows;
 * nv_select_narrow_cvt expands NV_NARROW_CVT_ROWS with its own C. */
#define NV_NARROW_CVT_AS_INTR(X, ID, name, ret, params, row, relu, rnd) \
  X(ID, "llvm.nvvm." name, ret, params, NV_IA_NOMEM)
#define NV_NARROW_FP_INTRINSICS(X) NV_NARROW_CVT_ROWS(NV_NARROW_CVT_AS_INTR, X)
#define NV_NARROW_CVT_ROWS(C, X) \
  C(X, FF_TO_E4M3X2_RN, "ff.to.e4m3x2.rn", "i16", "f32 f32", CVT_E4M3X2_F32, 0, NONE)                                           \
  C(X, FF_TO_E4M3X2_RN_RELU, "ff.to.e4m3x2.rn.relu", "i16", "f32 f32", CVT_E4M3X2_F32, 1, NONE)                                 \
  C(X, FF_TO_E5M2X2_RN, "ff.to.e5m2x2.rn", "i16", "f32 f32", CVT_E5M2X2_F32, 0, NONE)                                           \
  C(X, FF_TO_E5M2X2_RN_RELU, "ff.to.e5m2x2.rn.relu", "i16", "f32 f32", CVT_E5M2X2_F32, 1, NONE)                                 \
  C(X, F16X2_TO_E4M3X2_RN, "f16x2.to.e4m3x2.rn", "i16", "v2f16", CVT_E4M3X2_F16X2, 0, NONE)                                     \
  C(X, F16X2_TO_E4M3X2_RN_RELU, "f16x2.to.e4m3x2.rn.relu", "i16", "v2f16", CVT_E4M3X2_F16X2, 1, NONE)                           \
  C(X, F16X2_TO_E5M2X2_RN, "f16x2.to.e5m2x2.rn", "i16", "v2f16", CVT_E5M2X2_F16X2, 0, NONE)                                     \
  C(X, F16X2_TO_E5M2X2_RN_RELU, "f16x2.to.e5m2x2.rn.relu", "i16", "v2f16", CVT_E5M2X2_F16X2, 1, NONE)                           \
  C(X, E4M3X2_TO_F16X2_RN, "e4m3x2.to.f16x2.rn", "v2f16", "i16", CVT_F16X2_E4M3X2, 0, NONE)                                     \
  C(X, E4M3X2_TO_F16X2_RN_RELU, "e4m3x2.to.f16x2.rn.relu", "v2f16", "i16", CVT_F16X2_E4M3X2, 1, NONE)                           \
  C(X, E5M2X2_TO_F16X2_RN, "e5m2x2.to.f16x2.rn", "v2f16", "i16", CVT_F16X2_E5M2X2, 0, NONE)                                     \
  C(X, E5M2X2_TO_F16X2_RN_RELU, "e5m2x2.to.f16x2.rn.relu", "v2f16", "i16", CVT_F16X2_E5M2X2, 1, NONE)                           \
  C(X, FF_TO_E2M3X2_RN_SATFINITE, "ff.to.e2m3x2.rn.satfinite", "i16", "f32 f32", CVT_E2M3X2_F32, 0, NONE)                       \
  C(X, FF_TO_E2M3X2_RN_RELU_SATFINITE, "ff.to.e2m3x2.rn.relu.satfinite", "i16", "f32 f32", CVT_E2M3X2_F32, 1, NONE)             \
  C(X, FF_TO_E3M2X2_RN_SATFINITE, "ff.to.e3m2x2.rn.satfinite", "i16", "f32 f32", CVT_E3M2X2_F32, 0, NONE)                       \
  C(X, FF_TO_E3M2X2_RN_RELU_SATFINITE, "ff.to.e3m2x2.rn.relu.satfinite", "i16", "f32 f32", CVT_E3M2X2_F32, 1, NONE)             \
  C(X, FF_TO_E2M1X2_RN_SATFINITE, "ff.to.e2m1x2.rn.satfinite", "i16", "f32 f32", CVT_E2M1X2_F32, 0, NONE)                       \
  C(X, FF_TO_E2M1X2_RN_RELU_SATFINITE, "ff.to.e2m1x2.rn.relu.satfinite", "i16", "f32 f32", CVT_E2M1X2_F32, 1, NONE)             \
  C(X, E2M3X2_TO_F16X2_RN, "e2m3x2.to.f16x2.rn", "v2f16", "i16", CVT_F16X2_E2M3X2, 0, NONE)                                     \
  C(X, E2M3X2_TO_F16X2_RN_RELU, "e2m3x2.to.f16x2.rn.relu", "v2f16", "i16", CVT_F16X2_E2M3X2, 1, NONE)                           \
  C(X, E3M2X2_TO_F16X2_RN, "e3m2x2.to.f16x2.rn", "v2f16", "i16", CVT_F16X2_E3M2X2, 0, NONE)                                     \
  C(X, E3M2X2_TO_F16X2_RN_RELU, "e3m2x2.to.f16x2.rn.relu", "v2f16", "i16", CVT_F16X2_E3M2X2, 1, NONE)                           \
  C(X, E2M1X2_TO_F16X2_RN, "e2m1x2.to.f16x2.rn", "v2f16", "i16", CVT_F16X2_E2M1X2, 0, NONE)                                     \
  C(X, E2M1X2_TO_F16X2_RN_RELU, "e2m1x2.to.f16x2.rn.relu", "v2f16", "i16", CVT_F16X2_E2M1X2, 1, NONE)                           \
  C(X, FF_TO_UE8M0X2_RZ, "ff.to.ue8m0x2.rz", "i16", "f32 f32", CVT_UE8M0X2_F32, 0, RZ)                                          \
  C(X, FF_TO_UE8M0X2_RZ_SATFINITE, "ff.to.ue8m0x2.rz.satfinite", "i16", "f32 f32", CVT_UE8M0X2_F32_SATF, 0, RZ)                 \
  C(X, FF_TO_UE8M0X2_RP, "ff.to.ue8m0x2.rp", "i16", "f32 f32", CVT_UE8M0X2_F32, 0, RP)                                          \
  C(X, FF_TO_UE8M0X2_RP_SATFINITE, "ff.to.ue8m0x2.rp.satfinite", "i16", "f32 f32", CVT_UE8M0X2_F32_SATF, 0, RP)                 \
  C(X, BF16X2_TO_UE8M0X2_RZ, "bf16x2.to.ue8m0x2.rz", "i16", "v2bf16", CVT_UE8M0X2_BF16X2, 0, RZ)                                \
  C(X, BF16X2_TO_UE8M0X2_RZ_SATFINITE, "bf16x2.to.ue8m0x2.rz.satfinite", "i16", "v2bf16", CVT_UE8M0X2_BF16X2_SATF, 0, RZ)       \
  C(X, BF16X2_TO_UE8M0X2_RP, "bf16x2.to.ue8m0x2.rp", "i16", "v2bf16", CVT_UE8M0X2_BF16X2, 0, RP)                                \
  C(X, BF16X2_TO_UE8M0X2_RP_SATFINITE, "bf16x2.to.ue8m0x2.rp.satfinite", "i16", "v2bf16", CVT_UE8M0X2_BF16X2_SATF, 0, RP)       \
  C(X, UE8M0X2_TO_BF16X2, "ue8m0x2.to.bf16x2", "v2bf16", "i16", CVT_BF16X2_UE8M0X2, 0, NONE)                                    \
  /* stochastic rounding (.rs, the random bits last): sm_100a and sm_103a only, PTX ISA 8.7 */                                  \
  C(X, FF2F16X2_RS, "ff2f16x2.rs", "v2f16", "f32 f32 i32", CVT_RS_F16X2_F32, 0, NONE)                                           \
  C(X, FF2F16X2_RS_RELU, "ff2f16x2.rs.relu", "v2f16", "f32 f32 i32", CVT_RS_F16X2_F32, 1, NONE)                                 \
  C(X, FF2F16X2_RS_SATFINITE, "ff2f16x2.rs.satfinite", "v2f16", "f32 f32 i32", CVT_RS_SATF_F16X2_F32, 0, NONE)                  \
  C(X, FF2F16X2_RS_RELU_SATFINITE, "ff2f16x2.rs.relu.satfinite", "v2f16", "f32 f32 i32", CVT_RS_SATF_F16X2_F32, 1, NONE)        \
  C(X, FF2BF16X2_RS, "ff2bf16x2.rs", "v2bf16", "f32 f32 i32", CVT_RS_BF16X2_F32, 0, NONE)                                       \
  C(X, FF2BF16X2_RS_RELU, "ff2bf16x2.rs.relu", "v2bf16", "f32 f32 i32", CVT_RS_BF16X2_F32, 1, NONE)                             \
  C(X, FF2BF16X2_RS_SATFINITE, "ff2bf16x2.rs.satfinite", "v2bf16", "f32 f32 i32", CVT_RS_SATF_BF16X2_F32, 0, NONE)              \
  C(X, FF2BF16X2_RS_RELU_SATFINITE, "ff2bf16x2.rs.relu.satfinite", "v2bf16", "f32 f32 i32", CVT_RS_SATF_BF16X2_F32, 1, NONE)    \
  C(X, F32X4_TO_E4M3X4_RS_SATFINITE, "f32x4.to.e4m3x4.rs.satfinite", "v4i8", "v4f32 i32", CVT_RS_E4M3X4_F32, 0, NONE)           \
  C(X, F32X4_TO_E4M3X4_RS_RELU_SATFINITE, "f32x4.to.e4m3x4.rs.relu.satfinite", "v4i8", "v4f32 i32", CVT_RS_E4M3X4_F32, 1, NONE) \
  C(X, F32X4_TO_E5M2X4_RS_SATFINITE, "f32x4.to.e5m2x4.rs.satfinite", "v4i8", "v4f32 i32", CVT_RS_E5M2X4_F32, 0, NONE)           \
  C(X, F32X4_TO_E5M2X4_RS_RELU_SATFINITE, "f32x4.to.e5m2x4.rs.relu.satfinite", "v4i8", "v4f32 i32", CVT_RS_E5M2X4_F32, 1, NONE) \
  C(X, F32X4_TO_E2M3X4_RS_SATFINITE, "f32x4.to.e2m3x4.rs.satfinite", "v4i8", "v4f32 i32", CVT_RS_E2M3X4_F32, 0, NONE)           \
  C(X, F32X4_TO_E2M3X4_RS_RELU_SATFINITE, "f32x4.to.e2m3x4.rs.relu.satfinite", "v4i8", "v4f32 i32", CVT_RS_E2M3X4_F32, 1, NONE) \
  C(X, F32X4_TO_E3M2X4_RS_SATFINITE, "f32x4.to.e3m2x4.rs.satfinite", "v4i8", "v4f32 i32", CVT_RS_E3M2X4_F32, 0, NONE)           \
  C(X, F32X4_TO_E3M2X4_RS_RELU_SATFINITE, "f32x4.to.e3m2x4.rs.relu.satfinite", "v4i8", "v4f32 i32", CVT_RS_E3M2X4_F32, 1, NONE) \
  C(X, F32X4_TO_E2M1X4_RS_SATFINITE, "f32x4.to.e2m1x4.rs.satfinite", "i16", "v4f32 i32", CVT_RS_E2M1X4_F32, 0, NONE)            \
  C(X, F32X4_TO_E2M1X4_RS_RELU_SATFINITE, "f32x4.to.e2m1x4.rs.relu.satfinite", "i16", "v4f32 i32", CVT_RS_E2M1X4_F32, 1, NONE)

/* ---- LLVM's generic conversions to and from an arbitrary floating-point format (issue 11):
 * llvm.convert.to.arbitrary.fp.<iN>.<fp>(value, metadata format, metadata rounding, i1
 * saturate) and llvm.convert.from.arbitrary.fp.<fp>.<iN>(bits, metadata format), scalars or
 * vectors. nvcg holds the metadata strings as i32 immediates: the reader turns !"Float8E4M3FN"
 * into its row of NV_ARBFP_FORMATS and !"round.tonearest" into its index in
 * nv_arbfp_roundings (intrinsics.c), and declarations' metadata parameters into i32; the
 * printer spells them back. Code generation maps each to the packed narrow conversion PTX
 * has (NV_NARROW_CVT_ROWS: its targets, its error elsewhere), a located error otherwise. */
#define NV_ARBITRARY_FP_INTRINSICS(X)                                                           \
  X(CONVERT_TO_ARBITRARY_FP, "llvm.convert.to.arbitrary.fp", "T", "U i32 i32 i1", NV_IA_NOMEM)     \
  X(CONVERT_FROM_ARBITRARY_FP, "llvm.convert.from.arbitrary.fp", "T", "U i32", NV_IA_NOMEM)

/* The formats LLVM names: X(ID, "name", bits, to_f32, to_f16, from) with the narrow
 * intrinsics (NV_INTR_<...>) that convert a pair of f32 / a packed f16x2 to the format
 * (.rn, the element from the second operand / the low half in the low bits) and back to
 * a packed f16x2 (bf16x2 for e8m0), NONE where PTX has no such conversion. */
#define NV_ARBFP_FORMATS(X)                                                                     \
  X(F8E5M2, "Float8E5M2", 8, FF_TO_E5M2X2_RN, F16X2_TO_E5M2X2_RN, E5M2X2_TO_F16X2_RN)             \
  X(F8E4M3FN, "Float8E4M3FN", 8, FF_TO_E4M3X2_RN, F16X2_TO_E4M3X2_RN, E4M3X2_TO_F16X2_RN)         \
  X(F6E3M2FN, "Float6E3M2FN", 6, FF_TO_E3M2X2_RN_SATFINITE, NONE, E3M2X2_TO_F16X2_RN)            \
  X(F6E2M3FN, "Float6E2M3FN", 6, FF_TO_E2M3X2_RN_SATFINITE, NONE, E2M3X2_TO_F16X2_RN)            \
  X(F4E2M1FN, "Float4E2M1FN", 4, FF_TO_E2M1X2_RN_SATFINITE, NONE, E2M1X2_TO_F16X2_RN)            \
  X(F8E8M0FNU, "Float8E8M0FNU", 8, NONE, NONE, UE8M0X2_TO_BF16X2)                                 \
  X(F8E5M2FNUZ, "Float8E5M2FNUZ", 8, NONE, NONE, NONE)                                            \
  X(F8E4M3, "Float8E4M3", 8, NONE, NONE, NONE)                                                    \
  X(F8E4M3FNUZ, "Float8E4M3FNUZ", 8, NONE, NONE, NONE)                                            \
  X(F8E4M3B11FNUZ, "Float8E4M3B11FNUZ", 8, NONE, NONE, NONE)                                      \
  X(F8E3M4, "Float8E3M4", 8, NONE, NONE, NONE)
enum {
#define NV_X(id, name, bits, to32, to16, from) NV_ARBFP_##id,
  NV_ARBFP_FORMATS(NV_X)
#undef NV_X
  NV_ARBFP_COUNT
};
/* LLVM's rounding-mode strings, in this order (the i32 the reader puts in their place). */
enum { NV_ARBFP_RND_DYNAMIC, NV_ARBFP_RND_TONEAREST, NV_ARBFP_RND_DOWNWARD, NV_ARBFP_RND_UPWARD,
       NV_ARBFP_RND_TOWARDZERO, NV_ARBFP_RND_TONEARESTAWAY, NV_ARBFP_RND_COUNT };
/* The row of format name s (n bytes), or -1; rounding: the same for a rounding string. */
static int nv_arbfp_format_of(const char *s, size_t n);
static int nv_arbfp_rounding_of(const char *s, size_t n);
/* A format's / rounding's name (NULL out of range). */
static const char *nv_arbfp_format_name(unsigned k);
static const char *nv_arbfp_rounding_name(unsigned k);
/* Whether an intrinsic name is llvm.convert.{to,from}.arbitrary.fp (any suffix). */
static int nv_arbfp_intrinsic_name(const char *name);

/* Intrinsics whose signature changed after LLVM 14: the rows above follow current LLVM,
 * these the spelling clang 14 emits. They share the name of the row they vary; lookups by
 * name (nv_intrinsic_lookup) find the row above, and a declaration whose type fits only
 * the variant gets the variant's id (nv_intrinsic_lookup_typed). */
#define NV_LLVM14_VARIANTS(X)                                                                 \
  X(SREG_GRIDID_I32, "llvm.nvvm.read.ptx.sreg.gridid", "i32", "", NV_IA_NOMEM)                 \
  X(MATCH_ANY_SYNC_I64_RI64, "llvm.nvvm.match.any.sync.i64", "i64", "i32 i64", NV_IA_CONVERGENT) \
  X(MATCH_ALL_SYNC_I64P_RI64, "llvm.nvvm.match.all.sync.i64p", "{i64,i1}", "i32 i64",          \
    NV_IA_CONVERGENT)

/* Scoped atomics as clang's __nvvm_atom_{cta,sys}_* builtins emit them:
 * llvm.nvvm.atomic.<op>.gen.<i|f>.<cta|sys>.<T>.<ptr>. */
#define NV_SCOPED_ATOMIC_OP(X, ID, op)                                                        \
  X(ID##_GEN_I_CTA, "llvm.nvvm.atomic." op ".gen.i.cta", "T", "U T", NV_IA_ARGMEM)             \
  X(ID##_GEN_I_SYS, "llvm.nvvm.atomic." op ".gen.i.sys", "T", "U T", NV_IA_ARGMEM)
#define NV_SCOPED_ATOMICS(X)                                                                  \
  NV_SCOPED_ATOMIC_OP(X, ATOMIC_ADD, "add") NV_SCOPED_ATOMIC_OP(X, ATOMIC_EXCH, "exch")        \
  NV_SCOPED_ATOMIC_OP(X, ATOMIC_MAX, "max") NV_SCOPED_ATOMIC_OP(X, ATOMIC_MIN, "min")          \
  NV_SCOPED_ATOMIC_OP(X, ATOMIC_INC, "inc") NV_SCOPED_ATOMIC_OP(X, ATOMIC_DEC, "dec")          \
  NV_SCOPED_ATOMIC_OP(X, ATOMIC_AND, "and") NV_SCOPED_ATOMIC_OP(X, ATOMIC_OR, "or")            \
  NV_SCOPED_ATOMIC_OP(X, ATOMIC_XOR, "xor")                                                    \
  X(ATOMIC_ADD_GEN_F_CTA, "llvm.nvvm.atomic.add.gen.f.cta", "T", "U T", NV_IA_ARGMEM)          \
  X(ATOMIC_ADD_GEN_F_SYS, "llvm.nvvm.atomic.add.gen.f.sys", "T", "U T", NV_IA_ARGMEM)          \
  X(ATOMIC_CAS_GEN_I_CTA, "llvm.nvvm.atomic.cas.gen.i.cta", "T", "U T T", NV_IA_ARGMEM)        \
  X(ATOMIC_CAS_GEN_I_SYS, "llvm.nvvm.atomic.cas.gen.i.sys", "T", "U T T", NV_IA_ARGMEM)

/* The largest value a 32-bit special register can hold (PTX ISA, "Special Registers":
 * %ntid.{x,y} in [1, 1024], %ntid.z in [1, 64], %tid below %ntid, %nctaid.x in
 * [1, 2^31 - 1], %nctaid.{y,z} in [1, 65535], %ctaid below %nctaid, %laneid below the
 * warp size of 32). Registers not listed can hold any 32-bit value. The known-bits
 * analysis (opt/irutil.c) and sepconst's no-wrap rule read it (nv_intrinsic_sreg_max). */
#define NV_SREG_MAX(X)                                                                       \
  X(SREG_TID_X, 1023) X(SREG_TID_Y, 1023) X(SREG_TID_Z, 63)                                  \
  X(SREG_NTID_X, 1024) X(SREG_NTID_Y, 1024) X(SREG_NTID_Z, 64)                               \
  X(SREG_CTAID_X, 2147483646) X(SREG_CTAID_Y, 65534) X(SREG_CTAID_Z, 65534)                  \
  X(SREG_NCTAID_X, 2147483647) X(SREG_NCTAID_Y, 65535) X(SREG_NCTAID_Z, 65535)               \
  X(SREG_WARPSIZE, 32) X(SREG_LANEID, 31)

typedef enum nv_intrinsic_id {
  NV_INTR_NONE = 0,
#define NV_X_ENUM(id, name, ret, params, attrs) NV_INTR_##id,
  NV_INTRINSICS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_INTR_COUNT
} nv_intrinsic_id;

typedef struct nv_intrinsic_info {
  const char *name, *ret, *params;
  unsigned attrs;
  unsigned name_len; /* strlen(name), from the literal's size: nv_intrinsic_lookup's index */
} nv_intrinsic_info;

/* Table lookups (intrinsics.c). */
static const nv_intrinsic_info *nv_intrinsic_info_of(unsigned id);
/* The largest value special register `id` holds (NV_SREG_MAX), or 0 when unbounded. */
static uint32_t nv_intrinsic_sreg_max(unsigned id);
/* Finds the intrinsic a full name refers to; *suffix points at the overload suffixes
 * ("" when none). Returns NV_INTR_NONE for an unknown name. */
static unsigned nv_intrinsic_lookup(nv_context *c, const char *full, const char **suffix);
/* For a declaration: the id of the row named `full` whose signature fits fty (rows that
 * share a name are variants, see NV_LLVM14_VARIANTS); NV_INTR_NONE when the name is
 * unknown, and the first row of that name when none fits (so its message can be given). */
static unsigned nv_intrinsic_lookup_typed(nv_context *c, const char *full, const nv_type *fty,
                                          const char **suffix);
/* Whether fty is the other accepted spelling of a family whose name alone gives its type
 * (later LLVMs' cp.async.bulk.tensor.g2s, nv_tensor_fn_type_alt), so that a declaration of
 * either LLVM's form is read. */
static int nv_intrinsic_alt_type_fits(nv_context *c, unsigned id, const char *suffix, const nv_type *fty);
/* The function type a full intrinsic name denotes; NULL (with a message in err) when the
 * suffixes do not fit the signature. */
static nv_type *nv_intrinsic_type(nv_context *c, unsigned id, const char *suffix, char *err,
                                  size_t errsize);
/* Checks a declared function type against the intrinsic's signature (any consistent
 * binding of the overload types is accepted). Returns 1 when it fits. */
static int nv_intrinsic_type_fits(unsigned id, const nv_type *fty, char *err, size_t errsize);
/* Whether a declaration of type fty may be named with these suffixes: the full mangling,
 * or (as current LLVM writes some) only the trailing overload types. */
static int nv_intrinsic_name_fits(unsigned id, const char *suffix, const nv_type *fty, char *err, size_t errsize);
