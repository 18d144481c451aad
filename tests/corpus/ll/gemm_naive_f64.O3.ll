source_filename = "gemm_naive_f64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @dgemm_naive(i32 noundef %0, i32 noundef %1, i32 noundef %2, double* nocapture noundef readonly %3, double* nocapture noundef readonly %4, double* nocapture noundef writeonly %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %0
  %18 = icmp slt i32 %11, %1
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %107

20:                                               ; preds = %6
  %21 = icmp sgt i32 %2, 0
  br i1 %21, label %22, label %51

22:                                               ; preds = %20
  %23 = mul nsw i32 %16, %2
  %24 = add i32 %2, -1
  %25 = and i32 %2, 3
  %26 = icmp ult i32 %24, 3
  br i1 %26, label %29, label %27

27:                                               ; preds = %22
  %28 = and i32 %2, -4
  br label %57

29:                                               ; preds = %57, %22
  %30 = phi double [ undef, %22 ], [ %103, %57 ]
  %31 = phi i32 [ 0, %22 ], [ %104, %57 ]
  %32 = phi double [ 0.000000e+00, %22 ], [ %103, %57 ]
  %33 = icmp eq i32 %25, 0
  br i1 %33, label %51, label %34

34:                                               ; preds = %29, %34
  %35 = phi i32 [ %48, %34 ], [ %31, %29 ]
  %36 = phi double [ %47, %34 ], [ %32, %29 ]
  %37 = phi i32 [ %49, %34 ], [ 0, %29 ]
  %38 = add nsw i32 %35, %23
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, double* %3, i64 %39
  %41 = load double, double* %40, align 8, !tbaa !6
  %42 = mul nsw i32 %35, %1
  %43 = add nsw i32 %42, %11
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, double* %4, i64 %44
  %46 = load double, double* %45, align 8, !tbaa !6
  %47 = tail call double @llvm.fma.f64(double %41, double %46, double %36) #3
  %48 = add nuw nsw i32 %35, 1
  %49 = add i32 %37, 1
  %50 = icmp eq i32 %49, %25
  br i1 %50, label %51, label %34, !llvm.loop !10

51:                                               ; preds = %29, %34, %20
  %52 = phi double [ 0.000000e+00, %20 ], [ %30, %29 ], [ %47, %34 ]
  %53 = mul nsw i32 %16, %1
  %54 = add nsw i32 %53, %11
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, double* %5, i64 %55
  store double %52, double* %56, align 8, !tbaa !6
  br label %107

57:                                               ; preds = %57, %27
  %58 = phi i32 [ 0, %27 ], [ %104, %57 ]
  %59 = phi double [ 0.000000e+00, %27 ], [ %103, %57 ]
  %60 = phi i32 [ 0, %27 ], [ %105, %57 ]
  %61 = add nsw i32 %58, %23
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, double* %3, i64 %62
  %64 = load double, double* %63, align 8, !tbaa !6
  %65 = mul nsw i32 %58, %1
  %66 = add nsw i32 %65, %11
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, double* %4, i64 %67
  %69 = load double, double* %68, align 8, !tbaa !6
  %70 = tail call double @llvm.fma.f64(double %64, double %69, double %59) #3
  %71 = or i32 %58, 1
  %72 = add nsw i32 %71, %23
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, double* %3, i64 %73
  %75 = load double, double* %74, align 8, !tbaa !6
  %76 = mul nsw i32 %71, %1
  %77 = add nsw i32 %76, %11
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds double, double* %4, i64 %78
  %80 = load double, double* %79, align 8, !tbaa !6
  %81 = tail call double @llvm.fma.f64(double %75, double %80, double %70) #3
  %82 = or i32 %58, 2
  %83 = add nsw i32 %82, %23
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds double, double* %3, i64 %84
  %86 = load double, double* %85, align 8, !tbaa !6
  %87 = mul nsw i32 %82, %1
  %88 = add nsw i32 %87, %11
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds double, double* %4, i64 %89
  %91 = load double, double* %90, align 8, !tbaa !6
  %92 = tail call double @llvm.fma.f64(double %86, double %91, double %81) #3
  %93 = or i32 %58, 3
  %94 = add nsw i32 %93, %23
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds double, double* %3, i64 %95
  %97 = load double, double* %96, align 8, !tbaa !6
  %98 = mul nsw i32 %93, %1
  %99 = add nsw i32 %98, %11
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds double, double* %4, i64 %100
  %102 = load double, double* %101, align 8, !tbaa !6
  %103 = tail call double @llvm.fma.f64(double %97, double %102, double %92) #3
  %104 = add nuw nsw i32 %58, 4
  %105 = add i32 %60, 4
  %106 = icmp eq i32 %105, %28
  br i1 %106, label %29, label %57, !llvm.loop !12

107:                                              ; preds = %6, %51
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @dgemv(i32 noundef %0, i32 noundef %1, double noundef %2, double* nocapture noundef readonly %3, double* nocapture noundef readonly %4, double noundef %5, double* nocapture noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %0
  br i1 %13, label %14, label %122

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = sext i32 %1 to i64
  %17 = mul nsw i64 %16, %15
  %18 = getelementptr inbounds double, double* %3, i64 %17
  %19 = icmp sgt i32 %1, 0
  br i1 %19, label %20, label %45

20:                                               ; preds = %14
  %21 = add i32 %1, -1
  %22 = and i32 %1, 7
  %23 = icmp ult i32 %21, 7
  br i1 %23, label %26, label %24

24:                                               ; preds = %20
  %25 = and i32 %1, -8
  br label %52

26:                                               ; preds = %52, %20
  %27 = phi double [ undef, %20 ], [ %118, %52 ]
  %28 = phi i32 [ 0, %20 ], [ %119, %52 ]
  %29 = phi double [ 0.000000e+00, %20 ], [ %118, %52 ]
  %30 = icmp eq i32 %22, 0
  br i1 %30, label %45, label %31

31:                                               ; preds = %26, %31
  %32 = phi i32 [ %42, %31 ], [ %28, %26 ]
  %33 = phi double [ %41, %31 ], [ %29, %26 ]
  %34 = phi i32 [ %43, %31 ], [ 0, %26 ]
  %35 = zext i32 %32 to i64
  %36 = getelementptr inbounds double, double* %18, i64 %35
  %37 = load double, double* %36, align 8, !tbaa !6
  %38 = getelementptr inbounds double, double* %4, i64 %35
  %39 = load double, double* %38, align 8, !tbaa !6
  %40 = fmul double %37, %39
  %41 = fadd double %33, %40
  %42 = add nuw nsw i32 %32, 1
  %43 = add i32 %34, 1
  %44 = icmp eq i32 %43, %22
  br i1 %44, label %45, label %31, !llvm.loop !14

45:                                               ; preds = %26, %31, %14
  %46 = phi double [ 0.000000e+00, %14 ], [ %27, %26 ], [ %41, %31 ]
  %47 = fmul double %46, %2
  %48 = getelementptr inbounds double, double* %6, i64 %15
  %49 = load double, double* %48, align 8, !tbaa !6
  %50 = fmul double %49, %5
  %51 = fadd double %47, %50
  store double %51, double* %48, align 8, !tbaa !6
  br label %122

52:                                               ; preds = %52, %24
  %53 = phi i32 [ 0, %24 ], [ %119, %52 ]
  %54 = phi double [ 0.000000e+00, %24 ], [ %118, %52 ]
  %55 = phi i32 [ 0, %24 ], [ %120, %52 ]
  %56 = zext i32 %53 to i64
  %57 = getelementptr inbounds double, double* %18, i64 %56
  %58 = load double, double* %57, align 8, !tbaa !6
  %59 = getelementptr inbounds double, double* %4, i64 %56
  %60 = load double, double* %59, align 8, !tbaa !6
  %61 = fmul double %58, %60
  %62 = fadd double %54, %61
  %63 = or i32 %53, 1
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds double, double* %18, i64 %64
  %66 = load double, double* %65, align 8, !tbaa !6
  %67 = getelementptr inbounds double, double* %4, i64 %64
  %68 = load double, double* %67, align 8, !tbaa !6
  %69 = fmul double %66, %68
  %70 = fadd double %62, %69
  %71 = or i32 %53, 2
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds double, double* %18, i64 %72
  %74 = load double, double* %73, align 8, !tbaa !6
  %75 = getelementptr inbounds double, double* %4, i64 %72
  %76 = load double, double* %75, align 8, !tbaa !6
  %77 = fmul double %74, %76
  %78 = fadd double %70, %77
  %79 = or i32 %53, 3
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds double, double* %18, i64 %80
  %82 = load double, double* %81, align 8, !tbaa !6
  %83 = getelementptr inbounds double, double* %4, i64 %80
  %84 = load double, double* %83, align 8, !tbaa !6
  %85 = fmul double %82, %84
  %86 = fadd double %78, %85
  %87 = or i32 %53, 4
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds double, double* %18, i64 %88
  %90 = load double, double* %89, align 8, !tbaa !6
  %91 = getelementptr inbounds double, double* %4, i64 %88
  %92 = load double, double* %91, align 8, !tbaa !6
  %93 = fmul double %90, %92
  %94 = fadd double %86, %93
  %95 = or i32 %53, 5
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds double, double* %18, i64 %96
  %98 = load double, double* %97, align 8, !tbaa !6
  %99 = getelementptr inbounds double, double* %4, i64 %96
  %100 = load double, double* %99, align 8, !tbaa !6
  %101 = fmul double %98, %100
  %102 = fadd double %94, %101
  %103 = or i32 %53, 6
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds double, double* %18, i64 %104
  %106 = load double, double* %105, align 8, !tbaa !6
  %107 = getelementptr inbounds double, double* %4, i64 %104
  %108 = load double, double* %107, align 8, !tbaa !6
  %109 = fmul double %106, %108
  %110 = fadd double %102, %109
  %111 = or i32 %53, 7
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds double, double* %18, i64 %112
  %114 = load double, double* %113, align 8, !tbaa !6
  %115 = getelementptr inbounds double, double* %4, i64 %112
  %116 = load double, double* %115, align 8, !tbaa !6
  %117 = fmul double %114, %116
  %118 = fadd double %110, %117
  %119 = add nuw nsw i32 %53, 8
  %120 = add i32 %55, 8
  %121 = icmp eq i32 %120, %25
  br i1 %121, label %26, label %52, !llvm.loop !15

122:                                              ; preds = %7, %45
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32, i32, i32, double*, double*, double*)* @dgemm_naive, !"kernel", i32 1}
!1 = !{void (i32, i32, double, double*, double*, double, double*)* @dgemv, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !13}
