#!/usr/bin/env python3
"""Reference for nvcgrun's buffer initialisation (runner.h): prints the elements' bit
patterns, as `--dump` prints them, for TYPE:COUNT:INIT (rand:SEED, rand:SEED:LO:HI, iota,
const:V). rand:SEED:LO:HI is checked for f16, f32 and f64 (python rounds a double to those
directly; its bf16 path here goes through f32, which would round twice)."""
import struct
import sys

M64 = (1 << 64) - 1
SIZE = {'i8': 1, 'i16': 2, 'i32': 4, 'i64': 8, 'f16': 2, 'bf16': 2, 'f32': 4, 'f64': 8}
PREC = {'f16': 11, 'bf16': 8, 'f32': 24, 'f64': 53}


def splitmix64(state):
    while True:
        state = (state + 0x9e3779b97f4a7c15) & M64
        z = state
        z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & M64
        z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & M64
        yield z ^ (z >> 31)


def fbits(t, x):
    """Round a python float (double) to the type, nearest-even; return the bits."""
    if t == 'f64':
        return struct.unpack('<Q', struct.pack('<d', x))[0]
    if t == 'f32':
        return struct.unpack('<I', struct.pack('<f', x))[0]
    if t == 'f16':
        return struct.unpack('<H', struct.pack('<e', x))[0]
    b = struct.unpack('<I', struct.pack('<f', x))[0]  # bf16: from the f32 (exact here)
    return ((b + 0x7fff + ((b >> 16) & 1)) >> 16) & 0xffff


def main():
    t, count, init = sys.argv[1].split(':', 2)
    n = int(count)
    out = []
    if init.startswith('rand:'):
        f = init[5:].split(':')
        g = splitmix64(int(f[0], 0))
        lo, hi = (float(f[1]), float(f[2])) if len(f) == 3 else (None, None)
        for _ in range(n):
            d = next(g)
            if lo is not None:
                out.append(fbits(t, lo + (hi - lo) * ((d >> 11) * 2.0 ** -53)))
            elif t in PREC:
                p = PREC[t]
                out.append(fbits(t, (d >> (64 - p)) * 2.0 ** -(p - 1) - 1))
            else:
                out.append(d & ((1 << (8 * SIZE[t])) - 1))
    elif init == 'iota':
        out = [fbits(t, float(i)) if t in PREC else i for i in range(n)]
    elif init.startswith('const:'):
        v = init[6:]
        x = fbits(t, float(v)) if t in PREC else int(v, 0) & ((1 << (8 * SIZE[t])) - 1)
        out = [x] * n
    print(' '.join('0x%0*x' % (2 * SIZE[t], x) for x in out) + ' ')


main()
