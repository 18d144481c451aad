; Cube gradients and gathers beyond LLVM's NVVM table (ir/texture.h): PTX has tex.grad on
; .cube / .acube (gradients are .v4.f32 vectors whose fourth element is ignored) and tld4
; on .a2d / .cube / .acube; nvcg names them llvm.nvvm.tex.unified.cube[.array].grad.* and
; llvm.nvvm.tld4.unified.<c>.{2d.array,cube,cube.array}.*. ptxas assembles them for sm_75,
; sm_86 and sm_90; both engines run them (tools/nvcgrun/texture.h: a cube's gradients are
; projected into the selected face) and must agree bit for bit. The filter oracle
; (tests/texture/oracle.py) checks the same forms against its Python model.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_86 -O0 | CHECK
; RUN: -mcpu=sm_90 | CHECK
; CHECK: tex.grad.cube.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f[[Z:[0-9]+]], %f[[Z]]}], {%f{{[0-9]+}}, %f{{[0-9]+}}, %f[[G:[0-9]+]], %f[[G]]}, {
; CHECK-SAME: %f[[H:[0-9]+]], %f[[H]]};
; CHECK: tex.grad.acube.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}], {%f{{[0-9]+}}, %f{{[0-9]+}}, %f[[G2:[0-9]+]], %f[[G2]]}, {
; CHECK-LABEL: .entry gather(
; CHECK: tld4.a.acube.v4.u32.f32 {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}];
; CHECK: tld4.g.cube.v4.f32.f32 {{.*}}[%rd{{[0-9]+}}, {%f{{[0-9]+}}, %f{{[0-9]+}}, %f[[Z2:[0-9]+]], %f[[Z2]]}];
; CHECK-LABEL: .entry gather_a2d(
; CHECK: tld4.r.a2d.v4.s32.f32 {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %f{{[0-9]+}}, %f[[Y:[0-9]+]], %f[[Y]]}];
; EXEC: -mcpu=sm_75 | grad 2 32 tex:rgba8:8x8:rand:3:cube:levels=4:filter=linear:mipfilter=linear buf:f32:576:rand:4 buf:f32:256:zero
; EXEC: -mcpu=sm_86 -O0 | grad_a 1 64 tex:r32f:16x16:rand:5:cube:layers=3:levels=5 buf:f32:576:rand:6 buf:f32:256:zero
; EXEC: -mcpu=sm_90 | gather 2 32 tex:rgba8ui:4x4:rand:7:cube:layers=2 buf:f32:576:rand:8 buf:f32:256:zero
; EXEC: -mcpu=sm_75 -O2 | gather_a2d 1 32 tex:r8i:5x3:rand:9:layers=3:coords=normalized:address=mirror buf:f32:64:rand:10 buf:f32:128:zero
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.grad.v4f32.f32(i64, i32, float, float, float, float, float, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.g.cube.v4f32.f32(i64, float, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.a.cube.array.v4u32.f32(i64, i32, float, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.r.2d.array.v4s32.f32(i64, i32, float, float)
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

define internal float @ld(ptr addrspace(1) %d, i32 %i, i32 %k) {
  %b = mul i32 %i, 9
  %o = add i32 %b, %k
  %p = getelementptr float, ptr addrspace(1) %d, i32 %o
  %v = load float, ptr addrspace(1) %p
  ret float %v
}

; thread i: direction d[9i..9i+2], gradients d[9i+3..9i+5] and d[9i+6..9i+8] (in
; [-1, 1)); out[4i..] the cube map's sample (grad), or cube (i mod 3) - 1's of a cube-map
; array (grad_a)
define internal void @grad_body(i64 %t, ptr addrspace(1) %d, ptr addrspace(1) %out, i1 %arr) {
  %i = call i32 @gid()
  %x = call float @ld(ptr addrspace(1) %d, i32 %i, i32 0)
  %y = call float @ld(ptr addrspace(1) %d, i32 %i, i32 1)
  %z = call float @ld(ptr addrspace(1) %d, i32 %i, i32 2)
  %a = call float @ld(ptr addrspace(1) %d, i32 %i, i32 3)
  %b = call float @ld(ptr addrspace(1) %d, i32 %i, i32 4)
  %c = call float @ld(ptr addrspace(1) %d, i32 %i, i32 5)
  %e = call float @ld(ptr addrspace(1) %d, i32 %i, i32 6)
  %f = call float @ld(ptr addrspace(1) %d, i32 %i, i32 7)
  %g = call float @ld(ptr addrspace(1) %d, i32 %i, i32 8)
  %m = urem i32 %i, 3
  %l = sub i32 %m, 1
  br i1 %arr, label %acube, label %cube
cube:
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64 %t, float %x, float %y, float %z, float %a, float %b, float %c, float %e, float %f, float %g)
  br label %st
acube:
  %sa = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.grad.v4f32.f32(i64 %t, i32 %l, float %x, float %y, float %z, float %a, float %b, float %c, float %e, float %f, float %g)
  br label %st
st:
  %r = phi { float, float, float, float } [ %s, %cube ], [ %sa, %acube ]
  %r0 = extractvalue { float, float, float, float } %r, 0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %r3 = extractvalue { float, float, float, float } %r, 3
  %o = shl i32 %i, 2
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %r0, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  store float %r1, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %r2, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 3
  store float %r3, ptr addrspace(1) %p3
  ret void
}

define ptx_kernel void @grad(i64 %t, ptr addrspace(1) %d, ptr addrspace(1) %out) {
  call void @grad_body(i64 %t, ptr addrspace(1) %d, ptr addrspace(1) %out, i1 false)
  ret void
}

define ptx_kernel void @grad_a(i64 %t, ptr addrspace(1) %d, ptr addrspace(1) %out) {
  call void @grad_body(i64 %t, ptr addrspace(1) %d, ptr addrspace(1) %out, i1 true)
  ret void
}

; thread i: tld4.a in direction d[9i..9i+2] of cube (i mod 3) - 1 of a cube-map array;
; out[4i..] the four gathered texels (u32)
define ptx_kernel void @gather(i64 %t, ptr addrspace(1) %d, ptr addrspace(1) %out) {
  %i = call i32 @gid()
  %x = call float @ld(ptr addrspace(1) %d, i32 %i, i32 0)
  %y = call float @ld(ptr addrspace(1) %d, i32 %i, i32 1)
  %z = call float @ld(ptr addrspace(1) %d, i32 %i, i32 2)
  %m = urem i32 %i, 3
  %l = sub i32 %m, 1
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.a.cube.array.v4u32.f32(i64 %t, i32 %l, float %x, float %y, float %z)
  %r0 = extractvalue { i32, i32, i32, i32 } %r, 0
  %r1 = extractvalue { i32, i32, i32, i32 } %r, 1
  %r2 = extractvalue { i32, i32, i32, i32 } %r, 2
  %r3 = extractvalue { i32, i32, i32, i32 } %r, 3
  %o = shl i32 %i, 2
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %r0, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %r1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %r2, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %r3, ptr addrspace(1) %p3
  %q = icmp eq i32 %i, 1000
  br i1 %q, label %cube, label %done
cube:
  ; a cube map's gather; never run here (the image is a cube-map array), assembled by ptxas
  %s = call { float, float, float, float } @llvm.nvvm.tld4.unified.g.cube.v4f32.f32(i64 %t, float %x, float %y, float %z)
  %s0 = extractvalue { float, float, float, float } %s, 0
  store float %s0, ptr addrspace(1) %p0
  br label %done
done:
  ret void
}

; thread i: tld4.r at (d[2i], d[2i+1]) of layer (i mod 4) - 1 of a 2d array; out[4i..]
define ptx_kernel void @gather_a2d(i64 %t, ptr addrspace(1) %d, ptr addrspace(1) %out) {
  %i = call i32 @gid()
  %j = shl i32 %i, 1
  %px = getelementptr float, ptr addrspace(1) %d, i32 %j
  %x = load float, ptr addrspace(1) %px
  %py = getelementptr float, ptr addrspace(1) %px, i32 1
  %y = load float, ptr addrspace(1) %py
  %m = and i32 %i, 3
  %l = sub i32 %m, 1
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.r.2d.array.v4s32.f32(i64 %t, i32 %l, float %x, float %y)
  %r0 = extractvalue { i32, i32, i32, i32 } %r, 0
  %r1 = extractvalue { i32, i32, i32, i32 } %r, 1
  %r2 = extractvalue { i32, i32, i32, i32 } %r, 2
  %r3 = extractvalue { i32, i32, i32, i32 } %r, 3
  %o = shl i32 %i, 2
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %r0, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %r1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %r2, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %r3, ptr addrspace(1) %p3
  ret void
}
