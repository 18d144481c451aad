; Texture group merge (mir/texture_group_merge.c): independent fetches from one texture
; issue back to back ahead of the first use of their results; fetches from another
; texture form their own group; a fetch whose coordinate needs an earlier fetch's result
; does not join; nothing moves across a barrier, a call or a sust (to the same surface),
; and surface loads group like fetches. With the pass disabled the order is the
; scheduler's (interleaved). ir and ptx engines agree with the pass on and off.
; RUN: -mcpu=sm_75 -O2 --verify-each | ON
; RUN: -mcpu=sm_75 -O2 -maxreg=8 | CAP
; RUN: -mcpu=sm_75 -O2 --knob texture-group-merge-shared=true | SHM
; RUN: -mcpu=sm_75 -O2 --disable-texture_group_merge | OFF
; under a cap of 8 registers, grouping would raise the pressure past it: not grouped
; CAP-LABEL: .entry four(
; CAP: tex.2d.v4.f32.s32
; CAP-NEXT: mul.rn.f32
; CAP: ret;
; ON-LABEL: .entry four(
; ON: tex.2d.v4.f32.s32 {{.*}}[%rd[[T:[0-9]+]],
; ON-NEXT: tex.2d.v4.f32.s32 {{.*}}[%rd[[T]],
; ON-NEXT: tex.2d.v4.f32.s32 {{.*}}[%rd[[T]],
; ON-NEXT: tex.2d.v4.f32.s32 {{.*}}[%rd[[T]],
; ON-NOT: tex.
; ON: ret;
; OFF-LABEL: .entry four(
; OFF: tex.2d.v4.f32.s32
; OFF: {{add|fma|mul}}.{{.*}}f32
; OFF: tex.2d.v4.f32.s32
; OFF: ret;
; two textures: each one's fetches together, the first texture's group first
; ON-LABEL: .entry two(
; ON: tex.2d.v4.f32.s32 {{.*}}[%rd[[A:[0-9]+]],
; ON-NEXT: tex.2d.v4.f32.s32 {{.*}}[%rd[[A]],
; ON-NEXT: tex.2d.v4.f32.s32 {{.*}}[%rd[[B:[0-9]+]],
; ON-NEXT: tex.2d.v4.f32.s32 {{.*}}[%rd[[B]],
; ON: ret;
; the second fetch's coordinate is the first one's result: two groups of one
; ON-LABEL: .entry chain(
; ON: tex.2d.v4.f32.s32 {{.*}}{%f[[R:[0-9]+]],
; ON-NEXT: mul.rn.f32 {{.*}}%f[[M:[0-9]+]], %f[[R]], 0f41000000;
; ON-NEXT: cvt.rzi.s32.f32 {{.*}}%r[[X:[0-9]+]], %f[[M]];
; ON-NEXT: tex.2d.v4.f32.s32 {{.*}}[%rd{{[0-9]+}}, {%r[[X]],
; ON: ret;
; a barrier: the fetches on either side stay there
; ON-LABEL: .entry barrier(
; ON: tex.2d.v4.f32.s32
; ON-NOT: tex.
; ON: bar.sync 0;
; ON: tex.2d.v4.f32.s32
; ON: ret;
; a call: nothing crosses it
; ON-LABEL: .entry across_call(
; ON: tex.2d.v4.f32.s32
; ON-NOT: tex.
; ON: call.uni
; ON: tex.2d.v4.f32.s32
; ON: ret;
; surface loads group; a sust to the same surface separates them
; ON-LABEL: .entry surf(
; ON: suld.b.2d.b32.zero {{.*}}[%rd[[S:[0-9]+]],
; ON-NEXT: suld.b.2d.b32.zero {{.*}}[%rd[[S]],
; ON-NOT: suld.
; ON: sust.b.2d.b32.zero
; ON: suld.b.2d.b32.zero
; ON-NEXT: suld.b.2d.b32.zero
; ON: ret;
; shared-memory loads from one base group when their knob is on (default off)
; SHM-LABEL: .entry shm(
; SHM: bar.sync 0;
; SHM-NEXT: ld.shared.f32 {{.*}}[%rd[[B:[0-9]+]]];
; SHM-NEXT: ld.shared.f32 {{.*}}[%rd[[B]]+4];
; SHM-NEXT: ld.shared.f32 {{.*}}[%rd[[B]]+8];
; SHM-NEXT: mul.rn.f32
; SHM: ret;
; EXEC: -mcpu=sm_75 -O2 --knob texture-group-merge-shared=true | shm 1 32 buf:f32:32:rand:7 buf:f32:32:zero
; EXEC: -mcpu=sm_75 -O2 | shm 1 32 buf:f32:32:rand:7 buf:f32:32:zero
; EXEC: -mcpu=sm_75 -O2 | four 1 32 tex:r32f:8x8:rand:3 buf:f32:32:zero
; EXEC: -mcpu=sm_75 -O2 --disable-texture_group_merge | four 1 32 tex:r32f:8x8:rand:3 buf:f32:32:zero
; EXEC: -mcpu=sm_75 -O2 | two 1 32 tex:r32f:8x8:rand:3 tex:r32f:8x8:rand:4 buf:f32:32:zero
; EXEC: -mcpu=sm_75 -O2 | chain 1 32 tex:r32f:8x8:rand:3 buf:f32:32:zero
; EXEC: -mcpu=sm_75 -O2 | barrier 1 32 tex:r32f:8x8:rand:3 buf:f32:32:zero
; EXEC: -mcpu=sm_75 -O2 | across_call 1 32 tex:r32f:8x8:rand:3 buf:f32:64:zero
; EXEC: -mcpu=sm_75 -O2 | surf 1 8 surf:r32ui:8x4:rand:5 buf:i32:32:zero
; EXEC: -mcpu=sm_75 -O2 --disable-texture_group_merge | surf 1 8 surf:r32ui:8x4:rand:5 buf:i32:32:zero
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64, i32, i32)
declare i32 @llvm.nvvm.suld.2d.i32.zero(i64, i32, i32)
declare void @llvm.nvvm.sust.b.2d.i32.zero(i64, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

define internal float @fetch(i64 %t, i32 %x, i32 %y) {
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %t, i32 %x, i32 %y)
  %r = extractvalue { float, float, float, float } %v, 0
  ret float %r
}

define void @opaque(ptr addrspace(1) %o, i32 %i) noinline {
  %p = getelementptr float, ptr addrspace(1) %o, i32 %i
  store float 1.0, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @four(i64 %t, ptr addrspace(1) %o) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %i, 7
  %y = lshr i32 %i, 3
  %a = call float @fetch(i64 %t, i32 %x, i32 %y)
  %a2 = fmul float %a, %a
  %x1 = add i32 %x, 1
  %b = call float @fetch(i64 %t, i32 %x1, i32 %y)
  %s1 = fadd float %a2, %b
  %y1 = add i32 %y, 2
  %c = call float @fetch(i64 %t, i32 %x, i32 %y1)
  %s2 = fmul float %s1, %c
  %x2 = sub i32 %x, 3
  %d = call float @fetch(i64 %t, i32 %x2, i32 %y1)
  %s3 = fadd float %s2, %d
  %p = getelementptr float, ptr addrspace(1) %o, i32 %i
  store float %s3, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @two(i64 %t, i64 %u, ptr addrspace(1) %o) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %i, 7
  %y = lshr i32 %i, 3
  %a = call float @fetch(i64 %t, i32 %x, i32 %y)
  %b = call float @fetch(i64 %u, i32 %x, i32 %y)
  %ab = fsub float %a, %b
  %x1 = add i32 %x, 1
  %c = call float @fetch(i64 %t, i32 %x1, i32 %y)
  %abc = fmul float %ab, %c
  %d = call float @fetch(i64 %u, i32 %x1, i32 %y)
  %s = fadd float %abc, %d
  %p = getelementptr float, ptr addrspace(1) %o, i32 %i
  store float %s, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @chain(i64 %t, ptr addrspace(1) %o) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %i, 7
  %y = lshr i32 %i, 3
  %a = call float @fetch(i64 %t, i32 %x, i32 %y)
  %a8 = fmul float %a, 8.0
  %ax = fptosi float %a8 to i32
  %b = call float @fetch(i64 %t, i32 %ax, i32 %y)
  %s = fadd float %a, %b
  %p = getelementptr float, ptr addrspace(1) %o, i32 %i
  store float %s, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @barrier(i64 %t, ptr addrspace(1) %o) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %i, 7
  %y = lshr i32 %i, 3
  %a = call float @fetch(i64 %t, i32 %x, i32 %y)
  %a2 = fmul float %a, %a
  call void @llvm.nvvm.barrier0()
  %x1 = add i32 %x, 1
  %b = call float @fetch(i64 %t, i32 %x1, i32 %y)
  %s = fadd float %a2, %b
  %p = getelementptr float, ptr addrspace(1) %o, i32 %i
  store float %s, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @across_call(i64 %t, ptr addrspace(1) %o) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %i, 7
  %y = lshr i32 %i, 3
  %a = call float @fetch(i64 %t, i32 %x, i32 %y)
  %a2 = fmul float %a, %a
  %i32 = add i32 %i, 32
  call void @opaque(ptr addrspace(1) %o, i32 %i32)
  %x1 = add i32 %x, 1
  %b = call float @fetch(i64 %t, i32 %x1, i32 %y)
  %s = fadd float %a2, %b
  %p = getelementptr float, ptr addrspace(1) %o, i32 %i
  store float %s, ptr addrspace(1) %p
  ret void
}

; each thread (8) reads two texels of row 0, writes one texel of row 1 (which its
; neighbour reads next: the second pair of loads must stay after the store), and reads
; two texels of row 1
define ptx_kernel void @surf(i64 %s, ptr addrspace(1) %o) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %xb = shl i32 %i, 2
  %n = add i32 %i, 1
  %n7 = and i32 %n, 7
  %nb = shl i32 %n7, 2
  %a = call i32 @llvm.nvvm.suld.2d.i32.zero(i64 %s, i32 %xb, i32 0)
  %a3 = mul i32 %a, 3
  %b = call i32 @llvm.nvvm.suld.2d.i32.zero(i64 %s, i32 %nb, i32 0)
  %ab = xor i32 %a3, %b
  call void @llvm.nvvm.sust.b.2d.i32.zero(i64 %s, i32 %xb, i32 1, i32 %ab)
  %c = call i32 @llvm.nvvm.suld.2d.i32.zero(i64 %s, i32 %xb, i32 1)
  %c5 = mul i32 %c, 5
  %d = call i32 @llvm.nvvm.suld.2d.i32.zero(i64 %s, i32 %nb, i32 1)
  %r = add i32 %c5, %d
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %i
  store i32 %r, ptr addrspace(1) %p
  ret void
}

@tile = internal addrspace(3) global [34 x float] undef, align 4

define ptx_kernel void @shm(ptr addrspace(1) %in, ptr addrspace(1) %o) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %v = load float, ptr addrspace(1) %pi
  %si = getelementptr [34 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  store float %v, ptr addrspace(3) %si
  call void @llvm.nvvm.barrier0()
  %a = load float, ptr addrspace(3) %si
  %a2 = fmul float %a, %a
  %i1 = add i32 %i, 1
  %s1 = getelementptr [34 x float], ptr addrspace(3) @tile, i32 0, i32 %i1
  %b = load float, ptr addrspace(3) %s1
  %ab = fadd float %a2, %b
  %i2 = add i32 %i, 2
  %s2 = getelementptr [34 x float], ptr addrspace(3) @tile, i32 0, i32 %i2
  %c = load float, ptr addrspace(3) %s2
  %r = fmul float %ab, %c
  %po = getelementptr float, ptr addrspace(1) %o, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}
