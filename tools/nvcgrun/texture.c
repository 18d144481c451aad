/* texture.c — the texture unit of both stepping engines (texture.h says the model):
 * tex:/surf: argument parsing, texel conversion, addressing, point/linear filtering with
 * 8-bit fixed-point weights, tld4 gathers, surface loads/stores and size queries. */
#include "texture.h"
#include "fp.h"

#include <math.h>
#include <stdlib.h>

static const struct { const char *name; int chans, ctype; } fmts[] = {
    {"r8", 1, NR_TC_UNORM8},    {"rg8", 2, NR_TC_UNORM8},   {"rgba8", 4, NR_TC_UNORM8},
    {"r8i", 1, NR_TC_SINT8},    {"r8ui", 1, NR_TC_UINT8},   {"rgba8ui", 4, NR_TC_UINT8},
    {"r16f", 1, NR_TC_F16},     {"rg16f", 2, NR_TC_F16},    {"rgba16f", 4, NR_TC_F16},
    {"r32f", 1, NR_TC_F32},     {"rg32f", 2, NR_TC_F32},    {"rgba32f", 4, NR_TC_F32},
    {"r32i", 1, NR_TC_SINT32},  {"r32ui", 1, NR_TC_UINT32}, {"rgba32i", 4, NR_TC_SINT32},
    {"rgba32ui", 4, NR_TC_UINT32}, {NULL, 0, 0}};

static uint32_t chan_bytes(int ctype) {
    return ctype <= NR_TC_UINT8 ? 1 : ctype == NR_TC_F16 ? 2 : 4;
}

uint32_t nr_image_texel_bytes(const nr_image_desc *d) { return (uint32_t)d->chans * chan_bytes(d->ctype); }

/* A size at mip level l: halved l times, at least 1. */
static uint32_t lvl_size(uint32_t n, int l) { return n >> l ? n >> l : 1; }
/* Layers in memory per level: 1, the layers of an array, 6 faces per cube. */
static uint64_t storage_layers(const nr_image_desc *d) {
    return (uint64_t)(d->layers ? d->layers : 1) * (d->cube ? 6u : 1u);
}
/* The first texel of level l. */
static uint64_t level_base(const nr_image_desc *d, int l) {
    uint64_t off = 0;
    int k;
    for (k = 0; k < l; k++) off += (uint64_t)lvl_size(d->w, k) * lvl_size(d->h, k) * lvl_size(d->d, k) * storage_layers(d);
    return off;
}

#define PFAIL(...) (snprintf(err, errsize, __VA_ARGS__), -1)

int nr_parse_image(const char *s, nr_image_desc *d, nr_type *elem, uint64_t *count, char *init, size_t initsize, char *err,
                   size_t errsize) {
    char buf[256], *f[12], *p, *end;
    int n = 0, i, read_set = 0, coords_set = 0, l;
    unsigned long levels = 1;
    uint32_t sz[3] = {1, 1, 1};
    unsigned long v;
    memset(d, 0, sizeof *d);
    if (strlen(s) >= sizeof buf) return PFAIL("bad image '%s': too long", s);
    strcpy(buf, s);
    for (p = buf; n < 12;) {
        f[n++] = p;
        p = strchr(p, ':');
        if (!p) break;
        *p++ = 0;
    }
    d->surface = !strcmp(f[0], "surf");
    if (n < 4) return PFAIL("bad image '%s': expected %s:FMT:W[xH[xD]]:INIT[:OPTION=VALUE...]", s, f[0]);
    for (i = 0; fmts[i].name && strcmp(fmts[i].name, f[1]); i++) {}
    if (!fmts[i].name)
        return PFAIL("bad image '%s': FMT must be one of r8 rg8 rgba8 r8i r8ui rgba8ui r16f rg16f rgba16f r32f rg32f rgba32f r32i r32ui rgba32i rgba32ui", s);
    d->chans = fmts[i].chans;
    d->ctype = fmts[i].ctype;
    p = f[2];
    for (i = 0; i < 3; i++) {
        v = strtoul(p, &end, 10);
        if (end == p || v < 1 || v > 65536) return PFAIL("bad image '%s': sizes must be 1..65536 (W[xH[xD]])", s);
        sz[i] = (uint32_t)v;
        d->dims = (uint32_t)i + 1;
        if (*end != 'x') break;
        p = end + 1;
    }
    if (*end) return PFAIL("bad image '%s': sizes must be W, WxH or WxHxD", s);
    d->w = sz[0];
    d->h = sz[1];
    d->d = sz[2];
    /* f[3] (and f[4] for const:V / rand:SEED) is INIT; options follow */
    i = (!strcmp(f[3], "const") || !strcmp(f[3], "rand")) ? 5 : 4;
    if (i > n) return PFAIL("bad image '%s': %s needs a value", s, f[3]);
    snprintf(init, initsize, "%s%s%s", f[3], i == 5 ? ":" : "", i == 5 ? f[4] : "");
    d->read_norm = d->ctype == NR_TC_UNORM8;
    for (; i < n; i++) {
        char *eq = strchr(f[i], '=');
        const char *k = f[i], *val = eq ? eq + 1 : "";
        if (!d->surface && !strcmp(f[i], "cube")) {
            d->cube = 1;
            continue;
        }
        if (!eq) return PFAIL("bad image '%s': expected OPTION=VALUE%s, not '%s'", s, d->surface ? "" : " (or cube)", f[i]);
        *eq = 0;
        if (!d->surface && !strcmp(k, "filter") && (!strcmp(val, "point") || !strcmp(val, "linear"))) d->linear = val[0] == 'l';
        else if (!d->surface && !strcmp(k, "address") && !strcmp(val, "clamp")) d->address = NR_ADDR_CLAMP;
        else if (!d->surface && !strcmp(k, "address") && !strcmp(val, "wrap")) d->address = NR_ADDR_WRAP;
        else if (!d->surface && !strcmp(k, "address") && !strcmp(val, "mirror")) d->address = NR_ADDR_MIRROR;
        else if (!d->surface && !strcmp(k, "address") && !strcmp(val, "border")) d->address = NR_ADDR_BORDER;
        else if (!d->surface && !strcmp(k, "coords") && (!strcmp(val, "normalized") || !strcmp(val, "unnormalized")))
            d->normalized = val[0] == 'n', coords_set = 1;
        else if (!d->surface && !strcmp(k, "mipfilter") && (!strcmp(val, "point") || !strcmp(val, "linear")))
            d->mip_linear = val[0] == 'l';
        else if (!d->surface && !strcmp(k, "read") && (!strcmp(val, "normalized") || !strcmp(val, "element")))
            d->read_norm = val[0] == 'n', read_set = 1;
        else if (!d->surface && !strcmp(k, "levels")) {
            uint32_t big = d->w > d->h ? d->w : d->h, most = 1;
            if (d->d > big) big = d->d;
            while (big >> most) most++;
            levels = strtoul(val, &end, 10);
            if (end == val || *end || levels < 1 || levels > most)
                return PFAIL("bad image '%s': levels must be 1..%u (each level halves the sizes down to 1)", s, most);
        } else if (!strcmp(k, "layers")) {
            v = strtoul(val, &end, 10);
            if (end == val || *end || v < 1 || v > 2048) return PFAIL("bad image '%s': layers must be 1..2048", s);
            if (d->dims == 3) return PFAIL("bad image '%s': 3d images have no layers", s);
            d->layers = (uint32_t)v;
        } else {
            return PFAIL("bad image '%s': unknown option '%s=%s'%s", s, k, val, d->surface ? " (surfaces take layers=N)" : "");
        }
    }
    d->levels = (uint32_t)levels;
    if (d->cube) {
        if (d->dims != 2 || d->w != d->h) return PFAIL("bad image '%s': a cube map's faces are square: WxW", s);
        if (coords_set && !d->normalized)
            return PFAIL("bad image '%s': a cube map's face coordinates are normalized (no coords=unnormalized)", s);
        if (d->address != NR_ADDR_CLAMP)
            return PFAIL("bad image '%s': cube maps clamp within a face (address=clamp only: no seamless filtering)", s);
        d->normalized = 1;
    }
    if (d->levels > 1 && !d->normalized) return PFAIL("bad image '%s': mip levels need coords=normalized", s);
    if (d->ctype == NR_TC_F16 || d->ctype == NR_TC_F32) d->read_norm = 0; /* floats read as floats */
    if (read_set && d->read_norm && (d->ctype == NR_TC_SINT32 || d->ctype == NR_TC_UINT32))
        return PFAIL("bad image '%s': read=normalized needs an 8-bit integer format", s);
    if ((d->linear || d->mip_linear) && !d->read_norm && d->ctype != NR_TC_F16 && d->ctype != NR_TC_F32)
        return PFAIL("bad image '%s': linear filtering needs float texels (a float format, or read=normalized)", s);
    if (!d->normalized && (d->address == NR_ADDR_WRAP || d->address == NR_ADDR_MIRROR))
        return PFAIL("bad image '%s': wrap and mirror addressing need coords=normalized", s);
    *elem = d->ctype <= NR_TC_UINT8 ? NR_I8 : d->ctype == NR_TC_F16 ? NR_F16 : d->ctype == NR_TC_F32 ? NR_F32 : NR_I32;
    *count = 0;
    for (l = 0; l < (int)d->levels; l++)
        *count += (uint64_t)lvl_size(d->w, l) * lvl_size(d->h, l) * lvl_size(d->d, l) * storage_layers(d) * (uint64_t)d->chans;
    return 0;
}

/* The image argument a handle names, or NULL after a fault. */
static nr_arg *image_of(nr_ctx *cx, nr_thread *t, uint64_t handle, int surface) {
    uint64_t i = handle - NR_IMAGE_HANDLE;
    nr_arg *a;
    if (handle < NR_IMAGE_HANDLE || i >= (uint64_t)cx->launch.nargs || !cx->launch.args[i].is_image) {
        nr_fault(cx, t, "0x%llx is not a %s object", (unsigned long long)handle, surface ? "surface" : "texture");
        return NULL;
    }
    a = &cx->launch.args[i];
    if (a->img.surface != surface) {
        nr_fault(cx, t, "argument %llu is a %s, used as a %s", (unsigned long long)i, a->img.surface ? "surface" : "texture",
                 surface ? "surface" : "texture");
        return NULL;
    }
    return a;
}

static uint32_t f32bits(double x) { return (uint32_t)fp_from_double(FP_F32, x, FP_RN); }

/* Channel values of one texel as doubles (float reads) or 32-bit integers (element
 * reads); border texels (oob) are all zero. */
static int texel(nr_ctx *cx, nr_thread *t, const nr_arg *a, uint64_t index, int oob, int as_float, double fv[4],
                 uint32_t iv[4]) {
    const nr_image_desc *d = &a->img;
    uint32_t cb = chan_bytes(d->ctype);
    int k;
    for (k = 0; k < 4; k++) {
        fv[k] = k == 3 ? 1.0 : 0.0;
        iv[k] = k == 3 ? (as_float ? 0x3f800000u : 1u) : 0u;
    }
    if (oob) {
        fv[3] = 0.0;
        iv[3] = 0;
        return 0;
    }
    for (k = 0; k < d->chans; k++) {
        const uint8_t *p = nr_xlate(cx, t, NR_GLOBAL, a->addr + (index * (uint64_t)d->chans + (uint64_t)k) * cb, cb, 1, 0);
        uint64_t raw;
        if (!p) return -1;
        raw = nr_rd(p, cb);
        switch (d->ctype) {
        case NR_TC_UNORM8: case NR_TC_UINT8:
            fv[k] = d->read_norm ? fp_f32(f32bits((double)raw / 255.0)) : (double)raw;
            iv[k] = (uint32_t)raw;
            break;
        case NR_TC_SINT8: {
            int sv = (int)(int8_t)raw;
            fv[k] = d->read_norm ? fp_f32(f32bits(sv < -127 ? -1.0 : (double)sv / 127.0)) : (double)sv;
            iv[k] = (uint32_t)sv;
            break;
        }
        case NR_TC_F16: fv[k] = fp_to_double(FP_F16, raw); iv[k] = f32bits(fv[k]); break;
        case NR_TC_F32: fv[k] = fp_to_double(FP_F32, raw); iv[k] = (uint32_t)raw; break;
        default: fv[k] = (double)(int32_t)raw; iv[k] = (uint32_t)raw; break;
        }
        if (as_float) iv[k] = f32bits(fv[k]);
    }
    return 0;
}

/* Addressing of one integer index into [0, n); returns -1 for a border miss. */
static int64_t address(int mode, int64_t i, int64_t n) {
    int64_t m;
    switch (mode) {
    case NR_ADDR_WRAP: m = i % n; return m < 0 ? m + n : m;
    case NR_ADDR_MIRROR:
        m = i % (2 * n);
        if (m < 0) m += 2 * n;
        return m < n ? m : 2 * n - 1 - m;
    case NR_ADDR_BORDER: return i < 0 || i >= n ? -1 : i;
    default: return i < 0 ? 0 : i >= n ? n - 1 : i;
    }
}

/* floor of an f32 texel coordinate as an integer (NaN as 0, huge values saturated) */
static int64_t ifloor(float u) {
    if (u != u) return 0;
    if (u > 1e9f) return 1000000000;
    if (u < -1e9f) return -1000000000;
    return (int64_t)floorf(u);
}

/* The f32 nearest a + b (doubles), rounded once: the double sum made round-to-odd (an
 * inexact sum keeps a sticky last bit) rounds to the same f32 as the exact sum. */
static uint32_t f32_of_sum(double a, double b) {
    double s = a + b, bb = s - a, e = (a - (s - bb)) + (b - bb);
    if (e != 0 && s == s && s - s == 0) {
        uint64_t u = fp_bits64(s);
        if ((e > 0) != (s > 0)) u--; /* the exact sum is nearer zero than s: truncate */
        s = fp_f64(u | 1);
    }
    return f32bits(s);
}

/* One level's lookup: the footprint of coordinates fc (f32) or ic (s32) at level l of
 * the image, layer `layer` (in memory order: the array layer, or 6 * cube + face). out[]
 * gets the results (f32 bits when as_float). */
static int fetch_level(nr_ctx *cx, nr_thread *t, const nr_arg *a, const nr_texreq *q, int ndim, const float fc[3],
                       const int32_t ic[3], int l, uint64_t layer, uint32_t out[4]) {
    const nr_image_desc *d = &a->img;
    int64_t base[3] = {0, 0, 0}, idx[3][2];
    int w8[3][2], k, as_float = q->rt == NR_TR_F32, linear = q->tld4 || (d->linear && q->ct == NR_TR_F32);
    uint32_t size[3], w = lvl_size(d->w, l), h = lvl_size(d->h, l);
    uint64_t lbase = level_base(d, l) + layer * w * h;
    double acc[4] = {0, 0, 0, 0};
    size[0] = w; size[1] = h; size[2] = lvl_size(d->d, l);
    for (k = 0; k < ndim; k++) {
        if (q->ct != NR_TR_F32) {
            base[k] = ic[k];
            w8[k][0] = 256; w8[k][1] = 0;
            continue;
        }
        {
            float u = fc[k];
            if (d->normalized) u = u * (float)size[k];
            if (!linear) {
                base[k] = ifloor(u);
                w8[k][0] = 256; w8[k][1] = 0;
            } else {
                float tt = u - 0.5f, fr;
                int A;
                base[k] = ifloor(tt);
                fr = (tt != tt || tt > 1e9f || tt < -1e9f) ? 0.0f : tt - floorf(tt);
                A = (int)floor((double)fr * 256.0 + 0.5);
                w8[k][0] = 256 - A; w8[k][1] = A;
            }
        }
    }
    for (k = 0; k < 3; k++) {
        int mode = d->cube ? NR_ADDR_CLAMP : d->address;
        idx[k][0] = k < ndim ? address(mode, base[k], size[k]) : 0;
        idx[k][1] = k < ndim ? address(mode, base[k] + 1, size[k]) : 0;
    }
    if (q->tld4) {
        /* (i,j+1) (i+1,j+1) (i+1,j) (i,j) */
        static const int di[4] = {0, 1, 1, 0}, dj[4] = {1, 1, 0, 0};
        for (k = 0; k < 4; k++) {
            int64_t x = idx[0][di[k]], y = idx[1][dj[k]];
            double fv[4];
            uint32_t iv[4];
            if (texel(cx, t, a, lbase + (uint64_t)(y < 0 ? 0 : y) * w + (uint64_t)(x < 0 ? 0 : x), x < 0 || y < 0,
                      as_float, fv, iv))
                return -1;
            out[k] = iv[q->comp];
        }
        return 0;
    }
    {
        int cx0, cy, cz, nz = ndim > 2 ? 2 : 1, ny = ndim > 1 ? 2 : 1;
        int filtered = as_float && linear;
        for (cz = 0; cz < nz; cz++)
            for (cy = 0; cy < ny; cy++)
                for (cx0 = 0; cx0 < 2; cx0++) {
                    int64_t x = idx[0][cx0], y = idx[1][cy], z = idx[2][cz];
                    double wgt = (double)w8[0][cx0] * (ndim > 1 ? w8[1][cy] : 1) * (ndim > 2 ? w8[2][cz] : 1), fv[4];
                    uint32_t iv[4];
                    if (wgt == 0) continue;
                    if (texel(cx, t, a, lbase + ((uint64_t)(z < 0 ? 0 : z) * h + (uint64_t)(y < 0 ? 0 : y)) * w +
                                            (uint64_t)(x < 0 ? 0 : x),
                              x < 0 || y < 0 || z < 0, as_float, fv, iv))
                        return -1;
                    if (!filtered) {
                        memcpy(out, iv, sizeof iv);
                        return 0;
                    }
                    for (k = 0; k < 4; k++) acc[k] += fv[k] * wgt;
                }
        for (k = 0; k < 4; k++) out[k] = f32bits(ldexp(acc[k], -8 * ndim));
    }
    return 0;
}

/* A cube map's face (0..5: +x -x +y -y +z -z) and normalized face coordinates (s, t) of
 * direction (x, y, z): the major axis and the OpenGL/Vulkan face table, in f32. */
static int cube_face(float x, float y, float z, float *s, float *t) {
    float ax = fabsf(x), ay = fabsf(y), az = fabsf(z), ma, sc, tc;
    int face;
    if (ax >= ay && ax >= az) face = x >= 0 ? 0 : 1, ma = ax, sc = x >= 0 ? -z : z, tc = -y;
    else if (ay >= az) face = y >= 0 ? 2 : 3, ma = ay, sc = x, tc = y >= 0 ? z : -z;
    else face = z >= 0 ? 4 : 5, ma = az, sc = z >= 0 ? x : -x, tc = -y;
    *s = (sc / ma + 1.0f) * 0.5f;
    *t = (tc / ma + 1.0f) * 0.5f;
    return face;
}

/* The derivatives (ds, dt) of a face's (s, t) along a direction's gradient g (f32 bits
 * each), in double: with sc, tc, ma the face's components of direction v as cube_face
 * takes them, s = (sc / ma + 1) / 2 gives ds = (dsc * ma - sc * dma) / (2 ma^2), and t
 * alike (Vulkan's "Cube Map Derivative Transformation"). */
static void cube_face_deriv(int face, const float v[3], const uint32_t g[3], double *ds, double *dt) {
    /* per face: the axes of sc, tc, ma and their signs (+x -x +y -y +z -z) */
    static const signed char ax[6][3] = {{2, 1, 0}, {2, 1, 0}, {0, 2, 1}, {0, 2, 1}, {0, 1, 2}, {0, 1, 2}};
    static const signed char sg[6][3] = {{-1, -1, 1}, {1, -1, -1}, {1, 1, 1}, {1, -1, -1}, {1, -1, 1}, {-1, -1, -1}};
    double sc = sg[face][0] * (double)v[ax[face][0]], tc = sg[face][1] * (double)v[ax[face][1]];
    double ma = sg[face][2] * (double)v[ax[face][2]], dma = sg[face][2] * (double)fp_f32(g[ax[face][2]]);
    double dsc = sg[face][0] * (double)fp_f32(g[ax[face][0]]), dtc = sg[face][1] * (double)fp_f32(g[ax[face][1]]);
    *ds = (dsc * ma - sc * dma) / (2 * ma * ma);
    *dt = (dtc * ma - tc * dma) / (2 * ma * ma);
}

int nr_tex_fetch(nr_ctx *cx, nr_thread *t, uint64_t handle, const nr_texreq *q, uint32_t out[4]) {
    static const char *const gname[] = {"1d", "2d", "3d", "a1d", "a2d", "cube", "acube"};
    nr_arg *a = image_of(cx, t, handle, 0);
    const nr_image_desc *d;
    int ndim, k, cube = q->geom == NR_TG_CUBE || q->geom == NR_TG_ACUBE, L, l0, l1 = -1, B = 0, face = 0;
    float dir[3] = {0, 0, 0};
    int layered = q->geom == NR_TG_A1D || q->geom == NR_TG_A2D || q->geom == NR_TG_ACUBE;
    float fc[3];
    int32_t ic[3];
    uint64_t layer = 0;
    double lod = 0;
    if (!a) return -1;
    d = &a->img;
    ndim = q->geom == NR_TG_3D ? 3 : q->geom == NR_TG_1D || q->geom == NR_TG_A1D ? 1 : 2;
    if ((uint32_t)ndim != d->dims || layered != (d->layers != 0) || cube != d->cube)
        return nr_fault(cx, t, "%s %s fetch from a %ud%s%s texture", q->geom == NR_TG_ACUBE ? "an" : "a", gname[q->geom],
                        d->dims, d->cube ? " cube" : "",
                        d->layers ? " layered" : ""), -1;
    for (k = 0; k < 3; k++) fc[k] = fp_f32(q->c[k]), ic[k] = (int32_t)q->c[k];
    if (layered) layer = (uint64_t)(q->layer < 0 ? 0 : q->layer >= (int32_t)d->layers ? (int32_t)d->layers - 1 : q->layer);
    if (cube) {
        float s, tt;
        face = cube_face(fc[0], fc[1], fc[2], &s, &tt);
        memcpy(dir, fc, sizeof dir);
        layer = layer * 6 + (uint64_t)face;
        fc[0] = s;
        fc[1] = tt;
    }
    /* the level of detail: explicit, or from the gradients; clamped to [0, levels - 1] */
    L = (int)d->levels;
    if (q->mip == NR_TM_LEVEL) lod = fp_f32(q->lod);
    if (q->mip == NR_TM_GRAD && cube) {
        /* the direction's gradients projected into the face, scaled by its size */
        double sx, tx, sy, ty, rho = 0, g[4];
        cube_face_deriv(face, dir, q->dx, &sx, &tx);
        cube_face_deriv(face, dir, q->dy, &sy, &ty);
        g[0] = fabs(sx); g[1] = fabs(tx); g[2] = fabs(sy); g[3] = fabs(ty);
        for (k = 0; k < 4; k++)
            if (g[k] * d->w > rho) rho = g[k] * d->w;
        lod = rho > 0 ? log2(rho) : 0;
    } else if (q->mip == NR_TM_GRAD) {
        double rho = 0;
        for (k = 0; k < ndim; k++) {
            double gx = fabs(fp_f32(q->dx[k])), gy = fabs(fp_f32(q->dy[k])), g = gx > gy ? gx : gy;
            uint32_t n = k == 0 ? d->w : k == 1 ? d->h : d->d;
            g *= d->normalized ? (double)n : 1.0;
            if (g > rho) rho = g;
        }
        lod = rho > 0 ? log2(rho) : 0;
    }
    if (lod != lod || lod < 0) lod = 0;
    if (lod > L - 1) lod = L - 1;
    if (q->rt == NR_TR_F32 && d->mip_linear && !q->tld4) {
        l0 = (int)floor(lod);
        B = (int)floor((lod - l0) * 256.0 + 0.5);
        if (B && l0 + 1 < L) l1 = l0 + 1;
        else B = 0;
    } else {
        l0 = q->tld4 ? 0 : (int)ceil(lod + 0.5) - 1; /* the nearest level, halves down */
    }
    if (fetch_level(cx, t, a, q, ndim, fc, ic, l0, layer, out)) return -1;
    if (l1 >= 0) {
        uint32_t o1[4];
        if (fetch_level(cx, t, a, q, ndim, fc, ic, l1, layer, o1)) return -1;
        for (k = 0; k < 4; k++)
            out[k] = f32_of_sum(ldexp((double)(256 - B) * fp_f32(out[k]), -8), ldexp((double)B * fp_f32(o1[k]), -8));
    }
    return 0;
}

int nr_surf_access(nr_ctx *cx, nr_thread *t, uint64_t handle, int geom, int32_t layer, const int32_t xyz[3], int bits,
                   int vec, int oob, int store, uint64_t v[4]) {
    nr_arg *a = image_of(cx, t, handle, 1);
    const nr_image_desc *d;
    int64_t c[4], lim[4];
    uint32_t size = (uint32_t)(bits / 8 * vec), eb = (uint32_t)bits / 8;
    int k, ndim, layered = geom == NR_TG_A1D || geom == NR_TG_A2D, out = 0;
    uint64_t off;
    if (!a) return -1;
    d = &a->img;
    ndim = geom == NR_TG_3D ? 3 : geom == NR_TG_2D || geom == NR_TG_A2D ? 2 : 1;
    if ((uint32_t)ndim != d->dims || layered != (d->layers != 0))
        return nr_fault(cx, t, "a %dd%s surface access to a %ud%s surface", ndim, layered ? " layered" : "", d->dims,
                        d->layers ? " layered" : ""), -1;
    c[0] = xyz[0]; c[1] = ndim > 1 ? xyz[1] : 0; c[2] = ndim > 2 ? xyz[2] : 0; c[3] = layered ? layer : 0;
    lim[0] = (int64_t)d->w * nr_image_texel_bytes(d) - size; lim[1] = (int64_t)d->h - 1; lim[2] = (int64_t)d->d - 1;
    lim[3] = layered ? (int64_t)d->layers - 1 : 0;
    if (lim[0] < 0) return nr_fault(cx, t, "a %u-byte surface access is wider than a row of the surface", size), -1;
    if (c[0] % size) return nr_fault(cx, t, "surface x offset %lld is not a multiple of the %u-byte access", (long long)c[0], size), -1;
    for (k = 0; k < 4; k++) {
        if (c[k] >= 0 && c[k] <= lim[k]) continue;
        out = 1;
        c[k] = c[k] < 0 ? 0 : k ? lim[k] : lim[0] / size * size;
    }
    if (out && oob == NR_SO_TRAP)
        return nr_fault(cx, t, "surface access out of range (x %d bytes, y %d, z %d, layer %d; .trap)", xyz[0],
                        ndim > 1 ? xyz[1] : 0, ndim > 2 ? xyz[2] : 0, layered ? layer : 0), -1;
    if (out && oob == NR_SO_ZERO) {
        if (!store)
            for (k = 0; k < vec; k++) v[k] = 0;
        return 0;
    }
    off = ((((uint64_t)c[3] * d->d + (uint64_t)c[2]) * d->h + (uint64_t)c[1]) * d->w) * nr_image_texel_bytes(d) + (uint64_t)c[0];
    for (k = 0; k < vec; k++) {
        uint8_t *p = nr_xlate(cx, t, NR_GLOBAL, a->addr + off + (uint64_t)k * eb, eb, 1, store);
        if (!p) return -1;
        if (store) nr_wr(p, eb, v[k]);
        else v[k] = nr_rd(p, eb);
    }
    return 0;
}

/* One 32-bit value of a formatted store as a channel of type ctype (texture.h, "Formatted
 * stores": nvcg's choice, OpenCL's conversion rules). */
static uint64_t store_p_chan(int ctype, uint32_t u) {
    double f;
    int32_t s = (int32_t)u;
    switch (ctype) {
    case NR_TC_UNORM8:
        f = fp_f32(u);
        if (f != f || f < 0) f = 0;
        if (f > 1) f = 1;
        return (uint64_t)fp_round_integral(f * 255.0, FP_RN); /* f * 255 is exact in double */
    case NR_TC_SINT8: return (uint8_t)(s < -128 ? -128 : s > 127 ? 127 : s);
    case NR_TC_UINT8: return u > 255 ? 255 : u;
    case NR_TC_F16:
        if (fp_is_nan(FP_F32, u)) return (u >> 31) << 15 | 0x7e00;
        return fp_from_double(FP_F16, fp_f32(u), FP_RN);
    default: return u;
    }
}

int nr_surf_store_p(nr_ctx *cx, nr_thread *t, uint64_t handle, int geom, int32_t layer, const int32_t xyz[3], int vec,
                    int oob, const uint64_t v[4]) {
    nr_arg *a = image_of(cx, t, handle, 1);
    uint64_t raw[4] = {0, 0, 0, 0};
    int32_t bx[3];
    int64_t x;
    uint32_t tb;
    int k;
    if (!a) return -1;
    tb = nr_image_texel_bytes(&a->img);
    for (k = 0; k < a->img.chans; k++) raw[k] = k < vec ? store_p_chan(a->img.ctype, (uint32_t)v[k]) : 0;
    /* then the whole texel as an unformatted store at x * texel bytes (an x whose byte
     * offset overflows stays out of range, a multiple of the texel size) */
    x = (int64_t)xyz[0] * tb;
    if (x > INT32_MAX) x = (int64_t)(INT32_MAX / tb) * tb;
    if (x < INT32_MIN) x = (int64_t)(INT32_MIN / (int32_t)tb) * tb;
    bx[0] = (int32_t)x;
    bx[1] = xyz[1];
    bx[2] = xyz[2];
    return nr_surf_access(cx, t, handle, geom, layer, bx, (int)chan_bytes(a->img.ctype) * 8, a->img.chans, oob, 1, raw);
}

int nr_image_query(nr_ctx *cx, nr_thread *t, uint64_t handle, int surface, int query, uint32_t *out) {
    nr_arg *a = image_of(cx, t, handle, surface);
    if (!a) return -1;
    switch (query) {
    case NR_Q_WIDTH: *out = a->img.w; break;
    case NR_Q_HEIGHT: *out = a->img.h; break;
    case NR_Q_DEPTH: *out = a->img.d; break;
    case NR_Q_ARRAY_SIZE: *out = a->img.layers; break;
    default: *out = a->img.levels ? a->img.levels : 1; break;
    }
    return 0;
}

int nr_texop_run(nr_ctx *cx, nr_thread *t, const nr_texop *x, uint64_t *R) {
    uint32_t out[4] = {0, 0, 0, 0};
    uint64_t v[4] = {0, 0, 0, 0};
    int k, layered = x->geom == NR_TG_A1D || x->geom == NR_TG_A2D || x->geom == NR_TG_ACUBE, n = 0;
    uint64_t h = x->himm ? x->hval : R[x->handle];
    switch (x->kind) {
    case NR_TK_TEX: case NR_TK_TLD4: {
        nr_texreq q;
        memset(&q, 0, sizeof q);
        q.geom = x->geom; q.ct = x->ct; q.rt = x->rt; q.tld4 = x->kind == NR_TK_TLD4; q.comp = x->comp;
        q.layer = layered ? (int32_t)R[x->c[0]] : 0;
        for (k = 0; k + layered < x->nc && k < 3; k++) q.c[k] = (uint32_t)R[x->c[k + layered]];
        q.mip = x->mip;
        if (x->mip == NR_TM_LEVEL) q.lod = (uint32_t)R[x->lod];
        if (x->mip == NR_TM_GRAD)
            for (k = 0; k < x->ng && k < 3; k++) q.dx[k] = (uint32_t)R[x->grad[k]], q.dy[k] = (uint32_t)R[x->grad[x->ng + k]];
        if (nr_tex_fetch(cx, t, h, &q, out)) return -1;
        for (k = 0; k < 4; k++) v[k] = out[k];
        n = 4;
        break;
    }
    case NR_TK_SULD: case NR_TK_SUST: {
        int32_t xyz[3] = {0, 0, 0};
        for (k = 0; k + layered < x->nc && k < 3; k++) xyz[k] = (int32_t)R[x->c[k + layered]];
        if (x->kind == NR_TK_SUST)
            for (k = 0; k < x->vec; k++) v[k] = R[x->val[k]];
        if (x->fmt) {
            if (nr_surf_store_p(cx, t, h, x->geom, layered ? (int32_t)R[x->c[0]] : 0, xyz, x->vec, x->oob, v)) return -1;
            break;
        }
        if (nr_surf_access(cx, t, h, x->geom, layered ? (int32_t)R[x->c[0]] : 0, xyz, x->bits, x->vec,
                           x->oob, x->kind == NR_TK_SUST, v))
            return -1;
        n = x->kind == NR_TK_SULD ? x->vec : 0;
        break;
    }
    case NR_TK_ISTYPEP: {
        /* is the handle a texture / surface (an image argument of that kind)? never a
         * sampler (no sampler objects); any other value is none of them */
        uint64_t i = h - NR_IMAGE_HANDLE;
        int img = h >= NR_IMAGE_HANDLE && i < (uint64_t)cx->launch.nargs && cx->launch.args[i].is_image;
        v[0] = x->query != 2 && img && cx->launch.args[i].img.surface == (x->query == 1);
        n = 1;
        break;
    }
    default:
        if (nr_image_query(cx, t, h, x->kind == NR_TK_SUQ, x->query, out)) return -1;
        v[0] = out[0];
        n = 1;
        break;
    }
    for (k = 0; k < n; k++) {
        uint64_t m = x->dbits[k] >= 64 ? ~0ULL : (1ULL << x->dbits[k]) - 1;
        R[x->dst[k]] = v[k] & m;
    }
    return 0;
}
