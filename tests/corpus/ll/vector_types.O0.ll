source_filename = "vector_types.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @float4_scale_bias(i32 noundef %0, <4 x float>* noundef %1, <4 x float>* noundef %2, float noundef %3, float noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca <4 x float>*, align 8
  %8 = alloca <4 x float>*, align 8
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  store <4 x float>* %1, <4 x float>** %7, align 8
  store <4 x float>* %2, <4 x float>** %8, align 8
  store float %3, float* %9, align 4
  store float %4, float* %10, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %14 = mul i32 %12, %13
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %16 = add i32 %14, %15
  store i32 %16, i32* %11, align 4
  %17 = load i32, i32* %11, align 4
  %18 = load i32, i32* %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %38

20:                                               ; preds = %5
  %21 = load <4 x float>*, <4 x float>** %7, align 8
  %22 = load i32, i32* %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds <4 x float>, <4 x float>* %21, i64 %23
  %25 = load <4 x float>, <4 x float>* %24, align 16
  %26 = load float, float* %9, align 4
  %27 = insertelement <4 x float> poison, float %26, i32 0
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer
  %29 = fmul <4 x float> %25, %28
  %30 = load float, float* %10, align 4
  %31 = insertelement <4 x float> poison, float %30, i32 0
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> zeroinitializer
  %33 = fadd <4 x float> %29, %32
  %34 = load <4 x float>*, <4 x float>** %8, align 8
  %35 = load i32, i32* %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds <4 x float>, <4 x float>* %34, i64 %36
  store <4 x float> %33, <4 x float>* %37, align 16
  br label %38

38:                                               ; preds = %20, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @float4_dot(i32 noundef %0, <4 x float>* noundef %1, <4 x float>* noundef %2, float* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca <4 x float>*, align 8
  %7 = alloca <4 x float>*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  %10 = alloca <4 x float>, align 16
  store i32 %0, i32* %5, align 4
  store <4 x float>* %1, <4 x float>** %6, align 8
  store <4 x float>* %2, <4 x float>** %7, align 8
  store float* %3, float** %8, align 8
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %13 = mul i32 %11, %12
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %15 = add i32 %13, %14
  store i32 %15, i32* %9, align 4
  %16 = load i32, i32* %9, align 4
  %17 = load i32, i32* %5, align 4
  %18 = icmp sge i32 %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %4
  br label %47

20:                                               ; preds = %4
  %21 = load <4 x float>*, <4 x float>** %6, align 8
  %22 = load i32, i32* %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds <4 x float>, <4 x float>* %21, i64 %23
  %25 = load <4 x float>, <4 x float>* %24, align 16
  %26 = load <4 x float>*, <4 x float>** %7, align 8
  %27 = load i32, i32* %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds <4 x float>, <4 x float>* %26, i64 %28
  %30 = load <4 x float>, <4 x float>* %29, align 16
  %31 = fmul <4 x float> %25, %30
  store <4 x float> %31, <4 x float>* %10, align 16
  %32 = load <4 x float>, <4 x float>* %10, align 16
  %33 = extractelement <4 x float> %32, i64 0
  %34 = load <4 x float>, <4 x float>* %10, align 16
  %35 = extractelement <4 x float> %34, i64 1
  %36 = fadd float %33, %35
  %37 = load <4 x float>, <4 x float>* %10, align 16
  %38 = extractelement <4 x float> %37, i64 2
  %39 = load <4 x float>, <4 x float>* %10, align 16
  %40 = extractelement <4 x float> %39, i64 3
  %41 = fadd float %38, %40
  %42 = fadd float %36, %41
  %43 = load float*, float** %8, align 8
  %44 = load i32, i32* %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, float* %43, i64 %45
  store float %42, float* %46, align 4
  br label %47

47:                                               ; preds = %20, %19
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @int2_swizzle(i32 noundef %0, <2 x i32>* noundef %1, <2 x i32>* noundef %2, <4 x i32>* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca <2 x i32>*, align 8
  %7 = alloca <2 x i32>*, align 8
  %8 = alloca <4 x i32>*, align 8
  %9 = alloca i32, align 4
  %10 = alloca <2 x i32>, align 8
  %11 = alloca <2 x i32>, align 8
  %12 = alloca <2 x i32>, align 8
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  store i32 %0, i32* %5, align 4
  store <2 x i32>* %1, <2 x i32>** %6, align 8
  store <2 x i32>* %2, <2 x i32>** %7, align 8
  store <4 x i32>* %3, <4 x i32>** %8, align 8
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %19 = add i32 %17, %18
  store i32 %19, i32* %9, align 4
  %20 = load i32, i32* %9, align 4
  %21 = load i32, i32* %5, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %4
  br label %63

24:                                               ; preds = %4
  %25 = load <2 x i32>*, <2 x i32>** %6, align 8
  %26 = load i32, i32* %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds <2 x i32>, <2 x i32>* %25, i64 %27
  %29 = load <2 x i32>, <2 x i32>* %28, align 8
  %30 = and <2 x i32> %29, <i32 65535, i32 65535>
  store <2 x i32> %30, <2 x i32>* %10, align 8
  %31 = load <2 x i32>, <2 x i32>* %10, align 8
  %32 = shufflevector <2 x i32> %31, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> <i32 1, i32 -1>, <2 x i32>* %12, align 8
  %33 = load <2 x i32>, <2 x i32>* %12, align 8
  %34 = add <2 x i32> %32, %33
  store <2 x i32> %34, <2 x i32>* %11, align 8
  %35 = load <2 x i32>, <2 x i32>* %11, align 8
  %36 = mul <2 x i32> %35, <i32 3, i32 3>
  %37 = load <2 x i32>, <2 x i32>* %10, align 8
  %38 = sub <2 x i32> %36, %37
  %39 = load <2 x i32>*, <2 x i32>** %7, align 8
  %40 = load i32, i32* %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds <2 x i32>, <2 x i32>* %39, i64 %41
  store <2 x i32> %38, <2 x i32>* %42, align 8
  %43 = load <2 x i32>, <2 x i32>* %10, align 8
  %44 = extractelement <2 x i32> %43, i64 0
  %45 = insertelement <4 x i32> undef, i32 %44, i32 0
  %46 = load <2 x i32>, <2 x i32>* %10, align 8
  %47 = extractelement <2 x i32> %46, i64 1
  %48 = insertelement <4 x i32> %45, i32 %47, i32 1
  %49 = load <2 x i32>, <2 x i32>* %11, align 8
  %50 = extractelement <2 x i32> %49, i64 0
  %51 = insertelement <4 x i32> %48, i32 %50, i32 2
  %52 = load <2 x i32>, <2 x i32>* %11, align 8
  %53 = extractelement <2 x i32> %52, i64 1
  %54 = insertelement <4 x i32> %51, i32 %53, i32 3
  store <4 x i32> %54, <4 x i32>* %13, align 16
  %55 = load <4 x i32>, <4 x i32>* %13, align 16
  %56 = shufflevector <4 x i32> %55, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> <i32 1, i32 16, i32 256, i32 4096>, <4 x i32>* %14, align 16
  %57 = load <4 x i32>, <4 x i32>* %14, align 16
  %58 = xor <4 x i32> %56, %57
  %59 = load <4 x i32>*, <4 x i32>** %8, align 8
  %60 = load i32, i32* %9, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds <4 x i32>, <4 x i32>* %59, i64 %61
  store <4 x i32> %58, <4 x i32>* %62, align 16
  br label %63

63:                                               ; preds = %24, %23
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @double2_axpy(i32 noundef %0, double noundef %1, <2 x double>* noundef %2, <2 x double>* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca <2 x double>*, align 8
  %8 = alloca <2 x double>*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store double %1, double* %6, align 8
  store <2 x double>* %2, <2 x double>** %7, align 8
  store <2 x double>* %3, <2 x double>** %8, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %12 = mul i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %14 = add i32 %12, %13
  store i32 %14, i32* %9, align 4
  %15 = load i32, i32* %9, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %38

18:                                               ; preds = %4
  %19 = load double, double* %6, align 8
  %20 = insertelement <2 x double> poison, double %19, i32 0
  %21 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> zeroinitializer
  %22 = load <2 x double>*, <2 x double>** %7, align 8
  %23 = load i32, i32* %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds <2 x double>, <2 x double>* %22, i64 %24
  %26 = load <2 x double>, <2 x double>* %25, align 16
  %27 = fmul <2 x double> %21, %26
  %28 = load <2 x double>*, <2 x double>** %8, align 8
  %29 = load i32, i32* %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds <2 x double>, <2 x double>* %28, i64 %30
  %32 = load <2 x double>, <2 x double>* %31, align 16
  %33 = fadd <2 x double> %27, %32
  %34 = load <2 x double>*, <2 x double>** %8, align 8
  %35 = load i32, i32* %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds <2 x double>, <2 x double>* %34, i64 %36
  store <2 x double> %33, <2 x double>* %37, align 16
  br label %38

38:                                               ; preds = %18, %4
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
