#version 450
// Cube maps are not supported (1D, 2D, 3D and 1D/2D arrays are).
// EXPECT-ERROR: cube images are not supported
layout(local_size_x = 1) in;
layout(binding = 0) uniform samplerCube tex;
layout(binding = 1) buffer B { vec4 o; };
void main() { o = textureLod(tex, vec3(1.0, 0.0, 0.0), 0.0); }
