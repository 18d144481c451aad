source_filename = "stencil1d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stencil1d_shared(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %8 = add i32 %6, %7
  %9 = add i32 %7, 1
  %10 = icmp slt i32 %8, %2
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = sext i32 %8 to i64
  %13 = getelementptr inbounds float, float* %0, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi float [ %14, %11 ], [ 0.000000e+00, %3 ]
  %17 = sext i32 %9 to i64
  %18 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @tile, i64 0, i64 %17
  %19 = addrspacecast float addrspace(3)* %18 to float*
  store float %16, float* %19, align 4, !tbaa !6
  %20 = icmp eq i32 %7, 0
  br i1 %20, label %21, label %32

21:                                               ; preds = %15
  %22 = icmp slt i32 %8, 1
  %23 = icmp sgt i32 %8, %2
  %24 = or i1 %22, %23
  br i1 %24, label %30, label %25

25:                                               ; preds = %21
  %26 = add nsw i32 %8, -1
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, float* %0, i64 %27
  %29 = load float, float* %28, align 4, !tbaa !6
  br label %30

30:                                               ; preds = %21, %25
  %31 = phi float [ %29, %25 ], [ 0.000000e+00, %21 ]
  store float %31, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @tile to [0 x float]*), i64 0, i64 0), align 4, !tbaa !6
  br label %32

32:                                               ; preds = %30, %15
  %33 = add i32 %5, -1
  %34 = icmp eq i32 %7, %33
  br i1 %34, label %35, label %48

35:                                               ; preds = %32
  %36 = add nsw i32 %8, 1
  %37 = icmp slt i32 %36, %2
  br i1 %37, label %38, label %42

38:                                               ; preds = %35
  %39 = sext i32 %36 to i64
  %40 = getelementptr inbounds float, float* %0, i64 %39
  %41 = load float, float* %40, align 4, !tbaa !6
  br label %42

42:                                               ; preds = %35, %38
  %43 = phi float [ %41, %38 ], [ 0.000000e+00, %35 ]
  %44 = add i32 %7, 2
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @tile, i64 0, i64 %45
  %47 = addrspacecast float addrspace(3)* %46 to float*
  store float %43, float* %47, align 4, !tbaa !6
  br label %48

48:                                               ; preds = %42, %32
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %49, label %67

49:                                               ; preds = %48
  %50 = sext i32 %7 to i64
  %51 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @tile, i64 0, i64 %50
  %52 = addrspacecast float addrspace(3)* %51 to float*
  %53 = load float, float* %52, align 4, !tbaa !6
  %54 = fmul float %53, 2.500000e-01
  %55 = load float, float* %19, align 4, !tbaa !6
  %56 = fmul float %55, 5.000000e-01
  %57 = fadd float %54, %56
  %58 = add i32 %7, 2
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @tile, i64 0, i64 %59
  %61 = addrspacecast float addrspace(3)* %60 to float*
  %62 = load float, float* %61, align 4, !tbaa !6
  %63 = fmul float %62, 2.500000e-01
  %64 = fadd float %57, %63
  %65 = sext i32 %8 to i64
  %66 = getelementptr inbounds float, float* %1, i64 %65
  store float %64, float* %66, align 4, !tbaa !6
  br label %67

67:                                               ; preds = %49, %48
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @stencil1d_clamp5(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %63

10:                                               ; preds = %3
  %11 = add nsw i32 %2, -1
  %12 = icmp sgt i32 %8, 2
  %13 = select i1 %12, i32 %8, i32 2
  %14 = add nsw i32 %13, -2
  %15 = icmp slt i32 %14, %11
  %16 = select i1 %15, i32 %14, i32 %11
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, float* %0, i64 %17
  %19 = load float, float* %18, align 4, !tbaa !6
  %20 = fmul float %19, 0x3FB99999A0000000
  %21 = fadd float %20, 0.000000e+00
  %22 = icmp sgt i32 %8, 1
  %23 = select i1 %22, i32 %8, i32 1
  %24 = add nsw i32 %23, -1
  %25 = icmp slt i32 %24, %11
  %26 = select i1 %25, i32 %24, i32 %11
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, float* %0, i64 %27
  %29 = load float, float* %28, align 4, !tbaa !6
  %30 = fmul float %29, 0x3FC99999A0000000
  %31 = fadd float %21, %30
  %32 = icmp sgt i32 %8, 0
  %33 = select i1 %32, i32 %8, i32 0
  %34 = icmp slt i32 %33, %11
  %35 = select i1 %34, i32 %33, i32 %11
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, float* %0, i64 %36
  %38 = load float, float* %37, align 4, !tbaa !6
  %39 = fmul float %38, 0x3FD99999A0000000
  %40 = fadd float %31, %39
  %41 = icmp sgt i32 %8, -1
  %42 = select i1 %41, i32 %8, i32 -1
  %43 = add nsw i32 %42, 1
  %44 = icmp slt i32 %43, %11
  %45 = select i1 %44, i32 %43, i32 %11
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, float* %0, i64 %46
  %48 = load float, float* %47, align 4, !tbaa !6
  %49 = fmul float %48, 0x3FC99999A0000000
  %50 = fadd float %40, %49
  %51 = icmp sgt i32 %8, -2
  %52 = select i1 %51, i32 %8, i32 -2
  %53 = add nsw i32 %52, 2
  %54 = icmp slt i32 %53, %11
  %55 = select i1 %54, i32 %53, i32 %11
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, float* %0, i64 %56
  %58 = load float, float* %57, align 4, !tbaa !6
  %59 = fmul float %58, 0x3FB99999A0000000
  %60 = fadd float %50, %59
  %61 = sext i32 %8 to i64
  %62 = getelementptr inbounds float, float* %1, i64 %61
  store float %60, float* %62, align 4, !tbaa !6
  br label %63

63:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32)* @stencil1d_shared, !"kernel", i32 1}
!1 = !{void (float*, float*, i32)* @stencil1d_clamp5, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
