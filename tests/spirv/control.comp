#version 450
// Control flow: loops with break/continue, a switch with fallthrough and default,
// short-circuit && / || (OpPhi with forward references), early return, and a
// function returning a struct.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer B { int v[]; };
struct Pair { int a; int b; };
Pair split(int x) { Pair p; p.a = x / 3; p.b = x % 3; return p; }
void main() {
  int i = int(gl_GlobalInvocationID.x);
  int x = v[i];
  if (x < 0) return;
  int acc = 0;
  for (int k = 0; k < x; k++) {
    if (k == 7) continue;
    if (acc > 1000) break;
    acc += k;
  }
  switch (x & 7) {
  case 0: acc += 1;
  case 1: acc *= 2; break;
  case 5: acc -= 3; break;
  default: acc = ~acc;
  }
  int j = 0;
  while (j < 4 && (acc & 1) == 0 || j == 0) { acc >>= 1; j++; }
  do { acc ^= j; j--; } while (j > 0);
  Pair p = split(acc);
  v[i] = p.a + p.b;
}
// CHECK-LABEL: define void @main(
// CHECK: switch i32 %{{[0-9]+}}, label %{{[0-9]+}} [
// CHECK-NEXT: i32 0, label
// CHECK-NEXT: i32 1, label
// CHECK-NEXT: i32 5, label
// CHECK: phi i1 [
// CHECK: call { i32, i32 } @"split(i1;"(ptr %{{.*}}, ptr addrspace(1) %B)
// CHECK-LABEL: define internal { i32, i32 } @"split(i1;"(ptr %x, ptr addrspace(1) %env0)
// CHECK: sdiv i32
// CHECK: srem i32
// CHECK: ret { i32, i32 }
