; Launch bounds written as function attributes (LLVM 20+ spells __launch_bounds__ and
; __cluster_dims__ so), inline and through attribute groups, next to the older
; !nvvm.annotations; a dimension not written is 1. Bounds on a device function are
; accepted and ignored, as LLVM does. Cluster directives need sm_90.
; RUN: -mcpu=sm_90 | CHECK
; RUN: -mcpu=sm_100a | CHECK
; ERROR: -mcpu=sm_80 | directive '.reqnctapercluster' needs sm_90, but the target is sm_80
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @inline_bounds() "nvvm.maxntid"="10,20,3" "nvvm.minctasm"="2" "nvvm.maxnreg"="32" {
  ret void
}
; CHECK-LABEL: .entry inline_bounds()
; CHECK-NEXT: .maxntid 10, 20, 3
; CHECK-NEXT: .minnctapersm 2
; CHECK-NEXT: .maxnreg 32
; CHECK-NEXT: {

define ptx_kernel void @group_bounds() #0 {
  ret void
}
; CHECK-LABEL: .entry group_bounds()
; CHECK-NEXT: .reqntid 64, 2, 1
; CHECK-NEXT: .explicitcluster
; CHECK-NEXT: .reqnctapercluster 2, 1, 1
; CHECK-NEXT: {

define ptx_kernel void @rank() "nvvm.maxclusterrank"="8" "nvvm.maxntid"="128" {
  ret void
}
; CHECK-LABEL: .entry rank()
; CHECK-NEXT: .maxntid 128, 1, 1
; CHECK-NEXT: .maxclusterrank 8
; CHECK-NEXT: {

define void @annotated() {
  ret void
}
; CHECK-LABEL: .entry annotated()
; CHECK-NEXT: .maxntid 256, 1, 1
; CHECK-NEXT: .explicitcluster
; CHECK-NEXT: .reqnctapercluster 4, 2, 1
; CHECK-NEXT: {

define void @device_fn() "nvvm.maxntid"="32" {
  ret void
}
; CHECK-LABEL: .func device_fn()
; CHECK-NEXT: {

attributes #0 = { "nvvm.reqntid"="64,2" "nvvm.cluster_dim"="2,1,1" nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr @annotated, !"kernel", i32 1}
!1 = !{ptr @annotated, !"maxntidx", i32 256}
!2 = !{ptr @annotated, !"cluster_dim_x", i32 4, !"cluster_dim_y", i32 2}
!3 = !{ptr @device_fn, !"maxntidx", i32 64}
!4 = !{ptr @annotated, !"cluster_dim_z", i32 1}
