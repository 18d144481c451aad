#!/usr/bin/env python3
"""Reduces a failing random kernel saved by fuzz_diff.py to a small reproducer.

    reduce.py CASE_DIR [--budget SECONDS]

CASE_DIR holds k.ll / k.typed.ll and failures.txt. The failure's signature (which legs
disagree with which, or which tool fails and how) must survive every step:

 1. the generator's own structure: regenerate the same seed with feature groups switched
    off one at a time (kept when the failure stays), then with smaller --size;
 2. the text (typed pointers; the opaque form is made with opt-14 -opaque-pointers):
    delta debugging over removable lines (output stores, atomics, unused definitions,
    calls), branch and switch conditions replaced by constants (control flow stays
    uniform where it was), and opt-14 clean-ups (simplifycfg, dce, globaldce, mem2reg,
    instcombine), each kept only if llvm-as accepts the result and the failure stays.
    Lines with barriers are never removed (that would make a race), nor stores to shared
    memory or the entry block's initialisation of local arrays (reads of undefined memory).

Writes CASE_DIR/reduced.ll (typed pointers) and reduced.opaque.ll and prints a summary."""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz_diff as fd  # noqa: E402


def gen_line(text):
    for l in text.splitlines():
        if l.startswith('; randgen '):
            return l[len('; randgen '):].split()
    return None


HEADER = re.compile(r'^; (randgen|NVCGRUN|MIN_SM|NOLLC|NOOPT|FEATURES)\b')


def keep_header(src, out):
    """opt's output with src's header comments back on top and opt's own comments gone."""
    head = [l for l in src.splitlines() if HEADER.match(l)]
    body = [l for l in out.splitlines() if not (l.startswith('; ') and not HEADER.match(l))
            and not l.startswith('source_filename') and not HEADER.match(l)]
    return '\n'.join(head + body) + '\n'


class Reducer:
    def __init__(self, case_dir, budget):
        self.dir = case_dir
        self.deadline = time.time() + budget
        self.caps = fd.Caps()
        self.tries = 0
        with open(os.path.join(case_dir, 'k.ll')) as f:
            self.text = f.read()
        with open(os.path.join(case_dir, 'k.typed.ll')) as f:
            self.typed = f.read()
        c = self.check(self.text, self.typed)
        self.sig = set(c.signature())
        self.legs = self.legs_of(c)
        if not self.sig:
            raise SystemExit('reduce.py: %s does not fail (any more)' % case_dir)

    @staticmethod
    def legs_of(c):
        legs = set()
        for leg, why in c.failures:
            legs.add(leg)
            m = re.match(r'(\S+) != (\S+):', why)
            if m:
                legs.update(m.groups())
        legs.add('ir' if c.caps.has('ir') else 'llc-O3')
        legs.add('as')
        return legs

    def check(self, text, typed, legs=None):
        self.tries += 1
        work = tempfile.mkdtemp(prefix='reduce.')
        try:
            c = fd.Case(0, [], 0, work, self.caps)
            c.generate(text, typed)
            c.run_legs(legs)
            c.verdict()
            return c
        finally:
            shutil.rmtree(work, ignore_errors=True)

    def interesting(self, text, typed):
        c = self.check(text, typed, self.legs)
        sig = set(c.signature())
        if any(s.startswith('as:') or s.startswith('gen:') for s in sig) and not any(
                s.startswith('as:') for s in self.sig):
            return False
        return bool(sig & self.sig)

    def timeout(self):
        return time.time() > self.deadline

    # ---------------------------------------------------------------- generator level

    def regen(self, opts):
        texts = []
        for extra in ([], ['--typed-pointers']):
            rc, out, err = fd.run([fd.RANDGEN] + opts + extra)
            if rc != 0:
                return None
            texts.append(out)
        return texts

    def by_generator(self):
        opts = gen_line(self.text)
        if not opts:
            return
        opts = [o for o in opts if o != '--typed-pointers']
        for f in fd.run([fd.RANDGEN, '--list-features'])[1].split():
            if self.timeout():
                return
            if '--no-' + f in opts:
                continue
            t = self.regen(opts + ['--no-' + f])
            if t and self.interesting(*t):
                opts.append('--no-' + f)
                self.text, self.typed = t
        i = opts.index('--size')
        size = int(opts[i + 1])
        while size > 1 and not self.timeout():
            s2 = max(1, size // 2)
            o2 = opts[:i + 1] + [str(s2)] + opts[i + 2:]
            t = self.regen(o2)
            if not (t and self.interesting(*t)):
                # halving lost it: try one step down
                s2 = size - 1
                o2 = opts[:i + 1] + [str(s2)] + opts[i + 2:]
                t = self.regen(o2)
                if not (t and self.interesting(*t)):
                    break
            opts, size = o2, s2
            self.text, self.typed = t
        self.opts = opts

    # ---------------------------------------------------------------- text level

    def opaque(self, typed):
        work = tempfile.mkdtemp(prefix='reduce.')
        try:
            p = os.path.join(work, 't.ll')
            with open(p, 'w') as f:
                f.write(typed)
            rc, out, err = fd.run([fd.OPT, '-opaque-pointers', '-S', p])
            if rc != 0:
                return None
            return keep_header(typed, out)
        finally:
            shutil.rmtree(work, ignore_errors=True)

    def try_typed(self, typed):
        if self.timeout():
            return False
        op = self.opaque(typed)
        if op is None:
            return False
        if self.interesting(op, typed):
            self.typed, self.text = typed, op
            return True
        return False

    @staticmethod
    def removable(lines):
        """Indices of lines that can go without making the program invalid or racy."""
        idx = []
        in_entry = False
        for i, l in enumerate(lines):
            s = l.strip()
            if s.endswith(':') and not s.startswith(';'):
                in_entry = s == 'entry:'
            if 'barrier' in s or s.startswith(';') or not s:
                continue
            if s.startswith('store '):
                if 'addrspace(3)' in s or (in_entry and '%local' in s):
                    continue
                idx.append(i)
            elif re.match(r'%\S+ = atomicrmw ', s) or s.startswith('call void @f'):
                idx.append(i)
        return idx

    def ddmin_lines(self):
        lines = self.typed.split('\n')
        cand = self.removable(lines)
        n = 2
        while len(cand) >= 1 and not self.timeout():
            chunk = max(1, len(cand) // n)
            progress = False
            for s in range(0, len(cand), chunk):
                drop = set(cand[s:s + chunk])
                t = '\n'.join(l for i, l in enumerate(lines) if i not in drop)
                if self.try_typed(t):
                    lines = self.typed.split('\n')
                    cand = self.removable(lines)
                    progress = True
                    break
            if not progress:
                if chunk == 1:
                    break
                n = min(len(cand), n * 2)
        self.dce()

    def dce(self):
        """Removes definitions nobody uses (not barriers, not calls with effects)."""
        changed = True
        while changed and not self.timeout():
            changed = False
            lines = self.typed.split('\n')
            text = self.typed
            drop = set()
            for i, l in enumerate(lines):
                m = re.match(r'\s+(%[\w.]+) = (.*)', l)
                if not m or 'barrier' in l or m.group(2).startswith('alloca'):
                    continue
                name = m.group(1)
                if len(re.findall(re.escape(name) + r'(?![\w.])', text)) == 1:
                    drop.add(i)
            if drop:
                t = '\n'.join(l for i, l in enumerate(lines) if i not in drop)
                if self.try_typed(t):
                    changed = True

    def constant_conditions(self):
        lines = self.typed.split('\n')
        for i in range(len(lines)):
            if self.timeout():
                return
            l = lines[i]
            m = re.match(r'(\s+br i1 )(%[\w.]+)(, .*)', l)
            if m:
                for c in ('true', 'false'):
                    t = lines[:i] + [m.group(1) + c + m.group(3)] + lines[i + 1:]
                    if self.try_typed('\n'.join(t)):
                        lines = self.typed.split('\n')
                        break
            m = re.match(r'(\s+switch i32 )(%[\w.]+)(, .*)', l)
            if m:
                t = lines[:i] + [m.group(1) + '0' + m.group(3)] + lines[i + 1:]
                if self.try_typed('\n'.join(t)):
                    lines = self.typed.split('\n')
        self.dce()

    def opt_passes(self):
        for passes in (['-simplifycfg', '-dce'], ['-globaldce'], ['-mem2reg'], ['-sroa'], ['-instcombine'],
                       ['-simplifycfg', '-instcombine', '-dce', '-globaldce']):
            if self.timeout():
                return
            work = tempfile.mkdtemp(prefix='reduce.')
            try:
                p = os.path.join(work, 't.ll')
                with open(p, 'w') as f:
                    f.write(self.typed)
                rc, out, err = fd.run([fd.OPT, '-S'] + passes + [p])
                if rc == 0:
                    self.try_typed(keep_header(self.typed, out))
            finally:
                shutil.rmtree(work, ignore_errors=True)

    def run(self):
        t0 = time.time()
        n0 = len(self.typed.splitlines())
        self.by_generator()
        n1 = len(self.typed.splitlines())
        for _ in range(3):
            before = self.typed
            self.ddmin_lines()
            self.constant_conditions()
            self.opt_passes()
            self.ddmin_lines()
            if self.typed == before or self.timeout():
                break
        with open(os.path.join(self.dir, 'reduced.ll'), 'w') as f:
            f.write(self.typed)
        with open(os.path.join(self.dir, 'reduced.opaque.ll'), 'w') as f:
            f.write(self.text)
        c = self.check(self.text, self.typed)
        print('reduce: %s: %d -> %d (generator) -> %d lines in %d tries, %.0fs; still fails: %s' % (
            self.dir, n0, n1, len(self.typed.splitlines()), self.tries, time.time() - t0,
            '; '.join(w for _, w in c.failures)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('case')
    ap.add_argument('--budget', type=int, default=900)
    a = ap.parse_args()
    Reducer(a.case, a.budget).run()


if __name__ == '__main__':
    main()
