source_filename = "sobel_u8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @sobel_u8(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
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
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
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
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i32, align 4
  %86 = alloca i32, align 4
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca i32, align 4
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i8*, align 8
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca i8*, align 8
  %111 = alloca i32, align 4
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca i32, align 4
  %115 = alloca i8*, align 8
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i32, align 4
  %119 = alloca i32, align 4
  %120 = alloca i8*, align 8
  %121 = alloca i32, align 4
  %122 = alloca i32, align 4
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca i8*, align 8
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca i32, align 4
  %129 = alloca i32, align 4
  %130 = alloca i8*, align 8
  %131 = alloca i32, align 4
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca i32, align 4
  %135 = alloca i8*, align 8
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca i32, align 4
  %140 = alloca i8*, align 8
  %141 = alloca i32, align 4
  %142 = alloca i32, align 4
  %143 = alloca i32, align 4
  %144 = alloca i32, align 4
  %145 = alloca i8*, align 8
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca i8*, align 8
  %151 = alloca i32, align 4
  %152 = alloca i32, align 4
  %153 = alloca i32, align 4
  %154 = alloca i32, align 4
  %155 = alloca i8*, align 8
  %156 = alloca i32, align 4
  %157 = alloca i32, align 4
  %158 = alloca i32, align 4
  %159 = alloca i32, align 4
  %160 = alloca i8*, align 8
  %161 = alloca i32, align 4
  %162 = alloca i32, align 4
  %163 = alloca i32, align 4
  %164 = alloca i32, align 4
  %165 = alloca i8*, align 8
  %166 = alloca i8*, align 8
  %167 = alloca i32, align 4
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca i32, align 4
  %172 = alloca i32, align 4
  %173 = alloca i32, align 4
  store i8* %0, i8** %165, align 8
  store i8* %1, i8** %166, align 8
  store i32 %2, i32* %167, align 4
  store i32 %3, i32* %168, align 4
  %174 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %175 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %176 = mul i32 %174, %175
  %177 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %178 = add i32 %176, %177
  store i32 %178, i32* %169, align 4
  %179 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %180 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %181 = mul i32 %179, %180
  %182 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %183 = add i32 %181, %182
  store i32 %183, i32* %170, align 4
  %184 = load i32, i32* %169, align 4
  %185 = load i32, i32* %167, align 4
  %186 = icmp sge i32 %184, %185
  br i1 %186, label %191, label %187

187:                                              ; preds = %4
  %188 = load i32, i32* %170, align 4
  %189 = load i32, i32* %168, align 4
  %190 = icmp sge i32 %188, %189
  br i1 %190, label %191, label %192

191:                                              ; preds = %187, %4
  br label %953

192:                                              ; preds = %187
  %193 = load i8*, i8** %165, align 8
  %194 = load i32, i32* %169, align 4
  %195 = sub nsw i32 %194, 1
  %196 = load i32, i32* %170, align 4
  %197 = sub nsw i32 %196, 1
  %198 = load i32, i32* %167, align 4
  %199 = load i32, i32* %168, align 4
  store i8* %193, i8** %105, align 8
  store i32 %195, i32* %106, align 4
  store i32 %197, i32* %107, align 4
  store i32 %198, i32* %108, align 4
  store i32 %199, i32* %109, align 4
  %200 = load i32, i32* %106, align 4
  store i32 %200, i32* %49, align 4
  store i32 0, i32* %50, align 4
  %201 = load i32, i32* %49, align 4
  %202 = load i32, i32* %50, align 4
  %203 = icmp sgt i32 %201, %202
  br i1 %203, label %204, label %206

204:                                              ; preds = %192
  %205 = load i32, i32* %49, align 4
  br label %208

206:                                              ; preds = %192
  %207 = load i32, i32* %50, align 4
  br label %208

208:                                              ; preds = %204, %206
  %209 = phi i32 [ %205, %204 ], [ %207, %206 ]
  %210 = load i32, i32* %108, align 4
  %211 = sub nsw i32 %210, 1
  store i32 %209, i32* %99, align 4
  store i32 %211, i32* %100, align 4
  %212 = load i32, i32* %99, align 4
  %213 = load i32, i32* %100, align 4
  %214 = icmp slt i32 %212, %213
  br i1 %214, label %215, label %217

215:                                              ; preds = %208
  %216 = load i32, i32* %99, align 4
  br label %219

217:                                              ; preds = %208
  %218 = load i32, i32* %100, align 4
  br label %219

219:                                              ; preds = %215, %217
  %220 = phi i32 [ %216, %215 ], [ %218, %217 ]
  store i32 %220, i32* %106, align 4
  %221 = load i32, i32* %107, align 4
  store i32 %221, i32* %51, align 4
  store i32 0, i32* %52, align 4
  %222 = load i32, i32* %51, align 4
  %223 = load i32, i32* %52, align 4
  %224 = icmp sgt i32 %222, %223
  br i1 %224, label %225, label %227

225:                                              ; preds = %219
  %226 = load i32, i32* %51, align 4
  br label %229

227:                                              ; preds = %219
  %228 = load i32, i32* %52, align 4
  br label %229

229:                                              ; preds = %225, %227
  %230 = phi i32 [ %226, %225 ], [ %228, %227 ]
  %231 = load i32, i32* %109, align 4
  %232 = sub nsw i32 %231, 1
  store i32 %230, i32* %101, align 4
  store i32 %232, i32* %102, align 4
  %233 = load i32, i32* %101, align 4
  %234 = load i32, i32* %102, align 4
  %235 = icmp slt i32 %233, %234
  br i1 %235, label %236, label %238

236:                                              ; preds = %229
  %237 = load i32, i32* %101, align 4
  br label %240

238:                                              ; preds = %229
  %239 = load i32, i32* %102, align 4
  br label %240

240:                                              ; preds = %236, %238
  %241 = phi i32 [ %237, %236 ], [ %239, %238 ]
  store i32 %241, i32* %107, align 4
  %242 = load i8*, i8** %105, align 8
  %243 = load i32, i32* %107, align 4
  %244 = load i32, i32* %108, align 4
  %245 = mul nsw i32 %243, %244
  %246 = load i32, i32* %106, align 4
  %247 = add nsw i32 %245, %246
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds i8, i8* %242, i64 %248
  %250 = load i8, i8* %249, align 1
  %251 = zext i8 %250 to i32
  %252 = sub nsw i32 0, %251
  %253 = load i8*, i8** %165, align 8
  %254 = load i32, i32* %169, align 4
  %255 = add nsw i32 %254, 1
  %256 = load i32, i32* %170, align 4
  %257 = sub nsw i32 %256, 1
  %258 = load i32, i32* %167, align 4
  %259 = load i32, i32* %168, align 4
  store i8* %253, i8** %110, align 8
  store i32 %255, i32* %111, align 4
  store i32 %257, i32* %112, align 4
  store i32 %258, i32* %113, align 4
  store i32 %259, i32* %114, align 4
  %260 = load i32, i32* %111, align 4
  store i32 %260, i32* %45, align 4
  store i32 0, i32* %46, align 4
  %261 = load i32, i32* %45, align 4
  %262 = load i32, i32* %46, align 4
  %263 = icmp sgt i32 %261, %262
  br i1 %263, label %264, label %266

264:                                              ; preds = %240
  %265 = load i32, i32* %45, align 4
  br label %268

266:                                              ; preds = %240
  %267 = load i32, i32* %46, align 4
  br label %268

268:                                              ; preds = %264, %266
  %269 = phi i32 [ %265, %264 ], [ %267, %266 ]
  %270 = load i32, i32* %113, align 4
  %271 = sub nsw i32 %270, 1
  store i32 %269, i32* %95, align 4
  store i32 %271, i32* %96, align 4
  %272 = load i32, i32* %95, align 4
  %273 = load i32, i32* %96, align 4
  %274 = icmp slt i32 %272, %273
  br i1 %274, label %275, label %277

275:                                              ; preds = %268
  %276 = load i32, i32* %95, align 4
  br label %279

277:                                              ; preds = %268
  %278 = load i32, i32* %96, align 4
  br label %279

279:                                              ; preds = %275, %277
  %280 = phi i32 [ %276, %275 ], [ %278, %277 ]
  store i32 %280, i32* %111, align 4
  %281 = load i32, i32* %112, align 4
  store i32 %281, i32* %47, align 4
  store i32 0, i32* %48, align 4
  %282 = load i32, i32* %47, align 4
  %283 = load i32, i32* %48, align 4
  %284 = icmp sgt i32 %282, %283
  br i1 %284, label %285, label %287

285:                                              ; preds = %279
  %286 = load i32, i32* %47, align 4
  br label %289

287:                                              ; preds = %279
  %288 = load i32, i32* %48, align 4
  br label %289

289:                                              ; preds = %285, %287
  %290 = phi i32 [ %286, %285 ], [ %288, %287 ]
  %291 = load i32, i32* %114, align 4
  %292 = sub nsw i32 %291, 1
  store i32 %290, i32* %97, align 4
  store i32 %292, i32* %98, align 4
  %293 = load i32, i32* %97, align 4
  %294 = load i32, i32* %98, align 4
  %295 = icmp slt i32 %293, %294
  br i1 %295, label %296, label %298

296:                                              ; preds = %289
  %297 = load i32, i32* %97, align 4
  br label %300

298:                                              ; preds = %289
  %299 = load i32, i32* %98, align 4
  br label %300

300:                                              ; preds = %296, %298
  %301 = phi i32 [ %297, %296 ], [ %299, %298 ]
  store i32 %301, i32* %112, align 4
  %302 = load i8*, i8** %110, align 8
  %303 = load i32, i32* %112, align 4
  %304 = load i32, i32* %113, align 4
  %305 = mul nsw i32 %303, %304
  %306 = load i32, i32* %111, align 4
  %307 = add nsw i32 %305, %306
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds i8, i8* %302, i64 %308
  %310 = load i8, i8* %309, align 1
  %311 = zext i8 %310 to i32
  %312 = add nsw i32 %252, %311
  %313 = load i8*, i8** %165, align 8
  %314 = load i32, i32* %169, align 4
  %315 = sub nsw i32 %314, 1
  %316 = load i32, i32* %170, align 4
  %317 = load i32, i32* %167, align 4
  %318 = load i32, i32* %168, align 4
  store i8* %313, i8** %115, align 8
  store i32 %315, i32* %116, align 4
  store i32 %316, i32* %117, align 4
  store i32 %317, i32* %118, align 4
  store i32 %318, i32* %119, align 4
  %319 = load i32, i32* %116, align 4
  store i32 %319, i32* %41, align 4
  store i32 0, i32* %42, align 4
  %320 = load i32, i32* %41, align 4
  %321 = load i32, i32* %42, align 4
  %322 = icmp sgt i32 %320, %321
  br i1 %322, label %323, label %325

323:                                              ; preds = %300
  %324 = load i32, i32* %41, align 4
  br label %327

325:                                              ; preds = %300
  %326 = load i32, i32* %42, align 4
  br label %327

327:                                              ; preds = %323, %325
  %328 = phi i32 [ %324, %323 ], [ %326, %325 ]
  %329 = load i32, i32* %118, align 4
  %330 = sub nsw i32 %329, 1
  store i32 %328, i32* %91, align 4
  store i32 %330, i32* %92, align 4
  %331 = load i32, i32* %91, align 4
  %332 = load i32, i32* %92, align 4
  %333 = icmp slt i32 %331, %332
  br i1 %333, label %334, label %336

334:                                              ; preds = %327
  %335 = load i32, i32* %91, align 4
  br label %338

336:                                              ; preds = %327
  %337 = load i32, i32* %92, align 4
  br label %338

338:                                              ; preds = %334, %336
  %339 = phi i32 [ %335, %334 ], [ %337, %336 ]
  store i32 %339, i32* %116, align 4
  %340 = load i32, i32* %117, align 4
  store i32 %340, i32* %43, align 4
  store i32 0, i32* %44, align 4
  %341 = load i32, i32* %43, align 4
  %342 = load i32, i32* %44, align 4
  %343 = icmp sgt i32 %341, %342
  br i1 %343, label %344, label %346

344:                                              ; preds = %338
  %345 = load i32, i32* %43, align 4
  br label %348

346:                                              ; preds = %338
  %347 = load i32, i32* %44, align 4
  br label %348

348:                                              ; preds = %344, %346
  %349 = phi i32 [ %345, %344 ], [ %347, %346 ]
  %350 = load i32, i32* %119, align 4
  %351 = sub nsw i32 %350, 1
  store i32 %349, i32* %93, align 4
  store i32 %351, i32* %94, align 4
  %352 = load i32, i32* %93, align 4
  %353 = load i32, i32* %94, align 4
  %354 = icmp slt i32 %352, %353
  br i1 %354, label %355, label %357

355:                                              ; preds = %348
  %356 = load i32, i32* %93, align 4
  br label %359

357:                                              ; preds = %348
  %358 = load i32, i32* %94, align 4
  br label %359

359:                                              ; preds = %355, %357
  %360 = phi i32 [ %356, %355 ], [ %358, %357 ]
  store i32 %360, i32* %117, align 4
  %361 = load i8*, i8** %115, align 8
  %362 = load i32, i32* %117, align 4
  %363 = load i32, i32* %118, align 4
  %364 = mul nsw i32 %362, %363
  %365 = load i32, i32* %116, align 4
  %366 = add nsw i32 %364, %365
  %367 = sext i32 %366 to i64
  %368 = getelementptr inbounds i8, i8* %361, i64 %367
  %369 = load i8, i8* %368, align 1
  %370 = zext i8 %369 to i32
  %371 = mul nsw i32 2, %370
  %372 = sub nsw i32 %312, %371
  %373 = load i8*, i8** %165, align 8
  %374 = load i32, i32* %169, align 4
  %375 = add nsw i32 %374, 1
  %376 = load i32, i32* %170, align 4
  %377 = load i32, i32* %167, align 4
  %378 = load i32, i32* %168, align 4
  store i8* %373, i8** %120, align 8
  store i32 %375, i32* %121, align 4
  store i32 %376, i32* %122, align 4
  store i32 %377, i32* %123, align 4
  store i32 %378, i32* %124, align 4
  %379 = load i32, i32* %121, align 4
  store i32 %379, i32* %37, align 4
  store i32 0, i32* %38, align 4
  %380 = load i32, i32* %37, align 4
  %381 = load i32, i32* %38, align 4
  %382 = icmp sgt i32 %380, %381
  br i1 %382, label %383, label %385

383:                                              ; preds = %359
  %384 = load i32, i32* %37, align 4
  br label %387

385:                                              ; preds = %359
  %386 = load i32, i32* %38, align 4
  br label %387

387:                                              ; preds = %383, %385
  %388 = phi i32 [ %384, %383 ], [ %386, %385 ]
  %389 = load i32, i32* %123, align 4
  %390 = sub nsw i32 %389, 1
  store i32 %388, i32* %87, align 4
  store i32 %390, i32* %88, align 4
  %391 = load i32, i32* %87, align 4
  %392 = load i32, i32* %88, align 4
  %393 = icmp slt i32 %391, %392
  br i1 %393, label %394, label %396

394:                                              ; preds = %387
  %395 = load i32, i32* %87, align 4
  br label %398

396:                                              ; preds = %387
  %397 = load i32, i32* %88, align 4
  br label %398

398:                                              ; preds = %394, %396
  %399 = phi i32 [ %395, %394 ], [ %397, %396 ]
  store i32 %399, i32* %121, align 4
  %400 = load i32, i32* %122, align 4
  store i32 %400, i32* %39, align 4
  store i32 0, i32* %40, align 4
  %401 = load i32, i32* %39, align 4
  %402 = load i32, i32* %40, align 4
  %403 = icmp sgt i32 %401, %402
  br i1 %403, label %404, label %406

404:                                              ; preds = %398
  %405 = load i32, i32* %39, align 4
  br label %408

406:                                              ; preds = %398
  %407 = load i32, i32* %40, align 4
  br label %408

408:                                              ; preds = %404, %406
  %409 = phi i32 [ %405, %404 ], [ %407, %406 ]
  %410 = load i32, i32* %124, align 4
  %411 = sub nsw i32 %410, 1
  store i32 %409, i32* %89, align 4
  store i32 %411, i32* %90, align 4
  %412 = load i32, i32* %89, align 4
  %413 = load i32, i32* %90, align 4
  %414 = icmp slt i32 %412, %413
  br i1 %414, label %415, label %417

415:                                              ; preds = %408
  %416 = load i32, i32* %89, align 4
  br label %419

417:                                              ; preds = %408
  %418 = load i32, i32* %90, align 4
  br label %419

419:                                              ; preds = %415, %417
  %420 = phi i32 [ %416, %415 ], [ %418, %417 ]
  store i32 %420, i32* %122, align 4
  %421 = load i8*, i8** %120, align 8
  %422 = load i32, i32* %122, align 4
  %423 = load i32, i32* %123, align 4
  %424 = mul nsw i32 %422, %423
  %425 = load i32, i32* %121, align 4
  %426 = add nsw i32 %424, %425
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds i8, i8* %421, i64 %427
  %429 = load i8, i8* %428, align 1
  %430 = zext i8 %429 to i32
  %431 = mul nsw i32 2, %430
  %432 = add nsw i32 %372, %431
  %433 = load i8*, i8** %165, align 8
  %434 = load i32, i32* %169, align 4
  %435 = sub nsw i32 %434, 1
  %436 = load i32, i32* %170, align 4
  %437 = add nsw i32 %436, 1
  %438 = load i32, i32* %167, align 4
  %439 = load i32, i32* %168, align 4
  store i8* %433, i8** %125, align 8
  store i32 %435, i32* %126, align 4
  store i32 %437, i32* %127, align 4
  store i32 %438, i32* %128, align 4
  store i32 %439, i32* %129, align 4
  %440 = load i32, i32* %126, align 4
  store i32 %440, i32* %33, align 4
  store i32 0, i32* %34, align 4
  %441 = load i32, i32* %33, align 4
  %442 = load i32, i32* %34, align 4
  %443 = icmp sgt i32 %441, %442
  br i1 %443, label %444, label %446

444:                                              ; preds = %419
  %445 = load i32, i32* %33, align 4
  br label %448

446:                                              ; preds = %419
  %447 = load i32, i32* %34, align 4
  br label %448

448:                                              ; preds = %444, %446
  %449 = phi i32 [ %445, %444 ], [ %447, %446 ]
  %450 = load i32, i32* %128, align 4
  %451 = sub nsw i32 %450, 1
  store i32 %449, i32* %83, align 4
  store i32 %451, i32* %84, align 4
  %452 = load i32, i32* %83, align 4
  %453 = load i32, i32* %84, align 4
  %454 = icmp slt i32 %452, %453
  br i1 %454, label %455, label %457

455:                                              ; preds = %448
  %456 = load i32, i32* %83, align 4
  br label %459

457:                                              ; preds = %448
  %458 = load i32, i32* %84, align 4
  br label %459

459:                                              ; preds = %455, %457
  %460 = phi i32 [ %456, %455 ], [ %458, %457 ]
  store i32 %460, i32* %126, align 4
  %461 = load i32, i32* %127, align 4
  store i32 %461, i32* %35, align 4
  store i32 0, i32* %36, align 4
  %462 = load i32, i32* %35, align 4
  %463 = load i32, i32* %36, align 4
  %464 = icmp sgt i32 %462, %463
  br i1 %464, label %465, label %467

465:                                              ; preds = %459
  %466 = load i32, i32* %35, align 4
  br label %469

467:                                              ; preds = %459
  %468 = load i32, i32* %36, align 4
  br label %469

469:                                              ; preds = %465, %467
  %470 = phi i32 [ %466, %465 ], [ %468, %467 ]
  %471 = load i32, i32* %129, align 4
  %472 = sub nsw i32 %471, 1
  store i32 %470, i32* %85, align 4
  store i32 %472, i32* %86, align 4
  %473 = load i32, i32* %85, align 4
  %474 = load i32, i32* %86, align 4
  %475 = icmp slt i32 %473, %474
  br i1 %475, label %476, label %478

476:                                              ; preds = %469
  %477 = load i32, i32* %85, align 4
  br label %480

478:                                              ; preds = %469
  %479 = load i32, i32* %86, align 4
  br label %480

480:                                              ; preds = %476, %478
  %481 = phi i32 [ %477, %476 ], [ %479, %478 ]
  store i32 %481, i32* %127, align 4
  %482 = load i8*, i8** %125, align 8
  %483 = load i32, i32* %127, align 4
  %484 = load i32, i32* %128, align 4
  %485 = mul nsw i32 %483, %484
  %486 = load i32, i32* %126, align 4
  %487 = add nsw i32 %485, %486
  %488 = sext i32 %487 to i64
  %489 = getelementptr inbounds i8, i8* %482, i64 %488
  %490 = load i8, i8* %489, align 1
  %491 = zext i8 %490 to i32
  %492 = sub nsw i32 %432, %491
  %493 = load i8*, i8** %165, align 8
  %494 = load i32, i32* %169, align 4
  %495 = add nsw i32 %494, 1
  %496 = load i32, i32* %170, align 4
  %497 = add nsw i32 %496, 1
  %498 = load i32, i32* %167, align 4
  %499 = load i32, i32* %168, align 4
  store i8* %493, i8** %130, align 8
  store i32 %495, i32* %131, align 4
  store i32 %497, i32* %132, align 4
  store i32 %498, i32* %133, align 4
  store i32 %499, i32* %134, align 4
  %500 = load i32, i32* %131, align 4
  store i32 %500, i32* %29, align 4
  store i32 0, i32* %30, align 4
  %501 = load i32, i32* %29, align 4
  %502 = load i32, i32* %30, align 4
  %503 = icmp sgt i32 %501, %502
  br i1 %503, label %504, label %506

504:                                              ; preds = %480
  %505 = load i32, i32* %29, align 4
  br label %508

506:                                              ; preds = %480
  %507 = load i32, i32* %30, align 4
  br label %508

508:                                              ; preds = %504, %506
  %509 = phi i32 [ %505, %504 ], [ %507, %506 ]
  %510 = load i32, i32* %133, align 4
  %511 = sub nsw i32 %510, 1
  store i32 %509, i32* %79, align 4
  store i32 %511, i32* %80, align 4
  %512 = load i32, i32* %79, align 4
  %513 = load i32, i32* %80, align 4
  %514 = icmp slt i32 %512, %513
  br i1 %514, label %515, label %517

515:                                              ; preds = %508
  %516 = load i32, i32* %79, align 4
  br label %519

517:                                              ; preds = %508
  %518 = load i32, i32* %80, align 4
  br label %519

519:                                              ; preds = %515, %517
  %520 = phi i32 [ %516, %515 ], [ %518, %517 ]
  store i32 %520, i32* %131, align 4
  %521 = load i32, i32* %132, align 4
  store i32 %521, i32* %31, align 4
  store i32 0, i32* %32, align 4
  %522 = load i32, i32* %31, align 4
  %523 = load i32, i32* %32, align 4
  %524 = icmp sgt i32 %522, %523
  br i1 %524, label %525, label %527

525:                                              ; preds = %519
  %526 = load i32, i32* %31, align 4
  br label %529

527:                                              ; preds = %519
  %528 = load i32, i32* %32, align 4
  br label %529

529:                                              ; preds = %525, %527
  %530 = phi i32 [ %526, %525 ], [ %528, %527 ]
  %531 = load i32, i32* %134, align 4
  %532 = sub nsw i32 %531, 1
  store i32 %530, i32* %81, align 4
  store i32 %532, i32* %82, align 4
  %533 = load i32, i32* %81, align 4
  %534 = load i32, i32* %82, align 4
  %535 = icmp slt i32 %533, %534
  br i1 %535, label %536, label %538

536:                                              ; preds = %529
  %537 = load i32, i32* %81, align 4
  br label %540

538:                                              ; preds = %529
  %539 = load i32, i32* %82, align 4
  br label %540

540:                                              ; preds = %536, %538
  %541 = phi i32 [ %537, %536 ], [ %539, %538 ]
  store i32 %541, i32* %132, align 4
  %542 = load i8*, i8** %130, align 8
  %543 = load i32, i32* %132, align 4
  %544 = load i32, i32* %133, align 4
  %545 = mul nsw i32 %543, %544
  %546 = load i32, i32* %131, align 4
  %547 = add nsw i32 %545, %546
  %548 = sext i32 %547 to i64
  %549 = getelementptr inbounds i8, i8* %542, i64 %548
  %550 = load i8, i8* %549, align 1
  %551 = zext i8 %550 to i32
  %552 = add nsw i32 %492, %551
  store i32 %552, i32* %171, align 4
  %553 = load i8*, i8** %165, align 8
  %554 = load i32, i32* %169, align 4
  %555 = sub nsw i32 %554, 1
  %556 = load i32, i32* %170, align 4
  %557 = sub nsw i32 %556, 1
  %558 = load i32, i32* %167, align 4
  %559 = load i32, i32* %168, align 4
  store i8* %553, i8** %135, align 8
  store i32 %555, i32* %136, align 4
  store i32 %557, i32* %137, align 4
  store i32 %558, i32* %138, align 4
  store i32 %559, i32* %139, align 4
  %560 = load i32, i32* %136, align 4
  store i32 %560, i32* %25, align 4
  store i32 0, i32* %26, align 4
  %561 = load i32, i32* %25, align 4
  %562 = load i32, i32* %26, align 4
  %563 = icmp sgt i32 %561, %562
  br i1 %563, label %564, label %566

564:                                              ; preds = %540
  %565 = load i32, i32* %25, align 4
  br label %568

566:                                              ; preds = %540
  %567 = load i32, i32* %26, align 4
  br label %568

568:                                              ; preds = %564, %566
  %569 = phi i32 [ %565, %564 ], [ %567, %566 ]
  %570 = load i32, i32* %138, align 4
  %571 = sub nsw i32 %570, 1
  store i32 %569, i32* %75, align 4
  store i32 %571, i32* %76, align 4
  %572 = load i32, i32* %75, align 4
  %573 = load i32, i32* %76, align 4
  %574 = icmp slt i32 %572, %573
  br i1 %574, label %575, label %577

575:                                              ; preds = %568
  %576 = load i32, i32* %75, align 4
  br label %579

577:                                              ; preds = %568
  %578 = load i32, i32* %76, align 4
  br label %579

579:                                              ; preds = %575, %577
  %580 = phi i32 [ %576, %575 ], [ %578, %577 ]
  store i32 %580, i32* %136, align 4
  %581 = load i32, i32* %137, align 4
  store i32 %581, i32* %27, align 4
  store i32 0, i32* %28, align 4
  %582 = load i32, i32* %27, align 4
  %583 = load i32, i32* %28, align 4
  %584 = icmp sgt i32 %582, %583
  br i1 %584, label %585, label %587

585:                                              ; preds = %579
  %586 = load i32, i32* %27, align 4
  br label %589

587:                                              ; preds = %579
  %588 = load i32, i32* %28, align 4
  br label %589

589:                                              ; preds = %585, %587
  %590 = phi i32 [ %586, %585 ], [ %588, %587 ]
  %591 = load i32, i32* %139, align 4
  %592 = sub nsw i32 %591, 1
  store i32 %590, i32* %77, align 4
  store i32 %592, i32* %78, align 4
  %593 = load i32, i32* %77, align 4
  %594 = load i32, i32* %78, align 4
  %595 = icmp slt i32 %593, %594
  br i1 %595, label %596, label %598

596:                                              ; preds = %589
  %597 = load i32, i32* %77, align 4
  br label %600

598:                                              ; preds = %589
  %599 = load i32, i32* %78, align 4
  br label %600

600:                                              ; preds = %596, %598
  %601 = phi i32 [ %597, %596 ], [ %599, %598 ]
  store i32 %601, i32* %137, align 4
  %602 = load i8*, i8** %135, align 8
  %603 = load i32, i32* %137, align 4
  %604 = load i32, i32* %138, align 4
  %605 = mul nsw i32 %603, %604
  %606 = load i32, i32* %136, align 4
  %607 = add nsw i32 %605, %606
  %608 = sext i32 %607 to i64
  %609 = getelementptr inbounds i8, i8* %602, i64 %608
  %610 = load i8, i8* %609, align 1
  %611 = zext i8 %610 to i32
  %612 = sub nsw i32 0, %611
  %613 = load i8*, i8** %165, align 8
  %614 = load i32, i32* %169, align 4
  %615 = load i32, i32* %170, align 4
  %616 = sub nsw i32 %615, 1
  %617 = load i32, i32* %167, align 4
  %618 = load i32, i32* %168, align 4
  store i8* %613, i8** %140, align 8
  store i32 %614, i32* %141, align 4
  store i32 %616, i32* %142, align 4
  store i32 %617, i32* %143, align 4
  store i32 %618, i32* %144, align 4
  %619 = load i32, i32* %141, align 4
  store i32 %619, i32* %21, align 4
  store i32 0, i32* %22, align 4
  %620 = load i32, i32* %21, align 4
  %621 = load i32, i32* %22, align 4
  %622 = icmp sgt i32 %620, %621
  br i1 %622, label %623, label %625

623:                                              ; preds = %600
  %624 = load i32, i32* %21, align 4
  br label %627

625:                                              ; preds = %600
  %626 = load i32, i32* %22, align 4
  br label %627

627:                                              ; preds = %623, %625
  %628 = phi i32 [ %624, %623 ], [ %626, %625 ]
  %629 = load i32, i32* %143, align 4
  %630 = sub nsw i32 %629, 1
  store i32 %628, i32* %71, align 4
  store i32 %630, i32* %72, align 4
  %631 = load i32, i32* %71, align 4
  %632 = load i32, i32* %72, align 4
  %633 = icmp slt i32 %631, %632
  br i1 %633, label %634, label %636

634:                                              ; preds = %627
  %635 = load i32, i32* %71, align 4
  br label %638

636:                                              ; preds = %627
  %637 = load i32, i32* %72, align 4
  br label %638

638:                                              ; preds = %634, %636
  %639 = phi i32 [ %635, %634 ], [ %637, %636 ]
  store i32 %639, i32* %141, align 4
  %640 = load i32, i32* %142, align 4
  store i32 %640, i32* %23, align 4
  store i32 0, i32* %24, align 4
  %641 = load i32, i32* %23, align 4
  %642 = load i32, i32* %24, align 4
  %643 = icmp sgt i32 %641, %642
  br i1 %643, label %644, label %646

644:                                              ; preds = %638
  %645 = load i32, i32* %23, align 4
  br label %648

646:                                              ; preds = %638
  %647 = load i32, i32* %24, align 4
  br label %648

648:                                              ; preds = %644, %646
  %649 = phi i32 [ %645, %644 ], [ %647, %646 ]
  %650 = load i32, i32* %144, align 4
  %651 = sub nsw i32 %650, 1
  store i32 %649, i32* %73, align 4
  store i32 %651, i32* %74, align 4
  %652 = load i32, i32* %73, align 4
  %653 = load i32, i32* %74, align 4
  %654 = icmp slt i32 %652, %653
  br i1 %654, label %655, label %657

655:                                              ; preds = %648
  %656 = load i32, i32* %73, align 4
  br label %659

657:                                              ; preds = %648
  %658 = load i32, i32* %74, align 4
  br label %659

659:                                              ; preds = %655, %657
  %660 = phi i32 [ %656, %655 ], [ %658, %657 ]
  store i32 %660, i32* %142, align 4
  %661 = load i8*, i8** %140, align 8
  %662 = load i32, i32* %142, align 4
  %663 = load i32, i32* %143, align 4
  %664 = mul nsw i32 %662, %663
  %665 = load i32, i32* %141, align 4
  %666 = add nsw i32 %664, %665
  %667 = sext i32 %666 to i64
  %668 = getelementptr inbounds i8, i8* %661, i64 %667
  %669 = load i8, i8* %668, align 1
  %670 = zext i8 %669 to i32
  %671 = mul nsw i32 2, %670
  %672 = sub nsw i32 %612, %671
  %673 = load i8*, i8** %165, align 8
  %674 = load i32, i32* %169, align 4
  %675 = add nsw i32 %674, 1
  %676 = load i32, i32* %170, align 4
  %677 = sub nsw i32 %676, 1
  %678 = load i32, i32* %167, align 4
  %679 = load i32, i32* %168, align 4
  store i8* %673, i8** %145, align 8
  store i32 %675, i32* %146, align 4
  store i32 %677, i32* %147, align 4
  store i32 %678, i32* %148, align 4
  store i32 %679, i32* %149, align 4
  %680 = load i32, i32* %146, align 4
  store i32 %680, i32* %17, align 4
  store i32 0, i32* %18, align 4
  %681 = load i32, i32* %17, align 4
  %682 = load i32, i32* %18, align 4
  %683 = icmp sgt i32 %681, %682
  br i1 %683, label %684, label %686

684:                                              ; preds = %659
  %685 = load i32, i32* %17, align 4
  br label %688

686:                                              ; preds = %659
  %687 = load i32, i32* %18, align 4
  br label %688

688:                                              ; preds = %684, %686
  %689 = phi i32 [ %685, %684 ], [ %687, %686 ]
  %690 = load i32, i32* %148, align 4
  %691 = sub nsw i32 %690, 1
  store i32 %689, i32* %67, align 4
  store i32 %691, i32* %68, align 4
  %692 = load i32, i32* %67, align 4
  %693 = load i32, i32* %68, align 4
  %694 = icmp slt i32 %692, %693
  br i1 %694, label %695, label %697

695:                                              ; preds = %688
  %696 = load i32, i32* %67, align 4
  br label %699

697:                                              ; preds = %688
  %698 = load i32, i32* %68, align 4
  br label %699

699:                                              ; preds = %695, %697
  %700 = phi i32 [ %696, %695 ], [ %698, %697 ]
  store i32 %700, i32* %146, align 4
  %701 = load i32, i32* %147, align 4
  store i32 %701, i32* %19, align 4
  store i32 0, i32* %20, align 4
  %702 = load i32, i32* %19, align 4
  %703 = load i32, i32* %20, align 4
  %704 = icmp sgt i32 %702, %703
  br i1 %704, label %705, label %707

705:                                              ; preds = %699
  %706 = load i32, i32* %19, align 4
  br label %709

707:                                              ; preds = %699
  %708 = load i32, i32* %20, align 4
  br label %709

709:                                              ; preds = %705, %707
  %710 = phi i32 [ %706, %705 ], [ %708, %707 ]
  %711 = load i32, i32* %149, align 4
  %712 = sub nsw i32 %711, 1
  store i32 %710, i32* %69, align 4
  store i32 %712, i32* %70, align 4
  %713 = load i32, i32* %69, align 4
  %714 = load i32, i32* %70, align 4
  %715 = icmp slt i32 %713, %714
  br i1 %715, label %716, label %718

716:                                              ; preds = %709
  %717 = load i32, i32* %69, align 4
  br label %720

718:                                              ; preds = %709
  %719 = load i32, i32* %70, align 4
  br label %720

720:                                              ; preds = %716, %718
  %721 = phi i32 [ %717, %716 ], [ %719, %718 ]
  store i32 %721, i32* %147, align 4
  %722 = load i8*, i8** %145, align 8
  %723 = load i32, i32* %147, align 4
  %724 = load i32, i32* %148, align 4
  %725 = mul nsw i32 %723, %724
  %726 = load i32, i32* %146, align 4
  %727 = add nsw i32 %725, %726
  %728 = sext i32 %727 to i64
  %729 = getelementptr inbounds i8, i8* %722, i64 %728
  %730 = load i8, i8* %729, align 1
  %731 = zext i8 %730 to i32
  %732 = sub nsw i32 %672, %731
  %733 = load i8*, i8** %165, align 8
  %734 = load i32, i32* %169, align 4
  %735 = sub nsw i32 %734, 1
  %736 = load i32, i32* %170, align 4
  %737 = add nsw i32 %736, 1
  %738 = load i32, i32* %167, align 4
  %739 = load i32, i32* %168, align 4
  store i8* %733, i8** %150, align 8
  store i32 %735, i32* %151, align 4
  store i32 %737, i32* %152, align 4
  store i32 %738, i32* %153, align 4
  store i32 %739, i32* %154, align 4
  %740 = load i32, i32* %151, align 4
  store i32 %740, i32* %13, align 4
  store i32 0, i32* %14, align 4
  %741 = load i32, i32* %13, align 4
  %742 = load i32, i32* %14, align 4
  %743 = icmp sgt i32 %741, %742
  br i1 %743, label %744, label %746

744:                                              ; preds = %720
  %745 = load i32, i32* %13, align 4
  br label %748

746:                                              ; preds = %720
  %747 = load i32, i32* %14, align 4
  br label %748

748:                                              ; preds = %744, %746
  %749 = phi i32 [ %745, %744 ], [ %747, %746 ]
  %750 = load i32, i32* %153, align 4
  %751 = sub nsw i32 %750, 1
  store i32 %749, i32* %63, align 4
  store i32 %751, i32* %64, align 4
  %752 = load i32, i32* %63, align 4
  %753 = load i32, i32* %64, align 4
  %754 = icmp slt i32 %752, %753
  br i1 %754, label %755, label %757

755:                                              ; preds = %748
  %756 = load i32, i32* %63, align 4
  br label %759

757:                                              ; preds = %748
  %758 = load i32, i32* %64, align 4
  br label %759

759:                                              ; preds = %755, %757
  %760 = phi i32 [ %756, %755 ], [ %758, %757 ]
  store i32 %760, i32* %151, align 4
  %761 = load i32, i32* %152, align 4
  store i32 %761, i32* %15, align 4
  store i32 0, i32* %16, align 4
  %762 = load i32, i32* %15, align 4
  %763 = load i32, i32* %16, align 4
  %764 = icmp sgt i32 %762, %763
  br i1 %764, label %765, label %767

765:                                              ; preds = %759
  %766 = load i32, i32* %15, align 4
  br label %769

767:                                              ; preds = %759
  %768 = load i32, i32* %16, align 4
  br label %769

769:                                              ; preds = %765, %767
  %770 = phi i32 [ %766, %765 ], [ %768, %767 ]
  %771 = load i32, i32* %154, align 4
  %772 = sub nsw i32 %771, 1
  store i32 %770, i32* %65, align 4
  store i32 %772, i32* %66, align 4
  %773 = load i32, i32* %65, align 4
  %774 = load i32, i32* %66, align 4
  %775 = icmp slt i32 %773, %774
  br i1 %775, label %776, label %778

776:                                              ; preds = %769
  %777 = load i32, i32* %65, align 4
  br label %780

778:                                              ; preds = %769
  %779 = load i32, i32* %66, align 4
  br label %780

780:                                              ; preds = %776, %778
  %781 = phi i32 [ %777, %776 ], [ %779, %778 ]
  store i32 %781, i32* %152, align 4
  %782 = load i8*, i8** %150, align 8
  %783 = load i32, i32* %152, align 4
  %784 = load i32, i32* %153, align 4
  %785 = mul nsw i32 %783, %784
  %786 = load i32, i32* %151, align 4
  %787 = add nsw i32 %785, %786
  %788 = sext i32 %787 to i64
  %789 = getelementptr inbounds i8, i8* %782, i64 %788
  %790 = load i8, i8* %789, align 1
  %791 = zext i8 %790 to i32
  %792 = add nsw i32 %732, %791
  %793 = load i8*, i8** %165, align 8
  %794 = load i32, i32* %169, align 4
  %795 = load i32, i32* %170, align 4
  %796 = add nsw i32 %795, 1
  %797 = load i32, i32* %167, align 4
  %798 = load i32, i32* %168, align 4
  store i8* %793, i8** %155, align 8
  store i32 %794, i32* %156, align 4
  store i32 %796, i32* %157, align 4
  store i32 %797, i32* %158, align 4
  store i32 %798, i32* %159, align 4
  %799 = load i32, i32* %156, align 4
  store i32 %799, i32* %9, align 4
  store i32 0, i32* %10, align 4
  %800 = load i32, i32* %9, align 4
  %801 = load i32, i32* %10, align 4
  %802 = icmp sgt i32 %800, %801
  br i1 %802, label %803, label %805

803:                                              ; preds = %780
  %804 = load i32, i32* %9, align 4
  br label %807

805:                                              ; preds = %780
  %806 = load i32, i32* %10, align 4
  br label %807

807:                                              ; preds = %803, %805
  %808 = phi i32 [ %804, %803 ], [ %806, %805 ]
  %809 = load i32, i32* %158, align 4
  %810 = sub nsw i32 %809, 1
  store i32 %808, i32* %59, align 4
  store i32 %810, i32* %60, align 4
  %811 = load i32, i32* %59, align 4
  %812 = load i32, i32* %60, align 4
  %813 = icmp slt i32 %811, %812
  br i1 %813, label %814, label %816

814:                                              ; preds = %807
  %815 = load i32, i32* %59, align 4
  br label %818

816:                                              ; preds = %807
  %817 = load i32, i32* %60, align 4
  br label %818

818:                                              ; preds = %814, %816
  %819 = phi i32 [ %815, %814 ], [ %817, %816 ]
  store i32 %819, i32* %156, align 4
  %820 = load i32, i32* %157, align 4
  store i32 %820, i32* %11, align 4
  store i32 0, i32* %12, align 4
  %821 = load i32, i32* %11, align 4
  %822 = load i32, i32* %12, align 4
  %823 = icmp sgt i32 %821, %822
  br i1 %823, label %824, label %826

824:                                              ; preds = %818
  %825 = load i32, i32* %11, align 4
  br label %828

826:                                              ; preds = %818
  %827 = load i32, i32* %12, align 4
  br label %828

828:                                              ; preds = %824, %826
  %829 = phi i32 [ %825, %824 ], [ %827, %826 ]
  %830 = load i32, i32* %159, align 4
  %831 = sub nsw i32 %830, 1
  store i32 %829, i32* %61, align 4
  store i32 %831, i32* %62, align 4
  %832 = load i32, i32* %61, align 4
  %833 = load i32, i32* %62, align 4
  %834 = icmp slt i32 %832, %833
  br i1 %834, label %835, label %837

835:                                              ; preds = %828
  %836 = load i32, i32* %61, align 4
  br label %839

837:                                              ; preds = %828
  %838 = load i32, i32* %62, align 4
  br label %839

839:                                              ; preds = %835, %837
  %840 = phi i32 [ %836, %835 ], [ %838, %837 ]
  store i32 %840, i32* %157, align 4
  %841 = load i8*, i8** %155, align 8
  %842 = load i32, i32* %157, align 4
  %843 = load i32, i32* %158, align 4
  %844 = mul nsw i32 %842, %843
  %845 = load i32, i32* %156, align 4
  %846 = add nsw i32 %844, %845
  %847 = sext i32 %846 to i64
  %848 = getelementptr inbounds i8, i8* %841, i64 %847
  %849 = load i8, i8* %848, align 1
  %850 = zext i8 %849 to i32
  %851 = mul nsw i32 2, %850
  %852 = add nsw i32 %792, %851
  %853 = load i8*, i8** %165, align 8
  %854 = load i32, i32* %169, align 4
  %855 = add nsw i32 %854, 1
  %856 = load i32, i32* %170, align 4
  %857 = add nsw i32 %856, 1
  %858 = load i32, i32* %167, align 4
  %859 = load i32, i32* %168, align 4
  store i8* %853, i8** %160, align 8
  store i32 %855, i32* %161, align 4
  store i32 %857, i32* %162, align 4
  store i32 %858, i32* %163, align 4
  store i32 %859, i32* %164, align 4
  %860 = load i32, i32* %161, align 4
  store i32 %860, i32* %5, align 4
  store i32 0, i32* %6, align 4
  %861 = load i32, i32* %5, align 4
  %862 = load i32, i32* %6, align 4
  %863 = icmp sgt i32 %861, %862
  br i1 %863, label %864, label %866

864:                                              ; preds = %839
  %865 = load i32, i32* %5, align 4
  br label %868

866:                                              ; preds = %839
  %867 = load i32, i32* %6, align 4
  br label %868

868:                                              ; preds = %864, %866
  %869 = phi i32 [ %865, %864 ], [ %867, %866 ]
  %870 = load i32, i32* %163, align 4
  %871 = sub nsw i32 %870, 1
  store i32 %869, i32* %55, align 4
  store i32 %871, i32* %56, align 4
  %872 = load i32, i32* %55, align 4
  %873 = load i32, i32* %56, align 4
  %874 = icmp slt i32 %872, %873
  br i1 %874, label %875, label %877

875:                                              ; preds = %868
  %876 = load i32, i32* %55, align 4
  br label %879

877:                                              ; preds = %868
  %878 = load i32, i32* %56, align 4
  br label %879

879:                                              ; preds = %875, %877
  %880 = phi i32 [ %876, %875 ], [ %878, %877 ]
  store i32 %880, i32* %161, align 4
  %881 = load i32, i32* %162, align 4
  store i32 %881, i32* %7, align 4
  store i32 0, i32* %8, align 4
  %882 = load i32, i32* %7, align 4
  %883 = load i32, i32* %8, align 4
  %884 = icmp sgt i32 %882, %883
  br i1 %884, label %885, label %887

885:                                              ; preds = %879
  %886 = load i32, i32* %7, align 4
  br label %889

887:                                              ; preds = %879
  %888 = load i32, i32* %8, align 4
  br label %889

889:                                              ; preds = %885, %887
  %890 = phi i32 [ %886, %885 ], [ %888, %887 ]
  %891 = load i32, i32* %164, align 4
  %892 = sub nsw i32 %891, 1
  store i32 %890, i32* %57, align 4
  store i32 %892, i32* %58, align 4
  %893 = load i32, i32* %57, align 4
  %894 = load i32, i32* %58, align 4
  %895 = icmp slt i32 %893, %894
  br i1 %895, label %896, label %898

896:                                              ; preds = %889
  %897 = load i32, i32* %57, align 4
  br label %900

898:                                              ; preds = %889
  %899 = load i32, i32* %58, align 4
  br label %900

900:                                              ; preds = %896, %898
  %901 = phi i32 [ %897, %896 ], [ %899, %898 ]
  store i32 %901, i32* %162, align 4
  %902 = load i8*, i8** %160, align 8
  %903 = load i32, i32* %162, align 4
  %904 = load i32, i32* %163, align 4
  %905 = mul nsw i32 %903, %904
  %906 = load i32, i32* %161, align 4
  %907 = add nsw i32 %905, %906
  %908 = sext i32 %907 to i64
  %909 = getelementptr inbounds i8, i8* %902, i64 %908
  %910 = load i8, i8* %909, align 1
  %911 = zext i8 %910 to i32
  %912 = add nsw i32 %852, %911
  store i32 %912, i32* %172, align 4
  %913 = load i32, i32* %171, align 4
  store i32 %913, i32* %103, align 4
  %914 = load i32, i32* %103, align 4
  %915 = icmp slt i32 %914, 0
  br i1 %915, label %916, label %919

916:                                              ; preds = %900
  %917 = load i32, i32* %103, align 4
  %918 = sub nsw i32 0, %917
  br label %921

919:                                              ; preds = %900
  %920 = load i32, i32* %103, align 4
  br label %921

921:                                              ; preds = %916, %919
  %922 = phi i32 [ %918, %916 ], [ %920, %919 ]
  %923 = load i32, i32* %172, align 4
  store i32 %923, i32* %104, align 4
  %924 = load i32, i32* %104, align 4
  %925 = icmp slt i32 %924, 0
  br i1 %925, label %926, label %929

926:                                              ; preds = %921
  %927 = load i32, i32* %104, align 4
  %928 = sub nsw i32 0, %927
  br label %931

929:                                              ; preds = %921
  %930 = load i32, i32* %104, align 4
  br label %931

931:                                              ; preds = %926, %929
  %932 = phi i32 [ %928, %926 ], [ %930, %929 ]
  %933 = add nsw i32 %922, %932
  store i32 %933, i32* %173, align 4
  %934 = load i32, i32* %173, align 4
  store i32 %934, i32* %53, align 4
  store i32 255, i32* %54, align 4
  %935 = load i32, i32* %53, align 4
  %936 = load i32, i32* %54, align 4
  %937 = icmp slt i32 %935, %936
  br i1 %937, label %938, label %940

938:                                              ; preds = %931
  %939 = load i32, i32* %53, align 4
  br label %942

940:                                              ; preds = %931
  %941 = load i32, i32* %54, align 4
  br label %942

942:                                              ; preds = %938, %940
  %943 = phi i32 [ %939, %938 ], [ %941, %940 ]
  %944 = trunc i32 %943 to i8
  %945 = load i8*, i8** %166, align 8
  %946 = load i32, i32* %170, align 4
  %947 = load i32, i32* %167, align 4
  %948 = mul nsw i32 %946, %947
  %949 = load i32, i32* %169, align 4
  %950 = add nsw i32 %948, %949
  %951 = sext i32 %950 to i64
  %952 = getelementptr inbounds i8, i8* %945, i64 %951
  store i8 %944, i8* %952, align 1
  br label %953

953:                                              ; preds = %942, %191
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @rgba_to_grey(<4 x i8>* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca <4 x i8>*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca <4 x i8>, align 4
  %12 = alloca i32, align 4
  store <4 x i8>* %0, <4 x i8>** %5, align 8
  store i8* %1, i8** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %15 = mul i32 %13, %14
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %17 = add i32 %15, %16
  store i32 %17, i32* %9, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %22 = add i32 %20, %21
  store i32 %22, i32* %10, align 4
  %23 = load i32, i32* %9, align 4
  %24 = load i32, i32* %7, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %30, label %26

26:                                               ; preds = %4
  %27 = load i32, i32* %10, align 4
  %28 = load i32, i32* %8, align 4
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %26, %4
  br label %77

31:                                               ; preds = %26
  %32 = load <4 x i8>*, <4 x i8>** %5, align 8
  %33 = load i32, i32* %10, align 4
  %34 = load i32, i32* %7, align 4
  %35 = mul nsw i32 %33, %34
  %36 = load i32, i32* %9, align 4
  %37 = add nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds <4 x i8>, <4 x i8>* %32, i64 %38
  %40 = load <4 x i8>, <4 x i8>* %39, align 4
  store <4 x i8> %40, <4 x i8>* %11, align 4
  %41 = load <4 x i8>, <4 x i8>* %11, align 4
  %42 = extractelement <4 x i8> %41, i64 0
  %43 = zext i8 %42 to i32
  %44 = mul i32 77, %43
  %45 = load <4 x i8>, <4 x i8>* %11, align 4
  %46 = extractelement <4 x i8> %45, i64 1
  %47 = zext i8 %46 to i32
  %48 = mul i32 150, %47
  %49 = add i32 %44, %48
  %50 = load <4 x i8>, <4 x i8>* %11, align 4
  %51 = extractelement <4 x i8> %50, i64 2
  %52 = zext i8 %51 to i32
  %53 = mul i32 29, %52
  %54 = add i32 %49, %53
  %55 = add i32 %54, 128
  %56 = lshr i32 %55, 8
  store i32 %56, i32* %12, align 4
  %57 = load <4 x i8>, <4 x i8>* %11, align 4
  %58 = extractelement <4 x i8> %57, i64 3
  %59 = zext i8 %58 to i32
  %60 = icmp slt i32 %59, 128
  br i1 %60, label %61, label %64

61:                                               ; preds = %31
  %62 = load i32, i32* %12, align 4
  %63 = udiv i32 %62, 2
  br label %66

64:                                               ; preds = %31
  %65 = load i32, i32* %12, align 4
  br label %66

66:                                               ; preds = %64, %61
  %67 = phi i32 [ %63, %61 ], [ %65, %64 ]
  %68 = trunc i32 %67 to i8
  %69 = load i8*, i8** %6, align 8
  %70 = load i32, i32* %10, align 4
  %71 = load i32, i32* %7, align 4
  %72 = mul nsw i32 %70, %71
  %73 = load i32, i32* %9, align 4
  %74 = add nsw i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i8, i8* %69, i64 %75
  store i8 %68, i8* %76, align 1
  br label %77

77:                                               ; preds = %66, %30
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i8*, i8*, i32, i32)* @sobel_u8, !"kernel", i32 1}
!1 = !{void (<4 x i8>*, i8*, i32, i32)* @rgba_to_grey, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
