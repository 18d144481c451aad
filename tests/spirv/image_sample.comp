#version 450
// A combined image sampler (sampler2D) is an i64 texture-object parameter in (set,
// binding) order among the buffers. texelFetch is tex with integer coordinates,
// textureLod a tex (a constant level 0: plain tex; else tex.level), texture() in compute
// samples level 0, textureGather is tld4, textureSize and textureQueryLevels are txq.
// run_semantic.py runs it with a linear-filtered, clamp-addressed, normalized-coordinate
// r32f texture and checks the closed forms.
// With --buffers table the images stay parameters, after the table of buffers alone (the
// buffer at binding 1 is the table's entry 0).
// RUN:
// RUN-TABLE: --buffers table
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(std430, set = 0, binding = 1) buffer Out { ivec3 size; float fetched[64]; float lerped[64]; float lod[64]; };
layout(std430, set = 0, binding = 2) buffer G { vec4 gathered[64]; };
layout(push_constant) uniform P { float level; } pc;
void main() {
  ivec2 p = ivec2(gl_LocalInvocationID.xy);
  int i = p.y * 8 + p.x;
  fetched[i] = texelFetch(tex, p, 0).x;
  // a quarter texel right of and below the centre of texel p (neighbours clamp at the edge)
  lerped[i] = textureLod(tex, (vec2(p) + 0.75) / 8.0, 0.0).x;
  lod[i] = textureLod(tex, (vec2(p) + 0.5) / 8.0, pc.level).x + texture(tex, vec2(0.0)).w;
  // between texel centres: the 2x2 footprint of texels p .. p + 1, in Vulkan's order
  gathered[i] = textureGather(tex, vec2(p + 1) / 8.0, 0);
  if (i == 0) size = ivec3(textureSize(tex, 0), textureQueryLevels(tex));
}
// CHECK-LABEL: define void @main(i64 %tex, ptr addrspace(1) align 16 %Out, ptr addrspace(1) align 16 %{{[0-9A-Za-z_]+}}, ptr byval([4 x i8]) noalias readonly align 4 %pc)
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %tex,
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %tex,
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64 %tex,
// CHECK: call { float, float, float, float } @llvm.nvvm.tld4.unified.r.2d.v4f32.f32(i64 %tex,
// CHECK: call i32 @llvm.nvvm.txq.width(i64 %tex)
// CHECK: call i32 @llvm.nvvm.txq.height(i64 %tex)
// CHECK: call i32 @llvm.nvvm.txq.num.mipmap.levels(i64 %tex)
// TABLE-LABEL: define void @main(ptr addrspace(1) noalias readonly align 8 %buffers, i64 %tex, ptr byval([4 x i8]) noalias readonly align 4 %pc)
// TABLE: getelementptr inbounds i64, ptr addrspace(1) %buffers, i64 0
// TABLE: getelementptr inbounds i64, ptr addrspace(1) %buffers, i64 1
// TABLE: @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %tex,
