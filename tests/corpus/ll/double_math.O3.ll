source_filename = "double_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @nbody_f64(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %154

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 2
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, double* %0, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !7
  %16 = or i32 %12, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, double* %0, i64 %17
  %19 = load double, double* %18, align 8, !tbaa !7
  %20 = or i32 %12, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, double* %0, i64 %21
  %23 = load double, double* %22, align 8, !tbaa !7
  %24 = icmp sgt i32 %2, 0
  br i1 %24, label %25, label %71

25:                                               ; preds = %11
  %26 = and i32 %2, 1
  %27 = icmp eq i32 %2, 1
  br i1 %27, label %32, label %28

28:                                               ; preds = %25
  %29 = and i32 %2, -2
  br label %84

30:                                               ; preds = %84
  %31 = shl i32 %151, 2
  br label %32

32:                                               ; preds = %30, %25
  %33 = phi double [ undef, %25 ], [ %148, %30 ]
  %34 = phi double [ undef, %25 ], [ %149, %30 ]
  %35 = phi double [ undef, %25 ], [ %150, %30 ]
  %36 = phi double [ 0.000000e+00, %25 ], [ %148, %30 ]
  %37 = phi double [ 0.000000e+00, %25 ], [ %149, %30 ]
  %38 = phi double [ 0.000000e+00, %25 ], [ %150, %30 ]
  %39 = phi i32 [ 0, %25 ], [ %31, %30 ]
  %40 = icmp eq i32 %26, 0
  br i1 %40, label %71, label %41

41:                                               ; preds = %32
  %42 = zext i32 %39 to i64
  %43 = getelementptr inbounds double, double* %0, i64 %42
  %44 = load double, double* %43, align 8, !tbaa !7
  %45 = fsub double %44, %15
  %46 = or i32 %39, 1
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds double, double* %0, i64 %47
  %49 = load double, double* %48, align 8, !tbaa !7
  %50 = fsub double %49, %19
  %51 = or i32 %39, 2
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds double, double* %0, i64 %52
  %54 = load double, double* %53, align 8, !tbaa !7
  %55 = fsub double %54, %23
  %56 = tail call double @llvm.fma.f64(double %55, double %55, double %3) #3
  %57 = tail call double @llvm.fma.f64(double %50, double %50, double %56) #3
  %58 = tail call double @llvm.fma.f64(double %45, double %45, double %57) #3
  %59 = tail call double @llvm.sqrt.f64(double %58) #3
  %60 = fmul double %58, %59
  %61 = fdiv double 1.000000e+00, %60
  %62 = or i32 %39, 3
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds double, double* %0, i64 %63
  %65 = load double, double* %64, align 8, !tbaa !7
  %66 = tail call double @llvm.fabs.f64(double %65) #3
  %67 = fmul double %66, %61
  %68 = tail call double @llvm.fma.f64(double %45, double %67, double %36) #3
  %69 = tail call double @llvm.fma.f64(double %50, double %67, double %37) #3
  %70 = tail call double @llvm.fma.f64(double %55, double %67, double %38) #3
  br label %71

71:                                               ; preds = %41, %32, %11
  %72 = phi double [ 0.000000e+00, %11 ], [ %35, %32 ], [ %70, %41 ]
  %73 = phi double [ 0.000000e+00, %11 ], [ %34, %32 ], [ %69, %41 ]
  %74 = phi double [ 0.000000e+00, %11 ], [ %33, %32 ], [ %68, %41 ]
  %75 = mul nsw i32 %9, 3
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, double* %1, i64 %76
  store double %74, double* %77, align 8, !tbaa !7
  %78 = add nsw i32 %75, 1
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, double* %1, i64 %79
  store double %73, double* %80, align 8, !tbaa !7
  %81 = add nsw i32 %75, 2
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds double, double* %1, i64 %82
  store double %72, double* %83, align 8, !tbaa !7
  br label %154

84:                                               ; preds = %84, %28
  %85 = phi double [ 0.000000e+00, %28 ], [ %148, %84 ]
  %86 = phi double [ 0.000000e+00, %28 ], [ %149, %84 ]
  %87 = phi double [ 0.000000e+00, %28 ], [ %150, %84 ]
  %88 = phi i32 [ 0, %28 ], [ %151, %84 ]
  %89 = phi i32 [ 0, %28 ], [ %152, %84 ]
  %90 = shl nsw i32 %88, 2
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds double, double* %0, i64 %91
  %93 = load double, double* %92, align 8, !tbaa !7
  %94 = fsub double %93, %15
  %95 = or i32 %90, 1
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds double, double* %0, i64 %96
  %98 = load double, double* %97, align 8, !tbaa !7
  %99 = fsub double %98, %19
  %100 = or i32 %90, 2
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds double, double* %0, i64 %101
  %103 = load double, double* %102, align 8, !tbaa !7
  %104 = fsub double %103, %23
  %105 = tail call double @llvm.fma.f64(double %104, double %104, double %3) #3
  %106 = tail call double @llvm.fma.f64(double %99, double %99, double %105) #3
  %107 = tail call double @llvm.fma.f64(double %94, double %94, double %106) #3
  %108 = tail call double @llvm.sqrt.f64(double %107) #3
  %109 = fmul double %107, %108
  %110 = fdiv double 1.000000e+00, %109
  %111 = or i32 %90, 3
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds double, double* %0, i64 %112
  %114 = load double, double* %113, align 8, !tbaa !7
  %115 = tail call double @llvm.fabs.f64(double %114) #3
  %116 = fmul double %115, %110
  %117 = tail call double @llvm.fma.f64(double %94, double %116, double %85) #3
  %118 = tail call double @llvm.fma.f64(double %99, double %116, double %86) #3
  %119 = tail call double @llvm.fma.f64(double %104, double %116, double %87) #3
  %120 = shl i32 %88, 2
  %121 = or i32 %120, 4
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds double, double* %0, i64 %122
  %124 = load double, double* %123, align 8, !tbaa !7
  %125 = fsub double %124, %15
  %126 = or i32 %120, 5
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds double, double* %0, i64 %127
  %129 = load double, double* %128, align 8, !tbaa !7
  %130 = fsub double %129, %19
  %131 = or i32 %120, 6
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds double, double* %0, i64 %132
  %134 = load double, double* %133, align 8, !tbaa !7
  %135 = fsub double %134, %23
  %136 = tail call double @llvm.fma.f64(double %135, double %135, double %3) #3
  %137 = tail call double @llvm.fma.f64(double %130, double %130, double %136) #3
  %138 = tail call double @llvm.fma.f64(double %125, double %125, double %137) #3
  %139 = tail call double @llvm.sqrt.f64(double %138) #3
  %140 = fmul double %138, %139
  %141 = fdiv double 1.000000e+00, %140
  %142 = or i32 %120, 7
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds double, double* %0, i64 %143
  %145 = load double, double* %144, align 8, !tbaa !7
  %146 = tail call double @llvm.fabs.f64(double %145) #3
  %147 = fmul double %146, %141
  %148 = tail call double @llvm.fma.f64(double %125, double %147, double %117) #3
  %149 = tail call double @llvm.fma.f64(double %130, double %147, double %118) #3
  %150 = tail call double @llvm.fma.f64(double %135, double %147, double %119) #3
  %151 = add nuw nsw i32 %88, 2
  %152 = add i32 %89, 2
  %153 = icmp eq i32 %152, %29
  br i1 %153, label %30, label %84, !llvm.loop !11

154:                                              ; preds = %4, %71
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @poly_newton_f64(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %65

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !7
  %14 = tail call double @llvm.fma.f64(double %13, double 0x3EFA01A01A01A01A, double 0x3F2A01A01A01A01A) #3
  %15 = tail call double @llvm.fma.f64(double %14, double %13, double 0x3F56C16C16C16C17) #3
  %16 = tail call double @llvm.fma.f64(double %15, double %13, double 0x3F81111111111111) #3
  %17 = tail call double @llvm.fma.f64(double %16, double %13, double 0x3FA5555555555555) #3
  %18 = tail call double @llvm.fma.f64(double %17, double %13, double 0x3FC5555555555555) #3
  %19 = tail call double @llvm.fma.f64(double %18, double %13, double 5.000000e-01) #3
  %20 = tail call double @llvm.fma.f64(double %19, double %13, double 1.000000e+00) #3
  %21 = tail call double @llvm.fabs.f64(double %13) #3
  %22 = fmul double %21, 2.000000e+00
  %23 = fadd double %22, 1.000000e+00
  %24 = fmul double %23, 5.000000e-01
  %25 = fmul double %24, 6.000000e-01
  %26 = fmul double %25, 6.000000e-01
  %27 = fsub double 1.500000e+00, %26
  %28 = fmul double %27, 6.000000e-01
  %29 = fmul double %24, %28
  %30 = fmul double %28, %29
  %31 = fsub double 1.500000e+00, %30
  %32 = fmul double %28, %31
  %33 = fmul double %24, %32
  %34 = fmul double %32, %33
  %35 = fsub double 1.500000e+00, %34
  %36 = fmul double %32, %35
  %37 = fmul double %24, %36
  %38 = fmul double %36, %37
  %39 = fsub double 1.500000e+00, %38
  %40 = fmul double %36, %39
  %41 = fmul double %24, %40
  %42 = fmul double %40, %41
  %43 = fsub double 1.500000e+00, %42
  %44 = fmul double %40, %43
  %45 = fmul double %24, %44
  %46 = fmul double %44, %45
  %47 = fsub double 1.500000e+00, %46
  %48 = fmul double %44, %47
  %49 = tail call double @llvm.fma.f64(double %20, double %13, double 1.000000e+00) #3
  %50 = mul nsw i32 %8, 3
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, double* %1, i64 %51
  store double %49, double* %52, align 8, !tbaa !7
  %53 = add nsw i32 %50, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, double* %1, i64 %54
  store double %48, double* %55, align 8, !tbaa !7
  %56 = fmul double %13, 1.000000e+01
  %57 = tail call double @llvm.maxnum.f64(double %56, double -3.000000e+00) #3
  %58 = tail call double @llvm.minnum.f64(double %57, double 3.000000e+00) #3
  %59 = fmul double %13, 7.500000e+00
  %60 = tail call double @llvm.floor.f64(double %59) #3
  %61 = fadd double %60, %58
  %62 = add nsw i32 %50, 2
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, double* %1, i64 %63
  store double %61, double* %64, align 8, !tbaa !7
  br label %65

65:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @kahan_rowsum_f64(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %95

11:                                               ; preds = %4
  %12 = icmp sgt i32 %3, 0
  %13 = sext i32 %9 to i64
  br i1 %12, label %14, label %45

14:                                               ; preds = %11
  %15 = zext i32 %3 to i64
  %16 = mul nsw i64 %15, %13
  %17 = add i32 %3, -1
  %18 = and i32 %3, 3
  %19 = icmp ult i32 %17, 3
  br i1 %19, label %22, label %20

20:                                               ; preds = %14
  %21 = and i32 %3, -4
  br label %48

22:                                               ; preds = %48, %14
  %23 = phi double [ undef, %14 ], [ %89, %48 ]
  %24 = phi double [ 0.000000e+00, %14 ], [ %89, %48 ]
  %25 = phi i32 [ 0, %14 ], [ %92, %48 ]
  %26 = phi double [ 0.000000e+00, %14 ], [ %91, %48 ]
  %27 = icmp eq i32 %18, 0
  br i1 %27, label %45, label %28

28:                                               ; preds = %22, %28
  %29 = phi double [ %39, %28 ], [ %24, %22 ]
  %30 = phi i32 [ %42, %28 ], [ %25, %22 ]
  %31 = phi double [ %41, %28 ], [ %26, %22 ]
  %32 = phi i32 [ %43, %28 ], [ 0, %22 ]
  %33 = zext i32 %30 to i64
  %34 = add nsw i64 %16, %33
  %35 = getelementptr inbounds double, double* %0, i64 %34
  %36 = load double, double* %35, align 8, !tbaa !7
  %37 = fmul double %36, 1.000000e-03
  %38 = fsub double %37, %31
  %39 = fadd double %29, %38
  %40 = fsub double %39, %29
  %41 = fsub double %40, %38
  %42 = add nuw nsw i32 %30, 1
  %43 = add i32 %32, 1
  %44 = icmp eq i32 %43, %18
  br i1 %44, label %45, label %28, !llvm.loop !13

45:                                               ; preds = %22, %28, %11
  %46 = phi double [ 0.000000e+00, %11 ], [ %23, %22 ], [ %39, %28 ]
  %47 = getelementptr inbounds double, double* %1, i64 %13
  store double %46, double* %47, align 8, !tbaa !7
  br label %95

48:                                               ; preds = %48, %20
  %49 = phi double [ 0.000000e+00, %20 ], [ %89, %48 ]
  %50 = phi i32 [ 0, %20 ], [ %92, %48 ]
  %51 = phi double [ 0.000000e+00, %20 ], [ %91, %48 ]
  %52 = phi i32 [ 0, %20 ], [ %93, %48 ]
  %53 = zext i32 %50 to i64
  %54 = add nsw i64 %16, %53
  %55 = getelementptr inbounds double, double* %0, i64 %54
  %56 = load double, double* %55, align 8, !tbaa !7
  %57 = fmul double %56, 1.000000e-03
  %58 = fsub double %57, %51
  %59 = fadd double %49, %58
  %60 = fsub double %59, %49
  %61 = fsub double %60, %58
  %62 = or i32 %50, 1
  %63 = zext i32 %62 to i64
  %64 = add nsw i64 %16, %63
  %65 = getelementptr inbounds double, double* %0, i64 %64
  %66 = load double, double* %65, align 8, !tbaa !7
  %67 = fmul double %66, 1.000000e-03
  %68 = fsub double %67, %61
  %69 = fadd double %59, %68
  %70 = fsub double %69, %59
  %71 = fsub double %70, %68
  %72 = or i32 %50, 2
  %73 = zext i32 %72 to i64
  %74 = add nsw i64 %16, %73
  %75 = getelementptr inbounds double, double* %0, i64 %74
  %76 = load double, double* %75, align 8, !tbaa !7
  %77 = fmul double %76, 1.000000e-03
  %78 = fsub double %77, %71
  %79 = fadd double %69, %78
  %80 = fsub double %79, %69
  %81 = fsub double %80, %78
  %82 = or i32 %50, 3
  %83 = zext i32 %82 to i64
  %84 = add nsw i64 %16, %83
  %85 = getelementptr inbounds double, double* %0, i64 %84
  %86 = load double, double* %85, align 8, !tbaa !7
  %87 = fmul double %86, 1.000000e-03
  %88 = fsub double %87, %81
  %89 = fadd double %79, %88
  %90 = fsub double %89, %79
  %91 = fsub double %90, %88
  %92 = add nuw nsw i32 %50, 4
  %93 = add i32 %52, 4
  %94 = icmp eq i32 %93, %21
  br i1 %94, label %22, label %48, !llvm.loop !15

95:                                               ; preds = %4, %45
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (double*, double*, i32, double)* @nbody_f64, !"kernel", i32 1}
!1 = !{void (double*, double*, i32)* @poly_newton_f64, !"kernel", i32 1}
!2 = !{void (double*, double*, i32, i32)* @kahan_rowsum_f64, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
