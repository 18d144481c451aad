// OpenCL images: a read_only image argument is an i64 texture object parameter in its
// place, a sampler_t argument an i64 the kernel does not read (the texture object carries
// the state of the one sampler the image is sampled with; the runtime creates it so).
// read_image{f,i,ui} with a sampler (literal or argument) is tex with float or integer
// coordinates, without one tex with integer coordinates; get_image_* are txq (size_t
// results zero-extended). A read_only image1d_buffer_t is a texture object too (over the
// buffer: tex.1d fetches). run_semantic.py runs the four kernels on both engines.
// RUN:
__constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

// 8x8 iota r32f texture: each read gives y * 8 + x; the last word 8 * 100 + 8 * 10 + 8 + 8
__kernel void lit(read_only image2d_t img, __global float *out) {
  int x = get_global_id(0), y = get_global_id(1);
  int i = y * 8 + x;
  out[4 * i] = read_imagef(img, nearest, (float2)(x + 0.5f, y + 0.5f)).x;
  out[4 * i + 1] = read_imagef(img, (int2)(x, y)).x;
  out[4 * i + 2] = read_imagef(img, nearest, (int2)(x, y)).x;
  int2 d = get_image_dim(img);
  out[4 * i + 3] = get_image_width(img) * 100 + get_image_height(img) * 10 + d.x + d.y;
}

// a sampler argument (linear, normalized, clamp to edge), a quarter texel past each centre
__kernel void arg(read_only image2d_t img, sampler_t smp, __global float *out) {
  int x = get_global_id(0), y = get_global_id(1);
  out[y * 8 + x] = read_imagef(img, smp, (float2)((x + 0.75f) / 8.0f, (y + 0.75f) / 8.0f)).x;
}

// integer reads: a 4x2 r32i array of 2 layers (layer 1) and a 1D r32ui image, through a
// helper function (the texture object is an ordinary i64 argument there)
__attribute__((noinline)) uint one_at(read_only image1d_t one, int x) { return read_imageui(one, nearest, x).x; }
__kernel void arr(read_only image2d_array_t img, read_only image1d_t one, __global int *out) {
  int x = get_global_id(0);
  int4 v = read_imagei(img, (int4)(x, x / 2, 1, 0));
  out[2 * x] = v.x + (int)one_at(one, x);
  out[2 * x + 1] = (int)get_image_array_size(img) * 100 + get_image_width(one);
}

// image1d_buffer_t (read_only): a texture object over the buffer, read with an integer
// coordinate (tex.1d, CUDA's tex1Dfetch); its width by txq
__kernel void tb(read_only image1d_buffer_t img, __global uint *out) {
  int x = get_global_id(0);
  uint4 v = read_imageui(img, x);
  out[2 * x] = v.x + v.w * 1000;
  out[2 * x + 1] = get_image_width(img);
}
// CHECK-LABEL: define void @lit(i64 %img, ptr addrspace(1) nocapture %out)
// CHECK-LABEL: define void @arg(i64 %img, i64 %smp, ptr addrspace(1) nocapture %out)
// CHECK-LABEL: define void @arr(i64 %img, i64 %one, ptr addrspace(1) nocapture %out)
// CHECK-LABEL: define void @tb(i64 %img, ptr addrspace(1) nocapture %out)
// CHECK-LABEL: define internal void @lit.1(
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %img,
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %img,
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %img,
// CHECK: call i32 @llvm.nvvm.txq.width(i64 %img)
// CHECK: call i32 @llvm.nvvm.txq.height(i64 %img)
// CHECK-LABEL: define internal void @arg.1(
// CHECK: call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %img,
// CHECK-LABEL: define i32 @one_at(i64 %one, i32 %x)
// CHECK: call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.v4s32.s32(i64 %one, i32 %x)
// CHECK-LABEL: define internal void @arr.1(
// CHECK: call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.array.v4s32.s32(i64 %img,
// CHECK: call i32 @one_at(i64 %one,
// CHECK: [[AS:%[0-9]+]] = call i32 @llvm.nvvm.txq.array.size(i64 %img)
// CHECK: zext i32 [[AS]] to i64
// CHECK: call i32 @llvm.nvvm.txq.width(i64 %one)
// CHECK-LABEL: define internal void @tb.1(
// CHECK: call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.v4s32.s32(i64 %img,
// CHECK: call i32 @llvm.nvvm.txq.width(i64 %img)
