; !prof branch weights on a conditional br and a switch (numbered, inline, and with
; LLVM 17's "expected" marker) are kept, and printed as inline nodes.
define void @f(i32 %x, ptr %p) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b, !prof !0
a:
  switch i32 %x, label %d [
    i32 1, label %b
    i32 2, label %d
  ], !prof !1
b:
  %c2 = icmp sgt i32 %x, 7
  br i1 %c2, label %d, label %a, !prof !{!"branch_weights", i32 0, i32 5}
d:
  store i32 %x, ptr %p
  ret void
}
!0 = !{!"branch_weights", i32 2000, i32 1}
!1 = !{!"branch_weights", !"expected", i32 3, i32 4, i32 5}
