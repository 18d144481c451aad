; Formatted surface stores (sust.p): x counts elements, and the texture unit converts each
; 32-bit value (f32 bits for unorm and float formats, s32 / u32 for integer ones) to the
; surface's format (nvcgrun: OpenCL's rules, tools/nvcgrun/texture.h). The same kernel
; runs on surfaces of different formats: a 2d surface gets (t - 8) / 16 in four channels,
; a 1d-array surface i32 values t * 37 - 600 (saturating into 8-bit formats) with .clamp
; (9 texels wide: thread 31 writes column 40, which lands on column 8, the last, that no
; other thread writes), a 3d surface u32 t * 20 with .zero (z
; past the end dropped). The surfaces are printed and hashed like buffers; ir and ptx
; engines must agree.
; RUN: -mcpu=sm_75 | CHECK
; CHECK-LABEL: .entry fmt(
; CHECK: sust.p.2d.v4.b32.trap [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: sust.p.a1d.b32.clamp [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], {%r{{[0-9]+}}};
; CHECK: sust.p.3d.v2.b32.zero [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r[[Z:[0-9]+]], %r[[Z]]}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; EXEC: -mcpu=sm_75 | fmt 1 32 surf:rgba8:8x4:zero surf:r8i:9:zero:layers=4 surf:rgba8ui:4x2x3:zero
; EXEC: -mcpu=sm_90 -O0 | fmt 1 32 surf:rgba16f:8x4:rand:1 surf:r32i:9:rand:2:layers=4 surf:rgba32ui:4x2x3:rand:3
; EXEC: -mcpu=sm_86 | fmt 1 32 surf:rg32f:8x4:zero surf:rgba32i:9:zero:layers=4 surf:r8ui:4x2x3:const:9
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.sust.p.2d.v4i32.trap(i64, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.1d.array.i32.clamp(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.p.3d.v2i32.zero(i64, i32, i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @fmt(i64 %s, i64 %a, i64 %v) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %t, 7
  %y = lshr i32 %t, 3
  ; (t - 8) / 16: -0.5 .. 1.4375 (clamped and rounded into unorm8, exact in f16); times
  ; -30000 (rounded into f16) and 65536 (past the f16 range from 1 up)
  %tm = sub i32 %t, 8
  %tf = sitofp i32 %tm to float
  %f = fdiv float %tf, 16.0
  %f2 = fmul float %f, -3.0e4
  %f3 = fmul float %f, 65536.0
  %b0 = bitcast float %f to i32
  %b1 = bitcast float %f2 to i32
  %b2 = bitcast float %f3 to i32
  call void @llvm.nvvm.sust.p.2d.v4i32.trap(i64 %s, i32 %x, i32 %y, i32 %b0, i32 %b1, i32 %b2, i32 1065353216)
  ; the 1d array: layer y, column x (thread 31: column 40, clamped to 8)
  %last = icmp eq i32 %t, 31
  %col = select i1 %last, i32 40, i32 %x
  %m = mul i32 %t, 37
  %iv = sub i32 %m, 600
  call void @llvm.nvvm.sust.p.1d.array.i32.clamp(i64 %a, i32 %y, i32 %col, i32 %iv)
  ; the 3d surface: 4 x 2 x 3 texels; t = x + 4 y + 8 z, z = 3 for t >= 24 (dropped)
  %x3 = and i32 %t, 3
  %y3 = lshr i32 %t, 2
  %y3m = and i32 %y3, 1
  %z3 = lshr i32 %t, 3
  %u = mul i32 %t, 20
  %u2 = sub i32 0, %u
  call void @llvm.nvvm.sust.p.3d.v2i32.zero(i64 %v, i32 %x3, i32 %y3m, i32 %z3, i32 %u, i32 %u2)
  ret void
}
