; lib_other.ll: the second module of the link-error tests (errors.ll links it).
@gv = addrspace(3) global i32 0
@fv = global i32 0
define float @strong(float %x) {
  ret float %x
}
define double @sig(double %x) {
  ret double %x
}
define float @weakdef(float %x) {
  %y = fadd float %x, 1.000000e+00
  ret float %y
}
