source_filename = "int_divrem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @divrem32(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %101

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !7
  %16 = getelementptr inbounds i32, i32* %1, i64 %13
  %17 = load i32, i32* %16, align 4, !tbaa !7
  %18 = and i32 %17, 31
  %19 = lshr i32 %17, %18
  %20 = and i32 %19, 2147483647
  %21 = icmp eq i32 %20, 0
  %22 = select i1 %21, i32 3, i32 %20
  %23 = and i32 %17, 1073741824
  %24 = icmp eq i32 %23, 0
  %25 = sub nsw i32 0, %22
  %26 = select i1 %24, i32 %22, i32 %25
  %27 = icmp eq i32 %15, -2147483648
  %28 = icmp eq i32 %26, -1
  %29 = and i1 %27, %28
  %30 = select i1 %29, i32 1, i32 %26
  %31 = icmp eq i32 %19, 0
  %32 = select i1 %31, i32 7, i32 %19
  %33 = freeze i32 %15
  %34 = freeze i32 %30
  %35 = sdiv i32 %33, %34
  %36 = shl nsw i32 %10, 3
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, i32* %2, i64 %37
  store i32 %35, i32* %38, align 4, !tbaa !7
  %39 = mul i32 %35, %34
  %40 = sub i32 %33, %39
  %41 = or i32 %36, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32* %2, i64 %42
  store i32 %40, i32* %43, align 4, !tbaa !7
  %44 = freeze i32 %15
  %45 = sdiv i32 %44, 7
  %46 = or i32 %36, 2
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32* %2, i64 %47
  store i32 %45, i32* %48, align 4, !tbaa !7
  %49 = mul i32 %45, 7
  %50 = sub i32 %44, %49
  %51 = or i32 %36, 3
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %2, i64 %52
  store i32 %50, i32* %53, align 4, !tbaa !7
  %54 = freeze i32 %15
  %55 = sdiv i32 %54, 16
  %56 = or i32 %36, 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, i32* %2, i64 %57
  store i32 %55, i32* %58, align 4, !tbaa !7
  %59 = mul i32 %55, 16
  %60 = sub i32 %54, %59
  %61 = or i32 %36, 5
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, i32* %2, i64 %62
  store i32 %60, i32* %63, align 4, !tbaa !7
  %64 = sdiv i32 %15, -3
  %65 = or i32 %36, 6
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, i32* %2, i64 %66
  store i32 %64, i32* %67, align 4, !tbaa !7
  %68 = srem i32 %15, 1000
  %69 = or i32 %36, 7
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, i32* %2, i64 %70
  store i32 %68, i32* %71, align 4, !tbaa !7
  %72 = freeze i32 %15
  %73 = freeze i32 %32
  %74 = udiv i32 %72, %73
  %75 = mul nsw i32 %10, 6
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, i32* %3, i64 %76
  store i32 %74, i32* %77, align 4, !tbaa !7
  %78 = mul i32 %74, %73
  %79 = sub i32 %72, %78
  %80 = or i32 %75, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, i32* %3, i64 %81
  store i32 %79, i32* %82, align 4, !tbaa !7
  %83 = udiv i32 %15, 10
  %84 = add nsw i32 %75, 2
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, i32* %3, i64 %85
  store i32 %83, i32* %86, align 4, !tbaa !7
  %87 = urem i32 %15, 1000
  %88 = add nsw i32 %75, 3
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, i32* %3, i64 %89
  store i32 %87, i32* %90, align 4, !tbaa !7
  %91 = lshr i32 %15, 16
  %92 = add nsw i32 %75, 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i32, i32* %3, i64 %93
  store i32 %91, i32* %94, align 4, !tbaa !7
  %95 = icmp ult i32 %15, -5
  %96 = add i32 %15, 5
  %97 = select i1 %95, i32 %15, i32 %96
  %98 = add nsw i32 %75, 5
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, i32* %3, i64 %99
  store i32 %97, i32* %100, align 4, !tbaa !7
  br label %101

101:                                              ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @divrem64(i64* nocapture noundef readonly %0, i64* nocapture noundef readonly %1, i64* nocapture noundef writeonly %2, i64* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %69

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i64, i64* %0, i64 %13
  %15 = load i64, i64* %14, align 8, !tbaa !11
  %16 = getelementptr inbounds i64, i64* %1, i64 %13
  %17 = load i64, i64* %16, align 8, !tbaa !11
  %18 = and i64 %17, 63
  %19 = lshr i64 %17, %18
  %20 = and i64 %19, 9223372036854775807
  %21 = icmp eq i64 %20, 0
  %22 = select i1 %21, i64 5, i64 %20
  %23 = and i64 %17, 4611686018427387904
  %24 = icmp eq i64 %23, 0
  %25 = sub nsw i64 0, %22
  %26 = select i1 %24, i64 %22, i64 %25
  %27 = icmp eq i64 %15, -9223372036854775808
  %28 = icmp eq i64 %26, -1
  %29 = select i1 %27, i1 %28, i1 false
  %30 = select i1 %29, i64 1, i64 %26
  %31 = icmp eq i64 %19, 0
  %32 = select i1 %31, i64 9, i64 %19
  %33 = freeze i64 %15
  %34 = freeze i64 %30
  %35 = sdiv i64 %33, %34
  %36 = shl nsw i32 %10, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i64, i64* %2, i64 %37
  store i64 %35, i64* %38, align 8, !tbaa !11
  %39 = mul i64 %35, %34
  %40 = sub i64 %33, %39
  %41 = or i32 %36, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i64, i64* %2, i64 %42
  store i64 %40, i64* %43, align 8, !tbaa !11
  %44 = sdiv i64 %15, 1000000007
  %45 = or i32 %36, 2
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i64, i64* %2, i64 %46
  store i64 %44, i64* %47, align 8, !tbaa !11
  %48 = srem i64 %15, 60
  %49 = or i32 %36, 3
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i64, i64* %2, i64 %50
  store i64 %48, i64* %51, align 8, !tbaa !11
  %52 = freeze i64 %15
  %53 = freeze i64 %32
  %54 = udiv i64 %52, %53
  %55 = mul nsw i32 %10, 3
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i64, i64* %3, i64 %56
  store i64 %54, i64* %57, align 8, !tbaa !11
  %58 = mul i64 %54, %53
  %59 = sub i64 %52, %58
  %60 = add nsw i32 %55, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i64, i64* %3, i64 %61
  store i64 %59, i64* %62, align 8, !tbaa !11
  %63 = udiv i64 %15, 3
  %64 = urem i64 %15, 10
  %65 = add nuw nsw i64 %63, %64
  %66 = add nsw i32 %55, 2
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i64, i64* %3, i64 %67
  store i64 %65, i64* %68, align 8, !tbaa !11
  br label %69

69:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @minmax_abs(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i64* nocapture noundef readonly %2, i32* nocapture noundef writeonly %3, i64* nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %67

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, i32* %0, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !7
  %17 = getelementptr inbounds i32, i32* %1, i64 %14
  %18 = load i32, i32* %17, align 4, !tbaa !7
  %19 = getelementptr inbounds i64, i64* %2, i64 %14
  %20 = load i64, i64* %19, align 8, !tbaa !11
  %21 = icmp slt i32 %16, %18
  %22 = select i1 %21, i32 %16, i32 %18
  %23 = mul nsw i32 %11, 6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %3, i64 %24
  store i32 %22, i32* %25, align 4, !tbaa !7
  %26 = icmp sgt i32 %16, %18
  %27 = select i1 %26, i32 %16, i32 %18
  %28 = or i32 %23, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %3, i64 %29
  store i32 %27, i32* %30, align 4, !tbaa !7
  %31 = icmp ult i32 %16, %18
  %32 = select i1 %31, i32 %16, i32 %18
  %33 = add nsw i32 %23, 2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, i32* %3, i64 %34
  store i32 %32, i32* %35, align 4, !tbaa !7
  %36 = icmp ugt i32 %16, %18
  %37 = select i1 %36, i32 %16, i32 %18
  %38 = add nsw i32 %23, 3
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32* %3, i64 %39
  store i32 %37, i32* %40, align 4, !tbaa !7
  %41 = icmp eq i32 %16, -2147483648
  %42 = tail call i32 @llvm.abs.i32(i32 %16, i1 true) #3
  %43 = select i1 %41, i32 0, i32 %42
  %44 = add nsw i32 %23, 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, i32* %3, i64 %45
  store i32 %43, i32* %46, align 4, !tbaa !7
  %47 = icmp sgt i32 %16, -1000
  %48 = select i1 %47, i32 %16, i32 -1000
  %49 = icmp slt i32 %48, 1000
  %50 = select i1 %49, i32 %48, i32 1000
  %51 = add nsw i32 %23, 5
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %3, i64 %52
  store i32 %50, i32* %53, align 4, !tbaa !7
  %54 = icmp eq i64 %20, -9223372036854775808
  %55 = tail call i64 @llvm.abs.i64(i64 %20, i1 true)
  %56 = select i1 %54, i64 0, i64 %55
  %57 = shl nsw i32 %11, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i64, i64* %4, i64 %58
  store i64 %56, i64* %59, align 8, !tbaa !11
  %60 = sext i32 %16 to i64
  %61 = icmp slt i64 %20, %60
  %62 = sext i32 %18 to i64
  %63 = select i1 %61, i64 %20, i64 %62
  %64 = or i32 %57, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i64, i64* %4, i64 %65
  store i64 %63, i64* %66, align 8, !tbaa !11
  br label %67

67:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32*, i32*, i32*, i32)* @divrem32, !"kernel", i32 1}
!1 = !{void (i64*, i64*, i64*, i64*, i32)* @divrem64, !"kernel", i32 1}
!2 = !{void (i32*, i32*, i64*, i32*, i64*, i32)* @minmax_abs, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !9, i64 0}
