; An inline asm statement with 41 outputs: a machine instruction holds at most 40
; operands, and the code generator says so with a located error instead of dropping the
; outputs past the fortieth (which printed PTX reading unset registers).
; ERROR: -mcpu=sm_80 | needs more than 40 operands
target triple = "nvptx64-nvidia-cuda"

define void @many(ptr addrspace(1) %o) {
  %r = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0; mov.u32 $1, 1; mov.u32 $2, 2; mov.u32 $3, 3; mov.u32 $4, 4; mov.u32 $5, 5; mov.u32 $6, 6; mov.u32 $7, 7; mov.u32 $8, 8; mov.u32 $9, 9; mov.u32 $10, 10; mov.u32 $11, 11; mov.u32 $12, 12; mov.u32 $13, 13; mov.u32 $14, 14; mov.u32 $15, 15; mov.u32 $16, 16; mov.u32 $17, 17; mov.u32 $18, 18; mov.u32 $19, 19; mov.u32 $20, 20; mov.u32 $21, 21; mov.u32 $22, 22; mov.u32 $23, 23; mov.u32 $24, 24; mov.u32 $25, 25; mov.u32 $26, 26; mov.u32 $27, 27; mov.u32 $28, 28; mov.u32 $29, 29; mov.u32 $30, 30; mov.u32 $31, 31; mov.u32 $32, 32; mov.u32 $33, 33; mov.u32 $34, 34; mov.u32 $35, 35; mov.u32 $36, 36; mov.u32 $37, 37; mov.u32 $38, 38; mov.u32 $39, 39; mov.u32 $40, 40;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r"()
  %a = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %r, 0
  %b = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %r, 40
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %o, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @many, !"kernel", i32 1}
