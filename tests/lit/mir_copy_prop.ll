; Machine copy propagation (mir/machine_copy_prop.c, issue 9) on xorshift128+ from
; tests/corpus/ll/prng_philox.O3.ll (clang -O3, the loop unrolled by 4 with a remainder
; loop). After coalescing, the sum the unrolled loop carries was copied to a temporary on
; leaving it (%bb.5) and copied back on the path that skips the remainder loop; the sum is
; unchanged on every path between them, so the copy back is redundant and the first copy
; then has no reader. The zero the sum starts with was also moved again into the register
; that already held it. With --disable-machine_copy_prop (or --knob disable-copyprop=1)
; the copies are back. Each variant runs against the IR interpreter, trip counts below,
; at and above the unroll factor and divisible by it (the path with no remainder).
; RUN: -mcpu=sm_86 -O3 | CHECK
; RUN: -mcpu=sm_86 -O3 --disable-machine_copy_prop | OFF
; RUN: -mcpu=sm_86 -O3 --knob disable-copyprop=1 | OFF
; EXEC: -mcpu=sm_86 -O3 | xorshift128p 1 32 buf:i64:64:rand:7 buf:i64:32:zero i32:32 i32:11
; EXEC: -mcpu=sm_86 -O3 | xorshift128p 1 32 buf:i64:64:rand:8 buf:i64:32:zero i32:32 i32:8
; EXEC: -mcpu=sm_86 -O3 | xorshift128p 1 32 buf:i64:64:rand:9 buf:i64:32:zero i32:30 i32:3
; EXEC: -mcpu=sm_86 -O3 | xorshift128p 1 32 buf:i64:64:rand:9 buf:i64:32:zero i32:32 i32:0
; EXEC: -mcpu=sm_86 -O3 --disable-machine_copy_prop | xorshift128p 1 32 buf:i64:64:rand:7 buf:i64:32:zero i32:32 i32:11
; EXEC: -mcpu=sm_86 -O3 --disable-machine_copy_prop | xorshift128p 1 32 buf:i64:64:rand:8 buf:i64:32:zero i32:32 i32:8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local void @xorshift128p(i64* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %97

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 1
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %14, label %50

14:                                               ; preds = %11
  %15 = or i32 %12, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i64, i64* %0, i64 %16
  %18 = load i64, i64* %17, align 8, !tbaa !11
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i64, i64* %0, i64 %19
  %21 = load i64, i64* %20, align 8, !tbaa !11
  %22 = or i64 %21, 1
  %23 = add i32 %3, -1
  %24 = and i32 %3, 3
  %25 = icmp ult i32 %23, 3
  br i1 %25, label %28, label %26

26:                                               ; preds = %14
  %27 = and i32 %3, -4
  br label %54

28:                                               ; preds = %54, %14
  %29 = phi i64 [ undef, %14 ], [ %94, %54 ]
  %30 = phi i64 [ %22, %14 ], [ %82, %54 ]
  %31 = phi i64 [ 0, %14 ], [ %94, %54 ]
  %32 = phi i64 [ %18, %14 ], [ %91, %54 ]
  %33 = icmp eq i32 %24, 0
  br i1 %33, label %50, label %34

34:                                               ; preds = %28, %34
  %35 = phi i64 [ %37, %34 ], [ %30, %28 ]
  %36 = phi i64 [ %47, %34 ], [ %31, %28 ]
  %37 = phi i64 [ %45, %34 ], [ %32, %28 ]
  %38 = phi i32 [ %48, %34 ], [ 0, %28 ]
  %39 = shl i64 %35, 23
  %40 = xor i64 %39, %35
  %41 = lshr i64 %40, 17
  %42 = lshr i64 %37, 26
  %43 = xor i64 %42, %37
  %44 = xor i64 %43, %40
  %45 = xor i64 %44, %41
  %46 = add i64 %36, %37
  %47 = add i64 %46, %45
  %48 = add i32 %38, 1
  %49 = icmp eq i32 %48, %24
  br i1 %49, label %50, label %34, !llvm.loop !13

50:                                               ; preds = %28, %34, %11
  %51 = phi i64 [ 0, %11 ], [ %29, %28 ], [ %47, %34 ]
  %52 = sext i32 %9 to i64
  %53 = getelementptr inbounds i64, i64* %1, i64 %52
  store i64 %51, i64* %53, align 8, !tbaa !11
  br label %97

54:                                               ; preds = %54, %26
  %55 = phi i64 [ %22, %26 ], [ %82, %54 ]
  %56 = phi i64 [ 0, %26 ], [ %94, %54 ]
  %57 = phi i64 [ %18, %26 ], [ %91, %54 ]
  %58 = phi i32 [ 0, %26 ], [ %95, %54 ]
  %59 = shl i64 %55, 23
  %60 = xor i64 %59, %55
  %61 = lshr i64 %60, 17
  %62 = lshr i64 %57, 26
  %63 = xor i64 %62, %57
  %64 = xor i64 %63, %60
  %65 = xor i64 %64, %61
  %66 = add i64 %56, %57
  %67 = shl i64 %57, 23
  %68 = xor i64 %67, %57
  %69 = lshr i64 %68, 17
  %70 = lshr i64 %65, 26
  %71 = xor i64 %70, %65
  %72 = xor i64 %71, %68
  %73 = xor i64 %72, %69
  %74 = shl i64 %65, 1
  %75 = add i64 %66, %74
  %76 = shl i64 %65, 23
  %77 = xor i64 %76, %65
  %78 = lshr i64 %77, 17
  %79 = lshr i64 %73, 26
  %80 = xor i64 %79, %73
  %81 = xor i64 %80, %77
  %82 = xor i64 %81, %78
  %83 = shl i64 %73, 1
  %84 = add i64 %75, %83
  %85 = shl i64 %73, 23
  %86 = xor i64 %85, %73
  %87 = lshr i64 %86, 17
  %88 = lshr i64 %82, 26
  %89 = xor i64 %88, %82
  %90 = xor i64 %89, %86
  %91 = xor i64 %90, %87
  %92 = shl i64 %82, 1
  %93 = add i64 %84, %92
  %94 = add i64 %93, %91
  %95 = add i32 %58, 4
  %96 = icmp eq i32 %95, %27
  br i1 %96, label %28, label %54, !llvm.loop !15

97:                                               ; preds = %4, %50
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #1 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!1}
!1 = !{void (i64*, i64*, i32, i32)* @xorshift128p, !"kernel", i32 1}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}

; The sum starts at 0 once, and no 64-bit register is copied to another outside the
; remainder loop (whose two copies rotate the generator's state).
; CHECK-LABEL: .entry xorshift128p(
; CHECK: mov.u64 %rd{{[0-9]+}}, 0;
; CHECK-NOT: mov.u64 %rd{{[0-9]+}}, 0;
; CHECK-NOT: mov.u64 %rd{{[0-9]+}}, %rd
; CHECK: .pragma "nounroll";
; CHECK: mov.u64 %rd{{[0-9]+}}, %rd
; CHECK-NEXT: mov.u64 %rd{{[0-9]+}}, %rd
; CHECK-NOT: mov.u64 %rd{{[0-9]+}}, %rd
; CHECK: st.global.u64
; CHECK: ret;

; OFF-LABEL: .entry xorshift128p(
; OFF: mov.u64 %rd{{[0-9]+}}, 0;
; OFF: mov.u64 %rd{{[0-9]+}}, 0;
; OFF: mov.u64 [[T:%rd[0-9]+]], [[S:%rd[0-9]+]];
; OFF: mov.u64 [[S]], [[T]];
