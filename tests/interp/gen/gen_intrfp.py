import os, sys, re; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); from h import *
o=[]; w=o.append
w('''; NVVM floating-point intrinsics (PTX semantics): explicit rounding modes (.rn .rz .rm .rp)
; for rcp/div/sqrt/fma/add/mul and the cvt-style conversions, saturating float-to-int
; conversion (NaN -> 0), .ftz flushing of subnormal inputs and outputs, saturate,
; fmin/fmax, cvt.rXi rounding (nvvm.round is cvt.rni: ties to even), and the approximate
; instructions, which the ir and ptx engines both compute accurately in double.
target triple = "nvptx64-nvidia-cuda"
''')
M32=(1<<32)-1; M64=(1<<64)-1
NAN=float('nan'); INF=math.inf
def FC(x): return D(val(rbits(x,'f32'),'f32'))
rows=[]
def RI(ir, exp, bits=64): rows.append((ir, i(exp,64)))
def RF(ir, fbits): rows.append((ir+'\n  %v = zext i32 %b to i64' if False else ir, ('f32',fbits)))
# integer-result conversions: store as i64
def f2i(x, mode, W, sg):
    if x!=x: return 0
    fr=Fr(x)
    q = {'rn':round(fr), 'rz':math.trunc(fr), 'rm':math.floor(fr), 'rp':math.ceil(fr)}[mode]
    if mode=='rn':
        fl=math.floor(fr); d=fr-fl
        q=fl+1 if d>Fr(1,2) or (d==Fr(1,2) and fl%2==1) else fl
    lo,hi=(-(1<<(W-1)),(1<<(W-1))-1) if sg else (0,(1<<W)-1)
    return max(lo,min(hi,q))
for x in (2.5,-2.5,3.5,-0.5,1e10,NAN,-3.7):
    for m in ('rn','rz','rm','rp'):
        rows.append(('%%a = call i32 @llvm.nvvm.f2i.%s(float %s)\n  %%v = sext i32 %%a to i64'%(m,FC(x)), i(f2i(x,m,32,1),64)))
rows.append(('%%a = call i32 @llvm.nvvm.f2ui.rn(float %s)\n  %%v = zext i32 %%a to i64'%FC(-3.7), i(0,64)))
rows.append(('%%a = call i32 @llvm.nvvm.f2ui.rz(float %s)\n  %%v = zext i32 %%a to i64'%FC(4294967040.0), i(4294967040,64)))
rows.append(('%%a = call i32 @llvm.nvvm.d2i.rm(double %s)\n  %%v = sext i32 %%a to i64'%D(-1e-300), i(-1,64)))
rows.append(('%%v = call i64 @llvm.nvvm.d2ll.rp(double %s)'%D(1e-300), i(1,64)))
rows.append(('%%v = call i64 @llvm.nvvm.d2ull.rn(double %s)'%D(1.8446744073709552e19), i(M64,64)))
rows.append(('%%v = call i64 @llvm.nvvm.f2ll.rz(float %s)'%FC(-9.5), i(-9,64)))
rows.append(('%%a = call i32 @llvm.nvvm.f2i.rz.ftz(float %s)\n  %%v = sext i32 %%a to i64'%FC(-1e-40), i(0,64)))
def fbits32(ir, x): rows.append((ir+'\n  %b = bitcast float %a to i32\n  %v = zext i32 %b to i64', out(x,'f32')))
def fbits64(ir, x): rows.append((ir+'\n  %v = bitcast double %a to i64', out(x,'f64')))
for m in ('rn','rz','rm','rp'):
    fbits32('%%a = call float @llvm.nvvm.i2f.%s(i32 16777217)'%m, rbits(Fr(16777217),'f32',m))
    fbits32('%%a = call float @llvm.nvvm.i2f.%s(i32 -16777217)'%m, rbits(Fr(-16777217),'f32',m))
    fbits32('%%a = call float @llvm.nvvm.ui2f.%s(i32 -1)'%m, rbits(Fr(M32),'f32',m))
    fbits32('%%a = call float @llvm.nvvm.ll2f.%s(i64 %d)'%(m,(1<<62)+(1<<40)+1), rbits(Fr((1<<62)+(1<<40)+1),'f32',m))
    fbits64('%%a = call double @llvm.nvvm.ull2d.%s(i64 -1)'%m, rbits(Fr(M64),'f64',m))
    fbits64('%%a = call double @llvm.nvvm.ll2d.%s(i64 %d)'%(m,-((1<<60)+1)), rbits(Fr(-((1<<60)+1)),'f64',m))
    fbits32('%%a = call float @llvm.nvvm.d2f.%s(double %s)'%(m,D(0.1)), rbits(Fr(0.1),'f32',m))
    fbits32('%%a = call float @llvm.nvvm.d2f.%s(double %s)'%(m,D(1e39)), rbits(Fr(1e39),'f32',m))
    fbits32('%%a = call float @llvm.nvvm.d2f.%s(double %s)'%(m,D(-1e39)), rbits(Fr(-1e39),'f32',m))
    fbits32('%%a = call float @llvm.nvvm.rcp.%s.f(float 3.0)'%m, rbits(Fr(1,3),'f32',m))
    fbits64('%%a = call double @llvm.nvvm.rcp.%s.d(double 3.0)'%m, rbits(Fr(1,3),'f64',m))
    fbits32('%%a = call float @llvm.nvvm.div.%s.f(float -1.0, float 3.0)'%m, rbits(Fr(-1,3),'f32',m))
    fbits64('%%a = call double @llvm.nvvm.div.%s.d(double 2.0, double 3.0)'%m, rbits(Fr(2,3),'f64',m))
    # sqrt(2): bracket the irrational root between the two f32 candidates
    lo=rbits(Fr(math.sqrt(2)),'f32','rz'); hi=lo+1
    fbits32('%%a = call float @llvm.nvvm.sqrt.%s.f(float 2.0)'%m, {'rn':lo,'rz':lo,'rm':lo,'rp':hi}[m])
    a=val(rbits(Fr(1,3),'f32'),'f32')
    fbits32('%%a = call float @llvm.nvvm.fma.%s.f(float %s, float 3.0, float %s)'%(m,FC(a),FC(0.1)), rbits(Fr(a)*3+Fr(val(rbits(0.1,'f32'),'f32')),'f32',m))
    fbits64('%%a = call double @llvm.nvvm.fma.%s.d(double %s, double 3.0, double 0.1)'%(m,D(1/3)), rbits(Fr(1/3)*3+Fr(0.1),'f64',m))
    fbits32('%%a = call float @llvm.nvvm.add.%s.f(float %s, float %s)'%(m,FC(1.0),FC(2.0**-30)), rbits(1+Fr(2)**-30,'f32',m))
    fbits32('%%a = call float @llvm.nvvm.mul.%s.f(float %s, float %s)'%(m,FC(a),FC(a)), rbits(Fr(a)*Fr(a),'f32',m))
# sqrt.f is sqrt.rn
fbits32('%a = call float @llvm.nvvm.sqrt.f(float 2.0)', rbits(Fr(math.sqrt(2)),'f32','rz'))
sub=val(0x00000400,'f32')   # a subnormal float
fbits32('%%a = call float @llvm.nvvm.rcp.rn.ftz.f(float %s)'%FC(sub), 0x7f800000)
fbits32('%%a = call float @llvm.nvvm.fma.rn.ftz.f(float %s, float 1.0, float 0.0)'%FC(sub), 0)
fbits32('%%a = call float @llvm.nvvm.fma.rn.f(float %s, float 1.0, float 0.0)'%FC(sub), 0x400)
fbits32('%%a = call float @llvm.nvvm.fabs.ftz.f(float %s)'%FC(-sub), 0)
fbits32('%%a = call float @llvm.nvvm.fabs.f(float %s)'%FC(-sub), 0x400)
for x,e in ((-0.5,0),(1.5,1.0),(0.25,0.25),(NAN,0),(-0.0,0)):
    fbits32('%%a = call float @llvm.nvvm.saturate.f(float %s)'%FC(x), rbits(float(e),'f32'))
fbits64('%a = call double @llvm.nvvm.saturate.d(double 2.0)', rbits(1.0,'f64'))
fbits32('%%a = call float @llvm.nvvm.fmin.f(float %s, float 1.0)'%D(NAN), rbits(1.0,'f32'))
fbits32('%a = call float @llvm.nvvm.fmin.f(float -0.0, float 0.0)', 0x80000000)
fbits32('%a = call float @llvm.nvvm.fmax.f(float -0.0, float 0.0)', 0)
fbits32('%%a = call float @llvm.nvvm.fmax.ftz.f(float %s, float -0.0)'%FC(-sub), 0x80000000)
fbits64('%%a = call double @llvm.nvvm.fmin.d(double %s, double %s)'%(D(NAN),D(NAN)), QNAN['f64'])
for nm,x,e in (('floor',-2.5,-3.0),('ceil',-2.5,-2.0),('trunc',-2.5,-2.0),('round',2.5,2.0),('round',3.5,4.0),('round',-0.5,-0.0)):
    fbits32('%%a = call float @llvm.nvvm.%s.f(float %s)'%(nm,FC(x)), rbits(e,'f32'))
fbits64('%a = call double @llvm.nvvm.round.d(double -2.5)', rbits(-2.0,'f64'))
fbits32('%%a = call float @llvm.nvvm.floor.ftz.f(float %s)'%FC(-sub), 0x80000000)
# approximate: accurate in double, rounded to nearest
for nm,x,f in (('ex2.approx.f',1.5,lambda x: 2.0**x),('lg2.approx.f',10.0,math.log2),('sin.approx.f',1.0,math.sin),('cos.approx.f',1.0,math.cos),
               ('rsqrt.approx.f',2.0,lambda x: 1.0/math.sqrt(x)),('ex2.approx.ftz.f',-126.5,lambda x: 2.0**x)):
    r=f(x)
    if nm=='ex2.approx.ftz.f': e=rbits(r,'f32'); e=e if (e>>23)&255 else e&0x80000000
    else: e=rbits(r,'f32')
    fbits32('%%a = call float @llvm.nvvm.%s(float %s)'%(nm,FC(x)), e)
fbits32('%a = call float @llvm.nvvm.sqrt.approx.f(float 2.0)', rbits(Fr(math.sqrt(2)),'f32','rz'))
fbits32('%a = call float @llvm.nvvm.div.approx.f(float 1.0, float 3.0)', rbits(1.0/3.0,'f32'))
fbits32('%%a = call float @llvm.nvvm.div.approx.f(float 1.0, float %s)'%FC(2.0**127), 0)
fbits64('%a = call double @llvm.nvvm.rsqrt.approx.d(double 2.0)', rbits(1.0/math.sqrt(2.0),'f64'))
w('; TEST nvfp --grid 1 --block 1 buf:i64:%d:zero'%len(rows))
for ir,e in rows:
    if isinstance(e,str) and e.startswith('; OUT') and ('0x' in e) and len(e.split()[-1])<18:
        # float bits zero-extended into an i64 element
        b=int(e.split()[-1],16)
        w(i(b,64))
    else: w(e if e.startswith('; OUT') else i(e,64))
w('define void @nvfp(i64 addrspace(1)* %out) {')
w('  br label %b0')
for k,(ir,e) in enumerate(rows):
    body=re.sub(r'%(a|b)\b', lambda m_: '%%%s_%d'%(m_.group(1),k), ir)
    body=re.sub(r'%v\b','%%v%d'%k, body)
    w('b%d:\n  %s\n  %%p%d = getelementptr i64, i64 addrspace(1)* %%out, i64 %d\n  store i64 %%v%d, i64 addrspace(1)* %%p%d\n  br label %%b%d'%(k,body,k,k,k,k,k+1))
w('b%d:\n  ret void\n}\n'%len(rows))
seen=set()
for rt,name,args in sorted(set(re.findall(r'call (\w+) @(llvm\.[\w.]+)\(([^)]*)\)', '\n'.join(r[0] for r in rows)))):
    if name in seen: continue
    seen.add(name)
    w('declare %s @%s(%s)'%(rt,name,', '.join(t.split()[0] for t in args.split(', '))))
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'll', 'intr_fp.ll'), 'w').write(annotate('\n'.join(o)+'\n'))
