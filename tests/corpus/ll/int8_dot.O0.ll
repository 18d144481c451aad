source_filename = "int8_dot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @gemv_i8(i32* noundef %0, i32* noundef %1, float* noundef %2, i8* noundef %3, i32* noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32*, align 8
  %20 = alloca i32*, align 8
  %21 = alloca float*, align 8
  %22 = alloca i8*, align 8
  %23 = alloca i32*, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca float, align 4
  %30 = alloca i32, align 4
  store i32* %0, i32** %19, align 8
  store i32* %1, i32** %20, align 8
  store float* %2, float** %21, align 8
  store i8* %3, i8** %22, align 8
  store i32* %4, i32** %23, align 8
  store i32 %5, i32* %24, align 4
  store i32 %6, i32* %25, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %33 = mul i32 %31, %32
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %35 = add i32 %33, %34
  store i32 %35, i32* %26, align 4
  %36 = load i32, i32* %26, align 4
  %37 = load i32, i32* %24, align 4
  %38 = icmp sge i32 %36, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %7
  br label %120

40:                                               ; preds = %7
  store i32 0, i32* %27, align 4
  store i32 0, i32* %28, align 4
  br label %41

41:                                               ; preds = %87, %40
  %42 = load i32, i32* %28, align 4
  %43 = load i32, i32* %25, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %90

45:                                               ; preds = %41
  %46 = load i32*, i32** %19, align 8
  %47 = load i32, i32* %26, align 4
  %48 = load i32, i32* %25, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, i32* %28, align 4
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %46, i64 %52
  %54 = load i32, i32* %53, align 4
  %55 = load i32*, i32** %20, align 8
  %56 = load i32, i32* %28, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, i32* %55, i64 %57
  %59 = load i32, i32* %58, align 4
  store i32 %54, i32* %13, align 4
  store i32 %59, i32* %14, align 4
  store i32 0, i32* %15, align 4
  store i32 0, i32* %16, align 4
  br label %60

60:                                               ; preds = %63, %45
  %61 = load i32, i32* %16, align 4
  %62 = icmp slt i32 %61, 4
  br i1 %62, label %63, label %83

63:                                               ; preds = %60
  %64 = load i32, i32* %13, align 4
  %65 = load i32, i32* %16, align 4
  %66 = mul nsw i32 8, %65
  %67 = lshr i32 %64, %66
  %68 = trunc i32 %67 to i8
  %69 = sext i8 %68 to i32
  store i32 %69, i32* %17, align 4
  %70 = load i32, i32* %14, align 4
  %71 = load i32, i32* %16, align 4
  %72 = mul nsw i32 8, %71
  %73 = lshr i32 %70, %72
  %74 = trunc i32 %73 to i8
  %75 = sext i8 %74 to i32
  store i32 %75, i32* %18, align 4
  %76 = load i32, i32* %17, align 4
  %77 = load i32, i32* %18, align 4
  %78 = mul nsw i32 %76, %77
  %79 = load i32, i32* %15, align 4
  %80 = add nsw i32 %79, %78
  store i32 %80, i32* %15, align 4
  %81 = load i32, i32* %16, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %16, align 4
  br label %60, !llvm.loop !5

83:                                               ; preds = %60
  %84 = load i32, i32* %15, align 4
  %85 = load i32, i32* %27, align 4
  %86 = add nsw i32 %85, %84
  store i32 %86, i32* %27, align 4
  br label %87

87:                                               ; preds = %83
  %88 = load i32, i32* %28, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, i32* %28, align 4
  br label %41, !llvm.loop !7

90:                                               ; preds = %41
  %91 = load i32, i32* %27, align 4
  %92 = sitofp i32 %91 to float
  %93 = load float*, float** %21, align 8
  %94 = load i32, i32* %26, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, float* %93, i64 %95
  %97 = load float, float* %96, align 4
  %98 = fmul float %97, 0x3F847AE140000000
  %99 = fmul float %92, %98
  store float %99, float* %29, align 4
  %100 = load float, float* %29, align 4
  store float %100, float* %8, align 4
  store float -1.280000e+02, float* %9, align 4
  %101 = load float, float* %8, align 4
  %102 = load float, float* %9, align 4
  %103 = call float @llvm.maxnum.f32(float %101, float %102) #3
  store float %103, float* %10, align 4
  store float 1.270000e+02, float* %11, align 4
  %104 = load float, float* %10, align 4
  %105 = load float, float* %11, align 4
  %106 = call float @llvm.minnum.f32(float %104, float %105) #3
  store float %106, float* %12, align 4
  %107 = load float, float* %12, align 4
  %108 = call i32 @llvm.nvvm.f2i.rn(float %107) #3
  store i32 %108, i32* %30, align 4
  %109 = load i32, i32* %30, align 4
  %110 = trunc i32 %109 to i8
  %111 = load i8*, i8** %22, align 8
  %112 = load i32, i32* %26, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i8, i8* %111, i64 %113
  store i8 %110, i8* %114, align 1
  %115 = load i32, i32* %27, align 4
  %116 = load i32*, i32** %23, align 8
  %117 = load i32, i32* %26, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, i32* %116, i64 %118
  store i32 %115, i32* %119, align 4
  br label %120

120:                                              ; preds = %90, %39
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, float*, i8*, i32*, i32, i32)* @gemv_i8, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
