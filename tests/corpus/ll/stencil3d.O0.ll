source_filename = "stencil3d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @heat3d(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) #0 {
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  store float* %0, float** %7, align 8
  store float* %1, float** %8, align 8
  store i32 %2, i32* %9, align 4
  store i32 %3, i32* %10, align 4
  store i32 %4, i32* %11, align 4
  store float %5, float* %12, align 4
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %28 = mul i32 %26, %27
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %30 = add i32 %28, %29
  store i32 %30, i32* %13, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %33 = mul i32 %31, %32
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %35 = add i32 %33, %34
  store i32 %35, i32* %14, align 4
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2
  %38 = mul i32 %36, %37
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2
  %40 = add i32 %38, %39
  store i32 %40, i32* %15, align 4
  %41 = load i32, i32* %13, align 4
  %42 = load i32, i32* %9, align 4
  %43 = icmp sge i32 %41, %42
  br i1 %43, label %52, label %44

44:                                               ; preds = %6
  %45 = load i32, i32* %14, align 4
  %46 = load i32, i32* %10, align 4
  %47 = icmp sge i32 %45, %46
  br i1 %47, label %52, label %48

48:                                               ; preds = %44
  %49 = load i32, i32* %15, align 4
  %50 = load i32, i32* %11, align 4
  %51 = icmp sge i32 %49, %50
  br i1 %51, label %52, label %53

52:                                               ; preds = %48, %44, %6
  br label %182

53:                                               ; preds = %48
  %54 = load i32, i32* %15, align 4
  %55 = sext i32 %54 to i64
  %56 = load i32, i32* %10, align 4
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %55, %57
  %59 = load i32, i32* %14, align 4
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 %58, %60
  %62 = load i32, i32* %9, align 4
  %63 = sext i32 %62 to i64
  %64 = mul nsw i64 %61, %63
  %65 = load i32, i32* %13, align 4
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %64, %66
  store i64 %67, i64* %16, align 8
  %68 = load i32, i32* %9, align 4
  %69 = sext i32 %68 to i64
  store i64 %69, i64* %17, align 8
  %70 = load i32, i32* %9, align 4
  %71 = sext i32 %70 to i64
  %72 = load i32, i32* %10, align 4
  %73 = sext i32 %72 to i64
  %74 = mul nsw i64 %71, %73
  store i64 %74, i64* %18, align 8
  %75 = load float*, float** %7, align 8
  %76 = load i64, i64* %16, align 8
  %77 = getelementptr inbounds float, float* %75, i64 %76
  %78 = load float, float* %77, align 4
  store float %78, float* %19, align 4
  %79 = load i32, i32* %13, align 4
  %80 = icmp sgt i32 %79, 0
  br i1 %80, label %81, label %87

81:                                               ; preds = %53
  %82 = load float*, float** %7, align 8
  %83 = load i64, i64* %16, align 8
  %84 = sub nsw i64 %83, 1
  %85 = getelementptr inbounds float, float* %82, i64 %84
  %86 = load float, float* %85, align 4
  br label %89

87:                                               ; preds = %53
  %88 = load float, float* %19, align 4
  br label %89

89:                                               ; preds = %87, %81
  %90 = phi float [ %86, %81 ], [ %88, %87 ]
  store float %90, float* %20, align 4
  %91 = load i32, i32* %13, align 4
  %92 = load i32, i32* %9, align 4
  %93 = sub nsw i32 %92, 1
  %94 = icmp slt i32 %91, %93
  br i1 %94, label %95, label %101

95:                                               ; preds = %89
  %96 = load float*, float** %7, align 8
  %97 = load i64, i64* %16, align 8
  %98 = add nsw i64 %97, 1
  %99 = getelementptr inbounds float, float* %96, i64 %98
  %100 = load float, float* %99, align 4
  br label %103

101:                                              ; preds = %89
  %102 = load float, float* %19, align 4
  br label %103

103:                                              ; preds = %101, %95
  %104 = phi float [ %100, %95 ], [ %102, %101 ]
  store float %104, float* %21, align 4
  %105 = load i32, i32* %14, align 4
  %106 = icmp sgt i32 %105, 0
  br i1 %106, label %107, label %114

107:                                              ; preds = %103
  %108 = load float*, float** %7, align 8
  %109 = load i64, i64* %16, align 8
  %110 = load i64, i64* %17, align 8
  %111 = sub nsw i64 %109, %110
  %112 = getelementptr inbounds float, float* %108, i64 %111
  %113 = load float, float* %112, align 4
  br label %116

114:                                              ; preds = %103
  %115 = load float, float* %19, align 4
  br label %116

116:                                              ; preds = %114, %107
  %117 = phi float [ %113, %107 ], [ %115, %114 ]
  store float %117, float* %22, align 4
  %118 = load i32, i32* %14, align 4
  %119 = load i32, i32* %10, align 4
  %120 = sub nsw i32 %119, 1
  %121 = icmp slt i32 %118, %120
  br i1 %121, label %122, label %129

122:                                              ; preds = %116
  %123 = load float*, float** %7, align 8
  %124 = load i64, i64* %16, align 8
  %125 = load i64, i64* %17, align 8
  %126 = add nsw i64 %124, %125
  %127 = getelementptr inbounds float, float* %123, i64 %126
  %128 = load float, float* %127, align 4
  br label %131

129:                                              ; preds = %116
  %130 = load float, float* %19, align 4
  br label %131

131:                                              ; preds = %129, %122
  %132 = phi float [ %128, %122 ], [ %130, %129 ]
  store float %132, float* %23, align 4
  %133 = load i32, i32* %15, align 4
  %134 = icmp sgt i32 %133, 0
  br i1 %134, label %135, label %142

135:                                              ; preds = %131
  %136 = load float*, float** %7, align 8
  %137 = load i64, i64* %16, align 8
  %138 = load i64, i64* %18, align 8
  %139 = sub nsw i64 %137, %138
  %140 = getelementptr inbounds float, float* %136, i64 %139
  %141 = load float, float* %140, align 4
  br label %144

142:                                              ; preds = %131
  %143 = load float, float* %19, align 4
  br label %144

144:                                              ; preds = %142, %135
  %145 = phi float [ %141, %135 ], [ %143, %142 ]
  store float %145, float* %24, align 4
  %146 = load i32, i32* %15, align 4
  %147 = load i32, i32* %11, align 4
  %148 = sub nsw i32 %147, 1
  %149 = icmp slt i32 %146, %148
  br i1 %149, label %150, label %157

150:                                              ; preds = %144
  %151 = load float*, float** %7, align 8
  %152 = load i64, i64* %16, align 8
  %153 = load i64, i64* %18, align 8
  %154 = add nsw i64 %152, %153
  %155 = getelementptr inbounds float, float* %151, i64 %154
  %156 = load float, float* %155, align 4
  br label %159

157:                                              ; preds = %144
  %158 = load float, float* %19, align 4
  br label %159

159:                                              ; preds = %157, %150
  %160 = phi float [ %156, %150 ], [ %158, %157 ]
  store float %160, float* %25, align 4
  %161 = load float, float* %19, align 4
  %162 = load float, float* %12, align 4
  %163 = load float, float* %20, align 4
  %164 = load float, float* %21, align 4
  %165 = fadd float %163, %164
  %166 = load float, float* %22, align 4
  %167 = fadd float %165, %166
  %168 = load float, float* %23, align 4
  %169 = fadd float %167, %168
  %170 = load float, float* %24, align 4
  %171 = fadd float %169, %170
  %172 = load float, float* %25, align 4
  %173 = fadd float %171, %172
  %174 = load float, float* %19, align 4
  %175 = fmul float 6.000000e+00, %174
  %176 = fsub float %173, %175
  %177 = fmul float %162, %176
  %178 = fadd float %161, %177
  %179 = load float*, float** %8, align 8
  %180 = load i64, i64* %16, align 8
  %181 = getelementptr inbounds float, float* %179, i64 %180
  store float %178, float* %181, align 4
  br label %182

182:                                              ; preds = %159, %52
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @heat3d_zmarch(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) #0 {
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  store float* %0, float** %7, align 8
  store float* %1, float** %8, align 8
  store i32 %2, i32* %9, align 4
  store i32 %3, i32* %10, align 4
  store i32 %4, i32* %11, align 4
  store float %5, float* %12, align 4
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %28 = mul i32 %26, %27
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %30 = add i32 %28, %29
  store i32 %30, i32* %13, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %33 = mul i32 %31, %32
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %35 = add i32 %33, %34
  store i32 %35, i32* %14, align 4
  %36 = load i32, i32* %13, align 4
  %37 = load i32, i32* %9, align 4
  %38 = icmp sge i32 %36, %37
  br i1 %38, label %43, label %39

39:                                               ; preds = %6
  %40 = load i32, i32* %14, align 4
  %41 = load i32, i32* %10, align 4
  %42 = icmp sge i32 %40, %41
  br i1 %42, label %43, label %44

43:                                               ; preds = %39, %6
  br label %168

44:                                               ; preds = %39
  %45 = load i32, i32* %9, align 4
  %46 = sext i32 %45 to i64
  store i64 %46, i64* %15, align 8
  %47 = load i32, i32* %9, align 4
  %48 = sext i32 %47 to i64
  %49 = load i32, i32* %10, align 4
  %50 = sext i32 %49 to i64
  %51 = mul nsw i64 %48, %50
  store i64 %51, i64* %16, align 8
  %52 = load i32, i32* %14, align 4
  %53 = sext i32 %52 to i64
  %54 = load i32, i32* %9, align 4
  %55 = sext i32 %54 to i64
  %56 = mul nsw i64 %53, %55
  %57 = load i32, i32* %13, align 4
  %58 = sext i32 %57 to i64
  %59 = add nsw i64 %56, %58
  store i64 %59, i64* %17, align 8
  %60 = load float*, float** %7, align 8
  %61 = load i64, i64* %17, align 8
  %62 = getelementptr inbounds float, float* %60, i64 %61
  %63 = load float, float* %62, align 4
  store float %63, float* %18, align 4
  %64 = load float, float* %18, align 4
  store float %64, float* %19, align 4
  store i32 0, i32* %20, align 4
  br label %65

65:                                               ; preds = %162, %44
  %66 = load i32, i32* %20, align 4
  %67 = load i32, i32* %11, align 4
  %68 = icmp slt i32 %66, %67
  br i1 %68, label %69, label %168

69:                                               ; preds = %65
  %70 = load i32, i32* %20, align 4
  %71 = load i32, i32* %11, align 4
  %72 = sub nsw i32 %71, 1
  %73 = icmp slt i32 %70, %72
  br i1 %73, label %74, label %81

74:                                               ; preds = %69
  %75 = load float*, float** %7, align 8
  %76 = load i64, i64* %17, align 8
  %77 = load i64, i64* %16, align 8
  %78 = add nsw i64 %76, %77
  %79 = getelementptr inbounds float, float* %75, i64 %78
  %80 = load float, float* %79, align 4
  br label %83

81:                                               ; preds = %69
  %82 = load float, float* %18, align 4
  br label %83

83:                                               ; preds = %81, %74
  %84 = phi float [ %80, %74 ], [ %82, %81 ]
  store float %84, float* %21, align 4
  %85 = load i32, i32* %13, align 4
  %86 = icmp sgt i32 %85, 0
  br i1 %86, label %87, label %93

87:                                               ; preds = %83
  %88 = load float*, float** %7, align 8
  %89 = load i64, i64* %17, align 8
  %90 = sub nsw i64 %89, 1
  %91 = getelementptr inbounds float, float* %88, i64 %90
  %92 = load float, float* %91, align 4
  br label %95

93:                                               ; preds = %83
  %94 = load float, float* %18, align 4
  br label %95

95:                                               ; preds = %93, %87
  %96 = phi float [ %92, %87 ], [ %94, %93 ]
  store float %96, float* %22, align 4
  %97 = load i32, i32* %13, align 4
  %98 = load i32, i32* %9, align 4
  %99 = sub nsw i32 %98, 1
  %100 = icmp slt i32 %97, %99
  br i1 %100, label %101, label %107

101:                                              ; preds = %95
  %102 = load float*, float** %7, align 8
  %103 = load i64, i64* %17, align 8
  %104 = add nsw i64 %103, 1
  %105 = getelementptr inbounds float, float* %102, i64 %104
  %106 = load float, float* %105, align 4
  br label %109

107:                                              ; preds = %95
  %108 = load float, float* %18, align 4
  br label %109

109:                                              ; preds = %107, %101
  %110 = phi float [ %106, %101 ], [ %108, %107 ]
  store float %110, float* %23, align 4
  %111 = load i32, i32* %14, align 4
  %112 = icmp sgt i32 %111, 0
  br i1 %112, label %113, label %120

113:                                              ; preds = %109
  %114 = load float*, float** %7, align 8
  %115 = load i64, i64* %17, align 8
  %116 = load i64, i64* %15, align 8
  %117 = sub nsw i64 %115, %116
  %118 = getelementptr inbounds float, float* %114, i64 %117
  %119 = load float, float* %118, align 4
  br label %122

120:                                              ; preds = %109
  %121 = load float, float* %18, align 4
  br label %122

122:                                              ; preds = %120, %113
  %123 = phi float [ %119, %113 ], [ %121, %120 ]
  store float %123, float* %24, align 4
  %124 = load i32, i32* %14, align 4
  %125 = load i32, i32* %10, align 4
  %126 = sub nsw i32 %125, 1
  %127 = icmp slt i32 %124, %126
  br i1 %127, label %128, label %135

128:                                              ; preds = %122
  %129 = load float*, float** %7, align 8
  %130 = load i64, i64* %17, align 8
  %131 = load i64, i64* %15, align 8
  %132 = add nsw i64 %130, %131
  %133 = getelementptr inbounds float, float* %129, i64 %132
  %134 = load float, float* %133, align 4
  br label %137

135:                                              ; preds = %122
  %136 = load float, float* %18, align 4
  br label %137

137:                                              ; preds = %135, %128
  %138 = phi float [ %134, %128 ], [ %136, %135 ]
  store float %138, float* %25, align 4
  %139 = load float, float* %18, align 4
  %140 = load float, float* %12, align 4
  %141 = load float, float* %22, align 4
  %142 = load float, float* %23, align 4
  %143 = fadd float %141, %142
  %144 = load float, float* %24, align 4
  %145 = fadd float %143, %144
  %146 = load float, float* %25, align 4
  %147 = fadd float %145, %146
  %148 = load float, float* %19, align 4
  %149 = fadd float %147, %148
  %150 = load float, float* %21, align 4
  %151 = fadd float %149, %150
  %152 = load float, float* %18, align 4
  %153 = fmul float 6.000000e+00, %152
  %154 = fsub float %151, %153
  %155 = fmul float %140, %154
  %156 = fadd float %139, %155
  %157 = load float*, float** %8, align 8
  %158 = load i64, i64* %17, align 8
  %159 = getelementptr inbounds float, float* %157, i64 %158
  store float %156, float* %159, align 4
  %160 = load float, float* %18, align 4
  store float %160, float* %19, align 4
  %161 = load float, float* %21, align 4
  store float %161, float* %18, align 4
  br label %162

162:                                              ; preds = %137
  %163 = load i32, i32* %20, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, i32* %20, align 4
  %165 = load i64, i64* %16, align 8
  %166 = load i64, i64* %17, align 8
  %167 = add nsw i64 %166, %165
  store i64 %167, i64* %17, align 8
  br label %65, !llvm.loop !6

168:                                              ; preds = %43, %65
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32, i32, i32, float)* @heat3d, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32, i32, float)* @heat3d_zmarch, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
