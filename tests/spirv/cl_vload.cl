// vloadn/vstoren, vload_half/vstore_half, vloada_half, shuffle and shuffle2.
__kernel void vl(__global const float *in, __global float *out, __global half *h, __global const uint *m) {
  size_t i = get_global_id(0);
  float4 v = vload4(i, in);
  float3 t = vload3(i, in + 1);
  float4 hv = vload_half4(i, h) + (float4)(vload_half(i, h));
  float4 s = shuffle(v, (uint4)(3, 2, 1, 0)) + shuffle2(v, hv, (uint4)(m[0], 5, 6, 1));
  vstore4(v + hv + s + (float4)(t, 0.0f), i, out);
  vstore_half4(v, i, h);
  vstore_half(t.x, i, h);
  vstorea_half3(t, i, h);
  float3 a3 = vloada_half3(i, h);
  vstore3(a3, i, out);
}
// CHECK-LABEL: define void @vl(
// CHECK: load float, ptr addrspace(1) %{{[a-z0-9.]+}}, align 4
// CHECK: fpext half
// CHECK: extractelement <4 x float>
// CHECK: fptrunc float %{{[a-z0-9.]+}} to half
// CHECK: store half
