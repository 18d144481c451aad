; Overloaded intrinsics take types of the right kind (checked where the intrinsic is
; called: an unused declaration of the wrong kind is dropped, as LLVM does).
; EXPECT: intrinsic_kinds.ll:4:13: error: overloaded type T of intrinsic 'llvm.fma' must be a floating-point type, not i32
declare i32 @llvm.fma.i32(i32, i32, i32)
declare i64 @llvm.fma.i64(i64, i64, i64)
define i32 @f(i32 %x) {
  %r = call i32 @llvm.fma.i32(i32 %x, i32 %x, i32 %x)
  ret i32 %r
}
