; Only phis may use their own value (even where the value is never reached).
; EXPECT: misc.ll:6:3: error: in function @f, block %entry: instruction '%s = add i32 %s, 1': the instruction uses its own value (only phis may)
; EXPECT: misc.ll:9:3: error: in function @f, block %dead: instruction '%t = mul i32 %t, 2': the instruction uses its own value (only phis may)
define i32 @f(i32 %x) {
entry:
  %s = add i32 %s, 1
  ret i32 %x
dead:
  %t = mul i32 %t, 2
  ret i32 %t
}
