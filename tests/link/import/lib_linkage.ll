; lib_linkage.ll: the second module of linkage.ll.
@table = addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@buf = common addrspace(1) global [8 x i32] zeroinitializer, align 8
@llvm.used = appending global [1 x ptr] [ptr @second], section "llvm.metadata"
define float @pick(float %x) {
  %y = fmul float %x, 3.000000e+00
  ret float %y
}
define linkonce_odr float @odr(float %x) {
  %y = fadd float %x, 5.000000e-01
  ret float %y
}
define internal float @helper(float %x) {
  %y = fsub float %x, 1.000000e+00
  ret float %y
}
define float @twice(float %x) {
  %y = call float @helper(float %x)
  %z = call float @odr(float %y)
  ret float %z
}
define float @local_clash(float %x) {
  %y = fneg float %x
  ret float %y
}
define float @avail(float %x) {
  %y = fadd float %x, 1.000000e+02
  ret float %y
}
define void @second(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  %w = call float @twice(float %v)
  store float %w, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @second, !"kernel", i32 1}
!1 = !{ptr @second, !"maxntidx", i32 64}
!2 = !{ptr @second, !"maxntidy", i32 1}
!3 = !{ptr @second, !"maxntidz", i32 1}
