source_filename = "device_globals.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.params = type { float, i32, double }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@g_lut = dso_local addrspace(1) externally_initialized global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@g_params = dso_local addrspace(1) externally_initialized global %struct.params { float 1.500000e+00, i32 3, double 2.500000e-01 }, align 8
@g_mat = dso_local addrspace(1) externally_initialized global [3 x [3 x float]] [[3 x float] [float 5.000000e-01, float 2.500000e-01, float 0.000000e+00], [3 x float] [float 1.250000e-01, float 1.000000e+00, float -5.000000e-01], [3 x float] [float 0.000000e+00, float -2.500000e-01, float 2.000000e+00]], align 4
@g_ticket = dso_local addrspace(1) externally_initialized global i32 0, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@_ZZ17reduce_last_blockE1s = internal addrspace(3) global [1024 x float] undef, align 4
@_ZZ17reduce_last_blockE7am_last = internal addrspace(3) global i8 undef, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@llvm.compiler.used = appending global [4 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast ([8 x i32] addrspace(1)* @g_lut to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast (%struct.params addrspace(1)* @g_params to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast ([3 x [3 x float]] addrspace(1)* @g_mat to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast (i32 addrspace(1)* @g_ticket to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @use_globals(i32* noundef %0, float* noundef %1, double* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca float*, align 8
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store float* %1, float** %6, align 8
  store double* %2, double** %7, align 8
  store i32 %3, i32* %8, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %17 = mul i32 %15, %16
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %19 = add i32 %17, %18
  store i32 %19, i32* %9, align 4
  %20 = load i32, i32* %9, align 4
  %21 = load i32, i32* %8, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %4
  br label %74

24:                                               ; preds = %4
  %25 = load i32*, i32** %5, align 8
  %26 = load i32, i32* %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32* %25, i64 %27
  %29 = load i32, i32* %28, align 4
  store i32 %29, i32* %10, align 4
  %30 = load i32, i32* %10, align 4
  %31 = and i32 %30, 7
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [8 x i32], [8 x i32]* addrspacecast ([8 x i32] addrspace(1)* @g_lut to [8 x i32]*), i64 0, i64 %32
  %34 = load i32, i32* %33, align 4
  store i32 %34, i32* %11, align 4
  %35 = load i32, i32* %10, align 4
  %36 = load i32, i32* getelementptr inbounds (%struct.params, %struct.params* addrspacecast (%struct.params addrspace(1)* @g_params to %struct.params*), i32 0, i32 1), align 4
  %37 = ashr i32 %35, %36
  %38 = and i32 %37, 1023
  %39 = sitofp i32 %38 to float
  %40 = load float, float* getelementptr inbounds (%struct.params, %struct.params* addrspacecast (%struct.params addrspace(1)* @g_params to %struct.params*), i32 0, i32 0), align 8
  %41 = fmul float %39, %40
  store float %41, float* %12, align 4
  %42 = load i32, i32* %10, align 4
  %43 = urem i32 %42, 3
  store i32 %43, i32* %13, align 4
  %44 = load i32, i32* %10, align 4
  %45 = lshr i32 %44, 8
  %46 = urem i32 %45, 3
  store i32 %46, i32* %14, align 4
  %47 = load float, float* %12, align 4
  %48 = load i32, i32* %13, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x [3 x float]], [3 x [3 x float]]* addrspacecast ([3 x [3 x float]] addrspace(1)* @g_mat to [3 x [3 x float]]*), i64 0, i64 %49
  %51 = load i32, i32* %14, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [3 x float], [3 x float]* %50, i64 0, i64 %52
  %54 = load float, float* %53, align 4
  %55 = fmul float %47, %54
  %56 = load i32, i32* %11, align 4
  %57 = sitofp i32 %56 to float
  %58 = fadd float %55, %57
  %59 = load float*, float** %6, align 8
  %60 = load i32, i32* %9, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, float* %59, i64 %61
  store float %58, float* %62, align 4
  %63 = load float, float* %12, align 4
  %64 = fpext float %63 to double
  %65 = load double, double* getelementptr inbounds (%struct.params, %struct.params* addrspacecast (%struct.params addrspace(1)* @g_params to %struct.params*), i32 0, i32 2), align 8
  %66 = fmul double %64, %65
  %67 = load i32, i32* %11, align 4
  %68 = sitofp i32 %67 to double
  %69 = fadd double %66, %68
  %70 = load double*, double** %7, align 8
  %71 = load i32, i32* %9, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, double* %70, i64 %72
  store double %69, double* %73, align 8
  br label %74

74:                                               ; preds = %24, %23
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @reduce_last_block(float* noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  store float* %0, float** %7, align 8
  store float* %1, float** %8, align 8
  store float* %2, float** %9, align 8
  store i32 %3, i32* %10, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  store i32 %18, i32* %11, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %21 = mul i32 %19, %20
  %22 = load i32, i32* %11, align 4
  %23 = add i32 %21, %22
  store i32 %23, i32* %12, align 4
  %24 = load i32, i32* %12, align 4
  %25 = load i32, i32* %10, align 4
  %26 = icmp ult i32 %24, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %4
  %28 = load float*, float** %7, align 8
  %29 = load i32, i32* %12, align 4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds float, float* %28, i64 %30
  %32 = load float, float* %31, align 4
  br label %34

33:                                               ; preds = %4
  br label %34

34:                                               ; preds = %33, %27
  %35 = phi float [ %32, %27 ], [ 0.000000e+00, %33 ]
  %36 = load i32, i32* %11, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [1024 x float], [1024 x float]* addrspacecast ([1024 x float] addrspace(3)* @_ZZ17reduce_last_blockE1s to [1024 x float]*), i64 0, i64 %37
  store float %35, float* %38, align 4
  call void @llvm.nvvm.barrier0()
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  store i32 %39, i32* %13, align 4
  br label %40

40:                                               ; preds = %63, %34
  %41 = load i32, i32* %13, align 4
  %42 = icmp ugt i32 %41, 1
  br i1 %42, label %43, label %65

43:                                               ; preds = %40
  %44 = load i32, i32* %13, align 4
  %45 = add i32 %44, 1
  %46 = udiv i32 %45, 2
  store i32 %46, i32* %14, align 4
  %47 = load i32, i32* %11, align 4
  %48 = load i32, i32* %13, align 4
  %49 = udiv i32 %48, 2
  %50 = icmp ult i32 %47, %49
  br i1 %50, label %51, label %63

51:                                               ; preds = %43
  %52 = load i32, i32* %11, align 4
  %53 = load i32, i32* %14, align 4
  %54 = add i32 %52, %53
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [1024 x float], [1024 x float]* addrspacecast ([1024 x float] addrspace(3)* @_ZZ17reduce_last_blockE1s to [1024 x float]*), i64 0, i64 %55
  %57 = load float, float* %56, align 4
  %58 = load i32, i32* %11, align 4
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [1024 x float], [1024 x float]* addrspacecast ([1024 x float] addrspace(3)* @_ZZ17reduce_last_blockE1s to [1024 x float]*), i64 0, i64 %59
  %61 = load float, float* %60, align 4
  %62 = fadd float %61, %57
  store float %62, float* %60, align 4
  br label %63

63:                                               ; preds = %51, %43
  %64 = load i32, i32* %14, align 4
  store i32 %64, i32* %13, align 4
  call void @llvm.nvvm.barrier0()
  br label %40, !llvm.loop !6

65:                                               ; preds = %40
  %66 = load i32, i32* %11, align 4
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %84

68:                                               ; preds = %65
  %69 = load float, float* getelementptr inbounds ([1024 x float], [1024 x float]* addrspacecast ([1024 x float] addrspace(3)* @_ZZ17reduce_last_blockE1s to [1024 x float]*), i64 0, i64 0), align 4
  %70 = load float*, float** %8, align 8
  %71 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, float* %70, i64 %72
  store float %69, float* %73, align 4
  call void @llvm.nvvm.membar.gl() #3
  %74 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3
  %75 = sub i32 %74, 1
  store i32* addrspacecast (i32 addrspace(1)* @g_ticket to i32*), i32** %5, align 8
  store i32 %75, i32* %6, align 4
  %76 = load i32*, i32** %5, align 8
  %77 = load i32, i32* %6, align 4
  %78 = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %76, i32 %77) #3
  store i32 %78, i32* %15, align 4
  call void @llvm.nvvm.membar.gl() #3
  %79 = load i32, i32* %15, align 4
  %80 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3
  %81 = sub i32 %80, 1
  %82 = icmp eq i32 %79, %81
  %83 = zext i1 %82 to i8
  store i8 %83, i8* addrspacecast (i8 addrspace(3)* @_ZZ17reduce_last_blockE7am_last to i8*), align 1
  br label %84

84:                                               ; preds = %68, %65
  call void @llvm.nvvm.barrier0()
  %85 = load i8, i8* addrspacecast (i8 addrspace(3)* @_ZZ17reduce_last_blockE7am_last to i8*), align 1
  %86 = trunc i8 %85 to i1
  br i1 %86, label %87, label %109

87:                                               ; preds = %84
  %88 = load i32, i32* %11, align 4
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %90, label %109

90:                                               ; preds = %87
  store float 0.000000e+00, float* %16, align 4
  store i32 0, i32* %17, align 4
  br label %91

91:                                               ; preds = %103, %90
  %92 = load i32, i32* %17, align 4
  %93 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3
  %94 = icmp ult i32 %92, %93
  br i1 %94, label %95, label %106

95:                                               ; preds = %91
  %96 = load float*, float** %8, align 8
  %97 = load i32, i32* %17, align 4
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds float, float* %96, i64 %98
  %100 = load float, float* %99, align 4
  %101 = load float, float* %16, align 4
  %102 = fadd float %101, %100
  store float %102, float* %16, align 4
  br label %103

103:                                              ; preds = %95
  %104 = load i32, i32* %17, align 4
  %105 = add i32 %104, 1
  store i32 %105, i32* %17, align 4
  br label %91, !llvm.loop !8

106:                                              ; preds = %91
  %107 = load float, float* %16, align 4
  %108 = load float*, float** %9, align 8
  store float %107, float* %108, align 4
  br label %109

109:                                              ; preds = %106, %87, %84
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #4

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }
attributes #4 = { argmemonly nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, float*, double*, i32)* @use_globals, !"kernel", i32 1}
!1 = !{void (float*, float*, float*, i32)* @reduce_last_block, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
