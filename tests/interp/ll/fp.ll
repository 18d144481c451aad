; Floating point (LangRef "fadd" .. "fcmp", the math intrinsics): IEEE-754 round to nearest
; even, special values (inf, NaN, signed zeros, subnormals), all 16 fcmp predicates, minnum/
; maxnum (-0 < +0, a NaN operand yields the other), minimum/maximum (NaN-propagating),
; rounding to integral. NaN results of arithmetic are the canonical NaN the GPU makes
; (float 0x7fffffff); the llc cross-check ignores NaN payloads.
target triple = "nvptx64-nvidia-cuda"

@fops32_in = internal addrspace(1) constant [40 x float] [float 0x3FF8000000000000, float 0x4002000000000000, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x0000000000000000, float 0x8000000000000000, float 0x8000000000000000, float 0x8000000000000000, float 0x7FF8000000000000, float 0x3FF0000000000000, float 0x3FF0000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x0000000000000000, float 0x7FF0000000000000, float 0x3FF0000000000000, float 0x0000000000000000, float 0xBFF0000000000000, float 0x0000000000000000, float 0x0000000000000000, float 0x0000000000000000, float 0x47D2CED320000000, float 0x47D2CED320000000, float 0x36A0000000000000, float 0x3FE0000000000000, float 0x4008000000000000, float 0x401C000000000000, float 0xC004000000000000, float 0x3FB99999A0000000, float 0x8000000000000000, float 0x0000000000000000, float 0x37FB38FB80000000, float 0xB7F5C72F80000000, float 0x4170000000000000, float 0x3FF0000000000000, float 0x3FB99999A0000000, float 0x4008000000000000]
; TEST fops32 --grid 1 --block 20 buf:f32:140:zero buf:i32:20:zero
; OUT 3.75 0x40700000
; OUT -0.75 0xbf400000
; OUT 3.375 0x40580000
; OUT 0.6666666865348816 0x3f2aaaab
; OUT 4.875 0x409c0000
; OUT 1.5 0x3fc00000
; OUT 2.25 0x40100000
; OUT nan 0x7fffffff
; OUT inf 0x7f800000
; OUT -inf 0xff800000
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT -inf 0xff800000
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT nan 0x7fffffff
; OUT inf 0x7f800000
; OUT nan 0x7fffffff
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT -0 0x80000000
; OUT nan 0x7fffffff
; OUT 0 0x00000000
; OUT -0 0x80000000
; OUT 0 0x00000000
; OUT -0 0x80000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT nan 0x7fffffff
; OUT 0 0x00000000
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT 1 0x3f800000
; OUT 1 0x3f800000
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT 1 0x3f800000
; OUT 1 0x3f800000
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT inf 0x7f800000
; OUT -inf 0xff800000
; OUT nan 0x7fffffff
; OUT 0 0x00000000
; OUT nan 0x7fffffff
; OUT 0 0x00000000
; OUT inf 0x7f800000
; OUT 1 0x3f800000
; OUT 1 0x3f800000
; OUT 0 0x00000000
; OUT inf 0x7f800000
; OUT 1 0x3f800000
; OUT 0 0x00000000
; OUT 1 0x3f800000
; OUT -1 0xbf800000
; OUT -1 0xbf800000
; OUT -0 0x80000000
; OUT -inf 0xff800000
; OUT -1 0xbf800000
; OUT -1 0xbf800000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT nan 0x7fffffff
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 1.9999999360571385e+38 0x7f167699
; OUT 0 0x00000000
; OUT inf 0x7f800000
; OUT 1 0x3f800000
; OUT inf 0x7f800000
; OUT 9.999999680285692e+37 0x7e967699
; OUT 9.999999680285692e+37 0x7e967699
; OUT 0.5 0x3f000000
; OUT -0.5 0xbf000000
; OUT 0 0x00000000
; OUT 2.802596928649634e-45 0x00000002
; OUT 2.802596928649634e-45 0x00000002
; OUT 1.401298464324817e-45 0x00000001
; OUT 0.5 0x3f000000
; OUT 1e+01 0x41200000
; OUT -4 0xc0800000
; OUT 21 0x41a80000
; OUT 0.4285714328289032 0x3edb6db7
; OUT 24 0x41c00000
; OUT 3 0x40400000
; OUT 7 0x40e00000
; OUT -2.4000000953674316 0xc019999a
; OUT -2.5999999046325684 0xc0266666
; OUT -0.25 0xbe800000
; OUT -25 0xc1c80000
; OUT -2.75 0xc0300000
; OUT -2.5 0xc0200000
; OUT 0.10000000149011612 0x3dcccccd
; OUT 0 0x00000000
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT nan 0x7fffffff
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT 0 0x00000000
; OUT 1.0000002153053333e-39 0x000ae398
; OUT 8.999999135151071e-39 0x00620056
; OUT -0 0x80000000
; OUT -1.2500001192092896 0xbfa00001
; OUT 4.999999675228202e-39 0x003671f7
; OUT -3.999999459922869e-39 0x802b8e5f
; OUT 4.999999675228202e-39 0x003671f7
; OUT 16777216 0x4b800000
; OUT 16777215 0x4b7fffff
; OUT 16777216 0x4b800000
; OUT 16777216 0x4b800000
; OUT 33554432 0x4c000000
; OUT 1 0x3f800000
; OUT 16777216 0x4b800000
; OUT 3.0999999046325684 0x40466666
; OUT -2.9000000953674316 0xc039999a
; OUT 0.30000001192092896 0x3e99999a
; OUT 0.03333333507180214 0x3d088889
; OUT 0.4000000059604645 0x3ecccccd
; OUT 0.10000000149011612 0x3dcccccd
; OUT 3 0x40400000
; OUT 61680 0x0000f0f0
; OUT 52428 0x0000cccc
; OUT 43690 0x0000aaaa
; OUT 43690 0x0000aaaa
; OUT 43690 0x0000aaaa
; OUT 65280 0x0000ff00
; OUT 65280 0x0000ff00
; OUT 65280 0x0000ff00
; OUT 61680 0x0000f0f0
; OUT 52428 0x0000cccc
; OUT 61680 0x0000f0f0
; OUT 43690 0x0000aaaa
; OUT 43690 0x0000aaaa
; OUT 61680 0x0000f0f0
; OUT 61680 0x0000f0f0
; OUT 61680 0x0000f0f0
; OUT 43690 0x0000aaaa
; OUT 52428 0x0000cccc
; OUT 52428 0x0000cccc
; OUT 61680 0x0000f0f0
define void @fops32(float addrspace(1)* %out, i32 addrspace(1)* %cmp) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i2 = shl i32 %t, 1
  %ia = zext i32 %i2 to i64
  %ib = add i64 %ia, 1
  %pa = getelementptr [40 x float], [40 x float] addrspace(1)* @fops32_in, i64 0, i64 %ia
  %pb = getelementptr [40 x float], [40 x float] addrspace(1)* @fops32_in, i64 0, i64 %ib
  %a = load float, float addrspace(1)* %pa
  %b = load float, float addrspace(1)* %pb
  %t9 = mul i32 %t, 7
  %base = zext i32 %t9 to i64
  %r0 = fadd float %a, %b
  %o0 = add i64 %base, 0
  %q0 = getelementptr float, float addrspace(1)* %out, i64 %o0
  store float %r0, float addrspace(1)* %q0
  %r1 = fsub float %a, %b
  %o1 = add i64 %base, 1
  %q1 = getelementptr float, float addrspace(1)* %out, i64 %o1
  store float %r1, float addrspace(1)* %q1
  %r2 = fmul float %a, %b
  %o2 = add i64 %base, 2
  %q2 = getelementptr float, float addrspace(1)* %out, i64 %o2
  store float %r2, float addrspace(1)* %q2
  %r3 = fdiv float %a, %b
  %o3 = add i64 %base, 3
  %q3 = getelementptr float, float addrspace(1)* %out, i64 %o3
  store float %r3, float addrspace(1)* %q3
  %r4 = call float @llvm.fma.f32(float %a, float %b, float %a)
  %o4 = add i64 %base, 4
  %q4 = getelementptr float, float addrspace(1)* %out, i64 %o4
  store float %r4, float addrspace(1)* %q4
  %r5 = call float @llvm.minnum.f32(float %a, float %b)
  %o5 = add i64 %base, 5
  %q5 = getelementptr float, float addrspace(1)* %out, i64 %o5
  store float %r5, float addrspace(1)* %q5
  %r6 = call float @llvm.maxnum.f32(float %a, float %b)
  %o6 = add i64 %base, 6
  %q6 = getelementptr float, float addrspace(1)* %out, i64 %o6
  store float %r6, float addrspace(1)* %q6
  %m0 = add i32 0, 0
  %c0 = fcmp false float %a, %b
  %z0 = zext i1 %c0 to i32
  %s0 = shl i32 %z0, 0
  %m1 = or i32 %m0, %s0
  %c1 = fcmp oeq float %a, %b
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %m2 = or i32 %m1, %s1
  %c2 = fcmp ogt float %a, %b
  %z2 = zext i1 %c2 to i32
  %s2 = shl i32 %z2, 2
  %m3 = or i32 %m2, %s2
  %c3 = fcmp oge float %a, %b
  %z3 = zext i1 %c3 to i32
  %s3 = shl i32 %z3, 3
  %m4 = or i32 %m3, %s3
  %c4 = fcmp olt float %a, %b
  %z4 = zext i1 %c4 to i32
  %s4 = shl i32 %z4, 4
  %m5 = or i32 %m4, %s4
  %c5 = fcmp ole float %a, %b
  %z5 = zext i1 %c5 to i32
  %s5 = shl i32 %z5, 5
  %m6 = or i32 %m5, %s5
  %c6 = fcmp one float %a, %b
  %z6 = zext i1 %c6 to i32
  %s6 = shl i32 %z6, 6
  %m7 = or i32 %m6, %s6
  %c7 = fcmp ord float %a, %b
  %z7 = zext i1 %c7 to i32
  %s7 = shl i32 %z7, 7
  %m8 = or i32 %m7, %s7
  %c8 = fcmp uno float %a, %b
  %z8 = zext i1 %c8 to i32
  %s8 = shl i32 %z8, 8
  %m9 = or i32 %m8, %s8
  %c9 = fcmp ueq float %a, %b
  %z9 = zext i1 %c9 to i32
  %s9 = shl i32 %z9, 9
  %m10 = or i32 %m9, %s9
  %c10 = fcmp ugt float %a, %b
  %z10 = zext i1 %c10 to i32
  %s10 = shl i32 %z10, 10
  %m11 = or i32 %m10, %s10
  %c11 = fcmp uge float %a, %b
  %z11 = zext i1 %c11 to i32
  %s11 = shl i32 %z11, 11
  %m12 = or i32 %m11, %s11
  %c12 = fcmp ult float %a, %b
  %z12 = zext i1 %c12 to i32
  %s12 = shl i32 %z12, 12
  %m13 = or i32 %m12, %s12
  %c13 = fcmp ule float %a, %b
  %z13 = zext i1 %c13 to i32
  %s13 = shl i32 %z13, 13
  %m14 = or i32 %m13, %s13
  %c14 = fcmp une float %a, %b
  %z14 = zext i1 %c14 to i32
  %s14 = shl i32 %z14, 14
  %m15 = or i32 %m14, %s14
  %c15 = fcmp true float %a, %b
  %z15 = zext i1 %c15 to i32
  %s15 = shl i32 %z15, 15
  %m16 = or i32 %m15, %s15
  %tz = zext i32 %t to i64
  %cp = getelementptr i32, i32 addrspace(1)* %cmp, i64 %tz
  store i32 %m16, i32 addrspace(1)* %cp
  ret void
}

@fops64_in = internal addrspace(1) constant [40 x double] [double 0x3FF8000000000000, double 0x4002000000000000, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF0000000000000, double 0x7FF0000000000000, double 0x0000000000000000, double 0x8000000000000000, double 0x8000000000000000, double 0x8000000000000000, double 0x7FF8000000000000, double 0x3FF0000000000000, double 0x3FF0000000000000, double 0x7FF8000000000000, double 0x7FF8000000000000, double 0x7FF8000000000000, double 0x0000000000000000, double 0x7FF0000000000000, double 0x3FF0000000000000, double 0x0000000000000000, double 0xBFF0000000000000, double 0x0000000000000000, double 0x0000000000000000, double 0x0000000000000000, double 0x47D2CED32A16A1B1, double 0x47D2CED32A16A1B1, double 0x36A0000000000000, double 0x3FE0000000000000, double 0x4008000000000000, double 0x401C000000000000, double 0xC004000000000000, double 0x3FB999999999999A, double 0x8000000000000000, double 0x0000000000000000, double 0x37FB38FB9DAA78E4, double 0xB7F5C72FB1552D83, double 0x4170000000000000, double 0x3FF0000000000000, double 0x3FB999999999999A, double 0x4008000000000000]
; TEST fops64 --grid 1 --block 20 buf:f64:140:zero buf:i32:20:zero
; OUT 3.75 0x400e000000000000
; OUT -0.75 0xbfe8000000000000
; OUT 3.375 0x400b000000000000
; OUT 0.6666666666666666 0x3fe5555555555555
; OUT 4.875 0x4013800000000000
; OUT 1.5 0x3ff8000000000000
; OUT 2.25 0x4002000000000000
; OUT nan 0x7fffffffffffffff
; OUT inf 0x7ff0000000000000
; OUT -inf 0xfff0000000000000
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT -inf 0xfff0000000000000
; OUT inf 0x7ff0000000000000
; OUT inf 0x7ff0000000000000
; OUT nan 0x7fffffffffffffff
; OUT inf 0x7ff0000000000000
; OUT nan 0x7fffffffffffffff
; OUT inf 0x7ff0000000000000
; OUT inf 0x7ff0000000000000
; OUT inf 0x7ff0000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT -0 0x8000000000000000
; OUT nan 0x7fffffffffffffff
; OUT 0 0x0000000000000000
; OUT -0 0x8000000000000000
; OUT 0 0x0000000000000000
; OUT -0 0x8000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT nan 0x7fffffffffffffff
; OUT 0 0x0000000000000000
; OUT -0 0x8000000000000000
; OUT -0 0x8000000000000000
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT 1 0x3ff0000000000000
; OUT 1 0x3ff0000000000000
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT 1 0x3ff0000000000000
; OUT 1 0x3ff0000000000000
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT nan 0x7fffffffffffffff
; OUT inf 0x7ff0000000000000
; OUT -inf 0xfff0000000000000
; OUT nan 0x7fffffffffffffff
; OUT 0 0x0000000000000000
; OUT nan 0x7fffffffffffffff
; OUT 0 0x0000000000000000
; OUT inf 0x7ff0000000000000
; OUT 1 0x3ff0000000000000
; OUT 1 0x3ff0000000000000
; OUT 0 0x0000000000000000
; OUT inf 0x7ff0000000000000
; OUT 1 0x3ff0000000000000
; OUT 0 0x0000000000000000
; OUT 1 0x3ff0000000000000
; OUT -1 0xbff0000000000000
; OUT -1 0xbff0000000000000
; OUT -0 0x8000000000000000
; OUT -inf 0xfff0000000000000
; OUT -1 0xbff0000000000000
; OUT -1 0xbff0000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT nan 0x7fffffffffffffff
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 0 0x0000000000000000
; OUT 2e+38 0x47e2ced32a16a1b1
; OUT 0 0x0000000000000000
; OUT 9.999999999999999e+75 0x4fb61bcca7119915
; OUT 1 0x3ff0000000000000
; OUT 9.999999999999999e+75 0x4fb61bcca7119915
; OUT 1e+38 0x47d2ced32a16a1b1
; OUT 1e+38 0x47d2ced32a16a1b1
; OUT 0.5 0x3fe0000000000000
; OUT -0.5 0xbfe0000000000000
; OUT 7.006492321624085e-46 0x3690000000000000
; OUT 2.802596928649634e-45 0x36b0000000000000
; OUT 2.1019476964872256e-45 0x36a8000000000000
; OUT 1.401298464324817e-45 0x36a0000000000000
; OUT 0.5 0x3fe0000000000000
; OUT 1e+01 0x4024000000000000
; OUT -4 0xc010000000000000
; OUT 21 0x4035000000000000
; OUT 0.42857142857142855 0x3fdb6db6db6db6db
; OUT 24 0x4038000000000000
; OUT 3 0x4008000000000000
; OUT 7 0x401c000000000000
; OUT -2.4 0xc003333333333333
; OUT -2.6 0xc004cccccccccccd
; OUT -0.25 0xbfd0000000000000
; OUT -25 0xc039000000000000
; OUT -2.75 0xc006000000000000
; OUT -2.5 0xc004000000000000
; OUT 0.1 0x3fb999999999999a
; OUT 0 0x0000000000000000
; OUT -0 0x8000000000000000
; OUT -0 0x8000000000000000
; OUT nan 0x7fffffffffffffff
; OUT -0 0x8000000000000000
; OUT -0 0x8000000000000000
; OUT 0 0x0000000000000000
; OUT 1.0000000000000001e-39 0x37d5c72fb1552d84
; OUT 9e-39 0x38088015a77fd334
; OUT -2e-77 0xb00286d80ec190dc
; OUT -1.25 0xbff4000000000000
; OUT 5e-39 0x37fb38fb9daa78e4
; OUT -4e-39 0xb7f5c72fb1552d83
; OUT 5e-39 0x37fb38fb9daa78e4
; OUT 16777217 0x4170000010000000
; OUT 16777215 0x416fffffe0000000
; OUT 16777216 0x4170000000000000
; OUT 16777216 0x4170000000000000
; OUT 33554432 0x4180000000000000
; OUT 1 0x3ff0000000000000
; OUT 16777216 0x4170000000000000
; OUT 3.1 0x4008cccccccccccd
; OUT -2.9 0xc007333333333333
; OUT 0.30000000000000004 0x3fd3333333333334
; OUT 0.03333333333333333 0x3fa1111111111111
; OUT 0.4 0x3fd999999999999a
; OUT 0.1 0x3fb999999999999a
; OUT 3 0x4008000000000000
; OUT 61680 0x0000f0f0
; OUT 52428 0x0000cccc
; OUT 43690 0x0000aaaa
; OUT 43690 0x0000aaaa
; OUT 43690 0x0000aaaa
; OUT 65280 0x0000ff00
; OUT 65280 0x0000ff00
; OUT 65280 0x0000ff00
; OUT 61680 0x0000f0f0
; OUT 52428 0x0000cccc
; OUT 61680 0x0000f0f0
; OUT 43690 0x0000aaaa
; OUT 43690 0x0000aaaa
; OUT 61680 0x0000f0f0
; OUT 61680 0x0000f0f0
; OUT 61680 0x0000f0f0
; OUT 43690 0x0000aaaa
; OUT 52428 0x0000cccc
; OUT 52428 0x0000cccc
; OUT 61680 0x0000f0f0
define void @fops64(double addrspace(1)* %out, i32 addrspace(1)* %cmp) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i2 = shl i32 %t, 1
  %ia = zext i32 %i2 to i64
  %ib = add i64 %ia, 1
  %pa = getelementptr [40 x double], [40 x double] addrspace(1)* @fops64_in, i64 0, i64 %ia
  %pb = getelementptr [40 x double], [40 x double] addrspace(1)* @fops64_in, i64 0, i64 %ib
  %a = load double, double addrspace(1)* %pa
  %b = load double, double addrspace(1)* %pb
  %t9 = mul i32 %t, 7
  %base = zext i32 %t9 to i64
  %r0 = fadd double %a, %b
  %o0 = add i64 %base, 0
  %q0 = getelementptr double, double addrspace(1)* %out, i64 %o0
  store double %r0, double addrspace(1)* %q0
  %r1 = fsub double %a, %b
  %o1 = add i64 %base, 1
  %q1 = getelementptr double, double addrspace(1)* %out, i64 %o1
  store double %r1, double addrspace(1)* %q1
  %r2 = fmul double %a, %b
  %o2 = add i64 %base, 2
  %q2 = getelementptr double, double addrspace(1)* %out, i64 %o2
  store double %r2, double addrspace(1)* %q2
  %r3 = fdiv double %a, %b
  %o3 = add i64 %base, 3
  %q3 = getelementptr double, double addrspace(1)* %out, i64 %o3
  store double %r3, double addrspace(1)* %q3
  %r4 = call double @llvm.fma.f64(double %a, double %b, double %a)
  %o4 = add i64 %base, 4
  %q4 = getelementptr double, double addrspace(1)* %out, i64 %o4
  store double %r4, double addrspace(1)* %q4
  %r5 = call double @llvm.minnum.f64(double %a, double %b)
  %o5 = add i64 %base, 5
  %q5 = getelementptr double, double addrspace(1)* %out, i64 %o5
  store double %r5, double addrspace(1)* %q5
  %r6 = call double @llvm.maxnum.f64(double %a, double %b)
  %o6 = add i64 %base, 6
  %q6 = getelementptr double, double addrspace(1)* %out, i64 %o6
  store double %r6, double addrspace(1)* %q6
  %m0 = add i32 0, 0
  %c0 = fcmp false double %a, %b
  %z0 = zext i1 %c0 to i32
  %s0 = shl i32 %z0, 0
  %m1 = or i32 %m0, %s0
  %c1 = fcmp oeq double %a, %b
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %m2 = or i32 %m1, %s1
  %c2 = fcmp ogt double %a, %b
  %z2 = zext i1 %c2 to i32
  %s2 = shl i32 %z2, 2
  %m3 = or i32 %m2, %s2
  %c3 = fcmp oge double %a, %b
  %z3 = zext i1 %c3 to i32
  %s3 = shl i32 %z3, 3
  %m4 = or i32 %m3, %s3
  %c4 = fcmp olt double %a, %b
  %z4 = zext i1 %c4 to i32
  %s4 = shl i32 %z4, 4
  %m5 = or i32 %m4, %s4
  %c5 = fcmp ole double %a, %b
  %z5 = zext i1 %c5 to i32
  %s5 = shl i32 %z5, 5
  %m6 = or i32 %m5, %s5
  %c6 = fcmp one double %a, %b
  %z6 = zext i1 %c6 to i32
  %s6 = shl i32 %z6, 6
  %m7 = or i32 %m6, %s6
  %c7 = fcmp ord double %a, %b
  %z7 = zext i1 %c7 to i32
  %s7 = shl i32 %z7, 7
  %m8 = or i32 %m7, %s7
  %c8 = fcmp uno double %a, %b
  %z8 = zext i1 %c8 to i32
  %s8 = shl i32 %z8, 8
  %m9 = or i32 %m8, %s8
  %c9 = fcmp ueq double %a, %b
  %z9 = zext i1 %c9 to i32
  %s9 = shl i32 %z9, 9
  %m10 = or i32 %m9, %s9
  %c10 = fcmp ugt double %a, %b
  %z10 = zext i1 %c10 to i32
  %s10 = shl i32 %z10, 10
  %m11 = or i32 %m10, %s10
  %c11 = fcmp uge double %a, %b
  %z11 = zext i1 %c11 to i32
  %s11 = shl i32 %z11, 11
  %m12 = or i32 %m11, %s11
  %c12 = fcmp ult double %a, %b
  %z12 = zext i1 %c12 to i32
  %s12 = shl i32 %z12, 12
  %m13 = or i32 %m12, %s12
  %c13 = fcmp ule double %a, %b
  %z13 = zext i1 %c13 to i32
  %s13 = shl i32 %z13, 13
  %m14 = or i32 %m13, %s13
  %c14 = fcmp une double %a, %b
  %z14 = zext i1 %c14 to i32
  %s14 = shl i32 %z14, 14
  %m15 = or i32 %m14, %s14
  %c15 = fcmp true double %a, %b
  %z15 = zext i1 %c15 to i32
  %s15 = shl i32 %z15, 15
  %m16 = or i32 %m15, %s15
  %tz = zext i32 %t to i64
  %cp = getelementptr i32, i32 addrspace(1)* %cmp, i64 %tz
  store i32 %m16, i32 addrspace(1)* %cp
  ret void
}

@round32_in = internal addrspace(1) constant [16 x float] [float 0x4004000000000000, float 0xC004000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF8000000000000, float 0x8000000000000000, float 0x4160000020000000, float 0x7FF8000000000000, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x3FDFFFFFE0000000, float 0xBFF4000000000000, float 0x400E000000000000, float 0x37A16C2000000000, float 0xC14FFFFFE0000000, float 0x0000000000000000]
; TEST round32 --grid 1 --block 16 buf:f32:160:zero
; OUT 2 0x40000000
; OUT 3 0x40400000
; OUT 2 0x40000000
; OUT 2 0x40000000
; OUT 2 0x40000000
; OUT 3 0x40400000
; OUT 2 0x40000000
; OUT 2.5 0x40200000
; OUT -2.5 0xc0200000
; OUT 1.5811388492584229 0x3fca62c2
; OUT -3 0xc0400000
; OUT -2 0xc0000000
; OUT -2 0xc0000000
; OUT -2 0xc0000000
; OUT -2 0xc0000000
; OUT -3 0xc0400000
; OUT -2 0xc0000000
; OUT 2.5 0x40200000
; OUT 2.5 0x40200000
; OUT nan 0x7fffffff
; OUT 0 0x00000000
; OUT 1 0x3f800000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 1 0x3f800000
; OUT 0 0x00000000
; OUT 0.5 0x3f000000
; OUT -0.5 0xbf000000
; OUT 0.7071067690849304 0x3f3504f3
; OUT -1 0xbf800000
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT -1 0xbf800000
; OUT -0 0x80000000
; OUT 0.5 0x3f000000
; OUT 0.5 0x3f000000
; OUT nan 0x7fffffff
; OUT 1 0x3f800000
; OUT 2 0x40000000
; OUT 1 0x3f800000
; OUT 2 0x40000000
; OUT 2 0x40000000
; OUT 2 0x40000000
; OUT 1 0x3f800000
; OUT 1.5 0x3fc00000
; OUT -1.5 0xbfc00000
; OUT 1.2247449159622192 0x3f9cc471
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT -0 0x80000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT -0 0x80000000
; OUT 8388609 0x4b000001
; OUT 8388609 0x4b000001
; OUT 8388609 0x4b000001
; OUT 8388609 0x4b000001
; OUT 8388609 0x4b000001
; OUT 8388609 0x4b000001
; OUT 8388609 0x4b000001
; OUT 8388609 0x4b000001
; OUT -8388609 0xcb000001
; OUT 2896.3095703125 0x453504f4
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0x7fffffff
; OUT nan 0xffffffff
; OUT nan 0x7fffffff
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT -inf 0xff800000
; OUT inf 0x7f800000
; OUT -inf 0xff800000
; OUT -inf 0xff800000
; OUT -inf 0xff800000
; OUT -inf 0xff800000
; OUT -inf 0xff800000
; OUT -inf 0xff800000
; OUT -inf 0xff800000
; OUT inf 0x7f800000
; OUT inf 0x7f800000
; OUT nan 0x7fffffff
; OUT 0 0x00000000
; OUT 1 0x3f800000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0.4999999701976776 0x3effffff
; OUT -0.4999999701976776 0xbeffffff
; OUT 0.7071067690849304 0x3f3504f3
; OUT -2 0xc0000000
; OUT -1 0xbf800000
; OUT -1 0xbf800000
; OUT -1 0xbf800000
; OUT -1 0xbf800000
; OUT -1 0xbf800000
; OUT -1 0xbf800000
; OUT 1.25 0x3fa00000
; OUT 1.25 0x3fa00000
; OUT nan 0x7fffffff
; OUT 3 0x40400000
; OUT 4 0x40800000
; OUT 3 0x40400000
; OUT 4 0x40800000
; OUT 4 0x40800000
; OUT 4 0x40800000
; OUT 3 0x40400000
; OUT 3.75 0x40700000
; OUT -3.75 0xc0700000
; OUT 1.9364917278289795 0x3ff7def6
; OUT 0 0x00000000
; OUT 1 0x3f800000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 9.99994610111476e-41 0x000116c2
; OUT -9.99994610111476e-41 0x800116c2
; OUT 9.999973025467516e-21 0x1e3ce4e7
; OUT -4194304 0xca800000
; OUT -4194303 0xca7ffffc
; OUT -4194303 0xca7ffffc
; OUT -4194304 0xca800000
; OUT -4194304 0xca800000
; OUT -4194304 0xca800000
; OUT -4194303 0xca7ffffc
; OUT 4194303.75 0x4a7fffff
; OUT 4194303.75 0x4a7fffff
; OUT nan 0x7fffffff
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT 0 0x00000000
; OUT -0 0x80000000
; OUT 0 0x00000000
define void @round32(float addrspace(1)* %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tz = zext i32 %t to i64
  %p = getelementptr [16 x float], [16 x float] addrspace(1)* @round32_in, i64 0, i64 %tz
  %x = load float, float addrspace(1)* %p
  %t10 = mul i64 %tz, 10
  %r0 = call float @llvm.floor.f32(float %x)
  %r1 = call float @llvm.ceil.f32(float %x)
  %r2 = call float @llvm.trunc.f32(float %x)
  %r3 = call float @llvm.rint.f32(float %x)
  %r4 = call float @llvm.nearbyint.f32(float %x)
  %r5 = call float @llvm.round.f32(float %x)
  %r6 = call float @llvm.trunc.f32(float %x)
  %r7 = call float @llvm.fabs.f32(float %x)
  %r8 = fneg float %x
  %r9 = call float @llvm.sqrt.f32(float %x)
  %o0 = add i64 %t10, 0
  %q0 = getelementptr float, float addrspace(1)* %out, i64 %o0
  store float %r0, float addrspace(1)* %q0
  %o1 = add i64 %t10, 1
  %q1 = getelementptr float, float addrspace(1)* %out, i64 %o1
  store float %r1, float addrspace(1)* %q1
  %o2 = add i64 %t10, 2
  %q2 = getelementptr float, float addrspace(1)* %out, i64 %o2
  store float %r2, float addrspace(1)* %q2
  %o3 = add i64 %t10, 3
  %q3 = getelementptr float, float addrspace(1)* %out, i64 %o3
  store float %r3, float addrspace(1)* %q3
  %o4 = add i64 %t10, 4
  %q4 = getelementptr float, float addrspace(1)* %out, i64 %o4
  store float %r4, float addrspace(1)* %q4
  %o5 = add i64 %t10, 5
  %q5 = getelementptr float, float addrspace(1)* %out, i64 %o5
  store float %r5, float addrspace(1)* %q5
  %o6 = add i64 %t10, 6
  %q6 = getelementptr float, float addrspace(1)* %out, i64 %o6
  store float %r6, float addrspace(1)* %q6
  %o7 = add i64 %t10, 7
  %q7 = getelementptr float, float addrspace(1)* %out, i64 %o7
  store float %r7, float addrspace(1)* %q7
  %o8 = add i64 %t10, 8
  %q8 = getelementptr float, float addrspace(1)* %out, i64 %o8
  store float %r8, float addrspace(1)* %q8
  %o9 = add i64 %t10, 9
  %q9 = getelementptr float, float addrspace(1)* %out, i64 %o9
  store float %r9, float addrspace(1)* %q9
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare float @llvm.ceil.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.nearbyint.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.sqrt.f32(float)

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32 addrspace(1)*)* @fops32, !"kernel", i32 1}
!1 = !{void (double addrspace(1)*, i32 addrspace(1)*)* @fops64, !"kernel", i32 1}
!2 = !{void (float addrspace(1)*)* @round32, !"kernel", i32 1}
