source_filename = "reduce_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14reduce_sum_f32E1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ14reduce_sum_u32E1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ14reduce_max_f32E1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sum_f32(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = shl i32 %5, 8
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %11 = shl i32 %10, 8
  br label %18

12:                                               ; preds = %18, %3
  %13 = phi float [ 0.000000e+00, %3 ], [ %24, %18 ]
  %14 = zext i32 %4 to i64
  %15 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s, i64 0, i64 %14
  %16 = addrspacecast float addrspace(3)* %15 to float*
  store float %13, float* %16, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %17 = icmp ult i32 %4, 128
  br i1 %17, label %27, label %34

18:                                               ; preds = %9, %18
  %19 = phi i32 [ %7, %9 ], [ %25, %18 ]
  %20 = phi float [ 0.000000e+00, %9 ], [ %24, %18 ]
  %21 = zext i32 %19 to i64
  %22 = getelementptr inbounds float, float* %0, i64 %21
  %23 = load float, float* %22, align 4, !tbaa !10
  %24 = fadd float %20, %23
  %25 = add i32 %19, %11
  %26 = icmp ult i32 %25, %2
  br i1 %26, label %18, label %12, !llvm.loop !14

27:                                               ; preds = %12
  %28 = add nuw nsw i32 %4, 128
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s, i64 0, i64 %29
  %31 = addrspacecast float addrspace(3)* %30 to float*
  %32 = load float, float* %31, align 4, !tbaa !10
  %33 = fadd float %32, %13
  store float %33, float* %16, align 4, !tbaa !10
  br label %34

34:                                               ; preds = %27, %12
  %35 = phi float [ %33, %27 ], [ %13, %12 ]
  tail call void @llvm.nvvm.barrier0()
  %36 = icmp ult i32 %4, 64
  br i1 %36, label %37, label %44

37:                                               ; preds = %34
  %38 = add nuw nsw i32 %4, 64
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s, i64 0, i64 %39
  %41 = addrspacecast float addrspace(3)* %40 to float*
  %42 = load float, float* %41, align 4, !tbaa !10
  %43 = fadd float %42, %35
  store float %43, float* %16, align 4, !tbaa !10
  br label %44

44:                                               ; preds = %37, %34
  %45 = phi float [ %43, %37 ], [ %35, %34 ]
  tail call void @llvm.nvvm.barrier0()
  %46 = icmp ult i32 %4, 32
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  %48 = add nuw nsw i32 %4, 32
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s, i64 0, i64 %49
  %51 = addrspacecast float addrspace(3)* %50 to float*
  %52 = load float, float* %51, align 4, !tbaa !10
  %53 = fadd float %52, %45
  store float %53, float* %16, align 4, !tbaa !10
  br label %54

54:                                               ; preds = %47, %44
  %55 = phi float [ %53, %47 ], [ %45, %44 ]
  tail call void @llvm.nvvm.barrier0()
  %56 = icmp ult i32 %4, 16
  br i1 %56, label %57, label %64

57:                                               ; preds = %54
  %58 = add nuw nsw i32 %4, 16
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s, i64 0, i64 %59
  %61 = addrspacecast float addrspace(3)* %60 to float*
  %62 = load float, float* %61, align 4, !tbaa !10
  %63 = fadd float %62, %55
  store float %63, float* %16, align 4, !tbaa !10
  br label %64

64:                                               ; preds = %57, %54
  %65 = phi float [ %63, %57 ], [ %55, %54 ]
  tail call void @llvm.nvvm.barrier0()
  %66 = icmp ult i32 %4, 8
  br i1 %66, label %67, label %74

67:                                               ; preds = %64
  %68 = add nuw nsw i32 %4, 8
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s, i64 0, i64 %69
  %71 = addrspacecast float addrspace(3)* %70 to float*
  %72 = load float, float* %71, align 4, !tbaa !10
  %73 = fadd float %72, %65
  store float %73, float* %16, align 4, !tbaa !10
  br label %74

74:                                               ; preds = %67, %64
  %75 = phi float [ %73, %67 ], [ %65, %64 ]
  tail call void @llvm.nvvm.barrier0()
  %76 = icmp ult i32 %4, 4
  br i1 %76, label %77, label %84

77:                                               ; preds = %74
  %78 = add nuw nsw i32 %4, 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s, i64 0, i64 %79
  %81 = addrspacecast float addrspace(3)* %80 to float*
  %82 = load float, float* %81, align 4, !tbaa !10
  %83 = fadd float %82, %75
  store float %83, float* %16, align 4, !tbaa !10
  br label %84

84:                                               ; preds = %77, %74
  %85 = phi float [ %83, %77 ], [ %75, %74 ]
  tail call void @llvm.nvvm.barrier0()
  %86 = icmp ult i32 %4, 2
  br i1 %86, label %87, label %94

87:                                               ; preds = %84
  %88 = add nuw nsw i32 %4, 2
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s, i64 0, i64 %89
  %91 = addrspacecast float addrspace(3)* %90 to float*
  %92 = load float, float* %91, align 4, !tbaa !10
  %93 = fadd float %92, %85
  store float %93, float* %16, align 4, !tbaa !10
  br label %94

94:                                               ; preds = %87, %84
  %95 = phi float [ %93, %87 ], [ %85, %84 ]
  tail call void @llvm.nvvm.barrier0()
  %96 = icmp eq i32 %4, 0
  br i1 %96, label %97, label %104

97:                                               ; preds = %94
  %98 = add nuw nsw i32 %4, 1
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s, i64 0, i64 %99
  %101 = addrspacecast float addrspace(3)* %100 to float*
  %102 = load float, float* %101, align 4, !tbaa !10
  %103 = fadd float %102, %95
  store float %103, float* %16, align 4, !tbaa !10
  br label %104

104:                                              ; preds = %97, %94
  tail call void @llvm.nvvm.barrier0()
  %105 = icmp eq i32 %4, 0
  br i1 %105, label %106, label %110

106:                                              ; preds = %104
  %107 = zext i32 %5 to i64
  %108 = getelementptr inbounds float, float* %1, i64 %107
  %109 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_sum_f32E1s to [256 x float]*), i64 0, i64 0), align 4, !tbaa !10
  store float %109, float* %108, align 4, !tbaa !10
  br label %110

110:                                              ; preds = %106, %104
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sum_u32(i32* nocapture noundef readonly %0, i32* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = shl i32 %5, 8
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %11 = shl i32 %10, 8
  br label %18

12:                                               ; preds = %18, %3
  %13 = phi i32 [ 0, %3 ], [ %24, %18 ]
  %14 = zext i32 %4 to i64
  %15 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s, i64 0, i64 %14
  %16 = addrspacecast i32 addrspace(3)* %15 to i32*
  store i32 %13, i32* %16, align 4, !tbaa !16
  tail call void @llvm.nvvm.barrier0()
  %17 = icmp ult i32 %4, 128
  br i1 %17, label %27, label %34

18:                                               ; preds = %9, %18
  %19 = phi i32 [ %7, %9 ], [ %25, %18 ]
  %20 = phi i32 [ 0, %9 ], [ %24, %18 ]
  %21 = zext i32 %19 to i64
  %22 = getelementptr inbounds i32, i32* %0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !16
  %24 = add i32 %23, %20
  %25 = add i32 %19, %11
  %26 = icmp ult i32 %25, %2
  br i1 %26, label %18, label %12, !llvm.loop !18

27:                                               ; preds = %12
  %28 = add nuw nsw i32 %4, 128
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s, i64 0, i64 %29
  %31 = addrspacecast i32 addrspace(3)* %30 to i32*
  %32 = load i32, i32* %31, align 4, !tbaa !16
  %33 = add i32 %13, %32
  store i32 %33, i32* %16, align 4, !tbaa !16
  br label %34

34:                                               ; preds = %27, %12
  %35 = phi i32 [ %33, %27 ], [ %13, %12 ]
  tail call void @llvm.nvvm.barrier0()
  %36 = icmp ult i32 %4, 64
  br i1 %36, label %37, label %44

37:                                               ; preds = %34
  %38 = add nuw nsw i32 %4, 64
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s, i64 0, i64 %39
  %41 = addrspacecast i32 addrspace(3)* %40 to i32*
  %42 = load i32, i32* %41, align 4, !tbaa !16
  %43 = add i32 %35, %42
  store i32 %43, i32* %16, align 4, !tbaa !16
  br label %44

44:                                               ; preds = %37, %34
  %45 = phi i32 [ %43, %37 ], [ %35, %34 ]
  tail call void @llvm.nvvm.barrier0()
  %46 = icmp ult i32 %4, 32
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  %48 = add nuw nsw i32 %4, 32
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s, i64 0, i64 %49
  %51 = addrspacecast i32 addrspace(3)* %50 to i32*
  %52 = load i32, i32* %51, align 4, !tbaa !16
  %53 = add i32 %45, %52
  store i32 %53, i32* %16, align 4, !tbaa !16
  br label %54

54:                                               ; preds = %47, %44
  %55 = phi i32 [ %53, %47 ], [ %45, %44 ]
  tail call void @llvm.nvvm.barrier0()
  %56 = icmp ult i32 %4, 16
  br i1 %56, label %57, label %64

57:                                               ; preds = %54
  %58 = add nuw nsw i32 %4, 16
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s, i64 0, i64 %59
  %61 = addrspacecast i32 addrspace(3)* %60 to i32*
  %62 = load i32, i32* %61, align 4, !tbaa !16
  %63 = add i32 %55, %62
  store i32 %63, i32* %16, align 4, !tbaa !16
  br label %64

64:                                               ; preds = %57, %54
  %65 = phi i32 [ %63, %57 ], [ %55, %54 ]
  tail call void @llvm.nvvm.barrier0()
  %66 = icmp ult i32 %4, 8
  br i1 %66, label %67, label %74

67:                                               ; preds = %64
  %68 = add nuw nsw i32 %4, 8
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s, i64 0, i64 %69
  %71 = addrspacecast i32 addrspace(3)* %70 to i32*
  %72 = load i32, i32* %71, align 4, !tbaa !16
  %73 = add i32 %65, %72
  store i32 %73, i32* %16, align 4, !tbaa !16
  br label %74

74:                                               ; preds = %67, %64
  %75 = phi i32 [ %73, %67 ], [ %65, %64 ]
  tail call void @llvm.nvvm.barrier0()
  %76 = icmp ult i32 %4, 4
  br i1 %76, label %77, label %84

77:                                               ; preds = %74
  %78 = add nuw nsw i32 %4, 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s, i64 0, i64 %79
  %81 = addrspacecast i32 addrspace(3)* %80 to i32*
  %82 = load i32, i32* %81, align 4, !tbaa !16
  %83 = add i32 %75, %82
  store i32 %83, i32* %16, align 4, !tbaa !16
  br label %84

84:                                               ; preds = %77, %74
  %85 = phi i32 [ %83, %77 ], [ %75, %74 ]
  tail call void @llvm.nvvm.barrier0()
  %86 = icmp ult i32 %4, 2
  br i1 %86, label %87, label %94

87:                                               ; preds = %84
  %88 = add nuw nsw i32 %4, 2
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s, i64 0, i64 %89
  %91 = addrspacecast i32 addrspace(3)* %90 to i32*
  %92 = load i32, i32* %91, align 4, !tbaa !16
  %93 = add i32 %85, %92
  store i32 %93, i32* %16, align 4, !tbaa !16
  br label %94

94:                                               ; preds = %87, %84
  %95 = phi i32 [ %93, %87 ], [ %85, %84 ]
  tail call void @llvm.nvvm.barrier0()
  %96 = icmp eq i32 %4, 0
  br i1 %96, label %97, label %104

97:                                               ; preds = %94
  %98 = add nuw nsw i32 %4, 1
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s, i64 0, i64 %99
  %101 = addrspacecast i32 addrspace(3)* %100 to i32*
  %102 = load i32, i32* %101, align 4, !tbaa !16
  %103 = add i32 %95, %102
  store i32 %103, i32* %16, align 4, !tbaa !16
  br label %104

104:                                              ; preds = %97, %94
  tail call void @llvm.nvvm.barrier0()
  %105 = icmp eq i32 %4, 0
  br i1 %105, label %106, label %109

106:                                              ; preds = %104
  %107 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ14reduce_sum_u32E1s to [256 x i32]*), i64 0, i64 0), align 4, !tbaa !16
  %108 = atomicrmw add i32* %1, i32 %107 seq_cst, align 4
  br label %109

109:                                              ; preds = %106, %104
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_max_f32(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = shl i32 %5, 8
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %11 = shl i32 %10, 8
  br label %18

12:                                               ; preds = %18, %3
  %13 = phi float [ 0xFFF0000000000000, %3 ], [ %24, %18 ]
  %14 = zext i32 %4 to i64
  %15 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s, i64 0, i64 %14
  %16 = addrspacecast float addrspace(3)* %15 to float*
  store float %13, float* %16, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %17 = icmp ult i32 %4, 128
  br i1 %17, label %27, label %34

18:                                               ; preds = %9, %18
  %19 = phi i32 [ %7, %9 ], [ %25, %18 ]
  %20 = phi float [ 0xFFF0000000000000, %9 ], [ %24, %18 ]
  %21 = zext i32 %19 to i64
  %22 = getelementptr inbounds float, float* %0, i64 %21
  %23 = load float, float* %22, align 4, !tbaa !10
  %24 = tail call float @llvm.maxnum.f32(float %20, float %23) #4
  %25 = add i32 %19, %11
  %26 = icmp ult i32 %25, %2
  br i1 %26, label %18, label %12, !llvm.loop !19

27:                                               ; preds = %12
  %28 = add nuw nsw i32 %4, 128
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s, i64 0, i64 %29
  %31 = addrspacecast float addrspace(3)* %30 to float*
  %32 = load float, float* %31, align 4, !tbaa !10
  %33 = tail call float @llvm.maxnum.f32(float %13, float %32) #4
  store float %33, float* %16, align 4, !tbaa !10
  br label %34

34:                                               ; preds = %27, %12
  %35 = phi float [ %33, %27 ], [ %13, %12 ]
  tail call void @llvm.nvvm.barrier0()
  %36 = icmp ult i32 %4, 64
  br i1 %36, label %37, label %44

37:                                               ; preds = %34
  %38 = add nuw nsw i32 %4, 64
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s, i64 0, i64 %39
  %41 = addrspacecast float addrspace(3)* %40 to float*
  %42 = load float, float* %41, align 4, !tbaa !10
  %43 = tail call float @llvm.maxnum.f32(float %35, float %42) #4
  store float %43, float* %16, align 4, !tbaa !10
  br label %44

44:                                               ; preds = %37, %34
  %45 = phi float [ %43, %37 ], [ %35, %34 ]
  tail call void @llvm.nvvm.barrier0()
  %46 = icmp ult i32 %4, 32
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  %48 = add nuw nsw i32 %4, 32
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s, i64 0, i64 %49
  %51 = addrspacecast float addrspace(3)* %50 to float*
  %52 = load float, float* %51, align 4, !tbaa !10
  %53 = tail call float @llvm.maxnum.f32(float %45, float %52) #4
  store float %53, float* %16, align 4, !tbaa !10
  br label %54

54:                                               ; preds = %47, %44
  %55 = phi float [ %53, %47 ], [ %45, %44 ]
  tail call void @llvm.nvvm.barrier0()
  %56 = icmp ult i32 %4, 16
  br i1 %56, label %57, label %64

57:                                               ; preds = %54
  %58 = add nuw nsw i32 %4, 16
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s, i64 0, i64 %59
  %61 = addrspacecast float addrspace(3)* %60 to float*
  %62 = load float, float* %61, align 4, !tbaa !10
  %63 = tail call float @llvm.maxnum.f32(float %55, float %62) #4
  store float %63, float* %16, align 4, !tbaa !10
  br label %64

64:                                               ; preds = %57, %54
  %65 = phi float [ %63, %57 ], [ %55, %54 ]
  tail call void @llvm.nvvm.barrier0()
  %66 = icmp ult i32 %4, 8
  br i1 %66, label %67, label %74

67:                                               ; preds = %64
  %68 = add nuw nsw i32 %4, 8
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s, i64 0, i64 %69
  %71 = addrspacecast float addrspace(3)* %70 to float*
  %72 = load float, float* %71, align 4, !tbaa !10
  %73 = tail call float @llvm.maxnum.f32(float %65, float %72) #4
  store float %73, float* %16, align 4, !tbaa !10
  br label %74

74:                                               ; preds = %67, %64
  %75 = phi float [ %73, %67 ], [ %65, %64 ]
  tail call void @llvm.nvvm.barrier0()
  %76 = icmp ult i32 %4, 4
  br i1 %76, label %77, label %84

77:                                               ; preds = %74
  %78 = add nuw nsw i32 %4, 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s, i64 0, i64 %79
  %81 = addrspacecast float addrspace(3)* %80 to float*
  %82 = load float, float* %81, align 4, !tbaa !10
  %83 = tail call float @llvm.maxnum.f32(float %75, float %82) #4
  store float %83, float* %16, align 4, !tbaa !10
  br label %84

84:                                               ; preds = %77, %74
  %85 = phi float [ %83, %77 ], [ %75, %74 ]
  tail call void @llvm.nvvm.barrier0()
  %86 = icmp ult i32 %4, 2
  br i1 %86, label %87, label %94

87:                                               ; preds = %84
  %88 = add nuw nsw i32 %4, 2
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s, i64 0, i64 %89
  %91 = addrspacecast float addrspace(3)* %90 to float*
  %92 = load float, float* %91, align 4, !tbaa !10
  %93 = tail call float @llvm.maxnum.f32(float %85, float %92) #4
  store float %93, float* %16, align 4, !tbaa !10
  br label %94

94:                                               ; preds = %87, %84
  %95 = phi float [ %93, %87 ], [ %85, %84 ]
  tail call void @llvm.nvvm.barrier0()
  %96 = icmp eq i32 %4, 0
  br i1 %96, label %97, label %104

97:                                               ; preds = %94
  %98 = add nuw nsw i32 %4, 1
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s, i64 0, i64 %99
  %101 = addrspacecast float addrspace(3)* %100 to float*
  %102 = load float, float* %101, align 4, !tbaa !10
  %103 = tail call float @llvm.maxnum.f32(float %95, float %102) #4
  store float %103, float* %16, align 4, !tbaa !10
  br label %104

104:                                              ; preds = %97, %94
  tail call void @llvm.nvvm.barrier0()
  %105 = icmp eq i32 %4, 0
  br i1 %105, label %106, label %110

106:                                              ; preds = %104
  %107 = zext i32 %5 to i64
  %108 = getelementptr inbounds float, float* %1, i64 %107
  %109 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ14reduce_max_f32E1s to [256 x float]*), i64 0, i64 0), align 4, !tbaa !10
  store float %109, float* %108, align 4, !tbaa !10
  br label %110

110:                                              ; preds = %106, %104
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !12, i64 0}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
