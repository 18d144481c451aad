source_filename = "double_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @nbody_f64(double* noundef %0, double* noundef %1, i32 noundef %2, double noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double*, align 8
  %26 = alloca double*, align 8
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca i32, align 4
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca i32, align 4
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  store double* %0, double** %25, align 8
  store double* %1, double** %26, align 8
  store i32 %2, i32* %27, align 4
  store double %3, double* %28, align 8
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %45 = mul i32 %43, %44
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %47 = add i32 %45, %46
  store i32 %47, i32* %29, align 4
  %48 = load i32, i32* %29, align 4
  %49 = load i32, i32* %27, align 4
  %50 = icmp sge i32 %48, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %4
  br label %185

52:                                               ; preds = %4
  %53 = load double*, double** %25, align 8
  %54 = load i32, i32* %29, align 4
  %55 = mul nsw i32 4, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, double* %53, i64 %56
  %58 = load double, double* %57, align 8
  store double %58, double* %30, align 8
  %59 = load double*, double** %25, align 8
  %60 = load i32, i32* %29, align 4
  %61 = mul nsw i32 4, %60
  %62 = add nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, double* %59, i64 %63
  %65 = load double, double* %64, align 8
  store double %65, double* %31, align 8
  %66 = load double*, double** %25, align 8
  %67 = load i32, i32* %29, align 4
  %68 = mul nsw i32 4, %67
  %69 = add nsw i32 %68, 2
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds double, double* %66, i64 %70
  %72 = load double, double* %71, align 8
  store double %72, double* %32, align 8
  store double 0.000000e+00, double* %33, align 8
  store double 0.000000e+00, double* %34, align 8
  store double 0.000000e+00, double* %35, align 8
  store i32 0, i32* %36, align 4
  br label %73

73:                                               ; preds = %161, %52
  %74 = load i32, i32* %36, align 4
  %75 = load i32, i32* %27, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %164

77:                                               ; preds = %73
  %78 = load double*, double** %25, align 8
  %79 = load i32, i32* %36, align 4
  %80 = mul nsw i32 4, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds double, double* %78, i64 %81
  %83 = load double, double* %82, align 8
  %84 = load double, double* %30, align 8
  %85 = fsub double %83, %84
  store double %85, double* %37, align 8
  %86 = load double*, double** %25, align 8
  %87 = load i32, i32* %36, align 4
  %88 = mul nsw i32 4, %87
  %89 = add nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds double, double* %86, i64 %90
  %92 = load double, double* %91, align 8
  %93 = load double, double* %31, align 8
  %94 = fsub double %92, %93
  store double %94, double* %38, align 8
  %95 = load double*, double** %25, align 8
  %96 = load i32, i32* %36, align 4
  %97 = mul nsw i32 4, %96
  %98 = add nsw i32 %97, 2
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds double, double* %95, i64 %99
  %101 = load double, double* %100, align 8
  %102 = load double, double* %32, align 8
  %103 = fsub double %101, %102
  store double %103, double* %39, align 8
  %104 = load double, double* %37, align 8
  %105 = load double, double* %37, align 8
  %106 = load double, double* %38, align 8
  %107 = load double, double* %38, align 8
  %108 = load double, double* %39, align 8
  %109 = load double, double* %39, align 8
  %110 = load double, double* %28, align 8
  store double %108, double* %7, align 8
  store double %109, double* %8, align 8
  store double %110, double* %9, align 8
  %111 = load double, double* %7, align 8
  %112 = load double, double* %8, align 8
  %113 = load double, double* %9, align 8
  %114 = call double @llvm.fma.f64(double %111, double %112, double %113) #3
  store double %106, double* %10, align 8
  store double %107, double* %11, align 8
  store double %114, double* %12, align 8
  %115 = load double, double* %10, align 8
  %116 = load double, double* %11, align 8
  %117 = load double, double* %12, align 8
  %118 = call double @llvm.fma.f64(double %115, double %116, double %117) #3
  store double %104, double* %13, align 8
  store double %105, double* %14, align 8
  store double %118, double* %15, align 8
  %119 = load double, double* %13, align 8
  %120 = load double, double* %14, align 8
  %121 = load double, double* %15, align 8
  %122 = call double @llvm.fma.f64(double %119, double %120, double %121) #3
  store double %122, double* %40, align 8
  %123 = load double, double* %40, align 8
  %124 = load double, double* %40, align 8
  store double %124, double* %6, align 8
  %125 = load double, double* %6, align 8
  %126 = call double @llvm.sqrt.f64(double %125) #3
  %127 = fmul double %123, %126
  %128 = fdiv double 1.000000e+00, %127
  store double %128, double* %41, align 8
  %129 = load double*, double** %25, align 8
  %130 = load i32, i32* %36, align 4
  %131 = mul nsw i32 4, %130
  %132 = add nsw i32 %131, 3
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds double, double* %129, i64 %133
  %135 = load double, double* %134, align 8
  store double %135, double* %5, align 8
  %136 = load double, double* %5, align 8
  %137 = call double @llvm.fabs.f64(double %136) #3
  %138 = load double, double* %41, align 8
  %139 = fmul double %137, %138
  store double %139, double* %42, align 8
  %140 = load double, double* %37, align 8
  %141 = load double, double* %42, align 8
  %142 = load double, double* %33, align 8
  store double %140, double* %16, align 8
  store double %141, double* %17, align 8
  store double %142, double* %18, align 8
  %143 = load double, double* %16, align 8
  %144 = load double, double* %17, align 8
  %145 = load double, double* %18, align 8
  %146 = call double @llvm.fma.f64(double %143, double %144, double %145) #3
  store double %146, double* %33, align 8
  %147 = load double, double* %38, align 8
  %148 = load double, double* %42, align 8
  %149 = load double, double* %34, align 8
  store double %147, double* %19, align 8
  store double %148, double* %20, align 8
  store double %149, double* %21, align 8
  %150 = load double, double* %19, align 8
  %151 = load double, double* %20, align 8
  %152 = load double, double* %21, align 8
  %153 = call double @llvm.fma.f64(double %150, double %151, double %152) #3
  store double %153, double* %34, align 8
  %154 = load double, double* %39, align 8
  %155 = load double, double* %42, align 8
  %156 = load double, double* %35, align 8
  store double %154, double* %22, align 8
  store double %155, double* %23, align 8
  store double %156, double* %24, align 8
  %157 = load double, double* %22, align 8
  %158 = load double, double* %23, align 8
  %159 = load double, double* %24, align 8
  %160 = call double @llvm.fma.f64(double %157, double %158, double %159) #3
  store double %160, double* %35, align 8
  br label %161

161:                                              ; preds = %77
  %162 = load i32, i32* %36, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, i32* %36, align 4
  br label %73, !llvm.loop !7

164:                                              ; preds = %73
  %165 = load double, double* %33, align 8
  %166 = load double*, double** %26, align 8
  %167 = load i32, i32* %29, align 4
  %168 = mul nsw i32 3, %167
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds double, double* %166, i64 %169
  store double %165, double* %170, align 8
  %171 = load double, double* %34, align 8
  %172 = load double*, double** %26, align 8
  %173 = load i32, i32* %29, align 4
  %174 = mul nsw i32 3, %173
  %175 = add nsw i32 %174, 1
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds double, double* %172, i64 %176
  store double %171, double* %177, align 8
  %178 = load double, double* %35, align 8
  %179 = load double*, double** %26, align 8
  %180 = load i32, i32* %29, align 4
  %181 = mul nsw i32 3, %180
  %182 = add nsw i32 %181, 2
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds double, double* %179, i64 %183
  store double %178, double* %184, align 8
  br label %185

185:                                              ; preds = %164, %51
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @poly_newton_f64(double* noundef %0, double* noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double*, align 8
  %35 = alloca double*, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca i32, align 4
  store double* %0, double** %34, align 8
  store double* %1, double** %35, align 8
  store i32 %2, i32* %36, align 4
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %45 = mul i32 %43, %44
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %47 = add i32 %45, %46
  store i32 %47, i32* %37, align 4
  %48 = load i32, i32* %37, align 4
  %49 = load i32, i32* %36, align 4
  %50 = icmp sge i32 %48, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %3
  br label %160

52:                                               ; preds = %3
  %53 = load double*, double** %34, align 8
  %54 = load i32, i32* %37, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, double* %53, i64 %55
  %57 = load double, double* %56, align 8
  store double %57, double* %38, align 8
  store double 0x3EFA01A01A01A01A, double* %39, align 8
  %58 = load double, double* %39, align 8
  %59 = load double, double* %38, align 8
  store double %58, double* %10, align 8
  store double %59, double* %11, align 8
  store double 0x3F2A01A01A01A01A, double* %12, align 8
  %60 = load double, double* %10, align 8
  %61 = load double, double* %11, align 8
  %62 = load double, double* %12, align 8
  %63 = call double @llvm.fma.f64(double %60, double %61, double %62) #3
  store double %63, double* %39, align 8
  %64 = load double, double* %39, align 8
  %65 = load double, double* %38, align 8
  store double %64, double* %13, align 8
  store double %65, double* %14, align 8
  store double 0x3F56C16C16C16C17, double* %15, align 8
  %66 = load double, double* %13, align 8
  %67 = load double, double* %14, align 8
  %68 = load double, double* %15, align 8
  %69 = call double @llvm.fma.f64(double %66, double %67, double %68) #3
  store double %69, double* %39, align 8
  %70 = load double, double* %39, align 8
  %71 = load double, double* %38, align 8
  store double %70, double* %16, align 8
  store double %71, double* %17, align 8
  store double 0x3F81111111111111, double* %18, align 8
  %72 = load double, double* %16, align 8
  %73 = load double, double* %17, align 8
  %74 = load double, double* %18, align 8
  %75 = call double @llvm.fma.f64(double %72, double %73, double %74) #3
  store double %75, double* %39, align 8
  %76 = load double, double* %39, align 8
  %77 = load double, double* %38, align 8
  store double %76, double* %19, align 8
  store double %77, double* %20, align 8
  store double 0x3FA5555555555555, double* %21, align 8
  %78 = load double, double* %19, align 8
  %79 = load double, double* %20, align 8
  %80 = load double, double* %21, align 8
  %81 = call double @llvm.fma.f64(double %78, double %79, double %80) #3
  store double %81, double* %39, align 8
  %82 = load double, double* %39, align 8
  %83 = load double, double* %38, align 8
  store double %82, double* %22, align 8
  store double %83, double* %23, align 8
  store double 0x3FC5555555555555, double* %24, align 8
  %84 = load double, double* %22, align 8
  %85 = load double, double* %23, align 8
  %86 = load double, double* %24, align 8
  %87 = call double @llvm.fma.f64(double %84, double %85, double %86) #3
  store double %87, double* %39, align 8
  %88 = load double, double* %39, align 8
  %89 = load double, double* %38, align 8
  store double %88, double* %25, align 8
  store double %89, double* %26, align 8
  store double 5.000000e-01, double* %27, align 8
  %90 = load double, double* %25, align 8
  %91 = load double, double* %26, align 8
  %92 = load double, double* %27, align 8
  %93 = call double @llvm.fma.f64(double %90, double %91, double %92) #3
  store double %93, double* %39, align 8
  %94 = load double, double* %39, align 8
  %95 = load double, double* %38, align 8
  store double %94, double* %28, align 8
  store double %95, double* %29, align 8
  store double 1.000000e+00, double* %30, align 8
  %96 = load double, double* %28, align 8
  %97 = load double, double* %29, align 8
  %98 = load double, double* %30, align 8
  %99 = call double @llvm.fma.f64(double %96, double %97, double %98) #3
  store double %99, double* %39, align 8
  %100 = load double, double* %39, align 8
  %101 = load double, double* %38, align 8
  store double %100, double* %31, align 8
  store double %101, double* %32, align 8
  store double 1.000000e+00, double* %33, align 8
  %102 = load double, double* %31, align 8
  %103 = load double, double* %32, align 8
  %104 = load double, double* %33, align 8
  %105 = call double @llvm.fma.f64(double %102, double %103, double %104) #3
  store double %105, double* %39, align 8
  %106 = load double, double* %38, align 8
  store double %106, double* %9, align 8
  %107 = load double, double* %9, align 8
  %108 = call double @llvm.fabs.f64(double %107) #3
  %109 = fmul double %108, 2.000000e+00
  %110 = fadd double %109, 1.000000e+00
  store double %110, double* %40, align 8
  store double 6.000000e-01, double* %41, align 8
  store i32 0, i32* %42, align 4
  br label %111

111:                                              ; preds = %124, %52
  %112 = load i32, i32* %42, align 4
  %113 = icmp slt i32 %112, 6
  br i1 %113, label %114, label %127

114:                                              ; preds = %111
  %115 = load double, double* %41, align 8
  %116 = load double, double* %40, align 8
  %117 = fmul double 5.000000e-01, %116
  %118 = load double, double* %41, align 8
  %119 = fmul double %117, %118
  %120 = load double, double* %41, align 8
  %121 = fmul double %119, %120
  %122 = fsub double 1.500000e+00, %121
  %123 = fmul double %115, %122
  store double %123, double* %41, align 8
  br label %124

124:                                              ; preds = %114
  %125 = load i32, i32* %42, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* %42, align 4
  br label %111, !llvm.loop !9

127:                                              ; preds = %111
  %128 = load double, double* %39, align 8
  %129 = load double*, double** %35, align 8
  %130 = load i32, i32* %37, align 4
  %131 = mul nsw i32 3, %130
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds double, double* %129, i64 %132
  store double %128, double* %133, align 8
  %134 = load double, double* %41, align 8
  %135 = load double*, double** %35, align 8
  %136 = load i32, i32* %37, align 4
  %137 = mul nsw i32 3, %136
  %138 = add nsw i32 %137, 1
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds double, double* %135, i64 %139
  store double %134, double* %140, align 8
  %141 = load double, double* %38, align 8
  %142 = fmul double %141, 1.000000e+01
  store double %142, double* %5, align 8
  store double -3.000000e+00, double* %6, align 8
  %143 = load double, double* %5, align 8
  %144 = load double, double* %6, align 8
  %145 = call double @llvm.maxnum.f64(double %143, double %144) #3
  store double %145, double* %7, align 8
  store double 3.000000e+00, double* %8, align 8
  %146 = load double, double* %7, align 8
  %147 = load double, double* %8, align 8
  %148 = call double @llvm.minnum.f64(double %146, double %147) #3
  %149 = load double, double* %38, align 8
  %150 = fmul double %149, 7.500000e+00
  store double %150, double* %4, align 8
  %151 = load double, double* %4, align 8
  %152 = call double @llvm.floor.f64(double %151) #3
  %153 = fadd double %148, %152
  %154 = load double*, double** %35, align 8
  %155 = load i32, i32* %37, align 4
  %156 = mul nsw i32 3, %155
  %157 = add nsw i32 %156, 2
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds double, double* %154, i64 %158
  store double %153, double* %159, align 8
  br label %160

160:                                              ; preds = %127, %51
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @kahan_rowsum_f64(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store double* %0, double** %5, align 8
  store double* %1, double** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %19 = add i32 %17, %18
  store i32 %19, i32* %9, align 4
  %20 = load i32, i32* %9, align 4
  %21 = load i32, i32* %7, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %4
  br label %62

24:                                               ; preds = %4
  store double 0.000000e+00, double* %10, align 8
  store double 0.000000e+00, double* %11, align 8
  store i32 0, i32* %12, align 4
  br label %25

25:                                               ; preds = %53, %24
  %26 = load i32, i32* %12, align 4
  %27 = load i32, i32* %8, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %56

29:                                               ; preds = %25
  %30 = load double*, double** %5, align 8
  %31 = load i32, i32* %9, align 4
  %32 = sext i32 %31 to i64
  %33 = load i32, i32* %8, align 4
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %32, %34
  %36 = load i32, i32* %12, align 4
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %35, %37
  %39 = getelementptr inbounds double, double* %30, i64 %38
  %40 = load double, double* %39, align 8
  %41 = fmul double %40, 1.000000e-03
  %42 = load double, double* %11, align 8
  %43 = fsub double %41, %42
  store double %43, double* %13, align 8
  %44 = load double, double* %10, align 8
  %45 = load double, double* %13, align 8
  %46 = fadd double %44, %45
  store double %46, double* %14, align 8
  %47 = load double, double* %14, align 8
  %48 = load double, double* %10, align 8
  %49 = fsub double %47, %48
  %50 = load double, double* %13, align 8
  %51 = fsub double %49, %50
  store double %51, double* %11, align 8
  %52 = load double, double* %14, align 8
  store double %52, double* %10, align 8
  br label %53

53:                                               ; preds = %29
  %54 = load i32, i32* %12, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %12, align 4
  br label %25, !llvm.loop !10

56:                                               ; preds = %25
  %57 = load double, double* %10, align 8
  %58 = load double*, double** %6, align 8
  %59 = load i32, i32* %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds double, double* %58, i64 %60
  store double %57, double* %61, align 8
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (double*, double*, i32, double)* @nbody_f64, !"kernel", i32 1}
!1 = !{void (double*, double*, i32)* @poly_newton_f64, !"kernel", i32 1}
!2 = !{void (double*, double*, i32, i32)* @kahan_rowsum_f64, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
