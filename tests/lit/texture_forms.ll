; Every texture/surface intrinsic family (ir/texture.h) in each shape of operands: the
; PTX spelling of each form, assembled by ptxas for sm_75, sm_86 and sm_90.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_86 -O0 | CHECK
; RUN: -mcpu=sm_90 | CHECK
; CHECK-LABEL: .entry forms(
; CHECK: tex.1d.v4.f32.s32 {{.*}}{%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}}];
; CHECK-DAG: tex.2d.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%f{{[0-9]+}}, %f{{[0-9]+}}}];
; CHECK-DAG: tex.3d.v4.u32.s32 {{.*}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}, {%r[[X:[0-9]+]], %r{{[0-9]+}}, %r[[Z:[0-9]+]], %r[[Z]]}];
; CHECK: tex.a1d.v4.s32.f32 {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %f{{[0-9]+}}}];
; CHECK: tex.a2d.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %f{{[0-9]+}}, %f[[Y:[0-9]+]], %f[[Y]]}];
; CHECK: tex.level.2d.v4.f32.f32 {{.*}}, %f{{[0-9]+}};
; CHECK: tex.grad.1d.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%f{{[0-9]+}}}], {%f{{[0-9]+}}}, {%f{{[0-9]+}}};
; CHECK: tex.grad.3d.v4.f32.f32 {{.*}}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f[[DX:[0-9]+]], %f[[DX]]}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f[[DY:[0-9]+]], %f[[DY]]};
; CHECK: tld4.g.2d.v4.f32.f32
; CHECK: tld4.a.2d.v4.u32.f32
; CHECK: suld.b.1d.b8.clamp {{.*}}{%rs{{[0-9]+}}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}}];
; CHECK: suld.b.2d.v2.b32.zero {{.*}}{%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd
; CHECK: suld.b.3d.v4.b32.trap
; CHECK: suld.b.a2d.b64.trap {{.*}}{%rd{{[0-9]+}}}, [%rd
; CHECK: sust.b.2d.b32.trap {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], {%r{{[0-9]+}}};
; CHECK: sust.b.1d.v4.b8.zero {{.*}}{%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: sust.b.3d.v2.b16.clamp
; CHECK: txq.width.b32 {{.*}}%r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: txq.num_mipmap_levels.b32
; CHECK: suq.height.b32
; CHECK: suq.array_size.b32
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.v4u32.s32(i64, i32, i32, i32)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.v4s32.f32(i64, i32, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.v4f32.f32(i64, i32, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.grad.v4f32.f32(i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.g.2d.v4f32.f32(i64, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.a.2d.v4u32.f32(i64, float, float)
declare i16 @llvm.nvvm.suld.1d.i8.clamp(i64, i32)
declare { i32, i32 } @llvm.nvvm.suld.2d.v2i32.zero(i64, i32, i32)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.3d.v4i32.trap(i64, i32, i32, i32)
declare i64 @llvm.nvvm.suld.2d.array.i64.trap(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.i32.trap(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.v4i8.zero(i64, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v2i16.clamp(i64, i32, i32, i32, i16, i16)
declare i32 @llvm.nvvm.txq.width(i64)
declare i32 @llvm.nvvm.txq.num.mipmap.levels(i64)
declare i32 @llvm.nvvm.suq.height(i64)
declare i32 @llvm.nvvm.suq.array.size(i64)

define ptx_kernel void @forms(i64 %t, i64 %s, ptr addrspace(1) %o, i32 %i, float %f) {
  %a = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %t, i32 %i)
  %a0 = extractvalue { float, float, float, float } %a, 0
  %b = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %t, float %f, float %a0)
  %b1 = extractvalue { float, float, float, float } %b, 1
  %c = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.v4u32.s32(i64 %t, i32 %i, i32 7, i32 %i)
  %c2 = extractvalue { i32, i32, i32, i32 } %c, 2
  %d = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.v4s32.f32(i64 %t, i32 %c2, float %b1)
  %d3 = extractvalue { i32, i32, i32, i32 } %d, 3
  %e = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.v4f32.f32(i64 %t, i32 %d3, float %f, float 0.5)
  %e0 = extractvalue { float, float, float, float } %e, 0
  %g = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64 %t, float %e0, float %f, float 1.0)
  %g0 = extractvalue { float, float, float, float } %g, 0
  %h = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.grad.v4f32.f32(i64 %t, float %g0, float 0.25, float 0.5)
  %h0 = extractvalue { float, float, float, float } %h, 0
  %j = call { float, float, float, float } @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64 %t, float %h0, float %f, float %f, float 1.0, float 0.0, float 0.0, float 0.0, float 1.0, float 0.0)
  %j0 = extractvalue { float, float, float, float } %j, 0
  %k = call { float, float, float, float } @llvm.nvvm.tld4.unified.g.2d.v4f32.f32(i64 %t, float %j0, float %f)
  %k3 = extractvalue { float, float, float, float } %k, 3
  %l = call { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.a.2d.v4u32.f32(i64 %t, float %k3, float %f)
  %l1 = extractvalue { i32, i32, i32, i32 } %l, 1
  %m = call i16 @llvm.nvvm.suld.1d.i8.clamp(i64 %s, i32 %l1)
  %mz = zext i16 %m to i32
  %n = call { i32, i32 } @llvm.nvvm.suld.2d.v2i32.zero(i64 %s, i32 %mz, i32 %i)
  %n1 = extractvalue { i32, i32 } %n, 1
  %p = call { i32, i32, i32, i32 } @llvm.nvvm.suld.3d.v4i32.trap(i64 %s, i32 %n1, i32 %i, i32 %i)
  %p0 = extractvalue { i32, i32, i32, i32 } %p, 0
  %q = call i64 @llvm.nvvm.suld.2d.array.i64.trap(i64 %s, i32 1, i32 %p0, i32 %i)
  %qt = trunc i64 %q to i32
  call void @llvm.nvvm.sust.b.2d.i32.trap(i64 %s, i32 %i, i32 %i, i32 %qt)
  %qs = trunc i32 %qt to i16
  call void @llvm.nvvm.sust.b.1d.v4i8.zero(i64 %s, i32 %i, i16 %qs, i16 1, i16 2, i16 %qs)
  call void @llvm.nvvm.sust.b.3d.v2i16.clamp(i64 %s, i32 %i, i32 0, i32 %i, i16 %qs, i16 %qs)
  %w = call i32 @llvm.nvvm.txq.width(i64 %t)
  %x = call i32 @llvm.nvvm.txq.num.mipmap.levels(i64 %t)
  %y = call i32 @llvm.nvvm.suq.height(i64 %s)
  %z = call i32 @llvm.nvvm.suq.array.size(i64 %s)
  %s1 = add i32 %w, %x
  %s2 = add i32 %s1, %y
  %s3 = add i32 %s2, %z
  %s4 = add i32 %s3, %l1
  store i32 %s4, ptr addrspace(1) %o
  ret void
}
