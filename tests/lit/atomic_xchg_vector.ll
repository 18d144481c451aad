; atomicrmw xchg on small vectors (LLVM accepts any 16/32/64/128-bit vector) exchanges the
; bits: 32/64 bits with atom.exch, 16 bits (as every 16-bit exchange) with a compare-and-
; swap loop on the containing 32-bit word. (The ir engine does not run vector atomics:
; FileCheck and ptxas only.)
; RUN: -mcpu=sm_80 | CHECK
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, <2 x half> %h, <4 x i16> %s, <2 x i8> %b) {
  %a = atomicrmw xchg ptr addrspace(1) %p, <2 x half> %h monotonic, align 4
  %q = getelementptr i8, ptr addrspace(1) %p, i64 8
  %c = atomicrmw xchg ptr addrspace(1) %q, <4 x i16> %s seq_cst, align 8
  %r = getelementptr i8, ptr addrspace(1) %p, i64 16
  %d = atomicrmw xchg ptr addrspace(1) %r, <2 x i8> %b monotonic, align 2
  store <2 x half> %a, ptr addrspace(1) %p
  store <4 x i16> %c, ptr addrspace(1) %q
  store <2 x i8> %d, ptr addrspace(1) %r
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK: atom.global.exch.b32
; CHECK: atom.{{.*}}global.exch.b64
; CHECK: atom.global.cas.b32
