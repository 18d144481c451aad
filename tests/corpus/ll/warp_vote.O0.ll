source_filename = "warp_vote.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_vote(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
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
  %20 = alloca i32*, align 8
  %21 = alloca i32*, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  store i32* %0, i32** %20, align 8
  store i32* %1, i32** %21, align 8
  store i32 %2, i32* %22, align 4
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %36 = mul i32 %34, %35
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %38 = add i32 %36, %37
  store i32 %38, i32* %23, align 4
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %40 = and i32 %39, 31
  store i32 %40, i32* %24, align 4
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %42 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %46 = mul i32 %44, %45
  %47 = add i32 %43, %46
  %48 = mul i32 %42, %47
  %49 = add i32 %41, %48
  %50 = and i32 %49, -32
  store i32 %50, i32* %18, align 4
  %51 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %52 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %53 = mul i32 %51, %52
  %54 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %55 = mul i32 %53, %54
  %56 = load i32, i32* %18, align 4
  %57 = sub i32 %55, %56
  store i32 %57, i32* %19, align 4
  %58 = load i32, i32* %19, align 4
  %59 = icmp uge i32 %58, 32
  br i1 %59, label %60, label %61

60:                                               ; preds = %3
  br label %65

61:                                               ; preds = %3
  %62 = load i32, i32* %19, align 4
  %63 = shl i32 1, %62
  %64 = sub i32 %63, 1
  br label %65

65:                                               ; preds = %60, %61
  %66 = phi i32 [ -1, %60 ], [ %64, %61 ]
  store i32 %66, i32* %25, align 4
  %67 = load i32, i32* %23, align 4
  %68 = load i32, i32* %22, align 4
  %69 = icmp ult i32 %67, %68
  br i1 %69, label %70, label %76

70:                                               ; preds = %65
  %71 = load i32*, i32** %20, align 8
  %72 = load i32, i32* %23, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds i32, i32* %71, i64 %73
  %75 = load i32, i32* %74, align 4
  br label %77

76:                                               ; preds = %65
  br label %77

77:                                               ; preds = %76, %70
  %78 = phi i32 [ %75, %70 ], [ 0, %76 ]
  store i32 %78, i32* %26, align 4
  %79 = load i32, i32* %25, align 4
  %80 = load i32, i32* %26, align 4
  %81 = icmp sgt i32 %80, 0
  %82 = zext i1 %81 to i32
  store i32 %79, i32* %16, align 4
  store i32 %82, i32* %17, align 4
  %83 = load i32, i32* %16, align 4
  %84 = load i32, i32* %17, align 4
  %85 = icmp ne i32 %84, 0
  %86 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %83, i1 %85) #4
  store i32 %86, i32* %27, align 4
  %87 = load i32, i32* %27, align 4
  %88 = load i32, i32* %24, align 4
  %89 = shl i32 1, %88
  %90 = sub i32 %89, 1
  %91 = and i32 %87, %90
  store i32 %91, i32* %15, align 4
  %92 = load i32, i32* %15, align 4
  %93 = call i32 @llvm.ctpop.i32(i32 %92) #4
  store i32 %93, i32* %28, align 4
  %94 = load i32, i32* %25, align 4
  %95 = load i32, i32* %26, align 4
  %96 = srem i32 %95, 7
  %97 = icmp eq i32 %96, 0
  %98 = zext i1 %97 to i32
  store i32 %94, i32* %13, align 4
  store i32 %98, i32* %14, align 4
  %99 = load i32, i32* %13, align 4
  %100 = load i32, i32* %14, align 4
  %101 = icmp ne i32 %100, 0
  %102 = call i1 @llvm.nvvm.vote.any.sync(i32 %99, i1 %101) #4
  %103 = zext i1 %102 to i32
  store i32 %103, i32* %29, align 4
  %104 = load i32, i32* %25, align 4
  %105 = load i32, i32* %26, align 4
  %106 = and i32 %105, 1
  %107 = icmp eq i32 %106, 0
  %108 = zext i1 %107 to i32
  store i32 %104, i32* %11, align 4
  store i32 %108, i32* %12, align 4
  %109 = load i32, i32* %11, align 4
  %110 = load i32, i32* %12, align 4
  %111 = icmp ne i32 %110, 0
  %112 = call i1 @llvm.nvvm.vote.all.sync(i32 %109, i1 %111) #4
  %113 = zext i1 %112 to i32
  store i32 %113, i32* %30, align 4
  %114 = load i32, i32* %25, align 4
  %115 = load i32, i32* %26, align 4
  %116 = icmp sgt i32 %115, 0
  %117 = zext i1 %116 to i32
  store i32 %114, i32* %9, align 4
  store i32 %117, i32* %10, align 4
  %118 = load i32, i32* %9, align 4
  %119 = load i32, i32* %10, align 4
  %120 = icmp ne i32 %119, 0
  %121 = call i1 @llvm.nvvm.vote.uni.sync(i32 %118, i1 %120) #4
  %122 = zext i1 %121 to i32
  store i32 %122, i32* %31, align 4
  %123 = load i32, i32* %27, align 4
  store i32 %123, i32* %8, align 4
  %124 = load i32, i32* %8, align 4
  %125 = icmp ne i32 %124, 0
  br i1 %125, label %126, label %130

126:                                              ; preds = %77
  %127 = load i32, i32* %8, align 4
  %128 = call i32 @llvm.cttz.i32(i32 %127, i1 true) #4
  %129 = add nsw i32 %128, 1
  br label %131

130:                                              ; preds = %77
  br label %131

131:                                              ; preds = %126, %130
  %132 = phi i32 [ %129, %126 ], [ 0, %130 ]
  %133 = sub nsw i32 %132, 1
  store i32 %133, i32* %32, align 4
  %134 = load i32, i32* %25, align 4
  %135 = load i32, i32* %26, align 4
  %136 = load i32, i32* %32, align 4
  %137 = icmp slt i32 %136, 0
  br i1 %137, label %138, label %139

138:                                              ; preds = %131
  br label %141

139:                                              ; preds = %131
  %140 = load i32, i32* %32, align 4
  br label %141

141:                                              ; preds = %139, %138
  %142 = phi i32 [ 0, %138 ], [ %140, %139 ]
  store i32 %134, i32* %4, align 4
  store i32 %135, i32* %5, align 4
  store i32 %142, i32* %6, align 4
  store i32 32, i32* %7, align 4
  %143 = load i32, i32* %4, align 4
  %144 = load i32, i32* %5, align 4
  %145 = load i32, i32* %6, align 4
  %146 = load i32, i32* %7, align 4
  %147 = sub nsw i32 32, %146
  %148 = shl i32 %147, 8
  %149 = or i32 %148, 31
  %150 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %143, i32 %144, i32 %145, i32 %149) #4
  store i32 %150, i32* %33, align 4
  %151 = load i32, i32* %23, align 4
  %152 = load i32, i32* %22, align 4
  %153 = icmp ult i32 %151, %152
  br i1 %153, label %154, label %201

154:                                              ; preds = %141
  %155 = load i32, i32* %27, align 4
  %156 = load i32*, i32** %21, align 8
  %157 = load i32, i32* %23, align 4
  %158 = mul i32 4, %157
  %159 = add i32 %158, 0
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds i32, i32* %156, i64 %160
  store i32 %155, i32* %161, align 4
  %162 = load i32, i32* %26, align 4
  %163 = icmp sgt i32 %162, 0
  br i1 %163, label %164, label %166

164:                                              ; preds = %154
  %165 = load i32, i32* %28, align 4
  br label %167

166:                                              ; preds = %154
  br label %167

167:                                              ; preds = %166, %164
  %168 = phi i32 [ %165, %164 ], [ -1, %166 ]
  %169 = load i32*, i32** %21, align 8
  %170 = load i32, i32* %23, align 4
  %171 = mul i32 4, %170
  %172 = add i32 %171, 1
  %173 = zext i32 %172 to i64
  %174 = getelementptr inbounds i32, i32* %169, i64 %173
  store i32 %168, i32* %174, align 4
  %175 = load i32, i32* %29, align 4
  %176 = load i32, i32* %30, align 4
  %177 = shl i32 %176, 1
  %178 = or i32 %175, %177
  %179 = load i32, i32* %31, align 4
  %180 = shl i32 %179, 2
  %181 = or i32 %178, %180
  %182 = load i32*, i32** %21, align 8
  %183 = load i32, i32* %23, align 4
  %184 = mul i32 4, %183
  %185 = add i32 %184, 2
  %186 = zext i32 %185 to i64
  %187 = getelementptr inbounds i32, i32* %182, i64 %186
  store i32 %181, i32* %187, align 4
  %188 = load i32, i32* %32, align 4
  %189 = icmp slt i32 %188, 0
  br i1 %189, label %190, label %191

190:                                              ; preds = %167
  br label %193

191:                                              ; preds = %167
  %192 = load i32, i32* %33, align 4
  br label %193

193:                                              ; preds = %191, %190
  %194 = phi i32 [ 0, %190 ], [ %192, %191 ]
  %195 = load i32*, i32** %21, align 8
  %196 = load i32, i32* %23, align 4
  %197 = mul i32 4, %196
  %198 = add i32 %197, 3
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds i32, i32* %195, i64 %199
  store i32 %194, i32* %200, align 4
  br label %201

201:                                              ; preds = %193, %141
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_aggregated_count(i32* noundef %0, i32* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32*, align 8
  %16 = alloca i32*, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i8, align 1
  %23 = alloca i32, align 4
  store i32* %0, i32** %15, align 8
  store i32* %1, i32** %16, align 8
  store i32 %2, i32* %17, align 4
  store i32 %3, i32* %18, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %26 = mul i32 %24, %25
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %28 = add i32 %26, %27
  store i32 %28, i32* %19, align 4
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %30 = and i32 %29, 31
  store i32 %30, i32* %20, align 4
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %36 = mul i32 %34, %35
  %37 = add i32 %33, %36
  %38 = mul i32 %32, %37
  %39 = add i32 %31, %38
  %40 = and i32 %39, -32
  store i32 %40, i32* %13, align 4
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %42 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %43 = mul i32 %41, %42
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %45 = mul i32 %43, %44
  %46 = load i32, i32* %13, align 4
  %47 = sub i32 %45, %46
  store i32 %47, i32* %14, align 4
  %48 = load i32, i32* %14, align 4
  %49 = icmp uge i32 %48, 32
  br i1 %49, label %50, label %51

50:                                               ; preds = %4
  br label %55

51:                                               ; preds = %4
  %52 = load i32, i32* %14, align 4
  %53 = shl i32 1, %52
  %54 = sub i32 %53, 1
  br label %55

55:                                               ; preds = %50, %51
  %56 = phi i32 [ -1, %50 ], [ %54, %51 ]
  store i32 %56, i32* %21, align 4
  %57 = load i32, i32* %19, align 4
  %58 = load i32, i32* %17, align 4
  %59 = icmp ult i32 %57, %58
  br i1 %59, label %60, label %71

60:                                               ; preds = %55
  %61 = load i32*, i32** %15, align 8
  %62 = load i32, i32* %19, align 4
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %61, i64 %63
  %65 = load i32, i32* %64, align 4
  %66 = load i32, i32* %18, align 4
  %67 = and i32 %66, 31
  %68 = lshr i32 %65, %67
  %69 = and i32 %68, 1
  %70 = icmp ne i32 %69, 0
  br label %71

71:                                               ; preds = %60, %55
  %72 = phi i1 [ false, %55 ], [ %70, %60 ]
  %73 = zext i1 %72 to i8
  store i8 %73, i8* %22, align 1
  %74 = load i32, i32* %21, align 4
  %75 = load i8, i8* %22, align 1
  %76 = trunc i8 %75 to i1
  %77 = zext i1 %76 to i32
  store i32 %74, i32* %11, align 4
  store i32 %77, i32* %12, align 4
  %78 = load i32, i32* %11, align 4
  %79 = load i32, i32* %12, align 4
  %80 = icmp ne i32 %79, 0
  %81 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %78, i1 %80) #4
  store i32 %81, i32* %23, align 4
  %82 = load i32, i32* %23, align 4
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %84, label %112

84:                                               ; preds = %71
  %85 = load i32, i32* %20, align 4
  %86 = load i32, i32* %23, align 4
  store i32 %86, i32* %9, align 4
  %87 = load i32, i32* %9, align 4
  %88 = icmp ne i32 %87, 0
  br i1 %88, label %89, label %93

89:                                               ; preds = %84
  %90 = load i32, i32* %9, align 4
  %91 = call i32 @llvm.cttz.i32(i32 %90, i1 true) #4
  %92 = add nsw i32 %91, 1
  br label %94

93:                                               ; preds = %84
  br label %94

94:                                               ; preds = %89, %93
  %95 = phi i32 [ %92, %89 ], [ 0, %93 ]
  %96 = sub nsw i32 %95, 1
  %97 = icmp eq i32 %85, %96
  br i1 %97, label %98, label %112

98:                                               ; preds = %94
  %99 = load i32*, i32** %16, align 8
  %100 = getelementptr inbounds i32, i32* %99, i64 0
  %101 = load i32, i32* %23, align 4
  store i32 %101, i32* %10, align 4
  %102 = load i32, i32* %10, align 4
  %103 = call i32 @llvm.ctpop.i32(i32 %102) #4
  store i32* %100, i32** %5, align 8
  store i32 %103, i32* %6, align 4
  %104 = load i32*, i32** %5, align 8
  %105 = load i32, i32* %6, align 4
  %106 = atomicrmw add i32* %104, i32 %105 seq_cst, align 4
  %107 = load i32*, i32** %16, align 8
  %108 = getelementptr inbounds i32, i32* %107, i64 1
  store i32* %108, i32** %7, align 8
  store i32 1, i32* %8, align 4
  %109 = load i32*, i32** %7, align 8
  %110 = load i32, i32* %8, align 4
  %111 = atomicrmw add i32* %109, i32 %110 seq_cst, align 4
  br label %112

112:                                              ; preds = %98, %94, %71
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32*, i32)* @warp_vote, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32, i32)* @warp_aggregated_count, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
