source_filename = "p3_a.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_table = external dso_local local_unnamed_addr addrspace(1) global [16 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @p3_kernel(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %28

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = tail call noundef i32 @_Z3mixjj(i32 noundef %14, i32 noundef %9) #4
  %16 = and i32 %15, 15
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(1)* @g_table, i64 0, i64 %17
  %19 = addrspacecast i32 addrspace(1)* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = xor i32 %20, %15
  %22 = getelementptr inbounds i32, i32* %1, i64 %12
  store i32 %21, i32* %22, align 4, !tbaa !5
  %23 = and i32 %15, 255
  %24 = uitofp i32 %23 to float
  %25 = fmul float %24, 3.906250e-03
  %26 = tail call noundef float @_Z4polyf(float noundef %25) #4
  %27 = getelementptr inbounds float, float* %2, i64 %12
  store float %26, float* %27, align 4, !tbaa !9
  br label %28

28:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @_Z3mixjj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local noundef float @_Z4polyf(float noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, float*, i32)* @p3_kernel, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
