; A use that its definition does not dominate, and a phi whose incoming value is not
; available at the end of its incoming block.
; EXPECT: dominance.ll:15:3: error: in function @f, block %merge: instruction '%s = add i32 %t, 1': operand %t does not dominate this use
; EXPECT: dominance.ll:14:3: error: in function @f, block %merge: instruction '%p = phi i32 [ %t, %l ], [ %t, %r ]': incoming value %t does not dominate the end of its incoming block %r
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %l, label %r
l:
  %t = mul i32 %x, %x
  br label %merge
r:
  br label %merge
merge:
  %p = phi i32 [ %t, %l ], [ %t, %r ]
  %s = add i32 %t, 1
  ret i32 %s
}
