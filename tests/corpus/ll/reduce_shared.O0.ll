source_filename = "reduce_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ14reduce_sum_f32E1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@_ZZ14reduce_sum_u32E1s = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ14reduce_max_f32E1s = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @reduce_sum_f32(float* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca float*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store float* %0, float** %4, align 8
  store float* %1, float** %5, align 8
  store i32 %2, i32* %6, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %11, i32* %7, align 4
  store float 0.000000e+00, float* %8, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %13 = mul i32 %12, 256
  %14 = load i32, i32* %7, align 4
  %15 = add i32 %13, %14
  store i32 %15, i32* %9, align 4
  br label %16

16:                                               ; preds = %28, %3
  %17 = load i32, i32* %9, align 4
  %18 = load i32, i32* %6, align 4
  %19 = icmp ult i32 %17, %18
  br i1 %19, label %20, label %33

20:                                               ; preds = %16
  %21 = load float*, float** %4, align 8
  %22 = load i32, i32* %9, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, float* %21, i64 %23
  %25 = load float, float* %24, align 4
  %26 = load float, float* %8, align 4
  %27 = fadd float %26, %25
  store float %27, float* %8, align 4
  br label %28

28:                                               ; preds = %20
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %30 = mul i32 256, %29
  %31 = load i32, i32* %9, align 4
  %32 = add i32 %31, %30
  store i32 %32, i32* %9, align 4
  br label %16, !llvm.loop !10

33:                                               ; preds = %16
  %34 = load float, float* %8, align 4
  %35 = load i32, i32* %7, align 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s to [256 x float]*), i64 0, i64 %36
  store float %34, float* %37, align 4
  call void @llvm.nvvm.barrier0()
  store i32 128, i32* %10, align 4
  br label %38

38:                                               ; preds = %58, %33
  %39 = load i32, i32* %10, align 4
  %40 = icmp ugt i32 %39, 0
  br i1 %40, label %41, label %61

41:                                               ; preds = %38
  %42 = load i32, i32* %7, align 4
  %43 = load i32, i32* %10, align 4
  %44 = icmp ult i32 %42, %43
  br i1 %44, label %45, label %57

45:                                               ; preds = %41
  %46 = load i32, i32* %7, align 4
  %47 = load i32, i32* %10, align 4
  %48 = add i32 %46, %47
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s to [256 x float]*), i64 0, i64 %49
  %51 = load float, float* %50, align 4
  %52 = load i32, i32* %7, align 4
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s to [256 x float]*), i64 0, i64 %53
  %55 = load float, float* %54, align 4
  %56 = fadd float %55, %51
  store float %56, float* %54, align 4
  br label %57

57:                                               ; preds = %45, %41
  call void @llvm.nvvm.barrier0()
  br label %58

58:                                               ; preds = %57
  %59 = load i32, i32* %10, align 4
  %60 = lshr i32 %59, 1
  store i32 %60, i32* %10, align 4
  br label %38, !llvm.loop !12

61:                                               ; preds = %38
  %62 = load i32, i32* %7, align 4
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %70

64:                                               ; preds = %61
  %65 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s to [256 x float]*), i64 0, i64 0), align 4
  %66 = load float*, float** %5, align 8
  %67 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds float, float* %66, i64 %68
  store float %65, float* %69, align 4
  br label %70

70:                                               ; preds = %64, %61
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @reduce_sum_u32(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32* %0, i32** %6, align 8
  store i32* %1, i32** %7, align 8
  store i32 %2, i32* %8, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %13, i32* %9, align 4
  store i32 0, i32* %10, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %15 = mul i32 %14, 256
  %16 = load i32, i32* %9, align 4
  %17 = add i32 %15, %16
  store i32 %17, i32* %11, align 4
  br label %18

18:                                               ; preds = %30, %3
  %19 = load i32, i32* %11, align 4
  %20 = load i32, i32* %8, align 4
  %21 = icmp ult i32 %19, %20
  br i1 %21, label %22, label %35

22:                                               ; preds = %18
  %23 = load i32*, i32** %6, align 8
  %24 = load i32, i32* %11, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %23, i64 %25
  %27 = load i32, i32* %26, align 4
  %28 = load i32, i32* %10, align 4
  %29 = add i32 %28, %27
  store i32 %29, i32* %10, align 4
  br label %30

30:                                               ; preds = %22
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %32 = mul i32 256, %31
  %33 = load i32, i32* %11, align 4
  %34 = add i32 %33, %32
  store i32 %34, i32* %11, align 4
  br label %18, !llvm.loop !13

35:                                               ; preds = %18
  %36 = load i32, i32* %10, align 4
  %37 = load i32, i32* %9, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s to [256 x i32]*), i64 0, i64 %38
  store i32 %36, i32* %39, align 4
  call void @llvm.nvvm.barrier0()
  store i32 128, i32* %12, align 4
  br label %40

40:                                               ; preds = %60, %35
  %41 = load i32, i32* %12, align 4
  %42 = icmp ugt i32 %41, 0
  br i1 %42, label %43, label %63

43:                                               ; preds = %40
  %44 = load i32, i32* %9, align 4
  %45 = load i32, i32* %12, align 4
  %46 = icmp ult i32 %44, %45
  br i1 %46, label %47, label %59

47:                                               ; preds = %43
  %48 = load i32, i32* %9, align 4
  %49 = load i32, i32* %12, align 4
  %50 = add i32 %48, %49
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s to [256 x i32]*), i64 0, i64 %51
  %53 = load i32, i32* %52, align 4
  %54 = load i32, i32* %9, align 4
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s to [256 x i32]*), i64 0, i64 %55
  %57 = load i32, i32* %56, align 4
  %58 = add i32 %57, %53
  store i32 %58, i32* %56, align 4
  br label %59

59:                                               ; preds = %47, %43
  call void @llvm.nvvm.barrier0()
  br label %60

60:                                               ; preds = %59
  %61 = load i32, i32* %12, align 4
  %62 = lshr i32 %61, 1
  store i32 %62, i32* %12, align 4
  br label %40, !llvm.loop !14

63:                                               ; preds = %40
  %64 = load i32, i32* %9, align 4
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %72

66:                                               ; preds = %63
  %67 = load i32*, i32** %7, align 8
  %68 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s to [256 x i32]*), i64 0, i64 0), align 4
  store i32* %67, i32** %4, align 8
  store i32 %68, i32* %5, align 4
  %69 = load i32*, i32** %4, align 8
  %70 = load i32, i32* %5, align 4
  %71 = atomicrmw add i32* %69, i32 %70 seq_cst, align 4
  br label %72

72:                                               ; preds = %66, %63
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @reduce_max_f32(float* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store float* %0, float** %8, align 8
  store float* %1, float** %9, align 8
  store i32 %2, i32* %10, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %15, i32* %11, align 4
  store float 0xFFF0000000000000, float* %12, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %17 = mul i32 %16, 256
  %18 = load i32, i32* %11, align 4
  %19 = add i32 %17, %18
  store i32 %19, i32* %13, align 4
  br label %20

20:                                               ; preds = %34, %3
  %21 = load i32, i32* %13, align 4
  %22 = load i32, i32* %10, align 4
  %23 = icmp ult i32 %21, %22
  br i1 %23, label %24, label %39

24:                                               ; preds = %20
  %25 = load float, float* %12, align 4
  %26 = load float*, float** %8, align 8
  %27 = load i32, i32* %13, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, float* %26, i64 %28
  %30 = load float, float* %29, align 4
  store float %25, float* %4, align 4
  store float %30, float* %5, align 4
  %31 = load float, float* %4, align 4
  %32 = load float, float* %5, align 4
  %33 = call float @llvm.maxnum.f32(float %31, float %32) #4
  store float %33, float* %12, align 4
  br label %34

34:                                               ; preds = %24
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %36 = mul i32 256, %35
  %37 = load i32, i32* %13, align 4
  %38 = add i32 %37, %36
  store i32 %38, i32* %13, align 4
  br label %20, !llvm.loop !15

39:                                               ; preds = %20
  %40 = load float, float* %12, align 4
  %41 = load i32, i32* %11, align 4
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s to [256 x float]*), i64 0, i64 %42
  store float %40, float* %43, align 4
  call void @llvm.nvvm.barrier0()
  store i32 128, i32* %14, align 4
  br label %44

44:                                               ; preds = %69, %39
  %45 = load i32, i32* %14, align 4
  %46 = icmp ugt i32 %45, 0
  br i1 %46, label %47, label %72

47:                                               ; preds = %44
  %48 = load i32, i32* %11, align 4
  %49 = load i32, i32* %14, align 4
  %50 = icmp ult i32 %48, %49
  br i1 %50, label %51, label %68

51:                                               ; preds = %47
  %52 = load i32, i32* %11, align 4
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s to [256 x float]*), i64 0, i64 %53
  %55 = load float, float* %54, align 4
  %56 = load i32, i32* %11, align 4
  %57 = load i32, i32* %14, align 4
  %58 = add i32 %56, %57
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s to [256 x float]*), i64 0, i64 %59
  %61 = load float, float* %60, align 4
  store float %55, float* %6, align 4
  store float %61, float* %7, align 4
  %62 = load float, float* %6, align 4
  %63 = load float, float* %7, align 4
  %64 = call float @llvm.maxnum.f32(float %62, float %63) #4
  %65 = load i32, i32* %11, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s to [256 x float]*), i64 0, i64 %66
  store float %64, float* %67, align 4
  br label %68

68:                                               ; preds = %51, %47
  call void @llvm.nvvm.barrier0()
  br label %69

69:                                               ; preds = %68
  %70 = load i32, i32* %14, align 4
  %71 = lshr i32 %70, 1
  store i32 %71, i32* %14, align 4
  br label %44, !llvm.loop !16

72:                                               ; preds = %44
  %73 = load i32, i32* %11, align 4
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %81

75:                                               ; preds = %72
  %76 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s to [256 x float]*), i64 0, i64 0), align 4
  %77 = load float*, float** %9, align 8
  %78 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds float, float* %77, i64 %79
  store float %76, float* %80, align 4
  br label %81

81:                                               ; preds = %75, %72
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = !{void (float*, float*, i32)* @reduce_sum_f32, !"kernel", i32 1}
!1 = !{void (float*, float*, i32)* @reduce_sum_f32, !"maxntidx", i32 256}
!2 = !{void (i32*, i32*, i32)* @reduce_sum_u32, !"kernel", i32 1}
!3 = !{void (i32*, i32*, i32)* @reduce_sum_u32, !"maxntidx", i32 256}
!4 = !{void (float*, float*, i32)* @reduce_max_f32, !"kernel", i32 1}
!5 = !{void (float*, float*, i32)* @reduce_max_f32, !"maxntidx", i32 256}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
