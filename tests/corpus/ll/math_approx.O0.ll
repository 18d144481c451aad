source_filename = "math_approx.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @gelu_sigmoid(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3) #0 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float*, align 8
  %15 = alloca float*, align 8
  %16 = alloca float*, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  store float* %0, float** %14, align 8
  store float* %1, float** %15, align 8
  store float* %2, float** %16, align 8
  store i32 %3, i32* %17, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %24 = mul i32 %22, %23
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %26 = add i32 %24, %25
  store i32 %26, i32* %18, align 4
  %27 = load i32, i32* %18, align 4
  %28 = load i32, i32* %17, align 4
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %4
  br label %81

31:                                               ; preds = %4
  %32 = load float*, float** %14, align 8
  %33 = load i32, i32* %18, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, float* %32, i64 %34
  %36 = load float, float* %35, align 4
  %37 = fmul float %36, 4.000000e+00
  store float %37, float* %19, align 4
  %38 = load float, float* %19, align 4
  %39 = fmul float 0x3FA6E4E260000000, %38
  %40 = load float, float* %19, align 4
  %41 = fmul float %39, %40
  %42 = load float, float* %19, align 4
  %43 = load float, float* %19, align 4
  store float %41, float* %11, align 4
  store float %42, float* %12, align 4
  store float %43, float* %13, align 4
  %44 = load float, float* %11, align 4
  %45 = load float, float* %12, align 4
  %46 = load float, float* %13, align 4
  %47 = call float @llvm.fma.f32(float %44, float %45, float %46) #4
  %48 = fmul float 0x3FE9884540000000, %47
  store float %48, float* %20, align 4
  %49 = load float, float* %20, align 4
  %50 = fmul float 2.000000e+00, %49
  store float %50, float* %5, align 4
  %51 = load float, float* %5, align 4
  %52 = fmul float %51, 0x3FF7154760000000
  %53 = call float @llvm.nvvm.ex2.approx.f(float %52) #4
  %54 = fadd float %53, 1.000000e+00
  store float 2.000000e+00, float* %7, align 4
  store float %54, float* %8, align 4
  %55 = load float, float* %7, align 4
  %56 = load float, float* %8, align 4
  %57 = call float @llvm.nvvm.div.approx.f(float %55, float %56) #4
  %58 = fsub float 1.000000e+00, %57
  store float %58, float* %21, align 4
  %59 = load float, float* %19, align 4
  %60 = fmul float 5.000000e-01, %59
  %61 = load float, float* %21, align 4
  %62 = fadd float 1.000000e+00, %61
  %63 = fmul float %60, %62
  %64 = load float*, float** %15, align 8
  %65 = load i32, i32* %18, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, float* %64, i64 %66
  store float %63, float* %67, align 4
  %68 = load float, float* %19, align 4
  %69 = fneg float %68
  store float %69, float* %6, align 4
  %70 = load float, float* %6, align 4
  %71 = fmul float %70, 0x3FF7154760000000
  %72 = call float @llvm.nvvm.ex2.approx.f(float %71) #4
  %73 = fadd float 1.000000e+00, %72
  store float 1.000000e+00, float* %9, align 4
  store float %73, float* %10, align 4
  %74 = load float, float* %9, align 4
  %75 = load float, float* %10, align 4
  %76 = call float @llvm.nvvm.div.approx.f(float %74, float %75) #4
  %77 = load float*, float** %16, align 8
  %78 = load i32, i32* %18, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, float* %77, i64 %79
  store float %76, float* %80, align 4
  br label %81

81:                                               ; preds = %31, %30
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @normalize3(float* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float*, align 8
  %18 = alloca float*, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  store float* %0, float** %17, align 8
  store float* %1, float** %18, align 8
  store i32 %2, i32* %19, align 4
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %28 = mul i32 %26, %27
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %30 = add i32 %28, %29
  store i32 %30, i32* %20, align 4
  %31 = load i32, i32* %20, align 4
  %32 = load i32, i32* %19, align 4
  %33 = icmp sge i32 %31, %32
  br i1 %33, label %34, label %35

34:                                               ; preds = %3
  br label %126

35:                                               ; preds = %3
  %36 = load float*, float** %17, align 8
  %37 = load i32, i32* %20, align 4
  %38 = mul nsw i32 3, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, float* %36, i64 %39
  %41 = load float, float* %40, align 4
  store float %41, float* %21, align 4
  %42 = load float*, float** %17, align 8
  %43 = load i32, i32* %20, align 4
  %44 = mul nsw i32 3, %43
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, float* %42, i64 %46
  %48 = load float, float* %47, align 4
  store float %48, float* %22, align 4
  %49 = load float*, float** %17, align 8
  %50 = load i32, i32* %20, align 4
  %51 = mul nsw i32 3, %50
  %52 = add nsw i32 %51, 2
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, float* %49, i64 %53
  %55 = load float, float* %54, align 4
  store float %55, float* %23, align 4
  %56 = load float, float* %21, align 4
  %57 = load float, float* %21, align 4
  %58 = load float, float* %22, align 4
  %59 = load float, float* %22, align 4
  %60 = load float, float* %23, align 4
  %61 = load float, float* %23, align 4
  store float %60, float* %8, align 4
  store float %61, float* %9, align 4
  store float 0x3EB0C6F7A0000000, float* %10, align 4
  %62 = load float, float* %8, align 4
  %63 = load float, float* %9, align 4
  %64 = load float, float* %10, align 4
  %65 = call float @llvm.fma.f32(float %62, float %63, float %64) #4
  store float %58, float* %11, align 4
  store float %59, float* %12, align 4
  store float %65, float* %13, align 4
  %66 = load float, float* %11, align 4
  %67 = load float, float* %12, align 4
  %68 = load float, float* %13, align 4
  %69 = call float @llvm.fma.f32(float %66, float %67, float %68) #4
  store float %56, float* %14, align 4
  store float %57, float* %15, align 4
  store float %69, float* %16, align 4
  %70 = load float, float* %14, align 4
  %71 = load float, float* %15, align 4
  %72 = load float, float* %16, align 4
  %73 = call float @llvm.fma.f32(float %70, float %71, float %72) #4
  store float %73, float* %24, align 4
  %74 = load float, float* %24, align 4
  store float %74, float* %7, align 4
  %75 = load float, float* %7, align 4
  %76 = call float @llvm.nvvm.rsqrt.approx.f(float %75) #4
  store float %76, float* %25, align 4
  %77 = load float, float* %21, align 4
  %78 = load float, float* %25, align 4
  %79 = fmul float %77, %78
  %80 = load float*, float** %18, align 8
  %81 = load i32, i32* %20, align 4
  %82 = mul nsw i32 5, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, float* %80, i64 %83
  store float %79, float* %84, align 4
  %85 = load float, float* %22, align 4
  %86 = load float, float* %25, align 4
  %87 = fmul float %85, %86
  %88 = load float*, float** %18, align 8
  %89 = load i32, i32* %20, align 4
  %90 = mul nsw i32 5, %89
  %91 = add nsw i32 %90, 1
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, float* %88, i64 %92
  store float %87, float* %93, align 4
  %94 = load float, float* %23, align 4
  %95 = load float, float* %25, align 4
  %96 = fmul float %94, %95
  %97 = load float*, float** %18, align 8
  %98 = load i32, i32* %20, align 4
  %99 = mul nsw i32 5, %98
  %100 = add nsw i32 %99, 2
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, float* %97, i64 %101
  store float %96, float* %102, align 4
  %103 = load float, float* %24, align 4
  store float %103, float* %6, align 4
  %104 = load float, float* %6, align 4
  %105 = call float @llvm.nvvm.lg2.approx.f(float %104) #4
  %106 = load float*, float** %18, align 8
  %107 = load i32, i32* %20, align 4
  %108 = mul nsw i32 5, %107
  %109 = add nsw i32 %108, 3
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, float* %106, i64 %110
  store float %105, float* %111, align 4
  %112 = load float, float* %24, align 4
  store float %112, float* %5, align 4
  %113 = load float, float* %5, align 4
  %114 = call float @llvm.nvvm.lg2.approx.f(float %113) #4
  %115 = fmul float %114, 0x3FE62E4300000000
  %116 = load float, float* %24, align 4
  store float %116, float* %4, align 4
  %117 = load float, float* %4, align 4
  %118 = call float @llvm.sqrt.f32(float %117) #4
  %119 = fadd float %115, %118
  %120 = load float*, float** %18, align 8
  %121 = load i32, i32* %20, align 4
  %122 = mul nsw i32 5, %121
  %123 = add nsw i32 %122, 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds float, float* %120, i64 %124
  store float %119, float* %125, align 4
  br label %126

126:                                              ; preds = %35, %34
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @rotate2d(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3) #0 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  store float* %0, float** %7, align 8
  store float* %1, float** %8, align 8
  store float* %2, float** %9, align 8
  store i32 %3, i32* %10, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %19 = mul i32 %17, %18
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %21 = add i32 %19, %20
  store i32 %21, i32* %11, align 4
  %22 = load i32, i32* %11, align 4
  %23 = load i32, i32* %10, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %4
  br label %77

26:                                               ; preds = %4
  %27 = load float*, float** %8, align 8
  %28 = load i32, i32* %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, float* %27, i64 %29
  %31 = load float, float* %30, align 4
  %32 = fmul float %31, 0x400921FB60000000
  store float %32, float* %12, align 4
  %33 = load float, float* %12, align 4
  store float %33, float* %6, align 4
  %34 = load float, float* %6, align 4
  %35 = call float @llvm.nvvm.sin.approx.f(float %34) #4
  store float %35, float* %13, align 4
  %36 = load float, float* %12, align 4
  store float %36, float* %5, align 4
  %37 = load float, float* %5, align 4
  %38 = call float @llvm.nvvm.cos.approx.f(float %37) #4
  store float %38, float* %14, align 4
  %39 = load float*, float** %7, align 8
  %40 = load i32, i32* %11, align 4
  %41 = mul nsw i32 2, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, float* %39, i64 %42
  %44 = load float, float* %43, align 4
  store float %44, float* %15, align 4
  %45 = load float*, float** %7, align 8
  %46 = load i32, i32* %11, align 4
  %47 = mul nsw i32 2, %46
  %48 = add nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, float* %45, i64 %49
  %51 = load float, float* %50, align 4
  store float %51, float* %16, align 4
  %52 = load float, float* %14, align 4
  %53 = load float, float* %15, align 4
  %54 = fmul float %52, %53
  %55 = load float, float* %13, align 4
  %56 = load float, float* %16, align 4
  %57 = fmul float %55, %56
  %58 = fsub float %54, %57
  %59 = load float*, float** %9, align 8
  %60 = load i32, i32* %11, align 4
  %61 = mul nsw i32 2, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, float* %59, i64 %62
  store float %58, float* %63, align 4
  %64 = load float, float* %13, align 4
  %65 = load float, float* %15, align 4
  %66 = fmul float %64, %65
  %67 = load float, float* %14, align 4
  %68 = load float, float* %16, align 4
  %69 = fmul float %67, %68
  %70 = fadd float %66, %69
  %71 = load float*, float** %9, align 8
  %72 = load i32, i32* %11, align 4
  %73 = mul nsw i32 2, %72
  %74 = add nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, float* %71, i64 %75
  store float %70, float* %76, align 4
  br label %77

77:                                               ; preds = %26, %25
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.approx.f(float, float) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.f(float) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.lg2.approx.f(float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sin.approx.f(float) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.cos.approx.f(float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (float*, float*, float*, i32)* @gelu_sigmoid, !"kernel", i32 1}
!1 = !{void (float*, float*, i32)* @normalize3, !"kernel", i32 1}
!2 = !{void (float*, float*, float*, i32)* @rotate2d, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
