; EXPAND: fptoui/fptosi from double/float/half/bfloat to i128, i65, i100 (in-range inputs only)
; NVCGRUN: --kernel k --grid 15 --block 64 buf:i64:49920:zero
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
@t = internal addrspace(1) constant [30 x i64] [i64 0, i64 -9223372036854775808, i64 4602678819172646912, i64 -4620693217682128896, i64 4607182409792818153, i64 4607182418800017408, i64 -4616189618054758400, i64 4609434218613702656, i64 -4613937818241073152, i64 4841369599423283200, i64 4841369599423283201, i64 4845873199050653696, i64 4890909195324358656, i64 4895412794951729152, i64 -4327959241903046656, i64 4897664594765414400, i64 4899916394579099648, i64 5057542381537067009, i64 5179139571476070400, i64 -4044232465378705408, i64 5183643171103440895, i64 5182576905729208970, i64 -4040795131125566838, i64 4728057454397489152, i64 -4452090939737145344, i64 4679235614791434240, i64 118622047889322841, i64 1, i64 5057306832355284453, i64 -4166065204499491355]

define void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %nt
  %g = add i32 %base, %tid
  %inb = icmp ult i32 %g, 900
  br i1 %inb, label %go, label %done
go:
  %slot = mul i32 %g, 52
  %gi = udiv i32 %g, 30
  %gj = urem i32 %g, 30
  %pi = getelementptr [30 x i64], ptr addrspace(1) @t, i32 0, i32 %gi
  %pj = getelementptr [30 x i64], ptr addrspace(1) @t, i32 0, i32 %gj
  %x = load i64, ptr addrspace(1) %pi
  %y = load i64, ptr addrspace(1) %pj
  %d = bitcast i64 %x to double
  %ge_fptoui_double_128 = fcmp ogt double %d, 0xBFF0000000000000
  %lt_fptoui_double_128 = fcmp olt double %d, 0x47F0000000000000
  %ok_fptoui_double_128 = and i1 %ge_fptoui_double_128, %lt_fptoui_double_128
  %in_fptoui_double_128 = select i1 %ok_fptoui_double_128, double %d, double 0.0
  %r_fptoui_double_128 = fptoui double %in_fptoui_double_128 to i128
  %ge_fptosi_double_128 = fcmp ogt double %d, 0xC7E0000000000000
  %lt_fptosi_double_128 = fcmp olt double %d, 0x47E0000000000000
  %ok_fptosi_double_128 = and i1 %ge_fptosi_double_128, %lt_fptosi_double_128
  %in_fptosi_double_128 = select i1 %ok_fptosi_double_128, double %d, double 0.0
  %r_fptosi_double_128 = fptosi double %in_fptosi_double_128 to i128
  %ge_fptoui_double_65 = fcmp ogt double %d, 0xBFF0000000000000
  %lt_fptoui_double_65 = fcmp olt double %d, 0x4400000000000000
  %ok_fptoui_double_65 = and i1 %ge_fptoui_double_65, %lt_fptoui_double_65
  %in_fptoui_double_65 = select i1 %ok_fptoui_double_65, double %d, double 0.0
  %r_fptoui_double_65 = fptoui double %in_fptoui_double_65 to i65
  %w_fptoui_double_65 = zext i65 %r_fptoui_double_65 to i128
  %ge_fptosi_double_65 = fcmp ogt double %d, 0xC3F0000000000000
  %lt_fptosi_double_65 = fcmp olt double %d, 0x43F0000000000000
  %ok_fptosi_double_65 = and i1 %ge_fptosi_double_65, %lt_fptosi_double_65
  %in_fptosi_double_65 = select i1 %ok_fptosi_double_65, double %d, double 0.0
  %r_fptosi_double_65 = fptosi double %in_fptosi_double_65 to i65
  %w_fptosi_double_65 = sext i65 %r_fptosi_double_65 to i128
  %ge_fptoui_double_100 = fcmp ogt double %d, 0xBFF0000000000000
  %lt_fptoui_double_100 = fcmp olt double %d, 0x4630000000000000
  %ok_fptoui_double_100 = and i1 %ge_fptoui_double_100, %lt_fptoui_double_100
  %in_fptoui_double_100 = select i1 %ok_fptoui_double_100, double %d, double 0.0
  %r_fptoui_double_100 = fptoui double %in_fptoui_double_100 to i100
  %w_fptoui_double_100 = zext i100 %r_fptoui_double_100 to i128
  %ge_fptosi_double_100 = fcmp ogt double %d, 0xC620000000000000
  %lt_fptosi_double_100 = fcmp olt double %d, 0x4620000000000000
  %ok_fptosi_double_100 = and i1 %ge_fptosi_double_100, %lt_fptosi_double_100
  %in_fptosi_double_100 = select i1 %ok_fptosi_double_100, double %d, double 0.0
  %r_fptosi_double_100 = fptosi double %in_fptosi_double_100 to i100
  %w_fptosi_double_100 = sext i100 %r_fptosi_double_100 to i128
  %v_float = fptrunc double %d to float
  %ge_fptoui_float_128 = fcmp ogt float %v_float, 0xBFF0000000000000
  %lt_fptoui_float_128 = fcmp olt float %v_float, 0x7FF0000000000000
  %ok_fptoui_float_128 = and i1 %ge_fptoui_float_128, %lt_fptoui_float_128
  %in_fptoui_float_128 = select i1 %ok_fptoui_float_128, float %v_float, float 0.0
  %r_fptoui_float_128 = fptoui float %in_fptoui_float_128 to i128
  %ge_fptosi_float_128 = fcmp ogt float %v_float, 0xC7E0000000000000
  %lt_fptosi_float_128 = fcmp olt float %v_float, 0x47E0000000000000
  %ok_fptosi_float_128 = and i1 %ge_fptosi_float_128, %lt_fptosi_float_128
  %in_fptosi_float_128 = select i1 %ok_fptosi_float_128, float %v_float, float 0.0
  %r_fptosi_float_128 = fptosi float %in_fptosi_float_128 to i128
  %ge_fptoui_float_65 = fcmp ogt float %v_float, 0xBFF0000000000000
  %lt_fptoui_float_65 = fcmp olt float %v_float, 0x4400000000000000
  %ok_fptoui_float_65 = and i1 %ge_fptoui_float_65, %lt_fptoui_float_65
  %in_fptoui_float_65 = select i1 %ok_fptoui_float_65, float %v_float, float 0.0
  %r_fptoui_float_65 = fptoui float %in_fptoui_float_65 to i65
  %w_fptoui_float_65 = zext i65 %r_fptoui_float_65 to i128
  %ge_fptosi_float_65 = fcmp ogt float %v_float, 0xC3F0000000000000
  %lt_fptosi_float_65 = fcmp olt float %v_float, 0x43F0000000000000
  %ok_fptosi_float_65 = and i1 %ge_fptosi_float_65, %lt_fptosi_float_65
  %in_fptosi_float_65 = select i1 %ok_fptosi_float_65, float %v_float, float 0.0
  %r_fptosi_float_65 = fptosi float %in_fptosi_float_65 to i65
  %w_fptosi_float_65 = sext i65 %r_fptosi_float_65 to i128
  %ge_fptoui_float_100 = fcmp ogt float %v_float, 0xBFF0000000000000
  %lt_fptoui_float_100 = fcmp olt float %v_float, 0x4630000000000000
  %ok_fptoui_float_100 = and i1 %ge_fptoui_float_100, %lt_fptoui_float_100
  %in_fptoui_float_100 = select i1 %ok_fptoui_float_100, float %v_float, float 0.0
  %r_fptoui_float_100 = fptoui float %in_fptoui_float_100 to i100
  %w_fptoui_float_100 = zext i100 %r_fptoui_float_100 to i128
  %ge_fptosi_float_100 = fcmp ogt float %v_float, 0xC620000000000000
  %lt_fptosi_float_100 = fcmp olt float %v_float, 0x4620000000000000
  %ok_fptosi_float_100 = and i1 %ge_fptosi_float_100, %lt_fptosi_float_100
  %in_fptosi_float_100 = select i1 %ok_fptosi_float_100, float %v_float, float 0.0
  %r_fptosi_float_100 = fptosi float %in_fptosi_float_100 to i100
  %w_fptosi_float_100 = sext i100 %r_fptosi_float_100 to i128
  %v_half = fptrunc double %d to half
  %ge_fptoui_half_128 = fcmp ogt half %v_half, 0xHBC00
  %lt_fptoui_half_128 = fcmp olt half %v_half, 0xH7C00
  %ok_fptoui_half_128 = and i1 %ge_fptoui_half_128, %lt_fptoui_half_128
  %in_fptoui_half_128 = select i1 %ok_fptoui_half_128, half %v_half, half 0.0
  %r_fptoui_half_128 = fptoui half %in_fptoui_half_128 to i128
  %ge_fptosi_half_128 = fcmp ogt half %v_half, 0xHFC00
  %lt_fptosi_half_128 = fcmp olt half %v_half, 0xH7C00
  %ok_fptosi_half_128 = and i1 %ge_fptosi_half_128, %lt_fptosi_half_128
  %in_fptosi_half_128 = select i1 %ok_fptosi_half_128, half %v_half, half 0.0
  %r_fptosi_half_128 = fptosi half %in_fptosi_half_128 to i128
  %ge_fptoui_half_65 = fcmp ogt half %v_half, 0xHBC00
  %lt_fptoui_half_65 = fcmp olt half %v_half, 0xH7C00
  %ok_fptoui_half_65 = and i1 %ge_fptoui_half_65, %lt_fptoui_half_65
  %in_fptoui_half_65 = select i1 %ok_fptoui_half_65, half %v_half, half 0.0
  %r_fptoui_half_65 = fptoui half %in_fptoui_half_65 to i65
  %w_fptoui_half_65 = zext i65 %r_fptoui_half_65 to i128
  %ge_fptosi_half_65 = fcmp ogt half %v_half, 0xHFC00
  %lt_fptosi_half_65 = fcmp olt half %v_half, 0xH7C00
  %ok_fptosi_half_65 = and i1 %ge_fptosi_half_65, %lt_fptosi_half_65
  %in_fptosi_half_65 = select i1 %ok_fptosi_half_65, half %v_half, half 0.0
  %r_fptosi_half_65 = fptosi half %in_fptosi_half_65 to i65
  %w_fptosi_half_65 = sext i65 %r_fptosi_half_65 to i128
  %ge_fptoui_half_100 = fcmp ogt half %v_half, 0xHBC00
  %lt_fptoui_half_100 = fcmp olt half %v_half, 0xH7C00
  %ok_fptoui_half_100 = and i1 %ge_fptoui_half_100, %lt_fptoui_half_100
  %in_fptoui_half_100 = select i1 %ok_fptoui_half_100, half %v_half, half 0.0
  %r_fptoui_half_100 = fptoui half %in_fptoui_half_100 to i100
  %w_fptoui_half_100 = zext i100 %r_fptoui_half_100 to i128
  %ge_fptosi_half_100 = fcmp ogt half %v_half, 0xHFC00
  %lt_fptosi_half_100 = fcmp olt half %v_half, 0xH7C00
  %ok_fptosi_half_100 = and i1 %ge_fptosi_half_100, %lt_fptosi_half_100
  %in_fptosi_half_100 = select i1 %ok_fptosi_half_100, half %v_half, half 0.0
  %r_fptosi_half_100 = fptosi half %in_fptosi_half_100 to i100
  %w_fptosi_half_100 = sext i100 %r_fptosi_half_100 to i128
  %v_bfloat = fptrunc double %d to bfloat
  %ge_fptoui_bfloat_128 = fcmp ogt bfloat %v_bfloat, 0xRBF80
  %lt_fptoui_bfloat_128 = fcmp olt bfloat %v_bfloat, 0xR7F80
  %ok_fptoui_bfloat_128 = and i1 %ge_fptoui_bfloat_128, %lt_fptoui_bfloat_128
  %in_fptoui_bfloat_128 = select i1 %ok_fptoui_bfloat_128, bfloat %v_bfloat, bfloat 0.0
  %r_fptoui_bfloat_128 = fptoui bfloat %in_fptoui_bfloat_128 to i128
  %ge_fptosi_bfloat_128 = fcmp ogt bfloat %v_bfloat, 0xRFF00
  %lt_fptosi_bfloat_128 = fcmp olt bfloat %v_bfloat, 0xR7F00
  %ok_fptosi_bfloat_128 = and i1 %ge_fptosi_bfloat_128, %lt_fptosi_bfloat_128
  %in_fptosi_bfloat_128 = select i1 %ok_fptosi_bfloat_128, bfloat %v_bfloat, bfloat 0.0
  %r_fptosi_bfloat_128 = fptosi bfloat %in_fptosi_bfloat_128 to i128
  %ge_fptoui_bfloat_65 = fcmp ogt bfloat %v_bfloat, 0xRBF80
  %lt_fptoui_bfloat_65 = fcmp olt bfloat %v_bfloat, 0xR6000
  %ok_fptoui_bfloat_65 = and i1 %ge_fptoui_bfloat_65, %lt_fptoui_bfloat_65
  %in_fptoui_bfloat_65 = select i1 %ok_fptoui_bfloat_65, bfloat %v_bfloat, bfloat 0.0
  %r_fptoui_bfloat_65 = fptoui bfloat %in_fptoui_bfloat_65 to i65
  %w_fptoui_bfloat_65 = zext i65 %r_fptoui_bfloat_65 to i128
  %ge_fptosi_bfloat_65 = fcmp ogt bfloat %v_bfloat, 0xRDF80
  %lt_fptosi_bfloat_65 = fcmp olt bfloat %v_bfloat, 0xR5F80
  %ok_fptosi_bfloat_65 = and i1 %ge_fptosi_bfloat_65, %lt_fptosi_bfloat_65
  %in_fptosi_bfloat_65 = select i1 %ok_fptosi_bfloat_65, bfloat %v_bfloat, bfloat 0.0
  %r_fptosi_bfloat_65 = fptosi bfloat %in_fptosi_bfloat_65 to i65
  %w_fptosi_bfloat_65 = sext i65 %r_fptosi_bfloat_65 to i128
  %ge_fptoui_bfloat_100 = fcmp ogt bfloat %v_bfloat, 0xRBF80
  %lt_fptoui_bfloat_100 = fcmp olt bfloat %v_bfloat, 0xR7180
  %ok_fptoui_bfloat_100 = and i1 %ge_fptoui_bfloat_100, %lt_fptoui_bfloat_100
  %in_fptoui_bfloat_100 = select i1 %ok_fptoui_bfloat_100, bfloat %v_bfloat, bfloat 0.0
  %r_fptoui_bfloat_100 = fptoui bfloat %in_fptoui_bfloat_100 to i100
  %w_fptoui_bfloat_100 = zext i100 %r_fptoui_bfloat_100 to i128
  %ge_fptosi_bfloat_100 = fcmp ogt bfloat %v_bfloat, 0xRF100
  %lt_fptosi_bfloat_100 = fcmp olt bfloat %v_bfloat, 0xR7100
  %ok_fptosi_bfloat_100 = and i1 %ge_fptosi_bfloat_100, %lt_fptosi_bfloat_100
  %in_fptosi_bfloat_100 = select i1 %ok_fptosi_bfloat_100, bfloat %v_bfloat, bfloat 0.0
  %r_fptosi_bfloat_100 = fptosi bfloat %in_fptosi_bfloat_100 to i100
  %w_fptosi_bfloat_100 = sext i100 %r_fptosi_bfloat_100 to i128
  %vd0 = insertelement <2 x double> poison, double %in_fptosi_double_128, i32 0
  %vd = insertelement <2 x double> %vd0, double 1.0e20, i32 1
  %vi = fptosi <2 x double> %vd to <2 x i128>
  %vi0 = extractelement <2 x i128> %vi, i32 0
  %vi1 = extractelement <2 x i128> %vi, i32 1
  %o0 = add i32 %slot, 0
  %q0 = getelementptr i64, ptr addrspace(1) %out, i32 %o0
  store i128 %r_fptoui_double_128, ptr addrspace(1) %q0, align 8
  %o2 = add i32 %slot, 2
  %q2 = getelementptr i64, ptr addrspace(1) %out, i32 %o2
  store i128 %r_fptosi_double_128, ptr addrspace(1) %q2, align 8
  %o4 = add i32 %slot, 4
  %q4 = getelementptr i64, ptr addrspace(1) %out, i32 %o4
  store i128 %w_fptoui_double_65, ptr addrspace(1) %q4, align 8
  %o6 = add i32 %slot, 6
  %q6 = getelementptr i64, ptr addrspace(1) %out, i32 %o6
  store i128 %w_fptosi_double_65, ptr addrspace(1) %q6, align 8
  %o8 = add i32 %slot, 8
  %q8 = getelementptr i64, ptr addrspace(1) %out, i32 %o8
  store i128 %w_fptoui_double_100, ptr addrspace(1) %q8, align 8
  %o10 = add i32 %slot, 10
  %q10 = getelementptr i64, ptr addrspace(1) %out, i32 %o10
  store i128 %w_fptosi_double_100, ptr addrspace(1) %q10, align 8
  %o12 = add i32 %slot, 12
  %q12 = getelementptr i64, ptr addrspace(1) %out, i32 %o12
  store i128 %r_fptoui_float_128, ptr addrspace(1) %q12, align 8
  %o14 = add i32 %slot, 14
  %q14 = getelementptr i64, ptr addrspace(1) %out, i32 %o14
  store i128 %r_fptosi_float_128, ptr addrspace(1) %q14, align 8
  %o16 = add i32 %slot, 16
  %q16 = getelementptr i64, ptr addrspace(1) %out, i32 %o16
  store i128 %w_fptoui_float_65, ptr addrspace(1) %q16, align 8
  %o18 = add i32 %slot, 18
  %q18 = getelementptr i64, ptr addrspace(1) %out, i32 %o18
  store i128 %w_fptosi_float_65, ptr addrspace(1) %q18, align 8
  %o20 = add i32 %slot, 20
  %q20 = getelementptr i64, ptr addrspace(1) %out, i32 %o20
  store i128 %w_fptoui_float_100, ptr addrspace(1) %q20, align 8
  %o22 = add i32 %slot, 22
  %q22 = getelementptr i64, ptr addrspace(1) %out, i32 %o22
  store i128 %w_fptosi_float_100, ptr addrspace(1) %q22, align 8
  %o24 = add i32 %slot, 24
  %q24 = getelementptr i64, ptr addrspace(1) %out, i32 %o24
  store i128 %r_fptoui_half_128, ptr addrspace(1) %q24, align 8
  %o26 = add i32 %slot, 26
  %q26 = getelementptr i64, ptr addrspace(1) %out, i32 %o26
  store i128 %r_fptosi_half_128, ptr addrspace(1) %q26, align 8
  %o28 = add i32 %slot, 28
  %q28 = getelementptr i64, ptr addrspace(1) %out, i32 %o28
  store i128 %w_fptoui_half_65, ptr addrspace(1) %q28, align 8
  %o30 = add i32 %slot, 30
  %q30 = getelementptr i64, ptr addrspace(1) %out, i32 %o30
  store i128 %w_fptosi_half_65, ptr addrspace(1) %q30, align 8
  %o32 = add i32 %slot, 32
  %q32 = getelementptr i64, ptr addrspace(1) %out, i32 %o32
  store i128 %w_fptoui_half_100, ptr addrspace(1) %q32, align 8
  %o34 = add i32 %slot, 34
  %q34 = getelementptr i64, ptr addrspace(1) %out, i32 %o34
  store i128 %w_fptosi_half_100, ptr addrspace(1) %q34, align 8
  %o36 = add i32 %slot, 36
  %q36 = getelementptr i64, ptr addrspace(1) %out, i32 %o36
  store i128 %r_fptoui_bfloat_128, ptr addrspace(1) %q36, align 8
  %o38 = add i32 %slot, 38
  %q38 = getelementptr i64, ptr addrspace(1) %out, i32 %o38
  store i128 %r_fptosi_bfloat_128, ptr addrspace(1) %q38, align 8
  %o40 = add i32 %slot, 40
  %q40 = getelementptr i64, ptr addrspace(1) %out, i32 %o40
  store i128 %w_fptoui_bfloat_65, ptr addrspace(1) %q40, align 8
  %o42 = add i32 %slot, 42
  %q42 = getelementptr i64, ptr addrspace(1) %out, i32 %o42
  store i128 %w_fptosi_bfloat_65, ptr addrspace(1) %q42, align 8
  %o44 = add i32 %slot, 44
  %q44 = getelementptr i64, ptr addrspace(1) %out, i32 %o44
  store i128 %w_fptoui_bfloat_100, ptr addrspace(1) %q44, align 8
  %o46 = add i32 %slot, 46
  %q46 = getelementptr i64, ptr addrspace(1) %out, i32 %o46
  store i128 %w_fptosi_bfloat_100, ptr addrspace(1) %q46, align 8
  %o48 = add i32 %slot, 48
  %q48 = getelementptr i64, ptr addrspace(1) %out, i32 %o48
  store i128 %vi0, ptr addrspace(1) %q48, align 8
  %o50 = add i32 %slot, 50
  %q50 = getelementptr i64, ptr addrspace(1) %out, i32 %o50
  store i128 %vi1, ptr addrspace(1) %q50, align 8
  br label %done
done:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
