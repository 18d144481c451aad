#version 450
// Subgroup operations with every lane active and with a partial set of active lanes (a
// branch leaves lanes with lane % 3 == 0 out), for the semantic test (run_semantic.py):
// out[16 * gid + k] holds the k-th result.
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_KHR_shader_subgroup_vote : enable
#extension GL_KHR_shader_subgroup_ballot : enable
#extension GL_KHR_shader_subgroup_shuffle : enable
#extension GL_KHR_shader_subgroup_shuffle_relative : enable
#extension GL_KHR_shader_subgroup_arithmetic : enable
#extension GL_KHR_shader_subgroup_clustered : enable
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer O { uint o[]; };
void main() {
  uint g = gl_GlobalInvocationID.x, l = gl_SubgroupInvocationID;
  uint x = g * 7u + 3u;
  uint b = 16u * g;
  o[b + 0u] = subgroupAdd(x);
  o[b + 1u] = subgroupInclusiveAdd(x);
  o[b + 2u] = subgroupExclusiveAdd(x);
  o[b + 3u] = subgroupMax(x ^ 5u);
  o[b + 4u] = subgroupClusteredAdd(x, 8u);
  o[b + 5u] = subgroupShuffleXor(x, 3u);
  o[b + 6u] = subgroupBallot((x & 2u) != 0u).x;
  o[b + 7u] = subgroupBroadcastFirst(x) + (subgroupElect() ? 1000u : 0u);
  if (l % 3u != 0u) {
    o[b + 8u] = subgroupAdd(x);
    o[b + 9u] = subgroupInclusiveAdd(x);
    o[b + 10u] = subgroupExclusiveAdd(x);
    o[b + 11u] = subgroupMin(x);
    o[b + 12u] = subgroupBallot(true).x;
    o[b + 13u] = subgroupBroadcastFirst(x) + (subgroupElect() ? 1000u : 0u);
    o[b + 14u] = subgroupInclusiveMul(x & 3u);
    o[b + 15u] = uint(subgroupAll(x > 2u)) + 2u * uint(subgroupAny(x == 10u));
  }
}
// CHECK-LABEL: define void @main(
