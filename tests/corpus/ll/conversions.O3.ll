source_filename = "conversions.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @conv_float_int(float* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i64* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %68

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, float* %0, i64 %13
  %15 = load float, float* %14, align 4, !tbaa !8
  %16 = fmul float %15, 1.000000e+03
  %17 = shl nsw i32 %10, 3
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %1, i64 %18
  %20 = fptosi float %16 to i32
  store i32 %20, i32* %19, align 4, !tbaa !12
  %21 = tail call float @llvm.fabs.f32(float %16) #3
  %22 = fptoui float %21 to i32
  %23 = getelementptr inbounds i32, i32* %19, i64 1
  store i32 %22, i32* %23, align 4, !tbaa !12
  %24 = tail call i32 @llvm.nvvm.f2i.rn(float %16) #3
  %25 = getelementptr inbounds i32, i32* %19, i64 2
  store i32 %24, i32* %25, align 4, !tbaa !12
  %26 = fmul float %16, 3.500000e+00
  %27 = fptosi float %26 to i32
  %28 = getelementptr inbounds i32, i32* %19, i64 3
  store i32 %27, i32* %28, align 4, !tbaa !12
  %29 = tail call float @llvm.floor.f32(float %16) #3
  %30 = fptosi float %29 to i32
  %31 = getelementptr inbounds i32, i32* %19, i64 4
  store i32 %30, i32* %31, align 4, !tbaa !12
  %32 = tail call float @llvm.ceil.f32(float %16) #3
  %33 = fptosi float %32 to i32
  %34 = getelementptr inbounds i32, i32* %19, i64 5
  store i32 %33, i32* %34, align 4, !tbaa !12
  %35 = fmul float %16, 5.000000e-01
  %36 = tail call float @llvm.rint.f32(float %35) #3
  %37 = fptosi float %36 to i32
  %38 = getelementptr inbounds i32, i32* %19, i64 6
  store i32 %37, i32* %38, align 4, !tbaa !12
  %39 = fmul float %16, 0x3FB99999A0000000
  %40 = fptosi float %39 to i32
  %41 = shl i32 %40, 24
  %42 = ashr exact i32 %41, 24
  %43 = fmul float %21, 6.000000e+01
  %44 = fptosi float %43 to i32
  %45 = and i32 %44, 65535
  %46 = add nsw i32 %42, %45
  %47 = getelementptr inbounds i32, i32* %19, i64 7
  store i32 %46, i32* %47, align 4, !tbaa !12
  %48 = fmul float %16, 1.000000e+06
  %49 = fptosi float %48 to i64
  %50 = getelementptr inbounds i64, i64* %2, i64 %13
  store i64 %49, i64* %50, align 8, !tbaa !14
  %51 = shl nsw i32 %10, 2
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, float* %3, i64 %52
  %54 = sitofp i32 %20 to float
  store float %54, float* %53, align 4, !tbaa !8
  %55 = bitcast float* %14 to i32*
  %56 = load i32, i32* %55, align 4, !tbaa !8
  %57 = uitofp i32 %56 to float
  %58 = getelementptr inbounds float, float* %53, i64 1
  store float %57, float* %58, align 4, !tbaa !8
  %59 = load i32, i32* %55, align 4, !tbaa !8
  %60 = zext i32 %59 to i64
  %61 = shl nuw nsw i64 %60, 31
  %62 = sitofp i64 %61 to float
  %63 = getelementptr inbounds float, float* %53, i64 2
  store float %62, float* %63, align 4, !tbaa !8
  %64 = tail call float @llvm.trunc.f32(float %16) #3
  %65 = tail call float @llvm.copysign.f32(float 5.000000e-01, float %16) #3
  %66 = fadd float %64, %65
  %67 = getelementptr inbounds float, float* %53, i64 3
  store float %66, float* %67, align 4, !tbaa !8
  br label %68

68:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @conv_int_float(i64* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, double* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %47

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i64, i64* %0, i64 %12
  %14 = load i64, i64* %13, align 8, !tbaa !14
  %15 = uitofp i64 %14 to float
  %16 = shl nsw i32 %9, 2
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, float* %1, i64 %17
  store float %15, float* %18, align 4, !tbaa !8
  %19 = sitofp i64 %14 to float
  %20 = or i32 %16, 1
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, float* %1, i64 %21
  store float %19, float* %22, align 4, !tbaa !8
  %23 = trunc i64 %14 to i32
  %24 = uitofp i32 %23 to float
  %25 = or i32 %16, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, float* %1, i64 %26
  store float %24, float* %27, align 4, !tbaa !8
  %28 = trunc i64 %14 to i16
  %29 = sitofp i16 %28 to float
  %30 = or i32 %16, 3
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, float* %1, i64 %31
  store float %29, float* %32, align 4, !tbaa !8
  %33 = uitofp i64 %14 to double
  %34 = mul nsw i32 %9, 3
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, double* %2, i64 %35
  store double %33, double* %36, align 8, !tbaa !16
  %37 = sitofp i64 %14 to double
  %38 = add nsw i32 %34, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, double* %2, i64 %39
  store double %37, double* %40, align 8, !tbaa !16
  %41 = lshr i64 %14, 32
  %42 = trunc i64 %41 to i32
  %43 = sitofp i32 %42 to double
  %44 = add nsw i32 %34, 2
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, double* %2, i64 %45
  store double %43, double* %46, align 8, !tbaa !16
  br label %47

47:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @conv_fp_widths(float* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, half* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %39

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, float* %0, i64 %14
  %16 = load float, float* %15, align 4, !tbaa !8
  %17 = fpext float %16 to double
  %18 = fmul double %17, 0x3FF000001AD7F29B
  %19 = getelementptr inbounds double, double* %1, i64 %14
  store double %18, double* %19, align 8, !tbaa !16
  %20 = fptrunc double %18 to float
  %21 = shl nsw i32 %11, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, float* %2, i64 %22
  store float %20, float* %23, align 4, !tbaa !8
  %24 = fmul float %16, 3.000000e+02
  %25 = fptrunc float %24 to half
  %26 = getelementptr inbounds half, half* %3, i64 %14
  store half %25, half* %26, align 2, !tbaa !18
  %27 = fpext half %25 to float
  %28 = or i32 %21, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, float* %2, i64 %29
  store float %27, float* %30, align 4, !tbaa !8
  %31 = fmul double %18, 0x40C81CD6C8B43958
  %32 = tail call i32 @llvm.nvvm.d2i.rn(double %31) #3
  %33 = getelementptr inbounds i32, i32* %4, i64 %22
  store i32 %32, i32* %33, align 4, !tbaa !12
  %34 = fmul double %18, 1.000000e+12
  %35 = fmul double %34, 0x3F30000000000000
  %36 = fptosi double %35 to i64
  %37 = trunc i64 %36 to i32
  %38 = getelementptr inbounds i32, i32* %4, i64 %29
  store i32 %37, i32* %38, align 4, !tbaa !12
  br label %39

39:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @conv_int_widths(i8* nocapture noundef readonly %0, i16* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i64* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %42

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i8, i8* %0, i64 %13
  %15 = load i8, i8* %14, align 1, !tbaa !20
  %16 = getelementptr inbounds i16, i16* %1, i64 %13
  %17 = load i16, i16* %16, align 2, !tbaa !21
  %18 = getelementptr inbounds i32, i32* %2, i64 %13
  %19 = load i32, i32* %18, align 4, !tbaa !12
  %20 = mul nsw i32 %10, 6
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i64, i64* %3, i64 %21
  %23 = zext i8 %15 to i64
  store i64 %23, i64* %22, align 8, !tbaa !14
  %24 = sext i8 %15 to i64
  %25 = getelementptr inbounds i64, i64* %22, i64 1
  store i64 %24, i64* %25, align 8, !tbaa !14
  %26 = zext i16 %17 to i64
  %27 = getelementptr inbounds i64, i64* %22, i64 2
  store i64 %26, i64* %27, align 8, !tbaa !14
  %28 = sext i16 %17 to i64
  %29 = getelementptr inbounds i64, i64* %22, i64 3
  store i64 %28, i64* %29, align 8, !tbaa !14
  %30 = sext i32 %19 to i64
  %31 = zext i32 %19 to i64
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds i64, i64* %22, i64 4
  store i64 %32, i64* %33, align 8, !tbaa !14
  %34 = shl i64 %31, 48
  %35 = ashr exact i64 %34, 48
  %36 = lshr i32 %19, 8
  %37 = zext i32 %36 to i64
  %38 = shl i64 %37, 56
  %39 = ashr exact i64 %38, 56
  %40 = mul nsw i64 %39, %35
  %41 = getelementptr inbounds i64, i64* %22, i64 5
  store i64 %40, i64* %41, align 8, !tbaa !14
  br label %42

42:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.ceil.f32(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.trunc.f32(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.rn(double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (float*, i32*, i64*, float*, i32)* @conv_float_int, !"kernel", i32 1}
!1 = !{void (i64*, float*, double*, i32)* @conv_int_float, !"kernel", i32 1}
!2 = !{void (float*, double*, float*, half*, i32*, i32)* @conv_fp_widths, !"kernel", i32 1}
!3 = !{void (i8*, i16*, i32*, i64*, i32)* @conv_int_widths, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !10, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !10, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"__fp16", !10, i64 0}
!20 = !{!10, !10, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !10, i64 0}
