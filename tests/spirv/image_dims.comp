#version 450
// Image dimensions beyond 2D: image1D (r32i), image3D (rgba32ui), image2DArray (r32f),
// uimage1DArray (r32ui) and
// sampler2DArray (texelFetch, textureLod with the float layer rounded to the nearest and
// clamped, textureGrad), their sizes, and a function taking a sampler2DArray (a pointer
// to an image is the image's object). run_semantic.py checks the closed forms.
layout(local_size_x = 16) in;
layout(binding = 0, r32i) uniform iimage1D img1;
layout(binding = 1, rgba32ui) uniform uimage3D img3;
layout(binding = 2, r32f) uniform image2DArray imga;
layout(binding = 3) uniform sampler2DArray texa;
layout(binding = 5, r32ui) uniform uimage1DArray img1a;
layout(std430, binding = 4) buffer Out { int sizes[12]; float f[16]; float l[16]; float g[16]; float clamped[2]; };
float centre(sampler2DArray t, ivec3 p, float dl) {
  return textureLod(t, vec3((vec2(p.xy) + 0.5) / vec2(4.0, 2.0), float(p.z) + dl), 0.0).x;
}
void main() {
  int i = int(gl_LocalInvocationID.x);
  ivec3 p = ivec3(i % 4, (i / 4) % 2, i / 8);
  imageStore(img1, i, imageLoad(img1, i) * -3);
  imageStore(img3, p, imageLoad(img3, p) + uvec4(i, 1, 2, 3));
  imageStore(imga, p, imageLoad(imga, p) * 0.5);
  imageStore(img1a, ivec2(i % 8, i / 8), imageLoad(img1a, ivec2(i % 8, i / 8)) + uint(i / 8) * 100u);
  f[i] = texelFetch(texa, p, 0).x;
  l[i] = centre(texa, p, 0.4);
  g[i] = textureGrad(texa, vec3((vec2(p.xy) + 0.5) / vec2(4.0, 2.0), float(p.z)), vec2(0.1), vec2(0.1)).x;
  if (i == 0) {
    sizes[0] = imageSize(img1);
    ivec3 s3 = imageSize(img3), sa = imageSize(imga), ta = textureSize(texa, 0);
    sizes[1] = s3.x; sizes[2] = s3.y; sizes[3] = s3.z;
    sizes[4] = sa.x; sizes[5] = sa.y; sizes[6] = sa.z;
    sizes[7] = ta.x; sizes[8] = ta.y; sizes[9] = ta.z;
    ivec2 s1a = imageSize(img1a);
    sizes[10] = s1a.x; sizes[11] = s1a.y;
    clamped[0] = textureLod(texa, vec3(0.125, 0.25, -0.7), 0.0).x;
    clamped[1] = textureLod(texa, vec3(0.125, 0.25, 5.0), 0.0).x;
  }
}
// CHECK-LABEL: define void @main(i64 %img1, i64 %img3, i64 %imga, i64 %texa, ptr addrspace(1) align 16 %{{[0-9A-Za-z_]+}}, i64 %img1a)
// CHECK: call i32 @llvm.nvvm.suld.1d.i32.zero(i64 %img1,
// CHECK: [[X3:%[0-9]+]] = mul i32 %{{[0-9]+}}, 16
// CHECK: call { i32, i32, i32, i32 } @llvm.nvvm.suld.3d.v4i32.zero(i64 %img3, i32 [[X3]],
// CHECK: call void @llvm.nvvm.sust.b.3d.v4i32.zero(i64 %img3,
// the layer (the third coordinate) goes first
// CHECK: [[L:%[0-9]+]] = extractelement <3 x i32> [[PA:%[0-9]+]], i32 2
// CHECK: call i32 @llvm.nvvm.suld.2d.array.i32.zero(i64 %imga, i32 [[L]],
// CHECK: call i32 @llvm.nvvm.suld.1d.array.i32.zero(i64 %img1a,
// CHECK: @llvm.nvvm.tex.unified.2d.array.v4f32.s32(i64 %texa,
// CHECK: @llvm.nvvm.tex.unified.2d.array.grad.v4f32.f32(i64 %texa,
// CHECK: call i32 @llvm.nvvm.suq.width(i64 %img1)
// CHECK: call i32 @llvm.nvvm.suq.array.size(i64 %imga)
// CHECK: call i32 @llvm.nvvm.txq.array.size(i64 %texa)
// CHECK: define internal float @{{.*}}(i64 %t,
// CHECK: call float @llvm.roundeven.f32
// CHECK: @llvm.nvvm.tex.unified.2d.array.v4f32.f32(i64 %t, i32
