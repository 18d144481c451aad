; ERROR: 2:9: end of input inside a string constant
!0 = !{!"abc}
