; An inline asm statement with 24 outputs (the selector used to keep only the first
; 16 result types, printing `mov.u32 , 16` for the rest): every output gets its register,
; and the last one is the value stored.
; RUN: -mcpu=sm_80 | CHECK
; CHECK-LABEL: .entry many(
; CHECK: mov.u32 %r{{[0-9]+}}, 16; mov.u32 %r{{[0-9]+}}, 17;
; CHECK-NOT: mov.u32 ,
; CHECK: mov.u32 [[LAST:%r[0-9]+]], 23;
; CHECK: st.global.u32 [{{%rd[0-9]+}}], [[LAST]];
target triple = "nvptx64-nvidia-cuda"

define void @many(ptr addrspace(1) %o) {
  %r = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0; mov.u32 $1, 1; mov.u32 $2, 2; mov.u32 $3, 3; mov.u32 $4, 4; mov.u32 $5, 5; mov.u32 $6, 6; mov.u32 $7, 7; mov.u32 $8, 8; mov.u32 $9, 9; mov.u32 $10, 10; mov.u32 $11, 11; mov.u32 $12, 12; mov.u32 $13, 13; mov.u32 $14, 14; mov.u32 $15, 15; mov.u32 $16, 16; mov.u32 $17, 17; mov.u32 $18, 18; mov.u32 $19, 19; mov.u32 $20, 20; mov.u32 $21, 21; mov.u32 $22, 22; mov.u32 $23, 23;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r"()
  %b = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %r, 23
  store i32 %b, ptr addrspace(1) %o, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @many, !"kernel", i32 1}
