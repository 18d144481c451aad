; REGRESS: llc 14 (NVPTX) compiles and(sext(i2 x) to i64, 31) as shl 62 + bfe.u64 62, 5:
; an unsigned bit-field extract, which fills with zeros where the sign should be. With
; x = udiv i2 2, 1 = 0b10 (-2) the result must be 30, llc's PTX gives 2. Found by randgen
; (seed 20128 of the --llc-safe batch); randgen --llc-safe now freezes most sign extensions
; of odd widths.
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i64:2:zero i32:2 i32:1
; LLC: wrong
; OUT 30 0x000000000000001e
; sext(i3 0b110 = -2) & 255 = 254
; OUT 254 0x00000000000000fe
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i64 addrspace(1)* %out, i32 %a, i32 %b) {
entry:
  %x = trunc i32 %a to i2
  %y = trunc i32 %b to i2
  %q = udiv i2 %x, %y
  %s = sext i2 %q to i64
  %m = and i64 %s, 31
  store i64 %m, i64 addrspace(1)* %out, align 8
  %x3 = trunc i32 %a to i3
  %n3 = sub i3 0, %x3
  %s3 = sext i3 %n3 to i64
  %m3 = and i64 %s3, 255
  %p1 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 1
  store i64 %m3, i64 addrspace(1)* %p1, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i32, i32)* @k, !"kernel", i32 1}
