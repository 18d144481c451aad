#version 450
// Separate images and samplers (texture2D + sampler; HLSL's Texture2D + SamplerState):
// each OpSampledImage of an image variable and a sampler variable is one texture-object
// parameter per distinct pair, named image_sampler, after the image's own parameter, in
// the image's (set, binding) place. run_semantic.py binds the pairs with the samplers'
// modes (lin: linear; pt: point) and checks the closed forms.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0) uniform texture2D t;
layout(binding = 1) uniform sampler lin;
layout(binding = 2) uniform sampler pt;
layout(std430, binding = 3) buffer Out { float a[64]; float b[64]; float c[64]; };
void main() {
  ivec2 p = ivec2(gl_LocalInvocationID.xy);
  int i = p.y * 8 + p.x;
  vec2 uv = (vec2(p) + 0.75) / 8.0;
  a[i] = textureLod(sampler2D(t, lin), uv, 0.0).x;
  b[i] = textureLod(sampler2D(t, pt), uv, 0.0).x;
  c[i] = texelFetch(sampler2D(t, pt), p, 0).x;
}
// CHECK-LABEL: define void @main(i64 %t, i64 %t_lin, i64 %t_pt, ptr addrspace(1) align 16 %Out)
// CHECK: @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %t_lin,
// CHECK: @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %t_pt,
// CHECK: @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %t_pt,
