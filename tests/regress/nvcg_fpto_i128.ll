; REGRESS: nvcg rejected fptoui/fptosi to integers wider than 64 bits ("unsupported:
; conversion from floating point to a 128-bit integer"); opt/expand_fpconvert.c now
; converts through the bit pattern of the (widened) double. Found by randgen.
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i64:8:zero f64:1.2345678901234567e+30 f32:3e+38 f16:-65504.0
; LLC: wrong
; fptoui double -> i128, fptosi -double -> i128, fptoui float -> i128, fptosi half -> i100
; OUT -6735555455197642752 0xa286800000000000
; OUT 66926059427 0x0000000f951a9fa3
; OUT 6735555455197642752 0x5d79800000000000
; OUT -66926059428 0xfffffff06ae5605c
; OUT 0 0x0000000000000000
; OUT -2183711456623591424 0xe1b1e60000000000
; OUT -65504 0xffffffffffff0020
; OUT -1 0xffffffffffffffff
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i64 addrspace(1)* %out, double %d, float %f, half %h) {
entry:
  %p = bitcast i64 addrspace(1)* %out to i128 addrspace(1)*
  %a = fptoui double %d to i128
  %nd = fneg double %d
  %b = fptosi double %nd to i128
  %c = fptoui float %f to i128
  %e = fptosi half %h to i100
  %ew = sext i100 %e to i128
  store i128 %a, i128 addrspace(1)* %p, align 16
  %p1 = getelementptr i128, i128 addrspace(1)* %p, i64 1
  store i128 %b, i128 addrspace(1)* %p1, align 16
  %p2 = getelementptr i128, i128 addrspace(1)* %p, i64 2
  store i128 %c, i128 addrspace(1)* %p2, align 16
  %p3 = getelementptr i128, i128 addrspace(1)* %p, i64 3
  store i128 %ew, i128 addrspace(1)* %p3, align 16
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, double, float, half)* @k, !"kernel", i32 1}
