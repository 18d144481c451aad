; REGRESS: llc 14 (NVPTX) lowers fptoui/fptosi to i1 as "the bits are 0": the result is
; inverted, and -0.0 counts as non-zero. Found by randgen (seeds 21 and 28 of the first
; --llc-safe batch: a clamped float converted to i1). randgen --llc-safe now converts through
; i8; nvcg and the ir engine must give LangRef's answer.
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i8:16:zero f32:0.0 f32:-0.0 f32:0.75 f32:1.0 f16:0.0 f16:-0.0 f16:0.5 f16:1.0
; LLC: wrong
; fptoui float: 0, -0, 0.75, 1 -> 0 0 0 1
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 1 0x01
; fptoui half: 0, -0, 0.5, 1 -> 0 0 0 1
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 1 0x01
; fptosi float of the negated values: 0, 0, -0.75, -1 -> 0 0 0 -1 (sext to i8)
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT -1 0xff
; fptosi half of the negated values: 0, 0, -0.5, -1 -> 0 0 0 -1
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT -1 0xff
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i8 addrspace(1)* %out, float %f0, float %f1, float %f2, float %f3, half %h0, half %h1, half %h2, half %h3) {
entry:
  call void @u32(i8 addrspace(1)* %out, i64 0, float %f0)
  call void @u32(i8 addrspace(1)* %out, i64 1, float %f1)
  call void @u32(i8 addrspace(1)* %out, i64 2, float %f2)
  call void @u32(i8 addrspace(1)* %out, i64 3, float %f3)
  call void @u16(i8 addrspace(1)* %out, i64 4, half %h0)
  call void @u16(i8 addrspace(1)* %out, i64 5, half %h1)
  call void @u16(i8 addrspace(1)* %out, i64 6, half %h2)
  call void @u16(i8 addrspace(1)* %out, i64 7, half %h3)
  call void @s32(i8 addrspace(1)* %out, i64 8, float %f0)
  call void @s32(i8 addrspace(1)* %out, i64 9, float %f1)
  call void @s32(i8 addrspace(1)* %out, i64 10, float %f2)
  call void @s32(i8 addrspace(1)* %out, i64 11, float %f3)
  call void @s16(i8 addrspace(1)* %out, i64 12, half %h0)
  call void @s16(i8 addrspace(1)* %out, i64 13, half %h1)
  call void @s16(i8 addrspace(1)* %out, i64 14, half %h2)
  call void @s16(i8 addrspace(1)* %out, i64 15, half %h3)
  ret void
}

define internal void @u32(i8 addrspace(1)* %out, i64 %i, float %x) noinline {
  %b = fptoui float %x to i1
  %e = zext i1 %b to i8
  %p = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 %i
  store i8 %e, i8 addrspace(1)* %p, align 1
  ret void
}

define internal void @u16(i8 addrspace(1)* %out, i64 %i, half %x) noinline {
  %b = fptoui half %x to i1
  %e = zext i1 %b to i8
  %p = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 %i
  store i8 %e, i8 addrspace(1)* %p, align 1
  ret void
}

define internal void @s32(i8 addrspace(1)* %out, i64 %i, float %x) noinline {
  %n = fneg float %x
  %b = fptosi float %n to i1
  %e = sext i1 %b to i8
  %p = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 %i
  store i8 %e, i8 addrspace(1)* %p, align 1
  ret void
}

define internal void @s16(i8 addrspace(1)* %out, i64 %i, half %x) noinline {
  %n = fneg half %x
  %b = fptosi half %n to i1
  %e = sext i1 %b to i8
  %p = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 %i
  store i8 %e, i8 addrspace(1)* %p, align 1
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i8 addrspace(1)*, float, float, float, float, half, half, half, half)* @k, !"kernel", i32 1}
