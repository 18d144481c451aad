; Intrinsic arguments that must be constants (LLVM's ImmArg; the alignment of ld.global.nc).
; EXPECT: intrinsic_immediates.ll:9:3: error: in function @f, block %entry: instruction '%z = call i32 @llvm.ctlz.i32(i32 %x, i1 %c)': argument 2 of llvm.ctlz must be a constant integer
; EXPECT: intrinsic_immediates.ll:10:3: error: in function @f, block %entry: instruction 'call void @llvm.memcpy.p0.p1.i64(ptr %d, ptr addrspace(1) %s, i64 16, i1 %c)': argument 4 of llvm.memcpy must be a constant integer
; EXPECT: argument 2 of llvm.nvvm.ldg.global.f is an alignment and must be a power of two
; EXPECT: argument 3 of llvm.expect.with.probability is a probability and must be in [0, 1]
define void @f(i32 %x, ptr %d, ptr addrspace(1) %s) {
entry:
  %c = icmp eq i32 %x, 0
  %z = call i32 @llvm.ctlz.i32(i32 %x, i1 %c)
  call void @llvm.memcpy.p0.p1.i64(ptr %d, ptr addrspace(1) %s, i64 16, i1 %c)
  %l = call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %s, i32 6)
  %e = call i32 @llvm.expect.with.probability.i32(i32 %x, i32 1, double 1.5)
  %y = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  ret void
}
declare i32 @llvm.ctlz.i32(i32, i1)
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1), i32)
declare i32 @llvm.expect.with.probability.i32(i32, i32, double)
