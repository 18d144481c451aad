source_filename = "fft_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@c_cos = dso_local addrspace(4) externally_initialized global [32 x float] [float 1.000000e+00, float 0x3FEFD88DA0000000, float 0x3FEF6297C0000000, float 0x3FEE9F4160000000, float 0x3FED906BC0000000, float 0x3FEC38B300000000, float 0x3FEA9B6620000000, float 0x3FE8BC8060000000, float 0x3FE6A09E60000000, float 0x3FE44CF320000000, float 0x3FE1C73B40000000, float 0x3FDE2B5D40000000, float 0x3FD87DE2A0000000, float 0x3FD2940620000000, float 0x3FC8F8B840000000, float 0x3FB917A6C0000000, float 0.000000e+00, float 0xBFB917A6C0000000, float 0xBFC8F8B840000000, float 0xBFD2940620000000, float 0xBFD87DE2A0000000, float 0xBFDE2B5D40000000, float 0xBFE1C73B40000000, float 0xBFE44CF320000000, float 0xBFE6A09E60000000, float 0xBFE8BC8060000000, float 0xBFEA9B6620000000, float 0xBFEC38B300000000, float 0xBFED906BC0000000, float 0xBFEE9F4160000000, float 0xBFEF6297C0000000, float 0xBFEFD88DA0000000], align 4
@c_msin = dso_local addrspace(4) externally_initialized global [32 x float] [float 0.000000e+00, float 0xBFB917A6C0000000, float 0xBFC8F8B840000000, float 0xBFD2940620000000, float 0xBFD87DE2A0000000, float 0xBFDE2B5D40000000, float 0xBFE1C73B40000000, float 0xBFE44CF320000000, float 0xBFE6A09E60000000, float 0xBFE8BC8060000000, float 0xBFEA9B6620000000, float 0xBFEC38B300000000, float 0xBFED906BC0000000, float 0xBFEE9F4160000000, float 0xBFEF6297C0000000, float 0xBFEFD88DA0000000, float -1.000000e+00, float 0xBFEFD88DA0000000, float 0xBFEF6297C0000000, float 0xBFEE9F4160000000, float 0xBFED906BC0000000, float 0xBFEC38B300000000, float 0xBFEA9B6620000000, float 0xBFE8BC8060000000, float 0xBFE6A09E60000000, float 0xBFE44CF320000000, float 0xBFE1C73B40000000, float 0xBFDE2B5D40000000, float 0xBFD87DE2A0000000, float 0xBFD2940620000000, float 0xBFC8F8B840000000, float 0xBFB917A6C0000000], align 4
@_ZZ5fft64E1s = internal addrspace(3) global [64 x <2 x float>] undef, align 8
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([32 x float] addrspace(4)* @c_cos to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([32 x float] addrspace(4)* @c_msin to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fft64(<2 x float>* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca <2 x float>*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca <2 x float>*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca <2 x float>, align 8
  %19 = alloca <2 x float>, align 8
  %20 = alloca <2 x float>, align 8
  %21 = alloca i32, align 4
  store <2 x float>* %0, <2 x float>** %4, align 8
  store i32 %1, i32* %5, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  store i32 %22, i32* %6, align 4
  %23 = load i32, i32* %6, align 4
  %24 = load i32, i32* %5, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %2
  br label %146

27:                                               ; preds = %2
  %28 = load <2 x float>*, <2 x float>** %4, align 8
  %29 = load i32, i32* %6, align 4
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %30, 64
  %32 = getelementptr inbounds <2 x float>, <2 x float>* %28, i64 %31
  store <2 x float>* %32, <2 x float>** %7, align 8
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %33, i32* %8, align 4
  %34 = load i32, i32* %8, align 4
  store i32 %34, i32* %9, align 4
  br label %35

35:                                               ; preds = %50, %27
  %36 = load i32, i32* %9, align 4
  %37 = icmp ult i32 %36, 64
  br i1 %37, label %38, label %53

38:                                               ; preds = %35
  %39 = load <2 x float>*, <2 x float>** %7, align 8
  %40 = load i32, i32* %9, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds <2 x float>, <2 x float>* %39, i64 %41
  %43 = load <2 x float>, <2 x float>* %42, align 8
  %44 = load i32, i32* %9, align 4
  store i32 %44, i32* %3, align 4
  %45 = load i32, i32* %3, align 4
  %46 = call i32 @llvm.bitreverse.i32(i32 %45) #4
  %47 = lshr i32 %46, 26
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>]* addrspacecast ([64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s to [64 x <2 x float>]*), i64 0, i64 %48
  store <2 x float> %43, <2 x float>* %49, align 8
  br label %50

50:                                               ; preds = %38
  %51 = load i32, i32* %9, align 4
  %52 = add i32 %51, 32
  store i32 %52, i32* %9, align 4
  br label %35, !llvm.loop !6

53:                                               ; preds = %35
  call void @llvm.nvvm.barrier0()
  store i32 1, i32* %10, align 4
  br label %54

54:                                               ; preds = %126, %53
  %55 = load i32, i32* %10, align 4
  %56 = icmp ult i32 %55, 64
  br i1 %56, label %57, label %129

57:                                               ; preds = %54
  %58 = load i32, i32* %8, align 4
  %59 = load i32, i32* %10, align 4
  %60 = udiv i32 %58, %59
  store i32 %60, i32* %11, align 4
  %61 = load i32, i32* %8, align 4
  %62 = load i32, i32* %10, align 4
  %63 = urem i32 %61, %62
  store i32 %63, i32* %12, align 4
  %64 = load i32, i32* %11, align 4
  %65 = mul i32 %64, 2
  %66 = load i32, i32* %10, align 4
  %67 = mul i32 %65, %66
  %68 = load i32, i32* %12, align 4
  %69 = add i32 %67, %68
  store i32 %69, i32* %13, align 4
  %70 = load i32, i32* %13, align 4
  %71 = load i32, i32* %10, align 4
  %72 = add i32 %70, %71
  store i32 %72, i32* %14, align 4
  %73 = load i32, i32* %12, align 4
  %74 = load i32, i32* %10, align 4
  %75 = mul i32 2, %74
  %76 = udiv i32 64, %75
  %77 = mul i32 %73, %76
  store i32 %77, i32* %15, align 4
  %78 = load i32, i32* %15, align 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(4)* @c_cos to [32 x float]*), i64 0, i64 %79
  %81 = load float, float* %80, align 4
  store float %81, float* %16, align 4
  %82 = load i32, i32* %15, align 4
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [32 x float], [32 x float]* addrspacecast ([32 x float] addrspace(4)* @c_msin to [32 x float]*), i64 0, i64 %83
  %85 = load float, float* %84, align 4
  store float %85, float* %17, align 4
  %86 = load i32, i32* %13, align 4
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>]* addrspacecast ([64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s to [64 x <2 x float>]*), i64 0, i64 %87
  %89 = load <2 x float>, <2 x float>* %88, align 8
  store <2 x float> %89, <2 x float>* %18, align 8
  %90 = load i32, i32* %14, align 4
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>]* addrspacecast ([64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s to [64 x <2 x float>]*), i64 0, i64 %91
  %93 = load <2 x float>, <2 x float>* %92, align 8
  store <2 x float> %93, <2 x float>* %19, align 8
  %94 = load <2 x float>, <2 x float>* %19, align 8
  %95 = extractelement <2 x float> %94, i64 0
  %96 = load float, float* %16, align 4
  %97 = fmul float %95, %96
  %98 = load <2 x float>, <2 x float>* %19, align 8
  %99 = extractelement <2 x float> %98, i64 1
  %100 = load float, float* %17, align 4
  %101 = fmul float %99, %100
  %102 = fsub float %97, %101
  %103 = insertelement <2 x float> undef, float %102, i32 0
  %104 = load <2 x float>, <2 x float>* %19, align 8
  %105 = extractelement <2 x float> %104, i64 0
  %106 = load float, float* %17, align 4
  %107 = fmul float %105, %106
  %108 = load <2 x float>, <2 x float>* %19, align 8
  %109 = extractelement <2 x float> %108, i64 1
  %110 = load float, float* %16, align 4
  %111 = fmul float %109, %110
  %112 = fadd float %107, %111
  %113 = insertelement <2 x float> %103, float %112, i32 1
  store <2 x float> %113, <2 x float>* %20, align 8
  call void @llvm.nvvm.barrier0()
  %114 = load <2 x float>, <2 x float>* %18, align 8
  %115 = load <2 x float>, <2 x float>* %20, align 8
  %116 = fadd <2 x float> %114, %115
  %117 = load i32, i32* %13, align 4
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>]* addrspacecast ([64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s to [64 x <2 x float>]*), i64 0, i64 %118
  store <2 x float> %116, <2 x float>* %119, align 8
  %120 = load <2 x float>, <2 x float>* %18, align 8
  %121 = load <2 x float>, <2 x float>* %20, align 8
  %122 = fsub <2 x float> %120, %121
  %123 = load i32, i32* %14, align 4
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>]* addrspacecast ([64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s to [64 x <2 x float>]*), i64 0, i64 %124
  store <2 x float> %122, <2 x float>* %125, align 8
  call void @llvm.nvvm.barrier0()
  br label %126

126:                                              ; preds = %57
  %127 = load i32, i32* %10, align 4
  %128 = shl i32 %127, 1
  store i32 %128, i32* %10, align 4
  br label %54, !llvm.loop !8

129:                                              ; preds = %54
  %130 = load i32, i32* %8, align 4
  store i32 %130, i32* %21, align 4
  br label %131

131:                                              ; preds = %143, %129
  %132 = load i32, i32* %21, align 4
  %133 = icmp ult i32 %132, 64
  br i1 %133, label %134, label %146

134:                                              ; preds = %131
  %135 = load i32, i32* %21, align 4
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>]* addrspacecast ([64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s to [64 x <2 x float>]*), i64 0, i64 %136
  %138 = load <2 x float>, <2 x float>* %137, align 8
  %139 = load <2 x float>*, <2 x float>** %7, align 8
  %140 = load i32, i32* %21, align 4
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds <2 x float>, <2 x float>* %139, i64 %141
  store <2 x float> %138, <2 x float>* %142, align 8
  br label %143

143:                                              ; preds = %134
  %144 = load i32, i32* %21, align 4
  %145 = add i32 %144, 32
  store i32 %145, i32* %21, align 4
  br label %131, !llvm.loop !9

146:                                              ; preds = %26, %131
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (<2 x float>*, i32)* @fft64, !"kernel", i32 1}
!1 = !{void (<2 x float>*, i32)* @fft64, !"maxntidx", i32 32}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
