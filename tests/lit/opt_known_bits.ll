; Known bits decide compares and switch cases (simplify, simplifycfg): `(x & 7) == 9`,
; `(x | 16) u< 16` and `(x << 4) & 15 != 0` fold to constants; special registers have
; the PTX ISA's bounds (%tid.x & 1023 is %tid.x, %ntid.x >> 11 is 0, %laneid u< 32);
; and a switch on `x & 7`
; loses its cases -2, -1 and 9, which no value of `x & 7` can equal. The case -2 is the
; only caller of a recursive function: dropping it removes the call, which matters beyond
; the compares saved -- ptxas 13.0 crashes (SIGSEGV) at sm_90 when it finds by itself that
; the only call of a recursive function is dead (found by randgen seed 7 on an H200).
; OFF disables both passes; its PTX still passes ptxas at sm_86. EXEC runs the ir engine on
; this file against the ptx engine on nvcg's PTX.
; RUN: -mcpu=sm_90 -O2 | CHECK
; RUN: -mcpu=sm_86 -O2 --disable-simplify --disable-simplifycfg | OFF
; EXEC: -mcpu=sm_90 -O2 | cmpfold 2 64 buf:i32:128:rand:31 buf:i32:128:zero
; EXEC: -mcpu=sm_90 -O2 | sregfold 3 32,2 buf:i32:192:zero
; EXEC: -mcpu=sm_90 -O2 | deadcases 2 64 buf:i32:128:rand:32 buf:i32:128:zero
; EXEC: -mcpu=sm_86 -O2 --disable-simplify --disable-simplifycfg | deadcases 2 64 buf:i32:128:rand:33 buf:i32:128:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

; CHECK-LABEL: .entry cmpfold(
; CHECK-NOT: setp
; CHECK: ret;
; OFF-LABEL: .entry cmpfold(
; OFF: setp
define void @cmpfold(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bd = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = mul i32 %bx, %bd
  %i = add i32 %b, %tx
  %ie = zext i32 %i to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ie
  %x = load i32, ptr addrspace(1) %pi, align 4
  %lo = and i32 %x, 7
  %c1 = icmp eq i32 %lo, 9
  %hi = or i32 %x, 16
  %c2 = icmp ult i32 %hi, 16
  %sh = shl i32 %x, 4
  %m = and i32 %sh, 15
  %c3 = icmp ne i32 %m, 0
  %r1 = select i1 %c1, i32 100, i32 1
  %r2 = select i1 %c2, i32 200, i32 2
  %r3 = select i1 %c3, i32 300, i32 3
  %s1 = add i32 %r1, %r2
  %s2 = add i32 %s1, %r3
  %s3 = add i32 %s2, %x
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ie
  store i32 %s3, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()

; CHECK-LABEL: .entry sregfold(
; CHECK-NOT: and.b32
; CHECK-NOT: setp
; CHECK: ret;
; OFF-LABEL: .entry sregfold(
; OFF: and.b32
define void @sregfold(ptr addrspace(1) %out) {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %bd = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %row = mul i32 %ty, %bd
  %t = add i32 %row, %tx
  %base = mul i32 %bx, 64
  %i = add i32 %base, %t
  %m = and i32 %tx, 1023
  %hi = lshr i32 %bd, 11
  %c1 = icmp eq i32 %hi, 0
  %r1 = select i1 %c1, i32 5, i32 7
  %c2 = icmp ult i32 %lane, 32
  %r2 = select i1 %c2, i32 100, i32 0
  %s1 = add i32 %m, %r1
  %s2 = add i32 %s1, %r2
  %ie = zext i32 %i to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ie
  store i32 %s2, ptr addrspace(1) %po, align 4
  ret void
}

define internal i32 @rec(i32 %n) noinline {
entry:
  %z = icmp ult i32 %n, 2
  br i1 %z, label %done, label %more
more:
  %n1 = sub i32 %n, 1
  %r = call i32 @rec(i32 %n1)
  %s = add i32 %r, %n
  ret i32 %s
done:
  ret i32 %n
}

; CHECK-LABEL: .entry deadcases(
; CHECK-NOT: call
; CHECK-NOT: -2;
; CHECK: ret;
; OFF-LABEL: .entry deadcases(
; OFF: call
define void @deadcases(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bd = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = mul i32 %bx, %bd
  %i = add i32 %b, %tx
  %ie = zext i32 %i to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ie
  %x = load i32, ptr addrspace(1) %pi, align 4
  %k = and i32 %x, 7
  switch i32 %k, label %def [ i32 2, label %two
                              i32 -2, label %callrec
                              i32 -1, label %six
                              i32 9, label %six
                              i32 6, label %six
                              i32 4, label %four
                              i32 3, label %three
                              i32 7, label %three
                              i32 5, label %four ]
two:
  br label %join
callrec:
  %r = call i32 @rec(i32 %x)
  br label %join
six:
  br label %join
four:
  %f = mul i32 %x, 3
  br label %join
three:
  %t = xor i32 %x, 85
  br label %join
def:
  br label %join
join:
  %v = phi i32 [ 20, %two ], [ %r, %callrec ], [ 60, %six ], [ %f, %four ], [ %t, %three ], [ %x, %def ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ie
  store i32 %v, ptr addrspace(1) %po, align 4
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @cmpfold, !"kernel", i32 1}
!1 = !{ptr @deadcases, !"kernel", i32 1}
!2 = !{ptr @sregfold, !"kernel", i32 1}
