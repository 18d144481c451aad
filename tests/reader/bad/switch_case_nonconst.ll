; ERROR: 4:37: a constant is expected here, not a local value
define void @f(i32 %x) {
entry:
  switch i32 %x, label %entry [ i32 %x, label %entry ]
}
