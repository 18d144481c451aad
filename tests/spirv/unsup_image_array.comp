#version 450
// Arrays of images are not supported (one variable per image is).
// EXPECT-ERROR: arrays of images and samplers are not supported
layout(local_size_x = 1) in;
layout(binding = 0, r32f) uniform image2D imgs[2];
void main() { imageStore(imgs[1], ivec2(0), vec4(1.0)); }
