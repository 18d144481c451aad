; machine sinking (mir/machine_sink.c), off by default as in cicc (nvptx-enable-machine-sink).
; On: a computation only the cold arm reads moves into it; one read after a loop moves out of
; the loop into its exit. What must stay: a value both arms read, a load of writable memory
; (the arm stores before reading it), a value read inside a loop (never sunk into one).
; RUN: -mcpu=sm_80 -O1 --knob nvptx-enable-machine-sink=true | CHECK
; RUN: -mcpu=sm_80 -O1 --knob nvptx-enable-machine-sink=true --verify-each | CHECK
; RUN: -mcpu=sm_80 -O1 | OFF
; RUN: -mcpu=sm_80 -O1 --knob nvptx-enable-machine-sink=true --knob disable-machine-sink=true | OFF
; REMARK: -mcpu=sm_80 -O1 --knob nvptx-enable-machine-sink=true --pass-remarks=machine_sink | REM
; EXEC: -mcpu=sm_80 -O1 --knob nvptx-enable-machine-sink=true | arms 1 32 buf:i32:64:zero i32:7 i32:-3 i32:5
; EXEC: -mcpu=sm_80 -O1 --knob nvptx-enable-machine-sink=true | arms 1 32 buf:i32:64:zero i32:7 i32:-3 i32:0
; EXEC: -mcpu=sm_80 -O1 | arms 1 32 buf:i32:64:zero i32:7 i32:-3 i32:0
; EXEC: -mcpu=sm_80 -O1 --knob nvptx-enable-machine-sink=true | after 1 32 buf:i32:32:zero i32:13 i32:3
; EXEC: -mcpu=sm_80 -O3 --knob nvptx-enable-machine-sink=true | after 1 32 buf:i32:32:zero i32:13 i32:3
target triple = "nvptx64-nvidia-cuda"

define void @arms(ptr addrspace(1) %out, i32 %a, i32 %b, i32 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = mul i32 %a, %b
  %y = xor i32 %x, %tid
  %both = sub i32 %a, %tid
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %old = load i32, ptr addrspace(1) %p
  %lane = and i32 %tid, 1
  %odd = icmp ne i32 %lane, %c
  br i1 %odd, label %cold, label %hot
cold:
  store i32 %both, ptr addrspace(1) %p
  %z = shl i32 %y, 3
  %z2 = add i32 %z, %old
  %q = getelementptr i32, ptr addrspace(1) %p, i32 32
  store i32 %z2, ptr addrspace(1) %q
  br label %join
hot:
  %h = add i32 %both, 1
  %q2 = getelementptr i32, ptr addrspace(1) %p, i32 32
  store i32 %h, ptr addrspace(1) %q2
  br label %join
join:
  ret void
}

define void @after(ptr addrspace(1) %out, i32 %n, i32 %k) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %inv = mul i32 %k, %tid
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %inv
  %sq = mul i32 %s1, %s1
  %fin = xor i32 %sq, 85
  %i1 = add i32 %i, 1
  %cond = icmp slt i32 %i1, %n
  br i1 %cond, label %loop, label %exit
exit:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %fin, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @arms, !"kernel", i32 1}
!1 = !{ptr @after, !"kernel", i32 1}

; CHECK-LABEL: .entry arms(
; CHECK: sub.s32
; CHECK: ld.global.u32
; CHECK: setp.ne.s32
; CHECK-NOT: mul.lo.s32
; CHECK: @!%p{{[0-9]+}} bra
; CHECK: mul.lo.s32
; CHECK: xor.b32
; CHECK: st.global.u32
; CHECK: shl.b32
; CHECK-LABEL: .entry after(
; CHECK: mul.lo.s32
; CHECK: $L__BB1_1:
; CHECK-NOT: mul.lo.s32
; CHECK: @%p{{[0-9]+}} bra $L__BB1_1;
; CHECK: mul.lo.s32
; CHECK: xor.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 85;

; OFF-LABEL: .entry arms(
; OFF: mul.lo.s32
; OFF: setp.ne.s32
; OFF-LABEL: .entry after(
; OFF: $L__BB1_1:
; OFF: xor.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 85;
; OFF: @%p{{[0-9]+}} bra $L__BB1_1;

; REM: remark: machine_sink: sank xor.b32 from block 0 into block 1 in arms
; REM: remark: machine_sink: sank mul.lo.s32 from block 0 into block 1 in arms
; REM-NOT: sank sub.s32
; REM: remark: machine_sink: sank mul.lo.s32 from block 1 into block 2 in after
