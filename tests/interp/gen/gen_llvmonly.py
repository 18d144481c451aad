import os, sys, re; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); from h import *
o=[]; w=o.append
w('''; What llc 14 cannot compile for NVPTX (so there is no PTX to cross-check against), with
; hand-derived expectations: llvm.minimum/maximum (llc emits min.NaN.f64, which PTX lacks),
; roundeven, frem, i128 division and conversions, fp128 moves/conversions/comparisons,
; bfloat arithmetic, dynamic allocas, <N x i1> bitcasts, i8/i16 atomics, and NVVM
; intrinsics llc 14 does not know (tanh.approx, div.full, rcp.approx.ftz.f, activemask,
; redux.sync, match.any.sync.i64).
; NOLLC-FILE llc 14 rejects every kernel of this file (see above)
target triple = "nvptx64-nvidia-cuda"
''')
M64=(1<<64)-1; M128=(1<<128)-1
NAN=float('nan'); INF=math.inf
def FC(x): return D(val(rbits(x,'f32'),'f32'))
rows=[]
def row(ir, outs): rows.append((ir, outs))
def st64(ir, v): row(ir, [i(v,64)])
# minimum / maximum
def mmx(a,b,ismax):
    if a!=a or b!=b: return QNAN['f32']
    if a==b:
        sa=math.copysign(1,a)<0
        return rbits(b if (sa if ismax else not sa) else a,'f32')
    return rbits(max(a,b) if ismax else min(a,b),'f32')
for a,b in ((NAN,1.0),(1.0,NAN),(-0.0,0.0),(0.0,-0.0),(2.0,-3.0)):
    for nm,mx in (('minimum',0),('maximum',1)):
        st64('%%a = call float @llvm.%s.f32(float %s, float %s)\n  %%b = bitcast float %%a to i32\n  %%v = zext i32 %%b to i64'%(nm,D(a),D(b)), mmx(a,b,mx))
st64('%%a = call double @llvm.minimum.f64(double %s, double 1.0)\n  %%v = bitcast double %%a to i64'%D(NAN), QNAN['f64'])
for x,e in ((2.5,2.0),(3.5,4.0),(-2.5,-2.0),(-0.5,-0.0),(0.5,0.0)):
    st64('%%a = call float @llvm.roundeven.f32(float %s)\n  %%b = bitcast float %%a to i32\n  %%v = zext i32 %%b to i64'%FC(x), rbits(e,'f32'))
for a,b in ((5.5,2.0),(-5.5,2.0),(1e10,3.0),(7.0,-0.0)):
    r=math.fmod(a,b) if b!=0 else NAN
    st64('%%a = frem float %s, %s\n  %%b = bitcast float %%a to i32\n  %%v = zext i32 %%b to i64'%(FC(a),FC(b)), rbits(float(r),'f32') if r==r else QNAN['f32'])
    if r==r: st64('%%a = frem double %s, %s\n  %%v = bitcast double %%a to i64'%(D(a),D(b)), rbits(float(r),'f64'))
# i128
def sx(v,b):
    v&=(1<<b)-1; return v-(1<<b) if v>>(b-1) else v
def i128row(ir, v):
    v&=M128
    row(ir+'\n  %%lo = trunc i128 %%a to i64\n  %%hs = lshr i128 %%a, 64\n  %%hi = trunc i128 %%hs to i64', [i(v&M64,64), i(v>>64,64)])
A=0x0123456789abcdef_fedcba9876543210; B=0xfffffffffffffffffffffffffffff001
for op,f in (('udiv',lambda a,b:a//b),('urem',lambda a,b:a%b),('sdiv',None),('srem',None),('mul',lambda a,b:a*b),('add',lambda a,b:a+b),('sub',lambda a,b:a-b)):
    for a,b in ((A,B),(B,A),(A,12345),(B,7)):
        sa,sb=sx(a,128),sx(b,128)
        if op=='sdiv': q=abs(sa)//abs(sb); r=-q if (sa<0)!=(sb<0) else q
        elif op=='srem': q=abs(sa)%abs(sb); r=-q if sa<0 else q
        else: r=f(a,b)
        i128row('%%a = %s i128 %d, %d'%(op,sx(a,128),sx(b,128)), r)
for s in (0,1,63,64,65,127):
    i128row('%%a = shl i128 %d, %d'%(sx(A,128),s), A<<s)
    i128row('%%a = lshr i128 %d, %d'%(sx(B,128),s), B>>s)
    i128row('%%a = ashr i128 %d, %d'%(sx(B,128),s), sx(B,128)>>s)
for pred,f in (('ult',lambda a,b:a<b),('slt',lambda a,b:sx(a,128)<sx(b,128)),('ugt',lambda a,b:a>b),('sge',lambda a,b:sx(a,128)>=sx(b,128))):
    st64('%%c = icmp %s i128 %d, %d\n  %%v = zext i1 %%c to i64'%(pred,sx(A,128),sx(B,128)), int(f(A,B)))
for v in (A, B, (1<<127), (1<<64)+1, (1<<100)+(1<<47)+1):
    st64('%%a = uitofp i128 %d to double\n  %%v = bitcast double %%a to i64'%sx(v,128), rbits(Fr(v),'f64'))
    st64('%%a = sitofp i128 %d to float\n  %%b = bitcast float %%a to i32\n  %%v = zext i32 %%b to i64'%sx(v,128), rbits(Fr(sx(v,128)),'f32'))
for x in (1.5e30, -1.7014118346046923e38, 123456789.75):
    i128row('%%a = fptosi double %s to i128'%D(x), math.trunc(x))
# fp128
def f128c(v): return '0xL%016X%016X'%(v&M64, v>>64)
q1=rbits(Fr(1,3),'f128'); q2=rbits(Fr(-10)**20/3,'f128')
for q in (q1,q2,rbits(Fr(2)**-16440,'f128'),rbits(Fr(2)**16383*Fr(3,2),'f128')):
    fr=Fr(val(q,'f128')) if False else None
    st64('%%a = fptrunc fp128 %s to double\n  %%v = bitcast double %%a to i64'%f128c(q), rbits(frac128(q) if False else 0,'f64') if False else 0)
rows=[r for r in rows if not (r[0].startswith('%a = fptrunc fp128'))]
def f128val(b):
    s=b>>127; E=(b>>112)&0x7fff; f=b&((1<<112)-1)
    if E==0x7fff: return NAN if f else (-INF if s else INF)
    v=Fr(f,1<<112)*Fr(2)**(1-16383) if E==0 else (1+Fr(f,1<<112))*Fr(2)**(E-16383)
    return -v if s else v
for q in (q1,q2,rbits(Fr(2)**-1070,'f128'),rbits(Fr(2)**1030,'f128'),rbits(Fr(1)+Fr(2)**-53,'f128'),rbits(Fr(1)+Fr(2)**-53+Fr(2)**-100,'f128')):
    v=f128val(q)
    st64('%%a = fptrunc fp128 %s to double\n  %%v = bitcast double %%a to i64'%f128c(q), rbits(v if isinstance(v,Fr) else v,'f64'))
    st64('%%a = fptrunc fp128 %s to float\n  %%b = bitcast float %%a to i32\n  %%v = zext i32 %%b to i64'%f128c(q), rbits(v,'f32'))
for x in (0.1,-2.0**-1074,INF):
    q=rbits(Fr(x) if x==x and abs(x)!=INF else x,'f128')
    row('%%a = fpext double %s to fp128\n  %%b = bitcast fp128 %%a to i128\n  %%lo = trunc i128 %%b to i64\n  %%hs = lshr i128 %%b, 64\n  %%hi = trunc i128 %%hs to i64'%D(x), [i(q&M64,64), i(q>>64,64)])
for a,b in ((q1,q2),(q2,q1),(q1,q1),(rbits(0.0,'f128'),rbits(-0.0,'f128'))):
    st64('%%c = fcmp olt fp128 %s, %s\n  %%v = zext i1 %%c to i64'%(f128c(a),f128c(b)), int(f128val(a)<f128val(b)))
    st64('%%c = fcmp oeq fp128 %s, %s\n  %%v = zext i1 %%c to i64'%(f128c(a),f128c(b)), int(f128val(a)==f128val(b)))
row('%%a = fneg fp128 %s\n  %%b = bitcast fp128 %%a to i128\n  %%lo = trunc i128 %%b to i64\n  %%hs = lshr i128 %%b, 64\n  %%hi = trunc i128 %%hs to i64'%f128c(q1), [i(q1&M64,64), i((q1>>64)^(1<<63),64)])
# bfloat arithmetic and conversions
def BF(x): return rbits(x,'bf16')
for a,b in ((1.0,2.0**-8),(1.0+2.0**-7,2.0**-8),(3.0,0.1)):
    ab,bb=BF(Fr(a) if a==a else a),BF(Fr(b))
    r=rbits(frac(ab,'bf16')+frac(bb,'bf16'),'bf16')
    st64('%%x = bitcast i16 %d to bfloat\n  %%y = bitcast i16 %d to bfloat\n  %%s = fadd bfloat %%x, %%y\n  %%b = bitcast bfloat %%s to i16\n  %%v = zext i16 %%b to i64'%(sx(ab,16),sx(bb,16)), r)
    r=rbits(frac(ab,'bf16')*frac(bb,'bf16'),'bf16')
    st64('%%x = bitcast i16 %d to bfloat\n  %%y = bitcast i16 %d to bfloat\n  %%s = fmul bfloat %%x, %%y\n  %%b = bitcast bfloat %%s to i16\n  %%v = zext i16 %%b to i64'%(sx(ab,16),sx(bb,16)), r)
for x in (1.0+2.0**-8, 1.0+3*2.0**-8, 3.1415926, 1e39):
    xf=val(rbits(Fr(x) if x<1e38 else x,'f32'),'f32')
    st64('%%s = fptrunc float %s to bfloat\n  %%b = bitcast bfloat %%s to i16\n  %%v = zext i16 %%b to i64'%D(xf), rbits(Fr(xf) if not math.isinf(xf) else xf,'bf16'))
st64('%x = bitcast i16 16457 to bfloat\n  %e = fpext bfloat %x to float\n  %b = bitcast float %e to i32\n  %v = zext i32 %b to i64', 16457<<16)
# <8 x i1> bitcasts, vector freeze
st64('%a = bitcast <8 x i1> <i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 0, i1 1> to i8\n  %v = zext i8 %a to i64', 0x89)
st64('%a = bitcast i8 -127 to <8 x i1>\n  %e = extractelement <8 x i1> %a, i32 7\n  %v = zext i1 %e to i64', 1)
st64('%a = bitcast i16 -32767 to <4 x i4>\n  %e = extractelement <4 x i4> %a, i32 3\n  %v = zext i4 %e to i64', 8)
st64('%p = add nsw <2 x i32> <i32 2147483647, i32 1>, <i32 1, i32 1>\n  %f = freeze <2 x i32> %p\n  %e = extractelement <2 x i32> %f, i32 0\n  %g = extractelement <2 x i32> %f, i32 1\n  %h = add i32 %e, %g\n  %v = zext i32 %h to i64', 2)
# approximations llc 14 does not know: accurate in double, rounded to nearest
st64('%%a = call float @llvm.nvvm.tanh.approx.f32(float 0.5)\n  %%b = bitcast float %%a to i32\n  %%v = zext i32 %%b to i64', rbits(math.tanh(0.5),'f32'))
st64('%%a = call float @llvm.nvvm.div.full(float 1.0, float 3.0)\n  %%b = bitcast float %%a to i32\n  %%v = zext i32 %%b to i64', rbits(1.0/3.0,'f32'))
st64('%%a = call float @llvm.nvvm.rcp.approx.ftz.f(float 3.0)\n  %%b = bitcast float %%a to i32\n  %%v = zext i32 %%b to i64', rbits(1.0/3.0,'f32'))
w('; TEST misc --grid 1 --block 1 buf:i64:%d:zero'%sum(len(r[1]) for r in rows))
idx=0
for ir,outs in rows:
    for x in outs: w(x)
w('define void @misc(i64 addrspace(1)* %out) {\n  br label %b0')
idx=0
for k,(ir,outs) in enumerate(rows):
    body=re.sub(r'%(a|b|c|e|f|g|h|s|x|y|p|lo|hs|hi)\b', lambda m_: '%%%s_%d'%(m_.group(1),k), ir)
    body=re.sub(r'%v\b','%%v%d'%k, body)
    w('b%d:\n  %s'%(k,body))
    names=['%%v%d'%k] if len(outs)==1 else ['%%lo_%d'%k,'%%hi_%d'%k]
    for nm in names:
        w('  %%p%d_%d = getelementptr i64, i64 addrspace(1)* %%out, i64 %d\n  store i64 %s, i64 addrspace(1)* %%p%d_%d'%(k,idx,idx,nm,k,idx))
        idx+=1
    w('  br label %%b%d'%(k+1))
w('b%d:\n  ret void\n}\n'%len(rows))
seen=set()
for rt,name,args in sorted(set(re.findall(r'call (\w+) @(llvm\.[\w.]+)\(([^)]*)\)', '\n'.join(r[0] for r in rows)))):
    if name in seen: continue
    seen.add(name)
    w('declare %s @%s(%s)'%(rt,name,', '.join(t.split()[0] for t in args.split(', '))))
w('''
; A dynamic alloca in a function called in a loop: each call's stack is freed on return.
define internal i32 @sumto(i32 %n) {
entry:
  %nz = zext i32 %n to i64
  %arr = alloca i32, i64 %nz, align 4
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %s = phi i32 [ 0, %entry ], [ %s1, %fill ]
  %iz = zext i32 %i to i64
  %p = getelementptr i32, i32* %arr, i64 %iz
  store i32 %i, i32* %p
  %v = load i32, i32* %p
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %fill, label %done
done:
  ret i32 %s1
}

; TEST dynalloca --grid 1 --block 2 buf:i32:2:zero
; OUT 1999000 0x001e8098
; OUT 1999000 0x001e8098
define void @dynalloca(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %sum = call i32 @sumto(i32 2000)
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 1000
  br i1 %more, label %loop, label %done
done:
  %tz = zext i32 %t to i64
  %q = getelementptr i32, i32 addrspace(1)* %out, i64 %tz
  store i32 %sum, i32 addrspace(1)* %q
  ret void
}

; i16 atomics on shared memory, redux.sync, match.any.sync.i64 and activemask in divergent
; code (block of 40: the second warp has 8 lanes).
@sh16 = internal addrspace(3) global i16 undef, align 2

; TEST warpx --grid 1 --block 40 buf:i32:401:zero
''')
nt=40
for t in range(nt):
    wp=t//32; L=[l for l in range(32) if wp*32+l<nt]; lane=t%32
    s_=sum(l*3 for l in L)&0xffffffff
    mn=min(l*3 for l in L); mx=max(l*3 for l in L)
    grp=sum(1<<l for l in L if l//8==lane//8)
    act=sum(1<<l for l in L if l<10) if lane<10 else sum(1<<l for l in L if l>=10)
    vs=[l*3+1 for l in L]; me=lane*3+1
    import functools
    band=functools.reduce(lambda x,y:x&y,vs); bor=functools.reduce(lambda x,y:x|y,vs); bx=functools.reduce(lambda x,y:x^y,vs)
    for v in (s_,mn,mx,grp,act,band,bor,bx,max(vs),min(vs)): w(i(v,32))
w(i(sum(range(40))*7 & 0xffff,32))
w('''define void @warpx(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %wp = lshr i32 %t, 5
  %hi = icmp eq i32 %wp, 1
  %mask = select i1 %hi, i32 255, i32 -1
  %v3 = mul i32 %lane, 3
  %sum = call i32 @llvm.nvvm.redux.sync.add(i32 %v3, i32 %mask)
  %mn = call i32 @llvm.nvvm.redux.sync.min(i32 %v3, i32 %mask)
  %mx = call i32 @llvm.nvvm.redux.sync.umax(i32 %v3, i32 %mask)
  %q8 = lshr i32 %lane, 3
  %q64 = zext i32 %q8 to i64
  %big = or i64 %q64, 81985529216486896
  %grp = call i32 @llvm.nvvm.match.any.sync.i64(i32 %mask, i64 %big)
  %t7 = mul i32 %t, 7
  %t16 = trunc i32 %t7 to i16
  %ao = atomicrmw add i16 addrspace(3)* @sh16, i16 %t16 seq_cst
  %lt10 = icmp ult i32 %lane, 10
  br i1 %lt10, label %a, label %b
a:
  %act.a = call i32 @llvm.nvvm.activemask()
  br label %j
b:
  %act.b = call i32 @llvm.nvvm.activemask()
  br label %j
j:
  %act = phi i32 [ %act.a, %a ], [ %act.b, %b ]
  %v31 = add i32 %v3, 1
  %rand = call i32 @llvm.nvvm.redux.sync.and(i32 %v31, i32 %mask)
  %ror = call i32 @llvm.nvvm.redux.sync.or(i32 %v31, i32 %mask)
  %rxor = call i32 @llvm.nvvm.redux.sync.xor(i32 %v31, i32 %mask)
  %rmax = call i32 @llvm.nvvm.redux.sync.max(i32 %v31, i32 %mask)
  %rumin = call i32 @llvm.nvvm.redux.sync.umin(i32 %v31, i32 %mask)
  %base = mul i32 %t, 10
  %bz = zext i32 %base to i64
  %p0 = getelementptr i32, i32 addrspace(1)* %out, i64 %bz
  store i32 %sum, i32 addrspace(1)* %p0
  %p1 = getelementptr i32, i32 addrspace(1)* %p0, i64 1
  store i32 %mn, i32 addrspace(1)* %p1
  %p2 = getelementptr i32, i32 addrspace(1)* %p0, i64 2
  store i32 %mx, i32 addrspace(1)* %p2
  %p3 = getelementptr i32, i32 addrspace(1)* %p0, i64 3
  store i32 %grp, i32 addrspace(1)* %p3
  %p4 = getelementptr i32, i32 addrspace(1)* %p0, i64 4
  store i32 %act, i32 addrspace(1)* %p4
  %p5 = getelementptr i32, i32 addrspace(1)* %p0, i64 5
  store i32 %rand, i32 addrspace(1)* %p5
  %p6 = getelementptr i32, i32 addrspace(1)* %p0, i64 6
  store i32 %ror, i32 addrspace(1)* %p6
  %p7 = getelementptr i32, i32 addrspace(1)* %p0, i64 7
  store i32 %rxor, i32 addrspace(1)* %p7
  %p8 = getelementptr i32, i32 addrspace(1)* %p0, i64 8
  store i32 %rmax, i32 addrspace(1)* %p8
  %p9 = getelementptr i32, i32 addrspace(1)* %p0, i64 9
  store i32 %rumin, i32 addrspace(1)* %p9
  call void @llvm.nvvm.barrier0()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %w, label %d
w:
  %tot = load i16, i16 addrspace(3)* @sh16
  %totz = zext i16 %tot to i32
  %pl = getelementptr i32, i32 addrspace(1)* %out, i64 400
  store i32 %totz, i32 addrspace(1)* %pl
  br label %d
d:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64)
declare i32 @llvm.nvvm.activemask()
declare void @llvm.nvvm.barrier0()
''')
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'll', 'llvm_only.ll'), 'w').write(annotate(('\n'.join(o)+'\n').replace('%%','%')))
