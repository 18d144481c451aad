; Overloaded intrinsics take types of the right kind.
; EXPECT: in function @llvm.fma.i32: overloaded type T of intrinsic 'llvm.fma' must be a floating-point type, not i32
; EXPECT: in function @llvm.bswap.i8: llvm.bswap needs an even number of bytes
declare i32 @llvm.fma.i32(i32, i32, i32)
declare i8 @llvm.bswap.i8(i8)
