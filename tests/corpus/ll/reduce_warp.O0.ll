source_filename = "reduce_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ15reduce_warp_f32E9warp_part = internal addrspace(3) global [32 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@_ZZ19reduce_warp_max_i32E9warp_part = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @reduce_warp_f32(float* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca float*, align 8
  %28 = alloca float*, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca float, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca float, align 4
  store float* %0, float** %27, align 8
  store float* %1, float** %28, align 8
  store i32 %2, i32* %29, align 4
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %39, i32* %30, align 4
  %40 = load i32, i32* %30, align 4
  %41 = and i32 %40, 31
  store i32 %41, i32* %31, align 4
  %42 = load i32, i32* %30, align 4
  %43 = lshr i32 %42, 5
  store i32 %43, i32* %32, align 4
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %47 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %48 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %49 = mul i32 %47, %48
  %50 = add i32 %46, %49
  %51 = mul i32 %45, %50
  %52 = add i32 %44, %51
  %53 = and i32 %52, -32
  store i32 %53, i32* %25, align 4
  %54 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %55 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %56 = mul i32 %54, %55
  %57 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %58 = mul i32 %56, %57
  %59 = load i32, i32* %25, align 4
  %60 = sub i32 %58, %59
  store i32 %60, i32* %26, align 4
  %61 = load i32, i32* %26, align 4
  %62 = icmp uge i32 %61, 32
  br i1 %62, label %63, label %64

63:                                               ; preds = %3
  br label %68

64:                                               ; preds = %3
  %65 = load i32, i32* %26, align 4
  %66 = shl i32 1, %65
  %67 = sub i32 %66, 1
  br label %68

68:                                               ; preds = %63, %64
  %69 = phi i32 [ -1, %63 ], [ %67, %64 ]
  store i32 %69, i32* %33, align 4
  %70 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %71 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %72 = mul i32 %70, %71
  %73 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %74 = mul i32 %72, %73
  %75 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %76 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %77 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %78 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %79 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %80 = mul i32 %78, %79
  %81 = add i32 %77, %80
  %82 = mul i32 %76, %81
  %83 = add i32 %75, %82
  %84 = and i32 %83, -32
  %85 = sub i32 %74, %84
  store i32 %85, i32* %24, align 4
  %86 = load i32, i32* %24, align 4
  %87 = icmp uge i32 %86, 32
  br i1 %87, label %88, label %89

88:                                               ; preds = %68
  br label %91

89:                                               ; preds = %68
  %90 = load i32, i32* %24, align 4
  br label %91

91:                                               ; preds = %88, %89
  %92 = phi i32 [ 32, %88 ], [ %90, %89 ]
  store i32 %92, i32* %34, align 4
  store float 0.000000e+00, float* %35, align 4
  %93 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %94 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %95 = mul i32 %93, %94
  %96 = load i32, i32* %30, align 4
  %97 = add i32 %95, %96
  store i32 %97, i32* %36, align 4
  br label %98

98:                                               ; preds = %110, %91
  %99 = load i32, i32* %36, align 4
  %100 = load i32, i32* %29, align 4
  %101 = icmp ult i32 %99, %100
  br i1 %101, label %102, label %116

102:                                              ; preds = %98
  %103 = load float*, float** %27, align 8
  %104 = load i32, i32* %36, align 4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds float, float* %103, i64 %105
  %107 = load float, float* %106, align 4
  %108 = load float, float* %35, align 4
  %109 = fadd float %108, %107
  store float %109, float* %35, align 4
  br label %110

110:                                              ; preds = %102
  %111 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %112 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %113 = mul i32 %111, %112
  %114 = load i32, i32* %36, align 4
  %115 = add i32 %114, %113
  store i32 %115, i32* %36, align 4
  br label %98, !llvm.loop !6

116:                                              ; preds = %98
  %117 = load float, float* %35, align 4
  %118 = load i32, i32* %33, align 4
  %119 = load i32, i32* %31, align 4
  %120 = load i32, i32* %34, align 4
  store float %117, float* %12, align 4
  store i32 %118, i32* %13, align 4
  store i32 %119, i32* %14, align 4
  store i32 %120, i32* %15, align 4
  store i32 16, i32* %16, align 4
  br label %121

121:                                              ; preds = %145, %116
  %122 = load i32, i32* %16, align 4
  %123 = icmp ugt i32 %122, 0
  br i1 %123, label %124, label %148

124:                                              ; preds = %121
  %125 = load i32, i32* %13, align 4
  %126 = load float, float* %12, align 4
  %127 = load i32, i32* %16, align 4
  store i32 %125, i32* %8, align 4
  store float %126, float* %9, align 4
  store i32 %127, i32* %10, align 4
  store i32 32, i32* %11, align 4
  %128 = load i32, i32* %8, align 4
  %129 = load float, float* %9, align 4
  %130 = load i32, i32* %10, align 4
  %131 = load i32, i32* %11, align 4
  %132 = sub nsw i32 32, %131
  %133 = shl i32 %132, 8
  %134 = or i32 %133, 31
  %135 = call float @llvm.nvvm.shfl.sync.down.f32(i32 %128, float %129, i32 %130, i32 %134) #4
  store float %135, float* %17, align 4
  %136 = load i32, i32* %14, align 4
  %137 = load i32, i32* %16, align 4
  %138 = add i32 %136, %137
  %139 = load i32, i32* %15, align 4
  %140 = icmp ult i32 %138, %139
  br i1 %140, label %141, label %145

141:                                              ; preds = %124
  %142 = load float, float* %17, align 4
  %143 = load float, float* %12, align 4
  %144 = fadd float %143, %142
  store float %144, float* %12, align 4
  br label %145

145:                                              ; preds = %141, %124
  %146 = load i32, i32* %16, align 4
  %147 = lshr i32 %146, 1
  store i32 %147, i32* %16, align 4
  br label %121, !llvm.loop !8

148:                                              ; preds = %121
  %149 = load float, float* %12, align 4
  store float %149, float* %35, align 4
  %150 = load i32, i32* %31, align 4
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %152, label %157

152:                                              ; preds = %148
  %153 = load float, float* %35, align 4
  %154 = load i32, i32* %32, align 4
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds [32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(3)* @_ZZ15reduce_warp_f32E9warp_part to [32 x float]*), i64 0, i64 %155
  store float %153, float* %156, align 4
  br label %157

157:                                              ; preds = %152, %148
  call void @llvm.nvvm.barrier0()
  %158 = load i32, i32* %32, align 4
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %217

160:                                              ; preds = %157
  %161 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %162 = add i32 %161, 31
  %163 = lshr i32 %162, 5
  store i32 %163, i32* %37, align 4
  %164 = load i32, i32* %31, align 4
  %165 = load i32, i32* %37, align 4
  %166 = icmp ult i32 %164, %165
  br i1 %166, label %167, label %172

167:                                              ; preds = %160
  %168 = load i32, i32* %31, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds [32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(3)* @_ZZ15reduce_warp_f32E9warp_part to [32 x float]*), i64 0, i64 %169
  %171 = load float, float* %170, align 4
  br label %173

172:                                              ; preds = %160
  br label %173

173:                                              ; preds = %172, %167
  %174 = phi float [ %171, %167 ], [ 0.000000e+00, %172 ]
  store float %174, float* %38, align 4
  %175 = load float, float* %38, align 4
  %176 = load i32, i32* %33, align 4
  %177 = load i32, i32* %31, align 4
  %178 = load i32, i32* %34, align 4
  store float %175, float* %18, align 4
  store i32 %176, i32* %19, align 4
  store i32 %177, i32* %20, align 4
  store i32 %178, i32* %21, align 4
  store i32 16, i32* %22, align 4
  br label %179

179:                                              ; preds = %203, %173
  %180 = load i32, i32* %22, align 4
  %181 = icmp ugt i32 %180, 0
  br i1 %181, label %182, label %206

182:                                              ; preds = %179
  %183 = load i32, i32* %19, align 4
  %184 = load float, float* %18, align 4
  %185 = load i32, i32* %22, align 4
  store i32 %183, i32* %4, align 4
  store float %184, float* %5, align 4
  store i32 %185, i32* %6, align 4
  store i32 32, i32* %7, align 4
  %186 = load i32, i32* %4, align 4
  %187 = load float, float* %5, align 4
  %188 = load i32, i32* %6, align 4
  %189 = load i32, i32* %7, align 4
  %190 = sub nsw i32 32, %189
  %191 = shl i32 %190, 8
  %192 = or i32 %191, 31
  %193 = call float @llvm.nvvm.shfl.sync.down.f32(i32 %186, float %187, i32 %188, i32 %192) #4
  store float %193, float* %23, align 4
  %194 = load i32, i32* %20, align 4
  %195 = load i32, i32* %22, align 4
  %196 = add i32 %194, %195
  %197 = load i32, i32* %21, align 4
  %198 = icmp ult i32 %196, %197
  br i1 %198, label %199, label %203

199:                                              ; preds = %182
  %200 = load float, float* %23, align 4
  %201 = load float, float* %18, align 4
  %202 = fadd float %201, %200
  store float %202, float* %18, align 4
  br label %203

203:                                              ; preds = %199, %182
  %204 = load i32, i32* %22, align 4
  %205 = lshr i32 %204, 1
  store i32 %205, i32* %22, align 4
  br label %179, !llvm.loop !8

206:                                              ; preds = %179
  %207 = load float, float* %18, align 4
  store float %207, float* %38, align 4
  %208 = load i32, i32* %31, align 4
  %209 = icmp eq i32 %208, 0
  br i1 %209, label %210, label %216

210:                                              ; preds = %206
  %211 = load float, float* %38, align 4
  %212 = load float*, float** %28, align 8
  %213 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %214 = zext i32 %213 to i64
  %215 = getelementptr inbounds float, float* %212, i64 %214
  store float %211, float* %215, align 4
  br label %216

216:                                              ; preds = %210, %206
  br label %217

217:                                              ; preds = %216, %157
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @reduce_warp_max_i32(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32*, align 8
  %32 = alloca i32*, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  store i32* %0, i32** %31, align 8
  store i32* %1, i32** %32, align 8
  store i32 %2, i32* %33, align 4
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %43, i32* %34, align 4
  %44 = load i32, i32* %34, align 4
  %45 = and i32 %44, 31
  store i32 %45, i32* %35, align 4
  %46 = load i32, i32* %34, align 4
  %47 = lshr i32 %46, 5
  store i32 %47, i32* %36, align 4
  %48 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %50 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %51 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %52 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %53 = mul i32 %51, %52
  %54 = add i32 %50, %53
  %55 = mul i32 %49, %54
  %56 = add i32 %48, %55
  %57 = and i32 %56, -32
  store i32 %57, i32* %29, align 4
  %58 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %59 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %60 = mul i32 %58, %59
  %61 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %62 = mul i32 %60, %61
  %63 = load i32, i32* %29, align 4
  %64 = sub i32 %62, %63
  store i32 %64, i32* %30, align 4
  %65 = load i32, i32* %30, align 4
  %66 = icmp uge i32 %65, 32
  br i1 %66, label %67, label %68

67:                                               ; preds = %3
  br label %72

68:                                               ; preds = %3
  %69 = load i32, i32* %30, align 4
  %70 = shl i32 1, %69
  %71 = sub i32 %70, 1
  br label %72

72:                                               ; preds = %67, %68
  %73 = phi i32 [ -1, %67 ], [ %71, %68 ]
  store i32 %73, i32* %37, align 4
  %74 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %75 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %76 = mul i32 %74, %75
  %77 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %78 = mul i32 %76, %77
  %79 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %80 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %81 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %82 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %83 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %84 = mul i32 %82, %83
  %85 = add i32 %81, %84
  %86 = mul i32 %80, %85
  %87 = add i32 %79, %86
  %88 = and i32 %87, -32
  %89 = sub i32 %78, %88
  store i32 %89, i32* %28, align 4
  %90 = load i32, i32* %28, align 4
  %91 = icmp uge i32 %90, 32
  br i1 %91, label %92, label %93

92:                                               ; preds = %72
  br label %95

93:                                               ; preds = %72
  %94 = load i32, i32* %28, align 4
  br label %95

95:                                               ; preds = %92, %93
  %96 = phi i32 [ 32, %92 ], [ %94, %93 ]
  store i32 %96, i32* %38, align 4
  store i32 -2147483648, i32* %39, align 4
  %97 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %98 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %99 = mul i32 %97, %98
  %100 = load i32, i32* %34, align 4
  %101 = add i32 %99, %100
  store i32 %101, i32* %40, align 4
  br label %102

102:                                              ; preds = %122, %95
  %103 = load i32, i32* %40, align 4
  %104 = load i32, i32* %33, align 4
  %105 = icmp ult i32 %103, %104
  br i1 %105, label %106, label %128

106:                                              ; preds = %102
  %107 = load i32, i32* %39, align 4
  %108 = load i32*, i32** %31, align 8
  %109 = load i32, i32* %40, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds i32, i32* %108, i64 %110
  %112 = load i32, i32* %111, align 4
  store i32 %107, i32* %26, align 4
  store i32 %112, i32* %27, align 4
  %113 = load i32, i32* %26, align 4
  %114 = load i32, i32* %27, align 4
  %115 = icmp sgt i32 %113, %114
  br i1 %115, label %116, label %118

116:                                              ; preds = %106
  %117 = load i32, i32* %26, align 4
  br label %120

118:                                              ; preds = %106
  %119 = load i32, i32* %27, align 4
  br label %120

120:                                              ; preds = %116, %118
  %121 = phi i32 [ %117, %116 ], [ %119, %118 ]
  store i32 %121, i32* %39, align 4
  br label %122

122:                                              ; preds = %120
  %123 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %124 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %125 = mul i32 %123, %124
  %126 = load i32, i32* %40, align 4
  %127 = add i32 %126, %125
  store i32 %127, i32* %40, align 4
  br label %102, !llvm.loop !9

128:                                              ; preds = %102
  %129 = load i32, i32* %39, align 4
  %130 = load i32, i32* %37, align 4
  %131 = load i32, i32* %35, align 4
  %132 = load i32, i32* %38, align 4
  store i32 %129, i32* %14, align 4
  store i32 %130, i32* %15, align 4
  store i32 %131, i32* %16, align 4
  store i32 %132, i32* %17, align 4
  store i32 16, i32* %18, align 4
  br label %133

133:                                              ; preds = %159, %128
  %134 = load i32, i32* %18, align 4
  %135 = icmp ugt i32 %134, 0
  br i1 %135, label %136, label %162

136:                                              ; preds = %133
  %137 = load i32, i32* %15, align 4
  %138 = load i32, i32* %14, align 4
  %139 = load i32, i32* %18, align 4
  store i32 %137, i32* %8, align 4
  store i32 %138, i32* %9, align 4
  store i32 %139, i32* %10, align 4
  store i32 32, i32* %11, align 4
  %140 = load i32, i32* %8, align 4
  %141 = load i32, i32* %9, align 4
  %142 = load i32, i32* %10, align 4
  %143 = load i32, i32* %11, align 4
  %144 = sub nsw i32 32, %143
  %145 = shl i32 %144, 8
  %146 = or i32 %145, 31
  %147 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %140, i32 %141, i32 %142, i32 %146) #4
  store i32 %147, i32* %19, align 4
  %148 = load i32, i32* %16, align 4
  %149 = load i32, i32* %18, align 4
  %150 = add i32 %148, %149
  %151 = load i32, i32* %17, align 4
  %152 = icmp ult i32 %150, %151
  br i1 %152, label %153, label %159

153:                                              ; preds = %136
  %154 = load i32, i32* %19, align 4
  %155 = load i32, i32* %14, align 4
  %156 = icmp sgt i32 %154, %155
  br i1 %156, label %157, label %159

157:                                              ; preds = %153
  %158 = load i32, i32* %19, align 4
  store i32 %158, i32* %14, align 4
  br label %159

159:                                              ; preds = %157, %153, %136
  %160 = load i32, i32* %18, align 4
  %161 = lshr i32 %160, 1
  store i32 %161, i32* %18, align 4
  br label %133, !llvm.loop !10

162:                                              ; preds = %133
  %163 = load i32, i32* %14, align 4
  store i32 %163, i32* %39, align 4
  %164 = load i32, i32* %35, align 4
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %166, label %171

166:                                              ; preds = %162
  %167 = load i32, i32* %39, align 4
  %168 = load i32, i32* %36, align 4
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @_ZZ19reduce_warp_max_i32E9warp_part to [32 x i32]*), i64 0, i64 %169
  store i32 %167, i32* %170, align 4
  br label %171

171:                                              ; preds = %166, %162
  call void @llvm.nvvm.barrier0()
  %172 = load i32, i32* %36, align 4
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %174, label %233

174:                                              ; preds = %171
  %175 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %176 = add i32 %175, 31
  %177 = lshr i32 %176, 5
  store i32 %177, i32* %41, align 4
  %178 = load i32, i32* %35, align 4
  %179 = load i32, i32* %41, align 4
  %180 = icmp ult i32 %178, %179
  br i1 %180, label %181, label %186

181:                                              ; preds = %174
  %182 = load i32, i32* %35, align 4
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @_ZZ19reduce_warp_max_i32E9warp_part to [32 x i32]*), i64 0, i64 %183
  %185 = load i32, i32* %184, align 4
  br label %187

186:                                              ; preds = %174
  br label %187

187:                                              ; preds = %186, %181
  %188 = phi i32 [ %185, %181 ], [ -2147483648, %186 ]
  store i32 %188, i32* %42, align 4
  %189 = load i32, i32* %42, align 4
  %190 = load i32, i32* %37, align 4
  %191 = load i32, i32* %35, align 4
  %192 = load i32, i32* %38, align 4
  store i32 %189, i32* %20, align 4
  store i32 %190, i32* %21, align 4
  store i32 %191, i32* %22, align 4
  store i32 %192, i32* %23, align 4
  store i32 16, i32* %24, align 4
  br label %193

193:                                              ; preds = %219, %187
  %194 = load i32, i32* %24, align 4
  %195 = icmp ugt i32 %194, 0
  br i1 %195, label %196, label %222

196:                                              ; preds = %193
  %197 = load i32, i32* %21, align 4
  %198 = load i32, i32* %20, align 4
  %199 = load i32, i32* %24, align 4
  store i32 %197, i32* %4, align 4
  store i32 %198, i32* %5, align 4
  store i32 %199, i32* %6, align 4
  store i32 32, i32* %7, align 4
  %200 = load i32, i32* %4, align 4
  %201 = load i32, i32* %5, align 4
  %202 = load i32, i32* %6, align 4
  %203 = load i32, i32* %7, align 4
  %204 = sub nsw i32 32, %203
  %205 = shl i32 %204, 8
  %206 = or i32 %205, 31
  %207 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %200, i32 %201, i32 %202, i32 %206) #4
  store i32 %207, i32* %25, align 4
  %208 = load i32, i32* %22, align 4
  %209 = load i32, i32* %24, align 4
  %210 = add i32 %208, %209
  %211 = load i32, i32* %23, align 4
  %212 = icmp ult i32 %210, %211
  br i1 %212, label %213, label %219

213:                                              ; preds = %196
  %214 = load i32, i32* %25, align 4
  %215 = load i32, i32* %20, align 4
  %216 = icmp sgt i32 %214, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %213
  %218 = load i32, i32* %25, align 4
  store i32 %218, i32* %20, align 4
  br label %219

219:                                              ; preds = %217, %213, %196
  %220 = load i32, i32* %24, align 4
  %221 = lshr i32 %220, 1
  store i32 %221, i32* %24, align 4
  br label %193, !llvm.loop !10

222:                                              ; preds = %193
  %223 = load i32, i32* %20, align 4
  store i32 %223, i32* %42, align 4
  %224 = load i32, i32* %35, align 4
  %225 = icmp eq i32 %224, 0
  br i1 %225, label %226, label %232

226:                                              ; preds = %222
  %227 = load i32*, i32** %32, align 8
  %228 = load i32, i32* %42, align 4
  store i32* %227, i32** %12, align 8
  store i32 %228, i32* %13, align 4
  %229 = load i32*, i32** %12, align 8
  %230 = load i32, i32* %13, align 4
  %231 = atomicrmw max i32* %229, i32 %230 seq_cst, align 4
  br label %232

232:                                              ; preds = %226, %222
  br label %233

233:                                              ; preds = %232, %171
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32)* @reduce_warp_f32, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32)* @reduce_warp_max_i32, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
