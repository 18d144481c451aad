source_filename = "atomics_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ14atomics_sharedE3cnt = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE3odd = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE2mn = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE2mx = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE4bits = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE3smn = internal addrspace(3) global i32 undef, align 4
@_ZZ14atomics_sharedE5sum64 = internal addrspace(3) global i64 undef, align 8
@_ZZ14atomics_sharedE5max64 = internal addrspace(3) global i64 undef, align 8
@_ZZ14atomics_sharedE4fsum = internal addrspace(3) global float undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @atomics_shared(i32* noundef %0, i32 noundef %1, i32* noundef %2, i64* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float*, align 8
  %12 = alloca float, align 4
  %13 = alloca i32*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64*, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64*, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32*, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32*, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32*, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32*, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32*, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32*, align 8
  %31 = alloca i32, align 4
  %32 = alloca i32*, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32*, align 8
  %35 = alloca i64*, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32*, align 8
  store i32* %0, i32** %32, align 8
  store i32 %1, i32* %33, align 4
  store i32* %2, i32** %34, align 8
  store i64* %3, i64** %35, align 8
  %40 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  store i32 %40, i32* %36, align 4
  %41 = load i32, i32* %36, align 4
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %4
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3cnt to i32*), align 4
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3odd to i32*), align 4
  store i32 -1, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mn to i32*), align 4
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mx to i32*), align 4
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE4bits to i32*), align 4
  store i32 2147483647, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3smn to i32*), align 4
  store i64 0, i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5sum64 to i64*), align 8
  store i64 0, i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5max64 to i64*), align 8
  store float 0.000000e+00, float* addrspacecast (float addrspace(3)* @_ZZ14atomics_sharedE4fsum to float*), align 4
  br label %44

44:                                               ; preds = %43, %4
  call void @llvm.nvvm.barrier0()
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %47 = mul i32 %45, %46
  %48 = load i32, i32* %36, align 4
  %49 = add i32 %47, %48
  store i32 %49, i32* %37, align 4
  %50 = load i32, i32* %37, align 4
  %51 = load i32, i32* %33, align 4
  %52 = icmp ult i32 %50, %51
  br i1 %52, label %53, label %128

53:                                               ; preds = %44
  %54 = load i32*, i32** %32, align 8
  %55 = load i32, i32* %37, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, i32* %54, i64 %56
  %58 = load i32, i32* %57, align 4
  store i32 %58, i32* %38, align 4
  store i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3cnt to i32*), i32** %28, align 8
  store i32 1, i32* %29, align 4
  %59 = load i32*, i32** %28, align 8
  %60 = load i32, i32* %29, align 4
  %61 = atomicrmw add i32* %59, i32 %60 seq_cst, align 4
  %62 = load i32, i32* %38, align 4
  %63 = and i32 %62, 1
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %69

65:                                               ; preds = %53
  store i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3odd to i32*), i32** %30, align 8
  store i32 1, i32* %31, align 4
  %66 = load i32*, i32** %30, align 8
  %67 = load i32, i32* %31, align 4
  %68 = atomicrmw add i32* %66, i32 %67 seq_cst, align 4
  br label %69

69:                                               ; preds = %65, %53
  %70 = load i32, i32* %38, align 4
  store i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mn to i32*), i32** %26, align 8
  store i32 %70, i32* %27, align 4
  %71 = load i32*, i32** %26, align 8
  %72 = load i32, i32* %27, align 4
  %73 = atomicrmw umin i32* %71, i32 %72 seq_cst, align 4
  %74 = load i32, i32* %38, align 4
  store i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mx to i32*), i32** %24, align 8
  store i32 %74, i32* %25, align 4
  %75 = load i32*, i32** %24, align 8
  %76 = load i32, i32* %25, align 4
  %77 = atomicrmw umax i32* %75, i32 %76 seq_cst, align 4
  %78 = load i32, i32* %38, align 4
  %79 = lshr i32 %78, 27
  %80 = shl i32 1, %79
  store i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE4bits to i32*), i32** %22, align 8
  store i32 %80, i32* %23, align 4
  %81 = load i32*, i32** %22, align 8
  %82 = load i32, i32* %23, align 4
  %83 = atomicrmw or i32* %81, i32 %82 seq_cst, align 4
  %84 = load i32, i32* %38, align 4
  store i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3smn to i32*), i32** %20, align 8
  store i32 %84, i32* %21, align 4
  %85 = load i32*, i32** %20, align 8
  %86 = load i32, i32* %21, align 4
  %87 = atomicrmw min i32* %85, i32 %86 seq_cst, align 4
  %88 = load i32, i32* %38, align 4
  %89 = zext i32 %88 to i64
  store i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5sum64 to i64*), i64** %18, align 8
  store i64 %89, i64* %19, align 8
  %90 = load i64*, i64** %18, align 8
  %91 = load i64, i64* %19, align 8
  %92 = atomicrmw add i64* %90, i64 %91 seq_cst, align 8
  %93 = load i32, i32* %38, align 4
  %94 = zext i32 %93 to i64
  %95 = load i32, i32* %38, align 4
  %96 = lshr i32 %95, 16
  %97 = zext i32 %96 to i64
  %98 = mul i64 %94, %97
  store i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5max64 to i64*), i64** %16, align 8
  store i64 %98, i64* %17, align 8
  %99 = load i64*, i64** %16, align 8
  %100 = load i64, i64* %17, align 8
  %101 = atomicrmw umax i64* %99, i64 %100 seq_cst, align 8
  %102 = load i32, i32* %38, align 4
  %103 = and i32 %102, 7
  %104 = uitofp i32 %103 to float
  store float* addrspacecast (float addrspace(3)* @_ZZ14atomics_sharedE4fsum to float*), float** %11, align 8
  store float %104, float* %12, align 4
  %105 = load float*, float** %11, align 8
  %106 = bitcast float* %105 to i32*
  store i32* %106, i32** %13, align 8
  store i32 0, i32* %14, align 4
  br label %107

107:                                              ; preds = %125, %69
  %108 = load i32*, i32** %13, align 8
  %109 = load i32, i32* %14, align 4
  %110 = load i32, i32* %14, align 4
  store i32 %110, i32* %5, align 4
  %111 = bitcast i32* %5 to float*
  %112 = load float, float* %111, align 4
  %113 = load float, float* %12, align 4
  %114 = fadd float %112, %113
  store float %114, float* %10, align 4
  %115 = bitcast float* %10 to i32*
  %116 = load i32, i32* %115, align 4
  store i32* %108, i32** %6, align 8
  store i32 %109, i32* %7, align 4
  store i32 %116, i32* %8, align 4
  %117 = load i32*, i32** %6, align 8
  %118 = load i32, i32* %7, align 4
  %119 = load i32, i32* %8, align 4
  %120 = cmpxchg i32* %117, i32 %118, i32 %119 seq_cst seq_cst, align 4
  %121 = extractvalue { i32, i1 } %120, 0
  store i32 %121, i32* %15, align 4
  %122 = load i32, i32* %15, align 4
  %123 = load i32, i32* %14, align 4
  %124 = icmp eq i32 %122, %123
  br i1 %124, label %127, label %125

125:                                              ; preds = %107
  %126 = load i32, i32* %15, align 4
  store i32 %126, i32* %14, align 4
  br label %107, !llvm.loop !5

127:                                              ; preds = %107
  br label %128

128:                                              ; preds = %127, %44
  call void @llvm.nvvm.barrier0()
  %129 = load i32, i32* %36, align 4
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %131, label %176

131:                                              ; preds = %128
  %132 = load i32*, i32** %34, align 8
  %133 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %134 = mul i32 8, %133
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds i32, i32* %132, i64 %135
  store i32* %136, i32** %39, align 8
  %137 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3cnt to i32*), align 4
  %138 = load i32*, i32** %39, align 8
  %139 = getelementptr inbounds i32, i32* %138, i64 0
  store i32 %137, i32* %139, align 4
  %140 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3odd to i32*), align 4
  %141 = load i32*, i32** %39, align 8
  %142 = getelementptr inbounds i32, i32* %141, i64 1
  store i32 %140, i32* %142, align 4
  %143 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mn to i32*), align 4
  %144 = load i32*, i32** %39, align 8
  %145 = getelementptr inbounds i32, i32* %144, i64 2
  store i32 %143, i32* %145, align 4
  %146 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE2mx to i32*), align 4
  %147 = load i32*, i32** %39, align 8
  %148 = getelementptr inbounds i32, i32* %147, i64 3
  store i32 %146, i32* %148, align 4
  %149 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE4bits to i32*), align 4
  %150 = load i32*, i32** %39, align 8
  %151 = getelementptr inbounds i32, i32* %150, i64 4
  store i32 %149, i32* %151, align 4
  %152 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ14atomics_sharedE3smn to i32*), align 4
  %153 = load i32*, i32** %39, align 8
  %154 = getelementptr inbounds i32, i32* %153, i64 5
  store i32 %152, i32* %154, align 4
  %155 = load float, float* addrspacecast (float addrspace(3)* @_ZZ14atomics_sharedE4fsum to float*), align 4
  store float %155, float* %9, align 4
  %156 = bitcast float* %9 to i32*
  %157 = load i32, i32* %156, align 4
  %158 = load i32*, i32** %39, align 8
  %159 = getelementptr inbounds i32, i32* %158, i64 6
  store i32 %157, i32* %159, align 4
  %160 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %161 = load i32*, i32** %39, align 8
  %162 = getelementptr inbounds i32, i32* %161, i64 7
  store i32 %160, i32* %162, align 4
  %163 = load i64, i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5sum64 to i64*), align 8
  %164 = load i64*, i64** %35, align 8
  %165 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %166 = mul i32 2, %165
  %167 = zext i32 %166 to i64
  %168 = getelementptr inbounds i64, i64* %164, i64 %167
  store i64 %163, i64* %168, align 8
  %169 = load i64, i64* addrspacecast (i64 addrspace(3)* @_ZZ14atomics_sharedE5max64 to i64*), align 8
  %170 = load i64*, i64** %35, align 8
  %171 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %172 = mul i32 2, %171
  %173 = add i32 %172, 1
  %174 = zext i32 %173 to i64
  %175 = getelementptr inbounds i64, i64* %170, i64 %174
  store i64 %169, i64* %175, align 8
  br label %176

176:                                              ; preds = %131, %128
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

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

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32, i32*, i64*)* @atomics_shared, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
