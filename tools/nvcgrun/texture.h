/* texture.h — the texture unit for both stepping engines: images described on the command
 * line (tex:/surf: arguments), texel fetch and filtering (tex, tld4), surface loads and
 * stores (suld.b, sust.b) and size queries (txq, suq). The ptx engine decodes the PTX
 * spelling, the ir engine the intrinsic name (nvcg's texture.h); both call the functions
 * below, so the texel arithmetic exists once.
 *
 * ARGUMENTS
 *   tex:FMT:W[xH[xD]]:INIT[:filter=point|linear][:address=clamp|wrap|mirror|border]
 *       [:coords=unnormalized|normalized][:read=element|normalized][:levels=N]
 *       [:mipfilter=point|linear][:layers=N][:cube]
 *   surf:FMT:W[xH[xD]]:INIT[:layers=N]
 *   NAME=tex:...  NAME=surf:...  the same image bound to the module-scope .texref / .surfref
 *       NAME instead of a kernel parameter (nr_arg.bind; runner.c's nr_check_binding): its
 *       handle is the argument's like any image's; the ptx engine's [NAME, {...}] operands
 *       carry it as an immediate (nr_texop.himm/hval), the ir engine's
 *       llvm.nvvm.texsurf.handle.internal returns it. An image kernel parameter (.param
 *       .texref / .surfref; an IR i64 annotated rdoimage / wroimage / rdwrimage) takes a
 *       plain tex: / surf: argument of its kind (runner.c's nr_check_image_param): the
 *       ptx engine's [k_param_N, {...}] carries its handle as an immediate, the ir
 *       engine's i64 parameter holds it
 * FMT: r8 rg8 rgba8 (8-bit unsigned channels read as unorm floats by default), r8i r8ui
 * rgba8ui (8-bit integer channels read as integers by default), r16f rg16f rgba16f, r32f
 * rg32f rgba32f, r32i r32ui rgba32i rgba32ui. INIT as for buffers (zero, iota, const:V,
 * rand:SEED), applied to the channel elements in memory order with the channel's element
 * type (i8, f16, f32, i32). Memory order: mip levels in order (level 0 first), within a
 * level the layers (a cube map's faces +x -x +y -y +z -z; cube c of a cube-map array is
 * faces 6c..6c+5), within a layer x fastest, then y, z; channels innermost. Level l is
 * max(1, floor(size / 2^l)) in each dimension; layers do not shrink. levels=N: 1 up to
 * 1 + floor(log2(largest size)). cube: a cube map of six WxW faces (fetched with
 * tex.cube); with layers=N, a cube-map array of N cubes (tex.acube; the cube index
 * clamps to [0, N-1]). The
 * kernel parameter is a 64-bit object handle (NR_IMAGE_HANDLE + argument index); the
 * image's bytes live in a .global region so surfaces are hashed and printed like buffers
 * (`surf N: fnv1a64=...`). Defaults: filter=point, address=clamp, coords=unnormalized,
 * read=normalized for r8/rg8/rgba8 and element otherwise, levels=1, mipfilter=point
 * (CUDA's cudaFilterModePoint, the zero of cudaTextureDesc), layers=0 (not layered).
 * Usage errors (exit 2): linear filtering (filter= or mipfilter=) of integers
 * (read=element on an integer format), wrap or mirror with unnormalized coordinates (CUDA
 * accepts neither), read=normalized on a 32-bit integer format, levels beyond the chain,
 * levels > 1 with unnormalized coordinates (this model's rule: a level's texel size
 * differs), a cube whose faces are not square, a cube with coords=unnormalized or an
 * address mode other than clamp.
 *
 * THE MODEL (CUDA programming guide, "Texture Fetching"; PTX ISA, tex/tld4/suld/sust)
 * A texel's channels convert first: 8-bit unsigned under read=normalized to c/255, signed
 * to max(c/127, -1) (each the f32 nearest); f16 widens exactly; element reads give the raw
 * integer (zero- or sign-extended) or float. Missing channels read as 0, alpha as 1 (1.0f
 * or integer 1). Border addressing gives 0 in every channel. Per dimension of size N
 * (normalized coordinates are first scaled, u = x * N in f32):
 *   point:  i = floor(u)
 *   linear: t = u - 0.5 (f32), i = floor(t), a = frac(t) as 9-bit fixed point with 8
 *           fractional bits, A = floor(frac * 256 + 0.5) in 0..256; texels i and i+1
 *           weigh (256 - A) and A. The products of the per-dimension weights multiply
 *           the texels in double, summed in the order (i,j,k) ... (i+1,j+1,k+1) with x
 *           fastest, then scaled by 2^-(8*dims) and rounded once to f32.
 * Integer (.s32) coordinates are texel indices (no scaling, point sampling). Addressing
 * maps each index: clamp to [0, N-1], wrap i mod N, mirror (i mod 2N, reflected), border
 * (outside reads 0). Layers clamp to [0, layers-1]. tld4 returns one channel of the
 * linear footprint's texels (i,j+1) (i+1,j+1) (i+1,j) (i,j): counter-clockwise from the
 * lower left, as the PTX ISA says; it reads level 0.
 * Cube maps (OpenGL 4.6 section 8.13 "Cube Map Texture Selection", table 8.19; Vulkan's
 * "Cube Map Face Selection" is the same table, and so is the CUDA programming guide's
 * "Cubemap Fetch" table; face order as CUDA's CUarray_cubemap_face): direction (x, y, z) selects the face of the major axis, ties going to x, then
 * y (the tables leave ties open); face, sc, tc, ma: +x: 0, -z, -y, |x|; -x: 1, +z, -y;
 * +y: 2, +x, +z, |y|; -y: 3, +x, -z; +z: 4, +x, -y, |z|; -z: 5, -x, -y. Then, each step
 * an f32 operation, s = (sc / ma + 1) * 0.5, t = (tc / ma + 1) * 0.5 are normalized
 * coordinates into the face, filtered as a 2d image that clamps within the face: no
 * seamless filtering across faces (CUDA's cudaTextureDesc.seamlessCubemap is off by
 * default; the model does not emulate it).
 * Mip levels: tex (no .level/.grad) reads level 0 (PTX's base level). .level takes the
 * LOD given; .grad computes it as the CUDA guide documents the idea (the level where
 * one texel step matches the gradient), with the formula the OpenGL spec allows as its
 * approximation: rho = max over dimensions of max(|dx_k|, |dy_k|) * size_k (level-0 sizes;
 * NaN gradients count as 0), LOD = log2(rho) in double (libm log2; rho = 0 gives 0).
 * A cube map's .grad gradients are directions' (3 components each): they are projected
 * into the face the direction selects (Vulkan's "Cube Map Derivative Transformation"),
 * ds = (dsc * ma - sc * dma) / (2 ma^2) and dt alike with sc, tc, ma the face table's
 * components of the direction and dsc, dtc, dma those of the gradient, in double; rho is
 * the largest of |ds|, |dt| along dx and dy times the face's size. tld4 gathers on
 * .a2d (in the layer), .cube and .acube (in the face, clamped, level 0) as on .2d.
 * This is the documented model, not the hardware's exact LOD arithmetic (its fixed-point
 * precision is not documented). The LOD clamps to [0, levels-1] (NaN reads 0).
 * mipfilter=point takes level ceil(LOD + 0.5) - 1 (nearest, halves down: OpenGL's
 * NEAREST_MIPMAP rule); mipfilter=linear (float reads with an f32 result only; integer
 * results take the point rule) filters levels l = floor(LOD) and l + 1 each as above,
 * each rounded to f32, and blends them with an 8-bit weight B = floor(frac(LOD) * 256 +
 * 0.5): (v_l * (256 - B) + v_l+1 * B) / 256 rounded once to f32 (B = 0, or l the last
 * level: v_l alone). Coordinates scale by each level's own size.
 * Surfaces: x is a byte offset (suld.b/sust.b); an access of S bytes must lie in the row
 * of W * texel-size bytes and be aligned to S; y, z and the layer index whole rows. Out of
 * range: .trap faults, .zero loads zeros and drops stores, .clamp moves each coordinate to
 * the nearest valid one (x to the last S-aligned offset). 8-bit loads zero-extend.
 * Formatted stores (sust.p): x counts elements; bounds and .trap/.zero/.clamp as above
 * with whole texels. The PTX ISA says which 32-bit type each value is (f32 for unorm and
 * float formats, s32 / u32 for signed / unsigned integer ones) but not how the texture unit
 * rounds or saturates; this model's conversion is nvcg's choice, OpenCL's rules for
 * write_image* (OpenCL C 3.0, "Conversion Rules"): unorm8 clamps to [0, 1] (NaN to 0),
 * scales by 255 and rounds to nearest even (convert_uchar_sat_rte(f * 255.0f)); f16
 * rounds to nearest even (infinities and NaN kept, a NaN as the quiet 0x7e00 with the sign
 * bit kept); 8-bit integers saturate (s32 to [-128, 127], u32 to [0, 255]); 32-bit channels
 * store the bits. Values beyond the format's channels are ignored; channels the store
 * does not give (the ISA: "unpredictable") are written as 0.
 * Queries: width, height, depth (level 0; 1 where the image has no such dimension; a cube
 * map's depth is 1), array_size (layers or cubes, 0 when not layered),
 * num_mipmap_levels (levels).
 * Not emulated on hardware yet: the exact f32 rounding of u and the tie rule of the 8-bit
 * weights, the LOD from gradients, the mip blend and the cube-face tie rule are this model's, checked against an independent Python model
 * (tests/texture/oracle.py), not against a GPU. */
#ifndef NVCGRUN_TEXTURE_H
#define NVCGRUN_TEXTURE_H

#include "runner.h"

#define NR_IMAGE_HANDLE 0x0000f90000000000ULL

enum { NR_TC_UNORM8, NR_TC_SINT8, NR_TC_UINT8, NR_TC_F16, NR_TC_F32, NR_TC_SINT32, NR_TC_UINT32 };
enum { NR_ADDR_CLAMP, NR_ADDR_WRAP, NR_ADDR_MIRROR, NR_ADDR_BORDER };
enum { NR_TG_1D, NR_TG_2D, NR_TG_3D, NR_TG_A1D, NR_TG_A2D, NR_TG_CUBE, NR_TG_ACUBE };   /* geometry, as nvcg's */
enum { NR_TM_BASE, NR_TM_LEVEL, NR_TM_GRAD };                  /* tex mip modes, as nvcg's */
enum { NR_TR_F32, NR_TR_S32, NR_TR_U32 };                      /* result / coordinate types */
enum { NR_SO_CLAMP, NR_SO_TRAP, NR_SO_ZERO };                  /* surface out-of-range modes */
enum { NR_Q_WIDTH, NR_Q_HEIGHT, NR_Q_DEPTH, NR_Q_ARRAY_SIZE, NR_Q_LEVELS };
enum { NR_TK_TEX, NR_TK_TLD4, NR_TK_SULD, NR_TK_SUST, NR_TK_TXQ, NR_TK_SUQ,
       NR_TK_ISTYPEP };  /* instruction kinds; ISTYPEP (ir engine: llvm.nvvm.istypep.*, query 0 texture 1 surface 2 sampler) */

/* One decoded texture/surface instruction, with the operand positions (slots) of the
 * engine that decoded it: registers in the ptx engine, value slots in the ir engine.
 * Coordinates in c[] are in PTX order: the layer first for a1d/a2d. */
typedef struct nr_texop {
    uint8_t kind, geom, rt, ct, comp, bits, vec, oob, query, nc, mip, ng;
    uint8_t fmt;         /* sust: 1 for sust.p (formatted) */
    uint32_t handle;
    uint8_t himm;        /* ptx engine: the handle is hval (a .texref / .surfref name), not a register */
    uint64_t hval;
    uint32_t dst[4];     /* tex/tld4: 4; suld: vec; txq/suq: 1 */
    uint8_t dbits[4];    /* ptx engine: the width of each destination register */
    uint32_t c[4];       /* coordinates (layer first when layered) */
    uint32_t val[4];     /* sust: the values */
    uint32_t lod;        /* tex.level: the level of detail (f32) */
    uint32_t grad[8];    /* tex.grad: ng x-gradients (f32), then ng y-gradients */
} nr_texop;

/* Runs one decoded instruction on a thread whose registers are R (64-bit words): reads
 * the operand slots, writes the destinations (masked to dbits). 0, or -1 after a fault. */
int nr_texop_run(nr_ctx *cx, nr_thread *t, const nr_texop *x, uint64_t *R);

/* nr_image_desc (the image an argument describes) is in runner.h, inside nr_arg. */

/* tex:.../surf:... -> *desc, the element type and count to initialise and the INIT text
 * ("rand:7"); 0 or -1 (message). */
int nr_parse_image(const char *s, nr_image_desc *desc, nr_type *elem, uint64_t *count, char *init, size_t initsize,
                   char *err, size_t errsize);
/* Bytes per texel. */
uint32_t nr_image_texel_bytes(const nr_image_desc *d);

/* One texture fetch: geometry NR_TG_*, coordinates as f32 bits or s32 per ct, layer, mode
 * (0 fetch/sample, 1 tld4 with component comp). out[4] gets the 32-bit results. Returns 0,
 * or faults (bad handle) and returns -1. */
typedef struct nr_texreq {
    int geom, ct, rt, tld4, comp, mip;
    uint32_t c[3];      /* coordinates (bits); a cube's direction */
    int32_t layer;      /* a1d/a2d: the layer; acube: the cube */
    uint32_t lod;       /* NR_TM_LEVEL: f32 bits */
    uint32_t dx[3], dy[3]; /* NR_TM_GRAD: f32 bits, one per dimension */
} nr_texreq;
int nr_tex_fetch(nr_ctx *cx, nr_thread *t, uint64_t handle, const nr_texreq *q, uint32_t out[4]);
/* suld.b / sust.b: x in bytes; bits 8..64, vec 1..4; v[] holds the values (loads: out). */
int nr_surf_access(nr_ctx *cx, nr_thread *t, uint64_t handle, int geom, int32_t layer, const int32_t xyz[3], int bits,
                   int vec, int oob, int store, uint64_t v[4]);
/* sust.p: x in elements; v[0..vec-1] (32-bit f32/s32/u32 per the format's channels)
 * converted to the surface's format (see "Formatted stores" above). */
int nr_surf_store_p(nr_ctx *cx, nr_thread *t, uint64_t handle, int geom, int32_t layer, const int32_t xyz[3], int vec,
                    int oob, const uint64_t v[4]);
/* txq / suq. */
int nr_image_query(nr_ctx *cx, nr_thread *t, uint64_t handle, int surface, int query, uint32_t *out);

#endif
