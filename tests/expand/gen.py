#!/usr/bin/env python3
"""Writes the .ll kernels of tests/expand/ (run once; the outputs are committed).

Each kernel takes operand pairs (x, y) from a constant table of edge values, thread g
using (table[g / K], table[g % K]), and stores every result's bits into an i64 buffer.
Inputs that would be undefined behaviour or poison (division by zero, MIN / -1,
out-of-range fp -> int) are replaced by harmless ones inside the kernel, so the ir and
ptx engines must agree bit for bit. Usage: python3 gen.py (writes *.ll here)."""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
HEAD = '''target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
'''
M128 = (1 << 128) - 1


def s128(v):
    v &= M128
    return v - (1 << 128) if v >> 127 else v


def table(name, ty, vals):
    return '@%s = internal addrspace(1) constant [%d x %s] [%s]\n' % (
        name, len(vals), ty, ', '.join('%s %d' % (ty, s128(v) if ty == 'i128' else v) for v in vals))


def gid():
    return '''  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %nt
  %g = add i32 %base, %tid
'''


def pairs(K, ty, tab):
    return '''  %%gi = udiv i32 %%g, %d
  %%gj = urem i32 %%g, %d
  %%pi = getelementptr [%d x %s], ptr addrspace(1) @%s, i32 0, i32 %%gi
  %%pj = getelementptr [%d x %s], ptr addrspace(1) @%s, i32 0, i32 %%gj
  %%x = load %s, ptr addrspace(1) %%pi
  %%y = load %s, ptr addrspace(1) %%pj
''' % (K, K, K, ty, tab, K, ty, tab, ty, ty)


class Out:
    def __init__(self, per):
        self.per, self.n, self.lines = per, 0, []

    def store(self, v, ty):
        """store the i64 (or narrower, zero-extended) bits of v; i128 takes two slots"""
        k = self.n
        self.n += 2 if ty == 'i128' else 1
        L = self.lines
        L.append('  %%o%d = add i32 %%slot, %d' % (k, k))
        L.append('  %%q%d = getelementptr i64, ptr addrspace(1) %%out, i32 %%o%d' % (k, k))
        if ty == 'i64':
            L.append('  store i64 %s, ptr addrspace(1) %%q%d' % (v, k))
        elif ty == 'i128':
            L.append('  store i128 %s, ptr addrspace(1) %%q%d, align 8' % (v, k))
        else:
            L.append('  %%z%d = zext %s %s to i64' % (k, ty, v))
            L.append('  store i64 %%z%d, ptr addrspace(1) %%q%d' % (k, k))


def write(name, text, K, per, note):
    threads = K * K
    block = 64
    grid = (threads + block - 1) // block
    hdr = '; EXPAND: %s\n; NVCGRUN: --kernel k --grid %d --block %d buf:i64:%d:zero\n' % (
        note, grid, block, grid * block * per)
    with open(os.path.join(HERE, name), 'w') as f:
        f.write(hdr + HEAD + text + '\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !"kernel", i32 1}\n')


def kernel(body, per, K, ty, tab):
    return '''
define void @k(ptr addrspace(1) %%out) {
entry:
%s  %%inb = icmp ult i32 %%g, %d
  br i1 %%inb, label %%go, label %%done
go:
  %%slot = mul i32 %%g, %d
%s%s
  br label %%done
done:
  ret void
}
''' % (gid(), K * K, per, pairs(K, ty, tab), body)


# ---- integer division ----
def divrem():
    vals = [0, 1, 2, 3, 7, 10, M128, M128 - 1, 1 << 127, (1 << 127) - 1, (1 << 127) + 1,
            1 << 64, (1 << 64) - 1, (1 << 64) + 1, 1 << 63, 1 << 96, (1 << 65) - 1, 1 << 64 | 12345,
            0x0123456789abcdef0fedcba987654321, 0xfedcba98765432100123456789abcdef,
            0x1d3b5c7e9f00112233, 0xffffffff00000000ffffffff, s128(-3) & M128, s128(-10) & M128,
            0xdeadbeefcafebabe, 0x8000000000000001]
    K = len(vals)
    out = Out(0)
    body = []
    for w in (128, 127, 96, 65):
        t = 'i%d' % w
        if w < 128:
            body.append('  %%x%d = trunc i128 %%x to %s\n  %%y%d = trunc i128 %%y to %s' % (w, t, w, t))
        else:
            body.append('  %x128 = add i128 %x, 0\n  %y128 = add i128 %y, 0')
        mn = -(1 << (w - 1))
        # no division by zero; no MIN / -1
        body.append('  %%yz%d = icmp eq %s %%y%d, 0\n  %%yu%d = select i1 %%yz%d, %s 1, %s %%y%d' % (w, t, w, w, w, t, t, w))
        body.append('  %%xm%d = icmp eq %s %%x%d, %d\n  %%ym%d = icmp eq %s %%yu%d, -1\n  %%ov%d = and i1 %%xm%d, %%ym%d'
                    % (w, t, w, mn, w, t, w, w, w, w))
        body.append('  %%ys%d = select i1 %%ov%d, %s 3, %s %%yu%d' % (w, w, t, t, w))
        for op in ('udiv', 'urem', 'sdiv', 'srem'):
            yy = '%%ys%d' % w if op[0] == 's' else '%%yu%d' % w
            body.append('  %%%s%d = %s %s %%x%d, %s' % (op, w, op, t, w, yy))
            if w < 128:
                body.append('  %%%s%dw = %sext %s %%%s%d to i128' % (op, w, 's' if op[0] == 's' else 'z', t, op, w))
                v = '%%%s%dw' % (op, w)
            else:
                v = '%%%s%d' % (op, w)
            out.store(v, 'i128')
    # a vector form
    body.append('  %vx0 = insertelement <2 x i128> poison, i128 %x, i32 0\n  %vx = insertelement <2 x i128> %vx0, i128 %y, i32 1')
    body.append('  %vy0 = insertelement <2 x i128> poison, i128 %yu128, i32 0\n  %vy = insertelement <2 x i128> %vy0, i128 7, i32 1')
    body.append('  %vq = udiv <2 x i128> %vx, %vy\n  %vq0 = extractelement <2 x i128> %vq, i32 0\n  %vq1 = extractelement <2 x i128> %vq, i32 1')
    out.store('%vq0', 'i128')
    out.store('%vq1', 'i128')
    text = table('t', 'i128', vals) + kernel('\n'.join(body) + '\n' + '\n'.join(out.lines), out.n, K, 'i128', 't')
    write('divrem.ll', text, K, out.n, 'udiv/sdiv/urem/srem on i128, i127, i96, i65 and <2 x i128>')


# ---- fp -> wide int ----
def f64bits(d):
    return struct.unpack('<q', struct.pack('<d', d))[0]


def fptoint():
    vals = [0.0, -0.0, 0.5, -0.5, 0.999999, 1.0, -1.0, 1.5, -1.5, 2.0 ** 52, 2.0 ** 52 + 1, 2.0 ** 53,
            2.0 ** 63, 2.0 ** 64, -2.0 ** 64, 2.0 ** 64 * 1.5, 2.0 ** 65, 2.0 ** 100 + 2.0 ** 48,
            2.0 ** 127, -2.0 ** 127, 2.0 ** 128 - 2.0 ** 75, 3.0e38, -3.0e38, 123456789.75,
            -98765432123.5, 65504.0, 1e-300, 5e-324, 1.2345e30, -1.2345e30]
    K = len(vals)
    out = Out(0)
    body = ['  %d = bitcast i64 %x to double']
    for fty, conv in (('double', None), ('float', 'fptrunc'), ('half', 'fptrunc'), ('bfloat', 'fptrunc')):
        v = '%d'
        if conv:
            body.append('  %%v_%s = fptrunc double %%d to %s' % (fty, fty))
            v = '%%v_%s' % fty
        for w in (128, 65, 100):
            t = 'i%d' % w
            for op in ('fptoui', 'fptosi'):
                if op == 'fptoui':
                    lo, hi = '-1.0', '%.17g' % (2.0 ** w)
                else:
                    lo, hi = '%.17g' % (-(2.0 ** (w - 1)) - 1), '%.17g' % (2.0 ** (w - 1))
                n = '%s_%s_%d' % (op, fty, w)
                body.append('  %%ge_%s = fcmp ogt %s %s, %s' % (n, fty, v, fmtc(fty, lo)))
                body.append('  %%lt_%s = fcmp olt %s %s, %s' % (n, fty, v, fmtc(fty, hi)))
                body.append('  %%ok_%s = and i1 %%ge_%s, %%lt_%s' % (n, n, n))
                body.append('  %%in_%s = select i1 %%ok_%s, %s %s, %s 0.0' % (n, n, fty, v, fty))
                body.append('  %%r_%s = %s %s %%in_%s to %s' % (n, op, fty, n, t))
                if w < 128:
                    body.append('  %%w_%s = %sext %s %%r_%s to i128' % (n, 's' if op == 'fptosi' else 'z', t, n))
                    out.store('%%w_%s' % n, 'i128')
                else:
                    out.store('%%r_%s' % n, 'i128')
    body.append('  %vd0 = insertelement <2 x double> poison, double %in_fptosi_double_128, i32 0')
    body.append('  %vd = insertelement <2 x double> %vd0, double 1.0e20, i32 1')
    body.append('  %vi = fptosi <2 x double> %vd to <2 x i128>\n  %vi0 = extractelement <2 x i128> %vi, i32 0\n  %vi1 = extractelement <2 x i128> %vi, i32 1')
    out.store('%vi0', 'i128')
    out.store('%vi1', 'i128')
    text = table('t', 'i64', [f64bits(v) for v in vals]) + kernel('\n'.join(body) + '\n' + '\n'.join(out.lines), out.n, K, 'i64', 't')
    write('fptoint.ll', text, K * 1, out.n, 'fptoui/fptosi from double/float/half/bfloat to i128, i65, i100 (in-range inputs only)')


def fmtc(fty, s):
    """an fp literal LLVM accepts for the type: hex double for exactness"""
    d = float(s)
    if fty in ('half', 'bfloat'):
        # limits beyond the format's range: any value compares as needed; use +-inf
        # patterns (0xH7C00 / 0xR7F80) when not representable
        lim = 65504.0 if fty == 'half' else 3.3895313892515355e38
        if abs(d) > lim:
            return ('0xH%s' if fty == 'half' else '0xR%s') % ('7C00' if fty == 'half' and d > 0 else 'FC00' if fty == 'half' else '7F80' if d > 0 else 'FF80')
        if fty == 'half':
            return '0xH%04X' % struct.unpack('<H', struct.pack('<e', d))[0]
        return '0xR%04X' % (struct.unpack('<I', struct.pack('<f', d))[0] >> 16)
    if fty == 'float':
        if abs(d) > 3.4028234663852886e38:
            return '0x%016X' % (0x7FF0000000000000 if d > 0 else 0xFFF0000000000000)
        d = struct.unpack('<f', struct.pack('<f', d))[0]
    return '0x%016X' % (f64bits(d) & 0xFFFFFFFFFFFFFFFF)


# ---- wide int -> fp ----
def inttofp():
    vals = [0, 1, 2, 3, M128, M128 - 1, 1 << 127, (1 << 127) - 1, s128(-1 << 127) & M128, 1 << 64,
            (1 << 64) - 1, (1 << 64) + 1, 65504, 65519, 65520, 65535, 1 << 100]
    # ties and near-ties for every precision p (11 half, 8 bfloat, 24 float, 53 double)
    for p in (8, 11, 24, 53):
        for k in (12, 70):
            base = (1 << p) << k
            half = 1 << (k - 1)
            vals += [base + (1 << k) + half, base + half, base + half + 1, base + half - 1]
    vals += [(s128(-x) & M128) for x in vals[-6:]]
    vals += [0x0123456789abcdef0fedcba987654321, 0xfedcba98765432100123456789abcdef, 0x1ffffffffffffff]
    K = len(vals)
    out = Out(0)
    body = []
    for w in (128, 65, 100):
        t = 'i%d' % w
        src = '%x' if w == 128 else '%%x%d' % w
        if w < 128:
            body.append('  %%x%d = trunc i128 %%x to %s' % (w, t))
        for op in ('uitofp', 'sitofp'):
            for fty, ity in (('double', 'i64'), ('float', 'i32'), ('half', 'i16'), ('bfloat', 'i16')):
                n = '%s_%s_%d' % (op, fty, w)
                body.append('  %%f_%s = %s %s %s to %s' % (n, op, t, src, fty))
                body.append('  %%b_%s = bitcast %s %%f_%s to %s' % (n, fty, n, ity))
                out.store('%%b_%s' % n, ity)
    body.append('  %vx0 = insertelement <2 x i128> poison, i128 %x, i32 0\n  %vx = insertelement <2 x i128> %vx0, i128 %y, i32 1')
    body.append('  %vf = sitofp <2 x i128> %vx to <2 x float>\n  %vb = bitcast <2 x float> %vf to i64')
    out.store('%vb', 'i64')
    text = table('t', 'i128', vals) + kernel('\n'.join(body) + '\n' + '\n'.join(out.lines), out.n, K, 'i128', 't')
    write('inttofp.ll', text, K, out.n, 'uitofp/sitofp from i128, i65, i100 to double/float/half/bfloat, ties included')


def frem():
    vals = [0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 3.0, 7.0, 0.1, 1e300, -1e300, 1.7976931348623157e308,
            2.0 ** -1074, 2.0 ** -1022, 2.0 ** -1022 - 2.0 ** -1074, 3 * 2.0 ** -1070, 1e-310, 2.0 ** 53 + 2,
            3.141592653589793, -6.02e23, float('inf'), float('-inf'), float('nan'), 2.0 ** 1023, 1e-5]
    K = len(vals)
    bits = [f64bits(v) for v in vals]
    bits[vals.index(float('inf'), 0) if False else 22] = 0x7ff8000000000123  # a NaN with a payload
    out = Out(0)
    body = ['  %dx = bitcast i64 %x to double\n  %dy = bitcast i64 %y to double']
    body.append('  %r = frem double %dx, %dy\n  %rb = bitcast double %r to i64')
    out.store('%rb', 'i64')
    # the other formats (promoted to f32 by the code generator)
    for fty, ity in (('float', 'i32'), ('half', 'i16'), ('bfloat', 'i16')):
        body.append('  %%x_%s = fptrunc double %%dx to %s\n  %%y_%s = fptrunc double %%dy to %s' % (fty, fty, fty, fty))
        body.append('  %%r_%s = frem %s %%x_%s, %%y_%s\n  %%rb_%s = bitcast %s %%r_%s to %s' % (fty, fty, fty, fty, fty, fty, fty, ity))
        # NaN payloads differ between formats' canonical NaNs: store only non-NaN results
        body.append('  %%nan_%s = fcmp uno %s %%r_%s, 0.0\n  %%st_%s = select i1 %%nan_%s, %s 1, %s %%rb_%s'
                    % (fty, fty, fty, fty, fty, ity, ity, fty))
        out.store('%%st_%s' % fty, ity)
    body.append('  %vx0 = insertelement <2 x double> poison, double %dx, i32 0\n  %vx = insertelement <2 x double> %vx0, double %dy, i32 1')
    body.append('  %vy0 = insertelement <2 x double> poison, double %dy, i32 0\n  %vy = insertelement <2 x double> %vy0, double 0.75, i32 1')
    body.append('  %vr = frem <2 x double> %vx, %vy\n  %vr0 = extractelement <2 x double> %vr, i32 0\n  %vr1 = extractelement <2 x double> %vr, i32 1')
    body.append('  %vb0 = bitcast double %vr0 to i64\n  %vb1 = bitcast double %vr1 to i64')
    out.store('%vb0', 'i64')
    out.store('%vb1', 'i64')
    text = table('t', 'i64', bits) + kernel('\n'.join(body) + '\n' + '\n'.join(out.lines), out.n, K, 'i64', 't')
    write('frem.ll', text, K, out.n, 'frem on double (and <2 x double>, float, half, bfloat): zeros, subnormals, huge ratios, inf, NaN')


divrem()
fptoint()
inttofp()
frem()
