; A 3x3 box blur of a texture fetched with integer coordinates (tex.2d.v4.f32.s32, clamp
; at the edges): out[y][x] = sum of the nine neighbours' first channel / 9. The ir and ptx
; engines must agree bit for bit; the loop over the footprint stays a loop at -O0 and is
; unrolled at -O3 (nine fetches then).
; RUN: -mcpu=sm_75 -O3 | O3
; O3-LABEL: .entry blur(
; O3-COUNT-9: tex.2d.v4.f32.s32
; O3-NOT: tex.
; O3: ret;
; EXEC: -mcpu=sm_75 -O0 | blur 2 32 tex:r32f:9x7:rand:5 buf:f32:63:zero i32:9 i32:7
; EXEC: -mcpu=sm_86 -O3 | blur 2 32 tex:r32f:9x7:rand:5 buf:f32:63:zero i32:9 i32:7
; EXEC: -mcpu=sm_90 | blur 1 64 tex:r8:8x8:rand:6 buf:f32:64:zero i32:8 i32:8
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define ptx_kernel void @blur(i64 %t, ptr addrspace(1) %out, i32 %w, i32 %h) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %bx, %nt
  %i = add i32 %b, %tx
  %n = mul i32 %w, %h
  %in = icmp ult i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %x = urem i32 %i, %w
  %y = udiv i32 %i, %w
  br label %dy.loop
dy.loop:
  %dy = phi i32 [ -1, %body ], [ %dy.next, %dy.end ]
  %s.o = phi float [ 0.0, %body ], [ %s.x, %dy.end ]
  %yy = add i32 %y, %dy
  br label %dx.loop
dx.loop:
  %dx = phi i32 [ -1, %dy.loop ], [ %dx.next, %dx.loop ]
  %s = phi float [ %s.o, %dy.loop ], [ %s.n, %dx.loop ]
  %xx = add i32 %x, %dx
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %t, i32 %xx, i32 %yy)
  %v0 = extractvalue { float, float, float, float } %v, 0
  %s.n = fadd float %s, %v0
  %dx.next = add i32 %dx, 1
  %dx.c = icmp sle i32 %dx.next, 1
  br i1 %dx.c, label %dx.loop, label %dy.end
dy.end:
  %s.x = phi float [ %s.n, %dx.loop ]
  %dy.next = add i32 %dy, 1
  %dy.c = icmp sle i32 %dy.next, 1
  br i1 %dy.c, label %dy.loop, label %store
store:
  %avg = fdiv float %s.x, 9.0
  %p = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %avg, ptr addrspace(1) %p
  br label %done
done:
  ret void
}
