; simplifycfg threads a branch whose condition a predecessor already decided: clang's
; `for (...) { if (c) break; ... }` re-tests c in the latch after a merge; the break
; edge goes straight to the exit and the continue edge straight to the header, and
; loop_rotate then rotates the loop (its header's exit gets a block of its own, as the
; exit is also reached from the break). Must not thread: into a loop header, when a phi
; of the block is used other than by its successors' phis, and when the predecessor
; already reaches the successor.
;
; NVOPT-TH: -passes=simplifycfg
; NVOPT-ROT: -passes=simplifycfg,loop_rotate

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; TH-LABEL: define i32 @brk(
; TH: body:
; TH: br i1 %big, label %exit, label %step
; TH: step:
; TH: br label %head
; TH-NOT: latch:
; TH: exit:
; TH: %r = phi i32 [ %i, %head ], [ %i, %body ]
; ROT-LABEL: define i32 @brk(
; ROT: entry:
; ROT-NEXT: %more = icmp slt i32 0, %n
; ROT-NEXT: br i1 %more, label %preheader, label %rot.exit
; ROT: head:
; ROT-NEXT: %more.1 = icmp slt i32 %i1, %n
; ROT-NEXT: br i1 %more.1, label %body, label %loopexit
; ROT: body:
; ROT: br i1 %big, label %loopexit.1, label %step
; ROT: rot.exit:
; ROT-NEXT: %i.1 = phi i32 [ 0, %entry ], [ %i1, %loopexit ]
define i32 @brk(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.n, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %e = sext i32 %i to i64
  %g = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e
  %v = load i32, ptr addrspace(1) %g, align 4
  %big = icmp sgt i32 %v, 100
  br i1 %big, label %latch, label %step
step:
  %i1 = add nsw i32 %i, 1
  br label %latch
latch:
  %i.n = phi i32 [ %i1, %step ], [ %i, %body ]
  br i1 %big, label %exit, label %head
exit:
  %r = phi i32 [ %i.n, %latch ], [ %i, %head ]
  ret i32 %r
}

; the condition is a phi taking constants from the predecessors
; TH-LABEL: define i32 @phicond(
; TH-NOT: phi i1
; TH: br i1 %c, label %x, label %b
; TH-NOT: phi i1
; TH: ret i32
define i32 @phicond(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %f = phi i1 [ true, %a ], [ false, %b ]
  %v = phi i32 [ 1, %a ], [ 2, %b ]
  br i1 %f, label %x, label %y
x:
  %rx = phi i32 [ %v, %m ]
  ret i32 %rx
y:
  %ry = phi i32 [ %v, %m ]
  %s = add i32 %ry, 10
  ret i32 %s
}

; m's phi is used by an instruction in y (not a phi through m's edge): kept
; TH-LABEL: define i32 @phiuse(
; TH: m:
; TH: br i1 %c, label %x, label %y
define i32 @phiuse(i1 %c, i32 %a) {
entry:
  br i1 %c, label %l, label %r
l:
  br label %m
r:
  br label %m
m:
  %v = phi i32 [ 1, %l ], [ %a, %r ]
  br i1 %c, label %x, label %y
x:
  ret i32 7
y:
  %s = add i32 %v, 10
  ret i32 %s
}

; h is a loop header whose condition the preheader decides: threading entry -> body
; would enter the loop in its middle
; TH-LABEL: define i32 @header(
; TH: entry:
; TH-NEXT: br i1 %c, label %h, label %out
; TH: h:
; TH: br i1 %c, label %body, label %out
define i32 @header(i1 %c, i32 %n) {
entry:
  br i1 %c, label %h, label %out
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  br i1 %c, label %body, label %out
body:
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %h, label %out
out:
  %r = phi i32 [ -1, %entry ], [ %i, %h ], [ %i1, %body ]
  ret i32 %r
}

; e2 already branches to y: the second edge into y would need y's phi to take two
; values from e2
; TH-LABEL: define i32 @twice(
; TH: m:
; TH: br i1 %d, label %y, label %x
define i32 @twice(i1 %c, i1 %d) {
entry:
  br i1 %c, label %e2, label %q
e2:
  br i1 %d, label %m, label %y
q:
  br label %m
m:
  %v = phi i32 [ 5, %e2 ], [ 6, %q ]
  br i1 %d, label %y, label %x
x:
  ret i32 1
y:
  %w = phi i32 [ 3, %e2 ], [ %v, %m ]
  ret i32 %w
}
