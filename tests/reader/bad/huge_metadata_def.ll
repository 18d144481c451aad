; ERROR: 2:1: metadata number is too large
!4294967295 = !{}
