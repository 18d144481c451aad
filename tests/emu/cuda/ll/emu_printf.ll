source_filename = "emu_printf.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32, double, i64, i8*, i32, double, i32 }

@.str = private unnamed_addr constant [40 x i8] c"thread %d of %u: %f %lld %s %c|%.3f|%x\0A\00", align 1
@.str1 = private unnamed_addr constant [4 x i8] c"str\00", align 1

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @pf(i32* nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = alloca %printf_args, align 8
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2
  %5 = sitofp i32 %3 to double
  %6 = fmul double %5, 1.500000e+00
  %7 = sext i32 %3 to i64
  %8 = mul nsw i64 %7, 1000000000000
  %9 = add nsw i32 %3, 65
  %10 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 0
  store i32 %3, i32* %10, align 8
  %11 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 1
  store i32 %4, i32* %11, align 4
  %12 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 2
  store double %6, double* %12, align 8
  %13 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 3
  store i64 %8, i64* %13, align 8
  %14 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 4
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str1, i64 0, i64 0), i8** %14, align 8
  %15 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 5
  store i32 %9, i32* %15, align 8
  %16 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 6
  store double 3.141590e+00, double* %16, align 8
  %17 = getelementptr inbounds %printf_args, %printf_args* %2, i64 0, i32 7
  store i32 255, i32* %17, align 8
  %18 = bitcast %printf_args* %2 to i8*
  %19 = call i32 @vprintf(i8* getelementptr inbounds ([40 x i8], [40 x i8]* @.str, i64 0, i64 0), i8* nonnull %18) #2
  %20 = getelementptr inbounds i32, i32* %0, i64 %7
  store i32 %3, i32* %20, align 4, !tbaa !5
  ret void
}

declare i32 @vprintf(i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx75,+sm_75" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*)* @pf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
