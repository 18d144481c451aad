#version 450
// Image atomics (imageAtomicAdd: OpImageTexelPointer + OpAtomicIAdd) are refused where
// used, with the reason: PTX's one surface read-modify-write, sured, returns no value
// (and has no exchange or compare-and-swap), while the atomic returns the old texel.
// RUN-ATOMIC: --entry main
// EXPECT-ERROR-ATOMIC: (OpImageTexelPointer): image atomics (OpImageTexelPointer) are not supported: PTX's one surface read-modify-write, sured
layout(local_size_x = 1) in;
layout(binding = 0, r32ui) uniform uimage2D img;
layout(binding = 1) buffer B { uint o; };
void main() { o = imageAtomicAdd(img, ivec2(0, 0), 1u); }
