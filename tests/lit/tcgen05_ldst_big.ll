; tcgen05.ld/st's widest forms (issue 11, LLVM's tcgen05-ld.ll / tcgen05-st.ll): .x64 of
; 32x32b and 16x128b and .x128 of 16x64b move 64 and 128 registers, one machine instruction
; each (the emitter holds up to 136 operands, NV_EMIT_MAX_OPS); ptxas checks the register
; lists. The engines do not emulate tensor memory.
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_100a -O0 | CHECK
target triple = "nvptx64-nvidia-cuda"

declare <64 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x64(ptr addrspace(6), i1)
declare <128 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x128(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.st.16x128b.x64(ptr addrspace(6), <128 x i32>, i1)

; CHECK-LABEL: .entry k(
; CHECK: tcgen05.ld.sync.aligned.32x32b.x64.b32 {{[{]}}{{(%r[0-9]+, ){63}%r[0-9]+}}{{[}]}}, [%nvcg_taddr];
; CHECK: tcgen05.ld.sync.aligned.16x64b.x128.pack::16b.b32 {{[{]}}{{(%r[0-9]+, ){127}%r[0-9]+}}{{[}]}}, [%nvcg_taddr];
; CHECK: tcgen05.st.sync.aligned.16x128b.x64.b32 [%nvcg_taddr], {{[{]}}{{(%r[0-9]+, ){127}%r[0-9]+}}{{[}]}};
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %a) {
  %t = inttoptr i32 %a to ptr addrspace(6)
  %v = call <64 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x64(ptr addrspace(6) %t, i1 false)
  %w = call <128 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x128(ptr addrspace(6) %t, i1 true)
  call void @llvm.nvvm.tcgen05.st.16x128b.x64(ptr addrspace(6) %t, <128 x i32> %w, i1 false)
  %e = extractelement <64 x i32> %v, i32 63
  %f = extractelement <128 x i32> %w, i32 127
  %s = add i32 %e, %f
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
