"""Helpers shared by the Python test drivers (tests/interp, tests/emu, tests/lit, tests/corpus):
running a command, the first line of its message, nvcgrun's command line, and the corpus
manifest. One copy here, so that a change to nvcgrun's options or the manifest's format is
made once."""
import os
import shutil
import subprocess

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
NVCGRUN = os.environ.get('NVCGRUN') or os.path.join(ROOT, 'build', 'nvcgrun')
PTXAS = os.environ.get('PTXAS') or shutil.which('ptxas') or '/usr/local/cuda/bin/ptxas'


def run(cmd, timeout=600):
    """(exit status, stdout, stderr) of CMD; a timeout raises (the suite reports it)."""
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')


def first_line(s):
    s = s.strip().splitlines()
    return s[0] if s else ''


def nvcgrun(path, engine, kern, grid, block, shared, args, dump=False, stats=False):
    cmd = [NVCGRUN, '--engine=' + engine, path, '--kernel', kern, '--grid', grid, '--block', block]
    if shared and shared != '0':
        cmd += ['--shared', shared]
    if dump:
        cmd.append('--dump')
    if stats:
        cmd.append('--stats')
    return run(cmd + list(args))


def manifest_lines(filt=None):
    """(corpus dir, [(line number, fields)]) for tests/corpus/manifest.txt, comments and blank
    lines skipped; FILT keeps the lines whose file name contains it or whose kernel is it."""
    cdir = os.path.join(ROOT, 'tests', 'corpus')
    out = []
    for i, line in enumerate(open(os.path.join(cdir, 'manifest.txt'))):
        f = line.split()
        if not f or f[0].startswith('#'):
            continue
        if filt and filt not in f[0] and filt != f[1]:
            continue
        out.append((i + 1, f))
    return cdir, out
