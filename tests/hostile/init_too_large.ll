; HOSTILE: a non-zero initialiser of 4 TiB cannot be written as PTX (it is spelled byte by
; byte; ptxas runs out of memory on far smaller ones): a located error, no allocation.
; EXPECT: error: 4:1: global 'g' has a non-zero initializer of 4398046511108 bytes
@g = addrspace(1) global { i32, [1099511627776 x i32] } { i32 1, [1099511627776 x i32] zeroinitializer }, align 4
