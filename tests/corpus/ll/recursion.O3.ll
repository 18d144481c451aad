source_filename = "recursion.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z7gcd_recjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %7, %4 ], [ %1, %2 ]
  %6 = phi i32 [ %5, %4 ], [ %0, %2 ]
  %7 = urem i32 %6, %5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %4

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %5, %4 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z7fib_recj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %58, label %3

3:                                                ; preds = %1
  %4 = add i32 %0, -2
  %5 = lshr i32 %4, 1
  %6 = add nuw i32 %5, 1
  %7 = and i32 %6, 7
  %8 = icmp ult i32 %4, 14
  br i1 %8, label %42, label %9

9:                                                ; preds = %3
  %10 = and i32 %6, -8
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %36, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %39, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %40, %11 ]
  %15 = add i32 %12, -1
  %16 = tail call noundef i32 @_Z7fib_recj(i32 noundef %15) #6
  %17 = add i32 %16, %13
  %18 = add i32 %12, -3
  %19 = tail call noundef i32 @_Z7fib_recj(i32 noundef %18) #6
  %20 = add i32 %19, %17
  %21 = add i32 %12, -5
  %22 = tail call noundef i32 @_Z7fib_recj(i32 noundef %21) #6
  %23 = add i32 %22, %20
  %24 = add i32 %12, -7
  %25 = tail call noundef i32 @_Z7fib_recj(i32 noundef %24) #6
  %26 = add i32 %25, %23
  %27 = add i32 %12, -9
  %28 = tail call noundef i32 @_Z7fib_recj(i32 noundef %27) #6
  %29 = add i32 %28, %26
  %30 = add i32 %12, -11
  %31 = tail call noundef i32 @_Z7fib_recj(i32 noundef %30) #6
  %32 = add i32 %31, %29
  %33 = add i32 %12, -13
  %34 = tail call noundef i32 @_Z7fib_recj(i32 noundef %33) #6
  %35 = add i32 %34, %32
  %36 = add i32 %12, -16
  %37 = add i32 %12, -15
  %38 = tail call noundef i32 @_Z7fib_recj(i32 noundef %37) #6
  %39 = add i32 %38, %35
  %40 = add i32 %14, 8
  %41 = icmp eq i32 %40, %10
  br i1 %41, label %42, label %11

42:                                               ; preds = %11, %3
  %43 = phi i32 [ undef, %3 ], [ %36, %11 ]
  %44 = phi i32 [ undef, %3 ], [ %39, %11 ]
  %45 = phi i32 [ %0, %3 ], [ %36, %11 ]
  %46 = phi i32 [ 0, %3 ], [ %39, %11 ]
  %47 = icmp eq i32 %7, 0
  br i1 %47, label %58, label %48

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ %45, %42 ]
  %50 = phi i32 [ %55, %48 ], [ %46, %42 ]
  %51 = phi i32 [ %56, %48 ], [ 0, %42 ]
  %52 = add i32 %49, -2
  %53 = add i32 %49, -1
  %54 = tail call noundef i32 @_Z7fib_recj(i32 noundef %53) #6
  %55 = add i32 %54, %50
  %56 = add i32 %51, 1
  %57 = icmp eq i32 %56, %7
  br i1 %57, label %58, label %48, !llvm.loop !6

58:                                               ; preds = %42, %48, %1
  %59 = phi i32 [ 0, %1 ], [ %44, %42 ], [ %55, %48 ]
  %60 = phi i32 [ %0, %1 ], [ %43, %42 ], [ %52, %48 ]
  %61 = add i32 %60, %59
  ret i32 %61
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef i64 @_Z10powmod_recyjj(i64 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = icmp ne i32 %2, 1
  %7 = zext i1 %6 to i64
  br label %20

8:                                                ; preds = %3
  %9 = lshr i32 %1, 1
  %10 = tail call noundef i64 @_Z10powmod_recyjj(i64 noundef %0, i32 noundef %9, i32 noundef %2) #6, !range !8
  %11 = mul nuw i64 %10, %10
  %12 = zext i32 %2 to i64
  %13 = urem i64 %11, %12
  %14 = and i32 %1, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %20, label %16

16:                                               ; preds = %8
  %17 = urem i64 %0, %12
  %18 = mul nuw i64 %17, %13
  %19 = urem i64 %18, %12
  br label %20

20:                                               ; preds = %16, %8, %5
  %21 = phi i64 [ %7, %5 ], [ %19, %16 ], [ %13, %8 ]
  ret i64 %21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind
define dso_local void @_Z9qsort_recPiii(i32* noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %105

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i32, i32* %0, i64 %6
  br label %8

8:                                                ; preds = %5, %44
  %9 = phi i32 [ %1, %5 ], [ %51, %44 ]
  %10 = load i32, i32* %7, align 4, !tbaa !9
  %11 = icmp slt i32 %9, %2
  br i1 %11, label %12, label %44

12:                                               ; preds = %8
  %13 = sub i32 %2, %9
  %14 = xor i32 %9, -1
  %15 = add i32 %14, %2
  %16 = and i32 %13, 3
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %36, label %18

18:                                               ; preds = %12, %31
  %19 = phi i32 [ %32, %31 ], [ %9, %12 ]
  %20 = phi i32 [ %33, %31 ], [ %9, %12 ]
  %21 = phi i32 [ %34, %31 ], [ 0, %12 ]
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds i32, i32* %0, i64 %22
  %24 = load i32, i32* %23, align 4, !tbaa !9
  %25 = icmp slt i32 %24, %10
  %26 = sext i32 %19 to i64
  %27 = getelementptr inbounds i32, i32* %0, i64 %26
  br i1 %25, label %28, label %31

28:                                               ; preds = %18
  %29 = add nsw i32 %19, 1
  %30 = load i32, i32* %27, align 4, !tbaa !9
  store i32 %24, i32* %27, align 4, !tbaa !9
  store i32 %30, i32* %23, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %28, %18
  %32 = phi i32 [ %29, %28 ], [ %19, %18 ]
  %33 = add nsw i32 %20, 1
  %34 = add i32 %21, 1
  %35 = icmp eq i32 %34, %16
  br i1 %35, label %36, label %18, !llvm.loop !13

36:                                               ; preds = %31, %12
  %37 = phi i32 [ undef, %12 ], [ %32, %31 ]
  %38 = phi i32 [ %9, %12 ], [ %32, %31 ]
  %39 = phi i32 [ %9, %12 ], [ %33, %31 ]
  %40 = icmp ult i32 %15, 3
  br i1 %40, label %41, label %53

41:                                               ; preds = %101, %36
  %42 = phi i32 [ %37, %36 ], [ %102, %101 ]
  %43 = load i32, i32* %7, align 4, !tbaa !9
  br label %44

44:                                               ; preds = %41, %8
  %45 = phi i32 [ %10, %8 ], [ %43, %41 ]
  %46 = phi i32 [ %9, %8 ], [ %42, %41 ]
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32* %0, i64 %47
  %49 = load i32, i32* %48, align 4, !tbaa !9
  store i32 %45, i32* %48, align 4, !tbaa !9
  store i32 %49, i32* %7, align 4, !tbaa !9
  %50 = add nsw i32 %46, -1
  tail call void @_Z9qsort_recPiii(i32* noundef nonnull %0, i32 noundef %9, i32 noundef %50) #6
  %51 = add nsw i32 %46, 1
  %52 = icmp slt i32 %51, %2
  br i1 %52, label %8, label %105

53:                                               ; preds = %36, %101
  %54 = phi i32 [ %102, %101 ], [ %38, %36 ]
  %55 = phi i32 [ %103, %101 ], [ %39, %36 ]
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, i32* %0, i64 %56
  %58 = load i32, i32* %57, align 4, !tbaa !9
  %59 = icmp slt i32 %58, %10
  %60 = sext i32 %54 to i64
  %61 = getelementptr inbounds i32, i32* %0, i64 %60
  br i1 %59, label %62, label %65

62:                                               ; preds = %53
  %63 = add nsw i32 %54, 1
  %64 = load i32, i32* %61, align 4, !tbaa !9
  store i32 %58, i32* %61, align 4, !tbaa !9
  store i32 %64, i32* %57, align 4, !tbaa !9
  br label %65

65:                                               ; preds = %53, %62
  %66 = phi i32 [ %63, %62 ], [ %54, %53 ]
  %67 = add nsw i32 %55, 1
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, i32* %0, i64 %68
  %70 = load i32, i32* %69, align 4, !tbaa !9
  %71 = icmp slt i32 %70, %10
  %72 = sext i32 %66 to i64
  %73 = getelementptr inbounds i32, i32* %0, i64 %72
  br i1 %71, label %74, label %77

74:                                               ; preds = %65
  %75 = add nsw i32 %66, 1
  %76 = load i32, i32* %73, align 4, !tbaa !9
  store i32 %70, i32* %73, align 4, !tbaa !9
  store i32 %76, i32* %69, align 4, !tbaa !9
  br label %77

77:                                               ; preds = %74, %65
  %78 = phi i32 [ %75, %74 ], [ %66, %65 ]
  %79 = add nsw i32 %55, 2
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, i32* %0, i64 %80
  %82 = load i32, i32* %81, align 4, !tbaa !9
  %83 = icmp slt i32 %82, %10
  %84 = sext i32 %78 to i64
  %85 = getelementptr inbounds i32, i32* %0, i64 %84
  br i1 %83, label %86, label %89

86:                                               ; preds = %77
  %87 = add nsw i32 %78, 1
  %88 = load i32, i32* %85, align 4, !tbaa !9
  store i32 %82, i32* %85, align 4, !tbaa !9
  store i32 %88, i32* %81, align 4, !tbaa !9
  br label %89

89:                                               ; preds = %86, %77
  %90 = phi i32 [ %87, %86 ], [ %78, %77 ]
  %91 = add nsw i32 %55, 3
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, i32* %0, i64 %92
  %94 = load i32, i32* %93, align 4, !tbaa !9
  %95 = icmp slt i32 %94, %10
  %96 = sext i32 %90 to i64
  %97 = getelementptr inbounds i32, i32* %0, i64 %96
  br i1 %95, label %98, label %101

98:                                               ; preds = %89
  %99 = add nsw i32 %90, 1
  %100 = load i32, i32* %97, align 4, !tbaa !9
  store i32 %94, i32* %97, align 4, !tbaa !9
  store i32 %100, i32* %93, align 4, !tbaa !9
  br label %101

101:                                              ; preds = %98, %89
  %102 = phi i32 [ %99, %98 ], [ %90, %89 ]
  %103 = add nsw i32 %55, 4
  %104 = icmp eq i32 %103, %2
  br i1 %104, label %41, label %53, !llvm.loop !14

105:                                              ; preds = %44, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @recursion_kernel(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %41

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !9
  %15 = getelementptr inbounds i32, i32* %1, i64 %12
  %16 = load i32, i32* %15, align 4, !tbaa !9
  %17 = and i32 %16, 65534
  %18 = or i32 %17, 1
  %19 = tail call noundef i32 @_Z7gcd_recjj(i32 noundef %14, i32 noundef %16) #6
  %20 = shl nsw i32 %9, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %2, i64 %21
  store i32 %19, i32* %22, align 4, !tbaa !9
  %23 = urem i32 %14, 10
  %24 = tail call noundef i32 @_Z7fib_recj(i32 noundef %23) #6
  %25 = or i32 %20, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, i32* %2, i64 %26
  store i32 %24, i32* %27, align 4, !tbaa !9
  %28 = zext i32 %14 to i64
  %29 = tail call noundef i64 @_Z10powmod_recyjj(i64 noundef %28, i32 noundef %16, i32 noundef %18) #6, !range !8
  %30 = trunc i64 %29 to i32
  %31 = or i32 %20, 2
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, i32* %2, i64 %32
  store i32 %30, i32* %33, align 4, !tbaa !9
  %34 = and i32 %14, 4095
  %35 = and i32 %16, 4095
  %36 = add nuw nsw i32 %35, 1
  %37 = tail call noundef i32 @_Z7gcd_recjj(i32 noundef %34, i32 noundef %36) #6
  %38 = or i32 %20, 3
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32* %2, i64 %39
  store i32 %37, i32* %40, align 4, !tbaa !9
  br label %41

41:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind
define dso_local void @qsort_local(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = alloca [16 x i32], align 4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %125

11:                                               ; preds = %3
  %12 = bitcast [16 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %12) #6
  %13 = shl nsw i32 %9, 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %0, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !9
  %17 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 0
  store i32 %16, i32* %17, align 4, !tbaa !9
  %18 = or i32 %13, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !9
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 1
  store i32 %21, i32* %22, align 4, !tbaa !9
  %23 = or i32 %13, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !9
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 2
  store i32 %26, i32* %27, align 4, !tbaa !9
  %28 = or i32 %13, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %0, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !9
  %32 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 3
  store i32 %31, i32* %32, align 4, !tbaa !9
  %33 = or i32 %13, 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, i32* %0, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !9
  %37 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 4
  store i32 %36, i32* %37, align 4, !tbaa !9
  %38 = or i32 %13, 5
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, i32* %0, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !9
  %42 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 5
  store i32 %41, i32* %42, align 4, !tbaa !9
  %43 = or i32 %13, 6
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, i32* %0, i64 %44
  %46 = load i32, i32* %45, align 4, !tbaa !9
  %47 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 6
  store i32 %46, i32* %47, align 4, !tbaa !9
  %48 = or i32 %13, 7
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, i32* %0, i64 %49
  %51 = load i32, i32* %50, align 4, !tbaa !9
  %52 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 7
  store i32 %51, i32* %52, align 4, !tbaa !9
  %53 = or i32 %13, 8
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, i32* %0, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !9
  %57 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 8
  store i32 %56, i32* %57, align 4, !tbaa !9
  %58 = or i32 %13, 9
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, i32* %0, i64 %59
  %61 = load i32, i32* %60, align 4, !tbaa !9
  %62 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 9
  store i32 %61, i32* %62, align 4, !tbaa !9
  %63 = or i32 %13, 10
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, i32* %0, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !9
  %67 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 10
  store i32 %66, i32* %67, align 4, !tbaa !9
  %68 = or i32 %13, 11
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32* %0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !9
  %72 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 11
  store i32 %71, i32* %72, align 4, !tbaa !9
  %73 = or i32 %13, 12
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, i32* %0, i64 %74
  %76 = load i32, i32* %75, align 4, !tbaa !9
  %77 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 12
  store i32 %76, i32* %77, align 4, !tbaa !9
  %78 = or i32 %13, 13
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, i32* %0, i64 %79
  %81 = load i32, i32* %80, align 4, !tbaa !9
  %82 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 13
  store i32 %81, i32* %82, align 4, !tbaa !9
  %83 = or i32 %13, 14
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, i32* %0, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !9
  %87 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 14
  store i32 %86, i32* %87, align 4, !tbaa !9
  %88 = or i32 %13, 15
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, i32* %0, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !9
  %92 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 15
  store i32 %91, i32* %92, align 4, !tbaa !9
  call void @_Z9qsort_recPiii(i32* noundef nonnull %17, i32 noundef 0, i32 noundef 15) #6
  %93 = load i32, i32* %17, align 4, !tbaa !9
  %94 = getelementptr inbounds i32, i32* %1, i64 %14
  store i32 %93, i32* %94, align 4, !tbaa !9
  %95 = load i32, i32* %22, align 4, !tbaa !9
  %96 = getelementptr inbounds i32, i32* %1, i64 %19
  store i32 %95, i32* %96, align 4, !tbaa !9
  %97 = load i32, i32* %27, align 4, !tbaa !9
  %98 = getelementptr inbounds i32, i32* %1, i64 %24
  store i32 %97, i32* %98, align 4, !tbaa !9
  %99 = load i32, i32* %32, align 4, !tbaa !9
  %100 = getelementptr inbounds i32, i32* %1, i64 %29
  store i32 %99, i32* %100, align 4, !tbaa !9
  %101 = load i32, i32* %37, align 4, !tbaa !9
  %102 = getelementptr inbounds i32, i32* %1, i64 %34
  store i32 %101, i32* %102, align 4, !tbaa !9
  %103 = load i32, i32* %42, align 4, !tbaa !9
  %104 = getelementptr inbounds i32, i32* %1, i64 %39
  store i32 %103, i32* %104, align 4, !tbaa !9
  %105 = load i32, i32* %47, align 4, !tbaa !9
  %106 = getelementptr inbounds i32, i32* %1, i64 %44
  store i32 %105, i32* %106, align 4, !tbaa !9
  %107 = load i32, i32* %52, align 4, !tbaa !9
  %108 = getelementptr inbounds i32, i32* %1, i64 %49
  store i32 %107, i32* %108, align 4, !tbaa !9
  %109 = load i32, i32* %57, align 4, !tbaa !9
  %110 = getelementptr inbounds i32, i32* %1, i64 %54
  store i32 %109, i32* %110, align 4, !tbaa !9
  %111 = load i32, i32* %62, align 4, !tbaa !9
  %112 = getelementptr inbounds i32, i32* %1, i64 %59
  store i32 %111, i32* %112, align 4, !tbaa !9
  %113 = load i32, i32* %67, align 4, !tbaa !9
  %114 = getelementptr inbounds i32, i32* %1, i64 %64
  store i32 %113, i32* %114, align 4, !tbaa !9
  %115 = load i32, i32* %72, align 4, !tbaa !9
  %116 = getelementptr inbounds i32, i32* %1, i64 %69
  store i32 %115, i32* %116, align 4, !tbaa !9
  %117 = load i32, i32* %77, align 4, !tbaa !9
  %118 = getelementptr inbounds i32, i32* %1, i64 %74
  store i32 %117, i32* %118, align 4, !tbaa !9
  %119 = load i32, i32* %82, align 4, !tbaa !9
  %120 = getelementptr inbounds i32, i32* %1, i64 %79
  store i32 %119, i32* %120, align 4, !tbaa !9
  %121 = load i32, i32* %87, align 4, !tbaa !9
  %122 = getelementptr inbounds i32, i32* %1, i64 %84
  store i32 %121, i32* %122, align 4, !tbaa !9
  %123 = load i32, i32* %92, align 4, !tbaa !9
  %124 = getelementptr inbounds i32, i32* %1, i64 %89
  store i32 %123, i32* %124, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %12) #6
  br label %125

125:                                              ; preds = %3, %11
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { convergent mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #4 = { convergent mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i32*, i32*, i32*, i32)* @recursion_kernel, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32)* @qsort_local, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{i64 0, i64 4294967295}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
