source_filename = "bitonic_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19bitonic_sort256_i32E1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ18bitonic_sort256_kvE2sk = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ18bitonic_sort256_kvE2sv = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bitonic_sort256_i32(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %5 = shl i32 %4, 8
  %6 = add i32 %5, %3
  %7 = icmp ult i32 %6, %1
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = zext i32 %6 to i64
  %10 = getelementptr inbounds i32, i32* %0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !8
  br label %12

12:                                               ; preds = %2, %8
  %13 = phi i32 [ %11, %8 ], [ 2147483647, %2 ]
  %14 = zext i32 %3 to i64
  %15 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %14
  %16 = addrspacecast i32 addrspace(3)* %15 to i32*
  store i32 %13, i32* %16, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %17 = xor i32 %3, 1
  %18 = icmp ugt i32 %17, %3
  br i1 %18, label %449, label %459

19:                                               ; preds = %459
  %20 = load i32, i32* %16, align 4, !tbaa !8
  %21 = zext i32 %462 to i64
  %22 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %21
  %23 = addrspacecast i32 addrspace(3)* %22 to i32*
  %24 = load i32, i32* %23, align 4, !tbaa !8
  %25 = icmp sle i32 %20, %24
  %26 = xor i1 %461, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %19
  store i32 %24, i32* %16, align 4, !tbaa !8
  store i32 %20, i32* %23, align 4, !tbaa !8
  br label %28

28:                                               ; preds = %27, %19, %459
  tail call void @llvm.nvvm.barrier0()
  %29 = xor i32 %3, 1
  %30 = icmp ugt i32 %29, %3
  br i1 %30, label %31, label %40

31:                                               ; preds = %28
  %32 = load i32, i32* %16, align 4, !tbaa !8
  %33 = zext i32 %29 to i64
  %34 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %33
  %35 = addrspacecast i32 addrspace(3)* %34 to i32*
  %36 = load i32, i32* %35, align 4, !tbaa !8
  %37 = icmp sle i32 %32, %36
  %38 = xor i1 %461, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %31
  store i32 %36, i32* %16, align 4, !tbaa !8
  store i32 %32, i32* %35, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %39, %31, %28
  tail call void @llvm.nvvm.barrier0()
  %41 = and i32 %3, 8
  %42 = icmp eq i32 %41, 0
  %43 = xor i32 %3, 4
  %44 = icmp ugt i32 %43, %3
  br i1 %44, label %45, label %54

45:                                               ; preds = %40
  %46 = load i32, i32* %16, align 4, !tbaa !8
  %47 = zext i32 %43 to i64
  %48 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %47
  %49 = addrspacecast i32 addrspace(3)* %48 to i32*
  %50 = load i32, i32* %49, align 4, !tbaa !8
  %51 = icmp sle i32 %46, %50
  %52 = xor i1 %42, %51
  br i1 %52, label %53, label %54

53:                                               ; preds = %45
  store i32 %50, i32* %16, align 4, !tbaa !8
  store i32 %46, i32* %49, align 4, !tbaa !8
  br label %54

54:                                               ; preds = %53, %45, %40
  tail call void @llvm.nvvm.barrier0()
  %55 = xor i32 %3, 2
  %56 = icmp ugt i32 %55, %3
  br i1 %56, label %57, label %66

57:                                               ; preds = %54
  %58 = load i32, i32* %16, align 4, !tbaa !8
  %59 = zext i32 %55 to i64
  %60 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %59
  %61 = addrspacecast i32 addrspace(3)* %60 to i32*
  %62 = load i32, i32* %61, align 4, !tbaa !8
  %63 = icmp sle i32 %58, %62
  %64 = xor i1 %42, %63
  br i1 %64, label %65, label %66

65:                                               ; preds = %57
  store i32 %62, i32* %16, align 4, !tbaa !8
  store i32 %58, i32* %61, align 4, !tbaa !8
  br label %66

66:                                               ; preds = %65, %57, %54
  tail call void @llvm.nvvm.barrier0()
  %67 = xor i32 %3, 1
  %68 = icmp ugt i32 %67, %3
  br i1 %68, label %69, label %78

69:                                               ; preds = %66
  %70 = load i32, i32* %16, align 4, !tbaa !8
  %71 = zext i32 %67 to i64
  %72 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %71
  %73 = addrspacecast i32 addrspace(3)* %72 to i32*
  %74 = load i32, i32* %73, align 4, !tbaa !8
  %75 = icmp sle i32 %70, %74
  %76 = xor i1 %42, %75
  br i1 %76, label %77, label %78

77:                                               ; preds = %69
  store i32 %74, i32* %16, align 4, !tbaa !8
  store i32 %70, i32* %73, align 4, !tbaa !8
  br label %78

78:                                               ; preds = %77, %69, %66
  tail call void @llvm.nvvm.barrier0()
  %79 = and i32 %3, 16
  %80 = icmp eq i32 %79, 0
  %81 = xor i32 %3, 8
  %82 = icmp ugt i32 %81, %3
  br i1 %82, label %83, label %92

83:                                               ; preds = %78
  %84 = load i32, i32* %16, align 4, !tbaa !8
  %85 = zext i32 %81 to i64
  %86 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %85
  %87 = addrspacecast i32 addrspace(3)* %86 to i32*
  %88 = load i32, i32* %87, align 4, !tbaa !8
  %89 = icmp sle i32 %84, %88
  %90 = xor i1 %80, %89
  br i1 %90, label %91, label %92

91:                                               ; preds = %83
  store i32 %88, i32* %16, align 4, !tbaa !8
  store i32 %84, i32* %87, align 4, !tbaa !8
  br label %92

92:                                               ; preds = %91, %83, %78
  tail call void @llvm.nvvm.barrier0()
  %93 = xor i32 %3, 4
  %94 = icmp ugt i32 %93, %3
  br i1 %94, label %95, label %104

95:                                               ; preds = %92
  %96 = load i32, i32* %16, align 4, !tbaa !8
  %97 = zext i32 %93 to i64
  %98 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %97
  %99 = addrspacecast i32 addrspace(3)* %98 to i32*
  %100 = load i32, i32* %99, align 4, !tbaa !8
  %101 = icmp sle i32 %96, %100
  %102 = xor i1 %80, %101
  br i1 %102, label %103, label %104

103:                                              ; preds = %95
  store i32 %100, i32* %16, align 4, !tbaa !8
  store i32 %96, i32* %99, align 4, !tbaa !8
  br label %104

104:                                              ; preds = %103, %95, %92
  tail call void @llvm.nvvm.barrier0()
  %105 = xor i32 %3, 2
  %106 = icmp ugt i32 %105, %3
  br i1 %106, label %107, label %116

107:                                              ; preds = %104
  %108 = load i32, i32* %16, align 4, !tbaa !8
  %109 = zext i32 %105 to i64
  %110 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %109
  %111 = addrspacecast i32 addrspace(3)* %110 to i32*
  %112 = load i32, i32* %111, align 4, !tbaa !8
  %113 = icmp sle i32 %108, %112
  %114 = xor i1 %80, %113
  br i1 %114, label %115, label %116

115:                                              ; preds = %107
  store i32 %112, i32* %16, align 4, !tbaa !8
  store i32 %108, i32* %111, align 4, !tbaa !8
  br label %116

116:                                              ; preds = %115, %107, %104
  tail call void @llvm.nvvm.barrier0()
  %117 = xor i32 %3, 1
  %118 = icmp ugt i32 %117, %3
  br i1 %118, label %119, label %128

119:                                              ; preds = %116
  %120 = load i32, i32* %16, align 4, !tbaa !8
  %121 = zext i32 %117 to i64
  %122 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %121
  %123 = addrspacecast i32 addrspace(3)* %122 to i32*
  %124 = load i32, i32* %123, align 4, !tbaa !8
  %125 = icmp sle i32 %120, %124
  %126 = xor i1 %80, %125
  br i1 %126, label %127, label %128

127:                                              ; preds = %119
  store i32 %124, i32* %16, align 4, !tbaa !8
  store i32 %120, i32* %123, align 4, !tbaa !8
  br label %128

128:                                              ; preds = %127, %119, %116
  tail call void @llvm.nvvm.barrier0()
  %129 = and i32 %3, 32
  %130 = icmp eq i32 %129, 0
  %131 = xor i32 %3, 16
  %132 = icmp ugt i32 %131, %3
  br i1 %132, label %133, label %142

133:                                              ; preds = %128
  %134 = load i32, i32* %16, align 4, !tbaa !8
  %135 = zext i32 %131 to i64
  %136 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %135
  %137 = addrspacecast i32 addrspace(3)* %136 to i32*
  %138 = load i32, i32* %137, align 4, !tbaa !8
  %139 = icmp sle i32 %134, %138
  %140 = xor i1 %130, %139
  br i1 %140, label %141, label %142

141:                                              ; preds = %133
  store i32 %138, i32* %16, align 4, !tbaa !8
  store i32 %134, i32* %137, align 4, !tbaa !8
  br label %142

142:                                              ; preds = %141, %133, %128
  tail call void @llvm.nvvm.barrier0()
  %143 = xor i32 %3, 8
  %144 = icmp ugt i32 %143, %3
  br i1 %144, label %145, label %154

145:                                              ; preds = %142
  %146 = load i32, i32* %16, align 4, !tbaa !8
  %147 = zext i32 %143 to i64
  %148 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %147
  %149 = addrspacecast i32 addrspace(3)* %148 to i32*
  %150 = load i32, i32* %149, align 4, !tbaa !8
  %151 = icmp sle i32 %146, %150
  %152 = xor i1 %130, %151
  br i1 %152, label %153, label %154

153:                                              ; preds = %145
  store i32 %150, i32* %16, align 4, !tbaa !8
  store i32 %146, i32* %149, align 4, !tbaa !8
  br label %154

154:                                              ; preds = %153, %145, %142
  tail call void @llvm.nvvm.barrier0()
  %155 = xor i32 %3, 4
  %156 = icmp ugt i32 %155, %3
  br i1 %156, label %157, label %166

157:                                              ; preds = %154
  %158 = load i32, i32* %16, align 4, !tbaa !8
  %159 = zext i32 %155 to i64
  %160 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %159
  %161 = addrspacecast i32 addrspace(3)* %160 to i32*
  %162 = load i32, i32* %161, align 4, !tbaa !8
  %163 = icmp sle i32 %158, %162
  %164 = xor i1 %130, %163
  br i1 %164, label %165, label %166

165:                                              ; preds = %157
  store i32 %162, i32* %16, align 4, !tbaa !8
  store i32 %158, i32* %161, align 4, !tbaa !8
  br label %166

166:                                              ; preds = %165, %157, %154
  tail call void @llvm.nvvm.barrier0()
  %167 = xor i32 %3, 2
  %168 = icmp ugt i32 %167, %3
  br i1 %168, label %169, label %178

169:                                              ; preds = %166
  %170 = load i32, i32* %16, align 4, !tbaa !8
  %171 = zext i32 %167 to i64
  %172 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %171
  %173 = addrspacecast i32 addrspace(3)* %172 to i32*
  %174 = load i32, i32* %173, align 4, !tbaa !8
  %175 = icmp sle i32 %170, %174
  %176 = xor i1 %130, %175
  br i1 %176, label %177, label %178

177:                                              ; preds = %169
  store i32 %174, i32* %16, align 4, !tbaa !8
  store i32 %170, i32* %173, align 4, !tbaa !8
  br label %178

178:                                              ; preds = %177, %169, %166
  tail call void @llvm.nvvm.barrier0()
  %179 = xor i32 %3, 1
  %180 = icmp ugt i32 %179, %3
  br i1 %180, label %181, label %190

181:                                              ; preds = %178
  %182 = load i32, i32* %16, align 4, !tbaa !8
  %183 = zext i32 %179 to i64
  %184 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %183
  %185 = addrspacecast i32 addrspace(3)* %184 to i32*
  %186 = load i32, i32* %185, align 4, !tbaa !8
  %187 = icmp sle i32 %182, %186
  %188 = xor i1 %130, %187
  br i1 %188, label %189, label %190

189:                                              ; preds = %181
  store i32 %186, i32* %16, align 4, !tbaa !8
  store i32 %182, i32* %185, align 4, !tbaa !8
  br label %190

190:                                              ; preds = %189, %181, %178
  tail call void @llvm.nvvm.barrier0()
  %191 = and i32 %3, 64
  %192 = icmp eq i32 %191, 0
  %193 = xor i32 %3, 32
  %194 = icmp ugt i32 %193, %3
  br i1 %194, label %195, label %204

195:                                              ; preds = %190
  %196 = load i32, i32* %16, align 4, !tbaa !8
  %197 = zext i32 %193 to i64
  %198 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %197
  %199 = addrspacecast i32 addrspace(3)* %198 to i32*
  %200 = load i32, i32* %199, align 4, !tbaa !8
  %201 = icmp sle i32 %196, %200
  %202 = xor i1 %192, %201
  br i1 %202, label %203, label %204

203:                                              ; preds = %195
  store i32 %200, i32* %16, align 4, !tbaa !8
  store i32 %196, i32* %199, align 4, !tbaa !8
  br label %204

204:                                              ; preds = %203, %195, %190
  tail call void @llvm.nvvm.barrier0()
  %205 = xor i32 %3, 16
  %206 = icmp ugt i32 %205, %3
  br i1 %206, label %207, label %216

207:                                              ; preds = %204
  %208 = load i32, i32* %16, align 4, !tbaa !8
  %209 = zext i32 %205 to i64
  %210 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %209
  %211 = addrspacecast i32 addrspace(3)* %210 to i32*
  %212 = load i32, i32* %211, align 4, !tbaa !8
  %213 = icmp sle i32 %208, %212
  %214 = xor i1 %192, %213
  br i1 %214, label %215, label %216

215:                                              ; preds = %207
  store i32 %212, i32* %16, align 4, !tbaa !8
  store i32 %208, i32* %211, align 4, !tbaa !8
  br label %216

216:                                              ; preds = %215, %207, %204
  tail call void @llvm.nvvm.barrier0()
  %217 = xor i32 %3, 8
  %218 = icmp ugt i32 %217, %3
  br i1 %218, label %219, label %228

219:                                              ; preds = %216
  %220 = load i32, i32* %16, align 4, !tbaa !8
  %221 = zext i32 %217 to i64
  %222 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %221
  %223 = addrspacecast i32 addrspace(3)* %222 to i32*
  %224 = load i32, i32* %223, align 4, !tbaa !8
  %225 = icmp sle i32 %220, %224
  %226 = xor i1 %192, %225
  br i1 %226, label %227, label %228

227:                                              ; preds = %219
  store i32 %224, i32* %16, align 4, !tbaa !8
  store i32 %220, i32* %223, align 4, !tbaa !8
  br label %228

228:                                              ; preds = %227, %219, %216
  tail call void @llvm.nvvm.barrier0()
  %229 = xor i32 %3, 4
  %230 = icmp ugt i32 %229, %3
  br i1 %230, label %231, label %240

231:                                              ; preds = %228
  %232 = load i32, i32* %16, align 4, !tbaa !8
  %233 = zext i32 %229 to i64
  %234 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %233
  %235 = addrspacecast i32 addrspace(3)* %234 to i32*
  %236 = load i32, i32* %235, align 4, !tbaa !8
  %237 = icmp sle i32 %232, %236
  %238 = xor i1 %192, %237
  br i1 %238, label %239, label %240

239:                                              ; preds = %231
  store i32 %236, i32* %16, align 4, !tbaa !8
  store i32 %232, i32* %235, align 4, !tbaa !8
  br label %240

240:                                              ; preds = %239, %231, %228
  tail call void @llvm.nvvm.barrier0()
  %241 = xor i32 %3, 2
  %242 = icmp ugt i32 %241, %3
  br i1 %242, label %243, label %252

243:                                              ; preds = %240
  %244 = load i32, i32* %16, align 4, !tbaa !8
  %245 = zext i32 %241 to i64
  %246 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %245
  %247 = addrspacecast i32 addrspace(3)* %246 to i32*
  %248 = load i32, i32* %247, align 4, !tbaa !8
  %249 = icmp sle i32 %244, %248
  %250 = xor i1 %192, %249
  br i1 %250, label %251, label %252

251:                                              ; preds = %243
  store i32 %248, i32* %16, align 4, !tbaa !8
  store i32 %244, i32* %247, align 4, !tbaa !8
  br label %252

252:                                              ; preds = %251, %243, %240
  tail call void @llvm.nvvm.barrier0()
  %253 = xor i32 %3, 1
  %254 = icmp ugt i32 %253, %3
  br i1 %254, label %255, label %264

255:                                              ; preds = %252
  %256 = load i32, i32* %16, align 4, !tbaa !8
  %257 = zext i32 %253 to i64
  %258 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %257
  %259 = addrspacecast i32 addrspace(3)* %258 to i32*
  %260 = load i32, i32* %259, align 4, !tbaa !8
  %261 = icmp sle i32 %256, %260
  %262 = xor i1 %192, %261
  br i1 %262, label %263, label %264

263:                                              ; preds = %255
  store i32 %260, i32* %16, align 4, !tbaa !8
  store i32 %256, i32* %259, align 4, !tbaa !8
  br label %264

264:                                              ; preds = %263, %255, %252
  tail call void @llvm.nvvm.barrier0()
  %265 = and i32 %3, 128
  %266 = icmp eq i32 %265, 0
  %267 = xor i32 %3, 64
  %268 = icmp ugt i32 %267, %3
  br i1 %268, label %269, label %278

269:                                              ; preds = %264
  %270 = load i32, i32* %16, align 4, !tbaa !8
  %271 = zext i32 %267 to i64
  %272 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %271
  %273 = addrspacecast i32 addrspace(3)* %272 to i32*
  %274 = load i32, i32* %273, align 4, !tbaa !8
  %275 = icmp sle i32 %270, %274
  %276 = xor i1 %266, %275
  br i1 %276, label %277, label %278

277:                                              ; preds = %269
  store i32 %274, i32* %16, align 4, !tbaa !8
  store i32 %270, i32* %273, align 4, !tbaa !8
  br label %278

278:                                              ; preds = %277, %269, %264
  tail call void @llvm.nvvm.barrier0()
  %279 = xor i32 %3, 32
  %280 = icmp ugt i32 %279, %3
  br i1 %280, label %281, label %290

281:                                              ; preds = %278
  %282 = load i32, i32* %16, align 4, !tbaa !8
  %283 = zext i32 %279 to i64
  %284 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %283
  %285 = addrspacecast i32 addrspace(3)* %284 to i32*
  %286 = load i32, i32* %285, align 4, !tbaa !8
  %287 = icmp sle i32 %282, %286
  %288 = xor i1 %266, %287
  br i1 %288, label %289, label %290

289:                                              ; preds = %281
  store i32 %286, i32* %16, align 4, !tbaa !8
  store i32 %282, i32* %285, align 4, !tbaa !8
  br label %290

290:                                              ; preds = %289, %281, %278
  tail call void @llvm.nvvm.barrier0()
  %291 = xor i32 %3, 16
  %292 = icmp ugt i32 %291, %3
  br i1 %292, label %293, label %302

293:                                              ; preds = %290
  %294 = load i32, i32* %16, align 4, !tbaa !8
  %295 = zext i32 %291 to i64
  %296 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %295
  %297 = addrspacecast i32 addrspace(3)* %296 to i32*
  %298 = load i32, i32* %297, align 4, !tbaa !8
  %299 = icmp sle i32 %294, %298
  %300 = xor i1 %266, %299
  br i1 %300, label %301, label %302

301:                                              ; preds = %293
  store i32 %298, i32* %16, align 4, !tbaa !8
  store i32 %294, i32* %297, align 4, !tbaa !8
  br label %302

302:                                              ; preds = %301, %293, %290
  tail call void @llvm.nvvm.barrier0()
  %303 = xor i32 %3, 8
  %304 = icmp ugt i32 %303, %3
  br i1 %304, label %305, label %314

305:                                              ; preds = %302
  %306 = load i32, i32* %16, align 4, !tbaa !8
  %307 = zext i32 %303 to i64
  %308 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %307
  %309 = addrspacecast i32 addrspace(3)* %308 to i32*
  %310 = load i32, i32* %309, align 4, !tbaa !8
  %311 = icmp sle i32 %306, %310
  %312 = xor i1 %266, %311
  br i1 %312, label %313, label %314

313:                                              ; preds = %305
  store i32 %310, i32* %16, align 4, !tbaa !8
  store i32 %306, i32* %309, align 4, !tbaa !8
  br label %314

314:                                              ; preds = %313, %305, %302
  tail call void @llvm.nvvm.barrier0()
  %315 = xor i32 %3, 4
  %316 = icmp ugt i32 %315, %3
  br i1 %316, label %317, label %326

317:                                              ; preds = %314
  %318 = load i32, i32* %16, align 4, !tbaa !8
  %319 = zext i32 %315 to i64
  %320 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %319
  %321 = addrspacecast i32 addrspace(3)* %320 to i32*
  %322 = load i32, i32* %321, align 4, !tbaa !8
  %323 = icmp sle i32 %318, %322
  %324 = xor i1 %266, %323
  br i1 %324, label %325, label %326

325:                                              ; preds = %317
  store i32 %322, i32* %16, align 4, !tbaa !8
  store i32 %318, i32* %321, align 4, !tbaa !8
  br label %326

326:                                              ; preds = %325, %317, %314
  tail call void @llvm.nvvm.barrier0()
  %327 = xor i32 %3, 2
  %328 = icmp ugt i32 %327, %3
  br i1 %328, label %329, label %338

329:                                              ; preds = %326
  %330 = load i32, i32* %16, align 4, !tbaa !8
  %331 = zext i32 %327 to i64
  %332 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %331
  %333 = addrspacecast i32 addrspace(3)* %332 to i32*
  %334 = load i32, i32* %333, align 4, !tbaa !8
  %335 = icmp sle i32 %330, %334
  %336 = xor i1 %266, %335
  br i1 %336, label %337, label %338

337:                                              ; preds = %329
  store i32 %334, i32* %16, align 4, !tbaa !8
  store i32 %330, i32* %333, align 4, !tbaa !8
  br label %338

338:                                              ; preds = %337, %329, %326
  tail call void @llvm.nvvm.barrier0()
  %339 = xor i32 %3, 1
  %340 = icmp ugt i32 %339, %3
  br i1 %340, label %341, label %350

341:                                              ; preds = %338
  %342 = load i32, i32* %16, align 4, !tbaa !8
  %343 = zext i32 %339 to i64
  %344 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %343
  %345 = addrspacecast i32 addrspace(3)* %344 to i32*
  %346 = load i32, i32* %345, align 4, !tbaa !8
  %347 = icmp sle i32 %342, %346
  %348 = xor i1 %266, %347
  br i1 %348, label %349, label %350

349:                                              ; preds = %341
  store i32 %346, i32* %16, align 4, !tbaa !8
  store i32 %342, i32* %345, align 4, !tbaa !8
  br label %350

350:                                              ; preds = %349, %341, %338
  tail call void @llvm.nvvm.barrier0()
  %351 = and i32 %3, 256
  %352 = icmp eq i32 %351, 0
  %353 = xor i32 %3, 128
  %354 = icmp ugt i32 %353, %3
  br i1 %354, label %355, label %364

355:                                              ; preds = %350
  %356 = load i32, i32* %16, align 4, !tbaa !8
  %357 = zext i32 %353 to i64
  %358 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %357
  %359 = addrspacecast i32 addrspace(3)* %358 to i32*
  %360 = load i32, i32* %359, align 4, !tbaa !8
  %361 = icmp sle i32 %356, %360
  %362 = xor i1 %352, %361
  br i1 %362, label %363, label %364

363:                                              ; preds = %355
  store i32 %360, i32* %16, align 4, !tbaa !8
  store i32 %356, i32* %359, align 4, !tbaa !8
  br label %364

364:                                              ; preds = %363, %355, %350
  tail call void @llvm.nvvm.barrier0()
  %365 = xor i32 %3, 64
  %366 = icmp ugt i32 %365, %3
  br i1 %366, label %367, label %376

367:                                              ; preds = %364
  %368 = load i32, i32* %16, align 4, !tbaa !8
  %369 = zext i32 %365 to i64
  %370 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %369
  %371 = addrspacecast i32 addrspace(3)* %370 to i32*
  %372 = load i32, i32* %371, align 4, !tbaa !8
  %373 = icmp sle i32 %368, %372
  %374 = xor i1 %352, %373
  br i1 %374, label %375, label %376

375:                                              ; preds = %367
  store i32 %372, i32* %16, align 4, !tbaa !8
  store i32 %368, i32* %371, align 4, !tbaa !8
  br label %376

376:                                              ; preds = %375, %367, %364
  tail call void @llvm.nvvm.barrier0()
  %377 = xor i32 %3, 32
  %378 = icmp ugt i32 %377, %3
  br i1 %378, label %379, label %388

379:                                              ; preds = %376
  %380 = load i32, i32* %16, align 4, !tbaa !8
  %381 = zext i32 %377 to i64
  %382 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %381
  %383 = addrspacecast i32 addrspace(3)* %382 to i32*
  %384 = load i32, i32* %383, align 4, !tbaa !8
  %385 = icmp sle i32 %380, %384
  %386 = xor i1 %352, %385
  br i1 %386, label %387, label %388

387:                                              ; preds = %379
  store i32 %384, i32* %16, align 4, !tbaa !8
  store i32 %380, i32* %383, align 4, !tbaa !8
  br label %388

388:                                              ; preds = %387, %379, %376
  tail call void @llvm.nvvm.barrier0()
  %389 = xor i32 %3, 16
  %390 = icmp ugt i32 %389, %3
  br i1 %390, label %391, label %400

391:                                              ; preds = %388
  %392 = load i32, i32* %16, align 4, !tbaa !8
  %393 = zext i32 %389 to i64
  %394 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %393
  %395 = addrspacecast i32 addrspace(3)* %394 to i32*
  %396 = load i32, i32* %395, align 4, !tbaa !8
  %397 = icmp sle i32 %392, %396
  %398 = xor i1 %352, %397
  br i1 %398, label %399, label %400

399:                                              ; preds = %391
  store i32 %396, i32* %16, align 4, !tbaa !8
  store i32 %392, i32* %395, align 4, !tbaa !8
  br label %400

400:                                              ; preds = %399, %391, %388
  tail call void @llvm.nvvm.barrier0()
  %401 = xor i32 %3, 8
  %402 = icmp ugt i32 %401, %3
  br i1 %402, label %403, label %412

403:                                              ; preds = %400
  %404 = load i32, i32* %16, align 4, !tbaa !8
  %405 = zext i32 %401 to i64
  %406 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %405
  %407 = addrspacecast i32 addrspace(3)* %406 to i32*
  %408 = load i32, i32* %407, align 4, !tbaa !8
  %409 = icmp sle i32 %404, %408
  %410 = xor i1 %352, %409
  br i1 %410, label %411, label %412

411:                                              ; preds = %403
  store i32 %408, i32* %16, align 4, !tbaa !8
  store i32 %404, i32* %407, align 4, !tbaa !8
  br label %412

412:                                              ; preds = %411, %403, %400
  tail call void @llvm.nvvm.barrier0()
  %413 = xor i32 %3, 4
  %414 = icmp ugt i32 %413, %3
  br i1 %414, label %415, label %424

415:                                              ; preds = %412
  %416 = load i32, i32* %16, align 4, !tbaa !8
  %417 = zext i32 %413 to i64
  %418 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %417
  %419 = addrspacecast i32 addrspace(3)* %418 to i32*
  %420 = load i32, i32* %419, align 4, !tbaa !8
  %421 = icmp sle i32 %416, %420
  %422 = xor i1 %352, %421
  br i1 %422, label %423, label %424

423:                                              ; preds = %415
  store i32 %420, i32* %16, align 4, !tbaa !8
  store i32 %416, i32* %419, align 4, !tbaa !8
  br label %424

424:                                              ; preds = %423, %415, %412
  tail call void @llvm.nvvm.barrier0()
  %425 = xor i32 %3, 2
  %426 = icmp ugt i32 %425, %3
  br i1 %426, label %427, label %436

427:                                              ; preds = %424
  %428 = load i32, i32* %16, align 4, !tbaa !8
  %429 = zext i32 %425 to i64
  %430 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %429
  %431 = addrspacecast i32 addrspace(3)* %430 to i32*
  %432 = load i32, i32* %431, align 4, !tbaa !8
  %433 = icmp sle i32 %428, %432
  %434 = xor i1 %352, %433
  br i1 %434, label %435, label %436

435:                                              ; preds = %427
  store i32 %432, i32* %16, align 4, !tbaa !8
  store i32 %428, i32* %431, align 4, !tbaa !8
  br label %436

436:                                              ; preds = %435, %427, %424
  tail call void @llvm.nvvm.barrier0()
  %437 = xor i32 %3, 1
  %438 = icmp ugt i32 %437, %3
  br i1 %438, label %439, label %448

439:                                              ; preds = %436
  %440 = load i32, i32* %16, align 4, !tbaa !8
  %441 = zext i32 %437 to i64
  %442 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %441
  %443 = addrspacecast i32 addrspace(3)* %442 to i32*
  %444 = load i32, i32* %443, align 4, !tbaa !8
  %445 = icmp sle i32 %440, %444
  %446 = xor i1 %352, %445
  br i1 %446, label %447, label %448

447:                                              ; preds = %439
  store i32 %444, i32* %16, align 4, !tbaa !8
  store i32 %440, i32* %443, align 4, !tbaa !8
  br label %448

448:                                              ; preds = %447, %439, %436
  tail call void @llvm.nvvm.barrier0()
  br i1 %7, label %464, label %468

449:                                              ; preds = %12
  %450 = and i32 %3, 2
  %451 = icmp eq i32 %450, 0
  %452 = zext i32 %17 to i64
  %453 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s, i64 0, i64 %452
  %454 = addrspacecast i32 addrspace(3)* %453 to i32*
  %455 = load i32, i32* %454, align 4, !tbaa !8
  %456 = icmp sle i32 %13, %455
  %457 = xor i1 %451, %456
  br i1 %457, label %458, label %459

458:                                              ; preds = %449
  store i32 %455, i32* %16, align 4, !tbaa !8
  store i32 %13, i32* %454, align 4, !tbaa !8
  br label %459

459:                                              ; preds = %449, %458, %12
  tail call void @llvm.nvvm.barrier0()
  %460 = and i32 %3, 4
  %461 = icmp eq i32 %460, 0
  %462 = xor i32 %3, 2
  %463 = icmp ugt i32 %462, %3
  br i1 %463, label %19, label %28

464:                                              ; preds = %448
  %465 = zext i32 %6 to i64
  %466 = getelementptr inbounds i32, i32* %0, i64 %465
  %467 = load i32, i32* %16, align 4, !tbaa !8
  store i32 %467, i32* %466, align 4, !tbaa !8
  br label %468

468:                                              ; preds = %464, %448
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bitonic_sort256_kv(float* nocapture noundef %0, i32* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = shl i32 %5, 8
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = zext i32 %7 to i64
  %11 = getelementptr inbounds float, float* %0, i64 %10
  %12 = load float, float* %11, align 4, !tbaa !12
  br label %13

13:                                               ; preds = %3, %9
  %14 = phi float [ %12, %9 ], [ 0x7FF0000000000000, %3 ]
  %15 = zext i32 %4 to i64
  %16 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %15
  %17 = addrspacecast float addrspace(3)* %16 to float*
  store float %14, float* %17, align 4, !tbaa !12
  br i1 %8, label %18, label %22

18:                                               ; preds = %13
  %19 = zext i32 %7 to i64
  %20 = getelementptr inbounds i32, i32* %1, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !8
  br label %22

22:                                               ; preds = %13, %18
  %23 = phi i32 [ %21, %18 ], [ -1, %13 ]
  %24 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %15
  %25 = addrspacecast i32 addrspace(3)* %24 to i32*
  store i32 %23, i32* %25, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %26 = xor i32 %4, 1
  %27 = icmp ugt i32 %26, %4
  br i1 %27, label %599, label %612

28:                                               ; preds = %612
  %29 = load float, float* %17, align 4, !tbaa !12
  %30 = zext i32 %615 to i64
  %31 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %30
  %32 = addrspacecast float addrspace(3)* %31 to float*
  %33 = load float, float* %32, align 4, !tbaa !12
  %34 = fcmp ule float %29, %33
  %35 = xor i1 %614, %34
  br i1 %35, label %36, label %41

36:                                               ; preds = %28
  %37 = load i32, i32* %25, align 4, !tbaa !8
  store float %33, float* %17, align 4, !tbaa !12
  store float %29, float* %32, align 4, !tbaa !12
  %38 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %30
  %39 = addrspacecast i32 addrspace(3)* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !8
  store i32 %40, i32* %25, align 4, !tbaa !8
  store i32 %37, i32* %39, align 4, !tbaa !8
  br label %41

41:                                               ; preds = %36, %28, %612
  tail call void @llvm.nvvm.barrier0()
  %42 = xor i32 %4, 1
  %43 = icmp ugt i32 %42, %4
  br i1 %43, label %44, label %57

44:                                               ; preds = %41
  %45 = load float, float* %17, align 4, !tbaa !12
  %46 = zext i32 %42 to i64
  %47 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %46
  %48 = addrspacecast float addrspace(3)* %47 to float*
  %49 = load float, float* %48, align 4, !tbaa !12
  %50 = fcmp ule float %45, %49
  %51 = xor i1 %614, %50
  br i1 %51, label %52, label %57

52:                                               ; preds = %44
  %53 = load i32, i32* %25, align 4, !tbaa !8
  store float %49, float* %17, align 4, !tbaa !12
  store float %45, float* %48, align 4, !tbaa !12
  %54 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %46
  %55 = addrspacecast i32 addrspace(3)* %54 to i32*
  %56 = load i32, i32* %55, align 4, !tbaa !8
  store i32 %56, i32* %25, align 4, !tbaa !8
  store i32 %53, i32* %55, align 4, !tbaa !8
  br label %57

57:                                               ; preds = %52, %44, %41
  tail call void @llvm.nvvm.barrier0()
  %58 = and i32 %4, 8
  %59 = icmp eq i32 %58, 0
  %60 = xor i32 %4, 4
  %61 = icmp ugt i32 %60, %4
  br i1 %61, label %62, label %75

62:                                               ; preds = %57
  %63 = load float, float* %17, align 4, !tbaa !12
  %64 = zext i32 %60 to i64
  %65 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %64
  %66 = addrspacecast float addrspace(3)* %65 to float*
  %67 = load float, float* %66, align 4, !tbaa !12
  %68 = fcmp ule float %63, %67
  %69 = xor i1 %59, %68
  br i1 %69, label %70, label %75

70:                                               ; preds = %62
  %71 = load i32, i32* %25, align 4, !tbaa !8
  store float %67, float* %17, align 4, !tbaa !12
  store float %63, float* %66, align 4, !tbaa !12
  %72 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %64
  %73 = addrspacecast i32 addrspace(3)* %72 to i32*
  %74 = load i32, i32* %73, align 4, !tbaa !8
  store i32 %74, i32* %25, align 4, !tbaa !8
  store i32 %71, i32* %73, align 4, !tbaa !8
  br label %75

75:                                               ; preds = %70, %62, %57
  tail call void @llvm.nvvm.barrier0()
  %76 = xor i32 %4, 2
  %77 = icmp ugt i32 %76, %4
  br i1 %77, label %78, label %91

78:                                               ; preds = %75
  %79 = load float, float* %17, align 4, !tbaa !12
  %80 = zext i32 %76 to i64
  %81 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %80
  %82 = addrspacecast float addrspace(3)* %81 to float*
  %83 = load float, float* %82, align 4, !tbaa !12
  %84 = fcmp ule float %79, %83
  %85 = xor i1 %59, %84
  br i1 %85, label %86, label %91

86:                                               ; preds = %78
  %87 = load i32, i32* %25, align 4, !tbaa !8
  store float %83, float* %17, align 4, !tbaa !12
  store float %79, float* %82, align 4, !tbaa !12
  %88 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %80
  %89 = addrspacecast i32 addrspace(3)* %88 to i32*
  %90 = load i32, i32* %89, align 4, !tbaa !8
  store i32 %90, i32* %25, align 4, !tbaa !8
  store i32 %87, i32* %89, align 4, !tbaa !8
  br label %91

91:                                               ; preds = %86, %78, %75
  tail call void @llvm.nvvm.barrier0()
  %92 = xor i32 %4, 1
  %93 = icmp ugt i32 %92, %4
  br i1 %93, label %94, label %107

94:                                               ; preds = %91
  %95 = load float, float* %17, align 4, !tbaa !12
  %96 = zext i32 %92 to i64
  %97 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %96
  %98 = addrspacecast float addrspace(3)* %97 to float*
  %99 = load float, float* %98, align 4, !tbaa !12
  %100 = fcmp ule float %95, %99
  %101 = xor i1 %59, %100
  br i1 %101, label %102, label %107

102:                                              ; preds = %94
  %103 = load i32, i32* %25, align 4, !tbaa !8
  store float %99, float* %17, align 4, !tbaa !12
  store float %95, float* %98, align 4, !tbaa !12
  %104 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %96
  %105 = addrspacecast i32 addrspace(3)* %104 to i32*
  %106 = load i32, i32* %105, align 4, !tbaa !8
  store i32 %106, i32* %25, align 4, !tbaa !8
  store i32 %103, i32* %105, align 4, !tbaa !8
  br label %107

107:                                              ; preds = %102, %94, %91
  tail call void @llvm.nvvm.barrier0()
  %108 = and i32 %4, 16
  %109 = icmp eq i32 %108, 0
  %110 = xor i32 %4, 8
  %111 = icmp ugt i32 %110, %4
  br i1 %111, label %112, label %125

112:                                              ; preds = %107
  %113 = load float, float* %17, align 4, !tbaa !12
  %114 = zext i32 %110 to i64
  %115 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %114
  %116 = addrspacecast float addrspace(3)* %115 to float*
  %117 = load float, float* %116, align 4, !tbaa !12
  %118 = fcmp ule float %113, %117
  %119 = xor i1 %109, %118
  br i1 %119, label %120, label %125

120:                                              ; preds = %112
  %121 = load i32, i32* %25, align 4, !tbaa !8
  store float %117, float* %17, align 4, !tbaa !12
  store float %113, float* %116, align 4, !tbaa !12
  %122 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %114
  %123 = addrspacecast i32 addrspace(3)* %122 to i32*
  %124 = load i32, i32* %123, align 4, !tbaa !8
  store i32 %124, i32* %25, align 4, !tbaa !8
  store i32 %121, i32* %123, align 4, !tbaa !8
  br label %125

125:                                              ; preds = %120, %112, %107
  tail call void @llvm.nvvm.barrier0()
  %126 = xor i32 %4, 4
  %127 = icmp ugt i32 %126, %4
  br i1 %127, label %128, label %141

128:                                              ; preds = %125
  %129 = load float, float* %17, align 4, !tbaa !12
  %130 = zext i32 %126 to i64
  %131 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %130
  %132 = addrspacecast float addrspace(3)* %131 to float*
  %133 = load float, float* %132, align 4, !tbaa !12
  %134 = fcmp ule float %129, %133
  %135 = xor i1 %109, %134
  br i1 %135, label %136, label %141

136:                                              ; preds = %128
  %137 = load i32, i32* %25, align 4, !tbaa !8
  store float %133, float* %17, align 4, !tbaa !12
  store float %129, float* %132, align 4, !tbaa !12
  %138 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %130
  %139 = addrspacecast i32 addrspace(3)* %138 to i32*
  %140 = load i32, i32* %139, align 4, !tbaa !8
  store i32 %140, i32* %25, align 4, !tbaa !8
  store i32 %137, i32* %139, align 4, !tbaa !8
  br label %141

141:                                              ; preds = %136, %128, %125
  tail call void @llvm.nvvm.barrier0()
  %142 = xor i32 %4, 2
  %143 = icmp ugt i32 %142, %4
  br i1 %143, label %144, label %157

144:                                              ; preds = %141
  %145 = load float, float* %17, align 4, !tbaa !12
  %146 = zext i32 %142 to i64
  %147 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %146
  %148 = addrspacecast float addrspace(3)* %147 to float*
  %149 = load float, float* %148, align 4, !tbaa !12
  %150 = fcmp ule float %145, %149
  %151 = xor i1 %109, %150
  br i1 %151, label %152, label %157

152:                                              ; preds = %144
  %153 = load i32, i32* %25, align 4, !tbaa !8
  store float %149, float* %17, align 4, !tbaa !12
  store float %145, float* %148, align 4, !tbaa !12
  %154 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %146
  %155 = addrspacecast i32 addrspace(3)* %154 to i32*
  %156 = load i32, i32* %155, align 4, !tbaa !8
  store i32 %156, i32* %25, align 4, !tbaa !8
  store i32 %153, i32* %155, align 4, !tbaa !8
  br label %157

157:                                              ; preds = %152, %144, %141
  tail call void @llvm.nvvm.barrier0()
  %158 = xor i32 %4, 1
  %159 = icmp ugt i32 %158, %4
  br i1 %159, label %160, label %173

160:                                              ; preds = %157
  %161 = load float, float* %17, align 4, !tbaa !12
  %162 = zext i32 %158 to i64
  %163 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %162
  %164 = addrspacecast float addrspace(3)* %163 to float*
  %165 = load float, float* %164, align 4, !tbaa !12
  %166 = fcmp ule float %161, %165
  %167 = xor i1 %109, %166
  br i1 %167, label %168, label %173

168:                                              ; preds = %160
  %169 = load i32, i32* %25, align 4, !tbaa !8
  store float %165, float* %17, align 4, !tbaa !12
  store float %161, float* %164, align 4, !tbaa !12
  %170 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %162
  %171 = addrspacecast i32 addrspace(3)* %170 to i32*
  %172 = load i32, i32* %171, align 4, !tbaa !8
  store i32 %172, i32* %25, align 4, !tbaa !8
  store i32 %169, i32* %171, align 4, !tbaa !8
  br label %173

173:                                              ; preds = %168, %160, %157
  tail call void @llvm.nvvm.barrier0()
  %174 = and i32 %4, 32
  %175 = icmp eq i32 %174, 0
  %176 = xor i32 %4, 16
  %177 = icmp ugt i32 %176, %4
  br i1 %177, label %178, label %191

178:                                              ; preds = %173
  %179 = load float, float* %17, align 4, !tbaa !12
  %180 = zext i32 %176 to i64
  %181 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %180
  %182 = addrspacecast float addrspace(3)* %181 to float*
  %183 = load float, float* %182, align 4, !tbaa !12
  %184 = fcmp ule float %179, %183
  %185 = xor i1 %175, %184
  br i1 %185, label %186, label %191

186:                                              ; preds = %178
  %187 = load i32, i32* %25, align 4, !tbaa !8
  store float %183, float* %17, align 4, !tbaa !12
  store float %179, float* %182, align 4, !tbaa !12
  %188 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %180
  %189 = addrspacecast i32 addrspace(3)* %188 to i32*
  %190 = load i32, i32* %189, align 4, !tbaa !8
  store i32 %190, i32* %25, align 4, !tbaa !8
  store i32 %187, i32* %189, align 4, !tbaa !8
  br label %191

191:                                              ; preds = %186, %178, %173
  tail call void @llvm.nvvm.barrier0()
  %192 = xor i32 %4, 8
  %193 = icmp ugt i32 %192, %4
  br i1 %193, label %194, label %207

194:                                              ; preds = %191
  %195 = load float, float* %17, align 4, !tbaa !12
  %196 = zext i32 %192 to i64
  %197 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %196
  %198 = addrspacecast float addrspace(3)* %197 to float*
  %199 = load float, float* %198, align 4, !tbaa !12
  %200 = fcmp ule float %195, %199
  %201 = xor i1 %175, %200
  br i1 %201, label %202, label %207

202:                                              ; preds = %194
  %203 = load i32, i32* %25, align 4, !tbaa !8
  store float %199, float* %17, align 4, !tbaa !12
  store float %195, float* %198, align 4, !tbaa !12
  %204 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %196
  %205 = addrspacecast i32 addrspace(3)* %204 to i32*
  %206 = load i32, i32* %205, align 4, !tbaa !8
  store i32 %206, i32* %25, align 4, !tbaa !8
  store i32 %203, i32* %205, align 4, !tbaa !8
  br label %207

207:                                              ; preds = %202, %194, %191
  tail call void @llvm.nvvm.barrier0()
  %208 = xor i32 %4, 4
  %209 = icmp ugt i32 %208, %4
  br i1 %209, label %210, label %223

210:                                              ; preds = %207
  %211 = load float, float* %17, align 4, !tbaa !12
  %212 = zext i32 %208 to i64
  %213 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %212
  %214 = addrspacecast float addrspace(3)* %213 to float*
  %215 = load float, float* %214, align 4, !tbaa !12
  %216 = fcmp ule float %211, %215
  %217 = xor i1 %175, %216
  br i1 %217, label %218, label %223

218:                                              ; preds = %210
  %219 = load i32, i32* %25, align 4, !tbaa !8
  store float %215, float* %17, align 4, !tbaa !12
  store float %211, float* %214, align 4, !tbaa !12
  %220 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %212
  %221 = addrspacecast i32 addrspace(3)* %220 to i32*
  %222 = load i32, i32* %221, align 4, !tbaa !8
  store i32 %222, i32* %25, align 4, !tbaa !8
  store i32 %219, i32* %221, align 4, !tbaa !8
  br label %223

223:                                              ; preds = %218, %210, %207
  tail call void @llvm.nvvm.barrier0()
  %224 = xor i32 %4, 2
  %225 = icmp ugt i32 %224, %4
  br i1 %225, label %226, label %239

226:                                              ; preds = %223
  %227 = load float, float* %17, align 4, !tbaa !12
  %228 = zext i32 %224 to i64
  %229 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %228
  %230 = addrspacecast float addrspace(3)* %229 to float*
  %231 = load float, float* %230, align 4, !tbaa !12
  %232 = fcmp ule float %227, %231
  %233 = xor i1 %175, %232
  br i1 %233, label %234, label %239

234:                                              ; preds = %226
  %235 = load i32, i32* %25, align 4, !tbaa !8
  store float %231, float* %17, align 4, !tbaa !12
  store float %227, float* %230, align 4, !tbaa !12
  %236 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %228
  %237 = addrspacecast i32 addrspace(3)* %236 to i32*
  %238 = load i32, i32* %237, align 4, !tbaa !8
  store i32 %238, i32* %25, align 4, !tbaa !8
  store i32 %235, i32* %237, align 4, !tbaa !8
  br label %239

239:                                              ; preds = %234, %226, %223
  tail call void @llvm.nvvm.barrier0()
  %240 = xor i32 %4, 1
  %241 = icmp ugt i32 %240, %4
  br i1 %241, label %242, label %255

242:                                              ; preds = %239
  %243 = load float, float* %17, align 4, !tbaa !12
  %244 = zext i32 %240 to i64
  %245 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %244
  %246 = addrspacecast float addrspace(3)* %245 to float*
  %247 = load float, float* %246, align 4, !tbaa !12
  %248 = fcmp ule float %243, %247
  %249 = xor i1 %175, %248
  br i1 %249, label %250, label %255

250:                                              ; preds = %242
  %251 = load i32, i32* %25, align 4, !tbaa !8
  store float %247, float* %17, align 4, !tbaa !12
  store float %243, float* %246, align 4, !tbaa !12
  %252 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %244
  %253 = addrspacecast i32 addrspace(3)* %252 to i32*
  %254 = load i32, i32* %253, align 4, !tbaa !8
  store i32 %254, i32* %25, align 4, !tbaa !8
  store i32 %251, i32* %253, align 4, !tbaa !8
  br label %255

255:                                              ; preds = %250, %242, %239
  tail call void @llvm.nvvm.barrier0()
  %256 = and i32 %4, 64
  %257 = icmp eq i32 %256, 0
  %258 = xor i32 %4, 32
  %259 = icmp ugt i32 %258, %4
  br i1 %259, label %260, label %273

260:                                              ; preds = %255
  %261 = load float, float* %17, align 4, !tbaa !12
  %262 = zext i32 %258 to i64
  %263 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %262
  %264 = addrspacecast float addrspace(3)* %263 to float*
  %265 = load float, float* %264, align 4, !tbaa !12
  %266 = fcmp ule float %261, %265
  %267 = xor i1 %257, %266
  br i1 %267, label %268, label %273

268:                                              ; preds = %260
  %269 = load i32, i32* %25, align 4, !tbaa !8
  store float %265, float* %17, align 4, !tbaa !12
  store float %261, float* %264, align 4, !tbaa !12
  %270 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %262
  %271 = addrspacecast i32 addrspace(3)* %270 to i32*
  %272 = load i32, i32* %271, align 4, !tbaa !8
  store i32 %272, i32* %25, align 4, !tbaa !8
  store i32 %269, i32* %271, align 4, !tbaa !8
  br label %273

273:                                              ; preds = %268, %260, %255
  tail call void @llvm.nvvm.barrier0()
  %274 = xor i32 %4, 16
  %275 = icmp ugt i32 %274, %4
  br i1 %275, label %276, label %289

276:                                              ; preds = %273
  %277 = load float, float* %17, align 4, !tbaa !12
  %278 = zext i32 %274 to i64
  %279 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %278
  %280 = addrspacecast float addrspace(3)* %279 to float*
  %281 = load float, float* %280, align 4, !tbaa !12
  %282 = fcmp ule float %277, %281
  %283 = xor i1 %257, %282
  br i1 %283, label %284, label %289

284:                                              ; preds = %276
  %285 = load i32, i32* %25, align 4, !tbaa !8
  store float %281, float* %17, align 4, !tbaa !12
  store float %277, float* %280, align 4, !tbaa !12
  %286 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %278
  %287 = addrspacecast i32 addrspace(3)* %286 to i32*
  %288 = load i32, i32* %287, align 4, !tbaa !8
  store i32 %288, i32* %25, align 4, !tbaa !8
  store i32 %285, i32* %287, align 4, !tbaa !8
  br label %289

289:                                              ; preds = %284, %276, %273
  tail call void @llvm.nvvm.barrier0()
  %290 = xor i32 %4, 8
  %291 = icmp ugt i32 %290, %4
  br i1 %291, label %292, label %305

292:                                              ; preds = %289
  %293 = load float, float* %17, align 4, !tbaa !12
  %294 = zext i32 %290 to i64
  %295 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %294
  %296 = addrspacecast float addrspace(3)* %295 to float*
  %297 = load float, float* %296, align 4, !tbaa !12
  %298 = fcmp ule float %293, %297
  %299 = xor i1 %257, %298
  br i1 %299, label %300, label %305

300:                                              ; preds = %292
  %301 = load i32, i32* %25, align 4, !tbaa !8
  store float %297, float* %17, align 4, !tbaa !12
  store float %293, float* %296, align 4, !tbaa !12
  %302 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %294
  %303 = addrspacecast i32 addrspace(3)* %302 to i32*
  %304 = load i32, i32* %303, align 4, !tbaa !8
  store i32 %304, i32* %25, align 4, !tbaa !8
  store i32 %301, i32* %303, align 4, !tbaa !8
  br label %305

305:                                              ; preds = %300, %292, %289
  tail call void @llvm.nvvm.barrier0()
  %306 = xor i32 %4, 4
  %307 = icmp ugt i32 %306, %4
  br i1 %307, label %308, label %321

308:                                              ; preds = %305
  %309 = load float, float* %17, align 4, !tbaa !12
  %310 = zext i32 %306 to i64
  %311 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %310
  %312 = addrspacecast float addrspace(3)* %311 to float*
  %313 = load float, float* %312, align 4, !tbaa !12
  %314 = fcmp ule float %309, %313
  %315 = xor i1 %257, %314
  br i1 %315, label %316, label %321

316:                                              ; preds = %308
  %317 = load i32, i32* %25, align 4, !tbaa !8
  store float %313, float* %17, align 4, !tbaa !12
  store float %309, float* %312, align 4, !tbaa !12
  %318 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %310
  %319 = addrspacecast i32 addrspace(3)* %318 to i32*
  %320 = load i32, i32* %319, align 4, !tbaa !8
  store i32 %320, i32* %25, align 4, !tbaa !8
  store i32 %317, i32* %319, align 4, !tbaa !8
  br label %321

321:                                              ; preds = %316, %308, %305
  tail call void @llvm.nvvm.barrier0()
  %322 = xor i32 %4, 2
  %323 = icmp ugt i32 %322, %4
  br i1 %323, label %324, label %337

324:                                              ; preds = %321
  %325 = load float, float* %17, align 4, !tbaa !12
  %326 = zext i32 %322 to i64
  %327 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %326
  %328 = addrspacecast float addrspace(3)* %327 to float*
  %329 = load float, float* %328, align 4, !tbaa !12
  %330 = fcmp ule float %325, %329
  %331 = xor i1 %257, %330
  br i1 %331, label %332, label %337

332:                                              ; preds = %324
  %333 = load i32, i32* %25, align 4, !tbaa !8
  store float %329, float* %17, align 4, !tbaa !12
  store float %325, float* %328, align 4, !tbaa !12
  %334 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %326
  %335 = addrspacecast i32 addrspace(3)* %334 to i32*
  %336 = load i32, i32* %335, align 4, !tbaa !8
  store i32 %336, i32* %25, align 4, !tbaa !8
  store i32 %333, i32* %335, align 4, !tbaa !8
  br label %337

337:                                              ; preds = %332, %324, %321
  tail call void @llvm.nvvm.barrier0()
  %338 = xor i32 %4, 1
  %339 = icmp ugt i32 %338, %4
  br i1 %339, label %340, label %353

340:                                              ; preds = %337
  %341 = load float, float* %17, align 4, !tbaa !12
  %342 = zext i32 %338 to i64
  %343 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %342
  %344 = addrspacecast float addrspace(3)* %343 to float*
  %345 = load float, float* %344, align 4, !tbaa !12
  %346 = fcmp ule float %341, %345
  %347 = xor i1 %257, %346
  br i1 %347, label %348, label %353

348:                                              ; preds = %340
  %349 = load i32, i32* %25, align 4, !tbaa !8
  store float %345, float* %17, align 4, !tbaa !12
  store float %341, float* %344, align 4, !tbaa !12
  %350 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %342
  %351 = addrspacecast i32 addrspace(3)* %350 to i32*
  %352 = load i32, i32* %351, align 4, !tbaa !8
  store i32 %352, i32* %25, align 4, !tbaa !8
  store i32 %349, i32* %351, align 4, !tbaa !8
  br label %353

353:                                              ; preds = %348, %340, %337
  tail call void @llvm.nvvm.barrier0()
  %354 = and i32 %4, 128
  %355 = icmp eq i32 %354, 0
  %356 = xor i32 %4, 64
  %357 = icmp ugt i32 %356, %4
  br i1 %357, label %358, label %371

358:                                              ; preds = %353
  %359 = load float, float* %17, align 4, !tbaa !12
  %360 = zext i32 %356 to i64
  %361 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %360
  %362 = addrspacecast float addrspace(3)* %361 to float*
  %363 = load float, float* %362, align 4, !tbaa !12
  %364 = fcmp ule float %359, %363
  %365 = xor i1 %355, %364
  br i1 %365, label %366, label %371

366:                                              ; preds = %358
  %367 = load i32, i32* %25, align 4, !tbaa !8
  store float %363, float* %17, align 4, !tbaa !12
  store float %359, float* %362, align 4, !tbaa !12
  %368 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %360
  %369 = addrspacecast i32 addrspace(3)* %368 to i32*
  %370 = load i32, i32* %369, align 4, !tbaa !8
  store i32 %370, i32* %25, align 4, !tbaa !8
  store i32 %367, i32* %369, align 4, !tbaa !8
  br label %371

371:                                              ; preds = %366, %358, %353
  tail call void @llvm.nvvm.barrier0()
  %372 = xor i32 %4, 32
  %373 = icmp ugt i32 %372, %4
  br i1 %373, label %374, label %387

374:                                              ; preds = %371
  %375 = load float, float* %17, align 4, !tbaa !12
  %376 = zext i32 %372 to i64
  %377 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %376
  %378 = addrspacecast float addrspace(3)* %377 to float*
  %379 = load float, float* %378, align 4, !tbaa !12
  %380 = fcmp ule float %375, %379
  %381 = xor i1 %355, %380
  br i1 %381, label %382, label %387

382:                                              ; preds = %374
  %383 = load i32, i32* %25, align 4, !tbaa !8
  store float %379, float* %17, align 4, !tbaa !12
  store float %375, float* %378, align 4, !tbaa !12
  %384 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %376
  %385 = addrspacecast i32 addrspace(3)* %384 to i32*
  %386 = load i32, i32* %385, align 4, !tbaa !8
  store i32 %386, i32* %25, align 4, !tbaa !8
  store i32 %383, i32* %385, align 4, !tbaa !8
  br label %387

387:                                              ; preds = %382, %374, %371
  tail call void @llvm.nvvm.barrier0()
  %388 = xor i32 %4, 16
  %389 = icmp ugt i32 %388, %4
  br i1 %389, label %390, label %403

390:                                              ; preds = %387
  %391 = load float, float* %17, align 4, !tbaa !12
  %392 = zext i32 %388 to i64
  %393 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %392
  %394 = addrspacecast float addrspace(3)* %393 to float*
  %395 = load float, float* %394, align 4, !tbaa !12
  %396 = fcmp ule float %391, %395
  %397 = xor i1 %355, %396
  br i1 %397, label %398, label %403

398:                                              ; preds = %390
  %399 = load i32, i32* %25, align 4, !tbaa !8
  store float %395, float* %17, align 4, !tbaa !12
  store float %391, float* %394, align 4, !tbaa !12
  %400 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %392
  %401 = addrspacecast i32 addrspace(3)* %400 to i32*
  %402 = load i32, i32* %401, align 4, !tbaa !8
  store i32 %402, i32* %25, align 4, !tbaa !8
  store i32 %399, i32* %401, align 4, !tbaa !8
  br label %403

403:                                              ; preds = %398, %390, %387
  tail call void @llvm.nvvm.barrier0()
  %404 = xor i32 %4, 8
  %405 = icmp ugt i32 %404, %4
  br i1 %405, label %406, label %419

406:                                              ; preds = %403
  %407 = load float, float* %17, align 4, !tbaa !12
  %408 = zext i32 %404 to i64
  %409 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %408
  %410 = addrspacecast float addrspace(3)* %409 to float*
  %411 = load float, float* %410, align 4, !tbaa !12
  %412 = fcmp ule float %407, %411
  %413 = xor i1 %355, %412
  br i1 %413, label %414, label %419

414:                                              ; preds = %406
  %415 = load i32, i32* %25, align 4, !tbaa !8
  store float %411, float* %17, align 4, !tbaa !12
  store float %407, float* %410, align 4, !tbaa !12
  %416 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %408
  %417 = addrspacecast i32 addrspace(3)* %416 to i32*
  %418 = load i32, i32* %417, align 4, !tbaa !8
  store i32 %418, i32* %25, align 4, !tbaa !8
  store i32 %415, i32* %417, align 4, !tbaa !8
  br label %419

419:                                              ; preds = %414, %406, %403
  tail call void @llvm.nvvm.barrier0()
  %420 = xor i32 %4, 4
  %421 = icmp ugt i32 %420, %4
  br i1 %421, label %422, label %435

422:                                              ; preds = %419
  %423 = load float, float* %17, align 4, !tbaa !12
  %424 = zext i32 %420 to i64
  %425 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %424
  %426 = addrspacecast float addrspace(3)* %425 to float*
  %427 = load float, float* %426, align 4, !tbaa !12
  %428 = fcmp ule float %423, %427
  %429 = xor i1 %355, %428
  br i1 %429, label %430, label %435

430:                                              ; preds = %422
  %431 = load i32, i32* %25, align 4, !tbaa !8
  store float %427, float* %17, align 4, !tbaa !12
  store float %423, float* %426, align 4, !tbaa !12
  %432 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %424
  %433 = addrspacecast i32 addrspace(3)* %432 to i32*
  %434 = load i32, i32* %433, align 4, !tbaa !8
  store i32 %434, i32* %25, align 4, !tbaa !8
  store i32 %431, i32* %433, align 4, !tbaa !8
  br label %435

435:                                              ; preds = %430, %422, %419
  tail call void @llvm.nvvm.barrier0()
  %436 = xor i32 %4, 2
  %437 = icmp ugt i32 %436, %4
  br i1 %437, label %438, label %451

438:                                              ; preds = %435
  %439 = load float, float* %17, align 4, !tbaa !12
  %440 = zext i32 %436 to i64
  %441 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %440
  %442 = addrspacecast float addrspace(3)* %441 to float*
  %443 = load float, float* %442, align 4, !tbaa !12
  %444 = fcmp ule float %439, %443
  %445 = xor i1 %355, %444
  br i1 %445, label %446, label %451

446:                                              ; preds = %438
  %447 = load i32, i32* %25, align 4, !tbaa !8
  store float %443, float* %17, align 4, !tbaa !12
  store float %439, float* %442, align 4, !tbaa !12
  %448 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %440
  %449 = addrspacecast i32 addrspace(3)* %448 to i32*
  %450 = load i32, i32* %449, align 4, !tbaa !8
  store i32 %450, i32* %25, align 4, !tbaa !8
  store i32 %447, i32* %449, align 4, !tbaa !8
  br label %451

451:                                              ; preds = %446, %438, %435
  tail call void @llvm.nvvm.barrier0()
  %452 = xor i32 %4, 1
  %453 = icmp ugt i32 %452, %4
  br i1 %453, label %454, label %467

454:                                              ; preds = %451
  %455 = load float, float* %17, align 4, !tbaa !12
  %456 = zext i32 %452 to i64
  %457 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %456
  %458 = addrspacecast float addrspace(3)* %457 to float*
  %459 = load float, float* %458, align 4, !tbaa !12
  %460 = fcmp ule float %455, %459
  %461 = xor i1 %355, %460
  br i1 %461, label %462, label %467

462:                                              ; preds = %454
  %463 = load i32, i32* %25, align 4, !tbaa !8
  store float %459, float* %17, align 4, !tbaa !12
  store float %455, float* %458, align 4, !tbaa !12
  %464 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %456
  %465 = addrspacecast i32 addrspace(3)* %464 to i32*
  %466 = load i32, i32* %465, align 4, !tbaa !8
  store i32 %466, i32* %25, align 4, !tbaa !8
  store i32 %463, i32* %465, align 4, !tbaa !8
  br label %467

467:                                              ; preds = %462, %454, %451
  tail call void @llvm.nvvm.barrier0()
  %468 = and i32 %4, 256
  %469 = icmp eq i32 %468, 0
  %470 = xor i32 %4, 128
  %471 = icmp ugt i32 %470, %4
  br i1 %471, label %472, label %485

472:                                              ; preds = %467
  %473 = load float, float* %17, align 4, !tbaa !12
  %474 = zext i32 %470 to i64
  %475 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %474
  %476 = addrspacecast float addrspace(3)* %475 to float*
  %477 = load float, float* %476, align 4, !tbaa !12
  %478 = fcmp ule float %473, %477
  %479 = xor i1 %469, %478
  br i1 %479, label %480, label %485

480:                                              ; preds = %472
  %481 = load i32, i32* %25, align 4, !tbaa !8
  store float %477, float* %17, align 4, !tbaa !12
  store float %473, float* %476, align 4, !tbaa !12
  %482 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %474
  %483 = addrspacecast i32 addrspace(3)* %482 to i32*
  %484 = load i32, i32* %483, align 4, !tbaa !8
  store i32 %484, i32* %25, align 4, !tbaa !8
  store i32 %481, i32* %483, align 4, !tbaa !8
  br label %485

485:                                              ; preds = %480, %472, %467
  tail call void @llvm.nvvm.barrier0()
  %486 = xor i32 %4, 64
  %487 = icmp ugt i32 %486, %4
  br i1 %487, label %488, label %501

488:                                              ; preds = %485
  %489 = load float, float* %17, align 4, !tbaa !12
  %490 = zext i32 %486 to i64
  %491 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %490
  %492 = addrspacecast float addrspace(3)* %491 to float*
  %493 = load float, float* %492, align 4, !tbaa !12
  %494 = fcmp ule float %489, %493
  %495 = xor i1 %469, %494
  br i1 %495, label %496, label %501

496:                                              ; preds = %488
  %497 = load i32, i32* %25, align 4, !tbaa !8
  store float %493, float* %17, align 4, !tbaa !12
  store float %489, float* %492, align 4, !tbaa !12
  %498 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %490
  %499 = addrspacecast i32 addrspace(3)* %498 to i32*
  %500 = load i32, i32* %499, align 4, !tbaa !8
  store i32 %500, i32* %25, align 4, !tbaa !8
  store i32 %497, i32* %499, align 4, !tbaa !8
  br label %501

501:                                              ; preds = %496, %488, %485
  tail call void @llvm.nvvm.barrier0()
  %502 = xor i32 %4, 32
  %503 = icmp ugt i32 %502, %4
  br i1 %503, label %504, label %517

504:                                              ; preds = %501
  %505 = load float, float* %17, align 4, !tbaa !12
  %506 = zext i32 %502 to i64
  %507 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %506
  %508 = addrspacecast float addrspace(3)* %507 to float*
  %509 = load float, float* %508, align 4, !tbaa !12
  %510 = fcmp ule float %505, %509
  %511 = xor i1 %469, %510
  br i1 %511, label %512, label %517

512:                                              ; preds = %504
  %513 = load i32, i32* %25, align 4, !tbaa !8
  store float %509, float* %17, align 4, !tbaa !12
  store float %505, float* %508, align 4, !tbaa !12
  %514 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %506
  %515 = addrspacecast i32 addrspace(3)* %514 to i32*
  %516 = load i32, i32* %515, align 4, !tbaa !8
  store i32 %516, i32* %25, align 4, !tbaa !8
  store i32 %513, i32* %515, align 4, !tbaa !8
  br label %517

517:                                              ; preds = %512, %504, %501
  tail call void @llvm.nvvm.barrier0()
  %518 = xor i32 %4, 16
  %519 = icmp ugt i32 %518, %4
  br i1 %519, label %520, label %533

520:                                              ; preds = %517
  %521 = load float, float* %17, align 4, !tbaa !12
  %522 = zext i32 %518 to i64
  %523 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %522
  %524 = addrspacecast float addrspace(3)* %523 to float*
  %525 = load float, float* %524, align 4, !tbaa !12
  %526 = fcmp ule float %521, %525
  %527 = xor i1 %469, %526
  br i1 %527, label %528, label %533

528:                                              ; preds = %520
  %529 = load i32, i32* %25, align 4, !tbaa !8
  store float %525, float* %17, align 4, !tbaa !12
  store float %521, float* %524, align 4, !tbaa !12
  %530 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %522
  %531 = addrspacecast i32 addrspace(3)* %530 to i32*
  %532 = load i32, i32* %531, align 4, !tbaa !8
  store i32 %532, i32* %25, align 4, !tbaa !8
  store i32 %529, i32* %531, align 4, !tbaa !8
  br label %533

533:                                              ; preds = %528, %520, %517
  tail call void @llvm.nvvm.barrier0()
  %534 = xor i32 %4, 8
  %535 = icmp ugt i32 %534, %4
  br i1 %535, label %536, label %549

536:                                              ; preds = %533
  %537 = load float, float* %17, align 4, !tbaa !12
  %538 = zext i32 %534 to i64
  %539 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %538
  %540 = addrspacecast float addrspace(3)* %539 to float*
  %541 = load float, float* %540, align 4, !tbaa !12
  %542 = fcmp ule float %537, %541
  %543 = xor i1 %469, %542
  br i1 %543, label %544, label %549

544:                                              ; preds = %536
  %545 = load i32, i32* %25, align 4, !tbaa !8
  store float %541, float* %17, align 4, !tbaa !12
  store float %537, float* %540, align 4, !tbaa !12
  %546 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %538
  %547 = addrspacecast i32 addrspace(3)* %546 to i32*
  %548 = load i32, i32* %547, align 4, !tbaa !8
  store i32 %548, i32* %25, align 4, !tbaa !8
  store i32 %545, i32* %547, align 4, !tbaa !8
  br label %549

549:                                              ; preds = %544, %536, %533
  tail call void @llvm.nvvm.barrier0()
  %550 = xor i32 %4, 4
  %551 = icmp ugt i32 %550, %4
  br i1 %551, label %552, label %565

552:                                              ; preds = %549
  %553 = load float, float* %17, align 4, !tbaa !12
  %554 = zext i32 %550 to i64
  %555 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %554
  %556 = addrspacecast float addrspace(3)* %555 to float*
  %557 = load float, float* %556, align 4, !tbaa !12
  %558 = fcmp ule float %553, %557
  %559 = xor i1 %469, %558
  br i1 %559, label %560, label %565

560:                                              ; preds = %552
  %561 = load i32, i32* %25, align 4, !tbaa !8
  store float %557, float* %17, align 4, !tbaa !12
  store float %553, float* %556, align 4, !tbaa !12
  %562 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %554
  %563 = addrspacecast i32 addrspace(3)* %562 to i32*
  %564 = load i32, i32* %563, align 4, !tbaa !8
  store i32 %564, i32* %25, align 4, !tbaa !8
  store i32 %561, i32* %563, align 4, !tbaa !8
  br label %565

565:                                              ; preds = %560, %552, %549
  tail call void @llvm.nvvm.barrier0()
  %566 = xor i32 %4, 2
  %567 = icmp ugt i32 %566, %4
  br i1 %567, label %568, label %581

568:                                              ; preds = %565
  %569 = load float, float* %17, align 4, !tbaa !12
  %570 = zext i32 %566 to i64
  %571 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %570
  %572 = addrspacecast float addrspace(3)* %571 to float*
  %573 = load float, float* %572, align 4, !tbaa !12
  %574 = fcmp ule float %569, %573
  %575 = xor i1 %469, %574
  br i1 %575, label %576, label %581

576:                                              ; preds = %568
  %577 = load i32, i32* %25, align 4, !tbaa !8
  store float %573, float* %17, align 4, !tbaa !12
  store float %569, float* %572, align 4, !tbaa !12
  %578 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %570
  %579 = addrspacecast i32 addrspace(3)* %578 to i32*
  %580 = load i32, i32* %579, align 4, !tbaa !8
  store i32 %580, i32* %25, align 4, !tbaa !8
  store i32 %577, i32* %579, align 4, !tbaa !8
  br label %581

581:                                              ; preds = %576, %568, %565
  tail call void @llvm.nvvm.barrier0()
  %582 = xor i32 %4, 1
  %583 = icmp ugt i32 %582, %4
  br i1 %583, label %584, label %597

584:                                              ; preds = %581
  %585 = load float, float* %17, align 4, !tbaa !12
  %586 = zext i32 %582 to i64
  %587 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %586
  %588 = addrspacecast float addrspace(3)* %587 to float*
  %589 = load float, float* %588, align 4, !tbaa !12
  %590 = fcmp ule float %585, %589
  %591 = xor i1 %469, %590
  br i1 %591, label %592, label %597

592:                                              ; preds = %584
  %593 = load i32, i32* %25, align 4, !tbaa !8
  store float %589, float* %17, align 4, !tbaa !12
  store float %585, float* %588, align 4, !tbaa !12
  %594 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %586
  %595 = addrspacecast i32 addrspace(3)* %594 to i32*
  %596 = load i32, i32* %595, align 4, !tbaa !8
  store i32 %596, i32* %25, align 4, !tbaa !8
  store i32 %593, i32* %595, align 4, !tbaa !8
  br label %597

597:                                              ; preds = %592, %584, %581
  tail call void @llvm.nvvm.barrier0()
  %598 = zext i32 %7 to i64
  br i1 %8, label %617, label %622

599:                                              ; preds = %22
  %600 = and i32 %4, 2
  %601 = icmp eq i32 %600, 0
  %602 = zext i32 %26 to i64
  %603 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk, i64 0, i64 %602
  %604 = addrspacecast float addrspace(3)* %603 to float*
  %605 = load float, float* %604, align 4, !tbaa !12
  %606 = fcmp ule float %14, %605
  %607 = xor i1 %601, %606
  br i1 %607, label %608, label %612

608:                                              ; preds = %599
  store float %605, float* %17, align 4, !tbaa !12
  store float %14, float* %604, align 4, !tbaa !12
  %609 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv, i64 0, i64 %602
  %610 = addrspacecast i32 addrspace(3)* %609 to i32*
  %611 = load i32, i32* %610, align 4, !tbaa !8
  store i32 %611, i32* %25, align 4, !tbaa !8
  store i32 %23, i32* %610, align 4, !tbaa !8
  br label %612

612:                                              ; preds = %599, %608, %22
  tail call void @llvm.nvvm.barrier0()
  %613 = and i32 %4, 4
  %614 = icmp eq i32 %613, 0
  %615 = xor i32 %4, 2
  %616 = icmp ugt i32 %615, %4
  br i1 %616, label %28, label %41

617:                                              ; preds = %597
  %618 = getelementptr inbounds i32, i32* %1, i64 %598
  %619 = getelementptr inbounds float, float* %0, i64 %598
  %620 = load float, float* %17, align 4, !tbaa !12
  store float %620, float* %619, align 4, !tbaa !12
  %621 = load i32, i32* %25, align 4, !tbaa !8
  store i32 %621, i32* %618, align 4, !tbaa !8
  br label %622

622:                                              ; preds = %617, %597
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (i32*, i32)* @bitonic_sort256_i32, !"kernel", i32 1}
!1 = !{void (i32*, i32)* @bitonic_sort256_i32, !"maxntidx", i32 256}
!2 = !{void (float*, i32*, i32)* @bitonic_sort256_kv, !"kernel", i32 1}
!3 = !{void (float*, i32*, i32)* @bitonic_sort256_kv, !"maxntidx", i32 256}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !10, i64 0}
