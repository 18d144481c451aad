source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ11hist_sharedE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@_ZZ10hist_wordsE1s = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @hist_shared(i8* noundef %0, i32 noundef %1, i32* noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i8* %0, i8** %8, align 8
  store i32 %1, i32* %9, align 4
  store i32* %2, i32** %10, align 8
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  store i32 %14, i32* %11, align 4
  br label %15

15:                                               ; preds = %22, %3
  %16 = load i32, i32* %11, align 4
  %17 = icmp ult i32 %16, 256
  br i1 %17, label %18, label %26

18:                                               ; preds = %15
  %19 = load i32, i32* %11, align 4
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ11hist_sharedE1s to [256 x i32]*), i64 0, i64 %20
  store i32 0, i32* %21, align 4
  br label %22

22:                                               ; preds = %18
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %24 = load i32, i32* %11, align 4
  %25 = add i32 %24, %23
  store i32 %25, i32* %11, align 4
  br label %15, !llvm.loop !7

26:                                               ; preds = %15
  call void @llvm.nvvm.barrier0()
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %29 = mul i32 %27, %28
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %31 = add i32 %29, %30
  store i32 %31, i32* %12, align 4
  br label %32

32:                                               ; preds = %47, %26
  %33 = load i32, i32* %12, align 4
  %34 = load i32, i32* %9, align 4
  %35 = icmp ult i32 %33, %34
  br i1 %35, label %36, label %53

36:                                               ; preds = %32
  %37 = load i8*, i8** %8, align 8
  %38 = load i32, i32* %12, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i8, i8* %37, i64 %39
  %41 = load i8, i8* %40, align 1
  %42 = zext i8 %41 to i64
  %43 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ11hist_sharedE1s to [256 x i32]*), i64 0, i64 %42
  store i32* %43, i32** %4, align 8
  store i32 1, i32* %5, align 4
  %44 = load i32*, i32** %4, align 8
  %45 = load i32, i32* %5, align 4
  %46 = atomicrmw add i32* %44, i32 %45 seq_cst, align 4
  br label %47

47:                                               ; preds = %36
  %48 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3
  %50 = mul i32 %48, %49
  %51 = load i32, i32* %12, align 4
  %52 = add i32 %51, %50
  store i32 %52, i32* %12, align 4
  br label %32, !llvm.loop !9

53:                                               ; preds = %32
  call void @llvm.nvvm.barrier0()
  %54 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  store i32 %54, i32* %13, align 4
  br label %55

55:                                               ; preds = %77, %53
  %56 = load i32, i32* %13, align 4
  %57 = icmp ult i32 %56, 256
  br i1 %57, label %58, label %81

58:                                               ; preds = %55
  %59 = load i32, i32* %13, align 4
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ11hist_sharedE1s to [256 x i32]*), i64 0, i64 %60
  %62 = load i32, i32* %61, align 4
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %64, label %76

64:                                               ; preds = %58
  %65 = load i32*, i32** %10, align 8
  %66 = load i32, i32* %13, align 4
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i32, i32* %65, i64 %67
  %69 = load i32, i32* %13, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ11hist_sharedE1s to [256 x i32]*), i64 0, i64 %70
  %72 = load i32, i32* %71, align 4
  store i32* %68, i32** %6, align 8
  store i32 %72, i32* %7, align 4
  %73 = load i32*, i32** %6, align 8
  %74 = load i32, i32* %7, align 4
  %75 = atomicrmw add i32* %73, i32 %74 seq_cst, align 4
  br label %76

76:                                               ; preds = %64, %58
  br label %77

77:                                               ; preds = %76
  %78 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %79 = load i32, i32* %13, align 4
  %80 = add i32 %79, %78
  store i32 %80, i32* %13, align 4
  br label %55, !llvm.loop !10

81:                                               ; preds = %55
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @hist_global(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32* noundef %3) #0 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  store i8* %0, i8** %7, align 8
  store i32 %1, i32* %8, align 4
  store i32 %2, i32* %9, align 4
  store i32* %3, i32** %10, align 8
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %14 = mul i32 %12, %13
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %16 = add i32 %14, %15
  store i32 %16, i32* %11, align 4
  %17 = load i32, i32* %11, align 4
  %18 = load i32, i32* %8, align 4
  %19 = icmp ult i32 %17, %18
  br i1 %19, label %20, label %35

20:                                               ; preds = %4
  %21 = load i32*, i32** %10, align 8
  %22 = load i8*, i8** %7, align 8
  %23 = load i32, i32* %11, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i8, i8* %22, i64 %24
  %26 = load i8, i8* %25, align 1
  %27 = zext i8 %26 to i32
  %28 = load i32, i32* %9, align 4
  %29 = urem i32 %27, %28
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32* %21, i64 %30
  store i32* %31, i32** %5, align 8
  store i32 1, i32* %6, align 4
  %32 = load i32*, i32** %5, align 8
  %33 = load i32, i32* %6, align 4
  %34 = atomicrmw add i32* %32, i32 %33 seq_cst, align 4
  br label %35

35:                                               ; preds = %20, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @hist_words(i32* noundef %0, i32 noundef %1, i32* noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32*, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32* %0, i32** %14, align 8
  store i32 %1, i32* %15, align 4
  store i32* %2, i32** %16, align 8
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  store i32 %21, i32* %17, align 4
  br label %22

22:                                               ; preds = %29, %3
  %23 = load i32, i32* %17, align 4
  %24 = icmp ult i32 %23, 256
  br i1 %24, label %25, label %33

25:                                               ; preds = %22
  %26 = load i32, i32* %17, align 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s to [256 x i32]*), i64 0, i64 %27
  store i32 0, i32* %28, align 4
  br label %29

29:                                               ; preds = %25
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %31 = load i32, i32* %17, align 4
  %32 = add i32 %31, %30
  store i32 %32, i32* %17, align 4
  br label %22, !llvm.loop !11

33:                                               ; preds = %22
  call void @llvm.nvvm.barrier0()
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %36 = mul i32 %34, %35
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %38 = add i32 %36, %37
  store i32 %38, i32* %18, align 4
  br label %39

39:                                               ; preds = %79, %33
  %40 = load i32, i32* %18, align 4
  %41 = load i32, i32* %15, align 4
  %42 = icmp ult i32 %40, %41
  br i1 %42, label %43, label %85

43:                                               ; preds = %39
  %44 = load i32*, i32** %14, align 8
  %45 = load i32, i32* %18, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, i32* %44, i64 %46
  %48 = load i32, i32* %47, align 4
  store i32 %48, i32* %19, align 4
  %49 = load i32, i32* %19, align 4
  %50 = and i32 %49, 255
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s to [256 x i32]*), i64 0, i64 %51
  store i32* %52, i32** %4, align 8
  store i32 1, i32* %5, align 4
  %53 = load i32*, i32** %4, align 8
  %54 = load i32, i32* %5, align 4
  %55 = atomicrmw add i32* %53, i32 %54 seq_cst, align 4
  %56 = load i32, i32* %19, align 4
  %57 = lshr i32 %56, 8
  %58 = and i32 %57, 255
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s to [256 x i32]*), i64 0, i64 %59
  store i32* %60, i32** %6, align 8
  store i32 1, i32* %7, align 4
  %61 = load i32*, i32** %6, align 8
  %62 = load i32, i32* %7, align 4
  %63 = atomicrmw add i32* %61, i32 %62 seq_cst, align 4
  %64 = load i32, i32* %19, align 4
  %65 = lshr i32 %64, 16
  %66 = and i32 %65, 255
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s to [256 x i32]*), i64 0, i64 %67
  store i32* %68, i32** %8, align 8
  store i32 1, i32* %9, align 4
  %69 = load i32*, i32** %8, align 8
  %70 = load i32, i32* %9, align 4
  %71 = atomicrmw add i32* %69, i32 %70 seq_cst, align 4
  %72 = load i32, i32* %19, align 4
  %73 = lshr i32 %72, 24
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s to [256 x i32]*), i64 0, i64 %74
  store i32* %75, i32** %10, align 8
  store i32 1, i32* %11, align 4
  %76 = load i32*, i32** %10, align 8
  %77 = load i32, i32* %11, align 4
  %78 = atomicrmw add i32* %76, i32 %77 seq_cst, align 4
  br label %79

79:                                               ; preds = %43
  %80 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %81 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3
  %82 = mul i32 %80, %81
  %83 = load i32, i32* %18, align 4
  %84 = add i32 %83, %82
  store i32 %84, i32* %18, align 4
  br label %39, !llvm.loop !12

85:                                               ; preds = %39
  call void @llvm.nvvm.barrier0()
  %86 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  store i32 %86, i32* %20, align 4
  br label %87

87:                                               ; preds = %109, %85
  %88 = load i32, i32* %20, align 4
  %89 = icmp ult i32 %88, 256
  br i1 %89, label %90, label %113

90:                                               ; preds = %87
  %91 = load i32, i32* %20, align 4
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s to [256 x i32]*), i64 0, i64 %92
  %94 = load i32, i32* %93, align 4
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %108

96:                                               ; preds = %90
  %97 = load i32*, i32** %16, align 8
  %98 = load i32, i32* %20, align 4
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds i32, i32* %97, i64 %99
  %101 = load i32, i32* %20, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ10hist_wordsE1s to [256 x i32]*), i64 0, i64 %102
  %104 = load i32, i32* %103, align 4
  store i32* %100, i32** %12, align 8
  store i32 %104, i32* %13, align 4
  %105 = load i32*, i32** %12, align 8
  %106 = load i32, i32* %13, align 4
  %107 = atomicrmw add i32* %105, i32 %106 seq_cst, align 4
  br label %108

108:                                              ; preds = %96, %90
  br label %109

109:                                              ; preds = %108
  %110 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %111 = load i32, i32* %20, align 4
  %112 = add i32 %111, %110
  store i32 %112, i32* %20, align 4
  br label %87, !llvm.loop !13

113:                                              ; preds = %87
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i8*, i32, i32*)* @hist_shared, !"kernel", i32 1}
!1 = !{void (i8*, i32, i32, i32*)* @hist_global, !"kernel", i32 1}
!2 = !{void (i32*, i32, i32*)* @hist_words, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
