; ERROR: 3:12: use of undefined value '@nothere'
!nvvm.annotations = !{!0}
!0 = !{ptr @nothere, !"kernel", i32 1}
