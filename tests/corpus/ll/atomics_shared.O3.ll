source_filename = "atomics_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14atomics_sharedE3cnt = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE3odd = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE2mn = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE2mx = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE4bits = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE3smn = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE5sum64 = internal addrspace(3) global i64 undef, align 8
@_ZZ14atomics_sharedE5max64 = internal addrspace(3) global i64 undef, align 8
@_ZZ14atomics_sharedE4fsum = internal addrspace(3) global float undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @atomics_shared(i32* nocapture noundef readonly %0, i32 noundef %1, i32* nocapture noundef writeonly %2, i64* nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3cnt to i32*), align 4, !tbaa !5
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3odd to i32*), align 4, !tbaa !5
  store i32 -1, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mn to i32*), align 4, !tbaa !5
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mx to i32*), align 4, !tbaa !5
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE4bits to i32*), align 4, !tbaa !5
  store i32 2147483647, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3smn to i32*), align 4, !tbaa !5
  store i64 0, i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5sum64 to i64*), align 8, !tbaa !9
  store i64 0, i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5max64 to i64*), align 8, !tbaa !9
  store float 0.000000e+00, float* addrspacecast (float addrspace(3)* @_ZZ14atomics_sharedE4fsum to float*), align 4, !tbaa !11
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %5
  %13 = icmp ult i32 %12, %1
  br i1 %13, label %14, label %46

14:                                               ; preds = %8
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds i32, i32* %0, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = atomicrmw add i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3cnt to i32*), i32 1 seq_cst, align 4
  %19 = and i32 %17, 1
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %14
  %22 = atomicrmw add i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3odd to i32*), i32 1 seq_cst, align 4
  br label %23

23:                                               ; preds = %21, %14
  %24 = atomicrmw umin i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mn to i32*), i32 %17 seq_cst, align 4
  %25 = atomicrmw umax i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mx to i32*), i32 %17 seq_cst, align 4
  %26 = lshr i32 %17, 27
  %27 = shl nuw i32 1, %26
  %28 = atomicrmw or i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE4bits to i32*), i32 %27 seq_cst, align 4
  %29 = atomicrmw min i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3smn to i32*), i32 %17 seq_cst, align 4
  %30 = zext i32 %17 to i64
  %31 = atomicrmw add i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5sum64 to i64*), i64 %30 seq_cst, align 8
  %32 = lshr i32 %17, 16
  %33 = zext i32 %32 to i64
  %34 = mul nuw nsw i64 %33, %30
  %35 = atomicrmw umax i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5max64 to i64*), i64 %34 seq_cst, align 8
  %36 = and i32 %17, 7
  %37 = uitofp i32 %36 to float
  br label %38

38:                                               ; preds = %38, %23
  %39 = phi i32 [ 0, %23 ], [ %44, %38 ]
  %40 = bitcast i32 %39 to float
  %41 = fadd float %37, %40
  %42 = bitcast float %41 to i32
  %43 = cmpxchg i32* addrspacecast (i32 addrspace(3)* bitcast (float addrspace(3)* @_ZZ14atomics_sharedE4fsum to i32 addrspace(3)*) to i32*), i32 %39, i32 %42 seq_cst seq_cst, align 4
  %44 = extractvalue { i32, i1 } %43, 0
  %45 = extractvalue { i32, i1 } %43, 1
  br i1 %45, label %46, label %38, !llvm.loop !13

46:                                               ; preds = %38, %8
  tail call void @llvm.nvvm.barrier0()
  br i1 %6, label %47, label %73

47:                                               ; preds = %46
  %48 = shl i32 %9, 3
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, i32* %2, i64 %49
  %51 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3cnt to i32*), align 4, !tbaa !5
  store i32 %51, i32* %50, align 4, !tbaa !5
  %52 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3odd to i32*), align 4, !tbaa !5
  %53 = getelementptr inbounds i32, i32* %50, i64 1
  store i32 %52, i32* %53, align 4, !tbaa !5
  %54 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mn to i32*), align 4, !tbaa !5
  %55 = getelementptr inbounds i32, i32* %50, i64 2
  store i32 %54, i32* %55, align 4, !tbaa !5
  %56 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mx to i32*), align 4, !tbaa !5
  %57 = getelementptr inbounds i32, i32* %50, i64 3
  store i32 %56, i32* %57, align 4, !tbaa !5
  %58 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE4bits to i32*), align 4, !tbaa !5
  %59 = getelementptr inbounds i32, i32* %50, i64 4
  store i32 %58, i32* %59, align 4, !tbaa !5
  %60 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3smn to i32*), align 4, !tbaa !5
  %61 = getelementptr inbounds i32, i32* %50, i64 5
  store i32 %60, i32* %61, align 4, !tbaa !5
  %62 = load i32, i32* addrspacecast (i32 addrspace(3)* bitcast (float addrspace(3)* @_ZZ14atomics_sharedE4fsum to i32 addrspace(3)*) to i32*), align 4, !tbaa !11
  %63 = getelementptr inbounds i32, i32* %50, i64 6
  store i32 %62, i32* %63, align 4, !tbaa !5
  %64 = getelementptr inbounds i32, i32* %50, i64 7
  store i32 %9, i32* %64, align 4, !tbaa !5
  %65 = load i64, i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5sum64 to i64*), align 8, !tbaa !9
  %66 = shl i32 %9, 1
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i64, i64* %3, i64 %67
  store i64 %65, i64* %68, align 8, !tbaa !9
  %69 = load i64, i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5max64 to i64*), align 8, !tbaa !9
  %70 = or i32 %66, 1
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds i64, i64* %3, i64 %71
  store i64 %69, i64* %72, align 8, !tbaa !9
  br label %73

73:                                               ; preds = %47, %46
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32, i32*, i64*)* @atomics_shared, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
