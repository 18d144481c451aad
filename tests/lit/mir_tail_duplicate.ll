; tail duplication (mir/tail_duplicate.c): the join block of a diamond (two instructions
; besides its conditional branch) is copied into both arms, which jumped to it; with
; disable-early-taildup and disable-tail-duplicate, or tail-dup-size=1, it stays one block.
; A join holding a store, and a loop header, are never copied. (Early if-conversion would
; predicate the arms; it is off so that the arms stay blocks.)
; RUN: -mcpu=sm_80 -O2 --disable-early_ifcvt | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-early_ifcvt --verify-each | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-early_ifcvt --knob disable-early-taildup=true --knob disable-tail-duplicate=true | OFF
; RUN: -mcpu=sm_80 -O2 --disable-early_ifcvt --knob tail-dup-size=1 | OFF
; RUN: -mcpu=sm_80 -O2 --disable-early_ifcvt | KEEP
; EXEC: -mcpu=sm_80 -O2 --disable-early_ifcvt | join 1 64 buf:i32:64:zero i32:7 i32:-3
; EXEC: -mcpu=sm_80 -O2 --disable-early_ifcvt --knob disable-early-taildup=true --knob disable-tail-duplicate=true | join 1 64 buf:i32:64:zero i32:7 i32:-3
; EXEC: -mcpu=sm_80 -O0 | join 1 64 buf:i32:64:zero i32:7 i32:-3
; EXEC: -mcpu=sm_80 -O2 --disable-early_ifcvt | keep 1 64 buf:i32:64:zero i32:5
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry join(
; CHECK-COUNT-2: xor.b32 {{.*}}, 1431655765;
; CHECK-LABEL: .entry keep(
; OFF-LABEL: .entry join(
; OFF: xor.b32 {{.*}}, 1431655765;
; OFF-NOT: xor.b32 {{.*}}, 1431655765;
; OFF-LABEL: .entry keep(
define ptx_kernel void @join(ptr addrspace(1) %out, i32 %a, i32 %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %left, label %right
left:
  %l1 = mul i32 %tid, %a
  %l2 = add i32 %l1, 11
  br label %j
right:
  %r1 = mul i32 %tid, %b
  %r2 = sub i32 %r1, 13
  br label %j
j:
  %v = phi i32 [ %l2, %left ], [ %r2, %right ]
  %w = xor i32 %v, 1431655765
  %big = icmp sgt i32 %w, 100
  br i1 %big, label %hi, label %lo
hi:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %w, ptr addrspace(1) %p
  ret void
lo:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %w2 = shl i32 %w, 1
  store i32 %w2, ptr addrspace(1) %q
  ret void
}

; the join stores (never copied); the loop header is never copied into the latch
; KEEP-LABEL: .entry keep(
; KEEP: st.volatile.global.u32 {{.*}}, 99;
; KEEP-NOT: st.volatile.global.u32 {{.*}}, 99;
; KEEP: ret;
define ptx_kernel void @keep(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %left, label %right
left:
  store i32 1, ptr addrspace(1) %p
  br label %j
right:
  store i32 2, ptr addrspace(1) %p
  br label %j
j:
  store volatile i32 99, ptr addrspace(1) %p
  br label %loop
loop:
  %i = phi i32 [ 0, %j ], [ %i1, %loop ]
  %s = phi i32 [ 0, %j ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  store i32 %s1, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
