source_filename = "scan_blelloch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ17scan_blelloch_u32E1s = internal addrspace(3) global [264 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @scan_blelloch_u32(i32* noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
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
  store i32* %0, i32** %5, align 8
  store i32* %1, i32** %6, align 8
  store i32* %2, i32** %7, align 8
  store i32 %3, i32* %8, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  store i32 %21, i32* %9, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %23 = mul i32 %22, 256
  store i32 %23, i32* %10, align 4
  %24 = load i32, i32* %9, align 4
  store i32 %24, i32* %11, align 4
  %25 = load i32, i32* %9, align 4
  %26 = add i32 %25, 128
  store i32 %26, i32* %12, align 4
  %27 = load i32, i32* %10, align 4
  %28 = load i32, i32* %11, align 4
  %29 = add i32 %27, %28
  %30 = load i32, i32* %8, align 4
  %31 = icmp ult i32 %29, %30
  br i1 %31, label %32, label %40

32:                                               ; preds = %4
  %33 = load i32*, i32** %5, align 8
  %34 = load i32, i32* %10, align 4
  %35 = load i32, i32* %11, align 4
  %36 = add i32 %34, %35
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, i32* %33, i64 %37
  %39 = load i32, i32* %38, align 4
  br label %41

40:                                               ; preds = %4
  br label %41

41:                                               ; preds = %40, %32
  %42 = phi i32 [ %39, %32 ], [ 0, %40 ]
  %43 = load i32, i32* %11, align 4
  %44 = load i32, i32* %11, align 4
  %45 = lshr i32 %44, 5
  %46 = add i32 %43, %45
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 %47
  store i32 %42, i32* %48, align 4
  %49 = load i32, i32* %10, align 4
  %50 = load i32, i32* %12, align 4
  %51 = add i32 %49, %50
  %52 = load i32, i32* %8, align 4
  %53 = icmp ult i32 %51, %52
  br i1 %53, label %54, label %62

54:                                               ; preds = %41
  %55 = load i32*, i32** %5, align 8
  %56 = load i32, i32* %10, align 4
  %57 = load i32, i32* %12, align 4
  %58 = add i32 %56, %57
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i32, i32* %55, i64 %59
  %61 = load i32, i32* %60, align 4
  br label %63

62:                                               ; preds = %41
  br label %63

63:                                               ; preds = %62, %54
  %64 = phi i32 [ %61, %54 ], [ 0, %62 ]
  %65 = load i32, i32* %12, align 4
  %66 = load i32, i32* %12, align 4
  %67 = lshr i32 %66, 5
  %68 = add i32 %65, %67
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 %69
  store i32 %64, i32* %70, align 4
  store i32 1, i32* %13, align 4
  store i32 128, i32* %14, align 4
  br label %71

71:                                               ; preds = %109, %63
  %72 = load i32, i32* %14, align 4
  %73 = icmp ugt i32 %72, 0
  br i1 %73, label %74, label %112

74:                                               ; preds = %71
  call void @llvm.nvvm.barrier0()
  %75 = load i32, i32* %9, align 4
  %76 = load i32, i32* %14, align 4
  %77 = icmp ult i32 %75, %76
  br i1 %77, label %78, label %106

78:                                               ; preds = %74
  %79 = load i32, i32* %13, align 4
  %80 = load i32, i32* %9, align 4
  %81 = mul i32 2, %80
  %82 = add i32 %81, 1
  %83 = mul i32 %79, %82
  %84 = sub i32 %83, 1
  store i32 %84, i32* %15, align 4
  %85 = load i32, i32* %13, align 4
  %86 = load i32, i32* %9, align 4
  %87 = mul i32 2, %86
  %88 = add i32 %87, 2
  %89 = mul i32 %85, %88
  %90 = sub i32 %89, 1
  store i32 %90, i32* %16, align 4
  %91 = load i32, i32* %15, align 4
  %92 = load i32, i32* %15, align 4
  %93 = lshr i32 %92, 5
  %94 = add i32 %91, %93
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds [264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 %95
  %97 = load i32, i32* %96, align 4
  %98 = load i32, i32* %16, align 4
  %99 = load i32, i32* %16, align 4
  %100 = lshr i32 %99, 5
  %101 = add i32 %98, %100
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 %102
  %104 = load i32, i32* %103, align 4
  %105 = add i32 %104, %97
  store i32 %105, i32* %103, align 4
  br label %106

106:                                              ; preds = %78, %74
  %107 = load i32, i32* %13, align 4
  %108 = shl i32 %107, 1
  store i32 %108, i32* %13, align 4
  br label %109

109:                                              ; preds = %106
  %110 = load i32, i32* %14, align 4
  %111 = lshr i32 %110, 1
  store i32 %111, i32* %14, align 4
  br label %71, !llvm.loop !7

112:                                              ; preds = %71
  %113 = load i32, i32* %9, align 4
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %115, label %121

115:                                              ; preds = %112
  %116 = load i32, i32* getelementptr inbounds ([264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 262), align 4
  %117 = load i32*, i32** %7, align 8
  %118 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds i32, i32* %117, i64 %119
  store i32 %116, i32* %120, align 4
  store i32 0, i32* getelementptr inbounds ([264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 262), align 4
  br label %121

121:                                              ; preds = %115, %112
  store i32 1, i32* %17, align 4
  br label %122

122:                                              ; preds = %174, %121
  %123 = load i32, i32* %17, align 4
  %124 = icmp ult i32 %123, 256
  br i1 %124, label %125, label %177

125:                                              ; preds = %122
  %126 = load i32, i32* %13, align 4
  %127 = lshr i32 %126, 1
  store i32 %127, i32* %13, align 4
  call void @llvm.nvvm.barrier0()
  %128 = load i32, i32* %9, align 4
  %129 = load i32, i32* %17, align 4
  %130 = icmp ult i32 %128, %129
  br i1 %130, label %131, label %173

131:                                              ; preds = %125
  %132 = load i32, i32* %13, align 4
  %133 = load i32, i32* %9, align 4
  %134 = mul i32 2, %133
  %135 = add i32 %134, 1
  %136 = mul i32 %132, %135
  %137 = sub i32 %136, 1
  store i32 %137, i32* %18, align 4
  %138 = load i32, i32* %13, align 4
  %139 = load i32, i32* %9, align 4
  %140 = mul i32 2, %139
  %141 = add i32 %140, 2
  %142 = mul i32 %138, %141
  %143 = sub i32 %142, 1
  store i32 %143, i32* %19, align 4
  %144 = load i32, i32* %18, align 4
  %145 = load i32, i32* %18, align 4
  %146 = lshr i32 %145, 5
  %147 = add i32 %144, %146
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds [264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 %148
  %150 = load i32, i32* %149, align 4
  store i32 %150, i32* %20, align 4
  %151 = load i32, i32* %19, align 4
  %152 = load i32, i32* %19, align 4
  %153 = lshr i32 %152, 5
  %154 = add i32 %151, %153
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds [264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 %155
  %157 = load i32, i32* %156, align 4
  %158 = load i32, i32* %18, align 4
  %159 = load i32, i32* %18, align 4
  %160 = lshr i32 %159, 5
  %161 = add i32 %158, %160
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds [264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 %162
  store i32 %157, i32* %163, align 4
  %164 = load i32, i32* %20, align 4
  %165 = load i32, i32* %19, align 4
  %166 = load i32, i32* %19, align 4
  %167 = lshr i32 %166, 5
  %168 = add i32 %165, %167
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds [264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 %169
  %171 = load i32, i32* %170, align 4
  %172 = add i32 %171, %164
  store i32 %172, i32* %170, align 4
  br label %173

173:                                              ; preds = %131, %125
  br label %174

174:                                              ; preds = %173
  %175 = load i32, i32* %17, align 4
  %176 = shl i32 %175, 1
  store i32 %176, i32* %17, align 4
  br label %122, !llvm.loop !9

177:                                              ; preds = %122
  call void @llvm.nvvm.barrier0()
  %178 = load i32, i32* %10, align 4
  %179 = load i32, i32* %11, align 4
  %180 = add i32 %178, %179
  %181 = load i32, i32* %8, align 4
  %182 = icmp ult i32 %180, %181
  br i1 %182, label %183, label %197

183:                                              ; preds = %177
  %184 = load i32, i32* %11, align 4
  %185 = load i32, i32* %11, align 4
  %186 = lshr i32 %185, 5
  %187 = add i32 %184, %186
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds [264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 %188
  %190 = load i32, i32* %189, align 4
  %191 = load i32*, i32** %6, align 8
  %192 = load i32, i32* %10, align 4
  %193 = load i32, i32* %11, align 4
  %194 = add i32 %192, %193
  %195 = zext i32 %194 to i64
  %196 = getelementptr inbounds i32, i32* %191, i64 %195
  store i32 %190, i32* %196, align 4
  br label %197

197:                                              ; preds = %183, %177
  %198 = load i32, i32* %10, align 4
  %199 = load i32, i32* %12, align 4
  %200 = add i32 %198, %199
  %201 = load i32, i32* %8, align 4
  %202 = icmp ult i32 %200, %201
  br i1 %202, label %203, label %217

203:                                              ; preds = %197
  %204 = load i32, i32* %12, align 4
  %205 = load i32, i32* %12, align 4
  %206 = lshr i32 %205, 5
  %207 = add i32 %204, %206
  %208 = zext i32 %207 to i64
  %209 = getelementptr inbounds [264 x i32], [264 x i32]* addrspacecast ([264 x i32] addrspace(3)* @_ZZ17scan_blelloch_u32E1s to [264 x i32]*), i64 0, i64 %208
  %210 = load i32, i32* %209, align 4
  %211 = load i32*, i32** %6, align 8
  %212 = load i32, i32* %10, align 4
  %213 = load i32, i32* %12, align 4
  %214 = add i32 %212, %213
  %215 = zext i32 %214 to i64
  %216 = getelementptr inbounds i32, i32* %211, i64 %215
  store i32 %210, i32* %216, align 4
  br label %217

217:                                              ; preds = %203, %197
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @scan_uniform_add(i32* noundef %0, i32* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32* %1, i32** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %12 = mul i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %14 = add i32 %12, %13
  store i32 %14, i32* %9, align 4
  %15 = load i32, i32* %9, align 4
  %16 = load i32, i32* %8, align 4
  %17 = icmp ult i32 %15, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %4
  %19 = load i32*, i32** %6, align 8
  %20 = load i32, i32* %9, align 4
  %21 = load i32, i32* %7, align 4
  %22 = udiv i32 %20, %21
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %19, i64 %23
  %25 = load i32, i32* %24, align 4
  %26 = load i32*, i32** %5, align 8
  %27 = load i32, i32* %9, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %26, i64 %28
  %30 = load i32, i32* %29, align 4
  %31 = add i32 %30, %25
  store i32 %31, i32* %29, align 4
  br label %32

32:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32*, i32*, i32)* @scan_blelloch_u32, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32*, i32)* @scan_blelloch_u32, !"maxntidx", i32 128}
!2 = !{void (i32*, i32*, i32, i32)* @scan_uniform_add, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
