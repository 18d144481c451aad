; REGRESS: ptxas 13.0 (-O3, its default) crashes with SIGSEGV when it proves a branch
; constant and that makes the only call of a recursive function dead. nvcg -O0 emitted
; `setp.le.u64 %p1, %rd2, %rd2` for `icmp ule i64 %x, %x` (randdiff approx seed 200017:
; ptxas "rejects the PTX: (no message)"); nvcg now folds integer x cmp x at every level,
; as LLVM's getSetCC does.
; TARGETS: sm_90 sm_80
; NVCGRUN: --kernel k --grid 1 --block 2 buf:i64:2:zero
; the compare is true: thread t stores t * 3
; OUT 0 0x0000000000000000
; OUT 3 0x0000000000000003
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define internal i64 @f0(i32 %depth, i64 %a) noinline {
entry:
  %z = icmp eq i32 %depth, 0
  br i1 %z, label %base, label %rec
base:
  ret i64 %a
rec:
  %d = sub i32 %depth, 1
  %b = add i64 %a, 5
  %r = call i64 @f0(i32 %d, i64 %b)
  ret i64 %r
}

define void @k(i64 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %c = icmp ule i64 %x, %x
  br i1 %c, label %skip, label %call
skip:
  %w = mul i64 %x, 3
  br label %done
call:
  %d = and i32 %t, 3
  %v = call i64 @f0(i32 %d, i64 %x)
  br label %done
done:
  %r = phi i64 [ %v, %call ], [ %w, %skip ]
  %p = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 %x
  store i64 %r, i64 addrspace(1)* %p, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*)* @k, !"kernel", i32 1}
