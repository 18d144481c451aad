source_filename = "prng_philox.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @philox_uniform(i32* nocapture noundef writeonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %11 = add i32 %9, %10
  %12 = icmp ult i32 %11, %2
  br i1 %12, label %13, label %139

13:                                               ; preds = %6
  %14 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %11) #4
  %15 = mul i32 %11, -766435501
  %16 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 0) #4
  %17 = xor i32 %16, %3
  %18 = xor i32 %17, %5
  %19 = xor i32 %14, %4
  %20 = add i32 %3, -1640531527
  %21 = add i32 %4, -1150833019
  %22 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %18) #4
  %23 = mul i32 %18, -766435501
  %24 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %19) #4
  %25 = mul i32 %19, -845247145
  %26 = xor i32 %24, %20
  %27 = xor i32 %21, %15
  %28 = xor i32 %27, %22
  %29 = add i32 %3, 1013904242
  %30 = add i32 %4, 1993301258
  %31 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %26) #4
  %32 = mul i32 %26, -766435501
  %33 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %28) #4
  %34 = mul i32 %28, -845247145
  %35 = xor i32 %25, %29
  %36 = xor i32 %35, %33
  %37 = xor i32 %23, %30
  %38 = xor i32 %37, %31
  %39 = add i32 %3, -626627285
  %40 = add i32 %4, 842468239
  %41 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %36) #4
  %42 = mul i32 %36, -766435501
  %43 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %38) #4
  %44 = mul i32 %38, -845247145
  %45 = xor i32 %34, %39
  %46 = xor i32 %45, %43
  %47 = xor i32 %32, %40
  %48 = xor i32 %47, %41
  %49 = add i32 %3, 2027808484
  %50 = add i32 %4, -308364780
  %51 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %46) #4
  %52 = mul i32 %46, -766435501
  %53 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %48) #4
  %54 = mul i32 %48, -845247145
  %55 = xor i32 %44, %49
  %56 = xor i32 %55, %53
  %57 = xor i32 %42, %50
  %58 = xor i32 %57, %51
  %59 = add i32 %3, 387276957
  %60 = add i32 %4, -1459197799
  %61 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %56) #4
  %62 = mul i32 %56, -766435501
  %63 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %58) #4
  %64 = mul i32 %58, -845247145
  %65 = xor i32 %54, %59
  %66 = xor i32 %65, %63
  %67 = xor i32 %52, %60
  %68 = xor i32 %67, %61
  %69 = add i32 %3, -1253254570
  %70 = add i32 %4, 1684936478
  %71 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %66) #4
  %72 = mul i32 %66, -766435501
  %73 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %68) #4
  %74 = mul i32 %68, -845247145
  %75 = xor i32 %64, %69
  %76 = xor i32 %75, %73
  %77 = xor i32 %62, %70
  %78 = xor i32 %77, %71
  %79 = add i32 %3, 1401181199
  %80 = add i32 %4, 534103459
  %81 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %76) #4
  %82 = mul i32 %76, -766435501
  %83 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %78) #4
  %84 = mul i32 %78, -845247145
  %85 = xor i32 %74, %79
  %86 = xor i32 %85, %83
  %87 = xor i32 %72, %80
  %88 = xor i32 %87, %81
  %89 = add i32 %3, -239350328
  %90 = add i32 %4, -616729560
  %91 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %86) #4
  %92 = mul i32 %86, -766435501
  %93 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %88) #4
  %94 = mul i32 %88, -845247145
  %95 = xor i32 %84, %89
  %96 = xor i32 %95, %93
  %97 = xor i32 %82, %90
  %98 = xor i32 %97, %91
  %99 = add i32 %3, -1879881855
  %100 = add i32 %4, -1767562579
  %101 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %96) #4
  %102 = mul i32 %96, -766435501
  %103 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %98) #4
  %104 = mul i32 %98, -845247145
  %105 = xor i32 %94, %99
  %106 = xor i32 %105, %103
  %107 = insertelement <4 x i32> undef, i32 %106, i64 0
  %108 = insertelement <4 x i32> %107, i32 %104, i64 1
  %109 = xor i32 %92, %100
  %110 = xor i32 %109, %101
  %111 = insertelement <4 x i32> %108, i32 %110, i64 2
  %112 = insertelement <4 x i32> %111, i32 %102, i64 3
  %113 = shl i32 %11, 2
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds i32, i32* %0, i64 %114
  %116 = bitcast i32* %115 to <4 x i32>*
  store <4 x i32> %112, <4 x i32>* %116, align 16, !tbaa !6
  %117 = lshr i32 %106, 8
  %118 = uitofp i32 %117 to float
  %119 = fmul float %118, 0x3E70000000000000
  %120 = getelementptr inbounds float, float* %1, i64 %114
  store float %119, float* %120, align 4, !tbaa !9
  %121 = lshr i32 %104, 8
  %122 = uitofp i32 %121 to float
  %123 = fmul float %122, 0x3E70000000000000
  %124 = or i32 %113, 1
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds float, float* %1, i64 %125
  store float %123, float* %126, align 4, !tbaa !9
  %127 = lshr i32 %110, 8
  %128 = uitofp i32 %127 to float
  %129 = fmul float %128, 0x3E70000000000000
  %130 = or i32 %113, 2
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds float, float* %1, i64 %131
  store float %129, float* %132, align 4, !tbaa !9
  %133 = lshr i32 %102, 8
  %134 = uitofp i32 %133 to float
  %135 = fmul float %134, 0x3E70000000000000
  %136 = or i32 %113, 3
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds float, float* %1, i64 %137
  store float %135, float* %138, align 4, !tbaa !9
  br label %139

139:                                              ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @xorshift128p(i64* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %97

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 1
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %14, label %50

14:                                               ; preds = %11
  %15 = or i32 %12, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i64, i64* %0, i64 %16
  %18 = load i64, i64* %17, align 8, !tbaa !11
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i64, i64* %0, i64 %19
  %21 = load i64, i64* %20, align 8, !tbaa !11
  %22 = or i64 %21, 1
  %23 = add i32 %3, -1
  %24 = and i32 %3, 3
  %25 = icmp ult i32 %23, 3
  br i1 %25, label %28, label %26

26:                                               ; preds = %14
  %27 = and i32 %3, -4
  br label %54

28:                                               ; preds = %54, %14
  %29 = phi i64 [ undef, %14 ], [ %94, %54 ]
  %30 = phi i64 [ %22, %14 ], [ %82, %54 ]
  %31 = phi i64 [ 0, %14 ], [ %94, %54 ]
  %32 = phi i64 [ %18, %14 ], [ %91, %54 ]
  %33 = icmp eq i32 %24, 0
  br i1 %33, label %50, label %34

34:                                               ; preds = %28, %34
  %35 = phi i64 [ %37, %34 ], [ %30, %28 ]
  %36 = phi i64 [ %47, %34 ], [ %31, %28 ]
  %37 = phi i64 [ %45, %34 ], [ %32, %28 ]
  %38 = phi i32 [ %48, %34 ], [ 0, %28 ]
  %39 = shl i64 %35, 23
  %40 = xor i64 %39, %35
  %41 = lshr i64 %40, 17
  %42 = lshr i64 %37, 26
  %43 = xor i64 %42, %37
  %44 = xor i64 %43, %40
  %45 = xor i64 %44, %41
  %46 = add i64 %36, %37
  %47 = add i64 %46, %45
  %48 = add i32 %38, 1
  %49 = icmp eq i32 %48, %24
  br i1 %49, label %50, label %34, !llvm.loop !13

50:                                               ; preds = %28, %34, %11
  %51 = phi i64 [ 0, %11 ], [ %29, %28 ], [ %47, %34 ]
  %52 = sext i32 %9 to i64
  %53 = getelementptr inbounds i64, i64* %1, i64 %52
  store i64 %51, i64* %53, align 8, !tbaa !11
  br label %97

54:                                               ; preds = %54, %26
  %55 = phi i64 [ %22, %26 ], [ %82, %54 ]
  %56 = phi i64 [ 0, %26 ], [ %94, %54 ]
  %57 = phi i64 [ %18, %26 ], [ %91, %54 ]
  %58 = phi i32 [ 0, %26 ], [ %95, %54 ]
  %59 = shl i64 %55, 23
  %60 = xor i64 %59, %55
  %61 = lshr i64 %60, 17
  %62 = lshr i64 %57, 26
  %63 = xor i64 %62, %57
  %64 = xor i64 %63, %60
  %65 = xor i64 %64, %61
  %66 = add i64 %56, %57
  %67 = shl i64 %57, 23
  %68 = xor i64 %67, %57
  %69 = lshr i64 %68, 17
  %70 = lshr i64 %65, 26
  %71 = xor i64 %70, %65
  %72 = xor i64 %71, %68
  %73 = xor i64 %72, %69
  %74 = shl i64 %65, 1
  %75 = add i64 %66, %74
  %76 = shl i64 %65, 23
  %77 = xor i64 %76, %65
  %78 = lshr i64 %77, 17
  %79 = lshr i64 %73, 26
  %80 = xor i64 %79, %73
  %81 = xor i64 %80, %77
  %82 = xor i64 %81, %78
  %83 = shl i64 %73, 1
  %84 = add i64 %75, %83
  %85 = shl i64 %73, 23
  %86 = xor i64 %85, %73
  %87 = lshr i64 %86, 17
  %88 = lshr i64 %82, 26
  %89 = xor i64 %88, %82
  %90 = xor i64 %89, %86
  %91 = xor i64 %90, %87
  %92 = shl i64 %82, 1
  %93 = add i64 %84, %92
  %94 = add i64 %93, %91
  %95 = add i32 %58, 4
  %96 = icmp eq i32 %95, %27
  br i1 %96, label %28, label %54, !llvm.loop !15

97:                                               ; preds = %4, %50
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, float*, i32, i32, i32, i32)* @philox_uniform, !"kernel", i32 1}
!1 = !{void (i64*, i64*, i32, i32)* @xorshift128p, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
