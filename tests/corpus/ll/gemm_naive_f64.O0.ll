source_filename = "gemm_naive_f64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @dgemm_naive(i32 noundef %0, i32 noundef %1, i32 noundef %2, double* noundef %3, double* noundef %4, double* noundef %5) #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double*, align 8
  %14 = alloca double*, align 8
  %15 = alloca double*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  store i32 %0, i32* %10, align 4
  store i32 %1, i32* %11, align 4
  store i32 %2, i32* %12, align 4
  store double* %3, double** %13, align 8
  store double* %4, double** %14, align 8
  store double* %5, double** %15, align 8
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %22 = mul i32 %20, %21
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %24 = add i32 %22, %23
  store i32 %24, i32* %16, align 4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %27 = mul i32 %25, %26
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %29 = add i32 %27, %28
  store i32 %29, i32* %17, align 4
  %30 = load i32, i32* %17, align 4
  %31 = load i32, i32* %10, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %37, label %33

33:                                               ; preds = %6
  %34 = load i32, i32* %16, align 4
  %35 = load i32, i32* %11, align 4
  %36 = icmp sge i32 %34, %35
  br i1 %36, label %37, label %38

37:                                               ; preds = %33, %6
  br label %80

38:                                               ; preds = %33
  store double 0.000000e+00, double* %18, align 8
  store i32 0, i32* %19, align 4
  br label %39

39:                                               ; preds = %67, %38
  %40 = load i32, i32* %19, align 4
  %41 = load i32, i32* %12, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %70

43:                                               ; preds = %39
  %44 = load double*, double** %13, align 8
  %45 = load i32, i32* %17, align 4
  %46 = load i32, i32* %12, align 4
  %47 = mul nsw i32 %45, %46
  %48 = load i32, i32* %19, align 4
  %49 = add nsw i32 %47, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, double* %44, i64 %50
  %52 = load double, double* %51, align 8
  %53 = load double*, double** %14, align 8
  %54 = load i32, i32* %19, align 4
  %55 = load i32, i32* %11, align 4
  %56 = mul nsw i32 %54, %55
  %57 = load i32, i32* %16, align 4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, double* %53, i64 %59
  %61 = load double, double* %60, align 8
  %62 = load double, double* %18, align 8
  store double %52, double* %7, align 8
  store double %61, double* %8, align 8
  store double %62, double* %9, align 8
  %63 = load double, double* %7, align 8
  %64 = load double, double* %8, align 8
  %65 = load double, double* %9, align 8
  %66 = call double @llvm.fma.f64(double %63, double %64, double %65) #3
  store double %66, double* %18, align 8
  br label %67

67:                                               ; preds = %43
  %68 = load i32, i32* %19, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %19, align 4
  br label %39, !llvm.loop !6

70:                                               ; preds = %39
  %71 = load double, double* %18, align 8
  %72 = load double*, double** %15, align 8
  %73 = load i32, i32* %17, align 4
  %74 = load i32, i32* %11, align 4
  %75 = mul nsw i32 %73, %74
  %76 = load i32, i32* %16, align 4
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds double, double* %72, i64 %78
  store double %71, double* %79, align 8
  br label %80

80:                                               ; preds = %70, %37
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @dgemv(i32 noundef %0, i32 noundef %1, double noundef %2, double* noundef %3, double* noundef %4, double noundef %5, double* noundef %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca double, align 8
  %14 = alloca double*, align 8
  %15 = alloca i32, align 4
  %16 = alloca double*, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  store i32 %0, i32* %8, align 4
  store i32 %1, i32* %9, align 4
  store double %2, double* %10, align 8
  store double* %3, double** %11, align 8
  store double* %4, double** %12, align 8
  store double %5, double* %13, align 8
  store double* %6, double** %14, align 8
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %23 = add i32 %21, %22
  store i32 %23, i32* %15, align 4
  %24 = load i32, i32* %15, align 4
  %25 = load i32, i32* %8, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %7
  br label %73

28:                                               ; preds = %7
  %29 = load double*, double** %11, align 8
  %30 = load i32, i32* %15, align 4
  %31 = sext i32 %30 to i64
  %32 = load i32, i32* %9, align 4
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = getelementptr inbounds double, double* %29, i64 %34
  store double* %35, double** %16, align 8
  store double 0.000000e+00, double* %17, align 8
  store i32 0, i32* %18, align 4
  br label %36

36:                                               ; preds = %54, %28
  %37 = load i32, i32* %18, align 4
  %38 = load i32, i32* %9, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %57

40:                                               ; preds = %36
  %41 = load double*, double** %16, align 8
  %42 = load i32, i32* %18, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, double* %41, i64 %43
  %45 = load double, double* %44, align 8
  %46 = load double*, double** %12, align 8
  %47 = load i32, i32* %18, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds double, double* %46, i64 %48
  %50 = load double, double* %49, align 8
  %51 = fmul double %45, %50
  %52 = load double, double* %17, align 8
  %53 = fadd double %52, %51
  store double %53, double* %17, align 8
  br label %54

54:                                               ; preds = %40
  %55 = load i32, i32* %18, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %18, align 4
  br label %36, !llvm.loop !8

57:                                               ; preds = %36
  %58 = load double, double* %10, align 8
  %59 = load double, double* %17, align 8
  %60 = fmul double %58, %59
  %61 = load double, double* %13, align 8
  %62 = load double*, double** %14, align 8
  %63 = load i32, i32* %15, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, double* %62, i64 %64
  %66 = load double, double* %65, align 8
  %67 = fmul double %61, %66
  %68 = fadd double %60, %67
  %69 = load double*, double** %14, align 8
  %70 = load i32, i32* %15, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, double* %69, i64 %71
  store double %68, double* %72, align 8
  br label %73

73:                                               ; preds = %57, %27
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32, i32, i32, double*, double*, double*)* @dgemm_naive, !"kernel", i32 1}
!1 = !{void (i32, i32, double, double*, double*, double, double*)* @dgemv, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
