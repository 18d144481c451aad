import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); from h import *
o=[]; w=o.append
w('''; half (binary16): arithmetic rounded once to nearest even (ties, overflow to inf, subnormal
; results), fma without double rounding, comparisons, conversions to and from float, double
; and integers. The inputs are bit patterns, so every case is exact and reproducible.
target triple = "nvptx64-nvidia-cuda"
''')
NAN=float('nan'); INF=math.inf
def H(x): return rbits(x,'f16')
# pairs of half bit patterns
pairs=[(H(1.0),H(2.0**-11)),      # 1 + 2^-11: tie -> even (1.0)
       (H(1.0+2.0**-10),H(2.0**-11)),  # tie -> up
       (H(65504.0),H(16.0)),       # 65520 = max + half ulp: tie -> inf
       (H(65504.0),H(15.0)),       # below the tie: stays max
       (H(2.0**-14),H(-(2.0**-15))),   # normal - half -> subnormal result
       (0x0001,0x0001),            # smallest subnormals
       (H(0.1),H(3.0)),
       (H(-0.0),H(0.0)),
       (H(INF),H(-INF)),
       (H(1000.0),H(0.001)),
       (0x3c01,0x3bff),
       (0x7e00,H(1.0)),
       (H(3.0),H(0.0))]
def fin(x): return not(math.isnan(x) or math.isinf(x))
def ar(op,a,b):
    x,y=val(a,'f16'),val(b,'f16')
    if not(fin(x) and fin(y)) or (op=='div' and y==0):
        r=(x+y) if op=='add' else (x-y) if op=='sub' else (x*y) if op=='mul' else (x/y if y!=0 else NAN)
        if op=='div' and y==0 and fin(x) and x!=0: r=math.copysign(INF,x)*math.copysign(1,y)
        if op=='mul' and ((x==0 and math.isinf(y)) or (y==0 and math.isinf(x))): r=NAN
        if op=='div' and math.isinf(x) and math.isinf(y): r=NAN
        return rbits(float(r),'f16')
    X,Y=Fr(x),Fr(y)
    r=(X+Y) if op=='add' else (X-Y) if op=='sub' else (X*Y) if op=='mul' else (X/Y)
    if r==0:
        if op in('mul','div'): neg=(math.copysign(1,x)<0)!=(math.copysign(1,y)<0)
        elif op=='add': neg=math.copysign(1,x)<0 and math.copysign(1,y)<0
        else: neg=math.copysign(1,x)<0 and math.copysign(1,y)>0
        return rbits(-0.0 if neg else 0.0,'f16')
    return rbits(r,'f16')
def fma3(a,b,c):
    x,y,z=val(a,'f16'),val(b,'f16'),val(c,'f16')
    if not(fin(x) and fin(y) and fin(z)):
        p=NAN if ((x==0 and math.isinf(y)) or (y==0 and math.isinf(x))) else x*y
        return rbits(float(p+z),'f16')
    r=Fr(x)*Fr(y)+Fr(z)
    if r==0:
        pn=(math.copysign(1,x)<0)!=(math.copysign(1,y)<0)
        return rbits(-0.0 if (Fr(x)*Fr(y)==0 and pn and math.copysign(1,z)<0) else 0.0,'f16')
    return rbits(r,'f16')
n=len(pairs)
w('@hin = internal addrspace(1) constant [%d x i16] [%s]' % (2*n, ', '.join('i16 %d'%(v if v<32768 else v-65536) for p in pairs for v in p)))
w('; TEST hops --grid 1 --block %d buf:f16:%d:zero buf:f32:%d:zero buf:i32:%d:zero' % (n,7*n,n,n))
for a,b in pairs:
    for op in ('add','sub','mul','div'): w(out(ar(op,a,b),'f16'))
    w(out(fma3(a,b,a),'f16'))
    # fptrunc (float a*b exact? use float(a)+float(b) in f32 then fptrunc)
    w(out(a ^ 0x8000,'f16'))
    w(out(a & 0x7fff,'f16'))
for a,b in pairs:
    w(out(rbits(val(a,'f16'),'f32'),'f32'))   # fpext to float
for a,b in pairs:
    x,y=val(a,'f16'),val(b,'f16')
    w(i((1 if (not math.isnan(x) and not math.isnan(y) and x<y) else 0) | (2 if (math.isnan(x) or math.isnan(y) or x!=y) else 0),32))
w('define void @hops(half addrspace(1)* %out, float addrspace(1)* %ext, i32 addrspace(1)* %cmp) {')
w('  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %i2 = shl i32 %t, 1\n  %ia = zext i32 %i2 to i64\n  %ib = add i64 %ia, 1')
w('  %%pa = getelementptr [%d x i16], [%d x i16] addrspace(1)* @hin, i64 0, i64 %%ia' % (2*n,2*n))
w('  %%pb = getelementptr [%d x i16], [%d x i16] addrspace(1)* @hin, i64 0, i64 %%ib' % (2*n,2*n))
w('  %ai = load i16, i16 addrspace(1)* %pa\n  %bi = load i16, i16 addrspace(1)* %pb\n  %a = bitcast i16 %ai to half\n  %b = bitcast i16 %bi to half')
ops=['fadd half %a, %b','fsub half %a, %b','fmul half %a, %b','fdiv half %a, %b','call half @llvm.fma.f16(half %a, half %b, half %a)','fneg half %a','call half @llvm.fabs.f16(half %a)']
w('  %t7 = mul i32 %t, 7\n  %base = zext i32 %t7 to i64')
for j,op in enumerate(ops):
    w('  %%r%d = %s\n  %%o%d = add i64 %%base, %d\n  %%q%d = getelementptr half, half addrspace(1)* %%out, i64 %%o%d\n  store half %%r%d, half addrspace(1)* %%q%d' % (j,op,j,j,j,j,j,j))
w('  %tz = zext i32 %t to i64\n  %x = fpext half %a to float\n  %xp = getelementptr float, float addrspace(1)* %ext, i64 %tz\n  store float %x, float addrspace(1)* %xp')
w('  %c0 = fcmp olt half %a, %b\n  %c1 = fcmp une half %a, %b\n  %z0 = zext i1 %c0 to i32\n  %z1 = zext i1 %c1 to i32\n  %s1 = shl i32 %z1, 1\n  %m = or i32 %z0, %s1')
w('  %cp = getelementptr i32, i32 addrspace(1)* %cmp, i64 %tz\n  store i32 %m, i32 addrspace(1)* %cp\n  ret void\n}\n')
# conversions: float/double -> half (ties, overflow, subnormals), half -> int, int -> half
fl=[1.0+2.0**-11, 1.0+3*2.0**-11, 65519.0, 65520.0, 2.0**-25, 2.0**-25*1.0000001, -2.0**-24*1.5, 1e-8, 3.1415926, -0.0, INF, NAN, 100000.0, 0.333333343267]
F32=[val(rbits(x,'f32'),'f32') for x in fl]
w('; TEST cvt --grid 1 --block 1 buf:f16:%d:zero buf:i32:4:zero' % (2*len(F32)+4))
for x in F32: w(out(rbits(x,'f16'),'f16'))
D=[1.0+2.0**-11+2.0**-40, 65519.99999, 2.0**-25+2.0**-60]  # double -> half directly: no double rounding
for x in D: w(out(rbits(Fr(x),'f16'),'f16'))
ints=[2049, -2049, 65535, 70000]
for v in ints: w(out(rbits(float(v),'f16'),'f16'))
for x in F32: pass
hv=[H(3.75),H(-3.75),H(65504.0),H(-0.5)]
w(i(3,32)); w(i(-3,32)); w(i(65504,32)); w(i(0,32))
w('define void @cvt(half addrspace(1)* %out, i32 addrspace(1)* %iout) {')
for j,x in enumerate(F32):
    w('  %%h%d = fptrunc float 0x%016X to half\n  %%q%d = getelementptr half, half addrspace(1)* %%out, i64 %d\n  store half %%h%d, half addrspace(1)* %%q%d' % (j,struct.unpack('<Q',struct.pack('<d',x))[0],j,j,j,j))
base=len(F32)
for j,x in enumerate(D):
    k=base+j
    w('  %%h%d = fptrunc double 0x%016X to half\n  %%q%d = getelementptr half, half addrspace(1)* %%out, i64 %d\n  store half %%h%d, half addrspace(1)* %%q%d' % (k,struct.unpack('<Q',struct.pack('<d',x))[0],k,k,k,k))
base+=len(D)
for j,v in enumerate(ints):
    k=base+j
    w('  %%h%d = sitofp i32 %d to half\n  %%q%d = getelementptr half, half addrspace(1)* %%out, i64 %d\n  store half %%h%d, half addrspace(1)* %%q%d' % (k,v,k,k,k,k))
base+=len(ints)
# pad to 2*len(F32)+4 elements: remaining stay zero
for j,v in enumerate(hv):
    w('  %%hb%d = bitcast i16 %d to half\n  %%iv%d = fptosi half %%hb%d to i32\n  %%ip%d = getelementptr i32, i32 addrspace(1)* %%iout, i64 %d\n  store i32 %%iv%d, i32 addrspace(1)* %%ip%d' % (j,v if v<32768 else v-65536,j,j,j,j,j,j))
w('  ret void\n}\n')
tot=2*len(F32)+4
pad=tot-base
w('declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare half @llvm.fma.f16(half, half, half)\ndeclare half @llvm.fabs.f16(half)')
s='\n'.join(o)+'\n'
# padding OUT lines for the unused tail of the cvt buffer
lines=s.split('\n')
k=[n for n,l in enumerate(lines) if l.startswith('; TEST cvt')][0]
ins=k+1+base
for _ in range(pad): lines.insert(ins, '; OUT 0 0x0000')
s='\n'.join(lines)
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'll', 'half.ll'), 'w').write(annotate(s))
