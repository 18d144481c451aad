import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); from h import *
o=[]; w=o.append
w('''; Conversions at their boundaries (LangRef "Conversion Operations"): int -> float rounds to
; nearest even from any width, float -> int truncates toward zero (in-range values only: out
; of range is poison, see poison.ll), fptrunc rounds once, fpext is exact, trunc/zext/sext.
target triple = "nvptx64-nvidia-cuda"
''')
rows=[]  # (instr text producing %v of type, store type, expected OUT line)
F=lambda x: D(val(rbits(x,'f32'),'f32'))
# int -> float
for v in (16777217,16777219,-2147483648,2147483647,-16777217,33554435):
    rows.append(('sitofp i32 %d to float'%v,'float',out(rbits(Fr(v),'f32'),'f32')))
for v in (0xffffffff,0x80000001,16777217):
    rows.append(('uitofp i32 %d to float'%(v-2**32 if v>=2**31 else v),'float',out(rbits(Fr(v),'f32'),'f32')))
for v in (2**53+1,2**53+3,-(2**63),2**63-1,-(2**53)-1):
    rows.append(('sitofp i64 %d to double'%v,'double',out(rbits(Fr(v),'f64'),'f64')))
    rows.append(('sitofp i64 %d to float'%v,'float',out(rbits(Fr(v),'f32'),'f32')))
for v in (2**64-1,2**63+2**11,2**63+2**11+1,2**64-2**40-1):
    rows.append(('uitofp i64 %d to double'%(v-2**64 if v>=2**63 else v),'double',out(rbits(Fr(v),'f64'),'f64')))
    rows.append(('uitofp i64 %d to float'%(v-2**64 if v>=2**63 else v),'float',out(rbits(Fr(v),'f32'),'f32')))
rows.append(('uitofp i8 -1 to float','float',out(rbits(Fr(255),'f32'),'f32')))
rows.append(('sitofp i8 -128 to float','float',out(rbits(Fr(-128),'f32'),'f32')))
rows.append(('sitofp i16 32767 to half','half',out(rbits(Fr(32767),'f16'),'f16')))
rows.append(('uitofp i16 -1 to half','half',out(rbits(Fr(65535),'f16'),'f16')))
rows.append(('sitofp i1 true to float','float',out(rbits(Fr(-1),'f32'),'f32')))
rows.append(('uitofp i1 true to double','double',out(rbits(Fr(1),'f64'),'f64')))
# float -> int (in range)
def fi(src,ty,x,dst,dw,sgn):
    xv=val(rbits(x,src),src); t=math.trunc(xv)
    ins='%s %s %s to i%d'%('fptosi' if sgn else 'fptoui',ty,D(xv),dw)
    return (ins,'i%d'%dw,i(t,dw))
for x in (-2147483648.0,2147483520.0,-1.9,1.9,-0.99,0.5,1e9):
    rows.append(fi('f32','float',x,'i32',32,1))
for x in (4294967040.0,3.7,0.0):
    rows.append(fi('f32','float',x,'i32',32,0))
for x in (-9.223372036854775808e18,9.2233720368547748e18,-123456789012.75):
    rows.append(fi('f64','double',x,'i64',64,1))
for x in (1.8446744073709550e19,9.3e18):
    rows.append(fi('f64','double',x,'i64',64,0))
rows.append(fi('f32','float',-128.5,'i8',8,1)); rows.append(fi('f32','float',127.9,'i8',8,1))
rows.append(fi('f32','float',65535.9,'i16',16,0)); rows.append(fi('f64','double',-32768.9,'i16',16,1))
# fptrunc / fpext
for x in (0.1,3.4028235677973366e38,3.4028234663852886e38+2**103,1e-46,1.401298464324817e-45*0.75,1.401298464324817e-45*0.5,-2.0**-149*1.5,16777217.0,1.0000000596046448):
    rows.append(('fptrunc double %s to float'%D(x),'float',out(rbits(Fr(x),'f32'),'f32')))
for x in (1.401298464324817e-45,-3.4028234663852886e38,0.1):
    xv=val(rbits(x,'f32'),'f32')
    rows.append(('fpext float %s to double'%D(xv),'double',out(rbits(Fr(xv),'f64'),'f64')))
# integer casts
rows.append(('trunc i64 -4294967041 to i8','i8',i(-4294967041,8)))
rows.append(('trunc i64 81985529216486895 to i32','i32',i(81985529216486895,32)))
rows.append(('zext i8 -1 to i64','i64',i(255,64)))
rows.append(('sext i8 -2 to i64','i64',i(-2,64)))
rows.append(('sext i1 true to i32','i32',i(-1,32)))
rows.append(('zext i1 true to i32','i32',i(1,32)))
rows.append(('sext i16 -32768 to i32','i32',i(-32768,32)))
rows.append(('sext i32 -5 to i16','i16',None))
rows=[r for r in rows if r[2] is not None]
tys=sorted(set(r[1] for r in rows))
# one buffer per store type; kernel params in this order
buf={'float':'f32','double':'f64','half':'f16','i8':'i8','i16':'i16','i32':'i32','i64':'i64'}
counts={t:sum(1 for r in rows if r[1]==t) for t in tys}
w('; TEST conv --grid 1 --block 1 '+' '.join('buf:%s:%d:zero'%(buf[t],counts[t]) for t in tys))
for t in tys:
    for r in rows:
        if r[1]==t: w(r[2])
w('define void @conv(%s) {' % ', '.join('%s addrspace(1)* %%o_%s'%(t,t) for t in tys))
idx={t:0 for t in tys}
for n,r in enumerate(rows):
    t=r[1]
    w('  %%v%d = %s\n  %%p%d = getelementptr %s, %s addrspace(1)* %%o_%s, i64 %d\n  store %s %%v%d, %s addrspace(1)* %%p%d' % (n,r[0],n,t,t,t,idx[t],t,n,t,n))
    idx[t]+=1
w('  ret void\n}\n')
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'll', 'conv.ll'), 'w').write(annotate('\n'.join(o)+'\n'))
