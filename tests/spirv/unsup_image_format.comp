#version 450
// A storage image whose format nvcgrun's texture unit does not have (rgba16 unorm) is
// rejected where it is used, naming the formats that are supported.
// EXPECT-ERROR: (OpLoad): type %7 (OpTypeImage): the storage image's format is not supported
layout(local_size_x = 1) in;
layout(binding = 0, rgba16) uniform image2D img;
void main() { imageStore(img, ivec2(0), vec4(1.0)); }
