source_filename = "bitonic_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ19bitonic_sort256_i32E1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@_ZZ18bitonic_sort256_kvE2sk = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ18bitonic_sort256_kvE2sv = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bitonic_sort256_i32(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  store i32 %13, i32* %5, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %15 = mul i32 %14, 256
  %16 = load i32, i32* %5, align 4
  %17 = add i32 %15, %16
  store i32 %17, i32* %6, align 4
  %18 = load i32, i32* %6, align 4
  %19 = load i32, i32* %4, align 4
  %20 = icmp ult i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %2
  %22 = load i32*, i32** %3, align 8
  %23 = load i32, i32* %6, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %22, i64 %24
  %26 = load i32, i32* %25, align 4
  br label %28

27:                                               ; preds = %2
  br label %28

28:                                               ; preds = %27, %21
  %29 = phi i32 [ %26, %21 ], [ 2147483647, %27 ]
  %30 = load i32, i32* %5, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s to [256 x i32]*), i64 0, i64 %31
  store i32 %29, i32* %32, align 4
  call void @llvm.nvvm.barrier0()
  store i32 2, i32* %7, align 4
  br label %33

33:                                               ; preds = %86, %28
  %34 = load i32, i32* %7, align 4
  %35 = icmp ule i32 %34, 256
  br i1 %35, label %36, label %89

36:                                               ; preds = %33
  %37 = load i32, i32* %7, align 4
  %38 = lshr i32 %37, 1
  store i32 %38, i32* %8, align 4
  br label %39

39:                                               ; preds = %82, %36
  %40 = load i32, i32* %8, align 4
  %41 = icmp ugt i32 %40, 0
  br i1 %41, label %42, label %85

42:                                               ; preds = %39
  %43 = load i32, i32* %5, align 4
  %44 = load i32, i32* %8, align 4
  %45 = xor i32 %43, %44
  store i32 %45, i32* %9, align 4
  %46 = load i32, i32* %9, align 4
  %47 = load i32, i32* %5, align 4
  %48 = icmp ugt i32 %46, %47
  br i1 %48, label %49, label %81

49:                                               ; preds = %42
  %50 = load i32, i32* %5, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s to [256 x i32]*), i64 0, i64 %51
  %53 = load i32, i32* %52, align 4
  store i32 %53, i32* %10, align 4
  %54 = load i32, i32* %9, align 4
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s to [256 x i32]*), i64 0, i64 %55
  %57 = load i32, i32* %56, align 4
  store i32 %57, i32* %11, align 4
  %58 = load i32, i32* %5, align 4
  %59 = load i32, i32* %7, align 4
  %60 = and i32 %58, %59
  %61 = icmp eq i32 %60, 0
  %62 = zext i1 %61 to i8
  store i8 %62, i8* %12, align 1
  %63 = load i32, i32* %10, align 4
  %64 = load i32, i32* %11, align 4
  %65 = icmp sgt i32 %63, %64
  %66 = zext i1 %65 to i32
  %67 = load i8, i8* %12, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  %70 = icmp eq i32 %66, %69
  br i1 %70, label %71, label %80

71:                                               ; preds = %49
  %72 = load i32, i32* %11, align 4
  %73 = load i32, i32* %5, align 4
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s to [256 x i32]*), i64 0, i64 %74
  store i32 %72, i32* %75, align 4
  %76 = load i32, i32* %10, align 4
  %77 = load i32, i32* %9, align 4
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s to [256 x i32]*), i64 0, i64 %78
  store i32 %76, i32* %79, align 4
  br label %80

80:                                               ; preds = %71, %49
  br label %81

81:                                               ; preds = %80, %42
  call void @llvm.nvvm.barrier0()
  br label %82

82:                                               ; preds = %81
  %83 = load i32, i32* %8, align 4
  %84 = lshr i32 %83, 1
  store i32 %84, i32* %8, align 4
  br label %39, !llvm.loop !8

85:                                               ; preds = %39
  br label %86

86:                                               ; preds = %85
  %87 = load i32, i32* %7, align 4
  %88 = shl i32 %87, 1
  store i32 %88, i32* %7, align 4
  br label %33, !llvm.loop !10

89:                                               ; preds = %33
  %90 = load i32, i32* %6, align 4
  %91 = load i32, i32* %4, align 4
  %92 = icmp ult i32 %90, %91
  br i1 %92, label %93, label %102

93:                                               ; preds = %89
  %94 = load i32, i32* %5, align 4
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ19bitonic_sort256_i32E1s to [256 x i32]*), i64 0, i64 %95
  %97 = load i32, i32* %96, align 4
  %98 = load i32*, i32** %3, align 8
  %99 = load i32, i32* %6, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds i32, i32* %98, i64 %100
  store i32 %97, i32* %101, align 4
  br label %102

102:                                              ; preds = %93, %89
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bitonic_sort256_kv(float* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca float*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  store float* %0, float** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  store i32 %17, i32* %7, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %19 = mul i32 %18, 256
  %20 = load i32, i32* %7, align 4
  %21 = add i32 %19, %20
  store i32 %21, i32* %8, align 4
  %22 = load i32, i32* %8, align 4
  %23 = load i32, i32* %6, align 4
  %24 = icmp ult i32 %22, %23
  %25 = zext i1 %24 to i8
  store i8 %25, i8* %9, align 1
  %26 = load i8, i8* %9, align 1
  %27 = trunc i8 %26 to i1
  br i1 %27, label %28, label %34

28:                                               ; preds = %3
  %29 = load float*, float** %4, align 8
  %30 = load i32, i32* %8, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds float, float* %29, i64 %31
  %33 = load float, float* %32, align 4
  br label %35

34:                                               ; preds = %3
  br label %35

35:                                               ; preds = %34, %28
  %36 = phi float [ %33, %28 ], [ 0x7FF0000000000000, %34 ]
  %37 = load i32, i32* %7, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk to [256 x float]*), i64 0, i64 %38
  store float %36, float* %39, align 4
  %40 = load i8, i8* %9, align 1
  %41 = trunc i8 %40 to i1
  br i1 %41, label %42, label %48

42:                                               ; preds = %35
  %43 = load i32*, i32** %5, align 8
  %44 = load i32, i32* %8, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, i32* %43, i64 %45
  %47 = load i32, i32* %46, align 4
  br label %49

48:                                               ; preds = %35
  br label %49

49:                                               ; preds = %48, %42
  %50 = phi i32 [ %47, %42 ], [ -1, %48 ]
  %51 = load i32, i32* %7, align 4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv to [256 x i32]*), i64 0, i64 %52
  store i32 %50, i32* %53, align 4
  call void @llvm.nvvm.barrier0()
  store i32 2, i32* %10, align 4
  br label %54

54:                                               ; preds = %122, %49
  %55 = load i32, i32* %10, align 4
  %56 = icmp ule i32 %55, 256
  br i1 %56, label %57, label %125

57:                                               ; preds = %54
  %58 = load i32, i32* %10, align 4
  %59 = lshr i32 %58, 1
  store i32 %59, i32* %11, align 4
  br label %60

60:                                               ; preds = %118, %57
  %61 = load i32, i32* %11, align 4
  %62 = icmp ugt i32 %61, 0
  br i1 %62, label %63, label %121

63:                                               ; preds = %60
  %64 = load i32, i32* %7, align 4
  %65 = load i32, i32* %11, align 4
  %66 = xor i32 %64, %65
  store i32 %66, i32* %12, align 4
  %67 = load i32, i32* %12, align 4
  %68 = load i32, i32* %7, align 4
  %69 = icmp ugt i32 %67, %68
  br i1 %69, label %70, label %117

70:                                               ; preds = %63
  %71 = load i32, i32* %7, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk to [256 x float]*), i64 0, i64 %72
  %74 = load float, float* %73, align 4
  store float %74, float* %13, align 4
  %75 = load i32, i32* %12, align 4
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk to [256 x float]*), i64 0, i64 %76
  %78 = load float, float* %77, align 4
  store float %78, float* %14, align 4
  %79 = load i32, i32* %7, align 4
  %80 = load i32, i32* %10, align 4
  %81 = and i32 %79, %80
  %82 = icmp eq i32 %81, 0
  %83 = zext i1 %82 to i8
  store i8 %83, i8* %15, align 1
  %84 = load float, float* %13, align 4
  %85 = load float, float* %14, align 4
  %86 = fcmp ogt float %84, %85
  %87 = zext i1 %86 to i32
  %88 = load i8, i8* %15, align 1
  %89 = trunc i8 %88 to i1
  %90 = zext i1 %89 to i32
  %91 = icmp eq i32 %87, %90
  br i1 %91, label %92, label %116

92:                                               ; preds = %70
  %93 = load i32, i32* %7, align 4
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv to [256 x i32]*), i64 0, i64 %94
  %96 = load i32, i32* %95, align 4
  store i32 %96, i32* %16, align 4
  %97 = load float, float* %14, align 4
  %98 = load i32, i32* %7, align 4
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk to [256 x float]*), i64 0, i64 %99
  store float %97, float* %100, align 4
  %101 = load float, float* %13, align 4
  %102 = load i32, i32* %12, align 4
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk to [256 x float]*), i64 0, i64 %103
  store float %101, float* %104, align 4
  %105 = load i32, i32* %12, align 4
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv to [256 x i32]*), i64 0, i64 %106
  %108 = load i32, i32* %107, align 4
  %109 = load i32, i32* %7, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv to [256 x i32]*), i64 0, i64 %110
  store i32 %108, i32* %111, align 4
  %112 = load i32, i32* %16, align 4
  %113 = load i32, i32* %12, align 4
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv to [256 x i32]*), i64 0, i64 %114
  store i32 %112, i32* %115, align 4
  br label %116

116:                                              ; preds = %92, %70
  br label %117

117:                                              ; preds = %116, %63
  call void @llvm.nvvm.barrier0()
  br label %118

118:                                              ; preds = %117
  %119 = load i32, i32* %11, align 4
  %120 = lshr i32 %119, 1
  store i32 %120, i32* %11, align 4
  br label %60, !llvm.loop !11

121:                                              ; preds = %60
  br label %122

122:                                              ; preds = %121
  %123 = load i32, i32* %10, align 4
  %124 = shl i32 %123, 1
  store i32 %124, i32* %10, align 4
  br label %54, !llvm.loop !12

125:                                              ; preds = %54
  %126 = load i8, i8* %9, align 1
  %127 = trunc i8 %126 to i1
  br i1 %127, label %128, label %145

128:                                              ; preds = %125
  %129 = load i32, i32* %7, align 4
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sk to [256 x float]*), i64 0, i64 %130
  %132 = load float, float* %131, align 4
  %133 = load float*, float** %4, align 8
  %134 = load i32, i32* %8, align 4
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds float, float* %133, i64 %135
  store float %132, float* %136, align 4
  %137 = load i32, i32* %7, align 4
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ18bitonic_sort256_kvE2sv to [256 x i32]*), i64 0, i64 %138
  %140 = load i32, i32* %139, align 4
  %141 = load i32*, i32** %5, align 8
  %142 = load i32, i32* %8, align 4
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds i32, i32* %141, i64 %143
  store i32 %140, i32* %144, align 4
  br label %145

145:                                              ; preds = %128, %125
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (i32*, i32)* @bitonic_sort256_i32, !"kernel", i32 1}
!1 = !{void (i32*, i32)* @bitonic_sort256_i32, !"maxntidx", i32 256}
!2 = !{void (float*, i32*, i32)* @bitonic_sort256_kv, !"kernel", i32 1}
!3 = !{void (float*, i32*, i32)* @bitonic_sort256_kv, !"maxntidx", i32 256}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
