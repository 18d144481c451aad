source_filename = "local_array.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @local_isort(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [32 x i32], align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %254

12:                                               ; preds = %4
  %13 = bitcast [32 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %13) #4
  %14 = icmp sgt i32 %3, 1
  %15 = select i1 %14, i32 %3, i32 1
  %16 = icmp ult i32 %15, 32
  %17 = select i1 %16, i32 %15, i32 32
  %18 = mul nsw i32 %17, %10
  %19 = add nsw i32 %17, -1
  %20 = and i32 %17, 7
  %21 = icmp ult i32 %19, 7
  br i1 %21, label %24, label %22

22:                                               ; preds = %12
  %23 = and i32 %17, 56
  br label %73

24:                                               ; preds = %73, %12
  %25 = phi i32 [ 0, %12 ], [ %131, %73 ]
  %26 = icmp eq i32 %20, 0
  br i1 %26, label %39, label %27

27:                                               ; preds = %24, %27
  %28 = phi i32 [ %36, %27 ], [ %25, %24 ]
  %29 = phi i32 [ %37, %27 ], [ 0, %24 ]
  %30 = add nsw i32 %28, %18
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32* %0, i64 %31
  %33 = load i32, i32* %32, align 4, !tbaa !7
  %34 = zext i32 %28 to i64
  %35 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %34
  store i32 %33, i32* %35, align 4, !tbaa !7
  %36 = add nuw nsw i32 %28, 1
  %37 = add i32 %29, 1
  %38 = icmp eq i32 %37, %20
  br i1 %38, label %39, label %27, !llvm.loop !11

39:                                               ; preds = %27, %24
  %40 = icmp sgt i32 %17, 1
  br i1 %40, label %41, label %68

41:                                               ; preds = %39
  %42 = and i32 %19, 1
  %43 = icmp eq i32 %17, 2
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = and i32 %19, -2
  br label %134

46:                                               ; preds = %170, %41
  %47 = phi i32 [ 1, %41 ], [ %174, %170 ]
  %48 = icmp eq i32 %42, 0
  br i1 %48, label %68, label %49

49:                                               ; preds = %46
  %50 = zext i32 %47 to i64
  %51 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %50
  %52 = load i32, i32* %51, align 4, !tbaa !7
  br label %53

53:                                               ; preds = %60, %49
  %54 = phi i32 [ %47, %49 ], [ %55, %60 ]
  %55 = add nsw i32 %54, -1
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %56
  %58 = load i32, i32* %57, align 4, !tbaa !7
  %59 = icmp sgt i32 %58, %52
  br i1 %59, label %60, label %64

60:                                               ; preds = %53
  %61 = zext i32 %54 to i64
  %62 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %61
  store i32 %58, i32* %62, align 4, !tbaa !7
  %63 = icmp sgt i32 %54, 1
  br i1 %63, label %53, label %64, !llvm.loop !13

64:                                               ; preds = %60, %53
  %65 = phi i32 [ 0, %60 ], [ %54, %53 ]
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %66
  store i32 %52, i32* %67, align 4, !tbaa !7
  br label %68

68:                                               ; preds = %64, %46, %39
  %69 = and i32 %17, 7
  %70 = icmp ult i32 %19, 7
  br i1 %70, label %177, label %71

71:                                               ; preds = %68
  %72 = and i32 %17, 56
  br label %193

73:                                               ; preds = %73, %22
  %74 = phi i32 [ 0, %22 ], [ %131, %73 ]
  %75 = phi i32 [ 0, %22 ], [ %132, %73 ]
  %76 = add nsw i32 %74, %18
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, i32* %0, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !7
  %80 = zext i32 %74 to i64
  %81 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %80
  store i32 %79, i32* %81, align 4, !tbaa !7
  %82 = or i32 %74, 1
  %83 = add nsw i32 %82, %18
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, i32* %0, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !7
  %87 = zext i32 %82 to i64
  %88 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %87
  store i32 %86, i32* %88, align 4, !tbaa !7
  %89 = or i32 %74, 2
  %90 = add nsw i32 %89, %18
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, i32* %0, i64 %91
  %93 = load i32, i32* %92, align 4, !tbaa !7
  %94 = zext i32 %89 to i64
  %95 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %94
  store i32 %93, i32* %95, align 4, !tbaa !7
  %96 = or i32 %74, 3
  %97 = add nsw i32 %96, %18
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, i32* %0, i64 %98
  %100 = load i32, i32* %99, align 4, !tbaa !7
  %101 = zext i32 %96 to i64
  %102 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %101
  store i32 %100, i32* %102, align 4, !tbaa !7
  %103 = or i32 %74, 4
  %104 = add nsw i32 %103, %18
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, i32* %0, i64 %105
  %107 = load i32, i32* %106, align 4, !tbaa !7
  %108 = zext i32 %103 to i64
  %109 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %108
  store i32 %107, i32* %109, align 4, !tbaa !7
  %110 = or i32 %74, 5
  %111 = add nsw i32 %110, %18
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i32, i32* %0, i64 %112
  %114 = load i32, i32* %113, align 4, !tbaa !7
  %115 = zext i32 %110 to i64
  %116 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %115
  store i32 %114, i32* %116, align 4, !tbaa !7
  %117 = or i32 %74, 6
  %118 = add nsw i32 %117, %18
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i32, i32* %0, i64 %119
  %121 = load i32, i32* %120, align 4, !tbaa !7
  %122 = zext i32 %117 to i64
  %123 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %122
  store i32 %121, i32* %123, align 4, !tbaa !7
  %124 = or i32 %74, 7
  %125 = add nsw i32 %124, %18
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, i32* %0, i64 %126
  %128 = load i32, i32* %127, align 4, !tbaa !7
  %129 = zext i32 %124 to i64
  %130 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %129
  store i32 %128, i32* %130, align 4, !tbaa !7
  %131 = add nuw nsw i32 %74, 8
  %132 = add i32 %75, 8
  %133 = icmp eq i32 %132, %23
  br i1 %133, label %24, label %73, !llvm.loop !15

134:                                              ; preds = %170, %44
  %135 = phi i32 [ 1, %44 ], [ %174, %170 ]
  %136 = phi i32 [ 0, %44 ], [ %175, %170 ]
  %137 = zext i32 %135 to i64
  %138 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %137
  %139 = load i32, i32* %138, align 4, !tbaa !7
  br label %140

140:                                              ; preds = %134, %147
  %141 = phi i32 [ %135, %134 ], [ %142, %147 ]
  %142 = add nsw i32 %141, -1
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %143
  %145 = load i32, i32* %144, align 4, !tbaa !7
  %146 = icmp sgt i32 %145, %139
  br i1 %146, label %147, label %151

147:                                              ; preds = %140
  %148 = zext i32 %141 to i64
  %149 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %148
  store i32 %145, i32* %149, align 4, !tbaa !7
  %150 = icmp sgt i32 %141, 1
  br i1 %150, label %140, label %151, !llvm.loop !13

151:                                              ; preds = %147, %140
  %152 = phi i32 [ 0, %147 ], [ %141, %140 ]
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %153
  store i32 %139, i32* %154, align 4, !tbaa !7
  %155 = add nuw nsw i32 %135, 1
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %156
  %158 = load i32, i32* %157, align 4, !tbaa !7
  br label %159

159:                                              ; preds = %166, %151
  %160 = phi i32 [ %155, %151 ], [ %161, %166 ]
  %161 = add nsw i32 %160, -1
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %162
  %164 = load i32, i32* %163, align 4, !tbaa !7
  %165 = icmp sgt i32 %164, %158
  br i1 %165, label %166, label %170

166:                                              ; preds = %159
  %167 = zext i32 %160 to i64
  %168 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %167
  store i32 %164, i32* %168, align 4, !tbaa !7
  %169 = icmp sgt i32 %160, 1
  br i1 %169, label %159, label %170, !llvm.loop !13

170:                                              ; preds = %166, %159
  %171 = phi i32 [ 0, %166 ], [ %160, %159 ]
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %172
  store i32 %158, i32* %173, align 4, !tbaa !7
  %174 = add nuw nsw i32 %135, 2
  %175 = add i32 %136, 2
  %176 = icmp eq i32 %175, %45
  br i1 %176, label %46, label %134, !llvm.loop !16

177:                                              ; preds = %193, %68
  %178 = phi i32 [ 0, %68 ], [ %251, %193 ]
  %179 = icmp eq i32 %69, 0
  br i1 %179, label %192, label %180

180:                                              ; preds = %177, %180
  %181 = phi i32 [ %189, %180 ], [ %178, %177 ]
  %182 = phi i32 [ %190, %180 ], [ 0, %177 ]
  %183 = zext i32 %181 to i64
  %184 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %183
  %185 = load i32, i32* %184, align 4, !tbaa !7
  %186 = add nsw i32 %181, %18
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i32, i32* %1, i64 %187
  store i32 %185, i32* %188, align 4, !tbaa !7
  %189 = add nuw nsw i32 %181, 1
  %190 = add i32 %182, 1
  %191 = icmp eq i32 %190, %69
  br i1 %191, label %192, label %180, !llvm.loop !17

192:                                              ; preds = %180, %177
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %13) #4
  br label %254

193:                                              ; preds = %193, %71
  %194 = phi i32 [ 0, %71 ], [ %251, %193 ]
  %195 = phi i32 [ 0, %71 ], [ %252, %193 ]
  %196 = zext i32 %194 to i64
  %197 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %196
  %198 = load i32, i32* %197, align 4, !tbaa !7
  %199 = add nsw i32 %194, %18
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds i32, i32* %1, i64 %200
  store i32 %198, i32* %201, align 4, !tbaa !7
  %202 = or i32 %194, 1
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %203
  %205 = load i32, i32* %204, align 4, !tbaa !7
  %206 = add nsw i32 %202, %18
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds i32, i32* %1, i64 %207
  store i32 %205, i32* %208, align 4, !tbaa !7
  %209 = or i32 %194, 2
  %210 = zext i32 %209 to i64
  %211 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %210
  %212 = load i32, i32* %211, align 4, !tbaa !7
  %213 = add nsw i32 %209, %18
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds i32, i32* %1, i64 %214
  store i32 %212, i32* %215, align 4, !tbaa !7
  %216 = or i32 %194, 3
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %217
  %219 = load i32, i32* %218, align 4, !tbaa !7
  %220 = add nsw i32 %216, %18
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds i32, i32* %1, i64 %221
  store i32 %219, i32* %222, align 4, !tbaa !7
  %223 = or i32 %194, 4
  %224 = zext i32 %223 to i64
  %225 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %224
  %226 = load i32, i32* %225, align 4, !tbaa !7
  %227 = add nsw i32 %223, %18
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds i32, i32* %1, i64 %228
  store i32 %226, i32* %229, align 4, !tbaa !7
  %230 = or i32 %194, 5
  %231 = zext i32 %230 to i64
  %232 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %231
  %233 = load i32, i32* %232, align 4, !tbaa !7
  %234 = add nsw i32 %230, %18
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds i32, i32* %1, i64 %235
  store i32 %233, i32* %236, align 4, !tbaa !7
  %237 = or i32 %194, 6
  %238 = zext i32 %237 to i64
  %239 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %238
  %240 = load i32, i32* %239, align 4, !tbaa !7
  %241 = add nsw i32 %237, %18
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds i32, i32* %1, i64 %242
  store i32 %240, i32* %243, align 4, !tbaa !7
  %244 = or i32 %194, 7
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %245
  %247 = load i32, i32* %246, align 4, !tbaa !7
  %248 = add nsw i32 %244, %18
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds i32, i32* %1, i64 %249
  store i32 %247, i32* %250, align 4, !tbaa !7
  %251 = add nuw nsw i32 %194, 8
  %252 = add i32 %195, 8
  %253 = icmp eq i32 %252, %72
  br i1 %253, label %177, label %193, !llvm.loop !18

254:                                              ; preds = %4, %192
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @local_nibble_hist(i32* nocapture noundef readonly %0, i8* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [16 x i8], align 1
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %195

11:                                               ; preds = %3
  %12 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %12) #4
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 1
  %14 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 2
  %15 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 3
  %16 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 4
  %17 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 5
  %18 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 6
  %19 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 7
  %20 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 8
  %21 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 9
  %22 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 10
  %23 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 11
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 12
  %25 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 13
  %26 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 14
  %27 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 15
  %28 = sext i32 %9 to i64
  %29 = getelementptr inbounds i32, i32* %0, i64 %28
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %12, i8 0, i64 16, i1 false)
  %30 = load i32, i32* %29, align 4, !tbaa !7
  %31 = add nsw i32 %9, 1
  %32 = icmp slt i32 %31, %2
  br i1 %32, label %33, label %37

33:                                               ; preds = %11
  %34 = sext i32 %31 to i64
  %35 = getelementptr inbounds i32, i32* %0, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !7
  br label %37

37:                                               ; preds = %11, %33
  %38 = phi i32 [ %36, %33 ], [ 0, %11 ]
  %39 = and i32 %30, 15
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %40
  %42 = load i8, i8* %41, align 1, !tbaa !19
  %43 = add i8 %42, 1
  store i8 %43, i8* %41, align 1, !tbaa !19
  %44 = and i32 %38, 15
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %45
  %47 = load i8, i8* %46, align 1, !tbaa !19
  %48 = add i8 %47, 1
  store i8 %48, i8* %46, align 1, !tbaa !19
  %49 = lshr i32 %30, 4
  %50 = and i32 %49, 15
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %51
  %53 = load i8, i8* %52, align 1, !tbaa !19
  %54 = add i8 %53, 1
  store i8 %54, i8* %52, align 1, !tbaa !19
  %55 = lshr i32 %38, 4
  %56 = and i32 %55, 15
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %57
  %59 = load i8, i8* %58, align 1, !tbaa !19
  %60 = add i8 %59, 1
  store i8 %60, i8* %58, align 1, !tbaa !19
  %61 = lshr i32 %30, 8
  %62 = and i32 %61, 15
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %63
  %65 = load i8, i8* %64, align 1, !tbaa !19
  %66 = add i8 %65, 1
  store i8 %66, i8* %64, align 1, !tbaa !19
  %67 = lshr i32 %38, 8
  %68 = and i32 %67, 15
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %69
  %71 = load i8, i8* %70, align 1, !tbaa !19
  %72 = add i8 %71, 1
  store i8 %72, i8* %70, align 1, !tbaa !19
  %73 = lshr i32 %30, 12
  %74 = and i32 %73, 15
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !19
  %78 = add i8 %77, 1
  store i8 %78, i8* %76, align 1, !tbaa !19
  %79 = lshr i32 %38, 12
  %80 = and i32 %79, 15
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %81
  %83 = load i8, i8* %82, align 1, !tbaa !19
  %84 = add i8 %83, 1
  store i8 %84, i8* %82, align 1, !tbaa !19
  %85 = lshr i32 %30, 16
  %86 = and i32 %85, 15
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !19
  %90 = add i8 %89, 1
  store i8 %90, i8* %88, align 1, !tbaa !19
  %91 = lshr i32 %38, 16
  %92 = and i32 %91, 15
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %93
  %95 = load i8, i8* %94, align 1, !tbaa !19
  %96 = add i8 %95, 1
  store i8 %96, i8* %94, align 1, !tbaa !19
  %97 = lshr i32 %30, 20
  %98 = and i32 %97, 15
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %99
  %101 = load i8, i8* %100, align 1, !tbaa !19
  %102 = add i8 %101, 1
  store i8 %102, i8* %100, align 1, !tbaa !19
  %103 = lshr i32 %38, 20
  %104 = and i32 %103, 15
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %105
  %107 = load i8, i8* %106, align 1, !tbaa !19
  %108 = add i8 %107, 1
  store i8 %108, i8* %106, align 1, !tbaa !19
  %109 = lshr i32 %30, 24
  %110 = and i32 %109, 15
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %111
  %113 = load i8, i8* %112, align 1, !tbaa !19
  %114 = add i8 %113, 1
  store i8 %114, i8* %112, align 1, !tbaa !19
  %115 = lshr i32 %38, 24
  %116 = and i32 %115, 15
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %117
  %119 = load i8, i8* %118, align 1, !tbaa !19
  %120 = add i8 %119, 1
  store i8 %120, i8* %118, align 1, !tbaa !19
  %121 = lshr i32 %30, 28
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %122
  %124 = load i8, i8* %123, align 1, !tbaa !19
  %125 = add i8 %124, 1
  store i8 %125, i8* %123, align 1, !tbaa !19
  %126 = lshr i32 %38, 28
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 %127
  %129 = load i8, i8* %128, align 1, !tbaa !19
  %130 = add i8 %129, 1
  store i8 %130, i8* %128, align 1, !tbaa !19
  %131 = shl nsw i32 %9, 4
  %132 = load i8, i8* %12, align 1, !tbaa !19
  %133 = sext i32 %131 to i64
  %134 = getelementptr inbounds i8, i8* %1, i64 %133
  store i8 %132, i8* %134, align 1, !tbaa !19
  %135 = load i8, i8* %13, align 1, !tbaa !19
  %136 = or i32 %131, 1
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i8, i8* %1, i64 %137
  store i8 %135, i8* %138, align 1, !tbaa !19
  %139 = load i8, i8* %14, align 1, !tbaa !19
  %140 = or i32 %131, 2
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i8, i8* %1, i64 %141
  store i8 %139, i8* %142, align 1, !tbaa !19
  %143 = load i8, i8* %15, align 1, !tbaa !19
  %144 = or i32 %131, 3
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i8, i8* %1, i64 %145
  store i8 %143, i8* %146, align 1, !tbaa !19
  %147 = load i8, i8* %16, align 1, !tbaa !19
  %148 = or i32 %131, 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i8, i8* %1, i64 %149
  store i8 %147, i8* %150, align 1, !tbaa !19
  %151 = load i8, i8* %17, align 1, !tbaa !19
  %152 = or i32 %131, 5
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds i8, i8* %1, i64 %153
  store i8 %151, i8* %154, align 1, !tbaa !19
  %155 = load i8, i8* %18, align 1, !tbaa !19
  %156 = or i32 %131, 6
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i8, i8* %1, i64 %157
  store i8 %155, i8* %158, align 1, !tbaa !19
  %159 = load i8, i8* %19, align 1, !tbaa !19
  %160 = or i32 %131, 7
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i8, i8* %1, i64 %161
  store i8 %159, i8* %162, align 1, !tbaa !19
  %163 = load i8, i8* %20, align 1, !tbaa !19
  %164 = or i32 %131, 8
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i8, i8* %1, i64 %165
  store i8 %163, i8* %166, align 1, !tbaa !19
  %167 = load i8, i8* %21, align 1, !tbaa !19
  %168 = or i32 %131, 9
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i8, i8* %1, i64 %169
  store i8 %167, i8* %170, align 1, !tbaa !19
  %171 = load i8, i8* %22, align 1, !tbaa !19
  %172 = or i32 %131, 10
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds i8, i8* %1, i64 %173
  store i8 %171, i8* %174, align 1, !tbaa !19
  %175 = load i8, i8* %23, align 1, !tbaa !19
  %176 = or i32 %131, 11
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds i8, i8* %1, i64 %177
  store i8 %175, i8* %178, align 1, !tbaa !19
  %179 = load i8, i8* %24, align 1, !tbaa !19
  %180 = or i32 %131, 12
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i8, i8* %1, i64 %181
  store i8 %179, i8* %182, align 1, !tbaa !19
  %183 = load i8, i8* %25, align 1, !tbaa !19
  %184 = or i32 %131, 13
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i8, i8* %1, i64 %185
  store i8 %183, i8* %186, align 1, !tbaa !19
  %187 = load i8, i8* %26, align 1, !tbaa !19
  %188 = or i32 %131, 14
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds i8, i8* %1, i64 %189
  store i8 %187, i8* %190, align 1, !tbaa !19
  %191 = load i8, i8* %27, align 1, !tbaa !19
  %192 = or i32 %131, 15
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds i8, i8* %1, i64 %193
  store i8 %191, i8* %194, align 1, !tbaa !19
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12) #4
  br label %195

195:                                              ; preds = %3, %37
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @local_permute(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32* nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [8 x i32], align 4
  %6 = alloca [8 x float], align 4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %166

13:                                               ; preds = %4
  %14 = bitcast [8 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %14) #4
  %15 = bitcast [8 x float]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %15) #4
  %16 = shl nsw i32 %11, 3
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 0
  store i32 0, i32* %17, align 4, !tbaa !7
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds float, float* %0, i64 %18
  %20 = load float, float* %19, align 4, !tbaa !20
  %21 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 0
  store float %20, float* %21, align 4, !tbaa !20
  %22 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 1
  store i32 1, i32* %22, align 4, !tbaa !7
  %23 = or i32 %16, 1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, float* %0, i64 %24
  %26 = load float, float* %25, align 4, !tbaa !20
  %27 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 1
  store float %26, float* %27, align 4, !tbaa !20
  %28 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 2
  store i32 2, i32* %28, align 4, !tbaa !7
  %29 = or i32 %16, 2
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, float* %0, i64 %30
  %32 = load float, float* %31, align 4, !tbaa !20
  %33 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 2
  store float %32, float* %33, align 4, !tbaa !20
  %34 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 3
  store i32 3, i32* %34, align 4, !tbaa !7
  %35 = or i32 %16, 3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, float* %0, i64 %36
  %38 = load float, float* %37, align 4, !tbaa !20
  %39 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 3
  store float %38, float* %39, align 4, !tbaa !20
  %40 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 4
  store i32 4, i32* %40, align 4, !tbaa !7
  %41 = or i32 %16, 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, float* %0, i64 %42
  %44 = load float, float* %43, align 4, !tbaa !20
  %45 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 4
  store float %44, float* %45, align 4, !tbaa !20
  %46 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 5
  store i32 5, i32* %46, align 4, !tbaa !7
  %47 = or i32 %16, 5
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, float* %0, i64 %48
  %50 = load float, float* %49, align 4, !tbaa !20
  %51 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 5
  store float %50, float* %51, align 4, !tbaa !20
  %52 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 6
  store i32 6, i32* %52, align 4, !tbaa !7
  %53 = or i32 %16, 6
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, float* %0, i64 %54
  %56 = load float, float* %55, align 4, !tbaa !20
  %57 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 6
  store float %56, float* %57, align 4, !tbaa !20
  %58 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 7
  store i32 7, i32* %58, align 4, !tbaa !7
  %59 = or i32 %16, 7
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, float* %0, i64 %60
  %62 = load float, float* %61, align 4, !tbaa !20
  %63 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 7
  store float %62, float* %63, align 4, !tbaa !20
  %64 = sext i32 %11 to i64
  %65 = getelementptr inbounds i32, i32* %2, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !7
  %67 = mul i32 %66, 1664525
  %68 = add i32 %67, 1013904223
  %69 = lshr i32 %68, 16
  %70 = and i32 %69, 7
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %71
  %73 = load i32, i32* %72, align 4, !tbaa !7
  store i32 %73, i32* %58, align 4, !tbaa !7
  store i32 7, i32* %72, align 4, !tbaa !7
  %74 = mul i32 %68, 1664525
  %75 = add i32 %74, 1013904223
  %76 = lshr i32 %75, 16
  %77 = trunc i32 %76 to i16
  %78 = urem i16 %77, 7
  %79 = load i32, i32* %52, align 4, !tbaa !7
  %80 = zext i16 %78 to i64
  %81 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %80
  %82 = load i32, i32* %81, align 4, !tbaa !7
  store i32 %82, i32* %52, align 4, !tbaa !7
  store i32 %79, i32* %81, align 4, !tbaa !7
  %83 = mul i32 %75, 1664525
  %84 = add i32 %83, 1013904223
  %85 = lshr i32 %84, 16
  %86 = trunc i32 %85 to i16
  %87 = urem i16 %86, 6
  %88 = load i32, i32* %46, align 4, !tbaa !7
  %89 = zext i16 %87 to i64
  %90 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !7
  store i32 %91, i32* %46, align 4, !tbaa !7
  store i32 %88, i32* %90, align 4, !tbaa !7
  %92 = mul i32 %84, 1664525
  %93 = add i32 %92, 1013904223
  %94 = lshr i32 %93, 16
  %95 = trunc i32 %94 to i16
  %96 = urem i16 %95, 5
  %97 = load i32, i32* %40, align 4, !tbaa !7
  %98 = zext i16 %96 to i64
  %99 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %98
  %100 = load i32, i32* %99, align 4, !tbaa !7
  store i32 %100, i32* %40, align 4, !tbaa !7
  store i32 %97, i32* %99, align 4, !tbaa !7
  %101 = mul i32 %93, 1664525
  %102 = add i32 %101, 1013904223
  %103 = lshr i32 %102, 16
  %104 = and i32 %103, 3
  %105 = load i32, i32* %34, align 4, !tbaa !7
  %106 = zext i32 %104 to i64
  %107 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %106
  %108 = load i32, i32* %107, align 4, !tbaa !7
  store i32 %108, i32* %34, align 4, !tbaa !7
  store i32 %105, i32* %107, align 4, !tbaa !7
  %109 = mul i32 %102, 1664525
  %110 = add i32 %109, 1013904223
  %111 = lshr i32 %110, 16
  %112 = trunc i32 %111 to i16
  %113 = urem i16 %112, 3
  %114 = load i32, i32* %28, align 4, !tbaa !7
  %115 = zext i16 %113 to i64
  %116 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %115
  %117 = load i32, i32* %116, align 4, !tbaa !7
  store i32 %117, i32* %28, align 4, !tbaa !7
  store i32 %114, i32* %116, align 4, !tbaa !7
  %118 = mul i32 %110, 1664525
  %119 = add i32 %118, 62303
  %120 = lshr i32 %119, 16
  %121 = and i32 %120, 1
  %122 = load i32, i32* %22, align 4, !tbaa !7
  %123 = zext i32 %121 to i64
  %124 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %123
  %125 = load i32, i32* %124, align 4, !tbaa !7
  store i32 %125, i32* %22, align 4, !tbaa !7
  store i32 %122, i32* %124, align 4, !tbaa !7
  %126 = load i32, i32* %17, align 4, !tbaa !7
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 %127
  %129 = load float, float* %128, align 4, !tbaa !20
  %130 = getelementptr inbounds float, float* %1, i64 %18
  store float %129, float* %130, align 4, !tbaa !20
  %131 = load i32, i32* %22, align 4, !tbaa !7
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 %132
  %134 = load float, float* %133, align 4, !tbaa !20
  %135 = getelementptr inbounds float, float* %1, i64 %24
  store float %134, float* %135, align 4, !tbaa !20
  %136 = load i32, i32* %28, align 4, !tbaa !7
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 %137
  %139 = load float, float* %138, align 4, !tbaa !20
  %140 = getelementptr inbounds float, float* %1, i64 %30
  store float %139, float* %140, align 4, !tbaa !20
  %141 = load i32, i32* %34, align 4, !tbaa !7
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 %142
  %144 = load float, float* %143, align 4, !tbaa !20
  %145 = getelementptr inbounds float, float* %1, i64 %36
  store float %144, float* %145, align 4, !tbaa !20
  %146 = load i32, i32* %40, align 4, !tbaa !7
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 %147
  %149 = load float, float* %148, align 4, !tbaa !20
  %150 = getelementptr inbounds float, float* %1, i64 %42
  store float %149, float* %150, align 4, !tbaa !20
  %151 = load i32, i32* %46, align 4, !tbaa !7
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 %152
  %154 = load float, float* %153, align 4, !tbaa !20
  %155 = getelementptr inbounds float, float* %1, i64 %48
  store float %154, float* %155, align 4, !tbaa !20
  %156 = load i32, i32* %52, align 4, !tbaa !7
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 %157
  %159 = load float, float* %158, align 4, !tbaa !20
  %160 = getelementptr inbounds float, float* %1, i64 %54
  store float %159, float* %160, align 4, !tbaa !20
  %161 = load i32, i32* %58, align 4, !tbaa !7
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [8 x float], [8 x float]* %6, i64 0, i64 %162
  %164 = load float, float* %163, align 4, !tbaa !20
  %165 = getelementptr inbounds float, float* %1, i64 %60
  store float %164, float* %165, align 4, !tbaa !20
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %15) #4
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %14) #4
  br label %166

166:                                              ; preds = %4, %13
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32*, i32, i32)* @local_isort, !"kernel", i32 1}
!1 = !{void (i32*, i8*, i32)* @local_nibble_hist, !"kernel", i32 1}
!2 = !{void (float*, float*, i32*, i32)* @local_permute, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !14}
!19 = !{!9, !9, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !9, i64 0}
