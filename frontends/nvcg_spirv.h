/* nvcg_spirv.h -- SPIR-V frontend for nvcg: Vulkan compute shaders (GLCompute) and OpenCL
 * kernels (Kernel) held as SPIR-V become nvcg IR modules, ready for nvcg_compile.
 *
 * Usage. nvcg.h must be included first (or be on the include path). In exactly one C or
 * C++ file define NVCG_SPIRV_IMPLEMENTATION before including this header; nvcg's own
 * implementation (NVCG_IMPLEMENTATION) may live in that file or in another translation
 * unit, because the frontend builds IR only through nvcg's public API:
 *
 *     #include "nvcg.h"
 *     #define NVCG_SPIRV_IMPLEMENTATION
 *     #include "frontends/nvcg_spirv.h"
 *
 *     nvcg_spirv_options o;
 *     nvcg_module *m;
 *     nvcg_spirv_options_init(&o);
 *     o.source_name = "shader.spv";          // names the input in diagnostics
 *     o.entry_point = "main";                // NULL: every GLCompute/Kernel entry point
 *     if (nvcg_spirv_translate(ctx, words, nwords, &o, &m) == NVCG_OK) { ... nvcg_compile(m, ...) }
 *
 * The implementation needs the Khronos SPIRV-Headers (<spirv/unified1/spirv.h>,
 * GLSL.std.450.h, OpenCL.std.h; Debian package spirv-headers); every SPIR-V enumerant it
 * uses comes from them. Define NVCG_MALLOC/NVCG_REALLOC/NVCG_FREE as for nvcg.h to supply
 * an allocator. Nothing here keeps global mutable state: two threads translate two modules
 * with two contexts.
 *
 * For a command-line driver (nvcgc -x spirv --entry NAME --spec ID=VALUE): read the file,
 * call nvcg_spirv_translate_bytes, and turn each --spec into an nvcg_spirv_spec with
 * nvcg_spirv_parse_spec (it keeps a pointer into the argument string).
 *
 * Linking. Functions and variables with LinkageAttributes keep their linkage names:
 * Export ones are external definitions (a module of exports needs no entry point), Import
 * ones external declarations, so that modules translated one by one join with
 * nvcg_module_link (nvcgc -x spirv a.spv b.spv). Only modules without shader resources
 * (OpenCL kernels) link: a function's resources are extra parameters of that module.
 *
 * ------------------------------------------------------------------------------------
 * The kernel calling convention (what a runner must pass)
 *
 * Vulkan compute (GLCompute entry points). The kernel keeps the entry point's name and
 * gets .reqntid from LocalSize / LocalSizeId / the WorkgroupSize built-in. Parameters, in
 * this order:
 *   1. one `ptr addrspace(1)` per storage buffer and uniform buffer variable, in
 *      ascending (DescriptorSet, Binding) order; an array of N buffer descriptors gives N
 *      parameters (element order). Buffers are assumed `buffer_align`-byte aligned
 *      (default 16). NonWritable (on the variable or on every block member) gives
 *      `readonly`, NonReadable `writeonly`, Restrict `noalias`; uniform buffers (Uniform
 *      variables of Block structs) are `readonly noalias`; SPIR-V 1.0's BufferBlock
 *      uniforms are storage buffers.
 *      Images take their places in the same (DescriptorSet, Binding) order, one `i64`
 *      each: a storage image (OpTypeImage Sampled 2; GLSL image2D ...) is a surface
 *      object (cudaSurfaceObject_t; nvcgrun surf:FMT:WxH:INIT), a combined image sampler
 *      (OpTypeSampledImage; GLSL sampler2D ...) a texture object (cudaTextureObject_t;
 *      nvcgrun tex:...) whose filter, addressing and coordinate mode are the sampler's
 *      (Vulkan's default is coords=normalized). A sampled image variable (texture2D ...)
 *      is a texture object of its own, and each distinct pair of an image variable and a
 *      sampler variable combined by OpSampledImage (sampler2D(t, s); HLSL's Texture2D
 *      with a SamplerState) one more, named IMAGE_SAMPLER, right after the image's own:
 *      the runner binds the image's texels with that sampler's modes. Pairs are ordered
 *      by the sampler variable's id. An array of N images (or combined image samplers)
 *      gives N parameters in element order, as an array of buffers does; the index may
 *      be dynamic. See "Images" for what is translated.
 *      With options.buffers = NVCG_SPIRV_BUFFERS_TABLE instead there is ONE parameter, a
 *      `ptr addrspace(1)` to a table of 64-bit buffer addresses in that same order (buffers
 *      only); the images follow it as parameters of their own, in that order.
 *   2. the push-constant block, if any: with NVCG_SPIRV_PUSH_BYVAL (default) one `ptr
 *      byval([N x i8]) align A` parameter, which PTX declares as `.param .align A .b8
 *      name[N]`: the runner copies the block's bytes exactly as vkCmdPushConstants would
 *      (member at its Offset; N = the end of the last member; nvcgrun's argument
 *      push:[OFF=]TYPE:V,... writes such a block). With
 *      NVCG_SPIRV_PUSH_BUFFER it is one more `ptr addrspace(1)` to those bytes. Either
 *      way it is `readonly noalias`.
 *   3. when the module uses OpArrayLength: one i64 per storage buffer (and per element
 *      of an array of them; same order as 1.), its size in bytes as bound
 *      (VkDescriptorBufferInfo::range).
 *   Workgroup variables become addrspace(3) globals; Private variables and Function
 *   variables become allocas (registers after mem2reg). Functions the entry point calls
 *   become internal device functions; when there are parameters of kinds 1-3 or Private
 *   variables, every device function takes them (the same pointers and sizes, then
 *   pointers to the Private variables) after its own parameters. An entry function that
 *   other functions call is translated twice: as the kernel and as a device function.
 *
 * OpenCL (Kernel entry points). The kernel's parameters are the entry function's
 * parameters: CrossWorkgroup pointers are addrspace(1), Workgroup pointers addrspace(3)
 * (an offset into dynamic shared memory), UniformConstant pointers addrspace(4) by default
 * (options.uniform_constant_addrspace = 1 maps __constant to read-only global memory,
 * which is what a runner that passes device buffers needs), ByVal structs `ptr byval(T)`;
 * FuncParamAttr NoAlias/NoWrite/NoCapture/Zext/Sext become noalias/readonly/nocapture/
 * zeroext/signext. GlobalOffset is 0: the grid starts at the origin.
 *
 * Floating point. SPIR-V allows floating-point contraction unless an instruction carries
 * NoContraction or (OpenCL) the entry point has ExecutionMode ContractionOff, so fadd,
 * fsub and fmul get the `contract` flag except in those cases (options.fp_contract = 0
 * never sets it). FPFastMathMode decorations become nnan/ninf/nsz/arcp/fast flags.
 *
 * Math functions. OpenCL.std's full-precision functions call nvcg's device math library
 * (README "Device math library"): the frontend declares __nv_F (f64) or __nv_Ff (f32) and
 * nvcg's on-demand import brings the body (a user library such as libdevice wins). One call
 * each: exp, exp2, exp10, expm1, log, log2, log10, log1p, sin, cos, tan, sinpi, cospi,
 * asin, acos, atan, atan2, sinh, cosh, tanh, asinh, acosh, atanh, cbrt, rsqrt, erf, erfc,
 * tgamma, lgamma, pow, hypot, fmod, remainder, pown (powi), remquo (the quotient written
 * through the pointer, cast to generic), sincos (sin and cos). Built from library calls:
 * asinpi, acospi, atanpi, atan2pi (times 1/pi), tanpi (sinpi / cospi), powr (pow(|x|, y)
 * with OpenCL's NaN cases), rootn (pow(|x|, 1/n) in f64 for f32 too, plus one Newton step
 * on a scaled residual with powi; sign and NaN rules per OpenCL), lgamma_r (lgamma and the
 * sign of Gamma from floor(x)'s parity). Measured against MPFR with OpenCL's full-profile
 * table (tests/spirv/run_mathlib.py, 4096 arguments per function and type: specials, every
 * pair of 32 specials, random): f32 at most 2 ulp (tan, tanpi, erfc and the pi forms),
 * f64 at most 4 (tgamma; lgamma 3), fmod/remainder/remquo exact. The rest
 * are exact IEEE operations as before: sqrt (llvm.sqrt), fma, fabs, copysign, fmin/fmax
 * (llvm.minnum/maxnum: a NaN operand gives the other, as OpenCL requires), fdim,
 * maxmag, minmag, nextafter, ldexp, frexp, ilogb (FP_ILOGB0 INT_MIN, FP_ILOGBNAN and inf
 * INT_MAX), logb, modf, fract (+-0 and +-inf give +-0), nan and the rounding functions,
 * all checked bit for bit against the host's IEEE operations by the same test. f16
 * computes through the f32 function and rounds once (so within 1 ulp of f16 by the f32
 * bounds: not measured). native_*
 * and half_* keep the PTX approximations:
 *   exp2, log2          ex2.approx.f32 (2 ulp), lg2.approx.f32 (abs 2^-22 near 1, rel 2^-22)
 *   exp, log, exp10, log10, powr   through ex2/lg2 (exp: within 3 + 2|x| ulp)
 *   sin, cos, tan       argument reduced to [-pi, pi] by 2pi (two-constant Cody-Waite),
 *                       then sin/cos.approx.f32 (abs error about 2^-20 for |x| < 10^4)
 *   rsqrt, recip, divide, sqrt   1 / sqrt(x), 1 / x, x / y with arcp (sqrt exact)
 * GLSL.std.450 (f32, f16): sin, cos, exp, exp2, log, log2, pow, asinh, acosh and atanh
 * keep approximations (the last three log(x + sqrt(x^2 +- 1)) and log((1+x)/(1-x))/2
 * over lg2.approx), which meet Vulkan's precision table (sin/cos absolute 2^-11 on
 * [-pi, pi], exp/exp2 3 + 2|x| ulp, log/log2 absolute 2^-21 on [0.5, 2] and 3 ulp
 * elsewhere, pow, asinh, acosh, atanh inherited from their formulas) where the library
 * costs 4-13x the instructions (PTX executed per call on the emulator at x = 0.37,
 * approximation against library: exp 2 / 26, sin 6 / 24, pow 17 / 97 (the library's from
 * README's table), asinh 7 / 77); tan, asin, acos, atan, atan2, sinh, cosh and tanh call
 * the library (within 1-2 ulp; at about the approximations' cost: tan 21 / 8, asin 12 / 32,
 * atan 19 / 17, sinh 9 / 11, tanh 14 / 14), except on results decorated RelaxedPrecision, which
 * keep the approximations (asin/acos/atan: an odd degree-15 polynomial fitted for nvcg,
 * abs error below 2e-7 rad; the hyperbolic functions through ex2/lg2). inversesqrt is rsqrt.approx.f32 (rel 2^-22.9; Vulkan: 2
 * ulp). f64 operands (GLSL.std.450 allows them for sqrt, inversesqrt, fma, floor, fract,
 * modf, frexp, ldexp, min/max/clamp/mix/step and the like, not for the transcendentals)
 * are exact IEEE operations, inversesqrt the library's rsqrt (0 ulp in make test-math);
 * an f64 transcendental (rejected by spirv-val) calls the f64 library
 * function. Division is exact (fdiv).
 *
 * Subgroups are warps of 32. Subgroup operations use shfl.sync/vote.sync with the member
 * mask from llvm.nvvm.activemask, and reductions and scans use a mask-aware butterfly
 * (one shuffle per step that reads only active lanes), so they are exact for any set of
 * active invocations; options.sm >= 80 uses redux.sync for 32-bit integer reductions.
 *
 * Rejected with NVCG_UNSUPPORTED and a diagnostic naming the feature: OpSampledImage of
 * an image or sampler not loaded directly from its variable, arrays of samplers,
 * runtime-sized arrays of images, cube/multisampled/depth images, storage images
 * without a format nvcgrun has, image operands other than Lod/Grad, mip levels other
 * than 0 for fetches and size queries, gathers other than 2D, image atomics, OpenCL images,
 * capabilities not listed in nvsp_capability (each is named), execution
 * models other than GLCompute/Kernel, Physical32 addressing, Input/Output variables other
 * than built-ins, work-group scope collectives (OpGroup* at Workgroup scope), grid-wide
 * barriers, printf, 64-bit mad_sat, GLSL Determinant and
 * MatrixInverse, conversions to f16 with a rounding mode other than rte, runtime-sized
 * descriptor arrays, device-side enqueue and pipes, imported (unlinked) functions and
 * variables, 8..64-bit integers and 16..64-bit floats only. Malformed input
 * (truncated streams, bad magic/version, ids out of bounds, references to nothing, type
 * mismatches, wrong word counts) is rejected with NVCG_ERROR and a diagnostic
 *     "input.spv: error: word 1234 (OpIAdd): result type id %17 is not a type"
 * Translation never crashes or aborts on bad input. The module is verified with
 * nvcg_verify_module before it is returned.
 */
#ifndef NVCG_SPIRV_H_INCLUDED
#define NVCG_SPIRV_H_INCLUDED

#ifndef NVCG_H_INCLUDED
#include "nvcg.h"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* A specialization constant override: the constant decorated SpecId `id` takes `value`,
 * parsed by the constant's type: booleans "true"/"false"/integer, integers as strtoll/
 * strtoull with base 0 (so "-3" and "0x10" work), floating point as strtod. */
typedef struct nvcg_spirv_spec {
  uint32_t id;
  const char *value;
} nvcg_spirv_spec;

typedef enum nvcg_spirv_buffers {
  NVCG_SPIRV_BUFFERS_PARAMS = 0, /* one `ptr addrspace(1)` parameter per buffer */
  NVCG_SPIRV_BUFFERS_TABLE = 1   /* one parameter: a table of 64-bit buffer addresses */
} nvcg_spirv_buffers;

typedef enum nvcg_spirv_push_constants {
  NVCG_SPIRV_PUSH_BYVAL = 0,  /* a byval [N x i8] parameter holding the block's bytes */
  NVCG_SPIRV_PUSH_BUFFER = 1  /* a `ptr addrspace(1)` parameter to the block's bytes */
} nvcg_spirv_push_constants;

typedef struct nvcg_spirv_options {
  const char *source_name;   /* the input's name in diagnostics (default "<spir-v>") */
  const char *module_name;   /* the nvcg module's name (default: source_name) */
  const char *entry_point;   /* translate this entry point only; NULL: all of them */
  const nvcg_spirv_spec *specs;
  unsigned spec_count;
  nvcg_spirv_buffers buffers;               /* default NVCG_SPIRV_BUFFERS_PARAMS */
  nvcg_spirv_push_constants push_constants; /* default NVCG_SPIRV_PUSH_BYVAL */
  unsigned buffer_align;     /* alignment promised for buffer addresses (default 16) */
  unsigned uniform_constant_addrspace; /* OpenCL UniformConstant: 4 (default) or 1 */
  unsigned sm;               /* target SM when known (e.g. 80); 0: sequences for any SM */
  int fp_contract;           /* 1 (default): contract where SPIR-V allows it; 0: never */
} nvcg_spirv_options;

/* Fills the defaults above. */
void nvcg_spirv_options_init(nvcg_spirv_options *o);

/* Translates a SPIR-V module (host-endian words; byte-swapped modules are accepted too).
 * `options` may be NULL for the defaults. On success *module is a new, verified module
 * owned by ctx; on failure *module is NULL and every problem has been reported through
 * ctx's diagnostic handler. */
nvcg_status nvcg_spirv_translate(nvcg_context *ctx, const uint32_t *words, size_t word_count,
                                 const nvcg_spirv_options *options, nvcg_module **module);

/* The same from bytes as read from a .spv file (any alignment; the size must be a
 * multiple of 4). */
nvcg_status nvcg_spirv_translate_bytes(nvcg_context *ctx, const void *bytes, size_t size,
                                       const nvcg_spirv_options *options, nvcg_module **module);

/* Parses "ID=VALUE" (nvcgc's --spec argument) into *out; out->value points into `arg`.
 * Returns NVCG_ERROR, without reporting, when `arg` has no '=' or ID is not a number. */
nvcg_status nvcg_spirv_parse_spec(const char *arg, nvcg_spirv_spec *out);

#ifdef __cplusplus
}
#endif
#endif /* NVCG_SPIRV_H_INCLUDED */

/* ==================================================================================== */
#ifdef NVCG_SPIRV_IMPLEMENTATION
#ifndef NVCG_SPIRV_IMPLEMENTATION_INCLUDED
#define NVCG_SPIRV_IMPLEMENTATION_INCLUDED

#include <math.h> /* INFINITY and NAN only: no libm functions are called */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <spirv/unified1/spirv.h>
#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/OpenCL.std.h>

#ifndef NVCG_MALLOC
#define NVCG_MALLOC(sz) malloc(sz)
#define NVCG_REALLOC(p, sz) realloc(p, sz)
#define NVCG_FREE(p) free(p)
#endif

/* OpenCL.std.h spells its enumerants differently in C and C++. */
#ifdef __cplusplus
#define NVSP_CL(n) OpenCLLIB::n
#else
#define NVSP_CL(n) OpenCLstd_##n
#endif

/* BEGIN GENERATED NAMES: frontends/gen_spirv_names.py (names only; values from spirv.h) */
#define NVSP_OP_NAMES(X) \
  X(Nop) X(Undef) X(SourceContinued) X(Source) X(SourceExtension) X(Name) X(MemberName) \
  X(String) X(Line) X(Extension) X(ExtInstImport) X(ExtInst) X(MemoryModel) X(EntryPoint) \
  X(ExecutionMode) X(Capability) X(TypeVoid) X(TypeBool) X(TypeInt) X(TypeFloat) \
  X(TypeVector) X(TypeMatrix) X(TypeImage) X(TypeSampler) X(TypeSampledImage) X(TypeArray) \
  X(TypeRuntimeArray) X(TypeStruct) X(TypeOpaque) X(TypePointer) X(TypeFunction) \
  X(TypeEvent) X(TypeDeviceEvent) X(TypeReserveId) X(TypeQueue) X(TypePipe) \
  X(TypeForwardPointer) X(ConstantTrue) X(ConstantFalse) X(Constant) X(ConstantComposite) \
  X(ConstantSampler) X(ConstantNull) X(SpecConstantTrue) X(SpecConstantFalse) \
  X(SpecConstant) X(SpecConstantComposite) X(SpecConstantOp) X(Function) \
  X(FunctionParameter) X(FunctionEnd) X(FunctionCall) X(Variable) X(ImageTexelPointer) \
  X(Load) X(Store) X(CopyMemory) X(CopyMemorySized) X(AccessChain) X(InBoundsAccessChain) \
  X(PtrAccessChain) X(ArrayLength) X(GenericPtrMemSemantics) X(InBoundsPtrAccessChain) \
  X(Decorate) X(MemberDecorate) X(DecorationGroup) X(GroupDecorate) X(GroupMemberDecorate) \
  X(VectorExtractDynamic) X(VectorInsertDynamic) X(VectorShuffle) X(CompositeConstruct) \
  X(CompositeExtract) X(CompositeInsert) X(CopyObject) X(Transpose) X(SampledImage) \
  X(ImageSampleImplicitLod) X(ImageSampleExplicitLod) X(ImageSampleDrefImplicitLod) \
  X(ImageSampleDrefExplicitLod) X(ImageSampleProjImplicitLod) X(ImageSampleProjExplicitLod) \
  X(ImageSampleProjDrefImplicitLod) X(ImageSampleProjDrefExplicitLod) X(ImageFetch) \
  X(ImageGather) X(ImageDrefGather) X(ImageRead) X(ImageWrite) X(Image) X(ImageQueryFormat) \
  X(ImageQueryOrder) X(ImageQuerySizeLod) X(ImageQuerySize) X(ImageQueryLod) \
  X(ImageQueryLevels) X(ImageQuerySamples) X(ConvertFToU) X(ConvertFToS) X(ConvertSToF) \
  X(ConvertUToF) X(UConvert) X(SConvert) X(FConvert) X(QuantizeToF16) X(ConvertPtrToU) \
  X(SatConvertSToU) X(SatConvertUToS) X(ConvertUToPtr) X(PtrCastToGeneric) \
  X(GenericCastToPtr) X(GenericCastToPtrExplicit) X(Bitcast) X(SNegate) X(FNegate) X(IAdd) \
  X(FAdd) X(ISub) X(FSub) X(IMul) X(FMul) X(UDiv) X(SDiv) X(FDiv) X(UMod) X(SRem) X(SMod) \
  X(FRem) X(FMod) X(VectorTimesScalar) X(MatrixTimesScalar) X(VectorTimesMatrix) \
  X(MatrixTimesVector) X(MatrixTimesMatrix) X(OuterProduct) X(Dot) X(IAddCarry) \
  X(ISubBorrow) X(UMulExtended) X(SMulExtended) X(Any) X(All) X(IsNan) X(IsInf) X(IsFinite) \
  X(IsNormal) X(SignBitSet) X(LessOrGreater) X(Ordered) X(Unordered) X(LogicalEqual) \
  X(LogicalNotEqual) X(LogicalOr) X(LogicalAnd) X(LogicalNot) X(Select) X(IEqual) \
  X(INotEqual) X(UGreaterThan) X(SGreaterThan) X(UGreaterThanEqual) X(SGreaterThanEqual) \
  X(ULessThan) X(SLessThan) X(ULessThanEqual) X(SLessThanEqual) X(FOrdEqual) X(FUnordEqual) \
  X(FOrdNotEqual) X(FUnordNotEqual) X(FOrdLessThan) X(FUnordLessThan) X(FOrdGreaterThan) \
  X(FUnordGreaterThan) X(FOrdLessThanEqual) X(FUnordLessThanEqual) X(FOrdGreaterThanEqual) \
  X(FUnordGreaterThanEqual) X(ShiftRightLogical) X(ShiftRightArithmetic) \
  X(ShiftLeftLogical) X(BitwiseOr) X(BitwiseXor) X(BitwiseAnd) X(Not) X(BitFieldInsert) \
  X(BitFieldSExtract) X(BitFieldUExtract) X(BitReverse) X(BitCount) X(DPdx) X(DPdy) \
  X(Fwidth) X(DPdxFine) X(DPdyFine) X(FwidthFine) X(DPdxCoarse) X(DPdyCoarse) \
  X(FwidthCoarse) X(EmitVertex) X(EndPrimitive) X(EmitStreamVertex) X(EndStreamPrimitive) \
  X(ControlBarrier) X(MemoryBarrier) X(AtomicLoad) X(AtomicStore) X(AtomicExchange) \
  X(AtomicCompareExchange) X(AtomicCompareExchangeWeak) X(AtomicIIncrement) \
  X(AtomicIDecrement) X(AtomicIAdd) X(AtomicISub) X(AtomicSMin) X(AtomicUMin) X(AtomicSMax) \
  X(AtomicUMax) X(AtomicAnd) X(AtomicOr) X(AtomicXor) X(Phi) X(LoopMerge) X(SelectionMerge) \
  X(Label) X(Branch) X(BranchConditional) X(Switch) X(Kill) X(Return) X(ReturnValue) \
  X(Unreachable) X(LifetimeStart) X(LifetimeStop) X(GroupAsyncCopy) X(GroupWaitEvents) \
  X(GroupAll) X(GroupAny) X(GroupBroadcast) X(GroupIAdd) X(GroupFAdd) X(GroupFMin) \
  X(GroupUMin) X(GroupSMin) X(GroupFMax) X(GroupUMax) X(GroupSMax) X(ReadPipe) X(WritePipe) \
  X(ReservedReadPipe) X(ReservedWritePipe) X(ReserveReadPipePackets) \
  X(ReserveWritePipePackets) X(CommitReadPipe) X(CommitWritePipe) X(IsValidReserveId) \
  X(GetNumPipePackets) X(GetMaxPipePackets) X(GroupReserveReadPipePackets) \
  X(GroupReserveWritePipePackets) X(GroupCommitReadPipe) X(GroupCommitWritePipe) \
  X(EnqueueMarker) X(EnqueueKernel) X(GetKernelNDrangeSubGroupCount) \
  X(GetKernelNDrangeMaxSubGroupSize) X(GetKernelWorkGroupSize) \
  X(GetKernelPreferredWorkGroupSizeMultiple) X(RetainEvent) X(ReleaseEvent) \
  X(CreateUserEvent) X(IsValidEvent) X(SetUserEventStatus) X(CaptureEventProfilingInfo) \
  X(GetDefaultQueue) X(BuildNDRange) X(ImageSparseSampleImplicitLod) \
  X(ImageSparseSampleExplicitLod) X(ImageSparseSampleDrefImplicitLod) \
  X(ImageSparseSampleDrefExplicitLod) X(ImageSparseSampleProjImplicitLod) \
  X(ImageSparseSampleProjExplicitLod) X(ImageSparseSampleProjDrefImplicitLod) \
  X(ImageSparseSampleProjDrefExplicitLod) X(ImageSparseFetch) X(ImageSparseGather) \
  X(ImageSparseDrefGather) X(ImageSparseTexelsResident) X(NoLine) X(AtomicFlagTestAndSet) \
  X(AtomicFlagClear) X(ImageSparseRead) X(SizeOf) X(TypePipeStorage) X(ConstantPipeStorage) \
  X(CreatePipeFromPipeStorage) X(GetKernelLocalSizeForSubgroupCount) \
  X(GetKernelMaxNumSubgroups) X(TypeNamedBarrier) X(NamedBarrierInitialize) \
  X(MemoryNamedBarrier) X(ModuleProcessed) X(ExecutionModeId) X(DecorateId) \
  X(GroupNonUniformElect) X(GroupNonUniformAll) X(GroupNonUniformAny) \
  X(GroupNonUniformAllEqual) X(GroupNonUniformBroadcast) X(GroupNonUniformBroadcastFirst) \
  X(GroupNonUniformBallot) X(GroupNonUniformInverseBallot) \
  X(GroupNonUniformBallotBitExtract) X(GroupNonUniformBallotBitCount) \
  X(GroupNonUniformBallotFindLSB) X(GroupNonUniformBallotFindMSB) X(GroupNonUniformShuffle) \
  X(GroupNonUniformShuffleXor) X(GroupNonUniformShuffleUp) X(GroupNonUniformShuffleDown) \
  X(GroupNonUniformIAdd) X(GroupNonUniformFAdd) X(GroupNonUniformIMul) \
  X(GroupNonUniformFMul) X(GroupNonUniformSMin) X(GroupNonUniformUMin) \
  X(GroupNonUniformFMin) X(GroupNonUniformSMax) X(GroupNonUniformUMax) \
  X(GroupNonUniformFMax) X(GroupNonUniformBitwiseAnd) X(GroupNonUniformBitwiseOr) \
  X(GroupNonUniformBitwiseXor) X(GroupNonUniformLogicalAnd) X(GroupNonUniformLogicalOr) \
  X(GroupNonUniformLogicalXor) X(GroupNonUniformQuadBroadcast) X(GroupNonUniformQuadSwap) \
  X(CopyLogical) X(PtrEqual) X(PtrNotEqual) X(PtrDiff) X(TerminateInvocation) \
  X(SubgroupBallotKHR) X(SubgroupFirstInvocationKHR) X(SubgroupAllKHR) X(SubgroupAnyKHR) \
  X(SubgroupAllEqualKHR) X(GroupNonUniformRotateKHR) X(SubgroupReadInvocationKHR) \
  X(TraceRayKHR) X(ExecuteCallableKHR) X(ConvertUToAccelerationStructureKHR) \
  X(IgnoreIntersectionKHR) X(TerminateRayKHR) X(SDot) X(UDot) X(SUDot) X(SDotAccSat) \
  X(UDotAccSat) X(SUDotAccSat) X(TypeRayQueryKHR) X(RayQueryInitializeKHR) \
  X(RayQueryTerminateKHR) X(RayQueryGenerateIntersectionKHR) \
  X(RayQueryConfirmIntersectionKHR) X(RayQueryProceedKHR) X(RayQueryGetIntersectionTypeKHR) \
  X(ReadClockKHR) X(EmitMeshTasksEXT) X(SetMeshOutputsEXT) X(ReportIntersectionKHR) \
  X(TypeAccelerationStructureKHR) X(BeginInvocationInterlockEXT) \
  X(EndInvocationInterlockEXT) X(DemoteToHelperInvocation) X(IsHelperInvocationEXT) \
  X(AtomicFMinEXT) X(AtomicFMaxEXT) X(AssumeTrueKHR) X(ExpectKHR) X(DecorateString) \
  X(MemberDecorateString) X(RayQueryGetRayTMinKHR) X(RayQueryGetRayFlagsKHR) \
  X(RayQueryGetIntersectionTKHR) X(RayQueryGetIntersectionInstanceCustomIndexKHR) \
  X(RayQueryGetIntersectionInstanceIdKHR) \
  X(RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR) \
  X(RayQueryGetIntersectionGeometryIndexKHR) X(RayQueryGetIntersectionPrimitiveIndexKHR) \
  X(RayQueryGetIntersectionBarycentricsKHR) X(RayQueryGetIntersectionFrontFaceKHR) \
  X(RayQueryGetIntersectionCandidateAABBOpaqueKHR) \
  X(RayQueryGetIntersectionObjectRayDirectionKHR) \
  X(RayQueryGetIntersectionObjectRayOriginKHR) X(RayQueryGetWorldRayDirectionKHR) \
  X(RayQueryGetWorldRayOriginKHR) X(RayQueryGetIntersectionObjectToWorldKHR) \
  X(RayQueryGetIntersectionWorldToObjectKHR) X(AtomicFAddEXT) X(GroupIMulKHR) \
  X(GroupFMulKHR) X(GroupBitwiseAndKHR) X(GroupBitwiseOrKHR) X(GroupBitwiseXorKHR) \
  X(GroupLogicalAndKHR) X(GroupLogicalOrKHR) X(GroupLogicalXorKHR)
#define NVSP_CAP_NAMES(X) \
  X(Matrix) X(Shader) X(Geometry) X(Tessellation) X(Addresses) X(Linkage) X(Kernel) \
  X(Vector16) X(Float16Buffer) X(Float16) X(Float64) X(Int64) X(Int64Atomics) X(ImageBasic) \
  X(ImageReadWrite) X(ImageMipmap) X(Pipes) X(Groups) X(DeviceEnqueue) X(LiteralSampler) \
  X(AtomicStorage) X(Int16) X(TessellationPointSize) X(GeometryPointSize) \
  X(ImageGatherExtended) X(StorageImageMultisample) X(UniformBufferArrayDynamicIndexing) \
  X(SampledImageArrayDynamicIndexing) X(StorageBufferArrayDynamicIndexing) \
  X(StorageImageArrayDynamicIndexing) X(ClipDistance) X(CullDistance) X(ImageCubeArray) \
  X(SampleRateShading) X(ImageRect) X(SampledRect) X(GenericPointer) X(Int8) \
  X(InputAttachment) X(SparseResidency) X(MinLod) X(Sampled1D) X(Image1D) \
  X(SampledCubeArray) X(SampledBuffer) X(ImageBuffer) X(ImageMSArray) \
  X(StorageImageExtendedFormats) X(ImageQuery) X(DerivativeControl) \
  X(InterpolationFunction) X(TransformFeedback) X(GeometryStreams) \
  X(StorageImageReadWithoutFormat) X(StorageImageWriteWithoutFormat) X(MultiViewport) \
  X(SubgroupDispatch) X(NamedBarrier) X(PipeStorage) X(GroupNonUniform) \
  X(GroupNonUniformVote) X(GroupNonUniformArithmetic) X(GroupNonUniformBallot) \
  X(GroupNonUniformShuffle) X(GroupNonUniformShuffleRelative) X(GroupNonUniformClustered) \
  X(GroupNonUniformQuad) X(ShaderLayer) X(ShaderViewportIndex) X(UniformDecoration) \
  X(FragmentShadingRateKHR) X(SubgroupBallotKHR) X(DrawParameters) \
  X(WorkgroupMemoryExplicitLayoutKHR) X(WorkgroupMemoryExplicitLayout8BitAccessKHR) \
  X(WorkgroupMemoryExplicitLayout16BitAccessKHR) X(SubgroupVoteKHR) \
  X(StorageBuffer16BitAccess) X(StorageUniform16) X(StoragePushConstant16) \
  X(StorageInputOutput16) X(DeviceGroup) X(MultiView) X(VariablePointersStorageBuffer) \
  X(VariablePointers) X(AtomicStorageOps) X(SampleMaskPostDepthCoverage) \
  X(StorageBuffer8BitAccess) X(UniformAndStorageBuffer8BitAccess) X(StoragePushConstant8) \
  X(DenormPreserve) X(DenormFlushToZero) X(SignedZeroInfNanPreserve) X(RoundingModeRTE) \
  X(RoundingModeRTZ) X(RayQueryProvisionalKHR) X(RayQueryKHR) \
  X(RayTraversalPrimitiveCullingKHR) X(RayTracingKHR) X(StencilExportEXT) X(Int64ImageEXT) \
  X(ShaderClockKHR) X(ShaderViewportIndexLayerEXT) X(FragmentFullyCoveredEXT) \
  X(MeshShadingEXT) X(FragmentBarycentricKHR) X(FragmentDensityEXT) X(ShaderNonUniform) \
  X(RuntimeDescriptorArray) X(InputAttachmentArrayDynamicIndexing) \
  X(UniformTexelBufferArrayDynamicIndexing) X(StorageTexelBufferArrayDynamicIndexing) \
  X(UniformBufferArrayNonUniformIndexing) X(SampledImageArrayNonUniformIndexing) \
  X(StorageBufferArrayNonUniformIndexing) X(StorageImageArrayNonUniformIndexing) \
  X(InputAttachmentArrayNonUniformIndexing) X(UniformTexelBufferArrayNonUniformIndexing) \
  X(StorageTexelBufferArrayNonUniformIndexing) X(VulkanMemoryModel) \
  X(VulkanMemoryModelDeviceScope) X(PhysicalStorageBufferAddresses) \
  X(RayTracingProvisionalKHR) X(FragmentShaderSampleInterlockEXT) \
  X(FragmentShaderShadingRateInterlockEXT) X(FragmentShaderPixelInterlockEXT) \
  X(DemoteToHelperInvocation) X(RayTracingOpacityMicromapEXT) X(AtomicFloat32MinMaxEXT) \
  X(AtomicFloat64MinMaxEXT) X(AtomicFloat16MinMaxEXT) X(ExpectAssumeKHR) \
  X(DotProductInputAll) X(DotProductInput4x8Bit) X(DotProductInput4x8BitPacked) \
  X(DotProduct) X(RayCullMaskKHR) X(BitInstructions) X(GroupNonUniformRotateKHR) \
  X(AtomicFloat32AddEXT) X(AtomicFloat64AddEXT) X(AtomicFloat16AddEXT) \
  X(GroupUniformArithmeticKHR)
#define NVSP_BUILTIN_NAMES(X) \
  X(Position) X(PointSize) X(ClipDistance) X(CullDistance) X(VertexId) X(InstanceId) \
  X(PrimitiveId) X(InvocationId) X(Layer) X(ViewportIndex) X(TessLevelOuter) \
  X(TessLevelInner) X(TessCoord) X(PatchVertices) X(FragCoord) X(PointCoord) X(FrontFacing) \
  X(SampleId) X(SamplePosition) X(SampleMask) X(FragDepth) X(HelperInvocation) \
  X(NumWorkgroups) X(WorkgroupSize) X(WorkgroupId) X(LocalInvocationId) \
  X(GlobalInvocationId) X(LocalInvocationIndex) X(WorkDim) X(GlobalSize) \
  X(EnqueuedWorkgroupSize) X(GlobalOffset) X(GlobalLinearId) X(SubgroupSize) \
  X(SubgroupMaxSize) X(NumSubgroups) X(NumEnqueuedSubgroups) X(SubgroupId) \
  X(SubgroupLocalInvocationId) X(VertexIndex) X(InstanceIndex) X(SubgroupEqMask) \
  X(SubgroupGeMask) X(SubgroupGtMask) X(SubgroupLeMask) X(SubgroupLtMask) X(BaseVertex) \
  X(BaseInstance) X(DrawIndex) X(PrimitiveShadingRateKHR) X(DeviceIndex) X(ViewIndex) \
  X(ShadingRateKHR) X(FragStencilRefEXT) X(FullyCoveredEXT) X(BaryCoordKHR) \
  X(BaryCoordNoPerspKHR) X(FragSizeEXT) X(FragInvocationCountEXT) \
  X(PrimitivePointIndicesEXT) X(PrimitiveLineIndicesEXT) X(PrimitiveTriangleIndicesEXT) \
  X(CullPrimitiveEXT) X(LaunchIdKHR) X(LaunchSizeKHR) X(WorldRayOriginKHR) \
  X(WorldRayDirectionKHR) X(ObjectRayOriginKHR) X(ObjectRayDirectionKHR) X(RayTminKHR) \
  X(RayTmaxKHR) X(InstanceCustomIndexKHR) X(ObjectToWorldKHR) X(WorldToObjectKHR) \
  X(HitKindKHR) X(IncomingRayFlagsKHR) X(RayGeometryIndexKHR) X(CullMaskKHR)
#define NVSP_SC_NAMES(X) \
  X(UniformConstant) X(Input) X(Uniform) X(Output) X(Workgroup) X(CrossWorkgroup) \
  X(Private) X(Function) X(Generic) X(PushConstant) X(AtomicCounter) X(Image) \
  X(StorageBuffer) X(CallableDataKHR) X(IncomingCallableDataKHR) X(RayPayloadKHR) \
  X(HitAttributeKHR) X(IncomingRayPayloadKHR) X(ShaderRecordBufferKHR) \
  X(PhysicalStorageBuffer) X(TaskPayloadWorkgroupEXT)
#define NVSP_DECO_NAMES(X) \
  X(RelaxedPrecision) X(SpecId) X(Block) X(BufferBlock) X(RowMajor) X(ColMajor) \
  X(ArrayStride) X(MatrixStride) X(GLSLShared) X(GLSLPacked) X(CPacked) X(BuiltIn) \
  X(NoPerspective) X(Flat) X(Patch) X(Centroid) X(Sample) X(Invariant) X(Restrict) \
  X(Aliased) X(Volatile) X(Constant) X(Coherent) X(NonWritable) X(NonReadable) X(Uniform) \
  X(UniformId) X(SaturatedConversion) X(Stream) X(Location) X(Component) X(Index) \
  X(Binding) X(DescriptorSet) X(Offset) X(XfbBuffer) X(XfbStride) X(FuncParamAttr) \
  X(FPRoundingMode) X(FPFastMathMode) X(LinkageAttributes) X(NoContraction) \
  X(InputAttachmentIndex) X(Alignment) X(MaxByteOffset) X(AlignmentId) X(MaxByteOffsetId) \
  X(NoSignedWrap) X(NoUnsignedWrap) X(PerPrimitiveEXT) X(PerVertexKHR) X(NonUniform) \
  X(RestrictPointer) X(AliasedPointer) X(CounterBuffer) X(UserSemantic)
#define NVSP_MODEL_NAMES(X) \
  X(Vertex) X(TessellationControl) X(TessellationEvaluation) X(Geometry) X(Fragment) \
  X(GLCompute) X(Kernel) X(RayGenerationKHR) X(IntersectionKHR) X(AnyHitKHR) \
  X(ClosestHitKHR) X(MissKHR) X(CallableKHR) X(TaskEXT) X(MeshEXT)
/* END GENERATED NAMES */

/* ------------------------------------------------------------------------------------
 * Translator state. Everything the translation allocates lives in one arena that is
 * freed at the end; errors unwind to nvcg_spirv_translate with longjmp (the arena and
 * the half-built module are then discarded), which keeps every handler free of error
 * plumbing. No nvcg call is ever interrupted: longjmp is only taken from this file's
 * own code.
 * ---------------------------------------------------------------------------------- */

#define NVSP_MAX_BOUND 4194304u     /* SPIR-V's universal limit on the id bound */
#define NVSP_MAX_DEPTH 48           /* type nesting; deeper types are rejected */
#define NVSP_MAX_LEAVES 16384u      /* scalar/vector pieces of one aggregate load/store */
#define NVSP_MAX_PARAMS 512u
#define NVSP_LEAF_BUDGET 4000000u   /* scalar/vector loads and stores one module may expand to */

typedef struct nvsp_chunk {
  struct nvsp_chunk *next;
  size_t used, cap;
} nvsp_chunk;

/* Id kinds. */
enum {
  NVSP_K_NONE = 0, NVSP_K_TYPE, NVSP_K_CONST, NVSP_K_VALUE, NVSP_K_VAR, NVSP_K_FUNC,
  NVSP_K_LABEL, NVSP_K_EXTSET, NVSP_K_STRING, NVSP_K_GROUP, NVSP_K_UNDEF
};

/* Extended instruction sets. */
enum { NVSP_SET_OTHER = 0, NVSP_SET_GLSL, NVSP_SET_OPENCL, NVSP_SET_IGNORED };

typedef struct nvsp_type {
  uint32_t id;
  uint32_t op;          /* SpvOpTypeInt, ... */
  uint32_t width;       /* int/float bits */
  uint32_t is_signed;
  uint32_t elem;        /* vector component / matrix column / array element / pointee / return */
  uint32_t count;       /* vector components, matrix columns, array length, members, params */
  const uint32_t *mem;  /* struct member / function parameter type ids (into the words) */
  uint32_t storage;     /* pointer storage class */
  uint32_t depth;
  /* memory layout */
  int sized, explicit_layout, is_block, buffer_block, cpacked, has_runtime_array;
  uint64_t size;        /* bytes (sized types) */
  uint64_t extent;      /* explicitly laid out structs: the end of the last member */
  uint32_t align;       /* bytes */
  uint64_t stride;      /* arrays: element stride; pointers: ArrayStride (0 = pointee size) */
  uint64_t *offs;       /* struct member offsets */
  uint32_t *mstride;    /* struct members: MatrixStride (0 = none) */
  uint8_t *rowmajor;    /* struct members: RowMajor */
  uint32_t leaves;      /* scalar/vector pieces of a value of this type (saturating) */
  nvcg_type *ir;        /* value type; NULL when the type has none (void excepted) */
  nvcg_type *irmem;     /* memory type (bool as i8; explicit layouts as bytes) */
  const char *unsupported; /* why values of this type cannot be translated */
  /* OpTypeImage (and OpTypeSampledImage, copied from its image): see "Images" */
  uint32_t img_dim, img_arrayed, img_sampled, img_format;
} nvsp_type;

/* A constant, evaluated at translation time (specialization constants included). */
typedef struct nvsp_cval {
  uint32_t type;
  uint8_t kind;          /* NVSP_C_* */
  uint64_t bits;         /* scalars, zero-extended; bool 0/1 */
  uint32_t n;
  struct nvsp_cval **elems;
  nvcg_value *ir;        /* materialized value-type constant */
} nvsp_cval;
enum { NVSP_C_SCALAR = 0, NVSP_C_COMPOSITE, NVSP_C_NULL, NVSP_C_UNDEF };

/* What a SPIR-V value is in IR. Pointers carry what their type cannot say: the known
 * alignment of the address and the matrix layout inherited from a struct member. A
 * pointer to a built-in input variable is virtual (no IR value): loading it reads the
 * special registers. */
typedef struct nvsp_val {
  nvcg_value *ir;
  uint32_t align;        /* pointers: known alignment of the address; 0 = the type's natural */
  uint32_t mstride;      /* pointee matrix (or array of them): MatrixStride, 0 = natural */
  uint32_t vstride;      /* pointee vector: component stride (a row-major matrix column) */
  uint8_t rowmajor;
  uint8_t builtin_ptr;
  uint32_t builtin;
  uint8_t is_desc;       /* an array of buffer descriptors (no IR value): see desc_env */
  uint8_t volat;         /* points into Volatile/Coherent memory */
  int32_t comp;          /* built-in pointers: selected component, -1 = whole */
  nvcg_value *dyn_comp;  /* built-in pointers: dynamic component */
  uint32_t desc_env;     /* is_desc: the environment entry */
  uint32_t buf_env;      /* points at a whole buffer: environment entry + 1 (OpArrayLength) */
  nvcg_value *desc_idx;  /* ... and the descriptor's index (i64) in an array of them */
} nvsp_val;

struct nvsp_func;
struct nvsp_gvar;

typedef struct nvsp_id {
  uint8_t kind;
  uint8_t is_spec;
  uint16_t opcode;       /* defining opcode */
  uint32_t word;         /* word offset of the definition */
  uint32_t type_id;      /* result type */
  uint32_t stamp;        /* local values: the function translation that defined them */
  uint32_t deco;         /* first decoration record + 1, 0 = none */
  uint32_t specid_set;
  const char *name;
  nvsp_type *ty;
  nvsp_cval *cv;
  nvsp_val v;
  struct nvsp_func *fn;
  struct nvsp_gvar *gv;
  nvcg_block *bb;        /* labels */
  nvcg_block *exit_bb;   /* labels: the IR block that ends this SPIR-V block */
  uint32_t extset;
  const char *str;
} nvsp_id;

typedef struct nvsp_deco {
  uint32_t target;
  uint32_t deco;
  int32_t member;        /* -1: the id itself */
  uint32_t nargs;
  const uint32_t *args;
  uint32_t next;         /* next record + 1 */
} nvsp_deco;

typedef struct nvsp_func {
  uint32_t id;
  size_t begin, end;     /* OpFunction .. one past OpFunctionEnd */
  uint32_t fty;          /* OpTypeFunction id */
  uint32_t ret;
  int reachable, contract_off, called, is_decl, is_entry;
  uint32_t *callees;
  uint32_t ncallees;
  nvcg_value *dev;       /* the device-function translation */
} nvsp_func;

/* Module-scope variables. */
enum { NVSP_GV_GLOBAL = 0, NVSP_GV_BUILTIN, NVSP_GV_ENV };
typedef struct nvsp_gvar {
  uint32_t id;
  uint32_t kind;
  uint32_t storage;
  uint32_t pointee;      /* SPIR-V type id */
  uint32_t env;          /* NVSP_GV_ENV: index into the environment */
  uint32_t builtin;
  nvcg_value *global;    /* NVSP_GV_GLOBAL */
} nvsp_gvar;

/* What each kernel needs per invocation and passes to device functions. */
enum { NVSP_ENV_BUFFER = 0, NVSP_ENV_PUSH, NVSP_ENV_PRIVATE, NVSP_ENV_IMAGE };
typedef struct nvsp_env {
  uint32_t kind;
  uint32_t var;          /* variable id */
  uint32_t var2;         /* NVSP_ENV_IMAGE: the sampler variable of a separate pair, 0 = none */
  uint32_t set, binding;
  uint32_t slot, count;  /* first slot in the function's environment values, and how many */
  uint32_t storage;
  int readonly, writeonly, restrict_, is_uniform;
  uint32_t size_slot;    /* OpArrayLength: first slot of the buffer sizes + 1, 0 = none */
} nvsp_env;

typedef struct nvsp_entry {
  uint32_t model;
  uint32_t fn;
  const char *name;
  size_t word;
  uint32_t local[3];     /* LocalSize (0 = unset) */
  uint32_t local_id[3];  /* LocalSizeId ids */
  int has_local, has_local_id, contraction_off;
  uint32_t subgroup_size;
} nvsp_entry;

typedef struct nvsp_phi_fix {
  nvcg_value *phi;
  size_t word;           /* the OpPhi instruction */
  uint32_t type_id;
} nvsp_phi_fix;

typedef struct nvsp_state {
  nvcg_context *ctx;
  nvcg_module *m;
  nvcg_builder *b;
  nvcg_spirv_options opt;
  const uint32_t *w;
  size_t nw;
  uint32_t bound;
  uint32_t version;
  jmp_buf jb;
  nvcg_status status;
  nvsp_chunk *arena;
  /* the instruction being translated, for diagnostics */
  size_t cur;
  uint32_t cur_op, cur_wc;
  int in_inst;           /* diagnostics name the current instruction */
  /* ids: a direct table when the bound is small next to the module, else a hash table
   * (a module may declare a bound of millions with a few ids in use) */
  nvsp_id **ids;
  uint32_t *hkeys;
  nvsp_id **hvals;
  uint32_t hcap, hcount;
  nvsp_deco *decos;
  uint32_t ndecos, capdecos;
  /* module */
  uint32_t addressing, memory_model;
  int is_kernel_env;     /* Kernel capability: OpenCL rules */
  nvsp_entry *entries;
  uint32_t nentries;
  nvsp_func **funcs;
  uint32_t nfuncs;
  nvsp_gvar **gvars;
  uint32_t ngvars, capgvars;
  nvsp_env *env;
  uint32_t nenv, nslots;
  nvcg_value **kernels;
  uint32_t nkernels, capkernels;
  int uses_array_length;
  uint32_t leaves_done;  /* against NVSP_LEAF_BUDGET: aggregate copies multiply quickly */
  size_t first_function;
  /* the function being translated */
  nvsp_func *fn;
  nvcg_value *irfn;
  uint32_t stamp;
  nvcg_value **envv;     /* the environment's values in this function */
  int in_kernel;
  unsigned fmf_default;
  nvsp_phi_fix *phis;
  uint32_t nphis, capphis;
  nvcg_block *cur_bb;    /* the IR block being filled; NULL after a terminator */
  int phis_done;         /* a non-phi instruction has been seen in the current block */
  uint32_t cur_label;
  const nvsp_entry *cur_entry;
  /* scratch */
  char namebuf[64];
} nvsp_state;

/* ---- memory ---- */

static void nvsp_fail(nvsp_state *s, nvcg_status st, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 3, 4), noreturn))
#endif
    ;

static void *nvsp_alloc(nvsp_state *s, size_t n) {
  nvsp_chunk *c = s->arena;
  void *p;
  n = (n + 15) & ~(size_t)15;
  if (!n) n = 16;
  if (!c || c->cap - c->used < n) {
    size_t cap = n > 65536 ? n : 65536;
    nvsp_chunk *nc;
    if (n > ((size_t)1 << 40)) nvsp_fail(s, NVCG_OUT_OF_MEMORY, "allocation of %zu bytes is too large", n);
    nc = (nvsp_chunk *)NVCG_MALLOC(sizeof(nvsp_chunk) + 16 + cap);
    if (!nc) nvsp_fail(s, NVCG_OUT_OF_MEMORY, "out of memory");
    nc->next = c;
    nc->used = 0;
    nc->cap = cap;
    s->arena = c = nc;
  }
  p = (char *)c + ((sizeof(nvsp_chunk) + 15) & ~(size_t)15) + c->used;
  c->used += n;
  memset(p, 0, n);
  return p;
}

static void nvsp_arena_free(nvsp_state *s) {
  nvsp_chunk *c = s->arena, *n;
  while (c) {
    n = c->next;
    NVCG_FREE(c);
    c = n;
  }
  s->arena = NULL;
}

/* Growable array in the arena: doubles by copying (the old block is simply abandoned). */
static void *nvsp_grow(nvsp_state *s, void *old, uint32_t *cap, uint32_t need, size_t elem) {
  uint32_t nc;
  void *p;
  if (need <= *cap) return old;
  nc = *cap ? *cap * 2 : 16;
  while (nc < need) nc *= 2;
  p = nvsp_alloc(s, (size_t)nc * elem);
  if (old) memcpy(p, old, (size_t)*cap * elem);
  *cap = nc;
  return p;
}

static char *nvsp_strdup(nvsp_state *s, const char *str) {
  size_t n = strlen(str);
  char *d = (char *)nvsp_alloc(s, n + 1);
  memcpy(d, str, n + 1);
  return d;
}

/* ---- names of enumerants, for diagnostics ---- */

typedef struct nvsp_name { unsigned v; const char *n; } nvsp_name;
#define NVSP_X_OP(n) {(unsigned)SpvOp##n, "Op" #n},
#define NVSP_X_CAP(n) {(unsigned)SpvCapability##n, #n},
#define NVSP_X_BI(n) {(unsigned)SpvBuiltIn##n, #n},
#define NVSP_X_SC(n) {(unsigned)SpvStorageClass##n, #n},
#define NVSP_X_DECO(n) {(unsigned)SpvDecoration##n, #n},
#define NVSP_X_MODEL(n) {(unsigned)SpvExecutionModel##n, #n},
static const nvsp_name nvsp_op_names[] = {NVSP_OP_NAMES(NVSP_X_OP) {0, NULL}};
static const nvsp_name nvsp_cap_names[] = {NVSP_CAP_NAMES(NVSP_X_CAP) {0, NULL}};
static const nvsp_name nvsp_builtin_names[] = {NVSP_BUILTIN_NAMES(NVSP_X_BI) {0, NULL}};
static const nvsp_name nvsp_sc_names[] = {NVSP_SC_NAMES(NVSP_X_SC) {0, NULL}};
static const nvsp_name nvsp_deco_names[] = {NVSP_DECO_NAMES(NVSP_X_DECO) {0, NULL}};
static const nvsp_name nvsp_model_names[] = {NVSP_MODEL_NAMES(NVSP_X_MODEL) {0, NULL}};

/* Writes the name of `v` (or `what` and the number) into buf. */
static const char *nvsp_enum_name(const nvsp_name *t, unsigned v, const char *what, char *buf,
                                  size_t size) {
  for (; t->n; t++)
    if (t->v == v) return t->n;
  snprintf(buf, size, "%s %u", what, v);
  return buf;
}

#define NVSP_NAME(table, what, v) nvsp_enum_name(table, (unsigned)(v), what, s->namebuf, sizeof s->namebuf)

/* ---- diagnostics ---- */

static void nvsp_report(nvsp_state *s, nvcg_severity sev, const char *msg) {
  char opname[64];
  char *full;
  size_t n = strlen(msg) + 128;
  full = (char *)NVCG_MALLOC(n);
  if (!full) {
    nvcg_context_report(s->ctx, sev, s->opt.source_name, 0, 0, msg);
    return;
  }
  if (s->in_inst) {
    const char *on = nvsp_enum_name(nvsp_op_names, s->cur_op, "opcode", opname, sizeof opname);
    snprintf(full, n, "word %zu (%s): %s", s->cur, on, msg);
  } else {
    snprintf(full, n, "%s", msg);
  }
  nvcg_context_report(s->ctx, sev, s->opt.source_name, 0, 0, full);
  NVCG_FREE(full);
}

static void nvsp_fail(nvsp_state *s, nvcg_status st, const char *fmt, ...) {
  char small[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  nvsp_report(s, NVCG_SEV_ERROR, small);
  s->status = st;
  longjmp(s->jb, 1);
}

#define NVSP_ERR(...) nvsp_fail(s, NVCG_ERROR, __VA_ARGS__)
#define NVSP_UNSUP(...) nvsp_fail(s, NVCG_UNSUPPORTED, __VA_ARGS__)

/* Stops the translation when the library ran out of memory: its calls now fail at once
 * and answer NULL or 0 (an alignment of 0 would divide by zero); it has reported it. */
static void nvsp_lib_alive(nvsp_state *s) {
  if (!nvcg_context_out_of_memory(s->ctx)) return;
  s->status = NVCG_OUT_OF_MEMORY;
  longjmp(s->jb, 1);
}

/* A builder call returned NULL: nvcg has reported why; say where. */
static nvcg_value *nvsp_chk(nvsp_state *s, nvcg_value *v) {
  if (!v) nvsp_lib_alive(s);
  if (!v) NVSP_ERR("the IR builder rejected the translation of this instruction (see above)");
  return v;
}

/* ---- the current instruction ---- */

static void nvsp_at(nvsp_state *s, size_t off) {
  s->cur = off;
  s->cur_op = s->w[off] & 0xFFFFu;
  s->cur_wc = s->w[off] >> 16;
  s->in_inst = 1;
}

/* Diagnostics from here on are about the module, not an instruction. */
static void nvsp_noinst(nvsp_state *s) {
  s->cur_wc = 0;
  s->in_inst = 0;
}

/* Operand word i of the current instruction (word 0 is the opcode word). */
static uint32_t nvsp_w(nvsp_state *s, uint32_t i) {
  if (i >= s->cur_wc) NVSP_ERR("missing operand: the instruction has %u words", s->cur_wc);
  return s->w[s->cur + i];
}

static void nvsp_need(nvsp_state *s, uint32_t min, uint32_t max) {
  if (s->cur_wc < min || s->cur_wc > max) {
    if (min == max) NVSP_ERR("wrong word count %u (expected %u)", s->cur_wc, min);
    if (max == 0xFFFFFFFFu) NVSP_ERR("wrong word count %u (expected at least %u)", s->cur_wc, min);
    NVSP_ERR("wrong word count %u (expected %u to %u)", s->cur_wc, min, max);
  }
}

/* A literal string starting at word i; returns it and sets *next to the word after it. */
static const char *nvsp_str(nvsp_state *s, uint32_t i, uint32_t *next) {
  uint32_t k;
  for (k = i; k < s->cur_wc; k++) {
    uint32_t word = s->w[s->cur + k];
    int b;
    for (b = 0; b < 4; b++) {
      if (((word >> (8 * b)) & 0xFF) == 0) {
        size_t len = (size_t)(k - i) * 4 + (size_t)b, j;
        char *d = (char *)nvsp_alloc(s, len + 1);
        for (j = 0; j < len; j++) d[j] = (char)((s->w[s->cur + i + j / 4] >> (8 * (j % 4))) & 0xFF);
        d[len] = 0;
        if (next) *next = k + 1;
        return d;
      }
    }
  }
  NVSP_ERR("literal string is not NUL-terminated within the instruction");
}

/* ---- ids ---- */

/* The entry for id, or NULL when there is none yet (no bounds error). */
static nvsp_id *nvsp_id_find(nvsp_state *s, uint32_t id) {
  uint32_t h;
  if (id == 0 || id >= s->bound) return NULL;
  if (s->ids) return s->ids[id];
  if (!s->hcap) return NULL;
  h = (uint32_t)(((uint64_t)id * 0x9E3779B97F4A7C15ull) >> 40) & (s->hcap - 1);
  while (s->hkeys[h]) {
    if (s->hkeys[h] == id) return s->hvals[h];
    h = (h + 1) & (s->hcap - 1);
  }
  return NULL;
}

static nvsp_id *nvsp_id_get(nvsp_state *s, uint32_t id) {
  nvsp_id *e;
  uint32_t h;
  if (id == 0 || id >= s->bound) NVSP_ERR("id %%%u is out of bounds (the bound is %u)", id, s->bound);
  if (s->ids) {
    e = s->ids[id];
    if (!e) e = s->ids[id] = (nvsp_id *)nvsp_alloc(s, sizeof(nvsp_id));
    return e;
  }
  e = nvsp_id_find(s, id);
  if (e) return e;
  if (2 * (s->hcount + 1) > s->hcap) {
    uint32_t oc = s->hcap, i, nc = oc ? oc * 2 : 1024;
    uint32_t *ok = s->hkeys;
    nvsp_id **ov = s->hvals;
    s->hkeys = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * nc);
    s->hvals = (nvsp_id **)nvsp_alloc(s, sizeof(nvsp_id *) * nc);
    s->hcap = nc;
    for (i = 0; i < oc; i++) {
      if (!ok[i]) continue;
      h = (uint32_t)(((uint64_t)ok[i] * 0x9E3779B97F4A7C15ull) >> 40) & (nc - 1);
      while (s->hkeys[h]) h = (h + 1) & (nc - 1);
      s->hkeys[h] = ok[i];
      s->hvals[h] = ov[i];
    }
  }
  h = (uint32_t)(((uint64_t)id * 0x9E3779B97F4A7C15ull) >> 40) & (s->hcap - 1);
  while (s->hkeys[h]) h = (h + 1) & (s->hcap - 1);
  e = (nvsp_id *)nvsp_alloc(s, sizeof(nvsp_id));
  s->hkeys[h] = id;
  s->hvals[h] = e;
  s->hcount++;
  return e;
}

/* Declares the result id of the current instruction. */
static nvsp_id *nvsp_def(nvsp_state *s, uint32_t id, unsigned kind) {
  nvsp_id *e = nvsp_id_get(s, id);
  if (e->kind != NVSP_K_NONE && !(e->stamp && e->stamp != s->stamp))
    NVSP_ERR("id %%%u is defined twice (first at word %u)", id, e->word);
  e->kind = (uint8_t)kind;
  e->opcode = (uint16_t)s->cur_op;
  e->word = (uint32_t)s->cur;
  e->stamp = 0;
  e->ty = NULL;
  e->cv = NULL;
  memset(&e->v, 0, sizeof e->v);
  e->v.comp = -1;
  return e;
}

static const char *nvsp_kind_name(unsigned k) {
  static const char *const n[] = {"nothing", "a type", "a constant", "a value", "a variable",
                                  "a function", "a label", "an extended instruction set",
                                  "a string", "a decoration group", "an undefined value"};
  return k < sizeof n / sizeof n[0] ? n[k] : "?";
}

static nvsp_type *nvsp_type_of_id(nvsp_state *s, uint32_t id, const char *role) {
  nvsp_id *e = nvsp_id_get(s, id);
  if (e->kind != NVSP_K_TYPE)
    NVSP_ERR("%s id %%%u is not a type (it is %s)", role, id, nvsp_kind_name(e->kind));
  return e->ty;
}

#define NVSP_TYPE(id) nvsp_type_of_id(s, (id), "type")
#define NVSP_RTYPE(id) nvsp_type_of_id(s, (id), "result type")

/* A printable name for a value: OpName if it has one. */
static const char *nvsp_vname(nvsp_state *s, uint32_t id) {
  nvsp_id *e = nvsp_id_find(s, id);
  return e && e->name ? e->name : "";
}

/* ---- decorations ---- */

static void nvsp_add_deco(nvsp_state *s, uint32_t target, int32_t member, uint32_t deco,
                          const uint32_t *args, uint32_t nargs) {
  nvsp_id *e = nvsp_id_get(s, target);
  nvsp_deco *d;
  s->decos = (nvsp_deco *)nvsp_grow(s, s->decos, &s->capdecos, s->ndecos + 1, sizeof(nvsp_deco));
  d = &s->decos[s->ndecos++];
  d->target = target;
  d->deco = deco;
  d->member = member;
  d->args = args;
  d->nargs = nargs;
  d->next = e->deco;
  e->deco = s->ndecos;
}

/* Finds decoration `deco` on id (member -1) or on one of its struct members. */
static const nvsp_deco *nvsp_find_deco(nvsp_state *s, uint32_t id, int32_t member, uint32_t deco) {
  nvsp_id *e = nvsp_id_find(s, id);
  uint32_t i = e ? e->deco : 0;
  while (i) {
    const nvsp_deco *d = &s->decos[i - 1];
    if (d->deco == deco && d->member == member) return d;
    i = d->next;
  }
  return NULL;
}

/* LinkageAttributes of `id`: SpvLinkageTypeExport or SpvLinkageTypeImport and the
 * linkage name (a literal string before the type), or -1 when it has none. Functions and
 * variables with them keep their linkage names and are external, so that nvcg_module_link
 * joins modules as a SPIR-V linker would. */
static int nvsp_linkage(nvsp_state *s, uint32_t id, const char **name) {
  const nvsp_deco *d = nvsp_find_deco(s, id, -1, SpvDecorationLinkageAttributes);
  size_t len = 0, j, max;
  char *n;
  if (!d || d->nargs < 2) return -1;
  max = (size_t)(d->nargs - 1) * 4;
  while (len < max && ((d->args[len / 4] >> (8 * (len % 4))) & 0xFF)) len++;
  if (len == max) NVSP_ERR("the linkage name of %%%u is not NUL-terminated", id);
  n = (char *)nvsp_alloc(s, len + 1);
  for (j = 0; j < len; j++) n[j] = (char)((d->args[j / 4] >> (8 * (j % 4))) & 0xFF);
  n[len] = 0;
  if (name) *name = n;
  return (int)d->args[d->nargs - 1];
}


static int nvsp_has_deco(nvsp_state *s, uint32_t id, uint32_t deco) {
  return nvsp_find_deco(s, id, -1, deco) != NULL;
}

/* The first literal argument of a decoration, or `dflt`. */
static uint32_t nvsp_deco_arg(nvsp_state *s, uint32_t id, int32_t member, uint32_t deco,
                              uint32_t dflt, int *found) {
  const nvsp_deco *d = nvsp_find_deco(s, id, member, deco);
  if (found) *found = d != NULL;
  if (!d) return dflt;
  if (d->nargs < 1) NVSP_ERR("decoration %s on %%%u needs an operand", NVSP_NAME(nvsp_deco_names, "decoration", deco), id);
  return d->args[0];
}

/* ---- small arithmetic helpers ---- */

static uint64_t nvsp_mask(uint32_t bits) { return bits >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1); }

static int64_t nvsp_sext(uint64_t v, uint32_t bits) {
  if (bits == 0 || bits >= 64) return (int64_t)v;
  v &= nvsp_mask(bits);
  if (v >> (bits - 1)) v |= ~nvsp_mask(bits);
  return (int64_t)v;
}

static uint32_t nvsp_lowbit(uint64_t v) {
  uint32_t a = 1;
  if (!v) return 1u << 30;
  while (!(v & 1) && a < (1u << 30)) {
    v >>= 1;
    a <<= 1;
  }
  return a;
}

/* Known alignments: 0 means "natural for the type accessed" (true of every address in
 * memory laid out by nvcg: allocas, globals, OpenCL buffers); NVSP_ALIGN_COMPONENT means
 * only "aligned to the scalar component" (a pointer of unknown provenance into a Vulkan
 * buffer, where even a vec4 may sit at 4 bytes under the scalar layout). */
#define NVSP_ALIGN_COMPONENT 0x80000000u

static uint32_t nvsp_min_align(uint32_t a, uint32_t b) {
  if (a == NVSP_ALIGN_COMPONENT || b == NVSP_ALIGN_COMPONENT) return NVSP_ALIGN_COMPONENT;
  if (!a) return b;
  if (!b) return a;
  return a < b ? a : b;
}

/* ------------------------------------------------------------------------------------
 * Types and memory layout.
 *
 * Every SPIR-V type has a value type (what an SSA value of it is in IR: bool is i1,
 * structs are literal structs of their members' value types, so that OpCopyLogical and
 * differently decorated copies of one struct meet in one IR type) and a memory layout.
 * Explicitly laid out types (Offset, ArrayStride, MatrixStride: Vulkan buffers) are
 * accessed at byte offsets computed from the decorations, with i8 GEPs, which is exactly
 * right for any std140/std430/scalar layout. Types without those decorations (OpenCL
 * memory, Function/Private/Workgroup variables) use the natural layout of their memory
 * type, computed with LLVM's rules from nvcg_type_size/nvcg_type_align, so that byte
 * offsets agree with how nvcg lays out allocas, globals and their initializers.
 * ---------------------------------------------------------------------------------- */

static unsigned nvsp_addrspace(nvsp_state *s, uint32_t sc) {
  switch (sc) {
  case SpvStorageClassFunction: case SpvStorageClassPrivate: case SpvStorageClassGeneric:
  case SpvStorageClassInput:
    return NVCG_AS_GENERIC;
  case SpvStorageClassWorkgroup: return NVCG_AS_SHARED;
  case SpvStorageClassCrossWorkgroup: case SpvStorageClassStorageBuffer: case SpvStorageClassUniform:
  case SpvStorageClassPhysicalStorageBuffer:
    return NVCG_AS_GLOBAL;
  case SpvStorageClassPushConstant:
    return s->opt.push_constants == NVCG_SPIRV_PUSH_BUFFER ? NVCG_AS_GLOBAL : NVCG_AS_GENERIC;
  case SpvStorageClassUniformConstant: return s->opt.uniform_constant_addrspace;
  default: return NVCG_AS_GENERIC;
  }
}

static int nvsp_storage_supported(uint32_t sc) {
  switch (sc) {
  case SpvStorageClassFunction: case SpvStorageClassPrivate: case SpvStorageClassGeneric:
  case SpvStorageClassInput: case SpvStorageClassWorkgroup: case SpvStorageClassCrossWorkgroup:
  case SpvStorageClassStorageBuffer: case SpvStorageClassUniform:
  case SpvStorageClassPhysicalStorageBuffer: case SpvStorageClassPushConstant:
  case SpvStorageClassUniformConstant:
    return 1;
  default: return 0;
  }
}

static int nvsp_is_scalar(const nvsp_type *t) {
  return t->op == SpvOpTypeInt || t->op == SpvOpTypeFloat || t->op == SpvOpTypeBool;
}

/* Size of a value of this type when written at explicit offsets: scalars and vectors
 * occupy their components and nothing more (a vec3 is 12 bytes); matrices follow the
 * member's MatrixStride. */
static uint64_t nvsp_extent(nvsp_state *s, const nvsp_type *t, uint32_t mstride, int rowmajor) {
  if (t->op == SpvOpTypeVector) return (uint64_t)t->count * (NVSP_TYPE(t->elem)->width / 8);
  if (t->op == SpvOpTypeMatrix) {
    nvsp_type *col = NVSP_TYPE(t->elem);
    if (mstride) return (uint64_t)(rowmajor ? col->count : t->count) * mstride;
    return t->size;
  }
  if (t->op == SpvOpTypeArray && mstride) {
    nvsp_type *e = NVSP_TYPE(t->elem);
    if (e->op == SpvOpTypeMatrix || e->op == SpvOpTypeArray)
      return (t->count - 1) * t->stride + nvsp_extent(s, e, mstride, rowmajor);
  }
  return t->size;
}

static nvcg_type *nvsp_bytes_type(nvsp_state *s, uint64_t n) {
  return nvcg_type_array(nvcg_type_int(s->ctx, 8), n);
}

/* Natural (LLVM) field offsets of a struct over memory types; returns the size. */
static uint64_t nvsp_natural_offsets(nvsp_state *s, nvsp_type *const *mt, uint32_t n, int packed,
                                     uint64_t *offs, uint32_t *align_out) {
  uint64_t off = 0;
  uint32_t i, maxa = 1;
  for (i = 0; i < n; i++) {
    nvcg_type *m = mt[i]->irmem;
    uint32_t a = packed || !m ? 1 : nvcg_type_align(m);
    nvsp_lib_alive(s);
    if (a > maxa) maxa = a;
    off = (off + a - 1) / a * a;
    offs[i] = off;
    off += m ? nvcg_type_size(m) : 0;
  }
  off = (off + maxa - 1) / maxa * maxa;
  if (align_out) *align_out = maxa;
  return off;
}

static void nvsp_type_scalar(nvsp_state *s, nvsp_type *t, nvcg_type *ir, nvcg_type *irmem) {
  t->ir = ir;
  t->irmem = irmem;
  t->sized = 1;
  t->size = nvcg_type_size(irmem);
  t->align = nvcg_type_align(irmem);
  t->leaves = 1;
  nvsp_lib_alive(s);
}

static uint32_t nvsp_sat_mul(uint32_t a, uint64_t b) {
  uint64_t r = (uint64_t)a * b;
  return r > NVSP_MAX_LEAVES + 1 ? NVSP_MAX_LEAVES + 1 : (uint32_t)r;
}

/* The constant an id names, as an unsigned integer (array lengths, literals by id). */
static nvsp_cval *nvsp_cval_of(nvsp_state *s, uint32_t id, const char *role);

static uint64_t nvsp_const_uint(nvsp_state *s, uint32_t id, const char *role) {
  nvsp_cval *c = nvsp_cval_of(s, id, role);
  nvsp_type *t = NVSP_TYPE(c->type);
  if (t->op != SpvOpTypeInt || c->kind != NVSP_C_SCALAR)
    NVSP_ERR("%s %%%u must be an integer scalar constant", role, id);
  return c->bits;
}

static void nvsp_image_type(nvsp_state *s, nvsp_type *t);
static void nvsp_tr_image(nvsp_state *s);
static uint32_t nvsp_img_loaded_var(nvsp_state *s, size_t w);
static int nvsp_img_descriptor(nvsp_state *s, const nvsp_type *t);

static void nvsp_def_type(nvsp_state *s) {
  uint32_t op = s->cur_op, id, i;
  nvsp_id *e;
  nvsp_type *t;
  nvcg_context *c = s->ctx;
  if (op == SpvOpTypeForwardPointer) {
    nvsp_need(s, 3, 3);
    id = nvsp_w(s, 1);
    e = nvsp_id_get(s, id);
    if (e->kind != NVSP_K_NONE) NVSP_ERR("forward pointer %%%u is already defined", id);
    e->kind = NVSP_K_TYPE;
    e->word = (uint32_t)s->cur;
    e->opcode = (uint16_t)op;
    t = e->ty = (nvsp_type *)nvsp_alloc(s, sizeof(nvsp_type));
    t->id = id;
    t->op = SpvOpTypePointer;
    t->storage = nvsp_w(s, 2);
    t->elem = 0;
    nvsp_type_scalar(s, t, nvcg_type_ptr(c, nvsp_addrspace(s, t->storage)),
                     nvcg_type_ptr(c, nvsp_addrspace(s, t->storage)));
    return;
  }
  nvsp_need(s, 2, 0xFFFFFFFFu);
  id = nvsp_w(s, 1);
  if (op == SpvOpTypePointer) {
    e = nvsp_id_get(s, id);
    if (e->kind == NVSP_K_TYPE && e->opcode == SpvOpTypeForwardPointer && e->ty->elem == 0) {
      nvsp_need(s, 4, 4);
      if (nvsp_w(s, 2) != e->ty->storage)
        NVSP_ERR("pointer %%%u has another storage class than its forward declaration", id);
      e->ty->elem = nvsp_w(s, 3);
      nvsp_id_get(s, e->ty->elem);
      e->opcode = (uint16_t)op;
      return;
    }
  }
  e = nvsp_def(s, id, NVSP_K_TYPE);
  t = e->ty = (nvsp_type *)nvsp_alloc(s, sizeof(nvsp_type));
  t->id = id;
  t->op = op;
  switch (op) {
  case SpvOpTypeVoid:
    nvsp_need(s, 2, 2);
    t->ir = nvcg_type_void(c);
    break;
  case SpvOpTypeBool:
    nvsp_need(s, 2, 2);
    t->width = 1;
    nvsp_type_scalar(s, t, nvcg_type_int(c, 1), nvcg_type_int(c, 8));
    break;
  case SpvOpTypeInt:
    nvsp_need(s, 4, 4);
    t->width = nvsp_w(s, 2);
    t->is_signed = nvsp_w(s, 3);
    if (t->width != 8 && t->width != 16 && t->width != 32 && t->width != 64)
      NVSP_UNSUP("%u-bit integers are not supported", t->width);
    if (t->is_signed > 1) NVSP_ERR("signedness must be 0 or 1");
    nvsp_type_scalar(s, t, nvcg_type_int(c, t->width), nvcg_type_int(c, t->width));
    break;
  case SpvOpTypeFloat:
    nvsp_need(s, 3, 4);
    t->width = nvsp_w(s, 2);
    if (s->cur_wc == 4) NVSP_UNSUP("floating-point encodings other than IEEE 754 are not supported");
    if (t->width == 16) nvsp_type_scalar(s, t, nvcg_type_half(c), nvcg_type_half(c));
    else if (t->width == 32) nvsp_type_scalar(s, t, nvcg_type_float(c), nvcg_type_float(c));
    else if (t->width == 64) nvsp_type_scalar(s, t, nvcg_type_double(c), nvcg_type_double(c));
    else NVSP_UNSUP("%u-bit floating point is not supported", t->width);
    break;
  case SpvOpTypeVector: {
    nvsp_type *ct;
    nvsp_need(s, 4, 4);
    t->elem = nvsp_w(s, 2);
    t->count = nvsp_w(s, 3);
    ct = NVSP_TYPE(t->elem);
    if (!nvsp_is_scalar(ct)) NVSP_ERR("vector component type %%%u is not a scalar type", t->elem);
    if (t->count != 2 && t->count != 3 && t->count != 4 && t->count != 8 && t->count != 16)
      NVSP_ERR("vectors of %u components are not allowed", t->count);
    t->width = ct->width;
    t->depth = 1;
    nvsp_type_scalar(s, t, nvcg_type_vector(ct->ir, t->count), nvcg_type_vector(ct->irmem, t->count));
    break;
  }
  case SpvOpTypeMatrix: {
    nvsp_type *ct;
    nvsp_need(s, 4, 4);
    t->elem = nvsp_w(s, 2);
    t->count = nvsp_w(s, 3);
    ct = NVSP_TYPE(t->elem);
    if (ct->op != SpvOpTypeVector || NVSP_TYPE(ct->elem)->op != SpvOpTypeFloat)
      NVSP_ERR("matrix column type %%%u is not a floating-point vector", t->elem);
    if (t->count < 2 || t->count > 4) NVSP_ERR("matrices have 2 to 4 columns, not %u", t->count);
    t->depth = 2;
    t->ir = nvcg_type_array(ct->ir, t->count);
    t->irmem = nvcg_type_array(ct->irmem, t->count);
    t->sized = 1;
    t->size = nvcg_type_size(t->irmem);
    t->align = nvcg_type_align(t->irmem);
    nvsp_lib_alive(s);
    t->stride = ct->size;
    t->leaves = t->count;
    break;
  }
  case SpvOpTypeArray: case SpvOpTypeRuntimeArray: {
    nvsp_type *et;
    int found;
    uint64_t n = 0;
    nvsp_need(s, op == SpvOpTypeArray ? 4 : 3, op == SpvOpTypeArray ? 4 : 3);
    t->elem = nvsp_w(s, 2);
    et = NVSP_TYPE(t->elem);
    if (op == SpvOpTypeArray) {
      n = nvsp_const_uint(s, nvsp_w(s, 3), "array length");
      if (n == 0 || n > 0xFFFFFFFFu) NVSP_ERR("array length %llu is out of range", (unsigned long long)n);
      t->count = (uint32_t)n;
    }
    if (!et->sized && et->op == SpvOpTypeStruct && et->has_runtime_array) {
      /* an array of buffer blocks: only descriptor arrays have this type */
      t->depth = et->depth + 1;
      t->sized = 0;
      t->align = et->align;
      t->leaves = NVSP_MAX_LEAVES + 1;
      t->unsupported = "an array of blocks ending in runtime arrays exists only as descriptors";
      break;
    }
    if (et->op == SpvOpTypeImage || et->op == SpvOpTypeSampler || et->op == SpvOpTypeSampledImage) {
      /* only as descriptor arrays of images (see "Images"): no value type */
      t->depth = et->depth + 1;
      t->unsupported = op == SpvOpTypeRuntimeArray ? "runtime-sized arrays of images are not supported"
                       : et->op == SpvOpTypeSampler ? "arrays of samplers are not supported"
                       : et->unsupported ? et->unsupported : "an array of images exists only as descriptors";
      break;
    }
    if (!et->sized || !et->irmem) NVSP_ERR("array element type %%%u has no size", t->elem);
    t->depth = et->depth + 1;
    if (t->depth > NVSP_MAX_DEPTH) NVSP_UNSUP("types nested deeper than %u levels", NVSP_MAX_DEPTH);
    t->stride = nvsp_deco_arg(s, id, -1, SpvDecorationArrayStride, 0, &found);
    t->explicit_layout = found || et->explicit_layout;
    if (!found) t->stride = et->size;
    else if (t->stride == 0) NVSP_ERR("ArrayStride must not be 0");
    t->align = et->align;
    if (op == SpvOpTypeRuntimeArray) {
      t->sized = 0;
      t->irmem = nvcg_type_array(et->irmem, 0);
      t->unsupported = "a runtime array cannot be loaded or stored as a whole";
      t->leaves = NVSP_MAX_LEAVES + 1;
      break;
    }
    if (t->stride > ((uint64_t)1 << 40) / n) NVSP_UNSUP("array of %llu elements is too large", (unsigned long long)n);
    t->sized = 1;
    t->size = t->stride * n;
    t->leaves = nvsp_sat_mul(et->leaves, n);
    if (et->ir) t->ir = nvcg_type_array(et->ir, n);
    else t->unsupported = et->unsupported;
    if (t->stride == et->size && nvcg_type_size(et->irmem) == et->size)
      t->irmem = nvcg_type_array(et->irmem, n);
    else
      t->irmem = nvsp_bytes_type(s, t->size);
    break;
  }
  case SpvOpTypeStruct: {
    uint32_t n = s->cur_wc - 2, k;
    nvsp_type **mt;
    nvcg_type **f, **fm;
    uint64_t *noffs;
    uint32_t nalign;
    uint64_t nsize;
    int any_offset = 0, all_ir = 1;
    t->count = n;
    t->mem = &s->w[s->cur + 2];
    mt = (nvsp_type **)nvsp_alloc(s, sizeof(nvsp_type *) * (n ? n : 1));
    f = (nvcg_type **)nvsp_alloc(s, sizeof(nvcg_type *) * (n ? n : 1));
    fm = (nvcg_type **)nvsp_alloc(s, sizeof(nvcg_type *) * (n ? n : 1));
    t->offs = (uint64_t *)nvsp_alloc(s, sizeof(uint64_t) * (n ? n : 1));
    noffs = (uint64_t *)nvsp_alloc(s, sizeof(uint64_t) * (n ? n : 1));
    t->mstride = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * (n ? n : 1));
    t->rowmajor = (uint8_t *)nvsp_alloc(s, n ? n : 1);
    t->is_block = nvsp_has_deco(s, id, SpvDecorationBlock);
    t->buffer_block = nvsp_has_deco(s, id, SpvDecorationBufferBlock);
    t->cpacked = nvsp_has_deco(s, id, SpvDecorationCPacked);
    t->sized = 1;
    t->leaves = 0;
    for (k = 0; k < n; k++) {
      int found;
      mt[k] = NVSP_TYPE(t->mem[k]);
      if (mt[k]->op == SpvOpTypeVoid || mt[k]->op == SpvOpTypeFunction)
        NVSP_ERR("struct member %u has type %%%u, which has no size", k, t->mem[k]);
      if (!mt[k]->irmem && !mt[k]->unsupported) NVSP_ERR("struct member %u has no memory type", k);
      if (mt[k]->depth + 1 > t->depth) t->depth = mt[k]->depth + 1;
      if (!mt[k]->sized) {
        if (k != n - 1) NVSP_ERR("only the last struct member may be a runtime array");
        t->sized = 0;
        t->has_runtime_array = 1;
      }
      t->offs[k] = nvsp_deco_arg(s, id, (int32_t)k, SpvDecorationOffset, 0, &found);
      if (found) any_offset = 1;
      t->mstride[k] = nvsp_deco_arg(s, id, (int32_t)k, SpvDecorationMatrixStride, 0, NULL);
      t->rowmajor[k] = nvsp_find_deco(s, id, (int32_t)k, SpvDecorationRowMajor) != NULL;
      if (mt[k]->explicit_layout) t->explicit_layout = 1;
      if (mt[k]->ir) f[k] = mt[k]->ir;
      else {
        all_ir = 0;
        t->unsupported = mt[k]->unsupported ? mt[k]->unsupported : "a struct member has no value type";
      }
      fm[k] = mt[k]->irmem;
      if (!fm[k]) {
        t->unsupported = mt[k]->unsupported;
        fm[k] = nvsp_bytes_type(s, 0);
      }
      t->leaves = t->leaves + mt[k]->leaves > NVSP_MAX_LEAVES + 1 ? NVSP_MAX_LEAVES + 1 : t->leaves + mt[k]->leaves;
    }
    if (t->depth > NVSP_MAX_DEPTH) NVSP_UNSUP("types nested deeper than %u levels", NVSP_MAX_DEPTH);
    if (all_ir) t->ir = nvcg_type_struct(c, f, n, 0);
    nsize = nvsp_natural_offsets(s, mt, n, t->cpacked, noffs, &nalign);
    if (any_offset) {
      uint64_t end = 0;
      t->explicit_layout = 1;
      t->align = 1;
      for (k = 0; k < n; k++) {
        uint64_t x;
        if (!nvsp_find_deco(s, id, (int32_t)k, SpvDecorationOffset))
          NVSP_ERR("struct %%%u: member %u has no Offset while others have one", id, k);
        if (mt[k]->align > t->align) t->align = mt[k]->align;
        if (!mt[k]->sized) continue;
        x = t->offs[k] + nvsp_extent(s, mt[k], t->mstride[k], t->rowmajor[k]);
        if (x > end) end = x;
      }
      t->size = end;
      t->extent = end;
      if (t->sized) {
        int same = nsize >= end;
        for (k = 0; k < n && same; k++) same = noffs[k] == t->offs[k] && !t->mstride[k];
        t->irmem = same && !t->cpacked ? nvcg_type_struct(c, fm, n, 0)
                                       : nvsp_bytes_type(s, (end + t->align - 1) / t->align * t->align);
        if (same) t->size = nsize;
      }
    } else {
      memcpy(t->offs, noffs, sizeof(uint64_t) * n);
      t->align = nalign;
      t->size = nsize;
      t->irmem = nvcg_type_struct(c, fm, n, t->cpacked);
    }
    if (!t->sized) t->unsupported = "a struct ending in a runtime array cannot be loaded or stored as a whole";
    break;
  }
  case SpvOpTypePointer:
    nvsp_need(s, 4, 4);
    t->storage = nvsp_w(s, 2);
    t->elem = nvsp_w(s, 3);
    nvsp_id_get(s, t->elem);
    t->stride = nvsp_deco_arg(s, id, -1, SpvDecorationArrayStride, 0, NULL);
    nvsp_type_scalar(s, t, nvcg_type_ptr(c, nvsp_addrspace(s, t->storage)),
                     nvcg_type_ptr(c, nvsp_addrspace(s, t->storage)));
    if (!nvsp_storage_supported(t->storage)) {
      t->unsupported = "pointers to this storage class are not supported";
    }
    if (t->storage == SpvStorageClassUniformConstant && nvsp_id_find(s, t->elem)->kind == NVSP_K_TYPE) {
      /* a pointer to an image (a function's image parameter) is the image's object */
      nvsp_type *et = NVSP_TYPE(t->elem);
      if ((et->op == SpvOpTypeImage || et->op == SpvOpTypeSampledImage) && et->ir) nvsp_type_scalar(s, t, et->ir, et->ir);
    }
    break;
  case SpvOpTypeFunction: {
    uint32_t n = s->cur_wc - 3, k;
    nvcg_type **p;
    nvsp_type *rt;
    nvsp_need(s, 3, 3 + NVSP_MAX_PARAMS);
    t->elem = nvsp_w(s, 2);
    t->count = n;
    t->mem = &s->w[s->cur + 3];
    rt = NVSP_TYPE(t->elem);
    p = (nvcg_type **)nvsp_alloc(s, sizeof(nvcg_type *) * (n ? n : 1));
    for (k = 0; k < n; k++) {
      nvsp_type *pt = NVSP_TYPE(t->mem[k]);
      if (!pt->ir || pt->op == SpvOpTypeVoid) {
        t->unsupported = pt->unsupported ? pt->unsupported : "a parameter type has no value type";
        return;
      }
      p[k] = pt->ir;
    }
    if (!rt->ir) {
      t->unsupported = rt->unsupported ? rt->unsupported : "the return type has no value type";
      return;
    }
    t->ir = nvcg_type_function(rt->ir, p, n, 0);
    break;
  }
  case SpvOpTypeImage: case SpvOpTypeSampler: case SpvOpTypeSampledImage: nvsp_image_type(s, t); break;
  case SpvOpTypeOpaque: t->unsupported = "opaque types have no layout"; break;
  case SpvOpTypeEvent: case SpvOpTypeDeviceEvent: t->unsupported = "events are not supported"; break;
  case SpvOpTypeReserveId: case SpvOpTypeQueue: case SpvOpTypePipe: case SpvOpTypePipeStorage:
    t->unsupported = "device-side enqueue and pipes are not supported";
    break;
  default: t->unsupported = "this type is not supported"; break;
  }
  (void)i;
}

/* The value type of a type id, failing with the reason when it has none. */
static nvcg_type *nvsp_ir_type(nvsp_state *s, uint32_t id) {
  nvsp_type *t = NVSP_TYPE(id);
  if (!t->ir) {
    char buf[64];
    NVSP_UNSUP("type %%%u (%s): %s", id,
               nvsp_enum_name(nvsp_op_names, t->op, "opcode", buf, sizeof buf),
               t->unsupported ? t->unsupported : "it has no value type");
  }
  return t->ir;
}

/* ------------------------------------------------------------------------------------
 * Constants. Every constant, specialization constants included, is evaluated here to a
 * value tree (nvsp_cval) with the overrides from the options applied, so that array
 * lengths, LocalSizeId and OpSpecConstantOp are plain numbers by the time IR is built;
 * IR constants are made from the tree on demand.
 * ---------------------------------------------------------------------------------- */

static nvsp_cval *nvsp_cval_new(nvsp_state *s, uint32_t type, unsigned kind) {
  nvsp_cval *c = (nvsp_cval *)nvsp_alloc(s, sizeof(nvsp_cval));
  c->type = type;
  c->kind = (uint8_t)kind;
  return c;
}

static nvsp_cval *nvsp_cval_of(nvsp_state *s, uint32_t id, const char *role) {
  nvsp_id *e = nvsp_id_get(s, id);
  if (e->kind == NVSP_K_CONST) return e->cv;
  if (e->kind == NVSP_K_UNDEF && !e->stamp) {
    if (!e->cv) e->cv = nvsp_cval_new(s, e->type_id, NVSP_C_UNDEF);
    return e->cv;
  }
  NVSP_ERR("%s %%%u is not a constant (it is %s)", role, id, nvsp_kind_name(e->kind));
}

/* IEEE conversions for half, float and double bit patterns (round to nearest even). */
static float nvsp_f32(uint32_t b) {
  float f;
  memcpy(&f, &b, 4);
  return f;
}
static uint32_t nvsp_f32bits(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}
static double nvsp_f64(uint64_t b) {
  double d;
  memcpy(&d, &b, 8);
  return d;
}
static uint64_t nvsp_f64bits(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}
static double nvsp_half_to_double(uint32_t h) {
  uint32_t sign = (h >> 15) & 1, exp = (h >> 10) & 0x1F, man = h & 0x3FF;
  double v;
  if (exp == 31) {
    uint64_t bits = ((uint64_t)sign << 63) | ((uint64_t)0x7FF << 52) | ((uint64_t)man << 42);
    return nvsp_f64(bits);
  }
  if (exp == 0) v = (double)man / 1024.0 / 16384.0; /* man * 2^-24 */
  else {
    int e = (int)exp - 15;
    v = 1.0 + (double)man / 1024.0;
    while (e > 0) { v *= 2.0; e--; }
    while (e < 0) { v /= 2.0; e++; }
  }
  return sign ? -v : v;
}
/* double -> half with round to nearest even (done on the double's bits, no libm). */
static uint32_t nvsp_double_to_half(double d) {
  uint64_t b = nvsp_f64bits(d);
  uint32_t sign = (uint32_t)(b >> 63) << 15;
  int exp = (int)((b >> 52) & 0x7FF);
  uint64_t man = b & (((uint64_t)1 << 52) - 1);
  int e;
  uint64_t m, half, rest, q;
  unsigned shift;
  if (exp == 0x7FF) return sign | 0x7C00u | (man ? 0x200u | (uint32_t)(man >> 42) : 0);
  if (exp == 0 && man == 0) return sign;
  e = exp - 1023;               /* unbiased */
  m = man | ((uint64_t)1 << 52); /* 53-bit significand (subnormal doubles are far below half) */
  if (exp == 0) return sign;
  if (e > 15) return sign | 0x7C00u;
  /* target: normal half has 11 significant bits at exponent >= -14; below that fewer */
  if (e >= -14) shift = 42;
  else {
    if (e < -25) return sign;
    shift = (unsigned)(42 + (-14 - e));
  }
  q = m >> shift;
  rest = m & (((uint64_t)1 << shift) - 1);
  half = (uint64_t)1 << (shift - 1);
  if (rest > half || (rest == half && (q & 1))) q++;
  if (e >= -14) {
    /* q in [2^10, 2^11]; carry may bump the exponent */
    uint32_t he = (uint32_t)(e + 15);
    if (q >> 11) { q >>= 1; he++; }
    if (he >= 31) return sign | 0x7C00u;
    return sign | (he << 10) | (uint32_t)(q & 0x3FF);
  }
  return sign | (uint32_t)q; /* subnormal, or the smallest normal after rounding up */
}

static double nvsp_fp_get(uint64_t bits, uint32_t width) {
  if (width == 16) return nvsp_half_to_double((uint32_t)bits);
  if (width == 32) return (double)nvsp_f32((uint32_t)bits);
  return nvsp_f64(bits);
}
static uint64_t nvsp_fp_set(double d, uint32_t width) {
  if (width == 16) return nvsp_double_to_half(d);
  if (width == 32) return nvsp_f32bits((float)d);
  return nvsp_f64bits(d);
}

/* A specialization constant's text from the options, parsed by its type. */
static uint64_t nvsp_parse_spec_text(nvsp_state *s, const nvsp_type *t, uint32_t specid,
                                     const char *txt) {
  char *end = NULL;
  if (!txt) NVSP_ERR("specialization constant %u: no value given", specid);
  while (*txt == ' ') txt++;
  if (t->op == SpvOpTypeBool) {
    if (!strcmp(txt, "true")) return 1;
    if (!strcmp(txt, "false")) return 0;
    {
      unsigned long long v = strtoull(txt, &end, 0);
      if (end == txt || *end) NVSP_ERR("specialization constant %u: '%s' is not a boolean", specid, txt);
      return v != 0;
    }
  }
  if (t->op == SpvOpTypeInt) {
    uint64_t v;
    if (*txt == '-') v = (uint64_t)strtoll(txt, &end, 0);
    else v = (uint64_t)strtoull(txt, &end, 0);
    if (end == txt || *end) NVSP_ERR("specialization constant %u: '%s' is not an integer", specid, txt);
    return v & nvsp_mask(t->width);
  }
  if (t->op == SpvOpTypeFloat) {
    double d = strtod(txt, &end);
    if (end == txt || *end) NVSP_ERR("specialization constant %u: '%s' is not a number", specid, txt);
    return nvsp_fp_set(d, t->width);
  }
  NVSP_ERR("specialization constant %u has a type that cannot be specialized", specid);
}

/* The override for SpecId of `id`, if the options give one. */
static const char *nvsp_spec_override(nvsp_state *s, uint32_t id, uint32_t *specid) {
  int found;
  unsigned i;
  uint32_t sid = nvsp_deco_arg(s, id, -1, SpvDecorationSpecId, 0, &found);
  if (!found) return NULL;
  *specid = sid;
  for (i = s->opt.spec_count; i-- > 0;)
    if (s->opt.specs[i].id == sid) return s->opt.specs[i].value ? s->opt.specs[i].value : "";
  return NULL;
}

/* Component k of a scalar/vector constant (itself for scalars). */
static nvsp_cval *nvsp_ccomp(nvsp_state *s, nvsp_cval *c, uint32_t k) {
  nvsp_type *t = NVSP_TYPE(c->type);
  if (t->op != SpvOpTypeVector) return c;
  if (c->kind == NVSP_C_COMPOSITE) {
    if (k >= c->n) NVSP_ERR("constant component %u is out of range", k);
    return c->elems[k];
  }
  {
    nvsp_cval *z = nvsp_cval_new(s, t->elem, c->kind == NVSP_C_UNDEF ? NVSP_C_UNDEF : NVSP_C_SCALAR);
    return z;
  }
}

static uint32_t nvsp_ncomp(const nvsp_type *t) { return t->op == SpvOpTypeVector ? t->count : 1; }

/* The scalar type of a scalar or vector type. */
static nvsp_type *nvsp_scalar_of(nvsp_state *s, nvsp_type *t) {
  return t->op == SpvOpTypeVector ? NVSP_TYPE(t->elem) : t;
}

/* Folds one component of OpSpecConstantOp. a, b, c are operand components. */
static uint64_t nvsp_fold1(nvsp_state *s, uint32_t op, const nvsp_type *rt, const nvsp_type *at,
                           uint64_t a, uint64_t b, uint64_t c) {
  uint32_t w = at ? at->width : rt->width, rw = rt->width;
  uint64_t m = nvsp_mask(w);
  int64_t sa = nvsp_sext(a, w), sb = nvsp_sext(b, w);
  a &= m;
  b &= m;
  switch (op) {
  case SpvOpSConvert: return (uint64_t)sa & nvsp_mask(rw);
  case SpvOpUConvert: return a & nvsp_mask(rw);
  case SpvOpSNegate: return (0 - a) & m;
  case SpvOpNot: return ~a & m;
  case SpvOpIAdd: return (a + b) & m;
  case SpvOpISub: return (a - b) & m;
  case SpvOpIMul: return (a * b) & m;
  case SpvOpUDiv: return b ? a / b : 0;
  case SpvOpUMod: return b ? a % b : 0;
  case SpvOpSDiv:
    if (!b || (w == 64 && sa == INT64_MIN && sb == -1)) return b ? a : 0;
    return (uint64_t)(sa / sb) & m;
  case SpvOpSRem: case SpvOpSMod: {
    int64_t r;
    if (!b || sb == -1) return 0;
    r = sa % sb;
    if (op == SpvOpSMod && r != 0 && ((r < 0) != (sb < 0))) r += sb;
    return (uint64_t)r & m;
  }
  case SpvOpShiftRightLogical: return b >= w ? 0 : a >> b;
  case SpvOpShiftRightArithmetic: return (uint64_t)(b >= w ? (sa < 0 ? -1 : 0) : sa >> b) & m;
  case SpvOpShiftLeftLogical: return b >= w ? 0 : (a << b) & m;
  case SpvOpBitwiseOr: return a | b;
  case SpvOpBitwiseXor: return a ^ b;
  case SpvOpBitwiseAnd: return a & b;
  case SpvOpLogicalOr: return (a | b) != 0;
  case SpvOpLogicalAnd: return a && b;
  case SpvOpLogicalNot: return !a;
  case SpvOpLogicalEqual: return (a != 0) == (b != 0);
  case SpvOpLogicalNotEqual: return (a != 0) != (b != 0);
  case SpvOpSelect: return a ? b : c;
  case SpvOpIEqual: return a == b;
  case SpvOpINotEqual: return a != b;
  case SpvOpULessThan: return a < b;
  case SpvOpSLessThan: return sa < sb;
  case SpvOpUGreaterThan: return a > b;
  case SpvOpSGreaterThan: return sa > sb;
  case SpvOpULessThanEqual: return a <= b;
  case SpvOpSLessThanEqual: return sa <= sb;
  case SpvOpUGreaterThanEqual: return a >= b;
  case SpvOpSGreaterThanEqual: return sa >= sb;
  case SpvOpFNegate: return nvsp_fp_set(-nvsp_fp_get(a, w), w);
  case SpvOpFAdd: return nvsp_fp_set(nvsp_fp_get(a, w) + nvsp_fp_get(b, w), w);
  case SpvOpFSub: return nvsp_fp_set(nvsp_fp_get(a, w) - nvsp_fp_get(b, w), w);
  case SpvOpFMul: return nvsp_fp_set(nvsp_fp_get(a, w) * nvsp_fp_get(b, w), w);
  case SpvOpFDiv: return nvsp_fp_set(nvsp_fp_get(a, w) / nvsp_fp_get(b, w), w);
  case SpvOpFConvert: case SpvOpQuantizeToF16:
    if (op == SpvOpQuantizeToF16) return nvsp_fp_set(nvsp_half_to_double(nvsp_double_to_half(nvsp_fp_get(a, w))), w);
    return nvsp_fp_set(nvsp_fp_get(a, w), rw);
  case SpvOpConvertSToF: return nvsp_fp_set((double)sa, rw);
  case SpvOpConvertUToF: return nvsp_fp_set((double)a, rw);
  case SpvOpConvertFToS: case SpvOpConvertFToU: {
    double d = nvsp_fp_get(a, w);
    /* out of range is undefined in SPIR-V; never undefined here */
    if (!(d > -9.3e18 && d < 9.2e18)) return 0;
    return (op == SpvOpConvertFToS ? (uint64_t)(int64_t)d : (d < 0 ? 0 : (uint64_t)d)) & nvsp_mask(rw);
  }
  case SpvOpBitcast: return a;
  default: {
    char buf[64];
    NVSP_UNSUP("OpSpecConstantOp with %s is not supported", nvsp_enum_name(nvsp_op_names, op, "opcode", buf, sizeof buf));
  }
  }
}

static int nvsp_is_float_op(uint32_t op) {
  return op == SpvOpFNegate || op == SpvOpFAdd || op == SpvOpFSub || op == SpvOpFMul ||
         op == SpvOpFDiv || op == SpvOpFConvert || op == SpvOpQuantizeToF16 ||
         op == SpvOpConvertFToS || op == SpvOpConvertFToU;
}

/* Evaluates OpSpecConstantOp (the current instruction). */
static nvsp_cval *nvsp_fold_spec_op(nvsp_state *s, uint32_t rtid) {
  uint32_t op = nvsp_w(s, 3), n = s->cur_wc - 4, k, i;
  nvsp_type *rt = NVSP_TYPE(rtid);
  nvsp_cval *ops[3] = {NULL, NULL, NULL}, *r;
  if (op == SpvOpVectorShuffle) {
    nvsp_cval *v1, *v2;
    uint32_t n1;
    if (n < 2 || rt->op != SpvOpTypeVector || n - 2 != rt->count) NVSP_ERR("malformed OpVectorShuffle");
    v1 = nvsp_cval_of(s, nvsp_w(s, 4), "operand");
    v2 = nvsp_cval_of(s, nvsp_w(s, 5), "operand");
    if (NVSP_TYPE(v1->type)->op != SpvOpTypeVector || NVSP_TYPE(v2->type)->op != SpvOpTypeVector)
      NVSP_ERR("OpVectorShuffle needs vector operands");
    n1 = NVSP_TYPE(v1->type)->count;
    r = nvsp_cval_new(s, rtid, NVSP_C_COMPOSITE);
    r->n = rt->count;
    r->elems = (nvsp_cval **)nvsp_alloc(s, sizeof(nvsp_cval *) * r->n);
    for (k = 0; k < r->n; k++) {
      uint32_t sel = nvsp_w(s, 6 + k);
      if (sel == 0xFFFFFFFFu) r->elems[k] = nvsp_cval_new(s, rt->elem, NVSP_C_UNDEF);
      else if (sel < n1) r->elems[k] = nvsp_ccomp(s, v1, sel);
      else if (sel - n1 < NVSP_TYPE(v2->type)->count) r->elems[k] = nvsp_ccomp(s, v2, sel - n1);
      else NVSP_ERR("shuffle component %u is out of range", sel);
    }
    return r;
  }
  if (op == SpvOpCompositeExtract || op == SpvOpCompositeInsert) {
    uint32_t first = op == SpvOpCompositeExtract ? 5 : 6;
    nvsp_cval *base = nvsp_cval_of(s, nvsp_w(s, op == SpvOpCompositeExtract ? 4 : 5), "composite");
    nvsp_cval *root, *cur, **slot;
    if (s->cur_wc <= first) NVSP_ERR("missing indices");
    if (op == SpvOpCompositeExtract) {
      cur = base;
      for (i = first; i < s->cur_wc; i++) {
        uint32_t idx = nvsp_w(s, i);
        nvsp_type *ct = NVSP_TYPE(cur->type);
        uint32_t et;
        if (ct->op == SpvOpTypeStruct) { if (idx >= ct->count) NVSP_ERR("index out of range"); et = ct->mem[idx]; }
        else if (ct->op == SpvOpTypeVector || ct->op == SpvOpTypeMatrix || ct->op == SpvOpTypeArray) {
          if (idx >= ct->count) NVSP_ERR("index out of range");
          et = ct->elem;
        } else NVSP_ERR("index into a non-composite");
        if (cur->kind == NVSP_C_COMPOSITE) cur = cur->elems[idx];
        else cur = nvsp_cval_new(s, et, cur->kind == NVSP_C_UNDEF ? NVSP_C_UNDEF : NVSP_C_NULL);
      }
      return cur;
    }
    /* insert: copy the path */
    root = nvsp_cval_new(s, base->type, base->kind);
    *root = *base;
    root->ir = NULL;
    cur = root;
    for (i = first; i < s->cur_wc; i++) {
      uint32_t idx = nvsp_w(s, i), j;
      nvsp_type *ct = NVSP_TYPE(cur->type);
      nvsp_cval **el;
      uint32_t cnt = ct->count;
      if (!(ct->op == SpvOpTypeStruct || ct->op == SpvOpTypeVector || ct->op == SpvOpTypeMatrix ||
            ct->op == SpvOpTypeArray) || idx >= cnt)
        NVSP_ERR("bad composite index %u", idx);
      if (cnt > NVSP_MAX_LEAVES) NVSP_UNSUP("constant composite is too large");
      el = (nvsp_cval **)nvsp_alloc(s, sizeof(nvsp_cval *) * cnt);
      for (j = 0; j < cnt; j++) {
        uint32_t et = ct->op == SpvOpTypeStruct ? ct->mem[j] : ct->elem;
        if (cur->kind == NVSP_C_COMPOSITE) el[j] = cur->elems[j];
        else el[j] = nvsp_cval_new(s, et, cur->kind == NVSP_C_UNDEF ? NVSP_C_UNDEF : NVSP_C_NULL);
      }
      cur->kind = NVSP_C_COMPOSITE;
      cur->n = cnt;
      cur->elems = el;
      slot = &el[idx];
      if (i + 1 == s->cur_wc) {
        *slot = nvsp_cval_of(s, nvsp_w(s, 4), "object");
      } else {
        nvsp_cval *copy = nvsp_cval_new(s, (*slot)->type, (*slot)->kind);
        *copy = **slot;
        copy->ir = NULL;
        *slot = copy;
        cur = copy;
      }
    }
    return root;
  }
  if (n < 1 || n > 3) NVSP_ERR("OpSpecConstantOp has %u operands", n);
  for (i = 0; i < n; i++) ops[i] = nvsp_cval_of(s, nvsp_w(s, 4 + i), "operand");
  {
    nvsp_type *at = NVSP_TYPE(ops[op == SpvOpSelect && n == 3 ? 1 : 0]->type);
    nvsp_type *ast = nvsp_scalar_of(s, at), *rst = nvsp_scalar_of(s, rt);
    nvsp_type *a0t = nvsp_scalar_of(s, NVSP_TYPE(ops[0]->type));
    uint32_t nc = nvsp_ncomp(rt);
    if (!nvsp_is_scalar(rst)) NVSP_ERR("result type must be a scalar or vector");
    for (i = 0; i < n; i++) {
      nvsp_type *ot = NVSP_TYPE(ops[i]->type);
      if (nvsp_ncomp(ot) != nc && !(op == SpvOpSelect && i == 0 && ot->op != SpvOpTypeVector))
        NVSP_ERR("operand %u has %u components, the result %u", i, nvsp_ncomp(ot), nc);
      if (!nvsp_is_scalar(nvsp_scalar_of(s, ot))) NVSP_ERR("operand %u is not a scalar or vector", i);
    }
    if (nvsp_is_float_op(op) && op != SpvOpConvertSToF && op != SpvOpConvertUToF &&
        a0t->op != SpvOpTypeFloat)
      NVSP_ERR("operand must be floating point");
    if (rt->op == SpvOpTypeVector) {
      r = nvsp_cval_new(s, rtid, NVSP_C_COMPOSITE);
      r->n = nc;
      r->elems = (nvsp_cval **)nvsp_alloc(s, sizeof(nvsp_cval *) * nc);
    } else r = NULL;
    for (k = 0; k < nc; k++) {
      nvsp_cval *x[3] = {NULL, NULL, NULL}, *o;
      int undef = 0;
      for (i = 0; i < n; i++) {
        x[i] = (op == SpvOpSelect && i == 0 && NVSP_TYPE(ops[0]->type)->op != SpvOpTypeVector)
                   ? ops[0] : nvsp_ccomp(s, ops[i], k);
        if (x[i]->kind == NVSP_C_UNDEF) undef = 1;
      }
      o = nvsp_cval_new(s, rst->id, undef ? NVSP_C_UNDEF : NVSP_C_SCALAR);
      if (!undef)
        o->bits = nvsp_fold1(s, op, rst, op == SpvOpSelect ? ast : a0t, x[0]->bits,
                             x[1] ? x[1]->bits : 0, x[2] ? x[2]->bits : 0);
      if (r) r->elems[k] = o;
      else r = o;
    }
    (void)ast;
    return r;
  }
}

/* Defines a constant (the current instruction is OpConstant*, OpSpecConstant* or a
 * module-scope OpUndef). */
static void nvsp_def_const(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, specid = 0;
  nvsp_type *rt;
  nvsp_id *e;
  nvsp_cval *c;
  const char *ov;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if (op == SpvOpUndef) {
    nvsp_need(s, 3, 3);
    e = nvsp_def(s, id, NVSP_K_UNDEF);
    e->type_id = rtid;
    return;
  }
  switch (op) {
  case SpvOpConstantTrue: case SpvOpConstantFalse: case SpvOpSpecConstantTrue: case SpvOpSpecConstantFalse:
    nvsp_need(s, 3, 3);
    if (rt->op != SpvOpTypeBool) NVSP_ERR("result type %%%u is not a boolean type", rtid);
    c = nvsp_cval_new(s, rtid, NVSP_C_SCALAR);
    c->bits = op == SpvOpConstantTrue || op == SpvOpSpecConstantTrue;
    if (op == SpvOpSpecConstantTrue || op == SpvOpSpecConstantFalse) {
      ov = nvsp_spec_override(s, id, &specid);
      if (ov) c->bits = nvsp_parse_spec_text(s, rt, specid, ov);
    }
    break;
  case SpvOpConstant: case SpvOpSpecConstant: {
    uint32_t nwords;
    if (rt->op != SpvOpTypeInt && rt->op != SpvOpTypeFloat)
      NVSP_ERR("result type %%%u is not an integer or floating-point type", rtid);
    nwords = rt->width > 32 ? 2 : 1;
    nvsp_need(s, 3 + nwords, 3 + nwords);
    c = nvsp_cval_new(s, rtid, NVSP_C_SCALAR);
    c->bits = nvsp_w(s, 3);
    if (nwords == 2) c->bits |= (uint64_t)nvsp_w(s, 4) << 32;
    c->bits &= nvsp_mask(rt->width);
    if (op == SpvOpSpecConstant) {
      ov = nvsp_spec_override(s, id, &specid);
      if (ov) c->bits = nvsp_parse_spec_text(s, rt, specid, ov);
    }
    break;
  }
  case SpvOpConstantComposite: case SpvOpSpecConstantComposite: {
    uint32_t n = s->cur_wc - 3, k;
    if (rt->op != SpvOpTypeVector && rt->op != SpvOpTypeMatrix && rt->op != SpvOpTypeArray &&
        rt->op != SpvOpTypeStruct)
      NVSP_ERR("result type %%%u is not a composite type", rtid);
    if (n != rt->count) NVSP_ERR("%u constituents for a composite of %u", n, rt->count);
    c = nvsp_cval_new(s, rtid, NVSP_C_COMPOSITE);
    c->n = n;
    c->elems = (nvsp_cval **)nvsp_alloc(s, sizeof(nvsp_cval *) * (n ? n : 1));
    for (k = 0; k < n; k++) {
      uint32_t et = rt->op == SpvOpTypeStruct ? rt->mem[k] : rt->elem;
      nvsp_type *ett = NVSP_TYPE(et), *ct;
      c->elems[k] = nvsp_cval_of(s, nvsp_w(s, 3 + k), "constituent");
      ct = NVSP_TYPE(c->elems[k]->type);
      if (ct != ett && (ct->ir != ett->ir || ct->irmem != ett->irmem || !ct->ir))
        NVSP_ERR("constituent %u has type %%%u, expected %%%u", k, c->elems[k]->type, et);
    }
    break;
  }
  case SpvOpConstantNull:
    nvsp_need(s, 3, 3);
    if (!rt->ir || rt->op == SpvOpTypeVoid) NVSP_ERR("OpConstantNull of a type without values");
    c = nvsp_cval_new(s, rtid, NVSP_C_NULL);
    break;
  case SpvOpSpecConstantOp:
    nvsp_need(s, 5, 0xFFFFFFFFu);
    c = nvsp_fold_spec_op(s, rtid);
    if (c->type != rtid) {
      nvsp_type *ct = NVSP_TYPE(c->type);
      if (ct->ir != rt->ir) NVSP_ERR("OpSpecConstantOp result does not have the result type");
      {
        nvsp_cval *d = nvsp_cval_new(s, rtid, c->kind);
        *d = *c;
        d->type = rtid;
        d->ir = NULL;
        c = d;
      }
    }
    break;
  default:
    NVSP_UNSUP("this kind of constant is not supported");
  }
  e = nvsp_def(s, id, NVSP_K_CONST);
  e->type_id = rtid;
  e->cv = c;
  e->is_spec = op == SpvOpSpecConstant || op == SpvOpSpecConstantTrue || op == SpvOpSpecConstantFalse ||
               op == SpvOpSpecConstantComposite || op == SpvOpSpecConstantOp;
}

/* Writes a constant's bytes at `off` in buf, by the type's memory layout. */
static void nvsp_const_bytes(nvsp_state *s, nvsp_cval *c, nvsp_type *t, uint8_t *buf, uint64_t size,
                             uint64_t off, uint32_t mstride, int rowmajor) {
  uint32_t k;
  if (c->kind == NVSP_C_NULL || c->kind == NVSP_C_UNDEF) return; /* the buffer is zeroed */
  if (nvsp_is_scalar(t)) {
    uint32_t nb = t->op == SpvOpTypeBool ? 1 : t->width / 8, i;
    if (off + nb > size) NVSP_ERR("constant does not fit its type's layout");
    for (i = 0; i < nb; i++) buf[off + i] = (uint8_t)(c->bits >> (8 * i));
    return;
  }
  if (c->kind != NVSP_C_COMPOSITE) return;
  for (k = 0; k < c->n; k++) {
    uint64_t o;
    nvsp_type *et;
    uint32_t ms = 0;
    int rm = 0;
    switch (t->op) {
    case SpvOpTypeVector: et = NVSP_TYPE(t->elem); o = off + (uint64_t)k * (et->width / 8); break;
    case SpvOpTypeMatrix: {
      nvsp_type *col = NVSP_TYPE(t->elem), *sc = NVSP_TYPE(col->elem);
      uint32_t r;
      nvsp_cval *cc = c->elems[k];
      for (r = 0; r < col->count; r++) {
        nvsp_cval *x = cc->kind == NVSP_C_COMPOSITE ? cc->elems[r] : cc;
        uint64_t eo = rowmajor ? off + (uint64_t)r * mstride + (uint64_t)k * (sc->width / 8)
                               : off + (uint64_t)k * (mstride ? mstride : col->size) + (uint64_t)r * (sc->width / 8);
        nvsp_const_bytes(s, x, sc, buf, size, eo, 0, 0);
      }
      continue;
    }
    case SpvOpTypeArray: et = NVSP_TYPE(t->elem); o = off + (uint64_t)k * t->stride; ms = mstride; rm = rowmajor; break;
    case SpvOpTypeStruct:
      et = NVSP_TYPE(t->mem[k]);
      o = off + t->offs[k];
      ms = t->mstride[k];
      rm = t->rowmajor[k];
      break;
    default: return;
    }
    nvsp_const_bytes(s, c->elems[k], et, buf, size, o, ms, rm);
  }
}

/* The IR constant for a value tree: of the value type, or (mem) of the memory type. */
static nvcg_value *nvsp_const_ir(nvsp_state *s, nvsp_cval *c, int mem) {
  nvsp_type *t = NVSP_TYPE(c->type);
  nvcg_type *ty = mem ? t->irmem : t->ir;
  nvcg_value *v = NULL;
  if (!mem && c->ir) return c->ir;
  if (!ty) nvsp_ir_type(s, c->type);
  if (c->kind == NVSP_C_UNDEF) v = nvcg_const_undef(ty);
  else if (c->kind == NVSP_C_NULL) v = nvcg_const_zero(ty);
  else if (c->kind == NVSP_C_SCALAR) {
    if (t->op == SpvOpTypeFloat) v = nvcg_const_fp_bits(ty, c->bits, 0);
    else if (t->op == SpvOpTypeInt || t->op == SpvOpTypeBool) v = nvcg_const_int(ty, c->bits);
    else NVSP_ERR("scalar constant of a non-scalar type");
  } else if (mem && nvcg_type_get_kind(ty) == NVCG_TYPE_ARRAY &&
             nvcg_type_get_kind(nvcg_type_element(ty)) == NVCG_TYPE_INT &&
             nvcg_type_int_bits(nvcg_type_element(ty)) == 8 &&
             !(t->op == SpvOpTypeArray && NVSP_TYPE(t->elem)->irmem == nvcg_type_element(ty))) {
    /* explicitly laid out: serialize */
    uint64_t n = nvcg_type_count(ty);
    uint8_t *buf;
    if (n > ((uint64_t)1 << 26)) NVSP_UNSUP("constant initializer of %llu bytes is too large", (unsigned long long)n);
    buf = (uint8_t *)nvsp_alloc(s, (size_t)n + 1);
    nvsp_const_bytes(s, c, t, buf, n, 0, 0, 0);
    v = nvcg_const_string(s->ctx, (const char *)buf, (size_t)n, 0);
  } else {
    uint32_t k;
    nvcg_value **el;
    if (c->n > NVSP_MAX_LEAVES * 4) NVSP_UNSUP("constant composite of %u elements is too large", c->n);
    el = (nvcg_value **)nvsp_alloc(s, sizeof(nvcg_value *) * (c->n ? c->n : 1));
    for (k = 0; k < c->n; k++) el[k] = nvsp_const_ir(s, c->elems[k], mem);
    if (t->op == SpvOpTypeVector) v = nvcg_const_vector(el, c->n);
    else if (t->op == SpvOpTypeStruct) v = nvcg_const_struct(ty, el, c->n);
    else v = nvcg_const_array(ty, el, c->n);
  }
  if (!v) NVSP_ERR("cannot build this constant in IR (see above)");
  if (!mem) c->ir = v;
  return v;
}

/* ------------------------------------------------------------------------------------
 * The module: header, capabilities, entry points, debug names, decorations, and the
 * module-scope declarations (types, constants, variables).
 * ---------------------------------------------------------------------------------- */

static void nvsp_capability(nvsp_state *s, uint32_t cap) {
  switch (cap) {
  case SpvCapabilityMatrix: case SpvCapabilityShader: case SpvCapabilityAddresses:
  case SpvCapabilityLinkage: case SpvCapabilityVector16: case SpvCapabilityFloat16Buffer:
  case SpvCapabilityFloat16: case SpvCapabilityFloat64: case SpvCapabilityInt64:
  case SpvCapabilityInt64Atomics: case SpvCapabilityGroups: case SpvCapabilityInt16:
  case SpvCapabilityInt8: case SpvCapabilityGenericPointer:
  case SpvCapabilityStorageBuffer16BitAccess: case SpvCapabilityUniformAndStorageBuffer16BitAccess:
  case SpvCapabilityStoragePushConstant16: case SpvCapabilityStorageInputOutput16:
  case SpvCapabilityStorageBuffer8BitAccess: case SpvCapabilityUniformAndStorageBuffer8BitAccess:
  case SpvCapabilityStoragePushConstant8:
  case SpvCapabilityGroupNonUniform: case SpvCapabilityGroupNonUniformVote:
  case SpvCapabilityGroupNonUniformArithmetic: case SpvCapabilityGroupNonUniformBallot:
  case SpvCapabilityGroupNonUniformShuffle: case SpvCapabilityGroupNonUniformShuffleRelative:
  case SpvCapabilityGroupNonUniformClustered: case SpvCapabilityGroupNonUniformQuad:
  case SpvCapabilityVariablePointers: case SpvCapabilityVariablePointersStorageBuffer:
  case SpvCapabilityPhysicalStorageBufferAddresses: case SpvCapabilityVulkanMemoryModel:
  case SpvCapabilityVulkanMemoryModelDeviceScope: case SpvCapabilityDenormPreserve:
  case SpvCapabilityDenormFlushToZero: case SpvCapabilitySignedZeroInfNanPreserve:
  case SpvCapabilityRoundingModeRTE: case SpvCapabilityRoundingModeRTZ:
  case SpvCapabilityShaderNonUniform: case SpvCapabilitySubgroupBallotKHR:
  case SpvCapabilitySubgroupVoteKHR: case SpvCapabilityAtomicFloat32AddEXT:
  case SpvCapabilityAtomicFloat64AddEXT: case SpvCapabilityAtomicFloat32MinMaxEXT:
  case SpvCapabilityAtomicFloat64MinMaxEXT: case SpvCapabilityExpectAssumeKHR:
  case SpvCapabilityBitInstructions: case SpvCapabilityStorageBufferArrayDynamicIndexing:
  case SpvCapabilityUniformBufferArrayDynamicIndexing:
  case SpvCapabilityWorkgroupMemoryExplicitLayoutKHR:
  /* images (see "Images"): what cannot be translated is refused where it is used */
  case SpvCapabilityImageQuery: case SpvCapabilitySampled1D: case SpvCapabilityImage1D:
  case SpvCapabilityStorageImageExtendedFormats: case SpvCapabilityStorageImageReadWithoutFormat:
  case SpvCapabilityStorageImageWriteWithoutFormat: case SpvCapabilitySampledImageArrayDynamicIndexing:
  case SpvCapabilityStorageImageArrayDynamicIndexing:
    if (cap == SpvCapabilityKernel) s->is_kernel_env = 1;
    return;
  case SpvCapabilityKernel:
    s->is_kernel_env = 1;
    return;
  default:
    NVSP_UNSUP("capability %s is not supported", NVSP_NAME(nvsp_cap_names, "capability", cap));
  }
}

/* Pass A: everything that is not a declaration with a value: capabilities, extensions,
 * imports, memory model, entry points, execution modes, names and decorations. Also
 * finds the functions and their call edges. */
static void nvsp_scan(nvsp_state *s) {
  size_t off = 5;
  nvsp_func *fn = NULL;
  uint32_t capfn = 0, capent = 0, capcallees = 0;
  int in_function = 0;
  while (off < s->nw) {
    uint32_t op, wc;
    nvsp_at(s, off);
    op = s->cur_op;
    wc = s->cur_wc;
    if (wc == 0) NVSP_ERR("instruction with word count 0");
    if (wc > s->nw - off) NVSP_ERR("truncated instruction: %u words, %zu left in the module", wc, s->nw - off);
    switch (op) {
    case SpvOpCapability: nvsp_need(s, 2, 2); nvsp_capability(s, nvsp_w(s, 1)); break;
    case SpvOpExtension: nvsp_need(s, 2, 0xFFFFFFFFu); (void)nvsp_str(s, 1, NULL); break;
    case SpvOpExtInstImport: {
      const char *n;
      nvsp_id *e;
      nvsp_need(s, 3, 0xFFFFFFFFu);
      n = nvsp_str(s, 2, NULL);
      e = nvsp_def(s, nvsp_w(s, 1), NVSP_K_EXTSET);
      if (!strcmp(n, "GLSL.std.450")) e->extset = NVSP_SET_GLSL;
      else if (!strcmp(n, "OpenCL.std")) e->extset = NVSP_SET_OPENCL;
      else if (!strncmp(n, "NonSemantic.", 12) || !strcmp(n, "OpenCL.DebugInfo.100") || !strcmp(n, "DebugInfo"))
        e->extset = NVSP_SET_IGNORED;
      else e->extset = NVSP_SET_OTHER;
      e->str = n;
      break;
    }
    case SpvOpMemoryModel:
      nvsp_need(s, 3, 3);
      s->addressing = nvsp_w(s, 1);
      s->memory_model = nvsp_w(s, 2);
      if (s->addressing == SpvAddressingModelPhysical32)
        NVSP_UNSUP("Physical32 addressing (32-bit pointers) is not supported; use Physical64");
      if (s->addressing != SpvAddressingModelLogical && s->addressing != SpvAddressingModelPhysical64 &&
          s->addressing != SpvAddressingModelPhysicalStorageBuffer64)
        NVSP_UNSUP("addressing model %u is not supported", s->addressing);
      break;
    case SpvOpEntryPoint: {
      nvsp_entry *en;
      uint32_t next;
      nvsp_need(s, 4, 0xFFFFFFFFu);
      s->entries = (nvsp_entry *)nvsp_grow(s, s->entries, &capent, s->nentries + 1, sizeof(nvsp_entry));
      en = &s->entries[s->nentries++];
      en->model = nvsp_w(s, 1);
      en->fn = nvsp_w(s, 2);
      nvsp_id_get(s, en->fn);
      en->name = nvsp_str(s, 3, &next);
      en->word = off;
      for (; next < wc; next++) nvsp_id_get(s, nvsp_w(s, next));
      break;
    }
    case SpvOpExecutionMode: case SpvOpExecutionModeId: {
      uint32_t f, mode, i;
      nvsp_need(s, 3, 0xFFFFFFFFu);
      f = nvsp_w(s, 1);
      mode = nvsp_w(s, 2);
      for (i = 0; i < s->nentries; i++) {
        nvsp_entry *en = &s->entries[i];
        if (en->fn != f) continue;
        if (mode == SpvExecutionModeLocalSize && op == SpvOpExecutionMode) {
          nvsp_need(s, 6, 6);
          en->local[0] = nvsp_w(s, 3);
          en->local[1] = nvsp_w(s, 4);
          en->local[2] = nvsp_w(s, 5);
          en->has_local = 1;
        } else if (mode == SpvExecutionModeLocalSizeId && op == SpvOpExecutionModeId) {
          nvsp_need(s, 6, 6);
          en->local_id[0] = nvsp_w(s, 3);
          en->local_id[1] = nvsp_w(s, 4);
          en->local_id[2] = nvsp_w(s, 5);
          en->has_local_id = 1;
        } else if (mode == SpvExecutionModeContractionOff) {
          en->contraction_off = 1;
        } else if (mode == SpvExecutionModeSubgroupSize) {
          nvsp_need(s, 4, 4);
          en->subgroup_size = nvsp_w(s, 3);
        }
      }
      break;
    }
    case SpvOpName: {
      nvsp_id *e;
      nvsp_need(s, 3, 0xFFFFFFFFu);
      e = nvsp_id_get(s, nvsp_w(s, 1));
      e->name = nvsp_str(s, 2, NULL);
      break;
    }
    case SpvOpMemberName: nvsp_need(s, 4, 0xFFFFFFFFu); nvsp_id_get(s, nvsp_w(s, 1)); (void)nvsp_str(s, 3, NULL); break;
    case SpvOpString: {
      nvsp_id *e;
      nvsp_need(s, 3, 0xFFFFFFFFu);
      e = nvsp_def(s, nvsp_w(s, 1), NVSP_K_STRING);
      e->str = nvsp_str(s, 2, NULL);
      break;
    }
    case SpvOpDecorate: case SpvOpDecorateId: case SpvOpDecorateString:
      nvsp_need(s, 3, 0xFFFFFFFFu);
      nvsp_add_deco(s, nvsp_w(s, 1), -1, nvsp_w(s, 2), &s->w[off + 3], wc - 3);
      break;
    case SpvOpMemberDecorate: case SpvOpMemberDecorateString:
      nvsp_need(s, 4, 0xFFFFFFFFu);
      if (nvsp_w(s, 2) > 0x7FFFFFFFu) NVSP_ERR("member index %u is out of range", nvsp_w(s, 2));
      nvsp_add_deco(s, nvsp_w(s, 1), (int32_t)nvsp_w(s, 2), nvsp_w(s, 3), &s->w[off + 4], wc - 4);
      break;
    case SpvOpDecorationGroup: nvsp_need(s, 2, 2); nvsp_def(s, nvsp_w(s, 1), NVSP_K_GROUP); break;
    case SpvOpGroupDecorate: case SpvOpGroupMemberDecorate: {
      uint32_t g, i, step = op == SpvOpGroupDecorate ? 1 : 2, di;
      nvsp_id *ge;
      nvsp_need(s, 2, 0xFFFFFFFFu);
      g = nvsp_w(s, 1);
      ge = nvsp_id_get(s, g);
      if (ge->kind != NVSP_K_GROUP) NVSP_ERR("%%%u is not a decoration group", g);
      if ((wc - 2) % step) NVSP_ERR("OpGroupMemberDecorate needs (target, member) pairs");
      for (i = 2; i < wc; i += step) {
        uint32_t t = nvsp_w(s, i);
        int32_t mem = -1;
        if (step == 2) {
          if (nvsp_w(s, i + 1) > 0x7FFFFFFFu) NVSP_ERR("member index out of range");
          mem = (int32_t)nvsp_w(s, i + 1);
        }
        if (t == g) NVSP_ERR("a decoration group cannot decorate itself");
        for (di = ge->deco; di;) {
          nvsp_deco d = s->decos[di - 1];
          if (d.member == -1) nvsp_add_deco(s, t, mem, d.deco, d.args, d.nargs);
          di = d.next;
          ge = nvsp_id_get(s, g); /* the table may have grown */
        }
      }
      break;
    }
    case SpvOpFunction: {
      uint32_t id;
      nvsp_id *e;
      nvsp_need(s, 5, 5);
      if (in_function) NVSP_ERR("OpFunction inside a function");
      if (!s->first_function) s->first_function = off;
      id = nvsp_w(s, 2);
      e = nvsp_def(s, id, NVSP_K_FUNC);
      e->type_id = nvsp_w(s, 1);
      fn = e->fn = (nvsp_func *)nvsp_alloc(s, sizeof(nvsp_func));
      fn->id = id;
      fn->begin = off;
      fn->ret = nvsp_w(s, 1);
      fn->fty = nvsp_w(s, 4);
      fn->is_decl = 1;
      s->funcs = (nvsp_func **)nvsp_grow(s, s->funcs, &capfn, s->nfuncs + 1, sizeof(nvsp_func *));
      s->funcs[s->nfuncs++] = fn;
      capcallees = 0;
      in_function = 1;
      break;
    }
    case SpvOpFunctionEnd:
      nvsp_need(s, 1, 1);
      if (!in_function) NVSP_ERR("OpFunctionEnd outside a function");
      fn->end = off + 1;
      in_function = 0;
      break;
    case SpvOpLabel:
      if (!in_function) NVSP_ERR("OpLabel outside a function");
      fn->is_decl = 0;
      break;
    case SpvOpFunctionCall:
      nvsp_need(s, 4, 0xFFFFFFFFu);
      if (!in_function) NVSP_ERR("OpFunctionCall outside a function");
      fn->callees = (uint32_t *)nvsp_grow(s, fn->callees, &capcallees, fn->ncallees + 1, sizeof(uint32_t));
      fn->callees[fn->ncallees++] = nvsp_w(s, 3);
      break;
    case SpvOpArrayLength: s->uses_array_length = 1; break;
    default: break;
    }
    if (!in_function && s->first_function && op != SpvOpFunction && op != SpvOpFunctionEnd && op != SpvOpLine &&
        op != SpvOpNoLine && op != SpvOpNop && !(op == SpvOpExtInst && wc >= 4))
      NVSP_ERR("instruction outside a function after the first function");
    off += wc;
  }
  nvsp_noinst(s);
  if (in_function) NVSP_ERR("the module ends inside function %%%u (no OpFunctionEnd)", fn->id);
}

/* ---- module-scope variables ---- */

static void nvsp_def_global_var(nvsp_state *s) {
  uint32_t ptid, id, sc, init = 0;
  nvsp_type *pt, *vt;
  nvsp_id *e;
  nvsp_gvar *gv;
  int found;
  nvsp_need(s, 4, 5);
  ptid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  sc = nvsp_w(s, 3);
  if (s->cur_wc == 5) init = nvsp_w(s, 4);
  pt = NVSP_RTYPE(ptid);
  if (pt->op != SpvOpTypePointer) NVSP_ERR("result type %%%u of a variable is not a pointer type", ptid);
  if (pt->storage != sc) NVSP_ERR("the variable's storage class differs from its pointer type's");
  if (sc == SpvStorageClassFunction) NVSP_ERR("Function variables must be declared inside a function");
  vt = NVSP_TYPE(pt->elem);
  e = nvsp_def(s, id, NVSP_K_VAR);
  e->type_id = ptid;
  gv = e->gv = (nvsp_gvar *)nvsp_alloc(s, sizeof(nvsp_gvar));
  gv->id = id;
  gv->storage = sc;
  gv->pointee = pt->elem;
  gv->builtin = nvsp_deco_arg(s, id, -1, SpvDecorationBuiltIn, 0, &found);
  if (found) {
    gv->kind = NVSP_GV_BUILTIN;
    if (sc != SpvStorageClassInput) NVSP_UNSUP("built-in variables in storage class %s are not supported", NVSP_NAME(nvsp_sc_names, "storage class", sc));
    return;
  }
  switch (sc) {
  case SpvStorageClassInput: case SpvStorageClassOutput:
    NVSP_UNSUP("%s variables other than built-ins do not exist in compute kernels", sc == SpvStorageClassInput ? "Input" : "Output");
  case SpvStorageClassStorageBuffer: case SpvStorageClassUniform: case SpvStorageClassPushConstant:
  case SpvStorageClassPrivate:
    gv->kind = NVSP_GV_ENV;
    return;
  case SpvStorageClassWorkgroup: case SpvStorageClassCrossWorkgroup: case SpvStorageClassUniformConstant: {
    nvcg_value *g;
    const nvsp_deco *link = nvsp_find_deco(s, id, -1, SpvDecorationLinkageAttributes);
    uint32_t align = nvsp_deco_arg(s, id, -1, SpvDecorationAlignment, 0, NULL);
    const char *lname = NULL;
    int lk;
    gv->kind = NVSP_GV_GLOBAL;
    if (sc == SpvStorageClassUniformConstant && nvsp_img_descriptor(s, vt)) {
      /* a storage image or combined image sampler: an i64 object parameter (see "Images") */
      gv->kind = NVSP_GV_ENV;
      return;
    }
    if (!vt->irmem || !vt->sized) {
      /* images and samplers (UniformConstant in shaders): an error only if used */
      return;
    }
    lk = link ? nvsp_linkage(s, id, &lname) : -1;
    g = nvsp_chk(s, nvcg_global_add(s->m, vt->irmem, lk >= 0 ? lname : e->name && *e->name ? e->name : "spv_var",
                                    nvsp_addrspace(s, sc)));
    if (lk == SpvLinkageTypeImport) {
      /* defined by another module: an external declaration for nvcg_module_link */
      if (init) NVSP_ERR("imported variable %s has an initializer", lname);
      nvcg_global_set_linkage(g, NVCG_LINKAGE_EXTERNAL);
      gv->global = g;
      e->v.ir = g;
      return;
    }
    if (align & (align - 1)) NVSP_ERR("Alignment %u is not a power of two", align);
    if (align || vt->align > nvcg_type_align(vt->irmem))
      nvcg_global_set_align(g, align > vt->align ? align : vt->align);
    if (link && link->nargs >= 2 && link->args[link->nargs - 1] == SpvLinkageTypeExport)
      nvcg_global_set_linkage(g, NVCG_LINKAGE_EXTERNAL);
    else
      nvcg_global_set_linkage(g, NVCG_LINKAGE_INTERNAL);
    if (init) {
      nvsp_id *ie = nvsp_id_get(s, init);
      if (ie->kind == NVSP_K_VAR && ie->gv && ie->gv->global && vt->op == SpvOpTypePointer)
        nvcg_global_set_initializer(g, ie->gv->global);
      else {
        nvsp_cval *cv = nvsp_cval_of(s, init, "initializer");
        if (cv->type != pt->elem && NVSP_TYPE(cv->type)->irmem != vt->irmem)
          NVSP_ERR("initializer %%%u does not have the variable's type", init);
        nvcg_global_set_initializer(g, nvsp_const_ir(s, cv, 1));
      }
    } else if (sc == SpvStorageClassWorkgroup) {
      nvcg_global_set_initializer(g, nvcg_const_undef(vt->irmem));
    } else {
      nvcg_global_set_initializer(g, nvcg_const_zero(vt->irmem));
    }
    if (sc == SpvStorageClassUniformConstant || nvsp_has_deco(s, id, SpvDecorationConstant))
      nvcg_global_set_constant(g, 1);
    gv->global = g;
    e->v.ir = g;
    return;
  }
  default:
    NVSP_UNSUP("module-scope variables in storage class %s are not supported",
               NVSP_NAME(nvsp_sc_names, "storage class", sc));
  }
}

/* Pass B: the declarations between the annotations and the first function. */
static void nvsp_declarations(nvsp_state *s) {
  size_t off = 5, end = s->first_function ? s->first_function : s->nw;
  while (off < end) {
    nvsp_at(s, off);
    switch (s->cur_op) {
    case SpvOpTypeVoid: case SpvOpTypeBool: case SpvOpTypeInt: case SpvOpTypeFloat:
    case SpvOpTypeVector: case SpvOpTypeMatrix: case SpvOpTypeImage: case SpvOpTypeSampler:
    case SpvOpTypeSampledImage: case SpvOpTypeArray: case SpvOpTypeRuntimeArray:
    case SpvOpTypeStruct: case SpvOpTypeOpaque: case SpvOpTypePointer: case SpvOpTypeFunction:
    case SpvOpTypeEvent: case SpvOpTypeDeviceEvent: case SpvOpTypeReserveId: case SpvOpTypeQueue:
    case SpvOpTypePipe: case SpvOpTypeForwardPointer: case SpvOpTypePipeStorage:
    case SpvOpTypeNamedBarrier: case SpvOpTypeAccelerationStructureKHR: case SpvOpTypeRayQueryKHR:
      nvsp_def_type(s);
      break;
    case SpvOpConstantTrue: case SpvOpConstantFalse: case SpvOpConstant: case SpvOpConstantComposite:
    case SpvOpConstantNull: case SpvOpSpecConstantTrue: case SpvOpSpecConstantFalse:
    case SpvOpSpecConstant: case SpvOpSpecConstantComposite: case SpvOpSpecConstantOp:
    case SpvOpUndef:
      nvsp_def_const(s);
      break;
    case SpvOpConstantSampler: NVSP_UNSUP("samplers are not supported");
    case SpvOpConstantPipeStorage: NVSP_UNSUP("pipes are not supported");
    case SpvOpVariable: {
      nvsp_gvar *gv;
      nvsp_def_global_var(s);
      gv = nvsp_id_find(s, nvsp_w(s, 2))->gv;
      s->gvars = (nvsp_gvar **)nvsp_grow(s, s->gvars, &s->capgvars, s->ngvars + 1, sizeof(nvsp_gvar *));
      s->gvars[s->ngvars++] = gv;
      break;
    }
    case SpvOpExtInst: {
      nvsp_id *e;
      nvsp_need(s, 5, 0xFFFFFFFFu);
      e = nvsp_id_get(s, nvsp_w(s, 3));
      if (e->kind != NVSP_K_EXTSET || e->extset != NVSP_SET_IGNORED)
        NVSP_ERR("only non-semantic extended instructions may appear outside functions");
      break;
    }
    case SpvOpCapability: case SpvOpExtension: case SpvOpExtInstImport: case SpvOpMemoryModel:
    case SpvOpEntryPoint: case SpvOpExecutionMode: case SpvOpExecutionModeId: case SpvOpString:
    case SpvOpSourceExtension: case SpvOpSource: case SpvOpSourceContinued: case SpvOpName:
    case SpvOpMemberName: case SpvOpModuleProcessed: case SpvOpDecorate: case SpvOpMemberDecorate:
    case SpvOpDecorationGroup: case SpvOpGroupDecorate: case SpvOpGroupMemberDecorate:
    case SpvOpDecorateId: case SpvOpDecorateString: case SpvOpMemberDecorateString:
    case SpvOpLine: case SpvOpNoLine: case SpvOpNop:
      break;
    default:
      NVSP_ERR("instruction not allowed outside a function");
    }
    off += s->cur_wc;
  }
  nvsp_noinst(s);
}

/* ------------------------------------------------------------------------------------
 * Values inside functions.
 * ---------------------------------------------------------------------------------- */

static nvcg_type *nvsp_i1(nvsp_state *s) { return nvcg_type_int(s->ctx, 1); }
static nvcg_type *nvsp_i8(nvsp_state *s) { return nvcg_type_int(s->ctx, 8); }
static nvcg_type *nvsp_i32(nvsp_state *s) { return nvcg_type_int(s->ctx, 32); }
static nvcg_type *nvsp_i64(nvsp_state *s) { return nvcg_type_int(s->ctx, 64); }
static nvcg_value *nvsp_c32(nvsp_state *s, uint64_t v) { return nvcg_const_int(nvsp_i32(s), v); }
static nvcg_value *nvsp_c64(nvsp_state *s, uint64_t v) { return nvcg_const_int(nvsp_i64(s), v); }

/* Reads operand `id` as a value (constants are materialized, variables are pointers).
 * *type_out receives its SPIR-V type id. */
static nvsp_val nvsp_get(nvsp_state *s, uint32_t id, uint32_t *type_out) {
  nvsp_id *e = nvsp_id_get(s, id);
  nvsp_val v;
  memset(&v, 0, sizeof v);
  v.comp = -1;
  switch (e->kind) {
  case NVSP_K_VALUE:
    if (e->stamp != s->stamp) NVSP_ERR("id %%%u is defined in another function", id);
    if (type_out) *type_out = e->type_id;
    v = e->v;
    if (v.ir && !v.align && !v.builtin_ptr) {
      /* a pointer of unknown provenance (parameter, phi, select, loaded) into an
       * explicitly laid out type: only component alignment is certain */
      nvsp_type *pt = NVSP_TYPE(e->type_id);
      if (pt->op == SpvOpTypePointer && pt->elem &&
          (NVSP_TYPE(pt->elem)->explicit_layout || pt->storage == SpvStorageClassStorageBuffer ||
           pt->storage == SpvStorageClassUniform || pt->storage == SpvStorageClassPushConstant ||
           pt->storage == SpvStorageClassPhysicalStorageBuffer))
        v.align = NVSP_ALIGN_COMPONENT;
    }
    return v;
  case NVSP_K_CONST:
    if (type_out) *type_out = e->type_id;
    v.ir = nvsp_const_ir(s, e->cv, 0);
    return v;
  case NVSP_K_UNDEF:
    if (e->stamp && e->stamp != s->stamp) NVSP_ERR("id %%%u is defined in another function", id);
    if (type_out) *type_out = e->type_id;
    v.ir = nvcg_const_undef(nvsp_ir_type(s, e->type_id));
    return v;
  case NVSP_K_VAR: {
    nvsp_gvar *gv = e->gv;
    if (type_out) *type_out = e->type_id;
    if (gv->kind == NVSP_GV_BUILTIN) {
      v.builtin_ptr = 1;
      v.builtin = gv->builtin;
      return v;
    }
    if (gv->kind == NVSP_GV_GLOBAL) {
      nvsp_type *vt = NVSP_TYPE(gv->pointee);
      if (!gv->global) nvsp_ir_type(s, gv->pointee), NVSP_UNSUP("variable %%%u cannot be translated", id);
      v.ir = gv->global;
      v.align = nvsp_deco_arg(s, id, -1, SpvDecorationAlignment, 0, NULL);
      if (vt->explicit_layout && vt->align > v.align) v.align = vt->align;
      return v;
    }
    {
      nvsp_env *en = NULL;
      uint32_t i;
      for (i = 0; i < s->nenv; i++)
        if (s->env[i].var == id && !s->env[i].var2) {
          en = &s->env[i];
          break;
        }
      if (!en || !s->envv) NVSP_ERR("variable %%%u is not available in this function", id);
      v.volat = nvsp_has_deco(s, id, SpvDecorationVolatile) || nvsp_has_deco(s, id, SpvDecorationCoherent);
      if (NVSP_TYPE(gv->pointee)->op == SpvOpTypeArray && (en->kind == NVSP_ENV_BUFFER || en->kind == NVSP_ENV_IMAGE)) {
        /* an array of buffer (or image) descriptors: the access chain picks one */
        v.is_desc = 1;
        v.desc_env = i;
        return v;
      }
      v.ir = s->envv[en->slot];
      if (en->kind == NVSP_ENV_BUFFER) {
        v.align = s->opt.buffer_align;
        v.buf_env = i + 1;
      } else if (en->kind == NVSP_ENV_PUSH) {
        v.align = NVSP_TYPE(gv->pointee)->align < 4 ? 4 : NVSP_TYPE(gv->pointee)->align;
      } else {
        v.align = 0;
      }
      return v;
    }
  }
  default:
    if (e->kind == NVSP_K_NONE) NVSP_ERR("id %%%u is used but never defined (or defined later)", id);
    NVSP_ERR("id %%%u is %s, not a value", id, nvsp_kind_name(e->kind));
  }
}

static int nvsp_is_desc_array(const nvsp_val *v) { return v->is_desc; }

/* An operand as an IR value, optionally checked against an expected type id. */
static nvcg_value *nvsp_value(nvsp_state *s, uint32_t id, uint32_t expect, uint32_t *type_out) {
  uint32_t t = 0;
  nvsp_val v = nvsp_get(s, id, &t);
  if (!v.ir) NVSP_ERR("%%%u cannot be used as a value here", id);
  if (expect && t != expect) {
    nvsp_type *a = NVSP_TYPE(t), *b = NVSP_TYPE(expect);
    if (a->ir != b->ir || !a->ir) NVSP_ERR("operand %%%u has type %%%u, expected type %%%u", id, t, expect);
  }
  if (type_out) *type_out = t;
  return v.ir;
}

/* Names an instruction result after OpName, and records it for `id`. */
static void nvsp_set(nvsp_state *s, uint32_t id, uint32_t type_id, nvcg_value *ir) {
  nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
  e->type_id = type_id;
  e->stamp = s->stamp;
  e->v.ir = ir;
  if (e->name && *e->name && nvcg_value_is_instruction(ir) && !*nvcg_value_name(ir))
    nvcg_value_set_name(ir, e->name);
}

static void nvsp_set_val(nvsp_state *s, uint32_t id, uint32_t type_id, nvsp_val v) {
  nvsp_set(s, id, type_id, v.ir);
  nvsp_id_find(s, id)->v = v;
}

/* ---- arithmetic helpers over IR ---- */

#define NVSP_B(x) nvsp_chk(s, (x))

/* Integer scalar constants of up to 64 bits fold here, so that translations built from
 * constant operands (bit-field masks, built-in arithmetic) come out folded; everything
 * else is built. Folds never hide undefined behaviour: shifts by the width or more and
 * division by zero are left to the IR. */
static int nvsp_cint(nvcg_value *v, uint64_t *x, unsigned *bits) {
  uint64_t lo, hi;
  nvcg_type *t;
  if (!v || !nvcg_value_is_constant(v)) return 0;
  t = nvcg_value_type(v);
  if (nvcg_type_get_kind(t) != NVCG_TYPE_INT || nvcg_type_int_bits(t) > 64) return 0;
  if (!nvcg_const_int_value(v, &lo, &hi)) return 0;
  *x = lo;
  *bits = nvcg_type_int_bits(t);
  return 1;
}

static nvcg_value *nvsp_bin(nvsp_state *s, nvcg_opcode op, nvcg_value *a, nvcg_value *b, unsigned fl) {
  uint64_t x, y, r;
  unsigned w, w2;
  if (nvsp_cint(a, &x, &w) && nvsp_cint(b, &y, &w2) && w == w2) {
    int ok = 1;
    int64_t sx = nvsp_sext(x, w);
    switch (op) {
    case NVCG_OP_ADD: r = x + y; break;
    case NVCG_OP_SUB: r = x - y; break;
    case NVCG_OP_MUL: r = x * y; break;
    case NVCG_OP_AND: r = x & y; break;
    case NVCG_OP_OR: r = x | y; break;
    case NVCG_OP_XOR: r = x ^ y; break;
    case NVCG_OP_SHL: ok = y < w; r = ok ? x << y : 0; break;
    case NVCG_OP_LSHR: ok = y < w; r = ok ? x >> y : 0; break;
    case NVCG_OP_ASHR: ok = y < w; r = ok ? (uint64_t)(sx >> y) : 0; break;
    case NVCG_OP_UDIV: ok = y != 0; r = ok ? x / y : 0; break;
    case NVCG_OP_UREM: ok = y != 0; r = ok ? x % y : 0; break;
    default: ok = 0; r = 0; break;
    }
    if (ok && !(fl & (NVCG_FLAG_NSW | NVCG_FLAG_NUW | NVCG_FLAG_EXACT))) return nvcg_const_int(nvcg_value_type(a), r);
  }
  return NVSP_B(nvcg_build_binop(s->b, op, a, b, fl, NULL));
}
static nvcg_value *nvsp_icmp(nvsp_state *s, nvcg_predicate p, nvcg_value *a, nvcg_value *b) {
  uint64_t x, y;
  unsigned w, w2;
  if (nvsp_cint(a, &x, &w) && nvsp_cint(b, &y, &w2) && w == w2) {
    int64_t sx = nvsp_sext(x, w), sy = nvsp_sext(y, w);
    int r;
    switch (p) {
    case NVCG_ICMP_EQ: r = x == y; break;
    case NVCG_ICMP_NE: r = x != y; break;
    case NVCG_ICMP_UGT: r = x > y; break;
    case NVCG_ICMP_UGE: r = x >= y; break;
    case NVCG_ICMP_ULT: r = x < y; break;
    case NVCG_ICMP_ULE: r = x <= y; break;
    case NVCG_ICMP_SGT: r = sx > sy; break;
    case NVCG_ICMP_SGE: r = sx >= sy; break;
    case NVCG_ICMP_SLT: r = sx < sy; break;
    default: r = sx <= sy; break;
    }
    return nvcg_const_int(nvcg_type_int(s->ctx, 1), (uint64_t)r);
  }
  return NVSP_B(nvcg_build_icmp(s->b, p, a, b, NULL));
}
static nvcg_value *nvsp_fcmp(nvsp_state *s, nvcg_predicate p, nvcg_value *a, nvcg_value *b) {
  return NVSP_B(nvcg_build_fcmp(s->b, p, a, b, 0, NULL));
}
static nvcg_value *nvsp_sel(nvsp_state *s, nvcg_value *c, nvcg_value *a, nvcg_value *b) {
  uint64_t x;
  unsigned w;
  if (nvsp_cint(c, &x, &w) && w == 1 && a && b && nvcg_value_type(a) == nvcg_value_type(b)) return x ? a : b;
  return NVSP_B(nvcg_build_select(s->b, c, a, b, NULL));
}
static nvcg_value *nvsp_cast(nvsp_state *s, nvcg_opcode op, nvcg_value *v, nvcg_type *to) {
  uint64_t x;
  unsigned w;
  if (nvcg_value_type(v) == to) return v;
  if (nvsp_cint(v, &x, &w) && nvcg_type_get_kind(to) == NVCG_TYPE_INT && nvcg_type_int_bits(to) <= 64) {
    if (op == NVCG_OP_ZEXT || op == NVCG_OP_TRUNC) return nvcg_const_int(to, x);
    if (op == NVCG_OP_SEXT) return nvcg_const_int(to, (uint64_t)nvsp_sext(x, w));
  }
  return NVSP_B(nvcg_build_cast(s->b, op, v, to, NULL));
}
/* The declaration of intrinsic `name`: nvcg finds an existing declaration through the
 * module's symbol table, so repeated calls cost a hash lookup. */
static nvcg_value *nvsp_intrinsic(nvsp_state *s, const char *name) {
  return nvsp_chk(s, nvcg_intrinsic_get(s->m, name));
}

static nvcg_value *nvsp_call(nvsp_state *s, const char *intr, nvcg_value *const *args, unsigned n) {
  nvcg_value *fn = nvsp_intrinsic(s, intr);
  return NVSP_B(nvcg_build_call(s->b, nvcg_function_type(fn), fn, args, n, NULL));
}
static nvcg_value *nvsp_call1(nvsp_state *s, const char *intr, nvcg_value *a) { return nvsp_call(s, intr, &a, 1); }

/* Resizes an integer (scalar or vector) to `to` bits, sign- or zero-extending. */
static nvcg_value *nvsp_iresize(nvsp_state *s, nvcg_value *v, nvcg_type *to, int is_signed) {
  nvcg_type *from = nvcg_value_type(v);
  nvcg_type *fs = nvcg_type_get_kind(from) == NVCG_TYPE_VECTOR ? nvcg_type_element(from) : from;
  nvcg_type *ts = nvcg_type_get_kind(to) == NVCG_TYPE_VECTOR ? nvcg_type_element(to) : to;
  if (from == to) return v;
  if (nvcg_type_int_bits(fs) > nvcg_type_int_bits(ts)) return nvsp_cast(s, NVCG_OP_TRUNC, v, to);
  return nvsp_cast(s, is_signed ? NVCG_OP_SEXT : NVCG_OP_ZEXT, v, to);
}

/* A constant of scalar or vector type `ty` with every component `v`. */
static nvcg_value *nvsp_splat_int(nvsp_state *s, nvcg_type *ty, uint64_t v) {
  (void)s;
  if (nvcg_type_get_kind(ty) == NVCG_TYPE_VECTOR) {
    nvcg_value *el[16];
    unsigned i, n = (unsigned)nvcg_type_count(ty);
    for (i = 0; i < n && i < 16; i++) el[i] = nvcg_const_int(nvcg_type_element(ty), v);
    return nvcg_const_vector(el, n);
  }
  return nvcg_const_int(ty, v);
}
static nvcg_value *nvsp_splat_fp(nvsp_state *s, nvcg_type *ty, double v) {
  (void)s;
  if (nvcg_type_get_kind(ty) == NVCG_TYPE_VECTOR) {
    nvcg_value *el[16];
    unsigned i, n = (unsigned)nvcg_type_count(ty);
    for (i = 0; i < n && i < 16; i++) el[i] = nvcg_const_fp(nvcg_type_element(ty), v);
    return nvcg_const_vector(el, n);
  }
  return nvcg_const_fp(ty, v);
}
/* Broadcasts a scalar IR value to a vector type (insertelement + shuffle). */
static nvcg_value *nvsp_splat_val(nvsp_state *s, nvcg_value *x, nvcg_type *vty) {
  int mask[16];
  unsigned i, n;
  nvcg_value *v;
  if (nvcg_type_get_kind(vty) != NVCG_TYPE_VECTOR || nvcg_value_type(x) == vty) return x;
  n = (unsigned)nvcg_type_count(vty);
  v = NVSP_B(nvcg_build_insertelement(s->b, nvcg_const_undef(vty), x, nvsp_c32(s, 0), NULL));
  for (i = 0; i < n; i++) mask[i] = 0;
  return NVSP_B(nvcg_build_shufflevector(s->b, v, nvcg_const_undef(vty), mask, n, NULL));
}

/* The overload suffix LLVM uses for a type: f32, v4f32, i64, v2i16 ... */
static const char *nvsp_suffix(nvsp_state *s, nvcg_type *t, char *buf, size_t size) {
  char elem[16];
  nvcg_type *e = nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR ? nvcg_type_element(t) : t;
  switch (nvcg_type_get_kind(e)) {
  case NVCG_TYPE_HALF: strcpy(elem, "f16"); break;
  case NVCG_TYPE_FLOAT: strcpy(elem, "f32"); break;
  case NVCG_TYPE_DOUBLE: strcpy(elem, "f64"); break;
  case NVCG_TYPE_INT: snprintf(elem, sizeof elem, "i%u", nvcg_type_int_bits(e)); break;
  default: NVSP_ERR("internal: no intrinsic suffix for this type");
  }
  if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR)
    snprintf(buf, size, "v%u%s", (unsigned)nvcg_type_count(t), elem);
  else
    snprintf(buf, size, "%s", elem);
  return buf;
}

/* Calls an overloaded intrinsic "base.<suffix of t>". */
static nvcg_value *nvsp_ovl(nvsp_state *s, const char *base, nvcg_type *t, nvcg_value *const *args,
                            unsigned n) {
  char name[96], suf[32];
  snprintf(name, sizeof name, "%s.%s", base, nvsp_suffix(s, t, suf, sizeof suf));
  return nvsp_call(s, name, args, n);
}
static nvcg_value *nvsp_ovl1(nvsp_state *s, const char *base, nvcg_value *a) {
  return nvsp_ovl(s, base, nvcg_value_type(a), &a, 1);
}
static nvcg_value *nvsp_ovl2(nvsp_state *s, const char *base, nvcg_value *a, nvcg_value *b) {
  nvcg_value *x[2];
  x[0] = a;
  x[1] = b;
  return nvsp_ovl(s, base, nvcg_value_type(a), x, 2);
}

/* ---- memory ---- */

/* p + off (constant) + dyn (i64 or NULL) bytes. */
static nvcg_value *nvsp_gep(nvsp_state *s, nvcg_value *p, int64_t off, nvcg_value *dyn, int inbounds) {
  nvcg_value *idx;
  if (!off && !dyn) return p;
  if (dyn) idx = off ? nvsp_bin(s, NVCG_OP_ADD, dyn, nvsp_c64(s, (uint64_t)off), 0) : dyn;
  else idx = nvsp_c64(s, (uint64_t)off);
  return NVSP_B(nvcg_build_gep(s->b, nvsp_i8(s), p, &idx, 1, inbounds, NULL));
}

static uint32_t nvsp_leaf_align(nvcg_type *irmem, uint32_t known) {
  uint32_t nat = nvcg_type_align(irmem);
  if (known == NVSP_ALIGN_COMPONENT)
    return nvcg_type_get_kind(irmem) == NVCG_TYPE_VECTOR ? nvcg_type_align(nvcg_type_element(irmem)) : nat;
  return known && known < nat ? known : nat;
}

/* Memory access flags from a memory-operands mask at word `i` of the current
 * instruction; the Aligned literal lowers *align. Returns the word after the operands. */
static uint32_t nvsp_mem_operands(nvsp_state *s, uint32_t i, unsigned *flags, uint32_t *align) {
  uint32_t mask;
  if (i >= s->cur_wc) return i;
  mask = nvsp_w(s, i++);
  if (mask & SpvMemoryAccessVolatileMask) *flags |= NVCG_FLAG_VOLATILE;
  if (mask & SpvMemoryAccessAlignedMask) {
    uint32_t a = nvsp_w(s, i++);
    if (!a || (a & (a - 1))) NVSP_ERR("Aligned %u is not a power of two", a);
    *align = a;
  }
  if (mask & SpvMemoryAccessNontemporalMask) *flags |= NVCG_FLAG_NONTEMPORAL;
  if (mask & SpvMemoryAccessMakePointerAvailableMask) i++;
  if (mask & SpvMemoryAccessMakePointerVisibleMask) i++;
  return i;
}

/* Leaves are loaded at base + off: every piece of an aggregate is addressed from the same
 * base pointer, one GEP each. `align` is the known alignment of base (0: natural). */
static uint32_t nvsp_align_at(uint32_t align, int64_t off) {
  if (align == NVSP_ALIGN_COMPONENT) return align;
  return align ? nvsp_min_align(align, nvsp_lowbit((uint64_t)off)) : 0;
}

static void nvsp_leaf_budget(nvsp_state *s) {
  if (++s->leaves_done > NVSP_LEAF_BUDGET)
    NVSP_UNSUP("the module expands to more than %u scalar loads and stores", NVSP_LEAF_BUDGET);
}

static nvcg_value *nvsp_load_leaf(nvsp_state *s, nvsp_type *t, nvcg_value *base, int64_t off, uint32_t align,
                                  unsigned flags, uint32_t vstride) {
  nvcg_value *v;
  nvsp_leaf_budget(s);
  if (t->op == SpvOpTypeVector && vstride && vstride != NVSP_TYPE(t->elem)->size) {
    nvsp_type *ct = NVSP_TYPE(t->elem);
    uint32_t k;
    v = nvcg_const_undef(t->ir);
    for (k = 0; k < t->count; k++) {
      nvcg_value *x = nvsp_load_leaf(s, ct, base, off + (int64_t)k * vstride, align, flags, 0);
      v = NVSP_B(nvcg_build_insertelement(s->b, v, x, nvsp_c32(s, k), NULL));
    }
    return v;
  }
  v = NVSP_B(nvcg_build_load(s->b, t->irmem, nvsp_gep(s, base, off, NULL, 1),
                             nvsp_leaf_align(t->irmem, nvsp_align_at(align, off)), flags, NULL));
  if (t->irmem != t->ir) /* booleans held as bytes */
    v = nvsp_icmp(s, NVCG_ICMP_NE, v, nvcg_const_zero(t->irmem));
  return v;
}

static void nvsp_store_leaf(nvsp_state *s, nvsp_type *t, nvcg_value *base, int64_t off, nvcg_value *v,
                            uint32_t align, unsigned flags, uint32_t vstride) {
  nvsp_leaf_budget(s);
  if (t->op == SpvOpTypeVector && vstride && vstride != NVSP_TYPE(t->elem)->size) {
    nvsp_type *ct = NVSP_TYPE(t->elem);
    uint32_t k;
    for (k = 0; k < t->count; k++) {
      nvcg_value *x = NVSP_B(nvcg_build_extractelement(s->b, v, nvsp_c32(s, k), NULL));
      nvsp_store_leaf(s, ct, base, off + (int64_t)k * vstride, x, align, flags, 0);
    }
    return;
  }
  if (t->irmem != t->ir) v = nvsp_cast(s, NVCG_OP_ZEXT, v, t->irmem);
  NVSP_B(nvcg_build_store(s->b, v, nvsp_gep(s, base, off, NULL, 1),
                          nvsp_leaf_align(t->irmem, nvsp_align_at(align, off)), flags));
}

/* The member k of an aggregate in memory: its type, offset and matrix layout. */
static nvsp_type *nvsp_member_layout(nvsp_state *s, nvsp_type *t, uint32_t k, uint32_t mstride, int rowmajor,
                                     int64_t *off, uint32_t *ms, int *rm, uint32_t *vs) {
  *ms = mstride;
  *rm = rowmajor;
  *vs = 0;
  if (t->op == SpvOpTypeMatrix) {
    nvsp_type *col = NVSP_TYPE(t->elem);
    if (mstride && rowmajor) {
      *off = (int64_t)k * (int64_t)NVSP_TYPE(col->elem)->size;
      *vs = mstride;
    } else *off = (int64_t)k * (int64_t)(mstride ? mstride : col->size);
    *ms = 0;
    *rm = 0;
    return col;
  }
  if (t->op == SpvOpTypeArray) {
    *off = (int64_t)((uint64_t)k * t->stride);
    return NVSP_TYPE(t->elem);
  }
  if (t->op == SpvOpTypeStruct) {
    *off = (int64_t)t->offs[k];
    *ms = t->mstride[k];
    *rm = t->rowmajor[k];
    return NVSP_TYPE(t->mem[k]);
  }
  nvsp_ir_type(s, t->id);
  NVSP_UNSUP("values of this type cannot be loaded or stored");
}

/* Loads a value of type t from base + off, following the memory layout (mstride and
 * rowmajor: the matrix layout inherited from the enclosing struct member). */
static nvcg_value *nvsp_load_at(nvsp_state *s, nvsp_type *t, nvcg_value *base, int64_t off, uint32_t align,
                                unsigned flags, uint32_t mstride, int rowmajor, uint32_t vstride) {
  nvcg_value *v;
  uint32_t k;
  if (nvsp_is_scalar(t) || t->op == SpvOpTypePointer || t->op == SpvOpTypeVector)
    return nvsp_load_leaf(s, t, base, off, align, flags, vstride);
  if (!t->ir) nvsp_ir_type(s, t->id);
  if (t->leaves > NVSP_MAX_LEAVES) NVSP_UNSUP("loading a value with more than %u parts is not supported", NVSP_MAX_LEAVES);
  v = nvcg_const_undef(t->ir);
  for (k = 0; k < t->count; k++) {
    int64_t o;
    uint32_t ms, vs;
    int rm;
    nvsp_type *et = nvsp_member_layout(s, t, k, mstride, rowmajor, &o, &ms, &rm, &vs);
    nvcg_value *x = nvsp_load_at(s, et, base, off + o, align, flags, ms, rm, vs);
    v = NVSP_B(nvcg_build_insertvalue(s->b, v, x, &k, 1, NULL));
  }
  return v;
}

static void nvsp_store_at(nvsp_state *s, nvsp_type *t, nvcg_value *base, int64_t off, nvcg_value *v, uint32_t align,
                          unsigned flags, uint32_t mstride, int rowmajor, uint32_t vstride) {
  uint32_t k;
  if (nvsp_is_scalar(t) || t->op == SpvOpTypePointer || t->op == SpvOpTypeVector) {
    nvsp_store_leaf(s, t, base, off, v, align, flags, vstride);
    return;
  }
  if (!t->ir) nvsp_ir_type(s, t->id);
  if (t->leaves > NVSP_MAX_LEAVES) NVSP_UNSUP("storing a value with more than %u parts is not supported", NVSP_MAX_LEAVES);
  for (k = 0; k < t->count; k++) {
    int64_t o;
    uint32_t ms, vs;
    int rm;
    nvsp_type *et = nvsp_member_layout(s, t, k, mstride, rowmajor, &o, &ms, &rm, &vs);
    nvcg_value *x = NVSP_B(nvcg_build_extractvalue(s->b, v, &k, 1, NULL));
    nvsp_store_at(s, et, base, off + o, x, align, flags, ms, rm, vs);
  }
}

/* Stores a constant, walking its value tree instead of extracting from an IR aggregate
 * constant (undefined parts are not stored at all). */
static void nvsp_store_cval(nvsp_state *s, nvsp_type *t, nvcg_value *base, int64_t off, nvsp_cval *c, uint32_t align,
                            unsigned flags, uint32_t mstride, int rowmajor, uint32_t vstride) {
  uint32_t k;
  if (c->kind == NVSP_C_UNDEF) return;
  if (nvsp_is_scalar(t) || t->op == SpvOpTypePointer || t->op == SpvOpTypeVector || c->kind == NVSP_C_SCALAR) {
    nvsp_store_leaf(s, t, base, off, nvsp_const_ir(s, c, 0), align, flags, vstride);
    return;
  }
  if (t->leaves > NVSP_MAX_LEAVES) NVSP_UNSUP("storing a value with more than %u parts is not supported", NVSP_MAX_LEAVES);
  for (k = 0; k < t->count; k++) {
    int64_t o;
    uint32_t ms, vs;
    int rm;
    nvsp_type *et = nvsp_member_layout(s, t, k, mstride, rowmajor, &o, &ms, &rm, &vs);
    nvsp_cval *e;
    if (c->kind == NVSP_C_COMPOSITE) {
      if (k >= c->n) NVSP_ERR("constant has too few constituents");
      e = c->elems[k];
    } else {
      e = nvsp_cval_new(s, et->id, NVSP_C_NULL);
    }
    nvsp_store_cval(s, et, base, off + o, e, align, flags, ms, rm, vs);
  }
}

/* Stores the value of id `vid` (of type t): constants element by element. */
static void nvsp_store_id(nvsp_state *s, nvsp_type *t, nvcg_value *base, uint32_t vid, uint32_t align, unsigned flags,
                          uint32_t mstride, int rowmajor, uint32_t vstride) {
  nvsp_id *e = nvsp_id_get(s, vid);
  if (e->kind == NVSP_K_CONST && !nvsp_is_scalar(t) && t->op != SpvOpTypeVector && t->op != SpvOpTypePointer) {
    if (NVSP_TYPE(e->cv->type)->ir != t->ir) NVSP_ERR("object %%%u does not have the type stored to", vid);
    nvsp_store_cval(s, t, base, 0, e->cv, align, flags, mstride, rowmajor, vstride);
    return;
  }
  nvsp_store_at(s, t, base, 0, nvsp_value(s, vid, t->id, NULL), align, flags, mstride, rowmajor, vstride);
}

#define nvsp_load_rec(s, t, p, align, flags, ms, rm, vs) nvsp_load_at(s, t, p, 0, align, flags, ms, rm, vs)
#define nvsp_store_rec(s, t, p, v, align, flags, ms, rm, vs) nvsp_store_at(s, t, p, 0, v, align, flags, ms, rm, vs)

/* ------------------------------------------------------------------------------------
 * Built-in variables: loads of them read the special registers.
 * ---------------------------------------------------------------------------------- */

static nvcg_value *nvsp_sreg(nvsp_state *s, const char *name) {
  char full[64];
  snprintf(full, sizeof full, "llvm.nvvm.read.ptx.sreg.%s", name);
  return nvsp_call(s, full, NULL, 0);
}

static nvcg_value *nvsp_sreg3(nvsp_state *s, const char *base, uint32_t c, nvcg_type *ty) {
  static const char *const xyz[3] = {"x", "y", "z"};
  char name[32];
  snprintf(name, sizeof name, "%s.%s", base, xyz[c]);
  return nvsp_iresize(s, nvsp_sreg(s, name), ty, 0);
}

/* The linear index of the invocation in its workgroup, in type ty. */
static nvcg_value *nvsp_local_index(nvsp_state *s, nvcg_type *ty) {
  nvcg_value *x = nvsp_sreg3(s, "tid", 0, ty), *y = nvsp_sreg3(s, "tid", 1, ty), *z = nvsp_sreg3(s, "tid", 2, ty);
  nvcg_value *nx = nvsp_sreg3(s, "ntid", 0, ty), *ny = nvsp_sreg3(s, "ntid", 1, ty);
  nvcg_value *r = nvsp_bin(s, NVCG_OP_MUL, z, ny, 0);
  r = nvsp_bin(s, NVCG_OP_ADD, r, y, 0);
  r = nvsp_bin(s, NVCG_OP_MUL, r, nx, 0);
  return nvsp_bin(s, NVCG_OP_ADD, r, x, 0);
}

static nvcg_value *nvsp_builtin_comp(nvsp_state *s, uint32_t bi, uint32_t c, nvcg_type *ty) {
  nvcg_value *a, *b;
  if (c > 3 || (c == 3 && !(bi == SpvBuiltInSubgroupEqMask || bi == SpvBuiltInSubgroupGeMask ||
                            bi == SpvBuiltInSubgroupGtMask || bi == SpvBuiltInSubgroupLeMask ||
                            bi == SpvBuiltInSubgroupLtMask)))
    NVSP_ERR("built-in component %u is out of range", c);
  switch (bi) {
  case SpvBuiltInGlobalInvocationId:
    a = nvsp_bin(s, NVCG_OP_MUL, nvsp_sreg3(s, "ctaid", c, ty), nvsp_sreg3(s, "ntid", c, ty), 0);
    return nvsp_bin(s, NVCG_OP_ADD, a, nvsp_sreg3(s, "tid", c, ty), 0);
  case SpvBuiltInLocalInvocationId: return nvsp_sreg3(s, "tid", c, ty);
  case SpvBuiltInWorkgroupId: return nvsp_sreg3(s, "ctaid", c, ty);
  case SpvBuiltInNumWorkgroups: return nvsp_sreg3(s, "nctaid", c, ty);
  case SpvBuiltInWorkgroupSize: case SpvBuiltInEnqueuedWorkgroupSize: return nvsp_sreg3(s, "ntid", c, ty);
  case SpvBuiltInGlobalSize:
    return nvsp_bin(s, NVCG_OP_MUL, nvsp_sreg3(s, "nctaid", c, ty), nvsp_sreg3(s, "ntid", c, ty), 0);
  case SpvBuiltInGlobalOffset: return nvcg_const_int(ty, 0);
  case SpvBuiltInLocalInvocationIndex: return nvsp_local_index(s, ty);
  case SpvBuiltInGlobalLinearId: {
    nvcg_value *gx, *gy, *gz, *sx, *sy;
    gx = nvsp_builtin_comp(s, SpvBuiltInGlobalInvocationId, 0, ty);
    gy = nvsp_builtin_comp(s, SpvBuiltInGlobalInvocationId, 1, ty);
    gz = nvsp_builtin_comp(s, SpvBuiltInGlobalInvocationId, 2, ty);
    sx = nvsp_builtin_comp(s, SpvBuiltInGlobalSize, 0, ty);
    sy = nvsp_builtin_comp(s, SpvBuiltInGlobalSize, 1, ty);
    a = nvsp_bin(s, NVCG_OP_MUL, gz, sy, 0);
    a = nvsp_bin(s, NVCG_OP_ADD, a, gy, 0);
    a = nvsp_bin(s, NVCG_OP_MUL, a, sx, 0);
    return nvsp_bin(s, NVCG_OP_ADD, a, gx, 0);
  }
  case SpvBuiltInWorkDim:
    /* OpenCL's get_work_dim: the highest dimension with more than one work-item */
    a = nvsp_icmp(s, NVCG_ICMP_UGT, nvsp_builtin_comp(s, SpvBuiltInGlobalSize, 2, ty), nvcg_const_int(ty, 1));
    b = nvsp_icmp(s, NVCG_ICMP_UGT, nvsp_builtin_comp(s, SpvBuiltInGlobalSize, 1, ty), nvcg_const_int(ty, 1));
    return nvsp_sel(s, a, nvcg_const_int(ty, 3), nvsp_sel(s, b, nvcg_const_int(ty, 2), nvcg_const_int(ty, 1)));
  case SpvBuiltInSubgroupSize: case SpvBuiltInSubgroupMaxSize: return nvcg_const_int(ty, 32);
  case SpvBuiltInSubgroupLocalInvocationId: return nvsp_iresize(s, nvsp_sreg(s, "laneid"), ty, 0);
  case SpvBuiltInSubgroupId:
    return nvsp_bin(s, NVCG_OP_LSHR, nvsp_local_index(s, ty), nvcg_const_int(ty, 5), 0);
  case SpvBuiltInNumSubgroups: case SpvBuiltInNumEnqueuedSubgroups:
    a = nvsp_bin(s, NVCG_OP_MUL, nvsp_sreg3(s, "ntid", 0, ty), nvsp_sreg3(s, "ntid", 1, ty), 0);
    a = nvsp_bin(s, NVCG_OP_MUL, a, nvsp_sreg3(s, "ntid", 2, ty), 0);
    a = nvsp_bin(s, NVCG_OP_ADD, a, nvcg_const_int(ty, 31), 0);
    return nvsp_bin(s, NVCG_OP_LSHR, a, nvcg_const_int(ty, 5), 0);
  case SpvBuiltInSubgroupEqMask: case SpvBuiltInSubgroupGeMask: case SpvBuiltInSubgroupGtMask:
  case SpvBuiltInSubgroupLeMask: case SpvBuiltInSubgroupLtMask: {
    const char *n = bi == SpvBuiltInSubgroupEqMask ? "lanemask.eq" : bi == SpvBuiltInSubgroupGeMask ? "lanemask.ge"
                    : bi == SpvBuiltInSubgroupGtMask ? "lanemask.gt" : bi == SpvBuiltInSubgroupLeMask ? "lanemask.le"
                    : "lanemask.lt";
    if (c) return nvcg_const_int(ty, 0);
    return nvsp_iresize(s, nvsp_sreg(s, n), ty, 0);
  }
  default:
    NVSP_UNSUP("built-in %s is not available in compute kernels", NVSP_NAME(nvsp_builtin_names, "BuiltIn", bi));
  }
}

static nvcg_value *nvsp_load_builtin(nvsp_state *s, const nvsp_val *p, uint32_t rtid) {
  nvsp_type *rt = NVSP_TYPE(rtid), *st = nvsp_scalar_of(s, rt);
  uint32_t k;
  nvcg_value *v;
  if (st->op != SpvOpTypeInt) NVSP_ERR("built-in %s must be loaded as an integer (vector)", NVSP_NAME(nvsp_builtin_names, "BuiltIn", p->builtin));
  if (p->comp >= 0) {
    if (rt->op == SpvOpTypeVector) NVSP_ERR("loading one built-in component as a vector");
    return nvsp_builtin_comp(s, p->builtin, (uint32_t)p->comp, st->ir);
  }
  if (rt->op != SpvOpTypeVector) {
    if (p->dyn_comp) {
      nvcg_value *el[4];
      nvcg_type *vt = nvcg_type_vector(st->ir, 3);
      v = nvcg_const_undef(vt);
      for (k = 0; k < 3; k++) {
        el[k] = nvsp_builtin_comp(s, p->builtin, k, st->ir);
        v = NVSP_B(nvcg_build_insertelement(s->b, v, el[k], nvsp_c32(s, k), NULL));
      }
      return NVSP_B(nvcg_build_extractelement(s->b, v, p->dyn_comp, NULL));
    }
    return nvsp_builtin_comp(s, p->builtin, 0, st->ir);
  }
  v = nvcg_const_undef(rt->ir);
  for (k = 0; k < rt->count; k++)
    v = NVSP_B(nvcg_build_insertelement(s->b, v, nvsp_builtin_comp(s, p->builtin, k, st->ir), nvsp_c32(s, k), NULL));
  return v;
}

/* ------------------------------------------------------------------------------------
 * Access chains: a byte offset (constant part plus one dynamic i64 sum) from the base,
 * computed from the pointee's layout, applied with one i8 GEP.
 * ---------------------------------------------------------------------------------- */

static int nvsp_const_index(nvsp_state *s, uint32_t id, int64_t *out) {
  nvsp_id *e = nvsp_id_get(s, id);
  nvsp_type *t;
  if (e->kind != NVSP_K_CONST || e->cv->kind == NVSP_C_UNDEF) return 0;
  t = NVSP_TYPE(e->cv->type);
  if (t->op != SpvOpTypeInt) NVSP_ERR("index %%%u is not an integer", id);
  *out = e->cv->kind == NVSP_C_NULL ? 0 : nvsp_sext(e->cv->bits, t->width);
  return 1;
}

static nvcg_value *nvsp_index_i64(nvsp_state *s, uint32_t id) {
  uint32_t t;
  nvcg_value *v = nvsp_value(s, id, 0, &t);
  nvsp_type *tt = NVSP_TYPE(t);
  if (tt->op != SpvOpTypeInt) NVSP_ERR("index %%%u is not an integer scalar", id);
  return nvsp_iresize(s, v, nvsp_i64(s), 1);
}

typedef struct nvsp_chain {
  uint64_t coff;         /* wraps like the address arithmetic it stands for */
  nvcg_value *dyn;
  uint32_t align;
} nvsp_chain;

static void nvsp_chain_add(nvsp_state *s, nvsp_chain *c, uint32_t idx_id, uint64_t stride) {
  int64_t k;
  if (nvsp_const_index(s, idx_id, &k)) {
    c->coff += (uint64_t)k * stride;
    return;
  }
  {
    nvcg_value *i = nvsp_index_i64(s, idx_id);
    nvcg_value *term = stride == 1 ? i : nvsp_bin(s, NVCG_OP_MUL, i, nvsp_c64(s, stride), 0);
    c->dyn = c->dyn ? nvsp_bin(s, NVCG_OP_ADD, c->dyn, term, 0) : term;
    c->align = nvsp_min_align(c->align, nvsp_lowbit(stride));
  }
}

/* Translates OpAccessChain/OpInBoundsAccessChain/OpPtrAccessChain/OpInBoundsPtrAccessChain. */
static void nvsp_access_chain(nvsp_state *s, int has_element, int inbounds) {
  uint32_t rtid, id, bid, btid, i, first;
  nvsp_type *rt, *bt, *t;
  nvsp_val base, r;
  nvsp_chain c;
  nvsp_need(s, has_element ? 5 : 4, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  bid = nvsp_w(s, 3);
  rt = NVSP_RTYPE(rtid);
  if (rt->op != SpvOpTypePointer) NVSP_ERR("result type %%%u is not a pointer type", rtid);
  base = nvsp_get(s, bid, &btid);
  bt = NVSP_TYPE(btid);
  if (bt->op != SpvOpTypePointer) NVSP_ERR("base %%%u is not a pointer", bid);
  if (bt->storage != rt->storage) NVSP_ERR("the result's storage class differs from the base's");
  t = NVSP_TYPE(bt->elem);
  first = has_element ? 5 : 4;
  r = base;
  memset(&c, 0, sizeof c);
  c.align = base.align;
  if (base.builtin_ptr) {
    if (has_element) NVSP_ERR("OpPtrAccessChain on a built-in variable");
    if (s->cur_wc > first + 1) NVSP_ERR("too many indices into a built-in variable");
    if (s->cur_wc == first + 1) {
      int64_t k;
      if (t->op != SpvOpTypeVector) NVSP_ERR("indexing a scalar built-in");
      if (nvsp_const_index(s, nvsp_w(s, first), &k)) {
        if (k < 0 || k >= (int64_t)t->count) NVSP_ERR("built-in component %lld is out of range", (long long)k);
        r.comp = (int32_t)k;
      } else r.dyn_comp = nvsp_index_i64(s, nvsp_w(s, first));
    }
    nvsp_set_val(s, id, rtid, r);
    return;
  }
  if (nvsp_is_desc_array(&base)) {
    nvsp_env *en = &s->env[base.desc_env];
    int64_t k;
    nvcg_value *p, *x = NULL;
    if (has_element || s->cur_wc < first + 1) NVSP_ERR("a descriptor array must be indexed first");
    if (nvsp_const_index(s, nvsp_w(s, first), &k)) {
      if (k < 0 || (uint64_t)k >= en->count) NVSP_ERR("descriptor index %lld is out of range", (long long)k);
      p = s->envv[en->slot + (uint32_t)k];
      x = nvsp_c64(s, (uint64_t)k);
    } else {
      uint32_t j;
      x = nvsp_index_i64(s, nvsp_w(s, first));
      p = s->envv[en->slot];
      for (j = 1; j < en->count; j++)
        p = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_EQ, x, nvsp_c64(s, j)), s->envv[en->slot + j], p);
    }
    memset(&r, 0, sizeof r);
    r.comp = -1;
    r.ir = p;
    r.align = s->opt.buffer_align;
    r.volat = base.volat;
    c.align = r.align;
    t = NVSP_TYPE(t->elem);
    first++;
    base = r;
    if (first == s->cur_wc) {
      /* a pointer to one whole buffer: OpArrayLength may use it */
      r.buf_env = (uint32_t)(en - s->env) + 1;
      r.desc_idx = x;
      nvsp_set_val(s, id, rtid, r);
      return;
    }
  } else if (!base.ir) NVSP_ERR("%%%u cannot be used as a pointer here", bid);
  if (has_element) {
    uint64_t stride = bt->stride ? bt->stride : t->size;
    if (!bt->stride && !t->sized) NVSP_ERR("OpPtrAccessChain over an unsized type needs ArrayStride");
    nvsp_chain_add(s, &c, nvsp_w(s, 4), stride);
  }
  r.mstride = base.mstride;
  r.rowmajor = base.rowmajor;
  r.vstride = 0;
  for (i = first; i < s->cur_wc; i++) {
    uint32_t xid = nvsp_w(s, i);
    switch (t->op) {
    case SpvOpTypeStruct: {
      int64_t k;
      if (!nvsp_const_index(s, xid, &k)) NVSP_ERR("struct index %%%u is not a constant", xid);
      if (k < 0 || k >= (int64_t)t->count) NVSP_ERR("struct index %lld is out of range (%u members)", (long long)k, t->count);
      c.coff += t->offs[k];
      r.mstride = t->mstride[k];
      r.rowmajor = t->rowmajor[k];
      t = NVSP_TYPE(t->mem[k]);
      break;
    }
    case SpvOpTypeArray: case SpvOpTypeRuntimeArray:
      nvsp_chain_add(s, &c, xid, t->stride);
      t = NVSP_TYPE(t->elem);
      break;
    case SpvOpTypeMatrix: {
      nvsp_type *col = NVSP_TYPE(t->elem);
      if (r.mstride && r.rowmajor) {
        nvsp_chain_add(s, &c, xid, NVSP_TYPE(col->elem)->size);
        r.vstride = r.mstride;
      } else nvsp_chain_add(s, &c, xid, r.mstride ? r.mstride : col->size);
      r.mstride = 0;
      r.rowmajor = 0;
      t = col;
      break;
    }
    case SpvOpTypeVector: {
      nvsp_type *ct = NVSP_TYPE(t->elem);
      nvsp_chain_add(s, &c, xid, r.vstride ? r.vstride : ct->size);
      r.vstride = 0;
      t = ct;
      break;
    }
    default:
      NVSP_ERR("index %u steps into a non-composite type", i - first);
    }
  }
  if (t->id != rt->elem) {
    nvsp_type *want = NVSP_TYPE(rt->elem);
    if (want->ir != t->ir || want->irmem != t->irmem)
      NVSP_ERR("the indices reach type %%%u, but the result points to %%%u", t->id, rt->elem);
  }
  if (c.coff) c.align = c.align ? nvsp_min_align(c.align, nvsp_lowbit(c.coff)) : 0;
  r.ir = nvsp_gep(s, base.ir, (int64_t)c.coff, c.dyn, inbounds);
  r.align = c.align;
  r.comp = -1;
  r.builtin_ptr = 0;
  r.builtin = 0;
  r.buf_env = i == first && !c.coff && !c.dyn ? base.buf_env : 0;
  r.desc_idx = r.buf_env ? base.desc_idx : NULL;
  nvsp_set_val(s, id, rtid, r);
}

/* ------------------------------------------------------------------------------------
 * Instructions.
 * ---------------------------------------------------------------------------------- */

/* Fast-math flags for the FP instruction defining `id`. */
static unsigned nvsp_fmf(nvsp_state *s, uint32_t id) {
  unsigned f = s->fmf_default;
  int found;
  uint32_t m;
  if (nvsp_has_deco(s, id, SpvDecorationNoContraction)) f &= ~(unsigned)NVCG_FMF_CONTRACT;
  m = nvsp_deco_arg(s, id, -1, SpvDecorationFPFastMathMode, 0, &found);
  if (found) {
    if (m & SpvFPFastMathModeNotNaNMask) f |= NVCG_FMF_NNAN;
    if (m & SpvFPFastMathModeNotInfMask) f |= NVCG_FMF_NINF;
    if (m & SpvFPFastMathModeNSZMask) f |= NVCG_FMF_NSZ;
    if (m & SpvFPFastMathModeAllowRecipMask) f |= NVCG_FMF_ARCP;
    if (m & SpvFPFastMathModeFastMask) f |= NVCG_FMF_FAST;
  }
  return f;
}

static int nvsp_is_int_type(nvsp_state *s, nvsp_type *t) { return nvsp_scalar_of(s, t)->op == SpvOpTypeInt; }
static int nvsp_is_fp_type(nvsp_state *s, nvsp_type *t) { return nvsp_scalar_of(s, t)->op == SpvOpTypeFloat; }
static int nvsp_is_bool_type(nvsp_state *s, nvsp_type *t) { return nvsp_scalar_of(s, t)->op == SpvOpTypeBool; }

/* Result type and operands for a simple unary/binary/ternary instruction: every operand
 * must have the result's IR type. */
static void nvsp_operands_like(nvsp_state *s, uint32_t rtid, nvcg_value **ops, uint32_t n, uint32_t first) {
  uint32_t i;
  nvsp_need(s, first + n, first + n);
  for (i = 0; i < n; i++) ops[i] = nvsp_value(s, nvsp_w(s, first + i), rtid, NULL);
}

static nvcg_opcode nvsp_binop_of(uint32_t op) {
  switch (op) {
  case SpvOpIAdd: return NVCG_OP_ADD;
  case SpvOpFAdd: return NVCG_OP_FADD;
  case SpvOpISub: return NVCG_OP_SUB;
  case SpvOpFSub: return NVCG_OP_FSUB;
  case SpvOpIMul: return NVCG_OP_MUL;
  case SpvOpFMul: return NVCG_OP_FMUL;
  case SpvOpUDiv: return NVCG_OP_UDIV;
  case SpvOpSDiv: return NVCG_OP_SDIV;
  case SpvOpFDiv: return NVCG_OP_FDIV;
  case SpvOpUMod: return NVCG_OP_UREM;
  case SpvOpSRem: return NVCG_OP_SREM;
  case SpvOpFRem: return NVCG_OP_FREM;
  case SpvOpBitwiseAnd: case SpvOpLogicalAnd: return NVCG_OP_AND;
  case SpvOpBitwiseOr: case SpvOpLogicalOr: return NVCG_OP_OR;
  case SpvOpBitwiseXor: return NVCG_OP_XOR;
  default: return NVCG_OP_COUNT;
  }
}

static void nvsp_tr_binary(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid = nvsp_w(s, 1), id = nvsp_w(s, 2);
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_value *x[2], *r;
  nvcg_opcode bop = nvsp_binop_of(op);
  unsigned fl = 0;
  int fp = bop == NVCG_OP_FADD || bop == NVCG_OP_FSUB || bop == NVCG_OP_FMUL || bop == NVCG_OP_FDIV || bop == NVCG_OP_FREM ||
           op == SpvOpFMod;
  nvsp_operands_like(s, rtid, x, 2, 3);
  if (fp && !nvsp_is_fp_type(s, rt)) NVSP_ERR("result type %%%u is not floating point", rtid);
  if (!fp && (op == SpvOpLogicalAnd || op == SpvOpLogicalOr) && !nvsp_is_bool_type(s, rt))
    NVSP_ERR("result type %%%u is not boolean", rtid);
  if (!fp && op != SpvOpLogicalAnd && op != SpvOpLogicalOr && !nvsp_is_int_type(s, rt))
    NVSP_ERR("result type %%%u is not an integer type", rtid);
  if (fp) {
    fl = nvsp_fmf(s, id);
    if (bop == NVCG_OP_FDIV || bop == NVCG_OP_FREM || op == SpvOpFMod) fl &= ~(unsigned)NVCG_FMF_CONTRACT;
  } else if (bop == NVCG_OP_ADD || bop == NVCG_OP_SUB || bop == NVCG_OP_MUL) {
    if (nvsp_has_deco(s, id, SpvDecorationNoSignedWrap)) fl |= NVCG_FLAG_NSW;
    if (nvsp_has_deco(s, id, SpvDecorationNoUnsignedWrap)) fl |= NVCG_FLAG_NUW;
  }
  if (op == SpvOpSMod) {
    /* the sign of the divisor: srem, then add b when the signs differ */
    nvcg_value *rem = nvsp_bin(s, NVCG_OP_SREM, x[0], x[1], 0);
    nvcg_value *z = nvcg_const_zero(rt->ir);
    nvcg_value *diff = nvsp_icmp(s, NVCG_ICMP_SLT, nvsp_bin(s, NVCG_OP_XOR, rem, x[1], 0), z);
    nvcg_value *nz = nvsp_icmp(s, NVCG_ICMP_NE, rem, z);
    nvcg_value *fix = nvsp_bin(s, NVCG_OP_AND, diff, nz, 0);
    r = nvsp_sel(s, fix, nvsp_bin(s, NVCG_OP_ADD, rem, x[1], 0), rem);
  } else if (op == SpvOpFMod) {
    nvcg_value *rem = nvsp_bin(s, NVCG_OP_FREM, x[0], x[1], fl);
    nvcg_value *z = nvcg_const_zero(rt->ir);
    nvcg_value *nz = nvsp_fcmp(s, NVCG_FCMP_UNE, rem, z);
    nvcg_value *rn = nvsp_fcmp(s, NVCG_FCMP_OLT, rem, z), *bn = nvsp_fcmp(s, NVCG_FCMP_OLT, x[1], z);
    nvcg_value *fix = nvsp_bin(s, NVCG_OP_AND, nz, nvsp_bin(s, NVCG_OP_XOR, rn, bn, 0), 0);
    r = nvsp_sel(s, fix, nvsp_bin(s, NVCG_OP_FADD, rem, x[1], fl), rem);
  } else {
    r = NVSP_B(nvcg_build_binop(s->b, bop, x[0], x[1], fl, NULL));
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_shift(nvsp_state *s) {
  uint32_t rtid = nvsp_w(s, 1), id = nvsp_w(s, 2), bt, st;
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_value *base, *sh;
  nvcg_opcode op = s->cur_op == SpvOpShiftLeftLogical ? NVCG_OP_SHL
                   : s->cur_op == SpvOpShiftRightLogical ? NVCG_OP_LSHR : NVCG_OP_ASHR;
  nvsp_need(s, 5, 5);
  if (!nvsp_is_int_type(s, rt)) NVSP_ERR("result type %%%u is not an integer type", rtid);
  base = nvsp_value(s, nvsp_w(s, 3), rtid, &bt);
  sh = nvsp_value(s, nvsp_w(s, 4), 0, &st);
  if (!nvsp_is_int_type(s, NVSP_TYPE(st)) || nvsp_ncomp(NVSP_TYPE(st)) != nvsp_ncomp(rt))
    NVSP_ERR("shift amount must be an integer with the result's component count");
  sh = nvsp_iresize(s, sh, rt->ir, 0);
  nvsp_set(s, id, rtid, nvsp_bin(s, op, base, sh, 0));
}

static void nvsp_tr_unary(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid = nvsp_w(s, 1), id = nvsp_w(s, 2);
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_value *x, *r;
  nvsp_operands_like(s, rtid, &x, 1, 3);
  switch (op) {
  case SpvOpSNegate:
    if (!nvsp_is_int_type(s, rt)) NVSP_ERR("result type is not an integer type");
    r = nvsp_bin(s, NVCG_OP_SUB, nvcg_const_zero(rt->ir), x, 0);
    break;
  case SpvOpFNegate:
    if (!nvsp_is_fp_type(s, rt)) NVSP_ERR("result type is not floating point");
    r = NVSP_B(nvcg_build_fneg(s->b, x, nvsp_fmf(s, id) & ~(unsigned)NVCG_FMF_CONTRACT, NULL));
    break;
  case SpvOpNot:
    if (!nvsp_is_int_type(s, rt)) NVSP_ERR("result type is not an integer type");
    r = nvsp_bin(s, NVCG_OP_XOR, x, nvsp_splat_int(s, rt->ir, ~(uint64_t)0), 0);
    break;
  case SpvOpLogicalNot:
    if (!nvsp_is_bool_type(s, rt)) NVSP_ERR("result type is not boolean");
    r = nvsp_bin(s, NVCG_OP_XOR, x, nvsp_splat_int(s, rt->ir, 1), 0);
    break;
  case SpvOpBitReverse:
    if (!nvsp_is_int_type(s, rt)) NVSP_ERR("result type is not an integer type");
    r = nvsp_ovl1(s, "llvm.bitreverse", x);
    break;
  default: NVSP_ERR("internal: unary");
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_compare(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at, bt;
  nvsp_type *rt, *t;
  nvcg_value *a, *b, *r;
  nvcg_predicate p = NVCG_ICMP_EQ;
  int fp = 0, logical = 0;
  nvsp_need(s, 5, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  a = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  b = nvsp_value(s, nvsp_w(s, 4), 0, &bt);
  t = NVSP_TYPE(at);
  if (nvcg_value_type(a) != nvcg_value_type(b)) NVSP_ERR("the operands have different types (%%%u, %%%u)", at, bt);
  if (!nvsp_is_bool_type(s, rt) || nvsp_ncomp(rt) != nvsp_ncomp(t))
    NVSP_ERR("result type %%%u must be boolean with the operands' component count", rtid);
  switch (op) {
  case SpvOpIEqual: p = NVCG_ICMP_EQ; break;
  case SpvOpINotEqual: p = NVCG_ICMP_NE; break;
  case SpvOpUGreaterThan: p = NVCG_ICMP_UGT; break;
  case SpvOpSGreaterThan: p = NVCG_ICMP_SGT; break;
  case SpvOpUGreaterThanEqual: p = NVCG_ICMP_UGE; break;
  case SpvOpSGreaterThanEqual: p = NVCG_ICMP_SGE; break;
  case SpvOpULessThan: p = NVCG_ICMP_ULT; break;
  case SpvOpSLessThan: p = NVCG_ICMP_SLT; break;
  case SpvOpULessThanEqual: p = NVCG_ICMP_ULE; break;
  case SpvOpSLessThanEqual: p = NVCG_ICMP_SLE; break;
  case SpvOpPtrEqual: p = NVCG_ICMP_EQ; break;
  case SpvOpPtrNotEqual: p = NVCG_ICMP_NE; break;
  case SpvOpLogicalEqual: p = NVCG_ICMP_EQ; logical = 1; break;
  case SpvOpLogicalNotEqual: p = NVCG_ICMP_NE; logical = 1; break;
  case SpvOpFOrdEqual: p = NVCG_FCMP_OEQ; fp = 1; break;
  case SpvOpFUnordEqual: p = NVCG_FCMP_UEQ; fp = 1; break;
  case SpvOpFOrdNotEqual: p = NVCG_FCMP_ONE; fp = 1; break;
  case SpvOpFUnordNotEqual: p = NVCG_FCMP_UNE; fp = 1; break;
  case SpvOpFOrdLessThan: p = NVCG_FCMP_OLT; fp = 1; break;
  case SpvOpFUnordLessThan: p = NVCG_FCMP_ULT; fp = 1; break;
  case SpvOpFOrdGreaterThan: p = NVCG_FCMP_OGT; fp = 1; break;
  case SpvOpFUnordGreaterThan: p = NVCG_FCMP_UGT; fp = 1; break;
  case SpvOpFOrdLessThanEqual: p = NVCG_FCMP_OLE; fp = 1; break;
  case SpvOpFUnordLessThanEqual: p = NVCG_FCMP_ULE; fp = 1; break;
  case SpvOpFOrdGreaterThanEqual: p = NVCG_FCMP_OGE; fp = 1; break;
  case SpvOpFUnordGreaterThanEqual: p = NVCG_FCMP_UGE; fp = 1; break;
  case SpvOpLessOrGreater: p = NVCG_FCMP_ONE; fp = 1; break;
  case SpvOpOrdered: p = NVCG_FCMP_ORD; fp = 1; break;
  case SpvOpUnordered: p = NVCG_FCMP_UNO; fp = 1; break;
  default: NVSP_ERR("internal: compare");
  }
  if (fp && !nvsp_is_fp_type(s, t)) NVSP_ERR("operands must be floating point");
  if (logical && !nvsp_is_bool_type(s, t)) NVSP_ERR("operands must be boolean");
  if (!fp && !logical && op != SpvOpPtrEqual && op != SpvOpPtrNotEqual && !nvsp_is_int_type(s, t))
    NVSP_ERR("operands must be integers");
  if ((op == SpvOpPtrEqual || op == SpvOpPtrNotEqual) && t->op != SpvOpTypePointer) NVSP_ERR("operands must be pointers");
  r = fp ? NVSP_B(nvcg_build_fcmp(s->b, p, a, b, nvsp_fmf(s, id) & ~(unsigned)NVCG_FMF_CONTRACT, NULL))
         : nvsp_icmp(s, p, a, b);
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_fp_test(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at;
  nvsp_type *rt, *t, *st;
  nvcg_value *x, *r, *ax;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  x = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  t = NVSP_TYPE(at);
  st = nvsp_scalar_of(s, t);
  if (st->op != SpvOpTypeFloat) NVSP_ERR("operand must be floating point");
  if (!nvsp_is_bool_type(s, rt) || nvsp_ncomp(rt) != nvsp_ncomp(t)) NVSP_ERR("result type must be boolean like the operand");
  switch (op) {
  case SpvOpIsNan: r = nvsp_fcmp(s, NVCG_FCMP_UNO, x, x); break;
  case SpvOpIsInf:
    r = nvsp_fcmp(s, NVCG_FCMP_OEQ, nvsp_ovl1(s, "llvm.fabs", x), nvsp_splat_fp(s, t->ir, (double)INFINITY));
    break;
  case SpvOpIsFinite:
    r = nvsp_fcmp(s, NVCG_FCMP_OLT, nvsp_ovl1(s, "llvm.fabs", x), nvsp_splat_fp(s, t->ir, (double)INFINITY));
    break;
  case SpvOpIsNormal: {
    double mn = st->width == 16 ? 6.103515625e-05 : st->width == 32 ? 1.1754943508222875e-38 : 2.2250738585072014e-308;
    ax = nvsp_ovl1(s, "llvm.fabs", x);
    r = nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OGE, ax, nvsp_splat_fp(s, t->ir, mn)),
                 nvsp_fcmp(s, NVCG_FCMP_OLT, ax, nvsp_splat_fp(s, t->ir, (double)INFINITY)), 0);
    break;
  }
  case SpvOpSignBitSet: {
    nvcg_type *it = nvcg_type_int(s->ctx, st->width);
    if (t->op == SpvOpTypeVector) it = nvcg_type_vector(it, t->count);
    r = nvsp_icmp(s, NVCG_ICMP_SLT, nvsp_cast(s, NVCG_OP_BITCAST, x, it), nvcg_const_zero(it));
    break;
  }
  default: NVSP_ERR("internal: fp test");
  }
  nvsp_set(s, id, rtid, r);
}

/* Reduces a boolean vector with and/or (OpAll/OpAny). */
static void nvsp_tr_any_all(nvsp_state *s) {
  uint32_t rtid, id, at, k;
  nvsp_type *t;
  nvcg_value *v, *r = NULL;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  if (NVSP_RTYPE(rtid)->op != SpvOpTypeBool) NVSP_ERR("result type must be a boolean scalar");
  v = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  t = NVSP_TYPE(at);
  if (t->op != SpvOpTypeVector || !nvsp_is_bool_type(s, t)) NVSP_ERR("operand must be a boolean vector");
  for (k = 0; k < t->count; k++) {
    nvcg_value *e = NVSP_B(nvcg_build_extractelement(s->b, v, nvsp_c32(s, k), NULL));
    r = r ? nvsp_bin(s, s->cur_op == SpvOpAll ? NVCG_OP_AND : NVCG_OP_OR, r, e, 0) : e;
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_select(nvsp_state *s) {
  uint32_t rtid, id, ct;
  nvsp_type *rt, *ctt;
  nvcg_value *c, *a, *b;
  nvsp_need(s, 6, 6);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  c = nvsp_value(s, nvsp_w(s, 3), 0, &ct);
  ctt = NVSP_TYPE(ct);
  a = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
  b = nvsp_value(s, nvsp_w(s, 5), rtid, NULL);
  if (!nvsp_is_bool_type(s, ctt)) NVSP_ERR("condition %%%u is not boolean", nvsp_w(s, 3));
  if (ctt->op == SpvOpTypeVector && (rt->op != SpvOpTypeVector || rt->count != ctt->count))
    NVSP_ERR("a vector condition needs vector objects of the same size");
  nvsp_set(s, id, rtid, nvsp_sel(s, c, a, b));
}

/* ---- conversions ---- */

static nvcg_value *nvsp_gen(nvsp_state *s, const char *base, nvcg_value *a, nvcg_value *b, nvcg_value *c);

static nvcg_value *nvsp_fp_to_int_sat(nvsp_state *s, nvcg_value *x, nvcg_type *to, int is_signed) {
  nvcg_type *ft = nvcg_value_type(x);
  nvcg_type *ts = nvcg_type_get_kind(to) == NVCG_TYPE_VECTOR ? nvcg_type_element(to) : to;
  unsigned w = nvcg_type_int_bits(ts);
  double lo = is_signed ? -((double)((uint64_t)1 << (w - 1))) : 0.0;
  double hi = is_signed ? (double)((uint64_t)1 << (w - 1)) : (w == 64 ? 18446744073709551616.0 : (double)((uint64_t)1 << w));
  uint64_t minv = is_signed ? ((uint64_t)1 << (w - 1)) : 0, maxv = is_signed ? nvsp_mask(w - 1) : nvsp_mask(w);
  nvcg_value *r = nvsp_cast(s, is_signed ? NVCG_OP_FPTOSI : NVCG_OP_FPTOUI, x, to);
  r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_OLE, x, nvsp_splat_fp(s, ft, lo)), nvsp_splat_int(s, to, minv), r);
  r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_OGE, x, nvsp_splat_fp(s, ft, hi)), nvsp_splat_int(s, to, maxv), r);
  r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, x, x), nvcg_const_zero(to), r);
  return r;
}

/* Integer conversion with saturation (OpenCL convert_T_sat). */
static nvcg_value *nvsp_int_sat(nvsp_state *s, nvcg_value *x, nvcg_type *to, int from_signed, int to_signed) {
  nvcg_type *ft = nvcg_value_type(x);
  nvcg_type *fs = nvcg_type_get_kind(ft) == NVCG_TYPE_VECTOR ? nvcg_type_element(ft) : ft;
  nvcg_type *ts = nvcg_type_get_kind(to) == NVCG_TYPE_VECTOR ? nvcg_type_element(to) : to;
  unsigned fw = nvcg_type_int_bits(fs), tw = nvcg_type_int_bits(ts);
  uint64_t tmax = to_signed ? nvsp_mask(tw - 1) : nvsp_mask(tw);
  /* clamp in the wider of the two widths */
  unsigned ww = fw > tw ? fw : tw;
  nvcg_type *wt = nvcg_type_int(s->ctx, ww);
  nvcg_value *v;
  if (nvcg_type_get_kind(ft) == NVCG_TYPE_VECTOR) wt = nvcg_type_vector(wt, (unsigned)nvcg_type_count(ft));
  v = nvsp_iresize(s, x, wt, from_signed);
  if (from_signed) {
    int64_t tmin = to_signed ? -(int64_t)(tmax) - 1 : 0;
    if (!to_signed || tw < fw)
      v = nvsp_ovl2(s, "llvm.smax", v, nvsp_splat_int(s, wt, (uint64_t)tmin));
    if (tw < fw || (!to_signed && tw < ww)) v = nvsp_ovl2(s, "llvm.smin", v, nvsp_splat_int(s, wt, tmax));
    else if (to_signed && tw == fw) { /* same width, signed to signed: nothing */ }
  } else {
    if (tw < fw || (to_signed && tw <= fw)) v = nvsp_ovl2(s, "llvm.umin", v, nvsp_splat_int(s, wt, tmax));
  }
  return nvsp_iresize(s, v, to, from_signed);
}

/* The nvvm conversion intrinsic with an explicit rounding mode, or NULL. */
static const char *nvsp_round_cvt(uint32_t op, unsigned fw, unsigned tw, int fint, uint32_t mode, char *buf, size_t n) {
  const char *base = NULL, *rnd;
  switch (mode) {
  case SpvFPRoundingModeRTE: rnd = "rn"; break;
  case SpvFPRoundingModeRTZ: rnd = "rz"; break;
  case SpvFPRoundingModeRTP: rnd = "rp"; break;
  case SpvFPRoundingModeRTN: rnd = "rm"; break;
  default: return NULL;
  }
  if (op == SpvOpFConvert && fw == 64 && tw == 32) base = "d2f";
  else if ((op == SpvOpConvertSToF || op == SpvOpConvertUToF) && fint) {
    int u = op == SpvOpConvertUToF;
    if (fw == 32 && tw == 32) base = u ? "ui2f" : "i2f";
    else if (fw == 64 && tw == 32) base = u ? "ull2f" : "ll2f";
    else if (fw == 32 && tw == 64) base = u ? "ui2d" : "i2d";
    else if (fw == 64 && tw == 64) base = u ? "ull2d" : "ll2d";
  } else if (op == SpvOpConvertFToS || op == SpvOpConvertFToU) {
    int u = op == SpvOpConvertFToU;
    if (fw == 32 && tw == 32) base = u ? "f2ui" : "f2i";
    else if (fw == 32 && tw == 64) base = u ? "f2ull" : "f2ll";
    else if (fw == 64 && tw == 32) base = u ? "d2ui" : "d2i";
    else if (fw == 64 && tw == 64) base = u ? "d2ull" : "d2ll";
  }
  if (!base) return NULL;
  snprintf(buf, n, "llvm.nvvm.%s.%s", base, rnd);
  return buf;
}

static void nvsp_tr_convert(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at;
  nvsp_type *rt, *t, *rs, *as;
  nvcg_value *x, *r = NULL;
  int sat, found;
  uint32_t mode;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  x = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  t = NVSP_TYPE(at);
  rs = nvsp_scalar_of(s, rt);
  as = nvsp_scalar_of(s, t);
  if (op != SpvOpConvertPtrToU && op != SpvOpConvertUToPtr && nvsp_ncomp(rt) != nvsp_ncomp(t))
    NVSP_ERR("the result and the operand have different component counts");
  sat = nvsp_has_deco(s, id, SpvDecorationSaturatedConversion);
  mode = nvsp_deco_arg(s, id, -1, SpvDecorationFPRoundingMode, 0, &found);
  if (found && mode != SpvFPRoundingModeRTE && op != SpvOpFConvert && op != SpvOpConvertSToF &&
      op != SpvOpConvertUToF && op != SpvOpConvertFToS && op != SpvOpConvertFToU)
    found = 0;
  switch (op) {
  case SpvOpConvertFToU: case SpvOpConvertFToS:
    if (as->op != SpvOpTypeFloat || rs->op != SpvOpTypeInt) NVSP_ERR("needs a float operand and an integer result");
    if (found && mode != SpvFPRoundingModeRTZ) {
      /* round in floating point first; the conversion then truncates an integral value */
      const char *rnd = mode == SpvFPRoundingModeRTE ? "llvm.rint" : mode == SpvFPRoundingModeRTP ? "llvm.ceil"
                        : mode == SpvFPRoundingModeRTN ? "llvm.floor" : NULL;
      if (!rnd) NVSP_ERR("unknown rounding mode %u", mode);
      x = nvsp_gen(s, rnd, x, NULL, NULL);
    }
    r = sat ? nvsp_fp_to_int_sat(s, x, rt->ir, op == SpvOpConvertFToS)
            : nvsp_cast(s, op == SpvOpConvertFToS ? NVCG_OP_FPTOSI : NVCG_OP_FPTOUI, x, rt->ir);
    break;
  case SpvOpConvertSToF: case SpvOpConvertUToF:
    if (as->op != SpvOpTypeInt || rs->op != SpvOpTypeFloat) NVSP_ERR("needs an integer operand and a float result");
    if (found && mode != SpvFPRoundingModeRTE) break;
    r = nvsp_cast(s, op == SpvOpConvertSToF ? NVCG_OP_SITOFP : NVCG_OP_UITOFP, x, rt->ir);
    break;
  case SpvOpUConvert: case SpvOpSConvert:
    if (as->op != SpvOpTypeInt || rs->op != SpvOpTypeInt) NVSP_ERR("needs integer operand and result");
    if (sat && rs->width < as->width) r = nvsp_int_sat(s, x, rt->ir, op == SpvOpSConvert, op == SpvOpSConvert);
    else r = nvsp_iresize(s, x, rt->ir, op == SpvOpSConvert);
    break;
  case SpvOpSatConvertSToU: case SpvOpSatConvertUToS:
    if (as->op != SpvOpTypeInt || rs->op != SpvOpTypeInt) NVSP_ERR("needs integer operand and result");
    r = nvsp_int_sat(s, x, rt->ir, op == SpvOpSatConvertSToU, op == SpvOpSatConvertUToS);
    break;
  case SpvOpFConvert:
    if (as->op != SpvOpTypeFloat || rs->op != SpvOpTypeFloat) NVSP_ERR("needs floating-point operand and result");
    if (rs->width == as->width) r = x;
    else if (rs->width > as->width) r = nvsp_cast(s, NVCG_OP_FPEXT, x, rt->ir);
    else if (found && mode != SpvFPRoundingModeRTE) break;
    else r = nvsp_cast(s, NVCG_OP_FPTRUNC, x, rt->ir);
    break;
  case SpvOpQuantizeToF16: {
    nvcg_type *h = nvcg_type_half(s->ctx), *hv = h;
    nvcg_value *ax, *small, *zero;
    if (rs->op != SpvOpTypeFloat || rs->width != 32 || rt->ir != t->ir) NVSP_ERR("OpQuantizeToF16 works on 32-bit floats");
    if (rt->op == SpvOpTypeVector) hv = nvcg_type_vector(h, rt->count);
    r = nvsp_cast(s, NVCG_OP_FPEXT, nvsp_cast(s, NVCG_OP_FPTRUNC, x, hv), rt->ir);
    /* results too small for a normal half become a zero of x's sign */
    ax = nvsp_ovl1(s, "llvm.fabs", r);
    small = nvsp_fcmp(s, NVCG_FCMP_OLT, ax, nvsp_splat_fp(s, rt->ir, 6.103515625e-05));
    zero = nvsp_ovl2(s, "llvm.copysign", nvcg_const_zero(rt->ir), x);
    r = nvsp_sel(s, small, zero, r);
    break;
  }
  case SpvOpConvertPtrToU:
    if (t->op != SpvOpTypePointer || rt->op != SpvOpTypeInt) NVSP_ERR("needs a pointer operand and an integer result");
    r = nvsp_iresize(s, nvsp_cast(s, NVCG_OP_PTRTOINT, x, nvsp_i64(s)), rt->ir, 0);
    break;
  case SpvOpConvertUToPtr:
    if (t->op != SpvOpTypeInt || rt->op != SpvOpTypePointer) NVSP_ERR("needs an integer operand and a pointer result");
    r = nvsp_cast(s, NVCG_OP_INTTOPTR, nvsp_iresize(s, x, nvsp_i64(s), 0), rt->ir);
    break;
  default: NVSP_ERR("internal: convert");
  }
  if (!r) {
    /* an explicit rounding mode on a conversion that has an nvvm intrinsic for it */
    char buf[64];
    const char *intr = nvsp_round_cvt(op, as->width, rs->width, as->op == SpvOpTypeInt, mode, buf, sizeof buf);
    uint32_t k;
    if (!intr || sat) NVSP_UNSUP("this conversion with rounding mode %u is not supported", mode);
    if (rt->op == SpvOpTypeVector) {
      r = nvcg_const_undef(rt->ir);
      for (k = 0; k < rt->count; k++) {
        nvcg_value *e = NVSP_B(nvcg_build_extractelement(s->b, x, nvsp_c32(s, k), NULL));
        r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_call1(s, intr, e), nvsp_c32(s, k), NULL));
      }
    } else r = nvsp_call1(s, intr, x);
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_bitcast(nvsp_state *s) {
  uint32_t rtid, id, at;
  nvsp_type *rt, *t;
  nvsp_val v;
  nvcg_value *r;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  v = nvsp_get(s, nvsp_w(s, 3), &at);
  t = NVSP_TYPE(at);
  if (!v.ir) NVSP_ERR("%%%u cannot be bitcast", nvsp_w(s, 3));
  if (rt->op == SpvOpTypePointer && t->op == SpvOpTypePointer) {
    if (nvcg_value_type(v.ir) != rt->ir) r = nvsp_cast(s, NVCG_OP_ADDRSPACECAST, v.ir, rt->ir);
    else r = v.ir;
    v.ir = r;
    v.mstride = v.vstride = 0;
    v.rowmajor = 0;
    v.buf_env = 0;
    nvsp_set_val(s, id, rtid, v);
    return;
  }
  if (!rt->ir || (!nvsp_is_scalar(nvsp_scalar_of(s, rt)) && rt->op != SpvOpTypePointer)) NVSP_ERR("bad bitcast result type");
  if (rt->op == SpvOpTypePointer || t->op == SpvOpTypePointer) {
    nvcg_type *i64 = nvsp_i64(s);
    if (t->op == SpvOpTypePointer) {
      r = nvsp_cast(s, NVCG_OP_PTRTOINT, v.ir, i64);
      if (rt->ir != i64) {
        if (nvcg_type_size(rt->ir) != 8) NVSP_ERR("bitcast between types of different sizes");
        r = nvsp_cast(s, NVCG_OP_BITCAST, r, rt->ir);
      }
    } else {
      r = v.ir;
      if (nvcg_type_size(t->ir) != 8) NVSP_ERR("bitcast between types of different sizes");
      if (t->ir != i64) r = nvsp_cast(s, NVCG_OP_BITCAST, r, i64);
      r = nvsp_cast(s, NVCG_OP_INTTOPTR, r, rt->ir);
    }
  } else {
    nvsp_type *rs = nvsp_scalar_of(s, rt), *ts = nvsp_scalar_of(s, t);
    if (rs->op == SpvOpTypeBool || ts->op == SpvOpTypeBool) NVSP_ERR("booleans cannot be bitcast");
    if ((uint64_t)nvsp_ncomp(rt) * rs->width != (uint64_t)nvsp_ncomp(t) * ts->width)
      NVSP_ERR("bitcast between types of different sizes");
    r = nvsp_cast(s, NVCG_OP_BITCAST, v.ir, rt->ir);
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_generic_cast(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at;
  nvsp_type *rt, *t;
  nvsp_val v;
  nvsp_need(s, 4, op == SpvOpGenericCastToPtrExplicit ? 5 : 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  v = nvsp_get(s, nvsp_w(s, 3), &at);
  t = NVSP_TYPE(at);
  if (rt->op != SpvOpTypePointer || t->op != SpvOpTypePointer || !v.ir) NVSP_ERR("needs pointers");
  if (op == SpvOpGenericCastToPtrExplicit) {
    uint32_t sc = nvsp_w(s, 4);
    const char *test = sc == SpvStorageClassWorkgroup ? "llvm.nvvm.isspacep.shared"
                       : sc == SpvStorageClassCrossWorkgroup ? "llvm.nvvm.isspacep.global"
                       : sc == SpvStorageClassFunction ? "llvm.nvvm.isspacep.local" : NULL;
    nvcg_value *ok, *p;
    if (!test) NVSP_ERR("OpGenericCastToPtrExplicit to storage class %u", sc);
    if (nvcg_value_type(v.ir) != nvcg_type_ptr(s->ctx, 0)) NVSP_ERR("operand must be a generic pointer");
    ok = nvsp_call1(s, test, v.ir);
    p = nvsp_cast(s, NVCG_OP_ADDRSPACECAST, v.ir, rt->ir);
    v.ir = nvsp_sel(s, ok, p, nvcg_const_null(rt->ir));
  } else if (nvcg_value_type(v.ir) != rt->ir) {
    v.ir = nvsp_cast(s, NVCG_OP_ADDRSPACECAST, v.ir, rt->ir);
  }
  v.buf_env = 0;
  nvsp_set_val(s, id, rtid, v);
}

/* ---- composites ---- */

static nvcg_value *nvsp_extract_elem(nvsp_state *s, nvcg_value *v, uint32_t k) {
  if (nvcg_type_get_kind(nvcg_value_type(v)) == NVCG_TYPE_VECTOR)
    return NVSP_B(nvcg_build_extractelement(s->b, v, nvsp_c32(s, k), NULL));
  return NVSP_B(nvcg_build_extractvalue(s->b, v, &k, 1, NULL));
}

static void nvsp_tr_construct(nvsp_state *s) {
  uint32_t rtid, id, n, k, at, filled = 0;
  nvsp_type *rt;
  nvcg_value *r;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  n = s->cur_wc - 3;
  if (!rt->ir) nvsp_ir_type(s, rtid);
  r = nvcg_const_undef(rt->ir);
  if (rt->op == SpvOpTypeVector) {
    nvsp_type *ct = NVSP_TYPE(rt->elem);
    for (k = 0; k < n; k++) {
      nvcg_value *x = nvsp_value(s, nvsp_w(s, 3 + k), 0, &at);
      nvsp_type *xt = NVSP_TYPE(at);
      if (xt->op == SpvOpTypeVector) {
        uint32_t j;
        if (NVSP_TYPE(xt->elem)->ir != ct->ir) NVSP_ERR("constituent %u has the wrong component type", k);
        for (j = 0; j < xt->count; j++, filled++) {
          if (filled >= rt->count) NVSP_ERR("too many components for the result vector");
          r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_extract_elem(s, x, j), nvsp_c32(s, filled), NULL));
        }
      } else {
        if (xt->ir != ct->ir) NVSP_ERR("constituent %u has the wrong type", k);
        if (filled >= rt->count) NVSP_ERR("too many components for the result vector");
        r = NVSP_B(nvcg_build_insertelement(s->b, r, x, nvsp_c32(s, filled), NULL));
        filled++;
      }
    }
    if (filled != rt->count) NVSP_ERR("%u components for a vector of %u", filled, rt->count);
  } else if (rt->op == SpvOpTypeMatrix || rt->op == SpvOpTypeArray || rt->op == SpvOpTypeStruct) {
    if (n != rt->count) NVSP_ERR("%u constituents for a composite of %u", n, rt->count);
    for (k = 0; k < n; k++) {
      uint32_t et = rt->op == SpvOpTypeStruct ? rt->mem[k] : rt->elem;
      nvcg_value *x = nvsp_value(s, nvsp_w(s, 3 + k), et, NULL);
      r = NVSP_B(nvcg_build_insertvalue(s->b, r, x, &k, 1, NULL));
    }
  } else NVSP_ERR("result type %%%u is not a composite type", rtid);
  nvsp_set(s, id, rtid, r);
}

/* Follows literal indices through a composite type; fills IR steps. */
static nvsp_type *nvsp_walk_indices(nvsp_state *s, nvsp_type *t, uint32_t first, unsigned *agg_idx,
                                    uint32_t *nagg, int *vec_last, uint32_t *vec_idx) {
  uint32_t i;
  *nagg = 0;
  *vec_last = 0;
  if (s->cur_wc - first > 64) NVSP_ERR("too many indices");
  for (i = first; i < s->cur_wc; i++) {
    uint32_t k = nvsp_w(s, i);
    if (*vec_last) NVSP_ERR("index %u steps into a scalar", i - first);
    switch (t->op) {
    case SpvOpTypeStruct:
      if (k >= t->count) NVSP_ERR("index %u is out of range (%u members)", k, t->count);
      agg_idx[(*nagg)++] = k;
      t = NVSP_TYPE(t->mem[k]);
      break;
    case SpvOpTypeArray: case SpvOpTypeMatrix:
      if (k >= t->count) NVSP_ERR("index %u is out of range (%u elements)", k, t->count);
      agg_idx[(*nagg)++] = k;
      t = NVSP_TYPE(t->elem);
      break;
    case SpvOpTypeVector:
      if (k >= t->count) NVSP_ERR("index %u is out of range (%u components)", k, t->count);
      *vec_last = 1;
      *vec_idx = k;
      t = NVSP_TYPE(t->elem);
      break;
    default: NVSP_ERR("index %u steps into a non-composite type", i - first);
    }
  }
  return t;
}

static void nvsp_tr_extract(nvsp_state *s) {
  uint32_t rtid, id, ct, nagg, vidx = 0;
  unsigned idx[64];
  int vec_last;
  nvsp_type *t;
  nvcg_value *c;
  nvsp_need(s, 5, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  c = nvsp_value(s, nvsp_w(s, 3), 0, &ct);
  t = nvsp_walk_indices(s, NVSP_TYPE(ct), 4, idx, &nagg, &vec_last, &vidx);
  if (t->ir != NVSP_RTYPE(rtid)->ir) NVSP_ERR("the indices reach type %%%u, not the result type %%%u", t->id, rtid);
  if (nvsp_id_find(s, nvsp_w(s, 3))->kind == NVSP_K_CONST) {
    /* a constant's part is a constant */
    nvsp_cval *cv = nvsp_id_find(s, nvsp_w(s, 3))->cv;
    uint32_t i;
    for (i = 4; i < s->cur_wc && cv->kind == NVSP_C_COMPOSITE; i++) cv = cv->elems[nvsp_w(s, i)];
    if (i == s->cur_wc || cv->kind != NVSP_C_COMPOSITE) {
      nvcg_value *k = cv->kind == NVSP_C_UNDEF ? nvcg_const_undef(t->ir)
                      : cv->kind == NVSP_C_NULL ? nvcg_const_zero(t->ir)
                      : i == s->cur_wc ? nvsp_const_ir(s, cv, 0) : NULL;
      if (k && nvcg_value_type(k) == t->ir) {
        nvsp_set(s, id, rtid, k);
        return;
      }
    }
  }
  if (nagg) c = NVSP_B(nvcg_build_extractvalue(s->b, c, idx, nagg, NULL));
  if (vec_last) c = NVSP_B(nvcg_build_extractelement(s->b, c, nvsp_c32(s, vidx), NULL));
  nvsp_set(s, id, rtid, c);
}

static void nvsp_tr_insert(nvsp_state *s) {
  uint32_t rtid, id, nagg, vidx = 0, ot;
  unsigned idx[64];
  int vec_last;
  nvsp_type *t;
  nvcg_value *obj, *c, *r;
  nvsp_need(s, 6, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  obj = nvsp_value(s, nvsp_w(s, 3), 0, &ot);
  c = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
  t = nvsp_walk_indices(s, NVSP_RTYPE(rtid), 5, idx, &nagg, &vec_last, &vidx);
  if (t->ir != NVSP_TYPE(ot)->ir) NVSP_ERR("the object does not have the type the indices reach");
  if (vec_last) {
    nvcg_value *vec = nagg ? NVSP_B(nvcg_build_extractvalue(s->b, c, idx, nagg, NULL)) : c;
    vec = NVSP_B(nvcg_build_insertelement(s->b, vec, obj, nvsp_c32(s, vidx), NULL));
    r = nagg ? NVSP_B(nvcg_build_insertvalue(s->b, c, vec, idx, nagg, NULL)) : vec;
  } else {
    r = NVSP_B(nvcg_build_insertvalue(s->b, c, obj, idx, nagg, NULL));
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_shuffle(nvsp_state *s) {
  uint32_t rtid, id, at, bt, k, na, nb;
  nvsp_type *rt, *ta, *tb;
  nvcg_value *a, *b, *r;
  int mask[16];
  nvsp_need(s, 5, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  a = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  b = nvsp_value(s, nvsp_w(s, 4), 0, &bt);
  ta = NVSP_TYPE(at);
  tb = NVSP_TYPE(bt);
  if (rt->op != SpvOpTypeVector || ta->op != SpvOpTypeVector || tb->op != SpvOpTypeVector)
    NVSP_ERR("OpVectorShuffle needs vectors");
  if (s->cur_wc - 5 != rt->count) NVSP_ERR("%u components for a result of %u", s->cur_wc - 5, rt->count);
  if (NVSP_TYPE(ta->elem)->ir != NVSP_TYPE(rt->elem)->ir || NVSP_TYPE(tb->elem)->ir != NVSP_TYPE(rt->elem)->ir)
    NVSP_ERR("component types differ");
  na = ta->count;
  nb = tb->count;
  for (k = 0; k < rt->count; k++) {
    uint32_t sel = nvsp_w(s, 5 + k);
    if (sel == 0xFFFFFFFFu) mask[k] = -1;
    else if (sel < na + nb) mask[k] = (int)sel;
    else NVSP_ERR("shuffle component %u is out of range", sel);
  }
  if (ta->ir == tb->ir) {
    r = NVSP_B(nvcg_build_shufflevector(s->b, a, b, mask, rt->count, NULL));
  } else {
    r = nvcg_const_undef(rt->ir);
    for (k = 0; k < rt->count; k++) {
      nvcg_value *e;
      if (mask[k] < 0) continue;
      e = (uint32_t)mask[k] < na ? nvsp_extract_elem(s, a, (uint32_t)mask[k]) : nvsp_extract_elem(s, b, (uint32_t)mask[k] - na);
      r = NVSP_B(nvcg_build_insertelement(s->b, r, e, nvsp_c32(s, k), NULL));
    }
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_dynamic_vec(nvsp_state *s) {
  uint32_t rtid, id, vt, it;
  nvcg_value *v, *r;
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  if (s->cur_op == SpvOpVectorExtractDynamic) {
    nvsp_type *t;
    nvcg_value *i;
    nvsp_need(s, 5, 5);
    v = nvsp_value(s, nvsp_w(s, 3), 0, &vt);
    t = NVSP_TYPE(vt);
    if (t->op != SpvOpTypeVector || NVSP_TYPE(t->elem)->ir != NVSP_RTYPE(rtid)->ir) NVSP_ERR("needs a vector of the result type");
    i = nvsp_value(s, nvsp_w(s, 4), 0, &it);
    if (NVSP_TYPE(it)->op != SpvOpTypeInt) NVSP_ERR("index must be an integer scalar");
    r = NVSP_B(nvcg_build_extractelement(s->b, v, i, NULL));
  } else {
    nvcg_value *e, *i;
    nvsp_type *rt = NVSP_RTYPE(rtid);
    nvsp_need(s, 6, 6);
    v = nvsp_value(s, nvsp_w(s, 3), rtid, NULL);
    if (rt->op != SpvOpTypeVector) NVSP_ERR("needs a vector");
    e = nvsp_value(s, nvsp_w(s, 4), rt->elem, NULL);
    i = nvsp_value(s, nvsp_w(s, 5), 0, &it);
    if (NVSP_TYPE(it)->op != SpvOpTypeInt) NVSP_ERR("index must be an integer scalar");
    r = NVSP_B(nvcg_build_insertelement(s->b, v, e, i, NULL));
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_transpose(nvsp_state *s) {
  uint32_t rtid, id, mt, c, r;
  nvsp_type *rt, *t;
  nvcg_value *m, *res, **cols;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  m = nvsp_value(s, nvsp_w(s, 3), 0, &mt);
  t = NVSP_TYPE(mt);
  if (rt->op != SpvOpTypeMatrix || t->op != SpvOpTypeMatrix || rt->count != NVSP_TYPE(t->elem)->count ||
      NVSP_TYPE(rt->elem)->count != t->count)
    NVSP_ERR("OpTranspose needs a matrix and its transposed type");
  cols = (nvcg_value **)nvsp_alloc(s, sizeof(nvcg_value *) * t->count);
  for (c = 0; c < t->count; c++) cols[c] = nvsp_extract_elem(s, m, c);
  res = nvcg_const_undef(rt->ir);
  for (r = 0; r < rt->count; r++) {
    nvcg_value *v = nvcg_const_undef(NVSP_TYPE(rt->elem)->ir);
    for (c = 0; c < t->count; c++)
      v = NVSP_B(nvcg_build_insertelement(s->b, v, nvsp_extract_elem(s, cols[c], r), nvsp_c32(s, c), NULL));
    res = NVSP_B(nvcg_build_insertvalue(s->b, res, v, &r, 1, NULL));
  }
  nvsp_set(s, id, rtid, res);
}

/* Sum of the components of a vector (dot products). */
static nvcg_value *nvsp_hadd(nvsp_state *s, nvcg_value *v, unsigned fl) {
  nvcg_type *t = nvcg_value_type(v);
  uint32_t k, n;
  nvcg_value *r;
  if (nvcg_type_get_kind(t) != NVCG_TYPE_VECTOR) return v;
  n = (uint32_t)nvcg_type_count(t);
  r = nvsp_extract_elem(s, v, 0);
  for (k = 1; k < n; k++) r = nvsp_bin(s, NVCG_OP_FADD, r, nvsp_extract_elem(s, v, k), fl);
  return r;
}

static nvcg_value *nvsp_dot(nvsp_state *s, nvcg_value *a, nvcg_value *b, unsigned fl) {
  return nvsp_hadd(s, nvsp_bin(s, NVCG_OP_FMUL, a, b, fl), fl);
}

static void nvsp_tr_linalg(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at, bt, k, j;
  nvsp_type *rt, *ta, *tb;
  nvcg_value *a, *b, *r;
  unsigned fl;
  nvsp_need(s, 5, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  a = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  b = nvsp_value(s, nvsp_w(s, 4), 0, &bt);
  ta = NVSP_TYPE(at);
  tb = NVSP_TYPE(bt);
  fl = nvsp_fmf(s, id);
  if (!nvsp_is_fp_type(s, rt) && op != SpvOpDot && rt->op != SpvOpTypeMatrix) NVSP_ERR("needs floating-point types");
  switch (op) {
  case SpvOpDot:
    if (ta->op != SpvOpTypeVector || ta->ir != tb->ir || NVSP_TYPE(ta->elem)->ir != rt->ir || !nvsp_is_fp_type(s, rt))
      NVSP_ERR("OpDot needs two float vectors of one type and their component type");
    r = nvsp_dot(s, a, b, fl);
    break;
  case SpvOpVectorTimesScalar:
    if (ta->ir != rt->ir || tb->ir != NVSP_TYPE(rt->elem)->ir) NVSP_ERR("OpVectorTimesScalar type mismatch");
    r = nvsp_bin(s, NVCG_OP_FMUL, a, nvsp_splat_val(s, b, rt->ir), fl);
    break;
  case SpvOpMatrixTimesScalar:
    if (ta->ir != rt->ir || rt->op != SpvOpTypeMatrix || tb->ir != NVSP_TYPE(NVSP_TYPE(rt->elem)->elem)->ir)
      NVSP_ERR("OpMatrixTimesScalar type mismatch");
    r = nvcg_const_undef(rt->ir);
    {
      nvcg_value *sp = nvsp_splat_val(s, b, NVSP_TYPE(rt->elem)->ir);
      for (k = 0; k < rt->count; k++)
        r = NVSP_B(nvcg_build_insertvalue(s->b, r, nvsp_bin(s, NVCG_OP_FMUL, nvsp_extract_elem(s, a, k), sp, fl), &k, 1, NULL));
    }
    break;
  case SpvOpVectorTimesMatrix: /* r[j] = dot(a, M[j]) */
    if (tb->op != SpvOpTypeMatrix || rt->op != SpvOpTypeVector || rt->count != tb->count || NVSP_TYPE(tb->elem)->ir != ta->ir)
      NVSP_ERR("OpVectorTimesMatrix type mismatch");
    r = nvcg_const_undef(rt->ir);
    for (j = 0; j < tb->count; j++)
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_dot(s, a, nvsp_extract_elem(s, b, j), fl), nvsp_c32(s, j), NULL));
    break;
  case SpvOpMatrixTimesVector: /* r = sum_j M[j] * v[j] */
    if (ta->op != SpvOpTypeMatrix || tb->op != SpvOpTypeVector || tb->count != ta->count || NVSP_TYPE(ta->elem)->ir != rt->ir)
      NVSP_ERR("OpMatrixTimesVector type mismatch");
    r = NULL;
    for (j = 0; j < ta->count; j++) {
      nvcg_value *t = nvsp_bin(s, NVCG_OP_FMUL, nvsp_extract_elem(s, a, j), nvsp_splat_val(s, nvsp_extract_elem(s, b, j), rt->ir), fl);
      r = r ? nvsp_bin(s, NVCG_OP_FADD, r, t, fl) : t;
    }
    break;
  case SpvOpMatrixTimesMatrix:
    if (ta->op != SpvOpTypeMatrix || tb->op != SpvOpTypeMatrix || rt->op != SpvOpTypeMatrix || ta->count != NVSP_TYPE(tb->elem)->count ||
        rt->count != tb->count || NVSP_TYPE(rt->elem)->ir != NVSP_TYPE(ta->elem)->ir)
      NVSP_ERR("OpMatrixTimesMatrix type mismatch");
    r = nvcg_const_undef(rt->ir);
    for (k = 0; k < tb->count; k++) {
      nvcg_value *col = nvsp_extract_elem(s, b, k), *acc = NULL;
      for (j = 0; j < ta->count; j++) {
        nvcg_value *t = nvsp_bin(s, NVCG_OP_FMUL, nvsp_extract_elem(s, a, j),
                                 nvsp_splat_val(s, nvsp_extract_elem(s, col, j), NVSP_TYPE(rt->elem)->ir), fl);
        acc = acc ? nvsp_bin(s, NVCG_OP_FADD, acc, t, fl) : t;
      }
      r = NVSP_B(nvcg_build_insertvalue(s->b, r, acc, &k, 1, NULL));
    }
    break;
  case SpvOpOuterProduct: /* column j = a * b[j] */
    if (rt->op != SpvOpTypeMatrix || NVSP_TYPE(rt->elem)->ir != ta->ir || tb->op != SpvOpTypeVector || tb->count != rt->count)
      NVSP_ERR("OpOuterProduct type mismatch");
    r = nvcg_const_undef(rt->ir);
    for (k = 0; k < rt->count; k++)
      r = NVSP_B(nvcg_build_insertvalue(s->b, r, nvsp_bin(s, NVCG_OP_FMUL, a, nvsp_splat_val(s, nvsp_extract_elem(s, b, k), ta->ir), fl), &k, 1, NULL));
    break;
  default: NVSP_ERR("internal: linalg");
  }
  nvsp_set(s, id, rtid, r);
}

/* ---- integer extras ---- */

static void nvsp_tr_bitfield(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, w;
  nvsp_type *rt;
  nvcg_value *base, *ins = NULL, *off, *cnt, *r, *ones, *mask, *wv, *zero;
  uint32_t ot, ct, oi = op == SpvOpBitFieldInsert ? 5 : 4;
  nvsp_need(s, oi + 2, oi + 2);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if (!nvsp_is_int_type(s, rt)) NVSP_ERR("result type must be integer");
  base = nvsp_value(s, nvsp_w(s, 3), rtid, NULL);
  if (op == SpvOpBitFieldInsert) ins = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
  off = nvsp_value(s, nvsp_w(s, oi), 0, &ot);
  cnt = nvsp_value(s, nvsp_w(s, oi + 1), 0, &ct);
  if (NVSP_TYPE(ot)->op != SpvOpTypeInt || NVSP_TYPE(ct)->op != SpvOpTypeInt) NVSP_ERR("Offset and Count must be integer scalars");
  w = nvsp_scalar_of(s, rt)->width;
  off = nvsp_splat_val(s, nvsp_iresize(s, off, nvsp_scalar_of(s, rt)->ir, 0), rt->ir);
  cnt = nvsp_splat_val(s, nvsp_iresize(s, cnt, nvsp_scalar_of(s, rt)->ir, 0), rt->ir);
  ones = nvsp_splat_int(s, rt->ir, ~(uint64_t)0);
  zero = nvcg_const_zero(rt->ir);
  wv = nvsp_splat_int(s, rt->ir, w);
  /* mask of `cnt` low bits; cnt == 0 and cnt == width handled without shifting by width */
  mask = nvsp_bin(s, NVCG_OP_LSHR, ones, nvsp_bin(s, NVCG_OP_SUB, wv, cnt, 0), 0);
  mask = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_EQ, cnt, zero), zero, mask);
  if (op == SpvOpBitFieldInsert) {
    nvcg_value *m = nvsp_bin(s, NVCG_OP_SHL, mask, off, 0);
    nvcg_value *keep = nvsp_bin(s, NVCG_OP_AND, base, nvsp_bin(s, NVCG_OP_XOR, m, ones, 0), 0);
    nvcg_value *put = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_SHL, ins, off, 0), m, 0);
    r = nvsp_bin(s, NVCG_OP_OR, keep, put, 0);
  } else if (op == SpvOpBitFieldUExtract) {
    r = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, base, off, 0), mask, 0);
  } else {
    /* shift the field to the top, then arithmetic-shift it down */
    nvcg_value *top = nvsp_bin(s, NVCG_OP_SUB, nvsp_bin(s, NVCG_OP_SUB, wv, off, 0), cnt, 0);
    nvcg_value *x = nvsp_bin(s, NVCG_OP_SHL, base, top, 0);
    x = nvsp_bin(s, NVCG_OP_ASHR, x, nvsp_bin(s, NVCG_OP_SUB, wv, cnt, 0), 0);
    r = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_EQ, cnt, zero), zero, x);
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_bitcount(nvsp_state *s) {
  uint32_t rtid, id, at;
  nvsp_type *rt, *t;
  nvcg_value *x;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  x = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  t = NVSP_TYPE(at);
  if (!nvsp_is_int_type(s, rt) || !nvsp_is_int_type(s, t) || nvsp_ncomp(rt) != nvsp_ncomp(t)) NVSP_ERR("OpBitCount needs integers");
  nvsp_set(s, id, rtid, nvsp_iresize(s, nvsp_ovl1(s, "llvm.ctpop", x), rt->ir, 0));
}

/* OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended: a struct of two members. */
static void nvsp_tr_extended(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at, w;
  nvsp_type *rt, *mt;
  nvcg_value *a, *b, *lo, *hi, *r;
  unsigned zero = 0, one = 1;
  nvsp_need(s, 5, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if (rt->op != SpvOpTypeStruct || rt->count != 2 || rt->mem[0] != rt->mem[1]) NVSP_ERR("result must be a struct of two equal members");
  mt = NVSP_TYPE(rt->mem[0]);
  if (!nvsp_is_int_type(s, mt)) NVSP_ERR("members must be integers");
  a = nvsp_value(s, nvsp_w(s, 3), mt->id, &at);
  b = nvsp_value(s, nvsp_w(s, 4), mt->id, NULL);
  w = nvsp_scalar_of(s, mt)->width;
  if (op == SpvOpIAddCarry) {
    lo = nvsp_bin(s, NVCG_OP_ADD, a, b, 0);
    hi = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_icmp(s, NVCG_ICMP_ULT, lo, a), mt->ir);
  } else if (op == SpvOpISubBorrow) {
    lo = nvsp_bin(s, NVCG_OP_SUB, a, b, 0);
    hi = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_icmp(s, NVCG_ICMP_ULT, a, b), mt->ir);
  } else {
    int sg = op == SpvOpSMulExtended;
    lo = nvsp_bin(s, NVCG_OP_MUL, a, b, 0);
    if (w < 64) {
      nvcg_type *wide = nvcg_type_int(s->ctx, 2 * w);
      nvcg_value *p;
      if (mt->op == SpvOpTypeVector) wide = nvcg_type_vector(wide, mt->count);
      p = nvsp_bin(s, NVCG_OP_MUL, nvsp_iresize(s, a, wide, sg), nvsp_iresize(s, b, wide, sg), 0);
      hi = nvsp_cast(s, NVCG_OP_TRUNC, nvsp_bin(s, NVCG_OP_LSHR, p, nvsp_splat_int(s, wide, w), 0), mt->ir);
    } else {
      const char *intr = sg ? "llvm.nvvm.mulhi.ll" : "llvm.nvvm.mulhi.ull";
      if (mt->op == SpvOpTypeVector) {
        uint32_t k;
        hi = nvcg_const_undef(mt->ir);
        for (k = 0; k < mt->count; k++) {
          nvcg_value *x[2];
          x[0] = nvsp_extract_elem(s, a, k);
          x[1] = nvsp_extract_elem(s, b, k);
          hi = NVSP_B(nvcg_build_insertelement(s->b, hi, nvsp_call(s, intr, x, 2), nvsp_c32(s, k), NULL));
        }
      } else {
        nvcg_value *x[2];
        x[0] = a;
        x[1] = b;
        hi = nvsp_call(s, intr, x, 2);
      }
    }
  }
  (void)at;
  r = nvcg_const_undef(rt->ir);
  r = NVSP_B(nvcg_build_insertvalue(s->b, r, lo, &zero, 1, NULL));
  r = NVSP_B(nvcg_build_insertvalue(s->b, r, hi, &one, 1, NULL));
  nvsp_set(s, id, rtid, r);
}

/* ---- memory instructions ---- */

static nvsp_type *nvsp_ptr_type(nvsp_state *s, uint32_t tid, uint32_t id) {
  nvsp_type *t = NVSP_TYPE(tid);
  if (t->op != SpvOpTypePointer) NVSP_ERR("%%%u is not a pointer", id);
  if (!t->elem) NVSP_ERR("%%%u has a forward-declared pointer type that was never defined", id);
  return t;
}

static void nvsp_tr_local_var(nvsp_state *s) {
  uint32_t rtid, id, sc, align;
  nvsp_type *pt, *t;
  nvsp_val v;
  nvcg_value *a;
  nvsp_need(s, 4, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  sc = nvsp_w(s, 3);
  pt = nvsp_ptr_type(s, rtid, id);
  if (sc != SpvStorageClassFunction || pt->storage != sc) NVSP_ERR("variables inside functions must have storage class Function");
  t = NVSP_TYPE(pt->elem);
  if (!t->sized || !t->irmem) {
    if (t->unsupported) NVSP_UNSUP("variable of type %%%u: %s", t->id, t->unsupported);
    NVSP_ERR("variable of an unsized type");
  }
  if (t->size > ((uint64_t)1 << 32)) NVSP_UNSUP("a %llu-byte local variable is too large", (unsigned long long)t->size);
  align = nvsp_deco_arg(s, id, -1, SpvDecorationAlignment, 0, NULL);
  if (align & (align - 1)) NVSP_ERR("Alignment %u is not a power of two", align);
  if (t->align > align) align = t->align;
  if (nvcg_type_align(t->irmem) > align) align = nvcg_type_align(t->irmem);
  a = NVSP_B(nvcg_build_alloca(s->b, t->irmem, NULL, align, NULL));
  memset(&v, 0, sizeof v);
  v.comp = -1;
  v.ir = a;
  v.align = t->explicit_layout ? align : 0;
  nvsp_set_val(s, id, rtid, v);
  if (s->cur_wc == 5) nvsp_store_id(s, t, a, nvsp_w(s, 4), v.align, 0, 0, 0, 0);
}

static void nvsp_tr_load(nvsp_state *s) {
  uint32_t rtid, id, ptid;
  nvsp_type *pt, *t, *rt;
  nvsp_val p, r;
  unsigned flags;
  uint32_t align;
  nvsp_need(s, 4, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if (rt->op == SpvOpTypeSampler && s->cur_wc == 4 && nvsp_img_loaded_var(s, s->cur)) {
    /* a sampler has no value of its own: OpSampledImage finds the variable (see "Images") */
    nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
    e->type_id = rtid;
    e->stamp = s->stamp;
    return;
  }
  p = nvsp_get(s, nvsp_w(s, 3), &ptid);
  pt = nvsp_ptr_type(s, ptid, nvsp_w(s, 3));
  t = NVSP_TYPE(pt->elem);
  if (t->ir != rt->ir || !rt->ir) {
    if (!rt->ir) nvsp_ir_type(s, rtid);
    NVSP_ERR("pointer %%%u points to type %%%u, not the result type %%%u", nvsp_w(s, 3), pt->elem, rtid);
  }
  flags = p.volat ? NVCG_FLAG_VOLATILE : 0;
  align = p.align;
  if (nvsp_mem_operands(s, 4, &flags, &align) != s->cur_wc) NVSP_ERR("extra operands after the memory operands");
  memset(&r, 0, sizeof r);
  r.comp = -1;
  if ((t->op == SpvOpTypeImage || t->op == SpvOpTypeSampledImage) && p.ir && nvcg_value_type(p.ir) == nvsp_i64(s))
    r.ir = p.ir; /* an image variable's value is its object parameter (see "Images") */
  else if (p.builtin_ptr) r.ir = nvsp_load_builtin(s, &p, rtid);
  else if (!p.ir) NVSP_ERR("%%%u cannot be loaded from", nvsp_w(s, 3));
  else r.ir = nvsp_load_rec(s, t, p.ir, align, flags, p.mstride, p.rowmajor, p.vstride);
  nvsp_set_val(s, id, rtid, r);
}

static void nvsp_tr_store(nvsp_state *s) {
  uint32_t ptid, ot;
  nvsp_type *pt, *t;
  nvsp_val p;
  nvcg_value *v;
  unsigned flags;
  uint32_t align;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  p = nvsp_get(s, nvsp_w(s, 1), &ptid);
  pt = nvsp_ptr_type(s, ptid, nvsp_w(s, 1));
  t = NVSP_TYPE(pt->elem);
  v = nvsp_value(s, nvsp_w(s, 2), 0, &ot);
  if (!t->ir || NVSP_TYPE(ot)->ir != t->ir) NVSP_ERR("object %%%u does not have the type %%%u points to", nvsp_w(s, 2), nvsp_w(s, 1));
  if (p.builtin_ptr || !p.ir) NVSP_ERR("%%%u cannot be stored to", nvsp_w(s, 1));
  flags = p.volat ? NVCG_FLAG_VOLATILE : 0;
  align = p.align;
  if (nvsp_mem_operands(s, 3, &flags, &align) != s->cur_wc) NVSP_ERR("extra operands after the memory operands");
  (void)v;
  nvsp_store_id(s, t, p.ir, nvsp_w(s, 2), align, flags, p.mstride, p.rowmajor, p.vstride);
}

static void nvsp_tr_copy_memory(nvsp_state *s) {
  uint32_t dt, st, n;
  nvsp_type *dpt, *spt;
  nvsp_val d, src;
  unsigned dfl = 0, sfl = 0;
  uint32_t dal, sal;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  d = nvsp_get(s, nvsp_w(s, 1), &dt);
  src = nvsp_get(s, nvsp_w(s, 2), &st);
  dpt = nvsp_ptr_type(s, dt, nvsp_w(s, 1));
  spt = nvsp_ptr_type(s, st, nvsp_w(s, 2));
  dal = d.align;
  sal = src.align;
  if (d.volat) dfl |= NVCG_FLAG_VOLATILE;
  if (src.volat) sfl |= NVCG_FLAG_VOLATILE;
  if (s->cur_op == SpvOpCopyMemorySized) {
    uint32_t zt;
    nvcg_value *size, *args[4];
    char name[64];
    nvsp_need(s, 4, 0xFFFFFFFFu);
    size = nvsp_value(s, nvsp_w(s, 3), 0, &zt);
    if (NVSP_TYPE(zt)->op != SpvOpTypeInt) NVSP_ERR("Size must be an integer");
    n = nvsp_mem_operands(s, 4, &dfl, &dal);
    if (n < s->cur_wc) n = nvsp_mem_operands(s, n, &sfl, &sal);
    if (n != s->cur_wc) NVSP_ERR("extra operands");
    if (!d.ir || !src.ir) NVSP_ERR("operands cannot be copied");
    args[0] = d.ir;
    args[1] = src.ir;
    args[2] = nvsp_iresize(s, size, nvsp_i64(s), 0);
    args[3] = nvcg_const_int(nvsp_i1(s), ((dfl | sfl) & NVCG_FLAG_VOLATILE) != 0);
    snprintf(name, sizeof name, "llvm.memcpy.p%u.p%u.i64", nvcg_type_addrspace(nvcg_value_type(d.ir)),
             nvcg_type_addrspace(nvcg_value_type(src.ir)));
    nvsp_call(s, name, args, 4);
    return;
  }
  n = nvsp_mem_operands(s, 3, &dfl, &dal);
  if (n < s->cur_wc) n = nvsp_mem_operands(s, n, &sfl, &sal);
  else { sfl |= dfl; if (dal != d.align) sal = dal; }
  if (n != s->cur_wc) NVSP_ERR("extra operands");
  if (NVSP_TYPE(dpt->elem)->ir != NVSP_TYPE(spt->elem)->ir || !NVSP_TYPE(dpt->elem)->ir)
    NVSP_ERR("source and target point to different types");
  if (!d.ir) NVSP_ERR("%%%u cannot be copied to", nvsp_w(s, 1));
  {
    nvcg_value *v;
    if (src.builtin_ptr) v = nvsp_load_builtin(s, &src, spt->elem);
    else if (!src.ir) NVSP_ERR("%%%u cannot be copied from", nvsp_w(s, 2));
    else v = nvsp_load_rec(s, NVSP_TYPE(spt->elem), src.ir, sal, sfl, src.mstride, src.rowmajor, src.vstride);
    nvsp_store_rec(s, NVSP_TYPE(dpt->elem), d.ir, v, dal, dfl, d.mstride, d.rowmajor, d.vstride);
  }
}

static void nvsp_tr_array_length(nvsp_state *s) {
  uint32_t rtid, id, ptid, member;
  nvsp_type *rt, *pt, *t, *at;
  nvsp_val p;
  nvsp_env *en;
  nvcg_value *size, *off, *n;
  nvsp_need(s, 5, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  member = nvsp_w(s, 4);
  rt = NVSP_RTYPE(rtid);
  if (rt->op != SpvOpTypeInt) NVSP_ERR("result type must be an integer scalar");
  p = nvsp_get(s, nvsp_w(s, 3), &ptid);
  pt = nvsp_ptr_type(s, ptid, nvsp_w(s, 3));
  t = NVSP_TYPE(pt->elem);
  if (t->op != SpvOpTypeStruct || member + 1 != t->count || NVSP_TYPE(t->mem[member])->op != SpvOpTypeRuntimeArray)
    NVSP_ERR("member %u is not the struct's trailing runtime array", member);
  at = NVSP_TYPE(t->mem[member]);
  if (!at->stride) NVSP_ERR("the runtime array's elements have no size");
  if (!p.buf_env) NVSP_UNSUP("OpArrayLength is supported on storage buffer variables only");
  en = &s->env[p.buf_env - 1];
  if (!en->size_slot) NVSP_ERR("internal: no size parameter for this buffer");
  size = s->envv[en->size_slot - 1];
  if (en->count > 1) {
    uint32_t j;
    if (p.desc_idx) {
      for (j = 1; j < en->count; j++)
        size = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_EQ, p.desc_idx, nvsp_c64(s, j)), s->envv[en->size_slot - 1 + j], size);
    }
  }
  off = nvsp_c64(s, t->offs[member]);
  n = nvsp_bin(s, NVCG_OP_UDIV, nvsp_bin(s, NVCG_OP_SUB, size, off, 0), nvsp_c64(s, at->stride), 0);
  n = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_UGT, size, off), n, nvsp_c64(s, 0));
  nvsp_set(s, id, rtid, nvsp_iresize(s, n, rt->ir, 0));
}

static void nvsp_tr_ptr_diff(nvsp_state *s) {
  uint32_t rtid, id, at, bt;
  nvsp_type *rt, *pt;
  nvcg_value *a, *b, *d;
  uint64_t sz;
  nvsp_need(s, 5, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  a = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  b = nvsp_value(s, nvsp_w(s, 4), at, &bt);
  pt = nvsp_ptr_type(s, at, nvsp_w(s, 3));
  if (rt->op != SpvOpTypeInt) NVSP_ERR("result must be an integer scalar");
  sz = pt->stride ? pt->stride : NVSP_TYPE(pt->elem)->size;
  if (!sz) NVSP_ERR("OpPtrDiff over an unsized type");
  d = nvsp_bin(s, NVCG_OP_SUB, nvsp_cast(s, NVCG_OP_PTRTOINT, a, nvsp_i64(s)), nvsp_cast(s, NVCG_OP_PTRTOINT, b, nvsp_i64(s)), 0);
  if (sz != 1) d = nvsp_bin(s, NVCG_OP_SDIV, d, nvsp_c64(s, sz), NVCG_FLAG_EXACT);
  nvsp_set(s, id, rtid, nvsp_iresize(s, d, rt->ir, 1));
}

/* ---- control flow ---- */

static nvcg_block *nvsp_label(nvsp_state *s, uint32_t id) {
  nvsp_id *e = nvsp_id_get(s, id);
  if (e->kind != NVSP_K_LABEL || e->stamp != s->stamp) NVSP_ERR("%%%u is not a label of this function", id);
  return e->bb;
}

static void nvsp_end_block(nvsp_state *s) {
  nvsp_id *e = nvsp_id_get(s, s->cur_label);
  e->exit_bb = nvcg_builder_block(s->b);
  s->cur_bb = NULL;
}

static void nvsp_tr_phi(nvsp_state *s) {
  uint32_t rtid, id;
  nvsp_type *rt;
  nvcg_value *phi;
  nvsp_phi_fix *f;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if ((s->cur_wc - 3) % 2) NVSP_ERR("OpPhi needs (value, parent) pairs");
  if (s->phis_done) NVSP_ERR("OpPhi must come before the other instructions of its block");
  phi = NVSP_B(nvcg_build_phi(s->b, nvsp_ir_type(s, rtid), NULL));
  (void)rt;
  nvsp_set(s, id, rtid, phi);
  s->phis = (nvsp_phi_fix *)nvsp_grow(s, s->phis, &s->capphis, s->nphis + 1, sizeof(nvsp_phi_fix));
  f = &s->phis[s->nphis++];
  f->phi = phi;
  f->word = s->cur;
  f->type_id = rtid;
}

static void nvsp_patch_phis(nvsp_state *s) {
  uint32_t i, k;
  for (i = 0; i < s->nphis; i++) {
    nvsp_phi_fix *f = &s->phis[i];
    nvsp_at(s, f->word);
    for (k = 3; k + 1 < s->cur_wc; k += 2) {
      nvcg_value *v = nvsp_value(s, nvsp_w(s, k), f->type_id, NULL);
      nvsp_id *le = nvsp_id_get(s, nvsp_w(s, k + 1));
      if (le->kind != NVSP_K_LABEL || le->stamp != s->stamp) NVSP_ERR("phi parent %%%u is not a label of this function", nvsp_w(s, k + 1));
      if (!le->exit_bb) NVSP_ERR("phi parent %%%u is a block that never ends", nvsp_w(s, k + 1));
      nvcg_phi_add_incoming(f->phi, v, le->exit_bb);
    }
  }
  s->nphis = 0;
}

static int nvsp_cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static void nvsp_tr_switch(nvsp_state *s) {
  uint32_t st, i, lw;
  nvcg_value *sel, *sw;
  nvsp_type *t;
  uint64_t *seen;
  uint32_t nseen = 0, j;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  sel = nvsp_value(s, nvsp_w(s, 1), 0, &st);
  t = NVSP_TYPE(st);
  if (t->op != SpvOpTypeInt) NVSP_ERR("the selector must be an integer scalar");
  lw = t->width > 32 ? 2 : 1;
  if ((s->cur_wc - 3) % (lw + 1)) NVSP_ERR("OpSwitch operands do not form (literal, label) pairs");
  sw = NVSP_B(nvcg_build_switch(s->b, sel, nvsp_label(s, nvsp_w(s, 2))));
  seen = (uint64_t *)nvsp_alloc(s, sizeof(uint64_t) * ((s->cur_wc - 3) / (lw + 1) + 1));
  for (i = 3; i < s->cur_wc; i += lw + 1) {
    uint64_t v = nvsp_w(s, i);
    if (lw == 2) v |= (uint64_t)nvsp_w(s, i + 1) << 32;
    v &= nvsp_mask(t->width);
    seen[nseen++] = v;
    nvcg_switch_add_case(sw, nvcg_const_int(t->ir, v), nvsp_label(s, nvsp_w(s, i + lw)));
  }
  qsort(seen, nseen, sizeof(uint64_t), nvsp_cmp_u64);
  for (j = 1; j < nseen; j++)
    if (seen[j] == seen[j - 1]) NVSP_ERR("duplicate case literal %llu", (unsigned long long)seen[j]);
  if (nvcg_module_error_count(s->m)) NVSP_ERR("the IR builder rejected the switch (see above)");
}

static void nvsp_tr_call(nvsp_state *s) {
  uint32_t rtid, id, fid, n, k;
  nvsp_id *fe;
  nvsp_type *ft;
  nvcg_value **args, *r;
  nvsp_need(s, 4, 4 + NVSP_MAX_PARAMS);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  fid = nvsp_w(s, 3);
  fe = nvsp_id_get(s, fid);
  if (fe->kind != NVSP_K_FUNC) NVSP_ERR("%%%u is not a function", fid);
  ft = NVSP_TYPE(fe->fn->fty);
  if (ft->op != SpvOpTypeFunction) NVSP_ERR("function %%%u has no function type", fid);
  if (!fe->fn->dev) {
    if (fe->fn->is_decl) NVSP_ERR("function %s (%%%u) has no body and is not imported (LinkageAttributes Import)", fe->name ? fe->name : "", fid);
    NVSP_ERR("internal: function %%%u was not translated", fid);
  }
  if (NVSP_TYPE(ft->elem)->ir != NVSP_RTYPE(rtid)->ir) NVSP_ERR("result type differs from the function's return type");
  n = s->cur_wc - 4;
  if (n != ft->count) NVSP_ERR("%u arguments for a function of %u parameters", n, ft->count);
  args = (nvcg_value **)nvsp_alloc(s, sizeof(nvcg_value *) * (n + s->nslots + 1));
  for (k = 0; k < n; k++) args[k] = nvsp_value(s, nvsp_w(s, 4 + k), ft->mem[k], NULL);
  for (k = 0; k < s->nslots; k++) args[n + k] = s->envv[k];
  r = NVSP_B(nvcg_build_call(s->b, nvcg_function_type(fe->fn->dev), fe->fn->dev, args, n + s->nslots, NULL));
  if (NVSP_RTYPE(rtid)->op != SpvOpTypeVoid) nvsp_set(s, id, rtid, r);
  else {
    nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
    e->type_id = rtid;
    e->stamp = s->stamp;
  }
}

/* ------------------------------------------------------------------------------------
 * Barriers, fences and atomics.
 * ---------------------------------------------------------------------------------- */

/* The value of a scope or memory-semantics operand; non-constant operands are allowed by
 * SPIR-V and get the strongest meaning. */
static uint32_t nvsp_const_operand(nvsp_state *s, uint32_t id, uint32_t strongest) {
  nvsp_id *e = nvsp_id_get(s, id);
  if (e->kind == NVSP_K_CONST && e->cv->kind == NVSP_C_SCALAR && NVSP_TYPE(e->cv->type)->op == SpvOpTypeInt)
    return (uint32_t)e->cv->bits;
  if (e->kind == NVSP_K_CONST && e->cv->kind == NVSP_C_NULL) return 0;
  (void)nvsp_value(s, id, 0, NULL);
  return strongest;
}

static const char *nvsp_syncscope(uint32_t scope) {
  switch (scope) {
  case SpvScopeInvocation: return "singlethread";
  case SpvScopeSubgroup: case SpvScopeWorkgroup: return "block";
  case SpvScopeDevice: case SpvScopeQueueFamily: return "device";
  default: return NULL; /* CrossDevice and anything unknown: system */
  }
}

static nvcg_atomic_ordering nvsp_ordering(uint32_t sem) {
  if (sem & SpvMemorySemanticsSequentiallyConsistentMask) return NVCG_ORDER_SEQ_CST;
  if (sem & SpvMemorySemanticsAcquireReleaseMask) return NVCG_ORDER_ACQ_REL;
  if ((sem & SpvMemorySemanticsAcquireMask) && (sem & SpvMemorySemanticsReleaseMask)) return NVCG_ORDER_ACQ_REL;
  if (sem & SpvMemorySemanticsAcquireMask) return NVCG_ORDER_ACQUIRE;
  if (sem & SpvMemorySemanticsReleaseMask) return NVCG_ORDER_RELEASE;
  return NVCG_ORDER_MONOTONIC;
}

static const uint32_t nvsp_storage_sem_bits =
    SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsSubgroupMemoryMask |
    SpvMemorySemanticsWorkgroupMemoryMask | SpvMemorySemanticsCrossWorkgroupMemoryMask |
    SpvMemorySemanticsAtomicCounterMemoryMask | SpvMemorySemanticsImageMemoryMask;

/* The fence ordering a barrier's semantics ask for, or NOT_ATOMIC for none. */
static nvcg_atomic_ordering nvsp_fence_ordering(uint32_t sem) {
  nvcg_atomic_ordering o = nvsp_ordering(sem);
  if (o == NVCG_ORDER_MONOTONIC) return (sem & nvsp_storage_sem_bits) ? NVCG_ORDER_ACQ_REL : NVCG_ORDER_NOT_ATOMIC;
  return o;
}

/* The memory scope a barrier's semantics need: shared memory alone is never seen
 * outside the workgroup, whatever scope the instruction names. */
static uint32_t nvsp_fence_scope(uint32_t mem, uint32_t sem) {
  uint32_t classes = sem & nvsp_storage_sem_bits;
  if (classes && !(classes & ~(uint32_t)(SpvMemorySemanticsWorkgroupMemoryMask | SpvMemorySemanticsSubgroupMemoryMask)) &&
      mem != SpvScopeInvocation && mem != SpvScopeSubgroup)
    return SpvScopeWorkgroup;
  return mem;
}

static nvcg_value *nvsp_activemask(nvsp_state *s) { return nvsp_call(s, "llvm.nvvm.activemask", NULL, 0); }

static void nvsp_tr_barrier(nvsp_state *s) {
  if (s->cur_op == SpvOpControlBarrier) {
    uint32_t exec, mem, sem;
    nvcg_atomic_ordering o;
    nvsp_need(s, 4, 4);
    exec = nvsp_const_operand(s, nvsp_w(s, 1), SpvScopeWorkgroup);
    mem = nvsp_const_operand(s, nvsp_w(s, 2), SpvScopeDevice);
    sem = nvsp_const_operand(s, nvsp_w(s, 3), SpvMemorySemanticsSequentiallyConsistentMask | nvsp_storage_sem_bits);
    o = nvsp_fence_ordering(sem);
    mem = nvsp_fence_scope(mem, sem);
    if (exec == SpvScopeWorkgroup) {
      /* bar.sync orders memory among the CTA's threads; a wider memory scope also needs
       * a fence on each side */
      int wide = o != NVCG_ORDER_NOT_ATOMIC && mem != SpvScopeWorkgroup && mem != SpvScopeSubgroup &&
                 mem != SpvScopeInvocation;
      if (wide) NVSP_B(nvcg_build_fence(s->b, o == NVCG_ORDER_ACQUIRE ? NVCG_ORDER_ACQ_REL : o, nvsp_syncscope(mem)));
      nvsp_call(s, "llvm.nvvm.barrier0", NULL, 0);
      if (wide) NVSP_B(nvcg_build_fence(s->b, o == NVCG_ORDER_RELEASE ? NVCG_ORDER_ACQ_REL : o, nvsp_syncscope(mem)));
    } else if (exec == SpvScopeSubgroup) {
      nvcg_value *m = nvsp_activemask(s);
      if (o != NVCG_ORDER_NOT_ATOMIC && mem != SpvScopeSubgroup && mem != SpvScopeInvocation)
        NVSP_B(nvcg_build_fence(s->b, o, nvsp_syncscope(mem)));
      nvsp_call1(s, "llvm.nvvm.bar.warp.sync", m);
    } else if (exec == SpvScopeInvocation) {
      if (o != NVCG_ORDER_NOT_ATOMIC) NVSP_B(nvcg_build_fence(s->b, o, nvsp_syncscope(mem)));
    } else {
      NVSP_UNSUP("OpControlBarrier with execution scope %u (wider than a workgroup) is not supported", exec);
    }
    return;
  }
  {
    uint32_t mem, sem;
    nvcg_atomic_ordering o;
    nvsp_need(s, 3, 3);
    mem = nvsp_const_operand(s, nvsp_w(s, 1), SpvScopeDevice);
    sem = nvsp_const_operand(s, nvsp_w(s, 2), SpvMemorySemanticsSequentiallyConsistentMask | nvsp_storage_sem_bits);
    o = nvsp_fence_ordering(sem);
    mem = nvsp_fence_scope(mem, sem);
    if (o != NVCG_ORDER_NOT_ATOMIC && mem != SpvScopeInvocation) NVSP_B(nvcg_build_fence(s->b, o, nvsp_syncscope(mem)));
  }
}

static void nvsp_tr_atomic(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid = 0, id = 0, pi, ptid, scope, sem, vi = 0;
  nvsp_type *pt, *t, *rt = NULL;
  nvsp_val p;
  nvcg_value *r = NULL, *v = NULL;
  nvcg_atomic_ordering o;
  const char *ss;
  nvcg_atomicrmw_op rmw = NVCG_RMW_ADD;
  int has_result = op != SpvOpAtomicStore && op != SpvOpAtomicFlagClear;
  switch (op) {
  case SpvOpAtomicLoad: case SpvOpAtomicIIncrement: case SpvOpAtomicIDecrement: case SpvOpAtomicFlagTestAndSet:
    nvsp_need(s, 6, 6);
    break;
  case SpvOpAtomicStore: nvsp_need(s, 5, 5); vi = 4; break;
  case SpvOpAtomicFlagClear: nvsp_need(s, 4, 4); break;
  case SpvOpAtomicCompareExchange: case SpvOpAtomicCompareExchangeWeak: nvsp_need(s, 9, 9); vi = 7; break;
  default: nvsp_need(s, 7, 7); vi = 6; break;
  }
  pi = has_result ? 3 : 1;
  if (has_result) {
    rtid = nvsp_w(s, 1);
    id = nvsp_w(s, 2);
    rt = NVSP_RTYPE(rtid);
  }
  p = nvsp_get(s, nvsp_w(s, pi), &ptid);
  pt = nvsp_ptr_type(s, ptid, nvsp_w(s, pi));
  t = NVSP_TYPE(pt->elem);
  if (!p.ir) NVSP_ERR("%%%u cannot be used atomically", nvsp_w(s, pi));
  if (t->op != SpvOpTypeInt && t->op != SpvOpTypeFloat) NVSP_ERR("atomics need a pointer to an integer or float scalar");
  if (t->width < 32 && op != SpvOpAtomicLoad && op != SpvOpAtomicStore)
    NVSP_UNSUP("%u-bit atomic read-modify-write is not supported", t->width);
  if (has_result && op != SpvOpAtomicFlagTestAndSet && rt->ir != t->ir) NVSP_ERR("result type differs from the pointee type");
  scope = nvsp_const_operand(s, nvsp_w(s, pi + 1), SpvScopeCrossDevice);
  sem = nvsp_const_operand(s, nvsp_w(s, pi + 2), SpvMemorySemanticsSequentiallyConsistentMask);
  ss = nvsp_syncscope(scope);
  /* shared memory is seen by the CTA only: a wider scope means nothing more */
  if (nvcg_type_addrspace(nvcg_value_type(p.ir)) == NVCG_AS_SHARED && (!ss || strcmp(ss, "singlethread"))) ss = "block";
  o = nvsp_ordering(sem);
  if (vi) v = nvsp_value(s, nvsp_w(s, vi), 0, NULL);
  if (v && nvcg_value_type(v) != t->ir) NVSP_ERR("the value does not have the pointee type");
  switch (op) {
  case SpvOpAtomicLoad:
    if (o == NVCG_ORDER_RELEASE) o = NVCG_ORDER_MONOTONIC;
    if (o == NVCG_ORDER_ACQ_REL) o = NVCG_ORDER_ACQUIRE;
    r = NVSP_B(nvcg_build_atomic_load(s->b, t->ir, p.ir, t->size, o, ss, p.volat ? NVCG_FLAG_VOLATILE : 0, NULL));
    break;
  case SpvOpAtomicStore:
    if (o == NVCG_ORDER_ACQUIRE) o = NVCG_ORDER_MONOTONIC;
    if (o == NVCG_ORDER_ACQ_REL) o = NVCG_ORDER_RELEASE;
    NVSP_B(nvcg_build_atomic_store(s->b, v, p.ir, t->size, o, ss, p.volat ? NVCG_FLAG_VOLATILE : 0));
    return;
  case SpvOpAtomicFlagClear:
    if (t->op != SpvOpTypeInt) NVSP_ERR("atomic flags are integers");
    if (o == NVCG_ORDER_ACQUIRE) o = NVCG_ORDER_MONOTONIC;
    if (o == NVCG_ORDER_ACQ_REL) o = NVCG_ORDER_RELEASE;
    NVSP_B(nvcg_build_atomic_store(s->b, nvcg_const_zero(t->ir), p.ir, t->size, o, ss, 0));
    return;
  case SpvOpAtomicFlagTestAndSet:
    if (t->op != SpvOpTypeInt || rt->op != SpvOpTypeBool) NVSP_ERR("OpAtomicFlagTestAndSet needs an integer flag and a boolean result");
    r = NVSP_B(nvcg_build_atomicrmw(s->b, NVCG_RMW_XCHG, p.ir, nvcg_const_int(t->ir, 1), o, ss, 0, NULL));
    r = nvsp_icmp(s, NVCG_ICMP_NE, r, nvcg_const_zero(t->ir));
    break;
  case SpvOpAtomicCompareExchange: case SpvOpAtomicCompareExchangeWeak: {
    uint32_t usem = nvsp_const_operand(s, nvsp_w(s, 6), SpvMemorySemanticsSequentiallyConsistentMask);
    nvcg_atomic_ordering fo = nvsp_ordering(usem);
    nvcg_value *cmp = nvsp_value(s, nvsp_w(s, 8), 0, NULL);
    unsigned zero = 0;
    if (t->op != SpvOpTypeInt) NVSP_ERR("compare-exchange needs an integer");
    if (nvcg_value_type(cmp) != t->ir) NVSP_ERR("the comparator does not have the pointee type");
    if (fo == NVCG_ORDER_RELEASE) fo = NVCG_ORDER_MONOTONIC;
    if (fo == NVCG_ORDER_ACQ_REL) fo = NVCG_ORDER_ACQUIRE;
    if (fo > o && !(o == NVCG_ORDER_RELEASE && fo == NVCG_ORDER_ACQUIRE)) o = fo;
    if (o == NVCG_ORDER_RELEASE && fo == NVCG_ORDER_ACQUIRE) o = NVCG_ORDER_ACQ_REL;
    r = NVSP_B(nvcg_build_cmpxchg(s->b, p.ir, cmp, v, o, fo, ss,
                                  op == SpvOpAtomicCompareExchangeWeak ? NVCG_FLAG_WEAK : 0, NULL));
    r = NVSP_B(nvcg_build_extractvalue(s->b, r, &zero, 1, NULL));
    break;
  }
  default:
    switch (op) {
    case SpvOpAtomicExchange: rmw = NVCG_RMW_XCHG; break;
    case SpvOpAtomicIIncrement: rmw = NVCG_RMW_ADD; v = nvcg_const_int(t->ir, 1); break;
    case SpvOpAtomicIDecrement: rmw = NVCG_RMW_SUB; v = nvcg_const_int(t->ir, 1); break;
    case SpvOpAtomicIAdd: rmw = NVCG_RMW_ADD; break;
    case SpvOpAtomicISub: rmw = NVCG_RMW_SUB; break;
    case SpvOpAtomicSMin: rmw = NVCG_RMW_MIN; break;
    case SpvOpAtomicUMin: rmw = NVCG_RMW_UMIN; break;
    case SpvOpAtomicSMax: rmw = NVCG_RMW_MAX; break;
    case SpvOpAtomicUMax: rmw = NVCG_RMW_UMAX; break;
    case SpvOpAtomicAnd: rmw = NVCG_RMW_AND; break;
    case SpvOpAtomicOr: rmw = NVCG_RMW_OR; break;
    case SpvOpAtomicXor: rmw = NVCG_RMW_XOR; break;
    case SpvOpAtomicFAddEXT: rmw = NVCG_RMW_FADD; break;
    case SpvOpAtomicFMinEXT: rmw = NVCG_RMW_FMIN; break;
    case SpvOpAtomicFMaxEXT: rmw = NVCG_RMW_FMAX; break;
    default: NVSP_ERR("internal: atomic");
    }
    if ((rmw == NVCG_RMW_FADD || rmw == NVCG_RMW_FMIN || rmw == NVCG_RMW_FMAX) != (t->op == SpvOpTypeFloat) &&
        rmw != NVCG_RMW_XCHG)
      NVSP_ERR("the operation does not fit the pointee type");
    r = NVSP_B(nvcg_build_atomicrmw(s->b, rmw, p.ir, v, o, ss, p.volat ? NVCG_FLAG_VOLATILE : 0, NULL));
    break;
  }
  nvsp_set(s, id, rtid, r);
}

/* ------------------------------------------------------------------------------------
 * Subgroup operations on warps of 32.
 *
 * Every operation takes its member mask from llvm.nvvm.activemask. Reductions and scans
 * use a butterfly that only ever reads active lanes: at step k each lane combines with
 * the lowest (reductions) or highest (scans) active lane of the neighbouring aligned
 * block of k lanes, which already holds that block's partial result. This gives the
 * Vulkan result for any set of active invocations at one shuffle per step, with no
 * branches.
 * ---------------------------------------------------------------------------------- */

/* Shuffles a 32-bit value. kind: "idx", "up", "down", "bfly". */
static nvcg_value *nvsp_shfl32(nvsp_state *s, const char *kind, nvcg_value *mask, nvcg_value *x, nvcg_value *b) {
  char name[64];
  nvcg_value *a[4];
  int f = nvcg_type_get_kind(nvcg_value_type(x)) == NVCG_TYPE_FLOAT;
  snprintf(name, sizeof name, "llvm.nvvm.shfl.sync.%s.%s", kind, f ? "f32" : "i32");
  a[0] = mask;
  a[1] = x;
  a[2] = b;
  a[3] = nvsp_c32(s, strcmp(kind, "up") ? 0x1f : 0);
  return nvsp_call(s, name, a, 4);
}

/* Shuffles a value of any scalar or vector type, in 32-bit pieces. */
static nvcg_value *nvsp_shfl(nvsp_state *s, const char *kind, nvcg_value *mask, nvcg_value *x, nvcg_value *b) {
  nvcg_type *t = nvcg_value_type(x);
  nvcg_type_kind k = nvcg_type_get_kind(t);
  nvcg_type *i32 = nvsp_i32(s);
  if (k == NVCG_TYPE_VECTOR) {
    uint32_t i, n = (uint32_t)nvcg_type_count(t);
    nvcg_value *r = nvcg_const_undef(t);
    for (i = 0; i < n; i++)
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_shfl(s, kind, mask, nvsp_extract_elem(s, x, i), b), nvsp_c32(s, i), NULL));
    return r;
  }
  if (k == NVCG_TYPE_FLOAT || t == i32) return nvsp_shfl32(s, kind, mask, x, b);
  if (k == NVCG_TYPE_INT && nvcg_type_int_bits(t) < 32)
    return nvsp_cast(s, NVCG_OP_TRUNC, nvsp_shfl32(s, kind, mask, nvsp_cast(s, NVCG_OP_ZEXT, x, i32), b), t);
  if (k == NVCG_TYPE_HALF) {
    nvcg_type *i16 = nvcg_type_int(s->ctx, 16);
    nvcg_value *y = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_cast(s, NVCG_OP_BITCAST, x, i16), i32);
    y = nvsp_shfl32(s, kind, mask, y, b);
    return nvsp_cast(s, NVCG_OP_BITCAST, nvsp_cast(s, NVCG_OP_TRUNC, y, i16), t);
  }
  if (k == NVCG_TYPE_DOUBLE || (k == NVCG_TYPE_INT && nvcg_type_int_bits(t) == 64) || k == NVCG_TYPE_PTR) {
    nvcg_type *i64 = nvsp_i64(s);
    nvcg_value *y = k == NVCG_TYPE_PTR ? nvsp_cast(s, NVCG_OP_PTRTOINT, x, i64) : nvsp_cast(s, NVCG_OP_BITCAST, x, i64);
    nvcg_value *lo = nvsp_cast(s, NVCG_OP_TRUNC, y, i32);
    nvcg_value *hi = nvsp_cast(s, NVCG_OP_TRUNC, nvsp_bin(s, NVCG_OP_LSHR, y, nvsp_c64(s, 32), 0), i32);
    lo = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_shfl32(s, kind, mask, lo, b), i64);
    hi = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_shfl32(s, kind, mask, hi, b), i64);
    y = nvsp_bin(s, NVCG_OP_OR, lo, nvsp_bin(s, NVCG_OP_SHL, hi, nvsp_c64(s, 32), 0), 0);
    return k == NVCG_TYPE_PTR ? nvsp_cast(s, NVCG_OP_INTTOPTR, y, t) : nvsp_cast(s, NVCG_OP_BITCAST, y, t);
  }
  NVSP_UNSUP("subgroup shuffles of this type are not supported");
}

static nvcg_value *nvsp_cttz32(nvsp_state *s, nvcg_value *x) {
  nvcg_value *a[2];
  a[0] = x;
  a[1] = nvcg_const_int(nvsp_i1(s), 0);
  return nvsp_call(s, "llvm.cttz.i32", a, 2);
}
static nvcg_value *nvsp_msb32(nvsp_state *s, nvcg_value *x) { /* 31 - ctlz: -1 for 0 */
  nvcg_value *a[2];
  a[0] = x;
  a[1] = nvcg_const_int(nvsp_i1(s), 0);
  return nvsp_bin(s, NVCG_OP_SUB, nvsp_c32(s, 31), nvsp_call(s, "llvm.ctlz.i32", a, 2), 0);
}

/* Reduction operators by SPIR-V opcode. */
static nvcg_value *nvsp_red_op(nvsp_state *s, uint32_t op, nvcg_value *a, nvcg_value *b) {
  switch (op) {
  case SpvOpGroupNonUniformIAdd: case SpvOpGroupIAdd: return nvsp_bin(s, NVCG_OP_ADD, a, b, 0);
  case SpvOpGroupNonUniformFAdd: case SpvOpGroupFAdd: return nvsp_bin(s, NVCG_OP_FADD, a, b, 0);
  case SpvOpGroupNonUniformIMul: return nvsp_bin(s, NVCG_OP_MUL, a, b, 0);
  case SpvOpGroupNonUniformFMul: return nvsp_bin(s, NVCG_OP_FMUL, a, b, 0);
  case SpvOpGroupNonUniformSMin: case SpvOpGroupSMin: return nvsp_ovl2(s, "llvm.smin", a, b);
  case SpvOpGroupNonUniformUMin: case SpvOpGroupUMin: return nvsp_ovl2(s, "llvm.umin", a, b);
  case SpvOpGroupNonUniformFMin: case SpvOpGroupFMin: return nvsp_ovl2(s, "llvm.minnum", a, b);
  case SpvOpGroupNonUniformSMax: case SpvOpGroupSMax: return nvsp_ovl2(s, "llvm.smax", a, b);
  case SpvOpGroupNonUniformUMax: case SpvOpGroupUMax: return nvsp_ovl2(s, "llvm.umax", a, b);
  case SpvOpGroupNonUniformFMax: case SpvOpGroupFMax: return nvsp_ovl2(s, "llvm.maxnum", a, b);
  case SpvOpGroupNonUniformBitwiseAnd: case SpvOpGroupNonUniformLogicalAnd: return nvsp_bin(s, NVCG_OP_AND, a, b, 0);
  case SpvOpGroupNonUniformBitwiseOr: case SpvOpGroupNonUniformLogicalOr: return nvsp_bin(s, NVCG_OP_OR, a, b, 0);
  case SpvOpGroupNonUniformBitwiseXor: case SpvOpGroupNonUniformLogicalXor: return nvsp_bin(s, NVCG_OP_XOR, a, b, 0);
  default: NVSP_ERR("internal: reduction");
  }
}

static nvcg_value *nvsp_red_identity(nvsp_state *s, uint32_t op, nvcg_type *t) {
  nvcg_type *e = nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR ? nvcg_type_element(t) : t;
  unsigned w = nvcg_type_int_bits(e);
  switch (op) {
  case SpvOpGroupNonUniformIAdd: case SpvOpGroupIAdd: case SpvOpGroupNonUniformUMax: case SpvOpGroupUMax:
  case SpvOpGroupNonUniformBitwiseOr: case SpvOpGroupNonUniformBitwiseXor: case SpvOpGroupNonUniformLogicalOr:
  case SpvOpGroupNonUniformLogicalXor:
    return nvcg_const_zero(t);
  case SpvOpGroupNonUniformFAdd: case SpvOpGroupFAdd: return nvsp_splat_fp(s, t, 0.0);
  case SpvOpGroupNonUniformIMul: return nvsp_splat_int(s, t, 1);
  case SpvOpGroupNonUniformFMul: return nvsp_splat_fp(s, t, 1.0);
  case SpvOpGroupNonUniformSMin: case SpvOpGroupSMin: return nvsp_splat_int(s, t, nvsp_mask(w - 1));
  case SpvOpGroupNonUniformUMin: case SpvOpGroupUMin: case SpvOpGroupNonUniformBitwiseAnd:
  case SpvOpGroupNonUniformLogicalAnd:
    return nvsp_splat_int(s, t, ~(uint64_t)0);
  case SpvOpGroupNonUniformSMax: case SpvOpGroupSMax: return nvsp_splat_int(s, t, (uint64_t)1 << (w - 1));
  case SpvOpGroupNonUniformFMin: case SpvOpGroupFMin: return nvsp_splat_fp(s, t, (double)INFINITY);
  case SpvOpGroupNonUniformFMax: case SpvOpGroupFMax: return nvsp_splat_fp(s, t, -(double)INFINITY);
  default: NVSP_ERR("internal: identity");
  }
}

static nvcg_value *nvsp_group_arith(nvsp_state *s, uint32_t op, uint32_t gop, nvcg_value *x, uint32_t cluster) {
  nvcg_value *mask = nvsp_activemask(s), *lane = nvsp_sreg(s, "laneid");
  uint32_t k;
  nvcg_type *t = nvcg_value_type(x);
  if (gop == SpvGroupOperationReduce && s->opt.sm >= 80 && t == nvsp_i32(s) && cluster >= 32) {
    const char *n = NULL;
    switch (op) {
    case SpvOpGroupNonUniformIAdd: case SpvOpGroupIAdd: n = "llvm.nvvm.redux.sync.add"; break;
    case SpvOpGroupNonUniformUMin: case SpvOpGroupUMin: n = "llvm.nvvm.redux.sync.umin"; break;
    case SpvOpGroupNonUniformSMin: case SpvOpGroupSMin: n = "llvm.nvvm.redux.sync.min"; break;
    case SpvOpGroupNonUniformUMax: case SpvOpGroupUMax: n = "llvm.nvvm.redux.sync.umax"; break;
    case SpvOpGroupNonUniformSMax: case SpvOpGroupSMax: n = "llvm.nvvm.redux.sync.max"; break;
    case SpvOpGroupNonUniformBitwiseAnd: n = "llvm.nvvm.redux.sync.and"; break;
    case SpvOpGroupNonUniformBitwiseOr: n = "llvm.nvvm.redux.sync.or"; break;
    case SpvOpGroupNonUniformBitwiseXor: n = "llvm.nvvm.redux.sync.xor"; break;
    default: break;
    }
    if (n) {
      nvcg_value *a[2];
      a[0] = x;
      a[1] = mask;
      return nvsp_call(s, n, a, 2);
    }
  }
  if (gop == SpvGroupOperationReduce || gop == SpvGroupOperationClusteredReduce) {
    for (k = 1; k < 32 && k < cluster; k *= 2) {
      nvcg_value *start = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_XOR, lane, nvsp_c32(s, k), 0), nvsp_c32(s, ~(k - 1)), 0);
      nvcg_value *m = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, mask, start, 0), nvsp_c32(s, (1u << k) - 1), 0);
      nvcg_value *has = nvsp_icmp(s, NVCG_ICMP_NE, m, nvsp_c32(s, 0));
      nvcg_value *src = nvsp_sel(s, has, nvsp_bin(s, NVCG_OP_ADD, start, nvsp_cttz32(s, m), 0), lane);
      nvcg_value *v = nvsp_shfl(s, "idx", mask, x, src);
      x = nvsp_sel(s, has, nvsp_red_op(s, op, x, v), x);
    }
    return x;
  }
  if (gop == SpvGroupOperationInclusiveScan || gop == SpvGroupOperationExclusiveScan) {
    nvcg_value *below, *has, *src, *v;
    for (k = 1; k < 32; k *= 2) {
      nvcg_value *start = nvsp_bin(s, NVCG_OP_AND, lane, nvsp_c32(s, ~(2 * k - 1)), 0);
      nvcg_value *m = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, mask, start, 0), nvsp_c32(s, (1u << k) - 1), 0);
      nvcg_value *upper = nvsp_icmp(s, NVCG_ICMP_NE, nvsp_bin(s, NVCG_OP_AND, lane, nvsp_c32(s, k), 0), nvsp_c32(s, 0));
      has = nvsp_bin(s, NVCG_OP_AND, upper, nvsp_icmp(s, NVCG_ICMP_NE, m, nvsp_c32(s, 0)), 0);
      src = nvsp_sel(s, has, nvsp_bin(s, NVCG_OP_ADD, start, nvsp_msb32(s, m), 0), lane);
      v = nvsp_shfl(s, "idx", mask, x, src);
      x = nvsp_sel(s, has, nvsp_red_op(s, op, v, x), x);
    }
    if (gop == SpvGroupOperationInclusiveScan) return x;
    below = nvsp_bin(s, NVCG_OP_AND, mask, nvsp_sreg(s, "lanemask.lt"), 0);
    has = nvsp_icmp(s, NVCG_ICMP_NE, below, nvsp_c32(s, 0));
    src = nvsp_sel(s, has, nvsp_msb32(s, below), lane);
    v = nvsp_shfl(s, "idx", mask, x, src);
    return nvsp_sel(s, has, v, nvsp_red_identity(s, op, t));
  }
  NVSP_UNSUP("group operation %u is not supported", gop);
}

static void nvsp_check_subgroup_scope(nvsp_state *s, uint32_t id) {
  uint32_t scope = nvsp_const_operand(s, id, 0xFFFFFFFFu);
  if (scope == SpvScopeWorkgroup) NVSP_UNSUP("workgroup-scope collective operations are not supported (only subgroup scope)");
  if (scope != SpvScopeSubgroup) NVSP_ERR("the execution scope must be Subgroup (%u)", scope);
}

/* Converts a 32-bit ballot to the uvec4 SPIR-V wants. */
static nvcg_value *nvsp_ballot4(nvsp_state *s, nvsp_type *rt, nvcg_value *b) {
  nvcg_value *r;
  if (rt->op != SpvOpTypeVector || rt->count != 4 || NVSP_TYPE(rt->elem)->op != SpvOpTypeInt || NVSP_TYPE(rt->elem)->width != 32)
    NVSP_ERR("a ballot result must be a vector of four 32-bit integers");
  r = nvcg_const_zero(rt->ir);
  return NVSP_B(nvcg_build_insertelement(s->b, r, b, nvsp_c32(s, 0), NULL));
}

static nvcg_value *nvsp_ballot_x(nvsp_state *s, uint32_t id) {
  uint32_t t;
  nvcg_value *v = nvsp_value(s, id, 0, &t);
  nvsp_type *tt = NVSP_TYPE(t);
  if (tt->op != SpvOpTypeVector || tt->count != 4 || NVSP_TYPE(tt->elem)->width != 32) NVSP_ERR("a ballot value must be a uvec4");
  return nvsp_extract_elem(s, v, 0);
}

static nvcg_value *nvsp_u32_operand(nvsp_state *s, uint32_t id) {
  uint32_t t;
  nvcg_value *v = nvsp_value(s, id, 0, &t);
  if (NVSP_TYPE(t)->op != SpvOpTypeInt) NVSP_ERR("%%%u must be an integer scalar", id);
  return nvsp_iresize(s, v, nvsp_i32(s), 0);
}

static void nvsp_tr_group(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, vt = 0;
  nvsp_type *rt;
  nvcg_value *r = NULL, *x, *mask;
  int khr = op == SpvOpSubgroupBallotKHR || op == SpvOpSubgroupFirstInvocationKHR || op == SpvOpSubgroupAllKHR ||
            op == SpvOpSubgroupAnyKHR || op == SpvOpSubgroupAllEqualKHR || op == SpvOpSubgroupReadInvocationKHR;
  uint32_t vi = khr ? 3 : 4;
  nvsp_need(s, khr ? 4 : 4, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if (!khr) nvsp_check_subgroup_scope(s, nvsp_w(s, 3));
  switch (op) {
  case SpvOpGroupNonUniformElect:
    nvsp_need(s, 4, 4);
    if (rt->op != SpvOpTypeBool) NVSP_ERR("result must be boolean");
    r = nvsp_icmp(s, NVCG_ICMP_EQ, nvsp_sreg(s, "laneid"), nvsp_cttz32(s, nvsp_activemask(s)));
    break;
  case SpvOpGroupNonUniformAll: case SpvOpGroupNonUniformAny: case SpvOpGroupAll: case SpvOpGroupAny:
  case SpvOpSubgroupAllKHR: case SpvOpSubgroupAnyKHR: {
    nvcg_value *a[2];
    int all = op == SpvOpGroupNonUniformAll || op == SpvOpGroupAll || op == SpvOpSubgroupAllKHR;
    nvsp_need(s, vi + 1, vi + 1);
    if (rt->op != SpvOpTypeBool) NVSP_ERR("result must be boolean");
    a[1] = nvsp_value(s, nvsp_w(s, vi), rtid, NULL);
    a[0] = nvsp_activemask(s);
    r = nvsp_call(s, all ? "llvm.nvvm.vote.all.sync" : "llvm.nvvm.vote.any.sync", a, 2);
    break;
  }
  case SpvOpGroupNonUniformAllEqual: case SpvOpSubgroupAllEqualKHR: {
    nvcg_value *first, *eq, *a[2];
    nvsp_type *t;
    nvsp_need(s, vi + 1, vi + 1);
    if (rt->op != SpvOpTypeBool) NVSP_ERR("result must be boolean");
    x = nvsp_value(s, nvsp_w(s, vi), 0, &vt);
    t = NVSP_TYPE(vt);
    mask = nvsp_activemask(s);
    first = nvsp_shfl(s, "idx", mask, x, nvsp_cttz32(s, mask));
    eq = nvsp_is_fp_type(s, t) ? nvsp_fcmp(s, NVCG_FCMP_OEQ, x, first) : nvsp_icmp(s, NVCG_ICMP_EQ, x, first);
    if (t->op == SpvOpTypeVector) {
      uint32_t k;
      nvcg_value *all = nvsp_extract_elem(s, eq, 0);
      for (k = 1; k < t->count; k++) all = nvsp_bin(s, NVCG_OP_AND, all, nvsp_extract_elem(s, eq, k), 0);
      eq = all;
    }
    a[0] = mask;
    a[1] = eq;
    r = nvsp_call(s, "llvm.nvvm.vote.all.sync", a, 2);
    break;
  }
  case SpvOpGroupNonUniformBroadcast: case SpvOpGroupNonUniformShuffle: case SpvOpGroupBroadcast:
  case SpvOpSubgroupReadInvocationKHR: {
    nvcg_value *lane;
    nvsp_need(s, vi + 2, vi + 2);
    x = nvsp_value(s, nvsp_w(s, vi), rtid, NULL);
    if (op == SpvOpGroupBroadcast) {
      uint32_t lt;
      nvcg_value *l = nvsp_value(s, nvsp_w(s, vi + 1), 0, &lt);
      if (NVSP_TYPE(lt)->op == SpvOpTypeVector) NVSP_UNSUP("multi-dimensional OpGroupBroadcast is not supported");
      lane = nvsp_iresize(s, l, nvsp_i32(s), 0);
    } else lane = nvsp_u32_operand(s, nvsp_w(s, vi + 1));
    r = nvsp_shfl(s, "idx", nvsp_activemask(s), x, lane);
    break;
  }
  case SpvOpGroupNonUniformBroadcastFirst: case SpvOpSubgroupFirstInvocationKHR:
    nvsp_need(s, vi + 1, vi + 1);
    x = nvsp_value(s, nvsp_w(s, vi), rtid, NULL);
    mask = nvsp_activemask(s);
    r = nvsp_shfl(s, "idx", mask, x, nvsp_cttz32(s, mask));
    break;
  case SpvOpGroupNonUniformShuffleXor: case SpvOpGroupNonUniformShuffleUp: case SpvOpGroupNonUniformShuffleDown:
    nvsp_need(s, 6, 6);
    x = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
    r = nvsp_shfl(s, op == SpvOpGroupNonUniformShuffleXor ? "bfly" : op == SpvOpGroupNonUniformShuffleUp ? "up" : "down",
                  nvsp_activemask(s), x, nvsp_u32_operand(s, nvsp_w(s, 5)));
    break;
  case SpvOpGroupNonUniformQuadBroadcast: {
    nvcg_value *lane;
    nvsp_need(s, 6, 6);
    x = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
    lane = nvsp_bin(s, NVCG_OP_OR, nvsp_bin(s, NVCG_OP_AND, nvsp_sreg(s, "laneid"), nvsp_c32(s, ~3u), 0),
                    nvsp_bin(s, NVCG_OP_AND, nvsp_u32_operand(s, nvsp_w(s, 5)), nvsp_c32(s, 3), 0), 0);
    r = nvsp_shfl(s, "idx", nvsp_activemask(s), x, lane);
    break;
  }
  case SpvOpGroupNonUniformQuadSwap: {
    int64_t dir;
    nvsp_need(s, 6, 6);
    x = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
    if (!nvsp_const_index(s, nvsp_w(s, 5), &dir) || dir < 0 || dir > 2) NVSP_ERR("Direction must be a constant 0, 1 or 2");
    r = nvsp_shfl(s, "bfly", nvsp_activemask(s), x, nvsp_c32(s, (uint64_t)dir + 1));
    break;
  }
  case SpvOpGroupNonUniformBallot: case SpvOpSubgroupBallotKHR: {
    nvcg_value *a[2];
    nvsp_need(s, vi + 1, vi + 1);
    a[0] = nvsp_activemask(s);
    a[1] = nvsp_value(s, nvsp_w(s, vi), 0, &vt);
    if (NVSP_TYPE(vt)->op != SpvOpTypeBool) NVSP_ERR("the predicate must be boolean");
    r = nvsp_ballot4(s, rt, nvsp_call(s, "llvm.nvvm.vote.ballot.sync", a, 2));
    break;
  }
  case SpvOpGroupNonUniformInverseBallot:
    nvsp_need(s, 5, 5);
    x = nvsp_ballot_x(s, nvsp_w(s, 4));
    r = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, x, nvsp_sreg(s, "laneid"), 0), nvsp_c32(s, 1), 0);
    r = nvsp_icmp(s, NVCG_ICMP_NE, r, nvsp_c32(s, 0));
    break;
  case SpvOpGroupNonUniformBallotBitExtract: {
    uint32_t t;
    nvcg_value *v, *idx, *word;
    nvsp_need(s, 6, 6);
    v = nvsp_value(s, nvsp_w(s, 4), 0, &t);
    if (NVSP_TYPE(t)->op != SpvOpTypeVector || NVSP_TYPE(t)->count != 4) NVSP_ERR("a ballot value must be a uvec4");
    idx = nvsp_u32_operand(s, nvsp_w(s, 5));
    word = NVSP_B(nvcg_build_extractelement(s->b, v, nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, idx, nvsp_c32(s, 5), 0), nvsp_c32(s, 3), 0), NULL));
    r = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, word, nvsp_bin(s, NVCG_OP_AND, idx, nvsp_c32(s, 31), 0), 0), nvsp_c32(s, 1), 0);
    r = nvsp_icmp(s, NVCG_ICMP_NE, r, nvsp_c32(s, 0));
    break;
  }
  case SpvOpGroupNonUniformBallotBitCount: {
    uint32_t gop;
    nvsp_need(s, 6, 6);
    gop = nvsp_w(s, 4);
    x = nvsp_ballot_x(s, nvsp_w(s, 5));
    if (gop == SpvGroupOperationInclusiveScan) x = nvsp_bin(s, NVCG_OP_AND, x, nvsp_sreg(s, "lanemask.le"), 0);
    else if (gop == SpvGroupOperationExclusiveScan) x = nvsp_bin(s, NVCG_OP_AND, x, nvsp_sreg(s, "lanemask.lt"), 0);
    else if (gop != SpvGroupOperationReduce) NVSP_ERR("group operation %u is not allowed here", gop);
    if (rt->op != SpvOpTypeInt) NVSP_ERR("result must be an integer scalar");
    r = nvsp_iresize(s, nvsp_call1(s, "llvm.ctpop.i32", x), rt->ir, 0);
    break;
  }
  case SpvOpGroupNonUniformBallotFindLSB: case SpvOpGroupNonUniformBallotFindMSB:
    nvsp_need(s, 5, 5);
    x = nvsp_ballot_x(s, nvsp_w(s, 4));
    if (rt->op != SpvOpTypeInt) NVSP_ERR("result must be an integer scalar");
    r = op == SpvOpGroupNonUniformBallotFindLSB ? nvsp_cttz32(s, x) : nvsp_msb32(s, x);
    r = nvsp_iresize(s, r, rt->ir, 0);
    break;
  default: {
    /* arithmetic: scope, group operation, value [, cluster size] */
    uint32_t gop, cluster = 32;
    nvsp_need(s, 6, 7);
    gop = nvsp_w(s, 4);
    x = nvsp_value(s, nvsp_w(s, 5), rtid, NULL);
    if (gop == SpvGroupOperationClusteredReduce) {
      int64_t c;
      if (s->cur_wc != 7 || !nvsp_const_index(s, nvsp_w(s, 6), &c) || c < 1 || (c & (c - 1)))
        NVSP_ERR("ClusterSize must be a constant power of two");
      cluster = c > 32 ? 32 : (uint32_t)c;
    } else if (s->cur_wc != 6) NVSP_ERR("ClusterSize is only allowed with ClusteredReduce");
    if (gop > SpvGroupOperationClusteredReduce) NVSP_UNSUP("group operation %u is not supported", gop);
    switch (op) {
    case SpvOpGroupNonUniformFAdd: case SpvOpGroupNonUniformFMul: case SpvOpGroupNonUniformFMin:
    case SpvOpGroupNonUniformFMax: case SpvOpGroupFAdd: case SpvOpGroupFMin: case SpvOpGroupFMax:
      if (!nvsp_is_fp_type(s, rt)) NVSP_ERR("floating-point operation on a non-float type");
      break;
    case SpvOpGroupNonUniformLogicalAnd: case SpvOpGroupNonUniformLogicalOr: case SpvOpGroupNonUniformLogicalXor:
      if (!nvsp_is_bool_type(s, rt)) NVSP_ERR("logical operation on a non-boolean type");
      break;
    default:
      if (!nvsp_is_int_type(s, rt)) NVSP_ERR("integer operation on a non-integer type");
    }
    r = nvsp_group_arith(s, op, gop, x, cluster);
    break;
  }
  }
  nvsp_set(s, id, rtid, r);
}

/* ------------------------------------------------------------------------------------
 * Math shared by GLSL.std.450 and OpenCL.std. Exact operations map to LLVM intrinsics
 * (f16 computed in f32); the approximations (native_*, half_*, GLSL's cheap and relaxed
 * forms) are f32 sequences over the PTX approximations, applied per component, with f16
 * (and f64) converted to and from f32; the accurate forms call the device math library
 * (nvsp_libmap below; see the accuracy notes at the top of this file).
 * ---------------------------------------------------------------------------------- */

typedef nvcg_value *(*nvsp_mathfn)(nvsp_state *s, nvcg_value *a, nvcg_value *b, nvcg_value *c);

static nvcg_type *nvsp_f32t(nvsp_state *s) { return nvcg_type_float(s->ctx); }
static nvcg_value *nvsp_cf(nvsp_state *s, double v) { return nvcg_const_fp(nvsp_f32t(s), v); }
static nvcg_type *nvsp_elem_of(nvcg_type *t) {
  return nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR ? nvcg_type_element(t) : t;
}
static int nvsp_is_fp_ir(nvcg_type *t) {
  nvcg_type_kind k = nvcg_type_get_kind(nvsp_elem_of(t));
  return k == NVCG_TYPE_HALF || k == NVCG_TYPE_FLOAT || k == NVCG_TYPE_DOUBLE;
}

/* x converted to f32 (or the f32 vector of its shape). */
static nvcg_value *nvsp_to_f32(nvsp_state *s, nvcg_value *x) {
  nvcg_type *t = nvcg_value_type(x), *e = nvsp_elem_of(t), *to = nvsp_f32t(s);
  if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) to = nvcg_type_vector(to, (unsigned)nvcg_type_count(t));
  if (nvcg_type_get_kind(e) == NVCG_TYPE_HALF) return nvsp_cast(s, NVCG_OP_FPEXT, x, to);
  if (nvcg_type_get_kind(e) == NVCG_TYPE_DOUBLE) return nvsp_cast(s, NVCG_OP_FPTRUNC, x, to);
  return x;
}
static nvcg_value *nvsp_from_f32(nvsp_state *s, nvcg_value *x, nvcg_type *to) {
  nvcg_type *e = nvsp_elem_of(to);
  if (nvcg_type_get_kind(e) == NVCG_TYPE_HALF) return nvsp_cast(s, NVCG_OP_FPTRUNC, x, to);
  if (nvcg_type_get_kind(e) == NVCG_TYPE_DOUBLE) return nvsp_cast(s, NVCG_OP_FPEXT, x, to);
  return x;
}

/* Applies an f32 scalar function per component; FP operands are converted to f32 and the
 * result back to `rt` (integer operands pass through). */
static nvcg_value *nvsp_map(nvsp_state *s, nvcg_type *rt, nvsp_mathfn fn, nvcg_value *a, nvcg_value *b, nvcg_value *c) {
  nvcg_value *in[3], *r;
  uint32_t i, k, n;
  in[0] = a;
  in[1] = b;
  in[2] = c;
  for (i = 0; i < 3; i++)
    if (in[i] && nvsp_is_fp_ir(nvcg_value_type(in[i]))) in[i] = nvsp_to_f32(s, in[i]);
  if (nvcg_type_get_kind(rt) != NVCG_TYPE_VECTOR) {
    r = fn(s, in[0], in[1], in[2]);
    return nvsp_is_fp_ir(rt) ? nvsp_from_f32(s, r, rt) : r;
  }
  n = (uint32_t)nvcg_type_count(rt);
  {
    nvcg_type *rt32 = nvsp_is_fp_ir(rt) ? nvcg_type_vector(nvsp_f32t(s), n) : rt;
    r = nvcg_const_undef(rt32);
    for (k = 0; k < n; k++) {
      nvcg_value *e[3];
      for (i = 0; i < 3; i++)
        e[i] = !in[i] ? NULL : nvcg_type_get_kind(nvcg_value_type(in[i])) == NVCG_TYPE_VECTOR ? nvsp_extract_elem(s, in[i], k) : in[i];
      r = NVSP_B(nvcg_build_insertelement(s->b, r, fn(s, e[0], e[1], e[2]), nvsp_c32(s, k), NULL));
    }
    return nvsp_is_fp_ir(rt) ? nvsp_from_f32(s, r, rt) : r;
  }
}

/* A generic LLVM FP intrinsic (llvm.floor, llvm.sqrt, ...), with f16 computed in f32. */
static nvcg_value *nvsp_gen(nvsp_state *s, const char *base, nvcg_value *a, nvcg_value *b, nvcg_value *c) {
  nvcg_type *t = nvcg_value_type(a);
  nvcg_value *x[3], *r;
  unsigned n = 1;
  int half = nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_HALF;
  x[0] = half ? nvsp_to_f32(s, a) : a;
  if (b) x[n++] = half ? nvsp_to_f32(s, b) : b;
  if (c) x[n++] = half ? nvsp_to_f32(s, c) : c;
  r = nvsp_ovl(s, base, nvcg_value_type(x[0]), x, n);
  return half ? nvsp_from_f32(s, r, t) : r;
}
#define NVSP_GEN1(base, a) nvsp_gen(s, base, a, NULL, NULL)
#define NVSP_GEN2(base, a, b) nvsp_gen(s, base, a, b, NULL)

static nvcg_value *nvsp_fsplat(nvsp_state *s, nvcg_value *like, double v) { return nvsp_splat_fp(s, nvcg_value_type(like), v); }
static nvcg_value *nvsp_fadd(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return nvsp_bin(s, NVCG_OP_FADD, a, b, s->fmf_default); }
static nvcg_value *nvsp_fsub(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return nvsp_bin(s, NVCG_OP_FSUB, a, b, s->fmf_default); }
static nvcg_value *nvsp_fmul(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return nvsp_bin(s, NVCG_OP_FMUL, a, b, s->fmf_default); }
static nvcg_value *nvsp_fdiv(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return nvsp_bin(s, NVCG_OP_FDIV, a, b, 0); }
static nvcg_value *nvsp_fmulc(nvsp_state *s, nvcg_value *a, double c) { return nvsp_fmul(s, a, nvsp_fsplat(s, a, c)); }
static nvcg_value *nvsp_fabs(nvsp_state *s, nvcg_value *a) { return NVSP_GEN1("llvm.fabs", a); }
static nvcg_value *nvsp_copysign(nvsp_state *s, nvcg_value *mag, nvcg_value *sgn) { return NVSP_GEN2("llvm.copysign", mag, sgn); }
static nvcg_value *nvsp_fma3(nvsp_state *s, nvcg_value *a, nvcg_value *b, nvcg_value *c) { return nvsp_gen(s, "llvm.fma", a, b, c); }
static nvcg_value *nvsp_fmin(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return NVSP_GEN2("llvm.minnum", a, b); }
static nvcg_value *nvsp_fmax(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return NVSP_GEN2("llvm.maxnum", a, b); }
static nvcg_value *nvsp_fsel(nvsp_state *s, nvcg_predicate p, nvcg_value *a, nvcg_value *b, nvcg_value *t, nvcg_value *f) {
  return nvsp_sel(s, nvsp_fcmp(s, p, a, b), t, f);
}

/* ---- f32 scalar cores ---- */

static nvcg_value *nvsp_m_exp2(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u; (void)v;
  return nvsp_call1(s, "llvm.nvvm.ex2.approx.f", x);
}
static nvcg_value *nvsp_m_log2(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u; (void)v;
  return nvsp_call1(s, "llvm.nvvm.lg2.approx.f", x);
}
static nvcg_value *nvsp_m_exp(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_m_exp2(s, nvsp_fmulc(s, x, 1.4426950408889634), u, v);
}
static nvcg_value *nvsp_m_exp10(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_m_exp2(s, nvsp_fmulc(s, x, 3.3219280948873622), u, v);
}
static nvcg_value *nvsp_m_log(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_fmulc(s, nvsp_m_log2(s, x, u, v), 0.69314718055994531);
}
static nvcg_value *nvsp_m_log10(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_fmulc(s, nvsp_m_log2(s, x, u, v), 0.30102999566398120);
}
/* x^y, with the C semantics for negative x and integral y (and y = 0 gives 1). */
static nvcg_value *nvsp_m_pow(nvsp_state *s, nvcg_value *x, nvcg_value *y, nvcg_value *v) {
  nvcg_value *r = nvsp_m_exp2(s, nvsp_fmul(s, y, nvsp_m_log2(s, nvsp_fabs(s, x), NULL, NULL)), NULL, v);
  nvcg_value *yint = nvsp_fcmp(s, NVCG_FCMP_OEQ, NVSP_GEN1("llvm.trunc", y), y);
  nvcg_value *half = nvsp_fmulc(s, y, 0.5);
  nvcg_value *yodd = nvsp_bin(s, NVCG_OP_AND, yint, nvsp_fcmp(s, NVCG_FCMP_UNE, NVSP_GEN1("llvm.trunc", half), half), 0);
  nvcg_value *neg = nvsp_fcmp(s, NVCG_FCMP_OLT, x, nvsp_cf(s, 0.0));
  nvcg_value *sgn = nvsp_sel(s, yodd, nvsp_bin(s, NVCG_OP_FSUB, nvsp_cf(s, 0.0), r, 0), r);
  r = nvsp_sel(s, neg, nvsp_sel(s, yint, sgn, nvsp_cf(s, (double)NAN)), r);
  return nvsp_fsel(s, NVCG_FCMP_OEQ, y, nvsp_cf(s, 0.0), nvsp_cf(s, 1.0), r);
}
/* x reduced to [-pi, pi] by 2pi split in two f32 constants (Cody-Waite). */
static nvcg_value *nvsp_reduce_2pi(nvsp_state *s, nvcg_value *x) {
  nvcg_value *k = NVSP_GEN1("llvm.rint", nvsp_fmulc(s, x, 0.15915494309189535));
  nvcg_value *nk = NVSP_B(nvcg_build_fneg(s->b, k, 0, NULL));
  nvcg_value *r = nvsp_fma3(s, nk, nvsp_cf(s, 6.28318548202514648), x);
  return nvsp_fma3(s, nk, nvsp_cf(s, -1.7484555314695172e-07), r);
}
static nvcg_value *nvsp_m_sin(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u; (void)v;
  return nvsp_call1(s, "llvm.nvvm.sin.approx.f", nvsp_reduce_2pi(s, x));
}
static nvcg_value *nvsp_m_cos(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u; (void)v;
  return nvsp_call1(s, "llvm.nvvm.cos.approx.f", nvsp_reduce_2pi(s, x));
}
static nvcg_value *nvsp_m_tan(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  nvcg_value *r = nvsp_reduce_2pi(s, x);
  (void)u; (void)v;
  return nvsp_fdiv(s, nvsp_call1(s, "llvm.nvvm.sin.approx.f", r), nvsp_call1(s, "llvm.nvvm.cos.approx.f", r));
}
/* atan(t) for t in [0, 1]: t * P(t^2), P a degree-7 least-maximum-error fit (coefficients
 * computed for nvcg; |error| < 2e-7 in f32 arithmetic). */
static nvcg_value *nvsp_atan01(nvsp_state *s, nvcg_value *t) {
  static const double c[8] = {9.999993443e-01, -3.332985938e-01, 1.994655877e-01, -1.390859485e-01,
                              9.642112255e-02, -5.591120198e-02, 2.186220512e-02, -4.054365680e-03};
  nvcg_value *u = nvsp_fmul(s, t, t), *p = nvsp_cf(s, c[7]);
  int i;
  for (i = 6; i >= 0; i--) p = nvsp_fma3(s, p, u, nvsp_cf(s, c[i]));
  return nvsp_fmul(s, p, t);
}
static nvcg_value *nvsp_m_atan2(nvsp_state *s, nvcg_value *y, nvcg_value *x, nvcg_value *v) {
  nvcg_value *ax = nvsp_fabs(s, x), *ay = nvsp_fabs(s, y);
  nvcg_value *mx = nvsp_fmax(s, ax, ay), *mn = nvsp_fmin(s, ax, ay);
  nvcg_value *t = nvsp_fsel(s, NVCG_FCMP_OEQ, mx, nvsp_cf(s, 0.0), nvsp_cf(s, 0.0), nvsp_fdiv(s, mn, mx));
  nvcg_value *p = nvsp_atan01(s, t);
  nvcg_value *xneg;
  (void)v;
  p = nvsp_fsel(s, NVCG_FCMP_OGT, ay, ax, nvsp_fsub(s, nvsp_cf(s, 1.5707963267948966), p), p);
  xneg = nvsp_icmp(s, NVCG_ICMP_SLT, nvsp_cast(s, NVCG_OP_BITCAST, x, nvsp_i32(s)), nvsp_c32(s, 0));
  p = nvsp_sel(s, xneg, nvsp_fsub(s, nvsp_cf(s, 3.14159265358979324), p), p);
  p = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, x, y), nvsp_fadd(s, x, y), p);
  return nvsp_copysign(s, p, y);
}
static nvcg_value *nvsp_m_atan(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  nvcg_value *a = nvsp_fabs(s, x);
  nvcg_value *big = nvsp_fcmp(s, NVCG_FCMP_OGT, a, nvsp_cf(s, 1.0));
  nvcg_value *t = nvsp_sel(s, big, nvsp_fdiv(s, nvsp_cf(s, 1.0), a), a);
  nvcg_value *p = nvsp_atan01(s, t);
  (void)u; (void)v;
  p = nvsp_sel(s, big, nvsp_fsub(s, nvsp_cf(s, 1.5707963267948966), p), p);
  return nvsp_copysign(s, p, x);
}
static nvcg_value *nvsp_sqrt_1mx2(nvsp_state *s, nvcg_value *x) {
  return NVSP_GEN1("llvm.sqrt", nvsp_fmul(s, nvsp_fsub(s, nvsp_cf(s, 1.0), x), nvsp_fadd(s, nvsp_cf(s, 1.0), x)));
}
static nvcg_value *nvsp_m_asin(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u;
  return nvsp_m_atan2(s, x, nvsp_sqrt_1mx2(s, x), v);
}
static nvcg_value *nvsp_m_acos(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u;
  return nvsp_m_atan2(s, nvsp_sqrt_1mx2(s, x), x, v);
}
static nvcg_value *nvsp_m_sinh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  nvcg_value *e = nvsp_m_exp(s, x, u, v), *ie = nvsp_fdiv(s, nvsp_cf(s, 1.0), e);
  nvcg_value *r = nvsp_fmulc(s, nvsp_fsub(s, e, ie), 0.5);
  /* small |x|: x + x^3/6 avoids the cancellation */
  nvcg_value *p = nvsp_fadd(s, x, nvsp_fmul(s, nvsp_fmul(s, x, nvsp_fmul(s, x, x)), nvsp_cf(s, 1.0 / 6.0)));
  return nvsp_fsel(s, NVCG_FCMP_OLT, nvsp_fabs(s, x), nvsp_cf(s, 0.03125), p, r);
}
static nvcg_value *nvsp_m_cosh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  nvcg_value *e = nvsp_m_exp(s, x, u, v), *ie = nvsp_fdiv(s, nvsp_cf(s, 1.0), e);
  return nvsp_fmulc(s, nvsp_fadd(s, e, ie), 0.5);
}
static nvcg_value *nvsp_m_tanh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  /* sign(x) * (1 - 2 / (exp(2|x|) + 1)): no overflow to inf/inf */
  nvcg_value *e = nvsp_m_exp(s, nvsp_fmulc(s, nvsp_fabs(s, x), 2.0), u, v);
  nvcg_value *r = nvsp_fsub(s, nvsp_cf(s, 1.0), nvsp_fdiv(s, nvsp_cf(s, 2.0), nvsp_fadd(s, e, nvsp_cf(s, 1.0))));
  nvcg_value *p = nvsp_fsub(s, x, nvsp_fmul(s, nvsp_fmul(s, x, nvsp_fmul(s, x, x)), nvsp_cf(s, 1.0 / 3.0)));
  r = nvsp_copysign(s, r, x);
  return nvsp_fsel(s, NVCG_FCMP_OLT, nvsp_fabs(s, x), nvsp_cf(s, 0.03125), p, r);
}
/* log(a + sqrt(a^2 +- 1)); from a = 2^12 on log(a) + log(2) (the rest is below 2^-26 of
 * it), which keeps a^2 from overflowing. */
static nvcg_value *nvsp_log_apsq(nvsp_state *s, nvcg_value *a, double pm, nvcg_value *u, nvcg_value *v) {
  nvcg_value *big = nvsp_fcmp(s, NVCG_FCMP_OGT, a, nvsp_cf(s, 4096.0));
  nvcg_value *w = nvsp_fadd(s, a, NVSP_GEN1("llvm.sqrt", nvsp_fadd(s, nvsp_fmul(s, a, a), nvsp_cf(s, pm))));
  nvcg_value *r = nvsp_m_log(s, nvsp_sel(s, big, a, w), u, v);
  return nvsp_fadd(s, r, nvsp_sel(s, big, nvsp_cf(s, 0.69314718055994531), nvsp_cf(s, 0.0)));
}
static nvcg_value *nvsp_m_asinh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_copysign(s, nvsp_log_apsq(s, nvsp_fabs(s, x), 1.0, u, v), x);
}
static nvcg_value *nvsp_m_acosh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_log_apsq(s, x, -1.0, u, v);
}
static nvcg_value *nvsp_m_atanh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  nvcg_value *q = nvsp_fdiv(s, nvsp_fadd(s, nvsp_cf(s, 1.0), x), nvsp_fsub(s, nvsp_cf(s, 1.0), x));
  return nvsp_fmulc(s, nvsp_m_log(s, q, u, v), 0.5);
}

/* frexp over the bits: mantissa in [0.5, 1) and exponent; zero, inf and NaN give (x, 0). */
static void nvsp_frexp1(nvsp_state *s, nvcg_value *x, nvcg_value **mant, nvcg_value **ex) {
  nvcg_type *t = nvcg_value_type(x);
  int dbl = nvcg_type_get_kind(t) == NVCG_TYPE_DOUBLE;
  unsigned mb = dbl ? 52 : 23, eb = dbl ? 0x7FF : 0xFF, bias = dbl ? 1022 : 126, w = dbl ? 64 : 32;
  nvcg_type *it = nvcg_type_int(s->ctx, w);
  nvcg_value *sub, *xs, *bits, *e, *m, *special, *adj;
  /* subnormals: scale by 2^64 first */
  sub = nvsp_fcmp(s, NVCG_FCMP_OLT, nvsp_fabs(s, x), nvcg_const_fp(t, dbl ? 2.2250738585072014e-308 : 1.1754943508222875e-38));
  xs = nvsp_sel(s, sub, nvsp_fmul(s, x, nvcg_const_fp(t, 18446744073709551616.0)), x);
  adj = nvsp_sel(s, sub, nvsp_c32(s, 64), nvsp_c32(s, 0));
  bits = nvsp_cast(s, NVCG_OP_BITCAST, xs, it);
  e = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, bits, nvcg_const_int(it, mb), 0), nvcg_const_int(it, eb), 0);
  e = nvsp_iresize(s, e, nvsp_i32(s), 0);
  e = nvsp_bin(s, NVCG_OP_SUB, nvsp_bin(s, NVCG_OP_SUB, e, nvsp_c32(s, bias), 0), adj, 0);
  m = nvsp_bin(s, NVCG_OP_AND, bits, nvcg_const_int(it, ~(nvsp_mask(w - 1) & ~nvsp_mask(mb))), 0);
  m = nvsp_bin(s, NVCG_OP_OR, m, nvcg_const_int(it, (uint64_t)bias << mb), 0);
  m = nvsp_cast(s, NVCG_OP_BITCAST, m, t);
  special = nvsp_bin(s, NVCG_OP_OR, nvsp_fcmp(s, NVCG_FCMP_OEQ, x, nvcg_const_zero(t)),
                     nvsp_fcmp(s, NVCG_FCMP_UEQ, nvsp_fabs(s, x), nvcg_const_fp(t, (double)INFINITY)), 0);
  *mant = nvsp_sel(s, special, x, m);
  *ex = nvsp_sel(s, special, nvsp_c32(s, 0), e);
}

/* frexp per component for any float type (f16 goes through f32, exactly). */
static void nvsp_frexp(nvsp_state *s, nvcg_value *x, nvcg_type *et, nvcg_value **mant, nvcg_value **ex) {
  nvcg_type *t = nvcg_value_type(x);
  int half = nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_HALF;
  nvcg_value *xx = half ? nvsp_to_f32(s, x) : x;
  if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) {
    uint32_t k, n = (uint32_t)nvcg_type_count(t);
    nvcg_value *m = nvcg_const_undef(nvcg_value_type(xx)), *e = nvcg_const_undef(nvcg_type_vector(et, n));
    for (k = 0; k < n; k++) {
      nvcg_value *mk, *ek;
      nvsp_frexp1(s, nvsp_extract_elem(s, xx, k), &mk, &ek);
      m = NVSP_B(nvcg_build_insertelement(s->b, m, mk, nvsp_c32(s, k), NULL));
      e = NVSP_B(nvcg_build_insertelement(s->b, e, nvsp_iresize(s, ek, et, 1), nvsp_c32(s, k), NULL));
    }
    *mant = half ? nvsp_from_f32(s, m, t) : m;
    *ex = e;
    return;
  }
  nvsp_frexp1(s, xx, mant, ex);
  if (half) *mant = nvsp_from_f32(s, *mant, t);
  *ex = nvsp_iresize(s, *ex, et, 1);
}

/* 2^k as a float of type t, for k within the normal exponent range. */
static nvcg_value *nvsp_pow2i(nvsp_state *s, nvcg_type *t, nvcg_value *k) {
  int dbl = nvcg_type_get_kind(t) == NVCG_TYPE_DOUBLE;
  nvcg_type *it = dbl ? nvsp_i64(s) : nvsp_i32(s);
  nvcg_value *b = nvsp_bin(s, NVCG_OP_ADD, nvsp_iresize(s, k, it, 1), nvcg_const_int(it, dbl ? 1023 : 127), 0);
  b = nvsp_bin(s, NVCG_OP_SHL, b, nvcg_const_int(it, dbl ? 52 : 23), 0);
  return nvsp_cast(s, NVCG_OP_BITCAST, b, t);
}

/* ldexp: x * 2^k in three exactly representable factors (k clamped to where the result
 * has over- or underflowed anyway). */
static nvcg_value *nvsp_ldexp1(nvsp_state *s, nvcg_value *x, nvcg_value *k) {
  nvcg_type *t = nvcg_value_type(x);
  int dbl = nvcg_type_get_kind(t) == NVCG_TYPE_DOUBLE;
  int64_t lim = dbl ? 2200 : 300;
  nvcg_value *kk = nvsp_iresize(s, k, nvsp_i32(s), 1), *k1, *k2, *k3, *r;
  kk = nvsp_ovl2(s, "llvm.smax", kk, nvsp_c32(s, (uint64_t)-lim));
  kk = nvsp_ovl2(s, "llvm.smin", kk, nvsp_c32(s, (uint64_t)lim));
  k1 = nvsp_bin(s, NVCG_OP_SDIV, kk, nvsp_c32(s, 3), 0);
  k2 = nvsp_bin(s, NVCG_OP_SDIV, nvsp_bin(s, NVCG_OP_SUB, kk, k1, 0), nvsp_c32(s, 2), 0);
  k3 = nvsp_bin(s, NVCG_OP_SUB, nvsp_bin(s, NVCG_OP_SUB, kk, k1, 0), k2, 0);
  r = nvsp_bin(s, NVCG_OP_FMUL, x, nvsp_pow2i(s, t, k1), 0);
  r = nvsp_bin(s, NVCG_OP_FMUL, r, nvsp_pow2i(s, t, k2), 0);
  return nvsp_bin(s, NVCG_OP_FMUL, r, nvsp_pow2i(s, t, k3), 0);
}
static nvcg_value *nvsp_ldexp(nvsp_state *s, nvcg_value *x, nvcg_value *k) {
  nvcg_type *t = nvcg_value_type(x);
  int half = nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_HALF;
  nvcg_value *xx = half ? nvsp_to_f32(s, x) : x, *r;
  if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) {
    uint32_t i, n = (uint32_t)nvcg_type_count(t);
    int kv = nvcg_type_get_kind(nvcg_value_type(k)) == NVCG_TYPE_VECTOR;
    r = nvcg_const_undef(nvcg_value_type(xx));
    for (i = 0; i < n; i++)
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_ldexp1(s, nvsp_extract_elem(s, xx, i), kv ? nvsp_extract_elem(s, k, i) : k),
                                          nvsp_c32(s, i), NULL));
  } else r = nvsp_ldexp1(s, xx, k);
  return half ? nvsp_from_f32(s, r, t) : r;
}

/* ---- the device math library (README "Device math library") ----
 * OpenCL.std's full-precision functions, GLSL.std.450's where the approximations above
 * are not kept (see the header comment), call nvcg's __nv_* functions: the frontend only
 * declares them, and nvcg's on-demand import brings the bodies (a user library that
 * defines them, such as libdevice, wins). f32 calls __nv_Ff, f64 __nv_F; f16 computes
 * through the f32 function and rounds once. */

/* The declaration of `name`, of type ret(params); a function of that name the module
 * already has must have that type. */
static nvcg_value *nvsp_libfn(nvsp_state *s, const char *name, nvcg_type *ret, nvcg_type *const *params, unsigned np) {
  nvcg_type *fty = nvcg_type_function(ret, params, np, 0);
  nvcg_value *f = nvcg_module_get_function(s->m, name);
  if (f && nvcg_function_type(f) != fty) NVSP_ERR("function %s has another type than the math library's %s", name, name);
  return f ? f : nvsp_chk(s, nvcg_function_add(s->m, name, fty));
}

/* __nv_BASEf (f32 x) or __nv_BASE (f64 x) on scalars; y, z: further arguments (floats of
 * x's type, an i32, a pointer) or NULL. */
static nvcg_value *nvsp_lib3(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y, nvcg_value *z) {
  nvcg_type *t = nvcg_value_type(x), *pt[3];
  nvcg_value *args[3], *f;
  unsigned n = 1, i;
  char name[48];
  args[0] = x;
  if (y) args[n++] = y;
  if (z) args[n++] = z;
  for (i = 0; i < n; i++) pt[i] = nvcg_value_type(args[i]);
  snprintf(name, sizeof name, "__nv_%s%s", base, nvcg_type_get_kind(t) == NVCG_TYPE_DOUBLE ? "" : "f");
  f = nvsp_libfn(s, name, t, pt, n);
  return NVSP_B(nvcg_build_call(s->b, nvcg_function_type(f), f, args, n, NULL));
}

/* A scalar core over f32 or f64 (never f16): `base` names the library function where the
 * core is one call. */
typedef nvcg_value *(*nvsp_libcore)(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y);

static nvcg_value *nvsp_lc_call(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y) {
  return nvsp_lib3(s, base, x, y, NULL);
}
/* asinpi, acospi, atanpi, atan2pi: the library's result times 1/pi rounded to the type
 * (asinpi(1) = 0.5 and atan2pi(+0, -0) = 1 exactly: pi * (1/pi) rounds to 1 in f32 and f64). */
static nvcg_value *nvsp_lc_pi(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y) {
  nvcg_value *r = nvsp_lib3(s, base, x, y, NULL);
  return nvsp_bin(s, NVCG_OP_FMUL, r, nvcg_const_fp(nvcg_value_type(r), 0.31830988618379067), 0);
}
/* tanpi = sinpi / cospi: tanpi(n + 1/2) = +-inf with OpenCL's signs (cospi gives +0 there),
 * tanpi(n) a zero of the right sign. */
static nvcg_value *nvsp_lc_tanpi(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y) {
  (void)base; (void)y;
  return nvsp_bin(s, NVCG_OP_FDIV, nvsp_lib3(s, "sinpi", x, NULL, NULL), nvsp_lib3(s, "cospi", x, NULL, NULL), 0);
}
/* powr(x, y) = pow(|x|, y) for x >= 0, with OpenCL's NaNs: x < 0, a NaN operand,
 * powr(+-0, +-0), powr(+inf, +-0), powr(1, +-inf). */
static nvcg_value *nvsp_lc_powr(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y) {
  nvcg_type *t = nvcg_value_type(x);
  nvcg_value *zero = nvcg_const_zero(t), *inf = nvcg_const_fp(t, (double)INFINITY), *ay = nvsp_fabs(s, y);
  nvcg_value *nan = nvsp_bin(s, NVCG_OP_OR, nvsp_fcmp(s, NVCG_FCMP_UNO, x, y), nvsp_fcmp(s, NVCG_FCMP_OLT, x, zero), 0);
  nvcg_value *y0 = nvsp_fcmp(s, NVCG_FCMP_OEQ, y, zero);
  nvcg_value *x0i = nvsp_bin(s, NVCG_OP_OR, nvsp_fcmp(s, NVCG_FCMP_OEQ, x, zero), nvsp_fcmp(s, NVCG_FCMP_OEQ, x, inf), 0);
  nan = nvsp_bin(s, NVCG_OP_OR, nan, nvsp_bin(s, NVCG_OP_AND, y0, x0i, 0), 0);
  nan = nvsp_bin(s, NVCG_OP_OR, nan, nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OEQ, x, nvcg_const_fp(t, 1.0)),
                                               nvsp_fcmp(s, NVCG_FCMP_OEQ, ay, inf), 0), 0);
  (void)base;
  return nvsp_sel(s, nan, nvcg_const_fp(t, (double)NAN), nvsp_lib3(s, "pow", nvsp_fabs(s, x), y, NULL));
}
/* rootn(x, n), computed in f64 for f32 too: r0 = pow(|x|, 1/n) is off by up to
 * |ln x| / |n| ulp (1/n is rounded), so one Newton step on f^n - |x| 2^(-kn) (r0 = f 2^k,
 * f in [0.5, 1): no overflow or underflow for |n| <= 1000, and |x| 2^(-kn) is exact) brings
 * it within about 1 ulp; for |n| > 1000 r0's own error is below 2 ulp. The sign: odd n keeps
 * x's; x < 0 with even n, and n = 0, give NaN. */
static nvcg_value *nvsp_lc_rootn(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *n) {
  nvcg_type *t = nvcg_value_type(x), *d = nvcg_type_double(s->ctx);
  nvcg_value *xd = nvsp_cast(s, NVCG_OP_FPEXT, x, d), *ax = nvsp_fabs(s, xd);
  nvcg_value *nd = nvsp_cast(s, NVCG_OP_SITOFP, n, d), *one = nvcg_const_fp(d, 1.0);
  nvcg_value *r0 = nvsp_lib3(s, "pow", ax, nvsp_bin(s, NVCG_OP_FDIV, one, nd, 0), NULL);
  nvcg_value *f, *k, *e, *xs, *corr, *r1, *ok, *r, *odd, *bad, *fa[3];
  nvcg_value *an = nvsp_ovl2(s, "llvm.abs", n, nvcg_const_int(nvsp_i1(s), 0));
  (void)base;
  nvsp_frexp1(s, r0, &f, &k);
  e = nvsp_lib3(s, "powi", f, n, NULL);
  xs = nvsp_ldexp1(s, ax, nvsp_bin(s, NVCG_OP_SUB, nvsp_c32(s, 0), nvsp_bin(s, NVCG_OP_MUL, k, n, 0), 0));
  corr = nvsp_bin(s, NVCG_OP_FDIV, nvsp_bin(s, NVCG_OP_FSUB, e, xs, 0), nvsp_bin(s, NVCG_OP_FMUL, nd, e, 0), 0);
  fa[0] = NVSP_B(nvcg_build_fneg(s->b, r0, 0, NULL));
  fa[1] = corr;
  fa[2] = r0;
  r1 = nvsp_ovl(s, "llvm.fma", d, fa, 3);
  ok = nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OGT, ax, nvcg_const_zero(d)),
                nvsp_fcmp(s, NVCG_FCMP_OLT, ax, nvcg_const_fp(d, (double)INFINITY)), 0);
  ok = nvsp_bin(s, NVCG_OP_AND, ok, nvsp_fcmp(s, NVCG_FCMP_OGT, r0, nvcg_const_zero(d)), 0);
  ok = nvsp_bin(s, NVCG_OP_AND, ok, nvsp_fcmp(s, NVCG_FCMP_OLT, r0, nvcg_const_fp(d, (double)INFINITY)), 0);
  ok = nvsp_bin(s, NVCG_OP_AND, ok, nvsp_icmp(s, NVCG_ICMP_ULE, an, nvsp_c32(s, 1000)), 0);
  ok = nvsp_bin(s, NVCG_OP_AND, ok, nvsp_icmp(s, NVCG_ICMP_NE, n, nvsp_c32(s, 0)), 0);
  r = nvsp_sel(s, ok, r1, r0);
  odd = nvsp_icmp(s, NVCG_ICMP_NE, nvsp_bin(s, NVCG_OP_AND, n, nvsp_c32(s, 1), 0), nvsp_c32(s, 0));
  r = nvsp_sel(s, odd, nvsp_copysign(s, r, xd), r);
  bad = nvsp_bin(s, NVCG_OP_OR, nvsp_icmp(s, NVCG_ICMP_EQ, n, nvsp_c32(s, 0)),
                 nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OLT, xd, nvcg_const_zero(d)),
                          nvsp_bin(s, NVCG_OP_XOR, odd, nvcg_const_int(nvsp_i1(s), 1), 0), 0), 0);
  r = nvsp_sel(s, bad, nvcg_const_fp(d, (double)NAN), r);
  return nvsp_cast(s, NVCG_OP_FPTRUNC, r, t);
}

/* Applies a scalar core per component. FP operands of f16 go through f32 (the result
 * rounded once to f16); an integer operand (pown, rootn) passes as i32. */
static nvcg_value *nvsp_libmap(nvsp_state *s, nvcg_type *rt, nvsp_libcore fn, const char *base, nvcg_value *a, nvcg_value *b) {
  nvcg_value *in[2], *r;
  uint32_t i, k, n;
  nvcg_type *et = nvsp_elem_of(rt);
  int half = nvcg_type_get_kind(et) == NVCG_TYPE_HALF;
  in[0] = a;
  in[1] = b;
  for (i = 0; i < 2; i++) {
    if (!in[i]) continue;
    if (nvsp_is_fp_ir(nvcg_value_type(in[i]))) {
      if (half) in[i] = nvsp_to_f32(s, in[i]);
    } else {
      nvcg_type *it = nvsp_i32(s);
      if (nvcg_type_get_kind(nvcg_value_type(in[i])) == NVCG_TYPE_VECTOR) it = nvcg_type_vector(it, (unsigned)nvcg_type_count(nvcg_value_type(in[i])));
      in[i] = nvsp_iresize(s, in[i], it, 1);
    }
  }
  if (nvcg_type_get_kind(rt) != NVCG_TYPE_VECTOR) {
    r = fn(s, base, in[0], in[1]);
  } else {
    n = (uint32_t)nvcg_type_count(rt);
    r = nvcg_const_undef(half ? nvcg_type_vector(nvsp_f32t(s), n) : rt);
    for (k = 0; k < n; k++) {
      nvcg_value *e[2];
      for (i = 0; i < 2; i++)
        e[i] = !in[i] ? NULL : nvcg_type_get_kind(nvcg_value_type(in[i])) == NVCG_TYPE_VECTOR ? nvsp_extract_elem(s, in[i], k) : in[i];
      r = NVSP_B(nvcg_build_insertelement(s->b, r, fn(s, base, e[0], e[1]), nvsp_c32(s, k), NULL));
    }
  }
  return half ? nvsp_from_f32(s, r, rt) : r;
}
#define NVSP_LIB(name, a, b) nvsp_libmap(s, t, nvsp_lc_call, name, a, b)

/* Geometry. */
static nvcg_value *nvsp_vdot(nvsp_state *s, nvcg_value *a, nvcg_value *b) {
  if (nvcg_type_get_kind(nvcg_value_type(a)) != NVCG_TYPE_VECTOR) return nvsp_fmul(s, a, b);
  return nvsp_dot(s, a, b, s->fmf_default);
}
static nvcg_value *nvsp_length(nvsp_state *s, nvcg_value *a) {
  if (nvcg_type_get_kind(nvcg_value_type(a)) != NVCG_TYPE_VECTOR) return nvsp_fabs(s, a);
  return NVSP_GEN1("llvm.sqrt", nvsp_vdot(s, a, a));
}
static nvcg_value *nvsp_cross(nvsp_state *s, nvcg_value *a, nvcg_value *b) {
  nvcg_value *r = nvcg_const_zero(nvcg_value_type(a));
  static const uint32_t i1[3] = {1, 2, 0}, i2[3] = {2, 0, 1};
  uint32_t k;
  for (k = 0; k < 3; k++) {
    nvcg_value *x = nvsp_fsub(s, nvsp_fmul(s, nvsp_extract_elem(s, a, i1[k]), nvsp_extract_elem(s, b, i2[k])),
                              nvsp_fmul(s, nvsp_extract_elem(s, a, i2[k]), nvsp_extract_elem(s, b, i1[k])));
    r = NVSP_B(nvcg_build_insertelement(s->b, r, x, nvsp_c32(s, k), NULL));
  }
  return r;
}

/* Integer helpers. */
static nvcg_value *nvsp_ctlz(nvsp_state *s, nvcg_value *x) {
  nvcg_value *a[2];
  a[0] = x;
  a[1] = nvcg_const_int(nvsp_i1(s), 0);
  return nvsp_ovl(s, "llvm.ctlz", nvcg_value_type(x), a, 2);
}
static nvcg_value *nvsp_cttz(nvsp_state *s, nvcg_value *x) {
  nvcg_value *a[2];
  a[0] = x;
  a[1] = nvcg_const_int(nvsp_i1(s), 0);
  return nvsp_ovl(s, "llvm.cttz", nvcg_value_type(x), a, 2);
}
static unsigned nvsp_ibits(nvcg_value *x) { return nvcg_type_int_bits(nvsp_elem_of(nvcg_value_type(x))); }
static nvcg_value *nvsp_isplat(nvsp_state *s, nvcg_value *like, uint64_t v) { return nvsp_splat_int(s, nvcg_value_type(like), v); }
static nvcg_value *nvsp_mulhi(nvsp_state *s, nvcg_value *a, nvcg_value *b, int sg) {
  unsigned w = nvsp_ibits(a);
  nvcg_type *t = nvcg_value_type(a);
  if (w < 64) {
    nvcg_type *wide = nvcg_type_int(s->ctx, 2 * w);
    nvcg_value *p;
    if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) wide = nvcg_type_vector(wide, (unsigned)nvcg_type_count(t));
    p = nvsp_bin(s, NVCG_OP_MUL, nvsp_iresize(s, a, wide, sg), nvsp_iresize(s, b, wide, sg), 0);
    return nvsp_cast(s, NVCG_OP_TRUNC, nvsp_bin(s, NVCG_OP_LSHR, p, nvsp_splat_int(s, wide, w), 0), t);
  }
  if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) {
    uint32_t k, n = (uint32_t)nvcg_type_count(t);
    nvcg_value *r = nvcg_const_undef(t);
    for (k = 0; k < n; k++)
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_mulhi(s, nvsp_extract_elem(s, a, k), nvsp_extract_elem(s, b, k), sg), nvsp_c32(s, k), NULL));
    return r;
  }
  {
    nvcg_value *x[2];
    x[0] = a;
    x[1] = b;
    return nvsp_call(s, sg ? "llvm.nvvm.mulhi.ll" : "llvm.nvvm.mulhi.ull", x, 2);
  }
}

/* Fetches OpExtInst operands starting at word 5. */
static nvcg_value *nvsp_xarg(nvsp_state *s, uint32_t i, uint32_t expect, uint32_t *tid) {
  return nvsp_value(s, nvsp_w(s, 5 + i), expect, tid);
}

/* Stores through an OpExtInst pointer operand (modf, frexp, sincos, fract...). */
static void nvsp_store_through(nvsp_state *s, uint32_t ptr_id, nvcg_value *v) {
  uint32_t pt;
  nvsp_val p = nvsp_get(s, ptr_id, &pt);
  nvsp_type *ptt = nvsp_ptr_type(s, pt, ptr_id);
  nvsp_type *t = NVSP_TYPE(ptt->elem);
  if (!p.ir || !t->ir || t->ir != nvcg_value_type(v)) NVSP_ERR("pointer operand %%%u does not point to the right type", ptr_id);
  nvsp_store_rec(s, t, p.ir, v, p.align, 0, 0, 0, 0);
}

/* Whether GLSL.std.450 function `lib` of result `id` (type t) calls the device math
 * library: f64 always (GLSL.std.450 allows 16- and 32-bit floats here; f64 input is
 * computed right rather than in f32); RelaxedPrecision never; otherwise tan, asin, acos,
 * atan, atan2, sinh, cosh and tanh (the library costs about what the approximations'
 * sequences do, tan 2.6x), while sin, cos, exp, exp2, log, log2, pow, asinh, acosh and
 * atanh keep the PTX approximations, which meet Vulkan's precision table where the
 * library costs 4-13x as much (asinhf/acoshf/atanhf work in f64). */
static int nvsp_glsl_uselib(nvsp_state *s, nvcg_type *t, uint32_t id, const char *lib) {
  static const char *const approx[] = {"sin", "cos", "exp", "exp2", "log", "log2", "pow", "asinh", "acosh", "atanh"};
  size_t i;
  if (nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_DOUBLE) return 1;
  if (nvsp_has_deco(s, id, SpvDecorationRelaxedPrecision)) return 0;
  for (i = 0; i < sizeof approx / sizeof approx[0]; i++)
    if (!strcmp(lib, approx[i])) return 0;
  return 1;
}

/* ---- GLSL.std.450 ---- */

static void nvsp_tr_glsl(nvsp_state *s, uint32_t rtid, uint32_t id, uint32_t inst) {
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_type *t = rt->ir;
  nvcg_value *a = NULL, *b = NULL, *c = NULL, *r = NULL;
  uint32_t n = s->cur_wc - 5, at = 0, bt = 0;
  int fp = nvsp_is_fp_type(s, rt), in = nvsp_is_int_type(s, rt);
  nvsp_mathfn mf = NULL;
  const char *lib = NULL;
#define NVSP_ARGS(k) do { if (n != (k)) NVSP_ERR("%u operands, expected %u", n, (uint32_t)(k)); } while (0)
#define NVSP_SAME1() do { NVSP_ARGS(1); a = nvsp_xarg(s, 0, rtid, &at); } while (0)
#define NVSP_SAME2() do { NVSP_ARGS(2); a = nvsp_xarg(s, 0, rtid, &at); b = nvsp_xarg(s, 1, rtid, &bt); } while (0)
#define NVSP_SAME3() do { NVSP_ARGS(3); a = nvsp_xarg(s, 0, rtid, &at); b = nvsp_xarg(s, 1, rtid, &bt); c = nvsp_xarg(s, 2, rtid, NULL); } while (0)
#define NVSP_NEED_FP() do { if (!fp) NVSP_ERR("result type %%%u is not floating point", rtid); } while (0)
#define NVSP_NEED_INT() do { if (!in) NVSP_ERR("result type %%%u is not an integer type", rtid); } while (0)
  if (!t && inst != GLSLstd450ModfStruct && inst != GLSLstd450FrexpStruct) nvsp_ir_type(s, rtid);
  switch (inst) {
  case GLSLstd450Round: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.round", a); break;
  case GLSLstd450RoundEven: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.roundeven", a); break;
  case GLSLstd450Trunc: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.trunc", a); break;
  case GLSLstd450FAbs: NVSP_SAME1(); NVSP_NEED_FP(); r = nvsp_fabs(s, a); break;
  case GLSLstd450SAbs: {
    nvcg_value *x[2];
    NVSP_SAME1();
    NVSP_NEED_INT();
    x[0] = a;
    x[1] = nvcg_const_int(nvsp_i1(s), 0);
    r = nvsp_ovl(s, "llvm.abs", t, x, 2);
    break;
  }
  case GLSLstd450FSign:
    NVSP_SAME1();
    NVSP_NEED_FP();
    r = nvsp_fsel(s, NVCG_FCMP_OLT, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, -1.0), a);
    r = nvsp_fsel(s, NVCG_FCMP_OGT, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, 1.0), r);
    break;
  case GLSLstd450SSign:
    NVSP_SAME1();
    NVSP_NEED_INT();
    r = nvsp_ovl2(s, "llvm.smax", nvsp_ovl2(s, "llvm.smin", a, nvsp_splat_int(s, t, 1)), nvsp_splat_int(s, t, ~(uint64_t)0));
    break;
  case GLSLstd450Floor: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.floor", a); break;
  case GLSLstd450Ceil: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.ceil", a); break;
  case GLSLstd450Fract: NVSP_SAME1(); NVSP_NEED_FP(); r = nvsp_fsub(s, a, NVSP_GEN1("llvm.floor", a)); break;
  case GLSLstd450Radians: NVSP_SAME1(); NVSP_NEED_FP(); r = nvsp_fmulc(s, a, 0.017453292519943295); break;
  case GLSLstd450Degrees: NVSP_SAME1(); NVSP_NEED_FP(); r = nvsp_fmulc(s, a, 57.295779513082321); break;
  case GLSLstd450Sin: mf = nvsp_m_sin; lib = "sin"; goto map1;
  case GLSLstd450Cos: mf = nvsp_m_cos; lib = "cos"; goto map1;
  case GLSLstd450Tan: mf = nvsp_m_tan; lib = "tan"; goto map1;
  case GLSLstd450Asin: mf = nvsp_m_asin; lib = "asin"; goto map1;
  case GLSLstd450Acos: mf = nvsp_m_acos; lib = "acos"; goto map1;
  case GLSLstd450Atan: mf = nvsp_m_atan; lib = "atan"; goto map1;
  case GLSLstd450Sinh: mf = nvsp_m_sinh; lib = "sinh"; goto map1;
  case GLSLstd450Cosh: mf = nvsp_m_cosh; lib = "cosh"; goto map1;
  case GLSLstd450Tanh: mf = nvsp_m_tanh; lib = "tanh"; goto map1;
  case GLSLstd450Asinh: mf = nvsp_m_asinh; lib = "asinh"; goto map1;
  case GLSLstd450Acosh: mf = nvsp_m_acosh; lib = "acosh"; goto map1;
  case GLSLstd450Atanh: mf = nvsp_m_atanh; lib = "atanh"; goto map1;
  case GLSLstd450Exp: mf = nvsp_m_exp; lib = "exp"; goto map1;
  case GLSLstd450Log: mf = nvsp_m_log; lib = "log"; goto map1;
  case GLSLstd450Exp2: mf = nvsp_m_exp2; lib = "exp2"; goto map1;
  case GLSLstd450Log2: mf = nvsp_m_log2; lib = "log2"; goto map1;
  map1:
    NVSP_SAME1();
    NVSP_NEED_FP();
    if (nvsp_glsl_uselib(s, t, id, lib)) r = nvsp_libmap(s, t, nvsp_lc_call, lib, a, NULL);
    else r = nvsp_map(s, t, mf, a, NULL, NULL);
    break;
  case GLSLstd450Atan2: case GLSLstd450Pow:
    NVSP_SAME2();
    NVSP_NEED_FP();
    lib = inst == GLSLstd450Atan2 ? "atan2" : "pow";
    if (nvsp_glsl_uselib(s, t, id, lib)) r = nvsp_libmap(s, t, nvsp_lc_call, lib, a, b);
    else r = nvsp_map(s, t, inst == GLSLstd450Atan2 ? nvsp_m_atan2 : nvsp_m_pow, a, b, NULL);
    break;
  case GLSLstd450Sqrt: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.sqrt", a); break;
  case GLSLstd450InverseSqrt:
    NVSP_SAME1();
    NVSP_NEED_FP();
    if (nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_DOUBLE)
      r = nvsp_libmap(s, t, nvsp_lc_call, "rsqrt", a, NULL);
    else {
      nvcg_value *x = nvsp_to_f32(s, a);
      if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) {
        uint32_t k;
        r = nvcg_const_undef(nvcg_value_type(x));
        for (k = 0; k < rt->count; k++)
          r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_call1(s, "llvm.nvvm.rsqrt.approx.f", nvsp_extract_elem(s, x, k)), nvsp_c32(s, k), NULL));
      } else r = nvsp_call1(s, "llvm.nvvm.rsqrt.approx.f", x);
      r = nvsp_from_f32(s, r, t);
    }
    break;
  case GLSLstd450Modf: case GLSLstd450ModfStruct: {
    nvcg_value *whole, *frac;
    uint32_t et = inst == GLSLstd450Modf ? rtid : (rt->op == SpvOpTypeStruct && rt->count == 2 ? rt->mem[0] : 0);
    if (!et) NVSP_ERR("ModfStruct needs a struct of two members");
    NVSP_ARGS(inst == GLSLstd450Modf ? 2 : 1);
    a = nvsp_xarg(s, 0, et, NULL);
    if (!nvsp_is_fp_type(s, NVSP_TYPE(et))) NVSP_ERR("Modf needs floating point");
    whole = NVSP_GEN1("llvm.trunc", a);
    frac = nvsp_copysign(s, nvsp_fsub(s, a, whole), a);
    /* modf(inf) = (0, inf) */
    frac = nvsp_fsel(s, NVCG_FCMP_OEQ, nvsp_fabs(s, a), nvsp_fsplat(s, a, (double)INFINITY), nvsp_copysign(s, nvsp_fsplat(s, a, 0.0), a), frac);
    if (inst == GLSLstd450Modf) {
      nvsp_store_through(s, nvsp_w(s, 6), whole);
      r = frac;
    } else {
      unsigned z = 0, o = 1;
      if (rt->mem[1] != rt->mem[0] && NVSP_TYPE(rt->mem[1])->ir != NVSP_TYPE(et)->ir) NVSP_ERR("ModfStruct members must match");
      r = NVSP_B(nvcg_build_insertvalue(s->b, nvcg_const_undef(rt->ir), frac, &z, 1, NULL));
      r = NVSP_B(nvcg_build_insertvalue(s->b, r, whole, &o, 1, NULL));
    }
    break;
  }
  case GLSLstd450FMin: case GLSLstd450NMin: NVSP_SAME2(); NVSP_NEED_FP(); r = nvsp_fmin(s, a, b); break;
  case GLSLstd450FMax: case GLSLstd450NMax: NVSP_SAME2(); NVSP_NEED_FP(); r = nvsp_fmax(s, a, b); break;
  case GLSLstd450UMin: NVSP_SAME2(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.umin", a, b); break;
  case GLSLstd450SMin: NVSP_SAME2(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.smin", a, b); break;
  case GLSLstd450UMax: NVSP_SAME2(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.umax", a, b); break;
  case GLSLstd450SMax: NVSP_SAME2(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.smax", a, b); break;
  case GLSLstd450FClamp: case GLSLstd450NClamp: NVSP_SAME3(); NVSP_NEED_FP(); r = nvsp_fmin(s, nvsp_fmax(s, a, b), c); break;
  case GLSLstd450UClamp: NVSP_SAME3(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.umin", nvsp_ovl2(s, "llvm.umax", a, b), c); break;
  case GLSLstd450SClamp: NVSP_SAME3(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.smin", nvsp_ovl2(s, "llvm.smax", a, b), c); break;
  case GLSLstd450FMix:
    NVSP_SAME3();
    NVSP_NEED_FP();
    r = nvsp_fadd(s, nvsp_fmul(s, a, nvsp_fsub(s, nvsp_splat_fp(s, t, 1.0), c)), nvsp_fmul(s, b, c));
    break;
  case GLSLstd450Step: NVSP_SAME2(); NVSP_NEED_FP(); r = nvsp_fsel(s, NVCG_FCMP_OLT, b, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, 1.0)); break;
  case GLSLstd450SmoothStep: {
    nvcg_value *x;
    NVSP_SAME3();
    NVSP_NEED_FP();
    x = nvsp_fdiv(s, nvsp_fsub(s, c, a), nvsp_fsub(s, b, a));
    x = nvsp_fmin(s, nvsp_fmax(s, x, nvcg_const_zero(t)), nvsp_splat_fp(s, t, 1.0));
    r = nvsp_fmul(s, nvsp_fmul(s, x, x), nvsp_fsub(s, nvsp_splat_fp(s, t, 3.0), nvsp_fmulc(s, x, 2.0)));
    break;
  }
  case GLSLstd450Fma: NVSP_SAME3(); NVSP_NEED_FP(); r = nvsp_fma3(s, a, b, c); break;
  case GLSLstd450Frexp: case GLSLstd450FrexpStruct: {
    nvcg_value *m, *e;
    uint32_t et = inst == GLSLstd450Frexp ? rtid : (rt->op == SpvOpTypeStruct && rt->count == 2 ? rt->mem[0] : 0);
    nvsp_type *ityp;
    if (!et) NVSP_ERR("FrexpStruct needs a struct of two members");
    NVSP_ARGS(inst == GLSLstd450Frexp ? 2 : 1);
    a = nvsp_xarg(s, 0, et, NULL);
    if (inst == GLSLstd450Frexp) {
      uint32_t pt;
      nvsp_val p = nvsp_get(s, nvsp_w(s, 6), &pt);
      (void)p;
      ityp = NVSP_TYPE(nvsp_ptr_type(s, pt, nvsp_w(s, 6))->elem);
    } else ityp = NVSP_TYPE(rt->mem[1]);
    if (!nvsp_is_int_type(s, ityp) || !nvsp_is_fp_type(s, NVSP_TYPE(et))) NVSP_ERR("Frexp needs a float and an integer exponent");
    nvsp_frexp(s, a, nvsp_scalar_of(s, ityp)->ir, &m, &e);
    if (inst == GLSLstd450Frexp) {
      nvsp_store_through(s, nvsp_w(s, 6), e);
      r = m;
    } else {
      unsigned z = 0, o = 1;
      r = NVSP_B(nvcg_build_insertvalue(s->b, nvcg_const_undef(rt->ir), m, &z, 1, NULL));
      r = NVSP_B(nvcg_build_insertvalue(s->b, r, e, &o, 1, NULL));
    }
    break;
  }
  case GLSLstd450Ldexp:
    NVSP_ARGS(2);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, 0, &bt);
    if (!nvsp_is_int_type(s, NVSP_TYPE(bt))) NVSP_ERR("the exponent must be an integer");
    r = nvsp_ldexp(s, a, b);
    break;
  case GLSLstd450PackSnorm4x8: case GLSLstd450PackUnorm4x8: case GLSLstd450PackSnorm2x16:
  case GLSLstd450PackUnorm2x16: {
    int snorm = inst == GLSLstd450PackSnorm4x8 || inst == GLSLstd450PackSnorm2x16;
    uint32_t nc = inst == GLSLstd450PackSnorm4x8 || inst == GLSLstd450PackUnorm4x8 ? 4 : 2, k, bits = 32 / nc;
    nvsp_type *vt;
    nvcg_value *x;
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    vt = NVSP_TYPE(at);
    if (vt->op != SpvOpTypeVector || vt->count != nc || NVSP_TYPE(vt->elem)->width != 32 || rt->op != SpvOpTypeInt)
      NVSP_ERR("packing needs a vec%u and a 32-bit integer result", nc);
    x = nvsp_fmin(s, nvsp_fmax(s, a, nvsp_splat_fp(s, vt->ir, snorm ? -1.0 : 0.0)), nvsp_splat_fp(s, vt->ir, 1.0));
    x = NVSP_GEN1("llvm.roundeven", nvsp_fmulc(s, x, snorm ? (double)((1u << (bits - 1)) - 1) : (double)((1u << bits) - 1)));
    x = nvsp_cast(s, NVCG_OP_FPTOSI, x, nvcg_type_vector(nvsp_i32(s), nc));
    r = nvsp_c32(s, 0);
    for (k = 0; k < nc; k++) {
      nvcg_value *e = nvsp_bin(s, NVCG_OP_AND, nvsp_extract_elem(s, x, k), nvsp_c32(s, (1u << bits) - 1), 0);
      r = nvsp_bin(s, NVCG_OP_OR, r, nvsp_bin(s, NVCG_OP_SHL, e, nvsp_c32(s, k * bits), 0), 0);
    }
    break;
  }
  case GLSLstd450UnpackSnorm4x8: case GLSLstd450UnpackUnorm4x8: case GLSLstd450UnpackSnorm2x16:
  case GLSLstd450UnpackUnorm2x16: {
    int snorm = inst == GLSLstd450UnpackSnorm4x8 || inst == GLSLstd450UnpackSnorm2x16;
    uint32_t nc = inst == GLSLstd450UnpackSnorm4x8 || inst == GLSLstd450UnpackUnorm4x8 ? 4 : 2, k, bits = 32 / nc;
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    if (NVSP_TYPE(at)->op != SpvOpTypeInt || NVSP_TYPE(at)->width != 32 || rt->op != SpvOpTypeVector || rt->count != nc ||
        NVSP_TYPE(rt->elem)->width != 32 || !fp)
      NVSP_ERR("unpacking needs a 32-bit integer and a vec%u result", nc);
    r = nvcg_const_undef(t);
    for (k = 0; k < nc; k++) {
      nvcg_value *e = nvsp_bin(s, NVCG_OP_SHL, a, nvsp_c32(s, 32 - (k + 1) * bits), 0);
      nvcg_value *f;
      e = nvsp_bin(s, snorm ? NVCG_OP_ASHR : NVCG_OP_LSHR, e, nvsp_c32(s, 32 - bits), 0);
      f = nvsp_cast(s, snorm ? NVCG_OP_SITOFP : NVCG_OP_UITOFP, e, nvsp_f32t(s));
      f = nvsp_fdiv(s, f, nvsp_cf(s, snorm ? (double)((1u << (bits - 1)) - 1) : (double)((1u << bits) - 1)));
      if (snorm) f = nvsp_fmax(s, f, nvsp_cf(s, -1.0));
      r = NVSP_B(nvcg_build_insertelement(s->b, r, f, nvsp_c32(s, k), NULL));
    }
    break;
  }
  case GLSLstd450PackHalf2x16: {
    nvcg_type *h = nvcg_type_half(s->ctx), *i16 = nvcg_type_int(s->ctx, 16);
    uint32_t k;
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    if (NVSP_TYPE(at)->op != SpvOpTypeVector || NVSP_TYPE(at)->count != 2 || rt->op != SpvOpTypeInt || rt->width != 32)
      NVSP_ERR("PackHalf2x16 needs a vec2 and a 32-bit result");
    r = nvsp_c32(s, 0);
    for (k = 0; k < 2; k++) {
      nvcg_value *e = nvsp_cast(s, NVCG_OP_FPTRUNC, nvsp_extract_elem(s, a, k), h);
      e = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_cast(s, NVCG_OP_BITCAST, e, i16), nvsp_i32(s));
      r = nvsp_bin(s, NVCG_OP_OR, r, k ? nvsp_bin(s, NVCG_OP_SHL, e, nvsp_c32(s, 16), 0) : e, 0);
    }
    break;
  }
  case GLSLstd450UnpackHalf2x16: {
    nvcg_type *h = nvcg_type_half(s->ctx), *i16 = nvcg_type_int(s->ctx, 16);
    uint32_t k;
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    if (NVSP_TYPE(at)->op != SpvOpTypeInt || NVSP_TYPE(at)->width != 32 || rt->op != SpvOpTypeVector || rt->count != 2 || !fp)
      NVSP_ERR("UnpackHalf2x16 needs a 32-bit integer and a vec2 result");
    r = nvcg_const_undef(t);
    for (k = 0; k < 2; k++) {
      nvcg_value *e = k ? nvsp_bin(s, NVCG_OP_LSHR, a, nvsp_c32(s, 16), 0) : a;
      e = nvsp_cast(s, NVCG_OP_BITCAST, nvsp_cast(s, NVCG_OP_TRUNC, e, i16), h);
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_cast(s, NVCG_OP_FPEXT, e, nvcg_type_element(t)), nvsp_c32(s, k), NULL));
    }
    break;
  }
  case GLSLstd450PackDouble2x32: case GLSLstd450UnpackDouble2x32:
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    if (nvcg_type_size(nvcg_value_type(a)) != 8 || nvcg_type_size(t) != 8) NVSP_ERR("needs 64-bit operand and result");
    r = nvsp_cast(s, NVCG_OP_BITCAST, a, t);
    break;
  case GLSLstd450Length:
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    if (!fp || rt->op != SpvOpTypeFloat || NVSP_TYPE(nvsp_scalar_of(s, NVSP_TYPE(at))->id)->ir != t) NVSP_ERR("Length needs floats");
    r = nvsp_length(s, a);
    break;
  case GLSLstd450Distance:
    NVSP_ARGS(2);
    a = nvsp_xarg(s, 0, 0, &at);
    b = nvsp_xarg(s, 1, at, NULL);
    if (!fp || rt->op != SpvOpTypeFloat || nvsp_scalar_of(s, NVSP_TYPE(at))->ir != t) NVSP_ERR("Distance needs floats");
    r = nvsp_length(s, nvsp_fsub(s, a, b));
    break;
  case GLSLstd450Cross:
    NVSP_SAME2();
    NVSP_NEED_FP();
    if (rt->op != SpvOpTypeVector || rt->count != 3) NVSP_ERR("Cross needs 3-component vectors");
    r = nvsp_cross(s, a, b);
    break;
  case GLSLstd450Normalize:
    NVSP_SAME1();
    NVSP_NEED_FP();
    if (rt->op != SpvOpTypeVector) r = nvsp_copysign(s, nvsp_splat_fp(s, t, 1.0), a);
    else r = nvsp_fdiv(s, a, nvsp_splat_val(s, nvsp_length(s, a), t));
    break;
  case GLSLstd450FaceForward:
    NVSP_SAME3();
    NVSP_NEED_FP();
    r = nvsp_fsel(s, NVCG_FCMP_OLT, nvsp_vdot(s, c, b), nvcg_const_zero(nvsp_scalar_of(s, rt)->ir), a,
                  NVSP_B(nvcg_build_fneg(s->b, a, 0, NULL)));
    break;
  case GLSLstd450Reflect: {
    nvcg_value *d;
    NVSP_SAME2();
    NVSP_NEED_FP();
    d = nvsp_vdot(s, b, a);
    r = nvsp_fsub(s, a, nvsp_fmul(s, nvsp_splat_val(s, nvsp_fmulc(s, d, 2.0), t), b));
    break;
  }
  case GLSLstd450Refract: {
    nvcg_value *d, *k, *eta, *one, *rr;
    NVSP_ARGS(3);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    eta = nvsp_xarg(s, 2, nvsp_scalar_of(s, rt)->id, NULL);
    d = nvsp_vdot(s, b, a);
    one = nvcg_const_fp(nvcg_value_type(d), 1.0);
    k = nvsp_fsub(s, one, nvsp_fmul(s, nvsp_fmul(s, eta, eta), nvsp_fsub(s, one, nvsp_fmul(s, d, d))));
    rr = nvsp_fadd(s, nvsp_fmul(s, eta, d), NVSP_GEN1("llvm.sqrt", k));
    r = nvsp_fsub(s, nvsp_fmul(s, nvsp_splat_val(s, eta, t), a), nvsp_fmul(s, nvsp_splat_val(s, rr, t), b));
    r = nvsp_fsel(s, NVCG_FCMP_OLT, nvsp_splat_val(s, k, t), nvcg_const_zero(t), nvcg_const_zero(t), r);
    break;
  }
  case GLSLstd450FindILsb: {
    NVSP_ARGS(1);
    NVSP_NEED_INT();
    a = nvsp_xarg(s, 0, rtid, NULL);
    r = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_EQ, a, nvcg_const_zero(t)), nvsp_splat_int(s, t, ~(uint64_t)0), nvsp_cttz(s, a));
    break;
  }
  case GLSLstd450FindSMsb: case GLSLstd450FindUMsb: {
    nvcg_value *x;
    NVSP_ARGS(1);
    NVSP_NEED_INT();
    a = nvsp_xarg(s, 0, rtid, NULL);
    x = a;
    if (inst == GLSLstd450FindSMsb)
      x = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_SLT, a, nvcg_const_zero(t)), nvsp_bin(s, NVCG_OP_XOR, a, nvsp_splat_int(s, t, ~(uint64_t)0), 0), a);
    r = nvsp_bin(s, NVCG_OP_SUB, nvsp_splat_int(s, t, nvsp_ibits(a) - 1), nvsp_ctlz(s, x), 0);
    break;
  }
  case GLSLstd450InterpolateAtCentroid: case GLSLstd450InterpolateAtSample: case GLSLstd450InterpolateAtOffset:
    NVSP_UNSUP("GLSL.std.450 interpolation functions exist only in fragment shaders");
  case GLSLstd450Determinant: case GLSLstd450MatrixInverse:
    NVSP_UNSUP("GLSL.std.450 %s is not supported", inst == GLSLstd450Determinant ? "Determinant" : "MatrixInverse");
  default:
    NVSP_ERR("unknown GLSL.std.450 instruction %u", inst);
  }
  nvsp_set(s, id, rtid, r);
#undef NVSP_NEED_FP
#undef NVSP_NEED_INT
}

/* ---- OpenCL.std ---- */

/* The pointer operand of vloadn/vstoren: p + offset * n elements. */
static nvcg_value *nvsp_vptr(nvsp_state *s, uint32_t off_id, uint32_t ptr_id, uint64_t n, nvsp_type **elem, uint32_t *align) {
  uint32_t pt, ot;
  nvsp_val p = nvsp_get(s, ptr_id, &pt);
  nvsp_type *ptt = nvsp_ptr_type(s, pt, ptr_id);
  nvcg_value *off = nvsp_value(s, off_id, 0, &ot);
  if (NVSP_TYPE(ot)->op != SpvOpTypeInt) NVSP_ERR("the offset must be an integer");
  if (!p.ir) NVSP_ERR("%%%u cannot be used as a pointer here", ptr_id);
  *elem = NVSP_TYPE(ptt->elem);
  if (!nvsp_is_scalar(*elem)) NVSP_ERR("vload/vstore need a pointer to scalars");
  *align = (*elem)->size;
  off = nvsp_bin(s, NVCG_OP_MUL, nvsp_iresize(s, off, nvsp_i64(s), 0), nvsp_c64(s, n * (*elem)->size), 0);
  return nvsp_gep(s, p.ir, 0, off, 1);
}

/* The library function (without __nv_ and the f32 suffix) of an OpenCL.std instruction that
 * is one call. */
static const char *nvsp_cl_libname(nvsp_state *s, uint32_t inst) {
  switch (inst) {
  case NVSP_CL(Acos): return "acos";
  case NVSP_CL(Acosh): return "acosh";
  case NVSP_CL(Asin): return "asin";
  case NVSP_CL(Asinh): return "asinh";
  case NVSP_CL(Atan): return "atan";
  case NVSP_CL(Atanh): return "atanh";
  case NVSP_CL(Cbrt): return "cbrt";
  case NVSP_CL(Cos): return "cos";
  case NVSP_CL(Cosh): return "cosh";
  case NVSP_CL(Cospi): return "cospi";
  case NVSP_CL(Erf): return "erf";
  case NVSP_CL(Erfc): return "erfc";
  case NVSP_CL(Exp): return "exp";
  case NVSP_CL(Exp2): return "exp2";
  case NVSP_CL(Exp10): return "exp10";
  case NVSP_CL(Expm1): return "expm1";
  case NVSP_CL(Log): return "log";
  case NVSP_CL(Log2): return "log2";
  case NVSP_CL(Log10): return "log10";
  case NVSP_CL(Log1p): return "log1p";
  case NVSP_CL(Sin): return "sin";
  case NVSP_CL(Sinh): return "sinh";
  case NVSP_CL(Sinpi): return "sinpi";
  case NVSP_CL(Tan): return "tan";
  case NVSP_CL(Tanh): return "tanh";
  case NVSP_CL(Lgamma): return "lgamma";
  case NVSP_CL(Tgamma): return "tgamma";
  case NVSP_CL(Rsqrt): return "rsqrt";
  case NVSP_CL(Atan2): return "atan2";
  case NVSP_CL(Pow): return "pow";
  case NVSP_CL(Fmod): return "fmod";
  case NVSP_CL(Remainder): return "remainder";
  case NVSP_CL(Hypot): return "hypot";
  default: break;
  }
  NVSP_ERR("internal: OpenCL.std instruction %u has no library function", inst);
  return NULL;
}

/* remquo(x, y, quo): the library's __nv_remquo[f] writes the quotient's low bits through
 * a generic pointer, so each component gets its element's address (cast to generic). */
static nvcg_value *nvsp_remquo(nvsp_state *s, nvcg_type *t, nvcg_value *a, nvcg_value *b, uint32_t ptr_id) {
  uint32_t pt, k, n = nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR ? (uint32_t)nvcg_type_count(t) : 1;
  nvsp_val p = nvsp_get(s, ptr_id, &pt);
  nvsp_type *et = NVSP_TYPE(nvsp_ptr_type(s, pt, ptr_id)->elem);
  nvcg_value *gp, *r;
  int half = nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_HALF;
  if (!p.ir || !nvsp_is_int_type(s, et) || nvsp_scalar_of(s, et)->width != 32 || nvsp_ncomp(et) != n)
    NVSP_ERR("remquo's quotient must point to 32-bit integers shaped like x");
  gp = p.ir;
  if (nvcg_type_addrspace(nvcg_value_type(gp)) != 0) gp = nvsp_cast(s, NVCG_OP_ADDRSPACECAST, gp, nvcg_type_ptr(s->ctx, 0));
  if (half) {
    a = nvsp_to_f32(s, a);
    b = nvsp_to_f32(s, b);
  }
  if (n == 1 && nvcg_type_get_kind(t) != NVCG_TYPE_VECTOR) r = nvsp_lib3(s, "remquo", a, b, gp);
  else {
    r = nvcg_const_undef(nvcg_value_type(a));
    for (k = 0; k < n; k++)
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_lib3(s, "remquo", nvsp_extract_elem(s, a, k), nvsp_extract_elem(s, b, k),
                                                            nvsp_gep(s, gp, (int64_t)k * 4, NULL, 1)),
                                          nvsp_c32(s, k), NULL));
  }
  return half ? nvsp_from_f32(s, r, t) : r;
}

/* lgamma_r's sign of Gamma(x): -1 on (-1, 0), (-3, -2), ... and for -0; 0 for NaN; +1
 * elsewhere (the poles, x <= 0 integral, have no sign: +1). The integer type is the
 * pointer's element type. */
static nvcg_value *nvsp_lgamma_sign(nvsp_state *s, nvcg_value *x, uint32_t ptr_id) {
  uint32_t pt;
  nvsp_val p = nvsp_get(s, ptr_id, &pt);
  nvsp_type *et = NVSP_TYPE(nvsp_ptr_type(s, pt, ptr_id)->elem);
  nvcg_type *t = nvcg_value_type(x), *it;
  nvcg_value *fl, *h, *odd, *neg, *r, *zero = nvcg_const_zero(t);
  (void)p;
  if (!nvsp_is_int_type(s, et) || nvsp_ncomp(et) != (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR ? (uint32_t)nvcg_type_count(t) : 1u)) NVSP_ERR("lgamma_r's sign must point to integers shaped like x");
  it = et->ir;
  fl = NVSP_GEN1("llvm.floor", x);
  h = nvsp_fmulc(s, fl, 0.5);
  odd = nvsp_fcmp(s, NVCG_FCMP_UNE, NVSP_GEN1("llvm.trunc", h), h);
  neg = nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OLT, x, zero), nvsp_fcmp(s, NVCG_FCMP_UNE, fl, x), 0);
  neg = nvsp_bin(s, NVCG_OP_AND, neg, odd, 0);
  neg = nvsp_bin(s, NVCG_OP_OR, neg, nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OEQ, x, zero),
                                               nvsp_fcmp(s, NVCG_FCMP_OLT, nvsp_copysign(s, nvsp_fsplat(s, x, 1.0), x), zero), 0), 0);
  r = nvsp_sel(s, neg, nvsp_splat_int(s, it, ~(uint64_t)0), nvsp_splat_int(s, it, 1));
  return nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, x, x), nvcg_const_zero(it), r);
}

static void nvsp_tr_opencl(nvsp_state *s, uint32_t rtid, uint32_t id, uint32_t inst) {
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_type *t = rt->ir;
  nvcg_value *a = NULL, *b = NULL, *c = NULL, *r = NULL;
  uint32_t n = s->cur_wc - 5, at = 0, bt = 0;
  int fp = nvsp_is_fp_type(s, rt), in = nvsp_is_int_type(s, rt);
  nvsp_mathfn mf = NULL;
#define NVSP_NEED_FP() do { if (!fp) NVSP_ERR("result type %%%u is not floating point", rtid); } while (0)
#define NVSP_NEED_INT() do { if (!in) NVSP_ERR("result type %%%u is not an integer type", rtid); } while (0)
  if (inst == NVSP_CL(Printf)) NVSP_UNSUP("OpenCL printf is not supported");
  if (inst == NVSP_CL(Prefetch)) {
    nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
    e->type_id = rtid;
    e->stamp = s->stamp;
    return;
  }
  if (!t && rt->op != SpvOpTypeVoid) nvsp_ir_type(s, rtid);
  switch (inst) {
  /* native_* and half_*: the PTX approximations */
  case NVSP_CL(Native_cos): case NVSP_CL(Half_cos): mf = nvsp_m_cos; goto map1;
  case NVSP_CL(Native_exp): case NVSP_CL(Half_exp): mf = nvsp_m_exp; goto map1;
  case NVSP_CL(Native_exp2): case NVSP_CL(Half_exp2): mf = nvsp_m_exp2; goto map1;
  case NVSP_CL(Native_exp10): case NVSP_CL(Half_exp10): mf = nvsp_m_exp10; goto map1;
  case NVSP_CL(Native_log): case NVSP_CL(Half_log): mf = nvsp_m_log; goto map1;
  case NVSP_CL(Native_log2): case NVSP_CL(Half_log2): mf = nvsp_m_log2; goto map1;
  case NVSP_CL(Native_log10): case NVSP_CL(Half_log10): mf = nvsp_m_log10; goto map1;
  case NVSP_CL(Native_sin): case NVSP_CL(Half_sin): mf = nvsp_m_sin; goto map1;
  case NVSP_CL(Native_tan): case NVSP_CL(Half_tan): mf = nvsp_m_tan; goto map1;
  map1:
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    r = nvsp_map(s, t, mf, a, NULL, NULL);
    break;
  /* full precision: the device math library */
  case NVSP_CL(Acos): case NVSP_CL(Acosh): case NVSP_CL(Asin): case NVSP_CL(Asinh): case NVSP_CL(Atan):
  case NVSP_CL(Atanh): case NVSP_CL(Cbrt): case NVSP_CL(Cos): case NVSP_CL(Cosh): case NVSP_CL(Cospi):
  case NVSP_CL(Erf): case NVSP_CL(Erfc): case NVSP_CL(Exp): case NVSP_CL(Exp2): case NVSP_CL(Exp10):
  case NVSP_CL(Expm1): case NVSP_CL(Log): case NVSP_CL(Log2): case NVSP_CL(Log10): case NVSP_CL(Log1p):
  case NVSP_CL(Sin): case NVSP_CL(Sinh): case NVSP_CL(Sinpi): case NVSP_CL(Tan): case NVSP_CL(Tanh):
  case NVSP_CL(Lgamma): case NVSP_CL(Tgamma): case NVSP_CL(Rsqrt): case NVSP_CL(Tanpi):
  case NVSP_CL(Acospi): case NVSP_CL(Asinpi): case NVSP_CL(Atanpi):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    if (inst == NVSP_CL(Tanpi)) r = nvsp_libmap(s, t, nvsp_lc_tanpi, "tanpi", a, NULL);
    else if (inst == NVSP_CL(Acospi) || inst == NVSP_CL(Asinpi) || inst == NVSP_CL(Atanpi))
      r = nvsp_libmap(s, t, nvsp_lc_pi, inst == NVSP_CL(Acospi) ? "acos" : inst == NVSP_CL(Asinpi) ? "asin" : "atan", a, NULL);
    else r = NVSP_LIB(nvsp_cl_libname(s, inst), a, NULL);
    break;
  case NVSP_CL(Atan2): case NVSP_CL(Atan2pi): case NVSP_CL(Pow): case NVSP_CL(Powr): case NVSP_CL(Native_powr):
  case NVSP_CL(Half_powr): case NVSP_CL(Fmod): case NVSP_CL(Remainder): case NVSP_CL(Hypot):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    if (inst == NVSP_CL(Native_powr) || inst == NVSP_CL(Half_powr)) r = nvsp_map(s, t, nvsp_m_pow, a, b, NULL);
    else if (inst == NVSP_CL(Powr)) r = nvsp_libmap(s, t, nvsp_lc_powr, "pow", a, b);
    else if (inst == NVSP_CL(Atan2pi)) r = nvsp_libmap(s, t, nvsp_lc_pi, "atan2", a, b);
    else r = NVSP_LIB(nvsp_cl_libname(s, inst), a, b);
    break;
  case NVSP_CL(Pown): case NVSP_CL(Rootn):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, 0, &bt);
    if (!nvsp_is_int_type(s, NVSP_TYPE(bt)) || nvsp_ncomp(NVSP_TYPE(bt)) != nvsp_ncomp(rt)) NVSP_ERR("the exponent must be an integer like x");
    if (nvsp_scalar_of(s, NVSP_TYPE(bt))->width != 32) NVSP_ERR("the exponent must be a 32-bit integer");
    r = inst == NVSP_CL(Pown) ? NVSP_LIB("powi", a, b) : nvsp_libmap(s, t, nvsp_lc_rootn, "rootn", a, b);
    break;
  case NVSP_CL(Ceil): case NVSP_CL(Floor): case NVSP_CL(Trunc): case NVSP_CL(Round): case NVSP_CL(Rint):
  case NVSP_CL(Fabs): case NVSP_CL(Sqrt): case NVSP_CL(Native_sqrt): case NVSP_CL(Half_sqrt): {
    const char *nm = inst == NVSP_CL(Ceil) ? "llvm.ceil" : inst == NVSP_CL(Floor) ? "llvm.floor"
                     : inst == NVSP_CL(Trunc) ? "llvm.trunc" : inst == NVSP_CL(Round) ? "llvm.round"
                     : inst == NVSP_CL(Rint) ? "llvm.rint" : inst == NVSP_CL(Fabs) ? "llvm.fabs" : "llvm.sqrt";
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    r = NVSP_GEN1(nm, a);
    break;
  }
  case NVSP_CL(Native_rsqrt): case NVSP_CL(Half_rsqrt):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    r = nvsp_fdiv(s, nvsp_splat_fp(s, t, 1.0), NVSP_GEN1("llvm.sqrt", a));
    break;
  case NVSP_CL(Native_recip): case NVSP_CL(Half_recip):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    r = nvsp_fdiv(s, nvsp_splat_fp(s, t, 1.0), a);
    break;
  case NVSP_CL(Native_divide): case NVSP_CL(Half_divide):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    r = nvsp_bin(s, NVCG_OP_FDIV, nvsp_xarg(s, 0, rtid, NULL), nvsp_xarg(s, 1, rtid, NULL), NVCG_FMF_ARCP | NVCG_FMF_AFN);
    break;
  case NVSP_CL(Copysign): case NVSP_CL(Fmax): case NVSP_CL(Fmin): case NVSP_CL(FMax_common): case NVSP_CL(FMin_common):
  case NVSP_CL(Fdim): case NVSP_CL(Maxmag): case NVSP_CL(Minmag): case NVSP_CL(Nextafter): case NVSP_CL(Step):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, inst == NVSP_CL(Step) ? 0 : rtid, &at);
    b = nvsp_xarg(s, 1, rtid, NULL);
    if (inst == NVSP_CL(Copysign)) r = nvsp_copysign(s, a, b);
    else if (inst == NVSP_CL(Fmax) || inst == NVSP_CL(FMax_common)) r = nvsp_fmax(s, a, b);
    else if (inst == NVSP_CL(Fmin) || inst == NVSP_CL(FMin_common)) r = nvsp_fmin(s, a, b);
    else if (inst == NVSP_CL(Fdim)) {
      r = nvsp_fsel(s, NVCG_FCMP_OGT, a, b, nvsp_fsub(s, a, b), nvcg_const_zero(t));
      r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, a, b), nvsp_fadd(s, a, b), r);
    } else if (inst == NVSP_CL(Maxmag) || inst == NVSP_CL(Minmag)) {
      nvcg_value *x = nvsp_fabs(s, a), *y = nvsp_fabs(s, b);
      int mx = inst == NVSP_CL(Maxmag);
      r = mx ? nvsp_fmax(s, a, b) : nvsp_fmin(s, a, b);
      r = nvsp_fsel(s, mx ? NVCG_FCMP_OLT : NVCG_FCMP_OGT, x, y, b, r);
      r = nvsp_fsel(s, mx ? NVCG_FCMP_OGT : NVCG_FCMP_OLT, x, y, a, r);
    } else if (inst == NVSP_CL(Nextafter)) {
      nvcg_type *et = nvsp_elem_of(t);
      unsigned w = nvcg_type_get_kind(et) == NVCG_TYPE_HALF ? 16 : nvcg_type_get_kind(et) == NVCG_TYPE_FLOAT ? 32 : 64;
      nvcg_type *it = nvcg_type_int(s->ctx, w);
      nvcg_value *ia, *up, *dn, *r2, *tiny, *towards_pos;
      if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) it = nvcg_type_vector(it, (unsigned)nvcg_type_count(t));
      ia = nvsp_cast(s, NVCG_OP_BITCAST, a, it);
      /* moving away from zero increments the magnitude bits, towards zero decrements */
      up = nvsp_bin(s, NVCG_OP_ADD, ia, nvsp_splat_int(s, it, 1), 0);
      dn = nvsp_bin(s, NVCG_OP_SUB, ia, nvsp_splat_int(s, it, 1), 0);
      towards_pos = nvsp_fcmp(s, NVCG_FCMP_OGT, b, a);
      r2 = nvsp_sel(s, nvsp_bin(s, NVCG_OP_XOR, towards_pos, nvsp_fcmp(s, NVCG_FCMP_OLT, a, nvcg_const_zero(t)), 0), up, dn);
      r = nvsp_cast(s, NVCG_OP_BITCAST, r2, t);
      tiny = nvsp_copysign(s, nvsp_cast(s, NVCG_OP_BITCAST, nvsp_splat_int(s, it, 1), t), nvsp_fsub(s, b, a));
      r = nvsp_fsel(s, NVCG_FCMP_OEQ, a, nvcg_const_zero(t), tiny, r);
      r = nvsp_fsel(s, NVCG_FCMP_OEQ, a, b, b, r);
      r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, a, b), nvsp_fadd(s, a, b), r);
    } else { /* step(edge, x) */
      if (NVSP_TYPE(at)->ir != t && NVSP_TYPE(at)->ir != nvsp_elem_of(t)) NVSP_ERR("edge must be like x or its scalar");
      a = nvsp_splat_val(s, a, t);
      r = nvsp_fsel(s, NVCG_FCMP_OLT, b, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, 1.0));
    }
    break;
  case NVSP_CL(Fma): case NVSP_CL(Mad):
    if (n != 3) NVSP_ERR("%u operands, expected 3", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    c = nvsp_xarg(s, 2, rtid, NULL);
    r = inst == NVSP_CL(Fma) ? nvsp_fma3(s, a, b, c) : nvsp_gen(s, "llvm.fmuladd", a, b, c);
    break;
  case NVSP_CL(FClamp): case NVSP_CL(Mix): case NVSP_CL(Smoothstep): {
    uint32_t ct;
    if (n != 3) NVSP_ERR("%u operands, expected 3", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, inst == NVSP_CL(Smoothstep) ? 0 : rtid, &at);
    b = nvsp_xarg(s, 1, inst == NVSP_CL(FClamp) || inst == NVSP_CL(Mix) ? 0 : 0, &bt);
    c = nvsp_xarg(s, 2, inst == NVSP_CL(Smoothstep) ? rtid : 0, &ct);
    /* scalar forms broadcast */
    a = nvsp_splat_val(s, a, t);
    b = nvsp_splat_val(s, b, t);
    c = nvsp_splat_val(s, c, t);
    if (nvcg_value_type(a) != t || nvcg_value_type(b) != t || nvcg_value_type(c) != t) NVSP_ERR("operand types do not match");
    if (inst == NVSP_CL(FClamp)) r = nvsp_fmin(s, nvsp_fmax(s, a, b), c);
    else if (inst == NVSP_CL(Mix)) r = nvsp_fadd(s, a, nvsp_fmul(s, nvsp_fsub(s, b, a), c));
    else {
      nvcg_value *x = nvsp_fdiv(s, nvsp_fsub(s, c, a), nvsp_fsub(s, b, a));
      x = nvsp_fmin(s, nvsp_fmax(s, x, nvcg_const_zero(t)), nvsp_splat_fp(s, t, 1.0));
      r = nvsp_fmul(s, nvsp_fmul(s, x, x), nvsp_fsub(s, nvsp_splat_fp(s, t, 3.0), nvsp_fmulc(s, x, 2.0)));
    }
    break;
  }
  case NVSP_CL(Degrees): case NVSP_CL(Radians): case NVSP_CL(Sign):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    if (inst == NVSP_CL(Degrees)) r = nvsp_fmulc(s, a, 57.295779513082321);
    else if (inst == NVSP_CL(Radians)) r = nvsp_fmulc(s, a, 0.017453292519943295);
    else {
      r = nvsp_fsel(s, NVCG_FCMP_OLT, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, -1.0), a);
      r = nvsp_fsel(s, NVCG_FCMP_OGT, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, 1.0), r);
      r = nvsp_fsel(s, NVCG_FCMP_UNO, a, a, nvcg_const_zero(t), r);
    }
    break;
  case NVSP_CL(Fract): case NVSP_CL(Modf): case NVSP_CL(Frexp): case NVSP_CL(Sincos): case NVSP_CL(Lgamma_r):
  case NVSP_CL(Remquo): {
    nvcg_value *fl;
    if (n != (inst == NVSP_CL(Remquo) ? 3u : 2u)) NVSP_ERR("%u operands, expected %u", n, inst == NVSP_CL(Remquo) ? 3u : 2u);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    if (inst == NVSP_CL(Remquo)) {
      r = nvsp_remquo(s, t, a, nvsp_xarg(s, 1, rtid, NULL), nvsp_w(s, 7));
    } else if (inst == NVSP_CL(Lgamma_r)) {
      r = NVSP_LIB("lgamma", a, NULL);
      nvsp_store_through(s, nvsp_w(s, 6), nvsp_lgamma_sign(s, a, nvsp_w(s, 6)));
    } else if (inst == NVSP_CL(Fract)) {
      /* the largest float below 1: 0x1.fffffep-1, 0x1.fffffffffffffp-1, 0x1.ffcp-1 (f16) */
      nvcg_type_kind ek = nvcg_type_get_kind(nvsp_elem_of(t));
      fl = NVSP_GEN1("llvm.floor", a);
      r = nvsp_fmin(s, nvsp_fsub(s, a, fl), nvsp_splat_fp(s, t, ek == NVCG_TYPE_DOUBLE ? 0.99999999999999989 : ek == NVCG_TYPE_HALF ? 0.99951171875 : 0.99999994039535522));
      /* OpenCL: fract(+-0) = +-0 and fract(+-inf) = +-0 (x - floor(x) gives +0 and NaN) */
      r = nvsp_sel(s, nvsp_bin(s, NVCG_OP_OR, nvsp_fcmp(s, NVCG_FCMP_OEQ, a, nvcg_const_zero(t)),
                               nvsp_fcmp(s, NVCG_FCMP_OEQ, nvsp_fabs(s, a), nvsp_splat_fp(s, t, (double)INFINITY)), 0),
                   nvsp_copysign(s, nvcg_const_zero(t), a), r);
      r = nvsp_fsel(s, NVCG_FCMP_UNO, a, a, a, r);
      nvsp_store_through(s, nvsp_w(s, 6), fl);
    } else if (inst == NVSP_CL(Modf)) {
      nvcg_value *whole = NVSP_GEN1("llvm.trunc", a);
      r = nvsp_copysign(s, nvsp_fsub(s, a, whole), a);
      r = nvsp_fsel(s, NVCG_FCMP_OEQ, nvsp_fabs(s, a), nvsp_splat_fp(s, t, (double)INFINITY), nvsp_copysign(s, nvcg_const_zero(t), a), r);
      nvsp_store_through(s, nvsp_w(s, 6), whole);
    } else if (inst == NVSP_CL(Frexp)) {
      uint32_t pt;
      nvsp_val p = nvsp_get(s, nvsp_w(s, 6), &pt);
      nvsp_type *it = NVSP_TYPE(nvsp_ptr_type(s, pt, nvsp_w(s, 6))->elem);
      nvcg_value *e;
      (void)p;
      if (!nvsp_is_int_type(s, it)) NVSP_ERR("frexp's exponent must be an integer");
      nvsp_frexp(s, a, nvsp_scalar_of(s, it)->ir, &r, &e);
      nvsp_store_through(s, nvsp_w(s, 6), e);
    } else {
      r = NVSP_LIB("sin", a, NULL);
      nvsp_store_through(s, nvsp_w(s, 6), NVSP_LIB("cos", a, NULL));
    }
    break;
  }
  case NVSP_CL(Ldexp):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, 0, &bt);
    if (!nvsp_is_int_type(s, NVSP_TYPE(bt))) NVSP_ERR("the exponent must be an integer");
    r = nvsp_ldexp(s, a, b);
    break;
  case NVSP_CL(Ilogb): case NVSP_CL(Logb): {
    nvcg_value *m, *e, *ok;
    nvsp_type *xt;
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    a = nvsp_xarg(s, 0, 0, &at);
    xt = NVSP_TYPE(at);
    if (!nvsp_is_fp_type(s, xt) || nvsp_ncomp(xt) != nvsp_ncomp(rt)) NVSP_ERR("ilogb/logb need floats");
    nvsp_frexp(s, a, nvsp_i32(s), &m, &e);
    (void)m;
    if (nvcg_type_get_kind(xt->ir) == NVCG_TYPE_VECTOR && nvcg_type_get_kind(nvcg_value_type(e)) != NVCG_TYPE_VECTOR)
      NVSP_ERR("internal: frexp shape");
    e = nvsp_bin(s, NVCG_OP_SUB, e, nvsp_isplat(s, e, 1), 0);
    if (inst == NVSP_CL(Logb)) {
      NVSP_NEED_FP();
      r = nvsp_cast(s, NVCG_OP_SITOFP, e, t);
      r = nvsp_fsel(s, NVCG_FCMP_OEQ, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, -(double)INFINITY), r);
      r = nvsp_fsel(s, NVCG_FCMP_UEQ, nvsp_fabs(s, a), nvsp_splat_fp(s, t, (double)INFINITY), nvsp_fabs(s, a), r);
    } else {
      NVSP_NEED_INT();
      r = nvsp_iresize(s, e, t, 1);
      ok = nvsp_fcmp(s, NVCG_FCMP_OEQ, a, nvcg_const_zero(xt->ir));
      r = nvsp_sel(s, ok, nvsp_splat_int(s, t, 0x80000000u), r);
      r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, a, a), nvsp_splat_int(s, t, 0x7FFFFFFFu), r);
      r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_OEQ, nvsp_fabs(s, a), nvsp_splat_fp(s, xt->ir, (double)INFINITY)), nvsp_splat_int(s, t, 0x7FFFFFFFu), r);
    }
    break;
  }
  case NVSP_CL(Nan): {
    nvcg_type *et;
    unsigned w;
    nvcg_type *it;
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, 0, &at);
    et = nvsp_elem_of(t);
    w = nvcg_type_get_kind(et) == NVCG_TYPE_HALF ? 16 : nvcg_type_get_kind(et) == NVCG_TYPE_FLOAT ? 32 : 64;
    it = nvcg_type_int(s->ctx, w);
    if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) it = nvcg_type_vector(it, (unsigned)nvcg_type_count(t));
    a = nvsp_iresize(s, a, it, 0);
    a = nvsp_bin(s, NVCG_OP_AND, a, nvsp_splat_int(s, it, w == 16 ? 0x1FF : w == 32 ? 0x3FFFFF : 0x7FFFFFFFFFFFFull), 0);
    a = nvsp_bin(s, NVCG_OP_OR, a, nvsp_splat_int(s, it, w == 16 ? 0x7E00 : w == 32 ? 0x7FC00000 : 0x7FF8000000000000ull), 0);
    r = nvsp_cast(s, NVCG_OP_BITCAST, a, t);
    break;
  }
  /* integers */
  case NVSP_CL(SAbs): case NVSP_CL(UAbs): case NVSP_CL(Clz): case NVSP_CL(Ctz): case NVSP_CL(Popcount): {
    nvcg_value *x[2];
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_INT();
    a = nvsp_xarg(s, 0, rtid, NULL);
    x[0] = a;
    x[1] = nvcg_const_int(nvsp_i1(s), 0);
    if (inst == NVSP_CL(SAbs)) r = nvsp_ovl(s, "llvm.abs", t, x, 2);
    else if (inst == NVSP_CL(UAbs)) r = a;
    else if (inst == NVSP_CL(Clz)) r = nvsp_ctlz(s, a);
    else if (inst == NVSP_CL(Ctz)) r = nvsp_cttz(s, a);
    else r = nvsp_ovl1(s, "llvm.ctpop", a);
    break;
  }
  case NVSP_CL(SAbs_diff): case NVSP_CL(UAbs_diff): case NVSP_CL(SAdd_sat): case NVSP_CL(UAdd_sat):
  case NVSP_CL(SSub_sat): case NVSP_CL(USub_sat): case NVSP_CL(SHadd): case NVSP_CL(UHadd): case NVSP_CL(SRhadd):
  case NVSP_CL(URhadd): case NVSP_CL(SMax): case NVSP_CL(UMax): case NVSP_CL(SMin): case NVSP_CL(UMin):
  case NVSP_CL(SMul_hi): case NVSP_CL(UMul_hi): case NVSP_CL(Rotate): case NVSP_CL(SMul24): case NVSP_CL(UMul24): {
    int sg = inst == NVSP_CL(SAbs_diff) || inst == NVSP_CL(SAdd_sat) || inst == NVSP_CL(SSub_sat) || inst == NVSP_CL(SHadd) ||
             inst == NVSP_CL(SRhadd) || inst == NVSP_CL(SMax) || inst == NVSP_CL(SMin) || inst == NVSP_CL(SMul_hi);
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_INT();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    switch (inst) {
    case NVSP_CL(SAbs_diff): case NVSP_CL(UAbs_diff):
      r = nvsp_bin(s, NVCG_OP_SUB, nvsp_ovl2(s, sg ? "llvm.smax" : "llvm.umax", a, b), nvsp_ovl2(s, sg ? "llvm.smin" : "llvm.umin", a, b), 0);
      break;
    case NVSP_CL(SAdd_sat): r = nvsp_ovl2(s, "llvm.sadd.sat", a, b); break;
    case NVSP_CL(UAdd_sat): r = nvsp_ovl2(s, "llvm.uadd.sat", a, b); break;
    case NVSP_CL(SSub_sat): r = nvsp_ovl2(s, "llvm.ssub.sat", a, b); break;
    case NVSP_CL(USub_sat): r = nvsp_ovl2(s, "llvm.usub.sat", a, b); break;
    case NVSP_CL(SHadd): case NVSP_CL(UHadd): case NVSP_CL(SRhadd): case NVSP_CL(URhadd): {
      nvcg_opcode sh = sg ? NVCG_OP_ASHR : NVCG_OP_LSHR;
      nvcg_value *one = nvsp_splat_int(s, t, 1);
      nvcg_value *lo = inst == NVSP_CL(SHadd) || inst == NVSP_CL(UHadd) ? nvsp_bin(s, NVCG_OP_AND, a, b, 0) : nvsp_bin(s, NVCG_OP_OR, a, b, 0);
      r = nvsp_bin(s, NVCG_OP_ADD, nvsp_bin(s, sh, a, one, 0), nvsp_bin(s, sh, b, one, 0), 0);
      r = nvsp_bin(s, NVCG_OP_ADD, r, nvsp_bin(s, NVCG_OP_AND, lo, one, 0), 0);
      break;
    }
    case NVSP_CL(SMax): r = nvsp_ovl2(s, "llvm.smax", a, b); break;
    case NVSP_CL(UMax): r = nvsp_ovl2(s, "llvm.umax", a, b); break;
    case NVSP_CL(SMin): r = nvsp_ovl2(s, "llvm.smin", a, b); break;
    case NVSP_CL(UMin): r = nvsp_ovl2(s, "llvm.umin", a, b); break;
    case NVSP_CL(SMul_hi): case NVSP_CL(UMul_hi): r = nvsp_mulhi(s, a, b, sg); break;
    case NVSP_CL(Rotate): {
      nvcg_value *x[3];
      x[0] = a;
      x[1] = a;
      x[2] = b;
      r = nvsp_ovl(s, "llvm.fshl", t, x, 3);
      break;
    }
    default: r = nvsp_bin(s, NVCG_OP_MUL, a, b, 0); break; /* mul24: the full product is a valid result */
    }
    break;
  }
  case NVSP_CL(SClamp): case NVSP_CL(UClamp): case NVSP_CL(SMad_hi): case NVSP_CL(UMad_hi): case NVSP_CL(SMad24):
  case NVSP_CL(UMad24): case NVSP_CL(SMad_sat): case NVSP_CL(UMad_sat): {
    int sg = inst == NVSP_CL(SClamp) || inst == NVSP_CL(SMad_hi) || inst == NVSP_CL(SMad24) || inst == NVSP_CL(SMad_sat);
    if (n != 3) NVSP_ERR("%u operands, expected 3", n);
    NVSP_NEED_INT();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_splat_val(s, nvsp_xarg(s, 1, 0, &bt), t);
    c = nvsp_splat_val(s, nvsp_xarg(s, 2, 0, NULL), t);
    if (nvcg_value_type(b) != t || nvcg_value_type(c) != t) NVSP_ERR("operand types do not match");
    if (inst == NVSP_CL(SClamp) || inst == NVSP_CL(UClamp))
      r = nvsp_ovl2(s, sg ? "llvm.smin" : "llvm.umin", nvsp_ovl2(s, sg ? "llvm.smax" : "llvm.umax", a, b), c);
    else if (inst == NVSP_CL(SMad_hi) || inst == NVSP_CL(UMad_hi)) r = nvsp_bin(s, NVCG_OP_ADD, nvsp_mulhi(s, a, b, sg), c, 0);
    else if (inst == NVSP_CL(SMad24) || inst == NVSP_CL(UMad24)) r = nvsp_bin(s, NVCG_OP_ADD, nvsp_bin(s, NVCG_OP_MUL, a, b, 0), c, 0);
    else {
      unsigned w = nvsp_ibits(a);
      nvcg_type *wide = nvsp_i64(s);
      nvcg_value *p, *lo, *hi;
      /* in 64 bits neither i32*i32+i32 nor u32*u32+u32 can wrap */
      if (w > 32) NVSP_UNSUP("64-bit mad_sat is not supported");
      if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) wide = nvcg_type_vector(wide, (unsigned)nvcg_type_count(t));
      p = nvsp_bin(s, NVCG_OP_MUL, nvsp_iresize(s, a, wide, sg), nvsp_iresize(s, b, wide, sg), 0);
      p = nvsp_bin(s, NVCG_OP_ADD, p, nvsp_iresize(s, c, wide, sg), 0);
      lo = nvsp_splat_int(s, wide, sg ? (uint64_t)-(int64_t)((uint64_t)1 << (w - 1)) : 0);
      hi = nvsp_splat_int(s, wide, sg ? nvsp_mask(w - 1) : nvsp_mask(w));
      if (sg) p = nvsp_ovl2(s, "llvm.smax", p, lo);
      p = nvsp_ovl2(s, sg ? "llvm.smin" : "llvm.umin", p, hi);
      r = nvsp_cast(s, NVCG_OP_TRUNC, p, t);
    }
    break;
  }
  case NVSP_CL(U_Upsample): case NVSP_CL(S_Upsample): {
    uint32_t w;
    nvcg_type *ht;
    NVSP_NEED_INT();
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    a = nvsp_xarg(s, 0, 0, &at);
    b = nvsp_xarg(s, 1, at, NULL);
    ht = nvcg_value_type(a);
    w = nvsp_ibits(a);
    if (nvsp_scalar_of(s, rt)->width != 2 * w || nvsp_ncomp(rt) != nvsp_ncomp(NVSP_TYPE(at))) NVSP_ERR("upsample needs a result twice as wide");
    (void)ht;
    r = nvsp_bin(s, NVCG_OP_OR, nvsp_bin(s, NVCG_OP_SHL, nvsp_iresize(s, a, t, inst == NVSP_CL(S_Upsample)), nvsp_splat_int(s, t, w), 0),
                 nvsp_iresize(s, b, t, 0), 0);
    break;
  }
  /* geometry */
  case NVSP_CL(Cross):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    if (rt->op != SpvOpTypeVector || (rt->count != 3 && rt->count != 4)) NVSP_ERR("cross needs 3- or 4-component vectors");
    r = nvsp_cross(s, a, b);
    break;
  case NVSP_CL(Distance): case NVSP_CL(Fast_distance):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    a = nvsp_xarg(s, 0, 0, &at);
    b = nvsp_xarg(s, 1, at, NULL);
    if (!fp || nvsp_scalar_of(s, NVSP_TYPE(at))->ir != t) NVSP_ERR("distance needs floats");
    r = nvsp_length(s, nvsp_fsub(s, a, b));
    break;
  case NVSP_CL(Length): case NVSP_CL(Fast_length):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    a = nvsp_xarg(s, 0, 0, &at);
    if (!fp || nvsp_scalar_of(s, NVSP_TYPE(at))->ir != t) NVSP_ERR("length needs floats");
    r = nvsp_length(s, a);
    break;
  case NVSP_CL(Normalize): case NVSP_CL(Fast_normalize):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    if (rt->op != SpvOpTypeVector) r = nvsp_copysign(s, nvsp_splat_fp(s, t, 1.0), a);
    else r = nvsp_fdiv(s, a, nvsp_splat_val(s, nvsp_length(s, a), t));
    break;
  /* relational */
  case NVSP_CL(Bitselect): {
    nvcg_type *it = t;
    if (n != 3) NVSP_ERR("%u operands, expected 3", n);
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    c = nvsp_xarg(s, 2, rtid, NULL);
    if (fp) {
      nvcg_type *e = nvsp_elem_of(t);
      unsigned w = nvcg_type_get_kind(e) == NVCG_TYPE_HALF ? 16 : nvcg_type_get_kind(e) == NVCG_TYPE_FLOAT ? 32 : 64;
      it = nvcg_type_int(s->ctx, w);
      if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) it = nvcg_type_vector(it, (unsigned)nvcg_type_count(t));
      a = nvsp_cast(s, NVCG_OP_BITCAST, a, it);
      b = nvsp_cast(s, NVCG_OP_BITCAST, b, it);
      c = nvsp_cast(s, NVCG_OP_BITCAST, c, it);
    } else NVSP_NEED_INT();
    r = nvsp_bin(s, NVCG_OP_OR, nvsp_bin(s, NVCG_OP_AND, a, nvsp_bin(s, NVCG_OP_XOR, c, nvsp_splat_int(s, it, ~(uint64_t)0), 0), 0),
                 nvsp_bin(s, NVCG_OP_AND, b, c, 0), 0);
    if (fp) r = nvsp_cast(s, NVCG_OP_BITCAST, r, t);
    break;
  }
  case NVSP_CL(Select): {
    uint32_t ct;
    nvsp_type *ctt;
    nvcg_value *cond;
    if (n != 3) NVSP_ERR("%u operands, expected 3", n);
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    c = nvsp_xarg(s, 2, 0, &ct);
    ctt = NVSP_TYPE(ct);
    if (!nvsp_is_int_type(s, ctt) || nvsp_ncomp(ctt) != nvsp_ncomp(rt)) NVSP_ERR("the condition must be integers like the result");
    /* scalars test != 0; vectors test the most significant bit */
    if (rt->op == SpvOpTypeVector) cond = nvsp_icmp(s, NVCG_ICMP_SLT, c, nvcg_const_zero(ctt->ir));
    else cond = nvsp_icmp(s, NVCG_ICMP_NE, c, nvcg_const_zero(ctt->ir));
    r = nvsp_sel(s, cond, b, a);
    break;
  }
  /* vector loads and stores */
  case NVSP_CL(Vloadn): case NVSP_CL(Vload_halfn): case NVSP_CL(Vloada_halfn): case NVSP_CL(Vload_half): {
    nvsp_type *et;
    uint32_t align, k, cnt = inst == NVSP_CL(Vload_half) ? 1 : nvsp_w(s, 7);
    uint64_t stride;
    nvcg_value *p;
    if (n != (inst == NVSP_CL(Vload_half) ? 2u : 3u)) NVSP_ERR("wrong operand count");
    if (cnt != nvsp_ncomp(rt)) NVSP_ERR("n = %u does not match the result's %u components", cnt, nvsp_ncomp(rt));
    stride = inst == NVSP_CL(Vloada_halfn) && cnt == 3 ? 4 : cnt;
    p = nvsp_vptr(s, nvsp_w(s, 5), nvsp_w(s, 6), stride, &et, &align);
    if (inst != NVSP_CL(Vloadn) && (et->op != SpvOpTypeFloat || et->width != 16 || !fp)) NVSP_ERR("vload_half needs a half pointer and a float result");
    if (inst == NVSP_CL(Vloadn) && et->ir != nvsp_scalar_of(s, rt)->ir) NVSP_ERR("vloadn's pointer and result types differ");
    if (inst == NVSP_CL(Vloada_halfn)) align = (uint32_t)(stride * 2);
    r = rt->op == SpvOpTypeVector ? nvcg_const_undef(t) : NULL;
    for (k = 0; k < cnt; k++) {
      nvcg_value *e = NVSP_B(nvcg_build_load(s->b, et->irmem, nvsp_gep(s, p, (int64_t)k * et->size, NULL, 1),
                                             nvsp_min_align(align, nvsp_lowbit((uint64_t)k * et->size)), 0, NULL));
      if (inst != NVSP_CL(Vloadn)) e = nvsp_cast(s, NVCG_OP_FPEXT, e, nvsp_scalar_of(s, rt)->ir);
      r = r ? NVSP_B(nvcg_build_insertelement(s->b, r, e, nvsp_c32(s, k), NULL)) : e;
    }
    break;
  }
  case NVSP_CL(Vstoren): case NVSP_CL(Vstore_half): case NVSP_CL(Vstore_half_r): case NVSP_CL(Vstore_halfn):
  case NVSP_CL(Vstore_halfn_r): case NVSP_CL(Vstorea_halfn): case NVSP_CL(Vstorea_halfn_r): {
    nvsp_type *et, *dt;
    uint32_t align, k, cnt, dtid;
    uint64_t stride;
    nvcg_value *p, *d;
    int rmode = inst == NVSP_CL(Vstore_half_r) || inst == NVSP_CL(Vstore_halfn_r) || inst == NVSP_CL(Vstorea_halfn_r);
    if (n != (rmode ? 4u : 3u)) NVSP_ERR("wrong operand count");
    if (rmode && nvsp_w(s, 8) != SpvFPRoundingModeRTE) NVSP_UNSUP("vstore_half with a rounding mode other than rte is not supported");
    d = nvsp_xarg(s, 0, 0, &dtid);
    dt = NVSP_TYPE(dtid);
    cnt = nvsp_ncomp(dt);
    stride = inst == NVSP_CL(Vstorea_halfn) || inst == NVSP_CL(Vstorea_halfn_r) ? (cnt == 3 ? 4 : cnt) : cnt;
    p = nvsp_vptr(s, nvsp_w(s, 6), nvsp_w(s, 7), stride, &et, &align);
    if (inst == NVSP_CL(Vstoren) ? et->ir != nvsp_scalar_of(s, dt)->ir : (et->op != SpvOpTypeFloat || et->width != 16 || !nvsp_is_fp_type(s, dt)))
      NVSP_ERR("vstore's data and pointer types do not fit");
    for (k = 0; k < cnt; k++) {
      nvcg_value *e = dt->op == SpvOpTypeVector ? nvsp_extract_elem(s, d, k) : d;
      if (inst != NVSP_CL(Vstoren)) e = nvsp_cast(s, NVCG_OP_FPTRUNC, e, et->ir);
      NVSP_B(nvcg_build_store(s->b, e, nvsp_gep(s, p, (int64_t)k * et->size, NULL, 1),
                              nvsp_min_align(align, nvsp_lowbit((uint64_t)k * et->size)), 0));
    }
    if (rt->op != SpvOpTypeVoid) NVSP_ERR("vstore has no result");
    {
      nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
      e->type_id = rtid;
      e->stamp = s->stamp;
    }
    return;
  }
  case NVSP_CL(Shuffle): case NVSP_CL(Shuffle2): {
    uint32_t mt, k, na, nb = 0, xt;
    nvsp_type *xtt;
    nvcg_value *m, *x, *y = NULL;
    int two = inst == NVSP_CL(Shuffle2);
    if (n != (two ? 3u : 2u)) NVSP_ERR("wrong operand count");
    x = nvsp_xarg(s, 0, 0, &xt);
    xtt = NVSP_TYPE(xt);
    if (two) y = nvsp_xarg(s, 1, xt, NULL);
    m = nvsp_xarg(s, two ? 2 : 1, 0, &mt);
    if (xtt->op != SpvOpTypeVector || rt->op != SpvOpTypeVector || NVSP_TYPE(xtt->elem)->ir != NVSP_TYPE(rt->elem)->ir ||
        NVSP_TYPE(mt)->op != SpvOpTypeVector || NVSP_TYPE(mt)->count != rt->count || !nvsp_is_int_type(s, NVSP_TYPE(mt)))
      NVSP_ERR("shuffle operand types do not fit");
    na = xtt->count;
    nb = two ? na : 0;
    r = nvcg_const_undef(t);
    for (k = 0; k < rt->count; k++) {
      nvcg_value *sel = nvsp_iresize(s, nvsp_extract_elem(s, m, k), nvsp_i32(s), 0);
      nvcg_value *e;
      sel = nvsp_bin(s, NVCG_OP_AND, sel, nvsp_c32(s, two ? 2 * na - 1 : na - 1), 0);
      e = NVSP_B(nvcg_build_extractelement(s->b, x, nvsp_bin(s, NVCG_OP_AND, sel, nvsp_c32(s, na - 1), 0), NULL));
      if (two) {
        nvcg_value *f = NVSP_B(nvcg_build_extractelement(s->b, y, nvsp_bin(s, NVCG_OP_AND, sel, nvsp_c32(s, na - 1), 0), NULL));
        e = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_UGE, sel, nvsp_c32(s, na)), f, e);
      }
      r = NVSP_B(nvcg_build_insertelement(s->b, r, e, nvsp_c32(s, k), NULL));
    }
    (void)nb;
    break;
  }
  default:
    NVSP_UNSUP("OpenCL.std instruction %u is not supported", inst);
  }
  nvsp_set(s, id, rtid, r);
#undef NVSP_NEED_FP
#undef NVSP_NEED_INT
}

static void nvsp_tr_extinst(nvsp_state *s) {
  uint32_t rtid, id, set, inst;
  nvsp_id *se;
  nvsp_need(s, 5, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  set = nvsp_w(s, 3);
  inst = nvsp_w(s, 4);
  se = nvsp_id_get(s, set);
  if (se->kind != NVSP_K_EXTSET) NVSP_ERR("%%%u is not an extended instruction set", set);
  switch (se->extset) {
  case NVSP_SET_GLSL: nvsp_tr_glsl(s, rtid, id, inst); return;
  case NVSP_SET_OPENCL: nvsp_tr_opencl(s, rtid, id, inst); return;
  case NVSP_SET_IGNORED: {
    nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
    e->type_id = rtid;
    e->stamp = s->stamp;
    return;
  }
  default: NVSP_UNSUP("extended instruction set \"%s\" is not supported", se->str ? se->str : "?");
  }
}

/* ------------------------------------------------------------------------------------
 * Images (GLCompute). A storage image (OpTypeImage Sampled=2; GLSL image2D ...) is a
 * surface object and a combined image sampler (OpTypeSampledImage; GLSL sampler2D ...) a
 * texture object: each UniformConstant variable of those types is one i64 kernel
 * parameter, in (DescriptorSet, Binding) order among the buffers (nvsp_build_env), and
 * loading the variable gives the object. The instructions become the llvm.nvvm texture
 * and surface intrinsics through nvcg's builder (nvcg_build_tex/suld/sust/tex_query):
 *   OpImageRead/OpImageWrite   suld.b/sust.b .zero, x in bytes (x * texel size of the
 *                              declared Format), converted per Format. Out of range, a
 *                              read gives zeros (missing channels then 0, 0, 1) and a
 *                              write is dropped, as Vulkan's robustImageAccess has it;
 *                              .trap would abort the whole dispatch, which no Vulkan
 *                              implementation does (out-of-range access is at worst
 *                              undefined values there)
 *   OpImageFetch               tex with integer coordinates (level 0 only)
 *   OpImageSample*Lod          tex with float coordinates; Lod gives tex.level (a
 *                              constant 0 plain tex), Grad tex.grad; ImplicitLod samples
 *                              level 0 (compute has no derivatives)
 *   OpImageGather              tld4 (2D, a constant component)
 *   OpImageQuerySize(Lod)      suq (storage images) / txq (sampled; level 0 only)
 *   OpImageQueryLevels         txq.num_mipmap_levels
 *   OpImage                    the texture object of a sampled image
 *   OpSampledImage             the pair's texture object (nvsp_img_pair_envs)
 * Everything else about images is refused where it is used, naming what is missing.
 * ---------------------------------------------------------------------------------- */

/* The Formats a storage image may declare (those nvcgrun's texture unit has), each with
 * its channels, bits per channel and how a channel converts: 'f' f32, 'h' f16, 'n' unorm8
 * (c / 255), 's' signed, 'u' unsigned integer. */
typedef struct nvsp_img_format {
  uint32_t spv;
  uint8_t chans, bits;
  char kind;
  const char *name;
} nvsp_img_format;
static const nvsp_img_format nvsp_img_formats[] = {
  {SpvImageFormatR32f, 1, 32, 'f', "r32f"},       {SpvImageFormatRg32f, 2, 32, 'f', "rg32f"},
  {SpvImageFormatRgba32f, 4, 32, 'f', "rgba32f"}, {SpvImageFormatR16f, 1, 16, 'h', "r16f"},
  {SpvImageFormatRg16f, 2, 16, 'h', "rg16f"},     {SpvImageFormatRgba16f, 4, 16, 'h', "rgba16f"},
  {SpvImageFormatR8, 1, 8, 'n', "r8"},            {SpvImageFormatRg8, 2, 8, 'n', "rg8"},
  {SpvImageFormatRgba8, 4, 8, 'n', "rgba8"},      {SpvImageFormatR8i, 1, 8, 's', "r8i"},
  {SpvImageFormatR8ui, 1, 8, 'u', "r8ui"},        {SpvImageFormatR32i, 1, 32, 's', "r32i"},
  {SpvImageFormatR32ui, 1, 32, 'u', "r32ui"},     {SpvImageFormatRgba32i, 4, 32, 's', "rgba32i"},
  {SpvImageFormatRgba32ui, 4, 32, 'u', "rgba32ui"},
};

static const nvsp_img_format *nvsp_img_format_of(uint32_t spv) {
  size_t i;
  for (i = 0; i < sizeof nvsp_img_formats / sizeof nvsp_img_formats[0]; i++)
    if (nvsp_img_formats[i].spv == spv) return &nvsp_img_formats[i];
  return NULL;
}

/* OpTypeImage / OpTypeSampledImage / OpTypeSampler at definition: the value type is the
 * i64 object when nvcg can translate the image, else `unsupported` says why (reported
 * only where a value of the type is used). */
static void nvsp_image_type(nvsp_state *s, nvsp_type *t) {
  nvsp_type *st;
  if (t->op == SpvOpTypeSampler) {
    t->unsupported = "a sampler is only used in OpSampledImage with an image, both loaded directly from their "
                     "variables (a pair not known statically has no texture object)";
    return;
  }
  if (t->op == SpvOpTypeSampledImage) {
    nvsp_type *it;
    nvsp_need(s, 3, 3);
    it = NVSP_TYPE(nvsp_w(s, 2));
    if (it->op != SpvOpTypeImage) NVSP_ERR("the image type of a sampled image type is not OpTypeImage");
    t->elem = it->id;
    t->img_dim = it->img_dim;
    t->img_arrayed = it->img_arrayed;
    t->img_sampled = 1;
    t->img_format = it->img_format;
    if (it->unsupported) t->unsupported = it->unsupported;
    else if (it->img_sampled == 2) t->unsupported = "a sampled image of a storage image (Sampled 2)";
    else t->ir = nvsp_i64(s);
    return;
  }
  nvsp_need(s, 9, 10);
  t->elem = nvsp_w(s, 2);
  t->img_dim = nvsp_w(s, 3);
  t->img_arrayed = nvsp_w(s, 5);
  t->img_sampled = nvsp_w(s, 7);
  t->img_format = nvsp_w(s, 8);
  st = NVSP_TYPE(t->elem);
  if (s->is_kernel_env) t->unsupported = "OpenCL images are not supported";
  else if (st->op != SpvOpTypeFloat && st->op != SpvOpTypeInt) t->unsupported = "the sampled type of an image must be a scalar";
  else if (st->width != 32) t->unsupported = "only 32-bit sampled types are supported";
  else if (t->img_dim != SpvDim1D && t->img_dim != SpvDim2D && t->img_dim != SpvDim3D)
    t->unsupported = t->img_dim == SpvDimCube ? "cube images are not supported (1D, 2D, 3D and 1D/2D arrays are)"
                                            : "only 1D, 2D and 3D images (and 1D/2D arrays) are supported";
  else if (t->img_arrayed && t->img_dim == SpvDim3D) t->unsupported = "3D image arrays do not exist";
  else if (nvsp_w(s, 6)) t->unsupported = "multisampled images are not supported";
  else if (nvsp_w(s, 4) == 1) t->unsupported = "depth images (shadow samplers) are not supported";
  else if (t->img_sampled != 1 && t->img_sampled != 2)
    t->unsupported = "an image must say whether it is sampled (Sampled 1) or a storage image (Sampled 2)";
  else if (t->img_sampled == 2 && !nvsp_img_format_of(t->img_format))
    t->unsupported = t->img_format == SpvImageFormatUnknown
                         ? "a storage image needs a declared format (layout(r32f) ...): the texel size decides the address"
                         : "the storage image's format is not supported (r32f rg32f rgba32f r16f rg16f rgba16f r8 rg8 rgba8 "
                           "r8i r8ui r32i r32ui rgba32i rgba32ui are)";
  else if (t->img_sampled == 2 && (nvsp_img_format_of(t->img_format)->kind == 'f' || nvsp_img_format_of(t->img_format)->kind == 'h' ||
                                   nvsp_img_format_of(t->img_format)->kind == 'n') != (st->op == SpvOpTypeFloat))
    t->unsupported = "the image's format and its sampled type disagree (float formats need a float type)";
  else t->ir = nvsp_i64(s);
}

/* 1 for the type of an image variable nvcg passes as objects: a storage image or sampled
 * image (Sampled 1, or combined) it can translate, or an array of them (one object per
 * element, in element order, as arrays of buffers are; indices may be dynamic). */
static int nvsp_img_descriptor(nvsp_state *s, const nvsp_type *t) {
  if (t->op == SpvOpTypeArray) t = NVSP_TYPE(t->elem);
  return (t->op == SpvOpTypeImage || t->op == SpvOpTypeSampledImage) && t->ir;
}

static nvcg_tex_geom nvsp_img_geom(const nvsp_type *it) {
  if (it->img_dim == SpvDim1D) return it->img_arrayed ? NVCG_TEX_1D_ARRAY : NVCG_TEX_1D;
  if (it->img_dim == SpvDim2D) return it->img_arrayed ? NVCG_TEX_2D_ARRAY : NVCG_TEX_2D;
  return NVCG_TEX_3D;
}
/* Bytes per texel of a storage image (its declared format). */
static uint32_t nvsp_img_texel_bytes(const nvsp_type *it) {
  const nvsp_img_format *f = nvsp_img_format_of(it->img_format);
  return (uint32_t)f->chans * f->bits / 8;
}
/* What tex/tld4 return for a sampled image (or its image): the sampled type's kind. */
static nvcg_tex_result nvsp_img_result_kind(nvsp_state *s, const nvsp_type *it) {
  nvsp_type *st = NVSP_TYPE(NVSP_TYPE(it->op == SpvOpTypeSampledImage ? it->elem : it->id)->elem);
  return st->op == SpvOpTypeFloat ? NVCG_TEX_F32 : st->is_signed ? NVCG_TEX_S32 : NVCG_TEX_U32;
}
static uint32_t nvsp_img_dims(const nvsp_type *it) {
  return it->img_dim == SpvDim1D ? 1 : it->img_dim == SpvDim2D ? 2 : 3;
}

/* The image operand `id` (word 3 of image instructions): the object and its type, which
 * must be an image (sampled 0: a storage image; 1: a sampled image's image; 2: a sampled
 * image). */
static nvcg_value *nvsp_img_operand(nvsp_state *s, uint32_t id, int want, nvsp_type **type) {
  uint32_t tid;
  nvcg_value *v = nvsp_value(s, id, 0, &tid);
  nvsp_type *t = NVSP_TYPE(tid);
  if (want == 2 ? t->op != SpvOpTypeSampledImage : t->op != SpvOpTypeImage)
    NVSP_ERR("operand %%%u is not %s", id, want == 2 ? "a sampled image" : "an image");
  if (!t->ir) nvsp_ir_type(s, tid);
  if (want == 0 && t->img_sampled != 2) NVSP_ERR("operand %%%u is not a storage image (Sampled 2)", id);
  if (want == 1 && t->img_sampled != 1) NVSP_ERR("operand %%%u is not a sampled image's image (Sampled 1)", id);
  *type = t;
  return v;
}

/* The coordinates: the layer first for arrays (rounded to the nearest integer, as Vulkan
 * picks a layer, when the coordinates are float), then x (times `xscale`), y, z. */
static unsigned nvsp_img_coords(nvsp_state *s, const nvsp_type *it, uint32_t id, int fp, uint32_t xscale, nvcg_value *out[4]) {
  uint32_t tid, n = nvsp_img_dims(it), k, have;
  nvcg_value *c = nvsp_value(s, id, 0, &tid);
  nvsp_type *ct = NVSP_TYPE(tid), *et = ct->op == SpvOpTypeVector ? NVSP_TYPE(ct->elem) : ct;
  have = ct->op == SpvOpTypeVector ? ct->count : 1;
  if (et->op != (fp ? SpvOpTypeFloat : SpvOpTypeInt) || et->width != 32)
    NVSP_ERR("the coordinates %%%u must be 32-bit %s", id, fp ? "floats" : "integers");
  if (have < n + it->img_arrayed) NVSP_ERR("the coordinates %%%u have %u components, the image needs %u", id, have, n + it->img_arrayed);
  if (it->img_arrayed) {
    nvcg_value *l = have > 1 ? nvsp_extract_elem(s, c, n) : c;
    if (fp) l = nvsp_cast(s, NVCG_OP_FPTOSI, NVSP_GEN1("llvm.roundeven", nvsp_fmax(s, l, nvsp_cf(s, 0.0))), nvsp_i32(s));
    out[0] = l;
  }
  for (k = 0; k < n; k++) {
    nvcg_value *x = have > 1 ? nvsp_extract_elem(s, c, k) : c;
    if (k == 0 && xscale != 1) x = nvsp_bin(s, NVCG_OP_MUL, x, nvsp_c32(s, xscale), 0);
    out[it->img_arrayed + k] = x;
  }
  return it->img_arrayed + n;
}

/* The image operands from word `w`: Lod and Grad where `allowed`, the memory-model ones
 * ignored (suld/sust are not cached across invocations), anything else refused. */
enum { NVSP_IMG_LOD = 1, NVSP_IMG_GRAD = 2 };
static void nvsp_img_operands(nvsp_state *s, uint32_t w, unsigned allowed, uint32_t *lod, uint32_t *grad) {
  uint32_t mask, k;
  *lod = 0;
  grad[0] = grad[1] = 0;
  if (w >= s->cur_wc) return;
  mask = nvsp_w(s, w++);
  for (k = 0; k < 32; k++) {
    uint32_t bit = (uint32_t)1 << k;
    if (!(mask & bit)) continue;
    switch (bit) {
    case SpvImageOperandsLodMask:
      if (!(allowed & NVSP_IMG_LOD) || w >= s->cur_wc) NVSP_UNSUP("the image operand Lod is not supported here");
      *lod = nvsp_w(s, w++);
      break;
    case SpvImageOperandsGradMask:
      if (!(allowed & NVSP_IMG_GRAD) || w + 1 >= s->cur_wc) NVSP_UNSUP("the image operand Grad is not supported here");
      grad[0] = nvsp_w(s, w++);
      grad[1] = nvsp_w(s, w++);
      break;
    case SpvImageOperandsMakeTexelAvailableMask: case SpvImageOperandsMakeTexelVisibleMask:
      w++;
      break;
    case SpvImageOperandsNonPrivateTexelMask: case SpvImageOperandsVolatileTexelMask:
    case SpvImageOperandsSignExtendMask: case SpvImageOperandsZeroExtendMask: case SpvImageOperandsNontemporalMask:
      break;
    default: {
      static const char *const names[] = {"Bias", "Lod", "Grad", "ConstOffset", "Offset", "ConstOffsets", "Sample", "MinLod"};
      NVSP_UNSUP("the image operand %s is not supported", k < 8 ? names[k] : "with this bit");
    }
    }
  }
  if (w != s->cur_wc) NVSP_ERR("extra operands after the image operands");
}

/* 1 when `id` is a constant zero (an integer, or a 32-bit float of either sign). */
static int nvsp_img_is_zero(nvsp_state *s, uint32_t id) {
  nvsp_id *e = nvsp_id_find(s, id);
  uint64_t sign;
  if (!e || e->kind != NVSP_K_CONST || e->cv->kind != NVSP_C_SCALAR) return 0;
  sign = NVSP_TYPE(e->cv->type)->op == SpvOpTypeFloat && NVSP_TYPE(e->cv->type)->width == 32 ? 0x80000000u : 0;
  return (e->cv->bits & ~sign) == 0;
}

/* A vector (or scalar) of the result type from four channel values. */
static nvcg_value *nvsp_img_result(nvsp_state *s, uint32_t rtid, nvcg_value *const ch[4]) {
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_value *r;
  uint32_t k;
  if (!rt->ir) nvsp_ir_type(s, rtid);
  if (rt->op != SpvOpTypeVector) {
    if (nvcg_value_type(ch[0]) != rt->ir) NVSP_ERR("the result type %%%u does not match the image's sampled type", rtid);
    return ch[0];
  }
  if (rt->count > 4 || nvcg_value_type(ch[0]) != NVSP_TYPE(rt->elem)->ir)
    NVSP_ERR("the result type %%%u does not match the image's sampled type", rtid);
  r = nvcg_const_undef(rt->ir);
  for (k = 0; k < rt->count; k++) r = NVSP_B(nvcg_build_insertelement(s->b, r, ch[k], nvsp_c32(s, k), NULL));
  return r;
}

static nvcg_value *nvsp_img_read(nvsp_state *s, uint32_t rtid, const nvsp_type *it, nvcg_value *obj, nvcg_value *const *c,
                                 unsigned nc) {
  const nvsp_img_format *f = nvsp_img_format_of(it->img_format);
  nvcg_value *raw = NVSP_B(nvcg_build_suld(s->b, nvsp_img_geom(it), f->bits, f->chans, NVCG_SURF_ZERO, obj, c, nc, NULL));
  nvcg_value *ch[4];
  nvcg_type *i8 = nvcg_type_int(s->ctx, 8);
  uint32_t k;
  for (k = 0; k < 4; k++) {
    nvcg_value *x;
    if (k >= f->chans) {
      /* missing channels read as (0, 0, 0, 1) */
      ch[k] = f->kind == 's' || f->kind == 'u' ? nvsp_c32(s, k == 3) : nvsp_cf(s, k == 3 ? 1.0 : 0.0);
      continue;
    }
    x = f->chans == 1 ? raw : NVSP_B(nvcg_build_extractvalue(s->b, raw, &k, 1, NULL));
    switch (f->kind) {
    case 'f': x = nvsp_cast(s, NVCG_OP_BITCAST, x, nvsp_f32t(s)); break;
    case 'h': x = nvsp_cast(s, NVCG_OP_FPEXT, nvsp_cast(s, NVCG_OP_BITCAST, x, nvcg_type_half(s->ctx)), nvsp_f32t(s)); break;
    case 'n':
      x = nvsp_cast(s, NVCG_OP_UITOFP, nvsp_cast(s, NVCG_OP_TRUNC, x, i8), nvsp_f32t(s));
      x = nvsp_bin(s, NVCG_OP_FDIV, x, nvsp_cf(s, 255.0), 0);
      break;
    default:
      if (f->bits == 8) x = nvsp_cast(s, f->kind == 's' ? NVCG_OP_SEXT : NVCG_OP_ZEXT, nvsp_cast(s, NVCG_OP_TRUNC, x, i8), nvsp_i32(s));
      break;
    }
    ch[k] = x;
  }
  return nvsp_img_result(s, rtid, ch);
}

static void nvsp_img_write(nvsp_state *s, const nvsp_type *it, nvcg_value *obj, nvcg_value *const *c, unsigned nc, uint32_t texel) {
  const nvsp_img_format *f = nvsp_img_format_of(it->img_format);
  uint32_t tid, k, have;
  nvcg_value *v = nvsp_value(s, texel, 0, &tid), *ch[4];
  nvsp_type *tt = NVSP_TYPE(tid), *et = tt->op == SpvOpTypeVector ? NVSP_TYPE(tt->elem) : tt;
  nvcg_type *i16 = nvcg_type_int(s->ctx, 16);
  have = tt->op == SpvOpTypeVector ? tt->count : 1;
  if (et->op != (f->kind == 's' || f->kind == 'u' ? SpvOpTypeInt : SpvOpTypeFloat) || et->width != 32)
    NVSP_ERR("the texel %%%u does not have the image's sampled type", texel);
  if (have < f->chans) NVSP_ERR("the texel %%%u has %u components, format %s has %u", texel, have, f->name, f->chans);
  for (k = 0; k < f->chans; k++) {
    nvcg_value *x = have > 1 ? nvsp_extract_elem(s, v, k) : v;
    switch (f->kind) {
    case 'f': x = nvsp_cast(s, NVCG_OP_BITCAST, x, nvsp_i32(s)); break;
    case 'h': x = nvsp_cast(s, NVCG_OP_BITCAST, nvsp_cast(s, NVCG_OP_FPTRUNC, x, nvcg_type_half(s->ctx)), i16); break;
    case 'n':
      /* clamp to [0, 1] (NaN to 0), scale, round to nearest even */
      x = nvsp_fmin(s, nvsp_fmax(s, x, nvsp_cf(s, 0.0)), nvsp_cf(s, 1.0));
      x = NVSP_GEN1("llvm.roundeven", nvsp_bin(s, NVCG_OP_FMUL, x, nvsp_cf(s, 255.0), 0));
      x = nvsp_cast(s, NVCG_OP_FPTOUI, x, i16);
      break;
    default:
      if (f->bits == 8) x = nvsp_cast(s, NVCG_OP_TRUNC, x, i16); /* the low 8 bits are stored */
      break;
    }
    ch[k] = x;
  }
  NVSP_B(nvcg_build_sust(s->b, nvsp_img_geom(it), f->bits, f->chans, NVCG_SURF_ZERO, obj, c, nc, ch));
}

/* Separate images and samplers (texture2D + sampler, HLSL's Texture2D + SamplerState):
 * every OpSampledImage whose image and sampler are OpLoads of UniformConstant variables
 * names a pair, and each distinct pair is one more texture-object parameter (the image's
 * texels with the sampler's filter and addressing), ordered by the image's (set,
 * binding), then by the sampler variable. The variable an OpLoad at word `w` loads from,
 * or 0. */
static uint32_t nvsp_img_loaded_var(nvsp_state *s, size_t w) {
  nvsp_id *v;
  if (w < 5 || w + 4 > s->nw || (s->w[w] & 0xFFFFu) != SpvOpLoad || (s->w[w] >> 16) < 4) return 0;
  v = nvsp_id_find(s, s->w[w + 3]);
  return v && v->kind == NVSP_K_VAR && v->gv && v->gv->storage == SpvStorageClassUniformConstant ? s->w[w + 3] : 0;
}

static int nvsp_u32_cmp(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static void nvsp_img_pair_envs(nvsp_state *s, uint32_t *cap) {
  size_t off;
  uint32_t n = 0, ncap = 0, i, j, *ops = NULL, *ids, nids, *at;
  if (!s->first_function) return;
  /* the image and sampler operands of every OpSampledImage */
  for (off = s->first_function; off < s->nw && (s->w[off] >> 16); off += s->w[off] >> 16)
    if ((s->w[off] & 0xFFFFu) == SpvOpSampledImage && (s->w[off] >> 16) == 5 && off + 5 <= s->nw) {
      ops = (uint32_t *)nvsp_grow(s, ops, &ncap, n + 2, sizeof(uint32_t));
      ops[n++] = s->w[off + 3];
      ops[n++] = s->w[off + 4];
    }
  if (!n) return;
  /* the word of the OpLoad defining each operand (ids are unique module-wide) */
  ids = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * n);
  at = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * n);
  memcpy(ids, ops, sizeof(uint32_t) * n);
  qsort(ids, n, sizeof(uint32_t), nvsp_u32_cmp);
  for (i = nids = 0; i < n; i++)
    if (!nids || ids[nids - 1] != ids[i]) ids[nids++] = ids[i];
  memset(at, 0, sizeof(uint32_t) * n);
  for (off = s->first_function; off < s->nw && (s->w[off] >> 16); off += s->w[off] >> 16)
    if ((s->w[off] & 0xFFFFu) == SpvOpLoad && (s->w[off] >> 16) >= 4 && off + 4 <= s->nw) {
      uint32_t *hit = (uint32_t *)bsearch(&s->w[off + 2], ids, nids, sizeof(uint32_t), nvsp_u32_cmp);
      if (hit) at[hit - ids] = (uint32_t)off;
    }
  for (i = 0; i < n; i += 2) {
    uint32_t *hi = (uint32_t *)bsearch(&ops[i], ids, nids, sizeof(uint32_t), nvsp_u32_cmp);
    uint32_t *hs = (uint32_t *)bsearch(&ops[i + 1], ids, nids, sizeof(uint32_t), nvsp_u32_cmp);
    uint32_t iv = nvsp_img_loaded_var(s, at[hi - ids]), sv = nvsp_img_loaded_var(s, at[hs - ids]);
    nvsp_type *it, *st;
    nvsp_env en;
    if (!iv || !sv) continue; /* refused where it is translated */
    it = NVSP_TYPE(nvsp_id_find(s, iv)->gv->pointee);
    st = NVSP_TYPE(nvsp_id_find(s, sv)->gv->pointee);
    if (it->op != SpvOpTypeImage || !it->ir || it->img_sampled != 1 || st->op != SpvOpTypeSampler) continue;
    for (j = 0; j < s->nenv; j++)
      if (s->env[j].var == iv && s->env[j].var2 == sv) break;
    if (j < s->nenv) continue;
    memset(&en, 0, sizeof en);
    en.kind = NVSP_ENV_IMAGE;
    en.var = iv;
    en.var2 = sv;
    en.storage = SpvStorageClassUniformConstant;
    en.count = 1;
    en.set = nvsp_deco_arg(s, iv, -1, SpvDecorationDescriptorSet, 0, NULL);
    en.binding = nvsp_deco_arg(s, iv, -1, SpvDecorationBinding, 0, NULL);
    s->env = (nvsp_env *)nvsp_grow(s, s->env, cap, s->nenv + 1, sizeof(nvsp_env));
    s->env[s->nenv++] = en;
  }
}

static void nvsp_tr_image(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid = 0, lod = 0, grad[2];
  nvsp_type *it;
  nvcg_value *obj, *c[4];
  unsigned nc;
  switch (op) {
  case SpvOpImage: {
    nvsp_type *rt;
    nvsp_need(s, 4, 4);
    rtid = nvsp_w(s, 1);
    obj = nvsp_img_operand(s, nvsp_w(s, 3), 2, &it);
    rt = NVSP_RTYPE(rtid);
    if (rt->op != SpvOpTypeImage || rt->id != it->elem) NVSP_ERR("the result type is not the sampled image's image type");
    nvsp_set(s, nvsp_w(s, 2), rtid, obj);
    return;
  }
  case SpvOpImageRead:
    nvsp_need(s, 5, 0xFFFFFFFFu);
    rtid = nvsp_w(s, 1);
    obj = nvsp_img_operand(s, nvsp_w(s, 3), 0, &it);
    nvsp_img_operands(s, 5, 0, &lod, grad);
    nc = nvsp_img_coords(s, it, nvsp_w(s, 4), 0, nvsp_img_texel_bytes(it), c);
    nvsp_set(s, nvsp_w(s, 2), rtid, nvsp_img_read(s, rtid, it, obj, c, nc));
    return;
  case SpvOpImageWrite:
    nvsp_need(s, 4, 0xFFFFFFFFu);
    obj = nvsp_img_operand(s, nvsp_w(s, 1), 0, &it);
    nvsp_img_operands(s, 4, 0, &lod, grad);
    nc = nvsp_img_coords(s, it, nvsp_w(s, 2), 0, nvsp_img_texel_bytes(it), c);
    nvsp_img_write(s, it, obj, c, nc, nvsp_w(s, 3));
    return;
  case SpvOpImageFetch: case SpvOpImageSampleExplicitLod: case SpvOpImageSampleImplicitLod: {
    int fetch = op == SpvOpImageFetch;
    nvcg_value *r, *ch[4], *lv = NULL, *dx[3], *dy[3];
    uint32_t k;
    nvsp_need(s, 5, 0xFFFFFFFFu);
    rtid = nvsp_w(s, 1);
    obj = nvsp_img_operand(s, nvsp_w(s, 3), fetch ? 1 : 2, &it);
    nvsp_img_operands(s, 5, fetch ? (unsigned)NVSP_IMG_LOD : op == SpvOpImageSampleExplicitLod ? (unsigned)(NVSP_IMG_LOD | NVSP_IMG_GRAD) : 0u,
                      &lod, grad);
    if (op == SpvOpImageSampleExplicitLod && !lod && !grad[0]) NVSP_ERR("OpImageSampleExplicitLod needs Lod or Grad");
    if (fetch && lod && !nvsp_img_is_zero(s, lod)) NVSP_UNSUP("OpImageFetch from a mip level other than a constant 0 is not supported");
    nc = nvsp_img_coords(s, it, nvsp_w(s, 4), !fetch, 1, c);
    if (!fetch && lod && !nvsp_img_is_zero(s, lod)) lv = nvsp_value(s, lod, 0, NULL);
    if (lv && nvcg_value_type(lv) != nvsp_f32t(s)) NVSP_ERR("the Lod %%%u must be a 32-bit float", lod);
    if (grad[0]) {
      nvcg_value *gx = nvsp_value(s, grad[0], 0, NULL), *gy = nvsp_value(s, grad[1], 0, NULL);
      uint32_t n = nvsp_img_dims(it);
      if (nvcg_value_type(gx) != nvcg_value_type(gy) || nvsp_elem_of(nvcg_value_type(gx)) != nvsp_f32t(s) ||
          (n > 1 ? nvcg_type_get_kind(nvcg_value_type(gx)) != NVCG_TYPE_VECTOR || nvcg_type_count(nvcg_value_type(gx)) != n
                 : nvcg_type_get_kind(nvcg_value_type(gx)) == NVCG_TYPE_VECTOR))
        NVSP_ERR("the gradients must be %u 32-bit floats each", n);
      for (k = 0; k < n; k++) {
        dx[k] = n > 1 ? nvsp_extract_elem(s, gx, k) : gx;
        dy[k] = n > 1 ? nvsp_extract_elem(s, gy, k) : gy;
      }
    }
    r = NVSP_B(nvcg_build_tex(s->b, nvsp_img_geom(it), nvsp_img_result_kind(s, it), obj, c, nc, lv, grad[0] ? dx : NULL,
                              grad[0] ? dy : NULL, NULL));
    for (k = 0; k < 4; k++) ch[k] = NVSP_B(nvcg_build_extractvalue(s->b, r, &k, 1, NULL));
    nvsp_set(s, nvsp_w(s, 2), rtid, nvsp_img_result(s, rtid, ch));
    return;
  }
  case SpvOpImageQuerySize: case SpvOpImageQuerySizeLod: {
    static const nvcg_tex_query dimq[3] = {NVCG_TEX_WIDTH, NVCG_TEX_HEIGHT, NVCG_TEX_DEPTH};
    nvsp_type *rt;
    nvcg_value *ch[4];
    uint32_t n, k, tid;
    nvsp_need(s, op == SpvOpImageQuerySizeLod ? 5 : 4, op == SpvOpImageQuerySizeLod ? 5 : 4);
    rtid = nvsp_w(s, 1);
    (void)nvsp_value(s, nvsp_w(s, 3), 0, &tid);
    it = NVSP_TYPE(tid);
    obj = nvsp_img_operand(s, nvsp_w(s, 3), it->op == SpvOpTypeImage && it->img_sampled == 1 ? 1 : 0, &it);
    if (op == SpvOpImageQuerySizeLod && !nvsp_img_is_zero(s, nvsp_w(s, 4)))
      NVSP_UNSUP("OpImageQuerySizeLod of a mip level other than a constant 0 is not supported");
    if (op == SpvOpImageQuerySize && it->img_sampled == 1) NVSP_ERR("OpImageQuerySize of a sampled image needs a level (OpImageQuerySizeLod)");
    n = nvsp_img_dims(it) + it->img_arrayed;
    rt = NVSP_RTYPE(rtid);
    if ((rt->op == SpvOpTypeVector ? rt->count : 1) != n) NVSP_ERR("the result type %%%u must have %u components", rtid, n);
    for (k = 0; k < n; k++) {
      nvcg_tex_query q = k < nvsp_img_dims(it) ? dimq[k] : NVCG_TEX_ARRAY_SIZE;
      ch[k] = NVSP_B(nvcg_build_tex_query(s->b, it->img_sampled == 2, q, obj, NULL));
    }
    if ((rt->op == SpvOpTypeVector ? NVSP_TYPE(rt->elem) : rt)->op != SpvOpTypeInt) NVSP_ERR("the result type %%%u is not an integer type", rtid);
    nvsp_set(s, nvsp_w(s, 2), rtid, nvsp_img_result(s, rtid, ch));
    return;
  }
  case SpvOpImageQueryLevels: {
    uint32_t tid;
    nvsp_need(s, 4, 4);
    rtid = nvsp_w(s, 1);
    (void)nvsp_value(s, nvsp_w(s, 3), 0, &tid);
    if (NVSP_TYPE(tid)->op == SpvOpTypeImage && NVSP_TYPE(tid)->img_sampled == 2) NVSP_UNSUP("storage images have no mip levels to count");
    obj = nvsp_img_operand(s, nvsp_w(s, 3), 1, &it);
    if (NVSP_RTYPE(rtid)->op != SpvOpTypeInt || NVSP_RTYPE(rtid)->width != 32) NVSP_ERR("the result type %%%u is not a 32-bit integer", rtid);
    nvsp_set(s, nvsp_w(s, 2), rtid, NVSP_B(nvcg_build_tex_query(s->b, 0, NVCG_TEX_NUM_MIPMAP_LEVELS, obj, NULL)));
    return;
  }
  case SpvOpSampledImage: {
    uint32_t iv, sv, i;
    nvsp_need(s, 5, 5);
    rtid = nvsp_w(s, 1);
    if (NVSP_RTYPE(rtid)->op != SpvOpTypeSampledImage) NVSP_ERR("the result type of OpSampledImage is not a sampled image type");
    (void)nvsp_img_operand(s, nvsp_w(s, 3), 1, &it);
    iv = nvsp_img_loaded_var(s, nvsp_id_find(s, nvsp_w(s, 3))->word);
    {
      nvsp_id *se = nvsp_id_find(s, nvsp_w(s, 4));
      if (!se || se->kind != NVSP_K_VALUE || NVSP_TYPE(se->type_id)->op != SpvOpTypeSampler)
        NVSP_ERR("operand %%%u is not a sampler", nvsp_w(s, 4));
      sv = nvsp_img_loaded_var(s, se->word);
    }
    for (i = 0; iv && sv && i < s->nenv; i++)
      if (s->env[i].kind == NVSP_ENV_IMAGE && s->env[i].var == iv && s->env[i].var2 == sv) {
        nvsp_set(s, nvsp_w(s, 2), rtid, s->envv[s->env[i].slot]);
        return;
      }
    NVSP_UNSUP("OpSampledImage of an image and a sampler not loaded directly from variables is not supported "
               "(one texture object stands for each image-sampler pair of variables)");
  }
  case SpvOpImageGather: {
    /* tld4: its texel order (i,j+1) (i+1,j+1) (i+1,j) (i,j) is Vulkan's gather order */
    nvcg_value *r, *ch[4];
    nvsp_id *ce;
    uint32_t k;
    nvsp_need(s, 6, 0xFFFFFFFFu);
    rtid = nvsp_w(s, 1);
    obj = nvsp_img_operand(s, nvsp_w(s, 3), 2, &it);
    nvsp_img_operands(s, 6, 0, &lod, grad);
    if (it->img_dim != SpvDim2D || it->img_arrayed) NVSP_UNSUP("OpImageGather of an image other than a 2D one (no array) is not supported");
    ce = nvsp_id_find(s, nvsp_w(s, 5));
    if (!ce || ce->kind != NVSP_K_CONST || ce->cv->kind != NVSP_C_SCALAR || ce->cv->bits > 3)
      NVSP_UNSUP("OpImageGather needs a constant component 0..3");
    nc = nvsp_img_coords(s, it, nvsp_w(s, 4), 1, 1, c);
    r = NVSP_B(nvcg_build_tld4(s->b, (unsigned)ce->cv->bits, nvsp_img_result_kind(s, it), obj, c[0], c[1], NULL));
    (void)nc;
    for (k = 0; k < 4; k++) ch[k] = NVSP_B(nvcg_build_extractvalue(s->b, r, &k, 1, NULL));
    nvsp_set(s, nvsp_w(s, 2), rtid, nvsp_img_result(s, rtid, ch));
    return;
  }
  case SpvOpImageTexelPointer: NVSP_UNSUP("image atomics (OpImageTexelPointer) are not supported");
  default: NVSP_UNSUP("this image instruction is not supported");
  }
}

/* ------------------------------------------------------------------------------------
 * Functions: one pass over a function's words; blocks map one to one.
 * ---------------------------------------------------------------------------------- */

static void nvsp_tr_inst(nvsp_state *s) {
  uint32_t op = s->cur_op;
  switch (op) {
  case SpvOpNop: case SpvOpLine: case SpvOpNoLine: case SpvOpLoopMerge: case SpvOpSelectionMerge:
  case SpvOpLifetimeStart: case SpvOpLifetimeStop: case SpvOpName: case SpvOpMemberName: case SpvOpSource:
  case SpvOpSourceContinued: case SpvOpSourceExtension: case SpvOpString: case SpvOpModuleProcessed:
    return;
  case SpvOpUndef: {
    nvsp_id *e;
    nvsp_need(s, 3, 3);
    e = nvsp_def(s, nvsp_w(s, 2), NVSP_K_UNDEF);
    e->type_id = nvsp_w(s, 1);
    e->stamp = s->stamp;
    nvsp_ir_type(s, e->type_id);
    return;
  }
  case SpvOpVariable: nvsp_tr_local_var(s); return;
  case SpvOpLoad: nvsp_tr_load(s); return;
  case SpvOpStore: nvsp_tr_store(s); return;
  case SpvOpCopyMemory: case SpvOpCopyMemorySized: nvsp_tr_copy_memory(s); return;
  case SpvOpAccessChain: nvsp_access_chain(s, 0, 1); return;
  case SpvOpInBoundsAccessChain: nvsp_access_chain(s, 0, 1); return;
  case SpvOpPtrAccessChain: nvsp_access_chain(s, 1, 0); return;
  case SpvOpInBoundsPtrAccessChain: nvsp_access_chain(s, 1, 1); return;
  case SpvOpArrayLength: nvsp_tr_array_length(s); return;
  case SpvOpPtrDiff: nvsp_tr_ptr_diff(s); return;
  case SpvOpFunctionCall: nvsp_tr_call(s); return;
  case SpvOpExtInst: nvsp_tr_extinst(s); return;
  case SpvOpConvertFToU: case SpvOpConvertFToS: case SpvOpConvertSToF: case SpvOpConvertUToF:
  case SpvOpUConvert: case SpvOpSConvert: case SpvOpFConvert: case SpvOpQuantizeToF16:
  case SpvOpConvertPtrToU: case SpvOpConvertUToPtr: case SpvOpSatConvertSToU: case SpvOpSatConvertUToS:
    nvsp_tr_convert(s);
    return;
  case SpvOpPtrCastToGeneric: case SpvOpGenericCastToPtr: case SpvOpGenericCastToPtrExplicit:
    nvsp_tr_generic_cast(s);
    return;
  case SpvOpBitcast: nvsp_tr_bitcast(s); return;
  case SpvOpVectorExtractDynamic: case SpvOpVectorInsertDynamic: nvsp_tr_dynamic_vec(s); return;
  case SpvOpVectorShuffle: nvsp_tr_shuffle(s); return;
  case SpvOpCompositeConstruct: nvsp_tr_construct(s); return;
  case SpvOpCompositeExtract: nvsp_tr_extract(s); return;
  case SpvOpCompositeInsert: nvsp_tr_insert(s); return;
  case SpvOpCopyObject: case SpvOpCopyLogical: {
    uint32_t rtid, t;
    nvsp_val v;
    nvsp_need(s, 4, 4);
    rtid = nvsp_w(s, 1);
    v = nvsp_get(s, nvsp_w(s, 3), &t);
    if (NVSP_TYPE(t)->ir != NVSP_RTYPE(rtid)->ir || (!v.ir && !v.builtin_ptr)) NVSP_ERR("the operand does not have the result type");
    nvsp_set_val(s, nvsp_w(s, 2), rtid, v);
    return;
  }
  case SpvOpTranspose: nvsp_tr_transpose(s); return;
  case SpvOpSNegate: case SpvOpFNegate: case SpvOpNot: case SpvOpLogicalNot: case SpvOpBitReverse:
    nvsp_tr_unary(s);
    return;
  case SpvOpIAdd: case SpvOpFAdd: case SpvOpISub: case SpvOpFSub: case SpvOpIMul: case SpvOpFMul:
  case SpvOpUDiv: case SpvOpSDiv: case SpvOpFDiv: case SpvOpUMod: case SpvOpSRem: case SpvOpSMod:
  case SpvOpFRem: case SpvOpFMod: case SpvOpBitwiseOr: case SpvOpBitwiseXor: case SpvOpBitwiseAnd:
  case SpvOpLogicalOr: case SpvOpLogicalAnd:
    nvsp_tr_binary(s);
    return;
  case SpvOpShiftRightLogical: case SpvOpShiftRightArithmetic: case SpvOpShiftLeftLogical: nvsp_tr_shift(s); return;
  case SpvOpVectorTimesScalar: case SpvOpMatrixTimesScalar: case SpvOpVectorTimesMatrix:
  case SpvOpMatrixTimesVector: case SpvOpMatrixTimesMatrix: case SpvOpOuterProduct: case SpvOpDot:
    nvsp_tr_linalg(s);
    return;
  case SpvOpIAddCarry: case SpvOpISubBorrow: case SpvOpUMulExtended: case SpvOpSMulExtended:
    nvsp_tr_extended(s);
    return;
  case SpvOpAny: case SpvOpAll: nvsp_tr_any_all(s); return;
  case SpvOpIsNan: case SpvOpIsInf: case SpvOpIsFinite: case SpvOpIsNormal: case SpvOpSignBitSet:
    nvsp_tr_fp_test(s);
    return;
  case SpvOpLessOrGreater: case SpvOpOrdered: case SpvOpUnordered: case SpvOpLogicalEqual:
  case SpvOpLogicalNotEqual: case SpvOpIEqual: case SpvOpINotEqual: case SpvOpUGreaterThan:
  case SpvOpSGreaterThan: case SpvOpUGreaterThanEqual: case SpvOpSGreaterThanEqual: case SpvOpULessThan:
  case SpvOpSLessThan: case SpvOpULessThanEqual: case SpvOpSLessThanEqual: case SpvOpFOrdEqual:
  case SpvOpFUnordEqual: case SpvOpFOrdNotEqual: case SpvOpFUnordNotEqual: case SpvOpFOrdLessThan:
  case SpvOpFUnordLessThan: case SpvOpFOrdGreaterThan: case SpvOpFUnordGreaterThan:
  case SpvOpFOrdLessThanEqual: case SpvOpFUnordLessThanEqual: case SpvOpFOrdGreaterThanEqual:
  case SpvOpFUnordGreaterThanEqual: case SpvOpPtrEqual: case SpvOpPtrNotEqual:
    nvsp_tr_compare(s);
    return;
  case SpvOpSelect: nvsp_tr_select(s); return;
  case SpvOpBitFieldInsert: case SpvOpBitFieldSExtract: case SpvOpBitFieldUExtract: nvsp_tr_bitfield(s); return;
  case SpvOpBitCount: nvsp_tr_bitcount(s); return;
  case SpvOpControlBarrier: case SpvOpMemoryBarrier: nvsp_tr_barrier(s); return;
  case SpvOpAtomicLoad: case SpvOpAtomicStore: case SpvOpAtomicExchange: case SpvOpAtomicCompareExchange:
  case SpvOpAtomicCompareExchangeWeak: case SpvOpAtomicIIncrement: case SpvOpAtomicIDecrement:
  case SpvOpAtomicIAdd: case SpvOpAtomicISub: case SpvOpAtomicSMin: case SpvOpAtomicUMin: case SpvOpAtomicSMax:
  case SpvOpAtomicUMax: case SpvOpAtomicAnd: case SpvOpAtomicOr: case SpvOpAtomicXor:
  case SpvOpAtomicFlagTestAndSet: case SpvOpAtomicFlagClear: case SpvOpAtomicFAddEXT: case SpvOpAtomicFMinEXT:
  case SpvOpAtomicFMaxEXT:
    nvsp_tr_atomic(s);
    return;
  case SpvOpGroupNonUniformElect: case SpvOpGroupNonUniformAll: case SpvOpGroupNonUniformAny:
  case SpvOpGroupNonUniformAllEqual: case SpvOpGroupNonUniformBroadcast: case SpvOpGroupNonUniformBroadcastFirst:
  case SpvOpGroupNonUniformBallot: case SpvOpGroupNonUniformInverseBallot: case SpvOpGroupNonUniformBallotBitExtract:
  case SpvOpGroupNonUniformBallotBitCount: case SpvOpGroupNonUniformBallotFindLSB:
  case SpvOpGroupNonUniformBallotFindMSB: case SpvOpGroupNonUniformShuffle: case SpvOpGroupNonUniformShuffleXor:
  case SpvOpGroupNonUniformShuffleUp: case SpvOpGroupNonUniformShuffleDown: case SpvOpGroupNonUniformIAdd:
  case SpvOpGroupNonUniformFAdd: case SpvOpGroupNonUniformIMul: case SpvOpGroupNonUniformFMul:
  case SpvOpGroupNonUniformSMin: case SpvOpGroupNonUniformUMin: case SpvOpGroupNonUniformFMin:
  case SpvOpGroupNonUniformSMax: case SpvOpGroupNonUniformUMax: case SpvOpGroupNonUniformFMax:
  case SpvOpGroupNonUniformBitwiseAnd: case SpvOpGroupNonUniformBitwiseOr: case SpvOpGroupNonUniformBitwiseXor:
  case SpvOpGroupNonUniformLogicalAnd: case SpvOpGroupNonUniformLogicalOr: case SpvOpGroupNonUniformLogicalXor:
  case SpvOpGroupNonUniformQuadBroadcast: case SpvOpGroupNonUniformQuadSwap:
  case SpvOpGroupAll: case SpvOpGroupAny: case SpvOpGroupBroadcast: case SpvOpGroupIAdd: case SpvOpGroupFAdd:
  case SpvOpGroupFMin: case SpvOpGroupUMin: case SpvOpGroupSMin: case SpvOpGroupFMax: case SpvOpGroupUMax:
  case SpvOpGroupSMax: case SpvOpSubgroupBallotKHR: case SpvOpSubgroupFirstInvocationKHR: case SpvOpSubgroupAllKHR:
  case SpvOpSubgroupAnyKHR: case SpvOpSubgroupAllEqualKHR: case SpvOpSubgroupReadInvocationKHR:
    nvsp_tr_group(s);
    return;
  case SpvOpPhi: nvsp_tr_phi(s); return;
  case SpvOpBranch:
    nvsp_need(s, 2, 2);
    NVSP_B(nvcg_build_br(s->b, nvsp_label(s, nvsp_w(s, 1))));
    nvsp_end_block(s);
    return;
  case SpvOpBranchConditional: {
    uint32_t ct;
    nvcg_value *c;
    nvsp_need(s, 4, 6);
    if (s->cur_wc == 5) NVSP_ERR("branch weights come in pairs");
    c = nvsp_value(s, nvsp_w(s, 1), 0, &ct);
    if (NVSP_TYPE(ct)->op != SpvOpTypeBool) NVSP_ERR("the condition must be a boolean scalar");
    NVSP_B(nvcg_build_cond_br(s->b, c, nvsp_label(s, nvsp_w(s, 2)), nvsp_label(s, nvsp_w(s, 3))));
    nvsp_end_block(s);
    return;
  }
  case SpvOpSwitch: nvsp_tr_switch(s); nvsp_end_block(s); return;
  case SpvOpReturn:
    nvsp_need(s, 1, 1);
    if (NVSP_TYPE(s->fn->ret)->op != SpvOpTypeVoid) NVSP_ERR("OpReturn in a function that returns a value");
    NVSP_B(nvcg_build_ret(s->b, NULL));
    nvsp_end_block(s);
    return;
  case SpvOpReturnValue: {
    nvcg_value *v;
    nvsp_need(s, 2, 2);
    if (NVSP_TYPE(s->fn->ret)->op == SpvOpTypeVoid || s->in_kernel) NVSP_ERR("OpReturnValue in a function that returns void");
    v = nvsp_value(s, nvsp_w(s, 1), s->fn->ret, NULL);
    NVSP_B(nvcg_build_ret(s->b, v));
    nvsp_end_block(s);
    return;
  }
  case SpvOpUnreachable:
    nvsp_need(s, 1, 1);
    NVSP_B(nvcg_build_unreachable(s->b));
    nvsp_end_block(s);
    return;
  case SpvOpKill: case SpvOpTerminateInvocation:
    nvsp_need(s, 1, 1);
    /* ends the invocation: a return from the kernel itself */
    if (!s->in_kernel) NVSP_UNSUP("terminating the invocation inside a called function is not supported");
    NVSP_B(nvcg_build_ret(s->b, NULL));
    nvsp_end_block(s);
    return;
  case SpvOpAssumeTrueKHR: {
    uint32_t ct;
    nvcg_value *c;
    nvsp_need(s, 2, 2);
    c = nvsp_value(s, nvsp_w(s, 1), 0, &ct);
    if (NVSP_TYPE(ct)->op != SpvOpTypeBool) NVSP_ERR("the condition must be a boolean scalar");
    nvsp_call1(s, "llvm.assume", c);
    return;
  }
  case SpvOpExpectKHR: {
    uint32_t rtid;
    nvsp_need(s, 5, 5);
    rtid = nvsp_w(s, 1);
    nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
    nvsp_set(s, nvsp_w(s, 2), rtid, nvsp_value(s, nvsp_w(s, 3), rtid, NULL));
    return;
  }
  case SpvOpSizeOf: {
    uint32_t rtid, pt;
    nvsp_type *ptt;
    nvsp_need(s, 4, 4);
    rtid = nvsp_w(s, 1);
    (void)nvsp_get(s, nvsp_w(s, 3), &pt);
    ptt = nvsp_ptr_type(s, pt, nvsp_w(s, 3));
    if (NVSP_RTYPE(rtid)->op != SpvOpTypeInt || !NVSP_TYPE(ptt->elem)->sized) NVSP_ERR("OpSizeOf needs a sized pointee and an integer result");
    nvsp_set(s, nvsp_w(s, 2), rtid, nvcg_const_int(NVSP_RTYPE(rtid)->ir, NVSP_TYPE(ptt->elem)->size));
    return;
  }
  case SpvOpImageSampleImplicitLod: case SpvOpImageSampleExplicitLod: case SpvOpImageFetch: case SpvOpImageRead:
  case SpvOpImageWrite: case SpvOpImageQuerySize: case SpvOpImageQuerySizeLod: case SpvOpSampledImage:
  case SpvOpImage: case SpvOpImageGather: case SpvOpImageTexelPointer: case SpvOpImageQueryLevels:
    nvsp_tr_image(s);
    return;
  case SpvOpDPdx: case SpvOpDPdy: case SpvOpFwidth: case SpvOpDPdxFine: case SpvOpDPdyFine: case SpvOpFwidthFine:
  case SpvOpDPdxCoarse: case SpvOpDPdyCoarse: case SpvOpFwidthCoarse: case SpvOpDemoteToHelperInvocation:
    NVSP_UNSUP("fragment-shader instructions do not exist in compute kernels");
  case SpvOpFunction: case SpvOpFunctionParameter: case SpvOpLabel: case SpvOpFunctionEnd:
    NVSP_ERR("misplaced instruction");
  default:
    NVSP_UNSUP("this instruction is not supported");
  }
}

/* Sets up the environment (buffers, push constants, privates) at a kernel's entry. */
static void nvsp_kernel_env(nvsp_state *s, nvcg_value *k) {
  uint32_t i, j, pi = 0, ti = 0;
  nvcg_value *table = NULL;
  if (!s->nslots) return;
  if (s->opt.buffers == NVCG_SPIRV_BUFFERS_TABLE) {
    for (i = 0; i < s->nenv; i++)
      if (s->env[i].kind == NVSP_ENV_BUFFER) {
        table = nvcg_function_param(k, pi++);
        break;
      }
  }
  /* the parameters come in the order nvsp_make_kernel declares them: buffers and push
   * constants, then buffer sizes; Private variables are allocas */
  for (i = 0; i < s->nenv; i++) {
    nvsp_env *en = &s->env[i];
    if (en->kind == NVSP_ENV_PRIVATE) continue;
    for (j = 0; j < en->count; j++) {
      uint32_t slot = en->slot + j;
      if (en->kind == NVSP_ENV_BUFFER && table) {
        nvcg_value *idx = nvsp_c64(s, ti++); /* the table holds the buffers alone */
        nvcg_value *p = NVSP_B(nvcg_build_gep(s->b, nvsp_i64(s), table, &idx, 1, 1, NULL));
        s->envv[slot] = NVSP_B(nvcg_build_load(s->b, nvcg_type_ptr(s->ctx, NVCG_AS_GLOBAL), p, 8, NVCG_FLAG_INVARIANT_LOAD, NULL));
      } else {
        s->envv[slot] = nvcg_function_param(k, pi++);
      }
    }
  }
  for (i = 0; i < s->nenv; i++) {
    nvsp_env *en = &s->env[i];
    if (!en->size_slot) continue;
    for (j = 0; j < en->count; j++) s->envv[en->size_slot - 1 + j] = nvcg_function_param(k, pi++);
  }
  for (i = 0; i < s->nenv; i++) {
    nvsp_env *en = &s->env[i];
    if (en->kind != NVSP_ENV_PRIVATE) continue;
    for (j = 0; j < en->count; j++) {
      uint32_t slot = en->slot + j;
      {
        nvsp_gvar *gv = nvsp_id_find(s, en->var)->gv;
        nvsp_type *t = NVSP_TYPE(gv->pointee);
        uint32_t align = t->align > nvcg_type_align(t->irmem) ? t->align : nvcg_type_align(t->irmem);
        nvcg_value *a;
        const char *nm = nvsp_id_find(s, en->var)->name;
        if (!t->sized || !t->irmem) NVSP_ERR("Private variable %%%u has no size", en->var);
        a = NVSP_B(nvcg_build_alloca(s->b, t->irmem, NULL, align, nm));
        s->envv[slot] = a;
        {
          /* the initializer, if any, is the OpVariable's fourth operand */
          nvsp_id *ve = nvsp_id_find(s, en->var);
          size_t save = s->cur;
          uint32_t init = 0;
          nvsp_at(s, ve->word);
          if (s->cur_wc == 5) init = nvsp_w(s, 4);
          if (init) nvsp_store_id(s, t, a, init, t->explicit_layout ? align : 0, 0, 0, 0, 0);
          nvsp_at(s, save);
        }
      }
    }
  }
  (void)pi;
}

static void nvsp_translate_function(nvsp_state *s, nvsp_func *f, nvcg_value *irfn, const nvsp_entry *en) {
  size_t off = f->begin;
  uint32_t np = 0, i, first_label = 1;
  nvsp_type *fty;
  s->stamp++;
  s->fn = f;
  s->irfn = irfn;
  s->cur_entry = en;
  s->in_kernel = en != NULL;
  s->fmf_default = s->opt.fp_contract && !f->contract_off ? NVCG_FMF_CONTRACT : 0;
  s->nphis = 0;
  s->cur_bb = NULL;
  s->envv = (nvcg_value **)nvsp_alloc(s, sizeof(nvcg_value *) * (s->nslots + 1));
  nvsp_at(s, off);
  fty = NVSP_TYPE(f->fty);
  if (fty->op != SpvOpTypeFunction) NVSP_ERR("function type %%%u is not an OpTypeFunction", f->fty);
  if (fty->elem != f->ret && NVSP_TYPE(fty->elem)->ir != NVSP_TYPE(f->ret)->ir) NVSP_ERR("the result type differs from the function type's");
  /* device functions take the environment after their own parameters */
  if (!en)
    for (i = 0; i < s->nslots; i++) s->envv[i] = nvcg_function_param(irfn, fty->count + i);
  off += s->cur_wc;
  /* parameters */
  while (off < f->end) {
    nvsp_at(s, off);
    if (s->cur_op != SpvOpFunctionParameter) break;
    nvsp_need(s, 3, 3);
    if (np >= fty->count) NVSP_ERR("more parameters than the function type has");
    if (nvsp_w(s, 1) != fty->mem[np] && NVSP_TYPE(nvsp_w(s, 1))->ir != NVSP_TYPE(fty->mem[np])->ir)
      NVSP_ERR("parameter %u has another type than the function type says", np);
    {
      nvsp_val v;
      int in_kernel_shader = en && en->model == SpvExecutionModelGLCompute;
      if (in_kernel_shader) NVSP_ERR("a GLCompute entry point takes no parameters");
      memset(&v, 0, sizeof v);
      v.comp = -1;
      v.ir = nvcg_function_param(irfn, np);
      v.align = nvsp_deco_arg(s, nvsp_w(s, 2), -1, SpvDecorationAlignment, 0, NULL);
      if (v.align & (v.align - 1)) NVSP_ERR("Alignment %u is not a power of two", v.align);
      nvsp_set_val(s, nvsp_w(s, 2), nvsp_w(s, 1), v);
      if (nvsp_id_find(s, nvsp_w(s, 2))->name && *nvsp_id_find(s, nvsp_w(s, 2))->name && !*nvcg_value_name(v.ir))
        nvcg_value_set_name(v.ir, nvsp_id_find(s, nvsp_w(s, 2))->name);
    }
    np++;
    off += s->cur_wc;
  }
  if (np != fty->count) NVSP_ERR("%u parameters for a function type of %u", np, fty->count);
  /* blocks first, so that branches may go forward */
  {
    size_t o;
    for (o = off; o < f->end; o += s->w[o] >> 16) {
      nvsp_at(s, o);
      if (s->cur_op == SpvOpLabel) {
        nvsp_id *e;
        nvsp_need(s, 2, 2);
        e = nvsp_def(s, nvsp_w(s, 1), NVSP_K_LABEL);
        e->stamp = s->stamp;
        e->bb = nvcg_block_append(irfn, e->name && *e->name ? e->name : (first_label ? "entry" : NULL));
        if (!e->bb) NVSP_ERR("cannot create a block (see above)");
        e->exit_bb = NULL;
        first_label = 0;
      }
    }
  }
  first_label = 1;
  while (off < f->end) {
    nvsp_at(s, off);
    if (s->cur_op == SpvOpFunctionEnd) break;
    if (s->cur_op == SpvOpLabel) {
      nvsp_id *e = nvsp_id_find(s, nvsp_w(s, 1));
      if (s->cur_bb) NVSP_ERR("the block before %%%u has no terminator", nvsp_w(s, 1));
      nvcg_builder_position_at_end(s->b, e->bb);
      s->cur_bb = e->bb;
      s->cur_label = nvsp_w(s, 1);
      s->phis_done = 0;
      if (first_label && en) nvsp_kernel_env(s, irfn);
      first_label = 0;
    } else {
      if (!s->cur_bb) NVSP_ERR("instruction outside a block");
      if (s->cur_op != SpvOpPhi && s->cur_op != SpvOpLine && s->cur_op != SpvOpNoLine) s->phis_done = 1;
      nvsp_tr_inst(s);
    }
    off += s->cur_wc;
  }
  if (first_label) NVSP_ERR("function %%%u has no blocks", f->id);
  if (s->cur_bb) NVSP_ERR("the last block has no terminator");
  nvsp_patch_phis(s);
  nvsp_noinst(s);
  if (nvcg_module_error_count(s->m)) NVSP_ERR("the IR builder rejected part of function %%%u (see above)", f->id);
}

/* ------------------------------------------------------------------------------------
 * Entry points, the environment, and the IR functions.
 * ---------------------------------------------------------------------------------- */

static int nvsp_env_cmp(const nvsp_env *a, const nvsp_env *b) {
  /* images take their place among the buffers, by (set, binding) */
  uint32_t ka = a->kind == NVSP_ENV_IMAGE ? (uint32_t)NVSP_ENV_BUFFER : a->kind;
  uint32_t kb = b->kind == NVSP_ENV_IMAGE ? (uint32_t)NVSP_ENV_BUFFER : b->kind;
  if (ka != kb) return ka < kb ? -1 : 1;
  if (ka == NVSP_ENV_BUFFER) {
    if (a->set != b->set) return a->set < b->set ? -1 : 1;
    if (a->binding != b->binding) return a->binding < b->binding ? -1 : 1;
  }
  if (a->var != b->var) return a->var < b->var ? -1 : 1;
  return a->var2 < b->var2 ? -1 : a->var2 > b->var2;
}

static void nvsp_build_env(nvsp_state *s) {
  uint32_t i, j, cap = 0, slot = 0;
  for (i = 0; i < s->ngvars; i++) {
    nvsp_gvar *gv = s->gvars[i];
    nvsp_env en;
    nvsp_type *t;
    if (gv->kind != NVSP_GV_ENV) continue;
    memset(&en, 0, sizeof en);
    en.var = gv->id;
    en.storage = gv->storage;
    en.count = 1;
    t = NVSP_TYPE(gv->pointee);
    nvsp_noinst(s);
    if (gv->storage == SpvStorageClassPrivate) {
      en.kind = NVSP_ENV_PRIVATE;
    } else if (gv->storage == SpvStorageClassUniformConstant) {
      en.kind = NVSP_ENV_IMAGE;
      if (t->op == SpvOpTypeArray) {
        if (t->count > 64) NVSP_UNSUP("an array of %u image descriptors is too large", t->count);
        en.count = t->count;
      }
      en.set = nvsp_deco_arg(s, gv->id, -1, SpvDecorationDescriptorSet, 0, NULL);
      en.binding = nvsp_deco_arg(s, gv->id, -1, SpvDecorationBinding, 0, NULL);
    } else {
      nvsp_type *bt = t;
      en.kind = gv->storage == SpvStorageClassPushConstant ? NVSP_ENV_PUSH : NVSP_ENV_BUFFER;
      if (bt->op == SpvOpTypeArray && en.kind == NVSP_ENV_BUFFER) {
        if (bt->count > 64) NVSP_UNSUP("an array of %u buffer descriptors is too large", bt->count);
        en.count = bt->count;
        bt = NVSP_TYPE(bt->elem);
      } else if (bt->op == SpvOpTypeRuntimeArray) {
        NVSP_UNSUP("runtime-sized arrays of buffer descriptors are not supported (variable %s)", nvsp_vname(s, gv->id));
      }
      if (bt->op != SpvOpTypeStruct)
        NVSP_UNSUP("%s variable %s does not hold a block; only buffers are supported",
                   NVSP_NAME(nvsp_sc_names, "storage class", gv->storage), nvsp_vname(s, gv->id));
      en.set = nvsp_deco_arg(s, gv->id, -1, SpvDecorationDescriptorSet, 0, NULL);
      en.binding = nvsp_deco_arg(s, gv->id, -1, SpvDecorationBinding, 0, NULL);
      en.is_uniform = gv->storage == SpvStorageClassUniform && !bt->buffer_block;
      /* a push-constant block aliases nothing */
      en.restrict_ = en.kind == NVSP_ENV_PUSH || nvsp_has_deco(s, gv->id, SpvDecorationRestrict);
      en.readonly = en.is_uniform || en.kind == NVSP_ENV_PUSH || nvsp_has_deco(s, gv->id, SpvDecorationNonWritable);
      en.writeonly = nvsp_has_deco(s, gv->id, SpvDecorationNonReadable);
      if (bt->count) {
        uint32_t k, ro = 1, wo = 1;
        for (k = 0; k < bt->count; k++) {
          ro = ro && nvsp_find_deco(s, bt->id, (int32_t)k, SpvDecorationNonWritable) != NULL;
          wo = wo && nvsp_find_deco(s, bt->id, (int32_t)k, SpvDecorationNonReadable) != NULL;
        }
        if (ro) en.readonly = 1;
        if (wo) en.writeonly = 1;
      }
      if (en.readonly) en.writeonly = 0;
    }
    s->env = (nvsp_env *)nvsp_grow(s, s->env, &cap, s->nenv + 1, sizeof(nvsp_env));
    s->env[s->nenv++] = en;
  }
  nvsp_img_pair_envs(s, &cap);
  /* insertion sort: buffers by (set, binding), then push constants, then privates */
  for (i = 1; i < s->nenv; i++) {
    nvsp_env x = s->env[i];
    j = i;
    while (j > 0 && nvsp_env_cmp(&s->env[j - 1], &x) > 0) {
      s->env[j] = s->env[j - 1];
      j--;
    }
    s->env[j] = x;
  }
  for (i = 0; i < s->nenv; i++)
    if (s->env[i].kind == NVSP_ENV_BUFFER || s->env[i].kind == NVSP_ENV_PUSH || s->env[i].kind == NVSP_ENV_IMAGE) {
      s->env[i].slot = slot;
      slot += s->env[i].count;
    }
  if (s->uses_array_length)
    for (i = 0; i < s->nenv; i++)
      if (s->env[i].kind == NVSP_ENV_BUFFER && !s->env[i].is_uniform) {
        s->env[i].size_slot = slot + 1;
        slot += s->env[i].count;
      }
  for (i = 0; i < s->nenv; i++)
    if (s->env[i].kind == NVSP_ENV_PRIVATE) {
      s->env[i].slot = slot;
      slot += s->env[i].count;
    }
  s->nslots = slot;
  if (slot > NVSP_MAX_PARAMS) NVSP_UNSUP("%u resources are too many", slot);
}

/* The IR type of an environment slot. */
static nvcg_type *nvsp_slot_type(nvsp_state *s, uint32_t slot) {
  uint32_t i;
  for (i = 0; i < s->nenv; i++) {
    nvsp_env *en = &s->env[i];
    if (en->size_slot && slot >= en->size_slot - 1 && slot < en->size_slot - 1 + en->count) return nvsp_i64(s);
    if (slot >= en->slot && slot < en->slot + en->count) {
      if (en->kind == NVSP_ENV_PRIVATE) return nvcg_type_ptr(s->ctx, NVCG_AS_GENERIC);
      if (en->kind == NVSP_ENV_IMAGE) return nvsp_i64(s);
      return nvcg_type_ptr(s->ctx, nvsp_addrspace(s, en->storage));
    }
  }
  return nvsp_i64(s);
}

static uint32_t nvsp_fparam_attrs(nvsp_state *s, uint32_t pid) {
  nvsp_id *e = nvsp_id_find(s, pid);
  uint32_t i = e ? e->deco : 0, a = 0;
  while (i) {
    const nvsp_deco *d = &s->decos[i - 1];
    if (d->deco == SpvDecorationFuncParamAttr && d->member == -1 && d->nargs >= 1) {
      switch (d->args[0]) {
      case SpvFunctionParameterAttributeZext: a |= NVCG_PARAM_ZEROEXT; break;
      case SpvFunctionParameterAttributeSext: a |= NVCG_PARAM_SIGNEXT; break;
      case SpvFunctionParameterAttributeNoAlias: a |= NVCG_PARAM_NOALIAS; break;
      case SpvFunctionParameterAttributeNoCapture: a |= NVCG_PARAM_NOCAPTURE; break;
      case SpvFunctionParameterAttributeNoWrite: a |= NVCG_PARAM_READONLY; break;
      case SpvFunctionParameterAttributeNoReadWrite: a |= NVCG_PARAM_READNONE; break;
      case SpvFunctionParameterAttributeByVal: a |= NVCG_PARAM_BYVAL; break;
      case SpvFunctionParameterAttributeSret: a |= NVCG_PARAM_SRET; break;
      default: break;
      }
    }
    i = d->next;
  }
  return a;
}

/* reqntid of a GLCompute entry point: the WorkgroupSize built-in wins over LocalSizeId
 * over LocalSize. */
static void nvsp_local_size(nvsp_state *s, const nvsp_entry *en, uint32_t out[3]) {
  uint32_t i, k;
  out[0] = out[1] = out[2] = 0;
  if (en->has_local)
    for (k = 0; k < 3; k++) out[k] = en->local[k];
  if (en->has_local_id)
    for (k = 0; k < 3; k++) {
      uint64_t v = nvsp_const_uint(s, en->local_id[k], "LocalSizeId operand");
      out[k] = v > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)v;
    }
  for (i = 0; i < s->ndecos; i++) {
    const nvsp_deco *d = &s->decos[i];
    nvsp_id *e;
    if (d->deco != SpvDecorationBuiltIn || d->member != -1 || d->nargs < 1 || d->args[0] != SpvBuiltInWorkgroupSize) continue;
    e = nvsp_id_find(s, d->target);
    if (!e || e->kind != NVSP_K_CONST) continue;
    if (NVSP_TYPE(e->cv->type)->op != SpvOpTypeVector || NVSP_TYPE(e->cv->type)->count != 3)
      NVSP_ERR("the WorkgroupSize built-in must be a 3-component vector");
    for (k = 0; k < 3; k++) {
      nvsp_cval *c = nvsp_ccomp(s, e->cv, k);
      out[k] = c->kind == NVSP_C_SCALAR ? (uint32_t)c->bits : 0;
    }
  }
  if (out[0] == 0 && out[1] == 0 && out[2] == 0) return;
  if (out[0] == 0 || out[1] == 0 || out[2] == 0 || (uint64_t)out[0] * out[1] * out[2] > 1024)
    NVSP_ERR("workgroup size %ux%ux%u is not possible (1 to 1024 invocations)", out[0], out[1], out[2]);
}

static const char *nvsp_param_name(nvsp_state *s, const nvsp_env *en, uint32_t j, int size) {
  char buf[96];
  const char *vn = nvsp_vname(s, en->var);
  if (!*vn) {
    nvsp_type *t = NVSP_TYPE(nvsp_id_find(s, en->var)->gv->pointee);
    if (t->op == SpvOpTypeArray) t = NVSP_TYPE(t->elem);
    vn = nvsp_vname(s, t->id);
  }
  if (en->kind == NVSP_ENV_PUSH && !*vn) vn = "push_constants";
  if (en->var2 && *vn && *nvsp_vname(s, en->var2)) {
    snprintf(buf, sizeof buf, "%s_%s", vn, nvsp_vname(s, en->var2));
    return nvsp_strdup(s, buf);
  }
  if (*vn && en->count == 1) snprintf(buf, sizeof buf, "%s%s", vn, size ? "_size" : "");
  else if (*vn) snprintf(buf, sizeof buf, "%s_%u%s", vn, j, size ? "_size" : "");
  else if (en->kind == NVSP_ENV_IMAGE && en->var2) snprintf(buf, sizeof buf, "image_s%u_b%u_sampler_%u", en->set, en->binding, en->var2);
  else if (en->kind == NVSP_ENV_IMAGE) snprintf(buf, sizeof buf, "image_s%u_b%u", en->set, en->binding);
  else if (en->count == 1) snprintf(buf, sizeof buf, "buffer_s%u_b%u%s", en->set, en->binding, size ? "_size" : "");
  else snprintf(buf, sizeof buf, "buffer_s%u_b%u_%u%s", en->set, en->binding, j, size ? "_size" : "");
  return nvsp_strdup(s, buf);
}

/* FuncParamAttr and Alignment of a SPIR-V parameter `pid` (type `ptid`) on parameter i
 * of an IR function. ByVal and Sret point to the aggregate they copy. */
static void nvsp_param_attrs(nvsp_state *s, nvcg_value *fn, uint32_t i, uint32_t pid, uint32_t ptid) {
  uint32_t a = nvsp_fparam_attrs(s, pid);
  uint32_t al = nvsp_deco_arg(s, pid, -1, SpvDecorationAlignment, 0, NULL);
  nvsp_type *ptt = NVSP_TYPE(ptid);
  if (ptt->op == SpvOpTypePointer && al && !(al & (al - 1))) nvcg_param_set_align(fn, i, al);
  if (ptt->op != SpvOpTypePointer) a &= ~(uint32_t)(NVCG_PARAM_NOALIAS | NVCG_PARAM_NOCAPTURE | NVCG_PARAM_READONLY |
                                                     NVCG_PARAM_WRITEONLY | NVCG_PARAM_READNONE | NVCG_PARAM_BYVAL | NVCG_PARAM_SRET);
  else a &= ~(uint32_t)(NVCG_PARAM_ZEROEXT | NVCG_PARAM_SIGNEXT);
  if (a & (NVCG_PARAM_BYVAL | NVCG_PARAM_SRET)) {
    nvsp_type *et = ptt->elem ? NVSP_TYPE(ptt->elem) : NULL;
    if (!et || !et->irmem || !et->sized) NVSP_ERR("ByVal/Sret parameter %u must point to a sized type", i);
    if (a & NVCG_PARAM_BYVAL) nvcg_param_set_byval(fn, i, et->irmem);
    else nvcg_param_set_sret(fn, i, et->irmem);
    a &= ~(uint32_t)(NVCG_PARAM_BYVAL | NVCG_PARAM_SRET);
  }
  if (a) nvcg_param_add_attrs(fn, i, a);
}

/* Applies nvsp_param_attrs to every parameter of a translated SPIR-V function. */
static void nvsp_function_param_attrs(nvsp_state *s, nvsp_func *f, nvcg_value *fn) {
  size_t off = f->begin;
  uint32_t i = 0;
  nvsp_type *fty = NVSP_TYPE(f->fty);
  nvsp_at(s, off);
  off += s->cur_wc;
  while (off < f->end && i < fty->count) {
    nvsp_at(s, off);
    if (s->cur_op != SpvOpFunctionParameter || s->cur_wc != 3) break;
    nvsp_id_get(s, nvsp_w(s, 2));
    nvsp_param_attrs(s, fn, i, nvsp_w(s, 2), fty->mem[i]);
    i++;
    off += s->cur_wc;
  }
  nvsp_noinst(s);
}

/* Parameter kinds of a shader kernel, for the attributes set after creation. */
enum { NVSP_P_OTHER = 0, NVSP_P_BUFFER, NVSP_P_PUSH, NVSP_P_TABLE };

static void nvsp_make_kernel(nvsp_state *s, nvsp_entry *en) {
  nvsp_func *f = nvsp_id_find(s, en->fn)->fn;
  nvsp_type *fty = NVSP_TYPE(f->fty);
  nvcg_type **pt;
  const char **pn;
  uint32_t *pa, *pk, *pv, np = 0, i, j, cap;
  nvcg_value *k;
  int shader = en->model == SpvExecutionModelGLCompute;
  if (fty->op != SpvOpTypeFunction || NVSP_TYPE(fty->elem)->op != SpvOpTypeVoid)
    NVSP_ERR("entry point %s must return void", en->name);
  cap = (shader ? s->nslots : fty->count) + 2;
  pt = (nvcg_type **)nvsp_alloc(s, sizeof(nvcg_type *) * cap);
  pn = (const char **)nvsp_alloc(s, sizeof(char *) * cap);
  pa = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * cap);
  pk = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * cap);
  pv = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * cap);
  if (shader) {
    if (fty->count) NVSP_ERR("a GLCompute entry point takes no parameters");
    if (s->opt.buffers == NVCG_SPIRV_BUFFERS_TABLE) {
      for (i = 0; i < s->nenv; i++)
        if (s->env[i].kind == NVSP_ENV_BUFFER) {
          pt[np] = nvcg_type_ptr(s->ctx, NVCG_AS_GLOBAL);
          pn[np] = "buffers";
          pk[np] = NVSP_P_TABLE;
          pa[np++] = NVCG_PARAM_READONLY | NVCG_PARAM_NOALIAS;
          break;
        }
    }
    for (i = 0; i < s->nenv; i++) {
      nvsp_env *e = &s->env[i];
      if (e->kind == NVSP_ENV_PRIVATE) continue;
      if (e->kind == NVSP_ENV_BUFFER && s->opt.buffers == NVCG_SPIRV_BUFFERS_TABLE) continue;
      for (j = 0; j < e->count; j++) {
        pt[np] = nvsp_slot_type(s, e->slot + j);
        pn[np] = nvsp_param_name(s, e, j, 0);
        pk[np] = e->kind == NVSP_ENV_PUSH ? NVSP_P_PUSH : e->kind == NVSP_ENV_IMAGE ? NVSP_P_OTHER : NVSP_P_BUFFER;
        pv[np] = e->var;
        pa[np++] = (e->readonly ? NVCG_PARAM_READONLY : 0) | (e->writeonly ? NVCG_PARAM_WRITEONLY : 0) |
                   (e->restrict_ || e->is_uniform ? NVCG_PARAM_NOALIAS : 0);
      }
    }
    for (i = 0; i < s->nenv; i++) {
      nvsp_env *e = &s->env[i];
      if (!e->size_slot) continue;
      for (j = 0; j < e->count; j++) {
        pt[np] = nvsp_i64(s);
        pn[np] = nvsp_param_name(s, e, j, 1);
        pa[np++] = 0;
      }
    }
  } else {
    size_t off = f->begin;
    nvsp_at(s, off);
    off += s->cur_wc;
    for (i = 0; i < fty->count; i++) {
      nvsp_type *t = NVSP_TYPE(fty->mem[i]);
      if (!t->ir) nvsp_ir_type(s, t->id);
      pt[np] = t->ir;
      pn[np] = NULL;
      pa[np] = 0;
      if (off < f->end) {
        nvsp_at(s, off);
        if (s->cur_op == SpvOpFunctionParameter && s->cur_wc == 3) {
          pn[np] = nvsp_id_get(s, nvsp_w(s, 2))->name;
          pv[np] = nvsp_w(s, 2);
          off += s->cur_wc;
        }
      }
      np++;
    }
    nvsp_noinst(s);
  }
  if (nvcg_module_get_function(s->m, en->name)) NVSP_ERR("two entry points are named %s", en->name);
  k = nvsp_chk(s, nvcg_function_add(s->m, en->name, nvcg_type_function(nvcg_type_void(s->ctx), pt, np, 0)));
  nvcg_function_set_kernel(k, 1);
  nvcg_function_set_linkage(k, NVCG_LINKAGE_EXTERNAL);
  for (i = 0; i < np; i++) {
    nvcg_value *p = nvcg_function_param(k, i);
    uint32_t a = pa[i];
    if (pn[i] && *pn[i]) nvcg_value_set_name(p, pn[i]);
    if (pk[i] == NVSP_P_TABLE) nvcg_param_set_align(k, i, 8);
    if (pk[i] == NVSP_P_BUFFER) nvcg_param_set_align(k, i, s->opt.buffer_align);
    if (pk[i] == NVSP_P_PUSH) {
      nvsp_type *bt = NVSP_TYPE(nvsp_id_find(s, pv[i])->gv->pointee);
      uint32_t al = bt->align < 4 ? 4 : bt->align;
      uint64_t bytes = bt->extent ? bt->extent : bt->size;
      if (!bt->sized || bytes == 0) NVSP_ERR("the push-constant block has no size");
      if (s->opt.push_constants == NVCG_SPIRV_PUSH_BYVAL) nvcg_param_set_byval(k, i, nvsp_bytes_type(s, bytes));
      nvcg_param_set_align(k, i, al);
    }
    if (!shader && pv[i]) nvsp_param_attrs(s, k, i, pv[i], fty->mem[i]);
    else if (a) nvcg_param_add_attrs(k, i, a);
  }
  if (shader) {
    uint32_t ls[3];
    nvsp_local_size(s, en, ls);
    if (ls[0]) nvcg_function_set_reqntid(k, ls[0], ls[1], ls[2]);
  } else if (en->has_local && en->local[0] && en->local[1] && en->local[2]) {
    nvcg_function_set_reqntid(k, en->local[0], en->local[1], en->local[2]);
  }
  if (en->subgroup_size && en->subgroup_size != 32) NVSP_UNSUP("subgroup size %u is not supported (warps are 32 wide)", en->subgroup_size);
  f->is_entry = 1;
  s->kernels = (nvcg_value **)nvsp_grow(s, s->kernels, &s->capkernels, s->nkernels + 1, sizeof(nvcg_value *));
  s->kernels[s->nkernels++] = k;
}

static void nvsp_setup_and_translate(nvsp_state *s) {
  uint32_t i, j, nsel = 0, nwork = 0, capwork = 0;
  nvsp_entry **sel;
  nvsp_func **work = NULL;
  nvsp_noinst(s);
  sel = (nvsp_entry **)nvsp_alloc(s, sizeof(nvsp_entry *) * (s->nentries + 1));
  for (i = 0; i < s->nentries; i++) {
    nvsp_entry *en = &s->entries[i];
    int ok = en->model == SpvExecutionModelGLCompute || en->model == SpvExecutionModelKernel;
    if (s->opt.entry_point && strcmp(s->opt.entry_point, en->name)) continue;
    if (!ok) {
      if (s->opt.entry_point)
        NVSP_UNSUP("entry point %s has execution model %s; only GLCompute and Kernel are supported", en->name,
                   NVSP_NAME(nvsp_model_names, "execution model", en->model));
      continue;
    }
    if (nvsp_id_find(s, en->fn) == NULL || nvsp_id_find(s, en->fn)->kind != NVSP_K_FUNC) NVSP_ERR("entry point %s names %%%u, which is not a function", en->name, en->fn);
    sel[nsel++] = en;
  }
  /* exported functions are roots too: a library module may have no entry point */
  for (i = 0; i < s->nfuncs && !s->opt.entry_point; i++)
    if (!s->funcs[i]->is_decl && nvsp_linkage(s, s->funcs[i]->id, NULL) == SpvLinkageTypeExport) {
      nvsp_func *f = s->funcs[i];
      for (j = 0; j < s->nentries && s->entries[j].fn != f->id; j++) {}
      if (j < s->nentries) continue; /* a kernel: exported as such */
      f->called = 1;
      f->reachable = 1;
      work = (nvsp_func **)nvsp_grow(s, work, &capwork, nwork + 1, sizeof(nvsp_func *));
      work[nwork++] = f;
    }
  if (!nsel && !nwork) {
    if (s->opt.entry_point) NVSP_ERR("the module has no entry point named %s", s->opt.entry_point);
    if (s->nentries) NVSP_UNSUP("the module has no GLCompute or Kernel entry point (the first is %s)",
                                NVSP_NAME(nvsp_model_names, "execution model", s->entries[0].model));
    NVSP_ERR("the module has no entry points");
  }
  nvsp_build_env(s);
  /* reachability and ContractionOff */
  for (i = 0; i < nsel; i++) {
    nvsp_func *f = nvsp_id_find(s, sel[i]->fn)->fn;
    if (sel[i]->contraction_off) f->contract_off = 1;
    if (!f->reachable) {
      f->reachable = 1;
      work = (nvsp_func **)nvsp_grow(s, work, &capwork, nwork + 1, sizeof(nvsp_func *));
      work[nwork++] = f;
    }
  }
  for (i = 0; i < nwork; i++) {
    nvsp_func *f = work[i];
    for (j = 0; j < f->ncallees; j++) {
      nvsp_id *ce = nvsp_id_find(s, f->callees[j]);
      nvsp_func *g;
      if (!ce || ce->kind != NVSP_K_FUNC) continue; /* reported when the call is translated */
      g = ce->fn;
      g->called = 1;
      if (f->contract_off) g->contract_off = 1;
      if (!g->reachable) {
        g->reachable = 1;
        work = (nvsp_func **)nvsp_grow(s, work, &capwork, nwork + 1, sizeof(nvsp_func *));
        work[nwork++] = g;
      }
    }
  }
  /* ContractionOff reaches callees of callees */
  for (i = 0; i < nwork; i++)
    for (j = 0; j < work[i]->ncallees; j++) {
      nvsp_id *ce = nvsp_id_find(s, work[i]->callees[j]);
      if (ce && ce->kind == NVSP_K_FUNC && work[i]->contract_off) ce->fn->contract_off = 1;
    }
  /* kernels first: they keep the entry points' names */
  for (i = 0; i < nsel; i++) nvsp_make_kernel(s, sel[i]);
  for (i = 0; i < nwork; i++) {
    nvsp_func *f = work[i];
    nvsp_type *fty;
    nvcg_type **pt;
    uint32_t k;
    const char *nm, *lname = NULL;
    char buf[32];
    int link = nvsp_linkage(s, f->id, &lname);
    if (!f->called) continue;
    if (link >= 0 && s->nslots)
      NVSP_UNSUP("function %%%u has LinkageAttributes, but the module uses shader resources; only modules "
                 "without them link", f->id);
    if (f->is_decl) {
      /* imported: a declaration under its linkage name, for nvcg_module_link to resolve */
      nvsp_type *dt = NVSP_TYPE(f->fty);
      if (link != SpvLinkageTypeImport) continue; /* reported at the call */
      if (dt->op != SpvOpTypeFunction) NVSP_ERR("function type %%%u is not an OpTypeFunction", f->fty);
      if (!dt->ir) nvsp_ir_type(s, f->fty);
      f->dev = nvcg_module_get_function(s->m, lname);
      if (!f->dev) f->dev = nvsp_chk(s, nvcg_function_add(s->m, lname, dt->ir));
      continue;
    }
    nvsp_at(s, f->begin);
    fty = NVSP_TYPE(f->fty);
    if (fty->op != SpvOpTypeFunction) NVSP_ERR("function type %%%u is not an OpTypeFunction", f->fty);
    if (!fty->ir) nvsp_ir_type(s, f->fty);
    pt = (nvcg_type **)nvsp_alloc(s, sizeof(nvcg_type *) * (fty->count + s->nslots + 1));
    for (k = 0; k < fty->count; k++) pt[k] = nvcg_type_field(fty->ir, k);
    for (k = 0; k < s->nslots; k++) pt[fty->count + k] = nvsp_slot_type(s, k);
    nm = link == SpvLinkageTypeExport ? lname : nvsp_id_find(s, f->id)->name;
    if (!nm || !*nm) {
      snprintf(buf, sizeof buf, "spv_fn_%u", f->id);
      nm = buf;
    }
    if (nvcg_module_get_function(s->m, nm) || nvcg_module_get_global(s->m, nm)) {
      /* an exported name that a kernel has taken (llvm-spirv exports a kernel's body
       * under the kernel's name and enters it through a wrapper): the kernel exports it */
      link = -1;
      /* names are not unique in SPIR-V (and a kernel may have its entry point's name) */
      char *u = (char *)nvsp_alloc(s, strlen(nm) + 16);
      uint32_t q = 1;
      do snprintf(u, strlen(nm) + 16, "%s.%u", nm, q++);
      while (nvcg_module_get_function(s->m, u) || nvcg_module_get_global(s->m, u));
      nm = u;
    }
    f->dev = nvsp_chk(s, nvcg_function_add(s->m, nm, nvcg_type_function(nvcg_type_element(fty->ir), pt, fty->count + s->nslots, 0)));
    nvcg_function_set_linkage(f->dev, link == SpvLinkageTypeExport ? NVCG_LINKAGE_EXTERNAL : NVCG_LINKAGE_INTERNAL);
    nvsp_function_param_attrs(s, f, f->dev);
    for (k = 0; k < s->nslots; k++) {
      char pb[32];
      snprintf(pb, sizeof pb, "env%u", k);
      nvcg_value_set_name(nvcg_function_param(f->dev, fty->count + k), pb);
    }
    nvsp_noinst(s);
  }
  for (i = 0; i < nsel; i++) nvsp_translate_function(s, nvsp_id_find(s, sel[i]->fn)->fn, s->kernels[i], sel[i]);
  for (i = 0; i < nwork; i++)
    if (work[i]->dev && !work[i]->is_decl) nvsp_translate_function(s, work[i], work[i]->dev, NULL);
}

/* ------------------------------------------------------------------------------------
 * Public entry points.
 * ---------------------------------------------------------------------------------- */

void nvcg_spirv_options_init(nvcg_spirv_options *o) {
  if (!o) return;
  memset(o, 0, sizeof *o);
  o->source_name = "<spir-v>";
  o->buffers = NVCG_SPIRV_BUFFERS_PARAMS;
  o->push_constants = NVCG_SPIRV_PUSH_BYVAL;
  o->buffer_align = 16;
  o->uniform_constant_addrspace = NVCG_AS_CONST;
  o->fp_contract = 1;
}

nvcg_status nvcg_spirv_parse_spec(const char *arg, nvcg_spirv_spec *out) {
  const char *eq;
  char *end = NULL;
  unsigned long id;
  if (!arg || !out) return NVCG_ERROR;
  eq = strchr(arg, '=');
  if (!eq || eq == arg) return NVCG_ERROR;
  id = strtoul(arg, &end, 0);
  if (end != eq || id > 0xFFFFFFFFul) return NVCG_ERROR;
  out->id = (uint32_t)id;
  out->value = eq + 1;
  return NVCG_OK;
}

static uint32_t nvsp_bswap(uint32_t x) {
  return (x >> 24) | ((x >> 8) & 0xFF00u) | ((x << 8) & 0xFF0000u) | (x << 24);
}

static nvcg_status nvsp_translate(nvsp_state *s, const uint32_t *words, size_t n) {
  uint32_t major, minor, i;
  nvsp_noinst(s);
  if (!words && n) NVSP_ERR("NULL input");
  if (n < 5) NVSP_ERR("truncated module: %zu words, the header alone has 5", n);
  if (words[0] != SpvMagicNumber) {
    if (nvsp_bswap(words[0]) == SpvMagicNumber) {
      uint32_t *sw;
      size_t k;
      if (n > ((size_t)1 << 32)) NVSP_ERR("module too large");
      sw = (uint32_t *)nvsp_alloc(s, n * 4);
      for (k = 0; k < n; k++) sw[k] = nvsp_bswap(words[k]);
      words = sw;
    } else {
      NVSP_ERR("wrong magic number 0x%08x (a SPIR-V module starts with 0x%08x)", words[0], (unsigned)SpvMagicNumber);
    }
  }
  s->w = words;
  s->nw = n;
  major = (words[1] >> 16) & 0xFF;
  minor = (words[1] >> 8) & 0xFF;
  if ((words[1] & 0xFF0000FFu) || major != 1 || minor > 6)
    NVSP_UNSUP("SPIR-V version word 0x%08x is not supported (1.0 to 1.6)", words[1]);
  s->version = words[1];
  s->bound = words[3];
  if (s->bound == 0 || s->bound > NVSP_MAX_BOUND) NVSP_ERR("id bound %u is out of range (1 to %u)", s->bound, NVSP_MAX_BOUND);
  if (words[4] != 0) NVSP_ERR("the reserved schema word is %u, not 0", words[4]);
  if (s->bound <= 65536 || s->bound / 4 <= s->nw) s->ids = (nvsp_id **)nvsp_alloc(s, sizeof(nvsp_id *) * s->bound);
  nvsp_scan(s);
  if (!s->addressing && !s->memory_model) {
    /* OpMemoryModel is required; Logical/Simple would be 0 too, so look for it */
    size_t off = 5;
    int found = 0;
    while (off < s->nw) {
      if ((s->w[off] & 0xFFFF) == SpvOpMemoryModel) found = 1;
      off += s->w[off] >> 16;
    }
    if (!found) NVSP_ERR("the module has no OpMemoryModel");
  }
  nvsp_declarations(s);
  nvsp_setup_and_translate(s);
  nvsp_noinst(s);
  (void)i;
  if (nvcg_module_error_count(s->m)) NVSP_ERR("the IR builder reported errors (see above)");
  if (nvcg_verify_module(s->m) != NVCG_OK) NVSP_ERR("the translated module does not verify (see above)");
  return NVCG_OK;
}

nvcg_status nvcg_spirv_translate(nvcg_context *ctx, const uint32_t *words, size_t word_count,
                                 const nvcg_spirv_options *options, nvcg_module **module) {
  nvsp_state *s;
  nvcg_status st;
  if (module) *module = NULL;
  if (!ctx || !module) return NVCG_ERROR;
  s = (nvsp_state *)NVCG_MALLOC(sizeof(nvsp_state));
  if (!s) {
    nvcg_context_report(ctx, NVCG_SEV_ERROR, NULL, 0, 0, "out of memory");
    return NVCG_OUT_OF_MEMORY;
  }
  memset(s, 0, sizeof *s);
  s->ctx = ctx;
  if (options) s->opt = *options;
  else nvcg_spirv_options_init(&s->opt);
  if (!s->opt.source_name) s->opt.source_name = "<spir-v>";
  if (!s->opt.buffer_align || (s->opt.buffer_align & (s->opt.buffer_align - 1))) s->opt.buffer_align = 16;
  if (s->opt.uniform_constant_addrspace != NVCG_AS_GLOBAL) s->opt.uniform_constant_addrspace = NVCG_AS_CONST;
  if (setjmp(s->jb) == 0) {
    s->m = nvcg_module_create(ctx, s->opt.module_name ? s->opt.module_name : s->opt.source_name);
    if (!s->m) NVSP_ERR("cannot create a module");
    s->b = nvcg_builder_create(s->m);
    if (!s->b) NVSP_ERR("cannot create a builder");
    st = nvsp_translate(s, words, word_count);
  } else {
    st = s->status ? s->status : NVCG_ERROR;
  }
  /* a library call that ran out of memory failed the translation: say so */
  if (st != NVCG_OK && nvcg_context_out_of_memory(ctx)) st = NVCG_OUT_OF_MEMORY;
  if (s->b) nvcg_builder_destroy(s->b);
  if (st == NVCG_OK) *module = s->m;
  else if (s->m) nvcg_module_destroy(s->m);
  nvsp_arena_free(s);
  NVCG_FREE(s);
  return st;
}

nvcg_status nvcg_spirv_translate_bytes(nvcg_context *ctx, const void *bytes, size_t size,
                                       const nvcg_spirv_options *options, nvcg_module **module) {
  uint32_t *w;
  nvcg_status st;
  const char *src = options && options->source_name ? options->source_name : "<spir-v>";
  if (module) *module = NULL;
  if (!ctx || !module) return NVCG_ERROR;
  if (size % 4) {
    char msg[96];
    snprintf(msg, sizeof msg, "the size %zu is not a multiple of 4 bytes: not a SPIR-V module", size);
    nvcg_context_report(ctx, NVCG_SEV_ERROR, src, 0, 0, msg);
    return NVCG_ERROR;
  }
  w = (uint32_t *)NVCG_MALLOC(size ? size : 4);
  if (!w) {
    nvcg_context_report(ctx, NVCG_SEV_ERROR, src, 0, 0, "out of memory");
    return NVCG_OUT_OF_MEMORY;
  }
  if (size) memcpy(w, bytes, size);
  st = nvcg_spirv_translate(ctx, w, size / 4, options, module);
  NVCG_FREE(w);
  return st;
}

/* The implementation's macros end here (NVCG_MALLOC and friends stay: nvcg.h's). */
#undef NVSP_ALIGN_COMPONENT
#undef NVSP_ARGS
#undef NVSP_B
#undef NVSP_BUILTIN_NAMES
#undef NVSP_CAP_NAMES
#undef NVSP_CL
#undef NVSP_DECO_NAMES
#undef NVSP_ERR
#undef NVSP_GEN1
#undef NVSP_GEN2
#undef NVSP_MAX_BOUND
#undef NVSP_MAX_DEPTH
#undef NVSP_MAX_LEAVES
#undef NVSP_MAX_PARAMS
#undef NVSP_LEAF_BUDGET
#undef NVSP_MODEL_NAMES
#undef NVSP_NAME
#undef NVSP_OP_NAMES
#undef NVSP_RTYPE
#undef NVSP_SAME1
#undef NVSP_SAME2
#undef NVSP_SAME3
#undef NVSP_SC_NAMES
#undef NVSP_TYPE
#undef NVSP_UNSUP
#undef NVSP_X_BI
#undef NVSP_X_CAP
#undef NVSP_X_DECO
#undef NVSP_X_MODEL
#undef NVSP_X_OP
#undef NVSP_X_SC
#undef nvsp_load_rec
#undef nvsp_store_rec

#endif /* NVCG_SPIRV_IMPLEMENTATION_INCLUDED */
#endif /* NVCG_SPIRV_IMPLEMENTATION */
