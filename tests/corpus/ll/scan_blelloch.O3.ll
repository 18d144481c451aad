source_filename = "scan_blelloch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17scan_blelloch_u32E1s = internal unnamed_addr addrspace(3) global [264 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_blelloch_u32(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %7 = shl i32 %6, 8
  %8 = add i32 %5, 128
  %9 = add i32 %7, %5
  %10 = icmp ult i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !7
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = lshr i32 %5, 5
  %18 = add i32 %17, %5
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %19
  %21 = addrspacecast i32 addrspace(3)* %20 to i32*
  store i32 %16, i32* %21, align 4, !tbaa !7
  %22 = add i32 %7, %8
  %23 = icmp ult i32 %22, %3
  br i1 %23, label %24, label %28

24:                                               ; preds = %15
  %25 = zext i32 %22 to i64
  %26 = getelementptr inbounds i32, i32* %0, i64 %25
  %27 = load i32, i32* %26, align 4, !tbaa !7
  br label %28

28:                                               ; preds = %15, %24
  %29 = phi i32 [ %27, %24 ], [ 0, %15 ]
  %30 = lshr i32 %8, 5
  %31 = add i32 %30, %8
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %32
  %34 = addrspacecast i32 addrspace(3)* %33 to i32*
  store i32 %29, i32* %34, align 4, !tbaa !7
  %35 = shl i32 %5, 1
  %36 = or i32 %35, 1
  %37 = add i32 %35, 2
  tail call void @llvm.nvvm.barrier0()
  %38 = icmp ult i32 %5, 128
  br i1 %38, label %39, label %54

39:                                               ; preds = %28
  %40 = or i32 %35, 1
  %41 = lshr i32 %35, 5
  %42 = add i32 %41, %35
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %43
  %45 = addrspacecast i32 addrspace(3)* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !7
  %47 = lshr i32 %35, 5
  %48 = add i32 %47, %40
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %49
  %51 = addrspacecast i32 addrspace(3)* %50 to i32*
  %52 = load i32, i32* %51, align 4, !tbaa !7
  %53 = add i32 %52, %46
  store i32 %53, i32* %51, align 4, !tbaa !7
  br label %54

54:                                               ; preds = %39, %28
  tail call void @llvm.nvvm.barrier0()
  %55 = icmp ult i32 %5, 64
  br i1 %55, label %56, label %74

56:                                               ; preds = %54
  %57 = shl i32 %36, 1
  %58 = add nsw i32 %57, -1
  %59 = shl i32 %37, 1
  %60 = add i32 %59, -1
  %61 = lshr i32 %58, 5
  %62 = add i32 %61, %58
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %63
  %65 = addrspacecast i32 addrspace(3)* %64 to i32*
  %66 = load i32, i32* %65, align 4, !tbaa !7
  %67 = lshr i32 %60, 5
  %68 = add i32 %67, %60
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %69
  %71 = addrspacecast i32 addrspace(3)* %70 to i32*
  %72 = load i32, i32* %71, align 4, !tbaa !7
  %73 = add i32 %72, %66
  store i32 %73, i32* %71, align 4, !tbaa !7
  br label %74

74:                                               ; preds = %56, %54
  tail call void @llvm.nvvm.barrier0()
  %75 = icmp ult i32 %5, 32
  br i1 %75, label %76, label %94

76:                                               ; preds = %74
  %77 = shl i32 %36, 2
  %78 = add nsw i32 %77, -1
  %79 = shl i32 %37, 2
  %80 = add i32 %79, -1
  %81 = lshr i32 %78, 5
  %82 = add i32 %81, %78
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %83
  %85 = addrspacecast i32 addrspace(3)* %84 to i32*
  %86 = load i32, i32* %85, align 4, !tbaa !7
  %87 = lshr i32 %80, 5
  %88 = add i32 %87, %80
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %89
  %91 = addrspacecast i32 addrspace(3)* %90 to i32*
  %92 = load i32, i32* %91, align 4, !tbaa !7
  %93 = add i32 %92, %86
  store i32 %93, i32* %91, align 4, !tbaa !7
  br label %94

94:                                               ; preds = %76, %74
  tail call void @llvm.nvvm.barrier0()
  %95 = icmp ult i32 %5, 16
  br i1 %95, label %96, label %114

96:                                               ; preds = %94
  %97 = shl i32 %36, 3
  %98 = add nsw i32 %97, -1
  %99 = shl i32 %37, 3
  %100 = add i32 %99, -1
  %101 = lshr i32 %98, 5
  %102 = add i32 %101, %98
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %103
  %105 = addrspacecast i32 addrspace(3)* %104 to i32*
  %106 = load i32, i32* %105, align 4, !tbaa !7
  %107 = lshr i32 %100, 5
  %108 = add i32 %107, %100
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %109
  %111 = addrspacecast i32 addrspace(3)* %110 to i32*
  %112 = load i32, i32* %111, align 4, !tbaa !7
  %113 = add i32 %112, %106
  store i32 %113, i32* %111, align 4, !tbaa !7
  br label %114

114:                                              ; preds = %96, %94
  tail call void @llvm.nvvm.barrier0()
  %115 = icmp ult i32 %5, 8
  br i1 %115, label %116, label %134

116:                                              ; preds = %114
  %117 = shl i32 %36, 4
  %118 = add nsw i32 %117, -1
  %119 = shl i32 %37, 4
  %120 = add i32 %119, -1
  %121 = lshr i32 %118, 5
  %122 = add i32 %121, %118
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %123
  %125 = addrspacecast i32 addrspace(3)* %124 to i32*
  %126 = load i32, i32* %125, align 4, !tbaa !7
  %127 = lshr i32 %120, 5
  %128 = add i32 %127, %120
  %129 = zext i32 %128 to i64
  %130 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %129
  %131 = addrspacecast i32 addrspace(3)* %130 to i32*
  %132 = load i32, i32* %131, align 4, !tbaa !7
  %133 = add i32 %132, %126
  store i32 %133, i32* %131, align 4, !tbaa !7
  br label %134

134:                                              ; preds = %116, %114
  tail call void @llvm.nvvm.barrier0()
  %135 = icmp ult i32 %5, 4
  br i1 %135, label %136, label %154

136:                                              ; preds = %134
  %137 = shl i32 %36, 5
  %138 = add nsw i32 %137, -1
  %139 = shl i32 %37, 5
  %140 = add i32 %139, -1
  %141 = lshr i32 %138, 5
  %142 = add i32 %141, %138
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %143
  %145 = addrspacecast i32 addrspace(3)* %144 to i32*
  %146 = load i32, i32* %145, align 4, !tbaa !7
  %147 = lshr i32 %140, 5
  %148 = add i32 %147, %140
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %149
  %151 = addrspacecast i32 addrspace(3)* %150 to i32*
  %152 = load i32, i32* %151, align 4, !tbaa !7
  %153 = add i32 %152, %146
  store i32 %153, i32* %151, align 4, !tbaa !7
  br label %154

154:                                              ; preds = %136, %134
  tail call void @llvm.nvvm.barrier0()
  %155 = icmp ult i32 %5, 2
  br i1 %155, label %156, label %174

156:                                              ; preds = %154
  %157 = shl i32 %36, 6
  %158 = add nsw i32 %157, -1
  %159 = shl i32 %37, 6
  %160 = add i32 %159, -1
  %161 = lshr i32 %158, 5
  %162 = add i32 %161, %158
  %163 = zext i32 %162 to i64
  %164 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %163
  %165 = addrspacecast i32 addrspace(3)* %164 to i32*
  %166 = load i32, i32* %165, align 4, !tbaa !7
  %167 = lshr i32 %160, 5
  %168 = add i32 %167, %160
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %169
  %171 = addrspacecast i32 addrspace(3)* %170 to i32*
  %172 = load i32, i32* %171, align 4, !tbaa !7
  %173 = add i32 %172, %166
  store i32 %173, i32* %171, align 4, !tbaa !7
  br label %174

174:                                              ; preds = %156, %154
  tail call void @llvm.nvvm.barrier0()
  %175 = icmp eq i32 %5, 0
  br i1 %175, label %176, label %194

176:                                              ; preds = %174
  %177 = shl i32 %36, 7
  %178 = add nsw i32 %177, -1
  %179 = shl i32 %37, 7
  %180 = add i32 %179, -1
  %181 = lshr i32 %178, 5
  %182 = add i32 %181, %178
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %183
  %185 = addrspacecast i32 addrspace(3)* %184 to i32*
  %186 = load i32, i32* %185, align 4, !tbaa !7
  %187 = lshr i32 %180, 5
  %188 = add i32 %187, %180
  %189 = zext i32 %188 to i64
  %190 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %189
  %191 = addrspacecast i32 addrspace(3)* %190 to i32*
  %192 = load i32, i32* %191, align 4, !tbaa !7
  %193 = add i32 %192, %186
  store i32 %193, i32* %191, align 4, !tbaa !7
  br label %194

194:                                              ; preds = %176, %174
  %195 = icmp eq i32 %5, 0
  br i1 %195, label %196, label %200

196:                                              ; preds = %194
  %197 = zext i32 %6 to i64
  %198 = getelementptr inbounds i32, i32* %2, i64 %197
  %199 = load i32, i32* getelementptr inbounds ([264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 262), align 4, !tbaa !7
  store i32 %199, i32* %198, align 4, !tbaa !7
  store i32 0, i32* getelementptr inbounds ([264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 262), align 4, !tbaa !7
  br label %200

200:                                              ; preds = %196, %194
  tail call void @llvm.nvvm.barrier0()
  br i1 %175, label %201, label %219

201:                                              ; preds = %200
  %202 = shl i32 %36, 7
  %203 = add nsw i32 %202, -1
  %204 = shl i32 %37, 7
  %205 = add i32 %204, -1
  %206 = lshr i32 %203, 5
  %207 = add i32 %206, %203
  %208 = zext i32 %207 to i64
  %209 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %208
  %210 = addrspacecast i32 addrspace(3)* %209 to i32*
  %211 = load i32, i32* %210, align 4, !tbaa !7
  %212 = lshr i32 %205, 5
  %213 = add i32 %212, %205
  %214 = zext i32 %213 to i64
  %215 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %214
  %216 = addrspacecast i32 addrspace(3)* %215 to i32*
  %217 = load i32, i32* %216, align 4, !tbaa !7
  store i32 %217, i32* %210, align 4, !tbaa !7
  %218 = add i32 %217, %211
  store i32 %218, i32* %216, align 4, !tbaa !7
  br label %219

219:                                              ; preds = %200, %201
  tail call void @llvm.nvvm.barrier0()
  br i1 %155, label %220, label %238

220:                                              ; preds = %219
  %221 = shl i32 %36, 6
  %222 = add nsw i32 %221, -1
  %223 = shl i32 %37, 6
  %224 = add i32 %223, -1
  %225 = lshr i32 %222, 5
  %226 = add i32 %225, %222
  %227 = zext i32 %226 to i64
  %228 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %227
  %229 = addrspacecast i32 addrspace(3)* %228 to i32*
  %230 = load i32, i32* %229, align 4, !tbaa !7
  %231 = lshr i32 %224, 5
  %232 = add i32 %231, %224
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %233
  %235 = addrspacecast i32 addrspace(3)* %234 to i32*
  %236 = load i32, i32* %235, align 4, !tbaa !7
  store i32 %236, i32* %229, align 4, !tbaa !7
  %237 = add i32 %236, %230
  store i32 %237, i32* %235, align 4, !tbaa !7
  br label %238

238:                                              ; preds = %220, %219
  tail call void @llvm.nvvm.barrier0()
  br i1 %135, label %239, label %257

239:                                              ; preds = %238
  %240 = shl i32 %36, 5
  %241 = add nsw i32 %240, -1
  %242 = shl i32 %37, 5
  %243 = add i32 %242, -1
  %244 = lshr i32 %241, 5
  %245 = add i32 %244, %241
  %246 = zext i32 %245 to i64
  %247 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %246
  %248 = addrspacecast i32 addrspace(3)* %247 to i32*
  %249 = load i32, i32* %248, align 4, !tbaa !7
  %250 = lshr i32 %243, 5
  %251 = add i32 %250, %243
  %252 = zext i32 %251 to i64
  %253 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %252
  %254 = addrspacecast i32 addrspace(3)* %253 to i32*
  %255 = load i32, i32* %254, align 4, !tbaa !7
  store i32 %255, i32* %248, align 4, !tbaa !7
  %256 = add i32 %255, %249
  store i32 %256, i32* %254, align 4, !tbaa !7
  br label %257

257:                                              ; preds = %239, %238
  tail call void @llvm.nvvm.barrier0()
  br i1 %115, label %258, label %277

258:                                              ; preds = %257
  %259 = shl i32 %36, 4
  %260 = add nsw i32 %259, -1
  %261 = shl i32 %37, 4
  %262 = add i32 %261, -1
  %263 = lshr i32 %260, 5
  %264 = add i32 %263, %260
  %265 = zext i32 %264 to i64
  %266 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %265
  %267 = addrspacecast i32 addrspace(3)* %266 to i32*
  %268 = load i32, i32* %267, align 4, !tbaa !7
  %269 = lshr i32 %262, 5
  %270 = add i32 %269, %262
  %271 = zext i32 %270 to i64
  %272 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %271
  %273 = addrspacecast i32 addrspace(3)* %272 to i32*
  %274 = load i32, i32* %273, align 4, !tbaa !7
  store i32 %274, i32* %267, align 4, !tbaa !7
  %275 = load i32, i32* %273, align 4, !tbaa !7
  %276 = add i32 %275, %268
  store i32 %276, i32* %273, align 4, !tbaa !7
  br label %277

277:                                              ; preds = %258, %257
  tail call void @llvm.nvvm.barrier0()
  br i1 %95, label %278, label %297

278:                                              ; preds = %277
  %279 = shl i32 %36, 3
  %280 = add nsw i32 %279, -1
  %281 = shl i32 %37, 3
  %282 = add i32 %281, -1
  %283 = lshr i32 %280, 5
  %284 = add i32 %283, %280
  %285 = zext i32 %284 to i64
  %286 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %285
  %287 = addrspacecast i32 addrspace(3)* %286 to i32*
  %288 = load i32, i32* %287, align 4, !tbaa !7
  %289 = lshr i32 %282, 5
  %290 = add i32 %289, %282
  %291 = zext i32 %290 to i64
  %292 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %291
  %293 = addrspacecast i32 addrspace(3)* %292 to i32*
  %294 = load i32, i32* %293, align 4, !tbaa !7
  store i32 %294, i32* %287, align 4, !tbaa !7
  %295 = load i32, i32* %293, align 4, !tbaa !7
  %296 = add i32 %295, %288
  store i32 %296, i32* %293, align 4, !tbaa !7
  br label %297

297:                                              ; preds = %278, %277
  tail call void @llvm.nvvm.barrier0()
  br i1 %75, label %298, label %317

298:                                              ; preds = %297
  %299 = shl i32 %36, 2
  %300 = add nsw i32 %299, -1
  %301 = shl i32 %37, 2
  %302 = add i32 %301, -1
  %303 = lshr i32 %300, 5
  %304 = add i32 %303, %300
  %305 = zext i32 %304 to i64
  %306 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %305
  %307 = addrspacecast i32 addrspace(3)* %306 to i32*
  %308 = load i32, i32* %307, align 4, !tbaa !7
  %309 = lshr i32 %302, 5
  %310 = add i32 %309, %302
  %311 = zext i32 %310 to i64
  %312 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %311
  %313 = addrspacecast i32 addrspace(3)* %312 to i32*
  %314 = load i32, i32* %313, align 4, !tbaa !7
  store i32 %314, i32* %307, align 4, !tbaa !7
  %315 = load i32, i32* %313, align 4, !tbaa !7
  %316 = add i32 %315, %308
  store i32 %316, i32* %313, align 4, !tbaa !7
  br label %317

317:                                              ; preds = %298, %297
  tail call void @llvm.nvvm.barrier0()
  br i1 %55, label %318, label %337

318:                                              ; preds = %317
  %319 = shl i32 %36, 1
  %320 = add nsw i32 %319, -1
  %321 = shl i32 %37, 1
  %322 = add i32 %321, -1
  %323 = lshr i32 %320, 5
  %324 = add i32 %323, %320
  %325 = zext i32 %324 to i64
  %326 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %325
  %327 = addrspacecast i32 addrspace(3)* %326 to i32*
  %328 = load i32, i32* %327, align 4, !tbaa !7
  %329 = lshr i32 %322, 5
  %330 = add i32 %329, %322
  %331 = zext i32 %330 to i64
  %332 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %331
  %333 = addrspacecast i32 addrspace(3)* %332 to i32*
  %334 = load i32, i32* %333, align 4, !tbaa !7
  store i32 %334, i32* %327, align 4, !tbaa !7
  %335 = load i32, i32* %333, align 4, !tbaa !7
  %336 = add i32 %335, %328
  store i32 %336, i32* %333, align 4, !tbaa !7
  br label %337

337:                                              ; preds = %318, %317
  tail call void @llvm.nvvm.barrier0()
  br i1 %38, label %338, label %354

338:                                              ; preds = %337
  %339 = or i32 %35, 1
  %340 = lshr i32 %35, 5
  %341 = add i32 %340, %35
  %342 = zext i32 %341 to i64
  %343 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %342
  %344 = addrspacecast i32 addrspace(3)* %343 to i32*
  %345 = load i32, i32* %344, align 4, !tbaa !7
  %346 = lshr i32 %35, 5
  %347 = add i32 %346, %339
  %348 = zext i32 %347 to i64
  %349 = getelementptr inbounds [264 x i32], [264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s, i64 0, i64 %348
  %350 = addrspacecast i32 addrspace(3)* %349 to i32*
  %351 = load i32, i32* %350, align 4, !tbaa !7
  store i32 %351, i32* %344, align 4, !tbaa !7
  %352 = load i32, i32* %350, align 4, !tbaa !7
  %353 = add i32 %352, %345
  store i32 %353, i32* %350, align 4, !tbaa !7
  br label %354

354:                                              ; preds = %338, %337
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %355, label %359

355:                                              ; preds = %354
  %356 = zext i32 %9 to i64
  %357 = getelementptr inbounds i32, i32* %1, i64 %356
  %358 = load i32, i32* %21, align 4, !tbaa !7
  store i32 %358, i32* %357, align 4, !tbaa !7
  br label %359

359:                                              ; preds = %355, %354
  br i1 %23, label %360, label %364

360:                                              ; preds = %359
  %361 = zext i32 %22 to i64
  %362 = getelementptr inbounds i32, i32* %1, i64 %361
  %363 = load i32, i32* %34, align 4, !tbaa !7
  store i32 %363, i32* %362, align 4, !tbaa !7
  br label %364

364:                                              ; preds = %360, %359
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @scan_uniform_add(i32* nocapture noundef %0, i32* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp ult i32 %9, %3
  br i1 %10, label %11, label %20

11:                                               ; preds = %4
  %12 = udiv i32 %9, %2
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %1, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !7
  %16 = zext i32 %9 to i64
  %17 = getelementptr inbounds i32, i32* %0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !7
  %19 = add i32 %18, %15
  store i32 %19, i32* %17, align 4, !tbaa !7
  br label %20

20:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32*, i32*, i32)* @scan_blelloch_u32, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32*, i32)* @scan_blelloch_u32, !"maxntidx", i32 128}
!2 = !{void (i32*, i32*, i32, i32)* @scan_uniform_add, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
