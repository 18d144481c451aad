source_filename = "constant_mem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@c_fir = dso_local addrspace(4) externally_initialized global [9 x float] [float 0x3F947AE140000000, float 0x3FAEB851E0000000, float 0x3FBEB851E0000000, float 0x3FC70A3D80000000, float 0x3FCEB851E0000000, float 0x3FC70A3D80000000, float 0x3FBEB851E0000000, float 0x3FAEB851E0000000, float 0x3F947AE140000000], align 4
@c_crc_nibble = dso_local addrspace(4) externally_initialized global [16 x i32] [i32 0, i32 498536548, i32 997073096, i32 651767980, i32 1994146192, i32 1802195444, i32 1303535960, i32 1342533948, i32 -306674912, i32 -267414716, i32 -690576408, i32 -882789492, i32 -1687895376, i32 -2032938284, i32 -1609899400, i32 -1111625188], align 4
@c_params = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 4, i32 -1, i32 7, i32 100], align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@llvm.compiler.used = appending global [3 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([9 x float] addrspace(4)* @c_fir to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([16 x i32] addrspace(4)* @c_crc_nibble to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @c_params to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fir9(float* noundef %0, float* noundef %1, i32 noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float*, align 8
  %12 = alloca float*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store float* %0, float** %11, align 8
  store float* %1, float** %12, align 8
  store i32 %2, i32* %13, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %20 = mul i32 %18, %19
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %22 = add i32 %20, %21
  store i32 %22, i32* %14, align 4
  %23 = load i32, i32* %14, align 4
  %24 = load i32, i32* %13, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %3
  br label %80

27:                                               ; preds = %3
  store float 0.000000e+00, float* %15, align 4
  store i32 0, i32* %16, align 4
  br label %28

28:                                               ; preds = %71, %27
  %29 = load i32, i32* %16, align 4
  %30 = icmp slt i32 %29, 9
  br i1 %30, label %31, label %74

31:                                               ; preds = %28
  %32 = load i32, i32* %14, align 4
  %33 = load i32, i32* %16, align 4
  %34 = add nsw i32 %32, %33
  %35 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(4)* @c_params to [4 x i32]*), i64 0, i64 0), align 4
  %36 = sub nsw i32 %34, %35
  store i32 %36, i32* %7, align 4
  store i32 0, i32* %8, align 4
  %37 = load i32, i32* %7, align 4
  %38 = load i32, i32* %8, align 4
  %39 = icmp sgt i32 %37, %38
  br i1 %39, label %40, label %42

40:                                               ; preds = %31
  %41 = load i32, i32* %7, align 4
  br label %44

42:                                               ; preds = %31
  %43 = load i32, i32* %8, align 4
  br label %44

44:                                               ; preds = %40, %42
  %45 = phi i32 [ %41, %40 ], [ %43, %42 ]
  %46 = load i32, i32* %13, align 4
  %47 = sub nsw i32 %46, 1
  store i32 %45, i32* %9, align 4
  store i32 %47, i32* %10, align 4
  %48 = load i32, i32* %9, align 4
  %49 = load i32, i32* %10, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %53

51:                                               ; preds = %44
  %52 = load i32, i32* %9, align 4
  br label %55

53:                                               ; preds = %44
  %54 = load i32, i32* %10, align 4
  br label %55

55:                                               ; preds = %51, %53
  %56 = phi i32 [ %52, %51 ], [ %54, %53 ]
  store i32 %56, i32* %17, align 4
  %57 = load i32, i32* %16, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [9 x float], [9 x float]* addrspacecast ([9 x float] addrspace(4)* @c_fir to [9 x float]*), i64 0, i64 %58
  %60 = load float, float* %59, align 4
  %61 = load float*, float** %11, align 8
  %62 = load i32, i32* %17, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, float* %61, i64 %63
  %65 = load float, float* %64, align 4
  %66 = load float, float* %15, align 4
  store float %60, float* %4, align 4
  store float %65, float* %5, align 4
  store float %66, float* %6, align 4
  %67 = load float, float* %4, align 4
  %68 = load float, float* %5, align 4
  %69 = load float, float* %6, align 4
  %70 = call float @llvm.fma.f32(float %67, float %68, float %69) #3
  store float %70, float* %15, align 4
  br label %71

71:                                               ; preds = %55
  %72 = load i32, i32* %16, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %16, align 4
  br label %28, !llvm.loop !6

74:                                               ; preds = %28
  %75 = load float, float* %15, align 4
  %76 = load float*, float** %12, align 8
  %77 = load i32, i32* %14, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, float* %76, i64 %78
  store float %75, float* %79, align 4
  br label %80

80:                                               ; preds = %74, %26
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @crc32_rows(i8* noundef %0, i32* noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i8*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %5, align 8
  store i32* %1, i32** %6, align 8
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %15 = mul i32 %13, %14
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %17 = add i32 %15, %16
  store i32 %17, i32* %9, align 4
  %18 = load i32, i32* %9, align 4
  %19 = load i32, i32* %7, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %4
  br label %69

22:                                               ; preds = %4
  %23 = load i8*, i8** %5, align 8
  %24 = load i32, i32* %9, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, i32* %8, align 4
  %27 = sext i32 %26 to i64
  %28 = mul nsw i64 %25, %27
  %29 = getelementptr inbounds i8, i8* %23, i64 %28
  store i8* %29, i8** %10, align 8
  store i32 -1, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %30

30:                                               ; preds = %59, %22
  %31 = load i32, i32* %12, align 4
  %32 = load i32, i32* %8, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %62

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8
  %36 = load i32, i32* %12, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, i8* %35, i64 %37
  %39 = load i8, i8* %38, align 1
  %40 = zext i8 %39 to i32
  %41 = load i32, i32* %11, align 4
  %42 = xor i32 %41, %40
  store i32 %42, i32* %11, align 4
  %43 = load i32, i32* %11, align 4
  %44 = lshr i32 %43, 4
  %45 = load i32, i32* %11, align 4
  %46 = and i32 %45, 15
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [16 x i32], [16 x i32]* addrspacecast ([16 x i32] addrspace(4)* @c_crc_nibble to [16 x i32]*), i64 0, i64 %47
  %49 = load i32, i32* %48, align 4
  %50 = xor i32 %44, %49
  store i32 %50, i32* %11, align 4
  %51 = load i32, i32* %11, align 4
  %52 = lshr i32 %51, 4
  %53 = load i32, i32* %11, align 4
  %54 = and i32 %53, 15
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [16 x i32], [16 x i32]* addrspacecast ([16 x i32] addrspace(4)* @c_crc_nibble to [16 x i32]*), i64 0, i64 %55
  %57 = load i32, i32* %56, align 4
  %58 = xor i32 %52, %57
  store i32 %58, i32* %11, align 4
  br label %59

59:                                               ; preds = %34
  %60 = load i32, i32* %12, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %12, align 4
  br label %30, !llvm.loop !9

62:                                               ; preds = %30
  %63 = load i32, i32* %11, align 4
  %64 = xor i32 %63, -1
  %65 = load i32*, i32** %6, align 8
  %66 = load i32, i32* %9, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, i32* %65, i64 %67
  store i32 %64, i32* %68, align 4
  br label %69

69:                                               ; preds = %62, %21
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
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
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.enable"}
!9 = distinct !{!9, !7}
