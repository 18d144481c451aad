; Warpgroup MMA (sm_90a only: ptxas refuses wgmma on sm_90 and on sm_100a and later).
; LLVM has intrinsics for the control instructions (fence, commit_group, wait_group);
; wgmma.mma_async itself is written as inline asm (CUTLASS, Triton), which passes through
; with its "+f" accumulators and "l" matrix descriptors.
; RUN: -mcpu=sm_90a | CHECK
; RUN: -mcpu=sm_90a -O0 | CHECK
; ERROR: -mcpu=sm_90 | 'wgmma.wait_group.sync.aligned' needs the target sm_90a, but the target is sm_90
; ERROR: -mcpu=sm_100a | 'wgmma.wait_group.sync.aligned' needs the target sm_90a, but the target is sm_100a
; REFUSED: -mcpu=sm_90a | ir k 1 128 buf:f32:1:zero | nvcgrun does not execute @llvm.nvvm.wgmma.fence.sync.aligned: warpgroup MMA
; REFUSED: -mcpu=sm_90a | ptx k 1 128 buf:f32:1:zero | unsupported instruction 'wgmma.fence.sync.aligned': nvcgrun does not emulate warpgroup MMA
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)

define ptx_kernel void @k(ptr addrspace(1) %out, i64 %da, i64 %db) {
; CHECK-LABEL: .entry k(
; CHECK: wgmma.fence.sync.aligned;
; CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, 1, 1, 1, 0, 0;
; CHECK: wgmma.commit_group.sync.aligned;
; CHECK: wgmma.wait_group.sync.aligned 0;
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %acc = call { float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, 1, 1, 1, 0, 0;", "=f,=f,=f,=f,l,l,0,1,2,3"(i64 %da, i64 %db, float 0.0, float 0.0, float 0.0, float 0.0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %a0 = extractvalue { float, float, float, float } %acc, 0
  %a1 = extractvalue { float, float, float, float } %acc, 1
  %a2 = extractvalue { float, float, float, float } %acc, 2
  %a3 = extractvalue { float, float, float, float } %acc, 3
  %s0 = fadd float %a0, %a1
  %s1 = fadd float %a2, %a3
  %s = fadd float %s0, %s1
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
