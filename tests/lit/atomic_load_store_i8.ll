; Atomic (ordered) loads and stores of i8: PTX's memory-model ld/st take 8-bit types, so an
; i8 load atomic / store atomic is ld.<sem>.<scope>.u8 / st.<sem>.<scope>.u8 of a 16-bit
; register, as LLVM gives them, not a refusal; an i16 one next to it is unchanged. Each
; thread increments its own byte, and the ir and ptx engines agree.
; RUN: -mcpu=sm_75 | SM75
; RUN: -mcpu=sm_90 | SM90
; EXEC: -mcpu=sm_75 | k 1 32 buf:i8:64:iota buf:i16:32:iota
; EXEC: -mcpu=sm_90 -O0 | k 1 32 buf:i8:64:iota buf:i16:32:iota
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; SM75-LABEL: .entry k(
; SM75: ld.relaxed.gpu.global.u8
; SM75: st.relaxed.gpu.global.u8
; SM75: ld.acquire.sys.global.u8
; SM75: st.release.sys.global.u8
; SM75: ld.relaxed.cta.global.u16
; SM90-LABEL: .entry k(
; SM90: ld.relaxed.gpu.global.u8
; SM90: st.relaxed.gpu.global.u8
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %h) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i8, ptr addrspace(1) %p, i32 %t
  %a = load atomic i8, ptr addrspace(1) %q syncscope("device") monotonic, align 1
  %a1 = add i8 %a, 1
  store atomic i8 %a1, ptr addrspace(1) %q syncscope("device") monotonic, align 1
  %q2 = getelementptr i8, ptr addrspace(1) %q, i32 32
  %b = load atomic i8, ptr addrspace(1) %q2 acquire, align 1
  %b1 = mul i8 %b, 3
  store atomic i8 %b1, ptr addrspace(1) %q2 release, align 1
  %qh = getelementptr i16, ptr addrspace(1) %h, i32 %t
  %c = load atomic i16, ptr addrspace(1) %qh syncscope("block") monotonic, align 2
  %c1 = add i16 %c, 7
  store atomic i16 %c1, ptr addrspace(1) %qh syncscope("block") monotonic, align 2
  ret void
}

; SM90-LABEL: .entry cl(
; SM90: ld.relaxed.cluster.global.u8
; SM90: st.relaxed.cluster.global.u8
define ptx_kernel void @cl(ptr addrspace(1) %p) {
  %a = load atomic i8, ptr addrspace(1) %p syncscope("cluster") monotonic, align 1
  %a1 = xor i8 %a, 85
  store atomic i8 %a1, ptr addrspace(1) %p syncscope("cluster") monotonic, align 1
  ret void
}
