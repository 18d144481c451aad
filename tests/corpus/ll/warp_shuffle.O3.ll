source_filename = "warp_shuffle.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shfl_rotate_reverse(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = and i32 %8, 31
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = mul i32 %15, %6
  %17 = add i32 %16, %8
  %18 = and i32 %17, -32
  %19 = mul i32 %6, %12
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %21 = mul i32 %19, %20
  %22 = sub i32 %21, %18
  %23 = icmp ugt i32 %22, 31
  %24 = shl nsw i32 -1, %22
  %25 = xor i32 %24, -1
  %26 = select i1 %23, i32 -1, i32 %25
  %27 = icmp ult i32 %22, 32
  %28 = select i1 %27, i32 %22, i32 32
  %29 = icmp ult i32 %9, %3
  %30 = zext i32 %9 to i64
  br i1 %29, label %31, label %34

31:                                               ; preds = %4
  %32 = getelementptr inbounds float, float* %0, i64 %30
  %33 = load float, float* %32, align 4, !tbaa !8
  br label %34

34:                                               ; preds = %4, %31
  %35 = phi float [ %33, %31 ], [ 0.000000e+00, %4 ]
  %36 = trunc i32 %10 to i8
  %37 = add nuw nsw i8 %36, 1
  %38 = trunc i32 %28 to i8
  %39 = urem i8 %37, %38
  %40 = zext i8 %39 to i32
  %41 = tail call float @llvm.nvvm.shfl.sync.idx.f32(i32 %26, float %35, i32 %40, i32 31) #3
  %42 = xor i32 %10, -1
  %43 = add nsw i32 %28, %42
  %44 = tail call float @llvm.nvvm.shfl.sync.idx.f32(i32 %26, float %35, i32 %43, i32 31) #3
  br i1 %29, label %45, label %48

45:                                               ; preds = %34
  %46 = getelementptr inbounds float, float* %2, i64 %30
  %47 = getelementptr inbounds float, float* %1, i64 %30
  store float %41, float* %47, align 4, !tbaa !8
  store float %44, float* %46, align 4, !tbaa !8
  br label %48

48:                                               ; preds = %45, %34
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shfl_segsum8(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %8 = add i32 %6, %7
  %9 = and i32 %7, 31
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %10
  %15 = mul i32 %14, %5
  %16 = add i32 %15, %7
  %17 = and i32 %16, -32
  %18 = mul i32 %5, %11
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %20 = mul i32 %18, %19
  %21 = sub i32 %20, %17
  %22 = icmp ugt i32 %21, 31
  %23 = shl nsw i32 -1, %21
  %24 = xor i32 %23, -1
  %25 = select i1 %22, i32 -1, i32 %24
  %26 = icmp ult i32 %21, 32
  %27 = select i1 %26, i32 %21, i32 32
  %28 = icmp ult i32 %8, %2
  br i1 %28, label %29, label %34

29:                                               ; preds = %3
  %30 = zext i32 %8 to i64
  %31 = getelementptr inbounds i32, i32* %0, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !12
  %33 = and i32 %32, 65535
  br label %34

34:                                               ; preds = %3, %29
  %35 = phi i32 [ %33, %29 ], [ 0, %3 ]
  %36 = and i32 %7, 7
  %37 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %25, i32 %35, i32 4, i32 6175) #3
  %38 = icmp ult i32 %36, 4
  %39 = add nuw nsw i32 %9, 4
  %40 = icmp ult i32 %39, %27
  %41 = select i1 %38, i1 %40, i1 false
  %42 = select i1 %41, i32 %37, i32 0
  %43 = add nsw i32 %42, %35
  %44 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %25, i32 %43, i32 2, i32 6175) #3
  %45 = icmp ult i32 %36, 6
  %46 = add nuw nsw i32 %9, 2
  %47 = icmp ult i32 %46, %27
  %48 = select i1 %45, i1 %47, i1 false
  %49 = select i1 %48, i32 %44, i32 0
  %50 = add nsw i32 %49, %43
  %51 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %25, i32 %50, i32 1, i32 6175) #3
  %52 = icmp eq i32 %36, 0
  %53 = and i1 %52, %28
  br i1 %53, label %54, label %66

54:                                               ; preds = %34
  %55 = add nuw nsw i32 %9, 1
  %56 = icmp ult i32 %55, %27
  %57 = select i1 %56, i32 %51, i32 0
  %58 = add nsw i32 %57, %50
  %59 = add i32 %5, 7
  %60 = lshr i32 %59, 3
  %61 = mul i32 %60, %4
  %62 = lshr i32 %7, 3
  %63 = add i32 %61, %62
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds i32, i32* %1, i64 %64
  store i32 %58, i32* %65, align 4, !tbaa !12
  br label %66

66:                                               ; preds = %34, %54
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shfl_scan16(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %9
  %14 = mul i32 %13, %5
  %15 = add i32 %14, %7
  %16 = and i32 %15, -32
  %17 = mul i32 %5, %10
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3
  %19 = mul i32 %17, %18
  %20 = sub i32 %19, %16
  %21 = icmp ugt i32 %20, 31
  %22 = shl nsw i32 -1, %20
  %23 = xor i32 %22, -1
  %24 = select i1 %21, i32 -1, i32 %23
  %25 = icmp ult i32 %8, %2
  br i1 %25, label %26, label %30

26:                                               ; preds = %3
  %27 = zext i32 %8 to i64
  %28 = getelementptr inbounds i32, i32* %0, i64 %27
  %29 = load i32, i32* %28, align 4, !tbaa !12
  br label %30

30:                                               ; preds = %3, %26
  %31 = phi i32 [ %29, %26 ], [ 0, %3 ]
  %32 = and i32 %7, 15
  %33 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %24, i32 %31, i32 1, i32 4096) #3
  %34 = icmp eq i32 %32, 0
  %35 = select i1 %34, i32 0, i32 %33
  %36 = add i32 %35, %31
  %37 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %24, i32 %36, i32 2, i32 4096) #3
  %38 = icmp ult i32 %32, 2
  %39 = select i1 %38, i32 0, i32 %37
  %40 = add i32 %39, %36
  %41 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %24, i32 %40, i32 4, i32 4096) #3
  %42 = icmp ult i32 %32, 4
  %43 = select i1 %42, i32 0, i32 %41
  %44 = add i32 %43, %40
  %45 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %24, i32 %44, i32 8, i32 4096) #3
  br i1 %25, label %46, label %52

46:                                               ; preds = %30
  %47 = icmp ult i32 %32, 8
  %48 = select i1 %47, i32 0, i32 %45
  %49 = add i32 %48, %44
  %50 = zext i32 %8 to i64
  %51 = getelementptr inbounds i32, i32* %1, i64 %50
  store i32 %49, i32* %51, align 4, !tbaa !12
  br label %52

52:                                               ; preds = %46, %30
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shfl_bfly_allsum(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %8 = add i32 %6, %7
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds float, float* %0, i64 %11
  %13 = load float, float* %12, align 4, !tbaa !8
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi float [ %13, %10 ], [ 0.000000e+00, %3 ]
  %16 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 1, i32 31) #3
  %17 = fadd float %15, %16
  %18 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 2, i32 31) #3
  %19 = fadd float %17, %18
  %20 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 4, i32 31) #3
  %21 = fadd float %19, %20
  %22 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 8, i32 31) #3
  %23 = fadd float %21, %22
  %24 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 16, i32 31) #3
  br i1 %9, label %25, label %29

25:                                               ; preds = %14
  %26 = fadd float %23, %24
  %27 = zext i32 %8 to i64
  %28 = getelementptr inbounds float, float* %1, i64 %27
  store float %26, float* %28, align 4, !tbaa !8
  br label %29

29:                                               ; preds = %25, %14
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { convergent inaccessiblememonly nounwind }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{void (float*, float*, float*, i32)* @shfl_rotate_reverse, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32)* @shfl_segsum8, !"kernel", i32 1}
!2 = !{void (i32*, i32*, i32)* @shfl_scan16, !"kernel", i32 1}
!3 = !{void (float*, float*, i32)* @shfl_bfly_allsum, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
