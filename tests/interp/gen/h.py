# helpers to write expected dump lines
import struct, math
def i(v, bits):
    m = (1 << bits) - 1; u = v & m
    s = u - (1 << bits) if u >> (bits - 1) else u
    return '; OUT %d 0x%0*x' % (s, bits // 4, u)
def f32b(b):
    x = struct.unpack('<f', struct.pack('<I', b))[0]
    return '; OUT %s 0x%08x' % (fv(x, 'f'), b)
def f32(x):
    b = struct.unpack('<I', struct.pack('<f', x))[0]
    return f32b(b)
def f64b(b):
    x = struct.unpack('<d', struct.pack('<Q', b))[0]
    return '; OUT %s 0x%016x' % (fv(x, 'd'), b)
def f64(x):
    return f64b(struct.unpack('<Q', struct.pack('<d', x))[0])
def f16b(b):
    x = struct.unpack('<e', struct.pack('<H', b))[0]
    return '; OUT %s 0x%04x' % (fv(x, 'e'), b)
def f16(x):
    return f16b(struct.unpack('<H', struct.pack('<e', x))[0])
def fv(x, code):
    if x != x: return 'nan'
    if x == math.inf: return 'inf'
    if x == -math.inf: return '-inf'
    for p in range(1, 18):
        s = '%.*g' % (p, x)
        if code == 'd':
            if float(s) == x: return s
        else:
            if struct.pack('<' + code, float(s)) == struct.pack('<' + code, x): return s
    return '%.17g' % x
def bf16_from(x):
    b = struct.unpack('<Q', struct.pack('<d', x))[0]
    # round double to bf16 RNE (normal range only, for tests)
    f = struct.unpack('<I', struct.pack('<f', x))[0]
    return f
import re
def annotate(s):
    """nvvm.annotations for every `define void @k(...) {` (kernels); device functions are
    written with another return type or `define internal`."""
    s = re.sub(r'\n!nvvm\.annotations = .*', '', s, flags=re.S).rstrip('\n') + '\n'
    kern = re.findall(r'^define void @(\w+)\((.*)\)\s*(?:#\d+\s*)?\{\s*$', s, re.M)
    ann = []
    for name, params in kern:
        ps = []
        depth = 0; cur = ''
        for ch in params:
            if ch == '(' : depth += 1
            if ch == ')' : depth -= 1
            if ch == ',' and depth == 0: ps.append(cur); cur = ''
            else: cur += ch
        if cur.strip(): ps.append(cur)
        types = []
        for p in ps:
            p = p.strip()
            p = re.sub(r'\s+%[\w.]+$', '', p)
            p = re.sub(r'\s+(noundef|byval\([^)]*\)|align \d+|nocapture|readonly)', '', p)
            types.append(p)
        ann.append('void (%s)* @%s' % (', '.join(types), name))
    s += '\n!nvvm.annotations = !{%s}\n' % ', '.join('!%d' % i for i in range(len(ann)))
    for n, m in enumerate(ann): s += '!%d = !{%s, !"kernel", i32 1}\n' % (n, m)
    return s
def fix(path):
    t = annotate(open(path).read())
    open(path, 'w').write(t)
from fractions import Fraction as Fr
FMT = {'f16': (10, 5, 16), 'bf16': (7, 8, 16), 'f32': (23, 8, 32), 'f64': (52, 11, 64)}
QNAN = {'f16': 0x7fff, 'bf16': 0x7fff, 'f32': 0x7fffffff, 'f64': 0x7fffffffffffffff}
def rbits(x, fmt, mode='rn'):
    """exact rounding of x (float, Fraction, or ('-0',)) to fmt's bits"""
    mb, eb, w = FMT[fmt]; bias = (1 << (eb - 1)) - 1
    if isinstance(x, float):
        if x != x: return QNAN[fmt]
        if math.isinf(x): return ((1 << (w - 1)) if x < 0 else 0) | (((1 << eb) - 1) << mb)
        if x == 0: return (1 << (w - 1)) if math.copysign(1, x) < 0 else 0
        x = Fr(x)
    if x == 0: return 0
    sign = x < 0; m = -x if sign else x
    e = m.numerator.bit_length() - m.denominator.bit_length()
    if Fr(2) ** e > m: e -= 1
    qe = max(e, 1 - bias) - mb
    sc = m / (Fr(2) ** qe)
    n = sc.numerator // sc.denominator; rem = sc - n
    if mode == 'rn': up = rem > Fr(1, 2) or (rem == Fr(1, 2) and n & 1)
    elif mode == 'rz': up = False
    elif mode == 'rp': up = rem > 0 and not sign
    elif mode == 'rm': up = rem > 0 and sign
    elif mode == 'rna': up = rem >= Fr(1, 2)
    n += up
    if n >> (mb + 1): n >>= 1; qe += 1
    E = qe + mb + bias if n >> mb else 0
    if E >= (1 << eb) - 1:
        to_inf = mode in ('rn', 'rna') or (mode == 'rp' and not sign) or (mode == 'rm' and sign)
        mag = (((1 << eb) - 1) << mb) if to_inf else (((1 << eb) - 1) << mb) - 1
    else:
        mag = (E << mb) | (n & ((1 << mb) - 1))
    return ((1 << (w - 1)) if sign else 0) | mag
def val(bits, fmt):
    """bits -> float (exact for all formats here)"""
    mb, eb, w = FMT[fmt]; bias = (1 << (eb - 1)) - 1
    s = bits >> (w - 1); E = (bits >> mb) & ((1 << eb) - 1); f = bits & ((1 << mb) - 1)
    if E == (1 << eb) - 1: return math.nan if f else (-math.inf if s else math.inf)
    v = math.ldexp(f, 1 - bias - mb) if E == 0 else math.ldexp(f | (1 << mb), E - bias - mb)
    return -v if s else v
def frac(bits, fmt):
    v = val(bits, fmt)
    return Fr(v) if not (math.isnan(v) or math.isinf(v)) else v
def out(bits, fmt):
    w = FMT[fmt][2]
    v = val(bits, fmt)
    return '; OUT %s 0x%0*x' % (fv(v, 'd'), w // 4, bits)
FMT['f128'] = (112, 15, 128)
FMT['tf32'] = (10, 8, 32)


def D(x):
    """An f64 as the 0x%016X bits the tests' expected values use."""
    return '0x%016X' % struct.unpack('<Q', struct.pack('<d', x))[0]
