; Switch case values must be distinct.
; EXPECT: switch_cases.ll:5:3: error: in function @f, block %entry: instruction 'switch i32 %x, label %d [ i32 3, label %d i32 4, label %d i32 3, label %d]': case value 3 appears more than once
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 3, label %d
                            i32 4, label %d
                            i32 3, label %d ]
d:
  ret void
}
