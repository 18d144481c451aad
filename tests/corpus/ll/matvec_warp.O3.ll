source_filename = "matvec_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gemv_warp_row(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %12 = icmp slt i32 %10, %3
  br i1 %12, label %13, label %45

13:                                               ; preds = %5
  %14 = sext i32 %10 to i64
  %15 = sext i32 %4 to i64
  %16 = mul nsw i64 %15, %14
  %17 = getelementptr inbounds float, float* %0, i64 %16
  %18 = icmp slt i32 %11, %4
  br i1 %18, label %31, label %19

19:                                               ; preds = %31, %13
  %20 = phi float [ 0.000000e+00, %13 ], [ %39, %31 ]
  %21 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %20, i32 16, i32 31) #5
  %22 = fadd float %20, %21
  %23 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 8, i32 31) #5
  %24 = fadd float %22, %23
  %25 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %24, i32 4, i32 31) #5
  %26 = fadd float %24, %25
  %27 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %26, i32 2, i32 31) #5
  %28 = fadd float %26, %27
  %29 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %28, i32 1, i32 31) #5
  %30 = icmp eq i32 %11, 0
  br i1 %30, label %42, label %45

31:                                               ; preds = %13, %31
  %32 = phi i32 [ %40, %31 ], [ %11, %13 ]
  %33 = phi float [ %39, %31 ], [ 0.000000e+00, %13 ]
  %34 = sext i32 %32 to i64
  %35 = getelementptr inbounds float, float* %17, i64 %34
  %36 = load float, float* %35, align 4, !tbaa !7
  %37 = getelementptr inbounds float, float* %1, i64 %34
  %38 = load float, float* %37, align 4, !tbaa !7
  %39 = tail call float @llvm.fma.f32(float %36, float %38, float %33) #5
  %40 = add nsw i32 %32, 32
  %41 = icmp slt i32 %40, %4
  br i1 %41, label %31, label %19, !llvm.loop !11

42:                                               ; preds = %19
  %43 = fadd float %28, %29
  %44 = getelementptr inbounds float, float* %2, i64 %14
  store float %43, float* %44, align 4, !tbaa !7
  br label %45

45:                                               ; preds = %19, %42, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @gemv_t_col(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %90

12:                                               ; preds = %5
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %12
  %15 = sext i32 %10 to i64
  br label %44

16:                                               ; preds = %12
  %17 = sext i32 %4 to i64
  %18 = sext i32 %10 to i64
  %19 = add i32 %3, -1
  %20 = and i32 %3, 3
  %21 = icmp ult i32 %19, 3
  br i1 %21, label %24, label %22

22:                                               ; preds = %16
  %23 = and i32 %3, -4
  br label %48

24:                                               ; preds = %48, %16
  %25 = phi float [ undef, %16 ], [ %86, %48 ]
  %26 = phi i32 [ 0, %16 ], [ %87, %48 ]
  %27 = phi float [ 0.000000e+00, %16 ], [ %86, %48 ]
  %28 = icmp eq i32 %20, 0
  br i1 %28, label %44, label %29

29:                                               ; preds = %24, %29
  %30 = phi i32 [ %41, %29 ], [ %26, %24 ]
  %31 = phi float [ %40, %29 ], [ %27, %24 ]
  %32 = phi i32 [ %42, %29 ], [ 0, %24 ]
  %33 = zext i32 %30 to i64
  %34 = mul nsw i64 %33, %17
  %35 = add nsw i64 %34, %18
  %36 = getelementptr inbounds float, float* %0, i64 %35
  %37 = load float, float* %36, align 4, !tbaa !7
  %38 = getelementptr inbounds float, float* %1, i64 %33
  %39 = load float, float* %38, align 4, !tbaa !7
  %40 = tail call float @llvm.fma.f32(float %37, float %39, float %31) #5
  %41 = add nuw nsw i32 %30, 1
  %42 = add i32 %32, 1
  %43 = icmp eq i32 %42, %20
  br i1 %43, label %44, label %29, !llvm.loop !13

44:                                               ; preds = %24, %29, %14
  %45 = phi i64 [ %15, %14 ], [ %18, %29 ], [ %18, %24 ]
  %46 = phi float [ 0.000000e+00, %14 ], [ %25, %24 ], [ %40, %29 ]
  %47 = getelementptr inbounds float, float* %2, i64 %45
  store float %46, float* %47, align 4, !tbaa !7
  br label %90

48:                                               ; preds = %48, %22
  %49 = phi i32 [ 0, %22 ], [ %87, %48 ]
  %50 = phi float [ 0.000000e+00, %22 ], [ %86, %48 ]
  %51 = phi i32 [ 0, %22 ], [ %88, %48 ]
  %52 = zext i32 %49 to i64
  %53 = mul nsw i64 %52, %17
  %54 = add nsw i64 %53, %18
  %55 = getelementptr inbounds float, float* %0, i64 %54
  %56 = load float, float* %55, align 4, !tbaa !7
  %57 = getelementptr inbounds float, float* %1, i64 %52
  %58 = load float, float* %57, align 4, !tbaa !7
  %59 = tail call float @llvm.fma.f32(float %56, float %58, float %50) #5
  %60 = or i32 %49, 1
  %61 = zext i32 %60 to i64
  %62 = mul nsw i64 %61, %17
  %63 = add nsw i64 %62, %18
  %64 = getelementptr inbounds float, float* %0, i64 %63
  %65 = load float, float* %64, align 4, !tbaa !7
  %66 = getelementptr inbounds float, float* %1, i64 %61
  %67 = load float, float* %66, align 4, !tbaa !7
  %68 = tail call float @llvm.fma.f32(float %65, float %67, float %59) #5
  %69 = or i32 %49, 2
  %70 = zext i32 %69 to i64
  %71 = mul nsw i64 %70, %17
  %72 = add nsw i64 %71, %18
  %73 = getelementptr inbounds float, float* %0, i64 %72
  %74 = load float, float* %73, align 4, !tbaa !7
  %75 = getelementptr inbounds float, float* %1, i64 %70
  %76 = load float, float* %75, align 4, !tbaa !7
  %77 = tail call float @llvm.fma.f32(float %74, float %76, float %68) #5
  %78 = or i32 %49, 3
  %79 = zext i32 %78 to i64
  %80 = mul nsw i64 %79, %17
  %81 = add nsw i64 %80, %18
  %82 = getelementptr inbounds float, float* %0, i64 %81
  %83 = load float, float* %82, align 4, !tbaa !7
  %84 = getelementptr inbounds float, float* %1, i64 %79
  %85 = load float, float* %84, align 4, !tbaa !7
  %86 = tail call float @llvm.fma.f32(float %83, float %85, float %77) #5
  %87 = add nuw nsw i32 %49, 4
  %88 = add i32 %51, 4
  %89 = icmp eq i32 %88, %23
  br i1 %89, label %24, label %48, !llvm.loop !15

90:                                               ; preds = %5, %44
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent inaccessiblememonly nounwind }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (float*, float*, float*, i32, i32)* @gemv_warp_row, !"kernel", i32 1}
!1 = !{void (float*, float*, float*, i32, i32)* @gemv_warp_row, !"maxntidx", i32 256}
!2 = !{void (float*, float*, float*, i32, i32)* @gemv_t_col, !"kernel", i32 1}
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
