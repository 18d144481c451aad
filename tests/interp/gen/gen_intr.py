import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); from h import *
o=[]; w=o.append
w('''; Intrinsics (intrinsics.h): LLVM bit and saturating integer intrinsics, *.with.overflow,
; NVVM integer intrinsics, NVVM float intrinsics with explicit rounding modes and .ftz
; (PTX semantics), NVVM conversions with rounding modes, and the approximate instructions
; (computed accurately in double and rounded to nearest, as the ptx engine does).
target triple = "nvptx64-nvidia-cuda"
''')
M32=(1<<32)-1; M64=(1<<64)-1
def sx(v,b):
    v&=(1<<b)-1; return v-(1<<b) if v>>(b-1) else v
rows=[]   # (lines of IR computing %v (i64 result), expected int) -- results stored as i64
def R(ir, exp): rows.append((ir, exp))
def rev(v,b): return int(format(v,'0%db'%b)[::-1],2)
def clz(v,b): return b - v.bit_length()
def ctz(v,b): return b if v==0 else (v & -v).bit_length()-1
for v in (0, 1, 0x80000000, 0x00f000f0, 0xffffffff):
    s=sx(v,32)
    R('%%a = call i32 @llvm.ctpop.i32(i32 %d)\n  %%v = zext i32 %%a to i64'%s, bin(v).count('1'))
    R('%%a = call i32 @llvm.ctlz.i32(i32 %d, i1 false)\n  %%v = zext i32 %%a to i64'%s, clz(v,32))
    R('%%a = call i32 @llvm.cttz.i32(i32 %d, i1 false)\n  %%v = zext i32 %%a to i64'%s, ctz(v,32))
    R('%%a = call i32 @llvm.bitreverse.i32(i32 %d)\n  %%v = zext i32 %%a to i64'%s, rev(v,32))
    R('%%a = call i32 @llvm.bswap.i32(i32 %d)\n  %%v = zext i32 %%a to i64'%s, int.from_bytes(v.to_bytes(4,'little'),'big'))
for v in (0x0123456789abcdef, 1<<63, 0):
    s=sx(v,64)
    R('%%v = call i64 @llvm.ctpop.i64(i64 %d)'%s, bin(v).count('1'))
    R('%%v = call i64 @llvm.ctlz.i64(i64 %d, i1 false)'%s, clz(v,64))
    R('%%v = call i64 @llvm.cttz.i64(i64 %d, i1 false)'%s, ctz(v,64))
    R('%%v = call i64 @llvm.bitreverse.i64(i64 %d)'%s, rev(v,64))
    R('%%v = call i64 @llvm.bswap.i64(i64 %d)'%s, int.from_bytes(v.to_bytes(8,'little'),'big'))
R('%a = call i16 @llvm.bswap.i16(i16 4660)\n  %v = zext i16 %a to i64', 0x3412)
R('%a = call i8 @llvm.bitreverse.i8(i8 1)\n  %v = zext i8 %a to i64', 0x80)
R('%a = call i16 @llvm.ctlz.i16(i16 1, i1 false)\n  %v = zext i16 %a to i64', 15)
def fshl(a,b,s,W): s%=W; return a if s==0 else ((a<<s)|(b>>(W-s)))&((1<<W)-1)
def fshr(a,b,s,W): s%=W; return b if s==0 else ((a<<(W-s))|(b>>s))&((1<<W)-1)
for a,b,s in ((0x12345678,0x9abcdef0,8),(0x12345678,0x9abcdef0,40),(0x12345678,0x9abcdef0,0),(0xffffffff,0,31)):
    R('%%a = call i32 @llvm.fshl.i32(i32 %d, i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sx(a,32),sx(b,32),s), fshl(a,b,s,32))
    R('%%a = call i32 @llvm.fshr.i32(i32 %d, i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sx(a,32),sx(b,32),s), fshr(a,b,s,32))
R('%%v = call i64 @llvm.fshl.i64(i64 %d, i64 %d, i64 %d)'%(sx(0x0123456789abcdef,64),sx(0xfedcba9876543210,64),68), fshl(0x0123456789abcdef,0xfedcba9876543210,68,64))
R('%a = call i32 @llvm.abs.i32(i32 -2147483648, i1 false)\n  %v = zext i32 %a to i64', 0x80000000)
R('%a = call i32 @llvm.abs.i32(i32 -7, i1 true)\n  %v = zext i32 %a to i64', 7)
R('%v = call i64 @llvm.abs.i64(i64 -9, i1 false)', 9)
for nm,f in (('smin',lambda a,b: min(sx(a,32),sx(b,32))),('smax',lambda a,b: max(sx(a,32),sx(b,32))),('umin',min),('umax',max)):
    for a,b in ((5,0xfffffffb),(0x80000000,0x7fffffff)):
        R('%%a = call i32 @llvm.%s.i32(i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(nm,sx(a,32),sx(b,32)), f(a,b)&M32)
def sat(v,lo,hi): return max(lo,min(hi,v))
for a,b in ((0x7ffffff0,0x20),(0x80000005,0x10),(5,7),(0xfffffff0,0x20)):
    sa,sb=sx(a,32),sx(b,32)
    R('%%a = call i32 @llvm.sadd.sat.i32(i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sa,sb), sat(sa+sb,-(1<<31),(1<<31)-1)&M32)
    R('%%a = call i32 @llvm.ssub.sat.i32(i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sa,sb), sat(sa-sb,-(1<<31),(1<<31)-1)&M32)
    R('%%a = call i32 @llvm.uadd.sat.i32(i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sa,sb), sat(a+b,0,M32))
    R('%%a = call i32 @llvm.usub.sat.i32(i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sa,sb), sat(a-b,0,M32))
R('%a = call i8 @llvm.sadd.sat.i8(i8 100, i8 100)\n  %v = zext i8 %a to i64', 127)
for nm,op,sg in (('sadd','+',1),('uadd','+',0),('ssub','-',1),('usub','-',0),('smul','*',1),('umul','*',0)):
    for a,b in ((0x7fffffff,1),(0xffffffff,2),(0x10000,0x10000),(3,5)):
        sa,sb=(sx(a,32),sx(b,32)) if sg else (a,b)
        r=eval('sa%ssb'%op)
        ov = not (-(1<<31)<=r<(1<<31)) if sg else not (0<=r<=M32)
        R('%%s = call { i32, i1 } @llvm.%s.with.overflow.i32(i32 %d, i32 %d)\n  %%s0 = extractvalue { i32, i1 } %%s, 0\n  %%s1 = extractvalue { i32, i1 } %%s, 1\n  %%z0 = zext i32 %%s0 to i64\n  %%z1 = zext i1 %%s1 to i64\n  %%h = shl i64 %%z1, 32\n  %%v = or i64 %%h, %%z0'%(nm,sx(a,32),sx(b,32)), (r&M32)|(int(ov)<<32))
for a,b in ((1<<62,4),((1<<64)-1,(1<<64)-1),(1<<32,1<<31)):
    r=sx(a,64)*sx(b,64); ov=not(-(1<<63)<=r<(1<<63))
    R('%%s = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %d, i64 %d)\n  %%v = extractvalue { i64, i1 } %%s, 0'%(sx(a,64),sx(b,64)), r&M64)
    R('%%s = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %d, i64 %d)\n  %%o = extractvalue { i64, i1 } %%s, 1\n  %%v = zext i1 %%o to i64'%(sx(a,64),sx(b,64)), int(ov))
    r=a*b
    R('%%s = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %d, i64 %d)\n  %%o = extractvalue { i64, i1 } %%s, 1\n  %%v = zext i1 %%o to i64'%(sx(a,64),sx(b,64)), int(r>M64))
# NVVM integer
for a,b in ((0x80000000,0x7fffffff),(0xffffffff,0xffffffff),(123456789,987654321)):
    R('%%a = call i32 @llvm.nvvm.mulhi.i(i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sx(a,32),sx(b,32)), ((sx(a,32)*sx(b,32))>>32)&M32)
    R('%%a = call i32 @llvm.nvvm.mulhi.ui(i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sx(a,32),sx(b,32)), (a*b)>>32)
    R('%%a = call i32 @llvm.nvvm.mul24.i(i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sx(a,32),sx(b,32)), (sx(a&0xffffff,24)*sx(b&0xffffff,24))&M32)
    R('%%a = call i32 @llvm.nvvm.mul24.ui(i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sx(a,32),sx(b,32)), ((a&0xffffff)*(b&0xffffff))&M32)
    R('%%a = call i32 @llvm.nvvm.sad.i(i32 %d, i32 %d, i32 5)\n  %%v = zext i32 %%a to i64'%(sx(a,32),sx(b,32)), (abs(sx(a,32)-sx(b,32))+5)&M32)
    R('%%a = call i32 @llvm.nvvm.sad.ui(i32 %d, i32 %d, i32 5)\n  %%v = zext i32 %%a to i64'%(sx(a,32),sx(b,32)), (abs(a-b)+5)&M32)
for a,b in (((1<<63),(1<<63)-1),((1<<64)-1,3)):
    R('%%v = call i64 @llvm.nvvm.mulhi.ll(i64 %d, i64 %d)'%(sx(a,64),sx(b,64)), ((sx(a,64)*sx(b,64))>>64)&M64)
    R('%%v = call i64 @llvm.nvvm.mulhi.ull(i64 %d, i64 %d)'%(sx(a,64),sx(b,64)), (a*b)>>64)
def prmt(a,b,c):
    t=(b<<32)|a; d=0
    for k in range(4):
        sel=(c>>(4*k))&15; byte=(t>>(8*(sel&7)))&255
        if sel&8: byte=255 if byte&128 else 0
        d|=byte<<(8*k)
    return d
for c in (0x3210,0x7654,0x0123,0x8888,0xba98):
    R('%%a = call i32 @llvm.nvvm.prmt(i32 %d, i32 %d, i32 %d)\n  %%v = zext i32 %%a to i64'%(sx(0x80ff2211,32),sx(0x44337f66,32),c), prmt(0x80ff2211,0x44337f66,c))
R('%a = call i32 @llvm.nvvm.clz.i(i32 0)\n  %v = zext i32 %a to i64', 32)
R('%a = call i32 @llvm.nvvm.clz.ll(i64 255)\n  %v = zext i32 %a to i64', 56)
R('%a = call i32 @llvm.nvvm.popc.ll(i64 -1)\n  %v = zext i32 %a to i64', 64)
R('%a = call i32 @llvm.nvvm.brev32(i32 1)\n  %v = zext i32 %a to i64', 0x80000000)
R('%v = call i64 @llvm.nvvm.brev64(i64 1)', 1<<63)
R('%a = call i32 @llvm.nvvm.min.i(i32 -1, i32 1)\n  %v = zext i32 %a to i64', 0xffffffff)
R('%a = call i32 @llvm.nvvm.max.ui(i32 -1, i32 1)\n  %v = zext i32 %a to i64', 0xffffffff)
R('%v = call i64 @llvm.nvvm.min.ll(i64 -1, i64 1)', M64)
R('%v = call i64 @llvm.nvvm.max.ull(i64 -1, i64 1)', M64)
R('%a = call i32 @llvm.nvvm.bitcast.f2i(float 1.0)\n  %v = zext i32 %a to i64', 0x3f800000)
R('%v = call i64 @llvm.nvvm.bitcast.d2ll(double 1.0)', 0x3ff0000000000000)
n=len(rows)
w('; TEST ints --grid 1 --block 1 buf:i64:%d:zero'%n)
for ir,e in rows: w(i(e,64))
w('define void @ints(i64 addrspace(1)* %out) {')
w('  br label %b0')
for k,(ir,e) in enumerate(rows):
    body=ir.replace('%v','%%v%d'%k).replace('%a ','%%a%d '%k).replace('%a\n','%%a%d\n'%k)
    import re
    body=re.sub(r'%(a|s|s0|s1|z0|z1|h|o)\b', lambda m_: '%%%s_%d'%(m_.group(1),k), ir)
    body=re.sub(r'%v\b','%%v%d'%k, body)
    w('b%d:\n  %s\n  %%p%d = getelementptr i64, i64 addrspace(1)* %%out, i64 %d\n  store i64 %%v%d, i64 addrspace(1)* %%p%d\n  br label %%b%d'%(k,body,k,k,k,k,k+1))
w('b%d:\n  ret void\n}\n'%n)
decl=set(re.findall(r'call ([^@]+) @(llvm\.[\w.]+)\(([^)]*)\)', '\n'.join(r[0] for r in rows)))
seen=set()
for rt,name,args in sorted(decl):
    if name in seen: continue
    seen.add(name)
    tys=', '.join(t.split()[0] for t in args.split(', '))
    w('declare %s @%s(%s)'%(rt.strip(),name,tys))
open('/tmp/intr_ints.ll','w').write('\n'.join(o)+'\n')
