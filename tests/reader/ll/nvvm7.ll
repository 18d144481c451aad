; NVVM IR as libNVVM takes it (the LLVM 7 dialect): typed pointers, byval without a type,
; no numbered arguments, !nvvmir.version, launch bounds in !nvvm.annotations, the old
; atomic-add intrinsic, fsub -0.0 for negation.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.cplx = type { float, float }

@acc = addrspace(1) global float 0.000000e+00, align 4

define float @cabs2(%struct.cplx* byval align 4 %_0) #0 {
_1:
  %_2 = getelementptr inbounds %struct.cplx, %struct.cplx* %_0, i32 0, i32 0
  %_3 = load float, float* %_2, align 4
  %_4 = fmul float %_3, %_3
  %_5 = fsub float -0.000000e+00, %_4
  ret float %_5
}

define void @kern(float addrspace(1)* %out, %struct.cplx* byval align 4 %c) #1 {
entry:
  %v = call float @cabs2(%struct.cplx* byval align 4 %c)
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, float addrspace(1)* %out, i64 %idx
  store float %v, float addrspace(1)* %p, align 4
  %old = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* @acc, float %v)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)*, float) #3

attributes #0 = { nounwind "nvptx-f32ftz"="true" }
attributes #1 = { nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { argmemonly nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!nvvmir.version = !{!7}

!0 = !{void (float addrspace(1)*, %struct.cplx*)* @kern, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, %struct.cplx*)* @kern, !"maxntidx", i32 256}
!2 = !{void (float addrspace(1)*, %struct.cplx*)* @kern, !"maxntidy", i32 2}
!3 = !{void (float addrspace(1)*, %struct.cplx*)* @kern, !"minctasm", i32 4}
!4 = !{void (float addrspace(1)*, %struct.cplx*)* @kern, !"maxnreg", i32 64}
!5 = !{float addrspace(1)* @acc, !"managed", i32 1}
!6 = !{null, !"align", i32 8}
!7 = !{i32 2, i32 0}
