; Image kernel parameters (issue 14): a kernel's i64 parameter annotated "rdoimage"
; (a .texref), "wroimage" or "rdwrimage" (a .surfref) in !nvvm.annotations, the value the
; parameter's index, as LLVM's NVPTX backend reads them. The signature declares
; .param .texref / .param .surfref (unified texturing mode; ptxas 13 assembles them for
; sm_75, sm_86 and sm_90), and replace_image_handles names the parameter in each
; instruction, [blur_param_1, {x, y}], also where the handle crossed blocks; a PHI of two
; image parameters keeps the register form (mov.u64 %rd, pick_param_1;), as does a handle
; passed to a function that is not inlined. istypep on an image parameter is answered at
; compile time (image_optimizer). nvcgrun binds a tex:/surf: argument to each, on both
; engines, which must agree.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_86 -O0 | CHECK
; RUN: -mcpu=sm_90 | CHECK
; CHECK-LABEL: .entry blur(
; CHECK-NEXT: .param .u64 {{.*}}blur_param_0,
; CHECK-NEXT: .param .texref blur_param_1,
; CHECK-NEXT: .param .surfref blur_param_2,
; CHECK-NEXT: .param .f32 blur_param_3
; CHECK-NOT: mov.u64 {{.*}}blur_param_1
; CHECK-NOT: ld.param.u64 {{.*}}[blur_param_1]
; CHECK-DAG: tex.2d.v4.f32.f32 {{.*}}, [blur_param_1, {%f{{[0-9]+}}, %f{{[0-9]+}}}];
; CHECK-DAG: txq.width.b32 {{.*}}%r{{[0-9]+}}, [blur_param_1];
; CHECK-DAG: suld.b.2d.b32.clamp {{.*}}, [blur_param_2, {%r{{[0-9]+}}, %r{{[0-9]+}}}];
; CHECK-DAG: suq.width.b32 {{.*}}%r{{[0-9]+}}, [blur_param_2];
; CHECK: sust.b.2d.b32.trap {{.*}}[blur_param_2, {%r{{[0-9]+}}, %r{{[0-9]+}}}], {%r{{[0-9]+}}};
; CHECK: ret;
; CHECK-LABEL: .entry pick(
; CHECK-NEXT: .param .u64 {{.*}}pick_param_0,
; CHECK-NEXT: .param .texref pick_param_1,
; CHECK-NEXT: .param .texref pick_param_2,
; CHECK-DAG: mov.u64 {{.*}}%rd{{[0-9]+}}, pick_param_1;
; CHECK-DAG: mov.u64 {{.*}}%rd{{[0-9]+}}, pick_param_2;
; CHECK: tex.2d.v4.f32.s32 {{.*}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}];
; CHECK-LABEL: .entry pass(
; CHECK: mov.u64 {{.*}}%rd{{[0-9]+}}, pass_param_1;
; CHECK: st.param.u64 [param0], %rd{{[0-9]+}};
; CHECK: call.uni
; CHECK-NOT: istypep
; CHECK: ret;
; texture group merge keys an image parameter as it keys a module-scope reference
; REMARK: -mcpu=sm_75 --knob pass-remarks=texture-group-merge | TGM
; TGM: image_param.ll:{{[0-9]+}}:3: remark: texture-group-merge: Grouped 2 texture fetches from pair_param_1 in pair
; TGM-NOT: Grouped
; blur: thread t samples img at ((t % 8 + 0.5) * s, t / 8 + 0.25), adds the width, reads
; dst at (t % 8, t / 8) and writes that times the surface's width four rows below
; EXEC: -mcpu=sm_75 | blur 1 32 buf:f32:32:zero tex:r32f:8x4:rand:5:filter=linear surf:r32ui:8x8:iota f32:0.75
; EXEC: -mcpu=sm_90 -O0 | blur 1 32 buf:f32:32:zero tex:rgba8:8x4:rand:3:filter=linear:address=border surf:r32ui:8x8:rand:6 f32:1.25
; EXEC: -mcpu=sm_75 | pick 1 32 buf:f32:32:zero tex:r32f:8x4:iota tex:rgba16f:8x4:rand:8 i32:0
; EXEC: -mcpu=sm_75 -O0 | pick 1 32 buf:f32:32:zero tex:r32f:8x4:iota tex:rgba16f:8x4:rand:8 i32:1
; EXEC: -mcpu=sm_75 | pass 1 16 buf:f32:16:zero tex:r32f:16:rand:2
; EXEC: -mcpu=sm_86 -O0 | pass 1 16 buf:f32:16:zero tex:r32f:16:rand:2
; EXEC: -mcpu=sm_75 | pair 1 16 buf:f32:16:zero tex:r32f:8x2:rand:9:filter=linear f32:0.5
; an image parameter's argument must be an image of its kind (usage errors on both engines)
; REFUSED: -mcpu=sm_75 | ir blur 1 32 buf:f32:32:zero surf:r32f:8x4:zero surf:r32ui:8x8:iota f32:0.75 | parameter 1 of kernel 'blur' is an image parameter (.texref) but argument 1 is not a texture (tex:...)
; REFUSED: -mcpu=sm_75 | ptx blur 1 32 buf:f32:32:zero surf:r32f:8x4:zero surf:r32ui:8x8:iota f32:0.75 | parameter 1 of kernel 'blur' is an image parameter (.texref) but argument 1 is not a texture (tex:...)
; REFUSED: -mcpu=sm_75 | ir blur 1 32 buf:f32:32:zero tex:r32f:8x4:zero i64:7 f32:0.75 | parameter 2 of kernel 'blur' is an image parameter (.surfref) but argument 2 is not a surface (surf:...)
; REFUSED: -mcpu=sm_75 | ptx blur 1 32 buf:f32:32:zero tex:r32f:8x4:zero i64:7 f32:0.75 | parameter 2 of kernel 'blur' is an image parameter (.surfref) but argument 2 is not a surface (surf:...)
target triple = "nvptx64-nvidia-cuda"

declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64, i32, i32)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
declare i32 @llvm.nvvm.txq.width(i64)
declare i32 @llvm.nvvm.suld.2d.i32.clamp(i64, i32, i32)
declare void @llvm.nvvm.sust.b.2d.i32.trap(i64, i32, i32, i32)
declare i32 @llvm.nvvm.suq.width(i64)
declare i1 @llvm.nvvm.istypep.texture(i64)
declare i1 @llvm.nvvm.istypep.surface(i64)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @blur(ptr addrspace(1) %o, i64 %img, i64 %dst, float %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 32
  br i1 %c, label %body, label %done
body:
  %tx = urem i32 %t, 8
  %ty = udiv i32 %t, 8
  %fx0 = uitofp i32 %tx to float
  %fx1 = fadd float %fx0, 5.000000e-01
  %fx = fmul float %fx1, %s
  %fy0 = uitofp i32 %ty to float
  %fy = fadd float %fy0, 2.500000e-01
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %img, float %fx, float %fy)
  %v0 = extractvalue { float, float, float, float } %v, 0
  %v3 = extractvalue { float, float, float, float } %v, 3
  %w = call i32 @llvm.nvvm.txq.width(i64 %img)
  %wf = uitofp i32 %w to float
  %a1 = fadd float %v0, %wf
  %a2 = fadd float %a1, %v3
  %p = getelementptr float, ptr addrspace(1) %o, i32 %t
  store float %a2, ptr addrspace(1) %p
  %bx = shl i32 %tx, 2
  %sv = call i32 @llvm.nvvm.suld.2d.i32.clamp(i64 %dst, i32 %bx, i32 %ty)
  %sw = call i32 @llvm.nvvm.suq.width(i64 %dst)
  %sv2 = mul i32 %sv, %sw
  %y1 = add i32 %ty, 4
  call void @llvm.nvvm.sust.b.2d.i32.trap(i64 %dst, i32 %bx, i32 %y1, i32 %sv2)
  br label %done
done:
  ret void
}

; the handle is a PHI of two image parameters: the register form
define ptx_kernel void @pick(ptr addrspace(1) %o, i64 %a, i64 %b, i32 %which) {
entry:
  %c = icmp eq i32 %which, 0
  br i1 %c, label %l, label %r
l:
  br label %j
r:
  br label %j
j:
  %h = phi i64 [ %a, %l ], [ %b, %r ]
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = urem i32 %t, 8
  %y = udiv i32 %t, 8
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %h, i32 %x, i32 %y)
  %s0 = extractvalue { float, float, float, float } %s, 0
  %s1 = extractvalue { float, float, float, float } %s, 1
  %s2 = fadd float %s0, %s1
  %p = getelementptr float, ptr addrspace(1) %o, i32 %t
  store float %s2, ptr addrspace(1) %p
  ret void
}

; the handle goes to a function that is not inlined (mov.u64 %rd, pass_param_1; and
; st.param); istypep on the parameter is answered at compile time (1 + 0)
define internal float @fetch1(i64 %h, i32 %i) noinline {
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %h, i32 %i)
  %v0 = extractvalue { float, float, float, float } %v, 0
  ret float %v0
}

define ptx_kernel void @pass(ptr addrspace(1) %o, i64 %img) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = xor i32 %t, 5
  %v = call float @fetch1(i64 %img, i32 %i)
  %it = call i1 @llvm.nvvm.istypep.texture(i64 %img)
  %is = call i1 @llvm.nvvm.istypep.surface(i64 %img)
  %a = zext i1 %it to i32
  %b = zext i1 %is to i32
  %ab = add i32 %a, %b
  %abf = uitofp i32 %ab to float
  %r = fadd float %v, %abf
  %p = getelementptr float, ptr addrspace(1) %o, i32 %t
  store float %r, ptr addrspace(1) %p
  ret void
}

; two fetches from one image parameter, the second's coordinate computed between them
define ptx_kernel void @pair(ptr addrspace(1) %o, i64 %img, float %y) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = uitofp i32 %t to float
  %a = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %img, float %x, float %y)
  %a0 = extractvalue { float, float, float, float } %a, 0
  %x1 = fmul float %x, 5.000000e-01
  %s1 = fmul float %a0, %a0
  %b = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %img, float %x1, float %y)
  %b0 = extractvalue { float, float, float, float } %b, 0
  %r = fadd float %s1, %b0
  %p = getelementptr float, ptr addrspace(1) %o, i32 %t
  store float %r, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!0 = !{ptr @blur, !"kernel", i32 1}
!1 = !{ptr @blur, !"rdoimage", i32 1}
!2 = !{ptr @blur, !"rdwrimage", i32 2}
!3 = !{ptr @pick, !"kernel", i32 1}
!4 = !{ptr @pick, !"rdoimage", i32 1}
!5 = !{ptr @pick, !"rdoimage", i32 2}
!6 = !{ptr @pass, !"kernel", i32 1}
!7 = !{ptr @pass, !"rdoimage", i32 1}
!8 = !{ptr @pair, !"rdoimage", i32 1}
