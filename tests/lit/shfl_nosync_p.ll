; Pre-Volta shuffles with the predicate output (llvm.nvvm.shfl.{idx,up,down,bfly}.{i32p,f32p};
; issue 11, LLVM's shfl-p.ll): as the forms without p, shfl.sync over the whole warp, and
; the predicate is shfl.sync's |p (the source lane was in range). Both engines run a full warp.
; RUN: -mcpu=sm_75 | CHECK
; EXEC: -mcpu=sm_75 | k 1 64 buf:i32:64:iota buf:f32:64:iota buf:i32:512:zero
; EXEC: -mcpu=sm_75 -O0 | k 1 64 buf:i32:64:iota buf:f32:64:iota buf:i32:512:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK: shfl.sync.down.b32 {{%r[0-9]+}}|{{%p[0-9]+}}, {{%r[0-9]+}}, 3, 31, -1;
; CHECK: shfl.sync.up.b32 {{%f[0-9]+}}|{{%p[0-9]+}}, {{%f[0-9]+}}, 5, 0, -1;
; CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}|{{%p[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 31, -1;
; CHECK: shfl.sync.idx.b32 {{%f[0-9]+}}|{{%p[0-9]+}}, {{%f[0-9]+}}, {{%r[0-9]+}}, 15, -1;
define ptx_kernel void @k(ptr addrspace(1) %ii, ptr addrspace(1) %fi, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %ii, i32 %t
  %x = load i32, ptr addrspace(1) %pi
  %pf = getelementptr float, ptr addrspace(1) %fi, i32 %t
  %y = load float, ptr addrspace(1) %pf
  %d = call {i32, i1} @llvm.nvvm.shfl.down.i32p(i32 %x, i32 3, i32 31)
  %u = call {float, i1} @llvm.nvvm.shfl.up.f32p(float %y, i32 5, i32 0)
  %lane = and i32 %t, 7
  %b = call {i32, i1} @llvm.nvvm.shfl.bfly.i32p(i32 %x, i32 %lane, i32 31)
  %src = mul i32 %t, 3
  %c = call {float, i1} @llvm.nvvm.shfl.idx.f32p(float %y, i32 %src, i32 15)
  %o = mul i32 %t, 8
  %dv = extractvalue {i32, i1} %d, 0
  %dp = extractvalue {i32, i1} %d, 1
  %uv = extractvalue {float, i1} %u, 0
  %up = extractvalue {float, i1} %u, 1
  %bv = extractvalue {i32, i1} %b, 0
  %bp = extractvalue {i32, i1} %b, 1
  %cv = extractvalue {float, i1} %c, 0
  %cp = extractvalue {float, i1} %c, 1
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %dv, ptr addrspace(1) %q0
  %o1 = add i32 %o, 1
  %q1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1
  %dz = zext i1 %dp to i32
  store i32 %dz, ptr addrspace(1) %q1
  %o2 = add i32 %o, 2
  %q2 = getelementptr i32, ptr addrspace(1) %out, i32 %o2
  store float %uv, ptr addrspace(1) %q2
  %o3 = add i32 %o, 3
  %q3 = getelementptr i32, ptr addrspace(1) %out, i32 %o3
  %uz = zext i1 %up to i32
  store i32 %uz, ptr addrspace(1) %q3
  %o4 = add i32 %o, 4
  %q4 = getelementptr i32, ptr addrspace(1) %out, i32 %o4
  store i32 %bv, ptr addrspace(1) %q4
  %o5 = add i32 %o, 5
  %q5 = getelementptr i32, ptr addrspace(1) %out, i32 %o5
  %bz = zext i1 %bp to i32
  store i32 %bz, ptr addrspace(1) %q5
  %o6 = add i32 %o, 6
  %q6 = getelementptr i32, ptr addrspace(1) %out, i32 %o6
  store float %cv, ptr addrspace(1) %q6
  %o7 = add i32 %o, 7
  %q7 = getelementptr i32, ptr addrspace(1) %out, i32 %o7
  %cz = zext i1 %cp to i32
  store i32 %cz, ptr addrspace(1) %q7
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare {i32, i1} @llvm.nvvm.shfl.down.i32p(i32, i32, i32)
declare {float, i1} @llvm.nvvm.shfl.up.f32p(float, i32, i32)
declare {i32, i1} @llvm.nvvm.shfl.bfly.i32p(i32, i32, i32)
declare {float, i1} @llvm.nvvm.shfl.idx.f32p(float, i32, i32)
