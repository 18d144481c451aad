// Structs: a by-value struct argument (byval), structs in global memory with the
// natural (C) layout, a __constant table with an initializer, a helper function with a
// struct pointer, and private arrays.
typedef struct { float x; int k; float4 v; char c; } S;
__constant int lut[5] = {1, 1, 2, 3, 5};
static float sum(__global const S *p, int n) {
  float acc = 0.0f;
  for (int j = 0; j < n; j++) acc += p[j].x * p[j].v.w + (float)p[j].c;
  return acc;
}
__kernel void st(__global S *items, S param, __global float *out) {
  size_t i = get_global_id(0);
  float priv[8];
  for (int j = 0; j < 8; j++) priv[j] = (float)lut[j % 5] * param.x;
  items[i].k += param.k;
  items[i].v *= param.v;
  out[i] = sum(items, (int)i) + priv[i & 7];
}
// CHECK: @lut = addrspace(4) constant [5 x i32] [i32 1, i32 1, i32 2, i32 3, i32 5], align 4
// CHECK-LABEL: define void @st(ptr addrspace(1) {{.*}}%items, ptr byval({ float, i32, <4 x float>, i8{{.*}} }) {{.*}}align 16 %param, ptr addrspace(1) {{.*}}%out)
// S.v.w is at 16 + 12, S.c at 32, sizeof(S) = 48
// CHECK: phi float [
// CHECK: mul i64 %{{[a-z0-9.]+}}, 48
// CHECK: add i64 %{{[0-9]+}}, 28
// CHECK: add i64 %{{[0-9]+}}, 32
// CHECK: load i8, ptr addrspace(1) %{{[a-z0-9.]+}}, align 1
