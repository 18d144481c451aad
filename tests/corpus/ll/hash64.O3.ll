source_filename = "hash64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @hash64_mix(i64* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i32 noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %43

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i64, i64* %0, i64 %12
  %14 = load i64, i64* %13, align 8, !tbaa !6
  %15 = xor i64 %14, %3
  %16 = add i64 %15, -7046029254386353131
  %17 = lshr i64 %16, 30
  %18 = xor i64 %17, %16
  %19 = mul i64 %18, -4658895280553007687
  %20 = lshr i64 %19, 27
  %21 = xor i64 %20, %19
  %22 = mul i64 %21, -7723592293110705685
  %23 = lshr i64 %22, 31
  %24 = xor i64 %23, %22
  %25 = add i64 %24, %12
  %26 = lshr i64 %25, 33
  %27 = xor i64 %26, %25
  %28 = mul i64 %27, -49064778989728563
  %29 = lshr i64 %28, 33
  %30 = xor i64 %29, %28
  %31 = mul i64 %30, -4265267296055464877
  %32 = lshr i64 %31, 33
  %33 = xor i64 %31, %32
  %34 = xor i64 %33, -6884282663029611473
  %35 = xor i64 %14, -1800455987208640293
  %36 = zext i64 %34 to i128
  %37 = zext i64 %35 to i128
  %38 = mul nuw i128 %36, %37
  %39 = lshr i128 %38, 64
  %40 = xor i128 %39, %38
  %41 = trunc i128 %40 to i64
  %42 = getelementptr inbounds i64, i64* %1, i64 %12
  store i64 %41, i64* %42, align 8, !tbaa !6
  br label %43

43:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @xxh64_rows(i64* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %108

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = sext i32 %3 to i64
  %15 = mul nsw i64 %14, %13
  %16 = getelementptr inbounds i64, i64* %0, i64 %15
  %17 = add i64 %4, 6983438078262162902
  %18 = add i64 %4, -4417276706812531889
  %19 = add i64 %4, 7046029288634856825
  %20 = icmp slt i32 %3, 4
  br i1 %20, label %21, label %68

21:                                               ; preds = %68, %12
  %22 = phi i64 [ %17, %12 ], [ %81, %68 ]
  %23 = phi i64 [ %18, %12 ], [ %89, %68 ]
  %24 = phi i64 [ %4, %12 ], [ %97, %68 ]
  %25 = phi i64 [ %19, %12 ], [ %105, %68 ]
  %26 = tail call i64 @llvm.fshl.i64(i64 %22, i64 %22, i64 1)
  %27 = tail call i64 @llvm.fshl.i64(i64 %23, i64 %23, i64 7)
  %28 = add i64 %27, %26
  %29 = tail call i64 @llvm.fshl.i64(i64 %24, i64 %24, i64 12)
  %30 = add i64 %28, %29
  %31 = tail call i64 @llvm.fshl.i64(i64 %25, i64 %25, i64 18)
  %32 = add i64 %30, %31
  %33 = mul i64 %22, -4417276706812531889
  %34 = tail call i64 @llvm.fshl.i64(i64 %33, i64 %33, i64 31) #4
  %35 = mul i64 %34, -7046029288634856825
  %36 = xor i64 %32, %35
  %37 = mul i64 %36, -7046029288634856825
  %38 = add i64 %37, -8796714831421723037
  %39 = mul i64 %23, -4417276706812531889
  %40 = tail call i64 @llvm.fshl.i64(i64 %39, i64 %39, i64 31) #4
  %41 = mul i64 %40, -7046029288634856825
  %42 = xor i64 %38, %41
  %43 = mul i64 %42, -7046029288634856825
  %44 = add i64 %43, -8796714831421723037
  %45 = mul i64 %24, -4417276706812531889
  %46 = tail call i64 @llvm.fshl.i64(i64 %45, i64 %45, i64 31) #4
  %47 = mul i64 %46, -7046029288634856825
  %48 = xor i64 %44, %47
  %49 = mul i64 %48, -7046029288634856825
  %50 = add i64 %49, -8796714831421723037
  %51 = mul i64 %25, -4417276706812531889
  %52 = tail call i64 @llvm.fshl.i64(i64 %51, i64 %51, i64 31) #4
  %53 = mul i64 %52, -7046029288634856825
  %54 = xor i64 %50, %53
  %55 = mul i64 %54, -7046029288634856825
  %56 = shl nsw i64 %14, 3
  %57 = add i64 %56, -8796714831421723037
  %58 = add i64 %57, %55
  %59 = lshr i64 %58, 33
  %60 = xor i64 %59, %58
  %61 = mul i64 %60, -4417276706812531889
  %62 = lshr i64 %61, 29
  %63 = xor i64 %62, %61
  %64 = mul i64 %63, 1609587929392839161
  %65 = lshr i64 %64, 32
  %66 = xor i64 %65, %64
  %67 = getelementptr inbounds i64, i64* %1, i64 %13
  store i64 %66, i64* %67, align 8, !tbaa !6
  br label %108

68:                                               ; preds = %12, %68
  %69 = phi i32 [ %106, %68 ], [ 4, %12 ]
  %70 = phi i32 [ %69, %68 ], [ 0, %12 ]
  %71 = phi i64 [ %105, %68 ], [ %19, %12 ]
  %72 = phi i64 [ %97, %68 ], [ %4, %12 ]
  %73 = phi i64 [ %89, %68 ], [ %18, %12 ]
  %74 = phi i64 [ %81, %68 ], [ %17, %12 ]
  %75 = zext i32 %70 to i64
  %76 = getelementptr inbounds i64, i64* %16, i64 %75
  %77 = load i64, i64* %76, align 8, !tbaa !6
  %78 = mul i64 %77, -4417276706812531889
  %79 = add i64 %78, %74
  %80 = tail call i64 @llvm.fshl.i64(i64 %79, i64 %79, i64 31) #4
  %81 = mul i64 %80, -7046029288634856825
  %82 = or i32 %70, 1
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds i64, i64* %16, i64 %83
  %85 = load i64, i64* %84, align 8, !tbaa !6
  %86 = mul i64 %85, -4417276706812531889
  %87 = add i64 %86, %73
  %88 = tail call i64 @llvm.fshl.i64(i64 %87, i64 %87, i64 31) #4
  %89 = mul i64 %88, -7046029288634856825
  %90 = or i32 %70, 2
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds i64, i64* %16, i64 %91
  %93 = load i64, i64* %92, align 8, !tbaa !6
  %94 = mul i64 %93, -4417276706812531889
  %95 = add i64 %94, %72
  %96 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %95, i64 31) #4
  %97 = mul i64 %96, -7046029288634856825
  %98 = or i32 %70, 3
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds i64, i64* %16, i64 %99
  %101 = load i64, i64* %100, align 8, !tbaa !6
  %102 = mul i64 %101, -4417276706812531889
  %103 = add i64 %102, %71
  %104 = tail call i64 @llvm.fshl.i64(i64 %103, i64 %103, i64 31) #4
  %105 = mul i64 %104, -7046029288634856825
  %106 = add nuw nsw i32 %69, 4
  %107 = icmp sgt i32 %106, %3
  br i1 %107, label %21, label %68, !llvm.loop !10

108:                                              ; preds = %5, %21
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i64*, i64*, i32, i64)* @hash64_mix, !"kernel", i32 1}
!1 = !{void (i64*, i64*, i32, i32, i64)* @xxh64_rows, !"kernel", i32 1}
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
