#version 450
// Cube gradients and gathers: textureGrad on samplerCube / samplerCubeArray is
// tex.grad.cube / tex.grad.acube (three components per gradient; PTX has them, LLVM's
// NVVM intrinsics do not: nvcg's llvm.nvvm.tex.unified.cube[.array].grad.*), and
// textureGather on samplerCube, samplerCubeArray and sampler2DArray is tld4.cube /
// .acube / .a2d (the 2x2 footprint within the face or layer, level 0). run_semantic.py
// runs it on rand: images and checks every word against the texture oracle's model
// (tests/texture/oracle.py: face selection, the gradients projected into the face, the
// LOD, filtering, mips, gathers).
// RUN:
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform samplerCube cube;
layout(set = 0, binding = 1) uniform samplerCubeArray cubes;
layout(set = 0, binding = 2) uniform sampler2DArray layers;
layout(std430, set = 0, binding = 3) readonly buffer In { vec4 v[192]; };
layout(std430, set = 0, binding = 4) buffer Out { vec4 grad[64]; vec4 agrad[64]; vec4 gc[64]; vec4 gca[64]; vec4 g2a[64]; };
void main() {
  uint i = gl_LocalInvocationID.x;
  // a direction in [-3, 3)^3, gradients in [-1, 1)^3, a layer / cube index -1 .. 2
  // (clamped to the array)
  vec3 d = v[3 * i].xyz * 3.0, dx = v[3 * i + 1].xyz, dy = v[3 * i + 2].xyz;
  float l = float(i % 4u) - 1.0;
  grad[i] = textureGrad(cube, d, dx, dy);
  agrad[i] = textureGrad(cubes, vec4(d, l), dx, dy);
  gc[i] = textureGather(cube, d, 1);
  gca[i] = textureGather(cubes, vec4(d, l), 3);
  g2a[i] = textureGather(layers, vec3(v[3 * i].xy, l), 0);
}
// CHECK-LABEL: define void @main(i64 %cube, i64 %cubes, i64 %layers,
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64 %cube,
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.grad.v4f32.f32(i64 %cubes, i32
// CHECK: call { float, float, float, float } @llvm.nvvm.tld4.unified.g.cube.v4f32.f32(i64 %cube,
// CHECK: call { float, float, float, float } @llvm.nvvm.tld4.unified.a.cube.array.v4f32.f32(i64 %cubes, i32
// CHECK: call { float, float, float, float } @llvm.nvvm.tld4.unified.r.2d.array.v4f32.f32(i64 %layers, i32
