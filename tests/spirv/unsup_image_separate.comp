#version 450
// An image and a sampler combined inside a function from its parameters: the pair is not
// known statically, so no texture object can stand for it.
// EXPECT-ERROR: (OpFunctionCall): type %9 (OpTypeSampler): a sampler is only used in OpSampledImage with an image, both loaded directly
layout(local_size_x = 1) in;
layout(binding = 0) uniform texture2D t;
layout(binding = 1) uniform sampler smp;
layout(binding = 2) buffer B { vec4 o; };
vec4 f(texture2D tt, sampler ss) { return textureLod(sampler2D(tt, ss), vec2(0.5), 0.0); }
void main() { o = f(t, smp); }
