; Bilinear resize: out[y][x] = tex2D(t, (x + 0.5) / W, (y + 0.5) / H), all four channels,
; from a smaller and to a larger image, in each addressing mode and format family; the ir
; and ptx engines must agree bit for bit (the filter itself: tests/texture/oracle.py).
; RUN: -mcpu=sm_75 | CHECK
; CHECK-LABEL: .entry resize(
; CHECK: ld.param.u64 %rd[[T:[0-9]+]], [resize_param_0];
; CHECK: tex.2d.v4.f32.f32 {{.*}}{%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, [%rd[[T]], {%f{{[0-9]+}}, %f{{[0-9]+}}}];
; EXEC: -mcpu=sm_75 | resize 2 64 tex:rgba8:5x3:rand:3:filter=linear:coords=normalized buf:f32:448:zero i32:11 i32:7
; EXEC: -mcpu=sm_86 | resize 1 64 tex:r32f:9x9:rand:4:filter=linear:coords=normalized:address=wrap buf:f32:256:zero i32:8 i32:5
; EXEC: -mcpu=sm_90 | resize 1 96 tex:rg16f:3x4:rand:5:filter=linear:coords=normalized:address=mirror buf:f32:384:zero i32:12 i32:8
; EXEC: -O0 | resize 1 64 tex:rgba32f:4x4:rand:6:filter=linear:coords=normalized:address=border buf:f32:256:zero i32:8 i32:8
; EXEC: -mcpu=sm_75 | resize 1 64 tex:r8i:6x6:rand:7:filter=point:coords=normalized:read=normalized buf:f32:256:zero i32:8 i32:8
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define ptx_kernel void @resize(i64 %t, ptr addrspace(1) %out, i32 %w, i32 %h) {
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
  %xf = uitofp i32 %x to float
  %yf = uitofp i32 %y to float
  %wf = uitofp i32 %w to float
  %hf = uitofp i32 %h to float
  %xc = fadd float %xf, 0.5
  %yc = fadd float %yf, 0.5
  %u = fdiv float %xc, %wf
  %v = fdiv float %yc, %hf
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %t, float %u, float %v)
  %r = extractvalue { float, float, float, float } %s, 0
  %g = extractvalue { float, float, float, float } %s, 1
  %bb = extractvalue { float, float, float, float } %s, 2
  %a = extractvalue { float, float, float, float } %s, 3
  %o = shl i32 %i, 2
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %r, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  store float %g, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %bb, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 3
  store float %a, ptr addrspace(1) %p3
  br label %done
done:
  ret void
}
