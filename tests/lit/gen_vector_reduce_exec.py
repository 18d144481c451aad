#!/usr/bin/env python3
"""Writes tests/lit/vector_reduce_exec.ll: every llvm.vector.reduce.* operation over i1, i8,
i16, i32, i64, half, float and double vectors of several lengths (including 3 and 5), run on
nvcgrun's ir and ptx engines (EXEC lines), which must agree bit for bit. Integers come from
a random buffer; floating-point vectors are once all random and once mixed with NaN (with
and without payload, either sign), -0, +0, infinities and extreme values; fadd/fmul run
ordered and reassoc, with the identity and with an element as the start value."""
import os
import struct
L = []
def e(s): L.append(s)
INT_OPS = ['add','mul','and','or','xor','smax','smin','umax','umin']
FP_OPS = ['fmax','fmin','fmaximum','fminimum']
NS = [2,3,4,5,8]
decls = set()
def decl(ret, name, params): decls.add('declare %s @%s(%s)' % (ret, name, params))
tmp = [0]
def t():
    tmp[0] += 1
    return '%%v%d' % tmp[0]

def store64(val, ty, out_idx, bits):
    # zext the (integer) result to i64 and store at out[base + out_idx]
    if bits < 64:
        z = t(); e('  %s = zext %s %s to i64' % (z, ty, val)); val = z
    p = t(); e('  %s = getelementptr i64, ptr addrspace(1) %%ob, i64 %d' % (p, out_idx))
    e('  store i64 %s, ptr addrspace(1) %s, align 8' % (val, p))

def vec_from(elems, ety, n):
    v = 'poison'
    for j in range(n):
        nv = t(); e('  %s = insertelement <%d x %s> %s, %s %s, i32 %d' % (nv, n, ety, v, ety, elems[j], j)); v = nv
    return v

# ---- integers: element j of thread t = in[t*8+j] (rand i32), truncated / sign-extended
e('define ptx_kernel void @ints(ptr addrspace(1) %in, ptr addrspace(1) %out) {')
e('  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
e('  %t64 = zext i32 %tid to i64')
e('  %base = mul i64 %t64, 8')
e('  %obase = mul i64 %t64, 256')
e('  %ob = getelementptr i64, ptr addrspace(1) %out, i64 %obase')
raw = []
for j in range(8):
    i = t(); e('  %s = add i64 %%base, %d' % (i, j))
    p = t(); e('  %s = getelementptr i32, ptr addrspace(1) %%in, i64 %s' % (p, i))
    x = t(); e('  %s = load i32, ptr addrspace(1) %s, align 4' % (x, p))
    raw.append(x)
slot = 0
for ty, bits in [('i8',8),('i16',16),('i32',32),('i64',64)]:
    el = []
    for j in range(8):
        if bits < 32:
            # small values as well, so that mul and the max/min see both signs
            x = t(); e('  %s = trunc i32 %s to %s' % (x, raw[j], ty))
        elif bits == 64:
            y = t(); e('  %s = sext i32 %s to i64' % (y, raw[j]))
            x = t(); e('  %s = mul i64 %s, %d' % (x, y, 2654435761 + j))
        else:
            x = raw[j]
        el.append(x)
    for n in NS:
        v = vec_from(el, ty, n)
        for op in INT_OPS:
            name = 'llvm.vector.reduce.%s.v%d%s' % (op, n, ty)
            decl(ty, name, '<%d x %s>' % (n, ty))
            r = t(); e('  %s = call %s @%s(<%d x %s> %s)' % (r, ty, name, n, ty, v))
            store64(r, ty, slot, bits); slot += 1
# i1: element j = (in[t*8+j] >> j) & 1
bl = []
for j in range(8):
    s = t(); e('  %s = lshr i32 %s, %d' % (s, raw[j], j + 3))
    b = t(); e('  %s = trunc i32 %s to i1' % (b, s))
    bl.append(b)
for n in [1,3,4,5,8]:
    v = vec_from(bl, 'i1', n)
    for op in INT_OPS:
        name = 'llvm.vector.reduce.%s.v%di1' % (op, n)
        decl('i1', name, '<%d x i1>' % n)
        r = t(); e('  %s = call i1 @%s(<%d x i1> %s)' % (r, name, n, v))
        store64(r, 'i1', slot, 1); slot += 1
assert slot <= 256, slot
e('  ret void')
e('}')
e('')

# ---- floating point: element j of thread t is special[(3t+5j) mod 16] when (t+j) mod 3 == 0,
# else in[t*8+j] (rand); every thread also sees the vectors with no special value (row 1)
SPECIAL = {
 'half':  ['0x7E00','0x8000','0x0000','0x3E00','0xC080','0x7C00','0xFC00','0x2E66','0x4700','0x8000','0x4100','0x7E01','0x1400','0xC580','0x0000','0x7BFF'],
 'float': ['0x7FF8000000000000','0x8000000000000000','0x0000000000000000','0x3FF8000000000000','0xC002000000000000','0x7FF0000000000000','0xFFF0000000000000','0x3FB99999A0000000','0x401C000000000000','0x8000000000000000','0x4004000000000000','0xFFF8000000000000','0x3F50624DE0000000','0xC016000000000000','0x0000000000000000','0x47EFFFFFE0000000'],
 'double':['0x7FF8000000000000','0x8000000000000000','0x0000000000000000','0x3FF8000000000000','0xC002000000000000','0x7FF0000000000000','0xFFF0000000000000','0x3FB999999999999A','0x401C000000000000','0x8000000000000000','0x4004000000000000','0x7FF8000000000123','0x3F50624DD2F1A9FC','0xC016000000000000','0x0000000000000000','0x7FEFFFFFFFFFFFFF'],
}
FPT = [('half','f16',16,'i16','H'),('float','f32',32,'i32',''),('double','f64',64,'i64','')]
for fty, sfx, bits, ity, hp in FPT:
    sp = SPECIAL[fty]
    e('@sp_%s = internal addrspace(1) constant [16 x %s] [%s]' % (sfx, fty, ', '.join('%s %s' % (fty, ('0xH' + s[2:]) if fty == 'half' else s) for s in sp)))
e('')
e('define ptx_kernel void @fps(ptr addrspace(1) %h, ptr addrspace(1) %f, ptr addrspace(1) %d, ptr addrspace(1) %out) {')
e('  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
e('  %t64 = zext i32 %tid to i64')
e('  %base = mul i64 %t64, 8')
e('  %obase = mul i64 %t64, 384')
e('  %ob = getelementptr i64, ptr addrspace(1) %out, i64 %obase')
slot = 0
for fty, sfx, bits, ity, hp in FPT:
    src = {'f16':'%h','f32':'%f','f64':'%d'}[sfx]
    plain, mixed = [], []
    for j in range(8):
        i = t(); e('  %s = add i64 %%base, %d' % (i, j))
        p = t(); e('  %s = getelementptr %s, ptr addrspace(1) %s, i64 %s' % (p, fty, src, i))
        x = t(); e('  %s = load %s, ptr addrspace(1) %s' % (x, fty, p))
        plain.append(x)
        a = t(); e('  %s = mul i64 %%t64, 3' % a)
        b = t(); e('  %s = add i64 %s, %d' % (b, a, 5 * j))
        k = t(); e('  %s = urem i64 %s, 16' % (k, b))
        q = t(); e('  %s = getelementptr [16 x %s], ptr addrspace(1) @sp_%s, i64 0, i64 %s' % (q, fty, sfx, k))
        s = t(); e('  %s = load %s, ptr addrspace(1) %s' % (s, fty, q))
        c0 = t(); e('  %s = add i64 %%t64, %d' % (c0, j))
        c1 = t(); e('  %s = urem i64 %s, 3' % (c1, c0))
        c = t(); e('  %s = icmp eq i64 %s, 0' % (c, c1))
        m = t(); e('  %s = select i1 %s, %s %s, %s %s' % (m, c, fty, s, fty, x))
        mixed.append(m)
    for n in NS:
        for el in (plain, mixed):
            v = vec_from(el, fty, n)
            for op in FP_OPS:
                name = 'llvm.vector.reduce.%s.v%d%s' % (op, n, sfx)
                decl(fty, name, '<%d x %s>' % (n, fty))
                r = t(); e('  %s = call %s @%s(<%d x %s> %s)' % (r, fty, name, n, fty, v))
                bc = t(); e('  %s = bitcast %s %s to %s' % (bc, fty, r, ity))
                store64(bc, ity, slot, bits); slot += 1
            for op in ['fadd', 'fmul']:
                name = 'llvm.vector.reduce.%s.v%d%s' % (op, n, sfx)
                decl(fty, name, '%s, <%d x %s>' % (fty, n, fty))
                start = {'fadd': '-0.0', 'fmul': '1.0'}[op]
                for fl, st in [('', start), ('reassoc ', start), ('', el[7]), ('reassoc ', el[6])]:
                    r = t(); e('  %s = call %s%s @%s(%s %s, <%d x %s> %s)' % (r, fl, fty, name, fty, st, n, fty, v))
                    bc = t(); e('  %s = bitcast %s %s to %s' % (bc, fty, r, ity))
                    store64(bc, ity, slot, bits); slot += 1
e('  ret void')
e('}')
e('')
decl('i32', 'llvm.nvvm.read.ptx.sreg.tid.x', '')
assert slot <= 384, slot
body = '\n'.join(L) + '\n' + '\n'.join(sorted(decls)) + '\n'
HEADER = """; GENERATED by tests/lit/gen_vector_reduce_exec.py (see there): edit that, then run it.
; EXEC: -mcpu=sm_80 -O0 | ints 1 16 buf:i32:128:rand:7 buf:i64:4096:zero
; EXEC: -mcpu=sm_80 -O2 | ints 1 16 buf:i32:128:rand:8 buf:i64:4096:zero
; EXEC: -mcpu=sm_80 -O0 | fps 1 16 buf:f16:128:rand:1 buf:f32:128:rand:2 buf:f64:128:rand:3 buf:i64:6144:zero
; EXEC: -mcpu=sm_80 -O2 | fps 1 16 buf:f16:128:rand:4 buf:f32:128:rand:5 buf:f64:128:rand:6 buf:i64:6144:zero
; EXEC: -mcpu=sm_75 -O2 | fps 1 16 buf:f16:128:rand:4 buf:f32:128:rand:5 buf:f64:128:rand:6 buf:i64:6144:zero
; EXEC: -mcpu=sm_90 -O3 | fps 1 16 buf:f16:128:rand:9 buf:f32:128:rand:10 buf:f64:128:rand:11 buf:i64:6144:zero
target triple = "nvptx64-nvidia-cuda"

"""
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'vector_reduce_exec.ll')
open(out, 'w').write(HEADER + body)
