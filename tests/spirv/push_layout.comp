#version 450
// The push-constant parameter is exactly the block's bytes up to the end of its last
// member (20 here, not the 32 of a padded struct), aligned as its largest member.
layout(local_size_x = 1) in;
layout(push_constant) uniform P { vec4 a; float b; } pc;
layout(std430, binding = 0) buffer O { float o[]; };
void main() { o[0] = pc.a.y + pc.b; }
// CHECK-LABEL: define void @main(ptr addrspace(1) align 16 %O, ptr byval([20 x i8]) noalias readonly align 16 %pc)
// CHECK: getelementptr inbounds i8, ptr %pc, i64 4
// CHECK: getelementptr inbounds i8, ptr %pc, i64 16
