; Syntax of LLVM 15 and later that llvm-as 14 does not know: memory(...) effects,
; captures(none), range(...) and other newer attributes, GEP and cast flags, debug
; records, splat constants, newer atomicrmw operations, nooutline as a keyword.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @pure(i32 %x) memory(none) {
  ret i32 %x
}

define i32 @reads(ptr captures(none) %p) memory(read) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define void @writes(ptr %p) memory(argmem: write) {
  store i32 0, ptr %p, align 4
  ret void
}

define void @mixed(ptr %p) memory(read, argmem: readwrite, inaccessiblemem: none) nooutline {
  ret void
}

define range(i32 0, 100) i32 @newer(i32 noundef range(i32 0, 10) %a, ptr dead_on_unwind writable initializes((0, 4)) %out, ptr %q, <4 x i32> %v) {
  %z = zext nneg i32 %a to i64
  %t = trunc nuw nsw i64 %z to i16
  %f = uitofp nneg i32 %a to float
  %o = or disjoint i32 %a, 256
  %c = icmp samesign ult i32 %a, %o
  %g = getelementptr inbounds nuw i8, ptr %q, i64 %z
  %g2 = getelementptr nusw i8, ptr %g, i64 1
    #dbg_value(i32 %a, !5, !DIExpression(), !6)
  %s = add <4 x i32> %v, splat (i32 1)
  %r0 = atomicrmw fmax ptr %q, float 1.000000e+00 seq_cst, align 4
  %r1 = atomicrmw fmin ptr %q, float 1.000000e+00 seq_cst, align 4
  %r2 = atomicrmw uinc_wrap ptr %q, i32 1 seq_cst, align 4
  %r3 = atomicrmw udec_wrap ptr %q, i32 1 seq_cst, align 4
  %fe = fpext nnan float %f to double
  store i32 %o, ptr %out, align 4
  ret i32 %a
}

!5 = !{}
!6 = !{}
