#version 450
// Storage images (image2D): each is an i64 surface-object parameter in (set, binding)
// order among the buffers; imageLoad/imageStore are suld/sust .zero with x in bytes
// (x * texel size of the declared format), imageSize is suq. An r32f image is read,
// modified and written back; an rgba8 (unorm) image is halved in place; the sizes go to
// the buffer. run_semantic.py checks the results against closed forms.
layout(local_size_x = 4, local_size_y = 4) in;
layout(set = 0, binding = 2, rgba8) uniform image2D img8;
layout(set = 0, binding = 1, r32f) uniform image2D img;
layout(std430, set = 0, binding = 0) buffer Out { ivec2 size; ivec2 size8; float first[]; };
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  vec4 v = imageLoad(img, p);
  first[p.y * 8 + p.x] = v.x + v.y + v.z + v.w;   // the missing channels read 0, 0, 1
  imageStore(img, p, v * 2.0 + vec4(float(p.x)));
  imageStore(img8, p, imageLoad(img8, p) * 0.5);
  if (p == ivec2(0)) { size = imageSize(img); size8 = imageSize(img8); }
}
// CHECK-LABEL: define void @main(ptr addrspace(1) align 16 %{{[0-9A-Za-z_]+}}, i64 %img, i64 %img8)
// CHECK: [[X:%[0-9]+]] = mul i32 %{{[0-9]+}}, 4
// CHECK: call i32 @llvm.nvvm.suld.2d.i32.zero(i64 %img, i32 [[X]],
// CHECK: call void @llvm.nvvm.sust.b.2d.i32.zero(i64 %img,
// CHECK: [[X8:%[0-9]+]] = mul i32 %{{[0-9]+}}, 4
// CHECK: call { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i8.zero(i64 %img8, i32 [[X8]],
// CHECK: uitofp i8
// CHECK: fdiv
// CHECK: call float @llvm.roundeven.f32
// CHECK: call void @llvm.nvvm.sust.b.2d.v4i8.zero(i64 %img8,
// CHECK: call i32 @llvm.nvvm.suq.width(i64 %img)
// CHECK: call i32 @llvm.nvvm.suq.height(i64 %img)
