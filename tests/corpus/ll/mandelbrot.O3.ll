source_filename = "mandelbrot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind writeonly
define dso_local void @mandelbrot_f32(i32* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %13 = add i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %16 = mul i32 %14, %15
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %13, %1
  %20 = icmp slt i32 %18, %2
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %56

22:                                               ; preds = %8
  %23 = sitofp i32 %13 to float
  %24 = fmul float %23, %5
  %25 = fadd float %24, %3
  %26 = sitofp i32 %18 to float
  %27 = fmul float %26, %6
  %28 = fadd float %27, %4
  br label %29

29:                                               ; preds = %46, %22
  %30 = phi float [ 0.000000e+00, %22 ], [ %47, %46 ]
  %31 = phi i32 [ 0, %22 ], [ %48, %46 ]
  %32 = phi float [ 0.000000e+00, %22 ], [ %49, %46 ]
  %33 = icmp slt i32 %31, %7
  br i1 %33, label %34, label %50

34:                                               ; preds = %29
  %35 = fmul float %32, %32
  %36 = fmul float %30, %30
  %37 = fadd float %36, %35
  %38 = fcmp ogt float %37, 4.000000e+00
  br i1 %38, label %46, label %39

39:                                               ; preds = %34
  %40 = add nsw i32 %31, 1
  %41 = fsub float %35, %36
  %42 = fadd float %25, %41
  %43 = fmul float %32, 2.000000e+00
  %44 = fmul float %30, %43
  %45 = fadd float %28, %44
  br label %46

46:                                               ; preds = %34, %39
  %47 = phi float [ %45, %39 ], [ %30, %34 ]
  %48 = phi i32 [ %40, %39 ], [ %31, %34 ]
  %49 = phi float [ %42, %39 ], [ %32, %34 ]
  br i1 %38, label %50, label %29

50:                                               ; preds = %46, %29
  %51 = phi i32 [ %48, %46 ], [ %31, %29 ]
  %52 = mul nsw i32 %18, %1
  %53 = add nsw i32 %52, %13
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, i32* %0, i64 %54
  store i32 %51, i32* %55, align 4, !tbaa !6
  br label %56

56:                                               ; preds = %8, %50
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind writeonly
define dso_local void @julia_f64(i8* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2, double noundef %3, double noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %11, %1
  %18 = icmp slt i32 %16, %2
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %60

20:                                               ; preds = %6
  %21 = icmp sgt i32 %5, 0
  br i1 %21, label %22, label %51

22:                                               ; preds = %20
  %23 = sitofp i32 %16 to double
  %24 = fmul double %23, 3.000000e+00
  %25 = sitofp i32 %2 to double
  %26 = fdiv double %24, %25
  %27 = fadd double %26, -1.500000e+00
  %28 = sitofp i32 %11 to double
  %29 = fmul double %28, 3.000000e+00
  %30 = sitofp i32 %1 to double
  %31 = fdiv double %29, %30
  %32 = fadd double %31, -1.500000e+00
  br label %33

33:                                               ; preds = %22, %48
  %34 = phi i32 [ %49, %48 ], [ 0, %22 ]
  %35 = phi double [ %43, %48 ], [ %27, %22 ]
  %36 = phi double [ %40, %48 ], [ %32, %22 ]
  %37 = fmul double %36, %36
  %38 = fmul double %35, %35
  %39 = fsub double %37, %38
  %40 = fadd double %39, %3
  %41 = fmul double %36, 2.000000e+00
  %42 = fmul double %41, %35
  %43 = fadd double %42, %4
  %44 = fmul double %40, %40
  %45 = fmul double %43, %43
  %46 = fadd double %45, %44
  %47 = fcmp ogt double %46, 4.000000e+00
  br i1 %47, label %51, label %48

48:                                               ; preds = %33
  %49 = add nuw nsw i32 %34, 1
  %50 = icmp eq i32 %49, %5
  br i1 %50, label %51, label %33, !llvm.loop !10

51:                                               ; preds = %48, %33, %20
  %52 = phi i32 [ 0, %20 ], [ %5, %48 ], [ %34, %33 ]
  %53 = mul nsw i32 %52, 255
  %54 = sdiv i32 %53, %5
  %55 = trunc i32 %54 to i8
  %56 = mul nsw i32 %16, %1
  %57 = add nsw i32 %56, %11
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, i8* %0, i64 %58
  store i8 %55, i8* %59, align 1, !tbaa !12
  br label %60

60:                                               ; preds = %6, %51
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32, i32, float, float, float, float, i32)* @mandelbrot_f32, !"kernel", i32 1}
!1 = !{void (i8*, i32, i32, double, double, i32)* @julia_f64, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
