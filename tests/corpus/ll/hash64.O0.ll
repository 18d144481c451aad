source_filename = "hash64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @hash64_mix(i64* noundef %0, i64* noundef %1, i32 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i128, align 16
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64*, align 8
  %11 = alloca i64*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64* %0, i64** %10, align 8
  store i64* %1, i64** %11, align 8
  store i32 %2, i32* %12, align 4
  store i64 %3, i64* %13, align 8
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %19 = mul i32 %17, %18
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %21 = add i32 %19, %20
  store i32 %21, i32* %14, align 4
  %22 = load i32, i32* %14, align 4
  %23 = load i32, i32* %12, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %4
  br label %92

26:                                               ; preds = %4
  %27 = load i64*, i64** %10, align 8
  %28 = load i32, i32* %14, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i64, i64* %27, i64 %29
  %31 = load i64, i64* %30, align 8
  store i64 %31, i64* %15, align 8
  %32 = load i64, i64* %15, align 8
  %33 = load i64, i64* %13, align 8
  %34 = xor i64 %32, %33
  store i64 %34, i64* %9, align 8
  %35 = load i64, i64* %9, align 8
  %36 = add i64 %35, -7046029254386353131
  store i64 %36, i64* %9, align 8
  %37 = load i64, i64* %9, align 8
  %38 = load i64, i64* %9, align 8
  %39 = lshr i64 %38, 30
  %40 = xor i64 %37, %39
  %41 = mul i64 %40, -4658895280553007687
  store i64 %41, i64* %9, align 8
  %42 = load i64, i64* %9, align 8
  %43 = load i64, i64* %9, align 8
  %44 = lshr i64 %43, 27
  %45 = xor i64 %42, %44
  %46 = mul i64 %45, -7723592293110705685
  store i64 %46, i64* %9, align 8
  %47 = load i64, i64* %9, align 8
  %48 = load i64, i64* %9, align 8
  %49 = lshr i64 %48, 31
  %50 = xor i64 %47, %49
  store i64 %50, i64* %16, align 8
  %51 = load i64, i64* %16, align 8
  %52 = load i32, i32* %14, align 4
  %53 = sext i32 %52 to i64
  %54 = add i64 %51, %53
  store i64 %54, i64* %8, align 8
  %55 = load i64, i64* %8, align 8
  %56 = lshr i64 %55, 33
  %57 = load i64, i64* %8, align 8
  %58 = xor i64 %57, %56
  store i64 %58, i64* %8, align 8
  %59 = load i64, i64* %8, align 8
  %60 = mul i64 %59, -49064778989728563
  store i64 %60, i64* %8, align 8
  %61 = load i64, i64* %8, align 8
  %62 = lshr i64 %61, 33
  %63 = load i64, i64* %8, align 8
  %64 = xor i64 %63, %62
  store i64 %64, i64* %8, align 8
  %65 = load i64, i64* %8, align 8
  %66 = mul i64 %65, -4265267296055464877
  store i64 %66, i64* %8, align 8
  %67 = load i64, i64* %8, align 8
  %68 = lshr i64 %67, 33
  %69 = load i64, i64* %8, align 8
  %70 = xor i64 %69, %68
  store i64 %70, i64* %8, align 8
  %71 = load i64, i64* %8, align 8
  store i64 %71, i64* %16, align 8
  %72 = load i64, i64* %16, align 8
  %73 = xor i64 %72, -6884282663029611473
  %74 = load i64, i64* %15, align 8
  %75 = xor i64 %74, -1800455987208640293
  store i64 %73, i64* %5, align 8
  store i64 %75, i64* %6, align 8
  %76 = load i64, i64* %5, align 8
  %77 = zext i64 %76 to i128
  %78 = load i64, i64* %6, align 8
  %79 = zext i64 %78 to i128
  %80 = mul i128 %77, %79
  store i128 %80, i128* %7, align 16
  %81 = load i128, i128* %7, align 16
  %82 = trunc i128 %81 to i64
  %83 = load i128, i128* %7, align 16
  %84 = lshr i128 %83, 64
  %85 = trunc i128 %84 to i64
  %86 = xor i64 %82, %85
  store i64 %86, i64* %16, align 8
  %87 = load i64, i64* %16, align 8
  %88 = load i64*, i64** %11, align 8
  %89 = load i32, i32* %14, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i64, i64* %88, i64 %90
  store i64 %87, i64* %91, align 8
  br label %92

92:                                               ; preds = %26, %25
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @xxh64_rows(i64* noundef %0, i64* noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca i64, align 8
  %38 = alloca i64, align 8
  %39 = alloca i64, align 8
  %40 = alloca i64, align 8
  %41 = alloca i64, align 8
  %42 = alloca i64, align 8
  %43 = alloca i64, align 8
  %44 = alloca i64, align 8
  %45 = alloca i64, align 8
  %46 = alloca i64*, align 8
  %47 = alloca i64*, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i64, align 8
  %51 = alloca i32, align 4
  %52 = alloca i64*, align 8
  %53 = alloca i64, align 8
  %54 = alloca i64, align 8
  %55 = alloca i64, align 8
  %56 = alloca i64, align 8
  %57 = alloca i32, align 4
  %58 = alloca i64, align 8
  store i64* %0, i64** %46, align 8
  store i64* %1, i64** %47, align 8
  store i32 %2, i32* %48, align 4
  store i32 %3, i32* %49, align 4
  store i64 %4, i64* %50, align 8
  %59 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %60 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %61 = mul i32 %59, %60
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %63 = add i32 %61, %62
  store i32 %63, i32* %51, align 4
  %64 = load i32, i32* %51, align 4
  %65 = load i32, i32* %48, align 4
  %66 = icmp sge i32 %64, %65
  br i1 %66, label %67, label %68

67:                                               ; preds = %5
  br label %350

68:                                               ; preds = %5
  %69 = load i64*, i64** %46, align 8
  %70 = load i32, i32* %51, align 4
  %71 = sext i32 %70 to i64
  %72 = load i32, i32* %49, align 4
  %73 = sext i32 %72 to i64
  %74 = mul nsw i64 %71, %73
  %75 = getelementptr inbounds i64, i64* %69, i64 %74
  store i64* %75, i64** %52, align 8
  %76 = load i64, i64* %50, align 8
  %77 = add i64 %76, -7046029288634856825
  %78 = add i64 %77, -4417276706812531889
  store i64 %78, i64* %53, align 8
  %79 = load i64, i64* %50, align 8
  %80 = add i64 %79, -4417276706812531889
  store i64 %80, i64* %54, align 8
  %81 = load i64, i64* %50, align 8
  store i64 %81, i64* %55, align 8
  %82 = load i64, i64* %50, align 8
  %83 = sub i64 %82, -7046029288634856825
  store i64 %83, i64* %56, align 8
  store i32 0, i32* %57, align 4
  br label %84

84:                                               ; preds = %185, %68
  %85 = load i32, i32* %57, align 4
  %86 = add nsw i32 %85, 4
  %87 = load i32, i32* %49, align 4
  %88 = icmp sle i32 %86, %87
  br i1 %88, label %89, label %188

89:                                               ; preds = %84
  %90 = load i64, i64* %53, align 8
  %91 = load i64*, i64** %52, align 8
  %92 = load i32, i32* %57, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i64, i64* %91, i64 %93
  %95 = load i64, i64* %94, align 8
  store i64 %90, i64* %30, align 8
  store i64 %95, i64* %31, align 8
  %96 = load i64, i64* %31, align 8
  %97 = mul i64 %96, -4417276706812531889
  %98 = load i64, i64* %30, align 8
  %99 = add i64 %98, %97
  store i64 %99, i64* %30, align 8
  %100 = load i64, i64* %30, align 8
  store i64 %100, i64* %28, align 8
  store i32 31, i32* %29, align 4
  %101 = load i64, i64* %28, align 8
  %102 = load i32, i32* %29, align 4
  %103 = zext i32 %102 to i64
  %104 = shl i64 %101, %103
  %105 = load i64, i64* %28, align 8
  %106 = load i32, i32* %29, align 4
  %107 = sub nsw i32 64, %106
  %108 = zext i32 %107 to i64
  %109 = lshr i64 %105, %108
  %110 = or i64 %104, %109
  store i64 %110, i64* %30, align 8
  %111 = load i64, i64* %30, align 8
  %112 = mul i64 %111, -7046029288634856825
  store i64 %112, i64* %53, align 8
  %113 = load i64, i64* %54, align 8
  %114 = load i64*, i64** %52, align 8
  %115 = load i32, i32* %57, align 4
  %116 = add nsw i32 %115, 1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i64, i64* %114, i64 %117
  %119 = load i64, i64* %118, align 8
  store i64 %113, i64* %32, align 8
  store i64 %119, i64* %33, align 8
  %120 = load i64, i64* %33, align 8
  %121 = mul i64 %120, -4417276706812531889
  %122 = load i64, i64* %32, align 8
  %123 = add i64 %122, %121
  store i64 %123, i64* %32, align 8
  %124 = load i64, i64* %32, align 8
  store i64 %124, i64* %26, align 8
  store i32 31, i32* %27, align 4
  %125 = load i64, i64* %26, align 8
  %126 = load i32, i32* %27, align 4
  %127 = zext i32 %126 to i64
  %128 = shl i64 %125, %127
  %129 = load i64, i64* %26, align 8
  %130 = load i32, i32* %27, align 4
  %131 = sub nsw i32 64, %130
  %132 = zext i32 %131 to i64
  %133 = lshr i64 %129, %132
  %134 = or i64 %128, %133
  store i64 %134, i64* %32, align 8
  %135 = load i64, i64* %32, align 8
  %136 = mul i64 %135, -7046029288634856825
  store i64 %136, i64* %54, align 8
  %137 = load i64, i64* %55, align 8
  %138 = load i64*, i64** %52, align 8
  %139 = load i32, i32* %57, align 4
  %140 = add nsw i32 %139, 2
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i64, i64* %138, i64 %141
  %143 = load i64, i64* %142, align 8
  store i64 %137, i64* %34, align 8
  store i64 %143, i64* %35, align 8
  %144 = load i64, i64* %35, align 8
  %145 = mul i64 %144, -4417276706812531889
  %146 = load i64, i64* %34, align 8
  %147 = add i64 %146, %145
  store i64 %147, i64* %34, align 8
  %148 = load i64, i64* %34, align 8
  store i64 %148, i64* %24, align 8
  store i32 31, i32* %25, align 4
  %149 = load i64, i64* %24, align 8
  %150 = load i32, i32* %25, align 4
  %151 = zext i32 %150 to i64
  %152 = shl i64 %149, %151
  %153 = load i64, i64* %24, align 8
  %154 = load i32, i32* %25, align 4
  %155 = sub nsw i32 64, %154
  %156 = zext i32 %155 to i64
  %157 = lshr i64 %153, %156
  %158 = or i64 %152, %157
  store i64 %158, i64* %34, align 8
  %159 = load i64, i64* %34, align 8
  %160 = mul i64 %159, -7046029288634856825
  store i64 %160, i64* %55, align 8
  %161 = load i64, i64* %56, align 8
  %162 = load i64*, i64** %52, align 8
  %163 = load i32, i32* %57, align 4
  %164 = add nsw i32 %163, 3
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i64, i64* %162, i64 %165
  %167 = load i64, i64* %166, align 8
  store i64 %161, i64* %36, align 8
  store i64 %167, i64* %37, align 8
  %168 = load i64, i64* %37, align 8
  %169 = mul i64 %168, -4417276706812531889
  %170 = load i64, i64* %36, align 8
  %171 = add i64 %170, %169
  store i64 %171, i64* %36, align 8
  %172 = load i64, i64* %36, align 8
  store i64 %172, i64* %22, align 8
  store i32 31, i32* %23, align 4
  %173 = load i64, i64* %22, align 8
  %174 = load i32, i32* %23, align 4
  %175 = zext i32 %174 to i64
  %176 = shl i64 %173, %175
  %177 = load i64, i64* %22, align 8
  %178 = load i32, i32* %23, align 4
  %179 = sub nsw i32 64, %178
  %180 = zext i32 %179 to i64
  %181 = lshr i64 %177, %180
  %182 = or i64 %176, %181
  store i64 %182, i64* %36, align 8
  %183 = load i64, i64* %36, align 8
  %184 = mul i64 %183, -7046029288634856825
  store i64 %184, i64* %56, align 8
  br label %185

185:                                              ; preds = %89
  %186 = load i32, i32* %57, align 4
  %187 = add nsw i32 %186, 4
  store i32 %187, i32* %57, align 4
  br label %84, !llvm.loop !6

188:                                              ; preds = %84
  %189 = load i64, i64* %53, align 8
  store i64 %189, i64* %6, align 8
  store i32 1, i32* %7, align 4
  %190 = load i64, i64* %6, align 8
  %191 = load i32, i32* %7, align 4
  %192 = zext i32 %191 to i64
  %193 = shl i64 %190, %192
  %194 = load i64, i64* %6, align 8
  %195 = load i32, i32* %7, align 4
  %196 = sub nsw i32 64, %195
  %197 = zext i32 %196 to i64
  %198 = lshr i64 %194, %197
  %199 = or i64 %193, %198
  %200 = load i64, i64* %54, align 8
  store i64 %200, i64* %8, align 8
  store i32 7, i32* %9, align 4
  %201 = load i64, i64* %8, align 8
  %202 = load i32, i32* %9, align 4
  %203 = zext i32 %202 to i64
  %204 = shl i64 %201, %203
  %205 = load i64, i64* %8, align 8
  %206 = load i32, i32* %9, align 4
  %207 = sub nsw i32 64, %206
  %208 = zext i32 %207 to i64
  %209 = lshr i64 %205, %208
  %210 = or i64 %204, %209
  %211 = add i64 %199, %210
  %212 = load i64, i64* %55, align 8
  store i64 %212, i64* %10, align 8
  store i32 12, i32* %11, align 4
  %213 = load i64, i64* %10, align 8
  %214 = load i32, i32* %11, align 4
  %215 = zext i32 %214 to i64
  %216 = shl i64 %213, %215
  %217 = load i64, i64* %10, align 8
  %218 = load i32, i32* %11, align 4
  %219 = sub nsw i32 64, %218
  %220 = zext i32 %219 to i64
  %221 = lshr i64 %217, %220
  %222 = or i64 %216, %221
  %223 = add i64 %211, %222
  %224 = load i64, i64* %56, align 8
  store i64 %224, i64* %12, align 8
  store i32 18, i32* %13, align 4
  %225 = load i64, i64* %12, align 8
  %226 = load i32, i32* %13, align 4
  %227 = zext i32 %226 to i64
  %228 = shl i64 %225, %227
  %229 = load i64, i64* %12, align 8
  %230 = load i32, i32* %13, align 4
  %231 = sub nsw i32 64, %230
  %232 = zext i32 %231 to i64
  %233 = lshr i64 %229, %232
  %234 = or i64 %228, %233
  %235 = add i64 %223, %234
  store i64 %235, i64* %58, align 8
  %236 = load i64, i64* %58, align 8
  %237 = load i64, i64* %53, align 8
  store i64 0, i64* %38, align 8
  store i64 %237, i64* %39, align 8
  %238 = load i64, i64* %39, align 8
  %239 = mul i64 %238, -4417276706812531889
  %240 = load i64, i64* %38, align 8
  %241 = add i64 %240, %239
  store i64 %241, i64* %38, align 8
  %242 = load i64, i64* %38, align 8
  store i64 %242, i64* %20, align 8
  store i32 31, i32* %21, align 4
  %243 = load i64, i64* %20, align 8
  %244 = load i32, i32* %21, align 4
  %245 = zext i32 %244 to i64
  %246 = shl i64 %243, %245
  %247 = load i64, i64* %20, align 8
  %248 = load i32, i32* %21, align 4
  %249 = sub nsw i32 64, %248
  %250 = zext i32 %249 to i64
  %251 = lshr i64 %247, %250
  %252 = or i64 %246, %251
  store i64 %252, i64* %38, align 8
  %253 = load i64, i64* %38, align 8
  %254 = mul i64 %253, -7046029288634856825
  %255 = xor i64 %236, %254
  %256 = mul i64 %255, -7046029288634856825
  %257 = add i64 %256, -8796714831421723037
  store i64 %257, i64* %58, align 8
  %258 = load i64, i64* %58, align 8
  %259 = load i64, i64* %54, align 8
  store i64 0, i64* %40, align 8
  store i64 %259, i64* %41, align 8
  %260 = load i64, i64* %41, align 8
  %261 = mul i64 %260, -4417276706812531889
  %262 = load i64, i64* %40, align 8
  %263 = add i64 %262, %261
  store i64 %263, i64* %40, align 8
  %264 = load i64, i64* %40, align 8
  store i64 %264, i64* %18, align 8
  store i32 31, i32* %19, align 4
  %265 = load i64, i64* %18, align 8
  %266 = load i32, i32* %19, align 4
  %267 = zext i32 %266 to i64
  %268 = shl i64 %265, %267
  %269 = load i64, i64* %18, align 8
  %270 = load i32, i32* %19, align 4
  %271 = sub nsw i32 64, %270
  %272 = zext i32 %271 to i64
  %273 = lshr i64 %269, %272
  %274 = or i64 %268, %273
  store i64 %274, i64* %40, align 8
  %275 = load i64, i64* %40, align 8
  %276 = mul i64 %275, -7046029288634856825
  %277 = xor i64 %258, %276
  %278 = mul i64 %277, -7046029288634856825
  %279 = add i64 %278, -8796714831421723037
  store i64 %279, i64* %58, align 8
  %280 = load i64, i64* %58, align 8
  %281 = load i64, i64* %55, align 8
  store i64 0, i64* %42, align 8
  store i64 %281, i64* %43, align 8
  %282 = load i64, i64* %43, align 8
  %283 = mul i64 %282, -4417276706812531889
  %284 = load i64, i64* %42, align 8
  %285 = add i64 %284, %283
  store i64 %285, i64* %42, align 8
  %286 = load i64, i64* %42, align 8
  store i64 %286, i64* %16, align 8
  store i32 31, i32* %17, align 4
  %287 = load i64, i64* %16, align 8
  %288 = load i32, i32* %17, align 4
  %289 = zext i32 %288 to i64
  %290 = shl i64 %287, %289
  %291 = load i64, i64* %16, align 8
  %292 = load i32, i32* %17, align 4
  %293 = sub nsw i32 64, %292
  %294 = zext i32 %293 to i64
  %295 = lshr i64 %291, %294
  %296 = or i64 %290, %295
  store i64 %296, i64* %42, align 8
  %297 = load i64, i64* %42, align 8
  %298 = mul i64 %297, -7046029288634856825
  %299 = xor i64 %280, %298
  %300 = mul i64 %299, -7046029288634856825
  %301 = add i64 %300, -8796714831421723037
  store i64 %301, i64* %58, align 8
  %302 = load i64, i64* %58, align 8
  %303 = load i64, i64* %56, align 8
  store i64 0, i64* %44, align 8
  store i64 %303, i64* %45, align 8
  %304 = load i64, i64* %45, align 8
  %305 = mul i64 %304, -4417276706812531889
  %306 = load i64, i64* %44, align 8
  %307 = add i64 %306, %305
  store i64 %307, i64* %44, align 8
  %308 = load i64, i64* %44, align 8
  store i64 %308, i64* %14, align 8
  store i32 31, i32* %15, align 4
  %309 = load i64, i64* %14, align 8
  %310 = load i32, i32* %15, align 4
  %311 = zext i32 %310 to i64
  %312 = shl i64 %309, %311
  %313 = load i64, i64* %14, align 8
  %314 = load i32, i32* %15, align 4
  %315 = sub nsw i32 64, %314
  %316 = zext i32 %315 to i64
  %317 = lshr i64 %313, %316
  %318 = or i64 %312, %317
  store i64 %318, i64* %44, align 8
  %319 = load i64, i64* %44, align 8
  %320 = mul i64 %319, -7046029288634856825
  %321 = xor i64 %302, %320
  %322 = mul i64 %321, -7046029288634856825
  %323 = add i64 %322, -8796714831421723037
  store i64 %323, i64* %58, align 8
  %324 = load i32, i32* %49, align 4
  %325 = sext i32 %324 to i64
  %326 = mul i64 %325, 8
  %327 = load i64, i64* %58, align 8
  %328 = add i64 %327, %326
  store i64 %328, i64* %58, align 8
  %329 = load i64, i64* %58, align 8
  %330 = lshr i64 %329, 33
  %331 = load i64, i64* %58, align 8
  %332 = xor i64 %331, %330
  store i64 %332, i64* %58, align 8
  %333 = load i64, i64* %58, align 8
  %334 = mul i64 %333, -4417276706812531889
  store i64 %334, i64* %58, align 8
  %335 = load i64, i64* %58, align 8
  %336 = lshr i64 %335, 29
  %337 = load i64, i64* %58, align 8
  %338 = xor i64 %337, %336
  store i64 %338, i64* %58, align 8
  %339 = load i64, i64* %58, align 8
  %340 = mul i64 %339, 1609587929392839161
  store i64 %340, i64* %58, align 8
  %341 = load i64, i64* %58, align 8
  %342 = lshr i64 %341, 32
  %343 = load i64, i64* %58, align 8
  %344 = xor i64 %343, %342
  store i64 %344, i64* %58, align 8
  %345 = load i64, i64* %58, align 8
  %346 = load i64*, i64** %47, align 8
  %347 = load i32, i32* %51, align 4
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds i64, i64* %346, i64 %348
  store i64 %345, i64* %349, align 8
  br label %350

350:                                              ; preds = %188, %67
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

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i64*, i64*, i32, i64)* @hash64_mix, !"kernel", i32 1}
!1 = !{void (i64*, i64*, i32, i32, i64)* @xxh64_rows, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
