source_filename = "bf16_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bf16_axpy(i32 noundef %0, float noundef %1, i16* noundef %2, i16* noundef %3) #0 {
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i16*, align 8
  %16 = alloca i16*, align 8
  %17 = alloca i32, align 4
  store i32 %0, i32* %13, align 4
  store float %1, float* %14, align 4
  store i16* %2, i16** %15, align 8
  store i16* %3, i16** %16, align 8
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %22 = add i32 %20, %21
  store i32 %22, i32* %17, align 4
  %23 = load i32, i32* %17, align 4
  %24 = load i32, i32* %13, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %58

26:                                               ; preds = %4
  %27 = load float, float* %14, align 4
  %28 = load i16*, i16** %15, align 8
  %29 = load i32, i32* %17, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i16, i16* %28, i64 %30
  %32 = load i16, i16* %31, align 2
  store i16 %32, i16* %5, align 2
  %33 = load i16, i16* %5, align 2
  %34 = zext i16 %33 to i32
  %35 = shl i32 %34, 16
  store i32 %35, i32* %6, align 4
  %36 = bitcast i32* %6 to float*
  %37 = load float, float* %36, align 4
  %38 = load i16*, i16** %16, align 8
  %39 = load i32, i32* %17, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i16, i16* %38, i64 %40
  %42 = load i16, i16* %41, align 2
  store i16 %42, i16* %7, align 2
  %43 = load i16, i16* %7, align 2
  %44 = zext i16 %43 to i32
  %45 = shl i32 %44, 16
  store i32 %45, i32* %8, align 4
  %46 = bitcast i32* %8 to float*
  %47 = load float, float* %46, align 4
  store float %27, float* %9, align 4
  store float %37, float* %10, align 4
  store float %47, float* %11, align 4
  %48 = load float, float* %9, align 4
  %49 = load float, float* %10, align 4
  %50 = load float, float* %11, align 4
  %51 = call float @llvm.fma.f32(float %48, float %49, float %50) #4
  store float %51, float* %12, align 4
  %52 = load float, float* %12, align 4
  %53 = call i16 @llvm.nvvm.f2bf16.rn(float %52) #4
  %54 = load i16*, i16** %16, align 8
  %55 = load i32, i32* %17, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i16, i16* %54, i64 %56
  store i16 %53, i16* %57, align 2
  br label %58

58:                                               ; preds = %26, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bf16x2_pack(i32 noundef %0, float noundef %1, float* noundef %2, i32* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store float %1, float* %6, align 4
  store float* %2, float** %7, align 8
  store i32* %3, i32** %8, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %12 = mul i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %14 = add i32 %12, %13
  store i32 %14, i32* %9, align 4
  %15 = load i32, i32* %9, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %41

18:                                               ; preds = %4
  %19 = load float*, float** %7, align 8
  %20 = load i32, i32* %9, align 4
  %21 = mul nsw i32 2, %20
  %22 = add nsw i32 %21, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, float* %19, i64 %23
  %25 = load float, float* %24, align 4
  %26 = load float, float* %6, align 4
  %27 = fmul float %25, %26
  %28 = load float*, float** %7, align 8
  %29 = load i32, i32* %9, align 4
  %30 = mul nsw i32 2, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, float* %28, i64 %31
  %33 = load float, float* %32, align 4
  %34 = load float, float* %6, align 4
  %35 = fmul float %33, %34
  %36 = call i32 @llvm.nvvm.ff2bf16x2.rn(float %27, float %35)
  %37 = load i32*, i32** %8, align 8
  %38 = load i32, i32* %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32* %37, i64 %39
  store i32 %36, i32* %40, align 4
  br label %41

41:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @llvm.nvvm.ff2bf16x2.rn(float, float) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bf16_rowsum(i32 noundef %0, i32 noundef %1, i16* noundef %2, i16* noundef %3, float* noundef %4) #0 {
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i16*, align 8
  %12 = alloca i16*, align 8
  %13 = alloca float*, align 8
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  store i32 %0, i32* %9, align 4
  store i32 %1, i32* %10, align 4
  store i16* %2, i16** %11, align 8
  store i16* %3, i16** %12, align 8
  store float* %4, float** %13, align 8
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %19 = mul i32 %17, %18
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %21 = add i32 %19, %20
  store i32 %21, i32* %14, align 4
  %22 = load i32, i32* %14, align 4
  %23 = load i32, i32* %9, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %5
  br label %64

26:                                               ; preds = %5
  store float 0.000000e+00, float* %15, align 4
  store i32 0, i32* %16, align 4
  br label %27

27:                                               ; preds = %48, %26
  %28 = load i32, i32* %16, align 4
  %29 = load i32, i32* %10, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %51

31:                                               ; preds = %27
  %32 = load i16*, i16** %11, align 8
  %33 = load i32, i32* %14, align 4
  %34 = load i32, i32* %10, align 4
  %35 = mul nsw i32 %33, %34
  %36 = load i32, i32* %16, align 4
  %37 = add nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i16, i16* %32, i64 %38
  %40 = load i16, i16* %39, align 2
  store i16 %40, i16* %6, align 2
  %41 = load i16, i16* %6, align 2
  %42 = zext i16 %41 to i32
  %43 = shl i32 %42, 16
  store i32 %43, i32* %7, align 4
  %44 = bitcast i32* %7 to float*
  %45 = load float, float* %44, align 4
  %46 = load float, float* %15, align 4
  %47 = fadd float %46, %45
  store float %47, float* %15, align 4
  br label %48

48:                                               ; preds = %31
  %49 = load i32, i32* %16, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %16, align 4
  br label %27, !llvm.loop !7

51:                                               ; preds = %27
  %52 = load float, float* %15, align 4
  store float %52, float* %8, align 4
  %53 = load float, float* %8, align 4
  %54 = call i16 @llvm.nvvm.f2bf16.rn(float %53) #4
  %55 = load i16*, i16** %12, align 8
  %56 = load i32, i32* %14, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i16, i16* %55, i64 %57
  store i16 %54, i16* %58, align 2
  %59 = load float, float* %15, align 4
  %60 = load float*, float** %13, align 8
  %61 = load i32, i32* %14, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, float* %60, i64 %62
  store float %59, float* %63, align 4
  br label %64

64:                                               ; preds = %51, %25
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone
declare i16 @llvm.nvvm.f2bf16.rn(float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #1 = { nounwind readnone }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32, float, i16*, i16*)* @bf16_axpy, !"kernel", i32 1}
!1 = !{void (i32, float, float*, i32*)* @bf16x2_pack, !"kernel", i32 1}
!2 = !{void (i32, i32, i16*, i16*, float*)* @bf16_rowsum, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
