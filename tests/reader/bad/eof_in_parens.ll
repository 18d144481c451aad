; ERROR: 3:1: end of input inside parentheses
!0 = !DILocation(line: 1
