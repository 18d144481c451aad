source_filename = "half_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @haxpy(i32 noundef %0, float noundef %1, half* nocapture noundef readonly %2, half* nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %20

11:                                               ; preds = %4
  %12 = fptrunc float %1 to half
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds half, half* %2, i64 %13
  %15 = load half, half* %14, align 2, !tbaa !6
  %16 = fmul half %15, %12
  %17 = getelementptr inbounds half, half* %3, i64 %13
  %18 = load half, half* %17, align 2, !tbaa !6
  %19 = fadd half %16, %18
  store half %19, half* %17, align 2, !tbaa !6
  br label %20

20:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @half_ops(i32 noundef %0, half* nocapture noundef readonly %1, half* nocapture noundef readonly %2, half* nocapture noundef writeonly %3, half* nocapture noundef writeonly %4, float* nocapture noundef writeonly %5, i32* nocapture noundef writeonly %6, i16* nocapture noundef writeonly %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %0
  br i1 %14, label %15, label %42

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds half, half* %1, i64 %16
  %18 = load half, half* %17, align 2, !tbaa !6
  %19 = getelementptr inbounds half, half* %2, i64 %16
  %20 = load half, half* %19, align 2, !tbaa !6
  %21 = fcmp ogt half %18, 0xH0000
  %22 = select i1 %21, half %18, half 0xH0000
  %23 = fcmp ogt half %18, %20
  %24 = select i1 %23, half %18, half %20
  %25 = fmul half %22, %24
  %26 = getelementptr inbounds half, half* %3, i64 %16
  store half %25, half* %26, align 2, !tbaa !6
  %27 = fadd half %20, 0xH4000
  %28 = fdiv half %18, %27
  %29 = getelementptr inbounds half, half* %4, i64 %16
  store half %28, half* %29, align 2, !tbaa !6
  %30 = fpext half %18 to float
  %31 = fmul float %30, 3.000000e+00
  %32 = fsub half %18, %20
  %33 = fpext half %32 to float
  %34 = fadd float %31, %33
  %35 = getelementptr inbounds float, float* %5, i64 %16
  store float %34, float* %35, align 4, !tbaa !10
  %36 = fmul half %18, 0xH5640
  %37 = fptosi half %36 to i32
  %38 = getelementptr inbounds i32, i32* %6, i64 %16
  store i32 %37, i32* %38, align 4, !tbaa !12
  %39 = fneg half %18
  %40 = getelementptr inbounds i16, i16* %7, i64 %16
  %41 = bitcast i16* %40 to half*
  store half %39, half* %41, align 2, !tbaa !14
  br label %42

42:                                               ; preds = %8, %15
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32, float, half*, half*)* @haxpy, !"kernel", i32 1}
!1 = !{void (i32, half*, half*, half*, half*, float*, i32*, i16*)* @half_ops, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"__fp16", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
