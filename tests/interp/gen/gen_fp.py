import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); from h import *
o=[]; w=o.append
w('''; Floating point (LangRef "fadd" .. "fcmp", the math intrinsics): IEEE-754 round to nearest
; even, special values (inf, NaN, signed zeros, subnormals), all 16 fcmp predicates, minnum/
; maxnum (-0 < +0, a NaN operand yields the other), minimum/maximum (NaN-propagating),
; rounding to integral. NaN results of arithmetic are the canonical NaN the GPU makes
; (float 0x7fffffff); the llc cross-check ignores NaN payloads.
target triple = "nvptx64-nvidia-cuda"
''')
NAN=float('nan'); INF=math.inf
pairs=[(1.5,2.25),(INF,-INF),(INF,INF),(0.0,-0.0),(-0.0,-0.0),(NAN,1.0),(1.0,NAN),(NAN,NAN),(0.0,INF),(1.0,0.0),(-1.0,0.0),(0.0,0.0),
       (1e38,1e38),(1.401298464324817e-45,0.5),(3.0,7.0),(-2.5,0.1),(-0.0,0.0),(5e-39,-4e-39),(16777216.0,1.0),(0.1,3.0)]
def fin(x): return not (math.isnan(x) or math.isinf(x))
def arith(op,a,b,fmt):
    if not(fin(a) and fin(b)):
        r = {'add':a+b,'sub':a-b,'mul':a*b if not((a==0 and math.isinf(b)) or (b==0 and math.isinf(a))) else NAN,
             'div':(a/b if b!=0 else (NAN if (a==0 or math.isnan(a)) else math.copysign(INF,a)*math.copysign(1,b))) if not(math.isinf(a) and math.isinf(b)) else NAN}[op]
        return rbits(float(r),fmt)
    A,B=Fr(a),Fr(b)
    if op=='add': r=A+B
    elif op=='sub': r=A-B
    elif op=='mul': r=A*B
    else:
        if b==0: return rbits(NAN if a==0 else math.copysign(INF,a)*math.copysign(1,b),fmt)
        r=A/B
    if r==0:
        # sign of an exact zero: + for x+(-x) in RN; for mul/div by sign rule
        if op in ('mul','div'): neg=(math.copysign(1,a)<0)!=(math.copysign(1,b)<0)
        elif op=='add': neg=math.copysign(1,a)<0 and math.copysign(1,b)<0
        else: neg=math.copysign(1,a)<0 and math.copysign(1,b)>0
        return rbits(-0.0 if neg else 0.0,fmt)
    return rbits(r,fmt)
def fmaref(a,b,c,fmt):
    if not(fin(a) and fin(b) and fin(c)):
        p = NAN if ((a==0 and math.isinf(b)) or (b==0 and math.isinf(a))) else a*b
        r = p + c
        return rbits(float(r),fmt)
    r=Fr(a)*Fr(b)+Fr(c)
    if r==0:
        pneg=(math.copysign(1,a)<0)!=(math.copysign(1,b)<0)
        if Fr(a)*Fr(b)==0: neg = pneg and math.copysign(1,c)<0
        else: neg=False
        return rbits(-0.0 if neg else 0.0,fmt)
    return rbits(r,fmt)
def mm(a,b,ismax,prop,fmt):
    an,bn=math.isnan(a),math.isnan(b)
    if an or bn:
        if prop or (an and bn): return QNAN[fmt]
        return rbits(b if an else a,fmt)
    if a==b:
        sa=math.copysign(1,a)<0
        if ismax: return rbits(b if sa else a,fmt)
        return rbits(a if sa else b,fmt)
    return rbits(max(a,b) if ismax else min(a,b),fmt)
def cmpmask(a,b):
    un=math.isnan(a) or math.isnan(b)
    lt=not un and a<b; eq=not un and a==b; gt=not un and a>b
    p=[False,eq,gt,gt or eq,lt,lt or eq,not un and not eq,not un,un,un or eq,un or gt,un or gt or eq,un or lt,un or lt or eq,un or not eq,True]
    return sum(1<<k for k,v in enumerate(p) if v)
for fmt,ty,bits in (('f32','float',32),('f64','double',64)):
    ps=[(val(rbits(a,fmt),fmt),val(rbits(b,fmt),fmt)) for a,b in pairs]
    # inputs: a global table of the pairs
    k='fops%d'%bits
    n=len(ps)
    w('@%s_in = internal addrspace(1) constant [%d x %s] [%s]' % (k,2*n,ty,', '.join('%s 0x%016X'%(ty, struct.unpack('<Q',struct.pack('<d',x))[0]) for p in ps for x in p)))
    w('; TEST %s --grid 1 --block %d buf:%s:%d:zero buf:i32:%d:zero' % (k,n,'f32' if bits==32 else 'f64',n*7,n))
    for a,b in ps:
        for op in ('add','sub','mul','div'): w(out(arith(op,a,b,fmt),fmt))
        w(out(fmaref(a,b,a,fmt),fmt))
        w(out(mm(a,b,False,False,fmt),fmt)); w(out(mm(a,b,True,False,fmt),fmt))
    for a,b in ps: w(i(cmpmask(a,b),32))
    w('define void @%s(%s addrspace(1)* %%out, i32 addrspace(1)* %%cmp) {' % (k,ty))
    w('  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
    w('  %i2 = shl i32 %t, 1\n  %ia = zext i32 %i2 to i64\n  %ib = add i64 %ia, 1')
    w('  %%pa = getelementptr [%d x %s], [%d x %s] addrspace(1)* @%s_in, i64 0, i64 %%ia' % (2*n,ty,2*n,ty,k))
    w('  %%pb = getelementptr [%d x %s], [%d x %s] addrspace(1)* @%s_in, i64 0, i64 %%ib' % (2*n,ty,2*n,ty,k))
    w('  %%a = load %s, %s addrspace(1)* %%pa\n  %%b = load %s, %s addrspace(1)* %%pb' % (ty,ty,ty,ty))
    ops=['fadd %s %%a, %%b','fsub %s %%a, %%b','fmul %s %%a, %%b','fdiv %s %%a, %%b','call %s @llvm.fma.f%d(%s %%a, %s %%b, %s %%a)',
         'call %s @llvm.minnum.f%d(%s %%a, %s %%b)','call %s @llvm.maxnum.f%d(%s %%a, %s %%b)']
    w('  %t9 = mul i32 %t, 7\n  %base = zext i32 %t9 to i64')
    for j,op in enumerate(ops):
        if 'call' in op: s=op % ((ty,bits)+(ty,)*(op.count('%s')-1))
        else: s=op % ty
        w('  %%r%d = %s' % (j,s))
        w('  %%o%d = add i64 %%base, %d\n  %%q%d = getelementptr %s, %s addrspace(1)* %%out, i64 %%o%d\n  store %s %%r%d, %s addrspace(1)* %%q%d' % (j,j,j,ty,ty,j,ty,j,ty,j))
    preds=['false','oeq','ogt','oge','olt','ole','one','ord','uno','ueq','ugt','uge','ult','ule','une','true']
    w('  %m0 = add i32 0, 0')
    for j,p in enumerate(preds):
        w('  %%c%d = fcmp %s %s %%a, %%b\n  %%z%d = zext i1 %%c%d to i32\n  %%s%d = shl i32 %%z%d, %d\n  %%m%d = or i32 %%m%d, %%s%d' % (j,p,ty,j,j,j,j,j,j+1,j,j))
    w('  %tz = zext i32 %t to i64\n  %cp = getelementptr i32, i32 addrspace(1)* %cmp, i64 %tz\n  store i32 %m16, i32 addrspace(1)* %cp')
    w('  ret void\n}\n')
# rounding to integral (f32)
vals=[2.5,-2.5,0.5,-0.5,1.5,-0.0,8388609.0,NAN,INF,-INF,0.49999997,-1.25,3.75,1e-40,-4194303.75,0.0]
k='round32'
w('@round32_in = internal addrspace(1) constant [%d x float] [%s]' % (len(vals),', '.join('float 0x%016X'%struct.unpack('<Q',struct.pack('<d',val(rbits(x,'f32'),'f32')))[0] for x in vals)))
w('; TEST round32 --grid 1 --block %d buf:f32:%d:zero' % (len(vals),len(vals)*10))
def rnd(x,how):
    if not fin(x): return rbits(x,'f32')
    if how=='floor': r=math.floor(x)
    elif how=='ceil': r=math.ceil(x)
    elif how=='trunc': r=math.trunc(x)
    elif how=='round': r=math.floor(abs(x)+0.5)*(1 if x>=0 else -1) if abs(x)%1!=0.5 or True else 0
    else: r=round(x)  # python round: ties to even
    if how=='round': r=math.copysign(math.floor(abs(x)+Fr(1,2)),x)
    return rbits(math.copysign(float(r),x) if r==0 else float(r),'f32')
for x in vals:
    x=val(rbits(x,'f32'),'f32')
    for how in ('floor','ceil','trunc','rint','nearbyint','round','trunc'):
        w(out(rnd(x,how),'f32'))
    w(out(rbits(x,'f32') & 0x7fffffff,'f32'))  # fabs
    w(out(rbits(x,'f32') ^ 0x80000000,'f32'))  # fneg
    if fin(x) and x>0: w(out(rbits(Fr(x)**Fr(1,2) if Fr(x).limit_denominator(1)**2==Fr(x) else math.sqrt(x),'f32'),'f32'))
    elif x==0 or x==-0.0: w(out(rbits(x,'f32'),'f32'))
    elif x==INF: w(out(rbits(x,'f32'),'f32'))
    else: w(out(QNAN['f32'],'f32'))
w('define void @round32(float addrspace(1)* %out) {')
w('  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %tz = zext i32 %t to i64')
w('  %%p = getelementptr [%d x float], [%d x float] addrspace(1)* @round32_in, i64 0, i64 %%tz\n  %%x = load float, float addrspace(1)* %%p' % (len(vals),len(vals)))
w('  %t10 = mul i64 %tz, 10')
names=['floor','ceil','trunc','rint','nearbyint','round','trunc','fabs']
for j,nm in enumerate(names):
    w('  %%r%d = call float @llvm.%s.f32(float %%x)' % (j,nm))
w('  %r8 = fneg float %x\n  %r9 = call float @llvm.sqrt.f32(float %x)')
for j in range(10):
    w('  %%o%d = add i64 %%t10, %d\n  %%q%d = getelementptr float, float addrspace(1)* %%out, i64 %%o%d\n  store float %%r%d, float addrspace(1)* %%q%d' % (j,j,j,j,j,j))
w('  ret void\n}\n')
for d in ['declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()']+['declare %s @llvm.%s.f%d(%s, %s%s)' % (t,n,b,t,t,', '+t if n=='fma' else '') for t,b in (('float',32),('double',64)) for n in ('fma','minnum','maxnum')]+['declare float @llvm.%s.f32(float)'%n for n in sorted(set(names))+['sqrt']]:
    w(d)
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'll', 'fp.ll'), 'w').write(annotate('\n'.join(o)+'\n'))
