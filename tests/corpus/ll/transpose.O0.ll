source_filename = "transpose.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@_ZZ16transpose_sharedE4tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @transpose_naive(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %13 = mul i32 %11, %12
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %15 = add i32 %13, %14
  store i32 %15, i32* %9, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %18 = mul i32 %16, %17
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %20 = add i32 %18, %19
  store i32 %20, i32* %10, align 4
  %21 = load i32, i32* %9, align 4
  %22 = load i32, i32* %7, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %46

24:                                               ; preds = %4
  %25 = load i32, i32* %10, align 4
  %26 = load i32, i32* %8, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %46

28:                                               ; preds = %24
  %29 = load float*, float** %5, align 8
  %30 = load i32, i32* %10, align 4
  %31 = load i32, i32* %7, align 4
  %32 = mul nsw i32 %30, %31
  %33 = load i32, i32* %9, align 4
  %34 = add nsw i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, float* %29, i64 %35
  %37 = load float, float* %36, align 4
  %38 = load float*, float** %6, align 8
  %39 = load i32, i32* %9, align 4
  %40 = load i32, i32* %8, align 4
  %41 = mul nsw i32 %39, %40
  %42 = load i32, i32* %10, align 4
  %43 = add nsw i32 %41, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, float* %38, i64 %44
  store float %37, float* %45, align 4
  br label %46

46:                                               ; preds = %28, %24, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @transpose_shared(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %14 = mul i32 %13, 32
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %16 = add i32 %14, %15
  store i32 %16, i32* %9, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %18 = mul i32 %17, 32
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %20 = add i32 %18, %19
  store i32 %20, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %21

21:                                               ; preds = %55, %4
  %22 = load i32, i32* %11, align 4
  %23 = icmp slt i32 %22, 32
  br i1 %23, label %24, label %58

24:                                               ; preds = %21
  %25 = load i32, i32* %9, align 4
  %26 = load i32, i32* %7, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %54

28:                                               ; preds = %24
  %29 = load i32, i32* %10, align 4
  %30 = load i32, i32* %11, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, i32* %8, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %54

34:                                               ; preds = %28
  %35 = load float*, float** %5, align 8
  %36 = load i32, i32* %10, align 4
  %37 = load i32, i32* %11, align 4
  %38 = add nsw i32 %36, %37
  %39 = load i32, i32* %7, align 4
  %40 = mul nsw i32 %38, %39
  %41 = load i32, i32* %9, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, float* %35, i64 %43
  %45 = load float, float* %44, align 4
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %47 = load i32, i32* %11, align 4
  %48 = add i32 %46, %47
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [32 x [33 x float]], [32 x [33 x float]]* addrspacecast ([32 x [33 x float]] addrspace(3)* @_ZZ16transpose_sharedE4tile to [32 x [33 x float]]*), i64 0, i64 %49
  %51 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [33 x float], [33 x float]* %50, i64 0, i64 %52
  store float %45, float* %53, align 4
  br label %54

54:                                               ; preds = %34, %28, %24
  br label %55

55:                                               ; preds = %54
  %56 = load i32, i32* %11, align 4
  %57 = add nsw i32 %56, 8
  store i32 %57, i32* %11, align 4
  br label %21, !llvm.loop !8

58:                                               ; preds = %21
  call void @llvm.nvvm.barrier0()
  %59 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %60 = mul i32 %59, 32
  %61 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %62 = add i32 %60, %61
  store i32 %62, i32* %9, align 4
  %63 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %64 = mul i32 %63, 32
  %65 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %66 = add i32 %64, %65
  store i32 %66, i32* %10, align 4
  store i32 0, i32* %12, align 4
  br label %67

67:                                               ; preds = %101, %58
  %68 = load i32, i32* %12, align 4
  %69 = icmp slt i32 %68, 32
  br i1 %69, label %70, label %104

70:                                               ; preds = %67
  %71 = load i32, i32* %9, align 4
  %72 = load i32, i32* %8, align 4
  %73 = icmp slt i32 %71, %72
  br i1 %73, label %74, label %100

74:                                               ; preds = %70
  %75 = load i32, i32* %10, align 4
  %76 = load i32, i32* %12, align 4
  %77 = add nsw i32 %75, %76
  %78 = load i32, i32* %7, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %100

80:                                               ; preds = %74
  %81 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds [32 x [33 x float]], [32 x [33 x float]]* addrspacecast ([32 x [33 x float]] addrspace(3)* @_ZZ16transpose_sharedE4tile to [32 x [33 x float]]*), i64 0, i64 %82
  %84 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %85 = load i32, i32* %12, align 4
  %86 = add i32 %84, %85
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [33 x float], [33 x float]* %83, i64 0, i64 %87
  %89 = load float, float* %88, align 4
  %90 = load float*, float** %6, align 8
  %91 = load i32, i32* %10, align 4
  %92 = load i32, i32* %12, align 4
  %93 = add nsw i32 %91, %92
  %94 = load i32, i32* %8, align 4
  %95 = mul nsw i32 %93, %94
  %96 = load i32, i32* %9, align 4
  %97 = add nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, float* %90, i64 %98
  store float %89, float* %99, align 4
  br label %100

100:                                              ; preds = %80, %74, %70
  br label %101

101:                                              ; preds = %100
  %102 = load i32, i32* %12, align 4
  %103 = add nsw i32 %102, 8
  store i32 %103, i32* %12, align 4
  br label %67, !llvm.loop !10

104:                                              ; preds = %67
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @transpose_u16(i16* noundef %0, i16* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i16*, align 8
  %6 = alloca i16*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i16* %0, i16** %5, align 8
  store i16* %1, i16** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %13 = mul i32 %11, %12
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %15 = add i32 %13, %14
  store i32 %15, i32* %9, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %18 = mul i32 %16, %17
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %20 = add i32 %18, %19
  store i32 %20, i32* %10, align 4
  %21 = load i32, i32* %9, align 4
  %22 = load i32, i32* %7, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %46

24:                                               ; preds = %4
  %25 = load i32, i32* %10, align 4
  %26 = load i32, i32* %8, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %46

28:                                               ; preds = %24
  %29 = load i16*, i16** %5, align 8
  %30 = load i32, i32* %10, align 4
  %31 = load i32, i32* %7, align 4
  %32 = mul nsw i32 %30, %31
  %33 = load i32, i32* %9, align 4
  %34 = add nsw i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i16, i16* %29, i64 %35
  %37 = load i16, i16* %36, align 2
  %38 = load i16*, i16** %6, align 8
  %39 = load i32, i32* %9, align 4
  %40 = load i32, i32* %8, align 4
  %41 = mul nsw i32 %39, %40
  %42 = load i32, i32* %10, align 4
  %43 = add nsw i32 %41, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i16, i16* %38, i64 %44
  store i16 %37, i16* %45, align 2
  br label %46

46:                                               ; preds = %28, %24, %4
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (float*, float*, i32, i32)* @transpose_naive, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32)* @transpose_shared, !"kernel", i32 1}
!2 = !{void (float*, float*, i32, i32)* @transpose_shared, !"maxntidx", i32 256}
!3 = !{void (i16*, i16*, i32, i32)* @transpose_u16, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
