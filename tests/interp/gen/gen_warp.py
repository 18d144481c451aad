import os, sys, re; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); from h import *
o=[]; w=o.append
w('''; Warp-synchronous operations and CTA barriers, computed by the runner for both engines
; (runner.h "Blocking"): shfl.sync in all modes with width segments, the predicate variant,
; lanes outside the mask or past the CTA (0 by the runner's rule), votes, match, activemask
; in divergent code, barrier0.popc/and/or.
target triple = "nvptx64-nvidia-cuda"
''')
def shfl(vals, mode, b, c, nthreads):
    res=[]; preds=[]
    for lane in range(nthreads):
        seg=(c>>8)&31; cv=c&31
        maxl=(lane&seg)|(cv&~seg); minl=lane&seg
        if mode=='up': j=lane-b; p=j>=maxl
        elif mode=='down': j=lane+b; p=j<=maxl
        elif mode=='bfly': j=lane^b; p=j<=maxl
        else: j=minl|(b&~seg); p=j<=maxl
        if not p: j=lane
        res.append(vals[j] if 0<=j<nthreads else 0); preds.append(int(p))
    return res,preds
cases=[('idx',None,0x1f),('up',1,0),('down',3,0x1f),('bfly',5,0x1f),('idx',0,0x181f),('down',1,0x1f),('up',2,0x181f)]
for nt in (32,20):
    vals=[10*l+1 for l in range(nt)]
    outs=[]
    for mode,b,c in cases:
        if b is None:
            r=[]; p=[]
            for lane in range(nt):
                rr,pp=shfl(vals,'idx',(lane+1)&31,c,nt); r.append(rr[lane]); p.append(pp[lane])
        else: r,p=shfl(vals,mode,b,c,nt)
        outs.append(r)
    # predicate of down 3
    outs.append(shfl(vals,'down',3,0x1f,nt)[1])
    # float bfly 1
    fv=[float(l)+0.5 for l in range(nt)]
    r,_=shfl([struct.unpack('<I',struct.pack('<f',x))[0] for x in fv],'bfly',1,0x1f,nt)
    outs.append(r)
    k='shfl%d'%nt
    w('; TEST %s --grid 1 --block %d buf:i32:%d:zero'%(k,nt,nt*len(outs)))
    for lane in range(nt):
        for r in outs: w(i(r[lane],32))
    mask=(1<<nt)-1
    sm=mask-(1<<32) if mask>=(1<<31) else mask
    w('define void @%s(i32 addrspace(1)* %%out) {'%k)
    w('  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %m10 = mul i32 %t, 10\n  %v = add i32 %m10, 1\n  %t1 = add i32 %t, 1\n  %nx = and i32 %t1, 31')
    w('  %%r0 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %d, i32 %%v, i32 %%nx, i32 31)'%sm)
    for n,(mode,b,c) in enumerate(cases[1:],1):
        w('  %%r%d = call i32 @llvm.nvvm.shfl.sync.%s.i32(i32 %d, i32 %%v, i32 %d, i32 %d)'%(n,mode,sm,b,c))
    n=len(cases)
    w('  %%pp = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 %d, i32 %%v, i32 3, i32 31)\n  %%pb = extractvalue { i32, i1 } %%pp, 1\n  %%r%d = zext i1 %%pb to i32'%(sm,n))
    w('  %%tf = uitofp i32 %%t to float\n  %%fv = fadd float %%tf, 0.5\n  %%fr = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %d, float %%fv, i32 1, i32 31)\n  %%r%d = bitcast float %%fr to i32'%(sm,n+1))
    w('  %%base = mul i32 %%t, %d'%len(outs))
    for j in range(len(outs)):
        w('  %%o%d = add i32 %%base, %d\n  %%z%d = zext i32 %%o%d to i64\n  %%q%d = getelementptr i32, i32 addrspace(1)* %%out, i64 %%z%d\n  store i32 %%r%d, i32 addrspace(1)* %%q%d'%(j,j,j,j,j,j,j,j))
    w('  ret void\n}\n')
# votes, match, activemask: block 40 (warp 1 has 8 lanes)
nt=40
def lanes(warp): return [l for l in range(32) if warp*32+l<nt]
outs={}
for t in range(nt):
    wp=t//32; L=lanes(wp); mask=sum(1<<l for l in L); lane=t%32
    odd=[l for l in L if l&1]
    ballot=sum(1<<l for l in odd)
    allv=int(all((l+wp)%3!=5 for l in L)); anyv=int(any(l==3 for l in L)); uni=int(len(set(l&0 for l in L))==1)
    grp=sum(1<<l for l in L if l//4==lane//4)
    act = sum(1<<l for l in L if l<10) if lane<10 else sum(1<<l for l in L if l>=10)
    outs[t]=[ballot,allv,anyv,uni,grp,mask,1]
w('; TEST votes --grid 1 --block %d buf:i32:%d:zero'%(nt,nt*7))
for t in range(nt):
    for v in outs[t]: w(i(v,32))
w('''define void @votes(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %wp = lshr i32 %t, 5
  %hi = icmp eq i32 %wp, 1
  %mask = select i1 %hi, i32 255, i32 -1
  %odd = and i32 %lane, 1
  %oddb = icmp ne i32 %odd, 0
  %bal = call i32 @llvm.nvvm.vote.ballot.sync(i32 %mask, i1 %oddb)
  %lw = add i32 %lane, %wp
  %m3 = urem i32 %lw, 3
  %c5 = icmp ne i32 %m3, 5
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 %mask, i1 %c5)
  %is3 = icmp eq i32 %lane, 3
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 %mask, i1 %is3)
  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 %mask, i1 false)
  %q4 = lshr i32 %lane, 2
  %grp = call i32 @llvm.nvvm.match.any.sync.i32(i32 %mask, i32 %q4)
  %ma = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %mask, i32 7)
  %mam = extractvalue { i32, i1 } %ma, 0
  %map = extractvalue { i32, i1 } %ma, 1
  %base = mul i32 %t, 7
  %bz = zext i32 %base to i64
  %p0 = getelementptr i32, i32 addrspace(1)* %out, i64 %bz
  store i32 %bal, i32 addrspace(1)* %p0
  %allz = zext i1 %all to i32
  %p1 = getelementptr i32, i32 addrspace(1)* %p0, i64 1
  store i32 %allz, i32 addrspace(1)* %p1
  %anyz = zext i1 %any to i32
  %p2 = getelementptr i32, i32 addrspace(1)* %p0, i64 2
  store i32 %anyz, i32 addrspace(1)* %p2
  %uniz = zext i1 %uni to i32
  %p3 = getelementptr i32, i32 addrspace(1)* %p0, i64 3
  store i32 %uniz, i32 addrspace(1)* %p3
  %p4 = getelementptr i32, i32 addrspace(1)* %p0, i64 4
  store i32 %grp, i32 addrspace(1)* %p4
  %p5 = getelementptr i32, i32 addrspace(1)* %p0, i64 5
  store i32 %mam, i32 addrspace(1)* %p5
  %mapz = zext i1 %map to i32
  %p6 = getelementptr i32, i32 addrspace(1)* %p0, i64 6
  store i32 %mapz, i32 addrspace(1)* %p6
  ret void
}
''')
# barriers with reductions
nt=64
pred=[1 if (t%3==0) else 0 for t in range(nt)]
w('; TEST bars --grid 2 --block %d buf:i32:6:zero'%nt)
for b in range(2):
    w(i(sum(pred),32)); w(i(0,32)); w(i(1,32))
w('''define void @bars(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %m = urem i32 %t, 3
  %p = icmp eq i32 %m, 0
  %pz = zext i1 %p to i32
  %pop = call i32 @llvm.nvvm.barrier0.popc(i32 %pz)
  %and = call i32 @llvm.nvvm.barrier0.and(i32 %pz)
  %or = call i32 @llvm.nvvm.barrier0.or(i32 %pz)
  call void @llvm.nvvm.barrier.sync(i32 1)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %first = icmp eq i32 %t, 0
  br i1 %first, label %w, label %d
w:
  %c3 = mul i32 %c, 3
  %cz = zext i32 %c3 to i64
  %q = getelementptr i32, i32 addrspace(1)* %out, i64 %cz
  store i32 %pop, i32 addrspace(1)* %q
  %q1 = getelementptr i32, i32 addrspace(1)* %q, i64 1
  store i32 %and, i32 addrspace(1)* %q1
  %q2 = getelementptr i32, i32 addrspace(1)* %q, i64 2
  store i32 %or, i32 addrspace(1)* %q2
  br label %d
d:
  ret void
}
''')
w('''declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.bar.warp.sync(i32)''')
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'll', 'warp.ll'), 'w').write(annotate('\n'.join(o)+'\n'))
