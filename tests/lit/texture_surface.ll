; Surfaces written then read back: every thread stores its texel (sust.b.2d.v4.b8 into an
; rgba8ui surface; x is a byte offset), the CTA synchronises, then each thread reads its
; right-hand neighbour (one past the edge for the last column) with .clamp and .zero, a
; 2d-array surface of b32 and a 3d surface of v2.b16 the same way, and the sizes with suq.
; Out-of-range stores: .zero drops them, .clamp moves them to the edge. The surfaces are
; printed and hashed like buffers; ir and ptx engines must agree.
; RUN: -mcpu=sm_75 | CHECK
; CHECK-LABEL: .entry surf(
; CHECK: sust.b.2d.v4.b8.trap {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: sust.b.a2d.b32.zero {{.*}}[%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r[[Y:[0-9]+]], %r[[Y]]}], {%r{{[0-9]+}}};
; CHECK: sust.b.3d.v2.b16.clamp
; CHECK: bar.sync 0;
; CHECK: suld.b.2d.v4.b8.clamp
; CHECK: suld.b.2d.v4.b8.zero
; CHECK: suld.b.a2d.b32.clamp
; CHECK: suld.b.3d.v2.b16.trap
; CHECK: suq.width.b32
; EXEC: -mcpu=sm_75 | surf 1 32 surf:rgba8ui:8x4:zero surf:r32ui:8x4:const:7:layers=3 surf:rg16f:4x2x4:zero buf:i32:256:zero
; EXEC: -mcpu=sm_90 -O0 | surf 1 32 surf:rgba8ui:8x4:rand:9 surf:r32ui:8x4:rand:2:layers=2 surf:rg16f:4x2x4:rand:3 buf:i32:256:zero
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.sust.b.2d.v4i8.trap(i64, i32, i32, i16, i16, i16, i16)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i8.clamp(i64, i32, i32)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i8.zero(i64, i32, i32)
declare void @llvm.nvvm.sust.b.2d.array.i32.zero(i64, i32, i32, i32, i32)
declare i32 @llvm.nvvm.suld.2d.array.i32.clamp(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.v2i16.clamp(i64, i32, i32, i32, i16, i16)
declare { i16, i16 } @llvm.nvvm.suld.3d.v2i16.trap(i64, i32, i32, i32)
declare i32 @llvm.nvvm.suq.width(i64)
declare i32 @llvm.nvvm.suq.height(i64)
declare i32 @llvm.nvvm.suq.depth(i64)
declare i32 @llvm.nvvm.suq.array.size(i64)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

define internal void @put(ptr addrspace(1) %o, i32 %i, i32 %k, i32 %v) {
  %j = shl i32 %i, 3
  %jk = add i32 %j, %k
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %jk
  store i32 %v, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @surf(i64 %s, i64 %a, i64 %v, ptr addrspace(1) %o) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %i, 7
  %y = lshr i32 %i, 3
  %xb = shl i32 %x, 2
  %r = trunc i32 %x to i16
  %g = trunc i32 %y to i16
  %bsum = add i16 %r, %g
  call void @llvm.nvvm.sust.b.2d.v4i8.trap(i64 %s, i32 %xb, i32 %y, i16 %r, i16 %g, i16 %bsum, i16 255)
  ; the layered surface: layer y % 3, x * 4 bytes; row 5 is outside (dropped by .zero)
  %ly = urem i32 %y, 3
  %iv = mul i32 %i, 1000
  call void @llvm.nvvm.sust.b.2d.array.i32.zero(i64 %a, i32 %ly, i32 %xb, i32 %y, i32 %iv)
  call void @llvm.nvvm.sust.b.2d.array.i32.zero(i64 %a, i32 %ly, i32 %xb, i32 5, i32 -1)
  ; the 3d surface: 4 x 2 x 4 texels of 4 bytes; z = y, and x past the row clamps
  %x3 = and i32 %i, 3
  %xb3 = shl i32 %x3, 2
  %y3 = lshr i32 %i, 2
  %y3m = and i32 %y3, 1
  %z3 = lshr i32 %i, 3
  call void @llvm.nvvm.sust.b.3d.v2i16.clamp(i64 %v, i32 %xb3, i32 %y3m, i32 %z3, i16 %r, i16 %g)
  %far = add i32 %xb3, 64
  call void @llvm.nvvm.sust.b.3d.v2i16.clamp(i64 %v, i32 %far, i32 %y3m, i32 %z3, i16 %bsum, i16 %bsum)
  call void @llvm.nvvm.barrier0()
  %xn = add i32 %xb, 4
  %c = call { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i8.clamp(i64 %s, i32 %xn, i32 %y)
  %z = call { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i8.zero(i64 %s, i32 %xn, i32 %y)
  %c0 = extractvalue { i16, i16, i16, i16 } %c, 0
  %c2 = extractvalue { i16, i16, i16, i16 } %c, 2
  %c3 = extractvalue { i16, i16, i16, i16 } %c, 3
  %z0 = extractvalue { i16, i16, i16, i16 } %z, 0
  %z3b = extractvalue { i16, i16, i16, i16 } %z, 3
  %c0w = zext i16 %c0 to i32
  %c2w = zext i16 %c2 to i32
  %c3w = zext i16 %c3 to i32
  %z0w = zext i16 %z0 to i32
  %z3w = zext i16 %z3b to i32
  call void @put(ptr addrspace(1) %o, i32 %i, i32 0, i32 %c0w)
  call void @put(ptr addrspace(1) %o, i32 %i, i32 1, i32 %c2w)
  call void @put(ptr addrspace(1) %o, i32 %i, i32 2, i32 %c3w)
  call void @put(ptr addrspace(1) %o, i32 %i, i32 3, i32 %z0w)
  call void @put(ptr addrspace(1) %o, i32 %i, i32 4, i32 %z3w)
  %lay = add i32 %ly, 7
  %av = call i32 @llvm.nvvm.suld.2d.array.i32.clamp(i64 %a, i32 %lay, i32 %xb, i32 %y)
  call void @put(ptr addrspace(1) %o, i32 %i, i32 5, i32 %av)
  %vv = call { i16, i16 } @llvm.nvvm.suld.3d.v2i16.trap(i64 %v, i32 %xb3, i32 %y3m, i32 %z3)
  %vv0 = extractvalue { i16, i16 } %vv, 0
  %vv1 = extractvalue { i16, i16 } %vv, 1
  %vv0w = zext i16 %vv0 to i32
  %vv1w = zext i16 %vv1 to i32
  %vvs = shl i32 %vv1w, 16
  %vvp = or i32 %vvs, %vv0w
  call void @put(ptr addrspace(1) %o, i32 %i, i32 6, i32 %vvp)
  %w = call i32 @llvm.nvvm.suq.width(i64 %s)
  %h = call i32 @llvm.nvvm.suq.height(i64 %v)
  %d = call i32 @llvm.nvvm.suq.depth(i64 %v)
  %n = call i32 @llvm.nvvm.suq.array.size(i64 %a)
  %q1 = shl i32 %h, 8
  %q2 = shl i32 %d, 16
  %q3 = shl i32 %n, 24
  %q4 = or i32 %w, %q1
  %q5 = or i32 %q4, %q2
  %q6 = or i32 %q5, %q3
  call void @put(ptr addrspace(1) %o, i32 %i, i32 7, i32 %q6)
  ret void
}
