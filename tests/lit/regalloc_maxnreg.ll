; The register target of the allocator (mir/greedy.c, nv_mir_reg_target) from a kernel's
; maxnreg launch bound: the kernel of regalloc_spill.ll (20 values live at once in each of
; two phases) with maxnreg 16 spills without -maxreg, as it does with -maxreg=16; with a
; higher -maxreg the launch bound still wins, with a lower one (12) the option does: more
; values spilled, a bigger depot.
; RUN: -mcpu=sm_80 -O2 --knob verify-update-mcse=1 | CHECK
; RUN: -mcpu=sm_80 -O2 -maxreg=24 | CHECK
; RUN: -mcpu=sm_80 -O2 -maxreg=12 | LOW
; EXEC: -mcpu=sm_80 -O2 | spill 2 32 buf:i32:4096:rand:7 buf:i32:4096:zero
; EXEC: -mcpu=sm_80 -O2 -maxreg=12 | spill 2 32 buf:i32:4096:rand:7 buf:i32:4096:zero
; CHECK-LABEL: .visible .entry spill(
; CHECK: .maxnreg 16
; CHECK: .local .align 4 .b8 __local_depot0[32];
; CHECK: ld.volatile.global.u32 [[V:%r[0-9]+]], [%rd{{[0-9]+}}];
; CHECK-NEXT: st.local.u32 [%SPL], [[V]];
; CHECK: ret;
; LOW-LABEL: .visible .entry spill(
; LOW: .maxnreg 16
; LOW: .local .align 4 .b8 __local_depot0[48];
; LOW: ret;
target triple = "nvptx64-nvidia-cuda"

define void @spill(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b = mul i32 %c, 2048
  %i0 = add i32 %b, %t
  %i = zext i32 %i0 to i64
  %pin = getelementptr i32, ptr addrspace(1) %in, i64 %i
  %pout = getelementptr i32, ptr addrspace(1) %out, i64 %i
  %pa1_0 = getelementptr i32, ptr addrspace(1) %pin, i64 0
  %a1_0 = load volatile i32, ptr addrspace(1) %pa1_0, align 4
  %pa1_1 = getelementptr i32, ptr addrspace(1) %pin, i64 32
  %a1_1 = load volatile i32, ptr addrspace(1) %pa1_1, align 4
  %pa1_2 = getelementptr i32, ptr addrspace(1) %pin, i64 64
  %a1_2 = load volatile i32, ptr addrspace(1) %pa1_2, align 4
  %pa1_3 = getelementptr i32, ptr addrspace(1) %pin, i64 96
  %a1_3 = load volatile i32, ptr addrspace(1) %pa1_3, align 4
  %pa1_4 = getelementptr i32, ptr addrspace(1) %pin, i64 128
  %a1_4 = load volatile i32, ptr addrspace(1) %pa1_4, align 4
  %pa1_5 = getelementptr i32, ptr addrspace(1) %pin, i64 160
  %a1_5 = load volatile i32, ptr addrspace(1) %pa1_5, align 4
  %pa1_6 = getelementptr i32, ptr addrspace(1) %pin, i64 192
  %a1_6 = load volatile i32, ptr addrspace(1) %pa1_6, align 4
  %pa1_7 = getelementptr i32, ptr addrspace(1) %pin, i64 224
  %a1_7 = load volatile i32, ptr addrspace(1) %pa1_7, align 4
  %pa1_8 = getelementptr i32, ptr addrspace(1) %pin, i64 256
  %a1_8 = load volatile i32, ptr addrspace(1) %pa1_8, align 4
  %pa1_9 = getelementptr i32, ptr addrspace(1) %pin, i64 288
  %a1_9 = load volatile i32, ptr addrspace(1) %pa1_9, align 4
  %pa1_10 = getelementptr i32, ptr addrspace(1) %pin, i64 320
  %a1_10 = load volatile i32, ptr addrspace(1) %pa1_10, align 4
  %pa1_11 = getelementptr i32, ptr addrspace(1) %pin, i64 352
  %a1_11 = load volatile i32, ptr addrspace(1) %pa1_11, align 4
  %pa1_12 = getelementptr i32, ptr addrspace(1) %pin, i64 384
  %a1_12 = load volatile i32, ptr addrspace(1) %pa1_12, align 4
  %pa1_13 = getelementptr i32, ptr addrspace(1) %pin, i64 416
  %a1_13 = load volatile i32, ptr addrspace(1) %pa1_13, align 4
  %pa1_14 = getelementptr i32, ptr addrspace(1) %pin, i64 448
  %a1_14 = load volatile i32, ptr addrspace(1) %pa1_14, align 4
  %pa1_15 = getelementptr i32, ptr addrspace(1) %pin, i64 480
  %a1_15 = load volatile i32, ptr addrspace(1) %pa1_15, align 4
  %pa1_16 = getelementptr i32, ptr addrspace(1) %pin, i64 512
  %a1_16 = load volatile i32, ptr addrspace(1) %pa1_16, align 4
  %pa1_17 = getelementptr i32, ptr addrspace(1) %pin, i64 544
  %a1_17 = load volatile i32, ptr addrspace(1) %pa1_17, align 4
  %pa1_18 = getelementptr i32, ptr addrspace(1) %pin, i64 576
  %a1_18 = load volatile i32, ptr addrspace(1) %pa1_18, align 4
  %pa1_19 = getelementptr i32, ptr addrspace(1) %pin, i64 608
  %a1_19 = load volatile i32, ptr addrspace(1) %pa1_19, align 4
  %po1_0 = getelementptr i32, ptr addrspace(1) %pout, i64 0
  store volatile i32 %a1_19, ptr addrspace(1) %po1_0, align 4
  %po1_1 = getelementptr i32, ptr addrspace(1) %pout, i64 32
  store volatile i32 %a1_18, ptr addrspace(1) %po1_1, align 4
  %po1_2 = getelementptr i32, ptr addrspace(1) %pout, i64 64
  store volatile i32 %a1_17, ptr addrspace(1) %po1_2, align 4
  %po1_3 = getelementptr i32, ptr addrspace(1) %pout, i64 96
  store volatile i32 %a1_16, ptr addrspace(1) %po1_3, align 4
  %po1_4 = getelementptr i32, ptr addrspace(1) %pout, i64 128
  store volatile i32 %a1_15, ptr addrspace(1) %po1_4, align 4
  %po1_5 = getelementptr i32, ptr addrspace(1) %pout, i64 160
  store volatile i32 %a1_14, ptr addrspace(1) %po1_5, align 4
  %po1_6 = getelementptr i32, ptr addrspace(1) %pout, i64 192
  store volatile i32 %a1_13, ptr addrspace(1) %po1_6, align 4
  %po1_7 = getelementptr i32, ptr addrspace(1) %pout, i64 224
  store volatile i32 %a1_12, ptr addrspace(1) %po1_7, align 4
  %po1_8 = getelementptr i32, ptr addrspace(1) %pout, i64 256
  store volatile i32 %a1_11, ptr addrspace(1) %po1_8, align 4
  %po1_9 = getelementptr i32, ptr addrspace(1) %pout, i64 288
  store volatile i32 %a1_10, ptr addrspace(1) %po1_9, align 4
  %po1_10 = getelementptr i32, ptr addrspace(1) %pout, i64 320
  store volatile i32 %a1_9, ptr addrspace(1) %po1_10, align 4
  %po1_11 = getelementptr i32, ptr addrspace(1) %pout, i64 352
  store volatile i32 %a1_8, ptr addrspace(1) %po1_11, align 4
  %po1_12 = getelementptr i32, ptr addrspace(1) %pout, i64 384
  store volatile i32 %a1_7, ptr addrspace(1) %po1_12, align 4
  %po1_13 = getelementptr i32, ptr addrspace(1) %pout, i64 416
  store volatile i32 %a1_6, ptr addrspace(1) %po1_13, align 4
  %po1_14 = getelementptr i32, ptr addrspace(1) %pout, i64 448
  store volatile i32 %a1_5, ptr addrspace(1) %po1_14, align 4
  %po1_15 = getelementptr i32, ptr addrspace(1) %pout, i64 480
  store volatile i32 %a1_4, ptr addrspace(1) %po1_15, align 4
  %po1_16 = getelementptr i32, ptr addrspace(1) %pout, i64 512
  store volatile i32 %a1_3, ptr addrspace(1) %po1_16, align 4
  %po1_17 = getelementptr i32, ptr addrspace(1) %pout, i64 544
  store volatile i32 %a1_2, ptr addrspace(1) %po1_17, align 4
  %po1_18 = getelementptr i32, ptr addrspace(1) %pout, i64 576
  store volatile i32 %a1_1, ptr addrspace(1) %po1_18, align 4
  %po1_19 = getelementptr i32, ptr addrspace(1) %pout, i64 608
  store volatile i32 %a1_0, ptr addrspace(1) %po1_19, align 4
  %odd = icmp ult i32 %t, 16
  br i1 %odd, label %second, label %done
second:
  %pa2_0 = getelementptr i32, ptr addrspace(1) %pin, i64 1024
  %a2_0 = load volatile i32, ptr addrspace(1) %pa2_0, align 4
  %pa2_1 = getelementptr i32, ptr addrspace(1) %pin, i64 1056
  %a2_1 = load volatile i32, ptr addrspace(1) %pa2_1, align 4
  %pa2_2 = getelementptr i32, ptr addrspace(1) %pin, i64 1088
  %a2_2 = load volatile i32, ptr addrspace(1) %pa2_2, align 4
  %pa2_3 = getelementptr i32, ptr addrspace(1) %pin, i64 1120
  %a2_3 = load volatile i32, ptr addrspace(1) %pa2_3, align 4
  %pa2_4 = getelementptr i32, ptr addrspace(1) %pin, i64 1152
  %a2_4 = load volatile i32, ptr addrspace(1) %pa2_4, align 4
  %pa2_5 = getelementptr i32, ptr addrspace(1) %pin, i64 1184
  %a2_5 = load volatile i32, ptr addrspace(1) %pa2_5, align 4
  %pa2_6 = getelementptr i32, ptr addrspace(1) %pin, i64 1216
  %a2_6 = load volatile i32, ptr addrspace(1) %pa2_6, align 4
  %pa2_7 = getelementptr i32, ptr addrspace(1) %pin, i64 1248
  %a2_7 = load volatile i32, ptr addrspace(1) %pa2_7, align 4
  %pa2_8 = getelementptr i32, ptr addrspace(1) %pin, i64 1280
  %a2_8 = load volatile i32, ptr addrspace(1) %pa2_8, align 4
  %pa2_9 = getelementptr i32, ptr addrspace(1) %pin, i64 1312
  %a2_9 = load volatile i32, ptr addrspace(1) %pa2_9, align 4
  %pa2_10 = getelementptr i32, ptr addrspace(1) %pin, i64 1344
  %a2_10 = load volatile i32, ptr addrspace(1) %pa2_10, align 4
  %pa2_11 = getelementptr i32, ptr addrspace(1) %pin, i64 1376
  %a2_11 = load volatile i32, ptr addrspace(1) %pa2_11, align 4
  %pa2_12 = getelementptr i32, ptr addrspace(1) %pin, i64 1408
  %a2_12 = load volatile i32, ptr addrspace(1) %pa2_12, align 4
  %pa2_13 = getelementptr i32, ptr addrspace(1) %pin, i64 1440
  %a2_13 = load volatile i32, ptr addrspace(1) %pa2_13, align 4
  %pa2_14 = getelementptr i32, ptr addrspace(1) %pin, i64 1472
  %a2_14 = load volatile i32, ptr addrspace(1) %pa2_14, align 4
  %pa2_15 = getelementptr i32, ptr addrspace(1) %pin, i64 1504
  %a2_15 = load volatile i32, ptr addrspace(1) %pa2_15, align 4
  %pa2_16 = getelementptr i32, ptr addrspace(1) %pin, i64 1536
  %a2_16 = load volatile i32, ptr addrspace(1) %pa2_16, align 4
  %pa2_17 = getelementptr i32, ptr addrspace(1) %pin, i64 1568
  %a2_17 = load volatile i32, ptr addrspace(1) %pa2_17, align 4
  %pa2_18 = getelementptr i32, ptr addrspace(1) %pin, i64 1600
  %a2_18 = load volatile i32, ptr addrspace(1) %pa2_18, align 4
  %pa2_19 = getelementptr i32, ptr addrspace(1) %pin, i64 1632
  %a2_19 = load volatile i32, ptr addrspace(1) %pa2_19, align 4
  %po2_0 = getelementptr i32, ptr addrspace(1) %pout, i64 1024
  store volatile i32 %a2_19, ptr addrspace(1) %po2_0, align 4
  %po2_1 = getelementptr i32, ptr addrspace(1) %pout, i64 1056
  store volatile i32 %a2_18, ptr addrspace(1) %po2_1, align 4
  %po2_2 = getelementptr i32, ptr addrspace(1) %pout, i64 1088
  store volatile i32 %a2_17, ptr addrspace(1) %po2_2, align 4
  %po2_3 = getelementptr i32, ptr addrspace(1) %pout, i64 1120
  store volatile i32 %a2_16, ptr addrspace(1) %po2_3, align 4
  %po2_4 = getelementptr i32, ptr addrspace(1) %pout, i64 1152
  store volatile i32 %a2_15, ptr addrspace(1) %po2_4, align 4
  %po2_5 = getelementptr i32, ptr addrspace(1) %pout, i64 1184
  store volatile i32 %a2_14, ptr addrspace(1) %po2_5, align 4
  %po2_6 = getelementptr i32, ptr addrspace(1) %pout, i64 1216
  store volatile i32 %a2_13, ptr addrspace(1) %po2_6, align 4
  %po2_7 = getelementptr i32, ptr addrspace(1) %pout, i64 1248
  store volatile i32 %a2_12, ptr addrspace(1) %po2_7, align 4
  %po2_8 = getelementptr i32, ptr addrspace(1) %pout, i64 1280
  store volatile i32 %a2_11, ptr addrspace(1) %po2_8, align 4
  %po2_9 = getelementptr i32, ptr addrspace(1) %pout, i64 1312
  store volatile i32 %a2_10, ptr addrspace(1) %po2_9, align 4
  %po2_10 = getelementptr i32, ptr addrspace(1) %pout, i64 1344
  store volatile i32 %a2_9, ptr addrspace(1) %po2_10, align 4
  %po2_11 = getelementptr i32, ptr addrspace(1) %pout, i64 1376
  store volatile i32 %a2_8, ptr addrspace(1) %po2_11, align 4
  %po2_12 = getelementptr i32, ptr addrspace(1) %pout, i64 1408
  store volatile i32 %a2_7, ptr addrspace(1) %po2_12, align 4
  %po2_13 = getelementptr i32, ptr addrspace(1) %pout, i64 1440
  store volatile i32 %a2_6, ptr addrspace(1) %po2_13, align 4
  %po2_14 = getelementptr i32, ptr addrspace(1) %pout, i64 1472
  store volatile i32 %a2_5, ptr addrspace(1) %po2_14, align 4
  %po2_15 = getelementptr i32, ptr addrspace(1) %pout, i64 1504
  store volatile i32 %a2_4, ptr addrspace(1) %po2_15, align 4
  %po2_16 = getelementptr i32, ptr addrspace(1) %pout, i64 1536
  store volatile i32 %a2_3, ptr addrspace(1) %po2_16, align 4
  %po2_17 = getelementptr i32, ptr addrspace(1) %pout, i64 1568
  store volatile i32 %a2_2, ptr addrspace(1) %po2_17, align 4
  %po2_18 = getelementptr i32, ptr addrspace(1) %pout, i64 1600
  store volatile i32 %a2_1, ptr addrspace(1) %po2_18, align 4
  %po2_19 = getelementptr i32, ptr addrspace(1) %pout, i64 1632
  store volatile i32 %a2_0, ptr addrspace(1) %po2_19, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @spill, !"kernel", i32 1}
!1 = !{ptr @spill, !"maxnreg", i32 16}
