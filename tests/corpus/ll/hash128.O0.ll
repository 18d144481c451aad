source_filename = "hash128.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pcg64_stream(i64* noundef %0, i64* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i128*, align 8
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64*, align 8
  %11 = alloca i64*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i128, align 16
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  store i64* %0, i64** %10, align 8
  store i64* %1, i64** %11, align 8
  store i32 %2, i32* %12, align 4
  store i32 %3, i32* %13, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %22 = add i32 %20, %21
  store i32 %22, i32* %14, align 4
  %23 = load i32, i32* %14, align 4
  %24 = load i32, i32* %12, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %4
  br label %92

27:                                               ; preds = %4
  %28 = load i64*, i64** %10, align 8
  %29 = load i32, i32* %14, align 4
  %30 = mul nsw i32 2, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i64, i64* %28, i64 %31
  %33 = load i64, i64* %32, align 8
  %34 = zext i64 %33 to i128
  %35 = shl i128 %34, 64
  %36 = load i64*, i64** %10, align 8
  %37 = load i32, i32* %14, align 4
  %38 = mul nsw i32 2, %37
  %39 = add nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, i64* %36, i64 %40
  %42 = load i64, i64* %41, align 8
  %43 = zext i64 %42 to i128
  %44 = or i128 %35, %43
  store i128 %44, i128* %15, align 16
  store i64 0, i64* %16, align 8
  store i32 0, i32* %17, align 4
  br label %45

45:                                               ; preds = %83, %27
  %46 = load i32, i32* %17, align 4
  %47 = load i32, i32* %13, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %86

49:                                               ; preds = %45
  store i128* %15, i128** %5, align 8
  store i128 47026247687942121848144207491837523525, i128* %6, align 16
  store i128 117397592171526113268558934119004209487, i128* %7, align 16
  %50 = load i128*, i128** %5, align 8
  %51 = load i128, i128* %50, align 16
  %52 = mul i128 %51, 47026247687942121848144207491837523525
  %53 = add i128 %52, 117397592171526113268558934119004209487
  %54 = load i128*, i128** %5, align 8
  store i128 %53, i128* %54, align 16
  %55 = load i128*, i128** %5, align 8
  %56 = load i128, i128* %55, align 16
  %57 = lshr i128 %56, 64
  %58 = trunc i128 %57 to i64
  %59 = load i128*, i128** %5, align 8
  %60 = load i128, i128* %59, align 16
  %61 = trunc i128 %60 to i64
  %62 = xor i64 %58, %61
  store i64 %62, i64* %8, align 8
  %63 = load i128*, i128** %5, align 8
  %64 = load i128, i128* %63, align 16
  %65 = lshr i128 %64, 122
  %66 = trunc i128 %65 to i32
  store i32 %66, i32* %9, align 4
  %67 = load i64, i64* %8, align 8
  %68 = load i32, i32* %9, align 4
  %69 = zext i32 %68 to i64
  %70 = lshr i64 %67, %69
  %71 = load i64, i64* %8, align 8
  %72 = load i32, i32* %9, align 4
  %73 = sub i32 64, %72
  %74 = and i32 %73, 63
  %75 = zext i32 %74 to i64
  %76 = shl i64 %71, %75
  %77 = or i64 %70, %76
  %78 = load i32, i32* %17, align 4
  %79 = sext i32 %78 to i64
  %80 = add i64 %77, %79
  %81 = load i64, i64* %16, align 8
  %82 = xor i64 %81, %80
  store i64 %82, i64* %16, align 8
  br label %83

83:                                               ; preds = %49
  %84 = load i32, i32* %17, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %17, align 4
  br label %45, !llvm.loop !6

86:                                               ; preds = %45
  %87 = load i64, i64* %16, align 8
  %88 = load i64*, i64** %11, align 8
  %89 = load i32, i32* %14, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i64, i64* %88, i64 %90
  store i64 %87, i64* %91, align 8
  br label %92

92:                                               ; preds = %86, %26
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @u128_ops(i64* noundef %0, i64* noundef %1, i64* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i32, align 4
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  store i64* %0, i64** %5, align 8
  store i64* %1, i64** %6, align 8
  store i64* %2, i64** %7, align 8
  store i32 %3, i32* %8, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %18 = mul i32 %16, %17
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %20 = add i32 %18, %19
  store i32 %20, i32* %9, align 4
  %21 = load i32, i32* %9, align 4
  %22 = load i32, i32* %8, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %4
  br label %163

25:                                               ; preds = %4
  %26 = load i64*, i64** %5, align 8
  %27 = load i32, i32* %9, align 4
  %28 = mul nsw i32 2, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i64, i64* %26, i64 %29
  %31 = load i64, i64* %30, align 8
  %32 = zext i64 %31 to i128
  %33 = shl i128 %32, 64
  %34 = load i64*, i64** %5, align 8
  %35 = load i32, i32* %9, align 4
  %36 = mul nsw i32 2, %35
  %37 = add nsw i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i64, i64* %34, i64 %38
  %40 = load i64, i64* %39, align 8
  %41 = zext i64 %40 to i128
  %42 = or i128 %33, %41
  store i128 %42, i128* %10, align 16
  %43 = load i64*, i64** %6, align 8
  %44 = load i32, i32* %9, align 4
  %45 = mul nsw i32 2, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i64, i64* %43, i64 %46
  %48 = load i64, i64* %47, align 8
  %49 = zext i64 %48 to i128
  %50 = shl i128 %49, 64
  %51 = load i64*, i64** %6, align 8
  %52 = load i32, i32* %9, align 4
  %53 = mul nsw i32 2, %52
  %54 = add nsw i32 %53, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i64, i64* %51, i64 %55
  %57 = load i64, i64* %56, align 8
  %58 = zext i64 %57 to i128
  %59 = or i128 %50, %58
  store i128 %59, i128* %11, align 16
  %60 = load i64*, i64** %5, align 8
  %61 = load i32, i32* %9, align 4
  %62 = mul nsw i32 2, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i64, i64* %60, i64 %63
  %65 = load i64, i64* %64, align 8
  %66 = and i64 %65, 127
  %67 = trunc i64 %66 to i32
  store i32 %67, i32* %12, align 4
  %68 = load i128, i128* %10, align 16
  %69 = load i128, i128* %11, align 16
  %70 = add i128 %68, %69
  store i128 %70, i128* %13, align 16
  %71 = load i128, i128* %10, align 16
  %72 = load i128, i128* %11, align 16
  %73 = sub i128 %71, %72
  %74 = load i32, i32* %12, align 4
  %75 = zext i32 %74 to i128
  %76 = lshr i128 %73, %75
  store i128 %76, i128* %14, align 16
  %77 = load i64*, i64** %5, align 8
  %78 = load i32, i32* %9, align 4
  %79 = mul nsw i32 2, %78
  %80 = add nsw i32 %79, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i64, i64* %77, i64 %81
  %83 = load i64, i64* %82, align 8
  %84 = sext i64 %83 to i128
  %85 = load i64*, i64** %6, align 8
  %86 = load i32, i32* %9, align 4
  %87 = mul nsw i32 2, %86
  %88 = add nsw i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i64, i64* %85, i64 %89
  %91 = load i64, i64* %90, align 8
  %92 = sext i64 %91 to i128
  %93 = mul nsw i128 %84, %92
  store i128 %93, i128* %15, align 16
  %94 = load i128, i128* %13, align 16
  %95 = trunc i128 %94 to i64
  %96 = load i64*, i64** %7, align 8
  %97 = load i32, i32* %9, align 4
  %98 = mul nsw i32 6, %97
  %99 = add nsw i32 %98, 0
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i64, i64* %96, i64 %100
  store i64 %95, i64* %101, align 8
  %102 = load i128, i128* %13, align 16
  %103 = lshr i128 %102, 64
  %104 = trunc i128 %103 to i64
  %105 = load i64*, i64** %7, align 8
  %106 = load i32, i32* %9, align 4
  %107 = mul nsw i32 6, %106
  %108 = add nsw i32 %107, 1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i64, i64* %105, i64 %109
  store i64 %104, i64* %110, align 8
  %111 = load i128, i128* %14, align 16
  %112 = trunc i128 %111 to i64
  %113 = load i64*, i64** %7, align 8
  %114 = load i32, i32* %9, align 4
  %115 = mul nsw i32 6, %114
  %116 = add nsw i32 %115, 2
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i64, i64* %113, i64 %117
  store i64 %112, i64* %118, align 8
  %119 = load i128, i128* %14, align 16
  %120 = lshr i128 %119, 64
  %121 = trunc i128 %120 to i64
  %122 = load i64*, i64** %7, align 8
  %123 = load i32, i32* %9, align 4
  %124 = mul nsw i32 6, %123
  %125 = add nsw i32 %124, 3
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i64, i64* %122, i64 %126
  store i64 %121, i64* %127, align 8
  %128 = load i128, i128* %15, align 16
  %129 = ashr i128 %128, 64
  %130 = trunc i128 %129 to i64
  %131 = load i128, i128* %15, align 16
  %132 = trunc i128 %131 to i64
  %133 = xor i64 %130, %132
  %134 = load i64*, i64** %7, align 8
  %135 = load i32, i32* %9, align 4
  %136 = mul nsw i32 6, %135
  %137 = add nsw i32 %136, 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i64, i64* %134, i64 %138
  store i64 %133, i64* %139, align 8
  %140 = load i128, i128* %10, align 16
  %141 = load i128, i128* %11, align 16
  %142 = icmp ult i128 %140, %141
  %143 = zext i1 %142 to i32
  %144 = load i128, i128* %10, align 16
  %145 = load i128, i128* %11, align 16
  %146 = icmp eq i128 %144, %145
  %147 = zext i1 %146 to i32
  %148 = mul nsw i32 2, %147
  %149 = add nsw i32 %143, %148
  %150 = load i128, i128* %10, align 16
  %151 = load i128, i128* %11, align 16
  %152 = icmp slt i128 %150, %151
  %153 = zext i1 %152 to i32
  %154 = mul nsw i32 4, %153
  %155 = add nsw i32 %149, %154
  %156 = sext i32 %155 to i64
  %157 = load i64*, i64** %7, align 8
  %158 = load i32, i32* %9, align 4
  %159 = mul nsw i32 6, %158
  %160 = add nsw i32 %159, 5
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i64, i64* %157, i64 %161
  store i64 %156, i64* %162, align 8
  br label %163

163:                                              ; preds = %25, %24
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

!0 = !{void (i64*, i64*, i32, i32)* @pcg64_stream, !"kernel", i32 1}
!1 = !{void (i64*, i64*, i64*, i32)* @u128_ops, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
