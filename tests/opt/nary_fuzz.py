#!/usr/bin/env python3
"""Differential test for opt/nary_reassoc.c: random kernels built from the shapes the pass
rewrites -- (a op b) op c beside a op c (before it, after it, in a sibling branch), a*n
beside (a+-1)*n and (a+2)*n, vol_downsample2's (2a | 1)*n + c next to 2a*n + c, and `or`s
that are not disjoint -- with random nsw/nuw flags on i32 or i64, over random (so
overflowing) inputs. Each kernel is compiled at -O2, at -O2 --disable-nary_reassoc and at
-O0; ptxas must accept each PTX and the ptx engine must give, for all three, the buffers
the ir engine gives for the .ll, bit for bit.
Usage: nary_fuzz.py [FIRST_SEED [COUNT]]; prints one PASS/FAIL line (tests/run.sh protocol)."""
import random, subprocess, sys, os
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
from testlib import PTXAS  # noqa: E402
B = os.path.join(ROOT, 'build')
OUT = os.path.join(ROOT, 'tests', 'out', 'nary_fuzz')


def gen(seed):
    R=random.Random(seed)
    T=R.choice(['i32','i64'])
    L=[]; e=L.append
    e('target triple = "nvptx64-nvidia-cuda"')
    e('declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
    e('define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {')
    e('entry:')
    e('  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
    e('  %t8 = mul i32 %t, 8'); e('  %tz = zext i32 %t8 to i64')
    e('  %%base = getelementptr inbounds %s, ptr addrspace(1) %%in, i64 %%tz' % T)
    pool=[]
    for i in range(8):
        e('  %%p%d = getelementptr inbounds %s, ptr addrspace(1) %%base, i64 %d' % (i,T,i))
        e('  %%v%d = load %s, ptr addrspace(1) %%p%d, align 4' % (i,T,i))
        pool.append('%%v%d'%i)
    cnt=[0]
    def nm():
        cnt[0]+=1; return '%%x%d'%cnt[0]
    def fl():
        return R.choice(['','','nsw ','nuw ','nsw nuw '])
    def motif(pool, vals):
        k=R.randrange(5)
        a,b,c=[R.choice(pool) for _ in range(3)]
        op=R.choice(['add','mul'])
        out=[]
        if k==0:   # J before, then (a op b) op c
            x, y = (a, c) if R.random() < .5 else (c, a)
            j=nm(); out.append('  %s = %s %s%s %s, %s' % (j,op,fl(),T,x,y))
            A=nm(); out.append('  %s = %s %s%s %s, %s' % (A,op,fl(),T,a,b))
            I=nm(); out.append('  %s = %s %s%s %s, %s' % (I,op,fl(),T,A,c) if R.random()<.5 else '  %s = %s %s%s %s, %s' % (I,op,fl(),T,c,A))
            vals+= [j,I]
        elif k==1: # strength: a*n then (a+-1)*n
            j=nm(); out.append('  %s = mul %s%s %s, %s' % (j,fl(),T,a,b))
            d=nm(); out.append('  %s = add %s%s %s, %s' % (d,fl(),T,a,R.choice(['1','-1','2'])))
            I=nm(); out.append('  %s = mul %s%s %s, %s' % (I,fl(),T,d,b) if R.random()<.5 else '  %s = mul %s%s %s, %s' % (I,fl(),T,b,d))
            vals+=[j,I]
        elif k==2: # vol: (2a|1)*n + c
            a2=nm(); out.append('  %s = shl %s%s %s, %d' % (a2,R.choice(['','nsw ']),T,a,R.choice([1,1,2])))
            m0=nm(); out.append('  %s = mul %s%s %s, %s' % (m0,fl(),T,a2,b))
            r0=nm(); out.append('  %s = add %s%s %s, %s' % (r0,fl(),T,m0,c))
            o=nm(); out.append('  %s = or %s %s, %s' % (o,T,R.choice([a2,a2,a]),R.choice(['1','1','3'])))
            m1=nm(); out.append('  %s = mul %s%s %s, %s' % (m1,fl(),T,o,b))
            r1=nm(); out.append('  %s = add %s%s %s, %s' % (r1,fl(),T,m1,c))
            vals+=[r0,r1]
        elif k==3: # J after I
            A=nm(); out.append('  %s = %s %s%s %s, %s' % (A,op,fl(),T,a,b))
            I=nm(); out.append('  %s = %s %s%s %s, %s' % (I,op,fl(),T,A,c))
            j=nm(); out.append('  %s = %s %s%s %s, %s' % (j,op,fl(),T,a,c))
            vals+=[I,j]
        else:      # plain value into the pool
            v=nm(); out.append('  %s = %s %s%s %s, %s' % (v,R.choice(['add','mul','sub']),fl(),T,a,b))
            vals+=[v]; pool.append(v)
        return out
    vals=[]
    for _ in range(R.randrange(3,8)):
        L.extend(motif(pool,vals))
    def acc(vs, tag):
        a='%%acc%s0'%tag; e('  %s = xor %s %s, 0' % (a,T,pool[0]))
        for i,v in enumerate(vs):
            if R.random()<.2:
                w=nm(); e('  %s = trunc %s %s to i16' % (w,T,v))
                z=nm(); e('  %s = sext i16 %s to %s' % (z,w,T)); v=z
            n='%%acc%s%d'%(tag,i+1); e('  %s = xor %s %s, %s' % (n,T,a,v)); a=n
        return a
    ae=acc(vals,'e')
    e('  %%q0 = getelementptr inbounds %s, ptr addrspace(1) %%out, i64 %%tz' % T)
    e('  store %s %s, ptr addrspace(1) %%q0, align 4' % (T,ae))
    e('  %%c = icmp slt %s %s, %s' % (T,pool[1],pool[2]))
    e('  br i1 %c, label %then, label %else')
    for blk,tag in (('then','t'),('else','f')):
        e('%s:' % blk)
        tv=[]; tp=list(pool)
        for _ in range(R.randrange(2,6)): L.extend(motif(tp,tv))
        at=acc(tv,tag)
        e('  %%q%s = getelementptr inbounds %s, ptr addrspace(1) %%q0, i64 %d' % (tag,T,1 if tag=='t' else 2))
        e('  store %s %s, ptr addrspace(1) %%q%s, align 4' % (T,at,tag))
        e('  br label %done')
    e('done:'); e('  ret void'); e('}')
    e('!nvvm.annotations = !{!0}'); e('!0 = !{ptr @k, !"kernel", i32 1}')
    return T,'\n'.join(L)+'\n'

def main():
    s0 = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    os.makedirs(OUT, exist_ok=True)
    bad, hits = [], 0
    for s in range(s0, s0 + n):
        T, src = gen(s)
        f = os.path.join(OUT, 'k%d.ll' % s)
        open(f, 'w').write(src)
        launch = ['--kernel', 'k', '--grid', '2', '--block', '32', '--dump',
                  'buf:%s:512:rand:%d' % (T, s), 'buf:%s:512:zero' % T]
        r = subprocess.run([os.path.join(B, 'nvcgrun'), '--engine=ir', f] + launch, capture_output=True, text=True)
        want = r.stdout if r.returncode == 0 else None
        if want is None:
            bad.append('%d(ir engine: %s)' % (s, r.stderr.strip()[:120]))
            continue
        for k, opt in enumerate((['-O2'], ['-O2', '--disable-nary_reassoc'], ['-O0'])):
            p = '%s.%d.ptx' % (f, k)
            r = subprocess.run([os.path.join(B, 'nvcgc'), '-mcpu=sm_80', '--pass-remarks=nary_reassoc'] + opt + [f, '-o', p],
                               capture_output=True, text=True)
            if r.returncode:
                bad.append('%d(nvcgc %s: %s)' % (s, ' '.join(opt), r.stderr.strip()[:120]))
                break
            if k == 0:
                hits += r.stderr.count('remark: nary_reassoc')
            if os.path.exists(PTXAS):
                r = subprocess.run([PTXAS, '-arch=sm_80', p, '-o', os.devnull], capture_output=True, text=True)
                if r.returncode:
                    bad.append('%d(ptxas rejects %s)' % (s, ' '.join(opt)))
                    break
            r = subprocess.run([os.path.join(B, 'nvcgrun'), '--engine=ptx', p] + launch, capture_output=True, text=True)
            if r.returncode or r.stdout != want:
                bad.append('%d(ptx engine differs from ir at %s; %s)' % (s, ' '.join(opt), f))
                break
    # the shapes must reach the pass, or the test tests nothing
    if not bad and hits < n:
        bad.append('only %d rewrites in %d kernels' % (hits, n))
    if bad:
        print('FAIL: opt/nary-fuzz (seeds %d..%d: %s)' % (s0, s0 + n - 1, ' '.join(bad[:5])))
    else:
        print('PASS: opt/nary-fuzz (%d random kernels, %d nary_reassoc rewrites; -O2, -O2 without the pass and -O0 all equal the ir engine)' % (n, hits))


main()
