source_filename = "scan_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ13scan_warp_u32E4wsum = internal addrspace(3) global [32 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@_ZZ13scan_warp_f32E4wsum = internal addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @scan_warp_u32(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
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
  %25 = alloca i32*, align 8
  %26 = alloca i32*, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  store i32* %0, i32** %25, align 8
  store i32* %1, i32** %26, align 8
  store i32 %2, i32* %27, align 4
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %36, i32* %28, align 4
  %37 = load i32, i32* %28, align 4
  %38 = and i32 %37, 31
  store i32 %38, i32* %29, align 4
  %39 = load i32, i32* %28, align 4
  %40 = lshr i32 %39, 5
  store i32 %40, i32* %30, align 4
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %42 = add i32 %41, 31
  %43 = lshr i32 %42, 5
  store i32 %43, i32* %31, align 4
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
  store i32 %53, i32* %23, align 4
  %54 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %55 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %56 = mul i32 %54, %55
  %57 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %58 = mul i32 %56, %57
  %59 = load i32, i32* %23, align 4
  %60 = sub i32 %58, %59
  store i32 %60, i32* %24, align 4
  %61 = load i32, i32* %24, align 4
  %62 = icmp uge i32 %61, 32
  br i1 %62, label %63, label %64

63:                                               ; preds = %3
  br label %68

64:                                               ; preds = %3
  %65 = load i32, i32* %24, align 4
  %66 = shl i32 1, %65
  %67 = sub i32 %66, 1
  br label %68

68:                                               ; preds = %63, %64
  %69 = phi i32 [ -1, %63 ], [ %67, %64 ]
  store i32 %69, i32* %32, align 4
  %70 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %71 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %72 = mul i32 %70, %71
  %73 = load i32, i32* %28, align 4
  %74 = add i32 %72, %73
  store i32 %74, i32* %33, align 4
  %75 = load i32, i32* %33, align 4
  %76 = load i32, i32* %27, align 4
  %77 = icmp ult i32 %75, %76
  br i1 %77, label %78, label %84

78:                                               ; preds = %68
  %79 = load i32*, i32** %25, align 8
  %80 = load i32, i32* %33, align 4
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds i32, i32* %79, i64 %81
  %83 = load i32, i32* %82, align 4
  br label %85

84:                                               ; preds = %68
  br label %85

85:                                               ; preds = %84, %78
  %86 = phi i32 [ %83, %78 ], [ 0, %84 ]
  store i32 %86, i32* %34, align 4
  %87 = load i32, i32* %34, align 4
  %88 = load i32, i32* %32, align 4
  %89 = load i32, i32* %29, align 4
  store i32 %87, i32* %13, align 4
  store i32 %88, i32* %14, align 4
  store i32 %89, i32* %15, align 4
  store i32 1, i32* %16, align 4
  br label %90

90:                                               ; preds = %111, %85
  %91 = load i32, i32* %16, align 4
  %92 = icmp ult i32 %91, 32
  br i1 %92, label %93, label %114

93:                                               ; preds = %90
  %94 = load i32, i32* %14, align 4
  %95 = load i32, i32* %13, align 4
  %96 = load i32, i32* %16, align 4
  store i32 %94, i32* %8, align 4
  store i32 %95, i32* %9, align 4
  store i32 %96, i32* %10, align 4
  store i32 32, i32* %11, align 4
  %97 = load i32, i32* %8, align 4
  %98 = load i32, i32* %9, align 4
  %99 = load i32, i32* %10, align 4
  %100 = load i32, i32* %11, align 4
  %101 = sub nsw i32 32, %100
  %102 = shl i32 %101, 8
  %103 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %97, i32 %98, i32 %99, i32 %102) #4
  store i32 %103, i32* %17, align 4
  %104 = load i32, i32* %15, align 4
  %105 = load i32, i32* %16, align 4
  %106 = icmp uge i32 %104, %105
  br i1 %106, label %107, label %111

107:                                              ; preds = %93
  %108 = load i32, i32* %17, align 4
  %109 = load i32, i32* %13, align 4
  %110 = add i32 %109, %108
  store i32 %110, i32* %13, align 4
  br label %111

111:                                              ; preds = %107, %93
  %112 = load i32, i32* %16, align 4
  %113 = shl i32 %112, 1
  store i32 %113, i32* %16, align 4
  br label %90, !llvm.loop !6

114:                                              ; preds = %90
  %115 = load i32, i32* %13, align 4
  store i32 %115, i32* %34, align 4
  %116 = load i32, i32* %29, align 4
  %117 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %118 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %119 = mul i32 %117, %118
  %120 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %121 = mul i32 %119, %120
  %122 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %123 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %124 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %125 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %126 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %127 = mul i32 %125, %126
  %128 = add i32 %124, %127
  %129 = mul i32 %123, %128
  %130 = add i32 %122, %129
  %131 = and i32 %130, -32
  %132 = sub i32 %121, %131
  store i32 %132, i32* %12, align 4
  %133 = load i32, i32* %12, align 4
  %134 = icmp uge i32 %133, 32
  br i1 %134, label %135, label %136

135:                                              ; preds = %114
  br label %138

136:                                              ; preds = %114
  %137 = load i32, i32* %12, align 4
  br label %138

138:                                              ; preds = %135, %136
  %139 = phi i32 [ 32, %135 ], [ %137, %136 ]
  %140 = sub i32 %139, 1
  %141 = icmp eq i32 %116, %140
  br i1 %141, label %142, label %147

142:                                              ; preds = %138
  %143 = load i32, i32* %34, align 4
  %144 = load i32, i32* %30, align 4
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @_ZZ13scan_warp_u32E4wsum to [32 x i32]*), i64 0, i64 %145
  store i32 %143, i32* %146, align 4
  br label %147

147:                                              ; preds = %142, %138
  call void @llvm.nvvm.barrier0()
  %148 = load i32, i32* %30, align 4
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %150, label %200

150:                                              ; preds = %147
  %151 = load i32, i32* %29, align 4
  %152 = load i32, i32* %31, align 4
  %153 = icmp ult i32 %151, %152
  br i1 %153, label %154, label %159

154:                                              ; preds = %150
  %155 = load i32, i32* %29, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @_ZZ13scan_warp_u32E4wsum to [32 x i32]*), i64 0, i64 %156
  %158 = load i32, i32* %157, align 4
  br label %160

159:                                              ; preds = %150
  br label %160

160:                                              ; preds = %159, %154
  %161 = phi i32 [ %158, %154 ], [ 0, %159 ]
  store i32 %161, i32* %35, align 4
  %162 = load i32, i32* %35, align 4
  %163 = load i32, i32* %32, align 4
  %164 = load i32, i32* %29, align 4
  store i32 %162, i32* %18, align 4
  store i32 %163, i32* %19, align 4
  store i32 %164, i32* %20, align 4
  store i32 1, i32* %21, align 4
  br label %165

165:                                              ; preds = %186, %160
  %166 = load i32, i32* %21, align 4
  %167 = icmp ult i32 %166, 32
  br i1 %167, label %168, label %189

168:                                              ; preds = %165
  %169 = load i32, i32* %19, align 4
  %170 = load i32, i32* %18, align 4
  %171 = load i32, i32* %21, align 4
  store i32 %169, i32* %4, align 4
  store i32 %170, i32* %5, align 4
  store i32 %171, i32* %6, align 4
  store i32 32, i32* %7, align 4
  %172 = load i32, i32* %4, align 4
  %173 = load i32, i32* %5, align 4
  %174 = load i32, i32* %6, align 4
  %175 = load i32, i32* %7, align 4
  %176 = sub nsw i32 32, %175
  %177 = shl i32 %176, 8
  %178 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %172, i32 %173, i32 %174, i32 %177) #4
  store i32 %178, i32* %22, align 4
  %179 = load i32, i32* %20, align 4
  %180 = load i32, i32* %21, align 4
  %181 = icmp uge i32 %179, %180
  br i1 %181, label %182, label %186

182:                                              ; preds = %168
  %183 = load i32, i32* %22, align 4
  %184 = load i32, i32* %18, align 4
  %185 = add i32 %184, %183
  store i32 %185, i32* %18, align 4
  br label %186

186:                                              ; preds = %182, %168
  %187 = load i32, i32* %21, align 4
  %188 = shl i32 %187, 1
  store i32 %188, i32* %21, align 4
  br label %165, !llvm.loop !6

189:                                              ; preds = %165
  %190 = load i32, i32* %18, align 4
  store i32 %190, i32* %35, align 4
  %191 = load i32, i32* %29, align 4
  %192 = load i32, i32* %31, align 4
  %193 = icmp ult i32 %191, %192
  br i1 %193, label %194, label %199

194:                                              ; preds = %189
  %195 = load i32, i32* %35, align 4
  %196 = load i32, i32* %29, align 4
  %197 = zext i32 %196 to i64
  %198 = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @_ZZ13scan_warp_u32E4wsum to [32 x i32]*), i64 0, i64 %197
  store i32 %195, i32* %198, align 4
  br label %199

199:                                              ; preds = %194, %189
  br label %200

200:                                              ; preds = %199, %147
  call void @llvm.nvvm.barrier0()
  %201 = load i32, i32* %30, align 4
  %202 = icmp ugt i32 %201, 0
  br i1 %202, label %203, label %211

203:                                              ; preds = %200
  %204 = load i32, i32* %30, align 4
  %205 = sub i32 %204, 1
  %206 = zext i32 %205 to i64
  %207 = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @_ZZ13scan_warp_u32E4wsum to [32 x i32]*), i64 0, i64 %206
  %208 = load i32, i32* %207, align 4
  %209 = load i32, i32* %34, align 4
  %210 = add i32 %209, %208
  store i32 %210, i32* %34, align 4
  br label %211

211:                                              ; preds = %203, %200
  %212 = load i32, i32* %33, align 4
  %213 = load i32, i32* %27, align 4
  %214 = icmp ult i32 %212, %213
  br i1 %214, label %215, label %221

215:                                              ; preds = %211
  %216 = load i32, i32* %34, align 4
  %217 = load i32*, i32** %26, align 8
  %218 = load i32, i32* %33, align 4
  %219 = zext i32 %218 to i64
  %220 = getelementptr inbounds i32, i32* %217, i64 %219
  store i32 %216, i32* %220, align 4
  br label %221

221:                                              ; preds = %215, %211
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @scan_warp_f32(float* noundef %0, float* noundef %1, i32 noundef %2) #0 {
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
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca float*, align 8
  %26 = alloca float*, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca float, align 4
  %35 = alloca float, align 4
  store float* %0, float** %25, align 8
  store float* %1, float** %26, align 8
  store i32 %2, i32* %27, align 4
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %36, i32* %28, align 4
  %37 = load i32, i32* %28, align 4
  %38 = and i32 %37, 31
  store i32 %38, i32* %29, align 4
  %39 = load i32, i32* %28, align 4
  %40 = lshr i32 %39, 5
  store i32 %40, i32* %30, align 4
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %42 = add i32 %41, 31
  %43 = lshr i32 %42, 5
  store i32 %43, i32* %31, align 4
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
  store i32 %53, i32* %23, align 4
  %54 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %55 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %56 = mul i32 %54, %55
  %57 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %58 = mul i32 %56, %57
  %59 = load i32, i32* %23, align 4
  %60 = sub i32 %58, %59
  store i32 %60, i32* %24, align 4
  %61 = load i32, i32* %24, align 4
  %62 = icmp uge i32 %61, 32
  br i1 %62, label %63, label %64

63:                                               ; preds = %3
  br label %68

64:                                               ; preds = %3
  %65 = load i32, i32* %24, align 4
  %66 = shl i32 1, %65
  %67 = sub i32 %66, 1
  br label %68

68:                                               ; preds = %63, %64
  %69 = phi i32 [ -1, %63 ], [ %67, %64 ]
  store i32 %69, i32* %32, align 4
  %70 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %71 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %72 = mul i32 %70, %71
  %73 = load i32, i32* %28, align 4
  %74 = add i32 %72, %73
  store i32 %74, i32* %33, align 4
  %75 = load i32, i32* %33, align 4
  %76 = load i32, i32* %27, align 4
  %77 = icmp ult i32 %75, %76
  br i1 %77, label %78, label %84

78:                                               ; preds = %68
  %79 = load float*, float** %25, align 8
  %80 = load i32, i32* %33, align 4
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds float, float* %79, i64 %81
  %83 = load float, float* %82, align 4
  br label %85

84:                                               ; preds = %68
  br label %85

85:                                               ; preds = %84, %78
  %86 = phi float [ %83, %78 ], [ 0.000000e+00, %84 ]
  store float %86, float* %34, align 4
  %87 = load float, float* %34, align 4
  %88 = load i32, i32* %32, align 4
  %89 = load i32, i32* %29, align 4
  store float %87, float* %12, align 4
  store i32 %88, i32* %13, align 4
  store i32 %89, i32* %14, align 4
  store i32 1, i32* %15, align 4
  br label %90

90:                                               ; preds = %111, %85
  %91 = load i32, i32* %15, align 4
  %92 = icmp ult i32 %91, 32
  br i1 %92, label %93, label %114

93:                                               ; preds = %90
  %94 = load i32, i32* %13, align 4
  %95 = load float, float* %12, align 4
  %96 = load i32, i32* %15, align 4
  store i32 %94, i32* %8, align 4
  store float %95, float* %9, align 4
  store i32 %96, i32* %10, align 4
  store i32 32, i32* %11, align 4
  %97 = load i32, i32* %8, align 4
  %98 = load float, float* %9, align 4
  %99 = load i32, i32* %10, align 4
  %100 = load i32, i32* %11, align 4
  %101 = sub nsw i32 32, %100
  %102 = shl i32 %101, 8
  %103 = call float @llvm.nvvm.shfl.sync.up.f32(i32 %97, float %98, i32 %99, i32 %102) #4
  store float %103, float* %16, align 4
  %104 = load i32, i32* %14, align 4
  %105 = load i32, i32* %15, align 4
  %106 = icmp uge i32 %104, %105
  br i1 %106, label %107, label %111

107:                                              ; preds = %93
  %108 = load float, float* %16, align 4
  %109 = load float, float* %12, align 4
  %110 = fadd float %109, %108
  store float %110, float* %12, align 4
  br label %111

111:                                              ; preds = %107, %93
  %112 = load i32, i32* %15, align 4
  %113 = shl i32 %112, 1
  store i32 %113, i32* %15, align 4
  br label %90, !llvm.loop !8

114:                                              ; preds = %90
  %115 = load float, float* %12, align 4
  store float %115, float* %34, align 4
  %116 = load i32, i32* %29, align 4
  %117 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %118 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %119 = mul i32 %117, %118
  %120 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %121 = mul i32 %119, %120
  %122 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %123 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %124 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %125 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %126 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %127 = mul i32 %125, %126
  %128 = add i32 %124, %127
  %129 = mul i32 %123, %128
  %130 = add i32 %122, %129
  %131 = and i32 %130, -32
  %132 = sub i32 %121, %131
  store i32 %132, i32* %22, align 4
  %133 = load i32, i32* %22, align 4
  %134 = icmp uge i32 %133, 32
  br i1 %134, label %135, label %136

135:                                              ; preds = %114
  br label %138

136:                                              ; preds = %114
  %137 = load i32, i32* %22, align 4
  br label %138

138:                                              ; preds = %135, %136
  %139 = phi i32 [ 32, %135 ], [ %137, %136 ]
  %140 = sub i32 %139, 1
  %141 = icmp eq i32 %116, %140
  br i1 %141, label %142, label %147

142:                                              ; preds = %138
  %143 = load float, float* %34, align 4
  %144 = load i32, i32* %30, align 4
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds [32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(3)* @_ZZ13scan_warp_f32E4wsum to [32 x float]*), i64 0, i64 %145
  store float %143, float* %146, align 4
  br label %147

147:                                              ; preds = %142, %138
  call void @llvm.nvvm.barrier0()
  %148 = load i32, i32* %30, align 4
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %150, label %200

150:                                              ; preds = %147
  %151 = load i32, i32* %29, align 4
  %152 = load i32, i32* %31, align 4
  %153 = icmp ult i32 %151, %152
  br i1 %153, label %154, label %159

154:                                              ; preds = %150
  %155 = load i32, i32* %29, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds [32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(3)* @_ZZ13scan_warp_f32E4wsum to [32 x float]*), i64 0, i64 %156
  %158 = load float, float* %157, align 4
  br label %160

159:                                              ; preds = %150
  br label %160

160:                                              ; preds = %159, %154
  %161 = phi float [ %158, %154 ], [ 0.000000e+00, %159 ]
  store float %161, float* %35, align 4
  %162 = load float, float* %35, align 4
  %163 = load i32, i32* %32, align 4
  %164 = load i32, i32* %29, align 4
  store float %162, float* %17, align 4
  store i32 %163, i32* %18, align 4
  store i32 %164, i32* %19, align 4
  store i32 1, i32* %20, align 4
  br label %165

165:                                              ; preds = %186, %160
  %166 = load i32, i32* %20, align 4
  %167 = icmp ult i32 %166, 32
  br i1 %167, label %168, label %189

168:                                              ; preds = %165
  %169 = load i32, i32* %18, align 4
  %170 = load float, float* %17, align 4
  %171 = load i32, i32* %20, align 4
  store i32 %169, i32* %4, align 4
  store float %170, float* %5, align 4
  store i32 %171, i32* %6, align 4
  store i32 32, i32* %7, align 4
  %172 = load i32, i32* %4, align 4
  %173 = load float, float* %5, align 4
  %174 = load i32, i32* %6, align 4
  %175 = load i32, i32* %7, align 4
  %176 = sub nsw i32 32, %175
  %177 = shl i32 %176, 8
  %178 = call float @llvm.nvvm.shfl.sync.up.f32(i32 %172, float %173, i32 %174, i32 %177) #4
  store float %178, float* %21, align 4
  %179 = load i32, i32* %19, align 4
  %180 = load i32, i32* %20, align 4
  %181 = icmp uge i32 %179, %180
  br i1 %181, label %182, label %186

182:                                              ; preds = %168
  %183 = load float, float* %21, align 4
  %184 = load float, float* %17, align 4
  %185 = fadd float %184, %183
  store float %185, float* %17, align 4
  br label %186

186:                                              ; preds = %182, %168
  %187 = load i32, i32* %20, align 4
  %188 = shl i32 %187, 1
  store i32 %188, i32* %20, align 4
  br label %165, !llvm.loop !8

189:                                              ; preds = %165
  %190 = load float, float* %17, align 4
  store float %190, float* %35, align 4
  %191 = load i32, i32* %29, align 4
  %192 = load i32, i32* %31, align 4
  %193 = icmp ult i32 %191, %192
  br i1 %193, label %194, label %199

194:                                              ; preds = %189
  %195 = load float, float* %35, align 4
  %196 = load i32, i32* %29, align 4
  %197 = zext i32 %196 to i64
  %198 = getelementptr inbounds [32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(3)* @_ZZ13scan_warp_f32E4wsum to [32 x float]*), i64 0, i64 %197
  store float %195, float* %198, align 4
  br label %199

199:                                              ; preds = %194, %189
  br label %200

200:                                              ; preds = %199, %147
  call void @llvm.nvvm.barrier0()
  %201 = load i32, i32* %30, align 4
  %202 = icmp ugt i32 %201, 0
  br i1 %202, label %203, label %211

203:                                              ; preds = %200
  %204 = load i32, i32* %30, align 4
  %205 = sub i32 %204, 1
  %206 = zext i32 %205 to i64
  %207 = getelementptr inbounds [32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(3)* @_ZZ13scan_warp_f32E4wsum to [32 x float]*), i64 0, i64 %206
  %208 = load float, float* %207, align 4
  %209 = load float, float* %34, align 4
  %210 = fadd float %209, %208
  store float %210, float* %34, align 4
  br label %211

211:                                              ; preds = %203, %200
  %212 = load i32, i32* %33, align 4
  %213 = load i32, i32* %27, align 4
  %214 = icmp ult i32 %212, %213
  br i1 %214, label %215, label %221

215:                                              ; preds = %211
  %216 = load float, float* %34, align 4
  %217 = load float*, float** %26, align 8
  %218 = load i32, i32* %33, align 4
  %219 = zext i32 %218 to i64
  %220 = getelementptr inbounds float, float* %217, i64 %219
  store float %216, float* %220, align 4
  br label %221

221:                                              ; preds = %215, %211
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32*, i32)* @scan_warp_u32, !"kernel", i32 1}
!1 = !{void (float*, float*, i32)* @scan_warp_f32, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
