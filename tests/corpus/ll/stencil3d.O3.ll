source_filename = "stencil3d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @heat3d(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %16 = add i32 %14, %15
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %19 = mul i32 %17, %18
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %21 = add i32 %19, %20
  %22 = icmp slt i32 %11, %2
  %23 = icmp slt i32 %16, %3
  %24 = and i1 %22, %23
  %25 = icmp slt i32 %21, %4
  %26 = and i1 %24, %25
  br i1 %26, label %27, label %95

27:                                               ; preds = %6
  %28 = sext i32 %21 to i64
  %29 = sext i32 %3 to i64
  %30 = mul nsw i64 %29, %28
  %31 = sext i32 %16 to i64
  %32 = add nsw i64 %30, %31
  %33 = sext i32 %2 to i64
  %34 = mul nsw i64 %32, %33
  %35 = sext i32 %11 to i64
  %36 = add nsw i64 %34, %35
  %37 = mul nsw i64 %29, %33
  %38 = getelementptr inbounds float, float* %0, i64 %36
  %39 = load float, float* %38, align 4, !tbaa !6
  %40 = icmp sgt i32 %11, 0
  br i1 %40, label %41, label %45

41:                                               ; preds = %27
  %42 = add nsw i64 %36, -1
  %43 = getelementptr inbounds float, float* %0, i64 %42
  %44 = load float, float* %43, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %27, %41
  %46 = phi float [ %44, %41 ], [ %39, %27 ]
  %47 = add nsw i32 %2, -1
  %48 = icmp slt i32 %11, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %45
  %50 = add nsw i64 %36, 1
  %51 = getelementptr inbounds float, float* %0, i64 %50
  %52 = load float, float* %51, align 4, !tbaa !6
  br label %53

53:                                               ; preds = %45, %49
  %54 = phi float [ %52, %49 ], [ %39, %45 ]
  %55 = icmp sgt i32 %16, 0
  br i1 %55, label %56, label %60

56:                                               ; preds = %53
  %57 = sub nsw i64 %36, %33
  %58 = getelementptr inbounds float, float* %0, i64 %57
  %59 = load float, float* %58, align 4, !tbaa !6
  br label %60

60:                                               ; preds = %53, %56
  %61 = phi float [ %59, %56 ], [ %39, %53 ]
  %62 = add nsw i32 %3, -1
  %63 = icmp slt i32 %16, %62
  br i1 %63, label %64, label %68

64:                                               ; preds = %60
  %65 = add nsw i64 %36, %33
  %66 = getelementptr inbounds float, float* %0, i64 %65
  %67 = load float, float* %66, align 4, !tbaa !6
  br label %68

68:                                               ; preds = %60, %64
  %69 = phi float [ %67, %64 ], [ %39, %60 ]
  %70 = icmp sgt i32 %21, 0
  br i1 %70, label %71, label %75

71:                                               ; preds = %68
  %72 = sub nsw i64 %36, %37
  %73 = getelementptr inbounds float, float* %0, i64 %72
  %74 = load float, float* %73, align 4, !tbaa !6
  br label %75

75:                                               ; preds = %68, %71
  %76 = phi float [ %74, %71 ], [ %39, %68 ]
  %77 = add nsw i32 %4, -1
  %78 = icmp slt i32 %21, %77
  br i1 %78, label %79, label %83

79:                                               ; preds = %75
  %80 = add nsw i64 %36, %37
  %81 = getelementptr inbounds float, float* %0, i64 %80
  %82 = load float, float* %81, align 4, !tbaa !6
  br label %83

83:                                               ; preds = %75, %79
  %84 = phi float [ %82, %79 ], [ %39, %75 ]
  %85 = fadd float %46, %54
  %86 = fadd float %85, %61
  %87 = fadd float %86, %69
  %88 = fadd float %87, %76
  %89 = fadd float %88, %84
  %90 = fmul float %39, 6.000000e+00
  %91 = fsub float %89, %90
  %92 = fmul float %91, %5
  %93 = fadd float %39, %92
  %94 = getelementptr inbounds float, float* %1, i64 %36
  store float %93, float* %94, align 4, !tbaa !6
  br label %95

95:                                               ; preds = %6, %83
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @heat3d_zmarch(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #1 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %11, %2
  %18 = icmp slt i32 %16, %3
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %88

20:                                               ; preds = %6
  %21 = sext i32 %2 to i64
  %22 = sext i32 %3 to i64
  %23 = mul nsw i64 %22, %21
  %24 = sext i32 %16 to i64
  %25 = mul nsw i64 %21, %24
  %26 = sext i32 %11 to i64
  %27 = add nsw i64 %25, %26
  %28 = getelementptr inbounds float, float* %0, i64 %27
  %29 = load float, float* %28, align 4, !tbaa !6
  %30 = icmp sgt i32 %4, 0
  br i1 %30, label %31, label %88

31:                                               ; preds = %20
  %32 = add nsw i32 %4, -1
  %33 = icmp sgt i32 %11, 0
  %34 = add nsw i32 %2, -1
  %35 = icmp slt i32 %11, %34
  %36 = icmp sgt i32 %16, 0
  %37 = add nsw i32 %3, -1
  %38 = icmp slt i32 %16, %37
  br label %39

39:                                               ; preds = %31, %73
  %40 = phi i64 [ %27, %31 ], [ %86, %73 ]
  %41 = phi float [ %29, %31 ], [ %50, %73 ]
  %42 = phi float [ %29, %31 ], [ %41, %73 ]
  %43 = phi i32 [ 0, %31 ], [ %85, %73 ]
  %44 = icmp slt i32 %43, %32
  br i1 %44, label %45, label %49

45:                                               ; preds = %39
  %46 = add nsw i64 %40, %23
  %47 = getelementptr inbounds float, float* %0, i64 %46
  %48 = load float, float* %47, align 4, !tbaa !6
  br label %49

49:                                               ; preds = %39, %45
  %50 = phi float [ %48, %45 ], [ %41, %39 ]
  br i1 %33, label %51, label %55

51:                                               ; preds = %49
  %52 = add nsw i64 %40, -1
  %53 = getelementptr inbounds float, float* %0, i64 %52
  %54 = load float, float* %53, align 4, !tbaa !6
  br label %55

55:                                               ; preds = %49, %51
  %56 = phi float [ %54, %51 ], [ %41, %49 ]
  br i1 %35, label %57, label %61

57:                                               ; preds = %55
  %58 = add nsw i64 %40, 1
  %59 = getelementptr inbounds float, float* %0, i64 %58
  %60 = load float, float* %59, align 4, !tbaa !6
  br label %61

61:                                               ; preds = %55, %57
  %62 = phi float [ %60, %57 ], [ %41, %55 ]
  br i1 %36, label %63, label %67

63:                                               ; preds = %61
  %64 = sub nsw i64 %40, %21
  %65 = getelementptr inbounds float, float* %0, i64 %64
  %66 = load float, float* %65, align 4, !tbaa !6
  br label %67

67:                                               ; preds = %61, %63
  %68 = phi float [ %66, %63 ], [ %41, %61 ]
  br i1 %38, label %69, label %73

69:                                               ; preds = %67
  %70 = add nsw i64 %40, %21
  %71 = getelementptr inbounds float, float* %0, i64 %70
  %72 = load float, float* %71, align 4, !tbaa !6
  br label %73

73:                                               ; preds = %67, %69
  %74 = phi float [ %72, %69 ], [ %41, %67 ]
  %75 = fadd float %56, %62
  %76 = fadd float %75, %68
  %77 = fadd float %76, %74
  %78 = fadd float %42, %77
  %79 = fadd float %50, %78
  %80 = fmul float %41, 6.000000e+00
  %81 = fsub float %79, %80
  %82 = fmul float %81, %5
  %83 = fadd float %41, %82
  %84 = getelementptr inbounds float, float* %1, i64 %40
  store float %83, float* %84, align 4, !tbaa !6
  %85 = add nuw nsw i32 %43, 1
  %86 = add nsw i64 %40, %23
  %87 = icmp eq i32 %85, %4
  br i1 %87, label %88, label %39, !llvm.loop !10

88:                                               ; preds = %73, %20, %6
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32, i32, i32, float)* @heat3d, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32, i32, float)* @heat3d_zmarch, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
