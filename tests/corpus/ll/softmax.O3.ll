source_filename = "softmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @softmax_rows(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %11 = icmp slt i32 %9, %2
  br i1 %11, label %12, label %77

12:                                               ; preds = %4
  %13 = sext i32 %9 to i64
  %14 = sext i32 %3 to i64
  %15 = mul nsw i64 %14, %13
  %16 = getelementptr inbounds float, float* %0, i64 %15
  %17 = getelementptr inbounds float, float* %1, i64 %15
  %18 = icmp slt i32 %10, %3
  br i1 %18, label %31, label %19

19:                                               ; preds = %31, %12
  %20 = phi float [ 0xFFF0000000000000, %12 ], [ %37, %31 ]
  %21 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %20, i32 16, i32 31) #5
  %22 = tail call float @llvm.maxnum.f32(float %20, float %21) #5
  %23 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 8, i32 31) #5
  %24 = tail call float @llvm.maxnum.f32(float %22, float %23) #5
  %25 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 4, i32 31) #5
  %26 = tail call float @llvm.maxnum.f32(float %24, float %25) #5
  %27 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 2, i32 31) #5
  %28 = tail call float @llvm.maxnum.f32(float %26, float %27) #5
  %29 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 1, i32 31) #5
  %30 = tail call float @llvm.maxnum.f32(float %28, float %29) #5
  br i1 %18, label %53, label %40

31:                                               ; preds = %12, %31
  %32 = phi i32 [ %38, %31 ], [ %10, %12 ]
  %33 = phi float [ %37, %31 ], [ 0xFFF0000000000000, %12 ]
  %34 = sext i32 %32 to i64
  %35 = getelementptr inbounds float, float* %16, i64 %34
  %36 = load float, float* %35, align 4, !tbaa !8
  %37 = tail call float @llvm.maxnum.f32(float %33, float %36) #5
  %38 = add nsw i32 %32, 32
  %39 = icmp slt i32 %38, %3
  br i1 %39, label %31, label %19, !llvm.loop !12

40:                                               ; preds = %53, %19
  %41 = phi float [ 0.000000e+00, %19 ], [ %62, %53 ]
  %42 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 16, i32 31) #5
  %43 = fadd float %41, %42
  %44 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 8, i32 31) #5
  %45 = fadd float %43, %44
  %46 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 4, i32 31) #5
  %47 = fadd float %45, %46
  %48 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 2, i32 31) #5
  %49 = fadd float %47, %48
  %50 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 1, i32 31) #5
  %51 = fadd float %49, %50
  %52 = fdiv float 1.000000e+00, %51
  br i1 %18, label %65, label %77

53:                                               ; preds = %19, %53
  %54 = phi i32 [ %63, %53 ], [ %10, %19 ]
  %55 = phi float [ %62, %53 ], [ 0.000000e+00, %19 ]
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds float, float* %16, i64 %56
  %58 = load float, float* %57, align 4, !tbaa !8
  %59 = fsub float %58, %30
  %60 = fmul float %59, 0x3FF7154760000000
  %61 = tail call float @llvm.nvvm.ex2.approx.f(float %60) #5
  %62 = fadd float %55, %61
  %63 = add nsw i32 %54, 32
  %64 = icmp slt i32 %63, %3
  br i1 %64, label %53, label %40, !llvm.loop !14

65:                                               ; preds = %40, %65
  %66 = phi i32 [ %75, %65 ], [ %10, %40 ]
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, float* %16, i64 %67
  %69 = load float, float* %68, align 4, !tbaa !8
  %70 = fsub float %69, %30
  %71 = fmul float %70, 0x3FF7154760000000
  %72 = tail call float @llvm.nvvm.ex2.approx.f(float %71) #5
  %73 = fmul float %52, %72
  %74 = getelementptr inbounds float, float* %17, i64 %67
  store float %73, float* %74, align 4, !tbaa !8
  %75 = add nsw i32 %66, 32
  %76 = icmp slt i32 %75, %3
  br i1 %76, label %65, label %77, !llvm.loop !15

77:                                               ; preds = %65, %40, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @log_softmax_rows(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %11 = icmp slt i32 %9, %2
  br i1 %11, label %12, label %76

12:                                               ; preds = %4
  %13 = sext i32 %9 to i64
  %14 = sext i32 %3 to i64
  %15 = mul nsw i64 %14, %13
  %16 = getelementptr inbounds float, float* %0, i64 %15
  %17 = icmp slt i32 %10, %3
  br i1 %17, label %30, label %18

18:                                               ; preds = %30, %12
  %19 = phi float [ 0xFFF0000000000000, %12 ], [ %36, %30 ]
  %20 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 16, i32 31) #5
  %21 = tail call float @llvm.maxnum.f32(float %19, float %20) #5
  %22 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 8, i32 31) #5
  %23 = tail call float @llvm.maxnum.f32(float %21, float %22) #5
  %24 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 4, i32 31) #5
  %25 = tail call float @llvm.maxnum.f32(float %23, float %24) #5
  %26 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 2, i32 31) #5
  %27 = tail call float @llvm.maxnum.f32(float %25, float %26) #5
  %28 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 1, i32 31) #5
  %29 = tail call float @llvm.maxnum.f32(float %27, float %28) #5
  br i1 %17, label %54, label %39

30:                                               ; preds = %12, %30
  %31 = phi i32 [ %37, %30 ], [ %10, %12 ]
  %32 = phi float [ %36, %30 ], [ 0xFFF0000000000000, %12 ]
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds float, float* %16, i64 %33
  %35 = load float, float* %34, align 4, !tbaa !8
  %36 = tail call float @llvm.maxnum.f32(float %32, float %35) #5
  %37 = add nsw i32 %31, 32
  %38 = icmp slt i32 %37, %3
  br i1 %38, label %30, label %18, !llvm.loop !16

39:                                               ; preds = %54, %18
  %40 = phi float [ 0.000000e+00, %18 ], [ %63, %54 ]
  %41 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %40, i32 16, i32 31) #5
  %42 = fadd float %40, %41
  %43 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 8, i32 31) #5
  %44 = fadd float %42, %43
  %45 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 4, i32 31) #5
  %46 = fadd float %44, %45
  %47 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 2, i32 31) #5
  %48 = fadd float %46, %47
  %49 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 1, i32 31) #5
  %50 = fadd float %48, %49
  %51 = tail call float @llvm.nvvm.lg2.approx.f(float %50) #5
  %52 = fmul float %51, 0x3FE62E4300000000
  %53 = fadd float %29, %52
  br i1 %17, label %66, label %76

54:                                               ; preds = %18, %54
  %55 = phi i32 [ %64, %54 ], [ %10, %18 ]
  %56 = phi float [ %63, %54 ], [ 0.000000e+00, %18 ]
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds float, float* %16, i64 %57
  %59 = load float, float* %58, align 4, !tbaa !8
  %60 = fsub float %59, %29
  %61 = fmul float %60, 0x3FF7154760000000
  %62 = tail call float @llvm.nvvm.ex2.approx.f(float %61) #5
  %63 = fadd float %56, %62
  %64 = add nsw i32 %55, 32
  %65 = icmp slt i32 %64, %3
  br i1 %65, label %54, label %39, !llvm.loop !17

66:                                               ; preds = %39, %66
  %67 = phi i32 [ %74, %66 ], [ %10, %39 ]
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, float* %16, i64 %68
  %70 = load float, float* %69, align 4, !tbaa !8
  %71 = fsub float %70, %53
  %72 = add nsw i64 %15, %68
  %73 = getelementptr inbounds float, float* %1, i64 %72
  store float %71, float* %73, align 4, !tbaa !8
  %74 = add nsw i32 %67, 32
  %75 = icmp slt i32 %74, %3
  br i1 %75, label %66, label %76, !llvm.loop !18

76:                                               ; preds = %66, %39, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.f(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.lg2.approx.f(float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (float*, float*, i32, i32)* @softmax_rows, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32)* @softmax_rows, !"maxntidx", i32 256}
!2 = !{void (float*, float*, i32, i32)* @log_softmax_rows, !"kernel", i32 1}
!3 = !{void (float*, float*, i32, i32)* @log_softmax_rows, !"maxntidx", i32 256}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
