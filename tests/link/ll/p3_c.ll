source_filename = "p3_c.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_table = dso_local local_unnamed_addr addrspace(1) externally_initialized global [16 x i32] [i32 608135816, i32 -2052912941, i32 320440878, i32 57701188, i32 -1542899678, i32 698298832, i32 137296536, i32 -330404727, i32 1160258022, i32 953160567, i32 -1101764913, i32 887688300, i32 -1062458953, i32 -914599715, i32 1065670069, i32 -1253635817], align 4

; Function Attrs: convergent mustprogress nofree nosync nounwind readnone willreturn
define dso_local noundef float @_Z4polyf(float noundef %0) local_unnamed_addr #0 {
  %2 = bitcast float %0 to i32
  %3 = tail call fastcc noundef i32 @_ZL4rotlji(i32 noundef %2) #3
  %4 = and i32 %3, 7
  %5 = uitofp i32 %4 to float
  %6 = fmul float %0, 2.500000e-01
  %7 = fadd float %6, -1.500000e+00
  %8 = fmul float %7, %0
  %9 = fadd float %8, 2.000000e+00
  %10 = fmul float %9, %0
  %11 = fadd float %10, %5
  ret float %11
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define internal fastcc noundef i32 @_ZL4rotlji(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 29)
  ret i32 %2
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

attributes #0 = { convergent mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
