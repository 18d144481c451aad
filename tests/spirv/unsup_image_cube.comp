#version 450
// Cube maps with explicit gradients are refused (nvcg has no tex.grad.cube: LLVM's NVVM
// intrinsics sample cube maps at level 0 or an explicit level). Cube storage images are
// refused too (unsup_image.spvasm).
// RUN-GRAD: --entry main
// EXPECT-ERROR-GRAD: sampling a cube map with explicit gradients (textureGrad) is not supported
layout(local_size_x = 1) in;
layout(binding = 0) uniform samplerCube tex;
layout(binding = 1) buffer B { vec4 o; };
void main() { o = textureGrad(tex, vec3(1.0, 0.0, 0.0), vec3(0.1), vec3(0.1)); }
