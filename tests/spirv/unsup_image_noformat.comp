#version 450
// A storage image without a declared format: the texel size, which the address needs, is
// unknown.
// EXPECT-ERROR: a storage image needs a declared format
layout(local_size_x = 1) in;
layout(binding = 0) uniform writeonly image2D img;
void main() { imageStore(img, ivec2(0), vec4(1.0)); }
