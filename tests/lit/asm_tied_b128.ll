; An inline asm input tied to a 128-bit output ("=q,...,0" on i128, PTX ISA 8.3's .b128
; registers): the input reaches the output register through a .b128 temporary, as the
; 16/32/64-bit ties do, in a loop that carries the value.
; RUN: -mcpu=sm_75 -mattr=+ptx83 | CHECK
; RUN: -mcpu=sm_90 -mattr=+ptx83 -O0 | CHECK
target triple = "nvptx64-nvidia-cuda"

@x = internal addrspace(1) global i128 0, align 16

; CHECK-LABEL: .entry k(
; CHECK: .reg .b128 %nvcg_tie0;
; CHECK-NEXT: mov.b128 %nvcg_tie0, %rq{{[0-9]+}};
; CHECK-NEXT: mov.b128 %rq{{[0-9]+}}, %nvcg_tie0;
; CHECK: add.cc.u64 lo, lo,
define ptx_kernel void @k(i32 %n) {
entry:
  %v0 = load i128, ptr addrspace(1) @x, align 16
  br label %loop
loop:
  %v = phi i128 [ %v0, %entry ], [ %w, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %w = call i128 asm "{\0A\09.reg .b64 lo;\0A\09.reg .b64 hi;\0A\09mov.b128 {lo, hi}, $0;\0A\09add.cc.u64 lo, lo, $1;\0A\09mov.b128 $0, {lo, hi};\0A\09}", "=q,l,0"(i64 %i, i128 %v)
  store i128 %w, ptr addrspace(1) @x, align 16
  %i1 = add i64 %i, 1
  %n64 = zext i32 %n to i64
  %done = icmp eq i64 %i1, %n64
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
