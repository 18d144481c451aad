; Kernels for the filter oracle (oracle.py): thread i samples texture %t at coordinates
; (c[2i] * k, c[2i+1] * k) and stores the four channels at out[4i..4i+3]; sample_u reads
; them as 32-bit integers, sample_1d samples a 1d texture at c[i] * k, fetch_2d fetches
; texel (floor(c[2i] * k), floor(c[2i+1] * k)) with integer coordinates, gather_2d is
; tld4.g (second channel) at the same coordinates as sample_f.
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.v4u32.f32(i64, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64, i32, i32)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.g.2d.v4f32.f32(i64, float, float)
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

define internal void @store4(ptr addrspace(1) %out, i32 %i, float %a, float %b, float %c, float %d) {
  %o = shl i32 %i, 2
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %a, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  store float %b, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %c, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 3
  store float %d, ptr addrspace(1) %p3
  ret void
}

define internal { float, float } @coords(ptr addrspace(1) %c, i32 %i, float %k) {
  %j = shl i32 %i, 1
  %pu = getelementptr float, ptr addrspace(1) %c, i32 %j
  %cu = load float, ptr addrspace(1) %pu
  %pv = getelementptr float, ptr addrspace(1) %pu, i32 1
  %cv = load float, ptr addrspace(1) %pv
  %u = fmul float %cu, %k
  %v = fmul float %cv, %k
  %r0 = insertvalue { float, float } undef, float %u, 0
  %r1 = insertvalue { float, float } %r0, float %v, 1
  ret { float, float } %r1
}

define ptx_kernel void @sample_f(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %uv = call { float, float } @coords(ptr addrspace(1) %c, i32 %i, float %k)
  %u = extractvalue { float, float } %uv, 0
  %v = extractvalue { float, float } %uv, 1
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %t, float %u, float %v)
  %a = extractvalue { float, float, float, float } %s, 0
  %b = extractvalue { float, float, float, float } %s, 1
  %cc = extractvalue { float, float, float, float } %s, 2
  %d = extractvalue { float, float, float, float } %s, 3
  call void @store4(ptr addrspace(1) %out, i32 %i, float %a, float %b, float %cc, float %d)
  ret void
}

define ptx_kernel void @sample_u(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %uv = call { float, float } @coords(ptr addrspace(1) %c, i32 %i, float %k)
  %u = extractvalue { float, float } %uv, 0
  %v = extractvalue { float, float } %uv, 1
  %s = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.v4u32.f32(i64 %t, float %u, float %v)
  %a = extractvalue { i32, i32, i32, i32 } %s, 0
  %b = extractvalue { i32, i32, i32, i32 } %s, 1
  %cc = extractvalue { i32, i32, i32, i32 } %s, 2
  %d = extractvalue { i32, i32, i32, i32 } %s, 3
  %af = bitcast i32 %a to float
  %bf = bitcast i32 %b to float
  %cf = bitcast i32 %cc to float
  %df = bitcast i32 %d to float
  call void @store4(ptr addrspace(1) %out, i32 %i, float %af, float %bf, float %cf, float %df)
  ret void
}

define ptx_kernel void @sample_1d(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %pu = getelementptr float, ptr addrspace(1) %c, i32 %i
  %cu = load float, ptr addrspace(1) %pu
  %u = fmul float %cu, %k
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64 %t, float %u)
  %a = extractvalue { float, float, float, float } %s, 0
  %b = extractvalue { float, float, float, float } %s, 1
  %cc = extractvalue { float, float, float, float } %s, 2
  %d = extractvalue { float, float, float, float } %s, 3
  call void @store4(ptr addrspace(1) %out, i32 %i, float %a, float %b, float %cc, float %d)
  ret void
}

define ptx_kernel void @fetch_2d(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %uv = call { float, float } @coords(ptr addrspace(1) %c, i32 %i, float %k)
  %u = extractvalue { float, float } %uv, 0
  %v = extractvalue { float, float } %uv, 1
  %uf = call float @llvm.floor.f32(float %u)
  %vf = call float @llvm.floor.f32(float %v)
  %x = fptosi float %uf to i32
  %y = fptosi float %vf to i32
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %t, i32 %x, i32 %y)
  %a = extractvalue { float, float, float, float } %s, 0
  %b = extractvalue { float, float, float, float } %s, 1
  %cc = extractvalue { float, float, float, float } %s, 2
  %d = extractvalue { float, float, float, float } %s, 3
  call void @store4(ptr addrspace(1) %out, i32 %i, float %a, float %b, float %cc, float %d)
  ret void
}

define ptx_kernel void @gather_2d(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %uv = call { float, float } @coords(ptr addrspace(1) %c, i32 %i, float %k)
  %u = extractvalue { float, float } %uv, 0
  %v = extractvalue { float, float } %uv, 1
  %s = call { float, float, float, float } @llvm.nvvm.tld4.unified.g.2d.v4f32.f32(i64 %t, float %u, float %v)
  %a = extractvalue { float, float, float, float } %s, 0
  %b = extractvalue { float, float, float, float } %s, 1
  %cc = extractvalue { float, float, float, float } %s, 2
  %d = extractvalue { float, float, float, float } %s, 3
  call void @store4(ptr addrspace(1) %out, i32 %i, float %a, float %b, float %cc, float %d)
  ret void
}

declare float @llvm.floor.f32(float)

; Mip levels and cube maps (texture.h): sample_level samples the 2d texture at
; (c[3i] * k, c[3i+1] * k) at level |c[3i+2]| * 4; sample_grad at (c[6i] * k, c[6i+1] * k)
; with gradients dx = (c[6i+2], c[6i+3]), dy = (c[6i+4], c[6i+5]); sample_cube in
; direction (c[3i], c[3i+1], c[3i+2]) * k; sample_cube_level in direction c[4i..4i+2] * k
; at level c[4i+3] * 4; sample_acube_level the same in cube (i mod 5) - 1 of a cube-map
; array; query stores txq width, height, array_size and num_mipmap_levels.
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64, float, float, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.level.v4f32.f32(i64, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.level.v4f32.f32(i64, i32, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.grad.v4f32.f32(i64, i32, float, float, float, float, float, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.b.cube.v4f32.f32(i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.r.cube.array.v4f32.f32(i64, i32, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.a.2d.array.v4f32.f32(i64, i32, float, float)
declare i32 @llvm.nvvm.txq.width(i64)
declare i32 @llvm.nvvm.txq.height(i64)
declare i32 @llvm.nvvm.txq.array.size(i64)
declare i32 @llvm.nvvm.txq.num.mipmap.levels(i64)
declare float @llvm.fabs.f32(float)

; c[n*i + j]
define internal float @ld(ptr addrspace(1) %c, i32 %i, i32 %n, i32 %j) {
  %b = mul i32 %i, %n
  %o = add i32 %b, %j
  %p = getelementptr float, ptr addrspace(1) %c, i32 %o
  %v = load float, ptr addrspace(1) %p
  ret float %v
}

define internal void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s) {
  %a = extractvalue { float, float, float, float } %s, 0
  %b = extractvalue { float, float, float, float } %s, 1
  %cc = extractvalue { float, float, float, float } %s, 2
  %d = extractvalue { float, float, float, float } %s, 3
  call void @store4(ptr addrspace(1) %out, i32 %i, float %a, float %b, float %cc, float %d)
  ret void
}

define ptx_kernel void @sample_level(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 1)
  %c2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 2)
  %u = fmul float %c0, %k
  %v = fmul float %c1, %k
  %a2 = call float @llvm.fabs.f32(float %c2)
  %lod = fmul float %a2, 4.0
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64 %t, float %u, float %v, float %lod)
  call void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s)
  ret void
}

define ptx_kernel void @sample_grad(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 6, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 6, i32 1)
  %dxx = call float @ld(ptr addrspace(1) %c, i32 %i, i32 6, i32 2)
  %dxy = call float @ld(ptr addrspace(1) %c, i32 %i, i32 6, i32 3)
  %dyx = call float @ld(ptr addrspace(1) %c, i32 %i, i32 6, i32 4)
  %dyy = call float @ld(ptr addrspace(1) %c, i32 %i, i32 6, i32 5)
  %u = fmul float %c0, %k
  %v = fmul float %c1, %k
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64 %t, float %u, float %v, float %dxx, float %dxy, float %dyx, float %dyy)
  call void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s)
  ret void
}

define ptx_kernel void @sample_cube(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 1)
  %c2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 2)
  %x = fmul float %c0, %k
  %y = fmul float %c1, %k
  %z = fmul float %c2, %k
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64 %t, float %x, float %y, float %z)
  call void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s)
  ret void
}

define ptx_kernel void @sample_cube_level(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 4, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 4, i32 1)
  %c2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 4, i32 2)
  %c3 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 4, i32 3)
  %x = fmul float %c0, %k
  %y = fmul float %c1, %k
  %z = fmul float %c2, %k
  %lod = fmul float %c3, 4.0
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.level.v4f32.f32(i64 %t, float %x, float %y, float %z, float %lod)
  call void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s)
  ret void
}

define ptx_kernel void @sample_acube_level(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 4, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 4, i32 1)
  %c2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 4, i32 2)
  %c3 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 4, i32 3)
  %x = fmul float %c0, %k
  %y = fmul float %c1, %k
  %z = fmul float %c2, %k
  %lod = fmul float %c3, 4.0
  %m = urem i32 %i, 5
  %l = sub i32 %m, 1
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.level.v4f32.f32(i64 %t, i32 %l, float %x, float %y, float %z, float %lod)
  call void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s)
  ret void
}

; nvcg's forms beyond LLVM's table (PTX has them): sample_cube_grad samples in direction
; c[9i..9i+2] * k with gradients dx = c[9i+3..9i+5], dy = c[9i+6..9i+8]; sample_acube_grad
; the same in cube (i mod 5) - 1; gather_cube is tld4.b in direction c[3i..3i+2] * k,
; gather_acube tld4.r in cube (i mod 5) - 1, gather_a2d tld4.a at (c[2i], c[2i+1]) * k in
; layer (i mod 5) - 1.
define internal { float, float, float, float } @cube_grad(i64 %t, ptr addrspace(1) %c, float %k, i32 %i, i32 %l, i1 %arr) {
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 9, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 9, i32 1)
  %c2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 9, i32 2)
  %x = fmul float %c0, %k
  %y = fmul float %c1, %k
  %z = fmul float %c2, %k
  %d0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 9, i32 3)
  %d1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 9, i32 4)
  %d2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 9, i32 5)
  %e0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 9, i32 6)
  %e1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 9, i32 7)
  %e2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 9, i32 8)
  br i1 %arr, label %a, label %one
one:
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64 %t, float %x, float %y, float %z, float %d0, float %d1, float %d2, float %e0, float %e1, float %e2)
  ret { float, float, float, float } %s
a:
  %sa = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.grad.v4f32.f32(i64 %t, i32 %l, float %x, float %y, float %z, float %d0, float %d1, float %d2, float %e0, float %e1, float %e2)
  ret { float, float, float, float } %sa
}

define ptx_kernel void @sample_cube_grad(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %s = call { float, float, float, float } @cube_grad(i64 %t, ptr addrspace(1) %c, float %k, i32 %i, i32 0, i1 false)
  call void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s)
  ret void
}

define ptx_kernel void @sample_acube_grad(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %m = urem i32 %i, 5
  %l = sub i32 %m, 1
  %s = call { float, float, float, float } @cube_grad(i64 %t, ptr addrspace(1) %c, float %k, i32 %i, i32 %l, i1 true)
  call void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s)
  ret void
}

define ptx_kernel void @gather_cube(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 1)
  %c2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 2)
  %x = fmul float %c0, %k
  %y = fmul float %c1, %k
  %z = fmul float %c2, %k
  %s = call { float, float, float, float } @llvm.nvvm.tld4.unified.b.cube.v4f32.f32(i64 %t, float %x, float %y, float %z)
  call void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s)
  ret void
}

define ptx_kernel void @gather_acube(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 1)
  %c2 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 3, i32 2)
  %x = fmul float %c0, %k
  %y = fmul float %c1, %k
  %z = fmul float %c2, %k
  %m = urem i32 %i, 5
  %l = sub i32 %m, 1
  %s = call { float, float, float, float } @llvm.nvvm.tld4.unified.r.cube.array.v4f32.f32(i64 %t, i32 %l, float %x, float %y, float %z)
  call void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s)
  ret void
}

define ptx_kernel void @gather_a2d(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %c0 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 2, i32 0)
  %c1 = call float @ld(ptr addrspace(1) %c, i32 %i, i32 2, i32 1)
  %x = fmul float %c0, %k
  %y = fmul float %c1, %k
  %m = urem i32 %i, 5
  %l = sub i32 %m, 1
  %s = call { float, float, float, float } @llvm.nvvm.tld4.unified.a.2d.array.v4f32.f32(i64 %t, i32 %l, float %x, float %y)
  call void @store_s(ptr addrspace(1) %out, i32 %i, { float, float, float, float } %s)
  ret void
}

define ptx_kernel void @query(i64 %t, ptr addrspace(1) %c, ptr addrspace(1) %out, float %k) {
  %i = call i32 @gid()
  %w = call i32 @llvm.nvvm.txq.width(i64 %t)
  %h = call i32 @llvm.nvvm.txq.height(i64 %t)
  %n = call i32 @llvm.nvvm.txq.array.size(i64 %t)
  %l = call i32 @llvm.nvvm.txq.num.mipmap.levels(i64 %t)
  %wf = bitcast i32 %w to float
  %hf = bitcast i32 %h to float
  %nf = bitcast i32 %n to float
  %lf = bitcast i32 %l to float
  call void @store4(ptr addrspace(1) %out, i32 %i, float %wf, float %hf, float %nf, float %lf)
  ret void
}
