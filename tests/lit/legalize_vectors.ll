; Vector legalisation: Split (v8f32 -> 2 x v4f32 memory, 8 x f32 arithmetic), Scalarize
; (v2f32 fadd -> 2 x add.f32), Widen (v3i8 -> v4i8), packed pairs (v4f16 -> 2 x f16x2 on
; sm_70+, moved as .v2.b32), v8i8 -> 2 x v4i8 in 32-bit registers.
; RUN: -mcpu=sm_80 | CHECK
; EXEC: -mcpu=sm_80 -O2 | vec 1 1 buf:f32:16:zero buf:f32:16:iota buf:f16:8:zero buf:f16:8:rand:1 buf:i8:16:zero buf:i8:16:rand:2
; EXEC: -mcpu=sm_75 -O0 | vec 1 1 buf:f32:16:zero buf:f32:16:iota buf:f16:8:zero buf:f16:8:rand:1 buf:i8:16:zero buf:i8:16:rand:2
; EXEC: -mcpu=sm_90 -O3 | vec 1 1 buf:f32:16:zero buf:f32:16:iota buf:f16:8:zero buf:f16:8:rand:1 buf:i8:16:zero buf:i8:16:rand:2
target triple = "nvptx64-nvidia-cuda"

define void @vec(ptr addrspace(1) %of, ptr addrspace(1) %if, ptr addrspace(1) %oh, ptr addrspace(1) %ih,
                 ptr addrspace(1) %ob, ptr addrspace(1) %ib) {
  %a = load <8 x float>, ptr addrspace(1) %if, align 32
  %s = fmul <8 x float> %a, %a
  store <8 x float> %s, ptr addrspace(1) %of, align 32
  %pf = getelementptr float, ptr addrspace(1) %if, i64 8
  %v2 = load <2 x float>, ptr addrspace(1) %pf, align 8
  %w2 = fadd <2 x float> %v2, <float 1.0, float 2.0>
  %qf = getelementptr float, ptr addrspace(1) %of, i64 8
  store <2 x float> %w2, ptr addrspace(1) %qf, align 8
  %h = load <4 x half>, ptr addrspace(1) %ih, align 8
  %hm = fmul <4 x half> %h, %h
  store <4 x half> %hm, ptr addrspace(1) %oh, align 8
  %b3 = load <3 x i8>, ptr addrspace(1) %ib, align 4
  %c3 = add <3 x i8> %b3, <i8 1, i8 2, i8 3>
  store <3 x i8> %c3, ptr addrspace(1) %ob, align 4
  %pb = getelementptr i8, ptr addrspace(1) %ib, i64 8
  %b8 = load <8 x i8>, ptr addrspace(1) %pb, align 8
  %c8 = xor <8 x i8> %b8, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  %qb = getelementptr i8, ptr addrspace(1) %ob, i64 8
  store <8 x i8> %c8, ptr addrspace(1) %qb, align 8
  ret void
}
; CHECK-LABEL: .entry vec(
; CHECK: ld.global.v4.f32
; CHECK: ld.global.v4.f32
; CHECK-COUNT-8: mul.rn.f32
; CHECK: st.global.v4.f32
; CHECK: st.global.v4.f32
; CHECK: ld.global.v2.f32
; CHECK: add.rn.f32
; CHECK: add.rn.f32
; CHECK: st.global.v2.f32
; CHECK: ld.global.v2.b32 {[[H0:%hh[0-9]+]], [[H1:%hh[0-9]+]]}
; CHECK: mul.rn.f16x2
; CHECK: mul.rn.f16x2
; CHECK: st.global.v2.b32
; CHECK: prmt.b32
; CHECK: ld.global.v2.b32
; CHECK: xor.b32
; CHECK: xor.b32
; CHECK: st.global.v2.b32
!nvvm.annotations = !{!0}
!0 = !{ptr @vec, !"kernel", i32 1}
