; two modules (fuzz_ll's two-module mode): linked, and the second imported from
@g = external addrspace(1) global i32
declare float @f(float)
define void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %y = call float @f(float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
;;; module
@g = addrspace(1) global i32 3
define internal float @h(float %x) {
  %y = fmul float %x, 2.000000e+00
  ret float %y
}
define float @f(float %x) {
  %v = load i32, ptr addrspace(1) @g
  %w = sitofp i32 %v to float
  %y = call float @h(float %x)
  %z = fadd float %y, %w
  ret float %z
}
