source_filename = "int8_dot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @gemv_i8(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, float* nocapture noundef readonly %2, i8* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %137

14:                                               ; preds = %7
  %15 = icmp sgt i32 %6, 0
  br i1 %15, label %16, label %57

16:                                               ; preds = %14
  %17 = mul nsw i32 %12, %6
  %18 = and i32 %6, 1
  %19 = icmp eq i32 %6, 1
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = and i32 %6, -2
  br label %71

22:                                               ; preds = %71, %16
  %23 = phi i32 [ undef, %16 ], [ %133, %71 ]
  %24 = phi i32 [ 0, %16 ], [ %133, %71 ]
  %25 = phi i32 [ 0, %16 ], [ %134, %71 ]
  %26 = icmp eq i32 %18, 0
  br i1 %26, label %57, label %27

27:                                               ; preds = %22
  %28 = add nsw i32 %25, %17
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %0, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = zext i32 %25 to i64
  %33 = getelementptr inbounds i32, i32* %1, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = shl i32 %31, 24
  %36 = ashr exact i32 %35, 24
  %37 = shl i32 %34, 24
  %38 = ashr exact i32 %37, 24
  %39 = mul nsw i32 %38, %36
  %40 = shl i32 %31, 16
  %41 = ashr i32 %40, 24
  %42 = shl i32 %34, 16
  %43 = ashr i32 %42, 24
  %44 = mul nsw i32 %43, %41
  %45 = shl i32 %31, 8
  %46 = ashr i32 %45, 24
  %47 = shl i32 %34, 8
  %48 = ashr i32 %47, 24
  %49 = mul nsw i32 %48, %46
  %50 = ashr i32 %31, 24
  %51 = ashr i32 %34, 24
  %52 = mul nsw i32 %51, %50
  %53 = add i32 %52, %24
  %54 = add i32 %53, %39
  %55 = add i32 %54, %44
  %56 = add i32 %55, %49
  br label %57

57:                                               ; preds = %27, %22, %14
  %58 = phi i32 [ 0, %14 ], [ %23, %22 ], [ %56, %27 ]
  %59 = sitofp i32 %58 to float
  %60 = sext i32 %12 to i64
  %61 = getelementptr inbounds float, float* %2, i64 %60
  %62 = load float, float* %61, align 4, !tbaa !9
  %63 = fmul float %62, 0x3F847AE140000000
  %64 = fmul float %63, %59
  %65 = tail call float @llvm.maxnum.f32(float %64, float -1.280000e+02) #3
  %66 = tail call float @llvm.minnum.f32(float %65, float 1.270000e+02) #3
  %67 = tail call i32 @llvm.nvvm.f2i.rn(float %66) #3
  %68 = trunc i32 %67 to i8
  %69 = getelementptr inbounds i8, i8* %3, i64 %60
  store i8 %68, i8* %69, align 1, !tbaa !11
  %70 = getelementptr inbounds i32, i32* %4, i64 %60
  store i32 %58, i32* %70, align 4, !tbaa !5
  br label %137

71:                                               ; preds = %71, %20
  %72 = phi i32 [ 0, %20 ], [ %133, %71 ]
  %73 = phi i32 [ 0, %20 ], [ %134, %71 ]
  %74 = phi i32 [ 0, %20 ], [ %135, %71 ]
  %75 = add nsw i32 %73, %17
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, i32* %0, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !5
  %79 = zext i32 %73 to i64
  %80 = getelementptr inbounds i32, i32* %1, i64 %79
  %81 = load i32, i32* %80, align 4, !tbaa !5
  %82 = shl i32 %78, 24
  %83 = ashr exact i32 %82, 24
  %84 = shl i32 %81, 24
  %85 = ashr exact i32 %84, 24
  %86 = mul nsw i32 %85, %83
  %87 = shl i32 %78, 16
  %88 = ashr i32 %87, 24
  %89 = shl i32 %81, 16
  %90 = ashr i32 %89, 24
  %91 = mul nsw i32 %90, %88
  %92 = shl i32 %78, 8
  %93 = ashr i32 %92, 24
  %94 = shl i32 %81, 8
  %95 = ashr i32 %94, 24
  %96 = mul nsw i32 %95, %93
  %97 = ashr i32 %78, 24
  %98 = ashr i32 %81, 24
  %99 = mul nsw i32 %98, %97
  %100 = add i32 %99, %72
  %101 = add i32 %100, %86
  %102 = add i32 %101, %91
  %103 = add i32 %102, %96
  %104 = or i32 %73, 1
  %105 = add nsw i32 %104, %17
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, i32* %0, i64 %106
  %108 = load i32, i32* %107, align 4, !tbaa !5
  %109 = zext i32 %104 to i64
  %110 = getelementptr inbounds i32, i32* %1, i64 %109
  %111 = load i32, i32* %110, align 4, !tbaa !5
  %112 = shl i32 %108, 24
  %113 = ashr exact i32 %112, 24
  %114 = shl i32 %111, 24
  %115 = ashr exact i32 %114, 24
  %116 = mul nsw i32 %115, %113
  %117 = shl i32 %108, 16
  %118 = ashr i32 %117, 24
  %119 = shl i32 %111, 16
  %120 = ashr i32 %119, 24
  %121 = mul nsw i32 %120, %118
  %122 = shl i32 %108, 8
  %123 = ashr i32 %122, 24
  %124 = shl i32 %111, 8
  %125 = ashr i32 %124, 24
  %126 = mul nsw i32 %125, %123
  %127 = ashr i32 %108, 24
  %128 = ashr i32 %111, 24
  %129 = mul nsw i32 %128, %127
  %130 = add i32 %129, %103
  %131 = add i32 %130, %116
  %132 = add i32 %131, %121
  %133 = add i32 %132, %126
  %134 = add nuw nsw i32 %73, 2
  %135 = add i32 %74, 2
  %136 = icmp eq i32 %135, %21
  br i1 %136, label %22, label %71, !llvm.loop !12

137:                                              ; preds = %7, %57
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, float*, i8*, i32*, i32, i32)* @gemv_i8, !"kernel", i32 1}
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
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
