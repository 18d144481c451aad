source_filename = "bitops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bitops32(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %94

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !6
  %15 = getelementptr inbounds i32, i32* %1, i64 %12
  %16 = load i32, i32* %15, align 4, !tbaa !6
  %17 = and i32 %16, 31
  %18 = mul nsw i32 %9, 12
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %2, i64 %19
  %21 = tail call i32 @llvm.ctpop.i32(i32 %14) #5, !range !10
  %22 = lshr i32 %14, %17
  %23 = tail call i32 @llvm.ctlz.i32(i32 %22, i1 false) #5, !range !10
  %24 = shl nuw nsw i32 %23, 8
  %25 = or i32 %24, %21
  %26 = and i32 %16, %14
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %32, label %28

28:                                               ; preds = %11
  %29 = tail call i32 @llvm.cttz.i32(i32 %26, i1 true) #5, !range !10
  %30 = shl nuw nsw i32 %29, 16
  %31 = add nuw nsw i32 %30, 65536
  br label %32

32:                                               ; preds = %11, %28
  %33 = phi i32 [ %31, %28 ], [ 0, %11 ]
  %34 = or i32 %33, %25
  store i32 %34, i32* %20, align 4, !tbaa !6
  %35 = tail call i32 @llvm.bitreverse.i32(i32 %14) #5
  %36 = getelementptr inbounds i32, i32* %20, i64 1
  store i32 %35, i32* %36, align 4, !tbaa !6
  %37 = tail call i32 @llvm.nvvm.prmt(i32 %14, i32 %16, i32 20800) #5
  %38 = getelementptr inbounds i32, i32* %20, i64 2
  store i32 %37, i32* %38, align 4, !tbaa !6
  %39 = icmp eq i32 %17, 0
  %40 = tail call i32 @llvm.fshl.i32(i32 %16, i32 %14, i32 %17) #5
  %41 = select i1 %39, i32 %16, i32 %40
  %42 = getelementptr inbounds i32, i32* %20, i64 3
  store i32 %41, i32* %42, align 4, !tbaa !6
  %43 = tail call i32 @llvm.fshl.i32(i32 %14, i32 %14, i32 %17)
  %44 = getelementptr inbounds i32, i32* %20, i64 4
  store i32 %43, i32* %44, align 4, !tbaa !6
  %45 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %14, i32 %16) #5
  %46 = getelementptr inbounds i32, i32* %20, i64 5
  store i32 %45, i32* %46, align 4, !tbaa !6
  %47 = tail call i32 @llvm.nvvm.mulhi.i(i32 %14, i32 %16) #5
  %48 = getelementptr inbounds i32, i32* %20, i64 6
  store i32 %47, i32* %48, align 4, !tbaa !6
  %49 = tail call i32 @llvm.nvvm.sad.i(i32 %14, i32 %16, i32 5) #5
  %50 = getelementptr inbounds i32, i32* %20, i64 7
  store i32 %49, i32* %50, align 4, !tbaa !6
  %51 = and i32 %16, 15
  %52 = lshr i32 %14, %51
  %53 = lshr i32 %16, 5
  %54 = and i32 %53, 15
  %55 = shl nsw i32 -1, %54
  %56 = xor i32 %55, -1
  %57 = and i32 %52, %56
  %58 = getelementptr inbounds i32, i32* %20, i64 8
  store i32 %57, i32* %58, align 4, !tbaa !6
  %59 = and i32 %14, 65535
  %60 = shl nuw nsw i32 %59, 8
  %61 = or i32 %60, %59
  %62 = and i32 %61, 16711935
  %63 = shl nuw nsw i32 %62, 4
  %64 = or i32 %63, %62
  %65 = and i32 %64, 252645135
  %66 = shl nuw nsw i32 %65, 2
  %67 = or i32 %66, %65
  %68 = and i32 %67, 858993459
  %69 = shl nuw nsw i32 %68, 1
  %70 = or i32 %69, %68
  %71 = and i32 %70, 1431655765
  %72 = and i32 %16, 65535
  %73 = shl nuw nsw i32 %72, 8
  %74 = or i32 %73, %72
  %75 = and i32 %74, 16711935
  %76 = shl nuw nsw i32 %75, 4
  %77 = or i32 %76, %75
  %78 = and i32 %77, 252645135
  %79 = shl nuw nsw i32 %78, 2
  %80 = or i32 %79, %78
  %81 = and i32 %80, 858993459
  %82 = shl nuw i32 %81, 2
  %83 = shl nuw nsw i32 %81, 1
  %84 = or i32 %82, %83
  %85 = and i32 %84, -1431655766
  %86 = or i32 %85, %71
  %87 = getelementptr inbounds i32, i32* %20, i64 9
  store i32 %86, i32* %87, align 4, !tbaa !6
  %88 = xor i32 %16, %14
  %89 = tail call i32 @llvm.ctpop.i32(i32 %88) #5, !range !10
  %90 = and i32 %89, 1
  %91 = getelementptr inbounds i32, i32* %20, i64 10
  store i32 %90, i32* %91, align 4, !tbaa !6
  %92 = tail call i32 @llvm.cttz.i32(i32 %14, i1 false), !range !10
  %93 = getelementptr inbounds i32, i32* %20, i64 11
  store i32 %92, i32* %93, align 4, !tbaa !6
  br label %94

94:                                               ; preds = %4, %32
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bitops64(i64* nocapture noundef readonly %0, i64* nocapture noundef readonly %1, i64* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %44

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i64, i64* %0, i64 %12
  %14 = load i64, i64* %13, align 8, !tbaa !11
  %15 = getelementptr inbounds i64, i64* %1, i64 %12
  %16 = load i64, i64* %15, align 8, !tbaa !11
  %17 = trunc i64 %16 to i32
  %18 = and i32 %17, 63
  %19 = mul nsw i32 %9, 6
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i64, i64* %2, i64 %20
  %22 = tail call i64 @llvm.ctpop.i64(i64 %14) #5, !range !13
  %23 = zext i32 %18 to i64
  %24 = lshr i64 %14, %23
  %25 = tail call i64 @llvm.ctlz.i64(i64 %24, i1 false) #5, !range !13
  %26 = shl nuw nsw i64 %25, 8
  %27 = or i64 %26, %22
  store i64 %27, i64* %21, align 8, !tbaa !11
  %28 = tail call i64 @llvm.bitreverse.i64(i64 %14) #5
  %29 = getelementptr inbounds i64, i64* %21, i64 1
  store i64 %28, i64* %29, align 8, !tbaa !11
  %30 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %14, i64 %16) #5
  %31 = getelementptr inbounds i64, i64* %21, i64 2
  store i64 %30, i64* %31, align 8, !tbaa !11
  %32 = icmp eq i32 %18, 0
  %33 = sub nuw nsw i32 64, %18
  %34 = zext i32 %33 to i64
  %35 = shl i64 %14, %34
  %36 = or i64 %35, %24
  %37 = select i1 %32, i64 %14, i64 %36
  %38 = getelementptr inbounds i64, i64* %21, i64 3
  store i64 %37, i64* %38, align 8, !tbaa !11
  %39 = lshr i64 %14, 1
  %40 = xor i64 %39, %14
  %41 = getelementptr inbounds i64, i64* %21, i64 4
  store i64 %40, i64* %41, align 8, !tbaa !11
  %42 = tail call i64 @llvm.cttz.i64(i64 %14, i1 false), !range !13
  %43 = getelementptr inbounds i64, i64* %21, i64 5
  store i64 %42, i64* %43, align 8, !tbaa !11
  br label %44

44:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bitreverse.i64(i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32*, i32*, i32)* @bitops32, !"kernel", i32 1}
!1 = !{void (i64*, i64*, i64*, i32)* @bitops64, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 0, i32 33}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !8, i64 0}
!13 = !{i64 0, i64 65}
