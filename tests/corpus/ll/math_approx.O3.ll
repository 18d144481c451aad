source_filename = "math_approx.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @gelu_sigmoid(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %35

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, float* %0, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !7
  %15 = fmul float %14, 4.000000e+00
  %16 = fmul float %15, 0x3FA6E4E260000000
  %17 = fmul float %15, %16
  %18 = tail call float @llvm.fma.f32(float %17, float %15, float %15) #4
  %19 = fmul float %18, 0x3FE9884540000000
  %20 = fmul float %19, 2.000000e+00
  %21 = fmul float %20, 0x3FF7154760000000
  %22 = tail call float @llvm.nvvm.ex2.approx.f(float %21) #4
  %23 = fadd float %22, 1.000000e+00
  %24 = tail call float @llvm.nvvm.div.approx.f(float 2.000000e+00, float %23) #4
  %25 = fsub float 1.000000e+00, %24
  %26 = fmul float %15, 5.000000e-01
  %27 = fadd float %25, 1.000000e+00
  %28 = fmul float %26, %27
  %29 = getelementptr inbounds float, float* %1, i64 %12
  store float %28, float* %29, align 4, !tbaa !7
  %30 = fmul float %15, 0xBFF7154760000000
  %31 = tail call float @llvm.nvvm.ex2.approx.f(float %30) #4
  %32 = fadd float %31, 1.000000e+00
  %33 = tail call float @llvm.nvvm.div.approx.f(float 1.000000e+00, float %32) #4
  %34 = getelementptr inbounds float, float* %2, i64 %12
  store float %33, float* %34, align 4, !tbaa !7
  br label %35

35:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @normalize3(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %49

10:                                               ; preds = %3
  %11 = mul nsw i32 %8, 3
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, float* %0, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !7
  %15 = add nsw i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, float* %0, i64 %16
  %18 = load float, float* %17, align 4, !tbaa !7
  %19 = add nsw i32 %11, 2
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, float* %0, i64 %20
  %22 = load float, float* %21, align 4, !tbaa !7
  %23 = tail call float @llvm.fma.f32(float %22, float %22, float 0x3EB0C6F7A0000000) #4
  %24 = tail call float @llvm.fma.f32(float %18, float %18, float %23) #4
  %25 = tail call float @llvm.fma.f32(float %14, float %14, float %24) #4
  %26 = tail call float @llvm.nvvm.rsqrt.approx.f(float %25) #4
  %27 = fmul float %14, %26
  %28 = mul nsw i32 %8, 5
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, float* %1, i64 %29
  store float %27, float* %30, align 4, !tbaa !7
  %31 = fmul float %18, %26
  %32 = add nsw i32 %28, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, float* %1, i64 %33
  store float %31, float* %34, align 4, !tbaa !7
  %35 = fmul float %22, %26
  %36 = add nsw i32 %28, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, float* %1, i64 %37
  store float %35, float* %38, align 4, !tbaa !7
  %39 = tail call float @llvm.nvvm.lg2.approx.f(float %25) #4
  %40 = add nsw i32 %28, 3
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, float* %1, i64 %41
  store float %39, float* %42, align 4, !tbaa !7
  %43 = fmul float %39, 0x3FE62E4300000000
  %44 = tail call float @llvm.sqrt.f32(float %25) #4
  %45 = fadd float %44, %43
  %46 = add nsw i32 %28, 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, float* %1, i64 %47
  store float %45, float* %48, align 4, !tbaa !7
  br label %49

49:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @rotate2d(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %34

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, float* %1, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !7
  %15 = fmul float %14, 0x400921FB60000000
  %16 = tail call float @llvm.nvvm.sin.approx.f(float %15) #4
  %17 = tail call float @llvm.nvvm.cos.approx.f(float %15) #4
  %18 = shl nsw i32 %9, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, float* %0, i64 %19
  %21 = load float, float* %20, align 4, !tbaa !7
  %22 = or i32 %18, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, float* %0, i64 %23
  %25 = load float, float* %24, align 4, !tbaa !7
  %26 = fmul float %17, %21
  %27 = fmul float %16, %25
  %28 = fsub float %26, %27
  %29 = getelementptr inbounds float, float* %2, i64 %19
  store float %28, float* %29, align 4, !tbaa !7
  %30 = fmul float %16, %21
  %31 = fmul float %17, %25
  %32 = fadd float %30, %31
  %33 = getelementptr inbounds float, float* %2, i64 %23
  store float %32, float* %33, align 4, !tbaa !7
  br label %34

34:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.approx.f(float, float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.f(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.lg2.approx.f(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sin.approx.f(float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.cos.approx.f(float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (float*, float*, float*, i32)* @gelu_sigmoid, !"kernel", i32 1}
!1 = !{void (float*, float*, i32)* @normalize3, !"kernel", i32 1}
!2 = !{void (float*, float*, float*, i32)* @rotate2d, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
