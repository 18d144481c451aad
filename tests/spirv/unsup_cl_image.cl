// OpenCL image uses nvcg refuses, each with its reason (one kernel a RUN line):
// reading a read_write image (a surface object: no formatted load, and an unformatted one
// needs the texel size, which OpenCL's images give only at run time),
// get_image_channel_order (no txq.channel_*), a write_only image1d_buffer_t (no CUDA
// surface over linear memory). Image atomics: unsup_image_atomic.comp.
// CLANG: -cl-std=CL2.0
// TARGET: opencl2.0
// RUN-RW: --entry rw
// EXPECT-ERROR-RW: reading a read_write OpenCL image is not supported
// RUN-ORDER: --entry o
// EXPECT-ERROR-ORDER: (OpImageQueryOrder): get_image_channel_data_type and get_image_channel_order
// RUN-BUF: --entry b
// EXPECT-ERROR-BUF: a write_only or read_write image1d_buffer_t is not supported
__kernel void rw(read_write image2d_t img, __global float *out) { out[0] = read_imagef(img, (int2)(0, 0)).x; }
__kernel void o(read_only image2d_t img, __global int *out) { out[0] = get_image_channel_order(img); }
__kernel void b(write_only image1d_buffer_t img) { write_imagef(img, 0, (float4)(1.0f)); }
