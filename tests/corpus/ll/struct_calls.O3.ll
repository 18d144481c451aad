source_filename = "struct_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.cplx = type { float, float }
%struct.vec3 = type { float, float, float }
%struct.stats = type { i32, double, float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define dso_local %struct.cplx @_Z4cmul4cplxS_(%struct.cplx* nocapture noundef readonly byval(%struct.cplx) align 4 %0, %struct.cplx* nocapture noundef readonly byval(%struct.cplx) align 4 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.cplx, %struct.cplx* %0, i64 0, i32 0
  %4 = load float, float* %3, align 4, !tbaa !5
  %5 = getelementptr inbounds %struct.cplx, %struct.cplx* %1, i64 0, i32 0
  %6 = load float, float* %5, align 4, !tbaa !5
  %7 = fmul float %4, %6
  %8 = getelementptr inbounds %struct.cplx, %struct.cplx* %0, i64 0, i32 1
  %9 = load float, float* %8, align 4, !tbaa !10
  %10 = getelementptr inbounds %struct.cplx, %struct.cplx* %1, i64 0, i32 1
  %11 = load float, float* %10, align 4, !tbaa !10
  %12 = fmul float %9, %11
  %13 = fsub float %7, %12
  %14 = fmul float %4, %11
  %15 = fmul float %6, %9
  %16 = fadd float %15, %14
  %17 = insertvalue %struct.cplx poison, float %13, 0
  %18 = insertvalue %struct.cplx %17, float %16, 1
  ret %struct.cplx %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define dso_local %struct.cplx @_Z4cadd4cplxS_(%struct.cplx* nocapture noundef readonly byval(%struct.cplx) align 4 %0, %struct.cplx* nocapture noundef readonly byval(%struct.cplx) align 4 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.cplx, %struct.cplx* %0, i64 0, i32 0
  %4 = load float, float* %3, align 4, !tbaa !5
  %5 = getelementptr inbounds %struct.cplx, %struct.cplx* %1, i64 0, i32 0
  %6 = load float, float* %5, align 4, !tbaa !5
  %7 = fadd float %4, %6
  %8 = getelementptr inbounds %struct.cplx, %struct.cplx* %0, i64 0, i32 1
  %9 = load float, float* %8, align 4, !tbaa !10
  %10 = getelementptr inbounds %struct.cplx, %struct.cplx* %1, i64 0, i32 1
  %11 = load float, float* %10, align 4, !tbaa !10
  %12 = fadd float %9, %11
  %13 = insertvalue %struct.cplx poison, float %7, 0
  %14 = insertvalue %struct.cplx %13, float %12, 1
  ret %struct.cplx %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define dso_local %struct.vec3 @_Z5cross4vec3S_(%struct.vec3* nocapture noundef readonly byval(%struct.vec3) align 4 %0, %struct.vec3* nocapture noundef readonly byval(%struct.vec3) align 4 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 1
  %4 = load float, float* %3, align 4, !tbaa !11
  %5 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 2
  %6 = load float, float* %5, align 4, !tbaa !13
  %7 = fmul float %4, %6
  %8 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 2
  %9 = load float, float* %8, align 4, !tbaa !13
  %10 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 1
  %11 = load float, float* %10, align 4, !tbaa !11
  %12 = fmul float %9, %11
  %13 = fsub float %7, %12
  %14 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 0
  %15 = load float, float* %14, align 4, !tbaa !14
  %16 = fmul float %9, %15
  %17 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 0
  %18 = load float, float* %17, align 4, !tbaa !14
  %19 = fmul float %6, %18
  %20 = fsub float %16, %19
  %21 = fmul float %11, %18
  %22 = fmul float %4, %15
  %23 = fsub float %21, %22
  %24 = insertvalue %struct.vec3 poison, float %13, 0
  %25 = insertvalue %struct.vec3 %24, float %20, 1
  %26 = insertvalue %struct.vec3 %25, float %23, 2
  ret %struct.vec3 %26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define dso_local noundef float @_Z4dot34vec3S_(%struct.vec3* nocapture noundef readonly byval(%struct.vec3) align 4 %0, %struct.vec3* nocapture noundef readonly byval(%struct.vec3) align 4 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 0
  %4 = load float, float* %3, align 4, !tbaa !14
  %5 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 0
  %6 = load float, float* %5, align 4, !tbaa !14
  %7 = fmul float %4, %6
  %8 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 1
  %9 = load float, float* %8, align 4, !tbaa !11
  %10 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 1
  %11 = load float, float* %10, align 4, !tbaa !11
  %12 = fmul float %9, %11
  %13 = fadd float %7, %12
  %14 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 2
  %15 = load float, float* %14, align 4, !tbaa !13
  %16 = getelementptr inbounds %struct.vec3, %struct.vec3* %1, i64 0, i32 2
  %17 = load float, float* %16, align 4, !tbaa !13
  %18 = fmul float %15, %17
  %19 = fadd float %13, %18
  ret float %19
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn
define dso_local %struct.stats @_Z9stats_add5statsf(%struct.stats* nocapture noundef byval(%struct.stats) align 8 %0, float noundef %1) local_unnamed_addr #1 {
  %3 = getelementptr inbounds %struct.stats, %struct.stats* %0, i64 0, i32 0
  %4 = load i32, i32* %3, align 8, !tbaa !15
  %5 = add nsw i32 %4, 1
  %6 = fpext float %1 to double
  %7 = getelementptr inbounds %struct.stats, %struct.stats* %0, i64 0, i32 1
  %8 = load double, double* %7, align 8, !tbaa !19
  %9 = fadd double %8, %6
  %10 = getelementptr inbounds %struct.stats, %struct.stats* %0, i64 0, i32 2
  %11 = load float, float* %10, align 8, !tbaa !20
  %12 = tail call float @llvm.minnum.f32(float %11, float %1) #8
  %13 = getelementptr inbounds %struct.stats, %struct.stats* %0, i64 0, i32 3
  %14 = load float, float* %13, align 4, !tbaa !21
  %15 = tail call float @llvm.maxnum.f32(float %14, float %1) #8
  %16 = insertvalue %struct.stats poison, i32 %5, 0
  %17 = insertvalue %struct.stats %16, double %9, 1
  %18 = insertvalue %struct.stats %17, float %12, 2
  %19 = insertvalue %struct.stats %18, float %15, 3
  ret %struct.stats %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define dso_local void @_Z6scale3P4vec3f(%struct.vec3* nocapture noundef %0, float noundef %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 0
  %4 = load float, float* %3, align 4, !tbaa !14
  %5 = fmul float %4, %1
  store float %5, float* %3, align 4, !tbaa !14
  %6 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 1
  %7 = load float, float* %6, align 4, !tbaa !11
  %8 = fmul float %7, %1
  store float %8, float* %6, align 4, !tbaa !11
  %9 = getelementptr inbounds %struct.vec3, %struct.vec3* %0, i64 0, i32 2
  %10 = load float, float* %9, align 4, !tbaa !13
  %11 = fmul float %10, %1
  store float %11, float* %9, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind
define dso_local void @struct_calls(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, double* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = alloca %struct.cplx, align 4
  %6 = alloca %struct.cplx, align 4
  %7 = alloca %struct.cplx, align 4
  %8 = alloca %struct.cplx, align 4
  %9 = alloca %struct.cplx, align 4
  %10 = alloca %struct.cplx, align 4
  %11 = alloca %struct.cplx, align 4
  %12 = alloca %struct.cplx, align 4
  %13 = alloca %struct.vec3, align 4
  %14 = alloca %struct.vec3, align 4
  %15 = alloca %struct.vec3, align 4
  %16 = alloca %struct.stats, align 8
  %17 = alloca %struct.vec3, align 4
  %18 = alloca %struct.vec3, align 4
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8
  %21 = mul i32 %19, %20
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8
  %23 = add i32 %21, %22
  %24 = icmp slt i32 %23, %3
  br i1 %24, label %25, label %158

25:                                               ; preds = %4
  %26 = mul nsw i32 %23, 6
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, float* %0, i64 %27
  %29 = load float, float* %28, align 4, !tbaa !22
  %30 = getelementptr inbounds float, float* %28, i64 1
  %31 = load float, float* %30, align 4, !tbaa !22
  %32 = getelementptr inbounds float, float* %28, i64 2
  %33 = load float, float* %32, align 4, !tbaa !22
  %34 = getelementptr inbounds float, float* %28, i64 3
  %35 = load float, float* %34, align 4, !tbaa !22
  %36 = getelementptr inbounds %struct.cplx, %struct.cplx* %5, i64 0, i32 0
  store float %29, float* %36, align 4, !tbaa.struct !23
  %37 = getelementptr inbounds %struct.cplx, %struct.cplx* %5, i64 0, i32 1
  store float %31, float* %37, align 4, !tbaa.struct !24
  %38 = getelementptr inbounds %struct.cplx, %struct.cplx* %6, i64 0, i32 0
  store float %29, float* %38, align 4, !tbaa.struct !23
  %39 = getelementptr inbounds %struct.cplx, %struct.cplx* %6, i64 0, i32 1
  store float %31, float* %39, align 4, !tbaa.struct !24
  %40 = tail call %struct.cplx @_Z4cmul4cplxS_(%struct.cplx* noundef nonnull byval(%struct.cplx) align 4 %5, %struct.cplx* noundef nonnull byval(%struct.cplx) align 4 %6) #8
  %41 = extractvalue %struct.cplx %40, 0
  %42 = extractvalue %struct.cplx %40, 1
  %43 = getelementptr inbounds %struct.cplx, %struct.cplx* %8, i64 0, i32 0
  store float %41, float* %43, align 4, !tbaa.struct !23
  %44 = getelementptr inbounds %struct.cplx, %struct.cplx* %8, i64 0, i32 1
  store float %42, float* %44, align 4, !tbaa.struct !24
  %45 = getelementptr inbounds %struct.cplx, %struct.cplx* %9, i64 0, i32 0
  store float %41, float* %45, align 4, !tbaa.struct !23
  %46 = getelementptr inbounds %struct.cplx, %struct.cplx* %9, i64 0, i32 1
  store float %42, float* %46, align 4, !tbaa.struct !24
  %47 = tail call %struct.cplx @_Z4cmul4cplxS_(%struct.cplx* noundef nonnull byval(%struct.cplx) align 4 %8, %struct.cplx* noundef nonnull byval(%struct.cplx) align 4 %9) #8
  %48 = getelementptr inbounds %struct.cplx, %struct.cplx* %7, i64 0, i32 0
  %49 = extractvalue %struct.cplx %47, 0
  store float %49, float* %48, align 4
  %50 = getelementptr inbounds %struct.cplx, %struct.cplx* %7, i64 0, i32 1
  %51 = extractvalue %struct.cplx %47, 1
  store float %51, float* %50, align 4
  %52 = getelementptr inbounds %struct.cplx, %struct.cplx* %11, i64 0, i32 0
  store float %33, float* %52, align 4, !tbaa.struct !23
  %53 = getelementptr inbounds %struct.cplx, %struct.cplx* %11, i64 0, i32 1
  store float %35, float* %53, align 4, !tbaa.struct !24
  %54 = getelementptr inbounds %struct.cplx, %struct.cplx* %12, i64 0, i32 0
  store float %29, float* %54, align 4, !tbaa.struct !23
  %55 = getelementptr inbounds %struct.cplx, %struct.cplx* %12, i64 0, i32 1
  store float %31, float* %55, align 4, !tbaa.struct !24
  %56 = tail call %struct.cplx @_Z4cmul4cplxS_(%struct.cplx* noundef nonnull byval(%struct.cplx) align 4 %11, %struct.cplx* noundef nonnull byval(%struct.cplx) align 4 %12) #8
  %57 = getelementptr inbounds %struct.cplx, %struct.cplx* %10, i64 0, i32 0
  %58 = extractvalue %struct.cplx %56, 0
  store float %58, float* %57, align 4
  %59 = getelementptr inbounds %struct.cplx, %struct.cplx* %10, i64 0, i32 1
  %60 = extractvalue %struct.cplx %56, 1
  store float %60, float* %59, align 4
  %61 = tail call %struct.cplx @_Z4cadd4cplxS_(%struct.cplx* noundef nonnull byval(%struct.cplx) align 4 %7, %struct.cplx* noundef nonnull byval(%struct.cplx) align 4 %10) #8
  %62 = extractvalue %struct.cplx %61, 0
  %63 = getelementptr inbounds float, float* %28, i64 4
  %64 = load float, float* %63, align 4, !tbaa !22
  %65 = getelementptr inbounds float, float* %28, i64 5
  %66 = load float, float* %65, align 4, !tbaa !22
  %67 = bitcast %struct.vec3* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %67) #8
  %68 = getelementptr inbounds %struct.vec3, %struct.vec3* %14, i64 0, i32 0
  store float %29, float* %68, align 4, !tbaa.struct !25
  %69 = getelementptr inbounds %struct.vec3, %struct.vec3* %14, i64 0, i32 1
  store float %31, float* %69, align 4, !tbaa.struct !23
  %70 = getelementptr inbounds %struct.vec3, %struct.vec3* %14, i64 0, i32 2
  store float %33, float* %70, align 4, !tbaa.struct !24
  %71 = getelementptr inbounds %struct.vec3, %struct.vec3* %15, i64 0, i32 0
  store float %35, float* %71, align 4, !tbaa.struct !25
  %72 = getelementptr inbounds %struct.vec3, %struct.vec3* %15, i64 0, i32 1
  store float %64, float* %72, align 4, !tbaa.struct !23
  %73 = getelementptr inbounds %struct.vec3, %struct.vec3* %15, i64 0, i32 2
  store float %66, float* %73, align 4, !tbaa.struct !24
  %74 = tail call %struct.vec3 @_Z5cross4vec3S_(%struct.vec3* noundef nonnull byval(%struct.vec3) align 4 %14, %struct.vec3* noundef nonnull byval(%struct.vec3) align 4 %15) #8
  %75 = getelementptr inbounds %struct.vec3, %struct.vec3* %13, i64 0, i32 0
  %76 = extractvalue %struct.vec3 %74, 0
  store float %76, float* %75, align 4
  %77 = getelementptr inbounds %struct.vec3, %struct.vec3* %13, i64 0, i32 1
  %78 = extractvalue %struct.vec3 %74, 1
  store float %78, float* %77, align 4
  %79 = getelementptr inbounds %struct.vec3, %struct.vec3* %13, i64 0, i32 2
  %80 = extractvalue %struct.vec3 %74, 2
  store float %80, float* %79, align 4
  call void @_Z6scale3P4vec3f(%struct.vec3* noundef nonnull %13, float noundef 5.000000e-01) #8
  %81 = bitcast %struct.stats* %16 to i8*
  %82 = getelementptr inbounds %struct.stats, %struct.stats* %16, i64 0, i32 0
  %83 = getelementptr inbounds i8, i8* %81, i64 4
  %84 = bitcast i8* %83 to i32*
  %85 = getelementptr inbounds %struct.stats, %struct.stats* %16, i64 0, i32 1
  %86 = getelementptr inbounds %struct.stats, %struct.stats* %16, i64 0, i32 2
  %87 = getelementptr inbounds %struct.stats, %struct.stats* %16, i64 0, i32 3
  %88 = bitcast %struct.stats* %16 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %88, i8 0, i64 16, i1 false)
  store float 0x7FF0000000000000, float* %86, align 8, !tbaa.struct !23
  store float 0xFFF0000000000000, float* %87, align 4, !tbaa.struct !24
  %89 = load float, float* %28, align 4, !tbaa !22
  %90 = tail call %struct.stats @_Z9stats_add5statsf(%struct.stats* noundef nonnull byval(%struct.stats) align 8 %16, float noundef %89) #8
  %91 = extractvalue %struct.stats %90, 0
  %92 = extractvalue %struct.stats %90, 1
  %93 = extractvalue %struct.stats %90, 2
  %94 = extractvalue %struct.stats %90, 3
  store i32 %91, i32* %82, align 8, !tbaa.struct !26
  store i32 0, i32* %84, align 4, !tbaa.struct !29
  store double %92, double* %85, align 8, !tbaa.struct !30
  store float %93, float* %86, align 8, !tbaa.struct !23
  store float %94, float* %87, align 4, !tbaa.struct !24
  %95 = load float, float* %30, align 4, !tbaa !22
  %96 = tail call %struct.stats @_Z9stats_add5statsf(%struct.stats* noundef nonnull byval(%struct.stats) align 8 %16, float noundef %95) #8
  %97 = extractvalue %struct.stats %96, 0
  %98 = extractvalue %struct.stats %96, 1
  %99 = extractvalue %struct.stats %96, 2
  %100 = extractvalue %struct.stats %96, 3
  store i32 %97, i32* %82, align 8, !tbaa.struct !26
  store i32 0, i32* %84, align 4, !tbaa.struct !29
  store double %98, double* %85, align 8, !tbaa.struct !30
  store float %99, float* %86, align 8, !tbaa.struct !23
  store float %100, float* %87, align 4, !tbaa.struct !24
  %101 = load float, float* %32, align 4, !tbaa !22
  %102 = tail call %struct.stats @_Z9stats_add5statsf(%struct.stats* noundef nonnull byval(%struct.stats) align 8 %16, float noundef %101) #8
  %103 = extractvalue %struct.stats %102, 0
  %104 = extractvalue %struct.stats %102, 1
  %105 = extractvalue %struct.stats %102, 2
  %106 = extractvalue %struct.stats %102, 3
  store i32 %103, i32* %82, align 8, !tbaa.struct !26
  store i32 0, i32* %84, align 4, !tbaa.struct !29
  store double %104, double* %85, align 8, !tbaa.struct !30
  store float %105, float* %86, align 8, !tbaa.struct !23
  store float %106, float* %87, align 4, !tbaa.struct !24
  %107 = load float, float* %34, align 4, !tbaa !22
  %108 = tail call %struct.stats @_Z9stats_add5statsf(%struct.stats* noundef nonnull byval(%struct.stats) align 8 %16, float noundef %107) #8
  %109 = extractvalue %struct.stats %108, 0
  %110 = extractvalue %struct.stats %108, 1
  %111 = extractvalue %struct.stats %108, 2
  %112 = extractvalue %struct.stats %108, 3
  store i32 %109, i32* %82, align 8, !tbaa.struct !26
  store i32 0, i32* %84, align 4, !tbaa.struct !29
  store double %110, double* %85, align 8, !tbaa.struct !30
  store float %111, float* %86, align 8, !tbaa.struct !23
  store float %112, float* %87, align 4, !tbaa.struct !24
  %113 = load float, float* %63, align 4, !tbaa !22
  %114 = tail call %struct.stats @_Z9stats_add5statsf(%struct.stats* noundef nonnull byval(%struct.stats) align 8 %16, float noundef %113) #8
  %115 = extractvalue %struct.stats %114, 0
  %116 = extractvalue %struct.stats %114, 1
  %117 = extractvalue %struct.stats %114, 2
  %118 = extractvalue %struct.stats %114, 3
  store i32 %115, i32* %82, align 8, !tbaa.struct !26
  store i32 0, i32* %84, align 4, !tbaa.struct !29
  store double %116, double* %85, align 8, !tbaa.struct !30
  store float %117, float* %86, align 8, !tbaa.struct !23
  store float %118, float* %87, align 4, !tbaa.struct !24
  %119 = load float, float* %65, align 4, !tbaa !22
  %120 = tail call %struct.stats @_Z9stats_add5statsf(%struct.stats* noundef nonnull byval(%struct.stats) align 8 %16, float noundef %119) #8
  %121 = extractvalue %struct.cplx %61, 1
  %122 = extractvalue %struct.stats %120, 0
  %123 = extractvalue %struct.stats %120, 1
  %124 = extractvalue %struct.stats %120, 2
  %125 = extractvalue %struct.stats %120, 3
  %126 = getelementptr inbounds float, float* %1, i64 %27
  store float %62, float* %126, align 4, !tbaa !22
  %127 = or i32 %26, 1
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, float* %1, i64 %128
  store float %121, float* %129, align 4, !tbaa !22
  %130 = load float, float* %75, align 4, !tbaa !14
  %131 = add nsw i32 %26, 2
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds float, float* %1, i64 %132
  store float %130, float* %133, align 4, !tbaa !22
  %134 = load float, float* %77, align 4, !tbaa !11
  %135 = load float, float* %79, align 4, !tbaa !13
  %136 = fadd float %134, %135
  %137 = add nsw i32 %26, 3
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds float, float* %1, i64 %138
  store float %136, float* %139, align 4, !tbaa !22
  %140 = getelementptr inbounds %struct.vec3, %struct.vec3* %17, i64 0, i32 0
  store float %29, float* %140, align 4, !tbaa.struct !25
  %141 = getelementptr inbounds %struct.vec3, %struct.vec3* %17, i64 0, i32 1
  store float %31, float* %141, align 4, !tbaa.struct !23
  %142 = getelementptr inbounds %struct.vec3, %struct.vec3* %17, i64 0, i32 2
  store float %33, float* %142, align 4, !tbaa.struct !24
  %143 = getelementptr inbounds %struct.vec3, %struct.vec3* %18, i64 0, i32 0
  store float %35, float* %143, align 4, !tbaa.struct !25
  %144 = getelementptr inbounds %struct.vec3, %struct.vec3* %18, i64 0, i32 1
  store float %64, float* %144, align 4, !tbaa.struct !23
  %145 = getelementptr inbounds %struct.vec3, %struct.vec3* %18, i64 0, i32 2
  store float %66, float* %145, align 4, !tbaa.struct !24
  %146 = tail call noundef float @_Z4dot34vec3S_(%struct.vec3* noundef nonnull byval(%struct.vec3) align 4 %17, %struct.vec3* noundef nonnull byval(%struct.vec3) align 4 %18) #8
  %147 = add nsw i32 %26, 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, float* %1, i64 %148
  store float %146, float* %149, align 4, !tbaa !22
  %150 = fsub float %125, %124
  %151 = add nsw i32 %26, 5
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds float, float* %1, i64 %152
  store float %150, float* %153, align 4, !tbaa !22
  %154 = sitofp i32 %122 to double
  %155 = fdiv double %123, %154
  %156 = sext i32 %23 to i64
  %157 = getelementptr inbounds double, double* %2, i64 %156
  store double %155, double* %157, align 8, !tbaa !28
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %67) #8
  br label %158

158:                                              ; preds = %4, %25
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { convergent mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, float*, double*, i32)* @struct_calls, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS4cplx", !7, i64 0, !7, i64 4}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!12, !7, i64 4}
!12 = !{!"_ZTS4vec3", !7, i64 0, !7, i64 4, !7, i64 8}
!13 = !{!12, !7, i64 8}
!14 = !{!12, !7, i64 0}
!15 = !{!16, !17, i64 0}
!16 = !{!"_ZTS5stats", !17, i64 0, !18, i64 8, !7, i64 16, !7, i64 20}
!17 = !{!"int", !8, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{!16, !18, i64 8}
!20 = !{!16, !7, i64 16}
!21 = !{!16, !7, i64 20}
!22 = !{!7, !7, i64 0}
!23 = !{i64 0, i64 4, !22, i64 4, i64 4, !22}
!24 = !{i64 0, i64 4, !22}
!25 = !{i64 0, i64 4, !22, i64 4, i64 4, !22, i64 8, i64 4, !22}
!26 = !{i64 0, i64 4, !27, i64 8, i64 8, !28, i64 16, i64 4, !22, i64 20, i64 4, !22}
!27 = !{!17, !17, i64 0}
!28 = !{!18, !18, i64 0}
!29 = !{i64 4, i64 8, !28, i64 12, i64 4, !22, i64 16, i64 4, !22}
!30 = !{i64 0, i64 8, !28, i64 8, i64 4, !22, i64 12, i64 4, !22}
