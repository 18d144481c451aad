import os, sys, re; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); from h import *
o=[]; w=o.append
w('''; Conversions to the 16-bit formats through NVVM intrinsics (cvt.rn/rz[.relu].bf16.f32,
; cvt.rn.bf16x2.f32, cvt.rn.f16.f32): ties to even, round toward zero, relu (negative -> +0,
; NaN stays NaN), the packed pair's first operand in the high half.
; SM 80
target triple = "nvptx64-nvidia-cuda"
''')
xs=[1.0+2.0**-8, 1.0+3*2.0**-8, -(1.0+2.0**-8+2.0**-20), 3.1415926, -2.5, 1e39, float('nan'), 1e-40, -0.0, 65520.0]
xs=[val(rbits(Fr(x) if x==x and abs(x)<1e38 else x,'f32'),'f32') for x in xs]
rows=[]
def F(x): return Fr(x) if x==x and not math.isinf(x) else x
def relu(b): return 0 if (b>>15)&1 and not ((b>>7)&0xff==0xff and b&0x7f) else b
for x in xs:
    rows.append(('%%h = call i16 @llvm.nvvm.f2bf16.rn(float %s)'%D(x), rbits(F(x),'bf16')))
    rows.append(('%%h = call i16 @llvm.nvvm.f2bf16.rz(float %s)'%D(x), rbits(F(x),'bf16','rz')))
    rows.append(('%%h = call i16 @llvm.nvvm.f2bf16.rn.relu(float %s)'%D(x), relu(rbits(F(x),'bf16'))))
    rows.append(('%%h = call i16 @llvm.nvvm.f2h.rn(float %s)'%D(x), rbits(F(x),'f16')))
w('; TEST cvt16 --grid 1 --block 1 buf:i16:%d:zero buf:i32:4:zero'%len(rows))
for ir,e in rows: w(i(e,16))
pairs=[(xs[0],xs[1]),(xs[2],xs[3]),(xs[4],xs[6]),(xs[5],xs[7])]
for a,b in pairs: w(i((rbits(F(a),'bf16')<<16)|rbits(F(b),'bf16'),32))
w('define void @cvt16(i16 addrspace(1)* %out, i32 addrspace(1)* %out2) {')
for k,(ir,e) in enumerate(rows):
    w('  '+ir.replace('%h','%%h%d'%k))
    w('  %%p%d = getelementptr i16, i16 addrspace(1)* %%out, i64 %d\n  store i16 %%h%d, i16 addrspace(1)* %%p%d'%(k,k,k,k))
for k,(a,b) in enumerate(pairs):
    w('  %%x%d = call i32 @llvm.nvvm.ff2bf16x2.rn(float %s, float %s)\n  %%q%d = getelementptr i32, i32 addrspace(1)* %%out2, i64 %d\n  store i32 %%x%d, i32 addrspace(1)* %%q%d'%(k,D(a),D(b),k,k,k,k))
w('  ret void\n}\n')
w('declare i16 @llvm.nvvm.f2bf16.rn(float)\ndeclare i16 @llvm.nvvm.f2bf16.rz(float)\ndeclare i16 @llvm.nvvm.f2bf16.rn.relu(float)\ndeclare i16 @llvm.nvvm.f2h.rn(float)\ndeclare i32 @llvm.nvvm.ff2bf16x2.rn(float, float)')
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'll', 'cvt16.ll'), 'w').write(annotate('\n'.join(o)+'\n'))
