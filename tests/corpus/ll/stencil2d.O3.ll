source_filename = "stencil2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@t = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @jacobi2d(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %12 = mul i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %58

18:                                               ; preds = %4
  %19 = mul nsw i32 %14, %2
  %20 = add nsw i32 %19, %9
  %21 = icmp eq i32 %9, 0
  %22 = icmp eq i32 %14, 0
  %23 = or i1 %21, %22
  %24 = add nsw i32 %2, -1
  %25 = icmp eq i32 %9, %24
  %26 = select i1 %23, i1 true, i1 %25
  %27 = add nsw i32 %3, -1
  %28 = icmp eq i32 %14, %27
  %29 = select i1 %26, i1 true, i1 %28
  %30 = sext i32 %20 to i64
  %31 = getelementptr inbounds float, float* %0, i64 %30
  %32 = load float, float* %31, align 4, !tbaa !6
  br i1 %29, label %55, label %33

33:                                               ; preds = %18
  %34 = add nsw i32 %20, -1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, float* %0, i64 %35
  %37 = load float, float* %36, align 4, !tbaa !6
  %38 = fadd float %32, %37
  %39 = add nsw i32 %20, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, float* %0, i64 %40
  %42 = load float, float* %41, align 4, !tbaa !6
  %43 = fadd float %38, %42
  %44 = sub nsw i32 %20, %2
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, float* %0, i64 %45
  %47 = load float, float* %46, align 4, !tbaa !6
  %48 = fadd float %43, %47
  %49 = add nsw i32 %20, %2
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, float* %0, i64 %50
  %52 = load float, float* %51, align 4, !tbaa !6
  %53 = fadd float %48, %52
  %54 = fmul float %53, 0x3FC99999A0000000
  br label %55

55:                                               ; preds = %18, %33
  %56 = phi float [ %54, %33 ], [ %32, %18 ]
  %57 = getelementptr inbounds float, float* %1, i64 %30
  store float %56, float* %57, align 4, !tbaa !6
  br label %58

58:                                               ; preds = %55, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stencil2d_tiled(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #1 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %16 = add i32 %14, %15
  %17 = add i32 %8, 2
  %18 = add i32 %15, 1
  %19 = mul nsw i32 %18, %17
  %20 = add i32 %19, %10
  %21 = add i32 %20, 1
  %22 = icmp sgt i32 %11, -1
  br i1 %22, label %23, label %35

23:                                               ; preds = %6
  %24 = icmp slt i32 %11, %2
  %25 = icmp sgt i32 %16, -1
  %26 = and i1 %25, %24
  %27 = icmp slt i32 %16, %3
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %23
  %30 = mul nsw i32 %16, %2
  %31 = add nsw i32 %30, %11
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, float* %0, i64 %32
  %34 = load float, float* %33, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %6, %23, %29
  %36 = phi float [ %34, %29 ], [ 0.000000e+00, %23 ], [ 0.000000e+00, %6 ]
  %37 = sext i32 %21 to i64
  %38 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @t, i64 0, i64 %37
  %39 = addrspacecast float addrspace(3)* %38 to float*
  store float %36, float* %39, align 4, !tbaa !6
  %40 = icmp eq i32 %10, 0
  br i1 %40, label %41, label %61

41:                                               ; preds = %35
  %42 = icmp sgt i32 %11, 0
  br i1 %42, label %43, label %56

43:                                               ; preds = %41
  %44 = icmp sle i32 %11, %2
  %45 = icmp sgt i32 %16, -1
  %46 = and i1 %45, %44
  %47 = icmp slt i32 %16, %3
  %48 = and i1 %46, %47
  br i1 %48, label %49, label %56

49:                                               ; preds = %43
  %50 = mul nsw i32 %16, %2
  %51 = add nsw i32 %11, -1
  %52 = add nsw i32 %51, %50
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, float* %0, i64 %53
  %55 = load float, float* %54, align 4, !tbaa !6
  br label %56

56:                                               ; preds = %41, %43, %49
  %57 = phi float [ %55, %49 ], [ 0.000000e+00, %43 ], [ 0.000000e+00, %41 ]
  %58 = sext i32 %19 to i64
  %59 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @t, i64 0, i64 %58
  %60 = addrspacecast float addrspace(3)* %59 to float*
  store float %57, float* %60, align 4, !tbaa !6
  br label %61

61:                                               ; preds = %56, %35
  %62 = add i32 %8, -1
  %63 = icmp eq i32 %10, %62
  br i1 %63, label %64, label %85

64:                                               ; preds = %61
  %65 = add nsw i32 %11, 1
  %66 = icmp sgt i32 %11, -2
  br i1 %66, label %67, label %79

67:                                               ; preds = %64
  %68 = icmp slt i32 %65, %2
  %69 = icmp sgt i32 %16, -1
  %70 = and i1 %69, %68
  %71 = icmp slt i32 %16, %3
  %72 = and i1 %70, %71
  br i1 %72, label %73, label %79

73:                                               ; preds = %67
  %74 = mul nsw i32 %16, %2
  %75 = add nsw i32 %74, %65
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, float* %0, i64 %76
  %78 = load float, float* %77, align 4, !tbaa !6
  br label %79

79:                                               ; preds = %64, %67, %73
  %80 = phi float [ %78, %73 ], [ 0.000000e+00, %67 ], [ 0.000000e+00, %64 ]
  %81 = add i32 %20, 2
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @t, i64 0, i64 %82
  %84 = addrspacecast float addrspace(3)* %83 to float*
  store float %80, float* %84, align 4, !tbaa !6
  br label %85

85:                                               ; preds = %79, %61
  %86 = icmp eq i32 %15, 0
  br i1 %86, label %87, label %107

87:                                               ; preds = %85
  br i1 %22, label %88, label %101

88:                                               ; preds = %87
  %89 = icmp slt i32 %11, %2
  %90 = icmp sgt i32 %16, 0
  %91 = and i1 %90, %89
  %92 = icmp sle i32 %16, %3
  %93 = and i1 %91, %92
  br i1 %93, label %94, label %101

94:                                               ; preds = %88
  %95 = add nsw i32 %16, -1
  %96 = mul nsw i32 %95, %2
  %97 = add nsw i32 %96, %11
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, float* %0, i64 %98
  %100 = load float, float* %99, align 4, !tbaa !6
  br label %101

101:                                              ; preds = %87, %88, %94
  %102 = phi float [ %100, %94 ], [ 0.000000e+00, %88 ], [ 0.000000e+00, %87 ]
  %103 = sub nsw i32 %21, %17
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @t, i64 0, i64 %104
  %106 = addrspacecast float addrspace(3)* %105 to float*
  store float %102, float* %106, align 4, !tbaa !6
  br label %107

107:                                              ; preds = %101, %85
  %108 = add i32 %13, -1
  %109 = icmp eq i32 %15, %108
  br i1 %109, label %110, label %130

110:                                              ; preds = %107
  %111 = add nsw i32 %16, 1
  br i1 %22, label %112, label %124

112:                                              ; preds = %110
  %113 = icmp slt i32 %11, %2
  %114 = icmp sgt i32 %16, -2
  %115 = and i1 %114, %113
  %116 = icmp slt i32 %111, %3
  %117 = and i1 %115, %116
  br i1 %117, label %118, label %124

118:                                              ; preds = %112
  %119 = mul nsw i32 %111, %2
  %120 = add nsw i32 %119, %11
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds float, float* %0, i64 %121
  %123 = load float, float* %122, align 4, !tbaa !6
  br label %124

124:                                              ; preds = %110, %112, %118
  %125 = phi float [ %123, %118 ], [ 0.000000e+00, %112 ], [ 0.000000e+00, %110 ]
  %126 = add nsw i32 %21, %17
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @t, i64 0, i64 %127
  %129 = addrspacecast float addrspace(3)* %128 to float*
  store float %125, float* %129, align 4, !tbaa !6
  br label %130

130:                                              ; preds = %124, %107
  tail call void @llvm.nvvm.barrier0()
  %131 = icmp slt i32 %11, %2
  %132 = icmp slt i32 %16, %3
  %133 = and i1 %131, %132
  br i1 %133, label %134, label %165

134:                                              ; preds = %130
  %135 = load float, float* %39, align 4, !tbaa !6
  %136 = fmul float %135, %4
  %137 = sext i32 %20 to i64
  %138 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @t, i64 0, i64 %137
  %139 = addrspacecast float addrspace(3)* %138 to float*
  %140 = load float, float* %139, align 4, !tbaa !6
  %141 = add i32 %20, 2
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @t, i64 0, i64 %142
  %144 = addrspacecast float addrspace(3)* %143 to float*
  %145 = load float, float* %144, align 4, !tbaa !6
  %146 = fadd float %140, %145
  %147 = sub nsw i32 %21, %17
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @t, i64 0, i64 %148
  %150 = addrspacecast float addrspace(3)* %149 to float*
  %151 = load float, float* %150, align 4, !tbaa !6
  %152 = fadd float %146, %151
  %153 = add nsw i32 %21, %17
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @t, i64 0, i64 %154
  %156 = addrspacecast float addrspace(3)* %155 to float*
  %157 = load float, float* %156, align 4, !tbaa !6
  %158 = fadd float %152, %157
  %159 = fmul float %158, %5
  %160 = fadd float %136, %159
  %161 = mul nsw i32 %16, %2
  %162 = add nsw i32 %161, %11
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, float* %1, i64 %163
  store float %160, float* %164, align 4, !tbaa !6
  br label %165

165:                                              ; preds = %134, %130
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { convergent nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32, i32)* @jacobi2d, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32, float, float)* @stencil2d_tiled, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
