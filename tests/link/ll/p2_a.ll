source_filename = "p2_a.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z8clamp_toIfET_S0_S0_S0_ = comdat any

$_Z8clamp_toIiET_S0_S0_S0_ = comdat any

@g_hits = dso_local local_unnamed_addr addrspace(1) externally_initialized global i32 0, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @p2_kernel(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32* noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %31

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, float* %0, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !5
  %15 = tail call noundef float @_Z9scale_sumfi(float noundef %14, i32 noundef %9) #5
  %16 = tail call noundef float @_Z8clamp_toIfET_S0_S0_S0_(float noundef %15, float noundef -1.000000e+02, float noundef 1.000000e+02) #4
  %17 = getelementptr inbounds float, float* %1, i64 %12
  store float %16, float* %17, align 4, !tbaa !5
  %18 = fcmp ogt float %15, 1.000000e+01
  %19 = and i32 %9, 3
  br i1 %18, label %20, label %24

20:                                               ; preds = %11
  %21 = zext i32 %19 to i64
  %22 = getelementptr inbounds i32, i32* %2, i64 %21
  %23 = tail call noundef i32 @_Z4bumpPii(i32* noundef %22, i32 noundef 1) #5
  br label %24

24:                                               ; preds = %11, %20
  %25 = mul nsw i32 %9, 7
  %26 = add nsw i32 %25, -40
  %27 = tail call noundef i32 @_Z8clamp_toIiET_S0_S0_S0_(i32 noundef %26, i32 noundef 0, i32 noundef 50) #4
  %28 = or i32 %19, 4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %2, i64 %29
  store i32 %27, i32* %30, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %4, %24
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local noundef float @_Z9scale_sumfi(float noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z8clamp_toIfET_S0_S0_S0_(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #2 comdat {
  %4 = fcmp olt float %0, %1
  %5 = fcmp ogt float %0, %2
  %6 = select i1 %5, float %2, float %0
  %7 = select i1 %4, float %1, float %6
  ret float %7
}

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @_Z4bumpPii(i32* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z8clamp_toIiET_S0_S0_S0_(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 comdat {
  %4 = icmp slt i32 %0, %1
  %5 = icmp sgt i32 %0, %2
  %6 = select i1 %5, i32 %2, i32 %0
  %7 = select i1 %4, i32 %1, i32 %6
  ret i32 %7
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, float*, i32*, i32)* @p2_kernel, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
