; Within a block a use must come after its definition; in unreachable code it need not.
; EXPECT: same_block_order.ll:6:3: error: in function @f, block %entry: instruction '%a = add i32 %b, 1': operand %b does not dominate this use
; EXPECT-COUNT: 1
define i32 @f(i32 %x) {
entry:
  %a = add i32 %b, 1
  %b = add i32 %x, 1
  ret i32 %a
dead:
  %u = add i32 %w, 1
  %w = add i32 %x, 2
  ret i32 %u
}
