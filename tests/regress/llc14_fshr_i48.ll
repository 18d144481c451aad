; REGRESS: llc 14 (NVPTX) promotes llvm.fshr.i48 to 64 bits and reduces the shift amount
; modulo 48 in the promoted register, whose bits past bit 47 are not cleared: with
; x = 43 << 43 (bits past 48 set before the trunc) the amount is (43 << 43) mod 48 = 32
; instead of (x mod 2^48) mod 48 = 16. Found by randgen (seed 272 of the first --llc-safe
; batch); randgen --llc-safe now uses funnel shifts only on power-of-two widths.
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i64:2:zero i64:43
; LLC: wrong
; t = trunc(43 << 43) = 0x580000000000; amount = t mod 48 = 16;
; fshr(1, t, 16) = ((1 << 48 | t) >> 16) mod 2^48 = 0x158000000
; OUT 5771362304 0x0000000158000000
; fshl(1, t, 16) = ((1 << 48 | t) << 16) >> 48, low 48 bits = (1 << 16) | (t >> 32) = 0x15800
; OUT 88064 0x0000000000015800
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i64 addrspace(1)* %out, i64 %a) {
entry:
  %x = shl i64 %a, %a
  %t = trunc i64 %x to i48
  %r = call i48 @llvm.fshr.i48(i48 1, i48 %t, i48 %t)
  %z = zext i48 %r to i64
  store i64 %z, i64 addrspace(1)* %out, align 8
  %l = call i48 @llvm.fshl.i48(i48 1, i48 %t, i48 %t)
  %zl = zext i48 %l to i64
  %p1 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 1
  store i64 %zl, i64 addrspace(1)* %p1, align 8
  ret void
}

declare i48 @llvm.fshr.i48(i48, i48, i48)
declare i48 @llvm.fshl.i48(i48, i48, i48)

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i64)* @k, !"kernel", i32 1}
