; lower_alloca (opt/lower_alloca.c) moves a constant-size alloca out of a block on no
; cycle into the entry block, where it is a frame object in the .local depot instead of a
; dynamic PTX alloca (the alloca sits behind a branch). Inside a loop it stays dynamic:
; alloca_in_loop.ll. EXEC runs it on both engines at -O0 and -O2.
; RUN: -mcpu=sm_80 -O0 | CHECK
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O0 | once 1 4 buf:i32:4:zero i32:5
; EXEC: -mcpu=sm_80 -O2 | once 1 4 buf:i32:4:zero i32:5
; EXEC: -mcpu=sm_80 -O2 | once 1 4 buf:i32:4:zero i32:0

; CHECK-LABEL: .entry once(
; CHECK: .local .align 4 .b8 __local_depot0[16];
; CHECK-NOT: alloca.u64
; CHECK: ret;

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @once(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %then, label %done
then:
  %a = alloca [4 x i32], align 4
  %p0 = getelementptr [4 x i32], ptr %a, i64 0, i32 %t
  store i32 %n, ptr %p0, align 4
  %p1 = getelementptr [4 x i32], ptr %a, i64 0, i32 0
  store i32 7, ptr %p1, align 4
  %v = load i32, ptr %p0, align 4
  br label %done
done:
  %r = phi i32 [ 0, %entry ], [ %v, %then ]
  %t64 = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @once, !"kernel", i32 1}
