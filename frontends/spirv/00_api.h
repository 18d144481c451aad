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
 * zeroext/signext. GlobalOffset is 0: the grid starts at the origin. A read_only image
 * (image1d_t, image2d_t, image3d_t, image1d_array_t, image2d_array_t; image1d_buffer_t:
 * a texture object over the buffer's linear memory, read by tex.1d fetches) is an `i64` texture
 * object (cudaTextureObject_t; nvcgrun tex:FMT:WxH:INIT) that the runner creates with the
 * state (normalized coordinates, addressing, filter) of the one sampler the kernel samples
 * that image with, a literal one or a sampler_t argument; a sampler_t argument is an
 * `i64` the kernel does not read. Sampling one image with two different samplers is
 * refused. A write_only or read_write image is an `i64` surface object
 * (cudaSurfaceObject_t; nvcgrun surf:FMT:WxH:INIT) of any format: write_image{f,i,ui,h} is
 * a formatted store (sust.p; write_imageh's halves widened to f32 first) that the texture
 * unit converts to the image's format. See
 * "OpenCL images" for what is translated.
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
 * runtime-sized arrays of images, cube storage images,
 * multisampled/depth images, storage images
 * without a format nvcgrun has, image operands other than Lod/Grad, mip levels other
 * than 0 for fetches and size queries, gathers other than 2D/Cube (arrayed or not),
 * image atomics (no PTX surface atomic returns a value), reads of OpenCL read_write
 * images, write_only/read_write image1d_buffer_t (no CUDA surface over linear memory),
 * read_imageh and
 * get_image_channel_data_type/order, an OpenCL image sampled with two samplers,
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

