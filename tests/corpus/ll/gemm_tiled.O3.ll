source_filename = "gemm_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11sgemm_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11sgemm_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sgemm_tiled(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, float* nocapture noundef readonly %4, float* nocapture noundef readonly %5, float noundef %6, float* nocapture noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4
  %12 = shl i32 %11, 4
  %13 = add i32 %12, %10
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %15 = shl i32 %14, 4
  %16 = add i32 %15, %9
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %18, label %92

18:                                               ; preds = %8
  %19 = icmp slt i32 %13, %0
  %20 = mul nsw i32 %13, %2
  %21 = sext i32 %10 to i64
  %22 = sext i32 %9 to i64
  %23 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 %22
  %24 = addrspacecast float addrspace(3)* %23 to float*
  %25 = icmp slt i32 %16, %1
  %26 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 %21, i64 %22
  %27 = addrspacecast float addrspace(3)* %26 to float*
  %28 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 0
  %29 = addrspacecast float addrspace(3)* %28 to float*
  %30 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 0, i64 %22
  %31 = addrspacecast float addrspace(3)* %30 to float*
  %32 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 1
  %33 = addrspacecast float addrspace(3)* %32 to float*
  %34 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 1, i64 %22
  %35 = addrspacecast float addrspace(3)* %34 to float*
  %36 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 2
  %37 = addrspacecast float addrspace(3)* %36 to float*
  %38 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 2, i64 %22
  %39 = addrspacecast float addrspace(3)* %38 to float*
  %40 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 3
  %41 = addrspacecast float addrspace(3)* %40 to float*
  %42 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 3, i64 %22
  %43 = addrspacecast float addrspace(3)* %42 to float*
  %44 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 4
  %45 = addrspacecast float addrspace(3)* %44 to float*
  %46 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 4, i64 %22
  %47 = addrspacecast float addrspace(3)* %46 to float*
  %48 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 5
  %49 = addrspacecast float addrspace(3)* %48 to float*
  %50 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 5, i64 %22
  %51 = addrspacecast float addrspace(3)* %50 to float*
  %52 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 6
  %53 = addrspacecast float addrspace(3)* %52 to float*
  %54 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 6, i64 %22
  %55 = addrspacecast float addrspace(3)* %54 to float*
  %56 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 7
  %57 = addrspacecast float addrspace(3)* %56 to float*
  %58 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 7, i64 %22
  %59 = addrspacecast float addrspace(3)* %58 to float*
  %60 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 8
  %61 = addrspacecast float addrspace(3)* %60 to float*
  %62 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 8, i64 %22
  %63 = addrspacecast float addrspace(3)* %62 to float*
  %64 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 9
  %65 = addrspacecast float addrspace(3)* %64 to float*
  %66 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 9, i64 %22
  %67 = addrspacecast float addrspace(3)* %66 to float*
  %68 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 10
  %69 = addrspacecast float addrspace(3)* %68 to float*
  %70 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 10, i64 %22
  %71 = addrspacecast float addrspace(3)* %70 to float*
  %72 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 11
  %73 = addrspacecast float addrspace(3)* %72 to float*
  %74 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 11, i64 %22
  %75 = addrspacecast float addrspace(3)* %74 to float*
  %76 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 12
  %77 = addrspacecast float addrspace(3)* %76 to float*
  %78 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 12, i64 %22
  %79 = addrspacecast float addrspace(3)* %78 to float*
  %80 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 13
  %81 = addrspacecast float addrspace(3)* %80 to float*
  %82 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 13, i64 %22
  %83 = addrspacecast float addrspace(3)* %82 to float*
  %84 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 14
  %85 = addrspacecast float addrspace(3)* %84 to float*
  %86 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 14, i64 %22
  %87 = addrspacecast float addrspace(3)* %86 to float*
  %88 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2As, i64 0, i64 %21, i64 15
  %89 = addrspacecast float addrspace(3)* %88 to float*
  %90 = getelementptr inbounds [16 x [17 x float]], [16 x [17 x float]] addrspace(3)* @_ZZ11sgemm_tiledE2Bs, i64 0, i64 15, i64 %22
  %91 = addrspacecast float addrspace(3)* %90 to float*
  br label %101

92:                                               ; preds = %123, %8
  %93 = phi float [ 0.000000e+00, %8 ], [ %172, %123 ]
  %94 = icmp slt i32 %13, %0
  %95 = icmp slt i32 %16, %1
  %96 = and i1 %94, %95
  %97 = mul nsw i32 %13, %1
  %98 = add nsw i32 %97, %16
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, float* %7, i64 %99
  br i1 %96, label %175, label %180

101:                                              ; preds = %18, %123
  %102 = phi i32 [ 0, %18 ], [ %173, %123 ]
  %103 = phi float [ 0.000000e+00, %18 ], [ %172, %123 ]
  %104 = add i32 %102, %9
  %105 = icmp slt i32 %104, %2
  %106 = select i1 %19, i1 %105, i1 false
  br i1 %106, label %107, label %112

107:                                              ; preds = %101
  %108 = add i32 %104, %20
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, float* %4, i64 %109
  %111 = load float, float* %110, align 4, !tbaa !6
  br label %112

112:                                              ; preds = %101, %107
  %113 = phi float [ %111, %107 ], [ 0.000000e+00, %101 ]
  store float %113, float* %24, align 4, !tbaa !6
  %114 = add nsw i32 %102, %10
  %115 = icmp slt i32 %114, %2
  %116 = and i1 %25, %115
  br i1 %116, label %117, label %123

117:                                              ; preds = %112
  %118 = mul nsw i32 %114, %1
  %119 = add nsw i32 %118, %16
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, float* %5, i64 %120
  %122 = load float, float* %121, align 4, !tbaa !6
  br label %123

123:                                              ; preds = %112, %117
  %124 = phi float [ %122, %117 ], [ 0.000000e+00, %112 ]
  store float %124, float* %27, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  %125 = load float, float* %29, align 4, !tbaa !6
  %126 = load float, float* %31, align 4, !tbaa !6
  %127 = tail call float @llvm.fma.f32(float %125, float %126, float %103) #4
  %128 = load float, float* %33, align 4, !tbaa !6
  %129 = load float, float* %35, align 4, !tbaa !6
  %130 = tail call float @llvm.fma.f32(float %128, float %129, float %127) #4
  %131 = load float, float* %37, align 4, !tbaa !6
  %132 = load float, float* %39, align 4, !tbaa !6
  %133 = tail call float @llvm.fma.f32(float %131, float %132, float %130) #4
  %134 = load float, float* %41, align 4, !tbaa !6
  %135 = load float, float* %43, align 4, !tbaa !6
  %136 = tail call float @llvm.fma.f32(float %134, float %135, float %133) #4
  %137 = load float, float* %45, align 4, !tbaa !6
  %138 = load float, float* %47, align 4, !tbaa !6
  %139 = tail call float @llvm.fma.f32(float %137, float %138, float %136) #4
  %140 = load float, float* %49, align 4, !tbaa !6
  %141 = load float, float* %51, align 4, !tbaa !6
  %142 = tail call float @llvm.fma.f32(float %140, float %141, float %139) #4
  %143 = load float, float* %53, align 4, !tbaa !6
  %144 = load float, float* %55, align 4, !tbaa !6
  %145 = tail call float @llvm.fma.f32(float %143, float %144, float %142) #4
  %146 = load float, float* %57, align 4, !tbaa !6
  %147 = load float, float* %59, align 4, !tbaa !6
  %148 = tail call float @llvm.fma.f32(float %146, float %147, float %145) #4
  %149 = load float, float* %61, align 4, !tbaa !6
  %150 = load float, float* %63, align 4, !tbaa !6
  %151 = tail call float @llvm.fma.f32(float %149, float %150, float %148) #4
  %152 = load float, float* %65, align 4, !tbaa !6
  %153 = load float, float* %67, align 4, !tbaa !6
  %154 = tail call float @llvm.fma.f32(float %152, float %153, float %151) #4
  %155 = load float, float* %69, align 4, !tbaa !6
  %156 = load float, float* %71, align 4, !tbaa !6
  %157 = tail call float @llvm.fma.f32(float %155, float %156, float %154) #4
  %158 = load float, float* %73, align 4, !tbaa !6
  %159 = load float, float* %75, align 4, !tbaa !6
  %160 = tail call float @llvm.fma.f32(float %158, float %159, float %157) #4
  %161 = load float, float* %77, align 4, !tbaa !6
  %162 = load float, float* %79, align 4, !tbaa !6
  %163 = tail call float @llvm.fma.f32(float %161, float %162, float %160) #4
  %164 = load float, float* %81, align 4, !tbaa !6
  %165 = load float, float* %83, align 4, !tbaa !6
  %166 = tail call float @llvm.fma.f32(float %164, float %165, float %163) #4
  %167 = load float, float* %85, align 4, !tbaa !6
  %168 = load float, float* %87, align 4, !tbaa !6
  %169 = tail call float @llvm.fma.f32(float %167, float %168, float %166) #4
  %170 = load float, float* %89, align 4, !tbaa !6
  %171 = load float, float* %91, align 4, !tbaa !6
  %172 = tail call float @llvm.fma.f32(float %170, float %171, float %169) #4
  tail call void @llvm.nvvm.barrier0()
  %173 = add nuw nsw i32 %102, 16
  %174 = icmp slt i32 %173, %2
  br i1 %174, label %101, label %92, !llvm.loop !10

175:                                              ; preds = %92
  %176 = fmul float %93, %3
  %177 = load float, float* %100, align 4, !tbaa !6
  %178 = fmul float %177, %6
  %179 = fadd float %176, %178
  store float %179, float* %100, align 4, !tbaa !6
  br label %180

180:                                              ; preds = %175, %92
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32, i32, i32, float, float*, float*, float, float*)* @sgemm_tiled, !"kernel", i32 1}
!1 = !{void (i32, i32, i32, float, float*, float*, float, float*)* @sgemm_tiled, !"maxntidx", i32 256}
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
