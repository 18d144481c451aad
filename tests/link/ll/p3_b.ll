source_filename = "p3_b.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z8clamp_toIiET_S0_S0_S0_ = comdat any

@g_table = external dso_local local_unnamed_addr addrspace(1) global [16 x i32], align 4

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z3mixjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = mul i32 %0, -1640531527
  %4 = tail call fastcc noundef i32 @_ZL4rotlji(i32 noundef %1, i32 noundef 13) #3
  %5 = add i32 %4, %3
  %6 = lshr i32 %5, 7
  %7 = and i32 %6, 15
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(1)* @g_table, i64 0, i64 %8
  %10 = addrspacecast i32 addrspace(1)* %9 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !4
  %12 = xor i32 %5, %11
  %13 = tail call fastcc noundef i32 @_ZL4rotlji(i32 noundef %12, i32 noundef 5) #3
  %14 = mul i32 %13, 5
  %15 = and i32 %12, 1023
  %16 = tail call noundef i32 @_Z8clamp_toIiET_S0_S0_S0_(i32 noundef %15, i32 noundef 100, i32 noundef 900) #3
  %17 = add i32 %14, %16
  ret i32 %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc noundef i32 @_ZL4rotlji(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = shl i32 %0, %1
  %4 = sub nsw i32 32, %1
  %5 = lshr i32 %0, %4
  %6 = or i32 %5, %3
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z8clamp_toIiET_S0_S0_S0_(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 comdat {
  %4 = icmp slt i32 %0, %1
  %5 = icmp sgt i32 %0, %2
  %6 = select i1 %5, i32 %2, i32 %0
  %7 = select i1 %4, i32 %1, i32 %6
  ret i32 %7
}

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
