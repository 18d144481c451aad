; Inline asm inputs tied to outputs (clang's "+r"/"+f": constraint digit N), as CUTLASS
; writes wgmma accumulators: the input arrives in output N's register through scoped
; temporaries (one parallel copy), so a swap of two tied values stays a swap; a
; loop-carried accumulator reads its own output register.
; RUN: -mcpu=sm_80 | CHECK
; RUN: -mcpu=sm_80 -O0 | CHECK
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry swap(
; CHECK: // begin inline asm
; CHECK-NEXT: {
; CHECK-NEXT: .reg .b32 %nvcg_tie0;
; CHECK-NEXT: mov.b32 %nvcg_tie0, [[B:%r[0-9]+]];
; CHECK-NEXT: .reg .b32 %nvcg_tie1;
; CHECK-NEXT: mov.b32 %nvcg_tie1, [[A:%r[0-9]+]];
; CHECK-NEXT: mov.b32 [[X:%r[0-9]+]], %nvcg_tie0;
; CHECK-NEXT: mov.b32 [[Y:%r[0-9]+]], %nvcg_tie1;
; CHECK-NEXT: }
; CHECK-NEXT: add.s32 [[X]], [[X]], 1; add.s32 [[Y]], [[Y]], 2;
define ptx_kernel void @swap(ptr addrspace(1) %p) {
  %a = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  %b = load i32, ptr addrspace(1) %q, align 4
  %r = call { i32, i32 } asm "add.s32 $0, $0, 1; add.s32 $1, $1, 2;", "=r,=r,0,1"(i32 %b, i32 %a)
  %x = extractvalue { i32, i32 } %r, 0
  %y = extractvalue { i32, i32 } %r, 1
  store i32 %x, ptr addrspace(1) %p, align 4
  store i32 %y, ptr addrspace(1) %q, align 4
  ret void
}

; CHECK-LABEL: .entry acc(
; CHECK: mov.b64 %nvcg_tie0, %fd{{[0-9]+}};
; CHECK: fma.rn.f64 [[D:%fd[0-9]+]], %fd{{[0-9]+}}, %fd{{[0-9]+}}, [[D]];
define ptx_kernel void @acc(ptr addrspace(1) %p, double %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %s1 = call double asm "fma.rn.f64 $0, $1, $1, $0;", "=d,d,0"(double %x, double %s)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  store double %s1, ptr addrspace(1) %p, align 8
  ret void
}
