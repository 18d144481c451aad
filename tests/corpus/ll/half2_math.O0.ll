source_filename = "half2_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h2_axpy(i32 noundef %0, <2 x half>* noundef %1, <2 x half>* noundef %2, <2 x half>* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca <2 x half>*, align 8
  %7 = alloca <2 x half>*, align 8
  %8 = alloca <2 x half>*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store <2 x half>* %1, <2 x half>** %6, align 8
  store <2 x half>* %2, <2 x half>** %7, align 8
  store <2 x half>* %3, <2 x half>** %8, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %12 = mul i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %14 = add i32 %12, %13
  store i32 %14, i32* %9, align 4
  %15 = load i32, i32* %9, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %40

18:                                               ; preds = %4
  %19 = load <2 x half>*, <2 x half>** %6, align 8
  %20 = load i32, i32* %9, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds <2 x half>, <2 x half>* %19, i64 %21
  %23 = load <2 x half>, <2 x half>* %22, align 4
  %24 = load <2 x half>*, <2 x half>** %7, align 8
  %25 = load i32, i32* %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds <2 x half>, <2 x half>* %24, i64 %26
  %28 = load <2 x half>, <2 x half>* %27, align 4
  %29 = fmul <2 x half> %23, %28
  %30 = load <2 x half>*, <2 x half>** %8, align 8
  %31 = load i32, i32* %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds <2 x half>, <2 x half>* %30, i64 %32
  %34 = load <2 x half>, <2 x half>* %33, align 4
  %35 = fadd <2 x half> %29, %34
  %36 = load <2 x half>*, <2 x half>** %8, align 8
  %37 = load i32, i32* %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds <2 x half>, <2 x half>* %36, i64 %38
  store <2 x half> %35, <2 x half>* %39, align 4
  br label %40

40:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h2_swizzle_mix(i32 noundef %0, <2 x half>* noundef %1, <2 x half>* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca <2 x half>*, align 8
  %6 = alloca <2 x half>*, align 8
  %7 = alloca i32, align 4
  %8 = alloca <2 x half>, align 4
  %9 = alloca <2 x half>, align 4
  %10 = alloca <2 x half>, align 4
  %11 = alloca <2 x half>, align 4
  store i32 %0, i32* %4, align 4
  store <2 x half>* %1, <2 x half>** %5, align 8
  store <2 x half>* %2, <2 x half>** %6, align 8
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %14 = mul i32 %12, %13
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %16 = add i32 %14, %15
  store i32 %16, i32* %7, align 4
  %17 = load i32, i32* %7, align 4
  %18 = load i32, i32* %4, align 4
  %19 = icmp sge i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %3
  br label %57

21:                                               ; preds = %3
  %22 = load <2 x half>*, <2 x half>** %5, align 8
  %23 = load i32, i32* %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds <2 x half>, <2 x half>* %22, i64 %24
  %26 = load <2 x half>, <2 x half>* %25, align 4
  store <2 x half> %26, <2 x half>* %8, align 4
  %27 = load <2 x half>, <2 x half>* %8, align 4
  %28 = shufflevector <2 x half> %27, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  store <2 x half> %28, <2 x half>* %9, align 4
  %29 = load <2 x half>, <2 x half>* %8, align 4
  %30 = load <2 x half>, <2 x half>* %9, align 4
  %31 = fsub <2 x half> %29, %30
  store <2 x half> %31, <2 x half>* %10, align 4
  %32 = load <2 x half>, <2 x half>* %10, align 4
  %33 = extractelement <2 x half> %32, i64 0
  %34 = fcmp ogt half %33, 0xH0000
  br i1 %34, label %35, label %38

35:                                               ; preds = %21
  %36 = load <2 x half>, <2 x half>* %10, align 4
  %37 = extractelement <2 x half> %36, i64 0
  br label %41

38:                                               ; preds = %21
  %39 = load <2 x half>, <2 x half>* %8, align 4
  %40 = extractelement <2 x half> %39, i64 0
  br label %41

41:                                               ; preds = %38, %35
  %42 = phi half [ %37, %35 ], [ %40, %38 ]
  %43 = load <2 x half>, <2 x half>* %11, align 4
  %44 = insertelement <2 x half> %43, half %42, i64 0
  store <2 x half> %44, <2 x half>* %11, align 4
  %45 = load <2 x half>, <2 x half>* %8, align 4
  %46 = extractelement <2 x half> %45, i64 1
  %47 = fmul half %46, 0xH3800
  %48 = load <2 x half>, <2 x half>* %11, align 4
  %49 = insertelement <2 x half> %48, half %47, i64 1
  store <2 x half> %49, <2 x half>* %11, align 4
  %50 = load <2 x half>, <2 x half>* %11, align 4
  %51 = load <2 x half>, <2 x half>* %9, align 4
  %52 = fadd <2 x half> %50, %51
  %53 = load <2 x half>*, <2 x half>** %6, align 8
  %54 = load i32, i32* %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds <2 x half>, <2 x half>* %53, i64 %55
  store <2 x half> %52, <2 x half>* %56, align 4
  br label %57

57:                                               ; preds = %41, %20
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h2_dot_rows(i32 noundef %0, i32 noundef %1, <2 x half>* noundef %2, <2 x half>* noundef %3, float* noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca <2 x half>*, align 8
  %9 = alloca <2 x half>*, align 8
  %10 = alloca float*, align 8
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca <2 x float>, align 8
  store i32 %0, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store <2 x half>* %2, <2 x half>** %8, align 8
  store <2 x half>* %3, <2 x half>** %9, align 8
  store float* %4, float** %10, align 8
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %19 = add i32 %17, %18
  store i32 %19, i32* %11, align 4
  %20 = load i32, i32* %11, align 4
  %21 = load i32, i32* %6, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %5
  br label %62

24:                                               ; preds = %5
  store float 0.000000e+00, float* %12, align 4
  store i32 0, i32* %13, align 4
  br label %25

25:                                               ; preds = %53, %24
  %26 = load i32, i32* %13, align 4
  %27 = load i32, i32* %7, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %56

29:                                               ; preds = %25
  %30 = load <2 x half>*, <2 x half>** %8, align 8
  %31 = load i32, i32* %11, align 4
  %32 = load i32, i32* %7, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, i32* %13, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds <2 x half>, <2 x half>* %30, i64 %36
  %38 = load <2 x half>, <2 x half>* %37, align 4
  %39 = load <2 x half>*, <2 x half>** %9, align 8
  %40 = load i32, i32* %13, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds <2 x half>, <2 x half>* %39, i64 %41
  %43 = load <2 x half>, <2 x half>* %42, align 4
  %44 = fmul <2 x half> %38, %43
  %45 = fpext <2 x half> %44 to <2 x float>
  store <2 x float> %45, <2 x float>* %14, align 8
  %46 = load <2 x float>, <2 x float>* %14, align 8
  %47 = extractelement <2 x float> %46, i64 0
  %48 = load <2 x float>, <2 x float>* %14, align 8
  %49 = extractelement <2 x float> %48, i64 1
  %50 = fadd float %47, %49
  %51 = load float, float* %12, align 4
  %52 = fadd float %51, %50
  store float %52, float* %12, align 4
  br label %53

53:                                               ; preds = %29
  %54 = load i32, i32* %13, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %13, align 4
  br label %25, !llvm.loop !7

56:                                               ; preds = %25
  %57 = load float, float* %12, align 4
  %58 = load float*, float** %10, align 8
  %59 = load i32, i32* %11, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, float* %58, i64 %60
  store float %57, float* %61, align 4
  br label %62

62:                                               ; preds = %56, %23
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32, <2 x half>*, <2 x half>*, <2 x half>*)* @h2_axpy, !"kernel", i32 1}
!1 = !{void (i32, <2 x half>*, <2 x half>*)* @h2_swizzle_mix, !"kernel", i32 1}
!2 = !{void (i32, i32, <2 x half>*, <2 x half>*, float*)* @h2_dot_rows, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
