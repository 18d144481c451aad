"""Every intrinsic of nvcg_impl/ir/intrinsics.h that no other test calls, with expected
values from exact reference semantics (LLVM LangRef; PTX ISA for the NVVM intrinsics).
Writes ll/intr_rest.ll (cross-checked against llc-14's PTX) and ll/intr_rest_nollc.ll (the
rows llc 14 cannot compile). Each row computes one i64 from constants."""
import os, sys, re, subprocess, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from h import *

HERE = os.path.dirname(os.path.abspath(__file__))
M32 = (1 << 32) - 1; M64 = (1 << 64) - 1
NAN = float('nan'); INF = math.inf
def FC(x): return D(x) if x == 0 else D(val(rbits(x if isinstance(x, Fr) or x != x or abs(x) == INF else Fr(x), 'f32'), 'f32'))
def sx(v, b):
    v &= (1 << b) - 1; return v - (1 << b) if v >> (b - 1) else v
SUB = val(0x00000400, 'f32')            # a subnormal float
rows = []                               # (ir computing %v: i64, expected i64, decls)
forced = []                             # rows that must not be cross-checked (llc 14 bugs)
def row(ir, exp, *decls): rows.append((ir, exp & M64, decls))
def f32row(ir, bits, *decls): row(ir + '\n  %b = bitcast float %a to i32\n  %v = zext i32 %b to i64', bits, *decls)
def f64row(ir, bits, *decls): row(ir + '\n  %v = bitcast double %a to i64', bits, *decls)
def i32row(ir, v, *decls): row(ir + '\n  %v = zext i32 %a to i64', v & M32, *decls)
def ftz(b): return b & 0x80000000 if not (b & 0x7f800000) and (b & 0x7fffff) else b
def f2i(x, mode, W, sg):
    if x != x: return 0
    fr = Fr(x)
    if mode == 'rn':
        fl = math.floor(fr); d = fr - fl
        q = fl + 1 if d > Fr(1, 2) or (d == Fr(1, 2) and fl % 2 == 1) else fl
    else:
        q = {'rz': math.trunc(fr), 'rm': math.floor(fr), 'rp': math.ceil(fr)}[mode]
    lo, hi = (-(1 << (W - 1)), (1 << (W - 1)) - 1) if sg else (0, (1 << W) - 1)
    return max(lo, min(hi, q))
def sqrt_round(x, fmt, mode):
    X = Fr(x)
    c = rbits(Fr(math.sqrt(x)), fmt)
    while val(c, fmt) ** 2 > X if False else Fr(val(c, fmt)) ** 2 > X: c -= 1
    while Fr(val(c + 1, fmt)) ** 2 <= X: c += 1
    lo = c
    if Fr(val(lo, fmt)) ** 2 == X: return lo
    hi = lo + 1
    if mode in ('rz', 'rm'): return lo
    if mode == 'rp': return hi
    mid = (Fr(val(lo, fmt)) + Fr(val(hi, fmt))) / 2
    return hi if mid * mid < X else lo
MODES = ('rn', 'rz', 'rm', 'rp')
# ---- NVVM float arithmetic with rounding modes and .ftz
a3 = val(rbits(Fr(1, 3), 'f32'), 'f32'); d3 = 1 / 3
for m in MODES:
    f32row('%%a = call float @llvm.nvvm.add.%s.ftz.f(float %s, float %s)' % (m, FC(1.0), FC(2.0 ** -30)), rbits(1 + Fr(2) ** -30, 'f32', m), 'declare float @llvm.nvvm.add.%s.ftz.f(float, float)' % m)
    f32row('%%a = call float @llvm.nvvm.add.%s.ftz.f(float %s, float %s)' % (m, FC(SUB), FC(SUB)), 0, 'declare float @llvm.nvvm.add.%s.ftz.f(float, float)' % m)
    f64row('%%a = call double @llvm.nvvm.add.%s.d(double 1.0, double %s)' % (m, D(2.0 ** -60)), rbits(1 + Fr(2) ** -60, 'f64', m), 'declare double @llvm.nvvm.add.%s.d(double, double)' % m)
    f32row('%%a = call float @llvm.nvvm.mul.%s.ftz.f(float %s, float %s)' % (m, FC(a3), FC(a3)), rbits(Fr(a3) ** 2, 'f32', m), 'declare float @llvm.nvvm.mul.%s.ftz.f(float, float)' % m)
    f64row('%%a = call double @llvm.nvvm.mul.%s.d(double %s, double %s)' % (m, D(d3), D(d3)), rbits(Fr(d3) ** 2, 'f64', m), 'declare double @llvm.nvvm.mul.%s.d(double, double)' % m)
    f32row('%%a = call float @llvm.nvvm.div.%s.ftz.f(float 2.0, float 3.0)' % m, rbits(Fr(2, 3), 'f32', m), 'declare float @llvm.nvvm.div.%s.ftz.f(float, float)' % m)
    f32row('%%a = call float @llvm.nvvm.div.%s.ftz.f(float %s, float 3.0)' % (m, FC(SUB)), 0, 'declare float @llvm.nvvm.div.%s.ftz.f(float, float)' % m)
    if m != 'rn':
        f32row('%%a = call float @llvm.nvvm.fma.%s.ftz.f(float %s, float 3.0, float %s)' % (m, FC(a3), FC(0.1)), rbits(Fr(a3) * 3 + Fr(val(rbits(Fr(0.1), 'f32'), 'f32')), 'f32', m), 'declare float @llvm.nvvm.fma.%s.ftz.f(float, float, float)' % m)
        f32row('%%a = call float @llvm.nvvm.rcp.%s.ftz.f(float 3.0)' % m, rbits(Fr(1, 3), 'f32', m), 'declare float @llvm.nvvm.rcp.%s.ftz.f(float)' % m)
    f32row('%%a = call float @llvm.nvvm.sqrt.%s.ftz.f(float 3.0)' % m, sqrt_round(3.0, 'f32', m), 'declare float @llvm.nvvm.sqrt.%s.ftz.f(float)' % m)
    f64row('%%a = call double @llvm.nvvm.sqrt.%s.d(double 3.0)' % m, sqrt_round(3.0, 'f64', m), 'declare double @llvm.nvvm.sqrt.%s.d(double)' % m)
f32row('%%a = call float @llvm.nvvm.sqrt.rn.ftz.f(float %s)' % FC(SUB), 0, 'declare float @llvm.nvvm.sqrt.rn.ftz.f(float)')
# ---- conversions
for m in MODES:
    for x in (2.5, -2.5, -0.5, 1e10, -3.7):
        xf = val(rbits(Fr(x), 'f32'), 'f32')
        row('%%a = call i32 @llvm.nvvm.f2i.%s.ftz(float %s)\n  %%v = sext i32 %%a to i64' % (m, FC(xf)), f2i(xf, m, 32, 1), 'declare i32 @llvm.nvvm.f2i.%s.ftz(float)' % m)
        row('%%a = call i32 @llvm.nvvm.f2ui.%s(float %s)\n  %%v = zext i32 %%a to i64' % (m, FC(xf)), f2i(xf, m, 32, 0), 'declare i32 @llvm.nvvm.f2ui.%s(float)' % m)
        row('%%a = call i32 @llvm.nvvm.f2ui.%s.ftz(float %s)\n  %%v = zext i32 %%a to i64' % (m, FC(xf)), f2i(xf, m, 32, 0), 'declare i32 @llvm.nvvm.f2ui.%s.ftz(float)' % m)
        row('%%v = call i64 @llvm.nvvm.f2ll.%s(float %s)' % (m, FC(xf)), f2i(xf, m, 64, 1), 'declare i64 @llvm.nvvm.f2ll.%s(float)' % m)
        row('%%v = call i64 @llvm.nvvm.f2ll.%s.ftz(float %s)' % (m, FC(xf)), f2i(xf, m, 64, 1), 'declare i64 @llvm.nvvm.f2ll.%s.ftz(float)' % m)
        row('%%v = call i64 @llvm.nvvm.f2ull.%s(float %s)' % (m, FC(xf)), f2i(xf, m, 64, 0), 'declare i64 @llvm.nvvm.f2ull.%s(float)' % m)
        row('%%v = call i64 @llvm.nvvm.f2ull.%s.ftz(float %s)' % (m, FC(xf)), f2i(xf, m, 64, 0), 'declare i64 @llvm.nvvm.f2ull.%s.ftz(float)' % m)
    for x in (2.5, -2.5, 3.5, -1e-300, 1e300, -3.7e12):
        row('%%a = call i32 @llvm.nvvm.d2i.%s(double %s)\n  %%v = sext i32 %%a to i64' % (m, D(x)), f2i(x, m, 32, 1), 'declare i32 @llvm.nvvm.d2i.%s(double)' % m)
        row('%%a = call i32 @llvm.nvvm.d2ui.%s(double %s)\n  %%v = zext i32 %%a to i64' % (m, D(x)), f2i(x, m, 32, 0), 'declare i32 @llvm.nvvm.d2ui.%s(double)' % m)
        row('%%v = call i64 @llvm.nvvm.d2ll.%s(double %s)' % (m, D(x)), f2i(x, m, 64, 1), 'declare i64 @llvm.nvvm.d2ll.%s(double)' % m)
        row('%%v = call i64 @llvm.nvvm.d2ull.%s(double %s)' % (m, D(x)), f2i(x, m, 64, 0), 'declare i64 @llvm.nvvm.d2ull.%s(double)' % m)
    for v in (-7, 2147483647, -2147483648):
        f64row('%%a = call double @llvm.nvvm.i2d.%s(i32 %d)' % (m, v), rbits(Fr(v), 'f64', m), 'declare double @llvm.nvvm.i2d.%s(i32)' % m)
        f64row('%%a = call double @llvm.nvvm.ui2d.%s(i32 %d)' % (m, v), rbits(Fr(v & M32), 'f64', m), 'declare double @llvm.nvvm.ui2d.%s(i32)' % m)
    for v in ((1 << 63) + 1, 16777217, (1 << 64) - 1):
        f32row('%%a = call float @llvm.nvvm.ull2f.%s(i64 %d)' % (m, sx(v, 64)), rbits(Fr(v), 'f32', m), 'declare float @llvm.nvvm.ull2f.%s(i64)' % m)
    f32row('%%a = call float @llvm.nvvm.d2f.%s.ftz(double %s)' % (m, D(1e-39)), ftz(rbits(Fr(1e-39), 'f32', m)), 'declare float @llvm.nvvm.d2f.%s.ftz(double)' % m)
    f32row('%%a = call float @llvm.nvvm.d2f.%s.ftz(double %s)' % (m, D(0.1)), rbits(Fr(0.1), 'f32', m), 'declare float @llvm.nvvm.d2f.%s.ftz(double)' % m)
def relu(b, fmt):
    w = FMT[fmt][2]
    return 0 if (b >> (w - 1)) & 1 and not fp_nan(b, fmt) else b
def fp_nan(b, fmt):
    mb, eb, w = FMT[fmt]
    return ((b >> mb) & ((1 << eb) - 1)) == (1 << eb) - 1 and b & ((1 << mb) - 1) != 0
for x in (-(1.0 + 2.0 ** -8 + 2.0 ** -20), 3.1415926, -0.0, 1e-8):
    xf = val(rbits(Fr(x) if x else x, 'f32'), 'f32')
    F = Fr(xf) if xf else xf
    row('%%a = call i16 @llvm.nvvm.f2bf16.rz.relu(float %s)\n  %%v = zext i16 %%a to i64' % FC(xf), relu(rbits(F, 'bf16', 'rz'), 'bf16'), 'declare i16 @llvm.nvvm.f2bf16.rz.relu(float)')
    row('%%a = call i16 @llvm.nvvm.f2h.rn.ftz(float %s)\n  %%v = zext i16 %%a to i64' % FC(xf), rbits(F, 'f16'), 'declare i16 @llvm.nvvm.f2h.rn.ftz(float)')
for a, b in ((-(1.0 + 2.0 ** -8 + 2.0 ** -20), 3.1415926), (-2.5, 1e-3)):
    af, bf = [val(rbits(Fr(t), 'f32'), 'f32') for t in (a, b)]
    for m in ('rn', 'rz'):
        for rl in ('', '.relu'):
            def cv(t, fmt): r = rbits(Fr(t), fmt, m); return relu(r, fmt) if rl else r
            i32row('%%a = call i32 @llvm.nvvm.ff2bf16x2.%s%s(float %s, float %s)' % (m, rl, FC(af), FC(bf)), cv(af, 'bf16') << 16 | cv(bf, 'bf16'), 'declare i32 @llvm.nvvm.ff2bf16x2.%s%s(float, float)' % (m, rl))
            row('%%h = call <2 x half> @llvm.nvvm.ff2f16x2.%s%s(float %s, float %s)\n  %%a = bitcast <2 x half> %%h to i32\n  %%v = zext i32 %%a to i64' % (m, rl, FC(af), FC(bf)), cv(af, 'f16') << 16 | cv(bf, 'f16'), 'declare <2 x half> @llvm.nvvm.ff2f16x2.%s%s(float, float)' % (m, rl))
i32row('%%a = call i32 @llvm.nvvm.f2tf32.rna(float %s)' % FC(1.0 + 2.0 ** -11 + 2.0 ** -20), rbits(1 + Fr(2) ** -11 + Fr(2) ** -20, 'tf32', 'rna') << 13, 'declare i32 @llvm.nvvm.f2tf32.rna(float)')
i32row('%%a = call i32 @llvm.nvvm.f2tf32.rna(float %s)' % FC(1.0 + 2.0 ** -11), rbits(1 + Fr(2) ** -11, 'tf32', 'rna') << 13, 'declare i32 @llvm.nvvm.f2tf32.rna(float)')
# ---- approximate, rounding, min/max, ftz variants
for nm, f in (('sin', math.sin), ('cos', math.cos), ('lg2', math.log2), ('rsqrt', lambda x: 1 / math.sqrt(x))):
    f32row('%%a = call float @llvm.nvvm.%s.approx.ftz.f(float 2.0)' % nm, rbits(f(2.0), 'f32'), 'declare float @llvm.nvvm.%s.approx.ftz.f(float)' % nm)
f32row('%%a = call float @llvm.nvvm.lg2.approx.ftz.f(float %s)' % FC(SUB), 0xff800000, 'declare float @llvm.nvvm.lg2.approx.ftz.f(float)')
f32row('%%a = call float @llvm.nvvm.sqrt.approx.ftz.f(float %s)' % FC(SUB), 0, 'declare float @llvm.nvvm.sqrt.approx.ftz.f(float)')
f32row('%a = call float @llvm.nvvm.div.approx.ftz.f(float 1.0, float 3.0)', rbits(1 / 3, 'f32'), 'declare float @llvm.nvvm.div.approx.ftz.f(float, float)')
f32row('%a = call float @llvm.nvvm.div.full.ftz(float 2.0, float 3.0)', rbits(2 / 3, 'f32'), 'declare float @llvm.nvvm.div.full.ftz(float, float)')
f64row('%a = call double @llvm.nvvm.ex2.approx.d(double 1.5)', rbits(2.0 ** 1.5, 'f64'), 'declare double @llvm.nvvm.ex2.approx.d(double)')
f64row('%a = call double @llvm.nvvm.lg2.approx.d(double 10.0)', rbits(math.log2(10.0), 'f64'), 'declare double @llvm.nvvm.lg2.approx.d(double)')
f64row('%a = call double @llvm.nvvm.rcp.approx.ftz.d(double 3.0)', 0x3fd5555500000000, 'declare double @llvm.nvvm.rcp.approx.ftz.d(double)')
for nm, x, e in (('ceil', -2.5, -2.0), ('floor', -2.5, -3.0), ('trunc', -2.5, -2.0)):
    f64row('%%a = call double @llvm.nvvm.%s.d(double %s)' % (nm, D(x)), rbits(e, 'f64'), 'declare double @llvm.nvvm.%s.d(double)' % nm)
for nm in ('ceil', 'floor', 'trunc', 'round'):
    f32row('%%a = call float @llvm.nvvm.%s.ftz.f(float %s)' % (nm, FC(SUB)), 0, 'declare float @llvm.nvvm.%s.ftz.f(float)' % nm)
f32row('%a = call float @llvm.nvvm.round.ftz.f(float 2.5)', rbits(2.0, 'f32'), 'declare float @llvm.nvvm.round.ftz.f(float)')
f32row('%%a = call float @llvm.nvvm.saturate.ftz.f(float %s)' % FC(SUB), 0, 'declare float @llvm.nvvm.saturate.ftz.f(float)')
f32row('%a = call float @llvm.nvvm.saturate.ftz.f(float 0.75)', rbits(0.75, 'f32'), 'declare float @llvm.nvvm.saturate.ftz.f(float)')
f64row('%a = call double @llvm.nvvm.fabs.d(double -2.0)', rbits(2.0, 'f64'), 'declare double @llvm.nvvm.fabs.d(double)')
f64row('%%a = call double @llvm.nvvm.fmax.d(double %s, double -1.0)' % D(NAN), rbits(-1.0, 'f64'), 'declare double @llvm.nvvm.fmax.d(double, double)')
f64row('%a = call double @llvm.nvvm.fmax.d(double -0.0, double 0.0)', 0, 'declare double @llvm.nvvm.fmax.d(double, double)')
f32row('%%a = call float @llvm.nvvm.fmin.ftz.f(float %s, float 0.0)' % FC(-SUB), 0x80000000, 'declare float @llvm.nvvm.fmin.ftz.f(float, float)')
def h(x): return rbits(Fr(x), 'f16')
row('%%a = call half @llvm.nvvm.fma.rn.f16(half 0xH%04X, half 0xH%04X, half 0xH%04X)\n  %%b = bitcast half %%a to i16\n  %%v = zext i16 %%b to i64' % (h(1.0 + 2.0 ** -10), h(1.0 + 2.0 ** -10), h(-1.0)),
    rbits((1 + Fr(2) ** -10) ** 2 - 1, 'f16'), 'declare half @llvm.nvvm.fma.rn.f16(half, half, half)')
row('%%a = call <2 x half> @llvm.nvvm.fma.rn.f16x2(<2 x half> <half 0xH%04X, half 0xH3C00>, <2 x half> <half 0xH%04X, half 0xH4000>, <2 x half> <half 0xH%04X, half 0xH3C00>)\n  %%b = bitcast <2 x half> %%a to i32\n  %%v = zext i32 %%b to i64' % (h(1.0 + 2.0 ** -10), h(3.0), h(0.25)),
    rbits(3 * (1 + Fr(2) ** -10) + Fr(1, 4), 'f16') | rbits(Fr(3), 'f16') << 16, 'declare <2 x half> @llvm.nvvm.fma.rn.f16x2(<2 x half>, <2 x half>, <2 x half>)')
row('%a = call float @llvm.fmuladd.f32(float 3.0, float 0x3FD5555560000000, float -1.0)\n  %b = bitcast float %a to i32\n  %v = zext i32 %b to i64',
    rbits(3 * Fr(val(rbits(Fr(1, 3), 'f32'), 'f32')) - 1, 'f32'), 'declare float @llvm.fmuladd.f32(float, float, float)')
# ---- NVVM integer
for nm, a, b, f in (('max.i', -5, 3, max), ('min.ui', -5, 3, None), ('max.ll', -(1 << 40), 7, max), ('min.ull', -1, 9, None)):
    w = 64 if nm.endswith('ll') else 32
    ty = 'i%d' % w
    if f is max: e = max(a, b)
    else: e = min(a & ((1 << w) - 1), b & ((1 << w) - 1))
    if w == 32: i32row('%%a = call i32 @llvm.nvvm.%s(i32 %d, i32 %d)' % (nm, a, b), e, 'declare i32 @llvm.nvvm.%s(i32, i32)' % nm)
    else: row('%%v = call i64 @llvm.nvvm.%s(i64 %d, i64 %d)' % (nm, a, b), e, 'declare i64 @llvm.nvvm.%s(i64, i64)' % nm)
i32row('%a = call i32 @llvm.nvvm.popc.i(i32 -1)', 32, 'declare i32 @llvm.nvvm.popc.i(i32)')
for s in (0, 5, 37):
    i32row('%%a = call i32 @llvm.nvvm.rotate.b32(i32 %d, i32 %d)' % (sx(0x80000001, 32), s), ((0x80000001 << (s & 31)) | (0x80000001 >> ((32 - (s & 31)) & 31))) & M32 if s & 31 else 0x80000001, 'declare i32 @llvm.nvvm.rotate.b32(i32, i32)')
    x = 0x8000000000000003
    row('%%v = call i64 @llvm.nvvm.rotate.b64(i64 %d, i32 %d)' % (sx(x, 64), s), ((x << (s & 63)) | (x >> ((64 - (s & 63)) & 63))) & M64 if s & 63 else x, 'declare i64 @llvm.nvvm.rotate.b64(i64, i32)')
    if s >= 32: forced.append(rows[-1])   # llc 14: two shf.l.wrap.b32 on the halves, right only below 32
    row('%%v = call i64 @llvm.nvvm.rotate.right.b64(i64 %d, i32 %d)' % (sx(x, 64), s), ((x >> (s & 63)) | (x << ((64 - (s & 63)) & 63))) & M64 if s & 63 else x, 'declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)')
    if s >= 32: forced.append(rows[-1])
row('%%v = call i64 @llvm.nvvm.swap.lo.hi.b64(i64 %d)' % 0x0123456789abcdef, 0x89abcdef01234567, 'declare i64 @llvm.nvvm.swap.lo.hi.b64(i64)')
def fns(mask, base, off):
    if off == 0: return base if base < 32 and (mask >> base) & 1 else M32
    pos = base; inc = 1 if off > 0 else -1; cnt = abs(off) - 1
    while 0 <= pos < 32:
        if (mask >> pos) & 1:
            if cnt == 0: return pos
            cnt -= 1
        pos += inc
    return M32
for m, b, o in ((0xf0f0, 0, 3), (0xf0f0, 31, -2), (0xf0f0, 4, 0), (0xf0f0, 3, 0), (1, 0, 2)):
    i32row('%%a = call i32 @llvm.nvvm.fns(i32 %d, i32 %d, i32 %d)' % (m, b, o), fns(m, b, o), 'declare i32 @llvm.nvvm.fns(i32, i32, i32)')
i32row('%%a = call i32 @llvm.nvvm.d2i.lo(double %s)' % D(1.5), 0, 'declare i32 @llvm.nvvm.d2i.lo(double)')
i32row('%%a = call i32 @llvm.nvvm.d2i.hi(double %s)' % D(1.5), 0x3ff80000, 'declare i32 @llvm.nvvm.d2i.hi(double)')
f64row('%a = call double @llvm.nvvm.lohi.i2d(i32 1, i32 1072693248)', 0x3ff0000000000001, 'declare double @llvm.nvvm.lohi.i2d(i32, i32)')
f32row('%a = call float @llvm.nvvm.bitcast.i2f(i32 1065353216)', 0x3f800000, 'declare float @llvm.nvvm.bitcast.i2f(i32)')
f64row('%a = call double @llvm.nvvm.bitcast.ll2d(i64 4607182418800017408)', 0x3ff0000000000000, 'declare double @llvm.nvvm.bitcast.ll2d(i64)')
# ---- hints
row('%v = call i64 @llvm.expect.i64(i64 42, i64 1)', 42, 'declare i64 @llvm.expect.i64(i64, i64)')
row('%v = call i64 @llvm.expect.with.probability.i64(i64 43, i64 1, double 0.5)', 43, 'declare i64 @llvm.expect.with.probability.i64(i64, i64, double)')
row('call void @llvm.assume(i1 true)\n  call void @llvm.nvvm.membar.cta()\n  call void @llvm.nvvm.membar.sys()\n  %v = add i64 0, 44', 44,
    'declare void @llvm.assume(i1)', 'declare void @llvm.nvvm.membar.cta()', 'declare void @llvm.nvvm.membar.sys()')
row('call void @llvm.nvvm.fence.sc.cluster()\n  call void @llvm.nvvm.fence.acq_rel.cluster()\n  %v = add i64 0, 45', 45,
    'declare void @llvm.nvvm.fence.sc.cluster()', 'declare void @llvm.nvvm.fence.acq_rel.cluster()')
row('%a = call i32 @llvm.nvvm.reflect(i8* null)\n  %v = zext i32 %a to i64', 0, 'declare i32 @llvm.nvvm.reflect(i8*)')

def body(rows):
    o = []
    for k, (ir, e, decls) in enumerate(rows):
        b = re.sub(r'%(a|b|h)\b', lambda m_: '%%%s_%d' % (m_.group(1), k), ir)
        b = re.sub(r'%v\b', '%%v%d' % k, b)
        o.append('b%d:\n  %s\n  %%p%d = getelementptr i64, i64 addrspace(1)* %%out, i64 %d\n  store i64 %%v%d, i64 addrspace(1)* %%p%d\n  br label %%b%d' % (k, b, k, k, k, k, k + 1))
    return o

def module(rows, name, header, nollc):
    o = [header, 'target triple = "nvptx64-nvidia-cuda"', '']
    if nollc: o.insert(1, '; NOLLC-FILE %s' % nollc)
    o.append('; TEST %s --grid 1 --block 1 buf:i64:%d:zero' % (name, len(rows)))
    for ir, e, decls in rows: o.append(i(e, 64))
    o.append('define void @%s(i64 addrspace(1)* %%out) {\n  br label %%b0' % name)
    o += body(rows)
    o.append('b%d:\n  ret void\n}\n' % len(rows))
    ds = []
    for r in rows:
        for d in r[2]:
            if d not in ds: ds.append(d)
    o += ds
    return annotate('\n'.join(o) + '\n')

def llc_ok(r):
    with tempfile.TemporaryDirectory() as td:
        p = os.path.join(td, 'a.ll')
        open(p, 'w').write(module([r], 'k', ';', None))
        q = os.path.join(td, 'a.ptx')
        ok = subprocess.run(['llc-14', '-march=nvptx64', '-mcpu=sm_80', '-mattr=+ptx75', p, '-o', q],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0 and 'call.uni' not in open(q).read()
        # and the PTX must be valid (llc 14 prints ex2.approx.f64, which PTX does not have)
        return ok and subprocess.run(['/usr/local/cuda/bin/ptxas', '-arch=sm_80', q, '-o', os.path.join(td, 'a.o')],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
good = [r for r in rows if r not in forced and llc_ok(r)]
bad = [r for r in rows if r not in good]
hdr = '''; The intrinsics of nvcg_impl/ir/intrinsics.h that the other files do not call, one row each
; (rounding-mode and .ftz variants, conversions, approximations, NVVM integer operations,
; hints), with expected values from exact reference semantics (gen/gen_intr_all.py).'''
open(os.path.join(HERE, '..', 'll', 'intr_rest.ll'), 'w').write(module(good, 'rest', hdr + '\n; SM 80', None))
open(os.path.join(HERE, '..', 'll', 'intr_rest_nollc.ll'), 'w').write(module(bad, 'rest_nollc', hdr, 'llc 14 cannot compile these rows (unknown intrinsics, invalid PTX) or miscompiles them (64-bit rotates by 32 or more: tests/interp/repro/llc14_nvvm_rotate64.ll)'))
print(len(good), len(bad))
