source_filename = "volume_ops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vol_coords(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %19 = add i32 %17, %18
  store i32 %19, i32* %9, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %22 = mul i32 %20, %21
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %24 = add i32 %22, %23
  store i32 %24, i32* %10, align 4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2
  %27 = mul i32 %25, %26
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2
  %29 = add i32 %27, %28
  store i32 %29, i32* %11, align 4
  %30 = load i32, i32* %9, align 4
  %31 = load i32, i32* %6, align 4
  %32 = icmp uge i32 %30, %31
  br i1 %32, label %41, label %33

33:                                               ; preds = %4
  %34 = load i32, i32* %10, align 4
  %35 = load i32, i32* %7, align 4
  %36 = icmp uge i32 %34, %35
  br i1 %36, label %41, label %37

37:                                               ; preds = %33
  %38 = load i32, i32* %11, align 4
  %39 = load i32, i32* %8, align 4
  %40 = icmp uge i32 %38, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %37, %33, %4
  br label %98

42:                                               ; preds = %37
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %47 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2
  %48 = mul i32 %46, %47
  %49 = add i32 %45, %48
  %50 = mul i32 %44, %49
  %51 = add i32 %43, %50
  store i32 %51, i32* %12, align 4
  %52 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %53 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2
  %54 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %55 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2
  %56 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2
  %57 = mul i32 %55, %56
  %58 = add i32 %54, %57
  %59 = mul i32 %53, %58
  %60 = add i32 %52, %59
  store i32 %60, i32* %13, align 4
  %61 = load i32, i32* %11, align 4
  %62 = load i32, i32* %7, align 4
  %63 = mul i32 %61, %62
  %64 = load i32, i32* %10, align 4
  %65 = add i32 %63, %64
  %66 = load i32, i32* %6, align 4
  %67 = mul i32 %65, %66
  %68 = load i32, i32* %9, align 4
  %69 = add i32 %67, %68
  store i32 %69, i32* %14, align 4
  %70 = load i32, i32* %9, align 4
  %71 = mul i32 %70, 73856093
  %72 = load i32, i32* %10, align 4
  %73 = mul i32 %72, 19349663
  %74 = xor i32 %71, %73
  %75 = load i32, i32* %11, align 4
  %76 = mul i32 %75, 83492791
  %77 = xor i32 %74, %76
  %78 = load i32*, i32** %5, align 8
  %79 = load i32, i32* %14, align 4
  %80 = mul i32 2, %79
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds i32, i32* %78, i64 %81
  store i32 %77, i32* %82, align 4
  %83 = load i32, i32* %13, align 4
  %84 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %85 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %86 = mul i32 %84, %85
  %87 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2
  %88 = mul i32 %86, %87
  %89 = mul i32 %83, %88
  %90 = load i32, i32* %12, align 4
  %91 = add i32 %89, %90
  %92 = load i32*, i32** %5, align 8
  %93 = load i32, i32* %14, align 4
  %94 = mul i32 2, %93
  %95 = add i32 %94, 1
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds i32, i32* %92, i64 %96
  store i32 %91, i32* %97, align 4
  br label %98

98:                                               ; preds = %42, %41
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vol_downsample2(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca float*, align 8
  %7 = alloca float*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store float* %0, float** %6, align 8
  store float* %1, float** %7, align 8
  store i32 %2, i32* %8, align 4
  store i32 %3, i32* %9, align 4
  store i32 %4, i32* %10, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %23 = mul i32 %21, %22
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %25 = add i32 %23, %24
  store i32 %25, i32* %11, align 4
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %28 = mul i32 %26, %27
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %30 = add i32 %28, %29
  store i32 %30, i32* %12, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2
  %33 = mul i32 %31, %32
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2
  %35 = add i32 %33, %34
  store i32 %35, i32* %13, align 4
  %36 = load i32, i32* %8, align 4
  %37 = sdiv i32 %36, 2
  store i32 %37, i32* %14, align 4
  %38 = load i32, i32* %9, align 4
  %39 = sdiv i32 %38, 2
  store i32 %39, i32* %15, align 4
  %40 = load i32, i32* %10, align 4
  %41 = sdiv i32 %40, 2
  store i32 %41, i32* %16, align 4
  %42 = load i32, i32* %11, align 4
  %43 = load i32, i32* %14, align 4
  %44 = icmp sge i32 %42, %43
  br i1 %44, label %53, label %45

45:                                               ; preds = %5
  %46 = load i32, i32* %12, align 4
  %47 = load i32, i32* %15, align 4
  %48 = icmp sge i32 %46, %47
  br i1 %48, label %53, label %49

49:                                               ; preds = %45
  %50 = load i32, i32* %13, align 4
  %51 = load i32, i32* %16, align 4
  %52 = icmp sge i32 %50, %51
  br i1 %52, label %53, label %54

53:                                               ; preds = %49, %45, %5
  br label %117

54:                                               ; preds = %49
  store float 0.000000e+00, float* %17, align 4
  store i32 0, i32* %18, align 4
  br label %55

55:                                               ; preds = %99, %54
  %56 = load i32, i32* %18, align 4
  %57 = icmp slt i32 %56, 2
  br i1 %57, label %58, label %102

58:                                               ; preds = %55
  store i32 0, i32* %19, align 4
  br label %59

59:                                               ; preds = %95, %58
  %60 = load i32, i32* %19, align 4
  %61 = icmp slt i32 %60, 2
  br i1 %61, label %62, label %98

62:                                               ; preds = %59
  store i32 0, i32* %20, align 4
  br label %63

63:                                               ; preds = %91, %62
  %64 = load i32, i32* %20, align 4
  %65 = icmp slt i32 %64, 2
  br i1 %65, label %66, label %94

66:                                               ; preds = %63
  %67 = load float*, float** %6, align 8
  %68 = load i32, i32* %13, align 4
  %69 = mul nsw i32 2, %68
  %70 = load i32, i32* %18, align 4
  %71 = add nsw i32 %69, %70
  %72 = load i32, i32* %9, align 4
  %73 = mul nsw i32 %71, %72
  %74 = load i32, i32* %12, align 4
  %75 = mul nsw i32 2, %74
  %76 = load i32, i32* %19, align 4
  %77 = add nsw i32 %75, %76
  %78 = add nsw i32 %73, %77
  %79 = load i32, i32* %8, align 4
  %80 = mul nsw i32 %78, %79
  %81 = load i32, i32* %11, align 4
  %82 = mul nsw i32 2, %81
  %83 = load i32, i32* %20, align 4
  %84 = add nsw i32 %82, %83
  %85 = add nsw i32 %80, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, float* %67, i64 %86
  %88 = load float, float* %87, align 4
  %89 = load float, float* %17, align 4
  %90 = fadd float %89, %88
  store float %90, float* %17, align 4
  br label %91

91:                                               ; preds = %66
  %92 = load i32, i32* %20, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, i32* %20, align 4
  br label %63, !llvm.loop !7

94:                                               ; preds = %63
  br label %95

95:                                               ; preds = %94
  %96 = load i32, i32* %19, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %19, align 4
  br label %59, !llvm.loop !9

98:                                               ; preds = %59
  br label %99

99:                                               ; preds = %98
  %100 = load i32, i32* %18, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, i32* %18, align 4
  br label %55, !llvm.loop !10

102:                                              ; preds = %55
  %103 = load float, float* %17, align 4
  %104 = fmul float %103, 1.250000e-01
  %105 = load float*, float** %7, align 8
  %106 = load i32, i32* %13, align 4
  %107 = load i32, i32* %15, align 4
  %108 = mul nsw i32 %106, %107
  %109 = load i32, i32* %12, align 4
  %110 = add nsw i32 %108, %109
  %111 = load i32, i32* %14, align 4
  %112 = mul nsw i32 %110, %111
  %113 = load i32, i32* %11, align 4
  %114 = add nsw i32 %112, %113
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, float* %105, i64 %115
  store float %104, float* %116, align 4
  br label %117

117:                                              ; preds = %102, %53
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vol_colsum_z(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca float*, align 8
  %7 = alloca float*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  store float* %0, float** %6, align 8
  store float* %1, float** %7, align 8
  store i32 %2, i32* %8, align 4
  store i32 %3, i32* %9, align 4
  store i32 %4, i32* %10, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %19 = add i32 %17, %18
  store i32 %19, i32* %11, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %22 = mul i32 %20, %21
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %24 = add i32 %22, %23
  store i32 %24, i32* %12, align 4
  %25 = load i32, i32* %11, align 4
  %26 = load i32, i32* %8, align 4
  %27 = icmp sge i32 %25, %26
  br i1 %27, label %32, label %28

28:                                               ; preds = %5
  %29 = load i32, i32* %12, align 4
  %30 = load i32, i32* %9, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %28, %5
  br label %67

33:                                               ; preds = %28
  store float 0.000000e+00, float* %13, align 4
  store i32 0, i32* %14, align 4
  br label %34

34:                                               ; preds = %54, %33
  %35 = load i32, i32* %14, align 4
  %36 = load i32, i32* %10, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %57

38:                                               ; preds = %34
  %39 = load float*, float** %6, align 8
  %40 = load i32, i32* %14, align 4
  %41 = load i32, i32* %9, align 4
  %42 = mul nsw i32 %40, %41
  %43 = load i32, i32* %12, align 4
  %44 = add nsw i32 %42, %43
  %45 = load i32, i32* %8, align 4
  %46 = mul nsw i32 %44, %45
  %47 = load i32, i32* %11, align 4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, float* %39, i64 %49
  %51 = load float, float* %50, align 4
  %52 = load float, float* %13, align 4
  %53 = fadd float %52, %51
  store float %53, float* %13, align 4
  br label %54

54:                                               ; preds = %38
  %55 = load i32, i32* %14, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %14, align 4
  br label %34, !llvm.loop !11

57:                                               ; preds = %34
  %58 = load float, float* %13, align 4
  %59 = load float*, float** %7, align 8
  %60 = load i32, i32* %12, align 4
  %61 = load i32, i32* %8, align 4
  %62 = mul nsw i32 %60, %61
  %63 = load i32, i32* %11, align 4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, float* %59, i64 %65
  store float %58, float* %66, align 4
  br label %67

67:                                               ; preds = %57, %32
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

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32, i32, i32)* @vol_coords, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32, i32)* @vol_downsample2, !"kernel", i32 1}
!2 = !{void (float*, float*, i32, i32, i32)* @vol_colsum_z, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
