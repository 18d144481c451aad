source_filename = "warp_shuffle.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @shfl_rotate_reverse(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float*, align 8
  %17 = alloca float*, align 8
  %18 = alloca float*, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  store float* %0, float** %16, align 8
  store float* %1, float** %17, align 8
  store float* %2, float** %18, align 8
  store i32 %3, i32* %19, align 4
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %29 = mul i32 %27, %28
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %31 = add i32 %29, %30
  store i32 %31, i32* %20, align 4
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %33 = and i32 %32, 31
  store i32 %33, i32* %21, align 4
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %39 = mul i32 %37, %38
  %40 = add i32 %36, %39
  %41 = mul i32 %35, %40
  %42 = add i32 %34, %41
  %43 = and i32 %42, -32
  store i32 %43, i32* %14, align 4
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %46 = mul i32 %44, %45
  %47 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %48 = mul i32 %46, %47
  %49 = load i32, i32* %14, align 4
  %50 = sub i32 %48, %49
  store i32 %50, i32* %15, align 4
  %51 = load i32, i32* %15, align 4
  %52 = icmp uge i32 %51, 32
  br i1 %52, label %53, label %54

53:                                               ; preds = %4
  br label %58

54:                                               ; preds = %4
  %55 = load i32, i32* %15, align 4
  %56 = shl i32 1, %55
  %57 = sub i32 %56, 1
  br label %58

58:                                               ; preds = %53, %54
  %59 = phi i32 [ -1, %53 ], [ %57, %54 ]
  store i32 %59, i32* %22, align 4
  %60 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %61 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %62 = mul i32 %60, %61
  %63 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %64 = mul i32 %62, %63
  %65 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %66 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %67 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %68 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %69 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %70 = mul i32 %68, %69
  %71 = add i32 %67, %70
  %72 = mul i32 %66, %71
  %73 = add i32 %65, %72
  %74 = and i32 %73, -32
  %75 = sub i32 %64, %74
  store i32 %75, i32* %13, align 4
  %76 = load i32, i32* %13, align 4
  %77 = icmp uge i32 %76, 32
  br i1 %77, label %78, label %79

78:                                               ; preds = %58
  br label %81

79:                                               ; preds = %58
  %80 = load i32, i32* %13, align 4
  br label %81

81:                                               ; preds = %78, %79
  %82 = phi i32 [ 32, %78 ], [ %80, %79 ]
  store i32 %82, i32* %23, align 4
  %83 = load i32, i32* %20, align 4
  %84 = load i32, i32* %19, align 4
  %85 = icmp ult i32 %83, %84
  br i1 %85, label %86, label %92

86:                                               ; preds = %81
  %87 = load float*, float** %16, align 8
  %88 = load i32, i32* %20, align 4
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds float, float* %87, i64 %89
  %91 = load float, float* %90, align 4
  br label %93

92:                                               ; preds = %81
  br label %93

93:                                               ; preds = %92, %86
  %94 = phi float [ %91, %86 ], [ 0.000000e+00, %92 ]
  store float %94, float* %24, align 4
  %95 = load i32, i32* %22, align 4
  %96 = load float, float* %24, align 4
  %97 = load i32, i32* %21, align 4
  %98 = add i32 %97, 1
  %99 = load i32, i32* %23, align 4
  %100 = urem i32 %98, %99
  store i32 %95, i32* %5, align 4
  store float %96, float* %6, align 4
  store i32 %100, i32* %7, align 4
  store i32 32, i32* %8, align 4
  %101 = load i32, i32* %5, align 4
  %102 = load float, float* %6, align 4
  %103 = load i32, i32* %7, align 4
  %104 = load i32, i32* %8, align 4
  %105 = sub nsw i32 32, %104
  %106 = shl i32 %105, 8
  %107 = or i32 %106, 31
  %108 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 %101, float %102, i32 %103, i32 %107) #3
  store float %108, float* %25, align 4
  %109 = load i32, i32* %22, align 4
  %110 = load float, float* %24, align 4
  %111 = load i32, i32* %23, align 4
  %112 = sub i32 %111, 1
  %113 = load i32, i32* %21, align 4
  %114 = sub i32 %112, %113
  store i32 %109, i32* %9, align 4
  store float %110, float* %10, align 4
  store i32 %114, i32* %11, align 4
  store i32 32, i32* %12, align 4
  %115 = load i32, i32* %9, align 4
  %116 = load float, float* %10, align 4
  %117 = load i32, i32* %11, align 4
  %118 = load i32, i32* %12, align 4
  %119 = sub nsw i32 32, %118
  %120 = shl i32 %119, 8
  %121 = or i32 %120, 31
  %122 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 %115, float %116, i32 %117, i32 %121) #3
  store float %122, float* %26, align 4
  %123 = load i32, i32* %20, align 4
  %124 = load i32, i32* %19, align 4
  %125 = icmp ult i32 %123, %124
  br i1 %125, label %126, label %137

126:                                              ; preds = %93
  %127 = load float, float* %25, align 4
  %128 = load float*, float** %17, align 8
  %129 = load i32, i32* %20, align 4
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds float, float* %128, i64 %130
  store float %127, float* %131, align 4
  %132 = load float, float* %26, align 4
  %133 = load float*, float** %18, align 8
  %134 = load i32, i32* %20, align 4
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds float, float* %133, i64 %135
  store float %132, float* %136, align 4
  br label %137

137:                                              ; preds = %126, %93
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @shfl_segsum8(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32* %0, i32** %11, align 8
  store i32* %1, i32** %12, align 8
  store i32 %2, i32* %13, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %23 = mul i32 %21, %22
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %25 = add i32 %23, %24
  store i32 %25, i32* %14, align 4
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %27 = and i32 %26, 31
  store i32 %27, i32* %15, align 4
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %33 = mul i32 %31, %32
  %34 = add i32 %30, %33
  %35 = mul i32 %29, %34
  %36 = add i32 %28, %35
  %37 = and i32 %36, -32
  store i32 %37, i32* %9, align 4
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %40 = mul i32 %38, %39
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %42 = mul i32 %40, %41
  %43 = load i32, i32* %9, align 4
  %44 = sub i32 %42, %43
  store i32 %44, i32* %10, align 4
  %45 = load i32, i32* %10, align 4
  %46 = icmp uge i32 %45, 32
  br i1 %46, label %47, label %48

47:                                               ; preds = %3
  br label %52

48:                                               ; preds = %3
  %49 = load i32, i32* %10, align 4
  %50 = shl i32 1, %49
  %51 = sub i32 %50, 1
  br label %52

52:                                               ; preds = %47, %48
  %53 = phi i32 [ -1, %47 ], [ %51, %48 ]
  store i32 %53, i32* %16, align 4
  %54 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %55 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %56 = mul i32 %54, %55
  %57 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %58 = mul i32 %56, %57
  %59 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %60 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %61 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %63 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %64 = mul i32 %62, %63
  %65 = add i32 %61, %64
  %66 = mul i32 %60, %65
  %67 = add i32 %59, %66
  %68 = and i32 %67, -32
  %69 = sub i32 %58, %68
  store i32 %69, i32* %8, align 4
  %70 = load i32, i32* %8, align 4
  %71 = icmp uge i32 %70, 32
  br i1 %71, label %72, label %73

72:                                               ; preds = %52
  br label %75

73:                                               ; preds = %52
  %74 = load i32, i32* %8, align 4
  br label %75

75:                                               ; preds = %72, %73
  %76 = phi i32 [ 32, %72 ], [ %74, %73 ]
  store i32 %76, i32* %17, align 4
  %77 = load i32, i32* %14, align 4
  %78 = load i32, i32* %13, align 4
  %79 = icmp ult i32 %77, %78
  br i1 %79, label %80, label %87

80:                                               ; preds = %75
  %81 = load i32*, i32** %11, align 8
  %82 = load i32, i32* %14, align 4
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds i32, i32* %81, i64 %83
  %85 = load i32, i32* %84, align 4
  %86 = and i32 %85, 65535
  br label %88

87:                                               ; preds = %75
  br label %88

88:                                               ; preds = %87, %80
  %89 = phi i32 [ %86, %80 ], [ 0, %87 ]
  store i32 %89, i32* %18, align 4
  store i32 4, i32* %19, align 4
  br label %90

90:                                               ; preds = %121, %88
  %91 = load i32, i32* %19, align 4
  %92 = icmp ugt i32 %91, 0
  br i1 %92, label %93, label %124

93:                                               ; preds = %90
  %94 = load i32, i32* %16, align 4
  %95 = load i32, i32* %18, align 4
  %96 = load i32, i32* %19, align 4
  store i32 %94, i32* %4, align 4
  store i32 %95, i32* %5, align 4
  store i32 %96, i32* %6, align 4
  store i32 8, i32* %7, align 4
  %97 = load i32, i32* %4, align 4
  %98 = load i32, i32* %5, align 4
  %99 = load i32, i32* %6, align 4
  %100 = load i32, i32* %7, align 4
  %101 = sub nsw i32 32, %100
  %102 = shl i32 %101, 8
  %103 = or i32 %102, 31
  %104 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %97, i32 %98, i32 %99, i32 %103) #3
  store i32 %104, i32* %20, align 4
  %105 = load i32, i32* %15, align 4
  %106 = and i32 %105, 7
  %107 = load i32, i32* %19, align 4
  %108 = add i32 %106, %107
  %109 = icmp ult i32 %108, 8
  br i1 %109, label %110, label %120

110:                                              ; preds = %93
  %111 = load i32, i32* %15, align 4
  %112 = load i32, i32* %19, align 4
  %113 = add i32 %111, %112
  %114 = load i32, i32* %17, align 4
  %115 = icmp ult i32 %113, %114
  br i1 %115, label %116, label %120

116:                                              ; preds = %110
  %117 = load i32, i32* %20, align 4
  %118 = load i32, i32* %18, align 4
  %119 = add nsw i32 %118, %117
  store i32 %119, i32* %18, align 4
  br label %120

120:                                              ; preds = %116, %110, %93
  br label %121

121:                                              ; preds = %120
  %122 = load i32, i32* %19, align 4
  %123 = lshr i32 %122, 1
  store i32 %123, i32* %19, align 4
  br label %90, !llvm.loop !8

124:                                              ; preds = %90
  %125 = load i32, i32* %15, align 4
  %126 = and i32 %125, 7
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %128, label %145

128:                                              ; preds = %124
  %129 = load i32, i32* %14, align 4
  %130 = load i32, i32* %13, align 4
  %131 = icmp ult i32 %129, %130
  br i1 %131, label %132, label %145

132:                                              ; preds = %128
  %133 = load i32, i32* %18, align 4
  %134 = load i32*, i32** %12, align 8
  %135 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %136 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %137 = add i32 %136, 7
  %138 = udiv i32 %137, 8
  %139 = mul i32 %135, %138
  %140 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %141 = udiv i32 %140, 8
  %142 = add i32 %139, %141
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds i32, i32* %134, i64 %143
  store i32 %133, i32* %144, align 4
  br label %145

145:                                              ; preds = %132, %128, %124
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @shfl_scan16(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32* %0, i32** %10, align 8
  store i32* %1, i32** %11, align 8
  store i32 %2, i32* %12, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %23 = add i32 %21, %22
  store i32 %23, i32* %13, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %25 = and i32 %24, 31
  store i32 %25, i32* %14, align 4
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %31 = mul i32 %29, %30
  %32 = add i32 %28, %31
  %33 = mul i32 %27, %32
  %34 = add i32 %26, %33
  %35 = and i32 %34, -32
  store i32 %35, i32* %8, align 4
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %38 = mul i32 %36, %37
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %40 = mul i32 %38, %39
  %41 = load i32, i32* %8, align 4
  %42 = sub i32 %40, %41
  store i32 %42, i32* %9, align 4
  %43 = load i32, i32* %9, align 4
  %44 = icmp uge i32 %43, 32
  br i1 %44, label %45, label %46

45:                                               ; preds = %3
  br label %50

46:                                               ; preds = %3
  %47 = load i32, i32* %9, align 4
  %48 = shl i32 1, %47
  %49 = sub i32 %48, 1
  br label %50

50:                                               ; preds = %45, %46
  %51 = phi i32 [ -1, %45 ], [ %49, %46 ]
  store i32 %51, i32* %15, align 4
  %52 = load i32, i32* %13, align 4
  %53 = load i32, i32* %12, align 4
  %54 = icmp ult i32 %52, %53
  br i1 %54, label %55, label %61

55:                                               ; preds = %50
  %56 = load i32*, i32** %10, align 8
  %57 = load i32, i32* %13, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i32, i32* %56, i64 %58
  %60 = load i32, i32* %59, align 4
  br label %62

61:                                               ; preds = %50
  br label %62

62:                                               ; preds = %61, %55
  %63 = phi i32 [ %60, %55 ], [ 0, %61 ]
  store i32 %63, i32* %16, align 4
  store i32 1, i32* %17, align 4
  br label %64

64:                                               ; preds = %87, %62
  %65 = load i32, i32* %17, align 4
  %66 = icmp ult i32 %65, 16
  br i1 %66, label %67, label %90

67:                                               ; preds = %64
  %68 = load i32, i32* %15, align 4
  %69 = load i32, i32* %16, align 4
  %70 = load i32, i32* %17, align 4
  store i32 %68, i32* %4, align 4
  store i32 %69, i32* %5, align 4
  store i32 %70, i32* %6, align 4
  store i32 16, i32* %7, align 4
  %71 = load i32, i32* %4, align 4
  %72 = load i32, i32* %5, align 4
  %73 = load i32, i32* %6, align 4
  %74 = load i32, i32* %7, align 4
  %75 = sub nsw i32 32, %74
  %76 = shl i32 %75, 8
  %77 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %71, i32 %72, i32 %73, i32 %76) #3
  store i32 %77, i32* %18, align 4
  %78 = load i32, i32* %14, align 4
  %79 = and i32 %78, 15
  %80 = load i32, i32* %17, align 4
  %81 = icmp uge i32 %79, %80
  br i1 %81, label %82, label %86

82:                                               ; preds = %67
  %83 = load i32, i32* %18, align 4
  %84 = load i32, i32* %16, align 4
  %85 = add i32 %84, %83
  store i32 %85, i32* %16, align 4
  br label %86

86:                                               ; preds = %82, %67
  br label %87

87:                                               ; preds = %86
  %88 = load i32, i32* %17, align 4
  %89 = shl i32 %88, 1
  store i32 %89, i32* %17, align 4
  br label %64, !llvm.loop !10

90:                                               ; preds = %64
  %91 = load i32, i32* %13, align 4
  %92 = load i32, i32* %12, align 4
  %93 = icmp ult i32 %91, %92
  br i1 %93, label %94, label %100

94:                                               ; preds = %90
  %95 = load i32, i32* %16, align 4
  %96 = load i32*, i32** %11, align 8
  %97 = load i32, i32* %13, align 4
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds i32, i32* %96, i64 %98
  store i32 %95, i32* %99, align 4
  br label %100

100:                                              ; preds = %94, %90
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @shfl_bfly_allsum(float* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  store float* %0, float** %8, align 8
  store float* %1, float** %9, align 8
  store i32 %2, i32* %10, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %16 = mul i32 %14, %15
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %18 = add i32 %16, %17
  store i32 %18, i32* %11, align 4
  %19 = load i32, i32* %11, align 4
  %20 = load i32, i32* %10, align 4
  %21 = icmp ult i32 %19, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %3
  %23 = load float*, float** %8, align 8
  %24 = load i32, i32* %11, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds float, float* %23, i64 %25
  %27 = load float, float* %26, align 4
  br label %29

28:                                               ; preds = %3
  br label %29

29:                                               ; preds = %28, %22
  %30 = phi float [ %27, %22 ], [ 0.000000e+00, %28 ]
  store float %30, float* %12, align 4
  store i32 1, i32* %13, align 4
  br label %31

31:                                               ; preds = %47, %29
  %32 = load i32, i32* %13, align 4
  %33 = icmp slt i32 %32, 32
  br i1 %33, label %34, label %50

34:                                               ; preds = %31
  %35 = load float, float* %12, align 4
  %36 = load i32, i32* %13, align 4
  store i32 -1, i32* %4, align 4
  store float %35, float* %5, align 4
  store i32 %36, i32* %6, align 4
  store i32 32, i32* %7, align 4
  %37 = load i32, i32* %4, align 4
  %38 = load float, float* %5, align 4
  %39 = load i32, i32* %6, align 4
  %40 = load i32, i32* %7, align 4
  %41 = sub nsw i32 32, %40
  %42 = shl i32 %41, 8
  %43 = or i32 %42, 31
  %44 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %37, float %38, i32 %39, i32 %43) #3
  %45 = load float, float* %12, align 4
  %46 = fadd float %45, %44
  store float %46, float* %12, align 4
  br label %47

47:                                               ; preds = %34
  %48 = load i32, i32* %13, align 4
  %49 = shl i32 %48, 1
  store i32 %49, i32* %13, align 4
  br label %31, !llvm.loop !11

50:                                               ; preds = %31
  %51 = load i32, i32* %11, align 4
  %52 = load i32, i32* %10, align 4
  %53 = icmp ult i32 %51, %52
  br i1 %53, label %54, label %60

54:                                               ; preds = %50
  %55 = load float, float* %12, align 4
  %56 = load float*, float** %9, align 8
  %57 = load i32, i32* %11, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds float, float* %56, i64 %58
  store float %55, float* %59, align 4
  br label %60

60:                                               ; preds = %54, %50
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (float*, float*, float*, i32)* @shfl_rotate_reverse, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32)* @shfl_segsum8, !"kernel", i32 1}
!2 = !{void (i32*, i32*, i32)* @shfl_scan16, !"kernel", i32 1}
!3 = !{void (float*, float*, i32)* @shfl_bfly_allsum, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
