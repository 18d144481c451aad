; Expand: i128 is split into two i64 halves on targets without 128-bit registers
; (add.cc/addc and sub.cc/subc for add/sub, mul.lo/mul.hi for multiply, funnel shifts, compares of the
; high half then the low half); i65 and i48 are promoted then expanded or masked.
; RUN: -mcpu=sm_80 | CHECK
; RUN: -mcpu=sm_100 | SM100
; EXEC: -mcpu=sm_80 -O2 | expand 1 1 buf:i64:8:zero buf:i64:4:rand:3
; EXEC: -mcpu=sm_90 -O0 | expand 1 1 buf:i64:8:zero buf:i64:4:rand:4
; EXEC: -mcpu=sm_100 -O2 | expand 1 1 buf:i64:8:zero buf:i64:4:rand:5
target triple = "nvptx64-nvidia-cuda"

define void @expand(ptr addrspace(1) %o, ptr addrspace(1) %i) {
  %a = load i128, ptr addrspace(1) %i, align 16
  %pb = getelementptr i128, ptr addrspace(1) %i, i64 1
  %b = load i128, ptr addrspace(1) %pb, align 16
  %s = add i128 %a, %b
  store i128 %s, ptr addrspace(1) %o, align 16
  %m = mul i128 %a, %b
  %o1 = getelementptr i128, ptr addrspace(1) %o, i64 1
  store i128 %m, ptr addrspace(1) %o1, align 16
  %sh = trunc i128 %b to i32
  %amt = and i32 %sh, 127
  %amt128 = zext i32 %amt to i128
  %l = lshr i128 %a, %amt128
  %c = icmp ult i128 %a, %b
  %r = select i1 %c, i128 %l, i128 %s
  %o2 = getelementptr i128, ptr addrspace(1) %o, i64 2
  store i128 %r, ptr addrspace(1) %o2, align 16
  %a65 = trunc i128 %a to i65
  %b65 = trunc i128 %b to i65
  %d65 = sub i65 %a65, %b65
  %d128 = sext i65 %d65 to i128
  %o3 = getelementptr i128, ptr addrspace(1) %o, i64 3
  store i128 %d128, ptr addrspace(1) %o3, align 16
  ret void
}
; CHECK-LABEL: .entry expand(
; CHECK: add.cc.u64 [[LO:%rd[0-9]+]], [[ALO:%rd[0-9]+]], [[BLO:%rd[0-9]+]];
; CHECK-NEXT: addc.u64 [[HI:%rd[0-9]+]], [[AHI:%rd[0-9]+]], [[BHI:%rd[0-9]+]];
; CHECK-NOT: setp
; CHECK: st.global.u64 {{.*}}, [[HI]];
; CHECK: mad.lo.s64
; CHECK: mul.hi.u64
; CHECK: setp.ge.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 64;
; CHECK: setp.eq.s64
; CHECK: sub.cc.u64 {{%rd[0-9]+}}, [[ALO]], [[BLO]];
; CHECK-NEXT: subc.u64 [[DHI:%rd[0-9]+]], [[AHI]], [[BHI]];
; CHECK: shl.b64 {{%rd[0-9]+}}, [[DHI]], 63;
; SM100-LABEL: .entry expand(
; SM100: .reg .b128
; SM100: mov.b128
!nvvm.annotations = !{!0}
!0 = !{ptr @expand, !"kernel", i32 1}
