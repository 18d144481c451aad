source_filename = "misc.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [3 x double], i32 }
%struct.anon = type { i32, double }

@coef = dso_local addrspace(4) externally_initialized global [16 x float] zeroinitializer, align 4, !dbg !0
@counter = dso_local addrspace(1) externally_initialized global i64 0, align 8, !dbg !15
@dyn = external dso_local addrspace(3) global [0 x float], align 4
@.str = private unnamed_addr constant [11 x i8] c"i=%d r=%f\0A\00", align 1
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([16 x float] addrspace(4)* @coef to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast (i64 addrspace(1)* @counter to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7lane_idv() #0 !dbg !30 {
  %1 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !34, metadata !DIExpression()), !dbg !35
  %2 = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"() #5, !dbg !36, !srcloc !37
  store i32 %2, i32* %1, align 4, !dbg !36
  %3 = load i32, i32* %1, align 4, !dbg !38
  ret i32 %3, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4packjj(i32 noundef %0, i32 noundef %1) #0 !dbg !40 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !44, metadata !DIExpression()), !dbg !45
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !46, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i32* %5, metadata !48, metadata !DIExpression()), !dbg !49
  %6 = load i32, i32* %3, align 4, !dbg !50
  %7 = load i32, i32* %4, align 4, !dbg !51
  %8 = call i32 asm "prmt.b32 $0, $1, $2, 0x5410;", "=r,r,r"(i32 %6, i32 %7) #7, !dbg !52, !srcloc !53
  store i32 %8, i32* %5, align 4, !dbg !52
  %9 = load i32, i32* %5, align 4, !dbg !54
  ret i32 %9, !dbg !55
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4facti(i32 noundef %0) #0 !dbg !56 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !59, metadata !DIExpression()), !dbg !60
  %3 = load i32, i32* %2, align 4, !dbg !61
  %4 = icmp sle i32 %3, 1, !dbg !62
  br i1 %4, label %5, label %6, !dbg !61

5:                                                ; preds = %1
  br label %12, !dbg !61

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !63
  %8 = load i32, i32* %2, align 4, !dbg !64
  %9 = sub nsw i32 %8, 1, !dbg !65
  %10 = call noundef i32 @_Z4facti(i32 noundef %9) #5, !dbg !66
  %11 = mul nsw i32 %7, %10, !dbg !67
  br label %12, !dbg !61

12:                                               ; preds = %6, %5
  %13 = phi i32 [ 1, %5 ], [ %11, %6 ], !dbg !61
  ret i32 %13, !dbg !68
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5twicei(i32 noundef %0) #0 !dbg !69 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !70, metadata !DIExpression()), !dbg !71
  %3 = load i32, i32* %2, align 4, !dbg !72
  %4 = mul nsw i32 2, %3, !dbg !73
  ret i32 %4, !dbg !74
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z6thricei(i32 noundef %0) #0 !dbg !75 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !76, metadata !DIExpression()), !dbg !77
  %3 = load i32, i32* %2, align 4, !dbg !78
  %4 = mul nsw i32 3, %3, !dbg !79
  ret i32 %4, !dbg !80
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Big @_Z8make_bigi(i32 noundef %0) #0 !dbg !81 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !92, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.declare(metadata %struct.Big* %2, metadata !94, metadata !DIExpression()), !dbg !95
  %4 = load i32, i32* %3, align 4, !dbg !96
  %5 = sitofp i32 %4 to double, !dbg !96
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, !dbg !97
  %7 = getelementptr inbounds [3 x double], [3 x double]* %6, i64 0, i64 0, !dbg !98
  store double %5, double* %7, align 8, !dbg !99
  %8 = load i32, i32* %3, align 4, !dbg !100
  %9 = sitofp i32 %8 to double, !dbg !100
  %10 = fmul contract double %9, 5.000000e-01, !dbg !101
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, !dbg !102
  %12 = getelementptr inbounds [3 x double], [3 x double]* %11, i64 0, i64 1, !dbg !103
  store double %10, double* %12, align 8, !dbg !104
  %13 = load i32, i32* %3, align 4, !dbg !105
  %14 = sub nsw i32 0, %13, !dbg !106
  %15 = sitofp i32 %14 to double, !dbg !106
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, !dbg !107
  %17 = getelementptr inbounds [3 x double], [3 x double]* %16, i64 0, i64 2, !dbg !108
  store double %15, double* %17, align 8, !dbg !109
  %18 = load i32, i32* %3, align 4, !dbg !110
  %19 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, !dbg !111
  store i32 %18, i32* %19, align 8, !dbg !112
  %20 = load %struct.Big, %struct.Big* %2, align 8, !dbg !113
  ret %struct.Big %20, !dbg !113
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z7use_big3Big(%struct.Big* noundef byval(%struct.Big) align 8 %0) #0 !dbg !114 {
  call void @llvm.dbg.declare(metadata %struct.Big* %0, metadata !117, metadata !DIExpression()), !dbg !118
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !119
  %3 = getelementptr inbounds [3 x double], [3 x double]* %2, i64 0, i64 0, !dbg !120
  %4 = load double, double* %3, align 8, !dbg !120
  %5 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !121
  %6 = getelementptr inbounds [3 x double], [3 x double]* %5, i64 0, i64 1, !dbg !122
  %7 = load double, double* %6, align 8, !dbg !122
  %8 = fadd contract double %4, %7, !dbg !123
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 0, !dbg !124
  %10 = getelementptr inbounds [3 x double], [3 x double]* %9, i64 0, i64 2, !dbg !125
  %11 = load double, double* %10, align 8, !dbg !125
  %12 = fadd contract double %8, %11, !dbg !126
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %0, i32 0, i32 1, !dbg !127
  %14 = load i32, i32* %13, align 8, !dbg !127
  %15 = sitofp i32 %14 to double, !dbg !128
  %16 = fadd contract double %12, %15, !dbg !129
  ret double %16, !dbg !130
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4miscPfPKfii(float* noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !131 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float*, align 8
  %11 = alloca i32 (i32)*, align 8
  %12 = alloca float, align 4
  %13 = alloca %struct.Big, align 8
  %14 = alloca <4 x float>, align 16
  %15 = alloca half, align 2
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca float, align 4
  %22 = alloca i32, align 4
  %23 = alloca i8, align 1
  %24 = alloca %struct.anon, align 8
  store float* %0, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !135, metadata !DIExpression()), !dbg !136
  store float* %1, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !137, metadata !DIExpression()), !dbg !138
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !139, metadata !DIExpression()), !dbg !140
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !141, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.declare(metadata i32* %9, metadata !143, metadata !DIExpression()), !dbg !144
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !145
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !146
  %27 = mul nsw i32 %25, %26, !dbg !147
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !148
  %29 = add nsw i32 %27, %28, !dbg !149
  store i32 %29, i32* %9, align 4, !dbg !144
  call void @llvm.dbg.declare(metadata float** %10, metadata !150, metadata !DIExpression()), !dbg !151
  %30 = load float*, float** %6, align 8, !dbg !152
  %31 = bitcast float* %30 to i8*, !dbg !152
  call void @llvm.assume(i1 true) [ "align"(i8* %31, i64 16) ], !dbg !153
  %32 = bitcast i8* %31 to float*, !dbg !154
  store float* %32, float** %10, align 8, !dbg !151
  %33 = load i32, i32* %7, align 4, !dbg !155
  %34 = icmp sgt i32 %33, 0, !dbg !156
  call void @llvm.assume(i1 %34), !dbg !157
  %35 = load i32, i32* %9, align 4, !dbg !158
  %36 = load i32, i32* %7, align 4, !dbg !160
  %37 = icmp sge i32 %35, %36, !dbg !161
  br i1 %37, label %38, label %39, !dbg !162

38:                                               ; preds = %4
  br label %158, !dbg !163

39:                                               ; preds = %4
  %40 = load float*, float** %10, align 8, !dbg !164
  %41 = load i32, i32* %9, align 4, !dbg !165
  %42 = sext i32 %41 to i64, !dbg !164
  %43 = getelementptr inbounds float, float* %40, i64 %42, !dbg !164
  %44 = load float, float* %43, align 4, !dbg !164
  %45 = load i32, i32* %9, align 4, !dbg !166
  %46 = and i32 %45, 15, !dbg !167
  %47 = sext i32 %46 to i64, !dbg !168
  %48 = getelementptr inbounds [16 x float], [16 x float]* addrspacecast ([16 x float] addrspace(4)* @coef to [16 x float]*), i64 0, i64 %47, !dbg !168
  %49 = load float, float* %48, align 4, !dbg !168
  %50 = fmul contract float %44, %49, !dbg !169
  %51 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !170
  %52 = sext i32 %51 to i64, !dbg !171
  %53 = getelementptr inbounds [0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @dyn to [0 x float]*), i64 0, i64 %52, !dbg !171
  store float %50, float* %53, align 4, !dbg !172
  call void @llvm.nvvm.barrier0(), !dbg !173
  call void @llvm.dbg.declare(metadata i32 (i32)** %11, metadata !174, metadata !DIExpression()), !dbg !176
  %54 = load i32, i32* %8, align 4, !dbg !177
  %55 = and i32 %54, 1, !dbg !178
  %56 = icmp ne i32 %55, 0, !dbg !179
  br i1 %56, label %57, label %58, !dbg !179

57:                                               ; preds = %39
  br label %59, !dbg !179

58:                                               ; preds = %39
  br label %59, !dbg !179

59:                                               ; preds = %58, %57
  %60 = phi i32 (i32)* [ @_Z5twicei, %57 ], [ @_Z6thricei, %58 ], !dbg !179
  store i32 (i32)* %60, i32 (i32)** %11, align 8, !dbg !176
  call void @llvm.dbg.declare(metadata float* %12, metadata !180, metadata !DIExpression()), !dbg !181
  %61 = load i32, i32* %8, align 4, !dbg !182
  switch i32 %61, label %88 [
    i32 0, label %62
    i32 1, label %64
    i32 2, label %69
    i32 5, label %74
    i32 9, label %83
  ], !dbg !183

62:                                               ; preds = %59
  %63 = load float, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @dyn to [0 x float]*), i64 0, i64 0), align 4, !dbg !184
  store float %63, float* %12, align 4, !dbg !186
  br label %89, !dbg !187

64:                                               ; preds = %59
  %65 = load i32, i32* %8, align 4, !dbg !188
  %66 = add nsw i32 %65, 3, !dbg !189
  %67 = call noundef i32 @_Z4facti(i32 noundef %66) #5, !dbg !190
  %68 = sitofp i32 %67 to float, !dbg !190
  store float %68, float* %12, align 4, !dbg !191
  br label %89, !dbg !192

69:                                               ; preds = %59
  %70 = load i32 (i32)*, i32 (i32)** %11, align 8, !dbg !193
  %71 = load i32, i32* %9, align 4, !dbg !194
  %72 = call noundef i32 %70(i32 noundef %71) #5, !dbg !193
  %73 = sitofp i32 %72 to float, !dbg !193
  store float %73, float* %12, align 4, !dbg !195
  br label %89, !dbg !196

74:                                               ; preds = %59
  %75 = load i32, i32* %9, align 4, !dbg !197
  %76 = call %struct.Big @_Z8make_bigi(i32 noundef %75) #5, !dbg !198
  %77 = getelementptr inbounds %struct.Big, %struct.Big* %13, i32 0, i32 0, !dbg !198
  %78 = extractvalue %struct.Big %76, 0, !dbg !198
  store [3 x double] %78, [3 x double]* %77, align 8, !dbg !198
  %79 = getelementptr inbounds %struct.Big, %struct.Big* %13, i32 0, i32 1, !dbg !198
  %80 = extractvalue %struct.Big %76, 1, !dbg !198
  store i32 %80, i32* %79, align 8, !dbg !198
  %81 = call contract noundef double @_Z7use_big3Big(%struct.Big* noundef byval(%struct.Big) align 8 %13) #5, !dbg !199
  %82 = fptrunc double %81 to float, !dbg !199
  store float %82, float* %12, align 4, !dbg !200
  br label %89, !dbg !201

83:                                               ; preds = %59
  %84 = load i32, i32* %9, align 4, !dbg !202
  %85 = load i32, i32* %7, align 4, !dbg !203
  %86 = call noundef i32 @_Z4packjj(i32 noundef %84, i32 noundef %85) #5, !dbg !204
  %87 = uitofp i32 %86 to float, !dbg !204
  store float %87, float* %12, align 4, !dbg !205
  br label %89, !dbg !206

88:                                               ; preds = %59
  store float -1.000000e+00, float* %12, align 4, !dbg !207
  br label %89, !dbg !208

89:                                               ; preds = %88, %83, %74, %69, %64, %62
  call void @llvm.dbg.declare(metadata <4 x float>* %14, metadata !209, metadata !DIExpression()), !dbg !214
  %90 = load float, float* %12, align 4, !dbg !215
  %91 = insertelement <4 x float> undef, float %90, i32 0, !dbg !216
  %92 = load float, float* %12, align 4, !dbg !217
  %93 = fmul contract float %92, 2.000000e+00, !dbg !218
  %94 = insertelement <4 x float> %91, float %93, i32 1, !dbg !216
  %95 = load float, float* %12, align 4, !dbg !219
  %96 = fmul contract float %95, 3.000000e+00, !dbg !220
  %97 = insertelement <4 x float> %94, float %96, i32 2, !dbg !216
  %98 = load float, float* %12, align 4, !dbg !221
  %99 = fmul contract float %98, 4.000000e+00, !dbg !222
  %100 = insertelement <4 x float> %97, float %99, i32 3, !dbg !216
  store <4 x float> %100, <4 x float>* %14, align 16, !dbg !214
  %101 = load <4 x float>, <4 x float>* %14, align 16, !dbg !223
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !223
  %103 = load <4 x float>, <4 x float>* %14, align 16, !dbg !224
  %104 = fadd contract <4 x float> %102, %103, !dbg !225
  store <4 x float> %104, <4 x float>* %14, align 16, !dbg !226
  call void @llvm.dbg.declare(metadata half* %15, metadata !227, metadata !DIExpression()), !dbg !228
  %105 = load <4 x float>, <4 x float>* %14, align 16, !dbg !229
  %106 = extractelement <4 x float> %105, i64 0, !dbg !229
  %107 = fptrunc float %106 to half, !dbg !229
  store half %107, half* %15, align 2, !dbg !228
  %108 = load half, half* %15, align 2, !dbg !230
  %109 = load half, half* %15, align 2, !dbg !231
  %110 = fmul contract half %108, %109, !dbg !232
  %111 = fadd contract half %110, 0xH3C00, !dbg !233
  store half %111, half* %15, align 2, !dbg !234
  %112 = load half, half* %15, align 2, !dbg !235
  %113 = fpext half %112 to float, !dbg !235
  %114 = load <4 x float>, <4 x float>* %14, align 16, !dbg !236
  %115 = extractelement <4 x float> %114, i64 1, !dbg !236
  %116 = fadd contract float %113, %115, !dbg !237
  store float %116, float* %12, align 4, !dbg !238
  store i64 1, i64* %16, align 8, !dbg !239
  %117 = load i64, i64* %16, align 8, !dbg !239
  %118 = atomicrmw add i64* addrspacecast (i64 addrspace(1)* @counter to i64*), i64 %117 monotonic, align 8, !dbg !239
  store i64 %118, i64* %17, align 8, !dbg !239
  %119 = load i64, i64* %17, align 8, !dbg !239
  call void @llvm.dbg.declare(metadata i64* %18, metadata !240, metadata !DIExpression()), !dbg !241
  store i64 5, i64* %19, align 8, !dbg !242
  %120 = load i64, i64* %19, align 8, !dbg !242
  %121 = atomicrmw xchg i64* addrspacecast (i64 addrspace(1)* @counter to i64*), i64 %120 acq_rel, align 8, !dbg !242
  store i64 %121, i64* %20, align 8, !dbg !242
  %122 = load i64, i64* %20, align 8, !dbg !242
  store i64 %122, i64* %18, align 8, !dbg !241
  call void @llvm.dbg.declare(metadata float* %21, metadata !243, metadata !DIExpression()), !dbg !244
  store float 0.000000e+00, float* %21, align 4, !dbg !244
  %123 = load float*, float** %5, align 8, !dbg !245
  %124 = bitcast float* %123 to i32*, !dbg !246
  %125 = bitcast float* %21 to i32*, !dbg !246
  store i32 1, i32* %22, align 4, !dbg !246
  %126 = load i32, i32* %125, align 4, !dbg !246
  %127 = load i32, i32* %22, align 4, !dbg !246
  %128 = cmpxchg i32* %124, i32 %126, i32 %127 seq_cst acquire, align 4, !dbg !246
  %129 = extractvalue { i32, i1 } %128, 0, !dbg !246
  %130 = extractvalue { i32, i1 } %128, 1, !dbg !246
  br i1 %130, label %132, label %131, !dbg !246

131:                                              ; preds = %89
  store i32 %129, i32* %125, align 4, !dbg !246
  br label %132, !dbg !246

132:                                              ; preds = %131, %89
  %133 = zext i1 %130 to i8, !dbg !246
  store i8 %133, i8* %23, align 1, !dbg !246
  %134 = load i8, i8* %23, align 1, !dbg !246
  %135 = trunc i8 %134 to i1, !dbg !246
  fence seq_cst, !dbg !247
  %136 = call noundef i32 @_Z7lane_idv() #5, !dbg !248
  %137 = icmp eq i32 %136, 0, !dbg !250
  br i1 %137, label %138, label %149, !dbg !251

138:                                              ; preds = %132
  %139 = load i32, i32* %9, align 4, !dbg !252
  %140 = icmp slt i32 %139, 4, !dbg !253
  br i1 %140, label %141, label %149, !dbg !254

141:                                              ; preds = %138
  call void @llvm.dbg.declare(metadata %struct.anon* %24, metadata !255, metadata !DIExpression()), !dbg !261
  %142 = getelementptr inbounds %struct.anon, %struct.anon* %24, i32 0, i32 0, !dbg !262
  %143 = load i32, i32* %9, align 4, !dbg !263
  store i32 %143, i32* %142, align 8, !dbg !262
  %144 = getelementptr inbounds %struct.anon, %struct.anon* %24, i32 0, i32 1, !dbg !262
  %145 = load float, float* %12, align 4, !dbg !264
  %146 = fpext float %145 to double, !dbg !264
  store double %146, double* %144, align 8, !dbg !262
  %147 = bitcast %struct.anon* %24 to i8*, !dbg !265
  %148 = call i32 @vprintf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i8* noundef %147) #5, !dbg !266
  br label %149, !dbg !267

149:                                              ; preds = %141, %138, %132
  %150 = load float, float* %12, align 4, !dbg !268
  %151 = load i64, i64* %18, align 8, !dbg !269
  %152 = uitofp i64 %151 to float, !dbg !269
  %153 = fadd contract float %150, %152, !dbg !270
  %154 = load float*, float** %5, align 8, !dbg !271
  %155 = load i32, i32* %9, align 4, !dbg !272
  %156 = sext i32 %155 to i64, !dbg !271
  %157 = getelementptr inbounds float, float* %154, i64 %156, !dbg !271
  store float %153, float* %157, align 4, !dbg !273
  br label %158, !dbg !274

158:                                              ; preds = %149, %38
  ret void, !dbg !274
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #5

; Function Attrs: convergent nounwind
declare dso_local i32 @vprintf(i8* noundef, i8* noundef) #6

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #7 = { convergent nounwind readnone }

!llvm.dbg.cu = !{!2}
!nvvm.annotations = !{!21, !22, !23}
!llvm.module.flags = !{!24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 4, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "coef", scope: !2, file: !3, line: 12, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.cu", directory: "/work/wt/reader/tests/reader/cuda")
!4 = !{!5, !7, !8, !9, !11}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "__fp16", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!0, !15}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 13, type: !17, isLocal: false, isDefinition: true)
!17 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 512, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 16)
!21 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"kernel", i32 1}
!22 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"maxntidx", i32 128}
!23 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"minctasm", i32 4}
!24 = !{i32 7, !"Dwarf Version", i32 2}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "lane_id", linkageName: "_Z7lane_idv", scope: !3, file: !3, line: 16, type: !31, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!10}
!33 = !{}
!34 = !DILocalVariable(name: "l", scope: !30, file: !3, line: 16, type: !10)
!35 = !DILocation(line: 16, column: 32, scope: !30)
!36 = !DILocation(line: 16, column: 35, scope: !30)
!37 = !{i64 819}
!38 = !DILocation(line: 16, column: 91, scope: !30)
!39 = !DILocation(line: 16, column: 84, scope: !30)
!40 = distinct !DISubprogram(name: "pack", linkageName: "_Z4packjj", scope: !3, file: !3, line: 17, type: !41, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !43, !43}
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DILocalVariable(name: "a", arg: 1, scope: !40, file: !3, line: 17, type: !43)
!45 = !DILocation(line: 17, column: 35, scope: !40)
!46 = !DILocalVariable(name: "b", arg: 2, scope: !40, file: !3, line: 17, type: !43)
!47 = !DILocation(line: 17, column: 47, scope: !40)
!48 = !DILocalVariable(name: "r", scope: !40, file: !3, line: 17, type: !43)
!49 = !DILocation(line: 17, column: 61, scope: !40)
!50 = !DILocation(line: 17, column: 115, scope: !40)
!51 = !DILocation(line: 17, column: 123, scope: !40)
!52 = !DILocation(line: 17, column: 64, scope: !40)
!53 = !{i64 934}
!54 = !DILocation(line: 17, column: 135, scope: !40)
!55 = !DILocation(line: 17, column: 128, scope: !40)
!56 = distinct !DISubprogram(name: "fact", linkageName: "_Z4facti", scope: !3, file: !3, line: 18, type: !57, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!57 = !DISubroutineType(types: !58)
!58 = !{!10, !10}
!59 = !DILocalVariable(name: "n", arg: 1, scope: !56, file: !3, line: 18, type: !10)
!60 = !DILocation(line: 18, column: 25, scope: !56)
!61 = !DILocation(line: 18, column: 37, scope: !56)
!62 = !DILocation(line: 18, column: 39, scope: !56)
!63 = !DILocation(line: 18, column: 50, scope: !56)
!64 = !DILocation(line: 18, column: 59, scope: !56)
!65 = !DILocation(line: 18, column: 61, scope: !56)
!66 = !DILocation(line: 18, column: 54, scope: !56)
!67 = !DILocation(line: 18, column: 52, scope: !56)
!68 = !DILocation(line: 18, column: 30, scope: !56)
!69 = distinct !DISubprogram(name: "twice", linkageName: "_Z5twicei", scope: !3, file: !3, line: 19, type: !57, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!70 = !DILocalVariable(name: "x", arg: 1, scope: !69, file: !3, line: 19, type: !10)
!71 = !DILocation(line: 19, column: 26, scope: !69)
!72 = !DILocation(line: 19, column: 42, scope: !69)
!73 = !DILocation(line: 19, column: 40, scope: !69)
!74 = !DILocation(line: 19, column: 31, scope: !69)
!75 = distinct !DISubprogram(name: "thrice", linkageName: "_Z6thricei", scope: !3, file: !3, line: 20, type: !57, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!76 = !DILocalVariable(name: "x", arg: 1, scope: !75, file: !3, line: 20, type: !10)
!77 = !DILocation(line: 20, column: 27, scope: !75)
!78 = !DILocation(line: 20, column: 43, scope: !75)
!79 = !DILocation(line: 20, column: 41, scope: !75)
!80 = !DILocation(line: 20, column: 32, scope: !75)
!81 = distinct !DISubprogram(name: "make_big", linkageName: "_Z8make_bigi", scope: !3, file: !3, line: 21, type: !82, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !10}
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !3, line: 11, size: 256, flags: DIFlagTypePassByValue, elements: !85, identifier: "_ZTS3Big")
!85 = !{!86, !91}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !84, file: !3, line: 11, baseType: !87, size: 192)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 192, elements: !89)
!88 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!89 = !{!90}
!90 = !DISubrange(count: 3)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !84, file: !3, line: 11, baseType: !10, size: 32, offset: 192)
!92 = !DILocalVariable(name: "t", arg: 1, scope: !81, file: !3, line: 21, type: !10)
!93 = !DILocation(line: 21, column: 29, scope: !81)
!94 = !DILocalVariable(name: "b", scope: !81, file: !3, line: 21, type: !84)
!95 = !DILocation(line: 21, column: 38, scope: !81)
!96 = !DILocation(line: 21, column: 50, scope: !81)
!97 = !DILocation(line: 21, column: 43, scope: !81)
!98 = !DILocation(line: 21, column: 41, scope: !81)
!99 = !DILocation(line: 21, column: 48, scope: !81)
!100 = !DILocation(line: 21, column: 62, scope: !81)
!101 = !DILocation(line: 21, column: 64, scope: !81)
!102 = !DILocation(line: 21, column: 55, scope: !81)
!103 = !DILocation(line: 21, column: 53, scope: !81)
!104 = !DILocation(line: 21, column: 60, scope: !81)
!105 = !DILocation(line: 21, column: 81, scope: !81)
!106 = !DILocation(line: 21, column: 80, scope: !81)
!107 = !DILocation(line: 21, column: 73, scope: !81)
!108 = !DILocation(line: 21, column: 71, scope: !81)
!109 = !DILocation(line: 21, column: 78, scope: !81)
!110 = !DILocation(line: 21, column: 92, scope: !81)
!111 = !DILocation(line: 21, column: 86, scope: !81)
!112 = !DILocation(line: 21, column: 90, scope: !81)
!113 = !DILocation(line: 21, column: 95, scope: !81)
!114 = distinct !DISubprogram(name: "use_big", linkageName: "_Z7use_big3Big", scope: !3, file: !3, line: 22, type: !115, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!115 = !DISubroutineType(types: !116)
!116 = !{!88, !84}
!117 = !DILocalVariable(name: "b", arg: 1, scope: !114, file: !3, line: 22, type: !84)
!118 = !DILocation(line: 22, column: 31, scope: !114)
!119 = !DILocation(line: 22, column: 45, scope: !114)
!120 = !DILocation(line: 22, column: 43, scope: !114)
!121 = !DILocation(line: 22, column: 54, scope: !114)
!122 = !DILocation(line: 22, column: 52, scope: !114)
!123 = !DILocation(line: 22, column: 50, scope: !114)
!124 = !DILocation(line: 22, column: 63, scope: !114)
!125 = !DILocation(line: 22, column: 61, scope: !114)
!126 = !DILocation(line: 22, column: 59, scope: !114)
!127 = !DILocation(line: 22, column: 72, scope: !114)
!128 = !DILocation(line: 22, column: 70, scope: !114)
!129 = !DILocation(line: 22, column: 68, scope: !114)
!130 = !DILocation(line: 22, column: 36, scope: !114)
!131 = distinct !DISubprogram(name: "misc", linkageName: "_Z4miscPfPKfii", scope: !3, file: !3, line: 24, type: !132, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !134, !5, !10, !10}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!135 = !DILocalVariable(name: "out", arg: 1, scope: !131, file: !3, line: 24, type: !134)
!136 = !DILocation(line: 24, column: 55, scope: !131)
!137 = !DILocalVariable(name: "in", arg: 2, scope: !131, file: !3, line: 24, type: !5)
!138 = !DILocation(line: 24, column: 73, scope: !131)
!139 = !DILocalVariable(name: "n", arg: 3, scope: !131, file: !3, line: 24, type: !10)
!140 = !DILocation(line: 24, column: 81, scope: !131)
!141 = !DILocalVariable(name: "op", arg: 4, scope: !131, file: !3, line: 24, type: !10)
!142 = !DILocation(line: 24, column: 88, scope: !131)
!143 = !DILocalVariable(name: "i", scope: !131, file: !3, line: 25, type: !10)
!144 = !DILocation(line: 25, column: 7, scope: !131)
!145 = !DILocation(line: 25, column: 11, scope: !131)
!146 = !DILocation(line: 25, column: 44, scope: !131)
!147 = !DILocation(line: 25, column: 42, scope: !131)
!148 = !DILocation(line: 25, column: 76, scope: !131)
!149 = !DILocation(line: 25, column: 74, scope: !131)
!150 = !DILocalVariable(name: "ain", scope: !131, file: !3, line: 26, type: !5)
!151 = !DILocation(line: 26, column: 16, scope: !131)
!152 = !DILocation(line: 26, column: 62, scope: !131)
!153 = !DILocation(line: 26, column: 37, scope: !131)
!154 = !DILocation(line: 26, column: 22, scope: !131)
!155 = !DILocation(line: 27, column: 20, scope: !131)
!156 = !DILocation(line: 27, column: 22, scope: !131)
!157 = !DILocation(line: 27, column: 3, scope: !131)
!158 = !DILocation(line: 28, column: 24, scope: !159)
!159 = distinct !DILexicalBlock(scope: !131, file: !3, line: 28, column: 7)
!160 = !DILocation(line: 28, column: 29, scope: !159)
!161 = !DILocation(line: 28, column: 26, scope: !159)
!162 = !DILocation(line: 28, column: 7, scope: !131)
!163 = !DILocation(line: 28, column: 36, scope: !159)
!164 = !DILocation(line: 29, column: 39, scope: !131)
!165 = !DILocation(line: 29, column: 43, scope: !131)
!166 = !DILocation(line: 29, column: 53, scope: !131)
!167 = !DILocation(line: 29, column: 55, scope: !131)
!168 = !DILocation(line: 29, column: 48, scope: !131)
!169 = !DILocation(line: 29, column: 46, scope: !131)
!170 = !DILocation(line: 29, column: 7, scope: !131)
!171 = !DILocation(line: 29, column: 3, scope: !131)
!172 = !DILocation(line: 29, column: 37, scope: !131)
!173 = !DILocation(line: 30, column: 3, scope: !131)
!174 = !DILocalVariable(name: "fp", scope: !131, file: !3, line: 31, type: !175)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!176 = !DILocation(line: 31, column: 9, scope: !131)
!177 = !DILocation(line: 31, column: 21, scope: !131)
!178 = !DILocation(line: 31, column: 24, scope: !131)
!179 = !DILocation(line: 31, column: 20, scope: !131)
!180 = !DILocalVariable(name: "r", scope: !131, file: !3, line: 32, type: !7)
!181 = !DILocation(line: 32, column: 9, scope: !131)
!182 = !DILocation(line: 33, column: 11, scope: !131)
!183 = !DILocation(line: 33, column: 3, scope: !131)
!184 = !DILocation(line: 34, column: 15, scope: !185)
!185 = distinct !DILexicalBlock(scope: !131, file: !3, line: 33, column: 15)
!186 = !DILocation(line: 34, column: 13, scope: !185)
!187 = !DILocation(line: 34, column: 23, scope: !185)
!188 = !DILocation(line: 35, column: 27, scope: !185)
!189 = !DILocation(line: 35, column: 30, scope: !185)
!190 = !DILocation(line: 35, column: 22, scope: !185)
!191 = !DILocation(line: 35, column: 13, scope: !185)
!192 = !DILocation(line: 35, column: 36, scope: !185)
!193 = !DILocation(line: 36, column: 22, scope: !185)
!194 = !DILocation(line: 36, column: 25, scope: !185)
!195 = !DILocation(line: 36, column: 13, scope: !185)
!196 = !DILocation(line: 36, column: 29, scope: !185)
!197 = !DILocation(line: 37, column: 39, scope: !185)
!198 = !DILocation(line: 37, column: 30, scope: !185)
!199 = !DILocation(line: 37, column: 22, scope: !185)
!200 = !DILocation(line: 37, column: 13, scope: !185)
!201 = !DILocation(line: 37, column: 44, scope: !185)
!202 = !DILocation(line: 38, column: 27, scope: !185)
!203 = !DILocation(line: 38, column: 30, scope: !185)
!204 = !DILocation(line: 38, column: 22, scope: !185)
!205 = !DILocation(line: 38, column: 13, scope: !185)
!206 = !DILocation(line: 38, column: 34, scope: !185)
!207 = !DILocation(line: 39, column: 14, scope: !185)
!208 = !DILocation(line: 40, column: 3, scope: !185)
!209 = !DILocalVariable(name: "v", scope: !131, file: !3, line: 41, type: !210)
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "f4", file: !3, line: 10, baseType: !211)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, flags: DIFlagVector, elements: !212)
!212 = !{!213}
!213 = !DISubrange(count: 4)
!214 = !DILocation(line: 41, column: 6, scope: !131)
!215 = !DILocation(line: 41, column: 11, scope: !131)
!216 = !DILocation(line: 41, column: 10, scope: !131)
!217 = !DILocation(line: 41, column: 14, scope: !131)
!218 = !DILocation(line: 41, column: 16, scope: !131)
!219 = !DILocation(line: 41, column: 21, scope: !131)
!220 = !DILocation(line: 41, column: 23, scope: !131)
!221 = !DILocation(line: 41, column: 28, scope: !131)
!222 = !DILocation(line: 41, column: 30, scope: !131)
!223 = !DILocation(line: 42, column: 7, scope: !131)
!224 = !DILocation(line: 42, column: 16, scope: !131)
!225 = !DILocation(line: 42, column: 14, scope: !131)
!226 = !DILocation(line: 42, column: 5, scope: !131)
!227 = !DILocalVariable(name: "h", scope: !131, file: !3, line: 43, type: !8)
!228 = !DILocation(line: 43, column: 10, scope: !131)
!229 = !DILocation(line: 43, column: 22, scope: !131)
!230 = !DILocation(line: 43, column: 31, scope: !131)
!231 = !DILocation(line: 43, column: 35, scope: !131)
!232 = !DILocation(line: 43, column: 33, scope: !131)
!233 = !DILocation(line: 43, column: 37, scope: !131)
!234 = !DILocation(line: 43, column: 29, scope: !131)
!235 = !DILocation(line: 44, column: 14, scope: !131)
!236 = !DILocation(line: 44, column: 18, scope: !131)
!237 = !DILocation(line: 44, column: 16, scope: !131)
!238 = !DILocation(line: 44, column: 5, scope: !131)
!239 = !DILocation(line: 45, column: 3, scope: !131)
!240 = !DILocalVariable(name: "old", scope: !131, file: !3, line: 46, type: !17)
!241 = !DILocation(line: 46, column: 22, scope: !131)
!242 = !DILocation(line: 46, column: 28, scope: !131)
!243 = !DILocalVariable(name: "expected", scope: !131, file: !3, line: 47, type: !7)
!244 = !DILocation(line: 47, column: 9, scope: !131)
!245 = !DILocation(line: 48, column: 38, scope: !131)
!246 = !DILocation(line: 48, column: 3, scope: !131)
!247 = !DILocation(line: 49, column: 3, scope: !131)
!248 = !DILocation(line: 50, column: 7, scope: !249)
!249 = distinct !DILexicalBlock(scope: !131, file: !3, line: 50, column: 7)
!250 = !DILocation(line: 50, column: 17, scope: !249)
!251 = !DILocation(line: 50, column: 22, scope: !249)
!252 = !DILocation(line: 50, column: 25, scope: !249)
!253 = !DILocation(line: 50, column: 27, scope: !249)
!254 = !DILocation(line: 50, column: 7, scope: !131)
!255 = !DILocalVariable(name: "args", scope: !256, file: !3, line: 50, type: !257)
!256 = distinct !DILexicalBlock(scope: !249, file: !3, line: 50, column: 32)
!257 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !131, file: !3, line: 50, size: 128, flags: DIFlagTypePassByValue, elements: !258)
!258 = !{!259, !260}
!259 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !257, file: !3, line: 50, baseType: !10, size: 32)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !257, file: !3, line: 50, baseType: !88, size: 64, offset: 64)
!261 = !DILocation(line: 50, column: 62, scope: !256)
!262 = !DILocation(line: 50, column: 69, scope: !256)
!263 = !DILocation(line: 50, column: 70, scope: !256)
!264 = !DILocation(line: 50, column: 73, scope: !256)
!265 = !DILocation(line: 50, column: 100, scope: !256)
!266 = !DILocation(line: 50, column: 77, scope: !256)
!267 = !DILocation(line: 50, column: 122, scope: !256)
!268 = !DILocation(line: 51, column: 12, scope: !131)
!269 = !DILocation(line: 51, column: 23, scope: !131)
!270 = !DILocation(line: 51, column: 14, scope: !131)
!271 = !DILocation(line: 51, column: 3, scope: !131)
!272 = !DILocation(line: 51, column: 7, scope: !131)
!273 = !DILocation(line: 51, column: 10, scope: !131)
!274 = !DILocation(line: 52, column: 1, scope: !131)
