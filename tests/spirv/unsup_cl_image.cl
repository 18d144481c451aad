// OpenCL image uses nvcg refuses, each with its reason (one kernel a RUN line):
// write_image* (a surface store needs the texel size, which OpenCL's images give only at
// run time), get_image_channel_order (no txq.channel_*), image1d_buffer_t.
// RUN-WRITE: --entry w
// EXPECT-ERROR-WRITE: write_only and read_write OpenCL images are not supported: a surface store (sust.b)
// RUN-ORDER: --entry o
// EXPECT-ERROR-ORDER: (OpImageQueryOrder): get_image_channel_data_type and get_image_channel_order
// RUN-BUF: --entry b
// EXPECT-ERROR-BUF: image1d_buffer_t is not supported
__kernel void w(write_only image2d_t img) { write_imagef(img, (int2)(get_global_id(0), 0), (float4)(1.0f)); }
__kernel void o(read_only image2d_t img, __global int *out) { out[0] = get_image_channel_order(img); }
__kernel void b(read_only image1d_buffer_t img, __global float *out) { out[0] = read_imagef(img, 0).x; }
