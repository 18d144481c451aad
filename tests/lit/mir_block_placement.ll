; block_placement (mir/block_placement.c): the layout is a reverse post-order in which each
; block's preferred successor (staying in its loop, not ending the function, the old next
; block) falls through, and a branch to a small return block becomes a copy of it.
;  - stride: a guarded grid-stride loop. The front end put the return block between the
;    preheader and the loop, which cost a jump into the loop and one back out to the return
;    for every thread; now the preheader falls into the loop and the loop into the return.
;  - twoways: an if-else whose join only returns: the then-arm returns itself instead of
;    jumping over the else-arm.
;  - disable-block-placement keeps the selected order (the jumps are back).
; (early_ifcvt off in the RUN lines: these small if-thens would otherwise become guarded code)
; RUN: -mcpu=sm_80 -O2 --knob disable-early-ifcvt=1 | ON
; RUN: -mcpu=sm_80 -O2 --knob disable-early-ifcvt=1 --knob disable-block-placement | OFF
; RUN: -mcpu=sm_80 -O2 --knob disable-early-ifcvt=1 --knob tail-dup-placement=0 | NODUP
; RUN: -mcpu=sm_80 -O0 | ON0
; EXEC: -mcpu=sm_80 -O2 | stride 3 32 i32:200 f32:1.5 buf:f32:200:rand:1 buf:f32:200:rand:2
; EXEC: -mcpu=sm_80 -O2 | stride 2 32 i32:0 f32:1.5 buf:f32:4:rand:1 buf:f32:4:rand:2
; EXEC: -mcpu=sm_80 -O2 | twoways 1 64 buf:i32:64:zero i32:20
; EXEC: -mcpu=sm_80 -O2 --knob disable-block-placement | twoways 1 64 buf:i32:64:zero i32:20

; ON-LABEL: .entry stride(
; ON-NOT: bra.uni
; ON: @!%p1 bra [[RET:\$L__BB0_[0-9]+]];
; ON: [[LOOP:\$L__BB0_[0-9]+]]:
; ON: @%p2 bra [[LOOP]];
; ON-NEXT: [[RET]]:
; ON-NEXT: ret;
; ON-NEXT: }
; OFF-LABEL: .entry stride(
; OFF: bra.uni
; OFF: bra.uni
; OFF-LABEL: .entry twoways(
; OFF: bra.uni
; ON-LABEL: .entry twoways(
; ON-NOT: bra.uni
; ON: @!%p1 bra [[ELSE:\$L__BB1_[0-9]+]];
; ON: mul.lo.s32
; ON-NEXT: st.global.u32
; ON-NEXT: ret;
; ON-NEXT: [[ELSE]]:
; ON: xor.b32
; ON-NEXT: st.global.u32
; ON-NEXT: // %bb
; ON-NEXT: ret;
; NODUP-LABEL: .entry twoways(
; NODUP: bra.uni
; -O0 runs no block placement: the selected order stays
; ON0-LABEL: .entry stride(
; ON0: bra.uni
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

define void @stride(i32 %n, float %a, ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i0 = add i32 %bd, %t
  %c0 = icmp slt i32 %i0, %n
  br i1 %c0, label %ph, label %exit

ph:
  %g = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %step = mul i32 %d, %g
  br label %loop

exit:
  ret void

loop:
  %i = phi i32 [ %i0, %ph ], [ %i1, %loop ]
  %w = sext i32 %i to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %w
  %py = getelementptr float, ptr addrspace(1) %y, i64 %w
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr addrspace(1) %py
  %i1 = add i32 %i, %step
  %c1 = icmp slt i32 %i1, %n
  br i1 %c1, label %loop, label %exit
}

define void @twoways(ptr addrspace(1) %p, i32 %k) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %w
  %c = icmp ult i32 %t, %k
  br i1 %c, label %lo, label %hi

lo:
  %x = mul i32 %t, 3
  store i32 %x, ptr addrspace(1) %q
  br label %done

hi:
  %y = xor i32 %t, 85
  store i32 %y, ptr addrspace(1) %q
  br label %done

done:
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @stride, !"kernel", i32 1}
!1 = !{ptr @twoways, !"kernel", i32 1}
