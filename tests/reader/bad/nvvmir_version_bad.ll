; ERROR: 2:21: !nvvmir.version needs two or four integer operands
!nvvmir.version = !{!0}
!0 = !{i32 2}
