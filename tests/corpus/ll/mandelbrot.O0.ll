source_filename = "mandelbrot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @mandelbrot_f32(i32* noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, i32 noundef %7) #0 {
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  store i32* %0, i32** %9, align 8
  store i32 %1, i32* %10, align 4
  store i32 %2, i32* %11, align 4
  store float %3, float* %12, align 4
  store float %4, float* %13, align 4
  store float %5, float* %14, align 4
  store float %6, float* %15, align 4
  store i32 %7, i32* %16, align 4
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %28 = mul i32 %26, %27
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %30 = add i32 %28, %29
  store i32 %30, i32* %17, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %33 = mul i32 %31, %32
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %35 = add i32 %33, %34
  store i32 %35, i32* %18, align 4
  %36 = load i32, i32* %17, align 4
  %37 = load i32, i32* %10, align 4
  %38 = icmp sge i32 %36, %37
  br i1 %38, label %43, label %39

39:                                               ; preds = %8
  %40 = load i32, i32* %18, align 4
  %41 = load i32, i32* %11, align 4
  %42 = icmp sge i32 %40, %41
  br i1 %42, label %43, label %44

43:                                               ; preds = %39, %8
  br label %97

44:                                               ; preds = %39
  %45 = load float, float* %12, align 4
  %46 = load i32, i32* %17, align 4
  %47 = sitofp i32 %46 to float
  %48 = load float, float* %14, align 4
  %49 = fmul float %47, %48
  %50 = fadd float %45, %49
  store float %50, float* %19, align 4
  %51 = load float, float* %13, align 4
  %52 = load i32, i32* %18, align 4
  %53 = sitofp i32 %52 to float
  %54 = load float, float* %15, align 4
  %55 = fmul float %53, %54
  %56 = fadd float %51, %55
  store float %56, float* %20, align 4
  store float 0.000000e+00, float* %21, align 4
  store float 0.000000e+00, float* %22, align 4
  store i32 0, i32* %23, align 4
  br label %57

57:                                               ; preds = %73, %44
  %58 = load i32, i32* %23, align 4
  %59 = load i32, i32* %16, align 4
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %61, label %87

61:                                               ; preds = %57
  %62 = load float, float* %21, align 4
  %63 = load float, float* %21, align 4
  %64 = fmul float %62, %63
  store float %64, float* %24, align 4
  %65 = load float, float* %22, align 4
  %66 = load float, float* %22, align 4
  %67 = fmul float %65, %66
  store float %67, float* %25, align 4
  %68 = load float, float* %24, align 4
  %69 = load float, float* %25, align 4
  %70 = fadd float %68, %69
  %71 = fcmp ogt float %70, 4.000000e+00
  br i1 %71, label %72, label %73

72:                                               ; preds = %61
  br label %87

73:                                               ; preds = %61
  %74 = load float, float* %21, align 4
  %75 = fmul float 2.000000e+00, %74
  %76 = load float, float* %22, align 4
  %77 = fmul float %75, %76
  %78 = load float, float* %20, align 4
  %79 = fadd float %77, %78
  store float %79, float* %22, align 4
  %80 = load float, float* %24, align 4
  %81 = load float, float* %25, align 4
  %82 = fsub float %80, %81
  %83 = load float, float* %19, align 4
  %84 = fadd float %82, %83
  store float %84, float* %21, align 4
  %85 = load i32, i32* %23, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %23, align 4
  br label %57, !llvm.loop !6

87:                                               ; preds = %72, %57
  %88 = load i32, i32* %23, align 4
  %89 = load i32*, i32** %9, align 8
  %90 = load i32, i32* %18, align 4
  %91 = load i32, i32* %10, align 4
  %92 = mul nsw i32 %90, %91
  %93 = load i32, i32* %17, align 4
  %94 = add nsw i32 %92, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, i32* %89, i64 %95
  store i32 %88, i32* %96, align 4
  br label %97

97:                                               ; preds = %87, %43
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @julia_f64(i8* noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, double noundef %4, i32 noundef %5) #0 {
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  store i8* %0, i8** %7, align 8
  store i32 %1, i32* %8, align 4
  store i32 %2, i32* %9, align 4
  store double %3, double* %10, align 8
  store double %4, double* %11, align 8
  store i32 %5, i32* %12, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %23 = add i32 %21, %22
  store i32 %23, i32* %13, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %26 = mul i32 %24, %25
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %28 = add i32 %26, %27
  store i32 %28, i32* %14, align 4
  %29 = load i32, i32* %13, align 4
  %30 = load i32, i32* %8, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %36, label %32

32:                                               ; preds = %6
  %33 = load i32, i32* %14, align 4
  %34 = load i32, i32* %9, align 4
  %35 = icmp sge i32 %33, %34
  br i1 %35, label %36, label %37

36:                                               ; preds = %32, %6
  br label %100

37:                                               ; preds = %32
  %38 = load i32, i32* %13, align 4
  %39 = sitofp i32 %38 to double
  %40 = fmul double 3.000000e+00, %39
  %41 = load i32, i32* %8, align 4
  %42 = sitofp i32 %41 to double
  %43 = fdiv double %40, %42
  %44 = fadd double -1.500000e+00, %43
  store double %44, double* %15, align 8
  %45 = load i32, i32* %14, align 4
  %46 = sitofp i32 %45 to double
  %47 = fmul double 3.000000e+00, %46
  %48 = load i32, i32* %9, align 4
  %49 = sitofp i32 %48 to double
  %50 = fdiv double %47, %49
  %51 = fadd double -1.500000e+00, %50
  store double %51, double* %16, align 8
  store i32 0, i32* %17, align 4
  br label %52

52:                                               ; preds = %83, %37
  %53 = load i32, i32* %17, align 4
  %54 = load i32, i32* %12, align 4
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %86

56:                                               ; preds = %52
  %57 = load double, double* %15, align 8
  %58 = load double, double* %15, align 8
  %59 = fmul double %57, %58
  %60 = load double, double* %16, align 8
  %61 = load double, double* %16, align 8
  %62 = fmul double %60, %61
  %63 = fsub double %59, %62
  %64 = load double, double* %10, align 8
  %65 = fadd double %63, %64
  store double %65, double* %18, align 8
  %66 = load double, double* %15, align 8
  %67 = fmul double 2.000000e+00, %66
  %68 = load double, double* %16, align 8
  %69 = fmul double %67, %68
  %70 = load double, double* %11, align 8
  %71 = fadd double %69, %70
  store double %71, double* %16, align 8
  %72 = load double, double* %18, align 8
  store double %72, double* %15, align 8
  %73 = load double, double* %15, align 8
  %74 = load double, double* %15, align 8
  %75 = fmul double %73, %74
  %76 = load double, double* %16, align 8
  %77 = load double, double* %16, align 8
  %78 = fmul double %76, %77
  %79 = fadd double %75, %78
  %80 = fcmp ogt double %79, 4.000000e+00
  br i1 %80, label %81, label %82

81:                                               ; preds = %56
  br label %86

82:                                               ; preds = %56
  br label %83

83:                                               ; preds = %82
  %84 = load i32, i32* %17, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %17, align 4
  br label %52, !llvm.loop !8

86:                                               ; preds = %81, %52
  %87 = load i32, i32* %17, align 4
  %88 = mul nsw i32 %87, 255
  %89 = load i32, i32* %12, align 4
  %90 = sdiv i32 %88, %89
  %91 = trunc i32 %90 to i8
  %92 = load i8*, i8** %7, align 8
  %93 = load i32, i32* %14, align 4
  %94 = load i32, i32* %8, align 4
  %95 = mul nsw i32 %93, %94
  %96 = load i32, i32* %13, align 4
  %97 = add nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i8, i8* %92, i64 %98
  store i8 %91, i8* %99, align 1
  br label %100

100:                                              ; preds = %86, %36
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32, i32, float, float, float, float, i32)* @mandelbrot_f32, !"kernel", i32 1}
!1 = !{void (i8*, i32, i32, double, double, i32)* @julia_f64, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
