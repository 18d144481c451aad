; HOSTILE: [2^62 x i32] is 2^64 bytes; the size wrapped to 0 and the global was printed as
; g[1]. Sizes are computed with overflow checks and rejected where the type is written.
; EXPECT: error: 4:49: .*the size of \[4611686018427387904 x i32\] does not fit in 64 bits
@g = addrspace(1) global [4611686018427387904 x i32] zeroinitializer, align 4
