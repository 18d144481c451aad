; tcgen05.ld / tcgen05.st (selection only): every shape, .pack::16b / .unpack::16b from the
; constant flag, 16x32bx2's immediate half-split offset; a <n x i32> moves as n registers.
; nvcg selects up to 32 registers (larger forms are an error).
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_100f -O0 | CHECK
; ERROR: -mcpu=sm_90a | 'tcgen05.wait::st.sync.aligned' needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_90a
; REFUSED: -mcpu=sm_100a | ir k 1 32 buf:i32:64:zero | nvcgrun does not execute @llvm.nvvm.tcgen05.ld.32x32b.x1: tensor memory (tcgen05) is not emulated
; REFUSED: -mcpu=sm_100a | ptx k 1 32 buf:i32:64:zero | nvcgrun does not emulate tensor memory (tcgen05)
target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global i32 undef, align 4

declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x4(ptr addrspace(6), i1)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x2(ptr addrspace(6), i1)
declare <32 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x8(ptr addrspace(6), i1)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6), i64, i1)
declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1)
declare void @llvm.nvvm.tcgen05.st.16x256b.x1(ptr addrspace(6), <4 x i32>, i1)
declare void @llvm.nvvm.tcgen05.st.32x32b.x32(ptr addrspace(6), <32 x i32>, i1)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6), i64, <2 x i32>, i1)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()

; CHECK-LABEL: .entry k(
; CHECK: tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r{{[0-9]+}}}, [%nvcg_taddr];
; CHECK: tcgen05.ld.sync.aligned.16x64b.x4.pack::16b.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%nvcg_taddr];
; CHECK: tcgen05.ld.sync.aligned.16x128b.x2.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%nvcg_taddr];
; CHECK: tcgen05.ld.sync.aligned.16x256b.x8.b32 {{[{](%r[0-9]+, ){31}%r[0-9]+[}]}}, [%nvcg_taddr];
; CHECK: tcgen05.ld.sync.aligned.16x32bx2.x2.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%nvcg_taddr], 16;
; CHECK: tcgen05.wait::ld.sync.aligned;
; CHECK: tcgen05.st.sync.aligned.32x32b.x1.b32 [%nvcg_taddr], {%r{{[0-9]+}}};
; CHECK: tcgen05.st.sync.aligned.16x256b.x1.unpack::16b.b32 [%nvcg_taddr], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: tcgen05.st.sync.aligned.16x32bx2.x2.unpack::16b.b32 [%nvcg_taddr], 8, {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: tcgen05.st.sync.aligned.32x32b.x32.b32 [%nvcg_taddr], {{[{](%r[0-9]+, ){31}%r[0-9]+[}]}};
; CHECK: tcgen05.wait::st.sync.aligned;
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(3) @slot, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  %v1 = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  %v4 = call <4 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x4(ptr addrspace(6) %t, i1 true)
  %w4 = call <4 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x2(ptr addrspace(6) %t, i1 false)
  %v32 = call <32 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x8(ptr addrspace(6) %t, i1 false)
  %v2 = call <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6) %t, i64 16, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  %s4 = add <4 x i32> %v4, %w4
  %e = extractelement <32 x i32> %v32, i32 31
  %e2 = extractelement <2 x i32> %v2, i32 1
  %x = add i32 %v1, %e
  %y = add i32 %x, %e2
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 %y, i1 false)
  call void @llvm.nvvm.tcgen05.st.16x256b.x1(ptr addrspace(6) %t, <4 x i32> %s4, i1 true)
  call void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6) %t, i64 8, <2 x i32> %v2, i1 true)
  call void @llvm.nvvm.tcgen05.st.32x32b.x32(ptr addrspace(6) %t, <32 x i32> %v32, i1 false)
  call void @llvm.nvvm.tcgen05.wait.st()
  store <4 x i32> %s4, ptr addrspace(1) %out, align 16
  ret void
}
