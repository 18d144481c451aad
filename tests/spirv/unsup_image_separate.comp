#version 450
// Separate images and samplers (Vulkan's texture2D + sampler) are not supported: one
// texture object per combined image sampler (sampler2D) is the calling convention.
// EXPECT-ERROR: separate samplers are not supported: use a combined image sampler
layout(local_size_x = 1) in;
layout(binding = 0) uniform texture2D t;
layout(binding = 1) uniform sampler smp;
layout(binding = 2) buffer B { vec4 o; };
void main() { o = textureLod(sampler2D(t, smp), vec2(0.5), 0.0); }
