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
define dso_local noundef i32 @_Z7lane_idv() local_unnamed_addr #0 !dbg !11 {
  %1 = tail call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"() #9, !dbg !14, !srcloc !15
  ret i32 %1, !dbg !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
define dso_local noundef i32 @_Z4packjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 !dbg !17 {
  %3 = tail call i32 asm "prmt.b32 $0, $1, $2, 0x5410;", "=r,r,r"(i32 %0, i32 %1) #11, !dbg !18, !srcloc !19
  ret i32 %3, !dbg !20
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z4facti(i32 noundef %0) local_unnamed_addr #3 !dbg !21 {
  %2 = icmp slt i32 %0, 2, !dbg !22
  br i1 %2, label %9, label %3, !dbg !23

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %7, %3 ], [ 1, %1 ]
  %6 = add nsw i32 %4, -1, !dbg !24
  %7 = mul nsw i32 %4, %5, !dbg !25
  %8 = icmp ult i32 %4, 3, !dbg !22
  br i1 %8, label %9, label %3, !dbg !23

9:                                                ; preds = %3, %1
  %10 = phi i32 [ 1, %1 ], [ %7, %3 ], !dbg !25
  ret i32 %10, !dbg !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z5twicei(i32 noundef %0) local_unnamed_addr #4 !dbg !27 {
  %2 = shl nsw i32 %0, 1, !dbg !28
  ret i32 %2, !dbg !29
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z6thricei(i32 noundef %0) local_unnamed_addr #4 !dbg !30 {
  %2 = mul nsw i32 %0, 3, !dbg !31
  ret i32 %2, !dbg !32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local %struct.Big @_Z8make_bigi(i32 noundef %0) local_unnamed_addr #4 !dbg !33 {
  %2 = sitofp i32 %0 to double, !dbg !34
  %3 = fmul contract double %2, 5.000000e-01, !dbg !35
  %4 = sub nsw i32 0, %0, !dbg !36
  %5 = sitofp i32 %4 to double, !dbg !36
  %6 = insertvalue %struct.Big poison, double %2, 0, 0, !dbg !37
  %7 = insertvalue %struct.Big %6, double %3, 0, 1, !dbg !37
  %8 = insertvalue %struct.Big %7, double %5, 0, 2, !dbg !37
  %9 = insertvalue %struct.Big %8, i32 %0, 1, !dbg !37
  ret %struct.Big %9, !dbg !37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local noundef double @_Z7use_big3Big(%struct.Big* nocapture noundef readonly byval(%struct.Big) align 8 %0) local_unnamed_addr #5 !dbg !38 {
  %2 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 0, !dbg !39
  %3 = load double, double* %2, align 8, !dbg !39, !tbaa !40
  %4 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 1, !dbg !44
  %5 = load double, double* %4, align 8, !dbg !44, !tbaa !40
  %6 = fadd contract double %3, %5, !dbg !45
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0, i64 2, !dbg !46
  %8 = load double, double* %7, align 8, !dbg !46, !tbaa !40
  %9 = fadd contract double %6, %8, !dbg !47
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1, !dbg !48
  %11 = load i32, i32* %10, align 8, !dbg !48, !tbaa !49
  %12 = sitofp i32 %11 to double, !dbg !52
  %13 = fadd contract double %9, %12, !dbg !53
  ret double %13, !dbg !54
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4miscPfPKfii(float* nocapture noundef %0, float* noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #6 !dbg !55 {
  %5 = alloca %struct.anon, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !57
  %8 = mul nsw i32 %6, %7, !dbg !58
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !59
  %10 = add nsw i32 %8, %9, !dbg !60
  %11 = bitcast float* %1 to i8*, !dbg !61
  call void @llvm.assume(i1 true) [ "align"(i8* %11, i64 16) ], !dbg !62
  %12 = icmp sgt i32 %2, 0, !dbg !63
  tail call void @llvm.assume(i1 %12), !dbg !64
  %13 = icmp slt i32 %10, %2, !dbg !65
  br i1 %13, label %14, label %81, !dbg !66, !prof !67

14:                                               ; preds = %4
  %15 = sext i32 %10 to i64, !dbg !68
  %16 = getelementptr inbounds float, float* %1, i64 %15, !dbg !68
  %17 = load float, float* %16, align 4, !dbg !68, !tbaa !69
  %18 = and i32 %10, 15, !dbg !71
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [16 x float], [16 x float] addrspace(4)* @coef, i64 0, i64 %19, !dbg !72
  %21 = addrspacecast float addrspace(4)* %20 to float*, !dbg !72
  %22 = load float, float* %21, align 4, !dbg !72, !tbaa !69
  %23 = fmul contract float %17, %22, !dbg !73
  %24 = sext i32 %9 to i64, !dbg !74
  %25 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @dyn, i64 0, i64 %24, !dbg !74
  %26 = addrspacecast float addrspace(3)* %25 to float*, !dbg !74
  store float %23, float* %26, align 4, !dbg !75, !tbaa !69
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  switch i32 %3, label %45 [
    i32 0, label %28
    i32 1, label %27
    i32 2, label %30
    i32 5, label %33
    i32 9, label %42
  ], !dbg !77

27:                                               ; preds = %14
  br label %45, !dbg !78

28:                                               ; preds = %14
  %29 = load float, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @dyn to [0 x float]*), i64 0, i64 0), align 4, !dbg !79, !tbaa !69
  br label %45, !dbg !80

30:                                               ; preds = %14
  %31 = mul nsw i32 %10, 3, !dbg !81
  %32 = sitofp i32 %31 to float, !dbg !83
  br label %45, !dbg !84

33:                                               ; preds = %14
  %34 = sitofp i32 %10 to double, !dbg !85
  %35 = fmul contract double %34, 5.000000e-01, !dbg !87
  %36 = sub nsw i32 0, %10, !dbg !88
  %37 = sitofp i32 %36 to double, !dbg !88
  %38 = fadd contract double %35, %34, !dbg !89
  %39 = fadd contract double %38, %37, !dbg !91
  %40 = fadd contract double %39, %34, !dbg !92
  %41 = fptrunc double %40 to float, !dbg !93
  br label %45, !dbg !94

42:                                               ; preds = %14
  %43 = tail call i32 asm "prmt.b32 $0, $1, $2, 0x5410;", "=r,r,r"(i32 %10, i32 %2) #11, !dbg !95, !srcloc !19
  %44 = uitofp i32 %43 to float, !dbg !97
  br label %45, !dbg !98

45:                                               ; preds = %14, %42, %33, %30, %27, %28
  %46 = phi float [ %44, %42 ], [ %41, %33 ], [ %32, %30 ], [ 2.400000e+01, %27 ], [ %29, %28 ], [ -1.000000e+00, %14 ], !dbg !99
  %47 = insertelement <4 x float> undef, float %46, i64 0, !dbg !100
  %48 = fmul contract float %46, 2.000000e+00, !dbg !101
  %49 = insertelement <4 x float> %47, float %48, i64 1, !dbg !100
  %50 = fmul contract float %46, 3.000000e+00, !dbg !102
  %51 = insertelement <4 x float> %49, float %50, i64 2, !dbg !100
  %52 = fmul contract float %46, 4.000000e+00, !dbg !103
  %53 = insertelement <4 x float> %51, float %52, i64 3, !dbg !100
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 undef, i32 undef>, !dbg !104
  %55 = fadd contract <4 x float> %53, %54, !dbg !105
  %56 = extractelement <4 x float> %55, i64 0, !dbg !106
  %57 = fptrunc float %56 to half, !dbg !106
  %58 = fmul contract half %57, %57, !dbg !107
  %59 = fadd contract half %58, 0xH3C00, !dbg !108
  %60 = fpext half %59 to float, !dbg !109
  %61 = extractelement <4 x float> %55, i64 1, !dbg !110
  %62 = fadd contract float %61, %60, !dbg !111
  %63 = atomicrmw add i64* addrspacecast (i64 addrspace(1)* @counter to i64*), i64 1 monotonic, align 8, !dbg !112
  %64 = atomicrmw xchg i64* addrspacecast (i64 addrspace(1)* @counter to i64*), i64 5 acq_rel, align 8, !dbg !113
  %65 = bitcast float* %0 to i32*, !dbg !114
  %66 = cmpxchg i32* %65, i32 0, i32 1 seq_cst acquire, align 4, !dbg !114
  fence seq_cst, !dbg !115
  %67 = tail call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"() #9, !dbg !116, !srcloc !15
  %68 = icmp eq i32 %67, 0, !dbg !118
  %69 = icmp slt i32 %10, 4
  %70 = select i1 %68, i1 %69, i1 false, !dbg !119
  br i1 %70, label %71, label %77, !dbg !119

71:                                               ; preds = %45
  %72 = bitcast %struct.anon* %5 to i8*, !dbg !120
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %72) #12, !dbg !120
  %73 = getelementptr inbounds %struct.anon, %struct.anon* %5, i64 0, i32 0, !dbg !121
  store i32 %10, i32* %73, align 8, !dbg !121, !tbaa !122
  %74 = getelementptr inbounds %struct.anon, %struct.anon* %5, i64 0, i32 1, !dbg !121
  %75 = fpext float %62 to double, !dbg !124
  store double %75, double* %74, align 8, !dbg !121, !tbaa !125
  %76 = call i32 @vprintf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i8* noundef nonnull %72) #9, !dbg !126
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %72) #12, !dbg !127
  br label %77, !dbg !127

77:                                               ; preds = %71, %45
  %78 = uitofp i64 %64 to float, !dbg !128
  %79 = fadd contract float %62, %78, !dbg !129
  %80 = getelementptr inbounds float, float* %0, i64 %15, !dbg !130
  store float %79, float* %80, align 4, !dbg !131, !tbaa !69
  br label %81, !dbg !132

81:                                               ; preds = %4, %77
  ret void, !dbg !132
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

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "misc.cu", directory: "/work/wt/reader/tests/reader/cuda")
!2 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"kernel", i32 1}
!3 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"maxntidx", i32 128}
!4 = !{void (float*, float*, i32, i32)* @_Z4miscPfPKfii, !"minctasm", i32 4}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "lane_id", scope: !1, file: !1, line: 16, type: !12, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 16, column: 35, scope: !11)
!15 = !{i64 819}
!16 = !DILocation(line: 16, column: 84, scope: !11)
!17 = distinct !DISubprogram(name: "pack", scope: !1, file: !1, line: 17, type: !12, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!18 = !DILocation(line: 17, column: 64, scope: !17)
!19 = !{i64 934}
!20 = !DILocation(line: 17, column: 128, scope: !17)
!21 = distinct !DISubprogram(name: "fact", scope: !1, file: !1, line: 18, type: !12, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!22 = !DILocation(line: 18, column: 39, scope: !21)
!23 = !DILocation(line: 18, column: 37, scope: !21)
!24 = !DILocation(line: 18, column: 61, scope: !21)
!25 = !DILocation(line: 18, column: 52, scope: !21)
!26 = !DILocation(line: 18, column: 30, scope: !21)
!27 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!28 = !DILocation(line: 19, column: 40, scope: !27)
!29 = !DILocation(line: 19, column: 31, scope: !27)
!30 = distinct !DISubprogram(name: "thrice", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!31 = !DILocation(line: 20, column: 41, scope: !30)
!32 = !DILocation(line: 20, column: 32, scope: !30)
!33 = distinct !DISubprogram(name: "make_big", scope: !1, file: !1, line: 21, type: !12, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!34 = !DILocation(line: 21, column: 50, scope: !33)
!35 = !DILocation(line: 21, column: 64, scope: !33)
!36 = !DILocation(line: 21, column: 80, scope: !33)
!37 = !DILocation(line: 21, column: 95, scope: !33)
!38 = distinct !DISubprogram(name: "use_big", scope: !1, file: !1, line: 22, type: !12, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!39 = !DILocation(line: 22, column: 43, scope: !38)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!44 = !DILocation(line: 22, column: 52, scope: !38)
!45 = !DILocation(line: 22, column: 50, scope: !38)
!46 = !DILocation(line: 22, column: 61, scope: !38)
!47 = !DILocation(line: 22, column: 59, scope: !38)
!48 = !DILocation(line: 22, column: 72, scope: !38)
!49 = !{!50, !51, i64 24}
!50 = !{!"_ZTS3Big", !42, i64 0, !51, i64 24}
!51 = !{!"int", !42, i64 0}
!52 = !DILocation(line: 22, column: 70, scope: !38)
!53 = !DILocation(line: 22, column: 68, scope: !38)
!54 = !DILocation(line: 22, column: 36, scope: !38)
!55 = distinct !DISubprogram(name: "misc", scope: !1, file: !1, line: 24, type: !12, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!56 = !DILocation(line: 25, column: 11, scope: !55)
!57 = !DILocation(line: 25, column: 44, scope: !55)
!58 = !DILocation(line: 25, column: 42, scope: !55)
!59 = !DILocation(line: 25, column: 76, scope: !55)
!60 = !DILocation(line: 25, column: 74, scope: !55)
!61 = !DILocation(line: 26, column: 62, scope: !55)
!62 = !DILocation(line: 26, column: 37, scope: !55)
!63 = !DILocation(line: 27, column: 22, scope: !55)
!64 = !DILocation(line: 27, column: 3, scope: !55)
!65 = !DILocation(line: 28, column: 26, scope: !55)
!66 = !DILocation(line: 28, column: 7, scope: !55)
!67 = !{!"branch_weights", i32 2000, i32 1}
!68 = !DILocation(line: 29, column: 39, scope: !55)
!69 = !{!70, !70, i64 0}
!70 = !{!"float", !42, i64 0}
!71 = !DILocation(line: 29, column: 55, scope: !55)
!72 = !DILocation(line: 29, column: 48, scope: !55)
!73 = !DILocation(line: 29, column: 46, scope: !55)
!74 = !DILocation(line: 29, column: 3, scope: !55)
!75 = !DILocation(line: 29, column: 37, scope: !55)
!76 = !DILocation(line: 30, column: 3, scope: !55)
!77 = !DILocation(line: 33, column: 3, scope: !55)
!78 = !DILocation(line: 35, column: 36, scope: !55)
!79 = !DILocation(line: 34, column: 15, scope: !55)
!80 = !DILocation(line: 34, column: 23, scope: !55)
!81 = !DILocation(line: 20, column: 41, scope: !30, inlinedAt: !82)
!82 = distinct !DILocation(line: 36, column: 22, scope: !55)
!83 = !DILocation(line: 36, column: 22, scope: !55)
!84 = !DILocation(line: 36, column: 29, scope: !55)
!85 = !DILocation(line: 21, column: 50, scope: !33, inlinedAt: !86)
!86 = distinct !DILocation(line: 37, column: 30, scope: !55)
!87 = !DILocation(line: 21, column: 64, scope: !33, inlinedAt: !86)
!88 = !DILocation(line: 21, column: 80, scope: !33, inlinedAt: !86)
!89 = !DILocation(line: 22, column: 50, scope: !38, inlinedAt: !90)
!90 = distinct !DILocation(line: 37, column: 22, scope: !55)
!91 = !DILocation(line: 22, column: 59, scope: !38, inlinedAt: !90)
!92 = !DILocation(line: 22, column: 68, scope: !38, inlinedAt: !90)
!93 = !DILocation(line: 37, column: 22, scope: !55)
!94 = !DILocation(line: 37, column: 44, scope: !55)
!95 = !DILocation(line: 17, column: 64, scope: !17, inlinedAt: !96)
!96 = distinct !DILocation(line: 38, column: 22, scope: !55)
!97 = !DILocation(line: 38, column: 22, scope: !55)
!98 = !DILocation(line: 38, column: 34, scope: !55)
!99 = !DILocation(line: 0, scope: !55)
!100 = !DILocation(line: 41, column: 10, scope: !55)
!101 = !DILocation(line: 41, column: 16, scope: !55)
!102 = !DILocation(line: 41, column: 23, scope: !55)
!103 = !DILocation(line: 41, column: 30, scope: !55)
!104 = !DILocation(line: 42, column: 7, scope: !55)
!105 = !DILocation(line: 42, column: 14, scope: !55)
!106 = !DILocation(line: 43, column: 22, scope: !55)
!107 = !DILocation(line: 43, column: 33, scope: !55)
!108 = !DILocation(line: 43, column: 37, scope: !55)
!109 = !DILocation(line: 44, column: 14, scope: !55)
!110 = !DILocation(line: 44, column: 18, scope: !55)
!111 = !DILocation(line: 44, column: 16, scope: !55)
!112 = !DILocation(line: 45, column: 3, scope: !55)
!113 = !DILocation(line: 46, column: 28, scope: !55)
!114 = !DILocation(line: 48, column: 3, scope: !55)
!115 = !DILocation(line: 49, column: 3, scope: !55)
!116 = !DILocation(line: 16, column: 35, scope: !11, inlinedAt: !117)
!117 = distinct !DILocation(line: 50, column: 7, scope: !55)
!118 = !DILocation(line: 50, column: 17, scope: !55)
!119 = !DILocation(line: 50, column: 22, scope: !55)
!120 = !DILocation(line: 50, column: 34, scope: !55)
!121 = !DILocation(line: 50, column: 69, scope: !55)
!122 = !{!123, !51, i64 0}
!123 = !{!"_ZTSZ4miscPfPKfiiE3$_0", !51, i64 0, !41, i64 8}
!124 = !DILocation(line: 50, column: 73, scope: !55)
!125 = !{!123, !41, i64 8}
!126 = !DILocation(line: 50, column: 77, scope: !55)
!127 = !DILocation(line: 50, column: 122, scope: !55)
!128 = !DILocation(line: 51, column: 23, scope: !55)
!129 = !DILocation(line: 51, column: 14, scope: !55)
!130 = !DILocation(line: 51, column: 3, scope: !55)
!131 = !DILocation(line: 51, column: 10, scope: !55)
!132 = !DILocation(line: 52, column: 1, scope: !55)
