; Metadata: debug info, TBAA, loop and range metadata, module flags and unknown named
; metadata are read and dropped; !invariant.load and !nontemporal become flags;
; !nvvm.annotations and !nvvmir.version are kept (here in the opaque-pointer form).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 4, !dbg !30

define void @kern(ptr addrspace(1) %p, i32 %n) !dbg !10 {
entry:
  %x = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %x, metadata !15, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.value(metadata i32 %n, metadata !15, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !17
  call void @llvm.experimental.noalias.scope.decl(metadata !40)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !20
  %v = load i32, ptr addrspace(1) %p, align 4, !tbaa !21, !invariant.load !25, !dbg !17
  %w = load i32, ptr addrspace(1) %p, align 4, !nontemporal !26, !alias.scope !40, !noalias !40
  %s = add nsw i32 %v, %w, !dbg !17
  store i32 %s, ptr addrspace(1) %p, align 4, !tbaa !21, !nontemporal !26
  br label %loop, !dbg !17

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ], !dbg !17
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  call void asm sideeffect "// loop", ""(), !srcloc !27
  br i1 %c, label %loop, label %done, !llvm.loop !28

done:
  ret void, !dbg !17
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.experimental.noalias.scope.decl(metadata)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}
!nvvm.annotations = !{!7, !8, !9}
!nvvmir.version = !{!41}
!unknown.named = !{!6, !26}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, globals: !31, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 5]}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{!"clang version 14.0.6"}
!7 = !{ptr @kern, !"kernel", i32 1}
!8 = !{ptr @kern, !"reqntidx", i32 128, !"reqntidy", i32 2, !"reqntidz", i32 1}
!9 = !{ptr @kern, !"maxnreg", i32 32}
!10 = distinct !DISubprogram(name: "kern", linkageName: "kern", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 4, type: !14)
!16 = !DILocation(line: 4, column: 7, scope: !10)
!17 = !DILocation(line: 5, column: 3, scope: !10, inlinedAt: !16)
!20 = !{i32 0, i32 1024}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !{}
!26 = !{i32 1}
!27 = !{i64 2147483801}
!28 = distinct !{!28, !29, !{!"llvm.loop.unroll.count", i32 4}}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!31 = !{!30}
!32 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !14, isLocal: false, isDefinition: true)
!40 = !{!42}
!41 = !{i32 2, i32 0, i32 3, i32 1}
!42 = distinct !{!42, !43, !"scope"}
!43 = distinct !{!43, !"domain"}
