source_filename = "divergent.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @collatz_steps(i32* noundef %0, i32* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  store i32* %1, i32** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %14 = mul i32 %12, %13
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %16 = add i32 %14, %15
  store i32 %16, i32* %9, align 4
  %17 = load i32, i32* %9, align 4
  %18 = load i32, i32* %7, align 4
  %19 = icmp sge i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %4
  br label %60

21:                                               ; preds = %4
  %22 = load i32*, i32** %5, align 8
  %23 = load i32, i32* %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %22, i64 %24
  %26 = load i32, i32* %25, align 4
  %27 = and i32 %26, 1048575
  %28 = add i32 %27, 1
  %29 = zext i32 %28 to i64
  store i64 %29, i64* %10, align 8
  store i32 0, i32* %11, align 4
  br label %30

30:                                               ; preds = %50, %21
  %31 = load i64, i64* %10, align 8
  %32 = icmp ne i64 %31, 1
  br i1 %32, label %33, label %37

33:                                               ; preds = %30
  %34 = load i32, i32* %11, align 4
  %35 = load i32, i32* %8, align 4
  %36 = icmp ult i32 %34, %35
  br label %37

37:                                               ; preds = %33, %30
  %38 = phi i1 [ false, %30 ], [ %36, %33 ]
  br i1 %38, label %39, label %54

39:                                               ; preds = %37
  %40 = load i64, i64* %10, align 8
  %41 = and i64 %40, 1
  %42 = icmp ne i64 %41, 0
  br i1 %42, label %43, label %47

43:                                               ; preds = %39
  %44 = load i64, i64* %10, align 8
  %45 = mul i64 3, %44
  %46 = add i64 %45, 1
  br label %50

47:                                               ; preds = %39
  %48 = load i64, i64* %10, align 8
  %49 = lshr i64 %48, 1
  br label %50

50:                                               ; preds = %47, %43
  %51 = phi i64 [ %46, %43 ], [ %49, %47 ]
  store i64 %51, i64* %10, align 8
  %52 = load i32, i32* %11, align 4
  %53 = add i32 %52, 1
  store i32 %53, i32* %11, align 4
  br label %30, !llvm.loop !7

54:                                               ; preds = %37
  %55 = load i32, i32* %11, align 4
  %56 = load i32*, i32** %6, align 8
  %57 = load i32, i32* %9, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, i32* %56, i64 %58
  store i32 %55, i32* %59, align 4
  br label %60

60:                                               ; preds = %54, %20
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @branchy(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %13 = mul i32 %11, %12
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %15 = add i32 %13, %14
  store i32 %15, i32* %7, align 4
  %16 = load i32, i32* %7, align 4
  %17 = load i32, i32* %6, align 4
  %18 = icmp sge i32 %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %3
  br label %96

20:                                               ; preds = %3
  %21 = load i32*, i32** %4, align 8
  %22 = load i32, i32* %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %21, i64 %23
  %25 = load i32, i32* %24, align 4
  %26 = ashr i32 %25, 8
  store i32 %26, i32* %8, align 4
  %27 = load i32, i32* %8, align 4
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %29, label %45

29:                                               ; preds = %20
  %30 = load i32, i32* %8, align 4
  %31 = icmp slt i32 %30, -1000000
  br i1 %31, label %32, label %33

32:                                               ; preds = %29
  store i32 -3, i32* %9, align 4
  br label %44

33:                                               ; preds = %29
  %34 = load i32, i32* %8, align 4
  %35 = and i32 %34, 3
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %40

37:                                               ; preds = %33
  %38 = load i32, i32* %8, align 4
  %39 = sdiv i32 %38, 4
  store i32 %39, i32* %9, align 4
  br label %43

40:                                               ; preds = %33
  %41 = load i32, i32* %8, align 4
  %42 = sub nsw i32 0, %41
  store i32 %42, i32* %9, align 4
  br label %43

43:                                               ; preds = %40, %37
  br label %44

44:                                               ; preds = %43, %32
  br label %88

45:                                               ; preds = %20
  %46 = load i32, i32* %8, align 4
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %45
  %49 = load i32*, i32** %5, align 8
  %50 = load i32, i32* %7, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %49, i64 %51
  store i32 32767, i32* %52, align 4
  br label %96

53:                                               ; preds = %45
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %54

54:                                               ; preds = %72, %53
  %55 = load i32, i32* %10, align 4
  %56 = icmp slt i32 %55, 32
  br i1 %56, label %57, label %75

57:                                               ; preds = %54
  %58 = load i32, i32* %8, align 4
  %59 = load i32, i32* %10, align 4
  %60 = ashr i32 %58, %59
  %61 = and i32 %60, 1
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %64

63:                                               ; preds = %57
  br label %72

64:                                               ; preds = %57
  %65 = load i32, i32* %10, align 4
  %66 = load i32, i32* %9, align 4
  %67 = add nsw i32 %66, %65
  store i32 %67, i32* %9, align 4
  %68 = load i32, i32* %9, align 4
  %69 = icmp sgt i32 %68, 40
  br i1 %69, label %70, label %71

70:                                               ; preds = %64
  br label %75

71:                                               ; preds = %64
  br label %72

72:                                               ; preds = %71, %63
  %73 = load i32, i32* %10, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %10, align 4
  br label %54, !llvm.loop !9

75:                                               ; preds = %70, %54
  %76 = load i32, i32* %9, align 4
  %77 = and i32 %76, 1
  %78 = icmp ne i32 %77, 0
  br i1 %78, label %79, label %86

79:                                               ; preds = %75
  %80 = load i32, i32* %9, align 4
  %81 = mul nsw i32 %80, 3
  %82 = load i32*, i32** %5, align 8
  %83 = load i32, i32* %7, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, i32* %82, i64 %84
  store i32 %81, i32* %85, align 4
  br label %96

86:                                               ; preds = %75
  br label %87

87:                                               ; preds = %86
  br label %88

88:                                               ; preds = %87, %44
  %89 = load i32, i32* %9, align 4
  %90 = load i32, i32* %7, align 4
  %91 = add nsw i32 %89, %90
  %92 = load i32*, i32** %5, align 8
  %93 = load i32, i32* %7, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, i32* %92, i64 %94
  store i32 %91, i32* %95, align 4
  br label %96

96:                                               ; preds = %88, %79, %48, %19
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @jagged_rowsum(float* noundef %0, i32* noundef %1, float* noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca float*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  store float* %0, float** %8, align 8
  store i32* %1, i32** %9, align 8
  store float* %2, float** %10, align 8
  store i32 %3, i32* %11, align 4
  store i32 %4, i32* %12, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %23 = add i32 %21, %22
  store i32 %23, i32* %13, align 4
  %24 = load i32, i32* %13, align 4
  %25 = load i32, i32* %11, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %5
  br label %80

28:                                               ; preds = %5
  %29 = load i32, i32* %13, align 4
  %30 = mul nsw i32 %29, 16
  store i32 %30, i32* %14, align 4
  %31 = load i32, i32* %14, align 4
  %32 = load i32*, i32** %9, align 8
  %33 = load i32, i32* %13, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, i32* %32, i64 %34
  %36 = load i32, i32* %35, align 4
  %37 = urem i32 %36, 17
  %38 = add nsw i32 %31, %37
  %39 = load i32, i32* %12, align 4
  store i32 %38, i32* %6, align 4
  store i32 %39, i32* %7, align 4
  %40 = load i32, i32* %6, align 4
  %41 = load i32, i32* %7, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %28
  %44 = load i32, i32* %6, align 4
  br label %47

45:                                               ; preds = %28
  %46 = load i32, i32* %7, align 4
  br label %47

47:                                               ; preds = %43, %45
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, i32* %15, align 4
  store float 0.000000e+00, float* %16, align 4
  %49 = load i32, i32* %14, align 4
  store i32 %49, i32* %17, align 4
  br label %50

50:                                               ; preds = %71, %47
  %51 = load i32, i32* %17, align 4
  %52 = load i32, i32* %15, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %74

54:                                               ; preds = %50
  %55 = load float*, float** %8, align 8
  %56 = load i32, i32* %17, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, float* %55, i64 %57
  %59 = load float, float* %58, align 4
  store float %59, float* %18, align 4
  %60 = load float, float* %18, align 4
  %61 = fcmp olt float %60, 0xBFECCCCCC0000000
  br i1 %61, label %62, label %63

62:                                               ; preds = %54
  br label %74

63:                                               ; preds = %54
  %64 = load float, float* %18, align 4
  %65 = fcmp ogt float %64, 5.000000e-01
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  br label %71

67:                                               ; preds = %63
  %68 = load float, float* %18, align 4
  %69 = load float, float* %16, align 4
  %70 = fadd float %69, %68
  store float %70, float* %16, align 4
  br label %71

71:                                               ; preds = %67, %66
  %72 = load i32, i32* %17, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %17, align 4
  br label %50, !llvm.loop !10

74:                                               ; preds = %62, %50
  %75 = load float, float* %16, align 4
  %76 = load float*, float** %10, align 8
  %77 = load i32, i32* %13, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, float* %76, i64 %78
  store float %75, float* %79, align 4
  br label %80

80:                                               ; preds = %74, %27
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32*, i32, i32)* @collatz_steps, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32)* @branchy, !"kernel", i32 1}
!2 = !{void (float*, i32*, float*, i32, i32)* @jagged_rowsum, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
