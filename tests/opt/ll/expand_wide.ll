; The expansions of operations PTX has no instruction for (opt/expand_divrem.c,
; opt/expand_fpconvert.c, opt/expand_frem.c) run at every -O level and leave no wide
; division, wide conversion or f64 frem behind; vectors are split into lanes first.
; tests/suites/46-expand.sh checks their results bit for bit.
;
; NVOPT-O0: -O0 -sm 75
; NVOPT-O2: -O2 -sm 90

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p, i128 %x, i128 %y, i65 %a, i65 %b, double %d, double %e, <2 x double> %v) {
entry:
  %q = udiv i128 %x, %y
  store i128 %q, ptr addrspace(1) %p
  %r = srem i65 %a, %b
  store i65 %r, ptr addrspace(1) %p
  %i = fptosi double %d to i100
  store i100 %i, ptr addrspace(1) %p
  %f = uitofp i128 %x to float
  store float %f, ptr addrspace(1) %p
  %m = frem double %d, %e
  store double %m, ptr addrspace(1) %p
  %vm = frem <2 x double> %v, %v
  store <2 x double> %vm, ptr addrspace(1) %p
  ret void
}

; O0-LABEL: define void @k(
; O0: divrem.loop:
; O0: divrem.fast:
; O0: udiv i64
; O0: divrem.loop{{.*}}:
; O0: divrem.fast{{.*}}:
; O0: fpconv.e = and i64
; O0: call i64 @llvm.ctlz.i64(i64 %fpconv.hi, i1 false)
; O0: frem.loop:
; O0: extractelement <2 x double> %v, i32 0
; O0: frem.loop{{.*}}:
; O0: frem.loop{{.*}}:
; O0-NOT: udiv i128
; O0-NOT: srem i65
; O0-NOT: fptosi double {{.*}} to i100
; O0-NOT: uitofp i128
; O0-NOT: frem double
; O0-NOT: frem <2 x double>
; O2-LABEL: define void @k(
; O2: divrem.loop:
; O2: frem.loop:
; O2-NOT: udiv i128
; O2-NOT: srem i65
; O2-NOT: uitofp i128
; O2-NOT: frem double
; O2-NOT: frem <2 x double>
