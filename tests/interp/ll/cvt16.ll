; Conversions to the 16-bit formats through NVVM intrinsics (cvt.rn/rz[.relu].bf16.f32,
; cvt.rn.bf16x2.f32, cvt.rn.f16.f32): ties to even, round toward zero, relu (negative -> +0,
; NaN stays NaN), the packed pair's first operand in the high half.
; SM 80
target triple = "nvptx64-nvidia-cuda"

; TEST cvt16 --grid 1 --block 1 buf:i16:40:zero buf:i32:4:zero
; OUT 16256 0x3f80
; OUT 16256 0x3f80
; OUT 16256 0x3f80
; OUT 15364 0x3c04
; OUT 16258 0x3f82
; OUT 16257 0x3f81
; OUT 16258 0x3f82
; OUT 15372 0x3c0c
; OUT -16511 0xbf81
; OUT -16512 0xbf80
; OUT 0 0x0000
; OUT -17404 0xbc04
; OUT 16457 0x4049
; OUT 16457 0x4049
; OUT 16457 0x4049
; OUT 16968 0x4248
; OUT -16352 0xc020
; OUT -16352 0xc020
; OUT 0 0x0000
; OUT -16128 0xc100
; OUT 32640 0x7f80
; OUT 32640 0x7f80
; OUT 32640 0x7f80
; OUT 31744 0x7c00
; OUT 32767 0x7fff
; OUT 32767 0x7fff
; OUT 32767 0x7fff
; OUT 32767 0x7fff
; OUT 1 0x0001
; OUT 1 0x0001
; OUT 1 0x0001
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 0 0x0000
; OUT 18304 0x4780
; OUT 18303 0x477f
; OUT 18304 0x4780
; OUT 31744 0x7c00
; OUT 1065369474 0x3f803f82
; OUT -1082048439 0xbf814049
; OUT -1071611905 0xc0207fff
; OUT 2139095041 0x7f800001
define void @cvt16(i16 addrspace(1)* %out, i32 addrspace(1)* %out2) {
  %h0 = call i16 @llvm.nvvm.f2bf16.rn(float 0x3FF0100000000000)
  %p0 = getelementptr i16, i16 addrspace(1)* %out, i64 0
  store i16 %h0, i16 addrspace(1)* %p0
  %h1 = call i16 @llvm.nvvm.f2bf16.rz(float 0x3FF0100000000000)
  %p1 = getelementptr i16, i16 addrspace(1)* %out, i64 1
  store i16 %h1, i16 addrspace(1)* %p1
  %h2 = call i16 @llvm.nvvm.f2bf16.rn.relu(float 0x3FF0100000000000)
  %p2 = getelementptr i16, i16 addrspace(1)* %out, i64 2
  store i16 %h2, i16 addrspace(1)* %p2
  %h3 = call i16 @llvm.nvvm.f2h.rn(float 0x3FF0100000000000)
  %p3 = getelementptr i16, i16 addrspace(1)* %out, i64 3
  store i16 %h3, i16 addrspace(1)* %p3
  %h4 = call i16 @llvm.nvvm.f2bf16.rn(float 0x3FF0300000000000)
  %p4 = getelementptr i16, i16 addrspace(1)* %out, i64 4
  store i16 %h4, i16 addrspace(1)* %p4
  %h5 = call i16 @llvm.nvvm.f2bf16.rz(float 0x3FF0300000000000)
  %p5 = getelementptr i16, i16 addrspace(1)* %out, i64 5
  store i16 %h5, i16 addrspace(1)* %p5
  %h6 = call i16 @llvm.nvvm.f2bf16.rn.relu(float 0x3FF0300000000000)
  %p6 = getelementptr i16, i16 addrspace(1)* %out, i64 6
  store i16 %h6, i16 addrspace(1)* %p6
  %h7 = call i16 @llvm.nvvm.f2h.rn(float 0x3FF0300000000000)
  %p7 = getelementptr i16, i16 addrspace(1)* %out, i64 7
  store i16 %h7, i16 addrspace(1)* %p7
  %h8 = call i16 @llvm.nvvm.f2bf16.rn(float 0xBFF0100100000000)
  %p8 = getelementptr i16, i16 addrspace(1)* %out, i64 8
  store i16 %h8, i16 addrspace(1)* %p8
  %h9 = call i16 @llvm.nvvm.f2bf16.rz(float 0xBFF0100100000000)
  %p9 = getelementptr i16, i16 addrspace(1)* %out, i64 9
  store i16 %h9, i16 addrspace(1)* %p9
  %h10 = call i16 @llvm.nvvm.f2bf16.rn.relu(float 0xBFF0100100000000)
  %p10 = getelementptr i16, i16 addrspace(1)* %out, i64 10
  store i16 %h10, i16 addrspace(1)* %p10
  %h11 = call i16 @llvm.nvvm.f2h.rn(float 0xBFF0100100000000)
  %p11 = getelementptr i16, i16 addrspace(1)* %out, i64 11
  store i16 %h11, i16 addrspace(1)* %p11
  %h12 = call i16 @llvm.nvvm.f2bf16.rn(float 0x400921FB40000000)
  %p12 = getelementptr i16, i16 addrspace(1)* %out, i64 12
  store i16 %h12, i16 addrspace(1)* %p12
  %h13 = call i16 @llvm.nvvm.f2bf16.rz(float 0x400921FB40000000)
  %p13 = getelementptr i16, i16 addrspace(1)* %out, i64 13
  store i16 %h13, i16 addrspace(1)* %p13
  %h14 = call i16 @llvm.nvvm.f2bf16.rn.relu(float 0x400921FB40000000)
  %p14 = getelementptr i16, i16 addrspace(1)* %out, i64 14
  store i16 %h14, i16 addrspace(1)* %p14
  %h15 = call i16 @llvm.nvvm.f2h.rn(float 0x400921FB40000000)
  %p15 = getelementptr i16, i16 addrspace(1)* %out, i64 15
  store i16 %h15, i16 addrspace(1)* %p15
  %h16 = call i16 @llvm.nvvm.f2bf16.rn(float 0xC004000000000000)
  %p16 = getelementptr i16, i16 addrspace(1)* %out, i64 16
  store i16 %h16, i16 addrspace(1)* %p16
  %h17 = call i16 @llvm.nvvm.f2bf16.rz(float 0xC004000000000000)
  %p17 = getelementptr i16, i16 addrspace(1)* %out, i64 17
  store i16 %h17, i16 addrspace(1)* %p17
  %h18 = call i16 @llvm.nvvm.f2bf16.rn.relu(float 0xC004000000000000)
  %p18 = getelementptr i16, i16 addrspace(1)* %out, i64 18
  store i16 %h18, i16 addrspace(1)* %p18
  %h19 = call i16 @llvm.nvvm.f2h.rn(float 0xC004000000000000)
  %p19 = getelementptr i16, i16 addrspace(1)* %out, i64 19
  store i16 %h19, i16 addrspace(1)* %p19
  %h20 = call i16 @llvm.nvvm.f2bf16.rn(float 0x7FF0000000000000)
  %p20 = getelementptr i16, i16 addrspace(1)* %out, i64 20
  store i16 %h20, i16 addrspace(1)* %p20
  %h21 = call i16 @llvm.nvvm.f2bf16.rz(float 0x7FF0000000000000)
  %p21 = getelementptr i16, i16 addrspace(1)* %out, i64 21
  store i16 %h21, i16 addrspace(1)* %p21
  %h22 = call i16 @llvm.nvvm.f2bf16.rn.relu(float 0x7FF0000000000000)
  %p22 = getelementptr i16, i16 addrspace(1)* %out, i64 22
  store i16 %h22, i16 addrspace(1)* %p22
  %h23 = call i16 @llvm.nvvm.f2h.rn(float 0x7FF0000000000000)
  %p23 = getelementptr i16, i16 addrspace(1)* %out, i64 23
  store i16 %h23, i16 addrspace(1)* %p23
  %h24 = call i16 @llvm.nvvm.f2bf16.rn(float 0x7FF8000000000000)
  %p24 = getelementptr i16, i16 addrspace(1)* %out, i64 24
  store i16 %h24, i16 addrspace(1)* %p24
  %h25 = call i16 @llvm.nvvm.f2bf16.rz(float 0x7FF8000000000000)
  %p25 = getelementptr i16, i16 addrspace(1)* %out, i64 25
  store i16 %h25, i16 addrspace(1)* %p25
  %h26 = call i16 @llvm.nvvm.f2bf16.rn.relu(float 0x7FF8000000000000)
  %p26 = getelementptr i16, i16 addrspace(1)* %out, i64 26
  store i16 %h26, i16 addrspace(1)* %p26
  %h27 = call i16 @llvm.nvvm.f2h.rn(float 0x7FF8000000000000)
  %p27 = getelementptr i16, i16 addrspace(1)* %out, i64 27
  store i16 %h27, i16 addrspace(1)* %p27
  %h28 = call i16 @llvm.nvvm.f2bf16.rn(float 0x37A16C2000000000)
  %p28 = getelementptr i16, i16 addrspace(1)* %out, i64 28
  store i16 %h28, i16 addrspace(1)* %p28
  %h29 = call i16 @llvm.nvvm.f2bf16.rz(float 0x37A16C2000000000)
  %p29 = getelementptr i16, i16 addrspace(1)* %out, i64 29
  store i16 %h29, i16 addrspace(1)* %p29
  %h30 = call i16 @llvm.nvvm.f2bf16.rn.relu(float 0x37A16C2000000000)
  %p30 = getelementptr i16, i16 addrspace(1)* %out, i64 30
  store i16 %h30, i16 addrspace(1)* %p30
  %h31 = call i16 @llvm.nvvm.f2h.rn(float 0x37A16C2000000000)
  %p31 = getelementptr i16, i16 addrspace(1)* %out, i64 31
  store i16 %h31, i16 addrspace(1)* %p31
  %h32 = call i16 @llvm.nvvm.f2bf16.rn(float 0x0000000000000000)
  %p32 = getelementptr i16, i16 addrspace(1)* %out, i64 32
  store i16 %h32, i16 addrspace(1)* %p32
  %h33 = call i16 @llvm.nvvm.f2bf16.rz(float 0x0000000000000000)
  %p33 = getelementptr i16, i16 addrspace(1)* %out, i64 33
  store i16 %h33, i16 addrspace(1)* %p33
  %h34 = call i16 @llvm.nvvm.f2bf16.rn.relu(float 0x0000000000000000)
  %p34 = getelementptr i16, i16 addrspace(1)* %out, i64 34
  store i16 %h34, i16 addrspace(1)* %p34
  %h35 = call i16 @llvm.nvvm.f2h.rn(float 0x0000000000000000)
  %p35 = getelementptr i16, i16 addrspace(1)* %out, i64 35
  store i16 %h35, i16 addrspace(1)* %p35
  %h36 = call i16 @llvm.nvvm.f2bf16.rn(float 0x40EFFE0000000000)
  %p36 = getelementptr i16, i16 addrspace(1)* %out, i64 36
  store i16 %h36, i16 addrspace(1)* %p36
  %h37 = call i16 @llvm.nvvm.f2bf16.rz(float 0x40EFFE0000000000)
  %p37 = getelementptr i16, i16 addrspace(1)* %out, i64 37
  store i16 %h37, i16 addrspace(1)* %p37
  %h38 = call i16 @llvm.nvvm.f2bf16.rn.relu(float 0x40EFFE0000000000)
  %p38 = getelementptr i16, i16 addrspace(1)* %out, i64 38
  store i16 %h38, i16 addrspace(1)* %p38
  %h39 = call i16 @llvm.nvvm.f2h.rn(float 0x40EFFE0000000000)
  %p39 = getelementptr i16, i16 addrspace(1)* %out, i64 39
  store i16 %h39, i16 addrspace(1)* %p39
  %x0 = call i32 @llvm.nvvm.ff2bf16x2.rn(float 0x3FF0100000000000, float 0x3FF0300000000000)
  %q0 = getelementptr i32, i32 addrspace(1)* %out2, i64 0
  store i32 %x0, i32 addrspace(1)* %q0
  %x1 = call i32 @llvm.nvvm.ff2bf16x2.rn(float 0xBFF0100100000000, float 0x400921FB40000000)
  %q1 = getelementptr i32, i32 addrspace(1)* %out2, i64 1
  store i32 %x1, i32 addrspace(1)* %q1
  %x2 = call i32 @llvm.nvvm.ff2bf16x2.rn(float 0xC004000000000000, float 0x7FF8000000000000)
  %q2 = getelementptr i32, i32 addrspace(1)* %out2, i64 2
  store i32 %x2, i32 addrspace(1)* %q2
  %x3 = call i32 @llvm.nvvm.ff2bf16x2.rn(float 0x7FF0000000000000, float 0x37A16C2000000000)
  %q3 = getelementptr i32, i32 addrspace(1)* %out2, i64 3
  store i32 %x3, i32 addrspace(1)* %q3
  ret void
}

declare i16 @llvm.nvvm.f2bf16.rn(float)
declare i16 @llvm.nvvm.f2bf16.rz(float)
declare i16 @llvm.nvvm.f2bf16.rn.relu(float)
declare i16 @llvm.nvvm.f2h.rn(float)
declare i32 @llvm.nvvm.ff2bf16x2.rn(float, float)

!nvvm.annotations = !{!0}
!0 = !{void (i16 addrspace(1)*, i32 addrspace(1)*)* @cvt16, !"kernel", i32 1}
