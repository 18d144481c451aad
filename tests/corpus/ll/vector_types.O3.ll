source_filename = "vector_types.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @float4_scale_bias(i32 noundef %0, <4 x float>* nocapture noundef readonly %1, <4 x float>* nocapture noundef writeonly %2, float noundef %3, float noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %0
  br i1 %11, label %12, label %23

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds <4 x float>, <4 x float>* %1, i64 %13
  %15 = load <4 x float>, <4 x float>* %14, align 16, !tbaa !8
  %16 = insertelement <4 x float> poison, float %3, i64 0
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer
  %18 = fmul <4 x float> %17, %15
  %19 = insertelement <4 x float> poison, float %4, i64 0
  %20 = shufflevector <4 x float> %19, <4 x float> poison, <4 x i32> zeroinitializer
  %21 = fadd <4 x float> %20, %18
  %22 = getelementptr inbounds <4 x float>, <4 x float>* %2, i64 %13
  store <4 x float> %21, <4 x float>* %22, align 16, !tbaa !8
  br label %23

23:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @float4_dot(i32 noundef %0, <4 x float>* nocapture noundef readonly %1, <4 x float>* nocapture noundef readonly %2, float* nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %26

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds <4 x float>, <4 x float>* %1, i64 %12
  %14 = load <4 x float>, <4 x float>* %13, align 16, !tbaa !8
  %15 = getelementptr inbounds <4 x float>, <4 x float>* %2, i64 %12
  %16 = load <4 x float>, <4 x float>* %15, align 16, !tbaa !8
  %17 = fmul <4 x float> %14, %16
  %18 = extractelement <4 x float> %17, i64 0
  %19 = extractelement <4 x float> %17, i64 1
  %20 = fadd float %18, %19
  %21 = extractelement <4 x float> %17, i64 2
  %22 = extractelement <4 x float> %17, i64 3
  %23 = fadd float %21, %22
  %24 = fadd float %20, %23
  %25 = getelementptr inbounds float, float* %3, i64 %12
  store float %24, float* %25, align 4, !tbaa !11
  br label %26

26:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @int2_swizzle(i32 noundef %0, <2 x i32>* nocapture noundef readonly %1, <2 x i32>* nocapture noundef writeonly %2, <4 x i32>* nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %25

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds <2 x i32>, <2 x i32>* %1, i64 %12
  %14 = load <2 x i32>, <2 x i32>* %13, align 8, !tbaa !8
  %15 = and <2 x i32> %14, <i32 65535, i32 65535>
  %16 = add nsw <2 x i32> %15, <i32 -1, i32 1>
  %17 = mul nsw <2 x i32> %16, <i32 3, i32 3>
  %18 = shufflevector <2 x i32> %17, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %19 = sub nsw <2 x i32> %18, %15
  %20 = getelementptr inbounds <2 x i32>, <2 x i32>* %2, i64 %12
  store <2 x i32> %19, <2 x i32>* %20, align 8, !tbaa !8
  %21 = shufflevector <2 x i32> %15, <2 x i32> %16, <4 x i32> <i32 0, i32 1, i32 3, i32 2>
  %22 = xor <4 x i32> %21, <i32 4096, i32 256, i32 16, i32 1>
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %24 = getelementptr inbounds <4 x i32>, <4 x i32>* %3, i64 %12
  store <4 x i32> %23, <4 x i32>* %24, align 16, !tbaa !8
  br label %25

25:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @double2_axpy(i32 noundef %0, double noundef %1, <2 x double>* nocapture noundef readonly %2, <2 x double>* nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %21

11:                                               ; preds = %4
  %12 = insertelement <2 x double> poison, double %1, i64 0
  %13 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> zeroinitializer
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds <2 x double>, <2 x double>* %2, i64 %14
  %16 = load <2 x double>, <2 x double>* %15, align 16, !tbaa !8
  %17 = fmul <2 x double> %13, %16
  %18 = getelementptr inbounds <2 x double>, <2 x double>* %3, i64 %14
  %19 = load <2 x double>, <2 x double>* %18, align 16, !tbaa !8
  %20 = fadd <2 x double> %17, %19
  store <2 x double> %20, <2 x double>* %18, align 16, !tbaa !8
  br label %21

21:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (i32, <4 x float>*, <4 x float>*, float, float)* @float4_scale_bias, !"kernel", i32 1}
!1 = !{void (i32, <4 x float>*, <4 x float>*, float*)* @float4_dot, !"kernel", i32 1}
!2 = !{void (i32, <2 x i32>*, <2 x i32>*, <4 x i32>*)* @int2_swizzle, !"kernel", i32 1}
!3 = !{void (i32, double, <2 x double>*, <2 x double>*)* @double2_axpy, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !9, i64 0}
