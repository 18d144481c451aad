; llvm.bswap swaps bytes: its type needs an even number of them.
; EXPECT: in function @llvm.bswap.i8: llvm.bswap needs an even number of bytes
declare i8 @llvm.bswap.i8(i8)
