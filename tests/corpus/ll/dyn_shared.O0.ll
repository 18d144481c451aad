source_filename = "dyn_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@sbuf = external dso_local addrspace(3) global [0 x i32], align 4
@raw = external dso_local addrspace(3) global [0 x i8], align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @block_reverse(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32* %0, i32** %6, align 8
  store i32* %1, i32** %7, align 8
  store i32 %2, i32* %8, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %12, i32* %9, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %15 = mul i32 %13, %14
  store i32 %15, i32* %10, align 4
  %16 = load i32, i32* %10, align 4
  %17 = load i32, i32* %8, align 4
  %18 = icmp ult i32 %16, %17
  br i1 %18, label %19, label %33

19:                                               ; preds = %3
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %21 = load i32, i32* %8, align 4
  %22 = load i32, i32* %10, align 4
  %23 = sub i32 %21, %22
  store i32 %20, i32* %4, align 4
  store i32 %23, i32* %5, align 4
  %24 = load i32, i32* %4, align 4
  %25 = load i32, i32* %5, align 4
  %26 = icmp ult i32 %24, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %19
  %28 = load i32, i32* %4, align 4
  br label %31

29:                                               ; preds = %19
  %30 = load i32, i32* %5, align 4
  br label %31

31:                                               ; preds = %27, %29
  %32 = phi i32 [ %28, %27 ], [ %30, %29 ]
  br label %34

33:                                               ; preds = %3
  br label %34

34:                                               ; preds = %33, %31
  %35 = phi i32 [ %32, %31 ], [ 0, %33 ]
  store i32 %35, i32* %11, align 4
  %36 = load i32, i32* %9, align 4
  %37 = load i32, i32* %11, align 4
  %38 = icmp ult i32 %36, %37
  br i1 %38, label %39, label %50

39:                                               ; preds = %34
  %40 = load i32*, i32** %6, align 8
  %41 = load i32, i32* %10, align 4
  %42 = load i32, i32* %9, align 4
  %43 = add i32 %41, %42
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds i32, i32* %40, i64 %44
  %46 = load i32, i32* %45, align 4
  %47 = load i32, i32* %9, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [0 x i32], [0 x i32]* addrspacecast ([0 x i32] addrspace(3)* @sbuf to [0 x i32]*), i64 0, i64 %48
  store i32 %46, i32* %49, align 4
  br label %50

50:                                               ; preds = %39, %34
  call void @llvm.nvvm.barrier0()
  %51 = load i32, i32* %9, align 4
  %52 = load i32, i32* %11, align 4
  %53 = icmp ult i32 %51, %52
  br i1 %53, label %54, label %68

54:                                               ; preds = %50
  %55 = load i32, i32* %11, align 4
  %56 = sub i32 %55, 1
  %57 = load i32, i32* %9, align 4
  %58 = sub i32 %56, %57
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [0 x i32], [0 x i32]* addrspacecast ([0 x i32] addrspace(3)* @sbuf to [0 x i32]*), i64 0, i64 %59
  %61 = load i32, i32* %60, align 4
  %62 = load i32*, i32** %7, align 8
  %63 = load i32, i32* %10, align 4
  %64 = load i32, i32* %9, align 4
  %65 = add i32 %63, %64
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i32, i32* %62, i64 %66
  store i32 %61, i32* %67, align 4
  br label %68

68:                                               ; preds = %54, %50
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @block_normalize_rank(float* noundef %0, float* noundef %1, i32* noundef %2, i32 noundef %3) #0 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca float*, align 8
  %13 = alloca i32*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  store float* %0, float** %8, align 8
  store float* %1, float** %9, align 8
  store i32* %2, i32** %10, align 8
  store i32 %3, i32* %11, align 4
  store float* addrspacecast (float addrspace(3)* bitcast ([0 x i8] addrspace(3)* @raw to float addrspace(3)*) to float*), float** %12, align 8
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %23 = zext i32 %22 to i64
  %24 = mul i64 %23, 4
  %25 = getelementptr inbounds i8, i8* getelementptr inbounds ([0 x i8], [0 x i8]* addrspacecast ([0 x i8] addrspace(3)* @raw to [0 x i8]*), i64 0, i64 0), i64 %24
  %26 = bitcast i8* %25 to i32*
  store i32* %26, i32** %13, align 8
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %27, i32* %14, align 4
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %30 = mul i32 %28, %29
  %31 = load i32, i32* %14, align 4
  %32 = add i32 %30, %31
  store i32 %32, i32* %15, align 4
  %33 = load i32, i32* %15, align 4
  %34 = load i32, i32* %11, align 4
  %35 = icmp ult i32 %33, %34
  %36 = zext i1 %35 to i8
  store i8 %36, i8* %16, align 1
  %37 = load i8, i8* %16, align 1
  %38 = trunc i8 %37 to i1
  br i1 %38, label %39, label %45

39:                                               ; preds = %4
  %40 = load float*, float** %8, align 8
  %41 = load i32, i32* %15, align 4
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, float* %40, i64 %42
  %44 = load float, float* %43, align 4
  br label %46

45:                                               ; preds = %4
  br label %46

46:                                               ; preds = %45, %39
  %47 = phi float [ %44, %39 ], [ 0.000000e+00, %45 ]
  store float %47, float* %17, align 4
  %48 = load float, float* %17, align 4
  %49 = load float*, float** %12, align 8
  %50 = load i32, i32* %14, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds float, float* %49, i64 %51
  store float %48, float* %52, align 4
  %53 = load i8, i8* %16, align 1
  %54 = trunc i8 %53 to i1
  %55 = zext i1 %54 to i32
  %56 = load i32*, i32** %13, align 8
  %57 = load i32, i32* %14, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i32, i32* %56, i64 %58
  store i32 %55, i32* %59, align 4
  call void @llvm.nvvm.barrier0()
  store float 0.000000e+00, float* %18, align 4
  store i32 0, i32* %19, align 4
  store i32 0, i32* %20, align 4
  br label %60

60:                                               ; preds = %103, %46
  %61 = load i32, i32* %20, align 4
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %63 = icmp ult i32 %61, %62
  br i1 %63, label %64, label %106

64:                                               ; preds = %60
  %65 = load i32*, i32** %13, align 8
  %66 = load i32, i32* %20, align 4
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i32, i32* %65, i64 %67
  %69 = load i32, i32* %68, align 4
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %72, label %71

71:                                               ; preds = %64
  br label %103

72:                                               ; preds = %64
  %73 = load float*, float** %12, align 8
  %74 = load i32, i32* %20, align 4
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds float, float* %73, i64 %75
  %77 = load float, float* %76, align 4
  store float %77, float* %21, align 4
  %78 = load float, float* %18, align 4
  %79 = load float, float* %21, align 4
  store float %79, float* %5, align 4
  %80 = load float, float* %5, align 4
  %81 = call float @llvm.fabs.f32(float %80) #4
  store float %78, float* %6, align 4
  store float %81, float* %7, align 4
  %82 = load float, float* %6, align 4
  %83 = load float, float* %7, align 4
  %84 = call float @llvm.maxnum.f32(float %82, float %83) #4
  store float %84, float* %18, align 4
  %85 = load float, float* %21, align 4
  %86 = load float, float* %17, align 4
  %87 = fcmp olt float %85, %86
  br i1 %87, label %98, label %88

88:                                               ; preds = %72
  %89 = load float, float* %21, align 4
  %90 = load float, float* %17, align 4
  %91 = fcmp oeq float %89, %90
  br i1 %91, label %92, label %96

92:                                               ; preds = %88
  %93 = load i32, i32* %20, align 4
  %94 = load i32, i32* %14, align 4
  %95 = icmp ult i32 %93, %94
  br label %96

96:                                               ; preds = %92, %88
  %97 = phi i1 [ false, %88 ], [ %95, %92 ]
  br label %98

98:                                               ; preds = %96, %72
  %99 = phi i1 [ true, %72 ], [ %97, %96 ]
  %100 = zext i1 %99 to i32
  %101 = load i32, i32* %19, align 4
  %102 = add nsw i32 %101, %100
  store i32 %102, i32* %19, align 4
  br label %103

103:                                              ; preds = %98, %71
  %104 = load i32, i32* %20, align 4
  %105 = add i32 %104, 1
  store i32 %105, i32* %20, align 4
  br label %60, !llvm.loop !6

106:                                              ; preds = %60
  %107 = load i8, i8* %16, align 1
  %108 = trunc i8 %107 to i1
  br i1 %108, label %109, label %128

109:                                              ; preds = %106
  %110 = load float, float* %18, align 4
  %111 = fcmp ogt float %110, 0.000000e+00
  br i1 %111, label %112, label %116

112:                                              ; preds = %109
  %113 = load float, float* %17, align 4
  %114 = load float, float* %18, align 4
  %115 = fdiv float %113, %114
  br label %117

116:                                              ; preds = %109
  br label %117

117:                                              ; preds = %116, %112
  %118 = phi float [ %115, %112 ], [ 0.000000e+00, %116 ]
  %119 = load float*, float** %9, align 8
  %120 = load i32, i32* %15, align 4
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds float, float* %119, i64 %121
  store float %118, float* %122, align 4
  %123 = load i32, i32* %19, align 4
  %124 = load i32*, i32** %10, align 8
  %125 = load i32, i32* %15, align 4
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds i32, i32* %124, i64 %126
  store i32 %123, i32* %127, align 4
  br label %128

128:                                              ; preds = %117, %106
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32*, i32)* @block_reverse, !"kernel", i32 1}
!1 = !{void (float*, float*, i32*, i32)* @block_normalize_rank, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
