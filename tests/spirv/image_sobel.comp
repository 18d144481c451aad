#version 450
// Sobel edge magnitude from a sampled image into a storage image, as the edge-detection
// shaders of issue 14 do: texelFetch with clamped coordinates, textureSize, imageSize and
// a write-only image. run_semantic.py checks every pixel against the closed form.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0) uniform sampler2D src;
layout(binding = 1, r32f) uniform writeonly image2D dst;
float at(ivec2 p) { return texelFetch(src, clamp(p, ivec2(0), textureSize(src, 0) - 1), 0).x; }
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(p, imageSize(dst)))) return;
  float gx = at(p + ivec2(1, -1)) + 2.0 * at(p + ivec2(1, 0)) + at(p + ivec2(1, 1))
           - at(p + ivec2(-1, -1)) - 2.0 * at(p + ivec2(-1, 0)) - at(p + ivec2(-1, 1));
  float gy = at(p + ivec2(-1, 1)) + 2.0 * at(p + ivec2(0, 1)) + at(p + ivec2(1, 1))
           - at(p + ivec2(-1, -1)) - 2.0 * at(p + ivec2(0, -1)) - at(p + ivec2(1, -1));
  imageStore(dst, p, vec4(sqrt(gx * gx + gy * gy)));
}
// CHECK-LABEL: define void @main(i64 %src, i64 %dst)
// CHECK: call i32 @llvm.nvvm.suq.width(i64 %dst)
// CHECK: call void @llvm.nvvm.sust.b.2d.i32.zero(i64 %dst,
