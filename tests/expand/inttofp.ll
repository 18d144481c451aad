; EXPAND: uitofp/sitofp from i128, i65, i100 to double/float/half/bfloat, ties included
; NVCGRUN: --kernel k --grid 53 --block 64 buf:i64:84800:zero
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
@t = internal addrspace(1) constant [58 x i128] [i128 0, i128 1, i128 2, i128 3, i128 -1, i128 -2, i128 -170141183460469231731687303715884105728, i128 170141183460469231731687303715884105727, i128 -170141183460469231731687303715884105728, i128 18446744073709551616, i128 18446744073709551615, i128 18446744073709551617, i128 65504, i128 65519, i128 65520, i128 65535, i128 1267650600228229401496703205376, i128 1054720, i128 1050624, i128 1050625, i128 1050623, i128 304002342334733410631680, i128 302821750714015999328256, i128 302821750714015999328257, i128 302821750714015999328255, i128 8394752, i128 8390656, i128 8390657, i128 8390655, i128 2419622526660334466367488, i128 2418441935039617055064064, i128 2418441935039617055064065, i128 2418441935039617055064063, i128 68719482880, i128 68719478784, i128 68719478785, i128 68719478783, i128 19807042399453515474502942720, i128 19807041218861894757091639296, i128 19807041218861894757091639297, i128 19807041218861894757091639295, i128 36893488147419109376, i128 36893488147419105280, i128 36893488147419105281, i128 36893488147419105279, i128 10633823966279328754117887558359711744, i128 10633823966279327573526266840948408320, i128 10633823966279327573526266840948408321, i128 10633823966279327573526266840948408319, i128 -36893488147419105281, i128 -36893488147419105279, i128 -10633823966279328754117887558359711744, i128 -10633823966279327573526266840948408320, i128 -10633823966279327573526266840948408321, i128 -10633823966279327573526266840948408319, i128 1512366075204170930115394234220888865, i128 -1512366075204170947332355369683137041, i128 144115188075855871]

define void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %nt
  %g = add i32 %base, %tid
  %inb = icmp ult i32 %g, 3364
  br i1 %inb, label %go, label %done
go:
  %slot = mul i32 %g, 25
  %gi = udiv i32 %g, 58
  %gj = urem i32 %g, 58
  %pi = getelementptr [58 x i128], ptr addrspace(1) @t, i32 0, i32 %gi
  %pj = getelementptr [58 x i128], ptr addrspace(1) @t, i32 0, i32 %gj
  %x = load i128, ptr addrspace(1) %pi
  %y = load i128, ptr addrspace(1) %pj
  %f_uitofp_double_128 = uitofp i128 %x to double
  %b_uitofp_double_128 = bitcast double %f_uitofp_double_128 to i64
  %f_uitofp_float_128 = uitofp i128 %x to float
  %b_uitofp_float_128 = bitcast float %f_uitofp_float_128 to i32
  %f_uitofp_half_128 = uitofp i128 %x to half
  %b_uitofp_half_128 = bitcast half %f_uitofp_half_128 to i16
  %f_uitofp_bfloat_128 = uitofp i128 %x to bfloat
  %b_uitofp_bfloat_128 = bitcast bfloat %f_uitofp_bfloat_128 to i16
  %f_sitofp_double_128 = sitofp i128 %x to double
  %b_sitofp_double_128 = bitcast double %f_sitofp_double_128 to i64
  %f_sitofp_float_128 = sitofp i128 %x to float
  %b_sitofp_float_128 = bitcast float %f_sitofp_float_128 to i32
  %f_sitofp_half_128 = sitofp i128 %x to half
  %b_sitofp_half_128 = bitcast half %f_sitofp_half_128 to i16
  %f_sitofp_bfloat_128 = sitofp i128 %x to bfloat
  %b_sitofp_bfloat_128 = bitcast bfloat %f_sitofp_bfloat_128 to i16
  %x65 = trunc i128 %x to i65
  %f_uitofp_double_65 = uitofp i65 %x65 to double
  %b_uitofp_double_65 = bitcast double %f_uitofp_double_65 to i64
  %f_uitofp_float_65 = uitofp i65 %x65 to float
  %b_uitofp_float_65 = bitcast float %f_uitofp_float_65 to i32
  %f_uitofp_half_65 = uitofp i65 %x65 to half
  %b_uitofp_half_65 = bitcast half %f_uitofp_half_65 to i16
  %f_uitofp_bfloat_65 = uitofp i65 %x65 to bfloat
  %b_uitofp_bfloat_65 = bitcast bfloat %f_uitofp_bfloat_65 to i16
  %f_sitofp_double_65 = sitofp i65 %x65 to double
  %b_sitofp_double_65 = bitcast double %f_sitofp_double_65 to i64
  %f_sitofp_float_65 = sitofp i65 %x65 to float
  %b_sitofp_float_65 = bitcast float %f_sitofp_float_65 to i32
  %f_sitofp_half_65 = sitofp i65 %x65 to half
  %b_sitofp_half_65 = bitcast half %f_sitofp_half_65 to i16
  %f_sitofp_bfloat_65 = sitofp i65 %x65 to bfloat
  %b_sitofp_bfloat_65 = bitcast bfloat %f_sitofp_bfloat_65 to i16
  %x100 = trunc i128 %x to i100
  %f_uitofp_double_100 = uitofp i100 %x100 to double
  %b_uitofp_double_100 = bitcast double %f_uitofp_double_100 to i64
  %f_uitofp_float_100 = uitofp i100 %x100 to float
  %b_uitofp_float_100 = bitcast float %f_uitofp_float_100 to i32
  %f_uitofp_half_100 = uitofp i100 %x100 to half
  %b_uitofp_half_100 = bitcast half %f_uitofp_half_100 to i16
  %f_uitofp_bfloat_100 = uitofp i100 %x100 to bfloat
  %b_uitofp_bfloat_100 = bitcast bfloat %f_uitofp_bfloat_100 to i16
  %f_sitofp_double_100 = sitofp i100 %x100 to double
  %b_sitofp_double_100 = bitcast double %f_sitofp_double_100 to i64
  %f_sitofp_float_100 = sitofp i100 %x100 to float
  %b_sitofp_float_100 = bitcast float %f_sitofp_float_100 to i32
  %f_sitofp_half_100 = sitofp i100 %x100 to half
  %b_sitofp_half_100 = bitcast half %f_sitofp_half_100 to i16
  %f_sitofp_bfloat_100 = sitofp i100 %x100 to bfloat
  %b_sitofp_bfloat_100 = bitcast bfloat %f_sitofp_bfloat_100 to i16
  %vx0 = insertelement <2 x i128> poison, i128 %x, i32 0
  %vx = insertelement <2 x i128> %vx0, i128 %y, i32 1
  %vf = sitofp <2 x i128> %vx to <2 x float>
  %vb = bitcast <2 x float> %vf to i64
  %o0 = add i32 %slot, 0
  %q0 = getelementptr i64, ptr addrspace(1) %out, i32 %o0
  store i64 %b_uitofp_double_128, ptr addrspace(1) %q0
  %o1 = add i32 %slot, 1
  %q1 = getelementptr i64, ptr addrspace(1) %out, i32 %o1
  %z1 = zext i32 %b_uitofp_float_128 to i64
  store i64 %z1, ptr addrspace(1) %q1
  %o2 = add i32 %slot, 2
  %q2 = getelementptr i64, ptr addrspace(1) %out, i32 %o2
  %z2 = zext i16 %b_uitofp_half_128 to i64
  store i64 %z2, ptr addrspace(1) %q2
  %o3 = add i32 %slot, 3
  %q3 = getelementptr i64, ptr addrspace(1) %out, i32 %o3
  %z3 = zext i16 %b_uitofp_bfloat_128 to i64
  store i64 %z3, ptr addrspace(1) %q3
  %o4 = add i32 %slot, 4
  %q4 = getelementptr i64, ptr addrspace(1) %out, i32 %o4
  store i64 %b_sitofp_double_128, ptr addrspace(1) %q4
  %o5 = add i32 %slot, 5
  %q5 = getelementptr i64, ptr addrspace(1) %out, i32 %o5
  %z5 = zext i32 %b_sitofp_float_128 to i64
  store i64 %z5, ptr addrspace(1) %q5
  %o6 = add i32 %slot, 6
  %q6 = getelementptr i64, ptr addrspace(1) %out, i32 %o6
  %z6 = zext i16 %b_sitofp_half_128 to i64
  store i64 %z6, ptr addrspace(1) %q6
  %o7 = add i32 %slot, 7
  %q7 = getelementptr i64, ptr addrspace(1) %out, i32 %o7
  %z7 = zext i16 %b_sitofp_bfloat_128 to i64
  store i64 %z7, ptr addrspace(1) %q7
  %o8 = add i32 %slot, 8
  %q8 = getelementptr i64, ptr addrspace(1) %out, i32 %o8
  store i64 %b_uitofp_double_65, ptr addrspace(1) %q8
  %o9 = add i32 %slot, 9
  %q9 = getelementptr i64, ptr addrspace(1) %out, i32 %o9
  %z9 = zext i32 %b_uitofp_float_65 to i64
  store i64 %z9, ptr addrspace(1) %q9
  %o10 = add i32 %slot, 10
  %q10 = getelementptr i64, ptr addrspace(1) %out, i32 %o10
  %z10 = zext i16 %b_uitofp_half_65 to i64
  store i64 %z10, ptr addrspace(1) %q10
  %o11 = add i32 %slot, 11
  %q11 = getelementptr i64, ptr addrspace(1) %out, i32 %o11
  %z11 = zext i16 %b_uitofp_bfloat_65 to i64
  store i64 %z11, ptr addrspace(1) %q11
  %o12 = add i32 %slot, 12
  %q12 = getelementptr i64, ptr addrspace(1) %out, i32 %o12
  store i64 %b_sitofp_double_65, ptr addrspace(1) %q12
  %o13 = add i32 %slot, 13
  %q13 = getelementptr i64, ptr addrspace(1) %out, i32 %o13
  %z13 = zext i32 %b_sitofp_float_65 to i64
  store i64 %z13, ptr addrspace(1) %q13
  %o14 = add i32 %slot, 14
  %q14 = getelementptr i64, ptr addrspace(1) %out, i32 %o14
  %z14 = zext i16 %b_sitofp_half_65 to i64
  store i64 %z14, ptr addrspace(1) %q14
  %o15 = add i32 %slot, 15
  %q15 = getelementptr i64, ptr addrspace(1) %out, i32 %o15
  %z15 = zext i16 %b_sitofp_bfloat_65 to i64
  store i64 %z15, ptr addrspace(1) %q15
  %o16 = add i32 %slot, 16
  %q16 = getelementptr i64, ptr addrspace(1) %out, i32 %o16
  store i64 %b_uitofp_double_100, ptr addrspace(1) %q16
  %o17 = add i32 %slot, 17
  %q17 = getelementptr i64, ptr addrspace(1) %out, i32 %o17
  %z17 = zext i32 %b_uitofp_float_100 to i64
  store i64 %z17, ptr addrspace(1) %q17
  %o18 = add i32 %slot, 18
  %q18 = getelementptr i64, ptr addrspace(1) %out, i32 %o18
  %z18 = zext i16 %b_uitofp_half_100 to i64
  store i64 %z18, ptr addrspace(1) %q18
  %o19 = add i32 %slot, 19
  %q19 = getelementptr i64, ptr addrspace(1) %out, i32 %o19
  %z19 = zext i16 %b_uitofp_bfloat_100 to i64
  store i64 %z19, ptr addrspace(1) %q19
  %o20 = add i32 %slot, 20
  %q20 = getelementptr i64, ptr addrspace(1) %out, i32 %o20
  store i64 %b_sitofp_double_100, ptr addrspace(1) %q20
  %o21 = add i32 %slot, 21
  %q21 = getelementptr i64, ptr addrspace(1) %out, i32 %o21
  %z21 = zext i32 %b_sitofp_float_100 to i64
  store i64 %z21, ptr addrspace(1) %q21
  %o22 = add i32 %slot, 22
  %q22 = getelementptr i64, ptr addrspace(1) %out, i32 %o22
  %z22 = zext i16 %b_sitofp_half_100 to i64
  store i64 %z22, ptr addrspace(1) %q22
  %o23 = add i32 %slot, 23
  %q23 = getelementptr i64, ptr addrspace(1) %out, i32 %o23
  %z23 = zext i16 %b_sitofp_bfloat_100 to i64
  store i64 %z23, ptr addrspace(1) %q23
  %o24 = add i32 %slot, 24
  %q24 = getelementptr i64, ptr addrspace(1) %out, i32 %o24
  store i64 %vb, ptr addrspace(1) %q24
  br label %done
done:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
