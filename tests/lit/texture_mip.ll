; Mip levels (tools/nvcgrun/texture.h, levels=N): tex.level and tex.grad on mipmapped 1d,
; 2d, 3d and layered images, point and linear filtering between levels, the LOD clamped to
; [0, levels - 1], txq.num_mipmap_levels. Both engines must agree bit for bit (the values
; themselves are checked against tests/texture/oracle.py's model in suite 68-texture).
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_90 -O0 | CHECK
; CHECK-LABEL: .entry mip(
; CHECK: tex.level.2d.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%f{{[0-9]+}}, %f{{[0-9]+}}}], %f{{[0-9]+}};
; CHECK: tex.grad.2d.v4.f32.f32 {{.*}}, {%f{{[0-9]+}}, %f{{[0-9]+}}}, {%f{{[0-9]+}}, %f{{[0-9]+}}};
; CHECK: txq.num_mipmap_levels.b32
; CHECK-LABEL: .entry mip3(
; CHECK: tex.grad.3d.v4.f32.f32
; CHECK: tex.level.a2d.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}], %f{{[0-9]+}};
; EXEC: -mcpu=sm_75 | mip 2 32 tex:rgba8:16x8:rand:1:coords=normalized:levels=5:filter=linear:mipfilter=linear buf:f32:320:rand:2 buf:f32:512:zero
; EXEC: -mcpu=sm_75 -O0 | mip 1 64 tex:r32f:9x5:rand:3:coords=normalized:levels=4:address=mirror buf:f32:320:rand:4 buf:f32:512:zero
; EXEC: -mcpu=sm_90 | mip 1 64 tex:rgba16f:32x32:rand:5:coords=normalized:levels=6:mipfilter=linear:address=border buf:f32:320:rand:6 buf:f32:512:zero
; EXEC: -mcpu=sm_86 | mip3 2 32 tex:r32f:8x4x4:rand:7:coords=normalized:levels=4:filter=linear:mipfilter=linear tex:rgba8:8x8:rand:8:coords=normalized:levels=4:layers=3:mipfilter=linear buf:f32:320:rand:9 buf:f32:512:zero
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64, float, float, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.level.v4f32.f32(i64, i32, float, float, float)
declare i32 @llvm.nvvm.txq.num.mipmap.levels(i64)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define internal i32 @gid() {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %bx, %nt
  %i = add i32 %b, %tx
  ret i32 %i
}

define internal float @ld(ptr addrspace(1) %c, i32 %i, i32 %j) {
  %b = mul i32 %i, 5
  %o = add i32 %b, %j
  %p = getelementptr float, ptr addrspace(1) %c, i32 %o
  %v = load float, ptr addrspace(1) %p
  ret float %v
}

define internal void @st(ptr addrspace(1) %out, i32 %i, i32 %j, float %v) {
  %b = shl i32 %i, 3
  %o = add i32 %b, %j
  %p = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %v, ptr addrspace(1) %p
  ret void
}

; thread i: c[5i..5i+4] in [-1, 1): (u, v) = (c0, c1) * 1.5; the level c2 * 4 (negative
; ones clamp to 0, large ones to the last level); gradients (c3, c4) and (c4 * 0.25, c3).
; out[8i..8i+7]: the level sample's four channels, the gradient sample's first three and
; the level count.
define ptx_kernel void @mip(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out) {
  %i = call i32 @gid()
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 1)
  %c2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 2)
  %c3 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3)
  %c4 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 4)
  %u = fmul float %c0, 1.500000e+00
  %v = fmul float %c1, 1.500000e+00
  %lod = fmul float %c2, 4.000000e+00
  %g = fmul float %c4, 2.500000e-01
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64 %t, float %u, float %v, float %lod)
  %r = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64 %t, float %u, float %v, float %c3, float %c4, float %g, float %c3)
  %n = call i32 @llvm.nvvm.txq.num.mipmap.levels(i64 %t)
  %s0 = extractvalue { float, float, float, float } %s, 0
  %s1 = extractvalue { float, float, float, float } %s, 1
  %s2 = extractvalue { float, float, float, float } %s, 2
  %s3 = extractvalue { float, float, float, float } %s, 3
  %r0 = extractvalue { float, float, float, float } %r, 0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %nf = bitcast i32 %n to float
  call void @st(ptr addrspace(1) %out, i32 %i, i32 0, float %s0)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 1, float %s1)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 2, float %s2)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 3, float %s3)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 4, float %r0)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 5, float %r1)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 6, float %r2)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 7, float %nf)
  ret void
}

; a 3d texture sampled with gradients (c3, c4, c2) and (c4, c2, c3) at (c0, c1, c2) and a
; layered 2d one at layer (i mod 4) - 1, level c2 * 3
define ptx_kernel void @mip3(i64 %t3, i64 %ta, ptr addrspace(1) %c, ptr addrspace(1) %out) {
  %i = call i32 @gid()
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 1)
  %c2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 2)
  %c3 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3)
  %c4 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 4)
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64 %t3, float %c0, float %c1, float %c2, float %c3, float %c4, float %c2, float %c4, float %c2, float %c3)
  %m = and i32 %i, 3
  %l = sub i32 %m, 1
  %lod = fmul float %c2, 3.000000e+00
  %r = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.level.v4f32.f32(i64 %ta, i32 %l, float %c0, float %c1, float %lod)
  %s0 = extractvalue { float, float, float, float } %s, 0
  %r0 = extractvalue { float, float, float, float } %r, 0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %r3 = extractvalue { float, float, float, float } %r, 3
  call void @st(ptr addrspace(1) %out, i32 %i, i32 0, float %s0)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 1, float %r0)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 2, float %r1)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 3, float %r2)
  call void @st(ptr addrspace(1) %out, i32 %i, i32 4, float %r3)
  ret void
}
