source_filename = "gemm_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ11sgemm_tiledE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11sgemm_tiledE2Bs = internal addrspace(3) global [16 x [17 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @sgemm_tiled(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, float* noundef %4, float* noundef %5, float noundef %6, float* noundef %7) #0 {
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float*, align 8
  %17 = alloca float*, align 8
  %18 = alloca float, align 4
  %19 = alloca float*, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store i32 %0, i32* %12, align 4
  store i32 %1, i32* %13, align 4
  store i32 %2, i32* %14, align 4
  store float %3, float* %15, align 4
  store float* %4, float** %16, align 8
  store float* %5, float** %17, align 8
  store float %6, float* %18, align 4
  store float* %7, float** %19, align 8
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %27, i32* %20, align 4
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  store i32 %28, i32* %21, align 4
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4
  %30 = mul i32 %29, 16
  %31 = load i32, i32* %21, align 4
  %32 = add i32 %30, %31
  store i32 %32, i32* %22, align 4
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %34 = mul i32 %33, 16
  %35 = load i32, i32* %20, align 4
  %36 = add i32 %34, %35
  store i32 %36, i32* %23, align 4
  store float 0.000000e+00, float* %24, align 4
  store i32 0, i32* %25, align 4
  br label %37

37:                                               ; preds = %129, %8
  %38 = load i32, i32* %25, align 4
  %39 = load i32, i32* %14, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %132

41:                                               ; preds = %37
  %42 = load i32, i32* %22, align 4
  %43 = load i32, i32* %12, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %63

45:                                               ; preds = %41
  %46 = load i32, i32* %25, align 4
  %47 = load i32, i32* %20, align 4
  %48 = add nsw i32 %46, %47
  %49 = load i32, i32* %14, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %63

51:                                               ; preds = %45
  %52 = load float*, float** %16, align 8
  %53 = load i32, i32* %22, align 4
  %54 = load i32, i32* %14, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, i32* %25, align 4
  %57 = add nsw i32 %55, %56
  %58 = load i32, i32* %20, align 4
  %59 = add nsw i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, float* %52, i64 %60
  %62 = load float, float* %61, align 4
  br label %64

63:                                               ; preds = %45, %41
  br label %64

64:                                               ; preds = %63, %51
  %65 = phi float [ %62, %51 ], [ 0.000000e+00, %63 ]
  %66 = load i32, i32* %21, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]]* addrspacecast ([16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As to [16 x [16 x float]]*), i64 0, i64 %67
  %69 = load i32, i32* %20, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [16 x float], [16 x float]* %68, i64 0, i64 %70
  store float %65, float* %71, align 4
  %72 = load i32, i32* %25, align 4
  %73 = load i32, i32* %21, align 4
  %74 = add nsw i32 %72, %73
  %75 = load i32, i32* %14, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %93

77:                                               ; preds = %64
  %78 = load i32, i32* %23, align 4
  %79 = load i32, i32* %13, align 4
  %80 = icmp slt i32 %78, %79
  br i1 %80, label %81, label %93

81:                                               ; preds = %77
  %82 = load float*, float** %17, align 8
  %83 = load i32, i32* %25, align 4
  %84 = load i32, i32* %21, align 4
  %85 = add nsw i32 %83, %84
  %86 = load i32, i32* %13, align 4
  %87 = mul nsw i32 %85, %86
  %88 = load i32, i32* %23, align 4
  %89 = add nsw i32 %87, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, float* %82, i64 %90
  %92 = load float, float* %91, align 4
  br label %94

93:                                               ; preds = %77, %64
  br label %94

94:                                               ; preds = %93, %81
  %95 = phi float [ %92, %81 ], [ 0.000000e+00, %93 ]
  %96 = load i32, i32* %21, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]]* addrspacecast ([16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs to [16 x [17 x float]]*), i64 0, i64 %97
  %99 = load i32, i32* %20, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [17 x float], [17 x float]* %98, i64 0, i64 %100
  store float %95, float* %101, align 4
  call void @llvm.nvvm.barrier0()
  store i32 0, i32* %26, align 4
  br label %102

102:                                              ; preds = %125, %94
  %103 = load i32, i32* %26, align 4
  %104 = icmp slt i32 %103, 16
  br i1 %104, label %105, label %128

105:                                              ; preds = %102
  %106 = load i32, i32* %21, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]]* addrspacecast ([16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As to [16 x [16 x float]]*), i64 0, i64 %107
  %109 = load i32, i32* %26, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [16 x float], [16 x float]* %108, i64 0, i64 %110
  %112 = load float, float* %111, align 4
  %113 = load i32, i32* %26, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]]* addrspacecast ([16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs to [16 x [17 x float]]*), i64 0, i64 %114
  %116 = load i32, i32* %20, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [17 x float], [17 x float]* %115, i64 0, i64 %117
  %119 = load float, float* %118, align 4
  %120 = load float, float* %24, align 4
  store float %112, float* %9, align 4
  store float %119, float* %10, align 4
  store float %120, float* %11, align 4
  %121 = load float, float* %9, align 4
  %122 = load float, float* %10, align 4
  %123 = load float, float* %11, align 4
  %124 = call float @llvm.fma.f32(float %121, float %122, float %123) #4
  store float %124, float* %24, align 4
  br label %125

125:                                              ; preds = %105
  %126 = load i32, i32* %26, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, i32* %26, align 4
  br label %102, !llvm.loop !6

128:                                              ; preds = %102
  call void @llvm.nvvm.barrier0()
  br label %129

129:                                              ; preds = %128
  %130 = load i32, i32* %25, align 4
  %131 = add nsw i32 %130, 16
  store i32 %131, i32* %25, align 4
  br label %37, !llvm.loop !9

132:                                              ; preds = %37
  %133 = load i32, i32* %22, align 4
  %134 = load i32, i32* %12, align 4
  %135 = icmp slt i32 %133, %134
  br i1 %135, label %136, label %164

136:                                              ; preds = %132
  %137 = load i32, i32* %23, align 4
  %138 = load i32, i32* %13, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %164

140:                                              ; preds = %136
  %141 = load float, float* %15, align 4
  %142 = load float, float* %24, align 4
  %143 = fmul float %141, %142
  %144 = load float, float* %18, align 4
  %145 = load float*, float** %19, align 8
  %146 = load i32, i32* %22, align 4
  %147 = load i32, i32* %13, align 4
  %148 = mul nsw i32 %146, %147
  %149 = load i32, i32* %23, align 4
  %150 = add nsw i32 %148, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, float* %145, i64 %151
  %153 = load float, float* %152, align 4
  %154 = fmul float %144, %153
  %155 = fadd float %143, %154
  %156 = load float*, float** %19, align 8
  %157 = load i32, i32* %22, align 4
  %158 = load i32, i32* %13, align 4
  %159 = mul nsw i32 %157, %158
  %160 = load i32, i32* %23, align 4
  %161 = add nsw i32 %159, %160
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds float, float* %156, i64 %162
  store float %155, float* %163, align 4
  br label %164

164:                                              ; preds = %140, %136, %132
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32, i32, i32, float, float*, float*, float, float*)* @sgemm_tiled, !"kernel", i32 1}
!1 = !{void (i32, i32, i32, float, float*, float*, float, float*)* @sgemm_tiled, !"maxntidx", i32 256}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.enable"}
!9 = distinct !{!9, !7}
