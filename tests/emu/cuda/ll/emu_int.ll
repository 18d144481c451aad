source_filename = "emu_int.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind writeonly
define dso_local void @cubes_tri(i32* nocapture noundef writeonly %0, i64* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7
  %8 = add i32 %6, %7
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %24

10:                                               ; preds = %3
  %11 = mul i32 %8, %8
  %12 = mul i32 %11, %8
  %13 = add i32 %12, 7
  %14 = zext i32 %8 to i64
  %15 = getelementptr inbounds i32, i32* %0, i64 %14
  store i32 %13, i32* %15, align 4, !tbaa !9
  %16 = zext i32 %8 to i64
  %17 = add i32 %8, -1
  %18 = zext i32 %17 to i64
  %19 = mul nuw i64 %16, %18
  %20 = lshr i64 %19, 1
  %21 = zext i32 %8 to i64
  %22 = add nuw nsw i64 %20, %21
  %23 = getelementptr inbounds i64, i64* %1, i64 %14
  store i64 %22, i64* %23, align 8, !tbaa !13
  br label %24

24:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @bits(i32* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7
  %7 = add i32 %5, %6
  %8 = icmp ult i32 %7, %1
  br i1 %8, label %9, label %28

9:                                                ; preds = %2
  %10 = tail call i32 @llvm.ctpop.i32(i32 %7) #7, !range !15
  %11 = shl i32 %7, 2
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  store i32 %10, i32* %13, align 4, !tbaa !9
  %14 = add nuw i32 %7, 1
  %15 = tail call i32 @llvm.ctlz.i32(i32 %14, i1 true) #7, !range !15
  %16 = or i32 %11, 1
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %0, i64 %17
  store i32 %15, i32* %18, align 4, !tbaa !9
  %19 = tail call i32 @llvm.bitreverse.i32(i32 %7) #7
  %20 = or i32 %11, 2
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %0, i64 %21
  store i32 %19, i32* %22, align 4, !tbaa !9
  %23 = xor i32 %7, -1
  %24 = tail call i32 @llvm.nvvm.prmt(i32 %7, i32 %23, i32 20800) #7
  %25 = or i32 %11, 3
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, i32* %0, i64 %26
  store i32 %24, i32* %27, align 4, !tbaa !9
  br label %28

28:                                               ; preds = %2, %9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @mul64(i64* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7
  %7 = add i32 %5, %6
  %8 = icmp ult i32 %7, %1
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = zext i32 %7 to i64
  %11 = mul nuw i64 %10, 4294967297
  %12 = add nuw i64 %11, 12345
  %13 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %12, i64 %12) #7
  %14 = mul i64 %12, -7046029254386353131
  %15 = xor i64 %13, %14
  %16 = getelementptr inbounds i64, i64* %0, i64 %10
  store i64 %15, i64* %16, align 8, !tbaa !13
  br label %17

17:                                               ; preds = %2, %9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @divmod(i32* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7
  %8 = add i32 %6, %7
  %9 = icmp ult i32 %8, %1
  %10 = mul i32 %8, 1000003
  %11 = shl i32 %8, 1
  br i1 %9, label %12, label %22

12:                                               ; preds = %3
  %13 = or i32 %11, 1
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %0, i64 %14
  %16 = zext i32 %11 to i64
  %17 = getelementptr inbounds i32, i32* %0, i64 %16
  %18 = freeze i32 %10
  %19 = udiv i32 %18, %2
  store i32 %19, i32* %17, align 4, !tbaa !9
  %20 = mul i32 %19, %2
  %21 = sub i32 %18, %20
  store i32 %21, i32* %15, align 4, !tbaa !9
  br label %22

22:                                               ; preds = %3, %12
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @atomics(i64* nocapture noundef %0, i32* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7
  %8 = add i32 %6, %7
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %27

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = atomicrmw add i64* %0, i64 %11 seq_cst, align 8
  %13 = mul i32 %8, 7
  %14 = urem i32 %13, 1000
  %15 = atomicrmw umax i32* %1, i32 %14 seq_cst, align 4
  %16 = getelementptr inbounds i32, i32* %1, i64 1
  %17 = load i32, i32* %16, align 4, !tbaa !9
  br label %18

18:                                               ; preds = %18, %10
  %19 = phi i32 [ %17, %10 ], [ %22, %18 ]
  %20 = add i32 %19, 2
  %21 = cmpxchg i32* %16, i32 %19, i32 %20 seq_cst seq_cst, align 4
  %22 = extractvalue { i32, i1 } %21, 0
  %23 = extractvalue { i32, i1 } %21, 1
  br i1 %23, label %24, label %18, !llvm.loop !16

24:                                               ; preds = %18
  %25 = getelementptr inbounds i32, i32* %1, i64 2
  %26 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nonnull %25, i32 9) #7
  br label %27

27:                                               ; preds = %3, %24
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #4

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #2 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { argmemonly nounwind }
attributes #7 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = !{void (i32*, i64*, i32)* @cubes_tri, !"kernel", i32 1}
!1 = !{void (i32*, i32)* @bits, !"kernel", i32 1}
!2 = !{void (i64*, i32)* @mul64, !"kernel", i32 1}
!3 = !{void (i32*, i32, i32)* @divmod, !"kernel", i32 1}
!4 = !{void (i64*, i32*, i32)* @atomics, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !11, i64 0}
!15 = !{i32 0, i32 33}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
