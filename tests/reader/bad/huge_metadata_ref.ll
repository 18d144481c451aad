; ERROR: 2:23: use of undefined metadata !18446744073709551615
!nvvm.annotations = !{!99999999999999999999999}
