source_filename = "half2_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @h2_axpy(i32 noundef %0, <2 x half>* nocapture noundef readonly %1, <2 x half>* nocapture noundef readonly %2, <2 x half>* nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %21

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds <2 x half>, <2 x half>* %1, i64 %12
  %14 = load <2 x half>, <2 x half>* %13, align 4, !tbaa !7
  %15 = getelementptr inbounds <2 x half>, <2 x half>* %2, i64 %12
  %16 = load <2 x half>, <2 x half>* %15, align 4, !tbaa !7
  %17 = fmul <2 x half> %14, %16
  %18 = getelementptr inbounds <2 x half>, <2 x half>* %3, i64 %12
  %19 = load <2 x half>, <2 x half>* %18, align 4, !tbaa !7
  %20 = fadd <2 x half> %17, %19
  store <2 x half> %20, <2 x half>* %18, align 4, !tbaa !7
  br label %21

21:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @h2_swizzle_mix(i32 noundef %0, <2 x half>* nocapture noundef readonly %1, <2 x half>* nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %0
  br i1 %9, label %10, label %26

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds <2 x half>, <2 x half>* %1, i64 %11
  %13 = load <2 x half>, <2 x half>* %12, align 4, !tbaa !7
  %14 = shufflevector <2 x half> %13, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %15 = fsub <2 x half> %13, %14
  %16 = extractelement <2 x half> %15, i64 0
  %17 = fcmp ogt half %16, 0xH0000
  %18 = extractelement <2 x half> %13, i64 0
  %19 = select i1 %17, half %16, half %18
  %20 = insertelement <2 x half> undef, half %19, i64 0
  %21 = extractelement <2 x half> %13, i64 1
  %22 = fmul half %21, 0xH3800
  %23 = insertelement <2 x half> %20, half %22, i64 1
  %24 = fadd <2 x half> %14, %23
  %25 = getelementptr inbounds <2 x half>, <2 x half>* %2, i64 %11
  store <2 x half> %24, <2 x half>* %25, align 4, !tbaa !7
  br label %26

26:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @h2_dot_rows(i32 noundef %0, i32 noundef %1, <2 x half>* nocapture noundef readonly %2, <2 x half>* nocapture noundef readonly %3, float* nocapture noundef writeonly %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %0
  br i1 %11, label %12, label %112

12:                                               ; preds = %5
  %13 = icmp sgt i32 %1, 0
  br i1 %13, label %14, label %46

14:                                               ; preds = %12
  %15 = mul nsw i32 %10, %1
  %16 = add i32 %1, -1
  %17 = and i32 %1, 3
  %18 = icmp ult i32 %16, 3
  br i1 %18, label %21, label %19

19:                                               ; preds = %14
  %20 = and i32 %1, -4
  br label %50

21:                                               ; preds = %50, %14
  %22 = phi float [ undef, %14 ], [ %108, %50 ]
  %23 = phi i32 [ 0, %14 ], [ %109, %50 ]
  %24 = phi float [ 0.000000e+00, %14 ], [ %108, %50 ]
  %25 = icmp eq i32 %17, 0
  br i1 %25, label %46, label %26

26:                                               ; preds = %21, %26
  %27 = phi i32 [ %43, %26 ], [ %23, %21 ]
  %28 = phi float [ %42, %26 ], [ %24, %21 ]
  %29 = phi i32 [ %44, %26 ], [ 0, %21 ]
  %30 = add nsw i32 %27, %15
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds <2 x half>, <2 x half>* %2, i64 %31
  %33 = load <2 x half>, <2 x half>* %32, align 4, !tbaa !7
  %34 = zext i32 %27 to i64
  %35 = getelementptr inbounds <2 x half>, <2 x half>* %3, i64 %34
  %36 = load <2 x half>, <2 x half>* %35, align 4, !tbaa !7
  %37 = fmul <2 x half> %33, %36
  %38 = fpext <2 x half> %37 to <2 x float>
  %39 = extractelement <2 x float> %38, i64 0
  %40 = extractelement <2 x float> %38, i64 1
  %41 = fadd float %39, %40
  %42 = fadd float %28, %41
  %43 = add nuw nsw i32 %27, 1
  %44 = add i32 %29, 1
  %45 = icmp eq i32 %44, %17
  br i1 %45, label %46, label %26, !llvm.loop !10

46:                                               ; preds = %21, %26, %12
  %47 = phi float [ 0.000000e+00, %12 ], [ %22, %21 ], [ %42, %26 ]
  %48 = sext i32 %10 to i64
  %49 = getelementptr inbounds float, float* %4, i64 %48
  store float %47, float* %49, align 4, !tbaa !12
  br label %112

50:                                               ; preds = %50, %19
  %51 = phi i32 [ 0, %19 ], [ %109, %50 ]
  %52 = phi float [ 0.000000e+00, %19 ], [ %108, %50 ]
  %53 = phi i32 [ 0, %19 ], [ %110, %50 ]
  %54 = add nsw i32 %51, %15
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds <2 x half>, <2 x half>* %2, i64 %55
  %57 = load <2 x half>, <2 x half>* %56, align 4, !tbaa !7
  %58 = zext i32 %51 to i64
  %59 = getelementptr inbounds <2 x half>, <2 x half>* %3, i64 %58
  %60 = load <2 x half>, <2 x half>* %59, align 4, !tbaa !7
  %61 = fmul <2 x half> %57, %60
  %62 = fpext <2 x half> %61 to <2 x float>
  %63 = extractelement <2 x float> %62, i64 0
  %64 = extractelement <2 x float> %62, i64 1
  %65 = fadd float %63, %64
  %66 = fadd float %52, %65
  %67 = or i32 %51, 1
  %68 = add nsw i32 %67, %15
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds <2 x half>, <2 x half>* %2, i64 %69
  %71 = load <2 x half>, <2 x half>* %70, align 4, !tbaa !7
  %72 = zext i32 %67 to i64
  %73 = getelementptr inbounds <2 x half>, <2 x half>* %3, i64 %72
  %74 = load <2 x half>, <2 x half>* %73, align 4, !tbaa !7
  %75 = fmul <2 x half> %71, %74
  %76 = fpext <2 x half> %75 to <2 x float>
  %77 = extractelement <2 x float> %76, i64 0
  %78 = extractelement <2 x float> %76, i64 1
  %79 = fadd float %77, %78
  %80 = fadd float %66, %79
  %81 = or i32 %51, 2
  %82 = add nsw i32 %81, %15
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds <2 x half>, <2 x half>* %2, i64 %83
  %85 = load <2 x half>, <2 x half>* %84, align 4, !tbaa !7
  %86 = zext i32 %81 to i64
  %87 = getelementptr inbounds <2 x half>, <2 x half>* %3, i64 %86
  %88 = load <2 x half>, <2 x half>* %87, align 4, !tbaa !7
  %89 = fmul <2 x half> %85, %88
  %90 = fpext <2 x half> %89 to <2 x float>
  %91 = extractelement <2 x float> %90, i64 0
  %92 = extractelement <2 x float> %90, i64 1
  %93 = fadd float %91, %92
  %94 = fadd float %80, %93
  %95 = or i32 %51, 3
  %96 = add nsw i32 %95, %15
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds <2 x half>, <2 x half>* %2, i64 %97
  %99 = load <2 x half>, <2 x half>* %98, align 4, !tbaa !7
  %100 = zext i32 %95 to i64
  %101 = getelementptr inbounds <2 x half>, <2 x half>* %3, i64 %100
  %102 = load <2 x half>, <2 x half>* %101, align 4, !tbaa !7
  %103 = fmul <2 x half> %99, %102
  %104 = fpext <2 x half> %103 to <2 x float>
  %105 = extractelement <2 x float> %104, i64 0
  %106 = extractelement <2 x float> %104, i64 1
  %107 = fadd float %105, %106
  %108 = fadd float %94, %107
  %109 = add nuw nsw i32 %51, 4
  %110 = add i32 %53, 4
  %111 = icmp eq i32 %110, %20
  br i1 %111, label %21, label %50, !llvm.loop !14

112:                                              ; preds = %5, %46
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32, <2 x half>*, <2 x half>*, <2 x half>*)* @h2_axpy, !"kernel", i32 1}
!1 = !{void (i32, <2 x half>*, <2 x half>*)* @h2_swizzle_mix, !"kernel", i32 1}
!2 = !{void (i32, i32, <2 x half>*, <2 x half>*, float*)* @h2_dot_rows, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
