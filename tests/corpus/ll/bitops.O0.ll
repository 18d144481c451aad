source_filename = "bitops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bitops32(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
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
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32*, align 8
  %26 = alloca i32*, align 8
  %27 = alloca i32*, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32*, align 8
  store i32* %0, i32** %25, align 8
  store i32* %1, i32** %26, align 8
  store i32* %2, i32** %27, align 8
  store i32 %3, i32* %28, align 4
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %36 = mul i32 %34, %35
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %38 = add i32 %36, %37
  store i32 %38, i32* %29, align 4
  %39 = load i32, i32* %29, align 4
  %40 = load i32, i32* %28, align 4
  %41 = icmp sge i32 %39, %40
  br i1 %41, label %42, label %43

42:                                               ; preds = %4
  br label %249

43:                                               ; preds = %4
  %44 = load i32*, i32** %25, align 8
  %45 = load i32, i32* %29, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, i32* %44, i64 %46
  %48 = load i32, i32* %47, align 4
  store i32 %48, i32* %30, align 4
  %49 = load i32*, i32** %26, align 8
  %50 = load i32, i32* %29, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %49, i64 %51
  %53 = load i32, i32* %52, align 4
  store i32 %53, i32* %31, align 4
  %54 = load i32, i32* %31, align 4
  %55 = and i32 %54, 31
  store i32 %55, i32* %32, align 4
  %56 = load i32*, i32** %27, align 8
  %57 = load i32, i32* %29, align 4
  %58 = mul nsw i32 12, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, i32* %56, i64 %59
  store i32* %60, i32** %33, align 8
  %61 = load i32, i32* %30, align 4
  store i32 %61, i32* %23, align 4
  %62 = load i32, i32* %23, align 4
  %63 = call i32 @llvm.ctpop.i32(i32 %62) #4
  %64 = load i32, i32* %30, align 4
  %65 = load i32, i32* %32, align 4
  %66 = lshr i32 %64, %65
  store i32 %66, i32* %22, align 4
  %67 = load i32, i32* %22, align 4
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %72

69:                                               ; preds = %43
  %70 = load i32, i32* %22, align 4
  %71 = call i32 @llvm.ctlz.i32(i32 %70, i1 true) #4
  br label %73

72:                                               ; preds = %43
  br label %73

73:                                               ; preds = %69, %72
  %74 = phi i32 [ %71, %69 ], [ 32, %72 ]
  %75 = shl i32 %74, 8
  %76 = or i32 %63, %75
  %77 = load i32, i32* %30, align 4
  %78 = load i32, i32* %31, align 4
  %79 = and i32 %77, %78
  store i32 %79, i32* %21, align 4
  %80 = load i32, i32* %21, align 4
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %86

82:                                               ; preds = %73
  %83 = load i32, i32* %21, align 4
  %84 = call i32 @llvm.cttz.i32(i32 %83, i1 true) #4
  %85 = add nsw i32 %84, 1
  br label %87

86:                                               ; preds = %73
  br label %87

87:                                               ; preds = %82, %86
  %88 = phi i32 [ %85, %82 ], [ 0, %86 ]
  %89 = shl i32 %88, 16
  %90 = or i32 %76, %89
  %91 = load i32*, i32** %33, align 8
  %92 = getelementptr inbounds i32, i32* %91, i64 0
  store i32 %90, i32* %92, align 4
  %93 = load i32, i32* %30, align 4
  store i32 %93, i32* %20, align 4
  %94 = load i32, i32* %20, align 4
  %95 = call i32 @llvm.bitreverse.i32(i32 %94) #4
  %96 = load i32*, i32** %33, align 8
  %97 = getelementptr inbounds i32, i32* %96, i64 1
  store i32 %95, i32* %97, align 4
  %98 = load i32, i32* %30, align 4
  %99 = load i32, i32* %31, align 4
  store i32 %98, i32* %17, align 4
  store i32 %99, i32* %18, align 4
  store i32 20800, i32* %19, align 4
  %100 = load i32, i32* %17, align 4
  %101 = load i32, i32* %18, align 4
  %102 = load i32, i32* %19, align 4
  %103 = call i32 @llvm.nvvm.prmt(i32 %100, i32 %101, i32 %102) #4
  %104 = load i32*, i32** %33, align 8
  %105 = getelementptr inbounds i32, i32* %104, i64 2
  store i32 %103, i32* %105, align 4
  %106 = load i32, i32* %30, align 4
  %107 = load i32, i32* %31, align 4
  %108 = load i32, i32* %32, align 4
  store i32 %106, i32* %14, align 4
  store i32 %107, i32* %15, align 4
  store i32 %108, i32* %16, align 4
  %109 = load i32, i32* %16, align 4
  %110 = and i32 %109, 31
  store i32 %110, i32* %16, align 4
  %111 = load i32, i32* %16, align 4
  %112 = icmp ne i32 %111, 0
  br i1 %112, label %113, label %122

113:                                              ; preds = %87
  %114 = load i32, i32* %15, align 4
  %115 = load i32, i32* %16, align 4
  %116 = shl i32 %114, %115
  %117 = load i32, i32* %14, align 4
  %118 = load i32, i32* %16, align 4
  %119 = sub i32 32, %118
  %120 = lshr i32 %117, %119
  %121 = or i32 %116, %120
  br label %124

122:                                              ; preds = %87
  %123 = load i32, i32* %15, align 4
  br label %124

124:                                              ; preds = %113, %122
  %125 = phi i32 [ %121, %113 ], [ %123, %122 ]
  %126 = load i32*, i32** %33, align 8
  %127 = getelementptr inbounds i32, i32* %126, i64 3
  store i32 %125, i32* %127, align 4
  %128 = load i32, i32* %32, align 4
  %129 = icmp ne i32 %128, 0
  br i1 %129, label %130, label %139

130:                                              ; preds = %124
  %131 = load i32, i32* %30, align 4
  %132 = load i32, i32* %32, align 4
  %133 = shl i32 %131, %132
  %134 = load i32, i32* %30, align 4
  %135 = load i32, i32* %32, align 4
  %136 = sub i32 32, %135
  %137 = lshr i32 %134, %136
  %138 = or i32 %133, %137
  br label %141

139:                                              ; preds = %124
  %140 = load i32, i32* %30, align 4
  br label %141

141:                                              ; preds = %139, %130
  %142 = phi i32 [ %138, %130 ], [ %140, %139 ]
  %143 = load i32*, i32** %33, align 8
  %144 = getelementptr inbounds i32, i32* %143, i64 4
  store i32 %142, i32* %144, align 4
  %145 = load i32, i32* %30, align 4
  %146 = load i32, i32* %31, align 4
  store i32 %145, i32* %12, align 4
  store i32 %146, i32* %13, align 4
  %147 = load i32, i32* %12, align 4
  %148 = load i32, i32* %13, align 4
  %149 = call i32 @llvm.nvvm.mulhi.ui(i32 %147, i32 %148) #4
  %150 = load i32*, i32** %33, align 8
  %151 = getelementptr inbounds i32, i32* %150, i64 5
  store i32 %149, i32* %151, align 4
  %152 = load i32, i32* %30, align 4
  %153 = load i32, i32* %31, align 4
  store i32 %152, i32* %10, align 4
  store i32 %153, i32* %11, align 4
  %154 = load i32, i32* %10, align 4
  %155 = load i32, i32* %11, align 4
  %156 = call i32 @llvm.nvvm.mulhi.i(i32 %154, i32 %155) #4
  %157 = load i32*, i32** %33, align 8
  %158 = getelementptr inbounds i32, i32* %157, i64 6
  store i32 %156, i32* %158, align 4
  %159 = load i32, i32* %30, align 4
  %160 = load i32, i32* %31, align 4
  store i32 %159, i32* %7, align 4
  store i32 %160, i32* %8, align 4
  store i32 5, i32* %9, align 4
  %161 = load i32, i32* %7, align 4
  %162 = load i32, i32* %8, align 4
  %163 = load i32, i32* %9, align 4
  %164 = call i32 @llvm.nvvm.sad.i(i32 %161, i32 %162, i32 %163) #4
  %165 = load i32*, i32** %33, align 8
  %166 = getelementptr inbounds i32, i32* %165, i64 7
  store i32 %164, i32* %166, align 4
  %167 = load i32, i32* %30, align 4
  %168 = load i32, i32* %32, align 4
  %169 = and i32 %168, 15
  %170 = lshr i32 %167, %169
  %171 = load i32, i32* %31, align 4
  %172 = lshr i32 %171, 5
  %173 = and i32 %172, 15
  %174 = shl i32 1, %173
  %175 = sub i32 %174, 1
  %176 = and i32 %170, %175
  %177 = load i32*, i32** %33, align 8
  %178 = getelementptr inbounds i32, i32* %177, i64 8
  store i32 %176, i32* %178, align 4
  %179 = load i32, i32* %30, align 4
  store i32 %179, i32* %5, align 4
  %180 = load i32, i32* %5, align 4
  %181 = and i32 %180, 65535
  store i32 %181, i32* %5, align 4
  %182 = load i32, i32* %5, align 4
  %183 = load i32, i32* %5, align 4
  %184 = shl i32 %183, 8
  %185 = or i32 %182, %184
  %186 = and i32 %185, 16711935
  store i32 %186, i32* %5, align 4
  %187 = load i32, i32* %5, align 4
  %188 = load i32, i32* %5, align 4
  %189 = shl i32 %188, 4
  %190 = or i32 %187, %189
  %191 = and i32 %190, 252645135
  store i32 %191, i32* %5, align 4
  %192 = load i32, i32* %5, align 4
  %193 = load i32, i32* %5, align 4
  %194 = shl i32 %193, 2
  %195 = or i32 %192, %194
  %196 = and i32 %195, 858993459
  store i32 %196, i32* %5, align 4
  %197 = load i32, i32* %5, align 4
  %198 = load i32, i32* %5, align 4
  %199 = shl i32 %198, 1
  %200 = or i32 %197, %199
  %201 = and i32 %200, 1431655765
  store i32 %201, i32* %5, align 4
  %202 = load i32, i32* %5, align 4
  %203 = load i32, i32* %31, align 4
  store i32 %203, i32* %6, align 4
  %204 = load i32, i32* %6, align 4
  %205 = and i32 %204, 65535
  store i32 %205, i32* %6, align 4
  %206 = load i32, i32* %6, align 4
  %207 = load i32, i32* %6, align 4
  %208 = shl i32 %207, 8
  %209 = or i32 %206, %208
  %210 = and i32 %209, 16711935
  store i32 %210, i32* %6, align 4
  %211 = load i32, i32* %6, align 4
  %212 = load i32, i32* %6, align 4
  %213 = shl i32 %212, 4
  %214 = or i32 %211, %213
  %215 = and i32 %214, 252645135
  store i32 %215, i32* %6, align 4
  %216 = load i32, i32* %6, align 4
  %217 = load i32, i32* %6, align 4
  %218 = shl i32 %217, 2
  %219 = or i32 %216, %218
  %220 = and i32 %219, 858993459
  store i32 %220, i32* %6, align 4
  %221 = load i32, i32* %6, align 4
  %222 = load i32, i32* %6, align 4
  %223 = shl i32 %222, 1
  %224 = or i32 %221, %223
  %225 = and i32 %224, 1431655765
  store i32 %225, i32* %6, align 4
  %226 = load i32, i32* %6, align 4
  %227 = shl i32 %226, 1
  %228 = or i32 %202, %227
  %229 = load i32*, i32** %33, align 8
  %230 = getelementptr inbounds i32, i32* %229, i64 9
  store i32 %228, i32* %230, align 4
  %231 = load i32, i32* %30, align 4
  %232 = load i32, i32* %31, align 4
  %233 = xor i32 %231, %232
  store i32 %233, i32* %24, align 4
  %234 = load i32, i32* %24, align 4
  %235 = call i32 @llvm.ctpop.i32(i32 %234) #4
  %236 = and i32 %235, 1
  %237 = load i32*, i32** %33, align 8
  %238 = getelementptr inbounds i32, i32* %237, i64 10
  store i32 %236, i32* %238, align 4
  %239 = load i32, i32* %30, align 4
  %240 = icmp ne i32 %239, 0
  br i1 %240, label %241, label %244

241:                                              ; preds = %141
  %242 = load i32, i32* %30, align 4
  %243 = call i32 @llvm.cttz.i32(i32 %242, i1 true)
  br label %245

244:                                              ; preds = %141
  br label %245

245:                                              ; preds = %244, %241
  %246 = phi i32 [ %243, %241 ], [ 32, %244 ]
  %247 = load i32*, i32** %33, align 8
  %248 = getelementptr inbounds i32, i32* %247, i64 11
  store i32 %246, i32* %248, align 4
  br label %249

249:                                              ; preds = %245, %42
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bitops64(i64* noundef %0, i64* noundef %1, i64* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64*, align 8
  %11 = alloca i64*, align 8
  %12 = alloca i64*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64*, align 8
  store i64* %0, i64** %10, align 8
  store i64* %1, i64** %11, align 8
  store i64* %2, i64** %12, align 8
  store i32 %3, i32* %13, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %23 = add i32 %21, %22
  store i32 %23, i32* %14, align 4
  %24 = load i32, i32* %14, align 4
  %25 = load i32, i32* %13, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %4
  br label %119

28:                                               ; preds = %4
  %29 = load i64*, i64** %10, align 8
  %30 = load i32, i32* %14, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i64, i64* %29, i64 %31
  %33 = load i64, i64* %32, align 8
  store i64 %33, i64* %15, align 8
  %34 = load i64*, i64** %11, align 8
  %35 = load i32, i32* %14, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, i64* %34, i64 %36
  %38 = load i64, i64* %37, align 8
  store i64 %38, i64* %16, align 8
  %39 = load i64, i64* %16, align 8
  %40 = and i64 %39, 63
  %41 = trunc i64 %40 to i32
  store i32 %41, i32* %17, align 4
  %42 = load i64*, i64** %12, align 8
  %43 = load i32, i32* %14, align 4
  %44 = mul nsw i32 6, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, i64* %42, i64 %45
  store i64* %46, i64** %18, align 8
  %47 = load i64, i64* %15, align 8
  store i64 %47, i64* %9, align 8
  %48 = load i64, i64* %9, align 8
  %49 = call i64 @llvm.ctpop.i64(i64 %48) #4
  %50 = trunc i64 %49 to i32
  %51 = sext i32 %50 to i64
  %52 = load i64, i64* %15, align 8
  %53 = load i32, i32* %17, align 4
  %54 = zext i32 %53 to i64
  %55 = lshr i64 %52, %54
  store i64 %55, i64* %8, align 8
  %56 = load i64, i64* %8, align 8
  %57 = icmp ne i64 %56, 0
  br i1 %57, label %58, label %62

58:                                               ; preds = %28
  %59 = load i64, i64* %8, align 8
  %60 = call i64 @llvm.ctlz.i64(i64 %59, i1 true) #4
  %61 = trunc i64 %60 to i32
  br label %63

62:                                               ; preds = %28
  br label %63

63:                                               ; preds = %58, %62
  %64 = phi i32 [ %61, %58 ], [ 64, %62 ]
  %65 = sext i32 %64 to i64
  %66 = shl i64 %65, 8
  %67 = or i64 %51, %66
  %68 = load i64*, i64** %18, align 8
  %69 = getelementptr inbounds i64, i64* %68, i64 0
  store i64 %67, i64* %69, align 8
  %70 = load i64, i64* %15, align 8
  store i64 %70, i64* %7, align 8
  %71 = load i64, i64* %7, align 8
  %72 = call i64 @llvm.bitreverse.i64(i64 %71) #4
  %73 = load i64*, i64** %18, align 8
  %74 = getelementptr inbounds i64, i64* %73, i64 1
  store i64 %72, i64* %74, align 8
  %75 = load i64, i64* %15, align 8
  %76 = load i64, i64* %16, align 8
  store i64 %75, i64* %5, align 8
  store i64 %76, i64* %6, align 8
  %77 = load i64, i64* %5, align 8
  %78 = load i64, i64* %6, align 8
  %79 = call i64 @llvm.nvvm.mulhi.ull(i64 %77, i64 %78) #4
  %80 = load i64*, i64** %18, align 8
  %81 = getelementptr inbounds i64, i64* %80, i64 2
  store i64 %79, i64* %81, align 8
  %82 = load i32, i32* %17, align 4
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %84, label %95

84:                                               ; preds = %63
  %85 = load i64, i64* %15, align 8
  %86 = load i32, i32* %17, align 4
  %87 = zext i32 %86 to i64
  %88 = lshr i64 %85, %87
  %89 = load i64, i64* %15, align 8
  %90 = load i32, i32* %17, align 4
  %91 = sub i32 64, %90
  %92 = zext i32 %91 to i64
  %93 = shl i64 %89, %92
  %94 = or i64 %88, %93
  br label %97

95:                                               ; preds = %63
  %96 = load i64, i64* %15, align 8
  br label %97

97:                                               ; preds = %95, %84
  %98 = phi i64 [ %94, %84 ], [ %96, %95 ]
  %99 = load i64*, i64** %18, align 8
  %100 = getelementptr inbounds i64, i64* %99, i64 3
  store i64 %98, i64* %100, align 8
  %101 = load i64, i64* %15, align 8
  %102 = load i64, i64* %15, align 8
  %103 = lshr i64 %102, 1
  %104 = xor i64 %101, %103
  %105 = load i64*, i64** %18, align 8
  %106 = getelementptr inbounds i64, i64* %105, i64 4
  store i64 %104, i64* %106, align 8
  %107 = load i64, i64* %15, align 8
  %108 = icmp ne i64 %107, 0
  br i1 %108, label %109, label %114

109:                                              ; preds = %97
  %110 = load i64, i64* %15, align 8
  %111 = call i64 @llvm.cttz.i64(i64 %110, i1 true)
  %112 = trunc i64 %111 to i32
  %113 = sext i32 %112 to i64
  br label %115

114:                                              ; preds = %97
  br label %115

115:                                              ; preds = %114, %109
  %116 = phi i64 [ %113, %109 ], [ 64, %114 ]
  %117 = load i64*, i64** %18, align 8
  %118 = getelementptr inbounds i64, i64* %117, i64 5
  store i64 %116, i64* %118, align 8
  br label %119

119:                                              ; preds = %115, %27
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bitreverse.i64(i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32*, i32*, i32)* @bitops32, !"kernel", i32 1}
!1 = !{void (i64*, i64*, i64*, i32)* @bitops64, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
