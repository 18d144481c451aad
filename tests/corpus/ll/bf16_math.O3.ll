source_filename = "bf16_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bf16_axpy(i32 noundef %0, float noundef %1, i16* nocapture noundef readonly %2, i16* nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %25

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i16, i16* %2, i64 %12
  %14 = load i16, i16* %13, align 2, !tbaa !7
  %15 = zext i16 %14 to i32
  %16 = shl nuw i32 %15, 16
  %17 = bitcast i32 %16 to float
  %18 = getelementptr inbounds i16, i16* %3, i64 %12
  %19 = load i16, i16* %18, align 2, !tbaa !7
  %20 = zext i16 %19 to i32
  %21 = shl nuw i32 %20, 16
  %22 = bitcast i32 %21 to float
  %23 = tail call float @llvm.fma.f32(float %1, float %17, float %22) #5
  %24 = tail call i16 @llvm.nvvm.f2bf16.rn(float %23) #5
  store i16 %24, i16* %18, align 2, !tbaa !7
  br label %25

25:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bf16x2_pack(i32 noundef %0, float noundef %1, float* nocapture noundef readonly %2, i32* nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %25

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 1
  %13 = or i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, float* %2, i64 %14
  %16 = load float, float* %15, align 4, !tbaa !11
  %17 = fmul float %16, %1
  %18 = sext i32 %12 to i64
  %19 = getelementptr inbounds float, float* %2, i64 %18
  %20 = load float, float* %19, align 4, !tbaa !11
  %21 = fmul float %20, %1
  %22 = tail call i32 @llvm.nvvm.ff2bf16x2.rn(float %17, float %21)
  %23 = sext i32 %9 to i64
  %24 = getelementptr inbounds i32, i32* %3, i64 %23
  store i32 %22, i32* %24, align 4, !tbaa !13
  br label %25

25:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.nvvm.ff2bf16x2.rn(float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @bf16_rowsum(i32 noundef %0, i32 noundef %1, i16* nocapture noundef readonly %2, i16* nocapture noundef writeonly %3, float* nocapture noundef writeonly %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %0
  br i1 %11, label %12, label %125

12:                                               ; preds = %5
  %13 = icmp sgt i32 %1, 0
  br i1 %13, label %14, label %41

14:                                               ; preds = %12
  %15 = mul nsw i32 %10, %1
  %16 = add i32 %1, -1
  %17 = and i32 %1, 7
  %18 = icmp ult i32 %16, 7
  br i1 %18, label %21, label %19

19:                                               ; preds = %14
  %20 = and i32 %1, -8
  br label %47

21:                                               ; preds = %47, %14
  %22 = phi float [ undef, %14 ], [ %121, %47 ]
  %23 = phi i32 [ 0, %14 ], [ %122, %47 ]
  %24 = phi float [ 0.000000e+00, %14 ], [ %121, %47 ]
  %25 = icmp eq i32 %17, 0
  br i1 %25, label %41, label %26

26:                                               ; preds = %21, %26
  %27 = phi i32 [ %38, %26 ], [ %23, %21 ]
  %28 = phi float [ %37, %26 ], [ %24, %21 ]
  %29 = phi i32 [ %39, %26 ], [ 0, %21 ]
  %30 = add nsw i32 %27, %15
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i16, i16* %2, i64 %31
  %33 = load i16, i16* %32, align 2, !tbaa !7
  %34 = zext i16 %33 to i32
  %35 = shl nuw i32 %34, 16
  %36 = bitcast i32 %35 to float
  %37 = fadd float %28, %36
  %38 = add nuw nsw i32 %27, 1
  %39 = add i32 %29, 1
  %40 = icmp eq i32 %39, %17
  br i1 %40, label %41, label %26, !llvm.loop !15

41:                                               ; preds = %21, %26, %12
  %42 = phi float [ 0.000000e+00, %12 ], [ %22, %21 ], [ %37, %26 ]
  %43 = tail call i16 @llvm.nvvm.f2bf16.rn(float %42) #5
  %44 = sext i32 %10 to i64
  %45 = getelementptr inbounds i16, i16* %3, i64 %44
  store i16 %43, i16* %45, align 2, !tbaa !7
  %46 = getelementptr inbounds float, float* %4, i64 %44
  store float %42, float* %46, align 4, !tbaa !11
  br label %125

47:                                               ; preds = %47, %19
  %48 = phi i32 [ 0, %19 ], [ %122, %47 ]
  %49 = phi float [ 0.000000e+00, %19 ], [ %121, %47 ]
  %50 = phi i32 [ 0, %19 ], [ %123, %47 ]
  %51 = add nsw i32 %48, %15
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i16, i16* %2, i64 %52
  %54 = load i16, i16* %53, align 2, !tbaa !7
  %55 = zext i16 %54 to i32
  %56 = shl nuw i32 %55, 16
  %57 = bitcast i32 %56 to float
  %58 = fadd float %49, %57
  %59 = or i32 %48, 1
  %60 = add nsw i32 %59, %15
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i16, i16* %2, i64 %61
  %63 = load i16, i16* %62, align 2, !tbaa !7
  %64 = zext i16 %63 to i32
  %65 = shl nuw i32 %64, 16
  %66 = bitcast i32 %65 to float
  %67 = fadd float %58, %66
  %68 = or i32 %48, 2
  %69 = add nsw i32 %68, %15
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i16, i16* %2, i64 %70
  %72 = load i16, i16* %71, align 2, !tbaa !7
  %73 = zext i16 %72 to i32
  %74 = shl nuw i32 %73, 16
  %75 = bitcast i32 %74 to float
  %76 = fadd float %67, %75
  %77 = or i32 %48, 3
  %78 = add nsw i32 %77, %15
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i16, i16* %2, i64 %79
  %81 = load i16, i16* %80, align 2, !tbaa !7
  %82 = zext i16 %81 to i32
  %83 = shl nuw i32 %82, 16
  %84 = bitcast i32 %83 to float
  %85 = fadd float %76, %84
  %86 = or i32 %48, 4
  %87 = add nsw i32 %86, %15
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i16, i16* %2, i64 %88
  %90 = load i16, i16* %89, align 2, !tbaa !7
  %91 = zext i16 %90 to i32
  %92 = shl nuw i32 %91, 16
  %93 = bitcast i32 %92 to float
  %94 = fadd float %85, %93
  %95 = or i32 %48, 5
  %96 = add nsw i32 %95, %15
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i16, i16* %2, i64 %97
  %99 = load i16, i16* %98, align 2, !tbaa !7
  %100 = zext i16 %99 to i32
  %101 = shl nuw i32 %100, 16
  %102 = bitcast i32 %101 to float
  %103 = fadd float %94, %102
  %104 = or i32 %48, 6
  %105 = add nsw i32 %104, %15
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i16, i16* %2, i64 %106
  %108 = load i16, i16* %107, align 2, !tbaa !7
  %109 = zext i16 %108 to i32
  %110 = shl nuw i32 %109, 16
  %111 = bitcast i32 %110 to float
  %112 = fadd float %103, %111
  %113 = or i32 %48, 7
  %114 = add nsw i32 %113, %15
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i16, i16* %2, i64 %115
  %117 = load i16, i16* %116, align 2, !tbaa !7
  %118 = zext i16 %117 to i32
  %119 = shl nuw i32 %118, 16
  %120 = bitcast i32 %119 to float
  %121 = fadd float %112, %120
  %122 = add nuw nsw i32 %48, 8
  %123 = add i32 %50, 8
  %124 = icmp eq i32 %123, %20
  br i1 %124, label %21, label %47, !llvm.loop !17

125:                                              ; preds = %5, %41
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone
declare i16 @llvm.nvvm.f2bf16.rn(float) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32, float, i16*, i16*)* @bf16_axpy, !"kernel", i32 1}
!1 = !{void (i32, float, float*, i32*)* @bf16x2_pack, !"kernel", i32 1}
!2 = !{void (i32, i32, i16*, i16*, float*)* @bf16_rowsum, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !9, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !9, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
