// OpenCL write images (write_image{f,i,ui,h}): a write_only or read_write image argument is an i64 surface object
// in its place; write_image{f,i,ui} is a formatted store, sust.p.<geom>.v4.b32 with x in
// elements (the image's format is the runtime's: the texture unit converts f32 / s32 /
// u32 to it), .zero (a store out of range is dropped); get_image_* on such images are
// suq. run_semantic.py runs the kernels on both engines with several formats per kernel
// and checks every texel against OpenCL's conversion rules (nvcgrun's documented model).
// CLANG: -cl-std=CL2.0
// TARGET: opencl2.0
// RUN:

// 2D: write_imagef of 2 in[i] - 0.5 (exact: -2.5 .. 1.5) to texel i = (x, y), through a
// helper that takes the surface object as an ordinary i64; then the sizes
__attribute__((noinline)) void put(write_only image2d_t img, int2 p, float4 v) { write_imagef(img, p, v); }
__kernel void wf(write_only image2d_t img, __global const float4 *in, __global int *out) {
  int x = get_global_id(0), y = get_global_id(1), w = get_image_width(img);
  put(img, (int2)(x, y), in[y * w + x] * 2.0f - 0.5f);
  if (x == 0 && y == 0) out[0] = w * 100 + get_image_height(img);
}

// the conversions' edges at texels 0 and 1 of a 2D image: NaN, infinities, f16 overflow
// and ties, -0, f16 subnormal ties
__kernel void wedge(write_only image2d_t img) {
  write_imagef(img, (int2)(0, 0), (float4)(NAN, -INFINITY, 65520.0f, 1.0f + 0x1p-11f));
  write_imagef(img, (int2)(1, 0), (float4)(-0.0f, 0x1p-25f, 0x3p-26f, 1.0f + 0x3p-11f));
}

// 1D array: write_imagei of (v, -v, 2v, v - 1), v = in >> 22 (-512 .. 511), to texel x of
// layer l; a read_write image, written only (the column past the end is dropped)
__kernel void wi(read_write image1d_array_t img, __global const int *in) {
  int x = get_global_id(0), l = get_global_id(1), v = in[l * 9 + x] >> 22;
  write_imagei(img, (int2)(x, l), (int4)(v, -v, 2 * v, v - 1));
}

// 3D: write_imageui of (v, v >> 4, 300, 7), v = in >> 20 (0 .. 4095), to texel (x, y, z)
__kernel void wu(write_only image3d_t img, __global const uint *in, __global int *out) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  int w = get_image_width(img), h = get_image_height(img);
  uint v = in[(z * h + y) * w + x] >> 20;
  write_imageui(img, (int4)(x, y, z, 0), (uint4)(v, v >> 4, 300, 7));
  if (x + y + z == 0) out[0] = get_image_depth(img);
}

// 2D: write_imageh of half(2 in[i] - 0.5) (rounded to nearest even by convert_half4) to
// texel i = (x, y): each half channel is widened to f32 (exact) and stored by the same
// sust.p as write_imagef, so a half-float image gets back the f16 value written
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void wh(write_only image2d_t img, __global const float4 *in) {
  int x = get_global_id(0), y = get_global_id(1);
  write_imageh(img, (int2)(x, y), convert_half4(in[y * get_image_width(img) + x] * 2.0f - 0.5f));
}
// CHECK-LABEL: define void @wf(i64 %img, ptr addrspace(1) nocapture readonly %in, ptr addrspace(1) nocapture %out)
// CHECK-LABEL: define void @wedge(i64 %img)
// CHECK-LABEL: define void @wi(i64 %img, ptr addrspace(1) nocapture readonly %in)
// CHECK-LABEL: define void @wu(i64 %img, ptr addrspace(1) nocapture readonly %in, ptr addrspace(1) nocapture %out)
// CHECK-LABEL: define void @wh(i64 %img, ptr addrspace(1) nocapture readonly %in)
// CHECK-LABEL: define void @put(i64 %img,
// CHECK: call void @llvm.nvvm.sust.p.2d.v4i32.zero(i64 %img, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32
// CHECK-LABEL: define internal void @wf.1(
// CHECK: call i32 @llvm.nvvm.suq.width(i64 %img)
// CHECK: call void @put(i64 %img,
// CHECK: call i32 @llvm.nvvm.suq.height(i64 %img)
// CHECK-LABEL: define internal void @wedge.1(
// CHECK: call void @llvm.nvvm.sust.p.2d.v4i32.zero(i64 %img,
// CHECK: call void @llvm.nvvm.sust.p.2d.v4i32.zero(i64 %img,
// CHECK-LABEL: define internal void @wi.1(
// CHECK: call void @llvm.nvvm.sust.p.1d.array.v4i32.zero(i64 %img, i32 %
// CHECK-LABEL: define internal void @wu.1(
// CHECK: call void @llvm.nvvm.sust.p.3d.v4i32.zero(i64 %img,
// CHECK: call i32 @llvm.nvvm.suq.depth(i64 %img)
// CHECK-LABEL: define internal void @wh.1(
// CHECK: fpext half %{{[0-9]+}} to float
// CHECK: call void @llvm.nvvm.sust.p.2d.v4i32.zero(i64 %img,
