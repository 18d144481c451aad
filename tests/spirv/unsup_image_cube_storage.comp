#version 450
// Cube storage images (imageCube) are refused: surfaces have no cube geometry.
// EXPECT-ERROR: cube storage images (imageCube, imageCubeArray) are not supported
layout(local_size_x = 1) in;
layout(binding = 0, rgba32f) uniform writeonly imageCube img;
void main() { imageStore(img, ivec3(0, 0, 1), vec4(1.0)); }
