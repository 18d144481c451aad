; ERROR: 4:39: !prof branch_weights has 3 weights for the 2 successors of 'br'
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b, !prof !0
a:
  ret void
b:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 2, i32 3}
