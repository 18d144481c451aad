source_filename = "warp_vote.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_vote(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %8 = add i32 %6, %7
  %9 = and i32 %7, 31
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %10
  %15 = mul i32 %14, %5
  %16 = add i32 %15, %7
  %17 = and i32 %16, -32
  %18 = mul i32 %5, %11
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %20 = mul i32 %18, %19
  %21 = sub i32 %20, %17
  %22 = icmp ugt i32 %21, 31
  %23 = shl nsw i32 -1, %21
  %24 = xor i32 %23, -1
  %25 = select i1 %22, i32 -1, i32 %24
  %26 = icmp ult i32 %8, %2
  br i1 %26, label %27, label %31

27:                                               ; preds = %3
  %28 = zext i32 %8 to i64
  %29 = getelementptr inbounds i32, i32* %0, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !6
  br label %31

31:                                               ; preds = %3, %27
  %32 = phi i32 [ %30, %27 ], [ 0, %3 ]
  %33 = icmp sgt i32 %32, 0
  %34 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 %25, i1 %33) #4
  %35 = shl nsw i32 -1, %9
  %36 = xor i32 %35, -1
  %37 = and i32 %34, %36
  %38 = tail call i32 @llvm.ctpop.i32(i32 %37) #4, !range !10
  %39 = srem i32 %32, 7
  %40 = icmp eq i32 %39, 0
  %41 = tail call i1 @llvm.nvvm.vote.any.sync(i32 %25, i1 %40) #4
  %42 = zext i1 %41 to i32
  %43 = and i32 %32, 1
  %44 = icmp eq i32 %43, 0
  %45 = tail call i1 @llvm.nvvm.vote.all.sync(i32 %25, i1 %44) #4
  %46 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 %25, i1 %33) #4
  %47 = icmp eq i32 %34, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %31
  %49 = tail call i32 @llvm.cttz.i32(i32 %34, i1 true) #4, !range !10
  %50 = add nuw nsw i32 %49, 1
  br label %51

51:                                               ; preds = %31, %48
  %52 = phi i32 [ %50, %48 ], [ 0, %31 ]
  %53 = add nsw i32 %52, -1
  %54 = icmp eq i32 %52, 0
  %55 = select i1 %54, i32 0, i32 %53
  %56 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %25, i32 %32, i32 %55, i32 31) #4
  br i1 %26, label %57, label %76

57:                                               ; preds = %51
  %58 = shl i32 %8, 2
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i32, i32* %1, i64 %59
  store i32 %34, i32* %60, align 4, !tbaa !6
  %61 = select i1 %33, i32 %38, i32 -1
  %62 = or i32 %58, 1
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %1, i64 %63
  store i32 %61, i32* %64, align 4, !tbaa !6
  %65 = select i1 %45, i32 2, i32 0
  %66 = or i32 %65, %42
  %67 = select i1 %46, i32 4, i32 0
  %68 = or i32 %66, %67
  %69 = or i32 %58, 2
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, i32* %1, i64 %70
  store i32 %68, i32* %71, align 4, !tbaa !6
  %72 = select i1 %54, i32 0, i32 %56
  %73 = or i32 %58, 3
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds i32, i32* %1, i64 %74
  store i32 %72, i32* %75, align 4, !tbaa !6
  br label %76

76:                                               ; preds = %57, %51
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_aggregated_count(i32* nocapture noundef readonly %0, i32* nocapture noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = and i32 %8, 31
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = mul i32 %15, %6
  %17 = add i32 %16, %8
  %18 = and i32 %17, -32
  %19 = mul i32 %6, %12
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %21 = mul i32 %19, %20
  %22 = sub i32 %21, %18
  %23 = icmp ugt i32 %22, 31
  %24 = shl nsw i32 -1, %22
  %25 = xor i32 %24, -1
  %26 = select i1 %23, i32 -1, i32 %25
  %27 = icmp ult i32 %9, %2
  br i1 %27, label %28, label %36

28:                                               ; preds = %4
  %29 = and i32 %3, 31
  %30 = zext i32 %9 to i64
  %31 = getelementptr inbounds i32, i32* %0, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !6
  %33 = shl nuw i32 1, %29
  %34 = and i32 %32, %33
  %35 = icmp ne i32 %34, 0
  br label %36

36:                                               ; preds = %28, %4
  %37 = phi i1 [ false, %4 ], [ %35, %28 ]
  %38 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 %26, i1 %37) #4
  %39 = icmp ne i32 %38, 0
  %40 = tail call i32 @llvm.cttz.i32(i32 %38, i1 true) #4, !range !10
  %41 = icmp eq i32 %10, %40
  %42 = select i1 %39, i1 %41, i1 false
  br i1 %42, label %43, label %48

43:                                               ; preds = %36
  %44 = getelementptr inbounds i32, i32* %1, i64 1
  %45 = tail call i32 @llvm.ctpop.i32(i32 %38) #4, !range !10
  %46 = atomicrmw add i32* %1, i32 %45 seq_cst, align 4
  %47 = atomicrmw add i32* %44, i32 1 seq_cst, align 4
  br label %48

48:                                               ; preds = %43, %36
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32*, i32)* @warp_vote, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32, i32)* @warp_aggregated_count, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 0, i32 33}
