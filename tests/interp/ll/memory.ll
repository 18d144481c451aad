; Memory: global variables with initialisers (including pointers to other globals through
; constant-expression GEPs), __constant__ memory, static and dynamic shared memory shared by
; the threads of a CTA across barriers, per-thread allocas, address-space casts and
; isspacep, memcpy/memmove/memset, atomics (atomicrmw, cmpxchg, NVVM inc) on global and
; shared memory.
target triple = "nvptx64-nvidia-cuda"

@tab = internal addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@ptrs = internal addrspace(1) global [2 x i32 addrspace(1)*] [i32 addrspace(1)* getelementptr ([4 x i32], [4 x i32] addrspace(1)* @tab, i64 0, i64 1), i32 addrspace(1)* getelementptr ([4 x i32], [4 x i32] addrspace(1)* @tab, i64 0, i64 3)], align 8
@mix = internal addrspace(1) global { i8, i16, i64 } { i8 -1, i16 4660, i64 81985529216486895 }, align 8
@cst = internal addrspace(4) constant [3 x float] [float 1.5, float -2.0, float 0x3FB99999A0000000], align 4
@str = internal addrspace(4) constant [6 x i8] c"hello\00", align 1

; TEST globals --grid 1 --block 1 buf:i64:8:zero
; OUT 40 0x0000000000000028
; OUT 20 0x0000000000000014
; OUT -1 0xffffffffffffffff
; OUT 4660 0x0000000000001234
; OUT 81985529216486895 0x0123456789abcdef
; OUT -2 0xfffffffffffffffe
; OUT 108 0x000000000000006c
; OUT 25 0x0000000000000019
define void @globals(i64 addrspace(1)* %out) {
  %pp = getelementptr [2 x i32 addrspace(1)*], [2 x i32 addrspace(1)*] addrspace(1)* @ptrs, i64 0, i64 1
  %p = load i32 addrspace(1)*, i32 addrspace(1)* addrspace(1)* %pp
  %v = load i32, i32 addrspace(1)* %p
  %v64 = sext i32 %v to i64
  store i64 %v64, i64 addrspace(1)* %out
  %p0 = load i32 addrspace(1)*, i32 addrspace(1)* addrspace(1)* getelementptr ([2 x i32 addrspace(1)*], [2 x i32 addrspace(1)*] addrspace(1)* @ptrs, i64 0, i64 0)
  %w = load i32, i32 addrspace(1)* %p0
  %w64 = sext i32 %w to i64
  %o1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %w64, i64 addrspace(1)* %o1
  %m0 = load i8, i8 addrspace(1)* getelementptr ({ i8, i16, i64 }, { i8, i16, i64 } addrspace(1)* @mix, i64 0, i32 0)
  %m0x = sext i8 %m0 to i64
  %o2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %m0x, i64 addrspace(1)* %o2
  %m1 = load i16, i16 addrspace(1)* getelementptr ({ i8, i16, i64 }, { i8, i16, i64 } addrspace(1)* @mix, i64 0, i32 1)
  %m1x = zext i16 %m1 to i64
  %o3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %m1x, i64 addrspace(1)* %o3
  %m2 = load i64, i64 addrspace(1)* getelementptr ({ i8, i16, i64 }, { i8, i16, i64 } addrspace(1)* @mix, i64 0, i32 2)
  %o4 = getelementptr i64, i64 addrspace(1)* %out, i64 4
  store i64 %m2, i64 addrspace(1)* %o4
  %cg = addrspacecast [3 x float] addrspace(4)* @cst to [3 x float]*
  %cp = getelementptr [3 x float], [3 x float]* %cg, i64 0, i64 1
  %c = load float, float* %cp
  %ci = fptosi float %c to i64
  %o5 = getelementptr i64, i64 addrspace(1)* %out, i64 5
  store i64 %ci, i64 addrspace(1)* %o5
  %sp = getelementptr [6 x i8], [6 x i8] addrspace(4)* @str, i64 0, i64 2
  %s = load i8, i8 addrspace(4)* %sp
  %sx = zext i8 %s to i64
  %o6 = getelementptr i64, i64 addrspace(1)* %out, i64 6
  store i64 %sx, i64 addrspace(1)* %o6
  %c2 = load float, float addrspace(4)* getelementptr ([3 x float], [3 x float] addrspace(4)* @cst, i64 0, i64 2)
  %c2s = fmul float %c2, 250.0
  %c2i = fptosi float %c2s to i64
  %o7 = getelementptr i64, i64 addrspace(1)* %out, i64 7
  store i64 %c2i, i64 addrspace(1)* %o7
  ret void
}

; Shared memory: every thread writes its slot, a barrier, then reads its neighbour's; the
; dynamic (extern) array sits after the static ones.
@sa = internal addrspace(3) global [64 x i32] undef, align 4
@sb = internal addrspace(3) global i32 undef, align 4
@dyn = external addrspace(3) global [0 x i32], align 4

; TEST shared --grid 2 --block 4 --shared 16 buf:i32:16:zero
; OUT 1 0x00000001
; OUT 2 0x00000002
; OUT 3 0x00000003
; OUT 0 0x00000000
; OUT 101 0x00000065
; OUT 102 0x00000066
; OUT 103 0x00000067
; OUT 100 0x00000064
; OUT 1 0x00000001
; OUT 2 0x00000002
; OUT 3 0x00000003
; OUT 0 0x00000000
; OUT 101 0x00000065
; OUT 102 0x00000066
; OUT 103 0x00000067
; OUT 100 0x00000064
define void @shared(i32 addrspace(1)* %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %tz = zext i32 %t to i64
  %p = getelementptr [64 x i32], [64 x i32] addrspace(3)* @sa, i64 0, i64 %tz
  store i32 %t, i32 addrspace(3)* %p
  %v100 = add i32 %t, 100
  %d = getelementptr [0 x i32], [0 x i32] addrspace(3)* @dyn, i64 0, i64 %tz
  store i32 %v100, i32 addrspace(3)* %d
  call void @llvm.nvvm.barrier0()
  %n = add i32 %t, 1
  %n4 = and i32 %n, 3
  %nz = zext i32 %n4 to i64
  %q = getelementptr [64 x i32], [64 x i32] addrspace(3)* @sa, i64 0, i64 %nz
  %v = load i32, i32 addrspace(3)* %q
  %dq = getelementptr [0 x i32], [0 x i32] addrspace(3)* @dyn, i64 0, i64 %nz
  %dv = load i32, i32 addrspace(3)* %dq
  %b8 = shl i32 %b, 3
  %i = add i32 %b8, %t
  %iz = zext i32 %i to i64
  %o = getelementptr i32, i32 addrspace(1)* %out, i64 %iz
  store i32 %v, i32 addrspace(1)* %o
  %o4 = getelementptr i32, i32 addrspace(1)* %o, i64 4
  store i32 %dv, i32 addrspace(1)* %o4
  ret void
}

; Address spaces: shared <-> generic, local <-> generic, isspacep on each.
; TEST spaces --grid 1 --block 1 buf:i32:10:zero
; OUT 1 0x00000001
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 1 0x00000001
; OUT 0 0x00000000
; OUT 1 0x00000001
; OUT 1 0x00000001
; OUT 0 0x00000000
; OUT 77 0x0000004d
; OUT 88 0x00000058
define void @spaces(i32 addrspace(1)* %out) {
  %l = alloca i32, align 4
  store i32 88, i32* %l
  %g = addrspacecast i32 addrspace(3)* @sb to i32*
  store i32 77, i32* %g
  %gi = bitcast i32* %g to i8*
  %s1 = call i1 @llvm.nvvm.isspacep.shared(i8* %gi)
  %s2 = call i1 @llvm.nvvm.isspacep.global(i8* %gi)
  %li = bitcast i32* %l to i8*
  %s3 = call i1 @llvm.nvvm.isspacep.shared(i8* %li)
  %s4 = call i1 @llvm.nvvm.isspacep.local(i8* %li)
  %oc = addrspacecast i32 addrspace(1)* %out to i32*
  %oi = bitcast i32* %oc to i8*
  %s5 = call i1 @llvm.nvvm.isspacep.local(i8* %oi)
  %s6 = call i1 @llvm.nvvm.isspacep.global(i8* %oi)
  %ci = bitcast [3 x float] addrspace(4)* @cst to i8 addrspace(4)*
  %cg = addrspacecast i8 addrspace(4)* %ci to i8*
  %s7 = call i1 @llvm.nvvm.isspacep.const(i8* %cg)
  %s8 = call i1 @llvm.nvvm.isspacep.global(i8* %cg)
  %z1 = zext i1 %s1 to i32
  store i32 %z1, i32 addrspace(1)* %out
  %z2 = zext i1 %s2 to i32
  %o2 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %z2, i32 addrspace(1)* %o2
  %z3 = zext i1 %s3 to i32
  %o3 = getelementptr i32, i32 addrspace(1)* %out, i64 2
  store i32 %z3, i32 addrspace(1)* %o3
  %z4 = zext i1 %s4 to i32
  %o4 = getelementptr i32, i32 addrspace(1)* %out, i64 3
  store i32 %z4, i32 addrspace(1)* %o4
  %z5 = zext i1 %s5 to i32
  %o5 = getelementptr i32, i32 addrspace(1)* %out, i64 4
  store i32 %z5, i32 addrspace(1)* %o5
  %z6 = zext i1 %s6 to i32
  %o6 = getelementptr i32, i32 addrspace(1)* %out, i64 5
  store i32 %z6, i32 addrspace(1)* %o6
  %z7 = zext i1 %s7 to i32
  %o7 = getelementptr i32, i32 addrspace(1)* %out, i64 6
  store i32 %z7, i32 addrspace(1)* %o7
  %z8 = zext i1 %s8 to i32
  %o8 = getelementptr i32, i32 addrspace(1)* %out, i64 7
  store i32 %z8, i32 addrspace(1)* %o8
  %back = addrspacecast i32* %g to i32 addrspace(3)*
  %v = load i32, i32 addrspace(3)* %back
  %o9 = getelementptr i32, i32 addrspace(1)* %out, i64 8
  store i32 %v, i32 addrspace(1)* %o9
  %lv = load i32, i32* %l
  %o10 = getelementptr i32, i32 addrspace(1)* %out, i64 9
  store i32 %lv, i32 addrspace(1)* %o10
  ret void
}

; memcpy global -> local -> global (overlapping memmove inside the local copy), memset.
; TEST memops --grid 1 --block 1 buf:i8:16:iota buf:i8:16:zero
; OUT 0 0x00
; OUT 1 0x01
; OUT 2 0x02
; OUT 3 0x03
; OUT 4 0x04
; OUT 5 0x05
; OUT 6 0x06
; OUT 7 0x07
; OUT 8 0x08
; OUT 9 0x09
; OUT 10 0x0a
; OUT 11 0x0b
; OUT 12 0x0c
; OUT 13 0x0d
; OUT 14 0x0e
; OUT 15 0x0f
; OUT 0 0x00
; OUT 1 0x01
; OUT 0 0x00
; OUT 1 0x01
; OUT 2 0x02
; OUT 3 0x03
; OUT 4 0x04
; OUT 5 0x05
; OUT 6 0x06
; OUT 7 0x07
; OUT -5 0xfb
; OUT -5 0xfb
; OUT -5 0xfb
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
define void @memops(i8 addrspace(1)* %src, i8 addrspace(1)* %dst) {
  %buf = alloca [16 x i8], align 1
  %b = getelementptr [16 x i8], [16 x i8]* %buf, i64 0, i64 0
  %sg = addrspacecast i8 addrspace(1)* %src to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %b, i8* %sg, i64 16, i1 false)
  %b2 = getelementptr i8, i8* %b, i64 2
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %b2, i8* %b, i64 8, i1 false)
  %dg = addrspacecast i8 addrspace(1)* %dst to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %dg, i8* %b, i64 10, i1 false)
  %d10 = getelementptr i8, i8 addrspace(1)* %dst, i64 10
  call void @llvm.memset.p1i8.i64(i8 addrspace(1)* %d10, i8 -5, i64 3, i1 false)
  ret void
}

; Atomics from 64 threads on global and shared memory. Every result is independent of the
; order the threads run in.
@sacc = internal addrspace(3) global [2 x i32] undef, align 4

; TEST atomics --grid 2 --block 32 buf:i32:12:zero buf:i64:2:zero buf:f32:1:zero
; OUT 2016 0x000007e0
; OUT -2016 0xfffff820
; OUT 0 0x00000000
; OUT 63 0x0000003f
; OUT 63 0x0000003f
; OUT -63 0xffffffc1
; OUT 63 0x0000003f
; OUT 0 0x00000000
; OUT 4 0x00000004
; OUT 64 0x00000040
; OUT 496 0x000001f0
; OUT 496 0x000001f0
; OUT 274877907008 0x0000004000000040
; OUT 2016 0x00000000000007e0
; OUT 64 0x42800000
define void @atomics(i32 addrspace(1)* %o, i64 addrspace(1)* %o64, float addrspace(1)* %of) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b32 = shl i32 %b, 5
  %g = add i32 %b32, %t
  %neg = sub i32 0, %g
  %a0 = atomicrmw add i32 addrspace(1)* %o, i32 %g seq_cst
  %p1 = getelementptr i32, i32 addrspace(1)* %o, i64 1
  %a1 = atomicrmw sub i32 addrspace(1)* %p1, i32 %g seq_cst
  %p2 = getelementptr i32, i32 addrspace(1)* %o, i64 2
  %a2 = atomicrmw xor i32 addrspace(1)* %p2, i32 -1 monotonic
  %p3 = getelementptr i32, i32 addrspace(1)* %o, i64 3
  %a3 = atomicrmw max i32 addrspace(1)* %p3, i32 %g seq_cst
  %p4 = getelementptr i32, i32 addrspace(1)* %o, i64 4
  %a4 = atomicrmw umax i32 addrspace(1)* %p4, i32 %g seq_cst
  %p5 = getelementptr i32, i32 addrspace(1)* %o, i64 5
  %a5 = atomicrmw min i32 addrspace(1)* %p5, i32 %neg seq_cst
  %p6 = getelementptr i32, i32 addrspace(1)* %o, i64 6
  %a6 = atomicrmw or i32 addrspace(1)* %p6, i32 %g seq_cst
  %p7 = getelementptr i32, i32 addrspace(1)* %o, i64 7
  %a7 = atomicrmw and i32 addrspace(1)* %p7, i32 %g seq_cst
  %p8 = getelementptr i32, i32 addrspace(1)* %o, i64 8
  %a8 = call i32 @llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)* %p8, i32 14)
  %p9 = getelementptr i32, i32 addrspace(1)* %o, i64 9
  br label %cas
cas:
  %old = load volatile i32, i32 addrspace(1)* %p9
  %new = add i32 %old, 1
  %r = cmpxchg i32 addrspace(1)* %p9, i32 %old, i32 %new seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  br i1 %ok, label %next, label %cas
next:
  %s0 = getelementptr [2 x i32], [2 x i32] addrspace(3)* @sacc, i64 0, i64 0
  %sa = atomicrmw add i32 addrspace(3)* %s0, i32 %t seq_cst
  call void @llvm.nvvm.barrier0()
  %c0 = icmp eq i32 %t, 0
  br i1 %c0, label %lead, label %tail
lead:
  %sv = load i32, i32 addrspace(3)* %s0
  %bz = zext i32 %b to i64
  %q = getelementptr i32, i32 addrspace(1)* %o, i64 10
  %qb = getelementptr i32, i32 addrspace(1)* %q, i64 %bz
  store i32 %sv, i32 addrspace(1)* %qb
  br label %tail
tail:
  %g64 = zext i32 %g to i64
  %big = or i64 %g64, 4294967296
  %inc = add i64 %big, 0
  %a9 = atomicrmw add i64 addrspace(1)* %o64, i64 1 seq_cst
  %hb = and i64 %big, -4294967296
  %pq = getelementptr i64, i64 addrspace(1)* %o64, i64 0
  %a10 = atomicrmw add i64 addrspace(1)* %pq, i64 %hb seq_cst
  %pq1 = getelementptr i64, i64 addrspace(1)* %o64, i64 1
  %a11 = atomicrmw add i64 addrspace(1)* %pq1, i64 %g64 seq_cst
  %fa = atomicrmw fadd float addrspace(1)* %of, float 1.0 seq_cst
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare i1 @llvm.nvvm.isspacep.shared(i8*)
declare i1 @llvm.nvvm.isspacep.global(i8*)
declare i1 @llvm.nvvm.isspacep.local(i8*)
declare i1 @llvm.nvvm.isspacep.const(i8*)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memmove.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memset.p1i8.i64(i8 addrspace(1)*, i8, i64, i1)
declare i32 @llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)*, i32)

; NVVM float atomics (what clang 14 emits for atomicAdd on float/double before LLVM 15).
; TEST nvatom --grid 2 --block 4 buf:f32:1:zero buf:f64:1:const:1
; OUT 4 0x40800000
; OUT 3 0x4008000000000000
define void @nvatom(float addrspace(1)* %f, double addrspace(1)* %d) {
  %a = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %f, float 0.5)
  %b = call double @llvm.nvvm.atomic.load.add.f64.p1f64(double addrspace(1)* %d, double 0.25)
  ret void
}
declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)*, float)
declare double @llvm.nvvm.atomic.load.add.f64.p1f64(double addrspace(1)*, double)

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{void (i64 addrspace(1)*)* @globals, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @shared, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*)* @spaces, !"kernel", i32 1}
!3 = !{void (i8 addrspace(1)*, i8 addrspace(1)*)* @memops, !"kernel", i32 1}
!4 = !{void (i32 addrspace(1)*, i64 addrspace(1)*, float addrspace(1)*)* @atomics, !"kernel", i32 1}
!5 = !{void (float addrspace(1)*, double addrspace(1)*)* @nvatom, !"kernel", i32 1}
