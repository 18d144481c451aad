/* texture.h -- bindless textures and surfaces (issue 14, first slice): the NVVM intrinsic
 * families llvm.nvvm.tex.unified.*, llvm.nvvm.tld4.unified.*, llvm.nvvm.suld.*,
 * llvm.nvvm.sust.b.*, llvm.nvvm.txq.* and llvm.nvvm.suq.*, whose i64 operand is a texture
 * or surface object (a kernel parameter, as CUDA's cudaTextureObject_t). Each family is one
 * row of the intrinsic table (intrinsics.h, signature "@"): the rest of the name says the
 * form (geometry, mip mode, result and coordinate types, gather component, access size,
 * out-of-range mode, query), and this decoder turns it into an nv_texture_op once. The
 * verifier takes the function type from it, the selector (isel/select_texture.c) the exact
 * PTX spelling and the PTX table row whose SM / PTX ISA needs apply, nvcgrun's IR
 * interpreter its semantics. Names follow LLVM's NVPTX backend (IntrinsicsNVVM.td:
 * llvm.nvvm.tex.unified.2d.level.v4f32.f32, llvm.nvvm.suld.2d.array.v2i32.zero,
 * llvm.nvvm.sust.b.1d.i8.trap, llvm.nvvm.txq.num.mipmap.levels); llc-14 accepts each of
 * them. Cube maps (llvm.nvvm.tex.unified.cube.*: a direction x, y, z) and cube-map arrays
 * (llvm.nvvm.tex.unified.cube.array.*: the cube's index, then x, y, z) sample with .f32
 * coordinates at the base level or an explicit .level, as LLVM's table has them (no .s32
 * fetch), and select to tex[.level].cube / tex[.level].acube with a four-element
 * coordinate vector ({x, y, z, z} / {index, x, y, z}); surfaces have no cube geometry.
 * Beyond LLVM's table (which has neither), as PTX has them (ptxas 13 assembles both for
 * sm_75/86/90): cube gradients, llvm.nvvm.tex.unified.cube[.array].grad.*, three f32 per
 * gradient (tex.grad.cube / .acube, each gradient a .v4.f32 whose fourth element is
 * ignored), and gathers from 2d arrays and cube maps, llvm.nvvm.tld4.unified.<c>.{2d.array,
 * cube,cube.array}.* (tld4.a2d / .cube / .acube, coordinates as tex's).
 * Formatted stores (llvm.nvvm.sust.p.<geom>.{i32,v2i32,v4i32}.{clamp,trap,zero}, PTX
 * sust.p: x counts elements, not bytes; each 32-bit value is f32, s32 or u32 as the
 * surface's format has float/unorm, signed or unsigned channels, and the texture unit
 * converts it) take only 32-bit elements: LLVM's i8/i16 forms (llc-14 prints
 * sust.p.2d.v4.b8) are refused, since ptxas 13 refuses them; LLVM names only .trap, and
 * ptxas accepts .clamp and .zero as well, so nvcg does too.
 * Module-scope references: an addrspace(1) i64 global annotated "texture" / "surface" in
 * !nvvm.annotations (nv_global.texref, NV_TEXREF_*) is a .texref / .surfref; its handle is
 * llvm.nvvm.texsurf.handle.internal.p1(@g) (row TEXSURF_HANDLE), which selects to the
 * global's symbol (mov.u64 %rd, g: row MOV_U64_TEXREF), and mir/replace_image_handles.c
 * puts the symbol into the instructions that take the handle ([g, {x, y}]). The verifier
 * lets such a global be used only by that intrinsic and the intrinsic take nothing else,
 * and refuses a texture instruction on a surface reference's handle (and the reverse;
 * replace_image_handles when optimisation exposes one). llvm.nvvm.istypep.{texture,
 * surface,sampler} on such a handle is answered by opt/image_optimizer.c; on any other
 * handle code generation refuses it.
 * The older llvm.nvvm.texsurf.handle.p1 / .p1i64 (metadata holding the variable, the
 * variable) is read as the .internal form of its second operand (reader_inst.c).
 * Image kernel parameters: an i64 kernel parameter annotated "rdoimage" / "wroimage" /
 * "rdwrimage" (the value its index; nv_param_attrs.image, NV_IMGPARAM_*) is declared
 * .param .texref / .param .surfref (nv_imgparam_texref); its handle selects to the
 * parameter's name (MOV_U64_TEXREF / _SURFREF with the symbol k_param_N), which
 * replace_image_handles puts into the instructions as it does a module-scope
 * reference's; the verifier's kind rules and image_optimizer's istypep answers cover them.
 * Not supported: .samplerref (the "sampler" key: ptxas takes it only under
 * .texmode_independent, where every tex names a sampler; a located error with the
 * reason: the reader, NV_RD_TEXREF_WHY), multisample forms. */

/* Geometries: X(NAME, "name spelling", "ptx spelling", coordinate dims, layered); the order
 * is nvcg_tex_geom's (nvcg_api.h). A cube's three coordinates are a direction. */
#define NV_TEX_GEOMS(X)                                                                        \
  X(1D, "1d", "1d", 1, 0) X(2D, "2d", "2d", 2, 0) X(3D, "3d", "3d", 3, 0)                       \
  X(A1D, "1d.array", "a1d", 1, 1) X(A2D, "2d.array", "a2d", 2, 1)                              \
  X(CUBE, "cube", "cube", 3, 0) X(ACUBE, "cube.array", "acube", 3, 1)

typedef enum nv_tex_geom {
#define NV_X_ENUM(name, s, p, n, l) NV_TXG_##name,
  NV_TEX_GEOMS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_TXG_COUNT
} nv_tex_geom;

/* Queries: X(NAME, "name spelling", "ptx spelling", surface too) */
#define NV_TEX_QUERIES(X)                                                                      \
  X(WIDTH, "width", "width", 1) X(HEIGHT, "height", "height", 1) X(DEPTH, "depth", "depth", 1)  \
  X(ARRAY_SIZE, "array.size", "array_size", 1)                                                 \
  X(NUM_MIPMAP_LEVELS, "num.mipmap.levels", "num_mipmap_levels", 0)

typedef enum nv_tex_query {
#define NV_X_ENUM(name, s, p, surf) NV_TXQ_##name,
  NV_TEX_QUERIES(NV_X_ENUM)
#undef NV_X_ENUM
  NV_TXQ_COUNT
} nv_tex_query;

typedef enum nv_tex_kind {
  NV_TXK_TEX,  /* tex[.level|.grad]: 4 channels <- (object, [layer], coords[, lod | grads]) */
  NV_TXK_TLD4, /* tld4.{r,g,b,a}.2d: one channel of the 2x2 bilinear footprint */
  NV_TXK_SULD, /* suld.b: raw bits <- (object, [layer], x in bytes, y, z) */
  NV_TXK_SUST, /* sust.b: (object, [layer], x in bytes, y, z, values...); sust.p (fmt 1):
                  x in elements, 32-bit values converted to the surface's format */
  NV_TXK_TXQ,  /* txq.<query>.b32 */
  NV_TXK_SUQ   /* suq.<query>.b32 */
} nv_tex_kind;

enum { NV_TXM_BASE = 0, NV_TXM_LEVEL, NV_TXM_GRAD };       /* tex mip modes */
enum { NV_TXT_F32 = 0, NV_TXT_S32, NV_TXT_U32 };            /* tex result / coordinate types */
enum { NV_TXO_CLAMP = 0, NV_TXO_TRAP, NV_TXO_ZERO };        /* surface out-of-range modes */

typedef struct nv_texture_op {
  uint8_t kind;  /* nv_tex_kind */
  uint8_t geom;  /* nv_tex_geom */
  uint8_t mode;  /* NV_TXM_* */
  uint8_t rt;    /* tex/tld4 result: NV_TXT_* */
  uint8_t ct;    /* tex coordinates: NV_TXT_F32 or NV_TXT_S32 */
  uint8_t comp;  /* tld4: 0..3 = r g b a */
  uint8_t bits;  /* suld/sust: element bits 8 16 32 64 */
  uint8_t vec;   /* suld/sust: elements 1 2 4 */
  uint8_t oob;   /* suld/sust: NV_TXO_* */
  uint8_t query; /* txq/suq: nv_tex_query */
  uint8_t fmt;   /* sust: 1 for sust.p (formatted), 0 for sust.b */
} nv_texture_op;

/* Is intrinsic id one of the texture/surface families? */
static int nv_texture_family(unsigned id);
/* Decodes a full intrinsic name of one of the families. Returns 1 on success; 0 with a
 * message ("tex.unified.2d.grad needs .f32 coordinates", ...) otherwise. */
static int nv_texture_decode(const char *full, nv_texture_op *t, char *err, size_t errsize);
/* The IR function type of a decoded form (LLVM's: tex/tld4 return {T,T,T,T}, suld of 8 and
 * 16 bits returns i16, sust takes i16 for them). */
static nv_type *nv_texture_fn_type(nv_context *c, const nv_texture_op *t);
/* The PTX instruction with $N operand references, N counting the results first and then
 * the call's arguments in order: "tex.2d.v4.f32.f32\t{$0, $1, $2, $3}, [$4, {$5, $6}];". */
static void nv_texture_ptx(const nv_texture_op *t, nv_buf *b);
/* Coordinate dimensions and whether the geometry is layered. */
static unsigned nv_texture_geom_dims(unsigned geom);
static int nv_texture_geom_layered(unsigned geom);
/* Is the geometry a cube map or a cube-map array? */
static int nv_texture_geom_cube(unsigned geom);
