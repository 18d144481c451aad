; llvm.stacksave / llvm.stackrestore in the typed-pointer dialect (LLVM <= 14 writes
; i8* @llvm.stacksave()): the same stacksave.u64 / stackrestore.u64 with the generic
; pointer's cvta.local / cvta.to.local; a VLA of i+1 floats per iteration.
; RUN: -mcpu=sm_86 -O2 | CHECK
; EXEC: -mcpu=sm_86 -O0 | vla 1 8 buf:f32:8:zero i32:7
; EXEC: -mcpu=sm_86 -O2 | vla 1 8 buf:f32:8:zero i32:7

; CHECK-LABEL: .entry vla(
; CHECK: stacksave.u64
; CHECK: alloca.u64
; CHECK: stackrestore.u64

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)

define void @vla(float addrspace(1)* %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tf = uitofp i32 %t to float
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %sp = call i8* @llvm.stacksave()
  %m = add i32 %i, 1
  %a = alloca float, i32 %m, align 4
  %if = sitofp i32 %i to float
  %v = fmul float %if, %tf
  %last = getelementptr inbounds float, float* %a, i32 %i
  store volatile float %v, float* %a, align 4
  store volatile float 0.5, float* %last, align 4
  %x = load volatile float, float* %a, align 4
  %y = load volatile float, float* %last, align 4
  %xy = fadd float %x, %y
  %s1 = fadd float %s, %xy
  call void @llvm.stackrestore(i8* %sp)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %t64 = zext i32 %t to i64
  %q = getelementptr float, float addrspace(1)* %out, i64 %t64
  store float %s1, float addrspace(1)* %q, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (float addrspace(1)*, i32)* @vla, !"kernel", i32 1}
