source_filename = "spmv_ell.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @spmv_ell(i32* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, float* nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %88

14:                                               ; preds = %7
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %16, label %42

16:                                               ; preds = %14
  %17 = and i32 %5, 1
  %18 = icmp eq i32 %5, 1
  br i1 %18, label %21, label %19

19:                                               ; preds = %16
  %20 = and i32 %5, -2
  br label %46

21:                                               ; preds = %83, %16
  %22 = phi float [ undef, %16 ], [ %84, %83 ]
  %23 = phi float [ 0.000000e+00, %16 ], [ %84, %83 ]
  %24 = phi i32 [ 0, %16 ], [ %85, %83 ]
  %25 = icmp eq i32 %17, 0
  br i1 %25, label %42, label %26

26:                                               ; preds = %21
  %27 = mul nsw i32 %24, %4
  %28 = add nsw i32 %27, %12
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %0, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = and i32 %31, -2147483647
  %33 = icmp eq i32 %32, -2147483647
  br i1 %33, label %42, label %34

34:                                               ; preds = %26
  %35 = urem i32 %31, %6
  %36 = getelementptr inbounds float, float* %1, i64 %29
  %37 = load float, float* %36, align 4, !tbaa !9
  %38 = zext i32 %35 to i64
  %39 = getelementptr inbounds float, float* %2, i64 %38
  %40 = load float, float* %39, align 4, !tbaa !9
  %41 = tail call float @llvm.fma.f32(float %37, float %40, float %23) #3
  br label %42

42:                                               ; preds = %21, %34, %26, %14
  %43 = phi float [ 0.000000e+00, %14 ], [ %22, %21 ], [ %41, %34 ], [ %23, %26 ]
  %44 = sext i32 %12 to i64
  %45 = getelementptr inbounds float, float* %3, i64 %44
  store float %43, float* %45, align 4, !tbaa !9
  br label %88

46:                                               ; preds = %83, %19
  %47 = phi float [ 0.000000e+00, %19 ], [ %84, %83 ]
  %48 = phi i32 [ 0, %19 ], [ %85, %83 ]
  %49 = phi i32 [ 0, %19 ], [ %86, %83 ]
  %50 = mul nsw i32 %48, %4
  %51 = add nsw i32 %50, %12
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %0, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !5
  %55 = and i32 %54, -2147483647
  %56 = icmp eq i32 %55, -2147483647
  br i1 %56, label %65, label %57

57:                                               ; preds = %46
  %58 = urem i32 %54, %6
  %59 = getelementptr inbounds float, float* %1, i64 %52
  %60 = load float, float* %59, align 4, !tbaa !9
  %61 = zext i32 %58 to i64
  %62 = getelementptr inbounds float, float* %2, i64 %61
  %63 = load float, float* %62, align 4, !tbaa !9
  %64 = tail call float @llvm.fma.f32(float %60, float %63, float %47) #3
  br label %65

65:                                               ; preds = %46, %57
  %66 = phi float [ %64, %57 ], [ %47, %46 ]
  %67 = or i32 %48, 1
  %68 = mul nsw i32 %67, %4
  %69 = add nsw i32 %68, %12
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, i32* %0, i64 %70
  %72 = load i32, i32* %71, align 4, !tbaa !5
  %73 = and i32 %72, -2147483647
  %74 = icmp eq i32 %73, -2147483647
  br i1 %74, label %83, label %75

75:                                               ; preds = %65
  %76 = urem i32 %72, %6
  %77 = getelementptr inbounds float, float* %1, i64 %70
  %78 = load float, float* %77, align 4, !tbaa !9
  %79 = zext i32 %76 to i64
  %80 = getelementptr inbounds float, float* %2, i64 %79
  %81 = load float, float* %80, align 4, !tbaa !9
  %82 = tail call float @llvm.fma.f32(float %78, float %81, float %66) #3
  br label %83

83:                                               ; preds = %75, %65
  %84 = phi float [ %82, %75 ], [ %66, %65 ]
  %85 = add nuw nsw i32 %48, 2
  %86 = add i32 %49, 2
  %87 = icmp eq i32 %86, %20
  br i1 %87, label %21, label %46, !llvm.loop !11

88:                                               ; preds = %7, %42
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, float*, float*, float*, i32, i32, i32)* @spmv_ell, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
