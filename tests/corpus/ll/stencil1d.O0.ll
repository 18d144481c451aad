source_filename = "stencil1d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@tile = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @stencil1d_shared(float* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca float*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store float* %0, float** %4, align 8
  store float* %1, float** %5, align 8
  store i32 %2, i32* %6, align 4
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %11 = mul i32 %9, %10
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %13 = add i32 %11, %12
  store i32 %13, i32* %7, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %15 = add i32 %14, 1
  store i32 %15, i32* %8, align 4
  %16 = load i32, i32* %7, align 4
  %17 = load i32, i32* %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %3
  %20 = load float*, float** %4, align 8
  %21 = load i32, i32* %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, float* %20, i64 %22
  %24 = load float, float* %23, align 4
  br label %26

25:                                               ; preds = %3
  br label %26

26:                                               ; preds = %25, %19
  %27 = phi float [ %24, %19 ], [ 0.000000e+00, %25 ]
  %28 = load i32, i32* %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @tile to [0 x float]*), i64 0, i64 %29
  store float %27, float* %30, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %51

33:                                               ; preds = %26
  %34 = load i32, i32* %7, align 4
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %36, label %48

36:                                               ; preds = %33
  %37 = load i32, i32* %7, align 4
  %38 = sub nsw i32 %37, 1
  %39 = load i32, i32* %6, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %48

41:                                               ; preds = %36
  %42 = load float*, float** %4, align 8
  %43 = load i32, i32* %7, align 4
  %44 = sub nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, float* %42, i64 %45
  %47 = load float, float* %46, align 4
  br label %49

48:                                               ; preds = %36, %33
  br label %49

49:                                               ; preds = %48, %41
  %50 = phi float [ %47, %41 ], [ 0.000000e+00, %48 ]
  store float %50, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @tile to [0 x float]*), i64 0, i64 0), align 4
  br label %51

51:                                               ; preds = %49, %26
  %52 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %53 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %54 = sub i32 %53, 1
  %55 = icmp eq i32 %52, %54
  br i1 %55, label %56, label %75

56:                                               ; preds = %51
  %57 = load i32, i32* %7, align 4
  %58 = add nsw i32 %57, 1
  %59 = load i32, i32* %6, align 4
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %61, label %68

61:                                               ; preds = %56
  %62 = load float*, float** %4, align 8
  %63 = load i32, i32* %7, align 4
  %64 = add nsw i32 %63, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, float* %62, i64 %65
  %67 = load float, float* %66, align 4
  br label %69

68:                                               ; preds = %56
  br label %69

69:                                               ; preds = %68, %61
  %70 = phi float [ %67, %61 ], [ 0.000000e+00, %68 ]
  %71 = load i32, i32* %8, align 4
  %72 = add nsw i32 %71, 1
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @tile to [0 x float]*), i64 0, i64 %73
  store float %70, float* %74, align 4
  br label %75

75:                                               ; preds = %69, %51
  call void @llvm.nvvm.barrier0()
  %76 = load i32, i32* %7, align 4
  %77 = load i32, i32* %6, align 4
  %78 = icmp slt i32 %76, %77
  br i1 %78, label %79, label %103

79:                                               ; preds = %75
  %80 = load i32, i32* %8, align 4
  %81 = sub nsw i32 %80, 1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @tile to [0 x float]*), i64 0, i64 %82
  %84 = load float, float* %83, align 4
  %85 = fmul float 2.500000e-01, %84
  %86 = load i32, i32* %8, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @tile to [0 x float]*), i64 0, i64 %87
  %89 = load float, float* %88, align 4
  %90 = fmul float 5.000000e-01, %89
  %91 = fadd float %85, %90
  %92 = load i32, i32* %8, align 4
  %93 = add nsw i32 %92, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @tile to [0 x float]*), i64 0, i64 %94
  %96 = load float, float* %95, align 4
  %97 = fmul float 2.500000e-01, %96
  %98 = fadd float %91, %97
  %99 = load float*, float** %5, align 8
  %100 = load i32, i32* %7, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, float* %99, i64 %101
  store float %98, float* %102, align 4
  br label %103

103:                                              ; preds = %79, %75
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @stencil1d_clamp5(float* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  store float* %0, float** %8, align 8
  store float* %1, float** %9, align 8
  store i32 %2, i32* %10, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %18 = mul i32 %16, %17
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %20 = add i32 %18, %19
  store i32 %20, i32* %11, align 4
  %21 = load i32, i32* %11, align 4
  %22 = load i32, i32* %10, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %3
  br label %86

25:                                               ; preds = %3
  store float 0.000000e+00, float* %12, align 4
  store i32 -2, i32* %13, align 4
  br label %26

26:                                               ; preds = %77, %25
  %27 = load i32, i32* %13, align 4
  %28 = icmp sle i32 %27, 2
  br i1 %28, label %29, label %80

29:                                               ; preds = %26
  %30 = load i32, i32* %11, align 4
  %31 = load i32, i32* %13, align 4
  %32 = add nsw i32 %30, %31
  store i32 %32, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %33 = load i32, i32* %4, align 4
  %34 = load i32, i32* %5, align 4
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, i32* %4, align 4
  br label %40

38:                                               ; preds = %29
  %39 = load i32, i32* %5, align 4
  br label %40

40:                                               ; preds = %36, %38
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  %42 = load i32, i32* %10, align 4
  %43 = sub nsw i32 %42, 1
  store i32 %41, i32* %6, align 4
  store i32 %43, i32* %7, align 4
  %44 = load i32, i32* %6, align 4
  %45 = load i32, i32* %7, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %49

47:                                               ; preds = %40
  %48 = load i32, i32* %6, align 4
  br label %51

49:                                               ; preds = %40
  %50 = load i32, i32* %7, align 4
  br label %51

51:                                               ; preds = %47, %49
  %52 = phi i32 [ %48, %47 ], [ %50, %49 ]
  store i32 %52, i32* %14, align 4
  %53 = load i32, i32* %13, align 4
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %51
  br label %66

56:                                               ; preds = %51
  %57 = load i32, i32* %13, align 4
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %62, label %59

59:                                               ; preds = %56
  %60 = load i32, i32* %13, align 4
  %61 = icmp eq i32 %60, -1
  br label %62

62:                                               ; preds = %59, %56
  %63 = phi i1 [ true, %56 ], [ %61, %59 ]
  %64 = zext i1 %63 to i64
  %65 = select i1 %63, float 0x3FC99999A0000000, float 0x3FB99999A0000000
  br label %66

66:                                               ; preds = %62, %55
  %67 = phi float [ 0x3FD99999A0000000, %55 ], [ %65, %62 ]
  store float %67, float* %15, align 4
  %68 = load float, float* %15, align 4
  %69 = load float*, float** %8, align 8
  %70 = load i32, i32* %14, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, float* %69, i64 %71
  %73 = load float, float* %72, align 4
  %74 = fmul float %68, %73
  %75 = load float, float* %12, align 4
  %76 = fadd float %75, %74
  store float %76, float* %12, align 4
  br label %77

77:                                               ; preds = %66
  %78 = load i32, i32* %13, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %13, align 4
  br label %26, !llvm.loop !6

80:                                               ; preds = %26
  %81 = load float, float* %12, align 4
  %82 = load float*, float** %9, align 8
  %83 = load i32, i32* %11, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, float* %82, i64 %84
  store float %81, float* %85, align 4
  br label %86

86:                                               ; preds = %80, %24
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32)* @stencil1d_shared, !"kernel", i32 1}
!1 = !{void (float*, float*, i32)* @stencil1d_clamp5, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
