#version 450
// Subgroup operations: votes, ballots, shuffles, broadcasts, and the arithmetic
// reductions and scans as mask-aware shfl.sync butterflies (redux.sync with --sm 80).
// RUN:
// RUN-SM80: --sm 80
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_KHR_shader_subgroup_vote : enable
#extension GL_KHR_shader_subgroup_ballot : enable
#extension GL_KHR_shader_subgroup_shuffle : enable
#extension GL_KHR_shader_subgroup_shuffle_relative : enable
#extension GL_KHR_shader_subgroup_arithmetic : enable
#extension GL_KHR_shader_subgroup_clustered : enable
#extension GL_KHR_shader_subgroup_quad : enable
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint u[]; };
layout(std430, binding = 2) buffer I { int i[]; };
layout(std430, binding = 1) buffer F { float f[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint x = u[g];
  float y = f[g];
  uint r = 0u;
  if (subgroupElect()) r += 1u;
  if (subgroupAll(x > 3u)) r += 2u;
  if (subgroupAny(x > 3u)) r += 4u;
  if (subgroupAllEqual(x)) r += 8u;
  uvec4 b = subgroupBallot(x > 1u);
  r += subgroupBallotBitCount(b) + subgroupBallotInclusiveBitCount(b) + subgroupBallotExclusiveBitCount(b);
  r += subgroupBallotFindLSB(b) + subgroupBallotFindMSB(b) + uint(subgroupBallotBitExtract(b, 5u));
  r += uint(subgroupInverseBallot(b));
  r += subgroupBroadcast(x, 3u) + subgroupBroadcastFirst(x) + subgroupShuffle(x, x & 31u);
  r += subgroupShuffleXor(x, 1u) + subgroupShuffleUp(x, 2u) + subgroupShuffleDown(x, 3u);
  r += subgroupAdd(x) + subgroupMul(x) + subgroupMin(x) + subgroupMax(x);
  r += subgroupAnd(x) + subgroupOr(x) + subgroupXor(x);
  r += subgroupInclusiveAdd(x) + subgroupExclusiveAdd(x);
  r += uint(subgroupMin(int(x)) + subgroupMax(int(x)));
  r += subgroupClusteredAdd(x, 4u) + subgroupQuadBroadcast(x, 2u) + subgroupQuadSwapHorizontal(x);
  r += gl_SubgroupSize + gl_SubgroupInvocationID + gl_NumSubgroups + gl_SubgroupID + gl_SubgroupEqMask.x + gl_SubgroupLtMask.x;
  u[g] = r;
  f[g] = subgroupAdd(y) + subgroupExclusiveMul(y) + subgroupMax(y) + subgroupShuffleXor(y, 16u);
  i[g] = subgroupInclusiveMin(int(x));
}
// CHECK-LABEL: define void @main(
// CHECK: [[M:%[0-9]+]] = call i32 @llvm.nvvm.activemask()
// CHECK: icmp eq i32 %{{[0-9]+}}, %{{[0-9]+}}
// CHECK: call i1 @llvm.nvvm.vote.all.sync(i32 %{{[0-9]+}}, i1 %{{[0-9]+}})
// CHECK: call i1 @llvm.nvvm.vote.any.sync(
// CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(
// CHECK: call i1 @llvm.nvvm.vote.all.sync(
// CHECK: call i32 @llvm.nvvm.vote.ballot.sync(
// CHECK: insertelement <4 x i32> zeroinitializer, i32 %{{[0-9]+}}, i32 0
// CHECK: call i32 @llvm.ctpop.i32(
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.lanemask.le()
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
// CHECK: call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 1, i32 31)
// CHECK: call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 2, i32 0)
// CHECK: call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 3, i32 31)
// CHECK: call float @llvm.nvvm.shfl.sync.idx.f32(
// CHECK: call float @llvm.nvvm.shfl.sync.bfly.f32(
// SM80: call i32 @llvm.nvvm.redux.sync.add(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
// SM80: call i32 @llvm.nvvm.redux.sync.umin(
// SM80: call i32 @llvm.nvvm.redux.sync.umax(
// SM80: call i32 @llvm.nvvm.redux.sync.and(
// SM80: call i32 @llvm.nvvm.redux.sync.or(
// SM80: call i32 @llvm.nvvm.redux.sync.xor(
// SM80: call i32 @llvm.nvvm.redux.sync.min(
// SM80: call i32 @llvm.nvvm.redux.sync.max(
