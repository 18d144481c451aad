; Bilinear resize: out[y][x] = tex2D(t, (x + 0.5) / W, (y + 0.5) / H), all four channels.
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
