#version 450
// The texel conversions of imageLoad/imageStore per format: f16 (r16f, rg16f), unorm8
// (r8: c / 255 when read; clamped, scaled by 255 and rounded to nearest even when
// written), r8i (sign-extended; the low 8 bits stored), r8ui and rg32f. 1D images of 256
// texels initialised by iota cover every byte value. run_semantic.py checks each texel
// and each value read against closed forms.
layout(local_size_x = 256) in;
layout(binding = 0, r16f) uniform image1D h1;
layout(binding = 1, rg16f) uniform image1D h2;
layout(binding = 2, r8) uniform image1D u8;
layout(binding = 3, r8i) uniform iimage1D i8;
layout(binding = 4, r8ui) uniform uimage1D ui8;
layout(binding = 5, rg32f) uniform image1D f2;
layout(std430, binding = 6) buffer Out { float unorm_read[256]; int sint_read[256]; uint uint_read[256]; };
void main() {
  int i = int(gl_LocalInvocationID.x);
  imageStore(h1, i, imageLoad(h1, i) * 0.5 + 0.25);
  vec4 h = imageLoad(h2, i);
  imageStore(h2, i, -h.yxzw);
  float u = imageLoad(u8, i).x;
  unorm_read[i] = u;
  imageStore(u8, i, vec4(1.0 - u));
  int s = imageLoad(i8, i).x;
  sint_read[i] = s;
  imageStore(i8, i, ivec4(-s - 1));
  uint w = imageLoad(ui8, i).x;
  uint_read[i] = w;
  imageStore(ui8, i, uvec4(w + 200u));
  vec4 f = imageLoad(f2, i);
  imageStore(f2, i, vec4(f.x * f.y, f.x - f.y, 0.0, 0.0));
}
// CHECK-LABEL: define void @main(i64 %h1, i64 %h2, i64 %u8, i64 %i8, i64 %ui8, i64 %f2, ptr addrspace(1) align 16 %
// CHECK: [[H:%[0-9]+]] = call i16 @llvm.nvvm.suld.1d.i16.zero(i64 %h1,
// CHECK: bitcast i16 [[H]] to half
// CHECK: fptrunc float %{{[0-9]+}} to half
// CHECK: call void @llvm.nvvm.sust.b.1d.i16.zero(i64 %h1,
// CHECK: call { i16, i16 } @llvm.nvvm.suld.1d.v2i16.zero(i64 %h2,
// CHECK: call i16 @llvm.nvvm.suld.1d.i8.zero(i64 %u8,
// CHECK: call i16 @llvm.nvvm.suld.1d.i8.zero(i64 %i8,
// CHECK: sext i8
// CHECK: call { i32, i32 } @llvm.nvvm.suld.1d.v2i32.zero(i64 %f2,
