source_filename = "half_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @haxpy(i32 noundef %0, float noundef %1, half* noundef %2, half* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca half*, align 8
  %8 = alloca half*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store float %1, float* %6, align 4
  store half* %2, half** %7, align 8
  store half* %3, half** %8, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %12 = mul i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %14 = add i32 %12, %13
  store i32 %14, i32* %9, align 4
  %15 = load i32, i32* %9, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %37

18:                                               ; preds = %4
  %19 = load float, float* %6, align 4
  %20 = fptrunc float %19 to half
  %21 = load half*, half** %7, align 8
  %22 = load i32, i32* %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds half, half* %21, i64 %23
  %25 = load half, half* %24, align 2
  %26 = fmul half %20, %25
  %27 = load half*, half** %8, align 8
  %28 = load i32, i32* %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds half, half* %27, i64 %29
  %31 = load half, half* %30, align 2
  %32 = fadd half %26, %31
  %33 = load half*, half** %8, align 8
  %34 = load i32, i32* %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds half, half* %33, i64 %35
  store half %32, half* %36, align 2
  br label %37

37:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @half_ops(i32 noundef %0, half* noundef %1, half* noundef %2, half* noundef %3, half* noundef %4, float* noundef %5, i32* noundef %6, i16* noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca half*, align 8
  %11 = alloca half*, align 8
  %12 = alloca half*, align 8
  %13 = alloca half*, align 8
  %14 = alloca float*, align 8
  %15 = alloca i32*, align 8
  %16 = alloca i16*, align 8
  %17 = alloca i32, align 4
  %18 = alloca half, align 2
  %19 = alloca half, align 2
  %20 = alloca half, align 2
  %21 = alloca half, align 2
  %22 = alloca half, align 2
  %23 = alloca half, align 2
  store i32 %0, i32* %9, align 4
  store half* %1, half** %10, align 8
  store half* %2, half** %11, align 8
  store half* %3, half** %12, align 8
  store half* %4, half** %13, align 8
  store float* %5, float** %14, align 8
  store i32* %6, i32** %15, align 8
  store i16* %7, i16** %16, align 8
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %26 = mul i32 %24, %25
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %28 = add i32 %26, %27
  store i32 %28, i32* %17, align 4
  %29 = load i32, i32* %17, align 4
  %30 = load i32, i32* %9, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %8
  br label %103

33:                                               ; preds = %8
  %34 = load half*, half** %10, align 8
  %35 = load i32, i32* %17, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds half, half* %34, i64 %36
  %38 = load half, half* %37, align 2
  store half %38, half* %18, align 2
  %39 = load half*, half** %11, align 8
  %40 = load i32, i32* %17, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds half, half* %39, i64 %41
  %43 = load half, half* %42, align 2
  store half %43, half* %19, align 2
  %44 = load half, half* %18, align 2
  %45 = fcmp ogt half %44, 0xH0000
  br i1 %45, label %46, label %48

46:                                               ; preds = %33
  %47 = load half, half* %18, align 2
  br label %49

48:                                               ; preds = %33
  br label %49

49:                                               ; preds = %48, %46
  %50 = phi half [ %47, %46 ], [ 0xH0000, %48 ]
  store half %50, half* %20, align 2
  %51 = load half, half* %18, align 2
  %52 = load half, half* %19, align 2
  %53 = fcmp ogt half %51, %52
  br i1 %53, label %54, label %56

54:                                               ; preds = %49
  %55 = load half, half* %18, align 2
  br label %58

56:                                               ; preds = %49
  %57 = load half, half* %19, align 2
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi half [ %55, %54 ], [ %57, %56 ]
  store half %59, half* %21, align 2
  %60 = load half, half* %20, align 2
  %61 = load half, half* %21, align 2
  %62 = fmul half %60, %61
  %63 = load half*, half** %12, align 8
  %64 = load i32, i32* %17, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds half, half* %63, i64 %65
  store half %62, half* %66, align 2
  %67 = load half, half* %19, align 2
  %68 = fadd half %67, 0xH4000
  store half %68, half* %22, align 2
  %69 = load half, half* %18, align 2
  %70 = load half, half* %22, align 2
  %71 = fdiv half %69, %70
  %72 = load half*, half** %13, align 8
  %73 = load i32, i32* %17, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds half, half* %72, i64 %74
  store half %71, half* %75, align 2
  %76 = load half, half* %18, align 2
  %77 = fpext half %76 to float
  %78 = fmul float %77, 3.000000e+00
  %79 = load half, half* %18, align 2
  %80 = load half, half* %19, align 2
  %81 = fsub half %79, %80
  %82 = fpext half %81 to float
  %83 = fadd float %78, %82
  %84 = load float*, float** %14, align 8
  %85 = load i32, i32* %17, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, float* %84, i64 %86
  store float %83, float* %87, align 4
  %88 = load half, half* %18, align 2
  %89 = fmul half %88, 0xH5640
  %90 = fptosi half %89 to i32
  %91 = load i32*, i32** %15, align 8
  %92 = load i32, i32* %17, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i32, i32* %91, i64 %93
  store i32 %90, i32* %94, align 4
  %95 = load half, half* %18, align 2
  %96 = fneg half %95
  store half %96, half* %23, align 2
  %97 = bitcast half* %23 to i16*
  %98 = load i16, i16* %97, align 2
  %99 = load i16*, i16** %16, align 8
  %100 = load i32, i32* %17, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i16, i16* %99, i64 %101
  store i16 %98, i16* %102, align 2
  br label %103

103:                                              ; preds = %58, %32
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

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32, float, half*, half*)* @haxpy, !"kernel", i32 1}
!1 = !{void (i32, half*, half*, half*, half*, float*, i32*, i16*)* @half_ops, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
