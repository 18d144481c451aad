#version 450
// Private (module-scope) variables become allocas in the kernel, with their
// initializers stored at entry, and reach called functions as pointers; Function
// variables are allocas; a constant table indexed dynamically.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer B { float v[]; };
float scale = 3.0;
int counter = 0;   // without an initializer a Private variable is undefined
const float table[4] = float[4](1.0, 0.5, 0.25, 0.125);
void bump(float x) { counter++; scale *= x; }
void main() {
  uint i = gl_GlobalInvocationID.x;
  bump(2.0);
  bump(v[i]);
  float t[4] = table;
  v[i] = scale * float(counter) + t[i & 3u];
}
// CHECK-LABEL: define void @main(ptr addrspace(1) align 16 %B)
// CHECK: %scale = alloca float, align 4
// CHECK: %counter = alloca i32, align 4
// CHECK: alloca [4 x float], align 4
// CHECK: store float 3.000000e+00, ptr %scale, align 4
// CHECK: call void @"bump(f1;"(ptr %{{.*}}, ptr addrspace(1) %B, ptr %scale, ptr %counter)
// CHECK: store float 1.000000e+00, ptr %{{.*}}, align 4
// CHECK-LABEL: define internal void @"bump(f1;"(ptr %x, ptr addrspace(1) %env0, ptr %env1, ptr %env2)
// CHECK: load i32, ptr %env2, align 4
// CHECK: load float, ptr %env1, align 4
