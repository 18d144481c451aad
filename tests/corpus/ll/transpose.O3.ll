source_filename = "transpose.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16transpose_sharedE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @transpose_naive(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %12 = mul i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %4
  %19 = mul nsw i32 %14, %2
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, float* %0, i64 %21
  %23 = load float, float* %22, align 4, !tbaa !8
  %24 = mul nsw i32 %9, %3
  %25 = add nsw i32 %24, %14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, float* %1, i64 %26
  store float %23, float* %27, align 4, !tbaa !8
  br label %28

28:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose_shared(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = shl i32 %5, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4
  %10 = shl i32 %9, 5
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %12 = icmp slt i32 %8, %2
  %13 = zext i32 %7 to i64
  br i1 %12, label %14, label %68

14:                                               ; preds = %4
  %15 = add i32 %11, %10
  %16 = icmp slt i32 %15, %3
  br i1 %16, label %17, label %26

17:                                               ; preds = %14
  %18 = mul nsw i32 %15, %2
  %19 = add nsw i32 %18, %8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, float* %0, i64 %20
  %22 = load float, float* %21, align 4, !tbaa !8
  %23 = zext i32 %11 to i64
  %24 = getelementptr inbounds [32 x [33 x float]], [32 x [33 x float]] addrspace(3)* @_ZZ16transpose_sharedE4tile, i64 0, i64 %23, i64 %13
  %25 = addrspacecast float addrspace(3)* %24 to float*
  store float %22, float* %25, align 4, !tbaa !8
  br label %26

26:                                               ; preds = %14, %17
  br i1 %12, label %27, label %68

27:                                               ; preds = %26
  %28 = add i32 %11, 8
  %29 = add i32 %28, %10
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %31, label %40

31:                                               ; preds = %27
  %32 = mul nsw i32 %29, %2
  %33 = add nsw i32 %32, %8
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, float* %0, i64 %34
  %36 = load float, float* %35, align 4, !tbaa !8
  %37 = zext i32 %28 to i64
  %38 = getelementptr inbounds [32 x [33 x float]], [32 x [33 x float]] addrspace(3)* @_ZZ16transpose_sharedE4tile, i64 0, i64 %37, i64 %13
  %39 = addrspacecast float addrspace(3)* %38 to float*
  store float %36, float* %39, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %31, %27
  br i1 %12, label %41, label %68

41:                                               ; preds = %40
  %42 = add i32 %11, 16
  %43 = add i32 %42, %10
  %44 = icmp slt i32 %43, %3
  br i1 %44, label %45, label %54

45:                                               ; preds = %41
  %46 = mul nsw i32 %43, %2
  %47 = add nsw i32 %46, %8
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, float* %0, i64 %48
  %50 = load float, float* %49, align 4, !tbaa !8
  %51 = zext i32 %42 to i64
  %52 = getelementptr inbounds [32 x [33 x float]], [32 x [33 x float]] addrspace(3)* @_ZZ16transpose_sharedE4tile, i64 0, i64 %51, i64 %13
  %53 = addrspacecast float addrspace(3)* %52 to float*
  store float %50, float* %53, align 4, !tbaa !8
  br label %54

54:                                               ; preds = %45, %41
  br i1 %12, label %55, label %68

55:                                               ; preds = %54
  %56 = add i32 %11, 24
  %57 = add i32 %56, %10
  %58 = icmp slt i32 %57, %3
  br i1 %58, label %59, label %68

59:                                               ; preds = %55
  %60 = mul nsw i32 %57, %2
  %61 = add nsw i32 %60, %8
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, float* %0, i64 %62
  %64 = load float, float* %63, align 4, !tbaa !8
  %65 = zext i32 %56 to i64
  %66 = getelementptr inbounds [32 x [33 x float]], [32 x [33 x float]] addrspace(3)* @_ZZ16transpose_sharedE4tile, i64 0, i64 %65, i64 %13
  %67 = addrspacecast float addrspace(3)* %66 to float*
  store float %64, float* %67, align 4, !tbaa !8
  br label %68

68:                                               ; preds = %40, %4, %26, %59, %55, %54
  tail call void @llvm.nvvm.barrier0()
  %69 = add i32 %10, %7
  %70 = icmp slt i32 %69, %3
  br i1 %70, label %71, label %125

71:                                               ; preds = %68
  %72 = add i32 %11, %6
  %73 = icmp slt i32 %72, %2
  br i1 %73, label %74, label %83

74:                                               ; preds = %71
  %75 = zext i32 %11 to i64
  %76 = getelementptr inbounds [32 x [33 x float]], [32 x [33 x float]] addrspace(3)* @_ZZ16transpose_sharedE4tile, i64 0, i64 %13, i64 %75
  %77 = addrspacecast float addrspace(3)* %76 to float*
  %78 = load float, float* %77, align 4, !tbaa !8
  %79 = mul nsw i32 %72, %3
  %80 = add nsw i32 %79, %69
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, float* %1, i64 %81
  store float %78, float* %82, align 4, !tbaa !8
  br label %83

83:                                               ; preds = %71, %74
  br i1 %70, label %84, label %125

84:                                               ; preds = %83
  %85 = add i32 %11, 8
  %86 = add i32 %85, %6
  %87 = icmp slt i32 %86, %2
  br i1 %87, label %88, label %97

88:                                               ; preds = %84
  %89 = zext i32 %85 to i64
  %90 = getelementptr inbounds [32 x [33 x float]], [32 x [33 x float]] addrspace(3)* @_ZZ16transpose_sharedE4tile, i64 0, i64 %13, i64 %89
  %91 = addrspacecast float addrspace(3)* %90 to float*
  %92 = load float, float* %91, align 4, !tbaa !8
  %93 = mul nsw i32 %86, %3
  %94 = add nsw i32 %93, %69
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, float* %1, i64 %95
  store float %92, float* %96, align 4, !tbaa !8
  br label %97

97:                                               ; preds = %88, %84
  br i1 %70, label %98, label %125

98:                                               ; preds = %97
  %99 = add i32 %11, 16
  %100 = add i32 %99, %6
  %101 = icmp slt i32 %100, %2
  br i1 %101, label %102, label %111

102:                                              ; preds = %98
  %103 = zext i32 %99 to i64
  %104 = getelementptr inbounds [32 x [33 x float]], [32 x [33 x float]] addrspace(3)* @_ZZ16transpose_sharedE4tile, i64 0, i64 %13, i64 %103
  %105 = addrspacecast float addrspace(3)* %104 to float*
  %106 = load float, float* %105, align 4, !tbaa !8
  %107 = mul nsw i32 %100, %3
  %108 = add nsw i32 %107, %69
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, float* %1, i64 %109
  store float %106, float* %110, align 4, !tbaa !8
  br label %111

111:                                              ; preds = %102, %98
  br i1 %70, label %112, label %125

112:                                              ; preds = %111
  %113 = add i32 %11, 24
  %114 = add i32 %113, %6
  %115 = icmp slt i32 %114, %2
  br i1 %115, label %116, label %125

116:                                              ; preds = %112
  %117 = zext i32 %113 to i64
  %118 = getelementptr inbounds [32 x [33 x float]], [32 x [33 x float]] addrspace(3)* @_ZZ16transpose_sharedE4tile, i64 0, i64 %13, i64 %117
  %119 = addrspacecast float addrspace(3)* %118 to float*
  %120 = load float, float* %119, align 4, !tbaa !8
  %121 = mul nsw i32 %114, %3
  %122 = add nsw i32 %121, %69
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds float, float* %1, i64 %123
  store float %120, float* %124, align 4, !tbaa !8
  br label %125

125:                                              ; preds = %97, %68, %83, %116, %112, %111
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @transpose_u16(i16* nocapture noundef readonly %0, i16* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %12 = mul i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %4
  %19 = mul nsw i32 %14, %2
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i16, i16* %0, i64 %21
  %23 = load i16, i16* %22, align 2, !tbaa !12
  %24 = mul nsw i32 %9, %3
  %25 = add nsw i32 %24, %14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i16, i16* %1, i64 %26
  store i16 %23, i16* %27, align 2, !tbaa !12
  br label %28

28:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { convergent nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (float*, float*, i32, i32)* @transpose_naive, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32)* @transpose_shared, !"kernel", i32 1}
!2 = !{void (float*, float*, i32, i32)* @transpose_shared, !"maxntidx", i32 256}
!3 = !{void (i16*, i16*, i32, i32)* @transpose_u16, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !10, i64 0}
