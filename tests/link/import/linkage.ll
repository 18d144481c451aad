; LLVM's linkage rules in nvcg_module_link (with lib_linkage.ll): a strong definition
; replaces a weak one, one linkonce_odr copy stays, the larger common wins, internal
; symbols never clash (the newcomer's is renamed; an external newcomer takes the name
; from the destination's internal one), declarations resolve, available_externally
; yields, appending arrays concatenate, kernels keep their launch bounds.
; RUN: %S/lib_linkage.ll --emit=ll | LL
; LL: @table = addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
; LL: @buf = common addrspace(1) global [8 x i32] zeroinitializer, align 8
; LL: @llvm.used = appending global [2 x ptr] [ptr @first, ptr @second], section "llvm.metadata"
; LL: define float @pick(float %x) {
; LL-NEXT: fmul float %x, 3.000000e+00
; LL: define linkonce_odr float @odr(float %x) {
; LL-NEXT: fadd float %x, 2.500000e-01
; LL: define internal float @local_clash.1(float %x) {
; LL: define internal float @helper(float %x) {
; LL-NEXT: fadd float %x, 1.000000e+00
; LL: define float @avail(float %x) {
; LL-NEXT: fadd float %x, 1.000000e+02
; LL: define internal float @helper.1(float %x) {
; LL-NEXT: fsub float %x, 1.000000e+00
; LL: define float @local_clash(float %x) {
; LL-NEXT: fneg float %x
; LL: !{ptr @second, !"maxntidx", i32 64}
; The same program, linked the other way round, computes the same:
; EXEC: %S/lib_linkage.ll | first 1 16 buf:f32:16:iota buf:f32:16:iota
; RUN: %S/lib_linkage.ll | PTX
; PTX: .visible .entry first(
; PTX: .maxntid 64, 1, 1
target triple = "nvptx64-nvidia-cuda"
@table = external addrspace(1) global [4 x i32]
@buf = common addrspace(1) global [4 x i32] zeroinitializer, align 4
@llvm.used = appending global [1 x ptr] [ptr @first], section "llvm.metadata"
define weak float @pick(float %x) {
  %y = fmul float %x, 2.000000e+00
  ret float %y
}
define linkonce_odr float @odr(float %x) {
  %y = fadd float %x, 2.500000e-01
  ret float %y
}
define internal float @local_clash(float %x) {
  ret float %x
}
define internal float @helper(float %x) {
  %y = fadd float %x, 1.000000e+00
  ret float %y
}
define available_externally float @avail(float %x) {
  ret float %x
}
declare float @twice(float)
define void @first(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %pp = getelementptr float, ptr addrspace(1) %p, i64 %t
  %qq = getelementptr float, ptr addrspace(1) %q, i64 %t
  %x = load float, ptr addrspace(1) %pp
  %a = call float @pick(float %x)
  %b = call float @odr(float %a)
  %c = call float @local_clash(float %b)
  %d = call float @helper(float %c)
  %e = call float @twice(float %d)
  %f = call float @avail(float %e)
  %i = and i32 %tid, 3
  %i64 = zext i32 %i to i64
  %tp = getelementptr [4 x i32], ptr addrspace(1) @table, i64 0, i64 %i64
  %tv = load i32, ptr addrspace(1) %tp
  %tf = sitofp i32 %tv to float
  %g = fadd float %f, %tf
  store float %g, ptr addrspace(1) %pp
  %bp = getelementptr [8 x i32], ptr addrspace(1) @buf, i64 0, i64 %i64
  store i32 %tid, ptr addrspace(1) %bp
  %bl = load i32, ptr addrspace(1) %bp
  %bf = sitofp i32 %bl to float
  store float %bf, ptr addrspace(1) %qq
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @first, !"kernel", i32 1}
!1 = !{ptr @first, !"maxntidx", i32 64}
!2 = !{ptr @first, !"maxntidy", i32 1}
!3 = !{ptr @first, !"maxntidz", i32 1}
