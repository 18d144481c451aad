#!/usr/bin/env python3
"""Expected buffers of the emulator's own CUDA test kernels, from closed forms.

    expect.py KERNEL GRID BLOCK ARGS...   prints `buf N: fnv1a64=...` lines

Each function below returns the final contents of the kernel's buffers as lists of
(struct format, values). The initial contents follow nvcgrun's rules (zero/iota)."""
import math
import struct
import sys

M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def fnv1a64(data):
    h = 0xcbf29ce484222325
    for b in data:
        h = ((h ^ b) * 0x100000001b3) & M64
    return h


def brev32(x):
    return int('{:032b}'.format(x)[::-1], 2)


def clz32(x):
    return 32 - x.bit_length()


def prmt(a, b, s):
    src = ((b & M32) << 32) | (a & M32)
    d = 0
    for k in range(4):
        sel = (s >> (4 * k)) & 0xf
        byte = (src >> (8 * (sel & 7))) & 0xff
        if sel & 8:
            byte = 0xff if byte & 0x80 else 0
        d |= byte << (8 * k)
    return d


def fib(k):
    a, b = 0, 1
    for _ in range(k):
        a, b = b, a + b
    return a


def cubes_tri(grid, block, args):
    n = args[2]
    out = [0] * 300
    tri = [0] * 300
    for i in range(min(n, grid * block)):
        out[i] = (i * i * i + 7) & M32
        tri[i] = i * (i + 1) // 2
    return [('<I', out), ('<Q', tri)]


def bits(grid, block, args):
    n = args[1]
    out = [0] * 1024
    for i in range(min(n, grid * block)):
        out[4 * i:4 * i + 4] = [bin(i).count('1'), clz32(i + 1), brev32(i), prmt(i, ~i & M32, 0x5140)]
    return [('<I', out)]


def mul64(grid, block, args):
    out = [0] * 256
    for i in range(min(args[1], grid * block)):
        x = (i * 0x100000001 + 12345) & M64
        out[i] = ((x * x) >> 64) ^ ((x * 0x9e3779b97f4a7c15) & M64)
    return [('<Q', out)]


def divmod_(grid, block, args):
    n, d = args[1], args[2]
    out = [0] * 256
    for i in range(min(n, grid * block)):
        x = (i * 1000003) & M32
        out[2 * i], out[2 * i + 1] = x // d, x % d
    return [('<I', out)]


def atomics(grid, block, args):
    n = min(args[2], grid * block)
    inc = 0
    for _ in range(n):
        inc = 0 if inc >= 9 else inc + 1
    return [('<Q', [n * (n - 1) // 2]), ('<I', [max(i * 7 % 1000 for i in range(n)), 2 * n, inc])]


def block_reverse(grid, block, args):
    out = []
    for b in range(grid):
        out += [b * block + (block - 1 - t) for t in range(block)]
    return [('<i', out), ('<i', list(range(grid * block)))]


def warp_ops(grid, block, args):
    out = [0] * 24
    for w in range(grid * block // 32):
        ids = range(32 * w, 32 * w + 32)
        out[3 * w] = sum(ids)
        out[3 * w + 1] = sum(1 for i in ids if i % 3 == 0)
        out[3 * w + 2] = 8 + 1000
    return [('<i', out)]


def warp_scan(grid, block, args):
    out, seg = [], []
    for i in range(grid * block):
        w0 = i - i % 32
        out.append(sum(k % 5 for k in range(w0, i + 1)))
        seg.append((i - i % 8) * 10)
    return [('<i', out), ('<i', seg)]


def block_votes(grid, block, args):
    out = []
    for _ in range(grid):
        c = sum(1 for t in range(block) if t % 5 == 0)
        out += [c, 1 if block > 37 else 0, 0xaaaaaaaa - (1 << 32)]
    return [('<i', out)]


def calls(grid, block, args):
    n = args[1]
    out = [0] * 384
    for i in range(min(n, grid * block)):
        op = [(i + 7) & M32, (i * 7) & M32, i ^ 7][i % 3]
        out[3 * i:3 * i + 3] = [fib(i % 16), math.gcd(i, 360), op]
    return [('<I', out)]


def local_array(grid, block, args):
    out = [0] * 96
    for i in range(min(args[1], grid * block)):
        out[i] = (120 * i) & M32
    return [('<I', out)]


def exact_fp(grid, block, args):
    n = args[3]
    f, d, q = [0.0] * 128, [0.0] * 128, [0.0] * 128
    for i in range(min(n, grid * block)):
        f[i] = i * 0.25 + 3.0
        d[i] = float(i)
        q[i] = float(i)
    return [('<f', f), ('<d', d), ('<f', q)]


KERNELS = {k.rstrip('_'): v for k, v in globals().items() if callable(v) and k not in
           ('fnv1a64', 'brev32', 'clz32', 'prmt', 'fib', 'main')}


def main():
    kern, grid, block = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    args = []
    for a in sys.argv[4:]:
        parts = a.split(':')
        args.append(None if parts[0] == 'buf' else int(parts[1], 0))
    bufs = KERNELS[kern](grid, block, args)
    for n, (fmt, vals) in enumerate(bufs):
        data = b''.join(struct.pack(fmt, v) for v in vals)
        print('buf %d: fnv1a64=%016x' % (n, fnv1a64(data)))


if __name__ == '__main__':
    main()
