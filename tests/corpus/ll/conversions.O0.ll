source_filename = "conversions.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @conv_float_int(float* noundef %0, i32* noundef %1, i64* noundef %2, float* noundef %3, i32 noundef %4) #0 {
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float*, align 8
  %19 = alloca i32*, align 8
  %20 = alloca i64*, align 8
  %21 = alloca float*, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  %25 = alloca i32*, align 8
  %26 = alloca float*, align 8
  store float* %0, float** %18, align 8
  store i32* %1, i32** %19, align 8
  store i64* %2, i64** %20, align 8
  store float* %3, float** %21, align 8
  store i32 %4, i32* %22, align 4
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %29 = mul i32 %27, %28
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %31 = add i32 %29, %30
  store i32 %31, i32* %23, align 4
  %32 = load i32, i32* %23, align 4
  %33 = load i32, i32* %22, align 4
  %34 = icmp sge i32 %32, %33
  br i1 %34, label %35, label %36

35:                                               ; preds = %5
  br label %152

36:                                               ; preds = %5
  %37 = load float*, float** %18, align 8
  %38 = load i32, i32* %23, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, float* %37, i64 %39
  %41 = load float, float* %40, align 4
  %42 = fmul float %41, 1.000000e+03
  store float %42, float* %24, align 4
  %43 = load i32*, i32** %19, align 8
  %44 = load i32, i32* %23, align 4
  %45 = mul nsw i32 8, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, i32* %43, i64 %46
  store i32* %47, i32** %25, align 8
  %48 = load float, float* %24, align 4
  %49 = fptosi float %48 to i32
  %50 = load i32*, i32** %25, align 8
  %51 = getelementptr inbounds i32, i32* %50, i64 0
  store i32 %49, i32* %51, align 4
  %52 = load float, float* %24, align 4
  store float %52, float* %16, align 4
  %53 = load float, float* %16, align 4
  %54 = call float @llvm.fabs.f32(float %53) #3
  %55 = fptoui float %54 to i32
  %56 = load i32*, i32** %25, align 8
  %57 = getelementptr inbounds i32, i32* %56, i64 1
  store i32 %55, i32* %57, align 4
  %58 = load float, float* %24, align 4
  store float %58, float* %15, align 4
  %59 = load float, float* %15, align 4
  %60 = call i32 @llvm.nvvm.f2i.rn(float %59) #3
  %61 = load i32*, i32** %25, align 8
  %62 = getelementptr inbounds i32, i32* %61, i64 2
  store i32 %60, i32* %62, align 4
  %63 = load float, float* %24, align 4
  %64 = fmul float %63, 3.500000e+00
  store float %64, float* %14, align 4
  %65 = load float, float* %14, align 4
  %66 = call i32 @llvm.nvvm.f2i.rz(float %65) #3
  %67 = load i32*, i32** %25, align 8
  %68 = getelementptr inbounds i32, i32* %67, i64 3
  store i32 %66, i32* %68, align 4
  %69 = load float, float* %24, align 4
  store float %69, float* %13, align 4
  %70 = load float, float* %13, align 4
  %71 = call float @llvm.floor.f32(float %70) #3
  %72 = fptosi float %71 to i32
  %73 = load i32*, i32** %25, align 8
  %74 = getelementptr inbounds i32, i32* %73, i64 4
  store i32 %72, i32* %74, align 4
  %75 = load float, float* %24, align 4
  store float %75, float* %12, align 4
  %76 = load float, float* %12, align 4
  %77 = call float @llvm.ceil.f32(float %76) #3
  %78 = fptosi float %77 to i32
  %79 = load i32*, i32** %25, align 8
  %80 = getelementptr inbounds i32, i32* %79, i64 5
  store i32 %78, i32* %80, align 4
  %81 = load float, float* %24, align 4
  %82 = fmul float %81, 5.000000e-01
  store float %82, float* %11, align 4
  %83 = load float, float* %11, align 4
  %84 = call float @llvm.rint.f32(float %83) #3
  %85 = fptosi float %84 to i32
  %86 = load i32*, i32** %25, align 8
  %87 = getelementptr inbounds i32, i32* %86, i64 6
  store i32 %85, i32* %87, align 4
  %88 = load float, float* %24, align 4
  %89 = fmul float %88, 0x3FB99999A0000000
  %90 = fptosi float %89 to i32
  %91 = trunc i32 %90 to i8
  %92 = sext i8 %91 to i32
  %93 = load float, float* %24, align 4
  store float %93, float* %17, align 4
  %94 = load float, float* %17, align 4
  %95 = call float @llvm.fabs.f32(float %94) #3
  %96 = fmul float %95, 6.000000e+01
  %97 = fptosi float %96 to i32
  %98 = trunc i32 %97 to i16
  %99 = zext i16 %98 to i32
  %100 = add nsw i32 %92, %99
  %101 = load i32*, i32** %25, align 8
  %102 = getelementptr inbounds i32, i32* %101, i64 7
  store i32 %100, i32* %102, align 4
  %103 = load float, float* %24, align 4
  %104 = fmul float %103, 1.000000e+06
  %105 = fptosi float %104 to i64
  %106 = load i64*, i64** %20, align 8
  %107 = load i32, i32* %23, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i64, i64* %106, i64 %108
  store i64 %105, i64* %109, align 8
  %110 = load float*, float** %21, align 8
  %111 = load i32, i32* %23, align 4
  %112 = mul nsw i32 4, %111
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, float* %110, i64 %113
  store float* %114, float** %26, align 8
  %115 = load float, float* %24, align 4
  %116 = fptosi float %115 to i32
  %117 = sitofp i32 %116 to float
  %118 = load float*, float** %26, align 8
  %119 = getelementptr inbounds float, float* %118, i64 0
  store float %117, float* %119, align 4
  %120 = load float*, float** %18, align 8
  %121 = load i32, i32* %23, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds float, float* %120, i64 %122
  %124 = load float, float* %123, align 4
  store float %124, float* %9, align 4
  %125 = bitcast float* %9 to i32*
  %126 = load i32, i32* %125, align 4
  %127 = uitofp i32 %126 to float
  %128 = load float*, float** %26, align 8
  %129 = getelementptr inbounds float, float* %128, i64 1
  store float %127, float* %129, align 4
  %130 = load float*, float** %18, align 8
  %131 = load i32, i32* %23, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds float, float* %130, i64 %132
  %134 = load float, float* %133, align 4
  store float %134, float* %10, align 4
  %135 = bitcast float* %10 to i32*
  %136 = load i32, i32* %135, align 4
  %137 = zext i32 %136 to i64
  %138 = shl i64 %137, 31
  %139 = sitofp i64 %138 to float
  %140 = load float*, float** %26, align 8
  %141 = getelementptr inbounds float, float* %140, i64 2
  store float %139, float* %141, align 4
  %142 = load float, float* %24, align 4
  store float %142, float* %8, align 4
  %143 = load float, float* %8, align 4
  %144 = call float @llvm.trunc.f32(float %143) #3
  %145 = load float, float* %24, align 4
  store float 5.000000e-01, float* %6, align 4
  store float %145, float* %7, align 4
  %146 = load float, float* %6, align 4
  %147 = load float, float* %7, align 4
  %148 = call float @llvm.copysign.f32(float %146, float %147) #3
  %149 = fadd float %144, %148
  %150 = load float*, float** %26, align 8
  %151 = getelementptr inbounds float, float* %150, i64 3
  store float %149, float* %151, align 4
  br label %152

152:                                              ; preds = %36, %35
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @conv_int_float(i64* noundef %0, float* noundef %1, double* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64*, align 8
  %6 = alloca float*, align 8
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i64* %0, i64** %5, align 8
  store float* %1, float** %6, align 8
  store double* %2, double** %7, align 8
  store i32 %3, i32* %8, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %13 = mul i32 %11, %12
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %15 = add i32 %13, %14
  store i32 %15, i32* %9, align 4
  %16 = load i32, i32* %9, align 4
  %17 = load i32, i32* %8, align 4
  %18 = icmp sge i32 %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %4
  br label %86

20:                                               ; preds = %4
  %21 = load i64*, i64** %5, align 8
  %22 = load i32, i32* %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i64, i64* %21, i64 %23
  %25 = load i64, i64* %24, align 8
  store i64 %25, i64* %10, align 8
  %26 = load i64, i64* %10, align 8
  %27 = uitofp i64 %26 to float
  %28 = load float*, float** %6, align 8
  %29 = load i32, i32* %9, align 4
  %30 = mul nsw i32 4, %29
  %31 = add nsw i32 %30, 0
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, float* %28, i64 %32
  store float %27, float* %33, align 4
  %34 = load i64, i64* %10, align 8
  %35 = sitofp i64 %34 to float
  %36 = load float*, float** %6, align 8
  %37 = load i32, i32* %9, align 4
  %38 = mul nsw i32 4, %37
  %39 = add nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, float* %36, i64 %40
  store float %35, float* %41, align 4
  %42 = load i64, i64* %10, align 8
  %43 = trunc i64 %42 to i32
  %44 = uitofp i32 %43 to float
  %45 = load float*, float** %6, align 8
  %46 = load i32, i32* %9, align 4
  %47 = mul nsw i32 4, %46
  %48 = add nsw i32 %47, 2
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, float* %45, i64 %49
  store float %44, float* %50, align 4
  %51 = load i64, i64* %10, align 8
  %52 = trunc i64 %51 to i16
  %53 = sitofp i16 %52 to float
  %54 = load float*, float** %6, align 8
  %55 = load i32, i32* %9, align 4
  %56 = mul nsw i32 4, %55
  %57 = add nsw i32 %56, 3
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, float* %54, i64 %58
  store float %53, float* %59, align 4
  %60 = load i64, i64* %10, align 8
  %61 = uitofp i64 %60 to double
  %62 = load double*, double** %7, align 8
  %63 = load i32, i32* %9, align 4
  %64 = mul nsw i32 3, %63
  %65 = add nsw i32 %64, 0
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, double* %62, i64 %66
  store double %61, double* %67, align 8
  %68 = load i64, i64* %10, align 8
  %69 = sitofp i64 %68 to double
  %70 = load double*, double** %7, align 8
  %71 = load i32, i32* %9, align 4
  %72 = mul nsw i32 3, %71
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, double* %70, i64 %74
  store double %69, double* %75, align 8
  %76 = load i64, i64* %10, align 8
  %77 = lshr i64 %76, 32
  %78 = trunc i64 %77 to i32
  %79 = sitofp i32 %78 to double
  %80 = load double*, double** %7, align 8
  %81 = load i32, i32* %9, align 4
  %82 = mul nsw i32 3, %81
  %83 = add nsw i32 %82, 2
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds double, double* %80, i64 %84
  store double %79, double* %85, align 8
  br label %86

86:                                               ; preds = %20, %19
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @conv_fp_widths(float* noundef %0, double* noundef %1, float* noundef %2, half* noundef %3, i32* noundef %4, i32 noundef %5) #0 {
  %7 = alloca double, align 8
  %8 = alloca float*, align 8
  %9 = alloca double*, align 8
  %10 = alloca float*, align 8
  %11 = alloca half*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca double, align 8
  %17 = alloca half, align 2
  store float* %0, float** %8, align 8
  store double* %1, double** %9, align 8
  store float* %2, float** %10, align 8
  store half* %3, half** %11, align 8
  store i32* %4, i32** %12, align 8
  store i32 %5, i32* %13, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %22 = add i32 %20, %21
  store i32 %22, i32* %14, align 4
  %23 = load i32, i32* %14, align 4
  %24 = load i32, i32* %13, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  br label %84

27:                                               ; preds = %6
  %28 = load float*, float** %8, align 8
  %29 = load i32, i32* %14, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, float* %28, i64 %30
  %32 = load float, float* %31, align 4
  store float %32, float* %15, align 4
  %33 = load float, float* %15, align 4
  %34 = fpext float %33 to double
  %35 = fmul double %34, 0x3FF000001AD7F29B
  store double %35, double* %16, align 8
  %36 = load double, double* %16, align 8
  %37 = load double*, double** %9, align 8
  %38 = load i32, i32* %14, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, double* %37, i64 %39
  store double %36, double* %40, align 8
  %41 = load double, double* %16, align 8
  %42 = fptrunc double %41 to float
  %43 = load float*, float** %10, align 8
  %44 = load i32, i32* %14, align 4
  %45 = mul nsw i32 2, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, float* %43, i64 %46
  store float %42, float* %47, align 4
  %48 = load float, float* %15, align 4
  %49 = fmul float %48, 3.000000e+02
  %50 = fptrunc float %49 to half
  store half %50, half* %17, align 2
  %51 = load half, half* %17, align 2
  %52 = load half*, half** %11, align 8
  %53 = load i32, i32* %14, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds half, half* %52, i64 %54
  store half %51, half* %55, align 2
  %56 = load half, half* %17, align 2
  %57 = fpext half %56 to float
  %58 = load float*, float** %10, align 8
  %59 = load i32, i32* %14, align 4
  %60 = mul nsw i32 2, %59
  %61 = add nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, float* %58, i64 %62
  store float %57, float* %63, align 4
  %64 = load double, double* %16, align 8
  %65 = fmul double %64, 0x40C81CD6C8B43958
  store double %65, double* %7, align 8
  %66 = load double, double* %7, align 8
  %67 = call i32 @llvm.nvvm.d2i.rn(double %66) #3
  %68 = load i32*, i32** %12, align 8
  %69 = load i32, i32* %14, align 4
  %70 = mul nsw i32 2, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, i32* %68, i64 %71
  store i32 %67, i32* %72, align 4
  %73 = load double, double* %16, align 8
  %74 = fmul double %73, 1.000000e+12
  %75 = fdiv double %74, 4.096000e+03
  %76 = fptosi double %75 to i64
  %77 = trunc i64 %76 to i32
  %78 = load i32*, i32** %12, align 8
  %79 = load i32, i32* %14, align 4
  %80 = mul nsw i32 2, %79
  %81 = add nsw i32 %80, 1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, i32* %78, i64 %82
  store i32 %77, i32* %83, align 4
  br label %84

84:                                               ; preds = %27, %26
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @conv_int_widths(i8* noundef %0, i16* noundef %1, i32* noundef %2, i64* noundef %3, i32 noundef %4) #0 {
  %6 = alloca i8*, align 8
  %7 = alloca i16*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i64*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i64*, align 8
  store i8* %0, i8** %6, align 8
  store i16* %1, i16** %7, align 8
  store i32* %2, i32** %8, align 8
  store i64* %3, i64** %9, align 8
  store i32 %4, i32* %10, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %19 = mul i32 %17, %18
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %21 = add i32 %19, %20
  store i32 %21, i32* %11, align 4
  %22 = load i32, i32* %11, align 4
  %23 = load i32, i32* %10, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %5
  br label %81

26:                                               ; preds = %5
  %27 = load i8*, i8** %6, align 8
  %28 = load i32, i32* %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, i8* %27, i64 %29
  %31 = load i8, i8* %30, align 1
  store i8 %31, i8* %12, align 1
  %32 = load i8, i8* %12, align 1
  store i8 %32, i8* %13, align 1
  %33 = load i16*, i16** %7, align 8
  %34 = load i32, i32* %11, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i16, i16* %33, i64 %35
  %37 = load i16, i16* %36, align 2
  store i16 %37, i16* %14, align 2
  %38 = load i32*, i32** %8, align 8
  %39 = load i32, i32* %11, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32* %38, i64 %40
  %42 = load i32, i32* %41, align 4
  store i32 %42, i32* %15, align 4
  %43 = load i64*, i64** %9, align 8
  %44 = load i32, i32* %11, align 4
  %45 = mul nsw i32 6, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i64, i64* %43, i64 %46
  store i64* %47, i64** %16, align 8
  %48 = load i8, i8* %12, align 1
  %49 = zext i8 %48 to i64
  %50 = load i64*, i64** %16, align 8
  %51 = getelementptr inbounds i64, i64* %50, i64 0
  store i64 %49, i64* %51, align 8
  %52 = load i8, i8* %13, align 1
  %53 = sext i8 %52 to i64
  %54 = load i64*, i64** %16, align 8
  %55 = getelementptr inbounds i64, i64* %54, i64 1
  store i64 %53, i64* %55, align 8
  %56 = load i16, i16* %14, align 2
  %57 = zext i16 %56 to i64
  %58 = load i64*, i64** %16, align 8
  %59 = getelementptr inbounds i64, i64* %58, i64 2
  store i64 %57, i64* %59, align 8
  %60 = load i16, i16* %14, align 2
  %61 = sext i16 %60 to i64
  %62 = load i64*, i64** %16, align 8
  %63 = getelementptr inbounds i64, i64* %62, i64 3
  store i64 %61, i64* %63, align 8
  %64 = load i32, i32* %15, align 4
  %65 = sext i32 %64 to i64
  %66 = load i32, i32* %15, align 4
  %67 = zext i32 %66 to i64
  %68 = add nsw i64 %65, %67
  %69 = load i64*, i64** %16, align 8
  %70 = getelementptr inbounds i64, i64* %69, i64 4
  store i64 %68, i64* %70, align 8
  %71 = load i32, i32* %15, align 4
  %72 = trunc i32 %71 to i16
  %73 = sext i16 %72 to i64
  %74 = load i32, i32* %15, align 4
  %75 = ashr i32 %74, 8
  %76 = trunc i32 %75 to i8
  %77 = sext i8 %76 to i64
  %78 = mul nsw i64 %73, %77
  %79 = load i64*, i64** %16, align 8
  %80 = getelementptr inbounds i64, i64* %79, i64 5
  store i64 %78, i64* %80, align 8
  br label %81

81:                                               ; preds = %26, %25
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rz(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.ceil.f32(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.trunc.f32(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.rn(double) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
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
