#version 450
// Shared-memory tiled matrix multiply C = A * B (n x n, n a multiple of 16), with the
// matrix size as a specialization constant (default 64; --spec 0=128 overrides).
// RUN:
// RUN-SPEC: --spec 0=128
layout(local_size_x = 16, local_size_y = 16) in;
layout(constant_id = 0) const uint N = 64;
layout(std430, binding = 0) readonly buffer A { float a[]; };
layout(std430, binding = 1) readonly buffer B { float b[]; };
layout(std430, binding = 2) writeonly buffer C { float c[]; };
shared float ta[16][16];
shared float tb[16][16];
void main() {
  uint tx = gl_LocalInvocationID.x, ty = gl_LocalInvocationID.y;
  uint row = gl_GlobalInvocationID.y, col = gl_GlobalInvocationID.x;
  float acc = 0.0;
  for (uint t = 0u; t < N / 16u; t++) {
    ta[ty][tx] = a[row * N + t * 16u + tx];
    tb[ty][tx] = b[(t * 16u + ty) * N + col];
    barrier();
    for (uint k = 0u; k < 16u; k++) acc += ta[ty][k] * tb[k][tx];
    barrier();
  }
  c[row * N + col] = acc;
}
// CHECK: @ta = internal addrspace(3) global [16 x [16 x float]] undef
// CHECK: @tb = internal addrspace(3) global [16 x [16 x float]] undef
// CHECK-LABEL: define void @main(
// N / 16 with the default N = 64
// CHECK: icmp ult i32 %{{[0-9]+}}, 4
// A row of ta is 64 bytes.
// CHECK: mul i64 %{{[0-9]+}}, 64
// CHECK: fmul contract float
// CHECK: fadd contract float
// SPEC: icmp ult i32 %{{[0-9]+}}, 8
// SPEC: mul i32 %{{[0-9]+}}, 128
