; REGRESS: integer <-> bfloat conversions. nvcg selected no instruction for them on sm_90+
; ("cannot select uint_to_fp of type bf16 from i64", fp_to_sint bf16 to i16/i64: seeds
; 100007 100022 100047 100053 100099 100144 of the randdiff batch; PTX 7.8 has cvt.rn.bf16.s64
; and friends), and below sm_90 it converted a 64-bit integer to f64 first, rounding twice
; past 2^53. Every result here is the correctly rounded one (round to nearest even).
; TARGETS: sm_75 sm_80 sm_90
; LLC: wrong (llc 14 cannot pass bfloat to a call)
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i16:18:zero i64:0x8080000000000001 i64:0x8080000000000000 i64:-1 i64:-4629700416936869889 i64:-9223372036854775808 i64:19088743 i64:9007199254740993 i64:-9007199254741009 i64:0x80800001 i64:-1077936129
; uitofp i64 to bfloat: 2^63+2^55+1 rounds up (via f64 it is a tie, then to even: 0x5f00)
; OUT 0x5f01
; 2^63+2^55 is a tie: to even
; OUT 0x5f00
; 2^64-1 -> 2^64
; OUT 0x5f80
; sitofp i64 to bfloat: -(2^62+2^54+1) rounds away (a tie once in f64: 0xde80)
; OUT 0xde81
; -2^63
; OUT 0xdf00
; 0x1234567 (below 2^53: no jamming of the i64) -> 1.0010010 * 2^24
; OUT 0x4b92
; 2^53+1 -> 2^53
; OUT 0x5a00
; -(2^53+17) -> -2^53
; OUT 0xda00
; sitofp i32 0x1234567 (jammed: past 2^24), uitofp i16 0xffff (-> 2^16), sitofp i8 -3
; OUT 0x4b92
; OUT 0x4780
; OUT 0xc040
; fptoui bfloat 0x5f01 to i64 (low 16 bits of 2^63+2^56), fptosi bfloat 0xde81 to i64 (bits 48..63),
; fptosi bfloat -3.0 to i8, fptoui bfloat 255.0 to i8, fptosi bfloat -300.0 to i16
; OUT 0x0000
; OUT 0xbf80
; OUT 0xfffd
; OUT 0x00ff
; OUT 0xfed4
; uitofp i32 2^31+2^23+1 rounds up (via f32 it is a tie, then to even: 0x4f00),
; sitofp i32 -(2^30+2^22+1) rounds away (0xce80 via f32)
; OUT 0x4f01
; OUT 0xce81
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i16 addrspace(1)* %out, i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) {
entry:
  call void @u64(i16 addrspace(1)* %out, i64 0, i64 %a0)
  call void @u64(i16 addrspace(1)* %out, i64 1, i64 %a1)
  call void @u64(i16 addrspace(1)* %out, i64 2, i64 %a2)
  call void @s64(i16 addrspace(1)* %out, i64 3, i64 %a3)
  call void @s64(i16 addrspace(1)* %out, i64 4, i64 %a4)
  call void @s64(i16 addrspace(1)* %out, i64 5, i64 %a5)
  call void @s64(i16 addrspace(1)* %out, i64 6, i64 %a6)
  call void @s64(i16 addrspace(1)* %out, i64 7, i64 %a7)
  %t5 = trunc i64 %a5 to i32
  %c8 = sitofp i32 %t5 to bfloat
  call void @st(i16 addrspace(1)* %out, i64 8, bfloat %c8)
  %t2 = trunc i64 %a2 to i16
  %c9 = uitofp i16 %t2 to bfloat
  call void @st(i16 addrspace(1)* %out, i64 9, bfloat %c9)
  %t3 = trunc i64 %a2 to i8
  %m3 = mul i8 %t3, 3
  %c10 = sitofp i8 %m3 to bfloat
  call void @st(i16 addrspace(1)* %out, i64 10, bfloat %c10)
  %b11 = bitcast i16 24321 to bfloat
  %i11 = fptoui bfloat %b11 to i64
  %j11 = trunc i64 %i11 to i16
  %p11 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 11
  store i16 %j11, i16 addrspace(1)* %p11, align 2
  %b12 = bitcast i16 56961 to bfloat
  %i12 = fptosi bfloat %b12 to i64
  %s12 = lshr i64 %i12, 48
  %j12 = trunc i64 %s12 to i16
  %p12 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 12
  store i16 %j12, i16 addrspace(1)* %p12, align 2
  %i13 = fptosi bfloat %c10 to i8
  %j13 = sext i8 %i13 to i16
  %p13 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 13
  store i16 %j13, i16 addrspace(1)* %p13, align 2
  %b14 = bitcast i16 17279 to bfloat
  %i14 = fptoui bfloat %b14 to i8
  %j14 = zext i8 %i14 to i16
  %p14 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 14
  store i16 %j14, i16 addrspace(1)* %p14, align 2
  %b15 = bitcast i16 50070 to bfloat
  %i15 = fptosi bfloat %b15 to i16
  %p15 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 15
  store i16 %i15, i16 addrspace(1)* %p15, align 2
  %t16 = trunc i64 %a8 to i32
  %c16 = uitofp i32 %t16 to bfloat
  call void @st(i16 addrspace(1)* %out, i64 16, bfloat %c16)
  %t17 = trunc i64 %a9 to i32
  %c17 = sitofp i32 %t17 to bfloat
  call void @st(i16 addrspace(1)* %out, i64 17, bfloat %c17)
  ret void
}

define internal void @u64(i16 addrspace(1)* %out, i64 %i, i64 %x) noinline {
  %c = uitofp i64 %x to bfloat
  call void @st(i16 addrspace(1)* %out, i64 %i, bfloat %c)
  ret void
}

define internal void @s64(i16 addrspace(1)* %out, i64 %i, i64 %x) noinline {
  %c = sitofp i64 %x to bfloat
  call void @st(i16 addrspace(1)* %out, i64 %i, bfloat %c)
  ret void
}

define internal void @st(i16 addrspace(1)* %out, i64 %i, bfloat %c) noinline {
  %b = bitcast bfloat %c to i16
  %p = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 %i
  store i16 %b, i16 addrspace(1)* %p, align 2
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i16 addrspace(1)*, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)* @k, !"kernel", i32 1}
