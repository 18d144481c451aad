source_filename = "misc.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [3 x double], i32 }
%struct.anon = type { i32, double }

@coef = dso_local addrspace(4) externally_initialized global [16 x float] zeroinitializer, align 4
@counter = dso_local addrspace(1) externally_initialized global i64 0, align 8
@dyn = external dso_local addrspace(3) global [0 x float], align 4
@.str = private unnamed_addr constant [11 x i8] c"i=%d r=%f\0A\00", align 1
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([16 x float] addrspace(4)* @coef to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast (i64 addrspace(1)* @counter to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7lane_idv() #0 {
  %1 = alloca i32, align 4
  %2 = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"() #4, !srcloc !7
  store i32 %2, i32* %1, align 4
  %3 = load i32, i32* %1, align 4
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4packjj(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = call i32 asm "prmt.b32 $0, $1, $2, 0x5410;", "=r,r,r"(i32 %6, i32 %7) #6, !srcloc !8
  store i32 %8, i32* %5, align 4
  %9 = load i32, i32* %5, align 4
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4facti(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sle i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %12

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call noundef i32 @_Z4facti(i32 noundef %9) #4
  %11 = mul nsw i32 %7, %10
  br label %12

12:                                               ; preds = %6, %5
  %13 = phi i32 [ 1, %5 ], [ %11, %6 ]
  ret i32 %13
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5twicei(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z6thricei(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 3, %3
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Big @_Z8make_bigi(i32 noundef %0) #0 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  %5 = sitofp i32 %4 to double
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %7 = getelementptr inbounds [3 x double], [3 x double]* %6, i64 0, i64 0
  store double %5, double* %7, align 8
  %8 = load i32, i32* %3, align 4
  %9 = sitofp i32 %8 to double
  %10 = fmul contract double %9, 5.000000e-01
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %12 = getelementptr inbounds [3 x double], [3 x double]* %11, i64 0, i64 1
  store double %10, double* %12, align 8
  %13 = load i32, i32* %3, align 4
  %14 = sub nsw i32 0, %13
  %15 = sitofp i32 %14 to double
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0
  %17 = getelementptr inbounds [3 x double], [3 x double]* %16, i64 0, i64 2
  store double %15, double* %17, align 8
  %18 = load i32, i32* %3, align 4
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1
  store i32 %18, i32* %19, align 8
  %20 = load %struct.Big, %struct.Big* %2, align 8
  ret %struct.Big %20
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z7use_big3Big(%struct.Big* noundef byval(%struct.Big) align 8 %0) #0 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %3 = getelementptr inbounds [3 x double], [3 x double]* %2, i64 0, i64 0
  %4 = load double, double* %3, align 8
  %5 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %6 = getelementptr inbounds [3 x double], [3 x double]* %5, i64 0, i64 1
  %7 = load double, double* %6, align 8
  %8 = fadd contract double %4, %7
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0
  %10 = getelementptr inbounds [3 x double], [3 x double]* %9, i64 0, i64 2
  %11 = load double, double* %10, align 8
  %12 = fadd contract double %8, %11
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1
  %14 = load i32, i32* %13, align 8
  %15 = sitofp i32 %14 to double
  %16 = fadd contract double %12, %15
  ret double %16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4miscPfPKfii(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float*, align 8
  %11 = alloca i32 (i32)*, align 8
  %12 = alloca float, align 4
  %13 = alloca %struct.Big, align 8
  %14 = alloca <4 x float>, align 16
  %15 = alloca half, align 2
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca float, align 4
  %22 = alloca i32, align 4
  %23 = alloca i8, align 1
  %24 = alloca %struct.anon, align 8
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul nsw i32 %25, %26
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add nsw i32 %27, %28
  store i32 %29, i32* %9, align 4
  %30 = load float*, float** %6, align 8
  %31 = bitcast float* %30 to i8*
  call void @llvm.assume(i1 true) [ "align"(i8* %31, i64 16) ]
  %32 = bitcast i8* %31 to float*
  store float* %32, float** %10, align 8
  %33 = load i32, i32* %7, align 4
  %34 = icmp sgt i32 %33, 0
  call void @llvm.assume(i1 %34)
  %35 = load i32, i32* %9, align 4
  %36 = load i32, i32* %7, align 4
  %37 = icmp sge i32 %35, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %4
  br label %158

39:                                               ; preds = %4
  %40 = load float*, float** %10, align 8
  %41 = load i32, i32* %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, float* %40, i64 %42
  %44 = load float, float* %43, align 4
  %45 = load i32, i32* %9, align 4
  %46 = and i32 %45, 15
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [16 x float], [16 x float]* addrspacecast ([16 x float] addrspace(4)* @coef to [16 x float]*), i64 0, i64 %47
  %49 = load float, float* %48, align 4
  %50 = fmul contract float %44, %49
  %51 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @dyn to [0 x float]*), i64 0, i64 %52
  store float %50, float* %53, align 4
  call void @llvm.nvvm.barrier0()
  %54 = load i32, i32* %8, align 4
  %55 = and i32 %54, 1
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %58

57:                                               ; preds = %39
  br label %59

58:                                               ; preds = %39
  br label %59

59:                                               ; preds = %58, %57
  %60 = phi i32 (i32)* [ @_Z5twicei, %57 ], [ @_Z6thricei, %58 ]
  store i32 (i32)* %60, i32 (i32)** %11, align 8
  %61 = load i32, i32* %8, align 4
  switch i32 %61, label %88 [
    i32 0, label %62
    i32 1, label %64
    i32 2, label %69
    i32 5, label %74
    i32 9, label %83
  ]

62:                                               ; preds = %59
  %63 = load float, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @dyn to [0 x float]*), i64 0, i64 0), align 4
  store float %63, float* %12, align 4
  br label %89

64:                                               ; preds = %59
  %65 = load i32, i32* %8, align 4
  %66 = add nsw i32 %65, 3
  %67 = call noundef i32 @_Z4facti(i32 noundef %66) #4
  %68 = sitofp i32 %67 to float
  store float %68, float* %12, align 4
  br label %89

69:                                               ; preds = %59
  %70 = load i32 (i32)*, i32 (i32)** %11, align 8
  %71 = load i32, i32* %9, align 4
  %72 = call noundef i32 %70(i32 noundef %71) #4
  %73 = sitofp i32 %72 to float
  store float %73, float* %12, align 4
  br label %89

74:                                               ; preds = %59
  %75 = load i32, i32* %9, align 4
  %76 = call %struct.Big @_Z8make_bigi(i32 noundef %75) #4
  %77 = getelementptr inbounds %struct.Big, %struct.Big* %13, i32 0, i32 0
  %78 = extractvalue %struct.Big %76, 0
  store [3 x double] %78, [3 x double]* %77, align 8
  %79 = getelementptr inbounds %struct.Big, %struct.Big* %13, i32 0, i32 1
  %80 = extractvalue %struct.Big %76, 1
  store i32 %80, i32* %79, align 8
  %81 = call contract noundef double @_Z7use_big3Big(%struct.Big* noundef byval(%struct.Big) align 8 %13) #4
  %82 = fptrunc double %81 to float
  store float %82, float* %12, align 4
  br label %89

83:                                               ; preds = %59
  %84 = load i32, i32* %9, align 4
  %85 = load i32, i32* %7, align 4
  %86 = call noundef i32 @_Z4packjj(i32 noundef %84, i32 noundef %85) #4
  %87 = uitofp i32 %86 to float
  store float %87, float* %12, align 4
  br label %89

88:                                               ; preds = %59
  store float -1.000000e+00, float* %12, align 4
  br label %89

89:                                               ; preds = %88, %83, %74, %69, %64, %62
  %90 = load float, float* %12, align 4
  %91 = insertelement <4 x float> undef, float %90, i32 0
  %92 = load float, float* %12, align 4
  %93 = fmul contract float %92, 2.000000e+00
  %94 = insertelement <4 x float> %91, float %93, i32 1
  %95 = load float, float* %12, align 4
  %96 = fmul contract float %95, 3.000000e+00
  %97 = insertelement <4 x float> %94, float %96, i32 2
  %98 = load float, float* %12, align 4
  %99 = fmul contract float %98, 4.000000e+00
  %100 = insertelement <4 x float> %97, float %99, i32 3
  store <4 x float> %100, <4 x float>* %14, align 16
  %101 = load <4 x float>, <4 x float>* %14, align 16
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %103 = load <4 x float>, <4 x float>* %14, align 16
  %104 = fadd contract <4 x float> %102, %103
  store <4 x float> %104, <4 x float>* %14, align 16
  %105 = load <4 x float>, <4 x float>* %14, align 16
  %106 = extractelement <4 x float> %105, i64 0
  %107 = fptrunc float %106 to half
  store half %107, half* %15, align 2
  %108 = load half, half* %15, align 2
  %109 = load half, half* %15, align 2
  %110 = fmul contract half %108, %109
  %111 = fadd contract half %110, 0xH3C00
  store half %111, half* %15, align 2
  %112 = load half, half* %15, align 2
  %113 = fpext half %112 to float
  %114 = load <4 x float>, <4 x float>* %14, align 16
  %115 = extractelement <4 x float> %114, i64 1
  %116 = fadd contract float %113, %115
  store float %116, float* %12, align 4
  store i64 1, i64* %16, align 8
  %117 = load i64, i64* %16, align 8
  %118 = atomicrmw add i64* addrspacecast (i64 addrspace(1)* @counter to i64*), i64 %117 monotonic, align 8
  store i64 %118, i64* %17, align 8
  %119 = load i64, i64* %17, align 8
  store i64 5, i64* %19, align 8
  %120 = load i64, i64* %19, align 8
  %121 = atomicrmw xchg i64* addrspacecast (i64 addrspace(1)* @counter to i64*), i64 %120 acq_rel, align 8
  store i64 %121, i64* %20, align 8
  %122 = load i64, i64* %20, align 8
  store i64 %122, i64* %18, align 8
  store float 0.000000e+00, float* %21, align 4
  %123 = load float*, float** %5, align 8
  %124 = bitcast float* %123 to i32*
  %125 = bitcast float* %21 to i32*
  store i32 1, i32* %22, align 4
  %126 = load i32, i32* %125, align 4
  %127 = load i32, i32* %22, align 4
  %128 = cmpxchg i32* %124, i32 %126, i32 %127 seq_cst acquire, align 4
  %129 = extractvalue { i32, i1 } %128, 0
  %130 = extractvalue { i32, i1 } %128, 1
  br i1 %130, label %132, label %131

131:                                              ; preds = %89
  store i32 %129, i32* %125, align 4
  br label %132

132:                                              ; preds = %131, %89
  %133 = zext i1 %130 to i8
  store i8 %133, i8* %23, align 1
  %134 = load i8, i8* %23, align 1
  %135 = trunc i8 %134 to i1
  fence seq_cst
  %136 = call noundef i32 @_Z7lane_idv() #4
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %149

138:                                              ; preds = %132
  %139 = load i32, i32* %9, align 4
  %140 = icmp slt i32 %139, 4
  br i1 %140, label %141, label %149

141:                                              ; preds = %138
  %142 = getelementptr inbounds %struct.anon, %struct.anon* %24, i32 0, i32 0
  %143 = load i32, i32* %9, align 4
  store i32 %143, i32* %142, align 8
  %144 = getelementptr inbounds %struct.anon, %struct.anon* %24, i32 0, i32 1
  %145 = load float, float* %12, align 4
  %146 = fpext float %145 to double
  store double %146, double* %144, align 8
  %147 = bitcast %struct.anon* %24 to i8*
  %148 = call i32 @vprintf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i8* noundef %147) #4
  br label %149

149:                                              ; preds = %141, %138, %132
  %150 = load float, float* %12, align 4
  %151 = load i64, i64* %18, align 8
  %152 = uitofp i64 %151 to float
  %153 = fadd contract float %150, %152
  %154 = load float*, float** %5, align 8
  %155 = load i32, i32* %9, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds float, float* %154, i64 %156
  store float %153, float* %157, align 4
  br label %158

158:                                              ; preds = %149, %38
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: convergent nounwind
declare dso_local i32 @vprintf(i8* noundef, i8* noundef) #5

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #6 = { convergent nounwind readnone }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"maxntidx", i32 128}
!2 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"minctasm", i32 4}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{i64 819}
!8 = !{i64 934}
