; llvm.stacksave / llvm.stackrestore (what clang emits around a variable-length array in
; a loop or block scope) select to PTX's stacksave.u64 / stackrestore.u64 (sm_52, PTX 7.3).
; The stack top is a .local address: a generic pointer (.p0, and the unsuffixed spelling
; of LLVM <= 16) is its cvta.local and goes back with cvta.to.local, as LLVM's NVPTX
; backend does; a .p5 pointer is the .local address itself.
; @vla: per iteration a VLA of i+tid%3+1 i32 between save and restore, written and summed;
; out[tid] = the sums, out[4+tid] = the iterations whose VLA has the first one's address
; (restore gives the stack back, so every one does: n).
; @vla_big: 80 iterations of a 1 MiB VLA fit the emulators' 64 MiB per-thread stack only
; because each restore releases it; @vla_leak (no restore) overflows on both engines.
; @bad_restore restores past the stack top, which both engines refuse.
; RUN: -mcpu=sm_75 -O0 | CHECK
; RUN: -mcpu=sm_86 -O2 | CHECK
; RUN: -mcpu=sm_90 -O2 | CHECK
; RUN: -mcpu=sm_86 -O2 | UNSUF
; RUN: -mcpu=sm_86 -O2 | LOCAL
; EXEC: -mcpu=sm_86 -O0 | vla 1 4 buf:i32:8:zero i32:5
; EXEC: -mcpu=sm_86 -O2 | vla 1 4 buf:i32:8:zero i32:5
; EXEC: -mcpu=sm_75 -O2 | vla 2 3 buf:i32:8:zero i32:0
; EXEC: -mcpu=sm_86 -O2 | vla_unsuffixed 1 4 buf:i32:4:zero i32:6
; EXEC: -mcpu=sm_86 -O0 | vla_local 1 4 buf:i32:4:zero i32:6
; EXEC: -mcpu=sm_86 -O2 | vla_local 1 4 buf:i32:4:zero i32:6
; EXEC: -mcpu=sm_86 -O2 | vla_big 1 1 buf:i32:1:zero i32:80
; REFUSED: -mcpu=sm_86 -O2 | ir vla_leak 1 1 buf:i32:1:zero i32:80 | overflow
; REFUSED: -mcpu=sm_86 -O2 | ptx vla_leak 1 1 buf:i32:1:zero i32:80 | overflow
; REFUSED: -mcpu=sm_86 -O2 | ir bad_restore 1 1 buf:i32:1:zero | not a saved stack top
; REFUSED: -mcpu=sm_86 -O2 | ptx bad_restore 1 1 buf:i32:1:zero | not a saved stack top
; ERROR: -mcpu=sm_86 -mattr=+ptx72 | stacksave_vla.ll:72:3: error: in function 'vla': 'stacksave.u64' needs PTX ISA 7.3, but PTX 7.2 was requested

; CHECK-LABEL: .entry vla(
; CHECK: stacksave.u64 [[S:%rd[0-9]+]];
; CHECK: cvta.local.u64 %rd{{[0-9]+}}, [[S]];
; CHECK: alloca.u64
; CHECK: cvta.to.local.u64 [[R:%rd[0-9]+]], %rd{{[0-9]+}};
; CHECK: stackrestore.u64 [[R]];

; UNSUF-LABEL: .entry vla_unsuffixed(
; UNSUF: stacksave.u64
; UNSUF: stackrestore.u64

; LOCAL-LABEL: .entry vla_local(
; LOCAL-NOT: cvta
; LOCAL: stacksave.u64 [[S:%rd[0-9]+]];
; LOCAL-NOT: cvta
; LOCAL: alloca.u64
; LOCAL-NOT: cvta
; LOCAL: stackrestore.u64 [[S]];
; LOCAL: .entry

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
declare ptr addrspace(5) @llvm.stacksave.p5()
declare void @llvm.stackrestore.p5(ptr addrspace(5))

define void @vla(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %tm = urem i32 %t, 3
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body.end ]
  %s = phi i32 [ %c, %entry ], [ %s2, %body.end ]
  %same = phi i32 [ 0, %entry ], [ %same2, %body.end ]
  %first = phi i64 [ 0, %entry ], [ %first2, %body.end ]
  %sp = call ptr @llvm.stacksave.p0()
  %m0 = add i32 %i, %tm
  %m = add i32 %m0, 1
  %a = alloca i32, i32 %m, align 4
  %ai = ptrtoint ptr %a to i64
  %isfirst = icmp eq i32 %i, 0
  %first2 = select i1 %isfirst, i64 %ai, i64 %first
  %eq = icmp eq i64 %ai, %first2
  %eqi = zext i1 %eq to i32
  %same2 = add i32 %same, %eqi
  br label %fill
fill:
  %j = phi i32 [ 0, %loop ], [ %j.next, %fill ]
  %ij = mul i32 %i, %j
  %v = add i32 %ij, %t
  %pj = getelementptr inbounds i32, ptr %a, i32 %j
  store volatile i32 %v, ptr %pj, align 4
  %j.next = add i32 %j, 1
  %fmore = icmp ult i32 %j.next, %m
  br i1 %fmore, label %fill, label %sum
sum:
  %k = phi i32 [ 0, %fill ], [ %k.next, %sum ]
  %s1 = phi i32 [ %s, %fill ], [ %s1.next, %sum ]
  %pk = getelementptr inbounds i32, ptr %a, i32 %k
  %x = load volatile i32, ptr %pk, align 4
  %s1.next = add i32 %s1, %x
  %k.next = add i32 %k, 1
  %smore = icmp ult i32 %k.next, %m
  br i1 %smore, label %sum, label %body.end
body.end:
  %s2 = phi i32 [ %s1.next, %sum ]
  call void @llvm.stackrestore.p0(ptr %sp)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %sf = phi i32 [ %c, %entry ], [ %s2, %body.end ]
  %samef = phi i32 [ 0, %entry ], [ %same2, %body.end ]
  %t64 = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %sf, ptr addrspace(1) %q, align 4
  %t4 = add i64 %t64, 4
  %q2 = getelementptr i32, ptr addrspace(1) %out, i64 %t4
  store i32 %samef, ptr addrspace(1) %q2, align 4
  ret void
}

; the unsuffixed spelling (LLVM <= 16 with opaque pointers)
define void @vla_unsuffixed(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %sp = call ptr @llvm.stacksave()
  %m = add i32 %i, 2
  %a = alloca i64, i32 %m, align 8
  %mi = sext i32 %i to i64
  %last = getelementptr inbounds i64, ptr %a, i32 %i
  %tt = zext i32 %t to i64
  %v = mul i64 %mi, %tt
  store volatile i64 %v, ptr %a, align 8
  store volatile i64 %tt, ptr %last, align 8
  %x = load volatile i64, ptr %a, align 8
  %y = load volatile i64, ptr %last, align 8
  %xy = add i64 %x, %y
  %xy32 = trunc i64 %xy to i32
  %s1 = add i32 %s, %xy32
  call void @llvm.stackrestore(ptr %sp)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %t64 = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %s1, ptr addrspace(1) %q, align 4
  ret void
}

; the .local form: no conversions
define void @vla_local(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %sp = call ptr addrspace(5) @llvm.stacksave.p5()
  %m = add i32 %i, 1
  %a = alloca i32, i32 %m, align 4, addrspace(5)
  %last = getelementptr inbounds i32, ptr addrspace(5) %a, i32 %i
  %v = add i32 %t, %i
  store volatile i32 %v, ptr addrspace(5) %last, align 4
  %x = load volatile i32, ptr addrspace(5) %last, align 4
  %s1 = add i32 %s, %x
  call void @llvm.stackrestore.p5(ptr addrspace(5) %sp)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %t64 = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %s1, ptr addrspace(1) %q, align 4
  ret void
}

; 1 MiB per iteration: only the restores keep it within the emulators' 64 MiB stack
define void @vla_big(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %sp = call ptr @llvm.stacksave.p0()
  %a = alloca i32, i32 262144, align 4
  %end = getelementptr inbounds i32, ptr %a, i32 262143
  store volatile i32 %i, ptr %end, align 4
  %x = load volatile i32, ptr %end, align 4
  %s1 = add i32 %s, %x
  call void @llvm.stackrestore.p0(ptr %sp)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  store i32 %s1, ptr addrspace(1) %out, align 4
  ret void
}

; the same without the restore: the stack only grows
define void @vla_leak(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %sp = call ptr @llvm.stacksave.p0()
  %a = alloca i32, i32 262144, align 4
  %end = getelementptr inbounds i32, ptr %a, i32 262143
  store volatile i32 %i, ptr %end, align 4
  %x = load volatile i32, ptr %end, align 4
  %s1 = add i32 %s, %x
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  store i32 %s1, ptr addrspace(1) %out, align 4
  ret void
}

; restoring to an address above the stack top (no stacksave gave it)
define void @bad_restore(ptr addrspace(1) %out) {
entry:
  %sp = call ptr @llvm.stacksave.p0()
  %up = getelementptr i8, ptr %sp, i64 4096
  call void @llvm.stackrestore.p0(ptr %up)
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @vla, !"kernel", i32 1}
!1 = !{ptr @vla_unsuffixed, !"kernel", i32 1}
!2 = !{ptr @vla_local, !"kernel", i32 1}
!3 = !{ptr @vla_big, !"kernel", i32 1}
!4 = !{ptr @vla_leak, !"kernel", i32 1}
!5 = !{ptr @bad_restore, !"kernel", i32 1}
