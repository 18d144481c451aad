source_filename = "sobel_u8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @sobel_u8(i8* nocapture noundef readonly %0, i8* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
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
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %114

18:                                               ; preds = %4
  %19 = icmp sgt i32 %9, 1
  %20 = select i1 %19, i32 %9, i32 1
  %21 = add nsw i32 %20, -1
  %22 = add nsw i32 %2, -1
  %23 = icmp slt i32 %21, %22
  %24 = select i1 %23, i32 %21, i32 %22
  %25 = icmp sgt i32 %14, 1
  %26 = select i1 %25, i32 %14, i32 1
  %27 = add nsw i32 %26, -1
  %28 = add nsw i32 %3, -1
  %29 = icmp slt i32 %27, %28
  %30 = select i1 %29, i32 %27, i32 %28
  %31 = mul nsw i32 %30, %2
  %32 = add nsw i32 %31, %24
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, i8* %0, i64 %33
  %35 = load i8, i8* %34, align 1, !tbaa !6
  %36 = zext i8 %35 to i32
  %37 = icmp sgt i32 %9, -1
  %38 = select i1 %37, i32 %9, i32 -1
  %39 = add nsw i32 %38, 1
  %40 = icmp slt i32 %39, %22
  %41 = select i1 %40, i32 %39, i32 %22
  %42 = add nsw i32 %31, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, i8* %0, i64 %43
  %45 = load i8, i8* %44, align 1, !tbaa !6
  %46 = zext i8 %45 to i32
  %47 = icmp sgt i32 %14, 0
  %48 = select i1 %47, i32 %14, i32 0
  %49 = icmp slt i32 %48, %28
  %50 = select i1 %49, i32 %48, i32 %28
  %51 = mul nsw i32 %50, %2
  %52 = add nsw i32 %51, %24
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, i8* %0, i64 %53
  %55 = load i8, i8* %54, align 1, !tbaa !6
  %56 = zext i8 %55 to i32
  %57 = add nsw i32 %51, %41
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, i8* %0, i64 %58
  %60 = load i8, i8* %59, align 1, !tbaa !6
  %61 = zext i8 %60 to i32
  %62 = icmp sgt i32 %14, -1
  %63 = select i1 %62, i32 %14, i32 -1
  %64 = add nsw i32 %63, 1
  %65 = icmp slt i32 %64, %28
  %66 = select i1 %65, i32 %64, i32 %28
  %67 = mul nsw i32 %66, %2
  %68 = add nsw i32 %67, %24
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i8, i8* %0, i64 %69
  %71 = load i8, i8* %70, align 1, !tbaa !6
  %72 = zext i8 %71 to i32
  %73 = add nsw i32 %67, %41
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i8, i8* %0, i64 %74
  %76 = load i8, i8* %75, align 1, !tbaa !6
  %77 = zext i8 %76 to i32
  %78 = sub nsw i32 %61, %56
  %79 = shl nsw i32 %78, 1
  %80 = add nuw nsw i32 %36, %72
  %81 = sub nsw i32 %46, %80
  %82 = add nsw i32 %81, %77
  %83 = add nsw i32 %82, %79
  %84 = icmp sgt i32 %9, 0
  %85 = select i1 %84, i32 %9, i32 0
  %86 = icmp slt i32 %85, %22
  %87 = select i1 %86, i32 %85, i32 %22
  %88 = add nsw i32 %31, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i8, i8* %0, i64 %89
  %91 = load i8, i8* %90, align 1, !tbaa !6
  %92 = zext i8 %91 to i32
  %93 = add nsw i32 %67, %87
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i8, i8* %0, i64 %94
  %96 = load i8, i8* %95, align 1, !tbaa !6
  %97 = zext i8 %96 to i32
  %98 = sub nsw i32 %97, %92
  %99 = shl nsw i32 %98, 1
  %100 = add nuw nsw i32 %46, %36
  %101 = sub nsw i32 %72, %100
  %102 = add nsw i32 %101, %77
  %103 = add nsw i32 %102, %99
  %104 = tail call i32 @llvm.abs.i32(i32 %83, i1 true) #3
  %105 = tail call i32 @llvm.abs.i32(i32 %103, i1 true) #3
  %106 = add nuw nsw i32 %105, %104
  %107 = icmp ult i32 %106, 255
  %108 = select i1 %107, i32 %106, i32 255
  %109 = trunc i32 %108 to i8
  %110 = mul nsw i32 %14, %2
  %111 = add nsw i32 %110, %9
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i8, i8* %1, i64 %112
  store i8 %109, i8* %113, align 1, !tbaa !6
  br label %114

114:                                              ; preds = %4, %18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @rgba_to_grey(<4 x i8>* nocapture noundef readonly %0, i8* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
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
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %44

18:                                               ; preds = %4
  %19 = mul nsw i32 %14, %2
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds <4 x i8>, <4 x i8>* %0, i64 %21, i64 0
  %23 = load i8, i8* %22, align 4
  %24 = zext i8 %23 to i32
  %25 = mul nuw nsw i32 %24, 77
  %26 = getelementptr inbounds <4 x i8>, <4 x i8>* %0, i64 %21, i64 1
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = mul nuw nsw i32 %28, 150
  %30 = getelementptr inbounds <4 x i8>, <4 x i8>* %0, i64 %21, i64 2
  %31 = load i8, i8* %30, align 2
  %32 = zext i8 %31 to i32
  %33 = mul nuw nsw i32 %32, 29
  %34 = add nuw nsw i32 %29, 128
  %35 = add nuw nsw i32 %34, %25
  %36 = add nuw nsw i32 %35, %33
  %37 = getelementptr inbounds <4 x i8>, <4 x i8>* %0, i64 %21, i64 3
  %38 = load i8, i8* %37, align 1
  %39 = icmp slt i8 %38, 0
  %40 = select i1 %39, i32 8, i32 9
  %41 = lshr i32 %36, %40
  %42 = trunc i32 %41 to i8
  %43 = getelementptr inbounds i8, i8* %1, i64 %21
  store i8 %42, i8* %43, align 1, !tbaa !6
  br label %44

44:                                               ; preds = %4, %18
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i8*, i8*, i32, i32)* @sobel_u8, !"kernel", i32 1}
!1 = !{void (<4 x i8>*, i8*, i32, i32)* @rgba_to_grey, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
