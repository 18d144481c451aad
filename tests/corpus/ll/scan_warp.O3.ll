source_filename = "scan_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13scan_warp_u32E4wsum = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ13scan_warp_f32E4wsum = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_warp_u32(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = and i32 %4, 31
  %6 = lshr i32 %4, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %8 = add i32 %7, 31
  %9 = lshr i32 %8, 5
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %10
  %15 = mul i32 %14, %7
  %16 = add i32 %15, %4
  %17 = and i32 %16, -32
  %18 = mul i32 %7, %11
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %20 = mul i32 %18, %19
  %21 = sub i32 %20, %17
  %22 = icmp ugt i32 %21, 31
  %23 = shl nsw i32 -1, %21
  %24 = xor i32 %23, -1
  %25 = select i1 %22, i32 -1, i32 %24
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %27 = mul i32 %26, %7
  %28 = add i32 %27, %4
  %29 = icmp ult i32 %28, %2
  br i1 %29, label %30, label %34

30:                                               ; preds = %3
  %31 = zext i32 %28 to i64
  %32 = getelementptr inbounds i32, i32* %0, i64 %31
  %33 = load i32, i32* %32, align 4, !tbaa !6
  br label %34

34:                                               ; preds = %3, %30
  %35 = phi i32 [ %33, %30 ], [ 0, %3 ]
  %36 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %35, i32 1, i32 0) #4
  %37 = icmp eq i32 %5, 0
  %38 = select i1 %37, i32 0, i32 %36
  %39 = add i32 %38, %35
  %40 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %39, i32 2, i32 0) #4
  %41 = icmp ult i32 %5, 2
  %42 = select i1 %41, i32 0, i32 %40
  %43 = add i32 %42, %39
  %44 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %43, i32 4, i32 0) #4
  %45 = icmp ult i32 %5, 4
  %46 = select i1 %45, i32 0, i32 %44
  %47 = add i32 %46, %43
  %48 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %47, i32 8, i32 0) #4
  %49 = icmp ult i32 %5, 8
  %50 = select i1 %49, i32 0, i32 %48
  %51 = add i32 %50, %47
  %52 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %51, i32 16, i32 0) #4
  %53 = icmp ult i32 %5, 16
  %54 = select i1 %53, i32 0, i32 %52
  %55 = add i32 %54, %51
  %56 = icmp ult i32 %21, 32
  %57 = select i1 %56, i32 %21, i32 32
  %58 = add nsw i32 %57, -1
  %59 = icmp eq i32 %5, %58
  br i1 %59, label %60, label %64

60:                                               ; preds = %34
  %61 = zext i32 %6 to i64
  %62 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ13scan_warp_u32E4wsum, i64 0, i64 %61
  %63 = addrspacecast i32 addrspace(3)* %62 to i32*
  store i32 %55, i32* %63, align 4, !tbaa !6
  br label %64

64:                                               ; preds = %60, %34
  tail call void @llvm.nvvm.barrier0()
  %65 = icmp ult i32 %4, 32
  br i1 %65, label %66, label %94

66:                                               ; preds = %64
  %67 = icmp ult i32 %5, %9
  br i1 %67, label %68, label %73

68:                                               ; preds = %66
  %69 = zext i32 %5 to i64
  %70 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ13scan_warp_u32E4wsum, i64 0, i64 %69
  %71 = addrspacecast i32 addrspace(3)* %70 to i32*
  %72 = load i32, i32* %71, align 4, !tbaa !6
  br label %73

73:                                               ; preds = %66, %68
  %74 = phi i32 [ %72, %68 ], [ 0, %66 ]
  %75 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %74, i32 1, i32 0) #4
  %76 = select i1 %37, i32 0, i32 %75
  %77 = add i32 %76, %74
  %78 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %77, i32 2, i32 0) #4
  %79 = select i1 %41, i32 0, i32 %78
  %80 = add i32 %79, %77
  %81 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %80, i32 4, i32 0) #4
  %82 = select i1 %45, i32 0, i32 %81
  %83 = add i32 %82, %80
  %84 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %83, i32 8, i32 0) #4
  %85 = select i1 %49, i32 0, i32 %84
  %86 = add i32 %85, %83
  %87 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %86, i32 16, i32 0) #4
  br i1 %67, label %88, label %94

88:                                               ; preds = %73
  %89 = zext i32 %5 to i64
  %90 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ13scan_warp_u32E4wsum, i64 0, i64 %89
  %91 = addrspacecast i32 addrspace(3)* %90 to i32*
  %92 = select i1 %53, i32 0, i32 %87
  %93 = add i32 %92, %86
  store i32 %93, i32* %91, align 4, !tbaa !6
  br label %94

94:                                               ; preds = %73, %88, %64
  tail call void @llvm.nvvm.barrier0()
  br i1 %65, label %102, label %95

95:                                               ; preds = %94
  %96 = add nsw i32 %6, -1
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ13scan_warp_u32E4wsum, i64 0, i64 %97
  %99 = addrspacecast i32 addrspace(3)* %98 to i32*
  %100 = load i32, i32* %99, align 4, !tbaa !6
  %101 = add i32 %100, %55
  br label %102

102:                                              ; preds = %95, %94
  %103 = phi i32 [ %101, %95 ], [ %55, %94 ]
  br i1 %29, label %104, label %107

104:                                              ; preds = %102
  %105 = zext i32 %28 to i64
  %106 = getelementptr inbounds i32, i32* %1, i64 %105
  store i32 %103, i32* %106, align 4, !tbaa !6
  br label %107

107:                                              ; preds = %104, %102
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_warp_f32(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = and i32 %4, 31
  %6 = lshr i32 %4, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %8 = add i32 %7, 31
  %9 = lshr i32 %8, 5
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %10
  %15 = mul i32 %14, %7
  %16 = add i32 %15, %4
  %17 = and i32 %16, -32
  %18 = mul i32 %7, %11
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %20 = mul i32 %18, %19
  %21 = sub i32 %20, %17
  %22 = icmp ugt i32 %21, 31
  %23 = shl nsw i32 -1, %21
  %24 = xor i32 %23, -1
  %25 = select i1 %22, i32 -1, i32 %24
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %27 = mul i32 %26, %7
  %28 = add i32 %27, %4
  %29 = icmp ult i32 %28, %2
  br i1 %29, label %30, label %34

30:                                               ; preds = %3
  %31 = zext i32 %28 to i64
  %32 = getelementptr inbounds float, float* %0, i64 %31
  %33 = load float, float* %32, align 4, !tbaa !10
  br label %34

34:                                               ; preds = %3, %30
  %35 = phi float [ %33, %30 ], [ 0.000000e+00, %3 ]
  %36 = tail call float @llvm.nvvm.shfl.sync.up.f32(i32 %25, float %35, i32 1, i32 0) #4
  %37 = icmp eq i32 %5, 0
  %38 = select i1 %37, float -0.000000e+00, float %36
  %39 = fadd float %35, %38
  %40 = tail call float @llvm.nvvm.shfl.sync.up.f32(i32 %25, float %39, i32 2, i32 0) #4
  %41 = icmp ult i32 %5, 2
  %42 = select i1 %41, float -0.000000e+00, float %40
  %43 = fadd float %39, %42
  %44 = tail call float @llvm.nvvm.shfl.sync.up.f32(i32 %25, float %43, i32 4, i32 0) #4
  %45 = icmp ult i32 %5, 4
  %46 = select i1 %45, float -0.000000e+00, float %44
  %47 = fadd float %43, %46
  %48 = tail call float @llvm.nvvm.shfl.sync.up.f32(i32 %25, float %47, i32 8, i32 0) #4
  %49 = icmp ult i32 %5, 8
  %50 = select i1 %49, float -0.000000e+00, float %48
  %51 = fadd float %47, %50
  %52 = tail call float @llvm.nvvm.shfl.sync.up.f32(i32 %25, float %51, i32 16, i32 0) #4
  %53 = icmp ult i32 %5, 16
  %54 = select i1 %53, float -0.000000e+00, float %52
  %55 = fadd float %51, %54
  %56 = icmp ult i32 %21, 32
  %57 = select i1 %56, i32 %21, i32 32
  %58 = add nsw i32 %57, -1
  %59 = icmp eq i32 %5, %58
  br i1 %59, label %60, label %64

60:                                               ; preds = %34
  %61 = zext i32 %6 to i64
  %62 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ13scan_warp_f32E4wsum, i64 0, i64 %61
  %63 = addrspacecast float addrspace(3)* %62 to float*
  store float %55, float* %63, align 4, !tbaa !10
  br label %64

64:                                               ; preds = %60, %34
  tail call void @llvm.nvvm.barrier0()
  %65 = icmp ult i32 %4, 32
  br i1 %65, label %66, label %94

66:                                               ; preds = %64
  %67 = icmp ult i32 %5, %9
  br i1 %67, label %68, label %73

68:                                               ; preds = %66
  %69 = zext i32 %5 to i64
  %70 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ13scan_warp_f32E4wsum, i64 0, i64 %69
  %71 = addrspacecast float addrspace(3)* %70 to float*
  %72 = load float, float* %71, align 4, !tbaa !10
  br label %73

73:                                               ; preds = %66, %68
  %74 = phi float [ %72, %68 ], [ 0.000000e+00, %66 ]
  %75 = tail call float @llvm.nvvm.shfl.sync.up.f32(i32 %25, float %74, i32 1, i32 0) #4
  %76 = select i1 %37, float -0.000000e+00, float %75
  %77 = fadd float %74, %76
  %78 = tail call float @llvm.nvvm.shfl.sync.up.f32(i32 %25, float %77, i32 2, i32 0) #4
  %79 = select i1 %41, float -0.000000e+00, float %78
  %80 = fadd float %77, %79
  %81 = tail call float @llvm.nvvm.shfl.sync.up.f32(i32 %25, float %80, i32 4, i32 0) #4
  %82 = select i1 %45, float -0.000000e+00, float %81
  %83 = fadd float %80, %82
  %84 = tail call float @llvm.nvvm.shfl.sync.up.f32(i32 %25, float %83, i32 8, i32 0) #4
  %85 = select i1 %49, float -0.000000e+00, float %84
  %86 = fadd float %83, %85
  %87 = tail call float @llvm.nvvm.shfl.sync.up.f32(i32 %25, float %86, i32 16, i32 0) #4
  br i1 %67, label %88, label %94

88:                                               ; preds = %73
  %89 = zext i32 %5 to i64
  %90 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ13scan_warp_f32E4wsum, i64 0, i64 %89
  %91 = addrspacecast float addrspace(3)* %90 to float*
  %92 = select i1 %53, float -0.000000e+00, float %87
  %93 = fadd float %86, %92
  store float %93, float* %91, align 4, !tbaa !10
  br label %94

94:                                               ; preds = %73, %88, %64
  tail call void @llvm.nvvm.barrier0()
  br i1 %65, label %102, label %95

95:                                               ; preds = %94
  %96 = add nsw i32 %6, -1
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ13scan_warp_f32E4wsum, i64 0, i64 %97
  %99 = addrspacecast float addrspace(3)* %98 to float*
  %100 = load float, float* %99, align 4, !tbaa !10
  %101 = fadd float %55, %100
  br label %102

102:                                              ; preds = %95, %94
  %103 = phi float [ %101, %95 ], [ %55, %94 ]
  br i1 %29, label %104, label %107

104:                                              ; preds = %102
  %105 = zext i32 %28 to i64
  %106 = getelementptr inbounds float, float* %1, i64 %105
  store float %103, float* %106, align 4, !tbaa !10
  br label %107

107:                                              ; preds = %104, %102
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32*, i32)* @scan_warp_u32, !"kernel", i32 1}
!1 = !{void (float*, float*, i32)* @scan_warp_f32, !"kernel", i32 1}
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
