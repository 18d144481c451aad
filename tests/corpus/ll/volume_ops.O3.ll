source_filename = "volume_ops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @vol_coords(i32* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %12 = mul i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %14 = add i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %17 = mul i32 %15, %16
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %19 = add i32 %17, %18
  %20 = icmp ult i32 %9, %1
  %21 = icmp ult i32 %14, %2
  %22 = and i1 %20, %21
  %23 = icmp ult i32 %19, %3
  %24 = and i1 %22, %23
  br i1 %24, label %25, label %53

25:                                               ; preds = %4
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3
  %28 = mul i32 %27, %15
  %29 = add i32 %28, %10
  %30 = mul i32 %29, %26
  %31 = add i32 %30, %5
  %32 = mul i32 %19, %2
  %33 = add i32 %32, %14
  %34 = mul i32 %33, %1
  %35 = add i32 %34, %9
  %36 = mul i32 %9, 73856093
  %37 = mul i32 %14, 19349663
  %38 = xor i32 %36, %37
  %39 = mul i32 %19, 83492791
  %40 = xor i32 %38, %39
  %41 = shl i32 %35, 1
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32* %0, i64 %42
  store i32 %40, i32* %43, align 4, !tbaa !7
  %44 = mul i32 %31, %16
  %45 = add i32 %44, %18
  %46 = mul i32 %45, %11
  %47 = add i32 %46, %13
  %48 = mul i32 %47, %6
  %49 = add i32 %48, %8
  %50 = or i32 %41, 1
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %0, i64 %51
  store i32 %49, i32* %52, align 4, !tbaa !7
  br label %53

53:                                               ; preds = %4, %25
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @vol_downsample2(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %13 = mul i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %15 = add i32 %13, %14
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %18 = mul i32 %16, %17
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %20 = add i32 %18, %19
  %21 = sdiv i32 %2, 2
  %22 = sdiv i32 %3, 2
  %23 = sdiv i32 %4, 2
  %24 = icmp slt i32 %10, %21
  %25 = icmp slt i32 %15, %22
  %26 = and i1 %24, %25
  %27 = icmp slt i32 %20, %23
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %91

29:                                               ; preds = %5
  %30 = shl nsw i32 %20, 1
  %31 = shl nsw i32 %15, 1
  %32 = shl nsw i32 %10, 1
  %33 = mul nsw i32 %30, %3
  %34 = add i32 %33, %31
  %35 = mul nsw i32 %34, %2
  %36 = add i32 %35, %32
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, float* %0, i64 %37
  %39 = load float, float* %38, align 4, !tbaa !11
  %40 = fadd float %39, 0.000000e+00
  %41 = or i32 %36, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, float* %0, i64 %42
  %44 = load float, float* %43, align 4, !tbaa !11
  %45 = fadd float %40, %44
  %46 = or i32 %34, 1
  %47 = mul nsw i32 %46, %2
  %48 = add i32 %47, %32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, float* %0, i64 %49
  %51 = load float, float* %50, align 4, !tbaa !11
  %52 = fadd float %45, %51
  %53 = add i32 %48, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, float* %0, i64 %54
  %56 = load float, float* %55, align 4, !tbaa !11
  %57 = fadd float %52, %56
  %58 = or i32 %30, 1
  %59 = mul nsw i32 %58, %3
  %60 = add i32 %59, %31
  %61 = mul nsw i32 %60, %2
  %62 = add i32 %61, %32
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, float* %0, i64 %63
  %65 = load float, float* %64, align 4, !tbaa !11
  %66 = fadd float %57, %65
  %67 = add i32 %62, 1
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, float* %0, i64 %68
  %70 = load float, float* %69, align 4, !tbaa !11
  %71 = fadd float %66, %70
  %72 = add i32 %60, 1
  %73 = mul nsw i32 %72, %2
  %74 = add i32 %73, %32
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, float* %0, i64 %75
  %77 = load float, float* %76, align 4, !tbaa !11
  %78 = fadd float %71, %77
  %79 = add i32 %74, 1
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, float* %0, i64 %80
  %82 = load float, float* %81, align 4, !tbaa !11
  %83 = fadd float %78, %82
  %84 = fmul float %83, 1.250000e-01
  %85 = mul nsw i32 %22, %20
  %86 = add nsw i32 %85, %15
  %87 = mul nsw i32 %86, %21
  %88 = add nsw i32 %87, %10
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, float* %1, i64 %89
  store float %84, float* %90, align 4, !tbaa !11
  br label %91

91:                                               ; preds = %5, %29
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @vol_colsum_z(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %13 = mul i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %10, %2
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %131

19:                                               ; preds = %5
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %21, label %47

21:                                               ; preds = %19
  %22 = add i32 %4, -1
  %23 = and i32 %4, 7
  %24 = icmp ult i32 %22, 7
  br i1 %24, label %27, label %25

25:                                               ; preds = %21
  %26 = and i32 %4, -8
  br label %53

27:                                               ; preds = %53, %21
  %28 = phi float [ undef, %21 ], [ %127, %53 ]
  %29 = phi i32 [ 0, %21 ], [ %128, %53 ]
  %30 = phi float [ 0.000000e+00, %21 ], [ %127, %53 ]
  %31 = icmp eq i32 %23, 0
  br i1 %31, label %47, label %32

32:                                               ; preds = %27, %32
  %33 = phi i32 [ %44, %32 ], [ %29, %27 ]
  %34 = phi float [ %43, %32 ], [ %30, %27 ]
  %35 = phi i32 [ %45, %32 ], [ 0, %27 ]
  %36 = mul nsw i32 %33, %3
  %37 = add nsw i32 %36, %15
  %38 = mul nsw i32 %37, %2
  %39 = add nsw i32 %38, %10
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, float* %0, i64 %40
  %42 = load float, float* %41, align 4, !tbaa !11
  %43 = fadd float %34, %42
  %44 = add nuw nsw i32 %33, 1
  %45 = add i32 %35, 1
  %46 = icmp eq i32 %45, %23
  br i1 %46, label %47, label %32, !llvm.loop !13

47:                                               ; preds = %27, %32, %19
  %48 = phi float [ 0.000000e+00, %19 ], [ %28, %27 ], [ %43, %32 ]
  %49 = mul nsw i32 %15, %2
  %50 = add nsw i32 %49, %10
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, float* %1, i64 %51
  store float %48, float* %52, align 4, !tbaa !11
  br label %131

53:                                               ; preds = %53, %25
  %54 = phi i32 [ 0, %25 ], [ %128, %53 ]
  %55 = phi float [ 0.000000e+00, %25 ], [ %127, %53 ]
  %56 = phi i32 [ 0, %25 ], [ %129, %53 ]
  %57 = mul nsw i32 %54, %3
  %58 = add nsw i32 %57, %15
  %59 = mul nsw i32 %58, %2
  %60 = add nsw i32 %59, %10
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, float* %0, i64 %61
  %63 = load float, float* %62, align 4, !tbaa !11
  %64 = fadd float %55, %63
  %65 = or i32 %54, 1
  %66 = mul nsw i32 %65, %3
  %67 = add nsw i32 %66, %15
  %68 = mul nsw i32 %67, %2
  %69 = add nsw i32 %68, %10
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, float* %0, i64 %70
  %72 = load float, float* %71, align 4, !tbaa !11
  %73 = fadd float %64, %72
  %74 = or i32 %54, 2
  %75 = mul nsw i32 %74, %3
  %76 = add nsw i32 %75, %15
  %77 = mul nsw i32 %76, %2
  %78 = add nsw i32 %77, %10
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, float* %0, i64 %79
  %81 = load float, float* %80, align 4, !tbaa !11
  %82 = fadd float %73, %81
  %83 = or i32 %54, 3
  %84 = mul nsw i32 %83, %3
  %85 = add nsw i32 %84, %15
  %86 = mul nsw i32 %85, %2
  %87 = add nsw i32 %86, %10
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, float* %0, i64 %88
  %90 = load float, float* %89, align 4, !tbaa !11
  %91 = fadd float %82, %90
  %92 = or i32 %54, 4
  %93 = mul nsw i32 %92, %3
  %94 = add nsw i32 %93, %15
  %95 = mul nsw i32 %94, %2
  %96 = add nsw i32 %95, %10
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, float* %0, i64 %97
  %99 = load float, float* %98, align 4, !tbaa !11
  %100 = fadd float %91, %99
  %101 = or i32 %54, 5
  %102 = mul nsw i32 %101, %3
  %103 = add nsw i32 %102, %15
  %104 = mul nsw i32 %103, %2
  %105 = add nsw i32 %104, %10
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, float* %0, i64 %106
  %108 = load float, float* %107, align 4, !tbaa !11
  %109 = fadd float %100, %108
  %110 = or i32 %54, 6
  %111 = mul nsw i32 %110, %3
  %112 = add nsw i32 %111, %15
  %113 = mul nsw i32 %112, %2
  %114 = add nsw i32 %113, %10
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, float* %0, i64 %115
  %117 = load float, float* %116, align 4, !tbaa !11
  %118 = fadd float %109, %117
  %119 = or i32 %54, 7
  %120 = mul nsw i32 %119, %3
  %121 = add nsw i32 %120, %15
  %122 = mul nsw i32 %121, %2
  %123 = add nsw i32 %122, %10
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds float, float* %0, i64 %124
  %126 = load float, float* %125, align 4, !tbaa !11
  %127 = fadd float %118, %126
  %128 = add nuw nsw i32 %54, 8
  %129 = add i32 %56, 8
  %130 = icmp eq i32 %129, %26
  br i1 %130, label %27, label %53, !llvm.loop !15

131:                                              ; preds = %5, %47
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32, i32, i32)* @vol_coords, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32, i32)* @vol_downsample2, !"kernel", i32 1}
!2 = !{void (float*, float*, i32, i32, i32)* @vol_colsum_z, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !9, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
