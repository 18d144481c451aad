source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11hist_sharedE1s = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ10hist_wordsE1s = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @hist_shared(i8* nocapture noundef readonly %0, i32 noundef %1, i32* nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = icmp ult i32 %4, 256
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  br i1 %5, label %15, label %7

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %9 = mul i32 %8, %6
  %10 = add i32 %9, %4
  %11 = icmp ult i32 %10, %1
  br i1 %11, label %12, label %22

12:                                               ; preds = %7
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %14 = mul i32 %6, %13
  br label %23

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %20, %15 ], [ %4, %3 ]
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11hist_sharedE1s, i64 0, i64 %17
  %19 = addrspacecast i32 addrspace(3)* %18 to i32*
  store i32 0, i32* %19, align 4, !tbaa !7
  %20 = add i32 %16, %6
  %21 = icmp ult i32 %20, 256
  br i1 %21, label %15, label %7, !llvm.loop !11

22:                                               ; preds = %23, %7
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %35, label %34

23:                                               ; preds = %12, %23
  %24 = phi i32 [ %10, %12 ], [ %32, %23 ]
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i8, i8* %0, i64 %25
  %27 = load i8, i8* %26, align 1, !tbaa !13
  %28 = zext i8 %27 to i64
  %29 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11hist_sharedE1s, i64 0, i64 %28
  %30 = addrspacecast i32 addrspace(3)* %29 to i32*
  %31 = atomicrmw add i32* %30, i32 1 seq_cst, align 4
  %32 = add i32 %24, %14
  %33 = icmp ult i32 %32, %1
  br i1 %33, label %23, label %22, !llvm.loop !14

34:                                               ; preds = %45, %22
  ret void

35:                                               ; preds = %22, %45
  %36 = phi i32 [ %46, %45 ], [ %4, %22 ]
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11hist_sharedE1s, i64 0, i64 %37
  %39 = addrspacecast i32 addrspace(3)* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !7
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i32, i32* %2, i64 %37
  %44 = atomicrmw add i32* %43, i32 %40 seq_cst, align 4
  br label %45

45:                                               ; preds = %35, %42
  %46 = add i32 %36, %6
  %47 = icmp ult i32 %46, 256
  br i1 %47, label %35, label %34, !llvm.loop !15
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local void @hist_global(i8* nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32* nocapture noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp ult i32 %9, %1
  br i1 %10, label %11, label %20

11:                                               ; preds = %4
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds i8, i8* %0, i64 %12
  %14 = load i8, i8* %13, align 1, !tbaa !13
  %15 = zext i8 %14 to i32
  %16 = urem i32 %15, %2
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %3, i64 %17
  %19 = atomicrmw add i32* %18, i32 1 seq_cst, align 4
  br label %20

20:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @hist_words(i32* nocapture noundef readonly %0, i32 noundef %1, i32* nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = icmp ult i32 %4, 256
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  br i1 %5, label %15, label %7

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %9 = mul i32 %8, %6
  %10 = add i32 %9, %4
  %11 = icmp ult i32 %10, %1
  br i1 %11, label %12, label %22

12:                                               ; preds = %7
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %14 = mul i32 %6, %13
  br label %23

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %20, %15 ], [ %4, %3 ]
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s, i64 0, i64 %17
  %19 = addrspacecast i32 addrspace(3)* %18 to i32*
  store i32 0, i32* %19, align 4, !tbaa !7
  %20 = add i32 %16, %6
  %21 = icmp ult i32 %20, 256
  br i1 %21, label %15, label %7, !llvm.loop !16

22:                                               ; preds = %23, %7
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %53, label %52

23:                                               ; preds = %12, %23
  %24 = phi i32 [ %10, %12 ], [ %50, %23 ]
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %0, i64 %25
  %27 = load i32, i32* %26, align 4, !tbaa !7
  %28 = and i32 %27, 255
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s, i64 0, i64 %29
  %31 = addrspacecast i32 addrspace(3)* %30 to i32*
  %32 = atomicrmw add i32* %31, i32 1 seq_cst, align 4
  %33 = lshr i32 %27, 8
  %34 = and i32 %33, 255
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s, i64 0, i64 %35
  %37 = addrspacecast i32 addrspace(3)* %36 to i32*
  %38 = atomicrmw add i32* %37, i32 1 seq_cst, align 4
  %39 = lshr i32 %27, 16
  %40 = and i32 %39, 255
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s, i64 0, i64 %41
  %43 = addrspacecast i32 addrspace(3)* %42 to i32*
  %44 = atomicrmw add i32* %43, i32 1 seq_cst, align 4
  %45 = lshr i32 %27, 24
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s, i64 0, i64 %46
  %48 = addrspacecast i32 addrspace(3)* %47 to i32*
  %49 = atomicrmw add i32* %48, i32 1 seq_cst, align 4
  %50 = add i32 %24, %14
  %51 = icmp ult i32 %50, %1
  br i1 %51, label %23, label %22, !llvm.loop !17

52:                                               ; preds = %63, %22
  ret void

53:                                               ; preds = %22, %63
  %54 = phi i32 [ %64, %63 ], [ %4, %22 ]
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s, i64 0, i64 %55
  %57 = addrspacecast i32 addrspace(3)* %56 to i32*
  %58 = load i32, i32* %57, align 4, !tbaa !7
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %63, label %60

60:                                               ; preds = %53
  %61 = getelementptr inbounds i32, i32* %2, i64 %55
  %62 = atomicrmw add i32* %61, i32 %58 seq_cst, align 4
  br label %63

63:                                               ; preds = %53, %60
  %64 = add i32 %54, %6
  %65 = icmp ult i32 %64, 256
  br i1 %65, label %53, label %52, !llvm.loop !18
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i8*, i32, i32*)* @hist_shared, !"kernel", i32 1}
!1 = !{void (i8*, i32, i32, i32*)* @hist_global, !"kernel", i32 1}
!2 = !{void (i32*, i32, i32*)* @hist_words, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!9, !9, i64 0}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
