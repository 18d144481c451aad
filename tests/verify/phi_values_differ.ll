; Entries for one predecessor block must carry one value.
; EXPECT: phi_values_differ.ll:7:3: error: in function @f, block %a: instruction '%p = phi i32 [ 0, %entry ], [ 7, %entry ]': entries for %entry carry different values (0 and 7)
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %a
a:
  %p = phi i32 [ 0, %entry ], [ 7, %entry ]
  ret i32 %p
}
