#!/usr/bin/env python3
"""Random valid LLVM modules for the reader: type-correct functions over random types,
constants in every literal spelling, names that need quoting, forward references.

    randll.py SEED [--typed]     prints one module (opaque pointers, or typed with --typed)

The suite feeds a fixed range of seeds through the round trip, llvm-as-14 and the
llvm-equiv check; any seed that fails is a reproducible test case."""
import random
import struct
import sys

seed = int(sys.argv[1])
typed = '--typed' in sys.argv
R = random.Random(seed)

INTS = [1, 8, 16, 32, 64, 24, 33, 128]
FPS = ['half', 'bfloat', 'float', 'double', 'fp128']

def name(prefix, suffix=''):
    k = R.randrange(6)
    base = '%s%d%s' % (prefix, R.randrange(100000), suffix)
    if k == 0:
        return '"%s with space"' % base
    if k == 1:
        return '"%s\\22q"' % base
    if k == 2:
        return base + '.x-y$z'
    return base

def ptr(addrspace=0, pointee='i8'):
    if typed:
        return '%s%s*' % (pointee, ' addrspace(%d)' % addrspace if addrspace else '')
    return 'ptr' + (' addrspace(%d)' % addrspace if addrspace else '')

def int_lit(bits):
    if bits == 1:
        return R.choice(['true', 'false', '0', '1'])
    k = R.randrange(5)
    lim = 1 << (bits - 1)
    if k == 0:
        return str(R.randrange(-lim, lim))
    if k == 1:
        return str(R.randrange(0, 1 << bits))
    if k == 2:
        return 'u0x%X' % R.randrange(0, 1 << bits)
    if k == 3:
        return R.choice(['0', '-1', str(lim - 1), str(-lim)])
    return str(R.randrange(-100, 100))

def fp_lit(t):
    if t == 'half':
        return '0xH%04X' % R.randrange(1 << 16) if R.randrange(2) else R.choice(['1.0', '-2.5', '0.0', '65504.0'])
    if t == 'bfloat':
        return '0xR%04X' % R.randrange(1 << 16) if R.randrange(2) else R.choice(['1.0', '-0.5', '3.0'])
    if t == 'fp128':
        return '0xL%016X%016X' % (R.randrange(1 << 64), R.randrange(1 << 64))
    if t == 'float':
        bits = R.randrange(1 << 32)
        f = struct.unpack('<f', struct.pack('<I', bits))[0]
        d = struct.unpack('<Q', struct.pack('<d', f))[0]
        if f != f and (d & 0xFFFFFFF) != 0:
            d &= ~0xFFFFFFF  # a float NaN widened keeps only float payload bits
        return R.choice(['0x%016X' % d, '1.250000e+00', '-0.0', '2.0'])
    bits = R.randrange(1 << 64)
    return R.choice(['0x%016X' % bits, '%.17g' % R.uniform(-1e6, 1e6) if R.randrange(2) else '1.5e300', '-0.0'])

def scalar_type():
    if R.randrange(3):
        return 'i%d' % R.choice(INTS)
    return R.choice(FPS)

def const_of(t, depth=0):
    if R.randrange(10) == 0:
        return R.choice(['undef', 'poison', 'zeroinitializer'])
    if t.startswith('i'):
        return int_lit(int(t[1:]))
    if t in FPS:
        return fp_lit(t)
    if t.startswith('<'):
        n, e = t[1:-1].split(' x ')
        return '<' + ', '.join('%s %s' % (e, const_of(e, depth + 1)) for _ in range(int(n))) + '>'
    if t.startswith('['):
        n, e = t[1:-1].split(' x ', 1)
        if e == 'i8' and R.randrange(2):
            return 'c"' + ''.join(R.choice(['a', 'Z', '\\00', '\\22', '\\5C', ' ', '\\FF']) for _ in range(int(n))) + '"'
        return '[' + ', '.join('%s %s' % (e, const_of(e, depth + 1)) for _ in range(int(n))) + ']'
    if t.startswith('{'):
        fs = [f.strip() for f in split_fields(t[1:-1])]
        return '{ ' + ', '.join('%s %s' % (f, const_of(f, depth + 1)) for f in fs) + ' }' if fs else '{}'
    return 'zeroinitializer'

def split_fields(s):
    out, depth, cur = [], 0, ''
    for ch in s:
        if ch in '[{<':
            depth += 1
        if ch in ']}>':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur)
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return out

def agg_type(depth=0):
    k = R.randrange(4)
    if depth > 2 or k == 0:
        return scalar_type()
    if k == 1:
        e = R.choice(['i8', 'i16', 'i32', 'float', 'double', 'half'])
        return '<%d x %s>' % (R.choice([1, 2, 4, 8]), e)
    if k == 2:
        return '[%d x %s]' % (R.randrange(0, 4), agg_type(depth + 1))
    return '{ ' + ', '.join(agg_type(depth + 1) for _ in range(R.randrange(1, 4))) + ' }'

out = []
out.append('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"')
out.append('target triple = "nvptx64-nvidia-cuda"')
out.append('%%S%d = type { i32, %s, [2 x i8] }' % (seed, agg_type(1)))
globals_ = []
for i in range(R.randrange(1, 6)):
    t = agg_type()
    g = '@' + name('g')
    asp = R.choice([0, 1, 3, 4])
    globals_.append((g, t, asp))
    link = R.choice(['', 'internal ', 'private ', 'weak ', 'linkonce_odr ', 'common ' if t.startswith('i') else ''])
    init = 'zeroinitializer' if link == 'common ' else const_of(t)
    out.append('%s = %s%saddrspace(%d) %s %s %s, align %d' % (
        g, link, R.choice(['', 'unnamed_addr ', 'local_unnamed_addr ']), asp,
        'global' if link == 'common ' else R.choice(['global', 'constant']), t, init, R.choice([1, 2, 4, 8, 16])))

# one function of arithmetic on random scalar types, with a loop for phis
for fi in range(R.randrange(1, 4)):
    it = 'i%d' % R.choice([8, 16, 32, 64])
    ft = R.choice(['float', 'double', 'half'])
    fname = '@' + name('f')
    vals_i, vals_f = ['%a'], ['%x']
    body = []
    def vi():
        return R.choice(vals_i + [int_lit(int(it[1:]))])
    def vf():
        return R.choice(vals_f + [fp_lit(ft)])
    cnt = [0]
    def fresh():
        cnt[0] += 1
        return '%' + name('v', '.%d' % cnt[0])
    for k in range(R.randrange(3, 20)):
        c = R.randrange(9)
        r = fresh()
        if c == 0:
            op = R.choice(['add', 'sub', 'mul', 'and', 'or', 'xor', 'shl'])
            flags = R.choice(['', ' nuw', ' nsw', ' nuw nsw']) if op in ('add', 'sub', 'mul', 'shl') else ''
            body.append('  %s = %s%s %s %s, %s' % (r, op, flags, it, vi(), vi()))
            vals_i.append(r)
        elif c == 1:
            op = R.choice(['udiv', 'sdiv', 'lshr', 'ashr'])
            body.append('  %s = %s%s %s %s, %s' % (r, op, R.choice(['', ' exact']), it, vi(), vi()))
            vals_i.append(r)
        elif c == 2:
            op = R.choice(['fadd', 'fsub', 'fmul', 'fdiv', 'frem'])
            fmf = R.choice(['', ' fast', ' nnan ninf', ' contract', ' reassoc nsz arcp afn'])
            body.append('  %s = %s%s %s %s, %s' % (r, op, fmf, ft, vf(), vf()))
            vals_f.append(r)
        elif c == 3:
            body.append('  %s = icmp %s %s %s, %s' % (r, R.choice(['eq', 'ne', 'ult', 'sge', 'sle']), it, vi(), vi()))
            r2 = fresh()
            body.append('  %s = select i1 %s, %s %s, %s %s' % (r2, r, it, vi(), it, vi()))
            vals_i.append(r2)
        elif c == 4:
            body.append('  %s = fcmp %s %s %s, %s' % (r, R.choice(['oeq', 'une', 'olt', 'uge', 'ord', 'uno']), ft, vf(), vf()))
            r2 = fresh()
            body.append('  %s = select %si1 %s, %s %s, %s %s' % (r2, R.choice(['', 'nnan ']), r, ft, vf(), ft, vf()))
            vals_f.append(r2)
        elif c == 5:
            body.append('  %s = fneg %s %s' % (r, ft, vf()))
            vals_f.append(r)
        elif c == 6:
            body.append('  %s = freeze %s %s' % (r, it, vi()))
            vals_i.append(r)
        elif c == 7 and globals_:
            g, t, asp = R.choice(globals_)
            if asp and R.randrange(2):
                g = 'addrspacecast (%s %s to %s)' % (ptr(asp, t), g, ptr(0, t))
                asp = 0
            body.append('  %s = load %s, %s %s, align 1' % (r, t, ptr(asp, t), g))
        else:
            body.append('  %s = add %s %s, 1' % (r, it, vi()))
            vals_i.append(r)
    out.append('define %s %s(%s %%a, %s %%x) {' % (it, fname, it, ft))
    out.append('entry:')
    out.extend(body)
    out.append('  br label %loop')
    out.append('loop:')
    out.append('  %i = phi ' + it + ' [ 0, %entry ], [ %i.next, %loop ]')
    out.append('  %i.next = add ' + it + ' %i, 1')
    out.append('  %done = icmp eq ' + it + ' %i.next, ' + R.choice(vals_i))
    out.append('  br i1 %done, label %exit, label %loop')
    out.append('exit:')
    out.append('  ret %s %s' % (it, R.choice(vals_i)))
    out.append('}')
print('\n'.join(out))
