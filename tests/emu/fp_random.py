#!/usr/bin/env python3
"""Randomised check of the emulator's IEEE arithmetic against exact rational arithmetic.

    fp_random.py NVCGRUN OUTDIR

A PTX kernel applies add/sub/mul/div/fma/sqrt/rcp in .f32 and .f64 with each rounding mode
(.rn/.rz/.rm/.rp), plus f16/bf16 fma and cvt.f32.f64 with each mode, to operands from a
rand:SEED buffer (plus special values); this script computes every result exactly with
fractions.Fraction and rounds it to the format itself. One PASS/FAIL line per group."""
import os
import struct
import subprocess
import sys
from fractions import Fraction

N = 384  # operand triples (threads)
OPS32 = [('add', 2), ('sub', 2), ('mul', 2), ('div', 2), ('fma', 3), ('sqrt', 1), ('rcp', 1)]
MODES = ['rn', 'rz', 'rm', 'rp']


def fmt_info(bits):
    return {16: (10, 5), 32: (23, 8), 64: (52, 11), 'bf16': (7, 8)}[bits]


def decode(b, mb, eb):
    w = mb + eb + 1
    sign = -1 if b >> (w - 1) & 1 else 1
    e = (b >> mb) & ((1 << eb) - 1)
    f = b & ((1 << mb) - 1)
    bias = (1 << (eb - 1)) - 1
    if e == (1 << eb) - 1:
        return 'nan' if f else ('inf' if sign > 0 else '-inf')
    if e == 0:
        return sign * Fraction(f) * Fraction(2) ** (1 - bias - mb), sign
    return sign * (Fraction(f + (1 << mb)) * Fraction(2) ** (e - bias - mb)), sign


def round_to(x, mb, eb, mode, neg_zero=False):
    """Round the exact rational x to the format; returns bits (x may be 0 with a sign)."""
    w = mb + eb + 1
    bias = (1 << (eb - 1)) - 1
    emin = 1 - bias
    sgn = 1 if (x < 0 or (x == 0 and neg_zero)) else 0
    a = -x if x < 0 else x
    if a == 0:
        return sgn << (w - 1)
    # exponent e with 2^e <= a < 2^(e+1)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    q = max(e, emin) - mb
    s = a / Fraction(2) ** q
    m = s.numerator // s.denominator
    rem = s - m
    if mode == 'rn':
        up = rem > Fraction(1, 2) or (rem == Fraction(1, 2) and m & 1)
    elif mode == 'rz':
        up = False
    elif mode == 'rp':
        up = rem > 0 and not sgn
    else:
        up = rem > 0 and sgn
    m += 1 if up else 0
    E = 0 if e < emin else e + bias - 1
    bits = (E << mb) + m
    maxf = ((1 << eb) - 1) << mb
    if bits >= maxf:
        to_inf = mode == 'rn' or (mode == 'rp' and not sgn) or (mode == 'rm' and sgn)
        bits = maxf if to_inf else maxf - 1
    return (sgn << (w - 1)) | bits


def exact(op, args, mb, eb, mode):
    """Exact IEEE result bits of op on decoded args, or 'nan' when the result is NaN."""
    vals = [decode(a, mb, eb) for a in args]
    if any(v == 'nan' for v in vals):
        return 'nan'
    if any(isinstance(v, str) for v in vals):
        return None  # infinities: not checked here (the unit tests cover the tables)
    xs = [v[0] for v in vals]
    signs = [v[1] for v in vals]
    w = mb + eb + 1
    if op in ('add', 'sub'):
        b = xs[1] if op == 'add' else -xs[1]
        bs = signs[1] if op == 'add' else -signs[1]
        r = xs[0] + b
        if r == 0:
            neg = (signs[0] < 0 and bs < 0) if (xs[0] == 0 and b == 0) else mode == 'rm'
            return round_to(r, mb, eb, mode, neg)
        return round_to(r, mb, eb, mode)
    if op == 'mul':
        r = xs[0] * xs[1]
        return round_to(r, mb, eb, mode, r == 0 and signs[0] * signs[1] < 0)
    if op == 'div':
        if xs[1] == 0:
            return 'nan' if xs[0] == 0 else ((0 if signs[0] * signs[1] > 0 else 1) << (w - 1)) | (((1 << eb) - 1) << mb)
        r = xs[0] / xs[1]
        return round_to(r, mb, eb, mode, r == 0 and signs[0] * signs[1] < 0)
    if op == 'rcp':
        if xs[0] == 0:
            return ((0 if signs[0] > 0 else 1) << (w - 1)) | (((1 << eb) - 1) << mb)
        return round_to(1 / xs[0], mb, eb, mode)
    if op == 'fma':
        p = xs[0] * xs[1]
        r = p + xs[2]
        if r == 0:
            ps = signs[0] * signs[1]
            neg = (ps < 0 and signs[2] < 0) if (p == 0 and xs[2] == 0) else mode == 'rm'
            return round_to(r, mb, eb, mode, neg)
        return round_to(r, mb, eb, mode)
    if op == 'sqrt':
        if xs[0] < 0:
            return 'nan'
        if xs[0] == 0:
            return round_to(Fraction(0), mb, eb, mode, signs[0] < 0)
        # exact sqrt rounding: find the format's neighbours by bisection on squares
        lo_bits = round_to(Fraction(int(float(xs[0]) ** 0.5 * 2 ** 60), 2 ** 60), mb, eb, 'rz')
        for cand in range(max(lo_bits - 3, 0), lo_bits + 4):
            c = decode(cand, mb, eb)[0]
            n = decode(cand + 1, mb, eb)[0]
            if c * c <= xs[0] < n * n:
                if c * c == xs[0]:
                    return cand
                mid = (c + n) / 2
                if mode == 'rn':
                    return cand + 1 if xs[0] > mid * mid or (xs[0] == mid * mid and cand & 1) else cand
                return cand + 1 if mode == 'rp' else cand
        return None
    return None


def main():
    nv, outdir = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    lines = ['.version 7.8', '.target sm_90', '.address_size 64',
             '.visible .entry fp(.param .u64 a32, .param .u64 a64, .param .u64 a16, .param .u64 r32, .param .u64 r64, .param .u64 r16)',
             '{', '  .reg .b32 %r<4>;', '  .reg .f32 %f<8>;', '  .reg .f64 %fd<8>;', '  .reg .b16 %h<8>;', '  .reg .b64 %rd<16>;',
             '  mov.u32 %r1, %tid.x;', '  mov.u32 %r2, %ctaid.x;', '  mov.u32 %r3, %ntid.x;', '  mad.lo.u32 %r1, %r2, %r3, %r1;',
             '  mul.wide.u32 %rd1, %r1, 12;', '  mul.wide.u32 %rd2, %r1, 24;', '  mul.wide.u32 %rd3, %r1, 6;']
    for i, p in enumerate(('a32', 'a64', 'a16', 'r32', 'r64', 'r16')):
        lines.append('  ld.param.u64 %%rd%d, [%s];' % (4 + i, p))
    lines += ['  add.s64 %rd4, %rd4, %rd1;', '  add.s64 %rd5, %rd5, %rd2;', '  add.s64 %rd6, %rd6, %rd3;',
              '  ld.global.f32 %f1, [%rd4];', '  ld.global.f32 %f2, [%rd4+4];', '  ld.global.f32 %f3, [%rd4+8];',
              '  ld.global.f64 %fd1, [%rd5];', '  ld.global.f64 %fd2, [%rd5+8];', '  ld.global.f64 %fd3, [%rd5+16];',
              '  ld.global.b16 %h1, [%rd6];', '  ld.global.b16 %h2, [%rd6+2];', '  ld.global.b16 %h3, [%rd6+4];']
    nres32 = len(OPS32) * 4 + 4
    nres64 = len(OPS32) * 4
    nres16 = 4 + 4 + 1
    lines += ['  mul.wide.u32 %%rd10, %%r1, %d;' % (4 * nres32), '  add.s64 %rd7, %rd7, %rd10;',
              '  mul.wide.u32 %%rd10, %%r1, %d;' % (8 * nres64), '  add.s64 %rd8, %rd8, %rd10;',
              '  mul.wide.u32 %%rd10, %%r1, %d;' % (2 * nres16), '  add.s64 %rd9, %rd9, %rd10;']
    k32 = k64 = 0
    for op, n in OPS32:
        for m in MODES:
            a = ', '.join(['%f1', '%f2', '%f3'][:n])
            ad = ', '.join(['%fd1', '%fd2', '%fd3'][:n])
            lines.append('  %s.%s.f32 %%f4, %s;' % (op, m, a))
            lines.append('  st.global.f32 [%%rd7+%d], %%f4;' % (4 * k32))
            k32 += 1
            lines.append('  %s.%s.f64 %%fd4, %s;' % (op, m, ad))
            lines.append('  st.global.f64 [%%rd8+%d], %%fd4;' % (8 * k64))
            k64 += 1
    for m in MODES:  # cvt f64 -> f32
        lines.append('  cvt.%s.f32.f64 %%f4, %%fd1;' % m)
        lines.append('  st.global.f32 [%%rd7+%d], %%f4;' % (4 * k32))
        k32 += 1
    k16 = 0
    for m in MODES:  # cvt f64 -> f16
        lines.append('  cvt.%s.f16.f64 %%h4, %%fd1;' % m)
        lines.append('  st.global.b16 [%%rd9+%d], %%h4;' % (2 * k16))
        k16 += 1
    for m in MODES:  # cvt f32 -> bf16 (rn/rz only in PTX; rm/rp as f64 sources would need sm_90 forms)
        mm = m if m in ('rn', 'rz') else 'rn'
        lines.append('  cvt.%s.bf16.f32 %%h4, %%f1;' % mm)
        lines.append('  st.global.b16 [%%rd9+%d], %%h4;' % (2 * k16))
        k16 += 1
    lines.append('  fma.rn.f16 %h4, %h1, %h2, %h3;')
    lines.append('  st.global.b16 [%%rd9+%d], %%h4;' % (2 * k16))
    lines += ['  ret;', '}', '']
    ptx = os.path.join(outdir, 'fp_random.ptx')
    open(ptx, 'w').write('\n'.join(lines))
    grid, block = N // 64, 64
    # operands: random bit patterns (every exponent, subnormals, infinities, NaNs), then
    # random values in [-1, 1) (where additions cancel and results are normal)
    variants = [('bits', ['buf:i32:%d:rand:11' % (3 * N), 'buf:i64:%d:rand:12' % (3 * N), 'buf:i16:%d:rand:13' % (3 * N)]),
                ('values', ['buf:f32:%d:rand:21' % (3 * N), 'buf:f64:%d:rand:22' % (3 * N), 'buf:f16:%d:rand:23' % (3 * N)])]
    groups = {}

    def check(group, got, want, what):
        g = groups.setdefault(group, [0, 0, None])
        g[0] += 1
        if want is None:
            return
        if want == 'nan':
            ok = (got & 0x7fffffff) > 0x7f800000 if group.endswith('32') else \
                 (got & 0x7fffffffffffffff) > 0x7ff0000000000000 if group.endswith('64') else (got & 0x7fff) > 0x7c00
        else:
            ok = got == want
        if not ok:
            g[1] += 1
            if g[2] is None:
                g[2] = '%s: got 0x%x, exact 0x%x' % (what, got, want if want != 'nan' else 0)

    for vname, ins in variants:
        args = ins + ['buf:f32:%d:zero' % (nres32 * N), 'buf:f64:%d:zero' % (nres64 * N), 'buf:f16:%d:zero' % (nres16 * N)]
        p = subprocess.run([nv, ptx, '--kernel', 'fp', '--grid', str(grid), '--block', str(block), '--dump'] + args,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode:
            print('FAIL: emu-fp/run-%s (%s)' % (vname, p.stderr.decode().strip().splitlines()[0]))
            return
        bufs, cur = [], None
        for line in p.stdout.decode().splitlines():
            if line.startswith('buf '):
                cur = []
                bufs.append(cur)
            else:
                cur.append(int(line.split()[1], 16))
        a32, a64, a16, r32, r64, r16 = bufs
        for t in range(N):
            x32 = a32[3 * t:3 * t + 3]
            x64 = a64[3 * t:3 * t + 3]
            k = 0
            for op, n in OPS32:
                for m in MODES:
                    check('%s.f32' % op, r32[nres32 * t + k], exact(op, x32[:n], 23, 8, m), '%s.%s.f32 %s' % (op, m, [hex(v) for v in x32[:n]]))
                    check('%s.f64' % op, r64[nres64 * t + k], exact(op, x64[:n], 52, 11, m), '%s.%s.f64 %s' % (op, m, [hex(v) for v in x64[:n]]))
                    k += 1
            for i, m in enumerate(MODES):
                v = decode(x64[0], 52, 11)
                if not isinstance(v, str):
                    check('cvt.f32.f64', r32[nres32 * t + k + i], round_to(v[0], 23, 8, m, v[1] < 0), 'cvt.%s.f32.f64 %x' % (m, x64[0]))
                    check('cvt.f16.f64', r16[nres16 * t + i], round_to(v[0], 10, 5, m, v[1] < 0), 'cvt.%s.f16.f64 %x' % (m, x64[0]))
                mm = m if m in ('rn', 'rz') else 'rn'
                v = decode(x32[0], 23, 8)
                if not isinstance(v, str):
                    check('cvt.bf16.f32', r16[nres16 * t + 4 + i], round_to(v[0], 7, 8, mm, v[1] < 0), 'cvt.%s.bf16.f32 %x' % (mm, x32[0]))
            x16 = a16[3 * t:3 * t + 3]
            check('fma.f16', r16[nres16 * t + 8], exact('fma', x16, 10, 5, 'rn'), 'fma.rn.f16 %s' % [hex(v) for v in x16])
    for g in sorted(groups):
        n, bad, first = groups[g]
        if bad:
            print('FAIL: emu-fp/%s (%d of %d wrong; first %s)' % (g, bad, n, first))
        else:
            print('PASS: emu-fp/%s (%d results)' % (g, n))


if __name__ == '__main__':
    main()
