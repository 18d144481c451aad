; REGRESS: nvcg rejected udiv/sdiv/urem/srem wider than 64 bits ("unsupported: 128-bit
; integer division"); opt/expand_divrem.c now expands them into a shift-subtract loop.
; Found by randgen (--approx seeds 200013..200044 family). x = 0xfedcba9876543210_0123456789abcdef
; (negative as i128), y = 0x1_ffffffff00000001; then the same truncated to i65 (x65 > 0, y65 < 0).
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i64:12:zero i64:-81985529216486896 i64:81985529216486895 i64:1 i64:-4294967295
; LLC: wrong
; udiv, urem, sdiv, srem (i128: low word, high word), then sdiv and srem on i65 sign-extended
; OUT 9182379273315501997 0x7f6e5d4c7ae147ad
; OUT 0 0x0000000000000000
; OUT -245956593356995006 0xfc962fc80eca8642
; OUT 1 0x0000000000000001
; OUT -40992764613015633 0xff6e5d4c3ae147af
; OUT -1 0xffffffffffffffff
; OUT 4365729434734069312 0x3c962fca4eca8640
; OUT -2 0xfffffffffffffffe
; OUT -19088743 0xfffffffffedcba99
; OUT -1 0xffffffffffffffff
; OUT 2328826710 0x000000008acf1356
; OUT 0 0x0000000000000000
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i64 addrspace(1)* %out, i64 %ah, i64 %al, i64 %bh, i64 %bl) {
entry:
  %p = bitcast i64 addrspace(1)* %out to i128 addrspace(1)*
  %ahw = zext i64 %ah to i128
  %ahs = shl i128 %ahw, 64
  %alw = zext i64 %al to i128
  %x = or i128 %ahs, %alw
  %bhw = zext i64 %bh to i128
  %bhs = shl i128 %bhw, 64
  %blw = zext i64 %bl to i128
  %y = or i128 %bhs, %blw
  %q = udiv i128 %x, %y
  %r = urem i128 %x, %y
  %sq = sdiv i128 %x, %y
  %sr = srem i128 %x, %y
  %x65 = trunc i128 %x to i65
  %y65 = trunc i128 %y to i65
  %q65 = sdiv i65 %x65, %y65
  %r65 = srem i65 %x65, %y65
  %q65w = sext i65 %q65 to i128
  %r65w = sext i65 %r65 to i128
  store i128 %q, i128 addrspace(1)* %p, align 16
  %p1 = getelementptr i128, i128 addrspace(1)* %p, i64 1
  store i128 %r, i128 addrspace(1)* %p1, align 16
  %p2 = getelementptr i128, i128 addrspace(1)* %p, i64 2
  store i128 %sq, i128 addrspace(1)* %p2, align 16
  %p3 = getelementptr i128, i128 addrspace(1)* %p, i64 3
  store i128 %sr, i128 addrspace(1)* %p3, align 16
  %p4 = getelementptr i128, i128 addrspace(1)* %p, i64 4
  store i128 %q65w, i128 addrspace(1)* %p4, align 16
  %p5 = getelementptr i128, i128 addrspace(1)* %p, i64 5
  store i128 %r65w, i128 addrspace(1)* %p5, align 16
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i64, i64, i64, i64)* @k, !"kernel", i32 1}
