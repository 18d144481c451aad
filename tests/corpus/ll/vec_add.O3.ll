source_filename = "vec_add.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @saxpy(i32 noundef %0, float noundef %1, float* noalias nocapture noundef readonly %2, float* noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %13 = mul i32 %6, %12
  br label %15

14:                                               ; preds = %15, %4
  ret void

15:                                               ; preds = %11, %15
  %16 = phi i32 [ %9, %11 ], [ %23, %15 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, float* %2, i64 %17
  %19 = load float, float* %18, align 4, !tbaa !7
  %20 = getelementptr inbounds float, float* %3, i64 %17
  %21 = load float, float* %20, align 4, !tbaa !7
  %22 = tail call float @llvm.fma.f32(float %1, float %19, float %21) #4
  store float %22, float* %20, align 4, !tbaa !7
  %23 = add i32 %16, %13
  %24 = icmp slt i32 %23, %0
  br i1 %24, label %15, label %14, !llvm.loop !11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @vadd_u32(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %27

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !13
  %16 = getelementptr inbounds i32, i32* %1, i64 %13
  %17 = load i32, i32* %16, align 4, !tbaa !13
  %18 = add i32 %17, %15
  %19 = getelementptr inbounds i32, i32* %2, i64 %13
  store i32 %18, i32* %19, align 4, !tbaa !13
  %20 = sub i32 %15, %17
  %21 = mul i32 %20, -1640531535
  %22 = lshr i32 %15, 7
  %23 = shl i32 %17, 3
  %24 = xor i32 %23, %22
  %25 = xor i32 %24, %21
  %26 = getelementptr inbounds i32, i32* %3, i64 %13
  store i32 %25, i32* %26, align 4, !tbaa !13
  br label %27

27:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @axpby_f64(i32 noundef %0, double noundef %1, double* nocapture noundef readonly %2, double noundef %3, double* nocapture noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %0
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, double* %2, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !15
  %16 = fmul double %15, %1
  %17 = getelementptr inbounds double, double* %4, i64 %13
  %18 = load double, double* %17, align 8, !tbaa !15
  %19 = fmul double %18, %3
  %20 = fadd double %16, %19
  store double %20, double* %17, align 8, !tbaa !15
  br label %21

21:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32, float, float*, float*)* @saxpy, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32*, i32*, i32)* @vadd_u32, !"kernel", i32 1}
!2 = !{void (i32, double, double*, double, double*)* @axpby_f64, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !9, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !9, i64 0}
