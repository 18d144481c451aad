source_filename = "constant_mem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_fir = dso_local addrspace(4) externally_initialized global [9 x float] [float 0x3F947AE140000000, float 0x3FAEB851E0000000, float 0x3FBEB851E0000000, float 0x3FC70A3D80000000, float 0x3FCEB851E0000000, float 0x3FC70A3D80000000, float 0x3FBEB851E0000000, float 0x3FAEB851E0000000, float 0x3F947AE140000000], align 4
@c_crc_nibble = dso_local addrspace(4) externally_initialized global [16 x i32] [i32 0, i32 498536548, i32 997073096, i32 651767980, i32 1994146192, i32 1802195444, i32 1303535960, i32 1342533948, i32 -306674912, i32 -267414716, i32 -690576408, i32 -882789492, i32 -1687895376, i32 -2032938284, i32 -1609899400, i32 -1111625188], align 4
@c_params = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 4, i32 -1, i32 7, i32 100], align 4
@llvm.compiler.used = appending global [3 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([16 x i32] addrspace(4)* @c_crc_nibble to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([9 x float] addrspace(4)* @c_fir to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @c_params to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @fir9(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %113

10:                                               ; preds = %3
  %11 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(4)* @c_params to [4 x i32]*), i64 0, i64 0), align 4, !tbaa !6
  %12 = add nsw i32 %2, -1
  %13 = sub i32 %8, %11
  %14 = icmp sgt i32 %13, 0
  %15 = select i1 %14, i32 %13, i32 0
  %16 = icmp slt i32 %15, %12
  %17 = select i1 %16, i32 %15, i32 %12
  %18 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_fir, i64 0, i64 0) to float*), align 4, !tbaa !10
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds float, float* %0, i64 %19
  %21 = load float, float* %20, align 4, !tbaa !10
  %22 = tail call float @llvm.fma.f32(float %18, float %21, float 0.000000e+00) #3
  %23 = add nsw i32 %8, 1
  %24 = sub i32 %23, %11
  %25 = icmp sgt i32 %24, 0
  %26 = select i1 %25, i32 %24, i32 0
  %27 = icmp slt i32 %26, %12
  %28 = select i1 %27, i32 %26, i32 %12
  %29 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_fir, i64 0, i64 1) to float*), align 4, !tbaa !10
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds float, float* %0, i64 %30
  %32 = load float, float* %31, align 4, !tbaa !10
  %33 = tail call float @llvm.fma.f32(float %29, float %32, float %22) #3
  %34 = add nsw i32 %8, 2
  %35 = sub i32 %34, %11
  %36 = icmp sgt i32 %35, 0
  %37 = select i1 %36, i32 %35, i32 0
  %38 = icmp slt i32 %37, %12
  %39 = select i1 %38, i32 %37, i32 %12
  %40 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_fir, i64 0, i64 2) to float*), align 4, !tbaa !10
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds float, float* %0, i64 %41
  %43 = load float, float* %42, align 4, !tbaa !10
  %44 = tail call float @llvm.fma.f32(float %40, float %43, float %33) #3
  %45 = add nsw i32 %8, 3
  %46 = sub i32 %45, %11
  %47 = icmp sgt i32 %46, 0
  %48 = select i1 %47, i32 %46, i32 0
  %49 = icmp slt i32 %48, %12
  %50 = select i1 %49, i32 %48, i32 %12
  %51 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_fir, i64 0, i64 3) to float*), align 4, !tbaa !10
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds float, float* %0, i64 %52
  %54 = load float, float* %53, align 4, !tbaa !10
  %55 = tail call float @llvm.fma.f32(float %51, float %54, float %44) #3
  %56 = add nsw i32 %8, 4
  %57 = sub i32 %56, %11
  %58 = icmp sgt i32 %57, 0
  %59 = select i1 %58, i32 %57, i32 0
  %60 = icmp slt i32 %59, %12
  %61 = select i1 %60, i32 %59, i32 %12
  %62 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_fir, i64 0, i64 4) to float*), align 4, !tbaa !10
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds float, float* %0, i64 %63
  %65 = load float, float* %64, align 4, !tbaa !10
  %66 = tail call float @llvm.fma.f32(float %62, float %65, float %55) #3
  %67 = add nsw i32 %8, 5
  %68 = sub i32 %67, %11
  %69 = icmp sgt i32 %68, 0
  %70 = select i1 %69, i32 %68, i32 0
  %71 = icmp slt i32 %70, %12
  %72 = select i1 %71, i32 %70, i32 %12
  %73 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_fir, i64 0, i64 5) to float*), align 4, !tbaa !10
  %74 = sext i32 %72 to i64
  %75 = getelementptr inbounds float, float* %0, i64 %74
  %76 = load float, float* %75, align 4, !tbaa !10
  %77 = tail call float @llvm.fma.f32(float %73, float %76, float %66) #3
  %78 = add nsw i32 %8, 6
  %79 = sub i32 %78, %11
  %80 = icmp sgt i32 %79, 0
  %81 = select i1 %80, i32 %79, i32 0
  %82 = icmp slt i32 %81, %12
  %83 = select i1 %82, i32 %81, i32 %12
  %84 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_fir, i64 0, i64 6) to float*), align 4, !tbaa !10
  %85 = sext i32 %83 to i64
  %86 = getelementptr inbounds float, float* %0, i64 %85
  %87 = load float, float* %86, align 4, !tbaa !10
  %88 = tail call float @llvm.fma.f32(float %84, float %87, float %77) #3
  %89 = add nsw i32 %8, 7
  %90 = sub i32 %89, %11
  %91 = icmp sgt i32 %90, 0
  %92 = select i1 %91, i32 %90, i32 0
  %93 = icmp slt i32 %92, %12
  %94 = select i1 %93, i32 %92, i32 %12
  %95 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_fir, i64 0, i64 7) to float*), align 4, !tbaa !10
  %96 = sext i32 %94 to i64
  %97 = getelementptr inbounds float, float* %0, i64 %96
  %98 = load float, float* %97, align 4, !tbaa !10
  %99 = tail call float @llvm.fma.f32(float %95, float %98, float %88) #3
  %100 = add nsw i32 %8, 8
  %101 = sub i32 %100, %11
  %102 = icmp sgt i32 %101, 0
  %103 = select i1 %102, i32 %101, i32 0
  %104 = icmp slt i32 %103, %12
  %105 = select i1 %104, i32 %103, i32 %12
  %106 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([9 x float], [9 x float] addrspace(4)* @c_fir, i64 0, i64 8) to float*), align 4, !tbaa !10
  %107 = sext i32 %105 to i64
  %108 = getelementptr inbounds float, float* %0, i64 %107
  %109 = load float, float* %108, align 4, !tbaa !10
  %110 = tail call float @llvm.fma.f32(float %106, float %109, float %99) #3
  %111 = sext i32 %8 to i64
  %112 = getelementptr inbounds float, float* %1, i64 %111
  store float %110, float* %112, align 4, !tbaa !10
  br label %113

113:                                              ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @crc32_rows(i8* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %100

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = sext i32 %3 to i64
  %14 = mul nsw i64 %13, %12
  %15 = getelementptr inbounds i8, i8* %0, i64 %14
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %17, label %51

17:                                               ; preds = %11
  %18 = and i32 %3, 1
  %19 = icmp eq i32 %3, 1
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = and i32 %3, -2
  br label %54

22:                                               ; preds = %54
  %23 = zext i32 %97 to i64
  br label %24

24:                                               ; preds = %22, %17
  %25 = phi i32 [ undef, %17 ], [ %96, %22 ]
  %26 = phi i64 [ 0, %17 ], [ %23, %22 ]
  %27 = phi i32 [ -1, %17 ], [ %96, %22 ]
  %28 = icmp eq i32 %18, 0
  br i1 %28, label %48, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, i8* %15, i64 %26
  %31 = load i8, i8* %30, align 1, !tbaa !12
  %32 = zext i8 %31 to i32
  %33 = xor i32 %27, %32
  %34 = lshr i32 %33, 4
  %35 = and i32 %33, 15
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(4)* @c_crc_nibble, i64 0, i64 %36
  %38 = addrspacecast i32 addrspace(4)* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !6
  %40 = xor i32 %34, %39
  %41 = lshr i32 %40, 4
  %42 = and i32 %40, 15
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(4)* @c_crc_nibble, i64 0, i64 %43
  %45 = addrspacecast i32 addrspace(4)* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !6
  %47 = xor i32 %41, %46
  br label %48

48:                                               ; preds = %24, %29
  %49 = phi i32 [ %25, %24 ], [ %47, %29 ]
  %50 = xor i32 %49, -1
  br label %51

51:                                               ; preds = %48, %11
  %52 = phi i32 [ 0, %11 ], [ %50, %48 ]
  %53 = getelementptr inbounds i32, i32* %1, i64 %12
  store i32 %52, i32* %53, align 4, !tbaa !6
  br label %100

54:                                               ; preds = %54, %20
  %55 = phi i32 [ 0, %20 ], [ %97, %54 ]
  %56 = phi i32 [ -1, %20 ], [ %96, %54 ]
  %57 = phi i32 [ 0, %20 ], [ %98, %54 ]
  %58 = zext i32 %55 to i64
  %59 = getelementptr inbounds i8, i8* %15, i64 %58
  %60 = load i8, i8* %59, align 1, !tbaa !12
  %61 = zext i8 %60 to i32
  %62 = xor i32 %56, %61
  %63 = lshr i32 %62, 4
  %64 = and i32 %62, 15
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(4)* @c_crc_nibble, i64 0, i64 %65
  %67 = addrspacecast i32 addrspace(4)* %66 to i32*
  %68 = load i32, i32* %67, align 4, !tbaa !6
  %69 = xor i32 %63, %68
  %70 = lshr i32 %69, 4
  %71 = and i32 %69, 15
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(4)* @c_crc_nibble, i64 0, i64 %72
  %74 = addrspacecast i32 addrspace(4)* %73 to i32*
  %75 = load i32, i32* %74, align 4, !tbaa !6
  %76 = xor i32 %70, %75
  %77 = or i32 %55, 1
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i8, i8* %15, i64 %78
  %80 = load i8, i8* %79, align 1, !tbaa !12
  %81 = zext i8 %80 to i32
  %82 = xor i32 %76, %81
  %83 = lshr i32 %82, 4
  %84 = and i32 %82, 15
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(4)* @c_crc_nibble, i64 0, i64 %85
  %87 = addrspacecast i32 addrspace(4)* %86 to i32*
  %88 = load i32, i32* %87, align 4, !tbaa !6
  %89 = xor i32 %83, %88
  %90 = lshr i32 %89, 4
  %91 = and i32 %89, 15
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(4)* @c_crc_nibble, i64 0, i64 %92
  %94 = addrspacecast i32 addrspace(4)* %93 to i32*
  %95 = load i32, i32* %94, align 4, !tbaa !6
  %96 = xor i32 %90, %95
  %97 = add nuw nsw i32 %55, 2
  %98 = add i32 %57, 2
  %99 = icmp eq i32 %98, %21
  br i1 %99, label %22, label %54, !llvm.loop !13

100:                                              ; preds = %4, %51
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32)* @fir9, !"kernel", i32 1}
!1 = !{void (i8*, i32*, i32, i32)* @crc32_rows, !"kernel", i32 1}
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
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
