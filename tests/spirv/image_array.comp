#version 450
// Arrays of images: one object parameter per element, in element order, in the array's
// (set, binding) place (as arrays of buffers); a constant index picks a parameter, a
// dynamic one selects among them. run_semantic.py checks the closed forms.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0) uniform sampler2D texs[3];
layout(binding = 1, r32f) uniform image2D outs[2];
layout(push_constant) uniform P { int pick; } pc;
void main() {
  ivec2 p = ivec2(gl_LocalInvocationID.xy);
  float a = texelFetch(texs[0], p, 0).x, b = texelFetch(texs[2], p, 0).x;
  float c = texelFetch(texs[pc.pick], p, 0).x;
  imageStore(outs[1], p, vec4(a + 100.0 * b + 10000.0 * c));
  imageStore(outs[(p.x + p.y) & 1], p, imageLoad(outs[1], p) + 1.0);
}
// CHECK-LABEL: define void @main(i64 %texs_0, i64 %texs_1, i64 %texs_2, i64 %outs_0, i64 %outs_1, ptr byval([4 x i8]) noalias readonly align 4 %pc)
// CHECK: @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %texs_0,
// CHECK: @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %texs_2,
// CHECK: select i1 %{{[0-9]+}}, i64 %texs_1, i64 %texs_0
// CHECK: call void @llvm.nvvm.sust.b.2d.i32.zero(i64 %outs_1,
