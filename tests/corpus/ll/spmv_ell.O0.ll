source_filename = "spmv_ell.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @spmv_ell(i32* noundef %0, float* noundef %1, float* noundef %2, float* noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca i32*, align 8
  %12 = alloca float*, align 8
  %13 = alloca float*, align 8
  %14 = alloca float*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32* %0, i32** %11, align 8
  store float* %1, float** %12, align 8
  store float* %2, float** %13, align 8
  store float* %3, float** %14, align 8
  store i32 %4, i32* %15, align 4
  store i32 %5, i32* %16, align 4
  store i32 %6, i32* %17, align 4
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %25 = mul i32 %23, %24
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %27 = add i32 %25, %26
  store i32 %27, i32* %18, align 4
  %28 = load i32, i32* %18, align 4
  %29 = load i32, i32* %15, align 4
  %30 = icmp sge i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %7
  br label %86

32:                                               ; preds = %7
  store float 0.000000e+00, float* %19, align 4
  store i32 0, i32* %20, align 4
  br label %33

33:                                               ; preds = %77, %32
  %34 = load i32, i32* %20, align 4
  %35 = load i32, i32* %16, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %80

37:                                               ; preds = %33
  %38 = load i32*, i32** %11, align 8
  %39 = load i32, i32* %20, align 4
  %40 = load i32, i32* %15, align 4
  %41 = mul nsw i32 %39, %40
  %42 = load i32, i32* %18, align 4
  %43 = add nsw i32 %41, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, i32* %38, i64 %44
  %46 = load i32, i32* %45, align 4
  store i32 %46, i32* %21, align 4
  %47 = load i32, i32* %21, align 4
  %48 = icmp slt i32 %47, 0
  br i1 %48, label %49, label %54

49:                                               ; preds = %37
  %50 = load i32, i32* %21, align 4
  %51 = and i32 %50, 1
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %49
  br label %77

54:                                               ; preds = %49, %37
  %55 = load i32, i32* %21, align 4
  %56 = load i32, i32* %17, align 4
  %57 = urem i32 %55, %56
  store i32 %57, i32* %22, align 4
  %58 = load float*, float** %12, align 8
  %59 = load i32, i32* %20, align 4
  %60 = load i32, i32* %15, align 4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, i32* %18, align 4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, float* %58, i64 %64
  %66 = load float, float* %65, align 4
  %67 = load float*, float** %13, align 8
  %68 = load i32, i32* %22, align 4
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds float, float* %67, i64 %69
  %71 = load float, float* %70, align 4
  %72 = load float, float* %19, align 4
  store float %66, float* %8, align 4
  store float %71, float* %9, align 4
  store float %72, float* %10, align 4
  %73 = load float, float* %8, align 4
  %74 = load float, float* %9, align 4
  %75 = load float, float* %10, align 4
  %76 = call float @llvm.fma.f32(float %73, float %74, float %75) #3
  store float %76, float* %19, align 4
  br label %77

77:                                               ; preds = %54, %53
  %78 = load i32, i32* %20, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %20, align 4
  br label %33, !llvm.loop !5

80:                                               ; preds = %33
  %81 = load float, float* %19, align 4
  %82 = load float*, float** %14, align 8
  %83 = load i32, i32* %18, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, float* %82, i64 %84
  store float %81, float* %85, align 4
  br label %86

86:                                               ; preds = %80, %31
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, float*, float*, float*, i32, i32, i32)* @spmv_ell, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
