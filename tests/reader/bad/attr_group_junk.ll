; ERROR: 2:19: unexpected integer in an attribute group
attributes #0 = { 42 }
