source_filename = "softmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @softmax_rows(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float*, align 8
  %24 = alloca float*, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca float*, align 8
  %30 = alloca float*, align 8
  %31 = alloca float, align 4
  %32 = alloca i32, align 4
  %33 = alloca float, align 4
  %34 = alloca i32, align 4
  %35 = alloca float, align 4
  %36 = alloca i32, align 4
  store float* %0, float** %23, align 8
  store float* %1, float** %24, align 8
  store i32 %2, i32* %25, align 4
  store i32 %3, i32* %26, align 4
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5
  %39 = mul i32 %37, %38
  %40 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5
  %41 = add i32 %39, %40
  store i32 %41, i32* %27, align 4
  %42 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  store i32 %42, i32* %28, align 4
  %43 = load i32, i32* %27, align 4
  %44 = load i32, i32* %25, align 4
  %45 = icmp sge i32 %43, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %4
  br label %174

47:                                               ; preds = %4
  %48 = load float*, float** %23, align 8
  %49 = load i32, i32* %27, align 4
  %50 = sext i32 %49 to i64
  %51 = load i32, i32* %26, align 4
  %52 = sext i32 %51 to i64
  %53 = mul nsw i64 %50, %52
  %54 = getelementptr inbounds float, float* %48, i64 %53
  store float* %54, float** %29, align 8
  %55 = load float*, float** %24, align 8
  %56 = load i32, i32* %27, align 4
  %57 = sext i32 %56 to i64
  %58 = load i32, i32* %26, align 4
  %59 = sext i32 %58 to i64
  %60 = mul nsw i64 %57, %59
  %61 = getelementptr inbounds float, float* %55, i64 %60
  store float* %61, float** %30, align 8
  store float 0xFFF0000000000000, float* %31, align 4
  %62 = load i32, i32* %28, align 4
  store i32 %62, i32* %32, align 4
  br label %63

63:                                               ; preds = %77, %47
  %64 = load i32, i32* %32, align 4
  %65 = load i32, i32* %26, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %80

67:                                               ; preds = %63
  %68 = load float, float* %31, align 4
  %69 = load float*, float** %29, align 8
  %70 = load i32, i32* %32, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, float* %69, i64 %71
  %73 = load float, float* %72, align 4
  store float %68, float* %21, align 4
  store float %73, float* %22, align 4
  %74 = load float, float* %21, align 4
  %75 = load float, float* %22, align 4
  %76 = call float @llvm.maxnum.f32(float %74, float %75) #5
  store float %76, float* %31, align 4
  br label %77

77:                                               ; preds = %67
  %78 = load i32, i32* %32, align 4
  %79 = add nsw i32 %78, 32
  store i32 %79, i32* %32, align 4
  br label %63, !llvm.loop !8

80:                                               ; preds = %63
  %81 = load float, float* %31, align 4
  store float %81, float* %19, align 4
  store i32 16, i32* %20, align 4
  br label %82

82:                                               ; preds = %85, %80
  %83 = load i32, i32* %20, align 4
  %84 = icmp sgt i32 %83, 0
  br i1 %84, label %85, label %102

85:                                               ; preds = %82
  %86 = load float, float* %19, align 4
  %87 = load float, float* %19, align 4
  %88 = load i32, i32* %20, align 4
  store i32 -1, i32* %5, align 4
  store float %87, float* %6, align 4
  store i32 %88, i32* %7, align 4
  store i32 32, i32* %8, align 4
  %89 = load i32, i32* %5, align 4
  %90 = load float, float* %6, align 4
  %91 = load i32, i32* %7, align 4
  %92 = load i32, i32* %8, align 4
  %93 = sub nsw i32 32, %92
  %94 = shl i32 %93, 8
  %95 = or i32 %94, 31
  %96 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %89, float %90, i32 %91, i32 %95) #5
  store float %86, float* %17, align 4
  store float %96, float* %18, align 4
  %97 = load float, float* %17, align 4
  %98 = load float, float* %18, align 4
  %99 = call float @llvm.maxnum.f32(float %97, float %98) #5
  store float %99, float* %19, align 4
  %100 = load i32, i32* %20, align 4
  %101 = ashr i32 %100, 1
  store i32 %101, i32* %20, align 4
  br label %82, !llvm.loop !10

102:                                              ; preds = %82
  %103 = load float, float* %19, align 4
  store float %103, float* %31, align 4
  store float 0.000000e+00, float* %33, align 4
  %104 = load i32, i32* %28, align 4
  store i32 %104, i32* %34, align 4
  br label %105

105:                                              ; preds = %122, %102
  %106 = load i32, i32* %34, align 4
  %107 = load i32, i32* %26, align 4
  %108 = icmp slt i32 %106, %107
  br i1 %108, label %109, label %125

109:                                              ; preds = %105
  %110 = load float*, float** %29, align 8
  %111 = load i32, i32* %34, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, float* %110, i64 %112
  %114 = load float, float* %113, align 4
  %115 = load float, float* %31, align 4
  %116 = fsub float %114, %115
  store float %116, float* %15, align 4
  %117 = load float, float* %15, align 4
  %118 = fmul float %117, 0x3FF7154760000000
  %119 = call float @llvm.nvvm.ex2.approx.f(float %118) #5
  %120 = load float, float* %33, align 4
  %121 = fadd float %120, %119
  store float %121, float* %33, align 4
  br label %122

122:                                              ; preds = %109
  %123 = load i32, i32* %34, align 4
  %124 = add nsw i32 %123, 32
  store i32 %124, i32* %34, align 4
  br label %105, !llvm.loop !11

125:                                              ; preds = %105
  %126 = load float, float* %33, align 4
  store float %126, float* %13, align 4
  store i32 16, i32* %14, align 4
  br label %127

127:                                              ; preds = %130, %125
  %128 = load i32, i32* %14, align 4
  %129 = icmp sgt i32 %128, 0
  br i1 %129, label %130, label %145

130:                                              ; preds = %127
  %131 = load float, float* %13, align 4
  %132 = load i32, i32* %14, align 4
  store i32 -1, i32* %9, align 4
  store float %131, float* %10, align 4
  store i32 %132, i32* %11, align 4
  store i32 32, i32* %12, align 4
  %133 = load i32, i32* %9, align 4
  %134 = load float, float* %10, align 4
  %135 = load i32, i32* %11, align 4
  %136 = load i32, i32* %12, align 4
  %137 = sub nsw i32 32, %136
  %138 = shl i32 %137, 8
  %139 = or i32 %138, 31
  %140 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %133, float %134, i32 %135, i32 %139) #5
  %141 = load float, float* %13, align 4
  %142 = fadd float %141, %140
  store float %142, float* %13, align 4
  %143 = load i32, i32* %14, align 4
  %144 = ashr i32 %143, 1
  store i32 %144, i32* %14, align 4
  br label %127, !llvm.loop !12

145:                                              ; preds = %127
  %146 = load float, float* %13, align 4
  store float %146, float* %33, align 4
  %147 = load float, float* %33, align 4
  %148 = fdiv float 1.000000e+00, %147
  store float %148, float* %35, align 4
  %149 = load i32, i32* %28, align 4
  store i32 %149, i32* %36, align 4
  br label %150

150:                                              ; preds = %171, %145
  %151 = load i32, i32* %36, align 4
  %152 = load i32, i32* %26, align 4
  %153 = icmp slt i32 %151, %152
  br i1 %153, label %154, label %174

154:                                              ; preds = %150
  %155 = load float*, float** %29, align 8
  %156 = load i32, i32* %36, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds float, float* %155, i64 %157
  %159 = load float, float* %158, align 4
  %160 = load float, float* %31, align 4
  %161 = fsub float %159, %160
  store float %161, float* %16, align 4
  %162 = load float, float* %16, align 4
  %163 = fmul float %162, 0x3FF7154760000000
  %164 = call float @llvm.nvvm.ex2.approx.f(float %163) #5
  %165 = load float, float* %35, align 4
  %166 = fmul float %164, %165
  %167 = load float*, float** %30, align 8
  %168 = load i32, i32* %36, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds float, float* %167, i64 %169
  store float %166, float* %170, align 4
  br label %171

171:                                              ; preds = %154
  %172 = load i32, i32* %36, align 4
  %173 = add nsw i32 %172, 32
  store i32 %173, i32* %36, align 4
  br label %150, !llvm.loop !13

174:                                              ; preds = %46, %150
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @log_softmax_rows(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float*, align 8
  %24 = alloca float*, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca float*, align 8
  %30 = alloca float, align 4
  %31 = alloca i32, align 4
  %32 = alloca float, align 4
  %33 = alloca i32, align 4
  %34 = alloca float, align 4
  %35 = alloca i32, align 4
  store float* %0, float** %23, align 8
  store float* %1, float** %24, align 8
  store i32 %2, i32* %25, align 4
  store i32 %3, i32* %26, align 4
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5
  %38 = mul i32 %36, %37
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5
  %40 = add i32 %38, %39
  store i32 %40, i32* %27, align 4
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  store i32 %41, i32* %28, align 4
  %42 = load i32, i32* %27, align 4
  %43 = load i32, i32* %25, align 4
  %44 = icmp sge i32 %42, %43
  br i1 %44, label %45, label %46

45:                                               ; preds = %4
  br label %170

46:                                               ; preds = %4
  %47 = load float*, float** %23, align 8
  %48 = load i32, i32* %27, align 4
  %49 = sext i32 %48 to i64
  %50 = load i32, i32* %26, align 4
  %51 = sext i32 %50 to i64
  %52 = mul nsw i64 %49, %51
  %53 = getelementptr inbounds float, float* %47, i64 %52
  store float* %53, float** %29, align 8
  store float 0xFFF0000000000000, float* %30, align 4
  %54 = load i32, i32* %28, align 4
  store i32 %54, i32* %31, align 4
  br label %55

55:                                               ; preds = %69, %46
  %56 = load i32, i32* %31, align 4
  %57 = load i32, i32* %26, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %72

59:                                               ; preds = %55
  %60 = load float, float* %30, align 4
  %61 = load float*, float** %29, align 8
  %62 = load i32, i32* %31, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, float* %61, i64 %63
  %65 = load float, float* %64, align 4
  store float %60, float* %21, align 4
  store float %65, float* %22, align 4
  %66 = load float, float* %21, align 4
  %67 = load float, float* %22, align 4
  %68 = call float @llvm.maxnum.f32(float %66, float %67) #5
  store float %68, float* %30, align 4
  br label %69

69:                                               ; preds = %59
  %70 = load i32, i32* %31, align 4
  %71 = add nsw i32 %70, 32
  store i32 %71, i32* %31, align 4
  br label %55, !llvm.loop !14

72:                                               ; preds = %55
  %73 = load float, float* %30, align 4
  store float %73, float* %19, align 4
  store i32 16, i32* %20, align 4
  br label %74

74:                                               ; preds = %77, %72
  %75 = load i32, i32* %20, align 4
  %76 = icmp sgt i32 %75, 0
  br i1 %76, label %77, label %94

77:                                               ; preds = %74
  %78 = load float, float* %19, align 4
  %79 = load float, float* %19, align 4
  %80 = load i32, i32* %20, align 4
  store i32 -1, i32* %5, align 4
  store float %79, float* %6, align 4
  store i32 %80, i32* %7, align 4
  store i32 32, i32* %8, align 4
  %81 = load i32, i32* %5, align 4
  %82 = load float, float* %6, align 4
  %83 = load i32, i32* %7, align 4
  %84 = load i32, i32* %8, align 4
  %85 = sub nsw i32 32, %84
  %86 = shl i32 %85, 8
  %87 = or i32 %86, 31
  %88 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %81, float %82, i32 %83, i32 %87) #5
  store float %78, float* %17, align 4
  store float %88, float* %18, align 4
  %89 = load float, float* %17, align 4
  %90 = load float, float* %18, align 4
  %91 = call float @llvm.maxnum.f32(float %89, float %90) #5
  store float %91, float* %19, align 4
  %92 = load i32, i32* %20, align 4
  %93 = ashr i32 %92, 1
  store i32 %93, i32* %20, align 4
  br label %74, !llvm.loop !10

94:                                               ; preds = %74
  %95 = load float, float* %19, align 4
  store float %95, float* %30, align 4
  store float 0.000000e+00, float* %32, align 4
  %96 = load i32, i32* %28, align 4
  store i32 %96, i32* %33, align 4
  br label %97

97:                                               ; preds = %114, %94
  %98 = load i32, i32* %33, align 4
  %99 = load i32, i32* %26, align 4
  %100 = icmp slt i32 %98, %99
  br i1 %100, label %101, label %117

101:                                              ; preds = %97
  %102 = load float*, float** %29, align 8
  %103 = load i32, i32* %33, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, float* %102, i64 %104
  %106 = load float, float* %105, align 4
  %107 = load float, float* %30, align 4
  %108 = fsub float %106, %107
  %109 = fmul float %108, 0x3FF7154760000000
  store float %109, float* %14, align 4
  %110 = load float, float* %14, align 4
  %111 = call float @llvm.nvvm.ex2.approx.f(float %110) #5
  %112 = load float, float* %32, align 4
  %113 = fadd float %112, %111
  store float %113, float* %32, align 4
  br label %114

114:                                              ; preds = %101
  %115 = load i32, i32* %33, align 4
  %116 = add nsw i32 %115, 32
  store i32 %116, i32* %33, align 4
  br label %97, !llvm.loop !15

117:                                              ; preds = %97
  %118 = load float, float* %30, align 4
  %119 = load float, float* %32, align 4
  store float %119, float* %15, align 4
  store i32 16, i32* %16, align 4
  br label %120

120:                                              ; preds = %123, %117
  %121 = load i32, i32* %16, align 4
  %122 = icmp sgt i32 %121, 0
  br i1 %122, label %123, label %138

123:                                              ; preds = %120
  %124 = load float, float* %15, align 4
  %125 = load i32, i32* %16, align 4
  store i32 -1, i32* %9, align 4
  store float %124, float* %10, align 4
  store i32 %125, i32* %11, align 4
  store i32 32, i32* %12, align 4
  %126 = load i32, i32* %9, align 4
  %127 = load float, float* %10, align 4
  %128 = load i32, i32* %11, align 4
  %129 = load i32, i32* %12, align 4
  %130 = sub nsw i32 32, %129
  %131 = shl i32 %130, 8
  %132 = or i32 %131, 31
  %133 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %126, float %127, i32 %128, i32 %132) #5
  %134 = load float, float* %15, align 4
  %135 = fadd float %134, %133
  store float %135, float* %15, align 4
  %136 = load i32, i32* %16, align 4
  %137 = ashr i32 %136, 1
  store i32 %137, i32* %16, align 4
  br label %120, !llvm.loop !12

138:                                              ; preds = %120
  %139 = load float, float* %15, align 4
  store float %139, float* %13, align 4
  %140 = load float, float* %13, align 4
  %141 = call float @llvm.nvvm.lg2.approx.f(float %140) #5
  %142 = fmul float %141, 0x3FE62E4300000000
  %143 = fadd float %118, %142
  store float %143, float* %34, align 4
  %144 = load i32, i32* %28, align 4
  store i32 %144, i32* %35, align 4
  br label %145

145:                                              ; preds = %167, %138
  %146 = load i32, i32* %35, align 4
  %147 = load i32, i32* %26, align 4
  %148 = icmp slt i32 %146, %147
  br i1 %148, label %149, label %170

149:                                              ; preds = %145
  %150 = load float*, float** %29, align 8
  %151 = load i32, i32* %35, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds float, float* %150, i64 %152
  %154 = load float, float* %153, align 4
  %155 = load float, float* %34, align 4
  %156 = fsub float %154, %155
  %157 = load float*, float** %24, align 8
  %158 = load i32, i32* %27, align 4
  %159 = sext i32 %158 to i64
  %160 = load i32, i32* %26, align 4
  %161 = sext i32 %160 to i64
  %162 = mul nsw i64 %159, %161
  %163 = load i32, i32* %35, align 4
  %164 = sext i32 %163 to i64
  %165 = add nsw i64 %162, %164
  %166 = getelementptr inbounds float, float* %157, i64 %165
  store float %156, float* %166, align 4
  br label %167

167:                                              ; preds = %149
  %168 = load i32, i32* %35, align 4
  %169 = add nsw i32 %168, 32
  store i32 %169, i32* %35, align 4
  br label %145, !llvm.loop !16

170:                                              ; preds = %45, %145
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
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.f(float) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.lg2.approx.f(float) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nofree nosync nounwind readnone willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (float*, float*, i32, i32)* @softmax_rows, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32)* @softmax_rows, !"maxntidx", i32 256}
!2 = !{void (float*, float*, i32, i32)* @log_softmax_rows, !"kernel", i32 1}
!3 = !{void (float*, float*, i32, i32)* @log_softmax_rows, !"maxntidx", i32 256}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
