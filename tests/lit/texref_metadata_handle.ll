; The older form of llvm.nvvm.texsurf.handle (NVVM IR's specification: the first operand
; metadata holding the texture or surface variable, the second the variable) is the same
; handle as llvm.nvvm.texsurf.handle.internal: the reader reads each call as the .internal
; form. The metadata may be the variable (`metadata ptr addrspace(1) @tex`), a node written
; in place, or numbered metadata, as long as the variable is the only global it holds
; (err_texref_metadata_mismatch.ll); the declaration (metadata parameter) is dropped.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_90 -O0 | CHECK
; CHECK: .global .texref tex;
; CHECK: .global .surfref srf;
; CHECK-LABEL: .entry k(
; CHECK-NOT: mov.u64
; CHECK-DAG: tex.1d.v4.f32.s32 {{.*}}, [tex, {%r{{[0-9]+}}}];
; CHECK-DAG: txq.width.b32 {{.*}}%r{{[0-9]+}}, [tex];
; CHECK-DAG: suld.b.1d.b32.trap {{.*}}, [srf, {%r{{[0-9]+}}}];
; CHECK: ret;
; EXEC: -mcpu=sm_75 | k 1 16 buf:f32:16:zero tex=tex:r32f:16:rand:4 srf=surf:r32i:64:iota
; EXEC: -mcpu=sm_90 -O0 | k 1 16 buf:f32:16:zero tex=tex:r32f:16:rand:4 srf=surf:r32i:64:iota
target triple = "nvptx64-nvidia-cuda"
@tex = internal addrspace(1) global i64 undef, align 8
@srf = internal addrspace(1) global i64 undef, align 8
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
declare i32 @llvm.nvvm.txq.width(i64)
declare i32 @llvm.nvvm.suld.1d.i32.trap(i64, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
declare i64 @llvm.nvvm.texsurf.handle.p1i64(metadata, ptr addrspace(1))
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @tex, ptr addrspace(1) @tex)
  %h2 = tail call i64 @llvm.nvvm.texsurf.handle.p1i64(metadata !3, ptr addrspace(1) @tex)
  %hs = call i64 @llvm.nvvm.texsurf.handle.p1(metadata !{ptr addrspace(1) @srf, !"surface", i32 1}, ptr addrspace(1) @srf)
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %h, i32 %t)
  %v0 = extractvalue { float, float, float, float } %v, 0
  %w = call i32 @llvm.nvvm.txq.width(i64 %h2)
  %b = shl i32 %t, 2
  %s = call i32 @llvm.nvvm.suld.1d.i32.trap(i64 %hs, i32 %b)
  %ws = add i32 %w, %s
  %wf = sitofp i32 %ws to float
  %r = fadd float %v0, %wf
  %p = getelementptr float, ptr addrspace(1) %o, i32 %t
  store float %r, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!2 = !{ptr addrspace(1) @srf, !"surface", i32 1}
!3 = !{ptr addrspace(1) @tex, !"texture", i32 1}
