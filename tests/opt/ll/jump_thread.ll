; Jump threading (opt/jump_thread.c): a predecessor whose phi values decide the branch of
; the block it enters jumps to the decided successor instead; values of the bypassed
; block used beyond it go through a slot that mem2reg turns back into phis.
;
; NVOPT-JT: -passes=jump_thread,mem2reg,simplify,dce
; NVOPT-OFF: -passes=mem2reg,simplify,dce

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; The cleanup switch clang merges a loop's exits into: every predecessor of %join knows
; its code, so %join disappears; %acc, defined in %join and used after the loop, becomes a
; phi of the values the paths carry.
; JT-LABEL: define float @cleanup(
; JT-NOT: switch
; JT-NOT: %code
; JT-NOT: alloca
; JT: ret float
; OFF-LABEL: define float @cleanup(
; OFF: switch i32 %code
define float @cleanup(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %acc, %latch ]
  %q = getelementptr float, ptr addrspace(1) %p, i32 %i
  %v = load float, ptr addrspace(1) %q
  %neg = fcmp olt float %v, -1.0
  br i1 %neg, label %join, label %test
test:
  %big = fcmp ogt float %v, 100.0
  br i1 %big, label %join, label %add
add:
  %s1 = fadd float %s, %v
  br label %join
join:
  %acc = phi float [ %s1, %add ], [ %s, %loop ], [ %s, %test ]
  %code = phi i32 [ 0, %add ], [ 2, %loop ], [ 4, %test ]
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
  ret float %r
}

; A search loop's `found` flag: the hit path goes straight to %yes, the fall-through path
; to %no; the flag and its test are gone.
; JT-LABEL: define i32 @search(
; JT-NOT: %found
; JT: ret i32
; OFF-LABEL: define i32 @search(
; OFF: br i1 %found
define i32 @search(ptr addrspace(1) %p, i32 %n, i32 %key) {
entry:
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
  ret i32 %r
no:
  ret i32 0
}

; Not threaded: the value deciding the branch is not a constant on any edge (%j), the
; block stores to memory (%st), and a loop header (%hdr: 0 < 10 is decided on both
; entry edges, but threading past the header would give the loop a second entry).
; JT-LABEL: define void @keep(
; JT: br i1 %c, label %a, label %b
; JT: store i32 %x, ptr addrspace(1) %p
; JT: br i1 %c2, label %a2, label %b2
; JT: hdr:
; JT-NEXT: %k = phi i32
; JT: br i1 %kc, label %body, label %out
define void @keep(ptr addrspace(1) %p, i32 %u, i32 %n) {
entry:
  %t = icmp sgt i32 %u, 3
  br i1 %t, label %m, label %m2
m:
  br label %j
m2:
  br label %j
j:
  %x = phi i32 [ %u, %m ], [ %n, %m2 ]
  %c = icmp eq i32 %x, 7
  br i1 %c, label %a, label %b
a:
  br label %st
b:
  br label %st
st:
  %y = phi i32 [ 1, %a ], [ 2, %b ]
  store i32 %x, ptr addrspace(1) %p
  %c2 = icmp eq i32 %y, 1
  br i1 %c2, label %a2, label %b2
a2:
  br label %hdr
b2:
  br label %hdr
hdr:
  %k = phi i32 [ 0, %a2 ], [ 0, %b2 ], [ %k1, %body ]
  %kc = icmp slt i32 %k, 10
  br i1 %kc, label %body, label %out
body:
  %k1 = add i32 %k, 1
  br label %hdr
out:
  ret void
}
