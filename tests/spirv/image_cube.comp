#version 450
// Cube samplers: samplerCube and samplerCubeArray (Dim Cube) are texture objects like any
// combined image sampler. texture() in compute samples level 0 (tex.cube), textureLod is
// tex.level.cube (a constant 0: plain tex.cube), a cube array takes the cube's index (the
// fourth coordinate rounded to the nearest integer, as an array layer) first (tex.acube);
// textureSize is width and height (and the number of cubes), textureQueryLevels txq.
// run_semantic.py runs it on rand: cube maps and directions and checks every word against
// the texture oracle's model (tests/texture/oracle.py: face selection, filtering, mips).
// RUN:
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform samplerCube cube;
layout(set = 0, binding = 1) uniform samplerCubeArray cubes;
layout(std430, set = 0, binding = 2) readonly buffer In { vec4 dirs[64]; };
layout(std430, set = 0, binding = 3) buffer Out { vec4 base[64]; vec4 lod[64]; vec4 arr[64]; ivec4 size; };
void main() {
  uint i = gl_LocalInvocationID.x;
  // a direction in [-3, 3)^3 and a level of detail in [-4, 4) (clamped to the levels)
  vec3 d = dirs[i].xyz * 3.0;
  float l = dirs[i].w * 4.0;
  base[i] = texture(cube, d);
  lod[i] = textureLod(cube, d, l) + textureLod(cube, d, 0.0);
  // cube index: -0.5 .. 3.5 in steps of 0.5 (rounded to nearest even: 0.5 to 0, 1.5 and
  // 2.5 to 2; clamped to 0 .. 2)
  arr[i] = textureLod(cubes, vec4(d, float(i % 9) * 0.5 - 0.5), l);
  if (i == 0) size = ivec4(textureSize(cube, 0), textureSize(cubes, 0).z, textureQueryLevels(cube));
}
// CHECK-LABEL: define void @main(i64 %cube, i64 %cubes,
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64 %cube,
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.cube.level.v4f32.f32(i64 %cube,
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64 %cube,
// CHECK: [[L:%[0-9]+]] = call float @llvm.roundeven.f32(
// CHECK: [[I:%[0-9]+]] = fptosi float [[L]] to i32
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.level.v4f32.f32(i64 %cubes, i32 [[I]],
// CHECK: call i32 @llvm.nvvm.txq.width(i64 %cube)
// CHECK: call i32 @llvm.nvvm.txq.height(i64 %cube)
// CHECK: call i32 @llvm.nvvm.txq.array.size(i64 %cubes)
// CHECK: call i32 @llvm.nvvm.txq.num.mipmap.levels(i64 %cube)
