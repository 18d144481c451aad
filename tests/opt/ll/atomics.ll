; Atomics as LLVM 16+ writes them (opaque pointers, fmax/fmin, uinc_wrap/udec_wrap),
; expanded for sm_60 (f64 add native, no f16 add, no 16-bit cas) and for sm_90 (f16 and
; bf16 add native, 16-bit cas native).
;
; NVOPT-SM60: -passes=expand_atomics -sm 60 --knob nvptx-strict-atomics=true
; NVOPT-SM90: -passes=expand_atomics -sm 90 --knob nvptx-strict-atomics=true

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, i64 %x, half %h, bfloat %b, double %d, float %f) {
entry:
  %x32 = trunc i64 %x to i32
  %x16 = trunc i64 %x to i16
  %a = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 %x32 syncscope("device") monotonic, align 4
  %b1 = atomicrmw udec_wrap ptr addrspace(1) %p, i64 %x monotonic, align 8
  %c = atomicrmw fmax ptr addrspace(3) %s, float %f syncscope("block") acq_rel, align 4
  %e = atomicrmw fadd ptr addrspace(1) %p, double %d monotonic, align 8
  %g = atomicrmw fadd ptr addrspace(3) %s, half %h monotonic, align 2
  %i = atomicrmw fadd ptr addrspace(1) %p, bfloat %b monotonic, align 2
  %j = cmpxchg ptr addrspace(3) %s, i16 %x16, i16 0 seq_cst seq_cst, align 2
  %k = atomicrmw sub ptr addrspace(1) %p, i32 %x32 monotonic, align 4
  ret void
}

; SM60-LABEL: define void @k(
; SM60: %a = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 %x32 syncscope("device") monotonic
; SM60: atomicrmw.loop:
; SM60: %wrap = or i1 %zero, %above
; SM60: %new = select i1 %wrap, i64 %x, i64 %dec
; SM60: cmpxchg ptr addrspace(1) %p, i64 %loaded, i64 %new monotonic monotonic, align 8
; SM60: atomicrmw.loop{{.*}}:
; SM60: %new{{.*}} = call float @llvm.maxnum.f32(float %val, float %f)
; SM60: cmpxchg ptr addrspace(3) %s, i32 %loaded{{.*}}, i32 %bits syncscope("block") acq_rel acquire, align 4
; SM60: %e = atomicrmw fadd ptr addrspace(1) %p, double %d monotonic
; SM60: %mask{{.*}} = shl i32 65535, %shift
; SM60: fadd half
; SM60: fadd bfloat
; SM60: cmpxchg.loop:
; SM60: cmpxchg ptr addrspace(3) %word{{.*}}, i32 %full.cmp, i32 %full.new seq_cst seq_cst, align 4
; SM60: %neg = sub i32 0, %x32
; SM60-NEXT: %k = atomicrmw add ptr addrspace(1) %p, i32 %neg monotonic
;
; SM90-LABEL: define void @k(
; SM90: %g = atomicrmw fadd ptr addrspace(3) %s, half %h monotonic
; SM90-NEXT: %i = atomicrmw fadd ptr addrspace(1) %p, bfloat %b monotonic
; SM90-NEXT: %j = cmpxchg ptr addrspace(3) %s, i16 %x16, i16 0 seq_cst seq_cst
