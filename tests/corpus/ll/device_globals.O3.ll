source_filename = "device_globals.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.params = type { float, i32, double }

@g_lut = dso_local addrspace(1) externally_initialized global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@g_params = dso_local addrspace(1) externally_initialized global %struct.params { float 1.500000e+00, i32 3, double 2.500000e-01 }, align 8
@g_mat = dso_local addrspace(1) externally_initialized global [3 x [3 x float]] [[3 x float] [float 5.000000e-01, float 2.500000e-01, float 0.000000e+00], [3 x float] [float 1.250000e-01, float 1.000000e+00, float -5.000000e-01], [3 x float] [float 0.000000e+00, float -2.500000e-01, float 2.000000e+00]], align 4
@g_ticket = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ17reduce_last_blockE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ17reduce_last_blockE7am_last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@llvm.compiler.used = appending global [4 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast ([8 x i32] addrspace(1)* @g_lut to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast ([3 x [3 x float]] addrspace(1)* @g_mat to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast (%struct.params addrspace(1)* @g_params to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast (i32 addrspace(1)* @g_ticket to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @use_globals(i32* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, double* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %44

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !6
  %15 = and i32 %14, 7
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(1)* @g_lut, i64 0, i64 %16
  %18 = addrspacecast i32 addrspace(1)* %17 to i32*
  %19 = load i32, i32* %18, align 4, !tbaa !6
  %20 = load i32, i32* getelementptr (%struct.params, %struct.params* addrspacecast (%struct.params addrspace(1)* @g_params to %struct.params*), i64 0, i32 1), align 4, !tbaa !10
  %21 = ashr i32 %14, %20
  %22 = and i32 %21, 1023
  %23 = sitofp i32 %22 to float
  %24 = load float, float* getelementptr (%struct.params, %struct.params* addrspacecast (%struct.params addrspace(1)* @g_params to %struct.params*), i64 0, i32 0), align 8, !tbaa !14
  %25 = fmul float %24, %23
  %26 = urem i32 %14, 3
  %27 = lshr i32 %14, 8
  %28 = urem i32 %27, 3
  %29 = zext i32 %26 to i64
  %30 = zext i32 %28 to i64
  %31 = getelementptr inbounds [3 x [3 x float]], [3 x [3 x float]] addrspace(1)* @g_mat, i64 0, i64 %29, i64 %30
  %32 = addrspacecast float addrspace(1)* %31 to float*
  %33 = load float, float* %32, align 4, !tbaa !15
  %34 = fmul float %33, %25
  %35 = sitofp i32 %19 to float
  %36 = fadd float %34, %35
  %37 = getelementptr inbounds float, float* %1, i64 %12
  store float %36, float* %37, align 4, !tbaa !15
  %38 = fpext float %25 to double
  %39 = load double, double* getelementptr (%struct.params, %struct.params* addrspacecast (%struct.params addrspace(1)* @g_params to %struct.params*), i64 0, i32 2), align 8, !tbaa !16
  %40 = fmul double %39, %38
  %41 = sitofp i32 %19 to double
  %42 = fadd double %40, %41
  %43 = getelementptr inbounds double, double* %2, i64 %12
  store double %42, double* %43, align 8, !tbaa !17
  br label %44

44:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_last_block(float* nocapture noundef readonly %0, float* nocapture noundef %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp ult i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds float, float* %0, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !15
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi float [ %14, %11 ], [ 0.000000e+00, %4 ]
  %17 = zext i32 %5 to i64
  %18 = getelementptr inbounds [1024 x float], [1024 x float] addrspace(3)* @_ZZ17reduce_last_blockE1s, i64 0, i64 %17
  %19 = addrspacecast float addrspace(3)* %18 to float*
  store float %16, float* %19, align 4, !tbaa !15
  tail call void @llvm.nvvm.barrier0()
  %20 = icmp ugt i32 %7, 1
  br i1 %20, label %25, label %21

21:                                               ; preds = %39, %15
  %22 = icmp eq i32 %5, 0
  br i1 %22, label %42, label %23

23:                                               ; preds = %21
  %24 = load i8, i8* addrspacecast (i8 addrspace(3)* @_ZZ17reduce_last_blockE7am_last to i8*), align 1, !tbaa !18, !range !20
  br label %51

25:                                               ; preds = %15, %39
  %26 = phi float [ %40, %39 ], [ %16, %15 ]
  %27 = phi i32 [ %29, %39 ], [ %7, %15 ]
  %28 = add i32 %27, 1
  %29 = lshr i32 %28, 1
  %30 = lshr i32 %27, 1
  %31 = icmp ult i32 %5, %30
  br i1 %31, label %32, label %39

32:                                               ; preds = %25
  %33 = add i32 %29, %5
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [1024 x float], [1024 x float] addrspace(3)* @_ZZ17reduce_last_blockE1s, i64 0, i64 %34
  %36 = addrspacecast float addrspace(3)* %35 to float*
  %37 = load float, float* %36, align 4, !tbaa !15
  %38 = fadd float %37, %26
  store float %38, float* %19, align 4, !tbaa !15
  br label %39

39:                                               ; preds = %32, %25
  %40 = phi float [ %38, %32 ], [ %26, %25 ]
  tail call void @llvm.nvvm.barrier0()
  %41 = icmp ugt i32 %28, 3
  br i1 %41, label %25, label %21, !llvm.loop !21

42:                                               ; preds = %21
  %43 = load float, float* getelementptr inbounds ([1024 x float], [1024 x float]* addrspacecast ([1024 x float] addrspace(3)* @_ZZ17reduce_last_blockE1s to [1024 x float]*), i64 0, i64 0), align 4, !tbaa !15
  %44 = zext i32 %6 to i64
  %45 = getelementptr inbounds float, float* %1, i64 %44
  store float %43, float* %45, align 4, !tbaa !15
  tail call void @llvm.nvvm.membar.gl() #4
  %46 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %47 = add i32 %46, -1
  %48 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* addrspacecast (i32 addrspace(1)* @g_ticket to i32*), i32 %47) #4
  tail call void @llvm.nvvm.membar.gl() #4
  %49 = icmp eq i32 %48, %47
  %50 = zext i1 %49 to i8
  store i8 %50, i8* addrspacecast (i8 addrspace(3)* @_ZZ17reduce_last_blockE7am_last to i8*), align 1, !tbaa !18
  br label %51

51:                                               ; preds = %23, %42
  %52 = phi i8 [ %24, %23 ], [ %50, %42 ]
  tail call void @llvm.nvvm.barrier0()
  %53 = icmp ne i8 %52, 0
  %54 = and i1 %22, %53
  br i1 %54, label %55, label %128

55:                                               ; preds = %51
  %56 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %80, label %58

58:                                               ; preds = %55
  %59 = add i32 %56, -1
  %60 = and i32 %56, 7
  %61 = icmp ult i32 %59, 7
  br i1 %61, label %64, label %62

62:                                               ; preds = %58
  %63 = and i32 %56, -8
  br label %82

64:                                               ; preds = %82, %58
  %65 = phi float [ undef, %58 ], [ %124, %82 ]
  %66 = phi i32 [ 0, %58 ], [ %125, %82 ]
  %67 = phi float [ 0.000000e+00, %58 ], [ %124, %82 ]
  %68 = icmp eq i32 %60, 0
  br i1 %68, label %80, label %69

69:                                               ; preds = %64, %69
  %70 = phi i32 [ %77, %69 ], [ %66, %64 ]
  %71 = phi float [ %76, %69 ], [ %67, %64 ]
  %72 = phi i32 [ %78, %69 ], [ 0, %64 ]
  %73 = zext i32 %70 to i64
  %74 = getelementptr inbounds float, float* %1, i64 %73
  %75 = load float, float* %74, align 4, !tbaa !15
  %76 = fadd float %71, %75
  %77 = add nuw i32 %70, 1
  %78 = add i32 %72, 1
  %79 = icmp eq i32 %78, %60
  br i1 %79, label %80, label %69, !llvm.loop !23

80:                                               ; preds = %64, %69, %55
  %81 = phi float [ 0.000000e+00, %55 ], [ %65, %64 ], [ %76, %69 ]
  store float %81, float* %2, align 4, !tbaa !15
  br label %128

82:                                               ; preds = %82, %62
  %83 = phi i32 [ 0, %62 ], [ %125, %82 ]
  %84 = phi float [ 0.000000e+00, %62 ], [ %124, %82 ]
  %85 = phi i32 [ 0, %62 ], [ %126, %82 ]
  %86 = zext i32 %83 to i64
  %87 = getelementptr inbounds float, float* %1, i64 %86
  %88 = load float, float* %87, align 4, !tbaa !15
  %89 = fadd float %84, %88
  %90 = or i32 %83, 1
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds float, float* %1, i64 %91
  %93 = load float, float* %92, align 4, !tbaa !15
  %94 = fadd float %89, %93
  %95 = or i32 %83, 2
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds float, float* %1, i64 %96
  %98 = load float, float* %97, align 4, !tbaa !15
  %99 = fadd float %94, %98
  %100 = or i32 %83, 3
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds float, float* %1, i64 %101
  %103 = load float, float* %102, align 4, !tbaa !15
  %104 = fadd float %99, %103
  %105 = or i32 %83, 4
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds float, float* %1, i64 %106
  %108 = load float, float* %107, align 4, !tbaa !15
  %109 = fadd float %104, %108
  %110 = or i32 %83, 5
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds float, float* %1, i64 %111
  %113 = load float, float* %112, align 4, !tbaa !15
  %114 = fadd float %109, %113
  %115 = or i32 %83, 6
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds float, float* %1, i64 %116
  %118 = load float, float* %117, align 4, !tbaa !15
  %119 = fadd float %114, %118
  %120 = or i32 %83, 7
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds float, float* %1, i64 %121
  %123 = load float, float* %122, align 4, !tbaa !15
  %124 = fadd float %119, %123
  %125 = add nuw i32 %83, 8
  %126 = add i32 %85, 8
  %127 = icmp eq i32 %126, %63
  br i1 %127, label %64, label %82, !llvm.loop !25

128:                                              ; preds = %80, %51
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.gl() #4

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { convergent nounwind }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }
attributes #5 = { argmemonly nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, float*, double*, i32)* @use_globals, !"kernel", i32 1}
!1 = !{void (float*, float*, float*, i32)* @reduce_last_block, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 4}
!11 = !{!"_ZTS6params", !12, i64 0, !7, i64 4, !13, i64 8}
!12 = !{!"float", !8, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!11, !12, i64 0}
!15 = !{!12, !12, i64 0}
!16 = !{!11, !13, i64 8}
!17 = !{!13, !13, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"bool", !8, i64 0}
!20 = !{i8 0, i8 2}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !22}
