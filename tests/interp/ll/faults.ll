; Faults: the run stops with exit status 1 and a message naming the thread, what went wrong
; (address, space, bounds or alignment) and the IR instruction with its source line.
; NOLLC-FILE the expected failures are the interpreter's messages
target triple = "nvptx64-nvidia-cuda"

; TEST oob_store --grid 1 --block 8 buf:i32:4:zero
; ERR block (0,0,0) thread (4,0,0)
; ERR out-of-bounds global store of 4 bytes
; ERR 0 bytes past the end of buf 0
; ERR faults.ll:15: store i32 %t, ptr addrspace(1) %p, align 4 (in @oob_store)
define void @oob_store(i32 addrspace(1)* %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tz = zext i32 %t to i64
  %p = getelementptr i32, i32 addrspace(1)* %out, i64 %tz
  store i32 %t, i32 addrspace(1)* %p, align 4
  ret void
}

; TEST null_load --grid 1 --block 1 buf:i32:1:zero
; ERR out-of-bounds global load of 4 bytes at 0x0 (unmapped)
define void @null_load(i32 addrspace(1)* %out) {
  %v = load i32, i32 addrspace(1)* null
  store i32 %v, i32 addrspace(1)* %out
  ret void
}

; TEST misaligned --grid 1 --block 1 buf:i32:4:zero
; ERR misaligned global load of 4 bytes
define void @misaligned(i32 addrspace(1)* %out) {
  %b = bitcast i32 addrspace(1)* %out to i8 addrspace(1)*
  %b2 = getelementptr i8, i8 addrspace(1)* %b, i64 2
  %p = bitcast i8 addrspace(1)* %b2 to i32 addrspace(1)*
  %v = load i32, i32 addrspace(1)* %p, align 4
  store i32 %v, i32 addrspace(1)* %out
  ret void
}

; `align 1` allows what `align 4` forbids; `align 8` demands more than the size.
; TEST underaligned --grid 1 --block 1 buf:i8:8:iota
; OUT 2 0x02
; OUT 3 0x03
; OUT 4 0x04
; OUT 5 0x05
; OUT 4 0x04
; OUT 5 0x05
; OUT 6 0x06
; OUT 7 0x07
define void @underaligned(i8 addrspace(1)* %b) {
  %b2 = getelementptr i8, i8 addrspace(1)* %b, i64 2
  %p = bitcast i8 addrspace(1)* %b2 to i32 addrspace(1)*
  %v = load i32, i32 addrspace(1)* %p, align 1
  %q = bitcast i8 addrspace(1)* %b to i32 addrspace(1)*
  store i32 %v, i32 addrspace(1)* %q, align 4
  ret void
}

; TEST overaligned --grid 1 --block 1 buf:i32:4:zero
; ERR not a multiple of 8
define void @overaligned(i32 addrspace(1)* %out) {
  %p = getelementptr i32, i32 addrspace(1)* %out, i64 1
  %v = load i32, i32 addrspace(1)* %p, align 8
  store i32 %v, i32 addrspace(1)* %out
  ret void
}

@ro = internal addrspace(1) constant i32 5, align 4
@cm = internal addrspace(4) global i32 5, align 4

; TEST readonly --grid 1 --block 1 buf:i32:1:zero
; ERR is read-only
define void @readonly(i32 addrspace(1)* %out) {
  store i32 1, i32 addrspace(1)* @ro
  ret void
}

; TEST conststore --grid 1 --block 1 buf:i32:1:zero
; ERR store to .const memory
define void @conststore(i32 addrspace(1)* %out) {
  store i32 1, i32 addrspace(4)* @cm
  ret void
}

@small = internal addrspace(3) global [4 x i32] undef, align 4

; TEST shared_oob --grid 1 --block 1 buf:i32:1:zero i64:100
; ERR out-of-bounds shared store of 4 bytes at shared offset 0x190 (the CTA has 16 bytes of shared memory)
define void @shared_oob(i32 addrspace(1)* %out, i64 %i) {
  %p = getelementptr [4 x i32], [4 x i32] addrspace(3)* @small, i64 0, i64 %i
  store i32 1, i32 addrspace(3)* %p
  ret void
}

; TEST local_oob --grid 1 --block 1 buf:i32:1:zero i64:1000000
; ERR out-of-bounds generic->local load of 4 bytes
define void @local_oob(i32 addrspace(1)* %out, i64 %i) {
  %a = alloca [4 x i32], align 4
  %p = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 %i
  %v = load i32, i32* %p
  store i32 %v, i32 addrspace(1)* %out
  ret void
}

define internal i32 @forever(i32 %n) {
  %m = add i32 %n, 1
  %r = call i32 @forever(i32 %m)
  ret i32 %r
}

; TEST stack --grid 1 --block 1 buf:i32:1:zero
; ERR call stack overflow (more than 4096 nested calls)
define void @stack(i32 addrspace(1)* %out) {
  %r = call i32 @forever(i32 0)
  store i32 %r, i32 addrspace(1)* %out
  ret void
}

; TEST trap --grid 2 --block 3 buf:i32:1:zero
; ERR block (0,0,0) thread (0,0,0)
; ERR llvm.trap
define void @trap(i32 addrspace(1)* %out) {
  call void @llvm.trap()
  ret void
}

; TEST debugtrap --grid 1 --block 1 buf:i32:1:zero
; ERR llvm.debugtrap: the kernel trapped
define void @debugtrap(i32 addrspace(1)* %out) {
  call void @llvm.debugtrap()
  ret void
}

; TEST badcall --grid 1 --block 1 buf:i32:1:zero i64:4660
; ERR indirect call to 0x1234, which is not a function address
define void @badcall(i32 addrspace(1)* %out, i64 %a) {
  %f = inttoptr i64 %a to i32 (i32)*
  %r = call i32 %f(i32 1)
  store i32 %r, i32 addrspace(1)* %out
  ret void
}

define internal i32 @one(i32 %x) {
  ret i32 1
}

; TEST badtype --grid 1 --block 1 buf:i32:1:zero
; ERR through a function type that does not match its definition
define void @badtype(i32 addrspace(1)* %out) {
  %f = bitcast i32 (i32)* @one to i32 (i64)*
  %r = call i32 %f(i64 1)
  store i32 %r, i32 addrspace(1)* %out
  ret void
}

declare i32 @external_fn(i32)

; TEST undefined --grid 1 --block 1 buf:i32:1:zero
; ERR call to @external_fn, which is declared but not defined in this module
define void @undefined(i32 addrspace(1)* %out) {
  %r = call i32 @external_fn(i32 1)
  store i32 %r, i32 addrspace(1)* %out
  ret void
}

; Lane 1 exits while lane 0 waits in a shuffle that names it.
; TEST deadlock --grid 1 --block 2 buf:i32:2:zero
; ERR deadlock: shfl.sync membermask 0x00000003 names lane 1
define void @deadlock(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %s, label %d
s:
  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 3, i32 %t, i32 1, i32 31)
  store i32 %v, i32 addrspace(1)* %out
  br label %d
d:
  ret void
}

; TEST endless --grid 1 --block 1 --max-insns 10000 buf:i32:1:zero
; ERR instruction limit of 10000 exceeded
define void @endless(i32 addrspace(1)* %out) {
entry:
  br label %l
l:
  br label %l
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.trap()
declare void @llvm.debugtrap()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16}
!0 = !{void (i32 addrspace(1)*)* @oob_store, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @null_load, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*)* @misaligned, !"kernel", i32 1}
!3 = !{void (i8 addrspace(1)*)* @underaligned, !"kernel", i32 1}
!4 = !{void (i32 addrspace(1)*)* @overaligned, !"kernel", i32 1}
!5 = !{void (i32 addrspace(1)*)* @readonly, !"kernel", i32 1}
!6 = !{void (i32 addrspace(1)*)* @conststore, !"kernel", i32 1}
!7 = !{void (i32 addrspace(1)*, i64)* @shared_oob, !"kernel", i32 1}
!8 = !{void (i32 addrspace(1)*, i64)* @local_oob, !"kernel", i32 1}
!9 = !{void (i32 addrspace(1)*)* @stack, !"kernel", i32 1}
!10 = !{void (i32 addrspace(1)*)* @trap, !"kernel", i32 1}
!11 = !{void (i32 addrspace(1)*)* @debugtrap, !"kernel", i32 1}
!12 = !{void (i32 addrspace(1)*, i64)* @badcall, !"kernel", i32 1}
!13 = !{void (i32 addrspace(1)*)* @badtype, !"kernel", i32 1}
!14 = !{void (i32 addrspace(1)*)* @undefined, !"kernel", i32 1}
!15 = !{void (i32 addrspace(1)*)* @deadlock, !"kernel", i32 1}
!16 = !{void (i32 addrspace(1)*)* @endless, !"kernel", i32 1}
