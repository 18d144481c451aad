; ERROR: 2:23: use of undefined metadata !7
!nvvm.annotations = !{!7}
