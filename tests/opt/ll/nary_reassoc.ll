; n-ary reassociation (opt/nary_reassoc.c): a sum or product that differs from a
; dominating one by one term reuses it; (a | 1) * n with a even is a*n + n, and then
; (a*n + n) + b finds a*n + b. A twin in a sibling branch, or later in the same block, is
; not reused. A reused instruction loses nsw/nuw; the new ones carry none.
;
; NVOPT-NR: -passes=nary_reassoc,dce
; NVOPT-OFF: -passes=nary_reassoc,dce --knob disable-nary-reassoc=true

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; vol_downsample2's row index: r1 = (2a | 1) * n + b becomes r0 + n
; NR-LABEL: define i32 @odd_row(
; NR: %m0 = mul i32 %a2, %n
; NR-NEXT: %r0 = add i32 %m0, %b
; NR-NEXT: %r1 = add i32 %r0, %n
; NR-NEXT: %s = xor i32 %r0, %r1
; OFF-LABEL: define i32 @odd_row(
; OFF: %m0 = mul nsw i32 %a2, %n
; OFF: %o = or i32 %a2, 1
; OFF: %m1 = mul nsw i32 %o, %n
define i32 @odd_row(i32 %a, i32 %n, i32 %b) {
entry:
  %a2 = shl nsw i32 %a, 1
  %m0 = mul nsw i32 %a2, %n
  %r0 = add i32 %m0, %b
  %o = or i32 %a2, 1
  %m1 = mul nsw i32 %o, %n
  %r1 = add i32 %m1, %b
  %s = xor i32 %r0, %r1
  ret i32 %s
}

; an `or` whose constant overlaps a possibly-set bit is no add: %a | 1 with %a unknown
; NR-LABEL: define i32 @or_not_disjoint(
; NR: %o = or i32 %a, 1
; NR: %m1 = mul i32 %o, %n
define i32 @or_not_disjoint(i32 %a, i32 %n, i32 %b) {
entry:
  %m0 = mul i32 %a, %n
  %o = or i32 %a, 1
  %m1 = mul i32 %o, %n
  %s = xor i32 %m0, %m1
  ret i32 %s
}

; (a - 1) * n is a*n - n; i64 too
; NR-LABEL: define i64 @minus_one(
; NR: %m0 = mul i64 %a, %n
; NR-NEXT: %m1 = sub i64 %m0, %n
define i64 @minus_one(i64 %a, i64 %n) {
entry:
  %m0 = mul i64 %a, %n
  %d = add nuw i64 %a, -1
  %m1 = mul nuw i64 %d, %n
  %s = xor i64 %m0, %m1
  ret i64 %s
}

; (a + b) + c with a + c in a dominating block: (a + c) + b
; NR-LABEL: define i32 @dominating(
; NR: entry:
; NR: %ac = add i32 %a, %c
; NR: then:
; NR-NEXT: %abc = add i32 %ac, %b
; OFF-LABEL: define i32 @dominating(
; OFF: %ab = add nsw i32 %a, %b
define i32 @dominating(i32 %a, i32 %b, i32 %c, i1 %p) {
entry:
  %ac = add i32 %a, %c
  br i1 %p, label %then, label %done
then:
  %ab = add nsw i32 %a, %b
  %abc = add i32 %ab, %c
  br label %done
done:
  %r = phi i32 [ %ac, %entry ], [ %abc, %then ]
  ret i32 %r
}

; the twin a + c sits in the other arm: it does not dominate, nothing changes
; NR-LABEL: define i32 @sibling(
; NR: left:
; NR-NEXT: %ac = add i32 %a, %c
; NR: right:
; NR-NEXT: %ab = add i32 %a, %b
; NR-NEXT: %abc = add i32 %ab, %c
define i32 @sibling(i32 %a, i32 %b, i32 %c, i1 %p) {
entry:
  br i1 %p, label %left, label %right
left:
  %ac = add i32 %a, %c
  br label %done
right:
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  br label %done
done:
  %r = phi i32 [ %ac, %left ], [ %abc, %right ]
  ret i32 %r
}

; a twin later in the same block does not dominate either
; NR-LABEL: define i32 @later(
; NR: %ab = add i32 %a, %b
; NR-NEXT: %abc = add i32 %ab, %c
; NR-NEXT: %ac = add i32 %a, %c
define i32 @later(i32 %a, i32 %b, i32 %c) {
entry:
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  %ac = add i32 %a, %c
  %s = xor i32 %abc, %ac
  ret i32 %s
}

; (a + b) has another use: reassociating would not remove it, so it stays
; NR-LABEL: define i32 @shared_inner(
; NR: %ab = add i32 %a, %b
; NR-NEXT: %abc = add i32 %ab, %c
define i32 @shared_inner(i32 %a, i32 %b, i32 %c) {
entry:
  %ac = add i32 %a, %c
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  %s = xor i32 %abc, %ac
  %t = xor i32 %s, %ab
  ret i32 %t
}

; products: (a * b) * c with c * a (commuted) before it becomes (c * a) * b
; NR-LABEL: define i64 @product(
; NR: %ca = mul i64 %c, %a
; NR-NEXT: %abc = mul i64 %ca, %b
define i64 @product(i64 %a, i64 %b, i64 %c) {
entry:
  %ca = mul nuw i64 %c, %a
  %ab = mul i64 %b, %a
  %abc = mul i64 %ab, %c
  %s = xor i64 %abc, %ca
  ret i64 %s
}

; a constant term moves out: (x + 5) + y with x + y before it is (x + y) + 5
; NR-LABEL: define i32 @const_term(
; NR: %xy = add i32 %x, %y
; NR-NEXT: %r = add i32 %xy, 5
define i32 @const_term(i32 %x, i32 %y) {
entry:
  %xy = add i32 %x, %y
  %x5 = add nsw i32 %x, 5
  %r = add nsw i32 %x5, %y
  %s = xor i32 %xy, %r
  ret i32 %s
}

; flags that something reads are not dropped: an nsw sum that is sign-extended (sepconst
; and LSR split it), or an nsw twin whose value is sign-extended, is left alone
; NR-LABEL: define i64 @flags_read(
; NR: %ab = add i32 %a, %b
; NR-NEXT: %abc = add nsw i32 %ab, %c
; NR: %xy = add nsw i32 %x, %y
; NR-NEXT: %x1 = add i32 %x, 1
; NR-NEXT: %xy1 = add i32 %x1, %y
define i64 @flags_read(i32 %a, i32 %b, i32 %c, i32 %x, i32 %y) {
entry:
  %ac = add i32 %a, %c
  %ab = add i32 %a, %b
  %abc = add nsw i32 %ab, %c
  %e = sext i32 %abc to i64
  %xy = add nsw i32 %x, %y
  %x1 = add i32 %x, 1
  %xy1 = add i32 %x1, %y
  %ex = sext i32 %xy to i64
  %t = xor i32 %xy1, %ac
  %et = zext i32 %t to i64
  %s1 = add i64 %e, %ex
  %s = add i64 %s1, %et
  ret i64 %s
}
