source_filename = "emu_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.calls.ops = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @_Z6op_addjj, i32 (i32, i32)* @_Z6op_muljj, i32 (i32, i32)* @_Z6op_xorjj], align 8

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z3fibj(i32 noundef %0) local_unnamed_addr #0 !dbg !11 {
  %2 = icmp ult i32 %0, 2, !dbg !14
  br i1 %2, label %9, label %3, !dbg !15

3:                                                ; preds = %1
  %4 = add i32 %0, -1, !dbg !16
  %5 = call noundef i32 @_Z3fibj(i32 noundef %4) #8, !dbg !17
  %6 = add i32 %0, -2, !dbg !18
  %7 = call noundef i32 @_Z3fibj(i32 noundef %6) #8, !dbg !19
  %8 = add i32 %7, %5, !dbg !20
  br label %9, !dbg !15

9:                                                ; preds = %1, %3
  %10 = phi i32 [ %8, %3 ], [ %0, %1 ], !dbg !15
  ret i32 %10, !dbg !21
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z3gcdjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !22 {
  %3 = icmp eq i32 %1, 0, !dbg !23
  br i1 %3, label %7, label %4, !dbg !23

4:                                                ; preds = %2
  %5 = urem i32 %0, %1, !dbg !24
  %6 = call noundef i32 @_Z3gcdjj(i32 noundef %1, i32 noundef %5) #8, !dbg !25
  br label %7, !dbg !23

7:                                                ; preds = %2, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %2 ], !dbg !23
  ret i32 %8, !dbg !26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z6op_addjj(i32 noundef %0, i32 noundef %1) #1 !dbg !27 {
  %3 = add i32 %1, %0, !dbg !28
  ret i32 %3, !dbg !29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z6op_muljj(i32 noundef %0, i32 noundef %1) #1 !dbg !30 {
  %3 = mul i32 %1, %0, !dbg !31
  ret i32 %3, !dbg !32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z6op_xorjj(i32 noundef %0, i32 noundef %1) #1 !dbg !33 {
  %3 = xor i32 %1, %0, !dbg !34
  ret i32 %3, !dbg !35
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @calls(i32* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #2 !dbg !36 {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8, !dbg !37
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8, !dbg !44
  %5 = mul i32 %3, %4, !dbg !47
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8, !dbg !48
  %7 = add i32 %5, %6, !dbg !51
  %8 = icmp ult i32 %7, %1, !dbg !52
  br i1 %8, label %9, label %27, !dbg !53

9:                                                ; preds = %2
  %10 = and i32 %7, 15, !dbg !54
  %11 = call noundef i32 @_Z3fibj(i32 noundef %10) #8, !dbg !55
  %12 = mul i32 %7, 3, !dbg !56
  %13 = zext i32 %12 to i64, !dbg !57
  %14 = getelementptr inbounds i32, i32* %0, i64 %13, !dbg !57
  store i32 %11, i32* %14, align 4, !dbg !58, !tbaa !59
  %15 = call noundef i32 @_Z3gcdjj(i32 noundef %7, i32 noundef 360) #8, !dbg !63
  %16 = add i32 %12, 1, !dbg !64
  %17 = zext i32 %16 to i64, !dbg !65
  %18 = getelementptr inbounds i32, i32* %0, i64 %17, !dbg !65
  store i32 %15, i32* %18, align 4, !dbg !66, !tbaa !59
  %19 = urem i32 %7, 3, !dbg !67
  %20 = zext i32 %19 to i64, !dbg !68
  %21 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* @__const.calls.ops, i64 0, i64 %20, !dbg !68
  %22 = load i32 (i32, i32)*, i32 (i32, i32)** %21, align 8, !dbg !68, !tbaa !69
  %23 = call noundef i32 %22(i32 noundef %7, i32 noundef 7) #9, !dbg !68
  %24 = add i32 %12, 2, !dbg !71
  %25 = zext i32 %24 to i64, !dbg !72
  %26 = getelementptr inbounds i32, i32* %0, i64 %25, !dbg !72
  store i32 %23, i32* %26, align 4, !dbg !73, !tbaa !59
  br label %27, !dbg !74

27:                                               ; preds = %2, %9
  ret void, !dbg !74
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind writeonly
define dso_local void @local_array(i32* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #4 !dbg !75 {
  %3 = alloca [16 x i32], align 4
  %4 = bitcast [16 x i32]* %3 to i8*, !dbg !76
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #8, !dbg !76
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8, !dbg !77
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8, !dbg !80
  %7 = mul i32 %5, %6, !dbg !82
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8, !dbg !83
  %9 = add i32 %7, %8, !dbg !85
  %10 = icmp ult i32 %9, %1, !dbg !86
  br i1 %10, label %11, label %33, !dbg !87

11:                                               ; preds = %2, %11
  %12 = phi i32 [ %16, %11 ], [ 0, %2 ]
  %13 = mul i32 %12, %9, !dbg !88
  %14 = zext i32 %12 to i64, !dbg !89
  %15 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %14, !dbg !89
  store i32 %13, i32* %15, align 4, !dbg !90, !tbaa !59
  %16 = add nuw nsw i32 %12, 1, !dbg !91
  %17 = icmp eq i32 %16, 16, !dbg !92
  br i1 %17, label %21, label %11, !dbg !93, !llvm.loop !94

18:                                               ; preds = %21
  %19 = zext i32 %9 to i64, !dbg !98
  %20 = getelementptr inbounds i32, i32* %0, i64 %19, !dbg !98
  store i32 %30, i32* %20, align 4, !dbg !99, !tbaa !59
  br label %33, !dbg !100

21:                                               ; preds = %11, %21
  %22 = phi i32 [ %31, %21 ], [ 0, %11 ]
  %23 = phi i32 [ %30, %21 ], [ 0, %11 ]
  %24 = mul nuw nsw i32 %22, 7, !dbg !101
  %25 = add i32 %24, %9, !dbg !102
  %26 = and i32 %25, 15, !dbg !103
  %27 = zext i32 %26 to i64, !dbg !104
  %28 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %27, !dbg !104
  %29 = load i32, i32* %28, align 4, !dbg !104, !tbaa !59
  %30 = add i32 %29, %23, !dbg !105
  %31 = add nuw nsw i32 %22, 1, !dbg !106
  %32 = icmp eq i32 %31, 16, !dbg !107
  br i1 %32, label %18, label %21, !dbg !108, !llvm.loop !109

33:                                               ; preds = %2, %18
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #8, !dbg !100
  ret void, !dbg !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @exact_fp(float* nocapture noundef writeonly %0, double* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #5 !dbg !111 {
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8, !dbg !112
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8, !dbg !115
  %7 = mul i32 %5, %6, !dbg !117
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8, !dbg !118
  %9 = add i32 %7, %8, !dbg !120
  %10 = icmp ult i32 %9, %3, !dbg !121
  br i1 %10, label %11, label %24, !dbg !122

11:                                               ; preds = %4
  %12 = uitofp i32 %9 to float, !dbg !123
  %13 = call float @llvm.fma.f32(float %12, float 2.500000e-01, float 3.000000e+00), !dbg !124
  %14 = zext i32 %9 to i64, !dbg !125
  %15 = getelementptr inbounds float, float* %0, i64 %14, !dbg !125
  store float %13, float* %15, align 4, !dbg !126, !tbaa !127
  %16 = uitofp i32 %9 to double, !dbg !129
  %17 = fmul double %16, %16, !dbg !130
  %18 = call double @llvm.sqrt.f64(double %17), !dbg !131
  %19 = getelementptr inbounds double, double* %1, i64 %14, !dbg !132
  store double %18, double* %19, align 8, !dbg !133, !tbaa !134
  %20 = shl i32 %9, 3, !dbg !136
  %21 = uitofp i32 %20 to float, !dbg !137
  %22 = fmul float %21, 1.250000e-01, !dbg !138
  %23 = getelementptr inbounds float, float* %2, i64 %14, !dbg !139
  store float %22, float* %23, align 4, !dbg !140, !tbaa !127
  br label %24, !dbg !141

24:                                               ; preds = %4, %11
  ret void, !dbg !141
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

attributes #0 = { mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree norecurse nosync nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "emu_calls.cu", directory: "/work/wt/emu/tests/emu/cuda")
!2 = !{void (i32*, i32)* @calls, !"kernel", i32 1}
!3 = !{void (i32*, i32)* @local_array, !"kernel", i32 1}
!4 = !{void (float*, double*, float*, i32)* @exact_fp, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 4, column: 51, scope: !11)
!15 = !DILocation(line: 4, column: 49, scope: !11)
!16 = !DILocation(line: 4, column: 67, scope: !11)
!17 = !DILocation(line: 4, column: 61, scope: !11)
!18 = !DILocation(line: 4, column: 80, scope: !11)
!19 = !DILocation(line: 4, column: 74, scope: !11)
!20 = !DILocation(line: 4, column: 72, scope: !11)
!21 = !DILocation(line: 4, column: 42, scope: !11)
!22 = distinct !DISubprogram(name: "gcd", scope: !1, file: !1, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!23 = !DILocation(line: 5, column: 56, scope: !22)
!24 = !DILocation(line: 5, column: 69, scope: !22)
!25 = !DILocation(line: 5, column: 60, scope: !22)
!26 = !DILocation(line: 5, column: 49, scope: !22)
!27 = distinct !DISubprogram(name: "op_add", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!28 = !DILocation(line: 6, column: 61, scope: !27)
!29 = !DILocation(line: 6, column: 52, scope: !27)
!30 = distinct !DISubprogram(name: "op_mul", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!31 = !DILocation(line: 7, column: 61, scope: !30)
!32 = !DILocation(line: 7, column: 52, scope: !30)
!33 = distinct !DISubprogram(name: "op_xor", scope: !1, file: !1, line: 8, type: !12, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!34 = !DILocation(line: 8, column: 61, scope: !33)
!35 = !DILocation(line: 8, column: 52, scope: !33)
!36 = distinct !DISubprogram(name: "calls", scope: !1, file: !1, line: 12, type: !12, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!37 = !DILocation(line: 66, column: 3, scope: !38, inlinedAt: !40)
!38 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !39, file: !39, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!39 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!40 = distinct !DILocation(line: 14, column: 28, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "gid", scope: !42, file: !42, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!42 = !DIFile(filename: "./emu_cuda.h", directory: "/work/wt/emu/tests/emu/cuda")
!43 = distinct !DILocation(line: 14, column: 11, scope: !36)
!44 = !DILocation(line: 79, column: 3, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !39, file: !39, line: 79, type: !12, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!46 = distinct !DILocation(line: 14, column: 41, scope: !41, inlinedAt: !43)
!47 = !DILocation(line: 14, column: 39, scope: !41, inlinedAt: !43)
!48 = !DILocation(line: 53, column: 3, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !39, file: !39, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!50 = distinct !DILocation(line: 14, column: 54, scope: !41, inlinedAt: !43)
!51 = !DILocation(line: 14, column: 52, scope: !41, inlinedAt: !43)
!52 = !DILocation(line: 15, column: 9, scope: !36)
!53 = !DILocation(line: 15, column: 7, scope: !36)
!54 = !DILocation(line: 16, column: 22, scope: !36)
!55 = !DILocation(line: 16, column: 16, scope: !36)
!56 = !DILocation(line: 16, column: 9, scope: !36)
!57 = !DILocation(line: 16, column: 3, scope: !36)
!58 = !DILocation(line: 16, column: 14, scope: !36)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C++ TBAA"}
!63 = !DILocation(line: 17, column: 20, scope: !36)
!64 = !DILocation(line: 17, column: 13, scope: !36)
!65 = !DILocation(line: 17, column: 3, scope: !36)
!66 = !DILocation(line: 17, column: 18, scope: !36)
!67 = !DILocation(line: 18, column: 26, scope: !36)
!68 = !DILocation(line: 18, column: 20, scope: !36)
!69 = !{!70, !70, i64 0}
!70 = !{!"any pointer", !61, i64 0}
!71 = !DILocation(line: 18, column: 13, scope: !36)
!72 = !DILocation(line: 18, column: 3, scope: !36)
!73 = !DILocation(line: 18, column: 18, scope: !36)
!74 = !DILocation(line: 19, column: 1, scope: !36)
!75 = distinct !DISubprogram(name: "local_array", scope: !1, file: !1, line: 22, type: !12, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!76 = !DILocation(line: 23, column: 3, scope: !75)
!77 = !DILocation(line: 66, column: 3, scope: !38, inlinedAt: !78)
!78 = distinct !DILocation(line: 14, column: 28, scope: !41, inlinedAt: !79)
!79 = distinct !DILocation(line: 24, column: 11, scope: !75)
!80 = !DILocation(line: 79, column: 3, scope: !45, inlinedAt: !81)
!81 = distinct !DILocation(line: 14, column: 41, scope: !41, inlinedAt: !79)
!82 = !DILocation(line: 14, column: 39, scope: !41, inlinedAt: !79)
!83 = !DILocation(line: 53, column: 3, scope: !49, inlinedAt: !84)
!84 = distinct !DILocation(line: 14, column: 54, scope: !41, inlinedAt: !79)
!85 = !DILocation(line: 14, column: 52, scope: !41, inlinedAt: !79)
!86 = !DILocation(line: 25, column: 9, scope: !75)
!87 = !DILocation(line: 25, column: 7, scope: !75)
!88 = !DILocation(line: 26, column: 41, scope: !75)
!89 = !DILocation(line: 26, column: 32, scope: !75)
!90 = !DILocation(line: 26, column: 37, scope: !75)
!91 = !DILocation(line: 26, column: 28, scope: !75)
!92 = !DILocation(line: 26, column: 21, scope: !75)
!93 = !DILocation(line: 26, column: 3, scope: !75)
!94 = distinct !{!94, !93, !95, !96, !97}
!95 = !DILocation(line: 26, column: 43, scope: !75)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.unroll.disable"}
!98 = !DILocation(line: 29, column: 3, scope: !75)
!99 = !DILocation(line: 29, column: 10, scope: !75)
!100 = !DILocation(line: 30, column: 1, scope: !75)
!101 = !DILocation(line: 28, column: 43, scope: !75)
!102 = !DILocation(line: 28, column: 47, scope: !75)
!103 = !DILocation(line: 28, column: 52, scope: !75)
!104 = !DILocation(line: 28, column: 37, scope: !75)
!105 = !DILocation(line: 28, column: 34, scope: !75)
!106 = !DILocation(line: 28, column: 28, scope: !75)
!107 = !DILocation(line: 28, column: 21, scope: !75)
!108 = !DILocation(line: 28, column: 3, scope: !75)
!109 = distinct !{!109, !108, !110, !96, !97}
!110 = !DILocation(line: 28, column: 57, scope: !75)
!111 = distinct !DISubprogram(name: "exact_fp", scope: !1, file: !1, line: 34, type: !12, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!112 = !DILocation(line: 66, column: 3, scope: !38, inlinedAt: !113)
!113 = distinct !DILocation(line: 14, column: 28, scope: !41, inlinedAt: !114)
!114 = distinct !DILocation(line: 35, column: 11, scope: !111)
!115 = !DILocation(line: 79, column: 3, scope: !45, inlinedAt: !116)
!116 = distinct !DILocation(line: 14, column: 41, scope: !41, inlinedAt: !114)
!117 = !DILocation(line: 14, column: 39, scope: !41, inlinedAt: !114)
!118 = !DILocation(line: 53, column: 3, scope: !49, inlinedAt: !119)
!119 = distinct !DILocation(line: 14, column: 54, scope: !41, inlinedAt: !114)
!120 = !DILocation(line: 14, column: 52, scope: !41, inlinedAt: !114)
!121 = !DILocation(line: 36, column: 9, scope: !111)
!122 = !DILocation(line: 36, column: 7, scope: !111)
!123 = !DILocation(line: 37, column: 32, scope: !111)
!124 = !DILocation(line: 37, column: 10, scope: !111)
!125 = !DILocation(line: 37, column: 3, scope: !111)
!126 = !DILocation(line: 37, column: 8, scope: !111)
!127 = !{!128, !128, i64 0}
!128 = !{!"float", !61, i64 0}
!129 = !DILocation(line: 38, column: 33, scope: !111)
!130 = !DILocation(line: 38, column: 35, scope: !111)
!131 = !DILocation(line: 38, column: 10, scope: !111)
!132 = !DILocation(line: 38, column: 3, scope: !111)
!133 = !DILocation(line: 38, column: 8, scope: !111)
!134 = !{!135, !135, i64 0}
!135 = !{!"double", !61, i64 0}
!136 = !DILocation(line: 39, column: 20, scope: !111)
!137 = !DILocation(line: 39, column: 17, scope: !111)
!138 = !DILocation(line: 39, column: 25, scope: !111)
!139 = !DILocation(line: 39, column: 3, scope: !111)
!140 = !DILocation(line: 39, column: 8, scope: !111)
!141 = !DILocation(line: 40, column: 1, scope: !111)
