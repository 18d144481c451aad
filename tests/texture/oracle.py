#!/usr/bin/env python3
"""An independent model of nvcgrun's texture unit (tools/nvcgrun/texture.h, "THE MODEL"),
written from that description, against which both engines are checked.

For each case below: the image is initialised as nvcgrun initialises it (splitmix64
rand:SEED over the channel elements), the sample coordinates come from a rand: buffer
scaled by k in f32, and this script computes the texel values with exact rational
arithmetic (fractions.Fraction) and rounds once to f32. The kernels (sample.ll) are run
on the ir engine (the .ll) and on the ptx engine (nvcg's PTX, also assembled by ptxas);
every output word must equal the model's bit for bit. One PASS/FAIL line per case and
engine (tests/run.sh protocol)."""
import math
import os
import struct
import subprocess
import sys
import tempfile
from fractions import Fraction as Fr

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import testlib  # noqa: E402
from testlib import PTXAS  # noqa: E402

B = os.path.join(ROOT, 'build')
SRC = os.path.join(ROOT, 'tests', 'texture', 'sample.ll')
N = 64  # samples per case
M64 = (1 << 64) - 1


def splitmix(seed):
    s = seed
    while True:
        s = (s + 0x9e3779b97f4a7c15) & M64
        z = s
        z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & M64
        z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & M64
        yield z ^ (z >> 31)


def f32(x):
    """Nearest f32 (ties to even) of an exact rational or a float."""
    if isinstance(x, Fr):
        if x == 0:
            return 0.0
        # the double nearest x is exact when x has at most 53 significant bits (all the
        # values here); otherwise fall back to comparing the two f32 neighbours
        d = float(x)
        if Fr(d) != x:
            a = struct.unpack('<f', struct.pack('<f', d))[0]
            ups = [a, math.nextafter(a, math.inf), math.nextafter(a, -math.inf)]
            cands = [struct.unpack('<f', struct.pack('<f', c))[0] for c in ups]
            return min(cands, key=lambda c: (abs(Fr(c) - x), struct.unpack('<I', struct.pack('<f', c))[0] & 1))
        x = d
    return struct.unpack('<f', struct.pack('<f', x))[0]


def bits(x):
    return struct.unpack('<I', struct.pack('<f', x))[0]


def rand_f(draw, prec):
    return Fr(draw >> (64 - prec), 1 << (prec - 1)) - 1


def f16_to_fr(h):
    s, e, m = h >> 15, (h >> 10) & 31, h & 1023
    v = Fr(m, 1 << 24) if e == 0 else Fr(1024 + m, 1 << 10) * Fr(2) ** (e - 15)
    return -v if s else v


# format -> (channels, channel kind)
FMTS = {'r8': (1, 'u8'), 'rg8': (2, 'u8'), 'rgba8': (4, 'u8'), 'r8i': (1, 's8'), 'r8ui': (1, 'u8'),
        'rgba8ui': (4, 'u8'), 'r16f': (1, 'f16'), 'rg16f': (2, 'f16'), 'rgba16f': (4, 'f16'),
        'r32f': (1, 'f32'), 'rgba32f': (4, 'f32'), 'r32i': (1, 's32'), 'r32ui': (1, 'u32')}


def lsize(n, level):
    """A size at mip level `level`: halved that many times, at least 1."""
    return max(1, n >> level)


class Image:
    def __init__(self, fmt, w, h, seed, opts):
        self.chans, self.kind = FMTS[fmt]
        self.w, self.h = w, h
        self.linear = opts.get('filter') == 'linear'
        self.address = opts.get('address', 'clamp')
        self.cube = bool(opts.get('cube'))
        self.normalized = opts.get('coords') == 'normalized' or self.cube
        self.read_norm = opts.get('read', 'normalized' if fmt in ('r8', 'rg8', 'rgba8') else 'element') == 'normalized'
        self.levels = int(opts.get('levels', 1))
        self.mip_linear = opts.get('mipfilter') == 'linear'
        self.layers = int(opts.get('layers', 0))
        # memory order: levels, then layers (6 faces per cube), then y, x, channels
        self.nlay = max(self.layers, 1) * (6 if self.cube else 1)
        self.base = [0]
        for lv in range(self.levels):
            self.base.append(self.base[-1] + lsize(w, lv) * lsize(h, lv) * self.nlay)
        g = splitmix(seed)
        raw = [next(g) for _ in range(self.base[-1] * self.chans)]
        self.texels = []
        for r in raw:
            if self.kind == 'u8':
                self.texels.append(r & 0xff)
            elif self.kind == 's8':
                self.texels.append((r & 0xff) - 256 if r & 0x80 else r & 0xff)
            elif self.kind == 'f16':
                self.texels.append(r)  # converted below (the f16 of rand's value)
            elif self.kind == 'f32':
                self.texels.append(rand_f(r, 24))
            else:
                self.texels.append(r & 0xffffffff)
        if self.kind == 'f16':
            self.texels = [rand_f(r, 11) for r in raw]

    def float_of(self, v):
        if self.kind == 'u8':
            return Fr(f32(Fr(v, 255))) if self.read_norm else Fr(v)
        if self.kind == 's8':
            return Fr(f32(max(Fr(v, 127), Fr(-1)))) if self.read_norm else Fr(v)
        if self.kind in ('f16', 'f32'):
            return v
        return Fr(v if self.kind == 'u32' or v < 1 << 31 else v - (1 << 32))

    def offset(self, x, y, level, layer):
        """The texel index of (x, y) in a level and layer (memory order, texture.h)."""
        w, h = lsize(self.w, level), lsize(self.h, level)
        return self.base[level] + (layer * h + y) * w + x

    def texel(self, x, y, level=0, layer=0):
        """The four channels of texel (x, y) as Fractions (None: border, all zero)."""
        if x is None or y is None:
            return [Fr(0)] * 4
        base = self.offset(x, y, level, layer) * self.chans
        out = [Fr(0), Fr(0), Fr(0), Fr(1)]
        for k in range(self.chans):
            out[k] = self.float_of(self.texels[base + k])
        return out

    def raw(self, x, y):
        """Element reads as 32-bit patterns."""
        if x is None or y is None:
            return [0, 0, 0, 0]
        base = (y * self.w + x) * self.chans
        out = [0, 0, 0, 1]
        for k in range(self.chans):
            v = self.texels[base + k]
            out[k] = (v & 0xffffffff) if self.kind in ('s8', 'u8', 's32', 'u32') else bits(f32(v))
        return out

    def addr(self, i, n):
        if self.address == 'wrap':
            return i % n
        if self.address == 'mirror':
            m = i % (2 * n)
            return m if m < n else 2 * n - 1 - m
        if self.address == 'border':
            return i if 0 <= i < n else None
        return min(max(i, 0), n - 1)


def axis(img, c, n, linear):
    """(indices, 8-bit weights) along one axis for coordinate c (an f32)."""
    u = f32(Fr(c) * n) if img.normalized else c
    if not linear:
        return [math.floor(u)], [256]
    t = f32(Fr(u) - Fr(1, 2))
    i = math.floor(t)
    a = math.floor((Fr(t) - i) * 256 + Fr(1, 2))
    return [i, i + 1], [256 - a, a]


def model(img, kernel, cs):
    """The 4 output words of one sample."""
    if kernel == 'fetch_2d':
        x, y = (math.floor(c) for c in cs)
        t = img.texel(img.addr(x, img.w), img.addr(y, img.h))
        return [bits(f32(v)) for v in t]
    if kernel == 'sample_1d':
        xs, wx = axis(img, cs[0], img.w, img.linear)
        ys, wy = [0], [1]
    else:
        lin = img.linear or kernel == 'gather_2d'
        xs, wx = axis(img, cs[0], img.w, lin)
        ys, wy = axis(img, cs[1], img.h, lin)
    if kernel == 'gather_2d':
        order = [(0, 1), (1, 1), (1, 0), (0, 0)]
        return [bits(f32(img.texel(img.addr(xs[a], img.w), img.addr(ys[b], img.h))[1])) for a, b in order]
    if kernel == 'sample_u' or not (img.kind in ('f16', 'f32') or img.read_norm):
        # element reads (integers) or point sampling read the first texel of the footprint
        x, y = img.addr(xs[0], img.w), img.addr(ys[0], img.h if kernel != 'sample_1d' else 1)
        if kernel == 'sample_u':
            return img.raw(x, y)
        return [bits(f32(v)) for v in img.texel(x, y)]
    acc = [Fr(0)] * 4
    for b, yy in enumerate(ys):
        for a, xx in enumerate(xs):
            w = wx[a] * wy[b]
            if w == 0:
                continue
            t = img.texel(img.addr(xx, img.w), img.addr(yy, img.h if kernel != 'sample_1d' else 1))
            for k in range(4):
                acc[k] += t[k] * w
    scale = 256 if kernel == 'sample_1d' else 65536
    return [bits(f32(v / scale)) for v in acc]


# name, kernel, FMT, W, H, image seed, options, k, coordinate seed
CASES = [
    ('r8_point_clamp', 'sample_f', 'r8', 5, 4, 11, {}, 8.0, 1),
    ('rgba8_linear_clamp_norm', 'sample_f', 'rgba8', 5, 3, 12, {'filter': 'linear', 'coords': 'normalized'}, 1.5, 2),
    ('rgba8_linear_wrap', 'sample_f', 'rgba8', 4, 5, 13, {'filter': 'linear', 'coords': 'normalized', 'address': 'wrap'}, 3.0, 3),
    ('r32f_linear_mirror', 'sample_f', 'r32f', 6, 3, 14, {'filter': 'linear', 'coords': 'normalized', 'address': 'mirror'}, 3.0, 4),
    ('rgba32f_linear_border', 'sample_f', 'rgba32f', 3, 4, 15, {'filter': 'linear', 'coords': 'normalized', 'address': 'border'}, 1.5, 5),
    ('rgba32f_point_border_unnorm', 'sample_f', 'rgba32f', 5, 5, 16, {'address': 'border'}, 6.0, 6),
    ('r8ui_element', 'sample_u', 'r8ui', 4, 4, 17, {}, 6.0, 7),
    ('r32i_element_wrap', 'sample_u', 'r32i', 3, 5, 18, {'coords': 'normalized', 'address': 'wrap'}, 3.0, 8),
    ('r8_read_element', 'sample_u', 'r8', 4, 3, 19, {'read': 'element'}, 5.0, 9),
    ('rgba8ui_read_norm_linear', 'sample_f', 'rgba8ui', 4, 4, 20, {'read': 'normalized', 'filter': 'linear'}, 5.0, 10),
    ('r8i_snorm_linear_mirror', 'sample_f', 'r8i', 5, 4, 21, {'read': 'normalized', 'filter': 'linear', 'coords': 'normalized', 'address': 'mirror'}, 2.5, 11),
    ('r16f_1d_linear', 'sample_1d', 'r16f', 7, 1, 22, {'filter': 'linear'}, 9.0, 12),
    ('rg16f_fetch_wrap', 'fetch_2d', 'rg16f', 4, 3, 23, {'coords': 'normalized', 'address': 'wrap'}, 8.0, 13),
    ('rgba8_gather', 'gather_2d', 'rgba8', 5, 4, 24, {'coords': 'normalized'}, 1.5, 14),
    ('r32ui_gather_border', 'gather_2d', 'r32ui', 4, 4, 25, {'address': 'border'}, 6.0, 15),
]


def level_2d(img, cs, level, layer):
    """The f32 results (floats) of a filtered float read of a 2d image (or cube face) at
    normalized or unnormalized coordinates cs, one level and layer."""
    w, h = lsize(img.w, level), lsize(img.h, level)
    xs, wx = axis(img, cs[0], w, img.linear)
    ys, wy = axis(img, cs[1], h, img.linear)
    if not img.linear:
        return [f32(v) for v in img.texel(img.addr(xs[0], w), img.addr(ys[0], h), level, layer)]
    acc = [Fr(0)] * 4
    for b, yy in enumerate(ys):
        for a, xx in enumerate(xs):
            wt = wx[a] * wy[b]
            if wt == 0:
                continue
            t = img.texel(img.addr(xx, w), img.addr(yy, h), level, layer)
            for k in range(4):
                acc[k] += t[k] * wt
    return [f32(v / 65536) for v in acc]


def pick_levels(img, lod):
    """(level, next level or None, 8-bit weight of the next) for a level of detail (a
    float): clamped to [0, levels-1]; point: nearest, halves down; linear: floor and
    floor + 1 with frac(lod) in 8 bits."""
    top = img.levels - 1
    if lod != lod or lod < 0:
        lod = 0.0
    if lod > top:
        lod = float(top)
    if img.mip_linear:
        l0 = math.floor(lod)
        b = math.floor((lod - l0) * 256.0 + 0.5)
        return (l0, l0 + 1, b) if b and l0 + 1 <= top else (l0, None, 0)
    return math.ceil(lod + 0.5) - 1, None, 0


def mip_sample(img, cs, lod, layer):
    """A float sample of a mipmapped 2d image or cube face: levels picked, each filtered and
    rounded to f32, blended with the 8-bit weight and rounded once more."""
    l0, l1, b = pick_levels(img, lod)
    v0 = level_2d(img, cs, l0, layer)
    if l1 is None:
        return [bits(v) for v in v0]
    v1 = level_2d(img, cs, l1, layer)
    return [bits(f32((Fr(x0) * (256 - b) + Fr(x1) * b) / 256)) for x0, x1 in zip(v0, v1)]


def cube_face(x, y, z):
    """(face, s, t) of a direction: the major axis (ties to x, then y) and the cube-map
    face table (+x: -z, -y; -x: +z, -y; +y: +x, +z; -y: +x, -z; +z: +x, -y; -z: -x, -y),
    s = (sc / ma + 1) * 0.5 with each operation rounded to f32."""
    ax, ay, az = abs(x), abs(y), abs(z)
    if ax >= ay and ax >= az:
        face, ma, sc, tc = (0 if x >= 0 else 1), ax, (-z if x >= 0 else z), -y
    elif ay >= az:
        face, ma, sc, tc = (2 if y >= 0 else 3), ay, x, (z if y >= 0 else -z)
    else:
        face, ma, sc, tc = (4 if z >= 0 else 5), az, (x if z >= 0 else -x), -y

    def st(c):
        return f32(Fr(f32(Fr(f32(Fr(c) / Fr(ma))) + 1)) / 2)
    return face, st(sc), st(tc)


def cube_deriv(face, v, g):
    """(ds, dt) of a face's coordinates along gradient g of direction v, in double as
    texture.c has it: s = (sc / ma + 1) / 2, so ds = (dsc ma - sc dma) / (2 ma^2)."""
    axes = [(2, 1, 0), (2, 1, 0), (0, 2, 1), (0, 2, 1), (0, 1, 2), (0, 1, 2)][face]
    sgn = [(-1, -1, 1), (1, -1, -1), (1, 1, 1), (1, -1, -1), (1, -1, 1), (-1, -1, -1)][face]
    sc, tc, ma = (sgn[k] * float(v[axes[k]]) for k in range(3))
    dsc, dtc, dma = (sgn[k] * float(g[axes[k]]) for k in range(3))
    return (dsc * ma - sc * dma) / (2 * ma * ma), (dtc * ma - tc * dma) / (2 * ma * ma)


def cube_grad_lod(img, face, v, dx, dy):
    """The LOD of a cube sample in direction v with gradients dx, dy (texture.h): the
    largest of |ds|, |dt| along dx and dy times the face's size, log2 in double."""
    ds = [cube_deriv(face, v, dx), cube_deriv(face, v, dy)]
    rho = 0.0
    for g in (abs(ds[0][0]), abs(ds[0][1]), abs(ds[1][0]), abs(ds[1][1])):
        rho = max(rho, g * img.w)
    return math.log2(rho) if rho > 0 else 0.0


def gather(img, cs, layer, comp):
    """tld4 of channel comp at normalized (s, t) of level 0, layer (or cube face) `layer`:
    the linear footprint's texels (i,j+1) (i+1,j+1) (i+1,j) (i,j), clamped to the face."""
    xs, _ = axis(img, cs[0], img.w, True)
    ys, _ = axis(img, cs[1], img.h, True)
    order = [(0, 1), (1, 1), (1, 0), (0, 0)]
    return [bits(f32(img.texel(img.addr(xs[a], img.w), img.addr(ys[b], img.h), 0, layer)[comp])) for a, b in order]


def model_mip(img, kernel, cs, i):
    """The 4 output words of one sample of the mip-level and cube kernels (sample.ll)."""
    if kernel == 'query':
        return [img.w, img.h, img.layers, img.levels]
    if kernel == 'sample_level':
        return mip_sample(img, cs[0:2], f32(abs(cs[2]) * 4), 0)
    if kernel == 'sample_grad':
        rho = 0.0
        for k, n in ((0, img.w), (1, img.h)):
            g = max(abs(cs[2 + k]), abs(cs[4 + k])) * n
            rho = max(rho, g)
        return mip_sample(img, cs[0:2], math.log2(rho) if rho > 0 else 0.0, 0)
    if kernel == 'gather_a2d':
        layer = min(max(i % 5 - 1, 0), img.layers - 1)
        return gather(img, cs[0:2], layer, 3)
    face, s, t = cube_face(cs[0], cs[1], cs[2])
    layer = face
    if kernel in ('sample_acube_level', 'sample_acube_grad', 'gather_acube'):
        layer += 6 * min(max(i % 5 - 1, 0), img.layers - 1)
    if kernel.startswith('gather_'):
        return gather(img, [s, t], layer, 2 if kernel == 'gather_cube' else 0)
    if kernel in ('sample_cube_grad', 'sample_acube_grad'):
        return mip_sample(img, [s, t], cube_grad_lod(img, face, cs[0:3], cs[3:6], cs[6:9]), layer)
    lod = f32(cs[3] * 4) if kernel != 'sample_cube' else 0.0
    return mip_sample(img, [s, t], lod, layer)


# name, kernel, FMT, W, H, image seed, options, k (coordinates 0..1 of each sample are
# scaled by it; the rest are read as they are), coordinate seed
MIP_CASES = [
    ('rgba8_level_point_mips', 'sample_level', 'rgba8', 16, 16, 31,
     {'coords': 'normalized', 'levels': 5, 'filter': 'linear'}, 1.25, 41),
    ('r32f_level_linear_mips_wrap', 'sample_level', 'r32f', 16, 8, 32,
     {'coords': 'normalized', 'levels': 5, 'filter': 'linear', 'mipfilter': 'linear', 'address': 'wrap'}, 2.0, 42),
    ('rgba16f_level_npot_mip_linear', 'sample_level', 'rgba16f', 13, 7, 33,
     {'coords': 'normalized', 'levels': 4, 'mipfilter': 'linear'}, 1.0, 43),
    ('rgba8_grad_linear', 'sample_grad', 'rgba8', 16, 16, 34,
     {'coords': 'normalized', 'levels': 5, 'filter': 'linear', 'mipfilter': 'linear'}, 1.0, 44),
    ('r32f_grad_point', 'sample_grad', 'r32f', 16, 16, 35, {'coords': 'normalized', 'levels': 5}, 1.0, 45),
    ('rgba8_cube_linear', 'sample_cube', 'rgba8', 4, 4, 36, {'cube': 1, 'filter': 'linear'}, 1.0, 46),
    ('r32f_cube_point', 'sample_cube', 'r32f', 5, 5, 37, {'cube': 1}, 3.0, 47),
    ('rgba32f_cube_level_linear', 'sample_cube_level', 'rgba32f', 8, 8, 38,
     {'cube': 1, 'levels': 4, 'filter': 'linear', 'mipfilter': 'linear'}, 1.0, 48),
    ('r8_acube_level_point', 'sample_acube_level', 'r8', 4, 4, 39,
     {'cube': 1, 'layers': 3, 'levels': 3, 'filter': 'linear'}, 1.0, 49),
    ('query_acube', 'query', 'r32f', 8, 8, 40, {'cube': 1, 'layers': 2, 'levels': 4}, 1.0, 50),
    # tex.grad.cube / .acube and tld4 .cube / .acube / .a2d (nvcg's forms beyond LLVM's)
    ('rgba32f_cube_grad_linear', 'sample_cube_grad', 'rgba32f', 8, 8, 51,
     {'cube': 1, 'levels': 4, 'filter': 'linear', 'mipfilter': 'linear'}, 1.0, 61),
    ('r8_cube_grad_point', 'sample_cube_grad', 'r8', 16, 16, 52, {'cube': 1, 'levels': 5}, 2.0, 62),
    ('rgba16f_acube_grad', 'sample_acube_grad', 'rgba16f', 8, 8, 53,
     {'cube': 1, 'layers': 3, 'levels': 4, 'filter': 'linear'}, 1.0, 63),
    ('rgba8_gather_cube', 'gather_cube', 'rgba8', 4, 4, 54, {'cube': 1}, 1.0, 64),
    ('r32f_gather_acube', 'gather_acube', 'r32f', 5, 5, 55, {'cube': 1, 'layers': 3, 'levels': 2}, 3.0, 65),
    ('rgba32f_gather_a2d', 'gather_a2d', 'rgba32f', 5, 4, 56, {'coords': 'normalized', 'layers': 3, 'address': 'wrap'},
     1.5, 66),
]
NCOORD = {'sample_level': 3, 'sample_grad': 6, 'sample_cube': 3, 'sample_cube_level': 4, 'sample_acube_level': 4,
          'query': 1, 'sample_cube_grad': 9, 'sample_acube_grad': 9, 'gather_cube': 3, 'gather_acube': 3,
          'gather_a2d': 2}


def image_arg(fmt, size, iseed, opts):
    """The tex: argument of a case (cube is a bare option)."""
    return 'tex:%s:%s:rand:%d' % (fmt, size, iseed) + ''.join(
        ':cube' if kv[0] == 'cube' else ':%s=%s' % kv for kv in sorted(opts.items()))


def dump_words(out):
    """The words of the second buffer (buf 1) in nvcgrun --dump output."""
    words, cur = [], None
    for line in out.splitlines():
        if line.startswith('buf '):
            cur = int(line.split()[1].rstrip(':'))
            continue
        if cur == 1 and ' 0x' in line:
            words.append(int(line.split()[-1], 16))
    return words


def main():
    tmp = tempfile.mkdtemp(prefix='texoracle')
    ptx = os.path.join(tmp, 'sample.ptx')
    rc, _, err = testlib.run([os.path.join(B, 'nvcgc'), '-mcpu=sm_75', SRC, '-o', ptx], timeout=120)
    if rc:
        print('FAIL: texture/oracle/compile (%s)' % testlib.first_line(err))
        return
    if os.path.exists(PTXAS):
        for sm in ('sm_75', 'sm_86', 'sm_90'):
            rc, _, err = testlib.run([PTXAS, '-arch=' + sm, ptx, '-o', os.devnull], timeout=120)
            print('%s: texture/oracle/ptxas.%s%s' % ('FAIL' if rc else 'PASS', sm, ' (%s)' % testlib.first_line(err) if rc else ''))
    for name, kern, fmt, w, h, iseed, opts, k, cseed in CASES + MIP_CASES:
        img = Image(fmt, w, h, iseed, opts)
        g = splitmix(cseed)
        mip = kern in NCOORD
        ncoord = NCOORD[kern] if mip else 1 if kern == 'sample_1d' else 2
        coords = [rand_f(next(g), 24) for _ in range(N * ncoord)]
        # the kernels scale the first two coordinates (three: a cube's direction) by k
        nscaled = 3 if 'cube' in kern else 2
        scaled = [f32(c * Fr(k)) if not mip or j % ncoord < nscaled else float(c) for j, c in enumerate(coords)]
        want = []
        for i in range(N):
            cs = scaled[i * ncoord:(i + 1) * ncoord]
            want += model_mip(img, kern, cs, i) if mip else model(img, kern, cs)
        size = '%dx%d' % (w, h) if kern != 'sample_1d' else '%d' % w
        tex = image_arg(fmt, size, iseed, opts)
        args = [tex, 'buf:f32:%d:rand:%d' % (N * ncoord, cseed), 'buf:f32:%d:zero' % (4 * N), 'f32:%r' % k]
        for eng, f in (('ir', SRC), ('ptx', ptx)):
            rc, out, err = testlib.run([os.path.join(B, 'nvcgrun'), '--engine=' + eng, f, '--kernel', kern, '--grid', '1',
                                        '--block', str(N), '--dump'] + args, timeout=120)
            got = dump_words(out) if rc == 0 else []
            if rc or got != want:
                bad = next((i for i in range(min(len(got), len(want))) if got[i] != want[i]), None)
                why = testlib.first_line(err) if rc else 'word %s: got %s, model %s' % (
                    bad, hex(got[bad]) if bad is not None else '-', hex(want[bad]) if bad is not None else '-')
                print('FAIL: texture/oracle/%s.%s (%s)' % (name, eng, why))
            else:
                print('PASS: texture/oracle/%s.%s' % (name, eng))


if __name__ == '__main__':
    main()
