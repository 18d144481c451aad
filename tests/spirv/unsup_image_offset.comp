#version 450
// Image operands other than Lod and Grad (here ConstOffset) are rejected by name.
// EXPECT-ERROR: (OpImageSampleExplicitLod): the image operand ConstOffset is not supported
layout(local_size_x = 1) in;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1) buffer B { vec4 o; };
void main() { o = textureLodOffset(tex, vec2(0.5), 0.0, ivec2(1, 0)); }
