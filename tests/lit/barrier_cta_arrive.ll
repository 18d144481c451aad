; llvm.nvvm.barrier.cta.arrive[.aligned].count(id, n): arrive at named barrier `id` without
; waiting (barrier.arrive[.aligned] id, n), the producer half of a producer/consumer pair.
; Warp 0 fills shared memory and arrives at barrier 1; warp 1 waits there (sync, 64
; threads), then reads what warp 0 wrote. Twice, the second time through barrier 2 with
; the .aligned forms. Both engines must agree.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_90 -O0 | CHECK
; EXEC: -mcpu=sm_75 | k 1 64 buf:i32:64:zero
; EXEC: -mcpu=sm_80 -O0 | k 1 64 buf:i32:64:zero
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [64 x i32] zeroinitializer, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %producer = icmp ult i32 %t, 32
  %slot = getelementptr [64 x i32], ptr addrspace(3) @buf, i32 0, i32 %lane
  %slot2 = getelementptr [64 x i32], ptr addrspace(3) @buf, i32 0, i32 %t
  br i1 %producer, label %produce, label %consume
produce:
  %v = mul i32 %lane, 7
  store i32 %v, ptr addrspace(3) %slot
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 1, i32 64)
  %v2 = add i32 %lane, 1000
  %slotb = getelementptr [64 x i32], ptr addrspace(3) @buf, i32 0, i32 %t
  %hi = getelementptr i32, ptr addrspace(3) %slotb, i32 32
  store i32 %v2, ptr addrspace(3) %hi
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 2, i32 64)
  br label %done
consume:
  call void @llvm.nvvm.barrier.cta.sync.count(i32 1, i32 64)
  %got = load i32, ptr addrspace(3) %slot
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 64)
  %got2 = load i32, ptr addrspace(3) %slot2
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %got, ptr addrspace(1) %o
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %got2, ptr addrspace(1) %o2
  br label %done
done:
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK: barrier.arrive 1, 64;
; CHECK: barrier.arrive.aligned 2, 64;
; CHECK: barrier.sync 1, 64;
; CHECK: barrier.sync.aligned 2, 64;

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
