; REGRESS: llc 14 (NVPTX) miscompiles zext(sext i64 x to i96) to i128: for x = -1 the high
; 64 bits must be 0x00000000ffffffff (bits 64..95 copies of the sign), llc's PTX stores 1.
; Found by randgen (seed 30735 of the --llc-safe batch, a value loaded from a local struct).
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i64:4:zero i64:-1 i64:2
; LLC: wrong
; x = -1: low word, high word
; OUT -1 0xffffffffffffffff
; OUT 4294967295 0x00000000ffffffff
; x = 2
; OUT 2 0x0000000000000002
; OUT 0 0x0000000000000000
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i64 addrspace(1)* %out, i64 %a, i64 %b) {
entry:
  call void @f(i64 addrspace(1)* %out, i64 %a)
  %p = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 2
  call void @f(i64 addrspace(1)* %p, i64 %b)
  ret void
}

define internal void @f(i64 addrspace(1)* %out, i64 %x) noinline {
  %s = sext i64 %x to i96
  %z = zext i96 %s to i128
  %p = bitcast i64 addrspace(1)* %out to i128 addrspace(1)*
  store i128 %z, i128 addrspace(1)* %p, align 16
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i64, i64)* @k, !"kernel", i32 1}
