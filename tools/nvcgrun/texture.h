/* texture.h — the texture unit for both stepping engines: images described on the command
 * line (tex:/surf: arguments), texel fetch and filtering (tex, tld4), surface loads and
 * stores (suld.b, sust.b) and size queries (txq, suq). The ptx engine decodes the PTX
 * spelling, the ir engine the intrinsic name (nvcg's texture.h); both call the functions
 * below, so the texel arithmetic exists once.
 *
 * ARGUMENTS
 *   tex:FMT:W[xH[xD]]:INIT[:filter=point|linear][:address=clamp|wrap|mirror|border]
 *       [:coords=unnormalized|normalized][:read=element|normalized][:levels=1][:layers=N]
 *   surf:FMT:W[xH[xD]]:INIT[:layers=N]
 * FMT: r8 rg8 rgba8 (8-bit unsigned channels read as unorm floats by default), r8i r8ui
 * rgba8ui (8-bit integer channels read as integers by default), r16f rg16f rgba16f, r32f
 * rg32f rgba32f, r32i r32ui rgba32i rgba32ui. INIT as for buffers (zero, iota, const:V,
 * rand:SEED), applied to the channel elements in memory order (x fastest, then y, z,
 * layer; channels innermost) with the channel's element type (i8, f16, f32, i32). The
 * kernel parameter is a 64-bit object handle (NR_IMAGE_HANDLE + argument index); the
 * image's bytes live in a .global region so surfaces are hashed and printed like buffers
 * (`surf N: fnv1a64=...`). Defaults: filter=point, address=clamp, coords=unnormalized,
 * read=normalized for r8/rg8/rgba8 and element otherwise, levels=1, layers=0 (not layered).
 * Usage errors (exit 2): linear filtering of integers (read=element on an integer format),
 * wrap or mirror with unnormalized coordinates (CUDA accepts neither), read=normalized on
 * a 32-bit integer format, levels other than 1 (mip levels are not emulated yet).
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
 * (outside reads 0). Layers clamp to [0, layers-1]. .level and .grad select level 0 (one
 * level). tld4 returns one channel of the linear footprint's texels (i,j+1) (i+1,j+1)
 * (i+1,j) (i,j): counter-clockwise from the lower left, as the PTX ISA says.
 * Surfaces: x is a byte offset (suld.b/sust.b); an access of S bytes must lie in the row
 * of W * texel-size bytes and be aligned to S; y, z and the layer index whole rows. Out of
 * range: .trap faults, .zero loads zeros and drops stores, .clamp moves each coordinate to
 * the nearest valid one (x to the last S-aligned offset). 8-bit loads zero-extend.
 * Queries: width, height, depth (1 where the image has no such dimension), array_size
 * (layers, 0 when not layered), num_mipmap_levels (1).
 * Not emulated on hardware yet: the exact f32 rounding of u and the tie rule of the 8-bit
 * weight are this model's, checked against an independent Python model
 * (tests/texture/oracle.py), not against a GPU. */
#ifndef NVCGRUN_TEXTURE_H
#define NVCGRUN_TEXTURE_H

#include "runner.h"

#define NR_IMAGE_HANDLE 0x0000f90000000000ULL

enum { NR_TC_UNORM8, NR_TC_SINT8, NR_TC_UINT8, NR_TC_F16, NR_TC_F32, NR_TC_SINT32, NR_TC_UINT32 };
enum { NR_ADDR_CLAMP, NR_ADDR_WRAP, NR_ADDR_MIRROR, NR_ADDR_BORDER };
enum { NR_TG_1D, NR_TG_2D, NR_TG_3D, NR_TG_A1D, NR_TG_A2D };   /* geometry, as nvcg's */
enum { NR_TR_F32, NR_TR_S32, NR_TR_U32 };                      /* result / coordinate types */
enum { NR_SO_CLAMP, NR_SO_TRAP, NR_SO_ZERO };                  /* surface out-of-range modes */
enum { NR_Q_WIDTH, NR_Q_HEIGHT, NR_Q_DEPTH, NR_Q_ARRAY_SIZE, NR_Q_LEVELS };
enum { NR_TK_TEX, NR_TK_TLD4, NR_TK_SULD, NR_TK_SUST, NR_TK_TXQ, NR_TK_SUQ };   /* instruction kinds */

/* One decoded texture/surface instruction, with the operand positions (slots) of the
 * engine that decoded it: registers in the ptx engine, value slots in the ir engine.
 * Coordinates in c[] are in PTX order: the layer first for a1d/a2d. */
typedef struct nr_texop {
    uint8_t kind, geom, rt, ct, comp, bits, vec, oob, query, nc;
    uint32_t handle;
    uint32_t dst[4];     /* tex/tld4: 4; suld: vec; txq/suq: 1 */
    uint8_t dbits[4];    /* ptx engine: the width of each destination register */
    uint32_t c[4];       /* coordinates (layer first when layered) */
    uint32_t val[4];     /* sust: the values */
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
    int geom, ct, rt, tld4, comp;
    uint32_t c[3];      /* coordinates (bits) */
    int32_t layer;
} nr_texreq;
int nr_tex_fetch(nr_ctx *cx, nr_thread *t, uint64_t handle, const nr_texreq *q, uint32_t out[4]);
/* suld.b / sust.b: x in bytes; bits 8..64, vec 1..4; v[] holds the values (loads: out). */
int nr_surf_access(nr_ctx *cx, nr_thread *t, uint64_t handle, int geom, int32_t layer, const int32_t xyz[3], int bits,
                   int vec, int oob, int store, uint64_t v[4]);
/* txq / suq. */
int nr_image_query(nr_ctx *cx, nr_thread *t, uint64_t handle, int surface, int query, uint32_t *out);

#endif
