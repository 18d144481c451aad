source_filename = "int_divrem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @divrem32(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32* %0, i32** %9, align 8
  store i32* %1, i32** %10, align 8
  store i32* %2, i32** %11, align 8
  store i32* %3, i32** %12, align 8
  store i32 %4, i32* %13, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %23 = add i32 %21, %22
  store i32 %23, i32* %14, align 4
  %24 = load i32, i32* %14, align 4
  %25 = load i32, i32* %13, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %5
  br label %199

28:                                               ; preds = %5
  %29 = load i32*, i32** %9, align 8
  %30 = load i32, i32* %14, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32* %29, i64 %31
  %33 = load i32, i32* %32, align 4
  store i32 %33, i32* %15, align 4
  %34 = load i32*, i32** %10, align 8
  %35 = load i32, i32* %14, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32* %34, i64 %36
  %38 = load i32, i32* %37, align 4
  store i32 %38, i32* %6, align 4
  %39 = load i32, i32* %6, align 4
  %40 = load i32, i32* %6, align 4
  %41 = and i32 %40, 31
  %42 = lshr i32 %39, %41
  store i32 %42, i32* %7, align 4
  %43 = load i32, i32* %7, align 4
  %44 = and i32 %43, 2147483647
  store i32 %44, i32* %8, align 4
  %45 = load i32, i32* %8, align 4
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %28
  store i32 3, i32* %8, align 4
  br label %48

48:                                               ; preds = %47, %28
  %49 = load i32, i32* %6, align 4
  %50 = and i32 %49, 1073741824
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %55

52:                                               ; preds = %48
  %53 = load i32, i32* %8, align 4
  %54 = sub nsw i32 0, %53
  br label %57

55:                                               ; preds = %48
  %56 = load i32, i32* %8, align 4
  br label %57

57:                                               ; preds = %52, %55
  %58 = phi i32 [ %54, %52 ], [ %56, %55 ]
  store i32 %58, i32* %16, align 4
  %59 = load i32, i32* %15, align 4
  %60 = icmp eq i32 %59, -2147483648
  br i1 %60, label %61, label %65

61:                                               ; preds = %57
  %62 = load i32, i32* %16, align 4
  %63 = icmp eq i32 %62, -1
  br i1 %63, label %64, label %65

64:                                               ; preds = %61
  store i32 1, i32* %16, align 4
  br label %65

65:                                               ; preds = %64, %61, %57
  %66 = load i32, i32* %15, align 4
  store i32 %66, i32* %17, align 4
  %67 = load i32*, i32** %10, align 8
  %68 = load i32, i32* %14, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32* %67, i64 %69
  %71 = load i32, i32* %70, align 4
  %72 = load i32*, i32** %10, align 8
  %73 = load i32, i32* %14, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, i32* %72, i64 %74
  %76 = load i32, i32* %75, align 4
  %77 = and i32 %76, 31
  %78 = lshr i32 %71, %77
  store i32 %78, i32* %18, align 4
  %79 = load i32, i32* %18, align 4
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %82

81:                                               ; preds = %65
  store i32 7, i32* %18, align 4
  br label %82

82:                                               ; preds = %81, %65
  %83 = load i32, i32* %15, align 4
  %84 = load i32, i32* %16, align 4
  %85 = sdiv i32 %83, %84
  %86 = load i32*, i32** %11, align 8
  %87 = load i32, i32* %14, align 4
  %88 = mul nsw i32 8, %87
  %89 = add nsw i32 %88, 0
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i32, i32* %86, i64 %90
  store i32 %85, i32* %91, align 4
  %92 = load i32, i32* %15, align 4
  %93 = load i32, i32* %16, align 4
  %94 = srem i32 %92, %93
  %95 = load i32*, i32** %11, align 8
  %96 = load i32, i32* %14, align 4
  %97 = mul nsw i32 8, %96
  %98 = add nsw i32 %97, 1
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, i32* %95, i64 %99
  store i32 %94, i32* %100, align 4
  %101 = load i32, i32* %15, align 4
  %102 = sdiv i32 %101, 7
  %103 = load i32*, i32** %11, align 8
  %104 = load i32, i32* %14, align 4
  %105 = mul nsw i32 8, %104
  %106 = add nsw i32 %105, 2
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, i32* %103, i64 %107
  store i32 %102, i32* %108, align 4
  %109 = load i32, i32* %15, align 4
  %110 = srem i32 %109, 7
  %111 = load i32*, i32** %11, align 8
  %112 = load i32, i32* %14, align 4
  %113 = mul nsw i32 8, %112
  %114 = add nsw i32 %113, 3
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, i32* %111, i64 %115
  store i32 %110, i32* %116, align 4
  %117 = load i32, i32* %15, align 4
  %118 = sdiv i32 %117, 16
  %119 = load i32*, i32** %11, align 8
  %120 = load i32, i32* %14, align 4
  %121 = mul nsw i32 8, %120
  %122 = add nsw i32 %121, 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i32, i32* %119, i64 %123
  store i32 %118, i32* %124, align 4
  %125 = load i32, i32* %15, align 4
  %126 = srem i32 %125, -16
  %127 = load i32*, i32** %11, align 8
  %128 = load i32, i32* %14, align 4
  %129 = mul nsw i32 8, %128
  %130 = add nsw i32 %129, 5
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i32, i32* %127, i64 %131
  store i32 %126, i32* %132, align 4
  %133 = load i32, i32* %15, align 4
  %134 = sdiv i32 %133, -3
  %135 = load i32*, i32** %11, align 8
  %136 = load i32, i32* %14, align 4
  %137 = mul nsw i32 8, %136
  %138 = add nsw i32 %137, 6
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, i32* %135, i64 %139
  store i32 %134, i32* %140, align 4
  %141 = load i32, i32* %15, align 4
  %142 = srem i32 %141, 1000
  %143 = load i32*, i32** %11, align 8
  %144 = load i32, i32* %14, align 4
  %145 = mul nsw i32 8, %144
  %146 = add nsw i32 %145, 7
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i32, i32* %143, i64 %147
  store i32 %142, i32* %148, align 4
  %149 = load i32, i32* %17, align 4
  %150 = load i32, i32* %18, align 4
  %151 = udiv i32 %149, %150
  %152 = load i32*, i32** %12, align 8
  %153 = load i32, i32* %14, align 4
  %154 = mul nsw i32 6, %153
  %155 = add nsw i32 %154, 0
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i32, i32* %152, i64 %156
  store i32 %151, i32* %157, align 4
  %158 = load i32, i32* %17, align 4
  %159 = load i32, i32* %18, align 4
  %160 = urem i32 %158, %159
  %161 = load i32*, i32** %12, align 8
  %162 = load i32, i32* %14, align 4
  %163 = mul nsw i32 6, %162
  %164 = add nsw i32 %163, 1
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i32, i32* %161, i64 %165
  store i32 %160, i32* %166, align 4
  %167 = load i32, i32* %17, align 4
  %168 = udiv i32 %167, 10
  %169 = load i32*, i32** %12, align 8
  %170 = load i32, i32* %14, align 4
  %171 = mul nsw i32 6, %170
  %172 = add nsw i32 %171, 2
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds i32, i32* %169, i64 %173
  store i32 %168, i32* %174, align 4
  %175 = load i32, i32* %17, align 4
  %176 = urem i32 %175, 1000
  %177 = load i32*, i32** %12, align 8
  %178 = load i32, i32* %14, align 4
  %179 = mul nsw i32 6, %178
  %180 = add nsw i32 %179, 3
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i32, i32* %177, i64 %181
  store i32 %176, i32* %182, align 4
  %183 = load i32, i32* %17, align 4
  %184 = udiv i32 %183, 65536
  %185 = load i32*, i32** %12, align 8
  %186 = load i32, i32* %14, align 4
  %187 = mul nsw i32 6, %186
  %188 = add nsw i32 %187, 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds i32, i32* %185, i64 %189
  store i32 %184, i32* %190, align 4
  %191 = load i32, i32* %17, align 4
  %192 = urem i32 %191, -5
  %193 = load i32*, i32** %12, align 8
  %194 = load i32, i32* %14, align 4
  %195 = mul nsw i32 6, %194
  %196 = add nsw i32 %195, 5
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds i32, i32* %193, i64 %197
  store i32 %192, i32* %198, align 4
  br label %199

199:                                              ; preds = %82, %27
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @divrem64(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %3, i32 noundef %4) #0 {
  %6 = alloca i64*, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca i64*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  store i64* %0, i64** %6, align 8
  store i64* %1, i64** %7, align 8
  store i64* %2, i64** %8, align 8
  store i64* %3, i64** %9, align 8
  store i32 %4, i32* %10, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %22 = add i32 %20, %21
  store i32 %22, i32* %11, align 4
  %23 = load i32, i32* %11, align 4
  %24 = load i32, i32* %10, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %5
  br label %133

27:                                               ; preds = %5
  %28 = load i64*, i64** %6, align 8
  %29 = load i32, i32* %11, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i64, i64* %28, i64 %30
  %32 = load i64, i64* %31, align 8
  store i64 %32, i64* %12, align 8
  %33 = load i64*, i64** %7, align 8
  %34 = load i32, i32* %11, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i64, i64* %33, i64 %35
  %37 = load i64, i64* %36, align 8
  store i64 %37, i64* %13, align 8
  %38 = load i64, i64* %13, align 8
  %39 = load i64, i64* %13, align 8
  %40 = and i64 %39, 63
  %41 = lshr i64 %38, %40
  store i64 %41, i64* %14, align 8
  %42 = load i64, i64* %14, align 8
  %43 = and i64 %42, 9223372036854775807
  store i64 %43, i64* %15, align 8
  %44 = load i64, i64* %15, align 8
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %46, label %47

46:                                               ; preds = %27
  store i64 5, i64* %15, align 8
  br label %47

47:                                               ; preds = %46, %27
  %48 = load i64, i64* %13, align 8
  %49 = and i64 %48, 4611686018427387904
  %50 = icmp ne i64 %49, 0
  br i1 %50, label %51, label %54

51:                                               ; preds = %47
  %52 = load i64, i64* %15, align 8
  %53 = sub nsw i64 0, %52
  store i64 %53, i64* %15, align 8
  br label %54

54:                                               ; preds = %51, %47
  %55 = load i64, i64* %12, align 8
  %56 = icmp eq i64 %55, -9223372036854775808
  br i1 %56, label %57, label %61

57:                                               ; preds = %54
  %58 = load i64, i64* %15, align 8
  %59 = icmp eq i64 %58, -1
  br i1 %59, label %60, label %61

60:                                               ; preds = %57
  store i64 1, i64* %15, align 8
  br label %61

61:                                               ; preds = %60, %57, %54
  %62 = load i64, i64* %12, align 8
  store i64 %62, i64* %16, align 8
  %63 = load i64, i64* %14, align 8
  %64 = icmp ne i64 %63, 0
  br i1 %64, label %65, label %67

65:                                               ; preds = %61
  %66 = load i64, i64* %14, align 8
  br label %68

67:                                               ; preds = %61
  br label %68

68:                                               ; preds = %67, %65
  %69 = phi i64 [ %66, %65 ], [ 9, %67 ]
  store i64 %69, i64* %17, align 8
  %70 = load i64, i64* %12, align 8
  %71 = load i64, i64* %15, align 8
  %72 = sdiv i64 %70, %71
  %73 = load i64*, i64** %8, align 8
  %74 = load i32, i32* %11, align 4
  %75 = mul nsw i32 4, %74
  %76 = add nsw i32 %75, 0
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i64, i64* %73, i64 %77
  store i64 %72, i64* %78, align 8
  %79 = load i64, i64* %12, align 8
  %80 = load i64, i64* %15, align 8
  %81 = srem i64 %79, %80
  %82 = load i64*, i64** %8, align 8
  %83 = load i32, i32* %11, align 4
  %84 = mul nsw i32 4, %83
  %85 = add nsw i32 %84, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i64, i64* %82, i64 %86
  store i64 %81, i64* %87, align 8
  %88 = load i64, i64* %12, align 8
  %89 = sdiv i64 %88, 1000000007
  %90 = load i64*, i64** %8, align 8
  %91 = load i32, i32* %11, align 4
  %92 = mul nsw i32 4, %91
  %93 = add nsw i32 %92, 2
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i64, i64* %90, i64 %94
  store i64 %89, i64* %95, align 8
  %96 = load i64, i64* %12, align 8
  %97 = srem i64 %96, 60
  %98 = load i64*, i64** %8, align 8
  %99 = load i32, i32* %11, align 4
  %100 = mul nsw i32 4, %99
  %101 = add nsw i32 %100, 3
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i64, i64* %98, i64 %102
  store i64 %97, i64* %103, align 8
  %104 = load i64, i64* %16, align 8
  %105 = load i64, i64* %17, align 8
  %106 = udiv i64 %104, %105
  %107 = load i64*, i64** %9, align 8
  %108 = load i32, i32* %11, align 4
  %109 = mul nsw i32 3, %108
  %110 = add nsw i32 %109, 0
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i64, i64* %107, i64 %111
  store i64 %106, i64* %112, align 8
  %113 = load i64, i64* %16, align 8
  %114 = load i64, i64* %17, align 8
  %115 = urem i64 %113, %114
  %116 = load i64*, i64** %9, align 8
  %117 = load i32, i32* %11, align 4
  %118 = mul nsw i32 3, %117
  %119 = add nsw i32 %118, 1
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i64, i64* %116, i64 %120
  store i64 %115, i64* %121, align 8
  %122 = load i64, i64* %16, align 8
  %123 = udiv i64 %122, 3
  %124 = load i64, i64* %16, align 8
  %125 = urem i64 %124, 10
  %126 = add i64 %123, %125
  %127 = load i64*, i64** %9, align 8
  %128 = load i32, i32* %11, align 4
  %129 = mul nsw i32 3, %128
  %130 = add nsw i32 %129, 2
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i64, i64* %127, i64 %131
  store i64 %126, i64* %132, align 8
  br label %133

133:                                              ; preds = %68, %26
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @minmax_abs(i32* noundef %0, i32* noundef %1, i64* noundef %2, i32* noundef %3, i64* noundef %4, i32 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32*, align 8
  %21 = alloca i32*, align 8
  %22 = alloca i64*, align 8
  %23 = alloca i32*, align 8
  %24 = alloca i64*, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  store i32* %0, i32** %20, align 8
  store i32* %1, i32** %21, align 8
  store i64* %2, i64** %22, align 8
  store i32* %3, i32** %23, align 8
  store i64* %4, i64** %24, align 8
  store i32 %5, i32* %25, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %33 = mul i32 %31, %32
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %35 = add i32 %33, %34
  store i32 %35, i32* %26, align 4
  %36 = load i32, i32* %26, align 4
  %37 = load i32, i32* %25, align 4
  %38 = icmp sge i32 %36, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %6
  br label %210

40:                                               ; preds = %6
  %41 = load i32*, i32** %20, align 8
  %42 = load i32, i32* %26, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32* %41, i64 %43
  %45 = load i32, i32* %44, align 4
  store i32 %45, i32* %27, align 4
  %46 = load i32*, i32** %21, align 8
  %47 = load i32, i32* %26, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, i32* %46, i64 %48
  %50 = load i32, i32* %49, align 4
  store i32 %50, i32* %28, align 4
  %51 = load i64*, i64** %22, align 8
  %52 = load i32, i32* %26, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i64, i64* %51, i64 %53
  %55 = load i64, i64* %54, align 8
  store i64 %55, i64* %29, align 8
  %56 = load i32, i32* %27, align 4
  %57 = load i32, i32* %28, align 4
  store i32 %56, i32* %16, align 4
  store i32 %57, i32* %17, align 4
  %58 = load i32, i32* %16, align 4
  %59 = load i32, i32* %17, align 4
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %61, label %63

61:                                               ; preds = %40
  %62 = load i32, i32* %16, align 4
  br label %65

63:                                               ; preds = %40
  %64 = load i32, i32* %17, align 4
  br label %65

65:                                               ; preds = %61, %63
  %66 = phi i32 [ %62, %61 ], [ %64, %63 ]
  %67 = load i32*, i32** %23, align 8
  %68 = load i32, i32* %26, align 4
  %69 = mul nsw i32 6, %68
  %70 = add nsw i32 %69, 0
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, i32* %67, i64 %71
  store i32 %66, i32* %72, align 4
  %73 = load i32, i32* %27, align 4
  %74 = load i32, i32* %28, align 4
  store i32 %73, i32* %12, align 4
  store i32 %74, i32* %13, align 4
  %75 = load i32, i32* %12, align 4
  %76 = load i32, i32* %13, align 4
  %77 = icmp sgt i32 %75, %76
  br i1 %77, label %78, label %80

78:                                               ; preds = %65
  %79 = load i32, i32* %12, align 4
  br label %82

80:                                               ; preds = %65
  %81 = load i32, i32* %13, align 4
  br label %82

82:                                               ; preds = %78, %80
  %83 = phi i32 [ %79, %78 ], [ %81, %80 ]
  %84 = load i32*, i32** %23, align 8
  %85 = load i32, i32* %26, align 4
  %86 = mul nsw i32 6, %85
  %87 = add nsw i32 %86, 1
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, i32* %84, i64 %88
  store i32 %83, i32* %89, align 4
  %90 = load i32, i32* %27, align 4
  %91 = load i32, i32* %28, align 4
  store i32 %90, i32* %10, align 4
  store i32 %91, i32* %11, align 4
  %92 = load i32, i32* %10, align 4
  %93 = load i32, i32* %11, align 4
  %94 = icmp ult i32 %92, %93
  br i1 %94, label %95, label %97

95:                                               ; preds = %82
  %96 = load i32, i32* %10, align 4
  br label %99

97:                                               ; preds = %82
  %98 = load i32, i32* %11, align 4
  br label %99

99:                                               ; preds = %95, %97
  %100 = phi i32 [ %96, %95 ], [ %98, %97 ]
  %101 = load i32*, i32** %23, align 8
  %102 = load i32, i32* %26, align 4
  %103 = mul nsw i32 6, %102
  %104 = add nsw i32 %103, 2
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, i32* %101, i64 %105
  store i32 %100, i32* %106, align 4
  %107 = load i32, i32* %27, align 4
  %108 = load i32, i32* %28, align 4
  store i32 %107, i32* %8, align 4
  store i32 %108, i32* %9, align 4
  %109 = load i32, i32* %8, align 4
  %110 = load i32, i32* %9, align 4
  %111 = icmp ugt i32 %109, %110
  br i1 %111, label %112, label %114

112:                                              ; preds = %99
  %113 = load i32, i32* %8, align 4
  br label %116

114:                                              ; preds = %99
  %115 = load i32, i32* %9, align 4
  br label %116

116:                                              ; preds = %112, %114
  %117 = phi i32 [ %113, %112 ], [ %115, %114 ]
  %118 = load i32*, i32** %23, align 8
  %119 = load i32, i32* %26, align 4
  %120 = mul nsw i32 6, %119
  %121 = add nsw i32 %120, 3
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i32, i32* %118, i64 %122
  store i32 %117, i32* %123, align 4
  %124 = load i32, i32* %27, align 4
  %125 = icmp eq i32 %124, -2147483648
  br i1 %125, label %126, label %127

126:                                              ; preds = %116
  br label %138

127:                                              ; preds = %116
  %128 = load i32, i32* %27, align 4
  store i32 %128, i32* %7, align 4
  %129 = load i32, i32* %7, align 4
  %130 = icmp slt i32 %129, 0
  br i1 %130, label %131, label %134

131:                                              ; preds = %127
  %132 = load i32, i32* %7, align 4
  %133 = sub nsw i32 0, %132
  br label %136

134:                                              ; preds = %127
  %135 = load i32, i32* %7, align 4
  br label %136

136:                                              ; preds = %131, %134
  %137 = phi i32 [ %133, %131 ], [ %135, %134 ]
  br label %138

138:                                              ; preds = %136, %126
  %139 = phi i32 [ 0, %126 ], [ %137, %136 ]
  %140 = load i32*, i32** %23, align 8
  %141 = load i32, i32* %26, align 4
  %142 = mul nsw i32 6, %141
  %143 = add nsw i32 %142, 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, i32* %140, i64 %144
  store i32 %139, i32* %145, align 4
  %146 = load i32, i32* %27, align 4
  store i32 %146, i32* %14, align 4
  store i32 -1000, i32* %15, align 4
  %147 = load i32, i32* %14, align 4
  %148 = load i32, i32* %15, align 4
  %149 = icmp sgt i32 %147, %148
  br i1 %149, label %150, label %152

150:                                              ; preds = %138
  %151 = load i32, i32* %14, align 4
  br label %154

152:                                              ; preds = %138
  %153 = load i32, i32* %15, align 4
  br label %154

154:                                              ; preds = %150, %152
  %155 = phi i32 [ %151, %150 ], [ %153, %152 ]
  store i32 %155, i32* %18, align 4
  store i32 1000, i32* %19, align 4
  %156 = load i32, i32* %18, align 4
  %157 = load i32, i32* %19, align 4
  %158 = icmp slt i32 %156, %157
  br i1 %158, label %159, label %161

159:                                              ; preds = %154
  %160 = load i32, i32* %18, align 4
  br label %163

161:                                              ; preds = %154
  %162 = load i32, i32* %19, align 4
  br label %163

163:                                              ; preds = %159, %161
  %164 = phi i32 [ %160, %159 ], [ %162, %161 ]
  %165 = load i32*, i32** %23, align 8
  %166 = load i32, i32* %26, align 4
  %167 = mul nsw i32 6, %166
  %168 = add nsw i32 %167, 5
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i32, i32* %165, i64 %169
  store i32 %164, i32* %170, align 4
  %171 = load i64, i64* %29, align 8
  %172 = icmp eq i64 %171, -9223372036854775808
  br i1 %172, label %173, label %174

173:                                              ; preds = %163
  br label %184

174:                                              ; preds = %163
  %175 = load i64, i64* %29, align 8
  %176 = icmp slt i64 %175, 0
  br i1 %176, label %177, label %180

177:                                              ; preds = %174
  %178 = load i64, i64* %29, align 8
  %179 = sub nsw i64 0, %178
  br label %182

180:                                              ; preds = %174
  %181 = load i64, i64* %29, align 8
  br label %182

182:                                              ; preds = %180, %177
  %183 = phi i64 [ %179, %177 ], [ %181, %180 ]
  br label %184

184:                                              ; preds = %182, %173
  %185 = phi i64 [ 0, %173 ], [ %183, %182 ]
  store i64 %185, i64* %30, align 8
  %186 = load i64, i64* %30, align 8
  %187 = load i64*, i64** %24, align 8
  %188 = load i32, i32* %26, align 4
  %189 = mul nsw i32 2, %188
  %190 = add nsw i32 %189, 0
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds i64, i64* %187, i64 %191
  store i64 %186, i64* %192, align 8
  %193 = load i64, i64* %29, align 8
  %194 = load i32, i32* %27, align 4
  %195 = sext i32 %194 to i64
  %196 = icmp slt i64 %193, %195
  br i1 %196, label %197, label %199

197:                                              ; preds = %184
  %198 = load i64, i64* %29, align 8
  br label %202

199:                                              ; preds = %184
  %200 = load i32, i32* %28, align 4
  %201 = sext i32 %200 to i64
  br label %202

202:                                              ; preds = %199, %197
  %203 = phi i64 [ %198, %197 ], [ %201, %199 ]
  %204 = load i64*, i64** %24, align 8
  %205 = load i32, i32* %26, align 4
  %206 = mul nsw i32 2, %205
  %207 = add nsw i32 %206, 1
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds i64, i64* %204, i64 %208
  store i64 %203, i64* %209, align 8
  br label %210

210:                                              ; preds = %202, %39
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

!0 = !{void (i32*, i32*, i32*, i32*, i32)* @divrem32, !"kernel", i32 1}
!1 = !{void (i64*, i64*, i64*, i64*, i32)* @divrem64, !"kernel", i32 1}
!2 = !{void (i32*, i32*, i64*, i32*, i64*, i32)* @minmax_abs, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
