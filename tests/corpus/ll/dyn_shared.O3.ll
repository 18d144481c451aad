source_filename = "dyn_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sbuf = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@raw = external dso_local local_unnamed_addr addrspace(3) global [0 x i8], align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_reverse(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = icmp ult i32 %7, %2
  %9 = sub i32 %2, %7
  %10 = icmp ult i32 %6, %9
  %11 = select i1 %10, i32 %6, i32 %9
  %12 = select i1 %8, i32 %11, i32 0
  %13 = icmp ult i32 %4, %12
  br i1 %13, label %14, label %22

14:                                               ; preds = %3
  %15 = zext i32 %4 to i64
  %16 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @sbuf, i64 0, i64 %15
  %17 = addrspacecast i32 addrspace(3)* %16 to i32*
  %18 = add i32 %7, %4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !6
  store i32 %21, i32* %17, align 4, !tbaa !6
  br label %22

22:                                               ; preds = %14, %3
  tail call void @llvm.nvvm.barrier0()
  br i1 %13, label %23, label %33

23:                                               ; preds = %22
  %24 = xor i32 %4, -1
  %25 = add i32 %12, %24
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @sbuf, i64 0, i64 %26
  %28 = addrspacecast i32 addrspace(3)* %27 to i32*
  %29 = load i32, i32* %28, align 4, !tbaa !6
  %30 = add i32 %7, %4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32* %1, i64 %31
  store i32 %29, i32* %32, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %23, %22
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_normalize_rank(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %6 = zext i32 %5 to i64
  %7 = shl nuw nsw i64 %6, 2
  %8 = getelementptr inbounds [0 x i8], [0 x i8] addrspace(3)* @raw, i64 0, i64 %7
  %9 = bitcast i8 addrspace(3)* %8 to i32 addrspace(3)*
  %10 = addrspacecast i32 addrspace(3)* %9 to i32*
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %13 = mul i32 %12, %5
  %14 = add i32 %13, %11
  %15 = icmp ult i32 %14, %3
  br i1 %15, label %16, label %20

16:                                               ; preds = %4
  %17 = zext i32 %14 to i64
  %18 = getelementptr inbounds float, float* %0, i64 %17
  %19 = load float, float* %18, align 4, !tbaa !10
  br label %20

20:                                               ; preds = %4, %16
  %21 = phi float [ %19, %16 ], [ 0.000000e+00, %4 ]
  %22 = zext i32 %11 to i64
  %23 = getelementptr inbounds float, float* addrspacecast (float addrspace(3)* bitcast ([0 x i8] addrspace(3)* @raw to float addrspace(3)*) to float*), i64 %22
  store float %21, float* %23, align 4, !tbaa !10
  %24 = zext i1 %15 to i32
  %25 = getelementptr inbounds i32, i32* %10, i64 %22
  store i32 %24, i32* %25, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  %26 = icmp eq i32 %5, 0
  br i1 %26, label %56, label %27

27:                                               ; preds = %20
  %28 = and i32 %5, 1
  %29 = icmp eq i32 %5, 1
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = and i32 %5, -2
  br label %59

32:                                               ; preds = %104, %27
  %33 = phi i32 [ undef, %27 ], [ %105, %104 ]
  %34 = phi float [ undef, %27 ], [ %106, %104 ]
  %35 = phi float [ 0.000000e+00, %27 ], [ %106, %104 ]
  %36 = phi i32 [ 0, %27 ], [ %107, %104 ]
  %37 = phi i32 [ 0, %27 ], [ %105, %104 ]
  %38 = icmp eq i32 %28, 0
  br i1 %38, label %56, label %39

39:                                               ; preds = %32
  %40 = zext i32 %36 to i64
  %41 = getelementptr inbounds i32, i32* %10, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !6
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %56, label %44

44:                                               ; preds = %39
  %45 = getelementptr inbounds float, float* addrspacecast (float addrspace(3)* bitcast ([0 x i8] addrspace(3)* @raw to float addrspace(3)*) to float*), i64 %40
  %46 = load float, float* %45, align 4, !tbaa !10
  %47 = tail call float @llvm.fabs.f32(float %46) #4
  %48 = tail call float @llvm.maxnum.f32(float %35, float %47) #4
  %49 = fcmp olt float %46, %21
  %50 = fcmp oeq float %46, %21
  %51 = icmp ult i32 %36, %11
  %52 = select i1 %50, i1 %51, i1 false
  %53 = zext i1 %52 to i32
  %54 = select i1 %49, i32 1, i32 %53
  %55 = add nsw i32 %37, %54
  br label %56

56:                                               ; preds = %32, %44, %39, %20
  %57 = phi i32 [ 0, %20 ], [ %33, %32 ], [ %55, %44 ], [ %37, %39 ]
  %58 = phi float [ 0.000000e+00, %20 ], [ %34, %32 ], [ %48, %44 ], [ %35, %39 ]
  br i1 %15, label %110, label %117

59:                                               ; preds = %104, %30
  %60 = phi float [ 0.000000e+00, %30 ], [ %106, %104 ]
  %61 = phi i32 [ 0, %30 ], [ %107, %104 ]
  %62 = phi i32 [ 0, %30 ], [ %105, %104 ]
  %63 = phi i32 [ 0, %30 ], [ %108, %104 ]
  %64 = zext i32 %61 to i64
  %65 = getelementptr inbounds i32, i32* %10, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !6
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %82, label %68

68:                                               ; preds = %59
  %69 = getelementptr inbounds float, float* addrspacecast (float addrspace(3)* bitcast ([0 x i8] addrspace(3)* @raw to float addrspace(3)*) to float*), i64 %64
  %70 = load float, float* %69, align 4, !tbaa !10
  %71 = tail call float @llvm.fabs.f32(float %70) #4
  %72 = tail call float @llvm.maxnum.f32(float %60, float %71) #4
  %73 = fcmp olt float %70, %21
  br i1 %73, label %78, label %74

74:                                               ; preds = %68
  %75 = fcmp oeq float %70, %21
  %76 = icmp ult i32 %61, %11
  %77 = select i1 %75, i1 %76, i1 false
  br label %78

78:                                               ; preds = %74, %68
  %79 = phi i1 [ true, %68 ], [ %77, %74 ]
  %80 = zext i1 %79 to i32
  %81 = add nsw i32 %62, %80
  br label %82

82:                                               ; preds = %59, %78
  %83 = phi i32 [ %81, %78 ], [ %62, %59 ]
  %84 = phi float [ %72, %78 ], [ %60, %59 ]
  %85 = or i32 %61, 1
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds i32, i32* %10, i64 %86
  %88 = load i32, i32* %87, align 4, !tbaa !6
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %104, label %90

90:                                               ; preds = %82
  %91 = getelementptr inbounds float, float* addrspacecast (float addrspace(3)* bitcast ([0 x i8] addrspace(3)* @raw to float addrspace(3)*) to float*), i64 %86
  %92 = load float, float* %91, align 4, !tbaa !10
  %93 = tail call float @llvm.fabs.f32(float %92) #4
  %94 = tail call float @llvm.maxnum.f32(float %84, float %93) #4
  %95 = fcmp olt float %92, %21
  br i1 %95, label %100, label %96

96:                                               ; preds = %90
  %97 = fcmp oeq float %92, %21
  %98 = icmp ult i32 %85, %11
  %99 = select i1 %97, i1 %98, i1 false
  br label %100

100:                                              ; preds = %96, %90
  %101 = phi i1 [ true, %90 ], [ %99, %96 ]
  %102 = zext i1 %101 to i32
  %103 = add nsw i32 %83, %102
  br label %104

104:                                              ; preds = %100, %82
  %105 = phi i32 [ %103, %100 ], [ %83, %82 ]
  %106 = phi float [ %94, %100 ], [ %84, %82 ]
  %107 = add nuw i32 %61, 2
  %108 = add i32 %63, 2
  %109 = icmp eq i32 %108, %31
  br i1 %109, label %32, label %59, !llvm.loop !12

110:                                              ; preds = %56
  %111 = fcmp ogt float %58, 0.000000e+00
  %112 = fdiv float %21, %58
  %113 = select i1 %111, float %112, float 0.000000e+00
  %114 = zext i32 %14 to i64
  %115 = getelementptr inbounds float, float* %1, i64 %114
  store float %113, float* %115, align 4, !tbaa !10
  %116 = getelementptr inbounds i32, i32* %2, i64 %114
  store i32 %57, i32* %116, align 4, !tbaa !6
  br label %117

117:                                              ; preds = %110, %56
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
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
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
