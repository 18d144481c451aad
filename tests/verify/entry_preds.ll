; The entry block cannot be branched to, and phis belong at the top of a block.
; EXPECT: in function @f, block %entry: the entry block cannot have predecessors (%loop branches to it)
define void @f(i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %entry, label %exit
exit:
  ret void
}
