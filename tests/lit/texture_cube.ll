; Cube maps and cube-map arrays (ir/texture.h): llvm.nvvm.tex.unified.cube[.array][.level]
; select to tex[.level].cube / tex[.level].acube with four coordinates ({x, y, z, z} /
; {cube, x, y, z}), as llc-14 spells them; ptxas assembles them for sm_75, sm_86 and sm_90.
; Both engines run them on cube-map images (tools/nvcgrun/texture.h: tex:...:cube, faces
; chosen by the major axis, clamped within a face) and must agree bit for bit.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_86 -O0 | CHECK
; RUN: -mcpu=sm_90 | CHECK
; CHECK-LABEL: .entry cube(
; CHECK: tex.cube.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f[[Z:[0-9]+]], %f[[Z]]}];
; CHECK: tex.level.cube.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f[[Z2:[0-9]+]], %f[[Z2]]}], %f{{[0-9]+}};
; CHECK: tex.cube.v4.u32.f32 {{.*}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd
; CHECK-LABEL: .entry acube(
; CHECK: tex.acube.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}];
; CHECK: tex.level.acube.v4.s32.f32 {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}], %f{{[0-9]+}};
; CHECK: txq.array_size.b32
; EXEC: -mcpu=sm_75 | cube 2 32 tex:rgba8:4x4:rand:3:cube:filter=linear buf:f32:192:rand:4 buf:f32:256:zero buf:i32:64:zero
; EXEC: -mcpu=sm_86 -O0 | cube 1 64 tex:r32f:8x8:rand:5:cube:levels=4:mipfilter=linear:filter=linear buf:f32:192:rand:6 buf:f32:256:zero buf:i32:64:zero
; EXEC: -mcpu=sm_90 | cube 1 32 tex:rgba8ui:2x2:iota:cube buf:f32:96:rand:7 buf:f32:128:zero buf:i32:32:zero
; EXEC: -mcpu=sm_75 -O2 | acube 2 32 tex:rgba16f:4x4:rand:8:cube:layers=3:levels=3:filter=linear buf:f32:192:rand:9 buf:f32:256:zero buf:i32:256:zero
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.level.v4f32.f32(i64, float, float, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.v4u32.f32(i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.v4f32.f32(i64, i32, float, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.array.level.v4s32.f32(i64, i32, float, float, float, float)
declare i32 @llvm.nvvm.txq.array.size(i64)
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

; thread i: direction d[3i..3i+2] (in [-1, 1)); out[4i..] the base-level sample, plus the
; level (i mod 8) * 0.5 - 1 sample's first channel and the u32 read's, summed / xored
define ptx_kernel void @cube(i64 %t, ptr addrspace(1) %d, ptr addrspace(1) %out, ptr addrspace(1) %iout) {
  %i = call i32 @gid()
  %j = mul i32 %i, 3
  %px = getelementptr float, ptr addrspace(1) %d, i32 %j
  %x = load float, ptr addrspace(1) %px
  %py = getelementptr float, ptr addrspace(1) %px, i32 1
  %y = load float, ptr addrspace(1) %py
  %pz = getelementptr float, ptr addrspace(1) %px, i32 2
  %z = load float, ptr addrspace(1) %pz
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64 %t, float %x, float %y, float %z)
  %m = and i32 %i, 7
  %mf = sitofp i32 %m to float
  %lod0 = fmul float %mf, 5.000000e-01
  %lod = fsub float %lod0, 1.000000e+00
  %l = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.level.v4f32.f32(i64 %t, float %x, float %y, float %z, float %lod)
  %s0 = extractvalue { float, float, float, float } %s, 0
  %s1 = extractvalue { float, float, float, float } %s, 1
  %s2 = extractvalue { float, float, float, float } %s, 2
  %l0 = extractvalue { float, float, float, float } %l, 0
  %o = shl i32 %i, 2
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %s0, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  store float %s1, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %s2, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 3
  store float %l0, ptr addrspace(1) %p3
  %u = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.v4u32.f32(i64 %t, float %x, float %y, float %z)
  %u0 = extractvalue { i32, i32, i32, i32 } %u, 0
  %u3 = extractvalue { i32, i32, i32, i32 } %u, 3
  %ux = xor i32 %u0, %u3
  %pi = getelementptr i32, ptr addrspace(1) %iout, i32 %i
  store i32 %ux, ptr addrspace(1) %pi
  ret void
}

; thread i: cube (i mod 5) - 1 (clamped to the array), direction d[3i..]; out[4i..] the
; base-level sample; iout[4i..] the s32 read at level (i mod 4) - 0.75, and the array size
define ptx_kernel void @acube(i64 %t, ptr addrspace(1) %d, ptr addrspace(1) %out, ptr addrspace(1) %iout) {
  %i = call i32 @gid()
  %j = mul i32 %i, 3
  %px = getelementptr float, ptr addrspace(1) %d, i32 %j
  %x = load float, ptr addrspace(1) %px
  %py = getelementptr float, ptr addrspace(1) %px, i32 1
  %y = load float, ptr addrspace(1) %py
  %pz = getelementptr float, ptr addrspace(1) %px, i32 2
  %z = load float, ptr addrspace(1) %pz
  %m5 = urem i32 %i, 5
  %c = sub i32 %m5, 1
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.v4f32.f32(i64 %t, i32 %c, float %x, float %y, float %z)
  %s0 = extractvalue { float, float, float, float } %s, 0
  %s1 = extractvalue { float, float, float, float } %s, 1
  %s2 = extractvalue { float, float, float, float } %s, 2
  %s3 = extractvalue { float, float, float, float } %s, 3
  %o = shl i32 %i, 2
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %s0, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  store float %s1, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %s2, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 3
  store float %s3, ptr addrspace(1) %p3
  %m4 = and i32 %i, 3
  %mf = sitofp i32 %m4 to float
  %lod = fsub float %mf, 7.500000e-01
  %l = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.array.level.v4s32.f32(i64 %t, i32 %c, float %x, float %y, float %z, float %lod)
  %l0 = extractvalue { i32, i32, i32, i32 } %l, 0
  %l1 = extractvalue { i32, i32, i32, i32 } %l, 1
  %l2 = extractvalue { i32, i32, i32, i32 } %l, 2
  %n = call i32 @llvm.nvvm.txq.array.size(i64 %t)
  %q0 = getelementptr i32, ptr addrspace(1) %iout, i32 %o
  store i32 %l0, ptr addrspace(1) %q0
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  store i32 %l1, ptr addrspace(1) %q1
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  store i32 %l2, ptr addrspace(1) %q2
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 3
  store i32 %n, ptr addrspace(1) %q3
  ret void
}
