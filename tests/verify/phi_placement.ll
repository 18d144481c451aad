; Phis come first in their block, and the entry block (no predecessors) has none.
; EXPECT: phi_placement.ll:6:3: error: in function @f, block %entry: instruction '%e = phi i32 [ %x, %entry ]': phi in the entry block, which has no predecessors
; EXPECT: phi_placement.ll:10:3: error: in function @f, block %b: instruction '%p = phi i32 [ %x, %entry ]': phi after a non-phi instruction (phis come first in a block)
define i32 @f(i32 %x) {
entry:
  %e = phi i32 [ %x, %entry ]
  br label %b
b:
  %y = add i32 %x, 1
  %p = phi i32 [ %x, %entry ]
  ret i32 %p
}
