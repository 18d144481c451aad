; A local byte array (align 1 in clang's IR) cleared with llvm.memset and read back in
; another block through GEPs computed before the branch, as clang -O3 writes a
; `unsigned char h[16] = {0}` histogram:
;  - expand_memops raises the alloca's alignment (the object is the function's own) so
;    the memset becomes two 8-byte stores, which the vectoriser joins into one
;    st.local.v2.u64 (the depot is then 16-byte aligned);
;  - sink_addr copies the read-back addresses beside their loads through the alloca's
;    address-space cast, so they fold to [%rd+k] and no register holds 15 pointers
;    across the branch.
; EXEC runs both engines on the result.
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O2 | hist 1 32 buf:i32:32:rand:5 buf:i8:512:zero
; EXEC: -mcpu=sm_80 -O0 | hist 1 32 buf:i32:32:rand:6 buf:i8:512:zero

; CHECK-LABEL: .entry hist(
; CHECK: .local .align 16 .b8 __local_depot{{[0-9]+}}[16];
; CHECK-NOT: st.local.u8 {{.*}}, 0;
; CHECK: st.local.v2.u64 [{{%SPL|%rd[0-9]+}}], {0, 0};
; CHECK: ld.local.u8 %rs{{[0-9]+}}, [%rd[[B:[0-9]+]]+1];
; CHECK: ld.local.u8 %rs{{[0-9]+}}, [%rd[[B]]+2];
; CHECK: ld.local.u8 %rs{{[0-9]+}}, [%rd[[B]]+3];
; CHECK: ret;

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @hist(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %h = alloca [16 x i8], align 1
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %h1 = getelementptr inbounds [16 x i8], ptr %h, i64 0, i64 1
  %h2 = getelementptr inbounds [16 x i8], ptr %h, i64 0, i64 2
  %h3 = getelementptr inbounds [16 x i8], ptr %h, i64 0, i64 3
  call void @llvm.memset.p0.i64(ptr align 1 %h, i8 0, i64 16, i1 false)
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t64
  %w = load i32, ptr addrspace(1) %pi, align 4
  %odd = and i32 %w, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %count, label %done

count:
  %n0 = and i32 %w, 15
  %n0x = zext i32 %n0 to i64
  %p0 = getelementptr inbounds [16 x i8], ptr %h, i64 0, i64 %n0x
  %v0 = load i8, ptr %p0, align 1
  %v0i = add i8 %v0, 1
  store i8 %v0i, ptr %p0, align 1
  %s1 = lshr i32 %w, 4
  %n1 = and i32 %s1, 15
  %n1x = zext i32 %n1 to i64
  %p1 = getelementptr inbounds [16 x i8], ptr %h, i64 0, i64 %n1x
  %v1 = load i8, ptr %p1, align 1
  %v1i = add i8 %v1, 1
  store i8 %v1i, ptr %p1, align 1
  br label %done

done:
  %b0 = load i8, ptr %h, align 1
  %b1 = load i8, ptr %h1, align 1
  %b2 = load i8, ptr %h2, align 1
  %b3 = load i8, ptr %h3, align 1
  %o = shl nuw nsw i64 %t64, 4
  %q0 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o
  store i8 %b0, ptr addrspace(1) %q0, align 1
  %q1 = getelementptr inbounds i8, ptr addrspace(1) %q0, i64 1
  store i8 %b1, ptr addrspace(1) %q1, align 1
  %q2 = getelementptr inbounds i8, ptr addrspace(1) %q0, i64 2
  store i8 %b2, ptr addrspace(1) %q2, align 1
  %q3 = getelementptr inbounds i8, ptr addrspace(1) %q0, i64 3
  store i8 %b3, ptr addrspace(1) %q3, align 1
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @hist, !"kernel", i32 1}
