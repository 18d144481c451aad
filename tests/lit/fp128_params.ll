; fp128 as a parameter and return storage type (issue 11): PTX has no 128-bit float, so an
; fp128 travels as the i128 of its bits, in a 16-byte .param (.align 16 .b8 [16]) read and
; written as two .b64 parts, low part first (ld.param.v2.b64 / st.param.v2.b64), as LLVM
; passes it; below sm_70 / PTX 8.3 too. Device functions take, return and pass fp128 values
; through, select between them, negate them (a sign flip) and store them; both engines agree.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_90 -O0 | CHECK
; RUN: -mcpu=sm_100a | CHECK
; EXEC: -mcpu=sm_75 | k 1 64 buf:i64:128:rand:41 buf:i64:256:zero
; EXEC: -mcpu=sm_90 -O0 | k 1 64 buf:i64:128:rand:42 buf:i64:256:zero
target triple = "nvptx64-nvidia-cuda"

define fp128 @identity(fp128 %x) noinline {
  ret fp128 %x
}

define fp128 @pick(i1 %c, fp128 %a, fp128 %b) noinline {
  %n = fneg fp128 %b
  %r = select i1 %c, fp128 %a, fp128 %n
  %s = call fp128 @identity(fp128 %r)
  ret fp128 %s
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = mul i32 %t, 2
  %p = getelementptr i64, ptr addrspace(1) %in, i32 %i
  %a = load fp128, ptr addrspace(1) %p, align 16
  %j = xor i32 %i, 2
  %q = getelementptr i64, ptr addrspace(1) %in, i32 %j
  %b = load fp128, ptr addrspace(1) %q, align 16
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 1
  %r0 = call fp128 @pick(i1 %c, fp128 %a, fp128 %b)
  %r1 = call fp128 @identity(fp128 %b)
  %o = mul i32 %t, 4
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %o
  store fp128 %r0, ptr addrspace(1) %po, align 16
  %po1 = getelementptr i64, ptr addrspace(1) %po, i32 2
  store fp128 %r1, ptr addrspace(1) %po1, align 16
  ret void
}
; CHECK-LABEL: // .globl identity
; CHECK-NEXT: .func (.param .align 16 .b8 func_retval0[16]) identity(
; CHECK-NEXT: .param .align 16 .b8 identity_param_0[16]
; CHECK: ld.param.v2.{{[bu]}}64 {{.*}}[identity_param_0];
; CHECK: st.param.v2.{{[bu]}}64 [func_retval0], {
; CHECK-LABEL: // .globl pick
; CHECK-NEXT: .func (.param .align 16 .b8 func_retval0[16]) pick(
; CHECK: .param .align 16 .b8 pick_param_1[16]
; CHECK: .param .align 16 .b8 pick_param_2[16]
; CHECK: call.uni (retval0), identity,
; CHECK-LABEL: .entry k(
; CHECK: .param .align 16 .b8 param1[16];
; CHECK: st.param.v2.{{[bu]}}64 [param1], {
; CHECK: call.uni (retval0), pick,

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
