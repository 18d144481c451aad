source_filename = "hash128.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @pcg64_stream(i64* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %96

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 1
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %14, label %53

14:                                               ; preds = %11
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i64, i64* %0, i64 %15
  %17 = load i64, i64* %16, align 8, !tbaa !6
  %18 = zext i64 %17 to i128
  %19 = shl nuw i128 %18, 64
  %20 = or i32 %12, 1
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i64, i64* %0, i64 %21
  %23 = load i64, i64* %22, align 8, !tbaa !6
  %24 = zext i64 %23 to i128
  %25 = or i128 %19, %24
  %26 = and i32 %3, 1
  %27 = icmp eq i32 %3, 1
  br i1 %27, label %32, label %28

28:                                               ; preds = %14
  %29 = and i32 %3, -2
  br label %57

30:                                               ; preds = %57
  %31 = zext i32 %93 to i64
  br label %32

32:                                               ; preds = %30, %14
  %33 = phi i64 [ undef, %14 ], [ %92, %30 ]
  %34 = phi i64 [ 0, %14 ], [ %31, %30 ]
  %35 = phi i64 [ 0, %14 ], [ %92, %30 ]
  %36 = phi i128 [ %25, %14 ], [ %79, %30 ]
  %37 = icmp eq i32 %26, 0
  br i1 %37, label %53, label %38

38:                                               ; preds = %32
  %39 = mul i128 %36, 47026247687942121848144207491837523525
  %40 = add i128 %39, 117397592171526113268558934119004209487
  %41 = lshr i128 %40, 64
  %42 = xor i128 %41, %40
  %43 = trunc i128 %42 to i64
  %44 = lshr i128 %40, 122
  %45 = trunc i128 %44 to i64
  %46 = lshr i64 %43, %45
  %47 = sub nsw i64 0, %45
  %48 = and i64 %47, 63
  %49 = shl i64 %43, %48
  %50 = or i64 %46, %49
  %51 = add i64 %50, %34
  %52 = xor i64 %51, %35
  br label %53

53:                                               ; preds = %38, %32, %11
  %54 = phi i64 [ 0, %11 ], [ %33, %32 ], [ %52, %38 ]
  %55 = sext i32 %9 to i64
  %56 = getelementptr inbounds i64, i64* %1, i64 %55
  store i64 %54, i64* %56, align 8, !tbaa !6
  br label %96

57:                                               ; preds = %57, %28
  %58 = phi i32 [ 0, %28 ], [ %93, %57 ]
  %59 = phi i64 [ 0, %28 ], [ %92, %57 ]
  %60 = phi i128 [ %25, %28 ], [ %79, %57 ]
  %61 = phi i32 [ 0, %28 ], [ %94, %57 ]
  %62 = mul i128 %60, 47026247687942121848144207491837523525
  %63 = add i128 %62, 117397592171526113268558934119004209487
  %64 = lshr i128 %63, 64
  %65 = xor i128 %64, %63
  %66 = trunc i128 %65 to i64
  %67 = lshr i128 %63, 122
  %68 = trunc i128 %67 to i64
  %69 = lshr i64 %66, %68
  %70 = sub nsw i64 0, %68
  %71 = and i64 %70, 63
  %72 = shl i64 %66, %71
  %73 = or i64 %69, %72
  %74 = zext i32 %58 to i64
  %75 = add i64 %73, %74
  %76 = xor i64 %75, %59
  %77 = or i32 %58, 1
  %78 = mul i128 %63, 47026247687942121848144207491837523525
  %79 = add i128 %78, 117397592171526113268558934119004209487
  %80 = lshr i128 %79, 64
  %81 = xor i128 %80, %79
  %82 = trunc i128 %81 to i64
  %83 = lshr i128 %79, 122
  %84 = trunc i128 %83 to i64
  %85 = lshr i64 %82, %84
  %86 = sub nsw i64 0, %84
  %87 = and i64 %86, 63
  %88 = shl i64 %82, %87
  %89 = or i64 %85, %88
  %90 = zext i32 %77 to i64
  %91 = add i64 %89, %90
  %92 = xor i64 %91, %76
  %93 = add nuw nsw i32 %58, 2
  %94 = add i32 %61, 2
  %95 = icmp eq i32 %94, %29
  br i1 %95, label %30, label %57, !llvm.loop !10

96:                                               ; preds = %4, %53
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @u128_ops(i64* nocapture noundef readonly %0, i64* nocapture noundef readonly %1, i64* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %76

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i64, i64* %0, i64 %13
  %15 = load i64, i64* %14, align 8, !tbaa !6
  %16 = zext i64 %15 to i128
  %17 = shl nuw i128 %16, 64
  %18 = or i32 %12, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i64, i64* %0, i64 %19
  %21 = load i64, i64* %20, align 8, !tbaa !6
  %22 = zext i64 %21 to i128
  %23 = or i128 %17, %22
  %24 = getelementptr inbounds i64, i64* %1, i64 %13
  %25 = load i64, i64* %24, align 8, !tbaa !6
  %26 = zext i64 %25 to i128
  %27 = shl nuw i128 %26, 64
  %28 = getelementptr inbounds i64, i64* %1, i64 %19
  %29 = load i64, i64* %28, align 8, !tbaa !6
  %30 = zext i64 %29 to i128
  %31 = or i128 %27, %30
  %32 = trunc i64 %15 to i32
  %33 = and i32 %32, 127
  %34 = add i128 %31, %23
  %35 = sub i128 %23, %31
  %36 = zext i32 %33 to i128
  %37 = lshr i128 %35, %36
  %38 = sext i64 %21 to i128
  %39 = sext i64 %29 to i128
  %40 = mul nsw i128 %39, %38
  %41 = trunc i128 %34 to i64
  %42 = mul nsw i32 %9, 6
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i64, i64* %2, i64 %43
  store i64 %41, i64* %44, align 8, !tbaa !6
  %45 = lshr i128 %34, 64
  %46 = trunc i128 %45 to i64
  %47 = or i32 %42, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i64, i64* %2, i64 %48
  store i64 %46, i64* %49, align 8, !tbaa !6
  %50 = trunc i128 %37 to i64
  %51 = add nsw i32 %42, 2
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i64, i64* %2, i64 %52
  store i64 %50, i64* %53, align 8, !tbaa !6
  %54 = lshr i128 %37, 64
  %55 = trunc i128 %54 to i64
  %56 = add nsw i32 %42, 3
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i64, i64* %2, i64 %57
  store i64 %55, i64* %58, align 8, !tbaa !6
  %59 = lshr i128 %40, 64
  %60 = xor i128 %59, %40
  %61 = trunc i128 %60 to i64
  %62 = add nsw i32 %42, 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i64, i64* %2, i64 %63
  store i64 %61, i64* %64, align 8, !tbaa !6
  %65 = icmp ult i128 %23, %31
  %66 = zext i1 %65 to i64
  %67 = icmp eq i128 %23, %31
  %68 = select i1 %67, i64 2, i64 0
  %69 = or i64 %68, %66
  %70 = icmp slt i128 %23, %31
  %71 = select i1 %70, i64 4, i64 0
  %72 = or i64 %69, %71
  %73 = add nsw i32 %42, 5
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i64, i64* %2, i64 %74
  store i64 %72, i64* %75, align 8, !tbaa !6
  br label %76

76:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i64*, i64*, i32, i32)* @pcg64_stream, !"kernel", i32 1}
!1 = !{void (i64*, i64*, i64*, i32)* @u128_ops, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
