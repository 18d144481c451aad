; The environment registers %envreg0..31 (llvm.nvvm.read.ptx.sreg.envregN): read-only
; values the driver sets; both nvcgrun engines read them as 0.
; RUN: -mcpu=sm_75 | CHECK
; EXEC: -mcpu=sm_75 | k 1 1 buf:i32:32:rand:1
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.envreg0()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg1()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg2()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg3()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg4()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg5()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg6()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg7()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg8()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg9()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg10()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg11()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg12()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg13()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg14()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg15()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg16()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg17()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg18()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg19()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg20()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg21()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg22()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg23()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg24()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg25()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg26()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg27()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg28()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg29()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg30()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg31()

; CHECK-LABEL: .entry k(
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg0;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg1;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg2;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg3;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg4;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg5;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg6;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg7;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg8;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg9;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg10;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg11;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg12;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg13;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg14;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg15;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg16;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg17;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg18;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg19;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg20;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg21;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg22;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg23;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg24;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg25;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg26;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg27;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg28;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg29;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg30;
; CHECK: mov.u32 %r{{[0-9]+}}, %envreg31;
define void @k(ptr addrspace(1) %out) {
  %e0 = call i32 @llvm.nvvm.read.ptx.sreg.envreg0()
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 0
  store i32 %e0, ptr addrspace(1) %p0
  %e1 = call i32 @llvm.nvvm.read.ptx.sreg.envreg1()
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %e1, ptr addrspace(1) %p1
  %e2 = call i32 @llvm.nvvm.read.ptx.sreg.envreg2()
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %e2, ptr addrspace(1) %p2
  %e3 = call i32 @llvm.nvvm.read.ptx.sreg.envreg3()
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %e3, ptr addrspace(1) %p3
  %e4 = call i32 @llvm.nvvm.read.ptx.sreg.envreg4()
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 4
  store i32 %e4, ptr addrspace(1) %p4
  %e5 = call i32 @llvm.nvvm.read.ptx.sreg.envreg5()
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %e5, ptr addrspace(1) %p5
  %e6 = call i32 @llvm.nvvm.read.ptx.sreg.envreg6()
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 6
  store i32 %e6, ptr addrspace(1) %p6
  %e7 = call i32 @llvm.nvvm.read.ptx.sreg.envreg7()
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %e7, ptr addrspace(1) %p7
  %e8 = call i32 @llvm.nvvm.read.ptx.sreg.envreg8()
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 8
  store i32 %e8, ptr addrspace(1) %p8
  %e9 = call i32 @llvm.nvvm.read.ptx.sreg.envreg9()
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %e9, ptr addrspace(1) %p9
  %e10 = call i32 @llvm.nvvm.read.ptx.sreg.envreg10()
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 10
  store i32 %e10, ptr addrspace(1) %p10
  %e11 = call i32 @llvm.nvvm.read.ptx.sreg.envreg11()
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %e11, ptr addrspace(1) %p11
  %e12 = call i32 @llvm.nvvm.read.ptx.sreg.envreg12()
  %p12 = getelementptr i32, ptr addrspace(1) %out, i32 12
  store i32 %e12, ptr addrspace(1) %p12
  %e13 = call i32 @llvm.nvvm.read.ptx.sreg.envreg13()
  %p13 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %e13, ptr addrspace(1) %p13
  %e14 = call i32 @llvm.nvvm.read.ptx.sreg.envreg14()
  %p14 = getelementptr i32, ptr addrspace(1) %out, i32 14
  store i32 %e14, ptr addrspace(1) %p14
  %e15 = call i32 @llvm.nvvm.read.ptx.sreg.envreg15()
  %p15 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %e15, ptr addrspace(1) %p15
  %e16 = call i32 @llvm.nvvm.read.ptx.sreg.envreg16()
  %p16 = getelementptr i32, ptr addrspace(1) %out, i32 16
  store i32 %e16, ptr addrspace(1) %p16
  %e17 = call i32 @llvm.nvvm.read.ptx.sreg.envreg17()
  %p17 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %e17, ptr addrspace(1) %p17
  %e18 = call i32 @llvm.nvvm.read.ptx.sreg.envreg18()
  %p18 = getelementptr i32, ptr addrspace(1) %out, i32 18
  store i32 %e18, ptr addrspace(1) %p18
  %e19 = call i32 @llvm.nvvm.read.ptx.sreg.envreg19()
  %p19 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %e19, ptr addrspace(1) %p19
  %e20 = call i32 @llvm.nvvm.read.ptx.sreg.envreg20()
  %p20 = getelementptr i32, ptr addrspace(1) %out, i32 20
  store i32 %e20, ptr addrspace(1) %p20
  %e21 = call i32 @llvm.nvvm.read.ptx.sreg.envreg21()
  %p21 = getelementptr i32, ptr addrspace(1) %out, i32 21
  store i32 %e21, ptr addrspace(1) %p21
  %e22 = call i32 @llvm.nvvm.read.ptx.sreg.envreg22()
  %p22 = getelementptr i32, ptr addrspace(1) %out, i32 22
  store i32 %e22, ptr addrspace(1) %p22
  %e23 = call i32 @llvm.nvvm.read.ptx.sreg.envreg23()
  %p23 = getelementptr i32, ptr addrspace(1) %out, i32 23
  store i32 %e23, ptr addrspace(1) %p23
  %e24 = call i32 @llvm.nvvm.read.ptx.sreg.envreg24()
  %p24 = getelementptr i32, ptr addrspace(1) %out, i32 24
  store i32 %e24, ptr addrspace(1) %p24
  %e25 = call i32 @llvm.nvvm.read.ptx.sreg.envreg25()
  %p25 = getelementptr i32, ptr addrspace(1) %out, i32 25
  store i32 %e25, ptr addrspace(1) %p25
  %e26 = call i32 @llvm.nvvm.read.ptx.sreg.envreg26()
  %p26 = getelementptr i32, ptr addrspace(1) %out, i32 26
  store i32 %e26, ptr addrspace(1) %p26
  %e27 = call i32 @llvm.nvvm.read.ptx.sreg.envreg27()
  %p27 = getelementptr i32, ptr addrspace(1) %out, i32 27
  store i32 %e27, ptr addrspace(1) %p27
  %e28 = call i32 @llvm.nvvm.read.ptx.sreg.envreg28()
  %p28 = getelementptr i32, ptr addrspace(1) %out, i32 28
  store i32 %e28, ptr addrspace(1) %p28
  %e29 = call i32 @llvm.nvvm.read.ptx.sreg.envreg29()
  %p29 = getelementptr i32, ptr addrspace(1) %out, i32 29
  store i32 %e29, ptr addrspace(1) %p29
  %e30 = call i32 @llvm.nvvm.read.ptx.sreg.envreg30()
  %p30 = getelementptr i32, ptr addrspace(1) %out, i32 30
  store i32 %e30, ptr addrspace(1) %p30
  %e31 = call i32 @llvm.nvvm.read.ptx.sreg.envreg31()
  %p31 = getelementptr i32, ptr addrspace(1) %out, i32 31
  store i32 %e31, ptr addrspace(1) %p31
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
