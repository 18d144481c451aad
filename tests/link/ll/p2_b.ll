source_filename = "p2_b.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z8clamp_toIfET_S0_S0_S0_ = comdat any

$_Z8clamp_toIiET_S0_S0_S0_ = comdat any

@k_coeffs = dso_local addrspace(4) externally_initialized global [4 x float] [float 5.000000e-01, float -1.250000e+00, float 2.000000e+00, float 7.500000e-01], align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x float] addrspace(4)* @k_coeffs to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z9scale_sumfi(float noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = and i32 %1, 3
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds [4 x float], [4 x float] addrspace(4)* @k_coeffs, i64 0, i64 %4
  %6 = addrspacecast float addrspace(4)* %5 to float*
  %7 = load float, float* %6, align 4, !tbaa !4
  %8 = fmul float %7, %0
  %9 = add nsw i32 %1, 1
  %10 = and i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [4 x float], [4 x float] addrspace(4)* @k_coeffs, i64 0, i64 %11
  %13 = addrspacecast float addrspace(4)* %12 to float*
  %14 = load float, float* %13, align 4, !tbaa !4
  %15 = fadd float %8, %14
  %16 = tail call noundef float @_Z8clamp_toIfET_S0_S0_S0_(float noundef %15, float noundef -5.000000e+01, float noundef 5.000000e+01) #3
  %17 = tail call noundef i32 @_Z8clamp_toIiET_S0_S0_S0_(i32 noundef %1, i32 noundef 0, i32 noundef 3) #3
  %18 = sitofp i32 %17 to float
  %19 = fadd float %16, %18
  ret float %19
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z8clamp_toIfET_S0_S0_S0_(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #1 comdat {
  %4 = fcmp olt float %0, %1
  %5 = fcmp ogt float %0, %2
  %6 = select i1 %5, float %2, float %0
  %7 = select i1 %4, float %1, float %6
  ret float %7
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z8clamp_toIiET_S0_S0_S0_(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 comdat {
  %4 = icmp slt i32 %0, %1
  %5 = icmp sgt i32 %0, %2
  %6 = select i1 %5, i32 %2, i32 %0
  %7 = select i1 %4, i32 %1, i32 %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local noundef i32 @_Z4bumpPii(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = atomicrmw add i32* %0, i32 %1 seq_cst, align 4
  ret i32 %3
}

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
