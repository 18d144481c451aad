; dp4a: four products of corresponding bytes of two words, summed with anything else,
; become one llvm.nvvm.idp4a (signed bytes as clang writes (int)(signed char)(a >> 8k),
; unsigned as (a >> 8k) & 255), in any order of the adds; two dot products in one sum
; become two dp4a. Must not: bytes that do not correspond, a product used elsewhere, a
; byte of a third word, signed mixed with unsigned, and any target before sm_61.
;
; NVOPT-DP: -sm 86 -passes=dp4a
; NVOPT-OLD: -sm 60 -passes=dp4a

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; DP-LABEL: define i32 @signed(
; DP: %s4 = call i32 @llvm.nvvm.idp4a.s.s(i32 %a, i32 %b, i32 %acc)
; DP-NOT: mul
; OLD-LABEL: define i32 @signed(
; OLD-NOT: idp4a
define i32 @signed(i32 %a, i32 %b, i32 %acc) {
  %a0s = shl i32 %a, 24
  %a0 = ashr exact i32 %a0s, 24
  %b0s = shl i32 %b, 24
  %b0 = ashr exact i32 %b0s, 24
  %p0 = mul nsw i32 %b0, %a0
  %a1s = shl i32 %a, 16
  %a1 = ashr i32 %a1s, 24
  %b1s = shl i32 %b, 16
  %b1 = ashr i32 %b1s, 24
  %p1 = mul nsw i32 %b1, %a1
  %a2s = shl i32 %a, 8
  %a2 = ashr i32 %a2s, 24
  %b2s = shl i32 %b, 8
  %b2 = ashr i32 %b2s, 24
  %p2 = mul nsw i32 %a2, %b2
  %a3 = ashr i32 %a, 24
  %b3 = ashr i32 %b, 24
  %p3 = mul nsw i32 %b3, %a3
  %s1 = add i32 %p3, %acc
  %s2 = add i32 %s1, %p0
  %s3 = add i32 %s2, %p1
  %s4 = add i32 %s3, %p2
  ret i32 %s4
}

; DP-LABEL: define i32 @unsigned_two(
; DP: %[[D1:.*]] = call i32 @llvm.nvvm.idp4a.u.u(i32 %{{[ab]}}, i32 %{{[ab]}}, i32 0)
; DP: call i32 @llvm.nvvm.idp4a.u.u(i32 %{{[cd]}}, i32 %{{[cd]}}, i32 %[[D1]])
; DP-NOT: mul
define i32 @unsigned_two(i32 %a, i32 %b, i32 %c, i32 %d) {
  %a0 = and i32 %a, 255
  %b0 = and i32 %b, 255
  %p0 = mul i32 %a0, %b0
  %a1h = lshr i32 %a, 8
  %a1 = and i32 %a1h, 255
  %b1h = lshr i32 %b, 8
  %b1 = and i32 %b1h, 255
  %p1 = mul i32 %a1, %b1
  %a2h = lshr i32 %a, 16
  %a2 = and i32 %a2h, 255
  %b2h = lshr i32 %b, 16
  %b2 = and i32 %b2h, 255
  %p2 = mul i32 %a2, %b2
  %a3 = lshr i32 %a, 24
  %b3 = lshr i32 %b, 24
  %p3 = mul i32 %a3, %b3
  %c0 = and i32 %c, 255
  %d0 = and i32 %d, 255
  %q0 = mul i32 %c0, %d0
  %c1h = lshr i32 %c, 8
  %c1 = and i32 %c1h, 255
  %d1h = lshr i32 %d, 8
  %d1 = and i32 %d1h, 255
  %q1 = mul i32 %c1, %d1
  %c2h = lshr i32 %c, 16
  %c2 = and i32 %c2h, 255
  %d2h = lshr i32 %d, 16
  %d2 = and i32 %d2h, 255
  %q2 = mul i32 %c2, %d2
  %c3 = lshr i32 %c, 24
  %d3 = lshr i32 %d, 24
  %q3 = mul i32 %d3, %c3
  %x1 = add i32 %p0, %p1
  %x2 = add i32 %p2, %p3
  %y1 = add i32 %q0, %q1
  %y2 = add i32 %q3, %q2
  %x = add i32 %x1, %x2
  %y = add i32 %y1, %y2
  %r = add i32 %x, %y
  ret i32 %r
}

; DP-LABEL: define i32 @keep(
; DP-NOT: idp4a
; DP: ret i32
define i32 @keep(i32 %a, i32 %b, i32 %c, ptr addrspace(1) %out) {
  ; byte 1 of a times byte 2 of b: not a dot product
  %a0s = shl i32 %a, 24
  %a0 = ashr i32 %a0s, 24
  %b0s = shl i32 %b, 24
  %b0 = ashr i32 %b0s, 24
  %p0 = mul i32 %a0, %b0
  %a1s = shl i32 %a, 16
  %a1 = ashr i32 %a1s, 24
  %b2s = shl i32 %b, 8
  %b2 = ashr i32 %b2s, 24
  %p1 = mul i32 %a1, %b2
  %a2s = shl i32 %a, 8
  %a2 = ashr i32 %a2s, 24
  %p2 = mul i32 %a2, %b2
  %a3 = ashr i32 %a, 24
  %b3 = ashr i32 %b, 24
  %p3 = mul i32 %a3, %b3
  %s1 = add i32 %p0, %p1
  %s2 = add i32 %s1, %p2
  %s3 = add i32 %s2, %p3
  ; a complete set, but the byte-3 product is stored as well
  %q0 = mul i32 %a0, %b0
  %b1s = shl i32 %b, 16
  %b1 = ashr i32 %b1s, 24
  %q1 = mul i32 %a1, %b1
  %q2 = mul i32 %a2, %b2
  %q3 = mul i32 %a3, %b3
  store i32 %q3, ptr addrspace(1) %out, align 4
  %t1 = add i32 %q0, %q1
  %t2 = add i32 %t1, %q2
  %t3 = add i32 %t2, %q3
  ; byte 3 from a third word c
  %c3 = ashr i32 %c, 24
  %r3 = mul i32 %c3, %b3
  %r0 = mul i32 %a0, %b0
  %r1 = mul i32 %a1, %b1
  %r2 = mul i32 %a2, %b2
  %u1 = add i32 %r0, %r1
  %u2 = add i32 %u1, %r2
  %u3 = add i32 %u2, %r3
  ; signed bytes of a with unsigned bytes of b
  %z0 = and i32 %b, 255
  %w0 = mul i32 %a0, %z0
  %z1h = lshr i32 %b, 8
  %z1 = and i32 %z1h, 255
  %w1 = mul i32 %a1, %z1
  %z2h = lshr i32 %b, 16
  %z2 = and i32 %z2h, 255
  %w2 = mul i32 %a2, %z2
  %z3 = lshr i32 %b, 24
  %w3 = mul i32 %a3, %z3
  %v1 = add i32 %w0, %w1
  %v2 = add i32 %v1, %w2
  %v3 = add i32 %v2, %w3
  %m1 = xor i32 %s3, %t3
  %m2 = xor i32 %m1, %u3
  %m3 = xor i32 %m2, %v3
  ret i32 %m3
}
