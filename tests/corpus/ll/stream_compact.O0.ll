source_filename = "stream_compact.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ16compact_positiveE6wcount = internal addrspace(3) global [32 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @compact_positive(float* noundef %0, float* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
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
  %15 = alloca float*, align 8
  %16 = alloca float*, align 8
  %17 = alloca i32*, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca float, align 4
  %26 = alloca i8, align 1
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  store float* %0, float** %15, align 8
  store float* %1, float** %16, align 8
  store i32* %2, i32** %17, align 8
  store i32 %3, i32* %18, align 4
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  store i32 %33, i32* %19, align 4
  %34 = load i32, i32* %19, align 4
  %35 = and i32 %34, 31
  store i32 %35, i32* %20, align 4
  %36 = load i32, i32* %19, align 4
  %37 = lshr i32 %36, 5
  store i32 %37, i32* %21, align 4
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %39 = add i32 %38, 31
  %40 = lshr i32 %39, 5
  store i32 %40, i32* %22, align 4
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %42 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #5
  %46 = mul i32 %44, %45
  %47 = add i32 %43, %46
  %48 = mul i32 %42, %47
  %49 = add i32 %41, %48
  %50 = and i32 %49, -32
  store i32 %50, i32* %13, align 4
  %51 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %52 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5
  %53 = mul i32 %51, %52
  %54 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #5
  %55 = mul i32 %53, %54
  %56 = load i32, i32* %13, align 4
  %57 = sub i32 %55, %56
  store i32 %57, i32* %14, align 4
  %58 = load i32, i32* %14, align 4
  %59 = icmp uge i32 %58, 32
  br i1 %59, label %60, label %61

60:                                               ; preds = %4
  br label %65

61:                                               ; preds = %4
  %62 = load i32, i32* %14, align 4
  %63 = shl i32 1, %62
  %64 = sub i32 %63, 1
  br label %65

65:                                               ; preds = %60, %61
  %66 = phi i32 [ -1, %60 ], [ %64, %61 ]
  store i32 %66, i32* %23, align 4
  %67 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %68 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %69 = mul i32 %67, %68
  %70 = load i32, i32* %19, align 4
  %71 = add i32 %69, %70
  store i32 %71, i32* %24, align 4
  %72 = load i32, i32* %24, align 4
  %73 = load i32, i32* %18, align 4
  %74 = icmp ult i32 %72, %73
  br i1 %74, label %75, label %81

75:                                               ; preds = %65
  %76 = load float*, float** %15, align 8
  %77 = load i32, i32* %24, align 4
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds float, float* %76, i64 %78
  %80 = load float, float* %79, align 4
  br label %82

81:                                               ; preds = %65
  br label %82

82:                                               ; preds = %81, %75
  %83 = phi float [ %80, %75 ], [ 0.000000e+00, %81 ]
  store float %83, float* %25, align 4
  %84 = load i32, i32* %24, align 4
  %85 = load i32, i32* %18, align 4
  %86 = icmp ult i32 %84, %85
  br i1 %86, label %87, label %90

87:                                               ; preds = %82
  %88 = load float, float* %25, align 4
  %89 = fcmp ogt float %88, 0.000000e+00
  br label %90

90:                                               ; preds = %87, %82
  %91 = phi i1 [ false, %82 ], [ %89, %87 ]
  %92 = zext i1 %91 to i8
  store i8 %92, i8* %26, align 1
  %93 = load i32, i32* %23, align 4
  %94 = load i8, i8* %26, align 1
  %95 = trunc i8 %94 to i1
  %96 = zext i1 %95 to i32
  store i32 %93, i32* %11, align 4
  store i32 %96, i32* %12, align 4
  %97 = load i32, i32* %11, align 4
  %98 = load i32, i32* %12, align 4
  %99 = icmp ne i32 %98, 0
  %100 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %97, i1 %99) #5
  store i32 %100, i32* %27, align 4
  %101 = load i32, i32* %27, align 4
  %102 = load i32, i32* %20, align 4
  %103 = shl i32 1, %102
  %104 = sub i32 %103, 1
  %105 = and i32 %101, %104
  store i32 %105, i32* %9, align 4
  %106 = load i32, i32* %9, align 4
  %107 = call i32 @llvm.ctpop.i32(i32 %106) #5
  store i32 %107, i32* %28, align 4
  %108 = load i32, i32* %20, align 4
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %110, label %117

110:                                              ; preds = %90
  %111 = load i32, i32* %27, align 4
  store i32 %111, i32* %10, align 4
  %112 = load i32, i32* %10, align 4
  %113 = call i32 @llvm.ctpop.i32(i32 %112) #5
  %114 = load i32, i32* %21, align 4
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @_ZZ16compact_positiveE6wcount to [32 x i32]*), i64 0, i64 %115
  store i32 %113, i32* %116, align 4
  br label %117

117:                                              ; preds = %110, %90
  call void @llvm.nvvm.barrier0()
  %118 = load i32, i32* %21, align 4
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %181

120:                                              ; preds = %117
  %121 = load i32, i32* %20, align 4
  %122 = load i32, i32* %22, align 4
  %123 = icmp ult i32 %121, %122
  br i1 %123, label %124, label %129

124:                                              ; preds = %120
  %125 = load i32, i32* %20, align 4
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @_ZZ16compact_positiveE6wcount to [32 x i32]*), i64 0, i64 %126
  %128 = load i32, i32* %127, align 4
  br label %130

129:                                              ; preds = %120
  br label %130

130:                                              ; preds = %129, %124
  %131 = phi i32 [ %128, %124 ], [ 0, %129 ]
  store i32 %131, i32* %29, align 4
  %132 = load i32, i32* %29, align 4
  store i32 %132, i32* %30, align 4
  store i32 1, i32* %31, align 4
  br label %133

133:                                              ; preds = %155, %130
  %134 = load i32, i32* %31, align 4
  %135 = icmp ult i32 %134, 32
  br i1 %135, label %136, label %158

136:                                              ; preds = %133
  %137 = load i32, i32* %23, align 4
  %138 = load i32, i32* %30, align 4
  %139 = load i32, i32* %31, align 4
  store i32 %137, i32* %5, align 4
  store i32 %138, i32* %6, align 4
  store i32 %139, i32* %7, align 4
  store i32 32, i32* %8, align 4
  %140 = load i32, i32* %5, align 4
  %141 = load i32, i32* %6, align 4
  %142 = load i32, i32* %7, align 4
  %143 = load i32, i32* %8, align 4
  %144 = sub nsw i32 32, %143
  %145 = shl i32 %144, 8
  %146 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %140, i32 %141, i32 %142, i32 %145) #5
  store i32 %146, i32* %32, align 4
  %147 = load i32, i32* %20, align 4
  %148 = load i32, i32* %31, align 4
  %149 = icmp uge i32 %147, %148
  br i1 %149, label %150, label %154

150:                                              ; preds = %136
  %151 = load i32, i32* %32, align 4
  %152 = load i32, i32* %30, align 4
  %153 = add i32 %152, %151
  store i32 %153, i32* %30, align 4
  br label %154

154:                                              ; preds = %150, %136
  br label %155

155:                                              ; preds = %154
  %156 = load i32, i32* %31, align 4
  %157 = shl i32 %156, 1
  store i32 %157, i32* %31, align 4
  br label %133, !llvm.loop !5

158:                                              ; preds = %133
  %159 = load i32, i32* %20, align 4
  %160 = load i32, i32* %22, align 4
  %161 = icmp ult i32 %159, %160
  br i1 %161, label %162, label %169

162:                                              ; preds = %158
  %163 = load i32, i32* %30, align 4
  %164 = load i32, i32* %29, align 4
  %165 = sub i32 %163, %164
  %166 = load i32, i32* %20, align 4
  %167 = zext i32 %166 to i64
  %168 = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @_ZZ16compact_positiveE6wcount to [32 x i32]*), i64 0, i64 %167
  store i32 %165, i32* %168, align 4
  br label %169

169:                                              ; preds = %162, %158
  %170 = load i32, i32* %20, align 4
  %171 = load i32, i32* %22, align 4
  %172 = sub i32 %171, 1
  %173 = icmp eq i32 %170, %172
  br i1 %173, label %174, label %180

174:                                              ; preds = %169
  %175 = load i32, i32* %30, align 4
  %176 = load i32*, i32** %17, align 8
  %177 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %178 = zext i32 %177 to i64
  %179 = getelementptr inbounds i32, i32* %176, i64 %178
  store i32 %175, i32* %179, align 4
  br label %180

180:                                              ; preds = %174, %169
  br label %181

181:                                              ; preds = %180, %117
  call void @llvm.nvvm.barrier0()
  %182 = load i8, i8* %26, align 1
  %183 = trunc i8 %182 to i1
  br i1 %183, label %184, label %199

184:                                              ; preds = %181
  %185 = load float, float* %25, align 4
  %186 = load float*, float** %16, align 8
  %187 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %188 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %189 = mul i32 %187, %188
  %190 = load i32, i32* %21, align 4
  %191 = zext i32 %190 to i64
  %192 = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @_ZZ16compact_positiveE6wcount to [32 x i32]*), i64 0, i64 %191
  %193 = load i32, i32* %192, align 4
  %194 = add i32 %189, %193
  %195 = load i32, i32* %28, align 4
  %196 = add i32 %194, %195
  %197 = zext i32 %196 to i64
  %198 = getelementptr inbounds float, float* %186, i64 %197
  store float %185, float* %198, align 4
  br label %199

199:                                              ; preds = %184, %181
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, float*, i32*, i32)* @compact_positive, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
