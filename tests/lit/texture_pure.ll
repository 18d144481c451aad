; Texture fetches are pure (the intrinsic table marks llvm.nvvm.tex.* and tld4 NOMEM, as
; LLVM marks them readnone: a texture is read-only for the kernel's life). GVN merges two
; identical fetches, DCE drops an unused one, LICM hoists a loop-invariant one out of its
; loop; a store to global memory in between changes none of that. Surface loads are not
; pure: two identical suld around a sust to the same surface both stay, in order.
; RUN: -mcpu=sm_75 -O2 | CHECK
; CHECK-LABEL: .entry cse(
; CHECK: tex.2d.v4.f32.s32
; CHECK-NOT: tex.
; CHECK: ret;
; CHECK-LABEL: .entry hoist(
; CHECK: tex.2d.v4.f32.s32
; CHECK-NOT: tex.
; CHECK: $L__BB{{[0-9_]+}}:
; CHECK-NOT: tex.
; CHECK: ret;
; CHECK-LABEL: .entry surf(
; CHECK: suld.b.2d.b32.zero {{.*}}{%r[[A:[0-9]+]]}, [%rd[[S:[0-9]+]], {%r[[X:[0-9]+]], %r[[Y:[0-9]+]]}];
; CHECK: sust.b.2d.b32.zero [%rd[[S]],
; CHECK: suld.b.2d.b32.zero {{.*}}[%rd[[S]], {%r[[X]], %r[[Y]]}];
; CHECK: ret;
; EXEC: -mcpu=sm_75 -O2 | cse 1 32 tex:r32f:8x8:rand:3 buf:f32:32:zero
; EXEC: -mcpu=sm_75 -O2 | hoist 1 32 tex:r32f:8x8:rand:3 buf:f32:32:zero i32:5
; EXEC: -mcpu=sm_75 -O2 | surf 1 8 surf:r32ui:8x4:rand:5 buf:i32:8:zero
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64, i32, i32)
declare i32 @llvm.nvvm.suld.2d.i32.zero(i64, i32, i32)
declare void @llvm.nvvm.sust.b.2d.i32.zero(i64, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @cse(i64 %t, ptr addrspace(1) %o) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %i, 7
  %y = lshr i32 %i, 3
  %a = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %t, i32 %x, i32 %y)
  %a0 = extractvalue { float, float, float, float } %a, 0
  %p = getelementptr float, ptr addrspace(1) %o, i32 %i
  store float %a0, ptr addrspace(1) %p
  %unused = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %t, i32 %y, i32 %x)
  %b = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %t, i32 %x, i32 %y)
  %b0 = extractvalue { float, float, float, float } %b, 0
  %s = fadd float %a0, %b0
  store float %s, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @hoist(i64 %t, ptr addrspace(1) %o, i32 %n) {
entry:
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %i, 7
  %y = lshr i32 %i, 3
  %p = getelementptr float, ptr addrspace(1) %o, i32 %i
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %t, i32 %x, i32 %y)
  %v0 = extractvalue { float, float, float, float } %v, 0
  %kf = sitofp i32 %k to float
  %m = fmul float %v0, %kf
  %acc1 = fadd float %acc, %m
  store volatile float %acc1, ptr addrspace(1) %p
  %k1 = add i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @surf(i64 %s, ptr addrspace(1) %o) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %xb = shl i32 %i, 2
  %a = call i32 @llvm.nvvm.suld.2d.i32.zero(i64 %s, i32 %xb, i32 0)
  %a1 = add i32 %a, 1
  call void @llvm.nvvm.sust.b.2d.i32.zero(i64 %s, i32 %xb, i32 0, i32 %a1)
  %b = call i32 @llvm.nvvm.suld.2d.i32.zero(i64 %s, i32 %xb, i32 0)
  %r = mul i32 %a, %b
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %i
  store i32 %r, ptr addrspace(1) %p
  ret void
}
