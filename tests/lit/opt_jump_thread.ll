; jump_thread (opt/jump_thread.c) end to end: the per-thread loops below merge their exits
; into a block that tests a code or flag set on each path; after threading every path
; jumps where its code leads, so no code is materialised in a register and tested again.
; EXEC runs both kernels against the ir engine with threading on (-O2) and off (-O1).
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O1 | OFF
; EXEC: -mcpu=sm_80 -O2 | rowsum 1 32 buf:f32:512:rand:5 buf:f32:32:zero i32:16
; EXEC: -mcpu=sm_80 -O1 | rowsum 1 32 buf:f32:512:rand:5 buf:f32:32:zero i32:16
; EXEC: -mcpu=sm_80 -O2 | search 1 64 buf:i32:256:rand:6 buf:i32:64:zero i32:256
; EXEC: -mcpu=sm_80 -O2 | search 1 64 buf:i32:256:iota buf:i32:64:zero i32:256
; EXEC: -mcpu=sm_80 -O1 | search 1 64 buf:i32:256:iota buf:i32:64:zero i32:256

; CHECK-LABEL: .entry rowsum(
; CHECK-NOT: mov.u32 %r{{[0-9]+}}, 4;
; CHECK-NOT: setp.eq.s32 %p{{[0-9]+}}, %r{{[0-9]+}}, 4;
; CHECK: ret;
; OFF-LABEL: .entry rowsum(
; OFF: setp.eq.s32 %p{{[0-9]+}}, %r{{[0-9]+}}, 4;
; CHECK-LABEL: .entry search(
; CHECK-NOT: selp
; CHECK: ret;

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; out[t] = sum of row t's elements in [-0.5, 0.875], stopping at the first element below -0.875
define void @rowsum(ptr addrspace(1) %m, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %row = mul i32 %t, %n
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %acc, %latch ]
  %k = add i32 %row, %i
  %q = getelementptr float, ptr addrspace(1) %m, i32 %k
  %v = load float, ptr addrspace(1) %q
  %stop = fcmp olt float %v, -0.875
  br i1 %stop, label %join, label %test
test:
  %skip = fcmp ogt float %v, 0.875
  br i1 %skip, label %join, label %test2
test2:
  %low = fcmp olt float %v, -0.5
  br i1 %low, label %join, label %add
add:
  %s1 = fadd float %s, %v
  br label %join
join:
  %acc = phi float [ %s1, %add ], [ %s, %loop ], [ %s, %test ], [ %s, %test2 ]
  %code = phi i32 [ 0, %add ], [ 2, %loop ], [ 4, %test ], [ 4, %test2 ]
  switch i32 %code, label %exit [
    i32 0, label %latch
    i32 4, label %latch
  ]
latch:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ %acc, %join ], [ %acc, %latch ]
  %o = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %o
  ret void
}

; out[t] = 100 + the first index whose element is t's key (t * 3), or -1
define void @search(ptr addrspace(1) %p, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %key = mul i32 %t, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %done, label %next
next:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %found = phi i1 [ true, %loop ], [ false, %next ]
  %at = phi i32 [ %i, %loop ], [ -1, %next ]
  br i1 %found, label %yes, label %no
yes:
  %r = add i32 %at, 100
  br label %store
no:
  br label %store
store:
  %w = phi i32 [ %r, %yes ], [ -1, %no ]
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %w, ptr addrspace(1) %o
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @rowsum, !"kernel", i32 1}
!1 = !{ptr @search, !"kernel", i32 1}
