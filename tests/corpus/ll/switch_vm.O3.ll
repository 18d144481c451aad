source_filename = "switch_vm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_prog_mix = dso_local addrspace(4) externally_initialized global [52 x i8] c"\01\02\00\00\02\00\00\00\08\01\02\07\04\01\01\01\02\03\00\03\06\00\00\03\07\03\02\01\03\00\00\03\09\02\02\01\02\03\00\03\0A\01\01\00\0B\00\01\05\00\00\00\00", align 1
@c_prog_popc = dso_local addrspace(4) externally_initialized global [32 x i8] c"\01\00\00\00\02\01\00\00\08\02\00\01\03\01\01\02\09\00\00\01\0B\00\00\02\05\00\01\00\00\00\00\00", align 1
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(4)* getelementptr inbounds ([52 x i8], [52 x i8] addrspace(4)* @c_prog_mix, i32 0, i32 0) to i8*), i8* addrspacecast (i8 addrspace(4)* getelementptr inbounds ([32 x i8], [32 x i8] addrspace(4)* @c_prog_popc, i32 0, i32 0) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind
define dso_local void @switch_vm(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %33

12:                                               ; preds = %3
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !6
  %16 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #6
  %17 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #6
  %18 = call fastcc noundef i32 @_ZL6run_vmPKhijPj(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* addrspacecast ([52 x i8] addrspace(4)* @c_prog_mix to [52 x i8]*), i64 0, i64 0), i32 noundef 13, i32 noundef %15, i32* noundef nonnull %4) #6
  %19 = lshr i32 %15, 8
  %20 = call fastcc noundef i32 @_ZL6run_vmPKhijPj(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* addrspacecast ([32 x i8] addrspace(4)* @c_prog_popc to [32 x i8]*), i64 0, i64 0), i32 noundef 8, i32 noundef %19, i32* noundef nonnull %5) #6
  %21 = load i32, i32* %4, align 4, !tbaa !6
  %22 = shl i32 %21, 24
  %23 = xor i32 %22, %18
  %24 = shl nsw i32 %10, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %1, i64 %25
  store i32 %23, i32* %26, align 4, !tbaa !6
  %27 = load i32, i32* %5, align 4, !tbaa !6
  %28 = shl i32 %27, 8
  %29 = or i32 %28, %20
  %30 = or i32 %24, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32* %1, i64 %31
  store i32 %29, i32* %32, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #6
  br label %33

33:                                               ; preds = %3, %12
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind
define internal fastcc noundef i32 @_ZL6run_vmPKhijPj(i8* nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32* nocapture noundef writeonly %3) unnamed_addr #2 {
  %5 = alloca [4 x i32], align 4
  %6 = bitcast [4 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %6) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  br label %7

7:                                                ; preds = %4, %112
  %8 = phi i32 [ 0, %4 ], [ %113, %112 ]
  %9 = phi i32 [ 0, %4 ], [ %27, %112 ]
  %10 = icmp slt i32 %8, %1
  %11 = icmp ult i32 %9, 256
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %115

13:                                               ; preds = %7
  %14 = shl nsw i32 %8, 2
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i8, i8* %0, i64 %15
  %17 = getelementptr inbounds i8, i8* %16, i64 1
  %18 = load i8, i8* %17, align 1, !tbaa !10
  %19 = and i8 %18, 3
  %20 = getelementptr inbounds i8, i8* %16, i64 2
  %21 = load i8, i8* %20, align 1, !tbaa !10
  %22 = and i8 %21, 3
  %23 = getelementptr inbounds i8, i8* %16, i64 3
  %24 = load i8, i8* %23, align 1, !tbaa !10
  %25 = zext i8 %24 to i32
  %26 = add nuw nsw i32 %8, 1
  %27 = add nuw nsw i32 %9, 1
  %28 = load i8, i8* %16, align 1, !tbaa !10
  switch i8 %28, label %112 [
    i8 11, label %106
    i8 1, label %29
    i8 2, label %32
    i8 3, label %35
    i8 4, label %46
    i8 5, label %53
    i8 6, label %64
    i8 7, label %75
    i8 8, label %86
    i8 9, label %93
    i8 10, label %101
  ]

29:                                               ; preds = %13
  %30 = zext i8 %19 to i64
  %31 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %30
  store i32 %2, i32* %31, align 4, !tbaa !6
  br label %112

32:                                               ; preds = %13
  %33 = zext i8 %19 to i64
  %34 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %33
  store i32 %25, i32* %34, align 4, !tbaa !6
  br label %112

35:                                               ; preds = %13
  %36 = zext i8 %22 to i64
  %37 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %36
  %38 = load i32, i32* %37, align 4, !tbaa !6
  %39 = and i32 %25, 3
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !6
  %43 = add i32 %42, %38
  %44 = zext i8 %19 to i64
  %45 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %44
  store i32 %43, i32* %45, align 4, !tbaa !6
  br label %112

46:                                               ; preds = %13
  %47 = zext i8 %22 to i64
  %48 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %47
  %49 = load i32, i32* %48, align 4, !tbaa !6
  %50 = add i32 %49, %25
  %51 = zext i8 %19 to i64
  %52 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %51
  store i32 %50, i32* %52, align 4, !tbaa !6
  br label %112

53:                                               ; preds = %13
  %54 = zext i8 %22 to i64
  %55 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !6
  %57 = and i32 %25, 3
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %58
  %60 = load i32, i32* %59, align 4, !tbaa !6
  %61 = sub i32 %56, %60
  %62 = zext i8 %19 to i64
  %63 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %62
  store i32 %61, i32* %63, align 4, !tbaa !6
  br label %112

64:                                               ; preds = %13
  %65 = zext i8 %22 to i64
  %66 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !6
  %68 = and i32 %25, 3
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !6
  %72 = mul i32 %71, %67
  %73 = zext i8 %19 to i64
  %74 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %73
  store i32 %72, i32* %74, align 4, !tbaa !6
  br label %112

75:                                               ; preds = %13
  %76 = zext i8 %22 to i64
  %77 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !6
  %79 = and i32 %25, 3
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %80
  %82 = load i32, i32* %81, align 4, !tbaa !6
  %83 = xor i32 %82, %78
  %84 = zext i8 %19 to i64
  %85 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %84
  store i32 %83, i32* %85, align 4, !tbaa !6
  br label %112

86:                                               ; preds = %13
  %87 = zext i8 %22 to i64
  %88 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %87
  %89 = load i32, i32* %88, align 4, !tbaa !6
  %90 = and i32 %89, %25
  %91 = zext i8 %19 to i64
  %92 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %91
  store i32 %90, i32* %92, align 4, !tbaa !6
  br label %112

93:                                               ; preds = %13
  %94 = zext i8 %22 to i64
  %95 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %94
  %96 = load i32, i32* %95, align 4, !tbaa !6
  %97 = and i32 %25, 31
  %98 = lshr i32 %96, %97
  %99 = zext i8 %19 to i64
  %100 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %99
  store i32 %98, i32* %100, align 4, !tbaa !6
  br label %112

101:                                              ; preds = %13
  %102 = zext i8 %19 to i64
  %103 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %102
  %104 = load i32, i32* %103, align 4, !tbaa !6
  %105 = add i32 %104, -1
  store i32 %105, i32* %103, align 4, !tbaa !6
  br label %112

106:                                              ; preds = %13
  %107 = zext i8 %22 to i64
  %108 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %107
  %109 = load i32, i32* %108, align 4, !tbaa !6
  %110 = icmp eq i32 %109, 0
  %111 = select i1 %110, i32 %26, i32 %25
  br label %112

112:                                              ; preds = %106, %13, %101, %93, %86, %75, %64, %53, %46, %35, %32, %29
  %113 = phi i32 [ %26, %101 ], [ %26, %93 ], [ %26, %86 ], [ %26, %75 ], [ %26, %64 ], [ %26, %53 ], [ %26, %46 ], [ %26, %35 ], [ %26, %32 ], [ %26, %29 ], [ %111, %106 ], [ -1, %13 ]
  %114 = icmp sgt i32 %113, -1
  br i1 %114, label %7, label %115, !llvm.loop !11

115:                                              ; preds = %112, %7
  %116 = phi i32 [ %27, %112 ], [ %9, %7 ]
  store i32 %116, i32* %3, align 4, !tbaa !6
  %117 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 0
  %118 = load i32, i32* %117, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %6) #6
  ret i32 %118
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @switch_sparse(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %64

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, i32* %0, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !6
  switch i32 %13, label %23 [
    i32 0, label %27
    i32 1, label %14
    i32 7, label %15
    i32 64, label %16
    i32 1000, label %17
    i32 4096, label %18
    i32 65535, label %19
    i32 1000000, label %20
    i32 -2147483648, label %21
    i32 -1, label %22
  ]

14:                                               ; preds = %10
  br label %27

15:                                               ; preds = %10
  br label %27

16:                                               ; preds = %10
  br label %27

17:                                               ; preds = %10
  br label %27

18:                                               ; preds = %10
  br label %27

19:                                               ; preds = %10
  br label %27

20:                                               ; preds = %10
  br label %27

21:                                               ; preds = %10
  br label %27

22:                                               ; preds = %10
  br label %27

23:                                               ; preds = %10
  %24 = and i32 %13, 3
  %25 = mul nuw nsw i32 %24, 1000
  %26 = add nuw nsw i32 %25, -10000
  br label %27

27:                                               ; preds = %10, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23
  %28 = phi i32 [ %26, %23 ], [ 10000, %22 ], [ 9000, %21 ], [ 8000, %20 ], [ 7000, %19 ], [ 6000, %18 ], [ 5000, %17 ], [ 4000, %16 ], [ 3000, %15 ], [ 2000, %14 ], [ 1000, %10 ]
  %29 = lshr i32 %13, 20
  switch i32 %29, label %34 [
    i32 0, label %38
    i32 1, label %30
    i32 7, label %31
    i32 64, label %32
    i32 1000, label %33
  ]

30:                                               ; preds = %27
  br label %38

31:                                               ; preds = %27
  br label %38

32:                                               ; preds = %27
  br label %38

33:                                               ; preds = %27
  br label %38

34:                                               ; preds = %27
  %35 = and i32 %29, 3
  %36 = mul nuw nsw i32 %35, 100
  %37 = add nuw nsw i32 %36, -1000
  br label %38

38:                                               ; preds = %27, %30, %31, %32, %33, %34
  %39 = phi i32 [ %37, %34 ], [ 500, %33 ], [ 400, %32 ], [ 300, %31 ], [ 200, %30 ], [ 100, %27 ]
  %40 = shl i32 %8, 3
  switch i32 %40, label %46 [
    i32 0, label %47
    i32 -2147483648, label %45
    i32 1000000, label %44
    i32 64, label %41
    i32 1000, label %42
    i32 4096, label %43
  ]

41:                                               ; preds = %38
  br label %47

42:                                               ; preds = %38
  br label %47

43:                                               ; preds = %38
  br label %47

44:                                               ; preds = %38
  br label %47

45:                                               ; preds = %38
  br label %47

46:                                               ; preds = %38
  br label %47

47:                                               ; preds = %38, %41, %42, %43, %44, %45, %46
  %48 = phi i32 [ -100, %46 ], [ 90, %45 ], [ 80, %44 ], [ 60, %43 ], [ 50, %42 ], [ 40, %41 ], [ 10, %38 ]
  %49 = and i32 %13, 15
  switch i32 %49, label %57 [
    i32 0, label %58
    i32 1, label %58
    i32 2, label %50
    i32 3, label %50
    i32 4, label %53
    i32 5, label %53
    i32 6, label %53
    i32 9, label %54
    i32 12, label %55
  ]

50:                                               ; preds = %47, %47
  %51 = lshr i32 %13, 28
  %52 = add nuw nsw i32 %51, 30
  br label %58

53:                                               ; preds = %47, %47, %47
  br label %58

54:                                               ; preds = %47
  br label %58

55:                                               ; preds = %47
  %56 = lshr i32 %13, 24
  br label %58

57:                                               ; preds = %47
  br label %58

58:                                               ; preds = %47, %47, %57, %55, %54, %53, %50
  %59 = phi i32 [ 7, %57 ], [ %56, %55 ], [ 90, %54 ], [ -1, %53 ], [ %52, %50 ], [ 10, %47 ], [ 10, %47 ]
  %60 = add nsw i32 %39, %28
  %61 = add nsw i32 %60, %48
  %62 = add nsw i32 %61, %59
  %63 = getelementptr inbounds i32, i32* %1, i64 %11
  store i32 %62, i32* %63, align 4, !tbaa !6
  br label %64

64:                                               ; preds = %3, %58
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { convergent mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32*, i32)* @switch_vm, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32)* @switch_sparse, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
