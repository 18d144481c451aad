source_filename = "layernorm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ14layernorm_rowsE7scratch = internal addrspace(3) global [32 x float] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@_ZZ12rmsnorm_rowsE7scratch = internal addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @layernorm_rows(float* noundef %0, float* noundef %1, float* noundef %2, float* noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float*, align 8
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca float, align 4
  %39 = alloca float, align 4
  %40 = alloca i32, align 4
  %41 = alloca float, align 4
  %42 = alloca float*, align 8
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca float, align 4
  %51 = alloca float, align 4
  %52 = alloca i32, align 4
  %53 = alloca float*, align 8
  %54 = alloca float*, align 8
  %55 = alloca float*, align 8
  %56 = alloca float*, align 8
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca float, align 4
  %60 = alloca i32, align 4
  %61 = alloca float*, align 8
  %62 = alloca float, align 4
  %63 = alloca i32, align 4
  %64 = alloca float, align 4
  %65 = alloca float, align 4
  %66 = alloca i32, align 4
  %67 = alloca float, align 4
  %68 = alloca float, align 4
  %69 = alloca float, align 4
  %70 = alloca i32, align 4
  store float* %0, float** %53, align 8
  store float* %1, float** %54, align 8
  store float* %2, float** %55, align 8
  store float* %3, float** %56, align 8
  store i32 %4, i32* %57, align 4
  store i32 %5, i32* %58, align 4
  store float %6, float* %59, align 4
  %71 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  store i32 %71, i32* %60, align 4
  %72 = load i32, i32* %60, align 4
  %73 = load i32, i32* %57, align 4
  %74 = icmp sge i32 %72, %73
  br i1 %74, label %75, label %76

75:                                               ; preds = %7
  br label %403

76:                                               ; preds = %7
  %77 = load float*, float** %53, align 8
  %78 = load i32, i32* %60, align 4
  %79 = sext i32 %78 to i64
  %80 = load i32, i32* %58, align 4
  %81 = sext i32 %80 to i64
  %82 = mul nsw i64 %79, %81
  %83 = getelementptr inbounds float, float* %77, i64 %82
  store float* %83, float** %61, align 8
  store float 0.000000e+00, float* %62, align 4
  %84 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %84, i32* %63, align 4
  br label %85

85:                                               ; preds = %97, %76
  %86 = load i32, i32* %63, align 4
  %87 = load i32, i32* %58, align 4
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %89, label %101

89:                                               ; preds = %85
  %90 = load float*, float** %61, align 8
  %91 = load i32, i32* %63, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, float* %90, i64 %92
  %94 = load float, float* %93, align 4
  %95 = load float, float* %62, align 4
  %96 = fadd float %95, %94
  store float %96, float* %62, align 4
  br label %97

97:                                               ; preds = %89
  %98 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %99 = load i32, i32* %63, align 4
  %100 = add i32 %99, %98
  store i32 %100, i32* %63, align 4
  br label %85, !llvm.loop !6

101:                                              ; preds = %85
  %102 = load float, float* %62, align 4
  store float %102, float* %29, align 4
  store float* getelementptr inbounds ([32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch to [32 x float]*), i64 0, i64 0), float** %30, align 8
  %103 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %103, i32* %31, align 4
  %104 = load i32, i32* %31, align 4
  %105 = and i32 %104, 31
  store i32 %105, i32* %32, align 4
  %106 = load i32, i32* %31, align 4
  %107 = lshr i32 %106, 5
  store i32 %107, i32* %33, align 4
  %108 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %109 = add i32 %108, 31
  %110 = lshr i32 %109, 5
  store i32 %110, i32* %34, align 4
  %111 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %112 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %113 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6
  %114 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %115 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #6
  %116 = mul i32 %114, %115
  %117 = add i32 %113, %116
  %118 = mul i32 %112, %117
  %119 = add i32 %111, %118
  %120 = and i32 %119, -32
  store i32 %120, i32* %20, align 4
  %121 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %122 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %123 = mul i32 %121, %122
  %124 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #6
  %125 = mul i32 %123, %124
  %126 = load i32, i32* %20, align 4
  %127 = sub i32 %125, %126
  store i32 %127, i32* %21, align 4
  %128 = load i32, i32* %21, align 4
  %129 = icmp uge i32 %128, 32
  br i1 %129, label %130, label %131

130:                                              ; preds = %101
  br label %135

131:                                              ; preds = %101
  %132 = load i32, i32* %21, align 4
  %133 = shl i32 1, %132
  %134 = sub i32 %133, 1
  br label %135

135:                                              ; preds = %130, %131
  %136 = phi i32 [ -1, %130 ], [ %134, %131 ]
  store i32 %136, i32* %35, align 4
  %137 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %138 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %139 = mul i32 %137, %138
  %140 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #6
  %141 = mul i32 %139, %140
  %142 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %143 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %144 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6
  %145 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %146 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #6
  %147 = mul i32 %145, %146
  %148 = add i32 %144, %147
  %149 = mul i32 %143, %148
  %150 = add i32 %142, %149
  %151 = and i32 %150, -32
  %152 = sub i32 %141, %151
  store i32 %152, i32* %17, align 4
  %153 = load i32, i32* %17, align 4
  %154 = icmp uge i32 %153, 32
  br i1 %154, label %155, label %156

155:                                              ; preds = %135
  br label %158

156:                                              ; preds = %135
  %157 = load i32, i32* %17, align 4
  br label %158

158:                                              ; preds = %155, %156
  %159 = phi i32 [ 32, %155 ], [ %157, %156 ]
  store i32 %159, i32* %36, align 4
  store i32 16, i32* %37, align 4
  br label %160

160:                                              ; preds = %184, %158
  %161 = load i32, i32* %37, align 4
  %162 = icmp ugt i32 %161, 0
  br i1 %162, label %163, label %187

163:                                              ; preds = %160
  %164 = load i32, i32* %35, align 4
  %165 = load float, float* %29, align 4
  %166 = load i32, i32* %37, align 4
  store i32 %164, i32* %12, align 4
  store float %165, float* %13, align 4
  store i32 %166, i32* %14, align 4
  store i32 32, i32* %15, align 4
  %167 = load i32, i32* %12, align 4
  %168 = load float, float* %13, align 4
  %169 = load i32, i32* %14, align 4
  %170 = load i32, i32* %15, align 4
  %171 = sub nsw i32 32, %170
  %172 = shl i32 %171, 8
  %173 = or i32 %172, 31
  %174 = call float @llvm.nvvm.shfl.sync.down.f32(i32 %167, float %168, i32 %169, i32 %173) #6
  store float %174, float* %38, align 4
  %175 = load i32, i32* %32, align 4
  %176 = load i32, i32* %37, align 4
  %177 = add i32 %175, %176
  %178 = load i32, i32* %36, align 4
  %179 = icmp ult i32 %177, %178
  br i1 %179, label %180, label %184

180:                                              ; preds = %163
  %181 = load float, float* %38, align 4
  %182 = load float, float* %29, align 4
  %183 = fadd float %182, %181
  store float %183, float* %29, align 4
  br label %184

184:                                              ; preds = %180, %163
  %185 = load i32, i32* %37, align 4
  %186 = lshr i32 %185, 1
  store i32 %186, i32* %37, align 4
  br label %160, !llvm.loop !8

187:                                              ; preds = %160
  call void @llvm.nvvm.barrier0() #6
  %188 = load i32, i32* %32, align 4
  %189 = icmp eq i32 %188, 0
  br i1 %189, label %190, label %196

190:                                              ; preds = %187
  %191 = load float, float* %29, align 4
  %192 = load float*, float** %30, align 8
  %193 = load i32, i32* %33, align 4
  %194 = zext i32 %193 to i64
  %195 = getelementptr inbounds float, float* %192, i64 %194
  store float %191, float* %195, align 4
  br label %196

196:                                              ; preds = %190, %187
  call void @llvm.nvvm.barrier0() #6
  store float 0.000000e+00, float* %39, align 4
  store i32 0, i32* %40, align 4
  br label %197

197:                                              ; preds = %201, %196
  %198 = load i32, i32* %40, align 4
  %199 = load i32, i32* %34, align 4
  %200 = icmp ult i32 %198, %199
  br i1 %200, label %201, label %211

201:                                              ; preds = %197
  %202 = load float*, float** %30, align 8
  %203 = load i32, i32* %40, align 4
  %204 = zext i32 %203 to i64
  %205 = getelementptr inbounds float, float* %202, i64 %204
  %206 = load float, float* %205, align 4
  %207 = load float, float* %39, align 4
  %208 = fadd float %207, %206
  store float %208, float* %39, align 4
  %209 = load i32, i32* %40, align 4
  %210 = add i32 %209, 1
  store i32 %210, i32* %40, align 4
  br label %197, !llvm.loop !9

211:                                              ; preds = %197
  %212 = load float, float* %39, align 4
  %213 = load i32, i32* %58, align 4
  %214 = sitofp i32 %213 to float
  %215 = fdiv float %212, %214
  store float %215, float* %64, align 4
  store float 0.000000e+00, float* %65, align 4
  %216 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %216, i32* %66, align 4
  br label %217

217:                                              ; preds = %236, %211
  %218 = load i32, i32* %66, align 4
  %219 = load i32, i32* %58, align 4
  %220 = icmp slt i32 %218, %219
  br i1 %220, label %221, label %240

221:                                              ; preds = %217
  %222 = load float*, float** %61, align 8
  %223 = load i32, i32* %66, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds float, float* %222, i64 %224
  %226 = load float, float* %225, align 4
  %227 = load float, float* %64, align 4
  %228 = fsub float %226, %227
  store float %228, float* %67, align 4
  %229 = load float, float* %67, align 4
  %230 = load float, float* %67, align 4
  %231 = load float, float* %65, align 4
  store float %229, float* %23, align 4
  store float %230, float* %24, align 4
  store float %231, float* %25, align 4
  %232 = load float, float* %23, align 4
  %233 = load float, float* %24, align 4
  %234 = load float, float* %25, align 4
  %235 = call float @llvm.fma.f32(float %232, float %233, float %234) #6
  store float %235, float* %65, align 4
  br label %236

236:                                              ; preds = %221
  %237 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %238 = load i32, i32* %66, align 4
  %239 = add i32 %238, %237
  store i32 %239, i32* %66, align 4
  br label %217, !llvm.loop !10

240:                                              ; preds = %217
  %241 = load float, float* %65, align 4
  store float %241, float* %41, align 4
  store float* getelementptr inbounds ([32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch to [32 x float]*), i64 0, i64 0), float** %42, align 8
  %242 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %242, i32* %43, align 4
  %243 = load i32, i32* %43, align 4
  %244 = and i32 %243, 31
  store i32 %244, i32* %44, align 4
  %245 = load i32, i32* %43, align 4
  %246 = lshr i32 %245, 5
  store i32 %246, i32* %45, align 4
  %247 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %248 = add i32 %247, 31
  %249 = lshr i32 %248, 5
  store i32 %249, i32* %46, align 4
  %250 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %251 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %252 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6
  %253 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %254 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #6
  %255 = mul i32 %253, %254
  %256 = add i32 %252, %255
  %257 = mul i32 %251, %256
  %258 = add i32 %250, %257
  %259 = and i32 %258, -32
  store i32 %259, i32* %18, align 4
  %260 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %261 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %262 = mul i32 %260, %261
  %263 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #6
  %264 = mul i32 %262, %263
  %265 = load i32, i32* %18, align 4
  %266 = sub i32 %264, %265
  store i32 %266, i32* %19, align 4
  %267 = load i32, i32* %19, align 4
  %268 = icmp uge i32 %267, 32
  br i1 %268, label %269, label %270

269:                                              ; preds = %240
  br label %274

270:                                              ; preds = %240
  %271 = load i32, i32* %19, align 4
  %272 = shl i32 1, %271
  %273 = sub i32 %272, 1
  br label %274

274:                                              ; preds = %269, %270
  %275 = phi i32 [ -1, %269 ], [ %273, %270 ]
  store i32 %275, i32* %47, align 4
  %276 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %277 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %278 = mul i32 %276, %277
  %279 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #6
  %280 = mul i32 %278, %279
  %281 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %282 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %283 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6
  %284 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %285 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #6
  %286 = mul i32 %284, %285
  %287 = add i32 %283, %286
  %288 = mul i32 %282, %287
  %289 = add i32 %281, %288
  %290 = and i32 %289, -32
  %291 = sub i32 %280, %290
  store i32 %291, i32* %16, align 4
  %292 = load i32, i32* %16, align 4
  %293 = icmp uge i32 %292, 32
  br i1 %293, label %294, label %295

294:                                              ; preds = %274
  br label %297

295:                                              ; preds = %274
  %296 = load i32, i32* %16, align 4
  br label %297

297:                                              ; preds = %294, %295
  %298 = phi i32 [ 32, %294 ], [ %296, %295 ]
  store i32 %298, i32* %48, align 4
  store i32 16, i32* %49, align 4
  br label %299

299:                                              ; preds = %323, %297
  %300 = load i32, i32* %49, align 4
  %301 = icmp ugt i32 %300, 0
  br i1 %301, label %302, label %326

302:                                              ; preds = %299
  %303 = load i32, i32* %47, align 4
  %304 = load float, float* %41, align 4
  %305 = load i32, i32* %49, align 4
  store i32 %303, i32* %8, align 4
  store float %304, float* %9, align 4
  store i32 %305, i32* %10, align 4
  store i32 32, i32* %11, align 4
  %306 = load i32, i32* %8, align 4
  %307 = load float, float* %9, align 4
  %308 = load i32, i32* %10, align 4
  %309 = load i32, i32* %11, align 4
  %310 = sub nsw i32 32, %309
  %311 = shl i32 %310, 8
  %312 = or i32 %311, 31
  %313 = call float @llvm.nvvm.shfl.sync.down.f32(i32 %306, float %307, i32 %308, i32 %312) #6
  store float %313, float* %50, align 4
  %314 = load i32, i32* %44, align 4
  %315 = load i32, i32* %49, align 4
  %316 = add i32 %314, %315
  %317 = load i32, i32* %48, align 4
  %318 = icmp ult i32 %316, %317
  br i1 %318, label %319, label %323

319:                                              ; preds = %302
  %320 = load float, float* %50, align 4
  %321 = load float, float* %41, align 4
  %322 = fadd float %321, %320
  store float %322, float* %41, align 4
  br label %323

323:                                              ; preds = %319, %302
  %324 = load i32, i32* %49, align 4
  %325 = lshr i32 %324, 1
  store i32 %325, i32* %49, align 4
  br label %299, !llvm.loop !8

326:                                              ; preds = %299
  call void @llvm.nvvm.barrier0() #6
  %327 = load i32, i32* %44, align 4
  %328 = icmp eq i32 %327, 0
  br i1 %328, label %329, label %335

329:                                              ; preds = %326
  %330 = load float, float* %41, align 4
  %331 = load float*, float** %42, align 8
  %332 = load i32, i32* %45, align 4
  %333 = zext i32 %332 to i64
  %334 = getelementptr inbounds float, float* %331, i64 %333
  store float %330, float* %334, align 4
  br label %335

335:                                              ; preds = %329, %326
  call void @llvm.nvvm.barrier0() #6
  store float 0.000000e+00, float* %51, align 4
  store i32 0, i32* %52, align 4
  br label %336

336:                                              ; preds = %340, %335
  %337 = load i32, i32* %52, align 4
  %338 = load i32, i32* %46, align 4
  %339 = icmp ult i32 %337, %338
  br i1 %339, label %340, label %350

340:                                              ; preds = %336
  %341 = load float*, float** %42, align 8
  %342 = load i32, i32* %52, align 4
  %343 = zext i32 %342 to i64
  %344 = getelementptr inbounds float, float* %341, i64 %343
  %345 = load float, float* %344, align 4
  %346 = load float, float* %51, align 4
  %347 = fadd float %346, %345
  store float %347, float* %51, align 4
  %348 = load i32, i32* %52, align 4
  %349 = add i32 %348, 1
  store i32 %349, i32* %52, align 4
  br label %336, !llvm.loop !9

350:                                              ; preds = %336
  %351 = load float, float* %51, align 4
  %352 = load i32, i32* %58, align 4
  %353 = sitofp i32 %352 to float
  %354 = fdiv float %351, %353
  store float %354, float* %68, align 4
  %355 = load float, float* %68, align 4
  %356 = load float, float* %59, align 4
  %357 = fadd float %355, %356
  store float %357, float* %22, align 4
  %358 = load float, float* %22, align 4
  %359 = call float @llvm.nvvm.rsqrt.approx.f(float %358) #6
  store float %359, float* %69, align 4
  %360 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %360, i32* %70, align 4
  br label %361

361:                                              ; preds = %399, %350
  %362 = load i32, i32* %70, align 4
  %363 = load i32, i32* %58, align 4
  %364 = icmp slt i32 %362, %363
  br i1 %364, label %365, label %403

365:                                              ; preds = %361
  %366 = load float*, float** %61, align 8
  %367 = load i32, i32* %70, align 4
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds float, float* %366, i64 %368
  %370 = load float, float* %369, align 4
  %371 = load float, float* %64, align 4
  %372 = fsub float %370, %371
  %373 = load float, float* %69, align 4
  %374 = fmul float %372, %373
  %375 = load float*, float** %54, align 8
  %376 = load i32, i32* %70, align 4
  %377 = sext i32 %376 to i64
  %378 = getelementptr inbounds float, float* %375, i64 %377
  %379 = load float, float* %378, align 4
  %380 = load float*, float** %55, align 8
  %381 = load i32, i32* %70, align 4
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds float, float* %380, i64 %382
  %384 = load float, float* %383, align 4
  store float %374, float* %26, align 4
  store float %379, float* %27, align 4
  store float %384, float* %28, align 4
  %385 = load float, float* %26, align 4
  %386 = load float, float* %27, align 4
  %387 = load float, float* %28, align 4
  %388 = call float @llvm.fma.f32(float %385, float %386, float %387) #6
  %389 = load float*, float** %56, align 8
  %390 = load i32, i32* %60, align 4
  %391 = sext i32 %390 to i64
  %392 = load i32, i32* %58, align 4
  %393 = sext i32 %392 to i64
  %394 = mul nsw i64 %391, %393
  %395 = load i32, i32* %70, align 4
  %396 = sext i32 %395 to i64
  %397 = add nsw i64 %394, %396
  %398 = getelementptr inbounds float, float* %389, i64 %397
  store float %388, float* %398, align 4
  br label %399

399:                                              ; preds = %365
  %400 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %401 = load i32, i32* %70, align 4
  %402 = add i32 %401, %400
  store i32 %402, i32* %70, align 4
  br label %361, !llvm.loop !11

403:                                              ; preds = %75, %361
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @rmsnorm_rows(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float*, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca i32, align 4
  %30 = alloca float*, align 8
  %31 = alloca float*, align 8
  %32 = alloca float*, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca float, align 4
  %36 = alloca i32, align 4
  %37 = alloca float*, align 8
  %38 = alloca float, align 4
  %39 = alloca i32, align 4
  %40 = alloca float, align 4
  %41 = alloca i32, align 4
  store float* %0, float** %30, align 8
  store float* %1, float** %31, align 8
  store float* %2, float** %32, align 8
  store i32 %3, i32* %33, align 4
  store i32 %4, i32* %34, align 4
  store float %5, float* %35, align 4
  %42 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  store i32 %42, i32* %36, align 4
  %43 = load i32, i32* %36, align 4
  %44 = load i32, i32* %33, align 4
  %45 = icmp sge i32 %43, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %6
  br label %232

47:                                               ; preds = %6
  %48 = load float*, float** %30, align 8
  %49 = load i32, i32* %36, align 4
  %50 = sext i32 %49 to i64
  %51 = load i32, i32* %34, align 4
  %52 = sext i32 %51 to i64
  %53 = mul nsw i64 %50, %52
  %54 = getelementptr inbounds float, float* %48, i64 %53
  store float* %54, float** %37, align 8
  store float 0.000000e+00, float* %38, align 4
  %55 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %55, i32* %39, align 4
  br label %56

56:                                               ; preds = %76, %47
  %57 = load i32, i32* %39, align 4
  %58 = load i32, i32* %34, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %80

60:                                               ; preds = %56
  %61 = load float*, float** %37, align 8
  %62 = load i32, i32* %39, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, float* %61, i64 %63
  %65 = load float, float* %64, align 4
  %66 = load float*, float** %37, align 8
  %67 = load i32, i32* %39, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, float* %66, i64 %68
  %70 = load float, float* %69, align 4
  %71 = load float, float* %38, align 4
  store float %65, float* %15, align 4
  store float %70, float* %16, align 4
  store float %71, float* %17, align 4
  %72 = load float, float* %15, align 4
  %73 = load float, float* %16, align 4
  %74 = load float, float* %17, align 4
  %75 = call float @llvm.fma.f32(float %72, float %73, float %74) #6
  store float %75, float* %38, align 4
  br label %76

76:                                               ; preds = %60
  %77 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %78 = load i32, i32* %39, align 4
  %79 = add i32 %78, %77
  store i32 %79, i32* %39, align 4
  br label %56, !llvm.loop !12

80:                                               ; preds = %56
  %81 = load float, float* %38, align 4
  store float %81, float* %18, align 4
  store float* getelementptr inbounds ([32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch to [32 x float]*), i64 0, i64 0), float** %19, align 8
  %82 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %82, i32* %20, align 4
  %83 = load i32, i32* %20, align 4
  %84 = and i32 %83, 31
  store i32 %84, i32* %21, align 4
  %85 = load i32, i32* %20, align 4
  %86 = lshr i32 %85, 5
  store i32 %86, i32* %22, align 4
  %87 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %88 = add i32 %87, 31
  %89 = lshr i32 %88, 5
  store i32 %89, i32* %23, align 4
  %90 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %91 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %92 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6
  %93 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %94 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #6
  %95 = mul i32 %93, %94
  %96 = add i32 %92, %95
  %97 = mul i32 %91, %96
  %98 = add i32 %90, %97
  %99 = and i32 %98, -32
  store i32 %99, i32* %12, align 4
  %100 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %101 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %102 = mul i32 %100, %101
  %103 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #6
  %104 = mul i32 %102, %103
  %105 = load i32, i32* %12, align 4
  %106 = sub i32 %104, %105
  store i32 %106, i32* %13, align 4
  %107 = load i32, i32* %13, align 4
  %108 = icmp uge i32 %107, 32
  br i1 %108, label %109, label %110

109:                                              ; preds = %80
  br label %114

110:                                              ; preds = %80
  %111 = load i32, i32* %13, align 4
  %112 = shl i32 1, %111
  %113 = sub i32 %112, 1
  br label %114

114:                                              ; preds = %109, %110
  %115 = phi i32 [ -1, %109 ], [ %113, %110 ]
  store i32 %115, i32* %24, align 4
  %116 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %117 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %118 = mul i32 %116, %117
  %119 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #6
  %120 = mul i32 %118, %119
  %121 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %122 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %123 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6
  %124 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %125 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #6
  %126 = mul i32 %124, %125
  %127 = add i32 %123, %126
  %128 = mul i32 %122, %127
  %129 = add i32 %121, %128
  %130 = and i32 %129, -32
  %131 = sub i32 %120, %130
  store i32 %131, i32* %11, align 4
  %132 = load i32, i32* %11, align 4
  %133 = icmp uge i32 %132, 32
  br i1 %133, label %134, label %135

134:                                              ; preds = %114
  br label %137

135:                                              ; preds = %114
  %136 = load i32, i32* %11, align 4
  br label %137

137:                                              ; preds = %134, %135
  %138 = phi i32 [ 32, %134 ], [ %136, %135 ]
  store i32 %138, i32* %25, align 4
  store i32 16, i32* %26, align 4
  br label %139

139:                                              ; preds = %163, %137
  %140 = load i32, i32* %26, align 4
  %141 = icmp ugt i32 %140, 0
  br i1 %141, label %142, label %166

142:                                              ; preds = %139
  %143 = load i32, i32* %24, align 4
  %144 = load float, float* %18, align 4
  %145 = load i32, i32* %26, align 4
  store i32 %143, i32* %7, align 4
  store float %144, float* %8, align 4
  store i32 %145, i32* %9, align 4
  store i32 32, i32* %10, align 4
  %146 = load i32, i32* %7, align 4
  %147 = load float, float* %8, align 4
  %148 = load i32, i32* %9, align 4
  %149 = load i32, i32* %10, align 4
  %150 = sub nsw i32 32, %149
  %151 = shl i32 %150, 8
  %152 = or i32 %151, 31
  %153 = call float @llvm.nvvm.shfl.sync.down.f32(i32 %146, float %147, i32 %148, i32 %152) #6
  store float %153, float* %27, align 4
  %154 = load i32, i32* %21, align 4
  %155 = load i32, i32* %26, align 4
  %156 = add i32 %154, %155
  %157 = load i32, i32* %25, align 4
  %158 = icmp ult i32 %156, %157
  br i1 %158, label %159, label %163

159:                                              ; preds = %142
  %160 = load float, float* %27, align 4
  %161 = load float, float* %18, align 4
  %162 = fadd float %161, %160
  store float %162, float* %18, align 4
  br label %163

163:                                              ; preds = %159, %142
  %164 = load i32, i32* %26, align 4
  %165 = lshr i32 %164, 1
  store i32 %165, i32* %26, align 4
  br label %139, !llvm.loop !8

166:                                              ; preds = %139
  call void @llvm.nvvm.barrier0() #6
  %167 = load i32, i32* %21, align 4
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %169, label %175

169:                                              ; preds = %166
  %170 = load float, float* %18, align 4
  %171 = load float*, float** %19, align 8
  %172 = load i32, i32* %22, align 4
  %173 = zext i32 %172 to i64
  %174 = getelementptr inbounds float, float* %171, i64 %173
  store float %170, float* %174, align 4
  br label %175

175:                                              ; preds = %169, %166
  call void @llvm.nvvm.barrier0() #6
  store float 0.000000e+00, float* %28, align 4
  store i32 0, i32* %29, align 4
  br label %176

176:                                              ; preds = %180, %175
  %177 = load i32, i32* %29, align 4
  %178 = load i32, i32* %23, align 4
  %179 = icmp ult i32 %177, %178
  br i1 %179, label %180, label %190

180:                                              ; preds = %176
  %181 = load float*, float** %19, align 8
  %182 = load i32, i32* %29, align 4
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds float, float* %181, i64 %183
  %185 = load float, float* %184, align 4
  %186 = load float, float* %28, align 4
  %187 = fadd float %186, %185
  store float %187, float* %28, align 4
  %188 = load i32, i32* %29, align 4
  %189 = add i32 %188, 1
  store i32 %189, i32* %29, align 4
  br label %176, !llvm.loop !9

190:                                              ; preds = %176
  %191 = load float, float* %28, align 4
  %192 = load i32, i32* %34, align 4
  %193 = sitofp i32 %192 to float
  %194 = fdiv float %191, %193
  %195 = load float, float* %35, align 4
  %196 = fadd float %194, %195
  store float %196, float* %14, align 4
  %197 = load float, float* %14, align 4
  %198 = call float @llvm.sqrt.f32(float %197) #6
  store float %198, float* %40, align 4
  %199 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  store i32 %199, i32* %41, align 4
  br label %200

200:                                              ; preds = %228, %190
  %201 = load i32, i32* %41, align 4
  %202 = load i32, i32* %34, align 4
  %203 = icmp slt i32 %201, %202
  br i1 %203, label %204, label %232

204:                                              ; preds = %200
  %205 = load float*, float** %37, align 8
  %206 = load i32, i32* %41, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds float, float* %205, i64 %207
  %209 = load float, float* %208, align 4
  %210 = load float, float* %40, align 4
  %211 = fdiv float %209, %210
  %212 = load float*, float** %31, align 8
  %213 = load i32, i32* %41, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds float, float* %212, i64 %214
  %216 = load float, float* %215, align 4
  %217 = fmul float %211, %216
  %218 = load float*, float** %32, align 8
  %219 = load i32, i32* %36, align 4
  %220 = sext i32 %219 to i64
  %221 = load i32, i32* %34, align 4
  %222 = sext i32 %221 to i64
  %223 = mul nsw i64 %220, %222
  %224 = load i32, i32* %41, align 4
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %223, %225
  %227 = getelementptr inbounds float, float* %218, i64 %226
  store float %217, float* %227, align 4
  br label %228

228:                                              ; preds = %204
  %229 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %230 = load i32, i32* %41, align 4
  %231 = add i32 %230, %229
  store i32 %231, i32* %41, align 4
  br label %200, !llvm.loop !13

232:                                              ; preds = %46, %200
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, float*, float*, i32, i32, float)* @layernorm_rows, !"kernel", i32 1}
!1 = !{void (float*, float*, float*, i32, i32, float)* @rmsnorm_rows, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
