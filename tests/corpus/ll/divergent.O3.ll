source_filename = "divergent.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @collatz_steps(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %41

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !7
  %15 = and i32 %14, 1048575
  %16 = icmp ne i32 %15, 0
  %17 = icmp ne i32 %3, 0
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %38

19:                                               ; preds = %11
  %20 = add nuw nsw i32 %15, 1
  %21 = zext i32 %20 to i64
  br label %22

22:                                               ; preds = %19, %32
  %23 = phi i32 [ %34, %32 ], [ 0, %19 ]
  %24 = phi i64 [ %33, %32 ], [ %21, %19 ]
  %25 = and i64 %24, 1
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %30, label %27

27:                                               ; preds = %22
  %28 = mul i64 %24, 3
  %29 = add i64 %28, 1
  br label %32

30:                                               ; preds = %22
  %31 = lshr i64 %24, 1
  br label %32

32:                                               ; preds = %30, %27
  %33 = phi i64 [ %29, %27 ], [ %31, %30 ]
  %34 = add nuw i32 %23, 1
  %35 = icmp ne i64 %33, 1
  %36 = icmp ult i32 %34, %3
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %22, label %38, !llvm.loop !11

38:                                               ; preds = %32, %11
  %39 = phi i32 [ 0, %11 ], [ %34, %32 ]
  %40 = getelementptr inbounds i32, i32* %1, i64 %12
  store i32 %39, i32* %40, align 4, !tbaa !7
  br label %41

41:                                               ; preds = %4, %38
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @branchy(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %220

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, i32* %0, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !7
  %14 = ashr i32 %13, 8
  %15 = icmp slt i32 %13, 0
  br i1 %15, label %16, label %25

16:                                               ; preds = %10
  %17 = icmp ult i32 %13, -256000000
  br i1 %17, label %214, label %18

18:                                               ; preds = %16
  %19 = and i32 %13, 768
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %18
  %22 = sdiv i32 %14, 4
  br label %214

23:                                               ; preds = %18
  %24 = sub nsw i32 0, %14
  br label %214

25:                                               ; preds = %10
  %26 = icmp ult i32 %13, 256
  br i1 %26, label %217, label %27

27:                                               ; preds = %25
  %28 = lshr i32 %13, 9
  %29 = and i32 %28, 1
  %30 = lshr i32 %13, 9
  %31 = and i32 %30, 2
  %32 = or i32 %31, %29
  %33 = and i32 %13, 2048
  %34 = icmp eq i32 %33, 0
  %35 = add nuw nsw i32 %32, 3
  %36 = select i1 %34, i32 %32, i32 %35
  %37 = and i32 %13, 4096
  %38 = icmp eq i32 %37, 0
  %39 = add nuw nsw i32 %36, 4
  %40 = select i1 %38, i32 %36, i32 %39
  %41 = and i32 %13, 8192
  %42 = icmp eq i32 %41, 0
  %43 = add nuw nsw i32 %40, 5
  %44 = select i1 %42, i32 %40, i32 %43
  %45 = and i32 %13, 16384
  %46 = icmp eq i32 %45, 0
  %47 = add nsw i32 %44, 6
  %48 = select i1 %46, i32 %44, i32 %47
  %49 = and i32 %13, 32768
  %50 = icmp eq i32 %49, 0
  %51 = add nsw i32 %48, 7
  %52 = select i1 %50, i32 %48, i32 %51
  %53 = and i32 %13, 65536
  %54 = icmp eq i32 %53, 0
  %55 = add nsw i32 %52, 8
  %56 = select i1 %54, i32 %52, i32 %55
  %57 = and i32 %13, 131072
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %62, label %59

59:                                               ; preds = %27
  %60 = add nsw i32 %56, 9
  %61 = icmp sgt i32 %56, 31
  br i1 %61, label %208, label %62

62:                                               ; preds = %59, %27
  %63 = phi i32 [ %56, %27 ], [ %60, %59 ]
  %64 = and i32 %13, 262144
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %69, label %66

66:                                               ; preds = %62
  %67 = add nsw i32 %63, 10
  %68 = icmp sgt i32 %63, 30
  br i1 %68, label %208, label %69

69:                                               ; preds = %66, %62
  %70 = phi i32 [ %63, %62 ], [ %67, %66 ]
  %71 = and i32 %13, 524288
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %69
  %74 = add nsw i32 %70, 11
  %75 = icmp sgt i32 %70, 29
  br i1 %75, label %208, label %76

76:                                               ; preds = %73, %69
  %77 = phi i32 [ %70, %69 ], [ %74, %73 ]
  %78 = and i32 %13, 1048576
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %83, label %80

80:                                               ; preds = %76
  %81 = add nsw i32 %77, 12
  %82 = icmp sgt i32 %77, 28
  br i1 %82, label %208, label %83

83:                                               ; preds = %80, %76
  %84 = phi i32 [ %77, %76 ], [ %81, %80 ]
  %85 = and i32 %13, 2097152
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %90, label %87

87:                                               ; preds = %83
  %88 = add nsw i32 %84, 13
  %89 = icmp sgt i32 %84, 27
  br i1 %89, label %208, label %90

90:                                               ; preds = %87, %83
  %91 = phi i32 [ %84, %83 ], [ %88, %87 ]
  %92 = and i32 %13, 4194304
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %97, label %94

94:                                               ; preds = %90
  %95 = add nsw i32 %91, 14
  %96 = icmp sgt i32 %91, 26
  br i1 %96, label %208, label %97

97:                                               ; preds = %94, %90
  %98 = phi i32 [ %91, %90 ], [ %95, %94 ]
  %99 = and i32 %13, 8388608
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %104, label %101

101:                                              ; preds = %97
  %102 = add nsw i32 %98, 15
  %103 = icmp sgt i32 %98, 25
  br i1 %103, label %208, label %104

104:                                              ; preds = %101, %97
  %105 = phi i32 [ %98, %97 ], [ %102, %101 ]
  %106 = and i32 %13, 16777216
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %111, label %108

108:                                              ; preds = %104
  %109 = add nsw i32 %105, 16
  %110 = icmp sgt i32 %105, 24
  br i1 %110, label %208, label %111

111:                                              ; preds = %108, %104
  %112 = phi i32 [ %105, %104 ], [ %109, %108 ]
  %113 = and i32 %13, 33554432
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %118, label %115

115:                                              ; preds = %111
  %116 = add nsw i32 %112, 17
  %117 = icmp sgt i32 %112, 23
  br i1 %117, label %208, label %118

118:                                              ; preds = %115, %111
  %119 = phi i32 [ %112, %111 ], [ %116, %115 ]
  %120 = and i32 %13, 67108864
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %125, label %122

122:                                              ; preds = %118
  %123 = add nsw i32 %119, 18
  %124 = icmp sgt i32 %119, 22
  br i1 %124, label %208, label %125

125:                                              ; preds = %122, %118
  %126 = phi i32 [ %119, %118 ], [ %123, %122 ]
  %127 = and i32 %13, 134217728
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %132, label %129

129:                                              ; preds = %125
  %130 = add nsw i32 %126, 19
  %131 = icmp sgt i32 %126, 21
  br i1 %131, label %208, label %132

132:                                              ; preds = %129, %125
  %133 = phi i32 [ %126, %125 ], [ %130, %129 ]
  %134 = and i32 %13, 268435456
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %139, label %136

136:                                              ; preds = %132
  %137 = add nsw i32 %133, 20
  %138 = icmp sgt i32 %133, 20
  br i1 %138, label %208, label %139

139:                                              ; preds = %136, %132
  %140 = phi i32 [ %133, %132 ], [ %137, %136 ]
  %141 = and i32 %13, 536870912
  %142 = icmp eq i32 %141, 0
  br i1 %142, label %146, label %143

143:                                              ; preds = %139
  %144 = add nsw i32 %140, 21
  %145 = icmp sgt i32 %140, 19
  br i1 %145, label %208, label %146

146:                                              ; preds = %143, %139
  %147 = phi i32 [ %140, %139 ], [ %144, %143 ]
  %148 = and i32 %13, 1073741824
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %153, label %150

150:                                              ; preds = %146
  %151 = add nsw i32 %147, 22
  %152 = icmp sgt i32 %147, 18
  br i1 %152, label %208, label %153

153:                                              ; preds = %150, %146
  %154 = phi i32 [ %147, %146 ], [ %151, %150 ]
  %155 = and i32 %14, 8388608
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %160, label %157

157:                                              ; preds = %153
  %158 = add nsw i32 %154, 23
  %159 = icmp sgt i32 %154, 17
  br i1 %159, label %208, label %160

160:                                              ; preds = %157, %153
  %161 = phi i32 [ %154, %153 ], [ %158, %157 ]
  %162 = and i32 %14, 16777216
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %167, label %164

164:                                              ; preds = %160
  %165 = add nsw i32 %161, 24
  %166 = icmp sgt i32 %161, 16
  br i1 %166, label %208, label %167

167:                                              ; preds = %164, %160
  %168 = phi i32 [ %161, %160 ], [ %165, %164 ]
  %169 = and i32 %14, 33554432
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %174, label %171

171:                                              ; preds = %167
  %172 = add nsw i32 %168, 25
  %173 = icmp sgt i32 %168, 15
  br i1 %173, label %208, label %174

174:                                              ; preds = %171, %167
  %175 = phi i32 [ %168, %167 ], [ %172, %171 ]
  %176 = and i32 %14, 67108864
  %177 = icmp eq i32 %176, 0
  br i1 %177, label %181, label %178

178:                                              ; preds = %174
  %179 = add nsw i32 %175, 26
  %180 = icmp sgt i32 %175, 14
  br i1 %180, label %208, label %181

181:                                              ; preds = %178, %174
  %182 = phi i32 [ %175, %174 ], [ %179, %178 ]
  %183 = and i32 %14, 134217728
  %184 = icmp eq i32 %183, 0
  br i1 %184, label %188, label %185

185:                                              ; preds = %181
  %186 = add nsw i32 %182, 27
  %187 = icmp sgt i32 %182, 13
  br i1 %187, label %208, label %188

188:                                              ; preds = %185, %181
  %189 = phi i32 [ %182, %181 ], [ %186, %185 ]
  %190 = and i32 %14, 268435456
  %191 = icmp eq i32 %190, 0
  br i1 %191, label %195, label %192

192:                                              ; preds = %188
  %193 = add nsw i32 %189, 28
  %194 = icmp sgt i32 %189, 12
  br i1 %194, label %208, label %195

195:                                              ; preds = %192, %188
  %196 = phi i32 [ %189, %188 ], [ %193, %192 ]
  %197 = and i32 %14, 536870912
  %198 = icmp eq i32 %197, 0
  br i1 %198, label %202, label %199

199:                                              ; preds = %195
  %200 = add nsw i32 %196, 29
  %201 = icmp sgt i32 %196, 11
  br i1 %201, label %208, label %202

202:                                              ; preds = %199, %195
  %203 = phi i32 [ %196, %195 ], [ %200, %199 ]
  %204 = and i32 %14, 1073741824
  %205 = icmp eq i32 %204, 0
  %206 = add nsw i32 %203, 30
  %207 = select i1 %205, i32 %203, i32 %206
  br label %208

208:                                              ; preds = %202, %199, %192, %185, %178, %171, %164, %157, %150, %143, %136, %129, %122, %115, %108, %101, %94, %87, %80, %73, %66, %59
  %209 = phi i32 [ %60, %59 ], [ %67, %66 ], [ %74, %73 ], [ %81, %80 ], [ %88, %87 ], [ %95, %94 ], [ %102, %101 ], [ %109, %108 ], [ %116, %115 ], [ %123, %122 ], [ %130, %129 ], [ %137, %136 ], [ %144, %143 ], [ %151, %150 ], [ %158, %157 ], [ %165, %164 ], [ %172, %171 ], [ %179, %178 ], [ %186, %185 ], [ %193, %192 ], [ %200, %199 ], [ %207, %202 ]
  %210 = and i32 %209, 1
  %211 = icmp eq i32 %210, 0
  br i1 %211, label %214, label %212

212:                                              ; preds = %208
  %213 = mul nsw i32 %209, 3
  br label %217

214:                                              ; preds = %16, %208, %23, %21
  %215 = phi i32 [ %22, %21 ], [ %24, %23 ], [ %209, %208 ], [ -3, %16 ]
  %216 = add nsw i32 %215, %8
  br label %217

217:                                              ; preds = %25, %214, %212
  %218 = phi i32 [ %213, %212 ], [ %216, %214 ], [ 32767, %25 ]
  %219 = getelementptr inbounds i32, i32* %1, i64 %11
  store i32 %218, i32* %219, align 4, !tbaa !7
  br label %220

220:                                              ; preds = %217, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @jagged_rowsum(float* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %42

12:                                               ; preds = %5
  %13 = shl nsw i32 %10, 4
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds i32, i32* %1, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !7
  %17 = urem i32 %16, 17
  %18 = add nsw i32 %17, %13
  %19 = icmp slt i32 %18, %4
  %20 = select i1 %19, i32 %18, i32 %4
  %21 = icmp slt i32 %13, %20
  br i1 %21, label %22, label %39

22:                                               ; preds = %12, %36
  %23 = phi i32 [ %37, %36 ], [ %13, %12 ]
  %24 = phi float [ %34, %36 ], [ 0.000000e+00, %12 ]
  %25 = sext i32 %23 to i64
  %26 = getelementptr inbounds float, float* %0, i64 %25
  %27 = load float, float* %26, align 4, !tbaa !13
  %28 = fcmp olt float %27, 0xBFECCCCCC0000000
  br i1 %28, label %33, label %29

29:                                               ; preds = %22
  %30 = fcmp ogt float %27, 5.000000e-01
  br i1 %30, label %33, label %31

31:                                               ; preds = %29
  %32 = fadd float %24, %27
  br label %33

33:                                               ; preds = %29, %22, %31
  %34 = phi float [ %32, %31 ], [ %24, %22 ], [ %24, %29 ]
  %35 = phi i32 [ 0, %31 ], [ 2, %22 ], [ 4, %29 ]
  switch i32 %35, label %39 [
    i32 0, label %36
    i32 4, label %36
  ]

36:                                               ; preds = %33, %33
  %37 = add i32 %23, 1
  %38 = icmp eq i32 %37, %20
  br i1 %38, label %39, label %22, !llvm.loop !15

39:                                               ; preds = %33, %36, %12
  %40 = phi float [ 0.000000e+00, %12 ], [ %34, %36 ], [ %34, %33 ]
  %41 = getelementptr inbounds float, float* %2, i64 %14
  store float %40, float* %41, align 4, !tbaa !13
  br label %42

42:                                               ; preds = %5, %39
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32*, i32, i32)* @collatz_steps, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32)* @branchy, !"kernel", i32 1}
!2 = !{void (float*, i32*, float*, i32, i32)* @jagged_rowsum, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !9, i64 0}
!15 = distinct !{!15, !12}
