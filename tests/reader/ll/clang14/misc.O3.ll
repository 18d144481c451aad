source_filename = "misc.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [3 x double], i32 }
%struct.anon = type { i32, double }

@coef = dso_local addrspace(4) externally_initialized global [16 x float] zeroinitializer, align 4
@counter = dso_local addrspace(1) externally_initialized global i64 0, align 8
@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@.str = private unnamed_addr constant [11 x i8] c"i=%d r=%f\0A\00", align 1
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([16 x float] addrspace(4)* @coef to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast (i64 addrspace(1)* @counter to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z7lane_idv() local_unnamed_addr #0 {
  %1 = tail call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"() #9, !srcloc !7
  ret i32 %1
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
define dso_local noundef i32 @_Z4packjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call i32 asm "prmt.b32 $0, $1, $2, 0x5410;", "=r,r,r"(i32 %0, i32 %1) #11, !srcloc !8
  ret i32 %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z4facti(i32 noundef %0) local_unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %9, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %7, %3 ], [ 1, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = mul nsw i32 %4, %5
  %8 = icmp ult i32 %4, 3
  br i1 %8, label %9, label %3

9:                                                ; preds = %3, %1
  %10 = phi i32 [ 1, %1 ], [ %7, %3 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z5twicei(i32 noundef %0) local_unnamed_addr #4 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z6thricei(i32 noundef %0) local_unnamed_addr #4 {
  %2 = mul nsw i32 %0, 3
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local %struct.Big @_Z8make_bigi(i32 noundef %0) local_unnamed_addr #4 {
  %2 = sitofp i32 %0 to double
  %3 = fmul contract double %2, 5.000000e-01
  %4 = sub nsw i32 0, %0
  %5 = sitofp i32 %4 to double
  %6 = insertvalue %struct.Big poison, double %2, 0, 0
  %7 = insertvalue %struct.Big %6, double %3, 0, 1
  %8 = insertvalue %struct.Big %7, double %5, 0, 2
  %9 = insertvalue %struct.Big %8, i32 %0, 1
  ret %struct.Big %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local noundef double @_Z7use_big3Big(%struct.Big* nocapture noundef readonly byval(%struct.Big) align 8 %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 0
  %3 = load double, double* %2, align 8, !tbaa !9
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 1
  %5 = load double, double* %4, align 8, !tbaa !9
  %6 = fadd contract double %3, %5
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 2
  %8 = load double, double* %7, align 8, !tbaa !9
  %9 = fadd contract double %6, %8
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1
  %11 = load i32, i32* %10, align 8, !tbaa !13
  %12 = sitofp i32 %11 to double
  %13 = fadd contract double %9, %12
  ret double %13
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4miscPfPKfii(float* nocapture noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #6 {
  %5 = alloca %struct.anon, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nsw i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nsw i32 %8, %9
  %11 = bitcast float* %1 to i8*
  call void @llvm.assume(i1 true) [ "align"(i8* %11, i64 16) ]
  %12 = icmp sgt i32 %2, 0
  tail call void @llvm.assume(i1 %12)
  %13 = icmp slt i32 %10, %2
  br i1 %13, label %14, label %81, !prof !16

14:                                               ; preds = %4
  %15 = sext i32 %10 to i64
  %16 = getelementptr inbounds float, float* %1, i64 %15
  %17 = load float, float* %16, align 4, !tbaa !17
  %18 = and i32 %10, 15
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [16 x float], [16 x float] addrspace(4)* @coef, i64 0, i64 %19
  %21 = addrspacecast float addrspace(4)* %20 to float*
  %22 = load float, float* %21, align 4, !tbaa !17
  %23 = fmul contract float %17, %22
  %24 = sext i32 %9 to i64
  %25 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @dyn, i64 0, i64 %24
  %26 = addrspacecast float addrspace(3)* %25 to float*
  store float %23, float* %26, align 4, !tbaa !17
  tail call void @llvm.nvvm.barrier0()
  switch i32 %3, label %45 [
    i32 0, label %28
    i32 1, label %27
    i32 2, label %30
    i32 5, label %33
    i32 9, label %42
  ]

27:                                               ; preds = %14
  br label %45

28:                                               ; preds = %14
  %29 = load float, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @dyn to [0 x float]*), i64 0, i64 0), align 4, !tbaa !17
  br label %45

30:                                               ; preds = %14
  %31 = mul nsw i32 %10, 3
  %32 = sitofp i32 %31 to float
  br label %45

33:                                               ; preds = %14
  %34 = sitofp i32 %10 to double
  %35 = fmul contract double %34, 5.000000e-01
  %36 = sub nsw i32 0, %10
  %37 = sitofp i32 %36 to double
  %38 = fadd contract double %35, %34
  %39 = fadd contract double %38, %37
  %40 = fadd contract double %39, %34
  %41 = fptrunc double %40 to float
  br label %45

42:                                               ; preds = %14
  %43 = tail call i32 asm "prmt.b32 $0, $1, $2, 0x5410;", "=r,r,r"(i32 %10, i32 %2) #11, !srcloc !8
  %44 = uitofp i32 %43 to float
  br label %45

45:                                               ; preds = %14, %42, %33, %30, %27, %28
  %46 = phi float [ %44, %42 ], [ %41, %33 ], [ %32, %30 ], [ 2.400000e+01, %27 ], [ %29, %28 ], [ -1.000000e+00, %14 ]
  %47 = insertelement <4 x float> undef, float %46, i64 0
  %48 = fmul contract float %46, 2.000000e+00
  %49 = insertelement <4 x float> %47, float %48, i64 1
  %50 = fmul contract float %46, 3.000000e+00
  %51 = insertelement <4 x float> %49, float %50, i64 2
  %52 = fmul contract float %46, 4.000000e+00
  %53 = insertelement <4 x float> %51, float %52, i64 3
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 undef, i32 undef>
  %55 = fadd contract <4 x float> %53, %54
  %56 = extractelement <4 x float> %55, i64 0
  %57 = fptrunc float %56 to half
  %58 = fmul contract half %57, %57
  %59 = fadd contract half %58, 0xH3C00
  %60 = fpext half %59 to float
  %61 = extractelement <4 x float> %55, i64 1
  %62 = fadd contract float %61, %60
  %63 = atomicrmw add i64* addrspacecast (i64 addrspace(1)* @counter to i64*), i64 1 monotonic, align 8
  %64 = atomicrmw xchg i64* addrspacecast (i64 addrspace(1)* @counter to i64*), i64 5 acq_rel, align 8
  %65 = bitcast float* %0 to i32*
  %66 = cmpxchg i32* %65, i32 0, i32 1 seq_cst acquire, align 4
  fence seq_cst
  %67 = tail call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"() #9, !srcloc !7
  %68 = icmp eq i32 %67, 0
  %69 = icmp slt i32 %10, 4
  %70 = select i1 %68, i1 %69, i1 false
  br i1 %70, label %71, label %77

71:                                               ; preds = %45
  %72 = bitcast %struct.anon* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %72) #12
  %73 = getelementptr inbounds %struct.anon, %struct.anon* %5, i64 0, i32 0
  store i32 %10, i32* %73, align 8, !tbaa !19
  %74 = getelementptr inbounds %struct.anon, %struct.anon* %5, i64 0, i32 1
  %75 = fpext float %62 to double
  store double %75, double* %74, align 8, !tbaa !21
  %76 = call i32 @vprintf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i8* noundef nonnull %72) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %72) #12
  br label %77

77:                                               ; preds = %71, %45
  %78 = uitofp i64 %64 to float
  %79 = fadd contract float %62, %78
  %80 = getelementptr inbounds float, float* %0, i64 %15
  store float %79, float* %80, align 4, !tbaa !17
  br label %81

81:                                               ; preds = %4, %77
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: inaccessiblememonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #8

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #9

; Function Attrs: convergent nounwind
declare dso_local i32 @vprintf(i8* noundef, i8* noundef) local_unnamed_addr #10

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #6 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #7 = { nofree nosync nounwind readnone speculatable }
attributes #8 = { inaccessiblememonly mustprogress nofree nosync nounwind willreturn }
attributes #9 = { convergent nounwind }
attributes #10 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #11 = { convergent nounwind readnone }
attributes #12 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"kernel", i32 1}
!1 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"maxntidx", i32 128}
!2 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"minctasm", i32 4}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{i64 819}
!8 = !{i64 934}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !15, i64 24}
!14 = !{!"_ZTS3Big", !11, i64 0, !15, i64 24}
!15 = !{!"int", !11, i64 0}
!16 = !{!"branch_weights", i32 2000, i32 1}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !11, i64 0}
!19 = !{!20, !15, i64 0}
!20 = !{!"_ZTSZ4miscPfPKfiiE3$_0", !15, i64 0, !10, i64 8}
!21 = !{!20, !10, i64 8}
