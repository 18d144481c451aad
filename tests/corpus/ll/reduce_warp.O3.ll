source_filename = "reduce_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15reduce_warp_f32E9warp_part = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ19reduce_warp_max_i32E9warp_part = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_warp_f32(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = and i32 %4, 31
  %6 = lshr i32 %4, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %8
  %13 = mul i32 %12, %7
  %14 = add i32 %13, %4
  %15 = and i32 %14, -32
  %16 = mul i32 %7, %9
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %18 = mul i32 %16, %17
  %19 = sub i32 %18, %15
  %20 = icmp ugt i32 %19, 31
  %21 = shl nsw i32 -1, %19
  %22 = xor i32 %21, -1
  %23 = select i1 %20, i32 -1, i32 %22
  %24 = icmp ult i32 %19, 32
  %25 = select i1 %24, i32 %19, i32 32
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %27 = mul i32 %26, %7
  %28 = add i32 %27, %4
  %29 = icmp ult i32 %28, %2
  br i1 %29, label %30, label %33

30:                                               ; preds = %3
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %32 = mul i32 %7, %31
  br label %59

33:                                               ; preds = %59, %3
  %34 = phi float [ 0.000000e+00, %3 ], [ %65, %59 ]
  %35 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %34, i32 16, i32 31) #4
  %36 = add nuw nsw i32 %5, 16
  %37 = icmp ult i32 %36, %25
  %38 = select i1 %37, float %35, float -0.000000e+00
  %39 = fadd float %34, %38
  %40 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %39, i32 8, i32 31) #4
  %41 = add nuw nsw i32 %5, 8
  %42 = icmp ult i32 %41, %25
  %43 = select i1 %42, float %40, float -0.000000e+00
  %44 = fadd float %39, %43
  %45 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %44, i32 4, i32 31) #4
  %46 = add nuw nsw i32 %5, 4
  %47 = icmp ult i32 %46, %25
  %48 = select i1 %47, float %45, float -0.000000e+00
  %49 = fadd float %44, %48
  %50 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %49, i32 2, i32 31) #4
  %51 = add nuw nsw i32 %5, 2
  %52 = icmp ult i32 %51, %25
  %53 = select i1 %52, float %50, float -0.000000e+00
  %54 = fadd float %49, %53
  %55 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %54, i32 1, i32 31) #4
  %56 = add nuw nsw i32 %5, 1
  %57 = icmp ult i32 %56, %25
  %58 = icmp eq i32 %5, 0
  br i1 %58, label %68, label %74

59:                                               ; preds = %30, %59
  %60 = phi float [ 0.000000e+00, %30 ], [ %65, %59 ]
  %61 = phi i32 [ %28, %30 ], [ %66, %59 ]
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds float, float* %0, i64 %62
  %64 = load float, float* %63, align 4, !tbaa !6
  %65 = fadd float %60, %64
  %66 = add i32 %61, %32
  %67 = icmp ult i32 %66, %2
  br i1 %67, label %59, label %33, !llvm.loop !10

68:                                               ; preds = %33
  %69 = zext i32 %6 to i64
  %70 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ15reduce_warp_f32E9warp_part, i64 0, i64 %69
  %71 = addrspacecast float addrspace(3)* %70 to float*
  %72 = select i1 %57, float %55, float -0.000000e+00
  %73 = fadd float %54, %72
  store float %73, float* %71, align 4, !tbaa !6
  br label %74

74:                                               ; preds = %68, %33
  tail call void @llvm.nvvm.barrier0()
  %75 = icmp ult i32 %4, 32
  br i1 %75, label %76, label %105

76:                                               ; preds = %74
  %77 = add i32 %7, 31
  %78 = lshr i32 %77, 5
  %79 = icmp ult i32 %5, %78
  br i1 %79, label %80, label %85

80:                                               ; preds = %76
  %81 = zext i32 %5 to i64
  %82 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @_ZZ15reduce_warp_f32E9warp_part, i64 0, i64 %81
  %83 = addrspacecast float addrspace(3)* %82 to float*
  %84 = load float, float* %83, align 4, !tbaa !6
  br label %85

85:                                               ; preds = %76, %80
  %86 = phi float [ %84, %80 ], [ 0.000000e+00, %76 ]
  %87 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %86, i32 16, i32 31) #4
  %88 = select i1 %37, float %87, float -0.000000e+00
  %89 = fadd float %86, %88
  %90 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %89, i32 8, i32 31) #4
  %91 = select i1 %42, float %90, float -0.000000e+00
  %92 = fadd float %89, %91
  %93 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %92, i32 4, i32 31) #4
  %94 = select i1 %47, float %93, float -0.000000e+00
  %95 = fadd float %92, %94
  %96 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %95, i32 2, i32 31) #4
  %97 = select i1 %52, float %96, float -0.000000e+00
  %98 = fadd float %95, %97
  %99 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 %23, float %98, i32 1, i32 31) #4
  br i1 %58, label %100, label %105

100:                                              ; preds = %85
  %101 = zext i32 %26 to i64
  %102 = getelementptr inbounds float, float* %1, i64 %101
  %103 = select i1 %57, float %99, float -0.000000e+00
  %104 = fadd float %98, %103
  store float %104, float* %102, align 4, !tbaa !6
  br label %105

105:                                              ; preds = %85, %100, %74
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_warp_max_i32(i32* nocapture noundef readonly %0, i32* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = and i32 %4, 31
  %6 = lshr i32 %4, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %8
  %13 = mul i32 %12, %7
  %14 = add i32 %13, %4
  %15 = and i32 %14, -32
  %16 = mul i32 %7, %9
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4
  %18 = mul i32 %16, %17
  %19 = sub i32 %18, %15
  %20 = icmp ugt i32 %19, 31
  %21 = shl nsw i32 -1, %19
  %22 = xor i32 %21, -1
  %23 = select i1 %20, i32 -1, i32 %22
  %24 = icmp ult i32 %19, 32
  %25 = select i1 %24, i32 %19, i32 32
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %27 = mul i32 %26, %7
  %28 = add i32 %27, %4
  %29 = icmp ult i32 %28, %2
  br i1 %29, label %30, label %33

30:                                               ; preds = %3
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %32 = mul i32 %7, %31
  br label %63

33:                                               ; preds = %63, %3
  %34 = phi i32 [ -2147483648, %3 ], [ %70, %63 ]
  %35 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %23, i32 %34, i32 16, i32 31) #4
  %36 = add nuw nsw i32 %5, 16
  %37 = icmp ult i32 %36, %25
  %38 = icmp sgt i32 %35, %34
  %39 = select i1 %37, i1 %38, i1 false
  %40 = select i1 %39, i32 %35, i32 %34
  %41 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %23, i32 %40, i32 8, i32 31) #4
  %42 = add nuw nsw i32 %5, 8
  %43 = icmp ult i32 %42, %25
  %44 = icmp sgt i32 %41, %40
  %45 = select i1 %43, i1 %44, i1 false
  %46 = select i1 %45, i32 %41, i32 %40
  %47 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %23, i32 %46, i32 4, i32 31) #4
  %48 = add nuw nsw i32 %5, 4
  %49 = icmp ult i32 %48, %25
  %50 = icmp sgt i32 %47, %46
  %51 = select i1 %49, i1 %50, i1 false
  %52 = select i1 %51, i32 %47, i32 %46
  %53 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %23, i32 %52, i32 2, i32 31) #4
  %54 = add nuw nsw i32 %5, 2
  %55 = icmp ult i32 %54, %25
  %56 = icmp sgt i32 %53, %52
  %57 = select i1 %55, i1 %56, i1 false
  %58 = select i1 %57, i32 %53, i32 %52
  %59 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %23, i32 %58, i32 1, i32 31) #4
  %60 = add nuw nsw i32 %5, 1
  %61 = icmp ult i32 %60, %25
  %62 = icmp eq i32 %5, 0
  br i1 %62, label %73, label %80

63:                                               ; preds = %30, %63
  %64 = phi i32 [ -2147483648, %30 ], [ %70, %63 ]
  %65 = phi i32 [ %28, %30 ], [ %71, %63 ]
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i32, i32* %0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !12
  %69 = icmp sgt i32 %64, %68
  %70 = select i1 %69, i32 %64, i32 %68
  %71 = add i32 %65, %32
  %72 = icmp ult i32 %71, %2
  br i1 %72, label %63, label %33, !llvm.loop !14

73:                                               ; preds = %33
  %74 = zext i32 %6 to i64
  %75 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19reduce_warp_max_i32E9warp_part, i64 0, i64 %74
  %76 = addrspacecast i32 addrspace(3)* %75 to i32*
  %77 = icmp sgt i32 %59, %58
  %78 = select i1 %61, i1 %77, i1 false
  %79 = select i1 %78, i32 %59, i32 %58
  store i32 %79, i32* %76, align 4, !tbaa !12
  br label %80

80:                                               ; preds = %73, %33
  tail call void @llvm.nvvm.barrier0()
  %81 = icmp ult i32 %4, 32
  br i1 %81, label %82, label %115

82:                                               ; preds = %80
  %83 = add i32 %7, 31
  %84 = lshr i32 %83, 5
  %85 = icmp ult i32 %5, %84
  br i1 %85, label %86, label %91

86:                                               ; preds = %82
  %87 = zext i32 %5 to i64
  %88 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19reduce_warp_max_i32E9warp_part, i64 0, i64 %87
  %89 = addrspacecast i32 addrspace(3)* %88 to i32*
  %90 = load i32, i32* %89, align 4, !tbaa !12
  br label %91

91:                                               ; preds = %82, %86
  %92 = phi i32 [ %90, %86 ], [ -2147483648, %82 ]
  %93 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %23, i32 %92, i32 16, i32 31) #4
  %94 = icmp sgt i32 %93, %92
  %95 = select i1 %37, i1 %94, i1 false
  %96 = select i1 %95, i32 %93, i32 %92
  %97 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %23, i32 %96, i32 8, i32 31) #4
  %98 = icmp sgt i32 %97, %96
  %99 = select i1 %43, i1 %98, i1 false
  %100 = select i1 %99, i32 %97, i32 %96
  %101 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %23, i32 %100, i32 4, i32 31) #4
  %102 = icmp sgt i32 %101, %100
  %103 = select i1 %49, i1 %102, i1 false
  %104 = select i1 %103, i32 %101, i32 %100
  %105 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %23, i32 %104, i32 2, i32 31) #4
  %106 = icmp sgt i32 %105, %104
  %107 = select i1 %55, i1 %106, i1 false
  %108 = select i1 %107, i32 %105, i32 %104
  %109 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %23, i32 %108, i32 1, i32 31) #4
  br i1 %62, label %110, label %115

110:                                              ; preds = %91
  %111 = icmp sgt i32 %109, %108
  %112 = select i1 %61, i1 %111, i1 false
  %113 = select i1 %112, i32 %109, i32 %108
  %114 = atomicrmw max i32* %1, i32 %113 seq_cst, align 4
  br label %115

115:                                              ; preds = %91, %110, %80
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32)* @reduce_warp_f32, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32)* @reduce_warp_max_i32, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11}
