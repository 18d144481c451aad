; Module-scope texture and surface references (issue 14): addrspace(1) i64 globals annotated
; "texture" / "surface" in !nvvm.annotations, whose handles llvm.nvvm.texsurf.handle.internal
; gives. They print as .global .texref / .surfref, and replace_image_handles puts the name
; straight into tex, tld4, txq, suld, sust and suq ([tex, {x, y}]) even when the handle was
; taken in another block; a PHI of two handles keeps the register form (mov.u64 %rd, name),
; which is PTX too. ptxas assembles both for sm_75, sm_86 and sm_90 (unified texturing mode).
; nvcgrun binds an image to each name with NAME=tex:... / NAME=surf:... arguments; the ir
; engine (the .ll) and the ptx engine (the PTX) must agree.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_86 -O0 | CHECK
; RUN: -mcpu=sm_90 | CHECK
; CHECK: .global .texref img;
; CHECK: .global .texref lut;
; CHECK: .global .surfref out;
; CHECK: .global .texref img2;
; CHECK-LABEL: .entry fetch(
; CHECK-NOT: mov.u64 {{.*}}img
; CHECK-DAG: tex.2d.v4.f32.f32 {{.*}}, [img, {%f{{[0-9]+}}, %f{{[0-9]+}}}];
; CHECK-DAG: txq.width.b32 {{.*}}%r{{[0-9]+}}, [img];
; CHECK-DAG: txq.height.b32 {{.*}}%r{{[0-9]+}}, [img];
; CHECK-DAG: tex.1d.v4.s32.s32 {{.*}}, [lut, {%r{{[0-9]+}}}];
; CHECK-DAG: tld4.r.2d.v4.f32.f32 {{.*}}, [img, {%f{{[0-9]+}}, %f{{[0-9]+}}}];
; CHECK: suld.b.2d.b32.clamp {{.*}}, [out, {%r{{[0-9]+}}, %r{{[0-9]+}}}];
; CHECK: suq.width.b32 {{.*}}%r{{[0-9]+}}, [out];
; CHECK: sust.b.2d.b32.trap {{.*}}[out, {%r{{[0-9]+}}, %r{{[0-9]+}}}], {%r{{[0-9]+}}};
; CHECK: ret;
; texture group merge keys a named reference as it keys a handle register: the two fetches
; from img (tex, tld4) issue together
; REMARK: -mcpu=sm_75 --knob pass-remarks=texture-group-merge | TGM
; TGM: texref.ll:{{[0-9]+}}:3: remark: texture-group-merge: Grouped 2 texture fetches from img in fetch
; TGM-NOT: Grouped
; CHECK-LABEL: .entry pick(
; CHECK-DAG: mov.u64 {{.*}}%rd{{[0-9]+}}, img;
; CHECK-DAG: mov.u64 {{.*}}%rd{{[0-9]+}}, img2;
; CHECK: tex.2d.v4.f32.s32 {{.*}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}];
; EXEC: -mcpu=sm_75 | fetch 2 32 buf:f32:64:zero i32:3 img=tex:r32f:8x4:rand:5:filter=linear lut=tex:r32i:16:iota out=surf:r32ui:8x16:iota img2=tex:r32f:4x4:zero
; EXEC: -mcpu=sm_90 -O0 | fetch 2 32 buf:f32:64:zero i32:1 img=tex:rgba8:8x4:rand:3:filter=linear:address=border lut=tex:r32i:16:rand:4 out=surf:r32ui:8x16:rand:6 img2=tex:r32f:4x4:zero
; EXEC: -mcpu=sm_75 | pick 1 32 buf:f32:32:zero i32:1 img=tex:r32f:8x4:iota lut=tex:r32i:16:iota out=surf:r32ui:8x8:zero img2=tex:rgba16f:4x4:rand:8
; EXEC: -mcpu=sm_75 | pick 1 32 buf:f32:32:zero i32:0 img=tex:r32f:8x4:iota lut=tex:r32i:16:iota out=surf:r32ui:8x8:zero img2=tex:rgba16f:4x4:rand:8
; every reference the module declares must be bound, to an image of its kind, and every
; binding must name one (usage errors on both engines)
; REFUSED: -mcpu=sm_75 | ir pick 1 32 buf:f32:32:zero i32:1 img=tex:r32f:8x4:iota lut=tex:r32i:16:iota out=surf:r32ui:8x8:zero | module-scope texture reference 'img2' is not bound: give an argument img2=tex:FMT:...
; REFUSED: -mcpu=sm_75 | ptx pick 1 32 buf:f32:32:zero i32:1 img=tex:r32f:8x4:iota lut=tex:r32i:16:iota out=surf:r32ui:8x8:zero | module-scope texture reference 'img2' is not bound: give an argument img2=tex:FMT:...
; REFUSED: -mcpu=sm_75 | ir pick 1 32 buf:f32:32:zero i32:1 img=tex:r32f:8x4:iota lut=tex:r32i:16:iota out=tex:r32f:8x8:zero img2=tex:r32f:4x4:zero | 'out' is a module-scope surface reference but is bound to a texture (tex:)
; REFUSED: -mcpu=sm_75 | ptx pick 1 32 buf:f32:32:zero i32:1 img=tex:r32f:8x4:iota lut=tex:r32i:16:iota out=tex:r32f:8x8:zero img2=tex:r32f:4x4:zero | 'out' is a module-scope surface reference but is bound to a texture (tex:)
; REFUSED: -mcpu=sm_75 | ptx pick 1 32 buf:f32:32:zero i32:1 img=tex:r32f:8x4:iota lut=tex:r32i:16:iota out=surf:r32ui:8x8:zero img2=tex:r32f:4x4:zero sampler=tex:r32f:1:zero | argument sampler=tex:... names no module-scope texture reference of the module
target triple = "nvptx64-nvidia-cuda"

@img = internal addrspace(1) global i64 undef, align 8
@lut = internal addrspace(1) global i64 undef, align 8
@out = internal addrspace(1) global i64 undef, align 8
@img2 = addrspace(1) global i64 0, align 8

declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64, i32, i32)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.v4s32.s32(i64, i32)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.r.2d.v4f32.f32(i64, float, float)
declare i32 @llvm.nvvm.txq.width(i64)
declare i32 @llvm.nvvm.txq.height(i64)
declare i32 @llvm.nvvm.suld.2d.i32.clamp(i64, i32, i32)
declare void @llvm.nvvm.sust.b.2d.i32.trap(i64, i32, i32, i32)
declare i32 @llvm.nvvm.suq.width(i64)
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; thread t of block b: samples img at ((t % 8) + 0.25 * b, (t / 8) * 0.9), adds the texture's
; size, looks up lut[t % 16 + k], gathers, reads out at (t % 8, t / 8 + 8b) and writes
; a sum four rows below (no texel is both read and written)
define ptx_kernel void @fetch(ptr addrspace(1) %o, i32 %k) {
entry:
  %hi = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @img)
  %hl = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @lut)
  %hs = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @out)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c = icmp ult i32 %t, 32
  br i1 %c, label %body, label %done
body:
  %tx = urem i32 %t, 8
  %ty = udiv i32 %t, 8
  %fx0 = uitofp i32 %tx to float
  %fb = uitofp i32 %b to float
  %fbq = fmul float %fb, 2.500000e-01
  %fx = fadd float %fx0, %fbq
  %fy0 = uitofp i32 %ty to float
  %fy = fmul float %fy0, 0x3FECCCCCC0000000
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %hi, float %fx, float %fy)
  %s0 = extractvalue { float, float, float, float } %s, 0
  %s3 = extractvalue { float, float, float, float } %s, 3
  %w = call i32 @llvm.nvvm.txq.width(i64 %hi)
  %h = call i32 @llvm.nvvm.txq.height(i64 %hi)
  %wh = mul i32 %w, %h
  %whf = uitofp i32 %wh to float
  %l0 = urem i32 %t, 16
  %l1 = add i32 %l0, %k
  %l = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.v4s32.s32(i64 %hl, i32 %l1)
  %lv = extractvalue { i32, i32, i32, i32 } %l, 0
  %lf = sitofp i32 %lv to float
  %g = call { float, float, float, float } @llvm.nvvm.tld4.unified.r.2d.v4f32.f32(i64 %hi, float %fx, float %fy)
  %g2 = extractvalue { float, float, float, float } %g, 2
  %a1 = fadd float %s0, %whf
  %a2 = fadd float %a1, %lf
  %a3 = fadd float %a2, %g2
  %a4 = fadd float %a3, %s3
  %idx0 = mul i32 %b, 32
  %idx = add i32 %idx0, %t
  %p = getelementptr float, ptr addrspace(1) %o, i32 %idx
  store float %a4, ptr addrspace(1) %p
  %bx = shl i32 %tx, 2
  %b8 = mul i32 %b, 8
  %yy = add i32 %ty, %b8
  %sv = call i32 @llvm.nvvm.suld.2d.i32.clamp(i64 %hs, i32 %bx, i32 %yy)
  %sw = call i32 @llvm.nvvm.suq.width(i64 %hs)
  %sv2 = mul i32 %sv, %sw
  %sv3 = add i32 %sv2, %lv
  %y1 = add i32 %yy, 4
  call void @llvm.nvvm.sust.b.2d.i32.trap(i64 %hs, i32 %bx, i32 %y1, i32 %sv3)
  br label %done
done:
  ret void
}

; the handle is a PHI of two references: the register form (img2 external: .texref all the same)
define ptx_kernel void @pick(ptr addrspace(1) %o, i32 %which) {
entry:
  %c = icmp eq i32 %which, 0
  br i1 %c, label %a, label %b
a:
  %ha = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @img)
  br label %j
b:
  %hb = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @img2)
  br label %j
j:
  %h = phi i64 [ %ha, %a ], [ %hb, %b ]
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = urem i32 %t, 8
  %y = udiv i32 %t, 8
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %h, i32 %x, i32 %y)
  %s0 = extractvalue { float, float, float, float } %s, 0
  %p = getelementptr float, ptr addrspace(1) %o, i32 %t
  store float %s0, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @fetch, !"kernel", i32 1}
!1 = !{ptr @pick, !"kernel", i32 1}
!2 = !{ptr addrspace(1) @img, !"texture", i32 1}
!3 = !{ptr addrspace(1) @lut, !"texture", i32 1}
!4 = !{ptr addrspace(1) @out, !"surface", i32 1}
!5 = !{ptr addrspace(1) @img2, !"texture", i32 1}
