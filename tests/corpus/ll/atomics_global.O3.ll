source_filename = "atomics_global.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @atomics_global32(i32* nocapture noundef readonly %0, i32 noundef %1, i32* nocapture noundef %2, i32* nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %9 = add i32 %7, %8
  %10 = icmp ult i32 %9, %1
  br i1 %10, label %11, label %21

11:                                               ; preds = %4
  %12 = getelementptr inbounds i32, i32* %2, i64 1
  %13 = getelementptr inbounds i32, i32* %2, i64 2
  %14 = getelementptr inbounds i32, i32* %2, i64 3
  %15 = getelementptr inbounds i32, i32* %2, i64 4
  %16 = getelementptr inbounds i32, i32* %2, i64 5
  %17 = getelementptr inbounds i32, i32* %2, i64 6
  %18 = getelementptr inbounds i32, i32* %3, i64 1
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5
  %20 = mul i32 %6, %19
  br label %22

21:                                               ; preds = %22, %4
  ret void

22:                                               ; preds = %11, %22
  %23 = phi i32 [ %9, %11 ], [ %46, %22 ]
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !7
  %27 = atomicrmw add i32* %2, i32 %26 seq_cst, align 4
  %28 = atomicrmw min i32* %12, i32 %26 seq_cst, align 4
  %29 = atomicrmw max i32* %13, i32 %26 seq_cst, align 4
  %30 = atomicrmw umax i32* %14, i32 %26 seq_cst, align 4
  %31 = and i32 %26, 16843009
  %32 = atomicrmw or i32* %15, i32 %31 seq_cst, align 4
  %33 = atomicrmw xor i32* %16, i32 %26 seq_cst, align 4
  %34 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nonnull %17, i32 1000) #5
  %35 = and i32 %26, 3
  %36 = add nuw nsw i32 %35, 10
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, i32* %2, i64 %37
  %39 = atomicrmw add i32* %38, i32 1 seq_cst, align 4
  %40 = and i32 %23, 31
  %41 = shl nuw i32 1, %40
  %42 = xor i32 %41, -1
  %43 = or i32 %26, %42
  %44 = atomicrmw and i32* %3, i32 %43 seq_cst, align 4
  %45 = atomicrmw umin i32* %18, i32 %26 seq_cst, align 4
  %46 = add i32 %23, %20
  %47 = icmp ult i32 %46, %1
  br i1 %47, label %22, label %21, !llvm.loop !11
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @atomics_global64(i64* nocapture noundef readonly %0, float* nocapture noundef readonly %1, i32 noundef %2, i64* nocapture noundef %3, i64* nocapture noundef %4, float* nocapture noundef %5) local_unnamed_addr #1 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %11 = add i32 %9, %10
  %12 = icmp ult i32 %11, %2
  br i1 %12, label %13, label %56

13:                                               ; preds = %6
  %14 = zext i32 %11 to i64
  %15 = getelementptr inbounds i64, i64* %0, i64 %14
  %16 = load i64, i64* %15, align 8, !tbaa !13
  %17 = atomicrmw add i64* %3, i64 %16 seq_cst, align 8
  %18 = getelementptr inbounds i64, i64* %3, i64 1
  %19 = atomicrmw umax i64* %18, i64 %16 seq_cst, align 8
  %20 = getelementptr inbounds i64, i64* %3, i64 2
  %21 = atomicrmw min i64* %20, i64 %16 seq_cst, align 8
  %22 = getelementptr inbounds i64, i64* %3, i64 3
  %23 = atomicrmw max i64* %22, i64 %16 seq_cst, align 8
  %24 = lshr i64 %16, 8
  %25 = atomicrmw umin i64* %4, i64 %24 seq_cst, align 8
  %26 = icmp ult i32 %11, 64
  br i1 %26, label %27, label %36

27:                                               ; preds = %13
  %28 = getelementptr inbounds i64, i64* %4, i64 1
  %29 = or i64 %16, 1
  br label %30

30:                                               ; preds = %30, %27
  %31 = phi i64 [ 1, %27 ], [ %34, %30 ]
  %32 = mul i64 %31, %29
  %33 = cmpxchg i64* %28, i64 %31, i64 %32 seq_cst seq_cst, align 8
  %34 = extractvalue { i64, i1 } %33, 0
  %35 = extractvalue { i64, i1 } %33, 1
  br i1 %35, label %36, label %30, !llvm.loop !15

36:                                               ; preds = %30, %13
  %37 = getelementptr inbounds float, float* %1, i64 %14
  %38 = bitcast float* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !16
  %40 = bitcast float* %5 to i32*
  %41 = xor i32 %39, -1
  %42 = or i32 %39, -2147483648
  %43 = icmp slt i32 %39, 0
  %44 = select i1 %43, i32 %41, i32 %42
  br label %45

45:                                               ; preds = %52, %36
  %46 = phi i32 [ -8388608, %36 ], [ %54, %52 ]
  %47 = xor i32 %46, -1
  %48 = or i32 %46, -2147483648
  %49 = icmp slt i32 %46, 0
  %50 = select i1 %49, i32 %47, i32 %48
  %51 = icmp ult i32 %50, %44
  br i1 %51, label %52, label %56

52:                                               ; preds = %45
  %53 = cmpxchg i32* %40, i32 %46, i32 %39 seq_cst seq_cst, align 4
  %54 = extractvalue { i32, i1 } %53, 0
  %55 = extractvalue { i32, i1 } %53, 1
  br i1 %55, label %56, label %45, !llvm.loop !18

56:                                               ; preds = %52, %45, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local void @atomics_float_add(float* nocapture noundef readonly %0, float* nocapture noundef %1, float* nocapture noundef %2, double* nocapture noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %11 = add i32 %9, %10
  %12 = icmp ult i32 %11, %4
  br i1 %12, label %13, label %31

13:                                               ; preds = %6
  %14 = zext i32 %11 to i64
  %15 = mul nuw nsw i64 %14, 7
  %16 = add nuw nsw i64 %15, 3
  %17 = zext i32 %4 to i64
  %18 = urem i64 %16, %17
  %19 = getelementptr inbounds float, float* %1, i64 %18
  %20 = getelementptr inbounds float, float* %0, i64 %14
  %21 = load float, float* %20, align 4, !tbaa !16
  %22 = atomicrmw fadd float* %19, float %21 seq_cst, align 4
  %23 = bitcast float* %20 to i32*
  %24 = load i32, i32* %23, align 4, !tbaa !16
  %25 = urem i32 %24, %5
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, float* %2, i64 %26
  %28 = atomicrmw fadd float* %27, float 1.000000e+00 seq_cst, align 4
  %29 = getelementptr inbounds double, double* %3, i64 %26
  %30 = atomicrmw fadd double* %29, double 2.000000e+00 seq_cst, align 8
  br label %31

31:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { argmemonly nounwind }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32, i32*, i32*)* @atomics_global32, !"kernel", i32 1}
!1 = !{void (i64*, float*, i32, i64*, i64*, float*)* @atomics_global64, !"kernel", i32 1}
!2 = !{void (float*, float*, float*, double*, i32, i32)* @atomics_float_add, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !9, i64 0}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !9, i64 0}
!18 = distinct !{!18, !12}
