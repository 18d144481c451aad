; A loop's unroll metadata survives function import: the imported @sum3 keeps
; llvm.loop.unroll.count 3 (the clone used by the linker once dropped the count), and
; @keep keeps its unroll.disable, printed as `.pragma "nounroll";` in the PTX.
; RUN: --import-from=%S/lib_unroll.ll --emit=ll -O0 | LL
; LL: define internal i32 @sum3(
; LL: br i1 %c, label %loop, label %done, !llvm.loop ![[SUM:[0-9]+]]
; LL: define internal i32 @keep(
; LL: br i1 %c, label %loop, label %done, !llvm.loop ![[KEEP:[0-9]+]]
; LL-DAG: ![[SUM]] = distinct !{![[SUM]], !{!"llvm.loop.unroll.count", i32 3}}
; LL-DAG: ![[KEEP]] = distinct !{![[KEEP]], !{!"llvm.loop.unroll.disable"}}
; RUN: --import-from=%S/lib_unroll.ll -mcpu=sm_86 | PTX
; PTX: .pragma "nounroll";
; A library body naming metadata the library does not define is an error when the body
; is read (on import), as it is for a module read whole:
; ERROR: --import-from=%S/lib_badmd.ll | BAD
; BAD: lib_badmd.ll:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}!9
; EXEC: --import-from=%S/lib_unroll.ll | k 1 1 buf:i32:40:iota buf:i32:2:zero
declare i32 @sum3(ptr addrspace(1), i32)
declare i32 @keep(ptr addrspace(1), i32)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %a = call i32 @sum3(ptr addrspace(1) %p, i32 40)
  store i32 %a, ptr addrspace(1) %out, align 4
  %b = call i32 @keep(ptr addrspace(1) %p, i32 33)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %b, ptr addrspace(1) %o1, align 4
  ret void
}
