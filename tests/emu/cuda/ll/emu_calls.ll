source_filename = "emu_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.calls.ops = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @_Z6op_addjj, i32 (i32, i32)* @_Z6op_muljj, i32 (i32, i32)* @_Z6op_xorjj], align 8

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z3fibj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %58, label %3

3:                                                ; preds = %1
  %4 = add i32 %0, -2
  %5 = lshr i32 %4, 1
  %6 = add nuw i32 %5, 1
  %7 = and i32 %6, 7
  %8 = icmp ult i32 %4, 14
  br i1 %8, label %42, label %9

9:                                                ; preds = %3
  %10 = and i32 %6, -8
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %36, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %39, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %40, %11 ]
  %15 = add i32 %12, -1
  %16 = tail call noundef i32 @_Z3fibj(i32 noundef %15) #8
  %17 = add i32 %16, %13
  %18 = add i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibj(i32 noundef %18) #8
  %20 = add i32 %19, %17
  %21 = add i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibj(i32 noundef %21) #8
  %23 = add i32 %22, %20
  %24 = add i32 %12, -7
  %25 = tail call noundef i32 @_Z3fibj(i32 noundef %24) #8
  %26 = add i32 %25, %23
  %27 = add i32 %12, -9
  %28 = tail call noundef i32 @_Z3fibj(i32 noundef %27) #8
  %29 = add i32 %28, %26
  %30 = add i32 %12, -11
  %31 = tail call noundef i32 @_Z3fibj(i32 noundef %30) #8
  %32 = add i32 %31, %29
  %33 = add i32 %12, -13
  %34 = tail call noundef i32 @_Z3fibj(i32 noundef %33) #8
  %35 = add i32 %34, %32
  %36 = add i32 %12, -16
  %37 = add i32 %12, -15
  %38 = tail call noundef i32 @_Z3fibj(i32 noundef %37) #8
  %39 = add i32 %38, %35
  %40 = add i32 %14, 8
  %41 = icmp eq i32 %40, %10
  br i1 %41, label %42, label %11

42:                                               ; preds = %11, %3
  %43 = phi i32 [ undef, %3 ], [ %36, %11 ]
  %44 = phi i32 [ undef, %3 ], [ %39, %11 ]
  %45 = phi i32 [ %0, %3 ], [ %36, %11 ]
  %46 = phi i32 [ 0, %3 ], [ %39, %11 ]
  %47 = icmp eq i32 %7, 0
  br i1 %47, label %58, label %48

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ %45, %42 ]
  %50 = phi i32 [ %55, %48 ], [ %46, %42 ]
  %51 = phi i32 [ %56, %48 ], [ 0, %42 ]
  %52 = add i32 %49, -2
  %53 = add i32 %49, -1
  %54 = tail call noundef i32 @_Z3fibj(i32 noundef %53) #8
  %55 = add i32 %54, %50
  %56 = add i32 %51, 1
  %57 = icmp eq i32 %56, %7
  br i1 %57, label %58, label %48, !llvm.loop !7

58:                                               ; preds = %42, %48, %1
  %59 = phi i32 [ 0, %1 ], [ %44, %42 ], [ %55, %48 ]
  %60 = phi i32 [ %0, %1 ], [ %43, %42 ], [ %52, %48 ]
  %61 = add i32 %60, %59
  ret i32 %61
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z3gcdjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %7, %4 ], [ %1, %2 ]
  %6 = phi i32 [ %5, %4 ], [ %0, %2 ]
  %7 = urem i32 %6, %5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %4

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %5, %4 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z6op_addjj(i32 noundef %0, i32 noundef %1) #1 {
  %3 = add i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z6op_muljj(i32 noundef %0, i32 noundef %1) #1 {
  %3 = mul i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z6op_xorjj(i32 noundef %0, i32 noundef %1) #1 {
  %3 = xor i32 %1, %0
  ret i32 %3
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @calls(i32* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8
  %7 = add i32 %5, %6
  %8 = icmp ult i32 %7, %1
  br i1 %8, label %9, label %27

9:                                                ; preds = %2
  %10 = and i32 %7, 15
  %11 = tail call noundef i32 @_Z3fibj(i32 noundef %10) #8
  %12 = mul i32 %7, 3
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  store i32 %11, i32* %14, align 4, !tbaa !9
  %15 = tail call noundef i32 @_Z3gcdjj(i32 noundef %7, i32 noundef 360) #8
  %16 = add i32 %12, 1
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %0, i64 %17
  store i32 %15, i32* %18, align 4, !tbaa !9
  %19 = urem i32 %7, 3
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* @__const.calls.ops, i64 0, i64 %20
  %22 = load i32 (i32, i32)*, i32 (i32, i32)** %21, align 8, !tbaa !13
  %23 = tail call noundef i32 %22(i32 noundef %7, i32 noundef 7) #9
  %24 = add i32 %12, 2
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %0, i64 %25
  store i32 %23, i32* %26, align 4, !tbaa !9
  br label %27

27:                                               ; preds = %2, %9
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind writeonly
define dso_local void @local_array(i32* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = alloca [16 x i32], align 4
  %4 = bitcast [16 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8
  %9 = add i32 %7, %8
  %10 = icmp ult i32 %9, %1
  br i1 %10, label %11, label %138

11:                                               ; preds = %2
  %12 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 0
  store i32 0, i32* %12, align 4, !tbaa !9
  %13 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 1
  store i32 %9, i32* %13, align 4, !tbaa !9
  %14 = shl i32 %9, 1
  %15 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 2
  store i32 %14, i32* %15, align 4, !tbaa !9
  %16 = mul i32 %9, 3
  %17 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 3
  store i32 %16, i32* %17, align 4, !tbaa !9
  %18 = shl i32 %9, 2
  %19 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 4
  store i32 %18, i32* %19, align 4, !tbaa !9
  %20 = mul i32 %9, 5
  %21 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 5
  store i32 %20, i32* %21, align 4, !tbaa !9
  %22 = mul i32 %9, 6
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 6
  store i32 %22, i32* %23, align 4, !tbaa !9
  %24 = mul i32 %9, 7
  %25 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 7
  store i32 %24, i32* %25, align 4, !tbaa !9
  %26 = shl i32 %9, 3
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 8
  store i32 %26, i32* %27, align 4, !tbaa !9
  %28 = mul i32 %9, 9
  %29 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 9
  store i32 %28, i32* %29, align 4, !tbaa !9
  %30 = mul i32 %9, 10
  %31 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 10
  store i32 %30, i32* %31, align 4, !tbaa !9
  %32 = mul i32 %9, 11
  %33 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 11
  store i32 %32, i32* %33, align 4, !tbaa !9
  %34 = mul i32 %9, 12
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 12
  store i32 %34, i32* %35, align 4, !tbaa !9
  %36 = mul i32 %9, 13
  %37 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 13
  store i32 %36, i32* %37, align 4, !tbaa !9
  %38 = mul i32 %9, 14
  %39 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 14
  store i32 %38, i32* %39, align 4, !tbaa !9
  %40 = mul i32 %9, 15
  %41 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 15
  store i32 %40, i32* %41, align 4, !tbaa !9
  %42 = and i32 %9, 15
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %43
  %45 = load i32, i32* %44, align 4, !tbaa !9
  %46 = add i32 %9, 7
  %47 = and i32 %46, 15
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !9
  %51 = add i32 %50, %45
  %52 = add i32 %9, 14
  %53 = and i32 %52, 15
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !9
  %57 = add i32 %56, %51
  %58 = add i32 %9, 5
  %59 = and i32 %58, 15
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !9
  %63 = add i32 %62, %57
  %64 = add i32 %9, 12
  %65 = and i32 %64, 15
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !9
  %69 = add i32 %68, %63
  %70 = add i32 %9, 3
  %71 = and i32 %70, 15
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !9
  %75 = add i32 %74, %69
  %76 = add i32 %9, 10
  %77 = and i32 %76, 15
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %78
  %80 = load i32, i32* %79, align 4, !tbaa !9
  %81 = add i32 %80, %75
  %82 = add nuw i32 %9, 1
  %83 = and i32 %82, 15
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !9
  %87 = add i32 %86, %81
  %88 = add i32 %9, 8
  %89 = and i32 %88, 15
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %90
  %92 = load i32, i32* %91, align 4, !tbaa !9
  %93 = add i32 %92, %87
  %94 = add i32 %9, 15
  %95 = and i32 %94, 15
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %96
  %98 = load i32, i32* %97, align 4, !tbaa !9
  %99 = add i32 %98, %93
  %100 = add i32 %9, 6
  %101 = and i32 %100, 15
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %102
  %104 = load i32, i32* %103, align 4, !tbaa !9
  %105 = add i32 %104, %99
  %106 = add i32 %9, 13
  %107 = and i32 %106, 15
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %108
  %110 = load i32, i32* %109, align 4, !tbaa !9
  %111 = add i32 %110, %105
  %112 = add i32 %9, 4
  %113 = and i32 %112, 15
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %114
  %116 = load i32, i32* %115, align 4, !tbaa !9
  %117 = add i32 %116, %111
  %118 = add i32 %9, 11
  %119 = and i32 %118, 15
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %120
  %122 = load i32, i32* %121, align 4, !tbaa !9
  %123 = add i32 %122, %117
  %124 = add i32 %9, 2
  %125 = and i32 %124, 15
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %126
  %128 = load i32, i32* %127, align 4, !tbaa !9
  %129 = add i32 %128, %123
  %130 = add i32 %9, 9
  %131 = and i32 %130, 15
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %132
  %134 = load i32, i32* %133, align 4, !tbaa !9
  %135 = add i32 %134, %129
  %136 = zext i32 %9 to i64
  %137 = getelementptr inbounds i32, i32* %0, i64 %136
  store i32 %135, i32* %137, align 4, !tbaa !9
  br label %138

138:                                              ; preds = %2, %11
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @exact_fp(float* nocapture noundef writeonly %0, double* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8
  %9 = add i32 %7, %8
  %10 = icmp ult i32 %9, %3
  br i1 %10, label %11, label %24

11:                                               ; preds = %4
  %12 = uitofp i32 %9 to float
  %13 = tail call float @llvm.fma.f32(float %12, float 2.500000e-01, float 3.000000e+00)
  %14 = zext i32 %9 to i64
  %15 = getelementptr inbounds float, float* %0, i64 %14
  store float %13, float* %15, align 4, !tbaa !15
  %16 = uitofp i32 %9 to double
  %17 = fmul double %16, %16
  %18 = tail call double @llvm.sqrt.f64(double %17)
  %19 = getelementptr inbounds double, double* %1, i64 %14
  store double %18, double* %19, align 8, !tbaa !17
  %20 = shl i32 %9, 3
  %21 = uitofp i32 %20 to float
  %22 = fmul float %21, 1.250000e-01
  %23 = getelementptr inbounds float, float* %2, i64 %14
  store float %22, float* %23, align 4, !tbaa !15
  br label %24

24:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

attributes #0 = { mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree norecurse nosync nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32)* @calls, !"kernel", i32 1}
!1 = !{void (i32*, i32)* @local_array, !"kernel", i32 1}
!2 = !{void (float*, double*, float*, i32)* @exact_fp, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !11, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !11, i64 0}
