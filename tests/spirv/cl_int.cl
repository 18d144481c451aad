// OpenCL.std integer functions and conversions with saturation and rounding modes.
// CLANG: -O0
__kernel void ints(__global int4 *a, __global uint4 *b, __global short *h, __global uchar *c, __global long *l,
                   __global float *f) {
  size_t i = get_global_id(0);
  int4 x = a[i], y = a[i + 1];
  uint4 u = b[i], w = b[i + 1];
  a[i] = abs_diff(x, y) == 0 ? x : add_sat(x, y) + hadd(x, y) + rhadd(x, y) + clamp(x, -5, 5) + mul_hi(x, y) +
         rotate(x, y) + sub_sat(x, y) + mad24(x, y, x) + mul24(x, y) + mad_hi(x, y, x) + mad_sat(x, y, x) +
         min(x, y) + max(x, y) + clz(x) + popcount(x);
  b[i] = abs(x) + u / w + u % w + (u >> (w & 31)) + mul_hi(u, w) + upsample((ushort4)(1), (ushort4)(2)) + rotate(u, w);
  h[i] = convert_short_sat(x.x) + convert_short_sat_rte(f[i]) + (short)upsample((char)1, (uchar)2);
  c[i] = convert_uchar_sat(x.y) + convert_uchar_sat(u.z) + convert_uchar(f[i]);
  l[i] = upsample(x.x, u.y) + (long)mul_hi(l[i], l[i + 1]);
  f[i] = convert_float_rtz(x.z) + convert_float_rtp((uint)x.w) + convert_float(l[i]) + (float)convert_int_rtn(f[i + 1]);
}
// CHECK-LABEL: define void @ints(
// CHECK-DAG: call <4 x i32> @llvm.sadd.sat.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.ssub.sat.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.fshl.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.ctlz.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.ctpop.v4i32(
// CHECK-DAG: call i64 @llvm.nvvm.mulhi.ll(
// CHECK-DAG: call float @llvm.nvvm.i2f.rz(
// CHECK-DAG: call float @llvm.nvvm.ui2f.rp(
// CHECK-DAG: call float @llvm.floor.f32(
