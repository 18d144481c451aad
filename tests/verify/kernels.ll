; Kernels return void and are launched, not called; launch bounds on a device function
; are accepted and ignored with a warning (as LLVM does); a reqntid shape must fit in maxntid.
; EXPECT: in function @k: a kernel must return void, not i32
; EXPECT: kernels.ll:15:3: error: in function @caller, block %entry: instruction 'call void @k2()': calls kernel @k2 (kernels can only be launched)
; EXPECT: warning: in function @caller: launch bounds (maxntid, reqntid, minctasm, maxnreg, cluster_dim, maxclusterrank) apply to kernels only; ignored on a device function
; EXPECT: in function @k2: reqntid asks for 512 threads per block but maxntid allows at most 256
define i32 @k() {
  ret i32 0
}
define void @k2() {
  ret void
}
define void @caller() {
entry:
  call void @k2()
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k2, !"kernel", i32 1}
!2 = !{ptr @caller, !"maxntidx", i32 64}
!3 = !{ptr @k2, !"maxntidx", i32 256}
!4 = !{ptr @k2, !"reqntidx", i32 512}
