source_filename = "atomics_global.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @atomics_global32(i32* noundef %0, i32 noundef %1, i32* noundef %2, i32* noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32*, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32*, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32*, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32*, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32*, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32*, align 8
  %28 = alloca i32*, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  store i32* %0, i32** %25, align 8
  store i32 %1, i32* %26, align 4
  store i32* %2, i32** %27, align 8
  store i32* %3, i32** %28, align 8
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %33 = mul i32 %31, %32
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %35 = add i32 %33, %34
  store i32 %35, i32* %29, align 4
  br label %36

36:                                               ; preds = %114, %4
  %37 = load i32, i32* %29, align 4
  %38 = load i32, i32* %26, align 4
  %39 = icmp ult i32 %37, %38
  br i1 %39, label %40, label %120

40:                                               ; preds = %36
  %41 = load i32*, i32** %25, align 8
  %42 = load i32, i32* %29, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32* %41, i64 %43
  %45 = load i32, i32* %44, align 4
  store i32 %45, i32* %30, align 4
  %46 = load i32*, i32** %27, align 8
  %47 = getelementptr inbounds i32, i32* %46, i64 0
  %48 = load i32, i32* %30, align 4
  store i32* %47, i32** %21, align 8
  store i32 %48, i32* %22, align 4
  %49 = load i32*, i32** %21, align 8
  %50 = load i32, i32* %22, align 4
  %51 = atomicrmw add i32* %49, i32 %50 seq_cst, align 4
  %52 = load i32*, i32** %27, align 8
  %53 = getelementptr inbounds i32, i32* %52, i64 1
  %54 = load i32, i32* %30, align 4
  store i32* %53, i32** %19, align 8
  store i32 %54, i32* %20, align 4
  %55 = load i32*, i32** %19, align 8
  %56 = load i32, i32* %20, align 4
  %57 = atomicrmw min i32* %55, i32 %56 seq_cst, align 4
  %58 = load i32*, i32** %27, align 8
  %59 = getelementptr inbounds i32, i32* %58, i64 2
  %60 = load i32, i32* %30, align 4
  store i32* %59, i32** %17, align 8
  store i32 %60, i32* %18, align 4
  %61 = load i32*, i32** %17, align 8
  %62 = load i32, i32* %18, align 4
  %63 = atomicrmw max i32* %61, i32 %62 seq_cst, align 4
  %64 = load i32*, i32** %27, align 8
  %65 = getelementptr inbounds i32, i32* %64, i64 3
  %66 = load i32, i32* %30, align 4
  store i32* %65, i32** %15, align 8
  store i32 %66, i32* %16, align 4
  %67 = load i32*, i32** %15, align 8
  %68 = load i32, i32* %16, align 4
  %69 = atomicrmw umax i32* %67, i32 %68 seq_cst, align 4
  %70 = load i32*, i32** %27, align 8
  %71 = getelementptr inbounds i32, i32* %70, i64 4
  %72 = load i32, i32* %30, align 4
  %73 = and i32 %72, 16843009
  store i32* %71, i32** %13, align 8
  store i32 %73, i32* %14, align 4
  %74 = load i32*, i32** %13, align 8
  %75 = load i32, i32* %14, align 4
  %76 = atomicrmw or i32* %74, i32 %75 seq_cst, align 4
  %77 = load i32*, i32** %27, align 8
  %78 = getelementptr inbounds i32, i32* %77, i64 5
  %79 = load i32, i32* %30, align 4
  store i32* %78, i32** %11, align 8
  store i32 %79, i32* %12, align 4
  %80 = load i32*, i32** %11, align 8
  %81 = load i32, i32* %12, align 4
  %82 = atomicrmw xor i32* %80, i32 %81 seq_cst, align 4
  %83 = load i32*, i32** %27, align 8
  %84 = getelementptr inbounds i32, i32* %83, i64 6
  store i32* %84, i32** %9, align 8
  store i32 1000, i32* %10, align 4
  %85 = load i32*, i32** %9, align 8
  %86 = load i32, i32* %10, align 4
  %87 = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %85, i32 %86) #3
  %88 = load i32*, i32** %27, align 8
  %89 = load i32, i32* %30, align 4
  %90 = and i32 %89, 3
  %91 = add nsw i32 10, %90
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, i32* %88, i64 %92
  store i32* %93, i32** %23, align 8
  store i32 1, i32* %24, align 4
  %94 = load i32*, i32** %23, align 8
  %95 = load i32, i32* %24, align 4
  %96 = atomicrmw add i32* %94, i32 %95 seq_cst, align 4
  %97 = load i32*, i32** %28, align 8
  %98 = getelementptr inbounds i32, i32* %97, i64 0
  %99 = load i32, i32* %30, align 4
  %100 = load i32, i32* %29, align 4
  %101 = and i32 %100, 31
  %102 = shl i32 1, %101
  %103 = xor i32 %102, -1
  %104 = or i32 %99, %103
  store i32* %98, i32** %7, align 8
  store i32 %104, i32* %8, align 4
  %105 = load i32*, i32** %7, align 8
  %106 = load i32, i32* %8, align 4
  %107 = atomicrmw and i32* %105, i32 %106 seq_cst, align 4
  %108 = load i32*, i32** %28, align 8
  %109 = getelementptr inbounds i32, i32* %108, i64 1
  %110 = load i32, i32* %30, align 4
  store i32* %109, i32** %5, align 8
  store i32 %110, i32* %6, align 4
  %111 = load i32*, i32** %5, align 8
  %112 = load i32, i32* %6, align 4
  %113 = atomicrmw umin i32* %111, i32 %112 seq_cst, align 4
  br label %114

114:                                              ; preds = %40
  %115 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %116 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3
  %117 = mul i32 %115, %116
  %118 = load i32, i32* %29, align 4
  %119 = add i32 %118, %117
  store i32 %119, i32* %29, align 4
  br label %36, !llvm.loop !7

120:                                              ; preds = %36
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @atomics_global64(i64* noundef %0, float* noundef %1, i32 noundef %2, i64* noundef %3, i64* noundef %4, float* noundef %5) #0 {
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64*, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca float, align 4
  %21 = alloca float*, align 8
  %22 = alloca float, align 4
  %23 = alloca i32*, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64*, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i64*, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64*, align 8
  %34 = alloca i64, align 8
  %35 = alloca i64*, align 8
  %36 = alloca i64, align 8
  %37 = alloca i64*, align 8
  %38 = alloca i64, align 8
  %39 = alloca i64*, align 8
  %40 = alloca i64, align 8
  %41 = alloca i64*, align 8
  %42 = alloca float*, align 8
  %43 = alloca i32, align 4
  %44 = alloca i64*, align 8
  %45 = alloca i64*, align 8
  %46 = alloca float*, align 8
  %47 = alloca i32, align 4
  %48 = alloca i64, align 8
  store i64* %0, i64** %41, align 8
  store float* %1, float** %42, align 8
  store i32 %2, i32* %43, align 4
  store i64* %3, i64** %44, align 8
  store i64* %4, i64** %45, align 8
  store float* %5, float** %46, align 8
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %50 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %51 = mul i32 %49, %50
  %52 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %53 = add i32 %51, %52
  store i32 %53, i32* %47, align 4
  %54 = load i32, i32* %47, align 4
  %55 = load i32, i32* %43, align 4
  %56 = icmp uge i32 %54, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %6
  br label %182

58:                                               ; preds = %6
  %59 = load i64*, i64** %41, align 8
  %60 = load i32, i32* %47, align 4
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds i64, i64* %59, i64 %61
  %63 = load i64, i64* %62, align 8
  store i64 %63, i64* %48, align 8
  %64 = load i64*, i64** %44, align 8
  %65 = getelementptr inbounds i64, i64* %64, i64 0
  %66 = load i64, i64* %48, align 8
  store i64* %65, i64** %39, align 8
  store i64 %66, i64* %40, align 8
  %67 = load i64*, i64** %39, align 8
  %68 = load i64, i64* %40, align 8
  %69 = atomicrmw add i64* %67, i64 %68 seq_cst, align 8
  %70 = load i64*, i64** %44, align 8
  %71 = getelementptr inbounds i64, i64* %70, i64 1
  %72 = load i64, i64* %48, align 8
  store i64* %71, i64** %37, align 8
  store i64 %72, i64* %38, align 8
  %73 = load i64*, i64** %37, align 8
  %74 = load i64, i64* %38, align 8
  %75 = atomicrmw umax i64* %73, i64 %74 seq_cst, align 8
  %76 = load i64*, i64** %44, align 8
  %77 = getelementptr inbounds i64, i64* %76, i64 2
  %78 = load i64, i64* %48, align 8
  store i64* %77, i64** %35, align 8
  store i64 %78, i64* %36, align 8
  %79 = load i64*, i64** %35, align 8
  %80 = load i64, i64* %36, align 8
  %81 = atomicrmw min i64* %79, i64 %80 seq_cst, align 8
  %82 = load i64*, i64** %44, align 8
  %83 = getelementptr inbounds i64, i64* %82, i64 3
  %84 = load i64, i64* %48, align 8
  store i64* %83, i64** %33, align 8
  store i64 %84, i64* %34, align 8
  %85 = load i64*, i64** %33, align 8
  %86 = load i64, i64* %34, align 8
  %87 = atomicrmw max i64* %85, i64 %86 seq_cst, align 8
  %88 = load i64*, i64** %45, align 8
  %89 = getelementptr inbounds i64, i64* %88, i64 0
  %90 = load i64, i64* %48, align 8
  %91 = lshr i64 %90, 8
  store i64* %89, i64** %31, align 8
  store i64 %91, i64* %32, align 8
  %92 = load i64*, i64** %31, align 8
  %93 = load i64, i64* %32, align 8
  %94 = atomicrmw umin i64* %92, i64 %93 seq_cst, align 8
  %95 = load i32, i32* %47, align 4
  %96 = icmp ult i32 %95, 64
  br i1 %96, label %97, label %119

97:                                               ; preds = %58
  %98 = load i64*, i64** %45, align 8
  %99 = getelementptr inbounds i64, i64* %98, i64 1
  %100 = load i64, i64* %48, align 8
  %101 = or i64 %100, 1
  store i64* %99, i64** %27, align 8
  store i64 %101, i64* %28, align 8
  store i64 1, i64* %29, align 8
  br label %102

102:                                              ; preds = %116, %97
  %103 = load i64*, i64** %27, align 8
  %104 = load i64, i64* %29, align 8
  %105 = load i64, i64* %29, align 8
  %106 = load i64, i64* %28, align 8
  %107 = mul i64 %105, %106
  store i64* %103, i64** %17, align 8
  store i64 %104, i64* %18, align 8
  store i64 %107, i64* %19, align 8
  %108 = load i64*, i64** %17, align 8
  %109 = load i64, i64* %18, align 8
  %110 = load i64, i64* %19, align 8
  %111 = cmpxchg i64* %108, i64 %109, i64 %110 seq_cst seq_cst, align 8
  %112 = extractvalue { i64, i1 } %111, 0
  store i64 %112, i64* %30, align 8
  %113 = load i64, i64* %30, align 8
  %114 = load i64, i64* %29, align 8
  %115 = icmp eq i64 %113, %114
  br i1 %115, label %118, label %116

116:                                              ; preds = %102
  %117 = load i64, i64* %30, align 8
  store i64 %117, i64* %29, align 8
  br label %102, !llvm.loop !9

118:                                              ; preds = %102
  br label %119

119:                                              ; preds = %118, %58
  %120 = load float*, float** %46, align 8
  %121 = load float*, float** %42, align 8
  %122 = load i32, i32* %47, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds float, float* %121, i64 %123
  %125 = load float, float* %124, align 4
  store float* %120, float** %21, align 8
  store float %125, float* %22, align 4
  %126 = load float*, float** %21, align 8
  %127 = bitcast float* %126 to i32*
  store i32* %127, i32** %23, align 8
  %128 = load float, float* %22, align 4
  store float %128, float* %20, align 4
  %129 = bitcast float* %20 to i32*
  %130 = load i32, i32* %129, align 4
  store i32 %130, i32* %24, align 4
  store i32 -8388608, i32* %25, align 4
  br label %131

131:                                              ; preds = %179, %119
  %132 = load i32, i32* %25, align 4
  store i32 %132, i32* %10, align 4
  %133 = bitcast i32* %10 to float*
  %134 = load float, float* %133, align 4
  store float %134, float* %12, align 4
  %135 = load float, float* %12, align 4
  store float %135, float* %11, align 4
  %136 = bitcast float* %11 to i32*
  %137 = load i32, i32* %136, align 4
  store i32 %137, i32* %13, align 4
  %138 = load i32, i32* %13, align 4
  %139 = and i32 %138, -2147483648
  %140 = icmp ne i32 %139, 0
  br i1 %140, label %141, label %144

141:                                              ; preds = %131
  %142 = load i32, i32* %13, align 4
  %143 = xor i32 %142, -1
  br label %147

144:                                              ; preds = %131
  %145 = load i32, i32* %13, align 4
  %146 = or i32 %145, -2147483648
  br label %147

147:                                              ; preds = %141, %144
  %148 = phi i32 [ %143, %141 ], [ %146, %144 ]
  %149 = load float, float* %22, align 4
  store float %149, float* %15, align 4
  %150 = load float, float* %15, align 4
  store float %150, float* %14, align 4
  %151 = bitcast float* %14 to i32*
  %152 = load i32, i32* %151, align 4
  store i32 %152, i32* %16, align 4
  %153 = load i32, i32* %16, align 4
  %154 = and i32 %153, -2147483648
  %155 = icmp ne i32 %154, 0
  br i1 %155, label %156, label %159

156:                                              ; preds = %147
  %157 = load i32, i32* %16, align 4
  %158 = xor i32 %157, -1
  br label %162

159:                                              ; preds = %147
  %160 = load i32, i32* %16, align 4
  %161 = or i32 %160, -2147483648
  br label %162

162:                                              ; preds = %156, %159
  %163 = phi i32 [ %158, %156 ], [ %161, %159 ]
  %164 = icmp uge i32 %148, %163
  br i1 %164, label %165, label %166

165:                                              ; preds = %162
  br label %181

166:                                              ; preds = %162
  %167 = load i32*, i32** %23, align 8
  %168 = load i32, i32* %25, align 4
  %169 = load i32, i32* %24, align 4
  store i32* %167, i32** %7, align 8
  store i32 %168, i32* %8, align 4
  store i32 %169, i32* %9, align 4
  %170 = load i32*, i32** %7, align 8
  %171 = load i32, i32* %8, align 4
  %172 = load i32, i32* %9, align 4
  %173 = cmpxchg i32* %170, i32 %171, i32 %172 seq_cst seq_cst, align 4
  %174 = extractvalue { i32, i1 } %173, 0
  store i32 %174, i32* %26, align 4
  %175 = load i32, i32* %26, align 4
  %176 = load i32, i32* %25, align 4
  %177 = icmp eq i32 %175, %176
  br i1 %177, label %178, label %179

178:                                              ; preds = %166
  br label %181

179:                                              ; preds = %166
  %180 = load i32, i32* %26, align 4
  store i32 %180, i32* %25, align 4
  br label %131, !llvm.loop !10

181:                                              ; preds = %165, %178
  br label %182

182:                                              ; preds = %181, %57
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @atomics_float_add(float* noundef %0, float* noundef %1, float* noundef %2, double* noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca double*, align 8
  %8 = alloca double, align 8
  %9 = alloca float, align 4
  %10 = alloca float*, align 8
  %11 = alloca float, align 4
  %12 = alloca float*, align 8
  %13 = alloca float, align 4
  %14 = alloca float*, align 8
  %15 = alloca float*, align 8
  %16 = alloca float*, align 8
  %17 = alloca double*, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store float* %0, float** %14, align 8
  store float* %1, float** %15, align 8
  store float* %2, float** %16, align 8
  store double* %3, double** %17, align 8
  store i32 %4, i32* %18, align 4
  store i32 %5, i32* %19, align 4
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %25 = mul i32 %23, %24
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %27 = add i32 %25, %26
  store i32 %27, i32* %20, align 4
  %28 = load i32, i32* %20, align 4
  %29 = load i32, i32* %18, align 4
  %30 = icmp uge i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %6
  br label %76

32:                                               ; preds = %6
  %33 = load i32, i32* %20, align 4
  %34 = zext i32 %33 to i64
  %35 = mul i64 %34, 7
  %36 = add i64 %35, 3
  %37 = load i32, i32* %18, align 4
  %38 = zext i32 %37 to i64
  %39 = urem i64 %36, %38
  %40 = trunc i64 %39 to i32
  store i32 %40, i32* %21, align 4
  %41 = load float*, float** %15, align 8
  %42 = load i32, i32* %21, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, float* %41, i64 %43
  %45 = load float*, float** %14, align 8
  %46 = load i32, i32* %20, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds float, float* %45, i64 %47
  %49 = load float, float* %48, align 4
  store float* %44, float** %10, align 8
  store float %49, float* %11, align 4
  %50 = load float*, float** %10, align 8
  %51 = load float, float* %11, align 4
  %52 = atomicrmw fadd float* %50, float %51 seq_cst, align 4
  %53 = load float*, float** %14, align 8
  %54 = load i32, i32* %20, align 4
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds float, float* %53, i64 %55
  %57 = load float, float* %56, align 4
  store float %57, float* %9, align 4
  %58 = bitcast float* %9 to i32*
  %59 = load i32, i32* %58, align 4
  %60 = load i32, i32* %19, align 4
  %61 = urem i32 %59, %60
  store i32 %61, i32* %22, align 4
  %62 = load float*, float** %16, align 8
  %63 = load i32, i32* %22, align 4
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds float, float* %62, i64 %64
  store float* %65, float** %12, align 8
  store float 1.000000e+00, float* %13, align 4
  %66 = load float*, float** %12, align 8
  %67 = load float, float* %13, align 4
  %68 = atomicrmw fadd float* %66, float %67 seq_cst, align 4
  %69 = load double*, double** %17, align 8
  %70 = load i32, i32* %22, align 4
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds double, double* %69, i64 %71
  store double* %72, double** %7, align 8
  store double 2.000000e+00, double* %8, align 8
  %73 = load double*, double** %7, align 8
  %74 = load double, double* %8, align 8
  %75 = atomicrmw fadd double* %73, double %74 seq_cst, align 8
  br label %76

76:                                               ; preds = %32, %31
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { argmemonly nounwind }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32, i32*, i32*)* @atomics_global32, !"kernel", i32 1}
!1 = !{void (i64*, float*, i32, i64*, i64*, float*)* @atomics_global64, !"kernel", i32 1}
!2 = !{void (float*, float*, float*, double*, i32, i32)* @atomics_float_add, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
