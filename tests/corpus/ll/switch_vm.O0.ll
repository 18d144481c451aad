source_filename = "switch_vm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@c_prog_mix = dso_local addrspace(4) externally_initialized global [52 x i8] c"\01\02\00\00\02\00\00\00\08\01\02\07\04\01\01\01\02\03\00\03\06\00\00\03\07\03\02\01\03\00\00\03\09\02\02\01\02\03\00\03\0A\01\01\00\0B\00\01\05\00\00\00\00", align 1
@c_prog_popc = dso_local addrspace(4) externally_initialized global [32 x i8] c"\01\00\00\00\02\01\00\00\08\02\00\01\03\01\01\02\09\00\00\01\0B\00\00\02\05\00\01\00\00\00\00\00", align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(4)* getelementptr inbounds ([52 x i8], [52 x i8] addrspace(4)* @c_prog_mix, i32 0, i32 0) to i8*), i8* addrspacecast (i8 addrspace(4)* getelementptr inbounds ([32 x i8], [32 x i8] addrspace(4)* @c_prog_popc, i32 0, i32 0) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @switch_vm(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %15 = mul i32 %13, %14
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %17 = add i32 %15, %16
  store i32 %17, i32* %7, align 4
  %18 = load i32, i32* %7, align 4
  %19 = load i32, i32* %6, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %3
  br label %52

22:                                               ; preds = %3
  %23 = load i32*, i32** %4, align 8
  %24 = load i32, i32* %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %23, i64 %25
  %27 = load i32, i32* %26, align 4
  store i32 %27, i32* %8, align 4
  %28 = load i32, i32* %8, align 4
  %29 = call noundef i32 @_ZL6run_vmPKhijPj(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* addrspacecast ([52 x i8] addrspace(4)* @c_prog_mix to [52 x i8]*), i64 0, i64 0), i32 noundef 13, i32 noundef %28, i32* noundef %9) #5
  store i32 %29, i32* %11, align 4
  %30 = load i32, i32* %8, align 4
  %31 = lshr i32 %30, 8
  %32 = call noundef i32 @_ZL6run_vmPKhijPj(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* addrspacecast ([32 x i8] addrspace(4)* @c_prog_popc to [32 x i8]*), i64 0, i64 0), i32 noundef 8, i32 noundef %31, i32* noundef %10) #5
  store i32 %32, i32* %12, align 4
  %33 = load i32, i32* %11, align 4
  %34 = load i32, i32* %9, align 4
  %35 = shl i32 %34, 24
  %36 = xor i32 %33, %35
  %37 = load i32*, i32** %5, align 8
  %38 = load i32, i32* %7, align 4
  %39 = mul nsw i32 2, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32* %37, i64 %40
  store i32 %36, i32* %41, align 4
  %42 = load i32, i32* %12, align 4
  %43 = load i32, i32* %10, align 4
  %44 = shl i32 %43, 8
  %45 = or i32 %42, %44
  %46 = load i32*, i32** %5, align 8
  %47 = load i32, i32* %7, align 4
  %48 = mul nsw i32 2, %47
  %49 = add nsw i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, i32* %46, i64 %50
  store i32 %45, i32* %51, align 4
  br label %52

52:                                               ; preds = %22, %21
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6run_vmPKhijPj(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32* noundef %3) #1 {
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca [4 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i8* %0, i8** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32* %3, i32** %8, align 8
  %16 = bitcast [4 x i32]* %9 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %16, i8 0, i64 16, i1 false)
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %17

17:                                               ; preds = %171, %4
  %18 = load i32, i32* %10, align 4
  %19 = icmp sge i32 %18, 0
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = load i32, i32* %10, align 4
  %22 = load i32, i32* %6, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %20
  %25 = load i32, i32* %11, align 4
  %26 = icmp ult i32 %25, 256
  br label %27

27:                                               ; preds = %24, %20, %17
  %28 = phi i1 [ false, %20 ], [ false, %17 ], [ %26, %24 ]
  br i1 %28, label %29, label %172

29:                                               ; preds = %27
  %30 = load i8*, i8** %5, align 8
  %31 = load i32, i32* %10, align 4
  %32 = mul nsw i32 4, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, i8* %30, i64 %33
  store i8* %34, i8** %12, align 8
  %35 = load i8*, i8** %12, align 8
  %36 = getelementptr inbounds i8, i8* %35, i64 1
  %37 = load i8, i8* %36, align 1
  %38 = zext i8 %37 to i32
  %39 = and i32 %38, 3
  store i32 %39, i32* %13, align 4
  %40 = load i8*, i8** %12, align 8
  %41 = getelementptr inbounds i8, i8* %40, i64 2
  %42 = load i8, i8* %41, align 1
  %43 = zext i8 %42 to i32
  %44 = and i32 %43, 3
  store i32 %44, i32* %14, align 4
  %45 = load i8*, i8** %12, align 8
  %46 = getelementptr inbounds i8, i8* %45, i64 3
  %47 = load i8, i8* %46, align 1
  %48 = zext i8 %47 to i32
  store i32 %48, i32* %15, align 4
  %49 = load i32, i32* %10, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %10, align 4
  %51 = load i32, i32* %11, align 4
  %52 = add i32 %51, 1
  store i32 %52, i32* %11, align 4
  %53 = load i8*, i8** %12, align 8
  %54 = getelementptr inbounds i8, i8* %53, i64 0
  %55 = load i8, i8* %54, align 1
  %56 = zext i8 %55 to i32
  switch i32 %56, label %170 [
    i32 0, label %57
    i32 1, label %58
    i32 2, label %63
    i32 3, label %68
    i32 4, label %82
    i32 5, label %92
    i32 6, label %106
    i32 7, label %120
    i32 8, label %134
    i32 9, label %144
    i32 10, label %155
    i32 11, label %161
  ]

57:                                               ; preds = %29
  store i32 -1, i32* %10, align 4
  br label %171

58:                                               ; preds = %29
  %59 = load i32, i32* %7, align 4
  %60 = load i32, i32* %13, align 4
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %61
  store i32 %59, i32* %62, align 4
  br label %171

63:                                               ; preds = %29
  %64 = load i32, i32* %15, align 4
  %65 = load i32, i32* %13, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %66
  store i32 %64, i32* %67, align 4
  br label %171

68:                                               ; preds = %29
  %69 = load i32, i32* %14, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %70
  %72 = load i32, i32* %71, align 4
  %73 = load i32, i32* %15, align 4
  %74 = and i32 %73, 3
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %75
  %77 = load i32, i32* %76, align 4
  %78 = add i32 %72, %77
  %79 = load i32, i32* %13, align 4
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %80
  store i32 %78, i32* %81, align 4
  br label %171

82:                                               ; preds = %29
  %83 = load i32, i32* %14, align 4
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %84
  %86 = load i32, i32* %85, align 4
  %87 = load i32, i32* %15, align 4
  %88 = add i32 %86, %87
  %89 = load i32, i32* %13, align 4
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %90
  store i32 %88, i32* %91, align 4
  br label %171

92:                                               ; preds = %29
  %93 = load i32, i32* %14, align 4
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %94
  %96 = load i32, i32* %95, align 4
  %97 = load i32, i32* %15, align 4
  %98 = and i32 %97, 3
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %99
  %101 = load i32, i32* %100, align 4
  %102 = sub i32 %96, %101
  %103 = load i32, i32* %13, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %104
  store i32 %102, i32* %105, align 4
  br label %171

106:                                              ; preds = %29
  %107 = load i32, i32* %14, align 4
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %108
  %110 = load i32, i32* %109, align 4
  %111 = load i32, i32* %15, align 4
  %112 = and i32 %111, 3
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %113
  %115 = load i32, i32* %114, align 4
  %116 = mul i32 %110, %115
  %117 = load i32, i32* %13, align 4
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %118
  store i32 %116, i32* %119, align 4
  br label %171

120:                                              ; preds = %29
  %121 = load i32, i32* %14, align 4
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %122
  %124 = load i32, i32* %123, align 4
  %125 = load i32, i32* %15, align 4
  %126 = and i32 %125, 3
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %127
  %129 = load i32, i32* %128, align 4
  %130 = xor i32 %124, %129
  %131 = load i32, i32* %13, align 4
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %132
  store i32 %130, i32* %133, align 4
  br label %171

134:                                              ; preds = %29
  %135 = load i32, i32* %14, align 4
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %136
  %138 = load i32, i32* %137, align 4
  %139 = load i32, i32* %15, align 4
  %140 = and i32 %138, %139
  %141 = load i32, i32* %13, align 4
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %142
  store i32 %140, i32* %143, align 4
  br label %171

144:                                              ; preds = %29
  %145 = load i32, i32* %14, align 4
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %146
  %148 = load i32, i32* %147, align 4
  %149 = load i32, i32* %15, align 4
  %150 = and i32 %149, 31
  %151 = lshr i32 %148, %150
  %152 = load i32, i32* %13, align 4
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %153
  store i32 %151, i32* %154, align 4
  br label %171

155:                                              ; preds = %29
  %156 = load i32, i32* %13, align 4
  %157 = zext i32 %156 to i64
  %158 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %157
  %159 = load i32, i32* %158, align 4
  %160 = sub i32 %159, 1
  store i32 %160, i32* %158, align 4
  br label %171

161:                                              ; preds = %29
  %162 = load i32, i32* %14, align 4
  %163 = zext i32 %162 to i64
  %164 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %163
  %165 = load i32, i32* %164, align 4
  %166 = icmp ne i32 %165, 0
  br i1 %166, label %167, label %169

167:                                              ; preds = %161
  %168 = load i32, i32* %15, align 4
  store i32 %168, i32* %10, align 4
  br label %169

169:                                              ; preds = %167, %161
  br label %171

170:                                              ; preds = %29
  store i32 -1, i32* %10, align 4
  br label %171

171:                                              ; preds = %170, %169, %155, %144, %134, %120, %106, %92, %82, %68, %63, %58, %57
  br label %17, !llvm.loop !6

172:                                              ; preds = %27
  %173 = load i32, i32* %11, align 4
  %174 = load i32*, i32** %8, align 8
  store i32 %173, i32* %174, align 4
  %175 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 0
  %176 = load i32, i32* %175, align 4
  ret i32 %176
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @switch_sparse(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32* %0, i32** %10, align 8
  store i32* %1, i32** %11, align 8
  store i32 %2, i32* %12, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %21 = mul i32 %19, %20
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %23 = add i32 %21, %22
  store i32 %23, i32* %13, align 4
  %24 = load i32, i32* %13, align 4
  %25 = load i32, i32* %12, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %3
  br label %119

28:                                               ; preds = %3
  %29 = load i32*, i32** %10, align 8
  %30 = load i32, i32* %13, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32* %29, i64 %31
  %33 = load i32, i32* %32, align 4
  store i32 %33, i32* %14, align 4
  %34 = load i32, i32* %14, align 4
  store i32 %34, i32* %5, align 4
  %35 = load i32, i32* %5, align 4
  switch i32 %35, label %46 [
    i32 0, label %36
    i32 1, label %37
    i32 7, label %38
    i32 64, label %39
    i32 1000, label %40
    i32 4096, label %41
    i32 65535, label %42
    i32 1000000, label %43
    i32 -2147483648, label %44
    i32 -1, label %45
  ]

36:                                               ; preds = %28
  store i32 1, i32* %4, align 4
  br label %50

37:                                               ; preds = %28
  store i32 2, i32* %4, align 4
  br label %50

38:                                               ; preds = %28
  store i32 3, i32* %4, align 4
  br label %50

39:                                               ; preds = %28
  store i32 4, i32* %4, align 4
  br label %50

40:                                               ; preds = %28
  store i32 5, i32* %4, align 4
  br label %50

41:                                               ; preds = %28
  store i32 6, i32* %4, align 4
  br label %50

42:                                               ; preds = %28
  store i32 7, i32* %4, align 4
  br label %50

43:                                               ; preds = %28
  store i32 8, i32* %4, align 4
  br label %50

44:                                               ; preds = %28
  store i32 9, i32* %4, align 4
  br label %50

45:                                               ; preds = %28
  store i32 10, i32* %4, align 4
  br label %50

46:                                               ; preds = %28
  %47 = load i32, i32* %5, align 4
  %48 = and i32 %47, 3
  %49 = sub nsw i32 %48, 10
  store i32 %49, i32* %4, align 4
  br label %50

50:                                               ; preds = %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46
  %51 = load i32, i32* %4, align 4
  store i32 %51, i32* %15, align 4
  %52 = load i32, i32* %14, align 4
  %53 = lshr i32 %52, 20
  store i32 %53, i32* %7, align 4
  %54 = load i32, i32* %7, align 4
  switch i32 %54, label %65 [
    i32 0, label %55
    i32 1, label %56
    i32 7, label %57
    i32 64, label %58
    i32 1000, label %59
    i32 4096, label %60
    i32 65535, label %61
    i32 1000000, label %62
    i32 -2147483648, label %63
    i32 -1, label %64
  ]

55:                                               ; preds = %50
  store i32 1, i32* %6, align 4
  br label %69

56:                                               ; preds = %50
  store i32 2, i32* %6, align 4
  br label %69

57:                                               ; preds = %50
  store i32 3, i32* %6, align 4
  br label %69

58:                                               ; preds = %50
  store i32 4, i32* %6, align 4
  br label %69

59:                                               ; preds = %50
  store i32 5, i32* %6, align 4
  br label %69

60:                                               ; preds = %50
  store i32 6, i32* %6, align 4
  br label %69

61:                                               ; preds = %50
  store i32 7, i32* %6, align 4
  br label %69

62:                                               ; preds = %50
  store i32 8, i32* %6, align 4
  br label %69

63:                                               ; preds = %50
  store i32 9, i32* %6, align 4
  br label %69

64:                                               ; preds = %50
  store i32 10, i32* %6, align 4
  br label %69

65:                                               ; preds = %50
  %66 = load i32, i32* %7, align 4
  %67 = and i32 %66, 3
  %68 = sub nsw i32 %67, 10
  store i32 %68, i32* %6, align 4
  br label %69

69:                                               ; preds = %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65
  %70 = load i32, i32* %6, align 4
  store i32 %70, i32* %16, align 4
  %71 = load i32, i32* %13, align 4
  %72 = mul i32 %71, 8
  store i32 %72, i32* %9, align 4
  %73 = load i32, i32* %9, align 4
  switch i32 %73, label %84 [
    i32 0, label %74
    i32 1, label %75
    i32 7, label %76
    i32 64, label %77
    i32 1000, label %78
    i32 4096, label %79
    i32 65535, label %80
    i32 1000000, label %81
    i32 -2147483648, label %82
    i32 -1, label %83
  ]

74:                                               ; preds = %69
  store i32 1, i32* %8, align 4
  br label %88

75:                                               ; preds = %69
  store i32 2, i32* %8, align 4
  br label %88

76:                                               ; preds = %69
  store i32 3, i32* %8, align 4
  br label %88

77:                                               ; preds = %69
  store i32 4, i32* %8, align 4
  br label %88

78:                                               ; preds = %69
  store i32 5, i32* %8, align 4
  br label %88

79:                                               ; preds = %69
  store i32 6, i32* %8, align 4
  br label %88

80:                                               ; preds = %69
  store i32 7, i32* %8, align 4
  br label %88

81:                                               ; preds = %69
  store i32 8, i32* %8, align 4
  br label %88

82:                                               ; preds = %69
  store i32 9, i32* %8, align 4
  br label %88

83:                                               ; preds = %69
  store i32 10, i32* %8, align 4
  br label %88

84:                                               ; preds = %69
  %85 = load i32, i32* %9, align 4
  %86 = and i32 %85, 3
  %87 = sub nsw i32 %86, 10
  store i32 %87, i32* %8, align 4
  br label %88

88:                                               ; preds = %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84
  %89 = load i32, i32* %8, align 4
  store i32 %89, i32* %17, align 4
  %90 = load i32, i32* %14, align 4
  %91 = and i32 %90, 15
  switch i32 %91, label %103 [
    i32 0, label %92
    i32 1, label %92
    i32 2, label %93
    i32 3, label %94
    i32 4, label %98
    i32 5, label %98
    i32 6, label %98
    i32 9, label %99
    i32 12, label %100
  ]

92:                                               ; preds = %88, %88
  store i32 10, i32* %18, align 4
  br label %104

93:                                               ; preds = %88
  store i32 20, i32* %18, align 4
  br label %94

94:                                               ; preds = %88, %93
  %95 = load i32, i32* %14, align 4
  %96 = lshr i32 %95, 28
  %97 = add nsw i32 30, %96
  store i32 %97, i32* %18, align 4
  br label %104

98:                                               ; preds = %88, %88, %88
  store i32 -1, i32* %18, align 4
  br label %104

99:                                               ; preds = %88
  store i32 90, i32* %18, align 4
  br label %104

100:                                              ; preds = %88
  %101 = load i32, i32* %14, align 4
  %102 = lshr i32 %101, 24
  store i32 %102, i32* %18, align 4
  br label %104

103:                                              ; preds = %88
  store i32 7, i32* %18, align 4
  br label %104

104:                                              ; preds = %103, %100, %99, %98, %94, %92
  %105 = load i32, i32* %15, align 4
  %106 = mul nsw i32 %105, 1000
  %107 = load i32, i32* %16, align 4
  %108 = mul nsw i32 %107, 100
  %109 = add nsw i32 %106, %108
  %110 = load i32, i32* %17, align 4
  %111 = mul nsw i32 %110, 10
  %112 = add nsw i32 %109, %111
  %113 = load i32, i32* %18, align 4
  %114 = add nsw i32 %112, %113
  %115 = load i32*, i32** %11, align 8
  %116 = load i32, i32* %13, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, i32* %115, i64 %117
  store i32 %114, i32* %118, align 4
  br label %119

119:                                              ; preds = %104, %27
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32*, i32)* @switch_vm, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32)* @switch_sparse, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
