source_filename = "local_array.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @local_isort(i32* noundef %0, i32* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [32 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32* %0, i32** %9, align 8
  store i32* %1, i32** %10, align 8
  store i32 %2, i32* %11, align 4
  store i32 %3, i32* %12, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %23 = mul i32 %21, %22
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %25 = add i32 %23, %24
  store i32 %25, i32* %13, align 4
  %26 = load i32, i32* %13, align 4
  %27 = load i32, i32* %11, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %4
  br label %135

30:                                               ; preds = %4
  %31 = load i32, i32* %12, align 4
  store i32 %31, i32* %5, align 4
  store i32 1, i32* %6, align 4
  %32 = load i32, i32* %5, align 4
  %33 = load i32, i32* %6, align 4
  %34 = icmp sgt i32 %32, %33
  br i1 %34, label %35, label %37

35:                                               ; preds = %30
  %36 = load i32, i32* %5, align 4
  br label %39

37:                                               ; preds = %30
  %38 = load i32, i32* %6, align 4
  br label %39

39:                                               ; preds = %35, %37
  %40 = phi i32 [ %36, %35 ], [ %38, %37 ]
  store i32 %40, i32* %7, align 4
  store i32 32, i32* %8, align 4
  %41 = load i32, i32* %7, align 4
  %42 = load i32, i32* %8, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %39
  %45 = load i32, i32* %7, align 4
  br label %48

46:                                               ; preds = %39
  %47 = load i32, i32* %8, align 4
  br label %48

48:                                               ; preds = %44, %46
  %49 = phi i32 [ %45, %44 ], [ %47, %46 ]
  store i32 %49, i32* %15, align 4
  store i32 0, i32* %16, align 4
  br label %50

50:                                               ; preds = %67, %48
  %51 = load i32, i32* %16, align 4
  %52 = load i32, i32* %15, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %70

54:                                               ; preds = %50
  %55 = load i32*, i32** %9, align 8
  %56 = load i32, i32* %13, align 4
  %57 = load i32, i32* %15, align 4
  %58 = mul nsw i32 %56, %57
  %59 = load i32, i32* %16, align 4
  %60 = add nsw i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, i32* %55, i64 %61
  %63 = load i32, i32* %62, align 4
  %64 = load i32, i32* %16, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [32 x i32], [32 x i32]* %14, i64 0, i64 %65
  store i32 %63, i32* %66, align 4
  br label %67

67:                                               ; preds = %54
  %68 = load i32, i32* %16, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %16, align 4
  br label %50, !llvm.loop !7

70:                                               ; preds = %50
  store i32 1, i32* %17, align 4
  br label %71

71:                                               ; preds = %111, %70
  %72 = load i32, i32* %17, align 4
  %73 = load i32, i32* %15, align 4
  %74 = icmp slt i32 %72, %73
  br i1 %74, label %75, label %114

75:                                               ; preds = %71
  %76 = load i32, i32* %17, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [32 x i32], [32 x i32]* %14, i64 0, i64 %77
  %79 = load i32, i32* %78, align 4
  store i32 %79, i32* %18, align 4
  %80 = load i32, i32* %17, align 4
  %81 = sub nsw i32 %80, 1
  store i32 %81, i32* %19, align 4
  br label %82

82:                                               ; preds = %94, %75
  %83 = load i32, i32* %19, align 4
  %84 = icmp sge i32 %83, 0
  br i1 %84, label %85, label %92

85:                                               ; preds = %82
  %86 = load i32, i32* %19, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [32 x i32], [32 x i32]* %14, i64 0, i64 %87
  %89 = load i32, i32* %88, align 4
  %90 = load i32, i32* %18, align 4
  %91 = icmp sgt i32 %89, %90
  br label %92

92:                                               ; preds = %85, %82
  %93 = phi i1 [ false, %82 ], [ %91, %85 ]
  br i1 %93, label %94, label %105

94:                                               ; preds = %92
  %95 = load i32, i32* %19, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [32 x i32], [32 x i32]* %14, i64 0, i64 %96
  %98 = load i32, i32* %97, align 4
  %99 = load i32, i32* %19, align 4
  %100 = add nsw i32 %99, 1
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [32 x i32], [32 x i32]* %14, i64 0, i64 %101
  store i32 %98, i32* %102, align 4
  %103 = load i32, i32* %19, align 4
  %104 = add nsw i32 %103, -1
  store i32 %104, i32* %19, align 4
  br label %82, !llvm.loop !9

105:                                              ; preds = %92
  %106 = load i32, i32* %18, align 4
  %107 = load i32, i32* %19, align 4
  %108 = add nsw i32 %107, 1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [32 x i32], [32 x i32]* %14, i64 0, i64 %109
  store i32 %106, i32* %110, align 4
  br label %111

111:                                              ; preds = %105
  %112 = load i32, i32* %17, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, i32* %17, align 4
  br label %71, !llvm.loop !10

114:                                              ; preds = %71
  store i32 0, i32* %20, align 4
  br label %115

115:                                              ; preds = %132, %114
  %116 = load i32, i32* %20, align 4
  %117 = load i32, i32* %15, align 4
  %118 = icmp slt i32 %116, %117
  br i1 %118, label %119, label %135

119:                                              ; preds = %115
  %120 = load i32, i32* %20, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [32 x i32], [32 x i32]* %14, i64 0, i64 %121
  %123 = load i32, i32* %122, align 4
  %124 = load i32*, i32** %10, align 8
  %125 = load i32, i32* %13, align 4
  %126 = load i32, i32* %15, align 4
  %127 = mul nsw i32 %125, %126
  %128 = load i32, i32* %20, align 4
  %129 = add nsw i32 %127, %128
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, i32* %124, i64 %130
  store i32 %123, i32* %131, align 4
  br label %132

132:                                              ; preds = %119
  %133 = load i32, i32* %20, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, i32* %20, align 4
  br label %115, !llvm.loop !11

135:                                              ; preds = %29, %115
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @local_nibble_hist(i32* noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [16 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %16 = mul i32 %14, %15
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %18 = add i32 %16, %17
  store i32 %18, i32* %7, align 4
  %19 = load i32, i32* %7, align 4
  %20 = load i32, i32* %6, align 4
  %21 = icmp sge i32 %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %3
  br label %98

23:                                               ; preds = %3
  store i32 0, i32* %9, align 4
  br label %24

24:                                               ; preds = %31, %23
  %25 = load i32, i32* %9, align 4
  %26 = icmp slt i32 %25, 16
  br i1 %26, label %27, label %34

27:                                               ; preds = %24
  %28 = load i32, i32* %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 %29
  store i8 0, i8* %30, align 1
  br label %31

31:                                               ; preds = %27
  %32 = load i32, i32* %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %9, align 4
  br label %24, !llvm.loop !12

34:                                               ; preds = %24
  %35 = load i32*, i32** %4, align 8
  %36 = load i32, i32* %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, i32* %35, i64 %37
  %39 = load i32, i32* %38, align 4
  store i32 %39, i32* %10, align 4
  %40 = load i32, i32* %7, align 4
  %41 = add nsw i32 %40, 1
  %42 = load i32, i32* %6, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %51

44:                                               ; preds = %34
  %45 = load i32*, i32** %4, align 8
  %46 = load i32, i32* %7, align 4
  %47 = add nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, i32* %45, i64 %48
  %50 = load i32, i32* %49, align 4
  br label %52

51:                                               ; preds = %34
  br label %52

52:                                               ; preds = %51, %44
  %53 = phi i32 [ %50, %44 ], [ 0, %51 ]
  store i32 %53, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %54

54:                                               ; preds = %76, %52
  %55 = load i32, i32* %12, align 4
  %56 = icmp slt i32 %55, 8
  br i1 %56, label %57, label %79

57:                                               ; preds = %54
  %58 = load i32, i32* %10, align 4
  %59 = load i32, i32* %12, align 4
  %60 = mul nsw i32 4, %59
  %61 = lshr i32 %58, %60
  %62 = and i32 %61, 15
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 %63
  %65 = load i8, i8* %64, align 1
  %66 = add i8 %65, 1
  store i8 %66, i8* %64, align 1
  %67 = load i32, i32* %11, align 4
  %68 = load i32, i32* %12, align 4
  %69 = mul nsw i32 4, %68
  %70 = lshr i32 %67, %69
  %71 = and i32 %70, 15
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 %72
  %74 = load i8, i8* %73, align 1
  %75 = add i8 %74, 1
  store i8 %75, i8* %73, align 1
  br label %76

76:                                               ; preds = %57
  %77 = load i32, i32* %12, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, i32* %12, align 4
  br label %54, !llvm.loop !13

79:                                               ; preds = %54
  store i32 0, i32* %13, align 4
  br label %80

80:                                               ; preds = %95, %79
  %81 = load i32, i32* %13, align 4
  %82 = icmp slt i32 %81, 16
  br i1 %82, label %83, label %98

83:                                               ; preds = %80
  %84 = load i32, i32* %13, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 %85
  %87 = load i8, i8* %86, align 1
  %88 = load i8*, i8** %5, align 8
  %89 = load i32, i32* %7, align 4
  %90 = mul nsw i32 %89, 16
  %91 = load i32, i32* %13, align 4
  %92 = add nsw i32 %90, %91
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i8, i8* %88, i64 %93
  store i8 %87, i8* %94, align 1
  br label %95

95:                                               ; preds = %83
  %96 = load i32, i32* %13, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %13, align 4
  br label %80, !llvm.loop !14

98:                                               ; preds = %22, %80
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @local_permute(float* noundef %0, float* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [8 x i32], align 4
  %11 = alloca [8 x float], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store i32* %2, i32** %7, align 8
  store i32 %3, i32* %8, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %22 = add i32 %20, %21
  store i32 %22, i32* %9, align 4
  %23 = load i32, i32* %9, align 4
  %24 = load i32, i32* %8, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %4
  br label %108

27:                                               ; preds = %4
  store i32 0, i32* %12, align 4
  br label %28

28:                                               ; preds = %47, %27
  %29 = load i32, i32* %12, align 4
  %30 = icmp slt i32 %29, 8
  br i1 %30, label %31, label %50

31:                                               ; preds = %28
  %32 = load i32, i32* %12, align 4
  %33 = load i32, i32* %12, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x i32], [8 x i32]* %10, i64 0, i64 %34
  store i32 %32, i32* %35, align 4
  %36 = load float*, float** %5, align 8
  %37 = load i32, i32* %9, align 4
  %38 = mul nsw i32 %37, 8
  %39 = load i32, i32* %12, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, float* %36, i64 %41
  %43 = load float, float* %42, align 4
  %44 = load i32, i32* %12, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [8 x float], [8 x float]* %11, i64 0, i64 %45
  store float %43, float* %46, align 4
  br label %47

47:                                               ; preds = %31
  %48 = load i32, i32* %12, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %12, align 4
  br label %28, !llvm.loop !15

50:                                               ; preds = %28
  %51 = load i32*, i32** %7, align 8
  %52 = load i32, i32* %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, i32* %51, i64 %53
  %55 = load i32, i32* %54, align 4
  store i32 %55, i32* %13, align 4
  store i32 7, i32* %14, align 4
  br label %56

56:                                               ; preds = %83, %50
  %57 = load i32, i32* %14, align 4
  %58 = icmp sgt i32 %57, 0
  br i1 %58, label %59, label %86

59:                                               ; preds = %56
  %60 = load i32, i32* %13, align 4
  %61 = mul i32 %60, 1664525
  %62 = add i32 %61, 1013904223
  store i32 %62, i32* %13, align 4
  %63 = load i32, i32* %13, align 4
  %64 = lshr i32 %63, 16
  %65 = load i32, i32* %14, align 4
  %66 = add nsw i32 %65, 1
  %67 = urem i32 %64, %66
  store i32 %67, i32* %15, align 4
  %68 = load i32, i32* %14, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [8 x i32], [8 x i32]* %10, i64 0, i64 %69
  %71 = load i32, i32* %70, align 4
  store i32 %71, i32* %16, align 4
  %72 = load i32, i32* %15, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8 x i32], [8 x i32]* %10, i64 0, i64 %73
  %75 = load i32, i32* %74, align 4
  %76 = load i32, i32* %14, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [8 x i32], [8 x i32]* %10, i64 0, i64 %77
  store i32 %75, i32* %78, align 4
  %79 = load i32, i32* %16, align 4
  %80 = load i32, i32* %15, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [8 x i32], [8 x i32]* %10, i64 0, i64 %81
  store i32 %79, i32* %82, align 4
  br label %83

83:                                               ; preds = %59
  %84 = load i32, i32* %14, align 4
  %85 = add nsw i32 %84, -1
  store i32 %85, i32* %14, align 4
  br label %56, !llvm.loop !16

86:                                               ; preds = %56
  store i32 0, i32* %17, align 4
  br label %87

87:                                               ; preds = %105, %86
  %88 = load i32, i32* %17, align 4
  %89 = icmp slt i32 %88, 8
  br i1 %89, label %90, label %108

90:                                               ; preds = %87
  %91 = load i32, i32* %17, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [8 x i32], [8 x i32]* %10, i64 0, i64 %92
  %94 = load i32, i32* %93, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [8 x float], [8 x float]* %11, i64 0, i64 %95
  %97 = load float, float* %96, align 4
  %98 = load float*, float** %6, align 8
  %99 = load i32, i32* %9, align 4
  %100 = mul nsw i32 %99, 8
  %101 = load i32, i32* %17, align 4
  %102 = add nsw i32 %100, %101
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, float* %98, i64 %103
  store float %97, float* %104, align 4
  br label %105

105:                                              ; preds = %90
  %106 = load i32, i32* %17, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, i32* %17, align 4
  br label %87, !llvm.loop !17

108:                                              ; preds = %26, %87
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32*, i32, i32)* @local_isort, !"kernel", i32 1}
!1 = !{void (i32*, i8*, i32)* @local_nibble_hist, !"kernel", i32 1}
!2 = !{void (float*, float*, i32*, i32)* @local_permute, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
