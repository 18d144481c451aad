; A switch that branches to %a twice needs two phi entries for %entry (one per edge);
; %b is missing, %c is not a predecessor.
; EXPECT: phi_edges.ll:13:3: error: in function @f, block %a: instruction '%p = phi i32 [ 0, %entry ], [ 5, %c ]': 1 entries for %entry, which branches here 2 time(s) (one entry per edge)
; EXPECT: no incoming entry for predecessor %b
; EXPECT: %c is not a predecessor of this block
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %a [ i32 1, label %a
                            i32 2, label %b ]
b:
  br label %a
a:
  %p = phi i32 [ 0, %entry ], [ 5, %c ]
  ret i32 %p
c:
  ret i32 1
}
