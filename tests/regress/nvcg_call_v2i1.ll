; REGRESS: a <2 x i1> device-function argument (llc 14 declares a 1-byte .param and writes
; two, so the callee reads lane 1 as 0). nvcg packs sub-byte lanes into one integer; both
; lanes must arrive: f returns lane0 | lane1 << 1.
; TARGETS: sm_75 sm_90
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i32:3:zero i32:1 i32:0
; (1,0) -> 1, (0,1) -> 2, (1,1) -> 3
; OUT 1 0x00000001
; OUT 2 0x00000002
; OUT 3 0x00000003
; NOLLC: llc 14 drops lane 1 of a <2 x i1> argument
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @f(<2 x i1> %v) noinline {
entry:
  %a = extractelement <2 x i1> %v, i32 0
  %b = extractelement <2 x i1> %v, i32 1
  %za = zext i1 %a to i32
  %zb = zext i1 %b to i32
  %s = shl i32 %zb, 1
  %r = or i32 %za, %s
  ret i32 %r
}

define void @k(i32 addrspace(1)* %o, i32 %x, i32 %y) {
entry:
  %a = trunc i32 %x to i1
  %b = trunc i32 %y to i1
  %v0 = insertelement <2 x i1> undef, i1 %a, i32 0
  %v1 = insertelement <2 x i1> %v0, i1 %b, i32 1
  %r0 = call i32 @f(<2 x i1> %v1)
  store i32 %r0, i32 addrspace(1)* %o
  %w0 = insertelement <2 x i1> undef, i1 %b, i32 0
  %w1 = insertelement <2 x i1> %w0, i1 %a, i32 1
  %r1 = call i32 @f(<2 x i1> %w1)
  %o1 = getelementptr i32, i32 addrspace(1)* %o, i64 1
  store i32 %r1, i32 addrspace(1)* %o1
  %u1 = insertelement <2 x i1> %v0, i1 %a, i32 1
  %r2 = call i32 @f(<2 x i1> %u1)
  %o2 = getelementptr i32, i32 addrspace(1)* %o, i64 2
  store i32 %r2, i32 addrspace(1)* %o2
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*, i32, i32)* @k, !"kernel", i32 1}
