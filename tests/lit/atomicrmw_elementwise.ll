; `atomicrmw elementwise` (current LLVM): every element of the vector is an atomic
; operation of its own at its own address, with the instruction's ordering and scope. Read
; as one scalar atomicrmw per element; the old values come back as a vector. 32 threads add
; into one shared <4 x i32>, <2 x float> and <2 x i16> (the 16-bit elements take the
; compare-and-swap loop), then thread 0 copies the totals out: both engines must get
; 32*{1,2,3,4}, 32*{0.5,-2}, 32*{3,5}. The old values of the last add feed a umax, whose
; result does not depend on the order the threads ran in.
; RUN: -mcpu=sm_80 | CHECK
; RUN: -mcpu=sm_90 -O0 | CHECK
; EXEC: -mcpu=sm_80 | k 1 32 buf:i32:8:zero
; EXEC: -mcpu=sm_75 -O0 | k 1 32 buf:i32:8:zero
target triple = "nvptx64-nvidia-cuda"

@si = internal addrspace(3) global <4 x i32> zeroinitializer, align 16
@sf = internal addrspace(3) global <2 x float> zeroinitializer, align 8
@sh = internal addrspace(3) global <2 x i16> zeroinitializer, align 4
@mx = internal addrspace(3) global <2 x i32> zeroinitializer, align 8

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %init, label %go
init:
  store <4 x i32> zeroinitializer, ptr addrspace(3) @si
  store <2 x float> zeroinitializer, ptr addrspace(3) @sf
  store <2 x i16> zeroinitializer, ptr addrspace(3) @sh
  store <2 x i32> zeroinitializer, ptr addrspace(3) @mx
  br label %go
go:
  call void @llvm.nvvm.barrier0()
  %a = atomicrmw elementwise add ptr addrspace(3) @si, <4 x i32> <i32 1, i32 2, i32 3, i32 4> monotonic, align 16
  %f = atomicrmw volatile elementwise fadd ptr addrspace(3) @sf, <2 x float> <float 0.5, float -2.0> syncscope("block") monotonic
  %h = atomicrmw elementwise add ptr addrspace(3) @sh, <2 x i16> <i16 3, i16 5> seq_cst
  %old = shufflevector <4 x i32> %a, <4 x i32> poison, <2 x i32> <i32 0, i32 3>
  %m = atomicrmw elementwise umax ptr addrspace(3) @mx, <2 x i32> %old acq_rel
  call void @llvm.nvvm.barrier0()
  br i1 %z, label %copy, label %done
copy:
  %vi = load <4 x i32>, ptr addrspace(3) @si
  store <4 x i32> %vi, ptr addrspace(1) %out
  %vf = load <2 x float>, ptr addrspace(3) @sf
  %pf = getelementptr i32, ptr addrspace(1) %out, i64 4
  store <2 x float> %vf, ptr addrspace(1) %pf
  %vh = load <2 x i16>, ptr addrspace(3) @sh
  %ph = getelementptr i32, ptr addrspace(1) %out, i64 6
  store <2 x i16> %vh, ptr addrspace(1) %ph
  %vm = load <2 x i32>, ptr addrspace(3) @mx
  %e = extractelement <2 x i32> %vm, i32 1
  %pm = getelementptr i32, ptr addrspace(1) %out, i64 7
  store i32 %e, ptr addrspace(1) %pm
  br label %done
done:
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-COUNT-4: atom.shared.add.u32
; CHECK-COUNT-2: {{atom|red}}{{.*}}.shared.add.f32
; CHECK: atom{{.*}}.shared.cas.b32
; CHECK: atom{{.*}}.shared.cas.b32
; CHECK-COUNT-2: {{atom|red}}{{.*}}.shared.max.u32

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
