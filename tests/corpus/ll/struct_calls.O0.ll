source_filename = "struct_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.stats = type { i32, double, float, float }
%struct.cplx = type { float, float }
%struct.vec3 = type { float, float, float }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@__const.struct_calls.s = private unnamed_addr constant %struct.stats { i32 0, double 0.000000e+00, float 0x7FF0000000000000, float 0xFFF0000000000000 }, align 8

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.cplx @_Z4cmul4cplxS_(%struct.cplx* noundef byval(%struct.cplx) align 4 %0, %struct.cplx* noundef byval(%struct.cplx) align 4 %1) #0 {
  %3 = alloca %struct.cplx, align 4
  %4 = getelementptr inbounds %struct.cplx, %struct.cplx* %3, i32 0, i32 0
  %5 = getelementptr inbounds %struct.cplx, %struct.cplx* %0, i32 0, i32 0
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds %struct.cplx, %struct.cplx* %1, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = fmul float %6, %8
  %10 = getelementptr inbounds %struct.cplx, %struct.cplx* %0, i32 0, i32 1
  %11 = load float, float* %10, align 4
  %12 = getelementptr inbounds %struct.cplx, %struct.cplx* %1, i32 0, i32 1
  %13 = load float, float* %12, align 4
  %14 = fmul float %11, %13
  %15 = fsub float %9, %14
  store float %15, float* %4, align 4
  %16 = getelementptr inbounds %struct.cplx, %struct.cplx* %3, i32 0, i32 1
  %17 = getelementptr inbounds %struct.cplx, %struct.cplx* %0, i32 0, i32 0
  %18 = load float, float* %17, align 4
  %19 = getelementptr inbounds %struct.cplx, %struct.cplx* %1, i32 0, i32 1
  %20 = load float, float* %19, align 4
  %21 = fmul float %18, %20
  %22 = getelementptr inbounds %struct.cplx, %struct.cplx* %0, i32 0, i32 1
  %23 = load float, float* %22, align 4
  %24 = getelementptr inbounds %struct.cplx, %struct.cplx* %1, i32 0, i32 0
  %25 = load float, float* %24, align 4
  %26 = fmul float %23, %25
  %27 = fadd float %21, %26
  store float %27, float* %16, align 4
  %28 = load %struct.cplx, %struct.cplx* %3, align 4
  ret %struct.cplx %28
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.cplx @_Z4cadd4cplxS_(%struct.cplx* noundef byval(%struct.cplx) align 4 %0, %struct.cplx* noundef byval(%struct.cplx) align 4 %1) #0 {
  %3 = alloca %struct.cplx, align 4
  %4 = getelementptr inbounds %struct.cplx, %struct.cplx* %3, i32 0, i32 0
  %5 = getelementptr inbounds %struct.cplx, %struct.cplx* %0, i32 0, i32 0
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds %struct.cplx, %struct.cplx* %1, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = fadd float %6, %8
  store float %9, float* %4, align 4
  %10 = getelementptr inbounds %struct.cplx, %struct.cplx* %3, i32 0, i32 1
  %11 = getelementptr inbounds %struct.cplx, %struct.cplx* %0, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds %struct.cplx, %struct.cplx* %1, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = fadd float %12, %14
  store float %15, float* %10, align 4
  %16 = load %struct.cplx, %struct.cplx* %3, align 4
  ret %struct.cplx %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.vec3 @_Z5cross4vec3S_(%struct.vec3* noundef byval(%struct.vec3) align 4 %0, %struct.vec3* noundef byval(%struct.vec3) align 4 %1) #0 {
  %3 = alloca %struct.vec3, align 4
  %4 = getelementptr inbounds %struct.vec3, %struct.vec3* %3, i32 0, i32 0
  %5 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 1
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 2
  %8 = load float, float* %7, align 4
  %9 = fmul float %6, %8
  %10 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 2
  %11 = load float, float* %10, align 4
  %12 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 1
  %13 = load float, float* %12, align 4
  %14 = fmul float %11, %13
  %15 = fsub float %9, %14
  store float %15, float* %4, align 4
  %16 = getelementptr inbounds %struct.vec3, %struct.vec3* %3, i32 0, i32 1
  %17 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 2
  %18 = load float, float* %17, align 4
  %19 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 0
  %20 = load float, float* %19, align 4
  %21 = fmul float %18, %20
  %22 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 0
  %23 = load float, float* %22, align 4
  %24 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 2
  %25 = load float, float* %24, align 4
  %26 = fmul float %23, %25
  %27 = fsub float %21, %26
  store float %27, float* %16, align 4
  %28 = getelementptr inbounds %struct.vec3, %struct.vec3* %3, i32 0, i32 2
  %29 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 0
  %30 = load float, float* %29, align 4
  %31 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 1
  %32 = load float, float* %31, align 4
  %33 = fmul float %30, %32
  %34 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 1
  %35 = load float, float* %34, align 4
  %36 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 0
  %37 = load float, float* %36, align 4
  %38 = fmul float %35, %37
  %39 = fsub float %33, %38
  store float %39, float* %28, align 4
  %40 = load %struct.vec3, %struct.vec3* %3, align 4
  ret %struct.vec3 %40
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z4dot34vec3S_(%struct.vec3* noundef byval(%struct.vec3) align 4 %0, %struct.vec3* noundef byval(%struct.vec3) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 0
  %4 = load float, float* %3, align 4
  %5 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 0
  %6 = load float, float* %5, align 4
  %7 = fmul float %4, %6
  %8 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 1
  %9 = load float, float* %8, align 4
  %10 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 1
  %11 = load float, float* %10, align 4
  %12 = fmul float %9, %11
  %13 = fadd float %7, %12
  %14 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i32 0, i32 2
  %15 = load float, float* %14, align 4
  %16 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i32 0, i32 2
  %17 = load float, float* %16, align 4
  %18 = fmul float %15, %17
  %19 = fadd float %13, %18
  ret float %19
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.stats @_Z9stats_add5statsf(%struct.stats* noundef byval(%struct.stats) align 8 %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca %struct.stats, align 8
  %8 = alloca float, align 4
  store float %1, float* %8, align 4
  %9 = getelementptr inbounds %struct.stats, %struct.stats* %0, i32 0, i32 0
  %10 = load i32, i32* %9, align 8
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %9, align 8
  %12 = load float, float* %8, align 4
  %13 = fpext float %12 to double
  %14 = getelementptr inbounds %struct.stats, %struct.stats* %0, i32 0, i32 1
  %15 = load double, double* %14, align 8
  %16 = fadd double %15, %13
  store double %16, double* %14, align 8
  %17 = getelementptr inbounds %struct.stats, %struct.stats* %0, i32 0, i32 2
  %18 = load float, float* %17, align 8
  %19 = load float, float* %8, align 4
  store float %18, float* %5, align 4
  store float %19, float* %6, align 4
  %20 = load float, float* %5, align 4
  %21 = load float, float* %6, align 4
  %22 = call float @llvm.minnum.f32(float %20, float %21) #5
  %23 = getelementptr inbounds %struct.stats, %struct.stats* %0, i32 0, i32 2
  store float %22, float* %23, align 8
  %24 = getelementptr inbounds %struct.stats, %struct.stats* %0, i32 0, i32 3
  %25 = load float, float* %24, align 4
  %26 = load float, float* %8, align 4
  store float %25, float* %3, align 4
  store float %26, float* %4, align 4
  %27 = load float, float* %3, align 4
  %28 = load float, float* %4, align 4
  %29 = call float @llvm.maxnum.f32(float %27, float %28) #5
  %30 = getelementptr inbounds %struct.stats, %struct.stats* %0, i32 0, i32 3
  store float %29, float* %30, align 4
  %31 = bitcast %struct.stats* %7 to i8*
  %32 = bitcast %struct.stats* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %31, i8* align 8 %32, i64 24, i1 false)
  %33 = load %struct.stats, %struct.stats* %7, align 8
  ret %struct.stats %33
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z6scale3P4vec3f(%struct.vec3* noundef %0, float noundef %1) #0 {
  %3 = alloca %struct.vec3*, align 8
  %4 = alloca float, align 4
  store %struct.vec3* %0, %struct.vec3** %3, align 8
  store float %1, float* %4, align 4
  %5 = load float, float* %4, align 4
  %6 = load %struct.vec3*, %struct.vec3** %3, align 8
  %7 = getelementptr inbounds %struct.vec3, %struct.vec3* %6, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = fmul float %8, %5
  store float %9, float* %7, align 4
  %10 = load float, float* %4, align 4
  %11 = load %struct.vec3*, %struct.vec3** %3, align 8
  %12 = getelementptr inbounds %struct.vec3, %struct.vec3* %11, i32 0, i32 1
  %13 = load float, float* %12, align 4
  %14 = fmul float %13, %10
  store float %14, float* %12, align 4
  %15 = load float, float* %4, align 4
  %16 = load %struct.vec3*, %struct.vec3** %3, align 8
  %17 = getelementptr inbounds %struct.vec3, %struct.vec3* %16, i32 0, i32 2
  %18 = load float, float* %17, align 4
  %19 = fmul float %18, %15
  store float %19, float* %17, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @struct_calls(float* noundef %0, float* noundef %1, double* noundef %2, i32 noundef %3) #2 {
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float*, align 8
  %11 = alloca %struct.cplx, align 4
  %12 = alloca %struct.cplx, align 4
  %13 = alloca %struct.cplx, align 4
  %14 = alloca %struct.cplx, align 4
  %15 = alloca %struct.cplx, align 4
  %16 = alloca %struct.cplx, align 4
  %17 = alloca %struct.cplx, align 4
  %18 = alloca %struct.cplx, align 4
  %19 = alloca %struct.cplx, align 4
  %20 = alloca %struct.cplx, align 4
  %21 = alloca %struct.cplx, align 4
  %22 = alloca %struct.cplx, align 4
  %23 = alloca %struct.vec3, align 4
  %24 = alloca %struct.vec3, align 4
  %25 = alloca %struct.vec3, align 4
  %26 = alloca %struct.vec3, align 4
  %27 = alloca %struct.vec3, align 4
  %28 = alloca %struct.stats, align 8
  %29 = alloca i32, align 4
  %30 = alloca %struct.stats, align 8
  %31 = alloca %struct.stats, align 8
  %32 = alloca %struct.vec3, align 4
  %33 = alloca %struct.vec3, align 4
  store float* %0, float** %5, align 8
  store float* %1, float** %6, align 8
  store double* %2, double** %7, align 8
  store i32 %3, i32* %8, align 4
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %36 = mul i32 %34, %35
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %38 = add i32 %36, %37
  store i32 %38, i32* %9, align 4
  %39 = load i32, i32* %9, align 4
  %40 = load i32, i32* %8, align 4
  %41 = icmp sge i32 %39, %40
  br i1 %41, label %42, label %43

42:                                               ; preds = %4
  br label %226

43:                                               ; preds = %4
  %44 = load float*, float** %5, align 8
  %45 = load i32, i32* %9, align 4
  %46 = mul nsw i32 6, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, float* %44, i64 %47
  store float* %48, float** %10, align 8
  %49 = getelementptr inbounds %struct.cplx, %struct.cplx* %11, i32 0, i32 0
  %50 = load float*, float** %10, align 8
  %51 = getelementptr inbounds float, float* %50, i64 0
  %52 = load float, float* %51, align 4
  store float %52, float* %49, align 4
  %53 = getelementptr inbounds %struct.cplx, %struct.cplx* %11, i32 0, i32 1
  %54 = load float*, float** %10, align 8
  %55 = getelementptr inbounds float, float* %54, i64 1
  %56 = load float, float* %55, align 4
  store float %56, float* %53, align 4
  %57 = getelementptr inbounds %struct.cplx, %struct.cplx* %12, i32 0, i32 0
  %58 = load float*, float** %10, align 8
  %59 = getelementptr inbounds float, float* %58, i64 2
  %60 = load float, float* %59, align 4
  store float %60, float* %57, align 4
  %61 = getelementptr inbounds %struct.cplx, %struct.cplx* %12, i32 0, i32 1
  %62 = load float*, float** %10, align 8
  %63 = getelementptr inbounds float, float* %62, i64 3
  %64 = load float, float* %63, align 4
  store float %64, float* %61, align 4
  %65 = bitcast %struct.cplx* %14 to i8*
  %66 = bitcast %struct.cplx* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %65, i8* align 4 %66, i64 8, i1 false)
  %67 = bitcast %struct.cplx* %15 to i8*
  %68 = bitcast %struct.cplx* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %67, i8* align 4 %68, i64 8, i1 false)
  %69 = call %struct.cplx @_Z4cmul4cplxS_(%struct.cplx* noundef byval(%struct.cplx) align 4 %14, %struct.cplx* noundef byval(%struct.cplx) align 4 %15) #6
  %70 = getelementptr inbounds %struct.cplx, %struct.cplx* %13, i32 0, i32 0
  %71 = extractvalue %struct.cplx %69, 0
  store float %71, float* %70, align 4
  %72 = getelementptr inbounds %struct.cplx, %struct.cplx* %13, i32 0, i32 1
  %73 = extractvalue %struct.cplx %69, 1
  store float %73, float* %72, align 4
  %74 = bitcast %struct.cplx* %18 to i8*
  %75 = bitcast %struct.cplx* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %74, i8* align 4 %75, i64 8, i1 false)
  %76 = bitcast %struct.cplx* %19 to i8*
  %77 = bitcast %struct.cplx* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %76, i8* align 4 %77, i64 8, i1 false)
  %78 = call %struct.cplx @_Z4cmul4cplxS_(%struct.cplx* noundef byval(%struct.cplx) align 4 %18, %struct.cplx* noundef byval(%struct.cplx) align 4 %19) #6
  %79 = getelementptr inbounds %struct.cplx, %struct.cplx* %17, i32 0, i32 0
  %80 = extractvalue %struct.cplx %78, 0
  store float %80, float* %79, align 4
  %81 = getelementptr inbounds %struct.cplx, %struct.cplx* %17, i32 0, i32 1
  %82 = extractvalue %struct.cplx %78, 1
  store float %82, float* %81, align 4
  %83 = bitcast %struct.cplx* %21 to i8*
  %84 = bitcast %struct.cplx* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %83, i8* align 4 %84, i64 8, i1 false)
  %85 = bitcast %struct.cplx* %22 to i8*
  %86 = bitcast %struct.cplx* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %85, i8* align 4 %86, i64 8, i1 false)
  %87 = call %struct.cplx @_Z4cmul4cplxS_(%struct.cplx* noundef byval(%struct.cplx) align 4 %21, %struct.cplx* noundef byval(%struct.cplx) align 4 %22) #6
  %88 = getelementptr inbounds %struct.cplx, %struct.cplx* %20, i32 0, i32 0
  %89 = extractvalue %struct.cplx %87, 0
  store float %89, float* %88, align 4
  %90 = getelementptr inbounds %struct.cplx, %struct.cplx* %20, i32 0, i32 1
  %91 = extractvalue %struct.cplx %87, 1
  store float %91, float* %90, align 4
  %92 = call %struct.cplx @_Z4cadd4cplxS_(%struct.cplx* noundef byval(%struct.cplx) align 4 %17, %struct.cplx* noundef byval(%struct.cplx) align 4 %20) #6
  %93 = getelementptr inbounds %struct.cplx, %struct.cplx* %16, i32 0, i32 0
  %94 = extractvalue %struct.cplx %92, 0
  store float %94, float* %93, align 4
  %95 = getelementptr inbounds %struct.cplx, %struct.cplx* %16, i32 0, i32 1
  %96 = extractvalue %struct.cplx %92, 1
  store float %96, float* %95, align 4
  %97 = getelementptr inbounds %struct.vec3, %struct.vec3* %23, i32 0, i32 0
  %98 = load float*, float** %10, align 8
  %99 = getelementptr inbounds float, float* %98, i64 0
  %100 = load float, float* %99, align 4
  store float %100, float* %97, align 4
  %101 = getelementptr inbounds %struct.vec3, %struct.vec3* %23, i32 0, i32 1
  %102 = load float*, float** %10, align 8
  %103 = getelementptr inbounds float, float* %102, i64 1
  %104 = load float, float* %103, align 4
  store float %104, float* %101, align 4
  %105 = getelementptr inbounds %struct.vec3, %struct.vec3* %23, i32 0, i32 2
  %106 = load float*, float** %10, align 8
  %107 = getelementptr inbounds float, float* %106, i64 2
  %108 = load float, float* %107, align 4
  store float %108, float* %105, align 4
  %109 = getelementptr inbounds %struct.vec3, %struct.vec3* %24, i32 0, i32 0
  %110 = load float*, float** %10, align 8
  %111 = getelementptr inbounds float, float* %110, i64 3
  %112 = load float, float* %111, align 4
  store float %112, float* %109, align 4
  %113 = getelementptr inbounds %struct.vec3, %struct.vec3* %24, i32 0, i32 1
  %114 = load float*, float** %10, align 8
  %115 = getelementptr inbounds float, float* %114, i64 4
  %116 = load float, float* %115, align 4
  store float %116, float* %113, align 4
  %117 = getelementptr inbounds %struct.vec3, %struct.vec3* %24, i32 0, i32 2
  %118 = load float*, float** %10, align 8
  %119 = getelementptr inbounds float, float* %118, i64 5
  %120 = load float, float* %119, align 4
  store float %120, float* %117, align 4
  %121 = bitcast %struct.vec3* %26 to i8*
  %122 = bitcast %struct.vec3* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %121, i8* align 4 %122, i64 12, i1 false)
  %123 = bitcast %struct.vec3* %27 to i8*
  %124 = bitcast %struct.vec3* %24 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %123, i8* align 4 %124, i64 12, i1 false)
  %125 = call %struct.vec3 @_Z5cross4vec3S_(%struct.vec3* noundef byval(%struct.vec3) align 4 %26, %struct.vec3* noundef byval(%struct.vec3) align 4 %27) #6
  %126 = getelementptr inbounds %struct.vec3, %struct.vec3* %25, i32 0, i32 0
  %127 = extractvalue %struct.vec3 %125, 0
  store float %127, float* %126, align 4
  %128 = getelementptr inbounds %struct.vec3, %struct.vec3* %25, i32 0, i32 1
  %129 = extractvalue %struct.vec3 %125, 1
  store float %129, float* %128, align 4
  %130 = getelementptr inbounds %struct.vec3, %struct.vec3* %25, i32 0, i32 2
  %131 = extractvalue %struct.vec3 %125, 2
  store float %131, float* %130, align 4
  call void @_Z6scale3P4vec3f(%struct.vec3* noundef %25, float noundef 5.000000e-01) #6
  %132 = bitcast %struct.stats* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %132, i8* align 8 bitcast (%struct.stats* @__const.struct_calls.s to i8*), i64 24, i1 false)
  store i32 0, i32* %29, align 4
  br label %133

133:                                              ; preds = %155, %43
  %134 = load i32, i32* %29, align 4
  %135 = icmp slt i32 %134, 6
  br i1 %135, label %136, label %158

136:                                              ; preds = %133
  %137 = bitcast %struct.stats* %31 to i8*
  %138 = bitcast %struct.stats* %28 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %137, i8* align 8 %138, i64 24, i1 false)
  %139 = load float*, float** %10, align 8
  %140 = load i32, i32* %29, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds float, float* %139, i64 %141
  %143 = load float, float* %142, align 4
  %144 = call %struct.stats @_Z9stats_add5statsf(%struct.stats* noundef byval(%struct.stats) align 8 %31, float noundef %143) #6
  %145 = getelementptr inbounds %struct.stats, %struct.stats* %30, i32 0, i32 0
  %146 = extractvalue %struct.stats %144, 0
  store i32 %146, i32* %145, align 8
  %147 = getelementptr inbounds %struct.stats, %struct.stats* %30, i32 0, i32 1
  %148 = extractvalue %struct.stats %144, 1
  store double %148, double* %147, align 8
  %149 = getelementptr inbounds %struct.stats, %struct.stats* %30, i32 0, i32 2
  %150 = extractvalue %struct.stats %144, 2
  store float %150, float* %149, align 8
  %151 = getelementptr inbounds %struct.stats, %struct.stats* %30, i32 0, i32 3
  %152 = extractvalue %struct.stats %144, 3
  store float %152, float* %151, align 4
  %153 = bitcast %struct.stats* %28 to i8*
  %154 = bitcast %struct.stats* %30 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %153, i8* align 8 %154, i64 24, i1 false)
  br label %155

155:                                              ; preds = %136
  %156 = load i32, i32* %29, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, i32* %29, align 4
  br label %133, !llvm.loop !5

158:                                              ; preds = %133
  %159 = getelementptr inbounds %struct.cplx, %struct.cplx* %16, i32 0, i32 0
  %160 = load float, float* %159, align 4
  %161 = load float*, float** %6, align 8
  %162 = load i32, i32* %9, align 4
  %163 = mul nsw i32 6, %162
  %164 = add nsw i32 %163, 0
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, float* %161, i64 %165
  store float %160, float* %166, align 4
  %167 = getelementptr inbounds %struct.cplx, %struct.cplx* %16, i32 0, i32 1
  %168 = load float, float* %167, align 4
  %169 = load float*, float** %6, align 8
  %170 = load i32, i32* %9, align 4
  %171 = mul nsw i32 6, %170
  %172 = add nsw i32 %171, 1
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds float, float* %169, i64 %173
  store float %168, float* %174, align 4
  %175 = getelementptr inbounds %struct.vec3, %struct.vec3* %25, i32 0, i32 0
  %176 = load float, float* %175, align 4
  %177 = load float*, float** %6, align 8
  %178 = load i32, i32* %9, align 4
  %179 = mul nsw i32 6, %178
  %180 = add nsw i32 %179, 2
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds float, float* %177, i64 %181
  store float %176, float* %182, align 4
  %183 = getelementptr inbounds %struct.vec3, %struct.vec3* %25, i32 0, i32 1
  %184 = load float, float* %183, align 4
  %185 = getelementptr inbounds %struct.vec3, %struct.vec3* %25, i32 0, i32 2
  %186 = load float, float* %185, align 4
  %187 = fadd float %184, %186
  %188 = load float*, float** %6, align 8
  %189 = load i32, i32* %9, align 4
  %190 = mul nsw i32 6, %189
  %191 = add nsw i32 %190, 3
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds float, float* %188, i64 %192
  store float %187, float* %193, align 4
  %194 = bitcast %struct.vec3* %32 to i8*
  %195 = bitcast %struct.vec3* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %194, i8* align 4 %195, i64 12, i1 false)
  %196 = bitcast %struct.vec3* %33 to i8*
  %197 = bitcast %struct.vec3* %24 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %196, i8* align 4 %197, i64 12, i1 false)
  %198 = call noundef float @_Z4dot34vec3S_(%struct.vec3* noundef byval(%struct.vec3) align 4 %32, %struct.vec3* noundef byval(%struct.vec3) align 4 %33) #6
  %199 = load float*, float** %6, align 8
  %200 = load i32, i32* %9, align 4
  %201 = mul nsw i32 6, %200
  %202 = add nsw i32 %201, 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds float, float* %199, i64 %203
  store float %198, float* %204, align 4
  %205 = getelementptr inbounds %struct.stats, %struct.stats* %28, i32 0, i32 3
  %206 = load float, float* %205, align 4
  %207 = getelementptr inbounds %struct.stats, %struct.stats* %28, i32 0, i32 2
  %208 = load float, float* %207, align 8
  %209 = fsub float %206, %208
  %210 = load float*, float** %6, align 8
  %211 = load i32, i32* %9, align 4
  %212 = mul nsw i32 6, %211
  %213 = add nsw i32 %212, 5
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds float, float* %210, i64 %214
  store float %209, float* %215, align 4
  %216 = getelementptr inbounds %struct.stats, %struct.stats* %28, i32 0, i32 1
  %217 = load double, double* %216, align 8
  %218 = getelementptr inbounds %struct.stats, %struct.stats* %28, i32 0, i32 0
  %219 = load i32, i32* %218, align 8
  %220 = sitofp i32 %219 to double
  %221 = fdiv double %217, %220
  %222 = load double*, double** %7, align 8
  %223 = load i32, i32* %9, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds double, double* %222, i64 %224
  store double %221, double* %225, align 8
  br label %226

226:                                              ; preds = %158, %42
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind readnone speculatable }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, float*, double*, i32)* @struct_calls, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
