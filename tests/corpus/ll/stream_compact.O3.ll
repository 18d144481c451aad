source_filename = "stream_compact.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16compact_positiveE6wcount = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @compact_positive(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %6 = and i32 %5, 31
  %7 = lshr i32 %5, 5
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %9 = add i32 %8, 31
  %10 = lshr i32 %9, 5
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #5
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = mul i32 %15, %8
  %17 = add i32 %16, %5
  %18 = and i32 %17, -32
  %19 = mul i32 %8, %12
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #5
  %21 = mul i32 %19, %20
  %22 = sub i32 %21, %18
  %23 = icmp ugt i32 %22, 31
  %24 = shl nsw i32 -1, %22
  %25 = xor i32 %24, -1
  %26 = select i1 %23, i32 -1, i32 %25
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %28 = mul i32 %27, %8
  %29 = add i32 %28, %5
  %30 = icmp ult i32 %29, %3
  br i1 %30, label %31, label %35

31:                                               ; preds = %4
  %32 = zext i32 %29 to i64
  %33 = getelementptr inbounds float, float* %0, i64 %32
  %34 = load float, float* %33, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %4, %31
  %36 = phi float [ %34, %31 ], [ 0.000000e+00, %4 ]
  %37 = fcmp ogt float %36, 0.000000e+00
  %38 = select i1 %30, i1 %37, i1 false
  %39 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 %26, i1 %38) #5
  %40 = shl nsw i32 -1, %6
  %41 = xor i32 %40, -1
  %42 = and i32 %39, %41
  %43 = tail call i32 @llvm.ctpop.i32(i32 %42) #5, !range !9
  %44 = icmp eq i32 %6, 0
  br i1 %44, label %45, label %50

45:                                               ; preds = %35
  %46 = zext i32 %7 to i64
  %47 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ16compact_positiveE6wcount, i64 0, i64 %46
  %48 = addrspacecast i32 addrspace(3)* %47 to i32*
  %49 = tail call i32 @llvm.ctpop.i32(i32 %39) #5, !range !9
  store i32 %49, i32* %48, align 4, !tbaa !10
  br label %50

50:                                               ; preds = %45, %35
  tail call void @llvm.nvvm.barrier0()
  %51 = icmp ult i32 %5, 32
  br i1 %51, label %52, label %92

52:                                               ; preds = %50
  %53 = icmp ult i32 %6, %10
  br i1 %53, label %54, label %59

54:                                               ; preds = %52
  %55 = zext i32 %6 to i64
  %56 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ16compact_positiveE6wcount, i64 0, i64 %55
  %57 = addrspacecast i32 addrspace(3)* %56 to i32*
  %58 = load i32, i32* %57, align 4, !tbaa !10
  br label %59

59:                                               ; preds = %52, %54
  %60 = phi i32 [ %58, %54 ], [ 0, %52 ]
  %61 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %26, i32 %60, i32 1, i32 0) #5
  %62 = icmp eq i32 %6, 0
  %63 = select i1 %62, i32 0, i32 %61
  %64 = add i32 %63, %60
  %65 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %26, i32 %64, i32 2, i32 0) #5
  %66 = icmp ult i32 %6, 2
  %67 = select i1 %66, i32 0, i32 %65
  %68 = add i32 %67, %64
  %69 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %26, i32 %68, i32 4, i32 0) #5
  %70 = icmp ult i32 %6, 4
  %71 = select i1 %70, i32 0, i32 %69
  %72 = add i32 %71, %68
  %73 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %26, i32 %72, i32 8, i32 0) #5
  %74 = icmp ult i32 %6, 8
  %75 = select i1 %74, i32 0, i32 %73
  %76 = add i32 %75, %72
  %77 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %26, i32 %76, i32 16, i32 0) #5
  %78 = icmp ult i32 %6, 16
  %79 = select i1 %78, i32 0, i32 %77
  %80 = add i32 %79, %76
  br i1 %53, label %81, label %86

81:                                               ; preds = %59
  %82 = zext i32 %6 to i64
  %83 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ16compact_positiveE6wcount, i64 0, i64 %82
  %84 = addrspacecast i32 addrspace(3)* %83 to i32*
  %85 = sub i32 %80, %60
  store i32 %85, i32* %84, align 4, !tbaa !10
  br label %86

86:                                               ; preds = %81, %59
  %87 = add nsw i32 %10, -1
  %88 = icmp eq i32 %6, %87
  br i1 %88, label %89, label %92

89:                                               ; preds = %86
  %90 = zext i32 %27 to i64
  %91 = getelementptr inbounds i32, i32* %2, i64 %90
  store i32 %80, i32* %91, align 4, !tbaa !10
  br label %92

92:                                               ; preds = %86, %89, %50
  tail call void @llvm.nvvm.barrier0()
  br i1 %38, label %93, label %102

93:                                               ; preds = %92
  %94 = zext i32 %7 to i64
  %95 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ16compact_positiveE6wcount, i64 0, i64 %94
  %96 = addrspacecast i32 addrspace(3)* %95 to i32*
  %97 = load i32, i32* %96, align 4, !tbaa !10
  %98 = add i32 %43, %28
  %99 = add i32 %98, %97
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds float, float* %1, i64 %100
  store float %36, float* %101, align 4, !tbaa !5
  br label %102

102:                                              ; preds = %93, %92
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, float*, i32*, i32)* @compact_positive, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i32 0, i32 33}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
