source_filename = "prng_philox.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @philox_uniform(i32* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <2 x i32>, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca <4 x i32>, align 16
  %19 = alloca i32*, align 8
  %20 = alloca float*, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca <4 x i32>, align 16
  %27 = alloca <2 x i32>, align 8
  %28 = alloca <4 x i32>, align 16
  store i32* %0, i32** %19, align 8
  store float* %1, float** %20, align 8
  store i32 %2, i32* %21, align 4
  store i32 %3, i32* %22, align 4
  store i32 %4, i32* %23, align 4
  store i32 %5, i32* %24, align 4
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %31 = mul i32 %29, %30
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %33 = add i32 %31, %32
  store i32 %33, i32* %25, align 4
  %34 = load i32, i32* %25, align 4
  %35 = load i32, i32* %21, align 4
  %36 = icmp uge i32 %34, %35
  br i1 %36, label %37, label %38

37:                                               ; preds = %6
  br label %157

38:                                               ; preds = %6
  %39 = load i32, i32* %25, align 4
  %40 = insertelement <4 x i32> undef, i32 %39, i32 0
  %41 = load i32, i32* %24, align 4
  %42 = insertelement <4 x i32> %40, i32 %41, i32 1
  %43 = insertelement <4 x i32> %42, i32 0, i32 2
  %44 = insertelement <4 x i32> %43, i32 0, i32 3
  store <4 x i32> %44, <4 x i32>* %26, align 16
  %45 = load i32, i32* %22, align 4
  %46 = insertelement <2 x i32> undef, i32 %45, i32 0
  %47 = load i32, i32* %23, align 4
  %48 = insertelement <2 x i32> %46, i32 %47, i32 1
  store <2 x i32> %48, <2 x i32>* %27, align 8
  %49 = load <4 x i32>, <4 x i32>* %26, align 16
  %50 = load <2 x i32>, <2 x i32>* %27, align 8
  store <4 x i32> %49, <4 x i32>* %11, align 16
  store <2 x i32> %50, <2 x i32>* %12, align 8
  store i32 0, i32* %13, align 4
  br label %51

51:                                               ; preds = %54, %38
  %52 = load i32, i32* %13, align 4
  %53 = icmp slt i32 %52, 10
  br i1 %53, label %54, label %104

54:                                               ; preds = %51
  %55 = load <4 x i32>, <4 x i32>* %11, align 16
  %56 = extractelement <4 x i32> %55, i64 0
  store i32 -766435501, i32* %7, align 4
  store i32 %56, i32* %8, align 4
  %57 = load i32, i32* %7, align 4
  %58 = load i32, i32* %8, align 4
  %59 = call i32 @llvm.nvvm.mulhi.ui(i32 %57, i32 %58) #4
  store i32 %59, i32* %14, align 4
  %60 = load <4 x i32>, <4 x i32>* %11, align 16
  %61 = extractelement <4 x i32> %60, i64 0
  %62 = mul i32 -766435501, %61
  store i32 %62, i32* %15, align 4
  %63 = load <4 x i32>, <4 x i32>* %11, align 16
  %64 = extractelement <4 x i32> %63, i64 2
  store i32 -845247145, i32* %9, align 4
  store i32 %64, i32* %10, align 4
  %65 = load i32, i32* %9, align 4
  %66 = load i32, i32* %10, align 4
  %67 = call i32 @llvm.nvvm.mulhi.ui(i32 %65, i32 %66) #4
  store i32 %67, i32* %16, align 4
  %68 = load <4 x i32>, <4 x i32>* %11, align 16
  %69 = extractelement <4 x i32> %68, i64 2
  %70 = mul i32 -845247145, %69
  store i32 %70, i32* %17, align 4
  %71 = load i32, i32* %16, align 4
  %72 = load <4 x i32>, <4 x i32>* %11, align 16
  %73 = extractelement <4 x i32> %72, i64 1
  %74 = xor i32 %71, %73
  %75 = load <2 x i32>, <2 x i32>* %12, align 8
  %76 = extractelement <2 x i32> %75, i64 0
  %77 = xor i32 %74, %76
  %78 = insertelement <4 x i32> undef, i32 %77, i32 0
  %79 = load i32, i32* %17, align 4
  %80 = insertelement <4 x i32> %78, i32 %79, i32 1
  %81 = load i32, i32* %14, align 4
  %82 = load <4 x i32>, <4 x i32>* %11, align 16
  %83 = extractelement <4 x i32> %82, i64 3
  %84 = xor i32 %81, %83
  %85 = load <2 x i32>, <2 x i32>* %12, align 8
  %86 = extractelement <2 x i32> %85, i64 1
  %87 = xor i32 %84, %86
  %88 = insertelement <4 x i32> %80, i32 %87, i32 2
  %89 = load i32, i32* %15, align 4
  %90 = insertelement <4 x i32> %88, i32 %89, i32 3
  store <4 x i32> %90, <4 x i32>* %18, align 16
  %91 = load <4 x i32>, <4 x i32>* %18, align 16
  store <4 x i32> %91, <4 x i32>* %11, align 16
  %92 = load <2 x i32>, <2 x i32>* %12, align 8
  %93 = extractelement <2 x i32> %92, i64 0
  %94 = add i32 %93, -1640531527
  %95 = load <2 x i32>, <2 x i32>* %12, align 8
  %96 = insertelement <2 x i32> %95, i32 %94, i64 0
  store <2 x i32> %96, <2 x i32>* %12, align 8
  %97 = load <2 x i32>, <2 x i32>* %12, align 8
  %98 = extractelement <2 x i32> %97, i64 1
  %99 = add i32 %98, -1150833019
  %100 = load <2 x i32>, <2 x i32>* %12, align 8
  %101 = insertelement <2 x i32> %100, i32 %99, i64 1
  store <2 x i32> %101, <2 x i32>* %12, align 8
  %102 = load i32, i32* %13, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %13, align 4
  br label %51, !llvm.loop !6

104:                                              ; preds = %51
  %105 = load <4 x i32>, <4 x i32>* %11, align 16
  store <4 x i32> %105, <4 x i32>* %28, align 16
  %106 = load <4 x i32>, <4 x i32>* %28, align 16
  %107 = load i32*, i32** %19, align 8
  %108 = load i32, i32* %25, align 4
  %109 = mul i32 4, %108
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds i32, i32* %107, i64 %110
  %112 = bitcast i32* %111 to <4 x i32>*
  store <4 x i32> %106, <4 x i32>* %112, align 16
  %113 = load <4 x i32>, <4 x i32>* %28, align 16
  %114 = extractelement <4 x i32> %113, i64 0
  %115 = lshr i32 %114, 8
  %116 = uitofp i32 %115 to float
  %117 = fmul float %116, 0x3E70000000000000
  %118 = load float*, float** %20, align 8
  %119 = load i32, i32* %25, align 4
  %120 = mul i32 4, %119
  %121 = add i32 %120, 0
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds float, float* %118, i64 %122
  store float %117, float* %123, align 4
  %124 = load <4 x i32>, <4 x i32>* %28, align 16
  %125 = extractelement <4 x i32> %124, i64 1
  %126 = lshr i32 %125, 8
  %127 = uitofp i32 %126 to float
  %128 = fmul float %127, 0x3E70000000000000
  %129 = load float*, float** %20, align 8
  %130 = load i32, i32* %25, align 4
  %131 = mul i32 4, %130
  %132 = add i32 %131, 1
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds float, float* %129, i64 %133
  store float %128, float* %134, align 4
  %135 = load <4 x i32>, <4 x i32>* %28, align 16
  %136 = extractelement <4 x i32> %135, i64 2
  %137 = lshr i32 %136, 8
  %138 = uitofp i32 %137 to float
  %139 = fmul float %138, 0x3E70000000000000
  %140 = load float*, float** %20, align 8
  %141 = load i32, i32* %25, align 4
  %142 = mul i32 4, %141
  %143 = add i32 %142, 2
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds float, float* %140, i64 %144
  store float %139, float* %145, align 4
  %146 = load <4 x i32>, <4 x i32>* %28, align 16
  %147 = extractelement <4 x i32> %146, i64 3
  %148 = lshr i32 %147, 8
  %149 = uitofp i32 %148 to float
  %150 = fmul float %149, 0x3E70000000000000
  %151 = load float*, float** %20, align 8
  %152 = load i32, i32* %25, align 4
  %153 = mul i32 4, %152
  %154 = add i32 %153, 3
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds float, float* %151, i64 %155
  store float %150, float* %156, align 4
  br label %157

157:                                              ; preds = %104, %37
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @xorshift128p(i64* noundef %0, i64* noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  store i64* %0, i64** %5, align 8
  store i64* %1, i64** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %18 = mul i32 %16, %17
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %20 = add i32 %18, %19
  store i32 %20, i32* %9, align 4
  %21 = load i32, i32* %9, align 4
  %22 = load i32, i32* %7, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %4
  br label %75

25:                                               ; preds = %4
  %26 = load i64*, i64** %5, align 8
  %27 = load i32, i32* %9, align 4
  %28 = mul nsw i32 2, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i64, i64* %26, i64 %29
  %31 = load i64, i64* %30, align 8
  %32 = or i64 %31, 1
  store i64 %32, i64* %10, align 8
  %33 = load i64*, i64** %5, align 8
  %34 = load i32, i32* %9, align 4
  %35 = mul nsw i32 2, %34
  %36 = add nsw i32 %35, 1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i64, i64* %33, i64 %37
  %39 = load i64, i64* %38, align 8
  store i64 %39, i64* %11, align 8
  store i64 0, i64* %12, align 8
  store i32 0, i32* %13, align 4
  br label %40

40:                                               ; preds = %66, %25
  %41 = load i32, i32* %13, align 4
  %42 = load i32, i32* %8, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %69

44:                                               ; preds = %40
  %45 = load i64, i64* %10, align 8
  store i64 %45, i64* %14, align 8
  %46 = load i64, i64* %11, align 8
  store i64 %46, i64* %15, align 8
  %47 = load i64, i64* %15, align 8
  store i64 %47, i64* %10, align 8
  %48 = load i64, i64* %14, align 8
  %49 = shl i64 %48, 23
  %50 = load i64, i64* %14, align 8
  %51 = xor i64 %50, %49
  store i64 %51, i64* %14, align 8
  %52 = load i64, i64* %14, align 8
  %53 = load i64, i64* %15, align 8
  %54 = xor i64 %52, %53
  %55 = load i64, i64* %14, align 8
  %56 = lshr i64 %55, 17
  %57 = xor i64 %54, %56
  %58 = load i64, i64* %15, align 8
  %59 = lshr i64 %58, 26
  %60 = xor i64 %57, %59
  store i64 %60, i64* %11, align 8
  %61 = load i64, i64* %11, align 8
  %62 = load i64, i64* %15, align 8
  %63 = add i64 %61, %62
  %64 = load i64, i64* %12, align 8
  %65 = add i64 %64, %63
  store i64 %65, i64* %12, align 8
  br label %66

66:                                               ; preds = %44
  %67 = load i32, i32* %13, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %13, align 4
  br label %40, !llvm.loop !8

69:                                               ; preds = %40
  %70 = load i64, i64* %12, align 8
  %71 = load i64*, i64** %6, align 8
  %72 = load i32, i32* %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i64, i64* %71, i64 %73
  store i64 %70, i64* %74, align 8
  br label %75

75:                                               ; preds = %69, %24
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, float*, i32, i32, i32, i32)* @philox_uniform, !"kernel", i32 1}
!1 = !{void (i64*, i64*, i32, i32)* @xorshift128p, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
