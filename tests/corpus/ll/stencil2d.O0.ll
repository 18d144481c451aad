source_filename = "stencil2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@t = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @jacobi2d(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %14 = mul i32 %12, %13
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %16 = add i32 %14, %15
  store i32 %16, i32* %9, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %19 = mul i32 %17, %18
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %21 = add i32 %19, %20
  store i32 %21, i32* %10, align 4
  %22 = load i32, i32* %9, align 4
  %23 = load i32, i32* %7, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %29, label %25

25:                                               ; preds = %4
  %26 = load i32, i32* %10, align 4
  %27 = load i32, i32* %8, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %25, %4
  br label %102

30:                                               ; preds = %25
  %31 = load i32, i32* %10, align 4
  %32 = load i32, i32* %7, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, i32* %9, align 4
  %35 = add nsw i32 %33, %34
  store i32 %35, i32* %11, align 4
  %36 = load i32, i32* %9, align 4
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %51, label %38

38:                                               ; preds = %30
  %39 = load i32, i32* %10, align 4
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %51, label %41

41:                                               ; preds = %38
  %42 = load i32, i32* %9, align 4
  %43 = load i32, i32* %7, align 4
  %44 = sub nsw i32 %43, 1
  %45 = icmp eq i32 %42, %44
  br i1 %45, label %51, label %46

46:                                               ; preds = %41
  %47 = load i32, i32* %10, align 4
  %48 = load i32, i32* %8, align 4
  %49 = sub nsw i32 %48, 1
  %50 = icmp eq i32 %47, %49
  br i1 %50, label %51, label %61

51:                                               ; preds = %46, %41, %38, %30
  %52 = load float*, float** %5, align 8
  %53 = load i32, i32* %11, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, float* %52, i64 %54
  %56 = load float, float* %55, align 4
  %57 = load float*, float** %6, align 8
  %58 = load i32, i32* %11, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, float* %57, i64 %59
  store float %56, float* %60, align 4
  br label %102

61:                                               ; preds = %46
  %62 = load float*, float** %5, align 8
  %63 = load i32, i32* %11, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, float* %62, i64 %64
  %66 = load float, float* %65, align 4
  %67 = load float*, float** %5, align 8
  %68 = load i32, i32* %11, align 4
  %69 = sub nsw i32 %68, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, float* %67, i64 %70
  %72 = load float, float* %71, align 4
  %73 = fadd float %66, %72
  %74 = load float*, float** %5, align 8
  %75 = load i32, i32* %11, align 4
  %76 = add nsw i32 %75, 1
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, float* %74, i64 %77
  %79 = load float, float* %78, align 4
  %80 = fadd float %73, %79
  %81 = load float*, float** %5, align 8
  %82 = load i32, i32* %11, align 4
  %83 = load i32, i32* %7, align 4
  %84 = sub nsw i32 %82, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, float* %81, i64 %85
  %87 = load float, float* %86, align 4
  %88 = fadd float %80, %87
  %89 = load float*, float** %5, align 8
  %90 = load i32, i32* %11, align 4
  %91 = load i32, i32* %7, align 4
  %92 = add nsw i32 %90, %91
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, float* %89, i64 %93
  %95 = load float, float* %94, align 4
  %96 = fadd float %88, %95
  %97 = fmul float 0x3FC99999A0000000, %96
  %98 = load float*, float** %6, align 8
  %99 = load i32, i32* %11, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, float* %98, i64 %100
  store float %97, float* %101, align 4
  br label %102

102:                                              ; preds = %61, %51, %29
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @stencil2d_tiled(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5) #0 {
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store float* %0, float** %7, align 8
  store float* %1, float** %8, align 8
  store i32 %2, i32* %9, align 4
  store i32 %3, i32* %10, align 4
  store float %4, float* %11, align 4
  store float %5, float* %12, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %23 = add i32 %21, %22
  store i32 %23, i32* %13, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %26 = mul i32 %24, %25
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %28 = add i32 %26, %27
  store i32 %28, i32* %14, align 4
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %30 = add i32 %29, 2
  store i32 %30, i32* %15, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %32 = add i32 %31, 1
  store i32 %32, i32* %16, align 4
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %34 = add i32 %33, 1
  store i32 %34, i32* %17, align 4
  %35 = load i32, i32* %17, align 4
  %36 = load i32, i32* %15, align 4
  %37 = mul nsw i32 %35, %36
  %38 = load i32, i32* %16, align 4
  %39 = add nsw i32 %37, %38
  store i32 %39, i32* %18, align 4
  %40 = load float*, float** %7, align 8
  %41 = load i32, i32* %13, align 4
  %42 = load i32, i32* %14, align 4
  %43 = load i32, i32* %9, align 4
  %44 = load i32, i32* %10, align 4
  %45 = call noundef float @_ZL12load_or_zeroPKfiiii(float* noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44) #2
  %46 = load i32, i32* %18, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @t to [0 x float]*), i64 0, i64 %47
  store float %45, float* %48, align 4
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %63

51:                                               ; preds = %6
  %52 = load float*, float** %7, align 8
  %53 = load i32, i32* %13, align 4
  %54 = sub nsw i32 %53, 1
  %55 = load i32, i32* %14, align 4
  %56 = load i32, i32* %9, align 4
  %57 = load i32, i32* %10, align 4
  %58 = call noundef float @_ZL12load_or_zeroPKfiiii(float* noundef %52, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57) #2
  %59 = load i32, i32* %18, align 4
  %60 = sub nsw i32 %59, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @t to [0 x float]*), i64 0, i64 %61
  store float %58, float* %62, align 4
  br label %63

63:                                               ; preds = %51, %6
  %64 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %65 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %66 = sub i32 %65, 1
  %67 = icmp eq i32 %64, %66
  br i1 %67, label %68, label %80

68:                                               ; preds = %63
  %69 = load float*, float** %7, align 8
  %70 = load i32, i32* %13, align 4
  %71 = add nsw i32 %70, 1
  %72 = load i32, i32* %14, align 4
  %73 = load i32, i32* %9, align 4
  %74 = load i32, i32* %10, align 4
  %75 = call noundef float @_ZL12load_or_zeroPKfiiii(float* noundef %69, i32 noundef %71, i32 noundef %72, i32 noundef %73, i32 noundef %74) #2
  %76 = load i32, i32* %18, align 4
  %77 = add nsw i32 %76, 1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @t to [0 x float]*), i64 0, i64 %78
  store float %75, float* %79, align 4
  br label %80

80:                                               ; preds = %68, %63
  %81 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %96

83:                                               ; preds = %80
  %84 = load float*, float** %7, align 8
  %85 = load i32, i32* %13, align 4
  %86 = load i32, i32* %14, align 4
  %87 = sub nsw i32 %86, 1
  %88 = load i32, i32* %9, align 4
  %89 = load i32, i32* %10, align 4
  %90 = call noundef float @_ZL12load_or_zeroPKfiiii(float* noundef %84, i32 noundef %85, i32 noundef %87, i32 noundef %88, i32 noundef %89) #2
  %91 = load i32, i32* %18, align 4
  %92 = load i32, i32* %15, align 4
  %93 = sub nsw i32 %91, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @t to [0 x float]*), i64 0, i64 %94
  store float %90, float* %95, align 4
  br label %96

96:                                               ; preds = %83, %80
  %97 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %98 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %99 = sub i32 %98, 1
  %100 = icmp eq i32 %97, %99
  br i1 %100, label %101, label %114

101:                                              ; preds = %96
  %102 = load float*, float** %7, align 8
  %103 = load i32, i32* %13, align 4
  %104 = load i32, i32* %14, align 4
  %105 = add nsw i32 %104, 1
  %106 = load i32, i32* %9, align 4
  %107 = load i32, i32* %10, align 4
  %108 = call noundef float @_ZL12load_or_zeroPKfiiii(float* noundef %102, i32 noundef %103, i32 noundef %105, i32 noundef %106, i32 noundef %107) #2
  %109 = load i32, i32* %18, align 4
  %110 = load i32, i32* %15, align 4
  %111 = add nsw i32 %109, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @t to [0 x float]*), i64 0, i64 %112
  store float %108, float* %113, align 4
  br label %114

114:                                              ; preds = %101, %96
  call void @llvm.nvvm.barrier0()
  %115 = load i32, i32* %13, align 4
  %116 = load i32, i32* %9, align 4
  %117 = icmp slt i32 %115, %116
  br i1 %117, label %118, label %165

118:                                              ; preds = %114
  %119 = load i32, i32* %14, align 4
  %120 = load i32, i32* %10, align 4
  %121 = icmp slt i32 %119, %120
  br i1 %121, label %122, label %165

122:                                              ; preds = %118
  %123 = load float, float* %11, align 4
  %124 = load i32, i32* %18, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @t to [0 x float]*), i64 0, i64 %125
  %127 = load float, float* %126, align 4
  %128 = fmul float %123, %127
  %129 = load float, float* %12, align 4
  %130 = load i32, i32* %18, align 4
  %131 = sub nsw i32 %130, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @t to [0 x float]*), i64 0, i64 %132
  %134 = load float, float* %133, align 4
  %135 = load i32, i32* %18, align 4
  %136 = add nsw i32 %135, 1
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @t to [0 x float]*), i64 0, i64 %137
  %139 = load float, float* %138, align 4
  %140 = fadd float %134, %139
  %141 = load i32, i32* %18, align 4
  %142 = load i32, i32* %15, align 4
  %143 = sub nsw i32 %141, %142
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @t to [0 x float]*), i64 0, i64 %144
  %146 = load float, float* %145, align 4
  %147 = fadd float %140, %146
  %148 = load i32, i32* %18, align 4
  %149 = load i32, i32* %15, align 4
  %150 = add nsw i32 %148, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @t to [0 x float]*), i64 0, i64 %151
  %153 = load float, float* %152, align 4
  %154 = fadd float %147, %153
  %155 = fmul float %129, %154
  %156 = fadd float %128, %155
  %157 = load float*, float** %8, align 8
  %158 = load i32, i32* %14, align 4
  %159 = load i32, i32* %9, align 4
  %160 = mul nsw i32 %158, %159
  %161 = load i32, i32* %13, align 4
  %162 = add nsw i32 %160, %161
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, float* %157, i64 %163
  store float %156, float* %164, align 4
  br label %165

165:                                              ; preds = %122, %118, %114
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL12load_or_zeroPKfiiii(float* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #1 {
  %6 = alloca float*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store float* %0, float** %6, align 8
  store i32 %1, i32* %7, align 4
  store i32 %2, i32* %8, align 4
  store i32 %3, i32* %9, align 4
  store i32 %4, i32* %10, align 4
  %11 = load i32, i32* %7, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %34

13:                                               ; preds = %5
  %14 = load i32, i32* %7, align 4
  %15 = load i32, i32* %9, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %34

17:                                               ; preds = %13
  %18 = load i32, i32* %8, align 4
  %19 = icmp sge i32 %18, 0
  br i1 %19, label %20, label %34

20:                                               ; preds = %17
  %21 = load i32, i32* %8, align 4
  %22 = load i32, i32* %10, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %20
  %25 = load float*, float** %6, align 8
  %26 = load i32, i32* %8, align 4
  %27 = load i32, i32* %9, align 4
  %28 = mul nsw i32 %26, %27
  %29 = load i32, i32* %7, align 4
  %30 = add nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, float* %25, i64 %31
  %33 = load float, float* %32, align 4
  br label %35

34:                                               ; preds = %20, %17, %13, %5
  br label %35

35:                                               ; preds = %34, %24
  %36 = phi float [ %33, %24 ], [ 0.000000e+00, %34 ]
  ret float %36
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind readnone speculatable }
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
