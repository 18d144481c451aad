; ERROR: 2:15: unexpected suffix '.f64' on intrinsic 'llvm.fma'
declare float @llvm.fma.f32.f64(float, float, float)
; used: an unused declaration whose name spells no form of its intrinsic is dropped, as an
; unused mistyped one is (LLVM checks intrinsics at their calls)
define float @f(float %x) {
  %r = call float @llvm.fma.f32.f64(float %x, float %x, float %x)
  ret float %r
}
