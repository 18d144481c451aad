source_filename = "layernorm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14layernorm_rowsE7scratch = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ12rmsnorm_rowsE7scratch = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @layernorm_rows(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, float* nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %10, label %297

10:                                               ; preds = %7
  %11 = sext i32 %8 to i64
  %12 = sext i32 %5 to i64
  %13 = mul nsw i64 %12, %11
  %14 = getelementptr inbounds float, float* %0, i64 %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7
  %16 = icmp slt i32 %15, %5
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7
  br i1 %16, label %155, label %18

18:                                               ; preds = %155, %10
  %19 = phi float [ 0.000000e+00, %10 ], [ %161, %155 ]
  %20 = and i32 %15, 31
  %21 = add i32 %17, 31
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #7
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #7
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #7
  %25 = mul i32 %23, %24
  %26 = add i32 %25, %22
  %27 = mul i32 %26, %17
  %28 = add i32 %27, %15
  %29 = and i32 %28, -32
  %30 = mul i32 %17, %23
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #7
  %32 = mul i32 %30, %31
  %33 = sub i32 %32, %29
  %34 = icmp ugt i32 %33, 31
  %35 = shl nsw i32 -1, %33
  %36 = xor i32 %35, -1
  %37 = select i1 %34, i32 -1, i32 %36
  %38 = icmp ult i32 %33, 32
  %39 = select i1 %38, i32 %33, i32 32
  %40 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %37, float %19, i32 16, i32 31) #7
  %41 = add nuw nsw i32 %20, 16
  %42 = icmp ult i32 %41, %39
  %43 = select i1 %42, float %40, float -0.000000e+00
  %44 = fadd float %19, %43
  %45 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %37, float %44, i32 8, i32 31) #7
  %46 = add nuw nsw i32 %20, 8
  %47 = icmp ult i32 %46, %39
  %48 = select i1 %47, float %45, float -0.000000e+00
  %49 = fadd float %44, %48
  %50 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %37, float %49, i32 4, i32 31) #7
  %51 = add nuw nsw i32 %20, 4
  %52 = icmp ult i32 %51, %39
  %53 = select i1 %52, float %50, float -0.000000e+00
  %54 = fadd float %49, %53
  %55 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %37, float %54, i32 2, i32 31) #7
  %56 = add nuw nsw i32 %20, 2
  %57 = icmp ult i32 %56, %39
  %58 = select i1 %57, float %55, float -0.000000e+00
  %59 = fadd float %54, %58
  %60 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %37, float %59, i32 1, i32 31) #7
  %61 = lshr i32 %21, 5
  tail call void @llvm.nvvm.barrier0() #7
  %62 = icmp eq i32 %20, 0
  br i1 %62, label %63, label %71

63:                                               ; preds = %18
  %64 = lshr i32 %15, 5
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %65
  %67 = addrspacecast float addrspace(3)* %66 to float*
  %68 = icmp ugt i32 %39, 1
  %69 = select i1 %68, float %60, float -0.000000e+00
  %70 = fadd float %59, %69
  store float %70, float* %67, align 4, !tbaa !6
  br label %71

71:                                               ; preds = %63, %18
  tail call void @llvm.nvvm.barrier0() #7
  %72 = icmp ult i32 %21, 32
  br i1 %72, label %151, label %73

73:                                               ; preds = %71
  %74 = tail call i32 @llvm.umax.i32(i32 %61, i32 1) #7
  %75 = add nsw i32 %74, -1
  %76 = and i32 %74, 7
  %77 = icmp ult i32 %75, 7
  br i1 %77, label %134, label %78

78:                                               ; preds = %73
  %79 = and i32 %74, 134217720
  br label %80

80:                                               ; preds = %80, %78
  %81 = phi i32 [ 0, %78 ], [ %131, %80 ]
  %82 = phi float [ 0.000000e+00, %78 ], [ %130, %80 ]
  %83 = phi i32 [ 0, %78 ], [ %132, %80 ]
  %84 = zext i32 %81 to i64
  %85 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %84
  %86 = addrspacecast float addrspace(3)* %85 to float*
  %87 = load float, float* %86, align 4, !tbaa !6
  %88 = fadd float %82, %87
  %89 = or i32 %81, 1
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %90
  %92 = addrspacecast float addrspace(3)* %91 to float*
  %93 = load float, float* %92, align 4, !tbaa !6
  %94 = fadd float %88, %93
  %95 = or i32 %81, 2
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %96
  %98 = addrspacecast float addrspace(3)* %97 to float*
  %99 = load float, float* %98, align 4, !tbaa !6
  %100 = fadd float %94, %99
  %101 = or i32 %81, 3
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %102
  %104 = addrspacecast float addrspace(3)* %103 to float*
  %105 = load float, float* %104, align 4, !tbaa !6
  %106 = fadd float %100, %105
  %107 = or i32 %81, 4
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %108
  %110 = addrspacecast float addrspace(3)* %109 to float*
  %111 = load float, float* %110, align 4, !tbaa !6
  %112 = fadd float %106, %111
  %113 = or i32 %81, 5
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %114
  %116 = addrspacecast float addrspace(3)* %115 to float*
  %117 = load float, float* %116, align 4, !tbaa !6
  %118 = fadd float %112, %117
  %119 = or i32 %81, 6
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %120
  %122 = addrspacecast float addrspace(3)* %121 to float*
  %123 = load float, float* %122, align 4, !tbaa !6
  %124 = fadd float %118, %123
  %125 = or i32 %81, 7
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %126
  %128 = addrspacecast float addrspace(3)* %127 to float*
  %129 = load float, float* %128, align 4, !tbaa !6
  %130 = fadd float %124, %129
  %131 = add nuw nsw i32 %81, 8
  %132 = add i32 %83, 8
  %133 = icmp eq i32 %132, %79
  br i1 %133, label %134, label %80, !llvm.loop !10

134:                                              ; preds = %80, %73
  %135 = phi float [ undef, %73 ], [ %130, %80 ]
  %136 = phi i32 [ 0, %73 ], [ %131, %80 ]
  %137 = phi float [ 0.000000e+00, %73 ], [ %130, %80 ]
  %138 = icmp eq i32 %76, 0
  br i1 %138, label %151, label %139

139:                                              ; preds = %134, %139
  %140 = phi i32 [ %148, %139 ], [ %136, %134 ]
  %141 = phi float [ %147, %139 ], [ %137, %134 ]
  %142 = phi i32 [ %149, %139 ], [ 0, %134 ]
  %143 = zext i32 %140 to i64
  %144 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %143
  %145 = addrspacecast float addrspace(3)* %144 to float*
  %146 = load float, float* %145, align 4, !tbaa !6
  %147 = fadd float %141, %146
  %148 = add nuw nsw i32 %140, 1
  %149 = add i32 %142, 1
  %150 = icmp eq i32 %149, %76
  br i1 %150, label %151, label %139, !llvm.loop !12

151:                                              ; preds = %134, %139, %71
  %152 = phi float [ 0.000000e+00, %71 ], [ %135, %134 ], [ %147, %139 ]
  %153 = sitofp i32 %5 to float
  %154 = fdiv float %152, %153
  br i1 %16, label %271, label %164

155:                                              ; preds = %10, %155
  %156 = phi float [ %161, %155 ], [ 0.000000e+00, %10 ]
  %157 = phi i32 [ %162, %155 ], [ %15, %10 ]
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds float, float* %14, i64 %158
  %160 = load float, float* %159, align 4, !tbaa !6
  %161 = fadd float %156, %160
  %162 = add i32 %157, %17
  %163 = icmp slt i32 %162, %5
  br i1 %163, label %155, label %18, !llvm.loop !14

164:                                              ; preds = %271, %151
  %165 = phi float [ 0.000000e+00, %151 ], [ %278, %271 ]
  %166 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %37, float %165, i32 16, i32 31) #7
  %167 = select i1 %42, float %166, float -0.000000e+00
  %168 = fadd float %165, %167
  %169 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %37, float %168, i32 8, i32 31) #7
  %170 = select i1 %47, float %169, float -0.000000e+00
  %171 = fadd float %168, %170
  %172 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %37, float %171, i32 4, i32 31) #7
  %173 = select i1 %52, float %172, float -0.000000e+00
  %174 = fadd float %171, %173
  %175 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %37, float %174, i32 2, i32 31) #7
  %176 = select i1 %57, float %175, float -0.000000e+00
  %177 = fadd float %174, %176
  %178 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %37, float %177, i32 1, i32 31) #7
  tail call void @llvm.nvvm.barrier0() #7
  br i1 %62, label %179, label %187

179:                                              ; preds = %164
  %180 = lshr i32 %15, 5
  %181 = zext i32 %180 to i64
  %182 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %181
  %183 = addrspacecast float addrspace(3)* %182 to float*
  %184 = icmp ugt i32 %39, 1
  %185 = select i1 %184, float %178, float -0.000000e+00
  %186 = fadd float %177, %185
  store float %186, float* %183, align 4, !tbaa !6
  br label %187

187:                                              ; preds = %179, %164
  tail call void @llvm.nvvm.barrier0() #7
  br i1 %72, label %266, label %188

188:                                              ; preds = %187
  %189 = tail call i32 @llvm.umax.i32(i32 %61, i32 1) #7
  %190 = add nsw i32 %189, -1
  %191 = and i32 %189, 7
  %192 = icmp ult i32 %190, 7
  br i1 %192, label %249, label %193

193:                                              ; preds = %188
  %194 = and i32 %189, 134217720
  br label %195

195:                                              ; preds = %195, %193
  %196 = phi i32 [ 0, %193 ], [ %246, %195 ]
  %197 = phi float [ 0.000000e+00, %193 ], [ %245, %195 ]
  %198 = phi i32 [ 0, %193 ], [ %247, %195 ]
  %199 = zext i32 %196 to i64
  %200 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %199
  %201 = addrspacecast float addrspace(3)* %200 to float*
  %202 = load float, float* %201, align 4, !tbaa !6
  %203 = fadd float %197, %202
  %204 = or i32 %196, 1
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %205
  %207 = addrspacecast float addrspace(3)* %206 to float*
  %208 = load float, float* %207, align 4, !tbaa !6
  %209 = fadd float %203, %208
  %210 = or i32 %196, 2
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %211
  %213 = addrspacecast float addrspace(3)* %212 to float*
  %214 = load float, float* %213, align 4, !tbaa !6
  %215 = fadd float %209, %214
  %216 = or i32 %196, 3
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %217
  %219 = addrspacecast float addrspace(3)* %218 to float*
  %220 = load float, float* %219, align 4, !tbaa !6
  %221 = fadd float %215, %220
  %222 = or i32 %196, 4
  %223 = zext i32 %222 to i64
  %224 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %223
  %225 = addrspacecast float addrspace(3)* %224 to float*
  %226 = load float, float* %225, align 4, !tbaa !6
  %227 = fadd float %221, %226
  %228 = or i32 %196, 5
  %229 = zext i32 %228 to i64
  %230 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %229
  %231 = addrspacecast float addrspace(3)* %230 to float*
  %232 = load float, float* %231, align 4, !tbaa !6
  %233 = fadd float %227, %232
  %234 = or i32 %196, 6
  %235 = zext i32 %234 to i64
  %236 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %235
  %237 = addrspacecast float addrspace(3)* %236 to float*
  %238 = load float, float* %237, align 4, !tbaa !6
  %239 = fadd float %233, %238
  %240 = or i32 %196, 7
  %241 = zext i32 %240 to i64
  %242 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %241
  %243 = addrspacecast float addrspace(3)* %242 to float*
  %244 = load float, float* %243, align 4, !tbaa !6
  %245 = fadd float %239, %244
  %246 = add nuw nsw i32 %196, 8
  %247 = add i32 %198, 8
  %248 = icmp eq i32 %247, %194
  br i1 %248, label %249, label %195, !llvm.loop !10

249:                                              ; preds = %195, %188
  %250 = phi float [ undef, %188 ], [ %245, %195 ]
  %251 = phi i32 [ 0, %188 ], [ %246, %195 ]
  %252 = phi float [ 0.000000e+00, %188 ], [ %245, %195 ]
  %253 = icmp eq i32 %191, 0
  br i1 %253, label %266, label %254

254:                                              ; preds = %249, %254
  %255 = phi i32 [ %263, %254 ], [ %251, %249 ]
  %256 = phi float [ %262, %254 ], [ %252, %249 ]
  %257 = phi i32 [ %264, %254 ], [ 0, %249 ]
  %258 = zext i32 %255 to i64
  %259 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ14layernorm_rowsE7scratch, i64 0, i64 %258
  %260 = addrspacecast float addrspace(3)* %259 to float*
  %261 = load float, float* %260, align 4, !tbaa !6
  %262 = fadd float %256, %261
  %263 = add nuw nsw i32 %255, 1
  %264 = add i32 %257, 1
  %265 = icmp eq i32 %264, %191
  br i1 %265, label %266, label %254, !llvm.loop !15

266:                                              ; preds = %249, %254, %187
  %267 = phi float [ 0.000000e+00, %187 ], [ %250, %249 ], [ %262, %254 ]
  %268 = fdiv float %267, %153
  %269 = fadd float %268, %6
  %270 = tail call float @llvm.nvvm.rsqrt.approx.f(float %269) #7
  br i1 %16, label %281, label %297

271:                                              ; preds = %151, %271
  %272 = phi i32 [ %279, %271 ], [ %15, %151 ]
  %273 = phi float [ %278, %271 ], [ 0.000000e+00, %151 ]
  %274 = sext i32 %272 to i64
  %275 = getelementptr inbounds float, float* %14, i64 %274
  %276 = load float, float* %275, align 4, !tbaa !6
  %277 = fsub float %276, %154
  %278 = tail call float @llvm.fma.f32(float %277, float %277, float %273) #7
  %279 = add i32 %272, %17
  %280 = icmp slt i32 %279, %5
  br i1 %280, label %271, label %164, !llvm.loop !16

281:                                              ; preds = %266, %281
  %282 = phi i32 [ %295, %281 ], [ %15, %266 ]
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds float, float* %14, i64 %283
  %285 = load float, float* %284, align 4, !tbaa !6
  %286 = fsub float %285, %154
  %287 = fmul float %270, %286
  %288 = getelementptr inbounds float, float* %1, i64 %283
  %289 = load float, float* %288, align 4, !tbaa !6
  %290 = getelementptr inbounds float, float* %2, i64 %283
  %291 = load float, float* %290, align 4, !tbaa !6
  %292 = tail call float @llvm.fma.f32(float %287, float %289, float %291) #7
  %293 = add nsw i64 %13, %283
  %294 = getelementptr inbounds float, float* %3, i64 %293
  store float %292, float* %294, align 4, !tbaa !6
  %295 = add i32 %282, %17
  %296 = icmp slt i32 %295, %5
  br i1 %296, label %281, label %297, !llvm.loop !17

297:                                              ; preds = %281, %266, %7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @rmsnorm_rows(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %178

9:                                                ; preds = %6
  %10 = sext i32 %7 to i64
  %11 = sext i32 %4 to i64
  %12 = mul nsw i64 %11, %10
  %13 = getelementptr inbounds float, float* %0, i64 %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7
  %15 = icmp slt i32 %14, %4
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7
  br i1 %15, label %156, label %17

17:                                               ; preds = %156, %9
  %18 = phi float [ 0.000000e+00, %9 ], [ %162, %156 ]
  %19 = and i32 %14, 31
  %20 = add i32 %16, 31
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #7
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #7
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #7
  %24 = mul i32 %22, %23
  %25 = add i32 %24, %21
  %26 = mul i32 %25, %16
  %27 = add i32 %26, %14
  %28 = and i32 %27, -32
  %29 = mul i32 %16, %22
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #7
  %31 = mul i32 %29, %30
  %32 = sub i32 %31, %28
  %33 = icmp ugt i32 %32, 31
  %34 = shl nsw i32 -1, %32
  %35 = xor i32 %34, -1
  %36 = select i1 %33, i32 -1, i32 %35
  %37 = icmp ult i32 %32, 32
  %38 = select i1 %37, i32 %32, i32 32
  %39 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %36, float %18, i32 16, i32 31) #7
  %40 = add nuw nsw i32 %19, 16
  %41 = icmp ult i32 %40, %38
  %42 = select i1 %41, float %39, float -0.000000e+00
  %43 = fadd float %18, %42
  %44 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %36, float %43, i32 8, i32 31) #7
  %45 = add nuw nsw i32 %19, 8
  %46 = icmp ult i32 %45, %38
  %47 = select i1 %46, float %44, float -0.000000e+00
  %48 = fadd float %43, %47
  %49 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %36, float %48, i32 4, i32 31) #7
  %50 = add nuw nsw i32 %19, 4
  %51 = icmp ult i32 %50, %38
  %52 = select i1 %51, float %49, float -0.000000e+00
  %53 = fadd float %48, %52
  %54 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %36, float %53, i32 2, i32 31) #7
  %55 = add nuw nsw i32 %19, 2
  %56 = icmp ult i32 %55, %38
  %57 = select i1 %56, float %54, float -0.000000e+00
  %58 = fadd float %53, %57
  %59 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %36, float %58, i32 1, i32 31) #7
  %60 = lshr i32 %20, 5
  tail call void @llvm.nvvm.barrier0() #7
  %61 = icmp eq i32 %19, 0
  br i1 %61, label %62, label %70

62:                                               ; preds = %17
  %63 = lshr i32 %14, 5
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch, i64 0, i64 %64
  %66 = addrspacecast float addrspace(3)* %65 to float*
  %67 = icmp ugt i32 %38, 1
  %68 = select i1 %67, float %59, float -0.000000e+00
  %69 = fadd float %58, %68
  store float %69, float* %66, align 4, !tbaa !6
  br label %70

70:                                               ; preds = %62, %17
  tail call void @llvm.nvvm.barrier0() #7
  %71 = icmp ult i32 %20, 32
  br i1 %71, label %150, label %72

72:                                               ; preds = %70
  %73 = tail call i32 @llvm.umax.i32(i32 %60, i32 1) #7
  %74 = add nsw i32 %73, -1
  %75 = and i32 %73, 7
  %76 = icmp ult i32 %74, 7
  br i1 %76, label %133, label %77

77:                                               ; preds = %72
  %78 = and i32 %73, 134217720
  br label %79

79:                                               ; preds = %79, %77
  %80 = phi i32 [ 0, %77 ], [ %130, %79 ]
  %81 = phi float [ 0.000000e+00, %77 ], [ %129, %79 ]
  %82 = phi i32 [ 0, %77 ], [ %131, %79 ]
  %83 = zext i32 %80 to i64
  %84 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch, i64 0, i64 %83
  %85 = addrspacecast float addrspace(3)* %84 to float*
  %86 = load float, float* %85, align 4, !tbaa !6
  %87 = fadd float %81, %86
  %88 = or i32 %80, 1
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch, i64 0, i64 %89
  %91 = addrspacecast float addrspace(3)* %90 to float*
  %92 = load float, float* %91, align 4, !tbaa !6
  %93 = fadd float %87, %92
  %94 = or i32 %80, 2
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch, i64 0, i64 %95
  %97 = addrspacecast float addrspace(3)* %96 to float*
  %98 = load float, float* %97, align 4, !tbaa !6
  %99 = fadd float %93, %98
  %100 = or i32 %80, 3
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch, i64 0, i64 %101
  %103 = addrspacecast float addrspace(3)* %102 to float*
  %104 = load float, float* %103, align 4, !tbaa !6
  %105 = fadd float %99, %104
  %106 = or i32 %80, 4
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch, i64 0, i64 %107
  %109 = addrspacecast float addrspace(3)* %108 to float*
  %110 = load float, float* %109, align 4, !tbaa !6
  %111 = fadd float %105, %110
  %112 = or i32 %80, 5
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch, i64 0, i64 %113
  %115 = addrspacecast float addrspace(3)* %114 to float*
  %116 = load float, float* %115, align 4, !tbaa !6
  %117 = fadd float %111, %116
  %118 = or i32 %80, 6
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch, i64 0, i64 %119
  %121 = addrspacecast float addrspace(3)* %120 to float*
  %122 = load float, float* %121, align 4, !tbaa !6
  %123 = fadd float %117, %122
  %124 = or i32 %80, 7
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch, i64 0, i64 %125
  %127 = addrspacecast float addrspace(3)* %126 to float*
  %128 = load float, float* %127, align 4, !tbaa !6
  %129 = fadd float %123, %128
  %130 = add nuw nsw i32 %80, 8
  %131 = add i32 %82, 8
  %132 = icmp eq i32 %131, %78
  br i1 %132, label %133, label %79, !llvm.loop !10

133:                                              ; preds = %79, %72
  %134 = phi float [ undef, %72 ], [ %129, %79 ]
  %135 = phi i32 [ 0, %72 ], [ %130, %79 ]
  %136 = phi float [ 0.000000e+00, %72 ], [ %129, %79 ]
  %137 = icmp eq i32 %75, 0
  br i1 %137, label %150, label %138

138:                                              ; preds = %133, %138
  %139 = phi i32 [ %147, %138 ], [ %135, %133 ]
  %140 = phi float [ %146, %138 ], [ %136, %133 ]
  %141 = phi i32 [ %148, %138 ], [ 0, %133 ]
  %142 = zext i32 %139 to i64
  %143 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ12rmsnorm_rowsE7scratch, i64 0, i64 %142
  %144 = addrspacecast float addrspace(3)* %143 to float*
  %145 = load float, float* %144, align 4, !tbaa !6
  %146 = fadd float %140, %145
  %147 = add nuw nsw i32 %139, 1
  %148 = add i32 %141, 1
  %149 = icmp eq i32 %148, %75
  br i1 %149, label %150, label %138, !llvm.loop !18

150:                                              ; preds = %133, %138, %70
  %151 = phi float [ 0.000000e+00, %70 ], [ %134, %133 ], [ %146, %138 ]
  %152 = sitofp i32 %4 to float
  %153 = fdiv float %151, %152
  %154 = fadd float %153, %5
  %155 = tail call float @llvm.sqrt.f32(float %154) #7
  br i1 %15, label %165, label %178

156:                                              ; preds = %9, %156
  %157 = phi i32 [ %163, %156 ], [ %14, %9 ]
  %158 = phi float [ %162, %156 ], [ 0.000000e+00, %9 ]
  %159 = sext i32 %157 to i64
  %160 = getelementptr inbounds float, float* %13, i64 %159
  %161 = load float, float* %160, align 4, !tbaa !6
  %162 = tail call float @llvm.fma.f32(float %161, float %161, float %158) #7
  %163 = add i32 %157, %16
  %164 = icmp slt i32 %163, %4
  br i1 %164, label %156, label %17, !llvm.loop !19

165:                                              ; preds = %150, %165
  %166 = phi i32 [ %176, %165 ], [ %14, %150 ]
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds float, float* %13, i64 %167
  %169 = load float, float* %168, align 4, !tbaa !6
  %170 = fdiv float %169, %155
  %171 = getelementptr inbounds float, float* %1, i64 %167
  %172 = load float, float* %171, align 4, !tbaa !6
  %173 = fmul float %170, %172
  %174 = add nsw i64 %12, %167
  %175 = getelementptr inbounds float, float* %2, i64 %174
  store float %173, float* %175, align 4, !tbaa !6
  %176 = add i32 %166, %16
  %177 = icmp slt i32 %176, %4
  br i1 %177, label %165, label %178, !llvm.loop !20

178:                                              ; preds = %165, %150, %6
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, float*, float*, i32, i32, float)* @layernorm_rows, !"kernel", i32 1}
!1 = !{void (float*, float*, float*, i32, i32, float)* @rmsnorm_rows, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
