#version 450
// Arrays of samplers are not supported (arrays of images and of combined image samplers
// are: one object per element).
// EXPECT-ERROR: (OpTypeArray): arrays of samplers are not supported
layout(local_size_x = 1) in;
layout(binding = 0) uniform texture2D t;
layout(binding = 1) uniform sampler smps[2];
layout(binding = 2) buffer B { vec4 o; };
void main() { o = textureLod(sampler2D(t, smps[1]), vec2(0.5), 0.0); }
