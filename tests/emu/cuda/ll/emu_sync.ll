source_filename = "emu_sync.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13block_reverseE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_reverse(i32* nocapture noundef writeonly %0, i32* nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %6 = mul i32 %5, %4
  %7 = add i32 %6, %3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, i32* %1, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !8
  %11 = zext i32 %3 to i64
  %12 = getelementptr inbounds [1024 x i32], [1024 x i32] addrspace(3)* @_ZZ13block_reverseE1s, i64 0, i64 %11
  %13 = addrspacecast i32 addrspace(3)* %12 to i32*
  store i32 %10, i32* %13, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %14 = xor i32 %3, -1
  %15 = add i32 %4, %14
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [1024 x i32], [1024 x i32] addrspace(3)* @_ZZ13block_reverseE1s, i64 0, i64 %16
  %18 = addrspacecast i32 addrspace(3)* %17 to i32*
  %19 = load i32, i32* %18, align 4, !tbaa !8
  %20 = getelementptr inbounds i32, i32* %0, i64 %8
  store i32 %19, i32* %20, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_ops(i32* nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %4 = mul i32 %2, %3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %6 = add i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6, i32 16, i32 31) #5
  %8 = add nsw i32 %7, %6
  %9 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %8, i32 8, i32 31) #5
  %10 = add nsw i32 %9, %8
  %11 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %10, i32 4, i32 31) #5
  %12 = add nsw i32 %11, %10
  %13 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %12, i32 2, i32 31) #5
  %14 = add nsw i32 %13, %12
  %15 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %14, i32 1, i32 31) #5
  %16 = urem i32 %6, 3
  %17 = icmp eq i32 %16, 0
  %18 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %17) #5
  %19 = and i32 %6, 3
  %20 = tail call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %19) #5
  %21 = icmp sgt i32 %6, -1
  %22 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %21) #5
  %23 = and i32 %5, 31
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %41

25:                                               ; preds = %1
  %26 = add nsw i32 %15, %14
  %27 = lshr i32 %6, 5
  %28 = mul nuw nsw i32 %27, 3
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %0, i64 %29
  store i32 %26, i32* %30, align 4, !tbaa !8
  %31 = tail call i32 @llvm.ctpop.i32(i32 %18) #5, !range !12
  %32 = add nuw nsw i32 %28, 1
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %0, i64 %33
  store i32 %31, i32* %34, align 4, !tbaa !8
  %35 = tail call i32 @llvm.ctpop.i32(i32 %20) #5, !range !12
  %36 = select i1 %22, i32 1000, i32 0
  %37 = add nuw nsw i32 %36, %35
  %38 = add nuw nsw i32 %28, 2
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32* %0, i64 %39
  store i32 %37, i32* %40, align 4, !tbaa !8
  br label %41

41:                                               ; preds = %25, %1
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_scan(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %7 = add i32 %5, %6
  %8 = urem i32 %7, 5
  %9 = and i32 %6, 31
  %10 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %8, i32 1, i32 0) #5
  %11 = icmp eq i32 %9, 0
  %12 = select i1 %11, i32 0, i32 %10
  %13 = add nsw i32 %12, %8
  %14 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %13, i32 2, i32 0) #5
  %15 = icmp ult i32 %9, 2
  %16 = select i1 %15, i32 0, i32 %14
  %17 = add nsw i32 %16, %13
  %18 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %17, i32 4, i32 0) #5
  %19 = icmp ult i32 %9, 4
  %20 = select i1 %19, i32 0, i32 %18
  %21 = add nsw i32 %20, %17
  %22 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %21, i32 8, i32 0) #5
  %23 = icmp ult i32 %9, 8
  %24 = select i1 %23, i32 0, i32 %22
  %25 = add nsw i32 %24, %21
  %26 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %25, i32 16, i32 0) #5
  %27 = icmp ult i32 %9, 16
  %28 = select i1 %27, i32 0, i32 %26
  %29 = add nsw i32 %28, %25
  %30 = zext i32 %7 to i64
  %31 = getelementptr inbounds i32, i32* %0, i64 %30
  store i32 %29, i32* %31, align 4, !tbaa !8
  %32 = mul nsw i32 %7, 10
  %33 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %32, i32 0, i32 6175) #5
  %34 = getelementptr inbounds i32, i32* %1, i64 %30
  store i32 %33, i32* %34, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_votes(i32* nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %3 = urem i32 %2, 5
  %4 = icmp eq i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %5) #5
  %7 = icmp eq i32 %2, 37
  %8 = zext i1 %7 to i32
  %9 = tail call i32 @llvm.nvvm.barrier0.or(i32 %8) #5
  %10 = and i32 %2, 1
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %1
  %13 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #1, !srcloc !13
  br label %14

14:                                               ; preds = %12, %1
  %15 = phi i32 [ %13, %12 ], [ 0, %1 ]
  %16 = icmp eq i32 %2, 1
  br i1 %16, label %17, label %28

17:                                               ; preds = %14
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %19 = mul i32 %18, 3
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i32, i32* %0, i64 %20
  store i32 %6, i32* %21, align 4, !tbaa !8
  %22 = add i32 %19, 1
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  store i32 %9, i32* %24, align 4, !tbaa !8
  %25 = add i32 %19, 2
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, i32* %0, i64 %26
  store i32 %15, i32* %27, align 4, !tbaa !8
  br label %28

28:                                               ; preds = %17, %14
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (i32*, i32*)* @block_reverse, !"kernel", i32 1}
!1 = !{void (i32*)* @warp_ops, !"kernel", i32 1}
!2 = !{void (i32*, i32*)* @warp_scan, !"kernel", i32 1}
!3 = !{void (i32*)* @block_votes, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{i32 0, i32 33}
!13 = !{i64 28444}
