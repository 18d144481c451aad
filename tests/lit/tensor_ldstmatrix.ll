; ldmatrix (sm_75) and stmatrix (sm_90): .x1/.x2/.x4, .trans, shared and generic pointers.
; RUN: -mcpu=sm_90 | CHECK
; ERROR: -mcpu=sm_80 | 'stmatrix.sync.aligned.m8n8.x1.b16' needs sm_90 or later, but the target is sm_80
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3))
declare {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p0(ptr)
declare {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3), i32, i32, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p0(ptr, i32)

define void @k(ptr addrspace(3) %s, ptr %p) {
; CHECK-LABEL: .func k(
; CHECK: ldmatrix.sync.aligned.m8n8.x1.shared.b16 {{[[:space:]]*}}{%r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.b16 {{[[:space:]]*}}{%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {{[[:space:]]*}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {{[[:space:]]*}}[%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: stmatrix.sync.aligned.m8n8.x1.b16 {{[[:space:]]*}}[%rd{{[0-9]+}}], {%r{{[0-9]+}}};
  %a = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %s)
  %b = call {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p0(ptr %p)
  %c = call {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %s)
  %b1 = extractvalue {i32, i32} %b, 1
  %c3 = extractvalue {i32, i32, i32, i32} %c, 3
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %s, i32 %a, i32 %b1, i32 %c3, i32 %a)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p0(ptr %p, i32 %c3)
  ret void
}
