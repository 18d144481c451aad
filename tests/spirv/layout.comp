#version 450
// Explicit layouts: std140 arrays (stride 16), vec3 followed by a scalar, nested
// structs, column- and row-major matrices (MatrixStride), std430 arrays of structs; all
// accessed at byte offsets from the decorations.
layout(local_size_x = 32) in;
struct Inner { vec3 p; float w; };
layout(std140, binding = 0) uniform U {
  float a[3];            // offsets 0, 16, 32
  vec3 v; float s;       // 48, 60
  Inner inner;           // 64 (p), 76 (w)
  mat3 m;                // 80, columns 16 bytes apart
  layout(row_major) mat2x3 r;  // 128, rows 16 bytes apart
} u;
layout(std430, binding = 1) buffer S {
  Inner items[];         // stride 16
} sb;
layout(std430, binding = 2) buffer O { vec4 o[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  vec3 m = u.m * u.v + u.r[1] * u.a[2];
  Inner it = sb.items[i];
  it.w += u.s + u.inner.w;
  sb.items[i] = it;
  o[i] = vec4(m + it.p, u.inner.p.y);
}
// CHECK-LABEL: define void @main(ptr addrspace(1) noalias readonly align 16 %u, ptr addrspace(1) align 16 %sb, ptr addrspace(1) align 16 %O)
// The mat3 at 80, its columns 16 bytes apart (a 12-byte vector load each)
// CHECK: [[M:%[0-9]+]] = getelementptr inbounds i8, ptr addrspace(1) %u, i64 80
// CHECK-NEXT: load <3 x float>, ptr addrspace(1) [[M]], align 16
// CHECK: getelementptr inbounds i8, ptr addrspace(1) [[M]], i64 16
// CHECK: getelementptr inbounds i8, ptr addrspace(1) [[M]], i64 32
// u.v at 48
// CHECK: getelementptr inbounds i8, ptr addrspace(1) %u, i64 48
// Column 1 of the row-major mat2x3 (at 128): three floats 16 bytes apart from 132
// CHECK: [[R:%[0-9]+]] = getelementptr inbounds i8, ptr addrspace(1) %u, i64 132
// CHECK-NEXT: load float, ptr addrspace(1) [[R]], align 4
// CHECK: getelementptr inbounds i8, ptr addrspace(1) [[R]], i64 16
// CHECK: getelementptr inbounds i8, ptr addrspace(1) [[R]], i64 32
// u.a[2] at 32
// CHECK: getelementptr inbounds i8, ptr addrspace(1) %u, i64 32
// sb.items[i]: stride 16, the struct value loaded member by member (w at 12)
// CHECK: mul i64 %{{[0-9]+}}, 16
// CHECK: load <3 x float>, ptr addrspace(1) %{{[0-9]+}}, align 16
// CHECK: getelementptr inbounds i8, ptr addrspace(1) %{{[0-9]+}}, i64 12
// CHECK: insertvalue { <3 x float>, float }
// u.s at 60, u.inner.w at 76
// CHECK: getelementptr inbounds i8, ptr addrspace(1) %u, i64 60
// CHECK: getelementptr inbounds i8, ptr addrspace(1) %u, i64 76
// CHECK: store float %{{[0-9]+}}, ptr addrspace(1) %{{[0-9]+}}, align 4
