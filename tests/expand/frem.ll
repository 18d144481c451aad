; EXPAND: frem on double (and <2 x double>, float, half, bfloat): zeros, subnormals, huge ratios, inf, NaN
; NVCGRUN: --kernel k --grid 10 --block 64 buf:i64:3840:zero
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
@t = internal addrspace(1) constant [25 x i64] [i64 0, i64 -9223372036854775808, i64 4607182418800017408, i64 -4616189618054758400, i64 4609434218613702656, i64 -4610560118520545280, i64 4613937818241073152, i64 4619567317775286272, i64 4591870180066957722, i64 9094988921128908188, i64 -128383115725867620, i64 9218868437227405311, i64 1, i64 4503599627370496, i64 4503599627370495, i64 48, i64 20240225330731, i64 4845873199050653697, i64 4614256656552045848, i64 -4260441947708533919, i64 9218868437227405312, i64 -4503599627370496, i64 9221120237041090851, i64 9214364837600034816, i64 4532020583610935537]

define void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %nt
  %g = add i32 %base, %tid
  %inb = icmp ult i32 %g, 625
  br i1 %inb, label %go, label %done
go:
  %slot = mul i32 %g, 6
  %gi = udiv i32 %g, 25
  %gj = urem i32 %g, 25
  %pi = getelementptr [25 x i64], ptr addrspace(1) @t, i32 0, i32 %gi
  %pj = getelementptr [25 x i64], ptr addrspace(1) @t, i32 0, i32 %gj
  %x = load i64, ptr addrspace(1) %pi
  %y = load i64, ptr addrspace(1) %pj
  %dx = bitcast i64 %x to double
  %dy = bitcast i64 %y to double
  %r = frem double %dx, %dy
  %rb = bitcast double %r to i64
  %x_float = fptrunc double %dx to float
  %y_float = fptrunc double %dy to float
  %r_float = frem float %x_float, %y_float
  %rb_float = bitcast float %r_float to i32
  %nan_float = fcmp uno float %r_float, 0.0
  %st_float = select i1 %nan_float, i32 1, i32 %rb_float
  %x_half = fptrunc double %dx to half
  %y_half = fptrunc double %dy to half
  %r_half = frem half %x_half, %y_half
  %rb_half = bitcast half %r_half to i16
  %nan_half = fcmp uno half %r_half, 0.0
  %st_half = select i1 %nan_half, i16 1, i16 %rb_half
  %x_bfloat = fptrunc double %dx to bfloat
  %y_bfloat = fptrunc double %dy to bfloat
  %r_bfloat = frem bfloat %x_bfloat, %y_bfloat
  %rb_bfloat = bitcast bfloat %r_bfloat to i16
  %nan_bfloat = fcmp uno bfloat %r_bfloat, 0.0
  %st_bfloat = select i1 %nan_bfloat, i16 1, i16 %rb_bfloat
  %vx0 = insertelement <2 x double> poison, double %dx, i32 0
  %vx = insertelement <2 x double> %vx0, double %dy, i32 1
  %vy0 = insertelement <2 x double> poison, double %dy, i32 0
  %vy = insertelement <2 x double> %vy0, double 0.75, i32 1
  %vr = frem <2 x double> %vx, %vy
  %vr0 = extractelement <2 x double> %vr, i32 0
  %vr1 = extractelement <2 x double> %vr, i32 1
  %vb0 = bitcast double %vr0 to i64
  %vb1 = bitcast double %vr1 to i64
  %o0 = add i32 %slot, 0
  %q0 = getelementptr i64, ptr addrspace(1) %out, i32 %o0
  store i64 %rb, ptr addrspace(1) %q0
  %o1 = add i32 %slot, 1
  %q1 = getelementptr i64, ptr addrspace(1) %out, i32 %o1
  %z1 = zext i32 %st_float to i64
  store i64 %z1, ptr addrspace(1) %q1
  %o2 = add i32 %slot, 2
  %q2 = getelementptr i64, ptr addrspace(1) %out, i32 %o2
  %z2 = zext i16 %st_half to i64
  store i64 %z2, ptr addrspace(1) %q2
  %o3 = add i32 %slot, 3
  %q3 = getelementptr i64, ptr addrspace(1) %out, i32 %o3
  %z3 = zext i16 %st_bfloat to i64
  store i64 %z3, ptr addrspace(1) %q3
  %o4 = add i32 %slot, 4
  %q4 = getelementptr i64, ptr addrspace(1) %out, i32 %o4
  store i64 %vb0, ptr addrspace(1) %q4
  %o5 = add i32 %slot, 5
  %q5 = getelementptr i64, ptr addrspace(1) %out, i32 %o5
  store i64 %vb1, ptr addrspace(1) %q5
  br label %done
done:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
