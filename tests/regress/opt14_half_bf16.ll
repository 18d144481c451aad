; REGRESS: opt 14 -O2 (InstCombine) folds fptrunc(fpext half x to float) to bfloat into a
; bit cast of x: 0.232421875 (half 0x3370) must become bfloat 0x3e6e, opt's output stores
; 0x3370. Found by randgen (seed 40654 of the all-features batch, ir vs opt-14 -O2 + ir
; engine). randgen marks such modules `; NOOPT:` and the ir-opt leg skips them. Also
; checks the conversion the other way (bfloat 0x3e6e -> half 0x3370) on every other leg.
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i16:2:zero i16:0x3370 i16:0x3e6e
; OPT: wrong
; LLC: wrong (llc 14 cannot compile bfloat)
; OUT 15982 0x3e6e
; OUT 13168 0x3370
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i16 addrspace(1)* %out, i16 %hbits, i16 %bbits) {
entry:
  %h = bitcast i16 %hbits to half
  %e = fpext half %h to float
  %t = fptrunc float %e to bfloat
  %r = bitcast bfloat %t to i16
  store i16 %r, i16 addrspace(1)* %out, align 2
  %b = bitcast i16 %bbits to bfloat
  %e2 = fpext bfloat %b to float
  %t2 = fptrunc float %e2 to half
  %r2 = bitcast half %t2 to i16
  %p1 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 1
  store i16 %r2, i16 addrspace(1)* %p1, align 2
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i16 addrspace(1)*, i16, i16)* @k, !"kernel", i32 1}
