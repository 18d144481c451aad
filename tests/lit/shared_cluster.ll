; LLVM 21's shared::cluster address space (7): the shared memory of any CTA of the cluster,
; the CTA's own shared::cta window (3) inside it. Accesses through a ptr addrspace(7) are
; ld/st/atom/red.shared::cluster (sm_90, PTX ISA 7.8), scalar, .v2/.v4, .b128 and volatile;
; casts 3 -> 7 and 7 -> 3 go through generic (cvta.shared then cvta.to.shared::cluster),
; as LLVM prints them, and a generic pointer cast from a p7 is narrowed back to p7
; (infer_as). nvcgrun runs clusters of one CTA: shared::cluster is the CTA's own shared
; memory on both engines, which must agree bit for bit.
; EXEC: -mcpu=sm_90 | k 1 64 buf:i32:64:rand:7 buf:i32:256:zero
; EXEC: -mcpu=sm_90 -O0 | k 1 64 buf:i32:64:rand:11 buf:i32:256:zero
; EXEC: -mcpu=sm_90 -mattr=+ptx83 | k 1 64 buf:i32:64:rand:13 buf:i32:256:zero
; RUN: -mcpu=sm_90 | CHECK
; RUN: -mcpu=sm_90 -mattr=+ptx83 | B128
; B128: ld.shared::cluster.b128
; B128: st.shared::cluster.b128
; CHECK: .version 7.8
; CHECK: cvta.shared.u64
; CHECK: cvta.to.shared::cluster.u64
; CHECK: st.volatile.shared::cluster.u32
; CHECK: st.shared::cluster.u32
; CHECK: atom.shared::cluster.add.u32
; CHECK: atom.shared::cluster.cas.b32
; CHECK: red.shared::cluster.add.u32
; CHECK: red.shared::cluster.add.u32
; CHECK: ld.shared::cluster.v4.u32
; CHECK: ld.shared::cluster.v2.u32
; CHECK: ld.volatile.shared::cluster.u32
; CHECK: st.volatile.shared::cluster.u32
; CHECK: cvta.shared::cluster.u64
; CHECK: cvta.to.shared.u64
; CHECK: isspacep.shared::cluster
; CHECK: ld.shared::cluster.u32
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [256 x i32] undef, align 16
@cnt = internal addrspace(3) global [4 x i32] undef, align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr)

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %init, label %go
init:
  store i32 0, ptr addrspace(3) @cnt, align 4
  store i32 0, ptr addrspace(3) getelementptr ([4 x i32], ptr addrspace(3) @cnt, i32 0, i32 1), align 4
  store i32 0, ptr addrspace(3) getelementptr ([4 x i32], ptr addrspace(3) @cnt, i32 0, i32 2), align 4
  br label %go
go:
  call void @llvm.nvvm.barrier0()
  %base = addrspacecast ptr addrspace(3) @s to ptr addrspace(7)
  %cbase = addrspacecast ptr addrspace(3) @cnt to ptr addrspace(7)
  %i = zext i32 %tid to i64
  %ip = getelementptr i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %ip, align 4
  ; each thread writes four words through shared::cluster
  %i4 = shl i64 %i, 2
  %p0 = getelementptr i32, ptr addrspace(7) %base, i64 %i4
  store i32 %v, ptr addrspace(7) %p0, align 16
  %p1 = getelementptr i32, ptr addrspace(7) %p0, i64 1
  %v1 = xor i32 %v, 1431655765
  store i32 %v1, ptr addrspace(7) %p1, align 4
  %p2 = getelementptr i32, ptr addrspace(7) %p0, i64 2
  %v2 = mul i32 %v, 3
  store volatile i32 %v2, ptr addrspace(7) %p2, align 8
  %p3 = getelementptr i32, ptr addrspace(7) %p0, i64 3
  %v3 = add i32 %v, %tid
  store i32 %v3, ptr addrspace(7) %p3, align 4
  ; atomics: an add whose old value is used and a cas, each on the thread's own word (so
  ; the values do not depend on the order of threads), and two adds to shared counters
  ; whose results are unused (red; the sums do not depend on the order either)
  %old = atomicrmw add ptr addrspace(7) %p1, i32 %v monotonic, align 4
  %cx = cmpxchg ptr addrspace(7) %p3, i32 %v3, i32 %v2 monotonic monotonic, align 4
  %unused0 = atomicrmw add ptr addrspace(7) %cbase, i32 %v monotonic, align 4
  %c1 = getelementptr i32, ptr addrspace(7) %cbase, i64 1
  %unused1 = atomicrmw add ptr addrspace(7) %c1, i32 1 monotonic, align 4
  call void @llvm.nvvm.barrier0()
  ; read a neighbour's words back: .v4 and .v2 through shared::cluster, volatile, plain shared::cta
  %n = add i32 %tid, 1
  %nm = and i32 %n, 63
  %j = zext i32 %nm to i64
  %j4 = shl i64 %j, 2
  %q0 = getelementptr i32, ptr addrspace(7) %base, i64 %j4
  %w4 = load <4 x i32>, ptr addrspace(7) %q0, align 16
  %q2 = getelementptr i32, ptr addrspace(7) %q0, i64 2
  %w2 = load <2 x i32>, ptr addrspace(7) %q2, align 8
  %qv = getelementptr i32, ptr addrspace(7) %q0, i64 1
  %wv = load volatile i32, ptr addrspace(7) %qv, align 4
  store volatile i32 %wv, ptr addrspace(7) %qv, align 4
  ; 16 bytes as one .b128 access (the whole quad of this thread, copied to the last quads)
  %w128 = load i128, ptr addrspace(7) %p0, align 16
  %back = addrspacecast ptr addrspace(7) %p0 to ptr addrspace(3)
  %plain = load i32, ptr addrspace(3) %back, align 16
  ; generic pointer from a p7: narrowed back to shared::cluster
  %g = addrspacecast ptr addrspace(7) %q0 to ptr
  %isc = call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %g)
  %iscz = zext i1 %isc to i32
  %gl = getelementptr i32, ptr %g, i64 3
  %gv = load i32, ptr %gl, align 4
  %oldc = extractvalue { i32, i1 } %cx, 0
  ; out[tid*4 + 0..3]
  %o0 = getelementptr i32, ptr addrspace(1) %out, i64 %i4
  %e0 = extractelement <4 x i32> %w4, i32 0
  %e3 = extractelement <4 x i32> %w4, i32 3
  %f0 = extractelement <2 x i32> %w2, i32 0
  %f1 = extractelement <2 x i32> %w2, i32 1
  %x0 = add i32 %e0, %f1
  %x1 = xor i32 %e3, %f0
  %x2 = add i32 %wv, %gv
  %x3 = add i32 %plain, %iscz
  %x3a = add i32 %x3, %old
  %x3c = xor i32 %x3a, %oldc
  store i32 %x0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i64 1
  store i32 %x1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i64 2
  store i32 %x2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i64 3
  store i32 %x3c, ptr addrspace(1) %o3, align 4
  call void @llvm.nvvm.barrier0()
  %q128 = getelementptr i32, ptr addrspace(7) %base, i64 %j4
  store i128 %w128, ptr addrspace(7) %q128, align 16
  call void @llvm.nvvm.barrier0()
  br i1 %first, label %tail, label %done
tail:
  ; thread 0: the counters (sum of in[], 64) into out[] after the quads
  %s0 = load i32, ptr addrspace(7) %cbase, align 4
  %s1 = load i32, ptr addrspace(7) %c1, align 4
  %t0 = getelementptr i32, ptr addrspace(1) %out, i64 0
  %r0 = load i32, ptr addrspace(1) %t0, align 4
  %r1 = add i32 %r0, 0
  store i32 %r1, ptr addrspace(1) %t0, align 4
  %z = getelementptr i32, ptr addrspace(3) @s, i64 4
  %zv = load i32, ptr addrspace(3) %z, align 16
  %sum = add i32 %s0, %zv
  %tt = getelementptr i32, ptr addrspace(1) %out, i64 254
  store i32 %sum, ptr addrspace(1) %tt, align 4
  %tt1 = getelementptr i32, ptr addrspace(1) %out, i64 255
  store i32 %s1, ptr addrspace(1) %tt1, align 4
  br label %done
done:
  ret void
}
