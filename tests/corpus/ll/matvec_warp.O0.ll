source_filename = "matvec_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @gemv_warp_row(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float*, align 8
  %14 = alloca float*, align 8
  %15 = alloca float*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca float*, align 8
  %21 = alloca float, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store float* %0, float** %13, align 8
  store float* %1, float** %14, align 8
  store float* %2, float** %15, align 8
  store i32 %3, i32* %16, align 4
  store i32 %4, i32* %17, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %26 = mul i32 %24, %25
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %28 = add i32 %26, %27
  store i32 %28, i32* %18, align 4
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %29, i32* %19, align 4
  %30 = load i32, i32* %18, align 4
  %31 = load i32, i32* %16, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %5
  br label %95

34:                                               ; preds = %5
  %35 = load float*, float** %13, align 8
  %36 = load i32, i32* %18, align 4
  %37 = sext i32 %36 to i64
  %38 = load i32, i32* %17, align 4
  %39 = sext i32 %38 to i64
  %40 = mul nsw i64 %37, %39
  %41 = getelementptr inbounds float, float* %35, i64 %40
  store float* %41, float** %20, align 8
  store float 0.000000e+00, float* %21, align 4
  %42 = load i32, i32* %19, align 4
  store i32 %42, i32* %22, align 4
  br label %43

43:                                               ; preds = %63, %34
  %44 = load i32, i32* %22, align 4
  %45 = load i32, i32* %17, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %66

47:                                               ; preds = %43
  %48 = load float*, float** %20, align 8
  %49 = load i32, i32* %22, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, float* %48, i64 %50
  %52 = load float, float* %51, align 4
  %53 = load float*, float** %14, align 8
  %54 = load i32, i32* %22, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, float* %53, i64 %55
  %57 = load float, float* %56, align 4
  %58 = load float, float* %21, align 4
  store float %52, float* %10, align 4
  store float %57, float* %11, align 4
  store float %58, float* %12, align 4
  %59 = load float, float* %10, align 4
  %60 = load float, float* %11, align 4
  %61 = load float, float* %12, align 4
  %62 = call float @llvm.fma.f32(float %59, float %60, float %61) #4
  store float %62, float* %21, align 4
  br label %63

63:                                               ; preds = %47
  %64 = load i32, i32* %22, align 4
  %65 = add nsw i32 %64, 32
  store i32 %65, i32* %22, align 4
  br label %43, !llvm.loop !7

66:                                               ; preds = %43
  store i32 16, i32* %23, align 4
  br label %67

67:                                               ; preds = %83, %66
  %68 = load i32, i32* %23, align 4
  %69 = icmp sgt i32 %68, 0
  br i1 %69, label %70, label %86

70:                                               ; preds = %67
  %71 = load float, float* %21, align 4
  %72 = load i32, i32* %23, align 4
  store i32 -1, i32* %6, align 4
  store float %71, float* %7, align 4
  store i32 %72, i32* %8, align 4
  store i32 32, i32* %9, align 4
  %73 = load i32, i32* %6, align 4
  %74 = load float, float* %7, align 4
  %75 = load i32, i32* %8, align 4
  %76 = load i32, i32* %9, align 4
  %77 = sub nsw i32 32, %76
  %78 = shl i32 %77, 8
  %79 = or i32 %78, 31
  %80 = call float @llvm.nvvm.shfl.sync.down.f32(i32 %73, float %74, i32 %75, i32 %79) #4
  %81 = load float, float* %21, align 4
  %82 = fadd float %81, %80
  store float %82, float* %21, align 4
  br label %83

83:                                               ; preds = %70
  %84 = load i32, i32* %23, align 4
  %85 = ashr i32 %84, 1
  store i32 %85, i32* %23, align 4
  br label %67, !llvm.loop !9

86:                                               ; preds = %67
  %87 = load i32, i32* %19, align 4
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %89, label %95

89:                                               ; preds = %86
  %90 = load float, float* %21, align 4
  %91 = load float*, float** %15, align 8
  %92 = load i32, i32* %18, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, float* %91, i64 %93
  store float %90, float* %94, align 4
  br label %95

95:                                               ; preds = %33, %89, %86
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @gemv_t_col(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float*, align 8
  %10 = alloca float*, align 8
  %11 = alloca float*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  store float* %0, float** %9, align 8
  store float* %1, float** %10, align 8
  store float* %2, float** %11, align 8
  store i32 %3, i32* %12, align 4
  store i32 %4, i32* %13, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %19 = mul i32 %17, %18
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %21 = add i32 %19, %20
  store i32 %21, i32* %14, align 4
  %22 = load i32, i32* %14, align 4
  %23 = load i32, i32* %13, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %5
  br label %62

26:                                               ; preds = %5
  store float 0.000000e+00, float* %15, align 4
  store i32 0, i32* %16, align 4
  br label %27

27:                                               ; preds = %53, %26
  %28 = load i32, i32* %16, align 4
  %29 = load i32, i32* %12, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %56

31:                                               ; preds = %27
  %32 = load float*, float** %9, align 8
  %33 = load i32, i32* %16, align 4
  %34 = sext i32 %33 to i64
  %35 = load i32, i32* %13, align 4
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %34, %36
  %38 = load i32, i32* %14, align 4
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %37, %39
  %41 = getelementptr inbounds float, float* %32, i64 %40
  %42 = load float, float* %41, align 4
  %43 = load float*, float** %10, align 8
  %44 = load i32, i32* %16, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, float* %43, i64 %45
  %47 = load float, float* %46, align 4
  %48 = load float, float* %15, align 4
  store float %42, float* %6, align 4
  store float %47, float* %7, align 4
  store float %48, float* %8, align 4
  %49 = load float, float* %6, align 4
  %50 = load float, float* %7, align 4
  %51 = load float, float* %8, align 4
  %52 = call float @llvm.fma.f32(float %49, float %50, float %51) #4
  store float %52, float* %15, align 4
  br label %53

53:                                               ; preds = %31
  %54 = load i32, i32* %16, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %16, align 4
  br label %27, !llvm.loop !10

56:                                               ; preds = %27
  %57 = load float, float* %15, align 4
  %58 = load float*, float** %11, align 8
  %59 = load i32, i32* %14, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, float* %58, i64 %60
  store float %57, float* %61, align 4
  br label %62

62:                                               ; preds = %56, %25
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (float*, float*, float*, i32, i32)* @gemv_warp_row, !"kernel", i32 1}
!1 = !{void (float*, float*, float*, i32, i32)* @gemv_warp_row, !"maxntidx", i32 256}
!2 = !{void (float*, float*, float*, i32, i32)* @gemv_t_col, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
